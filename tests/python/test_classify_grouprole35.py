"""Issue #12, session 35 (role35): another group's role holder said with a change word ("隔壁组的组长现在是李娜" after
"我们组长是王磊", "The other team's lead is now Li Na" after "Our team lead is Wang Lei") crosses nothing out, while
the own group's holder changed still updates; two parties traded behind a fronted phrase ("For Alice, Bob reviews"
after "Alice reviews for Bob") are two facts, the same parties in place behind one ("For Bob, Alice reviews") one
fact. The examples are the tuning half's cases, said with other names."""

from __future__ import annotations

import pytest
from flymemory.classify import classify


@pytest.mark.parametrize(("old", "new"), [
    ("我们组长是刘军。", "调整了一下，隔壁组的组长现在是何静。"),
    ("我们部门经理是邓超。", "隔壁部门的经理换成了林芳。"),
    ("我的工位在二楼。", "调整了一下，隔壁组的工位现在在六楼。"),
    ("我们组长是刘军。", "别的组的组长换成何静了。"),
    ("Our team lead is Marco.", "The other team's lead is now Sofia."),
    ("Our team lead is Marco.", "The design team's lead was switched to Sofia."),
])
def test_another_groups_holder_with_a_change_word_crosses_nothing_out(old, new):
    assert classify(old, new).kind in ("distinct", "possible_update")


@pytest.mark.parametrize(("old", "new"), [
    ("我们组长是刘军。", "我们组长换成何静了。"),
    ("我们组长是刘军。", "调整了一下，组长现在是何静。"),
    ("我的工位在二楼。", "调整了一下，我的工位现在在六楼。"),
    ("Our team lead is Marco.", "Our team lead is now Sofia."),
    ("Our team lead is Marco.", "Our team lead was switched to Sofia."),
])
def test_the_own_groups_holder_changed_still_updates(old, new):
    assert classify(old, new).kind == "update"


@pytest.mark.parametrize(("old", "new"), [
    ("Tina substitutes for Umar.", "For Tina, Umar substitutes."),
    ("Vera mentors Walt.", "These days, Walt mentors Vera."),
])
def test_parties_traded_behind_a_fronted_phrase_are_two_facts(old, new):
    assert classify(old, new).kind == "distinct"


@pytest.mark.parametrize(("old", "new"), [
    ("Tina substitutes for Umar.", "For Umar, Tina substitutes."),
    ("Vera mentors Walt.", "These days, Vera mentors Walt."),
])
def test_the_same_parties_behind_a_fronted_phrase_are_one_fact(old, new):
    assert classify(old, new).kind == "restatement"
