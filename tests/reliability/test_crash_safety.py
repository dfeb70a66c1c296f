"""Crash safety: the engine is killed with SIGKILL at random moments while a writer
sends acknowledged writes. After every restart each acknowledged write is there,
nothing half-written is visible, and SQLite's integrity check passes."""

from __future__ import annotations

import os
import random
import re
import signal
import threading
import time
from collections import Counter
from http.client import HTTPException

import pytest
from reliability_helpers import ToolCallError, integrity, lineage_problems, open_readonly, text_of

pytestmark = pytest.mark.reliability

CYCLES = int(os.environ.get("FLYMEMORY_CRASH_CYCLES", "20"))
PART = re.compile(r"^(Crash cycle \d+ write \d+) part \d of 3 ")
WORDS = ("alpha bravo cobalt delta ember falcon garnet harbor indigo juniper kepler lumen magnet "
         "nebula onyx prism quartz raven saffron tundra umber vortex willow xenon yarrow zephyr").split()


class Writer(threading.Thread):
    """Sends writes until the engine disappears; records only what was acknowledged."""

    def __init__(self, engine, cycle: int, rng: random.Random) -> None:
        super().__init__(daemon=True)
        self.engine, self.cycle, self.rng = engine, cycle, rng
        self.remembered: dict[int, str] = {}  # id -> text, acknowledged NEW
        self.superseded: list[tuple[int, int]] = []  # (old, new), acknowledged
        self.states: dict[int, tuple[str, str]] = {}  # id -> (key, value), acknowledged
        self.sent = 0
        self.unexpected: str | None = None

    def run(self) -> None:
        n = 0
        try:
            while True:
                n += 1
                self.sent += 1
                roll = self.rng.random()
                if roll < 0.15:
                    key, value = f"crash.key{n % 4}", f"value {self.cycle}-{n}"
                    result = self.engine.ok("flymemory_remember", {
                        "text": f"The current {key} is {value}.", "state_key": key, "state_value": value})
                    self.states[result["structuredContent"]["outcomes"][0]["id"]] = (key, value)
                elif roll < 0.3 and len(self.remembered) >= 2:
                    old, new = self.rng.sample(sorted(self.remembered), 2)
                    result = self.engine.call("flymemory_supersede", {"old_id": old, "new_id": new})
                    if not result["isError"]:
                        self.superseded.append((old, new))
                elif roll < 0.45:  # one write of three sentences: all three are stored, or none
                    parts = [f"Crash cycle {self.cycle} write {n} part {k} of 3 remembers "
                             f"{' '.join(self.rng.choice(WORDS) for _ in range(6))}." for k in (1, 2, 3)]
                    result = self.engine.ok("flymemory_remember", {"text": " ".join(parts)})
                    outcomes = result["structuredContent"]["outcomes"]
                    assert [o["kind"] for o in outcomes] == ["new"] * 3, self.why(result, parts)
                    self.remembered.update({o["id"]: part for o, part in zip(outcomes, parts, strict=True)})
                else:
                    words = " ".join(self.rng.choice(WORDS) for _ in range(6))
                    text = f"Crash cycle {self.cycle} write {n} remembers {words}."
                    result = self.engine.ok("flymemory_remember", {"text": text})
                    outcome = result["structuredContent"]["outcomes"][0]
                    assert outcome["kind"] == "new", self.why(result, [text])
                    self.remembered[outcome["id"]] = text
        except (OSError, HTTPException):
            pass  # the connection died with the killed engine: that call is not acknowledged
        except ToolCallError as exc:  # the engine answered, so it was alive: an error reply is a failure
            self.unexpected = f"a live engine answered with an error: {exc}"[:300]
        except Exception as exc:  # a wrong reply from a live engine is a failure, not a crash symptom
            self.unexpected = f"{type(exc).__name__}: {exc}"[:3000]

    def why(self, result: dict, sent: list[str]) -> str:
        """A reply that is not all NEW, with what the reply line drops: each sentence sent, its outcome's reason,
        and the text of the entry it was stored into (this writer's own acknowledged text, if it is one)."""
        lines = [text_of(result)]
        for part, o in zip(sent, result["structuredContent"]["outcomes"], strict=False):
            into = f" into #{o['id']} ({self.remembered.get(o['id'], 'not written by this writer')!r})" \
                if o["kind"] != "new" else ""
            lines.append(f"{o['kind']}{into}, reason {o['reason']!r}: sent {part!r}")
        return "\n".join(lines)

    def acknowledged(self) -> int:
        return len(self.remembered) + len(self.states) + len(self.superseded)


MIN_ACKS_PER_CYCLE = 3  # the kill comes after at least this many acknowledged writes, at a random moment


def wait_for_acks(writer: Writer, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while writer.acknowledged() < MIN_ACKS_PER_CYCLE:
        assert writer.is_alive() and writer.unexpected is None, f"the writer stopped early: {writer.unexpected}"
        assert time.monotonic() < deadline, f"fewer than {MIN_ACKS_PER_CYCLE} writes acknowledged in {timeout}s"
        time.sleep(0.01)


@pytest.mark.slow
def test_sigkill_at_random_moments_never_loses_an_acknowledged_write(tmp_path, engines, figures):
    rng = random.Random(20261129)
    data_dir = str(tmp_path / "store")
    acked: dict[int, str] = {}
    acked_states: dict[int, tuple[str, str]] = {}
    acked_supersedes: list[tuple[int, int]] = []
    total_sent = 0
    kill_delays = []
    acks_per_cycle: list[int] = []
    engine = engines(data_dir)
    for cycle in range(CYCLES):
        writer = Writer(engine, cycle, rng)
        writer.start()
        wait_for_acks(writer)
        delay = rng.uniform(0.0, 1.2)
        kill_delays.append(round(delay, 3))
        time.sleep(delay)
        os.kill(engine.proc.pid, signal.SIGKILL)
        engine.proc.wait(15)
        writer.join(30)
        assert not writer.is_alive(), "the writer hung on a killed engine"
        assert writer.unexpected is None, f"cycle {cycle}: {writer.unexpected}"
        total_sent += writer.sent
        acks_per_cycle.append(writer.acknowledged())
        acked.update(writer.remembered)
        acked_states.update(writer.states)
        acked_supersedes += writer.superseded
        engine.close_connections()

        # Restart on the same store: it must open, recover the WAL and hold every acknowledged write.
        engine = engines(data_dir)
        assert integrity(engine.store_path) == "ok", f"cycle {cycle}"
        db = open_readonly(engine.store_path)
        try:
            rows = {r["id"]: r for r in db.execute("SELECT id, text, status, state_key, state_value FROM entries")}
            missing = [i for i in acked if i not in rows or rows[i]["text"] != acked[i]]
            assert not missing, f"cycle {cycle}: acknowledged writes lost: {missing[:10]}"
            lost_states = [i for i, kv in acked_states.items()
                           if i not in rows or (rows[i]["state_key"], rows[i]["state_value"]) != kv]
            assert not lost_states, f"cycle {cycle}: acknowledged state values lost: {lost_states[:10]}"
            edges = {(r[0], r[1]) for r in db.execute("SELECT src, dst FROM edges WHERE kind = 'supersedes'")}
            undone = [(o, n) for o, n in acked_supersedes if rows[o]["status"] != "superseded" or (n, o) not in edges]
            assert not undone, f"cycle {cycle}: acknowledged supersedes undone: {undone[:10]}"
            problems = lineage_problems(db)
            assert not problems, f"cycle {cycle}: half-written state visible: {problems[:10]}"
            parts = Counter(m.group(1) for r in rows.values() if (m := PART.match(r["text"])))
            torn = {write: n for write, n in parts.items() if n != 3}
            assert not torn, f"cycle {cycle}: multi-sentence writes stored in part: {torn}"
            stray = [r["text"] for r in rows.values()
                     if r["state_key"] is None and not r["text"].startswith("Crash cycle ")]
            assert not stray, f"cycle {cycle}: text nobody sent: {stray[:5]}"
            assert engine.health()["entries"] == sum(r["status"] == "active" for r in rows.values())
        finally:
            db.close()
        # and through the tools, as a model would read it
        for entry_id in rng.sample(sorted(acked), min(5, len(acked))):
            got = engine.ok("flymemory_get_memory", {"id": entry_id})
            assert got["structuredContent"]["text"] == acked[entry_id]

    figures.update({"cycles": CYCLES, "writes_sent": total_sent, "acknowledged_entries": len(acked),
                    "multi_sentence_writes_whole": sum(parts.values()) // 3,
                    "acknowledged_state_updates": len(acked_states),
                    "acknowledged_supersedes": len(acked_supersedes), "lost": 0, "integrity_check": "ok",
                    "kill_delay_seconds_after_the_first_acks": {"min": min(kill_delays), "max": max(kill_delays)},
                    "acknowledged_writes_per_cycle": {"min": min(acks_per_cycle), "max": max(acks_per_cycle)}})
    assert min(acks_per_cycle) >= MIN_ACKS_PER_CYCLE


E5_CYCLES = int(os.environ.get("FLYMEMORY_CRASH_E5_CYCLES", "10"))


@pytest.mark.slow
def test_sigkill_while_vectors_are_written_loses_nothing_and_the_index_heals(tmp_path, engines, figures):
    """With the default embedder loaded, a write stores its row, then its vector: a kill can land
    in between. Acknowledged writes survive, no vector is torn, and after the last restart the
    background backfill gives every entry a whole vector of the engine's model."""
    rng = random.Random(7)
    data_dir = str(tmp_path / "store")
    acked: dict[int, str] = {}
    sent = unembedded = 0
    for cycle in range(E5_CYCLES):
        engine = engines(data_dir, embedder="e5-small-q4")
        deadline = time.monotonic() + 240
        while engine.health()["embedder_state"] != "ready":
            assert time.monotonic() < deadline, engine.health()
            time.sleep(0.1)
        writer = Writer(engine, 100 + cycle, rng)
        writer.start()
        wait_for_acks(writer)
        time.sleep(rng.uniform(0.0, 1.5))
        os.kill(engine.proc.pid, signal.SIGKILL)
        engine.proc.wait(15)
        writer.join(30)
        assert writer.unexpected is None, writer.unexpected
        sent += writer.sent
        acked.update(writer.remembered)
        engine.close_connections()
        assert integrity(engine.store_path) == "ok", f"cycle {cycle}"
        db = open_readonly(engine.store_path)
        try:  # rows the kill caught between their commit and their vector
            unembedded += db.execute("SELECT count(*) FROM entries WHERE vector IS NULL").fetchone()[0]
        finally:
            db.close()
    engine = engines(data_dir, embedder="e5-small-q4")
    started = time.monotonic()
    while engine.health()["embedder_state"] != "ready":
        assert time.monotonic() < started + 240, engine.health()
        time.sleep(0.2)
    healed = time.monotonic() - started
    db = open_readonly(engine.store_path)
    try:
        rows = {r["id"]: r for r in db.execute("SELECT id, text, embedder, vector, status FROM entries")}
        assert all(i in rows and rows[i]["text"] == t for i, t in acked.items()), "an acknowledged write was lost"
        live = [r for r in rows.values() if r["status"] != "forgotten"]
        assert all(r["embedder"] == "e5-small-q4" and r["vector"] is not None for r in live), "entries left unembedded"
        sizes = {len(r["vector"]) for r in live}
        assert len(sizes) == 1, f"torn vectors: byte sizes {sizes}"
        assert not lineage_problems(db)
    finally:
        db.close()
    figures.update({"cycles": E5_CYCLES, "writes_sent": sent, "acknowledged_entries": len(acked), "lost": 0,
                    "rows_without_vector_seen_after_kills": unembedded,
                    "entries_re_embedded_after_restart_seconds": round(healed, 1), "vector_bytes": sizes.pop()})
