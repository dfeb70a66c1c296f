"""Retrieval channels and their fusion. Filters are applied before pooling: each
channel only ever ranks entries the scope admits (store.scope_predicate), so a
page of superseded or out-of-scope rows can never push a query's answer short.

The dense channel is optional and may arrive late: the service answers with the
lexical channel while the embedder loads, then `attach_embedder` + `backfill`
fill in vectors for whatever was written meanwhile. Vectors of different
embedders are never compared: the dense index holds one embedder's vectors."""

from __future__ import annotations

import copy
import logging
import re
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, replace

import numpy as np

from flymemory import cooccurrence, lexical, outdated, provenance, routing, timeexpr
from flymemory.chunking import chunk
from flymemory.embedding import Embedder
from flymemory.model import Entry, Hit, Scope
from flymemory.per_text import per_text
from flymemory.phatic import is_phatic
from flymemory.store import Store, VectorIndex

log = logging.getLogger("flymemory.retrieval")

RRF_K = 60
# A long prompt costs one embedding per sentence (~30 ms each on one core): the whole
# text plus its first few sentences keep the hook path fast.
MAX_QUERY_CHUNKS = 3  # sentences, embedded next to the whole query
QUERY_CACHE_SIZE = 64  # recent query embeddings kept (a few steps of a few clients)
BACKFILL_YIELD_SECONDS = 0.005  # background embedding pauses between batches of 16
PER_MESSAGE_HEAD = 30  # fused rows whose entries are read to put chatter and repeated messages last
COMMON_TERM_SHARE = 0.02
COMMON_TERM_MIN = 300
# Adjacent turns: ids after (or before) a message searched for its neighbour in the same session.
# Writes of one conversation are close in id order; other sessions' writes in between only cost
# a longer window, and a neighbour further away than this is not "the next turn".
ADJACENT_WINDOW = 12
_QUESTION_END = ("?", "？")
# Who said what a question asks about: "what did you recommend" -> the assistant's turns,
# "what do I like" -> the user's own.
_ASKS_ASSISTANT = re.compile(r"\byou(?:'ve| have| once| ever)* (?:recommend|suggest|told|tell|said|say|taught|"
                             r"teach|gave|give|mention|advise|share)|"
                             r"你(?:曾经|之前|以前|有没有)?(?:推荐|建议|告诉|说过|提到|教|给)", re.I)
_ASKS_USER = re.compile(r"\b(?:I|my|me|mine)\b|我", re.I)


@per_text  # (a stored sentence is ranked again by every search that finds it)
def _chatter(text: str) -> bool:
    return is_phatic(text)


def asked_role(query: str) -> str:
    """The chat role whose turns a question is about, or "" when it does not say."""
    if _ASKS_ASSISTANT.search(query):
        return "assistant"
    return "user" if _ASKS_USER.search(query) else ""


def asks(text: str) -> bool:
    """A turn that ends by asking something: what answers it is the next turn."""
    return text.rstrip().rstrip("\"'”’」)").endswith(_QUESTION_END)


def reciprocal_rank_fusion(rankings: dict[str, list[int]], k: int = RRF_K,
                           weights: dict[str, float] | None = None) -> list[tuple[int, float, dict]]:
    scores: dict[int, float] = {}
    ranks: dict[int, dict[str, int]] = {}
    for channel, ids in rankings.items():
        weight = (weights or {}).get(channel, 1.0)
        for rank, entry_id in enumerate(ids, start=1):
            scores[entry_id] = scores.get(entry_id, 0.0) + weight / (k + rank)
            ranks.setdefault(entry_id, {})[channel] = rank
    order = sorted(scores, key=lambda i: (-scores[i], i))
    return [(i, scores[i], ranks[i]) for i in order]


@dataclass(frozen=True)
class RetrievalConfig:
    """How fused ranking is tuned; frozen, chosen once when the engine is built. The
    non-default values are experiments measured by bench/bench_quality.py (docs/BENCHMARKS.md).
    context_weight lifts an entry by its best neighbouring sentence of the same message;
    session_weight lifts, for aggregation questions, entries whose session holds other hits;
    history_vote gives superseded matches their own vote on `history` questions;
    channel_weights is the RRF weight per channel (1.0 when absent)."""

    context_weight: float = 0.0
    session_weight: float = 0.0
    history_vote: bool = True
    channel_weights: tuple[tuple[str, float], ...] = ()
    # Conversations (issue #15), measured on the tuning users of bench/bench_conversations.py:
    # context_mode is what the lexical index reads with each sentence (flymemory.provenance);
    # context_dense makes the dense encoding read it too (a second embedding per sentence; it
    # scored the same as the lexical context alone); message_channel fuses a message-level
    # ranking (a message scores its pooled sentences' fused scores; it lost any@1); one_per_message
    # lets a message's later sentences give way to other messages (recall with_messages turns it
    # on: a plain sentence list would hide the answer sentence); demote_chatter ranks phatic
    # sentences after every fact.
    # Cross-turn evidence (adjacent turns): of the first `adjacent_turns` hits shown, one whose message
    # ends in a question brings the next message of its session right after it ("How big is your
    # badminton group?" -> "About eight people."), and with adjacent_short > 0 one whose whole message
    # is at most that many characters (a bare reply) brings the message before it. Neighbours take
    # places among the k shown, so a reply never grows past what was asked. adjacent_first shows the
    # answering turn before the question it answers (what was asked about is in the answer).
    # adjacent_follow: an anchor that does not ask, whose reply asks a follow-up question, brings the
    # turn answering that follow-up ("I went to a concert." -> "Whose?" -> "Jay Chou's.").
    # cooccurrence fuses a channel for questions naming two or more things: entries whose turn and
    # neighbouring turns mention several of them (flymemory.cooccurrence). role_vote is the RRF
    # weight of a vote for the turns of the role a question asks about (asked_role); on by default since
    # it won on the MemoryBank tuning users with no loss (any@1 .515 -> .561, the rest equal); entries
    # without a role (what a coding agent stores) get no vote, so it changes nothing for them.
    context_mode: str = "speaker+previous"
    context_dense: bool = False
    message_channel: bool = False
    one_per_message: bool = False
    demote_chatter: bool = True
    adjacent_turns: int = 0
    adjacent_short: int = 0
    adjacent_first: bool = False
    adjacent_follow: bool = False
    cooccurrence: bool = False
    role_vote: float = 1.0

    @property
    def weights(self) -> dict[str, float]:
        return dict(self.channel_weights)


# Named presets: the engine runs `default`; benchmarks compare the others against it.
PRESETS: dict[str, RetrievalConfig] = {
    "default": RetrievalConfig(),
    "no-history-vote": RetrievalConfig(history_vote=False),
    "neighbours-0.5": RetrievalConfig(context_weight=0.5),
    "session-0.3": RetrievalConfig(session_weight=0.3),
    "lexical-0.7": RetrievalConfig(channel_weights=(("lexical", 0.7),)),
    "lexical-0.5": RetrievalConfig(channel_weights=(("lexical", 0.5),)),
    "message-channel": RetrievalConfig(message_channel=True),
    "dense-context": RetrievalConfig(context_dense=True),
    "no-chatter-demotion": RetrievalConfig(demote_chatter=False),
    "adjacent-1": RetrievalConfig(adjacent_turns=1),
    "adjacent-3": RetrievalConfig(adjacent_turns=3),
    "adjacent-10": RetrievalConfig(adjacent_turns=10),
    "adjacent-3+short": RetrievalConfig(adjacent_turns=3, adjacent_short=60),
    "adjacent-3-answer-first": RetrievalConfig(adjacent_turns=3, adjacent_first=True),
    "adjacent-3-follow": RetrievalConfig(adjacent_turns=3, adjacent_follow=True),
    "adjacent-3-follow-answer-first": RetrievalConfig(adjacent_turns=3, adjacent_follow=True, adjacent_first=True),
    "adjacent-1-follow-answer-first": RetrievalConfig(adjacent_turns=1, adjacent_follow=True, adjacent_first=True),
    "adjacent-10-follow-answer-first": RetrievalConfig(adjacent_turns=10, adjacent_follow=True, adjacent_first=True),
    "cooccurrence": RetrievalConfig(cooccurrence=True),
    "no-role-vote": RetrievalConfig(role_vote=0.0),
    "role-0.5": RetrievalConfig(role_vote=0.5),
    "cooccurrence+adjacent-3": RetrievalConfig(cooccurrence=True, adjacent_turns=3),
}


@dataclass
class IndexingProgress:
    """What the dense channel is doing; the service reports it on /health."""

    embedder: str = "none"
    state: str = "none"  # none | loading | backfilling | ready | failed
    done: int = 0
    total: int = 0
    error: str = ""


class Retriever:
    def __init__(self, store: Store, embedder: Embedder | None, pool: int = 50, reranker=None,
                 clock=time.time, config: RetrievalConfig = PRESETS["default"]) -> None:
        self.store = store
        self.pool = pool
        self.reranker = reranker
        self.config = config
        self.clock = clock
        self.embedder: Embedder | None = None
        self.dense: VectorIndex | None = None  # the store's index of the current embedder
        self.progress = IndexingProgress()
        self._embed_lock = threading.Lock()  # an embedder is not assumed thread-safe
        self._query_vectors: OrderedDict[tuple[str, str], np.ndarray] = OrderedDict()
        if embedder is not None:
            self.attach_embedder(embedder)

    def with_config(self, config: RetrievalConfig) -> Retriever:
        """The same indexes and caches searched with another tuning: how a benchmark compares
        presets on one loaded store without touching the engine's own retriever."""
        view = copy.copy(self)
        view.config = config
        return view

    # -- the dense channel's life cycle --------------------------------------
    def attach_embedder(self, embedder: Embedder, state: str = "ready") -> None:
        """Start using `embedder` (possibly replacing another). Only vectors it made
        are loaded; everything else waits for `backfill`. A caller that backfills next
        passes state="backfilling", so /health never says "ready" in between."""
        dense = self.store.vector_index(embedder.id, embedder.dim)
        with self._embed_lock:
            self.dense = dense
            self.embedder = embedder
        self.progress = IndexingProgress(embedder=embedder.id, state=state)

    @property
    def partition_thread(self) -> threading.Thread | None:
        """The in-process index's background IVF build, if one runs (SQLite backend)."""
        return getattr(self.dense, "partition_thread", None)

    def partition_in_background(self) -> threading.Thread | None:
        start = getattr(self.dense, "partition_in_background", None)
        return start() if start is not None else None

    def backfill(self, batch: int = 16, stop: threading.Event | None = None) -> int:
        """Embed every entry that has no vector from the current embedder (written
        before it was ready, or by another model). Returns how many were embedded."""
        embedder = self.embedder
        if embedder is None:
            return 0
        missing = self.store.ids_missing_vector(embedder.id, 1 << 62)
        self.progress = IndexingProgress(embedder=embedder.id, state="backfilling", total=len(missing))
        done = 0
        for start in range(0, len(missing), batch):
            if stop is not None and stop.is_set():
                break
            if self.embedder is not embedder:  # switched again: the new one starts its own backfill
                return done
            entries = self.store.get_entries(missing[start:start + batch])
            self._embed_and_store([e.id for e in entries], [self.passage(e) for e in entries], embedder)
            done += len(entries)
            self.progress.done = done
            time.sleep(BACKFILL_YIELD_SECONDS)  # a request waiting for the embedder gets it between batches
        self.progress.state = "ready"
        self.partition_in_background()
        return done

    def passage(self, entry: Entry) -> str:
        """What the dense encoder reads for an entry: its text, with its context when context_dense."""
        return provenance.indexed(entry.text, entry.context) if self.config.context_dense else entry.text

    def index(self, ids: list[int], texts: list[str]) -> None:
        """Embed newly written (or rewritten) entries; without an embedder yet, the
        backfill picks them up once it is attached."""
        embedder = self.embedder
        if embedder is None or not ids:
            return
        self._embed_and_store(ids, texts, embedder)

    def _embed_and_store(self, ids: list[int], texts: list[str], embedder: Embedder) -> None:
        if not ids:
            return
        with self._embed_lock:
            vectors = embedder.embed_passages(texts)
            dense = self.dense
        with self.store.transaction():
            for entry_id, vector in zip(ids, vectors, strict=True):
                self.store.set_vector(entry_id, embedder.id, vector)
        if dense is not None and dense.embedder_id == embedder.id:
            dense.add_many(ids, vectors)

    def embed_query(self, query: str) -> np.ndarray | None:
        """One row per sentence of the query (max over them ranks an entry), or None."""
        embedder = self.embedder
        if embedder is None:
            return None
        key = (embedder.id, query)
        with self._embed_lock:
            cached = self._query_vectors.get(key)
            if cached is not None:
                self._query_vectors.move_to_end(key)
                return cached
            pieces = chunk(query)[:MAX_QUERY_CHUNKS] or [query]
            if len(pieces) > 1:
                pieces = [query[:2000], *pieces]
            vectors = embedder.embed_queries(pieces)
            vectors.setflags(write=False)  # shared between callers
            # A harness step asks several reads of the same prompt (capture + recall,
            # lessons, working context): embed it once (~30 ms each on one core).
            self._query_vectors[key] = vectors
            if len(self._query_vectors) > QUERY_CACHE_SIZE:
                self._query_vectors.popitem(last=False)
            return vectors

    # -- reads ----------------------------------------------------------------
    def selective_terms(self, terms: list[str]) -> list[str]:
        """Leave out terms found in more than COMMON_TERM_SHARE of all entries (and at
        least COMMON_TERM_MIN): BM25 gives them almost no weight, yet scoring their
        posting lists is most of a lexical query's time at 100k entries. If every term
        is that common, the two rarest stay."""
        if len(terms) < 2:
            return terms
        cutoff = max(COMMON_TERM_MIN, COMMON_TERM_SHARE * self.store.approximate_size())
        df = self.store.term_document_counts(terms)
        kept = [t for t in terms if df.get(t, 0) <= cutoff]
        return kept or sorted(terms, key=lambda t: df.get(t, 0))[:2]

    def rankings(self, query: str, scope: Scope, pool: int | None = None,
                 query_vectors: np.ndarray | None = None) -> dict[str, list[int]]:
        pool = pool or self.pool
        out: dict[str, list[int]] = {}
        terms = self.selective_terms(lexical.query_terms(query))[:lexical.MAX_QUERY_TERMS]
        out["lexical"] = [i for i, _ in self.store.lexical_search(terms, scope, pool)]
        dense = self.dense
        if dense is not None and len(dense):
            qv = query_vectors if query_vectors is not None else self.embed_query(query)
            if qv is not None and qv.shape[1] == dense.dim:
                out["dense"] = [i for i, _ in dense.search(qv, scope, pool)]
        return out

    def nearest_in_scope(self, qv: np.ndarray, scope: Scope, k: int) -> list[tuple[int, float]]:
        """The `k` nearest vectors among the entries the scope admits (the dedup
        ladder's neighbours), exact where the index can be."""
        dense = self.dense
        if dense is None or not len(dense) or k <= 0:
            return []
        return dense.search(qv, scope, k, exact=True)

    def nearest_entries_in_scope(self, qv: np.ndarray, scope: Scope, k: int) -> list[tuple[Entry, float]]:
        """`nearest_in_scope` with the entries themselves (read in the same query where the index can):
        the write path judges every neighbour it finds."""
        dense = self.dense
        if dense is None or not len(dense) or k <= 0:
            return []
        return dense.nearest_entries(qv, scope, k)

    def scope_for(self, route: str, query: str, scope: Scope, now: float | None = None
                  ) -> tuple[Scope, Scope | None]:
        """The scope a route reads, plus a fallback if that narrower scope finds nothing."""
        if route == "history" and scope.as_of is None and scope.statuses == ("active",):
            return replace(scope, statuses=("active", "superseded")), None
        if route == "temporal" and scope.created_from is None and scope.created_to is None:
            span = timeexpr.parse(query, self.clock() if now is None else now)
            if span is not None:
                return replace(scope, created_from=span.start, created_to=span.end), scope
        return scope, None

    def search(self, query: str, scope: Scope, k: int, route: str | None = "auto",
               now: float | None = None, query_vectors: np.ndarray | None = None,
               per_message: bool | None = None) -> list[Hit]:
        """The best `k` entries for `query`; `route` 'auto' classifies the query,
        `now` anchors time expressions ("last week") to the engine's clock.
        `query_vectors` skips embedding the query (benchmarks time the engine alone).
        `per_message` (default: the config's one_per_message): a message's later sentences give
        way to other messages, for a reply that shows each hit with its whole message."""
        route = routing.resolve(route, query)
        narrowed, fallback = self.scope_for(route, query, scope, now)
        qv = query_vectors
        if qv is None and self.dense is not None and len(self.dense):
            qv = self.embed_query(query)
        per_message = self.config.one_per_message if per_message is None else per_message
        hits = self._search(query, narrowed, k, qv, route, per_message)
        if not hits and fallback is not None:
            hits = self._search(query, fallback, k, qv, route, per_message)
        # A question about what used to be true ("Which editor did I use before?") wants the older
        # entry: the read-time net for unlinked pairs stays out of it.
        return outdated.newer_first(self.store, hits, scope, None if route == "history" else query, k)

    def _with_context(self, fused: list[tuple[int, float, dict]], route: str) -> list[tuple[int, float, dict]]:
        """Re-score the fused pool with its neighbours' scores (same message, next or
        previous sentence; same session for aggregation). Only pooled entries count,
        so the scope filter already applied to every one of them."""
        pool = fused[: 2 * self.pool]
        entries = {e.id: e for e in self.store.get_entries([i for i, _, _ in pool])}
        base = {i: s for i, s, _ in pool}
        by_message: dict[tuple[str, int], int] = {}
        by_session: dict[str, float] = {}
        for i, e in entries.items():
            if e.message_id:
                by_message[(e.message_id, e.seq)] = i
            if e.session:
                by_session[e.session] = by_session.get(e.session, 0.0) + base[i]
        rescored = []
        for i, score, ranks in pool:
            e = entries.get(i)
            lift = 0.0
            if e is not None and self.config.context_weight and e.message_id:
                near = [base[n] for n in (by_message.get((e.message_id, e.seq - 1)),
                                          by_message.get((e.message_id, e.seq + 1))) if n is not None]
                lift += self.config.context_weight * max(near, default=0.0)
            if e is not None and self.config.session_weight and route == "aggregation" and e.session:
                lift += self.config.session_weight * (by_session[e.session] - base[i])
            rescored.append((i, score + lift, ranks))
        rescored.sort(key=lambda row: (-row[1], row[0]))
        return rescored + fused[len(pool):]

    def _search(self, query: str, scope: Scope, k: int, qv: np.ndarray | None, route: str = "lookup",
                per_message: bool = False) -> list[Hit]:
        config = self.config
        rankings = self.rankings(query, scope, query_vectors=qv)
        if route == "history" and config.history_vote and "superseded" in scope.statuses and scope.as_of is None:
            # A question about the past is most likely answered by what was crossed out:
            # superseded matches get one more vote (their own fused ranking).
            past = self.rankings(query, replace(scope, statuses=("superseded",)), query_vectors=qv)
            rankings["history"] = [i for i, _, _ in reciprocal_rank_fusion(past)]
        if config.cooccurrence:
            together = cooccurrence.ranking(self.store, scope, cooccurrence.named_things(query), self.pool)
            if together:
                rankings["cooccurrence"] = together
        fused = reciprocal_rank_fusion(rankings, weights=config.weights)
        # Entries for the head of the fused list only (the message channel reads the whole pool):
        # ordering chatter and repeated messages needs texts and message ids, and a fetch costs per row.
        want = fused if config.message_channel else fused[: max(3 * k, PER_MESSAGE_HEAD)]
        conversational = (config.message_channel or per_message or config.demote_chatter or config.adjacent_turns
                          or config.role_vote)
        pooled = {e.id: e for e in self.store.get_entries([i for i, _, _ in want])} if conversational else {}
        if fused and config.message_channel:
            rankings["message"] = self._message_ranking(fused, pooled)
            fused = reciprocal_rank_fusion(rankings, weights=config.weights)
        expected = asked_role(query) if config.role_vote and pooled else ""
        if fused and expected:
            rankings["role"] = [i for i, _, _ in fused if i in pooled and pooled[i].role == expected]
            fused = reciprocal_rank_fusion(rankings, weights={**config.weights, "role": config.role_vote})
        if fused and (config.context_weight or (config.session_weight and route == "aggregation")):
            fused = self._with_context(fused, route)
        if pooled:
            fused = self._shown_order(fused, pooled, per_message)
        if fused and config.adjacent_turns:
            fused = self._with_adjacent_turns(fused, pooled, scope, k, per_message)
        reranker = self.reranker
        head = fused[: max(k, reranker.top_n)] if reranker is not None else fused[:k]
        entries = {i: pooled[i] for i, _, _ in head if i in pooled}
        entries.update({e.id: e for e in self.store.get_entries([i for i, _, _ in head if i not in entries])})
        head = [row for row in head if row[0] in entries]
        if reranker is not None and len(head) > 1:
            ids = [i for i, _, _ in head]
            order = reranker.order(query, ids, [entries[i].text for i in ids])
            by_id = {row[0]: row for row in head}
            head = [by_id[i] for i in order]
            for rank, (_, _, ranks) in enumerate(head, start=1):
                ranks["rerank"] = rank
        return [Hit(entries[i], score, ranks) for i, score, ranks in head[:k]]

    @staticmethod
    def _message_of(entry: Entry) -> str:
        return entry.message_id or f"#{entry.id}"

    def _message_ranking(self, fused: list[tuple[int, float, dict]], pooled: dict[int, Entry]) -> list[int]:
        """Multi-granularity: rank whole messages by the summed fused scores of their pooled
        sentences, so a question phrased like a whole message (its words spread over several
        sentences) finds it as well as one phrased like one clause; each sentence takes its
        message's rank, its own score breaking ties."""
        message_score: dict[str, float] = {}
        for i, score, _ in fused:
            if i in pooled:
                key = self._message_of(pooled[i])
                message_score[key] = message_score.get(key, 0.0) + score
        own = {i: score for i, score, _ in fused}
        ids = [i for i in own if i in pooled]
        ids.sort(key=lambda i: (-message_score[self._message_of(pooled[i])], -own[i], i))
        return ids

    def _shown_order(self, fused: list[tuple[int, float, dict]], pooled: dict[int, Entry], per_message: bool
                     ) -> list[tuple[int, float, dict]]:
        """Facts before chatter; per message, a message's later sentences give way to other
        messages (the first is shown, with its whole message)."""
        facts, chatter, repeats = [], [], []
        seen: set[str] = set()
        for row in fused:
            entry = pooled.get(row[0])
            if entry is None:
                facts.append(row)
                continue
            if per_message and entry.message_id:
                if entry.message_id in seen:
                    repeats.append(row)
                    continue
                seen.add(entry.message_id)
            (chatter if self.config.demote_chatter and _chatter(entry.text) else facts).append(row)
        return facts + chatter + repeats

    def _with_adjacent_turns(self, fused: list[tuple[int, float, dict]], pooled: dict[int, Entry], scope: Scope,
                             k: int, per_message: bool) -> list[tuple[int, float, dict]]:
        """Cross-turn evidence: after an anchor among the first `adjacent_turns` shown, the turn
        that answers it (next message of its session) or, for a bare reply, the turn it answers
        (the message before). Neighbours are read through `scope`, so they obey every filter
        the query does; they take places among the first k (the rest move down)."""
        config = self.config
        anchors = [(pos, row, pooled[row[0]]) for pos, row in enumerate(fused[: min(k, config.adjacent_turns)])
                   if row[0] in pooled and pooled[row[0]].message_id and pooled[row[0]].session]
        if not anchors:
            return fused
        # First each anchor's own message, through the message index (a few rows): most anchors do not
        # ask, and only those that need a neighbour pay for the second read.
        messages = self.store.message_entries([e.message_id for _, _, e in anchors])
        wanted: dict[int, tuple[str, Entry, int, int]] = {}  # anchor id -> (direction, anchor, edge id, reach)
        for _, row, e in anchors:
            sentences = [n for n in messages.get(e.message_id, ()) if n.session == e.session] or [e]
            last, first = sentences[-1].id, sentences[0].id
            if asks(sentences[-1].text):
                wanted[row[0]] = ("next", e, last, ADJACENT_WINDOW)
            elif config.adjacent_short and sum(len(s.text) for s in sentences) <= config.adjacent_short:
                wanted[row[0]] = ("previous", e, first, ADJACENT_WINDOW)
            elif config.adjacent_follow:  # the reply may ask a follow-up: what answers that is two turns on
                wanted[row[0]] = ("follow", e, last, 2 * ADJACENT_WINDOW)
        if not wanted:
            return fused
        # Then one read by primary key past (or before) each such message, through the query's scope: a
        # conversation's writes are close in id order, so this needs no session index, and each row read
        # costs, so the window is no wider than the rule.
        window: set[int] = set()
        for direction, _, edge, reach in wanted.values():
            window.update(range(max(1, edge - reach), edge) if direction == "previous" else
                          range(edge + 1, edge + reach + 1))
        near = sorted(self.store.find_entries(replace(scope, ids=tuple(sorted(window)))), key=lambda n: n.id)
        neighbour: dict[int, Entry] = {}
        for anchor_id, (direction, e, edge, reach) in wanted.items():
            same = [n for n in near if n.session == e.session and n.message_id and n.message_id != e.message_id
                    and (n.id < edge if direction == "previous" else n.id > edge) and abs(n.id - edge) <= reach]
            turns = list(dict.fromkeys(n.message_id for n in same))
            if direction == "previous" and turns:
                neighbour[anchor_id] = [n for n in same if n.message_id == turns[-1]][-1]
            elif direction == "next" and turns:
                neighbour[anchor_id] = [n for n in same if n.message_id == turns[0]][0]
            elif direction == "follow" and len(turns) > 1:
                if asks([n for n in same if n.message_id == turns[0]][-1].text):
                    neighbour[anchor_id] = [n for n in same if n.message_id == turns[1]][0]
        out: list[tuple[int, float, dict]] = []
        placed: set[int] = set()
        shown_messages: set[str] = set()
        for row in fused:
            if row[0] in placed:
                continue
            out.append(row)
            placed.add(row[0])
            if row[0] in pooled:
                shown_messages.add(pooled[row[0]].message_id)
            n = neighbour.get(row[0])
            if n is None or n.id in placed or (per_message and n.message_id in shown_messages):
                continue
            pooled[n.id] = n
            if config.adjacent_first and wanted[row[0]][0] != "previous":
                out.insert(len(out) - 1, (n.id, row[1], {"adjacent": len(out) + 1}))
            else:
                out.append((n.id, row[1], {"adjacent": len(out)}))
            placed.add(n.id)
            shown_messages.add(n.message_id)
        return out

    def attach_messages(self, hits: list[Hit]) -> None:
        """Small-to-big: each hit carries the live sentences of its message, in order."""
        ids = sorted({h.entry.message_id for h in hits if h.entry.message_id})
        if not ids:
            return
        siblings = self.store.message_entries(ids)
        for h in hits:
            h.message = siblings.get(h.entry.message_id, [])
