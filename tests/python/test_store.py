import sqlite3

import pytest
from flymemory import lexical
from flymemory.model import Scope
from flymemory.store import SchemaTooNewError, SQLiteStore, StoreError
from flymemory.store.migrations import LATEST_VERSION


def test_a_new_store_is_a_wal_sqlite_file_at_the_latest_schema(tmp_path):
    path = tmp_path / "m.db"
    store = SQLiteStore(str(path))
    assert store.schema_version() == LATEST_VERSION
    store.close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_a_written_entry_survives_reopening(tmp_path):
    path = str(tmp_path / "m.db")
    store = SQLiteStore(path, lexical_indexer=lexical.index_text)
    entry_id = store.insert_entry({"text": "the deploy key lives in vault", "content_hash": "h1"})
    store.close()
    again = SQLiteStore(path, lexical_indexer=lexical.index_text)
    assert [e.text for e in again.get_entries([entry_id])] == ["the deploy key lives in vault"]
    assert again.lexical_search(lexical.match_query("vault"), Scope(), 5)[0][0] == entry_id


def test_a_store_with_a_newer_schema_is_refused_and_left_unchanged(tmp_path):
    path = tmp_path / "m.db"
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version={LATEST_VERSION + 7}")
    db.close()
    before = path.read_bytes()
    with pytest.raises(SchemaTooNewError, match="newer than this engine"):
        SQLiteStore(str(path))
    assert path.read_bytes() == before


def test_a_file_that_is_not_sqlite_is_never_overwritten(tmp_path):
    path = tmp_path / "m.db"
    path.write_bytes(b"my thesis, not a database" * 100)
    with pytest.raises(StoreError, match="not a SQLite database"):
        SQLiteStore(str(path))
    assert path.read_bytes() == b"my thesis, not a database" * 100


def test_compare_and_set_applies_only_while_the_expected_value_holds(store):
    entry_id = store.insert_entry({"text": "a", "content_hash": "a"})
    assert store.compare_and_set(entry_id, {"status": "active"}, {"status": "superseded"})
    assert not store.compare_and_set(entry_id, {"status": "active"}, {"status": "archived"})
    assert store.get_entries([entry_id])[0].status == "superseded"


def test_ids_are_never_reused_after_the_newest_row_is_gone(store):
    first = store.insert_entry({"text": "a", "content_hash": "a"})
    store._write("DELETE FROM entries WHERE id = ?", (first,))
    assert store.insert_entry({"text": "b", "content_hash": "b"}) > first
