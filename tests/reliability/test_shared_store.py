"""Several machines, simulated: 3 engine processes on different ports serve ONE
PostgreSQL database, 8 clients each, 500 mixed operations per client. Nothing is
lost or doubled, every contested supersede is applied exactly once, each state key
holds one current value, and a write through one engine is recalled through
another on the very next call. Then again with kill -9 of one engine mid-write:
the others keep serving and nothing acknowledged is lost."""

from __future__ import annotations

import http.client
import os
import sys
import time
from collections import Counter

import pytest
from reliability_helpers import text_of
from test_concurrency import CONTESTED, STATE_KEYS, Client

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "python"))
from pg_server import PgServer  # noqa: E402

pytestmark = pytest.mark.reliability

ENGINES = 3
CLIENTS_PER_ENGINE = int(os.environ.get("FLYMEMORY_SHARED_CLIENTS", "8"))
OPS = int(os.environ.get("FLYMEMORY_SHARED_OPS", "500"))
CROSS_CHECK_EVERY = 10  # one in this many operations writes through its engine and recalls through the next


@pytest.fixture(scope="module")
def pg_server():
    server = PgServer()
    yield server
    server.remove()


class SharedClient(Client):
    """The single-engine race's client, plus cross-engine freshness checks."""

    def __init__(self, engine, other, n: int, contested: list[int]) -> None:
        super().__init__(engine, n, contested)
        self.other = other
        self.cross_checked = 0
        self.cross_missed: list[str] = []
        self.stopped_by_kill = False

    def run(self) -> None:
        try:
            for i in range(OPS):
                if i % CROSS_CHECK_EVERY == CROSS_CHECK_EVERY - 1:
                    self.cross_check(i)
                else:
                    self.step(i)
        except (OSError, http.client.HTTPException) as exc:  # our engine was killed under us (the kill test)
            self.stopped_by_kill = True
            self.transport_error = f"{type(exc).__name__}: {exc}"
        except Exception as exc:  # noqa: BLE001 - a failure is a finding
            self.errors.append(f"{type(exc).__name__}: {exc}")

    def cross_check(self, i: int) -> None:
        token = f"xchk{self.n}q{i}z"
        text = f"Cross engine fact {token} from client {self.n}."
        r = self.ok("flymemory_remember", {"text": text})
        if not r:
            return
        entry_id = r["structuredContent"]["outcomes"][0]["id"]
        self.remembered[entry_id] = text
        self.active.append(entry_id)
        self.ops["cross_engine_recall"] += 1
        try:
            seen = self.other.call("flymemory_recall", {"query": token, "k": 3, "scope": "all"}, app=self.app)
        except (OSError, http.client.HTTPException):
            return  # the other engine is the one that was killed
        ids = [m["id"] for m in (seen.get("structuredContent") or {}).get("memories", [])]
        self.cross_checked += 1
        if entry_id not in ids:
            self.cross_missed.append(f"#{entry_id} written through :{self.engine.port} not recalled through "
                                     f":{self.other.port}: {text_of(seen)[:200]}")


def _rows(pg_server, url: str) -> tuple[dict, Counter, set, Counter, dict]:
    entries = {r[0]: {"id": r[0], "text": r[1], "status": r[2], "state_key": r[3]}
               for r in pg_server.execute(url, "SELECT id, text, status, state_key FROM entries")}
    pairs = pg_server.execute(url, "SELECT src, dst FROM edges WHERE kind = 'supersedes'")
    supersede_edges = Counter(dst for _, dst in pairs)
    history = Counter(r[0] for r in pg_server.execute(url, "SELECT entry_id FROM history WHERE op = 'supersede'"))
    creating: dict[int, int] = Counter(r[0] for r in pg_server.execute(
        url, "SELECT entry_id FROM history WHERE op IN ('create', 'consolidate', 'tombstone')"))
    return entries, supersede_edges, set(pairs), history, creating


def _run(engines, pg_server, tmp_path, kill_one: bool) -> dict:
    url = pg_server.database("shared")
    started = [engines(str(tmp_path / f"engine{e}"), extra=("--store", url)) for e in range(ENGINES)]
    contested = []
    for i in range(CONTESTED):
        r = started[i % ENGINES].ok("flymemory_remember", {"text": f"Contested fact number {i} is about to change."})
        contested.append(r["structuredContent"]["outcomes"][0]["id"])
    clients = [SharedClient(started[e], started[(e + 1) % ENGINES], e * CLIENTS_PER_ENGINE + c, contested)
               for e in range(ENGINES) for c in range(CLIENTS_PER_ENGINE)]
    t0 = time.monotonic()
    for c in clients:
        c.start()
    victim = started[-1]
    if kill_one:
        # mid-write: once the clients have done about a quarter of their work
        while sum(sum(c.ops.values()) for c in clients) < len(clients) * OPS // 4:
            time.sleep(0.05)
        victim.proc.kill()
        victim.proc.wait(15)
    for c in clients:
        c.join(1200)
    elapsed = time.monotonic() - t0
    assert not any(c.is_alive() for c in clients), "a client hung"
    survivors = [c for c in clients if c.engine is not victim] if kill_one else clients
    errors = [e for c in survivors for e in c.errors]
    assert not errors, f"{len(errors)} errors reached clients of live engines: {errors[:5]}"
    assert not any(c.stopped_by_kill for c in survivors), "a live engine stopped serving"
    missed = [m for c in survivors for m in c.cross_missed]
    assert not missed, missed[:5]

    entries, supersede_edges, edge_pairs, supersede_history, creating = _rows(pg_server, url)
    remembered = {i: t for c in clients for i, t in c.remembered.items()}
    states = [s for c in clients for s in c.states]
    assert len(remembered) == sum(len(c.remembered) for c in clients), "two clients got the same id"
    assert all(entries[i]["text"] == t for i, t in remembered.items()), "an acknowledged write was lost"
    assert all(i in entries for _, _, i in states), "an acknowledged state write was lost"
    assert Counter(r["text"] for r in entries.values()).most_common(1)[0][1] == 1, "a text stored twice"
    if not kill_one:  # with a kill, a write in flight may have committed without its reply
        assert len(entries) == CONTESTED + len(remembered) + len(states), "entries were lost or doubled"
    assert all(n == 1 for n in creating.values()) and set(creating) == set(entries), "a half-written entry"

    winners: dict[int, list[int]] = {}
    for c in clients:
        for old, new in c.contested_won.items():
            winners.setdefault(old, []).append(new)
    assert all(len(w) == 1 for w in winners.values()), f"a contested supersede acknowledged twice: {winners}"
    for old, (new,) in winners.items():
        assert entries[old]["status"] == "superseded" and (new, old) in edge_pairs
    assert all(n == 1 for n in supersede_edges.values()), "an entry superseded more than once"
    assert all(n == 1 for n in supersede_history.values()), "a supersede recorded twice"
    if not kill_one:
        tried = set().union(*(c.contested_tried for c in clients))
        assert set(winners) == tried, "a contested supersede was acknowledged to nobody"
    for c in clients:
        for i in c.forgotten:
            assert entries[i]["status"] == "forgotten"
        for old, new in c.own_supersedes:
            assert entries[old]["status"] == "superseded" and (new, old) in edge_pairs
    for key in STATE_KEYS:
        current = [r for r in entries.values() if r["state_key"] == key and r["status"] == "active"]
        assert len(current) <= 1, f"{key} holds {len(current)} current values"
        assert current or not any(k == key for k, _, _ in states)

    ops = sum((c.ops for c in clients), Counter())
    return {"engines": ENGINES, "clients": len(clients), "operations": sum(ops.values()), "by_operation": dict(ops),
            "entries_final": len(entries), "acknowledged_writes": len(remembered) + len(states),
            "contested_supersedes_acknowledged": sum(len(w) for w in winners.values()),
            "contested_supersedes_refused": sum(len(c.contested_refused) for c in clients),
            "cross_engine_recalls": sum(c.cross_checked for c in clients), "cross_engine_misses": 0,
            "lost": 0, "doubled": 0, "seconds": round(elapsed, 1),
            "ops_per_second": round(sum(ops.values()) / elapsed, 1)}


def test_three_engines_on_one_database_lose_double_and_repeat_nothing(engines, pg_server, tmp_path, figures):
    figures.update(_run(engines, pg_server, tmp_path, kill_one=False))


def test_killing_one_engine_mid_write_loses_nothing_acknowledged(engines, pg_server, tmp_path, figures):
    figures.update(_run(engines, pg_server, tmp_path, kill_one=True), killed="engine 3 (kill -9)")


def test_engines_sharing_a_database_take_no_lock_file(engines, pg_server, tmp_path):
    url = pg_server.database("nolock")
    first = engines(str(tmp_path / "same"), extra=("--store", url))
    second = engines(str(tmp_path / "same"), extra=("--store", url))  # even one data dir: no lock to fight over
    fact = first.ok("flymemory_remember", {"text": "The shared memory server runs PostgreSQL 18."})
    entry_id = fact["structuredContent"]["outcomes"][0]["id"]
    seen = second.ok("flymemory_recall", {"query": "shared memory server", "scope": "all"})
    assert entry_id in [m["id"] for m in seen["structuredContent"]["memories"]]
