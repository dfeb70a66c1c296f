"""A correction opener at the head of a sentence ("Scratch that, …", "Correction: …", "Sorry, I meant …",
"不对，…", "说错了，…", "更正一下：…") is a change word of its own: the user replaces what they said. The pair is
linked and recall answers the corrected value first; the opener is no part of the value recorded. A correction
of another thing links nothing, and "I meant to …" is no correction."""

from __future__ import annotations

import pytest
from flymemory import classify
from flymemory.classify.signals import signals_in


def linked(outcome) -> bool:
    return bool(outcome.updates or outcome.may_update or outcome.superseded or outcome.kind == "merged")


@pytest.mark.parametrize("text", [
    "Scratch that, the offsite will be in Madrid.",
    "Correction: the deadline is Friday.",
    "Sorry, I meant Madrid.",
    "不对，周会是上午十点。",
    "说错了，我住在苏州。",
    "更正一下：会议在三楼。",
])
def test_a_correction_opener_is_a_change_word(text):
    assert ("corrected", "strong") in signals_in(text)


@pytest.mark.parametrize("text", ["I meant to call you.", "I meant it.", "The correction was applied.", "这事不对劲。"])
def test_the_same_words_elsewhere_are_no_correction(text):
    assert not any(label == "corrected" for label, _ in signals_in(text))


@pytest.mark.parametrize("older,newer,question", [
    ("The team offsite is in Lisbon.", "Scratch that, the offsite will be in Madrid.", "Where is the team offsite?"),
    ("周会是下午三点。", "不对，周会是上午十点。", "周会几点？"),
])
def test_a_correction_links_the_pair_and_recall_answers_the_corrected_value(engine, older, newer, question):
    engine.remember(older)
    outcome = engine.remember(newer)[0]
    assert linked(outcome), outcome.describe()
    assert engine.recall(question, k=5)[0].entry.text == newer


def test_a_correction_of_another_thing_links_nothing(engine):
    engine.remember("The team offsite is in Lisbon.")
    outcome = engine.remember("Scratch that, I will bring the snacks.")[0]
    assert not linked(outcome), outcome.describe()


def test_the_opener_is_no_part_of_the_new_value():
    judgement = classify.classify("The deadline is Thursday.", "Correction: the deadline is Friday.")
    assert (judgement.old_value, judgement.new_value) == ("Thursday", "Friday")
