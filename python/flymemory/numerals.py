"""Numbers as people write them: digits, English number words, Chinese numerals, and a number's unit
in a long or a short form. One table of number words, one reader of a written number (read_number) and
one rewrite of a sentence's numbers into digits (number_forms), for the classifier's rungs and the time
expressions of a query (flymemory.timeexpr). Which runs of a sentence count as numbers stays with each
caller (a count before a measure word, an hour before 点, an ordinal after 第)."""

from __future__ import annotations

import functools
import re

# English cardinals to twenty, the tens, and the ordinals to "twelfth" (as their number). "second" is left
# out: "a second" is mostly time, and "the second floor" is rarely written "2nd" in the same breath.
NUMBER_WORDS: dict[str, int] = {w: n for n, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split())} | {w: 10 * n for n, w in enumerate(
        "thirty forty fifty sixty seventy eighty ninety".split(), start=3)} | {w: n for n, w in enumerate(
            "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split(), start=1)}
NUMBER_WORDS.pop("second")
ORDINAL_WORDS: tuple[str, ...] = ("first", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                                  "eleventh", "twelfth")

CN_DIGITS: dict[str, int] = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
                             "八": 8, "九": 9}
CN_UNITS: dict[str, int] = {"十": 10, "百": 100, "千": 1000, "万": 10000}
CN_NUMERALS = "".join(CN_DIGITS) + "".join(CN_UNITS)  # 零〇一二两三四五六七八九十百千万

# A number's unit, long and short forms to one: "64GB" / "64 GB", "30 min" / "30 minutes".
UNITS: dict[str, str] = {
    "gb": "gb", "gigabytes": "gb", "mb": "mb", "megabytes": "mb", "kb": "kb", "tb": "tb", "ms": "ms",
    "milliseconds": "ms", "s": "seconds", "sec": "seconds", "secs": "seconds", "seconds": "seconds",
    "min": "minutes", "mins": "minutes", "minute": "minutes", "minutes": "minutes", "h": "hours",
    "hr": "hours", "hrs": "hours", "hour": "hours", "hours": "hours", "am": "am", "pm": "pm", "km": "km",
    "kg": "kg", "%": "percent", "percent": "percent"}


# The letters outside ASCII that a case-insensitive pattern matches to an ASCII one (re.IGNORECASE: İ ı ſ K):
# "fİve" is found by the number-word pattern, so it must be read as "five" too.
_IGNORECASE_FOLD = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})


def read_number(written: str) -> int:
    """The number one written run stands for: digits ("12"), an English number word in any case ("Twelve",
    "third"), or Chinese numerals ("十二", "两", "一万零五"; a run read leniently, digit by digit and unit by unit)."""
    if written.isdigit():
        return int(written)
    word = NUMBER_WORDS.get(written.translate(_IGNORECASE_FOLD).casefold())
    if word is not None:
        return word
    total, section, digit = 0, 0, 0
    for c in written:
        if c in CN_DIGITS:
            digit = CN_DIGITS[c]
        elif c == "万":
            total += (section + digit) * 10000
            section, digit = 0, 0
        else:
            section += (digit or 1) * CN_UNITS[c]
            digit = 0
    return total + section + digit


def as_digits(pattern: re.Pattern, text: str) -> str:
    """`text` with every match of `pattern` (a written number) as digits."""
    return pattern.sub(lambda m: str(read_number(m.group())), text)


_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_KILO = re.compile(r"\b(\d+(?:\.\d+)?)\s?[kK]\b")
_NUMBER_WORD = re.compile(r"\b(" + "|".join(NUMBER_WORDS) + r")\b", re.IGNORECASE)
_ORDINAL_SUFFIX = re.compile(r"\b(\d+)(?:st|nd|rd|th)\b", re.IGNORECASE)
NUMBER_UNIT = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(" + "|".join(sorted(UNITS, key=len, reverse=True))
                         + r")(?![\w])", re.IGNORECASE)
# A run of Chinese numerals is a number when it has a unit (十/百/千/万) or a measure word follows
# ("两个", "三次"); a lone "一" is mostly a word ("一起", "一直", "一下").
_CN_NUMBER = re.compile(rf"[{CN_NUMERALS}]+(?=[个次天人名台周月年号层节遍位条件分秒小倍只本张套辆])"
                        rf"|[{CN_NUMERALS}]*[十百千万][{CN_NUMERALS}]*")


@functools.lru_cache(maxsize=8192)
def number_forms(text: str) -> str:
    """Numbers in one written form: "twelve" / "十二" / "12th" -> "12", "1,450" -> "1450", "10k" / "一万" -> "10000",
    "30 min" -> "30 minutes" ("ten thousand" is not read)."""
    text = _THOUSANDS.sub("", text)
    text = _KILO.sub(lambda m: f"{float(m.group(1)) * 1000:g}", text)
    text = _NUMBER_WORD.sub(lambda m: str(read_number(m.group(1))), text)
    text = _ORDINAL_SUFFIX.sub(r"\1", text)
    text = NUMBER_UNIT.sub(lambda m: f"{m.group(1)} {UNITS[m.group(2).casefold()]}", text)
    return as_digits(_CN_NUMBER, text)
