"""Issue #12: an irregular past read as its verb ("grew" / "grow", "drove" / "drive", "spoke" / "speak"), as the
restatement rungs already read "built" / "build" (restatement._BASE_FORM, a closed table of grammar): a question
answered at once in the present ("Where did I grow up? Lisbon.") restates the claim said in the past. Another
place, another person or another word stays apart (EN and ZH). Cosines are the ones e5-small gives these pairs."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("old, new, e5", [
    ("I grew up in Lisbon.", "Where did I grow up? Lisbon.", 0.930),
    ("I spoke at PyCon 2023.", "I speak at PyCon 2023.", 0.997),
    ("I drove a Honda Civic.", "I drive a Honda Civic.", 0.987),
    ("我在里斯本长大。", "我在哪长大的？里斯本。", 0.978),
])
def test_an_irregular_past_and_its_verb_are_one_claim(old, new, e5):
    assert classify.classify(old, new, e5, E5).kind == "restatement"
    assert classify.classify(old, new).kind == "restatement"


@pytest.mark.parametrize("old, new, e5", [
    ("I grew up in Lisbon.", "Where did I grow up? Porto.", 0.881),  # another place
    ("I grew up in Lisbon.", "Where did my sister grow up? Lisbon.", 0.904),  # another person
    ("My sister grew up in Lisbon.", "I grew up in Lisbon.", 0.963),
    ("She grew up in Lisbon.", "He grew up in Lisbon.", 0.983),
    ("I grew up in Lisbon.", "I was born in Lisbon.", 0.968),  # another verb
    ("I spoke Spanish with my grandmother.", "I speak Spanish with my grandfather.", 0.972),
])
def test_another_place_person_or_verb_stays_apart(old, new, e5):
    assert classify.classify(old, new, e5, E5).kind != "restatement"
    assert classify.classify(old, new).kind != "restatement"
