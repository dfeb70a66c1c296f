"""The near-twin step (order only) counts a word's forms as one: the stemmer writes "retries" / "retried" as
"retri" but leaves "retry" as it is, so "The client retries 3 times" / "Client retry count is 5" shared one word
of three and were no twins. A final y after a consonant is read as i for the step's counts (not after a vowel:
"day", "key"). Recall answers the newer count first, nothing stamped; another service's retries keep their
order."""

from __future__ import annotations

import pytest
from flymemory import outdated
from flymemory.classify.read import _twin_words, twins_at_read
from flymemory.model import Scope
from search_hits import hits_in_order


def test_retry_and_retries_are_one_word_for_the_twin_step():
    assert _twin_words("Client retry count is 5.")[0] & _twin_words("The client retries 3 times.")[0] \
        == {"client", "retri"}
    assert "key" in _twin_words("The API key expires in 5 days.")[0]


def test_the_newer_retry_count_comes_first_without_a_stamp(lexical_engine):
    old = lexical_engine.remember("The client retries 3 times.")[0].entry_id
    new = lexical_engine.remember("Client retry count is 5.")[0].entry_id
    hits = lexical_engine.recall("How many retries does the client make?", k=5)
    assert [h.entry.id for h in hits][:2] == [new, old]
    assert all(h.outdated_by is None for h in hits)


@pytest.mark.parametrize("question", ["How many retries does the client make?",
                                      "How many retries does the server make?"])
def test_another_service_keeps_its_order(store, question):
    older, newer = "The client retries 3 times.", "Server retry count is 5."
    assert not twins_at_read(older, newer, question)
    assert [h.entry.id for h in outdated.newer_first(store, hits_in_order(older, newer), Scope(), question)][0] == 1
