"""Issue #12, session 36: a switch's two states are two values. "The dark-mode flag defaults to off" / "… defaults to
on now" was stored once with e5 (0.96; "on" and "off" are stopwords to the keys), so the newer, current value was
lost; 开关默认是关的 / 开关默认是开的 too (0.99). Said in the same words but one pair of states, the pair is a value
changed: crossed out with a change word, linked without one, never stored once."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup

E5 = dedup.CALIBRATED["e5-small-q4"]  # (the calibrated lines the engine judges with)


@pytest.mark.parametrize(("old", "new"), [
    ("The dark-mode flag defaults to off.", "The dark-mode flag defaults to on."),
    ("Auto-update is turned off.", "Auto-update is turned on."),
    ("The VPN is set to on.", "The VPN is set to off."),
    ("新结账的开关默认是关的。", "新结账的开关默认是开的。"),
    ("自动备份是启用的。", "自动备份是禁用的。"),
    ("Our docs repo is public.", "Our docs repo is private."),
])
@pytest.mark.parametrize("similarity", [None, 0.99])
def test_a_state_turned_without_a_change_word_is_linked(old, new, similarity):
    judgement = classify.classify(old, new, similarity, E5 if similarity else None)
    assert judgement.kind == "possible_update", judgement


@pytest.mark.parametrize(("old", "new"), [
    ("The dark-mode flag defaults to off.", "The dark-mode flag defaults to on now."),
    ("新结账的开关默认是关的。", "新结账的开关现在默认是开的。"),
])
@pytest.mark.parametrize("similarity", [None, 0.96])
def test_a_state_turned_with_a_change_word_is_an_update(old, new, similarity):
    judgement = classify.classify(old, new, similarity, E5 if similarity else None)
    assert judgement.kind == "update", judgement
    assert judgement.crosses_out


@pytest.mark.parametrize(("old", "new"), [
    ("The dark-mode flag defaults to off.", "The dark-mode flag defaults to off."),
    ("I work on Mondays.", "I work on Mondays!"),
    ("The checkout flag is on.", "The search flag is off."),
    ("The VPN is not on.", "The VPN is on."),
])
def test_no_state_turned_keeps_its_verdict(old, new):
    judgement = classify.classify(old, new, 0.97, E5)
    assert "a state turned" not in judgement.rule, judgement
