"""Text preparation for the lexical channel, the same for every backend: the
terms of a text (indexed by SQLite's FTS5 and PostgreSQL's tsvector alike) and
of a query; each backend renders the query terms in its own syntax.

FTS5's unicode61 tokenizer treats a run of Han characters as one token and
keeps `src/auth/jwt.py` only as separate words. We index CJK runs as
overlapping bigrams (plus single characters for one-character queries) and add
identifier parts next to the whole identifier, so both kinds of query hit."""

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


def index_text(text: str) -> str:
    return " ".join(terms(text))


def query_terms(text: str) -> list[str]:
    """The query's distinct terms, in order. Function words (English stopwords,
    Chinese bigrams touching a particle or question word such as 的/是/什么) are
    left out unless nothing else is left: they match everything and outvote the
    words that carry the question."""
    all_terms = list(dict.fromkeys(terms(text)))
    kept = [t for t in all_terms if t not in _STOPWORDS and not _is_function_gram(t)]
    return kept or [t for t in all_terms if t not in _STOPWORDS] or all_terms


MAX_QUERY_TERMS = 48


def match_expression(query_terms: list[str], max_terms: int = MAX_QUERY_TERMS) -> str:
    """An FTS5 MATCH expression: any of the terms, each quoted so user text can
    never be read as FTS5 syntax."""
    return " OR ".join('"' + t.replace('"', '""') + '"' for t in query_terms[:max_terms])


def match_query(text: str, max_terms: int = 48) -> str:
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
