"""Build the eleventh blind probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_blind_probes_11.py   # writes bench/data/blind_probes_11.jsonl

Written by session 33 (blind33) BEFORE reading the classifier, docs/CORRECTNESS.md or any other probe file's
cases: only issue #12 (the classes), bench/probes.py (write_blind_file) and the header of
bench/make_blind_probes_10.py (lines 1-40: the format) were read. The cases are one person's own wording, to
estimate how the engine does on phrasing no rule was fitted to. Topics: a coding agent's user (languages,
code review, CI, cloud bills, databases, editors, caches, ports, buckets, postmortems, on-call, team leads,
registries of repos) and everyday life (family, pets, food and allergies, running, swimming, cars, commuting,
rent and mortgages, phone plans, exams, music lessons, travel).
- restatement: the same fact said again later in fresh words: reordered, a synonym (PRs / code reviews,
  vscode / VS Code, 爱人 / 老婆), a subject dropped or added, a note form ("ETL: nightly, 02:00 UTC."),
  a colloquial form, a longer sentence, a question-like aside ("…, right?", "你说难不难？"), a number in words
  or digits (eighteen fifty / $1,850, 八千五 / 8500元, 百分之八十 / 80%), Chinese with English words mixed in;
  a few carry a word that often marks a change used as a plain adverb ("Still prepping", 最近一直);
- update_signal / update_nosignal: a changed value with or without a change word;
- distinct_lookalike: one detail differs and both stay true (another service, child, bucket, database,
  parent, postmortem, race, reviewer, SaaS plan, data centre, account, mountain, lesson, or a second value of
  a many-valued slot such as languages or pets);
- temporary: a short-lived state beside a lasting one (the question asks for the lasting one);
- reversal: A, then B, then A again (the question asks for the current value, A).

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (each case is its own group):
"tuning" is tuned on, "check" is only counted. Both halves are IN-SAMPLE for the engine's authors (written
by a session of the project): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import write_blind_file

SPLIT_SEED = 20263301
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_11.jsonl"

R, S, N, L, T, V = "restatement", "update_signal", "update_nosignal", "distinct_lookalike", "temporary", "reversal"

# class, question, sentences in the order they are written
EN: list[tuple[str, str, list[str]]] = [
    # -- restatement -------------------------------------------------------------------------------------------
    (R, "What language is the main service written in?", ["Our main service is written in Go.", "the core backend - it's Go, by the way"]),
    (R, "How many approvals does a merge need?", ["Code reviews need two approvals before merging.", "PRs can't be merged until two reviewers sign off."]),
    (R, "What does Priya do for work?", ["My wife Priya works as a pediatric nurse.", "Priya's a nurse on the children's ward."]),
    (R, "When does the ETL job run?", ["The nightly ETL job runs at 2 a.m. UTC.", "ETL: nightly, 02:00 UTC."]),
    (R, "Which editor do I use?", ["I use Neovim with the LazyVim config.", "my editor setup is LazyVim on top of nvim"]),
    (R, "How much was last month's AWS bill?", ["Our AWS bill last month was about $4,300.", "Last month's AWS spend came to roughly 4.3k dollars."]),
    (R, "What is the dog called?", ["The dog's name is Biscuit.", "Biscuit is our beagle, btw."]),
    (R, "What am I allergic to?", ["I'm allergic to shellfish.", "Shellfish gives me an allergic reaction, so no shrimp for me."]),
    (R, "Which database holds the analytics events?", ["The analytics database is ClickHouse.", "We store analytics events in ClickHouse."]),
    (R, "How often am I on call?", ["I'm on call every third week.", "My on-call rotation comes around once every three weeks."]),
    (R, "When is sprint planning?", ["Our sprint planning is on Monday mornings.", "Monday morning is when we do sprint planning, right?"]),
    (R, "What car do I drive?", ["I drive a 2017 Honda Civic.", "my car's a Civic, 2017 model"]),
    (R, "When does Mei have her piano lesson?", ["My daughter Mei takes piano lessons on Saturdays.", "Mei has her piano lesson every Saturday."]),
    (R, "Where is the web frontend hosted?", ["The frontend is deployed on Vercel.", "we host the web frontend with Vercel"]),
    (R, "Which exam am I studying for?", ["I'm studying for the JLPT N3 exam.", "Still prepping for JLPT N3."]),
    (R, "Who is the team lead?", ["Our team lead is Marcus.", "Marcus leads our team, he's the one who approves the roadmap."]),
    (R, "Which Postgres version does staging run?", ["The staging Postgres runs version 15.", "Postgres on staging is v15."]),
    (R, "How often do I run?", ["I run 5K three times a week.", "Three times a week I go out for a five-kilometre run."]),
    (R, "How much is the rent?", ["Rent is $1,850 a month.", "We pay eighteen fifty in rent monthly."]),
    # -- update_signal -----------------------------------------------------------------------------------------
    (S, "What does our CI run on?", ["Our CI runs on Jenkins.", "We've migrated CI from Jenkins to GitHub Actions."]),
    (S, "When is the weekly retro?", ["The weekly retro is on Thursdays at 4pm.", "Retro got moved to Fridays at 11am."]),
    (S, "Which Python version does the scraper use?", ["I'm using Python 3.10 for the scraper.", "Upgraded the scraper to Python 3.12 now."]),
    (S, "How much does my gym membership cost?", ["My gym membership costs $45 a month.", "The gym raised my membership to $55 a month."]),
    (S, "What is the API rate limit?", ["The API rate limit is 600 requests per minute.", "We lowered the API rate limit to 300 requests per minute."]),
    (S, "How do I get to work?", ["I take the 7:40 train to work.", "I no longer take the train; I cycle to work now."]),
    (S, "What do we use for error tracking?", ["Error tracking goes to Sentry.", "We replaced Sentry with Rollbar for error tracking."]),
    # -- update_nosignal ---------------------------------------------------------------------------------------
    (N, "How much memory does the Redis cache have?", ["Our Redis cache has 8 GB of memory.", "Our Redis cache has 16 GB of memory."]),
    (N, "Who is my manager?", ["My manager is Helen Ortiz.", "My manager is Dev Patel."]),
    (N, "How many nodes does the production cluster have?", ["The production cluster has 12 nodes.", "Production cluster: 20 nodes."]),
    (N, "How much do I weigh?", ["I weigh 82 kg.", "I weigh 78 kg."]),
    (N, "What time is standup?", ["Our team's standup is at 9:15.", "Standup is at 9:45."]),
    (N, "What food does the cat eat?", ["The cat eats Purina dry food.", "The cat eats Royal Canin dry food."]),
    (N, "Which carrier is my phone plan with?", ["My phone plan is with Verizon.", "My phone plan is with T-Mobile."]),
    # -- reversal ----------------------------------------------------------------------------------------------
    (V, "What is the default branch called?", ["Our default branch is main.", "We renamed the default branch to trunk.", "We went back to main as the default branch."]),
    (V, "How do I take my coffee?", ["I drink my coffee black.", "Lately I take my coffee with oat milk.", "Back to black coffee, the oat milk thing didn't stick."]),
    (V, "Where is our office?", ["Our office is in the Mission district.", "The office moved to SoMa.", "We moved the office back to the Mission."]),
    # -- temporary ---------------------------------------------------------------------------------------------
    (T, "Where do I live?", ["I live in Toronto.", "I'm in Montreal for a conference until Thursday."]),
    (T, "Where do I usually work?", ["I usually work from home.", "This week I'm going into the office every day for the offsite prep."]),
    (T, "How many replicas does the payments service normally run?", ["The payments service runs 4 replicas.", "For Black Friday weekend we scaled payments up to 10 replicas."]),
    (T, "What is my diet?", ["I'm vegetarian.", "On the camping trip this weekend I'll eat whatever's there, fish included."]),
    # -- distinct_lookalike ------------------------------------------------------------------------------------
    (L, "Which port does the billing service listen on?", ["The auth service listens on port 8443.", "The billing service listens on port 9443."]),
    (L, "When does Sam play soccer?", ["My son Leo plays soccer on Tuesdays.", "My son Sam plays soccer on Thursdays."]),
    (L, "Which languages do I speak?", ["I speak Spanish.", "I speak Portuguese."]),
    (L, "What is the eu-west bucket called?", ["The us-east bucket is named acme-logs-east.", "The eu-west bucket is named acme-logs-west."]),
    (L, "What was the March 10 postmortem about?", ["We had a postmortem for the DNS outage on March 3.", "We had a postmortem for the queue backlog on March 10."]),
    (L, "What race did I run in November?", ["I ran a half marathon in October.", "I ran a 10K in November."]),
    (L, "Who reviewed the logging PR?", ["Jenna reviewed the caching PR.", "Omar reviewed the logging PR."]),
    (L, "Where is the QA database?", ["Our dev database is on db-dev-01.", "Our QA database is on db-qa-01."]),
    (L, "When is my dad's birthday?", ["My mom's birthday is June 12.", "My dad's birthday is August 30."]),
    (L, "How much is the Notion plan?", ["We pay $29 a month for the Figma team plan.", "We pay $19 a month for the Notion team plan."]),
]

ZH: list[tuple[str, str, list[str]]] = [
    # -- restatement -------------------------------------------------------------------------------------------
    (R, "后端用什么语言写的？", ["我们的后端主要是用Java写的。", "后端这块基本都是Java。"]),
    (R, "我几点起床？", ["我每天早上七点起床。", "每天七点钟我就起来了。"]),
    (R, "线上数据库是什么？", ["线上数据库是MySQL 8.0。", "生产环境用的MySQL，版本8.0。"]),
    (R, "女儿读几年级？", ["我女儿在读初二。", "闺女今年初中二年级。"]),
    (R, "代码合并前有什么要求？", ["代码合并前要跑完所有单元测试。", "merge之前unit test必须全部跑过。"]),
    (R, "周会什么时候开？", ["我们组的周会在周三下午两点。", "周三14点开组会。"]),
    (R, "我对什么过敏？", ["我对花粉过敏。", "花粉一多我就过敏。"]),
    (R, "家里的猫叫什么？", ["家里的猫叫年糕。", "年糕是我家那只橘猫。"]),
    (R, "我开什么车？", ["我开的是一辆比亚迪汉。", "我的车是比亚迪的汉。"]),
    (R, "日志收集到哪里？", ["日志都收集到阿里云SLS里。", "我们的log统一打到SLS。"]),
    (R, "房贷每月还多少？", ["每个月房贷还八千五。", "房贷月供8500元。"]),
    (R, "我平时用什么写代码？", ["我平时用VS Code写代码。", "写代码的话我一般用vscode。"]),
    (R, "前端部署在哪？", ["前端部署在腾讯云上。", "我们把前端放在腾讯云。"]),
    (R, "我周六上午做什么运动？", ["我每周六上午去游泳。", "周六早上我一般去游个泳。"]),
    (R, "代码仓库托管在哪里？", ["我们的git仓库托管在GitLab上。", "代码仓库在GitLab。"]),
    (R, "我老婆做什么工作？", ["我老婆在银行上班。", "我爱人是银行职员。"]),
    (R, "测试覆盖率要求是多少？", ["测试覆盖率要求不低于80%。", "覆盖率门槛是百分之八十，低于这个CI会挂。"]),
    (R, "我在准备什么考试？", ["我正在准备软考高级。", "最近一直在复习软考高级，你说难不难？"]),
    # -- update_signal -----------------------------------------------------------------------------------------
    (S, "持续集成用什么？", ["我们用Jenkins做持续集成。", "CI已经从Jenkins换成GitLab CI了。"]),
    (S, "每日站会几点？", ["每日站会在早上九点半。", "站会改到十点了。"]),
    (S, "我住在哪个区？", ["我住在北京朝阳区。", "我上个月搬到了海淀区。"]),
    (S, "云服务器每月多少钱？", ["云服务器每月费用是三千块。", "云服务器费用涨到四千五了。"]),
    (S, "我用什么手机？", ["我用的是小米手机。", "我现在换成iPhone了。"]),
    (S, "接口超时时间是多少？", ["接口超时时间设置为30秒。", "接口超时改成10秒了。"]),
    (S, "我每天喝什么？", ["我每天喝两杯咖啡。", "我已经不喝咖啡了，改喝茶。"]),
    # -- update_nosignal ---------------------------------------------------------------------------------------
    (N, "Redis集群有几个主节点？", ["Redis集群有三个主节点。", "Redis集群有六个主节点。"]),
    (N, "我的直属领导是谁？", ["我的直属领导是王磊。", "我的直属领导是陈静。"]),
    (N, "公司年假几天？", ["公司年假是十天。", "公司年假是十五天。"]),
    (N, "儿子的班主任姓什么？", ["我儿子的班主任姓刘。", "我儿子的班主任姓赵。"]),
    (N, "Kafka数据保留多久？", ["我们的Kafka保留七天的数据。", "Kafka数据保留三天。"]),
    (N, "我体重多少？", ["我的体重是七十公斤。", "体重六十五公斤。"]),
    # -- reversal ----------------------------------------------------------------------------------------------
    (V, "公司用什么沟通工具？", ["我们公司用钉钉沟通。", "公司改用飞书了。", "又换回钉钉了。"]),
    (V, "我晚上几点睡觉？", ["我晚上十一点睡觉。", "最近改成十二点半才睡。", "又恢复到十一点睡了。"]),
    (V, "主分支叫什么？", ["主分支叫master。", "主分支改名叫main了。", "主分支又改回master了。"]),
    # -- temporary ---------------------------------------------------------------------------------------------
    (T, "我住在哪里？", ["我住在深圳南山。", "这周出差在成都。"]),
    (T, "我平时怎么上班？", ["我每天开车上班。", "车送去保养了，这两天坐地铁上班。"]),
    (T, "订单服务平时部署几个实例？", ["订单服务部署了三个实例。", "双十一期间订单服务临时扩到十二个实例。"]),
    (T, "我平时晚上做什么运动？", ["我每天晚上跑步五公里。", "脚踝扭了，这周先不跑了。"]),
    # -- distinct_lookalike ------------------------------------------------------------------------------------
    (L, "订单服务跑在哪个端口？", ["用户服务跑在8001端口。", "订单服务跑在8002端口。"]),
    (L, "小儿子在学什么？", ["大儿子在学钢琴。", "小儿子在学围棋。"]),
    (L, "我会说哪些语言？", ["我会说粤语。", "我会说日语。"]),
    (L, "上周五线上出了什么问题？", ["上周三线上出了一次缓存雪崩。", "上周五线上出了一次磁盘写满。"]),
    (L, "上海机房的出口带宽是多少？", ["北京机房的出口带宽是10G。", "上海机房的出口带宽是20G。"]),
    (L, "谁负责搜索模块的代码评审？", ["小李负责支付模块的代码评审。", "小张负责搜索模块的代码评审。"]),
    (L, "我岳母住在哪里？", ["我妈住在长沙。", "我岳母住在株洲。"]),
    (L, "测试账号每月花多少钱？", ["阿里云生产账号每月花两万。", "阿里云测试账号每月花三千。"]),
    (L, "五一爬了哪座山？", ["周末去爬了香山。", "五一去爬了泰山。"]),
    (L, "我养了哪些宠物？", ["我养了一只柯基。", "我还养了一只英短。"]),
    (L, "后端仓库叫什么？", ["前端仓库叫web-portal。", "后端仓库叫api-core。"]),
    (L, "周四晚上上什么课？", ["我周二晚上上吉他课。", "我周四晚上上声乐课。"]),
]

ABOUT = ("issue #12 blind probes 11: 100 hand-written sequences (English and Chinese) written by blind33 before reading "
         "the classifier or any other probe file's cases; restatement, update_signal, update_nosignal, distinct_lookalike, "
         "temporary, reversal; in-sample for the engine's authors")


def main() -> None:
    write_blind_file(OUT, ABOUT, [("en", EN), ("zh", ZH)], prefix="blind11", first_id=340000, seed=SPLIT_SEED)


if __name__ == "__main__":
    main()
