"""The profile compartment (small, stable facts about the user and the workspace) and
the frozen session digest the plugin injects once at a session's first step.

The digest is a pure function of the store's current entries (no ages, no clock), so
the same store renders the same bytes; the plugin caches it per session id so writes
during the session never change it (the harness's prefix cache stays warm)."""

from __future__ import annotations

import re
from typing import Any

from flymemory.constants import DIGEST_CLOSE, DIGEST_OPEN
from flymemory.errors import EngineInputError
from flymemory.model import Entry, Scope
from flymemory.render import first_words, one_line

PROFILE = "profile"
MAX_PROFILE_BYTES = 2048
# Open work the user or a model wrote down; matched on words, never judged.
_TODO = re.compile(r"\b(todo|fixme|to-do|to do|next step|follow[- ]up|pending|not yet done|still need)\b"
                   r"|待办|还需要|未完成", re.IGNORECASE)
_CONCLUSION_SOURCES = ("model", "consolidation")
def profile_entries(engine: Any, workspace: str) -> list[Entry]:
    """Current profile facts for this workspace (user-level and unscoped ones included), oldest first."""
    return engine.store.find_entries(Scope(workspace=workspace, compartments=(PROFILE,)), order="created")


def render_profile(entries: list[Entry]) -> str:
    return "\n".join(f"- #{e.id} {one_line(e.text)}" for e in entries)


def check_profile_room(engine: Any, workspace: str, text: str, replacing: int | None = None) -> None:
    """The profile stays small: refuse a fact that would push it past MAX_PROFILE_BYTES rendered."""
    kept = [e for e in profile_entries(engine, workspace) if e.id != replacing]
    size = len((render_profile(kept) + f"\n- #000000 {one_line(text)}").encode("utf-8"))
    if size > MAX_PROFILE_BYTES:
        raise EngineInputError(f"text would make the profile {size} bytes, over its {MAX_PROFILE_BYTES}-byte limit; "
                               "replace or remove an older profile fact first (flymemory_profile action=replace/remove)"
                               ", or store this as an ordinary memory")


def _latest(engine: Any, workspace: str, keep, limit: int) -> list[Entry]:
    if limit <= 0:
        return []
    window = engine.store.find_entries(Scope(workspace=workspace, exclude_compartments=(PROFILE,)),
                                       order="created_desc", limit=max(400, limit * 20))
    return [e for e in window if keep(e)][:limit]


def session_digest(engine: Any, workspace: str, *, todos: int = 5, conclusions: int = 5) -> tuple[str, list[int]]:
    """The profile, open TODO-like entries and the latest conclusions, each with its id.
    Deterministic: the same store gives the same bytes (no ages, no scores)."""
    profile = profile_entries(engine, workspace)
    open_items = _latest(engine, workspace, lambda e: bool(_TODO.search(e.text)), todos)
    shown = {e.id for e in open_items}
    latest = _latest(engine, workspace, lambda e: e.source in _CONCLUSION_SOURCES and e.id not in shown,
                     conclusions)
    if not (profile or open_items or latest):
        return "", []
    parts = [DIGEST_OPEN]
    for title, entries in (("Profile", profile), ("Open items (newest first)", open_items),
                           ("Latest conclusions (newest first)", latest)):
        if entries:
            parts.append(f"{title}:")
            parts += [f"- #{e.id} {first_words(e.text, 240)}" for e in entries]
    parts.append(DIGEST_CLOSE)
    return "\n".join(parts), [e.id for e in profile + open_items + latest]
