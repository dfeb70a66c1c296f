"""Values the engine shares with the Node plugin, read from shared_constants.json (the
plugin reads the same file in lib/shared-constants.js), so neither side can drift."""

from __future__ import annotations

import json
from pathlib import Path

_SHARED = json.loads((Path(__file__).with_name("shared_constants.json")).read_text(encoding="utf-8"))

MAX_TEXT_CHARS: int = _SHARED["max_text_chars"]  # longest text one write or capture may carry
RECALL_OPEN: str = _SHARED["recall_open"]
RECALL_CLOSE: str = _SHARED["recall_close"]
DIGEST_OPEN: str = _SHARED["digest_open"]
DIGEST_CLOSE: str = _SHARED["digest_close"]
