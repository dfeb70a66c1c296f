"""Issue #12: a fact said again with a reason for it ("Since parking is so expensive, I bike to work", 因为离得近，所以
我走路上班) is the same fact: the reason, said on one side only and sharing nothing with the other, is set aside,
and the claim is stored once. A reason with a value, a number, a time or a change word in it stays ("since 2019"
is a time, "since we moved" a change), and another subject, another thing or a negation stays apart. Cosines are
the ones e5-small gives these pairs."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.claim import claims, reason_clause

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("text, read", [
    ("Since parking is so expensive, I bike to work.", ("parking is so expensive", "I bike to work.")),
    ("I don't drink coffee because it keeps me up at night.", ("it keeps me up at night", "I don't drink coffee")),
    ("因为离得近，所以我走路上班。", ("离得近", "我走路上班。")),
    ("I have lived in Porto since 2019.", None),  # a time, not a reason
    ("I moved to Berlin because of my job at SAP.", None),  # a name in the reason
    ("I bike to work because it's faster than the bus.", None),  # a value of the claim's kind (the bus)
    ("I quit because the pay was bad.", None),  # too little claim left
    ("Hello, AI companion. I'm very excited today because I just passed an interview!", None),  # two sentences: chat
])
def test_a_reason_clause_is_read_apart_from_its_claim(text, read):
    assert reason_clause(text) == read


def test_a_reason_on_both_sides_stays_on_both():
    old, new = "I bike to work because it's cheap.", "I bike to work because it keeps me fit."
    assert claims(old, new) == (old, new)


SAME_FACT = [
    ("I bike to work.", "Since parking is so expensive, I bike to work.", 0.913),
    ("I don't drink coffee.", "I don't drink coffee because it keeps me up at night.", 0.923),
    ("我走路上班。", "因为离得近，所以我走路上班。", 0.951),
]


@pytest.mark.parametrize("old, new, e5", SAME_FACT)
def test_a_fact_said_again_with_a_reason_is_stored_once(old, new, e5):
    assert classify.classify(old, new, e5, E5).kind == "restatement"
    assert classify.classify(old, new).kind == "restatement"


LOOK_ALIKES = [
    ("I bike to work.", "My partner bikes to work because it's faster than the bus.", 0.873),
    ("I bike to work.", "Since parking is so expensive, my partner bikes to work.", 0.875),
    ("I don't drink coffee.", "I don't drink tea because it keeps me up at night.", 0.885),
    ("I don't drink coffee.", "I drink coffee because it keeps me awake.", 0.881),
    ("I have lived in Porto.", "I have lived in Porto since 2019.", 0.936),
    ("我走路上班。", "因为离得近，所以我老婆走路上班。", 0.935),
]


@pytest.mark.parametrize("old, new, e5", LOOK_ALIKES)
def test_another_subject_thing_or_negation_with_a_reason_stays_apart(old, new, e5):
    assert classify.classify(old, new, e5, E5).kind != "restatement"
    assert classify.classify(old, new).kind != "restatement"
