"""Build restatement probe set 6 (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_restate_probes_6.py   # writes bench/data/restate_probes_6.jsonl

Written by session 19 (restate19) before any rule of its round was changed, and before the file was run
against the classifier: the paraphrase operations that restate_probes 1-5, restate_probes_zh and the tuning
half of the labelled set do not show. Restatements: a fact said as a question answered ("Where did I grow
up? Lisbon." / 我是啥血型？A型。), as a reminder ("Don't forget, ..." / 提醒一下，...), in a longer sentence
with a reason clause ("..., because it's faster than the bus" / ...，因为喝了睡不着), active against passive
and a Chinese 把 / 被 sentence, a noun phrase against a clause ("My commute is 40 minutes." / "It takes me
40 minutes to get to work."), an abbreviation or a brand spelled out (AWS / Amazon Web Services, NYC, VS Code,
PM, 北大 / 北京大学, 上海交大, ES / Elasticsearch), the word order of a list, a measure word dropped or added
(一辆 / 辆), colloquial against plain Chinese (俺 / 我, 啥 / 什么, 咋 / 怎么, 电瓶车 / 电动车), book-title
marks, full-width against half-width punctuation and spacing, and a unit written another way (5 km / five
kilometres / 5k, 5公里 / 五公里 / 5km / 5千米, 175厘米 / 一米七五, 20°C / 20 degrees Celsius).

Every restatement group has near look-alikes that are a DIFFERENT fact, on the same shapes: another value,
another subject (a relative, a colleague, a neighbour), a negation, another time or frequency, a look-alike
brand (Visual Studio / VS Code, 北京理工大学 / 北京大学), a past habit; and a few updates with a change
word, to see whether a restatement rule swallows them.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one
group): "tuning" is tuned on, "check" is not. Both halves are in-sample for the engine's authors
(hand-written by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20261309
OUT = Path(__file__).resolve().parent / "data" / "restate_probes_6.jsonl"

R, L, E, T, U = "restatement", "distinct_lookalike", "distinct_event", "temporary", "update_signal"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: a noun phrase against a clause ----------------------------------------------------------
    ("commute", "en", R, "How long is my commute?", "My commute is 40 minutes.", "It takes me 40 minutes to get to work."),
    ("commute", "en", R, "How long is my commute?", "My commute is 40 minutes.", "Getting to work takes me forty minutes."),
    ("commute", "en", L, "How long is my wife's commute?", "My commute is 40 minutes.", "It takes my wife 40 minutes to get to work."),
    ("commute", "en", L, "How long is my commute?", "My commute is 40 minutes.", "My commute is 25 minutes."),
    ("height", "en", R, "How tall am I?", "My height is 180 cm.", "I'm 180 centimetres tall."),
    ("height", "en", R, "How tall am I?", "My height is 180 cm.", "I am 180cm tall, for the record."),
    ("height", "en", L, "How tall is my son?", "My height is 180 cm.", "My son is 180 cm tall."),
    ("height", "en", L, "How tall am I?", "My height is 180 cm.", "My height is 170 cm."),
    # -- English: a unit written another way --------------------------------------------------------------
    ("run5k", "en", R, "How far do I run?", "I run 5 km every morning.", "Every morning I run five kilometres."),
    ("run5k", "en", R, "How far do I run?", "I run 5 km every morning.", "Each morning I go for a 5 kilometre run."),
    ("run5k", "en", L, "How far do I walk?", "I run 5 km every morning.", "I walk 5 km every morning."),
    ("run5k", "en", L, "When do I run?", "I run 5 km every morning.", "I run 5 km every evening."),
    ("run5k", "en", L, "How far does my dad run?", "I run 5 km every morning.", "My dad runs 5 km every morning."),
    ("thermostat", "en", R, "What is the thermostat at?", "I keep the thermostat at 20°C.", "I keep the thermostat at 20 degrees Celsius."),
    ("thermostat", "en", R, "What is the thermostat at?", "I keep the thermostat at 20°C.", "The thermostat stays at 20 °C in my flat."),
    ("thermostat", "en", L, "What is the thermostat at?", "I keep the thermostat at 20°C.", "I keep the thermostat at 23°C."),
    ("laptop-kg", "en", R, "How heavy is my laptop?", "My laptop weighs 1.2 kg.", "My laptop weighs 1.2 kilograms."),
    ("laptop-kg", "en", L, "How heavy is my tablet?", "My laptop weighs 1.2 kg.", "My tablet weighs 1.2 kg."),
    # -- English: an abbreviation or a brand spelled out ---------------------------------------------------
    ("aws", "en", R, "Where do we host?", "We host everything on AWS.", "Everything we run is hosted on Amazon Web Services."),
    ("aws", "en", R, "Where do we host?", "We host everything on AWS.", "Our hosting provider is Amazon Web Services (AWS)."),
    ("aws", "en", L, "Where do we host?", "We host everything on AWS.", "We host everything on GCP."),
    ("aws", "en", L, "Do we host on AWS?", "We host everything on AWS.", "We don't host anything on AWS."),
    ("nyc", "en", R, "Where do I live?", "I live in NYC.", "I live in New York City."),
    ("nyc", "en", R, "Where do I live?", "I live in NYC.", "Home for me is New York City."),
    ("nyc", "en", L, "Where do my parents live?", "I live in NYC.", "My parents live in NYC."),
    ("nyc", "en", L, "Where did I live?", "I live in NYC.", "I used to live in NYC."),
    ("vscode", "en", R, "Which editor do I use?", "My editor is VS Code.", "I write code in Visual Studio Code."),
    ("vscode", "en", R, "Which editor do I use?", "My editor is VS Code.", "I use Visual Studio Code as my editor."),
    ("vscode", "en", L, "Which editor do I use?", "My editor is VS Code.", "My editor is Visual Studio."),
    ("vscode", "en", L, "Which editor does my colleague use?", "My editor is VS Code.", "My colleague's editor is VS Code."),
    ("pm", "en", R, "What is my job?", "I'm a PM at Spotify.", "I work as a product manager at Spotify."),
    ("pm", "en", L, "What is my job?", "I'm a PM at Spotify.", "I'm an engineer at Spotify."),
    ("pm", "en", L, "Where do I work?", "I'm a PM at Spotify.", "I'm a PM at Deezer."),
    # -- English: a fact said as a question answered -------------------------------------------------------
    ("blood", "en", R, "What is my blood type?", "My blood type is A positive.", "What's my blood type? A positive."),
    ("blood", "en", R, "What is my blood type?", "My blood type is A positive.", "My blood type? It's A positive."),
    ("blood", "en", L, "What is my husband's blood type?", "My blood type is A positive.", "What's my husband's blood type? A positive."),
    ("blood", "en", L, "What is my blood type?", "My blood type is A positive.", "My blood type is B positive."),
    ("lisbon", "en", R, "Where did I grow up?", "I grew up in Lisbon.", "Where did I grow up? Lisbon."),
    ("lisbon", "en", R, "Where did I grow up?", "I grew up in Lisbon.", "Lisbon is where I grew up, in case you wondered."),
    ("lisbon", "en", L, "Where did my wife grow up?", "I grew up in Lisbon.", "My wife grew up in Lisbon."),
    ("lisbon", "en", L, "Where did I grow up?", "I grew up in Lisbon.", "I grew up in Porto."),
    # -- English: a longer sentence with a reason clause ---------------------------------------------------
    ("bike", "en", R, "How do I get to work?", "I bike to work.", "I bike to work because it's faster than the bus."),
    ("bike", "en", R, "How do I get to work?", "I bike to work.", "Since parking is so expensive, I bike to work."),
    ("bike", "en", L, "How does my partner get to work?", "I bike to work.", "My partner bikes to work because it's faster than the bus."),
    ("bike", "en", L, "How did I get to work?", "I bike to work.", "I used to bike to work."),
    ("coffee", "en", R, "Do I drink coffee?", "I don't drink coffee.", "I don't drink coffee because it keeps me up at night."),
    ("coffee", "en", L, "Do I drink tea?", "I don't drink coffee.", "I don't drink tea because it keeps me up at night."),
    ("coffee", "en", L, "Do I drink coffee?", "I don't drink coffee.", "I drink coffee because it keeps me awake."),
    # -- English: said as a reminder -----------------------------------------------------------------------
    ("rent", "en", R, "When is rent due?", "The rent is due on the 1st of each month.", "Don't forget, rent is due on the first of every month."),
    ("rent", "en", R, "When is rent due?", "The rent is due on the 1st of each month.", "Reminder: the rent's due on the 1st of the month."),
    ("rent", "en", L, "When is the electricity bill due?", "The rent is due on the 1st of each month.", "The electricity bill is due on the 1st of each month."),
    ("rent", "en", L, "When is rent due?", "The rent is due on the 1st of each month.", "The rent is due on the 15th of each month."),
    ("rent", "en", U, "When is rent due?", "The rent is due on the 1st of each month.", "The rent is now due on the 5th of each month."),
    # -- English: active against passive -------------------------------------------------------------------
    ("nanny", "en", R, "Who picks up the kids?", "Our nanny picks up the kids at 4 pm.", "The kids are picked up by our nanny at 4 pm."),
    ("nanny", "en", R, "Who picks up the kids?", "Our nanny picks up the kids at 4 pm.", "At 4 pm the kids get picked up by our nanny."),
    ("nanny", "en", L, "Who picks up the kids?", "Our nanny picks up the kids at 4 pm.", "Our neighbour picks up the kids at 4 pm."),
    ("nanny", "en", L, "When are the kids picked up?", "Our nanny picks up the kids at 4 pm.", "Our nanny picks up the kids at 5 pm."),
    ("report", "en", R, "Who writes the quarterly report?", "Jonas writes the quarterly report.", "The quarterly report is written by Jonas."),
    ("report", "en", L, "Who reviews the quarterly report?", "Jonas writes the quarterly report.", "Jonas reviews the quarterly report."),
    ("report", "en", L, "Who writes the annual report?", "Jonas writes the quarterly report.", "The annual report is written by Jonas."),
    # -- English: the word order of a list -----------------------------------------------------------------
    ("languages", "en", R, "Which languages do I speak?", "I speak English, Spanish and Portuguese.", "I speak Portuguese, English and Spanish."),
    ("languages", "en", R, "Which languages do I speak?", "I speak English, Spanish and Portuguese.", "Spanish, Portuguese and English are the languages I speak."),
    ("languages", "en", L, "Which languages do I speak?", "I speak English, Spanish and Portuguese.", "I speak English, Spanish and Italian."),
    ("languages", "en", L, "Which languages does my husband speak?", "I speak English, Spanish and Portuguese.", "My husband speaks English, Spanish and Portuguese."),
    ("filetypes", "en", R, "Which file types are allowed?", "The allowed file types are PNG, JPEG and PDF.", "Allowed file types: PDF, PNG, JPEG."),
    ("filetypes", "en", L, "Which file types are allowed?", "The allowed file types are PNG, JPEG and PDF.", "The allowed file types are PNG, JPEG and GIF."),
    # -- Chinese: 把 / 被 -----------------------------------------------------------------------------------
    ("tingche", "zh", R, "我的车停在哪？", "我把车停在了B2层。", "车被我停在B2层了。"),
    ("tingche", "zh", R, "我的车停在哪？", "我把车停在了B2层。", "我的车停在B2层。"),
    ("tingche", "zh", L, "我老公的车停在哪？", "我把车停在了B2层。", "我老公把车停在了B2层。"),
    ("tingche", "zh", L, "我的车停在哪？", "我把车停在了B2层。", "我把车停在了B3层。"),
    ("rizhi", "zh", R, "日志存在哪里？", "我们把日志存在ES里。", "日志被我们存到ES里了。"),
    ("rizhi", "zh", R, "日志存在哪里？", "我们把日志存在ES里。", "日志我们是存在Elasticsearch里的。"),
    ("rizhi", "zh", L, "监控数据存在哪里？", "我们把日志存在ES里。", "我们把监控数据存在ES里。"),
    ("rizhi", "zh", L, "日志存在哪里？", "我们把日志存在ES里。", "我们把日志存在ClickHouse里。"),
    # -- Chinese: a measure word dropped or added ----------------------------------------------------------
    ("mao", "zh", R, "我养了几只猫？", "我养了两只猫。", "我养了2只猫。"),
    ("mao", "zh", R, "我养了几只猫？", "我养了两只猫。", "我家里养着两只猫。"),
    ("mao", "zh", L, "我养了什么？", "我养了两只猫。", "我养了两只狗。"),
    ("mao", "zh", L, "我姐养了几只猫？", "我养了两只猫。", "我姐养了两只猫。"),
    ("mao", "zh", L, "我养了几只猫？", "我养了两只猫。", "我养了三只猫。"),
    ("diandongche", "zh", R, "我家有什么车？", "我家有一辆电动车。", "我家有辆电动车。"),
    ("diandongche", "zh", L, "我家有什么车？", "我家有一辆电动车。", "我家有一辆摩托车。"),
    ("diandongche", "zh", L, "邻居家有什么车？", "我家有一辆电动车。", "我邻居家有一辆电动车。"),
    # -- Chinese: colloquial against plain (俺 / 我, 啥 / 什么, 咋 / 怎么) ----------------------------------
    ("shandong", "zh", R, "我是哪里人？", "俺是山东人。", "我是山东人。"),
    ("shandong", "zh", R, "我是哪里人？", "俺是山东人。", "我老家是山东的。"),
    ("shandong", "zh", L, "我媳妇是哪里人？", "俺是山东人。", "俺媳妇是山东人。"),
    ("shandong", "zh", L, "我是哪里人？", "俺是山东人。", "俺是山西人。"),
    ("la", "zh", R, "我能吃辣吗？", "我啥辣的都能吃。", "我什么辣的都能吃。"),
    ("la", "zh", L, "我能吃辣吗？", "我啥辣的都能吃。", "我什么辣的都不能吃。"),
    ("la", "zh", L, "我老婆能吃辣吗？", "我啥辣的都能吃。", "我老婆什么辣的都能吃。"),
    ("shangban", "zh", R, "我怎么上班？", "我每天骑电动车上班。", "我平时咋去上班？骑电动车呗。"),
    ("shangban", "zh", R, "我怎么上班？", "我每天骑电动车上班。", "我每天都是骑电瓶车去上班的。"),
    ("shangban", "zh", L, "我怎么上班？", "我每天骑电动车上班。", "我每天开车上班。"),
    ("shangban", "zh", L, "我老公怎么上班？", "我每天骑电动车上班。", "我老公每天骑电动车上班。"),
    # -- Chinese: a fact said as a question answered -------------------------------------------------------
    ("xuexing", "zh", R, "我是什么血型？", "我的血型是A型。", "我是啥血型？A型。"),
    ("xuexing", "zh", R, "我是什么血型？", "我的血型是A型。", "要问我的血型的话，是A型。"),
    ("xuexing", "zh", L, "我儿子是什么血型？", "我的血型是A型。", "我儿子的血型是A型。"),
    ("xuexing", "zh", L, "我是什么血型？", "我的血型是A型。", "我的血型是B型。"),
    ("shenzhen", "zh", R, "我在哪个城市工作？", "我在深圳工作。", "我在哪个城市工作？深圳。"),
    ("shenzhen", "zh", L, "我老婆在哪个城市工作？", "我在深圳工作。", "我老婆在深圳工作。"),
    ("shenzhen", "zh", L, "我在哪个城市工作？", "我在深圳工作。", "我在广州工作。"),
    # -- Chinese: an abbreviation against the full name ----------------------------------------------------
    ("beida", "zh", R, "我是哪个学校毕业的？", "我毕业于北京大学。", "我是北大毕业的。"),
    ("beida", "zh", R, "我是哪个学校毕业的？", "我毕业于北京大学。", "我毕业于北大。"),
    ("beida", "zh", L, "我是哪个学校毕业的？", "我毕业于北京大学。", "我毕业于北京理工大学。"),
    ("beida", "zh", L, "我女儿是哪个学校毕业的？", "我毕业于北京大学。", "我女儿毕业于北京大学。"),
    ("jiaoda", "zh", R, "我弟弟在哪读研？", "我弟弟在上海交通大学读研。", "我弟弟在上海交大读研究生。"),
    ("jiaoda", "zh", L, "我弟弟在哪读研？", "我弟弟在上海交通大学读研。", "我弟弟在西安交通大学读研。"),
    ("jiaoda", "zh", L, "我妹妹在哪读研？", "我弟弟在上海交通大学读研。", "我妹妹在上海交通大学读研。"),
    # -- Chinese: punctuation and spacing ------------------------------------------------------------------
    ("santi", "zh", R, "我最喜欢的书是什么？", "我最喜欢的书是《三体》。", "我最喜欢的书是「三体」。"),
    ("santi", "zh", R, "我最喜欢的书是什么？", "我最喜欢的书是《三体》。", "我最喜欢的书：三体"),
    ("santi", "zh", L, "我最喜欢的书是什么？", "我最喜欢的书是《三体》。", "我最喜欢的书是《球状闪电》。"),
    ("santi", "zh", L, "我老公最喜欢的书是什么？", "我最喜欢的书是《三体》。", "我老公最喜欢的书是《三体》。"),
    ("youxiang", "zh", R, "我的邮箱是什么？", "我的邮箱是wang.lei@example.com。", "我的邮箱是 wang.lei@example.com"),
    ("youxiang", "zh", R, "我的邮箱是什么？", "我的邮箱是wang.lei@example.com。", "我邮箱：wang.lei@example.com"),
    ("youxiang", "zh", L, "我的邮箱是什么？", "我的邮箱是wang.lei@example.com。", "我的邮箱是wang.li@example.com。"),
    ("zuoxi", "zh", R, "我几点起床几点睡？", "我每天早上七点起床，晚上十一点睡觉。", "我每天早上7点起床,晚上11点睡觉."),
    ("zuoxi", "zh", L, "我几点起床几点睡？", "我每天早上七点起床，晚上十一点睡觉。", "我每天早上6点起床，晚上11点睡觉。"),
    ("zuoxi", "zh", L, "我女儿几点起床几点睡？", "我每天早上七点起床，晚上十一点睡觉。", "我女儿每天早上七点起床，晚上十一点睡觉。"),
    # -- Chinese: a unit written another way ---------------------------------------------------------------
    ("pao5", "zh", R, "我每天跑多远？", "我每天跑5公里。", "我每天跑五公里。"),
    ("pao5", "zh", R, "我每天跑多远？", "我每天跑5公里。", "我每天跑5km。"),
    ("pao5", "zh", R, "我每天跑多远？", "我每天跑5公里。", "我每天都跑5千米。"),
    ("pao5", "zh", L, "我每天走多远？", "我每天跑5公里。", "我每天走5公里。"),
    ("pao5", "zh", L, "我每周跑多远？", "我每天跑5公里。", "我每周跑5公里。"),
    ("shengao", "zh", R, "我多高？", "我身高175厘米。", "我身高一米七五。"),
    ("shengao", "zh", R, "我多高？", "我身高175厘米。", "我身高175cm。"),
    ("shengao", "zh", L, "我老公多高？", "我身高175厘米。", "我老公身高175厘米。"),
    ("shengao", "zh", L, "我多高？", "我身高175厘米。", "我身高165厘米。"),
    # -- Chinese: a noun phrase against a clause -----------------------------------------------------------
    ("tongqin", "zh", R, "我通勤多久？", "我的通勤时间是一个小时。", "我上班路上要花一个小时。"),
    ("tongqin", "zh", R, "我通勤多久？", "我的通勤时间是一个小时。", "我每天去公司路上要一个小时。"),
    ("tongqin", "zh", L, "我老婆通勤多久？", "我的通勤时间是一个小时。", "我老婆的通勤时间是一个小时。"),
    ("tongqin", "zh", L, "我通勤多久？", "我的通勤时间是一个小时。", "我的通勤时间是半个小时。"),
    # -- Chinese: a longer sentence with a reason clause; said as a reminder -------------------------------
    ("kafei", "zh", R, "我喝咖啡吗？", "我不喝咖啡。", "我不喝咖啡，因为喝了晚上睡不着。"),
    ("kafei", "zh", L, "我喝奶茶吗？", "我不喝咖啡。", "我不喝奶茶，因为喝了晚上睡不着。"),
    ("kafei", "zh", L, "我喝咖啡吗？", "我不喝咖啡。", "我每天都喝咖啡，因为不喝就犯困。"),
    ("fangzu", "zh", R, "房租几号交？", "房租每月1号交。", "提醒一下，房租是每个月一号交。"),
    ("fangzu", "zh", R, "房租几号交？", "房租每月1号交。", "别忘了，每月1号要交房租。"),
    ("fangzu", "zh", L, "水电费几号交？", "房租每月1号交。", "水电费每月1号交。"),
    ("fangzu", "zh", L, "房租几号交？", "房租每月1号交。", "房租每月15号交。"),
    ("fangzu", "zh", U, "房租几号交？", "房租每月1号交。", "房租改成每月5号交了。"),
    # -- Chinese: the word order of a list -----------------------------------------------------------------
    ("yuyan", "zh", R, "我会说什么语言？", "我会说普通话、粤语和英语。", "英语、普通话、粤语我都会说。"),
    ("yuyan", "zh", R, "我会说什么语言？", "我会说普通话、粤语和英语。", "我会说英语、粤语和普通话。"),
    ("yuyan", "zh", L, "我会说什么语言？", "我会说普通话、粤语和英语。", "我会说普通话、粤语和日语。"),
    ("yuyan", "zh", L, "我爸会说什么语言？", "我会说普通话、粤语和英语。", "我爸会说普通话、粤语和英语。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "probe6", 140000)


def main() -> None:
    write_pair_file(OUT, "issue #12 restatement probe set 6, English and Chinese, IN-SAMPLE (hand-written by the "
                         "restate session 19 before changing any rule of this round and before running it, paraphrase "
                         "operations restate_probes 1-5, restate_probes_zh and the labelled set's tuning half do not "
                         "show; not part of update_set.jsonl); built by bench/make_restate_probes_6.py; split once "
                         "before tuning into 'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
