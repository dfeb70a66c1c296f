"""Text preparation for the lexical channel, the same for every backend: the
terms of a text (indexed by SQLite's FTS5 and PostgreSQL's tsvector alike) and
of a query; each backend renders the query terms in its own syntax.

FTS5's unicode61 tokenizer treats a run of Han characters as one token and
keeps `src/auth/jwt.py` only as separate words. We index CJK runs as
overlapping bigrams (plus single characters for one-character queries) and add
identifier parts next to the whole identifier, so both kinds of query hit.

Every term also gets its stem, marked (STEM_MARK + `stem`: "deploying" ->
"ǂdeploy", "ram" -> "ǂram", "显存" -> "ǂ显存"), in the index and in the query, so an
inflected question finds the sentence that said it in another form ("deploys" meets
"deploying" on "ǂdeploy"), while a sentence in the question's own form matches both the
word and its stem and stays first. Every term gets one, so each query word weighs the
same (a stem added only to words that have one would count those words twice), and
every body grows alike (BM25's length normalization ranks as before). `terms` itself
keeps the words as written: the classifier and the write path read it."""

from __future__ import annotations

import re

_CJK = r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
_CJK_RUN = re.compile(f"[{_CJK}]+")
_IDENT = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_./:\-]*[A-Za-z0-9_]|[A-Za-z0-9_]")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_WORD = re.compile(r"\w+", re.UNICODE)


def _cjk_grams(run: str) -> list[str]:
    if len(run) == 1:
        return [run]
    return [run[i:i + 2] for i in range(len(run) - 1)]


def _identifier_parts(token: str) -> list[str]:
    """`src/auth/jwt_token.py` -> the joined form plus `src auth jwt token py`, camelCase split."""
    parts = [p for p in re.split(r"[./:\-_]+", token) if p]
    out = []
    for p in parts:
        out.append(p)
        pieces = _CAMEL.split(p)
        if len(pieces) > 1:
            out.extend(pieces)
    joined = re.sub(r"[^A-Za-z0-9]", "", token)
    if len(parts) > 1 and joined:
        out.append(joined)
    return out


def terms(text: str) -> list[str]:
    """The lexical terms of a text, in order, lower-cased."""
    out: list[str] = []
    pos = 0
    for m in _CJK_RUN.finditer(text):
        out.extend(_plain_terms(text[pos:m.start()]))
        out.extend(_cjk_grams(m.group()))
        pos = m.end()
    out.extend(_plain_terms(text[pos:]))
    return [t.lower() for t in out if t]


def _plain_terms(text: str) -> list[str]:
    out: list[str] = []
    for m in _IDENT.finditer(text):
        tok = m.group()
        if re.search(r"[./:\-_]|[a-z][A-Z]", tok):
            out.extend(_identifier_parts(tok))
        else:
            out.append(tok)
    # Other scripts (Cyrillic, Arabic, ...) are words too.
    rest = _IDENT.sub(" ", text)
    out.extend(_WORD.findall(rest))
    return out


# Marks a stem term. A letter to FTS5's unicode61 tokenizer ("ǂdeploy" is one token) that no
# English stem starts with, so a stem never meets a word: "deploy" the word and "ǂdeploy"
# the stem of "deploying" are two terms, each with its own document frequency.
STEM_MARK = "\u01c2"


def _with_stems(words: list[str]) -> list[str]:
    return [t for _, t in _positioned_with_stems(words)]


def _positioned_with_stems(words: list[str]) -> list[tuple[int, str]]:
    out: list[tuple[int, str]] = []
    for pos, w in enumerate(words, start=1):
        out += [(pos, w), (pos, STEM_MARK + stem(w))]
    return out


def index_terms(text: str) -> list[tuple[int, str]]:
    """What the lexical index holds for a text, on every backend, with positions (from 1): its
    `terms`, each followed by its marked stem at the same position ("deploying", "ǂdeploy")."""
    return _positioned_with_stems(terms(text))


def index_text(text: str) -> str:
    """`index_terms` as one body for a tokenizer that splits on spaces (SQLite FTS5)."""
    return " ".join(t for _, t in index_terms(text))


def query_terms(text: str) -> list[str]:
    """The query's distinct terms, in order, each followed by its marked stem. Function words (English stopwords,
    Chinese bigrams touching a particle or question word such as 的/是/什么) are
    left out unless nothing else is left: they match everything and outvote the
    words that carry the question."""
    all_terms = list(dict.fromkeys(terms(text)))
    kept = [t for t in all_terms if t not in _STOPWORDS and not _is_function_gram(t)]
    chosen = kept or [t for t in all_terms if t not in _STOPWORDS] or all_terms
    return list(dict.fromkeys(_with_stems(chosen)))


# A number of this many digits is an identifier (a phone, an account) more often than a quantity, and is written in
# groups or not: "07700 900123" / "07700900123".
_GROUPED_DIGITS = re.compile(r"(?<![\d.,])\d+(?: \d+)+(?![\d,]|\.\d)|(?<![\d.,])\d{7,}(?![\d,]|\.\d)")
_MIN_GROUPED_DIGITS = 7


def digit_groupings(text: str) -> list[str]:
    """The other lexical terms of each long number in `text` (7+ digits), which the lexical index keeps as written:
    digits in groups are also searched as one run, and one run as its two groups of 3+ digits at every split (the
    index holds "07700 900123" as "07700" and "900123"). None for most sentences, which hold no such number."""
    out: list[str] = []
    for m in _GROUPED_DIGITS.finditer(text):
        digits = m.group().replace(" ", "")
        if len(digits) < _MIN_GROUPED_DIGITS:
            continue
        if " " in m.group():
            out.append(digits)
        else:
            out += [part for i in range(3, len(digits) - 2) for part in (digits[:i], digits[i:])]
    return out


MAX_QUERY_TERMS = 96  # 48 words, each with its stem


def match_expression(query_terms: list[str], max_terms: int = MAX_QUERY_TERMS) -> str:
    """An FTS5 MATCH expression: any of the terms, each quoted so user text can
    never be read as FTS5 syntax."""
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in query_terms[:max_terms])


def match_query(text: str, max_terms: int = MAX_QUERY_TERMS) -> str:
    return match_expression(query_terms(text), max_terms)


# Characters that glue Chinese sentences together (particles, pronouns, question
# words). A query bigram containing one ("器的", "是什", "什么") carries no topic.
_FUNCTION_CHARS = frozenset("的了是吗呢吧啊么什哪谁怎在个这那们我你他她它和与也都就还把被给着过之吗嘛呀哦")


def _is_function_gram(term: str) -> bool:
    return bool(_CJK_RUN.fullmatch(term)) and any(c in _FUNCTION_CHARS for c in term)


_STOPWORDS = frozenset(
    "a an the is are was were be been am i you he she it we they me my your our their of to in on at "
    "for from by with and or but not do does did what where when who whom which how why this that these "
    "those there here have has had will would can could should shall may might must so if then than "
    "about into as".split()
)


# -- a light English stemmer -------------------------------------------------------------
# Our own suffix stripping, inflections only: plural -s / -es / -ies, -ing and -ed, and a
# final silent e, so "change", "changes", "changed" and "changing" all index "chang". No
# derivational suffixes (-er, -ation, -ly: "server" is not "serve"). A word is left alone
# unless it is plain ASCII letters, at least 4 of them, and a stripped stem keeps at least 3
# letters with a vowel ("string", "bring", "is", "bus" stay). One short syllable ending in
# consonant-vowel-consonant keeps (or gets back) its e, so "move" / "moved" / "moving" meet at
# "move" while "plane" stays apart from "plan" and "planning". A stem is only ever added next
# to the word, so a wrong one costs a weak extra match, never a lost exact one.
_MIN_WORD = 4
_MIN_STEM = 3
_VOWELS = frozenset("aeiou")
# Words whose ending only looks like an inflection and whose "stem" is a common other word:
# "news" is not the plural of "new", an "evening" is not "even".
_NOT_INFLECTED = frozenset({"news", "evening"})
# -s after these is part of the word ("class", "status", "analysis"), not a plural.
_KEEPS_FINAL_S = ("ss", "us", "is")
# A doubled final consonant left by -ing / -ed is undoubled ("running" -> "run", "stopped" ->
# "stop"), except the ones English writes doubled in the base word ("call", "pass", "buzz", "staff").
_BASE_DOUBLES = frozenset("lsfz")


def _vowel(w: str, i: int) -> bool:
    """y is a vowel after a consonant ("try", "policy"), a consonant otherwise ("deploy", "yes")."""
    return w[i] in _VOWELS or (w[i] == "y" and i > 0 and not _vowel(w, i - 1))


def _stemmable(stem_: str) -> bool:
    return len(stem_) >= _MIN_STEM and any(_vowel(stem_, i) for i in range(len(stem_)))


def _one_short_syllable(w: str) -> bool:
    """"mov", "plan", "stor", "shar": one vowel group, ending consonant-vowel-consonant (not w/x/y)."""
    n = len(w)
    if n < 3 or w[-1] in "wxy" or _vowel(w, n - 1) or not _vowel(w, n - 2) or _vowel(w, n - 3):
        return False
    groups = sum(1 for i in range(len(w)) if _vowel(w, i) and (i == 0 or not _vowel(w, i - 1)))
    return groups == 1


def _strip_plural(w: str) -> str:
    if w.endswith("ies") and len(w) >= 5:
        return w[:-3] + "y"
    if w.endswith(("sses", "xes", "zes", "ches", "shes")):
        return w[:-2]
    if w.endswith("s") and not w.endswith(_KEEPS_FINAL_S) and _stemmable(w[:-1]):
        return w[:-1]
    return w


def undoubled(base: str) -> str:
    """What is left of a word cut of its -ing or -ed, its doubled final consonant undone ("runn" -> "run", "stopp"
    -> "stop", "swimm" -> "swim"), unless English writes it doubled in the base word ("call", "pass", "buzz",
    "staff") or the base is short ("add"). Read by this stemmer and the classifier's (dedup._stem)."""
    if len(base) >= 4 and base[-1] == base[-2] and base[-1] not in _VOWELS | _BASE_DOUBLES:
        return base[:-1]
    return base


def _strip_verb_ending(w: str) -> str:
    if w.endswith("ied") and len(w) >= 5:
        return w[:-3] + "y"
    for suffix in ("ing", "ed"):
        base = w[:-len(suffix)]
        if not w.endswith(suffix) or w.endswith("eed") or not _stemmable(base):
            continue
        if undoubled(base) != base:
            return undoubled(base)  # "running" -> "run", "stopped" -> "stop"
        return base + "e" if _one_short_syllable(base) else base  # "moving" -> "move"
    return w


def stem(word: str) -> str:
    """The stem of one lower-case English word, or the word itself ("deploys", "deploying",
    "deployed" -> "deploy"; "policies" -> "policy"; "news", "bus", "is" unchanged)."""
    if len(word) < _MIN_WORD or not (word.isascii() and word.isalpha()) or word in _NOT_INFLECTED:
        return word
    w = _strip_plural(word)
    if w == word:
        w = _strip_verb_ending(word)
    if w.endswith("e") and not w.endswith("ee") and _stemmable(w[:-1]) and not _one_short_syllable(w[:-1]):
        w = w[:-1]
    return w
