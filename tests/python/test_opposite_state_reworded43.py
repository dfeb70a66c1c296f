"""Session 43: a switch's other state, said of the same thing in other words, is a possible update (a link).

Session 42 (restate42) kept "家里路由器的VPN是停用的" / "家里路由器上的VPN一直启用着" from being stored once (one of
two opposite states on each side), but left the pair as two unlinked facts, so recall could answer with the old
state. Said of one thing (the same content words on each side once the states and words of how long a state holds
are set aside; no other thing named before a shared slot) the newer state is linked to the older: the newer first,
the older stamped (with a change word, earlier rungs read the pair). Two things with opposite states stay apart.
Cosines are e5's for these pairs or near them."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize(("old", "new", "cosine"), [
    ("家里路由器的VPN是停用的。", "家里路由器上的VPN一直启用着。", 0.98),  # state_probes, tuning
    ("The team repo is public on GitHub.", "Our team's GitHub repo is private.", 0.954),
    # "on" said as a word of place too: the older state on the newer side is no restatement (was stored once)
    ("The porch light is on.", "The light on the porch is off.", 0.95),
])
def test_the_other_state_of_the_same_thing_in_other_words_is_linked(old: str, new: str, cosine: float) -> None:
    judgement = classify.classify(old, new, similarity=cosine, thresholds=E5)
    assert judgement.kind == "possible_update", judgement
    assert "the other of two states" in judgement.rule


@pytest.mark.parametrize(("old", "new", "cosine"), [
    ("Dark mode is enabled on my phone.", "Dark mode is disabled on my laptop.", 0.942),
    ("The staging VPN is enabled.", "The production VPN is disabled.", 0.9),
    ("接口的重试开关是启用的。", "数据库连接的重试开关是停用的。", 0.95),
    ("The VPN is enabled.", "The VPN on my tablet is disabled.", 0.95),  # one more word: maybe another device
    ("The VPN is on.", "The VPN on my tablet is off.", 0.95),  # (was stored once: "on" on both sides)
])
def test_opposite_states_of_two_things_stay_apart(old: str, new: str, cosine: float) -> None:
    assert classify.classify(old, new, similarity=cosine, thresholds=E5).kind == "distinct"
