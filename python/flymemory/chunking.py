"""Split a message into sentence-sized entries so topics stay separable.

Sentences end at Chinese/Japanese 。！？, at English . ! ? followed by whitespace
(so decimals, versions, paths and URLs never split) unless the word before the
period is an abbreviation or an initial, and at line breaks. Over-long sentences
are cut at clause punctuation; tiny fragments ride along with a neighbour, weighed
without a repeat marker ("Like I said, great." is as tiny as "Great."). Every
script is text: only empty or punctuation-only pieces are dropped."""

from __future__ import annotations

import re

MIN_WEIGHT = 12  # below this a piece is a fragment ("ok.", "yes") and joins a neighbour
MAX_CHARS = 280  # above this a sentence is cut at clause punctuation

_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
_CLOSERS = "\"'”’」』）)】]"
_CLOSE = re.escape(_CLOSERS)
# A sentence boundary: after CJK enders (always), or after ASCII enders followed by space/end.
_BOUNDARY = re.compile(rf"[。！？]+[{_CLOSE}]*|[.!?]+[{_CLOSE}]*(?=\s|$)")
_ABBREVIATIONS = frozenset(
    "e.g i.e etc vs mr mrs ms dr prof inc ltd jr sr st no fig approx cf al esp resp dept est min max "
    "u.s e.v.t".split()
)
_CLAUSE = re.compile(rf"(?<=[,;:，；：、])(?=\s|[^\s{_CLOSE}])")
_PUNCT_ONLY = re.compile(r"^[\W_]*$", re.UNICODE)
_WORD_BEFORE = re.compile(r"([A-Za-z][A-Za-z.]*)\.$")
# Said to mark a repeat: "like I said, X" is X. Read here, where a message is cut, and by the classifier.
REPEAT_MARKER = re.compile(
    r"^\s*(?:like i said|as i (?:said|mentioned)|as mentioned|just to repeat|to repeat|again|once more|"
    r"就像我说的|我之前说过|我说过|再说一遍|还是那句话|重复一下)\s*[:,，：]?\s*", re.IGNORECASE)


def _weight(piece: str) -> int:
    """Length with CJK characters counted as three: "周五发版。" is a whole sentence. A repeat marker weighs
    nothing: saying that one repeats must not cut a message differently ("Great. Thanks for your help." and
    "Just to repeat: great. Thanks for your help." are both one piece, so the repeat is stored once)."""
    marker = REPEAT_MARKER.match(piece)
    return sum(3 if re.match(f"[{_CJK}]", c) else 1 for c in piece[marker.end() if marker else 0:])


def _is_abbreviation(before: str) -> bool:
    m = _WORD_BEFORE.search(before)
    if not m:
        return False
    word = m.group(1).lower()
    if len(word) == 1 and m.group(1).isupper():
        return True  # an initial: "J. Smith"
    return word in _ABBREVIATIONS


def _sentences(line: str) -> list[str]:
    out: list[str] = []
    start = 0
    for m in _BOUNDARY.finditer(line):
        if m.group()[0] == "." and len(m.group().rstrip(_CLOSERS)) == 1 and _is_abbreviation(line[start:m.end()]):
            continue
        out.append(line[start:m.end()])
        start = m.end()
    out.append(line[start:])
    return [p.strip() for p in out if p.strip()]


def _cut_long(sentence: str) -> list[str]:
    if len(sentence) <= MAX_CHARS:
        return [sentence]
    clauses = [c for c in _CLAUSE.split(sentence) if c]
    out: list[str] = []
    for clause in clauses:
        if out and len(out[-1]) + len(clause) <= MAX_CHARS:
            out[-1] += clause
        else:
            out.append(clause)
    # A clause with no punctuation at all that is still too long: cut at a space.
    final: list[str] = []
    for piece in out:
        while len(piece) > MAX_CHARS:
            cut = piece.rfind(" ", 0, MAX_CHARS)
            cut = cut if cut > MAX_CHARS // 2 else MAX_CHARS
            final.append(piece[:cut])
            piece = piece[cut:]
        final.append(piece)
    return [p.strip() for p in final if p.strip()]


def chunk(text: str) -> list[str]:
    pieces: list[str] = []
    for line in re.split(r"\r?\n+|\r", text):
        for sentence in _sentences(line.strip()):
            pieces.extend(_cut_long(sentence))
    pieces = [p for p in pieces if not _PUNCT_ONLY.match(p)]
    out: list[str] = []
    for p in pieces:
        if out and _weight(p) < MIN_WEIGHT:
            out[-1] = f"{out[-1]} {p}"
        else:
            out.append(p)
    if len(out) > 1 and _weight(out[0]) < MIN_WEIGHT:
        out[1] = f"{out[0]} {out[1]}"
        out.pop(0)
    return out
