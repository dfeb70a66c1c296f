"""Issue #12: BLIND probes, the twenty-second set (session 44, blind44), written by a helper that did not read how the
engine classifies (not python/flymemory/**, not docs/CORRECTNESS.md or docs/BENCHMARKS.md, not any bench/data file
nor any other probe generator but make_blind_probes_21.py for the file's shape), as users of a coding agent and of a
personal assistant would phrase things, in English and Chinese (口语, with and without 了/已经, mixed 中英, numbers
as words and digits, a fact followed by a question, a change said with when it happened or why), on topics and in
wording kept apart from set 21 on purpose: family, kids' schools and activities, travel, hobbies, subscriptions,
devices, cloud accounts, on-call, code review rules, dependencies and services, diets, medications, commutes,
addresses:
  - update with a change signal; update without a signal (same fact, another value, no change word);
  - restatement (the same fact in other words);
  - distinct look-alike facts (another holder, another item); distinct events in conversation (two happenings);
  - reversal A -> B -> A (three sentences: the last one is current);
  - temporary state beside a lasting fact (the question asks the lasting one).
A fact and its controls are one group.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group: "tuning" may be tuned on, "check" is counted only.

    .venv/bin/python bench/make_blind_probes_22.py   # writes bench/data/blind_probes_22.jsonl"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import E, L, N, R, S, T, V, said_rows, write_pair_file

SPLIT_SEED = 20264401
FIRST_ID = 800000
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_22.jsonl"

# group, lang, class, question, sentences in the order they are said (two; three for a reversal A -> B -> A)
CASES: list[tuple[str, ...]] = [
    # -- English: code review, dependencies, services, on-call -------------------------------------------------
    ("review", "en", S, "How many approvals does a PR on our team need before it can merge?", "On our team, PRs need two approvals before they can merge.", "we dropped it to a single approval last week, the team's down to three people"),
    ("review", "en", L, "How many approvals does a mobile team PR need?", "On our team, PRs need two approvals before they can merge.", "The mobile team only requires one approval per PR."),
    ("review", "en", R, "How many approvals does a PR on our team need before it can merge?", "On our team, PRs need two approvals before they can merge.", "Nothing of ours gets merged without two approving reviews."),
    ("react", "en", N, "Which React version is the dashboard app on?", "The dashboard app is on React 17.", "The dashboard app runs React 18.2."),
    ("react", "en", L, "Which React version is the admin panel on?", "The dashboard app is on React 17.", "The admin panel is on React 16."),
    ("pipeline", "en", S, "Which Python version does the data pipeline run on?", "The data pipeline runs on Python 3.9.", "two weeks ago we moved the pipeline to 3.12 — anything I should watch for now that distutils is gone?"),
    ("linelen", "en", N, "What max line length does our Python code use?", "Our Python code uses a max line length of 100.", "Max line length for our Python is 120 characters."),
    ("linelen", "en", R, "What max line length does our Python code use?", "Our Python code uses a max line length of 100.", "we cap python lines at a hundred chars"),
    ("handoff", "en", N, "When does on-call hand off?", "On-call handoff is Monday at 10am.", "On-call hands off Wednesdays at four in the afternoon."),
    ("handoff", "en", T, "When does on-call normally hand off?", "On-call handoff is Monday at 10am.", "Monday's a holiday, so on-call hands off Tuesday this week."),
    ("handoff", "en", R, "When does on-call hand off?", "On-call handoff is Monday at 10am.", "The pager changes hands every Monday at ten in the morning."),
    ("freeze", "en", T, "How often do we normally deploy to prod?", "We deploy to prod several times a day.", "Code freeze till January 3rd, nothing goes to prod until then."),
    ("jest", "en", V, "Which test runner do our JS tests use?", "Our JS tests run on Jest.", "Moved the test suite over to Vitest in March.", "Reverted to Jest, Vitest couldn't handle our module mocks."),
    ("outage", "en", E, "What caused Friday's outage?", "Had a forty-minute outage Monday, an expired TLS cert on the load balancer.", "Another outage Friday — our DNS provider was down for about 20 min."),
    ("loadtest", "en", E, "What was p99 in Thursday's load test?", "Ran the load test Tuesday, p99 was 800 ms.", "Reran it Thursday after adding the index, p99 came in at 210 ms."),
    ("mergedpr", "en", E, "How did review go for the retry-logic PR?", "Merged the caching PR Monday after three rounds of review.", "Merged the retry-logic PR Wednesday, approved on the first pass."),
    # -- English: accounts, devices, subscriptions ---------------------------------------------------------------
    ("aws", "en", S, "What is the billing alert on my personal AWS account?", "My personal AWS account has a billing alert at $50.", "raised the billing alarm on my personal AWS to 120 bucks, the side project's getting real traffic"),
    ("aws", "en", L, "What is the billing alert on the work sandbox AWS account?", "My personal AWS account has a billing alert at $50.", "The work sandbox account alerts at five hundred dollars."),
    ("email", "en", S, "What's my work email?", "My work email is j.ortiz@northwind.io.", "Company rebranded on Monday, so my work email is j.ortiz@fernleaf.io. Do I need a new commit signing key for that?"),
    ("email", "en", R, "What's my work email?", "My work email is j.ortiz@northwind.io.", "you can reach me at work on j.ortiz@northwind.io"),
    ("nas", "en", N, "When does the NAS backup run?", "The NAS backs up to Backblaze every night at 2am.", "NAS backup to Backblaze runs nightly at 3:30 am."),
    ("nas", "en", R, "When does the NAS backup run?", "The NAS backs up to Backblaze every night at 2am.", "Every night at two a.m. the NAS pushes its backup to Backblaze."),
    ("phone", "en", S, "What phone do I have?", "My phone is a Pixel 7.", "Dropped my Pixel last month and got an iPhone 15 to replace it. How do I move WhatsApp chats across?"),
    ("phone", "en", L, "What phone does my wife have?", "My phone is a Pixel 7.", "My wife has a Pixel 8."),
    ("icloud", "en", V, "Which iCloud plan do I pay for?", "I pay for the 200 GB iCloud plan.", "Bumped iCloud up to 2 TB when my phone filled up with videos.", "Dropped back to the 200 gig plan after moving the videos onto the NAS."),
    ("music", "en", V, "Which music streaming service do I use?", "I use Spotify for music.", "Moved to Apple Music, it came with the Apple One bundle.", "Cancelled Apple One and went back to Spotify, I missed my playlists."),
    ("netflix", "en", N, "How much do we pay for Netflix each month?", "Netflix is costing us $15.49 a month.", "We pay 22.99 a month for Netflix."),
    ("netflix", "en", L, "How much do we pay for Spotify each month?", "Netflix is costing us $15.49 a month.", "Spotify Family runs us 16.99 a month."),
    # -- English: family, kids, home ---------------------------------------------------------------------------
    ("school", "en", S, "Which school does Maya go to?", "My daughter Maya goes to Lincoln Elementary.", "We moved over the summer, Maya started at Westbrook Elementary in September."),
    ("school", "en", L, "Which school does Leo go to?", "My daughter Maya goes to Lincoln Elementary.", "Maya's little brother Leo goes to Sunshine Preschool."),
    ("school", "en", R, "Which school does Maya go to?", "My daughter Maya goes to Lincoln Elementary.", "maya's at lincoln elementary"),
    ("piano", "en", S, "When is Maya's piano lesson?", "Maya has piano lessons on Wednesdays at 4.", "Piano teacher moved Maya to Thursdays at 5, her Wednesday slot got taken."),
    ("pickup", "en", N, "What time is school pickup?", "School pickup is at 3:15.", "School pickup's at 2:50 every day."),
    ("pickup", "en", T, "What time is school pickup normally?", "School pickup is at 3:15.", "Early dismissal Friday, so pickup's at 12:30 that day."),
    ("shoe", "en", N, "What shoe size does Leo wear?", "Leo wears a size 11 shoe.", "Leo's shoe size is 12."),
    ("shoe", "en", L, "What shoe size does Maya wear?", "Leo wears a size 11 shoe.", "Maya wears a size 2."),
    ("bedtime", "en", T, "What time do the kids usually go to bed?", "The kids go to bed at 8.", "Letting the kids stay up till ten tonight for the fireworks."),
    ("soccer", "en", E, "How did Leo's team do on Sunday?", "Leo's team lost 3-1 on Saturday.", "Leo's team bounced back and won two-nil in Sunday's final."),
    ("address", "en", N, "What's our home address?", "We live at 14 Alder Lane, Portland.", "Our address is 2207 Harbor View Drive, apartment 5, Tacoma."),
    ("address", "en", L, "What's my in-laws' address?", "We live at 14 Alder Lane, Portland.", "My in-laws live at 16 Alder Lane, two doors down from us."),
    ("tz", "en", S, "Which time zone am I in?", "I'm on Pacific time.", "moved to Denver last month so I'm on Mountain time, can you fix the times in my cron comments?"),
    # -- English: health, commute, outings ---------------------------------------------------------------------
    ("meds", "en", S, "What dose of lisinopril do I take?", "I take 10 mg of lisinopril every morning.", "Doc doubled my lisinopril to 20 mg at my checkup last month since my BP was still high."),
    ("meds", "en", L, "What dose of lisinopril does my dad take?", "I take 10 mg of lisinopril every morning.", "My dad takes 5 mg of lisinopril."),
    ("meds", "en", R, "What dose of lisinopril do I take?", "I take 10 mg of lisinopril every morning.", "Every morning: one lisinopril, ten milligrams."),
    ("diet", "en", S, "What diet am I following?", "I'm doing keto, staying under 20 g of carbs a day.", "Quit keto — my LDL went through the roof, so the doc put me on a Mediterranean diet."),
    ("commute", "en", T, "How do I normally get to the office?", "I bike to the office, about 25 minutes each way.", "Knee's acting up, so I'm taking the bus in this week."),
    ("commute", "en", V, "How do I get to the office?", "I bike to the office, about 25 minutes each way.", "Been taking the ferry to work since they closed the bridge bike lane.", "Bridge lane reopened, I'm back on the bike."),
    ("dentist", "en", E, "What happened at the July dentist visit?", "Dentist in January, needed one filling.", "Back at the dentist in July for a cleaning, no cavities this time."),
    ("tahoe", "en", E, "What was Tahoe like over the Fourth of July?", "Drove up to Tahoe over Memorial Day weekend, the passes still had snow.", "Went back to Tahoe for the Fourth of July, hot and packed."),
    ("hike", "en", E, "How long was Sunday's hike?", "Hiked Mount Si on Saturday, about four hours round trip.", "Did Rattlesnake Ledge on Sunday, an hour and a half."),
    # -- Chinese: 开发、服务、值班 -----------------------------------------------------------------------------
    ("gaojing", "zh", S, "线上告警发到哪里？", "线上告警都推到飞书群里。", "上周开始告警改成走 PagerDuty 直接打电话，飞书群消息太容易漏看。"),
    ("gaojing", "zh", L, "测试环境的告警发到哪里？", "线上告警都推到飞书群里。", "测试环境的告警只发邮件。"),
    ("springboot", "zh", N, "支付项目用的 Spring Boot 是哪个版本？", "支付项目用的是 Spring Boot 2.7。", "支付项目的Spring Boot版本是3.2"),
    ("springboot", "zh", L, "老订单系统用的 Spring Boot 是哪个版本？", "支付项目用的是 Spring Boot 2.7。", "老订单系统用的是 Spring Boot 2.3。"),
    ("fugailv", "zh", N, "MR 的单测覆盖率要求是多少？", "MR 的单测覆盖率要求不低于80%。", "MR 单测覆盖率的门槛是百分之七十。"),
    ("fugailv", "zh", R, "MR 的单测覆盖率要求是多少？", "MR 的单测覆盖率要求不低于80%。", "覆盖率不到 80% 的 MR 不让合。"),
    ("pod", "zh", N, "订单服务线上跑几个 pod？", "订单服务线上跑 6 个 pod。", "订单服务线上一共10个pod。"),
    ("pod", "zh", L, "用户服务线上跑几个 pod？", "订单服务线上跑 6 个 pod。", "用户服务线上跑4个pod。"),
    ("pod", "zh", R, "订单服务线上跑几个 pod？", "订单服务线上跑 6 个 pod。", "订单服务在生产环境起了六个 pod。"),
    ("chaoshi", "zh", N, "网关超时设的是多少？", "网关超时设的是30秒。", "网关的超时时间是 60s"),
    ("chaoshi", "zh", R, "网关超时设的是多少？", "网关超时设的是30秒。", "网关那边的超时是三十秒。"),
    ("fenzhi", "zh", S, "仓库的主分支叫什么？", "我们仓库的主分支叫 master。", "主分支已经改名叫 main 了，本地的 master 要怎么跟过去？"),
    ("blog", "zh", S, "我的博客部署在哪？", "我的博客部署在阿里云的一台轻量服务器上。", "博客挪到 Vercel 上了，阿里云那台到期就没续费。"),
    ("ide", "zh", V, "我写 Java 用什么 IDE？", "写 Java 我用 IntelliJ IDEA。", "公司不给报 license，改用 VS Code 写 Java 了。", "VS Code 写 Java 太难受，自己掏钱又买了 IDEA。"),
    ("biji", "zh", V, "我的笔记记在哪？", "笔记都记在 Notion 里。", "笔记迁到飞书文档了。", "飞书用着别扭，笔记又搬回 Notion 了。"),
    ("xiaban", "zh", T, "我平时几点下班？", "我一般六点半下班。", "这周上线冲刺，天天九点以后才走。"),
    ("yace", "zh", E, "周五那轮压测能扛到多少 QPS？", "周二压测，QPS 到3000就开始超时。", "周五优化完又压了一轮，能扛到八千 QPS。"),
    ("cr", "zh", E, "阿杰的 PR review 结果怎么样？", "上午 review 了小张的 PR，提了十几条意见。", "下午又看了阿杰的 PR，基本没问题，直接 approve 了。"),
    ("jiaban", "zh", E, "周四加班在干嘛？", "周三加班到十点，修支付回调的问题。", "周四又加到十一点，在搞数据迁移。"),
    # -- Chinese: 家人、孩子、住处 -----------------------------------------------------------------------------
    ("xuexiao", "zh", S, "儿子在哪个学校上学？", "儿子在区实验小学上学。", "儿子九月份转学到外国语学校了，离新家近。"),
    ("xuexiao", "zh", L, "女儿上的是哪个幼儿园？", "儿子在区实验小学上学。", "女儿上的是阳光幼儿园。"),
    ("xuexiao", "zh", R, "儿子在哪个学校上学？", "儿子在区实验小学上学。", "儿子念的是区实验小学。"),
    ("buxi", "zh", N, "儿子哪两天上数学补习？", "儿子周二、周四晚上上数学补习。", "儿子的数学补习是每周一和周三晚上。"),
    ("buxi", "zh", L, "女儿哪两天学画画？", "儿子周二、周四晚上上数学补习。", "女儿周二周四晚上学画画。"),
    ("songxue", "zh", T, "平时谁送儿子上学？", "每天早上都是我送儿子上学。", "我这周在上海出差，儿子上学先让他奶奶送。"),
    ("zaofan", "zh", V, "孩子早饭在哪吃？", "孩子早饭在学校吃。", "这学期开始孩子早饭在家吃。", "早上实在来不及，又改回在学校吃早饭了。"),
    ("laogong", "zh", S, "我老公在哪工作？", "我老公在一家银行做 IT。", "老公上个月跳槽去字节了"),
    ("laogong", "zh", L, "我弟在哪工作？", "我老公在一家银行做 IT。", "我弟在华为做硬件测试。"),
    ("fumu", "zh", S, "我爸妈住在哪？", "我爸妈住在哈尔滨。", "爸妈今年开春搬到海南常住，说哈尔滨冬天太冷。"),
    ("dizhi", "zh", N, "我家住在哪？", "我家住朝阳区望京西园三区。", "我家住在海淀区五道口的华清嘉园。"),
    ("dizhi", "zh", L, "岳父岳母住在哪？", "我家住朝阳区望京西园三区。", "岳父岳母住在望京西园四区，离我们不远。"),
    ("dizhi", "zh", R, "我家住在哪？", "我家住朝阳区望京西园三区。", "我住望京西园三区，朝阳这边。"),
    ("banche", "zh", N, "公司班车早上几点到小区门口？", "公司班车早上7:40到小区门口。", "公司班车早上七点二十到小区门口。"),
    ("banche", "zh", T, "公司班车平时早上几点到小区门口？", "公司班车早上7:40到小区门口。", "明天路上有管制要绕路，班车说会晚到八点左右。"),
    ("jiazhanghui", "zh", E, "女儿幼儿园家长会上老师说了什么？", "上周二开了儿子的家长会，老师说他上课爱讲话。", "这周四又去了女儿幼儿园的家长会，老师说她中午老不睡觉。"),
    ("yimiao", "zh", E, "这周女儿打了什么疫苗？", "上个月带女儿打了流感疫苗。", "这周又带她去打了水痘第二针。"),
    # -- Chinese: 健康、饮食、宠物、爱好、订阅 -------------------------------------------------------------------
    ("yao", "zh", S, "我妈每天吃多少氨氯地平？", "我妈每天吃一片氨氯地平，5毫克。", "上周复查，医生把我妈的氨氯地平加到每天10毫克，血压一直下不来。"),
    ("yao", "zh", L, "我爸吃什么降压药？", "我妈每天吃一片氨氯地平，5毫克。", "我爸吃的是缬沙坦，每天80毫克。"),
    ("yao", "zh", R, "我妈每天吃多少氨氯地平？", "我妈每天吃一片氨氯地平，5毫克。", "我妈的氨氯地平一天一片，一片五毫克。"),
    ("kongtang", "zh", S, "我晚饭吃不吃主食？", "我在控糖，晚饭不吃主食。", "控糖三个月，复查血糖正常，现在晚饭会吃小半碗米饭"),
    ("wufan", "zh", T, "我平时中午在哪吃饭？", "我中午一般在公司食堂吃。", "食堂这个月装修，中午只能点外卖。"),
    ("doudou", "zh", N, "豆豆每天遛几次？", "我家柯基豆豆每天遛两次。", "豆豆一天遛三回。"),
    ("doudou", "zh", T, "豆豆平时每天遛几次？", "我家柯基豆豆每天遛两次。", "这几天一直下雨，豆豆每天就出去遛一次。"),
    ("jita", "zh", S, "我周末在学什么乐器？", "我周末在学吉他。", "吉他放弃了，按弦手指太疼，现在周末学尤克里里。"),
    ("wangpan", "zh", S, "家里的照片备份在哪个网盘？", "家里的照片都备份在百度网盘。", "照片已经全挪到阿里云盘了，百度网盘会员到期没续"),
    ("shipin", "zh", V, "我开的是哪家视频会员？", "我开的视频会员是腾讯视频。", "换成优酷会员了，为了追一部剧。", "剧追完了，又回腾讯视频了。"),
    ("lifa", "zh", V, "我在哪剪头发？", "我一直在小区门口那家理发店剪头。", "后来改去商场里的快剪了。", "快剪剪得太丑，还是回小区门口那家了。"),
    ("lvyou", "zh", E, "国庆去哪玩了？", "五一去了趟成都，吃了三天火锅。", "国庆去的西安，兵马俑人多到爆。"),
    ("baoyang", "zh", E, "十月保养花了多少钱？", "四月份车做了次小保养，花了六百多。", "十月做的大保养，花了2100。"),
    ("diaoyu", "zh", E, "周日钓鱼收获怎么样？", "周六去水库钓鱼，钓了三条鲫鱼。", "周日又去了一趟，空军了。"),
]


def build() -> list[dict]:
    return said_rows(CASES, SPLIT_SEED, "blind22", FIRST_ID)


def main() -> None:
    write_pair_file(OUT, "issue #12 BLIND probes, the twenty-second set (bench/make_blind_probes_22.py): written by a "
                         "helper of session 44 (blind44) that did not read how the engine classifies, as users of a "
                         "coding agent and of a personal assistant would phrase things, in English and Chinese (口语, "
                         "with and without 了/已经, mixed 中英, numbers as words and digits, a fact followed by a "
                         "question, a change said with when or why), on topics and wording kept apart from set 21: "
                         "family, kids' schools, travel, hobbies, subscriptions, devices, cloud accounts, on-call, "
                         "code review rules, dependencies, diets, medications, commutes, addresses: update with a "
                         "change signal, update without one, restatement, distinct look-alike facts, distinct events "
                         "in conversation, reversal A -> B -> A (three sentences, the last current) and temporary "
                         "state beside a lasting fact; a fact and its controls are one group; split once before any "
                         "tuning into 'tuning' and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
