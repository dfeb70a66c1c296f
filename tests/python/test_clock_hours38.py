"""Issue #12, session 38. A bare hour after "at" ("at 5", "at five") is the clock time the other side says on the hour
("5 o'clock", "5:00", "09:00"), as "5 o'clock" already read as 5:00 (blind set 15's audit: "Lessons are Thursdays at 5"
/ "… at 5 o'clock" were linked as a change, a true line stamped possibly outdated); a bare hour still never reads as
the afternoon."""

from __future__ import annotations

import pytest
from flymemory import classify


@pytest.mark.parametrize(("old", "new"), [
    ("Piano lessons are Thursdays at 5.", "Piano lessons are Thursdays at 5 o'clock."),
    ("Piano lessons are Thursdays at five.", "Piano lessons are Thursdays at 5:00."),
    ("Dinner is at 7 tonight.", "Dinner is at 7 o'clock tonight."),
    ("Standup is at 9 every day.", "Standup is at 09:00 every day."),
])
def test_a_bare_hour_after_at_is_the_same_hour_written_as_a_clock(old, new):
    assert classify.classify(old, new).kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("Piano lessons are Thursdays at 5.", "Piano lessons are Thursdays at 6 o'clock."),
    ("Piano lessons are Thursdays at 5.", "Piano lessons are Thursdays at 5pm."),
    ("Gym at 6 on Mondays.", "Gym at 18:00 on Mondays."),
    ("I get up at 6.", "I get up at 6:30."),
])
def test_another_hour_or_a_half_of_the_day_said_stays_another_value(old, new):
    assert classify.classify(old, new).kind == "possible_update"


def test_a_number_after_at_that_is_no_clock_stays_as_written():
    assert classify.classify("The bus leaves at 5 km.", "The bus leaves at 5:00.").kind == "distinct"
