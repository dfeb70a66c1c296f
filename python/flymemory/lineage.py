"""The lineage service: how an entry stops being current. `cross_out` is the one step
that supersedes an entry (compare-and-set on its status, the supersedes edge, the history
record, its graph links closed); supersede, state keys, dedup merges and imports all use
it. `forget` withdraws a wrong entry instead (no successor)."""

from __future__ import annotations

import glob
import logging
import os
from collections.abc import Callable

from flymemory.credentials import find_credential
from flymemory.errors import EngineInputError, require_id
from flymemory.model import CONFIRMED, KEPT_BOTH, MAY_REPEAT, Entry
from flymemory.store import Store

log = logging.getLogger("flymemory.engine")

ERASED_TEXT = "[erased]"


def remove_migration_backups(store: Store) -> list[str]:
    """A migration's copy of the store (`<store>.vN.bak`) still holds what an erase removed: an erase
    deletes those copies too. Returns the paths removed."""
    path = getattr(store, "path", None)
    if not isinstance(path, str) or not os.path.isabs(path):
        return []
    removed = []
    for backup in sorted(glob.glob(glob.escape(path) + ".v*.bak")):
        try:
            os.remove(backup)
            removed.append(backup)
        except OSError as exc:
            log.warning("could not remove the migration backup %s after an erase (%s); delete it by hand: it "
                        "still holds the erased text", backup, exc)
    if removed:
        log.info("erase: removed migration backups that still held the erased text: %s", ", ".join(removed))
    return removed


def stored_entry(store: Store, entry_id: int) -> Entry:
    """Entry `entry_id` in any status, or an error naming the id."""
    found = store.get_entries([entry_id])
    if not found:
        raise EngineInputError(f"id #{entry_id} is not a stored entry")
    return found[0]


class LineageService:
    def __init__(self, store: Store, clock: Callable[[], float]) -> None:
        self.store, self.clock = store, clock

    def cross_out(self, entry_id: int, *, by: int, expected_status: str, app: str, now: float,
                  record: bool = True) -> bool:
        """Mark `entry_id` superseded by `by` as of `now`, inside the caller's transaction. The
        status change is a compare-and-set on `expected_status`: False (and nothing changed) when
        another writer got there first. `record=False` leaves the history to the caller (a merge
        tombstone records its own)."""
        if not self.store.compare_and_set(entry_id, {"status": expected_status},
                                          {"status": "superseded", "valid_to": now, "updated_at": now}):
            return False
        self.store.add_edge(by, entry_id, "supersedes", now)
        if record:
            self.store.add_history(entry_id, "supersede", {"status": expected_status},
                                   {"status": "superseded", "by": by}, app, now)
        self.store.close_graph_support(entry_id, now)
        return True

    def supersede(self, old_id: int, new_id: int, *, app: str = "") -> str:
        """Cross out `old_id` in favour of `new_id` exactly once (compare-and-set)."""
        old_id, new_id = require_id("old_id", old_id), require_id("new_id", new_id)
        if old_id == new_id:
            raise EngineInputError(f"old_id and new_id are both #{old_id}: an entry cannot supersede itself")
        with self.store.transaction():
            now = self.clock()  # inside the lock: timestamps follow commit order
            found = {e.id: e for e in self.store.get_entries([old_id, new_id])}
            for name, i in (("old_id", old_id), ("new_id", new_id)):
                if i not in found or found[i].status == "forgotten":
                    raise EngineInputError(f"{name} #{i} is not a stored entry (unknown or forgotten)")
            old, new = found[old_id], found[new_id]
            if new.status == "superseded":
                raise EngineInputError(f"new_id #{new_id} is itself superseded; supersede with the current entry")
            if old.status == "superseded" and self.store.delete_edge(new_id, old_id, "updates"):
                # The model confirms what the engine did on its own: a restore no longer undoes it.
                self.store.add_history(old_id, "confirm_update", None, {"by": new_id}, app, now)
                return f"#{old_id} superseded by #{new_id} (confirmed the automatic update)"
            if old.status == "superseded":
                by = [e["src"] for e in self.store.edges(old_id) if e["kind"] == "supersedes" and e["dst"] == old_id]
                raise EngineInputError(f"old_id #{old_id} is already superseded"
                                       + (f" by #{by[0]}" if by else "") + "; nothing changed")
            if self._reaches(old_id, new_id):
                raise EngineInputError(f"#{old_id} already (transitively) supersedes #{new_id}; "
                                       "superseding back would make a cycle")
            if old.status == "active" and self._flagged_repeat(old_id, new_id):
                # The model confirms a repeat the write flagged: the older wording is crossed out like an
                # automatic update, so flymemory_restore(old) undoes it exactly. Nothing was merged.
                self.cross_out_update(old, by=new_id, why={"kind": "restatement", "rule": "the model confirmed "
                                      "a repeat the write flagged (may repeat)"}, app=app, now=now, note=CONFIRMED)
                return f"#{old_id} superseded by #{new_id} (confirmed the repeat; flymemory_restore({old_id}) " \
                       "undoes it)"
            if not self.cross_out(old_id, by=new_id, expected_status=old.status, app=app, now=now):
                raise EngineInputError(f"old_id #{old_id} was changed by another writer; nothing changed")
        return f"#{old_id} superseded by #{new_id}"

    def cross_out_update(self, old: Entry, *, by: int, why: dict, app: str, now: float, note: str = "") -> bool:
        """Cross out `old` because the sentence of `by` says its value changed (issue #12). The
        `updates` edge marks the supersede as the engine's own doing, so a restore undoes it
        exactly; the history row records why (the rule, the change words, the slot). `note`
        CONFIRMED: the model made it (a repeat it confirmed), so find_conflicts does not ask again."""
        if not self.cross_out(old.id, by=by, expected_status="active", app=app, now=now, record=False):
            return False
        self.store.add_edge(by, old.id, "updates", now, note=note)
        self.store.add_history(old.id, "update", {"status": old.status, "valid_to": old.valid_to,
                                                  "updated_at": old.updated_at},
                               {"status": "superseded", "by": by, "at": now, **why}, app, now)
        return True

    def _flagged_repeat(self, old_id: int, new_id: int) -> bool:
        """Whether the write of `new_id` flagged it as a possible repeat of `old_id`: a `related` edge with
        the may-repeat note (a `related` edge from an import, or a pair the model kept, is not a flag)."""
        return any(e["src"] == new_id and e["note"] == MAY_REPEAT for e in self.store.edges_to([old_id], "related"))

    def keep_both(self, old_id: int, new_id: int, *, app: str = "") -> str:
        """The model says both entries hold (not an update, not a repeat): the write's unsure links
        between them (`contradicts`, may repeat) are removed, so the older is no longer stamped
        "possibly outdated", and a `related` edge noted KEPT_BOTH records the judgement, so
        find_conflicts does not list the pair again. Both must be active."""
        old_id, new_id = require_id("old_id", old_id), require_id("new_id", new_id)
        if old_id == new_id:
            raise EngineInputError(f"old_id and new_id are both #{old_id}: a pair needs two entries")
        with self.store.transaction():
            now = self.clock()
            found = {e.id: e for e in self.store.get_entries([old_id, new_id])}
            for name, i in (("old_id", old_id), ("new_id", new_id)):
                if i not in found:
                    raise EngineInputError(f"{name} #{i} is not a stored entry")
                if found[i].status != "active":
                    undo = f"; flymemory_restore({i}) brings it back" if found[i].status == "superseded" else ""
                    raise EngineInputError(f"{name} #{i} is {found[i].status}, not active; nothing changed{undo}")
            older, newer = sorted((found[old_id], found[new_id]), key=lambda e: (e.created_at, e.id))
            removed = [kind for src, dst in ((newer.id, older.id), (older.id, newer.id))
                       for kind in ("contradicts", "related") if self.store.delete_edge(src, dst, kind)]
            self.store.add_edge(newer.id, older.id, "related", now, note=KEPT_BOTH)
            self.store.add_history(older.id, "keep_both", {"links": removed} if removed else None,
                                   {"with": newer.id}, app, now)
        return f"#{older.id} and #{newer.id} both kept" + (f" (removed the unsure {' and '.join(removed)} link)"
                                                           if removed else "")

    def _reaches(self, start: int, target: int) -> bool:
        """Whether `start` supersedes `target` through a chain of supersedes edges."""
        seen, frontier = {start}, [start]
        while frontier:
            node = frontier.pop()
            for edge in self.store.edges(node):
                if edge["kind"] == "supersedes" and edge["src"] == node and edge["dst"] not in seen:
                    if edge["dst"] == target:
                        return True
                    seen.add(edge["dst"])
                    frontier.append(edge["dst"])
        return False

    def forget(self, entry_id: int, *, erase: bool = False, reason: str = "", app: str = "") -> Entry:
        """Withdraw a wrong fact: out of every default read, its evidence edges gone,
        the act recorded. `erase=True` also removes its text from the history."""
        entry_id = require_id("id", entry_id)
        kind = find_credential(reason) if isinstance(reason, str) and reason else None
        if kind:  # the reason is kept in history: never a secret there
            raise EngineInputError(f"reason contains a credential ({kind}); nothing changed. Say why without the "
                                   "secret (and use erase=true to wipe a memory that holds one)")
        with self.store.transaction():
            now = self.clock()  # inside the lock: timestamps follow commit order
            entry = stored_entry(self.store, entry_id)
            if entry.status == "forgotten" and (not erase or entry.text == ERASED_TEXT):
                raise EngineInputError(f"id #{entry_id} is already forgotten; nothing changed")
            if entry.status != "forgotten":
                self.store.compare_and_set(entry_id, {"status": entry.status},
                                           {"status": "forgotten", "valid_to": entry.valid_to or now,
                                            "updated_at": now})
            cleaned = self.store.delete_edges(entry_id, "evidence")
            self.store.delete_graph_support(entry_id)
            if erase:
                self.store.erase_text(entry_id, ERASED_TEXT)
                for tombstone in self._merge_tombstones(entry_id):  # its earlier wordings go with it
                    self.store.compare_and_set(tombstone.id, {"status": tombstone.status},
                                               {"status": "forgotten", "updated_at": now})
                    self.store.delete_graph_support(tombstone.id)
                    self.store.erase_text(tombstone.id, ERASED_TEXT)
                self.store.prune_graph()  # an entity named only by this entry is erased with it
            self.store.add_history(entry_id, "forget", {"status": entry.status},
                                   {"status": "forgotten", "reason": "[erased]" if erase else reason,
                                    "erased": erase, "evidence_edges_removed": cleaned}, app, now)
        if erase:
            self.store.purge_freed()
            remove_migration_backups(self.store)
        return self.store.get_entries([entry_id])[0]

    def _merge_tombstones(self, entry_id: int) -> list[Entry]:
        """The superseded copies a merge kept of this entry's earlier text (and theirs, in turn)."""
        found: list[Entry] = []
        frontier = [entry_id]
        while frontier:
            current = frontier.pop()
            kept = [e["dst"] for e in self.store.edges(current) if e["kind"] == "supersedes" and e["src"] == current]
            for candidate in self.store.get_entries(kept):
                ops = self.store.history(candidate.id, limit=5)
                if any(h.get("op") == "tombstone" for h in ops) and candidate.id not in {f.id for f in found}:
                    found.append(candidate)
                    frontier.append(candidate.id)
        return found

def undo_automatic_update(store: Store, entry: Entry, app: str, now: float) -> bool:
    """Undo the automatic update that crossed `entry` out: status, validity and graph links as
    they were, both edges gone. False when no automatic update crossed it out (a supersede the
    model made, or one it confirmed, is not undone here)."""
    by = [e["src"] for e in store.edges(entry.id) if e["kind"] == "updates" and e["dst"] == entry.id]
    record = next((h for h in reversed(store.history(entry.id)) if h["op"] == "update"), None)
    if entry.status != "superseded" or not by or record is None:
        return False
    before, after = dict(record["before"] or {}), dict(record["after"] or {})
    if not store.compare_and_set(entry.id, {"status": "superseded"}, before):
        raise EngineInputError(f"entry_id #{entry.id} was changed by another writer; nothing changed")
    store.delete_edge(by[0], entry.id, "updates")
    store.delete_edge(by[0], entry.id, "supersedes")
    store.reopen_graph_support(entry.id, after.get("at", now))
    store.add_history(entry.id, "restore", {"status": "superseded", "by": by[0]}, before, app, now)
    return True
