"""Build the habit-aspect probe set (issue #12 read time, English and Chinese) once, and split it.

    .venv/bin/python bench/make_habit_probes.py   # writes bench/data/habit_probes.jsonl

Written by session 30 (readorder30) before any rule of its round was changed. Each case is two sentences and a
question, read at recall time (bench_updates.py, bench_readnet.py): the newer sentence says that the older one's
own activity started or stopped, with a verb of beginning or ending before the older sentence's verb ("I buy
lunch at the canteen" / "I've stopped buying lunch at the canteen", "I drink black coffee in the morning" /
"I've started drinking green tea in the morning", "我每天坐地铁上班" / "我最近开始骑车上班了"). The write path
may leave such a pair unlinked (no change word it knows), and the read-time steps then read the verb both keep
as two events of one verb, so the older answer stayed first. The controls beside them each carry a question
both sentences answer and must keep the older sentence first or are counted when reordered: the question
names the older sentence's own detail (another meal, another time of day, another place), another party
started the habit ("My wife started drinking tea"), a passing state ("this week"), a plan ("I want to start
…"), another activity started beside the first, and restatements of the same habit.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263001
OUT = Path(__file__).resolve().parent / "data" / "habit_probes.jsonl"

S, L, T, R = "update_signal", "distinct_lookalike", "temporary", "restatement"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: the older activity stopped or started, said with a verb of beginning or ending --------------
    ("lunch", "en", S, "Where do I buy lunch?", "I buy lunch at the canteen.", "I've stopped buying lunch at the canteen."),
    ("lunch", "en", L, "Where do I buy coffee?", "I buy coffee at the kiosk by the station.", "I've started buying lunch at the canteen."),
    ("tea", "en", S, "What do I drink in the morning?", "I drink black coffee in the morning.", "I've started drinking green tea in the morning."),
    ("tea", "en", L, "What do I drink in the morning?", "I drink black coffee in the morning.", "I've started drinking green tea in the evening."),
    ("tea", "en", L, "What do I drink in the morning?", "I drink black coffee in the morning.", "My wife has started drinking green tea in the morning."),
    ("commute", "en", S, "How do I get to work?", "I take the bus to work.", "I've started cycling to work."),
    ("commute", "en", T, "How do I get to work?", "I take the bus to work.", "This week I've started cycling to work."),
    ("run", "en", S, "When do I go running?", "I go running every morning before work.", "I stopped going running in the mornings."),
    ("run", "en", L, "When does my brother go running?", "My brother goes running every morning.", "I started going running every evening."),
    ("gym", "en", S, "Which gym do I train at?", "I train at the PureGym on Main Street.", "I quit training at the PureGym on Main Street."),
    ("gym", "en", L, "Which gym do I train at?", "I train at the PureGym on Main Street.", "I want to start training at the climbing gym."),
    ("read", "en", S, "What do I read on the train?", "I read the news on my phone on the train.", "I've started reading novels on the train."),
    ("read", "en", R, "What do I read on the train?", "I've started reading novels on the train.", "These days I read novels on the train."),
    ("smoke", "en", S, "Do I smoke?", "I smoke a few cigarettes a day.", "I quit smoking last month."),
    ("guitar", "en", S, "Which instrument do I practise?", "I practise the guitar every evening.", "I gave up practising the guitar and began practising the piano."),
    ("guitar", "en", L, "Which instrument does my daughter practise?", "My daughter practises the violin every evening.", "I began practising the piano every evening."),
    ("cook", "en", S, "Who cooks dinner on weekdays?", "I cook dinner on weekdays.", "I stopped cooking dinner on weekdays; we order in now."),
    ("cook", "en", L, "Who cooks dinner on Sundays?", "I cook dinner on Sundays.", "I started cooking lunch on Saturdays."),
    ("journal", "en", S, "Where do I keep my journal?", "I write my journal in a paper notebook.", "I started writing my journal in Obsidian."),
    ("walk", "en", S, "Who walks the dog?", "I walk the dog every evening.", "I've stopped walking the dog in the evenings; Sam does it."),
    ("walk", "en", L, "Who walks the dog in the morning?", "I walk the dog every morning.", "I've started walking the neighbour's dog every evening."),
    ("swim", "en", S, "Where do I swim?", "I swim at the municipal pool on Saturdays.", "I've begun swimming in the lake on Saturdays."),
    ("swim", "en", R, "Where do I swim?", "I swim at the municipal pool on Saturdays.", "On Saturdays I swim at the municipal pool."),
    # -- Chinese: 开始 / 不再 / 停止 before the older sentence's own verb ------------------------------------------------
    ("ditie", "zh", S, "我怎么去上班？", "我每天坐地铁上班。", "我最近开始骑车上班了。"),
    ("ditie", "zh", T, "我怎么去上班？", "我每天坐地铁上班。", "这周我开始骑车上班。"),
    ("kafei", "zh", S, "我早上喝什么？", "我早上喝美式咖啡。", "我开始早上喝绿茶了。"),
    ("kafei", "zh", L, "我早上喝什么？", "我早上喝美式咖啡。", "我老婆开始早上喝绿茶了。"),
    ("kafei", "zh", L, "我早上喝什么？", "我早上喝美式咖啡。", "我开始晚上喝绿茶了。"),
    ("paobu", "zh", S, "我在哪里跑步？", "我每天在小区里跑步。", "我开始去公园跑步了。"),
    ("paobu", "zh", L, "我儿子在哪里跑步？", "我儿子每天在操场跑步。", "我开始去公园跑步了。"),
    ("wufan", "zh", S, "我午饭在哪吃？", "我午饭在公司食堂吃。", "我已经不在食堂吃午饭了，开始自己带饭。"),
    ("wufan", "zh", L, "我晚饭在哪吃？", "我晚饭在家吃。", "我开始在食堂吃午饭了。"),
    ("gangqin", "zh", S, "我在学什么乐器？", "我在学吉他。", "我停止学吉他了，开始学钢琴。"),
    ("gangqin", "zh", L, "我女儿在学什么乐器？", "我女儿在学小提琴。", "我开始学钢琴了。"),
    ("gangqin", "zh", L, "我在学什么乐器？", "我在学吉他。", "我打算开始学钢琴。"),
    ("riji", "zh", S, "我用什么写日记？", "我用纸质本子写日记。", "我开始用手机写日记了。"),
    ("riji", "zh", R, "我用什么写日记？", "我用纸质本子写日记。", "我写日记用的是纸质本子。"),
    ("youyong", "zh", S, "我周末在哪里游泳？", "我周末在市游泳馆游泳。", "我周末开始在小区泳池游泳了。"),
    ("youyong", "zh", L, "我周末在哪里游泳？", "我周末在市游泳馆游泳。", "我工作日开始在小区泳池游泳了。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "habit", 303000)


def main() -> None:
    write_pair_file(OUT, "issue #12 habit-aspect probe set, English and Chinese, IN-SAMPLE (hand-written by "
                         "session 30 before changing any rule of its round: the newer sentence says the older "
                         "one's own activity started or stopped, a verb of beginning or ending before the older "
                         "sentence's verb (I buy lunch at the canteen / I've stopped buying lunch at the canteen, "
                         "我每天坐地铁上班 / 我最近开始骑车上班了), with controls that carry a question each: the "
                         "older detail asked, another party, a passing state, a plan, another activity, and "
                         "restatements; not part of update_set.jsonl); built by bench/make_habit_probes.py; split "
                         "once before tuning into 'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
