"""Consolidation overlays a conclusion on its evidence; the raw entries stay."""

import pytest
from flymemory.memory import MemoryError_
from flymemory.model import Scope


def test_a_conclusion_links_its_evidence_and_leaves_the_raw_entries_active(lexical_engine):
    e = lexical_engine
    ids = [e.remember(t)[0].entry_id for t in (
        "The nightly build failed on Monday with an OOM in the linker.",
        "The nightly build failed again on Tuesday, linker out of memory.",
        "Raising the runner memory to 8 GB made the nightly build pass.")]
    out = e.consolidate(ids, "Nightly builds need runners with 8 GB because the linker runs out of memory.",
                        app="dsh")
    assert out.kind == "new" and out.describe() == f"NEW #{out.entry_id}"
    conclusion, edges, history = e.get_memory(out.entry_id)
    assert conclusion.source == "consolidation" and conclusion.app == "dsh"
    assert sorted((x["dst"], x["kind"]) for x in edges) == [(i, "evidence") for i in ids]
    assert history[0]["op"] == "consolidate" and history[0]["after"]["evidence"] == ids
    assert all(x.status == "active" for x in e.store.get_entries(ids))
    assert e.store.count(Scope()) == 4


@pytest.mark.parametrize("ids,conclusion,message", [
    ([], "x is y", "ids must be a non-empty list"),
    ([99], "x is y", "ids #99 are not stored entries"),
    ([1], "   ", "conclusion must be non-empty text"),
    ("1", "x is y", "ids must be a non-empty list"),
])
def test_bad_consolidations_are_refused_and_change_nothing(lexical_engine, ids, conclusion, message):
    lexical_engine.remember("Tests run in CI on every push.")
    with pytest.raises(MemoryError_, match=message):
        lexical_engine.consolidate(ids, conclusion)
    assert lexical_engine.store.count(Scope(statuses=())) == 1
