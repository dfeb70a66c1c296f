"""The knowledge service: the entity graph walk, the small profile (stable facts that open
every session) and the session digest built from it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flymemory import graph, profile
from flymemory.errors import EngineInputError, require_id, require_text
from flymemory.lineage import LineageService
from flymemory.model import Entry, Scope
from flymemory.store import Store
from flymemory.writes import WriteOutcome, WriteService, planned


class KnowledgeService:
    def __init__(self, store: Store, clock: Callable[[], float], writes: WriteService, lineage: LineageService) -> None:
        self.store, self.clock = store, clock
        self.writes, self.lineage = writes, lineage

    def graph_query(self, start: str, scope: Scope | None = None, **options: Any) -> list[graph.Reached]:
        """Multi-hop walk of the entity graph (flymemory.graph.query) with supporting entry ids."""
        try:
            return graph.query(self.store, start, scope or Scope(), **options)
        except graph.GraphInputError as exc:
            raise EngineInputError(str(exc)) from exc

    def profile_entries(self, workspace: str) -> list[Entry]:
        return profile.profile_entries(self, workspace)

    def profile_add(self, text: str, *, workspace: str = "", user_level: bool = True, app: str = "",
                    replacing: int | None = None, dry_run: bool = False) -> list[WriteOutcome]:
        """Add a stable fact to the small profile compartment (refused past its size limit);
        with `replacing`, the old profile fact is superseded by the new one."""
        require_text("text", text)
        if replacing is not None:
            old = self.store.get_entries([require_id("replacing", replacing)])
            if not old or old[0].compartment != profile.PROFILE or old[0].status != "active":
                raise EngineInputError(f"replacing #{replacing} is not a current profile fact; "
                                       "read the profile for the ids")
        profile.check_profile_room(self, workspace, text, replacing)

        def write() -> list[WriteOutcome]:
            with self.writes.transaction():  # (indexed once the supersede stands)
                outcomes = self.writes.remember(text, source="model", app=app, compartment=profile.PROFILE,
                                                workspace=workspace, user_level=user_level)
                new = [o.entry_id for o in outcomes if o.kind == "new"]
                if replacing is not None and new:
                    self.lineage.supersede(replacing, new[-1], app=app)
                    outcomes[-1].superseded.append(replacing)
            return outcomes

        return planned(self.store, dry_run, write)

    def profile_remove(self, entry_id: int, *, app: str = "") -> Entry:
        """Forget a profile fact (refused for an id that is not one)."""
        entry_id = require_id("id", entry_id)
        found = self.store.get_entries([entry_id])
        if not found or found[0].compartment != profile.PROFILE:
            raise EngineInputError(f"id #{entry_id} is not a profile fact; read the profile for the ids")
        return self.lineage.forget(entry_id, reason="removed from the profile", app=app)

    def profile_change(self, action: str, *, text: str | None = None, entry_id: int | None = None,
                       workspace: str = "", user_level: bool = True, app: str = "") -> list[Entry]:
        """`read`, `add` a fact, `replace` fact `entry_id` with `text`, or `remove` it; returns the
        profile as it is afterwards."""
        if action in ("add", "replace"):
            self.profile_add(text, workspace=workspace, user_level=user_level, app=app,
                             replacing=entry_id if action == "replace" else None)
        elif action == "remove":
            self.profile_remove(entry_id, app=app)
        elif action != "read":
            raise EngineInputError(f"action must be read, add, replace or remove, got {action!r}")
        return self.profile_entries(workspace)

    def session_digest(self, workspace: str = "", **limits: int) -> tuple[str, list[int]]:
        return profile.session_digest(self, workspace, **limits)
