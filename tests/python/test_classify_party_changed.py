"""A change word beside another party is never a restatement (session 34, from blind_probes_12's audit): "Tuesday
school pickup is my job." / "Tuesday school pickup is my partner's job now." was stored once at e5's cosine (0.96):
the write path answered STRENGTHENED and kept only the older line. The party guard read parties only when no change
word was said; with one, who the fact is said of may be what changed: linked, never stored once."""

import pytest
from flymemory import classify
from flymemory.dedup import CALIBRATED

E5 = CALIBRATED["e5-small-q4"]


@pytest.mark.parametrize("old,new", [
    ("Tuesday school pickup is my job.", "Tuesday school pickup is my partner's job now."),
    ("Walking the dog is my job.", "Walking the dog is my wife's job now."),
    ("周二接孩子是我的事。", "周二接孩子现在是我老公的事了。"),
])
def test_a_change_word_beside_another_party_is_linked_not_stored_once(old, new):
    judged = classify.classify(old, new, 0.96, E5)
    assert judged.kind != "restatement", judged
    assert judged.links, judged


def test_the_same_party_with_a_change_word_may_still_be_stored_once():
    judged = classify.classify("Tuesday school pickup is my partner's job.",
                               "Tuesday school pickup is my partner's job now.", 0.97, E5)
    assert judged.kind == "restatement", judged
