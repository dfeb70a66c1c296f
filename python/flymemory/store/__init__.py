"""Storage behind one seam (`base.Store`). SQLite is the embedded default;
PostgreSQL (psycopg 3 + pgvector, an optional extra) serves a team. SQL and its
dialects live only in the backend modules of this package."""

from flymemory.store.base import (
    EntityGraph,
    EntryRows,
    LexicalIndex,
    SchemaTooNewError,
    Store,
    StoreError,
    StoreUnavailableError,
    VectorIndex,
)
from flymemory.store.sqlite import SQLiteStore

__all__ = ["EntityGraph", "EntryRows", "LexicalIndex", "SQLiteStore", "SchemaTooNewError", "Store", "StoreError",
           "StoreUnavailableError", "VectorIndex", "open_store"]


def open_store(location: str) -> Store:
    """The store a `--store` setting names: a `postgresql://` (or `postgres://`) URL
    selects PostgreSQL; anything else is the path of a SQLite file."""
    if location.startswith(("postgresql://", "postgres://")):
        try:
            from flymemory.store.pg import PostgresStore
        except ImportError as exc:  # pragma: no cover - depends on the install
            raise StoreError(f"--store names PostgreSQL but its client is not installed ({exc}); "
                             "install it with: pip install 'flymemory[postgres]'") from exc
        return PostgresStore(location)
    return SQLiteStore(location)
