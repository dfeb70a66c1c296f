"""One value replaced in a kept frame: a named product with its version, a number with its unit or
the thing it counts, an ordinal, read on both sides however the frame is worded around them."""

from __future__ import annotations

import re
import unicodedata

from flymemory import dedup
from flymemory.classify.judgement import _CJK_RUN
from flymemory.classify.patterns import _per_text
from flymemory.classify.signals import _TIME_WORDS, _without_signals, content_terms, is_temporary, signals_in
from flymemory.classify.subject import _subject_changed
from flymemory.classify.words import (
    _EN_STOP,
    _UNITS,
    _number_forms,
    _persons,
    _pronoun_led,
    _without_adverbs,
    is_feeling,
    is_question,
)
from flymemory.numerals import CN_NUMERALS, ORDINAL_WORDS, read_number


def with_other_number(terms: list[str], text: str) -> list[str]:
    """Search terms with each English noun's other number ("monitors" for "monitor", "replica" for
    "replicas") when `text` counts something: a count changed changes the noun's form ("two monitors" /
    "a single monitor"), and the lexical index keeps words as written. Other sentences are searched as
    they are (more terms would only push their closest neighbours down)."""
    if not any(kind == "count" for kind, *_ in _frame_values(text)[1]):
        return terms
    out = list(terms)
    for t in terms:
        if len(t) >= 4 and t.isascii() and t.isalpha() and not t.endswith("ss"):
            out.append(t[:-1] if t.endswith("s") else t + "s")
    return list(dict.fromkeys(out))


# -- one value replaced in a kept frame -----------------------------------------------------------
# Without a change word, three shapes of value name one slot on both sides however the frame is
# worded around them: a named product with its version ("Python 3.9" / "Python 3.12", "Node版本是16"),
# a number with the unit or the thing it counts ("two monitors" / "a single monitor", "10 MB" / "25 MB",
# "两只猫" / "三只猫"). One such value replaced, every other value the same, and nothing said of both
# ("and", "both", "also", 也, 都: two versions installed side by side are two facts) is a change: the
# same words around it -> update; a frame reworded (at most MAX_FRAME_OWN_WORDS words of its own each
# side, a word in common, no subject of its own; English only) -> possible_update.
_COEXIST = re.compile(r"\b(?:and|both|also|too|as well|side by side|alongside|besides|plus|in addition)\b"
                      r"|和|也|都|还有|以及|并存|同时|另外", re.IGNORECASE)
# A product just before a number ("Python " 3.9, "Node版本是" 16), and the unit or counted word just after one.
# (A range is one value, its two ends together: "1-2天" / "3-4天" is one count replaced, session 41, range41.)
_NUMBER_RUN = re.compile(r"\d+(?:\.\d+){0,2}(?:-\d{1,3}(?![\d.-]))?")
_PRODUCT_BEFORE = re.compile(r"(?<![A-Za-z0-9_.])([A-Za-z][A-Za-z+#]*)\s?(?:version\s+|v|版本(?:号)?(?:是|为)?\s*)?\Z")
_COUNTED_AFTER = re.compile(r"\s*(?:([A-Za-z%]+)|((?:[个只条本张套台辆次天人名位周月年层节遍件倍]|分钟|小时|秒|公里)"
                            r"[\u4e00-\u9fff]{0,3}?)(?=[的了。，,.！!；;？?\s]|$))")
_ONE = re.compile(r"\b(?:a single|just one|one single|a lone)\b", re.IGNORECASE)
_ORDINAL_DIGITS = re.compile(r"\d(?:st|nd|rd|th)\b", re.IGNORECASE)
_FULL_WIDTH = re.compile("[\uff10-\uff5a]")  # full-width digits and letters (NFKC makes them ASCII)
_ORDINAL = re.compile(r"\b(?:(\d+)(?:st|nd|rd|th)|(" + "|".join(ORDINAL_WORDS) + rf"))\b|第([{CN_NUMERALS}]+|\d+)",
                      re.IGNORECASE)


def _ordinal_word(m: re.Match) -> str:
    """An ordinal as a word with no digit in it ("3rd", "third", "第三" -> "ordd"): no rule reads it as an amount."""
    written = m.group(1) or m.group(2) or m.group(3)
    n = written if written.isdigit() else str(read_number(written))  # digits as written ("03rd")
    return "ord" + "".join("abcdefghij"[int(c)] for c in n) + " "


_COPULA_AFTER = re.compile(r"\b(?:is|are|was|were)\b|是", re.IGNORECASE)
_HEDGES = frozenset("~ about around roughly approximately approx some nearly almost 约 大概 大约 左右 差不多".split())
MAX_FRAME_OWN_WORDS = 2


@_per_text
def _frame_values(text: str) -> tuple[str, tuple[tuple[str, str, str, int, int], ...]]:
    """The sentence with numbers in one form, and its versions and counts: (kind, what it is of, the
    number, start, end) each, "what it is of" being the product, or the unit or counted word."""
    if _FULL_WIDTH.search(text):
        text = unicodedata.normalize("NFKC", text)
    low = text.casefold()
    if "第" in text or _ORDINAL_DIGITS.search(text) or any(w in low for w in ORDINAL_WORDS) \
            or (("single" in low or "one" in low or "lone" in low) and _ONE.search(text)):
        # An ordinal says which one ("the third floor"), not how many: kept as a word.
        text = _ORDINAL.sub(_ordinal_word, _ONE.sub(" 1 ", text))
    text = _number_forms(text)  # most often the restatement rungs' own call on the same text, cached
    found: list[tuple[str, str, str, int, int]] = []
    for m in _NUMBER_RUN.finditer(text):
        start, end = m.start(), m.end()
        if start and text[start - 1] in ".:" or text[end:end + 1].isascii() and text[end:end + 1].isalnum() \
                and not text[end:end + 1].isalpha():
            continue  # part of a longer number, a time or an address
        product = _PRODUCT_BEFORE.search(text, max(0, start - 40), start)
        if product and not text[end:end + 1].isalpha():
            name = product.group(1)
            first = not text[:product.start()].strip()
            if not (name.casefold() in _UNITS or name.casefold() in dedup._STOP or name.islower()
                    or (first and name[1:].islower() and "." not in m.group())):
                # (not a unit, a word, or a capitalised first word with a plain number: "Invoice 2041 was paid")
                found.append(("version", name.casefold(), m.group(), product.start(), end))
                continue
        if start and (text[start - 1].isascii() and (text[start - 1].isalnum() or text[start - 1] == "_")):
            continue
        counted = _COUNTED_AFTER.match(text, end)
        if not counted or "." in m.group()[m.group().find(".") + 1:]:
            continue
        unit = (counted.group(1) or counted.group(2) or "").casefold()
        if unit in dedup._STOP or unit in _EN_STOP or _COPULA_AFTER.search(text, counted.end()):
            continue  # no counted word ("2041 was paid"), or a number before the verb names the subject
        if counted.group(1):
            unit = _counted_word(unit)
        found.append(("count", unit, m.group(), start, counted.end()))
    return text, tuple(found)


def _counted_word(word: str) -> str:
    """One key for an English counted word, singular or plural ("monitors", "monitor")."""
    return dedup._stem(word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word)


# Counts that name a role in a frame rather than a value of one slot: people ("documented by 2 people" /
# "needs a review by 3 people" are who wrote it and who must review it) and the steps or attempts of a
# process ("took 4 attempts" / "allows 5 attempts": an event and a policy). Reworded around such a count,
# the frame may add no word of its own (requirement verbs read as one: needs / requires / must).
_ROLE_COUNTS = frozenset(_counted_word(w) for w in (
    "people person persons engineers developers designers reviewers approvers analysts managers members "
    "interviewers maintainers owners colleagues teammates volunteers admins signers authors editors testers "
    "contributors steps attempts tries retries rounds approvals reviews signatures").split())
_REQUIREMENT_TERMS = ("need", "requir", "must")  # word beginnings: needs, needed, require(s|d), must


def _frame_keys(text: str) -> tuple[str, ...]:
    parsed = dedup._Text.of(_without_adverbs(text))
    return tuple(k for t, k in zip(parsed.tokens, parsed.keys, strict=True)
                 if not dedup._insignificant_token(t) and k not in _HEDGES and t.casefold() not in _HEDGES)


def _value_replaced_in_frame(old: str, new: str) -> tuple[str, str, str, bool] | None:
    """(what the value is of, old value, new value, the same words around it) when one version or count
    was replaced (see above); None when not. With a strong change word in the newer sentence, two sentences
    of one speaker ("I work with two monitors" / "I'm down to a single monitor") need no other word in
    common."""
    text_b, has = _frame_values(new)  # the newer sentence first: one per write, judged against each neighbour
    if not has:
        return None
    text_a, had = _frame_values(old)
    if not had:
        return None
    if _COEXIST.search(new) or is_temporary(old) or is_temporary(new) or is_question(old) or is_question(new) \
            or is_feeling(old) or is_feeling(new):
        return None
    gone = [v for v in had if v[:3] not in {w[:3] for w in has}]
    came = [v for v in has if v[:3] not in {w[:3] for w in had}]
    if len(gone) != 1 or len(came) != 1 or gone[0][:2] != came[0][:2]:
        return None
    (kind, of, was, s1, e1), (_, _, now, s2, e2) = gone[0], came[0]
    rest_a, rest_b = f"{text_a[:s1]} VALUE {text_a[e1:]}", f"{text_b[:s2]} VALUE {text_b[e2:]}"
    a, b = dedup._Text.of(rest_a), dedup._Text.of(rest_b)
    if a.guards() != b.guards() or (a.guards() | b.guards()) & _TIME_WORDS:
        return None
    what = f"{of} {kind}" if kind == "version" else f"count of {of}"
    if _frame_keys(rest_a) == _frame_keys(rest_b):
        return what, was, now, True
    if _CJK_RUN.search(rest_a) or _CJK_RUN.search(rest_b) or (_subject_changed(a, b) and not (
            _pronoun_led(old) or _pronoun_led(new))):
        return None
    terms_a = content_terms(_without_signals(rest_a)) - {"value"}
    terms_b = content_terms(_without_signals(rest_b)) - {"value"}
    strong = any(strength in ("strong", "back") for _, strength in signals_in(new))
    same_speaker = strong and bool(_persons(old)) and _persons(old) == _persons(new)
    if not (terms_a & terms_b or same_speaker) \
            or max(len(terms_a - terms_b), len(terms_b - terms_a)) > MAX_FRAME_OWN_WORDS:
        return None
    if kind == "count" and of in _ROLE_COUNTS and not strong:
        role_a, role_b = ({"need" if t.startswith(_REQUIREMENT_TERMS) else t for t in terms}
                          for terms in (terms_a, terms_b))
        if role_a != role_b:
            return None  # "documented by 2 people" / "needs a review by 3 people": two roles counted
    return what, was, now, False
