"""Table rows and a cheap test before a pattern is run: a pattern whose every match must contain one of a
few literal words is only run when one of them is in the sentence. The per-text cache the readers share is
flymemory.per_text (`_per_text` here, its name for the classifier's modules)."""

from __future__ import annotations

import functools
import re

from flymemory.per_text import per_text as _per_text  # (its name here for the classifier's modules)

# -- a cheap test before a pattern is run -------------------------------------------------------
# Every sentence is searched with each row of the signal and kind tables (30-odd patterns each, most of
# them finding nothing). A pattern whose every match must contain one of a few literal words is run only
# when one of them is in the sentence, folded as IGNORECASE folds it: A-Z and the four other letters
# Python's re matches to an ASCII letter without case (İ ı ſ K). Only a skip, never a match: the verdicts
# are the same (tests/python/test_classify.py pins the fold and the literals).
_FOLD = {**{c: c.lower() for c in map(chr, range(ord("A"), ord("Z") + 1))},
         "\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"}
_FOLD_TABLE = str.maketrans(_FOLD)


@_per_text  # one text is folded for many gates: once, and one folded string is hashed once
def _folded(text: str) -> str:
    # (An ASCII text folds as lower() folds it: only A-Z are cased there, and a mapping translate is slow.)
    return text.lower() if text.isascii() else text.translate(_FOLD_TABLE)


def required_literals(pattern: re.Pattern) -> frozenset[str] | None:
    """Literal runs (folded), one of which is in every text `pattern` matches; None when it cannot tell."""
    from re import _constants as c  # type: ignore[attr-defined]
    from re import _parser  # type: ignore[attr-defined]

    def usable(run: str) -> bool:  # a cased letter outside ASCII folds some other way: give up on it
        return bool(run) and all(ch.isascii() or ch.lower() == ch.upper() for ch in run)

    def of_sequence(items) -> frozenset[str] | None:
        best: frozenset[str] | None = None
        options: list[frozenset[str]] = []
        run = ""
        for op, av in list(items) + [(None, None)]:
            if op is c.LITERAL:
                run += chr(av)
                continue
            if run:
                options.append(frozenset((run,)) if usable(run) else frozenset())
                run = ""
            if op is c.BRANCH:
                parts = [of_sequence(alt) for alt in av[1]]
                if all(part for part in parts):
                    options.append(frozenset().union(*parts))  # type: ignore[arg-type]
            elif op is c.SUBPATTERN:
                inner = of_sequence(av[-1])
                if inner:
                    options.append(inner)
            elif op in (c.MAX_REPEAT, c.MIN_REPEAT, getattr(c, "POSSESSIVE_REPEAT", None)) and av[0] >= 1:
                inner = of_sequence(av[2])
                if inner:
                    options.append(inner)
        for option in options:
            if option and (best is None or min(map(len, option)) > min(map(len, best))):
                best = option
        return best

    found = of_sequence(_parser.parse(pattern.pattern, pattern.flags))
    return frozenset(_folded(run) for run in found) if found else None


def _gate(pattern: re.Pattern) -> frozenset[str] | None:
    """The required literals (folded; one of them is in every text `pattern` matches), or None."""
    literals = required_literals(pattern)
    if not literals:
        return None
    if not literals <= _LITERALS:
        _LITERALS.update(literals)
        _BY_START.clear()
        for literal in _LITERALS:
            _BY_START.setdefault(literal[:2], []).append(literal)
        _STARTS.clear()
        _STARTS.update(_BY_START)
        _present.cache_clear()
    return literals


# Every gate's literals, and each under its first two characters (a one-character literal under itself): a
# folded text is read once for all of them (_present), and each gate is then a set lookup, not a search.
_LITERALS: set[str] = set()
_BY_START: dict[str, list[str]] = {}
_STARTS: set[str] = set()


@functools.lru_cache(maxsize=8192)
def _present(folded: str) -> frozenset[str]:
    """The gates' literals that occur in `folded`: only those starting with a character or a pair of characters
    of the text are looked for."""
    starts = _STARTS.intersection(folded) | _STARTS.intersection(map(str.__add__, folded, folded[1:]))
    return frozenset(literal for start in starts for literal in _BY_START[start] if literal in folded)


def may_match(gate: frozenset[str] | None, folded: str) -> bool:
    """Whether the text `folded` holds one of the literals of `gate` (from _gate; None: any text)."""
    return gate is None or not gate.isdisjoint(_present(folded))


class GatedRows:
    """The rows of a table of patterns that may match a text, each gated as may_match gates it (from _gate;
    None: every text), all asked at once: the rows gated by none of the text's literals are skipped with
    one set intersection, not one may_match per row. The same rows, in the table's order."""

    def __init__(self, gates: list[frozenset[str] | None]):
        self._always = tuple(n for n, gate in enumerate(gates) if gate is None)
        self._by_literal: dict[str, list[int]] = {}
        for n, gate in enumerate(gates):
            for literal in gate or ():
                self._by_literal.setdefault(literal, []).append(n)
        self._literals = frozenset(self._by_literal)
        self._open = functools.lru_cache(maxsize=8192)(self._open_rows)

    def _open_rows(self, folded: str) -> tuple[int, ...]:
        found = self._literals.intersection(_present(folded))
        if not found:
            return self._always
        rows = set(self._always)
        for literal in found:
            rows.update(self._by_literal[literal])
        return tuple(sorted(rows))

    def open(self, folded: str) -> tuple[int, ...]:
        """The indices of the rows that may match the folded text `folded`, in order."""
        return self._open(folded)

    def rewrite(self, text: str, rewrite_row) -> str:
        """`text` passed through each row in turn, `rewrite_row(n, text)` giving row n's rewriting (a sub),
        skipping the rows that cannot match the text as it is when their turn comes (as may_match on the
        current text would): after a row changed the text, the rows after it are found again for the new text."""
        rows, n = self.open(_folded(text)), 0
        while n < len(rows):
            row = rows[n]
            n += 1
            changed = rewrite_row(row, text)
            if changed != text:
                text = changed
                rows, n = tuple(later for later in self.open(_folded(text)) if later > row), 0
        return text


def _table_rows(table: str) -> list[list[str]]:
    """The fields of each "a :: b :: …" row; a line starting with "| " continues the row above's last field."""
    rows: list[list[str]] = []
    for line in table.strip().splitlines():
        if line.strip().startswith("| "):
            rows[-1][-1] += line.strip()[2:]
        else:
            rows.append([part.strip() for part in line.split("::")])
    return rows
