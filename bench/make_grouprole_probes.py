"""Issue #12: IN-SAMPLE probes for another group's role holder and parties traded after a fronted phrase (session 35,
role35), hand-written by the engineer who tunes on them, before any rule of the round was changed:
  - another group's role holder said with a change word: "我们组长是王磊" / "调整了一下，隔壁组的组长现在是李娜" (隔壁组的 /
    别的组的 / 另一个组的 / 对面组的 / 他们组的; "the other team's lead is now X", "the platform team's lead is now X" after
    "Our team lead is Y") is a DIFFERENT fact: two facts. Beside each: the own group's holder changed ("我们组长换成李娜了",
    "调整了一下，组长现在是李娜", "our team lead is now X"): updates.
  - parties traded after a fronted phrase: "Alice reviews for Bob" / "For Alice, Bob reviews" is a DIFFERENT fact (the
    parties swapped places). Beside each: the same parties in their places after a fronted phrase ("For Bob, Alice
    reviews"): restatements.
Every group has restatements, updates or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_grouprole_probes.py   # writes bench/data/grouprole_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/grouprole_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263509
OUT = Path(__file__).resolve().parent / "data" / "grouprole_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- another group's role holder with a change word (ZH) -----------------------------------------------------
    ("nextdoor", "zh", L, "隔壁组的组长是谁？", "我们组长是王磊。", "调整了一下，隔壁组的组长现在是李娜。"),
    ("nextdoor", "zh", S, "我们组长是谁？", "我们组长是王磊。", "我们组长换成李娜了。"),
    ("nextdoor", "zh", S, "我们组长是谁？", "我们组长是王磊。", "调整了一下，组长现在是李娜。"),
    ("othergrp", "zh", L, "别的组的组长是谁？", "我们组长是张伟。", "别的组的组长换成刘洋了。"),
    ("othergrp", "zh", S, "我们组长是谁？", "我们组长是张伟。", "组长换成刘洋了。"),
    ("anothergrp", "zh", L, "另一个组的组长是谁？", "我们组长是陈刚。", "另一个组的组长现在是赵敏。"),
    ("anothergrp", "zh", S, "我们组长是谁？", "我们组长是陈刚。", "我们组长现在是赵敏了。"),
    ("opposite", "zh", L, "对面组的负责人是谁？", "我们组的负责人是周杰。", "对面组的负责人换成了孙丽。"),
    ("opposite", "zh", S, "我们组的负责人是谁？", "我们组的负责人是周杰。", "我们组的负责人换成了孙丽。"),
    ("theirgrp", "zh", L, "他们组的组长是谁？", "我们组长是黄强。", "他们组的组长现在是吴芳。"),
    ("theirgrp", "zh", S, "我们组长是谁？", "我们组长是黄强。", "调整以后，组长现在是吴芳了。"),
    ("theirgrp", "zh", R, "我们组长是谁？", "我们组长是黄强。", "我们组的组长是黄强。"),
    ("nextdept", "zh", L, "隔壁部门的经理是谁？", "我们部门经理是马超。", "隔壁部门的经理换成了郭静。"),
    ("nextdept", "zh", S, "我们部门经理是谁？", "我们部门经理是马超。", "我们部门经理换成了郭静。"),
    ("desk", "zh", S, "我的工位在几楼？", "我的工位在三楼。", "调整了一下，我的工位现在在五楼。"),
    ("desk", "zh", L, "隔壁组的工位在几楼？", "我的工位在三楼。", "调整了一下，隔壁组的工位现在在五楼。"),
    # -- another team's role holder with a change word (EN) ------------------------------------------------------
    ("otherteam", "en", L, "Who leads the other team?", "Our team lead is Wang Lei.", "The other team's lead is now Li Na."),
    ("otherteam", "en", S, "Who is our team lead?", "Our team lead is Wang Lei.", "Our team lead is now Li Na."),
    ("platform", "en", L, "Who leads the platform team?", "Our team lead is Dana.", "The platform team's lead is now Omar."),
    ("platform", "en", S, "Who is our team lead?", "Our team lead is Dana.", "After the reorg, our team lead is now Omar."),
    ("sales", "en", L, "Who manages the sales team?", "My manager is Priya.", "The sales team's manager is now Tom."),
    ("sales", "en", S, "Who is my manager?", "My manager is Priya.", "My manager is now Tom."),
    ("their", "en", L, "Who is their tech lead?", "Our tech lead is Sam.", "Their tech lead changed to Nina."),
    ("their", "en", S, "Who is our tech lead?", "Our tech lead is Sam.", "Our tech lead changed to Nina."),
    ("design", "en", L, "Who leads the design team?", "Our team lead is Maya.", "The design team's lead was switched to Leo."),
    ("design", "en", S, "Who is our team lead?", "Our team lead is Maya.", "Our team lead was switched to Leo."),
    ("design", "en", R, "Who is our team lead?", "Our team lead is Maya.", "Maya is our team lead."),
    ("nextteam", "en", L, "Who leads the team next door?", "Our team lead is Ravi.", "The team next door has a new lead now: Chen."),
    # -- parties traded after a fronted phrase (EN) --------------------------------------------------------------
    ("review", "en", L, "Who reviews for Alice?", "Alice reviews for Bob.", "For Alice, Bob reviews."),
    ("review", "en", R, "Who reviews for Bob?", "Alice reviews for Bob.", "For Bob, Alice reviews."),
    ("review", "en", L, "Who reviews for Alice?", "Alice reviews for Bob.", "Bob reviews for Alice."),
    ("cover", "en", L, "Who covers for Carol?", "Carol covers for Dave.", "For Carol, Dave covers."),
    ("cover", "en", R, "Who covers for Dave?", "Carol covers for Dave.", "For Dave, Carol covers."),
    ("code", "en", L, "Who writes code for Emma?", "Emma writes code for Frank.", "For Emma, Frank writes code."),
    ("code", "en", R, "Who writes code for Frank?", "Emma writes code for Frank.", "For Frank, Emma writes code."),
    ("drive", "en", L, "Who drives whom to work on Mondays?", "On Mondays, Grace drives Henry to work.", "On Mondays, Henry drives Grace to work."),
    ("drive", "en", R, "Who drives Henry to work on Mondays?", "On Mondays, Grace drives Henry to work.", "Grace drives Henry to work on Mondays."),
    ("sub", "en", L, "Who substitutes for Kate?", "Kate substitutes for Liam.", "For Kate, Liam substitutes."),
    ("sub", "en", R, "Who substitutes for Liam?", "Kate substitutes for Liam.", "For Liam, Kate substitutes."),
    ("mentor", "en", L, "Who mentors Nora?", "Nora mentors Owen.", "These days, Owen mentors Nora."),
    ("mentor", "en", R, "Who mentors Owen?", "Nora mentors Owen.", "These days, Nora mentors Owen."),
    ("report", "en", L, "Who reports to Ivan?", "Since March, Ivan reports to Julia.", "Since March, Julia reports to Ivan."),
    ("report", "en", R, "Whom does Ivan report to?", "Since March, Ivan reports to Julia.", "Ivan has reported to Julia since March."),
    ("translate", "en", L, "Who translates for Paul?", "Paul translates for Rosa.", "At meetings, Rosa translates for Paul."),
    ("translate", "en", R, "Who translates for Rosa?", "Paul translates for Rosa.", "At meetings, Paul translates for Rosa."),
    # -- parties traded after a fronted phrase (ZH) --------------------------------------------------------------
    ("shencode", "zh", L, "谁帮张三审代码？", "张三帮李四审代码。", "审代码这事，李四帮张三。"),
    ("shencode", "zh", R, "谁帮李四审代码？", "张三帮李四审代码。", "审代码这事，张三帮李四。"),
    ("shencode", "zh", L, "谁帮张三审代码？", "张三帮李四审代码。", "李四帮张三审代码。"),
    ("song", "zh", L, "周一谁送谁上班？", "周一小刘送小陈上班。", "周一小陈送小刘上班。"),
    ("song", "zh", R, "周一谁送小陈上班？", "周一小刘送小陈上班。", "小刘周一送小陈上班。"),
    ("zhiban", "zh", L, "谁替小赵值班？", "小赵替小钱值班。", "这周，小钱替小赵值班。"),
    ("zhiban", "zh", R, "谁替小钱值班？", "小赵替小钱值班。", "这周，小赵替小钱值班。"),
    ("dashou", "zh", L, "谁给老王打下手？", "老王给老李打下手。", "平时，老李给老王打下手。"),
    ("dashou", "zh", R, "谁给老李打下手？", "老王给老李打下手。", "平时，老王给老李打下手。"),
    ("fanyi", "zh", L, "开会时谁给小孙当翻译？", "小孙给小周当翻译。", "开会时，小周给小孙当翻译。"),
    ("fanyi", "zh", R, "开会时谁给小周当翻译？", "小孙给小周当翻译。", "开会时，小孙给小周当翻译。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "grouprole35", 635200)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_grouprole_probes.py): hand-written by session 35 "
                         "(role35) before any rule of its round was changed, for another group's role holder said "
                         "with a change word (隔壁组的 / 别的组的 / 另一个组的 / 对面组的 / 他们组的 / 隔壁部门的, 'the other "
                         "team's lead is now X', 'the platform team's lead is now X') beside the own group's holder "
                         "changed (updates), and parties traded after a fronted phrase ('Alice reviews for Bob' / "
                         "'For Alice, Bob reviews') beside the same parties in place after a fronted phrase "
                         "(restatements); split once before tuning into 'tuning' (tuned on) and 'check' (counted "
                         "only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
