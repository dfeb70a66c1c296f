"""Erase by subject on PostgreSQL: finding the stored spellings of a subject (case folded)
by reading every entry and history row into the engine (the Store default) against
casefold() in SQL (PostgreSQL 18, pg_unicode_fast). 20k entries + 20k history rows.

    nice -n 10 .venv/bin/python bench/pg_erase_fold.py
"""

from __future__ import annotations

import json
import os
import sys
import time
import warnings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main(n: int = 20_000) -> None:
    sys.path.insert(0, os.path.join(ROOT, "tests", "python"))
    warnings.simplefilter("ignore")  # platformdirs warns about XDG_RUNTIME_DIR in containers
    from flymemory.store import open_store
    from flymemory.store.base import Store
    from pg_server import PgServer

    server = PgServer()
    try:
        store = open_store(server.database("erase"))
        rows = [{"id": i + 1, "text": f"Note {i}: the {'Hauptstraße' if i % 500 == 0 else 'deploy'} job runs on "
                 f"host h{i}.", "content_hash": f"h{i}", "created_at": 1.0, "updated_at": 1.0, "valid_from": 1.0,
                 "last_accessed": 1.0} for i in range(n)]
        store.load_rows("entries", rows)
        store.load_rows("history", [{"id": i + 1, "entry_id": i + 1, "op": "create", "before": None,
                                     "after": {"text": r["text"]}, "app": "bench", "at": 1.0}
                                    for i, r in enumerate(rows)])
        store.finish_bulk_load()
        out: dict = {"entries": n, "history": n, "load": os.getloadavg()}
        ways = {"python scan (Store default)": lambda: list(Store.texts_folding_to(store, "hauptstrasse")),
                "sql casefold": lambda: list(store.texts_folding_to("hauptstrasse"))}
        for name, find in ways.items():
            runs = []
            for _ in range(3):
                t, cpu = time.perf_counter(), time.process_time()
                found = find()
                runs.append(((time.perf_counter() - t) * 1000, (time.process_time() - cpu) * 1000, len(found)))
            out[name] = {"wall_ms": round(min(r[0] for r in runs), 1),
                         "engine_cpu_ms": round(min(r[1] for r in runs), 1), "texts": runs[0][2]}
        out["load_after"] = os.getloadavg()
        print(json.dumps(out))
        store.close()
    finally:
        server.remove()


if __name__ == "__main__":
    main()
