"""Issue #12: IN-SAMPLE probes for units and durations people write (session 37, units37), hand-written from general
knowledge (not from any probe file's misses) by the engineer who tunes on them, before any rule of the round:
  - masses: mg / milligram(s) / 毫克, g / gram(s) / 克, and 斤 (a Chinese market unit, 500 g);
  - volumes: ml / mL / millilitre(s) / 毫升, L / litre(s) / liter(s) / 升;
  - a screen's size: 27英寸 / 27寸 / 27-inch;
  - a duration said in two units ("3h45m", "3小时45分", "3 hours and 45 minutes"), in halves and quarters ("one and a
    half hours", "一个半小时", "半小时", "一刻钟").
Every group has a restatement, an update (with or without a change word: another amount), and look-alikes: another
unit with the same number ("5 mg" / "5 g"), another holder or thing, and letters that are no unit ("5G", "Plan B",
"the L train"), 分 as a score, 寸 in an idiom, 两 as "two".

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_units_probes.py   # writes bench/data/units_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/units_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263705
OUT = Path(__file__).resolve().parent / "data" / "units_probes.jsonl"

R, L, E, N, S = "restatement", "distinct_lookalike", "distinct_event", "update_nosignal", "update_signal"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English masses ------------------------------------------------------------------------------------------
    ("melatonin", "en", R, "How much melatonin do I take?", "I take 3 mg of melatonin before bed.", "I take three milligrams of melatonin before bed."),
    ("melatonin", "en", N, "How much melatonin do I take?", "I take 3 mg of melatonin before bed.", "I take 5 mg of melatonin before bed."),
    ("melatonin", "en", S, "How much melatonin do I take?", "I take 3 mg of melatonin before bed.", "I've switched to 1 mg of melatonin before bed."),
    ("melatonin", "en", L, "How much melatonin does my wife take?", "I take 3 mg of melatonin before bed.", "My wife takes 3 mg of melatonin before bed."),
    ("creatine", "en", R, "How much creatine do I take?", "I take 5 g of creatine every day.", "I take 5 grams of creatine every day."),
    ("creatine", "en", R, "How much creatine do I take?", "I take 5g of creatine every day.", "Every day I take five grams of creatine."),
    ("creatine", "en", N, "How much creatine do I take?", "I take 5 g of creatine every day.", "I take 5 mg of creatine every day."),
    ("creatine", "en", L, "How much protein do I take?", "I take 5 g of creatine every day.", "I take 5 g of protein powder every day."),
    ("flour", "en", R, "How much flour does the bread need?", "My bread recipe uses 500 grams of flour.", "My bread recipe uses 500g of flour."),
    ("flour", "en", N, "How much flour does the bread need?", "My bread recipe uses 500 grams of flour.", "My bread recipe uses 450 grams of flour."),
    ("flour", "en", L, "How much flour does the pizza need?", "My bread recipe uses 500 grams of flour.", "My pizza recipe uses 500 grams of flour."),
    ("phone", "en", L, "What network does my phone support?", "My phone supports 5G.", "My phone supports 4G."),
    ("phone", "en", L, "What plan am I on?", "We go with Plan B if the launch slips.", "We go with Plan C if the launch slips."),
    # -- English volumes -----------------------------------------------------------------------------------------
    ("water", "en", R, "How much water do I drink?", "I drink 2 L of water a day.", "I drink two litres of water a day."),
    ("water", "en", R, "How much water do I drink?", "I drink 2 liters of water a day.", "I drink 2L of water a day."),
    ("water", "en", N, "How much water do I drink?", "I drink 2 L of water a day.", "I drink 3 litres of water a day."),
    ("water", "en", L, "How much water does my son drink?", "I drink 2 L of water a day.", "My son drinks 2 L of water a day."),
    ("syrup", "en", R, "How much cough syrup does my daughter take?", "My daughter takes 5 ml of cough syrup at night.", "My daughter takes five millilitres of cough syrup at night."),
    ("syrup", "en", N, "How much cough syrup does my daughter take?", "My daughter takes 5 ml of cough syrup at night.", "My daughter takes 10 mL of cough syrup at night."),
    ("syrup", "en", L, "How much cough syrup does my son take?", "My daughter takes 5 ml of cough syrup at night.", "My son takes 5 ml of cough syrup at night."),
    ("train", "en", L, "Which train do I take?", "I take the L train to work.", "I take the G train to work."),
    ("cups", "en", R, "How much coffee do I drink?", "I drink 2 cups of coffee a day.", "I drink two cups of coffee a day."),
    # -- English durations in two units and in halves -------------------------------------------------------------
    ("flight", "en", R, "How long is the flight to Denver?", "The flight to Denver takes 3h45m.", "The flight to Denver takes 3 hours and 45 minutes."),
    ("flight", "en", R, "How long is the flight to Denver?", "The flight to Denver takes 3h 45m.", "The flight to Denver takes 225 minutes."),
    ("flight", "en", N, "How long is the flight to Denver?", "The flight to Denver takes 3h45m.", "The flight to Denver takes 3h40m."),
    ("flight", "en", S, "How long is the flight to Denver?", "The flight to Denver takes 3 hours 45 minutes.", "The flight to Denver now takes 4 hours 10 minutes."),
    ("flight", "en", L, "How long is the flight to Boston?", "The flight to Denver takes 3h45m.", "The flight to Boston takes 3h45m."),
    ("commute", "en", R, "How long is my commute?", "My commute is one and a half hours each way.", "My commute is 90 minutes each way."),
    ("commute", "en", R, "How long is my commute?", "My commute is an hour and a half each way.", "My commute is 1.5 hours each way."),
    ("commute", "en", N, "How long is my commute?", "My commute is 1.5 hours each way.", "My commute is 2 hours each way."),
    ("commute", "en", L, "How long is my wife's commute?", "My commute is 1.5 hours each way.", "My wife's commute is 90 minutes each way."),
    ("nap", "en", R, "How long do I nap?", "I nap for half an hour after lunch.", "I nap for 30 minutes after lunch."),
    ("nap", "en", N, "How long do I nap?", "I nap for half an hour after lunch.", "I nap for 20 minutes after lunch."),
    ("movie", "en", R, "How long is the director's cut?", "The director's cut runs 2 hrs 15 mins.", "The director's cut runs 135 minutes."),
    ("movie", "en", N, "How long is the director's cut?", "The director's cut runs 2 hrs 15 mins.", "The director's cut runs 2 hrs 30 mins."),
    ("raise", "en", R, "How much did the startup raise?", "The startup raised $5m in its seed round.", "The startup raised $5 million in its seed round."),
    # -- Chinese masses --------------------------------------------------------------------------------------------
    ("tuihei", "zh", R, "我每晚吃多少褪黑素？", "我每晚睡前吃3毫克褪黑素。", "我每晚睡前吃三毫克褪黑素。"),
    ("tuihei", "zh", R, "我每晚吃多少褪黑素？", "我每晚睡前吃3毫克褪黑素。", "我每晚睡前吃3mg褪黑素。"),
    ("tuihei", "zh", N, "我每晚吃多少褪黑素？", "我每晚睡前吃3毫克褪黑素。", "我每晚睡前吃5毫克褪黑素。"),
    ("tuihei", "zh", L, "我老婆每晚吃多少褪黑素？", "我每晚睡前吃3毫克褪黑素。", "我老婆每晚睡前吃3毫克褪黑素。"),
    ("mianfen", "zh", R, "做面包要多少面粉？", "我做面包用500克面粉。", "我做面包用五百克面粉。"),
    ("mianfen", "zh", R, "做面包要多少面粉？", "我做面包用500克面粉。", "我做面包用500g面粉。"),
    ("mianfen", "zh", N, "做面包要多少面粉？", "我做面包用500克面粉。", "我做面包用450克面粉。"),
    ("mianfen", "zh", N, "做面包要多少面粉？", "我做面包用500克面粉。", "我做面包用500毫克面粉。"),
    ("tizhong", "zh", R, "我体重多少？", "我体重130斤。", "我体重一百三十斤。"),
    ("tizhong", "zh", S, "我体重多少？", "我体重130斤。", "我现在瘦到125斤了。"),
    ("tizhong", "zh", L, "我老公体重多少？", "我体重130斤。", "我老公体重130斤。"),
    ("chaye", "zh", R, "我每天喝几杯茶？", "我每天喝两杯茶。", "我每天喝2杯茶。"),
    # -- Chinese volumes -------------------------------------------------------------------------------------------
    ("heshui", "zh", R, "我每天喝多少水？", "我每天喝2升水。", "我每天喝两升水。"),
    ("heshui", "zh", R, "我每天喝多少水？", "我每天喝2升水。", "我每天喝2L水。"),
    ("heshui", "zh", N, "我每天喝多少水？", "我每天喝2升水。", "我每天喝3升水。"),
    ("heshui", "zh", L, "我儿子每天喝多少水？", "我每天喝2升水。", "我儿子每天喝2升水。"),
    ("naifen", "zh", R, "宝宝每顿喝多少奶？", "宝宝每顿喝150毫升奶。", "宝宝每顿喝一百五十毫升奶。"),
    ("naifen", "zh", R, "宝宝每顿喝多少奶？", "宝宝每顿喝150毫升奶。", "宝宝每顿喝150ml奶。"),
    ("naifen", "zh", N, "宝宝每顿喝多少奶？", "宝宝每顿喝150毫升奶。", "宝宝每顿喝180毫升奶。"),
    # -- Chinese screen sizes --------------------------------------------------------------------------------------
    ("xianshiqi", "zh", R, "我的显示器多大？", "我的显示器是27英寸的。", "我的显示器是27寸的。"),
    ("xianshiqi", "zh", R, "我的显示器多大？", "我的显示器是27寸的。", "我的显示器是二十七寸的。"),
    ("xianshiqi", "zh", N, "我的显示器多大？", "我的显示器是27寸的。", "我的显示器是32寸的。"),
    ("xianshiqi", "zh", L, "我的电视多大？", "我的显示器是27寸的。", "我的电视是27寸的。"),
    ("cunbu", "zh", L, "我怎么照顾我妈？", "我寸步不离地照顾我妈。", "我寸步不离地照顾我爸。"),
    # -- Chinese durations in two units and in halves --------------------------------------------------------------
    ("feiji", "zh", R, "飞成都要多久？", "飞成都要3小时45分。", "飞成都要3小时45分钟。"),
    ("feiji", "zh", R, "飞成都要多久？", "飞成都要3小时45分。", "飞成都要三个小时四十五分钟。"),
    ("feiji", "zh", N, "飞成都要多久？", "飞成都要3小时45分。", "飞成都要3小时40分。"),
    ("feiji", "zh", S, "飞成都要多久？", "飞成都要3小时45分。", "飞成都现在要4小时10分了。"),
    ("feiji", "zh", L, "飞重庆要多久？", "飞成都要3小时45分。", "飞重庆要3小时45分。"),
    ("tongqin", "zh", R, "我通勤要多久？", "我单程通勤要一个半小时。", "我单程通勤要90分钟。"),
    ("tongqin", "zh", R, "我通勤要多久？", "我单程通勤要一个半小时。", "我单程通勤要1.5小时。"),
    ("tongqin", "zh", N, "我通勤要多久？", "我单程通勤要一个半小时。", "我单程通勤要两个小时。"),
    ("wuxiu", "zh", R, "我午休多久？", "我每天午休半小时。", "我每天午休30分钟。"),
    ("wuxiu", "zh", N, "我午休多久？", "我每天午休半小时。", "我每天午休一小时。"),
    ("paobu", "zh", R, "我每天跑步多久？", "我每天跑步一刻钟。", "我每天跑步15分钟。"),
    ("kaoshi", "zh", R, "我数学考了多少分？", "我这次数学考了90分。", "我这次数学考了九十分。"),
    ("kaoshi", "zh", L, "这次数学考试多久？", "我这次数学考了90分。", "这次数学考试考了90分钟。"),
    ("bi", "zh", L, "这支笔多少钱？", "这支笔三块五。", "这支笔三块五毛二分。"),
]


def build() -> list[dict]:
    return pair_rows([(group, lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "units", 637600)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_units_probes.py): hand-written by session 37 "
                         "(units37) from general knowledge before any rule of its round was changed, for units and "
                         "durations people write (masses mg / g / 斤, volumes ml / L / 升, screen sizes 英寸 / 寸, "
                         "durations in two units and in halves); every group has restatements, updates and "
                         "look-alikes that are DIFFERENT facts (the same number in another unit, another holder or "
                         "thing, letters that are no unit, 分 as a score, 寸 in an idiom); split once before tuning "
                         "into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
