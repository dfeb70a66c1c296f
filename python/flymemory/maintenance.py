"""Maintenance reads for the calling model: pairs that look contradictory, and
valuable entries that are fading. Neither builds an N x N similarity matrix:
entries are bucketed by their nearest of ~sqrt(N) centroids (a few k-means
steps on the stored vectors) and compared only with the entries of their three
nearest buckets: about 3N^2/sqrt(N) dot products instead of N^2."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import numpy as np

from flymemory import decay, dedup
from flymemory.model import Entry, Scope

if TYPE_CHECKING:
    from flymemory.memory import MemoryEngine

_NEIGHBOURS = 8
_KMEANS_STEPS = 4
_PROBES = 3
_KMEANS_SAMPLE = 4096
_MAX_EXAMINED = 2000


def _single_threaded_blas():
    """Many small products: BLAS threads only add contention (measured 4x slower on a
    busy 2-core box). threadpoolctl is optional; without it the default applies."""
    try:
        from threadpoolctl import threadpool_limits
    except ImportError:
        return contextlib.nullcontext()
    return threadpool_limits(limits=1, user_api="blas")


def _scoped_vectors(engine: MemoryEngine, scope: Scope) -> tuple[np.ndarray, np.ndarray]:
    if engine.embedder is None:
        return np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.float32)
    ids, matrix = engine.store.load_vectors(engine.embedder.id)
    keep = np.isin(ids, engine.store.candidate_ids(scope), assume_unique=True)
    return ids[keep], matrix[keep]


def _groups(labels: np.ndarray, k: int) -> list[np.ndarray]:
    """Row indices per label 0..k-1 (sorted within each group)."""
    order = np.argsort(labels, kind="stable")
    bounds = np.searchsorted(labels[order], np.arange(k + 1))
    return [order[bounds[c]:bounds[c + 1]] for c in range(k)]


def _centroids(matrix: np.ndarray, seed: int = 7) -> np.ndarray:
    """~sqrt(N) unit centroids from a few spherical k-means steps on a sample."""
    n = len(matrix)
    k = max(1, int(np.sqrt(n)))
    rng = np.random.default_rng(seed)
    sample = matrix[rng.choice(n, size=min(n, _KMEANS_SAMPLE), replace=False)]
    centroids = sample[rng.choice(len(sample), size=k, replace=False)].copy()
    for _ in range(_KMEANS_STEPS):
        assign = np.argmax(sample @ centroids.T, axis=1)
        for c, rows in enumerate(_groups(assign, k)):
            if len(rows):
                total = sample[rows].sum(axis=0)
                centroids[c] = total / (np.linalg.norm(total) or 1.0)
    return centroids


def similar_pairs(ids: np.ndarray, matrix: np.ndarray, min_similarity: float) -> list[tuple[int, int, float]]:
    """(id_a, id_b, cosine) with a < b: each entry against the entries of its
    nearest _PROBES buckets (multi-probe, so a neighbour just across a bucket
    border is still seen), keeping its nearest few."""
    n = len(matrix)
    if n < 2:
        return []
    # Bucket on mean-centred directions: e5 puts every sentence in one narrow cone
    # (unrelated pairs score ~0.8), which leaves k-means nothing to split on.
    centred = matrix - matrix.mean(axis=0, keepdims=True)
    centred /= np.maximum(np.linalg.norm(centred, axis=1, keepdims=True), 1e-6)
    centroids = _centroids(centred)
    k = len(centroids)
    probes = min(_PROBES, k)
    affinity = centred @ centroids.T
    near = np.argpartition(-affinity, probes - 1, axis=1)[:, :probes] if probes < k else \
        np.argsort(-affinity, axis=1)[:, :probes]
    primary = np.argmax(affinity, axis=1)
    members = _groups(near.ravel(), k)  # flat positions; row = position // probes
    pairs: dict[tuple[int, int], float] = {}
    for c, rows in enumerate(_groups(primary, k)):
        cands = np.unique(members[c] // probes)
        if not len(rows) or len(cands) < 2:
            continue
        sims = matrix[rows] @ matrix[cands].T
        sims[np.arange(len(rows)), np.searchsorted(cands, rows)] = -1.0  # not oneself
        top = min(_NEIGHBOURS, len(cands) - 1)
        best = np.argpartition(-sims, top - 1, axis=1)[:, :top]
        values = np.take_along_axis(sims, best, axis=1)
        for r, col in zip(*np.nonzero(values >= min_similarity), strict=True):
            a, b = int(ids[rows[r]]), int(ids[cands[best[r, col]]])
            pairs[(min(a, b), max(a, b))] = float(values[r, col])
    return [(a, b, s) for (a, b), s in pairs.items()]


def find_conflicts(engine: MemoryEngine, scope: Scope, limit: int) -> list[tuple[Entry, Entry, float]]:
    """Pairs a model marked `contradicts` (score 1.0) first, then similar entries that
    disagree on a value, a negation or a time word. The model decides what to do."""
    scoped = set(engine.store.candidate_ids(scope).tolist())
    marked = [(int(r["src"]), int(r["dst"]), 1.0) for r in engine.store.iter_rows("edges")
              if r["kind"] == "contradicts" and r["src"] in scoped and r["dst"] in scoped]
    marked_pairs = {(a, b) for a, b, _ in marked}
    similar: list[tuple[int, int, float]] = []
    th = engine.thresholds
    if th is not None:
        ids, matrix = _scoped_vectors(engine, scope)
        if len(ids) >= 2:
            with _single_threaded_blas():
                similar = sorted(similar_pairs(ids, matrix, th.conflict), key=lambda p: -p[2])
    # The most similar pairs are the likely conflicts; looking further costs time, not much recall.
    similar = similar[: max(_MAX_EXAMINED, 50 * limit)]
    wanted = sorted({i for a, b, _ in marked + similar for i in (a, b)})
    entries = {e.id: e for e in engine.store.get_entries(wanted)}
    out: list[tuple[Entry, Entry, float]] = []
    seen: set[frozenset[int]] = set()
    for a, b, s in marked + similar:
        ea, eb = entries.get(a), entries.get(b)
        if not ea or not eb or frozenset((a, b)) in seen:
            continue
        if (a, b) not in marked_pairs and (
                ea.content_hash == eb.content_hash or not dedup.looks_conflicting(ea.text, eb.text)):
            continue
        seen.add(frozenset((a, b)))
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
