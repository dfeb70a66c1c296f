"""A relation word turned into another is another fact (guards.relation_turned): the filler rules set prepositions
aside, so "I moved to Berlin" / "I moved from Berlin" had been the same words, stored once, the older one crossed out.
The same relation in another word, a relation said on one side only, and the place words stay a restatement."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("old,new", [
    ("I moved to Berlin.", "I moved from Berlin."),
    ("My flight to Paris is on Friday.", "My flight from Paris is on Friday."),
    ("My wife works as a pharmacist.", "My wife works with a pharmacist."),
    ("I voted for the proposal.", "I voted against the proposal."),
    ("I drink my coffee with sugar.", "I drink my coffee without sugar."),
])
@pytest.mark.parametrize("similarity", [None, 0.97])
def test_a_relation_word_turned_is_two_facts(old, new, similarity):
    judged = classify.classify(old, new, similarity, E5 if similarity else None)
    assert judged.kind != "restatement", judged
    assert not judged.crosses_out, judged


@pytest.mark.parametrize("old,new", [
    ("I moved to Berlin.", "I moved into Berlin."),
    ("The meeting is on Slack.", "The meeting is in Slack."),
    ("I talked to Alice.", "Alice and I talked."),
    ("I talked to Alice.", "I talked with Alice."),
])
def test_the_same_relation_or_one_said_once_stays_a_restatement(old, new):
    assert classify.classify(old, new).kind == "restatement"
