"""The state service: a state key has one current value. Reads of the current value and
of every value it had; the crossing out of older values (a new value, or healing the
rule after an import) goes through the lineage service's one `cross_out`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from flymemory.errors import require_text
from flymemory.lineage import LineageService
from flymemory.model import Entry, Scope
from flymemory.store import Store

LIVE_STATUSES = ("active", "superseded", "archived")


class StateService:
    def __init__(self, store: Store, clock: Callable[[], float], lineage: LineageService) -> None:
        self.store, self.clock = store, clock
        self.lineage = lineage

    def lookup(self, key: str, scope: Scope | None = None) -> Entry | None:
        """The current value of `key` in `scope`, or None."""
        key = require_text("key", key).strip()
        found = self.store.find_entries(replace(scope or Scope(), state_key=key), order="created_desc", limit=1)
        return found[0] if found else None

    def history(self, key: str) -> list[Entry]:
        """Every value `key` has had, oldest first (forgotten ones left out)."""
        key = require_text("key", key).strip()
        return self.store.find_entries(Scope(statuses=LIVE_STATUSES, state_key=key), order="created")

    def current_values(self, key: str) -> list[Entry]:
        """The active entries of `key`, newest first (one, unless a bulk change broke the rule)."""
        return self.store.find_entries(Scope(state_key=key), order="created_desc")

    def cross_out_values(self, older: list[Entry], *, by: int, app: str, now: float) -> list[int]:
        """Supersede each of `older` by entry `by` (inside the caller's transaction); the ids crossed out."""
        return [e.id for e in older
                if self.lineage.cross_out(e.id, by=by, expected_status="active", app=app, now=now)]

    def heal(self, key: str, app: str) -> list[int]:
        """Restore the one-current-value rule after a bulk change (an import): the
        newest active entry of `key` stays, older active ones are superseded by it."""
        with self.store.transaction():
            now = self.clock()  # inside the lock: timestamps follow commit order
            current = self.current_values(key)
            if len(current) < 2:
                return []
            return self.cross_out_values(current[1:], by=current[0].id, app=app, now=now)
