"""One rare value said in other words, read without an embedder: "My work email is jin.park@acme.io." /
"For work stuff, email me at jin.park@acme.io.", 我的微信号是lily_0521。 / 加我微信：lily_0521。, "My mobile number
is 07700 900123." / "You can reach me on 07700 900123.". With e5 or MiniLM the cosine carries such a pair; the
token alignment of the lexical path reads the other wording as another frame. An identifier (an email address, a
handle or domain joined by "." or "_", a number of many digits or with a leading zero) names one thing; said
again, last in both sentences, with every other name and number equal and (but for a number) a word of the
slot in common, it is the same fact."""

from __future__ import annotations

import re

from flymemory.classify.patterns import _per_text
from flymemory.classify.restatement import _claim
from flymemory.classify.signals import is_temporary, signals_in
from flymemory.classify.words import _persons, is_question

# An email address; a handle or domain (letters, with "." or "_" inside, 5+ characters); a number of 5+ digits,
# maybe written in groups, with a leading zero (a code, a phone number: no quantity starts with 0) or of 9+ digits.
_ID = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
                 r"|(?<![\w.@-])(?=[\w.-]*[A-Za-z])[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*[._][A-Za-z0-9]+(?![\w@-])"
                 r"|(?<![\d.,])\d+(?: \d+)*(?![\d,]|\.\d)", re.ASCII)
_TRAILING = re.compile(r"[\W_]*")  # only punctuation after the value: it ends the sentence


def _rare(token: str) -> str:
    """`token` in one form when it is a rare identifier, else ""."""
    if any(c.isalpha() for c in token):
        return token.casefold() if len(token) >= 5 else ""
    digits = token.replace(" ", "")
    return digits if len(digits) >= 9 or (len(digits) >= 5 and digits[0] == "0") else ""


@_per_text
def _rare_ids(text: str) -> tuple[frozenset[str], frozenset[str], bool]:
    """(the sentence's rare identifiers in one form, their parts as _claim keys them, whether the last ends the
    sentence)."""
    found = [(m, _rare(m.group())) for m in _ID.finditer(text)]
    found = [(m, r) for m, r in found if r]
    if not found:
        return frozenset(), frozenset(), False
    parts = frozenset(p.casefold() for m, _ in found for p in m.group().split())
    last = found[-1][0]
    return frozenset(r for _, r in found), parts, bool(_TRAILING.fullmatch(text, last.end()))


def same_rare_value(old: str, new: str) -> str:
    """The rule's words when `old` and `new` give the same rare identifier, last in both, with no change word,
    no other name or number apart, neither a question or a passing state unless both are, and no other party;
    else ""."""
    ids_a, parts_a, last_a = _rare_ids(old)
    if not ids_a or not last_a:
        return ""
    ids_b, parts_b, last_b = _rare_ids(new)
    if ids_a != ids_b or not last_b:
        return ""
    if signals_in(old) or signals_in(new) or is_question(old) != is_question(new) \
            or is_temporary(old) != is_temporary(new):
        return ""
    if _persons(old) and _persons(new) and _persons(old) != _persons(new):
        return ""
    (keys_a, names_a, guards_a), (keys_b, names_b, guards_b) = _claim(old), _claim(new)
    if guards_a != guards_b:
        return ""
    if not all(i.isdigit() for i in ids_a) and not (set(keys_a) & set(keys_b)) - parts_a - {"&"}:
        # A name of a file or a site is said in many facts ("The config lives in main.py" / "The bug is in
        # main.py"): the same one is a restatement with a word of the slot in common (email, 微信, 官网). A
        # number of many digits names one thing (a phone, an account) and needs none.
        return ""
    if {n for n in names_a if n not in parts_a} != {n for n in names_b if n not in parts_b}:
        return ""
    return f"the same rare value ({', '.join(sorted(ids_a))}) in other words: a restatement"
