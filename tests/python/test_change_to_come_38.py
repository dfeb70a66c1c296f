"""A change of a lasting fact said with a time still to come (session 38, future38): the older fact stays true until
then, so the change is LINKED (`possible_update`: the newer first, the older stamped possibly outdated), never crossed
out by that sentence alone, and never read as a passing state (signals.time_to_come, judgement.sure_or_linked,
signals.is_temporary). Passing states stay temporary, a plan stays a plan, a change said now or in the past is
unchanged, and a time that is the changed value ("moved to next Monday") is no time to come."""

import pytest
from flymemory import classify
from flymemory.classify.signals import is_temporary, time_to_come


@pytest.mark.parametrize("old,new", [
    ("I live in Lisbon.", "I'm moving to Denver next week."),
    ("Standup is at 9:30.", "Starting next week, standup is at 10:00."),
    ("Priya manages the billing team.", "As of next month, Daniel manages the billing team."),
    ("我住在成都。", "我下个月搬到重庆。"),
    ("站会九点半开。", "下周一起站会改到十点。"),
    ("班车早上八点发车。", "自下月起，班车早上七点四十发车。"),
])
@pytest.mark.parametrize("similarity", [0.95, None])
def test_a_change_said_with_a_time_to_come_is_linked_not_crossed_out(old, new, similarity):
    assert classify.classify(old, new, similarity).kind == "possible_update"


@pytest.mark.parametrize("text", ["I'm moving to Denver next week.", "Standup moves to 10:00 next week.",
                                  "下周一起站会改到十点。"])
def test_a_time_to_come_beside_a_change_word_is_no_passing_state(text):
    assert not is_temporary(text)


@pytest.mark.parametrize("text", ["I'm in Berlin next week for a conference.", "Next week standup is in Room 9 only.",
                                  "下周我在北京出差。", "This week only, the book club meets on Wednesday.",
                                  "下周站会临时在九号会议室开。"])
def test_a_passing_state_stays_temporary(text):
    assert is_temporary(text)


@pytest.mark.parametrize("old,new", [
    ("I live in Lisbon.", "I moved to Denver last month."),
    ("我住在上海。", "我上周搬到杭州了。"),
    ("The planning meeting is on Friday.", "The planning meeting moved to next Monday."),
])
def test_a_change_said_now_or_done_is_still_crossed_out(old, new):
    assert classify.classify(old, new).kind in ("update", "reversal")


@pytest.mark.parametrize("text", ["The book club moved from Sunday afternoons back to Tuesday evenings.",
                                  "We migrated to Postgres in two weeks.", "As of Monday, the canteen opens at 7:30.",
                                  "From Monday to Friday I work from home.", "体检改到了下周三。"])
def test_a_range_a_duration_a_bare_date_or_a_moved_time_is_no_time_to_come(text):
    assert time_to_come(text) == ""


def test_another_owners_change_to_come_stays_apart():
    # (隔壁公司: the word before the subject names another company; kept apart, as said)
    assert classify.classify("公司用钉钉。", "下个月起隔壁公司改用飞书。").kind == "distinct"
