"""Issue #12: a second set of IN-SAMPLE probes for update detection, written by hand in new
wording (not the labelled set's sentence patterns), English and Chinese, with controls so
precision is measured too. Split ONCE, before any tuning, into a `tuning` half (rules may be
fitted to it) and a `check` half (read only as a figure: how the rules do on wording they were
not fitted to), by group, stratified by class and language, with the seed in the header.

    .venv/bin/python bench/make_update_probes_2.py   # writes bench/data/update_probes_2.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_2.jsonl --split tuning
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_2.jsonl --split check

A few controls are real chat turns from the MemoryBank data (../shared/data/memorybank)."""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import seq_rows, write_jsonl

SEED = 20261201
OUT = Path(__file__).resolve().parent / "data" / "update_probes_2.jsonl"

S, N, R = "update_signal", "update_nosignal", "reversal"
L, E, T, U, Q = "distinct_lookalike", "distinct_event", "temporary", "unrelated", "restatement"

# (lang, cls, question, sequence)
CASES: list[tuple[str, str, str, list[str]]] = [
    # -- English updates: same slot, new wording, often no word in common but the slot
    ("en", S, "Which database do we use?", ["We use Postgres for the main database.", "We're on MongoDB now."]),
    ("en", N, "Who owns billing?", ["Alice owns billing.", "Billing is Bob's now."]),
    ("en", S, "What builds the frontend?", ["The frontend is built with Webpack.", "We build the frontend with Vite these days."]),
    ("en", S, "Which CI do we use?", ["Our builds run on Jenkins.", "We don't use Jenkins anymore; CI is on CircleCI."]),
    ("en", S, "Which Node version does the app target?", ["The app targets Node 18.", "Bumped Node to 20 across the app."]),
    ("en", S, "Where is the config file?", ["Config lives in config/settings.yaml.", "Settings moved to config/app.toml."]),
    ("en", S, "What is the checkout feature flag key?", ["The checkout feature flag key is checkout_v2_enabled.", "The checkout flag key is new_checkout_enabled now."]),
    ("en", S, "What day do releases go out?", ["Release day is Tuesday.", "Releases go out on Wednesdays now."]),
    ("en", S, "When is the sprint demo?", ["The sprint demo is at 4pm on Fridays.", "Sprint demo shifted to 2pm Thursday."]),
    ("en", S, "Which Redis version do we run?", ["Redis runs version 6.2.", "Redis is on 7.2 after the upgrade."]),
    ("en", S, "How high is my desk set?", ["My standing desk is set to 110 cm.", "I lowered my desk to 104 cm."]),
    ("en", S, "Where is the repo hosted?", ["The repo is hosted on Bitbucket.", "We moved the repo over to GitLab."]),
    ("en", S, "How often does on-call rotate?", ["Our on-call rotation is weekly.", "On-call rotates every two weeks now."]),
    ("en", S, "How long are logs kept?", ["Logs are kept for 30 days.", "Log retention was extended to 90 days."]),
    ("en", N, "What is the pool's max connections?", ["Max connections on the pool is 20.", "Pool max connections: 50."]),
    ("en", S, "Who is the team lead?", ["The team lead is Marta.", "Jonas is the new team lead."]),
    ("en", S, "Do I indent with tabs or spaces?", ["I prefer tabs for indentation.", "I've come around to spaces for indentation."]),
    ("en", S, "What do we deploy with?", ["We deploy with Helm charts.", "Deployment is done with Kustomize these days, not Helm."]),
    ("en", S, "What are my working hours?", ["My working hours are 9 to 5.", "I work 8 to 4 nowadays."]),
    ("en", S, "Which channel do alerts go to?", ["Our Slack channel for alerts is #alerts.", "Alerts go to #ops-pager instead."]),
    ("en", N, "What do we build with?", ["The build uses Gradle.", "We're using Bazel for builds."]),
    ("en", S, "Where do I live?", ["I live in Austin.", "These days home is Seattle."]),
    ("en", S, "Who is my manager?", ["My manager is Priya.", "Reporting to Dev now after the reorg."]),
    ("en", N, "What is the default timeout?", ["The default timeout is 30 seconds.", "Default timeout: 60s."]),
    ("en", S, "What is the primary region?", ["The primary region is eu-west-1.", "Primary region is now eu-central-1."]),
    ("en", S, "Which package manager do we use?", ["Our package manager is npm.", "We went with pnpm in place of npm."]),
    ("en", S, "Who is the CEO?", ["The CEO is Laura Chen.", "Laura Chen stepped down; Mark Ruiz is CEO."]),
    ("en", S, "What is the office wifi password?", ["The office wifi password is sunflower42.", "Wifi password got rotated, it's maple77 now."]),
    ("en", S, "Which browser do I use?", ["I use Firefox as my main browser.", "Chrome is my main browser these days."]),
    ("en", S, "Which error tracker do we use?", ["Our error tracker is Sentry.", "We dropped Sentry in favour of Rollbar."]),
    ("en", S, "Where is the linter config?", ["The linter config is .eslintrc.json.", "Linter config lives in eslint.config.js now."]),
    ("en", S, "How many approvals do PRs need?", ["PR reviews need one approval.", "PR reviews now need two approvals."]),
    ("en", N, "How often does the cron job run?", ["The cron job runs every 15 minutes.", "The cron job runs every 5 minutes."]),
    ("en", S, "What is the staging database host?", ["Staging database is db-staging-01.", "Staging DB is db-staging-02 now."]),
    ("en", S, "Which train do I take?", ["I take the 7:45 train to work.", "I catch the 8:10 train these days."]),
    ("en", S, "How often does Dependabot open PRs?", ["Dependabot opens PRs weekly.", "Dependabot is set to daily now."]),
    ("en", N, "Which retro room do we use?", ["The retro is held in the Everest room.", "The retro is held in the Kilimanjaro room."]),
    ("en", S, "Who handles releases?", ["Kim handles releases.", "Releases are handled by Raj from this sprint on."]),
    ("en", S, "What is the coverage threshold?", ["Test coverage threshold is 80%.", "We raised the coverage bar to 85%."]),
    ("en", S, "Which shell do I use?", ["My shell is bash.", "I gave up bash for zsh."]),
    ("en", N, "Where is the design system?", ["The design system lives in packages/ui.", "The design system lives in libs/design."]),
    ("en", S, "What is the deploy window?", ["Deploys happen between 10 and 12.", "The deploy window is 14:00-16:00 from next week."]),
    # -- English reversals (the middle write may or may not have been linked)
    ("en", R, "Which database do we use?", ["We use Postgres.", "Now we use MongoDB.", "We're back on Postgres."]),
    ("en", R, "Which Ubuntu does the build run on?", ["The build runs on Ubuntu 20.04.", "The build runs on Ubuntu 22.04.", "We had to return to Ubuntu 20.04 for the build."]),
    ("en", R, "Who owns billing?", ["Alice owns billing.", "Bob took over billing.", "Billing is Alice's again."]),
    ("en", R, "When does the code freeze start?", ["Code freeze starts on the 15th.", "Code freeze moved to the 20th.", "Code freeze is on the 15th after all."]),
    ("en", R, "Which shell do I use?", ["I use zsh.", "Switched to fish shell.", "Went back to zsh, fish broke my scripts."]),
    ("en", R, "Which editor do I use?", ["I code in Emacs.", "I code in VS Code.", "I code in Emacs again."]),
    # -- Chinese updates
    ("zh", N, "订单服务有几个副本？", ["订单服务部署了3个副本。", "订单服务部署了8个副本。"]),
    ("zh", S, "服务A部署在哪个机房？", ["服务A部署在上海机房。", "服务A迁到了北京机房。"]),
    ("zh", S, "服务B谁负责？", ["服务B的负责人是小张。", "服务B现在由老刘负责。"]),
    ("zh", S, "主库用什么数据库？", ["我们用Postgres做主库。", "主库已经换成MongoDB了。"]),
    ("zh", S, "CI用什么？", ["Jenkins负责我们的持续集成。", "我们不再用Jenkins了，CI都在GitLab上跑。"]),
    ("zh", S, "前端用什么框架版本？", ["前端用的是Vue 2。", "前端升级到了Vue 3。"]),
    ("zh", S, "配置文件在哪？", ["配置文件在/etc/app/config.yaml。", "配置文件挪到/opt/app/conf.yaml了。"]),
    ("zh", S, "哪天发版？", ["每周五下午发版。", "发版日改成每周三了。"]),
    ("zh", S, "我每天跑多少公里？", ["我每天跑步5公里。", "我现在每天跑10公里。"]),
    ("zh", S, "周报哪天交？", ["周报每周一交。", "周报改为周五交。"]),
    ("zh", S, "我女儿在哪上学？", ["我女儿在实验小学读书。", "我女儿转到外国语学校了。"]),
    ("zh", N, "我的工位在几楼？", ["我的工位在5楼。", "我的工位在7楼。"]),
    ("zh", N, "连接池大小是多少？", ["数据库连接池大小是20。", "数据库连接池大小是50。"]),
    ("zh", S, "项目经理是谁？", ["项目经理是王芳。", "项目经理换成了赵磊。"]),
    ("zh", N, "我用什么手机？", ["我用的是iPhone 12。", "我的手机是华为Mate 60。"]),
    ("zh", S, "缓存过期时间是多少？", ["缓存过期时间是10分钟。", "缓存过期时间缩短到3分钟了。"]),
    ("zh", S, "代码托管在哪里？", ["我们的代码托管在GitHub上。", "代码仓库迁移到Gitee了。"]),
    ("zh", S, "早会几点开始？", ["早会九点开始。", "早会现在九点半开始。"]),
    ("zh", S, "我住在哪里？", ["我住在北京朝阳区。", "我现在住在顺义了。"]),
    ("zh", S, "团队有几个人？", ["团队有6个人。", "团队扩到了10个人。"]),
    ("zh", S, "默认分支叫什么？", ["默认分支是master。", "默认分支改名为main了。"]),
    ("zh", S, "开会用什么软件？", ["开会用腾讯会议。", "以后开会都用飞书了。"]),
    ("zh", S, "线上Python是什么版本？", ["线上Python版本是3.8。", "线上Python已经是3.11了。"]),
    ("zh", S, "客服电话是多少？", ["客服电话是400-800-1234。", "客服电话变更为400-900-5678。"]),
    ("zh", S, "支付模块谁负责？", ["张伟负责支付模块。", "支付模块现在归李娜管。"]),
    ("zh", S, "日志保留多久？", ["我们的日志保留7天。", "日志保留期延长到30天了。"]),
    ("zh", N, "服务C的超时是多少？", ["服务C的超时设置是5秒。", "服务C的超时设置是15秒。"]),
    ("zh", S, "我用什么输入法？", ["我用搜狗输入法。", "我改用微信输入法了。"]),
    ("zh", S, "公司在哪？", ["公司在望京SOHO。", "公司上个月搬到了中关村。"]),
    ("zh", S, "我几点下班？", ["我一般六点下班。", "最近都七点半才下班。"]),
    # -- Chinese reversals
    ("zh", R, "构建机用什么系统？", ["构建机用的是Ubuntu。", "构建机换成了CentOS。", "构建机又改回Ubuntu了。"]),
    ("zh", R, "站会几点？", ["站会在10点。", "站会改到11点了。", "站会还是10点开。"]),
    ("zh", R, "我用什么写代码？", ["我用Vim写代码。", "我现在用VS Code写代码。", "我又用回Vim了。"]),
    ("zh", R, "服务A部署在哪？", ["服务A部署在上海机房。", "服务A迁到了北京机房。", "服务A搬回上海机房了。"]),
    # -- restatements (the value kept in new wording): a check that update rules do not fire
    ("en", Q, "Which database do we use?", ["We use Postgres for the main database.", "Our main database is Postgres."]),
    ("en", Q, "Who owns billing?", ["Alice owns billing.", "Billing is owned by Alice."]),
    ("en", Q, "What is the cache TTL?", ["The cache TTL is 5 minutes.", "Cache entries expire after 5 minutes."]),
    ("zh", Q, "主库用什么？", ["主库用的是PostgreSQL。", "我们的主数据库是PostgreSQL。"]),
    ("zh", Q, "我住在哪？", ["我住在杭州。", "我家在杭州。"]),
    ("zh", Q, "周会什么时候？", ["周会在周二下午。", "每周二下午开周会。"]),
    # -- controls: distinct look-alikes
    ("en", L, "", ["Service A listens on port 8080.", "Service B listens on port 9090."]),
    ("en", L, "", ["The orders DB runs 3 replicas.", "The users DB runs 5 replicas."]),
    ("en", L, "", ["Alice owns billing.", "Bob owns payroll."]),
    ("en", L, "", ["The staging bucket is s3://acme-staging.", "The prod bucket is s3://acme-prod."]),
    ("en", L, "", ["My son plays soccer on Saturdays.", "My daughter plays tennis on Sundays."]),
    ("en", L, "", ["The web app uses React.", "The admin app uses Svelte."]),
    ("en", L, "", ["Frontend config is in web/config.ts.", "Backend config is in api/settings.py."]),
    ("en", L, "", ["CI uses Node 18.", "Developer laptops use Node 20."]),
    ("en", L, "", ["I moved the invoices to the archive folder.", "I moved the receipts to the tax folder."]),
    ("en", L, "", ["We switched the staging cluster to ARM nodes.", "We switched the CI runners to spot instances."]),
    ("en", L, "", ["My mom lives in Ohio.", "My aunt lives in Texas."]),
    ("en", L, "", ["Team standup is at 9:30.", "Team retro is at 4:00 on Fridays."]),
    ("en", L, "", ["Worker X handles emails.", "Worker Y handles webhooks."]),
    ("en", L, "", ["The read timeout is 30 seconds.", "The connect timeout is 5 seconds."]),
    # distinct events
    ("en", E, "", ["I went to the dentist on Monday.", "I went to the gym on Tuesday."]),
    ("en", E, "", ["Yesterday I fixed the login bug.", "This afternoon I fixed the checkout bug."]),
    ("en", E, "", ["Hi friend, the weather is nice today. I just went for a walk in the park.",
                   "Today, I went to a new restaurant with a great variety of dishes."]),
    ("en", E, "", ["I finished reading a book about habits.", "I finished reading a novel about the sea."]),
    ("en", E, "", ["We migrated the users table last night.", "We migrated the orders table this morning."]),
    # temporary states
    ("en", T, "", ["I work from the Berlin office.", "I'm working from home today."]),
    ("en", T, "", ["The API runs 4 replicas.", "For the load test we're temporarily running 12 replicas."]),
    ("en", T, "", ["My manager is Priya.", "Priya is out this week, so Dev is covering approvals."]),
    ("en", T, "", ["We deploy from main.", "Until the freeze ends, deploys go from the release branch."]),
    # questions and feelings
    ("en", L, "", ["We use Postgres.", "Should we switch to MongoDB?"]),
    ("en", L, "", ["I live in Austin.", "Do you think I should move to Seattle?"]),
    ("en", L, "", ["I work at Stripe.", "I feel like I should change jobs."]),
    ("en", U, "", ["The API runs 3 replicas.", "My cat's name is Miso."]),
    ("en", U, "", ["Our builds run on Jenkins.", "Thank you for your advice, friend."]),
    # Chinese controls
    ("zh", L, "", ["服务A的端口是8080。", "服务B的端口是9090。"]),
    ("zh", L, "", ["订单库有3个副本。", "用户库有5个副本。"]),
    ("zh", L, "", ["张伟负责支付模块。", "李娜负责账单模块。"]),
    ("zh", L, "", ["我哥哥住在深圳。", "我妹妹住在厦门。"]),
    ("zh", L, "", ["生产环境用的是MySQL 8。", "测试环境用的是MySQL 5.7。"]),
    ("zh", L, "", ["我把发票移到了归档文件夹。", "我把收据移到了报税文件夹。"]),
    ("zh", L, "", ["小王负责前端。", "小李负责后端。"]),
    ("zh", L, "", ["服务A迁到了北京机房。", "服务B迁到了广州机房。"]),
    ("zh", E, "", ["昨天我去了趟医院。", "今天我去了趟超市。"]),
    ("zh", E, "", ["你好，朋友，今天我参加了一场音乐会，非常精彩。", "今天我到了一家新开的餐厅，菜品非常的丰富。"]),
    ("zh", E, "", ["我每天早上跑步。", "我每天晚上游泳。"]),
    ("zh", T, "", ["我住在上海。", "这个月我在深圳出差。"]),
    ("zh", T, "", ["每周五发版。", "这周五因为假期暂停发版。"]),
    ("zh", L, "", ["主库是PostgreSQL。", "我们要不要换成MongoDB？"]),
    ("zh", L, "", ["我在腾讯工作。", "我感觉自己该换工作了。"]),
    ("zh", U, "", ["我们用GitLab做CI。", "我的猫叫小白。"]),
    ("zh", U, "", ["构建机用的是Ubuntu。", "谢谢你的建议，我一定会认真考虑并付诸行动。"]),
]


def main() -> None:
    header = {"about": "issue #12 IN-SAMPLE probes, set 2 (bench/make_update_probes_2.py): hand-written new wording, "
                       "not part of the labelled set; split once before tuning into `tuning` (rules fitted to it) and "
                       "`check` (figures only), one group per case, stratified by class and language",
              "split_seed": SEED, "split_unit": "group", "cases": len(CASES)}
    write_jsonl(OUT, header, seq_rows(CASES, SEED, "probe2", 20000))
    print(f"wrote {OUT}: {len(CASES)} cases")


if __name__ == "__main__":
    main()
