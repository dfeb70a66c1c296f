"""An erase reaches every copy the engine made of the text (issue #16): the tombstones a merge
kept of its earlier wording, and migration backups of the store file."""

import os
import sqlite3

from flymemory.memory import ERASED_TEXT, MemoryEngine
from flymemory.model import Scope
from flymemory.store import SQLiteStore
from flymemory.store.sql import EXPORTED_TABLES


def all_text(store_path: str) -> bytes:
    db = sqlite3.connect(store_path)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    with open(store_path, "rb") as f:
        return f.read()


def test_erasing_a_merged_entry_erases_its_tombstones(engine, backend, merges_in_place):
    first = engine.remember("My build server is at 10.1.2.3.")[0]
    merged = engine.remember("My build server is at 10.1.2.4.")[0]
    assert merged.kind == "merged" and merged.tombstone_id
    engine.forget(first.entry_id, erase=True)
    tombstone = engine.store.get_entries([merged.tombstone_id])[0]
    assert tombstone.text == ERASED_TEXT and tombstone.status == "forgotten"
    visible = engine.store.find_entries(Scope(statuses=("active", "superseded", "archived")))
    assert not [e for e in visible if "10.1.2" in e.text]
    if backend == "sqlite":  # the file's bytes, free pages and WAL included
        assert b"10.1.2.3" not in all_text(engine.store.path)
    else:  # PostgreSQL: every row of every table as the store reads it
        assert "10.1.2.3" not in repr([list(engine.store.iter_rows(t)) for t in EXPORTED_TABLES])


def test_an_erase_removes_migration_backups_that_still_hold_the_text(tmp_path, e5):
    # Migration backups are copies of a store file: a SQLite matter (PostgreSQL keeps no files of ours).
    engine = MemoryEngine(SQLiteStore(str(tmp_path / "flymemory.db")), e5)
    entry = engine.remember("The vault unseal phrase lives with Dana.")[0]
    backup = engine.store.path + ".v2.bak"
    with open(backup, "wb") as f:
        f.write(b"The vault unseal phrase lives with Dana.")
    engine.forget(entry.entry_id, erase=True)
    assert not os.path.exists(backup)
