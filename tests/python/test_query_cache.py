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
