"""Issue #12: IN-SAMPLE probes of a change said with a time STILL TO COME (session 38, future38), hand-written
before any rule of the round was changed, by the engineer who tunes on it. English and Chinese about half each:
  - a change of a lasting fact said with a future time (next week / month / year, from Monday, starting June 1,
    in two weeks, 下周起, 从下个月开始, 明年, 下周一起, 两周后): an update (class update_signal) -- the decision of
    this round is that it is LINKED (`may update`), the newer first, never crossed out by that sentence alone; the
    bench counts a link as detected, so the class figure reads the same for a link and a cross-out;
  - passing states beside them that must stay apart (class temporary): a trip, a visit, "this week only",
    "next week standup is in Room 9 only", 下周我在北京出差, 临时;
  - a future plan said twice, in other words (class restatement: stored once);
  - distinct look-alikes: another holder, another meeting, a plan word (might, planning, 打算, 考虑), a past change
    kept as today (an update, crossed out).

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only.

    .venv/bin/python bench/make_future_probes.py   # writes bench/data/future_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/future_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263802
OUT = Path(__file__).resolve().parent / "data" / "future_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: a home ------------------------------------------------------------------------------------------
    ("denver", "en", S, "Where do I live?", "I live in Lisbon.", "I'm moving to Denver next month."),
    ("denver", "en", T, "Where am I next week?", "I live in Lisbon.", "I'm in Berlin next week for a conference."),
    ("denver", "en", R, "Where am I moving?", "I'm moving to Denver next month.", "Next month I'm moving to Denver."),
    ("denver", "en", L, "Where is my sister moving?", "I live in Lisbon.", "My sister is moving to Denver next month."),
    ("denver", "en", L, "Where might I move?", "I live in Lisbon.", "I might move to Porto next year."),
    ("austin", "en", S, "Where do I live?", "I live in Chicago.", "In two weeks I move to Austin."),
    ("austin", "en", T, "Where am I next week?", "I live in Chicago.", "I'm visiting my parents in Ohio next week."),
    ("austin", "en", S, "Where do I live?", "I live in Chicago.", "I moved to Austin last month."),
    # -- English: a meeting -----------------------------------------------------------------------------------------
    ("standup", "en", S, "When is standup?", "Standup is at 9:30.", "Standup moves to 10:00 next week."),
    ("standup", "en", T, "Where is standup?", "Standup is in Room 4.", "Next week standup is in Room 9 only."),
    ("standup", "en", R, "When does standup move?", "Standup moves to 10:00 next week.", "Next week standup moves to 10:00."),
    ("standup", "en", L, "When is retro?", "Standup is at 9:30.", "Retro moves to 10:00 next week."),
    ("bookclub", "en", S, "When does the book club meet?", "The book club meets on Tuesdays.", "Starting next month, the book club meets on Thursdays."),
    ("bookclub", "en", T, "When does the book club meet?", "The book club meets on Tuesdays.", "This week only, the book club meets on Wednesday."),
    # -- English: a job, a manager, a school ------------------------------------------------------------------------
    ("stripe", "en", S, "Where do I work?", "I work at Shopify.", "I start at Stripe in two weeks."),
    ("stripe", "en", L, "Where does my brother work?", "I work at Shopify.", "My brother starts at Stripe in two weeks."),
    ("stripe", "en", L, "Where am I planning to work?", "I work at Shopify.", "I'm planning to apply to Stripe next year."),
    ("manager", "en", S, "Who is my manager?", "Priya is my manager.", "From Monday, Daniel is my manager."),
    ("manager", "en", T, "Who covers for Priya?", "Priya is my manager.", "Next week Daniel covers for Priya while she's on holiday."),
    ("school", "en", S, "Which school does my daughter go to?", "My daughter goes to Oak Elementary.", "Next year my daughter goes to Hillside Middle School."),
    ("school", "en", L, "Which school does my son go to?", "My daughter goes to Oak Elementary.", "Next year my son goes to Hillside Middle School."),
    # -- English: a price, an opening time ---------------------------------------------------------------------------
    ("rent", "en", S, "What is my rent?", "My rent is 1,200 dollars a month.", "Starting June 1, my rent is 1,350 dollars a month."),
    ("rent", "en", R, "What will my rent be?", "Starting June 1, my rent is 1,350 dollars a month.", "From June 1, my rent is 1,350 dollars a month."),
    ("rent", "en", L, "What does my parking space cost?", "My parking space costs 100 dollars a month.", "Starting June 1, my rent is 1,350 dollars a month."),
    ("pool", "en", S, "When does the pool open?", "The pool opens at 6 am.", "Next month the pool opens at 7 am."),
    ("pool", "en", L, "When does the gym open?", "The pool opens at 6 am.", "Next month the gym opens at 7 am."),
    ("pool", "en", T, "When does the pool open?", "The pool opens at 6 am.", "The pool opens at 8 am tomorrow only."),
    # -- Chinese: a home ----------------------------------------------------------------------------------------------
    ("chongqing", "zh", S, "我住在哪？", "我住在成都。", "我下个月搬到重庆。"),
    ("chongqing", "zh", S, "我住在哪？", "我住在成都。", "我明年搬去重庆。"),
    ("chongqing", "zh", T, "我下周在哪？", "我住在成都。", "下周我在北京出差。"),
    ("chongqing", "zh", R, "我要搬到哪？", "我下个月搬到重庆。", "下个月我要搬到重庆。"),
    ("chongqing", "zh", L, "我姐姐要搬到哪？", "我住在成都。", "我姐姐下个月搬到重庆。"),
    ("chongqing", "zh", L, "我打算搬到哪？", "我住在成都。", "我打算明年搬去重庆。"),
    ("hangzhou", "zh", S, "我住在哪？", "我住在上海。", "我上周搬到杭州了。"),
    ("hangzhou", "zh", T, "我下个月去哪？", "我住在上海。", "下个月我去日本旅游一周。"),
    ("hangzhou", "zh", L, "我考虑搬到哪？", "我住在上海。", "我在考虑明年搬到杭州。"),
    # -- Chinese: a meeting, a shuttle ---------------------------------------------------------------------------------
    ("zhanhui", "zh", S, "站会几点开？", "站会九点半开。", "下周一起站会改到十点。"),
    ("zhanhui", "zh", T, "站会在哪开？", "站会在四号会议室。", "下周站会临时在九号会议室开。"),
    ("zhanhui", "zh", R, "站会什么时候改时间？", "下周一起站会改到十点。", "从下周一开始站会改到十点。"),
    ("zhanhui", "zh", L, "周会几点开？", "站会九点半开。", "下周一起周会改到十点。"),
    ("banche", "zh", S, "班车几点发车？", "班车早上七点四十发车。", "下周起班车改成七点二十五发车。"),
    ("banche", "zh", T, "班车这周几点发车？", "班车早上七点四十发车。", "这周班车临时七点半发车。"),
    # -- Chinese: a job, a manager, a school --------------------------------------------------------------------------
    ("tengxun", "zh", S, "我在哪家公司上班？", "我在华为上班。", "我从下个月开始去腾讯上班。"),
    ("tengxun", "zh", L, "我同事去哪家公司上班？", "我在华为上班。", "我同事从下个月开始去腾讯上班。"),
    ("jingli", "zh", S, "我的经理是谁？", "我的经理是王芳。", "两周后李强接任我的经理。"),
    ("jingli", "zh", T, "下周谁代王芳？", "我的经理是王芳。", "下周王芳休假，李强临时代她。"),
    ("xuexiao", "zh", S, "我女儿在哪上学？", "我女儿在实验小学上学。", "明年我女儿去外国语中学上学。"),
    ("xuexiao", "zh", L, "我儿子在哪上学？", "我女儿在实验小学上学。", "明年我儿子去外国语中学上学。"),
    # -- Chinese: a price, an opening time, a car ----------------------------------------------------------------------
    ("fangzu", "zh", S, "我的房租多少钱？", "我的房租每月三千。", "从下个月开始房租涨到每月三千五。"),
    ("fangzu", "zh", R, "我的房租会涨到多少？", "从下个月开始房租涨到每月三千五。", "下个月起房租涨到每月三千五。"),
    ("jianshen", "zh", S, "健身房几点开门？", "健身房早上六点开门。", "从六月一日起健身房早上七点开门。"),
    ("jianshen", "zh", L, "游泳馆几点开门？", "健身房早上六点开门。", "从六月一日起游泳馆早上七点开门。"),
    ("jianshen", "zh", T, "健身房明天几点开门？", "健身房早上六点开门。", "健身房明天临时八点开门。"),
    ("che", "zh", S, "我开什么车？", "我开的是丰田。", "下个月起我开比亚迪。"),
    ("che", "zh", L, "我老公开什么车？", "我开的是丰田。", "下个月起我老公开比亚迪。"),
    ("che", "zh", R, "我下个月开什么车？", "下个月起我开比亚迪。", "从下个月开始我开比亚迪。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "future38", 741000)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_future_probes.py): hand-written by session 38 "
                         "(future38) before any rule of its round was changed, for a change of a lasting fact said "
                         "with a time still to come (next week / month / year, from Monday, starting June 1, in two "
                         "weeks, 下周起, 从下个月开始, 明年, 下周一起), beside passing states that must stay apart (a "
                         "trip, a visit, this week only, 临时), a future plan said twice (stored once) and distinct "
                         "look-alikes (another holder or meeting, a plan word, a past change); split once before "
                         "tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
