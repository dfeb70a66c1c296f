"""The engine process: one per store, MCP over streamable HTTP on loopback (or stdio)."""

from __future__ import annotations

import errno
import fcntl
import logging
import logging.handlers
import os
import sys

import uvicorn
from starlette.requests import Request
from starlette.responses import JSONResponse

from flymemory import ENGINE_NAME, __version__
from flymemory.config import Settings, build_engine, parse_settings
from flymemory.mcp_server import build_mcp
from flymemory.store import StoreError

log = logging.getLogger("flymemory")
LOOPBACK = ("127.0.0.1", "localhost", "::1")


def setup_logging(data_dir: str) -> None:
    handler = logging.handlers.RotatingFileHandler(os.path.join(data_dir, "engine.log"),
                                                   maxBytes=2_000_000, backupCount=3, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)


def acquire_store_lock(data_dir: str):
    """One engine per store: an exclusive lock held for the life of the process."""
    path = os.path.join(data_dir, "engine.lock")
    f = open(path, "a+")
    try:
        fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno not in (errno.EAGAIN, errno.EACCES):
            raise
        f.seek(0)
        holder = f.read().strip() or "another process"
        raise SystemExit(
            f"flymemory: the store in {data_dir} is already served by {holder}. "
            "Stop that engine first (flymemory stop) or use another --data-dir."
        ) from None
    f.seek(0)
    f.truncate()
    f.write(f"pid {os.getpid()}\n")
    f.flush()
    return f


def build_http_app(settings: Settings):
    engine = build_engine(settings)
    mcp = build_mcp(engine, host=settings.host, port=settings.port)

    @mcp.custom_route("/health", methods=["GET"])
    async def health(_: Request) -> JSONResponse:
        from flymemory.model import Scope

        return JSONResponse({
            "name": ENGINE_NAME,
            "version": __version__,
            "pid": os.getpid(),
            "store": engine.store.path,
            "schema_version": engine.store.schema_version(),
            "embedder": engine.embedder.id if engine.embedder else "none",
            "embedder_loaded": engine.embedder is not None,
            "entries": engine.store.count(Scope()),
            "ready": True,
        })

    return engine, mcp


def main(argv: list[str] | None = None) -> int:
    settings = parse_settings(argv)
    if settings.host not in LOOPBACK and not settings.token:
        print(f"flymemory: refusing to listen on {settings.host}: memories are private, so only loopback "
              "is allowed unless a bearer token is configured (--token or FLYMEMORY_TOKEN).", file=sys.stderr)
        return 2
    os.makedirs(settings.data_dir, exist_ok=True)
    setup_logging(settings.data_dir)
    lock = acquire_store_lock(settings.data_dir)
    try:
        engine, mcp = build_http_app(settings)
    except StoreError as exc:
        log.error("%s", exc)
        print(f"flymemory: {exc}", file=sys.stderr)
        return 2
    log.info("engine %s serving %s on %s:%s (embedder %s)", __version__, engine.store.path,
             settings.host, settings.port, engine.embedder.id if engine.embedder else "none")
    try:
        if settings.transport == "stdio":
            mcp.run("stdio")
        else:
            uvicorn.run(mcp.streamable_http_app(), host=settings.host, port=settings.port,
                        log_level="warning", lifespan="on")
    finally:
        engine.store.close()
        lock.close()
    return 0
