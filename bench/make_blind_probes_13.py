"""Build the thirteenth blind probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_blind_probes_13.py   # writes bench/data/blind_probes_13.jsonl

Written by session 35 (blind35) BEFORE reading the classifier, docs/CORRECTNESS.md or any other probe file's
cases: only issue #12 (the classes), bench/probes.py (write_blind_file) and the header of
bench/make_blind_probes_12.py (lines 1-40: the format) were read. The cases are one person's own wording, to
estimate how the engine does on phrasing no rule was fitted to. Topics (none of set 12's): a data engineer's and
a game developer's week (ETL and dbt pipelines, Airflow, dashboards, a build farm, code review rules, a headset,
a keyboard, cloud bills and budgets, release branches, pairing days, frame rates) and everyday life (a mortgage, a
gym, a choir, a bike, pets and the vet, car/home/travel insurance, cooking, a trip, a flat share, siblings, a night
class).
- restatement: the same fact said again later in fresh words: reordered, a synonym (pipeline / ETL, pull requests /
  PRs, 青轴 / blue switch, 老妹 / 妹妹, 念研究生 / 读研), a subject dropped or added, a note form ("Lisbon trip: out
  May 22, home May 29."), a colloquial form, a longer sentence, an aside, numbers written differently (twenty-four /
  24, £39.99 / 40 quid, 两万三 / 23000元, 六千二 / 6200块, 三千八 / 3800, 14/08 / the 14th of August), Chinese with
  English words mixed in (pipeline, cloud bill, release branch, pair programming, mortgage, CR, approve, build
  farm); a few carry a word that often marks a change used as a plain adverb ("still", 现在);
- update_signal / update_nosignal: a changed value with or without a change word;
- distinct_lookalike: one detail differs and both stay true (another pipeline, build agent OS, pet, sibling,
  release branch, insurance cover, meal, concert, dashboard, night class, a same amount on another slot);
- temporary: a short-lived state beside a lasting one (the question asks for the lasting one);
- reversal: A, then B, then A again (the question asks for the current value, A).

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (each case is its own group):
"tuning" is tuned on, "check" is only counted. Both halves are IN-SAMPLE for the engine's authors (written
by a session of the project): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import write_blind_file

SPLIT_SEED = 20263506
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_13.jsonl"

R, S, N, L, T, V = "restatement", "update_signal", "update_nosignal", "distinct_lookalike", "temporary", "reversal"

EN: list[tuple[str, str, list[str]]] = [
    # restatement
    (R, "When does the nightly ETL start?", ["Our nightly ETL kicks off at 2am UTC.", "fwiw the nightly pipeline starts at 02:00 UTC."]),
    (R, "How many agents are on the build farm?", ["We run twenty-four agents on the build farm.", "Build farm: 24 agents."]),
    (R, "When do I review pull requests?", ["I review PRs first thing in the morning, before standup.", "Mornings before standup are when I go through pull requests."]),
    (R, "Which headset do I use for calls?", ["My headset for calls is a Sennheiser HD 450BT.", "For calls I'm on the Sennheiser HD 450BT headphones."]),
    (R, "What keyboard do I type on?", ["I type on a Keychron K2 with brown switches.", "The Keychron K2 I use has Gateron browns in it."]),
    (R, "How much was last month's AWS bill?", ["Our AWS bill last month came to $3,412.", "Last month AWS charged us 3412 dollars, ouch."]),
    (R, "When are release branches cut?", ["Release branches get cut every second Thursday.", "We cut a release branch on alternate Thursdays."]),
    (R, "Who do I pair with, and on which day?", ["Tuesdays are my pairing days with Priya.", "Priya and I pair program every Tuesday."]),
    (R, "What is our mortgage rate?", ["Our mortgage rate is fixed at 4.19% until 2029.", "The mortgage is locked in at 4.19 percent through 2029, which is a relief."]),
    (R, "How much is the gym membership?", ["The gym membership costs £39.99 a month.", "I pay 40 quid a month for the gym, well, 39.99."]),
    (R, "When and where is choir rehearsal?", ["Choir rehearsal is Wednesday evenings at 7:30 in the church hall.", "We rehearse in the church hall, Weds 19:30, with the choir."]),
    (R, "When is Biscuit's booster due?", ["Biscuit, our beagle, is due for his booster on 3 November.", "Booster shot for Biscuit (the beagle): Nov 3rd."]),
    (R, "When does the car insurance renew?", ["The car insurance renews on the 14th of August.", "Renewal date for the car insurance is 14/08."]),
    (R, "When do I meal-prep?", ["I meal-prep on Sunday afternoons for the whole week.", "Sunday afternoon is my batch-cooking slot for the week ahead."]),
    (R, "When is the Lisbon trip?", ["We fly to Lisbon on the 22nd of May and come back on the 29th.", "Lisbon trip: out May 22, home May 29."]),
    (R, "What is my share of the rent?", ["My share of the rent in the flat is 650 euros.", "Each month I put €650 toward the flat's rent."]),
    (R, "Where does my sister Hannah live?", ["My sister Hannah lives in Leeds.", "Hannah, my sister, is based up in Leeds."]),
    (R, "When is my pottery class?", ["My pottery night class runs Thursdays from 6 to 8pm.", "Thursday evenings 18:00-20:00 are pottery class."]),
    (R, "How often does the revenue dashboard refresh?", ["The revenue dashboard refreshes every 15 minutes.", "The revenue dashboard still pulls fresh numbers every quarter of an hour."]),
    # update_signal
    (S, "When do the dbt runs happen?", ["Our dbt runs are scheduled at 3am.", "We moved the dbt runs to 5am so they finish after the upstream loads land."]),
    (S, "What do I use for meetings?", ["I use AirPods Pro for meetings.", "Switched from the AirPods to a Jabra Evolve2 65 for meetings, way better mic."]),
    (S, "Which gym do I go to?", ["I go to the PureGym on Baker Street.", "Cancelled PureGym and joined the climbing gym near the office instead."]),
    (S, "What voice part do I sing in the choir?", ["I sing alto in the choir.", "The director moved me to tenor since I can't reach the top alto notes anymore."]),
    (S, "What is the GCP budget alert set at?", ["Our monthly GCP budget alert is set at $5k.", "Raised the GCP budget alert to 7,500 dollars a month."]),
    (S, "How many approvals do we need to merge into main?", ["We need two approvals to merge into main.", "Merge rule changed: a single approval is enough now."]),
    (S, "How much is our monthly mortgage payment?", ["Our mortgage payment is $1,870 a month.", "After the remortgage our monthly payment dropped to 1,720."]),
    # update_nosignal
    (N, "What instance does the Airflow scheduler run on?", ["The Airflow scheduler runs on an m5.large.", "The Airflow scheduler runs on an m5.xlarge."]),
    (N, "What tyre width is on my commuter bike?", ["My commuter bike has 28mm tyres.", "My commuter bike is on 32mm tyres."]),
    (N, "Who is our vet?", ["Our vet is Dr. Okafor at Greenway Clinic.", "Our vet is Dr. Lindqvist at Greenway Clinic."]),
    (N, "What is the excess on the home insurance?", ["Home insurance excess is £250.", "The excess on our home insurance is £500."]),
    (N, "How long does a full game build take on the farm?", ["A full game build takes about 40 minutes on the farm.", "A full game build on the farm takes 25 minutes."]),
    (N, "Who pays the internet bill in the flat?", ["In the flat, Tom pays the internet bill.", "In the flat, the internet bill is paid by Jess."]),
    # reversal
    (V, "What runs the staging deploys?", ["Staging deploys go through Jenkins.", "Staging deploys now go through GitHub Actions.", "We rolled staging deploys back to Jenkins after the runner outage."]),
    (V, "How do I get to work?", ["I bike to work.", "I've been taking the tram to work since my knee got sore.", "Knee's fine, I'm back on the bike for the commute to work."]),
    (V, "Which tool are the dashboards on?", ["Our dashboards are built in Looker.", "We migrated the dashboards to Metabase.", "Metabase didn't work out; the dashboards are back on Looker."]),
    # temporary
    (T, "Where do I live?", ["I live in a flat share in Bristol.", "This week I'm crashing at my brother's in Cardiff while the flat gets painted."]),
    (T, "Which office do I work from?", ["I work from the Manchester office.", "Working from home until Friday, the office heating is broken."]),
    (T, "What food does our dog eat?", ["Biscuit eats Acana dry food.", "For the next 10 days the vet has Biscuit on a bland chicken-and-rice diet."]),
    (T, "Which days do I go to the gym?", ["I train at the gym Mon/Wed/Fri.", "No gym for a couple of weeks, I sprained my wrist."]),
    # distinct_lookalike
    (L, "When does the orders pipeline land in BigQuery?", ["The orders pipeline lands in BigQuery at 04:00.", "The payments pipeline lands in BigQuery at 04:30."]),
    (L, "How much RAM do the Windows build agents have?", ["The Windows build agents have 64 GB of RAM.", "The Linux build agents have 32 GB of RAM."]),
    (L, "What medication is Miso on?", ["Our cat Miso is on thyroid pills.", "Our cat Pepper is on a kidney diet food."]),
    (L, "Where does my brother Sam live?", ["My brother Sam lives in Glasgow.", "My brother Luke lives in Dundee."]),
    (L, "What is the state of the release/4.2 branch?", ["The release/4.2 branch is frozen for console certification.", "The release/4.3 branch is open for feature merges."]),
    (L, "What does the travel insurance pay for cancellations?", ["Travel insurance covers cancellations of the Lisbon trip up to €2,000.", "Travel insurance covers lost luggage up to €1,000."]),
    (L, "What did I cook on Saturday?", ["I cooked a Thai green curry on Saturday.", "I cooked a mushroom risotto on Sunday."]),
    (L, "What is the choir singing at the spring concert?", ["The choir is singing Fauré's Requiem at the spring concert.", "The choir is singing Rutter's Gloria at the Christmas concert."]),
    (L, "Which Slack channel does the ingest dashboard alert?", ["The ingest dashboard alerts #data-oncall in Slack.", "The cost dashboard alerts #finops in Slack."]),
    (L, "What is my Tuesday night class?", ["My Tuesday night class is beginner Japanese.", "My Monday night class is life drawing."]),
    (L, "How much is the mortgage overpayment?", ["The mortgage overpayment is £200 a month.", "The savings transfer is £200 a month."]),
]

ZH: list[tuple[str, str, list[str]]] = [
    # restatement
    (R, "数据管道几点跑？", ["我们的数据管道每天凌晨两点跑批。", "每天夜里2点，数据pipeline开始跑。"]),
    (R, "我的键盘是什么轴？", ["我的机械键盘是青轴的。", "键盘用的是blue switch，也就是青轴。"]),
    (R, "上个月云服务账单多少钱？", ["云服务账单上个月花了两万三。", "上个月cloud bill一共23000元左右。"]),
    (R, "发版分支多久切一次？", ["发版分支每两周从main切一次。", "release branch是两周切一次的，从main切。"]),
    (R, "我和谁哪天结对编程？", ["周四是我和小陈的结对编程日。", "我跟小陈每周四pair programming。"]),
    (R, "房贷每月还多少？", ["房贷每月还六千二。", "每个月mortgage要还6200块。"]),
    (R, "健身卡多少钱？", ["我办的健身卡是年卡，三千八一年。", "健身房年费3800，办的是年卡。"]),
    (R, "合唱团什么时候排练？", ["合唱团每周六下午三点排练。", "周六15:00合唱团练歌。"]),
    (R, "我家猫叫什么，几岁？", ["我家猫叫年糕，三岁了。", "年糕是我们家的猫，今年3岁。"]),
    (R, "车险什么时候续保？", ["车险每年十一月续保。", "11月份要续车险，每年都是。"]),
    (R, "我什么时候做卤肉？", ["我每周日晚上做一锅卤肉，吃一周。", "卤肉一般周日晚上做好，够吃一个礼拜。"]),
    (R, "国庆去哪，哪天出发？", ["国庆我们去云南，十月一号出发。", "10/1出发去云南，国庆假期。"]),
    (R, "我在合租房住哪间，房租多少？", ["合租的房子我住主卧，每月两千五。", "我在合租房里住的是主卧，月租2500。"]),
    (R, "我妹妹在哪读研？", ["我妹妹在成都读研。", "老妹现在在成都念研究生。"]),
    (R, "Python夜校课什么时候上？", ["夜校的Python课每周二、四晚上七点到九点。", "Python夜校课：周二周四，19点-21点。"]),
    (R, "我骑的是什么自行车？", ["我的自行车是捷安特的公路车。", "骑的是一辆Giant公路车。"]),
    (R, "代码评审要几个人同意？", ["代码评审我们要求至少两个人approve。", "CR至少需要两个approve才能合。"]),
    (R, "构建农场有多少台机器？", ["构建农场一共有四十台机器。", "build farm那边总共40台机器。"]),
    # update_signal
    (S, "数据看板用的什么工具？", ["数据看板用的是Tableau。", "看板已经换成Superset了，Tableau的license没续。"]),
    (S, "我戴的是什么耳机？", ["我的耳机是索尼XM4。", "XM4上个月摔坏了，现在戴的是Bose QC45。"]),
    (S, "我在哪个健身房练？", ["我在公司楼下的健身房练。", "我搬到小区里那家健身房去练了，公司楼下的不去了。"]),
    (S, "nightly build几点触发？", ["每天的构建在凌晨三点触发。", "nightly build改到凌晨一点触发了。"]),
    (S, "房贷利率是多少？", ["房贷利率是4.9%。", "LPR下调了，房贷利率降到了4.2%。"]),
    (S, "狗粮喂的是什么？", ["狗粮一直喂的是皇家。", "听兽医的，狗粮不再喂皇家，改喂渴望了。"]),
    (S, "我在合唱团唱哪个声部？", ["我在合唱团唱女低音。", "指挥让我从女低音调去唱女高音了。"]),
    # update_nosignal
    (N, "公司云账单的预算上限是多少？", ["公司云账单的预算上限是每月五万。", "公司云账单的预算上限是每月八万。"]),
    (N, "ETL任务跑在哪个版本的Airflow上？", ["我们的ETL任务跑在Airflow 2.5上。", "我们的ETL任务跑在Airflow 2.8上。"]),
    (N, "我家狗多重？", ["我家狗体重12公斤。", "我家狗体重14.5公斤。"]),
    (N, "车险在哪家保的？", ["车险保的是平安。", "车险保的是人保。"]),
    (N, "谁负责交水电费？", ["合租房的水电费是室友小刘交。", "合租房的水电费是室友阿杰交。"]),
    (N, "游戏的目标帧率是多少？", ["游戏的目标帧率是30帧。", "游戏的目标帧率定在60帧。"]),
    (N, "我哥住在哪？", ["我哥住在南京。", "我哥住在苏州。"]),
    # reversal
    (V, "主分支合并用什么方式？", ["主分支合并用squash。", "主分支合并改成rebase了。", "rebase冲突太多，主分支又改回squash合并了。"]),
    (V, "我怎么去上班？", ["我每天骑车上班。", "最近改坐地铁上班了。", "天气好了，又骑回自行车上班。"]),
    (V, "猫粮喂的是什么？", ["猫粮喂的是渴望。", "猫粮换成了爱肯拿。", "年糕不爱吃爱肯拿，猫粮还是换回渴望了。"]),
    # temporary
    (T, "我住在哪？", ["我住在杭州滨江。", "这周在北京出差，住公司附近的酒店。"]),
    (T, "我平时在哪个办公室上班？", ["我平时在上海办公室上班。", "这两周居家办公，办公室在装修。"]),
    (T, "我每周去几次健身房？", ["我每周去三次健身房。", "膝盖受伤了，这个月先停了健身。"]),
    (T, "家里的猫吃什么？", ["家里的猫吃干粮。", "年糕刚做完手术，这几天只喂湿粮。"]),
    # distinct_lookalike
    (L, "订单表的同步任务多久跑一次？", ["订单表的同步任务每小时跑一次。", "用户表的同步任务每天跑一次。"]),
    (L, "Android包在哪台构建机上打？", ["Android包在3号构建机上打。", "iOS包在5号构建机上打。"]),
    (L, "我姐在深圳做什么？", ["我姐在深圳做会计。", "我弟在深圳做程序员。"]),
    (L, "年糕打了什么疫苗？", ["年糕打了狂犬疫苗。", "汤圆打了猫三联。"]),
    (L, "release/2.1分支什么时候封版？", ["release/2.1分支周五封版。", "release/2.2分支下周三封版。"]),
    (L, "车险一年多少钱？", ["车险每年四千二。", "房屋保险每年八百。"]),
    (L, "周一晚上上什么夜校？", ["周一晚上我上日语夜校。", "周三晚上我上吉他夜校。"]),
    (L, "上周六我们做了什么菜？", ["上周六我们做了红烧肉。", "上周日我们做了酸菜鱼。"]),
    (L, "订单看板在哪个平台上？", ["订单看板在Grafana上。", "成本看板在Superset上。"]),
    (L, "我在合唱团唱什么声部？", ["我在合唱团唱男中音。", "我哥在合唱团唱男高音。"]),
    (L, "上个月AWS账单多少钱？", ["AWS账单上个月一万二。", "阿里云账单上个月一万二。"]),
]

ABOUT = ("issue #12 blind probe set 13 (session 35, blind35): 100 cases, English and Chinese, written before reading the "
         "classifier or any other probe file's cases; topics: a data engineer's and a game developer's week and everyday life "
         "(mortgage, gym, choir, bike, pets, insurance, cooking, trip, flat share, siblings, night class); in-sample for the "
         "engine's authors")


def main() -> None:
    write_blind_file(OUT, ABOUT, [("en", EN), ("zh", ZH)], prefix="blind13", first_id=700000, seed=SPLIT_SEED)


if __name__ == "__main__":
    main()
