"""Issue #12, session 31 (personval31): an update whose value is a person. "Carol runs the data team" / "Dave runs
the data team now": the slot is who holds the role of the object, so a change word (now, 现在, 改成 / 换成 / 改由) with
the same role and object and another person is an update of that role, crossed out, not another holder. Another
object after a weak change word is two holders (distinct); co-holders (also / too / 也), a membership (joined,
加入), a place of work (many people work at one firm) and another person with no change word stay apart. And
"is back at / in" after a move is a reversal ("… moved to room 2A" / "… is back in room 4B"); "back at work",
"back in town", "back in stock" are no return to a stored value."""

from __future__ import annotations

import pytest
from flymemory import classify


@pytest.mark.parametrize("old,new,was,now", [
    ("Carol runs the data team.", "Dave runs the data team now.", "Carol", "Dave"),
    ("Carol runs the data team.", "Now Dave runs the data team.", "Carol", "Dave"),
    ("Carol maintains the CLI.", "Dave maintains the CLI now.", "Carol", "Dave"),
    ("I manage the mobile app.", "Now Dave manages the mobile app.", "I", "Dave"),
    ("My boss is Jim.", "Karen is my boss now.", "Jim", "Karen"),
    ("My tech lead is Agnieszka.", "Haruto is my tech lead now.", "Agnieszka", "Haruto"),
    ("My doctor is Dr. Wu.", "Dr. Chen is my doctor now.", "Dr. Wu", "Dr. Chen"),
    ("她负责测试。", "现在小赵负责测试了。", "她", "小赵"),
    ("测试由小孙负责。", "测试现在由小赵负责了。", "小孙", "小赵"),
    ("老马管仓库。", "仓库现在小周管了。", "老马", "小周"),
    ("我带这个班。", "现在李老师带这个班了。", "我", "李老师"),
])
def test_a_role_held_by_another_person_after_a_change_word_is_an_update(old, new, was, now):
    verdict = classify.classify(old, new)
    assert verdict.kind == "update" and verdict.crosses_out, verdict
    assert (verdict.old_value, verdict.new_value) == (was, now), verdict


@pytest.mark.parametrize("old,new", [
    ("Carol runs the data team.", "Dave runs the infra team now."),
    ("测试由小孙负责。", "运维现在由小赵负责了。"),
])
def test_another_object_held_by_another_person_is_two_holders(old, new):
    assert classify.classify(old, new).kind == "distinct"


@pytest.mark.parametrize("old,new", [
    ("Carol runs the data team.", "Dave runs the data team."),
    ("Carol runs the data team.", "Dave also runs the data team now."),
    ("Carol works at Google.", "Dave works at Google now."),
    ("Carol joined the data team.", "Dave joined the data team now."),
    ("她负责测试。", "小赵也负责测试。"),
    ("她负责测试。", "小赵负责测试。"),
    ("我负责前端。", "我现在负责后端了。"),
    ("My boss is Jim.", "My sister's boss is Karen now."),
    ("Carol owns a Tesla.", "Dave owns a Tesla now."),
    ("我带午饭。", "现在小王带午饭了。"),
])
def test_co_holders_membership_no_change_word_or_another_party_cross_nothing_out(old, new):
    assert not classify.classify(old, new).crosses_out


@pytest.mark.parametrize("seq", [
    ("Sam works at the Berlin office.", "Sam moved to the London office.", "Sam is back at the Berlin office."),
    ("Our standup is in room 4B.", "Our standup moved to room 2A.", "We're back in room 4B for standup."),
])
def test_back_at_or_in_after_a_move_is_a_reversal(seq):
    first, moved, back = seq
    assert classify.classify(moved, back).kind in ("reversal", "update"), classify.classify(moved, back)
    assert classify.classify(first, back).kind in ("reversal", "restatement", "update")


@pytest.mark.parametrize("text", ["I'm back at work.", "Ann is back in town.", "The shoes are back in stock.",
                                  "He is back in 2020 mode."])
def test_back_at_work_in_town_in_stock_is_no_change_word(text):
    assert classify.signals_in(text) == ()


def test_two_persons_back_at_one_place_stay_two_at_a_close_cosine():
    # (A control: "is back at" is a change word since session 31, said alike on both sides it must not lift the
    # "same value said of another subject" guard a restatement by closeness meets.)
    from flymemory import dedup
    e5 = dedup.thresholds_for("e5-small-q4")
    verdict = classify.classify("Sam is back at the Berlin office.", "Lena is back at the Berlin office.", 0.98, e5)
    assert verdict.kind == "distinct", verdict
