"""Erase by subject on a store of N entries and N history rows (SQLite, real file): the time
to find every spelling of the subject (Unicode case folding) and remove what mentions it.
Few rows mention the subject, as in life; the scan over the others is the cost.

    nice -n 10 .venv/bin/python bench/bench_erase.py [--entries 20000] [--repeat 3]

Prints the wall and CPU time of a dry run and of the erase itself (best of --repeat fresh stores)."""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))


def build(path: str, n: int) -> None:
    from bench_speed import synthetic_texts
    from flymemory.memory import content_hash
    from flymemory.store import SQLiteStore

    store = SQLiteStore(path)
    now = time.time()
    texts = synthetic_texts(n)
    with store.transaction():
        for i, text in enumerate(texts):
            if i % 1000 == 7:
                text = f"ÉMILE ZOLA moved to the Hauptstraße {i}." if i % 2 else f"Émile's keys, drawer {i}."
            entry_id = store.insert_entry({"text": text, "content_hash": content_hash(text), "created_at": now,
                                           "updated_at": now, "valid_from": now, "last_accessed": now})
            store.add_history(entry_id, "create", None, {"text": text}, "bench", now)
    store.close()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--entries", type=int, default=20_000)
    p.add_argument("--repeat", type=int, default=3)
    a = p.parse_args(argv)
    from flymemory.memory import MemoryEngine
    from flymemory.store import SQLiteStore

    with tempfile.TemporaryDirectory() as tmp:
        template = os.path.join(tmp, "template.db")
        build(template, a.entries)
        best: dict[str, tuple[float, float]] = {}
        removed = 0
        for run in range(a.repeat):
            path = os.path.join(tmp, f"run{run}.db")
            shutil.copy(template, path)
            engine = MemoryEngine(SQLiteStore(path), None)
            for label, dry in (("dry run", True), ("erase", False)):
                w, c = time.perf_counter(), time.process_time()
                ids = engine.portability.erase_subject("émile", dry_run=dry)
                took = (time.perf_counter() - w, time.process_time() - c)
                best[label] = min(best.get(label, took), took)
                removed = len(ids)
            engine.store.close()
    for label, (wall, cpu) in best.items():
        print(f"erase_subject {label}: {wall * 1000:.0f} ms wall, {cpu * 1000:.0f} ms CPU "
              f"({a.entries} entries + {a.entries} history rows, {removed} entries removed, best of {a.repeat}); "
              f"load {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
