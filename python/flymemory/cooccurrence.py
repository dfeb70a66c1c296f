"""Cross-turn co-occurrence: a recall channel for questions that name two or more things.

The names, places and titles a question names are picked out mechanically (quoted or
book-titled spans, runs of capitalised words that are not question words, months or
pronouns); no model is asked. An entry that mentions one of them ranks by how many
*different* ones its neighbourhood mentions: its own turn and the turns just before and after
it in the same session. So "Did Mia's badminton group play in Lisbon?" finds the turn naming
Lisbon when the turn before it named the badminton group, which neither BM25 nor the
embedder of a single sentence can see.

Every read goes through the query's scope. The channel is a preset, off by default
(retrieval.PRESETS["cooccurrence"]), and stays off unless it wins on held-out data."""

from __future__ import annotations

import re
import unicodedata

from flymemory import lexical
from flymemory.model import Scope
from flymemory.store import Store

MAX_THINGS = 4  # named things read from one question (each costs one lexical search)
NEIGHBOURHOOD = 16  # ids either side, same session: a turn and its neighbours

_QUOTED = re.compile(r'"([^"\n]{2,60})"|“([^”\n]{2,60})”|《([^》\n]{1,40})》|「([^」\n]{1,40})」|『([^』\n]{1,40})』')
_WORD = re.compile(r"[A-Za-z][\w'’&.-]*")
_NOT_NAMES = frozenset(
    "i i'm i've i'd i'll me my you your we our he she they it this that these those what when where who whom "
    "which why how do did does is are was were be been can could would should will shall may might must have "
    "has had on in at to for of from by with and or but if so the a an any some all ok okay yes no not hi hello "
    "hey thanks thank please ai "
    "january february march april june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday today yesterday tomorrow".split())
_JOINERS = frozenset("of the de la von van".split())


def _norm(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def named_things(text: str) -> list[str]:
    """The things a question names, in order, at most MAX_THINGS: quoted or book-titled
    spans, then runs of capitalised words ("Green Wheat Park", "Jay Chou")."""
    found: list[str] = []
    for m in _QUOTED.finditer(text):
        found.append(next(g for g in m.groups() if g).strip())
    unquoted = _QUOTED.sub(" , ", text)
    run: list[str] = []

    def close() -> None:
        while run and run[-1].casefold() in _JOINERS:
            run.pop()
        if run:
            found.append(" ".join(run))
        run.clear()

    for token in re.findall(r"[A-Za-z][\w'’&.-]*|[^\sA-Za-z]", unquoted):
        word = re.sub(r"['’]s$", "", token).rstrip(".")  # "Mia's group" names Mia
        if word[:1].isupper() and word.casefold() not in _NOT_NAMES and _WORD.fullmatch(word):
            run.append(word)
        elif run and token.casefold() in _JOINERS:
            run.append(token)
        else:
            close()
    close()
    out: list[str] = []
    for thing in found:
        if _norm(thing) and _norm(thing) not in (_norm(t) for t in out):
            out.append(thing)
    return out[:MAX_THINGS]


def ranking(store: Store, scope: Scope, things: list[str], pool: int) -> list[int]:
    """Entries mentioning a named thing whose neighbourhood mentions at least two different
    ones, best first (more things around them, then more in the entry itself). Empty unless
    the question names two or more things."""
    if len(things) < 2:
        return []
    candidates: dict[int, int] = {}  # id -> first lexical rank
    for thing in things:
        terms = lexical.query_terms(thing)[: lexical.MAX_QUERY_TERMS]
        for rank, (entry_id, _) in enumerate(store.lexical_search(terms, scope, pool)):
            candidates[entry_id] = min(rank, candidates.get(entry_id, rank))
    if not candidates:
        return []
    norms = [_norm(t) for t in things]
    mentions: dict[int, set[int]] = {}
    session_of: dict[int, str] = {}
    for entry in store.get_entries(sorted(candidates)):
        said = _norm(entry.text)
        named = {n for n, thing in enumerate(norms) if thing in said}
        if named:
            mentions[entry.id] = named
            session_of[entry.id] = entry.session
    by_session: dict[str, list[int]] = {}
    for entry_id in sorted(mentions):
        by_session.setdefault(session_of[entry_id], []).append(entry_id)
    scored: list[tuple[int, int, int, int]] = []
    for entry_id, own in mentions.items():
        session = session_of[entry_id]
        near = [i for i in by_session[session] if abs(i - entry_id) <= NEIGHBOURHOOD] if session else [entry_id]
        around = set().union(*(mentions[i] for i in near))
        if len(around) >= 2:
            scored.append((-len(around), -len(own), candidates[entry_id], entry_id))
    return [entry_id for *_, entry_id in sorted(scored)]
