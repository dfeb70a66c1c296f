"""Issue #12: IN-SAMPLE probes of the date FROM WHICH a change applies ("Effective Monday, …", "As of Tuesday,
…", "Starting next month, …", "From 1 March, …", 从下周一起 / 自3月1日起 / 下个月开始 / 从今天起), session 17,
signal17 round 2, hand-written before any rule was fitted to it, by the engineer who tunes on it. English and
Chinese about half each, every case built from one fact (its group):
  - updates opened by an effective-date phrase, of any slot (a price, a place, a time, a tool, a person, a
    policy, free/paid): the phrase says when the new value starts, it is not a value of the changed slot;
  - an update where the date IS the slot ("Trash pickup is on Thursdays" / "From next week on, trash pickup
    is on Fridays"): the when slot changed, fine;
  - look-alikes that must stay apart: two events of one family whose dates are their values ("The shoe
    store's sale starts Monday" / "The furniture store's sale starts Friday"), and a date-opened sentence
    about another subject of the same family ("The gym opens at 6 am" / "As of Tuesday, the pool opens at
    7 am");
  - an effective-date phrase on a sentence that changes nothing (a restatement "as of today").

Split ONCE, before any tuning, by GROUP (a fact and the cases built from it go to the same half) into a
`tuning` half (rules may be fitted to it) and a `check` half (read only as a figure), seed in the header.

    .venv/bin/python bench/make_effective_probes.py   # writes bench/data/effective_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/effective_probes.jsonl --split tuning
    .venv/bin/python bench/bench_updates.py --data bench/data/effective_probes.jsonl --split check"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from collections import Counter
from pathlib import Path

from probes import pair_rows, write_jsonl

SEED = 20261218
OUT = Path(__file__).resolve().parent / "data" / "effective_probes.jsonl"

S, L, R = "update_signal", "distinct_lookalike", "restatement"

# (group, lang, cls, question, older, newer); a group is one fact and the cases built from it
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- 1. (en) an update opened by an effective-date phrase; with it, a look-alike or a restatement of the same fact
    ("parking", "en", S, "What does parking at the office cost?", "Parking at the office costs 10 dollars a day.", "Effective Monday, parking at the office is free."),
    ("parking", "en", L, "What does parking at the gym cost?", "Parking at the gym costs 5 dollars a day.", "Effective Monday, parking at the office is free."),
    ("parking", "en", R, "What does parking at the office cost?", "Parking at the office costs 10 dollars a day.", "As of today, parking at the office costs 10 dollars a day."),
    ("canteen", "en", S, "When does the canteen open?", "The canteen opens at 8 am.", "As of Tuesday, the canteen opens at 7:30 am."),
    ("canteen", "en", L, "When does the library open?", "The library opens at 8 am.", "As of Tuesday, the canteen opens at 7:30 am."),
    ("standup", "en", S, "Where is our standup?", "Our standup is in Room 4.", "Starting next week, our standup is in Room 12."),
    ("standup", "en", L, "Where is our retro?", "Our retro is in Room 4.", "Starting next week, our standup is in Room 12."),
    ("vpn", "en", S, "What do we use for remote access?", "We use OpenVPN for remote access.", "From 1 March, we use WireGuard for remote access."),
    ("vpn", "en", L, "What do we use for single sign-on?", "We use Okta for single sign-on.", "From 1 March, we use WireGuard for remote access."),
    ("billingmgr", "en", S, "Who manages the billing team?", "Priya manages the billing team.", "As of next month, Daniel manages the billing team."),
    ("billingmgr", "en", L, "Who manages the support team?", "Priya manages the support team.", "As of next month, Daniel manages the billing team."),
    ("remote", "en", S, "How many days a week can we work remotely?", "Remote work is allowed two days a week.", "Effective immediately, remote work is allowed three days a week."),
    ("gymfee", "en", S, "What does my gym membership cost?", "My gym membership costs 45 dollars a month.", "Starting in January, my gym membership costs 50 dollars a month."),
    ("gymfee", "en", R, "What does my gym membership cost?", "My gym membership costs 45 dollars a month.", "As of now, my gym membership costs 45 dollars a month."),
    ("dogwalk", "en", S, "Who walks our dog?", "Maria walks our dog in the mornings.", "From Monday, Tom walks our dog in the mornings."),
    ("ci", "en", S, "What does our CI run on?", "Our CI runs on Jenkins.", "Effective April 1, our CI runs on GitHub Actions."),
    ("ci", "en", R, "What does our CI run on?", "Our CI runs on Jenkins.", "As of today, our CI runs on Jenkins."),
    ("visiting", "en", S, "When do visiting hours at the clinic end?", "Visiting hours at the clinic end at 6 pm.", "Starting Monday, visiting hours at the clinic end at 8 pm."),
    ("rent", "en", S, "What is my rent?", "My rent is 1,200 dollars a month.", "From 1 May, my rent is 1,300 dollars a month."),
    ("rent", "en", L, "What does my parking space cost?", "My parking space costs 100 dollars a month.", "From 1 May, my rent is 1,300 dollars a month."),
    ("laptops", "en", S, "What laptop do new hires get?", "New hires get a ThinkPad.", "As of next quarter, new hires get a MacBook."),
    ("schoolbus", "en", S, "When does the school bus leave?", "The school bus leaves at 7:40.", "Starting next Monday, the school bus leaves at 7:25."),
    ("pool", "en", L, "When does the pool open?", "The pool opens at 6 am.", "As of Tuesday, the gym opens at 7 am."),
    ("pool", "en", S, "When does the pool open?", "The pool opens at 6 am.", "As of Tuesday, the pool opens at 7 am."),
    # -- 2. (en) the date IS the slot: the when slot changed
    ("trash", "en", S, "When is trash pickup?", "Trash pickup is on Thursdays.", "From next week on, trash pickup is on Fridays."),
    ("trash", "en", L, "When is recycling pickup?", "Recycling pickup is on Thursdays.", "From next week on, trash pickup is on Fridays."),
    ("officeclose", "en", S, "Which day is the office closed?", "The office is closed on Mondays.", "From next month, the office is closed on Fridays."),
    # -- 3. (en) two events of one family whose dates are their values
    ("sales", "en", L, "When does the shoe store's sale start?", "The shoe store's sale starts Monday.", "The furniture store's sale starts Friday."),
    ("fairs", "en", L, "When does the book fair start?", "The book fair starts on Monday.", "The craft fair starts on Friday."),
    # -- 4. (zh) an update opened by an effective-date phrase; with it, a look-alike or a restatement of the same fact
    ("tingche", "zh", S, "公司停车多少钱？", "公司停车每天十元。", "从下周一起，公司停车免费。"),
    ("tingche", "zh", L, "健身房停车多少钱？", "健身房停车每天五元。", "从下周一起，公司停车免费。"),
    ("tingche", "zh", R, "公司停车多少钱？", "公司停车每天十元。", "从今天起，公司停车每天十元。"),
    ("shitang", "zh", S, "食堂几点开门？", "食堂早上八点开门。", "自3月1日起，食堂早上七点半开门。"),
    ("shitang", "zh", L, "图书馆几点开门？", "图书馆早上八点开门。", "自3月1日起，食堂早上七点半开门。"),
    ("zhouhui", "zh", S, "我们的周会在哪开？", "我们的周会在三楼会议室开。", "从下个月开始，我们的周会在五楼会议室开。"),
    ("zhouhui", "zh", L, "我们的复盘会在哪开？", "我们的复盘会在三楼会议室开。", "从下个月开始，我们的周会在五楼会议室开。"),
    ("daka", "zh", S, "公司用什么打卡？", "公司用钉钉打卡。", "从今天起，公司用企业微信打卡。"),
    ("daka", "zh", R, "公司用什么打卡？", "公司用钉钉打卡。", "从本月起，公司还是用钉钉打卡。"),
    ("caiwu", "zh", S, "财务部由谁负责？", "财务部由王经理负责。", "下个月开始，财务部由李经理负责。"),
    ("caiwu", "zh", L, "销售部由谁负责？", "销售部由王经理负责。", "下个月开始，财务部由李经理负责。"),
    ("fangzu", "zh", S, "我的房租多少？", "我的房租每月三千元。", "自五月一日起，我的房租每月三千三百元。"),
    ("fangzu", "zh", L, "我的车位费多少？", "我的车位费每月三百元。", "自五月一日起，我的房租每月三千三百元。"),
    ("zaijia", "zh", S, "我们组每周能在家办公几天？", "我们组每周可以在家办公两天。", "从本月起，我们组每周可以在家办公三天。"),
    ("bushu", "zh", S, "我们的代码部署在哪？", "我们的代码部署在阿里云。", "自下季度起，我们的代码部署在腾讯云。"),
    ("bushu", "zh", R, "我们的代码部署在哪？", "我们的代码部署在阿里云。", "从今天起，我们的代码部署在阿里云。"),
    ("xiaoche", "zh", S, "孩子的校车几点出发？", "孩子的校车七点四十出发。", "从下周一开始，孩子的校车七点二十五出发。"),
    ("yaofang", "zh", S, "药房几点关门？", "药房晚上九点关门。", "从明天起，药房晚上八点关门。"),
    ("liugou", "zh", S, "我们家的狗由谁遛？", "我们家的狗由小王遛。", "从下周开始，我们家的狗由小李遛。"),
    ("jianshenka", "zh", S, "健身卡每月多少钱？", "健身卡每月两百元。", "从一月起，健身卡每月两百五十元。"),
    ("youyongguan", "zh", L, "游泳馆几点开门？", "游泳馆早上六点开门。", "自下周二起，健身房早上七点开门。"),
    ("youyongguan", "zh", S, "游泳馆几点开门？", "游泳馆早上六点开门。", "自下周二起，游泳馆早上七点开门。"),
    # -- 5. (zh) the date IS the slot: the when slot changed
    ("laji", "zh", S, "垃圾哪天收？", "垃圾每周四收。", "从下周起，垃圾每周五收。"),
    ("laji", "zh", L, "可回收物哪天收？", "可回收物每周四收。", "从下周起，垃圾每周五收。"),
    ("xiuxi", "zh", S, "办公室哪天休息？", "办公室每周一休息。", "从下个月起，办公室每周五休息。"),
    # -- 6. (zh) two events of one family whose dates are their values
    ("dazhe", "zh", L, "鞋店的打折活动哪天开始？", "鞋店的打折活动周一开始。", "家具店的打折活动周五开始。"),
    ("shuzhan", "zh", L, "书展哪天开始？", "书展周一开始。", "手工市集周五开始。"),
]


def main() -> None:
    rows = pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SEED, "effective", 121000)
    controls = sum(1 for row in rows if row["cls"] == L)
    header = {"about": "issue #12 IN-SAMPLE probes (bench/make_effective_probes.py, session 17, signal17 round 2): "
                       "hand-written before any rule was fitted to it, by the engineer who tunes on it, for the date "
                       "from which a change applies (Effective Monday, As of Tuesday, Starting next month, From 1 "
                       "March, 从下周一起, 自3月1日起, 下个月开始, 从今天起), which is not a value of the changed slot: "
                       "updates of any slot opened by such a phrase; the when slot itself changed; look-alikes that "
                       "must stay apart (two events whose dates are their values, a date-opened sentence about "
                       "another subject of the same family); restatements with an effective-date phrase; "
                       f"{controls} of {len(rows)} cases are controls that must stay two entries and unlinked; "
                       "split once before tuning, by group (a fact and the cases built from it), into `tuning` "
                       "(rules fitted to it) and `check` (figures only)",
              "split_seed": SEED, "split_unit": "group", "cases": len(rows), "controls": controls}
    write_jsonl(OUT, header, rows)
    print(f"wrote {OUT}: {len(rows)} cases, {controls} controls")
    print(Counter((row["cls"], row["lang"], row["split"]) for row in rows))


if __name__ == "__main__":
    main()
