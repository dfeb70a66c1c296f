"""A clock time said in words is read as digits (numerals.number_forms): "half past seven in the morning" is
"7:30 am", "eleven o'clock at night" is "11 pm"; the part of the day says am or pm, so the morning and the
evening stay two times."""

import pytest
from flymemory import classify, dedup
from flymemory.numerals import number_forms

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("written,read", [
    ("The bakery opens at half past seven in the morning.", "The bakery opens at 7:30 am."),
    ("I set my alarm for half past six in the morning.", "I set my alarm for 6:30 am."),
    ("I go to sleep at eleven o'clock at night.", "I go to sleep at 11 pm."),
    ("We meet at a quarter past nine in the evening.", "We meet at 9:15 pm."),
    ("The shop is open until 9 at night.", "The shop is open until 9 pm."),
    ("Lunch is at half past twelve.", "Lunch is at 12:30."),
])
def test_a_clock_time_in_words_is_read_as_digits(written, read):
    assert number_forms(written) == read


@pytest.mark.parametrize("written", ["I take 2 in the morning.", "I work in the morning.", "It is half past."])
def test_a_number_before_a_part_of_the_day_is_no_clock_time_without_a_clock_word(written):
    assert number_forms(written) == written


def test_the_morning_and_the_evening_in_words_are_two_times():
    old, new = "The bakery opens at 7:30 am.", "The bakery opens at half past seven in the evening."
    for similarity, th in ((0.95, E5), (None, None)):
        assert classify.classify(old, new, similarity, th).kind != "restatement"
