"""Issue #12: IN-SAMPLE probes for the precision holes seen and left by session 34 (prec35), hand-written by the
engineer who tunes on them, before any rule of the round was changed:
  - a currency sign is a unit: "$18.50" / "£18.50" / "€18.50" / "¥18.50" are different amounts of money, and
    "18.50 pounds" / "18.50 dollars" too. Controls: "$18.50" / "18.50 dollars" (one amount), a real raise.
  - Chinese words for a spouse (先生 / 丈夫 / 老公 for a husband, 太太 / 妻子 / 老婆 for a wife, 爱人 for either) and
    English "husband" / "hubby": the same man said two ways is one fact; a husband and a wife are two people; 王先生
    (Mr Wang) is no kin; a real job change of the husband is an update.
  - 入职 with a duration ("我入职三年了": I joined three years ago) is no change of job; "我上周入职了字节" is.
  - two past sentences, one with "used to" ("I lived in Lisbon until 2020" / "I used to live in Lisbon until 2020"),
    are one fact; another city, year or holder is not.
  - a named person with two roles ("My colleague Raj" / "My manager Raj") is not stored once by cosine alone;
    a synonym of the role (colleague / coworker) is a restatement.
  - two moves between two cities in turn ("从广州搬到深圳" / "从深圳搬到广州") are a move back: an update of where the
    speaker lives (a link is right, never a merge); another holder is another fact.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_prec_probes.py   # writes bench/data/prec_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/prec_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263505
OUT = Path(__file__).resolve().parent / "data" / "prec_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a currency sign is a unit ------------------------------------------------------------------------------
    ("plan", "en", L, "How much is the plan?", "The plan is $18.50 a month.", "The plan is £18.50 a month."),
    ("plan", "en", R, "How much is the plan?", "The plan is $18.50 a month.", "The plan is 18.50 dollars a month."),
    ("plan", "en", L, "How much is the plan?", "The plan is 18.50 pounds a month.", "The plan is 18.50 dollars a month."),
    ("rent", "en", L, "How much is my rent?", "My rent is €950 a month.", "My rent is $950 a month."),
    ("rent", "en", R, "How much is my rent?", "My rent is €950 a month.", "My rent is 950 euros a month."),
    ("ticket", "en", L, "What did the ticket cost?", "The ticket cost me ¥3000.", "The ticket cost me $3000."),
    ("ticket", "en", R, "What did the ticket cost?", "The ticket cost me $3000.", "The ticket cost me 3000 dollars."),
    ("salary", "en", L, "What is my salary?", "My salary is £52,000 a year.", "My salary is €52,000 a year."),
    ("salary", "en", R, "What is my salary?", "My salary is £52,000 a year.", "My salary is 52,000 pounds a year."),
    ("salary", "en", S, "What is my salary?", "My salary is £52,000 a year.", "My salary went up to £58,000 a year."),
    ("gymfee", "en", L, "What does the gym cost?", "The gym membership is £30 a month.", "The gym membership is 30 dollars a month."),
    ("gymfee", "en", R, "What does the gym cost?", "The gym membership is £30 a month.", "The gym membership is 30 pounds a month."),
    ("zhrent", "zh", L, "我的房租多少钱？", "我的房租是每月3000元。", "我的房租是每月3000美元。"),
    ("zhrent", "zh", R, "我的房租多少钱？", "我的房租是每月3000元。", "我的房租是每月3000块。"),
    ("zhphone", "zh", L, "这部手机花了多少钱？", "这部手机花了我¥5000。", "这部手机花了我$5000。"),
    ("zhphone", "zh", R, "这部手机花了多少钱？", "这部手机花了我5000块。", "这部手机花了我5000元。"),
    # -- words for a spouse ---------------------------------------------------------------------------------------
    ("husband", "zh", R, "我老公在哪工作？", "我先生在谷歌工作。", "我老公在谷歌工作。"),
    ("husband", "zh", L, "我太太在哪工作？", "我先生在谷歌工作。", "我太太在谷歌工作。"),
    ("husband", "zh", L, "王先生在哪工作？", "我先生在谷歌工作。", "王先生在谷歌工作。"),
    ("wife", "zh", R, "我爱人做什么工作？", "我老婆是护士。", "我爱人是护士。"),
    ("wife", "zh", L, "我老公做什么工作？", "我老婆是护士。", "我老公是护士。"),
    ("fishing", "zh", R, "我老公喜欢做什么？", "我丈夫喜欢钓鱼。", "我老公喜欢钓鱼。"),
    ("fishing", "zh", L, "我妻子喜欢做什么？", "我丈夫喜欢钓鱼。", "我妻子喜欢钓鱼。"),
    ("bank", "zh", R, "我老婆在哪上班？", "我妻子在银行上班。", "我老婆在银行上班。"),
    ("bank", "zh", L, "我先生在哪上班？", "我太太在银行上班。", "我先生在银行上班。"),
    ("hjob", "zh", S, "我老公在哪工作？", "我老公在百度工作。", "我老公已经跳槽去了微软。"),
    ("enhusband", "en", R, "Where does my husband work?", "My husband works at Google.", "My hubby works at Google."),
    ("enhusband", "en", L, "Where does my wife work?", "My husband works at Google.", "My wife works at Google."),
    ("enhike", "en", R, "What does my husband love?", "My hubby loves hiking.", "My husband loves hiking."),
    ("enhike", "en", L, "What is my hubby's job?", "My wife is a nurse.", "My hubby is a nurse."),
    ("endentist", "en", L, "What does my ex-husband do?", "My husband is a dentist.", "My ex-husband is a dentist."),
    ("endentist", "en", S, "What does my husband do?", "My husband is a dentist.", "My husband quit dentistry and is now a teacher."),
    # -- 入职 with a duration ---------------------------------------------------------------------------------------
    ("tencent", "zh", L, "我入职多久了？", "我在腾讯上班。", "我入职三年了。"),
    ("tencent", "zh", L, "我在这家公司多久了？", "我在腾讯上班。", "我在这家公司入职两年了。"),
    ("tencent", "zh", S, "我在哪家公司上班？", "我在腾讯上班。", "我上周入职了字节。"),
    ("baidu", "zh", S, "我在哪家公司工作？", "我在百度工作。", "我昨天入职了网易。"),
    ("baidu", "zh", L, "我入职多久了？", "我在百度工作。", "我入职快一年了。"),
    ("jd", "zh", L, "我在京东多久了？", "我在京东上班。", "我入职京东已经两年了。"),
    ("huawei", "zh", L, "我入职那年多大？", "我在华为做工程师。", "我入职那年才二十二岁。"),
    ("meituan", "zh", L, "我入职美团多久了？", "我在美团做产品经理。", "我入职美团快四年了。"),
    # -- two past sentences, one with "used to" ---------------------------------------------------------------------
    ("lisbon", "en", R, "Where did I live until 2020?", "I lived in Lisbon until 2020.", "I used to live in Lisbon until 2020."),
    ("lisbon", "en", L, "Where did I live until 2020?", "I lived in Lisbon until 2020.", "I lived in Porto until 2020."),
    ("lisbon", "en", L, "Until when did I live in Lisbon?", "I lived in Lisbon until 2020.", "I used to live in Lisbon until 2016."),
    ("lisbon", "en", L, "Who lived in Lisbon until 2020?", "I used to live in Lisbon until 2020.", "My brother used to live in Lisbon until 2020."),
    ("deloitte", "en", R, "Where did I work until 2019?", "I worked at Deloitte until 2019.", "I used to work at Deloitte until 2019."),
    ("cello", "en", R, "What did I play as a kid?", "I played the cello as a kid.", "I used to play the cello as a kid."),
    ("smoke", "en", R, "Until when did I smoke?", "I used to smoke until 2015.", "I smoked until 2015."),
    ("oslo", "en", R, "Where did my sister live until 2018?", "My sister lived in Oslo until 2018.", "My sister used to live in Oslo until 2018."),
    ("oslo", "en", L, "Where did my sister live until 2018?", "My sister lived in Oslo until 2018.", "My sister used to live in Bergen until 2018."),
    # -- a named person with two roles ------------------------------------------------------------------------------
    ("raj", "en", L, "What does my manager Raj like?", "My colleague Raj likes green tea.", "My manager Raj likes green tea."),
    ("raj", "en", R, "What does Raj like?", "My colleague Raj likes green tea.", "My coworker Raj likes green tea."),
    ("raj", "en", R, "What does Raj like?", "My colleague Raj likes green tea.", "Raj, my colleague, likes green tea."),
    ("anna", "en", L, "How many cats does my landlady have?", "My neighbour Anna has two cats.", "My landlady Anna has two cats."),
    ("anna", "en", R, "How many cats does Anna have?", "My neighbour Anna has two cats.", "My neighbor Anna has two cats."),
    ("tom", "en", L, "Who plays the drums?", "My friend Tom plays the drums.", "My brother Tom plays the drums."),
    ("tom", "en", L, "Who plays the drums?", "My friend Tom plays the drums.", "My roommate Tom plays the drums."),
    ("xiaoli", "zh", L, "我领导小李喜欢喝什么？", "我同事小李喜欢喝绿茶。", "我领导小李喜欢喝绿茶。"),
    ("xiaoli", "zh", R, "小李喜欢喝什么？", "我同事小李喜欢喝绿茶。", "我同事小李爱喝绿茶。"),
    ("wangjie", "zh", L, "我房东王姐养了几只猫？", "我邻居王姐养了两只猫。", "我房东王姐养了两只猫。"),
    # -- two moves between two cities in turn ------------------------------------------------------------------------
    ("gz", "zh", S, "我现在住在哪个城市？", "我从广州搬到了深圳。", "我从深圳搬到了广州。"),
    ("gz", "zh", R, "我搬到了哪个城市？", "我从广州搬到了深圳。", "我已经从广州搬到深圳了。"),
    ("gz", "zh", S, "我现在住在哪个城市？", "我从广州搬到了深圳。", "我从深圳搬到了杭州。"),
    ("gz", "zh", L, "我妹妹搬到了哪里？", "我从广州搬到了深圳。", "我妹妹从深圳搬到了广州。"),
    ("boston", "en", S, "Which city do I live in now?", "I moved from Boston to Denver.", "I moved from Denver to Boston."),
    ("boston", "en", S, "Which city do I live in now?", "I moved from Boston to Denver.", "I moved from Denver back to Boston."),
    ("boston", "en", L, "Where did my parents move?", "I moved from Boston to Denver.", "My parents moved from Denver to Boston."),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "prec35", 635000)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_prec_probes.py): hand-written by session 35 "
                         "(prec35) before any rule of its round was changed, for precision holes left by session 34: "
                         "a currency sign as a unit ($ / £ / € / ¥, dollars / pounds), Chinese and English words for "
                         "a spouse (先生 / 老公 / 太太 / 老婆 / 爱人, husband / hubby), 入职 with a duration, two past "
                         "sentences one with 'used to', a named person with two roles, two moves between two cities "
                         "in turn; every group has look-alikes that are DIFFERENT facts or restatements; split once "
                         "before tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
