"""The engine process as users run it: `python -m flymemory`, one per store, loopback
unless a token is configured, stopped gracefully by SIGTERM/SIGINT."""

from __future__ import annotations

import json
import logging
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

import anyio
import pytest
from flymemory.config import parse_settings
from flymemory.service import AccessGuard, is_loopback, setup_logging


def call_tool(url: str, name: str, arguments: dict, headers: dict | None = None) -> dict:
    """One stateless JSON-RPC POST, exactly as the DSH plugin does it (no initialize)."""
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                       "params": {"name": name, "arguments": arguments}}).encode()
    req = urllib.request.Request(url, data=body, headers={
        "content-type": "application/json", "accept": "application/json, text/event-stream", **(headers or {})})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def test_health_names_the_engine_its_store_and_readiness(spawn_engine):
    engine = spawn_engine()
    health = engine.health()
    assert health["name"] == "flymemory"
    assert health["pid"] == engine.proc.pid
    assert health["store"] == os.path.join(engine.data_dir, "flymemory.db")
    assert health["schema_version"] >= 1
    assert health["entries"] == 0 and health["ready"] is True
    assert health["embedder"] == "e5-small-q4"
    assert isinstance(health["embedder_loaded"], bool) and health["version"]


def test_the_plugin_call_shape_works_on_an_empty_store_and_counts_the_entry(spawn_engine):
    engine = spawn_engine()
    reply = call_tool(engine.url("dsh"), "flymemory_auto",
                      {"text": "First message ever: my name is Dana.", "session_id": "s1",
                       "workspace": "/w/a", "k": 5})
    assert reply["result"]["isError"] is False
    assert reply["result"]["content"][0]["text"] == "No stored memories match."
    assert engine.health()["entries"] == 1


def test_a_second_engine_on_the_same_store_says_who_holds_it_and_exits_non_zero(spawn_engine):
    first = spawn_engine()
    second = spawn_engine(data_dir=first.data_dir, wait=False)
    assert second.proc.wait(30) != 0
    err = second.proc.stderr.read()
    assert f"pid {first.proc.pid}" in err and first.data_dir in err
    assert first.health()["pid"] == first.proc.pid  # the first one is untouched


def test_binding_a_non_loopback_address_without_a_token_is_refused(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "flymemory", "--host", "0.0.0.0", "--port", "1",
                           "--data-dir", str(tmp_path)], capture_output=True, text=True, timeout=60,
                          env={k: v for k, v in os.environ.items() if not k.startswith("FLYMEMORY_")})
    assert proc.returncode == 2
    assert "--token" in proc.stderr and "0.0.0.0" in proc.stderr


def test_with_a_token_every_request_needs_the_bearer_header(spawn_engine):
    engine = spawn_engine(token="s3cret-token")
    for path, data in (("/health", None), ("/mcp", b"{}")):
        with pytest.raises(urllib.error.HTTPError) as denied:
            urllib.request.urlopen(urllib.request.Request(engine.base + path, data=data), timeout=10)
        assert denied.value.code == 401
        assert "Bearer" in json.loads(denied.value.read())["error"]
    with pytest.raises(urllib.error.HTTPError) as wrong:
        engine.health({"Authorization": "Bearer nope"})
    assert wrong.value.code == 401
    assert engine.health({"Authorization": "Bearer s3cret-token"})["name"] == "flymemory"
    reply = call_tool(engine.url("remote"), "flymemory_remember", {"text": "Remote clients need the token."},
                      headers={"Authorization": "Bearer s3cret-token"})
    assert reply["result"]["content"][0]["text"].startswith("NEW #")


def test_without_a_token_only_loopback_clients_are_served():
    served = []

    async def app(scope, receive, send):
        served.append(scope["client"])
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"ok"})

    async def request(guard, client):
        sent = []

        async def send(message):
            sent.append(message)

        await guard({"type": "http", "client": client, "headers": []}, None, send)
        return sent[0]["status"]

    guard = AccessGuard(app, token=None)
    assert anyio.run(request, guard, ("192.168.1.20", 5000)) == 403
    assert anyio.run(request, guard, ("127.0.0.1", 5000)) == 200
    assert anyio.run(request, guard, ("::ffff:127.0.0.1", 5000)) == 200
    assert served == [("127.0.0.1", 5000), ("::ffff:127.0.0.1", 5000)]
    assert is_loopback("::1") and is_loopback("localhost") and not is_loopback("10.0.0.1")


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_stops_the_engine_cleanly_and_answered_writes_survive(spawn_engine, sig):
    engine = spawn_engine()
    answered: list[str] = []
    stop_writing = threading.Event()

    def writer():
        for i in range(200):
            if stop_writing.is_set():
                return
            try:
                reply = call_tool(engine.url("w"), "flymemory_remember", {"text": f"Durable fact number {i}."})
            except OSError:
                return
            answered.append(reply["result"]["content"][0]["text"])

    t = threading.Thread(target=writer)
    t.start()
    while len(answered) < 3:
        t.join(0.05)
    assert engine.stop(sig) == 0
    stop_writing.set()
    t.join(30)
    with open(os.path.join(engine.data_dir, "engine.log"), encoding="utf-8") as f:
        assert "store closed cleanly" in f.read()
    again = spawn_engine(data_dir=engine.data_dir)
    assert again.health()["entries"] >= len([a for a in answered if a.startswith("NEW")])


def test_data_dir_comes_from_the_flag_then_the_environment_then_the_user_data_dir(tmp_path):
    assert parse_settings(["--data-dir", str(tmp_path)], env={}).data_dir == str(tmp_path)
    assert parse_settings([], env={"FLYMEMORY_DATA_DIR": str(tmp_path / "e")}).data_dir == str(tmp_path / "e")
    assert "flymemory" in parse_settings([], env={}).data_dir
    with pytest.raises(SystemExit):
        parse_settings(["--embedder", "gpt-9"], env={})


def test_the_log_is_a_size_capped_rotating_file_in_the_data_dir(tmp_path):
    root = logging.getLogger()
    before = list(root.handlers)
    setup_logging(str(tmp_path))
    try:
        handler = next(h for h in root.handlers if h not in before)
        assert handler.baseFilename == str(tmp_path / "engine.log")
        assert 0 < handler.maxBytes <= 10_000_000 and handler.backupCount >= 1
    finally:
        for h in root.handlers[:]:
            if h not in before:
                root.removeHandler(h)
                h.close()


SLOW_SERVER = """
import asyncio, sys, uvicorn
from flymemory.service import _Server

async def app(scope, receive, send):
    if scope["type"] == "lifespan":
        while (await receive())["type"] != "lifespan.shutdown":
            await send({"type": "lifespan.startup.complete"})
        await send({"type": "lifespan.shutdown.complete"})
        return
    await asyncio.sleep(1.5)  # a request still in flight when the signal arrives
    await send({"type": "http.response.start", "status": 200, "headers": []})
    await send({"type": "http.response.body", "body": b"finished"})

server = _Server(uvicorn.Config(app, host="127.0.0.1", port=int(sys.argv[1]), log_level="warning",
                                timeout_graceful_shutdown=10))
server.run()
print("returned normally", flush=True)
"""


def test_on_sigterm_in_flight_requests_finish_before_the_process_returns(tmp_path):
    from conftest import free_port

    port = free_port()
    proc = subprocess.Popen([sys.executable, "-c", SLOW_SERVER, str(port)], stdout=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                assert time.monotonic() < deadline
                time.sleep(0.05)
        replies: list[bytes] = []
        t = threading.Thread(target=lambda: replies.append(
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=30).read()))
        t.start()
        time.sleep(0.5)
        proc.send_signal(signal.SIGTERM)
        t.join(30)
        assert replies == [b"finished"]
        assert proc.wait(30) == 0
        assert "returned normally" in proc.stdout.read()  # so main() goes on to close the store
    finally:
        if proc.poll() is None:
            proc.kill()


class _BusyServer:
    """uvicorn with the engine's GuardedH11Protocol in front of an app whose requests stay busy
    answering until released; `post()` is one client request (status, Retry-After, body)."""

    def __init__(self, **config) -> None:
        import uvicorn
        from flymemory import service

        self.entered, self.release = threading.Semaphore(0), threading.Event()

        async def app(scope, receive, send):
            if scope["type"] != "http":
                return
            while (await receive()).get("more_body"):
                pass
            self.entered.release()
            await anyio.to_thread.run_sync(self.release.wait, 30)  # busy answering until released
            await send({"type": "http.response.start", "status": 200, "headers": [(b"content-length", b"2")]})
            await send({"type": "http.response.body", "body": b"ok"})

        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            self.port = s.getsockname()[1]
        self.server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=self.port,
                                                    http=service.GuardedH11Protocol, lifespan="off",
                                                    log_config=None, log_level="warning", **config))
        self.serving = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> _BusyServer:
        self.serving.start()
        while not self.server.started:
            time.sleep(0.02)
        return self

    def __exit__(self, *exc: object) -> None:
        self.release.set()
        self.server.should_exit = True
        self.serving.join(10)

    def post(self) -> tuple[int, str, bytes]:
        import http.client

        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        try:
            conn.request("POST", "/mcp", body=b'{"text": "a write"}' * 500)
            reply = conn.getresponse()
            return reply.status, reply.getheader("Retry-After", ""), reply.read()
        finally:
            conn.close()

    def busy_clients(self, n: int) -> tuple[list[threading.Thread], list[tuple[int, str, bytes]]]:
        """n clients whose requests are being answered (and held) when this returns."""
        answered: list[tuple[int, str, bytes]] = []
        busy = [threading.Thread(target=lambda: answered.append(self.post())) for _ in range(n)]
        for t in busy:
            t.start()
        for _ in range(n):
            assert self.entered.acquire(timeout=10), "every busy request is being answered"
        return busy, answered


def test_past_the_connection_cap_with_every_connection_busy_a_client_gets_a_503_to_retry(monkeypatch):
    from flymemory import service

    monkeypatch.setattr(service, "MAX_CONNECTIONS", 2)
    with _BusyServer() as srv:
        busy, answered = srv.busy_clients(2)
        status, retry_after, body = srv.post()  # a third client while both connections are busy
        assert (status, retry_after) == (503, "1") and b"Retry in a second" in body, body
        srv.release.set()
        for t in busy:
            t.join(10)
        assert [a[0] for a in answered] == [200, 200]  # the busy ones were never touched
        assert srv.post()[0] == 200  # and once they are done, the next client is served


def test_past_the_in_flight_limit_a_client_gets_a_503_that_says_when_to_retry():
    # uvicorn's own limit_concurrency answers a bare 503 without Retry-After; the plugin and the
    # hook CLI pause for what Retry-After asks, so every busy 503 the engine sends must carry it.
    with _BusyServer(limit_concurrency=2) as srv:
        busy, answered = srv.busy_clients(1)
        status, retry_after, body = srv.post()  # the limit counts connections too: this is the second
        assert (status, retry_after) == (503, "1") and b"Retry in a second" in body, body
        srv.release.set()
        for t in busy:
            t.join(10)
        assert [a[0] for a in answered] == [200]
        assert srv.post()[0] == 200
