"""Issue #12: BLIND probes, the twentieth set (session 42, blind42), written by a helper that did not read how the
engine classifies (not python/flymemory/**, not docs/CORRECTNESS.md or docs/BENCHMARKS.md, not any bench/data file
nor any other probe generator but the top of make_clock42_probes.py for the file's shape), as users would phrase
things, in English and Chinese (口语, mixed 中英), across work/devops, family, health, money, travel, hobbies, home
and study:
  - update with a change signal; update without a signal (same fact, another value, no change word);
  - restatement (the same fact in other words);
  - distinct look-alike facts (another holder, another item); distinct events in conversation (two happenings);
  - reversal A -> B -> A (three sentences: the last one is current);
  - temporary state beside a lasting fact (the question asks the lasting one).
A fact and its controls are one group.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group: "tuning" may be tuned on, "check" is counted only.

    .venv/bin/python bench/make_blind_probes_20.py   # writes bench/data/blind_probes_20.jsonl"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import E, L, N, R, S, T, V, said_rows, write_pair_file

SPLIT_SEED = 20264202
FIRST_ID = 780100
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_20.jsonl"

# group, lang, class, question, sentences in the order they are said (two; three for a reversal A -> B -> A)
CASES: list[tuple[str, ...]] = [
    # -- English: work / devops ---------------------------------------------------------------------------------
    ("deploy", "en", S, "What do we deploy prod with?", "Prod deploys go out through Jenkins.", "we ditched jenkins, prod deploys go through GitHub Actions now"),
    ("deploy", "en", L, "How does the docs site get deployed?", "Prod deploys go out through Jenkins.", "The docs site deploys through Netlify."),
    ("deploy", "en", R, "What do we deploy prod with?", "Prod deploys go out through Jenkins.", "We use Jenkins to ship production releases."),
    ("pgram", "en", N, "How much RAM does the main postgres box have?", "The main postgres box has 64 GB of RAM.", "The main postgres box has 128 GB of RAM."),
    ("pgram", "en", L, "How much RAM does the replica postgres box have?", "The main postgres box has 64 GB of RAM.", "The replica postgres box has 32 GB of RAM."),
    ("oncall", "en", S, "Which team am I on call for?", "I'm on call for the payments team.", "Got moved off payments, I'm on call for the search team from now on."),
    ("oncall", "en", T, "Which team am I on call for?", "I'm on call for the payments team.", "Just for tonight I'm covering search on-call for Priya."),
    ("replicas", "en", N, "How many replicas does the API service run in prod?", "The API service runs 3 replicas in prod.", "The API service runs 5 replicas in prod."),
    ("replicas", "en", L, "How many replicas does the worker service run?", "The API service runs 3 replicas in prod.", "The worker service runs 5 replicas in prod."),
    ("replicas", "en", R, "How many replicas does the API service run in prod?", "The API service runs 3 replicas in prod.", "In production we have three replicas of the API service."),
    ("replicas", "en", T, "How many replicas does the API normally run?", "The API service runs 3 replicas in prod.", "Scaled the API to 8 replicas for today's launch, will scale back tonight."),
    ("terminal", "en", S, "Which terminal app do I use?", "I use iTerm2 as my terminal.", "Moved over to WezTerm, that's my terminal these days."),
    ("incident", "en", E, "What broke in the Friday incident?", "Tuesday's incident was the cache cluster running out of memory.", "Friday's incident was an expired TLS cert on the load balancer."),
    # -- English: family ---------------------------------------------------------------------------------------
    ("school", "en", S, "Which school does Maya go to?", "My daughter Maya goes to Oakwood Elementary.", "Maya switched schools over the summer, she's at Riverside Elementary now."),
    ("school", "en", L, "Which school does Leo go to?", "My daughter Maya goes to Oakwood Elementary.", "My son Leo goes to Oakwood Middle School."),
    ("school", "en", R, "Which school does Maya go to?", "My daughter Maya goes to Oakwood Elementary.", "Maya's school is Oakwood Elementary."),
    ("bday", "en", E, "Where did we eat for Anna's birthday?", "We had pizza at Luigi's for Jake's birthday.", "We had sushi at Kenji's for Anna's birthday."),
    ("momcall", "en", E, "What did mom say about her knee?", "Called mom on Sunday, she told me all about her new tomato garden.", "Called mom again on Wednesday and she was complaining about her knee."),
    ("pickup", "en", V, "Who picks the kids up from school?", "My husband picks the kids up from school.", "I've taken over school pickup, my husband's new job runs too late.", "ok my husband is doing school pickup again, his schedule got sorted out"),
    # -- English: health ---------------------------------------------------------------------------------------
    ("statin", "en", N, "What dose of atorvastatin do I take?", "I take 20 mg of atorvastatin every night.", "I take 40 mg of atorvastatin every night."),
    ("statin", "en", L, "What dose of atorvastatin does my dad take?", "I take 20 mg of atorvastatin every night.", "My dad takes 40 mg of atorvastatin every night."),
    ("statin", "en", R, "What dose of atorvastatin do I take?", "I take 20 mg of atorvastatin every night.", "Every evening I have my atorvastatin, 20 milligrams."),
    ("allergy", "en", R, "What am I allergic to?", "I'm allergic to penicillin.", "Penicillin gives me a bad allergic reaction, so no penicillin for me."),
    ("dentist", "en", N, "Who is my dentist?", "My dentist is Dr. Patel on Elm Street.", "My dentist is Dr. Romero on Elm Street."),
    ("dentist", "en", E, "What did I get done at the dentist in April?", "Had a cleaning at the dentist in January.", "Had a filling done at the dentist in April."),
    ("longrun", "en", V, "What day is my long run?", "My long run is on Sundays.", "Moving my long run to Saturdays from now on.", "Actually going back to Sunday long runs, Saturdays didn't work with the kids."),
    ("run", "en", E, "Where did I run on Saturday?", "Ran 10k along the canal this morning, felt great.", "Ran 10k along the river on Saturday, legs were dead after."),
    # -- English: money ----------------------------------------------------------------------------------------
    ("salary", "en", S, "Which account does my salary go to?", "My salary gets paid into my Chase checking account.", "I changed my direct deposit, salary lands in my Ally account now."),
    ("salary", "en", L, "Which account does my wife's salary go to?", "My salary gets paid into my Chase checking account.", "My wife's salary gets paid into her Wells Fargo account."),
    ("rent", "en", N, "How much is my rent?", "Rent is $2,150 a month.", "rent's $2,300 a month"),
    ("rent", "en", R, "How much is my rent?", "Rent is $2,150 a month.", "I pay 2150 dollars in rent every month."),
    ("groceries", "en", S, "What's our monthly grocery budget?", "Our monthly grocery budget is 600 bucks.", "We bumped the grocery budget up to 750 a month."),
    ("groceries", "en", L, "What's our monthly dining out budget?", "Our monthly grocery budget is 600 bucks.", "Our monthly dining out budget is 250 bucks."),
    # -- English: travel ---------------------------------------------------------------------------------------
    ("home", "en", T, "Where do I live?", "I live in Denver.", "I'm in Tokyo for the next two weeks for work."),
    ("home", "en", S, "Where do I live?", "I live in Denver.", "We finally did it, we moved to Boulder last month."),
    ("chicago", "en", E, "Why did I fly to Chicago in October?", "Flew to Chicago in March for the conference.", "Flew to Chicago in October for my cousin's wedding."),
    ("rome", "en", N, "Which hotel am I staying at in Rome?", "My hotel in Rome is the Hotel Artemide.", "My hotel in Rome is the Hotel Quirinale."),
    ("parking", "en", V, "Where do I park for work?", "I park in the garage on 5th Street.", "Started parking in the lot behind the office instead.", "Back to the 5th Street garage, the lot got way too expensive."),
    # -- English: hobbies --------------------------------------------------------------------------------------
    ("guitar", "en", S, "What guitar do I play?", "I practice on a Yamaha acoustic.", "Sold the Yamaha, I'm playing a Taylor now."),
    ("guitar", "en", E, "What did I learn on Friday?", "Learned the intro to Blackbird on Tuesday.", "Learned the solo from Hotel California on Friday."),
    ("spanish", "en", V, "What app do I use for Spanish?", "I'm learning Spanish on Duolingo.", "Switched from Duolingo to Babbel for Spanish.", "Went back to Duolingo for Spanish, Babbel wasn't worth the money."),
    # -- English: home -----------------------------------------------------------------------------------------
    ("wifi", "en", N, "What's the wifi password?", "The wifi password is maple-otter-42.", "The wifi password is cedar-heron-17."),
    ("wifi", "en", L, "What's the guest wifi password?", "The wifi password is maple-otter-42.", "The guest wifi password is cedar-heron-17."),
    ("thermostat", "en", V, "What's the thermostat set to at night?", "Thermostat is set to 68 at night.", "Turned the thermostat down to 64 at night to save on heating.", "Put it back to 68 at night, 64 was way too cold."),
    ("trash", "en", S, "What day is trash pickup?", "Trash pickup is on Tuesday mornings.", "The city changed the schedule, trash pickup is Thursday mornings now."),
    ("trash", "en", T, "What day is trash pickup?", "Trash pickup is on Tuesday mornings.", "Because of the holiday, trash pickup is Wednesday this week."),
    ("trash", "en", L, "What day is recycling pickup?", "Trash pickup is on Tuesday mornings.", "Recycling pickup is on Friday mornings."),
    # -- English: study ----------------------------------------------------------------------------------------
    ("advisor", "en", S, "Who is my thesis advisor?", "My thesis advisor is Professor Klein.", "Klein left for another university, so Professor Osei is my advisor now."),
    ("defense", "en", N, "When is my thesis defense?", "My thesis defense is on May 14.", "My thesis defense is on June 3."),
    ("defense", "en", R, "When is my thesis defense?", "My thesis defense is on May 14.", "I defend my thesis on the 14th of May."),
    ("advisor", "en", E, "What did Klein and I go over on Thursday?", "Met with Professor Klein on Monday to go over chapter 2.", "Met with Professor Klein on Thursday to go over chapter 3."),
    ("library", "en", T, "Where do I usually study?", "I study at the campus library on weekday evenings.", "The library's closed for renovation this week so I'm studying at the café."),
    # -- Chinese: 工作 / 运维 -----------------------------------------------------------------------------------
    ("jiankong", "zh", S, "监控用的什么？", "监控用的是 Zabbix。", "监控已经迁到 Prometheus 了，Zabbix 下线了。"),
    ("redis", "zh", N, "测试环境的 Redis 在哪台机器？", "测试环境的 Redis 在 10.0.3.15 上。", "测试环境的 Redis 在 10.0.3.27 上。"),
    ("redis", "zh", L, "预发环境的 Redis 在哪台机器？", "测试环境的 Redis 在 10.0.3.15 上。", "预发环境的 Redis 在 10.0.3.27 上。"),
    ("zhoubao", "zh", T, "周报平时什么时候交？", "周报每周五下午交。", "这周五放假，周报周四交就行。"),
    ("ci", "zh", R, "CI 跑在什么上面？", "CI 跑在 GitLab Runner 上。", "我们的持续集成用的是 GitLab 的 runner。"),
    ("shangxian", "zh", E, "支付服务上线顺利吗？", "今天上线了订单服务 v2.3，中间回滚了一次。", "今天又上线了支付服务 v1.8，很顺利。"),
    ("pool", "zh", V, "数据库连接池设的多大？", "数据库连接池大小设的是50。", "连接池调到100了。", "连接池又改回50了，100的时候 DB 扛不住。"),
    ("leader", "zh", S, "我现在的 leader 是谁？", "我的直属 leader 是老王。", "组织架构调整，我现在汇报给 Lisa 了。"),
    ("leader", "zh", L, "小张的 leader 是谁？", "我的直属 leader 是老王。", "小张的直属 leader 是 Lisa。"),
    # -- Chinese: 通勤 / 家里 -----------------------------------------------------------------------------------
    ("tongqin", "zh", S, "我怎么去上班？", "我每天坐地铁2号线上班。", "最近改骑电动车上班了，不挤地铁了。"),
    ("tongqin", "zh", T, "我平时怎么上班？", "我每天坐地铁2号线上班。", "这周2号线有一段在维修，先打车上班几天。"),
    ("tongqin", "zh", R, "我怎么去上班？", "我每天坐地铁2号线上班。", "上班的话我都是搭2号线地铁。"),
    ("fangzu", "zh", N, "我房租多少？", "房租每个月4500。", "房租每个月4800。"),
    ("fangzu", "zh", L, "物业费多少？", "房租每个月4500。", "物业费每个月380。"),
    ("fangzu", "zh", S, "我房租多少？", "房租每个月4500。", "房东涨租了，下个月起变成5000一个月。"),
    ("kuandai", "zh", N, "家里宽带多少兆？", "家里宽带是电信的100兆。", "家里宽带是电信的500兆。"),
    ("kuandai", "zh", L, "公司宽带是哪家的？", "家里宽带是电信的100兆。", "公司宽带是联通的1000兆。"),
    ("kongtiao", "zh", T, "空调平时开多少度？", "家里空调一般开26度。", "这两天热死了，空调先开到24度。"),
    ("kongtiao", "zh", R, "空调平时开多少度？", "家里空调一般开26度。", "空调我们家习惯设在26度。"),
    ("kuaidi", "zh", V, "快递放哪？", "快递都放楼下丰巢柜。", "快递改成直接放门口了。", "快递还是放回丰巢柜吧，放门口老丢件。"),
    # -- Chinese: 家人 -----------------------------------------------------------------------------------------
    ("youeryuan", "zh", S, "儿子在哪个幼儿园？", "儿子在阳光幼儿园上中班。", "儿子转园了，现在在蓝天幼儿园。"),
    ("youeryuan", "zh", L, "侄女在哪个幼儿园上什么班？", "儿子在阳光幼儿园上中班。", "侄女在阳光幼儿园上大班。"),
    ("youeryuan", "zh", E, "周日带儿子去哪了？", "周六带儿子去动物园看了熊猫。", "周日带儿子去科技馆玩了一下午。"),
    ("mama", "zh", E, "我妈说家里的猫怎么了？", "昨天跟我妈视频，她说腰又疼了。", "今天又跟我妈视频，她说家里的猫生了一窝小猫。"),
    ("bama", "zh", T, "爸妈住在哪？", "爸妈住在老家成都。", "爸妈这个月来北京我这儿住一阵子。"),
    ("liliao", "zh", V, "我妈在哪做理疗？", "我妈在社区医院做理疗。", "我妈换到市中医院做理疗了。", "我妈又回社区医院做理疗了，中医院太远了折腾。"),
    # -- Chinese: 健康 -----------------------------------------------------------------------------------------
    ("jiangya", "zh", N, "降压药一天吃几片？", "我的降压药是一天一片氨氯地平。", "我的降压药是一天两片氨氯地平。"),
    ("jiangya", "zh", L, "我老公降压药一天吃几片？", "我的降压药是一天一片氨氯地平。", "我老公的降压药是一天两片氨氯地平。"),
    ("jiangya", "zh", R, "降压药一天吃几片？", "我的降压药是一天一片氨氯地平。", "氨氯地平我每天固定吃一片。"),
    ("yundong", "zh", S, "我每天早上做什么运动？", "我每天早上跑步5公里。", "膝盖不行了，现在改成每天早上快走5公里。"),
    ("tizhong", "zh", N, "我体重多少？", "我体重68公斤。", "我体重65公斤。"),
    # -- Chinese: 钱 -------------------------------------------------------------------------------------------
    ("gongzika", "zh", S, "工资卡是哪个银行的？", "工资卡是招商银行的。", "公司换了代发银行，工资卡现在是工行的了。"),
    ("gongzika", "zh", L, "房贷是在哪个银行办的？", "工资卡是招商银行的。", "房贷是在建设银行办的。"),
    ("dingtou", "zh", N, "每个月定投多少？", "每个月定投基金2000块。", "每个月定投基金3000块。"),
    ("dingtou", "zh", R, "每个月定投多少？", "每个月定投基金2000块。", "我每月往基金里定投两千。"),
    ("dingtou", "zh", E, "3月份基金赚了还是亏了？", "2月份基金亏了1200多。", "3月份基金赚回来800。"),
    # -- Chinese: 旅行 -----------------------------------------------------------------------------------------
    ("jiazai", "zh", T, "我住在哪？", "我家在南京。", "这礼拜出差在深圳，下周回来。"),
    ("xiamen", "zh", E, "国庆去厦门干嘛了？", "五一去了趟厦门，吃了好多海鲜。", "国庆又去了趟厦门，这次主要是看朋友。"),
    ("riben", "zh", S, "去日本坐哪家航空？", "下个月去日本的机票订的是东航。", "机票改签了，换成国航的了。"),
    ("riben", "zh", N, "去日本的航班几号出发？", "去日本的航班是3月12号出发。", "去日本的航班是3月15号出发。"),
    ("riben", "zh", L, "回国的航班几号？", "去日本的航班是3月12号出发。", "回国的航班是3月20号。"),
    # -- Chinese: 爱好 -----------------------------------------------------------------------------------------
    ("yueqi", "zh", S, "我在学什么乐器？", "我在学古筝。", "古筝不学了，现在改学钢琴。"),
    ("diaoyu", "zh", E, "这周末钓到什么鱼？", "上周末钓鱼钓了一条三斤的草鱼。", "这周末钓鱼钓了一条两斤的鲫鱼。"),
    ("qiupai", "zh", V, "我羽毛球拍是什么牌子？", "我羽毛球用的是尤尼克斯的拍子。", "换了把李宁的羽毛球拍。", "还是换回尤尼克斯了，李宁那把用不惯。"),
    # -- Chinese: 学习 -----------------------------------------------------------------------------------------
    ("kaoyan", "zh", S, "考研目标院校是哪个？", "考研目标是浙大计算机。", "目标院校改成南大计算机了。"),
    ("yasi", "zh", N, "雅思哪天考？", "雅思考试定在11月9号。", "雅思考试定在11月23号。"),
    ("yasi", "zh", R, "雅思哪天考？", "雅思考试定在11月9号。", "我11月9号考雅思。"),
    ("danci", "zh", E, "周二背了哪个单元？", "周一背了 unit 3 的单词。", "周二背了 unit 4 的单词。"),
]


def build() -> list[dict]:
    return said_rows(CASES, SPLIT_SEED, "blind20", FIRST_ID)


def main() -> None:
    write_pair_file(OUT, "issue #12 BLIND probes, the twentieth set (bench/make_blind_probes_20.py): written by a "
                         "helper of session 42 (blind42) that did not read how the engine classifies, as users would "
                         "phrase things, in English and Chinese (口语, mixed 中英), across work/devops, family, health, "
                         "money, travel, hobbies, home and study: update with a change signal, update without one, "
                         "restatement, distinct look-alike facts, distinct events in conversation, reversal A -> B -> A "
                         "(three sentences, the last current) and temporary state beside a lasting fact; a fact and its "
                         "controls are one group; split once before any tuning into 'tuning' and 'check' (counted "
                         "only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
