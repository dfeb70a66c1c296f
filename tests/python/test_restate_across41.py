"""Session 41 (restate41): a restatement in fresh words is no look-alike with a thing swapped in one frame.

dedup.swapped_in_frame kept apart every close pair whose sides each had a content word the other lacked, with half the
words aligned. On the tuning halves of the blind and restatement probe files it was the commonest refusal of a
restatement (58 of 232 misses with e5, 19 files): rewordings that change the sentence in three or more places, mostly
Chinese, where each character is a token. A look-alike swaps a thing in one or two places of one frame; those stay
apart. Pairs below are from tuning halves, at their e5 cosine."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize(("old", "new", "cosine"), [
    ("合唱团每周六下午三点排练。", "周六15:00合唱团练歌。", 0.96),  # blind 13
    ("儿子的校车每天早上七点十分到小区门口。", "校车7:10在小区门口接我儿子，天天如此。", 0.961),  # blind 16
    ("Our mortgage rate is fixed at 4.2% until 2029.", "We locked the mortgage at 4.2 percent until 2029.", 0.969),
])
def test_a_rewording_in_several_places_is_stored_once(old: str, new: str, cosine: float) -> None:
    assert classify.classify(old, new, similarity=cosine, thresholds=E5).kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("Service alpha listens on port 8080.", "Service beta listens on port 8080."),  # one place
    ("Alice owns the billing dashboard.", "Bob owns the billing API."),  # two places
    ("前端部署在阿里云杭州区。", "后端部署在阿里云杭州区。"),
])
def test_a_thing_swapped_in_one_frame_stays_apart(old: str, new: str) -> None:
    a, b = dedup._Text.of(old), dedup._Text.of(new)
    assert dedup.swapped_in_frame(a, b)
    assert classify.classify(old, new, similarity=0.98, thresholds=E5).kind != "restatement"


def test_three_places_reworded_are_no_swap_in_one_frame() -> None:
    # (Session 42: "我妈每周三…" / "周三我妈固定…" moves 周三, no place changed, and keeps the swap; "Yesterday I made
    # …" / "I cooked … yesterday" replaces one word with another, a thing swapped to the rule: both kept apart.)
    a, b = dedup._Text.of("其实我每个周三晚上都会去游泳的。"), dedup._Text.of("每周三晚上是我去游泳的时间。")
    assert not dedup.swapped_in_frame(a, b)
