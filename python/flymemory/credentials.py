"""Credential detection, run before anything of a write is stored.

Precise shapes first (provider prefixes, JWTs, PEM blocks, connection strings
with a password); then `password=`/`token:` style assignments, but only when the
assigned value looks machine-generated (long and high-entropy), so prose about
passwords, commit hashes, UUIDs and small base64 fixtures pass."""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from pathlib import Path

# The shapes live in credential_shapes.json, read by the plugin too (lib/credentials.js): the
# plugin's spool must refuse the same secrets before the engine exists. (name, pattern); each
# pattern matches the secret itself, not the words around it.
_DEFINITIONS = json.loads((Path(__file__).with_name("credential_shapes.json")).read_text(encoding="utf-8"))
_SHAPES: list[tuple[str, re.Pattern[str]]] = [(s["name"], re.compile(s["pattern"])) for s in _DEFINITIONS["shapes"]]
# `password = ...`, `api_key: ...`, `TOKEN=...`, `密码：...` followed by a value.
_ASSIGNMENT = re.compile(_DEFINITIONS["assignment"])
_PLACEHOLDER = re.compile(_DEFINITIONS["placeholder"])
# `settings.SECRET_KEY`, `getToken(request)`, `os.environ[...]`: code naming a secret, not one.
_CODE_REFERENCE = re.compile(_DEFINITIONS["code_reference"])
_HEX = re.compile(r"^[0-9a-fA-F]+$")
_UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")


def shannon_bits(value: str) -> float:
    counts = Counter(value)
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def _machine_made(value: str) -> bool:
    """A generated secret rather than a word: long enough, mixed classes, high entropy."""
    if _PLACEHOLDER.match(value) or _UUID.match(value) or _CODE_REFERENCE.match(value):
        return False
    if "/" in value and value.count("/") > 1 and not re.search(r"[A-Z].*\d|\d.*[A-Z]", value):
        return False  # a path
    classes = sum(bool(re.search(rx, value)) for rx in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
    if len(value) >= 8 and classes >= 3:
        return shannon_bits(value) >= 2.8
    if _HEX.match(value) and len(value) >= 32:
        return True  # `token: 5f2b...` is a secret even though hex also spells commit hashes
    return len(value) >= 16 and classes >= 2 and shannon_bits(value) >= 3.5


def find_credential(text: str) -> str | None:
    """The kind of credential found in `text`, or None. Never returns the secret."""
    for name, pattern in _SHAPES:
        if pattern.search(text):
            return name
    # Overlapping scan: "密钥是 DB_PASSWORD=..." must also be read from its second keyword.
    match = _ASSIGNMENT.search(text)
    while match:
        if _machine_made(match.group(1)):
            return "a password/token assignment with a generated-looking value"
        match = _ASSIGNMENT.search(text, match.start() + 1)
    return None
