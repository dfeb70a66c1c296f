"""Looking up an entry's edges reads that entry's edges, not every edge of the kind: the read path
stamps "possibly outdated" from edges_to on every recall, and a field store has no ANALYZE statistics
to steer SQLite's planner (it took the kind index and walked all supersedes edges: 12.6 ms at 50k)."""

from __future__ import annotations

import pytest
from flymemory.store import open_store


def _store_with_chain(path, n: int):
    store = open_store(str(path))
    store.load_rows("entries", [{"id": i, "text": f"row {i}", "content_hash": f"h{i}", "created_at": 1.0,
                                 "updated_at": 1.0, "valid_from": 1.0, "last_accessed": 1.0}
                                for i in range(1, n + 1)])
    with store.transaction():
        for i in range(1, n):
            store.add_edge(i + 1, i, "supersedes", float(i))
    return store


def _vm_steps(store, call) -> int:
    """SQLite virtual-machine steps a call takes, counted in hundreds (a measure of rows read, not of time)."""
    steps = 0

    def count() -> int:
        nonlocal steps
        steps += 1
        return 0

    store._db.set_progress_handler(count, 100)
    try:
        call()
    finally:
        store._db.set_progress_handler(None, 0)
    return steps


@pytest.mark.parametrize("lookup", ["edges_to", "delete_edges"])
def test_an_edge_lookup_does_not_grow_with_the_edges_of_its_kind(tmp_path, lookup):
    work = {}
    for n in (1_000, 20_000):
        store = _store_with_chain(tmp_path / f"{n}.db", n)
        try:
            if lookup == "edges_to":
                call = lambda store=store: store.edges_to([5, 6, 7], "supersedes")  # noqa: E731
            else:
                call = lambda store=store: store.delete_edges(7, "supersedes")  # noqa: E731
            work[n] = _vm_steps(store, call)
        finally:
            store.close()
    assert work[20_000] <= work[1_000] + 2, work
