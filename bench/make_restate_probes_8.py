"""Build restatement probe set 8 (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_restate_probes_8.py   # writes bench/data/restate_probes_8.jsonl

Written by session 21 (restate21) before any rule of its round was changed, and before the file was run
against the classifier: restatements whose QUANTITY is written in another form while the sentence around it
is reworded. The forms: a unit spelled out or abbreviated (500 GB / 500 gigabytes, 10 MB / ten megabytes,
12 km / twelve kilometres, 9 kg / nine kilograms, 2 litres / 2 liters), thousands separators and number words
(5,000 / five thousand, a hundred / 100, a dozen / 12, twenty / 20, forty-five / 45-minute), a money sign
against a currency word ($35 / thirty-five dollars, £300 / three hundred pounds, 1,200 dollars / $1200,
4,200 euros / €4200), a clock time in words (7:30 am / half past seven in the morning, 11 pm / eleven at
night), per-period phrases (a month / per month / every month, twice a week / 2 times per week); Chinese
numerals and units (一万二千元 / 12000块, 二十公斤 / 40斤, 两斤 / 一公斤, 五十公里 / 50km, 两个小时 /
120分钟, 半个小时 / 30分钟, 一刻钟 / 15分钟, 十点半 / 22:30, 两杯 / 2杯, 八个人 / 8个人, 五百G / 500GB,
三万 / 30000, 每周三次 / 一周3次).

Every restatement group has look-alikes that are a DIFFERENT fact: the same value said of another subject
(one value said of two subjects is two facts), another value of the same subject, am against pm, another
unit dimension or unit (500 GB / 500 MB, 9 kg / 9 lb, 12 km / 12 miles, 二十公斤 / 40公斤, 三万公里 /
三万英里), another period (a month / a year, 每周 / 每月); and a few updates with a change word, to see
whether a rule for quantities in other forms swallows them.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one
group): "tuning" is tuned on, "check" is not. Both halves are in-sample for the engine's authors
(hand-written by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20261501
OUT = Path(__file__).resolve().parent / "data" / "restate_probes_8.jsonl"

R, L, U = "restatement", "distinct_lookalike", "update_signal"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: money sign against a currency word, per-period phrases -----------------------------------
    ("phone", "en", R, "How much is my phone plan?", "My phone plan costs $35 a month.", "I pay thirty-five dollars per month for my phone plan."),
    ("phone", "en", R, "How much is my phone plan?", "My phone plan costs $35 a month.", "Every month my phone plan comes to 35 dollars."),
    ("phone", "en", L, "How much is my internet plan?", "My phone plan costs $35 a month.", "My internet plan costs $35 a month."),
    ("phone", "en", L, "How much is my phone plan?", "My phone plan costs $35 a month.", "My phone plan costs $45 a month."),
    ("phone", "en", U, "How much is my phone plan?", "My phone plan costs $35 a month.", "My phone plan went up to $40 a month."),
    ("gymfee", "en", R, "How much is the gym membership?", "The gym membership is 1,200 dollars a year.", "I pay $1200 per year for the gym membership."),
    ("gymfee", "en", L, "How much is the climbing club?", "The gym membership is 1,200 dollars a year.", "The climbing club membership is $1200 per year."),
    ("gymfee", "en", L, "How much is the gym membership?", "The gym membership is 1,200 dollars a year.", "The gym membership is $1,200 a month."),
    ("salary", "en", R, "What is my salary?", "My salary is 4,200 euros a month.", "I earn €4200 per month."),
    ("salary", "en", L, "What is my partner's salary?", "My salary is 4,200 euros a month.", "My partner earns €4200 per month."),
    ("salary", "en", L, "What is my salary?", "My salary is 4,200 euros a month.", "My salary is 4,800 euros a month."),
    ("salary", "en", L, "What is my salary?", "My salary is 4,200 euros a month.", "My salary is 4,200 dollars a month."),
    ("course", "en", R, "How much did the course cost?", "The pottery course costs £300.", "I paid three hundred pounds for the pottery course."),
    ("course", "en", L, "How much did the flight cost?", "The pottery course costs £300.", "I paid three hundred pounds for the flight."),
    ("course", "en", L, "How much did the course cost?", "The pottery course costs £300.", "The pottery course costs $300."),
    # -- English: a unit spelled out or abbreviated --------------------------------------------------------
    ("dbvol", "en", R, "How big is the database volume?", "The database volume is 500 GB.", "The database volume holds 500 gigabytes."),
    ("dbvol", "en", L, "How big is the log volume?", "The database volume is 500 GB.", "The log volume holds 500 gigabytes."),
    ("dbvol", "en", L, "How big is the database volume?", "The database volume is 500 GB.", "The database volume is 500 MB."),
    ("dbvol", "en", L, "How big is the database volume?", "The database volume is 500 GB.", "The database volume is 800 GB."),
    ("dbvol", "en", U, "How big is the database volume?", "The database volume is 500 GB.", "The database volume was resized to 1 TB."),
    ("attach", "en", R, "How large can email attachments be?", "Email attachments are limited to 10 MB.", "You can attach up to ten megabytes to an email."),
    ("attach", "en", L, "How large can chat uploads be?", "Email attachments are limited to 10 MB.", "You can upload up to ten megabytes in chat."),
    ("attach", "en", L, "How large can email attachments be?", "Email attachments are limited to 10 MB.", "Email attachments are limited to 10 GB."),
    ("commute", "en", R, "How long is my commute?", "My commute is 12 km each way.", "It's twelve kilometres each way to work."),
    ("commute", "en", L, "How far is my daughter's school?", "My commute is 12 km each way.", "It's twelve kilometres each way to my daughter's school."),
    ("commute", "en", L, "How long is my commute?", "My commute is 12 km each way.", "My commute is 12 miles each way."),
    ("bike", "en", R, "How heavy is my bike?", "My road bike weighs 9 kg.", "The road bike I ride is nine kilograms."),
    ("bike", "en", L, "How heavy is my backpack?", "My road bike weighs 9 kg.", "The backpack I carry is nine kilograms."),
    ("bike", "en", L, "How heavy is my bike?", "My road bike weighs 9 kg.", "My road bike weighs 9 lb."),
    ("water", "en", R, "How much water do I drink?", "I drink two litres of water a day.", "Every day I get through 2 liters of water."),
    ("water", "en", L, "How much water does my dog drink?", "I drink two litres of water a day.", "Every day my dog gets through 2 liters of water."),
    ("water", "en", L, "How much water do I drink?", "I drink two litres of water a day.", "I drink two litres of water a week."),
    # -- English: number words, dozen / hundred / thousand --------------------------------------------------
    ("bagels", "en", R, "How many bagels does the office order?", "Our office orders a dozen bagels every Friday.", "Every Friday the office gets 12 bagels."),
    ("bagels", "en", L, "How many donuts does the office order?", "Our office orders a dozen bagels every Friday.", "Every Friday the office gets 12 donuts."),
    ("bagels", "en", L, "How many bagels does the office order?", "Our office orders a dozen bagels every Friday.", "Our office orders two dozen bagels every Friday."),
    ("pushups", "en", R, "How many push-ups do I do?", "I do a hundred push-ups every day.", "Every day I knock out 100 push-ups."),
    ("pushups", "en", L, "How many sit-ups do I do?", "I do a hundred push-ups every day.", "Every day I knock out 100 sit-ups."),
    ("pushups", "en", L, "How many push-ups do I do?", "I do a hundred push-ups every day.", "I do a hundred push-ups every week."),
    ("subs", "en", R, "How many subscribers does the newsletter have?", "The newsletter has 5,000 subscribers.", "Five thousand people subscribe to the newsletter."),
    ("subs", "en", L, "How many subscribers does the podcast have?", "The newsletter has 5,000 subscribers.", "Five thousand people subscribe to the podcast."),
    ("subs", "en", L, "How many subscribers does the newsletter have?", "The newsletter has 5,000 subscribers.", "The newsletter has 50,000 subscribers."),
    ("subs", "en", U, "How many subscribers does the newsletter have?", "The newsletter has 5,000 subscribers.", "The newsletter has grown to 6,000 subscribers."),
    ("pages", "en", R, "How much do I read?", "I read twenty pages every night.", "Every night I get through 20 pages."),
    ("pages", "en", L, "How much does my husband read?", "I read twenty pages every night.", "Every night my husband gets through 20 pages."),
    ("pages", "en", L, "How much do I read?", "I read twenty pages every night.", "I read thirty pages every night."),
    ("swim", "en", R, "How often do I swim?", "I swim twice a week.", "I go swimming 2 times per week."),
    ("swim", "en", L, "How often do I do yoga?", "I swim twice a week.", "I go to yoga 2 times per week."),
    ("swim", "en", L, "How often do I swim?", "I swim twice a week.", "I swim twice a month."),
    ("rate", "en", R, "What interest do my savings earn?", "My savings account pays 3% interest.", "I get three percent interest on my savings account."),
    ("rate", "en", L, "What is my mortgage rate?", "My savings account pays 3% interest.", "I pay three percent interest on my mortgage."),
    ("rate", "en", L, "What interest do my savings earn?", "My savings account pays 3% interest.", "My savings account pays 4% interest."),
    # -- English: clock times and spans in words ------------------------------------------------------------
    ("bakery", "en", R, "When does the bakery open?", "The bakery opens at 7:30 am.", "The bakery opens its doors at half past seven in the morning."),
    ("bakery", "en", L, "When does the pharmacy open?", "The bakery opens at 7:30 am.", "The pharmacy opens its doors at half past seven in the morning."),
    ("bakery", "en", L, "When does the bakery open?", "The bakery opens at 7:30 am.", "The bakery opens at 7:30 pm."),
    ("bakery", "en", L, "When does the bakery open?", "The bakery opens at 7:30 am.", "The bakery opens at 8:30 am."),
    ("bedtime", "en", R, "When do I go to bed?", "I go to bed at 11 pm.", "I go to sleep at eleven o'clock at night."),
    ("bedtime", "en", L, "When does my son go to bed?", "I go to bed at 11 pm.", "My son goes to sleep at eleven o'clock at night."),
    ("bedtime", "en", L, "When do I go to bed?", "I go to bed at 11 pm.", "I go to bed at 10 pm."),
    ("session", "en", R, "When do sessions time out?", "The session timeout is 15 minutes.", "Sessions expire after fifteen minutes."),
    ("session", "en", L, "When do reset links expire?", "The session timeout is 15 minutes.", "Password reset links expire after fifteen minutes."),
    ("session", "en", L, "When do sessions time out?", "The session timeout is 15 minutes.", "The session timeout is 15 seconds."),
    ("train", "en", R, "How long is the train ride?", "The train ride takes forty-five minutes.", "It's a 45-minute train ride."),
    ("train", "en", L, "How long is the bus ride?", "The train ride takes forty-five minutes.", "It's a 45-minute bus ride."),
    ("train", "en", L, "How long is the train ride?", "The train ride takes forty-five minutes.", "The train ride takes fifty-five minutes."),
    # -- Chinese: money with 元 / 块 and number words -------------------------------------------------------
    ("yuexin", "zh", R, "我月薪多少？", "我的月薪是一万二千元。", "我每个月工资12000块。"),
    ("yuexin", "zh", L, "我老婆月薪多少？", "我的月薪是一万二千元。", "我老婆每个月工资12000块。"),
    ("yuexin", "zh", L, "我月薪多少？", "我的月薪是一万二千元。", "我的月薪是一万五千元。"),
    ("yuexin", "zh", U, "我月薪多少？", "我的月薪是一万二千元。", "我的月薪涨到了一万五千元。"),
    ("xuefei", "zh", R, "这门课学费多少？", "这门课学费两千八百元。", "这门课的学费是2800块。"),
    ("xuefei", "zh", L, "那台打印机多少钱？", "这门课学费两千八百元。", "那台打印机是2800块。"),
    ("xuefei", "zh", L, "这门课学费多少？", "这门课学费两千八百元。", "这门课学费两千三百元。"),
    ("xuefei", "zh", L, "这门课学费多少？", "这门课学费两千八百元。", "这门课学费两千八百美元。"),
    # -- Chinese: weight in 斤 / 公斤 / 千克 -----------------------------------------------------------------
    ("nver", "zh", R, "我女儿多重？", "我女儿体重二十公斤。", "我女儿有40斤重。"),
    ("nver", "zh", R, "我女儿多重？", "我女儿体重二十公斤。", "我女儿现在20千克。"),
    ("nver", "zh", L, "我儿子多重？", "我女儿体重二十公斤。", "我儿子体重20公斤。"),
    ("nver", "zh", L, "我女儿多重？", "我女儿体重二十公斤。", "我女儿体重四十公斤。"),
    ("pingguo", "zh", R, "我每周买多少苹果？", "我每周买两斤苹果。", "我一周买一公斤苹果。"),
    ("pingguo", "zh", L, "我每周买多少橙子？", "我每周买两斤苹果。", "我每周买两斤橙子。"),
    ("pingguo", "zh", L, "我每周买多少苹果？", "我每周买两斤苹果。", "我每周买两公斤苹果。"),
    # -- Chinese: distance, storage, mileage ---------------------------------------------------------------
    ("qiche", "zh", R, "我每周骑多远？", "我每周骑车五十公里。", "我一周要骑50km。"),
    ("qiche", "zh", L, "我每周跑多远？", "我每周骑车五十公里。", "我一周要跑50km。"),
    ("qiche", "zh", L, "我每周骑多远？", "我每周骑车五十公里。", "我每天骑车五十公里。"),
    ("yingpan8", "zh", R, "服务器硬盘多大？", "服务器硬盘是五百G。", "服务器的硬盘容量为500GB。"),
    ("yingpan8", "zh", L, "备份盘多大？", "服务器硬盘是五百G。", "备份盘的容量为500GB。"),
    ("yingpan8", "zh", L, "服务器硬盘多大？", "服务器硬盘是五百G。", "服务器硬盘是八百G。"),
    ("licheng", "zh", R, "我的车开了多少公里？", "我的车开了三万公里。", "我这辆车的里程是30000公里。"),
    ("licheng", "zh", L, "我爸的车开了多少公里？", "我的车开了三万公里。", "我爸那辆车的里程是30000公里。"),
    ("licheng", "zh", L, "我的车开了多少公里？", "我的车开了三万公里。", "我的车开了三万英里。"),
    # -- Chinese: spans of time, clock times ---------------------------------------------------------------
    ("dianying", "zh", R, "这部电影多长？", "这部电影有两个小时。", "这部电影片长120分钟。"),
    ("dianying", "zh", L, "那场演唱会多长？", "这部电影有两个小时。", "那场演唱会时长120分钟。"),
    ("dianying", "zh", L, "这部电影多长？", "这部电影有两个小时。", "这部电影有两个半小时。"),
    ("sanbu", "zh", R, "我每晚散步多久？", "我每天晚上散步半个小时。", "我每晚都散步30分钟。"),
    ("sanbu", "zh", L, "我每晚看书多久？", "我每天晚上散步半个小时。", "我每晚都看书30分钟。"),
    ("sanbu", "zh", L, "我每晚散步多久？", "我每天晚上散步半个小时。", "我每天晚上散步一个小时。"),
    ("ditie", "zh", R, "我走到地铁站要多久？", "我走到地铁站要一刻钟。", "从我家步行到地铁站是15分钟。"),
    ("ditie", "zh", L, "我走到超市要多久？", "我走到地铁站要一刻钟。", "从我家步行到超市是15分钟。"),
    ("ditie", "zh", L, "我走到地铁站要多久？", "我走到地铁站要一刻钟。", "我走到地铁站要半小时。"),
    ("shuijiao", "zh", R, "我几点睡觉？", "我每天晚上十点半睡觉。", "我一般22:30上床睡觉。"),
    ("shuijiao", "zh", L, "我儿子几点睡觉？", "我每天晚上十点半睡觉。", "我儿子一般22:30上床睡觉。"),
    ("shuijiao", "zh", L, "我几点睡觉？", "我每天晚上十点半睡觉。", "我每天晚上十一点半睡觉。"),
    ("shangban", "zh", R, "公司几点上班？", "公司早上九点上班。", "公司的上班时间是早上9:00。"),
    ("shangban", "zh", L, "学校几点上课？", "公司早上九点上班。", "学校的上课时间是早上9:00。"),
    ("shangban", "zh", L, "公司几点上班？", "公司早上九点上班。", "公司晚上九点上班。"),
    ("shangban", "zh", U, "公司几点上班？", "公司早上九点上班。", "公司上班时间改到早上十点了。"),
    # -- Chinese: counts with a measure word, frequency, cycles --------------------------------------------
    ("niunai", "zh", R, "我每天喝几杯牛奶？", "我每天喝两杯牛奶。", "我每天都要喝2杯牛奶。"),
    ("niunai", "zh", L, "我每天喝几杯咖啡？", "我每天喝两杯牛奶。", "我每天都要喝2杯咖啡。"),
    ("niunai", "zh", L, "我每天喝几杯牛奶？", "我每天喝两杯牛奶。", "我每天喝三杯牛奶。"),
    ("niunai", "zh", L, "我每天喝几杯牛奶？", "我每天喝两杯牛奶。", "我每周喝两杯牛奶。"),
    ("tuandui", "zh", R, "我们团队有几个人？", "我们团队有八个人。", "我们团队一共8个人。"),
    ("tuandui", "zh", L, "隔壁团队有几个人？", "我们团队有八个人。", "隔壁团队一共8个人。"),
    ("tuandui", "zh", L, "我们团队有几个人？", "我们团队有八个人。", "我们团队有十个人。"),
    ("youyong", "zh", R, "我多久游一次泳？", "我每周游泳三次。", "我一周游3次泳。"),
    ("youyong", "zh", L, "我多久跑一次步？", "我每周游泳三次。", "我一周跑3次步。"),
    ("youyong", "zh", L, "我多久游一次泳？", "我每周游泳三次。", "我每月游泳三次。"),
    ("fabu", "zh", R, "我们多久发一次版？", "我们每两周发一次版。", "我们的发版周期是两周。"),
    ("fabu", "zh", L, "我们多久开一次复盘会？", "我们每两周发一次版。", "我们的复盘会周期是两周。"),
    ("fabu", "zh", L, "我们多久发一次版？", "我们每两周发一次版。", "我们每三周发一次版。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "probe8", 160000)


def main() -> None:
    write_pair_file(OUT, "issue #12 restatement probe set 8, English and Chinese, IN-SAMPLE (hand-written by the "
                         "restate session 21 before changing any rule of this round and before running it, "
                         "quantities written in another form (units, number words, money signs, clock times in "
                         "words, per-period phrases) inside a reworded sentence, with same-value look-alikes of "
                         "other subjects, other values, am/pm and other units; not part of update_set.jsonl); built "
                         "by bench/make_restate_probes_8.py; split once before tuning into 'tuning' (tuned on) and "
                         "'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
