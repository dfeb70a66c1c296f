"""Corrupt or foreign stores: a truncated database, a random file, a store with a newer
schema, another program's SQLite database, a store with damaged pages, and a store embedded
by another model. Clear errors; the original file is never overwritten; a backup is kept
before any migration (exercised with a synthetic migration in a real engine process)."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import time
import urllib.request

import numpy as np
import pytest
from reliability_helpers import PYTHON, clean_env, file_sha256, free_port, open_readonly, start_engine, text_of

pytestmark = pytest.mark.reliability

ENTRIES = 300


@pytest.fixture(scope="module")
def healthy_store(tmp_path_factory) -> str:
    """A real store written by the engine: ENTRIES memories, cleanly stopped (WAL checkpointed)."""
    data_dir = str(tmp_path_factory.mktemp("healthy") / "store")
    engine = start_engine(data_dir)
    for i in range(ENTRIES):
        engine.ok("flymemory_remember", {"text": f"Fact {i}: the quarterly report of team {i % 17} is due on day {i}."})
    assert engine.stop() == 0
    return data_dir


def copy_store(healthy: str, tmp_path, name: str) -> str:
    target = str(tmp_path / name)
    shutil.copytree(healthy, target, ignore=shutil.ignore_patterns("engine.lock", "engine.log*"))
    return target


def start_and_expect_refusal(data_dir: str) -> str:
    """Start the engine on `data_dir`; it must exit non-zero with a one-line reason (no traceback)."""
    engine = start_engine(data_dir, wait=False)
    deadline = time.monotonic() + 60
    while (code := engine.proc.poll()) is None:
        try:
            health = engine.health(timeout=2)
        except OSError:
            assert time.monotonic() < deadline, "the engine neither served nor exited"
            time.sleep(0.1)
            continue
        engine.kill()
        pytest.fail(f"the engine served a store it should have refused: {health}")
    err = engine.proc.stderr.read()
    engine.proc.stderr.close()
    engine.proc.stdout.close()
    assert code != 0
    assert err.startswith("flymemory: ") and "Traceback" not in err, err[-1500:]
    return err.strip()


def files_of(data_dir: str) -> dict[str, str]:
    return {n: file_sha256(os.path.join(data_dir, n)) for n in sorted(os.listdir(data_dir))
            if n.startswith("flymemory.db")}


def test_a_truncated_store_is_refused_and_left_as_it_was(healthy_store, tmp_path, figures):
    data_dir = copy_store(healthy_store, tmp_path, "truncated")
    db = os.path.join(data_dir, "flymemory.db")
    with open(db, "r+b") as f:
        f.truncate(os.path.getsize(db) // 2)
    before = files_of(data_dir)
    err = start_and_expect_refusal(data_dir)
    assert "malformed" in err or "truncated" in err or "corrupt" in err, err
    assert files_of(data_dir) == before
    figures.update({"entries": ENTRIES, "cut_to_bytes": os.path.getsize(db), "message": err[:200]})


def test_a_random_file_in_place_of_the_store_is_refused_and_untouched(tmp_path, figures):
    data_dir = str(tmp_path / "random")
    os.makedirs(data_dir)
    with open(os.path.join(data_dir, "flymemory.db"), "wb") as f:
        f.write(np.random.default_rng(7).bytes(64_000))
    before = files_of(data_dir)
    err = start_and_expect_refusal(data_dir)
    assert "not a SQLite database" in err, err
    assert files_of(data_dir) == before
    figures.update({"bytes": 64_000, "message": err[:200]})


def test_a_store_with_a_newer_schema_is_refused_and_untouched(healthy_store, tmp_path, figures):
    data_dir = copy_store(healthy_store, tmp_path, "newer")
    db = sqlite3.connect(os.path.join(data_dir, "flymemory.db"))
    db.execute("PRAGMA user_version = 99")
    db.commit()
    db.close()
    before = files_of(data_dir)
    err = start_and_expect_refusal(data_dir)
    assert "99" in err and "Upgrade" in err, err
    assert files_of(data_dir) == before
    figures.update({"schema_version": 99, "message": err[:200]})


def test_another_programs_sqlite_database_is_refused_and_untouched(tmp_path, figures):
    data_dir = str(tmp_path / "foreign")
    os.makedirs(data_dir)
    db = sqlite3.connect(os.path.join(data_dir, "flymemory.db"))
    db.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
    db.execute("INSERT INTO notes (body) VALUES ('somebody else''s data')")
    db.commit()
    db.close()
    before = files_of(data_dir)
    err = start_and_expect_refusal(data_dir)
    assert "notes" in err or "not a FlyMemory store" in err, err
    assert files_of(data_dir) == before
    figures.update({"message": err[:200]})


def test_a_store_with_damaged_pages_says_so_instead_of_failing_blindly(healthy_store, tmp_path, figures):
    data_dir = copy_store(healthy_store, tmp_path, "damaged")
    with open(os.path.join(data_dir, "flymemory.db"), "r+b") as f:
        f.seek(4096 * 3)
        f.write(b"\0" * 8192)
    engine = start_engine(data_dir, wait=False)
    try:
        deadline = time.monotonic() + 60
        while (code := engine.proc.poll()) is None:
            try:
                engine.health(timeout=2)
                break
            except OSError:
                assert time.monotonic() < deadline, "the engine neither served nor exited"
                time.sleep(0.1)
        if code is not None:  # refusing at start is the best answer
            err = engine.proc.stderr.read()
            assert code != 0 and err.startswith("flymemory: ") and "Traceback" not in err, err[-1500:]
            outcome = {"refused_at_start": err.strip()[:200]}
        else:
            health = engine.health()
            assert health["name"] == "flymemory"
            assert health.get("ready") is False and "malformed" in health.get("store_error", ""), health
            write = engine.call("flymemory_remember", {"text": "A write into a damaged store."})
            assert write["isError"] and "malformed" in text_of(write), text_of(write)
            outcome = {"health": {k: health[k] for k in ("ready", "store_error")}, "write_error": text_of(write)[:200]}
    finally:
        if engine.proc.poll() is None:
            engine.kill()
    figures.update(outcome)


def test_a_store_embedded_by_another_model_keeps_every_memory_and_re_embeds(healthy_store, tmp_path, figures):
    """Vectors of another model (another dimension too) must neither crash nor hide anything: recall
    works at once (lexically) and the engine re-embeds everything with its own model."""
    data_dir = copy_store(healthy_store, tmp_path, "other-model")
    path = os.path.join(data_dir, "flymemory.db")
    rng = np.random.default_rng(3)
    db = sqlite3.connect(path)
    ids = [r[0] for r in db.execute("SELECT id FROM entries")]
    db.executemany("UPDATE entries SET embedder = ?, vector = ? WHERE id = ?",
                   [("sentence-transformers:some-other-768d-model", rng.standard_normal(768).astype(np.float32)
                     .tobytes(), i) for i in ids])
    db.commit()
    texts = dict(db.execute("SELECT id, text FROM entries"))
    db.close()
    engine = start_engine(data_dir, embedder="e5-small-q4")
    try:
        started = time.monotonic()
        first = engine.ok("flymemory_recall", {"query": "quarterly report of team 5", "scope": "all", "k": 5})
        assert "quarterly report" in text_of(first)
        deadline = started + 240
        while engine.health()["embedder_state"] != "ready":
            assert time.monotonic() < deadline, engine.health()
            assert engine.proc.poll() is None
            time.sleep(0.5)
        re_embedded = time.monotonic() - started
        dense = engine.ok("flymemory_recall", {"query": "when is team 5's quarterly report due", "scope": "all"})
        assert "quarterly report" in text_of(dense)
    finally:
        engine.stop()
    db = open_readonly(path)
    try:
        assert dict(db.execute("SELECT id, text FROM entries")) == texts, "memories changed or went missing"
        kinds = dict(db.execute("SELECT embedder, count(*) FROM entries GROUP BY embedder").fetchall())
        dims = {len(r[0]) // 4 for r in db.execute("SELECT vector FROM entries WHERE vector IS NOT NULL")}
    finally:
        db.close()
    assert list(kinds) != ["sentence-transformers:some-other-768d-model"] and len(kinds) == 1, kinds
    assert len(dims) == 1 and dims != {768}, dims
    figures.update({"entries": len(ids), "foreign_dim": 768, "engine_dim": dims.pop(), "embedders_after": kinds,
                    "seconds_to_re_embed": round(re_embedded, 1)})


# A real engine process with one extra (synthetic) migration: what happens when the schema
# moves on. The step either succeeds or fails half-way; the user's file must survive both.
_MIGRATING_ENGINE = """
import sys
import flymemory.store.migrations as m
m.MIGRATIONS.append((m.LATEST_VERSION + 1, sys.argv[1]))
m.LATEST_VERSION += 1
import flymemory.store.sqlite as backend
backend.LATEST_VERSION = m.LATEST_VERSION
from flymemory.service import main
raise SystemExit(main(sys.argv[2:]))
"""


@pytest.mark.parametrize("step", ["CREATE TABLE reliability_probe (x INTEGER);",
                                  "CREATE TABLE reliability_probe (x INTEGER); INSERT INTO no_such_table VALUES (1);"],
                         ids=["succeeds", "fails-half-way"])
def test_a_backup_is_kept_before_any_migration(healthy_store, tmp_path, step, figures):
    data_dir = copy_store(healthy_store, tmp_path, "migrating")
    path = os.path.join(data_dir, "flymemory.db")
    version = sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0]
    original = file_sha256(path)
    port = free_port()
    proc = subprocess.Popen([PYTHON, "-c", _MIGRATING_ENGINE, step, "--port", str(port), "--data-dir", data_dir,
                             "--embedder", "none"], env=clean_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    try:
        code = None  # None while serving: the migration succeeded
        deadline = time.monotonic() + 60
        while (code := proc.poll()) is None:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2).read()
                break
            except OSError:
                assert time.monotonic() < deadline, "the migrating engine neither served nor exited"
                time.sleep(0.1)
        backup = f"{path}.v{version}.bak"
        assert os.path.exists(backup), os.listdir(data_dir)
        assert file_sha256(backup) == original, "the backup is not the store as it was"
        db = open_readonly(path)
        try:
            now = db.execute("PRAGMA user_version").fetchone()[0]
            assert db.execute("SELECT count(*) FROM entries").fetchone()[0] == ENTRIES
            probe = db.execute("SELECT count(*) FROM sqlite_master WHERE name = 'reliability_probe'").fetchone()[0]
        finally:
            db.close()
        if code is None:
            assert now == version + 1
        else:
            err = proc.stderr.read()
            assert code != 0 and err.startswith("flymemory: ") and "Traceback" not in err, err[-1500:]
            assert now == version and probe == 0, "a failed migration left part of itself behind"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
        proc.stdout.close()
        proc.stderr.close()
    figures.update({"from_version": version, "to_version": now, "backup_identical": True,
                    "engine": "served" if code is None else f"refused (exit {code})"})
