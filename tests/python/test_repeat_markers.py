"""A repeat marker ("Remember:", "Again,", "Please note that", 记住) is set aside only as a whole word: a sentence that
opens with a longer word ("Remembered …", "Notes are …", "Against …") keeps its first word."""

import pytest
from flymemory.classify.words import _without_repeat_marker


@pytest.mark.parametrize("text,bare", [
    ("Remember: standup is at 9.", "standup is at 9."),
    ("Again, the VPN is down.", "the VPN is down."),
    ("Please note that the VPN is down.", "the VPN is down."),
    ("记住明天十点开会。", "明天十点开会。"),
])
def test_a_repeat_marker_is_set_aside(text, bare):
    assert _without_repeat_marker(text) == bare


@pytest.mark.parametrize("text", [
    "Remembered fact number 0: the gateway listens on 8443.",
    "Notes are kept in Obsidian.",
    "Notebooks live in the shared drive.",
    "Against my advice, we shipped on Friday.",
])
def test_a_longer_word_that_starts_like_a_marker_is_kept(text):
    assert _without_repeat_marker(text) == text
