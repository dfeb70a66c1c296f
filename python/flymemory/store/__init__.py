"""Storage behind one interface. SQLite is the embedded default; SQL and its
dialect live only in the backend modules of this package."""

from flymemory.store.base import SchemaTooNewError, Store, StoreError
from flymemory.store.sqlite import SQLiteStore

__all__ = ["SQLiteStore", "SchemaTooNewError", "Store", "StoreError"]
