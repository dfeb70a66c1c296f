"""A state entered said with went / (have) gone / turned ("I went vegan last month") is a weak change word: beside an
older value of the same kind it links as a change. Going somewhere, going well, turning a thing off, a number turned,
another holder's state: no change word, or kept apart as before."""

import pytest
from flymemory import classify
from flymemory.classify.signals import signals_in


@pytest.mark.parametrize(("old", "new"), [
    ("I'm vegetarian.", "I went vegan last month."),
    ("I'm on the keto diet.", "I've gone vegan since March."),
    ("I'm a pescatarian.", "I've gone fully vegetarian this year."),
])
def test_a_state_entered_beside_an_older_value_of_its_kind_is_a_change(old, new):
    judged = classify.classify(old, new)
    assert judged.kind == "possible_update"
    assert "went/gone" in judged.signals


@pytest.mark.parametrize("text", ["I went to a vegan restaurant last night.", "I went home early.",
                                  "I went shopping on Sunday.", "It went well.", "I turned it off.", "I turned 30.",
                                  "The milk has gone off.", "We went with Postgres."])
def test_going_somewhere_or_going_well_is_no_state_entered(text):
    assert "went/gone" not in {label for label, _ in signals_in(text)}


@pytest.mark.parametrize(("old", "new"), [
    ("I'm vegetarian.", "I went to a vegan bakery on Sunday."),
    ("I'm on the keto diet.", "My wife has gone vegan since March."),
    ("I eat vegetarian.", "My brother went vegan in the spring."),
])
def test_a_vegan_place_or_another_holder_going_vegan_is_no_change_of_mine(old, new):
    assert classify.classify(old, new).kind in ("distinct", "unrelated")
