"""A harness step reads the same prompt several times (capture + recall, lessons,
working context); the engine embeds it once."""

from __future__ import annotations

import numpy as np
from flymemory.model import Scope


class CountingEmbedder:
    def __init__(self, inner) -> None:
        self.inner, self.id, self.dim, self.query_calls = inner, inner.id, inner.dim, 0

    def embed_queries(self, texts):
        self.query_calls += 1
        return self.inner.embed_queries(texts)

    def embed_passages(self, texts):
        return self.inner.embed_passages(texts)


def test_the_same_prompt_is_embedded_once_across_the_reads_of_a_step(store, e5):
    from flymemory.memory import MemoryEngine

    counting = CountingEmbedder(e5)
    engine = MemoryEngine(store, counting)
    engine.remember("Lesson: run the migrations before deploying.", compartment="lessons")
    engine.remember("The deploy goes out from the release branch.")
    prompt = "How do I deploy the billing service today?"
    engine.auto(prompt, app="dsh", workspace="/w")
    calls = counting.query_calls
    lessons = engine.recall(prompt, 2, Scope(workspace="/w", compartments=("lessons",)))
    engine.recall(prompt, 8, Scope(workspace="/w"))
    assert counting.query_calls == calls and "migrations" in lessons[0].entry.text
    engine.recall("A different question about the release branch?", 8, Scope(workspace="/w"))
    assert counting.query_calls == calls + 1


def test_a_cached_query_vector_cannot_be_changed_by_a_caller(engine):
    engine.remember("Anything at all to search.")
    vectors = engine.retriever.embed_query("what is stored?")
    assert isinstance(vectors, np.ndarray) and not vectors.flags.writeable


class TextCountingEmbedder:
    """The real e5, counting the texts it encodes; `symmetric` makes its queries its passages
    (one encoding, as sentence-transformers models have)."""

    def __init__(self, inner, symmetric: bool) -> None:
        self.inner, self.dim, self.symmetric, self.texts = inner, inner.dim, symmetric, 0
        self.id = "symmetric-test" if symmetric else inner.id

    def embed_queries(self, texts):
        if self.symmetric:
            return self.embed_passages(texts)
        self.texts += len(texts)
        return self.inner.embed_queries(texts)

    def embed_passages(self, texts):
        self.texts += len(texts)
        return self.inner.embed_passages(texts)


def _embedded_per_auto(engine, counting, prompt: str) -> int:
    before = counting.texts
    engine.auto(prompt, app="dsh", workspace="/w")
    return counting.texts - before


def test_a_typed_prompt_is_embedded_once_for_its_recall_and_its_capture(store, e5):
    from flymemory.memory import MemoryEngine

    counting = TextCountingEmbedder(e5, symmetric=True)
    engine = MemoryEngine(store, counting)
    engine.remember("The deploy goes out from the release branch.")
    prompt = "How do I deploy the billing service today?"
    assert _embedded_per_auto(engine, counting, prompt) == 1
    ids, matrix = engine.store.load_vectors(counting.id)
    stored = dict(zip(ids.tolist(), matrix, strict=True))
    captured = engine.store.find_entries(Scope(workspace="/w"), order="created_desc", limit=1)[0]
    assert captured.text == prompt
    assert np.allclose(stored[captured.id], e5.embed_passages([prompt])[0], atol=1e-5)
    # Several sentences: the whole prompt's query row is its own; each sentence is embedded once.
    assert _embedded_per_auto(engine, counting, "The cache is cold. Warm it before the demo. Then ping Dana.") == 4


def test_with_e5_a_prompt_is_embedded_once_per_role(store, e5):
    # e5 encodes `query: ` and `passage: ` differently; a passage-role query recalls worse (BENCHMARKS.md).
    from flymemory.memory import MemoryEngine

    counting = TextCountingEmbedder(e5, symmetric=False)
    engine = MemoryEngine(store, counting)
    engine.remember("The deploy goes out from the release branch.")
    assert _embedded_per_auto(engine, counting, "How do I deploy the billing service today?") == 2
