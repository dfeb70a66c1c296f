"""The memory state machine: what a write does to the store, and what a read sees.
All judgment (what to supersede, consolidate, forget) comes from the calling
model through tools; this module does only the mechanical part."""

from __future__ import annotations

import hashlib
import time
import unicodedata
from dataclasses import dataclass

from flymemory.chunking import chunk
from flymemory.embedding import Embedder
from flymemory.model import Entry, Hit, Scope
from flymemory.retrieval import Retriever
from flymemory.store import Store


def content_hash(text: str) -> str:
    normalized = " ".join(unicodedata.normalize("NFKC", text).casefold().split())
    return hashlib.sha256(normalized.encode("utf-8")).hexdigest()


class MemoryError_(ValueError):
    """Bad input to the engine: the message names the argument and the problem."""


@dataclass
class WriteOutcome:
    """What happened to one chunk of a write; `describe()` is what a model reads."""

    kind: str  # new | strengthened | merged | rejected
    text: str
    entry_id: int | None = None
    tombstone_id: int | None = None
    reason: str = ""

    def describe(self) -> str:
        if self.kind == "new":
            return f"NEW #{self.entry_id}"
        if self.kind == "strengthened":
            return f"STRENGTHENED #{self.entry_id}"
        if self.kind == "merged":
            return f"MERGED into #{self.entry_id} (previous text kept as #{self.tombstone_id})"
        return f"REJECTED ({self.reason})"


class MemoryEngine:
    def __init__(self, store: Store, embedder: Embedder | None, clock=time.time) -> None:
        self.store = store
        self.embedder = embedder
        self.clock = clock
        self.retriever = Retriever(store, embedder)

    # -- writes ----------------------------------------------------------
    def remember(self, text: str, *, source: str = "model", app: str = "", compartment: str = "general",
                 tags: list[str] | tuple[str, ...] = (), workspace: str = "", session: str = "",
                 user_level: bool = False, message_id: str = "") -> list[WriteOutcome]:
        outcomes: list[WriteOutcome] = []
        for seq, piece in enumerate(chunk(text)):
            outcomes.append(self._write_chunk(piece, source=source, app=app, compartment=compartment,
                                              tags=list(tags), workspace=workspace, session=session,
                                              user_level=user_level, message_id=message_id, seq=seq))
        return outcomes

    def _write_chunk(self, text: str, **fields) -> WriteOutcome:
        digest = content_hash(text)
        now = self.clock()
        scope = Scope(workspace=fields["workspace"], compartments=(fields["compartment"],))
        with self.store.transaction():
            same = self.store.find_entries(scope, content_hash=digest, limit=1)
            if same:
                existing = same[0]
                self.store.compare_and_set(existing.id, {}, {
                    "updated_at": now, "access_count": existing.access_count + 1})
                self.store.add_history(existing.id, "strengthen", None, {"text": text}, fields["app"], now)
                return WriteOutcome("strengthened", text, existing.id)
            entry_id = self.store.insert_entry({
                "text": text, "content_hash": digest, "created_at": now, "updated_at": now,
                "valid_from": now, "last_accessed": now, **fields,
            })
            self.store.add_history(entry_id, "create", None, {"text": text}, fields["app"], now)
        self.retriever.index([entry_id], [text])
        return WriteOutcome("new", text, entry_id)

    # -- lineage (issue #3) -------------------------------------------------
    # Planned API shared by the MCP surface and the state machine. Every method
    # validates its arguments and raises MemoryError_ (message names the argument
    # and the problem) without changing the store.
    def supersede(self, old_id: int, new_id: int, *, app: str = "") -> str:
        """Cross out `old_id` in favour of `new_id` exactly once (compare-and-set)."""
        raise NotImplementedError

    def set_state(self, key: str, value: str, text: str | None = None, **write_fields) -> list[WriteOutcome]:
        """Write a state entry; every older active entry of `key` is superseded."""
        raise NotImplementedError

    def state_lookup(self, key: str, scope: Scope | None = None) -> Entry | None:
        raise NotImplementedError

    def state_history(self, key: str) -> list[Entry]:
        raise NotImplementedError

    def consolidate(self, ids: list[int], conclusion: str, *, app: str = "", **write_fields) -> WriteOutcome:
        raise NotImplementedError

    def forget(self, entry_id: int, *, erase: bool = False, reason: str = "", app: str = "") -> Entry:
        raise NotImplementedError

    def restore(self, entry_id: int, *, app: str = "") -> Entry:
        raise NotImplementedError

    def cleanup(self, min_retention: float = 0.2, *, dry_run: bool = True, app: str = "") -> list[Entry]:
        raise NotImplementedError

    def get_memory(self, entry_id: int) -> tuple[Entry, list[dict], list[dict]]:
        """The entry, its edges and its history."""
        raise NotImplementedError

    def find_conflicts(self, scope: Scope | None = None, limit: int = 20) -> list[tuple[Entry, Entry, float]]:
        raise NotImplementedError

    def insights(self, scope: Scope | None = None, limit: int = 20) -> list[tuple[Entry, float]]:
        raise NotImplementedError

    def stats(self, scope: Scope | None = None) -> dict:
        raise NotImplementedError

    # -- reads -----------------------------------------------------------
    def recall(self, query: str, k: int = 8, scope: Scope | None = None, route: str = "auto") -> list[Hit]:
        """`route`: 'auto' classifies the query (flymemory.routing), or force one of
        state / history / temporal / aggregation / lookup."""
        return self.retriever.search(query, scope or Scope(), k, route=route, now=self.clock())

    def auto(self, text: str, *, app: str = "", workspace: str = "", session: str = "",
             k: int = 5) -> tuple[list[WriteOutcome], list[Hit]]:
        """Hook path: recall against the store as it was, then capture the prompt, so
        the prompt never comes back as its own memory."""
        # A prompt is an instruction, not a question about the past: no routing.
        hits = self.recall(text, k=k, scope=Scope(workspace=workspace or None), route="lookup")
        outcomes = self.remember(text, source="hook", app=app, workspace=workspace, session=session)
        return outcomes, hits
