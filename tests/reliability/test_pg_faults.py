"""Faults of a shared PostgreSQL store, on a real server: unreachable at start, gone
mid-session, a wrong password, a schema newer than the engine, a database that is
not FlyMemory's. The engine says what is wrong and what to do, stays up while the
server is away, and writes succeed once it is back."""

from __future__ import annotations

import os
import sys
import time
import warnings

import pytest
from reliability_helpers import start_engine, text_of

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "python"))
from pg_server import PgServer  # noqa: E402

pytestmark = pytest.mark.reliability


def _restart(server: PgServer) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver

    server.server = pgserver.get_server(server.pgdata, cleanup_mode="stop")


@pytest.fixture
def own_server():
    """A server of this test's own, so stopping it disturbs no other test."""
    server = PgServer()
    yield server
    server.remove()


def _remember(engine, text: str) -> dict:
    return engine.call("flymemory_remember", {"text": text})


def test_a_server_away_at_start_and_mid_session_costs_no_acknowledged_write(own_server, tmp_path, figures):
    url = own_server.database("faults")
    own_server.stop()
    engine = start_engine(str(tmp_path / "data"), extra=("--store", url))
    try:
        health = engine.health()
        assert health["ready"] is False and "cannot be reached" in health["store_error"]
        refused = _remember(engine, "Written while the database is down.")
        assert refused["isError"] and "PostgreSQL" in text_of(refused) and "cannot be reached" in text_of(refused)

        _restart(own_server)
        first = _remember(engine, "The database came back at start.")
        assert not first["isError"], text_of(first)
        first_id = first["structuredContent"]["outcomes"][0]["id"]

        own_server.stop()  # goes away mid-session
        gone = _remember(engine, "Written while the database is gone again.")
        assert gone["isError"] and "PostgreSQL" in text_of(gone)
        assert engine.proc.poll() is None and engine.health()["ready"] is False

        _restart(own_server)
        t0 = time.monotonic()
        again = _remember(engine, "The database came back mid-session.")
        assert not again["isError"], text_of(again)
        recovered_ms = round((time.monotonic() - t0) * 1000)
        texts = [r[0] for r in own_server.execute(url, "SELECT text FROM entries ORDER BY id")]
        assert texts == ["The database came back at start.", "The database came back mid-session."]
        got = engine.ok("flymemory_get_memory", {"id": first_id})
        assert "came back at start" in text_of(got)
        figures.update({"first_write_after_return_ms": recovered_ms, "acknowledged_lost": 0})
    finally:
        engine.kill()


def _start_fails(tmp_path, url: str) -> str:
    engine = start_engine(str(tmp_path / "data"), extra=("--store", url), wait=False)
    code = engine.proc.wait(60)
    err = engine.proc.stderr.read()
    assert code == 2, err
    return err


def test_a_wrong_password_is_named_and_the_password_is_not_echoed(own_server, tmp_path):
    own_server.execute(own_server.admin_uri, "CREATE ROLE teammate LOGIN PASSWORD 'right-password-123'")
    hba = os.path.join(own_server.pgdata, "pg_hba.conf")
    with open(hba) as f:
        rules = f.read()
    with open(hba, "w") as f:
        f.write("local all teammate scram-sha-256\n" + rules)
    own_server.execute(own_server.admin_uri, "SELECT pg_reload_conf()")
    url = own_server.database("pw").replace("postgres:@", "teammate:wrong-password-456@")
    err = _start_fails(tmp_path, url)
    assert "refused the login" in err and "password" in err
    assert "wrong-password-456" not in err


def test_a_schema_newer_than_the_engine_is_refused_untouched(own_server, tmp_path):
    from flymemory.store import open_store
    from flymemory.store.pg_migrations import LATEST_VERSION

    url = own_server.database("newer")
    open_store(url).close()
    own_server.execute(url, f"UPDATE flymemory_meta SET value = '{LATEST_VERSION + 1}' WHERE key = 'schema_version'")
    err = _start_fails(tmp_path, url)
    assert "newer than this engine" in err and "Upgrade FlyMemory" in err
    assert own_server.execute(url, "SELECT value FROM flymemory_meta WHERE key = 'schema_version'") == [
        (str(LATEST_VERSION + 1),)]


def test_a_database_that_is_not_flymemorys_is_refused_untouched(own_server, tmp_path):
    url = own_server.database("foreign")
    own_server.execute(url, "CREATE TABLE customers (id INT PRIMARY KEY, name TEXT)")
    err = _start_fails(tmp_path, url)
    assert "not a FlyMemory store" in err and "customers" in err
    assert own_server.execute(url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'") == [("customers",)]
