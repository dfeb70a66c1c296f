"""An English range of a length of time said with "to", or with "or" between ends one apart, is the range a hyphen
writes (session 40, range40): "1 to 2 days" / "one or two days" / "1-2 days" are one range said three ways (they were
two values: "details differ"), and "1-2 days" / "3-4 days" is a value replaced. "from 1 to 2 days" is a change said,
and "3 or 5 days" two choices: neither is read as a range."""

from __future__ import annotations

import pytest
from flymemory.classify import classify
from flymemory.numerals import number_forms


@pytest.mark.parametrize(("written", "read"), [
    ("Setup takes 1 to 2 days.", "Setup takes 1-2 days."),
    ("Setup takes one or two days.", "Setup takes 1-2 days."),
    ("Setup takes two or three weeks.", "Setup takes 14-21 days."),
    ("Setup takes 30 to 45 minutes.", "Setup takes 30-45 minutes."),
    ("Setup went from 1 to 2 days.", "Setup went from 1 to 2 days."),
    ("Setup takes 3 or 5 days.", "Setup takes 3 or 5 days."),
    ("I bought 1 or 2 apples.", "I bought 1 or 2 apples."),
])
def test_a_range_said_with_to_or_or(written, read):
    assert number_forms(written) == read


@pytest.mark.parametrize("old", ["Account setup takes 2 to 3 days.", "Account setup takes two or three days.",
                                 "Account setup takes two to three days."])
def test_a_range_said_three_ways_is_a_restatement(old):
    assert classify(old, "Account setup takes 2-3 days.").kind == "restatement"


def test_another_range_is_a_value_replaced_and_another_subject_stays_apart():
    assert classify("Account setup takes 2 to 3 days.", "Account setup takes 4-5 days.").kind == "possible_update"
    assert classify("Account setup takes 2 to 3 days.", "Card delivery takes 2-3 days.").kind in ("distinct",
                                                                                                  "unrelated")
