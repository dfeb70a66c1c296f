"""Issue #12: IN-SAMPLE probes for a habit said again with two small edits at once, a habit's count changed with no
change word, and "plus" between two names (session 32, habit32), hand-written by the engineer who tunes on them, before
any rule of the round was changed (from session 31's audits):
  - habitual 会 / 要 / will / 'll / tend to in a habit sentence are no difference: 周末我一般去爬山 / 我周末通常会去爬山,
    "I usually go climbing on Saturdays" / "On Saturdays I'll usually go climbing", 我每天都会跑步 / 我每天跑步,
    我平时喜欢看书 / 我平时爱看书. Look-alikes: one plan ("I will go climbing on Saturday", 我这个周末会去爬山, 我明天要
    跑步), another activity, another holder, a negation.
  - a habit's count changed with no change word is an update: 我每周去三回健身房 / 我每周去两次健身房, "I swim three
    times a week" / "I swim twice a week"; another period (我每周跑三次 / 我每月跑三次) is how often one runs said
    anew: the same value changed (update_nosignal). Look-alikes: another activity, another holder, counts of past
    events (我上周去了三次健身房 / 我这周去了两次健身房).
  - "plus" between two names is "and": "We use Prometheus plus Grafana" / "We use Prometheus and Grafana".
    Look-alikes: "plus" before a non-name (plus tax, plus bonus), another holder.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_habit2_probes.py   # writes bench/data/habit2_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/habit2_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263206
OUT = Path(__file__).resolve().parent / "data" / "habit2_probes.jsonl"

N, R = "update_nosignal", "restatement"
L, E = "distinct_lookalike", "distinct_event"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- habitual 会 / 要 / will / 'll / tend to: no difference in a habit ------------------------------------------
    ("climb", "zh", R, "我周末一般做什么？", "周末我一般去爬山。", "我周末通常会去爬山。"),
    ("climb", "zh", L, "我哥周末一般做什么？", "周末我一般去爬山。", "我哥周末通常会去爬山。"),
    ("climb", "zh", L, "我周末还做什么？", "周末我一般去爬山。", "我周末通常会去游泳。"),
    ("climb_plan", "zh", R, "我每个周末做什么？", "我每个周末都去爬山。", "我每个周末都会去爬山。"),
    ("climb_plan", "zh", L, "我这个周末做什么？", "我每个周末都去爬山。", "我这个周末会去钓鱼。"),
    ("run", "zh", R, "我每天做什么运动？", "我每天都会跑步。", "我每天跑步。"),
    ("run", "zh", L, "我每天还做什么运动？", "我每天都会跑步。", "我每天都会游泳。"),
    ("run", "zh", L, "我老婆每天做什么运动？", "我每天都会跑步。", "我老婆每天跑步。"),
    ("dog", "zh", R, "我每天做什么？", "我每天都要遛狗。", "我每天遛狗。"),
    ("dog", "zh", L, "我爸每天做什么？", "我每天都要遛狗。", "我爸每天都要遛狗。"),
    ("read", "zh", R, "我平时喜欢做什么？", "我平时喜欢看书。", "我平时爱看书。"),
    ("read", "zh", L, "我平时还喜欢做什么？", "我平时喜欢看书。", "我平时爱看电影。"),
    ("read", "zh", L, "我女儿平时喜欢做什么？", "我平时喜欢看书。", "我女儿平时爱看书。"),
    ("game", "zh", R, "我平时喜欢做什么？", "我平时爱打游戏。", "我平时喜欢打游戏。"),
    ("game", "zh", L, "我喜欢打游戏吗？", "我平时爱打游戏。", "我平时不爱打游戏。"),
    ("night", "zh", R, "我晚上一般做什么？", "我晚上一般会看新闻。", "我晚上通常看新闻。"),
    ("night", "zh", L, "我今晚做什么？", "我晚上一般看新闻。", "我今晚会看球赛。"),
    ("coffee_zh", "zh", R, "我每天早上喝什么？", "我每天早上都要喝一杯咖啡。", "我每天早上喝一杯咖啡。"),
    ("coffee_zh", "zh", L, "我每天早上喝什么？", "我每天早上都要喝一杯咖啡。", "我每天早上都要喝一杯豆浆。"),
    ("climb_en", "en", R, "What do I usually do on Saturdays?", "I usually go climbing on Saturdays.", "On Saturdays I'll usually go climbing."),
    ("climb_en", "en", R, "What do I do on Saturdays?", "I usually go climbing on Saturdays.", "I tend to go climbing on Saturdays."),
    ("climb_en", "en", L, "What does my brother do on Saturdays?", "I usually go climbing on Saturdays.", "My brother usually goes climbing on Saturdays."),
    ("climb_en", "en", L, "What do I do on Saturdays?", "I usually go climbing on Saturdays.", "I usually go swimming on Saturdays."),
    ("sat_plan", "en", L, "What am I doing on Saturday?", "I go climbing on Saturdays.", "I will go climbing on Saturday."),
    ("sat_plan", "en", R, "What do I do on Saturdays?", "I go climbing on Saturdays.", "On Saturdays I will go climbing."),
    ("tea", "en", R, "What do I drink in the morning?", "I'll usually have green tea in the morning.", "I usually have green tea in the morning."),
    ("tea", "en", L, "What does my wife drink in the morning?", "I usually have green tea in the morning.", "My wife usually has green tea in the morning."),
    ("tea", "en", L, "What do I drink in the morning?", "I usually have green tea in the morning.", "I'll usually have black coffee in the morning."),
    ("wfh", "en", R, "Where do I work on Fridays?", "I tend to work from home on Fridays.", "I work from home on Fridays."),
    ("wfh", "en", L, "Where will I work this Friday?", "I work from home on Fridays.", "I will work from the office this Friday."),
    ("breakfast", "en", R, "Do I eat breakfast?", "I tend to skip breakfast.", "I usually skip breakfast."),
    ("breakfast", "en", L, "Does my husband eat breakfast?", "I tend to skip breakfast.", "My husband tends to skip breakfast."),
    ("walk_en", "en", R, "What do I do after dinner?", "After dinner I'll usually walk the dog.", "I usually walk the dog after dinner."),
    ("walk_en", "en", L, "What do I do after dinner?", "I usually walk the dog after dinner.", "I usually wash the dishes after dinner."),
    # -- a habit's count changed with no change word ------------------------------------------------------------
    ("gym_count", "zh", N, "我每周去几次健身房？", "我每周去三回健身房。", "我每周去两次健身房。"),
    ("gym_count", "zh", L, "我老婆每周去几次健身房？", "我每周去三回健身房。", "我老婆每周去两次健身房。"),
    ("gym_count", "zh", E, "我这周去了几次健身房？", "我上周去了三次健身房。", "我这周去了两次健身房。"),
    ("run_count", "zh", N, "我每周跑几次步？", "我每周跑三次。", "我每周跑两次。"),
    ("run_count", "zh", N, "我多久跑一次步？", "我每周跑三次。", "我每月跑三次。"),
    ("run_count", "zh", L, "我每周游几次泳？", "我每周跑三次。", "我每周游泳两次。"),
    ("swim_count_zh", "zh", N, "我每周游几次泳？", "我每周游泳四次。", "我每周游泳一次。"),
    ("swim_count_zh", "zh", L, "我儿子每周游几次泳？", "我每周游泳四次。", "我儿子每周游泳一次。"),
    ("call_zh", "zh", N, "我多久给我妈打一次电话？", "我每周给我妈打两次电话。", "我每周给我妈打一次电话。"),
    ("call_zh", "zh", L, "我多久给我爸打一次电话？", "我每周给我妈打两次电话。", "我每周给我爸打两次电话。"),
    ("swim_count", "en", N, "How often do I swim?", "I swim three times a week.", "I swim twice a week."),
    ("swim_count", "en", L, "How often do I run?", "I swim three times a week.", "I run twice a week."),
    ("swim_count", "en", L, "How often does my son swim?", "I swim three times a week.", "My son swims twice a week."),
    ("gym_count_en", "en", N, "How often do I go to the gym?", "I go to the gym four times a week.", "I go to the gym three times a week."),
    ("gym_count_en", "en", E, "How many times did I go to the gym?", "I went to the gym four times last week.", "I went to the gym three times this week."),
    ("call_en", "en", N, "How often do I call my mom?", "I call my mom twice a week.", "I call my mom once a week."),
    ("call_en", "en", L, "How often do I call my dad?", "I call my mom twice a week.", "I call my dad twice a week."),
    ("yoga_en", "en", N, "How often do I do yoga?", "I do yoga twice a week.", "I do yoga five times a week."),
    ("yoga_en", "en", L, "How often does my sister do yoga?", "I do yoga twice a week.", "My sister does yoga five times a week."),
    # -- "plus" between two names ------------------------------------------------------------------------------
    ("monitor", "en", R, "What do we use for monitoring?", "We use Prometheus plus Grafana for monitoring.", "We use Prometheus and Grafana for monitoring."),
    ("monitor", "en", L, "What does the data team use for monitoring?", "We use Prometheus plus Grafana for monitoring.", "The data team uses Prometheus and Grafana for monitoring."),
    ("stack", "en", R, "What is our frontend stack?", "Our frontend stack is React plus TypeScript.", "Our frontend stack is React and TypeScript."),
    ("stack", "en", L, "What is our backend stack?", "Our frontend stack is React plus TypeScript.", "Our backend stack is Django and Python."),
    ("langs", "en", R, "Which languages do I know well?", "I'm fluent in Python plus Go.", "I'm fluent in Python and Go."),
    ("langs", "en", L, "Which languages does my manager know well?", "I'm fluent in Python plus Go.", "My manager is fluent in Python and Go."),
    ("price", "en", L, "How much does the plan cost?", "The plan costs $10 a month plus tax.", "The plan costs $10 a month."),
    ("salary", "en", L, "What is my salary?", "My salary is 80k plus bonus.", "My salary is 80k."),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "habit2", 320600)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_habit2_probes.py): hand-written by session 32 "
                         "(habit32) before any rule of its round was changed, for a habit said again with two small "
                         "edits (habitual 会 / 要 / will / 'll / tend to, 喜欢 / 爱), a habit's count changed with no "
                         "change word (an update) and 'plus' between two names; every group has look-alikes that are "
                         "DIFFERENT facts (one plan, another activity, holder or period of past events, a negation, "
                         "plus before a non-name) or restatements; split once before tuning into 'tuning' (tuned on) "
                         "and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
