"""Issue #12: BLIND probes, the twenty-fourth set, written in session 44 for session 46 (branch blind46) by a helper
that read only make_blind_probes_23.py (for the file's shape and to keep away from its topics and wording), probes.py
and test_probe_files.py: not how the engine classifies (not python/flymemory/**, not docs/, not any bench/data file
nor any other probe generator). Phrased as users of a coding agent and of a personal assistant type things, in English
and Chinese (口语, with and without 了/已经, mixed 中英, numbers as words and digits, a fact followed by a question, a
change said with when it happened or why, the reason first and the change after, an update whose middle step is said
in other words than the first, reversals with varied back-words and reasons: back on, again, ran its course, returned
to, 改回, 又回, 重新开始, 又去找), on topics kept apart from sets 22 and 23: monitoring and alerting thresholds,
feature flags, secrets managers, branch protection, deploy windows, log retention, on-call, laptops, keyboard
layouts and input methods, browsers, VPNs, cloud storage and photo backup, doctors and appointments, vitamins, school
clubs, carpools, utilities, loyalty and credit cards, hairdressers, plants, bikes, board games, podcasts:
  - update with a change signal; update without a signal (same fact, another value, no change word);
  - restatement (the same fact in other words);
  - distinct look-alike facts (another holder, another item, another environment); distinct events in conversation;
  - reversal A -> B -> A (three sentences: the last one is current);
  - temporary state beside a lasting fact (the question asks the lasting one).
A fact and its controls are one group.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group: "tuning" may be tuned on, "check" is counted only.

    .venv/bin/python bench/make_blind_probes_24.py   # writes bench/data/blind_probes_24.jsonl"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import E, L, N, R, S, T, V, said_rows, write_pair_file

SPLIT_SEED = 20264403
FIRST_ID = 800200
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_24.jsonl"

# group, lang, class, question, sentences in the order they are said (two; three for a reversal A -> B -> A)
CASES: list[tuple[str, ...]] = [
    # -- English: alerting, flags, secrets, branch protection, deploys, logs, on-call, incidents ------------------
    ("alert", "en", S, "At what p99 latency does the API alert fire?", "Our API p99 latency alert fires at 800 ms.", "That alert was paging us every night for nothing, so as of Monday the p99 threshold is 1.5 seconds. do I need to redeploy the alertmanager config?"),
    ("alert", "en", L, "At what p99 latency does the checkout service alert fire?", "Our API p99 latency alert fires at 800 ms.", "Checkout has its own p99 alert at 400 ms since it's the money path."),
    ("alert", "en", R, "At what p99 latency does the API alert fire?", "Our API p99 latency alert fires at 800 ms.", "API pages us once p99 goes over eight hundred milliseconds."),
    ("disk", "en", N, "At what usage does the disk alert fire?", "The disk space alert fires at 85% full.", "Disk alert threshold: 90 percent used."),
    ("flag", "en", N, "What share of users gets the new_checkout flag?", "The new_checkout feature flag is rolled out to 10% of users.", "new_checkout flag is at 25 percent of users."),
    ("flag", "en", T, "What share of users normally gets the new_checkout flag?", "The new_checkout feature flag is rolled out to 10% of users.", "Cranking new_checkout to 100% for the two-hour load test this afternoon, then it drops right back."),
    ("darkmode", "en", S, "Is the dark_mode flag on by default for new users?", "The dark_mode flag is off by default for new users.", "Dark mode tested really well, so yesterday we flipped the flag on by default for every new signup."),
    ("secrets", "en", S, "Where do we keep app secrets?", "App secrets live in HashiCorp Vault.", "Nobody wanted to babysit Vault anymore, so last quarter every app secret moved into AWS Secrets Manager."),
    ("secrets", "en", L, "Where does the data team keep its secrets?", "App secrets live in HashiCorp Vault.", "The data team keeps their pipeline secrets in Doppler."),
    ("secrets", "en", R, "Where do we keep app secrets?", "App secrets live in HashiCorp Vault.", "we store the app's secrets in Vault, the HashiCorp one"),
    ("branch", "en", N, "How many approvals does a PR to main need?", "PRs to main need one approval.", "Merging to main takes two approving reviews."),
    ("branch", "en", L, "How many approvals does a PR to a release branch need?", "PRs to main need one approval.", "Release branches need two approvals plus a green QA check."),
    ("deploy", "en", S, "When are prod deploys allowed?", "Prod deploys are allowed Monday to Thursday, 10am to 4pm.", "After the Thursday evening incident leadership shrank the window — prod deploys Mon to Wed only, 10 to 3."),
    ("deploy", "en", T, "When are prod deploys normally allowed?", "Prod deploys are allowed Monday to Thursday, 10am to 4pm.", "Holiday code freeze: no prod deploys from Dec 20 until Jan 2."),
    ("deploy", "en", R, "When are prod deploys allowed?", "Prod deploys are allowed Monday to Thursday, 10am to 4pm.", "We ship to prod Mon–Thu, anywhere between ten and four."),
    ("logs", "en", N, "How long do we keep logs in Datadog?", "We keep logs in Datadog for 15 days.", "Datadog log retention is 30 days."),
    ("logs", "en", R, "How long do we keep logs in Datadog?", "We keep logs in Datadog for 15 days.", "logs stick around in Datadog for two weeks and a day"),
    ("oncall", "en", V, "How long is one on-call shift?", "Our on-call rotation is one week long.", "This quarter on-call shifts got stretched to two weeks each.", "Two-week shifts burned people out, so we returned to weekly rotations."),
    ("incident", "en", E, "What broke on Wednesday?", "Monday's outage was a bad DNS change.", "Wednesday it was an expired TLS cert on the API gateway."),
    # -- English: laptop, keyboard, browser, VPN, photos ----------------------------------------------------------
    ("laptop", "en", S, "What laptop do I work on?", "My work laptop is a 2020 Intel MacBook Pro.", "IT finally swapped my old Intel MBP for an M3 MacBook Air this week — how do I move my brew setup over?"),
    ("laptop", "en", L, "What laptop does my wife use?", "My work laptop is a 2020 Intel MacBook Pro.", "My wife's on a Dell XPS 13 for her work stuff."),
    ("laptop", "en", T, "What laptop do I normally work on?", "My work laptop is a 2020 Intel MacBook Pro.", "Borrowing Raj's ThinkPad for a couple of days while mine's at the Apple store."),
    ("keyboard", "en", V, "Which keyboard layout do I type in?", "I type on QWERTY.", "Spent the summer relearning on Colemak, it's my daily layout now.", "Colemak wrecked my vim muscle memory, so I'm back on QWERTY."),
    ("browser", "en", N, "What's my default browser?", "My default browser is Chrome.", "Default browser on my machine: Firefox."),
    ("browser", "en", T, "What's my default browser normally?", "My default browser is Chrome.", "Using Safari as default for a few days while I chase that WebKit-only bug."),
    ("vpn", "en", V, "Which VPN do I use?", "I use NordVPN.", "Dropped Nord for Mullvad when the renewal price doubled.", "The streaming sites kept blocking Mullvad, so Nord it is again since March."),
    ("photos", "en", S, "Where do our family photos back up to?", "Our family photos back up to Google Photos.", "We hit the 2 TB cap on Google One, so since last weekend the photos go to iCloud."),
    ("photos", "en", R, "Where do our family photos back up to?", "Our family photos back up to Google Photos.", "Google Photos is where all the family pics get backed up."),
    # -- English: doctors, vitamins, kids, carpool, bills, cards, hair, plants, bikes, games, podcasts ------------
    ("doctor", "en", N, "Who's my primary care doctor?", "My primary care doctor is Dr. Patel at One Medical.", "My GP is Dr. Nguyen at One Medical."),
    ("doctor", "en", L, "Who's my son's pediatrician?", "My primary care doctor is Dr. Patel at One Medical.", "My son's pediatrician is Dr. Lee, same One Medical office."),
    ("doctor", "en", R, "Who's my primary care doctor?", "My primary care doctor is Dr. Patel at One Medical.", "Dr. Patel over at One Medical is my regular doctor."),
    ("doctor", "en", E, "What did the dermatologist say on Friday?", "Saw the dentist Tuesday, one small cavity.", "Dermatologist on Friday said the mole is fine, come back in a year."),
    ("vitd", "en", S, "How much vitamin D do I take?", "I take 1000 IU of vitamin D a day.", "Bloodwork showed I'm low, so my doctor bumped me to 4000 IU daily starting this week. can I take it with coffee?"),
    ("vitd", "en", L, "How much vitamin D does my husband take?", "I take 1000 IU of vitamin D a day.", "My husband takes 2000 IU of vitamin D, the gummy kind."),
    ("vitd", "en", R, "How much vitamin D do I take?", "I take 1000 IU of vitamin D a day.", "one thousand IU of vitamin D every day, that's my dose"),
    ("club", "en", N, "Which club does Lily do after school on Wednesdays?", "Lily does robotics club after school on Wednesdays.", "Lily's Wednesday after-school club is drama."),
    ("club", "en", E, "What happened at Lily's chess club on Thursday?", "Lily's robotics team won their scrimmage Monday.", "Thursday at chess club she beat the club captain for the first time."),
    ("carpool", "en", S, "Who drives the soccer carpool on Tuesdays?", "The Garcias drive the soccer carpool on Tuesdays.", "Ana Garcia started a job with late shifts, so we took over the Tuesday soccer carpool this week."),
    ("carpool", "en", L, "Who drives the soccer carpool on Thursdays?", "The Garcias drive the soccer carpool on Tuesdays.", "Thursdays it's the Parkers driving the soccer kids."),
    ("carpool", "en", T, "Who normally drives the soccer carpool on Tuesdays?", "The Garcias drive the soccer carpool on Tuesdays.", "We're driving this Tuesday only, the Garcias' van is in the shop."),
    ("utility", "en", N, "How much is our electric bill?", "Our electric bill averages around $140 a month.", "Electricity runs us about 95 dollars a month on average."),
    ("utility", "en", L, "How much is our water bill?", "Our electric bill averages around $140 a month.", "Water's about $60 a month on average."),
    ("rewards", "en", S, "Which grocery rewards card do I use?", "I use my Kroger Plus card for grocery points.", "The Kroger near us closed, so I signed up for Giant's rewards card and that's the one I use."),
    ("hair", "en", V, "Who cuts my hair?", "Jess at Salon Nine cuts my hair.", "Jess moved to Portland, so I've been going to Marco at the barbershop on 5th.", "Marco's place shut down, and Jess is back in town at a new salon, so she's cutting my hair again."),
    ("plants", "en", E, "When did I repot the fiddle leaf fig?", "Watered the monstera and the pothos Sunday.", "Repotted the fiddle leaf fig on Wednesday, it was totally root-bound."),
    ("bike", "en", S, "How do I get to work?", "I bike to work on my Trek hybrid.", "My Trek got stolen in June, so I've taken the bus to work ever since. any good commuter bike locks?"),
    ("bike", "en", E, "How far did I ride on Sunday?", "Rode 40 km on Saturday with the club.", "Sunday's ride was a slow 25 k with the kids."),
    ("boardgame", "en", E, "Who won Catan on Friday?", "Played Wingspan Wednesday night, Sam won by two points.", "Friday was Catan, and Priya won on longest road."),
    ("podcast", "en", V, "Which podcast do I listen to on my commute?", "I listen to The Daily on my commute.", "Replaced The Daily with Hard Fork on the drive, needed less doom.", "Hard Fork ran its course; the commute is The Daily again."),
    ("podcast", "en", E, "Which podcast episode did I listen to on Thursday?", "Listened to the Hard Fork episode about AI chips on Tuesday.", "Thursday I finally got to the one on the TikTok ban."),
    # -- Chinese: 告警、灰度、密钥、分支保护、发布窗口、日志、值班、监控 ------------------------------------------------
    ("gaojing", "zh", S, "CPU 告警阈值是多少？", "CPU 告警阈值设的是 80%。", "80 老是半夜误报，昨天起 CPU 告警阈值调到 90% 了。"),
    ("gaojing", "zh", L, "数据库机器的 CPU 告警阈值是多少？", "CPU 告警阈值设的是 80%。", "DB 那几台机器的 CPU 告警单独设的 70%。"),
    ("gaojing", "zh", R, "CPU 告警阈值是多少？", "CPU 告警阈值设的是 80%。", "CPU 超过百分之八十就会报警。"),
    ("cipan", "zh", N, "磁盘告警阈值多少？", "磁盘使用率到 85% 告警。", "磁盘告警线是90%。"),
    ("cipan", "zh", E, "周三半夜那个告警是什么？", "周一凌晨磁盘满了告警，清了一波日志。", "周三半夜是证书过期告警，把网关的证书续了。"),
    ("huidu", "zh", N, "新版首页灰度放了多少用户？", "新版首页灰度放量 5%。", "新首页的灰度比例是20%。"),
    ("huidu", "zh", T, "新版首页灰度平时放多少用户？", "新版首页灰度放量 5%。", "今晚压测，新首页临时全量一个小时，压完就切回去。"),
    ("miyao", "zh", S, "服务的密钥放在哪？", "服务的密钥都放在 Apollo 配置中心里。", "安全组说配置中心放密钥不合规，上周已经全部迁到 KMS 了。"),
    ("miyao", "zh", L, "CI 里的密钥放在哪？", "服务的密钥都放在 Apollo 配置中心里。", "CI 用到的密钥存在 GitLab 的 CI/CD 变量里。"),
    ("miyao", "zh", R, "服务的密钥放在哪？", "服务的密钥都放在 Apollo 配置中心里。", "密钥这块我们是用 Apollo 管的，都在配置中心。"),
    ("fenzhi", "zh", N, "合 master 要几个人 approve？", "合 master 需要一个人 approve。", "master 分支合并要两个人 approve。"),
    ("fenzhi", "zh", L, "合 release 分支要几个人批？", "合 master 需要一个人 approve。", "release 分支要组长加 QA 两个人批。"),
    ("fenzhi", "zh", R, "合 master 要几个人 approve？", "合 master 需要一个人 approve。", "往 master 合代码得有一个人点 approve。"),
    ("fabu", "zh", S, "什么时候可以发生产？", "生产发布窗口是周二和周四晚上八点以后。", "上次周四晚上发版出了事故，现在只允许周二晚上发了。"),
    ("fabu", "zh", T, "生产平时什么时候可以发？", "生产发布窗口是周二和周四晚上八点以后。", "双十一封网，11月5号到12号全停发布。"),
    ("fabu", "zh", E, "周四发版出了什么问题？", "周二晚上发版很顺，二十分钟就完事了。", "周四那次发版把支付回调搞挂了，回滚了一次。"),
    ("rizhi", "zh", N, "日志在 ES 里保留多久？", "日志在 ES 里保留七天。", "ES 日志保留期 30 天。"),
    ("rizhi", "zh", R, "日志在 ES 里保留多久？", "日志在 ES 里保留七天。", "ES 里的日志只留一周。"),
    ("zhiban", "zh", V, "on-call 多久轮一次？", "我们 on-call 一周一轮。", "这个季度开始值班拉长到两周一轮。", "两周太累了，大家投票又改回一周一轮。"),
    ("jiankong", "zh", S, "监控用的什么？", "监控用的是 Zabbix。", "Zabbix 维护起来太累，年初已经整体换成 Prometheus + Grafana 了。"),
    # -- Chinese: 笔记本、输入法、浏览器、网盘 ---------------------------------------------------------------------
    ("bijiben", "zh", S, "我用的什么笔记本？", "我用的是 ThinkPad X1 Carbon。", "X1 键盘坏了，公司给换了台 MacBook Pro 14 寸，这两天在迁环境，brew 装的东西怎么导出来？"),
    ("bijiben", "zh", L, "我老婆用的什么电脑？", "我用的是 ThinkPad X1 Carbon。", "老婆用的是华为 MateBook 14。"),
    ("bijiben", "zh", T, "我平时用的什么笔记本？", "我用的是 ThinkPad X1 Carbon。", "笔记本送修了，这周先借同事那台旧 Dell 凑合用。"),
    ("shurufa", "zh", V, "我用什么输入法？", "我打字用的是搜狗全拼。", "花了一个月练小鹤双拼，日常打字都是双拼了。", "双拼重码太多，打字反而慢，还是改回全拼了。"),
    ("liulanqi", "zh", N, "我默认浏览器是哪个？", "我默认浏览器是 Chrome。", "默认浏览器用的 Edge。"),
    ("liulanqi", "zh", T, "我平时默认浏览器是哪个？", "我默认浏览器是 Chrome。", "这周在调 Safari 的兼容问题，先拿 Safari 当默认浏览器用几天。"),
    ("wangpan", "zh", S, "家里照片备份在哪？", "家里的照片都备份在百度网盘。", "百度网盘不开会员限速太狠，这个月开始照片都备份到 NAS 上了。"),
    ("wangpan", "zh", R, "家里照片备份在哪？", "家里的照片都备份在百度网盘。", "照片这些都是存在百度网盘里备份的。"),
    # -- Chinese: 看病、维生素、兴趣班、拼车、水电、卡、理发、绿植、电动车、桌游、播客、超市 ----------------------------
    ("yisheng", "zh", N, "我妈的高血压找哪个医生看？", "我妈的高血压一直是找市一院的王主任看。", "我妈高血压是省人民医院李主任看的。"),
    ("yisheng", "zh", L, "我爸的糖尿病找哪个医生看？", "我妈的高血压一直是找市一院的王主任看。", "我爸糖尿病是在市一院内分泌科张医生那看。"),
    ("yisheng", "zh", E, "周五复查结果怎么样？", "周一带我妈去抽血，空腹等了一上午。", "周五拿报告复查，血脂还是有点高。"),
    ("weishengsu", "zh", S, "我每天吃什么维生素？", "我每天吃一片善存。", "体检说缺维D，医生让我把善存停了，从这周一开始改吃维生素D3，一天一粒。"),
    ("weishengsu", "zh", R, "我每天吃什么维生素？", "我每天吃一片善存。", "善存一天一片，我一直在吃。"),
    ("xingquban", "zh", N, "儿子周六上什么兴趣班？", "儿子周六上午上围棋课。", "儿子周六上午的兴趣班是乐高编程。"),
    ("xingquban", "zh", L, "女儿周六上什么兴趣班？", "儿子周六上午上围棋课。", "女儿周六上午学芭蕾。"),
    ("xingquban", "zh", E, "儿子周日比赛怎么样？", "儿子周六围棋定段赛赢了三盘。", "周日又去打了场少儿围棋联赛，输了两盘。"),
    ("pinche", "zh", S, "早上上班跟谁拼车？", "早上上班我跟老刘拼车，他开车。", "老刘调去苏州分公司了，上班现在改成跟小周拼车。"),
    ("pinche", "zh", T, "早上上班平时跟谁拼车？", "早上上班我跟老刘拼车，他开车。", "老刘这周请假回老家，这几天我自己打车上班。"),
    ("shuidian", "zh", N, "家里电费一个月多少？", "家里电费一个月两百左右。", "电费每月大概 350 块。"),
    ("shuidian", "zh", L, "家里燃气费一个月多少？", "家里电费一个月两百左右。", "燃气费一个月八十来块。"),
    ("xinyongka", "zh", S, "我日常刷哪张信用卡？", "我日常刷招行的信用卡。", "招行那张年费不给免了，日常消费都改刷中信的了。"),
    ("chaoshi", "zh", V, "我一般去哪家超市？", "我一般去山姆买东西。", "山姆太远了，办了张 Costco 的卡，最近都去 Costco。", "Costco 停车太难，又回山姆了，卡也续上了。"),
    ("chaoshi", "zh", E, "周日在山姆买了什么？", "周六在山姆买了一箱牛奶和两斤车厘子。", "周日又去了一趟，买了只烤鸡和一提纸巾。"),
    ("lifa", "zh", V, "我找谁剪头？", "我一直找楼下理发店的 Tony 老师剪头。", "Tony 跳槽了，这两次是 Kevin 给我剪的。", "Kevin 剪得不行，打听到 Tony 的新店，又去找他剪了。"),
    ("lifa", "zh", L, "我儿子在哪剪头？", "我一直找楼下理发店的 Tony 老师剪头。", "儿子剪头都去商场里的儿童理发店。"),
    ("lvzhi", "zh", E, "周三给哪盆花换盆了？", "周日给绿萝和吊兰浇了水。", "周三把那盆龟背竹换了个大盆。"),
    ("diandongche", "zh", S, "我平时怎么去地铁站？", "我骑共享单车去地铁站。", "上个月买了辆小牛电动车，现在去地铁站都骑电驴了。"),
    ("zhuoyou", "zh", E, "周六桌游谁赢了？", "周五晚上玩阿瓦隆，好人阵营赢了。", "周六玩的卡坦岛，小陈赢的。"),
    ("boke", "zh", V, "我通勤听什么播客？", "通勤路上我听《忽左忽右》。", "最近通勤改听《知行小酒馆》了。", "知行小酒馆听腻了，重新开始听忽左忽右。"),
    ("boke", "zh", E, "周四听的哪期播客？", "周二听了忽左忽右讲奥斯曼帝国的那期。", "周四听的是讲明朝海禁的那期。"),
]


def build() -> list[dict]:
    return said_rows(CASES, SPLIT_SEED, "blind24", FIRST_ID)


def main() -> None:
    write_pair_file(OUT, "issue #12 BLIND probes, the twenty-fourth set (bench/make_blind_probes_24.py): written in "
                         "session 44 for session 46 (blind46) by a helper that read only make_blind_probes_23.py, "
                         "probes.py and test_probe_files.py, not how the engine classifies, as users of a coding agent "
                         "and of a personal assistant would phrase things, in English and Chinese (口语, with and "
                         "without 了/已经, mixed 中英, numbers as words and digits, a fact followed by a question, a "
                         "change said with when or why, the reason first, an update whose middle step is said in other "
                         "words, reversals with varied back-words and reasons), on topics and wording kept apart from "
                         "sets 22 and 23: alerting thresholds, feature flags, secrets managers, branch protection, "
                         "deploy windows, log retention, on-call, laptops, keyboard layouts and input methods, "
                         "browsers, VPNs, photo backup, doctors, vitamins, school clubs, carpools, utilities, loyalty "
                         "and credit cards, hairdressers, plants, bikes, board games, podcasts: update with a change "
                         "signal, update without one, restatement, distinct look-alike facts, distinct events in "
                         "conversation, reversal A -> B -> A (three sentences, the last current) and temporary state "
                         "beside a lasting fact; a fact and its controls are one group; split once before any tuning "
                         "into 'tuning' and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
