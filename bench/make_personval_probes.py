"""Issue #12: IN-SAMPLE probes for updates whose VALUE is a person (session 31, personval31), hand-written by the
engineer who tunes on them, before any rule of the round was changed:
  - the holder of a role changes: "Alice leads the platform team." / "Bob now leads the platform team." The slot is
    the object's role ("who leads the platform team"), so a change word (now, 现在, 改成, 换了) and the same object
    frame with another person is an update, not another holder.
  - "My manager is Tom." / "Sarah is now my manager."; "我的导师是张老师" / "我换了导师，现在是李老师";
    "他负责前端" / "现在改成我负责前端了"; "前端由小王负责" / "前端现在由小李负责了".
  - "is back at / on" after a move is a reversal: "The API lives on port 8080." -> "moved to 9090" -> "is back on 8080".
Look-alikes that stay distinct: another object ("Bob leads the payments team"), co-holders (also / too / 也), many-valued
membership ("Alice joined platform" / "Bob joined platform"), another person with no change word (both true: "Alice
reviews PRs" / "Bob reviews PRs"), another party's role ("My sister's manager is Sarah"), another holder back at a place.
Every group has a target and look-alikes (or restatements) beside it.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_personval_probes.py   # writes bench/data/personval_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/personval_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import check_groups, write_pair_file

SPLIT_SEED = 20263103
OUT = Path(__file__).resolve().parent / "data" / "personval_probes.jsonl"

S, R, V = "update_signal", "restatement", "reversal"
L, E, X = "distinct_lookalike", "distinct_event", "unrelated"

# group, lang, class, question, sentences in the order they are written
CASES: list[tuple[str, str, str, str, list[str]]] = [
    # -- who leads / owns / handles X: the holder changes, said with a change word -----------------------------------
    ("lead", "en", S, "Who leads the platform team?", ["Alice leads the platform team.", "Bob now leads the platform team."]),
    ("lead", "en", L, "Who leads the payments team?", ["Alice leads the platform team.", "Bob leads the payments team."]),
    ("lead", "en", L, "Who else leads the platform team?", ["Alice leads the platform team.", "Bob also leads the platform team."]),
    ("lead", "en", L, "Who joined the platform team?", ["Alice joined the platform team.", "Bob joined the platform team."]),
    ("owner", "en", S, "Who owns the billing service?", ["Priya owns the billing service.", "Marco owns the billing service now."]),
    ("owner", "en", L, "Who owns the search service?", ["Priya owns the billing service.", "Marco owns the search service now."]),
    ("owner", "en", L, "Who else owns the billing service?", ["Priya owns the billing service.", "Marco owns the billing service too."]),
    ("notes", "en", S, "Who handles the release notes?", ["Kevin handles the release notes.", "Now Lisa handles the release notes."]),
    ("notes", "en", L, "Who reviews the pull requests?", ["Kevin reviews the pull requests.", "Lisa reviews the pull requests."]),
    ("notes", "en", L, "Who handles the changelog?", ["Kevin handles the release notes.", "Now Lisa handles the changelog."]),
    ("coach", "en", S, "Who coaches the kids' soccer team?", ["Mia coaches the kids' soccer team.", "Ella coaches the kids' soccer team now."]),
    ("coach", "en", L, "Who coaches the kids' swim team?", ["Mia coaches the kids' soccer team.", "Ella coaches the kids' swim team now."]),
    ("coach", "en", L, "Who plays on the soccer team?", ["Mia plays on the soccer team.", "Ella plays on the soccer team."]),
    # -- my manager / mentor / dentist is a person ------------------------------------------------------------------
    ("manager", "en", S, "Who is my manager?", ["My manager is Tom.", "Sarah is now my manager."]),
    ("manager", "en", R, "Who is my manager?", ["My manager is Tom.", "Tom is my manager."]),
    ("manager", "en", L, "Who is my sister's manager?", ["My manager is Tom.", "My sister's manager is Sarah."]),
    ("manager", "en", L, "Who is my mentor?", ["My manager is Tom.", "Sarah is now my mentor."]),
    ("dentist", "en", S, "Who is my dentist?", ["My dentist is Dr. Lee.", "Dr. Park is my dentist now."]),
    ("dentist", "en", L, "Who is my wife's dentist?", ["My dentist is Dr. Lee.", "My wife's dentist is Dr. Park."]),
    # -- Chinese: 负责 / 由X负责 / 导师 / 管 / 组长 -------------------------------------------------------------------
    ("qianduan", "zh", S, "谁负责前端？", ["他负责前端。", "现在改成我负责前端了。"]),
    ("qianduan", "zh", L, "谁负责后端？", ["他负责前端。", "我负责后端。"]),
    ("qianduan", "zh", L, "还有谁负责前端？", ["他负责前端。", "我也负责前端。"]),
    ("youfuze", "zh", S, "前端由谁负责？", ["前端由小王负责。", "前端现在由小李负责了。"]),
    ("youfuze", "zh", L, "后端由谁负责？", ["前端由小王负责。", "后端现在由小李负责了。"]),
    ("youfuze", "zh", R, "前端由谁负责？", ["前端由小王负责。", "小王负责前端。"]),
    ("daoshi", "zh", S, "我的导师是谁？", ["我的导师是张老师。", "我换了导师，现在是李老师。"]),
    ("daoshi", "zh", R, "我的导师是谁？", ["我的导师是张老师。", "张老师是我的导师。"]),
    ("daoshi", "zh", L, "我表妹的导师是谁？", ["我的导师是张老师。", "我表妹的导师是李老师。"]),
    ("caiwu", "zh", S, "谁管财务？", ["小刘管财务。", "财务现在换成小陈管了。"]),
    ("caiwu", "zh", L, "谁管人事？", ["小刘管财务。", "小陈管人事。"]),
    ("caiwu", "zh", L, "谁加入了财务组？", ["小刘加入了财务组。", "小陈加入了财务组。"]),
    ("zuzhang", "zh", S, "我们组长是谁？", ["我们组长是老周。", "我们组长现在换成老吴了。"]),
    ("zuzhang", "zh", L, "隔壁组组长是谁？", ["我们组长是老周。", "隔壁组组长是老吴。"]),
    ("xiangmu", "zh", S, "这个项目谁带？", ["王经理带这个项目。", "这个项目现在改由赵经理带了。"]),
    ("xiangmu", "zh", L, "谁每天审代码？", ["小张每天审代码。", "小李每天审代码。"]),
    ("xiangmu", "zh", L, "还有谁带这个项目？", ["王经理带这个项目。", "赵经理也带这个项目。"]),
    ("banzhuren", "zh", S, "我儿子的班主任是谁？", ["我儿子的班主任是陈老师。", "我儿子的班主任现在换成了刘老师。"]),
    ("banzhuren", "zh", L, "我女儿的班主任是谁？", ["我儿子的班主任是陈老师。", "我女儿的班主任是刘老师。"]),
    # -- is back at / on: a reversal after a move -------------------------------------------------------------------
    ("port", "en", V, "Which port does the API live on?", ["The API lives on port 8080.", "The API moved to port 9090.", "The API is back on port 8080."]),
    ("port", "en", L, "Which port is the admin UI on?", ["The API lives on port 8080.", "The admin UI is back on port 8080."]),
    ("office", "en", V, "Which office does Sam work at?", ["Sam works at the Berlin office.", "Sam moved to the London office.", "Sam is back at the Berlin office."]),
    ("office", "en", L, "Who is back at the Berlin office?", ["Sam works at the Berlin office.", "Lena is back at the Berlin office."]),
    ("standup", "en", V, "Which room is our standup in?", ["Our standup is in room 4B.", "Our standup moved to room 2A.", "Our standup is back in room 4B."]),
    ("standup", "en", L, "Which room is the retro in?", ["Our standup is in room 4B.", "The retro is back in room 2A."]),
    ("shift", "en", V, "Which shift am I on?", ["I work the night shift.", "I switched to the day shift.", "I'm back on the night shift."]),
    ("shift", "en", L, "Which shift is my brother on?", ["I work the night shift.", "My brother is back on the day shift."]),
    ("duankou", "zh", V, "服务跑在哪个端口？", ["服务跑在8080端口。", "服务改到9090端口了。", "服务又回到8080端口了。"]),
    ("duankou", "zh", L, "管理后台在哪个端口？", ["服务跑在8080端口。", "管理后台又回到9090端口了。"]),
]


def build() -> list[dict]:
    """One row per case, its group `personval-lang-group`, ids from 311000; every case of a group in one half."""
    groups = [f"{lang}-{group}" for group, lang, *_ in CASES]
    check = check_groups(groups, SPLIT_SEED)
    return [{"lang": lang, "group": f"personval-{g}", "question": q, "cls": cls, "seq": seq, "id": 311000 + n,
             "split": "check" if g in check else "tuning"}
            for n, (g, (_, lang, cls, q, seq)) in enumerate(zip(groups, CASES, strict=True))]


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_personval_probes.py): hand-written by session 31 "
                         "(personval31) before any rule of its round was changed, for updates whose value is a person "
                         "(the holder of a role changes with a change word: leads, owns, handles, my manager, 负责, "
                         "由X负责, 导师, 组长) and 'is back at / on' as a reversal; every group has look-alikes that are "
                         "DIFFERENT facts (another object, co-holders: also / too / 也, many-valued membership, another "
                         "person with no change word, another party's role, another holder back at a place) or "
                         "restatements; split once before tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
