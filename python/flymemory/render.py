"""How memories read to a model: compact lines with id, state, age and provenance,
wrapped so recalled text is plainly data, never instructions. Pure functions of
entries and a clock; nothing here touches the store."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from flymemory.constants import RECALL_CLOSE, RECALL_OPEN
from flymemory.model import Entry, Hit

NO_MATCH = "No stored memories match."

# (entry, now) -> retention in [0, 1]; supplied by the engine when it has decay math.
Retention = Callable[[Entry, float], float]


def age(seconds: float) -> str:
    seconds = max(0.0, seconds)
    for unit, size in (("y", 365 * 86400), ("mo", 30 * 86400), ("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{int(seconds // size)}{unit}"
    return "now"


def ago(seconds: float) -> str:
    span = age(seconds)
    return span if span == "now" else f"{span} ago"


def one_line(text: str) -> str:
    return " ".join(text.split())


def first_words(text: str, limit: int = 80) -> str:
    flat = one_line(text)
    if len(flat) <= limit:
        return flat
    cut = flat[:limit].rsplit(" ", 1)[0] or flat[:limit]
    return cut + "…"


def header(entry: Entry, now: float, retention: Retention | None = None) -> str:
    """`#id · state · age · source · app · decay`: everything a model needs to weigh a memory."""
    parts = [f"#{entry.id}", entry.status, age(now - entry.created_at), entry.source, entry.app or "-"]
    if retention is not None:
        parts.append(f"decay {retention(entry, now):.2f}")
    if entry.state_key:
        parts.append(f"state {entry.state_key}={entry.state_value or ''}")
    return " · ".join(parts)


def entry_line(entry: Entry, now: float, retention: Retention | None = None) -> str:
    return f"{header(entry, now, retention)} · {one_line(entry.text)}"


def framed(lines: Iterable[str]) -> str:
    lines = list(lines)
    if not lines:
        return NO_MATCH
    return "\n".join([RECALL_OPEN, *lines, RECALL_CLOSE])


def recall_lines(hits: list[Hit], now: float, retention: Retention | None = None) -> str:
    return framed(entry_line(h.entry, now, retention) for h in hits)


# Kept for callers written against the walking skeleton.
def recall_block(hits: list[Hit], now: float, retention: Retention | None = None) -> str:
    return recall_lines(hits, now, retention)


def index_line(entry: Entry, now: float) -> str:
    return f"#{entry.id} | {age(now - entry.created_at)} | {entry.app or '-'} | {first_words(entry.text)}"


def recall_index(hits: list[Hit], now: float) -> str:
    if not hits:
        return NO_MATCH
    return "\n".join(index_line(h.entry, now) for h in hits) + \
        "\n(flymemory_get_memory {id} gives the full text and lineage.)"


def packed_block(hits: list[Hit], now: float, budget_chars: int,
                 retention: Retention | None = None) -> tuple[str, int]:
    """Best-first full texts until the character budget is spent; returns (text, entries packed).
    An entry that does not fit is skipped so a shorter one further down may still fit."""
    blocks: list[str] = []
    spent = len(RECALL_OPEN) + len(RECALL_CLOSE) + 2
    for hit in hits:
        block = f"[{header(hit.entry, now, retention)}]\n{hit.entry.text.strip()}"
        if spent + len(block) + 2 > budget_chars:
            continue
        blocks.append(block)
        spent += len(block) + 2
    if not blocks:
        return (NO_MATCH if not hits else
                f"No memory fits in {budget_chars} characters; raise budget_chars or use flymemory_recall_index."), 0
    return "\n".join([RECALL_OPEN, "\n\n".join(blocks), RECALL_CLOSE]), len(blocks)


def full_memory(entry: Entry, edges: list[dict[str, Any]], history: list[dict[str, Any]], now: float,
                retention: Retention | None = None) -> str:
    lines = [header(entry, now, retention)]
    where = [f"compartment {entry.compartment}"]
    if entry.workspace:
        where.append(f"workspace {entry.workspace}")
    if entry.user_level:
        where.append("user-level")
    if entry.session:
        where.append(f"session {entry.session}")
    if entry.tags:
        where.append("tags " + ", ".join(entry.tags))
    lines.append(" · ".join(where))
    if entry.valid_to is not None:
        lines.append(f"valid until {ago(now - entry.valid_to)}")
    lines += ["", entry.text.strip(), ""]
    lines.append("Lineage:" if edges else "Lineage: none")
    for edge in edges:
        if edge["src"] == entry.id:
            lines.append(f"  this {edge['kind']} #{edge['dst']}")
        else:
            lines.append(f"  #{edge['src']} {edge['kind']} this")
    if history:
        lines.append("History:")
        for h in history:
            lines.append(f"  {ago(now - h['at'])} · {h['op']} · {h.get('app') or '-'}")
    return "\n".join([RECALL_OPEN, *lines, RECALL_CLOSE])


def entries_list(entries: list[Entry], now: float, retention: Retention | None = None,
                 empty: str = NO_MATCH) -> str:
    if not entries:
        return empty
    return framed(entry_line(e, now, retention) for e in entries)


def counts(title: str, by: dict[str, int]) -> str:
    if not by:
        return f"{title}: none"
    items = sorted(by.items(), key=lambda kv: (-kv[1], kv[0]))
    return f"{title}: " + ", ".join(f"{k or '-'} {v}" for k, v in items)


def stats(data: dict[str, Any], now: float) -> str:
    """Whatever the engine counted, one line per dimension; ages rendered relative to now."""
    lines = []
    for key, value in data.items():
        if isinstance(value, dict):
            lines.append(counts(key, value))
        elif isinstance(value, float) and key.endswith(("_at", "oldest", "newest")):
            lines.append(f"{key}: {ago(now - value)}")
        else:
            lines.append(f"{key}: {value}")
    return "\n".join(lines) or "The store is empty."
