"""Issue #12: a number and its unit written together or apart ("180cm" / "180 cm", "20°C" / "20 °C") are one
detail when a pair's details are told apart, and a determiner capitalised because it opens the sentence ("Each
morning …", "Every Friday …") is grammar, not a name. The fact said again is stored once; another unit, another
person, another activity stays apart (EN and ZH). Cosines are the ones e5-small gives these pairs."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


def _differ(old: str, new: str) -> bool:
    return dedup._details_differ(dedup._Text.of(old), dedup._Text.of(new))


@pytest.mark.parametrize("old, new", [
    ("I am 180cm tall", "I'm 180 cm tall"),
    ("My height is 180 cm.", "I am 180cm tall, for the record."),
    ("I run 5 km every morning.", "Each morning I go for a 5km run."),
    ("I keep the thermostat at 20°C.", "The thermostat stays at 20 °C in my flat."),
    ("The meeting starts at 5pm.", "The meeting starts at 5 pm."),
    ("Every Friday we play football at 7pm.", "We play football every Friday at 7 pm."),
])
def test_a_number_with_its_unit_together_or_apart_is_one_detail(old, new):
    assert not _differ(old, new)


@pytest.mark.parametrize("old, new", [
    ("I run 5km every morning.", "I run 5 kg every morning."),  # another unit
    ("My height is 180cm.", "My weight is 180 kg."),
    ("The meeting starts at 5pm.", "The meeting starts at 6 pm."),  # another number
    ("I work at Acme.", "I work at Each Corp."),  # a name, not a determiner opening the sentence
    ("我身高180cm。", "我身高180 kg。"),
    # a unit spelled another way is a value in another form, read as written here (test_detail_forms)
    ("The request timeout is set to 30s.", "The connect timeout is 30 seconds."),
    ("The media drive holds 4 TB.", "The backup drive has a capacity of 4 terabytes."),
])
def test_another_number_or_unit_is_still_another_detail(old, new):
    assert _differ(old, new)


def test_the_same_height_with_the_unit_joined_is_stored_once():
    assert classify.classify("My height is 180 cm.", "I am 180cm tall, for the record.", 0.955, E5).kind \
        == "restatement"


@pytest.mark.parametrize("old, new, e5", [
    ("My height is 180cm.", "My son is 180 cm tall.", 0.969),  # another person
    ("My height is 180cm.", "My weight is 180 kg.", 0.965),  # another unit, another measure
    ("I run 5km every morning.", "I run 5 kg every morning.", 0.986),
    ("Each morning I run 5km.", "I walk 5 km each morning.", 0.979),  # another activity
    ("My dog weighs 30kg.", "My cat weighs 30 kg.", 0.967),  # another animal
    ("我身高180cm。", "我儿子身高180 cm。", 0.977),
    ("我每天跑5km。", "我每天跑5 kg。", 0.991),
])
def test_look_alikes_with_the_unit_joined_stay_apart(old, new, e5):
    assert classify.classify(old, new, e5, E5).kind != "restatement"
    assert classify.classify(old, new).kind != "restatement"
