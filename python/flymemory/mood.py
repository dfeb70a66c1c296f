"""The one mood reader: does a sentence state a fact, or name one it does not state: a plan ("we plan
to move standup", 打算), a wish ("I'd love to visit Kyoto", 希望, 想要) or a hedge ("we might switch",
可能)? English and Chinese. The classifier (flymemory.classify) asks it in two places:

  a change not made   a change word after a mood word in the same clause ("We might switch standup to
                      10", "我打算把站会改成十点"): nothing changed yet, so the sentence updates nothing
                      (`unmade_change`);
  another claim       close wording with a plan or a wish on one side only ("I went to Kyoto in April" /
                      "I'm planning to go to Kyoto in April"): it names the fact, it does not state it
                      (`read`).

One table, one row per group of words: mood :: reading :: pattern (a regular expression, matched
case-insensitively, English rows as whole words or phrases; a line starting with "| " continues the
pattern above). The reading says which question a row answers: `change` (a change not made) or
`stated` (another claim); in Chinese the `stated` word itself is compared (another mood word, another
claim), in English a mood on one side only. Negation is not a mood: it turns a claim around (classify's
`_NEGATED`, `_NEGATION`). Pinned on a table of sentences by tests/python/test_mood.py."""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

MOODS = ("fact", "plan", "wish", "hedge")
READINGS = ("change", "stated")

_MOOD_TABLE = r"""
hedge :: change :: might|may|could|should
plan  :: change :: plans?|planning|thinking (?:about|of)|consider(?:s|ing)?|intends?|propos(?:e|es|ed|ing)
                 | |suggest(?:s|ed|ing)?
wish  :: change :: wants?|would like|hop(?:e|es|ing)
plan  :: change :: 打算|计划|准备|考虑
wish  :: change :: (?<!不)想(?!起|到)
hedge :: change :: 可能|也许|或许
plan  :: change :: 要不要|建议
plan  :: stated :: (?:plan(?:s|ned|ning)?|intend(?:s|ed|ing)?)\s+(?:to|an?|the|some)
wish  :: stated :: (?:want(?:s|ed)?|wish(?:es|ed)?|hop(?:e|es|ed|ing)|(?:would|'d)\s+(?:like|love|prefer))
                 | \s+(?:to|an?|the|some)
plan  :: stated :: considering
wish  :: stated :: someday|some\s+day|one\s+day
plan  :: stated :: 打算|计划(?![书表])|准备(?!好)
wish  :: stated :: 希望|想要|(?<![理思感梦设猜回联假幻构料])想(?![法念起象到过必])
"""
_CJK = re.compile(r"[\u4e00-\u9fff]")
_CLAUSE = re.compile(r"[,.;:!?，。；：！？]")


def _rows(table: str) -> list[tuple[str, str, str]]:
    rows: list[tuple[str, str, str]] = []
    for line in table.strip().splitlines():
        if line.lstrip().startswith("| "):
            mood, reading, pattern = rows[-1]
            rows[-1] = (mood, reading, pattern + line.lstrip()[2:])
            continue
        mood, reading, pattern = (part.strip() for part in line.split("::"))
        assert mood in MOODS[1:] and reading in READINGS, line
        rows.append((mood, reading, pattern))
    return rows


def _compiled(reading: str, scripts: str = "en zh") -> tuple[re.Pattern, tuple[tuple[str, re.Pattern], ...]]:
    """One pattern for a reading's rows of the given scripts, in table order (the leftmost word wins, and
    at one place the first row), and each row on its own with its mood, to name the mood of a word
    found. An English row is a whole word or phrase: `\\b` on both sides of the English rows together."""
    en = [(mood, p) for mood, r, p in _rows(_MOOD_TABLE) if r == reading and not _CJK.search(p) and "en" in scripts]
    zh = [(mood, p) for mood, r, p in _rows(_MOOD_TABLE) if r == reading and _CJK.search(p) and "zh" in scripts]
    union = "|".join(([rf"\b(?:{'|'.join(p for _, p in en)})\b"] if en else []) + [p for _, p in zh])
    rows = [(mood, rf"\b(?:{p})\b") for mood, p in en] + zh
    return re.compile(union, re.IGNORECASE), tuple((mood, re.compile(p, re.IGNORECASE)) for mood, p in rows)


_CHANGE = _compiled("change")
_STATED_EN = _compiled("stated", "en")
_STATED_ZH = _compiled("stated", "zh")


@dataclass(frozen=True)
class Mood:
    """What a sentence asserts: a fact, or a plan, a wish or a hedge (and the word that says so)."""
    kind: str = "fact"
    word: str = ""

    @property
    def fact(self) -> bool:
        return self.kind == "fact"


FACT = Mood()


def _first(compiled: tuple[re.Pattern, tuple[tuple[str, re.Pattern], ...]], text: str) -> tuple[Mood, int, int]:
    """The first mood word of `text` a reading's rows find: its mood, where it starts and ends (-1, -1: none)."""
    union, rows = compiled
    m = union.search(text)
    if not m:
        return FACT, -1, -1
    start, word = m.start(), m.group()
    kind = next(mood for mood, row in rows if row.match(text, start))
    return Mood(kind, word), start, m.end()


@dataclass(frozen=True)
class Reading:
    """A sentence's `stated` reading: its first English mood word, its first Chinese one, and the first
    of the two (what the sentence asserts)."""
    en: Mood = FACT
    zh: Mood = FACT
    mood: Mood = FACT


_NOTHING = Reading()


@functools.lru_cache(maxsize=8192)
def read(text: str) -> Reading:
    """What `text` asserts, by the `stated` rows: a plan or a wish names a fact without stating it
    ("I'm planning to go to Kyoto in April", "我打算让儿子去育才中学上学")."""
    en, en_at, _ = _first(_STATED_EN, text)
    zh, zh_at, _ = (FACT, -1, -1) if text.isascii() else _first(_STATED_ZH, text)
    if en_at < 0 and zh_at < 0:
        return _NOTHING
    first = en if en_at >= 0 and (zh_at < 0 or en_at < zh_at) else zh
    return Reading(en, zh, first)


def unmade_change(text: str, changes: Callable[[str], object]) -> Mood:
    """The mood word of a change not made: in some clause of `text`, the first `change` row's word with
    a change word after it (`changes` of the rest of the clause is truthy); else FACT."""
    text = unicodedata.normalize("NFKC", text)
    if not _CHANGE[0].search(text):
        return FACT
    for clause in _CLAUSE.split(text):
        mood, _, end = _first(_CHANGE, clause)
        if end >= 0 and changes(clause[end:]):
            return mood
    return FACT
