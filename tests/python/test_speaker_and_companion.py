"""Who a sentence is about, read past two ways of saying the speaker's own fact: a companion said with
"with" or coordinated with the speaker ("with my brother" / "my brother and I") trades no places, and the
listener asked to reach the speaker ("You can reach me on …") is no second party. Two parties traded
and another person stay apart. Wording is fresh (not the probe files')."""

import pytest
from flymemory import classify, dedup

E5, MINILM = dedup.CALIBRATED["e5-small-q4"], dedup.CALIBRATED["minilm"]


@pytest.mark.parametrize("old,new", [
    ("I went hiking with my brother on Sunday.", "On Sunday my brother and I went hiking."),
    ("I had dinner with Priya at Nopa.", "Priya and I had dinner at Nopa."),
])
def test_a_companion_said_with_with_or_beside_i_has_traded_no_places(old, new):
    for similarity, thresholds in ((0.97, E5), (0.95, MINILM), (None, None)):
        judged = classify.classify(old, new, similarity, thresholds)
        assert judged.kind == "restatement", judged


def test_the_listener_asked_to_reach_the_speaker_names_no_other_party():
    judged = classify.classify("My phone number is 0161 496 0000.", "You can reach me on 0161 496 0000.", 0.96, E5)
    assert judged.kind == "restatement", judged


@pytest.mark.parametrize("old,new,e5,minilm", [  # (the two embedders' cosines of each pair)
    ("My phone number is 0161 496 0000.", "Her phone number is 0161 496 0000.", 0.970, 0.628),
    ("I walk to work every day.", "You walk to work every day.", 0.97, 0.94),
    ("My phone number is 0161 496 0000.", "Can you call me on 0161 496 0000?", 0.95, 0.8),
    ("Maria sent the contract to Tom.", "Tom sent the contract to Maria.", 0.994, 0.991),
    ("I went hiking with my brother.", "My brother went hiking with Priya.", 0.95, 0.9),
])
def test_another_party_or_two_parties_traded_stay_apart(old, new, e5, minilm):
    for similarity, thresholds in ((e5, E5), (minilm, MINILM), (None, None)):
        for a, b in ((old, new), (new, old)):
            judged = classify.classify(a, b, similarity, thresholds)
            assert judged.kind not in ("restatement", "update"), (a, b, judged)
