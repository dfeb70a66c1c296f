"""Issue #12: IN-SAMPLE probes for numbers said the way people say them (session 37, spoken37), hand-written by
the engineer who tunes on them, before any rule of the round was changed:
  - English: a number said in pairs ("twenty-one fifty", "three eighty-nine", "eighteen fifty") beside the same
    amount in digits; shorthand amounts ("5k", "2.5k", "85k", "1.2M", "five grand", "a grand", "40 quid") beside
    the same amount with its currency; "one fifty" (a fare: $1.50).
  - Chinese: a numeral with its last unit left unsaid (两万三, 一千八, 三千二, 两万五, 八千五), 万 written "w" (1w,
    2w, 1.5w, 15w), "k" after digits in a Chinese sentence (5k, 2k), beside the same amount in digits or in 元.
Look-alikes: another value (a change, which must still link or update: $2,150 / twenty-two hundred, 两万三 / 23万,
一千八 / 1008元, a grand / $1,200), another holder, a clock time (21:50 / twenty-one fifty), a distance ("5k" run),
a vague count (十来个, 百来块: never equal to a number), another thing counted (1w步 / 一万米).

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_spoken_probes.py   # writes bench/data/spoken_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/spoken_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263704
OUT = Path(__file__).resolve().parent / "data" / "spoken_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L, X = "distinct_lookalike", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: a number said in pairs -------------------------------------------------------------------------
    ("rent", "en", R, "How much is my rent?", "My rent is $2,150 a month.", "I pay twenty-one fifty a month in rent."),
    ("rent", "en", S, "How much is my rent?", "My rent is $2,150 a month.", "My rent went up to twenty-two hundred a month."),
    ("rent", "en", L, "How much is my sister's rent?", "My rent is $2,150 a month.", "My sister's rent is twenty-one fifty a month."),
    ("lease", "en", R, "How much is the car lease?", "The car lease is $389 a month.", "I'm paying three eighty-nine a month on the car lease."),
    ("lease", "en", N, "How much is the car lease?", "The car lease is $389 a month.", "The car lease is $419 a month."),
    ("wage", "en", R, "What is my hourly wage?", "My hourly wage is $18.50.", "My hourly wage is eighteen fifty."),
    ("wage", "en", S, "What is my hourly wage?", "My hourly wage is $18.50.", "My hourly wage went up to nineteen twenty-five."),
    ("train", "en", L, "When does the last train leave?", "The last train leaves at 21:50.", "The last train ticket costs twenty-one fifty."),
    ("fare", "en", R, "How much is the bus fare?", "The bus fare is one fifty.", "The bus fare is $1.50."),
    ("fare", "en", N, "How much is the bus fare?", "The bus fare is one fifty.", "The bus fare is $1.75."),
    ("moved", "en", X, "When did we move here?", "We moved here in 2015.", "Our mortgage is twenty fifteen a month."),
    # -- English: shorthand amounts --------------------------------------------------------------------------------
    ("budget", "en", R, "What is our wedding budget?", "Our wedding budget is $5,000.", "Our wedding budget is 5k."),
    ("budget", "en", R, "What is our wedding budget?", "Our wedding budget is $5,000.", "Our wedding budget is five grand."),
    ("budget", "en", S, "What is our wedding budget?", "Our wedding budget is $5,000.", "We raised our wedding budget to 8k."),
    ("carpay", "en", R, "How much is my car payment?", "My monthly car payment is $2,500.", "My monthly car payment is 2.5k."),
    ("carpay", "en", N, "How much is my car payment?", "My monthly car payment is 2.5k.", "My monthly car payment is $2,700."),
    ("salary", "en", R, "What is my salary?", "My salary is $85,000.", "My salary is 85k."),
    ("salary", "en", S, "What is my salary?", "My salary is $85,000.", "I got a raise, my salary is 90k now."),
    ("house", "en", R, "What was the house listed at?", "The house is listed at $1,200,000.", "The house is listed at 1.2M."),
    ("house", "en", N, "What was the house listed at?", "The house is listed at $1,200,000.", "The house is listed at 1.35M."),
    ("raise", "en", R, "How much did our startup raise?", "Our startup raised $2.5 million.", "Our startup raised 2.5M."),
    ("quid", "en", R, "How much was the concert ticket?", "The concert ticket was £40.", "The concert ticket was 40 quid."),
    ("quid", "en", N, "How much was the concert ticket?", "The concert ticket was £45.", "The concert ticket was 40 quid."),
    ("grand", "en", N, "How much is the repair quote?", "The repair quote is a grand.", "The repair quote is $1,200."),
    ("grand", "en", R, "How much is the repair quote?", "The repair quote is a grand.", "The repair quote is $1,000."),
    ("run", "en", R, "How far do I run on Saturdays?", "I run 5k every Saturday.", "I run five kilometres every Saturday."),
    ("run", "en", L, "How much did I spend on Saturday?", "I ran a 5k on Saturday.", "I spent 5k on Saturday."),
    ("run", "en", X, "What is my savings goal?", "My savings goal is $5,000.", "I run 5k every day."),
    ("deposit", "en", R, "How much was the deposit?", "The security deposit was $3,000.", "The security deposit was three grand."),
    ("deposit", "en", L, "How much was my brother's deposit?", "The security deposit was $3,000.", "My brother's security deposit was three grand."),
    # -- Chinese: a last unit left unsaid ---------------------------------------------------------------------------
    ("yuexin", "zh", R, "我现在月薪多少？", "我现在月薪23000元。", "我现在每个月工资两万三。"),
    ("yuexin", "zh", N, "我现在月薪多少？", "我现在月薪两万三。", "我现在月薪23万。"),
    ("yuexin", "zh", S, "我现在月薪多少？", "我现在月薪两万三。", "我涨薪了，现在月薪两万五。"),
    ("yuexin", "zh", L, "我老婆月薪多少？", "我现在月薪两万三。", "我老婆现在月薪23000元。"),
    ("shoes", "zh", R, "这双鞋多少钱？", "这双鞋一千八。", "这双鞋1800块。"),
    ("shoes", "zh", N, "这双鞋多少钱？", "这双鞋一千八。", "这双鞋1008元。"),
    ("fangzu", "zh", R, "我的房租是多少？", "我的房租是三千二。", "我的房租是3200元。"),
    ("fangzu", "zh", R, "我的房租是多少？", "房租三千二一个月。", "房租每个月3200块。"),
    ("fangzu", "zh", S, "我的房租是多少？", "房租三千二一个月。", "房东把房租涨到三千五了。"),
    ("cunkuan", "zh", R, "我的存款有多少？", "我的存款有两万五。", "我的存款有25000块。"),
    ("cunkuan", "zh", R, "我的存款有多少？", "我的存款有两万五。", "我的存款有2.5万。"),
    ("diannao", "zh", R, "这台电脑多少钱？", "这台电脑八千五。", "这台电脑8500元。"),
    ("diannao", "zh", L, "那台显示器多少钱？", "这台电脑八千五。", "那台显示器八千五。"),
    # -- Chinese: 万 written w, k after digits ---------------------------------------------------------------------
    ("zhuangxiu", "zh", R, "装修预算多少？", "装修预算1w。", "装修预算一万块。"),
    ("zhuangxiu", "zh", S, "装修预算多少？", "装修预算1w。", "装修预算提高到了2w。"),
    ("huanche", "zh", R, "换车预算多少？", "换车预算15w。", "换车预算十五万。"),
    ("huanche", "zh", N, "换车预算多少？", "换车预算15w。", "换车预算20万。"),
    ("nianzhong", "zh", R, "我的年终奖多少？", "我的年终奖1.5w。", "我的年终奖一万五。"),
    ("nianzhong", "zh", L, "我同事的年终奖多少？", "我的年终奖1.5w。", "我同事的年终奖一万五。"),
    ("bushu", "zh", R, "我今天走了多少步？", "我今天走了1.2w步。", "我今天走了12000步。"),
    ("bushu", "zh", L, "我今天走了多远？", "我今天走了1w步。", "我今天走了一万米。"),
    ("yusuan", "zh", R, "我的预算是多少？", "我的预算是5k。", "我的预算是5000块。"),
    ("yusuan", "zh", N, "我的预算是多少？", "我的预算是5k。", "我的预算是6000块。"),
    ("huoshi", "zh", R, "每月伙食费多少？", "每月伙食费两千。", "每月伙食费2k。"),
    ("paobu", "zh", R, "我每周末跑多远？", "我每周末跑个5k。", "我每周末跑5公里。"),
    ("paobu", "zh", L, "我每周存多少钱？", "我每周末跑个5k。", "我每周存5000块。"),
    # -- Chinese: vague amounts ------------------------------------------------------------------------------------
    ("huapen", "zh", L, "我家有多少个花盆？", "我家有十来个花盆。", "我家有10个花盆。"),
    ("yifu", "zh", L, "这件衣服多少钱？", "这件衣服百来块。", "这件衣服100块。"),
    ("yifu", "zh", R, "这件衣服多少钱？", "这件衣服一百二。", "这件衣服120块。"),
    ("jiaotong", "zh", R, "我每月交通费多少？", "我每月交通费三百五。", "我每月交通费350元。"),
    ("jiaotong", "zh", N, "我每月交通费多少？", "我每月交通费三百五。", "我每月交通费305元。"),
    ("xuefei", "zh", R, "孩子一年学费多少？", "孩子一年学费三万八。", "孩子一年学费38000元。"),
    ("xuefei", "zh", S, "孩子一年学费多少？", "孩子一年学费三万八。", "孩子学费涨了，现在一年4w。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "spoken", 637400)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_spoken_probes.py): hand-written by session 37 "
                         "(spoken37) before any rule of its round was changed, for numbers said the way people say "
                         "them (English numbers said in pairs, 5k / 2.5k / 1.2M / five grand / a grand / 40 quid; "
                         "Chinese 两万三 / 一千八 / 三千二, 1w / 1.5w, 5k); every group has look-alikes that are "
                         "DIFFERENT facts (another value, another holder, a clock time, a distance, a vague amount, "
                         "another thing counted) or restatements; split once before tuning into 'tuning' (tuned on) "
                         "and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
