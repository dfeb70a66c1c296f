"""Issue #12: IN-SAMPLE probes of five gaps left in plain-words updates (session 16, zhmiss), hand-written
before any rule was fitted to it, by the engineer who tunes on it. Each gap with both sides, English and
Chinese about half each, every case built from one fact (its group):
  - a place, room, part or device named as the owner of a thing without a possessive ("书房台灯" /
    "客厅台灯", "the bedroom heater" / "the office heater"): two things, not one slot; and the same
    owner with a change word, an update;
  - an event's time changed with a change word and the new time only ("Book club moved to 8 pm.",
    "周会改到下午两点了。"); and another event with the same change word, two facts;
  - a new employer said with 去/跳槽到/到 or "joined"/"went to" (only a weak change word); and another
    holder ("我同学已经跳槽到…", "My brother has joined …"), two facts;
  - the same value said again with "still" / 仍然 / 还是 / 依然 / 依旧: a restatement; and "still" said of
    another holder, two facts;
  - another slot of one subject, told apart by the kind of its value (a count of people / a weekday, a
    platform / a duration), and two places of one kind ("在成都有一家门店" / "在重庆有一家门店"): two
    facts; and the same slot with a new value, an update.

Split ONCE, before any tuning, by GROUP (a fact and the cases built from it go to the same half) into a
`tuning` half (rules may be fitted to it) and a `check` half (read only as a figure), seed in the header.

    .venv/bin/python bench/make_plain_probes.py   # writes bench/data/plain_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/plain_probes.jsonl --split tuning
    .venv/bin/python bench/bench_updates.py --data bench/data/plain_probes.jsonl --split check"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from collections import Counter
from pathlib import Path

from probes import pair_rows, write_jsonl

SEED = 20261216
OUT = Path(__file__).resolve().parent / "data" / "plain_probes.jsonl"

R, S = "restatement", "update_signal"
L, E = "distinct_lookalike", "distinct_event"

# (group, lang, cls, question, older, newer); a group is one fact and the cases built from it
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- 1. a place, room, part or device as the owner of the thing, no possessive
    ("heater", "en", L, "What is the office heater set to?", "The bedroom heater is set to 20 degrees.", "The office heater is now set to 23 degrees."),
    ("heater", "en", S, "What is the bedroom heater set to?", "The bedroom heater is set to 20 degrees.", "The bedroom heater is now set to 23 degrees."),
    ("heater", "en", R, "What is the bedroom heater set to?", "The bedroom heater is set to 20 degrees.", "The heater in the bedroom is set to 20 degrees."),
    ("bulbs", "en", L, "What bulbs do the hallway lights use?", "The kitchen lights use 9-watt LED bulbs.", "The hallway lights now use 5-watt bulbs."),
    ("bulbs", "en", S, "What bulbs do the kitchen lights use?", "The kitchen lights use 9-watt LED bulbs.", "The kitchen lights now use 5-watt bulbs."),
    ("tyres", "en", L, "What pressure are the rear tyres at?", "The front tyres are at 32 psi.", "The rear tyres were pumped up to 36 psi."),
    ("tyres", "en", S, "What pressure are the front tyres at?", "The front tyres are at 32 psi.", "The front tyres were pumped up to 36 psi."),
    ("router", "en", L, "Which channel is the downstairs router on?", "The upstairs router uses channel 6.", "The downstairs router switched to channel 11."),
    ("router", "en", S, "Which channel is the upstairs router on?", "The upstairs router uses channel 6.", "The upstairs router switched to channel 11."),
    ("taideng", "zh", L, "客厅台灯用什么光？", "书房台灯用的是暖白光。", "客厅台灯换成冷白光了。"),
    ("taideng", "zh", S, "书房台灯用什么光？", "书房台灯用的是暖白光。", "书房台灯换成冷白光了。"),
    ("taideng", "zh", R, "书房台灯用什么光？", "书房台灯用的是暖白光。", "书房台灯用暖白光。"),
    ("bingxiang", "zh", L, "车库冰箱冷藏室几度？", "厨房冰箱冷藏室设在四度。", "车库冰箱冷藏室调到了二度。"),
    ("bingxiang", "zh", S, "厨房冰箱冷藏室几度？", "厨房冰箱冷藏室设在四度。", "厨房冰箱冷藏室调到了二度。"),
    ("taiya", "zh", L, "自行车后轮胎压多少？", "自行车前轮胎压是四十五。", "自行车后轮胎压打到了六十。"),
    ("taiya", "zh", S, "自行车前轮胎压多少？", "自行车前轮胎压是四十五。", "自行车前轮胎压打到了六十。"),
    ("chuanglian", "zh", L, "次卧窗帘几点自动拉开？", "主卧窗帘每天早上七点自动拉开。", "次卧窗帘改成七点半自动拉开了。"),
    ("chuanglian", "zh", S, "主卧窗帘几点自动拉开？", "主卧窗帘每天早上七点自动拉开。", "主卧窗帘改成七点半自动拉开了。"),
    ("reshuiqi", "zh", L, "二楼热水器设的多少度？", "一楼热水器设在五十度。", "二楼热水器调到六十度了。"),
    ("reshuiqi", "zh", S, "一楼热水器设的多少度？", "一楼热水器设在五十度。", "一楼热水器调到六十度了。"),
    # -- 2. an event's time changed: a change word and the new time only
    ("bookclub", "en", S, "When does book club meet?", "Book club meets on Wednesdays at 7 pm.", "Book club moved to 8 pm."),
    ("bookclub", "en", L, "When is choir practice?", "Book club meets on Wednesdays at 7 pm.", "Choir practice moved to 8 pm."),
    ("bookclub", "en", R, "When does book club meet?", "Book club meets on Wednesdays at 7 pm.", "Book club is on Wednesdays at 7 pm."),
    ("sync", "en", S, "When is the daily sync?", "The daily sync is at 4:30 pm.", "The daily sync was pushed to 5 pm."),
    ("sync", "en", L, "When is the design review?", "The daily sync is at 4:30 pm.", "The design review was pushed to 5 pm."),
    ("piano", "en", S, "When is my piano lesson?", "My piano lesson is every Saturday at 10 am.", "My piano lesson changed to 11 am."),
    ("piano", "en", L, "When is my swimming lesson?", "My piano lesson is every Saturday at 10 am.", "My swimming lesson changed to 11 am."),
    ("planning", "en", S, "When is sprint planning?", "Sprint planning happens on Monday at 9.", "Sprint planning got moved to Tuesday."),
    ("planning", "en", L, "When is the retro?", "Sprint planning happens on Monday at 9.", "The retro got moved to Tuesday."),
    ("zhouhui", "zh", S, "周会几点开？", "周会每周一上午十点开。", "周会改到下午两点了。"),
    ("zhouhui", "zh", L, "培训几点开始？", "周会每周一上午十点开。", "培训改到下午两点了。"),
    ("zhouhui", "zh", R, "周会几点开？", "周会每周一上午十点开。", "每周一上午十点开周会。"),
    ("dushuhui", "zh", S, "读书会几点开始？", "读书会每周四晚上八点开始。", "读书会调到九点了。"),
    ("dushuhui", "zh", L, "瑜伽课几点？", "读书会每周四晚上八点开始。", "瑜伽课调到九点了。"),
    ("fupan", "zh", S, "复盘会哪天开？", "复盘会每周五下午开。", "复盘会挪到周四了。"),
    ("fupan", "zh", L, "分享会哪天开？", "复盘会每周五下午开。", "分享会挪到周四了。"),
    ("chenhui", "zh", S, "晨会几点开始？", "晨会每天八点四十开始。", "晨会推迟到九点了。"),
    ("chenhui", "zh", L, "例会几点开始？", "晨会每天八点四十开始。", "例会推迟到九点了。"),
    # -- 3. a new employer with only a weak change word; another holder
    ("shopify", "en", S, "Where do I work?", "I work at Shopify.", "I've joined Stripe."),
    ("shopify", "en", L, "Where does my brother work?", "I work at Shopify.", "My brother has joined Stripe."),
    ("atlassian", "en", S, "Where do I work?", "I'm an engineer at Atlassian.", "I went to Canva last month."),
    ("atlassian", "en", L, "Where does my wife work?", "I'm an engineer at Atlassian.", "My wife went to Canva last month."),
    ("deloitte", "en", S, "Who do I work for?", "I work for Deloitte as an auditor.", "I've moved over to KPMG."),
    ("deloitte", "en", L, "Who does my flatmate work for?", "I work for Deloitte as an auditor.", "My flatmate has moved over to KPMG."),
    ("deloitte", "en", R, "Who do I work for?", "I work for Deloitte as an auditor.", "I'm an auditor at Deloitte."),
    ("meituan", "zh", S, "我在哪家公司？", "我在美团做产品经理。", "我已经跳槽到京东了。"),
    ("meituan", "zh", L, "我同学在哪家公司？", "我在美团做产品经理。", "我同学已经跳槽到京东了。"),
    ("huawei", "zh", S, "我在哪里上班？", "我在华为上班。", "我上个月去了小米。"),
    ("huawei", "zh", L, "我表哥在哪里上班？", "我在华为上班。", "我表哥上个月去了小米。"),
    ("wangyi", "zh", S, "我在哪家公司？", "我在网易做游戏策划。", "我已经到米哈游了。"),
    ("wangyi", "zh", L, "我老婆在哪家公司？", "我在网易做游戏策划。", "我老婆已经到米哈游了。"),
    ("wangyi", "zh", R, "我在哪家公司？", "我在网易做游戏策划。", "我是网易的游戏策划。"),
    ("zhaoshang", "zh", S, "我在哪家银行工作？", "我在招商银行工作。", "我跳到平安银行了。"),
    ("zhaoshang", "zh", L, "我爸在哪家银行工作？", "我在招商银行工作。", "我爸跳到平安银行了。"),
    # -- 4. "still": the same value said again; "still" of another holder
    ("leeds", "en", R, "Where do I live?", "I live in Leeds.", "I still live in Leeds."),
    ("leeds", "en", L, "Where do my parents live?", "I live in Leeds.", "My parents still live in Leeds."),
    ("civic", "en", R, "What car do I drive?", "I drive a Honda Civic.", "I'm still driving the Honda Civic."),
    ("civic", "en", L, "What does my dad drive?", "I drive a Honda Civic.", "My dad still drives a Honda Civic."),
    ("jira", "en", R, "What do we use for tickets?", "Our team uses Jira for tickets.", "We still use Jira for tickets."),
    ("jira", "en", L, "What does the support team use for tickets?", "Our team uses Jira for tickets.", "The support team still uses Jira for tickets."),
    ("maths", "en", R, "What do I teach?", "I teach maths at a secondary school.", "I still teach maths at the secondary school."),
    ("maths", "en", L, "What does my sister teach?", "I teach maths at a secondary school.", "My sister still teaches maths at a secondary school."),
    ("jiangning", "zh", R, "我住在哪里？", "我住在南京江宁。", "我仍然住在南京江宁。"),
    ("jiangning", "zh", L, "我父母住在哪里？", "我住在南京江宁。", "我父母仍然住在南京江宁。"),
    ("xiaomi", "zh", R, "我用什么手机？", "我在用小米手机。", "我还是在用小米手机。"),
    ("xiaomi", "zh", L, "我老婆用什么手机？", "我在用小米手机。", "我老婆还是在用小米手机。"),
    ("chandao", "zh", R, "我们组用什么管理需求？", "我们组用禅道管理需求。", "我们组依然用禅道管理需求。"),
    ("chandao", "zh", L, "隔壁组用什么管理需求？", "我们组用禅道管理需求。", "隔壁组依然用禅道管理需求。"),
    ("paobu", "zh", R, "我每天跑多少？", "我每天跑步五公里。", "我依旧每天跑步五公里。"),
    ("paobu", "zh", L, "我老公每天跑多少？", "我每天跑步五公里。", "我老公依旧每天跑步五公里。"),
    ("shitang", "zh", R, "我中午在哪吃饭？", "我中午在公司食堂吃饭。", "我中午还是在公司食堂吃饭。"),
    # -- 5. another slot of one subject, told by the kind of its value; two places of one kind
    ("podcast", "en", L, "When does the podcast come out?", "The podcast has 3,000 listeners.", "The podcast now comes out on Fridays."),
    ("podcast", "en", S, "How many listeners does the podcast have?", "The podcast has 3,000 listeners.", "The podcast now has 4,500 listeners."),
    ("pipeline", "en", L, "How long does the build pipeline take?", "The build pipeline runs on Jenkins.", "The build pipeline now takes 20 minutes."),
    ("pipeline", "en", S, "What does the build pipeline run on?", "The build pipeline runs on Jenkins.", "The build pipeline now runs on CircleCI."),
    ("shop", "en", L, "How many staff does the shop have?", "The shop is open until 6 pm.", "The shop now has four staff."),
    ("shop", "en", S, "Until when is the shop open?", "The shop is open until 6 pm.", "The shop is now open until 8 pm."),
    ("slack", "en", L, "How much does our Slack workspace cost?", "Our Slack workspace has 120 members.", "Our Slack workspace now costs $8 per user."),
    ("slack", "en", S, "How many members does our Slack workspace have?", "Our Slack workspace has 120 members.", "Our Slack workspace now has 150 members."),
    ("backupjob", "en", L, "How big is the nightly backup?", "The nightly backup runs on Sundays.", "The nightly backup is now 40 GB."),
    ("backupjob", "en", S, "When does the nightly backup run?", "The nightly backup runs on Sundays.", "The nightly backup now runs on Saturdays."),
    ("offices", "en", L, "Where are our offices?", "We have an office in Porto.", "We have an office in Braga."),
    ("offices", "en", R, "Where are our offices?", "We have an office in Porto.", "We've got an office in Porto."),
    ("mendian", "zh", L, "我们在哪有门店？", "我们在成都有一家门店。", "我们在重庆有一家门店。"),
    ("mendian", "zh", R, "我们在哪有门店？", "我们在成都有一家门店。", "我们有一家门店在成都。"),
    ("yanfa", "zh", L, "我们的研发中心在哪？", "我们在深圳有一个研发中心。", "我们在东莞有一个研发中心。"),
    ("gongzhonghao", "zh", L, "公众号什么时候更新？", "公众号有八千个粉丝。", "公众号现在每周三更新。"),
    ("gongzhonghao", "zh", S, "公众号有多少粉丝？", "公众号有八千个粉丝。", "公众号现在有一万个粉丝了。"),
    ("zhoubao", "zh", L, "周报哪天发？", "周报发给二十个人。", "周报现在周一发。"),
    ("zhoubao", "zh", S, "周报发给多少人？", "周报发给二十个人。", "周报现在发给三十个人了。"),
    ("ceshi", "zh", L, "测试环境部署一次多久？", "测试环境部署在阿里云上。", "测试环境现在部署一次要十分钟。"),
    ("ceshi", "zh", S, "测试环境部署在哪？", "测试环境部署在阿里云上。", "测试环境现在部署在腾讯云上了。"),
    ("kecheng", "zh", L, "这门课在哪上？", "这门课有四十个学生。", "这门课现在改在三号楼上了。"),
    ("kecheng", "zh", S, "这门课有多少学生？", "这门课有四十个学生。", "这门课现在有五十五个学生了。"),
    ("cangku-zh", "zh", L, "我们在哪有仓库？", "我们在嘉兴有一个仓库。", "我们在湖州也有一个仓库。"),
    # -- two events and more owners: look-alikes that share the change word and value
    ("meetingroom", "en", E, "Which room did we book?", "We booked meeting room A for Tuesday.", "We booked meeting room B for Tuesday."),
    ("fridge", "en", L, "What temperature is the garage fridge?", "The kitchen fridge is set to 4 degrees.", "The garage fridge is set to 2 degrees."),
    ("fridge", "en", S, "What temperature is the kitchen fridge?", "The kitchen fridge is set to 4 degrees.", "The kitchen fridge was turned down to 2 degrees."),
    ("yangtai", "zh", L, "阳台的花几天浇一次？", "客厅绿萝每周浇一次水。", "阳台月季改成每三天浇一次水了。"),
    ("yangtai", "zh", S, "客厅绿萝几天浇一次？", "客厅绿萝每周浇一次水。", "客厅绿萝改成每五天浇一次水了。"),
    ("kongtiao-en", "en", L, "What is the guest room AC set to?", "The master bedroom AC is set to 25 degrees.", "The guest room AC was lowered to 22 degrees."),
    ("kongtiao-en", "en", S, "What is the master bedroom AC set to?", "The master bedroom AC is set to 25 degrees.", "The master bedroom AC was lowered to 22 degrees."),
    ("menjin", "zh", L, "后门门禁密码是多少？", "前门门禁密码是四七一九。", "后门门禁密码改成了八零二三。"),
    ("menjin", "zh", S, "前门门禁密码是多少？", "前门门禁密码是四七一九。", "前门门禁密码改成了八零二三。"),
    ("yoga", "en", S, "When is my yoga class?", "My yoga class is on Thursday at 6 pm.", "Yoga was moved to 7 pm."),
    ("yoga", "en", L, "When is my spin class?", "My yoga class is on Thursday at 6 pm.", "Spin class was moved to 7 pm."),
    ("yumaoqiu", "zh", S, "羽毛球几点打？", "每周六下午三点打羽毛球。", "羽毛球改到四点了。"),
    ("yumaoqiu", "zh", L, "篮球几点打？", "每周六下午三点打羽毛球。", "篮球改到四点了。"),
]


def main() -> None:
    rows = pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SEED, "plain", 110000)
    controls = sum(1 for row in rows if row["cls"] in (L, E))
    header = {"about": "issue #12 IN-SAMPLE probes (bench/make_plain_probes.py, session 16, zhmiss): hand-written "
                       "before any rule was fitted to it, by the engineer who tunes on it, for five gaps in plain "
                       "words: a room, place, part or device named as the owner without a possessive (two things); "
                       "an event's time changed with a change word and the new time only; a new employer with only "
                       "a weak change word (去/跳槽到/joined) and another holder; the same value said again with "
                       "still/仍然/还是/依然 (a restatement) and still of another holder; another slot of one "
                       f"subject told by the kind of its value, two places of one kind; {controls} of {len(rows)} "
                       "cases are controls that must stay two entries and unlinked; split once before tuning, by "
                       "group (a fact and the cases built from it), into `tuning` (rules fitted to it) and `check` "
                       "(figures only)",
              "split_seed": SEED, "split_unit": "group", "cases": len(rows), "controls": controls}
    write_jsonl(OUT, header, rows)
    print(f"wrote {OUT}: {len(rows)} cases, {controls} controls")
    print(Counter((row["cls"], row["lang"], row["split"]) for row in rows))


if __name__ == "__main__":
    main()
