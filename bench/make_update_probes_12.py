"""Issue #12: a twelfth set of IN-SAMPLE probes, for three kinds of plain-words update still missed (stale at rank 1),
hand-written by session 29 (thing29) before any rule of its round was changed (the engineer who tunes on it wrote it):
  - Chinese 开始 + the older sentence's own verb, a habit changed ("我平时喝美式咖啡" / "我最近开始喝绿茶了").
  - A change of time only ("I swim in the mornings" / "I've started swimming in the evenings", "我早上遛狗" /
    "我现在改晚上遛狗了").
  - A thing of the speaker's said anew ("我开的是奥迪" / "我的车换成比亚迪了", "My phone is an iPhone" / "Phone's
    now a Pixel").
Every group has look-alikes that are a DIFFERENT fact and must stay apart: another person's thing or habit (我哥的车,
"my sister"), a one-off (今天开始下雨了, "it started snowing"), a plan (打算开始), a passing state (这几天, 这周…出差,
"this week"), an addition (也, "too"), a habit said again (又开始), restatements and unrelated sentences.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_update_probes_12.py   # writes bench/data/update_probes_12.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_12.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20262905
OUT = Path(__file__).resolve().parent / "data" / "update_probes_12.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- Chinese: 开始 + the older sentence's own verb, a habit changed ----------------------------------------------
    ("he", "zh", S, "我平时喝什么？", "我平时喝美式咖啡。", "我最近开始喝绿茶了。"),
    ("he", "zh", L, "我老婆平时喝什么？", "我平时喝美式咖啡。", "我老婆最近开始喝绿茶了。"),
    ("he", "zh", E, "今天天气怎么样？", "我平时喝美式咖啡。", "今天开始下雨了。"),
    ("he", "zh", L, "我打算喝什么？", "我平时喝美式咖啡。", "我打算开始喝绿茶。"),
    ("he", "zh", R, "我平时喝什么？", "我平时喝美式咖啡。", "我平时喝的是美式咖啡。"),
    ("kan", "zh", S, "我睡前看什么？", "我睡前看小说。", "我睡前开始看纪录片了。"),
    ("kan", "zh", L, "我儿子睡前看什么？", "我睡前看小说。", "我儿子睡前开始看纪录片了。"),
    ("kan", "zh", T, "我这几天看什么？", "我睡前看小说。", "我这几天开始看世界杯了。"),
    ("chi", "zh", S, "我中午吃什么？", "我中午吃食堂。", "我中午开始吃自己带的便当了。"),
    ("chi", "zh", X, "食堂什么时候开门？", "我中午吃食堂。", "食堂下个月开始装修。"),
    ("xue", "zh", S, "我周末学什么乐器？", "我周末学吉他。", "我周末开始学钢琴了。"),
    ("xue", "zh", L, "我女儿周末学什么乐器？", "我周末学吉他。", "我女儿周末开始学钢琴了。"),
    ("xue", "zh", R, "我周末学什么乐器？", "我周末学吉他。", "我周末学的是吉他。"),
    ("niunai", "zh", R, "我每天喝什么？", "我每天喝牛奶。", "我最近又开始喝牛奶了。"),
    ("niunai", "zh", L, "我想喝什么？", "我每天喝牛奶。", "我准备开始喝豆浆。"),
    ("chuchai", "zh", T, "我这周在哪里？", "我在北京上班。", "我这周开始在上海出差。"),
    ("chuchai", "zh", X, "北京最近天气怎样？", "我在北京上班。", "北京开始降温了。"),
    # -- A change of time only ----------------------------------------------------------------------------------
    ("swim", "en", S, "When do I swim?", "I swim in the mornings.", "I've started swimming in the evenings."),
    ("swim", "en", L, "When does my sister swim?", "I swim in the mornings.", "My sister has started swimming in the evenings."),
    ("swim", "en", L, "Do I swim in the evenings too?", "I swim in the mornings.", "I've started swimming in the evenings too."),
    ("swim", "en", T, "When am I swimming this week?", "I swim in the mornings.", "I've started swimming in the evenings this week."),
    ("swim", "en", R, "When do I swim?", "I swim in the mornings.", "Mornings are when I swim."),
    ("study", "en", S, "When do I study?", "I study at night.", "I've started studying in the afternoons."),
    ("study", "en", E, "What happened this afternoon?", "I study at night.", "It started snowing this afternoon."),
    ("study", "en", L, "When do my kids study?", "I study at night.", "My kids have started studying in the afternoons."),
    ("liugou", "zh", S, "我什么时候遛狗？", "我早上遛狗。", "我现在改晚上遛狗了。"),
    ("liugou", "zh", L, "我爸什么时候遛狗？", "我早上遛狗。", "我爸现在改晚上遛狗了。"),
    ("liugou", "zh", L, "我晚上也遛狗吗？", "我早上遛狗。", "我晚上也开始遛狗了。"),
    ("liugou", "zh", T, "我这几天什么时候遛狗？", "我早上遛狗。", "我这几天临时改晚上遛狗。"),
    ("paobu", "zh", S, "我什么时候跑步？", "我下午跑步。", "我最近开始早上跑步了。"),
    ("paobu", "zh", L, "我同事什么时候跑步？", "我下午跑步。", "我同事最近开始早上跑步了。"),
    ("paobu", "zh", R, "我什么时候跑步？", "我下午跑步。", "我一般是下午跑步。"),
    # -- A thing of the speaker's said anew ---------------------------------------------------------------------
    ("car", "zh", S, "我开什么车？", "我开的是奥迪。", "我的车换成比亚迪了。"),
    ("car", "zh", L, "我哥开什么车？", "我开的是奥迪。", "我哥的车换成比亚迪了。"),
    ("car", "zh", R, "我开什么车？", "我开的是奥迪。", "我的车是奥迪。"),
    ("car", "zh", X, "比亚迪最近怎么样？", "我开的是奥迪。", "比亚迪开始降价了。"),
    ("diannao", "zh", S, "我用什么电脑？", "我用的笔记本是联想的。", "电脑换成苹果的了。"),
    ("diannao", "zh", L, "我同事用什么电脑？", "我用的笔记本是联想的。", "我同事的电脑换成苹果的了。"),
    ("phone", "en", S, "What phone do I have?", "My phone is an iPhone.", "Phone's now a Pixel."),
    ("phone", "en", L, "What phone does my wife have?", "My phone is an iPhone.", "My wife's phone is now a Pixel."),
    ("phone", "en", R, "What phone do I have?", "My phone is an iPhone.", "I have an iPhone as my phone."),
    ("bike", "en", S, "What bike do I ride?", "I ride a Giant road bike.", "My bike is a Trek now."),
    ("bike", "en", L, "What bike does my neighbour ride?", "I ride a Giant road bike.", "My neighbour's bike is a Trek now."),
    ("bike", "en", L, "What bike am I riding this week?", "I ride a Giant road bike.", "I'm riding a borrowed Trek this week."),
    ("haoma", "zh", S, "我的手机号是多少？", "我的手机号是13912345678。", "号码换了，新号码是13698765432。"),
    ("haoma", "zh", L, "我妈的手机号是多少？", "我的手机号是13912345678。", "我妈的号码换了，新号码是13698765432。"),
    ("haoma", "zh", X, "我的快递到哪了？", "我的手机号是13912345678。", "我的快递已经到驿站了。"),
    ("coffee_en", "en", S, "What do I drink in the morning?", "I drink black coffee in the morning.", "I've started drinking green tea in the morning."),
    ("coffee_en", "en", L, "What does my boss drink in the morning?", "I drink black coffee in the morning.", "My boss has started drinking green tea in the morning."),
    ("coffee_en", "en", E, "What happened this morning?", "I drink black coffee in the morning.", "It started raining this morning."),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "probe12", 293000)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes, set 12 (bench/make_update_probes_12.py): hand-written by session 29 "
                         "(thing29) before any rule of its round was changed, for three kinds of plain-words update "
                         "(Chinese 开始 + the older sentence's own verb; a change of time only; a thing of the "
                         "speaker's said anew); every group has look-alikes that are DIFFERENT facts (another "
                         "person's thing or habit, a one-off, a plan, a passing state, an addition, a habit said "
                         "again), restatements and unrelated sentences; split once before tuning into 'tuning' "
                         "(tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
