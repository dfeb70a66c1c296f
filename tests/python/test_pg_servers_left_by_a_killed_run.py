"""A test run killed by a signal (a timeout's SIGKILL) skips its teardown and leaves its PostgreSQL
server running with about 1 GB of files. The next test server started stops and removes it; a server
whose run is alive is left alone."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pg_server
import pytest
from pg_server import PgServer, _alive

_HERE = os.path.dirname(__file__)

# A run that starts a server, says where, and waits to be killed.
_RUN = f"""
import sys, time
sys.path.insert(0, {_HERE!r})
from pg_server import PgServer
server = PgServer()
print(server.root, flush=True)
time.sleep(600)
"""


def _postmaster(root: str) -> int:
    return int(Path(root, "pgdata", "postmaster.pid").read_text().split("\n", 1)[0])


def _start_a_run() -> tuple[subprocess.Popen, str]:
    run = subprocess.Popen([sys.executable, "-c", _RUN], stdout=subprocess.PIPE, text=True)
    root = run.stdout.readline().strip()
    assert root and Path(root, "pgdata", "postmaster.pid").exists(), "the run's server did not start"
    return run, root


def test_the_server_of_a_killed_run_is_stopped_and_removed_by_the_next_one():
    run, root = _start_a_run()
    postmaster = _postmaster(root)
    run.kill()
    run.wait()
    assert _alive(postmaster), "a killed run's server outlives it (what this clean-up is for)"

    server = PgServer()
    try:
        deadline = time.monotonic() + 10
        while _alive(postmaster) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not _alive(postmaster)
        assert not os.path.exists(root)
    finally:
        server.remove()


def test_the_server_of_a_live_run_is_left_alone():
    run, root = _start_a_run()
    try:
        assert root not in map(str, pg_server.reap_orphans())
        assert _alive(_postmaster(root)) and os.path.exists(root)
    finally:
        run.kill()
        run.wait()
        pg_server.reap_orphans()
    assert not os.path.exists(root)


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="a process's state is read from /proc")
def test_a_run_that_has_exited_but_not_been_reaped_counts_as_gone():
    # A zombie still answers signal 0: a run whose parent has not waited for it yet owns nothing any more.
    exited = subprocess.Popen([sys.executable, "-c", "pass"])
    deadline = time.monotonic() + 10
    while Path(f"/proc/{exited.pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z":
        assert time.monotonic() < deadline, "the child did not exit"
        time.sleep(0.05)
    try:
        assert not _alive(exited.pid)
    finally:
        exited.wait()
