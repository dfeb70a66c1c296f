"""Retrieval channels and their fusion. Filters are applied before pooling: each
channel only ever ranks entries the scope admits (store.scope_predicate)."""

from __future__ import annotations

import threading

import numpy as np

from flymemory import lexical
from flymemory.embedding import Embedder
from flymemory.model import Hit, Scope
from flymemory.store import Store

RRF_K = 60


def reciprocal_rank_fusion(rankings: dict[str, list[int]], k: int = RRF_K) -> list[tuple[int, float, dict]]:
    scores: dict[int, float] = {}
    ranks: dict[int, dict[str, int]] = {}
    for channel, ids in rankings.items():
        for rank, entry_id in enumerate(ids, start=1):
            scores[entry_id] = scores.get(entry_id, 0.0) + 1.0 / (k + rank)
            ranks.setdefault(entry_id, {})[channel] = rank
    order = sorted(scores, key=lambda i: (-scores[i], i))
    return [(i, scores[i], ranks[i]) for i in order]


class DenseIndex:
    """Every vector of one embedder in one contiguous matrix; exact scan with BLAS.
    Appends grow the matrix geometrically instead of rebuilding it."""

    def __init__(self, embedder_id: str, dim: int) -> None:
        self.embedder_id = embedder_id
        self.dim = dim
        self._ids = np.zeros(0, dtype=np.int64)
        self._matrix = np.zeros((0, dim), dtype=np.float32)
        self._size = 0
        self._lock = threading.Lock()

    def load(self, ids: np.ndarray, matrix: np.ndarray) -> None:
        with self._lock:
            order = np.argsort(ids)
            self._ids = ids[order].copy()
            self._matrix = np.ascontiguousarray(matrix[order], dtype=np.float32) if len(ids) else \
                np.zeros((0, self.dim), dtype=np.float32)
            self._size = len(ids)

    def add(self, entry_id: int, vector: np.ndarray) -> None:
        with self._lock:
            if self._size and entry_id <= self._ids[self._size - 1]:
                pos = int(np.searchsorted(self._ids[: self._size], entry_id))
                if pos < self._size and self._ids[pos] == entry_id:
                    self._matrix[pos] = vector
                    return
                # Out-of-order id (a backfill): rebuild once, rare.
                ids = np.insert(self._ids[: self._size], pos, entry_id)
                matrix = np.insert(self._matrix[: self._size], pos, vector, axis=0)
                self._ids, self._matrix, self._size = ids, np.ascontiguousarray(matrix), len(ids)
                return
            if self._size == len(self._ids):
                capacity = max(64, 2 * self._size)
                ids = np.zeros(capacity, dtype=np.int64)
                ids[: self._size] = self._ids[: self._size]
                matrix = np.zeros((capacity, self.dim), dtype=np.float32)
                matrix[: self._size] = self._matrix[: self._size]
                self._ids, self._matrix = ids, matrix
            self._ids[self._size] = entry_id
            self._matrix[self._size] = vector
            self._size += 1

    def __len__(self) -> int:
        return self._size

    def search(self, queries: np.ndarray, candidates: np.ndarray, limit: int) -> list[tuple[int, float]]:
        """Best `limit` of the candidate ids by max cosine over the query rows."""
        with self._lock:
            ids = self._ids[: self._size]
            matrix = self._matrix[: self._size]
        if not len(ids) or not len(candidates):
            return []
        mask = np.isin(ids, candidates, assume_unique=True)
        rows = np.flatnonzero(mask)
        if not len(rows):
            return []
        scores = (matrix[rows] @ queries.T).max(axis=1)
        top = min(limit, len(rows))
        best = np.argpartition(-scores, top - 1)[:top]
        best = best[np.argsort(-scores[best], kind="stable")]
        return [(int(ids[rows[i]]), float(scores[i])) for i in best]


class Retriever:
    def __init__(self, store: Store, embedder: Embedder | None, pool: int = 50) -> None:
        self.store = store
        self.embedder = embedder
        self.pool = pool
        self.dense = DenseIndex(embedder.id, embedder.dim) if embedder else None
        if self.dense is not None and embedder is not None:
            self.dense.load(*store.load_vectors(embedder.id))

    def index(self, ids: list[int], texts: list[str]) -> None:
        """Embed newly written (or rewritten) entries and add them to the dense channel."""
        if self.embedder is None or self.dense is None or not ids:
            return
        vectors = self.embedder.embed_passages(texts)
        for entry_id, vector in zip(ids, vectors, strict=True):
            self.store.set_vector(entry_id, self.embedder.id, vector)
            self.dense.add(entry_id, vector)

    def rankings(self, query: str, scope: Scope, pool: int | None = None) -> dict[str, list[int]]:
        pool = pool or self.pool
        out: dict[str, list[int]] = {}
        out["lexical"] = [i for i, _ in self.store.lexical_search(lexical.match_query(query), scope, pool)]
        if self.dense is not None and self.embedder is not None and len(self.dense):
            qv = self.embedder.embed_queries([query])
            candidates = self.store.candidate_ids(scope)
            out["dense"] = [i for i, _ in self.dense.search(qv, candidates, pool)]
        return out

    def search(self, query: str, scope: Scope, k: int) -> list[Hit]:
        fused = reciprocal_rank_fusion(self.rankings(query, scope))[:k]
        entries = {e.id: e for e in self.store.get_entries([i for i, _, _ in fused])}
        return [Hit(entries[i], score, ranks) for i, score, ranks in fused if i in entries]
