"""English causes left open by session 32 (issue #12, session 33, enmix33; bench/data/enmix_probes.jsonl):
  - the holder of a return is the holder of the fact it returns from: "My team lead went back to Vim" after "I
    switched my editor to Emacs" is another person's fact (holder._return_of_another), and a relative's return is
    never a reversal of the speaker's fact (second_looks reads the holder of a reversal as of an update). The
    speaker's own return, and a return of the person the older sentence names, still link."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")
LINKED = ("update", "reversal", "possible_update", "restatement")


def _kinds(old: str, new: str) -> set[str]:
    """The kinds the pair is given, without an embedder and at an e5 cosine above its restate line."""
    return {classify.classify(old, new, sim, E5 if sim else None).kind for sim in (None, 0.96)}


@pytest.mark.parametrize("old,new", [
    ("I switched my editor to Emacs.", "My team lead went back to Vim."),
    ("I switched my shell to fish.", "My boss switched back to zsh."),
    ("I switched my shell to fish.", "Priya went back to zsh."),
    ("I moved to Leeds.", "My cousin moved back to York."),
    ("I changed my phone to a Pixel.", "My sister went back to an iPhone."),
])
def test_another_persons_return_is_not_the_speakers_change(old, new):
    assert not _kinds(old, new) & set(LINKED)


@pytest.mark.parametrize("old,new", [
    ("I switched my editor to Emacs.", "I went back to Vim."),
    ("I moved to Leeds.", "I moved back to York."),
    ("Priya uses zsh.", "Priya went back to bash."),
    ("My boss uses Vim.", "My boss went back to Emacs."),
])
def test_a_return_of_the_older_holder_still_links(old, new):
    assert _kinds(old, new) & set(LINKED)
