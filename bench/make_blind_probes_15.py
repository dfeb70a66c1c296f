"""Build the fifteenth blind probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_blind_probes_15.py   # writes bench/data/blind_probes_15.jsonl

Written by session 37 (blind37) BEFORE reading the classifier or docs/CORRECTNESS.md or any other probe file's
cases: only issue #12 (the classes), bench/probes.py (write_blind_file) and the header of
bench/make_blind_probes_14.py (lines 1-40: the format) were read, plus (a slip, declared in the audit) the audit of
set 14, bench/data/blind_probes_14_audit.md, read before these cases were written. The cases are one person's own
wording, to estimate how the engine does on phrasing no rule was fitted to. Topics: a data engineer and a game
developer's week (warehouse jobs, dbt models, Airflow DAG schedules, a GPU box, build times, a game engine version,
playtests, a Steam release date, a laptop, a keyboard, cloud costs) and everyday life (a marathon plan, a piano
teacher, a rented flat, a cat's vet, a gym, a book club, a mortgage, a parent's medicine, a train commute, a mobile
plan, a holiday booking).
- restatement: the same fact said again later in fresh words: reordered, a synonym (quid / pounds, MBP / MacBook
  Pro, 月供 / 房贷, 芝马 / 芝加哥马拉松, 老爸 / 我爸), a subject dropped or added, a note form ("Office GPU machine: 2x
  4090, 128GB RAM."), a colloquial form, a longer sentence, an aside, a value in another form (02:00 / 2am, $18k /
  18,000 dollars, 6:15 / quarter past six, 1.8万 / 一万八, 七点五十二 / 7:52), Chinese with English words mixed in;
  a few carry a word that often marks a change used as a plain adverb (现在, 已经, right now);
- update_signal / update_nosignal: a changed value with or without a change word (some with a time of change:
  "as of Tuesday", 从七月起, "since the shader cache fix");
- distinct_lookalike: one detail differs and both stay true (another DAG, dbt model, playtest group, machine,
  person's laptop or medicine, month's bill, race, holiday, phone line, book, cat);
- temporary: a short-lived state beside a lasting one (the question asks for the lasting one);
- reversal: A, then B, then A again (the question asks for the current value, A).

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (each case is its own group):
"tuning" is tuned on, "check" is only counted. Both halves are IN-SAMPLE for the engine's authors (written
by a session of the project): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import write_blind_file

SPLIT_SEED = 20263701
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_15.jsonl"

R, S, N, L, T, V = "restatement", "update_signal", "update_nosignal", "distinct_lookalike", "temporary", "reversal"

ABOUT = ("issue #12 blind probe set 15 (session 37): a data engineer and a game developer's week, and everyday "
         "life (a marathon, a piano teacher, a rented flat, a cat's vet, a gym, a book club, a mortgage, a parent's "
         "medicine, a train commute, a mobile plan, a holiday); 50 en + 50 zh, written before reading the classifier; "
         "in-sample for the engine's authors")

EN: list[tuple[str, str, list[str]]] = [
    # restatement (19)
    (R, "When does the nightly warehouse load start?",
     ["Our nightly warehouse load kicks off at 02:00 UTC.", "The nightly load into the warehouse starts at 2am UTC."]),
    (R, "How many models are in the dbt project?",
     ["Our dbt repo has 214 models in it.", "214 models in the dbt project right now, fyi."]),
    (R, "When is the orders_daily DAG scheduled?",
     ["The orders_daily DAG runs every day at 6:15 in the morning.", "orders_daily is scheduled daily at quarter past six am (cron 15 6 * * *)."]),
    (R, "What's in the office GPU box?",
     ["The GPU box in the office has two RTX 4090s and 128 GB of RAM.", "Office GPU machine: 2x 4090, 128GB RAM."]),
    (R, "How long does a clean build of the game take?",
     ["A clean build of the game takes about 41 minutes on my machine.", "Full rebuild on my workstation is roughly forty-one mins, ugh."]),
    (R, "Which engine version is the game on?",
     ["We're shipping the game on Unity 2022.3 LTS.", "The game is built with Unity 2022.3, the long-term support release."]),
    (R, "When is the Steam release?",
     ["Our Steam release date is March 14, 2027.", "We launch on Steam 14 March 2027, mark your calendars."]),
    (R, "What laptop do I work on?",
     ["My work laptop is a 14-inch MacBook Pro with an M3 Pro chip.", "I code on an M3 Pro MBP, the 14 inch one."]),
    (R, "What keyboard do I use?",
     ["I type on a Keychron Q1 with brown switches.", "My keyboard's a Keychron Q1 (browns, if you care)."]),
    (R, "How much is the AWS bill?",
     ["Our AWS bill runs about $18k a month.", "We spend roughly 18,000 dollars monthly on AWS."]),
    (R, "Which marathon am I running and when?",
     ["I'm running the Chicago Marathon on October 11.", "Race day for me is Oct 11 in Chicago, the full marathon."]),
    (R, "When are my piano lessons and with whom?",
     ["My piano teacher is Mrs. Alvarez and lessons are Thursdays at 5.", "Piano with Mrs Alvarez, every Thursday at 5pm."]),
    (R, "How much is the rent on the flat?",
     ["Rent on the flat is £1,450 a month.", "I pay 1450 quid a month for the flat."]),
    (R, "Who is Miso's vet?",
     ["Miso's vet is Dr. Okafor at Riverside Animal Clinic.", "We take Miso to Riverside Animal Clinic, where Dr Okafor sees her."]),
    (R, "Which days do I go to the gym?",
     ["I go to the gym on Monday, Wednesday and Friday before work.", "Gym days are Mon/Wed/Fri, early, before I log on."]),
    (R, "When does the book club meet?",
     ["The book club meets on the first Tuesday of every month.", "Book club: first Tuesday of each month, as always."]),
    (R, "What's our mortgage rate?",
     ["Our mortgage rate is fixed at 4.2% until 2029.", "We locked the mortgage at 4.2 percent until 2029."]),
    (R, "What medicine does Mom take?",
     ["Mom takes 5 mg of amlodipine every morning.", "My mother is on amlodipine, 5mg, once a day in the morning."]),
    (R, "Which train do I take to work?",
     ["My train to the office is the 7:52 from Hillside.", "I catch the 07:52 out of Hillside to get to work."]),
    # update_signal (7)
    (S, "When does orders_daily run?",
     ["The orders_daily DAG runs at 06:15 UTC.", "Moved orders_daily to 05:30 UTC so the dashboards are fresh by seven."]),
    (S, "Which Unreal Engine version is the project on?",
     ["The project is on Unreal Engine 5.2.", "We upgraded the project to UE 5.4 last Friday."]),
    (S, "Who is my mobile carrier?",
     ["My phone plan is Mint Mobile, 20GB for $35.", "Switched my phone plan from Mint to Visible, $25 unlimited."]),
    (S, "Which gym am I a member of?",
     ["I'm a member at Planet Fitness on 5th Street.", "Cancelled Planet Fitness and joined the climbing gym on Hyde Ave instead."]),
    (S, "When is the Steam release?",
     ["Steam release is set for March 14.", "Steam release got pushed back to April 25."]),
    (S, "What size is the Snowflake warehouse?",
     ["The transform jobs run on a Medium Snowflake warehouse.", "We bumped the transform warehouse from Medium up to Large in Snowflake."]),
    (S, "Who is my piano teacher?",
     ["My piano teacher is Mrs. Alvarez.", "I don't see Mrs. Alvarez anymore; my new piano teacher is Ben Cho."]),
    # update_nosignal (6)
    (N, "How much RAM does the GPU box have?",
     ["Our GPU box has 64 GB of RAM.", "GPU box: 128 GB RAM as of Tuesday."]),
    (N, "How long does a clean build take?",
     ["A clean build takes 41 minutes.", "Clean builds take 23 minutes since the shader cache fix."]),
    (N, "How much is the rent on the flat?",
     ["Rent on the flat is £1,450 a month.", "The flat's rent is £1,520 a month from July."]),
    (N, "What's my goal time for Chicago?",
     ["My goal for the Chicago Marathon is sub 3:45.", "Aiming for 3:30 at the Chicago Marathon."]),
    (N, "Where does the book club meet?",
     ["Book club meets at Lena's place.", "Book club meets at the library on Elm Street."]),
    (N, "How much amlodipine does Mom take?",
     ["Mom takes 5 mg of amlodipine in the morning.", "Mom's amlodipine dose is 10 mg, the doctor said on Monday."]),
    # reversal (3)
    (V, "What runs the nightly load?",
     ["The nightly load runs on Airflow.", "We moved the nightly load to Dagster.", "Dagster didn't work out; the nightly load is back on Airflow."]),
    (V, "How do I get to work?",
     ["I drive to work.", "I switched to taking the train to work.", "Back to driving to work, the train got too unreliable."]),
    (V, "Which day are playtests?",
     ["Playtests are on Thursdays.", "Playtests moved to Fridays.", "Playtests are on Thursdays again."]),
    # temporary (4)
    (T, "What's my work laptop?",
     ["I work on a MacBook Pro.", "Using my partner's old ThinkPad this week while the MacBook is in for repair."]),
    (T, "Who is Miso's vet?",
     ["Miso's vet is Dr. Okafor.", "Dr. Okafor is on leave, so Miso is seeing Dr. Lin for the next two weeks."]),
    (T, "Where do I live?",
     ["I live in a flat on Carver Road.", "Staying at my sister's until the boiler in my flat is fixed."]),
    (T, "How many miles a week do I usually run?",
     ["I run about 40 miles a week.", "Taper week, only 20 miles this week."]),
    # distinct_lookalike (11)
    (L, "When does orders_daily run?",
     ["The orders_daily DAG runs at 06:15 UTC.", "The payments_daily DAG runs at 06:45 UTC."]),
    (L, "How is fct_orders materialized?",
     ["The dbt model fct_orders is incremental.", "The dbt model dim_customers is a full table rebuild."]),
    (L, "When is the Discord playtest?",
     ["Playtest with the Discord group is on Saturday.", "Playtest with the studio staff is on Wednesday."]),
    (L, "What GPUs are in the GPU box?",
     ["The GPU box has two 4090s.", "The render box has two A6000s."]),
    (L, "What is my laptop?",
     ["My laptop is a MacBook Pro.", "My wife's laptop is a MacBook Air."]),
    (L, "When are my piano lessons?",
     ["I take piano lessons on Thursdays.", "My daughter takes piano lessons on Saturdays."]),
    (L, "What was the AWS bill in September?",
     ["Our AWS bill was $18k in September.", "Our AWS bill was $21k in October."]),
    (L, "What was my Berlin half marathon time?",
     ["I ran the Berlin half marathon in 1:52.", "I ran the Valencia half marathon in 1:48."]),
    (L, "What does Mom take in the morning?",
     ["Mom takes amlodipine in the morning.", "Dad takes metformin in the morning."]),
    (L, "When is the Lisbon flat booked?",
     ["Our holiday flat in Lisbon is booked for July 3-10.", "Our hotel in Porto is booked for July 10-13."]),
    (L, "What is the book club reading in November?",
     ["Book club picked Piranesi for November.", "Book club picked Klara and the Sun for December."]),
]

ZH: list[tuple[str, str, list[str]]] = [
    # restatement (18)
    (R, "数仓全量同步几点跑？",
     ["每天凌晨两点跑数仓的全量同步任务。", "数仓全量同步是每天2:00 AM跑的。"]),
    (R, "dbt 项目有多少个模型？",
     ["我们的 dbt 项目现在有两百一十四个模型。", "dbt 里一共214个model。"]),
    (R, "订单日报的 DAG 几点跑？",
     ["订单日报的 DAG 每天早上六点一刻跑。", "orders_daily 这个 DAG 定时是每天6:15。"]),
    (R, "办公室的 GPU 机器是什么配置？",
     ["办公室那台 GPU 机器是两张 4090，内存 128G。", "公司GPU服务器：双4090，128GB内存。"]),
    (R, "游戏完整编译一次要多久？",
     ["游戏完整编译一次要四十分钟左右。", "clean build 一遍大概40分钟。"]),
    (R, "项目用的什么引擎版本？",
     ["我们项目用的是 Unity 2022.3 LTS。", "项目引擎是 Unity 2022.3，长期支持版。"]),
    (R, "Steam 上线日期是哪天？",
     ["Steam 上线日期定在2027年3月14号。", "我们2027年3月14日上 Steam。"]),
    (R, "我的笔记本是什么？",
     ["我的笔记本是 14 寸的 MacBook Pro，M3 Pro 芯片。", "平时用一台14英寸、M3 Pro 的 MBP 写代码。"]),
    (R, "云服务每个月花多少钱？",
     ["我们 AWS 每个月大概花一万八美元。", "每月 AWS 账单1.8万刀左右。"]),
    (R, "我报了哪场马拉松？",
     ["我报了十月十一号的芝加哥马拉松。", "芝马是10月11日，我已经报上名了。"]),
    (R, "钢琴课什么时候上？",
     ["钢琴老师姓陈，每周四下午五点上课。", "每周四17:00上钢琴课，陈老师教。"]),
    (R, "房租多少钱？",
     ["我租的房子月租四千五。", "房租一个月4500块。"]),
    (R, "猫去哪家宠物医院？",
     ["我家猫咪看病都去仁爱宠物医院。", "猫猫的兽医在仁爱宠物医院。"]),
    (R, "我在哪家健身房？",
     ["我办的健身卡是乐刻的，年卡。", "在乐刻健身办了张年卡。"]),
    (R, "读书会什么时候聚？",
     ["读书会每月第一个周二晚上聚。", "每个月的第一个星期二晚上是读书会。"]),
    (R, "房贷每个月还多少？",
     ["房贷每个月还八千二。", "月供8200。"]),
    (R, "我爸吃什么降压药？",
     ["我爸每天早上吃一片氨氯地平，5毫克。", "老爸的降压药是氨氯地平5mg，一天一次，早上吃。"]),
    (R, "我每天坐哪班高铁上班？",
     ["每天坐7:52的高铁去苏州上班。", "通勤：早上七点五十二那班高铁，去苏州。"]),
    # update_signal (7)
    (S, "订单日报 DAG 几点跑？",
     ["订单日报 DAG 每天早上六点一刻跑。", "订单日报的调度改成五点半了。"]),
    (S, "我的手机套餐是哪家的？",
     ["我的手机套餐是移动的 58 元套餐。", "我把手机套餐换成了联通 39 元的。"]),
    (S, "项目用的虚幻引擎哪个版本？",
     ["项目引擎是 UE 5.2。", "上周五项目引擎已经升到 5.4 了。"]),
    (S, "我在哪练健身？",
     ["我在乐刻健身练。", "乐刻不去了，现在在超级猩猩上团课。"]),
    (S, "游戏什么时候发售？",
     ["游戏 Steam 发售日定在3月14号。", "Steam 发售日推迟到4月25号了。"]),
    (S, "猫去哪家医院看病？",
     ["猫的兽医是仁爱宠物医院的王医生。", "我们不再去仁爱了，猫现在去瑞派看病。"]),
    (S, "读书会哪天晚上？",
     ["读书会在周二晚上。", "读书会从周二挪到周四晚上了。"]),
    # update_nosignal (7)
    (N, "房租一个月多少？",
     ["房租一个月四千五。", "房东说从七月起房租一个月四千八。"]),
    (N, "GPU 机器内存多大？",
     ["GPU 机器的内存是64G。", "GPU 机器内存128G，周二加的条。"]),
    (N, "全量编译要多久？",
     ["全量编译要四十分钟。", "全量编译二十三分钟（上了 shader 缓存之后）。"]),
    (N, "马拉松目标成绩是多少？",
     ["这次马拉松目标是跑进四小时。", "这次马拉松目标：3小时45分。"]),
    (N, "我爸的氨氯地平吃多少？",
     ["我爸的氨氯地平每天5毫克。", "我爸的氨氯地平每天10毫克，上周医生调的。"]),
    (N, "云成本每月预算多少？",
     ["云成本每月预算两万美元。", "云成本每月预算一万五美元。"]),
    (N, "我坐哪班高铁通勤？",
     ["我通勤坐7:52的高铁。", "通勤坐8:10那班高铁。"]),
    # reversal (3)
    (V, "我用什么键盘？",
     ["我用的键盘是 HHKB。", "键盘换成了 Keychron K3。", "K3 手感不行，又换回 HHKB 了。"]),
    (V, "数仓用的是哪个？",
     ["数仓用的是 Snowflake。", "数仓迁到 BigQuery 了。", "BigQuery 成本太高，数仓又迁回 Snowflake 了。"]),
    (V, "假期订的哪里的酒店？",
     ["国庆假期订的是三亚的酒店。", "国庆假期改订厦门的酒店了。", "兜兜转转，国庆还是订了三亚的酒店。"]),
    # temporary (4)
    (T, "我住在哪里？",
     ["我住在朝阳区的出租屋。", "这周暂住在朋友家，出租屋在除甲醛。"]),
    (T, "我怎么通勤？",
     ["我每天坐高铁去苏州上班。", "这两周高铁那段在检修，临时开车去苏州。"]),
    (T, "我在哪个健身房练？",
     ["我在乐刻健身练。", "出差这周在酒店健身房凑合练一下。"]),
    (T, "钢琴课什么时候上？",
     ["钢琴课每周四下午五点。", "陈老师这周出差，本周的课挪到周六上午。"]),
    # distinct_lookalike (11)
    (L, "orders_daily 几点跑？",
     ["orders_daily 每天六点跑。", "payments_daily 每天六点半跑。"]),
    (L, "PC 版什么时候上 Steam？",
     ["游戏 PC 版定在3月14号上 Steam。", "游戏主机版定在5月上 PS5。"]),
    (L, "周六的试玩给谁？",
     ["周六的试玩是给 Discord 玩家的。", "周三的试玩是给公司同事的。"]),
    (L, "我妈吃什么药？",
     ["我妈吃的是氨氯地平。", "我爸吃的是二甲双胍。"]),
    (L, "我报了哪个马拉松？",
     ["我报了上海马拉松。", "我老婆报了上海半程马拉松。"]),
    (L, "橘子在哪看病？",
     ["大猫橘子在仁爱看病。", "小猫年糕在瑞派看病。"]),
    (L, "我租的房子月租多少？",
     ["我租的房子月租4500。", "我弟租的房子月租3200。"]),
    (L, "这个月云账单多少？",
     ["这个月云账单一万八。", "上个月云账单两万一。"]),
    (L, "我的私人手机号是哪家的？",
     ["我的私人手机号是移动的。", "我的工作手机号是联通的。"]),
    (L, "读书会十一月读什么？",
     ["读书会十一月读《三体》。", "读书会十二月读《活着》。"]),
    (L, "十一假期订了哪里？",
     ["十一假期订了三亚的酒店。", "春节假期订了哈尔滨的酒店。"]),
]


def main() -> None:
    write_blind_file(OUT, ABOUT, [("en", EN), ("zh", ZH)], prefix="blind15", first_id=730000, seed=SPLIT_SEED)


if __name__ == "__main__":
    main()
