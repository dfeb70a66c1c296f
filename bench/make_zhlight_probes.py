"""Issue #12: IN-SAMPLE probes for Chinese light words and a verb of leaving a job (session 30, zhlight30),
hand-written by the engineer who tunes on them, before any rule of the round was changed (from the audit of blind
probe set 8, causes 2 and 5):
  - 去 before an activity verb is a light word: "我周末喜欢去钓鱼" / "我周末喜欢钓鱼" are one fact. Look-alikes: 去 +
    a place ("我很想去上海" / "我很想上海": want to go, miss), 去年 ("我去年底换了工作" / "我年底换了工作"), another
    holder, another activity.
  - X的时候 after a time word X is X: "周末的时候我爱钓鱼" / "周末我爱钓鱼". Look-alikes: 小时候 (a word: childhood),
    a condition or an activity before 的时候 (下雨的时候, 上班的时候) dropped, another holder.
  - 离职 / 辞职 / 离开 + a firm is a verb of leaving a job: "我在字节跳动上班" / "我已经从字节跳动离职，去了腾讯".
    Look-alikes: another holder, a plan, leaving a city (a move, not a job), leaving the building for lunch.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_zhlight_probes.py   # writes bench/data/zhlight_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/zhlight_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263031
OUT = Path(__file__).resolve().parent / "data" / "zhlight_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- 去 before an activity verb -----------------------------------------------------------------------------
    ("fish", "zh", R, "我周末喜欢做什么？", "我周末喜欢去钓鱼。", "我周末喜欢钓鱼。"),
    ("fish", "zh", L, "我周末还喜欢做什么？", "我周末喜欢去钓鱼。", "我周末喜欢去爬山。"),
    ("fish", "zh", L, "我爸周末喜欢做什么？", "我周末喜欢去钓鱼。", "我爸周末喜欢钓鱼。"),
    ("swim", "zh", R, "我每天早上做什么？", "我每天早上去游泳。", "我每天早上游泳。"),
    ("swim", "zh", L, "我妹妹每天早上做什么？", "我每天早上去游泳。", "我妹妹每天早上游泳。"),
    ("walk", "zh", R, "我晚饭后做什么？", "我晚饭后会去散步。", "我晚饭后会散步。"),
    ("walk", "zh", L, "我晚饭后还做什么？", "我晚饭后会去散步。", "我晚饭后会去洗碗。"),
    ("gym", "zh", R, "我下班后常做什么？", "我下班后常去健身。", "我下班后常健身。"),
    ("gym", "zh", L, "我下班后还常做什么？", "我下班后常去健身。", "我下班后常去喝酒。"),
    ("movie", "zh", R, "我每周五晚上做什么？", "我每周五晚上去看电影。", "我每周五晚上看电影。"),
    ("movie", "zh", L, "我女朋友每周五晚上做什么？", "我每周五晚上去看电影。", "我女朋友每周五晚上看电影。"),
    ("caicai", "zh", R, "我妈每天早上做什么？", "我妈每天早上去买菜。", "我妈每天早上买菜。"),
    ("caicai", "zh", L, "我爸每天早上做什么？", "我妈每天早上去买菜。", "我爸每天早上去买菜。"),
    ("ball", "zh", R, "我周六下午做什么？", "我周六下午去打羽毛球。", "我周六下午打羽毛球。"),
    # -- 去 that is no light word: a place, 去年, 去世 ----------------------------------------------------------
    ("shanghai", "zh", L, "我想念哪里？", "我很想去上海。", "我很想上海。"),
    ("shanghai", "zh", L, "我想去哪？", "我很想去上海。", "我很想去北京。"),
    ("beijing", "zh", L, "我下个月去哪？", "我下个月去北京。", "我下个月去杭州。"),
    ("niandi", "zh", L, "我什么时候换的工作？", "我去年底换了工作。", "我年底换了工作。"),
    ("yeye", "zh", L, "谁去世了？", "我爷爷前年去世了。", "我奶奶前年去世了。"),
    # -- X的时候 after a time word -------------------------------------------------------------------------------
    ("weekend", "zh", R, "我周末爱做什么？", "周末的时候我爱钓鱼。", "周末我爱钓鱼。"),
    ("weekend", "zh", L, "我哥周末爱做什么？", "周末的时候我爱钓鱼。", "周末的时候我哥爱钓鱼。"),
    ("weekend", "zh", R, "我周末喜欢做什么？", "我周末喜欢去钓鱼。", "周末的时候我爱钓鱼。"),
    ("night", "zh", R, "我晚上一般做什么？", "晚上的时候我一般看书。", "晚上我一般看书。"),
    ("night", "zh", L, "我女儿晚上一般做什么？", "晚上的时候我一般看书。", "晚上的时候我女儿一般看书。"),
    ("morning", "zh", R, "我早上喝什么？", "我早上的时候喝咖啡。", "我早上喝咖啡。"),
    ("noon", "zh", R, "我中午做什么？", "我中午的时候会午睡。", "我中午会午睡。"),
    ("childhood", "zh", L, "我小时候喜欢做什么？", "我小时候喜欢画画。", "我喜欢画画。"),
    ("childhood", "zh", L, "我小时候住在哪？", "我小时候住在乡下。", "我住在乡下。"),
    ("rain", "zh", L, "下雨的时候我做什么？", "下雨的时候我待在家里。", "我待在家里。"),
    ("work", "zh", L, "上班的时候我做什么？", "上班的时候我听音乐。", "我听音乐。"),
    # -- 离职 / 辞职 / 离开 + a firm -----------------------------------------------------------------------------
    ("bytedance", "zh", S, "我在哪家公司上班？", "我在字节跳动上班。", "我已经从字节跳动离职，去了腾讯。"),
    ("bytedance", "zh", L, "我同事从哪离职了？", "我在字节跳动上班。", "我同事已经从字节跳动离职了。"),
    ("alibaba", "zh", S, "我在哪家公司工作？", "我在阿里巴巴工作。", "我上个月从阿里巴巴辞职了。"),
    ("alibaba", "zh", L, "我打算做什么？", "我在阿里巴巴工作。", "我打算从阿里巴巴辞职。"),
    ("huawei", "zh", S, "我在哪家公司工作？", "我在华为做工程师。", "我已经离开华为，加入了小米。"),
    ("huawei", "zh", E, "我中午去哪吃饭了？", "我在华为做工程师。", "我中午离开华为园区去吃饭了。"),
    ("beijing_move", "zh", S, "我住在哪？", "我住在北京。", "我已经离开北京，搬到成都了。"),
    ("beijing_move", "zh", X, "我离开了哪个城市？", "我在字节跳动上班。", "我已经离开北京了。"),
    ("tencent", "zh", E, "我今天什么时候走的？", "我在腾讯上班。", "我今天提前离开公司了。"),
    ("tencent", "zh", S, "我在哪家公司上班？", "我在腾讯上班。", "我已经从腾讯辞职，去了网易。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "zhlight", 306100)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_zhlight_probes.py): hand-written by session 30 "
                         "(zhlight30) before any rule of its round was changed, for Chinese light words (去 before "
                         "an activity verb, X的时候 after a time word) and a verb of leaving a job (离职 / 辞职 / 离开 + "
                         "a firm); every group has look-alikes that are DIFFERENT facts (去 + a place, 去年, 小时候, "
                         "another holder, a plan, leaving a city or a building) or restatements; split once before "
                         "tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
