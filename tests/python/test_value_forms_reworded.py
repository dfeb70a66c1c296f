"""A restatement whose one value is written in another form while the sentence around it is reworded (issue #12,
restate_probes_7): the same claim when every other word is the same (classify/reworded.py), a word that only says
what the quantity measures ("lasts", "long", "spend", "pay") aside. One value said of two subjects is two facts: the
subject's own words must be kept (see also test_detail_forms)."""

import pytest
from judged_pairs import kinds_both_ways


@pytest.mark.parametrize("old,new,cosine", [  # (cosines as e5 gives them)
    ("My office is on the fourth floor.", "My office is on floor 4.", 0.985),
    ("Our flat is on the third floor.", "Our flat is on floor three.", 0.98),
])
def test_an_ordinal_and_a_number_beside_the_same_word_are_one_value(old, new, cosine):
    assert kinds_both_ways(old, new, cosine) == {"restatement"}


@pytest.mark.parametrize("old,new,cosine", [
    ("The free trial lasts two weeks.", "The free trial is 14 days long.", 0.914),
    ("Our daily standup takes half an hour.", "We spend 30 min on the daily standup.", 0.942),
    ("The NAS has 4 TB of storage.", "The NAS can store four terabytes.", 0.96),
])
def test_a_quantity_in_another_unit_with_only_a_measuring_word_apart_is_one_value(old, new, cosine):
    assert kinds_both_ways(old, new, cosine) == {"restatement"}


@pytest.mark.parametrize("old,new,cosine", [
    # the same value of another subject
    ("The free trial is 2 weeks long.", "The refund window lasts two weeks.", 0.95),
    ("My office is on the fourth floor.", "The gym is on floor 4.", 0.914),
    ("Our daily standup takes half an hour.", "Our weekly retro runs for 30 minutes.", 0.9),
    ("The free trial lasts two weeks.", "You get 14 days to ask for a refund.", 0.9),
    # another value, another unit dimension
    ("The NAS has 4 TB of storage.", "The NAS can store four gigabytes.", 0.95),
    ("The free trial lasts two weeks.", "The free trial is 14 months long.", 0.93),
])
def test_one_value_said_of_another_subject_or_in_another_dimension_is_no_restatement(old, new, cosine):
    assert "restatement" not in kinds_both_ways(old, new, cosine)


def test_a_number_beside_another_word_counts_another_thing():
    # The same words and one number in another form, but the number is the room's on one side, the library's on
    # the other.
    assert "restatement" not in kinds_both_ways("The printer is in room 5 of the library.",
                                       "The printer is in the room of library five.", 0.99)


def test_a_measuring_word_is_set_aside_only_beside_a_quantity_it_measures():
    # "lasts" says what a length of time measures, not what a count of people does.
    assert "restatement" not in kinds_both_ways("Our team has four people.", "Our team lasts 4 people.", 0.9)
    assert "restatement" not in kinds_both_ways("The free trial lasts two weeks.", "The free trial pays 14 days.", 0.9)
