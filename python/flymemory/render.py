"""How memories read to a model: compact lines with id, state, age and provenance,
wrapped so recalled text is plainly data, never instructions. Pure functions of
entries and a clock; nothing here touches the store.

Every stored or client-supplied string passes `safe_line` (labels, one-line views) or
`safe_block` (full texts) on its way out: control and bidi characters are removed, a
frame tag inside stored text is neutralised (`<` becomes `&lt;`), and a label never
spans two lines. So no stored text can close a frame and speak outside it."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from datetime import datetime, timezone
from typing import Any

from flymemory.constants import RECALL_CLOSE, RECALL_OPEN
from flymemory.model import Conflict, Entry, Hit

NO_MATCH = "No stored memories match."
_RESOLVED = re.compile(r"\(([^()=]{1,40} = \d{4}-\d{2}-\d{2}(?:\.\.\d{4}-\d{2}-\d{2})?)\)")

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


# Our frames and the plugin's; fullwidth / small `<` look the same to a model. Zero-width characters that
# could split the name are removed before this runs.
FRAME_TAG = re.compile(r"[<\uff1c\ufe64](\s*/?\s*)(flymemory[\w-]*|working-context|memory-protocol|recovery-pack)",
                       re.IGNORECASE)
# C0/C1 controls (tab and newline handled apart), bidi embeddings/overrides/isolates, marks, zero-width
# characters and the BOM: invisible to a reader, able to reorder or hide what a model is shown.
_INVISIBLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]")
_LINE_BREAKS = re.compile("\r\n|[\r\x0b\x0c\x1c-\x1e\x85\u2028\u2029]")


def _neutralise(text: str) -> str:
    return FRAME_TAG.sub(lambda m: "&lt;" + m.group(1).strip() + m.group(2), text)


def safe_line(text: Any) -> str:
    """A label or a one-line view: one line, no invisible characters, no frame tag."""
    flat = " ".join(_LINE_BREAKS.sub(" ", str(text)).replace("\t", " ").split())
    return _neutralise(_INVISIBLE.sub("", flat))


def safe_block(text: Any) -> str:
    """A full stored text: its own line breaks kept (as `\n`), nothing that could open or close a frame."""
    cleaned = _INVISIBLE.sub("", _LINE_BREAKS.sub("\n", str(text)))
    return _neutralise(cleaned).strip()


def guard_reply(text: str, frames: Iterable[tuple[str, str]] = ()) -> str:
    """The last pass over any reply text, a backstop behind safe_line/safe_block: a frame line is
    kept only where it opens a frame while none is open, or closes the one that is; any other
    frame tag, and any invisible character, is neutralised whatever path built the reply."""
    pairs = {RECALL_OPEN: RECALL_CLOSE, **dict(frames)}
    open_close: str | None = None
    out = []
    for line in _INVISIBLE.sub("", _LINE_BREAKS.sub("\n", text)).split("\n"):
        if open_close is None and line in pairs:
            open_close = pairs[line]
        elif open_close is not None and line == open_close:
            open_close = None
        else:
            line = _neutralise(line)
        out.append(line)
    return "\n".join(out)


def one_line(text: str) -> str:
    return safe_line(text)


def first_words(text: str, limit: int = 80) -> str:
    flat = one_line(text)
    if len(flat) <= limit:
        return flat
    cut = flat[:limit].rsplit(" ", 1)[0] or flat[:limit]
    return cut + "…"


def said(entry: Entry) -> list[str]:
    """Who said it, on which day, and what its time words meant then ("last night = 2023-04-27"):
    only for entries that know a speaker or role (conversation turns), so coding facts read as before."""
    if not (entry.speaker or entry.role):
        return []
    parts = [f"said by {safe_line(entry.speaker or entry.role)}",
             datetime.fromtimestamp(entry.created_at, timezone.utc).date().isoformat()]
    resolved = _RESOLVED.search(entry.context or "")
    if resolved:
        parts.append(safe_line(resolved.group(1)))
    return parts


def header(entry: Entry, now: float, retention: Retention | None = None) -> str:
    """`#id · state · age · source · app · decay`: everything a model needs to weigh a memory."""
    parts = [f"#{entry.id}", safe_line(entry.status), age(now - entry.created_at), safe_line(entry.source),
             safe_line(entry.app) or "-"]
    if retention is not None:
        parts.append(f"decay {retention(entry, now):.2f}")
    if entry.state_key:
        parts.append(f"state {safe_line(entry.state_key)}={safe_line(entry.state_value or '')}")
    return " · ".join(parts + said(entry))


def entry_line(entry: Entry, now: float, retention: Retention | None = None,
               outdated_by: int | None = None) -> str:
    stamp = f" · possibly outdated: see #{outdated_by}" if outdated_by else ""
    return f"{header(entry, now, retention)}{stamp} · {one_line(entry.text)}"


def framed(lines: Iterable[str]) -> str:
    """Lines the caller built (from safe_line/safe_block pieces) inside the recall frame."""
    lines = list(lines)
    if not lines:
        return NO_MATCH
    return "\n".join([RECALL_OPEN, *lines, RECALL_CLOSE])


def recall_lines(hits: list[Hit], now: float, retention: Retention | None = None) -> str:
    return framed(entry_line(h.entry, now, retention, h.outdated_by) for h in hits)


# Kept for callers written against the walking skeleton.
def recall_block(hits: list[Hit], now: float, retention: Retention | None = None) -> str:
    return recall_lines(hits, now, retention)


def index_line(entry: Entry, now: float) -> str:
    return f"#{entry.id} | {age(now - entry.created_at)} | {safe_line(entry.app) or '-'} | {first_words(entry.text)}"


def _stamp(hit: Hit) -> str:
    return f" (possibly outdated: see #{hit.outdated_by})" if hit.outdated_by else ""


def recall_index(hits: list[Hit], now: float) -> str:
    if not hits:
        return NO_MATCH
    return framed(index_line(h.entry, now) + _stamp(h) for h in hits) + \
        "\n(flymemory_get_memory {id} gives the full text and lineage.)"


def message_text(hit: Hit) -> str:
    """The hit's whole message with the matching sentence marked, or "" when the message is
    just this sentence (or was not fetched)."""
    if len(hit.message) < 2:
        return ""
    return " ".join(f"»{e.text.strip()}«" if e.id == hit.entry.id else e.text.strip() for e in hit.message)


def packed_block(hits: list[Hit], now: float, budget_chars: int,
                 retention: Retention | None = None) -> tuple[str, int]:
    """Best-first full texts until the character budget is spent; returns (text, entries packed).
    An entry that does not fit is skipped so a shorter one further down may still fit."""
    blocks: list[str] = []
    spent = len(RECALL_OPEN) + len(RECALL_CLOSE) + 2
    shown_messages: set[str] = set()
    for hit in hits:
        if hit.entry.message_id and hit.entry.message_id in shown_messages:
            continue  # its whole message is already in the block
        head = f"[{header(hit.entry, now, retention)}{_stamp(hit)}]"
        whole = message_text(hit)
        block = f"{head}\n{safe_block(whole)}" if whole else ""
        if not block or spent + len(block) + 2 > budget_chars:  # small-to-big only within the budget
            block = f"{head}\n{safe_block(hit.entry.text)}"
            whole = ""
        if spent + len(block) + 2 > budget_chars:
            continue
        if whole:
            shown_messages.add(hit.entry.message_id)
        blocks.append(block)
        spent += len(block) + 2
    if not blocks:
        return (NO_MATCH if not hits else
                f"No memory fits in {budget_chars} characters; raise budget_chars or use flymemory_recall_index."), 0
    return "\n".join([RECALL_OPEN, "\n\n".join(blocks), RECALL_CLOSE]), len(blocks)


def full_memory(entry: Entry, edges: list[dict[str, Any]], history: list[dict[str, Any]], now: float,
                retention: Retention | None = None) -> str:
    lines = [header(entry, now, retention)]
    where = [f"compartment {safe_line(entry.compartment)}"]
    if entry.workspace:
        where.append(f"workspace {safe_line(entry.workspace)}")
    if entry.user_level:
        where.append("user-level")
    if entry.session:
        where.append(f"session {safe_line(entry.session)}")
    if entry.tags:
        where.append("tags " + ", ".join(map(safe_line, entry.tags)))
    lines.append(" · ".join(where))
    if entry.valid_to is not None:
        lines.append(f"valid until {ago(now - entry.valid_to)}")
    lines += ["", safe_block(entry.text), ""]
    lines.append("Lineage:" if edges else "Lineage: none")
    for edge in edges:
        if edge["src"] == entry.id:
            lines.append(f"  this {safe_line(edge['kind'])} #{int(edge['dst'])}")
        else:
            lines.append(f"  #{int(edge['src'])} {safe_line(edge['kind'])} this")
    if history:
        lines.append("History:")
        for h in history:
            lines.append(f"  {ago(now - h['at'])} · {safe_line(h['op'])} · {safe_line(h.get('app') or '') or '-'}")
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
    return f"{safe_line(title)}: " + ", ".join(f"{safe_line(k) or '-'} {safe_line(v)}" for k, v in items)


def stats(data: dict[str, Any], now: float) -> str:
    """Whatever the engine counted, one line per dimension; ages rendered relative to now."""
    lines = []
    for key, value in data.items():
        if isinstance(value, dict):
            lines.append(counts(key, value))
        elif isinstance(value, float) and key.endswith(("_at", "oldest", "newest")):
            lines.append(f"{safe_line(key)}: {ago(now - value)}")
        else:
            lines.append(f"{safe_line(key)}: {safe_line(value)}")
    return "\n".join(lines) or "The store is empty."


# -- find_conflicts: each pair says its kind, the rule that fired and the call that settles it ----------
def _conflict_head(c: Conflict) -> str:
    o, n = c.older.id, c.newer.id
    return {"may_update": f"may update: #{n} may replace #{o} (linked when #{n} was written, not crossed out)",
            "may_repeat": f"may repeat: #{n} may say what #{o} says in other words (nothing merged)",
            "found": f"found: #{n} may replace #{o} (cosine {c.similarity:.2f}; the classifier links them now)",
            "updated": f"update crossed out: #{n} replaced #{o} by itself (an automatic update, not confirmed)",
            }.get(c.kind, f"{safe_line(c.kind)}: #{o} / #{n}")


def conflict_actions(c: Conflict) -> list[dict[str, Any]]:
    """The one call that settles the pair, per answer: after it, find_conflicts no longer lists the pair."""
    o, n = c.older.id, c.newer.id
    confirm = {"tool": "flymemory_supersede", "args": {"old_id": o, "new_id": n}}
    if c.kind == "updated":
        return [{"if": f"#{n} replaces #{o}", **confirm}, {"if": "both hold", "tool": "flymemory_restore",
                                                          "args": {"id": o}}]
    same = "they state the same fact" if c.kind == "may_repeat" else f"#{n} replaces #{o}"
    return [{"if": same, **confirm}, {"if": "both hold", "tool": "flymemory_keep_both",
                                      "args": {"old_id": o, "new_id": n}}]


def _call(action: dict[str, Any]) -> str:
    return f"{action['tool']}({', '.join(f'{k}={v}' for k, v in action['args'].items())})"


def conflicts(found: list[Conflict], now: float, retention: Retention | None = None) -> str:
    """Per pair: its kind, the rule that fired, the older and the newer entry, and the call that
    settles it either way."""
    if not found:
        return "No likely conflicts found."
    lines = []
    for c in found:
        lines += [f"{_conflict_head(c)} · rule: {safe_line(c.rule)}",
                  "  " + entry_line(c.older, now, retention), "  " + entry_line(c.newer, now, retention),
                  "  settle: " + "; ".join(f"if {a['if']}, {_call(a)}" for a in conflict_actions(c))]
    return framed(lines)
