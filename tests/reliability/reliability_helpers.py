"""Helpers for the reliability suite: start the real engine process, call its tools
over raw JSON-RPC, and read its store as rows (read-only)."""

from __future__ import annotations

import hashlib
import http.client
import json
import os
import select
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field

from flymemory.service import KEEP_ALIVE_SECONDS

# A kept-alive connection is reused only this long after its last call: well inside the engine's
# idle timeout, so the engine never closes it under a call in flight.
REUSE_IDLE_SECONDS = KEEP_ALIVE_SECONDS / 2
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PYTHON = sys.executable


# -- the real engine process -----------------------------------------------------


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def clean_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("FLYMEMORY_")}
    env.update(extra)
    return env


class ToolCallError(AssertionError):
    pass


@dataclass
class Engine:
    proc: subprocess.Popen
    port: int
    data_dir: str
    host: str = "127.0.0.1"
    token: str | None = None
    _conns: dict[int, tuple[http.client.HTTPConnection, float]] = field(default_factory=dict)

    @property
    def base(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def store_path(self) -> str:
        return os.path.join(self.data_dir, "flymemory.db")

    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"} if self.token else {}

    def health(self, timeout: float = 5) -> dict:
        req = urllib.request.Request(f"{self.base}/health", headers=self.auth())
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return json.loads(r.read())

    def post(self, body: bytes, headers: dict[str, str] | None = None, path: str = "/mcp",
             timeout: float = 60) -> tuple[int, bytes]:
        """A raw POST on a fresh connection: any bytes, any headers."""
        conn = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        try:
            conn.request("POST", path, body=body, headers={
                "content-type": "application/json", "accept": "application/json, text/event-stream",
                **self.auth(), **(headers or {})})
            r = conn.getresponse()
            return r.status, r.read()
        finally:
            conn.close()

    def rpc(self, payload: dict, app: str = "reliability", timeout: float = 60) -> dict:
        """One stateless JSON-RPC POST over a kept-alive connection (one per calling thread). Sent once:
        a connection that drops mid-call raises, since the engine may already have applied the call."""
        body = json.dumps(payload).encode()
        headers = {"content-type": "application/json", "accept": "application/json, text/event-stream",
                   "x-flymemory-app": app, **self.auth()}
        conn = self._connection(timeout)
        try:
            conn.request("POST", "/mcp", body=body, headers=headers)
            r = conn.getresponse()
            data = r.read()
        except BaseException:
            conn.close()
            raise
        self._conns[threading.get_ident()] = (conn, time.monotonic())
        if r.status != 200:
            raise ToolCallError(f"HTTP {r.status}: {data[:500]!r}")
        return json.loads(data)

    def _connection(self, timeout: float) -> http.client.HTTPConnection:
        """This thread's kept-alive connection while it is surely still open, else a new one. Reused only
        well inside the engine's idle timeout and while the engine has not closed it, so a call never
        meets a stale connection and need never be sent twice."""
        kept = self._conns.pop(threading.get_ident(), None)
        if kept is not None:
            conn, last_used = kept
            fresh = time.monotonic() - last_used < REUSE_IDLE_SECONDS
            if fresh and conn.sock is not None and not select.select([conn.sock], [], [], 0)[0]:
                conn.timeout = timeout
                conn.sock.settimeout(timeout)
                return conn
            conn.close()
        return http.client.HTTPConnection(self.host, self.port, timeout=timeout)

    def call(self, tool: str, arguments: dict, app: str = "reliability", timeout: float = 60) -> dict:
        """The tool's `result` (content, structuredContent, isError)."""
        reply = self.rpc({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                          "params": {"name": tool, "arguments": arguments}}, app=app, timeout=timeout)
        if "error" in reply:
            raise ToolCallError(f"{tool}: JSON-RPC error {reply['error']}")
        return reply["result"]

    def ok(self, tool: str, arguments: dict, app: str = "reliability") -> dict:
        result = self.call(tool, arguments, app=app)
        if result.get("isError"):
            raise ToolCallError(f"{tool}({arguments!r:.200}) failed: {text_of(result)}")
        return result

    def close_connections(self) -> None:
        for conn, _ in list(self._conns.values()):
            conn.close()
        self._conns.clear()

    def kill(self) -> None:
        self.close_connections()
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(15)

    def stop(self, timeout: float = 20) -> int:
        self.close_connections()
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        return self.proc.wait(timeout)


def text_of(result: dict) -> str:
    return "\n".join(c.get("text", "") for c in result.get("content", []) if c.get("type") == "text")


def start_engine(data_dir: str, *, embedder: str = "none", token: str | None = None, host: str = "127.0.0.1",
                 port: int | None = None, extra: tuple[str, ...] = (), wait: bool = True,
                 preexec_fn: Callable[[], None] | None = None, timeout: float = 90) -> Engine:
    port = port or free_port(host)
    args = [PYTHON, "-m", "flymemory", "--host", host, "--port", str(port), "--data-dir", data_dir,
            "--embedder", embedder, *extra]
    if token:
        args += ["--token", token]
    proc = subprocess.Popen(args, env=clean_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=preexec_fn)
    engine = Engine(proc, port, data_dir, host, token)
    if wait:
        wait_ready(engine, timeout)
    return engine


def wait_ready(engine: Engine, timeout: float = 90) -> dict:
    deadline = time.monotonic() + timeout
    while True:
        if engine.proc.poll() is not None:
            raise AssertionError(f"engine exited {engine.proc.returncode}: {engine.proc.stderr.read()}")
        try:
            return engine.health(timeout=2)
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


# -- the store as rows -------------------------------------------------------------


def open_readonly(path: str) -> sqlite3.Connection:
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=30)
    db.row_factory = sqlite3.Row
    return db


def store_digest(db: sqlite3.Connection) -> str:
    """Every row of entries, edges, history and the FTS index, hashed: equal digests = same store."""
    h = hashlib.sha256()
    for sql in ("SELECT * FROM entries ORDER BY id", "SELECT * FROM edges ORDER BY id",
                "SELECT * FROM history ORDER BY id", "SELECT rowid, body FROM entries_fts ORDER BY rowid"):
        for row in db.execute(sql):
            h.update(repr(tuple(row)).encode("utf-8", "surrogatepass"))
        h.update(b"|")
    return h.hexdigest()


def integrity(path: str) -> str:
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return db.execute("PRAGMA integrity_check").fetchone()[0]
    finally:
        db.close()


def file_sha256(path: str) -> str:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def node_available() -> str | None:
    return shutil.which("node")


_CREATING_OPS = ("create", "consolidate", "tombstone")


def lineage_problems(db: sqlite3.Connection) -> list[str]:
    """What a half-applied write would leave behind: rows without their history, index or
    edges. An empty list means every entry was written whole and history matches state."""
    problems: list[str] = []
    entries = {r["id"]: r for r in db.execute("SELECT id, text, status, state_key FROM entries")}
    fts = dict(db.execute("SELECT rowid, body FROM entries_fts").fetchall())
    history: dict[int, list[sqlite3.Row]] = {}
    for h in db.execute("SELECT entry_id, op, after FROM history ORDER BY id"):
        history.setdefault(h["entry_id"], []).append(h)
    into: dict[int, list[int]] = {}
    for e in db.execute("SELECT src, dst, kind FROM edges"):
        if e["src"] not in entries or e["dst"] not in entries:
            problems.append(f"edge {e['src']}->{e['dst']} ({e['kind']}) points at a missing entry")
        if e["kind"] == "supersedes":
            into.setdefault(e["dst"], []).append(e["src"])
    for entry_id, row in entries.items():
        ops = [h["op"] for h in history.get(entry_id, [])]
        created = sum(op in _CREATING_OPS for op in ops)
        if created != 1:
            problems.append(f"#{entry_id} has {created} creating history rows ({ops})")
        if row["text"] != "[erased]" and entry_id not in fts:
            problems.append(f"#{entry_id} is missing from the lexical index")
        if row["status"] == "superseded" and not into.get(entry_id):
            problems.append(f"#{entry_id} is superseded but nothing supersedes it")
        if len(into.get(entry_id, [])) > 1:
            problems.append(f"#{entry_id} is superseded by {into[entry_id]} (more than once)")
        # replaying the status-changing ops must give the stored status
        status = "active"
        for h in history.get(entry_id, []):
            if h["op"] == "tombstone":
                status = "superseded"
            elif h["after"]:
                after = json.loads(h["after"])
                if isinstance(after, dict) and after.get("status"):
                    status = after["status"]
        if status != row["status"]:
            problems.append(f"#{entry_id} is {row['status']} but its history ends in {status} ({ops})")
    for rowid in fts:
        if rowid not in entries:
            problems.append(f"lexical index row {rowid} has no entry")
    active_by_key: dict[str, int] = {}
    for row in entries.values():
        if row["state_key"] is not None and row["status"] == "active":
            active_by_key[row["state_key"]] = active_by_key.get(row["state_key"], 0) + 1
    problems += [f"state key {k!r} has {n} current values" for k, n in active_by_key.items() if n > 1]
    return problems
