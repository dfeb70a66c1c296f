"""`verdict_diff --show` prints changed pairs to whoever runs it, helpers included: a blind set kept for a later
session must never be among them, whichever half the pair comes from."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import verdict_diff  # noqa: E402


def _pair(source: str) -> tuple:
    return (source, "old", "new", "", ["lexical"], ("a",), ("b",))


def test_show_prints_tuning_halves_and_chat_but_no_check_half():
    shown = verdict_diff.printable([_pair("unit_probes/tuning"), _pair("memorybank_en"), _pair("unit_probes/check")],
                                   show_check=False)
    assert [p[0] for p in shown] == ["unit_probes/tuning", "memorybank_en"]


def test_show_never_prints_a_kept_blind_set_even_when_check_halves_are_asked_for():
    kept = verdict_diff.KEPT_BLIND[0]
    shown = verdict_diff.printable([_pair(f"{kept}/tuning"), _pair(f"{kept}/check"), _pair("unit_probes/check")],
                                   show_check=True)
    assert [p[0] for p in shown] == ["unit_probes/check"]
