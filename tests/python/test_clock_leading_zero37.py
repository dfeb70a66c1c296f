"""Issue #12, session 37 (blind set 15's audit): a 24-hour clock written with its leading zero ("07:52") is the
morning time a bare h:mm ("7:52") says beside it, as "7:52 am" already was (forms._am_clocks): the two were linked as a
change, a true line stamped possibly outdated. A bare time its sentence puts later in the day, a pm, another minute or
an hour past 12 stays another value."""

from __future__ import annotations

import pytest
from flymemory import classify


@pytest.mark.parametrize(("old", "new"), [
    ("The train leaves at 07:52.", "The train leaves at 7:52."),
    ("Standup is at 9:30.", "Standup is at 09:30."),
    ("The backup job runs at 05:00 UTC.", "The backup job runs at 5:00 UTC."),
])
def test_a_clock_with_its_leading_zero_is_the_bare_time_beside_it(old, new):
    assert classify.classify(old, new).kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("Standup is at 09:30.", "Standup is at 9:45."),
    ("Dinner is at 7:30 pm.", "Dinner is at 07:30."),
    ("The late shift starts at 9:30 in the evening.", "The late shift starts at 09:30."),
    ("We meet at 21:30.", "We meet at 9:30."),
])
def test_another_time_or_half_of_the_day_stays_another_value(old, new):
    assert classify.classify(old, new).kind != "restatement"
