"""Build the tenth blind probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_blind_probes_10.py   # writes bench/data/blind_probes_10.jsonl

Written by session 32 (blind32) BEFORE reading the classifier, docs/CORRECTNESS.md or any other probe file's
cases: only issue #12 (the classes), bench/probes.py (write_blind_file) and the header of
bench/make_blind_probes_9.py (lines 1-40: the format) were read. The cases are one person's own wording, to
estimate how the engine does on phrasing no rule was fitted to. Topics: a coding agent's user (terminals,
linters, registries, Terraform, Kubernetes, CI, on-call, code review, monitoring) and everyday life (family,
pets, cooking, cycling, running, rent and bills, commuting, instruments, certificates, travel).
- restatement: the same fact said again later in fresh words: reordered, a synonym or abbreviation
  (ghcr.io, tf, k8s, MR, svc), a subject dropped or added, a note form ("Staging k8s cluster: eu-west-1."),
  a colloquial form, a longer sentence, a number in words or digits (六千二 / 6200元, half past five / 5:30);
  a few carry a word that often marks a change used as a plain adverb (现在 in 闺女现在读三年级, 一直);
- update_signal / update_nosignal: a changed value with or without a change word;
- distinct_lookalike: one detail differs and both stay true (another exporter, child, repo, person, day,
  environment or event, or a second value of a many-valued slot such as languages, pets, certificates);
- temporary: a short-lived state beside a lasting one (the question asks for the lasting one);
- reversal: A, then B, then A again (the question asks for the current value, A).

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (each case is its own group):
"tuning" is tuned on, "check" is only counted. Both halves are IN-SAMPLE for the engine's authors (written
by a session of the project): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import write_blind_file

SPLIT_SEED = 20263201
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_10.jsonl"

R, S, N, L, T, V = "restatement", "update_signal", "update_nosignal", "distinct_lookalike", "temporary", "reversal"

# class, question, sentences in the order they are written
EN: list[tuple[str, str, list[str]]] = [
    # -- restatement -------------------------------------------------------------------------------------------
    (R, "Which registry do our container images go to?", ["Our container images are pushed to GitHub Container Registry.", "we push our images to ghcr.io"]),
    (R, "When is the on-call handoff?", ["The on-call handoff happens every Monday at 11am.", "Every Monday, 11 a.m., we hand the pager over."]),
    (R, "What is our cat called?", ["Our cat's name is Miso.", "The cat? She's called Miso."]),
    (R, "What's the max line length in the Python lint config?", ["Ruff is configured with a line length of 120.", "line-length = 120 in our ruff config"]),
    (R, "Which Node version does the frontend need?", ["The frontend needs Node 20.", "You need Node.js v20 to build the front end."]),
    (R, "Where does my sister live?", ["My sister lives in Porto.", "Porto is where my sister lives."]),
    (R, "When does my daughter's swim practice start?", ["My daughter's swim practice starts at half past five.", "Swim practice for my daughter begins at 5:30."]),
    (R, "How long is the Terraform state lock timeout?", ["The Terraform state lock timeout is set to five minutes.", "tf state lock times out after 5 min"]),
    (R, "Who reviews infra PRs?", ["Priya reviews all the infrastructure pull requests.", "Infra PRs all go through Priya for review."]),
    (R, "How much is my rent?", ["My rent is 1,450 euros a month.", "I pay €1450 per month in rent."]),
    (R, "Which keyboard layout do I type on?", ["I type on a Colemak layout.", "Colemak is my keyboard layout, and has been for years."]),
    (R, "Which region is the staging cluster in?", ["The staging cluster runs in eu-west-1.", "Staging k8s cluster: eu-west-1 (Ireland)."]),
    (R, "What's my running goal?", ["I'm training to run a half marathon in under two hours.", "Running goal: sub-2h half marathon."]),
    (R, "What is my son allergic to?", ["My son is allergic to peanuts.", "Peanuts are a no-go for my boy, he's allergic to them."]),
    (R, "How often do dependency update PRs get opened?", ["Renovate opens dependency update PRs every weekend.", "Every weekend the Renovate bot files PRs to bump our deps."]),
    (R, "How long are our sprints?", ["Our sprints last two weeks.", "We run two-week sprints."]),
    (R, "What language is the ingestion service written in?", ["The ingestion service is written in Go.", "ingest svc is a Golang codebase"]),
    (R, "Where do I keep my dotfiles?", ["My dotfiles live in a private GitLab repo called dots.", "I keep the dotfiles in dots, my private repo on GitLab."]),
    (R, "What does my wife do for work?", ["My wife works as a pharmacist.", "My wife is a pharmacist by profession."]),
    # -- update_signal -----------------------------------------------------------------------------------------
    (S, "Which IDE do I use for Rust?", ["I write Rust in CLion.", "I've moved my Rust work over to RustRover instead of CLion."]),
    (S, "Where do the nightly backups go?", ["Nightly backups are stored in an S3 bucket.", "Nightly backups now go to Backblaze B2 rather than S3."]),
    (S, "When is weekly planning?", ["Weekly planning is on Tuesday at 2pm.", "Heads up: weekly planning got pushed to Wednesday at 2pm."]),
    (S, "How much does my gym membership cost?", ["My gym membership costs 35 dollars a month.", "The gym bumped my membership up to $42 a month."]),
    (S, "Which CI system do we use?", ["We run CI on Jenkins.", "We finally migrated CI off Jenkins and onto Buildkite."]),
    (S, "What food does our dog eat?", ["Our dog eats a salmon-based kibble.", "The vet told us to switch the dog to a lamb and rice kibble, so that's what she gets now."]),
    (S, "Who is the release manager?", ["Tomás is the release manager.", "Release manager duties have been handed over from Tomás to Ines."]),
    # -- update_nosignal ---------------------------------------------------------------------------------------
    (N, "What's the API gateway timeout?", ["The API gateway timeout is 30 seconds.", "The API gateway timeout is 45 seconds."]),
    (N, "What does my mobile number end in?", ["My mobile number ends in 4417.", "My mobile number ends in 9032."]),
    (N, "How many replicas does the search service run?", ["The search service runs 3 replicas.", "Search service: 5 replicas."]),
    (N, "What time do I pick up the kids?", ["I pick the kids up from school at 3:15.", "I pick up the kids from school at 3:45."]),
    (N, "Which Python version does the monorepo target?", ["The monorepo targets Python 3.11.", "The monorepo targets Python 3.12."]),
    (N, "How much do I weigh?", ["I weigh 82 kilos.", "I'm at 79 kg."]),
    (N, "Who leads the platform team?", ["The platform team is led by Farid.", "Helen leads the platform team."]),
    # -- reversal ----------------------------------------------------------------------------------------------
    (V, "Which shell do I use?", ["My shell is zsh.", "I switched my shell to fish.", "Went back to zsh, fish broke too many of my scripts."]),
    (V, "Where is the team offsite?", ["The team offsite is in Lisbon.", "The offsite moved to Madrid.", "Scratch that, the offsite is back in Lisbon."]),
    (V, "What is the default branch called in our repos?", ["The default branch in our repos is master.", "We renamed the default branch to main.", "We reverted the default branch to master because the old tooling choked on main."]),
    # -- temporary ---------------------------------------------------------------------------------------------
    (T, "Which laptop do I normally work on?", ["My work laptop is a ThinkPad X1.", "I'm on a loaner MacBook this week while the ThinkPad is being repaired."]),
    (T, "Which floor does our team sit on?", ["Our team sits on the fourth floor.", "Until the renovation finishes next month we're squatting on the second floor."]),
    (T, "What do I usually drink in the morning?", ["I drink a flat white every morning.", "Off caffeine for the next two weeks, doctor's orders, so herbal tea only."]),
    (T, "Who is the primary on-call for payments?", ["Jun is the primary on-call for payments.", "Covering for Jun today: I'm primary on payments until tomorrow morning."]),
    # -- distinct_lookalike ------------------------------------------------------------------------------------
    (L, "Which port does the postgres exporter listen on?", ["The node exporter listens on port 9100.", "The postgres exporter listens on port 9187."]),
    (L, "What did I cook on Thursday?", ["Made a mushroom risotto on Sunday.", "Made a lemon risotto on Thursday."]),
    (L, "Which languages do I speak?", ["I speak Portuguese fluently.", "I speak conversational Japanese."]),
    (L, "When is my daughter's dentist appointment?", ["My son's dentist appointment is on the 12th.", "My daughter's dentist appointment is on the 19th."]),
    (L, "Which repos do I maintain?", ["I maintain the auth-service repo.", "I maintain the billing-worker repo."]),
    (L, "Which mobile app version did we ship last Friday?", ["We shipped v2.3 of the mobile app last Friday.", "We shipped v2.4 of the mobile app this Friday."]),
    (L, "Who is on leave from 3 to 10 August?", ["Marta is on leave from 3 to 10 August.", "Ken is on leave from 3 to 10 August."]),
    (L, "What is the staging logs bucket?", ["The prod logs bucket is acme-logs-prod.", "The staging logs bucket is acme-logs-stg."]),
    (L, "How far did I cycle on Saturday?", ["Cycled 40 km on Saturday.", "Cycled 65 km on Sunday."]),
    (L, "How much are flights to Tokyo in April?", ["Flights to Tokyo in April cost around 900 euros.", "Flights to Seoul in April cost around 700 euros."]),
    (L, "When does the cleanup cron run?", ["The cleanup cron runs at 02:00 UTC.", "The report cron runs at 06:00 UTC."]),
]

ZH: list[tuple[str, str, list[str]]] = [
    # -- restatement -------------------------------------------------------------------------------------------
    (R, "我用什么输入法？", ["我平时用的输入法是搜狗拼音。", "输入法一直用搜狗拼音。"]),
    (R, "前端用什么框架？", ["我们前端用的是Vue 3。", "前端框架：Vue3。"]),
    (R, "我女儿读几年级？", ["我女儿今年上小学三年级。", "闺女现在读三年级。"]),
    (R, "生产数据库在哪个可用区？", ["生产库部署在华东2的可用区B。", "线上数据库放在华东2 B区。"]),
    (R, "我每天几点起床？", ["我每天早上六点半起床。", "每天6:30起。"]),
    (R, "合并请求要几个人批准？", ["合并请求需要两个人审批才能合入。", "MR要两个approve才能merge。"]),
    (R, "我老家在哪里？", ["我老家是湖南常德的。", "我是常德人，湖南那边的。"]),
    (R, "我们组的周会是什么时候？", ["我们组每周四下午三点开周会。", "周会定在每周四15:00。"]),
    (R, "家里的狗叫什么？", ["我家狗叫豆包。", "豆包是我们家那只狗的名字。"]),
    (R, "我是什么血型？", ["我是O型血。", "血型：O型。"]),
    (R, "日志保留多久？", ["日志保留三十天。", "日志存满30天就自动删掉。"]),
    (R, "我在学什么乐器？", ["我在学大提琴。", "大提琴是我正在学的乐器。"]),
    (R, "我每个月房贷多少？", ["我每个月房贷要还六千二。", "房贷月供6200元。"]),
    (R, "谁负责发版？", ["发版一般是小李负责。", "负责上线发布的是小李。"]),
    (R, "单测覆盖率的门槛是多少？", ["CI里单测覆盖率低于80%就会失败。", "覆盖率门槛80%，不到就挂。"]),
    (R, "我爸喜欢什么运动？", ["我爸喜欢打乒乓球。", "我父亲的爱好是乒乓球。"]),
    (R, "集群的Kubernetes版本是多少？", ["集群的Kubernetes版本是1.29。", "k8s用的1.29。"]),
    (R, "我用什么记笔记？", ["我记笔记用Obsidian。", "笔记都写在Obsidian里。"]),
    # -- update_signal -----------------------------------------------------------------------------------------
    (S, "我们用什么做告警？", ["告警走的是Zabbix。", "告警已经从Zabbix迁到Prometheus加Alertmanager了。"]),
    (S, "我在什么公司上班？", ["我在一家做电商的公司写后端。", "上个月跳槽了，现在在一家做自动驾驶的公司。"]),
    (S, "孩子的英语补习班在星期几？", ["孩子的英语补习班在周六上午。", "英语补习班改到周日上午了。"]),
    (S, "家里宽带一年多少钱？", ["家里宽带一年一千二。", "宽带续费涨到一年一千五了。"]),
    (S, "项目用哪个Go版本编译？", ["项目用Go 1.21编译。", "编译用的Go版本升级到1.22了。"]),
    (S, "我每周跑几次步？", ["我每周跑三次步。", "膝盖不太好，跑步减成每周两次了。"]),
    (S, "接口文档放在哪里？", ["接口文档放在Confluence上。", "接口文档不再用Confluence，统一搬到飞书文档了。"]),
    # -- update_nosignal ---------------------------------------------------------------------------------------
    (N, "网关最大连接数是多少？", ["网关最大连接数是一万。", "网关最大连接数是两万。"]),
    (N, "我的工位在哪里？", ["我的工位在A区12号。", "我的工位在C区7号。"]),
    (N, "我的体脂率是多少？", ["体脂率22%。", "体脂率19%。"]),
    (N, "Redis内存上限是多少？", ["Redis的maxmemory设的是4G。", "Redis的maxmemory设的是8G。"]),
    (N, "小区物业费多少？", ["物业费每平米两块五。", "物业费每平米三块。"]),
    (N, "值班表由谁排？", ["值班表由王姐排。", "值班表由老周排。"]),
    # -- reversal ----------------------------------------------------------------------------------------------
    (V, "我用什么浏览器？", ["我用Chrome。", "浏览器换成Arc了。", "还是用回Chrome了，Arc太吃内存。"]),
    (V, "部署从哪个分支走？", ["部署从release分支走。", "部署改成从main分支直接走了。", "又改回从release分支部署了。"]),
    (V, "我早饭吃什么？", ["早饭一般吃包子。", "早饭改吃燕麦了。", "燕麦吃腻了，早饭又回到包子。"]),
    # -- temporary ---------------------------------------------------------------------------------------------
    (T, "我通常在哪里办公？", ["我平时在公司办公。", "这周孩子生病，我在家远程办公。"]),
    (T, "主库是哪台机器？", ["主库是db-01。", "db-01在维护，今晚临时切到db-02当主库。"]),
    (T, "我开什么车？", ["我开一辆比亚迪汉。", "车送去保养了，这两天开的是租来的卡罗拉。"]),
    (T, "我一般几点下班？", ["我一般六点下班。", "这周赶版本，天天加班到十点。"]),
    # -- distinct_lookalike ------------------------------------------------------------------------------------
    (L, "库存服务跑在哪个端口？", ["订单服务跑在8080端口。", "库存服务跑在8081端口。"]),
    (L, "我去年国庆去了哪里？", ["去年五一去了成都。", "去年国庆去了西安。"]),
    (L, "我爸生日是哪天？", ["我妈生日是三月八号。", "我爸生日是十月二号。"]),
    (L, "我养了什么宠物？", ["我养了一只橘猫。", "我养了两只仓鼠。"]),
    (L, "我负责维护哪些仓库？", ["我负责维护payment-gateway仓库。", "我负责维护risk-engine仓库。"]),
    (L, "周日做了什么菜？", ["周六做了红烧肉。", "周日做了糖醋排骨。"]),
    (L, "小刘哪天请假？", ["小张下周一请假。", "小刘下周三请假。"]),
    (L, "预发环境数据库地址是什么？", ["测试环境数据库地址是10.0.3.15。", "预发环境数据库地址是10.0.4.15。"]),
    (L, "我考过了哪些证书？", ["我考过了AWS解决方案架构师助理级。", "我考过了CKA。"]),
    (L, "周五打了多久羽毛球？", ["周二晚上打了两个小时羽毛球。", "周五晚上打了一个半小时羽毛球。"]),
    (L, "数据备份任务几点跑？", ["对账任务每天凌晨一点跑。", "数据备份任务每天凌晨三点跑。"]),
]

ABOUT = ("issue #12 blind probes 10: 100 hand-written sequences (English and Chinese) written by blind32 before reading "
         "the classifier or any other probe file's cases; restatement, update_signal, update_nosignal, distinct_lookalike, "
         "temporary, reversal; in-sample for the engine's authors")


def main() -> None:
    write_blind_file(OUT, ABOUT, [("en", EN), ("zh", ZH)], prefix="blind10", first_id=320000, seed=SPLIT_SEED)


if __name__ == "__main__":
    main()
