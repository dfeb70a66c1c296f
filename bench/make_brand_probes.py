"""Issue #12: IN-SAMPLE probes for a thing named by its brand or model, and who does a chore (session 36, brand36),
hand-written by the engineer who tunes on them, before any rule of the round was changed:
  - a strong change word whose new value is a product of the same kind as the older sentence's value (a car make or
    model, a phone, a laptop, an editor): "I drive a Honda." / "I switched to a Tesla." (no word in common) is the
    speaker's car changed; without a strong change word a link at most. Look-alikes: another holder ("My wife drives
    a Tesla"), a second thing for another use ("I switched to a Tesla for long trips": a link at most), a product of
    another kind ("I switched to a Pixel 8" after a car), a rental.
  - a product said with its kind word: "I use an iPhone 12." / "My phone is an iPhone 12." / "The iPhone 12 is my
    phone." (我用的是X / 我的<kind>是X) is one claim. Look-alikes: another phone ("My work phone is a Pixel 8"),
    another holder ("My daughter uses an iPhone 12"), another model number.
  - who does a chore, said "I do X" / "<person> does X now" (我做X / 现在是<person>做X): the chore reading's frame, a
    link, never a crossing-out. Look-alikes: another chore ("cooks lunch"), a shared chore ("too", 也), another time
    of day, no change word.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_brand_probes.py   # writes bench/data/brand_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/brand_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263602
OUT = Path(__file__).resolve().parent / "data" / "brand_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a car named by its make or model, a strong change word --------------------------------------------------
    ("honda", "en", S, "What car do I drive?", "I drive a Honda.", "I switched to a Tesla."),
    ("honda", "en", L, "What car does my wife drive?", "I drive a Honda.", "My wife drives a Tesla."),
    ("honda", "en", L, "What do I drive on long trips?", "I drive a Honda.", "I switched to a Tesla for long trips."),
    ("honda", "en", L, "What phone do I use?", "I drive a Honda.", "I switched to a Pixel 8."),
    ("honda", "en", R, "What car do I drive?", "I drive a Honda.", "My car is a Honda."),
    ("outback", "en", S, "What car do I have?", "I've got a Subaru Outback.", "I swapped to a Toyota RAV4 last month."),
    ("outback", "en", L, "What car does my brother have?", "I've got a Subaru Outback.", "My brother swapped to a Toyota RAV4 last month."),
    ("outback", "en", T, "What am I driving this week?", "I've got a Subaru Outback.", "I rented a Toyota Corolla for this week."),
    ("mazda", "en", S, "What car do I drive?", "My car is a Mazda 3.", "I replaced it with a Kia EV6."),
    ("mazda", "en", R, "What car do I drive?", "My car is a Mazda 3.", "The Mazda 3 is my car."),
    ("mazda", "en", L, "What car does my dad drive?", "My car is a Mazda 3.", "My dad's car is a Kia EV6."),
    # -- a phone, a laptop, an editor ------------------------------------------------------------------------------
    ("iphone", "en", R, "What phone do I use?", "I use an iPhone 12.", "My phone is an iPhone 12."),
    ("iphone", "en", L, "What phone does my daughter use?", "I use an iPhone 12.", "My daughter uses an iPhone 12."),
    ("iphone", "en", S, "What phone do I use?", "I use an iPhone 12.", "I switched to a Pixel 8."),
    ("iphone", "en", L, "What phone does my son use?", "I use an iPhone 12.", "My son switched to a Pixel 8."),
    ("pixel", "en", R, "What phone do I have?", "My phone is a Pixel 7.", "The Pixel 7 is my phone."),
    ("pixel", "en", L, "What is my work phone?", "My phone is a Pixel 7.", "My work phone is a Galaxy S23."),
    ("pixel", "en", L, "What phone do I have?", "My phone is a Pixel 7.", "My phone is a Pixel 8."),
    ("galaxy", "en", R, "What phone do I use?", "I use a Galaxy S22.", "My phone is a Galaxy S22."),
    ("galaxy", "en", S, "What phone do I use?", "I use a Galaxy S22.", "I've switched to a OnePlus 11 now."),
    ("thinkpad", "en", R, "What laptop do I use?", "I use a ThinkPad X1.", "My laptop is a ThinkPad X1."),
    ("thinkpad", "en", S, "What laptop do I use?", "My laptop is a ThinkPad X1.", "I switched to a MacBook Air."),
    ("thinkpad", "en", L, "What laptop does my son use?", "My laptop is a ThinkPad X1.", "My son switched to a MacBook Air."),
    ("thinkpad", "en", L, "What is my home computer?", "My laptop is a ThinkPad X1.", "My home computer is an iMac."),
    ("editor", "en", R, "What editor do I use?", "I use Sublime Text.", "Sublime Text is my editor."),
    ("editor", "en", S, "What editor do I use?", "I use Sublime Text.", "I switched to Emacs."),
    ("editor", "en", L, "What editor does my teammate use?", "I use Sublime Text.", "My teammate switched to Emacs."),
    # -- who does a chore: "I do X" / "<person> does X now" --------------------------------------------------------
    ("cook", "en", S, "Who cooks dinner on weekdays?", "I cook dinner on weekdays.", "My wife cooks dinner on weekdays now."),
    ("cook", "en", L, "Who cooks lunch on weekdays?", "I cook dinner on weekdays.", "My wife cooks lunch on weekdays now."),
    ("cook", "en", L, "Who else cooks dinner on weekdays?", "I cook dinner on weekdays.", "My wife cooks dinner on weekdays too."),
    ("laundry", "en", S, "Who does the laundry?", "I do the laundry.", "My husband does the laundry now."),
    ("laundry", "en", L, "Who does the ironing?", "I do the laundry.", "My husband does the ironing now."),
    ("trash", "en", S, "Who takes out the trash on Mondays?", "I take out the trash on Mondays.", "Leo takes out the trash on Mondays now."),
    ("trash", "en", L, "Who takes out the recycling on Mondays?", "I take out the trash on Mondays.", "Leo takes out the recycling on Mondays now."),
    ("dog", "en", S, "Who walks the dog in the evenings?", "I walk the dog in the evenings.", "My son walks the dog in the evenings now."),
    ("dog", "en", L, "Who walks the dog in the mornings?", "I walk the dog in the evenings.", "My son walks the dog in the mornings now."),
    ("lawn", "en", S, "Who mows the lawn?", "I mow the lawn.", "My daughter mows the lawn now."),
    ("lawn", "en", L, "Who mows my parents' lawn?", "I mow the lawn.", "My daughter mows my parents' lawn now."),
    # -- 车、手机、笔记本：品牌或型号 ------------------------------------------------------------------------------
    ("bentian", "zh", S, "我开什么车？", "我开的是本田。", "我换成特斯拉了。"),
    ("bentian", "zh", L, "我老婆开什么车？", "我开的是本田。", "我老婆开的是特斯拉。"),
    ("bentian", "zh", R, "我开什么车？", "我开的是本田。", "我的车是本田。"),
    ("bentian", "zh", L, "我用什么手机？", "我开的是本田。", "我换成华为手机了。"),
    ("fengtian", "zh", S, "我开什么车？", "我开一辆丰田卡罗拉。", "我已经改开比亚迪了。"),
    ("fengtian", "zh", L, "我哥开什么车？", "我开一辆丰田卡罗拉。", "我哥已经改开比亚迪了。"),
    ("xiaomi", "zh", R, "我用什么手机？", "我用的是小米手机。", "我的手机是小米。"),
    ("xiaomi", "zh", S, "我用什么手机？", "我用的是小米手机。", "我换成苹果手机了。"),
    ("xiaomi", "zh", L, "我女儿用什么手机？", "我用的是小米手机。", "我女儿用的是小米手机。"),
    ("xiaomi", "zh", L, "我爱吃什么水果？", "我用的是小米手机。", "我最近爱吃苹果。"),
    ("huawei", "zh", R, "我用什么手机？", "我用华为手机。", "我的手机是华为的。"),
    ("huawei", "zh", L, "我的工作手机是什么？", "我的手机是华为Mate 60。", "我的工作手机是小米14。"),
    ("huawei", "zh", S, "我用什么手机？", "我的手机是华为Mate 60。", "我换成小米14了。"),
    ("macbook", "zh", R, "我用什么笔记本？", "我用的是MacBook Air。", "我的笔记本是MacBook Air。"),
    ("macbook", "zh", S, "我用什么笔记本？", "我的笔记本是MacBook Air。", "我换成ThinkPad了。"),
    ("macbook", "zh", L, "我同事用什么笔记本？", "我的笔记本是MacBook Air。", "我同事换成ThinkPad了。"),
    # -- 谁做家务：我做X / 现在是<person>做X ----------------------------------------------------------------------
    ("zuofan", "zh", S, "谁做晚饭？", "我做晚饭。", "现在是我老公做晚饭。"),
    ("zuofan", "zh", L, "谁做午饭？", "我做晚饭。", "现在是我老公做午饭。"),
    ("xiwan", "zh", S, "谁每天洗碗？", "我每天洗碗。", "现在是我儿子每天洗碗。"),
    ("xiwan", "zh", L, "我儿子每天做什么？", "我每天洗碗。", "我儿子每天也洗碗。"),
    ("yigou", "zh", S, "谁每天晚上遛狗？", "我每天晚上遛狗。", "现在是我女儿每天晚上遛狗。"),
    ("yigou", "zh", L, "谁每天早上遛狗？", "我每天晚上遛狗。", "现在是我女儿每天早上遛狗。"),
    ("jiesong", "zh", S, "谁接孩子放学？", "我接孩子放学。", "现在是我妈接孩子放学。"),
    ("jiesong", "zh", L, "谁送孩子上学？", "我接孩子放学。", "现在是我妈送孩子上学。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "brand", 636100)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_brand_probes.py): hand-written by session 36 "
                         "(brand36) before any rule of its round was changed, for a thing named by its brand or "
                         "model (a strong change word to a product of the same kind, a product said with its kind "
                         "word) and who does a chore ('I do X' / '<person> does X now', 我做X / 现在是<person>做X); "
                         "every group has look-alikes that are DIFFERENT facts (another holder, another phone, a "
                         "second car for another use, a product of another kind, another chore, a shared chore) or "
                         "restatements; split once before tuning into 'tuning' (tuned on) and 'check' (counted "
                         "only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
