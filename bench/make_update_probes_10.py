"""Issue #12: a tenth set of IN-SAMPLE probes, for a change of employer said with a verb of jumping ship and no
change word the classifier knows, hand-written by session 28 (stale28) before any rule of its round was changed
(the engineer who tunes on it wrote it):
  the older sentence says where the speaker works ("我在工商银行上班", "I work at Deloitte"); the newer one is only
  the speaker, a time word, a verb of jumping ship (跳到, "jumped ship to") and a name ("我今年跳到建设银行了",
  "I jumped ship to KPMG"). Stale at rank 1 on the tuning halves: "我跳到平安银行了" (session 25 and 27 leftovers).
Every group has look-alikes that are a DIFFERENT fact and must stay apart and unstamped: another person's jump
("我表哥跳到建设银行了", "My sister jumped ship to KPMG"), a jump that is no employer (a video, a page, a chapter, the
next question), a trip (去了 + a city, "went to Paris"), a jump when the older sentence says no employer (an account,
a book), and restatements and unrelated sentences.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_update_probes_10.py   # writes bench/data/update_probes_10.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_10.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20262804
OUT = Path(__file__).resolve().parent / "data" / "update_probes_10.jsonl"

S, R = "update_signal", "restatement"
L, E, X = "distinct_lookalike", "distinct_event", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- Chinese: the speaker's employer, then 跳到 + a name ------------------------------------------------------
    ("gonghang", "zh", S, "我在哪家银行上班？", "我在工商银行上班。", "我今年跳到建设银行了。"),
    ("gonghang", "zh", L, "我表哥在哪家银行上班？", "我在工商银行上班。", "我表哥跳到建设银行了。"),
    ("gonghang", "zh", X, "视频放到第几集了？", "我在工商银行上班。", "视频跳到第二集了。"),
    ("gonghang", "zh", R, "我在哪家银行上班？", "我在工商银行上班。", "我在工商银行工作。"),
    ("meituan", "zh", S, "我在哪家公司工作？", "我在美团工作。", "我跳到京东了。"),
    ("meituan", "zh", E, "我上周去了哪里？", "我在美团工作。", "我上周去了青岛。"),
    ("meituan", "zh", L, "我同事在哪家公司工作？", "我在美团工作。", "我同事上个月跳到京东了。"),
    ("tengxun", "zh", S, "我在哪家公司上班？", "我在腾讯上班，做运营。", "我最近跳到网易了。"),
    ("tengxun", "zh", X, "我做到第几题了？", "我在腾讯上班，做运营。", "我跳到下一题了。"),
    ("tengxun", "zh", L, "我老婆在哪上班？", "我在腾讯上班，做运营。", "我老婆跳到网易上班了。"),
    ("xiecheng", "zh", S, "我在哪家公司工作？", "我目前在携程工作。", "我去年底跳到了飞猪。"),
    ("xiecheng", "zh", E, "我去年底去了哪里旅游？", "我目前在携程工作。", "我去年底去了三亚旅游。"),
    ("xiecheng", "zh", R, "我在哪家公司工作？", "我目前在携程工作。", "我现在在携程上班。"),
    ("zhaoshang", "zh", S, "我在哪家证券公司工作？", "我在招商证券工作。", "我跳到中信证券工作了。"),
    ("zhaoshang", "zh", X, "我的账户开在哪？", "我在招商证券开了户。", "页面跳到了中信证券的首页。"),
    ("zhaoshang", "zh", L, "我弟弟在哪家证券公司工作？", "我在招商证券工作。", "我弟弟跳到中信证券了。"),
    ("shuju", "zh", S, "我在哪家公司上班？", "我在拼多多上班。", "我上个月跳到阿里了。"),
    ("shuju", "zh", L, "我在读哪本书？", "我在读《活着》。", "我跳到《兄弟》了。"),
    ("shuju", "zh", X, "我的猫叫什么？", "我在拼多多上班。", "我的猫叫豆包。"),
    ("yiyuan", "zh", S, "我在哪家医院上班？", "我在协和医院上班。", "我跳到了北大医院。"),
    ("yiyuan", "zh", L, "我姐在哪家医院上班？", "我在协和医院上班。", "我姐跳到了北大医院。"),
    ("yiyuan", "zh", E, "我上个月去了哪家医院体检？", "我在协和医院上班。", "我上个月去了北大医院体检。"),
    ("gongsi", "zh", S, "我在哪家公司工作？", "我在一家叫蓝湖的公司工作。", "我已经跳到墨刀了。"),
    ("gongsi", "zh", R, "我在哪家公司工作？", "我在一家叫蓝湖的公司工作。", "我工作的公司叫蓝湖。"),
    ("gongsi", "zh", X, "周末天气怎么样？", "我在一家叫蓝湖的公司工作。", "周末可能会下雨。"),
    # -- English: the speaker's employer, then "jumped ship to" a name --------------------------------------------
    ("deloitte", "en", S, "Where do I work?", "I work at Deloitte.", "I jumped ship to KPMG."),
    ("deloitte", "en", L, "Where does my sister work?", "I work at Deloitte.", "My sister jumped ship to KPMG."),
    ("deloitte", "en", R, "Where do I work?", "I work at Deloitte.", "Deloitte is where I work."),
    ("spotify", "en", S, "Which company do I work for?", "I work for Spotify as a designer.", "I've jumped ship to Figma."),
    ("spotify", "en", E, "Where did I go last week?", "I work for Spotify as a designer.", "I went to Paris last week."),
    ("spotify", "en", X, "What is my dog called?", "I work for Spotify as a designer.", "My dog is called Pepper."),
    ("airbus", "en", S, "Where do I work?", "I'm working at Airbus in Toulouse.", "I jumped ship to Boeing last spring."),
    ("airbus", "en", L, "Where does my brother work?", "I'm working at Airbus in Toulouse.", "My brother jumped ship to Boeing last spring."),
    ("airbus", "en", L, "Which chapter am I on?", "I'm reading Dune, chapter four.", "I jumped to chapter nine."),
    ("stripe", "en", S, "Which company do I work at?", "I work at Stripe on the payments team.", "I recently jumped ship to Adyen."),
    ("stripe", "en", E, "Where did I fly in March?", "I work at Stripe on the payments team.", "In March I flew to Lisbon."),
    ("stripe", "en", R, "Which company do I work at?", "I work at Stripe on the payments team.", "I'm on the payments team at Stripe."),
    ("shell", "en", S, "Who do I work for?", "I work for Shell.", "I finally jumped ship to BP."),
    ("shell", "en", L, "Who does Tom work for?", "I work for Shell.", "Tom finally jumped ship to BP."),
    ("shell", "en", X, "What do I eat for breakfast?", "I work for Shell.", "I eat porridge for breakfast."),
    ("nasa", "en", S, "Where do I work?", "I work at NASA.", "I jumped ship to SpaceX."),
    ("nasa", "en", L, "Which video am I watching?", "I'm watching the NASA launch video.", "I jumped to the SpaceX video."),
    ("nasa", "en", E, "Where did I travel this month?", "I work at NASA.", "This month I went to Houston."),
    # -- more Chinese look-alikes: 跳到 of no employer, 去了 a trip, 跳到 of another holder --------------------
    ("kuaishou", "zh", S, "我在哪上班？", "我在字节跳动上班。", "我前阵子跳到快手了。"),
    ("kuaishou", "zh", L, "我们组长在哪上班？", "我在字节跳动上班。", "我们组长跳到快手了。"),
    ("kuaishou", "zh", E, "我前阵子去了哪？", "我在字节跳动上班。", "我前阵子去了成都。"),
    ("kuaishou", "zh", X, "电视剧看到哪了？", "我在字节跳动上班。", "电视剧我直接跳到大结局了。"),
    ("hangban", "zh", S, "我在哪家航空公司工作？", "我在东航当空乘。", "我跳槽到国航工作了。"),
    ("hangban", "zh", L, "我坐哪家航空公司的航班？", "我常坐东航的航班。", "我这次改坐国航了。"),
    ("hangban", "zh", R, "我在哪家航空公司工作？", "我在东航当空乘。", "我是东航的空乘。"),
    ("keyan", "zh", S, "我在哪所大学任教？", "我在复旦大学任教。", "我跳到了交大。"),
    ("keyan", "zh", E, "我去了哪所大学开会？", "我在复旦大学任教。", "我去了交大开会。"),
    ("keyan", "zh", L, "我导师在哪所大学任教？", "我在复旦大学任教。", "我导师跳到了交大。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "probe10", 284000)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes, set 10 (bench/make_update_probes_10.py): hand-written by session 28 "
                         "(stale28) before any rule of its round was changed, for a change of employer said with a verb "
                         "of jumping ship (跳到, 'jumped ship to') after the speaker's employer; every group has "
                         "look-alikes that are DIFFERENT facts (another person's jump, a jump that is no employer: a "
                         "video, a page, a chapter, the next question; a trip with 去了 / 'went to'; the older sentence "
                         "naming no employer), restatements and unrelated sentences; split once before tuning into "
                         "'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
