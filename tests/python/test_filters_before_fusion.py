"""Scope, state and time filters apply before pooling, so a query never comes back
short because its best matches were superseded or belong elsewhere."""

from __future__ import annotations

import pytest
from flymemory.model import Scope
from flymemory.retrieval import Retriever


def _supersede(store, entry_id):
    assert store.compare_and_set(entry_id, {"status": "active"}, {"status": "superseded"})


@pytest.fixture(params=["lexical", "hybrid"])
def crowded(request, store, e5):
    """120 strong matches that are superseded or in another workspace, and 10 weaker
    live matches in this workspace. A small pool (20) makes any post-filter visible."""
    from flymemory.memory import MemoryEngine

    engine = MemoryEngine(store, e5 if request.param == "hybrid" else None)
    engine.retriever.pool = 20
    for i in range(60):
        old = engine.remember(f"Deploy target server alpha-{i} hosts the deploy target service.")[0].entry_id
        _supersede(store, old)
    for i in range(60):
        engine.remember(f"Deploy target server beta-{i} hosts the deploy target service.", workspace="/other")
    live = [engine.remember(f"Deploy note {i}: the target is gamma-{i}.", workspace="/here")[0].entry_id
            for i in range(10)]
    return engine, live


def test_recall_fills_k_from_live_in_scope_entries(crowded):
    engine, live = crowded
    hits = engine.recall("deploy target server service", k=10, scope=Scope(workspace="/here"))
    assert len(hits) == 10
    assert sorted(h.entry.id for h in hits) == sorted(live)
    assert {h.entry.status for h in hits} == {"active"}


def test_every_channel_ranks_only_what_the_scope_admits(crowded):
    engine, live = crowded
    rankings = engine.retriever.rankings("deploy target server service", Scope(workspace="/here"))
    for channel, ids in rankings.items():
        assert set(ids) <= set(live), channel


def test_compartment_app_and_time_filters_apply_before_pooling(lexical_engine):
    clock = [1000.0]
    lexical_engine.clock = lambda: clock[0]
    for i in range(40):
        lexical_engine.remember(f"Espresso grinder setting {i} for the espresso machine.", compartment="noise")
    clock[0] = 5000.0
    keep = lexical_engine.remember("Espresso grinder setting is 12 on weekdays.", compartment="coffee",
                                   app="dsh")[0].entry_id
    retriever: Retriever = lexical_engine.retriever
    retriever.pool = 5
    store = lexical_engine.store
    for scope in (Scope(compartments=("coffee",)), Scope(apps=("dsh",)),
                  Scope(created_from=4000.0), Scope(exclude_compartments=("noise",))):
        hits = retriever.search("espresso grinder setting", scope, k=3, route="lookup")
        assert [h.entry.id for h in hits] == [keep], scope
    assert store.count(Scope()) == 41


def test_as_of_reads_what_was_current_then(lexical_engine):
    store = lexical_engine.store
    lexical_engine.clock = lambda: 1000.0
    old = lexical_engine.remember("The CI runner image is ubuntu-22.04.")[0].entry_id
    lexical_engine.clock = lambda: 2000.0
    # Another compartment, so the write path's own update detection leaves the pair to this test.
    new = lexical_engine.remember("The CI runner image is ubuntu-24.04.", compartment="ci")[0].entry_id
    assert store.compare_and_set(old, {"status": "active"}, {"status": "superseded", "valid_to": 2000.0})
    then = [h.entry.id for h in lexical_engine.recall("CI runner image", k=5, scope=Scope(as_of=1500.0))]
    assert then == [old]
    now = [h.entry.id for h in lexical_engine.recall("CI runner image", k=5, scope=Scope(as_of=2500.0))]
    assert now == [new]


class _HashEmbedder:
    """Deterministic 32-d vectors: a seeded random vector per word, summed. Enough to
    rank without ties, instant to compute."""

    id = "test-hash-32"
    dim = 32

    def _vec(self, text):
        import zlib

        import numpy as np

        v = np.zeros(self.dim, dtype=np.float32)
        for w in text.lower().split():
            v += np.random.default_rng(zlib.crc32(w.encode())).normal(size=self.dim).astype(np.float32)
        return v / (np.linalg.norm(v) or 1.0)

    def embed_queries(self, texts):
        import numpy as np

        return np.stack([self._vec(t) for t in texts]) if texts else np.zeros((0, self.dim), np.float32)

    embed_passages = embed_queries


def test_right_after_a_write_the_dense_pool_is_exactly_the_filtered_one(store):
    from flymemory.memory import MemoryEngine
    from flymemory.store.vectors import WIDE_POOL

    engine = MemoryEngine(store, _HashEmbedder())
    r = engine.retriever
    with store.transaction():
        for i in range(WIDE_POOL + 300):
            store.insert_entry({"text": f"deploy target alpha {i % 7} beta {i % 11} item{i}", "content_hash": f"h{i}",
                                "workspace": "/here" if i % 3 else "/other"})
    r.backfill(batch=256)
    with store.transaction():
        for i in range(1, WIDE_POOL + 301, 2):
            store.compare_and_set(i, {}, {"status": "superseded"})
    scope = Scope(workspace="/here")
    qv = r.embed_query("deploy target alpha 3")
    store.touch([1], 0.0)  # a write: the candidate cache is cold
    in_process = hasattr(r.dense, "is_warm")  # SQLite's index caches candidates; PostgreSQL's filters in SQL
    fast = [i for i, _ in r.dense.search(qv, scope, 20)]  # first cold query: wide pool, then the predicate
    assert not in_process or not r.dense.is_warm(scope)
    slow = [i for i, _ in r.dense.search(qv, scope, 20)]  # second: lists every candidate (warms the cache)
    assert not in_process or r.dense.is_warm(scope)
    assert fast == slow and len(fast) == 20
    admitted = set(store.candidate_ids(scope).tolist())
    assert set(fast) <= admitted


def test_a_narrow_scope_after_a_write_still_fills_its_pool(store):
    from flymemory.memory import MemoryEngine
    from flymemory.store.vectors import WIDE_POOL

    engine = MemoryEngine(store, _HashEmbedder())
    r = engine.retriever
    with store.transaction():
        for i in range(WIDE_POOL + 100):
            store.insert_entry({"text": f"deploy target alpha {i}", "content_hash": f"h{i}",
                                "workspace": "/rare" if i % 50 == 0 else "/busy"})
    r.backfill(batch=256)
    store.touch([1], 0.0)
    scope = Scope(workspace="/rare")
    ids = [i for i, _ in r.dense.search(r.embed_query("something unrelated"), scope, 20)]
    assert len(ids) == 10 and set(ids) == set(store.candidate_ids(scope).tolist())
