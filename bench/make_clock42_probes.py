"""Issue #12: IN-SAMPLE probes for clock times changed in plain words (session 42, clock42), hand-written by the
engineer who tunes on them, before any rule of the round was changed:
  - the same clock number moved to another part of the day with a weak change word only (now, these days, 现在,
    如今): "I start work at 8 in the morning" / "I now start work at 8 in the evening", "我早上8点上班" / "我现在晚上
    8点上班", 8am / 8pm, 早上 / 晚上, 上午 / 傍晚;
  - a clock range said with one day part after both ends ("2-3pm", "2–3 pm", "from 2 to 3pm"), restated in other
    forms, moved with a change word, and moved with none (same frame, both ends moved: an update without a signal),
    in English and Chinese ("周会是下午2点到3点" / "周会是下午4点到5点");
  - one clock time said another way (早上8点 / 上午8点 / 8:00, "8am" / "8 in the morning"): a restatement;
  - controls that must stay two facts: two events at 8am and 8pm (another holder, another pill, another job), two
    meetings of two names at 2-3pm and 4-5pm, a second time added with also / 也 / 还, a passing change for this
    week or tonight (temporary).
About half English; every group has a control beside its target or is a control.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_clock42_probes.py   # writes bench/data/clock42_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/clock42_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20264201
OUT = Path(__file__).resolve().parent / "data" / "clock42_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L, T = "distinct_lookalike", "temporary"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: the same clock at another part of the day, a weak change word ----------------------------------
    ("work", "en", S, "When do I start work?", "I start work at 8 in the morning.", "I now start work at 8 in the evening."),
    ("work", "en", R, "When do I start work?", "I start work at 8 in the morning.", "I start work at 8am."),
    ("work", "en", L, "When does my husband start work?", "I start work at 8 in the morning.", "My husband starts work at 8 in the evening."),
    ("work", "en", T, "When do I start work this week?", "I start work at 8am.", "This week I'm starting work at 8pm to cover a night shift."),
    ("gym", "en", S, "When do I go to the gym?", "I go to the gym at 6am.", "These days I go to the gym at 6pm."),
    ("gym", "en", L, "When does my brother go to the gym?", "I go to the gym at 6am.", "My brother goes to the gym at 6pm."),
    ("dog", "en", S, "When do I walk the dog?", "I walk the dog at 7 am.", "Now I walk the dog at 7 pm instead."),
    ("dog", "en", L, "When do I feed the cat?", "I walk the dog at 7 am.", "I feed the cat at 7 pm."),
    ("backup", "en", S, "When does the backup job run?", "The backup job runs at 2am.", "The backup job now runs at 2pm."),
    ("backup", "en", L, "When does the cleanup job run?", "The backup job runs at 2am.", "The cleanup job runs at 2pm."),
    ("call", "en", L, "When is my evening call?", "I have a call with the Berlin team at 8am.", "I also have a call with the Tokyo team at 8pm."),
    ("pill", "en", L, "When do I take my vitamin?", "I take my blood pressure pill at 9am.", "I take a vitamin D pill at 9pm."),
    ("dinner", "en", T, "When do we eat tonight?", "We eat dinner at 7pm.", "Tonight we're eating dinner at 9pm."),
    # -- English: a clock range with one day part after both ends -------------------------------------------------
    ("review", "en", R, "When is the design review?", "The design review is 2-3pm on Tuesdays.", "The design review is from 2 to 3pm on Tuesdays."),
    ("review", "en", N, "When is the design review?", "The design review is 2-3pm on Tuesdays.", "The design review is 4-5pm on Tuesdays."),
    ("review", "en", S, "When is the design review?", "The design review is 2-3pm on Tuesdays.", "The design review moved to 4–5 pm on Tuesdays."),
    ("review", "en", L, "When is the budget review?", "The design review is 2-3pm on Tuesdays.", "The budget review is 4-5pm on Tuesdays."),
    ("hours", "en", R, "When are office hours?", "Office hours are 2–3 pm on Thursdays.", "Office hours run 2:00-3:00 pm on Thursdays."),
    ("hours", "en", S, "When are office hours?", "Office hours are 2–3 pm on Thursdays.", "Office hours are now 3-4pm on Thursdays."),
    ("hours", "en", L, "When are lab hours?", "Office hours are 2–3 pm on Thursdays.", "Lab hours are 3-4pm on Thursdays."),
    ("yoga", "en", R, "When is yoga?", "Yoga class is from 6 to 7pm.", "Yoga class is 6-7 pm."),
    ("yoga", "en", N, "When is yoga?", "Yoga class is from 6 to 7pm.", "Yoga class is from 7 to 8pm."),
    ("yoga", "en", L, "When is pilates?", "Yoga class is from 6 to 7pm.", "Pilates class is from 7 to 8pm."),
    ("sync", "en", L, "When is the product sync?", "The sales sync is 10-11am on Mondays.", "The product sync is 11am-12pm on Mondays."),
    # -- Chinese: the same clock at another part of the day, a weak change word ----------------------------------
    ("dian", "zh", S, "我几点到店里？", "我每天早上9点到店里。", "我现在每天晚上9点才到店里。"),
    ("dian", "zh", R, "我几点到店里？", "我每天早上9点到店里。", "我每天上午九点到店里。"),
    ("dian", "zh", L, "店长几点到店里？", "我每天早上9点到店里。", "店长每天晚上9点到店里。"),
    ("paobu", "zh", S, "我几点去跑步？", "我一般早上6点去跑步。", "我现在一般傍晚6点去跑步。"),
    ("paobu", "zh", L, "我老公几点去跑步？", "我一般早上6点去跑步。", "我老公一般晚上6点去跑步。"),
    ("paobu", "zh", T, "我这周几点跑步？", "我一般早上6点去跑步。", "这周早上下雨，先改成晚上6点跑。"),
    ("yao", "zh", S, "我几点吃降压药？", "我早上8点吃降压药。", "如今我晚上8点吃降压药。"),
    ("yao", "zh", L, "我几点吃维生素？", "我早上8点吃降压药。", "我晚上8点吃维生素。"),
    ("yao", "zh", L, "我晚上还吃什么药？", "我早上8点吃降压药。", "我现在晚上8点还要再吃一次胃药。"),
    ("shui", "zh", S, "我几点睡觉？", "我晚上10点睡觉。", "我现在上夜班，早上10点才睡觉。"),
    ("shangban", "zh", R, "我几点上班？", "我早上8点上班。", "我上午8点上班。"),
    ("shangban", "zh", R, "我几点上班？", "我早上8点上班。", "我8:00上班。"),
    ("shangban", "zh", T, "我今天几点上班？", "我早上8点上班。", "今天临时顶班，晚上8点上班。"),
    ("kaimen", "zh", L, "夜市几点开？", "菜市场早上7点开门。", "夜市晚上7点开门。"),
    ("kecheng", "zh", L, "我晚上几点上课？", "我上午10点上课。", "我现在晚上10点也有一节网课。"),
    # -- Chinese: a clock range moved with no change word, restated, moved with one -------------------------------
    ("zhouhui", "zh", N, "周会几点？", "周会是下午2点到3点。", "周会是下午4点到5点。"),
    ("zhouhui", "zh", R, "周会几点？", "周会是下午2点到3点。", "周会是14:00-15:00。"),
    ("zhouhui", "zh", S, "周会几点？", "周会是下午2点到3点。", "周会挪到下午4点到5点了。"),
    ("zhouhui", "zh", L, "评审会几点？", "周会是下午2点到3点。", "评审会是下午4点到5点。"),
    ("menzhen", "zh", N, "张医生的门诊几点？", "张医生的门诊是上午9点到11点。", "张医生的门诊是上午10点到12点。"),
    ("menzhen", "zh", L, "李医生的门诊几点？", "张医生的门诊是上午9点到11点。", "李医生的门诊是上午10点到12点。"),
    ("buxi", "zh", N, "数学补习几点？", "数学补习每周三下午三点到五点。", "数学补习每周三下午四点到六点。"),
    ("buxi", "zh", R, "数学补习几点？", "数学补习每周三下午三点到五点。", "数学补习每周三15点到17点。"),
    ("buxi", "zh", L, "英语补习几点？", "数学补习每周三下午三点到五点。", "英语补习每周三下午四点到六点。"),
    ("buxi", "zh", T, "这周数学补习几点？", "数学补习每周三下午三点到五点。", "这周三数学补习临时改到晚上七点到九点。"),
    ("yingye", "zh", N, "便利店几点营业？", "楼下便利店早上7点到晚上11点营业。", "楼下便利店早上8点到晚上12点营业。"),
    ("yingye", "zh", L, "面包店几点营业？", "楼下便利店早上7点到晚上11点营业。", "楼下面包店早上8点到晚上8点营业。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "clock42", 780000)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_clock42_probes.py): hand-written by session 42 "
                         "(clock42) before any rule of its round was changed, for clock times changed in plain words: "
                         "the same clock moved to another part of the day with a weak change word only (now, these "
                         "days, 现在, 如今; 8am / 8pm, 早上 / 晚上); a clock range with one day part after both ends "
                         "('2-3pm', '2–3 pm', 'from 2 to 3pm') restated, moved with a change word and moved with none "
                         "(周会是下午2点到3点 / 下午4点到5点); one clock said another way (早上8点 / 上午8点 / 8:00); "
                         "controls: two events at 8am and 8pm, two meetings of two names, a second time added with "
                         "also / 也 / 还, a passing change (this week, tonight, 今天临时); split once before tuning into "
                         "'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
