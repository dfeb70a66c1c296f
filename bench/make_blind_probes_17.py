"""Build the seventeenth blind probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_blind_probes_17.py   # writes bench/data/blind_probes_17.jsonl

Written by session 39 (blind39) BEFORE reading the classifier or docs/CORRECTNESS.md or any other probe file's
cases, and before reading any earlier audit: only issue #12 (the classes), bench/probes.py (write_blind_file), the
header of bench/make_blind_probes_16.py (lines 1-40: the format) and the GENERATORS list of
tests/python/test_probe_files.py (lines 1-40) were read. The cases are one person's own wording, to estimate how the
engine does on phrasing no rule was fitted to. Topics: a data engineer's and a game developer's week (a warehouse,
a dbt schedule, an orchestrator, a dashboard tool, a game engine version, a build farm, a target frame rate, a
playtest day, an asset store package, a CI runner, a VPN, a monitor setup, a keyboard layout) and everyday life (a
gym membership, a bike, a book club, a vet and two cats, a child's piano lessons, a mortgage rate, a commute, a diet,
a hairdresser, a bin collection day, a parking permit, a streaming subscription). The Chinese cases are in their
own everyday idiom, not translations: 数仓 (Doris, Hive, StarRocks, ClickHouse), 海豚调度, Cocos / Unity / Godot, 测试服,
打包机, 周报 / 日报 on 飞书 / 钉钉, 宽带, 乐刻 gym card, 电瓶车, 少年宫, 菜鸟驿站, 房贷利率, 橘猫, 物业费, 老家,
话费套餐, 保洁阿姨, 尾号限行, 公积金, 携号转网, 接孩子放学.
- restatement: the same fact said again later in fresh words: reordered, a synonym (hybrid bike / commute on it,
  电动车 / 电瓶车, 海豚调度 / DolphinScheduler, 保洁阿姨 / 阿姨, 礼拜五 / 周五), an abbreviation (UE 5.3, fps, w/, 1st,
  500M), a note form ("Build farm = twelve Linux boxes w/ Incredibuild."), a colloquial form, a value in another
  form (2:00 AM / 02:00, 60 fps / sixty frames per second, 4:30pm / half four, 4.25% / 4.25 percent, 199 元 /
  一百九十九块, 15号 / 十五号, 3.95% / 百分之三点九五), Chinese with English words mixed in (Doris, Cocos Creator,
  Mac Studio, 500M);
- update_signal / update_nosignal: a changed value with or without a change word (some as a verb: "We migrated off
  Airflow to Prefect", "We bumped the project to Unity 6", 迁到, 调到, 改成, 搬到, 转到; some with a time: "since the
  timetable change", "since January", 上个月);
- distinct_lookalike: one detail differs and both stay true (another warehouse, dbt model, console, build agent,
  playtest group, monitor, cat, child, bike, month's book, bin; 另一张表, 平台, 孩子, 父母, 打包机, 猫, 环境, 姐妹);
- temporary: a short-lived state beside a lasting one (the question asks for the lasting one);
- reversal: A, then B, then A again (the question asks for the current value, A).

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (each case is its own group):
"tuning" is tuned on, "check" is only counted. Both halves are IN-SAMPLE for the engine's authors (written
by a session of the project): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import write_blind_file

SPLIT_SEED = 20263901
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_17.jsonl"

R, S, N, L, T, V = "restatement", "update_signal", "update_nosignal", "distinct_lookalike", "temporary", "reversal"

EN: list[tuple[str, str, list[str]]] = [
    # restatement (18)
    (R, "Which data warehouse do we use?", ["Our data warehouse is Snowflake, in the eu-west-1 region.", "We run the warehouse on Snowflake (EU West 1)."]),
    (R, "When does the nightly dbt run start?", ["The nightly dbt run kicks off at 2:00 AM UTC.", "dbt nightly job: 02:00 UTC."]),
    (R, "Which orchestrator runs our pipelines?", ["We orchestrate our data pipelines with Dagster.", "Dagster is what orchestrates the data pipelines."]),
    (R, "Which engine version is the game built on?", ["The game is built on Unreal Engine 5.3.", "We're on UE 5.3 for the game."]),
    (R, "What frame rate do we target on console?", ["Target frame rate on console is 60 fps.", "On consoles we aim for sixty frames per second."]),
    (R, "When are playtests?", ["Playtests happen every Thursday afternoon.", "Thursday afternoons are playtest time, every week."]),
    (R, "What is in the build farm?", ["The build farm has 12 Linux agents running Incredibuild.", "Build farm = twelve Linux boxes w/ Incredibuild."]),
    (R, "Which VPN do I use for the office network?", ["I connect to the office network with WireGuard.", "For the office VPN I use WireGuard."]),
    (R, "What monitors are on my desk?", ["My desk has two 27-inch 4K monitors.", "I work on a pair of 27\" 4K screens at my desk."]),
    (R, "Which keyboard layout do I type on?", ["I type on the Colemak keyboard layout.", "fyi my keyboard's set to Colemak"]),
    (R, "How much is my gym membership?", ["My gym membership at PureGym costs £24.99 a month.", "PureGym charges me 24.99 pounds per month for the membership."]),
    (R, "What bike do I ride to work?", ["I ride a Trek FX 3 hybrid to work.", "My commuter bike is a Trek FX3, a hybrid."]),
    (R, "When and where does book club meet?", ["Book club meets on the first Tuesday of each month at Maya's place.", "We do book club at Maya's, 1st Tuesday of the month."]),
    (R, "Who is Miso's vet?", ["Our cat Miso sees Dr. Patel at Greenway Vets.", "Miso's vet is Dr Patel (Greenway Veterinary Clinic)."]),
    (R, "When is Lily's piano lesson?", ["Lily has piano lessons on Wednesdays at 4:30pm.", "Wednesday at half four is Lily's piano lesson."]),
    (R, "What is our mortgage rate?", ["Our mortgage is fixed at 4.25% until 2027.", "The mortgage rate is locked at 4.25 percent through 2027."]),
    (R, "When does the recycling get collected?", ["The recycling bin goes out Monday night for Tuesday collection.", "Recycling gets collected on Tuesdays, so the bin goes out Monday evening."]),
    (R, "Which Netflix plan do we have?", ["We pay for the Netflix Standard plan, $10.99 a month.", "Netflix subscription: Standard plan, 10.99 dollars per month."]),
    # update_signal (7)
    (S, "Which orchestrator do we use now?", ["Our orchestrator is Airflow.", "We migrated off Airflow to Prefect last sprint."]),
    (S, "Where does CI run?", ["CI runs on a self-hosted GitHub Actions runner on a Mac mini.", "CI now runs on Buildkite instead of the Mac mini runner."]),
    (S, "Which Unity version is the project on?", ["The game project targets Unity 2022.3 LTS.", "We bumped the game project to Unity 6 this week."]),
    (S, "Which train do I take to work?", ["My commute is the 7:52 train from Reading.", "Since the timetable change I catch the 8:07 from Reading instead."]),
    (S, "Which hairdresser do I go to?", ["I get my hair cut at Salon Rouge on King Street.", "I've switched hairdressers, I go to Clip Joint by the station now."]),
    (S, "Which zone is our parking permit for?", ["Our residents' parking permit is for zone C.", "The council moved our street into zone D, so the parking permit is zone D now."]),
    (S, "What diet do I follow?", ["I'm vegetarian.", "I've gone fully vegan since January."]),
    # update_nosignal (7)
    (N, "How often does the dbt Cloud job run?", ["The dbt Cloud job runs every 6 hours.", "The dbt Cloud job runs every 4 hours."]),
    (N, "What is the warehouse auto-suspend setting?", ["Snowflake warehouse auto-suspend is set to 10 minutes.", "Snowflake auto-suspend: 5 minutes."]),
    (N, "What frame rate does the Switch build target?", ["The Switch build targets 30 fps.", "The Switch build targets 40 fps."]),
    (N, "Which asset store package do we use for terrain?", ["For terrain we use Gaia Pro from the asset store.", "For terrain we use MapMagic 2 from the asset store."]),
    (N, "When is my spin class?", ["My spin class at the gym is Monday at 6pm.", "My spin class at the gym is Wednesday at 6pm."]),
    (N, "Which day is general waste collected?", ["General waste is collected on Fridays.", "General waste gets picked up on Thursdays."]),
    (N, "How much is the monthly mortgage payment?", ["Our mortgage payment is £1,140 a month.", "Our monthly mortgage payment is £1,265."]),
    # distinct_lookalike (11)
    (L, "What is the staging warehouse called?", ["The staging warehouse is called ANALYTICS_STG.", "The production warehouse is called ANALYTICS_PRD."]),
    (L, "How often is the orders model refreshed?", ["The orders model is refreshed hourly by dbt.", "The customers model is refreshed daily by dbt."]),
    (L, "What frame rate does the PS5 build target?", ["The PS5 build targets 60 fps.", "The Xbox Series S build targets 30 fps."]),
    (L, "What OS does build agent 7 run?", ["Build agent 7 runs Windows Server 2022.", "Build agent 8 runs Ubuntu 22.04."]),
    (L, "When is the internal QA playtest?", ["The playtest with the internal QA team is on Thursday.", "The playtest with external players is on Saturday."]),
    (L, "What is my left monitor?", ["My left monitor is a Dell U2723QE.", "My right monitor is an LG 27UK850."]),
    (L, "How often does Miso get flea treatment?", ["Miso gets her flea treatment every month.", "Tofu, our other cat, gets his flea treatment every three months."]),
    (L, "Who is Lily's piano teacher?", ["Lily's piano teacher is Mrs Novak.", "Sam's piano teacher is Mr Okafor."]),
    (L, "What tyres are on my road bike?", ["My road bike runs 28mm tyres.", "My gravel bike runs 40mm tyres."]),
    (L, "Which book did book club pick for October?", ["Book club picked Piranesi for October.", "Book club picked Klara and the Sun for November."]),
    (L, "When does the recycling go out?", ["Recycling goes out every other Tuesday.", "Garden waste goes out every other Wednesday."]),
    # temporary (4)
    (T, "Which office do I normally work from?", ["I work from the Leeds office.", "This week I'm at the Manchester office for the offsite."]),
    (T, "How do I usually commute?", ["I commute to work by bike.", "My bike's in the shop, so I'm taking the bus until Friday."]),
    (T, "Which runner pool does CI use?", ["Our CI jobs run on the ci-large runner pool.", "Just for today, CI jobs go to the ci-small pool while ci-large gets patched."]),
    (T, "What does Miso normally eat?", ["Miso eats the salmon dry food.", "The vet has Miso on a renal diet for the next two weeks."]),
    # reversal (3)
    (V, "Which dashboard tool do we use now?", ["We build our dashboards in Looker.", "We moved the dashboards to Metabase.", "Metabase didn't work out, we're back on Looker for dashboards."]),
    (V, "Which VPN client do we use now?", ["Our VPN client is Tailscale.", "IT switched the VPN client to Cisco AnyConnect.", "AnyConnect got rolled back; the VPN client is Tailscale again."]),
    (V, "Which streaming service do we subscribe to now?", ["We subscribe to Disney+.", "Cancelled Disney+ and got Apple TV+ instead.", "Dropped Apple TV+ and resubscribed to Disney+."]),
]

ZH: list[tuple[str, str, list[str]]] = [
    # restatement (18)
    (R, "我们的数仓用的是什么？", ["我们的数仓用的是 Doris。", "数仓那边是 Apache Doris。"]),
    (R, "全量任务每天几点跑？", ["调度系统是 DolphinScheduler，每天凌晨三点跑全量。", "海豚调度每天 3 点跑全量任务。"]),
    (R, "游戏用的什么引擎、哪个版本？", ["我们游戏用的是 Cocos Creator 3.8。", "项目引擎是 Cocos Creator，版本 3.8。"]),
    (R, "测试服什么时候更新？", ["测试服每周三下午更新。", "周三下午测试服例行更新。"]),
    (R, "打包机是什么？", ["打包机是两台 Mac Studio。", "出包用的是 2 台 Mac Studio。"]),
    (R, "周报什么时候交、交到哪？", ["周报每周五下班前交到飞书。", "每个礼拜五下班之前在飞书上交周报。"]),
    (R, "家里宽带是什么？", ["我家宽带是电信的 500 兆。", "家里装的电信宽带，500M。"]),
    (R, "健身卡多少钱一个月？", ["我的健身卡是乐刻的，月卡 199 元。", "乐刻月卡一百九十九块。"]),
    (R, "我骑什么车上班？", ["我骑雅迪电动车上班。", "上班骑的是辆雅迪的电瓶车。"]),
    (R, "孩子周六上午学什么？", ["孩子周六上午在少年宫学书法。", "周六早上送娃去少年宫上书法课。"]),
    (R, "小区快递放在哪？", ["我们小区的快递都放在菜鸟驿站。", "小区快递统一放菜鸟驿站。"]),
    (R, "房贷利率是多少？", ["房贷利率是 3.95%。", "我家房贷利率百分之三点九五。"]),
    (R, "年糕是什么猫？", ["我家猫叫年糕，是只橘猫。", "年糕是我们家的橘猫。"]),
    (R, "物业费每月几号交？", ["我每个月 15 号交物业费。", "物业费每月十五号交。"]),
    (R, "我老家在哪？", ["我老家在湖南常德。", "我是湖南常德人。"]),
    (R, "手机套餐是什么？", ["我的话费套餐是移动的 58 元套餐。", "手机套餐：中国移动 58 块/月。"]),
    (R, "阿姨哪天来打扫？", ["我们家阿姨每周二、周五来打扫。", "保洁阿姨一周来两次，周二和周五。"]),
    (R, "我的车哪天限行？", ["我的车尾号是 7，周四限行。", "礼拜四我车限行，尾号7。"]),
    # update_signal (7)
    (S, "离线任务现在用什么调度？", ["离线任务调度用的是 Azkaban。", "调度已经从 Azkaban 迁到 DolphinScheduler 了。"]),
    (S, "游戏目标帧率是多少？", ["游戏目标帧率是 30 帧。", "目标帧率改成 60 帧了。"]),
    (S, "日报发在哪里？", ["我们的日报发在钉钉上。", "公司换成飞书了，日报以后都发飞书。"]),
    (S, "我住在哪里？", ["我住在成都高新区。", "上个月搬到天府新区了。"]),
    (S, "我在哪家健身房？", ["我的健身房是公司楼下的威尔士。", "健身卡转到家附近的超级猩猩了。"]),
    (S, "孩子的钢琴课什么时候上？", ["孩子的钢琴课在周日上午。", "钢琴老师把课调到周六下午了。"]),
    (S, "我怎么去上班？", ["我每天开车上班。", "现在改坐地铁上班了，不再开车。"]),
    # update_nosignal (7)
    (N, "ClickHouse 集群有几个节点？", ["ClickHouse 集群有 6 个节点。", "ClickHouse 集群有 9 个节点。"]),
    (N, "测试服几点开服？", ["测试服上午十点开服。", "测试服下午两点开服。"]),
    (N, "宽带一年续费多少钱？", ["宽带每年续费 1080 元。", "宽带一年续费 960 元。"]),
    (N, "物业费每平米多少钱？", ["物业费每平米 2.8 元。", "物业费每平米 3.2 元。"]),
    (N, "娃的英语补习班在哪家？", ["娃的英语补习班在新东方。", "娃的英语补习班在学而思。"]),
    (N, "年糕吃什么猫粮？", ["年糕吃的是渴望猫粮。", "年糕吃的是皇家猫粮。"]),
    (N, "我们组站会几点开？", ["我们组站会十点开。", "我们组的站会九点半开。"]),
    # distinct_lookalike (11)
    (L, "订单表多久同步一次？", ["订单表每小时同步一次。", "用户表每天同步一次。"]),
    (L, "安卓包体要控制在多大以内？", ["安卓包体控制在 200M 以内。", "iOS 包体控制在 300M 以内。"]),
    (L, "大儿子在哪上学？", ["大儿子在实验小学读三年级。", "小女儿在实验幼儿园上中班。"]),
    (L, "我爸每天吃什么药？", ["我爸每天吃降压药。", "我妈每天吃降糖药。"]),
    (L, "我的公积金每月缴多少？", ["我的公积金每月缴 2400。", "老婆的公积金每月缴 1800。"]),
    (L, "一号打包机出什么包？", ["一号打包机出安卓包。", "二号打包机出 iOS 包。"]),
    (L, "年糕每年几月打疫苗？", ["年糕每年三月打疫苗。", "汤圆每年九月打疫苗。"]),
    (L, "周一晚上练什么？", ["周一晚上练瑜伽。", "周三晚上练普拉提。"]),
    (L, "小区停车位月租多少？", ["小区的停车位月租 300。", "公司楼下的停车位月租 500。"]),
    (L, "测试环境的数据库是什么版本？", ["测试环境的数据库是 MySQL 5.7。", "生产环境的数据库是 MySQL 8.0。"]),
    (L, "我姐在哪做什么工作？", ["我姐在杭州做会计。", "我妹在苏州做会计。"]),
    # temporary (4)
    (T, "我平时在哪个办公室上班？", ["我平时在望京办公室上班。", "这周出差，在深圳办公室待到周五。"]),
    (T, "家里平时用什么网？", ["我家用的是电信宽带。", "宽带坏了，这两天先用手机热点凑合。"]),
    (T, "我平时早饭吃什么？", ["我早饭一般喝豆浆吃油条。", "最近在控糖，这个月早饭只吃鸡蛋。"]),
    (T, "平时谁接孩子放学？", ["孩子放学是我妈去接。", "我妈这周回老家了，这几天我自己去接孩子。"]),
    # reversal (3)
    (V, "数仓现在用什么？", ["数仓用的 Hive。", "数仓换成 StarRocks 了。", "StarRocks 不稳定，又切回 Hive 了。"]),
    (V, "我现在用哪家的手机卡？", ["我用的是联通卡。", "携号转网到移动了。", "移动信号太差，又转回联通了。"]),
    (V, "游戏现在用什么引擎开发？", ["游戏引擎用 Unity。", "项目改用 Godot 开发。", "Godot 插件太少，最后还是回到 Unity。"]),
]


def main() -> None:
    write_blind_file(OUT, __doc__ or "", [("en", EN), ("zh", ZH)], "blind17", 750000, SPLIT_SEED)


if __name__ == "__main__":
    main()
