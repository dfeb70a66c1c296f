"""Hostile environment: a foreign HTTP server on the port (never killed, clearly reported),
a stale pid file naming an unrelated live process (never killed), a hung (SIGSTOP) or slow
engine (the hook turn still ends within its budget), a read-only or full data directory
(clear error, nothing partial), and requests from a non-loopback origin or without the
token in token mode (refused). No traffic ever leaves loopback."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request

import pytest
from reliability_helpers import (
    PYTHON,
    ROOT,
    ToolCallError,
    clean_env,
    file_sha256,
    free_port,
    integrity,
    lineage_problems,
    node_available,
    open_readonly,
    text_of,
)

pytestmark = pytest.mark.reliability

NODE = node_available()
CLI = os.path.join(ROOT, "bin", "flymemory.mjs")
HOOK_BUDGET = 2.5


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat") as f:
        return f.read().rsplit(")", 1)[1].split()[0] != "Z"


def cli(*args: str, env: dict[str, str] | None = None, timeout: float = 90) -> subprocess.CompletedProcess:
    assert NODE, "node is required for the plugin's hostile-environment cases"
    return subprocess.run([NODE, CLI, *args], capture_output=True, text=True, timeout=timeout,
                          env=env or clean_env(FLYMEMORY_EMBEDDER="none"))


def python_hook(url: str, prompt: str, budget: float = HOOK_BUDGET, token: str | None = None):
    # A fresh spool dir per run: a prompt one test's broken engine spooled is never replayed into another's.
    env = clean_env(FLYMEMORY_DATA_DIR=tempfile.mkdtemp(prefix="flymemory-hook-spool-"),
                    **({"FLYMEMORY_TOKEN": token} if token else {}))
    started = time.monotonic()
    done = subprocess.run([PYTHON, "-m", "flymemory.hooks", "prompt", "--url", url, "--budget", str(budget)],
                          input=json.dumps({"prompt": prompt, "session_id": "s", "cwd": "/w"}),
                          capture_output=True, text=True, timeout=60, env=env)
    return done, time.monotonic() - started


@pytest.fixture
def foreign_server(tmp_path):
    """Somebody else's web server on a loopback port (python's http.server)."""
    port = free_port()
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "health").write_text("I am not FlyMemory\n")
    proc = subprocess.Popen([PYTHON, "-m", "http.server", str(port), "--bind", "127.0.0.1"],
                            cwd=tmp_path / "site", stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 20
    while True:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=2).read()
            break
        except OSError:
            assert time.monotonic() < deadline
            time.sleep(0.05)
    yield proc, port
    proc.kill()
    proc.wait(10)


def still_serving(port: int) -> bool:
    return b"not FlyMemory" in urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5).read()


def test_a_foreign_server_on_the_port_is_reported_and_never_killed(tmp_path, foreign_server, engines, figures):
    proc, port = foreign_server
    # the engine itself: refuses to share the port, says which and what to do
    engine = engines(str(tmp_path / "engine"), port=port, wait=False)
    assert engine.proc.wait(60) != 0
    err = engine.proc.stderr.read()
    assert str(port) in err and "--port" in err, err
    assert alive(proc.pid) and still_serving(port)

    # the plugin's CLI: reports the foreign program and leaves it alone
    data_dir = str(tmp_path / "plugin")
    started = cli("start", "--port", str(port), "--data-dir", data_dir, "--python", PYTHON, "--json")
    assert started.returncode == 1, started.stdout + started.stderr
    said = started.stdout + started.stderr
    assert "not FlyMemory" in said or "foreign" in said, said
    assert alive(proc.pid) and still_serving(port)

    # even a pid file that really names the foreign process is not acted on: the port answers as not-ours
    with open(f"/proc/{proc.pid}/stat") as f:
        start_time = f.read().rsplit(")", 1)[1].split()[19]
    with open(f"/proc/{proc.pid}/cmdline") as f:
        cmdline = " ".join(p for p in f.read().split("\0") if p)
    with open(os.path.join(data_dir, "engine.pid"), "w") as f:
        json.dump({"pid": proc.pid, "port": port, "startTime": start_time, "cmdline": cmdline}, f)
    stopped = cli("stop", "--port", str(port), "--data-dir", data_dir, "--json")
    assert stopped.returncode == 1, stopped.stdout
    assert alive(proc.pid) and still_serving(port)

    # the hook: fails open, silently, within budget
    done, seconds = python_hook(f"http://127.0.0.1:{port}/mcp", "What port does the API use?")
    assert done.returncode == 0 and done.stdout == ""
    assert seconds < HOOK_BUDGET + 2
    figures.update({"engine_exit": engine.proc.returncode, "cli_start_exit": started.returncode,
                    "cli_stop_exit": stopped.returncode, "foreign_server_alive": True,
                    "hook_seconds": round(seconds, 2)})


def test_a_stale_pid_file_naming_an_unrelated_live_process_never_kills_it(tmp_path, figures):
    port = free_port()
    data_dir = str(tmp_path / "plugin")
    os.makedirs(data_dir)
    bystander = subprocess.Popen(["sleep", "600"])
    launched_pid = None
    try:
        records = {
            "reused pid (start time differs)": {"pid": bystander.pid, "port": port, "startTime": "1",
                                                "cmdline": f"{PYTHON} -m flymemory --port {port}"},
            "no identity recorded": {"pid": bystander.pid, "port": port},
        }
        outcomes = {}
        for label, record in records.items():
            with open(os.path.join(data_dir, "engine.pid"), "w") as f:
                json.dump(record, f)
            stopped = cli("stop", "--port", str(port), "--data-dir", data_dir, "--json")
            assert stopped.returncode == 1, f"{label}: {stopped.stdout}"
            assert alive(bystander.pid), f"{label}: the unrelated process was killed"
            outcomes[label] = json.loads(stopped.stdout).get("detail", stopped.stdout)[:160]

        # with the stale file still around, start launches a real engine and stop ends exactly that one
        with open(os.path.join(data_dir, "engine.pid"), "w") as f:
            json.dump(records["reused pid (start time differs)"], f)
        started = cli("start", "--port", str(port), "--data-dir", data_dir, "--python", PYTHON, "--json")
        assert started.returncode == 0, started.stdout + started.stderr
        launched_pid = json.loads(urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=5).read())["pid"]
        assert launched_pid != bystander.pid
        stopped = cli("stop", "--port", str(port), "--data-dir", data_dir, "--json")
        assert stopped.returncode == 0, stopped.stdout
        deadline = time.monotonic() + 20
        while alive(launched_pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not alive(launched_pid)
        assert alive(bystander.pid)
        figures.update({"stop_outcomes": outcomes, "bystander_alive": True, "launched_engine_stopped": True})
    finally:
        if launched_pid and alive(launched_pid):
            os.kill(launched_pid, signal.SIGKILL)
        bystander.kill()
        bystander.wait(10)


def _seed(engine) -> None:
    engine.ok("flymemory_remember", {"text": "The API server listens on port 8443 behind the gateway.",
                                     "workspace": "/w"})


def test_a_hung_engine_never_holds_the_turn_past_the_hook_budget(tmp_path, engines, figures):
    engine = engines(str(tmp_path / "store"))
    _seed(engine)
    os.kill(engine.proc.pid, signal.SIGSTOP)
    try:
        done, py_seconds = python_hook(engine.base + "/mcp", "Which port does the API server listen on?")
        assert done.returncode == 0 and done.stdout == "", done.stdout
        assert py_seconds < HOOK_BUDGET + 2, py_seconds
        node_seconds = None
        if NODE:
            started = time.monotonic()
            hooked = subprocess.run([NODE, CLI, "hook", "prompt", "--port", str(engine.port), "--data-dir",
                                     str(tmp_path / "plugin")],
                                    input=json.dumps({"prompt": "Which port does the API use?", "cwd": "/w"}),
                                    capture_output=True, text=True, timeout=60,
                                    env=clean_env(FLYMEMORY_HOOK_TIMEOUT_MS=str(int(HOOK_BUDGET * 1000))))
            node_seconds = time.monotonic() - started
            assert hooked.returncode == 0 and hooked.stdout == ""
            assert node_seconds < HOOK_BUDGET + 3, node_seconds
    finally:
        os.kill(engine.proc.pid, signal.SIGCONT)
    assert engine.health()["ready"]  # it wakes up intact
    assert integrity(engine.store_path) == "ok"
    figures.update({"budget_seconds": HOOK_BUDGET, "python_hook_seconds": round(py_seconds, 2),
                    "node_hook_seconds": node_seconds and round(node_seconds, 2)})


class DelayProxy(threading.Thread):
    """A loopback TCP proxy that holds every request for `delay` seconds: a slow engine."""

    def __init__(self, target_port: int, delay: float) -> None:
        super().__init__(daemon=True)
        self.target, self.delay = target_port, delay
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]

    def run(self) -> None:
        with contextlib.suppress(OSError):
            while True:
                client, _ = self.server.accept()
                threading.Thread(target=self.pipe, args=(client,), daemon=True).start()

    def pipe(self, client: socket.socket) -> None:
        with contextlib.suppress(OSError), client, socket.create_connection(("127.0.0.1", self.target)) as up:
            time.sleep(self.delay)

            def pump(a: socket.socket, b: socket.socket) -> None:
                with contextlib.suppress(OSError):
                    while data := a.recv(65536):
                        b.sendall(data)
                with contextlib.suppress(OSError):
                    b.shutdown(socket.SHUT_WR)

            t = threading.Thread(target=pump, args=(up, client), daemon=True)
            t.start()
            pump(client, up)
            t.join(30)

    def close(self) -> None:
        self.server.close()


def test_a_slow_engine_still_ends_the_turn_within_the_hook_budget(tmp_path, engines, figures):
    engine = engines(str(tmp_path / "store"))
    _seed(engine)
    results = {}
    for delay in (0.3, HOOK_BUDGET + 2):
        proxy = DelayProxy(engine.port, delay)
        proxy.start()
        try:
            done, seconds = python_hook(f"http://127.0.0.1:{proxy.port}/mcp", "Which port does the API server use?")
        finally:
            proxy.close()
        assert done.returncode == 0
        assert seconds < HOOK_BUDGET + 2, (delay, seconds)
        results[f"delay {delay}s"] = {"seconds": round(seconds, 2), "injected": "8443" in done.stdout}
    assert results["delay 0.3s"]["injected"], "a slightly slow engine should still answer within budget"
    assert not results[f"delay {HOOK_BUDGET + 2}s"]["injected"]
    figures.update({"budget_seconds": HOOK_BUDGET, **results})


# -- read-only and full data directories ---------------------------------------------


@contextlib.contextmanager
def tmpfs(path: str, size: str):
    """A tiny filesystem of its own (root can mount tmpfs here); None when mounting is not permitted."""
    os.makedirs(path, exist_ok=True)
    ok = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", path], capture_output=True)
    if ok.returncode != 0:
        yield None
        return
    try:
        yield path
    finally:
        subprocess.run(["umount", "-l", path], capture_output=True)


def _demote() -> None:
    """Fallback when tmpfs cannot be mounted: run the engine as `nobody`, whom permissions bind."""
    os.setgid(65534)
    os.setuid(65534)


def test_a_read_only_data_directory_is_a_clear_error_and_the_store_is_untouched(tmp_path, engines, figures):
    with tmpfs(str(tmp_path / "ro"), "64m") as mounted:
        data_dir = os.path.join(mounted or str(tmp_path / "ro"), "store")
        engine = engines(data_dir)
        _seed(engine)
        assert engine.stop() == 0
        before = {n: file_sha256(os.path.join(data_dir, n)) for n in sorted(os.listdir(data_dir))
                  if os.path.isfile(os.path.join(data_dir, n))}
        if mounted:
            assert subprocess.run(["mount", "-o", "remount,ro", mounted]).returncode == 0
            method, preexec = "tmpfs remounted read-only", None
        else:
            os.chmod(data_dir, 0o555)
            for n in before:
                os.chmod(os.path.join(data_dir, n), 0o444)
            # permissions bind everyone but root: a root run without mount rights demotes the engine
            method, preexec = ("chmod 0555/0444" + (" with the engine run as nobody" if os.geteuid() == 0 else ""),
                               _demote if os.geteuid() == 0 else None)
            if preexec is not None:
                try:
                    runs = subprocess.run([PYTHON, "-c", "import flymemory"], preexec_fn=preexec,
                                          capture_output=True).returncode == 0
                except OSError:  # nobody may not even execute the interpreter
                    runs = False
                assert runs, (
                    "this case needs a read-only data dir: run as root with mount rights (tmpfs), as a non-root "
                    f"user, or with {PYTHON} readable by `nobody`")
        engine = engines(data_dir, wait=False, preexec_fn=preexec)
        try:
            code = engine.proc.wait(60)
        except subprocess.TimeoutExpired:
            code = None
        err = engine.proc.stderr.read() if code is not None else ""
        if code is None:  # it chose to serve: then every write must be refused clearly
            result = engine.call("flymemory_remember", {"text": "A write to a read-only store."})
            assert result["isError"] and "read" in text_of(result).lower(), text_of(result)
            engine.kill()
        else:
            assert code != 0
            assert "Traceback" not in err, f"a traceback instead of a clear error:\n{err[-1500:]}"
            assert "read-only" in err.lower() or "permission" in err.lower() or "not writable" in err.lower(), err
        after = {n: file_sha256(os.path.join(data_dir, n)) for n in before}
        assert after == before, "the store changed"
        if mounted:
            subprocess.run(["mount", "-o", "remount,rw", mounted])
    figures.update({"method": method, "engine_exit": code, "message": err.strip().splitlines()[-1][:200] if err else
                    "served read-only", "store_files_unchanged": True})


def test_a_full_disk_is_a_clear_error_and_leaves_nothing_partial(tmp_path, engines, figures):
    with tmpfs(str(tmp_path / "small"), "3m") as mounted:
        method = "tmpfs of 3 MiB"
        preexec = None
        if not mounted:
            import resource

            method = "RLIMIT_FSIZE of 3 MiB in the engine process"

            def preexec() -> None:
                resource.setrlimit(resource.RLIMIT_FSIZE, (3 << 20, 3 << 20))
        data_dir = os.path.join(mounted or str(tmp_path / "small"), "store")
        engine = engines(data_dir, preexec_fn=preexec)
        acked: dict[int, str] = {}
        full_errors = []
        n = 0
        while len(full_errors) < 3 and n < 2000:
            n += 1
            text = f"Disk filler {n}: " + " ".join(f"w{n}x{i}" for i in range(900)) + "."  # under MAX_TEXT
            try:
                result = engine.call("flymemory_remember", {"text": text})
            except ToolCallError as exc:
                pytest.fail(f"a full disk broke the protocol instead of returning a tool error: {exc}")
            if result["isError"]:
                full_errors.append(text_of(result))
            else:  # a long text is stored as several sentence-sized entries
                for o in result["structuredContent"]["outcomes"]:
                    acked[o["id"]] = o["text"] if "text" in o else None
        assert full_errors, "the disk never filled"
        assert engine.proc.poll() is None, "the engine died on a full disk"
        assert all("full" in e.lower() or "space" in e.lower() for e in full_errors), full_errors[0]
        assert engine.health()["ready"]
        # reads still work on a full disk
        assert not engine.call("flymemory_recall", {"query": "Disk filler", "scope": "all"})["isError"]
        db = open_readonly(engine.store_path)
        try:
            rows = dict(db.execute("SELECT id, text FROM entries").fetchall())
            assert all(i in rows for i in acked), "an acknowledged write is missing"
            partial = sorted(set(rows) - set(acked))
            assert not partial, f"refused writes left {len(partial)} rows behind (e.g. #{partial[0]})"
            assert not lineage_problems(db)
        finally:
            db.close()
        if mounted:  # room again: the same engine accepts writes without a restart
            subprocess.run(["mount", "-o", "remount,size=64m", mounted], check=True)
            engine.ok("flymemory_remember", {"text": "Space is back and writes work again."})
        assert engine.stop() == 0
        assert integrity(os.path.join(data_dir, "flymemory.db")) == "ok"
    figures.update({"method": method, "writes_acknowledged": len(acked), "writes_refused": len(full_errors),
                    "error": full_errors[0][:200], "partial_rows": 0})


# -- who may talk to the engine ------------------------------------------------------


def _status(url: str, headers: dict[str, str], data: bytes | None = None) -> int:
    req = urllib.request.Request(url, data=data, headers={"content-type": "application/json",
                                                          "accept": "application/json, text/event-stream",
                                                          **headers})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status
    except urllib.error.HTTPError as exc:
        return exc.code


STATS = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                    "params": {"name": "flymemory_stats", "arguments": {}}}).encode()


def test_requests_from_a_non_loopback_origin_are_refused(tmp_path, engines, figures):
    engine = engines(str(tmp_path / "store"))
    mcp, health = engine.base + "/mcp", engine.base + "/health"
    seen = {
        # uvicorn trusts X-Forwarded-For from loopback, so this is how a remote client looks to the guard
        "remote client (forwarded 203.0.113.9)": _status(mcp, {"X-Forwarded-For": "203.0.113.9"}, STATS),
        "remote client on /health": _status(health, {"X-Forwarded-For": "203.0.113.9"}),
        # a web page that rebinds its DNS name to 127.0.0.1 sends its own Host and Origin
        "rebinding Host on /mcp": _status(mcp, {"Host": "evil.example.com"}, STATS),
        "rebinding Origin on /mcp": _status(mcp, {"Origin": "http://evil.example.com"}, STATS),
        "rebinding Host on /health": _status(health, {"Host": f"evil.example.com:{engine.port}"}),
    }
    refused = {k: v for k, v in seen.items() if v in (401, 403, 421)}
    assert refused == seen, f"served a non-loopback origin: {seen}"
    assert engine.proc.poll() is None
    # another loopback address (127.0.0.2) is still loopback: served, as is a loopback Origin
    conn = socket.create_connection(("127.0.0.1", engine.port), source_address=("127.0.0.2", 0))
    conn.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    reply = b""
    while chunk := conn.recv(65536):
        reply += chunk
    conn.close()
    assert reply.startswith(b"HTTP/1.1 200"), reply[:200]
    assert _status(mcp, {"Origin": f"http://127.0.0.1:{engine.port}"}, STATS) == 200
    bound = engines(str(tmp_path / "second"), host="127.0.0.2")
    assert bound.health()["ready"]
    figures.update({"refused": seen, "served_from_127.0.0.2": True, "bound_to_127.0.0.2": True})


def test_token_mode_refuses_every_request_without_the_token(tmp_path, engines, figures):
    token = "reliability-" + os.urandom(12).hex()
    engine = engines(str(tmp_path / "store"), token=token)
    mcp, health = engine.base + "/mcp", engine.base + "/health"
    seen = {
        "no token /mcp": _status(mcp, {}, STATS),
        "no token /health": _status(health, {}),
        "wrong token": _status(mcp, {"Authorization": "Bearer nope"}, STATS),
        "token as query": _status(mcp + f"?token={token}", {}, STATS),
        "basic scheme": _status(mcp, {"Authorization": f"Basic {token}"}, STATS),
        "token prefix": _status(mcp, {"Authorization": f"Bearer {token[:-1]}"}, STATS),
    }
    assert set(seen.values()) == {401}, seen
    assert _status(mcp, {"Authorization": f"Bearer {token}"}, STATS) == 200
    # the hook without the token stores nothing; with it, it captures the prompt
    done, _ = python_hook(mcp, "Token mode test prompt about the gateway.")
    assert done.returncode == 0 and done.stdout == ""
    assert engine.health()["entries"] == 0
    done, _ = python_hook(mcp, "Token mode test prompt about the gateway.", token=token)
    assert done.returncode == 0
    assert engine.health()["entries"] == 1
    figures.update({"refused": seen, "with_token": 200, "hook_without_token_stored": 0})
