"""Issue #12: BLIND probes, the twenty-third set, written in session 44 for session 45 (branch blind45) by a helper
that read only make_blind_probes_22.py (for the file's shape and to keep away from its topics and wording), probes.py
and test_probe_files.py: not how the engine classifies (not python/flymemory/**, not docs/CORRECTNESS.md or
docs/BENCHMARKS.md, not any bench/data file nor any other probe generator). Phrased as users of a coding agent and of a
personal assistant type things, in English and Chinese (口语, with and without 了/已经, mixed 中英, numbers as words
and digits, a fact followed by a question, a change said with when it happened or why, the reason first and the change
after, a new value said in another frame or word order, reversals with varied back-words: went back to, switched back,
back on, returned to, 又换回, 又转回, 重新用回, 回到, 返回), on topics kept apart from set 22: build tools, CI
runners, linters, databases, cloud regions, package managers, editor settings, token and key rotation, team rituals,
meeting rooms, gym and swimming, groceries, pets' food, car insurance, banks, phone plans, sleep, language learning,
kids' bedtimes and naps, parents' medications, rent, travel habits, streaming, coffee, music:
  - update with a change signal; update without a signal (same fact, another value, no change word);
  - restatement (the same fact in other words);
  - distinct look-alike facts (another holder, another item, another environment); distinct events in conversation;
  - reversal A -> B -> A (three sentences: the last one is current);
  - temporary state beside a lasting fact (the question asks the lasting one).
A fact and its controls are one group.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group: "tuning" may be tuned on, "check" is counted only.

    .venv/bin/python bench/make_blind_probes_23.py   # writes bench/data/blind_probes_23.jsonl"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import E, L, N, R, S, T, V, said_rows, write_pair_file

SPLIT_SEED = 20264402
FIRST_ID = 800100
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_23.jsonl"

# group, lang, class, question, sentences in the order they are said (two; three for a reversal A -> B -> A)
CASES: list[tuple[str, ...]] = [
    # -- English: CI, builds, linters, databases, regions, packages, editor, tokens -----------------------------
    ("ci", "en", S, "Where do our CI jobs run?", "Our CI jobs run on GitHub-hosted Actions runners.", "Actions minutes were eating the budget, so since the 1st every CI job runs on our own self-hosted runners at Hetzner. how do I cache docker layers there?"),
    ("ci", "en", L, "Where does the iOS app's CI run?", "Our CI jobs run on GitHub-hosted Actions runners.", "The iOS app's CI is on Bitrise, it needs their Mac machines."),
    ("ci", "en", R, "Where do our CI jobs run?", "Our CI jobs run on GitHub-hosted Actions runners.", "everything in CI goes through the runners GitHub hosts for Actions"),
    ("gradle", "en", N, "Which Gradle version does the Android app build with?", "The Android app builds with Gradle 7.6.", "Android app build uses Gradle 8.5."),
    ("gradle", "en", T, "Which Gradle version does the Android app normally build with?", "The Android app builds with Gradle 7.6.", "I'm on Gradle 7.4 locally today while I bisect that flaky build, will bump it back tonight."),
    ("lint", "en", V, "What do we lint our Python code with?", "We lint our Python code with flake8.", "Switched the repo's linting over to ruff in May, it's like fifty times faster.", "Ended up going back to flake8, ruff doesn't support our in-house plugin yet."),
    ("postgres", "en", N, "Which Postgres version is prod on?", "Prod is on Postgres 13.", "Postgres 16 is what prod runs."),
    ("postgres", "en", L, "Which Postgres version is staging on?", "Prod is on Postgres 13.", "Staging runs Postgres 15 so we can rehearse the upgrade there."),
    ("region", "en", S, "What's our primary AWS region?", "Our primary AWS region is us-east-1.", "After the big October outage we failed over for good — primary is us-west-2 now and us-east-1 is just the DR site."),
    ("region", "en", L, "Which AWS region holds the EU customers' data?", "Our primary AWS region is us-east-1.", "EU customers' data stays in eu-central-1 for GDPR."),
    ("region", "en", R, "What's our primary AWS region?", "Our primary AWS region is us-east-1.", "Primary region for us is N. Virginia, us-east-1."),
    ("pkgmgr", "en", S, "Which package manager does the frontend monorepo use?", "The frontend monorepo uses yarn.", "pnpm cut our node_modules by about 4 GB, so the monorepo's been on pnpm since this sprint started."),
    ("pkgmgr", "en", T, "Which package manager does the frontend monorepo normally use?", "The frontend monorepo uses yarn.", "the yarn lockfile is busted, so I'm installing with npm until Dan fixes it tomorrow"),
    ("tabsize", "en", N, "What tab size do I use in my editor?", "My editor's tab size is 4 spaces.", "Tab width in my editor: 2 spaces."),
    ("tabsize", "en", L, "What tab width do I use for Go files?", "My editor's tab size is 4 spaces.", "For Go files I keep real tabs, width 8."),
    ("tokens", "en", S, "How long do service account tokens in our cluster last?", "Service account tokens in our cluster expire after 12 hours.", "After the pentest we cut service account token lifetime down to one hour."),
    # -- English: team rituals, rooms, interviews, releases ------------------------------------------------------
    ("retro", "en", N, "When is our sprint retro?", "Our sprint retro is every other Friday at 3pm.", "Sprint retro is every other Thursday at 2pm."),
    ("retro", "en", T, "When is our sprint retro normally?", "Our sprint retro is every other Friday at 3pm.", "Retro's on Monday this time, half the team is at the offsite on Friday."),
    ("retro", "en", R, "When is our sprint retro?", "Our sprint retro is every other Friday at 3pm.", "Every second Friday, three o'clock, we do the retro."),
    ("room", "en", S, "Which room is weekly planning in?", "Weekly planning is in the Everest room.", "Facilities turned Everest into phone booths, so planning meets in Kilimanjaro from now on."),
    ("room", "en", L, "Which room is design crit in?", "Weekly planning is in the Everest room.", "Design crit books the Denali room, right next to Everest."),
    ("interview", "en", E, "How did Thursday's candidate do?", "Interviewed a backend candidate Tuesday — strong on SQL, weak on system design.", "Thursday's candidate nailed system design but couldn't write a join."),
    ("migration", "en", E, "How long did the orders table migration take?", "Ran the users table migration Tuesday, took 40 minutes.", "The orders table migration on Friday took almost three hours."),
    ("rollback", "en", E, "Why did we roll back 4.3?", "Rolled back the 4.2 release Tuesday, memory leak in the image worker.", "Rolled back 4.3 on Friday too — login was broken on Safari."),
    # -- English: gym, food, pets, money, phone, travel, streaming, coffee ----------------------------------------
    ("gym", "en", N, "Which days do I go to the gym?", "I go to the gym Monday, Wednesday and Friday mornings.", "Gym days for me are Tuesday, Thursday and Saturday mornings."),
    ("gym", "en", T, "Which days do I normally go to the gym?", "I go to the gym Monday, Wednesday and Friday mornings.", "Gym's closed for renovations this week, so I'm doing home workouts Tuesday and Thursday instead."),
    ("gym", "en", E, "How much did I deadlift on Thursday?", "Deadlifted 140 kg for a triple on Monday.", "Thursday I pulled 150 for a single, felt heavy."),
    ("grocery", "en", S, "Where do we get our groceries delivered from?", "We get our groceries delivered by Instacart every Sunday.", "Instacart's markups got ridiculous so groceries come from Costco same-day now, still on Sundays."),
    ("grocery", "en", L, "Where does my mom get her groceries?", "We get our groceries delivered by Instacart every Sunday.", "My mom does Walmart pickup for her groceries."),
    ("catfood", "en", S, "What food does Miso eat?", "Our cat Miso eats Royal Canin Indoor.", "Vet said Miso's kidneys are borderline, so she's been on Hill's k/d for two weeks — can she still have the freeze-dried treats?"),
    ("catfood", "en", L, "What food does Tofu eat?", "Our cat Miso eats Royal Canin Indoor.", "Tofu, our other cat, gets Purina One."),
    ("catfood", "en", R, "What food does Miso eat?", "Our cat Miso eats Royal Canin Indoor.", "Miso's food is the Royal Canin indoor formula, the dry one."),
    ("carins", "en", N, "How much is my car insurance per month?", "My car insurance is with Geico, $118 a month.", "Car insurance runs me 96 bucks a month with Geico."),
    ("bank", "en", S, "Which account does my paycheck go into?", "My paycheck goes into my Chase checking.", "Chase started charging a monthly fee, so I pointed direct deposit at my Ally account last payday."),
    ("bank", "en", R, "Which account does my paycheck go into?", "My paycheck goes into my Chase checking.", "payroll deposits land in Chase, my checking account there"),
    ("plan", "en", V, "Which phone plan am I on?", "I'm on Mint Mobile's 15 GB plan.", "Moved my line to Verizon unlimited, Mint had zero bars at the cabin.", "Switched back to Mint's 15 gig plan, Verizon was double the price and we sold the cabin anyway."),
    ("airline", "en", V, "Which airline do I usually fly?", "I fly Alaska whenever I can, for the miles.", "Did a status match to Delta in the spring and I've been flying Delta since.", "Delta gutted SkyMiles, so I went back to Alaska."),
    ("sports", "en", V, "What do we watch live sports on?", "We watch live sports on YouTube TV.", "Cancelled YouTube TV after the price hike and went with Sling.", "Sling kept buffering during games, so we're back on YouTube TV."),
    ("coffee", "en", V, "How do I make my coffee?", "I make my coffee in a French press.", "Got an espresso machine for my birthday, so it's lattes every morning now.", "The espresso machine died and the repair quote was silly, returned to the French press."),
    ("flight", "en", E, "How was my Wednesday flight back?", "My flight to Chicago Monday was delayed two hours.", "Flight back Wednesday was on time, landed twenty minutes early even."),
    ("dinner", "en", E, "Where did we have dinner on Sunday?", "Had dinner at Nopa Saturday with the Kims.", "Had dinner at Zuni on Sunday with my sister, the roast chicken was worth the wait."),
    # -- English: family, health, learning, home -----------------------------------------------------------------
    ("japanese", "en", S, "How am I studying Japanese?", "I'm learning Japanese with Duolingo, about fifteen minutes a day.", "Gave up on Duolingo in August, I do two italki lessons a week for Japanese instead."),
    ("nap", "en", N, "When does our toddler nap?", "Our toddler naps from 1 to 3.", "Toddler's nap is 12:30 to 2:00."),
    ("levo", "en", S, "How much levothyroxine does my mom take?", "My mom takes 50 mcg of levothyroxine every morning.", "Mom's TSH came back high, so her endocrinologist raised the levothyroxine to 75 mcg. Should she still take it before breakfast?"),
    ("levo", "en", L, "How much levothyroxine does my aunt take?", "My mom takes 50 mcg of levothyroxine every morning.", "My aunt takes 100 mcg of levothyroxine, same brand as Mom."),
    ("levo", "en", R, "How much levothyroxine does my mom take?", "My mom takes 50 mcg of levothyroxine every morning.", "Fifty micrograms of levothyroxine, every morning — that's Mom's dose."),
    ("rent", "en", N, "How much is our rent?", "Rent is $2,150 a month, due on the 1st.", "Our rent is $2,275 a month, due the 1st."),
    ("rent", "en", R, "How much is our rent?", "Rent is $2,150 a month, due on the 1st.", "we pay twenty-one fifty a month in rent, on the first"),
    ("sleep", "en", T, "What time do I usually go to sleep?", "I'm usually asleep by 11 and up at 6:30.", "Jet lag from Tokyo has me passing out at 8pm all week."),
    ("emma", "en", E, "Why did Emma miss school on Thursday?", "Emma stayed home from school Monday with a fever.", "Emma missed school again Thursday, a stomach bug this time."),
    # -- Chinese: 构建、CI、数据库、地域、依赖、编辑器、密钥 --------------------------------------------------------
    ("maven", "zh", S, "后端项目用什么构建？", "后端项目用 Maven 构建。", "上个月后端已经从 Maven 切到 Gradle 了，增量编译快太多。CI 上的缓存要怎么配？"),
    ("maven", "zh", R, "后端项目用什么构建？", "后端项目用 Maven 构建。", "后端工程是拿 Maven 打包的。"),
    ("ci", "zh", S, "我们的 CI 用的是什么？", "我们的 CI 用的是 Jenkins。", "Jenkins 插件三天两头出问题，所以这个季度起流水线全迁到 GitLab CI"),
    ("ci", "zh", T, "我们的 CI 平时用的是什么？", "我们的 CI 用的是 Jenkins。", "Jenkins 今天下午在升级，这次发版先在本地手动打包。"),
    ("mysql", "zh", N, "生产库是哪个 MySQL 版本？", "生产库是 MySQL 5.7。", "线上数据库的版本是MySQL 8.0"),
    ("mysql", "zh", L, "报表库是哪个 MySQL 版本？", "生产库是 MySQL 5.7。", "报表库用的是 MySQL 8.0。"),
    ("mysql", "zh", R, "生产库是哪个 MySQL 版本？", "生产库是 MySQL 5.7。", "线上的 MySQL 还是 5.7 那个版本。"),
    ("diyu", "zh", S, "我们的服务部署在阿里云哪个地域？", "我们的服务部署在阿里云华东1（杭州）。", "因为客户要求数据留在北京，服务整体搬到华北2了，杭州那边只留备份。"),
    ("diyu", "zh", L, "海外站部署在阿里云哪个地域？", "我们的服务部署在阿里云华东1（杭州）。", "海外站部署在阿里云新加坡。"),
    ("pnpm", "zh", V, "前端项目用什么装依赖？", "前端项目用 npm 装依赖。", "前端改用 pnpm 了，node_modules 小了一大半。", "pnpm 跟 electron-builder 打包老冲突，又换回 npm 了。"),
    ("zihao", "zh", N, "我 VS Code 的字号是多少？", "我 VS Code 字号设的是14。", "VS Code 的字体大小是 16 号。"),
    ("zihao", "zh", T, "我 VS Code 平时字号多少？", "我 VS Code 字号设的是14。", "下午要投屏给大家演示，字号先临时调到22，讲完再改回来。"),
    ("ak", "zh", S, "云账号的 AccessKey 多久轮换一次？", "云账号的 AccessKey 每180天轮换一次。", "等保测评之后，AK 改成每个季度换一次"),
    ("ak", "zh", L, "数据库账号的密码多久换一次？", "云账号的 AccessKey 每180天轮换一次。", "数据库账号的密码是半年一换。"),
    ("lianjiechi", "zh", N, "连接池最大连接数配的多少？", "连接池最大连接数配的是 50。", "连接池的 maxPoolSize 是 100。"),
    ("lianjiechi", "zh", R, "连接池最大连接数配的多少？", "连接池最大连接数配的是 50。", "Hikari 那边最大连接数设的五十个。"),
    ("navicat", "zh", V, "我连数据库用什么客户端？", "连数据库我用 Navicat。", "Navicat 授权到期了，数据库客户端换成 DBeaver 了。", "DBeaver 太卡，公司给买了正版授权，最后还是返回去用 Navicat 了。"),
    # -- Chinese: 例会、会议室、上线、面试、故障 --------------------------------------------------------------------
    ("zhouhui", "zh", N, "组里周会是什么时候？", "组里周会是每周一上午十点。", "组里的周会在每周二下午两点。"),
    ("zhouhui", "zh", T, "组里周会平时是什么时候？", "组里周会是每周一上午十点。", "周一公司团建，这周的周会挪到周三上午了。"),
    ("zhouhui", "zh", R, "组里周会是什么时候？", "组里周会是每周一上午十点。", "每周一早上10点开组会。"),
    ("huiyishi", "zh", S, "周会在哪个会议室开？", "周会一直在三楼的长城会议室开。", "长城会议室被行政收走当仓库了，以后周会都去5楼黄山。"),
    ("huiyishi", "zh", L, "产品评审会在哪个会议室开？", "周会一直在三楼的长城会议室开。", "产品评审会订的是三楼的泰山会议室。"),
    ("shangxian", "zh", E, "周四上线的是什么功能？", "周二上线了会员功能，晚上出了个小 bug。", "周四又上了优惠券功能，很顺利。"),
    ("mianshi", "zh", E, "周三面的那个后端怎么样？", "周一面了个前端，基础还行，但项目经验太少。", "周三面的后端挺强的，直接给过了。"),
    ("guzhang", "zh", E, "周四出的是什么故障？", "周一凌晨 Redis 主节点挂了半小时。", "周四是 Kafka 消息积压，搞了两个多小时才恢复。"),
    # -- Chinese: 运动、买菜、宠物、车险、药、咖啡、睡眠、孩子、房租、出行、套餐、音乐 ----------------------------------
    ("youyong", "zh", S, "我什么时候去游泳？", "我每周二、周五晚上去游泳。", "晚上泳池人太多，这个月开始改成周六早上游了。"),
    ("youyong", "zh", E, "周五游了多少米？", "周二游了1500米。", "周五只游了八百米，小腿抽筋了。"),
    ("paobu", "zh", V, "我早上做什么运动？", "我每天早上跑步5公里。", "膝盖疼，早上改成跳绳了。", "膝盖养好了，早上又回到跑五公里。"),
    ("maicai", "zh", S, "家里买菜用什么 App？", "家里买菜一般用叮咚买菜。", "叮咚在我们小区不配送了，现在买菜都在盒马下单。"),
    ("maicai", "zh", L, "我妈买菜去哪？", "家里买菜一般用叮咚买菜。", "我妈买菜都去楼下菜市场，不用 App。"),
    ("gouliang", "zh", S, "金毛吃什么狗粮？", "我家金毛吃的是渴望狗粮。", "金毛肠胃一直敏感，兽医让换成皇家的肠道处方粮，已经吃了一周了"),
    ("gouliang", "zh", L, "家里的猫吃什么粮？", "我家金毛吃的是渴望狗粮。", "家里那只猫吃的是渴望的猫粮。"),
    ("gouliang", "zh", R, "金毛吃什么狗粮？", "我家金毛吃的是渴望狗粮。", "金毛的狗粮一直都是渴望的。"),
    ("gouliang", "zh", E, "这周金毛去宠物店干嘛了？", "上周金毛吃坏肚子，去宠物医院挂了两天水。", "这周带它去宠物店洗澡美容，花了两百。"),
    ("chexian", "zh", N, "我的车险在哪家买的，一年多少钱？", "我的车险在平安买的，一年四千二。", "车险是在人保买的，一年3800。"),
    ("chexian", "zh", L, "老婆的车险在哪家买的？", "我的车险在平安买的，一年四千二。", "老婆那辆车的车险在太平洋买的，一年两千九。"),
    ("erjia", "zh", S, "我爸二甲双胍一天吃几片？", "我爸每天吃二甲双胍，早晚各一片。", "我爸血糖控制得挺好，医生说二甲双胍减到每天一片就行，上周开始的。饭前吃还是饭后吃好？"),
    ("erjia", "zh", R, "我爸二甲双胍一天吃几片？", "我爸每天吃二甲双胍，早晚各一片。", "二甲双胍我爸一天吃两次，一次一片。"),
    ("kafei", "zh", S, "我早上喝什么？", "我每天早上一杯瑞幸生椰拿铁。", "胃镜查出来胃炎，咖啡已经戒了，早上改喝豆浆。"),
    ("shuijiao", "zh", N, "我平时几点睡几点起？", "我一般十二点睡，七点起。", "我一般11点睡，6点半起床。"),
    ("shuijiao", "zh", T, "我平时几点睡？", "我一般十二点睡，七点起。", "这两周赶项目上线，天天两点以后才睡。"),
    ("xiaobao", "zh", N, "小宝晚上几点上床？", "小宝每天晚上八点半上床。", "小宝晚上九点上床睡觉。"),
    ("xiaobao", "zh", L, "大宝晚上几点睡？", "小宝每天晚上八点半上床。", "大宝作业多，一般晚上十点才睡。"),
    ("bisai", "zh", E, "大宝周日的数学竞赛结果怎么样？", "大宝周六英语演讲比赛拿了二等奖。", "周日她又去参加了数学竞赛，没进决赛。"),
    ("fangzu", "zh", N, "房租每月多少？", "房租每月4500，押一付三。", "每个月房租五千二，押一付三。"),
    ("chuchai", "zh", T, "我出差平时坐什么？", "出差我一般坐高铁。", "这次去乌鲁木齐太远了，坐飞机去。"),
    ("chuchai", "zh", E, "五月出差去了哪？", "三月去深圳出差了一周。", "五月又去了趟武汉，待了三天。"),
    ("taocan", "zh", V, "我手机用的什么套餐？", "我用的是移动的128元套餐。", "携号转网到联通了，套餐99一个月。", "联通在我家信号太差，又转回移动了，还是128那个套餐。"),
    ("yinyue", "zh", V, "我听歌用哪个 App？", "我听歌用网易云音乐。", "为了听周杰伦，换到 QQ 音乐了。", "QQ 音乐会员到期没续，重新用回网易云。"),
    ("chifan", "zh", E, "周六带爸妈吃的什么？", "周五跟同事去吃了海底捞。", "周六带爸妈吃了顿粤菜，人均三百。"),
]


def build() -> list[dict]:
    return said_rows(CASES, SPLIT_SEED, "blind23", FIRST_ID)


def main() -> None:
    write_pair_file(OUT, "issue #12 BLIND probes, the twenty-third set (bench/make_blind_probes_23.py): written in "
                         "session 44 for session 45 (blind45) by a helper that read only make_blind_probes_22.py, "
                         "probes.py and test_probe_files.py, not how the engine classifies, as users of a coding agent "
                         "and of a personal assistant would phrase things, in English and Chinese (口语, with and "
                         "without 了/已经, mixed 中英, numbers as words and digits, a fact followed by a question, a "
                         "change said with when or why, the reason first, the new value in another frame or word "
                         "order, reversals with varied back-words), on topics and wording kept apart from set 22: "
                         "build tools, CI runners, linters, databases, cloud regions, package managers, editor "
                         "settings, token and key rotation, team rituals, meeting rooms, gym, groceries, pets' food, "
                         "car insurance, banks, phone plans, sleep, language learning, kids' bedtimes, parents' "
                         "medications, rent, travel, streaming, coffee, music: update with a change signal, update "
                         "without one, restatement, distinct look-alike facts, distinct events in conversation, "
                         "reversal A -> B -> A (three sentences, the last current) and temporary state beside a "
                         "lasting fact; a fact and its controls are one group; split once before any tuning into "
                         "'tuning' and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
