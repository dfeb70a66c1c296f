"""Issue #12, session 35 (holder35): a change said in a clause of its own after a first clause ("We moved; the office
is now in La Défense") is read as that clause too: a clause that names another thing of the kind ("the Lyon office",
"my son's dentist", "my sister's car") crosses nothing out, though the whole sentence reads as a change of the older
one. The examples are the tuning half's look-alikes, said with other names."""

from __future__ import annotations

import pytest
from flymemory.classify import classify


@pytest.mark.parametrize(("old", "new", "kind"), [
    ("Our office is in SoHo.", "We moved; the Lyon office is now in La Défense.", "possible_update"),
    ("Our office is in SoHo.", "The Lyon office is now in La Défense.", "possible_update"),
    ("My dentist is Dr. Lee.", "We switched; my son's dentist is now Dr. Patel.", "distinct"),
    ("My car is a Honda Civic.", "Big news: my sister's car is now a Tesla Model 3.", "distinct"),
    ("Our team lead is Dana.", "A reorg happened; the design team lead is now Priya.", "distinct"),
])
def test_a_change_clause_that_names_another_thing_crosses_nothing_out(old, new, kind):
    assert classify(old, new).kind == kind


@pytest.mark.parametrize(("old", "new"), [
    ("Our office is in SoHo.", "We moved; the office is now in La Défense."),
    ("Our team lead is Dana.", "A reorg happened; the team lead is now Priya."),
    ("My dentist is Dr. Lee.", "I switched; my dentist is now Dr. Patel."),
    ("My car is a Honda Civic.", "Big news: my car is now a Tesla Model 3."),
    ("我开的车是丰田卡罗拉。", "我已经换车了，现在开的是比亚迪汉。"),
    ("Cache TTL: 300 seconds.", "The cache TTL was lowered to 60 seconds."),
])
def test_a_change_clause_of_the_same_thing_is_still_an_update(old, new):
    assert classify(old, new).kind == "update"
