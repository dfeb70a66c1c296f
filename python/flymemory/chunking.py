"""Split a message into sentence-sized entries so topics stay separable."""

from __future__ import annotations

import re

_SENTENCE_END = re.compile(r"(?<=[。！？!?；;])|(?<=\.)(?=\s+[A-Z\u4e00-\u9fff\"'(])|\n+")
_PUNCT_ONLY = re.compile(r"^[\W_]*$", re.UNICODE)
MIN_CHARS = 12


def chunk(text: str) -> list[str]:
    pieces = [p.strip() for p in _SENTENCE_END.split(text)]
    pieces = [p for p in pieces if p and not _PUNCT_ONLY.match(p)]
    out: list[str] = []
    for p in pieces:
        # Tiny fragments ("ok.", "yes") ride along with the sentence before them.
        if out and len(p) < MIN_CHARS:
            out[-1] = f"{out[-1]} {p}"
        else:
            out.append(p)
    if len(out) > 1 and len(out[0]) < MIN_CHARS:
        out[1] = f"{out[0]} {out[1]}"
        out.pop(0)
    return out
