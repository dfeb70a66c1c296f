"""One reader of written numbers (flymemory.numerals) for the classifier and the time expressions of a query."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest
from flymemory import classify, numerals, timeexpr

NOW = datetime(2026, 5, 20, 15, 0, tzinfo=timezone.utc).timestamp()


@pytest.mark.parametrize("written, number", [
    ("12", 12), ("0", 0), ("twelve", 12), ("Twelve", 12), ("NINETY", 90), ("third", 3), ("Twelfth", 12),
    ("十", 10), ("十二", 12), ("两", 2), ("二十", 20), ("二十三", 23), ("一百零五", 105), ("三千", 3000),
    ("一万零五", 10005), ("〇", 0), ("零", 0),
])
def test_read_number_reads_digits_english_words_and_chinese_numerals(written, number):
    assert numerals.read_number(written) == number


@pytest.mark.parametrize("text, forms", [
    ("twelve replicas", "12 replicas"),
    ("1,450 users", "1450 users"),
    ("a 10k budget", "a 10000 budget"),
    ("the 3rd try", "the 3 try"),
    ("30 min", "30 minutes"),
    ("64GB", "64 gb"),
    ("十二个副本", "12个副本"),
    ("两次", "2次"),
    ("一万零五人", "10005人"),
])
def test_number_forms_writes_every_number_as_digits(text, forms):
    assert numerals.number_forms(text) == forms


@pytest.mark.parametrize("text", ["We run FİVE servers.", "We run fİve servers.", "We run ſix servers.", "ſeven days"])
def test_a_number_word_with_a_letter_the_pattern_folds_is_read_not_a_crash(text):
    forms = numerals.number_forms(text)
    assert any(c.isdigit() for c in forms)
    classify.classify(text, "We run 4 servers.")


@pytest.mark.parametrize("in_words, in_digits", [
    ("三天前", "3天前"), ("两周前", "2周前"), ("二十一天前", "21天前"), ("十二月", "12月"),
    ("最近十天", "最近10天"), ("三月二十一日", "3月21日"), ("two weeks ago", "2 weeks ago"),
    ("past ten days", "past 10 days"),
])
def test_a_time_in_numerals_or_words_is_the_time_in_digits(in_words, in_digits):
    words, digits = timeexpr.parse(in_words, NOW), timeexpr.parse(in_digits, NOW)
    assert words is not None and (words.start, words.end) == (digits.start, digits.end)
