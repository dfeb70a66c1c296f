"""The service answers with the lexical channel while the embedder loads; entries
written meanwhile get vectors once it is ready."""

from __future__ import annotations

import threading

from flymemory.indexing import load_embedder_in_background
from flymemory.memory import MemoryEngine
from flymemory.model import Scope


def test_recall_works_before_the_embedder_and_backfill_fills_the_gap(store, e5):
    engine = MemoryEngine(store, None)
    engine.remember("My build server is at 10.1.2.3.")
    engine.remember("Lunch is at noon on Fridays.")
    assert "10.1.2.3" in engine.recall("build server", k=1)[0].entry.text
    assert store.ids_missing_vector(e5.id, 10) == [1, 2]

    engine.retriever.attach_embedder(e5)
    assert engine.retriever.backfill() == 2
    assert store.ids_missing_vector(e5.id, 10) == []
    hits = engine.recall("构建服务器的地址是什么？", k=1)  # only the dense channel crosses languages
    assert "10.1.2.3" in hits[0].entry.text and hits[0].channels.get("dense") == 1
    assert engine.retriever.progress.state == "ready"
    assert (engine.retriever.progress.done, engine.retriever.progress.total) == (2, 2)


def test_the_background_loader_answers_first_then_backfills(store, e5):
    engine = MemoryEngine(store, None)
    gate = threading.Event()

    def slow_factory(spec, threads):
        gate.wait(10)  # stands in for a multi-second model load
        return e5

    thread = load_embedder_in_background(engine, "e5-small-q4", factory=slow_factory)
    assert engine.retriever.progress.state == "loading"
    engine.remember("The staging database lives on db-stage-2.")
    assert engine.recall("staging database", k=1)  # lexical answer while loading
    gate.set()
    thread.join(30)
    assert engine.embedder is e5
    assert store.ids_missing_vector(e5.id, 10) == []
    assert len(engine.retriever.dense) == 1
    engine.remember("The production database lives on db-prod-1.")
    assert len(engine.retriever.dense) == 2  # later writes are embedded at once


def test_health_never_says_ready_before_the_backfill_has_run(store, e5):
    """A client polling /health until "ready" must find every vector there: the loader
    attaches the embedder in the backfilling state, not "ready" and then "backfilling"."""
    engine = MemoryEngine(store, None)
    engine.remember("Written before the embedder was loaded.")
    seen_when_backfill_starts = []
    backfill = engine.retriever.backfill

    def watched_backfill(**kwargs):
        seen_when_backfill_starts.append(engine.retriever.progress.state)
        return backfill(**kwargs)

    engine.retriever.backfill = watched_backfill
    load_embedder_in_background(engine, "e5-small-q4", factory=lambda spec, threads: e5).join(30)
    assert seen_when_backfill_starts == ["backfilling"]
    assert engine.retriever.progress.state == "ready"
    assert store.ids_missing_vector(e5.id, 10) == []


def test_a_failed_load_keeps_lexical_recall_and_says_why(store):
    engine = MemoryEngine(store, None)

    def broken(spec, threads):
        raise OSError("model file missing")

    load_embedder_in_background(engine, "sentence-transformers:/nope", factory=broken).join(10)
    assert engine.retriever.progress.state == "failed"
    assert "model file missing" in engine.retriever.progress.error
    engine.remember("Still remembered without vectors.")
    assert engine.recall("remembered", k=1)


def test_none_starts_no_thread(store):
    assert load_embedder_in_background(MemoryEngine(store, None), "none") is None


def test_backfill_skips_forgotten_entries(store, e5):
    engine = MemoryEngine(store, None)
    gone = engine.remember("A wrong fact to forget.")[0].entry_id
    engine.remember("A right fact to keep.")
    store.compare_and_set(gone, {}, {"status": "forgotten"})
    engine.retriever.attach_embedder(e5)
    assert engine.retriever.backfill() == 1
    assert store.count(Scope(statuses=("forgotten",))) == 1
