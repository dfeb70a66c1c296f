"""May repeat: a pair kept apart that may still state the same fact, so the write path asks the calling
model ("may repeat #m"), and the guards that tell the two apart."""

from __future__ import annotations

from flymemory import dedup, mood
from flymemory.classify.counts import _other_counted_thing
from flymemory.classify.guards import (
    _environments,
    _mood_apart,
    _one_side_negated,
    _owners,
    _parties,
    _roles_traded,
    _traded_places,
)
from flymemory.classify.judgement import LEXICAL, Judgement, _lexical_similarity
from flymemory.classify.kinds import value_kinds
from flymemory.classify.restatement import condition_apart
from flymemory.classify.reworded import _TITLE
from flymemory.classify.signals import is_plan, is_temporary, signals_in
from flymemory.classify.words import _persons, is_question

# -- may repeat: asking the calling model ------------------------------------------------------
# A restatement the rules cannot prove (a reworded detail or content word) looks, to any mechanical
# test, like a look-alike: storing it once would merge look-alikes too (bench/bench_restate_gate.py).
# So the classifier only says "not sure": a pair it keeps apart, close enough to state the same fact,
# and with no guard below telling the two facts apart, is flagged; the write path replies
# `NEW #n (may repeat #m)` and the model confirms with flymemory_supersede(m, n). Nothing is merged.
_MAY_REPEAT_KINDS = ("distinct", "unrelated")


def repeat_closeness(old: str, new: str, similarity: float | None,
                     thresholds: dedup.Thresholds | None) -> tuple[float, float]:
    """(how close the pair is, the line from which it may repeat): the embedder's cosine and its calibrated
    line, or the token-alignment ratio and the lexical line."""
    if similarity is None or thresholds is None:
        return _lexical_similarity(old, new), LEXICAL.may_repeat
    return float(similarity), thresholds.may_repeat


def repeat_apart(old: str, new: str) -> str:
    """The first guard that proves two close sentences two facts, or "": a change word, a detail (number,
    name, identifier) on one side, negation or time words, a value of a known kind, a quoted title, another
    party, person, owner, environment or counted thing, parties traded places, a plan, wish, mood, question
    or passing state on one side."""
    if signals_in(old) or signals_in(new):
        return "a change word"
    a, b = dedup._Text.of(old), dedup._Text.of(new)
    if _details_apart(a.values(), b.values()):  # (values in one form: "1,450" / "1450" is no number apart)
        return "another number or name on each side"
    if dedup.swapped_in_frame(a, b):  # "payments" / "ledger service": a look-alike, not a rewording
        return "content words swapped in one frame"
    if a.guards() != b.guards() or _one_side_negated(old, new):
        return "negation or time words apart"
    if condition_apart(old, new):
        return "a condition on one side only"
    if value_kinds(old) != value_kinds(new):
        return "a value of a known kind apart"
    titles = [{next(g for g in m.groups() if g).casefold() for m in _TITLE.finditer(t)} for t in (old, new)]
    if titles[0] != titles[1]:
        return "a quoted title apart"
    owners = (_owners(old), _owners(new))
    if _parties(old) != _parties(new) or _persons(old) != _persons(new) \
            or any(owners[0][noun] != owners[1][noun] for noun in owners[0].keys() & owners[1].keys()) \
            or _environments(old) != _environments(new):
        return "another party, person, owner or environment"
    # (Agent and patient traded too: "阿森纳2比1击败了切尔西" / "切尔西2比1击败了阿森纳", a passive turned around.)
    if _traded_places(old, new) or _roles_traded(old, new) or _other_counted_thing(old, new):
        return "parties traded places or another counted thing"
    if mood.read(old).zh.word != mood.read(new).zh.word or _mood_apart(old, new) \
            or is_question(old) != is_question(new) or is_temporary(old) != is_temporary(new) \
            or is_plan(old) != is_plan(new):
        return "a plan, wish, mood, question or passing state on one side"
    return ""


def _details_apart(a: dedup._Text, b: dedup._Text) -> bool:
    """Each side has a detail (number, name, identifier) the other lacks: two values, not one reworded."""
    return bool(a.details() - set(b.keys)) and bool(b.details() - set(a.keys))


def may_repeat(old: str, new: str, judgement: Judgement, similarity: float | None,
               thresholds: dedup.Thresholds | None) -> str:
    """Why a pair kept apart (`distinct`, `unrelated`) may state the same fact, or "" (the rule
    "may repeat"). Only at or above the calibrated line, and only when no guard tells the two apart."""
    if judgement.kind not in _MAY_REPEAT_KINDS or judgement.rule.startswith("longer than"):
        return ""
    close, line = repeat_closeness(old, new, similarity, thresholds)
    if close < line or repeat_apart(old, new):
        return ""
    measure = "cosine" if similarity is not None and thresholds is not None else "word alignment"
    return f"may repeat: {measure} {close:.2f} >= {line:.2f}, and no detail, number, negation, owner, plan or " \
           "change word tells them apart"
