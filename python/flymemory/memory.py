"""The engine: one container holding the named services, built once from a store, an
embedder and a clock. All judgment (what to supersede, consolidate, forget) comes from
the calling model through tools; the services do only the mechanical part.

New code calls the services (`engine.writes.remember`, `engine.lineage.supersede`, ...).
The one-line methods below keep the older flat calls (`engine.remember`) working for
tests, benchmarks and scripts; they add nothing."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from flymemory.embedding import Embedder
from flymemory.errors import EngineInputError, MemoryError_, content_hash  # noqa: F401 (re-exported)
from flymemory.knowledge import KnowledgeService
from flymemory.lineage import ERASED_TEXT, LineageService  # noqa: F401 (ERASED_TEXT re-exported)
from flymemory.maintenance import MaintenanceService
from flymemory.model import Conflict, Entry, Hit, Scope
from flymemory.portability import PortabilityService
from flymemory.reads import ReadService
from flymemory.retrieval import PRESETS, RetrievalConfig, Retriever
from flymemory.states import StateService
from flymemory.store import Store
from flymemory.writes import WriteOutcome, WriteService, dedup_scope  # noqa: F401 (WriteOutcome re-exported)


class MemoryEngine:
    """The services over one store: `writes`, `lineage`, `states`, `reads`, `maintenance`,
    `portability`, `knowledge`. The retriever holds the one current embedder, the reranker
    and the frozen retrieval tuning, all given here (config.build_engine)."""

    def __init__(self, store: Store, embedder: Embedder | None, clock: Callable[[], float] = time.time, *,
                 reranker: Any = None, retrieval: RetrievalConfig = PRESETS["default"]) -> None:
        self.store = store
        self.clock = clock
        clock = self._now  # services read the engine's clock at each call: tests swap it for a fake one
        self.retriever = Retriever(store, embedder, reranker=reranker, config=retrieval)
        self.lineage = LineageService(store, clock)
        self.states = StateService(store, clock, self.lineage)
        self.writes = WriteService(store, self.retriever, clock, self.lineage, self.states)
        self.maintenance = MaintenanceService(store, self.retriever, clock, self.states)
        self.reads = ReadService(store, self.retriever, clock, self.writes, self.maintenance)
        self.portability = PortabilityService(store, self.retriever, clock, self.writes, self.states, self.lineage)
        self.knowledge = KnowledgeService(store, clock, self.writes, self.lineage)

    def _now(self) -> float:
        return self.clock()

    @property
    def embedder(self) -> Embedder | None:
        """The embedder in use now: the retriever's (the background loader attaches it there)."""
        return self.retriever.embedder

    @embedder.setter
    def embedder(self, embedder: Embedder | None) -> None:
        if embedder is not None and embedder is not self.retriever.embedder:
            self.retriever.attach_embedder(embedder)

    @property
    def thresholds(self):
        return self.writes.thresholds

    # -- the flat API: one line each, forwarding to a service ---------------------
    def remember(self, text: str, **options: Any) -> list[WriteOutcome]:
        return self.writes.remember(text, **options)

    def remember_batch(self, texts: Sequence[str], **options: Any) -> list[WriteOutcome]:
        return self.writes.remember_batch(texts, **options)

    def set_state(self, key: str, value: str, text: str | None = None, **fields: Any) -> list[WriteOutcome]:
        return self.writes.set_state(key, value, text, **fields)

    def consolidate(self, ids: list[int], conclusion: str, **options: Any) -> WriteOutcome:
        return self.writes.consolidate(ids, conclusion, **options)

    def supersede_with_text(self, old_id: int, text: str, **options: Any):
        return self.writes.supersede_with_text(old_id, text, **options)

    def supersede(self, old_id: int, new_id: int, *, app: str = "") -> str:
        return self.lineage.supersede(old_id, new_id, app=app)

    def forget(self, entry_id: int, **options: Any) -> Entry:
        return self.lineage.forget(entry_id, **options)

    def state_lookup(self, key: str, scope: Scope | None = None) -> Entry | None:
        return self.states.lookup(key, scope)

    def state_history(self, key: str) -> list[Entry]:
        return self.states.history(key)

    def recall(self, query: str, k: int = 8, scope: Scope | None = None, route: str = "auto",
               with_messages: bool = False) -> list[Hit]:
        return self.reads.recall(query, k, scope, route, with_messages)

    def auto(self, text: str, **options: Any) -> tuple[list[WriteOutcome], list[Hit]]:
        return self.reads.auto(text, **options)

    def auto_with_lessons(self, text: str, **options: Any):
        return self.reads.auto_with_lessons(text, **options)

    def get_memory(self, entry_id: int) -> tuple[Entry, list[dict], list[dict]]:
        return self.reads.get_memory(entry_id)

    def stats(self, scope: Scope | None = None) -> dict:
        return self.reads.stats(scope)

    def session_pack(self, workspace: str, **limits: int) -> tuple[list[Entry], list[Entry]]:
        return self.reads.session_pack(workspace, **limits)

    def retention(self, entry: Entry) -> float:
        return self.maintenance.retention(entry)

    def mark_injected(self, ids: Sequence[int]) -> None:
        self.maintenance.mark_injected(ids)

    def restore(self, entry_id: int, *, app: str = "") -> Entry:
        return self.maintenance.restore(entry_id, app=app)

    def cleanup(self, min_retention: float = 0.2, **options: Any) -> list[Entry]:
        return self.maintenance.cleanup(min_retention, **options)

    def find_conflicts(self, scope: Scope | None = None, limit: int = 20) -> list[tuple[Entry, Entry, float]]:
        return self.maintenance.find_conflicts(scope, limit)

    def conflicts(self, scope: Scope | None = None, limit: int = 20) -> list[Conflict]:
        return self.maintenance.conflicts(scope, limit)

    def keep_both(self, old_id: int, new_id: int, *, app: str = "") -> str:
        return self.lineage.keep_both(old_id, new_id, app=app)

    def insights(self, scope: Scope | None = None, limit: int = 20) -> list[tuple[Entry, float]]:
        return self.maintenance.insights(scope, limit)

    def review_insights(self, scope: Scope | None = None, limit: int = 20) -> list[tuple[Entry, float]]:
        return self.maintenance.review_insights(scope, limit)

    def distill(self, scope: Scope | None = None, **options: Any) -> list:
        return self.maintenance.distill(scope, **options)

    def gc(self, scope: Scope | None = None, **options: Any):
        return self.maintenance.gc(scope, **options)

    def export_jsonl(self, path: str) -> dict[str, int]:
        return self.portability.export_jsonl(path)

    def import_jsonl(self, path: str, **options: Any) -> dict[str, int]:
        return self.portability.import_jsonl(path, **options)

    def import_v3_pickle(self, path: str, **options: Any) -> dict[str, int]:
        return self.portability.import_v3_pickle(path, **options)

    def erase_subject(self, subject: str, **options: Any) -> list[int]:
        return self.portability.erase_subject(subject, **options)

    def graph_query(self, start: str, scope: Scope | None = None, **options: Any) -> list:
        return self.knowledge.graph_query(start, scope, **options)

    def profile_add(self, text: str, **options: Any) -> list[WriteOutcome]:
        return self.knowledge.profile_add(text, **options)

    def profile_change(self, action: str, **options: Any) -> list[Entry]:
        return self.knowledge.profile_change(action, **options)

    def session_digest(self, workspace: str = "", **limits: int) -> tuple[str, list[int]]:
        return self.knowledge.session_digest(workspace, **limits)

    # Kept for tests that pin the dedup scope.
    def _dedup_scope(self, fields: dict[str, Any]) -> Scope:
        return dedup_scope(fields)
