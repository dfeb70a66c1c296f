"""Issue #12: a fifth set of IN-SAMPLE probes for update detection, hand-written before any rule
was fitted to it, in wording chosen to differ from sets 2-4 and the labelled set: updates WITH a
change word the tables may not know or in a frame the ladder may not match ("going forward",
"these days", "has been moved to", "we've migrated", "swapped X for Y", "dropped X in favour of Y",
"is now handled by", "took over", "handed over to", "effective Monday", "as of v2"; 调整为, 迁移到,
改用, 以后, 从下周起, 目前, 如今, 已改到, 接手, 交给, 升级到, 挪到, 不用…了, 换了), the newer sentence
naming only the new value, the subject reworded ("standup" / "the daily sync"), or the old value
named only in a from-clause. At least 40 % are controls built to look like those and be true facts:
a change word on another subject or slot, a plan or a wish ("might switch", 打算改成), a question, a
temporary state, two parallel facts, a change word in chat ("we moved the couch"), and Chinese
pairs shaped like the read net's known false stamps ("部署脚本放在…" / "部署…换了负责人").

Every case has a question (bench_updates asks it of updates: stale at rank 1; bench_readnet asks
it of controls: a stamp on a true fact is the harm).

Split ONCE, before any tuning, into a `tuning` half (rules may be fitted to it) and a `check` half
(read only as a figure), one group per case, stratified by class and language, seed in the header.

    .venv/bin/python bench/make_update_probes_5.py   # writes bench/data/update_probes_5.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_5.jsonl --split tuning
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_5.jsonl --split check"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import seq_rows, write_jsonl

SEED = 20261201
OUT = Path(__file__).resolve().parent / "data" / "update_probes_5.jsonl"

S, R = "update_signal", "reversal"
L, E, T, U, Q = "distinct_lookalike", "distinct_event", "temporary", "unrelated", "restatement"

# (lang, cls, question, sequence)
CASES: list[tuple[str, str, str, list[str]]] = [
    # -- English updates with a change word
    ("en", S, "How many approvals do code reviews need?", ["Code reviews need one approval.", "Going forward, code reviews need two approvals."]),
    ("en", S, "When does the nightly backup run?", ["The nightly backup runs at 1 am.", "From now on the nightly backup kicks off at 3 am."]),
    ("en", S, "How do I get to the office?", ["I cycle to the office.", "These days I take the bus to the office."]),
    ("en", S, "Which language do I mostly write?", ["I mostly write Java.", "Nowadays I mostly write Kotlin."]),
    ("en", S, "Where is the team wiki?", ["Our team wiki lives in Confluence.", "The team wiki has been moved to Notion."]),
    ("en", S, "What is the job queue?", ["The job queue is RabbitMQ.", "We've migrated the job queue to SQS."]),
    ("en", S, "What do I read ebooks on?", ["I read ebooks on a Kindle.", "I swapped my Kindle for a Kobo."]),
    ("en", S, "What runs our unit tests?", ["Our unit tests run with Mocha.", "We dropped Mocha in favour of Vitest."]),
    ("en", S, "Which HAProxy does the load balancer run?", ["The load balancer runs HAProxy 2.4.", "The load balancer was upgraded to HAProxy 2.8."]),
    ("en", S, "Which floor is the design team on?", ["The design team sits on the second floor.", "The design team relocated to the fourth floor."]),
    ("en", S, "What pages the on-call engineer?", ["PagerDuty pages whoever is on call.", "On-call paging is now handled by Opsgenie."]),
    ("en", S, "Who maintains the mobile app?", ["Tomás maintains the mobile app.", "Priya took over the mobile app."]),
    ("en", S, "Which squad owns the billing service?", ["The billing service belongs to the platform squad.", "The billing service was handed over to the payments squad."]),
    ("en", S, "When does the office open?", ["The office opens at 9.", "Effective Monday, the office opens at 8."]),
    ("en", S, "When do API tokens expire?", ["API tokens expire after an hour.", "As of v2, API tokens expire after 15 minutes."]),
    ("en", S, "What time does standup start?", ["Standup starts at 9:30.", "The daily sync now starts at 9:45."]),
    ("en", S, "When is my dentist appointment?", ["My dentist appointment is on Tuesday.", "Moved my dentist appointment to Thursday."]),
    ("en", S, "Where is the app hosted?", ["The app is hosted on Heroku.", "We moved off Heroku onto Fly.io."]),
    ("en", S, "What is the default branch?", ["The default branch is master.", "Switched the default branch from master to main."]),
    ("en", S, "What do I drink in the morning?", ["I drink two coffees every morning.", "I've given up coffee and drink green tea in the morning now."]),
    ("en", S, "How long are sprints?", ["Sprints are two weeks long.", "Sprint length went from two weeks to three."]),
    ("en", S, "Which CDN do we use?", ["Our CDN is Cloudflare.", "Our CDN is Fastly these days."]),
    ("en", S, "Where are our dashboards?", ["Our dashboards are in Kibana.", "Grafana replaced Kibana for our dashboards."]),
    ("en", S, "Where do I live?", ["I live in Lyon.", "I've relocated to Porto."]),
    ("en", S, "What builds the monorepo?", ["We build the monorepo with Make.", "The monorepo builds are now driven by Bazel."]),
    ("en", S, "When are retros?", ["Retros happen on Fridays.", "Starting next sprint, retros happen on Thursdays."]),
    ("en", S, "Who is my team lead?", ["My team lead is Gregor.", "My team lead these days is Oluwaseun."]),
    ("en", S, "Where are secrets stored?", ["Secrets are stored in AWS Parameter Store.", "Secrets now live in Vault instead."]),
    ("en", S, "How much RAM do team laptops have?", ["Team laptops have 16 GB of RAM.", "We upgraded the team laptops to 32 GB of RAM."]),
    ("en", S, "Who answers the support inbox?", ["Aiko answers the support inbox.", "The support inbox is handled by Kemal from now on."]),
    ("en", S, "What do deploys go through?", ["Deploys go out through Spinnaker.", "Since the migration, deploys go out through Argo CD."]),
    ("en", S, "Where is the meetup held?", ["The meetup is held at the library.", "The meetup has been moved online."]),
    ("en", S, "Which password manager do we use?", ["The team shares passwords in LastPass.", "We've moved the team over to 1Password."]),
    ("en", R, "When are retros?", ["Retros happen on Fridays.", "Retros moved to Thursdays.", "Retros are back on Fridays."]),
    # English restatements: the new rules must not fire
    ("en", Q, "How many approvals do code reviews need?", ["Code reviews need two approvals.", "Two approvals are needed for code reviews."]),
    ("en", Q, "Which CDN do we use?", ["Our CDN is Fastly.", "We use Fastly as our CDN."]),
    # -- English controls: a change word on another subject or slot
    ("en", L, "Where does my sister live?", ["My sister lives in Porto.", "I've relocated to Lyon."]),
    ("en", L, "What does the frontend team build with?", ["The frontend team builds with Vite.", "The backend team switched to Gradle."]),
    ("en", L, "Which port does the API listen on?", ["The API listens on port 8080.", "Going forward, the admin console listens on port 9443."]),
    ("en", L, "Where is the team wiki?", ["The team wiki lives in Confluence.", "The design files have been moved to Figma."]),
    ("en", L, "Who maintains the mobile app?", ["Priya maintains the mobile app.", "Priya took over the team barbecue planning."]),
    ("en", L, "When does the office open?", ["The office opens at 9.", "Effective Monday, the cafeteria opens at 11."]),
    ("en", L, "Which squad owns the billing service?", ["The billing service belongs to the payments squad.", "The search service was handed over to the discovery squad."]),
    ("en", L, "Where are our dashboards?", ["Our dashboards are in Grafana.", "We upgraded Grafana to version 11."]),
    ("en", L, "Who is my manager?", ["My manager is Gregor.", "My mentor these days is Oluwaseun."]),
    ("en", L, "Who answers the support inbox?", ["Aiko answers the support inbox.", "Kemal now answers the sales inbox."]),
    # two parallel facts
    ("en", L, "What runs our unit tests?", ["Our unit tests run with Vitest.", "Our end-to-end tests run with Playwright."]),
    ("en", L, "What is the job queue?", ["The job queue is RabbitMQ.", "The cache is Redis."]),
    ("en", L, "When does the nightly backup run?", ["The nightly backup runs at 1 am.", "The weekly report runs at 6 am on Mondays."]),
    ("en", L, "Where is the EU API hosted?", ["The EU API is hosted in Frankfurt.", "The US API has been hosted in Virginia from the start."]),
    # a plan, a wish, a question
    ("en", L, "When is standup?", ["Standup is at 9:30.", "We might switch standup to 10 next quarter."]),
    ("en", L, "How long are sprints?", ["Sprints are two weeks long.", "Management wants to change sprints to three weeks, nothing is decided."]),
    ("en", L, "What do I drink in the morning?", ["I drink green tea in the morning.", "I'm thinking about switching to matcha."]),
    ("en", L, "Which CDN do we use?", ["Our CDN is Cloudflare.", "Should we swap Cloudflare for Fastly?"]),
    ("en", L, "What is the default branch?", ["The default branch is main.", "Is the default branch going to change to trunk?"]),
    # temporary states
    ("en", T, "Where do I live?", ["I live in Lyon.", "I'm in Porto this week for a conference."]),
    ("en", T, "When do API tokens expire?", ["API tokens expire after an hour.", "Until the incident is closed, tokens expire after 5 minutes."]),
    ("en", T, "How do I get to the office?", ["I cycle to the office.", "My bike is in for repair, so this week I take the bus."]),
    # a change word in chat, distinct events
    ("en", E, "Where is my favourite chair?", ["My favourite chair is in the study.", "We moved the couch into the living room yesterday."]),
    ("en", E, "Which table did we migrate?", ["On Monday we migrated the user table.", "On Wednesday we migrated the orders table."]),
    ("en", E, "What did I upgrade?", ["In March I upgraded my phone.", "In June I upgraded my laptop."]),
    ("en", E, "What did I swap yesterday?", ["Yesterday I swapped stories with my neighbour over tea.", "Yesterday I swapped recipes with my aunt."]),
    ("en", U, "Where is the app hosted?", ["The app is hosted on Fly.io.", "I moved my plants to the balcony."]),
    # -- Chinese updates with a change word
    ("zh", S, "站会几点开？", ["站会每天九点半开。", "站会时间调整为十点一刻。"]),
    ("zh", S, "数据库放在哪里？", ["数据库放在自建机房的服务器上。", "数据库迁移到了阿里云RDS。"]),
    ("zh", S, "代码评审要几个人批准？", ["代码评审只要一个人批准。", "以后代码评审要两个人批准。"]),
    ("zh", S, "周报哪天交？", ["周报每周一交。", "从下周起周报改在周五交。"]),
    ("zh", S, "我们用什么沟通？", ["我们平时用钉钉沟通。", "目前我们用飞书沟通。"]),
    ("zh", S, "我怎么上班？", ["我每天开车上班。", "如今我每天坐地铁上班。"]),
    ("zh", S, "测试环境在哪个机房？", ["测试环境在东京机房。", "测试环境已改到新加坡机房。"]),
    ("zh", S, "支付模块谁负责？", ["支付模块由老王负责。", "小李接手了支付模块。"]),
    ("zh", S, "运维值班谁负责？", ["运维值班由一组负责。", "运维值班交给了二组。"]),
    ("zh", S, "网关用的是哪个Nginx？", ["网关用的是Nginx 1.18。", "网关升级到了Nginx 1.25。"]),
    ("zh", S, "打印机在哪儿？", ["打印机放在二楼走廊。", "打印机挪到了三楼茶水间。"]),
    ("zh", S, "我用什么记笔记？", ["我用印象笔记记笔记。", "我不用印象笔记了，现在记笔记用Obsidian。"]),
    ("zh", S, "我在哪家健身房健身？", ["我在一兆韦德健身。", "我换了一家健身房，现在去威尔士。"]),
    ("zh", S, "构建工具是什么？", ["构建工具是Maven。", "构建工具改用了Gradle。"]),
    ("zh", S, "密码最短几位？", ["密码最短八位。", "密码最短长度变成了十二位。"]),
    ("zh", S, "站会几点开始？", ["站会九点开始。", "每日同步会改为十点开始。"]),
    ("zh", S, "我的体检是哪天？", ["我的体检在下周一。", "体检改到了下周三。"]),
    ("zh", S, "代码托管在哪里？", ["代码托管在GitHub上。", "我们从GitHub迁移到了GitLab。"]),
    ("zh", S, "日志发到哪里？", ["日志发到ELK。", "日志现在统一发到Loki。"]),
    ("zh", S, "我在哪里上班？", ["我在北京总部上班。", "我已经调到深圳分公司了。"]),
    ("zh", S, "团建经费每人多少？", ["团建经费每人三百元。", "团建经费提高到每人五百元。"]),
    ("zh", S, "接口文档在哪里？", ["接口文档写在Confluence上。", "接口文档挪到了语雀。"]),
    ("zh", S, "发版谁负责？", ["发版由阿杰负责。", "以后发版统一由小周负责。"]),
    ("zh", S, "我们用哪家CDN？", ["我们的CDN是七牛。", "我们的CDN换成了又拍云。"]),
    ("zh", S, "我早上喝什么？", ["我早上喝牛奶。", "如今我早上喝豆浆。"]),
    ("zh", S, "客服系统谁维护？", ["客服系统由我们组维护。", "客服系统交给外包团队维护了。"]),
    ("zh", S, "代码格式化用什么？", ["代码格式化用Prettier。", "代码格式化工具换了，现在用Biome。"]),
    ("zh", S, "缓存多久过期？", ["缓存过期时间是一小时。", "目前缓存过期时间是十分钟。"]),
    ("zh", S, "报表多久出一次？", ["报表每月出一次。", "下个月开始报表改成每周出一次。"]),
    ("zh", S, "老张坐在哪？", ["老张坐在门口那排。", "老张的工位挪到了靠窗那排。"]),
    ("zh", S, "团队知识库在哪里？", ["团队知识库在石墨文档。", "知识库已经迁到了Notion。"]),
    ("zh", S, "值班手机在谁手上？", ["值班手机在小吴手上。", "值班手机交给小美保管了。"]),
    ("zh", S, "我们用哪个邮箱服务？", ["公司邮箱用的是腾讯企业邮。", "公司邮箱如今用飞书邮箱。"]),
    ("zh", R, "周报哪天交？", ["周报每周一交。", "周报改成周五交。", "周报又改回周一交了。"]),
    # Chinese restatements
    ("zh", Q, "站会几点开？", ["站会每天十点一刻开。", "每天的站会十点一刻开。"]),
    ("zh", Q, "构建工具是什么？", ["构建工具是Gradle。", "我们的构建工具是Gradle。"]),
    # -- Chinese controls: shaped like the known false stamps (a 的-less compound subject, a change word on another slot)
    ("zh", L, "部署脚本放在哪里？", ["部署脚本放在 scripts/release.sh 里。", "部署流程换了审批人。"]),
    ("zh", L, "发布脚本在哪里？", ["发布脚本在 tools/publish.py。", "发布这周换了值班人。"]),
    ("zh", L, "监控面板在哪里？", ["监控面板放在 Grafana 上。", "监控告警换了负责人。"]),
    ("zh", L, "数据库备份放在哪？", ["数据库备份放在 OSS 上。", "数据库换了一个管理员。"]),
    ("zh", L, "支付模块谁负责？", ["支付模块由老王负责。", "小李接手了登录模块。"]),
    ("zh", L, "代码托管在哪里？", ["代码托管在GitLab上。", "CI从Jenkins迁移到了GitLab CI。"]),
    ("zh", L, "我早上喝什么？", ["我早上喝牛奶。", "我爸如今早上改喝豆浆了。"]),
    ("zh", L, "团建经费每人多少？", ["团建经费每人三百元。", "差旅补贴提高到每天两百元。"]),
    ("zh", L, "日志发到哪里？", ["日志发到ELK。", "指标现在发到Prometheus。"]),
    ("zh", L, "我在哪里上班？", ["我在北京总部上班。", "我同事调到深圳分公司了。"]),
    ("zh", L, "缓存多久过期？", ["缓存过期时间是一小时。", "会话过期时间改为三十分钟。"]),
    ("zh", L, "报表多久出一次？", ["报表每月出一次。", "周报以后由小赵汇总。"]),
    # two parallel facts
    ("zh", L, "网关用的是什么？", ["网关用的是Nginx 1.25。", "内网代理用的是Envoy。"]),
    ("zh", L, "华东的服务部署在哪里？", ["华东的服务部署在杭州。", "华北的服务部署在北京。"]),
    # a plan, a wish, a question
    ("zh", L, "站会几点开？", ["站会每天九点半开。", "我打算把站会改成十点。"]),
    ("zh", L, "我们用什么沟通？", ["我们用钉钉沟通。", "老板说可能会换成飞书，还没定。"]),
    ("zh", L, "我用什么记笔记？", ["我用印象笔记记笔记。", "我想换成Obsidian，但是数据不好导。"]),
    ("zh", L, "构建工具是什么？", ["构建工具是Maven。", "构建工具要不要改用Gradle？"]),
    # temporary states
    ("zh", T, "我怎么上班？", ["我每天开车上班。", "车送去保养了，这几天我坐地铁上班。"]),
    ("zh", T, "测试环境在哪个机房？", ["测试环境在东京机房。", "东京机房检修期间，测试环境临时切到新加坡。"]),
    ("zh", T, "发版谁负责？", ["发版由阿杰负责。", "阿杰这周请假，发版暂时交给小周。"]),
    # a change word in chat, distinct events
    ("zh", E, "打印机在哪儿？", ["打印机放在二楼走廊。", "沙发挪到了客厅。"]),
    ("zh", E, "我在哪家健身房健身？", ["我在一兆韦德健身。", "昨天我们把沙发搬到了阳台。"]),
    ("zh", E, "我们迁移了哪张表？", ["周一我们迁移了用户表。", "周三我们迁移了订单表。"]),
    ("zh", E, "我换了什么？", ["三月我换了手机。", "六月我换了电脑。"]),
    ("zh", U, "我住在哪里？", ["我住在滨江。", "昨天帮朋友搬家搬到了半夜。"]),
]


def main() -> None:
    controls = sum(1 for _, cls, _, _ in CASES if cls in (L, E, T, U))
    header = {"about": "issue #12 IN-SAMPLE probes, set 5 (bench/make_update_probes_5.py): hand-written before any "
                       "rule was fitted to it, in wording unlike sets 2-4 and the labelled set (updates WITH a change "
                       "word the tables may not know or in a frame the ladder may not match: going forward, these "
                       "days, has been moved to, swapped X for Y, handed over to, effective Monday, 调整为, 迁移到, "
                       "改用, 目前, 如今, 接手, 交给, 挪到; the subject reworded; the old value only in a from-clause), "
                       f"{controls} of {len(CASES)} cases are controls (a change word on another subject or slot, a "
                       "plan, a wish, a question, a temporary state, two parallel facts, a change word in chat, pairs "
                       "shaped like the read net's false stamps); every case has a question; split once before "
                       "tuning into `tuning` (rules fitted to it) and `check` (figures only), one group per case, "
                       "stratified by class and language",
              "split_seed": SEED, "split_unit": "group", "cases": len(CASES), "controls": controls}
    write_jsonl(OUT, header, seq_rows(CASES, SEED, "probe5", 50000))
    print(f"wrote {OUT}: {len(CASES)} cases, {controls} controls")


if __name__ == "__main__":
    main()
