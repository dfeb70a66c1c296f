"""Where a sentence entry came from: its message, its place in it, who said it,
and a small bounded context that travels with it into the lexical index and the
dense encoding.

A message is stored one sentence per entry so topics stay separable, but then
"I'm off to go swimming with the kids." no longer says that Dana said it, and
"That's the one I painted last year" no longer says what "that" is. The speaker
(given by the client, or named by a "Name:" prefix) and the message's first words
or the previous sentence are prepended to what is indexed, never to what is shown."""

from __future__ import annotations

import re
import uuid
from datetime import datetime

from flymemory import timeexpr
from flymemory.speaker import ROLE_NAMES, strip_label
from flymemory.speaker import named_speaker as named_speaker  # who said it: the one lead-in reader

CONTEXT_CHARS = 80  # the context is bounded: it must not grow the store like a second copy
CONTEXT_MODES = ("none", "speaker", "speaker+first", "speaker+previous")
ROLES = ("user", "assistant", "system", "tool")
MAX_SPEAKER_CHARS = 64

def role_of(speaker: str, role: str = "") -> str:
    """The chat role: the one the client gave, else the one a speaker like "Assistant" names."""
    return role or ROLE_NAMES.get(speaker.casefold(), "")


def new_message_id() -> str:
    return "m" + uuid.uuid4().hex[:12]


def _first_words(text: str, limit: int) -> str:
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    return text[: cut if cut > limit // 2 else limit]


def contexts(pieces: list[str], speaker: str, mode: str) -> list[str]:
    """One bounded context per sentence of a message. The first sentence carries its own
    start; later ones get the speaker and the message's first words or the sentence before."""
    if mode not in CONTEXT_MODES:
        raise ValueError(f"context mode must be one of {', '.join(CONTEXT_MODES)}, got {mode!r}")
    out: list[str] = []
    for i, piece in enumerate(pieces):
        if mode == "none":
            out.append("")
            continue
        label = f"{speaker}:" if speaker and not piece.lstrip().startswith(speaker) else ""
        near = ""
        if i > 0 and mode in ("speaker+first", "speaker+previous"):
            near = pieces[0] if mode == "speaker+first" else pieces[i - 1]
            if speaker and near.lstrip().startswith(speaker):
                near = strip_label(near)
        room = CONTEXT_CHARS - len(label) - 1
        text = " ".join(p for p in (label, _first_words(near, room) if near and room > 8 else "") if p)
        out.append(text[:CONTEXT_CHARS])
    return out


def indexed(text: str, context: str) -> str:
    """What the lexical index and the dense encoder read: the context, then the sentence."""
    return f"{context} {text}" if context else text


# A phrase naming a calendar date already says when; a vague one ("recently") resolves to nothing useful.
_ABSOLUTE_OR_VAGUE = re.compile(r"\d{4}|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|月.*[日号]|"
                                r"recently|lately|these past days|最近|近来|近期|这几天|这些天", re.I)


def resolved_time(sentence: str, occurred: float) -> str:
    """A relative time word in a memory, resolved against when it was said:
    "Last night I watched Looking Up", said on 2023-04-28 -> "(last night = 2023-04-27)"."""
    span = timeexpr.parse(sentence, occurred)
    if span is None or _ABSOLUTE_OR_VAGUE.search(span.phrase):
        return ""
    first = datetime.fromtimestamp(span.start).date()
    last = datetime.fromtimestamp(span.end - 1).date()
    when = first.isoformat() if first == last else f"{first.isoformat()}..{last.isoformat()}"
    return f"({span.phrase.lower()} = {when})"
