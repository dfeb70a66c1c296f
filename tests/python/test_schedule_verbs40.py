"""A visit or a collection on a schedule said with another verb ("is collected" / "gets picked up", "comes" / "shows
up") before a weekday keeps the sentence's frame: the same weekday is a restatement, another weekday a link. The verb
read alike only there: "picked up on the hint" stays as written, and another thing collected stays apart."""

import pytest
from flymemory import classify
from flymemory.classify.restatement import schedule_verbs


@pytest.mark.parametrize(("old", "new"), [
    ("The bins are collected on Mondays.", "The bins get picked up on Tuesdays."),
    ("The cleaner comes on Thursdays.", "The cleaner shows up on Fridays."),
])
def test_another_weekday_said_with_a_verb_synonym_is_a_link(old, new):
    assert classify.classify(old, new).kind == "possible_update"


@pytest.mark.parametrize(("old", "new"), [
    ("The bins are collected on Mondays.", "The bins get picked up on Mondays."),
    ("The cleaner comes on Thursdays.", "The cleaner turns up on Thursdays."),
])
def test_the_same_weekday_said_with_a_verb_synonym_is_a_restatement(old, new):
    assert classify.classify(old, new).kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("The bins are collected on Mondays.", "Garden waste gets picked up on Tuesdays."),
    ("The cleaner comes on Thursdays.", "The gardener shows up on Fridays."),
    ("The cleaner comes on Thursdays.", "My sister's cleaner shows up on Fridays."),
])
def test_another_thing_or_holder_collected_on_another_day_stays_apart(old, new):
    assert classify.classify(old, new).kind in ("distinct", "unrelated")


@pytest.mark.parametrize("text", ["She picked up on the hint.", "The error shows up on the dashboard.",
                                  "I picked up Spanish in Madrid."])
def test_a_verb_synonym_is_read_alike_only_before_a_weekday(text):
    assert schedule_verbs(text) == text
