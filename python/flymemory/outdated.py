"""Read time for pairs the write path linked as "may update" (a `contradicts` edge from
the newer entry to the older one, nothing crossed out): the newer one comes first, the
older one is stamped `possibly outdated: see #n`, and a recall never shows the older
one first.

A safety net for pairs the write path did not link: among the first few hits, two active
entries of one scope that the classifier (`classify.at_read`, given the question) judges as one
slot with a changed value are read the same way, newer first and the older stamped.

Two order-only steps follow (nothing stamped, linked or hidden; both facts stay shown): near twins
(`twins_newer_first`) and a newer sentence that says how the older one's thing changed
(`changed_newer_first`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from flymemory import classify
from flymemory.model import KEPT_BOTH, Hit, Scope
from flymemory.store import Store

# How many of the first hits the read-time net compares pairwise: 3 hits, at most 3 pairs (CPU per
# pair first seen, load ~2.5: p50 0.1-0.6 ms, p95 up to 1.2 ms).
UNLINKED_HEAD = 3
# How many of the first hits the order-only twin step compares (at most 10 pairs, lexical tests only): a newer
# twin the search ranked 4th or 5th still comes up right above the older one.
TWIN_HEAD = 5
# How many of the first hits the order-only change step compares: the same head as the twin step.
CHANGE_HEAD = TWIN_HEAD
# How far a recall follows a chain of links from a hit towards its newest entry (A <- B <- C ...).
CHAIN_DEPTH = 8


def newer_first(store: Store, hits: list[Hit], scope: Scope, question: str | None = "",
                k: int | None = None) -> list[Hit]:
    """Reorder `hits` so each entry linked as possibly outdated follows its newer entries, to the end of its
    chain of links (A <- B <- C: C, B, A). A newer entry the search did not return is brought in (when it is
    in scope) right before the older one; the list keeps up to `k` entries (the recall's k; default: its
    length), so an older entry the search found alone stays, stamped, below its newer one. Then the unlinked
    pairs at the head (`unlinked_newer_first`), the near twins (`twins_newer_first`) and the newer sentences
    that say how it changed (`changed_newer_first`), unless `question` is None (a question about the past); a
    pair the model said both hold (flymemory_keep_both) is not stamped (the order-only steps may still put the
    newer one first)."""
    hits = _linked_newer_first(store, hits, scope, k)
    if question is None:
        return hits
    kept = {frozenset((e["src"], e["dst"])) for e in store.edges_to([h.entry.id for h in hits[:UNLINKED_HEAD]],
                                                                      "related") if e["note"] == KEPT_BOTH}
    hits = twins_newer_first(unlinked_newer_first(hits, question, kept), question)
    return changed_newer_first(hits, question)


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


def changed_newer_first(hits: list[Hit], question: str) -> list[Hit]:
    """Order only: among the first CHANGE_HEAD hits, a newer entry that says how something changed moves right
    above the highest older entry it is about (`classify.changed_at_read`: a change word, the same thing, no guard that
    proves two facts). Nothing is stamped, linked or hidden; an older entry said again after the newer one was
    written (a reversal A -> B -> A stored once into the first A) is not passed."""
    head = list(hits[:CHANGE_HEAD])
    moved = False
    for j in range(1, len(head)):
        new = head[j]
        for i in range(j):
            old = head[i]
            if _comparable(old, new) and new.entry.created_at > old.entry.updated_at \
                    and classify.changed_at_read(old.entry.text, new.entry.text, question):
                head.insert(i, head.pop(j))
                moved = True
                break
    return head + hits[CHANGE_HEAD:] if moved else hits


def unlinked_newer_first(hits: list[Hit], question: str = "", kept: set[frozenset[int]] | None = None) -> list[Hit]:
    """Among the first UNLINKED_HEAD hits: an older active entry ranked above a newer one of the
    same scope (workspace, compartment) that the classifier reads as its update, given the
    question both answer, gives way to it and is stamped `possibly outdated`. Hits already
    stamped or already placed by a link, and pairs the model said both hold (`kept`), are left
    where they are."""
    head = list(hits[:UNLINKED_HEAD])
    if len(head) < 2:
        return hits
    for i in range(len(head)):
        for j in range(i + 1, len(head)):
            old, new = head[i], head[j]
            if not _comparable(old, new) or (kept and frozenset((old.entry.id, new.entry.id)) in kept):
                continue
            if classify.at_read(old.entry.text, new.entry.text, question).links:
                head[i] = replace(old, outdated_by=new.entry.id)
                head.insert(i, head.pop(j))
                return unlinked_newer_first(head + hits[UNLINKED_HEAD:], question, kept)
    return hits


def newer_links(store: Store, entry_ids: Sequence[int]) -> dict[int, set[int]]:
    """For each entry on a chain of links that starts at one of `entry_ids`, the entries linked over it as
    newer: by a `contradicts` edge ("may update"), and past the starting entries by a `supersedes` edge too (a
    newer entry linked over a hit may since have been crossed out by a later one: the chain goes on to that
    one). One batch of edge queries per step, CHAIN_DEPTH steps at most."""
    newer_of: dict[int, set[int]] = {}
    seen, frontier = set(entry_ids), list(dict.fromkeys(entry_ids))
    for step in range(CHAIN_DEPTH):
        edges = store.edges_to(frontier, "contradicts")
        if step:  # a starting entry is active (or read as it was): what crossed it out is not its newer value
            edges += store.edges_to(frontier, "supersedes")
        found: list[int] = []
        for edge in edges:
            src, dst = int(edge["src"]), int(edge["dst"])
            if src != dst:
                newer_of.setdefault(dst, set()).add(src)
                found.append(src)
        frontier = [n for n in dict.fromkeys(found) if n not in seen]
        if not frontier:
            break
        seen.update(frontier)
    return newer_of


def linked_over(newer_of: dict[int, set[int]], start: int) -> set[int]:
    """Every entry on a chain of links over `start` (A <- B <- C, and C <- A too: {B, C}), `start` left out."""
    found: set[int] = set()
    frontier = [start]
    while frontier:
        for n in newer_of.get(frontier.pop(), ()):
            if n != start and n not in found:
                found.add(n)
                frontier.append(n)
    return found


def _linked_newer_first(store: Store, hits: list[Hit], scope: Scope, k: int | None = None) -> list[Hit]:
    """Each hit on a chain of links comes after the chain's newer entries, newest first, and is stamped
    `possibly outdated: see #n` (n: the newest one a recall can see), and so are the newer ones but n. Entries
    the search did not return are brought in when the scope admits them; one it does not (crossed out) is
    passed over, not the rest of its chain. The list keeps up to `k` entries (default: as many as the hits)."""
    if not hits:
        return hits
    newer_of = newer_links(store, [hit.entry.id for hit in hits])
    if not newer_of:
        return hits
    present = {h.entry.id: h for h in hits}
    missing = sorted({n for ns in newer_of.values() for n in ns} - set(present))
    if missing:
        visible = store.find_entries(replace(scope, ids=tuple(missing)), limit=len(missing))
        present.update({e.id: Hit(e, 0.0, {"linked": 1}) for e in visible})
    out: list[Hit] = []
    placed: set[int] = set()
    for hit in hits:
        if hit.entry.id in placed:
            continue
        chain = sorted((present[n] for n in linked_over(newer_of, hit.entry.id) if n in present),
                       key=lambda h: (h.entry.created_at, h.entry.id))
        head = chain[-1].entry.id if chain else None
        for newer in reversed(chain):  # A <- B <- C: C, B, A
            if newer.entry.id not in placed:
                out.append(newer if newer.entry.id == head or newer.outdated_by is not None
                           else replace(newer, outdated_by=head))
                placed.add(newer.entry.id)
        out.append(hit if head is None else replace(hit, outdated_by=head))
        placed.add(hit.entry.id)
    return out[: len(hits) if k is None else max(k, len(hits))]
