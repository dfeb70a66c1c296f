"""Issue #12: IN-SAMPLE probes for a short form read by the change rungs as the restatement rungs read it, and a
time of the change beside a changed value (session 35, short35), hand-written by the engineer who tunes on them, before
any rule of the round was changed (from the audit of blind probe set 12, causes 3 and 4):
  - A short form of `words`' rows on one side (单测 / 单元测试, 生产库 / 生产数据库, 北大 / 北京大学, 男友 / 男朋友):
    updates where only the value differs ("单元测试覆盖率是60%" / "单测覆盖率 75%") and restatements.
  - How often said with the kinds table's synonyms ("every other week" / "biweekly" / "fortnightly", "once a month" /
    "monthly"): restatements, and an update to another frequency.
  - A lowercase phrase spelling the other side's all-capitals acronym ("personal best" / PB, "pull request" / PR,
    "end of day" / EOD, "quality assurance" / QA): updates and restatements in one frame.
  - A change said with a time of the change (上个月, 去年, 前几天, last month, recently) and a companion clause.
Look-alikes that must stay apart: another acronym ("blood pressure" / BP), "public beta" / PB in another frame, a chat
sentence with a change word ("以后我也会注意这些细节"), two values of two things (5k / 10k, 单元测试 / 集成测试),
another holder (岳父岳母 / 爸妈, my in-laws / my parents), another object of the change (a phone case / a phone).

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_short_probes.py   # writes bench/data/short_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/short_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263503
OUT = Path(__file__).resolve().parent / "data" / "short_probes.jsonl"

S, U, R = "update_signal", "update_nosignal", "restatement"
L, E, X = "distinct_lookalike", "distinct_event", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a short form of words' rows on one side (Chinese) --------------------------------------------------------
    ("cover", "zh", U, "单元测试覆盖率是多少？", "单元测试覆盖率是60%。", "单测覆盖率 75%。"),
    ("cover", "zh", R, "单元测试覆盖率是多少？", "单元测试覆盖率是60%。", "单测覆盖率是60%。"),
    ("cover", "zh", L, "集成测试覆盖率是多少？", "单元测试覆盖率是60%。", "集成测试覆盖率是75%。"),
    ("coverreq", "zh", U, "单元测试覆盖率要求是多少？", "单测覆盖率要求是80%。", "单元测试覆盖率要求是85%。"),
    ("coverreq", "zh", R, "单元测试覆盖率要求是多少？", "单测覆盖率要求是80%。", "单元测试覆盖率要求是80%。"),
    ("proddb", "zh", U, "生产数据库在哪个机房？", "生产数据库在上海机房。", "生产库在北京机房。"),
    ("proddb", "zh", R, "生产数据库在哪个机房？", "生产数据库在上海机房。", "生产库在上海机房。"),
    ("proddb", "zh", L, "测试库在哪个机房？", "生产数据库在上海机房。", "测试库在北京机房。"),
    ("repo", "zh", U, "代码仓库放在哪？", "我们的代码仓库放在GitHub上。", "我们的代码库放在GitLab上。"),
    ("repo", "zh", R, "代码仓库放在哪？", "我们的代码仓库放在GitHub上。", "我们的代码库放在GitHub上。"),
    ("pku", "zh", U, "我表妹在北京大学读几年级？", "我表妹在北京大学读大二。", "我表妹在北大读大三。"),
    ("pku", "zh", R, "我表妹在哪读书？", "我表妹在北京大学读书。", "我表妹在北大读书。"),
    ("pku", "zh", L, "我表哥在哪读书？", "我表妹在北京大学读书。", "我表哥在北大读书。"),
    ("bf", "zh", U, "我男朋友多大了？", "我男朋友今年28岁。", "我男友今年29岁。"),
    ("bf", "zh", R, "我男朋友在哪工作？", "我男朋友在深圳工作。", "我男友在深圳工作。"),
    ("bf", "zh", L, "我闺蜜的男朋友多大了？", "我男朋友今年28岁。", "我闺蜜的男友今年29岁。"),
    ("dentist", "zh", U, "我的牙医姓什么？", "我的牙科医生姓王。", "我的牙医姓李。"),
    ("dentist", "zh", R, "我的牙医姓什么？", "我的牙科医生姓王。", "我的牙医姓王。"),
    ("frontend", "zh", U, "前端用的什么框架？", "我们的前端用的是Vue。", "我们的frontend用的是React。"),
    # -- how often, said with the kinds table's synonyms ---------------------------------------------------------
    ("release", "en", R, "How often do we ship mobile releases?", "We ship mobile releases every other week.", "We ship mobile releases biweekly."),
    ("release", "en", U, "How often do we ship mobile releases?", "We ship mobile releases every other week.", "We ship mobile releases weekly."),
    ("payroll", "en", R, "How often does payroll run?", "Payroll runs fortnightly.", "Payroll runs every two weeks."),
    ("payroll", "en", L, "How often do expense reports run?", "Payroll runs fortnightly.", "Expense reports run monthly."),
    ("retro", "en", R, "How often is the team retro?", "The team retro is every other week.", "The team retro is fortnightly."),
    ("newsletter", "en", R, "How often does the newsletter go out?", "The newsletter goes out once a month.", "The newsletter goes out monthly."),
    ("newsletter", "en", U, "How often does the newsletter go out?", "The newsletter goes out once a month.", "The newsletter goes out biweekly."),
    ("mom", "en", R, "How often do I call my mom?", "I call my mom once a week.", "I call my mom weekly."),
    ("mom", "en", L, "How often do I call my brother?", "I call my mom once a week.", "I call my brother monthly."),
    ("plants", "en", R, "How often do I water the ferns?", "I water the ferns every other week.", "I water the ferns biweekly."),
    ("plants", "en", U, "How often do I water the ferns?", "I water the ferns every other week.", "I water the ferns every day."),
    ("zhfreq", "zh", R, "周会纪要多久发一次？", "周会纪要每两周发一次。", "周会纪要每14天发一次。"),
    # -- a lowercase phrase spelling the other side's acronym ---------------------------------------------------
    ("pb", "en", U, "What is my marathon personal best?", "My marathon personal best is 3:41:20.", "My marathon PB is 3:35:02."),
    ("pb", "en", R, "What is my half marathon personal best?", "My half marathon personal best is 1:52:10.", "My half marathon PB is 1:52:10."),
    ("pb", "en", L, "What is my 10k personal best?", "My 5k personal best is 24:10.", "My 10k PB is 49:58."),
    ("pb", "en", L, "When does the public beta open?", "The public beta opens in May.", "I set a new PB in May."),
    ("bp", "en", L, "What is my blood pressure?", "My personal best for the 10k is 52:40.", "My BP is 130 over 85."),
    ("prr", "en", U, "How many approvals does my pull request have?", "My pull request has 3 approvals.", "My PR has 5 approvals."),
    ("prr", "en", R, "Is the login fix merged?", "The pull request for the login fix is merged.", "The PR for the login fix is merged."),
    ("prr", "en", L, "How many approvals does my PRD have?", "My pull request has 3 approvals.", "My PRD has 5 approvals."),
    ("eod", "en", U, "When is the report due?", "The report is due end of day Friday.", "The report is due EOD Thursday."),
    ("eod", "en", R, "When should I send the numbers?", "Send me the numbers by end of day.", "Send me the numbers by EOD."),
    ("qa", "en", U, "Who is our quality assurance lead?", "Our quality assurance lead is Priya.", "Our QA lead is Marcus."),
    ("qa", "en", R, "Who signs off on releases?", "The quality assurance team signs off on releases.", "The QA team signs off on releases."),
    ("qa", "en", L, "Who is our tech lead?", "Our quality assurance lead is Priya.", "Our TL is Marcus."),
    ("wfh", "en", U, "Which day is my work from home day?", "My work from home day is Friday.", "My WFH day is Monday."),
    ("wfh", "en", R, "Which day is my work from home day?", "My work from home day is Friday.", "My WFH day is Friday."),
    ("rhr", "en", U, "What is my resting heart rate?", "My resting heart rate is 58.", "My RHR is 54."),
    ("rhr", "en", L, "What is my max heart rate?", "My resting heart rate is 58.", "My max heart rate is 185."),
    ("dm", "en", U, "Who is our dungeon master?", "Our dungeon master is Tom.", "Our DM is Sara."),
    # -- a change said with a time of the change and a companion clause ----------------------------------------
    ("nainai", "zh", S, "我奶奶住在哪？", "我奶奶住在乡下老家。", "奶奶去年搬到城里跟我们一起住了。"),
    ("nainai", "zh", L, "我外婆住在哪？", "我奶奶住在乡下老家。", "我外婆去年搬到城里跟舅舅一起住了。"),
    ("didi", "zh", S, "我弟弟住在哪？", "我弟弟住在成都。", "我弟弟前几天搬到重庆跟女朋友一起住了。"),
    ("didi", "zh", X, "我以后会注意什么？", "我弟弟住在成都。", "以后我也会注意这些细节。"),
    ("parents", "zh", S, "我爸妈住在哪？", "我爸妈住在老家南通。", "爸妈上个月搬到苏州跟我们一起住了。"),
    ("parents", "zh", L, "我岳父岳母住在哪？", "我爸妈住在老家南通。", "我岳父岳母上个月搬到苏州跟我们一起住了。"),
    ("parents", "zh", X, "我最近在忙什么？", "我爸妈住在老家南通。", "我上个月也换了新工作，挺忙的。"),
    ("commute", "zh", S, "我怎么上班？", "我每天开车上班。", "我上个月开始改坐地铁上班了，省了不少油钱。"),
    ("phone", "zh", S, "我用的什么手机？", "我用的是安卓手机。", "我上周换成了苹果手机，用着还挺顺手。"),
    ("phone", "zh", L, "我的手机壳是什么样的？", "我用的是安卓手机。", "我上周换了个手机壳，挺好看的。"),
    ("district", "zh", S, "我们住在哪个区？", "我们住在朝阳区。", "我们去年搬到海淀区了，离孩子学校近。"),
    ("district", "zh", X, "我以后会注意什么？", "我们住在朝阳区。", "以后我会注意这些细节的。"),
    ("en_parents", "en", S, "Where do my parents live?", "My parents live in Leeds.", "My parents moved to York last month to be closer to us."),
    ("en_parents", "en", L, "Where do my in-laws live?", "My parents live in Leeds.", "My in-laws moved to York last month to be closer to us."),
    ("en_commute", "en", S, "How do I get to work?", "I drive to work.", "I started taking the train to work last month, it saves me an hour."),
    ("en_phone", "en", S, "What phone do I use?", "I use an Android phone.", "I switched to an iPhone recently and I like it so far."),
    ("en_phone", "en", L, "What phone case do I have?", "I use an Android phone.", "I switched phone cases recently and I like it so far."),
    ("en_sister", "en", S, "Where does my sister live?", "My sister lives in Boston.", "My sister moved to Denver last year with her husband."),
    ("en_sister", "en", X, "What will I pay attention to?", "My sister lives in Boston.", "I'll pay more attention to those details from now on."),
    ("en_gym", "en", S, "Which gym do I go to?", "I go to the gym on Elm Street.", "I switched to the climbing gym downtown last week, my friends go there."),
    ("en_gym", "en", L, "Which gym does my roommate go to?", "I go to the gym on Elm Street.", "My roommate switched to the climbing gym downtown last week."),
    # -- two values of two things, each said with a short form -----------------------------------------------
    ("two", "zh", L, "集成测试覆盖率是多少？", "单测覆盖率是62%。", "集成测试覆盖率是71%。"),
    ("two", "zh", L, "测试库在哪？", "生产库在上海。", "测试环境的数据库在北京。"),
    ("two_en", "en", L, "What is my 5k personal best?", "My 5k PB is 24:10.", "My mile personal best is 6:40."),
    ("two_en", "en", L, "Who is our product lead?", "Our QA lead is Priya.", "Our product lead is Marcus."),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "short", 353500)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_short_probes.py): hand-written by session 35 "
                         "(short35) before any rule of its round was changed, for a short form read by the change "
                         "rungs as the restatement rungs read it (words' rows, the kinds table's how-often synonyms, "
                         "a lowercase phrase spelling the other side's acronym) and a change said with a time of the "
                         "change and a companion clause; every group has look-alikes that are DIFFERENT facts "
                         "(another acronym, another frame, chat with a change word, two values of two things, another "
                         "holder) or restatements; split once before tuning into 'tuning' (tuned on) and 'check' "
                         "(counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
