"""Hits as a search returns them, for the read-time ordering tests: entry n was written at time n and ranks n-th."""

from __future__ import annotations

from flymemory.model import Entry, Hit


def hits_in_order(*texts: str) -> list[Hit]:
    return [Hit(Entry(n, text, str(n), created_at=float(n), updated_at=float(n)), 1.0 / n)
            for n, text in enumerate(texts, start=1)]
