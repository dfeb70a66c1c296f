"""Read time for pairs the write path linked as "may update" (a `contradicts` edge from
the newer entry to the older one, nothing crossed out): the newer one comes first, the
older one is stamped `possibly outdated: see #n`, and a recall never shows the older
one first."""

from __future__ import annotations

from dataclasses import replace

from flymemory.model import Hit, Scope
from flymemory.store import Store


def newer_first(store: Store, hits: list[Hit], scope: Scope) -> list[Hit]:
    """Reorder `hits` so each entry linked as possibly outdated follows its newer entry.
    A newer entry the search did not return is brought in (when it is in scope) right
    before the older one; the list keeps its length."""
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
