"""The engine's frames and write limit come from shared_constants.json, the file the
Node plugin reads too (tests/node/shared-constants.test.mjs checks the plugin's side)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import flymemory
from flymemory import constants, render
from flymemory.mcp.types import MAX_TEXT

PACKAGE = Path(flymemory.__file__).parent
SHARED = json.loads((PACKAGE / "shared_constants.json").read_text(encoding="utf-8"))


def test_the_engine_uses_the_shared_values():
    assert MAX_TEXT == constants.MAX_TEXT_CHARS == SHARED["max_text_chars"]
    text = render.recall_lines([], 0.0)
    assert text == "No stored memories match." or text.startswith(SHARED["recall_open"])
    assert (constants.RECALL_OPEN, constants.DIGEST_OPEN) == (SHARED["recall_open"], SHARED["digest_open"])


def test_no_engine_module_spells_a_shared_value_out_by_hand():
    literal = re.compile(r"200_?000\b|note=\"Stored memories")
    for path in PACKAGE.rglob("*.py"):
        assert not literal.search(path.read_text(encoding="utf-8")), f"{path.name}: import it from flymemory.constants"
