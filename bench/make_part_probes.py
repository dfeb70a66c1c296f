"""Issue #12: IN-SAMPLE probes for a part, accessory or consumable of a thing (session 35, part35), hand-written by
the engineer who tunes on them, before any rule of the round was changed:
  - a change of a part of the older sentence's thing is not a change of the thing: "I drive a Honda." / "I switched
    tires last week and it drives much better now." (the car stays a Honda); "我用的是小米手机。" / "我上个月换了个
    手机壳，还挺好看的。" (the phone stays a Xiaomi). Parts: tires, battery, screen protector, case, strap, charger,
    keyboard, chain, strings, filter; 手机壳, 电池, 屏幕, 表带, 轮胎, 滤芯, 键盘, 充电器, 链条.
  - look-alikes the other way: a real replacement of the thing itself still updates ("I replaced my laptop with a
    MacBook", "我换了个华为手机", "I drive a Tesla now"), and a restatement of the thing is one fact.
Every group has its thing's restatement or replacement beside the part changes.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_part_probes.py   # writes bench/data/part_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/part_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263508
OUT = Path(__file__).resolve().parent / "data" / "part_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a car: tires, battery ----------------------------------------------------------------------------------
    ("honda", "en", L, "What car do I drive?", "I drive a Honda.", "I switched tires last week and it drives much better now."),
    ("honda", "en", L, "What car do I drive?", "I drive a Honda.", "I changed the battery in my car yesterday."),
    ("honda", "en", S, "What car do I drive?", "I drive a Honda.", "I sold the Honda and I drive a Tesla now."),
    ("honda", "en", R, "What car do I drive?", "I drive a Honda.", "My car is a Honda."),
    ("corolla", "en", L, "What car do I have?", "My car is a Toyota Corolla.", "I replaced the tires on my car last month."),
    ("corolla", "en", L, "What car do I have?", "My car is a Toyota Corolla.", "I switched to winter tires on my car."),
    ("corolla", "en", S, "What car do I have?", "My car is a Toyota Corolla.", "I replaced my Corolla with a Mazda."),
    # -- a phone: case, screen protector, battery, charger -----------------------------------------------------------
    ("iphone", "en", L, "What phone do I use?", "I use an iPhone 12.", "I got a new case for my phone yesterday."),
    ("iphone", "en", L, "What phone do I use?", "I use an iPhone 12.", "I changed the screen protector on my phone last week."),
    ("iphone", "en", L, "What phone do I use?", "I use an iPhone 12.", "I replaced the battery in my phone and it lasts all day now."),
    ("iphone", "en", S, "What phone do I use?", "I use an iPhone 12.", "I switched to a Samsung Galaxy phone."),
    ("iphone", "en", R, "What phone do I use?", "I use an iPhone 12.", "My phone is an iPhone 12."),
    ("pixel", "en", L, "What phone do I have?", "My phone is a Google Pixel.", "I switched to a new charger for my phone."),
    ("pixel", "en", S, "What phone do I have?", "My phone is a Google Pixel.", "I replaced my Pixel with an iPhone."),
    # -- a laptop: keyboard, charger, battery ------------------------------------------------------------------------
    ("dell", "en", L, "What laptop do I work on?", "I work on a Dell XPS laptop.", "I replaced the keyboard on my laptop last month."),
    ("dell", "en", L, "What laptop do I work on?", "I work on a Dell XPS laptop.", "I changed the battery of my laptop."),
    ("dell", "en", S, "What laptop do I work on?", "I work on a Dell XPS laptop.", "I replaced my laptop with a MacBook."),
    ("thinkpad", "en", L, "What laptop do I have?", "My laptop is a ThinkPad.", "I switched to a new charger for my laptop."),
    ("thinkpad", "en", R, "What laptop do I have?", "My laptop is a ThinkPad.", "I have a ThinkPad laptop."),
    # -- a watch, a bike, a guitar, a water filter ----------------------------------------------------------------------
    ("watch", "en", L, "What watch do I wear?", "I wear an Apple Watch.", "I changed the strap on my watch to a leather one."),
    ("watch", "en", S, "What watch do I wear?", "I wear an Apple Watch.", "I switched to a Garmin watch."),
    ("bike", "en", L, "What bike do I ride to work?", "I ride a Trek bike to work.", "I replaced the chain on my bike."),
    ("bike", "en", L, "What bike do I ride to work?", "I ride a Trek bike to work.", "I changed the tires on my bike last weekend."),
    ("bike", "en", S, "What bike do I ride to work?", "I ride a Trek bike to work.", "I now ride a Giant bike to work."),
    ("guitar", "en", L, "What guitar do I play?", "I play a Fender guitar.", "I changed the strings on my guitar yesterday."),
    ("guitar", "en", R, "What guitar do I play?", "I play a Fender guitar.", "My guitar is a Fender."),
    ("brita", "en", L, "What water filter do I use?", "I use a Brita water filter.", "I replaced the filter cartridge last week."),
    # -- 手机: 手机壳, 电池, 屏幕, 充电器 --------------------------------------------------------------------------------
    ("xiaomi", "zh", L, "我用的是什么手机？", "我用的是小米手机。", "我上个月换了个手机壳，还挺好看的。"),
    ("xiaomi", "zh", L, "我用的是什么手机？", "我用的是小米手机。", "我昨天给手机换了块新电池。"),
    ("xiaomi", "zh", L, "我用的是什么手机？", "我用的是小米手机。", "我手机屏幕碎了，上周换了个新屏幕。"),
    ("xiaomi", "zh", S, "我用的是什么手机？", "我用的是小米手机。", "我换了个华为手机。"),
    ("xiaomi", "zh", R, "我用的是什么手机？", "我用的是小米手机。", "我的手机是小米的。"),
    ("huawei", "zh", L, "我用什么手机？", "我用华为手机。", "我换了个新充电器。"),
    ("huawei", "zh", L, "我用什么手机？", "我用华为手机。", "我给手机换了个新的手机壳。"),
    ("huawei", "zh", S, "我用什么手机？", "我用华为手机。", "我把华为手机换成了苹果手机。"),
    # -- 车: 轮胎, 电池 -------------------------------------------------------------------------------------------------
    ("corolla", "zh", L, "我开的是什么车？", "我开的是丰田卡罗拉。", "我上周换了四个轮胎，开起来舒服多了。"),
    ("corolla", "zh", L, "我开的是什么车？", "我开的是丰田卡罗拉。", "我昨天给车换了个电瓶。"),
    ("corolla", "zh", S, "我开的是什么车？", "我开的是丰田卡罗拉。", "我把卡罗拉卖了，现在开特斯拉。"),
    ("corolla", "zh", R, "我开的是什么车？", "我开的是丰田卡罗拉。", "我的车是丰田卡罗拉。"),
    ("yadea", "zh", L, "我骑的是什么电动车？", "我骑的是雅迪电动车。", "我给电动车换了块新电池。"),
    ("yadea", "zh", L, "我骑的是什么电动车？", "我骑的是雅迪电动车。", "我电动车的轮胎换成了真空胎。"),
    ("yadea", "zh", S, "我骑的是什么电动车？", "我骑的是雅迪电动车。", "我换了辆爱玛电动车。"),
    # -- 手表: 表带; 净水器: 滤芯; 笔记本: 键盘 -----------------------------------------------------------------------------
    ("watch", "zh", L, "我戴的是什么手表？", "我戴的是苹果手表。", "我给手表换了条皮表带。"),
    ("watch", "zh", S, "我戴的是什么手表？", "我戴的是苹果手表。", "我的手表换成了华为手表。"),
    ("watch", "zh", R, "我戴的是什么手表？", "我戴的是苹果手表。", "我的手表是苹果的。"),
    ("purifier", "zh", L, "我家用的是什么净水器？", "我家用的是美的净水器。", "我上周给净水器换了滤芯。"),
    ("purifier", "zh", S, "我家用的是什么净水器？", "我家用的是美的净水器。", "我家的净水器换成了小米的。"),
    ("lenovo", "zh", L, "我用的是什么笔记本？", "我用的是联想笔记本。", "我给笔记本换了个键盘。"),
    ("lenovo", "zh", L, "我用的是什么笔记本？", "我用的是联想笔记本。", "我笔记本的电池换成了新的。"),
    ("lenovo", "zh", S, "我用的是什么笔记本？", "我用的是联想笔记本。", "我把联想笔记本换成了MacBook。"),
    ("lenovo", "zh", R, "我用的是什么笔记本？", "我用的是联想笔记本。", "我的笔记本是联想的。"),
    ("bike", "zh", L, "我骑的是什么自行车？", "我骑的是捷安特自行车。", "我给自行车换了条新链条。"),
    ("bike", "zh", S, "我骑的是什么自行车？", "我骑的是捷安特自行车。", "我现在骑的是美利达自行车。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "part35", 635800)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_part_probes.py): hand-written by session 35 "
                         "(part35) before any rule of its round was changed, for a part, accessory or consumable of "
                         "the older sentence's thing (tires, battery, case, screen protector, strap, charger, keyboard, "
                         "chain, strings, filter; 手机壳, 电池, 屏幕, 表带, 轮胎, 滤芯, 键盘, 链条) changed: a "
                         "DIFFERENT fact from the thing, never a crossing-out; real replacements of the thing as "
                         "updates, restatements of the thing; split once before tuning into 'tuning' (tuned on) "
                         "and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
