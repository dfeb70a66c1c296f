"""A change word is read as the change, not as part of the subject or of a kept event, in the order-only step
that puts a newer sentence saying how a thing changed above the older one (`changed_at_read`):
- a Chinese word the question asks with, replaced in place by a change word and its value, is no other word put
  there ("家里电费每月两百左右" / "电费涨到三百了" for "家里电费每月多少？": 每月两 gives way to 涨到三, a change word);
- the newer sentence's Chinese head ends where its change word stood ("电费涨到三百了": 电费), so a question that
  names words of the older sentence's subject finds no subject of the newer one's own;
- the verb of a change word (the 去 of 改去) is no event verb both sentences keep ("老妈每天下午去公园跳广场舞" /
  "老妈现在改去社区打太极拳了").
Recall answers the newer first (电费…涨到…: since session 35 crossed out when written, 左右 read as the bare
number; 老妈…改去…: since session 29 linked when written, so the older is stamped by it: rungs._own_verb_changed).
Another bill (燃气费), another person (老爸), another module (小李接手了登录模块 for "支付模块谁负责？") keep their
order."""

from __future__ import annotations

import pytest
from flymemory import outdated
from flymemory.classify.read import changed_at_read
from flymemory.model import Scope
from search_hits import hits_in_order

CHANGES = [
    ("家里电费每月两百左右。", "电费涨到三百了。", "家里电费每月多少？"),
    ("老妈每天下午去公园跳广场舞。", "老妈现在改去社区打太极拳了。", "老妈下午去做什么？"),
]


@pytest.mark.parametrize("older,newer,question", CHANGES)
def test_a_change_said_in_words_is_read_as_the_change(older, newer, question):
    assert changed_at_read(older, newer, question)


@pytest.mark.parametrize("older,newer,question", CHANGES[:1])
def test_the_newer_value_comes_first_and_the_older_is_crossed_out_when_written(lexical_engine, older, newer, question):
    # Since session 35 两百左右 is read as the bare number (forms: a hedge around a number), so the write path sees
    # one bill whose value went up with a change word and crosses the older out; the newer answers alone.
    old = lexical_engine.remember(older)[0].entry_id
    new = lexical_engine.remember(newer)[0].entry_id
    hits = lexical_engine.recall(question, k=5)
    assert [h.entry.id for h in hits][:1] == [new]
    assert old not in [h.entry.id for h in hits]


def test_a_change_of_the_older_sentences_own_verb_is_linked_at_write_and_read_first(newer_linked_first):
    # Since session 29 改去 before the older sentence's own 去, of the same 老妈, is linked "may update" when written
    # (rungs._own_verb_changed): the newer still comes first, and now the older is stamped by it.
    newer_linked_first(*CHANGES[1])


@pytest.mark.parametrize("older,newer,question", [
    ("家里电费每月两百左右。", "燃气费涨到三百了。", "家里电费每月多少？"),
    ("老妈每天下午去公园跳广场舞。", "老爸现在改去社区打太极拳了。", "老妈下午去做什么？"),
    ("支付模块由老王负责。", "小李接手了登录模块。", "支付模块谁负责？"),
])
def test_another_bill_person_or_module_keeps_its_order(store, older, newer, question):
    assert not changed_at_read(older, newer, question)
    assert [h.entry.id for h in outdated.newer_first(store, hits_in_order(older, newer), Scope(), question)] == [1, 2]


def test_another_person_moved_is_no_change_of_the_asked_one():
    # (The read-time net, `at_read`, no longer stamps it either: test_asked_one_at_read.py.)
    assert not changed_at_read("小梅在前端组。", "小杰调到了设计组。", "小梅在哪个组？")
