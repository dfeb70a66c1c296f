"""Issue #12: IN-SAMPLE probes for the new causes 2, 3, 4, 6 and 7 of blind set 13's audit (session 35, fix13),
hand-written by the engineer who tunes on them, before any rule of the round was changed, in fresh wording (no case of
the audit word for word):
  - (4) the time of a change said as a leading "After the <event>, ..." clause: "My rent is $1,400 a month." /
    "After the renewal, my monthly rent went up to $1,550.". Look-alikes: "After lunch, I ..." that is no change, a
    relative time that really differs ("before work" / "after work"), the same time said twice.
  - (7) two providers' bills with the same amount (腾讯云账单 / 华为云账单): two facts. Look-alikes: one provider's
    bill said anew with another amount, a real change of provider said with a verb.
  - (3) a fronted "For X" phrase ("For gaming my keyboard is a ...") is one phrase moved, not two things traded.
    Look-alikes: a real trade of two names ("Tom covers for Anna" / "Anna covers for Tom"), another purpose, another value.
  - (2) a change said as another person's act on the speaker ("My manager switched me to the day shift").
    Look-alikes: the act done on another person, another person's own fact.
  - (6) a change in the present perfect progressive with a since-clause, no change word ("I've been cycling to the
    office since the spring"). Look-alikes: the same habit with a since-clause (a restatement), another destination,
    another holder.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_fix13_probes.py   # writes bench/data/fix13_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/fix13_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263507
OUT = Path(__file__).resolve().parent / "data" / "fix13_probes.jsonl"

S, N, R, L = "update_signal", "update_nosignal", "restatement", "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- (4) a leading "After the <event>," clause: the time of the change ----------------------------------------
    ("rent", "en", S, "How much is my rent?", "My rent is $1,400 a month.", "After the renewal, my monthly rent went up to $1,550."),
    ("rent", "en", L, "When do I pay rent?", "I pay rent before the 5th.", "I pay rent after the 5th."),
    ("shift", "en", S, "When does my workout happen?", "My workout is at 6am.", "After the baby arrived, I moved my workout to 9pm."),
    ("shift", "en", L, "What do I do after lunch?", "I take a short walk before lunch.", "After lunch, I take a short walk."),
    ("squad", "en", S, "Which team am I on?", "I'm on the payments team.", "After the reorg I switched to the search team."),
    ("squad", "en", R, "What do I do after the standup?", "I review pull requests after the standup.", "After the standup, I review pull requests."),
    ("ide", "en", S, "What do I write Python in?", "I write Python in VS Code.", "After the licence renewal, I switched to PyCharm for Python."),
    ("ide", "en", L, "When do I run?", "I run before work.", "After work, I run."),
    ("phone", "en", S, "How much is my phone plan?", "My phone plan costs $45 a month.", "Following the price hike, the monthly phone charge rose to $52."),
    ("phone", "en", L, "When do I call my mum?", "I call my mum on Sunday mornings.", "After dinner, I call my mum."),
    ("insure", "en", S, "What is my car insurance premium?", "The car insurance premium is $90 a month.", "After the accident our monthly premium jumped to $130."),
    ("insure", "en", R, "What do I do after dinner?", "I walk the dog after dinner.", "After dinner I walk the dog."),
    ("coffee", "en", L, "When do I drink coffee?", "I drink coffee after 8am.", "I drink coffee after 3pm."),
    ("qiche", "zh", S, "我们的房贷月供是多少？", "我们的房贷月供是八千五。", "换了贷款银行之后，月供降到了七千九。"),
    ("qiche", "zh", L, "我午饭后做什么？", "我午饭前散一会儿步。", "午饭后我散一会儿步。"),
    # -- (7) two providers' bills ----------------------------------------------------------------------------------
    ("cloudbill", "zh", L, "腾讯云账单多少？", "腾讯云账单这个月八千。", "华为云账单这个月八千。"),
    ("cloudbill", "zh", N, "腾讯云账单这个月多少？", "腾讯云账单这个月八千。", "腾讯云账单这个月九千六。"),
    ("azure", "zh", L, "我们每月的GCP账单多少？", "我们的Azure账单每月五万。", "我们的GCP账单每月五万。"),
    ("azure", "zh", S, "我们的服务器用哪家云？", "我们的服务器用腾讯云。", "我们的服务器已经迁到华为云了。"),
    ("gcpbill", "en", L, "How much was the Azure bill?", "The GCP bill this month came to $8k.", "The Azure bill this month came to $8k."),
    ("gcpbill", "en", S, "Which cloud do we use?", "We host everything on GCP.", "We've moved everything from GCP to Azure."),
    ("phonebill", "zh", L, "联通话费多少？", "移动话费账单上个月一百二。", "联通话费账单上个月一百二。"),
    ("awsfee", "zh", L, "阿里云的费用是多少？", "AWS的费用每季度三万。", "阿里云的费用每季度三万。"),
    # -- (3) a fronted "For X" phrase: not a trade -----------------------------------------------------------------
    ("kbd", "en", R, "What keyboard do I use for gaming?", "My keyboard for gaming is a Razer Huntsman.", "For gaming my keyboard is a Razer Huntsman."),
    ("kbd", "en", L, "What keyboard do I use for work?", "My keyboard for gaming is a Razer Huntsman.", "For work my keyboard is a Razer Huntsman."),
    ("travel", "en", R, "Which laptop do I travel with?", "My laptop for travel is a MacBook Air.", "For travel, my laptop is a MacBook Air."),
    ("travel", "en", N, "Which laptop do I travel with?", "My laptop for travel is a MacBook Air.", "For travel, my laptop is a Dell XPS 13."),
    ("shoes", "en", R, "What shoes do I run in?", "My shoes for running are Brooks Ghosts.", "For running, my shoes are Brooks Ghosts."),
    ("db", "en", R, "Which database do we use for analytics?", "Our database for analytics is ClickHouse.", "For analytics our database is ClickHouse."),
    ("cover", "en", L, "Who covers for whom on Fridays?", "Tom covers for Anna on Fridays.", "Anna covers for Tom on Fridays."),
    ("cover", "en", L, "Who reviews for whom?", "Alice reviews for Bob.", "Bob reviews for Alice."),
    ("mic", "en", R, "Which microphone do I use for podcasts?", "My microphone for podcasts is a Shure SM7B.", "For podcasts, my microphone is a Shure SM7B."),
    ("bag", "zh", R, "我爬山用什么背包？", "我爬山用的背包是始祖鸟的。", "爬山的话，我用的背包是始祖鸟的。"),
    # -- (2) another person's act on the speaker -------------------------------------------------------------------
    ("violin", "en", S, "Which part do I play in the orchestra?", "I play second violin in the orchestra.", "The conductor moved me to first violin."),
    ("violin", "en", L, "Which part does my brother sing?", "I sing bass in the choir.", "The director moved my brother to tenor."),
    ("nights", "en", S, "Which shift do I work?", "I work the night shift.", "My manager switched me to the day shift."),
    ("nights", "en", L, "Which shift does Jake work?", "I work the night shift.", "My manager switched Jake to the day shift."),
    ("office", "en", S, "Which office am I in?", "I'm based in the Berlin office.", "The company transferred me to the Munich office."),
    ("office", "en", L, "Which office is my colleague in?", "I'm based in the Berlin office.", "The company transferred my colleague to the Munich office."),
    ("backend", "en", S, "Which team am I on?", "I'm on the backend team.", "My boss put me on the mobile team."),
    ("seat", "en", S, "Where do I sit at work?", "My desk is on the third floor.", "Facilities moved me to the fifth floor."),
    ("yuetuan", "zh", S, "我在乐团拉什么？", "我在乐团拉中提琴。", "指挥把我调到大提琴组了。"),
    ("yuetuan", "zh", L, "我同事在乐团拉什么？", "我在乐团拉中提琴。", "指挥把我同事调到大提琴组了。"),
    # -- (6) the present perfect progressive with a since-clause ---------------------------------------------------
    ("bike", "en", N, "How do I get to the office?", "I drive to the office.", "I've been cycling to the office since the spring."),
    ("bike", "en", R, "How do I get to the office?", "I drive to the office.", "I've been driving to the office since 2019."),
    ("bus", "en", N, "How do I get to school?", "I take the bus to school.", "I've been walking to school since September."),
    ("bus", "en", L, "How does my son get to school?", "I take the bus to school.", "My son has been walking to school since September."),
    ("tea", "en", N, "What do I drink in the morning?", "I drink coffee in the morning.", "I've been drinking green tea in the morning since my checkup."),
    ("browser", "en", N, "Which browser do I use?", "I use Firefox.", "I've been using Brave since last summer."),
    ("browser", "en", R, "Which browser do I use?", "I use Firefox.", "I've been using Firefox since college."),
    ("ferry", "en", N, "How do I get to the island?", "I take the ferry to the island.", "I've been flying to the island since the new airport opened."),
    ("ferry", "en", L, "How do I get to the gym?", "I cycle to the gym.", "I've been taking the metro to work since March."),
    ("fri", "en", N, "Where do I work on Fridays?", "I work from home on Fridays.", "I've been going into the office on Fridays since the new policy."),
    ("ditie", "zh", N, "我怎么上班？", "我坐公交上班。", "从三月份起我一直骑电动车上班。"),
    ("ditie", "zh", L, "我老婆怎么上班？", "我坐公交上班。", "从三月份起我老婆一直骑电动车上班。"),
    # -- more of each shape -------------------------------------------------------------------------------------
    ("banjia", "zh", S, "我怎么上班？", "我每天坐地铁上班。", "搬家以后，我改成骑车上班了。"),
    ("banjia", "zh", L, "我什么时候看书？", "我晚饭后看书。", "晚饭前我看书。"),
    ("net", "en", S, "How fast is my internet plan?", "My internet plan is 300 Mbps.", "After the upgrade, my internet plan changed to 1 Gbps."),
    ("gymname", "en", S, "Which gym do I go to?", "My gym is Fitness First.", "After the move, I changed my gym to PureGym."),
    ("oracle", "en", L, "How much was the Oracle Cloud bill?", "Our AWS bill last quarter was $30k.", "Our Oracle Cloud bill last quarter was $30k."),
    ("year5", "en", S, "Which year do I teach?", "I teach year 5.", "The head teacher moved me to year 3."),
    ("gongsi", "zh", N, "我怎么去公司？", "我开车去公司。", "自从去年夏天起，我一直坐地铁去公司。"),
    ("brompton", "en", R, "Which bike do I commute on?", "My bike for commuting is a Brompton.", "For commuting, my bike is a Brompton."),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "fix13", 713500)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_fix13_probes.py): hand-written by session 35 "
                         "(fix13) before any rule of its round was changed, for blind set 13's audit causes 2, 3, 4, "
                         "6 and 7 in fresh wording (a change said as another person's act on the speaker, a fronted "
                         "'For X' phrase, a leading 'After the <event>,' clause, the present perfect progressive with "
                         "a since-clause, two providers' bills); every group has look-alikes that are DIFFERENT facts "
                         "('After lunch' that is no change, a relative time that differs, two bills, a real trade, "
                         "another person) or restatements; split once before tuning into 'tuning' (tuned on) and "
                         "'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
