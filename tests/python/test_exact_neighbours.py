"""The dedup ladder's neighbours (an exact search in the write's scope) are the same
whichever shortcut the index takes: the best `k` admitted rows of a full exact scan."""

from __future__ import annotations

import numpy as np
import pytest
from flymemory.model import Scope

_SHARES = {"/half": 0.5, "/fifth": 0.2, "/few": 0.03, "/rare": 0.004}


def _random_store(store, rng, n=1500, dim=24):
    vectors = rng.standard_normal((n, dim)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    names, weights = list(_SHARES), np.array(list(_SHARES.values()))
    workspaces = rng.choice(names + ["/rest"], size=n, p=[*weights, 1 - weights.sum()])
    records = [{"id": i + 1, "text": f"row {i}", "content_hash": f"h{i}", "created_at": 1.0, "updated_at": 1.0,
                "valid_from": 1.0, "last_accessed": 1.0, "workspace": str(workspaces[i]),
                "compartment": "general" if rng.random() < 0.8 else "notes",
                "status": "superseded" if rng.random() < 0.1 else "active",
                "embedder": "test-embedder", "vector": vectors[i]} for i in range(n)]
    store.load_rows("entries", records)
    store.finish_bulk_load()
    return vectors


def _scopes() -> list[Scope]:
    """Every share's workspace (and one with no rows) in each compartment."""
    return [Scope(workspace=w, workspace_exact=True, compartments=(c,)) for w in [*_SHARES, "/none"]
            for c in ("general", "notes")]


def _unit_vector(rng, dim: int) -> np.ndarray:
    v = rng.standard_normal(dim).astype(np.float32)
    return v / np.linalg.norm(v)


def _full_exact_scan(store, vectors, query, scope, k):
    admitted = store.candidate_ids(scope) - 1
    scores = vectors[admitted] @ query
    order = np.argsort(-scores, kind="stable")[:k]
    return [(int(admitted[i]) + 1, float(scores[i])) for i in order]


@pytest.mark.parametrize("k", [1, 4, 12])
def test_exact_neighbours_equal_the_best_admitted_rows_of_a_full_scan(store, k):
    rng = np.random.default_rng(20261201 + k)
    vectors = _random_store(store, rng)
    index = store.vector_index("test-embedder", vectors.shape[1])
    scopes = _scopes()
    for _ in range(6):
        query = _unit_vector(rng, vectors.shape[1])
        near_row = vectors[rng.integers(len(vectors))]  # and one query sitting on a stored row
        for q in (query, near_row):
            for scope in scopes:
                found = index.search(q[None, :], scope, k, exact=True)
                truth = _full_exact_scan(store, vectors, q, scope, k)
                assert [i for i, _ in found] == [i for i, _ in truth], scope
                assert [s for _, s in found] == pytest.approx([s for _, s in truth], abs=1e-5)


def _assert_exact(store, index, vectors, rng, scopes, k=4, on_rows=()):
    queries = [rng.standard_normal(vectors.shape[1]).astype(np.float32) for _ in range(4)]
    for q in [*(q / np.linalg.norm(q) for q in queries), *(vectors[i - 1] for i in on_rows)]:
        for scope in scopes:
            found = index.search(q[None, :], scope, k, exact=True)
            truth = _full_exact_scan(store, vectors, q, scope, k)
            assert [i for i, _ in found] == [i for i, _ in truth], scope


def test_exact_neighbours_stay_exact_across_writes_status_changes_and_moves(store, backend):
    rng = np.random.default_rng(7)
    vectors = _random_store(store, rng)
    index = store.vector_index("test-embedder", vectors.shape[1])
    # "/none" has no rows until one is written below: its gathered rows start empty (SQLite).
    scopes = [Scope(workspace=w, workspace_exact=True, compartments=("general",)) for w in [*_SHARES, "/none"]]
    _assert_exact(store, index, vectors, rng, scopes)  # every scope's rows are now gathered (SQLite)

    def written(workspace):  # a new entry, indexed after its commit as the write path does
        nonlocal vectors
        v = rng.standard_normal(vectors.shape[1]).astype(np.float32)
        v /= np.linalg.norm(v)
        entry_id = store.insert_entry({"text": f"new {len(vectors)}", "content_hash": f"n{len(vectors)}",
                                       "workspace": workspace})
        assert entry_id == len(vectors) + 1
        store.set_vector(entry_id, "test-embedder", v)
        index.add(entry_id, v)
        vectors = np.vstack([vectors, v])

    for w in ["/rare", "/rest", "/fifth", "/none", "/rare"]:
        written(w)
    _assert_exact(store, index, vectors, rng, scopes, on_rows=range(len(vectors) - 4, len(vectors) + 1))
    rare = store.candidate_ids(Scope(workspace="/rest", workspace_exact=True, compartments=("general",)))
    for entry_id in rare[:3]:  # entries of another workspace moved into /rare
        assert store.compare_and_set(int(entry_id), {}, {"workspace": "/rare"})
    _assert_exact(store, index, vectors, rng, scopes, on_rows=rare[:3].tolist())
    superseded = store.candidate_ids(Scope(statuses=("superseded",), workspace="/few", workspace_exact=True))
    for entry_id in superseded:  # restored, and active ones crossed out
        assert store.compare_and_set(int(entry_id), {}, {"status": "active"})
    for entry_id in store.candidate_ids(Scope(workspace="/fifth", workspace_exact=True))[::3]:
        assert store.compare_and_set(int(entry_id), {}, {"status": "superseded"})
    _assert_exact(store, index, vectors, rng, scopes)
    moved = int(store.candidate_ids(Scope(workspace="/half", workspace_exact=True, compartments=("general",)))[0])
    with pytest.raises(RuntimeError), store.transaction():  # a move of an entry out of /half, rolled back
        store.compare_and_set(moved, {}, {"workspace": "/elsewhere"})
        _assert_exact(store, index, vectors, rng, scopes)
        raise RuntimeError("rolled back")
    _assert_exact(store, index, vectors, rng, scopes, on_rows=[moved])
    if backend == "sqlite":  # another connection (a CLI command) moves an entry into /few
        from flymemory import lexical
        from flymemory.store import SQLiteStore

        other = SQLiteStore(store.path, lexical_indexer=lexical.index_text)
        assert other.compare_and_set(int(rare[5]), {}, {"workspace": "/few"})
        other.close()
        _assert_exact(store, index, vectors, rng, scopes, on_rows=[int(rare[5])])


def _full_store_counting_listings(store, seed: int, workspace: str):
    """600 unit vectors loaded into `workspace`, the index over them, and the list every scope listing
    (`candidate_ids` without ids) is appended to."""
    rng = np.random.default_rng(seed)
    vectors = rng.standard_normal((600, 16)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    store.load_rows("entries", [{"id": i + 1, "text": f"row {i}", "content_hash": f"h{i}", "created_at": 1.0,
                                 "updated_at": 1.0, "valid_from": 1.0, "last_accessed": 1.0, "workspace": workspace,
                                 "embedder": "test-embedder", "vector": vectors[i]} for i in range(len(vectors))])
    store.finish_bulk_load()
    index = store.vector_index("test-embedder", 16)
    listed: list[Scope] = []
    candidate_ids = store.candidate_ids

    def counted(s):
        if s.ids is None:
            listed.append(s)
        return candidate_ids(s)

    store.candidate_ids = counted
    return vectors, index, listed


def test_a_scope_holding_most_rows_is_not_listed_again_on_every_write(store, backend):
    vectors, index, listed = _full_store_counting_listings(store, 3, "/only")
    scope = Scope(workspace="/only", workspace_exact=True, compartments=("general",))
    for n in range(5):  # a write between searches, as on the write path
        entry_id = store.insert_entry({"text": f"new {n}", "content_hash": f"n{n}", "workspace": "/only"})
        store.set_vector(entry_id, "test-embedder", vectors[n])
        index.add(entry_id, vectors[n])
        found = index.search(vectors[n][None, :], scope, 4, exact=True)
        assert found[0][1] == pytest.approx(1.0, abs=1e-5)
    assert len(listed) <= 1  # SQLite's index lists it once to find it too wide; PostgreSQL never


def test_a_scope_with_no_rows_yet_is_not_listed_again_on_every_write(store):
    # The first writes of a new workspace or compartment in a full store: no pool can hold `k` admitted
    # rows, and the search used to rank the whole index and list the scope again on every call.
    vectors, index, listed = _full_store_counting_listings(store, 5, "/full")
    scope = Scope(workspace="/new", workspace_exact=True, compartments=("general",))
    for q in vectors[:3]:
        assert index.nearest_entries(q[None, :], scope, 4) == []
        assert index.search(q[None, :], scope, 4, exact=True) == []
    assert len(listed) <= 1  # SQLite lists it once (to gather it); PostgreSQL never
    entry_id = store.insert_entry({"text": "the first row of /new", "content_hash": "new", "workspace": "/new"})
    store.set_vector(entry_id, "test-embedder", vectors[7])
    index.add(entry_id, vectors[7])
    found = index.nearest_entries(vectors[7][None, :], scope, 4)
    assert [e.id for e, _ in found] == [entry_id] and found[0][1] == pytest.approx(1.0, abs=1e-5)
    assert [i for i, _ in index.search(vectors[7][None, :], scope, 4, exact=True)] == [entry_id]
    assert len(listed) <= 1


@pytest.mark.parametrize("k", [1, 4, 12])
def test_neighbour_entries_are_the_exact_neighbours_with_their_rows(store, k):
    # The write path reads its neighbours' rows in the query that checks the scope (nearest_entries):
    # the same ids in the same order as the exact search, also when the closest rows are crossed out.
    rng = np.random.default_rng(20261202 + k)
    vectors = _random_store(store, rng)
    index = store.vector_index("test-embedder", vectors.shape[1])
    scopes = _scopes()
    query = _unit_vector(rng, vectors.shape[1])
    in_fifth = store.candidate_ids(Scope(workspace="/fifth", workspace_exact=True, compartments=("general",)))
    for i in sorted(in_fifth.tolist(), key=lambda i: -float(vectors[i - 1] @ query))[:40]:
        store.compare_and_set(i, {}, {"status": "superseded"})  # past the first pools of the query below
    for q in (query, vectors[rng.integers(len(vectors))]):
        for scope in scopes:
            found = index.nearest_entries(q[None, :], scope, k)
            truth = _full_exact_scan(store, vectors, q, scope, k)
            assert [e.id for e, _ in found] == [i for i, _ in truth], scope
            assert [e for e, _ in found] == store.get_entries([i for i, _ in truth])
            assert [s for _, s in found] == pytest.approx([s for _, s in truth], abs=1e-5)
