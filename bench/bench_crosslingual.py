"""Cross-lingual retrieval on the parallel MemoryBank data: each Chinese user message
is a query against the English messages (gold = its translation), and the reverse.
Plain BM25, plain dense and the fused engine in the same run; top-1 and top-5.

Data: `<repo>/../shared/data/memorybank/` (override with FLYMEMORY_SHARED_DIR).
Only day blocks with the same number of exchanges in both languages give gold pairs;
every message of the target language is in the library.

    .venv/bin/python bench/bench_crosslingual.py
    .venv/bin/python bench/bench_crosslingual.py --smoke
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402


def aligned_pairs(shared: Path) -> tuple[list[str], list[str], list[tuple[int, int]], int, int]:
    """(cn messages, en messages, [(cn index, en index)], aligned blocks, all blocks)."""
    base = shared / "data" / "memorybank"
    cn = json.loads((base / "memory_bank_cn.json").read_text(encoding="utf-8"))
    en = json.loads((base / "memory_bank_en.json").read_text(encoding="utf-8"))
    cn_msgs, en_msgs, pairs = [], [], []
    aligned = blocks = 0
    for cu, eu in zip(cn.values(), en.values(), strict=True):
        cdays, edays = sorted(cu["history"].items()), sorted(eu["history"].items())
        for (cday, cex), (eday, eex) in zip(cdays, edays, strict=False):
            blocks += 1
            ok = cday == eday and len(cex) == len(eex)
            aligned += ok
            for j, ex in enumerate(cex):
                cn_msgs.append(ex["query"])
                if ok:
                    pairs.append((len(cn_msgs) - 1, len(en_msgs) + j))
            en_msgs += [ex["query"] for ex in eex]
    return cn_msgs, en_msgs, pairs, aligned, blocks


def library(path: str, texts: list[str], embedder):
    from flymemory import lexical
    from flymemory.memory import MemoryEngine, content_hash
    from flymemory.store import SQLiteStore

    store = SQLiteStore(path, lexical_indexer=lexical.index_text)
    ids = []
    with store.transaction():
        for t in texts:  # one entry per message: the gold is the whole translation
            ids.append(store.insert_entry({"text": t, "content_hash": content_hash(t), "source": "import"}))
    if embedder is not None:
        vectors = common.cached_passages(embedder, texts)
        with store.transaction():
            for i, v in zip(ids, vectors, strict=True):
                store.set_vector(i, embedder.id, v)
    return MemoryEngine(store, embedder), ids


def run_direction(engine, ids, queries: list[str], pairs: list[tuple[int, int]]) -> dict:
    from flymemory import lexical
    from flymemory.model import Scope
    from flymemory.retrieval import PRESETS

    r = engine.retriever
    half_lexical = r.with_config(PRESETS["lexical-0.5"])  # an experiment, see docs/BENCHMARKS.md
    scope = Scope()
    counts = {name: [0, 0] for name in ("bm25", "dense", "hybrid", "hybrid, lexical weight 0.5")}
    for qi, gi in pairs:
        q, gold = queries[qi], ids[gi]
        qv = r.embed_query(q)
        ranked = {
            "bm25": [i for i, _ in engine.store.lexical_search(lexical.query_terms(q), scope, 5)],
            "dense": [i for i, _ in r.dense.search(qv, scope, 5)] if r.dense else [],
            "hybrid": [h.entry.id for h in r.search(q, scope, 5, route="lookup", query_vectors=qv)],
        }
        ranked["hybrid, lexical weight 0.5"] = [h.entry.id for h in half_lexical.search(q, scope, 5, route="lookup",
                                                                                          query_vectors=qv)]
        for name, ranking in ranked.items():
            counts[name][0] += ranking[:1] == [gold]
            counts[name][1] += gold in ranking[:5]
    n = len(pairs)
    return {name: {"top1": round(c[0] / n, 3), "top5": round(c[1] / n, 3)} for name, c in counts.items()} | {"n": n}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--embedder", default="e5-small-q4")
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--smoke", action="store_true")
    a = p.parse_args(argv)
    common.cap_threads(a.threads)
    from flymemory.embedding import make_embedder

    shared = common.memorybank_dir()
    if shared is None:
        return 2
    cn, en, pairs, aligned, blocks = aligned_pairs(shared)
    if a.smoke:
        pairs = pairs[:8]
        keep_cn, keep_en = sorted({c for c, _ in pairs}), sorted({e for _, e in pairs})
        remap_cn = {c: i for i, c in enumerate(keep_cn)}
        remap_en = {e: i for i, e in enumerate(keep_en)}
        cn, en = [cn[c] for c in keep_cn], [en[e] for e in keep_en]
        pairs = [(remap_cn[c], remap_en[e]) for c, e in pairs]
    embedder = common.CachedEmbedder(make_embedder(a.embedder, threads=a.threads))  # queries are cached too
    t0 = time.perf_counter()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            en_engine, en_ids = library(str(Path(tmp) / "en.db"), en, embedder)
            cn_engine, cn_ids = library(str(Path(tmp) / "cn.db"), cn, embedder)
            zh_to_en = run_direction(en_engine, en_ids, cn, pairs)
            en_to_zh = run_direction(cn_engine, cn_ids, en, [(e, c) for c, e in pairs])
            en_engine.store.close()
            cn_engine.store.close()
    finally:
        embedder.save()
    result = {"machine": common.machine(), "embedder": a.embedder, "threads": a.threads,
              "aligned_blocks": f"{aligned}/{blocks}", "library_sizes": {"en": len(en), "zh": len(cn)},
              "zh_query_to_en": zh_to_en, "en_query_to_zh": en_to_zh,
              "seconds": round(time.perf_counter() - t0, 1)}
    print(json.dumps(result, indent=2, ensure_ascii=False))
    if not a.smoke:
        common.save_json(f"crosslingual_{'e5' if a.embedder == 'e5-small-q4' else 'other'}.json", result)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
