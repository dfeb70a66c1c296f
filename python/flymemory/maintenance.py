"""Maintenance reads for the calling model: pairs that look contradictory, and
valuable entries that are fading. Neither builds an N x N similarity matrix:
entries are bucketed by their nearest of ~sqrt(N) centroids (a few k-means
steps on the stored vectors) and compared only within a bucket."""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from flymemory import decay, dedup
from flymemory.model import Entry, Scope

if TYPE_CHECKING:
    from flymemory.memory import MemoryEngine

_NEIGHBOURS = 4
_KMEANS_STEPS = 4


def _scoped_vectors(engine: MemoryEngine, scope: Scope) -> tuple[np.ndarray, np.ndarray]:
    if engine.embedder is None:
        return np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.float32)
    ids, matrix = engine.store.load_vectors(engine.embedder.id)
    keep = np.isin(ids, engine.store.candidate_ids(scope), assume_unique=True)
    return ids[keep], matrix[keep]


def _buckets(matrix: np.ndarray, seed: int = 7) -> list[np.ndarray]:
    """Row indices grouped by nearest centroid (spherical k-means, a few steps)."""
    n = len(matrix)
    k = max(1, int(np.sqrt(n)))
    if k == 1:
        return [np.arange(n)]
    rng = np.random.default_rng(seed)
    centroids = matrix[rng.choice(n, size=k, replace=False)].copy()
    for _ in range(_KMEANS_STEPS):
        assign = np.argmax(matrix @ centroids.T, axis=1)
        sums = np.zeros_like(centroids)
        np.add.at(sums, assign, matrix)
        norms = np.linalg.norm(sums, axis=1, keepdims=True)
        filled = norms[:, 0] > 0
        centroids[filled] = sums[filled] / norms[filled]
    assign = np.argmax(matrix @ centroids.T, axis=1)
    order = np.argsort(assign, kind="stable")
    cuts = np.flatnonzero(np.diff(assign[order])) + 1
    return [part for part in np.split(order, cuts) if len(part) > 1]


def similar_pairs(ids: np.ndarray, matrix: np.ndarray, min_similarity: float) -> list[tuple[int, int, float]]:
    """(id_a, id_b, cosine) with a < b, each entry paired with its nearest few in its bucket."""
    pairs: dict[tuple[int, int], float] = {}
    for rows in _buckets(matrix):
        sims = matrix[rows] @ matrix[rows].T
        np.fill_diagonal(sims, -1.0)
        top = min(_NEIGHBOURS, len(rows) - 1)
        best = np.argpartition(-sims, top - 1, axis=1)[:, :top]
        for r, cols in enumerate(best):
            for c in cols:
                s = float(sims[r, c])
                if s >= min_similarity:
                    a, b = int(ids[rows[r]]), int(ids[rows[c]])
                    pairs[(min(a, b), max(a, b))] = s
    return [(a, b, s) for (a, b), s in pairs.items()]


def find_conflicts(engine: MemoryEngine, scope: Scope, limit: int) -> list[tuple[Entry, Entry, float]]:
    """Similar active entries that disagree on a value, a negation or a time word,
    plus pairs a model already marked `contradicts`. The model decides what to do."""
    th = engine.thresholds
    if th is None:
        return []
    ids, matrix = _scoped_vectors(engine, scope)
    if len(ids) < 2:
        return []
    candidates = sorted(similar_pairs(ids, matrix, th.conflict), key=lambda p: -p[2])
    entries = {e.id: e for e in engine.store.get_entries(sorted({i for a, b, _ in candidates for i in (a, b)}))}
    out: list[tuple[Entry, Entry, float]] = []
    for a, b, s in candidates:
        ea, eb = entries.get(a), entries.get(b)
        if ea and eb and ea.content_hash != eb.content_hash and dedup.looks_conflicting(ea.text, eb.text):
            out.append((ea, eb, s))
            if len(out) >= limit:
                break
    return out


def insights(engine: MemoryEngine, scope: Scope, limit: int) -> list[tuple[Entry, float]]:
    """Entries worth keeping that are fading: (entry, retention), most at risk first.
    Injecting one into a conversation (mark_injected) rehearses it."""
    now = engine.clock()
    entries = engine.store.find_entries(scope)
    scored = []
    for e in entries:
        r = decay.retention(e, now)
        if r < 0.7:
            scored.append((decay.value(e) * (1.0 - r), e, r))
    scored.sort(key=lambda t: (-t[0], t[1].id))
    return [(e, r) for _, e, r in scored[:limit]]
