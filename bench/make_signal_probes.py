"""Issue #12: IN-SAMPLE probes of a change word that names the slot it changes (session 17, signal17),
hand-written before any rule was fitted to it, by the engineer who tunes on it. English and Chinese about
half each, every case built from one fact (its group):
  - an update whose strong change word brings a value of another KIND than an older value, but one that
    answers the question the change word asks, as the changed older value does ("is on the 4th floor" /
    "moved to a loft 15 minutes from the river", "every Thursday evening" / "postponed by 30 minutes",
    "runs on Slack" / "switched to a server that costs $40 a month", 2,000 files / 50 GB);
  - an update where the two sides' values have different kinds and the change word changes the one slot
    both have;
  - look-alikes that must stay apart: the same change word about ANOTHER slot of the same subject (a count
    and a move, an owner and a new time, a size and a new tool, a price and a new day);
  - a weak change word ("now", 现在) with values of different kinds, both ways: a real update of one slot,
    and another slot of the subject.

Split ONCE, before any tuning, by GROUP (a fact and the cases built from it go to the same half) into a
`tuning` half (rules may be fitted to it) and a `check` half (read only as a figure), seed in the header.

    .venv/bin/python bench/make_signal_probes.py   # writes bench/data/signal_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/signal_probes.jsonl --split tuning
    .venv/bin/python bench/bench_updates.py --data bench/data/signal_probes.jsonl --split check"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from collections import Counter
from pathlib import Path

from probes import pair_rows, write_jsonl

SEED = 20261217
OUT = Path(__file__).resolve().parent / "data" / "signal_probes.jsonl"

S, L = "update_signal", "distinct_lookalike"

# (group, lang, cls, question, older, newer); a group is one fact and the cases built from it
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- 1. a strong change word, a new value of another kind answering the changed value's question
    ("studio", "en", S, "Where is our design studio?", "Our design studio is on the 4th floor.", "Our design studio moved to a loft 15 minutes from the river."),
    ("studio", "en", L, "How many people work in our design studio?", "Our design studio has 12 people.", "Our design studio moved to a loft 15 minutes from the river."),
    ("dentist", "en", S, "Where is my dentist's clinic?", "My dentist's clinic is on Baker Street.", "My dentist's clinic relocated to a mall 20 minutes away."),
    ("dentist", "en", L, "What does my dentist charge for a cleaning?", "My dentist's clinic charges $80 for a cleaning.", "My dentist's clinic relocated to a mall 20 minutes away."),
    ("yoga", "en", S, "When is yoga class?", "Yoga class is every Thursday evening.", "Yoga class was postponed by 30 minutes."),
    ("yoga", "en", L, "How many students are in yoga class?", "Yoga class has 14 students.", "Yoga class was postponed by 30 minutes."),
    ("teamchat", "en", S, "What does our team chat run on?", "Our team chat runs on Slack.", "Our team chat switched to a self-hosted server that costs $40 a month."),
    ("teamchat", "en", L, "How many members does our team chat have?", "Our team chat has 60 members.", "Our team chat switched to a self-hosted server that costs $40 a month."),
    ("errors", "en", S, "What does our error tracking use?", "Our error tracking uses Sentry.", "Our error tracking was migrated to a service with 30 days of retention."),
    ("errors", "en", L, "When does error tracking send alerts?", "Our error tracking sends a digest at 9 am.", "Our error tracking was migrated to a service with 30 days of retention."),
    ("quota", "en", S, "What is the storage quota per user?", "The storage quota per user is 2,000 files.", "The storage quota per user was raised to 50 GB."),
    ("quota", "en", L, "When does the storage quota reset?", "The storage quota resets every Sunday.", "The storage quota per user was raised to 50 GB."),
    ("docs", "en", S, "What are our docs built with?", "Our docs are built with Sphinx.", "Our docs were migrated to a static site that rebuilds every 10 minutes."),
    ("docs", "en", L, "How many visits do our docs get?", "Our docs get 2,000 visits a day.", "Our docs were migrated to a static site that rebuilds every 10 minutes."),
    ("physio", "en", S, "When are my physio sessions?", "My physio sessions are on Wednesday mornings.", "My physio sessions were moved to 20 minutes earlier."),
    ("physio", "en", L, "What do my physio sessions cost?", "My physio sessions cost 70 dollars.", "My physio sessions were moved to 20 minutes earlier."),
    ("lunch", "en", S, "Where is team lunch?", "Team lunch is at the Thai place on Elm Street.", "Team lunch moved to a cafe 5 minutes from the office."),
    ("lunch", "en", L, "How many people come to team lunch?", "Team lunch is for 14 people.", "Team lunch moved to a cafe 5 minutes from the office."),
    ("washer", "en", S, "Where is the washing machine?", "The washing machine is in the basement.", "The washing machine was moved to a closet 2 meters from the kitchen."),
    ("washer", "en", L, "How long does the washing machine run?", "The washing machine runs 90 minutes per load.", "The washing machine was moved to a closet 2 meters from the kitchen."),
    ("thermostat", "en", S, "Where is the smart thermostat?", "The smart thermostat is in the hallway.", "The smart thermostat was relocated to the living room, 3 meters from the window."),
    ("thermostat", "en", L, "How many sensors does the smart thermostat have?", "The smart thermostat has 4 sensors.", "The smart thermostat was relocated to the living room, 3 meters from the window."),
    ("terminal", "en", S, "Where does our flight to Lisbon leave from?", "Our flight to Lisbon leaves from Terminal 2.", "Our flight to Lisbon moved to Terminal 1, a 15 minutes walk away."),
    ("terminal", "en", L, "How long is our flight to Lisbon?", "Our flight to Lisbon takes 3 hours.", "Our flight to Lisbon was moved to 6:40 pm."),
    ("band", "en", S, "Where does my brother's band rehearse?", "My brother's band rehearses in a garage in Leeds.", "My brother's band moved its rehearsals to a studio 2 hours away."),
    ("band", "en", L, "How many members does my brother's band have?", "My brother's band has 5 members.", "My brother's band moved its rehearsals to a studio 2 hours away."),
    ("cleaner", "en", S, "When does the cleaner come?", "The cleaner comes on Fridays.", "The cleaner's visits were rescheduled to every other week."),
    ("cleaner", "en", L, "What does the cleaner charge?", "The cleaner charges 25 dollars an hour.", "The cleaner's visits were rescheduled to every other week."),
    ("budget", "en", S, "What is our grocery budget?", "Our grocery budget is 600 dollars a month.", "Our grocery budget was lowered to 500 euros."),
    ("screentime", "en", S, "What is my screen time limit?", "My screen time limit is 3 hours a day.", "My screen time limit was cut to 90 minutes."),
    ("screentime", "en", L, "When does my screen time report arrive?", "My screen time report arrives on Sundays.", "My screen time limit was cut to 90 minutes."),
    # -- 2. values of different kinds on both sides, the change word changes the one slot both have
    ("office", "en", S, "Where is our office?", "Our office is on the 3rd floor and has 40 desks.", "Our office moved to Shenzhen, 2 hours by train from here."),
    ("office", "en", L, "How many desks does our office have?", "Our office has 40 desks.", "Our office moved to Shenzhen, 2 hours by train from here."),
    ("standup", "en", S, "When is standup?", "Standup is at 9:30 with 8 people.", "Standup was rescheduled to 10:15."),
    ("standup", "en", L, "How many people come to standup?", "Standup has 8 people.", "Standup was rescheduled to 10:15."),
    ("repo", "en", S, "Where is our repo hosted?", "Our repo is 3 GB and hosted on GitHub.", "Our repo moved to GitLab last month."),
    ("repo", "en", L, "How big is our repo?", "Our repo is 3 GB.", "Our repo moved to GitLab last month."),
    ("laptop", "en", S, "What laptop do I use for work?", "For work I use a ThinkPad with 16 GB of memory.", "For work I switched to a MacBook Air that cost 1,200 dollars."),
    ("laptop", "en", L, "How much memory does my work laptop have?", "My work laptop has 16 GB of memory.", "My work laptop bag was replaced with one that cost 60 dollars."),
    # -- 3. a change word about another slot of the same subject
    ("pottery", "en", L, "How many students are in the pottery class?", "The pottery class has 8 students.", "The pottery class was rescheduled to Tuesday evenings."),
    ("pottery", "en", S, "When is the pottery class?", "The pottery class is on Monday evenings.", "The pottery class was rescheduled to Tuesday evenings."),
    ("checklist", "en", L, "Who owns the release checklist?", "The release checklist is owned by Dana.", "The release checklist review was moved to Thursdays at 4 pm."),
    ("backup", "en", L, "When does the nightly backup run?", "The nightly backup runs at 2 am.", "The nightly backup switched to PostgreSQL dumps."),
    ("backup", "en", S, "What does the nightly backup use?", "The nightly backup uses MySQL dumps.", "The nightly backup switched to PostgreSQL dumps."),
    ("bookclub", "en", L, "How many members does the book club have?", "The book club has 11 members.", "The book club moved to the library on Fifth Avenue."),
    ("photos", "en", L, "How big is our photo library?", "Our photo library is 80 GB.", "Our photo library moved to Google Cloud."),
    ("apiserver", "en", L, "How many endpoints does the API have?", "The API has 40 endpoints.", "The API was migrated to a cluster with 64 GB of memory."),
    ("offsite", "en", L, "How many people go to the team offsite?", "The team offsite is for 30 people.", "The team offsite was postponed to 9 am on Friday."),
    ("coworking", "en", L, "What does the coworking desk cost?", "The coworking desk costs $200 a month.", "The coworking desk moved to a quieter room at 8 am."),
    # -- 4. a weak change word with values of different kinds, both ways
    ("gym", "en", S, "How often do I go to the gym?", "I go to the gym on Mondays.", "I now hit the gym 3 times a week."),
    ("gym", "en", L, "What does my gym membership cost?", "My gym membership costs $45 a month.", "I now go to the gym on Tuesdays."),
    ("printer", "en", S, "Where is the shared printer?", "The shared printer sits on the 2nd floor.", "The shared printer now sits by the kitchen."),
    ("printer", "en", L, "How fast is the shared printer?", "The shared printer prints 30 pages a minute.", "The shared printer now sits by the kitchen, 2 minutes from my desk."),
    ("newsletter", "en", S, "When does our newsletter go out?", "Our newsletter goes out every Tuesday.", "Our newsletter now goes out on Fridays."),
    ("newsletter", "en", L, "How many readers does our newsletter have?", "Our newsletter has 3,000 readers.", "Our newsletter now goes out on Fridays."),
    ("pill", "en", S, "When does Dad take his blood pressure pill?", "Dad takes his blood pressure pill at 8 am.", "Dad now takes his blood pressure pill at 9 pm."),
    ("pill", "en", L, "What does Dad's blood pressure pill cost?", "Dad's blood pressure pill costs 20 dollars a box.", "Dad now takes his blood pressure pill at 9 pm."),
    ("internet", "en", L, "What is our home internet bill?", "Our home internet bill is $60.", "Our home internet now cuts out every evening at 8 pm."),
    ("walker", "en", S, "When does the dog walker come?", "The dog walker comes at 8 am.", "The dog walker now comes every afternoon at 3 pm."),
    ("walker", "en", L, "How many dogs does the dog walker take?", "The dog walker takes 6 dogs at once.", "The dog walker now comes every afternoon at 3 pm."),
    # -- 1. (zh) a strong change word, a new value of another kind answering the changed value's question
    ("gongzuoshi", "zh", S, "我们工作室在哪？", "我们工作室在五楼。", "我们工作室搬到了离地铁站十分钟的新园区。"),
    ("gongzuoshi", "zh", L, "我们工作室有多少人？", "我们工作室有十二个人。", "我们工作室搬到了离地铁站十分钟的新园区。"),
    ("yake", "zh", S, "牙科诊所在哪？", "牙科诊所在人民路上。", "牙科诊所迁到了一个开车二十分钟的商场里。"),
    ("yake", "zh", L, "牙科诊所洗牙多少钱？", "牙科诊所洗牙收两百元。", "牙科诊所迁到了一个开车二十分钟的商场里。"),
    ("hechang", "zh", S, "合唱排练什么时候？", "合唱排练在每周三晚上。", "合唱排练往后推了四十分钟。"),
    ("hechang", "zh", L, "合唱排练有多少人？", "合唱排练有三十个人参加。", "合唱排练往后推了四十分钟。"),
    ("goutong", "zh", S, "我们团队用什么沟通？", "我们团队平时用飞书沟通。", "我们团队的沟通换成了每人每月三十元的企业版软件。"),
    ("goutong", "zh", L, "我们团队的群有多少人？", "我们团队的群有六十个人。", "我们团队的沟通换成了每人每月三十元的企业版软件。"),
    ("wangpan", "zh", S, "网盘每人限额多少？", "网盘每人限额是两千个文件。", "网盘每人限额提高到了50GB。"),
    ("wangpan", "zh", L, "网盘什么时候清理？", "网盘每周日凌晨清理一次。", "网盘每人限额提高到了50GB。"),
    ("gangqin", "zh", S, "孩子的钢琴课什么时候上？", "孩子的钢琴课在每周六上午。", "孩子的钢琴课改到了每两周一次。"),
    ("gangqin", "zh", L, "孩子的钢琴课多少钱一节？", "孩子的钢琴课一节三百元。", "孩子的钢琴课改到了每两周一次。"),
    ("shuzhuo", "zh", S, "我的书桌放在哪？", "我的书桌在卧室窗边。", "我的书桌搬到了阳台，下午三点以后很晒。"),
    ("shuzhuo", "zh", L, "我的书桌多少钱买的？", "我的书桌花了八百元。", "我的书桌搬到了阳台，下午三点以后很晒。"),
    ("nianhui", "zh", S, "公司年会在哪办？", "公司年会在市中心的酒店办。", "公司年会迁到了郊区一个开车一小时的度假村。"),
    ("nianhui", "zh", L, "公司年会有多少人参加？", "公司年会有两百个人参加。", "公司年会迁到了郊区一个开车一小时的度假村。"),
    ("jiazhanghui", "zh", S, "家长会什么时候开？", "家长会定在周五下午。", "家长会往后推了四十分钟。"),
    ("jiazhanghui", "zh", L, "家长会有多少家长参加？", "家长会有三十位家长参加。", "家长会往后推了四十分钟。"),
    ("daima", "zh", S, "我们的代码托管在哪？", "我们的代码放在GitHub上托管。", "我们的代码迁移到了自建服务器，每晚两点自动备份。"),
    ("daima", "zh", L, "我们的代码仓库有多少人提交？", "我们的代码仓库有三十个人提交。", "我们的代码迁移到了自建服务器，每晚两点自动备份。"),
    ("hangzhanlou", "zh", S, "我们的航班在哪登机？", "我们的航班在二号航站楼登机。", "我们的航班改到了一号航站楼，走路十分钟。"),
    ("hangzhanlou", "zh", L, "我们的航班飞多久？", "我们的航班要飞三个小时。", "我们的航班改到了晚上八点。"),
    ("shujia", "zh", S, "客厅的书架在哪？", "客厅的书架在沙发旁边。", "客厅的书架挪到了窗户对面，离门两米。"),
    ("shujia", "zh", L, "客厅的书架放了多少本书？", "客厅的书架放了三百本书。", "客厅的书架挪到了窗户对面，离门两米。"),
    # -- 2. (zh) values of different kinds on both sides, the change word changes the one slot both have
    ("zubie", "zh", S, "我们组在哪办公？", "我们组有十个人，在三楼办公。", "我们组搬到了五楼，离电梯走路一分钟。"),
    ("zubie", "zh", L, "我们组有多少人？", "我们组有十个人。", "我们组搬到了五楼，离电梯走路一分钟。"),
    ("zhanhui", "zh", S, "站会几点开？", "站会每天九点半开，八个人参加。", "站会改到了十点一刻。"),
    ("zhanhui", "zh", L, "站会有几个人参加？", "站会有八个人参加。", "站会改到了十点一刻。"),
    ("shouji", "zh", S, "我用什么手机？", "我用的是一部三千元的小米手机。", "我的手机换成了华为。"),
    ("shouji", "zh", L, "我的手机套餐多少钱？", "我的手机套餐每月五十元。", "我的手机壳换成了一个二十元的新壳。"),
    ("fuwuqi", "zh", S, "服务器内存多大？", "服务器内存是十六GB，每天凌晨三点重启。", "服务器内存升级到了三十二GB。"),
    ("fuwuqi", "zh", L, "服务器什么时候重启？", "服务器每天凌晨三点重启。", "服务器内存升级到了三十二GB。"),
    # -- 3. (zh) a change word about another slot of the same subject
    ("tuandui", "zh", L, "我们团队有多少人？", "我们团队有八个人。", "我们团队搬到了离家二十分钟的新楼。"),
    ("nianhui2", "zh", L, "年会由谁负责？", "年会由行政部负责。", "年会推迟到了下个月十五号晚上七点。"),
    ("zhaopian", "zh", L, "我的照片库有多大？", "我的照片库有八十GB。", "我的照片库换到了阿里云。"),
    ("taoyi", "zh", L, "陶艺课有几个学生？", "陶艺课有八个学生。", "陶艺课改到了每周二晚上。"),
    ("taoyi", "zh", S, "陶艺课什么时候上？", "陶艺课在每周一晚上。", "陶艺课改到了每周二晚上。"),
    ("zhouhui", "zh", L, "周会在哪开？", "周会在三楼会议室开。", "周会改到周四下午了。"),
    ("youyong", "zh", L, "游泳课什么时候上？", "游泳课每周日上午上。", "游泳课涨到了一节两百元。"),
    ("lingqian", "zh", L, "孩子的零花钱什么时候发？", "孩子的零花钱每周日发。", "孩子的零花钱涨到了十五元。"),
    ("lingqian", "zh", S, "孩子的零花钱多少？", "孩子的零花钱每周十元。", "孩子的零花钱涨到了十五元。"),
    ("wuye", "zh", L, "物业费多少？", "物业费每月三百元。", "物业收垃圾的时间提前到了早上七点。"),
    # -- 4. (zh) a weak change word with values of different kinds, both ways
    ("jianshen", "zh", S, "我多久去一次健身房？", "我每周一去健身房。", "我现在每周二和周五去健身房。"),
    ("jianshen", "zh", L, "我的健身卡多少钱？", "我的健身卡每月三百元。", "我现在每周二去健身房。"),
    ("dayinji", "zh", S, "打印机在哪？", "打印机在二楼。", "打印机现在在茶水间旁边。"),
    ("dayinji", "zh", L, "这台打印机多少钱买的？", "这台打印机花了两千元。", "打印机现在放在离我工位两分钟的地方。"),
    ("jiangya", "zh", S, "妈妈什么时候吃降压药？", "妈妈每天晚上九点吃降压药。", "妈妈现在每天早上七点吃降压药。"),
    ("jiangya", "zh", L, "妈妈的降压药多少钱？", "妈妈的降压药一盒八十元。", "妈妈现在每天早上七点吃降压药。"),
    ("kuandai", "zh", S, "我们家宽带多少钱？", "我们家宽带每月一百元。", "我们家宽带现在每年一千元。"),
    ("kuandai", "zh", L, "我们家宽带有几个人用？", "我们家宽带有三个人用。", "我们家宽带现在每月一百二十元。"),
    ("kuaidi", "zh", L, "快递柜有多少个格子？", "小区快递柜有六十个格子。", "小区快递柜现在每天晚上十点关门。"),
]


def main() -> None:
    rows = pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SEED, "signal", 120000)
    controls = sum(1 for row in rows if row["cls"] == L)
    header = {"about": "issue #12 IN-SAMPLE probes (bench/make_signal_probes.py, session 17, signal17): hand-written "
                       "before any rule was fitted to it, by the engineer who tunes on it, for a change word that "
                       "names the slot it changes: an update whose strong change word brings a value of another "
                       "kind answering the changed value's question (a place, a time, a tool, an amount in other "
                       "units); values of different kinds with the one shared slot changed; look-alikes where the "
                       "change word is about another slot of the same subject (count/place, owner/time, size/tool); "
                       f"a weak change word (now, 现在) with values of different kinds, both ways; {controls} of "
                       f"{len(rows)} cases are controls that must stay two entries and unlinked; split once before "
                       "tuning, by group (a fact and the cases built from it), into `tuning` (rules fitted to it) "
                       "and `check` (figures only)",
              "split_seed": SEED, "split_unit": "group", "cases": len(rows), "controls": controls}
    write_jsonl(OUT, header, rows)
    print(f"wrote {OUT}: {len(rows)} cases, {controls} controls")
    print(Counter((row["cls"], row["lang"], row["split"]) for row in rows))


if __name__ == "__main__":
    main()
