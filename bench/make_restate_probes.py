"""Build the restatement probes (issue #12) once, and split them.

    .venv/bin/python bench/make_restate_probes.py   # writes bench/data/restate_probes.jsonl

New, hand-written wording, apart from bench/data/update_set.jsonl: the way a user says the
same fact again across sessions (clauses reordered, synonyms, "as I said", filler added or
dropped, 我们/咱们, 的/了, full and short forms, numbers written another way, casing, code
identifiers kept), next to controls that must stay two entries: look-alike distinct facts
(a name, port, version or date swapped), distinct events in chat (sentences from MemoryBank,
../shared/data/memorybank, and look-alikes built on them), and updates (a changed value is
not a restatement).

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its
controls are one group, so they never land in both halves): "tuning" is tuned on, "check"
is the honest figure for new wording. Both are in-sample for the engine's authors (hand-written
by the same session that tunes), so label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20261201
OUT = Path(__file__).resolve().parent / "data" / "restate_probes.jsonl"

R, L, E, U = "restatement", "distinct_lookalike", "distinct_event", "update_signal"
N = "update_nosignal"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: restatements, and the controls of the same fact ------------------------------
    ("en-staging-db", "en", R, "What does the staging database run?", "Our staging database runs PostgreSQL 15.", "As I said, the staging database runs on PostgreSQL 15."),
    ("en-staging-db", "en", L, "What does the staging database run?", "The staging database runs PostgreSQL 15.", "The analytics database runs PostgreSQL 15."),
    ("en-staging-db", "en", U, "What does the staging database run?", "Our staging database runs PostgreSQL 15.", "We upgraded the staging database to PostgreSQL 16."),
    ("en-ratelimit", "en", R, "What is the API rate limit?", "The API rate limit is 10,000 requests per hour.", "API rate limit: 10k requests per hour."),
    ("en-ratelimit", "en", N, "What is the API rate limit?", "The API rate limit is 10,000 requests per hour.", "The API rate limit is 20,000 requests per hour."),
    ("en-tabs", "en", R, "Tabs or spaces in Go?", "I prefer tabs over spaces in Go code.", "In Go code I prefer tabs over spaces."),
    ("en-deploy-day", "en", R, "When do we deploy?", "Deploys happen every Tuesday afternoon.", "We deploy every Tuesday afternoon."),
    ("en-deploy-day", "en", U, "When do we deploy?", "Deploys happen every Tuesday afternoon.", "Deploys moved to Thursday afternoon."),
    ("en-github", "en", R, "What is my GitHub username?", "My GitHub username is dkowalski.", "Just a reminder: my GitHub username is dkowalski."),
    ("en-github", "en", L, "What is my GitHub username?", "My GitHub username is dkowalski.", "My GitLab username is dkowalski."),
    ("en-frontend", "en", R, "What is the frontend built with?", "The frontend is built with React and Vite.", "We build the frontend with Vite and React."),
    ("en-lint", "en", R, "What must run before committing?", "Please always run `make lint` before committing.", "Always run make lint before you commit, please."),
    ("en-config-path", "en", R, "Where is the config file?", "The config lives in ~/.config/flymemory/config.toml.", "Config file location: ~/.config/flymemory/config.toml"),
    ("en-peanuts", "en", R, "What am I allergic to?", "I'm allergic to peanuts.", "Like I mentioned before, I am allergic to peanuts."),
    ("en-peanuts", "en", L, "Who is allergic to peanuts?", "My son is allergic to peanuts.", "My daughter is allergic to peanuts."),
    ("en-slack", "en", R, "What do we use for chat?", "Our team uses Slack for chat.", "We use Slack for team chat."),
    ("en-cluster", "en", R, "How many nodes in production?", "The production cluster has 12 nodes.", "There are 12 nodes in the production cluster."),
    ("en-cluster", "en", L, "How many nodes does the EU cluster have?", "The EU cluster has 12 nodes.", "The US cluster has 12 nodes."),
    ("en-cluster", "en", N, "How many nodes in production?", "The production cluster has 12 nodes.", "The production cluster has 16 nodes."),
    ("en-approvals", "en", R, "How many approvals does a review need?", "Code reviews need two approvals before merge.", "Before merging, a code review needs two approvals."),
    ("en-pnpm", "en", R, "Which package manager in this repo?", "Use pnpm, not npm, in this repo.", "In this repo we use pnpm rather than npm."),
    ("en-rust", "en", R, "What is the main service written in?", "The main service is written in Rust.", "The main service is written in Rust, as I said."),
    ("en-rust", "en", L, "What is the main service written in?", "The billing service is written in Rust.", "The search service is written in Rust."),
    ("en-tz", "en", R, "What is my timezone?", "My timezone is UTC+8.", "I'm in the UTC+8 timezone."),
    ("en-tz", "en", U, "What is my timezone?", "My timezone is UTC+8.", "My timezone is UTC+1 now that I moved to Berlin."),
    ("en-python", "en", R, "Which Python version do we target?", "We target Python 3.11.", "The target Python version is 3.11."),
    ("en-python", "en", L, "Which Python does the CLI need?", "Python 3.11 is required for the CLI.", "Python 3.11 is required for the docs build."),
    ("en-oncall", "en", R, "When does the on-call rotation change?", "The on-call rotation changes every Monday.", "Every Monday the on-call rotation changes."),
    ("en-upload", "en", R, "What is the max upload size?", "Max upload size is 50 MB.", "The maximum upload size is 50 MB."),
    ("en-upload", "en", U, "What is the max upload size?", "Max upload size is 50 MB.", "Max upload size was raised to 100 MB."),
    ("en-ci-time", "en", R, "How long does CI take?", "The CI pipeline takes about 15 minutes.", "Our CI pipeline takes roughly 15 minutes."),
    ("en-pytest", "en", R, "Which test runner do I prefer?", "My preferred test runner is pytest.", "I prefer pytest as the test runner."),
    ("en-logo", "en", R, "What is the logo color?", "The logo color is #FF5733.", "Logo colour: #FF5733."),
    ("en-backup", "en", R, "When do backups run?", "Backups run nightly at 2 AM UTC.", "Nightly backups run at 2 AM UTC."),
    ("en-backup", "en", L, "When do user DB backups run?", "Backups of the users DB run at 2 AM.", "Backups of the orders DB run at 2 AM."),
    ("en-userservice", "en", R, "What handles authentication?", "The `UserService` class handles authentication.", "Authentication is handled by the UserService class."),
    ("en-hours", "en", R, "What are my working hours?", "I usually work from 9 to 5.", "I usually work 9 to 5."),
    ("en-commits", "en", R, "Which commit style does the repo use?", "The repo uses conventional commits.", "We use Conventional Commits in the repo."),
    ("en-pm", "en", R, "Who is our product manager?", "Our product manager is Sarah Chen.", "Sarah Chen is our product manager."),
    ("en-pm", "en", U, "Who is our product manager?", "Our product manager is Sarah Chen.", "Our product manager is now David Park."),
    ("en-pm", "en", L, "Who reviews frontend pull requests?", "Alice reviews frontend pull requests.", "Bob reviews frontend pull requests."),
    ("en-ttl", "en", R, "What is the cache TTL?", "The cache TTL is 300 seconds.", "Cache TTL = 300 seconds"),
    ("en-darkmode", "en", R, "Do I like dark mode?", "I don't like dark mode.", "I really don't like dark mode."),
    ("en-vault", "en", R, "Where are secrets stored?", "We store secrets in HashiCorp Vault.", "Secrets are stored in HashiCorp Vault."),
    ("en-linelen", "en", R, "What is the line length limit?", "Line length limit is 100 characters.", "The line length limit is 100 characters."),
    ("en-linelen", "en", N, "What is the line length limit?", "Line length limit is 100 characters.", "Line length limit is 120 characters."),
    ("en-release", "en", R, "How often is the release branch cut?", "The release branch is cut every two weeks.", "Every two weeks we cut the release branch."),
    ("en-release", "en", L, "When does release 2.3 ship?", "Release 2.3 ships on March 3.", "Release 2.4 ships on March 17."),
    ("en-vegetarian", "en", R, "What do I eat?", "I'm a vegetarian.", "As I said before, I'm a vegetarian."),
    ("en-wifi", "en", R, "What is the guest network called?", "The office guest network is called BlueFish42.", "Guest network for the office: BlueFish42"),
    ("en-alerts", "en", R, "Where do alerts go?", "Send alerts to the #ops-alerts channel.", "Alerts should go to the #ops-alerts channel."),
    ("en-daughter", "en", R, "What is my daughter's name?", "My daughter's name is Mia.", "My daughter is called Mia."),
    ("en-daughter", "en", L, "When is Tom's birthday?", "Tom's birthday is on May 4.", "Anna's birthday is on May 4."),
    ("en-baseurl", "en", R, "What is the API base URL?", "The API base URL is https://api.example.com/v2.", "API base URL: https://api.example.com/v2"),
    ("en-os", "en", R, "Where must tests pass?", "Tests must pass on both Linux and macOS.", "Tests have to pass on macOS and Linux."),
    ("en-redis", "en", R, "What do we use Redis for?", "We use Redis for the session cache.", "Redis is what we use for the session cache."),
    ("en-redis", "en", L, "What do we use Redis for?", "We use Redis for the session cache.", "We use Redis for the rate limiter."),
    ("en-kindle", "en", L, "What did I buy in 2021?", "I bought a Kindle in 2021.", "I bought an iPad in 2021."),
    ("en-ports", "en", L, "Which port does payments listen on?", "The payments service listens on port 8080.", "The ledger service listens on port 8080."),
    ("en-mobile", "en", L, "Which version does the iOS app target?", "The iOS app targets version 16.", "The Android app targets version 16."),
    ("en-cuisine", "en", R, "Which cuisine do I prefer?", "I prefer Sichuan and Cantonese cuisine.", "Sichuan and Cantonese cuisine are what I prefer."),
    ("en-films", "en", R, "Which films do I like?", "I like comedies and romance films.", "I like romance films and comedies."),
    ("en-park", "en", R, "What did Emily see at the park?", "I went to Green Meadow Park and saw a particularly beautiful blooming cherry blossom.", "At Green Meadow Park I saw a particularly beautiful blooming cherry blossom."),
    # -- English: distinct events in chat (MemoryBank sentences and look-alikes built on them) ---
    ("en-ev-park", "en", E, "What did I do in the park?", "Today I went for a walk in the park and saw some beautiful scenery.", "Today I went for a run in the nearby park for an hour, and it felt really refreshing."),
    ("en-ev-concert", "en", E, "Whose concert did I see?", "I went to see Jay Chou's concert and it was very stunning.", "I would also like to attend concerts by Jacky Cheung and G.E.M because their songs are also very beautiful."),
    ("en-ev-friend", "en", E, "What did I do with my friend?", "Today I went to see a movie with my friend and had a wonderful time.", "Today, my friend and I went to a museum and saw some very interesting exhibitions."),
    ("en-ev-film", "en", E, "Which film did we see?", "We saw an art film called \"Taxi Driver\".", "We saw a sci-fi film called \"The Wandering Earth\"."),
    ("en-ev-recent", "en", E, "What did I do recently?", "I traveled to Xiamen recently. It's a beautiful city.", "I went to a concert recently and had a great time."),
    ("en-ev-dish", "en", E, "Which dish did I learn?", "Today I learned a new dish called steamed sea bass, it's really delicious!", "Today I learned a new dish called spicy chicken, it's really delicious!"),
    ("en-ev-swim", "en", E, "What did I do today?", "Today I went swimming at the pool and felt very relaxed.", "Today I went hiking in the hills and felt very relaxed."),
    # -- Chinese: restatements, and the controls of the same fact -------------------------------
    ("zh-db", "zh", R, "数据库用的是什么？", "我们的数据库用的是PostgreSQL。", "咱们数据库用PostgreSQL。"),
    ("zh-db", "zh", L, "订单库用的是什么？", "订单库用的是PostgreSQL。", "日志库用的是PostgreSQL。"),
    ("zh-ratelimit", "zh", R, "接口限流是多少？", "接口限流是每小时一万次。", "接口限流每小时10000次。"),
    ("zh-ratelimit", "zh", U, "接口限流是多少？", "接口限流是每小时一万次。", "接口限流改成每小时两万次了。"),
    ("zh-peanut", "zh", R, "我对什么过敏？", "我对花生过敏。", "我之前说过，我对花生过敏。"),
    ("zh-peanut", "zh", L, "谁对花生过敏？", "我儿子对花生过敏。", "我女儿对花生过敏。"),
    ("zh-release", "zh", R, "什么时候发版？", "每周二下午发版。", "我们每周二下午发版。"),
    ("zh-release", "zh", U, "什么时候发版？", "每周二下午发版。", "现在改成每周四下午发版了。"),
    ("zh-review", "zh", R, "代码评审要几个人批准？", "代码评审需要两个人批准。", "代码评审需要两个人批准才行。"),
    ("zh-home", "zh", R, "我住在哪里？", "我住在北京海淀区。", "我家在北京海淀区。"),
    ("zh-home", "zh", U, "我住在哪里？", "我住在北京海淀区。", "我已经搬到北京朝阳区了。"),
    ("zh-frontend", "zh", R, "前端用什么？", "前端用的是React和Vite。", "前端用Vite和React。"),
    ("zh-cluster", "zh", R, "生产集群有几个节点？", "生产集群有12个节点。", "生产集群一共有12个节点。"),
    ("zh-cluster", "zh", L, "华东集群有几个节点？", "华东集群有12个节点。", "华北集群有12个节点。"),
    ("zh-editor", "zh", R, "我用什么写代码？", "我平时用Neovim写代码。", "我写代码平时用的是Neovim。"),
    ("zh-coverage", "zh", R, "测试覆盖率要求多少？", "测试覆盖率要求不低于80%。", "测试覆盖率的要求是不低于80%。"),
    ("zh-config", "zh", R, "配置文件在哪？", "配置文件在~/.config/app/config.toml。", "配置文件放在~/.config/app/config.toml里。"),
    ("zh-tz", "zh", R, "我在哪个时区？", "我的时区是东八区。", "我的时区是东八区，之前说过了。"),
    ("zh-chat", "zh", R, "团队用什么沟通？", "我们团队用飞书沟通。", "咱们团队用飞书沟通。"),
    ("zh-standup", "zh", R, "站会几点？", "每天早上九点半开站会。", "站会在每天早上九点半开。"),
    ("zh-backup", "zh", R, "备份什么时候执行？", "备份每天凌晨两点执行。", "每天凌晨两点执行备份。"),
    ("zh-backup", "zh", L, "订单库什么时候备份？", "订单库每天凌晨两点备份。", "用户库每天凌晨两点备份。"),
    ("zh-python", "zh", R, "项目用哪个Python？", "项目使用Python 3.11。", "项目用的Python版本是3.11。"),
    ("zh-python", "zh", U, "项目用哪个Python？", "项目使用Python 3.11。", "项目已经升级到Python 3.12了。"),
    ("zh-daughter", "zh", R, "我女儿叫什么？", "我女儿叫小米。", "我女儿的名字叫小米。"),
    ("zh-daughter", "zh", L, "谁的生日是5月4日？", "小王的生日是5月4日。", "小李的生日是5月4日。"),
    ("zh-upload", "zh", R, "上传文件最大多少？", "上传文件最大50MB。", "上传文件最大是50MB。"),
    ("zh-upload", "zh", N, "上传文件最大多少？", "上传文件最大50MB。", "上传文件最大100MB。"),
    ("zh-veg", "zh", R, "我吃什么？", "我是素食主义者。", "再说一遍，我是素食主义者。"),
    ("zh-lint", "zh", R, "提交前要跑什么？", "提交前一定要先跑make lint。", "提交之前一定要先跑一下make lint。"),
    ("zh-films", "zh", R, "我喜欢什么电影？", "我喜欢喜剧和爱情片。", "我喜欢爱情片和喜剧。"),
    ("zh-cuisine", "zh", R, "我喜欢什么菜？", "我比较喜欢川菜和粤菜。", "川菜和粤菜我比较喜欢。"),
    ("zh-island", "zh", R, "我最喜欢哪里？", "我最喜欢鼓浪屿。", "鼓浪屿是我最喜欢的。"),
    ("zh-vault", "zh", R, "配置存在哪？", "配置都存放在Consul里。", "我们的配置都存放在Consul里。"),
    ("zh-pm", "zh", R, "产品经理是谁？", "我们的产品经理是陈莎莎。", "陈莎莎是咱们的产品经理。"),
    ("zh-pm", "zh", U, "产品经理是谁？", "我们的产品经理是陈莎莎。", "我们的产品经理换成了王磊。"),
    ("zh-pm", "zh", L, "谁负责前端代码评审？", "张伟负责前端代码评审。", "李娜负责前端代码评审。"),
    ("zh-ci", "zh", R, "CI要跑多久？", "CI流水线大概要跑15分钟。", "CI流水线跑一次大概要15分钟。"),
    ("zh-ttl", "zh", R, "缓存过期时间是多少？", "缓存过期时间是300秒。", "缓存的过期时间为300秒。"),
    ("zh-ttl", "zh", U, "缓存过期时间是多少？", "缓存过期时间是300秒。", "缓存过期时间调整为600秒。"),
    ("zh-alerts", "zh", R, "告警发到哪？", "告警发到#ops-alerts频道。", "告警都发到#ops-alerts这个频道。"),
    ("zh-darkmode", "zh", R, "我喜欢深色模式吗？", "我不喜欢深色模式。", "我真的不喜欢深色模式。"),
    ("zh-auth", "zh", R, "谁负责用户认证？", "UserService负责用户认证。", "用户认证由UserService负责。"),
    ("zh-weekly", "zh", R, "周报什么时候交？", "周报每周五下午交。", "每周五下午交周报。"),
    ("zh-paint", "zh", R, "我每天画多久？", "我每天至少花半个小时画画。", "我每天都会花至少半个小时来画画。"),
    ("zh-office", "zh", R, "公司在哪？", "我们公司在深圳南山。", "咱们公司在深圳南山。"),
    ("zh-port", "zh", R, "服务端口是多少？", "服务端口是8080。", "服务的端口号是8080。"),
    ("zh-port", "zh", U, "服务端口是多少？", "服务端口是8080。", "服务端口改为9090了。"),
    ("zh-port", "zh", L, "支付服务监听哪个端口？", "支付服务监听8080端口。", "账单服务监听8080端口。"),
    ("zh-branch", "zh", R, "默认分支是什么？", "默认分支是main。", "默认分支是main，别搞错了。"),
    ("zh-version", "zh", L, "哪个版本3月3日发布？", "2.3版本3月3日发布。", "2.4版本3月17日发布。"),
    ("zh-mobile", "zh", L, "iOS客户端最低支持哪个版本？", "iOS客户端最低支持16版本。", "安卓客户端最低支持16版本。"),
    # -- Chinese: distinct events in chat (MemoryBank sentences and look-alikes built on them) ---
    ("zh-ev-park", "zh", E, "我在公园做了什么？", "今天我去了公园散步，看到了一些非常漂亮的景色。", "今天我去了附近的公园慢跑了一个小时，感觉非常舒畅。"),
    ("zh-ev-friend", "zh", E, "我和朋友做了什么？", "今天我跟我的朋友一起去看了一场电影，感觉非常愉快。", "今天我和我的朋友一起去了一家博物馆，看了一些非常有趣的展览。"),
    ("zh-ev-concert", "zh", E, "我看了谁的演唱会？", "我去看了周杰伦的演唱会，非常震撼。", "我还想去看张学友和邓紫棋的演唱会，他们的歌曲也非常优美。"),
    ("zh-ev-pool", "zh", E, "我今天做了什么？", "今天我去了游泳池游泳，感觉非常放松。", "今天我去了公园跑步，感觉非常放松。"),
    ("zh-ev-film", "zh", E, "我们看了什么电影？", "我们看了一部文艺片，叫做《出租车司机》。", "我们看了一部科幻片，叫做《流浪地球》。"),
    ("zh-ev-mountain", "zh", E, "上周末我去了哪？", "上周末我去了一次云台山，风景真的非常美。", "上周末我去了一次黄山，风景真的非常美。"),
    ("zh-ev-dish", "zh", E, "我学了什么菜？", "今天我学了一道新的菜，叫做清蒸鲈鱼。", "今天我学了一道新的菜，叫做辣子鸡。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "probe", 20000)


def main() -> None:
    write_pair_file(OUT, "issue #12 restatement probes, IN-SAMPLE (hand-written by the restate session; not part of "
                         "update_set.jsonl); built by bench/make_restate_probes.py; split once before tuning into "
                         "'tuning' (tuned on) and 'check' (new wording, not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
