"""Read time for pairs the write path linked as "may update" (a `contradicts` edge from
the newer entry to the older one, nothing crossed out): the newer one comes first, the
older one is stamped `possibly outdated: see #n`, and a recall never shows the older
one first.

A safety net for pairs the write path did not link: among the first few hits, two active
entries of one scope that the classifier (`classify.at_read`, given the question) judges as one
slot with a changed value are read the same way, newer first and the older stamped."""

from __future__ import annotations

from dataclasses import replace

from flymemory import classify
from flymemory.model import Hit, Scope
from flymemory.store import Store

# How many of the first hits the read-time net compares pairwise: 3 hits, at most 3 pairs (CPU per
# pair first seen, load ~2.5: p50 0.1-0.6 ms, p95 up to 1.2 ms).
UNLINKED_HEAD = 3
# How many of the first hits the order-only twin step compares (at most 10 pairs, lexical tests only): a newer
# twin the search ranked 4th or 5th still comes up right above the older one.
TWIN_HEAD = 5


def newer_first(store: Store, hits: list[Hit], scope: Scope, question: str | None = "") -> list[Hit]:
    """Reorder `hits` so each entry linked as possibly outdated follows its newer entry.
    A newer entry the search did not return is brought in (when it is in scope) right
    before the older one; the list keeps its length. Then the unlinked pairs at the head
    (`unlinked_newer_first`), unless `question` is None (a question about the past)."""
    hits = _linked_newer_first(store, hits, scope)
    return hits if question is None else twins_newer_first(unlinked_newer_first(hits, question), question)


def _is_newer(x: Hit, y: Hit) -> bool:
    return (x.entry.created_at, x.entry.id) > (y.entry.created_at, y.entry.id)


def _comparable(old: Hit, new: Hit) -> bool:
    """`new` is newer than `old`, both are active, of one scope, and neither is already placed by a link or a
    stamp."""
    return _is_newer(new, old) and old.outdated_by is None and new.outdated_by is None \
        and "linked" not in new.channels and old.entry.status == "active" and new.entry.status == "active" \
        and (old.entry.workspace, old.entry.compartment) == (new.entry.workspace, new.entry.compartment)


def twins_newer_first(hits: list[Hit], question: str) -> list[Hit]:
    """Order only: among the first TWIN_HEAD hits, each newer entry moves right above the highest older entry
    it is a near twin of, for the question both answer (`classify.twins_at_read`). Nothing is stamped."""
    head = list(hits[:TWIN_HEAD])
    moved = False
    for j in range(1, len(head)):
        new = head[j]
        for i in range(j):
            if _comparable(head[i], new) and classify.twins_at_read(head[i].entry.text, new.entry.text, question):
                head.insert(i, head.pop(j))
                moved = True
                break
    return head + hits[TWIN_HEAD:] if moved else hits


def unlinked_newer_first(hits: list[Hit], question: str = "") -> list[Hit]:
    """Among the first UNLINKED_HEAD hits: an older active entry ranked above a newer one of the
    same scope (workspace, compartment) that the classifier reads as its update, given the
    question both answer, gives way to it and is stamped `possibly outdated`. Hits already
    stamped or already placed by a link are left where they are."""
    head = list(hits[:UNLINKED_HEAD])
    if len(head) < 2:
        return hits
    for i in range(len(head)):
        for j in range(i + 1, len(head)):
            old, new = head[i], head[j]
            if not _comparable(old, new):
                continue
            if classify.at_read(old.entry.text, new.entry.text, question).links:
                head[i] = replace(old, outdated_by=new.entry.id)
                head.insert(i, head.pop(j))
                return unlinked_newer_first(head + hits[UNLINKED_HEAD:], question)
    return hits


def _linked_newer_first(store: Store, hits: list[Hit], scope: Scope) -> list[Hit]:
    if not hits:
        return hits
    newer_of: dict[int, int] = {}
    for edge in store.edges_to([hit.entry.id for hit in hits], "contradicts"):
        if edge["src"] != edge["dst"]:
            newer_of[edge["dst"]] = max(newer_of.get(edge["dst"], 0), int(edge["src"]))
    if not newer_of:
        return hits
    present = {h.entry.id: h for h in hits}
    missing = [n for n in set(newer_of.values()) if n not in present]
    if missing:
        visible = store.find_entries(replace(scope, ids=tuple(sorted(missing))), limit=len(missing))
        present.update({e.id: Hit(e, 0.0, {"linked": 1}) for e in visible})
    out: list[Hit] = []
    placed: set[int] = set()
    for hit in hits:
        newer = newer_of.get(hit.entry.id)
        if newer is not None and newer in present:
            chain = []
            while newer is not None and newer in present and newer not in placed:  # A <- B <- C: C, B, A
                chain.append(newer)
                newer = newer_of.get(newer)
            for n in reversed(chain):
                out.append(present[n])
                placed.add(n)
        if hit.entry.id not in placed:
            if hit.entry.id in newer_of and newer_of[hit.entry.id] in present:
                hit = replace(hit, outdated_by=newer_of[hit.entry.id])
            out.append(hit)
            placed.add(hit.entry.id)
    return out[: len(hits)]
