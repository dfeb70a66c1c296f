"""How often a habit happens is one value: "我每周去两次健身房" / "我每周去三次健身房" (or 每月, or 隔天 / 每天 / 每三天
for watering the flowers) is the rate of one habit replaced, said with no change word. The head of a Chinese
sentence ends before how often (每周, 每三天, 隔天, 天天: the habit's rate, not part of the subject), and the
verb of a habit whose rate alone changed is no kept event (two events of one verb are two facts; one rate
replaced is not). So recall answers the newer rate first (the twin step, order only; 隔天 / 每三天, two numbers of
one unit, is also stamped by the read-time net once the heads no longer differ). Another place (健身房 /
游泳馆) or another thing watered (花 / 草坪) for a question that names the older one keeps its order."""

from __future__ import annotations

import pytest
from flymemory import outdated
from flymemory.classify.cjk import _CJK_HEAD
from flymemory.model import Scope
from search_hits import hits_in_order


@pytest.mark.parametrize("text,head", [
    ("我每周去两次健身房。", "我"),
    ("我隔天给花浇一次水。", "我"),
    ("老妈每天下午去公园跳广场舞。", "老妈"),
    ("我天天跑步。", "我"),
    ("每个人的工资是一万。", "每个人的工资"),
])
def test_the_chinese_head_stops_before_how_often(text, head):
    assert _CJK_HEAD.match(text).group() == head


@pytest.mark.parametrize("older,newer,question", [
    ("我每周去两次健身房。", "我每周去三次健身房。", "我多久去一次健身房？"),
    ("我每周去两次健身房。", "我每月去两次健身房。", "我多久去一次健身房？"),
    ("我隔天给花浇一次水。", "我每天给花浇一次水。", "我多久浇一次花？"),
    ("我隔天给花浇一次水。", "我每三天给花浇一次水。", "我多久浇一次花？"),
])
def test_the_newer_rate_of_one_habit_comes_first(lexical_engine, older, newer, question):
    old = lexical_engine.remember(older)[0].entry_id
    new = lexical_engine.remember(newer)[0].entry_id
    hits = lexical_engine.recall(question, k=5)
    assert [h.entry.id for h in hits][:2] == [new, old]
    assert hits[0].outdated_by is None


@pytest.mark.parametrize("older,newer,question", [
    ("我每周去两次健身房。", "我每周去2次游泳馆。", "我多久去一次健身房？"),
    ("我隔天给花浇一次水。", "我每两天给草坪浇一次水。", "我多久浇一次花？"),
    ("我每周去两次健身房。", "我每周去三次图书馆。", "我多久去一次健身房？"),
])
def test_another_place_or_thing_keeps_its_order(store, older, newer, question):
    assert [h.entry.id for h in outdated.newer_first(store, hits_in_order(older, newer), Scope(), question)] == [1, 2]


def test_two_trips_of_one_verb_keep_their_order(store):
    # No rate on either side: two events, as before.
    hits = hits_in_order("我上个月去了一次北京。", "我这个月去了两次北京。")
    assert [h.entry.id for h in outdated.newer_first(store, hits, Scope(), "我去了几次北京？")] == [1, 2]
