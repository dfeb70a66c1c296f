"""A store written at schema 1, full of data (entries of every status, a superseded chain,
a state key's values, evidence, history, vectors), upgraded to the latest schema holds
exactly what a store created fresh at the latest schema holds after the same writes, has
the same schema, and works: recall, state reads, lineage and the entity graph."""

from __future__ import annotations

import sqlite3

import numpy as np
import pytest
from flymemory import lexical
from flymemory.errors import content_hash
from flymemory.memory import MemoryEngine
from flymemory.store import SQLiteStore, migrations
from flymemory.store import sqlite as sqlite_backend

T0 = 1_700_000_000.0


def _schema_1_store(path: str, monkeypatch: pytest.MonkeyPatch) -> SQLiteStore:
    """A store created by the real code with only migration 1 released (as the first release did)."""
    with monkeypatch.context() as m:
        m.setattr(sqlite_backend, "MIGRATIONS", migrations.MIGRATIONS[:1])
        m.setattr(sqlite_backend, "LATEST_VERSION", 1)
        return SQLiteStore(path, lexical_indexer=lexical.index_text)


def _write(store: SQLiteStore) -> None:
    """The same writes into either store, through store calls schema 1 already had."""

    def entry(n: int, text: str, **fields) -> int:
        at = T0 + n * 60
        entry_id = store.insert_entry({"text": text, "content_hash": content_hash(text), "created_at": at,
                                       "updated_at": at, "valid_from": at, "last_accessed": at, **fields})
        store.add_history(entry_id, "create", None, {"text": text}, fields.get("app", ""), at)
        return entry_id

    def supersede(old: int, new: int, at: float) -> None:
        assert store.compare_and_set(old, {"status": "active"},
                                     {"status": "superseded", "valid_to": at, "updated_at": at})
        store.add_edge(new, old, "supersedes", at)
        store.add_history(old, "supersede", {"status": "active"}, {"status": "superseded", "by": new}, "test", at)

    with store.transaction():
        chain = [entry(i, f"The API gateway listens on port {port}.", source="model", app="dsh", workspace="/w")
                 for i, port in enumerate((8080, 9090, 7070))]
        supersede(chain[0], chain[1], T0 + 500)
        supersede(chain[1], chain[2], T0 + 600)
        values = [entry(10 + i, f"deploy.target: {v}", source="model", state_key="deploy.target", state_value=v)
                  for i, v in enumerate(("staging", "eu-west", "us-east"))]
        supersede(values[0], values[1], T0 + 900)
        supersede(values[1], values[2], T0 + 960)
        prompts = [entry(20 + i, text, source="hook", app="claude-code", workspace="/w", session="s1",
                         message_id="m1", seq=i)
                   for i, text in enumerate(("Why is the build red?", "The flaky test is test_upload_resume.",
                                             "我们用 PostgreSQL 16 存储订单。"))]
        user = entry(30, "The user prefers tabs over spaces.", source="model", user_level=True, tags='["style"]')
        lesson = entry(31, "Lesson: rerun flaky tests once before blaming the change.", source="consolidation",
                       compartment="lessons", workspace="/w")
        for evidence in prompts[:2]:
            store.add_edge(lesson, evidence, "evidence", T0 + 1900)
        gone = entry(32, "The staging password is in the wiki.", source="hook")
        assert store.compare_and_set(gone, {"status": "active"}, {"status": "forgotten", "valid_to": T0 + 2000})
        store.add_history(gone, "forget", {"status": "active"}, {"status": "forgotten", "reason": "wrong"}, "",
                          T0 + 2000)
        faded = entry(33, "An old note nobody recalls.", source="hook", access_count=0)
        assert store.compare_and_set(faded, {"status": "active"}, {"status": "archived", "updated_at": T0 + 2100})
        store.touch([user, lesson], T0 + 2200)
        rng = np.random.default_rng(3)
        for entry_id in (*chain, user, lesson):
            vector = rng.standard_normal(8).astype(np.float32)
            store.set_vector(entry_id, "test-embedder", vector / np.linalg.norm(vector))


def _contents(store: SQLiteStore) -> dict:
    tables = {table: [dict(row) for row in store.iter_rows(table)] for table in sqlite_backend.EXPORTED_TABLES}
    db = sqlite3.connect(store.path)
    try:
        tables["entries_fts"] = db.execute("SELECT rowid, body FROM entries_fts ORDER BY rowid").fetchall()
        tables["vectors"] = db.execute("SELECT id, embedder, vector FROM entries ORDER BY id").fetchall()
    finally:
        db.close()
    return tables


def _schema(path: str) -> list[tuple]:
    db = sqlite3.connect(path)
    try:
        rows = db.execute("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name").fetchall()
        return [(kind, name, table, " ".join((sql or "").split())) for kind, name, table, sql in rows]
    finally:
        db.close()


@pytest.fixture
def stores(tmp_path, monkeypatch):
    old_path = str(tmp_path / "old" / "flymemory.db")
    old = _schema_1_store(old_path, monkeypatch)
    assert old.schema_version() == 1
    _write(old)
    old.close()
    upgraded = SQLiteStore(old_path, lexical_indexer=lexical.index_text)  # the released code opens it
    fresh = SQLiteStore(str(tmp_path / "fresh" / "flymemory.db"), lexical_indexer=lexical.index_text)
    _write(fresh)
    yield upgraded, fresh
    upgraded.close()
    fresh.close()


def test_an_upgraded_schema_1_store_equals_a_fresh_store_with_the_same_data(stores):
    upgraded, fresh = stores
    assert upgraded.schema_version() == fresh.schema_version() == migrations.LATEST_VERSION
    assert _schema(upgraded.path) == _schema(fresh.path)
    old_contents, new_contents = _contents(upgraded), _contents(fresh)
    assert len(old_contents["entries"]) == 13 and len(old_contents["edges"]) == 6
    assert old_contents == new_contents


def test_the_upgrade_keeps_a_backup_of_the_schema_1_file(stores):
    upgraded, _ = stores
    backup = sqlite3.connect(f"{upgraded.path}.v1.bak")
    try:
        assert backup.execute("PRAGMA user_version").fetchone()[0] == 1
        assert backup.execute("SELECT count(*) FROM entries").fetchone()[0] == 13
    finally:
        backup.close()


def test_an_upgraded_store_reads_and_writes_like_a_fresh_one(stores):
    upgraded, _ = stores
    engine = MemoryEngine(upgraded, None, clock=lambda: T0 + 3600)
    assert engine.state_lookup("deploy.target").state_value == "us-east"
    assert [e.state_value for e in engine.state_history("deploy.target")] == ["staging", "eu-west", "us-east"]
    assert "7070" in engine.recall("Which port does the API gateway use?", k=1)[0].entry.text
    assert "PostgreSQL" in engine.recall("订单 存储", k=1)[0].entry.text
    # Lineage and the entity graph (a table schema 1 did not have) work on the old rows.
    current = engine.state_lookup("deploy.target").id
    engine.remember("Deploys go to ap-south now.", state_key="deploy.target", state_value="ap-south",
                    entities=[{"name": "ap-south", "type": "location"}])
    assert engine.get_memory(current)[0].status == "superseded"
    assert engine.store.graph_counts()["nodes"] == 1
