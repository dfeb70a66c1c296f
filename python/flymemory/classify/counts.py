"""Numbers in a pair: another number of the same unit, quantities apart, counted things (5层 / 5号),
Chinese counts read as digits."""

from __future__ import annotations

import re
import unicodedata

from flymemory import dedup
from flymemory.classify.cjk import _CJK_COUNT, _CJK_MEASURE
from flymemory.classify.judgement import _CJK_RUN
from flymemory.classify.patterns import _per_text
from flymemory.classify.restatement import _cjk_same
from flymemory.classify.subject import _CJK_HEAD_ENDS
from flymemory.classify.words import _CN_FUNCTION, _EN_STOP, _UNITS, _number_forms
from flymemory.numerals import ORDINAL_WORDS, as_digits, quantities, rate_quantities, says_money

# A number and the Chinese character right after it: what it counts or names ("5层", "5号", "3次", "8个").
_COUNTED_CJK = re.compile(r"(?<![\d.])(\d+)\s*([\u4e00-\u9fff])")


@_per_text
def _counted_things(text: str) -> dict[str, frozenset[str]]:
    found: dict[str, set[str]] = {}
    for m in _COUNTED_CJK.finditer(_counts_as_digits(_cjk_same(unicodedata.normalize("NFKC", text)))):
        found.setdefault(m.group(1), set()).add(m.group(2))
    return {number: frozenset(after) for number, after in found.items()}


# An amount in yuan on one side, the same number before 的 on the other ("房贷一个月六千八" / "每个月要还6800的
# 房贷"): the number names what it is of and leaves its 元 unsaid, as a bare amount does; no other thing counted.
_YUAN_UNSAID = {"元", "的"}


def _other_counted_thing(old: str, new: str) -> str:
    """"5层 / 5号" when a number both sentences name is followed, on each side, by another Chinese character
    (once _CJK_SAME_ROWS wrote floors, people counted and numbered rooms one way), or ""."""
    if not (_CJK_RUN.search(old) and _CJK_RUN.search(new)):
        return ""
    had, has = _counted_things(old), _counted_things(new)
    for number in sorted(had.keys() & has.keys()):
        if not had[number] & has[number] and {"".join(had[number]), "".join(has[number])} != _YUAN_UNSAID:
            return f"{number}{''.join(sorted(had[number]))} / {number}{''.join(sorted(has[number]))}"
    return ""


# A number and what follows it: a unit (_UNITS, already made one by _number_forms) or a Chinese measure word.
_NUMBER_AND_UNIT = re.compile(
    r"(?<![A-Za-z0-9_.#第])(\d+(?:[.:]\d+)*)(?![.:]?\d|\s*号)"  # "311号bug", "#12", "第1辆": it names a thing
    r"(?:\s*(" + "|".join(sorted(set(_UNITS) | set(_UNITS.values()), key=len, reverse=True)) + r")(?![A-Za-z])"
    rf"|\s*([{_CJK_MEASURE}]))?", re.IGNORECASE)


def _numbers_and_things(text: str, asked: set[str]) -> dict[str, tuple[str, str]] | None:
    """Each number of `text` with its unit and the thing it counts (the first content word after it): {"8": ("",
    "peopl")} for "holds up to 8 people"; None when a number stands right after a word of its own the question does
    not ask with ("note 40": a numbered thing, _other_number)."""
    text = _counts_as_digits(text)
    out = {}
    for m in _NUMBER_AND_UNIT.finditer(text):
        before = dedup._Text.of(text[:m.start()])
        if before.keys and before.keys[-1] not in asked and not _CJK_RUN.fullmatch(before.tokens[-1]) \
                and not dedup._insignificant_token(before.tokens[-1]) and before.keys[-1] not in _EN_STOP \
                and before.keys[-1] not in dedup._LINKERS_EN and before.keys[-1] not in dedup._COPULAS_EN:
            return None  # "note 40": a numbered thing
        after = dedup._Text.of(text[m.end():])
        thing = next((k for t, k in zip(after.tokens, after.keys, strict=True)
                      if not dedup._insignificant_token(t) and k not in _EN_STOP and k not in _CN_FUNCTION), "")
        unit = (m.group(2) or m.group(3) or "").casefold()
        out[m.group(1)] = (_UNITS.get(unit, unit), thing)
    return out


# An English ordinal, a word or a number with its ending ("first", "1st", "23rd"): a place in an order, no count.
_ORDINAL_EN = re.compile(rf"\b(?:{'|'.join(sorted(ORDINAL_WORDS))}|\d+(?:st|nd|rd|th))\b", re.IGNORECASE)


def same_number_of_another_thing(old: str, new: str) -> str:
    """"8 peopl / 8 floor" when both sentences say the same numbers and one of them counts another thing on each side
    (another unit, or another word after it: "The elevator holds up to 8 people" / "The elevator went up to 8
    floors", 电梯最多能载8个人 / 电梯升到了8楼): one number of two quantities, no value of one changed (tense34); ""
    otherwise."""
    old, new = _ORDINAL_EN.sub(" ", old), _ORDINAL_EN.sub(" ", new)  # (an ordinal counts nothing: "the first Monday")
    if dedup.numbers_counted(dedup._Text.of(_counts_as_digits(old))) \
            != dedup.numbers_counted(dedup._Text.of(_counts_as_digits(new))):
        return ""  # (most pairs with a change word: another number)
    cjk = _other_counted_thing(old, new)
    if cjk:
        return cjk
    had, has = _numbers_and_things(old, set()), _numbers_and_things(new, set())
    for number in sorted((had or {}).keys() & (has or {}).keys()):
        (unit_was, thing_was), (unit_now, thing_now) = had[number], has[number]
        if (unit_was or thing_was) and (unit_now or thing_now) and (unit_was, thing_was) != (unit_now, thing_now) \
                and not (unit_was == unit_now and unit_was):
            return f"{number} {unit_was or thing_was} / {number} {unit_now or thing_now}"
    return ""


def _other_number(old: str, new: str, question: str = "") -> tuple[str, str] | None:
    """(old, new) when each sentence has exactly one number the other lacks, of the same unit (or both
    bare) and counting the same thing when both say what follows ("one printer" / "two coffee machines",
    "五个后端" / "两个前端" are counts of two things), and neither number stands before the verb ("Invoice
    2041 was paid" names an invoice) or right after a word of its own the question does not ask with ("note
    40" / "note 171" name two notes; "Node 16" / "Node 20" for "What Node version …?" are two values)."""
    asked = set(dedup._Text.of(question).keys)
    had, has = _numbers_and_things(old, asked), _numbers_and_things(new, asked)
    if had is None or has is None:
        return None
    gone, came = had.keys() - has.keys(), has.keys() - had.keys()
    if len(gone) != 1 or len(came) != 1:
        return None
    (was,), (now,) = gone, came
    (unit_was, thing_was), (unit_now, thing_now) = had[was], has[now]
    if unit_was != unit_now or (thing_was and thing_now and thing_was != thing_now):
        return None
    if _before_the_verb(old, was) or _before_the_verb(new, now):
        return None
    unit = f" {unit_was}" if unit_was else ""
    return was + unit, now + unit


def _quantities_apart(old: str, new: str) -> str:
    """Both sentences name quantities (a length of time, of data, an amount of money), read in one form
    (flymemory.numerals.quantities), and not the same ones: "old / new" as read, else ""."""
    had, has = quantities(old), quantities(new)
    had, has = _yuan_left_unsaid(had, has, new), _yuan_left_unsaid(has, had, old)
    if had and has and had != has:
        return _apart(had, has)
    if had != has:
        return ""
    # The same amounts, or none: a rate's period said on both sides may still differ ("$1,200 a year" / "$1,200 a
    # month", "5 km a day" / "5 km a week": another value). Only a unit both sides name is compared: a period said
    # on one side only ("月薪" / "每个月工资") is no other value.
    had, has = rate_quantities(old), rate_quantities(new)
    if had == has:
        return ""
    units_a, units_b = ({q.rsplit(" ", 1)[1] for q in x} for x in (had, has))
    apart = {u for u in units_a & units_b
             if {q for q in had if q.endswith(" " + u)} != {q for q in has if q.endswith(" " + u)}}
    if not apart:
        return ""
    return _apart(had, has)


def _yuan_left_unsaid(named: frozenset[str], other: frozenset[str], other_text: str) -> frozenset[str]:
    """`named` without the yuan amounts the other side says as a bare number of money: a Chinese amount leaves
    its 元 unsaid as often as it says it ("房贷一个月六千八" is read 6800 cny, "每个月要还6800的房贷" names
    none). Only where the other side says it is money (numerals.says_money: "我每天走四千八" / "我每天走4800块"
    stay two), names no quantity of its own, and counts nothing with the number (before 的 it counts nothing):
    another unit or currency ("6800 usd", 120公斤), a count ("35个饺子") or a period of its own is still another
    quantity."""
    bare = [q for q in named if q.endswith(" cny") and not any(o.startswith(q[:-3]) for o in other)]
    if not bare or not other <= named or not says_money(other_text):
        return named  # (most pairs: no yuan amount, or the other side names its unit or a quantity of its own)
    said = set(dedup.numbers_counted(dedup._Text.of(_counts_as_digits(other_text))))
    counted = _counted_things(other_text)
    return named - {q for q in bare if q[:-4] in said and counted.get(q[:-4], frozenset()) <= _YUAN_UNSAID}


def _apart(had: frozenset[str], has: frozenset[str]) -> str:
    """"old / new": the quantities each side names alone, as read."""
    return f"{', '.join(sorted(had - has))} / {', '.join(sorted(has - had))}"


@_per_text
def _counts_as_digits(text: str) -> str:
    """_number_forms, and a Chinese count before any measure word as digits ("两只猫": "2只猫")."""
    return as_digits(_CJK_COUNT, _number_forms(unicodedata.normalize("NFKC", text)))


def _before_the_verb(text: str, number: str) -> bool:
    """`number` stands before the sentence's first linker ("is", "on", 是/在), where the subject is."""
    parsed = dedup._Text.of(_counts_as_digits(text))
    for t, k in zip(parsed.tokens, parsed.keys, strict=True):
        if k in dedup._LINKERS_EN or k in dedup._COPULAS_EN or t in _CJK_HEAD_ENDS:
            return False
        if t == number:
            return any(k in dedup._LINKERS_EN or k in dedup._COPULAS_EN or t in _CJK_HEAD_ENDS
                       for t, k in zip(parsed.tokens, parsed.keys, strict=True))
    return False


# -- one of a kind on each side: "We have an office in Porto" / "We have an office in Braga" ------------------------
# Having one thing somewhere, said twice with another place or detail and no change word, is having two: an addition,
# not a replacement. Grammar only: the verbs of having and the articles and measure words of one.
_HAS_ONE = re.compile(r"\b(?:have|has|had|got)\s+(?:an?|one|another)\s+[a-z]"
                      r"|(?<![没])有(?:一|1|另一)?[个家间座台辆只位条所处套](?=[\u4e00-\u9fff])", re.IGNORECASE)


def _one_each(old: str, new: str) -> bool:
    """Each sentence says its subject has one thing (an article or a measure word of one): two things had."""
    return all(_HAS_ONE.search(unicodedata.normalize("NFKC", text)) for text in (old, new))
