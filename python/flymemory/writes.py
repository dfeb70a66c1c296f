"""The write service: a text becomes entries through chunking, the batch fold and the
dedup ladder (strengthen, merge, new), in one transaction per write; a state value
supersedes the key's older values; a conclusion is linked to its evidence. Dry runs
execute the same write inside a transaction that is rolled back (`planned`)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np

from flymemory import classify, dedup, graph, lexical, outdated, provenance
from flymemory.chunking import chunk
from flymemory.credentials import find_credential
from flymemory.errors import EngineInputError, content_hash, require_id, require_text
from flymemory.model import MAY_REPEAT, SOURCES, Entry, Scope
from flymemory.occurred import OccurredAtError, parse_occurred_at
from flymemory.store import Store, StoreError
from flymemory.workgate import EMBED_GATE, embed_in_turn

if TYPE_CHECKING:
    from flymemory.lineage import LineageService
    from flymemory.retrieval import Retriever
    from flymemory.states import StateService

# A restatement never demotes provenance: a hook capture of a model-judged fact stays "model",
# and a model restating a hook capture lifts it (decay and ranking read the source).
_SOURCE_RANK = {"hook": 0, "checkpoint": 1, "import": 2, "model": 3, "consolidation": 3}
# A lexical neighbour search skips words on more entries than this: they cannot find the one
# older sentence and make bm25 score every row that has them.
_LEXICAL_NEIGHBOUR_MAX_DOCS = 200
# Set while a write plan (dry run) executes inside a transaction that is rolled back:
# nothing may leave the transaction (the in-memory dense index is not touched).
_PLANNING = threading.local()
# Set while a write made of several runs in one enclosing transaction (WriteService.transaction): what its writes
# store is indexed once that commits.
_DEFERRED = threading.local()
T = TypeVar("T")


class _RollBackPlan(Exception):
    """Raised at the end of a dry run so the store rolls back every change it made."""


@dataclass(frozen=True)
class KnownVectors:
    """Passage vectors some sentences of a write already have, made by the embedder `embedder_id`
    (the hook path's recall embedded the prompt with an embedder whose queries are passages)."""

    embedder_id: str
    by_sentence: dict[str, np.ndarray]


@dataclass(frozen=True)
class _Chains:
    """The chains of links over some entries (`WriteService._chains`), as of a time `born`. For each entry a newer
    one is linked over (`contradicts`, "may update"; entries nothing is linked over are left out):
    `heads`, the active entries at the end of its chain said no later than `born` (A <- B <- C: C; a linked entry
    crossed out since is passed over to what crossed it out, as at read time); `between`, the other active
    entries on its chain said no later than `born` (each one linked over by a newer one: the slot's earlier values
    between the entry and its heads), newest first. Then `newer_links`, the newer links read
    (outdated.newer_links), and `active_ids`, the ids of the active entries on the chains."""

    heads: dict[int, list[Entry]] = field(default_factory=dict)
    between: dict[int, list[Entry]] = field(default_factory=dict)
    newer_links: dict[int, set[int]] = field(default_factory=dict)
    active_ids: set[int] = field(default_factory=set)


@dataclass
class WriteOutcome:
    """What happened to one chunk of a write; `describe()` is what a model reads."""

    kind: str  # new | strengthened | merged | rejected
    text: str
    entry_id: int | None = None
    tombstone_id: int | None = None
    reason: str = ""
    superseded: list[int] = field(default_factory=list)  # older state entries this write crossed out
    updates: list[int] = field(default_factory=list)  # entries the sentence said it changed (crossed out)
    may_update: list[int] = field(default_factory=list)  # entries it may change (linked, not crossed out)
    may_repeat: list[int] = field(default_factory=list)  # entries it may say again (linked `related`, kept)

    def _links(self, planned: bool = False) -> str:
        parts = []
        if self.superseded:
            parts.append(f"{'supersede' if planned else 'supersedes'} {', '.join(f'#{i}' for i in self.superseded)}")
        if self.updates:
            parts.append(f"{'update' if planned else 'updates'} {', '.join(f'#{i}' for i in self.updates)}")
        if self.may_update:
            parts.append(f"may update {', '.join(f'#{i}' for i in self.may_update)}")
        if self.may_repeat:
            parts.append(f"may repeat {', '.join(f'#{i}' for i in self.may_repeat)}")
        return f" ({'; '.join(parts)})" if parts else ""

    def describe(self) -> str:
        return self._worded(_REPLY_WORDING)

    def plan(self) -> str:
        """What the write would do, for a dry run (new ids are not promised: none was kept)."""
        return self._worded(_PLAN_WORDING)

    def _worded(self, wording: dict[str, str]) -> str:
        return wording.get(self.kind, wording["rejected"]).format(
            o=self, supersedes=self._links(), supersede=self._links(planned=True))


# What a model reads for each kind of outcome: after the write, and in a dry run's plan.
_REPLY_WORDING = {"new": "NEW #{o.entry_id}{supersedes}", "strengthened": "STRENGTHENED #{o.entry_id}",
                  "merged": "MERGED into #{o.entry_id} (previous text kept as #{o.tombstone_id})",
                  "folded": "FOLDED into #{o.entry_id} ({o.reason})", "rejected": "REJECTED ({o.reason})"}
_PLAN_WORDING = {"new": "new{supersede}", "strengthened": "strengthen #{o.entry_id} ({o.reason})",
                 "merged": "merge into #{o.entry_id} ({o.reason})", "folded": "fold ({o.reason})",
                 "rejected": "reject ({o.reason})"}


def planned(store: Store, dry_run: bool, write: Callable[[], T]) -> T:
    """Run `write` for real, or (dry run) inside a transaction that is rolled back, so the plan
    is exactly what the write would do and the store stays byte-identical. A dry run must be
    the outermost transaction (tools call it that way): the rollback is what makes it safe."""
    if not dry_run or getattr(_PLANNING, "active", False):
        return write()
    result: Any = None
    _PLANNING.active = True
    try:
        with store.transaction():
            if store.transaction_depth() > 1:  # the rollback would not reach an enclosing write
                raise EngineInputError("dry_run cannot run inside another write; call it on its own")
            result = write()
            raise _RollBackPlan
    except _RollBackPlan:
        pass
    finally:
        _PLANNING.active = False
    return result


def rejected_secret(kind: str) -> WriteOutcome:
    return WriteOutcome("rejected", "", reason=f"contains a credential ({kind}); nothing of this write was "
                                               "stored. Remove the secret and write the rest again")


def write_fields(*, source: str = "model", app: str = "", compartment: str = "general", tags=(), workspace: str = "",
                 session: str = "", user_level: bool = False, message_id: str = "") -> dict[str, Any]:
    """The provenance fields of a write, checked: known source, a compartment name, string tags,
    and no credential in any label (labels are stored verbatim, like the text)."""
    if source not in SOURCES:
        raise EngineInputError(f"source must be one of {', '.join(SOURCES)}; got {source!r}")
    if not isinstance(compartment, str) or not compartment.strip():
        raise EngineInputError(f"compartment must be a non-empty name like 'general', got {compartment!r}")
    if isinstance(tags, str) or not all(isinstance(t, str) for t in tags):
        raise EngineInputError(f"tags must be a list of strings, got {tags!r}")
    for name, value in (("compartment", compartment), *(("tags", tag) for tag in tags),
                        ("workspace", workspace or ""), ("app", app or ""),
                        ("session", session or ""), ("message_id", message_id or "")):
        kind = find_credential(value) if value else None
        if kind:
            raise EngineInputError(f"{name} contains a credential ({kind}); nothing was stored. Remove the secret")
    return {"source": source, "app": app or "", "compartment": compartment.strip(),
            "tags": sorted(set(tags)), "workspace": workspace or "", "session": session or "",
            "user_level": bool(user_level), "message_id": message_id or ""}


def _known_fields(given: dict[str, Any]) -> dict[str, Any]:
    """The provenance fields among keyword arguments (others, like `dry_run`, are not stored)."""
    return {k: v for k, v in given.items() if k in _FIELD_NAMES}


_FIELD_NAMES = ("source", "app", "compartment", "tags", "workspace", "session", "user_level", "message_id")


def dedup_scope(fields: dict[str, Any]) -> Scope:
    """Where a write looks for restatements: the same workspace (exactly) and compartment."""
    return Scope(workspace=fields["workspace"], workspace_exact=True, compartments=(fields["compartment"],))


class WriteService:
    def __init__(self, store: Store, retriever: Retriever, clock: Callable[[], float], lineage: LineageService,
                 states: StateService) -> None:
        self.store, self.retriever, self.clock = store, retriever, clock
        self.lineage, self.states = lineage, states

    @property
    def thresholds(self) -> dedup.Thresholds | None:
        """Dedup thresholds of the embedder in use now (it may be attached after start)."""
        embedder = self.retriever.embedder
        return dedup.thresholds_for(embedder.id if embedder is not None else None)

    def remember(self, text: str, *, source: str = "model", app: str = "", compartment: str = "general",
                 tags: list[str] | tuple[str, ...] = (), workspace: str = "", session: str = "",
                 user_level: bool = False, message_id: str = "", state_key: str | None = None,
                 state_value: str | None = None, dry_run: bool = False, entities: Any = None,
                 relations: Any = None, occurred_at: str | None = None, speaker: str = "",
                 role: str = "", known: KnownVectors | None = None) -> list[WriteOutcome]:
        """Store `text` one sentence per entry through the dedup ladder. A write that
        contains a credential is rejected whole: nothing of it is stored. `dry_run` returns
        the plan and changes nothing; `entities`/`relations` link the written entries into
        the entity graph (flymemory.graph). `occurred_at` (ISO 8601; naive = UTC) becomes the
        creation time of new entries instead of the write clock (flymemory.occurred)."""
        return self.remember_batch([text], source=source, app=app, compartment=compartment, tags=tags,
                                   workspace=workspace, session=session, user_level=user_level,
                                   message_id=message_id, state_key=state_key, state_value=state_value,
                                   dry_run=dry_run, entities=entities, relations=relations,
                                   occurred_at=occurred_at, speaker=speaker, role=role, known=known)

    def remember_batch(self, texts: Sequence[str], *, source: str = "model", app: str = "",
                       compartment: str = "general", tags: list[str] | tuple[str, ...] = (), workspace: str = "",
                       session: str = "", user_level: bool = False, message_id: str = "",
                       state_key: str | None = None, state_value: str | None = None, dry_run: bool = False,
                       entities: Any = None, relations: Any = None,
                       occurred_at: str | None = None, speaker: str = "", role: str = "",
                       known: KnownVectors | None = None) -> list[WriteOutcome]:
        """Several texts as one write: near-identical sentences inside the batch are folded
        into the first before the store is touched, then the rest go through the dedup ladder
        in one transaction. Each text is one message: its sentences keep the message id, their
        position, the speaker (given, or named by a "Name:" prefix) and the role."""
        if isinstance(texts, str) or not isinstance(texts, Sequence) or not texts:
            raise EngineInputError(f"texts must be a non-empty list of strings, got {texts!r}")
        for i, text in enumerate(texts):
            require_text("text" if len(texts) == 1 else f"texts[{i}]", text)
        created = self.occurred_time(occurred_at)
        fields = write_fields(source=source, app=app, compartment=compartment, tags=tags,
                                    workspace=workspace, session=session, user_level=user_level,
                                    message_id=message_id)
        try:
            parsed = graph.parse(entities, relations)
        except graph.GraphInputError as exc:
            raise EngineInputError(str(exc)) from exc
        secret = next((kind for kind in map(find_credential, texts) if kind), None)
        if secret:
            return [rejected_secret(secret)]
        if state_key is not None or state_value is not None:
            if state_key is None or state_value is None:
                raise EngineInputError("state_key and state_value go together: pass both or neither")
            if len(texts) != 1:
                raise EngineInputError("state_key/state_value describe one value: write a single text with them")
            if created is not None:
                raise EngineInputError("occurred_at cannot be combined with state_key/state_value: "
                                       "a state is current now")
            return planned(self.store, dry_run, lambda: self._with_graph(
                self.set_state(state_key, state_value, texts[0], **fields), parsed))
        speaker, role = self.speaker(speaker, role)
        pieces, origins = self._messages(texts, speaker, role, message_id, created)
        if not pieces:
            return [WriteOutcome("rejected", "", reason="no storable text (only punctuation or whitespace)")]
        embedder = self.retriever.embedder
        # In its turn among writes, abandoned if the client goes: nothing is stored before this point.
        # Dedup compares sentences as written (a context naming the previous sentence would make
        # neighbours look alike); with context_dense the dense index reads each with its context.
        vectors = self._passage_vectors(embedder, pieces, known) if embedder is not None else [None] * len(pieces)
        index_vectors = list(vectors)
        with_context = [n for n, o in enumerate(origins) if o["context"]]
        if embedder is not None and self.retriever.config.context_dense and with_context:
            read = embed_in_turn(embedder.embed_passages,
                                 [provenance.indexed(pieces[n], origins[n]["context"]) for n in with_context])
            for n, vector in zip(with_context, read, strict=True):
                index_vectors[n] = vector
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
                                                      origin=origins[seq], index_vector=index_vectors[seq],
                                                      **fields))
                self._with_graph(outcomes, parsed)
            self.index(indexed)
            return outcomes

        return planned(self.store, dry_run, write)

    @staticmethod
    def _passage_vectors(embedder: Any, pieces: list[str], known: KnownVectors | None) -> list[np.ndarray]:
        """Each sentence's passage vector: the ones `known` holds from this embedder, the rest embedded
        in the write's turn."""
        reuse = known.by_sentence if known is not None and known.embedder_id == embedder.id else {}
        missing = [p for p in pieces if p not in reuse]
        fresh = iter(embed_in_turn(embedder.embed_passages, missing) if missing else ())
        return [reuse[p] if p in reuse else next(fresh) for p in pieces]

    def speaker(self, speaker: Any, role: Any) -> tuple[str, str]:
        """A valid speaker and role, or the error naming the bad one (nothing is written)."""
        if not isinstance(speaker, str) or len(speaker) > provenance.MAX_SPEAKER_CHARS or "\n" in speaker:
            raise EngineInputError(f"speaker must be a name of at most {provenance.MAX_SPEAKER_CHARS} characters "
                                   f"on one line, got {speaker!r}")
        if role not in ("", *provenance.ROLES):
            raise EngineInputError(f"role must be one of {', '.join(provenance.ROLES)} (or empty), got {role!r}")
        kind = find_credential(speaker) if speaker.strip() else None
        if kind:
            raise EngineInputError(f"speaker contains a credential ({kind}); nothing was stored. Remove the secret")
        return speaker.strip(), role

    def _messages(self, texts: Sequence[str], speaker: str, role: str, message_id: str,
                  created: float | None) -> tuple[list[str], list[dict[str, Any]]]:
        """The sentences of every message, each with its provenance: message id and position
        (`seq` counts across the write, so neighbours stay neighbours), speaker, role and the
        bounded context the lexical index reads (flymemory.provenance)."""
        pieces: list[str] = []
        origins: list[dict[str, Any]] = []
        anchor = self.clock() if created is None else created
        mode = self.retriever.config.context_mode
        for i, text in enumerate(texts):
            own = chunk(text)
            who = speaker or provenance.named_speaker(text)
            if message_id:
                mid = message_id if len(texts) == 1 else f"{message_id}.{i + 1}"
            else:
                mid = provenance.new_message_id()
            for piece, context in zip(own, provenance.contexts(own, who, mode), strict=True):
                when = provenance.resolved_time(piece, anchor)
                pieces.append(piece)
                origins.append({"message_id": mid, "speaker": who, "role": provenance.role_of(who, role),
                                "context": f"{context} {when}".strip() if when else context})
        return pieces, origins

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
                match = next((j for j in close if classify.classify(
                    pieces[j], piece, float(similar[i, j]), th).kind == "restatement"), None)
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

    def occurred_time(self, occurred_at: str | None) -> float | None:
        if occurred_at is None:
            return None
        try:
            return parse_occurred_at(occurred_at, self.clock())
        except OccurredAtError as exc:
            raise EngineInputError(str(exc)) from exc

    def _nearest(self, vector: np.ndarray, scope: Scope, k: int = 3) -> list[tuple[Entry, float]]:
        """The entries and cosines of the `k` nearest stored vectors in the scope."""
        dense, embedder = self.retriever.dense, self.retriever.embedder
        if dense is None or not len(dense) or embedder is None or dense.embedder_id != embedder.id:
            return []
        query = np.asarray(vector, dtype=np.float32)[None, :]
        # Exact: a dedup decision must not depend on which partition was probed.
        return self.retriever.nearest_entries_in_scope(query, scope, k)

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """The store's transaction around a write made of several (a supersede with its text, a profile fact
        replacing another): what they store reaches the in-memory dense index only once it commits. Indexed
        inside it and then rolled back (the supersede refused), a vector stayed under an id SQLite gives the
        next entry (tests/python/test_refused_write_leaves_no_vector.py)."""
        if getattr(_DEFERRED, "items", None) is not None:  # inside another: the outermost one indexes
            with self.store.transaction():
                yield
            return
        _DEFERRED.items = pending = []
        try:
            with self.store.transaction():
                yield
        finally:
            _DEFERRED.items = None
        self.index(pending)

    def index(self, items: Sequence[tuple[int, str, np.ndarray | None]]) -> None:
        """Record vectors for written entries (reusing the one dedup computed)."""
        embedder = self.retriever.embedder
        if embedder is None or getattr(_PLANNING, "active", False):
            return  # the backfill embeds these once an embedder is attached; a plan indexes nothing
        deferred = getattr(_DEFERRED, "items", None)
        if deferred is not None:  # an enclosing transaction may still roll these entries back
            deferred.extend(items)
            return
        missing = [(i, t) for i, t, v in items if v is None]
        with EMBED_GATE.turn():  # already stored: finish even if the client goes (else backfill would)
            fresh = embedder.embed_passages([t for _, t in missing]) if missing else []
        vectors = dict(zip([i for i, _ in missing], fresh, strict=True))
        dense = self.retriever.dense
        for entry_id, _, vector in items:
            vec = np.asarray(vector if vector is not None else vectors[entry_id], dtype=np.float32)
            self.store.set_vector(entry_id, embedder.id, vec)
            if dense is not None and dense.embedder_id == embedder.id:
                dense.add(entry_id, vec)

    def _write_chunk(self, text: str, vector: np.ndarray | None, *, seq: int,
                     indexed: list[tuple[int, str, np.ndarray | None]], created: float | None = None,
                     origin: dict[str, Any] | None = None, index_vector: np.ndarray | None = None,
                     **fields) -> WriteOutcome:
        digest = content_hash(text)
        readable = index_vector if index_vector is not None else vector  # what the dense index keeps
        scope = dedup_scope(fields)
        with self.store.transaction():
            now = self.clock()  # inside the lock: timestamps follow commit order
            same = self.store.find_entries(scope, content_hash=digest, limit=1)
            returned: list[tuple[Entry, classify.Judgement]] = []
            if same:
                returned = self._returned_over(same[0], text, "same text")
                if not returned:
                    return self._strengthen(same[0], text, fields, now, "same text")
            if fields["source"] == "hook":  # forgotten as wrong: the hook does not bring it back silently
                gone = self.store.find_entries(replace(scope, statuses=("forgotten",)), content_hash=digest, limit=1)
                if gone:
                    return WriteOutcome("rejected", text, reason=f"forgotten as wrong (#{gone[0].id}); not captured "
                                        "again. Remember it deliberately if it holds now")
            # A late write (spool replay, a past event) keeps the time it happened.
            born = now if created is None else created
            judged = self._judge_neighbours(text, vector, scope) if not returned else []
            for neighbour, judgement in judged:
                if judgement.kind == "restatement":
                    returned = self._returned_over(neighbour, text, judgement.rule)
                    if not returned:
                        return self._strengthen(neighbour, text, fields, now, judgement.rule)
                    judged = []
                    break
            judged = returned or judged
            # Only a sentence said after the stored one can change it: a late write of the past never does.
            judged = self._onto_chain_heads(text, vector, [(n, j) for n, j in judged if n.created_at <= born], born)
            for neighbour, judgement in judged:
                if judgement.crosses_out and judgement.in_place and neighbour.state_key is None:
                    kept = self._vector_of_current_text(neighbour.id, indexed)
                    outcome = self._merge(neighbour, text, digest, fields, now, judgement.rule)
                    indexed += [(outcome.entry_id, text, readable), (outcome.tombstone_id, neighbour.text, kept)]
                    return outcome
            entry_id = self.store.insert_entry({
                "text": text, "content_hash": digest, "created_at": born, "updated_at": born,
                "valid_from": born, "last_accessed": now, "seq": seq, **fields, **(origin or {}),
            })
            self.store.add_history(entry_id, "create", None, {"text": text}, fields["app"], now)
            outcome = WriteOutcome("new", text, entry_id)
            self._link_updates(outcome, judged, fields["app"], now)
            if fields["source"] != "hook":  # a hook capture's reply reaches no model that could confirm
                self._link_repeats(outcome, judged, fields["app"], now)
        indexed.append((entry_id, text, readable))
        return outcome

    def _returned_over(self, restated: Entry, text: str, why: str) -> list[tuple[Entry, classify.Judgement]]:
        """A restatement of an entry that a newer active entry may have replaced ("We deploy daily" /
        "Deploys are weekly now" / "We returned to daily deploys"): a return to the earlier value, not a
        repeat. Strengthening the older entry would leave the newer one first, so the sentence is stored
        as new and linked over each such newer entry (not crossed out: the first link was not sure either).
        Empty when no newer entry is linked over `restated`, or when `text` is a passing state ("…again
        today"): that replaces no lasting value, so it is a plain repeat."""
        if classify.is_temporary(text):
            return []
        heads = self._chain_heads([restated.id], self.clock()).get(restated.id, [])
        rule = f"a return to the value of #{restated.id} ({why}), which a newer entry may have replaced"
        return [(e, classify.Judgement("possible_update", rule)) for e in heads]

    def _chain_heads(self, entry_ids: Sequence[int], born: float) -> dict[int, list[Entry]]:
        """For each entry a newer one is linked over (`contradicts`, "may update"), the active entries at the end
        of its chain of links, said no later than `born` (A <- B <- C: C; a linked entry crossed out since is
        passed over to what crossed it out, as at read time). Entries nothing is linked over are left out."""
        return self._chains(entry_ids, born).heads

    def _chains(self, entry_ids: Sequence[int], born: float) -> _Chains:
        """The chains of links over `entry_ids` as of `born` (see _Chains)."""
        newer_of = outdated.newer_links(self.store, entry_ids)
        chains = {i: outdated.linked_over(newer_of, i) for i in entry_ids if i in newer_of}
        if not chains:
            return _Chains(newer_links=newer_of)
        on_chain = set().union(*chains.values())
        active = {e.id: e for e in self.store.get_entries(sorted(on_chain)) if e.status == "active"}
        heads: dict[int, list[Entry]] = {}
        between: dict[int, list[Entry]] = {}
        for i, chain in chains.items():
            found = [active[n] for n in sorted(chain) if n in active and active[n].created_at <= born
                     and not outdated.linked_over(newer_of, n) & active.keys()]
            if found:
                heads[i] = found
                tips = {e.id for e in found}
                between[i] = sorted((active[n] for n in chain if n in active and active[n].created_at <= born
                                     and n not in tips), key=lambda e: (e.created_at, e.id), reverse=True)
        return _Chains(heads, between, newer_of, set(active))

    def _onto_chain_heads(self, text: str, vector: np.ndarray | None, judged: list[tuple[Entry, classify.Judgement]],
                          born: float) -> list[tuple[Entry, classify.Judgement]]:
        """A sentence judged to change an entry X that a newer active entry Y is already linked over (Y may update
        X, or a chain of such links ends at Y) is about the same slot: it is linked over Y too, as the classifier
        judges the pair (crossed out when confident, else "may update"; a Y it keeps apart stays apart and X's
        verdict stands). X is then no longer its slot's current value, so it is never rewritten in place, and a
        `reversal` verdict on X leaves X alone: the sentence returns to X's value (A -> B -> back to A ends with
        the new A current, B linked or crossed out, the first A stamped at read time).
        An earlier value on the chain between X and Y (A <- B <- C: B) that only entries this sentence crosses
        out are linked over would be left with no newer active entry above it, a second current value of the
        slot: it is judged against the sentence too and linked as that verdict says (never rewritten in place;
        one the sentence returns to, or the classifier keeps apart, is left alone)."""
        judged = self._returned_to(text, judged, born)
        linked = [n.id for n, j in judged if j.links and n.status == "active"]
        chains = self._chains(linked, born) if linked else _Chains()
        if not chains.heads:
            return judged
        verdicts = {n.id: j for n, j in judged}
        onto: dict[int, list[tuple[Entry, classify.Judgement]]] = {}  # X -> the heads the classifier links
        for old_id, tips in chains.heads.items():
            for head in tips:
                verdict = verdicts.get(head.id) or self._judge_one(head, text, vector)
                if not verdict.links and verdicts[old_id].kind == "reversal":
                    # A return to X's value moves the slot off Y, whatever words Y has ("Back to the 5th Street
                    # garage" after "Started parking in the lot … instead"): linked over Y, as a restatement of X
                    # is (_returned_over), else Y would stay a second current value, ranked by its words alone.
                    verdict = self._returned_over_head(old_id, head, verdicts[old_id])
                if verdict.links:  # a head the classifier keeps apart (a farewell after a farewell) stays apart
                    onto.setdefault(old_id, []).append((head, verdict))
        if not onto:
            return judged
        out = [(old, judgement) if old.id not in onto else (old, replace(judgement, in_place=False))
               for old, judgement in judged if old.id not in onto or judgement.kind != "reversal"]
        for found in onto.values():
            out = [(n, j) for n, j in out if n.id not in {h.id for h, _ in found}] + found
        crossing = {n.id for n, j in out if j.crosses_out}
        placed = {n.id for n, _ in out} | set(onto)
        for old_id in onto:
            for earlier in chains.between.get(old_id, ()):  # newest first: B is judged before the A it is linked over
                if earlier.id in placed \
                        or outdated.linked_over(chains.newer_links, earlier.id) & (chains.active_ids - crossing):
                    continue
                verdict = verdicts.get(earlier.id) or self._judge_one(earlier, text, vector)
                if verdict.links and verdict.kind != "reversal":
                    out.append((earlier, replace(verdict, in_place=False)))
                    placed.add(earlier.id)
                    if verdict.crosses_out:
                        crossing.add(earlier.id)
        return out

    def _returned_to(self, text: str, judged: list[tuple[Entry, classify.Judgement]], born: float
                     ) -> list[tuple[Entry, classify.Judgement]]:
        """A return the classifier keeps apart from an entry X whose value its clause of return names, while a newer
        active entry is already linked over X ("Our JS tests run on Jest" / "Moved the test suite over to Vitest"
        (may update) / "Reverted to Jest, Vitest couldn't handle our module mocks": classify.returned_value): the
        slot X's value was replaced in, so the sentence is read as a reversal of X, and the chain step
        (_onto_chain_heads) links it over the newer entry and leaves X alone. Else Vitest stayed a current value
        with nothing newer linked over it. Only where such a link exists: alone, a return to a value once held may
        follow an event ("I visited Ohio" / "Went back to Ohio")."""
        if not any(strength in ("back", "back-weak") for _, strength in classify.signals_in(text)):
            return judged
        named = {n.id: said for n, j in judged if not j.links and j.kind != "restatement" and n.status == "active"
                 and (said := classify.returned_value(n.text, text))}
        replaced = self._chain_heads(list(named), born) if named else {}
        if set(named) - set(replaced) and self._link_left_changes(text, judged, set(named) - set(replaced), born):
            replaced = self._chain_heads(list(named), born)
        if not replaced:
            return judged
        labels = tuple(label for label, _ in classify.signals_in(text))
        return [(n, classify.Judgement("reversal", f"a return to the value of #{n.id} ({named[n.id][:40]}), which a "
                                       f"newer entry may have replaced", labels, named[n.id][:80])
                 if n.id in replaced else j) for n, j in judged]

    def _link_left_changes(self, text: str, judged: list[tuple[Entry, classify.Judgement]], returned: set[int],
                           born: float) -> bool:
        """A return to the value of an entry X that nothing is linked over yet, whose reason names what a change said
        between X and it moved to ("连数据库我用 Navicat" / "Navicat 授权到期了，数据库客户端换成 DBeaver 了", linked to
        neither / "DBeaver 太卡，…，最后还是返回去用 Navicat 了": classify.return_leaves), or that the return crosses
        out: the change was of X's slot, so it is linked over X now ("may update", as a change not linked when said;
        the history of X keeps it), and the return then goes onto that chain (_returned_to). Else the change stayed
        a second current value ranked by its words. Whether any such link was made."""
        made = False
        for old in [n for n, _ in judged if n.id in returned]:
            for middle, verdict in judged:
                if middle.status != "active" or not old.created_at <= middle.created_at <= born or middle.id == old.id:
                    continue
                # (A change the return itself crosses out, "又回乐刻了，超级猩猩太贵" over "现在去公司旁边的超级猩猩练",
                # is what it leaves too: the classifier's own verdict.)
                left = (verdict.new_value or verdict.rule) if verdict.crosses_out \
                    else "" if verdict.links else classify.return_leaves(old.text, middle.text, text)
                if left and self._link_may_update(middle.id, old.id, classify.Judgement(
                        "possible_update", f"a change that a later return to the value of #{old.id} says it left "
                        f"({left[:40]})"), middle.app, born):
                    made = True
        return made

    @staticmethod
    def _returned_over_head(old_id: int, head: Entry, returned: classify.Judgement) -> classify.Judgement:
        """The link of a return to #old_id's value over `head`, a newer entry linked over #old_id: not sure
        (the first link was not), so "may update", with the return's change words."""
        rule = f"a return to the value of #{old_id} ({returned.rule}), which #{head.id} may have replaced"
        return classify.Judgement("possible_update", rule, returned.signals)

    def _judge_one(self, entry: Entry, text: str, vector: np.ndarray | None) -> classify.Judgement:
        """The classifier's verdict on one stored entry against `text`, with their cosine when both have vectors."""
        th, embedder = self.thresholds, self.retriever.embedder
        stored = self.store.vectors_of([entry.id], embedder.id).get(entry.id) \
            if th is not None and vector is not None and embedder is not None else None
        if stored is None:
            return classify.classify(entry.text, text, None, None)
        a, b = np.asarray(stored, dtype=np.float32), np.asarray(vector, dtype=np.float32)
        similarity = float(a @ b / max(float(np.linalg.norm(a) * np.linalg.norm(b)), 1e-12))
        return classify.classify(entry.text, text, similarity, th)

    def _vector_of_current_text(self, entry_id: int, indexed: list[tuple[int, str, np.ndarray | None]]
                                ) -> np.ndarray | None:
        """The vector an entry's current text already has, for the tombstone a merge keeps of that
        text (so it is not embedded again), or None when there is none to reuse. Read before the
        merge's own vector replaces it; an entry rewritten earlier in this same write has no stored
        vector of its current text yet, only the one waiting in `indexed`."""
        pending = [v for i, _, v in indexed if i == entry_id]
        if pending:
            return pending[-1]
        embedder = self.retriever.embedder
        if embedder is None:
            return None
        return self.store.vectors_of([entry_id], embedder.id).get(entry_id)

    def _judge_neighbours(self, text: str, vector: np.ndarray | None, scope: Scope,
                          also: Sequence[tuple[Entry, float]] = ()) -> list[tuple[Entry, classify.Judgement]]:
        """The classifier's verdict on the stored sentences nearest to `text` in its scope:
        dense neighbours when there is an embedder, lexical ones when there is none or the
        sentence says something changed (its old value may not be close in meaning). `also`:
        more (entry, cosine) candidates the dense index cannot see yet (an import's own rows)."""
        th = self.thresholds
        dense = self._nearest(vector, scope, k=4) if th is not None and vector is not None else []
        signals = classify.signals_in(text)
        # The search words are read once: a return looks among crossed-out entries with the same words.
        lexical_only = th is None or vector is None
        # "I've started jogging in the evenings" finds "I jog in the mornings" by the stem of its gerund alone.
        stems = lexical_only and (bool(signals) or classify.habit_begun_en(text))
        terms = self._lexical_terms(text, signals, stems=stems, grouped=lexical_only) if lexical_only or signals else []
        words = self._lexical_search(terms, scope)
        returned_from: dict[int, list[Entry]] = {}  # a head over a crossed-out value -> the values it crossed out
        back = any(strength == "back" for _, strength in signals)
        if back or any(strength == "back-weak" for _, strength in signals):
            returned_from = self._heads_over_returned_value(terms, scope)
            words += list(returned_from)
        found: dict[int, tuple[Entry, float | None]] = {e.id: (e, s) for e, s in dense}
        if th is not None and vector is not None:
            found.update((e.id, (e, s)) for e, s in also)
        unread = [i for i in dict.fromkeys(words) if i not in found]  # the dense search read its own
        stored = {e.id: e for e in self.store.get_entries(unread)} if unread else {}
        for i in words:
            if i in stored:
                found.setdefault(i, (stored[i], None))
        judged = [(entry, classify.classify(entry.text, text, similarity, th if similarity is not None else None))
                  for entry, similarity in found.values()]
        return [(entry, self._returned_from(entry, judgement, text, returned_from.get(entry.id, ()), back))
                for entry, judgement in judged]

    @staticmethod
    def _returned_from(head: Entry, judgement: classify.Judgement, text: str, crossed: Sequence[Entry],
                       back: bool = True) -> classify.Judgement:
        """A return the classifier keeps apart from `head` ("Moved back to Chase, Ally had too many outages" /
        "I moved my bank to Ally") while it links the return to a value `head` crossed out ("My bank is Chase"):
        the return moves the slot off `head`, so it is linked over it, not sure ("may update"), else `head` stays
        a current value beside the return and may rank first. Or its clause of return names the crossed-out value
        ("又换回搜狗了，微信输入法的词库实在太少了": classify.returned_value). Said with "again" / 又 and no `back`
        word, only that reading counts ("onboarding_v2 defaults to off again after the crash spike")."""
        if judgement.links:
            return judgement
        for old in crossed:
            verdict = classify.classify(old.text, text) if back else None
            linked = verdict is not None and (verdict.links or verdict.kind == "restatement")
            said = "" if linked else classify.returned_value(old.text, text)
            if linked or said:
                why = said[:40] or (verdict.rule if verdict else "")
                rule = f"a return to the value of #{old.id} ({why}), which #{head.id} crossed out"
                signals = (verdict.signals if verdict else ()) or tuple(label for label, _ in classify.signals_in(text))
                return classify.Judgement("possible_update", rule, signals)
        return judgement

    def _heads_over_returned_value(self, terms: list[str], scope: Scope) -> dict[int, list[Entry]]:
        """A return ("我又用回Vim了", "went back to Vim") whose value only a crossed-out entry still holds ("我用
        Vim写代码", crossed out by "我现在用VS Code写代码"): the active entries that crossed it out, to the end of
        their chains, are the slot's current value, although they share no word with the return. Only for a
        sentence with a change word of return or "again" / 又 (the caller asks, with the return's search words,
        _lexical_terms); the classifier then judges the pair as any other (after "again" / 又 alone, only the clause
        of return is read: _returned_from). Each head's id -> the crossed-out entries it is over."""
        crossed = self._lexical_search(terms, replace(scope, statuses=("superseded",)))
        if not crossed:
            return {}
        over: dict[int, set[int]] = {}  # a newer entry -> the crossed-out entries it crossed out
        for edge in self.store.edges_to(crossed, "supersedes"):
            if int(edge["src"]) not in crossed:
                over.setdefault(int(edge["src"]), set()).add(int(edge["dst"]))
        if not over:
            return {}
        newer_of = outdated.newer_links(self.store, sorted(over))
        under: dict[int, set[int]] = {}  # an entry on a chain -> the crossed-out entries under it
        for n, olds in over.items():
            for m in {n} | outdated.linked_over(newer_of, n):
                under.setdefault(m, set()).update(olds)
        olds = {e.id: e for e in self.store.get_entries(sorted(set().union(*under.values())))}
        return {e.id: [olds[o] for o in sorted(under[e.id]) if o in olds]
                for e in self.store.get_entries(sorted(under)) if e.status == "active"}

    def _lexical_terms(self, text: str, signals: tuple[tuple[str, str], ...], stems: bool = False,
                       grouped: bool = False) -> list[str]:
        """The words a lexical neighbour search for `text` (with its change words `signals`) looks for: its own
        words that are not in too many entries, with its slot family's and value kind's words, and their stems
        when `stems`; when `grouped`, a long number in its other groupings too (lexical.digit_groupings)."""
        # A slot named by another verb ("live in" / "moved to") is searched for by its family's words too.
        # "我跳到京东了", "我已经去腾讯了" name the employer slot by going there alone (and its older sentence may
        # name it by a role: "我在美团做产品经理"); "我的车换成理想了" names the vehicle slot by 车 alone.
        families = classify.slot_families(text) | ({"vehicle"} if classify.car_said_anew(text) else set())
        hints = " ".join(classify.SLOT_HINTS[f] for f in sorted(families)) + " " + classify.employer_search_words(text)
        if signals:  # "We're on MongoDB now": the older value is another of its kind
            hints += " " + classify.kind_hints(text)
        # Words as written, not their marked stems: the stems would double the terms this search and its
        # document counts read on every judged write, and the classifier compares words anyway. Without dense
        # neighbours, a sentence with a change word is the exception ("I quit shooting" for "learning how to
        # shoot"): its older value is the likeliest to be worded otherwise; its stems obey the same document
        # cap. With an embedder the dense neighbours find such a sentence: there the stems changed no probe
        # count and added about 1 ms to the classification p95 (bench_speed, quiet machine).
        words = [t for t in lexical.query_terms(text) if stems or not t.startswith(lexical.STEM_MARK)]
        if grouped:  # without dense neighbours only: "My cell is 07700900123" finds "… 07700 900123"
            words += lexical.digit_groupings(text)
            # "我最近开始喝普洱了" finds "我平时喝拿铁" by the verb after its subject or time word ("我喝", "时喝").
            words += classify.own_verb_search_words(text)
        terms = list(dict.fromkeys(classify.with_other_number(words, text) + hints.split()))
        counts = self.store.term_document_counts(terms, cap=_LEXICAL_NEIGHBOUR_MAX_DOCS)
        return [t for t in terms if counts.get(t, 0) <= _LEXICAL_NEIGHBOUR_MAX_DOCS]

    def _lexical_search(self, terms: list[str], scope: Scope, k: int = 4) -> list[int]:
        """The `k` entries in `scope` that best match `terms` (from _lexical_terms); none without terms."""
        if not terms:
            return []
        return [i for i, _ in self.store.lexical_search(terms, scope, k)]

    def place_imported(self, row: dict[str, Any], vector: np.ndarray | None, app: str,
                       also: Sequence[tuple[Entry, float]] = ()) -> WriteOutcome:
        """An imported record that arrives without lineage, placed as the write path places a
        sentence (the same classifier, the same links): a restatement of an active entry in its
        scope is not stored again ("restated"; that entry is left as it is, so importing twice
        changes nothing); otherwise the record is inserted as written, crosses out what it
        confidently updates and links what it may update. Only entries said before it are
        crossed out or linked, at the time it was said."""
        text, born = row["text"], row["created_at"]
        judged = self._judge_neighbours(text, vector, dedup_scope(row), also)
        for neighbour, judgement in judged:
            if judgement.kind == "restatement":
                return WriteOutcome("restated", text, neighbour.id, reason=judgement.rule)
        entry_id = self.store.insert_entry(row)
        outcome = WriteOutcome("new", text, entry_id)
        earlier = [(n, j) for n, j in judged if n.created_at <= born and n.id != entry_id]
        self._link_updates(outcome, self._onto_chain_heads(text, vector, earlier, born), app, born)
        return outcome

    def _link_updates(self, outcome: WriteOutcome, judged: list[tuple[Entry, classify.Judgement]], app: str,
                      now: float) -> None:
        """The new entry crosses out what it confidently updates and links what it may update."""
        for old, judgement in judged:
            if judgement.crosses_out and old.state_key is None and self.lineage.cross_out_update(
                    old, by=outcome.entry_id, why=judgement.why(), app=app, now=now):
                outcome.updates.append(old.id)
            elif judgement.links and old.status == "active" \
                    and self._link_may_update(outcome.entry_id, old.id, judgement, app, now):
                outcome.may_update.append(old.id)

    def _link_may_update(self, newer_id: int, old_id: int, judgement: classify.Judgement, app: str,
                         now: float) -> bool:
        """`newer_id` may update `old_id`: a `contradicts` edge, and why in the older entry's history; nothing is
        crossed out. Whether the link is new."""
        if not self.store.add_edge(newer_id, old_id, "contradicts", now):
            return False
        self.store.add_history(old_id, "may_update", None, {"by": newer_id, **judgement.why()}, app, now)
        return True

    def _link_repeats(self, outcome: WriteOutcome, judged: list[tuple[Entry, classify.Judgement]], app: str,
                      now: float) -> None:
        """The new entry is linked `related` to what it may say again (the classifier's `may_repeat`), with
        why in the older entry's history; nothing is merged or crossed out: the calling model confirms
        (flymemory_supersede) or leaves both."""
        for old, judgement in judged:
            if judgement.may_repeat and old.status == "active" and old.id not in outcome.may_update \
                    and self.store.add_edge(outcome.entry_id, old.id, "related", now, note=MAY_REPEAT):
                self.store.add_history(old.id, "may_repeat", None, {"by": outcome.entry_id, **judgement.why(),
                                                                    "rule": judgement.may_repeat}, app, now)
                outcome.may_repeat.append(old.id)

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
            "updated_at": now, "valid_from": old.valid_from,
            "last_accessed": old.last_accessed, "access_count": old.access_count, "strength": old.strength,
            "message_id": old.message_id, "seq": old.seq, "speaker": old.speaker, "role": old.role,
            "context": old.context,
        })
        changes = {"text": text, "content_hash": digest, "valid_from": now, "updated_at": now,
                   "last_accessed": now, "tags": sorted(set(old.tags) | set(fields["tags"]))}
        if _SOURCE_RANK.get(fields["source"], 0) > _SOURCE_RANK.get(old.source, 0):
            changes["source"] = fields["source"]
        if not self.store.compare_and_set(old.id, {"content_hash": old.content_hash, "status": "active"}, changes):
            raise StoreError(f"entry #{old.id} changed during the write; write again")
        # The tombstone was never current on its own: crossed out at once, its history says "tombstone".
        self.lineage.cross_out(tombstone, by=old.id, expected_status="active", app=fields["app"], now=now,
                               record=False)
        self.store.add_history(old.id, "merge", {"text": old.text},
                               {"text": text, "tombstone": tombstone, "why": why}, fields["app"], now)
        self.store.add_history(tombstone, "tombstone", None, {"text": old.text, "of": old.id}, fields["app"], now)
        return WriteOutcome("merged", text, old.id, tombstone, reason=why)

    def set_state(self, key: str, value: str, text: str | None = None, **given: Any) -> list[WriteOutcome]:
        """Write a state entry; every older active entry of `key` is superseded. A
        return to an earlier value is a new entry: old rows are never resurrected."""
        key = require_text("key", key).strip()
        if not isinstance(value, str):
            raise EngineInputError(f"value must be text, got {value!r}")
        text = text if text is not None and text.strip() else f"{key}: {value}"
        fields = write_fields(**_known_fields(given))
        secret = find_credential(text) or find_credential(value) or find_credential(key)
        if secret:
            return [rejected_secret(secret)]
        with self.store.transaction():
            now = self.clock()  # inside the lock: timestamps follow commit order
            current = self.states.current_values(key)
            if len(current) == 1 and current[0].state_value == value and current[0].text == text:
                return [self._strengthen(current[0], text, fields, now, "same state")]
            entry_id = self.store.insert_entry({
                "text": text, "content_hash": content_hash(text), "created_at": now, "updated_at": now,
                "valid_from": now, "last_accessed": now, "state_key": key, "state_value": value, **fields})
            self.store.add_history(entry_id, "create", None, {"text": text, "state_key": key, "state_value": value},
                                   fields["app"], now)
            crossed = self.states.cross_out_values(current, by=entry_id, app=fields["app"], now=now)
        self.index([(entry_id, text, None)])
        return [WriteOutcome("new", text, entry_id, superseded=crossed)]

    def consolidate(self, ids: list[int], conclusion: str, *, app: str = "", **given: Any) -> WriteOutcome:
        """A conclusion drawn from `ids`, linked to each by an evidence edge. The raw
        entries stay as they are: a consolidation overlays, never replaces."""
        if isinstance(ids, (str, bytes)) or not isinstance(ids, Sequence) or not ids:
            raise EngineInputError(f"ids must be a non-empty list of entry ids, got {ids!r}")
        wanted = list(dict.fromkeys(require_id("ids[]", i) for i in ids))
        require_text("conclusion", conclusion)
        secret = find_credential(conclusion)
        if secret:
            return rejected_secret(secret)
        fields = write_fields(**{"source": "consolidation", "app": app, **_known_fields(given)})
        with self.store.transaction():
            now = self.clock()  # inside the lock: timestamps follow commit order
            found = {e.id: e for e in self.store.get_entries(wanted)}
            missing = [i for i in wanted if i not in found or found[i].status == "forgotten"]
            if missing:
                raise EngineInputError(f"ids {', '.join(f'#{i}' for i in missing)} are not stored entries "
                                       "(unknown or forgotten)")
            entry_id = self.store.insert_entry({
                "text": conclusion, "content_hash": content_hash(conclusion), "created_at": now,
                "updated_at": now, "valid_from": now, "last_accessed": now, **fields})
            for i in wanted:
                self.store.add_edge(entry_id, i, "evidence", now)
            self.store.add_history(entry_id, "consolidate", None, {"text": conclusion, "evidence": wanted},
                                   fields["app"], now)
        self.index([(entry_id, conclusion, None)])
        return WriteOutcome("new", conclusion, entry_id)

    def supersede_with_text(self, old_id: int, text: str, *, app: str = "",
                            workspace: str = "") -> tuple[list[WriteOutcome], int, str | None]:
        """Store `text` and let it supersede `old_id`, in one transaction: when the supersede is
        refused, the new text is not kept either. Returns (outcomes, the id now holding the fact,
        the supersede message or None when the dedup ladder merged the text into #old itself)."""
        old_id = require_id("old_id", old_id)
        with self.transaction():
            old = self.store.get_entries([old_id])
            if not old:
                raise EngineInputError(f"old_id {old_id} does not exist; find the id with flymemory_recall.")
            outcomes = self.remember(text, source="model", app=app, compartment=old[0].compartment,
                                     workspace=workspace or old[0].workspace, user_level=old[0].user_level)
            stored = [o for o in outcomes if o.entry_id is not None]
            if not stored:
                described = "\n".join(o.describe() for o in outcomes) or "REJECTED (no storable text)"
                raise EngineInputError(f"text could not be stored ({described}).")
            last = stored[-1]
            if last.entry_id == old_id:
                if last.kind == "merged":  # the dedup ladder rewrote #old; its old text is the tombstone
                    return outcomes, old_id, None
                raise EngineInputError(f"text says the same as old_id #{old_id}; nothing to supersede.")
            return outcomes, last.entry_id, self.lineage.supersede(old_id, last.entry_id, app=app)

