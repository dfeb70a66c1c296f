"""A role noun after a possessive on one side and the same word as a verb on the other turns who does what to whom:
"Dario's mentor is Ines" says Ines mentors Dario, so "Dario mentors Ines" is another fact, never stored once with it.
Said before a time, a number or a place the noun is the holder's habit ("Toddler's nap is at 1" / "Toddler naps at 1"):
one fact, read as before."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup

E5 = dedup.CALIBRATED["e5-small-q4"]

TURNED = [
    ("Dario mentors Ines.", "Dario's mentor is Ines."),
    ("Dario's mentor is Ines.", "Dario mentors Ines."),
    ("Priya coaches Tom on weekends.", "Priya's coach is Tom."),
    ("my sister's tutor is Mrs. Lee", "my sister tutors Mrs. Lee"),
]


@pytest.mark.parametrize(("old", "new"), TURNED)
@pytest.mark.parametrize("similarity", [None, 0.976])
def test_roles_turned_around_a_role_word_are_two_facts(old, new, similarity):
    judgement = classify.classify(old, new, similarity, E5 if similarity else None)
    assert judgement.kind != "restatement", judgement


@pytest.mark.parametrize(("old", "new"), [
    ("Our toddler naps from 1 to 3.", "Toddler's nap is from 1 to 3."),
    ("Dario's mentor is Ines.", "Dario's mentor is Ines, like I said."),
])
def test_the_same_roles_said_again_are_still_one_fact(old, new):
    assert classify.classify(old, new, 0.98, E5).kind == "restatement"
