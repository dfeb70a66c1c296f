"""Issue #12: IN-SAMPLE probes for a job said in another Chinese frame (session 31, zhframe31, a second set, written
after the first set's rules and before this frame's rule; from the tuning halves' restatement misses:
restate_probes_5 "我妈妈是一名小学老师" / "我妈妈在小学当老师", update_probes_10 "我在东航当空乘" / "我是东航的空乘"):
  - 在X当Y (works at X as Y) is 是X的Y (is X's Y): "我在东航当空乘" / "我是东航的空乘" are one fact. Look-alikes:
    another employer, another role, another person, a plan ("我想在东航当空乘"), a time word of 当 (当时, 当地).
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_zhframe_probes_2.py   # writes bench/data/zhframe_probes_2.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/zhframe_probes_2.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263112
OUT = Path(__file__).resolve().parent / "data" / "zhframe_probes_2.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    ("cea", "zh", R, "我在哪当空乘？", "我在东航当空乘。", "我是东航的空乘。"),
    ("cea", "zh", L, "我老婆在哪当空乘？", "我在东航当空乘。", "我老婆是东航的空乘。"),
    ("cea", "zh", L, "我想在哪当空乘？", "我在东航当空乘。", "我想在国航当空乘。"),
    ("teacher", "zh", R, "我姐在哪当老师？", "我姐在实验中学当老师。", "我姐是实验中学的老师。"),
    ("teacher", "zh", L, "我哥在哪当老师？", "我姐在实验中学当老师。", "我哥是实验中学的老师。"),
    ("teacher", "zh", N, "我姐是哪里的老师？", "我姐在实验中学当老师。", "我姐是育才中学的老师。"),
    ("nurse", "zh", R, "我在哪当护士？", "我是协和医院的护士。", "我在协和医院当护士。"),
    ("nurse", "zh", L, "我在协和医院做什么？", "我是协和医院的护士。", "我在协和医院当志愿者。"),
    ("coach", "zh", R, "我爸在哪当教练？", "我爸在体校当教练。", "我爸是体校的教练。"),
    ("coach", "zh", L, "我爸当时在哪？", "我爸在体校当教练。", "我爸当时在体校。"),
    ("driver", "zh", R, "我叔叔在哪当司机？", "我叔叔在顺丰当司机。", "我叔叔是顺丰的司机。"),
    ("driver", "zh", N, "我叔叔是哪家的司机？", "我叔叔在顺丰当司机。", "我叔叔是京东的司机。"),
    ("guide", "zh", R, "我表妹在哪当导游？", "我表妹在云南当导游。", "我表妹是云南的导游。"),
    ("guide", "zh", L, "我表妹在哪当导游？", "我表妹在云南当导游。", "我表妹在云南当地开了家店。"),
    ("chef", "zh", R, "我舅舅在哪当厨师？", "我舅舅在全聚德当厨师。", "我舅舅是全聚德的厨师。"),
    ("chef", "zh", L, "我舅妈在哪当厨师？", "我舅舅在全聚德当厨师。", "我舅妈在全聚德当厨师。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "zhframe2", 319300)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_zhframe_probes_2.py): hand-written by session 31 "
                         "(zhframe31) before this frame's rule, for a job said in another Chinese frame (在X当Y / "
                         "是X的Y); every group has look-alikes that are DIFFERENT facts (another employer, role or "
                         "person, a plan, 当时 / 当地) or restatements; split once before tuning into 'tuning' (tuned "
                         "on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
