"""Issue #12: a fact said as a question the speaker answers at once ("What's my blood type? A positive.", 我是啥血型？
A型。) is the fact: the question without its question word, then the answer, is the claim, and the fact said
again is stored once. Another person's question, another answer, or an answer that hedges or denies stays apart.
Cosines are the ones e5-small gives these pairs."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.claim import answered

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("text, claim", [
    ("What's my blood type? A positive.", "my blood type A positive"),
    ("Where do I work? Stripe.", "I work Stripe"),
    ("我是啥血型？A型。", "我是血型A型"),
    ("Where should we eat? Maybe Thai.", None),  # a hedge: no answer given
    ("Is it raining? No.", None),  # no question word, and a denial
    ("My blood type is A positive.", None),  # no question
])
def test_a_question_answered_at_once_reads_as_its_claim(text, claim):
    assert answered(text) == claim


SAME_FACT = [
    ("My blood type is A positive.", "What's my blood type? A positive.", 0.933),
    ("我的血型是A型。", "我是啥血型？A型。", 0.982),
    ("I work at Stripe.", "Where do I work? Stripe.", 0.928),
]


@pytest.mark.parametrize("old, new, e5", SAME_FACT)
def test_a_fact_said_as_a_question_answered_is_stored_once(old, new, e5):
    assert classify.classify(old, new, e5, E5).kind == "restatement"
    assert classify.classify(old, new).kind == "restatement"


LOOK_ALIKES = [
    ("My blood type is A positive.", "What's my husband's blood type? A positive.", 0.914),
    ("My blood type is A positive.", "What's my blood type? B positive.", 0.925),
    ("我的血型是A型。", "我儿子是啥血型？A型。", 0.973),
    ("我的血型是A型。", "我是啥血型？B型。", 0.970),
    ("I work at Stripe.", "Where does my wife work? Stripe.", 0.897),
]


@pytest.mark.parametrize("old, new, e5", LOOK_ALIKES)
def test_another_person_or_another_answer_stays_apart(old, new, e5):
    assert classify.classify(old, new, e5, E5).kind != "restatement"
    assert classify.classify(old, new).kind != "restatement"
