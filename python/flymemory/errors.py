"""The leaf of the package: the errors callers can cause and the content hash every
layer agrees on. It imports nothing from flymemory, so any module may import it."""

from __future__ import annotations

import hashlib
import unicodedata


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
