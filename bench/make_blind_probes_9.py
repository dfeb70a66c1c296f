"""Build the ninth blind probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_blind_probes_9.py   # writes bench/data/blind_probes_9.jsonl

Written by session 31 (blind31) BEFORE reading the classifier, docs/CORRECTNESS.md or any other probe file's
cases: only issue #12 (the classes), bench/probes.py (write_blind_file) and the header of
bench/make_blind_probes_8.py (the format) were read. The cases are one person's own wording, to estimate how
the engine does on phrasing no rule was fitted to. Topics: a coding agent's user (editors, repos, CI, deploys,
services, team, budgets) and everyday life (family, food, sport, travel, health, money, study, commute).
- restatement: the same fact said again later in fresh words: reordered, a synonym or abbreviation
  (Postgres, prod, PRs, 单测), a subject dropped or added, a note form ("Dentist: 14 March, 3 pm."),
  a colloquial form, a longer sentence, a number in words or digits (八千块 / 8000元, quarter past three);
  a few carry a word that often marks a change used as a plain adverb or particle (these days, 现在, 了);
- update_signal / update_nosignal: a changed value with or without a change word;
- distinct_lookalike: one detail differs and both stay true (another service, person, day, year or event,
  or a second value of a many-valued slot such as repos owned, instruments, languages, prescriptions);
- temporary: a short-lived state beside a lasting one (the question asks for the lasting one);
- reversal: A, then B, then A again (the question asks for the current value, A).

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (each case is its own group):
"tuning" is tuned on, "check" is only counted. Both halves are IN-SAMPLE for the engine's authors (written
by a session of the project): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import write_blind_file

SPLIT_SEED = 20263107
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_9.jsonl"

R, S, N, L, T, V = "restatement", "update_signal", "update_nosignal", "distinct_lookalike", "temporary", "reversal"

# class, question, sentences in the order they are written
EN: list[tuple[str, str, list[str]]] = [
    # -- restatement -------------------------------------------------------------------------------------------
    (R, "What database does the billing service use?", ["The billing service stores its data in PostgreSQL.", "Billing is backed by Postgres."]),
    (R, "Which branch do we release from?", ["We cut releases from the release/stable branch.", "Releases get cut off release/stable."]),
    (R, "How long does the test suite take?", ["The full test suite takes about twelve minutes to run.", "Running all the tests takes roughly 12 min."]),
    (R, "When is my dentist appointment?", ["I have a dentist appointment on March 14 at 3pm.", "Dentist: 14 March, 3 pm."]),
    (R, "What instrument does Leo play?", ["My son Leo plays the violin.", "Leo's instrument is the violin."]),
    (R, "Which region is production in?", ["Production runs in eu-west-1.", "Our prod environment is hosted in the eu-west-1 region on AWS."]),
    (R, "What is my running goal?", ["I'm training to run a half marathon in under two hours.", "My goal is a sub-2-hour half marathon."]),
    (R, "Who reviews the infrastructure pull requests?", ["Priya reviews all infrastructure pull requests.", "Infra PRs go to Priya for review."]),
    (R, "How do I take my coffee?", ["I drink my coffee black, no sugar.", "Black coffee for me, never any sugar."]),
    (R, "Which Python version does the project target?", ["The project targets Python 3.11.", "We're on Python 3.11 for this repo."]),
    (R, "Where does my sister live?", ["My sister lives in Denver.", "Denver is where my sister lives these days."]),
    (R, "How long is an on-call shift?", ["On-call shifts last one week.", "Each on-call rotation is a week long."]),
    (R, "How much is my rent?", ["My rent is $1,850 a month.", "I pay 1850 dollars in rent every month."]),
    (R, "Which formatter do we use for Python?", ["We format Python code with Black.", "Black is our Python formatter."]),
    (R, "What time do I pick up the kids?", ["I pick the kids up from school at 3:15.", "School pickup for the kids is at quarter past three."]),
    (R, "Which gym do I go to?", ["I go to the climbing gym on Elm Street.", "I train at the Elm Street climbing gym."]),
    (R, "What is the maximum request body size?", ["The API rejects request bodies larger than 10 MB.", "Max request body size on the API is 10MB."]),
    (R, "What course am I taking?", ["I'm taking an evening course in linear algebra.", "I'm doing a linear algebra course in the evenings."]),
    # -- update with a change word -----------------------------------------------------------------------------
    (S, "Where do we push our Docker images?", ["Our Docker images are pushed to Docker Hub.", "We moved our images from Docker Hub to GitHub Container Registry."]),
    (S, "How often is sprint planning?", ["Sprint planning happens every two weeks.", "Sprint planning is now every three weeks."]),
    (S, "Who is my phone carrier?", ["My phone plan is with Verizon.", "I switched my phone plan to T-Mobile last month."]),
    (S, "Which Node version does the frontend build with?", ["The frontend builds with Node 18.", "The frontend was upgraded to Node 20."]),
    (S, "Who is the team lead?", ["Marco is our team lead.", "Marco stepped down; Aisha is the team lead now."]),
    (S, "When is my Spanish class?", ["My Spanish class is on Tuesdays at 7pm.", "My Spanish class got moved to Wednesdays at 6pm."]),
    (S, "What is the Redis cache TTL?", ["The Redis cache TTL is 300 seconds.", "We lowered the Redis cache TTL to 60 seconds."]),
    # -- update without a change word --------------------------------------------------------------------------
    (N, "Which port does the auth service listen on?", ["The auth service listens on port 8443.", "The auth service listens on port 9443."]),
    (N, "What car do I drive?", ["I drive a 2015 Honda Civic.", "I drive a 2022 Toyota Corolla."]),
    (N, "What is the staging database host?", ["The staging database host is db-stg-01.internal.", "The staging database host is pg-staging.internal."]),
    (N, "How much do I weigh?", ["I weigh 82 kg.", "I weigh 78 kg."]),
    (N, "Who is my manager?", ["My manager is Tom Becker.", "My manager is Sandra Liu."]),
    (N, "What is our monthly AWS budget?", ["Our monthly AWS budget is $4,000.", "Our monthly AWS budget is $6,500."]),
    (N, "What pressure do I keep my bike tires at?", ["I keep my bike tires at 80 psi.", "I keep my bike tires at 65 psi."]),
    # -- reversal: A, B, A -------------------------------------------------------------------------------------
    (V, "Which editor do I code in?", ["I write code in VS Code.", "I've switched to Helix for coding.", "I went back to VS Code, Helix wasn't for me."]),
    (V, "Where are our docs hosted?", ["Our docs are hosted on Read the Docs.", "We moved the docs to Netlify.", "The docs are back on Read the Docs again."]),
    (V, "What time is standup?", ["Standup is at 9:30.", "Standup moved to 10:00.", "Standup is back at 9:30."]),
    # -- temporary beside a lasting state ----------------------------------------------------------------------
    (T, "Which office do I work from?", ["I work from the office in Amsterdam.", "I'm working from my parents' place in Utrecht until Friday."]),
    (T, "Where do our CI jobs run?", ["Our CI jobs run on self-hosted runners.", "While the self-hosted runners are being repaired, CI runs on GitHub's hosted runners for a few days."]),
    (T, "What do I drink in the morning?", ["I drink coffee every morning.", "This week I'm off coffee and drinking tea because of a stomach bug."]),
    (T, "Who is the release manager?", ["Julia is the release manager.", "Ben is covering as release manager while Julia is on vacation next week."]),
    # -- distinct look-alikes: both stay true ------------------------------------------------------------------
    (L, "Which port does the metrics service run on?", ["The payments service runs on port 8080.", "The metrics service runs on port 8081."]),
    (L, "What does my daughter have on Mondays?", ["My daughter has swim practice on Mondays.", "My daughter has piano lessons on Mondays."]),
    (L, "Which languages do I speak?", ["I speak Portuguese.", "I speak Japanese at a basic level."]),
    (L, "Who owns the search repo?", ["Kenji owns the billing repo.", "Kenji owns the search repo."]),
    (L, "Where did we go on vacation in 2023?", ["We went to Portugal for vacation in 2022.", "We went to Greece for vacation in 2023."]),
    (L, "What did I cook on Sunday?", ["On Saturday I cooked a mushroom risotto.", "On Sunday I cooked a lamb curry."]),
    (L, "What is the upload endpoint's timeout?", ["The login endpoint has a 5 second timeout.", "The upload endpoint has a 60 second timeout."]),
    (L, "Which teams does my son play on?", ["My son plays on the school football team.", "My son plays on a basketball team at the community center."]),
    (L, "Who approved the March release?", ["Hannah approved the February release.", "Omar approved the March release."]),
    (L, "Which bucket do staging uploads go to?", ["Production uploads go to the S3 bucket acme-prod-uploads.", "Staging uploads go to the S3 bucket acme-stg-uploads."]),
    (L, "What did my doctor prescribe?", ["My doctor prescribed ibuprofen for my knee.", "My doctor prescribed eye drops for my dry eyes."]),
]

ZH: list[tuple[str, str, list[str]]] = [
    # -- restatement -------------------------------------------------------------------------------------------
    (R, "我写 Go 用什么编辑器？", ["我平时用 JetBrains 的 GoLand 写 Go 代码。", "写 Go 的时候我一般用 GoLand。"]),
    (R, "我们的代码托管在哪里？", ["我们的代码都放在公司自建的 GitLab 上。", "公司代码托管在自己搭的 GitLab 里。"]),
    (R, "我女儿几岁？", ["我女儿今年六岁。", "闺女今年6岁了。"]),
    (R, "我对什么药过敏？", ["我对青霉素过敏。", "青霉素我不能用，会过敏。"]),
    (R, "生产环境什么时候发版？", ["生产环境每周二晚上发版。", "每个礼拜二晚上上线生产。"]),
    (R, "我早上几点起床？", ["我每天早上六点半起床。", "每天六点半起。"]),
    (R, "我们团队用什么做监控？", ["我们团队用 Prometheus 加 Grafana 做监控。", "监控这块我们用的是 Prometheus 和 Grafana。"]),
    (R, "我老家在哪里？", ["我老家在湖南长沙。", "我是长沙人，湖南的。"]),
    (R, "我每周打几次羽毛球？", ["我每周打两次羽毛球。", "羽毛球我一个星期打两回。"]),
    (R, "接口文档放在哪？", ["接口文档统一放在 Confluence 上。", "API 文档都在 Confluence 里。"]),
    (R, "我开的是什么车？", ["我开的是一辆白色的比亚迪汉。", "我的车是白色比亚迪汉。"]),
    (R, "谁负责数据库运维？", ["数据库运维由老周负责。", "老周管数据库的运维。"]),
    (R, "我最近在学什么？", ["我最近在学日语，准备考N2。", "为了考 N2，最近在学日语。"]),
    (R, "我每个月房贷多少？", ["我每个月还房贷八千块。", "房贷每月8000元。"]),
    (R, "我喝咖啡加糖吗？", ["我喝咖啡从来不加糖。", "咖啡我都是喝不加糖的。"]),
    (R, "单元测试覆盖率要求多少？", ["我们要求单元测试覆盖率不低于80%。", "单测覆盖率最低要到百分之八十。"]),
    (R, "我儿子在哪个学校上学？", ["我儿子在实验小学读三年级。", "儿子现在在实验小学上三年级。"]),
    (R, "我们用什么消息队列？", ["我们的消息队列用的是 Kafka。", "消息队列这边选的 Kafka。"]),
    (R, "我周末一般做什么运动？", ["周末我一般去爬山。", "我周末通常会去爬山。"]),
    # -- update with a change word -----------------------------------------------------------------------------
    (S, "我们的服务部署在哪个云上？", ["我们的服务都部署在阿里云上。", "我们已经把服务从阿里云迁到腾讯云了。"]),
    (S, "周会是什么时候？", ["周会定在每周一上午十点。", "周会改到每周三下午两点了。"]),
    (S, "我住在哪里？", ["我住在北京海淀区。", "上个月我搬到了朝阳区。"]),
    (S, "我用什么手机？", ["我用的是 iPhone 13。", "手机换成小米14了。"]),
    (S, "日志保留多久？", ["日志保留三十天。", "日志保留期限调整为九十天。"]),
    (S, "我在哪家公司上班？", ["我在字节跳动做后端开发。", "我不再在字节了，现在在美团做后端。"]),
    (S, "我每天跑多少公里？", ["我每天跑五公里。", "现在每天跑十公里了。"]),
    # -- update without a change word --------------------------------------------------------------------------
    (N, "测试环境数据库的端口是多少？", ["测试环境数据库端口是3306。", "测试环境数据库端口是3307。"]),
    (N, "我的直属领导是谁？", ["我的直属领导是王经理。", "我的直属领导是刘总监。"]),
    (N, "我体重多少？", ["我体重七十五公斤。", "我体重七十公斤。"]),
    (N, "项目用的 Go 版本是多少？", ["项目用的 Go 版本是 1.20。", "项目用的 Go 版本是 1.22。"]),
    (N, "我儿子的班主任是谁？", ["儿子的班主任是李老师。", "儿子的班主任是陈老师。"]),
    (N, "我的工位在哪？", ["我的工位在五楼A区。", "我的工位在七楼C区。"]),
    # -- reversal: A, B, A -------------------------------------------------------------------------------------
    (V, "我用什么输入法？", ["我用搜狗输入法。", "我换成了微信输入法。", "还是换回搜狗输入法了。"]),
    (V, "代码评审用什么工具？", ["我们用 Gerrit 做代码评审。", "代码评审改用 GitLab 的 MR 了。", "代码评审又改回 Gerrit 了。"]),
    (V, "我午饭在哪吃？", ["我午饭一般在公司食堂吃。", "最近午饭改成点外卖了。", "午饭又回到食堂吃了。"]),
    # -- temporary beside a lasting state ----------------------------------------------------------------------
    (T, "我在哪个城市工作？", ["我在深圳工作。", "这周我在上海出差。"]),
    (T, "线上主库是哪台？", ["线上主库是 db-master-01。", "db-master-01 维护期间，今晚临时切到 db-master-02。"]),
    (T, "我平时怎么上班？", ["我平时坐地铁上班。", "这几天地铁线路检修，我先骑车上班。"]),
    (T, "这个月谁负责值班？", ["这个月的值班负责人是小赵。", "小赵请假这三天，由小孙临时替他值班。"]),
    # -- distinct look-alikes: both stay true ------------------------------------------------------------------
    (L, "订单服务跑在哪个端口？", ["用户服务跑在8001端口。", "订单服务跑在8002端口。"]),
    (L, "我周四上什么课？", ["我周二上游泳课。", "我周四上瑜伽课。"]),
    (L, "我岳父岳母住在哪？", ["我爸妈住在成都。", "我岳父岳母住在重庆。"]),
    (L, "老李负责哪些项目？", ["老李负责支付项目。", "老李负责风控项目。"]),
    (L, "我们去年去哪旅游了？", ["我们前年去了云南旅游。", "我们去年去了新疆旅游。"]),
    (L, "我昨天晚饭吃了什么？", ["前天晚饭吃的火锅。", "昨天晚饭吃的烤鱼。"]),
    (L, "我会哪些乐器？", ["我会弹吉他。", "我会拉二胡。"]),
    (L, "预发环境的域名是什么？", ["生产环境域名是 api.example.cn。", "预发环境域名是 pre-api.example.cn。"]),
    (L, "三月的预算是谁批的？", ["二月的预算是张总批的。", "三月的预算是何总批的。"]),
    (L, "我儿子喜欢吃什么水果？", ["我女儿喜欢吃草莓。", "我儿子喜欢吃芒果。"]),
    (L, "牙医给我开了什么药？", ["医生给我开了降压药。", "牙医给我开了消炎药。"]),
]

ABOUT = ("issue #12 blind probe set 9 (session 31, blind31): written before reading the classifier, docs/CORRECTNESS.md "
         "or any other probe file's cases; English and Chinese, a coding agent's user and everyday life; "
         "classes restatement, update_signal, update_nosignal, reversal, temporary, distinct_lookalike; "
         "split once by group before any tuning; both halves in-sample for the engine's authors")


def main() -> None:
    write_blind_file(OUT, ABOUT, [("en", EN), ("zh", ZH)], prefix="blind9", first_id=309000, seed=SPLIT_SEED)


if __name__ == "__main__":
    main()
