"""A write made of several (a supersede with its replacing text, a profile fact replacing another) that is refused
at its end is rolled back whole, and leaves no vector in the in-memory dense index either. Its stored sentence was
indexed at once, before the refusal rolled the row back: the vector stayed under an id SQLite gives to the next
entry, so the next write's later sentences were compared with the refused text under that entry's row (found while
looking for the crash-safety flake of session 44, which it did not cause)."""

from __future__ import annotations

import pytest
from flymemory.errors import EngineInputError
from flymemory.model import Scope


def stored_ids(engine) -> set[int]:
    return {e.id for e in engine.store.find_entries(Scope(statuses=()))}


def indexed_ids(engine) -> set[int]:
    dense = engine.retriever.dense.dense
    return set(dense._ids[: len(dense)].tolist())


@pytest.mark.parametrize("backend", ["sqlite"], indirect=True)
def test_a_refused_supersede_with_text_leaves_no_vector_in_the_index(engine) -> None:
    old = engine.remember("The team standup is at 9am.")[0].entry_id
    new = engine.remember("Our standup moved to 10am on Zoom.")[0].entry_id
    engine.lineage.supersede(old, new)
    with pytest.raises(EngineInputError, match="already superseded"):
        engine.supersede_with_text(old, "Our staging cluster runs Kubernetes 1.29 on GKE.")
    assert indexed_ids(engine) == stored_ids(engine) == {old, new}
    # The next entry takes the refused one's id: its vector is its own.
    later = engine.remember("Lunch is served at noon in the cafeteria.")[0].entry_id
    assert indexed_ids(engine) == stored_ids(engine) == {old, new, later}


@pytest.mark.parametrize("backend", ["sqlite"], indirect=True)
def test_a_supersede_with_text_that_succeeds_indexes_the_replacement(engine) -> None:
    old = engine.remember("The team standup is at 9am.")[0].entry_id
    _, replacement, _ = engine.supersede_with_text(old, "Our staging cluster runs Kubernetes 1.29 on GKE.")
    assert indexed_ids(engine) == stored_ids(engine) == {old, replacement}
    assert engine.store.vectors_of([replacement], engine.embedder.id)
