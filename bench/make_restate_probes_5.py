"""Build restatement probe set 5 (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_restate_probes_5.py   # writes bench/data/restate_probes_5.jsonl

Written by session 17 before any rule of its round was changed: a fact said again weeks later in the
ways people really repeat themselves, worded unlike restate_probes 1-4, restate_probes_zh and the
labelled set. Restatements: clauses reordered, active against passive, synonym verbs and nouns, a name
against a pronoun or "my X", contractions, filler and hedges ("as I said", "just to remind you", "btw",
我之前说过, 对了, 其实), number forms (10 / ten / 十 / 10点 / 十点钟), particles dropped or added (的, 了, 是,
在), measure words, 咱们 / 我们, a longer against a shorter version of one fact, and MemoryBank-style chat
sentences (a few adapted from ../shared/data/memorybank/, English and Chinese of the same exchange).

About 40 % controls that must stay TWO entries: one detail differs (another person, day, place, number,
object), a negation, a plan against a done thing, a temporary state; and a few updates with a change word,
to see whether a restatement rule swallows them.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one
group): "tuning" is tuned on, "check" is not. Both halves are in-sample for the engine's authors
(hand-written by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20261202
OUT = Path(__file__).resolve().parent / "data" / "restate_probes_5.jsonl"

R, L, E, T, U = "restatement", "distinct_lookalike", "distinct_event", "temporary", "update_signal"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: hedges and filler, weeks later --------------------------------------------------------
    ("pilates", "en", R, "When do I do pilates?", "I do pilates on Tuesday evenings.", "Just to remind you, I do pilates on Tuesday evenings."),
    ("pilates", "en", R, "When do I do pilates?", "I do pilates on Tuesday evenings.", "Btw I've got pilates Tuesday evenings."),
    ("pilates", "en", R, "When do I do pilates?", "I do pilates on Tuesday evenings.", "On Tuesday evenings I do pilates, as I said."),
    ("pilates", "en", L, "When do I do yoga?", "I do pilates on Tuesday evenings.", "I do yoga on Tuesday evenings."),
    ("pilates", "en", E, "When do I do pilates?", "I do pilates on Tuesday evenings.", "I do pilates on Thursday evenings."),
    ("pilates", "en", L, "When does my wife do pilates?", "I do pilates on Tuesday evenings.", "My wife does pilates on Tuesday evenings."),
    ("standup", "en", R, "When is the standup?", "Our standup is at 10 am.", "The standup is at ten in the morning."),
    ("standup", "en", R, "When is the standup?", "Our standup is at 10 am.", "As I said before, our standup starts at 10am."),
    ("standup", "en", R, "When is the standup?", "Our standup is at 10 am.", "We have our standup at 10:00."),
    ("standup", "en", L, "When is the retro?", "Our standup is at 10 am.", "Our retro is at 10 am."),
    ("standup", "en", L, "When is the standup?", "Our standup is at 10 am.", "Our standup is at 11 am."),
    ("standup", "en", U, "When is the standup?", "Our standup is at 10 am.", "Our standup moved to 11 am."),
    ("peanuts", "en", R, "What am I allergic to?", "I'm allergic to peanuts.", "I am allergic to peanuts, just so you remember."),
    ("peanuts", "en", R, "What am I allergic to?", "I'm allergic to peanuts.", "Peanuts give me an allergic reaction."),
    ("peanuts", "en", R, "What am I allergic to?", "I'm allergic to peanuts.", "I have a peanut allergy."),
    ("peanuts", "en", L, "What is my son allergic to?", "I'm allergic to peanuts.", "My son is allergic to peanuts."),
    ("peanuts", "en", L, "What am I allergic to?", "I'm allergic to peanuts.", "I'm allergic to shellfish."),
    ("peanuts", "en", L, "Am I allergic to peanuts?", "I'm allergic to peanuts.", "I'm not allergic to peanuts."),
    # -- English: name against pronoun or "my X" ---------------------------------------------------------
    ("maria", "en", R, "What does Maria do?", "My sister Maria is a nurse.", "Maria, my sister, works as a nurse."),
    ("maria", "en", R, "What does Maria do?", "My sister Maria is a nurse.", "My sister is a nurse; her name is Maria."),
    ("maria", "en", R, "What does Maria do?", "My sister Maria is a nurse.", "Maria is a nurse. She's my sister."),
    ("maria", "en", L, "What does Maria's husband do?", "My sister Maria is a nurse.", "My sister Maria's husband is a nurse."),
    ("maria", "en", L, "What does my sister do?", "My sister Maria is a nurse.", "My sister Maria is a teacher."),
    ("maria", "en", L, "What does my cousin Maria do?", "My sister Maria is a nurse.", "My cousin Maria is a nurse."),
    ("rex", "en", R, "What is my dog called?", "My dog's name is Rex.", "My dog is called Rex."),
    ("rex", "en", R, "What is my dog called?", "My dog's name is Rex.", "Rex is the name of my dog."),
    ("rex", "en", R, "What is my dog called?", "My dog's name is Rex.", "I named my dog Rex."),
    ("rex", "en", L, "What is my cat called?", "My dog's name is Rex.", "My cat's name is Rex."),
    ("rex", "en", L, "What is my neighbour's dog called?", "My dog's name is Rex.", "My neighbour's dog's name is Rex."),
    # -- English: active / passive, reordered clauses, synonyms ------------------------------------------
    ("deploy", "en", R, "Who deploys the backend?", "Tom deploys the backend every Friday.", "Every Friday the backend is deployed by Tom."),
    ("deploy", "en", R, "Who deploys the backend?", "Tom deploys the backend every Friday.", "Tom does the backend deploy on Fridays."),
    ("deploy", "en", R, "Who deploys the backend?", "Tom deploys the backend every Friday.", "The backend gets deployed every Friday, Tom does it."),
    ("deploy", "en", L, "Who deploys the frontend?", "Tom deploys the backend every Friday.", "Tom deploys the frontend every Friday."),
    ("deploy", "en", L, "Who deploys the backend?", "Tom deploys the backend every Friday.", "Anna deploys the backend every Friday."),
    ("deploy", "en", E, "When does Tom deploy the backend?", "Tom deploys the backend every Friday.", "Tom deploys the backend every Monday."),
    ("dentist", "en", R, "When is my dentist appointment?", "I have a dentist appointment on May 14 at 3 pm.", "My dentist appointment is on May 14th at 3pm."),
    ("dentist", "en", R, "When is my dentist appointment?", "I have a dentist appointment on May 14 at 3 pm.", "At 3 pm on May 14 I have a dentist appointment."),
    ("dentist", "en", L, "When is my eye appointment?", "I have a dentist appointment on May 14 at 3 pm.", "I have an eye appointment on May 14 at 3 pm."),
    ("dentist", "en", E, "When is my dentist appointment?", "I have a dentist appointment on May 14 at 3 pm.", "I have a dentist appointment on May 21 at 3 pm."),
    ("dentist", "en", U, "When is my dentist appointment?", "I have a dentist appointment on May 14 at 3 pm.", "My dentist appointment was moved to May 21 at 3 pm."),
    ("marathon", "en", R, "What did I run in 2022?", "I ran the Berlin marathon in 2022.", "In 2022 I ran the Berlin marathon."),
    ("marathon", "en", R, "What did I run in 2022?", "I ran the Berlin marathon in 2022.", "I completed the Berlin marathon back in 2022."),
    ("marathon", "en", R, "What did I run in 2022?", "I ran the Berlin marathon in 2022.", "Just so you know, I did the Berlin marathon in 2022."),
    ("marathon", "en", E, "What did I run in 2023?", "I ran the Berlin marathon in 2022.", "I ran the Berlin marathon in 2023."),
    ("marathon", "en", L, "What am I going to run in 2026?", "I ran the Berlin marathon in 2022.", "I'm going to run the Berlin marathon in 2026."),
    ("postgres", "en", R, "Which database does the app use?", "The app stores its data in PostgreSQL 15.", "The app's data is stored in PostgreSQL 15."),
    ("postgres", "en", R, "Which database does the app use?", "The app stores its data in PostgreSQL 15.", "We keep the app's data in Postgres 15."),
    ("postgres", "en", R, "Which database does the app use?", "The app stores its data in PostgreSQL 15.", "PostgreSQL 15 is where the app stores its data."),
    ("postgres", "en", L, "Which database does the analytics job use?", "The app stores its data in PostgreSQL 15.", "The analytics job stores its data in PostgreSQL 15."),
    ("postgres", "en", L, "Which database version does the app use?", "The app stores its data in PostgreSQL 15.", "The app stores its data in PostgreSQL 16."),
    # -- English: numbers written another way ---------------------------------------------------------
    ("kids", "en", R, "How many kids do I have?", "I have three kids.", "I've got 3 children."),
    ("kids", "en", R, "How many kids do I have?", "I have three kids.", "I'm a parent of three kids."),
    ("kids", "en", R, "How many kids do I have?", "I have three kids.", "I have 3 kids, like I mentioned."),
    ("kids", "en", L, "How many kids does my brother have?", "I have three kids.", "My brother has three kids."),
    ("kids", "en", L, "How many cats do I have?", "I have three kids.", "I have three cats."),
    ("timeout", "en", R, "What is the request timeout?", "The request timeout is 30 seconds.", "Requests time out after thirty seconds."),
    ("timeout", "en", R, "What is the request timeout?", "The request timeout is 30 seconds.", "The request timeout is set to 30s."),
    ("timeout", "en", R, "What is the request timeout?", "The request timeout is 30 seconds.", "Btw, the timeout for requests is 30 seconds."),
    ("timeout", "en", L, "What is the connect timeout?", "The request timeout is 30 seconds.", "The connect timeout is 30 seconds."),
    ("timeout", "en", L, "What is the request timeout?", "The request timeout is 30 seconds.", "The request timeout is 60 seconds."),
    ("timeout", "en", U, "What is the request timeout?", "The request timeout is 30 seconds.", "We raised the request timeout to 60 seconds."),
    # -- English: longer vs shorter, MemoryBank-style chat ----------------------------------------------
    ("hobbies", "en", R, "What are my hobbies?", "I like hiking, long-distance running, basketball and rock climbing.", "As I told you, my hobbies are hiking, long-distance running, basketball and rock climbing."),
    ("hobbies", "en", L, "What are my brother's hobbies?", "I like hiking, long-distance running, basketball and rock climbing.", "My brother likes hiking, long-distance running, basketball and rock climbing."),
    ("gulangyu", "en", R, "What did I love in Xiamen?", "I loved Gulangyu Island, the scenery and atmosphere there were amazing.", "Gulangyu Island was my favourite, the scenery and atmosphere were amazing."),
    ("gulangyu", "en", E, "What did I love in Qingdao?", "I loved Gulangyu Island, the scenery and atmosphere there were amazing.", "I loved Laoshan Mountain, the scenery and atmosphere there were amazing."),
    ("kungpao", "en", R, "What did I cook?", "Yesterday I made a decent Kung Pao Chicken.", "I cooked a pretty decent Kung Pao Chicken yesterday."),
    ("kungpao", "en", E, "What did I cook?", "Yesterday I made a decent Kung Pao Chicken.", "Yesterday I made a decent Mapo Tofu."),
    ("kungpao", "en", L, "What will I cook?", "Yesterday I made a decent Kung Pao Chicken.", "Tomorrow I'll make Kung Pao Chicken."),
    ("gym", "en", R, "Where do I work out?", "I usually exercise at the gym because they have equipment and trainers.", "I mostly work out at the gym, since it has equipment and trainers."),
    ("gym", "en", R, "Where do I work out?", "I usually exercise at the gym because they have equipment and trainers.", "I usually exercise at the gym."),
    ("gym", "en", L, "Where does my husband work out?", "I usually exercise at the gym because they have equipment and trainers.", "My husband usually exercises at the gym because they have equipment and trainers."),
    ("concert", "en", R, "Whose concert did I see?", "I went to see Jay Chou's concert and it was stunning.", "Jay Chou's concert, which I went to, was stunning."),
    ("concert", "en", E, "Whose concert did I see?", "I went to see Jay Chou's concert and it was stunning.", "I went to see Jacky Cheung's concert and it was stunning."),
    ("concert", "en", L, "Whose concert do I want to see?", "I went to see Jay Chou's concert and it was stunning.", "I want to see Jay Chou's concert."),
    # -- Chinese: filler, hedges ----------------------------------------------------------------------
    ("zhoushi", "zh", R, "我每周几游泳？", "我每周三晚上去游泳。", "我之前说过，我每周三晚上去游泳。"),
    ("zhoushi", "zh", R, "我每周几游泳？", "我每周三晚上去游泳。", "对了，每周三晚上我都去游泳。"),
    ("zhoushi", "zh", R, "我每周几游泳？", "我每周三晚上去游泳。", "其实我每个周三晚上都会去游泳的。"),
    ("zhoushi", "zh", R, "我每周几游泳？", "我每周三晚上去游泳。", "每周三晚上是我去游泳的时间。"),
    ("zhoushi", "zh", L, "我每周几打羽毛球？", "我每周三晚上去游泳。", "我每周三晚上去打羽毛球。"),
    ("zhoushi", "zh", E, "我每周几游泳？", "我每周三晚上去游泳。", "我每周五晚上去游泳。"),
    ("zhoushi", "zh", L, "我女儿每周几游泳？", "我每周三晚上去游泳。", "我女儿每周三晚上去游泳。"),
    ("huiyi", "zh", R, "周会几点开？", "我们的周会是周一上午十点。", "咱们周会在周一上午10点。"),
    ("huiyi", "zh", R, "周会几点开？", "我们的周会是周一上午十点。", "周会是每周一上午十点钟开的。"),
    ("huiyi", "zh", R, "周会几点开？", "我们的周会是周一上午十点。", "周一上午十点开我们的周会。"),
    ("huiyi", "zh", L, "周会几点开？", "我们的周会是周一上午十点。", "我们的周会是周一上午九点。"),
    ("huiyi", "zh", L, "评审会几点开？", "我们的周会是周一上午十点。", "我们的评审会是周一上午十点。"),
    ("huiyi", "zh", U, "周会几点开？", "我们的周会是周一上午十点。", "我们的周会改到周一上午九点了。"),
    ("huasheng", "zh", R, "我对什么过敏？", "我对花生过敏。", "跟你说过的，我花生过敏。"),
    ("huasheng", "zh", R, "我对什么过敏？", "我对花生过敏。", "我是对花生过敏的。"),
    ("huasheng", "zh", R, "我对什么过敏？", "我对花生过敏。", "我吃花生会过敏。"),
    ("huasheng", "zh", L, "我儿子对什么过敏？", "我对花生过敏。", "我儿子对花生过敏。"),
    ("huasheng", "zh", L, "我对什么过敏？", "我对花生过敏。", "我对芒果过敏。"),
    ("huasheng", "zh", L, "我对花生过敏吗？", "我对花生过敏。", "我对花生不过敏。"),
    # -- Chinese: particles, measure words, 咱们/我们 ------------------------------------------------------
    ("mao", "zh", R, "我养了几只猫？", "我养了两只猫。", "我家里养着两只猫。"),
    ("mao", "zh", R, "我养了几只猫？", "我养了两只猫。", "我养了2只猫。"),
    ("mao", "zh", R, "我养了几只猫？", "我养了两只猫。", "其实我家有两只猫。"),
    ("mao", "zh", L, "我养了几只狗？", "我养了两只猫。", "我养了两只狗。"),
    ("mao", "zh", L, "我养了几只猫？", "我养了两只猫。", "我养了三只猫。"),
    ("mao", "zh", L, "我姐姐养了几只猫？", "我养了两只猫。", "我姐姐养了两只猫。"),
    ("fuwuqi", "zh", R, "生产数据库在哪个机房？", "咱们的生产数据库在北京机房。", "我们生产数据库放在北京机房。"),
    ("fuwuqi", "zh", R, "生产数据库在哪个机房？", "咱们的生产数据库在北京机房。", "生产数据库是在北京的机房里。"),
    ("fuwuqi", "zh", R, "生产数据库在哪个机房？", "咱们的生产数据库在北京机房。", "北京机房里放着我们的生产数据库。"),
    ("fuwuqi", "zh", L, "测试数据库在哪个机房？", "咱们的生产数据库在北京机房。", "咱们的测试数据库在北京机房。"),
    ("fuwuqi", "zh", L, "生产数据库在哪个机房？", "咱们的生产数据库在北京机房。", "咱们的生产数据库在上海机房。"),
    ("fuwuqi", "zh", U, "生产数据库在哪个机房？", "咱们的生产数据库在北京机房。", "咱们的生产数据库已经迁到上海机房了。"),
    ("chaoshi", "zh", R, "接口超时是多少？", "接口超时时间是30秒。", "接口的超时时间是三十秒。"),
    ("chaoshi", "zh", R, "接口超时是多少？", "接口超时时间是30秒。", "接口30秒超时。"),
    ("chaoshi", "zh", R, "接口超时是多少？", "接口超时时间是30秒。", "再说一遍，接口超时是30秒。"),
    ("chaoshi", "zh", L, "数据库连接超时是多少？", "接口超时时间是30秒。", "数据库连接超时时间是30秒。"),
    ("chaoshi", "zh", L, "接口超时是多少？", "接口超时时间是30秒。", "接口超时时间是60秒。"),
    # -- Chinese: name vs pronoun / my X, reordered, passive ----------------------------------------------
    ("xiaoli", "zh", R, "小李负责什么？", "小李负责前端开发。", "前端开发是小李负责的。"),
    ("xiaoli", "zh", R, "小李负责什么？", "小李负责前端开发。", "前端开发由小李负责。"),
    ("xiaoli", "zh", R, "小李负责什么？", "小李负责前端开发。", "我之前提过，前端开发这块是小李在负责。"),
    ("xiaoli", "zh", L, "小王负责什么？", "小李负责前端开发。", "小王负责前端开发。"),
    ("xiaoli", "zh", L, "小李负责什么？", "小李负责前端开发。", "小李负责后端开发。"),
    ("xiaoli", "zh", L, "小李负责什么？", "小李负责前端开发。", "小李不负责前端开发。"),
    ("laoma", "zh", R, "我妈妈做什么工作？", "我妈妈是一名小学老师。", "我妈是小学老师。"),
    ("laoma", "zh", R, "我妈妈做什么工作？", "我妈妈是一名小学老师。", "我妈妈在小学当老师。"),
    ("laoma", "zh", R, "我妈妈做什么工作？", "我妈妈是一名小学老师。", "其实我妈妈是个小学老师。"),
    ("laoma", "zh", L, "我爸爸做什么工作？", "我妈妈是一名小学老师。", "我爸爸是一名小学老师。"),
    ("laoma", "zh", L, "我妈妈做什么工作？", "我妈妈是一名小学老师。", "我妈妈是一名中学老师。"),
    ("laoma", "zh", L, "我妈妈以前做什么工作？", "我妈妈是一名小学老师。", "我妈妈以前想当一名小学老师。"),
    ("huiyuan", "zh", R, "健身房会员什么时候到期？", "我的健身房会员卡12月31号到期。", "健身房的会员卡，我的是十二月三十一号到期。"),
    ("huiyuan", "zh", R, "健身房会员什么时候到期？", "我的健身房会员卡12月31号到期。", "我健身房会员卡到期日是12月31日。"),
    ("huiyuan", "zh", R, "健身房会员什么时候到期？", "我的健身房会员卡12月31号到期。", "我的健身房会员卡到12月31号就到期了。"),
    ("huiyuan", "zh", L, "游泳馆会员什么时候到期？", "我的健身房会员卡12月31号到期。", "我的游泳馆会员卡12月31号到期。"),
    ("huiyuan", "zh", L, "健身房会员什么时候到期？", "我的健身房会员卡12月31号到期。", "我的健身房会员卡6月30号到期。"),
    ("chuchai", "zh", R, "我什么时候去成都出差？", "我下周二去成都出差。", "下周二我要去成都出差。"),
    ("chuchai", "zh", R, "我什么时候去成都出差？", "我下周二去成都出差。", "对了，我下周二要到成都出个差。"),
    ("chuchai", "zh", R, "我什么时候去成都出差？", "我下周二去成都出差。", "我下礼拜二去成都出差。"),
    ("chuchai", "zh", E, "我什么时候去成都出差？", "我下周二去成都出差。", "我下周四去成都出差。"),
    ("chuchai", "zh", L, "我下周二去哪里出差？", "我下周二去成都出差。", "我下周二去重庆出差。"),
    ("chuchai", "zh", L, "我同事什么时候去成都出差？", "我下周二去成都出差。", "我同事下周二去成都出差。"),
    # -- Chinese: longer vs shorter, MemoryBank-style chat ----------------------------------------------
    ("aihao", "zh", R, "我有什么爱好？", "我喜欢徒步、长跑、打篮球和攀岩。", "我之前说过，我的爱好是徒步、长跑、打篮球还有攀岩。"),
    ("aihao", "zh", R, "我有什么爱好？", "我喜欢徒步、长跑、打篮球和攀岩。", "徒步、长跑、打篮球、攀岩，这些都是我喜欢的。"),
    ("aihao", "zh", L, "我哥哥有什么爱好？", "我喜欢徒步、长跑、打篮球和攀岩。", "我哥哥喜欢徒步、长跑、打篮球和攀岩。"),
    ("luyu", "zh", R, "我学了什么菜？", "今天我学了一道新菜，叫清蒸鲈鱼。", "我今天学会做了一道新菜：清蒸鲈鱼。"),
    ("luyu", "zh", E, "我学了什么菜？", "今天我学了一道新菜，叫清蒸鲈鱼。", "今天我学了一道新菜，叫辣子鸡。"),
    ("luyu", "zh", L, "我想学什么菜？", "今天我学了一道新菜，叫清蒸鲈鱼。", "我想学一道新菜，叫清蒸鲈鱼。"),
    ("xiamen", "zh", R, "我最近去了哪里？", "我最近去了厦门，非常美丽。", "最近我去了一趟厦门，很美。"),
    ("xiamen", "zh", E, "我最近去了哪里？", "我最近去了厦门，非常美丽。", "我最近去了青岛，非常美丽。"),
    ("xiamen", "zh", L, "我打算去哪里？", "我最近去了厦门，非常美丽。", "我打算去厦门，听说非常美丽。"),
    ("jianshen", "zh", R, "我在哪里锻炼？", "我一般都是在健身房里锻炼，因为有器材和教练的指导。", "我一般在健身房锻炼，那里有器材，也有教练指导。"),
    ("jianshen", "zh", L, "我老公在哪里锻炼？", "我一般都是在健身房里锻炼，因为有器材和教练的指导。", "我老公一般都是在健身房里锻炼，因为有器材和教练的指导。"),
    ("yanchanghui", "zh", R, "我去看了谁的演唱会？", "我去看了周杰伦的演唱会，非常震撼。", "周杰伦的演唱会我去看了，特别震撼。"),
    ("yanchanghui", "zh", E, "我去看了谁的演唱会？", "我去看了周杰伦的演唱会，非常震撼。", "我去看了张学友的演唱会，非常震撼。"),
    ("yanchanghui", "zh", L, "我想看谁的演唱会？", "我去看了周杰伦的演唱会，非常震撼。", "我还想去看周杰伦的演唱会。"),
    ("paobu", "zh", R, "我今天做了什么运动？", "今天我去附近的公园慢跑了一个小时。", "我今天在附近公园跑了一小时步。"),
    ("paobu", "zh", R, "我今天做了什么运动？", "今天我去附近的公园慢跑了一个小时。", "今天我在附近的公园慢跑了1个小时。"),
    ("paobu", "zh", E, "我今天做了什么运动？", "今天我去附近的公园慢跑了一个小时。", "今天我去附近的公园慢跑了半个小时。"),
    ("paobu", "zh", L, "我朋友今天做了什么运动？", "今天我去附近的公园慢跑了一个小时。", "今天我朋友去附近的公园慢跑了一个小时。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "probe5", 120000)


def main() -> None:
    write_pair_file(OUT, "issue #12 restatement probe set 5, English and Chinese, IN-SAMPLE (hand-written by the "
                         "restate session 17 before changing any rule of this round, wording chosen unlike restate_probes "
                         "1-4, restate_probes_zh and the labelled set; a few MemoryBank chat sentences adapted; not part "
                         "of update_set.jsonl); built by bench/make_restate_probes_5.py; split once before tuning into "
                         "'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
