"""Issue #12: BLIND probes, the twenty-seventh set, written in session 47 for session 49 (branch blind27) by a helper
that read only make_blind_probes_26.py (for the file's shape, its classes and proportions, and to keep away from its
topics and wording), probes.py and test_probe_files.py: not how the engine classifies (not python/flymemory/**, not
docs/, not any bench/data file nor any other probe generator), and no sentence here was run through the classifier.
Phrased in varied registers, in English and Chinese: chatty typed messages (lowercase, a typo, an emoji, "fyi",
"!!"), terse notes ("physio — tom, wed 7.30 am", "上线窗口：周一三五"), work chat, family life, health, money, travel,
tech ops and hobbies; a change with its reason (before or after it) or its date, a change told with no change word at
all (a bare new value, a formal sentence, a renewal letter), a restatement in other words and other number forms
(twenty-one fifty, fourteen-inch, 三十二个 G, 二〇三〇年), look-alike distinct facts (another holder, another item, another
system), distinct events in conversation, a temporary state or pause beside a lasting fact (the question asks what
usually holds), and reversals A -> B -> A whose return is said with varied words (signed ... again, is ... again,
has fridays again, rejoined, went back to, 还是按老规矩, 重新挂回, 又把 ... 续上, 又转回, 又回 ... 了). Topics kept
apart from set 26 (no logging, flags, node pools, secrets, review rules, branches, linters, bastions, chat tools,
1:1s, parking, bills, savings, budgeting, bedtime, dentists, medications, climbing, guitar, chess or go, sleep,
coffee, plants, cleaners, volunteering, commute, language apps): CI runners, DNS hosting, Postgres versions and
backups, paging tools, on-call handoff, deploy windows, expense limits, work laptops, office days, kids' soccer and
piano, allowance, the dog's food, babysitters, running, allergies, physio, gyms, rent, mortgage, car insurance, a
cracked phone, 401k, live TV, airline status, passports, a Lisbon trip, sourdough, cameras, board games, a fish tank;
消息队列、告警通知、发布窗口、对象存储、Redis、值班交接、年假、工位、汇报对象、游泳课、舞蹈班、猫粮、跑步、体检、过敏、
健身房、房贷、房租、基金定投、车险、手机套餐、差旅酒店、护照、国庆出游、钓鱼、烤箱、相机、麻将、广场舞:
  - update with a change signal; update without a signal (same fact, another value, no change word);
  - restatement (the same fact in other words);
  - distinct look-alike facts; distinct events in conversation;
  - reversal A -> B -> A (three sentences: the last one is current);
  - temporary state beside a lasting fact (the question asks what usually holds).
A fact and its controls are one group. Same classes and proportions per language as set 26.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group: "tuning" may be tuned on, "check" is counted only.

    .venv/bin/python bench/make_blind_probes_27.py   # writes bench/data/blind_probes_27.jsonl"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import E, L, N, R, S, T, V, said_rows, write_pair_file

SPLIT_SEED = 20264406
FIRST_ID = 800500
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_27.jsonl"

# group, lang, class, question, sentences in the order they are said (two; three for a reversal A -> B -> A)
CASES: list[tuple[str, ...]] = [
    # -- English: CI, DNS, Postgres, backups, paging, on-call, deploys, expenses, laptops, office days -----------------
    ("ci", "en", S, "Where does our CI run?", "CI is github actions, a full build is ~12 min", "fyi we moved CI off github actions onto buildkite last fri — the macos runner minutes were eating the budget. builds still ~12 min"),
    ("ci", "en", R, "Where does our CI run?", "CI is github actions, a full build is ~12 min", "our pipelines run on GitHub Actions and a complete build takes about twelve minutes"),
    ("ci", "en", L, "Where does the docs site get built?", "CI is github actions, a full build is ~12 min", "docs site isn't on actions btw, netlify builds it on every push"),
    ("dns", "en", S, "Who hosts DNS for acme.io?", "DNS for acme.io is hosted on route53", "Zone transfer for acme.io completed on the 3rd. Cloudflare is authoritative; the Route53 hosted zone has been deleted."),
    ("dns", "en", E, "What went wrong with DNS on Wednesday?", "mon: the cert on api.acme.io lapsed for ~20 min before certbot caught it", "wed someone fat-fingered the MX record and inbound mail bounced until noon"),
    ("pg", "en", S, "Which Postgres version is prod on?", "prod db = postgres 14", "pg upgrade done over the weekend!! prod is on 16.2 now. could you bump the image tag in docker-compose.yml to match"),
    ("pg", "en", L, "Which Postgres version does the analytics replica run?", "prod db = postgres 14", "the analytics replica is a separate box and stays on 13 for now"),
    ("backups", "en", N, "How often are the Postgres backups taken?", "postgres backups run nightly at 02:00 UTC, we keep 14 days", "pg backups: every 6 hours, 14 days kept"),
    ("backups", "en", R, "How often are the Postgres backups taken?", "postgres backups run nightly at 02:00 UTC, we keep 14 days", "we snapshot the postgres db once a night at 2am utc and hang on to two weeks' worth"),
    ("backups", "en", T, "When do the Postgres backups normally run?", "postgres backups run nightly at 02:00 UTC, we keep 14 days", "skipping tonight's backup since it overlaps the maintenance window, it picks up again tomorrow night"),
    ("paging", "en", V, "What do we use for paging?", "alerts page us through pagerduty", "Paging moved to Opsgenie in May as part of the Atlassian bundle.", "atlassian is sunsetting opsgenie so we signed pagerduty again, alerts page through it as of monday"),
    ("oncall", "en", V, "When does the on-call handoff happen?", "oncall rotates weekly, handoff monday 9am", "handoff is friday 4pm now, so whoever's fresh takes the weekend", "friday handoffs wrecked everybody's weekends; handoff is monday at 9 again"),
    ("deploys", "en", N, "When are we allowed to deploy to prod?", "prod deploys only tue–thu, before 3pm", "Deploy window: Monday through Thursday, cutoff 5pm."),
    ("deploys", "en", E, "How did Thursday's deploy go?", "tuesday's deploy took search down for 8 minutes", "thursday we shipped the invoice pdf rewrite, zero incidents"),
    ("expense", "en", N, "Up to what amount can my lead approve expenses?", "my lead approves expenses up to $500, anything above goes to finance", "expenses ≤ $1,000: lead signs off. above that, finance"),
    ("laptop", "en", R, "What work laptop do I have?", "work laptop: 14\" MacBook Pro M3, 36GB", "IT handed me an M3 macbook pro, the fourteen-inch one with thirty-six gigs of memory"),
    ("office", "en", S, "Which days is our team in the office?", "our team is in the office tue, wed and thu", "lease on the 4th floor ran out so we lost half our desks — team office days are just mon + wed going forward"),
    ("office", "en", T, "Which days is our team usually in the office?", "our team is in the office tue, wed and thu", "wfh all this week, kiddo has chickenpox 😩"),
    # -- English: soccer, piano, allowance, the dog, sitters, running, allergies, physio, gym, rent, mortgage, insurance --
    ("soccer", "en", S, "When is Maya's soccer practice?", "maya has soccer practice wednesdays 5:30 at riverside field", "Coach emailed: starting next week Maya's practice is Thursdays at 6 because Riverside is being resodded."),
    ("soccer", "en", E, "What happened at the tournament on Sunday?", "saturday maya scored her first goal!!", "sunday she rolled her ankle in the second game and sat out the rest of the tournament"),
    ("piano", "en", N, "How much is Ben's piano lesson?", "ben's piano lesson with mrs. chen is $45 for half an hour", "Ben — piano w/ Mrs Chen, 30 min, $55"),
    ("allowance", "en", L, "How much allowance does my nephew get?", "the twins get $5 a week allowance, paid sundays", "my sister gives my nephew ten a week, but he has to do the dishes for it"),
    ("dog", "en", S, "How much food does Biscuit get a day?", "biscuit eats 2 cups of the salmon kibble a day", "vet says biscuit is 4 lbs overwieght so we've cut him to 1.5 cups a day. same salmon kibble"),
    ("sitter", "en", V, "Who babysits on Friday nights?", "hannah babysits for us friday nights", "since hannah left for college jess from next door takes fridays", "jess bailed twice in a row, and hannah's home for the semester so she has fridays again"),
    ("running", "en", N, "How much do I run each week?", "I run 5k three times a week", "running: 2x per week, 10k each"),
    ("running", "en", T, "How much do I usually run each week?", "I run 5k three times a week", "shins are angry so I'm walking instead of running for the next fortnight"),
    ("running", "en", E, "What did I do on Saturday?", "tue i ran a 5k pb, 24:10", "sat did my first parkrun, pouring rain the whole way"),
    ("allergy", "en", R, "What medicine am I allergic to?", "I'm allergic to penicillin", "penicillin gives me hives, so doctors have to pick something else"),
    ("allergy", "en", L, "What is my daughter allergic to?", "I'm allergic to penicillin", "my daughter's allergy is peanuts, she carries an epipen"),
    ("physio", "en", N, "When is my physio session?", "physio with tom, mondays 7:30am", "physio — tom, wed 7.30 am"),
    ("physio", "en", L, "When does my wife see Tom?", "physio with tom, mondays 7:30am", "my wife's with tom on mondays too, her slot is 8:15"),
    ("gym", "en", V, "Which gym am I a member of?", "I'm a member at planet fitness, $25/mo", "signed up at the ymca downtown for the pool", "the ymca was definately a zoo after 5pm, so I cancelled and rejoined planet fitness"),
    ("rent", "en", S, "How much is our rent?", "rent is $2,150, due on the 1st", "landlord's renewal letter came: $2,290/mo from the august lease on, due date unchanged"),
    ("rent", "en", R, "How much is our rent?", "rent is $2,150, due on the 1st", "we pay twenty-one fifty a month for the apartment, first of the month"),
    ("mortgage", "en", N, "What's our mortgage rate?", "our mortgage is 6.9% fixed, 30 years", "mortgage rate 5.75%, 30 yr fixed"),
    ("carins", "en", S, "Who insures my car and for how much?", "car insurance is with geico, $118 a month", "Geico's renewal quote was a joke, so I switched the car to Progressive — $96/month starting the 14th."),
    ("carins", "en", L, "Who insures the motorcycle?", "car insurance is with geico, $118 a month", "motorcycle's insured separately, dairyland, $22/mo"),
    # -- English: a phone, 401k, live TV, airline status, passport, a trip, sourdough, cameras, board games, a fish tank
    ("phone", "en", E, "What happened with my phone on Friday?", "monday dropped my phone, screen's spiderwebbed", "friday the shop on 5th put a new screen on it, $180"),
    ("retire", "en", T, "What percent do I normally put into my 401k?", "I contribute 6% to my 401k and the employer matches 4%", "pausing the 401k for the next two paychecks to pay for the roof, then it's back to normal"),
    ("tv", "en", V, "Which live TV service do we pay for?", "we watch live tv on youtube tv", "Cancelled YouTube TV — Sling is half the price, that's what we have now.", "sling has no local channels here 🙄 went back to youtube tv"),
    ("status", "en", S, "What's my United status?", "I fly united mostly, gold status", "barely flew this year after the travel freeze, so united dropped me to silver in february"),
    ("status", "en", L, "What airline status does my husband have?", "I fly united mostly, gold status", "my husband's loyal to delta, he's platinum"),
    ("passport", "en", R, "When does my passport expire?", "my passport expires march 2029", "passport's valid through 03/2029"),
    ("lisbon", "en", E, "What did we do on Thursday of the Lisbon trip?", "landed in lisbon 7am tuesday, checked into the hotel in alfama", "thursday we took the train up to porto for the day"),
    ("starter", "en", N, "How often do I feed my sourdough starter?", "I feed the starter once a day, 50g flour + 50g water", "starter: fed twice a day, 50 g flour / 50 g water"),
    ("starter", "en", R, "How often do I feed my sourdough starter?", "I feed the starter once a day, 50g flour + 50g water", "sourdough starter gets fifty grams each of flour and water every day"),
    ("camera", "en", S, "What camera do I shoot with?", "I shoot on a fuji x-t3", "sold the x-t3 in oct, the sony a7 iv's autofocus is way better so that's my camera now"),
    ("games", "en", L, "When does the wargame group meet?", "board game night is the 1st and 3rd friday at mark's", "the wargame crowd does sundays at the game store instead, different group"),
    ("games", "en", E, "What did we play tonight?", "last game night we played wingspan, jen crushed us", "tonight we finally finished chapter 3 of gloomhaven"),
    ("tank", "en", T, "What temperature do I usually keep the tank at?", "tank sits at 25°C, pH around 7", "cranked the heater up to 28 for a week to treat ich, then back down"),
    # -- Chinese: 消息队列、告警、发布、对象存储、Redis、值班、年假、工位、汇报 -------------------------------------------
    ("mq", "zh", S, "订单消息走什么消息队列？", "订单消息走 RabbitMQ。", "大促那两天 RabbitMQ 堆积了几十万条，3 月 8 号起订单消息全部改走 Kafka，消费端也上线了。"),
    ("mq", "zh", R, "订单消息走什么消息队列？", "订单消息走 RabbitMQ。", "下单之后的消息是往 RabbitMQ 里发的。"),
    ("mq", "zh", L, "支付回调的消息走什么？", "订单消息走 RabbitMQ。", "支付回调那条链路用的是 RocketMQ，跟订单不是一套。"),
    ("gaojing", "zh", S, "告警通知发到哪里？", "监控告警统一推到企业微信的运维群。", "这周开始告警改推飞书群了，企微群那个机器人已经删掉"),
    ("gaojing", "zh", E, "周三告警出了什么问题？", "周一凌晨数据盘满了，告警响了一整夜。", "周三有人手滑删了一条告警规则，漏报了快两个小时。"),
    ("fabu", "zh", N, "生产环境什么时候可以发布？", "生产发布只能在周二、周四晚上八点以后。", "上线窗口：周一三五，晚上十点以后。"),
    ("fabu", "zh", E, "周四的发布顺利吗？", "周二晚上发版出了问题，回滚了两次。", "周四那次发布很顺，二十分钟就发完了。"),
    ("oss", "zh", S, "用户头像存在哪？", "用户头像存在阿里云 OSS 上。", "流量费太高，头像上周都迁到腾讯云 COS 了"),
    ("oss", "zh", L, "课程视频存在哪？", "用户头像存在阿里云 OSS 上。", "课程视频一直放在七牛云，没跟头像放一起。"),
    ("redis", "zh", N, "Redis 集群多大内存？", "Redis 集群一共 32G 内存，三主三从。", "redis 集群 64G，3 主 3 从"),
    ("redis", "zh", R, "Redis 集群多大内存？", "Redis 集群一共 32G 内存，三主三从。", "缓存用的 Redis 总共三十二个 G，是 3 主 3 从的结构。"),
    ("zhiban", "zh", V, "值班什么时候交接？", "值班每周一早上九点交接。", "值班交接挪到了周五下午四点，周末由新一班的人顶。", "周五交接大家周末都睡不踏实，现在还是按老规矩周一早上九点交接。"),
    ("nianjia", "zh", N, "我今年有几天年假？", "我今年有 10 天年假。", "今年的年假是十五天。"),
    ("nianjia", "zh", L, "我老公单位的年假有几天？", "我今年有 10 天年假。", "我老公他们单位年假只有 5 天。"),
    ("gongwei", "zh", S, "我的工位在哪？", "我工位在 12 楼靠窗的 A 区。", "两个部门合并了，我们组整体搬到 15 楼 C 区，我新工位是 C-07。"),
    ("gongwei", "zh", T, "我的工位平时在哪？", "我工位在 12 楼靠窗的 A 区。", "12 楼这周重新铺地毯，先在 3 楼共享区凑合几天。"),
    ("huibao", "zh", V, "我向谁汇报？", "我直接向陈总汇报。", "组织架构调整以后，我的汇报对象变成李姐了。", "李姐调去深圳分公司，我的汇报线重新挂回陈总下面。"),
    # -- Chinese: 游泳课、舞蹈班、猫粮、跑步、体检、过敏、健身房、房贷、房租、定投 ------------------------------------------
    ("youyong", "zh", S, "儿子的游泳课什么时候上？", "儿子每周六上午十点上游泳课。", "游泳馆周六人太多，教练把儿子的课调到周日下午三点了，下周开始。"),
    ("youyong", "zh", E, "这周儿子游泳有什么进展？", "上周儿子终于学会换气了。", "这周他考过了深水证，可以去深水区了！"),
    ("wudao", "zh", N, "女儿的舞蹈班一学期多少钱？", "女儿的舞蹈班一学期 2800 块。", "女儿舞蹈课，一学期三千二。"),
    ("wudao", "zh", R, "女儿的舞蹈班一学期多少钱？", "女儿的舞蹈班一学期 2800 块。", "闺女学跳舞，一个学期交两千八。"),
    ("wudao", "zh", L, "侄女学钢琴一学期多少钱？", "女儿的舞蹈班一学期 2800 块。", "侄女学的是钢琴，一学期四千。"),
    ("maoliang", "zh", S, "猫每天吃多少猫粮？", "家里猫每天吃 60 克猫粮。", "体检说猫超重了，医生让每天减到 45g，粮还是原来那款。"),
    ("maoliang", "zh", T, "猫平时每天吃多少猫粮？", "家里猫每天吃 60 克猫粮。", "猫这两天拉肚子，先停了干粮，喂点处方罐头。"),
    ("paobu", "zh", N, "我每周跑多少？", "我每周跑三次，每次 5 公里。", "跑步：一周两次，一次 10km。"),
    ("paobu", "zh", T, "我平时每周跑多少？", "我每周跑三次，每次 5 公里。", "膝盖有点疼，这两周先不跑，改去游泳。"),
    ("paobu", "zh", E, "周六跑步做了什么？", "周二夜跑刷新了个人最好成绩。", "周六去跑了半马，两个小时出头完赛。"),
    ("tijian", "zh", S, "我每年在哪做体检？", "每年五月做一次体检，在美年。", "公司换了合作机构，今年起体检改去爱康国宾，还是五月份。"),
    ("tijian", "zh", R, "我每年在哪做体检？", "每年五月做一次体检，在美年。", "体检一年一次，五月份，去美年做的。"),
    ("guomin", "zh", R, "我对什么药过敏？", "我对青霉素过敏。", "青霉素类的药我碰不得，一用就起疹子。"),
    ("guomin", "zh", L, "我老婆对什么过敏？", "我对青霉素过敏。", "我老婆是海鲜过敏，虾蟹都不能吃。"),
    ("jianshen", "zh", V, "我在哪家健身房锻炼？", "在小区楼下的健身房办了年卡。", "年卡到期后换成公司旁边的乐刻，按月付费。", "乐刻离家太远周末去不了，又把楼下那家的年卡续上了。"),
    ("fangdai", "zh", N, "房贷利率是多少？", "房贷利率 4.9%，等额本息，三十年。", "房贷利率是 3.85%，30 年等额本息。"),
    ("fangzu", "zh", S, "房租每月多少？", "房租每月 4500，押一付三。", "房东说物业费涨了，下个季度开始房租加到 4800，还是押一付三。"),
    ("fangzu", "zh", L, "我弟租的房子一个月多少钱？", "房租每月 4500，押一付三。", "我弟租的那套一个月 3200。"),
    ("dingtou", "zh", N, "我每月定投多少？", "每月 10 号定投沪深 300 指数基金 2000 元。", "定投：每月 10 号，沪深 300，三千元。"),
    ("dingtou", "zh", T, "我平时每月定投多少？", "每月 10 号定投沪深 300 指数基金 2000 元。", "这个月手头紧，定投先停一期，下个月照常。"),
    # -- Chinese: 车险、手机套餐、酒店、护照、国庆、钓鱼、烤箱、相机、麻将、广场舞 ------------------------------------------
    ("chexian", "zh", E, "这周二开车出了什么事？", "上周五车险到期，续了人保。", "这周二早高峰追尾了前车，走的保险理赔。"),
    ("taocan", "zh", V, "我手机用的哪家运营商？", "我手机是移动的 128 元套餐。", "携号转网到联通了，月租 99。", "联通在家里信号太差，又转回了移动。"),
    ("jiudian", "zh", S, "我出差一般住哪家酒店？", "出差我一般住全季，是华住的金卡。", "公司差旅标准改了，出差统一住亚朵，全季那边不去了。"),
    ("jiudian", "zh", L, "同事小刘出差一般住哪？", "出差我一般住全季，是华住的金卡。", "同事小刘出差都住汉庭，说便宜。"),
    ("huzhao", "zh", R, "我的护照什么时候到期？", "我的护照 2030 年 8 月到期。", "护照有效期到二〇三〇年八月。"),
    ("guoqing", "zh", E, "国庆第三天做了什么？", "国庆第一天到了大理，住在古城。", "第三天去洱海边骑了一圈车。"),
    ("diaoyu", "zh", N, "我钓鲫鱼用多长的竿？", "钓鲫鱼我用 3.6 米的竿，周末常去水库。", "钓鲫鱼用 4.5 米的竿。"),
    ("diaoyu", "zh", R, "我钓鲫鱼用多长的竿？", "钓鲫鱼我用 3.6 米的竿，周末常去水库。", "周末去水库钓鲫鱼，那根竿三米六长。"),
    ("kaoxiang", "zh", S, "我用什么烤箱烤吐司？", "烤吐司用的是柏翠的小烤箱。", "小烤箱温度一直不准，双十一入了台海氏大烤箱，现在吐司都用它烤"),
    ("xiangji", "zh", L, "我爸拍鸟用什么相机？", "我拍照用的是富士 X-S20。", "我爸拍鸟用的是尼康 Z8，配 600 的头。"),
    ("xiangji", "zh", E, "这周末拍了什么？", "上周末去江边拍了日落。", "这周末去植物园拍荷花了。"),
    ("majiang", "zh", T, "我周五晚上一般做什么？", "每周五晚上跟老同学打麻将。", "老王这周出差，周五的麻将局停一次。"),
    ("guangchangwu", "zh", V, "我妈在哪跳广场舞？", "我妈每天晚饭后在小区东门跳广场舞。", "她们那队搬到街心公园去跳了，地方大。", "公园管理处不让放音乐，她们又回小区东门跳了。"),
]


def build() -> list[dict]:
    return said_rows(CASES, SPLIT_SEED, "blind27", FIRST_ID)


def main() -> None:
    write_pair_file(OUT, "issue #12 BLIND probes, the twenty-seventh set (bench/make_blind_probes_27.py): written in "
                         "session 47 for session 49 (blind27) by a helper that read only make_blind_probes_26.py, "
                         "probes.py and test_probe_files.py, not how the engine classifies, and ran no sentence through "
                         "the classifier; in English and Chinese, in varied registers (chatty typed messages with "
                         "lowercase, a typo or an emoji, terse notes, work chat, family life, health, money, travel, tech "
                         "ops, hobbies): a change with its reason or its date, a change with no change word (a bare new "
                         "value, a formal sentence), a restatement in other words and number forms, look-alike distinct "
                         "facts (another holder, item or system), distinct events in conversation, a temporary state or "
                         "pause beside a lasting fact, and reversals A -> B -> A whose return is said with varied words; "
                         "topics kept apart from set 26: CI, DNS, Postgres versions and backups, paging, on-call handoff, "
                         "deploy windows, expenses, laptops, office days, kids' soccer and piano, allowance, a dog's food, "
                         "babysitters, running, allergies, physio, gyms, rent, mortgage, car insurance, a phone, 401k, "
                         "live TV, airline status, passports, a trip, sourdough, cameras, board games, a fish tank, "
                         "消息队列、告警、发布窗口、对象存储、Redis、值班、年假、工位、汇报、游泳课、舞蹈班、猫粮、跑步、体检、"
                         "过敏、健身房、房贷、房租、定投、车险、手机套餐、酒店、护照、国庆、钓鱼、烤箱、相机、麻将、广场舞; "
                         "same classes and proportions per language as set 26; a fact and its controls are one group; "
                         "split once before any tuning into 'tuning' and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
