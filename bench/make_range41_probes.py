"""Issue #12: IN-SAMPLE probes for ranges said in two numerals, per-period ranges and clock ranges (session 41,
range41), hand-written by the engineer who tunes on them, before any rule of the round was changed:
  - a range of days / weeks / hours said as two numerals in a row (三四天, 两三周, 两三小时, 一两天) restated in digits
    or joined by 到 (3-4天, 14到21天, 2到3个小时), and replaced by another range (两三周 / 四五周);
  - a range of days in a week ("我一周游泳一到两天" / "我每周游泳1-2天", "I run 1-2 days a week" / "I run 3-4 days a
    week"), and a delivery range (快递一到两天 / 快递三到五天);
  - a clock range with its day part inside (上午9点到下午5点 / 9:00-17:00, "9am to 5pm" / "9:00-17:00"), restated
    and moved;
  - a start time moved to another part of the day with a change word (我早上8点上班 / 我现在晚上8点上班);
  - controls that must stay two facts: two ranges of two things (面包 / 牛奶, shipping / returns), two habits with a
    range (游泳 / 健身, "I swim" / "I lift"), two places' opening hours, two people's start times.
About a third English; every group has a control beside its target or is a control.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_range41_probes.py   # writes bench/data/range41_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/range41_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20264104
OUT = Path(__file__).resolve().parent / "data" / "range41_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L = "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- Chinese: a range said as two numerals in a row before 天 / 周 / 小时 ---------------------------------------
    ("fahuo", "zh", R, "发货要多久？", "发货要两三周。", "发货要2-3周。"),
    ("fahuo", "zh", R, "发货要多久？", "发货要两三周。", "发货要14到21天。"),
    ("fahuo", "zh", N, "发货要多久？", "发货要两三周。", "发货要四五周。"),
    ("fahuo", "zh", L, "退款要多久？", "发货要两三周。", "退款要四五周。"),
    ("mianbao", "zh", R, "面包能放几天？", "面包放三四天就坏了。", "面包放3到4天就坏了。"),
    ("mianbao", "zh", L, "牛奶能放几天？", "面包放三四天就坏了。", "牛奶放两三天就坏了。"),
    ("huiyi", "zh", R, "周会开多久？", "周会一般开两三小时。", "周会一般开2到3个小时。"),
    ("huiyi", "zh", S, "周会开多久？", "周会一般开两三小时。", "周会现在一般开一两个小时了。"),
    ("huiyi", "zh", L, "评审会开多久？", "周会一般开两三小时。", "评审会一般开三四个小时。"),
    ("chuchai", "zh", R, "我出差多久？", "我下个月出差一两天。", "我下个月出差1到2天。"),
    ("chuchai", "zh", N, "我出差多久？", "我下个月出差一两天。", "我下个月出差三四天。"),
    # -- Chinese: a range of days in a week, a delivery range ---------------------------------------------------------
    ("youyong", "zh", R, "我游泳一周几天？", "我一周游泳一到两天。", "我每周游泳1-2天。"),
    ("youyong", "zh", N, "我游泳一周几天？", "我一周游泳一到两天。", "我一周游泳两到三天。"),
    ("youyong", "zh", L, "我健身一周几天？", "我一周游泳一到两天。", "我一周健身三到四天。"),
    ("jianshen", "zh", R, "我一周健身几次？", "我一周健身两三次。", "我每周健身2-3次。"),
    ("jianshen", "zh", L, "我一周跑步几次？", "我一周健身两三次。", "我一周跑步四五次。"),
    ("kuaidi", "zh", R, "快递几天到？", "快递一般两三天到。", "快递一般2-3天到。"),
    ("kuaidi", "zh", N, "快递几天到？", "快递一到两天到。", "快递三到五天到。"),
    ("kuaidi", "zh", L, "退货几天到账？", "快递一般两三天到。", "退货一般四五天到账。"),
    # -- Chinese: a clock range with its day part inside; a start time moved to another part of the day ------------
    ("shangban", "zh", R, "我上班时间是几点？", "我上班时间是上午9点到下午5点。", "我上班时间是9:00-17:00。"),
    ("shangban", "zh", R, "我上班时间是几点？", "我上班时间是上午9点到下午5点。", "我上班时间是9点到17点。"),
    ("shangban", "zh", N, "我上班时间是几点？", "我上班时间是上午9点到下午5点。", "我上班时间是上午10点到下午6点。"),
    ("yingye", "zh", L, "药店几点营业？", "银行营业时间是上午9点到下午5点。", "药店营业时间是上午9点到晚上9点。"),
    ("zaowan", "zh", S, "我几点上班？", "我早上8点上班。", "我现在晚上8点上班。"),
    ("zaowan", "zh", L, "我老婆几点上班？", "我早上8点上班。", "我老婆晚上8点上班。"),
    ("zaowan", "zh", S, "我几点下班？", "我晚上6点下班。", "我现在早上6点下班。"),
    # -- English: a range of days in a week, a delivery range, a clock range ----------------------------------------
    ("run", "en", R, "How often do I run?", "I run 1-2 days a week.", "I run one or two days a week."),
    ("run", "en", N, "How often do I run?", "I run 1-2 days a week.", "I run 3-4 days a week."),
    ("run", "en", L, "How often do I lift?", "I run 1-2 days a week.", "I lift 3-4 days a week."),
    ("swim", "en", R, "How often do I swim?", "I swim two to three days a week.", "I swim 2-3 days a week."),
    ("swim", "en", S, "How often do I swim?", "I swim 2-3 days a week.", "I now swim 4-5 days a week."),
    ("parcel", "en", R, "How long does the parcel take?", "The parcel takes two to three days.", "The parcel takes 2-3 days."),
    ("parcel", "en", N, "How long does the parcel take?", "The parcel takes 1-2 days.", "The parcel takes 3-5 days."),
    ("parcel", "en", L, "How long does a return take?", "The parcel takes 1-2 days.", "A return takes 3-5 days."),
    ("shift", "en", R, "What are my work hours?", "My shift is 9am to 5pm.", "My shift is 9:00-17:00."),
    ("shift", "en", R, "What are my work hours?", "My shift is 9 am to 5 pm.", "My shift is 9am-5pm."),
    ("shift", "en", S, "What are my work hours?", "My shift is 9am to 5pm.", "My shift is now 10am to 6pm."),
    ("open", "en", L, "When is the pharmacy open?", "The bank is open 9am to 5pm.", "The pharmacy is open 9am to 9pm."),
    ("start", "en", S, "When do I start work?", "I start work at 8am.", "I now start work at 8pm."),
    ("start", "en", L, "When does my wife start work?", "I start work at 8am.", "My wife starts work at 8pm."),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "range41", 770300)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_range41_probes.py): hand-written by session 41 "
                         "(range41) before any rule of its round was changed, for a range said as two numerals in a "
                         "row before 天 / 周 / 小时 (三四天, 两三周, 两三小时, 一两天) restated in digits or replaced; a "
                         "range of days in a week (我一周游泳一到两天 / 每周游泳1-2天, 'I run 1-2 days a week') and a "
                         "delivery range; a clock range with its day part inside (上午9点到下午5点 / 9:00-17:00, '9am "
                         "to 5pm'), restated and moved; a start time moved to another part of the day with a change "
                         "word (早上8点 / 现在晚上8点); controls: two ranges of two things, two habits with a range, two "
                         "places' opening hours, two people's start times; split once before tuning into 'tuning' "
                         "(tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
