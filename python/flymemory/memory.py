"""The memory state machine: what a write does to the store, and what a read sees.
All judgment (what to supersede, consolidate, forget) comes from the calling
model through tools; this module does only the mechanical part."""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from flymemory import decay, dedup, graph
from flymemory.chunking import chunk
from flymemory.credentials import find_credential
from flymemory.embedding import Embedder
from flymemory.errors import EngineInputError, MemoryError_, content_hash  # noqa: F401 (re-exported)
from flymemory.model import SOURCES, Entry, Hit, Scope
from flymemory.occurred import OccurredAtError, parse_occurred_at
from flymemory.retrieval import Retriever
from flymemory.store import Store, StoreError

log = logging.getLogger("flymemory.engine")

ERASED_TEXT = "[erased]"
# A restatement never demotes provenance: a hook capture of a model-judged fact stays "model",
# and a model restating a hook capture lifts it (decay and ranking read the source).
_SOURCE_RANK = {"hook": 0, "checkpoint": 1, "import": 2, "model": 3, "consolidation": 3}
_LIVE = ("active", "superseded", "archived")
# Set while a write plan (dry run) executes inside a transaction that is rolled back:
# nothing may leave the transaction (the in-memory dense index is not touched).
_PLANNING = threading.local()


class _RollBackPlan(Exception):
    """Raised at the end of a dry run so the store rolls back every change it made."""


@dataclass
class WriteOutcome:
    """What happened to one chunk of a write; `describe()` is what a model reads."""

    kind: str  # new | strengthened | merged | rejected
    text: str
    entry_id: int | None = None
    tombstone_id: int | None = None
    reason: str = ""
    superseded: list[int] = field(default_factory=list)  # older state entries this write crossed out

    def describe(self) -> str:
        if self.kind == "new":
            crossed = f" (supersedes {', '.join(f'#{i}' for i in self.superseded)})" if self.superseded else ""
            return f"NEW #{self.entry_id}{crossed}"
        if self.kind == "strengthened":
            return f"STRENGTHENED #{self.entry_id}"
        if self.kind == "merged":
            return f"MERGED into #{self.entry_id} (previous text kept as #{self.tombstone_id})"
        if self.kind == "folded":
            return f"FOLDED into #{self.entry_id} ({self.reason})"
        return f"REJECTED ({self.reason})"

    def plan(self) -> str:
        """What the write would do, for a dry run (new ids are not promised: none was kept)."""
        if self.kind == "new":
            return "new" + (f" (supersede {', '.join(f'#{i}' for i in self.superseded)})" if self.superseded else "")
        if self.kind == "strengthened":
            return f"strengthen #{self.entry_id} ({self.reason})"
        if self.kind == "merged":
            return f"merge into #{self.entry_id} ({self.reason})"
        if self.kind == "folded":
            return f"fold ({self.reason})"
        return f"reject ({self.reason})"


def _require_id(name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or int(value) <= 0:
        raise MemoryError_(f"{name} must be a positive entry id (an integer like 12), got {value!r}")
    return int(value)


def _require_text(name: str, value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise MemoryError_(f"{name} must be non-empty text, got {value!r}")
    return value


class MemoryEngine:
    def __init__(self, store: Store, embedder: Embedder | None, clock=time.time) -> None:
        self.store = store
        self.embedder = embedder
        self.clock = clock
        self.retriever = Retriever(store, embedder)

    @property
    def thresholds(self) -> dedup.Thresholds | None:
        """Dedup thresholds of the embedder in use now (it may be attached after start)."""
        return dedup.thresholds_for(self.embedder.id if self.embedder is not None else None)

    # -- writes ----------------------------------------------------------
    def remember(self, text: str, *, source: str = "model", app: str = "", compartment: str = "general",
                 tags: list[str] | tuple[str, ...] = (), workspace: str = "", session: str = "",
                 user_level: bool = False, message_id: str = "", state_key: str | None = None,
                 state_value: str | None = None, dry_run: bool = False, entities: Any = None,
                 relations: Any = None, occurred_at: str | None = None) -> list[WriteOutcome]:
        """Store `text` one sentence per entry through the dedup ladder. A write that
        contains a credential is rejected whole: nothing of it is stored. `dry_run` returns
        the plan and changes nothing; `entities`/`relations` link the written entries into
        the entity graph (flymemory.graph). `occurred_at` (ISO 8601; naive = UTC) becomes the
        creation time of new entries instead of the write clock (flymemory.occurred)."""
        return self.remember_batch([text], source=source, app=app, compartment=compartment, tags=tags,
                                   workspace=workspace, session=session, user_level=user_level,
                                   message_id=message_id, state_key=state_key, state_value=state_value,
                                   dry_run=dry_run, entities=entities, relations=relations,
                                   occurred_at=occurred_at)

    def remember_batch(self, texts: Sequence[str], *, source: str = "model", app: str = "",
                       compartment: str = "general", tags: list[str] | tuple[str, ...] = (), workspace: str = "",
                       session: str = "", user_level: bool = False, message_id: str = "",
                       state_key: str | None = None, state_value: str | None = None, dry_run: bool = False,
                       entities: Any = None, relations: Any = None,
                       occurred_at: str | None = None) -> list[WriteOutcome]:
        """Several texts as one write: near-identical sentences inside the batch are folded
        into the first before the store is touched, then the rest go through the dedup ladder
        in one transaction."""
        if isinstance(texts, str) or not isinstance(texts, Sequence) or not texts:
            raise MemoryError_(f"texts must be a non-empty list of strings, got {texts!r}")
        for i, text in enumerate(texts):
            _require_text("text" if len(texts) == 1 else f"texts[{i}]", text)
        created = self._occurred(occurred_at)
        fields = self._write_fields(source=source, app=app, compartment=compartment, tags=tags,
                                    workspace=workspace, session=session, user_level=user_level,
                                    message_id=message_id)
        try:
            parsed = graph.parse(entities, relations)
        except graph.GraphInputError as exc:
            raise MemoryError_(str(exc)) from exc
        secret = next((kind for kind in map(find_credential, texts) if kind), None)
        if secret:
            return [self._rejected_secret(secret)]
        if state_key is not None or state_value is not None:
            if state_key is None or state_value is None:
                raise MemoryError_("state_key and state_value go together: pass both or neither")
            if len(texts) != 1:
                raise MemoryError_("state_key/state_value describe one value: write a single text with them")
            if created is not None:
                raise MemoryError_("occurred_at cannot be combined with state_key/state_value: a state is current now")
            return self._planned(dry_run, lambda: self._with_graph(
                self.set_state(state_key, state_value, texts[0], **fields), parsed))
        pieces = [piece for text in texts for piece in chunk(text)]
        if not pieces:
            return [WriteOutcome("rejected", "", reason="no storable text (only punctuation or whitespace)")]
        embedder = self.embedder
        vectors = embedder.embed_passages(pieces) if embedder is not None else [None] * len(pieces)
        folded_into = self._fold(pieces, vectors)

        def write() -> list[WriteOutcome]:
            # One transaction for the whole write: if a later sentence fails (disk full, a kill), none is
            # stored. Vectors reach the in-memory index only after the commit, so a rollback leaves none there.
            indexed: list[tuple[int, str, np.ndarray | None]] = []
            outcomes: list[WriteOutcome] = []
            with self.store.transaction():
                for seq, (piece, vector) in enumerate(zip(pieces, vectors, strict=True)):
                    first = folded_into[seq]
                    if first is not None:
                        kept = outcomes[first]
                        outcomes.append(WriteOutcome("folded", piece, kept.entry_id,
                                                     reason=f"same as sentence {first + 1} of this write"))
                        continue
                    outcomes.append(self._write_chunk(piece, vector, seq=seq, indexed=indexed, created=created,
                                                      **fields))
                self._with_graph(outcomes, parsed)
            self._index(indexed)
            return outcomes

        return self._planned(dry_run, write)

    def _fold(self, pieces: list[str], vectors: Sequence[np.ndarray | None]) -> list[int | None]:
        """For each sentence, the index of an earlier one in the same write it restates (or None).
        Done before the store is touched: within one write the dense index cannot see the earlier
        sentence yet, so without this the second copy would be stored as new."""
        th = self.thresholds
        first_of: dict[str, int] = {}
        out: list[int | None] = []
        similar = None
        if th is not None and len(pieces) > 1 and all(v is not None for v in vectors):
            matrix = np.asarray(np.vstack(vectors), dtype=np.float32)
            matrix /= np.maximum(np.linalg.norm(matrix, axis=1, keepdims=True), 1e-12)
            similar = matrix @ matrix.T  # one product; the word-level ladder runs only on close pairs
        kept: list[int] = []
        for i, piece in enumerate(pieces):
            digest = content_hash(piece)
            match = first_of.get(digest)
            if match is None and similar is not None:
                close = [j for j in kept if similar[i, j] >= th.update]
                match = next((j for j in close
                              if dedup.decide(pieces[j], piece, float(similar[i, j]), th).kind == "strengthen"), None)
            out.append(match)
            if match is None:
                kept.append(i)
                first_of.setdefault(digest, i)
        return out

    def _with_graph(self, outcomes: list[WriteOutcome], parsed: tuple[list, list]) -> list[WriteOutcome]:
        entities, relations = parsed
        ids = [o.entry_id for o in outcomes if o.kind in ("new", "strengthened", "merged") and o.entry_id]
        if ids and (entities or relations):
            with self.store.transaction():
                graph.attach(self.store, ids, entities, relations, self.clock())
        return outcomes

    def _planned(self, dry_run: bool, write):
        """Run `write` for real, or (dry run) inside a transaction that is rolled back, so the plan
        is exactly what the write would do and the store stays byte-identical. A dry run must be
        the outermost transaction (tools call it that way): the rollback is what makes it safe."""
        if not dry_run:
            return write()
        if getattr(_PLANNING, "active", False):
            return write()
        result: Any = None
        _PLANNING.active = True
        try:
            with self.store.transaction():
                if self.store.transaction_depth() > 1:  # the rollback would not reach an enclosing write
                    raise MemoryError_("dry_run cannot run inside another write; call it on its own")
                result = write()
                raise _RollBackPlan
        except _RollBackPlan:
            pass
        finally:
            _PLANNING.active = False
        return result

    def _occurred(self, occurred_at: str | None) -> float | None:
        if occurred_at is None:
            return None
        try:
            return parse_occurred_at(occurred_at, self.clock())
        except OccurredAtError as exc:
            raise MemoryError_(str(exc)) from exc

    @staticmethod
    def _rejected_secret(kind: str) -> WriteOutcome:
        return WriteOutcome("rejected", "", reason=f"contains a credential ({kind}); nothing of this write was "
                                                   "stored. Remove the secret and write the rest again")

    @staticmethod
    def _write_fields(*, source: str, app: str, compartment: str, tags, workspace: str, session: str,
                      user_level: bool, message_id: str) -> dict[str, Any]:
        if source not in SOURCES:
            raise MemoryError_(f"source must be one of {', '.join(SOURCES)}; got {source!r}")
        if not isinstance(compartment, str) or not compartment.strip():
            raise MemoryError_(f"compartment must be a non-empty name like 'general', got {compartment!r}")
        if isinstance(tags, str) or not all(isinstance(t, str) for t in tags):
            raise MemoryError_(f"tags must be a list of strings, got {tags!r}")
        # Labels are stored verbatim too: a secret in them is refused like one in the text.
        for name, value in (("compartment", compartment), ("tags", " ".join(tags)), ("workspace", workspace or ""),
                            ("session", session or ""), ("message_id", message_id or "")):
            kind = find_credential(value) if value else None
            if kind:
                raise MemoryError_(f"{name} contains a credential ({kind}); nothing was stored. Remove the secret")
        return {"source": source, "app": app or "", "compartment": compartment.strip(),
                "tags": sorted(set(tags)), "workspace": workspace or "", "session": session or "",
                "user_level": bool(user_level), "message_id": message_id or ""}

    def _dedup_scope(self, fields: dict[str, Any]) -> Scope:
        return Scope(workspace=fields["workspace"], workspace_exact=True, compartments=(fields["compartment"],))

    def _nearest(self, vector: np.ndarray, scope: Scope, k: int = 3) -> list[tuple[Entry, float]]:
        dense = self.retriever.dense
        if dense is None or not len(dense) or self.embedder is None or dense.embedder_id != self.embedder.id:
            return []
        query = np.asarray(vector, dtype=np.float32)[None, :]
        # Exact: a dedup decision must not depend on which partition was probed.
        found = self.retriever.nearest_in_scope(query, scope, k)
        entries = {e.id: e for e in self.store.get_entries([i for i, _ in found])}
        return [(entries[i], s) for i, s in found if i in entries]

    def _index(self, items: Sequence[tuple[int, str, np.ndarray | None]]) -> None:
        """Record vectors for written entries (reusing the one dedup computed)."""
        embedder = self.embedder
        if embedder is None or getattr(_PLANNING, "active", False):
            return  # the backfill embeds these once an embedder is attached; a plan indexes nothing
        missing = [(i, t) for i, t, v in items if v is None]
        vectors = dict(zip([i for i, _ in missing],
                           embedder.embed_passages([t for _, t in missing]) if missing else [], strict=True))
        dense = self.retriever.dense
        for entry_id, _, vector in items:
            vec = np.asarray(vector if vector is not None else vectors[entry_id], dtype=np.float32)
            self.store.set_vector(entry_id, embedder.id, vec)
            if dense is not None and dense.embedder_id == embedder.id:
                dense.add(entry_id, vec)

    def _write_chunk(self, text: str, vector: np.ndarray | None, *, seq: int,
                     indexed: list[tuple[int, str, np.ndarray | None]], created: float | None = None,
                     **fields) -> WriteOutcome:
        digest = content_hash(text)
        scope = self._dedup_scope(fields)
        with self.store.transaction():
            now = self.clock()  # inside the lock: timestamps follow commit order
            same = self.store.find_entries(scope, content_hash=digest, limit=1)
            if same:
                return self._strengthen(same[0], text, fields, now, "same text")
            if fields["source"] == "hook":  # forgotten as wrong: the hook does not bring it back silently
                gone = self.store.find_entries(replace(scope, statuses=("forgotten",)), content_hash=digest, limit=1)
                if gone:
                    return WriteOutcome("rejected", text, reason=f"forgotten as wrong (#{gone[0].id}); not captured "
                                        "again. Remember it deliberately if it holds now")
            if self.thresholds is not None and vector is not None:
                for neighbour, similarity in self._nearest(vector, scope):
                    verdict = dedup.decide(neighbour.text, text, similarity, self.thresholds)
                    if verdict.kind == "strengthen":
                        return self._strengthen(neighbour, text, fields, now, verdict.reason)
                    if verdict.kind == "merge" and neighbour.state_key is None:
                        outcome = self._merge(neighbour, text, digest, fields, now, verdict.reason)
                        break
                else:
                    outcome = None
                if outcome is not None:
                    indexed += [(outcome.entry_id, text, vector), (outcome.tombstone_id, neighbour.text, None)]
                    return outcome
            # A late write (spool replay, a past event) keeps the time it happened.
            born = now if created is None else created
            entry_id = self.store.insert_entry({
                "text": text, "content_hash": digest, "created_at": born, "updated_at": born,
                "valid_from": born, "last_accessed": now, "seq": seq, **fields,
            })
            self.store.add_history(entry_id, "create", None, {"text": text}, fields["app"], now)
        indexed.append((entry_id, text, vector))
        return WriteOutcome("new", text, entry_id)

    def _strengthen(self, existing: Entry, text: str, fields: dict[str, Any], now: float,
                    why: str) -> WriteOutcome:
        changes: dict[str, Any] = {"updated_at": now, "last_accessed": now, "strength": existing.strength + 1}
        if _SOURCE_RANK.get(fields["source"], 0) > _SOURCE_RANK.get(existing.source, 0):
            changes["source"] = fields["source"]
        tags = sorted(set(existing.tags) | set(fields["tags"]))
        if tags != existing.tags:
            changes["tags"] = tags
        if not self.store.compare_and_set(existing.id, {"strength": existing.strength}, changes):
            raise StoreError(f"entry #{existing.id} changed during the write; write again")
        self.store.add_history(existing.id, "strengthen", None, {"text": text, "why": why}, fields["app"], now)
        return WriteOutcome("strengthened", text, existing.id, reason=why)

    def _merge(self, old: Entry, text: str, digest: str, fields: dict[str, Any], now: float,
               why: str) -> WriteOutcome:
        """The entry takes the new text; its old text stays as a superseded tombstone
        whose validity ends now, so `as_of` reads still see it."""
        tombstone = self.store.insert_entry({
            "text": old.text, "content_hash": old.content_hash, "source": old.source, "app": old.app,
            "compartment": old.compartment, "tags": old.tags, "workspace": old.workspace,
            "session": old.session, "user_level": old.user_level, "created_at": old.created_at,
            "updated_at": now, "valid_from": old.valid_from, "valid_to": now,
            "last_accessed": old.last_accessed, "access_count": old.access_count, "strength": old.strength,
            "status": "superseded", "message_id": old.message_id, "seq": old.seq,
        })
        changes = {"text": text, "content_hash": digest, "valid_from": now, "updated_at": now,
                   "last_accessed": now, "tags": sorted(set(old.tags) | set(fields["tags"]))}
        if _SOURCE_RANK.get(fields["source"], 0) > _SOURCE_RANK.get(old.source, 0):
            changes["source"] = fields["source"]
        if not self.store.compare_and_set(old.id, {"content_hash": old.content_hash, "status": "active"}, changes):
            raise StoreError(f"entry #{old.id} changed during the write; write again")
        self.store.add_edge(old.id, tombstone, "supersedes", now)
        self.store.add_history(old.id, "merge", {"text": old.text},
                               {"text": text, "tombstone": tombstone, "why": why}, fields["app"], now)
        self.store.add_history(tombstone, "tombstone", None, {"text": old.text, "of": old.id}, fields["app"], now)
        return WriteOutcome("merged", text, old.id, tombstone, reason=why)

    # -- lineage ---------------------------------------------------------
    def supersede(self, old_id: int, new_id: int, *, app: str = "") -> str:
        """Cross out `old_id` in favour of `new_id` exactly once (compare-and-set)."""
        old_id, new_id = _require_id("old_id", old_id), _require_id("new_id", new_id)
        if old_id == new_id:
            raise MemoryError_(f"old_id and new_id are both #{old_id}: an entry cannot supersede itself")
        with self.store.transaction():
            now = self.clock()  # inside the lock: timestamps follow commit order
            found = {e.id: e for e in self.store.get_entries([old_id, new_id])}
            for name, i in (("old_id", old_id), ("new_id", new_id)):
                if i not in found or found[i].status == "forgotten":
                    raise MemoryError_(f"{name} #{i} is not a stored entry (unknown or forgotten)")
            old, new = found[old_id], found[new_id]
            if new.status == "superseded":
                raise MemoryError_(f"new_id #{new_id} is itself superseded; supersede with the current entry")
            if old.status == "superseded":
                by = [e["src"] for e in self.store.edges(old_id) if e["kind"] == "supersedes" and e["dst"] == old_id]
                raise MemoryError_(f"old_id #{old_id} is already superseded"
                                   + (f" by #{by[0]}" if by else "") + "; nothing changed")
            if self._reaches(old_id, new_id):
                raise MemoryError_(f"#{old_id} already (transitively) supersedes #{new_id}; "
                                   "superseding back would make a cycle")
            if not self.store.compare_and_set(old_id, {"status": old.status},
                                              {"status": "superseded", "valid_to": now, "updated_at": now}):
                raise MemoryError_(f"old_id #{old_id} was changed by another writer; nothing changed")
            self.store.add_edge(new_id, old_id, "supersedes", now)
            self.store.add_history(old_id, "supersede", {"status": old.status},
                                   {"status": "superseded", "by": new_id}, app, now)
            self.store.close_graph_support(old_id, now)
        return f"#{old_id} superseded by #{new_id}"

    def supersede_with_text(self, old_id: int, text: str, *, app: str = "",
                            workspace: str = "") -> tuple[list[WriteOutcome], int, str | None]:
        """Store `text` and let it supersede `old_id`, in one transaction: when the supersede is
        refused, the new text is not kept either. Returns (outcomes, the id now holding the fact,
        the supersede message or None when the dedup ladder merged the text into #old itself)."""
        old_id = _require_id("old_id", old_id)
        with self.store.transaction():
            old = self.store.get_entries([old_id])
            if not old:
                raise MemoryError_(f"old_id {old_id} does not exist; find the id with flymemory_recall.")
            outcomes = self.remember(text, source="model", app=app, compartment=old[0].compartment,
                                     workspace=workspace or old[0].workspace, user_level=old[0].user_level)
            stored = [o for o in outcomes if o.entry_id is not None]
            if not stored:
                described = "\n".join(o.describe() for o in outcomes) or "REJECTED (no storable text)"
                raise MemoryError_(f"text could not be stored ({described}).")
            last = stored[-1]
            if last.entry_id == old_id:
                if last.kind == "merged":  # the dedup ladder rewrote #old; its old text is the tombstone
                    return outcomes, old_id, None
                raise MemoryError_(f"text says the same as old_id #{old_id}; nothing to supersede.")
            return outcomes, last.entry_id, self.supersede(old_id, last.entry_id, app=app)

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

    def set_state(self, key: str, value: str, text: str | None = None, **write_fields) -> list[WriteOutcome]:
        """Write a state entry; every older active entry of `key` is superseded. A
        return to an earlier value is a new entry: old rows are never resurrected."""
        key = _require_text("key", key).strip()
        if not isinstance(value, str):
            raise MemoryError_(f"value must be text, got {value!r}")
        text = text if text is not None and text.strip() else f"{key}: {value}"
        write_fields.setdefault("source", "model")
        fields = self._write_fields(**{k: write_fields.get(k, d) for k, d in (
            ("source", "model"), ("app", ""), ("compartment", "general"), ("tags", ()), ("workspace", ""),
            ("session", ""), ("user_level", False), ("message_id", ""))})
        secret = find_credential(text) or find_credential(value)
        if secret:
            return [self._rejected_secret(secret)]
        with self.store.transaction():
            now = self.clock()  # inside the lock: timestamps follow commit order
            current = self.store.find_entries(Scope(state_key=key), order="created_desc")
            if len(current) == 1 and current[0].state_value == value and current[0].text == text:
                return [self._strengthen(current[0], text, fields, now, "same state")]
            entry_id = self.store.insert_entry({
                "text": text, "content_hash": content_hash(text), "created_at": now, "updated_at": now,
                "valid_from": now, "last_accessed": now, "state_key": key, "state_value": value, **fields})
            self.store.add_history(entry_id, "create", None, {"text": text, "state_key": key, "state_value": value},
                                   fields["app"], now)
            crossed = []
            for older in current:
                if self.store.compare_and_set(older.id, {"status": "active"},
                                              {"status": "superseded", "valid_to": now, "updated_at": now}):
                    self.store.add_edge(entry_id, older.id, "supersedes", now)
                    self.store.add_history(older.id, "supersede", {"status": "active"},
                                           {"status": "superseded", "by": entry_id}, fields["app"], now)
                    self.store.close_graph_support(older.id, now)
                    crossed.append(older.id)
        self._index([(entry_id, text, None)])
        return [WriteOutcome("new", text, entry_id, superseded=crossed)]

    def _heal_state_key(self, key: str, app: str) -> list[int]:
        """Restore the one-current-value rule after a bulk change (an import): the
        newest active entry of `key` stays, older active ones are superseded by it."""
        crossed = []
        with self.store.transaction():
            now = self.clock()  # inside the lock: timestamps follow commit order
            current = self.store.find_entries(Scope(state_key=key), order="created_desc")
            for older in current[1:]:
                if self.store.compare_and_set(older.id, {"status": "active"},
                                              {"status": "superseded", "valid_to": now, "updated_at": now}):
                    self.store.add_edge(current[0].id, older.id, "supersedes", now)
                    self.store.add_history(older.id, "supersede", {"status": "active"},
                                           {"status": "superseded", "by": current[0].id}, app, now)
                    crossed.append(older.id)
        return crossed

    def state_lookup(self, key: str, scope: Scope | None = None) -> Entry | None:
        key = _require_text("key", key).strip()
        found = self.store.find_entries(replace(scope or Scope(), state_key=key), order="created_desc", limit=1)
        return found[0] if found else None

    def state_history(self, key: str) -> list[Entry]:
        """Every value `key` has had, oldest first (forgotten ones left out)."""
        key = _require_text("key", key).strip()
        return self.store.find_entries(Scope(statuses=_LIVE, state_key=key), order="created")

    def consolidate(self, ids: list[int], conclusion: str, *, app: str = "", **write_fields) -> WriteOutcome:
        """A conclusion drawn from `ids`, linked to each by an evidence edge. The raw
        entries stay as they are: a consolidation overlays, never replaces."""
        if isinstance(ids, (str, bytes)) or not isinstance(ids, Sequence) or not ids:
            raise MemoryError_(f"ids must be a non-empty list of entry ids, got {ids!r}")
        wanted = list(dict.fromkeys(_require_id("ids[]", i) for i in ids))
        _require_text("conclusion", conclusion)
        secret = find_credential(conclusion)
        if secret:
            return self._rejected_secret(secret)
        fields = self._write_fields(**{k: write_fields.get(k, d) for k, d in (
            ("source", "consolidation"), ("app", app), ("compartment", "general"), ("tags", ()),
            ("workspace", ""), ("session", ""), ("user_level", False), ("message_id", ""))})
        with self.store.transaction():
            now = self.clock()  # inside the lock: timestamps follow commit order
            found = {e.id: e for e in self.store.get_entries(wanted)}
            missing = [i for i in wanted if i not in found or found[i].status == "forgotten"]
            if missing:
                raise MemoryError_(f"ids {', '.join(f'#{i}' for i in missing)} are not stored entries "
                                   "(unknown or forgotten)")
            entry_id = self.store.insert_entry({
                "text": conclusion, "content_hash": content_hash(conclusion), "created_at": now,
                "updated_at": now, "valid_from": now, "last_accessed": now, **fields})
            for i in wanted:
                self.store.add_edge(entry_id, i, "evidence", now)
            self.store.add_history(entry_id, "consolidate", None, {"text": conclusion, "evidence": wanted},
                                   fields["app"], now)
        self._index([(entry_id, conclusion, None)])
        return WriteOutcome("new", conclusion, entry_id)

    def forget(self, entry_id: int, *, erase: bool = False, reason: str = "", app: str = "") -> Entry:
        """Withdraw a wrong fact: out of every default read, its evidence edges gone,
        the act recorded. `erase=True` also removes its text from the history."""
        entry_id = _require_id("entry_id", entry_id)
        kind = find_credential(reason) if isinstance(reason, str) and reason else None
        if kind:  # the reason is kept in history: never a secret there
            raise MemoryError_(f"reason contains a credential ({kind}); nothing changed. Say why without the secret "
                               "(and use erase=true to wipe a memory that holds one)")
        with self.store.transaction():
            now = self.clock()  # inside the lock: timestamps follow commit order
            found = self.store.get_entries([entry_id])
            if not found:
                raise MemoryError_(f"entry_id #{entry_id} is not a stored entry")
            entry = found[0]
            if entry.status == "forgotten" and (not erase or entry.text == ERASED_TEXT):
                raise MemoryError_(f"entry_id #{entry_id} is already forgotten; nothing changed")
            if entry.status != "forgotten":
                self.store.compare_and_set(entry_id, {"status": entry.status},
                                           {"status": "forgotten", "valid_to": entry.valid_to or now,
                                            "updated_at": now})
            cleaned = self.store.delete_edges(entry_id, "evidence")
            self.store.delete_graph_support(entry_id)
            if erase:
                self.store.erase_text(entry_id, ERASED_TEXT)
                self.store.prune_graph()  # an entity named only by this entry is erased with it
            self.store.add_history(entry_id, "forget", {"status": entry.status},
                                   {"status": "forgotten", "reason": "[erased]" if erase else reason,
                                    "erased": erase, "evidence_edges_removed": cleaned}, app, now)
        if erase:
            self.store.purge_freed()
        return self.store.get_entries([entry_id])[0]

    def restore(self, entry_id: int, *, app: str = "") -> Entry:
        """Bring an archived (faded) entry back to active."""
        entry_id = _require_id("entry_id", entry_id)
        with self.store.transaction():
            now = self.clock()  # inside the lock: timestamps follow commit order
            found = self.store.get_entries([entry_id])
            if not found:
                raise MemoryError_(f"entry_id #{entry_id} is not a stored entry")
            entry = found[0]
            if entry.status != "archived":
                raise MemoryError_(f"entry_id #{entry_id} is {entry.status}, not archived; only archived "
                                   "entries can be restored")
            if entry.state_key and self.state_lookup(entry.state_key):
                raise MemoryError_(f"entry_id #{entry_id} holds state {entry.state_key!r}, which has a newer "
                                   "current value; set the state again instead")
            self.store.compare_and_set(entry_id, {"status": "archived"},
                                       {"status": "active", "last_accessed": now, "updated_at": now})
            self.store.add_history(entry_id, "restore", {"status": "archived"}, {"status": "active"}, app, now)
        return self.store.get_entries([entry_id])[0]

    def mark_injected(self, ids: Sequence[int]) -> None:
        """Rehearsal: these entries were put into a conversation (the hook path)."""
        self.store.touch([_require_id("ids[]", i) for i in ids], self.clock())

    # -- time --------------------------------------------------------------
    def retention(self, entry: Entry) -> float:
        return decay.retention(entry, self.clock())

    def cleanup(self, min_retention: float = 0.2, *, dry_run: bool = True, app: str = "") -> list[Entry]:
        """Archive (restorably, never delete) active entries whose retention fell below
        `min_retention`. Current states are kept: they are the truth until replaced."""
        if isinstance(min_retention, bool) or not isinstance(min_retention, (int, float)) \
                or not 0.0 < float(min_retention) < 1.0:
            raise MemoryError_(f"min_retention must be a number between 0 and 1 (exclusive), got {min_retention!r}")
        now = self.clock()
        faded = [e for e in self.store.find_entries(Scope())
                 if e.state_key is None and decay.retention(e, now) < min_retention]
        if dry_run:
            return faded
        archived = []
        with self.store.transaction():
            for e in faded:
                if self.store.compare_and_set(e.id, {"status": "active", "last_accessed": e.last_accessed},
                                              {"status": "archived", "updated_at": now}):
                    self.store.add_history(e.id, "archive", {"status": "active"},
                                           {"status": "archived", "retention": round(decay.retention(e, now), 4)},
                                           app, now)
                    archived.append(e.id)
        return self.store.get_entries(archived)

    # -- maintenance reads -------------------------------------------------
    def get_memory(self, entry_id: int) -> tuple[Entry, list[dict], list[dict]]:
        """The entry, its edges and its history."""
        entry_id = _require_id("entry_id", entry_id)
        found = self.store.get_entries([entry_id])
        if not found:
            raise MemoryError_(f"entry_id #{entry_id} is not a stored entry")
        return found[0], self.store.edges(entry_id), self.store.history(entry_id)

    def find_conflicts(self, scope: Scope | None = None, limit: int = 20) -> list[tuple[Entry, Entry, float]]:
        from flymemory.maintenance import find_conflicts

        return find_conflicts(self, scope or Scope(), limit)

    def insights(self, scope: Scope | None = None, limit: int = 20) -> list[tuple[Entry, float]]:
        from flymemory.maintenance import insights

        return insights(self, scope or Scope(), limit)

    def review_insights(self, scope: Scope | None = None, limit: int = 20) -> list[tuple[Entry, float]]:
        """The insights, rehearsed: showing a fading memory to a model slows its decay."""
        found = self.insights(scope, limit)
        if found:
            self.mark_injected([e.id for e, _ in found])
        return found

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
        return {
            "active": self.store.count(scope),
            "by_status": self.store.counts_by("status", every),
            "by_source": self.store.counts_by("source", scope),
            "by_app": self.store.counts_by("app", scope),
            "by_compartment": self.store.counts_by("compartment", scope),
            "edges": self.store.edge_counts(),
            "embedder": self.embedder.id if self.embedder else "none",
            **span,
        }

    # -- portability -------------------------------------------------------
    def export_jsonl(self, path: str) -> dict[str, int]:
        from flymemory.portability import export_jsonl

        return export_jsonl(self.store, path)

    def import_jsonl(self, path: str, *, app: str = "import", dry_run: bool = False) -> dict[str, int]:
        """`dry_run`: the counts the import would produce; the store is left byte-identical."""
        from flymemory.portability import import_jsonl

        return self._planned(dry_run, lambda: import_jsonl(self, path, app=app))

    def import_v3_pickle(self, path: str, *, app: str = "flymemory-v3", dry_run: bool = False) -> dict[str, int]:
        from flymemory.portability import import_v3_pickle

        return self._planned(dry_run, lambda: import_v3_pickle(self, path, app=app))

    def erase_subject(self, subject: str, *, dry_run: bool = False, app: str = "") -> list[int]:
        from flymemory.portability import erase_subject

        erased = erase_subject(self, subject, dry_run=dry_run, app=app)
        if not dry_run:  # entity names asserted only by erased entries go too
            self.store.prune_graph()
        return erased

    # -- knowledge structure (issue #8) -------------------------------------
    def graph_query(self, start: str, scope: Scope | None = None, **options: Any) -> list:
        """Multi-hop walk of the entity graph (flymemory.graph.query) with supporting entry ids."""
        try:
            return graph.query(self.store, start, scope or Scope(), **options)
        except graph.GraphInputError as exc:
            raise MemoryError_(str(exc)) from exc

    def profile_add(self, text: str, *, workspace: str = "", user_level: bool = True, app: str = "",
                    replacing: int | None = None, dry_run: bool = False) -> list[WriteOutcome]:
        """Add a stable fact to the small profile compartment (refused past its size limit);
        with `replacing`, the old profile fact is superseded by the new one."""
        from flymemory import profile

        _require_text("text", text)
        if replacing is not None:
            old = self.store.get_entries([_require_id("replacing", replacing)])
            if not old or old[0].compartment != profile.PROFILE or old[0].status != "active":
                raise MemoryError_(f"replacing #{replacing} is not a current profile fact; "
                                   "read the profile for the ids")
        profile.check_profile_room(self, workspace, text, replacing)

        def write() -> list[WriteOutcome]:
            with self.store.transaction():
                outcomes = self.remember(text, source="model", app=app, compartment=profile.PROFILE,
                                         workspace=workspace, user_level=user_level)
                new = [o.entry_id for o in outcomes if o.kind == "new"]
                if replacing is not None and new:
                    self.supersede(replacing, new[-1], app=app)
                    outcomes[-1].superseded.append(replacing)
            return outcomes

        return self._planned(dry_run, write)

    def profile_remove(self, entry_id: int, *, app: str = "") -> Entry:
        """Forget a profile fact (refused for an id that is not one)."""
        from flymemory import profile

        entry_id = _require_id("id", entry_id)
        found = self.store.get_entries([entry_id])
        if not found or found[0].compartment != profile.PROFILE:
            raise MemoryError_(f"id #{entry_id} is not a profile fact; read the profile for the ids")
        return self.forget(entry_id, reason="removed from the profile", app=app)

    def profile_change(self, action: str, *, text: str | None = None, entry_id: int | None = None,
                       workspace: str = "", user_level: bool = True, app: str = "") -> list[Entry]:
        """`read`, `add` a fact, `replace` fact `entry_id` with `text`, or `remove` it; returns the
        profile as it is afterwards."""
        from flymemory import profile

        if action == "add":
            self.profile_add(text, workspace=workspace, user_level=user_level, app=app)
        elif action == "replace":
            self.profile_add(text, workspace=workspace, user_level=user_level, app=app, replacing=entry_id)
        elif action == "remove":
            self.profile_remove(entry_id, app=app)
        elif action != "read":
            raise MemoryError_(f"action must be read, add, replace or remove, got {action!r}")
        return profile.profile_entries(self, workspace)

    def session_digest(self, workspace: str = "", **limits: int) -> tuple[str, list[int]]:
        from flymemory import profile

        return profile.session_digest(self, workspace, **limits)

    def distill(self, scope: Scope | None = None, **options: Any) -> list:
        from flymemory import housekeeping

        return housekeeping.distill(self, scope or Scope(), **options)

    def gc(self, scope: Scope | None = None, **options: Any):
        from flymemory import housekeeping

        try:
            return housekeeping.gc(self, scope or Scope(), **options)
        except ValueError as exc:
            raise MemoryError_(str(exc)) from exc

    # -- reads -----------------------------------------------------------
    def recall(self, query: str, k: int = 8, scope: Scope | None = None, route: str = "auto") -> list[Hit]:
        """`route`: 'auto' classifies the query (flymemory.routing), or force one of
        state / history / temporal / aggregation / lookup."""
        return self.retriever.search(query, scope or Scope(), k, route=route, now=self.clock())

    def auto(self, text: str, *, app: str = "", workspace: str = "", session: str = "",
             k: int = 5, occurred_at: str | None = None) -> tuple[list[WriteOutcome], list[Hit]]:
        """Hook path: recall against the store as it was, then capture the prompt, so
        the prompt never comes back as its own memory."""
        # A prompt is an instruction, not a question about the past: no routing. The
        # workspace rule is the recall tool's: this workspace + user-level + unscoped
        # (with none known, only the latter two), never another project's chatter.
        self._occurred(occurred_at)  # refused before anything is read or written
        hits = self.recall(text, k=k, scope=Scope(workspace=workspace), route="lookup")
        outcomes = self.remember(text, source="hook", app=app, workspace=workspace, session=session,
                                 occurred_at=occurred_at)
        return outcomes, hits

    def auto_with_lessons(self, text: str, *, app: str = "", workspace: str = "", session: str = "", k: int = 5,
                          lessons: int = 0, occurred_at: str | None = None,
                          ) -> tuple[list[WriteOutcome], list[Hit], list[Entry]]:
        """`auto`, then up to `lessons` top insights not already recalled; everything shown is
        rehearsed. Once the prompt is stored nothing may fail the call: lessons and rehearsal
        are best effort (a failure is logged and they are skipped)."""
        outcomes, hits = self.auto(text, app=app, workspace=workspace, session=session, k=k, occurred_at=occurred_at)
        top: list[Entry] = []
        try:
            if lessons:
                seen = {h.entry.id for h in hits}
                top = [e for e, _ in self.insights(Scope(workspace=workspace), lessons) if e.id not in seen]
            if hits or top:  # rehearsal: what enters a conversation decays slower
                self.mark_injected([h.entry.id for h in hits] + [e.id for e in top])
        except Exception:
            log.exception("flymemory_auto: lessons/rehearsal skipped")
        return outcomes, hits, top
