"""他们 / 她们 are "they", another party than 他 / 她; the 他 of 吉他 (guitar) and 其他 (other) is no person."""
from __future__ import annotations

from flymemory.classify.ladder import classify
from flymemory.classify.words import _persons


def test_a_plural_pronoun_is_they_not_he_or_she():
    assert _persons("他们很累，也很饿。") == {"they"}
    assert _persons("她们在一所小学教书。") == {"they"}


def test_we_stays_the_speaker_party():
    assert _persons("我们很累。") == {"first"}
    assert _persons("咱们明天走。") == {"first"}


def test_the_ta_of_guitar_and_other_is_no_person():
    assert _persons("我在学吉他。") == {"first"}
    assert _persons("其他同事六点下班。") == {"others"}  # (no "he": other people, test_other_people)


def test_a_he_after_guitar_is_still_he():
    assert _persons("我的吉他他弹过。") == {"first", "he"}


def test_they_and_he_saying_the_same_words_are_two_facts():
    assert classify("他很饿，也很累。", "他们很累，也很饿。").kind == "distinct"
    assert classify("她又累又饿。", "她们又饿又累。").kind == "distinct"


def test_he_restated_stays_one_fact():
    assert classify("他很累，也很饿。", "他又饿又累。").kind == "restatement"


def test_learning_the_guitar_restated_stays_one_fact():
    assert classify("我在学吉他。", "我最近在学吉他。").kind == "restatement"
    assert classify("我在学吉他。", "他最近在学吉他。").kind == "distinct"
