"""The in-process vector index of the embedded backend: the store's vectors of one
embedder in a `DenseIndex` matrix (exact BLAS scan, IVF layer when large), with the
scope applied before the top-k through the store's one predicate builder."""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import numpy as np

from flymemory import identity
from flymemory.dense import ANN_MIN_ROWS, DenseIndex
from flymemory.model import Scope

if TYPE_CHECKING:
    from flymemory.store.base import EntryRows

log = logging.getLogger("flymemory.store")

WIDE_POOL = 400  # pre-pool checked against the scope when the candidate cache is cold
# The exact search (the dedup ladder's neighbours) first checks this many of the best vectors against
# the scope, then WIDE_POOL, then every admitted id: a scope admitting a fifth of the rows fills k = 4
# from the first pool, and the scope's SQL then names 64 ids instead of 400.
NARROW_POOL = 64


class InProcessVectorIndex:
    def __init__(self, store: EntryRows, embedder_id: str, dim: int) -> None:
        self.store = store
        self.embedder_id = embedder_id
        self.dim = dim
        self.dense = DenseIndex(embedder_id, dim)
        self._candidates: dict[tuple[Scope, str | None, int], np.ndarray] = {}
        self._candidates_lock = threading.Lock()
        self._cold_key: tuple[Scope, str | None, int] | None = None  # last scope queried with a cold cache
        self.partition_thread: threading.Thread | None = None
        self.reload()

    # -- contents --------------------------------------------------------------
    def reload(self) -> None:
        ids, matrix = self.store.load_vectors(self.embedder_id)
        if len(ids) and matrix.shape[1] != self.dim:
            log.warning("stored %s vectors have %d dimensions, the model gives %d: ignoring them",
                        self.embedder_id, matrix.shape[1], self.dim)
            ids, matrix = ids[:0], np.zeros((0, self.dim), dtype=np.float32)
        self.dense.load(ids, matrix)
        self.partition_in_background()

    def upsert(self, ids: Sequence[int], vectors: np.ndarray) -> None:
        self.dense.add_many([int(i) for i in ids], vectors)

    def add(self, entry_id: int, vector: np.ndarray) -> None:
        """Index a vector the store already holds (set_vector came first)."""
        self.dense.add(int(entry_id), vector)

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
        key = (scope, identity.current_user.get(), self.store.generation())
        with self._candidates_lock:
            warm = key in self._candidates
            seen_cold = self._cold_key == key
            if not exact:
                self._cold_key = key
        if exact and scope.ids is None:
            return self._exact_in_scope(query_vectors, scope, k)
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
        """The exact best `k` admitted vectors, scoring every row once. The best NARROW_POOL
        rows are checked against the scope; if fewer than `k` pass, the best WIDE_POOL; then
        every admitted id. Whatever a pool admits outscores every row outside it, so its best
        `k` are exactly the best `k` admitted entries; a pool that holds every row admits all
        there is. No partition is probed: a dedup decision must not depend on one."""
        ids, scores = self.dense.ranked(query_vectors)
        rows = len(ids)
        for pool in dict.fromkeys((min(max(NARROW_POOL, 4 * k), rows), min(WIDE_POOL, rows))):
            top = np.argpartition(-scores, pool - 1)[:pool] if pool < rows else np.arange(rows)
            top = top[np.argsort(-scores[top], kind="stable")]
            pooled = ids[top]
            admitted = self.store.candidate_ids(replace(scope, ids=tuple(pooled.tolist())))
            keep = np.isin(pooled, admitted)
            if keep.sum() >= k or pool == rows:
                best = top[keep][:k]
                return [(int(i), float(v)) for i, v in zip(ids[best], scores[best], strict=True)]
        return self.dense.search(query_vectors, self.store.candidate_ids(scope), k, exact=True)
