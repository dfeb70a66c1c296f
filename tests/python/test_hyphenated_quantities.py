"""A quantity written as one hyphenated modifier ("a 90-minute call", "a 24-month contract", "a two-year contract") is
read as the quantity it says (numerals.number_forms): the same value as "90 minutes" or "two years". Hyphens between
numbers ("2019-2021", "x86-64") and after a word ("sprint-2-week") are left as written."""

import pytest
from flymemory.numerals import number_forms
from judged_pairs import kinds_both_ways


@pytest.mark.parametrize("written,read", [
    ("a 90-minute call", "a 90 minutes call"),
    ("a 24-month contract", "a 2 years contract"),
    ("a two-year contract", "a 2 years contract"),
    ("a 1.5-hour flight", "a 90 minutes flight"),
])
def test_a_hyphenated_quantity_is_read_as_the_quantity(written, read):
    assert number_forms(written) == read


@pytest.mark.parametrize("written", ["2019-2021", "x86-64 build", "sprint-2-week", "COVID-19 days"])
def test_a_hyphen_without_a_unit_after_a_standalone_number_is_left_as_written(written):
    assert number_forms(written) == written


def test_a_hyphenated_quantity_in_another_unit_is_the_same_value():
    assert kinds_both_ways("We signed a 24-month contract", "We signed a two-year contract", 0.92) == {"restatement"}


def test_a_hyphenated_value_said_of_another_subject_stays_apart():
    assert "restatement" not in kinds_both_ways("The kickoff is a 90-minute meeting",
                                                "The retro is a 90-minute meeting", 0.972)
