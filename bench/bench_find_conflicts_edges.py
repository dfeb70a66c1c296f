"""find_conflicts latency against the size of the edge table (issue #12): the pairs a write linked
(`contradicts` may update, `related` may repeat, `updates` crossed out) among N edges of every kind.

    .venv/bin/python bench/bench_find_conflicts_edges.py [--edges 10000,100000] [--backends sqlite,postgres]

No embedder (the similar-pairs channel is off), so the figure is the linked-pairs part alone. The store:
N entries in 20 workspaces, N edges (60 % supersedes/evidence, 20 % contradicts, 10 % related, 10 %
updates; a `related` edge is a may-repeat flag, noted on the edge with its history row, as the write path
leaves it), loaded with `load_rows`. Beside them a rare workspace: N/500 more entries (`/rare`), N/1000
`contradicts` pairs
among them, spread over the whole time range, so its pairs are one edge in ~200 of their kind (the case
where walking the kind's index newest first finds few and the planner's own join is the cheaper one).
Times `find_conflicts(Scope(workspace=one, exact), limit=20)` for one of the 20 workspaces, for the rare
one, and over every workspace: best and median of 7 calls, wall ms. Runs against whichever flymemory is
importable, so the same file measures the code before and after (PYTHONPATH=<other checkout>/python)."""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, os.path.join(ROOT, "tests", "python"))

from flymemory import lexical  # noqa: E402
from flymemory.memory import MemoryEngine  # noqa: E402
from flymemory.model import Scope  # noqa: E402
from flymemory.store import SQLiteStore, open_store  # noqa: E402

WORKSPACES = 20
KINDS = ["supersedes"] * 3 + ["evidence"] * 3 + ["contradicts"] * 2 + ["related", "updates"]


def fill(store, n: int) -> None:
    t0 = 1_700_000_000.0
    entries, edges, history = [], [], []
    for i in range(1, n + 1):
        at = t0 + i
        entries.append({"id": i, "text": f"fact {i} about service {i % 97}", "content_hash": f"h{i}",
                        "workspace": f"/w{i % WORKSPACES}", "created_at": at, "updated_at": at, "valid_from": at,
                        "last_accessed": at, "status": "active"})
    superseded = set()
    for j in range(1, n + 1):
        kind = KINDS[(j // WORKSPACES) % len(KINDS)]  # every kind in every workspace
        dst = j
        src = j + WORKSPACES if j + WORKSPACES <= n else j - WORKSPACES  # same workspace
        if kind in ("supersedes", "updates"):
            superseded.add(dst)
        edges.append({"id": j, "src": src, "dst": dst, "kind": kind, "created_at": t0 + n + j,
                      "note": "may_repeat" if kind == "related" else ""})
        if kind == "related":
            history.append({"id": len(history) + 1, "entry_id": dst, "op": "may_repeat", "before": None,
                            "after": {"by": src, "rule": "may repeat: bench"}, "app": "", "at": t0 + n + j})
    for k in range(n // 1000):  # the rare workspace: one pair per 1000 edges, in the middle of each stretch
        older, newer = n + 2 * k + 1, n + 2 * k + 2
        for i, at in ((older, t0 + k * 1000 + 0.25), (newer, t0 + k * 1000 + 0.5)):
            entries.append({"id": i, "text": f"rare fact {i}", "content_hash": f"h{i}", "workspace": "/rare",
                            "created_at": at, "updated_at": at, "valid_from": at, "last_accessed": at,
                            "status": "active"})
        edges.append({"id": n + k + 1, "src": newer, "dst": older, "kind": "contradicts",
                      "created_at": t0 + n + k * 1000 + 0.5, "note": ""})
    for e in entries:
        if e["id"] in superseded:
            e["status"] = "superseded"
    store.load_rows("entries", entries)
    store.load_rows("edges", edges)
    store.load_rows("history", history)
    store.finish_bulk_load()


def timed(call, runs: int = 7) -> tuple[float, float, int]:
    times, found = [], 0
    for _ in range(runs):
        start = time.perf_counter()
        found = len(call())
        times.append((time.perf_counter() - start) * 1000)
    return min(times), statistics.median(times), found


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--edges", default="10000,100000")
    p.add_argument("--backends", default="sqlite")
    a = p.parse_args()
    server = None
    if "postgres" in a.backends:
        from pg_server import PgServer
        server = PgServer()
    try:
        for backend in a.backends.split(","):
            for n in (int(x) for x in a.edges.split(",")):
                with tempfile.TemporaryDirectory(prefix="conflicts-bench-") as tmp:
                    store = SQLiteStore(os.path.join(tmp, "m.db"), lexical_indexer=lexical.index_text) \
                        if backend == "sqlite" else open_store(server.database("bench"))
                    fill(store, n)
                    engine = MemoryEngine(store, None)
                    one = Scope(workspace="/w3", workspace_exact=True)
                    rare = Scope(workspace="/rare", workspace_exact=True)
                    for label, scope in (("one workspace", one), ("rare workspace", rare),
                                         ("every workspace", Scope())):
                        best, median, found = timed(lambda s=scope, e=engine: e.find_conflicts(s, limit=20))
                        print(f"{backend} edges={n} {label}: best {best:.1f} ms, median {median:.1f} ms, "
                              f"{found} pairs", flush=True)
                    store.close()
    finally:
        if server is not None:
            server.remove()


if __name__ == "__main__":
    main()
