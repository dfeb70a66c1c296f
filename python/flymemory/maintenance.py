"""The maintenance service: what fades (retention, rehearsal, cleanup and restore, gc),
and what needs the calling model's judgment (conflicts, fading insights, clusters to
distill). Conflicts and insights never build an N x N similarity matrix:
entries are bucketed by their nearest of ~sqrt(N) centroids (a few k-means
steps on the stored vectors) and compared only with the entries of their three
nearest buckets: about 3N^2/sqrt(N) dot products instead of N^2."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import numpy as np

from flymemory import classify, decay, dedup, housekeeping
from flymemory.dense import spherical_kmeans
from flymemory.errors import EngineInputError, require_id
from flymemory.lineage import stored_entry, undo_automatic_update
from flymemory.model import KEPT_BOTH, MAY_REPEAT, Conflict, Entry, Scope
from flymemory.store import Store

if TYPE_CHECKING:
    from flymemory.retrieval import Retriever
    from flymemory.states import StateService

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


def _scoped_vectors(store: Store, embedder_id: str | None, scope: Scope) -> tuple[np.ndarray, np.ndarray]:
    if embedder_id is None:
        return np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.float32)
    ids, matrix = store.load_vectors(embedder_id)
    keep = np.isin(ids, store.candidate_ids(scope), assume_unique=True)
    return ids[keep], matrix[keep]


def _groups(labels: np.ndarray, k: int) -> list[np.ndarray]:
    """Row indices per label 0..k-1 (sorted within each group)."""
    order = np.argsort(labels, kind="stable")
    bounds = np.searchsorted(labels[order], np.arange(k + 1))
    return [order[bounds[c]:bounds[c + 1]] for c in range(k)]


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
    centroids = spherical_kmeans(centred, max(1, int(np.sqrt(n))), sample=_KMEANS_SAMPLE,
                                 iterations=_KMEANS_STEPS, seed=7)
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


def conflicts(store: Store, embedder_id: str | None, scope: Scope, limit: int) -> list[Conflict]:
    """The pairs for the calling model to settle, each with its kind and the rule that fired, in
    CONFLICT_KINDS order: those a write linked when unsure (may update, then may repeat), then similar
    active entries the classifier links now (found), then older entries an automatic update crossed out
    that nobody confirmed (updated). Linked pairs come from indexed, scoped, limited edge queries; a pair
    the model settled (supersede, restore, keep both) is not listed again."""
    linked = store.linked_pairs("contradicts", scope, limit)
    linked += store.linked_pairs("related", scope, limit - len(linked), note=MAY_REPEAT) if len(linked) < limit else []
    out = _from_edges(store, linked)
    if len(out) < limit:
        out += _found(store, embedder_id, scope, limit - len(out), {frozenset((c.older.id, c.newer.id)) for c in out})
    if len(out) < limit and scope.as_of is None:  # an as-of read has no "crossed out since"
        crossed = store.linked_pairs("updates", scope, limit - len(out), note="",
                                     dst_scope=replace(scope, statuses=("superseded",)))
        out += _from_edges(store, crossed)
    return out[:limit]


# The kind of a pair a write linked, by edge kind, and the history row (on the older entry) that says why.
_EDGE_CONFLICT = {"contradicts": ("may_update", "may_update"), "related": ("may_repeat", "may_repeat"),
                  "updates": ("updated", "update")}
_HISTORY_OPS = sorted({"restore", *(op for _, op in _EDGE_CONFLICT.values())})


def _from_edges(store: Store, edges: list[dict[str, Any]]) -> list[Conflict]:
    entries = {e.id: e for e in store.get_entries(sorted({int(e[k]) for e in edges for k in ("src", "dst")}))}
    # The rows that say why (and whether the model undid it), for every pair in one read.
    histories = store.histories([int(e["dst"]) for e in edges], _HISTORY_OPS)
    out = []
    for edge in edges:
        a, b = entries.get(int(edge["src"])), entries.get(int(edge["dst"]))
        if a is None or b is None:
            continue
        older, newer = sorted((a, b), key=lambda e: (e.created_at, e.id))
        kind, op = _EDGE_CONFLICT[edge["kind"]]
        history = histories.get(int(edge["dst"]), [])
        if _restored_over(history, int(edge["src"])):
            continue
        why = next((h["after"] for h in reversed(history) if h["op"] == op
                    and isinstance(h["after"], dict) and h["after"].get("by") == int(edge["src"])), None)
        rule = str(why.get("rule") or "") if why else ""
        out.append(Conflict(older, newer, kind, rule or f"linked `{edge['kind']}` (no rule recorded)", 1.0))
    return out


def _restored_over(history: list[dict[str, Any]], newer: int) -> bool:
    """Whether the model undid the crossing-out of this entry by `newer` (flymemory_restore): it said both
    hold, so the pair is settled. The restore's history row is the record; the undo leaves no edge."""
    return any(h["op"] == "restore" and isinstance(h["before"], dict) and h["before"].get("by") == newer
               for h in history)


def _found(store: Store, embedder_id: str | None, scope: Scope, limit: int,
           listed: set[frozenset[int]]) -> list[Conflict]:
    """Similar active entries (nearest neighbours above the conflict line) that the write path's
    classifier links as an update, older first; not a pair already listed or one the model kept."""
    th = dedup.thresholds_for(embedder_id)
    if th is None or limit <= 0:
        return []
    ids, matrix = _scoped_vectors(store, embedder_id, scope)
    if len(ids) < 2:
        return []
    with _single_threaded_blas():
        similar = sorted(similar_pairs(ids, matrix, th.conflict), key=lambda p: -p[2])
    # The most similar pairs are the likely conflicts; looking further costs time, not much recall.
    similar = similar[: max(_MAX_EXAMINED, 50 * limit)]
    wanted = sorted({i for a, b, _ in similar for i in (a, b)})
    entries = {e.id: e for e in store.get_entries(wanted)}
    kept = store.edges_to(wanted, "related")
    skip = listed | {frozenset((e["src"], e["dst"])) for e in kept if e["note"] == KEPT_BOTH}
    out: list[Conflict] = []
    for a, b, s in similar:
        ea, eb = entries.get(a), entries.get(b)
        if not ea or not eb or frozenset((a, b)) in skip or ea.content_hash == eb.content_hash:
            continue
        older, newer = sorted((ea, eb), key=lambda e: (e.created_at, e.id))
        judgement = classify.classify(older.text, newer.text, s, th)
        if judgement.links and not _restored_over(store.history(older.id), newer.id):
            skip.add(frozenset((a, b)))
            out.append(Conflict(older, newer, "found", judgement.rule, s))
            if len(out) >= limit:
                break
    return out


def find_conflicts(store: Store, embedder_id: str | None, scope: Scope,
                   limit: int) -> list[tuple[Entry, Entry, float]]:
    """`conflicts` as (newer, older, similarity) for a linked pair (as its edge points) and (lower id,
    higher id, cosine) for a pair found by similarity: the shape callers had before kinds were named."""
    return [((c.newer, c.older) if c.kind != "found" else tuple(sorted((c.older, c.newer), key=lambda e: e.id)))
            + (c.similarity,) for c in conflicts(store, embedder_id, scope, limit)]


def insights(store: Store, now: float, scope: Scope, limit: int) -> list[tuple[Entry, float]]:
    """Entries worth keeping that are fading: (entry, retention), most at risk first.
    Injecting one into a conversation (mark_injected) rehearses it."""
    entries = store.find_entries(scope)
    scored = []
    for e in entries:
        r = decay.retention(e, now)
        if r < 0.7:
            scored.append((decay.value(e) * (1.0 - r), e, r))
    scored.sort(key=lambda t: (-t[0], t[1].id))
    return [(e, r) for _, e, r in scored[:limit]]


class MaintenanceService:
    def __init__(self, store: Store, retriever: Retriever, clock: Callable[[], float], states: StateService) -> None:
        self.store, self.retriever, self.clock = store, retriever, clock
        self.states = states

    def retention(self, entry: Entry) -> float:
        return decay.retention(entry, self.clock())

    def mark_injected(self, ids: Sequence[int]) -> None:
        """Rehearsal: these entries were put into a conversation (the hook path)."""
        self.store.touch([require_id("ids[]", i) for i in ids], self.clock())

    def restore(self, entry_id: int, *, app: str = "") -> Entry:
        """Bring an archived (faded) entry back to active."""
        entry_id = require_id("id", entry_id)
        with self.store.transaction():
            now = self.clock()  # inside the lock: timestamps follow commit order
            entry = stored_entry(self.store, entry_id)
            if undo_automatic_update(self.store, entry, app, now):
                return self.store.get_entries([entry_id])[0]
            if entry.status != "archived":
                raise EngineInputError(f"id #{entry_id} is {entry.status}, not archived or crossed out by an "
                                       "automatic update; only those can be restored")
            if entry.state_key and self.states.lookup(entry.state_key):
                raise EngineInputError(f"id #{entry_id} holds state {entry.state_key!r}, which has a newer "
                                   "current value; set the state again instead")
            self.store.compare_and_set(entry_id, {"status": "archived"},
                                       {"status": "active", "last_accessed": now, "updated_at": now})
            self.store.add_history(entry_id, "restore", {"status": "archived"}, {"status": "active"}, app, now)
        return self.store.get_entries([entry_id])[0]
    def cleanup(self, min_retention: float = 0.2, *, dry_run: bool = True, app: str = "") -> list[Entry]:
        """Archive (restorably, never delete) active entries whose retention fell below
        `min_retention`. Current states are kept: they are the truth until replaced."""
        if isinstance(min_retention, bool) or not isinstance(min_retention, (int, float)) \
                or not 0.0 < float(min_retention) < 1.0:
            raise EngineInputError(f"min_retention must be a number between 0 and 1 (exclusive), got {min_retention!r}")
        now = self.clock()
        faded = [e for e in self.store.find_entries(Scope())
                 if e.state_key is None and decay.retention(e, now) < min_retention]
        if dry_run:
            return faded
        archived = []
        with self.store.transaction():
            for e in faded:
                if self.store.compare_and_set(e.id, {"status": "active", "last_accessed": e.last_accessed},
                                              {"status": "archived", "updated_at": now}):
                    self.store.add_history(e.id, "archive", {"status": "active"},
                                           {"status": "archived", "retention": round(decay.retention(e, now), 4)},
                                           app, now)
                    archived.append(e.id)
        return self.store.get_entries(archived)

    def find_conflicts(self, scope: Scope | None = None, limit: int = 20) -> list[tuple[Entry, Entry, float]]:
        embedder = self.retriever.embedder
        return find_conflicts(self.store, embedder.id if embedder is not None else None, scope or Scope(), limit)

    def conflicts(self, scope: Scope | None = None, limit: int = 20) -> list[Conflict]:
        """The pairs for the model to settle, each with its kind and rule (see `conflicts`)."""
        embedder = self.retriever.embedder
        return conflicts(self.store, embedder.id if embedder is not None else None, scope or Scope(), limit)

    def insights(self, scope: Scope | None = None, limit: int = 20) -> list[tuple[Entry, float]]:
        return insights(self.store, self.clock(), scope or Scope(), limit)

    def review_insights(self, scope: Scope | None = None, limit: int = 20) -> list[tuple[Entry, float]]:
        """The insights, rehearsed: showing a fading memory to a model slows its decay."""
        found = self.insights(scope, limit)
        if found:
            self.mark_injected([e.id for e, _ in found])
        return found

    def distill(self, scope: Scope | None = None, **options: Any) -> list[housekeeping.Cluster]:
        return housekeeping.distill(self.store, scope or Scope(), **options)

    def gc(self, scope: Scope | None = None, **options: Any) -> housekeeping.GcReport:
        try:
            return housekeeping.gc(self.store, self.clock(), scope or Scope(), **options)
        except ValueError as exc:
            raise EngineInputError(str(exc)) from exc
