"""The in-process vector index of the embedded backend: the store's vectors of one
embedder in a `DenseIndex` matrix (exact BLAS scan, IVF layer when large), with the
scope applied before the top-k through the store's one predicate builder."""

from __future__ import annotations

import functools
import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

import numpy as np

from flymemory import identity
from flymemory.dense import ANN_MIN_ROWS, GATHERED_BLOCK_BYTES, GATHERED_TOTAL_BYTES, DenseIndex
from flymemory.model import Entry, Scope

if TYPE_CHECKING:
    from flymemory.store.base import EntryRows

log = logging.getLogger("flymemory.store")
T = TypeVar("T")

WIDE_POOL = 400  # pre-pool checked against the scope when the candidate cache is cold
# The exact search (the dedup ladder's neighbours) first checks this many of the best vectors against
# the scope, then WIDE_POOL, then every admitted id: a scope admitting a fifth of the rows fills k = 4
# from the first pool, and the scope's SQL then names 64 ids instead of 400.
NARROW_POOL = 64
# A scope's rows stay gathered for the exact search (up to this many scopes, each holding under half
# the index): the dedup scope of a workspace holding a fifth of 10k rows is scanned in 3 MB, not 15.
GATHERED_SCOPES = 8


class _Gathered:
    """The vectors of every indexed entry a scope's static part admits (workspace, compartment,
    viewer; any status), plus every entry indexed since, unchecked: a superset of the rows the
    scope admits for as long as the store's layout generation stays put."""

    def __init__(self, ids: np.ndarray, block: np.ndarray) -> None:
        self.ids, self.block, self.size = ids, block, len(ids)
        # Every indexed row is appended, in scope or not: past this it is gathered again.
        self.limit = 2 * len(ids) + 1024

    @property
    def nbytes(self) -> int:
        return self.ids.nbytes + self.block.nbytes

    def put(self, entry_id: int, vector: np.ndarray) -> bool:
        """Hold `entry_id`'s new vector (ids stay ascending). False if that cannot be done in
        place: an id below the last one that is not held (then it may be one the scope admits)."""
        if self.size and entry_id <= self.ids[self.size - 1]:
            pos = int(np.searchsorted(self.ids[: self.size], entry_id))
            if self.ids[pos] != entry_id:
                return False
            self.block[pos] = vector  # a merge re-embeds the entry it rewrites
            return True
        if self.size >= self.limit:
            return False
        if self.size == len(self.ids):
            capacity = max(64, 2 * self.size)
            ids = np.zeros(capacity, dtype=np.int64)
            ids[: self.size] = self.ids[: self.size]
            block = np.zeros((capacity, self.block.shape[1]), dtype=np.float32)
            block[: self.size] = self.block[: self.size]
            self.ids, self.block = ids, block
        self.ids[self.size] = entry_id
        self.block[self.size] = vector
        self.size += 1
        return True

    def rows(self) -> tuple[np.ndarray, np.ndarray]:
        return self.ids[: self.size], self.block[: self.size]


@functools.lru_cache(maxsize=256)
def _static_part(scope: Scope) -> Scope | None:
    """The scope without its statuses, if everything else it reads is a layout column. Kept per
    scope (a Scope is frozen): every write's neighbour search asks it of the same dedup scope, and
    two `replace` calls and a comparison were a tenth of that search on a small store."""
    rest = replace(scope, statuses=(), workspace=None, workspace_exact=False, compartments=None,
                   exclude_compartments=())
    return replace(scope, statuses=()) if rest == Scope(statuses=()) else None


class InProcessVectorIndex:
    def __init__(self, store: EntryRows, embedder_id: str, dim: int) -> None:
        self.store = store
        self.embedder_id = embedder_id
        self.dim = dim
        self.dense = DenseIndex(embedder_id, dim)
        self._candidates: dict[tuple[Scope, str | None, int], np.ndarray] = {}
        self._candidates_lock = threading.Lock()
        self._cold_key: tuple[Scope, str | None, int] | None = None  # last scope queried with a cold cache
        self._gathered: dict[tuple[Scope, str | None], _Gathered] = {}
        self._gathered_layout: int | None = None
        # Scopes found to hold half the index or more (scanned whole instead), with the index
        # size then: not listed again until the layout moves or the index doubles.
        self._too_wide: dict[tuple[Scope, str | None], int] = {}
        self._gathered_lock = threading.Lock()
        self.partition_thread: threading.Thread | None = None
        self.reload()

    # -- contents --------------------------------------------------------------
    def reload(self) -> None:
        ids, matrix = self.store.load_vectors(self.embedder_id)
        if len(ids) and matrix.shape[1] != self.dim:
            log.warning("stored %s vectors have %d dimensions, the model gives %d: ignoring them",
                        self.embedder_id, matrix.shape[1], self.dim)
            ids, matrix = ids[:0], np.zeros((0, self.dim), dtype=np.float32)
        with self._gathered_lock:
            self._gathered.clear()
        self.dense.load(ids, matrix)
        self.partition_in_background()

    def upsert(self, ids: Sequence[int], vectors: np.ndarray) -> None:
        for entry_id, vector in zip(ids, vectors, strict=True):
            self.add(int(entry_id), vector)

    def add(self, entry_id: int, vector: np.ndarray) -> None:
        """Index a vector the store already holds (set_vector came first)."""
        entry_id = int(entry_id)
        with self._gathered_lock:  # held across both, so a search never sees one without the other
            self.dense.add(entry_id, vector)
            vector = np.asarray(vector, dtype=np.float32).reshape(-1)
            for key, gathered in list(self._gathered.items()):
                if not gathered.put(entry_id, vector):
                    del self._gathered[key]  # an older id it does not hold, or grown: gathered again on use

    add_many = upsert

    def delete(self, ids: Sequence[int]) -> None:
        # A removed entry is never admitted by the scope again; the matrix drops it on reload.
        if ids:
            self.reload()

    def __len__(self) -> int:
        return len(self.dense)

    def partition_in_background(self) -> threading.Thread | None:
        """Build the IVF layer off the request path once the index is large."""
        if len(self.dense) < ANN_MIN_ROWS or self.dense.partitioned:
            return None
        self.partition_thread = threading.Thread(target=self.dense.build_partitions, name="flymemory-ivf",
                                                 daemon=True)
        self.partition_thread.start()
        return self.partition_thread

    # -- search ----------------------------------------------------------------
    def candidate_ids(self, scope: Scope) -> tuple[np.ndarray, tuple[Scope, str | None, int]]:
        """Ids the scope admits, cached until the store changes. The predicate is
        still the store's one builder; this only saves repeating the same query."""
        key = (scope, identity.current_user.get(), self.store.generation())
        with self._candidates_lock:
            hit = self._candidates.get(key)
        if hit is None:
            hit = self.store.candidate_ids(scope)
            with self._candidates_lock:
                if len(self._candidates) >= 16 or any(g != key[2] for _, _, g in self._candidates):
                    self._candidates.clear()
                self._candidates[key] = hit
        return hit, key

    def is_warm(self, scope: Scope) -> bool:
        with self._candidates_lock:
            return (scope, identity.current_user.get(), self.store.generation()) in self._candidates

    def search(self, query_vectors: np.ndarray, scope: Scope | None, k: int,
               exact: bool = False) -> list[tuple[int, float]]:
        """The best `k` vectors among the entries the scope admits.

        With the scope's candidate ids cached, score only those. Right after a write
        the cache is cold, and listing every admitted id costs a full table scan
        (15 ms at 10k, 166 ms at 100k). Instead, take the best WIDE_POOL vectors of
        the whole index and ask the store which of them the scope admits. If at least
        `k` are admitted, they are exactly the best `k` admitted entries: everything
        outside the wide pool scores lower. If fewer are, use the full candidate list.
        An `exact` search (the dedup ladder, after every write) never goes through the
        cache or a partition: see `_exact_in_scope`."""
        dense = self.dense
        if not len(dense) or k <= 0:
            return []
        if scope is None:
            return dense.search(query_vectors, None, k, candidates_key=("all",), exact=exact)
        if exact and scope.ids is None:
            return self._exact_in_scope(query_vectors, scope, k)
        key = (scope, identity.current_user.get(), self.store.generation())
        with self._candidates_lock:
            warm = key in self._candidates
            seen_cold = self._cold_key == key
            if not exact:
                self._cold_key = key
        if not warm and not seen_cold and scope.ids is None and len(dense) > WIDE_POOL:
            # Exact even when partitioned: the shortcut is only right if nothing outside the
            # wide pool can outscore it, and a probe of the unfiltered fifth drops far neighbours.
            wide = dense.search(query_vectors, None, WIDE_POOL, candidates_key=("all",), exact=dense.partitioned)
            admitted = set(self.store.candidate_ids(replace(scope, ids=tuple(i for i, _ in wide))).tolist())
            ranked = [(i, s) for i, s in wide if i in admitted]
            if len(ranked) >= k:
                return ranked[:k]
        if exact:
            return dense.search(query_vectors, self.store.candidate_ids(scope), k, exact=True)
        candidates, key = self.candidate_ids(scope)
        return dense.search(query_vectors, candidates, k, candidates_key=key)

    def _exact_in_scope(self, query_vectors: np.ndarray, scope: Scope, k: int) -> list[tuple[int, float]]:
        """The exact best `k` admitted vectors. The rows scored are the scope's gathered rows
        (a superset of the admitted ones, see _Gathered) or else every row, each once. The best
        4k (gathered rows: only the status is left to check), then NARROW_POOL of them are checked
        against the scope; if fewer than `k` pass, the best WIDE_POOL; then every admitted id.
        Whatever a pool admits outscores every admitted row outside it, so its best `k` are exactly
        the best `k` admitted entries; a pool that holds every scored row admits all there is. No
        partition is probed: a dedup decision must not depend on one."""
        def admitted(pooled: list[int]) -> list[int]:
            kept = set(self.store.candidate_ids(replace(scope, ids=tuple(pooled))).tolist())
            return [i for i in pooled if i in kept]

        found = self._pooled(query_vectors, scope, k, admitted, int)
        if found is not None:
            return found
        return self.dense.search(query_vectors, self.store.candidate_ids(scope), k, exact=True)

    def nearest_entries(self, query_vector: np.ndarray, scope: Scope, k: int) -> list[tuple[Entry, float]]:
        """`_exact_in_scope` (the same neighbours, the same order) with the entries read in the query that
        checks the scope: a write judges each neighbour it finds, so the scope check and the read are one."""
        if not len(self.dense) or k <= 0:
            return []
        if scope.ids is None:
            found = self._pooled(query_vector, scope, k,
                                 lambda pooled: self.store.first_admitted(scope, pooled, k), lambda e: e.id)
            if found is not None:
                return found
        ranked = self.search(query_vector, scope, k, exact=True)
        stored = {e.id: e for e in self.store.get_entries([i for i, _ in ranked])}
        return [(stored[i], v) for i, v in ranked if i in stored]

    def _pooled(self, query_vectors: np.ndarray, scope: Scope, k: int, admit: Callable[[list[int]], list[T]],
                id_of: Callable[[T], int]) -> list[tuple[T, float]] | None:
        """The best `k` of what `admit` keeps of each pool in turn (see _exact_in_scope; `admit` returns
        the admitted ones in the pool's order, at least `k` of them when there are), or None when no
        pool holds `k` admitted rows and the pools do not cover every scored row."""
        gathered = self._gathered_rows(scope)
        if gathered is not None:
            ids, block = gathered
            queries = np.asarray(query_vectors, dtype=np.float32).reshape(-1, self.dim)
            scores = block @ queries.T
            scores = scores.max(axis=1) if scores.shape[1] > 1 else scores[:, 0]
        else:
            ids, scores = self.dense.ranked(np.asarray(query_vectors, dtype=np.float32).reshape(-1, self.dim))
        rows = len(ids)
        if not rows:
            return []
        pools = ((4 * k,) if gathered is not None else ()) + (max(NARROW_POOL, 4 * k), WIDE_POOL)
        for pool in dict.fromkeys(min(p, rows) for p in pools):
            top = np.argpartition(-scores, pool - 1)[:pool] if pool < rows else np.arange(rows)
            top = top[np.argsort(-scores[top], kind="stable")]
            pooled = ids[top].tolist()
            score_of = dict(zip(pooled, scores[top].tolist(), strict=True))
            kept = admit(pooled)
            if len(kept) >= k or pool == rows:
                return [(item, float(score_of[id_of(item)])) for item in kept[:k]]
        return None

    def _gathered_rows(self, scope: Scope) -> tuple[np.ndarray, np.ndarray] | None:
        """The gathered rows (ids, vectors) holding every indexed row `scope` admits, gathered
        on first use; None when the scope is not one whose static part can be kept, or it
        holds half the index or more (the full scan is as cheap)."""
        static = _static_part(scope)
        layout_of = getattr(self.store, "layout_generation", None)
        if static is None or layout_of is None:
            return None
        key = (static, identity.current_user.get())
        layout = layout_of()
        with self._gathered_lock:
            if self._gathered_layout != layout:
                self._gathered.clear()
                self._too_wide.clear()
                self._gathered_layout = layout
            hit = self._gathered.get(key)
            if hit is not None:
                return hit.rows()
            if len(self.dense) < 2 * self._too_wide.get(key, 0):
                return None
            version = self.dense.version
        # The store is asked outside our lock (a writer holding the store's lock may be waiting
        # for ours); a vector indexed meanwhile makes the listing incomplete: not gathered then.
        admitted = self.store.candidate_ids(static)
        if len(admitted) >= 0.5 * len(self.dense) or len(admitted) * self.dim * 4 > GATHERED_BLOCK_BYTES:
            with self._gathered_lock:
                if self._gathered_layout == layout:
                    if len(self._too_wide) >= 64:
                        self._too_wide.clear()
                    self._too_wide[key] = max(1, len(self.dense))
            return None
        if layout_of() != layout:
            return None
        with self._gathered_lock:
            found = self.dense.gathered(admitted, version)
            # Kept even when empty: a scope that admits no indexed row yet (the first write of a new
            # workspace or compartment) then scores nothing, where it scanned and listed the whole
            # index three times over (every pool short of `k`, then every admitted id).
            if found is None or self._gathered_layout != layout:
                return None
            gathered = _Gathered(*found)
            while self._gathered and (len(self._gathered) >= GATHERED_SCOPES or gathered.nbytes + sum(
                    g.nbytes for g in self._gathered.values()) > GATHERED_TOTAL_BYTES):
                self._gathered.pop(next(iter(self._gathered)))  # the oldest gathered first
            self._gathered[key] = gathered
            return self._gathered[key].rows()
