"""Build restatement probe set 3 (issue #12) once, and split it.

    .venv/bin/python bench/make_restate_probes_3.py   # writes bench/data/restate_probes_3.jsonl

Written before the "same values, frame reworded" rung was built, with wording chosen to be unlike
restate_probes.jsonl, restate_probes_2.jsonl and the labelled set: a fact said again in another
frame while every value it names is kept ("My line manager is Fatima" / "I report to Fatima",
"我在字节跳动上班" / "我是字节跳动的员工", "Backups kick off every night at 1:30am"), with slot words
that are synonyms rather than the same word, number and time forms written two ways (十月三号 /
10月3日, 128G / 128GB, 1,450 / 1450), and some mixed-script sentences. Some are hard on purpose
(another language on each side, a unit given a symbol): a miss there is honest.

Next to them, at least 45 % hard controls that keep every value yet state another fact: the same
value owned by another party ("My brother's mobile number is …"), the same value in another slot
("backup at 3 am" / "release at 3 am", "port 9000" for two services), the same name in another role
("… is my line manager" / "… is my mentor"), distinct chat events in the style of MemoryBank
(../shared/data/memorybank: trips, books, films said twice with one detail changed), questions
about the stated fact, and a few updates whose change word keeps every value ("I left Shopify").

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls
are one group): "tuning" is tuned on, "check" is not. Both halves are in-sample for the engine's
authors (hand-written by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20261216
OUT = Path(__file__).resolve().parent / "data" / "restate_probes_3.jsonl"

R, L, E, U = "restatement", "distinct_lookalike", "distinct_event", "update_signal"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English -------------------------------------------------------------------------------
    ("en-mobile", "en", R, "What is my mobile number?", "My mobile number is 07700 900123.", "You can reach me on 07700 900123."),
    ("en-mobile", "en", R, "What is my mobile number?", "My mobile number is 07700 900123.", "My cell is 07700900123."),
    ("en-mobile", "en", L, "What is my brother's mobile number?", "My mobile number is 07700 900123.", "My brother's mobile number is 07700 900123."),
    ("en-employer", "en", R, "Where do I work?", "I work at Shopify.", "Shopify is my employer."),
    ("en-employer", "en", R, "Where do I work?", "I work at Shopify.", "I'm employed by Shopify."),
    ("en-employer", "en", L, "Where does my wife work?", "I work at Shopify.", "My wife works at Shopify."),
    ("en-employer", "en", U, "Where do I work?", "I work at Shopify.", "I left Shopify."),
    ("en-lead", "en", R, "Who leads our team?", "Our team lead is Marcus.", "Marcus leads our team."),
    ("en-lead", "en", L, "Who is on our team?", "Our team lead is Marcus.", "Marcus is on our team."),
    ("en-lead", "en", L, "Who leads the platform team?", "Our team lead is Marcus.", "Marcus leads the platform team."),
    ("en-deploy4", "en", R, "When do production deploys go out?", "Production deploys go out at 4 pm.", "We ship to production at 4pm."),
    ("en-deploy4", "en", L, "When do staging deploys go out?", "Production deploys go out at 4 pm.", "Staging deploys go out at 4 pm."),
    ("en-deploy4", "en", L, "When is the standup?", "Production deploys go out at 4 pm.", "The standup is at 4 pm."),
    ("en-backup130", "en", R, "When does the nightly backup start?", "The nightly backup starts at 1:30 AM.", "Backups kick off every night at 1:30am."),
    ("en-backup130", "en", L, "When does the vacuum job start?", "The nightly backup starts at 1:30 AM.", "The nightly vacuum job starts at 1:30 AM."),
    ("en-port9000", "en", R, "Which port serves the admin dashboard?", "The admin dashboard is served on port 9000.", "Port 9000 serves the admin dashboard."),
    ("en-port9000", "en", R, "Which port serves the admin dashboard?", "The admin dashboard is served on port 9000.", "The admin dashboard listens on 9000."),
    ("en-port9000", "en", L, "Which port does the metrics exporter use?", "The admin dashboard is served on port 9000.", "The metrics exporter is served on port 9000."),
    ("en-buildkite", "en", R, "What runs our builds?", "Our builds run on Buildkite.", "We use Buildkite for CI."),
    ("en-buildkite", "en", L, "What runs the load tests?", "Our builds run on Buildkite.", "Our nightly load tests run on Buildkite."),
    ("en-buildkite", "en", U, "What runs our builds?", "Our builds run on Buildkite.", "Our builds no longer run on Buildkite."),
    ("en-cockroach", "en", R, "What is our primary datastore?", "Our primary datastore is CockroachDB.", "We keep our main data in CockroachDB."),
    ("en-cockroach", "en", L, "Where are the audit logs stored?", "Our primary datastore is CockroachDB.", "Our audit logs are stored in CockroachDB."),
    ("en-birthday", "en", R, "When is my birthday?", "My birthday is on 14 July.", "I was born on July 14."),
    ("en-birthday", "en", L, "When is my wedding anniversary?", "My birthday is on 14 July.", "My wedding anniversary is on 14 July."),
    ("en-birthday", "en", L, "When is my son's birthday?", "My birthday is on 14 July.", "My son's birthday is on 14 July."),
    ("en-biscuit", "en", R, "What is our dog called?", "Our dog is called Biscuit.", "Biscuit is the name of our dog."),
    ("en-biscuit", "en", L, "What is our cat called?", "Our dog is called Biscuit.", "Our cat is called Biscuit."),
    ("en-uptime", "en", R, "What is the uptime target?", "The uptime target is 99.95%.", "We aim for 99.95% uptime."),
    ("en-uptime", "en", L, "What is the cache hit rate target?", "The uptime target is 99.95%.", "The cache hit rate target is 99.95%."),
    ("en-lisbon", "en", R, "Where am I based?", "I'm based in Lisbon.", "I live in Lisbon."),
    ("en-lisbon", "en", L, "Where is my manager based?", "I'm based in Lisbon.", "My manager is based in Lisbon."),
    ("en-thinkpad", "en", R, "What is my work laptop?", "My work laptop is a ThinkPad X1 Carbon.", "At work I use a ThinkPad X1 Carbon."),
    ("en-thinkpad", "en", L, "What is my personal laptop?", "My work laptop is a ThinkPad X1 Carbon.", "My personal laptop is a ThinkPad X1 Carbon."),
    ("en-incident", "en", R, "Where are incidents announced?", "Incidents are announced in #incident-room.", "We post incident announcements to #incident-room."),
    ("en-incident", "en", L, "Where do deploy notifications go?", "Incidents are announced in #incident-room.", "Deploy notifications go to #incident-room."),
    ("en-node20", "en", R, "Which Node version does the backend run?", "The backend runs on Node 20.", "We're on Node.js 20 for the backend."),
    ("en-node20", "en", L, "Which Node version do the build scripts need?", "The backend runs on Node 20.", "The build scripts need Node 20."),
    ("en-fatima", "en", R, "Who is my line manager?", "My line manager is Fatima.", "I report to Fatima."),
    ("en-fatima", "en", L, "Who is my mentor?", "My line manager is Fatima.", "Fatima is my mentor."),
    ("en-fatima", "en", L, "Who is my wife's manager?", "My line manager is Fatima.", "My wife's manager is Fatima."),
    ("en-fatima", "en", L, "Who is my line manager?", "My line manager is Fatima.", "Is my line manager Fatima?"),
    ("en-font", "en", R, "What is my terminal font?", "My terminal font is JetBrains Mono.", "I use JetBrains Mono in my terminal."),
    ("en-font", "en", L, "What is my editor font?", "My terminal font is JetBrains Mono.", "My editor font is JetBrains Mono."),
    ("en-rent", "en", R, "How much is my rent?", "My rent is 1,450 euros a month.", "I pay 1450 euros in rent every month."),
    ("en-rent", "en", L, "How much is my mortgage?", "My rent is 1,450 euros a month.", "My mortgage is 1,450 euros a month."),
    ("en-earlgrey", "en", R, "What is my usual tea?", "Earl Grey is my go-to tea.", "My usual tea is Earl Grey."),
    ("en-earlgrey", "en", L, "What is my mother's usual tea?", "Earl Grey is my go-to tea.", "My mother's usual tea is Earl Grey."),
    ("en-planning", "en", R, "When is sprint planning?", "Sprint planning happens on Monday at 10:00.", "We plan sprints on Mondays at 10:00."),
    ("en-planning", "en", L, "When is the sprint review?", "Sprint planning happens on Monday at 10:00.", "Sprint review happens on Monday at 10:00."),
    ("en-region", "en", R, "Where are our servers hosted?", "Our servers are hosted in eu-west-1.", "Everything is deployed to the eu-west-1 region."),
    ("en-region", "en", L, "Where is the disaster-recovery copy?", "Our servers are hosted in eu-west-1.", "Our disaster-recovery copy is in eu-west-1."),
    ("en-email", "en", R, "What is my work email?", "My work email is jin.park@acme.io.", "For work stuff, email me at jin.park@acme.io."),
    ("en-email", "en", L, "Where do invoices go?", "My work email is jin.park@acme.io.", "Send invoices to jin.park@acme.io."),
    ("en-kids", "en", R, "How many kids do I have?", "I have three kids.", "I'm a parent of 3 kids."),
    ("en-kids", "en", L, "How many kids does my sister have?", "I have three kids.", "My sister has three kids."),
    ("en-outback", "en", R, "What car do I drive?", "I drive a Subaru Outback.", "My car is a Subaru Outback."),
    ("en-outback", "en", L, "What does my dad drive?", "I drive a Subaru Outback.", "My dad drives a Subaru Outback."),
    ("en-wifi", "en", R, "What is the office wifi password?", "The office wifi password is Tulip-2026.", "Wifi password at the office: Tulip-2026"),
    ("en-wifi", "en", L, "What is the guest wifi password?", "The office wifi password is Tulip-2026.", "The guest wifi password is Tulip-2026."),
    ("en-kotlin", "en", R, "What is the mobile app written in?", "Our mobile app is written in Kotlin.", "We build the mobile app in Kotlin."),
    ("en-kotlin", "en", L, "What is the payment SDK written in?", "Our mobile app is written in Kotlin.", "Our payment SDK is written in Kotlin."),
    ("en-support", "en", R, "When does the support desk open?", "The support desk opens at 8:30.", "Support starts taking calls at 8:30."),
    ("en-support", "en", L, "When does the canteen open?", "The support desk opens at 8:30.", "The canteen opens at 8:30."),
    ("en-louvre", "en", R, "Where did I go last weekend?", "I went to the Louvre last weekend.", "Last weekend I visited the Louvre."),
    ("en-louvre", "en", L, "Where did my friend go last weekend?", "I went to the Louvre last weekend.", "My friend went to the Louvre last weekend."),
    ("en-louvre", "en", E, "When did I go to the Louvre?", "I went to the Louvre last weekend.", "I went to the Louvre last summer."),
    ("en-inception", "en", R, "What did I watch yesterday?", "I watched Inception with my roommate yesterday.", "Yesterday my roommate and I watched Inception."),
    ("en-inception", "en", E, "What did I watch yesterday?", "I watched Inception with my roommate yesterday.", "I watched Interstellar with my roommate yesterday."),
    ("en-sapiens", "en", R, "What am I reading this month?", "This month I'm reading Sapiens by Yuval Harari.", "I'm reading Yuval Harari's Sapiens this month."),
    ("en-sapiens", "en", E, "What am I reading this month?", "This month I'm reading Sapiens by Yuval Harari.", "This month I'm reading Homo Deus by Yuval Harari."),
    ("en-penicillin", "en", R, "What am I allergic to?", "I'm allergic to penicillin.", "Penicillin gives me an allergic reaction."),
    ("en-penicillin", "en", L, "What is my son allergic to?", "I'm allergic to penicillin.", "My son is allergic to penicillin."),
    ("en-bastion", "en", R, "What is the bastion host?", "The bastion host is bastion.acme.internal.", "SSH goes through the bastion at bastion.acme.internal."),
    ("en-bastion", "en", L, "What is the VPN gateway?", "The bastion host is bastion.acme.internal.", "The VPN gateway is bastion.acme.internal."),
    ("en-gym", "en", R, "When do I go to the gym?", "I go to the gym on Tuesdays and Thursdays.", "Tuesdays and Thursdays are my gym days."),
    ("en-gym", "en", L, "When do I go swimming?", "I go to the gym on Tuesdays and Thursdays.", "I go swimming on Tuesdays and Thursdays."),
    ("en-gym", "en", U, "When do I go to the gym?", "I go to the gym on Tuesdays and Thursdays.", "I don't go to the gym on Tuesdays and Thursdays anymore."),
    # -- Chinese -------------------------------------------------------------------------------
    ("zh-mobile", "zh", R, "我的手机号是多少？", "我的手机是139 0011 2233。", "打我手机13900112233就行。"),
    ("zh-mobile", "zh", R, "我的手机号是多少？", "我的手机是139 0011 2233。", "我手机号码：13900112233。"),
    ("zh-mobile", "zh", L, "我老婆的手机号是多少？", "我的手机是139 0011 2233。", "我老婆的手机是139 0011 2233。"),
    ("zh-bytedance", "zh", R, "我在哪里工作？", "我在字节跳动上班。", "我是字节跳动的员工。"),
    ("zh-bytedance", "zh", R, "我在哪里工作？", "我在字节跳动上班。", "我的工作单位是字节跳动。"),
    ("zh-bytedance", "zh", L, "我弟弟在哪里工作？", "我在字节跳动上班。", "我弟弟在字节跳动上班。"),
    ("zh-bytedance", "zh", E, "我去哪里面试了？", "我在字节跳动上班。", "我去字节跳动面试了。"),
    ("zh-bytedance", "zh", U, "我在哪里工作？", "我在字节跳动上班。", "我已经不在字节跳动上班了。"),
    ("zh-zhaomin", "zh", R, "我的直属领导是谁？", "我的直属领导是赵敏。", "我向赵敏汇报工作。"),
    ("zh-zhaomin", "zh", L, "我的导师是谁？", "我的直属领导是赵敏。", "赵敏是我的导师。"),
    ("zh-zhaomin", "zh", L, "我的直属领导是谁？", "我的直属领导是赵敏。", "我的直属领导是赵敏吗？"),
    ("zh-tidb", "zh", R, "订单系统用什么数据库？", "订单系统的数据库是TiDB。", "订单系统用TiDB存数据。"),
    ("zh-tidb", "zh", L, "日志系统用什么数据库？", "订单系统的数据库是TiDB。", "日志系统的数据库是TiDB。"),
    ("zh-gateway", "zh", R, "网关服务用哪个端口？", "网关服务跑在8443端口。", "网关服务的端口是8443。"),
    ("zh-gateway", "zh", L, "监控服务用哪个端口？", "网关服务跑在8443端口。", "监控服务跑在8443端口。"),
    ("zh-fullbackup", "zh", R, "全量备份什么时候做？", "数据库每天凌晨三点做全量备份。", "数据库的全量备份在每天凌晨3点进行。"),
    ("zh-fullbackup", "zh", L, "什么时候自动发版？", "数据库每天凌晨三点做全量备份。", "每天凌晨三点自动发版。"),
    ("zh-tencent", "zh", R, "我们的服务部署在哪里？", "我们的服务部署在腾讯云上。", "我们的服务用的是腾讯云。"),
    ("zh-tencent", "zh", L, "测试环境部署在哪里？", "我们的服务部署在腾讯云上。", "我们的测试环境部署在腾讯云上。"),
    ("zh-birthday", "zh", R, "我的生日是哪天？", "我的生日是十月三号。", "我是10月3号出生的。"),
    ("zh-birthday", "zh", L, "我妈妈的生日是哪天？", "我的生日是十月三号。", "我妈妈的生日是十月三号。"),
    ("zh-byd", "zh", R, "我开什么车？", "我开的是一辆比亚迪汉。", "我的车是比亚迪汉。"),
    ("zh-byd", "zh", L, "我爸爸开什么车？", "我开的是一辆比亚迪汉。", "我爸爸开的是一辆比亚迪汉。"),
    ("zh-niangao", "zh", R, "我家的猫叫什么？", "我家的猫叫年糕。", "年糕是我家猫的名字。"),
    ("zh-niangao", "zh", L, "我家的狗叫什么？", "我家的猫叫年糕。", "我家的狗叫年糕。"),
    ("zh-wechat", "zh", R, "我的微信号是什么？", "我的微信号是lily_0521。", "加我微信：lily_0521。"),
    ("zh-wechat", "zh", L, "我同事的微信号是什么？", "我的微信号是lily_0521。", "我同事的微信号是lily_0521。"),
    ("zh-standup", "zh", R, "站会几点开？", "站会每天上午十点开。", "我们每天上午10点开站会。"),
    ("zh-standup", "zh", L, "代码冻结几点开始？", "站会每天上午十点开。", "代码冻结每天上午十点开始。"),
    ("zh-school", "zh", R, "我女儿在哪里上学？", "我女儿在实验小学读二年级。", "我女儿是实验小学二年级的学生。"),
    ("zh-school", "zh", L, "我儿子在哪里上学？", "我女儿在实验小学读二年级。", "我儿子在实验小学读二年级。"),
    ("zh-gaoxin", "zh", R, "我住在哪里？", "我家住在成都高新区。", "我住成都高新区。"),
    ("zh-gaoxin", "zh", L, "我公司在哪里？", "我家住在成都高新区。", "我公司在成都高新区。"),
    ("zh-line2", "zh", R, "我怎么上班？", "我每天坐地铁2号线上班。", "上班我都坐2号线地铁。"),
    ("zh-line2", "zh", L, "我老公怎么上班？", "我每天坐地铁2号线上班。", "我老公每天坐地铁2号线上班。"),
    ("zh-script", "zh", R, "数据分析脚本用什么写的？", "数据分析脚本用Python 3.10写的。", "数据分析脚本是用Python 3.10编写的。"),
    ("zh-script", "zh", L, "爬虫脚本用什么写的？", "数据分析脚本用Python 3.10写的。", "爬虫脚本用Python 3.10写的。"),
    ("zh-weekly", "zh", R, "周会什么时候开？", "周会定在每周一下午两点。", "每周一下午2点开周会。"),
    ("zh-weekly", "zh", L, "周报什么时候交？", "周会定在每周一下午两点。", "每周一下午两点要交周报。"),
    ("zh-wangfang", "zh", R, "我们组的测试谁负责？", "王芳是我们组的测试负责人。", "我们组的测试由王芳负责。"),
    ("zh-wangfang", "zh", L, "我们组的产品谁负责？", "王芳是我们组的测试负责人。", "王芳是我们组的产品负责人。"),
    ("zh-xian", "zh", R, "上个月我去了哪里？", "上个月我去了一趟西安，吃了很多好吃的。", "上个月去西安玩了一趟，吃了很多好吃的。"),
    ("zh-xian", "zh", E, "上个月我去了哪里？", "上个月我去了一趟西安，吃了很多好吃的。", "上个月我去了一趟洛阳，吃了很多好吃的。"),
    ("zh-santi", "zh", R, "我最近在读什么书？", "我最近在读《三体》。", "最近我正在读《三体》这本书。"),
    ("zh-santi", "zh", E, "我最近在读什么书？", "我最近在读《三体》。", "我最近在读《活着》。"),
    ("zh-santi", "zh", L, "我朋友最近在读什么书？", "我最近在读《三体》。", "我朋友最近在读《三体》。"),
    ("zh-xiangshan", "zh", R, "我周末去爬了什么山？", "我周末和朋友去爬了香山。", "周末跟朋友一起去爬了香山。"),
    ("zh-xiangshan", "zh", E, "我周末去爬了什么山？", "我周末和朋友去爬了香山。", "我周末和朋友去爬了泰山。"),
    ("zh-xiangshan", "zh", L, "我周末和谁去爬了香山？", "我周末和朋友去爬了香山。", "我周末和家人去爬了香山。"),
    ("zh-domain", "zh", R, "公司官网的域名是什么？", "公司官网的域名是acme.cn。", "我们官网的网址是acme.cn。"),
    ("zh-domain", "zh", L, "公司邮箱的域名是什么？", "公司官网的域名是acme.cn。", "公司邮箱的域名是acme.cn。"),
    ("zh-blood", "zh", R, "我是什么血型？", "我是O型血。", "我的血型是O型。"),
    ("zh-blood", "zh", L, "我女儿是什么血型？", "我是O型血。", "我女儿是O型血。"),
    ("zh-timeout", "zh", R, "接口超时时间是多少？", "接口超时时间设成5秒。", "接口的超时是5秒。"),
    ("zh-timeout", "zh", L, "接口重试间隔是多少？", "接口超时时间设成5秒。", "接口重试间隔是5秒。"),
    ("zh-ram", "zh", R, "生产服务器内存多大？", "生产服务器的内存是128G。", "生产服务器有128GB内存。"),
    ("zh-ram", "zh", L, "测试服务器内存多大？", "生产服务器的内存是128G。", "测试服务器的内存是128G。"),
    ("zh-react", "zh", R, "前端用什么框架？", "我们的前端用React 18。", "前端框架是React 18。"),
    ("zh-react", "zh", L, "后台管理系统用什么框架？", "我们的前端用React 18。", "后台管理系统用React 18。"),
    ("zh-swim", "zh", R, "我每周六上午做什么？", "我每周六上午去游泳。", "每个周六上午我都会去游泳。"),
    ("zh-swim", "zh", L, "我每周六上午做什么？", "我每周六上午去游泳。", "我每周六上午去上钢琴课。"),
    ("zh-swim", "zh", U, "我每周六上午做什么？", "我每周六上午去游泳。", "我现在不再每周六上午去游泳了。"),
    # -- mixed script --------------------------------------------------------------------------
    ("mix-jira", "mixed", R, "What is our Jira project key?", "我们Jira项目的key是PAY。", "Jira项目key：PAY。"),
    ("mix-jira", "mixed", L, "What is our Confluence space key?", "我们Jira项目的key是PAY。", "我们Confluence空间的key是PAY。"),
    ("mix-staging", "mixed", R, "staging 环境的地址是什么？", "Staging 环境的地址是 staging.acme.cn。", "staging.acme.cn 是 staging 环境。"),
    ("mix-staging", "mixed", L, "测试环境的地址是什么？", "Staging 环境的地址是 staging.acme.cn。", "测试环境的地址是 staging.acme.cn。"),
    ("mix-macbook", "mixed", R, "我用什么电脑？", "我用的是 MacBook Pro M3。", "我的电脑是 MacBook Pro M3。"),
    ("mix-macbook", "mixed", L, "我老婆用什么电脑？", "我用的是 MacBook Pro M3。", "我老婆用的是 MacBook Pro M3。"),
    ("mix-grafana", "mixed", R, "API 看板在哪里？", "API 看板在 grafana.acme.io/d/api。", "API 的看板地址：grafana.acme.io/d/api"),
    ("mix-grafana", "mixed", L, "数据库看板在哪里？", "API 看板在 grafana.acme.io/d/api。", "数据库看板在 grafana.acme.io/d/api。"),
    ("mix-oncall", "mixed", R, "Who handles on-call for payments?", "Payments 的 on-call 由 Kevin 负责。", "Kevin 负责 Payments 的 on-call。"),
    ("mix-oncall", "mixed", L, "Who handles on-call for search?", "Payments 的 on-call 由 Kevin 负责。", "Search 的 on-call 由 Kevin 负责。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "probe3", 40000)


def main() -> None:
    write_pair_file(OUT, "issue #12 restatement probe set 3, IN-SAMPLE (hand-written by the restate session before "
                         "building the 'same values, frame reworded' rung, wording chosen unlike restate_probes 1-2 and "
                         "the labelled set; not part of update_set.jsonl); built by bench/make_restate_probes_3.py; "
                         "split once before tuning into 'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
