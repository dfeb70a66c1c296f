"""The leaf of the package: the errors callers can cause and the content hash every
layer agrees on. It imports nothing from flymemory, so any module may import it."""

from __future__ import annotations

import hashlib
import numbers
import unicodedata
from typing import Any


class EngineInputError(ValueError):
    """Bad input to the engine: the message names the argument and the problem."""


# The first name of EngineInputError; tests and older callers still use it.
MemoryError_ = EngineInputError


class ImportError_(ValueError):
    """An import file that cannot be read; the message says which line or what to do."""


def content_hash(text: str) -> str:
    """Identity of a text for exact-repeat detection: NFKC, case-folded, whitespace collapsed."""
    normalized = " ".join(unicodedata.normalize("NFKC", text).casefold().split())
    return hashlib.sha256(normalized.encode("utf-8")).hexdigest()


def require_id(name: str, value: Any) -> int:
    """A positive entry id (numpy integers included, booleans refused), or an error naming `name`."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or int(value) <= 0:
        raise EngineInputError(f"{name} must be a positive entry id (an integer like 12), got {value!r}")
    return int(value)


def require_text(name: str, value: Any) -> str:
    """Non-blank text, or an error naming `name`."""
    if not isinstance(value, str) or not value.strip():
        raise EngineInputError(f"{name} must be non-empty text, got {value!r}")
    return value
