"""Issue #12, session 38 (blind set 16's audit): an availability said in nines is its percentage ("three nines" is
99.9%), so "Our SLO is three nines" / "Our SLO is 99.9%" is one fact (it was linked as a change, "3 nines" read as a
count); another number of nines is another value, and "to the nines" names no number."""

from __future__ import annotations

import pytest
from flymemory import classify, numerals


@pytest.mark.parametrize(("written", "read"), [
    ("Our SLO is three nines.", "Our SLO is 99.9 percent."),
    ("five nines of uptime", "99.999 percent of uptime"),
    ("we target 2 nines", "we target 99 percent"),
    ("dressed to the nines", "dressed to the nines"),
])
def test_nines_are_read_as_their_percentage(written, read):
    assert numerals.number_forms(written) == read


def test_the_same_availability_in_nines_and_in_digits_is_one_fact():
    assert classify.classify("Our SLO is three nines.", "Our SLO is 99.9%.").kind == "restatement"


def test_another_number_of_nines_is_another_value():
    assert classify.classify("Our SLO is three nines.", "Our SLO is 99.99%.").kind == "possible_update"
