"""The head of a Chinese sentence (its subject) ends before a time of day said right before a clock
value ("周会下午三点开": 周会, the 下午 is part of the value) and at 姓 or 叫 (the surname or name after
it is the value: "钢琴老师姓王" is 钢琴老师, "我的猫叫咪咪" 我的猫). So "周会下午三点开" / "周会时间：上午十点"
are one meeting, "我的钢琴老师姓王" / "…姓刘" one teacher: recall answers the newer first, nothing
stamped. Two meetings, two teachers, a cat and a dog, and the same clock time at another part of
the day (早上九点 / 晚上九点: two times) stay in their order."""

from __future__ import annotations

import pytest
from flymemory import outdated
from flymemory.classify.cjk import _CJK_HEAD, _cjk_subject_changed
from flymemory.model import Scope
from search_hits import hits_in_order


@pytest.mark.parametrize("text,head", [
    ("周会下午三点开。", "周会"),
    ("周会时间：上午十点。", "周会时间："),
    ("小区晚上10点锁门。", "小区"),
    ("我的钢琴老师姓王。", "我的钢琴老师"),
    ("我的姓名是张三。", "我的姓名"),
    ("我的猫叫咪咪。", "我的猫"),
])
def test_the_chinese_head_stops_before_a_time_of_day_and_at_a_surname(text, head):
    assert _CJK_HEAD.match(text).group() == head


def test_one_meeting_and_one_teacher_are_no_two_subjects():
    assert not _cjk_subject_changed("周会下午三点开。", "周会时间：上午十点。", "周会几点开？")
    assert not _cjk_subject_changed("我的钢琴老师姓王。", "我的钢琴老师姓刘。", "我的钢琴老师姓什么？")


@pytest.mark.parametrize("older,newer,question", [
    ("周会下午三点开。", "周会时间：上午十点。", "周会几点开？"),
    ("我的钢琴老师姓王。", "我的钢琴老师姓刘。", "我的钢琴老师姓什么？"),
    ("我的猫叫咪咪。", "我的猫叫花花。", "我的猫叫什么？"),
])
def test_the_newer_value_of_one_slot_comes_first_without_a_stamp(engine, older, newer, question):
    old = engine.remember(older)[0].entry_id
    new = engine.remember(newer)[0].entry_id
    hits = engine.recall(question, k=5)
    assert [h.entry.id for h in hits][:2] == [new, old]
    assert all(h.outdated_by is None for h in hits)


@pytest.mark.parametrize("older,newer,question", [
    ("我的钢琴老师姓王。", "我的英语老师姓刘。", "我的钢琴老师姓什么？"),
    ("周会下午三点开。", "例会上午十点开。", "周会几点开？"),
    ("我的猫叫咪咪。", "我的狗叫花花。", "我的猫叫什么？"),
    ("公司早上九点上班。", "公司晚上九点上班。", "公司几点上班？"),
])
def test_two_teachers_and_two_meetings_keep_their_order(store, older, newer, question):
    assert [h.entry.id for h in outdated.newer_first(store, hits_in_order(older, newer), Scope(), question)] == [1, 2]


def test_two_teachers_keep_their_order_on_a_real_engine(lexical_engine):
    older = lexical_engine.remember("我的钢琴老师姓王。")[0].entry_id
    lexical_engine.remember("我的英语老师姓刘。")
    assert lexical_engine.recall("我的钢琴老师姓什么？", k=5)[0].entry.id == older
