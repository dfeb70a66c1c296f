"""Housekeeping the server can do mechanically: propose clusters of short captured
fragments for the calling model to consolidate (distill), and archive captures past
their time (gc). Nothing here deletes a row: archived entries can be restored."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from flymemory.model import Entry, Scope
from flymemory.store import Store

DAY = 86400.0
_KEEP = ("profile",)  # compartments gc never touches: the model put them there deliberately


@dataclass
class Cluster:
    """Short fragments captured close together in one session: a consolidation candidate."""
    ids: list[int]
    texts: list[str]
    session: str
    workspace: str

    def as_dict(self) -> dict[str, Any]:
        return {"ids": self.ids, "texts": self.texts, "session": self.session, "workspace": self.workspace}


def distill(store: Store, scope: Scope, *, max_chars: int = 120, min_size: int = 3, gap_seconds: float = 1800.0,
            limit: int = 10) -> list[Cluster]:
    """Group active, short hook captures by (workspace, session) and closeness in time; groups
    of at least `min_size` not yet used as evidence of a conclusion are returned, largest first.
    The server only proposes: the model writes the conclusion with flymemory_consolidate."""
    captured = [e for e in store.find_entries(scope, order="created")
                if e.source == "hook" and e.state_key is None and len(e.text) <= max_chars]
    used = {edge["dst"] for e in captured for edge in store.edges(e.id) if edge["kind"] == "evidence"}
    groups: list[list[Entry]] = []
    last: dict[tuple[str, str], list[Entry]] = {}
    for e in captured:
        if e.id in used:
            continue
        key = (e.workspace, e.session)
        group = last.get(key)
        if group is None or e.created_at - group[-1].created_at > gap_seconds:
            group = []
            groups.append(group)
            last[key] = group
        group.append(e)
    found = [Cluster([e.id for e in g], [e.text for e in g], g[0].session, g[0].workspace)
             for g in groups if len(g) >= min_size]
    found.sort(key=lambda c: (-len(c.ids), c.ids[0]))
    return found[:limit]


@dataclass
class GcReport:
    expired: list[int] = field(default_factory=list)  # captures past the TTL
    stale: list[int] = field(default_factory=list)  # captures never recalled and untouched for long
    compacted: list[dict[str, int]] = field(default_factory=list)  # entries that absorbed restatements
    dry_run: bool = True

    def as_dict(self) -> dict[str, Any]:
        return {"expired": self.expired, "stale": self.stale, "compacted": self.compacted, "dry_run": self.dry_run}


def gc(store: Store, now: float, scope: Scope, *, ttl_days: float | None = None, stale_days: float = 90.0,
       dry_run: bool = True, app: str = "") -> GcReport:
    """Archive (restorably) active hook captures older than `ttl_days` (off when None) and
    captures never recalled (access_count 0) whose last touch is older than `stale_days`.
    Current states and the profile are never touched. Reports the entries that absorbed
    restatements (strength > 1) as compacted groups. A dry run returns what a real run does."""
    for name, value in (("ttl_days", ttl_days), ("stale_days", stale_days)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0):
            raise ValueError(f"{name} must be a positive number of days, got {value!r}")
    report = GcReport(dry_run=dry_run)
    candidates = [e for e in store.find_entries(scope, order="created")
                  if e.source == "hook" and e.state_key is None and e.compartment not in _KEEP]
    for e in candidates:
        if ttl_days is not None and now - e.created_at > ttl_days * DAY:
            report.expired.append(e.id)
        elif e.access_count == 0 and now - e.last_accessed > stale_days * DAY:
            report.stale.append(e.id)
    report.compacted = [{"id": e.id, "restatements": e.strength - 1}
                        for e in store.find_entries(scope, order="created") if e.strength > 1]
    if dry_run:
        return report
    by_id = {e.id: e for e in candidates}
    done: dict[str, list[int]] = {"expired": [], "stale": []}
    with store.transaction():
        for why, ids in (("expired", report.expired), ("stale", report.stale)):
            for i in ids:
                e = by_id[i]
                if store.compare_and_set(i, {"status": "active", "last_accessed": e.last_accessed},
                                                {"status": "archived", "updated_at": now}):
                    store.add_history(i, "archive", {"status": "active"},
                                             {"status": "archived", "why": f"gc: {why}"}, app, now)
                    done[why].append(i)
    report.expired, report.stale = done["expired"], done["stale"]
    return report
