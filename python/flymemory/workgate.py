"""Bounded, fair, abandonable write work (issue #16).

Embedding a write is the engine's costly step. At most `EMBED_SLOTS` writes embed at once, so a
burst of large writes cannot starve a small recall of CPU; the others wait their turn in arrival
order (first come, first answered). A write whose client has gone (the HTTP connection closed) is
dropped while it waits and stops between batches while it embeds: nothing of it is stored."""

from __future__ import annotations

import contextvars
import threading
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

EMBED_SLOTS = 1
EMBED_BATCH = 16  # pieces embedded between two checks that the client is still there

# Set by the HTTP layer for the request being served; anyio copies it into the worker thread.
CLIENT_GONE: contextvars.ContextVar[threading.Event | None] = contextvars.ContextVar("flymemory_client_gone",
                                                                                     default=None)


class ClientGone(Exception):
    """The caller closed its connection: the write was abandoned and stored nothing."""


class FairGate:
    def __init__(self, slots: int) -> None:
        self.slots = slots
        self.busy = 0
        self.queue: deque[object] = deque()
        self.cond = threading.Condition()

    @contextmanager
    def turn(self, gone: threading.Event | None = None) -> Iterator[None]:
        ticket = object()
        with self.cond:
            self.queue.append(ticket)
            while self.queue[0] is not ticket or self.busy >= self.slots:
                if gone is not None and gone.is_set():
                    self.queue.remove(ticket)
                    self.cond.notify_all()
                    raise ClientGone("the client closed its connection while the write waited its turn")
                self.cond.wait(0.25)
            self.queue.popleft()
            self.busy += 1
            self.cond.notify_all()
        try:
            yield
        finally:
            with self.cond:
                self.busy -= 1
                self.cond.notify_all()

    @property
    def waiting(self) -> int:
        return len(self.queue)


EMBED_GATE = FairGate(EMBED_SLOTS)


def embed_in_turn(embed: Callable[[list[str]], Any], texts: Sequence[str]) -> list[Any]:
    """`embed(texts)` for a write: in its turn, in batches, abandoned if the client goes."""
    gone = CLIENT_GONE.get()
    out: list[Any] = []
    with EMBED_GATE.turn(gone):
        for start in range(0, len(texts), EMBED_BATCH):
            if gone is not None and gone.is_set():
                raise ClientGone("the client closed its connection; the write was abandoned before it was stored")
            out.extend(embed(list(texts[start:start + EMBED_BATCH])))
    return out
