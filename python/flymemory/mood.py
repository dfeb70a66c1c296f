"""The one mood reader: does a sentence state a fact, or name one it does not state: a plan ("we plan
to move standup", 打算), a wish ("I'd love to visit Kyoto", 希望, 想要) or a hedge ("we might switch",
可能)? English and Chinese. The classifier (flymemory.classify) asks it in two places:

  a change not made   a change word after a mood word in the same clause ("We might switch standup to
                      10", "我打算把站会改成十点"): nothing changed yet, so the sentence updates nothing
                      (`unmade_change`);
  another claim       close wording with a plan or a wish on one side only ("I went to Kyoto in April" /
                      "I'm planning to go to Kyoto in April"): it names the fact, it does not state it
                      (`read`).

One table, one row per group of words: mood :: pattern (a regular expression, matched
case-insensitively, English rows as whole words or phrases; a line starting with "| " continues the
pattern above). Both questions read every row (until the table was one, each had a list of its own and
they disagreed). They differ only in context: a change not made needs a change word after the mood word;
another claim needs, after an English verb of wishing or planning, what it is of ({what}). In Chinese
the word itself is compared (another mood word, another claim), in English the mood (one side only, or
a plan against a wish). Negation is not a mood: it turns a claim around (classify's `words.says_negation`,
`_NEGATION`). Pinned on a table of sentences by tests/python/test_mood.py."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from flymemory.per_text import per_text

MOODS = ("fact", "plan", "wish", "hedge")

_MOOD_TABLE = r"""
hedge :: (?-i:may)|might|(?:could|should){only before a change}
plan  :: (?:plan(?:s|ned)?|(?:(?<=\bam\s)|(?<=\bis\s)|(?<=\bare\s)|(?<=\bwas\s)|(?<=\bwere\s)|(?<=\bbe\s)
       | |(?<=\bbeen\s)|(?<=['’]m\s)|(?<=['’]re\s)|(?<=['’]s\s)|^)planning|planning(?=\s+(?:to|on|an?|the|some)\b)
       | |intend(?:s|ed|ing)?){what}|thinking (?:about|of)|consider(?:s|ing)?
       | |propos(?:e|es|ed|ing)|suggest(?:s|ed|ing)?
       | |(?<=\bmy\s)goal\s+is\s+(?:to|an?|the)|(?<=\bI\s)aim\s+(?:to|for)
       | |(?:(?<=['’]m\s)|(?<=\bam\s))(?:aiming\s+(?:to|for)|training\s+(?:to|for)|working\s+towards?)
wish  :: (?:want(?:s|ed|ing)?|wish(?:es|ed)?|hop(?:e|es|ed|ing)|(?:would|'d)\s+(?:like|love|prefer)){what}
       | |(?:more\s+)?inclined{what}
       | |someday|some\s+day|one\s+day
plan  :: 打算|计划(?![书表])|准备(?!好)|考虑|要不要|(?<![的些个条点么])建议(?![。！!，,？?吗])
wish  :: 希望|想要|(?<![理思感梦设猜回联假幻构料])想(?![法念起象到过必])
hedge :: 可能|也许|或许
"""
_CJK = re.compile(r"[\u4e00-\u9fff]")
_CLAUSE = re.compile(r"[,.;:!?，。；：！？]")


# The speaker's goal, said as a noun or as aiming or training for it (session 32: words.SYNONYM_PHRASES_EN reads them
# as one), is a plan: "My goal is a sub-3 marathon" names the fact "I ran a sub-3 marathon", it does not state it. The
# speaker's only: "We aim for 99.95% uptime" is a target set, "We're training the new hires" an act.
# "planning" plans only first, after a form of "be", or before what is planned ("to", "on", "a", "the"): "Sprint
# planning got moved" names a meeting.
# What a wish or a plan is of: a bare verb ("the release plans", "hope you're well") is a noun or a
# greeting as often as a wish. A change word after it still makes it a change not made; a claim of
# its own needs what is wished or planned after it (to, a, the, some).
_WHAT = {"change": r"(?:\s+(?:to|an?|the|some))?", "stated": r"\s+(?:to|an?|the|some)"}
# "could" and "should" state an ability or a rule as often as a hedge ("Deploys should go through CI"):
# they make a change not made ("we could switch", "standup should move"), not a claim of their own.
_ONLY_BEFORE_A_CHANGE = {"change": "", "stated": "(?!)"}


def _rows(table: str) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for line in table.strip().splitlines():
        if line.lstrip().startswith("| "):
            mood, pattern = rows[-1]
            rows[-1] = (mood, pattern + line.lstrip()[2:])
            continue
        mood, pattern = (part.strip() for part in line.split("::"))
        assert mood in MOODS[1:], line
        rows.append((mood, pattern))
    return rows


def _compiled(reading: str, scripts: str = "en zh") -> tuple[re.Pattern, tuple[tuple[str, re.Pattern], ...]]:
    """One pattern for the rows of the given scripts as a reading reads them, in table order (the leftmost
    word wins, and at one place the first row), and each row on its own with its mood, to name the mood
    of a word found. An English row is a whole word or phrase: `\\b` on both sides of the English rows."""
    only = _ONLY_BEFORE_A_CHANGE[reading]
    rows = [(mood, p.replace("{what}", _WHAT[reading]).replace("{only before a change}", only))
            for mood, p in _rows(_MOOD_TABLE)]
    en = [(mood, p) for mood, p in rows if not _CJK.search(p) and "en" in scripts]
    zh = [(mood, p) for mood, p in rows if _CJK.search(p) and "zh" in scripts]
    union = "|".join(([rf"\b(?:{'|'.join(p for _, p in en)})\b"] if en else []) + [p for _, p in zh])
    own = [(mood, rf"\b(?:{p})\b") for mood, p in en] + zh
    return re.compile(union, re.IGNORECASE), tuple((mood, re.compile(p, re.IGNORECASE)) for mood, p in own)


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


# "plan" after a determiner or a possessive (a closed grammar list: a, an, the, my, our, your, his, her, their,
# its, this, that, each, every, no, any, or a name's 's), with at most two words between that are not a pronoun,
# is a noun naming a thing ("My internet plan went from 300 back down to 100 Mbps", "the meal plan costs 300"):
# no mood. It still names a plan when what is planned follows ("my plan to move", "our plan is to switch").
_NOUN_BEFORE = re.compile(r"(?:\b(?:an?|the|my|our|your|his|her|their|its|this|that|each|every|no|any)|\w['’]s)"
                          r"\s+(?:(?!(?:i|we|you|they|he|she|it)\b)[\w-]+\s+){0,2}$", re.IGNORECASE)
_PLANNED_AFTER = re.compile(r"\s+(?:(?:is|was|are|were)\s+)?to\b", re.IGNORECASE)


def _noun_plan(text: str, start: int, end: int) -> bool:
    return text[start:end].lower() == "plan" and bool(_NOUN_BEFORE.search(text[:start])) \
        and not _PLANNED_AFTER.match(text, end)


def _first(compiled: tuple[re.Pattern, tuple[tuple[str, re.Pattern], ...]], text: str) -> tuple[Mood, int, int]:
    """The first mood word of `text` a reading's rows find: its mood, where it starts and ends (-1, -1: none)."""
    union, rows = compiled
    m = union.search(text)
    while m and _noun_plan(text, m.start(), m.end()):
        m = union.search(text, m.end())
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


@per_text
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
    clauses = _CLAUSE.split(text)
    for n, clause in enumerate(clauses):
        mood, _, end = _first(_CHANGE, clause)
        if end >= 0 and changes(clause[end:]):
            return mood
        # "我们打算取消光明的鲜牛奶，改订蒙牛": a Chinese clause that opens with its change verb has no subject of its
        # own; it goes on with the plan of the clause before, unless 了 says the change was made ("我想了很久，改用
        # Excel记账了").
        if end >= 0 and _CJK.search(mood.word) and n + 1 < len(clauses) \
                and _CJK_CHANGE_VERB.match(clauses[n + 1]) and not _CJK_DONE.search(clauses[n + 1]) \
                and changes(clauses[n + 1]):
            return mood
    return FACT


# The first characters of the Chinese verbs of change (the change words of classify.signals: 改成, 换成, 转到, 搬到,
# 迁到, 调到, 挪到, 升到, 降到, 涨到, 延到, 推迟到, 提前到; a closed list of grammar), a clause may open with, after
# 再 / 然后 / 并 / 就 / 也.
_CJK_CHANGE_VERB = re.compile(r"\s*(?:再|然后|并|就|也)?[改换转搬迁调挪升降涨延推提]")
_CJK_DONE = re.compile("[了啦]")  # the particles of a change made
