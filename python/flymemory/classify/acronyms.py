"""An acronym and the words it stands for, read as one ("I live in NYC" / "I live in New York City", "VS Code" /
"Visual Studio Code", "Amazon Web Services (AWS)"): before the ladder, a run of capitalised words on one side
whose first letters spell, in order and exactly, an acronym written on the other side is written as that acronym.
Nothing is learnt about any name: the letters decide.

What is NOT read as one, on purpose: an acronym both sides write, or words both sides write (nothing to read);
a run with a grammar word in it ("Bank of America" is not "BA": dedup._STOP, the closed list of grammar words);
lower-case words ("a product manager" / "a PM", "custom images" / "CI": common words are not read as letters,
whatever their initials; but see lowercase_acronym_forms: 2-3 letters in the same frame, a link only); an acronym of
one letter or of more
than MAX_LETTERS; a run that does not cover every letter ("Visual Studio" is "VS", and "VS Code" keeps its
"Code": "My editor is Visual Studio" / "My editor is VS Code" stay two products).

A product said without its vendor is read the same way (vendor_forms): "HashiCorp Vault" / "Vault", "Amazon S3" /
"S3", "Google Cloud Run" / "Cloud Run". The vendor (words.VENDORS_EN, a closed table) is set aside on one side when
the words after it are a name the other side writes alone: capitalised there, not its first word, not right after
another capitalised word ("Amazon S3" / "AWS S3" keep both vendors), and not after the same vendor. Not read as one:
the vendor kept and the product dropped ("Google Cloud" / "Google", "Microsoft Azure" / "Microsoft": the other side
writes the vendor, not the product), an ordinary first word ("New York" / "York": no vendor), a product said as a
common noun ("Apple Music" / "music": lower case)."""

from __future__ import annotations

import re

from flymemory import dedup
from flymemory.classify.patterns import _per_text
from flymemory.classify.words import VENDORS_EN

MAX_LETTERS = 5  # the longest acronym read ("NASDAQ" is a name, not read as letters)

_ACRONYM = re.compile(rf"(?<![\w.@/-])([A-Z]{{2,{MAX_LETTERS}}})(?![\w@/-])")
_WORD = re.compile(r"[A-Za-z]+")
# An acronym in brackets right after the words it stands for ("Amazon Web Services (AWS)").
_BRACKETED = re.compile(rf"\s*[(（]\s*([A-Z]{{2,{MAX_LETTERS}}})\s*[)）]")


@_per_text
def _acronyms(text: str) -> frozenset[str]:
    return frozenset(_ACRONYM.findall(text))


def _run_for(text: str, acronym: str) -> tuple[int, int] | None:
    """Where (start, end) `text` spells `acronym` out: as many words as letters, one space (or a hyphen)
    between them, each starting with its letter, each capitalised, none a grammar word."""
    words = list(_WORD.finditer(text))
    n = len(acronym)
    for i in range(len(words) - n + 1):
        run = words[i:i + n]
        if any(w.group()[0].casefold() != c.casefold() for w, c in zip(run, acronym, strict=True)):
            continue
        if any(w.group().casefold() in dedup._STOP or len(w.group()) < 2 for w in run):
            continue
        if not all(w.group()[0].isupper() and w.group()[1:].islower() for w in run):
            continue
        if any(text[a.end():b.start()] not in (" ", "-") for a, b in zip(run, run[1:], strict=False)):
            continue
        return run[0].start(), run[-1].end()
    return None


def _bracketed_as_one(text: str) -> str:
    """"Amazon Web Services (AWS)" -> "AWS": the words before the bracket spell it."""
    for m in _BRACKETED.finditer(text):
        run = _run_for(text[:m.start()], m.group(1))
        if run and run[1] == m.start():
            return text[:run[0]] + m.group(1) + text[m.end():]
    return text


_NAME_WORD = re.compile(r"[A-Z][A-Za-z]*")


def _name_around(text: str, start: int, end: int) -> tuple[str, str]:
    """The capitalised words right before and right after text[start:end] ("" when none): the rest of a name."""
    before = re.search(r"([A-Z][A-Za-z]*)\s+$", text[:start])
    after = _NAME_WORD.match(text[end:].lstrip(" "))
    return (before.group(1) if before and before.start() > 0 else ""), (after.group() if after else "")


def _as_acronyms(text: str, other: str) -> str:
    """`text` with each acronym of `other` that `text` spells out (and does not write) written as the acronym,
    when the rest of the name around it is the same on both sides ("VS Code" / "Visual Studio Code"; not "VS
    Code" / "Visual Studio", two products)."""
    for acronym in _acronyms(other) - _acronyms(text):
        run = _run_for(text, acronym)
        if not run or _run_for(other, acronym):
            continue
        written = re.search(rf"(?<![\w.@/-]){acronym}(?![\w@/-])", other)
        if written and _name_around(other, *written.span()) != _name_around(text, *run):
            continue
        text = text[:run[0]] + acronym + text[run[1]:]
    return text


def acronym_forms(old: str, new: str) -> tuple[str, str]:
    """Both sentences with words spelled out as the other side's acronym (see the module's docstring). Most
    pairs have no acronym of two or more capitals: one search of each side, both returned as they are."""
    if not _acronyms(old) and not _acronyms(new):
        return old, new
    old, new = _bracketed_as_one(old), _bracketed_as_one(new)
    return _as_acronyms(old, new), _as_acronyms(new, old)


# A lowercase phrase spelling the other side's all-capitals acronym (session 35, short35: audit of blind set 12,
# cause 3): "My 10k personal best is 52:40" / "My 10k PB is 49:58", "my pull request" / "my PR". Common words are
# read as letters only where the acronym is short (LOWER_MAX_LETTERS) and stands in the same frame: the word right
# before and the word right after are the same on both sides (or the sentence's edge on both), or one of them is
# and the other pair are both names or numbers (the value: "due end of day Friday" / "due EOD Thursday"). Grammar
# words only inside the run ("end of day", "work from home"). Not read: "public beta" / PB in another frame ("The
# public beta opens in May" / "I set a new PB in May"), a run of other letters ("blood pressure" / PB). Never a merge
# by this reading alone: ladder._classified keeps a restatement it alone made a "may repeat" flag.
LOWER_MAX_LETTERS = 3
_LOWER_WORD = re.compile(r"[a-z]+")
_NEIGHBOUR = re.compile(r"[\w:'’.-]*\w")


def _lower_run_for(text: str, acronym: str) -> tuple[int, int] | None:
    """Where (start, end) `text` spells `acronym` in lowercase words (see above), one space between them."""
    words = list(_LOWER_WORD.finditer(text))
    n = len(acronym)
    for i in range(len(words) - n + 1):
        run = words[i:i + n]
        if any(w.group()[0] != c.casefold() for w, c in zip(run, acronym, strict=True)):
            continue
        if run[0].group() in dedup._STOP or run[-1].group() in dedup._STOP or any(len(w.group()) < 2 for w in run):
            continue
        if any(text[a.end():b.start()] != " " for a, b in zip(run, run[1:], strict=False)):
            continue
        if (run[0].start() and text[run[0].start() - 1].isalnum()) or text[run[-1].end():run[-1].end() + 1].isalnum():
            continue
        return run[0].start(), run[-1].end()
    return None


def _neighbours(text: str, start: int, end: int) -> tuple[str, str]:
    """The word right before and right after text[start:end], as written ("" at the sentence's edge)."""
    before = list(_NEIGHBOUR.finditer(text[:start]))
    after = _NEIGHBOUR.search(text[end:])
    return (before[-1].group() if before else ""), (after.group() if after else "")


def _same_neighbour(a: str, b: str) -> bool:
    return a.casefold() == b.casefold()


def _a_value(word: str) -> bool:
    return bool(word) and (word[0].isupper() or any(c.isdigit() for c in word))


def _lower_as_acronyms(text: str, other: str) -> str:
    for acronym in sorted(_acronyms(other) - _acronyms(text)):
        written = list(re.finditer(rf"(?<![\w.@/-]){acronym}(?![\w@/-])", other))
        if len(acronym) > LOWER_MAX_LETTERS or len(written) != 1 or _lower_run_for(other, acronym):
            continue
        run = _lower_run_for(text, acronym)
        if not run:
            continue
        mine, theirs = _neighbours(text, *run), _neighbours(other, *written[0].span())
        same = [_same_neighbour(x, y) for x, y in zip(mine, theirs, strict=True)]
        if all(same) or (any(same) and all(_a_value(x) and _a_value(y)
                                          for x, y, kept in zip(mine, theirs, same, strict=True) if not kept)):
            text = text[:run[0]] + acronym + text[run[1]:]
    return text


def lowercase_acronym_forms(old: str, new: str) -> tuple[str, str]:
    """Both sentences with a lowercase phrase read as the other side's short acronym in the same frame (see above).
    Most pairs have no acronym of two or more capitals: one search of each side, both returned as they are."""
    if not _acronyms(old) and not _acronyms(new):
        return old, new
    return _lower_as_acronyms(old, new), _lower_as_acronyms(new, old)


_VENDOR = re.compile(r"\b(?:" + "|".join(VENDORS_EN) + r")\s+(?=[A-Z0-9])")
_VENDOR_GATE = re.compile("|".join(VENDORS_EN))
_PRODUCT_WORD = re.compile(r"[A-Z0-9][\w+.-]*[\w+]|[A-Z0-9]")


def _written_alone(text: str, name: str) -> bool:
    """`text` writes `name` as a name of its own: as written (capitals and all), not its first word, not right after
    another capitalised word that is no grammar word (a vendor, the rest of a name)."""
    for m in re.finditer(rf"(?<![\w.@/-]){re.escape(name)}(?![\w@/-])", text):
        before = text[:m.start()].rstrip()
        if not before or before[-1] in ".!?:;\"“":
            continue  # (the first word of a sentence: its capital says nothing)
        last = re.search(r"([\w'’-]+)$", before)
        if last and last.group(1)[0].isupper() and last.group(1).casefold() not in dedup._STOP:
            continue  # (the rest of a longer name: "AWS S3", "New York"; not "The CI pipeline")
        return True
    return False


def _without_vendor(text: str, other: str) -> str:
    """`text` with a vendor before a product name set aside where `other` writes that product's name alone (one or
    two words after the vendor, the longer first)."""
    for m in reversed(list(_VENDOR.finditer(text))):
        words = list(_PRODUCT_WORD.finditer(text, m.end()))
        for n in (2, 1):
            run = words[:n]
            if len(run) < n or run[0].start() != m.end() \
                    or any(text[a.end():b.start()] != " " for a, b in zip(run, run[1:], strict=False)):
                continue
            name = text[m.end():run[-1].end()]
            if not all(w.group()[0].isupper() or w.group()[0].isdigit() for w in run):
                continue
            if _written_alone(other, name) and not _written_alone(text, name):
                text = text[:m.start()] + text[m.end():]
                break
    return text


@_per_text
def _names_vendor(text: str) -> bool:
    """Whether `text` writes a vendor's name (words.VENDORS_EN): searched once per text, not for every pair."""
    return bool(_VENDOR_GATE.search(text))


def vendor_forms(old: str, new: str) -> tuple[str, str]:
    """Both sentences with a vendor set aside before a product the other side names alone (see the module's
    docstring). Most pairs name no vendor: each side searched once (per text, _names_vendor), both returned as
    they are."""
    if not _names_vendor(old) and not _names_vendor(new):
        return old, new
    return _without_vendor(old, new), _without_vendor(new, old)


# A one-word name of a capitalised head and a tail of capitals (session 46, reason46: "I use NordVPN" / "Dropped
# Nord for Mullvad"): people name it by the head alone, the tail says the kind ("VPN", "DB"). The head is read as the
# whole name only when the other side writes it alone as a name (capitalised, not its first word, not after another
# word of a name: the first word of a sentence is capitalised whatever it is, "Dropped Nord for …") and does not write
# the whole name; the head has three letters at least.
_HEAD_AND_CAPITALS = re.compile(rf"(?<![\w.@/-])([A-Z][a-z]{{2,}})([A-Z]{{2,{MAX_LETTERS}}})(?![\w@/-])")


@_per_text
def _compound_names(text: str) -> tuple[tuple[str, str], ...]:
    """(the whole name, its head) of each one-word name with a tail of capitals in `text` (above)."""
    return tuple((m.group(), m.group(1)) for m in _HEAD_AND_CAPITALS.finditer(text))


def _head_alone(text: str, head: str) -> bool:
    """`text` writes `head` as a name of its own, not its first word, not after another word of a name (above)."""
    for m in re.finditer(rf"(?<![\w.@/-]){head}(?![\w@/-])", text):
        before = text[:m.start()].rstrip()
        if not before or before[-1] in ".!?:;\"“":
            continue
        last = re.search(r"([\w'’-]+)$", before)
        opening = last is not None and not text[:last.start()].strip(" \"“")
        if last and last.group(1)[0].isupper() and last.group(1).casefold() not in dedup._STOP and not opening:
            continue
        return True
    return False


def _as_head(text: str, other: str) -> str:
    for whole, head in _compound_names(text):
        if _head_alone(other, head) and whole not in other and not _head_alone(text, head):
            text = re.sub(rf"(?<![\w.@/-]){whole}(?![\w@/-])", head, text)
    return text


def compound_head_forms(old: str, new: str) -> tuple[str, str]:
    """Both sentences with a one-word name of a head and a tail of capitals written as its head where the other side
    names it by the head alone (above). Most pairs write no such name: each side searched once, both returned as
    they are."""
    if not _compound_names(old) and not _compound_names(new):
        return old, new
    return _as_head(old, new), _as_head(new, old)
