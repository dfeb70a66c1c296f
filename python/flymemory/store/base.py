"""The storage seam: what every backend implements whole.

A backend is one `Store`, which is four parts, each a protocol of its own so a
reader knows which methods belong together:

- rows, lineage and history (`EntryRows`): entries, compare-and-set, edges, history,
  privacy erases and backend-neutral export records;
- a lexical index that takes tokens (`LexicalIndex`): `flymemory.lexical` makes the
  tokens, each backend renders its own query syntax (FTS5, tsquery);
- a vector index per embedder (`VectorIndex`), which applies the scope inside the
  index, before the top-k;
- the entity graph (`EntityGraph`).

The state machine and retrieval are written against `Store` only."""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import replace
from typing import Any, Protocol, runtime_checkable

import numpy as np

from flymemory.model import Entry, Scope

# The tables an export carries and a move copies, in load order (edges and history name entries).
EXPORTED_TABLES = ("entries", "edges", "history", "graph_nodes", "graph_edges", "graph_support")


class StoreError(Exception):
    """A store problem the caller can act on; the message says what to do."""


class SchemaTooNewError(StoreError):
    pass


class StoreUnavailableError(StoreError):
    """The database cannot be reached now; the engine keeps running and the next call retries."""


@runtime_checkable
class VectorIndex(Protocol):
    """The dense channel's index for one embedder. `search` ranks only entries the
    scope admits (the scope is applied inside the index, before the top-k), by the
    best cosine over the query rows."""

    embedder_id: str
    dim: int

    def upsert(self, ids: Sequence[int], vectors: np.ndarray) -> None: ...

    def delete(self, ids: Sequence[int]) -> None: ...

    def search(self, query_vectors: np.ndarray, scope: Scope | None, k: int,
               exact: bool = False) -> list[tuple[int, float]]:
        """(id, cosine) best first; `scope` None = every vector; `exact` skips approximation."""
        ...

    def nearest_entries(self, query_vector: np.ndarray, scope: Scope, k: int) -> list[tuple[Entry, float]]:
        """The exact `search` with the entries themselves, read where the scope is checked (the
        write path judges every neighbour it finds)."""
        ...

    def reload(self) -> None:
        """Re-read what the store holds (after a bulk change such as an erase or import)."""
        ...

    def __len__(self) -> int: ...


class EntryRows(ABC):
    """Rows, lineage and history."""

    path: str

    # -- lifecycle -------------------------------------------------------
    @abstractmethod
    def close(self) -> None: ...

    @abstractmethod
    def schema_version(self) -> int: ...

    @abstractmethod
    def transaction(self) -> AbstractContextManager[None]:
        """One write transaction; nested calls join the outer one. Write transactions
        are serialized across every engine sharing the store."""

    @abstractmethod
    def transaction_depth(self) -> int:
        """How deeply the calling code is nested in transaction() (0 = none), for callers that
        must be the outermost write (a dry run rolls back only what it opened)."""

    @abstractmethod
    def generation(self) -> int:
        """Changes whenever any committed write changed the store, whichever engine made
        it (caches key on it)."""

    # -- entries ---------------------------------------------------------
    @abstractmethod
    def insert_entry(self, fields: dict[str, Any]) -> int: ...

    @abstractmethod
    def message_entries(self, message_ids: Sequence[str]) -> dict[str, list[Entry]]:
        """The active sentences of each message, in message order (small-to-big recall)."""

    @abstractmethod
    def get_entries(self, ids: Sequence[int]) -> list[Entry]:
        """Entries by id in the order given (unknown ids are left out)."""

    @abstractmethod
    def compare_and_set(self, entry_id: int, expect: dict[str, Any], changes: dict[str, Any]) -> bool:
        """Apply `changes` only if every column in `expect` still holds (one statement,
        so exactly one of several racing engines wins); True if applied."""

    @abstractmethod
    def find_entries(self, scope: Scope, *, content_hash: str | None = None,
                     order: str = "created", limit: int | None = None) -> list[Entry]:
        """Entries matching a scope; order is 'created', 'created_desc' or 'accessed'."""

    @abstractmethod
    def count(self, scope: Scope) -> int: ...

    @abstractmethod
    def approximate_size(self) -> float:
        """About how many entries the store holds (any status), cheaply: for choices
        that only need the order of magnitude (which query terms are too common)."""

    @abstractmethod
    def candidate_ids(self, scope: Scope) -> np.ndarray:
        """Sorted int64 ids matching the scope."""

    def first_admitted(self, scope: Scope, ids: Sequence[int], limit: int) -> list[Entry]:
        """The first `limit` of `ids` (in the order given) that the scope admits, as entries."""
        admitted = set(self.candidate_ids(replace(scope, ids=tuple(int(i) for i in ids))).tolist())
        return self.get_entries([i for i in ids if i in admitted][:limit])

    @abstractmethod
    def counts_by(self, column: str, scope: Scope) -> dict[str, int]: ...

    @abstractmethod
    def touch(self, ids: Sequence[int], at: float) -> None:
        """Rehearsal: refresh last_accessed and bump access_count."""

    # -- vectors as stored data (the index over them is `vector_index`) ---
    @abstractmethod
    def set_vector(self, entry_id: int, embedder: str, vector: np.ndarray) -> None: ...

    @abstractmethod
    def load_vectors(self, embedder: str) -> tuple[np.ndarray, np.ndarray]:
        """(ids int64, matrix float32) of every entry embedded by `embedder`."""

    @abstractmethod
    def ids_missing_vector(self, embedder: str, limit: int) -> list[int]: ...

    def vectors_of(self, ids: Sequence[int], embedder: str) -> dict[int, np.ndarray]:
        """The stored vectors of these entries made by `embedder` (entries without one are left out).
        A backend without it answers {}: callers then embed again, which costs time, not correctness."""
        return {}

    # -- edges and history -----------------------------------------------
    @abstractmethod
    def add_edge(self, src: int, dst: int, kind: str, at: float, note: str = "") -> bool:
        """Link `src` to `dst` once per kind; `note` says which mechanism made it where the kind alone
        does not (EDGE_NOTES). False when the edge was already there."""

    @abstractmethod
    def edges(self, entry_id: int) -> list[dict[str, Any]]: ...

    @abstractmethod
    def edges_to(self, entry_ids: Sequence[int], kind: str) -> list[dict[str, Any]]:
        """Edges of one kind pointing at any of `entry_ids`, in one statement (a recall
        asks this of every hit; one query each was a round trip per hit on a server)."""

    @abstractmethod
    def linked_pairs(self, kind: str, scope: Scope, limit: int, *, note: str | None = None,
                     dst_scope: Scope | None = None) -> list[dict[str, Any]]:
        """Edges of `kind` (with `note`, when given) from an entry in `scope` to one in `dst_scope` (default
        `scope`), newest first, at most `limit`: one indexed query, never a scan of every edge."""

    @abstractmethod
    def delete_edges(self, entry_id: int, kind: str | None = None) -> int: ...

    @abstractmethod
    def reopen_graph_support(self, entry_id: int, closed_at: float) -> int:
        """Reopen the graph links of `entry_id` closed at exactly `closed_at` (an undone update)."""

    @abstractmethod
    def delete_edge(self, src: int, dst: int, kind: str) -> bool:
        """Remove one edge (an undone automatic update); False when it was not there."""

    @abstractmethod
    def add_history(self, entry_id: int, op: str, before: Any, after: Any, app: str, at: float) -> None: ...

    @abstractmethod
    def history(self, entry_id: int | None = None, limit: int = 1000) -> list[dict[str, Any]]: ...

    @abstractmethod
    def histories(self, entry_ids: Sequence[int], ops: Sequence[str]) -> dict[int, list[dict[str, Any]]]:
        """The history rows with one of `ops` of each of `entry_ids` (oldest first; an entry with none is
        absent), in one statement: find_conflicts asks it for every listed pair, and one query each was a
        round trip per pair on a server."""

    @abstractmethod
    def edge_counts(self) -> dict[str, int]:
        """Number of edges per kind."""

    # -- privacy ---------------------------------------------------------
    @abstractmethod
    def erase_text(self, entry_id: int, placeholder: str) -> None:
        """Replace an entry's text everywhere it is kept: the row, its vector, the
        lexical index and every history record of that entry."""

    @abstractmethod
    def delete_entries(self, ids: Sequence[int]) -> int:
        """Remove entries outright with their vectors, edges, history and lexical rows."""

    @abstractmethod
    def ids_containing(self, needle: str) -> list[int]:
        """Every entry (any status) whose text contains `needle`, case-insensitively."""

    @abstractmethod
    def delete_history_containing(self, needle: str) -> int:
        """Remove history records whose before/after mention `needle` (erase-by-subject)."""

    def texts_folding_to(self, folded: str) -> Iterator[str]:
        """Entry texts and history before/after values the acting user may see whose Unicode case
        folding (str.casefold) contains `folded`, as they are written (history values as JSON).
        This default scans every row in Python; a backend that folds case in SQL overrides it."""
        for table, fields in (("entries", ("text",)), ("history", ("before", "after"))):
            for row in self.iter_rows(table):
                for field in fields:
                    value = row.get(field)
                    if value is None:
                        continue
                    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
                    if folded in text.casefold():
                        yield text

    @abstractmethod
    def purge_freed(self) -> None:
        """Make removed content unrecoverable from the files (after a privacy erase)."""

    # -- backend-neutral records (export, moving a store) ------------------
    @abstractmethod
    def iter_rows(self, table: str) -> Iterator[dict[str, Any]]:
        """Every row of a table as a backend-neutral record, oldest first: plain JSON
        values (tags a list, user_level a bool, history payloads decoded), no vectors.
        Tables: entries, edges, history and the graph tables."""

    def load_rows(self, table: str, records: Sequence[dict[str, Any]]) -> int:
        """Insert records of `iter_rows` keeping their ids (moving a whole store); the
        store's id counters move past them so new ids are never reused. An entry
        record may also carry `embedder` and `vector` (bulk loads skip set_vector).
        Every record has the first one's columns."""
        if table not in EXPORTED_TABLES:
            raise StoreError(f"no table {table!r} to load; choose one of {EXPORTED_TABLES}")
        if not records:
            return 0
        return self._insert_records(table, list(records[0]), records)

    @abstractmethod
    def _insert_records(self, table: str, columns: list[str], records: Sequence[dict[str, Any]]) -> int:
        """`load_rows` after its checks: the backend's own encoding of the rows, in one transaction."""

    @abstractmethod
    def finish_bulk_load(self) -> None:
        """After many `load_rows`: build what indexes are built best in one go, refresh statistics."""


class LexicalIndex(ABC):
    """The lexical channel over `flymemory.lexical` tokens."""

    @abstractmethod
    def lexical_search(self, terms: Sequence[str], scope: Scope, limit: int) -> list[tuple[int, float]]:
        """Entries containing any of `terms` (tokens of `flymemory.lexical.query_terms`),
        (id, score) best first; higher is better."""

    def term_document_counts(self, terms: Sequence[str], cap: int | None = None) -> dict[str, int]:
        """How many entries' lexical bodies contain each term (missing = 0). Used to
        leave out terms so common they only cost time; a backend without the
        statistic returns {} and every term is kept. With `cap`, a count above it may
        come back as any number above it: the caller only asks whether a term is on more
        than `cap` entries, and a backend may stop counting there."""
        return {}


class EntityGraph(ABC):
    """Nodes and typed relations named by the calling model, with provenance links."""

    @abstractmethod
    def upsert_graph_node(self, name: str, norm: str, type_: str, at: float) -> int:
        """The node id for (norm, type), created on first sight."""

    @abstractmethod
    def upsert_graph_edge(self, src: int, rel: str, dst: int, at: float) -> int: ...

    @abstractmethod
    def add_graph_support(self, kind: str, item_id: int, entry_id: int, at: float,
                          valid_to: float | None = None) -> None:
        """Record that `entry_id` asserts node/edge `item_id` (kind 'node' or 'edge')."""

    @abstractmethod
    def delete_graph_support(self, entry_id: int) -> int:
        """Drop every node/edge link of an entry (it was forgotten)."""

    @abstractmethod
    def close_graph_support(self, entry_id: int, at: float) -> int:
        """End the validity of every open node/edge link of an entry (it was superseded)."""

    @abstractmethod
    def graph_nodes(self, scope: Scope, *, norm: str | None = None, type_: str | None = None,
                    ids: Sequence[int] | None = None) -> list[dict[str, Any]]:
        """Nodes with at least one live supporting entry in `scope`: id, name, type, entries."""

    @abstractmethod
    def graph_edges_of(self, node_ids: Sequence[int], scope: Scope) -> list[dict[str, Any]]:
        """Relations touching `node_ids` with live support in `scope`: id, src, rel, dst, entries."""

    @abstractmethod
    def graph_counts(self) -> dict[str, int]: ...

    @abstractmethod
    def prune_graph(self) -> int:
        """Physically remove links to entries that no longer exist, then relations and nodes no
        entry asserts any more (after a privacy erase: entity names must not outlive it)."""


class Store(EntryRows, LexicalIndex, EntityGraph):
    """One backend: rows, lexical index, entity graph, and a vector index per embedder."""

    @abstractmethod
    def vector_index(self, embedder_id: str, dim: int) -> VectorIndex:
        """The dense index over this store's vectors of `embedder_id`, loaded now."""
