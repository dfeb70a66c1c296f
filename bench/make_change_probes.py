"""Issue #12: IN-SAMPLE probes for change words the tables lacked (session 34, change34), hand-written by the engineer
who tunes on them, before any rule of the round was changed (from session 33's staleread33: 7 of 18 stale tuning cases
needed a change word the tables lack, 4 had a subject of their own in the change clause):
  - a new employer or post said with a verb of joining ("Shopify hired me", "I joined Stripe", "got promoted to",
    去美团报到了, 入职了, 跳槽到, 晋升为). Look-alikes: the firm hiring someone else ("Stripe hired a new CTO"),
    another holder ("My brother joined Stripe", 我朋友去美团报到了), joining a call, a class or an offsite (an event).
  - a price or an amount gone up or down ("prices went up", "dropped to", "bumped to", 降价了, 涨价了). Look-alikes:
    another item's price ("the price of eggs dropped in my hometown" after milk), another place's.
  - a tool left for another ("we're on X these days", "ditched X for Y", 改用, 弃用, 换掉了). Look-alikes: another
    team's tool, another thing dropped.
  - a change clause with a subject of its own after the change ("We moved; the office is now in X", 我们搬家了，公司现在
    在X). Look-alikes: another office, a home and not the company.
  - temporary states said with the same words ("I'm driving a rental while …", 这周在深圳办公室上班) and restatements
    ("I joined Stripe in 2021 and still work there").
Every group has look-alikes, temporary states or restatements beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_change_probes.py   # writes bench/data/change_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/change_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263404
OUT = Path(__file__).resolve().parent / "data" / "change_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a new employer or post: hired, joined, promoted -----------------------------------------------------------
    ("hired", "en", S, "Where do I work?", "I work at Etsy as a data analyst.", "Shopify hired me last month as a data analyst."),
    ("hired", "en", L, "Who did Shopify hire?", "I work at Etsy as a data analyst.", "Shopify hired a new CTO last month."),
    ("hired", "en", L, "Where does my brother work?", "I work at Etsy as a data analyst.", "My brother got hired by Shopify last month."),
    ("school", "en", S, "Which school do I teach at?", "I teach math at Lincoln High.", "Roosevelt High hired me to teach math."),
    ("school", "en", L, "Who did Roosevelt High hire?", "I teach math at Lincoln High.", "Roosevelt High hired a new math teacher."),
    ("joined", "en", S, "Which company do I work for?", "I work for Adyen in Amsterdam.", "I joined Stripe in March."),
    ("joined", "en", E, "Which call did I join?", "I work for Adyen in Amsterdam.", "I joined the Stripe call at 3pm."),
    ("joined", "en", L, "Where does my wife work?", "I work for Adyen in Amsterdam.", "My wife joined Stripe in March."),
    ("joined", "en", R, "Which company do I work for?", "I work for Adyen in Amsterdam.", "I joined Adyen in 2021 and still work there in Amsterdam."),
    ("team", "en", S, "Which team am I on?", "I'm on the payments team.", "I joined the search team in January."),
    ("team", "en", E, "Whose standup did I join?", "I'm on the payments team.", "I joined the search team's standup this morning."),
    ("gymjoin", "en", S, "Which gym am I a member of?", "I'm a member of Gold's Gym.", "I joined Anytime Fitness a few weeks ago."),
    ("gymjoin", "en", E, "Which class did I join?", "I'm a member of Gold's Gym.", "I joined a spin class at Gold's Gym on Monday."),
    ("promoted", "en", S, "What's my job title?", "I'm a senior engineer at Datadog.", "I got promoted to staff engineer."),
    ("promoted", "en", L, "What's my manager's title?", "I'm a senior engineer at Datadog.", "My manager got promoted to director."),
    ("nurse", "en", S, "What's my sister's job?", "My sister is a nurse at St. Mary's.", "My sister was promoted to head nurse at St. Mary's."),
    ("nurse", "en", L, "Who got promoted at St. Mary's?", "My sister is a nurse at St. Mary's.", "My sister's roommate was promoted to head nurse."),
    # -- a price or an amount gone up or down ----------------------------------------------------------------------
    ("gymprice", "en", S, "How much is my gym membership?", "My gym membership is $40 a month.", "Gym prices went up, so my membership is $55 a month."),
    ("gymprice", "en", L, "What went up in my hometown?", "My gym membership is $40 a month.", "Gas prices went up in my hometown."),
    ("lunch", "en", S, "How much is lunch at the cafeteria?", "Lunch at the cafeteria costs $8.", "Cafeteria prices went up and lunch is $10."),
    ("lunch", "en", L, "How much is coffee at the cafeteria?", "Lunch at the cafeteria costs $8.", "Coffee prices went up at the cafeteria."),
    ("rent", "en", S, "How much is my rent?", "My rent is $2,000 a month.", "My rent dropped to $1,800 after the renewal."),
    ("rent", "en", L, "How much did my neighbor's rent drop?", "My rent is $2,000 a month.", "My neighbor's rent dropped to $1,800."),
    ("eggs", "en", S, "How much do eggs cost at my store?", "Eggs cost $4 a dozen at my store.", "Eggs at my store dropped to $3 a dozen."),
    ("eggs", "en", L, "How much is milk at my store?", "Milk costs $4 a gallon at my store.", "The price of eggs dropped in my hometown."),
    ("commute", "en", S, "How long is my commute?", "My commute takes 50 minutes.", "My commute dropped to 30 minutes after the new train line opened."),
    ("commute", "en", X, "How cold was it this morning?", "My commute takes 50 minutes.", "The temperature dropped to 5 degrees this morning."),
    ("salary", "en", S, "What's my salary?", "My salary is $105k.", "My manager bumped my salary to $120k."),
    ("salary", "en", L, "When is the meeting?", "My salary is $105k.", "My manager bumped the budget meeting to Thursday."),
    ("ratelimit", "en", S, "What is the API rate limit?", "The API rate limit is 100 requests per minute.", "The API rate limit got bumped up to 300 requests per minute."),
    ("ratelimit", "en", L, "What is the upload limit?", "The API rate limit is 100 requests per minute.", "The upload size limit got bumped up to 50 MB."),
    # -- a tool left for another ---------------------------------------------------------------------------------
    ("ci", "en", S, "What do we use for CI?", "We use Jenkins for CI.", "We're on GitHub Actions these days."),
    ("ci", "en", L, "What does the sister team use for CI?", "We use Jenkins for CI.", "Our sister team is on CircleCI these days."),
    ("chat", "en", S, "What chat tool does our team use?", "Our team uses Slack for chat.", "We're on Microsoft Teams for chat these days."),
    ("chat", "en", T, "Where are we this week?", "Our team uses Slack for chat.", "We're on an offsite in Denver this week."),
    ("notes", "en", S, "Which app do I take notes in?", "I take notes in Evernote.", "I ditched Evernote for Obsidian."),
    ("notes", "en", L, "Which app does my roommate use?", "I take notes in Evernote.", "My roommate ditched Evernote for Notion."),
    ("bike", "en", S, "How do I get to work?", "I take the bus to work.", "I ditched the bus for a bike to get to work."),
    ("bike", "en", T, "How am I getting to work this week?", "I take the bus to work.", "I'm biking to work this week while the bus line is closed."),
    ("car", "en", T, "What car am I driving?", "I drive a Honda Civic.", "I'm driving a rental Tesla while the Civic is in the shop."),
    # -- a change clause with a subject of its own --------------------------------------------------------------
    ("office", "en", S, "Where is our office?", "Our office is in SoHo.", "We relocated last spring, and the office is now in Brooklyn."),
    ("office", "en", L, "Where is the Paris office?", "Our office is in SoHo.", "We moved; the Paris office is now in La Défense."),
    ("standup", "en", S, "When is standup?", "Our team standup is at 9:30.", "We reshuffled the calendar, so standup is at 10 now."),
    ("dentist", "en", S, "Who is my dentist?", "My dentist is Dr. Kim on Elm Street.", "I changed practices; Dr. Patel is my dentist now."),
    ("dentist", "en", L, "Who is my wife's dentist?", "My dentist is Dr. Kim on Elm Street.", "My wife changed practices; Dr. Patel is her dentist now."),
    # -- 报到, 入职, 跳槽, 晋升 --------------------------------------------------------------------------------------------
    ("meituan", "zh", S, "我在哪家公司上班？", "我在京东做产品经理。", "我昨天去美团报到了。"),
    ("meituan", "zh", L, "我朋友去哪了？", "我在京东做产品经理。", "我朋友昨天去美团报到了。"),
    ("meituan", "zh", E, "我今天去哪报到了？", "我在京东做产品经理。", "我今天去社区居委会报到了。"),
    ("bytedance", "zh", S, "我在哪家公司工作？", "我在百度做算法工程师。", "我已经入职字节跳动了。"),
    ("bytedance", "zh", L, "我表弟在哪工作？", "我在百度做算法工程师。", "我表弟已经入职字节跳动了。"),
    ("bytedance", "zh", R, "我在哪家公司工作？", "我在字节跳动做算法工程师。", "我2020年入职字节跳动做算法工程师，一直干到现在。"),
    ("mihoyo", "zh", S, "我在哪家公司上班？", "我在网易做游戏策划。", "我上个月跳槽到米哈游了。"),
    ("mihoyo", "zh", L, "我同事去哪了？", "我在网易做游戏策划。", "我同事上个月跳槽到米哈游了。"),
    ("manager", "zh", S, "我在公司是什么职位？", "我在公司是项目主管。", "我上个月晋升为部门经理了。"),
    ("manager", "zh", L, "我同事是什么职位？", "我在公司是项目主管。", "我同事上个月晋升为部门经理了。"),
    ("salary_zh", "zh", S, "我的月薪是多少？", "我的月薪是一万五。", "我涨薪了，月薪两万。"),
    ("salary_zh", "zh", L, "我老婆的月薪是多少？", "我的月薪是一万五。", "我老婆涨薪了，月薪两万。"),
    # -- 降价, 涨价 --------------------------------------------------------------------------------------------------
    ("eggs_zh", "zh", S, "超市的鸡蛋多少钱一斤？", "超市的鸡蛋八块钱一斤。", "超市的鸡蛋降价了，六块钱一斤。"),
    ("eggs_zh", "zh", L, "超市的猪肉怎么样了？", "超市的鸡蛋八块钱一斤。", "超市的猪肉降价了。"),
    ("doujiang", "zh", S, "楼下的豆浆多少钱一杯？", "我家楼下的豆浆两块钱一杯。", "楼下的豆浆涨价了，三块一杯。"),
    ("doujiang", "zh", L, "楼下的油条怎么样了？", "我家楼下的豆浆两块钱一杯。", "楼下的油条涨价了。"),
    ("fare", "zh", S, "地铁票价多少钱？", "我坐地铁上班，单程四块钱。", "地铁涨价了，我上班单程要五块钱。"),
    ("fare", "zh", L, "出租车起步价多少？", "我坐地铁上班，单程四块钱。", "出租车起步价涨价了。"),
    # -- 改用, 弃用, 换掉 ----------------------------------------------------------------------------------------------
    ("feishu", "zh", S, "我们团队用什么沟通？", "我们团队用钉钉沟通。", "我们团队改用飞书了。"),
    ("feishu", "zh", L, "隔壁团队用什么沟通？", "我们团队用钉钉沟通。", "隔壁团队改用飞书了。"),
    ("pg", "zh", S, "我们的服务用什么数据库？", "我们的服务用MySQL存数据。", "我们的服务已经弃用MySQL，换成PostgreSQL了。"),
    ("pg", "zh", L, "我们弃用了什么？", "我们的服务用MySQL存数据。", "我们弃用了旧的日志系统。"),
    ("corolla", "zh", S, "我开的是什么车？", "我开的是一辆卡罗拉。", "那辆卡罗拉我已经换掉了，现在开比亚迪。"),
    ("corolla", "zh", L, "我换掉了什么？", "我开的是一辆卡罗拉。", "我把旧手机换掉了。"),
    ("corolla", "zh", T, "我这几天开什么车？", "我开的是一辆卡罗拉。", "卡罗拉在修，我这几天暂时开朋友的车。"),
    # -- a change clause with a subject of its own ---------------------------------------------------------------------
    ("office_zh", "zh", S, "我们公司在哪？", "我们公司在望京。", "我们搬了，公司现在在西二旗。"),
    ("office_zh", "zh", L, "我家在哪？", "我们公司在望京。", "我们搬家了，我家现在在通州。"),
    ("office_zh", "zh", T, "我这周在哪上班？", "我在上海办公室上班。", "我这周在深圳办公室上班。"),
    ("school_zh", "zh", S, "我儿子在哪个学校上学？", "我儿子在实验小学上学。", "我们转学了，儿子现在在育才小学。"),
    ("school_zh", "zh", L, "我侄子在哪上学？", "我儿子在实验小学上学。", "我哥家转学了，侄子现在在育才小学。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "change", 340400)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_change_probes.py): hand-written by session 34 "
                         "(change34) before any rule of its round was changed, for change words the tables lacked "
                         "(hired me, joined, got promoted to, prices went up, dropped to, bumped to, we're on X these "
                         "days, ditched X for Y, 报到, 入职, 跳槽到, 晋升为, 降价, 涨价, 改用, 弃用, 换掉) and a change "
                         "clause with a subject of its own; every group has look-alikes that are DIFFERENT facts (the "
                         "firm hiring another, another holder, joining a call, another item's price, another team's "
                         "tool, another office, a home) or temporary states or restatements; split once before "
                         "tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
