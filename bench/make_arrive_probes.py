"""Issue #12: IN-SAMPLE probes for an arrival that is no change of employer, hand-written by the session-28 lead
before any rule was changed (the one who tunes on it wrote it):
  the older sentence says where the speaker works ("我在华为上班", "I work at Siemens"); the newer one says the speaker
  has arrived somewhere or gone out for a while ("我已经到家了", "我已经到公司了", "我已经到深圳了", "我已经去医院了"):
  everyday chat, another fact, which must stay apart and unstamped. Found in session 28: "我已经到家了" and
  "我已经到深圳了" were linked "may update" as a new employer, "我已经到公司了" by the weak change word 已经.
Every group also holds the true changes of employer that must stay linked ("我已经去腾讯了", "我已经到京东上班了",
"我已经入职网易了", "I've joined Stripe"), restatements and unrelated sentences.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_arrive_probes.py   # writes bench/data/arrive_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/arrive_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20262805
OUT = Path(__file__).resolve().parent / "data" / "arrive_probes.jsonl"

S, R = "update_signal", "restatement"
E, X = "distinct_event", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    ("huawei", "zh", E, "我在哪家公司上班？", "我在华为上班。", "我已经到家了。"),
    ("huawei", "zh", E, "我在哪家公司上班？", "我在华为上班。", "我已经到公司了。"),
    ("huawei", "zh", S, "我在哪家公司上班？", "我在华为上班。", "我已经去腾讯了。"),
    ("huawei", "zh", R, "我在哪家公司上班？", "我在华为上班。", "我在华为工作。"),
    ("alibaba", "zh", E, "我在哪家公司工作？", "我在阿里巴巴工作。", "我已经到深圳了。"),
    ("alibaba", "zh", E, "我在哪家公司工作？", "我在阿里巴巴工作。", "我刚到机场了。"),
    ("alibaba", "zh", S, "我在哪家公司工作？", "我在阿里巴巴工作。", "我已经到京东上班了。"),
    ("baidu", "zh", E, "我在哪家公司上班？", "我在百度上班。", "我已经到办公室了。"),
    ("baidu", "zh", E, "我在哪家公司上班？", "我在百度上班。", "我现在到楼下了。"),
    ("baidu", "zh", S, "我在哪家公司上班？", "我在百度上班。", "我已经入职网易了。"),
    ("baidu", "zh", X, "今天天气怎么样？", "我在百度上班。", "今天有点冷。"),
    ("xiaomi", "zh", E, "我在哪家公司上班？", "我在小米上班，做测试。", "我已经去医院了。"),
    ("xiaomi", "zh", E, "我在哪家公司上班？", "我在小米上班，做测试。", "我已经到学校了。"),
    ("xiaomi", "zh", S, "我在哪家公司上班？", "我在小米上班，做测试。", "我已经跳槽到OPPO了。"),
    ("xiaomi", "zh", R, "我在哪家公司上班？", "我在小米上班，做测试。", "我在小米做测试。"),
    ("jingdong", "zh", E, "我在哪家公司工作？", "我目前在京东工作。", "我已经到上海了。"),
    ("jingdong", "zh", E, "我在哪家公司工作？", "我目前在京东工作。", "我终于到酒店了。"),
    ("jingdong", "zh", S, "我在哪家公司工作？", "我目前在京东工作。", "我已经去美团了。"),
    ("zhongxin", "zh", E, "我在哪家银行上班？", "我在中信银行上班。", "我已经到单位了。"),
    ("zhongxin", "zh", E, "我在哪家银行上班？", "我在中信银行上班。", "我已经到车站了。"),
    ("zhongxin", "zh", S, "我在哪家银行上班？", "我在中信银行上班。", "我已经到招商银行工作了。"),
    ("xiexie", "zh", E, "我在哪家医院上班？", "我在协和医院上班。", "我已经到家了，谢谢关心。"),
    ("xiexie", "zh", E, "我在哪家医院上班？", "我在协和医院上班。", "我已经到杭州了。"),
    ("xiexie", "zh", S, "我在哪家医院上班？", "我在协和医院上班。", "我已经去北大医院上班了。"),
    ("siemens", "en", E, "Where do I work?", "I work at Siemens.", "I've already got home."),
    ("siemens", "en", E, "Where do I work?", "I work at Siemens.", "I'm already at the office."),
    ("siemens", "en", S, "Where do I work?", "I work at Siemens.", "I've joined Bosch."),
    ("stripe", "en", E, "Where do I work?", "I work at Stripe.", "I just got to Berlin."),
    ("stripe", "en", E, "Where do I work?", "I work at Stripe.", "I've already gone to the gym."),
    ("stripe", "en", S, "Where do I work?", "I work at Stripe.", "I've now moved over to Adyen."),
    ("stripe", "en", R, "Where do I work?", "I work at Stripe.", "I'm employed at Stripe."),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "arrive", 285000)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes, arrivals (bench/make_arrive_probes.py): hand-written by the "
                         "session-28 lead before any rule was changed, for an arrival or an outing after the speaker's "
                         "employer ('我已经到家了', '我已经到深圳了', '我已经到公司了': another fact, never a new employer) "
                         "beside true changes of employer (去/到 + a name + 上班/工作, 入职, 跳槽到, joined), restatements "
                         "and unrelated sentences; split once before tuning into 'tuning' (tuned on) and 'check' "
                         "(counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
