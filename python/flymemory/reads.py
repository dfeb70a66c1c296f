"""The read service: recall, the hook path (recall, then capture the prompt), one memory
in full, the session recovery pack and the store's counts."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace

from flymemory.chunking import chunk
from flymemory.errors import require_id
from flymemory.lineage import stored_entry
from flymemory.maintenance import MaintenanceService
from flymemory.model import Entry, Hit, Scope
from flymemory.retrieval import MAX_QUERY_CHUNKS, Retriever
from flymemory.store import Store
from flymemory.writes import KnownVectors, WriteOutcome, WriteService

log = logging.getLogger("flymemory.engine")


class ReadService:
    def __init__(self, store: Store, retriever: Retriever, clock: Callable[[], float], writes: WriteService,
                 maintenance: MaintenanceService) -> None:
        self.store, self.retriever, self.clock = store, retriever, clock
        self.writes, self.maintenance = writes, maintenance

    def recall(self, query: str, k: int = 8, scope: Scope | None = None, route: str = "auto",
               with_messages: bool = False) -> list[Hit]:
        """`route`: 'auto' classifies the query (flymemory.routing), or force one of
        state / history / temporal / aggregation / lookup. `with_messages`: each hit carries
        the sentences of its message and each message is shown once (small-to-big)."""
        hits = self.retriever.search(query, scope or Scope(), k, route=route, now=self.clock(),
                                     per_message=True if with_messages else None)
        if with_messages:
            self.retriever.attach_messages(hits)
        return hits

    def auto(self, text: str, *, app: str = "", workspace: str = "", session: str = "",
             k: int = 5, occurred_at: str | None = None, role: str = "user") -> tuple[list[WriteOutcome], list[Hit]]:
        """Hook path: recall against the store as it was, then capture the prompt, so
        the prompt never comes back as its own memory."""
        # A prompt is an instruction, not a question about the past: no routing. The
        # workspace rule is the recall tool's: this workspace + user-level + unscoped
        # (with none known, only the latter two), never another project's chatter.
        self.writes.occurred_time(occurred_at)  # refused before anything is read or written
        self.writes.speaker("", role)
        hits = self.recall(text, k=k, scope=Scope(workspace=workspace), route="lookup")
        outcomes = self.writes.remember(text, source="hook", app=app, workspace=workspace, session=session,
                                        occurred_at=occurred_at, role=role, known=self._sentence_vectors(text))
        return outcomes, hits

    def _sentence_vectors(self, text: str) -> KnownVectors | None:
        """The prompt's sentences as the recall just embedded them (one row each, after the whole
        prompt's row when there are several), for the capture to reuse instead of embedding them
        again. Only for an embedder whose queries and passages are one encoding: e5 reads
        `query: `/`passage: ` roles, and a passage-role query loses dense hit@5 on the dev set
        (0.74 -> 0.60, docs/BENCHMARKS.md), so with e5 the prompt is embedded once per role."""
        embedder = self.retriever.embedder
        if embedder is None or not getattr(embedder, "symmetric", False):
            return None
        pieces = chunk(text)[:MAX_QUERY_CHUNKS] or [text]
        rows = self.retriever.embed_query(text)  # the recall's own, from the query cache
        if rows is None:
            return None
        own = rows[1:] if len(pieces) > 1 else rows
        if len(own) != len(pieces):
            return None
        return KnownVectors(embedder.id, dict(zip(pieces, own, strict=True)))

    def auto_with_lessons(self, text: str, *, app: str = "", workspace: str = "", session: str = "", k: int = 5,
                          lessons: int = 0, occurred_at: str | None = None, role: str = "user",
                          ) -> tuple[list[WriteOutcome], list[Hit], list[Entry]]:
        """`auto`, then up to `lessons` top insights not already recalled; everything shown is
        rehearsed. Once the prompt is stored nothing may fail the call: lessons and rehearsal
        are best effort (a failure is logged and they are skipped)."""
        outcomes, hits = self.auto(text, app=app, workspace=workspace, session=session, k=k, occurred_at=occurred_at,
                                   role=role)
        top: list[Entry] = []
        try:
            if lessons:
                seen = {h.entry.id for h in hits}
                top = [e for e, _ in self.maintenance.insights(Scope(workspace=workspace), lessons)
                       if e.id not in seen]
            if hits or top:  # rehearsal: what enters a conversation decays slower
                self.maintenance.mark_injected([h.entry.id for h in hits] + [e.id for e in top])
        except Exception:
            log.exception("flymemory_auto: lessons/rehearsal skipped")
        return outcomes, hits, top

    def get_memory(self, entry_id: int) -> tuple[Entry, list[dict], list[dict]]:
        """The entry, its edges and its history."""
        entry_id = require_id("id", entry_id)
        return stored_entry(self.store, entry_id), self.store.edges(entry_id), self.store.history(entry_id)

    def session_pack(self, workspace: str, *, trail: int = 8, conclusions: int = 5) -> tuple[list[Entry], list[Entry]]:
        """The recent trail of captured prompts in `workspace` (oldest first) and the latest
        conclusions models stored (newest first)."""
        # The trail is this workspace's own prompts only; conclusions may be user-level or unscoped.
        # Scope has no source filter yet, so source is picked from a bounded window of the latest.
        recent = self.store.find_entries(Scope(workspace=workspace, workspace_exact=True), order="created_desc",
                                         limit=trail * 4) if trail else []
        asked = [e for e in recent if e.source == "hook"][:trail]
        stored = self.store.find_entries(Scope(workspace=workspace), order="created_desc", limit=200) \
            if conclusions else []
        latest = [e for e in stored if e.source in ("model", "consolidation")][:conclusions]
        return asked[::-1], latest

    def stats(self, scope: Scope | None = None) -> dict:
        """Counts by status, source, app and compartment, edge counts, and the creation times
        of the oldest and newest entry in `scope` (when it holds any)."""
        scope = scope or Scope()
        every = replace(scope, statuses=(), as_of=None)
        oldest = self.store.find_entries(scope, order="created", limit=1)
        newest = self.store.find_entries(scope, order="created_desc", limit=1)
        span = {"oldest_created_at": oldest[0].created_at, "newest_created_at": newest[0].created_at} \
            if oldest and newest else {}
        embedder = self.retriever.embedder
        return {
            "active": self.store.count(scope),
            "by_status": self.store.counts_by("status", every),
            "by_source": self.store.counts_by("source", scope),
            "by_app": self.store.counts_by("app", scope),
            "by_compartment": self.store.counts_by("compartment", scope),
            "edges": self.store.edge_counts(),
            "embedder": embedder.id if embedder else "none",
            **span,
        }
