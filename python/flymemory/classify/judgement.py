"""What the classifier answers: a `Judgement` (the kind, the rule that fired, the change words, the
slot and the two values), the kinds it may be, and the lexical gates used when there is no embedder."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from flymemory import dedup
from flymemory.constants import MAX_TEXT_CHARS

# Longest sentence the rules judge: the longest text a write may carry. A safety net only: every
# rule is linear in the length (dedup.align), so a 10,000-character pair is judged in milliseconds.
RULE_CHARS = MAX_TEXT_CHARS
KINDS = ("restatement", "update", "reversal", "possible_update", "temporary", "chatter", "distinct", "unrelated")
_CJK = dedup._CJK
_CJK_RUN = re.compile(f"[{_CJK}]+")


@dataclass(frozen=True)
class Judgement:
    kind: str
    rule: str  # the rule that fired, in words
    signals: tuple[str, ...] = ()  # the change words found in the newer sentence
    slot: str = ""  # what the two sentences share (the subject and slot)
    old_value: str = ""
    new_value: str = ""
    in_place: bool = False  # same frame, one detail changed: the entry may be rewritten in place
    similarity: float | None = field(default=None, compare=False)
    # Not a verdict: kept apart, but close enough that it may state the same fact (the rule, in words), so
    # the write path asks the calling model ("may repeat #m"). Empty for every other pair.
    may_repeat: str = field(default="", compare=False, repr=False)

    @property
    def crosses_out(self) -> bool:
        """Confident: the older entry is superseded. An `update` is only ever confident with a change word
        (`sure_or_linked`): one without is answered as a `possible_update` before anyone reads it."""
        return self.kind in ("update", "reversal")

    @property
    def links(self) -> bool:
        """The pair is linked as old/new (crossed out, or a `contradicts` link when unsure)."""
        return self.kind in ("update", "reversal", "possible_update")

    def why(self) -> dict:
        """What an `updates` link records."""
        out: dict = {"kind": self.kind, "rule": self.rule}
        if self.signals:
            out["signals"] = list(self.signals)
        if self.slot:
            out["slot"] = self.slot
        if self.old_value or self.new_value:
            out["changed"] = [self.old_value, self.new_value]
        return out

    def describe(self) -> str:
        return f"{self.kind}: {self.rule}"


NO_CHANGE_WORD = "no change word: linked, nothing crossed out"
TO_COME = "a change said with a time still to come: linked, nothing crossed out until then"


def but(judgement: Judgement, **changes) -> Judgement:
    """dataclasses.replace(judgement, **changes) without its walk over fields() (asked for many pairs of every
    write): every field is passed on (tests/python/test_reading_cache.py pins that these are all the fields)."""
    kept = {"kind": judgement.kind, "rule": judgement.rule, "signals": judgement.signals, "slot": judgement.slot,
            "old_value": judgement.old_value, "new_value": judgement.new_value, "in_place": judgement.in_place,
            "similarity": judgement.similarity, "may_repeat": judgement.may_repeat}
    kept.update(changes)
    return Judgement(**kept)


def sure_or_linked(judgement: Judgement, to_come: str = "") -> Judgement:
    """Cross out only when sure (issue #12: "a one-detail difference with no update signal must stay two
    entries; when unsure, link with `contradicts` and supersede nothing"). An `update` that carries no change
    word in the newer sentence ("The staging server IP is 10.0.0.50." / "… is 10.0.0.99.", "I drive a Honda
    Civic." / "I drive a Mazda 3.") is the same frame with one detail replaced, which is also what two true
    facts look like ("service alpha on 8080" / "service beta on 8081", two paintings, two trips): it becomes a
    `possible_update`, never rewritten in place. The write reply then says `may update #m`, read time puts
    the newer entry first and stamps the older one, find_conflicts lists the pair for the model to settle
    (flymemory_supersede / flymemory_keep_both). A reversal, an update with a change word, a state_key and an
    explicit supersede still cross out. The one place this is decided: `classify()` answers through it.
    `to_come`: the time still to come the newer sentence says its change with (signals.time_to_come: "I'm moving to
    Denver next month", 下周一起站会改到十点): the older fact holds until then, so an update or a reversal said so is a
    `possible_update` too (linked, the newer first, the older stamped possibly outdated), crossed out by no such
    sentence alone."""
    if to_come and judgement.kind in ("update", "reversal"):
        return but(judgement, kind="possible_update", rule=f"{judgement.rule}; {TO_COME} ('{to_come}')",
                   in_place=False)
    if judgement.kind != "update" or judgement.signals:
        return judgement
    return but(judgement, kind="possible_update", rule=f"{judgement.rule}; {NO_CHANGE_WORD}", in_place=False)


def _lexical_similarity(old: str, new: str) -> float:
    return dedup.similarity_ratio(dedup._Text.of(old).keys, dedup._Text.of(new).keys)


# Without an embedder the ladder is given the token-alignment ratio instead of a cosine,
# with these gates (tuned on the tuning half of bench/data/update_set.jsonl).
LEXICAL = dedup.Thresholds(restate=0.9, update=0.55, conflict=0.6, may_repeat=0.5)
