"""What a second connection sees of a store, on either backend (tests only)."""

from __future__ import annotations

import sqlite3

from flymemory.store import SQLiteStore, open_store
from flymemory.store.sql import EXPORTED_TABLES


def snapshot(store) -> tuple:
    """Every row of every table through a fresh connection, plus SQLite's id counters
    (PostgreSQL's sequences are not transactional by design: a rolled-back insert may
    consume an id there, and ids stay unique and increasing)."""
    other = open_store(getattr(store, "dsn", store.path))
    try:
        rows = tuple((t, tuple(tuple(sorted(r.items())) for r in other.iter_rows(t))) for t in EXPORTED_TABLES)
    finally:
        other.close()
    if isinstance(store, SQLiteStore):
        db = sqlite3.connect(store.path)
        try:
            rows += (tuple(db.execute("SELECT * FROM sqlite_sequence ORDER BY name")),)
        finally:
            db.close()
    return rows
