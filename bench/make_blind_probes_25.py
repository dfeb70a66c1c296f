"""Issue #12: BLIND probes, the twenty-fifth set, written in session 45 for session 47 (branch blind47) by a helper
that read only make_blind_probes_24.py (for the file's shape and to keep away from its topics and wording), probes.py
and test_probe_files.py: not how the engine classifies (not python/flymemory/**, not docs/, not any bench/data file
nor any other probe generator). Phrased as users of a coding agent and of a personal assistant type things, in English
and Chinese: fragments and lowercase, a rare typo or emoji, the change buried mid-sentence, a change with its date or
its reason, a fact followed by a question, numbers as words and digits and units said differently (twenty conns,
four times a day, three quarters of a cup, 90 seconds for 5 minutes, 一千五百大卡, 五千二), two facts in one sentence
of which only one changes, someone else's change (a look-alike control), a plan that is not yet a change ("might jump
to", "tempted to try", 在考虑 — labelled temporary: the question asks what holds now), the middle step of a reversal
said in other words than the first and its return said with varied back-words (on jest again, home again, once more,
back to, doing ... again, 又挪回, 重新充了, 换回, 转回); Chinese 口语 with and without 了/已经/现在, mixed 中英, 量词,
numbers in 汉字 and digits. Topics kept apart from set 24 (and from standups, editors and cities): database
connection pools, container base images, test runners and their parallelism, CODEOWNERS, release trains, pinned API
versions, SSO providers, product dashboards and task boards, database backups and restores, cache TTLs, Node versions,
message queues, phone plans and home broadband, gym classes and personal training, kids' piano, swim and English
lessons and school pickup, allergies, music and video subscriptions, car and home insurance, car servicing, reading
goals, diets and breakfast, pets' feeding, walks, vet visits and litter, rent:
  - update with a change signal; update without a signal (same fact, another value, no change word);
  - restatement (the same fact in other words);
  - distinct look-alike facts (another holder, another item, another service); distinct events in conversation;
  - reversal A -> B -> A (three sentences: the last one is current);
  - temporary state beside a lasting fact, or a plan not yet carried out (the question asks what holds).
A fact and its controls are one group.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group: "tuning" may be tuned on, "check" is counted only.

    .venv/bin/python bench/make_blind_probes_25.py   # writes bench/data/blind_probes_25.jsonl"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import E, L, N, R, S, T, V, said_rows, write_pair_file

SPLIT_SEED = 20264404
FIRST_ID = 800300
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_25.jsonl"

# group, lang, class, question, sentences in the order they are said (two; three for a reversal A -> B -> A)
CASES: list[tuple[str, ...]] = [
    # -- English: pools, images, test runners, owners, releases, API pins, SSO, dashboards, backups, caches ------
    ("dbpool", "en", S, "What's the max size of our Postgres connection pool?", "our postgres pool is capped at 20 connections, idle timeout 30s", "bumped max pool to 50 after the load test on the 3rd, idle timeout left at 30s. does pgbouncer need a reload for that or does it pick it up?"),
    ("dbpool", "en", R, "What's the max size of our Postgres connection pool?", "our postgres pool is capped at 20 connections, idle timeout 30s", "pg pool tops out at twenty conns"),
    ("dbpool", "en", L, "What's the max pool size for the analytics read replica?", "our postgres pool is capped at 20 connections, idle timeout 30s", "the analytics read replica has a separate pool, max 8, so dashboards can't starve the app"),
    ("dbpool", "en", T, "What's the usual max size of our Postgres connection pool?", "our postgres pool is capped at 20 connections, idle timeout 30s", "dropping the pool to 5 just for tonight's backfill so we don't hammer the primary, will put it back in the morning"),
    ("baseimg", "en", S, "Which base image do our service Dockerfiles build from?", "every service Dockerfile builds FROM python:3.11-slim", "merged the base image bump yesterday — services are on python:3.12-slim-bookworm now, trivy was screaming about openssl in the old one"),
    ("baseimg", "en", L, "Which base image does the ml-worker build from?", "every service Dockerfile builds FROM python:3.11-slim", "ml-worker is the odd one out, it builds on nvidia/cuda:12.2.0-runtime-ubuntu22.04 for the gpu libs"),
    ("baseimg", "en", T, "Which base image do our service Dockerfiles build from right now?", "every service Dockerfile builds FROM python:3.11-slim", "kinda tempted to try distroless for the services next quarter, anyone had luck with it + python?"),
    ("pytest", "en", N, "How many xdist workers does CI run pytest with?", "CI runs the pytest suite with -n 4", "pytest in ci: 8 xdist workers"),
    ("pytest", "en", R, "How many xdist workers does CI run pytest with?", "CI runs the pytest suite with -n 4", "our CI test job splits pytest across four workers"),
    ("fetests", "en", V, "Which test runner does the frontend suite use?", "frontend unit tests run on Jest", "we ported the frontend tests to vitest over the summer, it's what `pnpm test` runs", "vitest + jsdom kept flaking in CI so the frontend suite is on jest again since last sprint"),
    ("owners", "en", S, "Which team owns payments/ in CODEOWNERS?", "CODEOWNERS puts @acme/billing on payments/", "fyi after the reorg payments/ belongs to @acme/checkout in CODEOWNERS (changed on the 1st), billing no longer gets pinged"),
    ("owners", "en", R, "Which team owns payments/ in CODEOWNERS?", "CODEOWNERS puts @acme/billing on payments/", "payments/ reviews go to @acme/billing, that's what codeowners says"),
    ("owners", "en", L, "Which team owns infra/ in CODEOWNERS?", "CODEOWNERS puts @acme/billing on payments/", "infra/ is @acme/platform-sre in codeowners"),
    ("train", "en", N, "How often do we cut a release?", "we cut a release every other Tuesday", "release train leaves every tuesday"),
    ("train", "en", T, "How often do we normally cut a release?", "we cut a release every other Tuesday", "no release train over the holidays, first cut of the year is jan 7"),
    ("train", "en", E, "What went out in Thursday's hotfix?", "Tuesday's release shipped the new invoice PDFs.", "thursday's hotfix only fixed the timezone bug in reminder emails"),
    ("stripe", "en", S, "Which Stripe API version are we pinned to?", "we're pinned to Stripe API version 2022-11-15", "bumped the stripe api pin to 2024-06-20 this morning and fixed two webhook payload diffs — anything else in the changelog likely to bite us?"),
    ("stripe", "en", L, "Which Stripe API version is the legacy billing service pinned to?", "we're pinned to Stripe API version 2022-11-15", "legacy-billing still sits on stripe 2020-08-27, nobody wants to touch it"),
    ("sso", "en", S, "Which SSO provider do we use?", "we use Okta for SSO", "sso is Entra ID now, cutover finsihed friday night — the old okta tiles are gone, so bookmark myapps.microsoft.com"),
    ("sso", "en", R, "Which SSO provider do we use?", "we use Okta for SSO", "everything at work logs in through okta"),
    ("dashboards", "en", V, "Where do we build our product dashboards?", "product dashboards are built in Metabase", "spent most of Q2 rebuilding the product dashboards in Looker, that's where they live", "finance cut looker in the budget review; metabase is home for our dashboards again"),
    ("backup", "en", N, "How often is the prod database backed up?", "prod db snapshots run every 6 hours", "prod database backups: twice a day"),
    ("backup", "en", R, "How often is the prod database backed up?", "prod db snapshots run every 6 hours", "we snapshot the prod database four times a day"),
    ("backup", "en", E, "What did we restore on Wednesday?", "monday we restored the users table from the 06:00 snapshot after the bad migration", "wednesday's restore was one customer's projects they'd deleted by accident"),
    ("node", "en", N, "Which Node version runs in prod?", "prod runs on Node 18", "Node 20 LTS in production"),
    ("cache", "en", N, "What's the TTL on the product cache in Redis?", "product cache TTL in redis is 5 minutes", "the redis TTL for product pages is 90 seconds"),
    # -- English: phone plan, gym, kids' lessons, allergies, music, insurance, car, diet, dog, pickup, reading ---
    ("phone", "en", S, "Which phone plan am I on?", "I'm on T-Mobile's Magenta plan, $70 a month", "finally ported my number to Mint last week — 30 bucks a month for unlimited. how do I turn on wifi calling on it?"),
    ("phone", "en", L, "Which phone plan is my daughter on?", "I'm on T-Mobile's Magenta plan, $70 a month", "my daughter just switched her line to Visible, $25/mo"),
    ("phone", "en", T, "Which phone plan am I on right now?", "I'm on T-Mobile's Magenta plan, $70 a month", "if T-Mobile raises prices again I might jump to Mint, haven't done anything yet"),
    ("spin", "en", N, "What time is my Monday spin class?", "I take the 6:30am spin class on Mondays", "my monday spin class is at 7:15"),
    ("gymthu", "en", V, "Which gym class do I take on Thursdays?", "thursdays I do yoga at the Y", "traded thursday yoga for the boxing class, wanted more cardio", "boxing was wrecking my wrist, so thursdays are yoga once more"),
    ("gym", "en", E, "What did I do at the gym on Saturday?", "friday was leg day, squatted 100 kg for 5", "saturday was just an easy 5k on the treadmill"),
    ("piano", "en", S, "When is Mia's piano lesson?", "Mia has piano Wednesdays at 4:30", "Mia's piano teacher reshuffled her week, so starting next week it's thursdays at 5 instead"),
    ("piano", "en", R, "When is Mia's piano lesson?", "Mia has piano Wednesdays at 4:30", "piano for mia is wed, half past four"),
    ("piano", "en", L, "When is Noah's swim lesson?", "Mia has piano Wednesdays at 4:30", "Noah swims tuesdays at 4:30 at the rec center"),
    ("allergy", "en", L, "What is my son allergic to?", "I'm allergic to penicillin", "my son's allergic to peanuts and tree nuts, he carries an epipen"),
    ("music", "en", V, "Which music streaming service do I use?", "I use Spotify for music", "gave Apple Music a go for the lossless, my whole library is over there now", "apple music's app drove me up the wall — cancelled it, back to spotify"),
    ("insurance", "en", N, "What's my car insurance deductible?", "my car insurance deductible is $500", "auto policy deductible is one thousand dollars"),
    ("insurance", "en", L, "What's the deductible on our home insurance?", "my car insurance deductible is $500", "homeowners policy has a $2,500 deductible"),
    ("car", "en", S, "Where do I get the Civic's oil changed?", "I take the Civic to the Honda dealer for oil changes", "the civic's oil changes go to the little independent shop on Elm now, dealer wanted 120 bucks for synthetic"),
    ("car", "en", T, "Where do I usually get the Civic's oil changed?", "I take the Civic to the Honda dealer for oil changes", "civic's getting its oil done at jiffy lube today, only because the dealer had no slots before the road trip"),
    ("car", "en", E, "What did the shop do to the car on Friday?", "got the tires rotated tuesday", "friday they replaced the rear brake pads, $280 all in"),
    ("diet", "en", S, "What's my eating window?", "I do 16:8 fasting, eating window noon to 8pm", "pulled my eating window earlier — 10am to 6pm now, still 16:8, sleeping way better"),
    ("dog", "en", S, "How much kibble does Biscuit get at dinner?", "Biscuit gets 1 cup of kibble at dinner", "vet says biscuit's a bit chunky so dinner's down to three quarters of a cup"),
    ("dog", "en", E, "What happened at the vet on Thursday?", "took biscuit for his rabies shot on monday", "thursday the vet pulled a foxtail out of his ear, poor guy"),
    ("walker", "en", V, "What time does the dog walker come?", "our dog walker Tasha comes at noon", "Tasha picked up a second client so she swings by around 2 these days", "the 2pm slot meant accidents in the hallway lol, tasha's doing noon walks again 🐶"),
    ("pickup", "en", N, "Who picks the kids up from school on Fridays?", "Grandma picks the kids up from school on Fridays", "friday school pickup is my husband"),
    ("pickup", "en", E, "Who picked the kids up on Wednesday?", "monday I got the kids, they were the last ones out", "wednesday my sister grabbed them since I had a late call"),
    ("reading", "en", R, "What's my reading goal this year?", "my goodreads goal this year is 24 books", "aiming for two dozen books this year"),
    ("reading", "en", E, "What did I finish reading on Sunday?", "finished Project Hail Mary on friday", "sunday I tore through the last hundred pages of Piranesi"),
    # -- Chinese: 连接池、基础镜像、MQ、单点登录、单测、发版、备份、code owner、接口版本、看板 -----------------------
    ("lianjiechi", "zh", S, "订单服务连接池最大连接数是多少？", "订单服务 HikariCP 最大连接数 30，连接超时 3 秒。", "订单服务连接池上限昨天已经调到 80 了（压测时打满了），超时还是三秒没动。MySQL 的 max_connections 要不要跟着加？"),
    ("lianjiechi", "zh", R, "订单服务连接池最大连接数是多少？", "订单服务 HikariCP 最大连接数 30，连接超时 3 秒。", "订单服务那个连接池最多就三十个连接。"),
    ("lianjiechi", "zh", L, "报表服务连接池最大连接数是多少？", "订单服务 HikariCP 最大连接数 30，连接超时 3 秒。", "报表服务单独一个池子，最多 10 个连接，免得把主库拖垮。"),
    ("lianjiechi", "zh", T, "订单服务连接池平时最大连接数是多少？", "订单服务 HikariCP 最大连接数 30，连接超时 3 秒。", "今晚跑数据迁移，临时把订单服务连接池压到 10 个，明早改回来。"),
    ("jingxiang", "zh", S, "后端服务用的什么基础镜像？", "后端服务的基础镜像统一用 openjdk:17-jdk-alpine。", "alpine 那个 musl 老出字体问题，后端基础镜像上周已经统一换成 eclipse-temurin:17-jre 了。"),
    ("jingxiang", "zh", L, "前端项目用的什么基础镜像？", "后端服务的基础镜像统一用 openjdk:17-jdk-alpine。", "前端打包用的是 node:20-alpine，最后丢到 nginx 镜像里跑。"),
    ("jingxiang", "zh", T, "后端服务现在用的什么基础镜像？", "后端服务的基础镜像统一用 openjdk:17-jdk-alpine。", "在考虑后面把后端镜像换成 distroless，还没定，先调研一下。"),
    ("mq", "zh", S, "服务之间的消息用的什么 MQ？", "服务之间的消息走 RabbitMQ。", "三月份开始服务之间的消息都改走 Kafka 了，RabbitMQ 扛不住现在的量。"),
    ("denglu", "zh", S, "内部系统用什么登录？", "公司内部系统都是用企业微信扫码登录。", "上个月公司整体迁飞书了，内部系统现在统一飞书扫码登录，企微那套下线了。"),
    ("denglu", "zh", R, "内部系统用什么登录？", "公司内部系统都是用企业微信扫码登录。", "内部系统登录就是拿企业微信扫一下。"),
    ("danceshi", "zh", N, "CI 上单测开几个并发？", "CI 上单测开 4 个并发跑。", "CI 的单元测试并发数是 8。"),
    ("faban", "zh", N, "多久发一次版？", "我们两周发一次版，周三发。", "我们每周三发版。"),
    ("faban", "zh", R, "多久发一次版？", "我们两周发一次版，周三发。", "发版是双周一次，赶在周三。"),
    ("faban", "zh", E, "周五的热修复修了什么？", "周三那个版本上了新的会员中心。", "周五紧急热修了一下优惠券叠加的 bug。"),
    ("beifen", "zh", N, "生产库几点做全量备份？", "生产库每天凌晨三点做一次全量备份。", "生产库全量备份在凌晨一点半。"),
    ("beifen", "zh", R, "生产库几点做全量备份？", "生产库每天凌晨三点做一次全量备份。", "每天夜里 3 点生产库会全量备份一次。"),
    ("beifen", "zh", E, "周四恢复了什么数据？", "周二从备份里把误删的订单表捞回来了。", "周四帮客户恢复了一批被删掉的商品图片。"),
    ("owner", "zh", N, "支付模块的 code owner 是谁？", "支付模块的 code owner 是老王。", "支付模块 owner：小李。"),
    ("owner", "zh", L, "风控模块的 code owner 是谁？", "支付模块的 code owner 是老王。", "风控那块的 owner 是阿杰，PR 得他点头。"),
    ("jiekou", "zh", L, "开放平台给第三方的订单接口是哪个版本？", "App 调的订单接口已经是 v2 了。", "开放平台对外的订单接口还停在 v1，合作方没空升级。"),
    ("kanban", "zh", V, "团队任务用什么看板管？", "团队的任务都在 Jira 看板上管。", "下半年团队任务全搬进飞书项目了，Jira 没人打开了。", "飞书项目用着别扭，领导拍板，任务又挪回 Jira 了。"),
    # -- Chinese: 套餐、宽带、车险、猫、钢琴、饮食、房租、保养、接送、健身、过敏、读书、会员、早饭、英语课、猫砂 ----
    ("taocan", "zh", S, "我手机套餐多少钱一个月？", "我手机是移动的 58 元套餐，每月 30G 流量。", "昨天营业厅把我的套餐改成了 88 元档，流量一个月 100 个 G，原来加的那个流量包还要留着吗？"),
    ("taocan", "zh", L, "我老婆的手机套餐多少钱？", "我手机是移动的 58 元套餐，每月 30G 流量。", "老婆刚把她的号转到联通了，39 一个月。"),
    ("kuandai", "zh", S, "家里宽带是哪家的？", "家里宽带是电信 500M 的。", "电信到期没续，这周装了联通的千兆，光猫也换了，路由器要不要也换个支持 WiFi 6 的？"),
    ("kuandai", "zh", T, "家里平时用的哪家宽带？", "家里宽带是电信 500M 的。", "光猫坏了师傅周五才能来，这两天在家全靠手机热点。"),
    ("chexian", "zh", S, "我的车险在哪家买的？", "我的车险一直在平安买的。", "今年续保人保便宜了八百多，车险就换到人保了。"),
    ("chexian", "zh", L, "我老婆那辆车的车险在哪家买的？", "我的车险一直在平安买的。", "老婆那辆车上的是太平洋的车险。"),
    ("mao", "zh", S, "橘猫每顿喂多少克猫粮？", "家里的橘猫一天喂两顿，每顿 40 克猫粮。", "兽医说橘猫超重了，现在每顿减到三十克，还是一天两顿。"),
    ("mao", "zh", L, "狸花每顿喂多少？", "家里的橘猫一天喂两顿，每顿 40 克猫粮。", "狸花年纪小，一天三顿，每顿二十五克左右。"),
    ("mao", "zh", E, "周三带猫去医院干嘛了？", "周一给橘猫驱了虫。", "周三带狸花去打了第二针猫三联。"),
    ("gangqin", "zh", S, "女儿的钢琴课是什么时候？", "女儿每周六下午三点上钢琴课。", "钢琴老师周六排不开了，从下周起女儿的课挪到周日上午十点。"),
    ("gangqin", "zh", R, "女儿的钢琴课是什么时候？", "女儿每周六下午三点上钢琴课。", "女儿钢琴课是礼拜六下午 3 点。"),
    ("yinshi", "zh", S, "我每天摄入控制在多少大卡？", "我现在减脂，每天控制在一千五百大卡。", "平台期两周没掉秤，教练让我从这周开始降到 1300 kcal 一天。"),
    ("yinshi", "zh", T, "我平时每天控制多少大卡？", "我现在减脂，每天控制在一千五百大卡。", "国庆回家这几天就不算热量了，放开吃，回来再说。"),
    ("fangzu", "zh", N, "房租一个月多少？", "房租一个月 4500，押一付三。", "房租每月 5200。"),
    ("fangzu", "zh", R, "房租一个月多少？", "房租一个月 4500，押一付三。", "每个月交四千五的房租，三个月一付。"),
    ("baoyang", "zh", N, "车多少公里保养一次？", "车子每 5000 公里去 4S 店保养一次。", "车是一万公里做一次保养。"),
    ("baoyang", "zh", E, "周五去修车店干了啥？", "周一去补了个胎，扎了颗钉子。", "周五把前刹车片换了，花了六百多。"),
    ("jiesong", "zh", N, "儿子放学谁去接？", "儿子放学平时是奶奶去接。", "儿子放学是他爸去接。"),
    ("jiesong", "zh", T, "儿子放学平时谁接？", "儿子放学平时是奶奶去接。", "奶奶这周回老家了，这几天我下班早点去接。"),
    ("jiesong", "zh", E, "周三学校有什么事？", "周一开了家长会，班主任说他上课爱讲话。", "周三学校运动会，儿子跑了个 60 米第三名。"),
    ("sijiao", "zh", N, "我每周上几节私教课？", "我每周上两节私教课。", "私教课一周三节。"),
    ("sijiao", "zh", E, "周六健身练了什么？", "周四练的背，硬拉做到了 100 公斤。", "周六就去游了一千米，没上器械。"),
    ("guomin", "zh", L, "女儿对什么过敏？", "我对青霉素过敏。", "女儿对虾蟹过敏，吃了会起疹子。"),
    ("dushu", "zh", R, "我每天睡前读多久的书？", "我每天睡前用微信读书看半小时。", "睡前一般读三十分钟左右的书，用的微信读书。"),
    ("dushu", "zh", E, "周日读完了哪本书？", "周五看完了《置身事内》。", "周日把《长安的荔枝》一口气看完了。"),
    ("huiyuan", "zh", V, "我开的哪家视频会员？", "我开的是爱奇艺会员。", "为了追剧，这几个月续的是腾讯视频，爱奇艺没续。", "剧追完了，腾讯视频到期就没续，重新充了爱奇艺年卡。"),
    ("zaofan", "zh", V, "我早饭一般吃什么？", "早饭一般就是一杯豆浆两个包子。", "最近早上改成一杯美式加一根香蕉了。", "空腹喝咖啡胃受不了，早饭又换回豆浆包子。"),
    ("yingyu", "zh", V, "儿子的英语课是线上还是线下？", "儿子的英语课是线上外教，一对一。", "这学期英语报了家门口的线下班，小班六个人。", "线下班老师换来换去，上个月退了，转回线上外教一对一。"),
    ("maosha", "zh", V, "家里用什么猫砂？", "家里猫砂用的是豆腐砂。", "试了一包膨润土砂，结团好还便宜，这阵子都用它。", "膨润土粉尘太大，猫都打喷嚏，换回豆腐砂了。"),
]


def build() -> list[dict]:
    return said_rows(CASES, SPLIT_SEED, "blind25", FIRST_ID)


def main() -> None:
    write_pair_file(OUT, "issue #12 BLIND probes, the twenty-fifth set (bench/make_blind_probes_25.py): written in "
                         "session 45 for session 47 (blind47) by a helper that read only make_blind_probes_24.py, "
                         "probes.py and test_probe_files.py, not how the engine classifies, as users of a coding agent "
                         "and of a personal assistant would type things, in English and Chinese (fragments, lowercase, "
                         "a rare typo or emoji, the change buried mid-sentence or said with its date or reason, a fact "
                         "followed by a question, numbers as words and digits and units said differently, two facts in "
                         "one sentence of which one changes, someone else's change as a look-alike control, a plan not "
                         "yet carried out labelled temporary, a reversal's middle step said in other words, 口语 with "
                         "and without 了/已经/现在, mixed 中英, 量词, 汉字 and digit numbers), on topics and wording "
                         "kept apart from set 24: database connection pools, container base images, test runners and "
                         "parallelism, CODEOWNERS, release trains, pinned API versions, SSO providers, dashboards and "
                         "task boards, backups and restores, cache TTLs, Node versions, message queues, phone plans and "
                         "broadband, gym classes and personal training, kids' lessons and school pickup, allergies, "
                         "music and video subscriptions, insurance, car servicing, reading goals, diets and breakfast, "
                         "pets' feeding, walks, vet visits and litter, rent: update with a change signal, update "
                         "without one, restatement, distinct look-alike facts, distinct events in conversation, "
                         "reversal A -> B -> A (three sentences, the last current) and temporary state (or a plan) "
                         "beside a lasting fact; a fact and its controls are one group; split once before any tuning "
                         "into 'tuning' and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
