"""The dense channel's index: every vector of one embedder in one contiguous
matrix, searched by exact BLAS scan, with an IVF layer for large libraries.
Vectors of different embedders never share an index."""

from __future__ import annotations

import threading

import numpy as np

# Below this share of the index, gathering candidate rows beats scoring every row.
_GATHER_BELOW = 0.5
# The IVF layer: built from this many vectors on, probing this share of its
# partitions (measured in bench/bench_ann.py; see docs/BENCHMARKS.md).
ANN_MIN_ROWS = 50_000
ANN_PROBE_SHARE = 0.2
ANN_MIN_CANDIDATES = 5_000  # fewer candidate rows than this are cheaper to scan exactly
# A scope's candidate rows stay gathered in one block between changes up to this size
# (64 MB: 43k rows of 384 floats), within this total across scopes.
GATHERED_BLOCK_BYTES = 64 << 20
GATHERED_TOTAL_BYTES = 256 << 20


def probe_count(partitions: int, admitted_share: float) -> int:
    """Partitions to probe when the scope admits `admitted_share` of the rows: the
    unfiltered share divided by it, so a filtered query scores as many admitted rows
    as an unfiltered one scores rows. A filter admitting 10 % of the rows leaves a
    query's nearest admitted neighbours ten times further down the unfiltered
    ranking, spread over many more partitions: probing only the unfiltered fifth
    found 85 % of them at 100k (bench/bench_backends.py). At or below
    ANN_PROBE_SHARE the count reaches every partition: an exact scan of the admitted
    rows, which costs no more rows than the unfiltered probe."""
    share = ANN_PROBE_SHARE / max(admitted_share, 1e-9)
    return partitions if share >= 1.0 else max(1, int(round(share * partitions)))


def spherical_kmeans(matrix: np.ndarray, k: int, *, sample: int, iterations: int, seed: int) -> np.ndarray:
    """`k` unit centroids of the rows of `matrix` (unit vectors): a few spherical k-means steps
    on a random sample of at least `sample` rows (all rows when fewer). A centroid that loses
    every row keeps its place. Used by the IVF layer and by the maintenance buckets."""
    rng = np.random.default_rng(seed)
    n = len(matrix)
    train = matrix[rng.choice(n, min(n, max(sample, k)), replace=False)]
    centroids = train[rng.choice(len(train), k, replace=False)].copy()
    for _ in range(iterations):
        nearest = np.argmax(train @ centroids.T, axis=1)
        sums = np.zeros_like(centroids)
        np.add.at(sums, nearest, train)
        norms = np.linalg.norm(sums, axis=1, keepdims=True)
        empty = norms[:, 0] == 0
        centroids = np.where(empty[:, None], centroids, sums / np.where(norms == 0, 1, norms))
    return centroids


class DenseIndex:
    """Every vector of one embedder in one contiguous matrix; exact scan with BLAS.
    Appends grow the matrix geometrically instead of rebuilding it.

    From ANN_MIN_ROWS vectors on, `build_partitions` adds an IVF layer behind the
    same `search`: k-means centroids, each row tagged with its nearest one, and a
    query scores only the rows of its ANN_PROBE_SHARE best partitions. Scanning
    a 100k x 384 matrix reads 150 MB per query (about 11 ms on one core); the
    probe reads about a tenth of it. The scope's candidates still filter before
    pooling, and a probe that finds fewer than `limit` candidates falls back to
    the exact scan, so a query never comes back short."""

    def __init__(self, embedder_id: str, dim: int) -> None:
        self.embedder_id = embedder_id
        self.dim = dim
        self._ids = np.zeros(0, dtype=np.int64)
        self._matrix = np.zeros((0, dim), dtype=np.float32)
        self._parts = np.zeros(0, dtype=np.int32)  # partition of each row; -1 = not yet assigned
        self._centroids: np.ndarray | None = None
        self._size = 0
        self._version = 0  # bumps on every change; keys the candidate-row cache
        self._rows_cache: dict[object, tuple[np.ndarray, np.ndarray, np.ndarray | None]] = {}
        self._lock = threading.Lock()

    def load(self, ids: np.ndarray, matrix: np.ndarray) -> None:
        """Replace the contents. Takes ownership of `matrix` (no copy at 150 MB)."""
        with self._lock:
            if len(ids) > 1 and not np.all(ids[1:] > ids[:-1]):  # the store hands them sorted: no copy then
                order = np.argsort(ids)
                ids, matrix = ids[order], matrix[order]
            self._ids = np.array(ids, dtype=np.int64)
            self._matrix = np.ascontiguousarray(matrix, dtype=np.float32) if len(ids) else \
                np.zeros((0, self.dim), dtype=np.float32)
            self._parts = np.full(len(ids), -1, dtype=np.int32)
            self._centroids = None
            self._size = len(ids)
            self._changed()

    def _changed(self) -> None:
        self._version += 1
        self._rows_cache.clear()

    def _part_of(self, vector: np.ndarray) -> int:
        return int(np.argmax(self._centroids @ vector)) if self._centroids is not None else -1

    def add(self, entry_id: int, vector: np.ndarray) -> None:
        vector = np.asarray(vector, dtype=np.float32).reshape(-1)
        if vector.shape[0] != self.dim:
            raise ValueError(f"vector for entry {entry_id} has {vector.shape[0]} dimensions; "
                             f"the {self.embedder_id} index holds {self.dim}")
        with self._lock:
            self._changed()
            part = self._part_of(vector)
            if self._size and entry_id <= self._ids[self._size - 1]:
                pos = int(np.searchsorted(self._ids[: self._size], entry_id))
                if pos < self._size and self._ids[pos] == entry_id:
                    self._matrix[pos] = vector
                    self._parts[pos] = part
                    return
                # Out-of-order id (a backfill of an older entry): one insert, rare.
                ids = np.insert(self._ids[: self._size], pos, entry_id)
                matrix = np.insert(self._matrix[: self._size], pos, vector, axis=0)
                parts = np.insert(self._parts[: self._size], pos, part)
                self._ids, self._matrix, self._parts = ids, np.ascontiguousarray(matrix), parts
                self._size = len(ids)
                return
            if self._size == len(self._ids):
                capacity = max(64, 2 * self._size)
                ids = np.zeros(capacity, dtype=np.int64)
                ids[: self._size] = self._ids[: self._size]
                matrix = np.zeros((capacity, self.dim), dtype=np.float32)
                matrix[: self._size] = self._matrix[: self._size]
                parts = np.full(capacity, -1, dtype=np.int32)
                parts[: self._size] = self._parts[: self._size]
                self._ids, self._matrix, self._parts = ids, matrix, parts
            self._ids[self._size] = entry_id
            self._matrix[self._size] = vector
            self._parts[self._size] = part
            self._size += 1

    def add_many(self, ids: list[int], vectors: np.ndarray) -> None:
        for entry_id, vector in zip(ids, vectors, strict=True):
            self.add(int(entry_id), vector)

    def __len__(self) -> int:
        return self._size

    def __contains__(self, entry_id: int) -> bool:
        with self._lock:
            pos = int(np.searchsorted(self._ids[: self._size], entry_id))
            return pos < self._size and int(self._ids[pos]) == entry_id

    @property
    def partitioned(self) -> bool:
        return self._centroids is not None

    def build_partitions(self, partitions: int | None = None, sample: int = 20000, iterations: int = 6,
                         seed: int = 0) -> None:
        """Spherical k-means on a sample, then tag every row (CPU: ~2 s at 100k on one core).
        Runs outside the lock on a snapshot; rows added meanwhile stay untagged and
        are always scored, so nothing is missed."""
        with self._lock:
            size = self._size
            matrix = self._matrix[:size]
            snapshot = self._ids[:size].copy()
        if size < 2:
            return
        centroids = spherical_kmeans(matrix, partitions or max(1, int(np.sqrt(size))), sample=sample,
                                     iterations=iterations, seed=seed)
        parts = np.concatenate([np.argmax(matrix[i:i + 8192] @ centroids.T, axis=1)
                                for i in range(0, size, 8192)]).astype(np.int32)
        with self._lock:
            # Rows added while we worked may have shifted positions: tag by id.
            fresh = np.full(self._size, -1, dtype=np.int32)
            fresh[np.searchsorted(self._ids[: self._size], snapshot)] = parts
            self._parts = np.concatenate([fresh, np.full(len(self._ids) - self._size, -1, dtype=np.int32)])
            self._centroids = np.ascontiguousarray(centroids, dtype=np.float32)
            self._changed()

    @property
    def version(self) -> int:
        """Moves on every change of the contents."""
        return self._version

    def gathered(self, candidates: np.ndarray, version: int) -> tuple[np.ndarray, np.ndarray] | None:
        """The ids and a contiguous copy of the vectors of the rows among `candidates`, or
        None if the contents changed since `version` (the candidates may then miss a row)."""
        with self._lock:
            if self._version != version:
                return None
            ids = self._ids[: self._size]
            rows = np.flatnonzero(np.isin(ids, candidates, assume_unique=True))
            return ids[rows].copy(), np.ascontiguousarray(self._matrix[rows])

    def ranked(self, queries: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Every row's id and exact score (max cosine over the query rows), unsorted: one BLAS
        pass over the matrix, no partitions and no copy of it. The caller ranks as deep as it
        needs (the exact neighbour search widens its pool without scoring twice)."""
        with self._lock:
            ids = self._ids[: self._size]
            matrix = self._matrix[: self._size]
        queries = np.asarray(queries, dtype=np.float32)
        scores = matrix @ queries.T
        return ids, scores.max(axis=1) if scores.shape[1] > 1 else scores[:, 0]

    def search(self, queries: np.ndarray, candidates: np.ndarray | None, limit: int,
               candidates_key: object = None, exact: bool = False) -> list[tuple[int, float]]:
        """Best `limit` of the candidate ids (None = every row) by max cosine over the query rows.
        `candidates_key` (hashable, changes when the candidate set does) lets the
        row selection be reused across queries; `exact` skips the partitions."""
        with self._lock:
            ids = self._ids[: self._size]
            matrix = self._matrix[: self._size]
            parts = self._parts[: self._size]
            centroids = self._centroids
            version = self._version
            cached = self._rows_cache.get(candidates_key) if candidates_key is not None else None
        if not len(ids) or (candidates is not None and not len(candidates)) or limit <= 0:
            return []
        if cached is None:
            mask = np.ones(len(ids), dtype=bool) if candidates is None else \
                np.isin(ids, candidates, assume_unique=True)
            rows = np.flatnonzero(mask)
            # A candidate set well under half the index keeps its rows gathered: repeated
            # queries in one scope then skip the copy (up to GATHERED_BLOCK_BYTES each,
            # GATHERED_TOTAL_BYTES in all, until the next change).
            small = 0 < len(rows) < _GATHER_BELOW * len(ids) and len(rows) * self.dim * 4 <= GATHERED_BLOCK_BYTES
            block = np.ascontiguousarray(matrix[rows]) if small and candidates_key is not None else None
            cached = (rows, mask, block)
            if candidates_key is not None:
                with self._lock:
                    held = sum(b.nbytes for _, _, b in self._rows_cache.values() if b is not None)
                    if block is not None and held + block.nbytes > GATHERED_TOTAL_BYTES:
                        cached = (rows, mask, None)
                    if self._version == version:
                        self._rows_cache[candidates_key] = cached
        rows, mask, gathered = cached
        if not len(rows):
            return []
        queries = np.asarray(queries, dtype=np.float32)
        if centroids is not None and not exact and len(rows) >= ANN_MIN_CANDIDATES:
            probe = probe_count(len(centroids), len(rows) / len(ids))
            if probe < len(centroids):
                best_parts = np.argsort(-(queries @ centroids.T).max(axis=0))[:probe]
                probed = np.flatnonzero(mask & (np.isin(parts, best_parts) | (parts < 0)))
                if len(probed) >= limit:
                    rows = probed
        if gathered is not None and len(gathered) == len(rows):
            block = gathered @ queries.T
            scores = block.max(axis=1) if block.shape[1] > 1 else block[:, 0]
        elif len(rows) >= _GATHER_BELOW * len(ids):
            # Most rows qualify: one BLAS pass over the contiguous matrix, then pick.
            all_scores = matrix @ queries.T
            all_scores = all_scores.max(axis=1) if all_scores.shape[1] > 1 else all_scores[:, 0]
            scores = all_scores[rows]
        else:
            block = matrix[rows] @ queries.T
            scores = block.max(axis=1) if block.shape[1] > 1 else block[:, 0]
        top = min(limit, len(rows))
        best = np.argpartition(-scores, top - 1)[:top]
        best = best[np.argsort(-scores[best], kind="stable")]
        return [(int(ids[rows[i]]), float(scores[i])) for i in best]
