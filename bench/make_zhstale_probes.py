"""Issue #12: IN-SAMPLE probes for Chinese updates still stale at rank 1 (session 30, zhjob30), hand-written by the
engineer who tunes on them, before any rule of the round was changed:
  - A new employer said with 去了 + a name after a sentence of the speaker's work ("我在京东上班" / "我上个月去了美团"):
    去了 + a name is as often a trip, so the look-alikes carry a trip word (面试, 参观, 玩, 出差, 办事), a plan, another
    holder, an addition (也).
  - A role at a place, then 已经去 + a name ("我在美团做产品经理" / "我已经去拼多多了"): no employer word on the newer
    side; apart: another holder, a plan, an errand at a bank, homework at a library.
  - A thing of the speaker's said anew with no word or slot in common ("我开的是一辆宝马" / "我的车换成理想了",
    "I drive an Audi" / "My car is a BYD now"); apart: another holder's car, a plan, a borrowed car for a few days.
  - 开始 + the older sentence's own verb, which without an embedder shares no two-character term with the older one
    ("我平时喝拿铁" / "我最近开始喝普洱了"); apart: another holder, an addition (也), a plan (准备, 下个月要), a question.
Every group has restatements or look-alikes beside its update.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_zhstale_probes.py   # writes bench/data/zhstale_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/zhstale_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263001
OUT = Path(__file__).resolve().parent / "data" / "zhstale_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- Chinese: 去了 + a name after the speaker's work -------------------------------------------------------------
    ("jd", "zh", S, "我在哪家公司上班？", "我在京东上班。", "我上个月去了美团。"),
    ("jd", "zh", E, "我上个月去美团做什么？", "我在京东上班。", "我上个月去了美团面试。"),
    ("jd", "zh", L, "我同事在哪里上班？", "我在京东上班。", "我同事上个月去了美团。"),
    ("jd", "zh", L, "我下个月去哪？", "我在京东上班。", "我下个月要去美团。"),
    ("wangyi", "zh", S, "我在哪家公司工作？", "我在网易工作。", "我去年底去了阿里巴巴。"),
    ("wangyi", "zh", T, "我去杭州做什么？", "我在网易工作。", "我去年底去了杭州出差。"),
    ("wangyi", "zh", L, "我老公在哪工作？", "我在网易工作。", "我老公去年底去了阿里巴巴。"),
    ("wangyi", "zh", R, "我在哪家公司工作？", "我在网易工作。", "我是网易的员工。"),
    ("baidu", "zh", S, "我在哪家公司上班？", "我在百度上班。", "我前段时间去了快手。"),
    ("baidu", "zh", E, "我去快手做什么？", "我在百度上班。", "我前段时间去了快手参观。"),
    ("baidu", "zh", E, "我周末去哪玩了？", "我在百度上班。", "我前段时间去了三亚玩。"),
    ("baidu", "zh", L, "我要不要去快手？", "我在百度上班。", "我要不要去快手？"),
    ("pingan", "zh", S, "我在哪工作？", "我在平安保险工作。", "我今年初去了招商银行。"),
    ("pingan", "zh", L, "我今年还去了哪？", "我在平安保险工作。", "我今年初也去了招商银行。"),
    ("pingan", "zh", E, "我去招商银行做什么？", "我在平安保险工作。", "我今年初去了招商银行办事。"),
    # -- Chinese: a role at a place, then 已经去 + a name -----------------------------------------------------------
    ("meituan", "zh", S, "我在哪家公司工作？", "我在美团做产品经理。", "我已经去拼多多了。"),
    ("meituan", "zh", L, "我弟弟在哪家公司？", "我在美团做产品经理。", "我弟弟已经去拼多多了。"),
    ("meituan", "zh", L, "我打算去哪？", "我在美团做产品经理。", "我打算去拼多多。"),
    ("meituan", "zh", R, "我做什么工作？", "我在美团做产品经理。", "我是美团的产品经理。"),
    ("xiecheng", "zh", S, "我在哪家公司工作？", "我在携程当测试工程师。", "我现在已经去滴滴了。"),
    ("xiecheng", "zh", L, "我准备去哪？", "我在携程当测试工程师。", "我准备下个月去滴滴。"),
    ("xiecheng", "zh", R, "我做什么工作？", "我在携程当测试工程师。", "我是携程的测试工程师。"),
    ("bank", "zh", S, "我在哪家银行上班？", "我在招商银行做柜员。", "我已经去农业银行了。"),
    ("bank", "zh", E, "我去农业银行做什么？", "我在招商银行做柜员。", "我已经去农业银行办完业务了。"),
    ("library", "zh", E, "我去食堂了吗？", "我在图书馆做作业。", "我已经去食堂了。"),
    ("library", "zh", X, "我在哪做作业？", "我在图书馆做作业。", "我已经去万达广场了。"),
    # -- Chinese and English: a thing of the speaker's said anew ---------------------------------------------------
    ("bmw", "zh", S, "我开什么车？", "我开的是一辆宝马。", "我的车换成理想了。"),
    ("bmw", "zh", L, "我哥开什么车？", "我开的是一辆宝马。", "我哥的车换成理想了。"),
    ("bmw", "zh", L, "我打算换什么车？", "我开的是一辆宝马。", "我打算把车换成理想。"),
    ("bmw", "zh", R, "我开什么车？", "我开的是一辆宝马。", "我的车是宝马。"),
    ("camry", "zh", S, "我开什么车？", "我开的是丰田凯美瑞。", "我的车已经换成小鹏了。"),
    ("camry", "zh", T, "我这几天开什么车？", "我开的是丰田凯美瑞。", "车送修了，这几天开的是借来的小鹏。"),
    ("camry", "zh", L, "我同事开什么车？", "我开的是丰田凯美瑞。", "我同事的车已经换成小鹏了。"),
    ("phone", "zh", S, "我用什么手机？", "我用的是苹果手机。", "我的手机换成华为了。"),
    ("phone", "zh", L, "我妈用什么手机？", "我用的是苹果手机。", "我妈的手机换成华为了。"),
    ("audi_en", "en", S, "What car do I drive?", "I drive an Audi.", "My car is a BYD now."),
    ("audi_en", "en", L, "What car does my brother drive?", "I drive an Audi.", "My brother's car is a BYD now."),
    ("audi_en", "en", R, "What car do I drive?", "I drive an Audi.", "My car is an Audi."),
    # -- Chinese: 开始 + the older sentence's own verb (no two-character term in common) ----------------------------
    ("natie", "zh", S, "我平时喝什么？", "我平时喝拿铁。", "我最近开始喝普洱了。"),
    ("natie", "zh", L, "我爸平时喝什么？", "我平时喝拿铁。", "我爸最近开始喝普洱了。"),
    ("natie", "zh", L, "我最近开始喝普洱了吗？", "我平时喝拿铁。", "你最近开始喝普洱了吗？"),
    ("yujia", "zh", S, "我周末练什么？", "我周末练瑜伽。", "我周末开始练拳击了。"),
    ("yujia", "zh", L, "我女朋友周末练什么？", "我周末练瑜伽。", "我女朋友周末开始练拳击了。"),
    ("yujia", "zh", L, "我周末还练什么？", "我周末练瑜伽。", "我周末也开始练拳击了。"),
    ("yujia", "zh", L, "我周末准备练什么？", "我周末练瑜伽。", "我周末准备开始练拳击。"),
    ("boke", "zh", S, "我通勤路上听什么？", "我通勤路上听播客。", "我通勤路上开始听有声书了。"),
    ("boke", "zh", L, "我下个月听什么？", "我通勤路上听播客。", "我下个月要开始听有声书。"),
    ("boke", "zh", R, "我通勤路上听什么？", "我通勤路上听播客。", "通勤路上我听的是播客。"),
    ("zaocan", "zh", S, "我早餐吃什么？", "我早餐吃面包。", "我早餐开始吃燕麦了。"),
    ("zaocan", "zh", L, "我儿子早餐吃什么？", "我早餐吃面包。", "我儿子早餐开始吃燕麦了。"),
    ("zaocan", "zh", E, "今天早上怎么了？", "我早餐吃面包。", "今天早上开始下雪了。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "zhstale", 303000)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_zhstale_probes.py): hand-written by session 30 "
                         "(zhjob30) before any rule of its round was changed, for Chinese updates still stale at "
                         "rank 1 (去了 + a name after the speaker's work, 已经去 + a name after a role at a place, a "
                         "thing of the speaker's said anew, 开始 + the older verb without an embedder); every group "
                         "has look-alikes that are DIFFERENT facts (another holder, a trip or errand, a plan, a "
                         "question, an addition, a passing state) or restatements; split once before tuning into "
                         "'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
