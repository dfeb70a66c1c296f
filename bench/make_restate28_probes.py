"""Build the recurring-weekday probe set (issue #12 restatements, English and Chinese) once, and split it.

    .venv/bin/python bench/make_restate28_probes.py   # writes bench/data/restate28_probes.jsonl

Written by session 28 (restate28) before any rule of its round was changed. The cause: a habit on a weekday said
another way is read as another detail, so the same fact is stored twice. In English a recurring weekday is said
"every Friday", "each Friday" or "on Fridays" (the plural after "on" says it recurs), with a part of the day too
("on Tuesday evenings" / "every Tuesday evening"), and "every other Thursday" / "every second Thursday"; in Chinese
the weekday is 周五, 星期五 or 礼拜五 (周日 / 星期天 / 星期日 / 礼拜天), and how often 每周五, 每个周五, 每星期五,
每个星期五, 每个礼拜五.
The look-alikes a careless rule of that cause would merge: another weekday, one day and not a habit ("on Friday",
"last Friday", 上周五, 这个周五), every other week against every week, another person, a negation.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20262802
OUT = Path(__file__).resolve().parent / "data" / "restate28_probes.jsonl"

R, L = "restatement", "distinct_lookalike"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: a recurring weekday said another way ---------------------------------------------------------
    ("pottery", "en", R, "When do I do pottery?", "I do pottery every Wednesday.", "I do pottery on Wednesdays."),
    ("pottery", "en", L, "When do I do pottery?", "I do pottery every Wednesday.", "I do pottery on Thursdays."),
    ("pottery", "en", L, "When do I do pottery?", "I do pottery every Wednesday.", "I did pottery last Wednesday."),
    ("bins", "en", R, "When are the bins collected?", "The bins are collected each Tuesday.", "The bins are collected every Tuesday."),
    ("bins", "en", L, "When are the bins collected?", "The bins are collected each Tuesday.", "The bins are collected every other Tuesday."),
    ("choir", "en", R, "When is choir practice?", "Choir practice is on Monday evenings.", "Choir practice is every Monday evening."),
    ("choir", "en", L, "When is choir practice?", "Choir practice is on Monday evenings.", "Choir practice is on Monday morning."),
    ("market", "en", R, "When does the farmers market run?", "The farmers market runs on Saturdays.", "The farmers market runs every Saturday."),
    ("market", "en", L, "When does the farmers market run?", "The farmers market runs on Saturdays.", "The farmers market ran on Saturday."),
    ("market", "en", L, "When does the farmers market run?", "The farmers market runs on Saturdays.", "The flea market runs every Saturday."),
    ("demo", "en", R, "When is the sprint demo?", "The sprint demo is every other Thursday.", "The sprint demo is every second Thursday."),
    ("demo", "en", L, "When is the sprint demo?", "The sprint demo is every other Thursday.", "The sprint demo is every Thursday."),
    ("mum", "en", R, "When do I call my mum?", "I call my mum each Sunday.", "I call my mum on Sundays."),
    ("mum", "en", L, "When do I call my mum?", "I call my mum each Sunday.", "My brother calls my mum on Sundays."),
    ("mum", "en", L, "When do I call my mum?", "I call my mum each Sunday.", "I don't call my mum on Sundays."),
    ("office", "en", R, "When am I in the office?", "I work from the office every Tuesday and Thursday.", "I work from the office on Tuesdays and Thursdays."),
    ("office", "en", L, "When am I in the office?", "I work from the office every Tuesday and Thursday.", "I work from the office on Tuesdays and Fridays."),
    ("swim", "en", R, "When does Priya swim?", "Priya swims every Friday morning.", "Priya swims on Friday mornings."),
    ("swim", "en", L, "When does Priya swim?", "Priya swims every Friday morning.", "Priya swims on Friday afternoons."),
    ("swim", "en", L, "When does Priya swim?", "Priya swims every Friday morning.", "Priya swam this Friday morning."),
    ("backup", "en", R, "When does the full backup run?", "The full backup runs each Sunday night.", "The full backup runs on Sunday nights."),
    ("backup", "en", L, "When does the full backup run?", "The full backup runs each Sunday night.", "The full backup ran on Sunday night."),
    ("lessons", "en", R, "When are the guitar lessons?", "My son has guitar lessons every Monday.", "My son has guitar lessons on Mondays."),
    ("lessons", "en", L, "When are the guitar lessons?", "My son has guitar lessons every Monday.", "My daughter has guitar lessons on Mondays."),
    ("lessons", "en", L, "When are the guitar lessons?", "My son has guitar lessons every Monday.", "My son has guitar lessons on Mondays and Wednesdays."),
    ("closed", "en", R, "When is the bakery closed?", "The corner bakery is closed each Monday.", "The corner bakery is closed on Mondays."),
    ("closed", "en", L, "When is the bakery closed?", "The corner bakery is closed each Monday.", "The corner bakery is open on Mondays."),
    ("retro", "en", R, "When is the retro?", "We hold the retro every other Friday afternoon.", "We hold the retro every second Friday afternoon."),
    ("retro", "en", L, "When is the retro?", "We hold the retro every other Friday afternoon.", "We hold the retro every third Friday afternoon."),
    ("walk", "en", R, "When do we walk the dog by the river?", "Each Saturday we walk the dog by the river.", "On Saturdays we walk the dog by the river."),
    ("walk", "en", L, "When do we walk the dog by the river?", "Each Saturday we walk the dog by the river.", "Last Saturday we walked the dog by the river."),
    # -- Chinese: 周X / 星期X / 礼拜X, 每周X / 每个周X / 每星期X / 每个礼拜X -----------------------------------------
    ("yumao", "zh", R, "我什么时候打羽毛球？", "我每周二晚上打羽毛球。", "我每个星期二晚上打羽毛球。"),
    ("yumao", "zh", L, "我什么时候打羽毛球？", "我每周二晚上打羽毛球。", "我每周三晚上打羽毛球。"),
    ("yumao", "zh", L, "我什么时候打羽毛球？", "我每周二晚上打羽毛球。", "我上周二晚上打了羽毛球。"),
    ("jiaotang", "zh", R, "奶奶什么时候去教堂？", "奶奶每个礼拜天都去教堂。", "奶奶每周日去教堂。"),
    ("jiaotang", "zh", L, "奶奶什么时候去教堂？", "奶奶每个礼拜天都去教堂。", "爷爷每周日去教堂。"),
    ("jiaotang", "zh", L, "奶奶什么时候去教堂？", "奶奶每个礼拜天都去教堂。", "奶奶每周六去教堂。"),
    ("zhouhui", "zh", R, "部门周会是哪天？", "部门周会在星期一上午开。", "部门周会在周一上午开。"),
    ("zhouhui", "zh", L, "部门周会是哪天？", "部门周会在星期一上午开。", "部门周会在周一下午开。"),
    ("zhouhui", "zh", L, "部门周会是哪天？", "部门周会在星期一上午开。", "部门周会在星期四上午开。"),
    ("gangqin", "zh", R, "女儿什么时候上钢琴课？", "女儿每个周六上午上钢琴课。", "女儿每星期六上午上钢琴课。"),
    ("gangqin", "zh", L, "女儿什么时候上钢琴课？", "女儿每个周六上午上钢琴课。", "儿子每星期六上午上钢琴课。"),
    ("gangqin", "zh", L, "女儿什么时候上钢琴课？", "女儿每个周六上午上钢琴课。", "女儿这个周六上午不上钢琴课。"),
    ("laji", "zh", R, "小区什么时候收大件垃圾？", "小区每个礼拜三收大件垃圾。", "小区每周三收大件垃圾。"),
    ("laji", "zh", L, "小区什么时候收大件垃圾？", "小区每个礼拜三收大件垃圾。", "小区隔周的周三收大件垃圾。"),
    ("laji", "zh", L, "小区什么时候收大件垃圾？", "小区每个礼拜三收大件垃圾。", "小区每周五收大件垃圾。"),
    ("fayue", "zh", R, "版本什么时候发布？", "我们每周四下午发版。", "我们每个星期四下午发版。"),
    ("fayue", "zh", L, "版本什么时候发布？", "我们每周四下午发版。", "他们每个星期四下午发版。"),
    ("fayue", "zh", L, "版本什么时候发布？", "我们每周四下午发版。", "我们每周四下午不发版。"),
    ("huijia", "zh", R, "我什么时候回父母家吃饭？", "我每星期天回父母家吃饭。", "我每个周日回父母家吃饭。"),
    ("huijia", "zh", L, "我什么时候回父母家吃饭？", "我每星期天回父母家吃饭。", "我上星期天回父母家吃饭了。"),
    ("huijia", "zh", L, "我什么时候回父母家吃饭？", "我每星期天回父母家吃饭。", "我每个周六回父母家吃饭。"),
    ("dianying", "zh", R, "电影院哪天半价？", "这家电影院星期二半价。", "这家电影院礼拜二半价。"),
    ("dianying", "zh", L, "电影院哪天半价？", "这家电影院星期二半价。", "那家电影院礼拜二半价。"),
    ("dianying", "zh", L, "电影院哪天半价？", "这家电影院星期二半价。", "这家电影院礼拜五半价。"),
    ("paobu", "zh", R, "老周哪几天跑步？", "老周每周一和周五早上跑步。", "老周每个星期一和星期五早上跑步。"),
    ("paobu", "zh", L, "老周哪几天跑步？", "老周每周一和周五早上跑步。", "老周每个星期一和星期三早上跑步。"),
    ("xiuxi", "zh", R, "诊所哪天休息？", "这家诊所每周日休息。", "这家诊所每个星期日休息。"),
    ("xiuxi", "zh", L, "诊所哪天休息？", "这家诊所每周日休息。", "这家诊所每周日不休息。"),
    ("xiuxi", "zh", L, "诊所哪天休息？", "这家诊所每周日休息。", "这家诊所这个星期日休息。"),
    ("duizhang", "zh", R, "周末谁值班？", "每个星期六是小王值班。", "每周六是小王值班。"),
    ("duizhang", "zh", L, "周末谁值班？", "每个星期六是小王值班。", "每周六是小刘值班。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "restate28", 282800)


def main() -> None:
    write_pair_file(OUT, "issue #12 recurring-weekday probe set, English and Chinese, IN-SAMPLE (hand-written by "
                         "session 28, restate28, before changing any rule of this round: a habit on a weekday said "
                         "another way, every / each / on ...days, every other / every second, 周X / 星期X / 礼拜X, "
                         "每周X / 每个周X / 每星期X / 每个礼拜X, with the look-alikes that must stay two: another "
                         "weekday or part of the day, one day and not a habit, every other week, another person, a "
                         "negation; not part of update_set.jsonl); built by bench/make_restate28_probes.py; split "
                         "once before tuning into 'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
