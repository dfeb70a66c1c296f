"""A clock time English names by a word is a clock time (classify/forms.py): noon and midday are 12:00, midnight is
00:00. "at noon" then "at 1 pm" is one clock time replaced (linked, may update), and
"at noon" said again as "at 12 pm" is stored once. Two jobs or two shops at those times stay two facts, and the
"noon" inside "afternoon" is no clock time."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.forms import detail_forms

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("text,form", [
    ("Lunch is at noon.", "Lunch is at 12:00."),
    ("We break at midday.", "We break at 12:00."),
    ("The shop opens at 12 noon.", "The shop opens at 12:00."),
    ("The backup runs at midnight.", "The backup runs at 00:00."),
    ("Midnight is when the backup runs.", "00:00 is when the backup runs."),
    ("We have afternoon tea at 4.", "We have afternoon tea at 4."),  # "noon" inside a word: no clock time
])
def test_a_named_clock_time_is_read_as_the_clock(text, form):
    assert detail_forms(text) == form


@pytest.mark.parametrize("old,new", [
    ("Team lunch on Fridays is at noon.", "Team lunch on Fridays is at 12 pm."),
    ("I go to bed around midnight.", "I go to bed at about 12 am."),
])
def test_a_named_clock_time_said_again_as_digits_is_stored_once(old, new):
    for similarity, th in ((0.97, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert judged.kind == "restatement", judged


@pytest.mark.parametrize("old,new", [
    ("Team lunch on Fridays is at noon.", "Team lunch on Fridays is at 1 pm."),
    ("The nightly job runs at midnight.", "The nightly job runs at 2 am."),
])
def test_a_named_clock_time_replaced_without_a_change_word_is_linked(old, new):
    for similarity, th in ((0.965, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert judged.kind == "possible_update", judged
        assert judged.links and not judged.crosses_out


@pytest.mark.parametrize("old,new", [
    ("The backup job runs at midnight.", "The cleanup job runs at 2 am."),
    ("The pharmacy closes at midnight.", "The bakery closes at 6 pm."),
])
def test_two_things_at_named_and_written_clock_times_stay_two(old, new):
    for similarity, th in ((0.93, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert not judged.links and judged.kind != "restatement", judged
