"""PostgreSQL dense channel at scale: build ONE clustered-random store with bench_backends'
own generator, queries and exact ground truth, keep it (the server keeps running), then
sweep hnsw.ef_search against it without rebuilding (issue #13; docs/BENCHMARKS.md).

    nice -n 10 .venv/bin/python bench/pg_hnsw_sweep.py build 1000000 /tmp/pg-1m /tmp/pg-1m-data
    nice -n 10 .venv/bin/python bench/pg_hnsw_sweep.py sweep /tmp/pg-1m '[{"ef":100},{"ef":200}]' 100 0
    nice -n 10 .venv/bin/python bench/bench_backends.py --measure "$(cat /tmp/pg-1m/location)" /tmp/pg-1m bench-random

`sweep` prints, per config and filter, recall@10 against the exact top 10 over `count`
queries from `first` (tune on 0-99, report 100-199), the wall p50 and the server backend's
CPU per query. Stop the kept server with pg_ctl (as the user that owns its data dir)."""

from __future__ import annotations

import json
import os
import sys
import time
import warnings

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench_backends as b  # noqa: E402

FILTERS = {"1%": "AND e.workspace = 'ws1'", "10%": "AND e.workspace = 'ws10'", "100%": "",
           "or10%": "AND (e.workspace = 'ws10' OR e.user_level OR e.workspace = '')"}


def build(n: int, work: str, pgdata: str) -> None:
    from urllib.parse import urlsplit, urlunsplit

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver
        import psycopg
    os.makedirs(work, exist_ok=True)
    uri = pgserver.get_server(pgdata, cleanup_mode=None).get_uri()
    with psycopg.connect(uri, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "bench{n}"')
    location = urlunsplit(urlsplit(uri)._replace(path=f"/bench{n}"))
    with open(os.path.join(work, "location"), "w") as f:
        f.write(location)
    rng = np.random.default_rng(n)  # the same draws, in the same order, as bench_backends.run_one
    texts = [b.text_of(i, rng) for i in range(n)]
    vectors = b.clustered_vectors(n, rng)
    noise = (0.3 / np.sqrt(b.DIM)) * rng.standard_normal((b.QUERIES, b.DIM)).astype(np.float32)
    picks = vectors[rng.integers(0, n, b.QUERIES)] + noise
    queries = (picks / np.linalg.norm(picks, axis=1, keepdims=True)).astype(np.float32)
    np.save(os.path.join(work, "queries.npy"), queries)
    with open(os.path.join(work, "truth.json"), "w") as f:
        json.dump(b.ground_truth(vectors, queries), f)
    t = time.time()
    built = b.build(location, vectors, texts, "bench-random")
    print(json.dumps({**built, "s": round(time.time() - t), "load": os.getloadavg()}), flush=True)


def sweep(work: str, configs: list[dict], count: int, first: int) -> None:
    import psutil
    import psycopg
    from pgvector.psycopg import register_vector

    with open(os.path.join(work, "location")) as f:
        conn = psycopg.connect(f.read().strip(), autocommit=True)
    register_vector(conn)
    conn.execute("SET hnsw.iterative_scan = relaxed_order")
    conn.execute("SET hnsw.max_scan_tuples = 40000")
    server = psutil.Process(conn.info.backend_pid)
    queries = np.load(os.path.join(work, "queries.npy"))[first:first + count]
    with open(os.path.join(work, "truth.json")) as f:
        truth = json.load(f)
    for cfg in configs:
        k = cfg.get("k", 10)
        conn.execute(f"SET hnsw.ef_search = {int(cfg['ef'])}")
        for name in cfg.get("filters", ["10%", "100%"]):
            text = (f"SELECT e.id, e.vector::vector({b.DIM}) <=> %s::vector({b.DIM}) AS d FROM entries e "
                    f"WHERE e.embedder = 'bench-random' AND vector_dims(e.vector) = {b.DIM} "
                    f"AND e.status IN ('active') {FILTERS[name]} ORDER BY d LIMIT {int(k)}")
            wanted = truth[name.replace("or", "")][first:first + count]
            hits, times = 0, []
            cpu0 = sum(server.cpu_times()[:2])
            for q, want in zip(queries, wanted, strict=True):
                t = time.perf_counter()
                got = [r[0] for r in conn.execute(text, (q,)).fetchall()]
                times.append((time.perf_counter() - t) * 1000)
                hits += len(set(got[:10]) & set(want))
            print(json.dumps({**cfg, "filter": name, "queries": f"{first}-{first + count - 1}",
                              "recall_at_10": round(hits / (10 * len(queries)), 4),
                              "p50_ms": round(float(np.median(times)), 1),
                              "server_cpu_ms": round((sum(server.cpu_times()[:2]) - cpu0) * 1000 / len(queries), 1),
                              "load": os.getloadavg()}), flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "build":
        build(int(sys.argv[2]), sys.argv[3], sys.argv[4])
    else:
        sweep(sys.argv[2], json.loads(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]))
