"""PostgreSQL backend (psycopg 3 + pgvector): many engines, on as many machines,
share one database. No lock file: write transactions are serialized across
engines by one advisory lock (the same one-writer-at-a-time semantics as SQLite's
BEGIN IMMEDIATE, so every check-then-write of the state machine stays exact), and
reads run concurrently. The dense channel is a pgvector HNSW index searched with
the scope in the WHERE clause and iterative index scans, so a selective filter
does not starve the top-k; the lexical channel is a tsvector of the shared
tokenizer's terms.

A database that cannot be reached does not stop the engine: each call raises
StoreUnavailableError naming the server, and the next call connects again."""

from __future__ import annotations

import functools
import json
import logging
import math
import threading
import time
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any
from urllib.parse import urlsplit

import numpy as np

from flymemory import lexical
from flymemory.model import Entry, Scope
from flymemory.provenance import indexed
from flymemory.store import sql
from flymemory.store.base import SchemaTooNewError, Store, StoreError, StoreUnavailableError, VectorIndex
from flymemory.store.pg_migrations import LATEST_VERSION, MIGRATIONS, REBUILDS_LEXICAL
from flymemory.store.sql import COUNTABLE, ENTRY_COLUMNS, EXPORTED_TABLES, ORDERS, POSTGRES, WRITABLE

log = logging.getLogger("flymemory.store")

# Advisory lock keys (arbitrary constants, FlyMemory's own): the writer lock every
# write transaction holds, and the lock engines take while migrating.
_WRITER_LOCK = 0x466C794D656D01
_MIGRATE_LOCK = 0x466C794D656D02
# Below this many vectors of an embedder, an exact scan is as fast as the HNSW index and exact.
EXACT_SCAN_BELOW = 2_000
# A scope admitting at most this many rows, found through an index, is scanned exactly
# (see vector_search): at 100k rows an exact scan of a 10 % workspace (10,000 rows) took
# 15-40 ms for recall@10 1.0, the HNSW iterative scan 16-38 ms for 0.81-0.88.
EXACT_SCAN_ROWS = 20_000
# How the HNSW graph is built and searched, measured on 1M clustered vectors (queries 0-99 of
# bench_backends' 1M run; docs/BENCHMARKS.md has the held-out half). Built with
# ef_construction 64 (pgvector's default) the graph never passed recall@10 0.96 against
# an exact scan (0.82 / 0.95 / 0.96 at ef_search 100 / 400 / 1,000, for 5.4 / 7.7 /
# 27.7 ms of server CPU a query); built with 128 (846 s instead of 462 s for 1M rows) it
# gives 0.97 / 0.99 / 1.00 at ef_search 100 / 200 / 300, for 4-6 ms. A filter needs no
# more candidates: the iterative scan reads on until the filtered top-k is full (a 10 %
# filter: 0.99 at 200).
HNSW_EF_CONSTRUCTION = 128
HNSW_EF_SEARCH = 200
HNSW_MAX_SCAN_TUPLES = 40_000
_DF_CACHE_SECONDS = 120.0  # document frequencies only prune and weight query terms: a little staleness is fine
_OUR_TABLES = {"flymemory_meta", "entries", "edges", "history", "graph_nodes", "graph_edges", "graph_support"}


def scope_predicate(scope: Scope, alias: str = "e") -> tuple[str, list[Any]]:
    return sql.scope_predicate(scope, alias, POSTGRES)


_HISTORY_COLUMNS = ("id", "entry_id", "op", "before", "after", "app", "at")


def _history_row(row: Sequence[Any]) -> dict[str, Any]:
    return dict(zip(_HISTORY_COLUMNS, row, strict=True))


def _edge(row: Sequence[Any]) -> dict[str, Any]:
    return {"src": int(row[0]), "dst": int(row[1]), "kind": row[2], "created_at": row[3], "note": row[4]}


def redacted(dsn: str) -> str:
    """The DSN without its password, for messages and logs."""
    try:
        parts = urlsplit(dsn)
    except ValueError:
        return "postgresql://..."
    host = parts.hostname or "localhost"
    netloc = f"{parts.username + '@' if parts.username else ''}{host}{':' + str(parts.port) if parts.port else ''}"
    return f"{parts.scheme}://{netloc}{parts.path}" + (f"?{parts.query}" if parts.query and
                                                         "password" not in parts.query else "")


def cache_advice(shared_buffers: int, index_bytes: int) -> str | None:
    """What to tell the operator when the server's buffer cache cannot hold the HNSW index
    (None when it can). Measured at 1M entries: recall p50 36 ms with the default 128 MB,
    11 ms with 4 GB (docs/BENCHMARKS.md)."""
    if index_bytes <= shared_buffers:
        return None
    return (f"PostgreSQL's shared_buffers ({shared_buffers / 2**20:,.0f} MB) is smaller than FlyMemory's HNSW "
            f"index ({index_bytes / 2**20:,.0f} MB), so every dense recall copies graph pages in from the OS "
            "cache (at 1M entries: recall p50 36 ms instead of 11 ms). Give the server at least the index "
            "plus the hot part of the entries table, e.g. ALTER SYSTEM SET shared_buffers = '4GB'; and restart "
            "PostgreSQL (README, 'A team on PostgreSQL').")


def _quote_lexeme(term: str) -> str:
    return "'" + term.replace("\\", "\\\\").replace("'", "''") + "'"


def term_positions(text: str) -> dict[str, list[int]]:
    """The tokenizer's terms of `text` with their positions, as a tsvector holds them."""
    positions: dict[str, list[int]] = {}
    for pos, term in lexical.index_terms(text):
        if len(term.encode()) < 2000:
            at = positions.setdefault(term, [])
            if len(at) < 32:
                at.append(min(pos, 16383))
    return positions


def tsvector_literal(text: str | dict[str, list[int]]) -> str:
    """The tokenizer's terms of `text` as a tsvector literal, with positions (term
    frequency counts in ranking). PostgreSQL's own parser never sees the text."""
    positions = term_positions(text) if isinstance(text, str) else text
    return " ".join(f"{_quote_lexeme(t)}:{','.join(map(str, p))}" for t, p in positions.items())


def _rebuild_lexical(conn: Any, batch: int = 1000) -> None:
    """Recompute every entry's lexical tsvector from its text and context with the current
    tokenizer (a migration step in REBUILDS_LEXICAL), in id order, a batch at a time. An erased
    entry's empty tsvector stays empty."""
    last = 0
    while True:
        rows = conn.execute("SELECT id, text, context FROM entries WHERE id > %s AND lexical <> ''::tsvector "
                            "ORDER BY id LIMIT %s", (last, batch)).fetchall()
        if not rows:
            return
        with conn.cursor() as cur:
            cur.executemany("UPDATE entries SET lexical = %s::tsvector WHERE id = %s",
                            [(tsvector_literal(indexed(text, context or "")), entry_id)
                             for entry_id, text, context in rows])
        last = int(rows[-1][0])


def _entry(row: Sequence[Any]) -> Entry:
    d = dict(zip(ENTRY_COLUMNS, row, strict=True))
    d["tags"] = list(d["tags"] or [])
    return Entry(**d)


class PostgresStore(Store):
    def __init__(self, dsn: str, connect_timeout: float = 5.0) -> None:
        self.dsn = dsn
        self.path = redacted(dsn)
        self._timeout = connect_timeout
        self._lock = threading.RLock()
        self._depth = 0
        self._conn: Any = None
        self._prepared = False
        self._df: dict[str, tuple[float, int]] = {}
        self._stats: tuple[float, tuple[dict[str, float], float, float] | None] | None = None
        self._rowcount: tuple[float, float] | None = None
        self._estimates: dict[tuple[str, tuple[str, ...]], tuple[float, float]] = {}
        self._vector_counts: dict[str, tuple[float, int]] = {}  # embedder -> (when counted, count)
        self._hnsw_dims: set[int] = set()  # vector widths known to have their HNSW index
        self._vectors_written = 0
        self._cache_checked = False  # the shared_buffers advice is given once per engine
        try:
            self._connection()
        except StoreUnavailableError as exc:
            # Unreachable now is not fatal: the engine stays up and every call retries.
            log.warning("%s", exc)

    # -- connection --------------------------------------------------------
    def _connection(self) -> Any:
        import psycopg

        if self._conn is not None and not self._conn.closed:
            return self._conn
        try:
            conn = psycopg.connect(self.dsn, autocommit=True, connect_timeout=max(1, int(self._timeout)),
                                   application_name="flymemory")
        except psycopg.OperationalError as exc:
            message = str(exc).strip().splitlines()[-1] if str(exc).strip() else type(exc).__name__
            if "password" in message or "authentication" in message:
                raise StoreError(f"PostgreSQL at {self.path} refused the login ({message}). Check the user "
                                 "and password in --store / FLYMEMORY_STORE.") from None
            if "does not exist" in message and "database" in message:
                raise StoreError(f"PostgreSQL at {self.path}: {message}. Create it first "
                                 "(createdb) or name an existing database in --store.") from None
            raise StoreUnavailableError(
                f"the PostgreSQL server at {self.path} cannot be reached ({message}). The engine keeps "
                "running and connects again on the next call; start the server or fix --store."
            ) from None
        try:
            if not self._prepared:
                self._prepare(conn)
            from pgvector.psycopg import register_vector

            register_vector(conn)
            conn.execute(f"SET hnsw.ef_search = {HNSW_EF_SEARCH}")
            # pgvector 0.8: keep scanning the graph until the filtered top-k is full.
            conn.execute("SET hnsw.iterative_scan = relaxed_order")
            conn.execute(f"SET hnsw.max_scan_tuples = {HNSW_MAX_SCAN_TUPLES}")
        except BaseException:
            conn.close()
            raise
        self._prepared = True
        self._conn = conn
        if not self._cache_checked:
            self._check_cache(conn)
        return conn

    def _check_cache(self, conn: Any) -> None:
        """Warn (once) when the server's shared_buffers cannot hold the HNSW index, and
        name an index built with a weaker graph than HNSW_EF_CONSTRUCTION."""
        try:
            sizes = conn.execute(
                "SELECT pg_size_bytes(current_setting('shared_buffers')), c.relname, pg_relation_size(c.oid), "
                "coalesce(c.reloptions, '{}') FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                "WHERE n.nspname = current_schema() AND c.relkind = 'i' AND c.relname LIKE 'entries\\_hnsw\\_%'"
            ).fetchall()
        except Exception:  # noqa: BLE001 - advice only: never a reason to fail a call
            return
        if not sizes:
            return  # no index yet: checked again after it is built
        self._cache_checked = True
        advice = cache_advice(int(sizes[0][0]), sum(int(r[2]) for r in sizes))
        if advice:
            log.warning("%s", advice)
        for _, name, _, options in sizes:
            if f"ef_construction={HNSW_EF_CONSTRUCTION}" not in options:
                log.warning("the HNSW index %s was built with %s, not ef_construction %d (recall@10 under 0.96 "
                            "at 1M rows): rebuild it, engines keep serving meanwhile: ALTER INDEX %s SET "
                            "(ef_construction = %d); REINDEX INDEX CONCURRENTLY %s;", name,
                            ", ".join(options) or "pgvector's defaults", HNSW_EF_CONSTRUCTION, name,
                            HNSW_EF_CONSTRUCTION, name)

    def _lost(self, exc: Exception) -> StoreUnavailableError:
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                conn.close()
            except Exception:  # noqa: BLE001 - it is already broken
                pass
        return StoreUnavailableError(
            f"lost the connection to PostgreSQL at {self.path} ({str(exc).strip() or type(exc).__name__}); "
            "this call changed nothing that was not acknowledged. The engine keeps running and "
            "connects again on the next call."
        )

    def _prepare(self, conn: Any) -> None:
        """Refuse a foreign or newer database, then migrate one transaction per step."""
        conn.execute("SELECT pg_advisory_lock(%s)", (_MIGRATE_LOCK,))
        try:
            tables = {r[0] for r in conn.execute(
                "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()").fetchall()}
            if "flymemory_meta" not in tables and tables:
                raise StoreError(
                    f"the database at {self.path} is not a FlyMemory store (it has tables: "
                    f"{', '.join(sorted(tables)[:5])}). FlyMemory will not modify it: create an empty "
                    "database for FlyMemory (createdb flymemory) and name it in --store.")
            current = 0
            if tables:
                row = conn.execute("SELECT value FROM flymemory_meta WHERE key = 'schema_version'").fetchone()
                current = int(row[0]) if row else 0
            if current > LATEST_VERSION:
                raise SchemaTooNewError(
                    f"the store at {self.path} has schema version {current}, newer than this engine "
                    f"understands ({LATEST_VERSION}). Upgrade FlyMemory; the store was not modified.")
            for version, script in MIGRATIONS:
                if version <= current:
                    continue
                with conn.transaction():
                    if version == 1:
                        conn.execute("CREATE TABLE flymemory_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
                        conn.execute("INSERT INTO flymemory_meta VALUES ('format', 'flymemory'), "
                                     "('schema_version', '0')")
                        # The committed change counter every engine's caches key on.
                        conn.execute("CREATE SEQUENCE flymemory_changes")
                    conn.execute(script)
                    if version in REBUILDS_LEXICAL:
                        _rebuild_lexical(conn)
                    conn.execute("UPDATE flymemory_meta SET value = %s WHERE key = 'schema_version'",
                                 (str(version),))
        except StoreError:
            raise
        except Exception as exc:
            raise StoreError(f"cannot prepare the FlyMemory schema in {self.path}: {exc}. Nothing was "
                             "changed by the step that failed; fix the cause (the vector extension "
                             "must be installable: CREATE EXTENSION vector) and start again.") from exc
        finally:
            if not conn.closed:
                conn.execute("SELECT pg_advisory_unlock(%s)", (_MIGRATE_LOCK,))

    def _call(self, sql_text: str, params: Sequence[Any] = (), *, fetch: str = "all") -> Any:
        """Run one statement under the lock; a broken connection becomes StoreUnavailableError."""
        import psycopg

        with self._lock:
            conn = self._connection()
            try:
                cur = conn.execute(sql_text, params)
                if fetch == "all":
                    return cur.fetchall()
                if fetch == "one":
                    return cur.fetchone()
                return cur.rowcount
            except psycopg.OperationalError as exc:
                if not conn.broken:  # a deadlock or a cancelled statement: the server is there
                    raise StoreError(f"PostgreSQL refused a statement ({str(exc).strip()}); nothing of this "
                                     "call was kept. Try again.") from exc
                if self._depth:
                    self._depth = -self._depth  # the transaction is gone: its context rolls back nothing
                raise self._lost(exc) from None
            except psycopg.Error as exc:
                raise StoreError(f"PostgreSQL rejected a statement: {str(exc).strip()}") from exc

    def _rows(self, sql_text: str, params: Sequence[Any] = ()) -> list[Any]:
        return self._call(sql_text, params, fetch="all")

    def _run(self, sql_text: str, params: Sequence[Any] = ()) -> int:
        with self.transaction():
            return int(self._call(sql_text, params, fetch="count"))

    # -- lifecycle -------------------------------------------------------
    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def schema_version(self) -> int:
        return int(self._rows("SELECT value FROM flymemory_meta WHERE key = 'schema_version'")[0][0])

    @contextmanager
    def transaction(self) -> Iterator[None]:
        import psycopg

        with self._lock:
            if self._depth > 0:
                self._depth += 1
                try:
                    yield
                finally:
                    self._depth -= 1
                return
            self._depth = 0
            self._call("BEGIN", fetch="none")
            self._depth = 1
            try:
                self._call("SELECT pg_advisory_xact_lock(%s)", (_WRITER_LOCK,), fetch="none")
                yield
            except BaseException:
                lost = self._depth < 0
                self._depth = 0
                if not lost and self._conn is not None:
                    try:
                        self._conn.execute("ROLLBACK")
                    except psycopg.Error:
                        self._lost(RuntimeError("rollback failed"))
                raise
            self._depth = 0
            try:
                self._conn.execute("COMMIT")
            except psycopg.IntegrityError as exc:
                raise StoreError(f"the write broke a store rule and was rolled back: {str(exc).strip()}") from exc
            except psycopg.OperationalError as exc:
                raise self._lost(exc) from None
            self._bump()

    def _bump(self) -> None:
        """After a commit: move the shared change counter, so every engine's caches see it."""
        try:
            self._conn.execute("SELECT nextval('flymemory_changes')")
        except Exception:  # noqa: BLE001 - the commit stands; the next write moves the counter
            log.warning("committed, but could not move the change counter on %s", self.path)

    def transaction_depth(self) -> int:
        with self._lock:
            return max(self._depth, 0)

    def generation(self) -> int:
        row = self._call("SELECT last_value, is_called FROM flymemory_changes", fetch="one")
        return int(row[0]) if row[1] else 0

    # -- entries ---------------------------------------------------------
    @staticmethod
    def _param(column: str, value: Any) -> Any:
        from psycopg.types.json import Jsonb

        if column == "tags":
            return Jsonb(list(value) if not isinstance(value, str) else _json_list(value))
        if column == "user_level":
            return bool(value)
        return value

    def insert_entry(self, fields: dict[str, Any]) -> int:
        row = sql.new_entry_row(fields)
        if row.get("vector") is not None:
            row["vector"] = np.asarray(row["vector"], dtype=np.float32)
        cols = list(row)
        terms = term_positions(indexed(row["text"], row.get("context") or ""))
        with self.transaction():
            found = self._call(
                f"INSERT INTO entries ({','.join(cols)}, lexical) VALUES ({POSTGRES.marks(len(cols))}, %s::tsvector) "
                "RETURNING id", [*(self._param(c, row[c]) for c in cols), tsvector_literal(terms)], fetch="one")
        self._counted_once_more(terms)
        return int(found[0])

    def _counted_once_more(self, terms: Iterable[str]) -> None:
        """A new entry holds each of its terms once more. A write may read term counts first
        (the update classifier's neighbours), and a count cached then would call the new
        entry's own words absent for the next lookups; counting them again costs a query
        per term per sentence of a batch, so the cached counts move by one instead."""
        for term in terms:
            cached = self._df.get(term)
            if cached is not None:
                self._df[term] = (cached[0], cached[1] + 1)

    def message_entries(self, message_ids: Sequence[str]) -> dict[str, list[Entry]]:
        wanted = [m for m in dict.fromkeys(message_ids) if m]
        out: dict[str, list[Entry]] = {}
        if wanted:
            text = (f"SELECT {','.join('e.' + c for c in ENTRY_COLUMNS)} FROM entries e WHERE e.status = 'active' "
                    "AND e.message_id <> '' AND e.message_id = ANY(%s) ORDER BY e.message_id, e.seq, e.id")
            for r in self._rows(text, [wanted]):
                entry = _entry(r)
                out.setdefault(entry.message_id, []).append(entry)
        return out

    def get_entries(self, ids: Sequence[int]) -> list[Entry]:
        if not ids:
            return []
        by_id = {e.id: e for e in self.find_entries(Scope(statuses=(), ids=tuple(int(i) for i in ids)))}
        return [by_id[int(i)] for i in ids if int(i) in by_id]

    def compare_and_set(self, entry_id: int, expect: dict[str, Any], changes: dict[str, Any]) -> bool:
        bad = (set(expect) | set(changes)) - WRITABLE
        if bad:
            raise StoreError(f"unknown entry fields: {sorted(bad)}")
        sets = [f"{c} = %s" for c in changes]
        params = [self._param(c, v) for c, v in changes.items()]
        conds = ["id = %s"] + [f"{c} IS NOT DISTINCT FROM %s" for c in expect]
        with self.transaction():
            if "text" in changes:  # the lexical channel reads the sentence with its stored context
                found = self._rows("SELECT context FROM entries WHERE id = %s", [int(entry_id)])
                sets.append("lexical = %s::tsvector")
                params.append(tsvector_literal(indexed(changes["text"], (found[0][0] if found else "") or "")))
            return self._call(f"UPDATE entries SET {', '.join(sets)} WHERE {' AND '.join(conds)}",
                              [*params, int(entry_id), *(self._param(c, v) for c, v in expect.items())],
                              fetch="count") == 1

    def find_entries(self, scope: Scope, *, content_hash: str | None = None,
                     order: str = "created", limit: int | None = None) -> list[Entry]:
        where, params = scope_predicate(scope)
        if content_hash is not None:
            where += " AND e.content_hash = %s"
            params.append(content_hash)
        text = (f"SELECT {','.join('e.' + c for c in ENTRY_COLUMNS)} FROM entries e WHERE {where} "
                f"ORDER BY {ORDERS[order]}")
        if limit is not None:
            text += f" LIMIT {int(limit)}"
        return [_entry(r) for r in self._rows(text, params)]

    def count(self, scope: Scope) -> int:
        where, params = scope_predicate(scope)
        return int(self._rows(f"SELECT count(*) FROM entries e WHERE {where}", params)[0][0])

    def candidate_ids(self, scope: Scope) -> np.ndarray:
        where, params = scope_predicate(scope)
        rows = self._rows(f"SELECT e.id FROM entries e WHERE {where} ORDER BY e.id", params)
        return np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))

    def counts_by(self, column: str, scope: Scope) -> dict[str, int]:
        if column not in COUNTABLE:
            raise StoreError(f"cannot count by {column!r}; choose one of {sorted(COUNTABLE)}")
        where, params = scope_predicate(scope)
        rows = self._rows(f"SELECT e.{column}, count(*) FROM entries e WHERE {where} GROUP BY e.{column}", params)
        return {str(r[0]): int(r[1]) for r in rows}

    def touch(self, ids: Sequence[int], at: float) -> None:
        if ids:
            self._run("UPDATE entries SET last_accessed = %s, access_count = access_count + 1 WHERE id = ANY(%s)",
                      (at, [int(i) for i in ids]))

    # -- lexical channel -------------------------------------------------
    def term_document_counts(self, terms: Sequence[str], cap: int | None = None) -> dict[str, int]:
        """Entries containing each term. From the planner's statistics of the lexical
        column when ANALYZE has gathered them (no query per term: a term missing from
        the most-common list is rarer than its last entry); otherwise counted by the
        GIN index up to just past the share the retriever prunes at (a count past it
        changes nothing). Only for pruning and weighting: cached briefly. (`cap`: these counts already stop
        past the pruning share, or cost no query.)"""
        stats = self._lexeme_stats()
        if stats is not None:
            frequencies, floor, total = stats
            return {t: int(frequencies.get(t, floor) * total) for t in dict.fromkeys(terms)}
        now = time.monotonic()
        out: dict[str, int] = {}
        cap = None
        for term in dict.fromkeys(terms):
            cached = self._df.get(term)
            if cached is not None and now - cached[0] < _DF_CACHE_SECONDS:
                out[term] = cached[1]
                continue
            if cap is None:
                cap = int(max(300, 0.02 * self._estimated_rows())) + 1
            n = int(self._rows("SELECT count(*) FROM (SELECT 1 FROM entries WHERE lexical @@ %s::tsquery "
                               "LIMIT %s) s", (_quote_lexeme(term), cap))[0][0])
            if len(self._df) > 20_000:
                self._df.clear()
            self._df[term] = (now, n)
            out[term] = n
        return out

    def _lexeme_stats(self) -> tuple[dict[str, float], float, float] | None:
        """(share of rows per common lexeme, share below which every other lexeme lies, rows),
        from pg_stats, re-read at most every _DF_CACHE_SECONDS; None before the first ANALYZE."""
        now = time.monotonic()
        if self._stats is not None and now - self._stats[0] < _DF_CACHE_SECONDS:
            return self._stats[1]
        row = self._rows("SELECT most_common_elems::text::text[], most_common_elem_freqs, "
                         "(SELECT reltuples FROM pg_class WHERE oid = 'entries'::regclass) FROM pg_stats "
                         "WHERE schemaname = current_schema() AND tablename = 'entries' AND attname = 'lexical'")
        found = None
        if row and row[0][0] and float(row[0][2]) >= 1000:  # small tables: count exactly
            elems, freqs, total = row[0]
            found = (dict(zip(elems, freqs[:len(elems)], strict=True)), float(freqs[len(elems)]), float(total))
        self._stats = (now, found)
        return found

    def approximate_size(self) -> float:
        """The planner's row count of the entries table (refreshed by (auto)vacuum and
        analyze), read at most every 10 s; a count(*) at 1M rows would cost ~100 ms."""
        return self._estimated_rows()

    def _estimated_rows(self) -> float:
        now = time.monotonic()
        if self._rowcount is None or now - self._rowcount[0] > 10.0:
            row = self._rows("SELECT reltuples FROM pg_class WHERE oid = 'entries'::regclass")[0]
            self._rowcount = (now, max(float(row[0]), 0.0))
        return self._rowcount[1]

    def lexical_search(self, terms: Sequence[str], scope: Scope, limit: int) -> list[tuple[int, float]]:
        terms = [t for t in dict.fromkeys(terms) if t and len(t.encode()) < 2000][:lexical.MAX_QUERY_TERMS]
        if not terms:
            return []
        # BM25-like: each matched term counts its tf (ts_rank, length-normalized) times its idf.
        df = self.term_document_counts(terms)
        # A fresh table's planner estimate is 0: the row count is at least any term's document
        # count, or a term in most rows gets a negative idf and matching it costs rank.
        total = max(self._estimated_rows(), *df.values(), 1.0)
        weights = [math.log(1.0 + (total - df.get(t, 0) + 0.5) / (df.get(t, 0) + 0.5)) for t in terms]
        rank = " + ".join(["%s * ts_rank(e.lexical, %s::tsquery, 1)"] * len(terms))
        rank_params: list[Any] = []
        for t, w in zip(terms, weights, strict=True):
            rank_params += [w, _quote_lexeme(t)]
        where, params = scope_predicate(scope)
        rows = self._rows(
            f"SELECT e.id, ({rank}) AS score FROM entries e WHERE e.lexical @@ %s::tsquery AND {where} "
            f"ORDER BY score DESC, e.id LIMIT {int(limit)}",
            [*rank_params, " | ".join(_quote_lexeme(t) for t in terms), *params])
        return [(int(r[0]), float(r[1])) for r in rows]

    # -- vectors ---------------------------------------------------------
    def set_vector(self, entry_id: int, embedder: str, vector: np.ndarray) -> None:
        vector = np.asarray(vector, dtype=np.float32).reshape(-1)
        with self.transaction():  # what the row held before, so a kept vector count stays exact for our writes
            before = self._rows("UPDATE entries e SET embedder = %s, vector = %s FROM (SELECT id, embedder, "
                                "vector IS NOT NULL FROM entries WHERE id = %s) o (id, was, had) WHERE e.id = o.id "
                                "RETURNING o.was, o.had", (embedder, vector, int(entry_id)))
        if before:
            was, had = before[0]
            if not (had and was == embedder):
                self._recount(embedder, +1)
                if had and was is not None:
                    self._recount(str(was), -1)
        self._vectors_written += 1
        if self._vectors_written % 1000 == 1:
            self.ensure_vector_index(len(vector))

    def ensure_vector_index(self, dim: int) -> bool:
        """Build the HNSW index of one vector width once enough vectors of it exist
        (below EXACT_SCAN_BELOW an exact scan is as fast, and exact). One bulk build is
        several times faster than growing the graph a row at a time; rows added after
        it join the index as they are written. True if the index exists."""
        if dim in self._hnsw_dims:
            return True
        name = f"entries_hnsw_{int(dim)}"
        if self._rows("SELECT 1 FROM pg_indexes WHERE indexname = %s AND schemaname = current_schema()", (name,)):
            self._hnsw_dims.add(dim)
            return True
        count = int(self._rows("SELECT count(*) FROM entries WHERE vector IS NOT NULL AND vector_dims(vector) = %s",
                               (int(dim),))[0][0])
        if count < EXACT_SCAN_BELOW:
            return False
        log.info("building the HNSW index for %d-dimensional vectors (%d rows) on %s", dim, count, self.path)
        with self.transaction():
            # pgvector builds the graph several times faster while it fits in maintenance_work_mem
            # (about the vector plus 400 bytes of links per row); one build, so up to 4 GB.
            build_mb = min(4096, max(1024, int(count * (4 * dim + 400) * 1.2) >> 20))
            self._call(f"SET LOCAL maintenance_work_mem = '{build_mb}MB'", fetch="none")
            self._call("SET LOCAL max_parallel_maintenance_workers = 2", fetch="none")
            self._call(f"CREATE INDEX IF NOT EXISTS {name} ON entries USING hnsw "
                       f"((vector::vector({int(dim)})) vector_cosine_ops) WITH (m = 16, ef_construction = "
                       f"{HNSW_EF_CONSTRUCTION}) WHERE vector_dims(vector) = {int(dim)}", fetch="none")
        self._hnsw_dims.add(dim)
        if not self._cache_checked:
            with self._lock:
                self._check_cache(self._connection())
        return True

    def load_vectors(self, embedder: str) -> tuple[np.ndarray, np.ndarray]:
        rows = self._rows("SELECT id, vector FROM entries WHERE embedder = %s AND vector IS NOT NULL ORDER BY id",
                          (embedder,))
        if not rows:
            return np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.float32)
        ids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
        return ids, np.vstack([_array(r[1]) for r in rows])

    def vectors_of(self, ids: Sequence[int], embedder: str) -> dict[int, np.ndarray]:
        wanted = [int(i) for i in ids]
        if not wanted:
            return {}
        rows = self._rows("SELECT id, vector FROM entries WHERE embedder = %s AND vector IS NOT NULL AND id = ANY(%s)",
                          (embedder, wanted))
        return {int(r[0]): _array(r[1]) for r in rows}

    def ids_missing_vector(self, embedder: str, limit: int) -> list[int]:
        rows = self._rows("SELECT id FROM entries WHERE (embedder IS DISTINCT FROM %s OR vector IS NULL) "
                          "AND status != 'forgotten' ORDER BY id LIMIT %s", (embedder, int(min(limit, 1 << 62))))
        return [int(r[0]) for r in rows]

    def _recount(self, embedder: str, change: int) -> None:
        """Our own write added or removed one vector: the kept count follows it (a rolled-back write
        leaves it one off until the next count, at most 10 s later)."""
        cached = self._vector_counts.get(embedder)
        if cached is not None:
            self._vector_counts[embedder] = (cached[0], max(0, cached[1] + change))

    def vector_count(self, embedder: str) -> int:
        """Vectors of an embedder, counted again at most every 10 s: the count only says whether
        there is anything to search and picks the plan (exact below EXACT_SCAN_BELOW, where a stale
        count costs nothing but a slower exact scan). Zero is never kept, so another engine's first
        vector is searched at once. Counting on every call was half of a write's round trips on a
        small store (three per dedup check), and put its classification past the 2 ms budget."""
        now = time.monotonic()
        cached = self._vector_counts.get(embedder)
        if cached is None or now - cached[0] > 10.0 or cached[1] == 0:
            n = int(self._rows("SELECT count(*) FROM entries WHERE embedder = %s AND vector IS NOT NULL",
                               (embedder,))[0][0])
            cached = self._vector_counts[embedder] = (now, n)
        return cached[1]

    def vector_search(self, embedder: str, dim: int, query_vectors: np.ndarray, scope: Scope | None, k: int,
                      exact: bool = False) -> list[tuple[int, float]]:
        """Best `k` by max cosine over the query rows, among entries the scope admits.

        Which plan, by how many rows the scope admits (the planner's estimate):
        up to EXACT_SCAN_ROWS when the planner finds them through an index, an exact
        scan of just those rows (exact, and cheaper than walking the graph past 99 %
        filtered-out neighbours); a scope only a sequential scan can find, or more rows,
        the HNSW index with the scope in its WHERE clause and
        pgvector 0.8's iterative scan, which keeps walking until the filtered top-k is
        full. A store with fewer than EXACT_SCAN_BELOW vectors is always scanned
        exactly. `exact` is implied below those sizes; past them an exact scan per
        dedup check would cost seconds at 1M rows, so the dedup ladder uses the same plan."""
        if k <= 0:
            return []
        best: dict[int, float] = {}
        for q in np.asarray(query_vectors, dtype=np.float32).reshape(-1, dim):
            for r in self._nearest_rows("e.id", embedder, dim, q, scope, k):
                score = 1.0 - float(r[1])
                if score > best.get(int(r[0]), -2.0):
                    best[int(r[0])] = score
        return sorted(best.items(), key=lambda item: (-item[1], item[0]))[:k]

    def nearest_entries(self, embedder: str, dim: int, query_vector: np.ndarray, scope: Scope,
                        k: int) -> list[tuple[Entry, float]]:
        """`vector_search` for one query row (the same plan and order), with each entry's columns in the
        same round trip: the dedup ladder reads the neighbours it finds, and a write judges each sentence."""
        if k <= 0:
            return []
        q = np.asarray(query_vector, dtype=np.float32).reshape(dim)
        columns = ",".join("e." + c for c in ENTRY_COLUMNS)
        found = [(_entry(r[:-1]), 1.0 - float(r[-1])) for r in self._nearest_rows(columns, embedder, dim, q, scope, k)]
        return sorted(found, key=lambda item: (-item[1], item[0].id))  # vector_search's order, ties by id

    def _nearest_rows(self, columns: str, embedder: str, dim: int, q: np.ndarray, scope: Scope | None,
                      k: int) -> list[Any]:
        """`columns` and the cosine distance of the `k` best rows for one query vector (see vector_search)."""
        where, params = scope_predicate(scope) if scope is not None else (POSTGRES.true, [])
        filtered = f"e.embedder = %s AND vector_dims(e.vector) = {int(dim)} AND {where}"
        exact = (self.vector_count(embedder) < EXACT_SCAN_BELOW or not self.ensure_vector_index(dim)
                 # (without the vector_dims term: the planner guesses 0.5 % for any function = constant;
                 # with `vector IS NOT NULL` a workspace recall's scope is found through a BitmapOr
                 # that uses the index of user-level rows with a vector, migration 9)
                 or self._indexed_matches(f"e.embedder = %s AND e.vector IS NOT NULL AND {where}",
                                          [embedder, *params]) <= EXACT_SCAN_ROWS)
        # The exact plan orders by an expression the HNSW index does not cover.
        distance = "e.vector <=> %s" if exact else f"e.vector::vector({int(dim)}) <=> %s::vector({int(dim)})"
        return self._rows(f"SELECT {columns}, {distance} AS d FROM entries e WHERE {filtered} "
                          f"ORDER BY d LIMIT {int(k)}", [q, embedder, *params])

    def _indexed_matches(self, where: str, params: list[Any]) -> float:
        """Rows a WHERE clause admits, as the planner estimates them (no rows are read),
        or infinity when its plan reads the whole of a large table (an exact scan would too); kept a
        minute per clause: the statistics behind it change slowly."""
        key = (where, tuple(str(p) for p in params))
        now = time.monotonic()
        cached = self._estimates.get(key)
        if cached is None or now - cached[0] > 60.0:
            plan = self._rows(f"EXPLAIN (FORMAT JSON) SELECT 1 FROM entries e WHERE {where}", params)[0][0]
            plan = (plan if isinstance(plan, list) else json.loads(plan))[0]["Plan"]
            whole = _reads_whole_table(plan) and self._estimated_rows() > EXACT_SCAN_ROWS
            rows = math.inf if whole else float(plan["Plan Rows"])
            if len(self._estimates) > 1000:
                self._estimates.clear()
            cached = self._estimates[key] = (now, rows)
        return cached[1]

    def vector_index(self, embedder_id: str, dim: int) -> VectorIndex:
        return PgVectorIndex(self, embedder_id, dim)

    # -- edges and history -----------------------------------------------
    def add_edge(self, src: int, dst: int, kind: str, at: float, note: str = "") -> bool:
        noted = (", note", ", %s", (note,)) if note else ("", "", ())  # "": the column's default
        return self._run(f"INSERT INTO edges (src, dst, kind, created_at{noted[0]}) VALUES (%s, %s, %s, %s"
                         f"{noted[1]}) ON CONFLICT DO NOTHING", (int(src), int(dst), kind, at, *noted[2])) == 1

    def edges(self, entry_id: int) -> list[dict[str, Any]]:
        rows = self._rows("SELECT src, dst, kind, created_at, note FROM edges WHERE src = %s OR dst = %s "
                          "ORDER BY id", (int(entry_id), int(entry_id)))
        return [_edge(r) for r in rows]

    def edges_to(self, entry_ids: Sequence[int], kind: str) -> list[dict[str, Any]]:
        ids = [int(i) for i in entry_ids]
        if not ids:
            return []
        rows = self._rows("SELECT src, dst, kind, created_at, note FROM edges WHERE kind = %s AND dst = ANY(%s) "
                          "ORDER BY id", (kind, ids))
        return [_edge(r) for r in rows]

    def linked_pairs(self, kind: str, scope: Scope, limit: int, *, note: str | None = None,
                     dst_scope: Scope | None = None) -> list[dict[str, Any]]:
        rows = sql.linked_pairs(self._rows, kind, note, scope, dst_scope or scope, limit, POSTGRES)
        return [_edge(r) for r in rows]

    def delete_edge(self, src: int, dst: int, kind: str) -> bool:
        return self._run("DELETE FROM edges WHERE src = %s AND dst = %s AND kind = %s",
                         (int(src), int(dst), kind)) == 1

    def delete_edges(self, entry_id: int, kind: str | None = None) -> int:
        text = "DELETE FROM edges WHERE (src = %s OR dst = %s)"
        params: list[Any] = [int(entry_id), int(entry_id)]
        if kind is not None:
            text += " AND kind = %s"
            params.append(kind)
        return self._run(text, params)

    def add_history(self, entry_id: int, op: str, before: Any, after: Any, app: str, at: float) -> None:
        from psycopg.types.json import Jsonb

        self._run("INSERT INTO history (entry_id, op, before, after, app, at) VALUES (%s, %s, %s, %s, %s, %s)",
                  (int(entry_id), op, None if before is None else Jsonb(before),
                   None if after is None else Jsonb(after), app, at))

    def history(self, entry_id: int | None = None, limit: int = 1000) -> list[dict[str, Any]]:
        cols = ", ".join(_HISTORY_COLUMNS)
        if entry_id is None:
            rows = self._rows(f"SELECT {cols} FROM history ORDER BY id LIMIT %s", (int(limit),))
        else:
            rows = self._rows(f"SELECT {cols} FROM history WHERE entry_id = %s ORDER BY id LIMIT %s",
                              (int(entry_id), int(limit)))
        return [_history_row(r) for r in rows]

    def histories(self, entry_ids: Sequence[int], ops: Sequence[str]) -> dict[int, list[dict[str, Any]]]:
        ids, kinds = sorted({int(i) for i in entry_ids}), [str(o) for o in ops]
        out: dict[int, list[dict[str, Any]]] = {}
        if not ids or not kinds:
            return out
        rows = self._rows(f"SELECT {', '.join(_HISTORY_COLUMNS)} FROM history "
                          "WHERE entry_id = ANY(%s) AND op = ANY(%s) ORDER BY entry_id, id", (ids, kinds))
        for row in map(_history_row, rows):
            out.setdefault(int(row["entry_id"]), []).append(row)
        return out

    def edge_counts(self) -> dict[str, int]:
        return {str(r[0]): int(r[1]) for r in self._rows("SELECT kind, count(*) FROM edges GROUP BY kind")}

    # -- privacy ---------------------------------------------------------
    def erase_text(self, entry_id: int, placeholder: str) -> None:
        from psycopg.types.json import Jsonb

        redacted_payload = Jsonb({"erased": True})
        with self.transaction():
            self._call("UPDATE entries SET text = %s, content_hash = %s, vector = NULL, embedder = NULL, "
                       "state_value = NULL, speaker = '', context = '', lexical = ''::tsvector WHERE id = %s",
                       (placeholder, f"erased:{int(entry_id)}", int(entry_id)), fetch="none")
            self._vector_counts.clear()  # its vector went: counted again on the next search
            # The other sentences of its message may quote its first words in their context.
            siblings = self._rows("SELECT s.id, s.text FROM entries s JOIN entries e ON s.message_id = e.message_id "
                                  "WHERE e.id = %s AND e.message_id <> '' AND s.id <> e.id AND s.context <> ''",
                                  [int(entry_id)])
            for sibling_id, text in siblings:
                self._call("UPDATE entries SET context = '', lexical = %s::tsvector WHERE id = %s",
                           (tsvector_literal(text), int(sibling_id)), fetch="none")
            self._call("UPDATE history SET before = CASE WHEN before IS NULL THEN NULL ELSE %s END, "
                       "after = CASE WHEN after IS NULL THEN NULL ELSE %s END WHERE entry_id = %s",
                       (redacted_payload, redacted_payload, int(entry_id)), fetch="none")

    def delete_entries(self, ids: Sequence[int]) -> int:
        ids = [int(i) for i in ids]
        if not ids:
            return 0
        with self.transaction():
            self._call("DELETE FROM edges WHERE src = ANY(%s) OR dst = ANY(%s)", (ids, ids), fetch="none")
            self._call("DELETE FROM history WHERE entry_id = ANY(%s)", (ids,), fetch="none")
            self._vector_counts.clear()  # counted again on the next search
            return int(self._call("DELETE FROM entries WHERE id = ANY(%s)", (ids,), fetch="count"))

    def ids_containing(self, needle: str) -> list[int]:
        hidden_sql, hidden_params = sql.hidden_entries(POSTGRES)
        rows = self._rows(f"SELECT id FROM entries WHERE strpos(lower(text), lower(%s)) > 0 "
                          f"AND id NOT IN ({hidden_sql}) ORDER BY id", (needle, *hidden_params))
        return [int(r[0]) for r in rows]

    def texts_folding_to(self, folded: str) -> Iterator[str]:
        """Case folded in SQL (PostgreSQL 18's casefold under the builtin pg_unicode_fast
        collation: full Unicode folding, ß -> ss, as str.casefold), so only the rows that
        mention the subject reach the engine. History values come as jsonb's text; the
        Python check after keeps exactly what str.casefold would."""
        hidden_sql, hidden_params = sql.hidden_entries(POSTGRES)
        fold = "strpos(casefold({} COLLATE pg_unicode_fast), %s) > 0"
        entries = self._rows(f"SELECT text FROM entries WHERE {fold.format('text')} AND id NOT IN ({hidden_sql})",
                             (folded, *hidden_params))
        history = self._rows(f"SELECT before::text, after::text FROM history WHERE ({fold.format('before::text')} "
                             f"OR {fold.format('after::text')}) AND entry_id NOT IN ({hidden_sql})",
                             (folded, folded, *hidden_params))
        yield from (r[0] for r in entries if folded in r[0].casefold())
        yield from (value for r in history for value in r if value is not None and folded in value.casefold())

    def delete_history_containing(self, needle: str) -> int:
        hidden_sql, hidden_params = sql.hidden_entries(POSTGRES)
        return self._run("DELETE FROM history WHERE strpos(lower(coalesce(before::text, '') || "
                         f"coalesce(after::text, '')), lower(%s)) > 0 AND entry_id NOT IN ({hidden_sql})",
                         (needle, *hidden_params))

    def purge_freed(self) -> None:
        # PostgreSQL keeps dead row versions until VACUUM reclaims them; VACUUM cannot
        # run in a transaction, so an erase inside a larger write leaves it to autovacuum.
        with self._lock:
            if self._depth:
                return
            for table in ("entries", "history"):
                self._call(f"VACUUM {table}", fetch="none")

    # -- backend-neutral records -------------------------------------------
    def iter_rows(self, table: str) -> Iterator[dict[str, Any]]:
        if table not in EXPORTED_TABLES:
            raise StoreError(f"no table {table!r} to export; choose one of {EXPORTED_TABLES}")
        cols = ENTRY_COLUMNS if table == "entries" else tuple(
            r[0] for r in self._rows("SELECT column_name FROM information_schema.columns WHERE table_name = %s "
                                     "AND table_schema = current_schema() ORDER BY ordinal_position", (table,)))
        order = "kind, item_id, entry_id" if table == "graph_support" else "id"
        hidden = {int(r[0]) for r in self._rows(*sql.hidden_entries(POSTGRES))}
        after: tuple[Any, ...] | None = None
        while True:  # keyset pages: a million rows never sit in memory at once
            if table == "graph_support":
                page = self._rows(f"SELECT {','.join(cols)} FROM {table} ORDER BY {order} OFFSET %s LIMIT 2000",
                                  (0 if after is None else after[0],))
                after = ((0 if after is None else after[0]) + len(page),)
            else:
                page = self._rows(f"SELECT {','.join(cols)} FROM {table} WHERE id > %s ORDER BY id LIMIT 2000",
                                  (0 if after is None else after[0],))
                after = (page[-1][0],) if page else after
            if not page:
                return
            for r in page:
                row = dict(zip(cols, r, strict=True))
                if table == "entries":
                    row["tags"] = list(row["tags"] or [])
                if sql.visible_record(table, row, hidden):
                    yield row
            if len(page) < 2000:
                return

    def _insert_records(self, table: str, cols: list[str], records: Sequence[dict[str, Any]]) -> int:
        from psycopg.types.json import Jsonb

        def value(column: str, v: Any) -> Any:
            if table == "entries":
                if column == "vector" and v is not None:
                    return _vector_text(np.asarray(v, dtype=np.float32).reshape(-1))
                return self._param(column, v)
            if table == "history" and column in ("before", "after") and v is not None:
                return Jsonb(v)
            return v

        lexical_column = ", lexical" if table == "entries" else ""
        # COPY streams the rows in one statement: a row-by-row INSERT at 1M rows is minutes of round trips.
        with self.transaction(), self._conn.cursor() as cur:
            with cur.copy(f"COPY {table} ({','.join(cols)}{lexical_column}) FROM STDIN") as copy:
                for rec in records:
                    row = [value(c, rec[c]) for c in cols]
                    if table == "entries":
                        row.append(tsvector_literal(indexed(rec["text"], rec.get("context") or "")))
                    copy.write_row(row)
            if "id" in cols:
                self._call(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                           f"GREATEST((SELECT max(id) FROM {table}), 1))", fetch="none")
        if table == "entries":
            self._df.clear()
        return len(records)

    def finish_bulk_load(self) -> None:
        """Build the HNSW index of every vector width present, once, after a bulk load."""
        self._vector_counts.clear()  # the load brought vectors: counted again on the next search
        for (dim,) in self._rows("SELECT DISTINCT vector_dims(vector) FROM entries WHERE vector IS NOT NULL"):
            self.ensure_vector_index(int(dim))
        self._call("ANALYZE entries", fetch="none")
        self._call("ANALYZE edges", fetch="none")  # find_conflicts walks an edge kind by age: its plan needs them

    # -- entity graph ----------------------------------------------------------
    def upsert_graph_node(self, name: str, norm: str, type_: str, at: float) -> int:
        with self.transaction():
            self._call("INSERT INTO graph_nodes (name, norm, type, created_at) VALUES (%s, %s, %s, %s) "
                       "ON CONFLICT DO NOTHING", (name, norm, type_, at), fetch="none")
            return int(self._call("SELECT id FROM graph_nodes WHERE norm = %s AND type = %s", (norm, type_),
                                  fetch="one")[0])

    def upsert_graph_edge(self, src: int, rel: str, dst: int, at: float) -> int:
        with self.transaction():
            self._call("INSERT INTO graph_edges (src, rel, dst, created_at) VALUES (%s, %s, %s, %s) "
                       "ON CONFLICT DO NOTHING", (int(src), rel, int(dst), at), fetch="none")
            return int(self._call("SELECT id FROM graph_edges WHERE src = %s AND rel = %s AND dst = %s",
                                  (int(src), rel, int(dst)), fetch="one")[0])

    def add_graph_support(self, kind: str, item_id: int, entry_id: int, at: float,
                          valid_to: float | None = None) -> None:
        self._run("INSERT INTO graph_support (kind, item_id, entry_id, created_at, valid_to) "
                  "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (kind, item_id, entry_id) "
                  "DO UPDATE SET valid_to = excluded.valid_to", (kind, int(item_id), int(entry_id), at, valid_to))

    def delete_graph_support(self, entry_id: int) -> int:
        return self._run("DELETE FROM graph_support WHERE entry_id = %s", (int(entry_id),))

    def close_graph_support(self, entry_id: int, at: float) -> int:
        return self._run("UPDATE graph_support SET valid_to = %s WHERE entry_id = %s AND valid_to IS NULL",
                         (at, int(entry_id)))

    def reopen_graph_support(self, entry_id: int, closed_at: float) -> int:
        return self._run("UPDATE graph_support SET valid_to = NULL WHERE entry_id = %s AND valid_to = %s",
                         (int(entry_id), closed_at))

    def graph_nodes(self, scope: Scope, *, norm: str | None = None, type_: str | None = None,
                    ids: Sequence[int] | None = None) -> list[dict[str, Any]]:
        rows = self._rows(*sql.graph_nodes_query(scope, POSTGRES, norm, type_, ids))
        return sql.group_graph_rows(rows, ("name", "type"))

    def graph_edges_of(self, node_ids: Sequence[int], scope: Scope) -> list[dict[str, Any]]:
        if not node_ids:
            return []
        rows = self._rows(*sql.graph_edges_query(node_ids, scope, POSTGRES))
        return [{**e, "src": int(e["src"]), "dst": int(e["dst"])}
                for e in sql.group_graph_rows(rows, ("src", "rel", "dst"))]

    def graph_counts(self) -> dict[str, int]:
        return {name: int(self._rows(f"SELECT count(*) FROM {table}")[0][0])
                for name, table in (("nodes", "graph_nodes"), ("relations", "graph_edges"),
                                    ("links", "graph_support"))}

    def prune_graph(self) -> int:
        with self.transaction():
            removed = self._call("DELETE FROM graph_support s WHERE NOT EXISTS (SELECT 1 FROM entries e WHERE "
                                 "e.id = s.entry_id AND e.content_hash NOT LIKE 'erased:%%')", fetch="count")
            removed += self._call("DELETE FROM graph_edges g WHERE NOT EXISTS (SELECT 1 FROM graph_support s "
                                  "WHERE s.kind = 'edge' AND s.item_id = g.id)", fetch="count")
            removed += self._call("DELETE FROM graph_nodes n WHERE NOT EXISTS (SELECT 1 FROM graph_support s "
                                  "WHERE s.kind = 'node' AND s.item_id = n.id) AND NOT EXISTS (SELECT 1 FROM "
                                  "graph_edges g WHERE g.src = n.id OR g.dst = n.id)", fetch="count")
        return int(removed)


@functools.lru_cache(maxsize=8)
def _vector_format(dim: int) -> str:
    return "[" + ",".join(["%.9g"] * dim) + "]"


def _vector_text(vector: np.ndarray) -> str:
    """pgvector's text form of a float32 vector, exact (9 significant digits), in one
    format operation: the client's own element-by-element formatting was more than half
    of a bulk load's time."""
    return _vector_format(len(vector)) % tuple(vector.tolist())


def _reads_whole_table(plan: dict[str, Any]) -> bool:
    return plan.get("Node Type") == "Seq Scan" or any(_reads_whole_table(p) for p in plan.get("Plans", ()))


def _array(value: Any) -> np.ndarray:
    """A pgvector value as float32 (the client hands back its own Vector type)."""
    return np.asarray(value.to_numpy() if hasattr(value, "to_numpy") else value, dtype=np.float32)


def _json_list(text: str) -> list[Any]:
    return list(json.loads(text or "[]"))


class PgVectorIndex:
    """The dense channel on PostgreSQL: the rows are the index (HNSW over
    `entries.vector`), so nothing is held in the engine's memory and every engine
    sees every other engine's vectors at once."""

    def __init__(self, store: PostgresStore, embedder_id: str, dim: int) -> None:
        self.store = store
        self.embedder_id = embedder_id
        self.dim = dim

    def upsert(self, ids: Sequence[int], vectors: np.ndarray) -> None:
        with self.store.transaction():
            for entry_id, vector in zip(ids, vectors, strict=True):
                self.store.set_vector(int(entry_id), self.embedder_id, vector)

    def add(self, entry_id: int, vector: np.ndarray) -> None:
        """Already written: the state machine stores the vector with `set_vector`."""

    def add_many(self, ids: Sequence[int], vectors: np.ndarray) -> None:
        """Already written by `set_vector` (see `add`)."""

    def delete(self, ids: Sequence[int]) -> None:
        if ids:
            self.store._run("UPDATE entries SET vector = NULL, embedder = NULL WHERE id = ANY(%s)",
                            ([int(i) for i in ids],))
            self.store._vector_counts.clear()  # counted again on the next search

    def reload(self) -> None:
        """Nothing to reload: the database is the index."""

    def search(self, query_vectors: np.ndarray, scope: Scope | None, k: int,
               exact: bool = False) -> list[tuple[int, float]]:
        return self.store.vector_search(self.embedder_id, self.dim, query_vectors, scope, k, exact=exact)

    def nearest_entries(self, query_vector: np.ndarray, scope: Scope, k: int) -> list[tuple[Entry, float]]:
        return self.store.nearest_entries(self.embedder_id, self.dim, query_vector, scope, k)

    def __len__(self) -> int:
        try:
            return self.store.vector_count(self.embedder_id)
        except StoreError:
            return 0
