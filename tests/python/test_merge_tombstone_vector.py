"""A merge keeps the old wording as a superseded tombstone. That text was embedded when it
was first stored: the tombstone takes over the stored vector instead of embedding it again,
and history reads (superseded entries included) still find it by meaning."""

from __future__ import annotations

import numpy as np
from flymemory.memory import MemoryEngine
from flymemory.model import Scope


class PassageCounter:
    """The real e5, counting the passages it encodes."""

    def __init__(self, inner) -> None:
        self.inner, self.id, self.dim, self.passages = inner, inner.id, inner.dim, 0

    def embed_queries(self, texts):
        return self.inner.embed_queries(texts)

    def embed_passages(self, texts):
        self.passages += len(texts)
        return self.inner.embed_passages(texts)


def _stored_vectors(engine: MemoryEngine) -> dict[int, np.ndarray]:
    ids, matrix = engine.store.load_vectors(engine.retriever.embedder.id)
    return dict(zip(ids.tolist(), matrix, strict=True))


def test_a_merge_embeds_only_the_new_text_and_the_tombstone_keeps_the_old_vector(store, e5, merges_in_place):
    counting = PassageCounter(e5)
    engine = MemoryEngine(store, counting)
    clock = [1_000_000.0]
    engine.clock = lambda: clock[0]
    first = engine.remember("My build server is at 10.1.2.3.")[0]
    old_vector = _stored_vectors(engine)[first.entry_id].copy()
    clock[0] += 3600
    before = counting.passages
    update = engine.remember("My build server is at 10.1.2.4.")[0]
    assert update.kind == "merged" and update.entry_id == first.entry_id
    assert counting.passages - before == 1, "the merge embedded its new text only"
    vectors = _stored_vectors(engine)
    assert np.array_equal(vectors[update.tombstone_id], old_vector), "the tombstone kept the vector of its text"
    assert not np.array_equal(vectors[first.entry_id], old_vector), "the current entry has its new text's vector"
    history = engine.recall("build server address", k=3, scope=Scope(statuses=("active", "superseded")))
    assert {h.entry.text for h in history} == {"My build server is at 10.1.2.4.", "My build server is at 10.1.2.3."}
    assert engine.retriever.dense is not None and len(engine.retriever.dense) == 2


def test_without_a_stored_vector_to_reuse_the_tombstone_is_embedded(store, e5, merges_in_place, monkeypatch):
    counting = PassageCounter(e5)
    engine = MemoryEngine(store, counting)
    engine.remember("My build server is at 10.1.2.3.")
    # A backend that cannot hand back stored vectors (or an entry the backfill has not reached yet).
    monkeypatch.setattr(store, "vectors_of", lambda ids, embedder: {})
    before = counting.passages
    update = engine.remember("My build server is at 10.1.2.4.")[0]
    assert update.kind == "merged"
    assert counting.passages - before == 2, "nothing to reuse: the old text is embedded for its tombstone"
    assert update.tombstone_id in _stored_vectors(engine)
