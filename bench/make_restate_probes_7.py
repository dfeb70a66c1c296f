"""Build restatement probe set 7 (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_restate_probes_7.py   # writes bench/data/restate_probes_7.jsonl

Written by session 20 (restate20) before any rule of its round was changed, and before the file was run
against the classifier: restatements whose VALUE is written in another form while the sentence around it is
reworded, the commonest readable restate miss left after session 19. The forms: a span of time in another unit
(two weeks / 14 days, half an hour / 30 minutes, an hour and a half / 90-minute, two years / 24-month),
a unit spelled out (4 TB / four terabytes, 16 GB / sixteen gigabytes, 21 kilometres / 21 km), an ordinal
against a number (fourth floor / floor 4, third row / row 3, 12th of June / June twelfth), thousands
separators and number words ($1,450 / 1450 dollars, 10,000 / ten thousand, three / 3, a dozen / 12), a time of
day (noon / 12 pm / 12:00, 6:30 am / half past six in the morning), a fraction or percentage (50% / half off,
a quarter / 25%); Chinese numerals and measure words (两周 / 十四天 / 14天, 一个半小时 / 90分钟, 半小时 /
30分钟, 四楼 / 4层 / 4楼, 三班 / 3班, 三个 / 3个, 两只 / 2只, 三千五百元 / 3500块 / 3,500元, 2TB / 两个T,
十二点 / 12点, 六点半 / 6:30, 60公斤 / 六十千克 / 120斤, 十公里 / 10km, 两年 / 24个月).

Every restatement group has look-alikes that are a DIFFERENT fact: the same value said of another subject
(the free trial / the refund window, my office / the gym, my rent / my mortgage, 我 / 我儿子: one value said of
two subjects is two facts), another value of the same subject, another unit dimension (4 TB / 4 GB, 23 kg /
23 litres, 21 kilometres / 21 minutes, 十公里 / 十分钟); and a few updates with a change word, to see whether a
rule for values in other forms swallows them.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one
group): "tuning" is tuned on, "check" is not. Both halves are in-sample for the engine's authors
(hand-written by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20261401
OUT = Path(__file__).resolve().parent / "data" / "restate_probes_7.jsonl"

R, L, E, T, U = "restatement", "distinct_lookalike", "distinct_event", "temporary", "update_signal"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: a span of time in another unit ----------------------------------------------------------
    ("trial", "en", R, "How long is the free trial?", "The free trial lasts two weeks.", "You get 14 days of free trial."),
    ("trial", "en", R, "How long is the free trial?", "The free trial lasts two weeks.", "The free trial is 14 days long."),
    ("trial", "en", L, "How long is the refund window?", "The free trial lasts two weeks.", "The refund window is 14 days long."),
    ("trial", "en", L, "How long is the free trial?", "The free trial lasts two weeks.", "The free trial is 30 days long."),
    ("trial", "en", U, "How long is the free trial?", "The free trial lasts two weeks.", "The free trial has been cut to 7 days."),
    ("standup", "en", R, "How long is our standup?", "Our daily standup takes half an hour.", "The daily standup runs for 30 minutes."),
    ("standup", "en", R, "How long is our standup?", "Our daily standup takes half an hour.", "We spend 30 min on the daily standup."),
    ("standup", "en", L, "How long is our retro?", "Our daily standup takes half an hour.", "Our weekly retro runs for 30 minutes."),
    ("standup", "en", L, "How long is our standup?", "Our daily standup takes half an hour.", "The daily standup runs for 15 minutes."),
    ("flight", "en", R, "How long is the flight to Tokyo?", "The flight to Tokyo is an hour and a half.", "It's a 90-minute flight to Tokyo."),
    ("flight", "en", L, "How long is the flight to Seoul?", "The flight to Tokyo is an hour and a half.", "It's a 90-minute flight to Seoul."),
    ("flight", "en", L, "How long is the flight to Tokyo?", "The flight to Tokyo is an hour and a half.", "The flight to Tokyo is two and a half hours."),
    ("notice", "en", R, "What is my notice period?", "My notice period is three months.", "I have to give 3 months' notice before leaving."),
    ("notice", "en", L, "What is my probation period?", "My notice period is three months.", "My probation period is 3 months."),
    ("notice", "en", L, "What is my notice period?", "My notice period is three months.", "My notice period is 3 weeks."),
    # -- English: a size or weight in another unit spelling ------------------------------------------------
    ("nas", "en", R, "How big is the NAS?", "The NAS has 4 TB of storage.", "Our NAS can store four terabytes."),
    ("nas", "en", R, "How big is the NAS?", "The NAS has 4 TB of storage.", "The storage on the NAS is 4 terabytes."),
    ("nas", "en", L, "How big is the laptop disk?", "The NAS has 4 TB of storage.", "My laptop can store four terabytes."),
    ("nas", "en", L, "How big is the NAS?", "The NAS has 4 TB of storage.", "The NAS has 4 GB of memory."),
    ("nas", "en", L, "How big is the NAS?", "The NAS has 4 TB of storage.", "The NAS has 8 TB of storage."),
    ("suitcase", "en", R, "How heavy is my suitcase?", "My suitcase weighs 23 kg.", "The suitcase comes in at twenty-three kilograms."),
    ("suitcase", "en", L, "How heavy is my backpack?", "My suitcase weighs 23 kg.", "My backpack comes in at twenty-three kilograms."),
    ("suitcase", "en", L, "How big is my suitcase?", "My suitcase weighs 23 kg.", "My suitcase holds 23 litres."),
    ("ram", "en", R, "How much memory does my laptop have?", "My laptop has 16 GB of RAM.", "There are sixteen gigabytes of RAM in my laptop."),
    ("ram", "en", L, "How much memory does my desktop have?", "My laptop has 16 GB of RAM.", "There are sixteen gigabytes of RAM in my desktop."),
    ("ram", "en", L, "How much memory does my laptop have?", "My laptop has 16 GB of RAM.", "My laptop has 32 GB of RAM."),
    # -- English: an ordinal against a number --------------------------------------------------------------
    ("floor", "en", R, "Which floor is my office on?", "My office is on the fourth floor.", "I work on floor 4 of the building."),
    ("floor", "en", R, "Which floor is my office on?", "My office is on the fourth floor.", "My office is on floor 4."),
    ("floor", "en", L, "Which floor is the gym on?", "My office is on the fourth floor.", "The gym is on floor 4."),
    ("floor", "en", L, "Which floor is my office on?", "My office is on the fourth floor.", "My office is on floor 6."),
    ("floor", "en", U, "Which floor is my office on?", "My office is on the fourth floor.", "My office moved to floor 6."),
    ("row", "en", R, "Where do I sit at the theatre?", "My season seat is in the third row.", "I sit in row 3 with my season ticket."),
    ("row", "en", L, "Where does my sister sit at the theatre?", "My season seat is in the third row.", "My sister sits in row 3 with her season ticket."),
    ("row", "en", L, "Where do I sit at the theatre?", "My season seat is in the third row.", "My season seat is in row 8."),
    ("anniv", "en", R, "When is our anniversary?", "Our anniversary is on the 12th of June.", "We celebrate our anniversary on June twelfth."),
    ("anniv", "en", L, "When is my mother's birthday?", "Our anniversary is on the 12th of June.", "My mother's birthday is on June twelfth."),
    ("anniv", "en", L, "When is our anniversary?", "Our anniversary is on the 12th of June.", "Our anniversary is on the 21st of June."),
    # -- English: thousands separators and number words ----------------------------------------------------
    ("rent", "en", R, "How much is my rent?", "My rent is $1,450 a month.", "I pay 1450 dollars in rent every month."),
    ("rent", "en", R, "How much is my rent?", "My rent is $1,450 a month.", "Each month the rent comes to $1450."),
    ("rent", "en", L, "How much is my mortgage?", "My rent is $1,450 a month.", "I pay 1450 dollars on my mortgage every month."),
    ("rent", "en", L, "How much is my rent?", "My rent is $1,450 a month.", "My rent is $1,540 a month."),
    ("rent", "en", U, "How much is my rent?", "My rent is $1,450 a month.", "My rent went up to $1,600 a month."),
    ("steps", "en", R, "How many steps do I walk?", "I walk 10,000 steps a day.", "Every day I do ten thousand steps."),
    ("steps", "en", L, "How many steps does my father walk?", "I walk 10,000 steps a day.", "My father does ten thousand steps every day."),
    ("steps", "en", L, "How many steps do I walk?", "I walk 10,000 steps a day.", "I walk 10,000 steps a week."),
    ("kids", "en", R, "How many children do I have?", "I have three kids.", "I'm a parent of 3 children."),
    ("kids", "en", L, "How many children does my brother have?", "I have three kids.", "My brother is a parent of 3 children."),
    ("kids", "en", L, "How many children do I have?", "I have three kids.", "I have two kids."),
    ("team", "en", R, "How big is my team?", "My team has twelve engineers.", "There are 12 engineers on my team."),
    ("team", "en", L, "How big is the sales team?", "My team has twelve engineers.", "There are 12 people on the sales team."),
    ("team", "en", L, "How big is my team?", "My team has twelve engineers.", "There are 15 engineers on my team."),
    # -- English: a time of day in another form ------------------------------------------------------------
    ("lunch", "en", R, "When do I have lunch?", "I have lunch at noon.", "Lunch for me is at 12 pm."),
    ("lunch", "en", R, "When do I have lunch?", "I have lunch at noon.", "I eat lunch at 12:00 every day."),
    ("lunch", "en", L, "When do I have my meeting?", "I have lunch at noon.", "My team meeting is at 12 pm."),
    ("lunch", "en", L, "When do I have lunch?", "I have lunch at noon.", "I have lunch at 1 pm."),
    ("alarm", "en", R, "When does my alarm go off?", "My alarm goes off at 6:30 am.", "I set my alarm for half past six in the morning."),
    ("alarm", "en", L, "When does my wife's alarm go off?", "My alarm goes off at 6:30 am.", "My wife sets her alarm for half past six in the morning."),
    ("alarm", "en", L, "When does my alarm go off?", "My alarm goes off at 6:30 am.", "My alarm goes off at 6:30 pm."),
    # -- English: a fraction or percentage -----------------------------------------------------------------
    ("discount", "en", R, "What discount do staff get?", "Staff get a 50% discount.", "Employees get half off."),
    ("discount", "en", L, "What discount do students get?", "Staff get a 50% discount.", "Students get half off."),
    ("discount", "en", L, "What discount do staff get?", "Staff get a 50% discount.", "Staff get a 25% discount."),
    ("share", "en", R, "How much of the company do I own?", "I own a quarter of the company.", "My stake in the company is 25%."),
    ("share", "en", L, "How much of the company does my cofounder own?", "I own a quarter of the company.", "My cofounder's stake in the company is 25%."),
    ("share", "en", L, "How much of the company do I own?", "I own a quarter of the company.", "My stake in the company is 40%."),
    # -- English: a distance or speed in another unit ------------------------------------------------------
    ("marathon", "en", R, "How far is my longest run?", "My longest run was 21 kilometres.", "The longest I've ever run is 21 km."),
    ("marathon", "en", L, "How far is my longest ride?", "My longest run was 21 kilometres.", "The longest I've ever cycled is 21 km."),
    ("marathon", "en", L, "How far is my longest run?", "My longest run was 21 kilometres.", "My longest run was 21 minutes."),
    # -- Chinese: a span of time in another unit -----------------------------------------------------------
    ("zhou", "zh", R, "试用期多长？", "试用期是两周。", "试用期有十四天。"),
    ("zhou", "zh", R, "试用期多长？", "试用期是两周。", "我们的试用期为14天。"),
    ("zhou", "zh", L, "退货期多长？", "试用期是两周。", "退货期有十四天。"),
    ("zhou", "zh", L, "试用期多长？", "试用期是两周。", "试用期是三周。"),
    ("zhou", "zh", U, "试用期多长？", "试用期是两周。", "试用期改成一个月了。"),
    ("huiyi", "zh", R, "例会开多久？", "每周例会开一个半小时。", "每周的例会要开90分钟。"),
    ("huiyi", "zh", L, "培训开多久？", "每周例会开一个半小时。", "每周的培训要开90分钟。"),
    ("huiyi", "zh", L, "例会开多久？", "每周例会开一个半小时。", "每周例会开两个半小时。"),
    ("wushui", "zh", R, "我午睡多久？", "我每天午睡半小时。", "我每天中午睡30分钟。"),
    ("wushui", "zh", R, "我午睡多久？", "我每天午睡半小时。", "午睡的话我每天睡三十分钟。"),
    ("wushui", "zh", L, "我儿子午睡多久？", "我每天午睡半小时。", "我儿子每天中午睡30分钟。"),
    ("wushui", "zh", L, "我午睡多久？", "我每天午睡半小时。", "我每天午睡一小时。"),
    ("wushui", "zh", L, "我跑步多久？", "我每天午睡半小时。", "我每天跑步半小时。"),
    # -- Chinese: a floor or ordinal with a measure word ---------------------------------------------------
    ("louceng", "zh", R, "我办公室在几楼？", "我的办公室在四楼。", "我在4层办公。"),
    ("louceng", "zh", R, "我办公室在几楼？", "我的办公室在四楼。", "我办公室在4楼。"),
    ("louceng", "zh", L, "健身房在几楼？", "我的办公室在四楼。", "健身房在4层。"),
    ("louceng", "zh", L, "我办公室在几楼？", "我的办公室在四楼。", "我的办公室在六楼。"),
    ("louceng", "zh", U, "我办公室在几楼？", "我的办公室在四楼。", "我的办公室搬到六楼了。"),
    ("banji", "zh", R, "我女儿在几班？", "我女儿在三班。", "我女儿是3班的学生。"),
    ("banji", "zh", L, "我儿子在几班？", "我女儿在三班。", "我儿子是3班的学生。"),
    ("banji", "zh", L, "我女儿在几班？", "我女儿在三班。", "我女儿在五班。"),
    # -- Chinese: number words against digits, with a measure word ----------------------------------------
    ("haizi", "zh", R, "我有几个孩子？", "我有三个孩子。", "我家有3个小孩。"),
    ("haizi", "zh", L, "我哥有几个孩子？", "我有三个孩子。", "我哥家有3个小孩。"),
    ("haizi", "zh", L, "我有几个孩子？", "我有三个孩子。", "我有两个孩子。"),
    ("mao", "zh", R, "我养了几只猫？", "我养了两只猫。", "我家里养着2只猫。"),
    ("mao", "zh", L, "我养了几只狗？", "我养了两只猫。", "我家里养着2只狗。"),
    ("mao", "zh", L, "我养了几只猫？", "我养了两只猫。", "我养了三只猫。"),
    ("fangzu7", "zh", R, "我房租多少钱？", "我每月房租三千五百元。", "我每个月交3500块房租。"),
    ("fangzu7", "zh", R, "我房租多少钱？", "我每月房租三千五百元。", "房租每月3,500元。"),
    ("fangzu7", "zh", L, "我房贷多少钱？", "我每月房租三千五百元。", "我每个月还3500块房贷。"),
    ("fangzu7", "zh", L, "我房租多少钱？", "我每月房租三千五百元。", "我每月房租三千元。"),
    ("fangzu7", "zh", U, "我房租多少钱？", "我每月房租三千五百元。", "房租涨到每月四千元了。"),
    ("yingpan", "zh", R, "我的硬盘多大？", "我的移动硬盘是2TB的。", "我的移动硬盘容量有两个T。"),
    ("yingpan", "zh", L, "我的U盘多大？", "我的移动硬盘是2TB的。", "我的U盘容量有两个G。"),
    ("yingpan", "zh", L, "我的硬盘多大？", "我的移动硬盘是2TB的。", "我的移动硬盘是1TB的。"),
    # -- Chinese: a time of day in another form ------------------------------------------------------------
    ("wufan", "zh", R, "我几点吃午饭？", "我中午十二点吃午饭。", "我一般12点吃午饭。"),
    ("wufan", "zh", L, "我几点开会？", "我中午十二点吃午饭。", "我一般12点开会。"),
    ("wufan", "zh", L, "我几点吃午饭？", "我中午十二点吃午饭。", "我中午一点吃午饭。"),
    ("naozhong", "zh", R, "我的闹钟几点响？", "我的闹钟早上六点半响。", "我把闹钟定在早上6:30。"),
    ("naozhong", "zh", L, "我老婆的闹钟几点响？", "我的闹钟早上六点半响。", "我老婆把闹钟定在早上6:30。"),
    ("naozhong", "zh", L, "我的闹钟几点响？", "我的闹钟早上六点半响。", "我的闹钟早上七点半响。"),
    # -- Chinese: a weight or distance in another unit -----------------------------------------------------
    ("tizhong", "zh", R, "我多重？", "我体重60公斤。", "我现在六十千克。"),
    ("tizhong", "zh", R, "我多重？", "我体重60公斤。", "我的体重是120斤。"),
    ("tizhong", "zh", L, "我老公多重？", "我体重60公斤。", "我老公体重60公斤。"),
    ("tizhong", "zh", L, "我多重？", "我体重60公斤。", "我体重65公斤。"),
    ("tongqin7", "zh", R, "我家离公司多远？", "我家离公司十公里。", "从我家到公司有10km。"),
    ("tongqin7", "zh", L, "我家离学校多远？", "我家离公司十公里。", "从我家到学校有10km。"),
    ("tongqin7", "zh", L, "我家离公司多远？", "我家离公司十公里。", "我家离公司十分钟。"),
    # -- English and Chinese: a count said with a dozen / a pair, and a year span -------------------------
    ("eggs", "en", R, "How many eggs do I buy?", "I buy a dozen eggs every week.", "Every week I pick up 12 eggs."),
    ("eggs", "en", L, "How many eggs does my neighbour buy?", "I buy a dozen eggs every week.", "Every week my neighbour picks up 12 eggs."),
    ("eggs", "en", L, "How many eggs do I buy?", "I buy a dozen eggs every week.", "I buy a dozen eggs every month."),
    ("lease", "en", R, "How long is my lease?", "My lease runs for two years.", "I signed a 24-month lease."),
    ("lease", "en", L, "How long is my phone contract?", "My lease runs for two years.", "I signed a 24-month phone contract."),
    ("lease", "en", L, "How long is my lease?", "My lease runs for two years.", "My lease runs for one year."),
    ("heyue", "zh", R, "我的租约多长？", "我的租约是两年。", "我签了24个月的租房合同。"),
    ("heyue", "zh", L, "我的手机合约多长？", "我的租约是两年。", "我签了24个月的手机合约。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "probe7", 150000)


def main() -> None:
    write_pair_file(OUT, "issue #12 restatement probe set 7, English and Chinese, IN-SAMPLE (hand-written by the "
                         "restate session 20 before changing any rule of this round and before running it, values "
                         "written in another form inside a reworded sentence, with same-value look-alikes of other "
                         "subjects; not part of update_set.jsonl); built by bench/make_restate_probes_7.py; split once "
                         "before tuning into 'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
