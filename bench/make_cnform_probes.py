"""Issue #12: IN-SAMPLE probes for one value or one person written two ways, mostly Chinese (session 36, cnform36),
hand-written by the engineer who tunes on them, before any rule of the round was changed:
  - a Chinese number with digits and units mixed: 2百50 (250, was read 20050), 3千零5 (3005), 1万零500 (10500),
    2百零8 (208), 5千2 (5200), 2千5百 (2500), 1十5 (15), 5百万 (5000000), beside the same number in numerals or
    digits; and English cousins ("two hundred and fifty" / 250). Look-alikes: another number with a change word (an
    update), another number said as close (3千零5 / 3千5).
  - one currency written many ways in a Chinese sentence: ¥ / ￥ / RMB / CNY / 人民币 / 元 / 块 / 块钱 before or after
    the number; English "yuan" / "RMB" / "CNY". Look-alikes: $ / 美元 beside 元 (two currencies), ¥ in an English
    sentence beside yuan (yen or yuan: kept apart), another amount with a change word (an update).
  - one spouse named two ways: 老婆 / 爱人 / 媳妇 / 妻子 / 太太 / 内人, 老公 / 丈夫 / 先生 / 爱人. Look-alikes: 老婆 /
    老公 (two people), 爱人 / 妈 (two relatives), 王太太 / 我太太 (Mrs Wang), 爱人 / 爱人的妹妹 (another person), a
    real change of the spouse's job (an update).
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_cnform_probes.py   # writes bench/data/cnform_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/cnform_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263603
OUT = Path(__file__).resolve().parent / "data" / "cnform_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a Chinese number with digits and units mixed -------------------------------------------------------------
    ("wifi", "zh", R, "宽带每月多少钱？", "家里宽带每月两百五。", "家里宽带每月2百50。"),
    ("wifi", "zh", S, "宽带每月多少钱？", "家里宽带每月两百五。", "家里宽带每月涨到3百了。"),
    ("wifi", "zh", R, "宽带每月多少钱？", "家里宽带每月2百50。", "家里宽带每月250元。"),
    ("aircon", "zh", R, "这台空调花了多少钱？", "这台空调花了三千零五块。", "这台空调花了3千零5块。"),
    ("aircon", "zh", L, "这台空调花了多少钱？", "这台空调花了3千零5块。", "这台空调花了3千5百块。"),
    ("deposit", "zh", R, "押金交了多少？", "押金交了一万零五百。", "押金交了1万零500。"),
    ("deposit", "zh", S, "押金交了多少？", "押金交了1万零500。", "押金后来改成1万2了。"),
    ("units", "zh", R, "小区有多少户？", "我们小区一共两百零八户。", "我们小区一共2百零8户。"),
    ("units", "zh", R, "小区有多少户？", "我们小区一共2百零8户。", "我们小区一共208户。"),
    ("intern", "zh", R, "我实习工资多少？", "我实习工资五千二。", "我实习工资5千2。"),
    ("intern", "zh", S, "我实习工资多少？", "我实习工资5千2。", "我实习工资涨到6千了。"),
    ("bonus", "zh", R, "年终奖发了多少？", "年终奖发了两千五百块。", "年终奖发了2千5百块。"),
    ("bonus", "zh", R, "年终奖发了多少？", "年终奖发了2千5百块。", "年终奖发了2500块。"),
    ("team", "zh", R, "我们组有多少人？", "我们组有十五个人。", "我们组有1十5个人。"),
    ("team", "zh", L, "我们组有多少人？", "我们组有1十5个人。", "我们组有105个人。"),
    ("downpay", "zh", R, "首付多少？", "这套房首付五百万。", "这套房首付5百万。"),
    ("downpay", "zh", R, "首付多少？", "这套房首付5百万。", "这套房首付500万。"),
    ("downpay", "zh", S, "首付多少？", "这套房首付5百万。", "这套房首付降到4百万了。"),
    ("gym", "zh", R, "健身卡多少钱？", "健身卡一年两千零八十。", "健身卡一年2千零80。"),
    ("rent2", "zh", R, "房租多少？", "我的房租是一千八百五。", "我的房租是1千8百50。"),
    ("rent2", "zh", L, "房租多少？", "我的房租是1千8百50。", "我的房租是1千8百。"),
    ("en-num", "en", R, "How much is the sofa?", "The sofa cost two hundred and fifty dollars.", "The sofa cost $250."),
    ("en-num", "en", R, "How much is the sofa?", "The sofa cost three thousand and five dollars.", "The sofa cost $3,005."),
    ("en-num2", "en", R, "How many people live in the building?", "Two hundred and eight people live in the building.", "208 people live in the building."),
    ("en-num2", "en", S, "How many people live in the building?", "208 people live in the building.", "The building now has 250 residents after the new wing opened."),
    # -- one currency written many ways --------------------------------------------------------------------------
    ("yuan-sign", "zh", R, "房租多少？", "我现在房租是¥4800。", "我现在房租是4800元。"),
    ("yuan-sign", "zh", R, "房租多少？", "我现在房租是￥4800。", "我现在房租是4800块。"),
    ("yuan-sign", "zh", S, "房租多少？", "我现在房租是¥4800。", "我房租涨到5200元了。"),
    ("yuan-sign", "zh", L, "房租多少？", "我现在房租是$4800。", "我现在房租是4800元。"),
    ("rmb", "zh", R, "年薪多少？", "我的年薪是RMB 30万。", "我的年薪是30万元。"),
    ("rmb", "zh", R, "年薪多少？", "我的年薪是人民币30万。", "我的年薪是30万元。"),
    ("rmb", "zh", L, "年薪多少？", "我的年薪是人民币30万。", "我的年薪是30万美元。"),
    ("tuition", "zh", R, "学费每年多少？", "孩子学费每年20000人民币。", "孩子学费每年2万元。"),
    ("tuition", "zh", R, "学费每年多少？", "孩子学费每年CNY 20000。", "孩子学费每年20000元。"),
    ("watch", "zh", R, "这块表多少钱？", "这块表¥1299。", "这块表1299块钱。"),
    ("watch", "zh", L, "这块表多少钱？", "这块表$1299。", "这块表1299块钱。"),
    ("watch", "zh", R, "这块表多少钱？", "这块表￥1299元。", "这块表1299元。"),
    ("fee", "zh", R, "报名费多少？", "报名费是RMB500。", "报名费是500块钱。"),
    ("fee", "zh", L, "报名费多少？", "报名费是50块。", "报名费是50美元。"),
    ("fee", "zh", S, "报名费多少？", "报名费是RMB500。", "报名费涨到600元了。"),
    ("ticket-en", "en", R, "How much was the course?", "The course fee was 800 RMB.", "The course fee was 800 yuan."),
    ("ticket-en", "en", R, "How much was the course?", "The course fee was CNY 800.", "The course fee was 800 yuan."),
    ("ticket-en", "en", L, "How much was the course?", "The course fee was 800 yuan.", "The course fee was $800."),
    ("tokyo", "en", L, "How much was the hotel?", "The hotel in Tokyo was ¥12000 a night.", "The hotel in Tokyo was 12000 yuan a night."),
    ("tokyo", "en", R, "How much was the hotel?", "The hotel in Tokyo was ¥12000 a night.", "The hotel in Tokyo was ￥12000 a night."),
    # -- one spouse named two ways -------------------------------------------------------------------------------
    ("bank", "zh", R, "我老婆在哪上班？", "我老婆在招商银行上班。", "我爱人在招商银行上班。"),
    ("bank", "zh", L, "谁在招商银行上班？", "我老婆在招商银行上班。", "我老公在招商银行上班。"),
    ("bank", "zh", L, "谁在招商银行上班？", "我爱人在招商银行上班。", "我妈在招商银行上班。"),
    ("bank", "zh", S, "我老婆在哪上班？", "我爱人在招商银行上班。", "我老婆已经从招商银行辞职，去了平安保险。"),
    ("nurse", "zh", R, "我媳妇做什么工作？", "我媳妇是儿科护士。", "我妻子是儿科护士。"),
    ("nurse", "zh", R, "我媳妇做什么工作？", "我媳妇是儿科护士。", "我内人是儿科护士。"),
    ("nurse", "zh", L, "谁是儿科护士？", "我媳妇是儿科护士。", "我婆婆是儿科护士。"),
    ("flowers", "zh", R, "我太太喜欢什么？", "我太太喜欢养兰花。", "我爱人喜欢养兰花。"),
    ("flowers", "zh", L, "谁喜欢养兰花？", "我太太喜欢养兰花。", "王太太喜欢养兰花。"),
    ("flowers", "zh", R, "我太太喜欢什么？", "我内人喜欢养兰花。", "我老婆喜欢养兰花。"),
    ("taxi", "zh", R, "我丈夫做什么？", "我丈夫开出租车。", "我爱人开出租车。"),
    ("taxi", "zh", R, "我丈夫做什么？", "我先生开出租车。", "我老公开出租车。"),
    ("taxi", "zh", L, "谁开出租车？", "我先生开出租车。", "李先生开出租车。"),
    ("taxi", "zh", L, "谁开出租车？", "我爱人开出租车。", "我爱人的弟弟开出租车。"),
    ("hospital", "zh", R, "我爱人在哪工作？", "我爱人在协和医院工作。", "我老公在协和医院工作。"),
    ("hospital", "zh", L, "谁在协和医院工作？", "我爱人在协和医院工作。", "我女儿在协和医院工作。"),
    ("hospital", "zh", S, "我爱人在哪工作？", "我爱人在协和医院工作。", "我老公已经调到朝阳医院工作了。"),
    ("spouse-en", "en", R, "Where does my wife work?", "My wife works at a law firm.", "My missus works at a law firm."),
    ("spouse-en", "en", L, "Who works at a law firm?", "My wife works at a law firm.", "My husband works at a law firm."),
    ("spouse-en", "en", L, "Who works at a law firm?", "My wife works at a law firm.", "My mom works at a law firm."),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "cnform", 636200)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_cnform_probes.py): hand-written by session 36 "
                         "(cnform36) before any rule of its round was changed, for one value or one person written "
                         "two ways (a Chinese number with digits and units mixed, 2百50 / 两百五; one currency as ¥ / "
                         "￥ / RMB / CNY / 人民币 / 元 / 块; one spouse as 老婆 / 爱人 / 媳妇 / 妻子 / 太太 / 内人, 老公 / "
                         "丈夫 / 先生 / 爱人); every group has look-alikes that are DIFFERENT facts (another number "
                         "with a change word, two currencies, ¥ in English beside yuan, two people) or restatements; "
                         "split once before tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
