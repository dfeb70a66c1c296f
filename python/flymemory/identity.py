"""Who is acting, in team mode. The access guard sets the user a bearer token
names for the life of one request; the store reads it in its one scope predicate
(a user-level entry is visible only to its owner) and stamps it as the owner of
every row it inserts. Unset (single-user mode), nothing is filtered or stamped."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

current_user: ContextVar[str | None] = ContextVar("flymemory_user", default=None)


@contextmanager
def acting_as(user: str | None) -> Iterator[None]:
    token = current_user.set(user)
    try:
        yield
    finally:
        current_user.reset(token)
