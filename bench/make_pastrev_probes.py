"""Issue #12: IN-SAMPLE probes for updates that came back stale (session 32, pastrev32), hand-written by the engineer
who tunes on them, before any rule of the round was changed (from session 31's audits):
  1. a past state said later ends a present one: "I'm allergic to peanuts." / "I used to be allergic to peanuts, I
     grew out of it."; 我对花生过敏 / 我以前对花生过敏; "I live in Lisbon" / "I used to live in Lisbon"; 我在腾讯工作 /
     我之前在腾讯工作. Look-alikes: another value in the past ("I used to be allergic to cats"), another holder
     ("My brother used to work at Google"), a story of the same place ("I lived in Lisbon for two years": kept apart,
     at most linked), the past said FIRST ("I used to live in Lisbon" / "I live in Porto").
  2. a switch after an opening clause: "I use VS Code." / "After lunch I switched to Zed."; "Since Monday we deploy
     with Argo" after "We deploy with Flux"; 从上周开始我改用 Neovim 了 after 我用 VS Code. Look-alikes: another holder,
     another activity, "since" of a lasting state ("Since childhood I've been allergic to peanuts": the same fact).
  3. a holder taking over: "Carol runs the data team." / "Dave has taken over the data team."; 测试由小孙负责 /
     小赵接手了测试; plural holders ("The SRE team owns the pager." / "Platform owns the pager now."). Look-alikes:
     another object taken over, a co-holder (also, 也), a stand-in for a while (temporary).
Pairs and sequences (3 sentences); every group has look-alikes or restatements beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_pastrev_probes.py   # writes bench/data/pastrev_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/pastrev_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import check_groups, write_pair_file

SPLIT_SEED = 20263205
OUT = Path(__file__).resolve().parent / "data" / "pastrev_probes.jsonl"

S, N, V, R = "update_signal", "update_nosignal", "reversal", "restatement"
L, E, T = "distinct_lookalike", "distinct_event", "temporary"

# group, lang, class, question, sentences (oldest first)
CASES: list[tuple[str, str, str, str, list[str]]] = [
    # -- 1. a past state said later ends a present one --------------------------------------------------------------
    ("peanut", "en", S, "What am I allergic to?", ["I'm allergic to peanuts.", "I used to be allergic to peanuts, I grew out of it."]),
    ("peanut", "en", L, "What else was I allergic to?", ["I'm allergic to peanuts.", "I used to be allergic to cats."]),
    ("peanut", "en", R, "How long have I been allergic to peanuts?", ["I'm allergic to peanuts.", "Since childhood I've been allergic to peanuts."]),
    ("lisbon", "en", S, "Where do I live?", ["I live in Lisbon.", "I used to live in Lisbon."]),
    ("lisbon", "en", L, "Where did I live before?", ["I live in Lisbon.", "I used to live in Porto."]),
    ("lisbon", "en", L, "How long did I live in Lisbon?", ["I live in Lisbon.", "I lived in Lisbon for two years."]),
    ("lisbon", "en", N, "Where do I live now?", ["I used to live in Lisbon.", "I live in Porto."]),
    ("google", "en", S, "Where do I work?", ["I work at Google.", "I used to work at Google."]),
    ("google", "en", L, "Where did my brother work?", ["I work at Google.", "My brother used to work at Google."]),
    ("google", "en", S, "Where do I work now?", ["I work at Google.", "I used to work at Google.", "I work at Stripe."]),
    ("veggie", "en", S, "Am I vegetarian?", ["I'm vegetarian.", "I used to be vegetarian, but now I eat fish."]),
    ("veggie", "en", L, "What was my sister?", ["I'm vegetarian.", "My sister used to be vegetarian."]),
    ("violin", "en", S, "Do I play the violin?", ["I play the violin.", "I used to play the violin."]),
    ("violin", "en", L, "What instrument did I play before?", ["I play the violin.", "I used to play the piano."]),
    ("huazhong", "zh", S, "我对什么过敏？", ["我对花生过敏。", "我以前对花生过敏。"]),
    ("huazhong", "zh", S, "我现在还对花生过敏吗？", ["我对花生过敏。", "我以前对花生过敏，现在已经好了。"]),
    ("huazhong", "zh", L, "我以前对什么过敏？", ["我对花生过敏。", "我以前对猫过敏。"]),
    ("huazhong", "zh", R, "我从什么时候开始对花生过敏？", ["我对花生过敏。", "我从小就对花生过敏。"]),
    ("tengxun", "zh", S, "我在哪家公司工作？", ["我在腾讯工作。", "我之前在腾讯工作。"]),
    ("tengxun", "zh", L, "我之前在哪家公司工作？", ["我在腾讯工作。", "我之前在百度工作。"]),
    ("tengxun", "zh", L, "我哥以前在哪工作？", ["我在腾讯工作。", "我哥以前在腾讯工作。"]),
    ("hangzhou", "zh", S, "我住在哪？", ["我住在杭州。", "我以前住在杭州。"]),
    ("hangzhou", "zh", L, "我以前住在哪？", ["我住在杭州。", "我以前住在苏州。"]),
    ("hangzhou", "zh", L, "我在杭州住了多久？", ["我住在杭州。", "我在杭州住过两年。"]),
    ("hangzhou", "zh", S, "我现在住在哪？", ["我住在杭州。", "我以前住在杭州。", "我住在上海。"]),
    ("chisu", "zh", S, "我吃素吗？", ["我吃素。", "我以前吃素，现在不吃了。"]),
    ("chisu", "zh", L, "我妈以前吃素吗？", ["我吃素。", "我妈以前吃素。"]),
    # -- 2. a switch after an opening clause -------------------------------------------------------------------------
    ("vscode", "en", S, "Which editor do I use?", ["I use VS Code.", "After lunch I switched to Zed."]),
    ("vscode", "en", L, "Which editor does my teammate use?", ["I use VS Code.", "After lunch my teammate switched to Zed."]),
    ("vscode", "en", E, "What did I try after lunch?", ["I use VS Code.", "After lunch I tried Zed for a bit."]),
    ("vscode", "en", V, "Which editor do I use now?", ["I use VS Code.", "After lunch I switched to Zed.", "Since Monday I'm back on VS Code."]),
    ("argo", "en", S, "What do we deploy with?", ["We deploy with Flux.", "Since Monday we deploy with Argo."]),
    ("argo", "en", L, "What does the data team deploy with?", ["We deploy with Flux.", "Since Monday the data team deploys with Argo."]),
    ("argo", "en", L, "How often do we deploy billing?", ["We deploy with Flux.", "Since Monday we deploy billing twice a day."]),
    ("coffee", "en", S, "What do I drink in the morning?", ["I drink coffee in the morning.", "Since last month I drink green tea in the morning."]),
    ("coffee", "en", L, "What do I do in the evening?", ["I drink coffee in the morning.", "Since last month I run in the evening."]),
    ("mail", "en", S, "Which mail client do I use?", ["I use Thunderbird for email.", "Last week I switched to Apple Mail for email."]),
    ("mail", "en", R, "Which mail client do I use?", ["I use Thunderbird for email.", "For email I use Thunderbird."]),
    ("neovim", "zh", S, "我用什么编辑器？", ["我用 VS Code。", "从上周开始我改用 Neovim 了。"]),
    ("neovim", "zh", L, "我同事用什么编辑器？", ["我用 VS Code。", "从上周开始我同事改用 Neovim 了。"]),
    ("neovim", "zh", S, "我现在用什么编辑器？", ["我用 VS Code。", "午饭后我换成 Zed 了。"]),
    ("jenkins", "zh", S, "我们用什么部署？", ["我们用 Jenkins 部署。", "从这个月起我们改用 GitHub Actions 部署了。"]),
    ("jenkins", "zh", L, "数据组用什么部署？", ["我们用 Jenkins 部署。", "从这个月起数据组改用 GitHub Actions 部署了。"]),
    ("hecha", "zh", S, "我每天喝什么？", ["我每天喝咖啡。", "从上个月开始我改喝茶了。"]),
    ("hecha", "zh", L, "我每天还做什么？", ["我每天喝咖啡。", "从上个月开始我每天跑步。"]),
    # -- 3. a holder taking over -------------------------------------------------------------------------------------
    ("datateam", "en", S, "Who runs the data team?", ["Carol runs the data team.", "Dave has taken over the data team."]),
    ("datateam", "en", S, "Who runs the data team now?", ["Carol runs the data team.", "Dave took over from Carol."]),
    ("datateam", "en", L, "Who runs the infra team?", ["Carol runs the data team.", "Dave has taken over the infra team."]),
    ("datateam", "en", S, "Who leads the data team now?", ["Carol runs the data team.", "Dave has taken over the data team.", "Erin has taken over the data team."]),
    ("pager", "en", S, "Who owns the pager?", ["The SRE team owns the pager.", "Platform owns the pager now."]),
    ("pager", "en", L, "Who owns the release calendar?", ["The SRE team owns the pager.", "Platform owns the release calendar now."]),
    ("pager", "en", L, "Who else owns the pager?", ["The SRE team owns the pager.", "Platform also owns the pager."]),
    ("payroll", "en", S, "Who handles payroll?", ["Maria handles payroll.", "Tom has taken over payroll."]),
    ("payroll", "en", T, "Who handles payroll while Maria is away?", ["Maria handles payroll.", "Tom has taken over payroll while Maria is on leave."]),
    ("ceshi", "zh", S, "测试由谁负责？", ["测试由小孙负责。", "小赵接手了测试。"]),
    ("ceshi", "zh", L, "运维由谁负责？", ["测试由小孙负责。", "小赵接手了运维。"]),
    ("caiwu", "zh", S, "财务由谁负责？", ["老王负责财务。", "财务现在由小李接手了。"]),
    ("caiwu", "zh", T, "这周财务谁管？", ["老王负责财务。", "小李这周暂时接手财务。"]),
    ("zhiban", "zh", S, "谁负责值班？", ["运维组负责值班。", "现在平台组负责值班了。"]),
    ("zhiban", "zh", L, "还有谁负责值班？", ["运维组负责值班。", "平台组也负责值班。"]),
]


def build() -> list[dict]:
    check = check_groups([f"{lang}-{group}" for group, lang, *_ in CASES], SPLIT_SEED)
    return [{"lang": lang, "group": f"pastrev-{lang}-{group}", "question": q, "cls": cls, "seq": seq, "id": 320500 + n,
             "split": "check" if f"{lang}-{group}" in check else "tuning"}
            for n, (group, lang, cls, q, seq) in enumerate(CASES)]


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_pastrev_probes.py): hand-written by session 32 "
                         "(pastrev32) before any rule of its round was changed, for updates that came back stale: "
                         "a past state said later ends a present one (used to, 以前, 之前), a switch after an opening "
                         "clause (After lunch, Since Monday, 从上周开始), a holder taking over (has taken over, 接手); "
                         "every group has look-alikes that are DIFFERENT facts (another value in the past, another "
                         "holder, a story, another object, a co-holder, a stand-in) or restatements; pairs and "
                         "sequences; split once before tuning into 'tuning' (tuned on) and 'check' (counted only), "
                         "by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
