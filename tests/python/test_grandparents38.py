"""Issue #12, session 38 (blind set 16's audit): a grandparent is a party, as a mother or a brother is, and its short
forms are the long one. "Grandma's birthday is on August 3" / "Grandpa's birthday is on August 30" were linked as one
subject's date changed (a true line stamped possibly outdated), and "My grandmother's birthday" / "My grandma's
birthday" were two owners."""

from __future__ import annotations

import pytest
from flymemory import classify
from flymemory.dedup import CALIBRATED


@pytest.mark.parametrize(("old", "new"), [
    ("Grandma's birthday is on August 3.", "Grandpa's birthday is on August 30."),
    ("Grandma's birthday is on August 3.", "Grandpa's birthday is on August 3."),
    ("My aunt lives in Leeds.", "My uncle lives in Leeds."),
    ("奶奶的生日是八月三号。", "爷爷的生日是八月三号。"),
])
def test_two_relatives_facts_stay_two_facts(old, new):
    assert classify.classify(old, new).kind == "distinct"
    assert classify.classify(old, new, 0.981, CALIBRATED["e5-small-q4"]).kind == "distinct"


@pytest.mark.parametrize(("old", "new"), [
    ("My grandmother's birthday is on the 3rd of August.", "My grandma's birthday is on the 3rd of August."),
    ("Grandma's birthday is on the 3rd of August.", "Granny's birthday is on the 3rd of August."),
    ("My grandfather lives in York.", "My grandad lives in York."),
    ("My gran lives in York.", "My grandmother lives in York."),
    ("My nana bakes bread every Sunday.", "My grandma bakes bread every Sunday."),
    ("My auntie lives in Leeds.", "My aunt lives in Leeds."),
    ("我奶奶今年八十岁。", "我祖母今年八十岁。"),
    ("我外祖母今年八十岁。", "我外婆今年八十岁。"),
    ("我外婆住在苏州。", "我姥姥住在苏州。"),
])
def test_a_grandparents_short_name_is_the_long_one(old, new):
    assert classify.classify(old, new).kind == "restatement"


def test_a_grandparent_who_moved_is_still_one_persons_fact():
    assert classify.classify("My grandma lives in Leeds.", "My grandma moved to York.").kind == "update"


def test_gran_alone_is_no_relative():
    assert classify.classify("We flew to Gran Canaria in May.", "We flew to Tenerife in May.").kind == "possible_update"
