"""Issue #12: BLIND probes, the twenty-sixth set, written in session 46 for session 48 (branch blind48) by a helper
that read only make_blind_probes_25.py (for the file's shape and to keep away from its topics and wording), probes.py
and test_probe_files.py: not how the engine classifies (not python/flymemory/**, not docs/, not any bench/data file
nor any other probe generator). Phrased as users of a coding agent and of a personal assistant type things, in English
and Chinese: fragments and lowercase, a rare typo or emoji, the change buried mid-sentence, a change with its date or
its reason (before or after it), a fact followed by a question, numbers as words and digits and units said differently
(three up to twelve machines, a third of an hour, once a quarter for every 90 days, $1,980 for the year for $140 a
month, half six, 零点 for 十二点, 九十天, 三个钟头), two facts in one sentence of which only one changes, someone else's
change (a look-alike control), a plan that is not yet a change ("been demoing ... might move", "might swap ... haven't
yet", 在评估, 打算 ... 还没开口 — labelled temporary: the question asks what holds now), the middle step of a reversal
said in other words than the first and its return said with varied back-words (has returned to, reverted to ... like
before, like it used to be, resumed, restarted, 又用回, 又搬回, 重新坐回, 又回到, 又改回); Chinese 口语 with and
without 了/已经/现在, mixed 中英, 量词, numbers in 汉字 and digits. Topics kept apart from set 25 (and from standups,
editors and cities): logging vendors, feature-flag tools, k8s node pools and autoscaling, secrets rotation periods,
code review rules, branch naming, linters and formatters, on-prem vs cloud, SSH bastions, team chat tools, weekly
1:1s and meeting rooms, commute and parking, utility bills, savings accounts, bank cards and budgeting apps, kids'
bedtime, family doctors and dentists, medications and doses, climbing, guitar, chess and go, coffee and tea habits,
sleep schedule, house plants and gardening, language learning apps, cleaning services, volunteering:
  - update with a change signal; update without a signal (same fact, another value, no change word);
  - restatement (the same fact in other words);
  - distinct look-alike facts (another holder, another item, another service); distinct events in conversation;
  - reversal A -> B -> A (three sentences: the last one is current);
  - temporary state beside a lasting fact, or a plan not yet carried out (the question asks what holds).
A fact and its controls are one group.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group: "tuning" may be tuned on, "check" is counted only.

    .venv/bin/python bench/make_blind_probes_26.py   # writes bench/data/blind_probes_26.jsonl"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import E, L, N, R, S, T, V, said_rows, write_pair_file

SPLIT_SEED = 20264405
FIRST_ID = 800400
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_26.jsonl"

# group, lang, class, question, sentences in the order they are said (two; three for a reversal A -> B -> A)
CASES: list[tuple[str, ...]] = [
    # -- English: logging, feature flags, node pools, secrets, review rules, linters, bastions, chat, branches, on-prem
    ("logs", "en", S, "Where do our app logs ship to?", "app logs ship to datadog, 15 day retention", "quick one — since tuesday the app logs go to grafana cloud (loki) instead of datadog, the ingest bill was brutal; retention stays at 15 days. can you fix the links in RUNBOOK.md?"),
    ("logs", "en", R, "Where do our app logs ship to?", "app logs ship to datadog, 15 day retention", "logs from the app land in datadog and stick around for fifteen days"),
    ("logs", "en", L, "Where do the mobile crash reports go?", "app logs ship to datadog, 15 day retention", "mobile crash reports are a different story, those go to sentry"),
    ("logs", "en", T, "Where do our app logs ship to right now?", "app logs ship to datadog, 15 day retention", "been demoing honeycomb, we might move the logs over there next year. nothing signed"),
    ("flags", "en", S, "Which tool holds our feature flags?", "feature flags live in LaunchDarkly", "the LD contract ended sept 30 so every feature flag got migrated to our self-hosted unleash — make new flags there pls"),
    ("flags", "en", E, "What happened with the flags on Thursday?", "tuesday we rolled new-checkout out to 10% of users", "thursday we killed the dark-mode flag after the contrast complaints"),
    ("nodepool", "en", N, "What's the autoscaling range of the general node pool?", "general node pool autoscales 3 to 12 nodes, e2-standard-8", "general pool: e2-standard-8, min 5 / max 20"),
    ("nodepool", "en", R, "What's the autoscaling range of the general node pool?", "general node pool autoscales 3 to 12 nodes, e2-standard-8", "our general-purpose node pool scales from three up to twelve machines, all e2-standard-8"),
    ("nodepool", "en", L, "What's the autoscaling range of the GPU node pool?", "general node pool autoscales 3 to 12 nodes, e2-standard-8", "the gpu pool is its own thing, 0–4 a100 nodes, so it can sit at zero overnight"),
    ("nodepool", "en", T, "What's the usual autoscaling range of the general node pool?", "general node pool autoscales 3 to 12 nodes, e2-standard-8", "froze the general pool at 12 nodes through black friday weekend, autoscaling goes back on monday"),
    ("secrets", "en", S, "How often are our db credentials rotated?", "vault rotates our db credentials every 90 days", "after the pentest we shortened db credential rotation in vault to thirty days, effective this quarter"),
    ("secrets", "en", R, "How often are our db credentials rotated?", "vault rotates our db credentials every 90 days", "db passwords get rotated by vault once a quarter"),
    ("review", "en", N, "How many approvals does a PR into main need?", "PRs into main need 2 approvals", "merging to main: 1 approving review required"),
    ("review", "en", L, "How many approvals does a PR in the infra repo need?", "PRs into main need 2 approvals", "the infra repo is stricter, 3 approvals and one of them has to be from sre"),
    ("review", "en", E, "What happened to the schema migration PR on Wednesday?", "monday dana approved the schema migration PR", "wednesday it got reverted bc it locked the orders table for 4 min"),
    ("lint", "en", S, "Which linter do we use for Python?", "python: black for formatting, flake8 for linting", "swapped flake8 for ruff in pre-commit yesterday, black still does the formatting. do I need to delete the [flake8] section in setup.cfg?"),
    ("bastion", "en", S, "How do we ssh into prod?", "prod ssh goes through bastion-1.corp on port 2222", "bastion-1 is decomissioned as of last week, prod ssh is through teleport (tsh ssh) now"),
    ("bastion", "en", R, "How do we ssh into prod?", "prod ssh goes through bastion-1.corp on port 2222", "to get a shell on prod you hop via bastion-1.corp, port 2222"),
    ("bastion", "en", T, "Which host do we normally ssh into prod through?", "prod ssh goes through bastion-1.corp on port 2222", "bastion-1 is getting patched until 3pm, use bastion-2 for anything urgent"),
    ("chat", "en", V, "Where does the eng team chat?", "eng chat is on slack, #eng-help for questions", "company-wide we moved onto microsoft teams in march, all the eng channels are there", "the teams experiment is over — eng chat has returned to slack, #eng-help is reopened"),
    ("branches", "en", V, "How do we name branches?", "we name branches feature/<ticket>-short-desc", "new convention: initials/ticket, like mk/ENG-412-login-fix", "initials prefixes made the branch list unreadable, so we reverted to feature/<ticket> like before"),
    ("onprem", "en", V, "Where does the billing db run?", "the billing db runs on-prem in our own racks", "billing db lives in aws rds since the q1 migration", "rds latency to the ledger box was awful, billing db is on-prem like it used to be 🙃"),
    # -- English: 1:1s, parking, bills, savings, budgeting, bedtime, dentist, meds, climbing, guitar, chess, sleep ---
    ("oneonone", "en", S, "When is my 1:1 with Priya?", "my 1:1 with priya is tuesdays 10am in juniper", "priya had to move our 1:1 — thursdays at 2 from now on, juniper still"),
    ("oneonone", "en", L, "When is Priya's 1:1 with Dev?", "my 1:1 with priya is tuesdays 10am in juniper", "priya's 1:1 with dev is tuesdays at 11, also in juniper"),
    ("parking", "en", N, "How much do I pay for my garage spot?", "my spot in the P3 garage is $140/month", "garage parking: $1,980 for the year, spot on P3"),
    ("parking", "en", E, "What happened with parking on Wednesday?", "monday someone dinged my door in the garage", "wednesday the gate was stuck so i parked on the street and got a ticket 🙄"),
    ("electric", "en", N, "About how much is my electric bill?", "electric bill autopays from checking on the 15th, ~$110", "electric runs about $160 a month, autopay from checking on the 15th"),
    ("savings", "en", N, "What APY does my savings account pay?", "my savings sit at ally, 4.2% apy", "ally savings apy 3.8%"),
    ("savings", "en", L, "Where does my wife keep her savings?", "my savings sit at ally, 4.2% apy", "my wife keeps hers at marcus, 4.4%"),
    ("budget", "en", V, "Which budgeting app do I use?", "I budget in YNAB", "moved my budgeting to copilot, it links the amex better", "copilot kept miscategorizing groceries — resumed my ynab subscription and deleted copilot"),
    ("spanish", "en", V, "Which app do I use for Spanish?", "doing my spanish on duolingo, 15 min a day", "my spanish practice is on babbel these days, the lessons feel more grown-up", "babbel's reviews bored me to tears; restarted duolingo, babbel's canceled"),
    ("bedtime", "en", S, "What is Leo's school-night bedtime?", "leo's bedtime is 8pm on school nights", "leo turned nine so as of this week school-night bedtime is 8:30, weekends no change"),
    ("bedtime", "en", T, "What's Leo's usual school-night bedtime?", "leo's bedtime is 8pm on school nights", "letting leo stay up till 10 tonight for the lunar eclipse 🌒"),
    ("dentist", "en", S, "Who is our family dentist?", "our family dentist is dr. okafor", "dr okafor retired in june, we see dr lindqvist at the same practice now. should I ask them to send reminders to my new email?"),
    ("dentist", "en", E, "What happened at the dentist on Friday?", "tuesday I had my cleaning, no cavities", "friday jack got a filling in a molar"),
    ("meds", "en", S, "What dose of sertraline do I take?", "I take 50 mg sertraline every morning", "at my check-in on the 12th the doctor raised my sertraline to 100 mg, still in the morning"),
    ("meds", "en", R, "What dose of sertraline do I take?", "I take 50 mg sertraline every morning", "fifty milligrams of sertraline, once a day when I wake up"),
    ("meds", "en", L, "What dose of sertraline is my dad on?", "I take 50 mg sertraline every morning", "my dad's on sertraline as well, 25 mg"),
    ("climbing", "en", N, "Which evenings do I go climbing?", "I boulder at the gym mon and thu evenings", "climbing nights are tue and fri"),
    ("climbing", "en", E, "What happened climbing on Thursday?", "monday I finally sent my first V5", "thursday I tweaked a finger on the crimps, resting for a week"),
    ("guitar", "en", R, "How long do I practice guitar each day?", "guitar practice 20 min a day, working through justin's beginner course", "doing a third of an hour of guitar daily, following the justinguitar beginner lessons"),
    ("chess", "en", N, "What's my rapid rating on chess.com?", "my chess.com rapid rating is 1150", "chess.com rapid: 1234"),
    ("chess", "en", L, "What's my son's rapid rating?", "my chess.com rapid rating is 1150", "my son's rapid is around 900, he still beat me last night lol"),
    ("sleep", "en", N, "What time does my alarm go off?", "lights out at 11, alarm at 6:30", "alarm at 5:45, lights out 11"),
    ("sleep", "en", R, "What's my sleep schedule?", "lights out at 11, alarm at 6:30", "in bed by eleven, up at half six"),
    ("coffee", "en", T, "How many cups of coffee do I drink a day?", "three cups of coffee a day, none after 2pm", "might swap coffee for matcha in january, haven't yet"),
    ("plants", "en", L, "How often do I water the fiddle leaf fig?", "the monstera gets watered every 7 days", "the fiddle leaf fig gets water every 5 days"),
    ("plants", "en", E, "What did I do in the garden on Sunday?", "saturday I repotted the pothos", "sunday I put the garlic in the raised bed"),
    ("cleaner", "en", S, "How much does the cleaner cost per visit?", "cleaner comes every other friday, $120 a visit", "the cleaning company raised its rates in january, $140 a visit now, still every other friday"),
    ("foodbank", "en", E, "What did I do at the food bank this Saturday?", "last saturday I was on the intake desk at the food bank", "this saturday we sorted about two tons of canned food"),
    # -- Chinese: 日志、功能开关、节点池、密钥轮换、评审、分支、lint、上云、堡垒机、沟通工具 -------------------------
    ("rizhi", "zh", S, "线上日志打到哪里？", "线上日志都打到我们自建的 ELK，保留七天。", "ELK 那几台机器续费太贵，上周线上日志已经全部切到阿里云 SLS 了，保留期还是 7 天。之前配的告警规则要重新配吗？"),
    ("rizhi", "zh", R, "线上日志打到哪里？", "线上日志都打到我们自建的 ELK，保留七天。", "日志是进咱们自己搭的那套 ELK，留 7 天。"),
    ("rizhi", "zh", L, "网关访问日志存在哪里？", "线上日志都打到我们自建的 ELK，保留七天。", "网关的访问日志是单独写进 ClickHouse 的，存 30 天。"),
    ("rizhi", "zh", T, "线上日志现在打到哪里？", "线上日志都打到我们自建的 ELK，保留七天。", "在评估把日志迁到 Loki 上，预算还没批，下季度再看。"),
    ("kaiguan", "zh", S, "功能开关放在哪里管理？", "功能开关统一放在 Apollo 配置中心里。", "开关不放 Apollo 了，十月一号起统一用自研的 flag 平台，老开关也都迁过去了。"),
    ("kaiguan", "zh", E, "周四对开关做了什么？", "周二把新版首页灰度放到了 20% 的用户。", "周四收银台白屏，紧急把新收银台的开关关掉了。"),
    ("jiedianchi", "zh", N, "生产集群节点池自动扩缩容的范围是多少？", "生产集群的节点池开了自动扩缩容，最少 4 台，最多 16 台，机型 8C32G。", "生产节点池 6 到 24 台，机型 8C32G。"),
    ("jiedianchi", "zh", R, "生产集群节点池自动扩缩容的范围是多少？", "生产集群的节点池开了自动扩缩容，最少 4 台，最多 16 台，机型 8C32G。", "生产集群的节点池最少四台、最多十六台，都是 8 核 32G 的机器。"),
    ("jiedianchi", "zh", T, "生产集群节点池平时的扩缩容范围是多少？", "生产集群的节点池开了自动扩缩容，最少 4 台，最多 16 台，机型 8C32G。", "双十一这几天生产节点池锁在 16 台不缩容，11 月 15 号以后再放开。"),
    ("miyao", "zh", S, "云账号的 AccessKey 多久轮换一次？", "云账号的 AccessKey 每 180 天轮换一次。", "等保测评提了整改，AK 已经改成九十天一换了。"),
    ("miyao", "zh", L, "数据库密码多久轮换一次？", "云账号的 AccessKey 每 180 天轮换一次。", "数据库密码是 Vault 自动轮换的，30 天一次。"),
    ("pingshen", "zh", N, "代码合进 master 需要几个人 approve？", "代码合进 master 需要两个人 approve。", "MR 合 master 要 3 个 approve。"),
    ("pingshen", "zh", R, "代码合进 master 需要几个人 approve？", "代码合进 master 需要两个人 approve。", "往 master 合代码，得有俩人点了 approve 才行。"),
    ("pingshen", "zh", E, "周三那个 MR 怎么样了？", "周一老张 review 了我的 MR，提了十几条意见。", "周三那个 MR 改完终于合进去了。"),
    ("fenzhi", "zh", V, "分支怎么命名？", "分支按 feature/需求号-简述 来命名。", "上个月起分支名统一成 姓名缩写/需求号，比如 zl/1234。", "缩写那套在分支列表里根本认不出是谁的，大家又用回 feature/需求号 了。"),
    ("lint", "zh", S, "前端代码用什么做 lint 检查？", "前端代码用 ESLint 做检查，Prettier 管格式。", "ESLint 跑一次要两分钟，上周检查已经换成 Biome 了，格式化还是 Prettier 没动。"),
    ("lint", "zh", L, "后端 Go 项目用什么做 lint？", "前端代码用 ESLint 做检查，Prettier 管格式。", "后端的 Go 项目用的是 golangci-lint。"),
    ("shangyun", "zh", V, "核心交易系统部署在哪？", "核心交易系统部署在我们自己的 IDC 机房。", "去年下半年核心交易系统整体上了阿里云。", "云上账单太吓人，今年交易系统又搬回自建机房了。"),
    ("tiaobanji", "zh", S, "连生产服务器走什么？", "连生产服务器要先登 JumpServer 堡垒机。", "从这周一开始生产服务器统一走 Teleport 登录，JumpServer 已经下线了。"),
    ("tiaobanji", "zh", R, "连生产服务器走什么？", "连生产服务器要先登 JumpServer 堡垒机。", "生产的机器得先过 JumpServer 跳一下才能连上。"),
    ("tiaobanji", "zh", T, "平时连生产服务器走什么？", "连生产服务器要先登 JumpServer 堡垒机。", "JumpServer 下午升级两个小时，这期间运维临时开了 VPN 直连生产。"),
    ("goutong", "zh", N, "团队沟通用什么？", "团队沟通用钉钉。", "团队平时沟通用 Slack。"),
    # -- Chinese: 周会、通勤、停车、工资卡、记账、睡觉、牙科、降压药、攀岩、吉他、围棋、作息、养花、背单词、保洁、志愿者、家庭医生、咖啡
    ("zhouhui", "zh", S, "部门周会什么时候开？", "部门周会每周一上午十点，在 3 楼大会议室。", "部门周会改到周二下午两点了，会议室不变，还是三楼那间大的。"),
    ("zhouhui", "zh", L, "隔壁组的周会什么时候开？", "部门周会每周一上午十点，在 3 楼大会议室。", "隔壁组的周会是周一上午十点半，在 5 楼小会议室。"),
    ("tongqin", "zh", V, "我平时怎么去上班？", "我每天坐地铁 4 号线上班，单程四十分钟。", "这阵子改开车上班了，地铁早高峰挤不上去。", "油费加停车一个月两千多，我重新坐回地铁了。"),
    ("tingche", "zh", N, "小区地下车位月租多少？", "小区地下车位月租 300 块。", "地下车位一个月 350。"),
    ("tingche", "zh", E, "周四车库里出了什么事？", "周一车位被别人占了，找物业挪的车。", "周四车在车库被刮了一道，物业调了监控。"),
    ("gongzika", "zh", L, "老婆的工资卡是哪家银行的？", "我的工资卡是招行的。", "老婆的工资卡是建行的。"),
    ("jizhang", "zh", S, "我用什么 App 记账？", "我用随手记记账，每个月预算五千。", "随手记广告太多了，上个月开始改用钱迹记账，预算还是五千。"),
    ("shuijiao", "zh", N, "女儿晚上几点睡觉？", "女儿每天晚上九点睡觉。", "女儿晚上九点半睡。"),
    ("shuijiao", "zh", T, "女儿平时晚上几点睡？", "女儿每天晚上九点睡觉。", "放寒假这几天，女儿晚上可以玩到十点再睡。"),
    ("yake", "zh", E, "这周五去牙科做了什么？", "上周三去复诊，拆了两个托槽重新粘。", "这周五去洗了个牙，顺便补了颗小蛀牙。"),
    ("jiangya", "zh", S, "我每天吃多少氨氯地平？", "我每天早上吃一片氨氯地平，5 毫克。", "上周复查血压还是偏高，医生给我加到每天 10mg 了，还是早上吃。"),
    ("jiangya", "zh", R, "我每天吃多少氨氯地平？", "我每天早上吃一片氨氯地平，5 毫克。", "降压药每天早晨一粒，氨氯地平五毫克的。"),
    ("jiangya", "zh", L, "我爸吃什么降压药？", "我每天早上吃一片氨氯地平，5 毫克。", "我爸吃的是缬沙坦，一天 80 毫克。"),
    ("panyan", "zh", E, "周五攀岩出了什么事？", "周二完成了第一条 V4 线路。", "周五指头拉伤了，这周先歇着。"),
    ("jita", "zh", R, "我每天练多久吉他？", "每天练半小时吉他。", "吉他一天弹 30 分钟左右。"),
    ("weiqi", "zh", N, "我在野狐围棋是几段？", "我在野狐围棋是 3 段。", "野狐 4 段。"),
    ("weiqi", "zh", L, "儿子在弈城是几段？", "我在野狐围棋是 3 段。", "儿子在弈城刚升到 1 段。"),
    ("zuoxi", "zh", N, "我一般几点起床？", "我一般十二点睡，七点起。", "一般晚上 11 点睡，6 点半起床。"),
    ("zuoxi", "zh", R, "我一般几点睡几点起？", "我一般十二点睡，七点起。", "通常零点上床，早上 7 点起。"),
    ("yanghua", "zh", E, "周日在阳台忙了什么？", "周六给月季换了个大盆。", "周日把阳台的番茄苗搭了架子。"),
    ("beidanci", "zh", V, "我用什么 App 背单词？", "我用百词斩背单词，每天 50 个。", "换了不背单词，界面清爽，这两个月都在用它。", "不背单词的词库不全，又回到百词斩了。"),
    ("baojie", "zh", S, "保洁阿姨每周什么时候来？", "保洁阿姨每周六上午来，一次打扫三个小时。", "阿姨说周六被别家约了，从下周起换成周日上午来，还是三个钟头。"),
    ("baojie", "zh", L, "我妈家的保洁阿姨什么时候来？", "保洁阿姨每周六上午来，一次打扫三个小时。", "我妈家的保洁是每周三下午来两个小时。"),
    ("baojie", "zh", T, "保洁阿姨现在一周来几次？", "保洁阿姨每周六上午来，一次打扫三个小时。", "打算跟阿姨商量改成一周来两次，还没开口。"),
    ("zhiyuan", "zh", N, "我什么时候去养老院做志愿者？", "我每个月第一个周日去社区养老院做志愿者。", "养老院志愿服务：每月第二个周六。"),
    ("zhiyuan", "zh", E, "这个月在养老院做了什么？", "上个月去养老院陪老人下了一下午象棋。", "这个月去给老人们剪了头发。"),
    ("jiatingyisheng", "zh", V, "我们家的家庭医生是谁？", "我们家签约的家庭医生是社区的王医生。", "王医生调去别的中心了，家庭医生签约转给了刘医生。", "王医生上个月调回我们社区，签约又改回他名下了。"),
    ("kafei", "zh", S, "我每天早上喝什么？", "我每天早上一杯手冲，下午不喝咖啡。", "最近老心慌，已经把咖啡戒了，早上改喝绿茶，下午本来就不喝。"),
]


def build() -> list[dict]:
    return said_rows(CASES, SPLIT_SEED, "blind26", FIRST_ID)


def main() -> None:
    write_pair_file(OUT, "issue #12 BLIND probes, the twenty-sixth set (bench/make_blind_probes_26.py): written in "
                         "session 46 for session 48 (blind48) by a helper that read only make_blind_probes_25.py, "
                         "probes.py and test_probe_files.py, not how the engine classifies, as users of a coding agent "
                         "and of a personal assistant would type things, in English and Chinese (fragments, lowercase, "
                         "a rare typo or emoji, the change buried mid-sentence or said with its date or reason, a fact "
                         "followed by a question, numbers as words and digits and units said differently, two facts in "
                         "one sentence of which one changes, someone else's change as a look-alike control, a plan not "
                         "yet carried out labelled temporary, a reversal's middle step said in other words and its "
                         "return with varied back-words, 口语 with and without 了/已经/现在, mixed 中英, 量词, 汉字 and "
                         "digit numbers), on topics and wording kept apart from set 25: logging vendors, feature-flag "
                         "tools, k8s node pools and autoscaling, secrets rotation, code review rules, branch naming, "
                         "linters and formatters, on-prem vs cloud, SSH bastions, team chat tools, 1:1s and meeting "
                         "rooms, commute and parking, utility bills, savings, bank cards and budgeting apps, kids' "
                         "bedtime, family doctors and dentists, medications and doses, climbing, guitar, chess and go, "
                         "coffee, sleep schedule, plants and gardening, language apps, cleaning services, "
                         "volunteering: update with a change signal, update without one, restatement, distinct "
                         "look-alike facts, distinct events in conversation, reversal A -> B -> A (three sentences, the "
                         "last current) and temporary state (or a plan) beside a lasting fact; a fact and its controls "
                         "are one group; split once before any tuning into 'tuning' and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
