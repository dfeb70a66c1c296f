"""Hostile import files shared by the unit and reliability tests (issue #16)."""

from __future__ import annotations

import pickle


class _BigBytes:
    def __reduce__(self):
        return (bytes, (10**8,))


class _Bomb:
    def __reduce__(self):
        return (list, (_BigBytes(),))


def pickle_bomb() -> bytes:
    """A ~60-byte pickle that asks for `list(bytes(10**8))`: ~100 MB, then ~800 MB, from nothing."""
    return pickle.dumps(_Bomb(), protocol=4)
