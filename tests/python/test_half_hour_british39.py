"""British "half four" is half past four where a time stands (after "at", a comma or as the first words, before the
clause's end or a word of when), and nowhere else ("half 4 cups", "half Irish")."""

import pytest
from flymemory import classify
from flymemory.classify.forms import detail_forms


@pytest.mark.parametrize(("text", "formed"), [
    ("Piano is at half four.", "Piano is at 4:30."),
    ("Saturdays, half nine: Maya's swimming.", "Saturdays, 9:30: Maya's swimming."),
    ("Half four on Fridays works.", "4:30 on Fridays works."),
    ("We meet at half four pm", "We meet at 16:30"),
])
def test_half_and_an_hour_where_a_time_stands_is_half_past(text, formed):
    assert detail_forms(text) == formed


@pytest.mark.parametrize("text", ["Add half 4 cups of flour", "I ate half four pies", "I am half Irish",
                                  "Give me half, four of them"])
def test_half_before_a_noun_is_no_clock_time(text):
    assert detail_forms(text) == text


def test_half_four_and_four_thirty_are_one_time():
    assert classify.classify("Piano is at half four.", "Piano is at 4:30.").kind == "restatement"


def test_half_four_and_half_five_are_a_changed_time():
    assert classify.classify("Piano is at half four.", "Piano is at half five.").kind == "possible_update"
