"""Concurrency: 8 MCP clients x 500 mixed operations against one engine at once.
No lost or doubled entries, each supersede applied exactly once, history consistent
with the final state, and no "database is locked" (or any other error) reaching a client."""

from __future__ import annotations

import random
import threading
import time
from collections import Counter

import pytest
from reliability_helpers import integrity, lineage_problems, open_readonly, text_of

pytestmark = pytest.mark.reliability

CLIENTS = 8
OPS = 500
CONTESTED = 40
STATE_KEYS = [f"shared.key{i}" for i in range(5)]
WORDS = ("amber basalt cedar dune egret fjord glacier heron iris jasper kelp lichen moss nectar orchid "
         "pebble quill reed sorrel thistle umbra violet wren yucca zinnia").split()


class Client(threading.Thread):
    def __init__(self, engine, n: int, contested: list[int]) -> None:
        super().__init__(daemon=True)
        self.engine, self.n, self.contested = engine, n, contested
        self.app = f"client{n}"
        self.rng = random.Random(1000 + n)
        self.remembered: dict[int, str] = {}
        self.active: list[int] = []
        self.forgotten: set[int] = set()
        self.own_supersedes: list[tuple[int, int]] = []
        self.contested_won: dict[int, int] = {}  # contested old id -> our new id
        self.contested_refused: list[str] = []
        self.contested_tried: set[int] = set()
        self.states: list[tuple[str, str, int]] = []
        self.ops: Counter[str] = Counter()
        self.errors: list[str] = []

    def call(self, tool: str, args: dict) -> dict:
        result = self.engine.call(tool, args, app=self.app)
        if "locked" in text_of(result).lower():
            self.errors.append(f"{tool}: {text_of(result)}")
        return result

    def ok(self, tool: str, args: dict) -> dict | None:
        result = self.call(tool, args)
        if result["isError"]:
            self.errors.append(f"{tool}({args}): {text_of(result)}")
            return None
        return result

    def run(self) -> None:
        try:
            for i in range(OPS):
                self.step(i)
        except Exception as exc:  # a transport failure is a finding too
            self.errors.append(f"{type(exc).__name__}: {exc}")

    def step(self, i: int) -> None:
        roll = self.rng.random()
        if roll < 0.35 or len(self.active) < 3:
            self.ops["remember"] += 1
            text = f"Client {self.n} op {i} records {' '.join(self.rng.sample(WORDS, 5))}."
            r = self.ok("flymemory_remember", {"text": text})
            if r:
                o = r["structuredContent"]["outcomes"][0]
                if o["kind"] != "new":
                    self.errors.append(f"unique text not stored as new: {o}")
                self.remembered[o["id"]] = text
                self.active.append(o["id"])
        elif roll < 0.45:
            self.ops["supersede_contested"] += 1
            old, new = self.rng.choice(self.contested), self.rng.choice(self.active)
            self.contested_tried.add(old)
            r = self.call("flymemory_supersede", {"old_id": old, "new_id": new})
            if not r["isError"]:
                if old in self.contested_won:
                    self.errors.append(f"#{old} superseded twice by the same client")
                self.contested_won[old] = new
            elif "already superseded" in text_of(r):
                self.contested_refused.append(text_of(r))
            else:
                self.errors.append(f"supersede #{old}: {text_of(r)}")
        elif roll < 0.50:
            self.ops["supersede_own"] += 1
            old, new = self.rng.sample(self.active, 2)
            if self.ok("flymemory_supersede", {"old_id": old, "new_id": new}):
                self.own_supersedes.append((old, new))
                self.active.remove(old)
        elif roll < 0.57:
            self.ops["forget"] += 1
            victim = self.rng.choice(self.active)
            if self.ok("flymemory_forget", {"id": victim, "reason": "concurrency test"}):
                self.forgotten.add(victim)
                self.active.remove(victim)
        elif roll < 0.70:
            self.ops["state_update"] += 1
            key, value = self.rng.choice(STATE_KEYS), f"c{self.n}-v{i}"
            r = self.ok("flymemory_remember", {"text": f"{key} is now {value}.", "state_key": key,
                                                "state_value": value})
            if r:
                self.states.append((key, value, r["structuredContent"]["outcomes"][0]["id"]))
        elif roll < 0.88:
            self.ops["recall"] += 1
            self.ok("flymemory_recall", {"query": " ".join(self.rng.sample(WORDS, 2)), "k": 5, "scope": "all"})
        elif roll < 0.94:
            self.ops["state_lookup"] += 1
            self.ok("flymemory_state_lookup", {"key": self.rng.choice(STATE_KEYS), "scope": "all"})
        else:
            self.ops["get_memory"] += 1
            self.ok("flymemory_get_memory", {"id": self.rng.choice(self.active)})


def test_eight_clients_times_500_mixed_operations_lose_and_double_nothing(tmp_path, engines, figures):
    engine = engines(str(tmp_path / "store"))
    contested = []
    for i in range(CONTESTED):
        r = engine.ok("flymemory_remember", {"text": f"Contested fact number {i} is about to change."})
        contested.append(r["structuredContent"]["outcomes"][0]["id"])
    clients = [Client(engine, n, contested) for n in range(CLIENTS)]
    started = time.monotonic()
    for c in clients:
        c.start()
    for c in clients:
        c.join(600)
    elapsed = time.monotonic() - started
    assert not any(c.is_alive() for c in clients), "a client hung"
    errors = [e for c in clients for e in c.errors]
    assert not errors, f"{len(errors)} errors reached clients: {errors[:5]}"

    db = open_readonly(engine.store_path)
    try:
        rows = {r["id"]: r for r in db.execute("SELECT * FROM entries")}
        supersede_edges = Counter(r[0] for r in db.execute("SELECT dst FROM edges WHERE kind = 'supersedes'"))
        edge_src = {(r[0], r[1]) for r in db.execute("SELECT src, dst FROM edges WHERE kind = 'supersedes'")}
        supersede_history = Counter(r[0] for r in db.execute("SELECT entry_id FROM history WHERE op = 'supersede'"))

        # no lost or doubled entries
        remembered = {i: t for c in clients for i, t in c.remembered.items()}
        states = [s for c in clients for s in c.states]
        assert len(remembered) == sum(len(c.remembered) for c in clients), "two clients got the same id"
        assert len(rows) == CONTESTED + len(remembered) + len(states), "entries were lost or doubled"
        assert all(rows[i]["text"] == t for i, t in remembered.items())
        assert Counter(r["text"] for r in rows.values()).most_common(1)[0][1] == 1, "a text stored twice"

        # each contested supersede applied exactly once, by the client that was told it won
        winners: dict[int, list[int]] = {}
        for c in clients:
            for old, new in c.contested_won.items():
                winners.setdefault(old, []).append(new)
        tried = set().union(*(c.contested_tried for c in clients))
        assert set(winners) == tried, "a contested supersede was acknowledged to nobody"
        assert all(len(w) == 1 for w in winners.values()), f"acknowledged twice: {winners}"
        for old, (new,) in winners.items():
            assert rows[old]["status"] == "superseded" and (new, old) in edge_src
            assert supersede_edges[old] == 1 and supersede_history[old] == 1

        # final statuses follow what each client was told
        for c in clients:
            for i in c.forgotten:
                assert rows[i]["status"] == "forgotten"
            for old, new in c.own_supersedes:
                assert rows[old]["status"] == "superseded" and (new, old) in edge_src
            for i in c.active:
                assert rows[i]["status"] == "active"

        # state keys: one current value each, every acknowledged value in its history
        for key in STATE_KEYS:
            written = {i for k, _, i in states if k == key}
            key_rows = [r for r in rows.values() if r["state_key"] == key]
            assert {r["id"] for r in key_rows} == written
            assert sum(r["status"] == "active" for r in key_rows) == (1 if written else 0)
            assert all(supersede_edges[r["id"]] == 1 for r in key_rows if r["status"] == "superseded")

        problems = lineage_problems(db)
        assert not problems, problems[:10]
    finally:
        db.close()
    assert integrity(engine.store_path) == "ok"
    ops = sum((c.ops for c in clients), Counter())
    figures.update({"clients": CLIENTS, "operations": sum(ops.values()), "by_operation": dict(ops),
                    "contested_entries": CONTESTED,
                    "contested_supersedes_acknowledged": sum(len(c.contested_won) for c in clients),
                    "contested_supersedes_refused": sum(len(c.contested_refused) for c in clients),
                    "entries_final": CONTESTED + len(remembered) + len(states), "lost": 0, "doubled": 0,
                    "errors_reaching_clients": 0, "seconds": round(elapsed, 1),
                    "ops_per_second": round(sum(ops.values()) / elapsed, 1)})


E5_CLIENTS, E5_OPS = 8, 60


def test_eight_official_mcp_clients_with_the_real_embedder_race_the_dense_index_safely(tmp_path, engines, figures):
    """The same race with the default embedder loaded, through the official `mcp` client: writes,
    merges and recalls share the in-memory vector index. Every acknowledged id exists, lineage is
    whole, and no error reaches a client."""
    import anyio
    from mcp import ClientSession
    from mcp.client.streamable_http import streamable_http_client

    engine = engines(str(tmp_path / "store"), embedder="e5-small-q4")
    deadline = time.monotonic() + 240
    while engine.health()["embedder_state"] != "ready":
        assert time.monotonic() < deadline, engine.health()
        time.sleep(0.2)
    acked: dict[int, str] = {}
    errors: list[str] = []
    kinds: Counter[str] = Counter()

    async def client(n: int) -> None:
        rng = random.Random(50 + n)
        async with streamable_http_client(f"{engine.base}/mcp?app=mcp{n}") as (read, write, _), \
                ClientSession(read, write) as session:
            await session.initialize()
            for i in range(E5_OPS):
                if rng.random() < 0.6:
                    # overlapping wording on purpose: the dedup ladder merges and strengthens under load
                    text = f"The {rng.choice(WORDS)} service of team {rng.randint(1, 6)} deploys on day {i % 7}."
                    r = await session.call_tool("flymemory_remember", {"text": text, "workspace": "/w"})
                    if r.isError:
                        errors.append(text_of(r.model_dump()))
                        continue
                    for o in r.structuredContent["outcomes"]:
                        kinds[o["kind"]] += 1
                        acked[o["id"]] = o["kind"]
                else:
                    r = await session.call_tool("flymemory_recall", {"query": f"{rng.choice(WORDS)} deploys",
                                                                     "workspace": "/w"})
                    kinds["recall"] += 1
                    if r.isError:
                        errors.append(text_of(r.model_dump()))

    async def main() -> None:
        async with anyio.create_task_group() as tg:
            for n in range(E5_CLIENTS):
                tg.start_soon(client, n)

    started = time.monotonic()
    anyio.run(main)
    elapsed = time.monotonic() - started
    assert not errors, errors[:5]
    db = open_readonly(engine.store_path)
    try:
        ids = {r[0] for r in db.execute("SELECT id FROM entries")}
        assert not [i for i in acked if i not in ids], "an acknowledged id does not exist"
        # Every entry has its vector: written with the entry, or (merge tombstones) by the backfill soon after.
        deadline = time.monotonic() + 60
        while True:
            missing_vectors = db.execute("SELECT count(*) FROM entries WHERE vector IS NULL "
                                         "AND status != 'forgotten'").fetchone()[0]
            if not missing_vectors or time.monotonic() > deadline:
                break
            time.sleep(0.5)
        assert missing_vectors == 0, f"{missing_vectors} entries have no vector a minute after the last write"
        problems = lineage_problems(db)
        assert not problems, problems[:10]
    finally:
        db.close()
    assert integrity(engine.store_path) == "ok"
    figures.update({"clients": E5_CLIENTS, "operations": E5_CLIENTS * E5_OPS, "outcomes": dict(kinds),
                    "entries_final": len(ids), "entries_without_vector": missing_vectors, "errors": 0,
                    "seconds": round(elapsed, 1)})
