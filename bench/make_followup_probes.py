"""Issue #12: IN-SAMPLE probes for three follow-ups seen by session 31's helpers (followup31), hand-written by the
engineer who tunes on them, before any rule of the round was changed:
  - a product of a firm is not the firm: "我在腾讯上班" / "我们用腾讯云" are two facts (阿里云 / 阿里巴巴, 华为云 /
    华为, "Google Cloud" / "Google"). Look-alikes: the same firm said twice (restatements).
  - a person-valued slot said with an adjective is a description, not a new value: "My boss is Jim." / "My boss is
    strict now." (我的导师是张老师 / 我的导师现在很严格). Look-alikes that stay updates: "My boss is Karen now".
  - leaving a firm said by its short form: "我在字节跳动上班" / "我已经从字节离职，去了腾讯" is an update.
    Look-alikes: another holder, a plan, another firm left.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_followup_probes.py   # writes bench/data/followup_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/followup_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263109
OUT = Path(__file__).resolve().parent / "data" / "followup_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a firm's product is not the firm ------------------------------------------------------------------------
    ("txcloud", "zh", L, "我们用什么云？", "我在腾讯上班。", "我们用腾讯云。"),
    ("txcloud", "zh", R, "我在哪家公司上班？", "我在腾讯上班。", "我在腾讯工作。"),
    ("alicloud", "zh", L, "我们公司用什么云？", "我在阿里巴巴工作。", "我们公司用阿里云。"),
    ("alicloud", "zh", R, "我在哪家公司工作？", "我在阿里巴巴工作。", "我在阿里巴巴上班。"),
    ("hwcloud", "zh", L, "我们用什么云服务？", "我在华为做工程师。", "我们用华为云。"),
    ("hwcloud", "zh", R, "我们用什么云服务？", "我们用华为云。", "我们在用华为云。"),
    ("gcloud", "en", L, "Which cloud do we use?", "I work at Google.", "We use Google Cloud."),
    ("gcloud", "en", R, "Where do I work?", "I work at Google.", "I work for Google."),
    ("azure", "en", L, "Which cloud does my team use?", "I work at Amazon.", "My team uses Amazon Web Services."),
    # -- a person-valued slot said with an adjective ---------------------------------------------------------------
    ("boss", "en", L, "What is my boss like?", "My boss is Jim.", "My boss is strict now."),
    ("boss", "en", S, "Who is my boss?", "My boss is Jim.", "My boss is Karen now."),
    ("coach", "en", L, "What is my coach like?", "My coach is Maria.", "My coach is very patient."),
    ("coach", "en", S, "Who is my coach?", "My coach is Maria.", "My coach is Tom now."),
    ("doctor", "en", L, "What is my doctor like?", "My doctor is Dr. Patel.", "My doctor is really busy these days."),
    ("doctor", "en", S, "Who is my doctor?", "My doctor is Dr. Patel.", "My doctor is Dr. Lee now."),
    ("mentor", "zh", L, "我的导师怎么样？", "我的导师是张老师。", "我的导师现在很严格。"),
    ("mentor", "zh", S, "我的导师是谁？", "我的导师是张老师。", "我的导师现在是李老师。"),
    ("manager", "zh", L, "我的经理怎么样？", "我的经理是王强。", "我的经理最近很忙。"),
    ("manager", "zh", S, "我的经理是谁？", "我的经理是王强。", "我的经理换成了刘洋。"),
    ("roommate", "en", L, "What is my roommate like?", "My roommate is Sam.", "My roommate is quite messy."),
    # -- leaving a firm said by its short form ---------------------------------------------------------------------
    ("bytedance", "zh", S, "我在哪家公司上班？", "我在字节跳动上班。", "我已经从字节离职，去了腾讯。"),
    ("bytedance", "zh", L, "我同事从哪离职了？", "我在字节跳动上班。", "我同事已经从字节离职了。"),
    ("bytedance", "zh", L, "我打算做什么？", "我在字节跳动上班。", "我打算从字节辞职。"),
    ("alibaba", "zh", S, "我在哪家公司工作？", "我在阿里巴巴工作。", "我上个月从阿里辞职了。"),
    ("alibaba", "zh", L, "我朋友从哪辞职了？", "我在阿里巴巴工作。", "我朋友上个月从阿里辞职了。"),
    ("jd", "zh", S, "我在哪家公司上班？", "我在京东上班。", "我已经从京东离职，去了美团。"),
    ("jd", "zh", X, "我哥从哪离职了？", "我在京东上班。", "我哥已经从网易离职了。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "followup", 331000)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_followup_probes.py): hand-written by session 31 "
                         "(followup31) before any rule of its round was changed, for a firm's product said beside "
                         "the firm (腾讯云 / 腾讯, Google Cloud / Google), a person-valued slot said with an adjective "
                         "(a description, not a new value) and leaving a firm said by its short form (字节 for "
                         "字节跳动); every group has look-alikes or restatements; split once before tuning into "
                         "'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
