"""Bring the dense channel up without making anyone wait: load the embedder in a
background thread (a torch import alone takes seconds), attach it, then embed
whatever was written before it was ready or by a different model."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from flymemory.embedder_specs import NO_EMBEDDER_NAMES
from flymemory.embedding import Embedder, make_embedder

log = logging.getLogger("flymemory.indexing")


def load_embedder_in_background(engine, spec: str, threads: int | None = None,
                                factory: Callable[[str, int | None], Embedder | None] = make_embedder,
                                stop: threading.Event | None = None) -> threading.Thread | None:
    """Start the loader thread for `engine` (a MemoryEngine); None when spec is 'none'.
    Recall works from the first request with the lexical channel alone."""
    if spec in NO_EMBEDDER_NAMES:
        return None
    retriever = engine.retriever
    retriever.progress.embedder = spec
    retriever.progress.state = "loading"

    def run() -> None:
        try:
            embedder = factory(spec, threads)
            if embedder is None:
                retriever.progress.state = "none"
                return
            retriever.attach_embedder(embedder, state="backfilling")
            count = retriever.backfill(stop=stop)
            if count:
                log.info("embedded %d entries with %s", count, embedder.id)
        except Exception as exc:  # the lexical channel keeps serving; /health says why
            log.exception("embedder %s failed to load", spec)
            retriever.progress.state = "failed"
            retriever.progress.error = f"{type(exc).__name__}: {exc}"

    thread = threading.Thread(target=run, name="flymemory-embedder", daemon=True)
    thread.start()
    return thread
