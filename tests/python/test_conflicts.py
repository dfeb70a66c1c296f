"""find_conflicts: similar entries that disagree, found from nearest neighbours (no N x N)."""

import numpy as np
from flymemory.maintenance import similar_pairs
from flymemory.model import Scope


def test_contradicting_entries_are_reported_and_agreeing_ones_are_not(engine):
    e = engine
    on = e.remember("The cache is enabled in production.", workspace="/a")[0].entry_id
    off = e.remember("The cache is not enabled in production.", workspace="/b")[0].entry_id
    old = e.remember("The staging database is Postgres 13.", workspace="/a")[0].entry_id
    new = e.remember("The staging database is Postgres 15.", workspace="/b")[0].entry_id
    e.remember("Lunch with the team is on Fridays.")
    e.remember("I prefer tabs over spaces in Go code.")
    pairs = {frozenset((a.id, b.id)) for a, b, _ in e.find_conflicts()}
    assert frozenset((on, off)) in pairs and frozenset((old, new)) in pairs
    assert len(pairs) == 2
    # Resolving one (the model supersedes) removes it from the report.
    e.supersede(old, new)
    assert {frozenset((a.id, b.id)) for a, b, _ in e.find_conflicts()} == {frozenset((on, off))}


def test_conflicts_respect_the_scope(engine):
    e = engine
    e.remember("The cache is enabled in production.", workspace="/a")
    e.remember("The cache is not enabled in production.", workspace="/b")
    assert e.find_conflicts(Scope(workspace="/a", workspace_exact=True)) == []


def test_without_an_embedder_there_are_no_conflict_candidates(lexical_engine):
    lexical_engine.remember("The cache is enabled in production.")
    assert lexical_engine.find_conflicts() == []


def test_nearest_neighbour_pairs_find_planted_near_duplicates_among_thousands():
    rng = np.random.default_rng(3)
    topics = rng.standard_normal((60, 64)).astype(np.float32)
    matrix = topics[rng.integers(0, 60, 3000)] + 0.6 * rng.standard_normal((3000, 64)).astype(np.float32)
    matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
    planted = [(10, 2000), (500, 2999), (1234, 77)]
    for a, b in planted:
        twin = matrix[a] + 0.05 * rng.standard_normal(64).astype(np.float32)
        matrix[b] = twin / np.linalg.norm(twin)
    ids = np.arange(1, 3001, dtype=np.int64)
    found = {(a, b) for a, b, _ in similar_pairs(ids, matrix, 0.9)}
    assert {(min(a, b) + 1, max(a, b) + 1) for a, b in planted} <= found


def test_pairs_marked_contradicts_come_first(lexical_engine):
    e = lexical_engine
    a = e.remember("Deploys freeze on Fridays.")[0].entry_id
    b = e.remember("We ship whenever CI is green, any day.")[0].entry_id
    e.store.add_edge(b, a, "contradicts", 0.0)  # as a write links them: the newer points at the older
    assert [(x.id, y.id, s) for x, y, s in e.find_conflicts()] == [(b, a, 1.0)]
