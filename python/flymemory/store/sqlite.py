"""SQLite backend: one file, WAL, numbered migrations, compare-and-set updates."""

from __future__ import annotations

import contextlib
import glob
import json
import os
import re
import shutil
import sqlite3
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

import numpy as np

from flymemory import lexical
from flymemory.model import Entry, Scope
from flymemory.provenance import indexed
from flymemory.store import sql
from flymemory.store.base import SchemaTooNewError, Store, StoreError, VectorIndex
from flymemory.store.migrations import LATEST_VERSION, MIGRATIONS
from flymemory.store.sql import COUNTABLE, ENTRY_COLUMNS, EXPORTED_TABLES, ORDERS, SQLITE, WRITABLE
from flymemory.store.vectors import InProcessVectorIndex

_ENTRY_COLUMNS = ENTRY_COLUMNS
_WRITABLE = WRITABLE
# The columns the static part of a scope reads (workspace, compartment, and the viewer's
# user_level/owner check): see layout_generation.
LAYOUT_COLUMNS = frozenset({"workspace", "compartment", "user_level", "owner"})
_COUNTABLE = COUNTABLE
# A term FTS5's unicode61 tokenizer reads as itself, whole (see term_document_counts).
_PLAIN_TERM = re.compile(r"[a-z0-9]+")
_CAPPED_TERMS = 200
_ORDERS = ORDERS


def scope_predicate(scope: Scope, alias: str = "e") -> tuple[str, list[Any]]:
    return sql.scope_predicate(scope, alias, SQLITE)


def _row_to_entry(row: sqlite3.Row) -> Entry:
    d = {k: row[k] for k in _ENTRY_COLUMNS}
    d["tags"] = json.loads(d["tags"] or "[]")
    d["user_level"] = bool(d["user_level"])
    return Entry(**d)


def _neutral(table: str, row: dict[str, Any]) -> dict[str, Any]:
    """A row as plain JSON values, the same from every backend."""
    if table == "entries":
        row["tags"] = json.loads(row["tags"] or "[]")
        row["user_level"] = bool(row["user_level"])
    elif table == "history":
        for side in ("before", "after"):
            row[side] = json.loads(row[side]) if row[side] is not None else None
    return row


def _stored(table: str, column: str, value: Any) -> Any:
    if (table, column) == ("entries", "vector") and value is not None:
        return np.asarray(value, dtype=np.float32).tobytes()
    if (table, column) == ("entries", "tags") and not isinstance(value, str):
        return json.dumps(list(value), ensure_ascii=False)
    if table == "history" and column in ("before", "after") and value is not None:
        return json.dumps(value, ensure_ascii=False, sort_keys=True)
    return value


def _casefold(value: Any) -> Any:
    return value.casefold() if isinstance(value, str) else value


def _history_row(r: sqlite3.Row) -> dict[str, Any]:
    d = dict(r)
    d["before"] = json.loads(d["before"]) if d["before"] is not None else None
    d["after"] = json.loads(d["after"]) if d["after"] is not None else None
    return d


class SQLiteStore(Store):
    def __init__(self, path: str, lexical_indexer: Callable[[str], str] = lexical.index_text) -> None:
        self.path = os.path.abspath(path)
        self._index_text = lexical_indexer
        self._lock = threading.RLock()
        self._depth = 0
        self._generation = 0
        self._layout_changes = 0  # see layout_generation
        self._size: tuple[int, int] = (-1, 0)  # (generation, entries) for approximate_size
        os.makedirs(os.path.dirname(self.path) or ".", exist_ok=True)
        self._check_is_sqlite()
        try:
            self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None,
                                       timeout=30.0)
            self._db.row_factory = sqlite3.Row
            # Unicode case folding in SQL (SQLite's lower() folds ASCII only): erase by subject asks for it.
            self._db.create_function("casefold", 1, _casefold, deterministic=True)
            # The lexical indexer in SQL: a migration that rebuilds the lexical bodies calls it.
            self._db.create_function("flymemory_index", 2, self._index_entry, deterministic=True)
            self._refuse_newer_schema()  # before any pragma that would rewrite the header
            self._refuse_foreign_database()
            self._db.execute("PRAGMA journal_mode=WAL")
            # NORMAL in WAL mode: a committed transaction survives a process kill;
            # only an OS crash or power loss can drop the last few commits.
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("PRAGMA foreign_keys=ON")
            # Deleted and erased text is overwritten on disk, not left in free pages.
            self._db.execute("PRAGMA secure_delete=ON")
            self._db.execute("PRAGMA busy_timeout=30000")
            self._migrate()
        except SchemaTooNewError:
            raise
        except sqlite3.DatabaseError as exc:
            # Closed here, not at exit: the last connection's close removes the -wal and -shm files
            # that switching to WAL made beside a file it could not read.
            self._db.close()
            raise StoreError(
                f"cannot open the memory store {self.path}: {exc}. The file was left untouched; "
                "move it aside (or restore a backup) and start again."
            ) from exc

    def _index_entry(self, text: str, context: str | None) -> str:
        return self._index_text(indexed(text, context or ""))

    # -- lifecycle -------------------------------------------------------
    def _check_is_sqlite(self) -> None:
        if not os.path.exists(self.path) or os.path.getsize(self.path) == 0:
            return
        with open(self.path, "rb") as f:
            header = f.read(16)
        if header != b"SQLite format 3\x00":
            raise StoreError(
                f"{self.path} is not a SQLite database (its first bytes are {header[:16]!r}). "
                "FlyMemory will not overwrite it: point --data-dir elsewhere or move the file aside."
            )

    def _refuse_newer_schema(self) -> None:
        current = self._db.execute("PRAGMA user_version").fetchone()[0]
        if current > LATEST_VERSION:
            self._db.close()
            raise SchemaTooNewError(
                f"the store {self.path} has schema version {current}, newer than this engine "
                f"understands ({LATEST_VERSION}). Upgrade FlyMemory; the store was not modified."
            )

    def _refuse_foreign_database(self) -> None:
        """Version 0 with tables is another program's database: never add our tables to it."""
        if self._db.execute("PRAGMA user_version").fetchone()[0] != 0:
            return
        tables = sorted(r[0] for r in self._db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"))
        if tables:
            self._db.close()
            raise StoreError(
                f"{self.path} is another program's SQLite database (tables: {', '.join(tables[:5])}), not a "
                "FlyMemory store. FlyMemory will not modify it: point --data-dir elsewhere or move the file aside."
            )

    def _migrate(self) -> None:
        current = self._db.execute("PRAGMA user_version").fetchone()[0]
        if current == LATEST_VERSION:
            return
        if current > 0:
            backup = f"{self.path}.v{current}.bak"
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            shutil.copy2(self.path, backup)
        for version, script in MIGRATIONS:
            if version <= current:
                continue
            # executescript commits on its own; the version bump is inside the same script
            # so a crash between steps re-runs at most the step that did not finish.
            self._db.executescript(f"BEGIN IMMEDIATE;\n{script}\nPRAGMA user_version={version};\nCOMMIT;")
        # Kept-1: the copy made just now is the way back; older ones only hold stale (maybe erased) text.
        for old_backup in glob.glob(glob.escape(self.path) + ".v*.bak"):
            if current > 0 and old_backup != f"{self.path}.v{current}.bak":
                with contextlib.suppress(OSError):
                    os.remove(old_backup)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def schema_version(self) -> int:
        return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    @contextmanager
    def transaction(self) -> Iterator[None]:
        with self._lock:
            if self._depth:
                self._depth += 1
                try:
                    yield
                finally:
                    self._depth -= 1
                return
            self._db.execute("BEGIN IMMEDIATE")
            self._depth = 1
            try:
                yield
            except BaseException:
                self._depth = 0
                self._db.execute("ROLLBACK")
                self._vocab_ready = False  # a temp table created inside the transaction is gone too
                self._layout_changes += 1  # a rollback may bring back what a change inside it moved
                raise
            self._depth = 0
            self._db.execute("COMMIT")
            self._generation += 1

    def generation(self) -> int:
        # data_version moves when another connection to the file commits (a CLI
        # command next to the engine); our own commits move _generation.
        with self._lock:
            other = int(self._db.execute("PRAGMA data_version").fetchone()[0])
        return (other << 32) + self._generation

    def layout_generation(self) -> int:
        """Moves when an existing entry may have changed a column of LAYOUT_COLUMNS (its
        workspace, compartment, or who may see it): a change through this connection, a
        rollback, or any commit of another connection. New entries do not move it. The
        vector index keeps a scope's rows gathered while it stays put."""
        with self._lock:
            other = int(self._db.execute("PRAGMA data_version").fetchone()[0])
        return (other << 32) + self._layout_changes

    def _exec(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        with self._lock:
            return self._db.execute(sql, params)

    def _write(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        with self.transaction():
            return self._db.execute(sql, params)

    # -- entries ---------------------------------------------------------
    def insert_entry(self, fields: dict[str, Any]) -> int:
        row = sql.new_entry_row(fields)
        if "tags" in row and not isinstance(row["tags"], str):
            row["tags"] = json.dumps(list(row["tags"]), ensure_ascii=False)
        if isinstance(row.get("vector"), np.ndarray):
            row["vector"] = np.asarray(row["vector"], dtype=np.float32).tobytes()
        cols = list(row)
        with self.transaction():
            cur = self._db.execute(
                f"INSERT INTO entries ({','.join(cols)}) VALUES ({','.join('?' * len(cols))})",
                [row[c] for c in cols],
            )
            entry_id = int(cur.lastrowid)
            self._db.execute("INSERT INTO entries_fts (rowid, body) VALUES (?, ?)",
                             (entry_id, self._index_text(indexed(row["text"], row.get("context") or ""))))
        return entry_id

    def get_entries(self, ids: Sequence[int]) -> list[Entry]:
        if not ids:
            return []
        by_id = {e.id: e for e in self.find_entries(Scope(statuses=(), ids=tuple(int(i) for i in ids)))}
        return [by_id[i] for i in ids if i in by_id]

    def message_entries(self, message_ids: Sequence[str]) -> dict[str, list[Entry]]:
        wanted = [m for m in dict.fromkeys(message_ids) if m]
        out: dict[str, list[Entry]] = {}
        for start in range(0, len(wanted), 500):
            part = wanted[start:start + 500]
            # `message_id != ''` repeats the partial index's own condition: SQLite cannot prove it from a
            # bound IN list, so without it the query scanned every active row (19 ms at 2.5k entries).
            sql = (f"SELECT {','.join('e.' + c for c in _ENTRY_COLUMNS)} FROM entries e WHERE e.status = 'active' "
                   f"AND e.message_id != '' AND e.message_id IN ({','.join('?' * len(part))}) "
                   "ORDER BY e.message_id, e.seq, e.id")
            for row in self._exec(sql, part).fetchall():
                entry = _row_to_entry(row)
                out.setdefault(entry.message_id, []).append(entry)
        return out

    def compare_and_set(self, entry_id: int, expect: dict[str, Any], changes: dict[str, Any]) -> bool:
        bad = (set(expect) | set(changes)) - _WRITABLE
        if bad:
            raise StoreError(f"unknown entry fields: {sorted(bad)}")
        changes = dict(changes)
        if "tags" in changes and not isinstance(changes["tags"], str):
            changes["tags"] = json.dumps(list(changes["tags"]), ensure_ascii=False)
        sets = ", ".join(f"{c} = ?" for c in changes)
        conds = " AND ".join(["id = ?"] + [f"{c} IS ?" for c in expect])
        with self.transaction():
            if LAYOUT_COLUMNS & changes.keys():
                self._layout_changes += 1
            cur = self._db.execute(f"UPDATE entries SET {sets} WHERE {conds}",
                                   [*changes.values(), entry_id, *expect.values()])
            applied = cur.rowcount == 1
            if applied and "text" in changes:
                context = self._db.execute("SELECT context FROM entries WHERE id = ?", (entry_id,)).fetchone()[0]
                self._db.execute("DELETE FROM entries_fts WHERE rowid = ?", (entry_id,))
                self._db.execute("INSERT INTO entries_fts (rowid, body) VALUES (?, ?)",
                                 (entry_id, self._index_text(indexed(changes["text"], context or ""))))
        return applied

    def find_entries(self, scope: Scope, *, content_hash: str | None = None,
                     order: str = "created", limit: int | None = None) -> list[Entry]:
        where, params = scope_predicate(scope)
        if content_hash is not None:
            where += " AND e.content_hash = ?"
            params.append(content_hash)
        sql = f"SELECT {','.join('e.' + c for c in _ENTRY_COLUMNS)} FROM entries e WHERE {where}" \
              f" ORDER BY {_ORDERS[order]}"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        return [_row_to_entry(r) for r in self._exec(sql, params).fetchall()]

    def count(self, scope: Scope) -> int:
        where, params = scope_predicate(scope)
        return int(self._exec(f"SELECT count(*) FROM entries e WHERE {where}", params).fetchone()[0])

    def approximate_size(self) -> float:
        generation = self.generation()
        if self._size[0] != generation:  # exact, counted again after each commit
            self._size = (generation, self.count(Scope(statuses=())))
        return float(self._size[1])

    def candidate_ids(self, scope: Scope) -> np.ndarray:
        where, params = scope_predicate(scope)
        rows = self._exec(f"SELECT e.id FROM entries e WHERE {where} ORDER BY e.id", params).fetchall()
        return np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))

    def first_admitted(self, scope: Scope, ids: Sequence[int], limit: int) -> list[Entry]:
        # One query where the scope check and the read were two: the rows come back in the order of
        # `ids` (a CASE over their positions: the statement's text, so its prepared plan, depends only
        # on how many ids there are) and only `limit` of them are read.
        if not ids or limit <= 0:
            return []
        ids = [int(i) for i in ids]
        where, params = scope_predicate(replace(scope, ids=tuple(ids)))
        rank = " ".join(f"WHEN ? THEN {n}" for n in range(len(ids)))
        sql = (f"SELECT {','.join('e.' + c for c in _ENTRY_COLUMNS)} FROM entries e WHERE {where} "
               f"ORDER BY CASE e.id {rank} END LIMIT {int(limit)}")
        return [_row_to_entry(r) for r in self._exec(sql, [*params, *ids]).fetchall()]

    def counts_by(self, column: str, scope: Scope) -> dict[str, int]:
        if column not in _COUNTABLE:
            raise StoreError(f"cannot count by {column!r}; choose one of {sorted(_COUNTABLE)}")
        where, params = scope_predicate(scope)
        rows = self._exec(f"SELECT e.{column}, count(*) FROM entries e WHERE {where} GROUP BY e.{column}",
                          params).fetchall()
        return {str(r[0]): int(r[1]) for r in rows}

    def touch(self, ids: Sequence[int], at: float) -> None:
        if not ids:
            return
        with self.transaction():
            self._db.executemany(
                "UPDATE entries SET last_accessed = ?, access_count = access_count + 1 WHERE id = ?",
                [(at, int(i)) for i in ids],
            )

    # -- lexical channel -------------------------------------------------
    def lexical_search(self, terms: Sequence[str], scope: Scope, limit: int) -> list[tuple[int, float]]:
        match_query = lexical.match_expression(list(terms))
        if not match_query.strip():
            return []
        where, params = scope_predicate(scope)
        sql = (f"SELECT e.id, bm25(entries_fts) AS rank FROM entries_fts JOIN entries e "
               f"ON e.id = entries_fts.rowid WHERE entries_fts MATCH ? AND {where} "
               f"ORDER BY rank LIMIT {int(limit)}")
        try:
            rows = self._exec(sql, [match_query, *params]).fetchall()
        except sqlite3.OperationalError as exc:
            raise StoreError(f"lexical query {match_query!r} was rejected by FTS5: {exc}") from exc
        return [(int(r[0]), -float(r[1])) for r in rows]

    # -- vectors ---------------------------------------------------------
    def set_vector(self, entry_id: int, embedder: str, vector: np.ndarray) -> None:
        self._write("UPDATE entries SET embedder = ?, vector = ? WHERE id = ?",
                    (embedder, np.asarray(vector, dtype=np.float32).tobytes(), int(entry_id)))

    def load_vectors(self, embedder: str) -> tuple[np.ndarray, np.ndarray]:
        rows = self._exec("SELECT id, vector FROM entries WHERE embedder = ? AND vector IS NOT NULL "
                          "ORDER BY id", (embedder,)).fetchall()
        if not rows:
            return np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.float32)
        ids = np.fromiter((r[0] for r in rows), dtype=np.int64, count=len(rows))
        matrix = np.vstack([np.frombuffer(r[1], dtype=np.float32) for r in rows])
        return ids, matrix

    def vectors_of(self, ids: Sequence[int], embedder: str) -> dict[int, np.ndarray]:
        wanted = [int(i) for i in ids]
        if not wanted:
            return {}
        rows = self._exec(f"SELECT id, vector FROM entries WHERE embedder = ? AND vector IS NOT NULL AND id IN "
                          f"({','.join('?' * len(wanted))})", (embedder, *wanted)).fetchall()
        return {int(r[0]): np.frombuffer(r[1], dtype=np.float32).copy() for r in rows}

    def ids_missing_vector(self, embedder: str, limit: int) -> list[int]:
        rows = self._exec("SELECT id FROM entries WHERE (embedder IS NOT ? OR vector IS NULL) "
                          "AND status != 'forgotten' ORDER BY id LIMIT ?", (embedder, int(limit))).fetchall()
        return [int(r[0]) for r in rows]

    # -- edges and history -----------------------------------------------
    def add_edge(self, src: int, dst: int, kind: str, at: float, note: str = "") -> bool:
        noted = (", note", ", ?", (note,)) if note else ("", "", ())  # "": the column's default
        cur = self._write(f"INSERT OR IGNORE INTO edges (src, dst, kind, created_at{noted[0]}) VALUES (?, ?, ?, ?"
                          f"{noted[1]})", (int(src), int(dst), kind, at, *noted[2]))
        return cur.rowcount == 1

    def edges(self, entry_id: int) -> list[dict[str, Any]]:
        rows = self._exec("SELECT src, dst, kind, created_at, note FROM edges WHERE src = ? OR dst = ? ORDER BY id",
                          (int(entry_id), int(entry_id))).fetchall()
        return [dict(r) for r in rows]

    def edges_to(self, entry_ids: Sequence[int], kind: str) -> list[dict[str, Any]]:
        ids = [int(i) for i in entry_ids]
        if not ids:
            return []
        # "+kind": without ANALYZE statistics SQLite would walk every edge of the kind (edges_kind), not
        # the few that point at these entries (edges_dst).
        rows = self._exec(f"SELECT src, dst, kind, created_at, note FROM edges WHERE +kind = ? AND dst IN "
                          f"({','.join('?' * len(ids))}) ORDER BY id", (kind, *ids)).fetchall()
        return [dict(r) for r in rows]

    def linked_pairs(self, kind: str, scope: Scope, limit: int, *, note: str | None = None,
                     dst_scope: Scope | None = None) -> list[dict[str, Any]]:
        rows = sql.linked_pairs(lambda text, params: self._exec(text, params).fetchall(), kind, note, scope,
                                dst_scope or scope, limit, SQLITE)
        return [dict(zip(("src", "dst", "kind", "created_at", "note"), r, strict=True)) for r in rows]

    def delete_edge(self, src: int, dst: int, kind: str) -> bool:
        return self._write("DELETE FROM edges WHERE src = ? AND dst = ? AND kind = ?",
                           (int(src), int(dst), kind)).rowcount == 1

    def delete_edges(self, entry_id: int, kind: str | None = None) -> int:
        sql = "DELETE FROM edges WHERE (src = ? OR dst = ?)"
        params: list[Any] = [int(entry_id), int(entry_id)]
        if kind is not None:
            sql += " AND +kind = ?"  # the entry's own edges (edges_src, edges_dst), not all of the kind
            params.append(kind)
        return self._write(sql, params).rowcount

    def add_history(self, entry_id: int, op: str, before: Any, after: Any, app: str, at: float) -> None:
        def enc(v: Any) -> str | None:
            return None if v is None else json.dumps(v, ensure_ascii=False, sort_keys=True)

        self._write("INSERT INTO history (entry_id, op, before, after, app, at) VALUES (?, ?, ?, ?, ?, ?)",
                    (int(entry_id), op, enc(before), enc(after), app, at))

    def history(self, entry_id: int | None = None, limit: int = 1000) -> list[dict[str, Any]]:
        if entry_id is None:
            rows = self._exec("SELECT * FROM history ORDER BY id LIMIT ?", (int(limit),)).fetchall()
        else:
            rows = self._exec("SELECT * FROM history WHERE entry_id = ? ORDER BY id LIMIT ?",
                              (int(entry_id), int(limit))).fetchall()
        return [_history_row(r) for r in rows]

    def histories(self, entry_ids: Sequence[int], ops: Sequence[str]) -> dict[int, list[dict[str, Any]]]:
        ids, kinds = sorted({int(i) for i in entry_ids}), [str(o) for o in ops]
        out: dict[int, list[dict[str, Any]]] = {}
        for start in range(0, len(ids), 500) if kinds else ():  # under SQLite's bound-parameter limit
            chunk = ids[start:start + 500]
            rows = self._exec(f"SELECT * FROM history WHERE entry_id IN ({','.join('?' * len(chunk))}) AND op IN "
                              f"({','.join('?' * len(kinds))}) ORDER BY entry_id, id", (*chunk, *kinds)).fetchall()
            for r in rows:
                out.setdefault(int(r["entry_id"]), []).append(_history_row(r))
        return out

    def edge_counts(self) -> dict[str, int]:
        rows = self._exec("SELECT kind, count(*) FROM edges GROUP BY kind").fetchall()
        return {str(r[0]): int(r[1]) for r in rows}

    # -- privacy ---------------------------------------------------------
    def erase_text(self, entry_id: int, placeholder: str) -> None:
        redacted = json.dumps({"erased": True})
        with self.transaction():
            self._db.execute("UPDATE entries SET text = ?, content_hash = ?, vector = NULL, embedder = NULL, "
                             "state_value = NULL, speaker = '', context = '' WHERE id = ?",
                             (placeholder, f"erased:{int(entry_id)}", int(entry_id)))
            self._db.execute("DELETE FROM entries_fts WHERE rowid = ?", (int(entry_id),))
            # The other sentences of its message may quote its first words in their context.
            siblings = self._db.execute(
                "SELECT s.id, s.text FROM entries s JOIN entries e ON s.message_id = e.message_id "
                "WHERE e.id = ? AND e.message_id != '' AND s.id != e.id AND s.context != ''",
                (int(entry_id),)).fetchall()
            for sibling_id, text in siblings:
                self._db.execute("UPDATE entries SET context = '' WHERE id = ?", (sibling_id,))
                self._db.execute("DELETE FROM entries_fts WHERE rowid = ?", (sibling_id,))
                self._db.execute("INSERT INTO entries_fts (rowid, body) VALUES (?, ?)",
                                 (sibling_id, self._index_text(text)))
            self._db.execute("UPDATE history SET before = CASE WHEN before IS NULL THEN NULL ELSE ? END, "
                             "after = CASE WHEN after IS NULL THEN NULL ELSE ? END WHERE entry_id = ?",
                             (redacted, redacted, int(entry_id)))

    def delete_entries(self, ids: Sequence[int]) -> int:
        ids = [int(i) for i in ids]
        if not ids:
            return 0
        removed = 0
        with self.transaction():
            for start in range(0, len(ids), 500):
                part = ids[start:start + 500]
                marks = ",".join("?" * len(part))
                self._db.execute(f"DELETE FROM edges WHERE src IN ({marks}) OR dst IN ({marks})", part + part)
                self._db.execute(f"DELETE FROM history WHERE entry_id IN ({marks})", part)
                self._db.execute(f"DELETE FROM entries_fts WHERE rowid IN ({marks})", part)
                removed += self._db.execute(f"DELETE FROM entries WHERE id IN ({marks})", part).rowcount
        return removed

    def ids_containing(self, needle: str) -> list[int]:
        hidden_sql, hidden_params = sql.hidden_entries(SQLITE)
        rows = self._exec(f"SELECT id FROM entries WHERE instr(lower(text), lower(?)) > 0 AND id NOT IN ({hidden_sql}) "
                          "ORDER BY id", (needle, *hidden_params)).fetchall()
        return [int(r[0]) for r in rows]

    def texts_folding_to(self, folded: str) -> Iterator[str]:
        hidden_sql, hidden_params = sql.hidden_entries(SQLITE)
        entries = self._exec("SELECT text FROM entries WHERE instr(casefold(text), ?) > 0 "
                             f"AND id NOT IN ({hidden_sql})", (folded, *hidden_params)).fetchall()
        history = self._exec("SELECT before, after FROM history WHERE (instr(casefold(before), ?) > 0 OR "
                             f"instr(casefold(after), ?) > 0) AND entry_id NOT IN ({hidden_sql})",
                             (folded, folded, *hidden_params)).fetchall()
        yield from (r[0] for r in entries)
        yield from (value for r in history for value in r if value is not None and folded in value.casefold())

    def delete_history_containing(self, needle: str) -> int:
        # JSON escapes non-ASCII only if asked to; history is written with ensure_ascii=False.
        hidden_sql, hidden_params = sql.hidden_entries(SQLITE)
        return self._write("DELETE FROM history WHERE instr(lower(coalesce(before, '') || coalesce(after, '')), "
                           f"lower(?)) > 0 AND entry_id NOT IN ({hidden_sql})", (needle, *hidden_params)).rowcount

    def purge_freed(self) -> None:
        with self._lock:
            if self._depth:
                return
            # FTS5 deletes only add tombstones to its index; merging the segments drops the old terms.
            self._db.execute("INSERT INTO entries_fts (entries_fts) VALUES ('optimize')")
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def iter_rows(self, table: str) -> Iterator[dict[str, Any]]:
        if table not in EXPORTED_TABLES:
            raise StoreError(f"no table {table!r} to export; choose one of {EXPORTED_TABLES}")
        cols = "*" if table != "entries" else ",".join(_ENTRY_COLUMNS)
        hidden_sql, hidden_params = sql.hidden_entries(SQLITE)
        hidden = {int(r[0]) for r in self._exec(hidden_sql, hidden_params).fetchall()}
        cur = self._exec(f"SELECT {cols} FROM {table} ORDER BY rowid")
        while True:
            with self._lock:
                rows = cur.fetchmany(1000)
            if not rows:
                return
            for r in rows:
                record = dict(r)
                if sql.visible_record(table, record, hidden):
                    yield _neutral(table, record)

    def _insert_records(self, table: str, cols: list[str], records: Sequence[dict[str, Any]]) -> int:
        rows = [[_stored(table, c, rec[c]) for c in cols] for rec in records]
        with self.transaction():
            self._db.executemany(f"INSERT INTO {table} ({','.join(cols)}) VALUES ({','.join('?' * len(cols))})",
                                 rows)
            if table == "entries":
                self._db.executemany("INSERT INTO entries_fts (rowid, body) VALUES (?, ?)",
                                     [(rec["id"], self._index_text(indexed(rec["text"], rec.get("context") or "")))
                                      for rec in records])
        return len(rows)

    def finish_bulk_load(self) -> None:
        self._exec("ANALYZE")

    def vector_index(self, embedder_id: str, dim: int) -> VectorIndex:
        return InProcessVectorIndex(self, embedder_id, dim)

    # -- retrieval helpers (added by the retrieval engineer) ----------------
    def term_document_counts(self, terms: Sequence[str], cap: int | None = None) -> dict[str, int]:
        terms = list(dict.fromkeys(terms))
        if not terms:
            return {}
        # The vocabulary table counts a term by reading its whole posting list (every entry of a common
        # word, on every write that asks); under a cap, a plain word is counted by a match that stops there.
        # Only plain lower-case ASCII words: FTS5 reads those as themselves, so the two counts agree.
        if cap is None:
            return self._vocabulary_counts(terms)
        plain = [t for t in terms if _PLAIN_TERM.fullmatch(t)]
        rest = [t for t in terms if not _PLAIN_TERM.fullmatch(t)]
        return (self._capped_counts(plain, cap) if plain else {}) | (self._vocabulary_counts(rest) if rest else {})

    def _capped_counts(self, terms: list[str], cap: int) -> dict[str, int]:
        """Per term, the entries that contain it, counted up to `cap` + 1: one statement per
        _CAPPED_TERMS terms (SQLite allows 500 SELECTs in one compound; a huge sentence has more words)."""
        out: dict[str, int] = {}
        for start in range(0, len(terms), _CAPPED_TERMS):
            chunk = terms[start:start + _CAPPED_TERMS]
            query = " UNION ALL ".join(f"SELECT {n}, count(*) FROM (SELECT 1 FROM entries_fts WHERE entries_fts "
                                       f"MATCH ? LIMIT {int(cap) + 1})" for n in range(len(chunk)))
            with self._lock:
                rows = self._db.execute(query, [f'"{t}"' for t in chunk]).fetchall()
            out.update((chunk[int(n)], int(count)) for n, count in rows if count)
        return out

    def _vocabulary_counts(self, terms: list[str]) -> dict[str, int]:
        with self._lock:
            if not getattr(self, "_vocab_ready", False):
                # A temp table: per connection, not part of the schema, nothing to migrate.
                self._db.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.entries_fts_vocab "
                                 "USING fts5vocab(main, entries_fts, row)")
                self._vocab_ready = True
            rows = self._db.execute(f"SELECT term, doc FROM temp.entries_fts_vocab WHERE term IN "
                                    f"({','.join('?' * len(terms))})", terms).fetchall()
        return {str(r[0]): int(r[1]) for r in rows}

    # -- entity graph (issue #8) ----------------------------------------------
    def upsert_graph_node(self, name: str, norm: str, type_: str, at: float) -> int:
        with self.transaction():
            self._db.execute("INSERT OR IGNORE INTO graph_nodes (name, norm, type, created_at) VALUES (?, ?, ?, ?)",
                             (name, norm, type_, at))
            return int(self._db.execute("SELECT id FROM graph_nodes WHERE norm = ? AND type = ?",
                                        (norm, type_)).fetchone()[0])

    def upsert_graph_edge(self, src: int, rel: str, dst: int, at: float) -> int:
        with self.transaction():
            self._db.execute("INSERT OR IGNORE INTO graph_edges (src, rel, dst, created_at) VALUES (?, ?, ?, ?)",
                             (int(src), rel, int(dst), at))
            return int(self._db.execute("SELECT id FROM graph_edges WHERE src = ? AND rel = ? AND dst = ?",
                                        (int(src), rel, int(dst))).fetchone()[0])

    def add_graph_support(self, kind: str, item_id: int, entry_id: int, at: float,
                          valid_to: float | None = None) -> None:
        # A restatement re-opens a link its entry had closed (the entry is current again);
        # an import brings a closed link back closed.
        self._write("INSERT INTO graph_support (kind, item_id, entry_id, created_at, valid_to) VALUES (?, ?, ?, ?, ?) "
                    "ON CONFLICT (kind, item_id, entry_id) DO UPDATE SET valid_to = excluded.valid_to",
                    (kind, int(item_id), int(entry_id), at, valid_to))

    def delete_graph_support(self, entry_id: int) -> int:
        return self._write("DELETE FROM graph_support WHERE entry_id = ?", (int(entry_id),)).rowcount

    def close_graph_support(self, entry_id: int, at: float) -> int:
        return self._write("UPDATE graph_support SET valid_to = ? WHERE entry_id = ? AND valid_to IS NULL",
                           (at, int(entry_id))).rowcount

    def reopen_graph_support(self, entry_id: int, closed_at: float) -> int:
        return self._write("UPDATE graph_support SET valid_to = NULL WHERE entry_id = ? AND valid_to = ?",
                           (int(entry_id), closed_at)).rowcount

    def graph_nodes(self, scope: Scope, *, norm: str | None = None, type_: str | None = None,
                    ids: Sequence[int] | None = None) -> list[dict[str, Any]]:
        rows = self._exec(*sql.graph_nodes_query(scope, SQLITE, norm, type_, ids)).fetchall()
        return sql.group_graph_rows(rows, ("name", "type"))

    def graph_edges_of(self, node_ids: Sequence[int], scope: Scope) -> list[dict[str, Any]]:
        if not node_ids:
            return []
        rows = self._exec(*sql.graph_edges_query(node_ids, scope, SQLITE)).fetchall()
        return [{**e, "src": int(e["src"]), "dst": int(e["dst"])}
                for e in sql.group_graph_rows(rows, ("src", "rel", "dst"))]

    def graph_counts(self) -> dict[str, int]:
        return {name: int(self._exec(f"SELECT count(*) FROM {table}").fetchone()[0])
                for name, table in (("nodes", "graph_nodes"), ("relations", "graph_edges"),
                                    ("links", "graph_support"))}

    def prune_graph(self) -> int:
        with self.transaction():
            removed = self._db.execute("DELETE FROM graph_support WHERE entry_id NOT IN (SELECT id FROM entries)"
                                       " OR entry_id IN (SELECT id FROM entries WHERE content_hash LIKE 'erased:%')"
                                       ).rowcount
            removed += self._db.execute("DELETE FROM graph_edges WHERE id NOT IN "
                                        "(SELECT item_id FROM graph_support WHERE kind = 'edge')").rowcount
            removed += self._db.execute("DELETE FROM graph_nodes WHERE id NOT IN "
                                        "(SELECT item_id FROM graph_support WHERE kind = 'node') "
                                        "AND id NOT IN (SELECT src FROM graph_edges) "
                                        "AND id NOT IN (SELECT dst FROM graph_edges)").rowcount
        return removed

    def transaction_depth(self) -> int:
        with self._lock:
            return self._depth
