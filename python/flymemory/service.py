"""The engine process: one per store, MCP over streamable HTTP on loopback (or stdio).

Safe to leave running for months: one lock per store, a size-capped log, access
limited to loopback (or to bearer-token holders), graceful SIGTERM/SIGINT."""

from __future__ import annotations

import asyncio
import contextlib
import errno
import fcntl
import hashlib
import hmac
import ipaddress
import json
import logging
import logging.handlers
import os
import re
import secrets
import signal
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

import uvicorn
from mcp.server.transport_security import DEFAULT_MAX_REQUEST_BODY_SIZE
from starlette.requests import Request
from starlette.responses import JSONResponse
from uvicorn.protocols.http.h11_impl import H11Protocol

from flymemory import ENGINE_NAME, __version__, identity
from flymemory.config import Settings, build_engine, parse_settings, start_embedder
from flymemory.mcp import build_mcp
from flymemory.memory import MemoryEngine
from flymemory.model import Scope
from flymemory.private_files import make_private, make_store_private, owner_only_process
from flymemory.store import StoreError, StoreUnavailableError
from flymemory.threads import cap_loaded_pools
from flymemory.workgate import CLIENT_GONE

log = logging.getLogger("flymemory")
LOOPBACK = ("127.0.0.1", "localhost", "::1")
GRACEFUL_SECONDS = 10  # in-flight requests get this long to finish on SIGTERM/SIGINT
MAX_BODY = DEFAULT_MAX_REQUEST_BODY_SIZE  # what the MCP SDK itself accepts
REQUEST_READ_SECONDS = 15  # headers and body of one request, from its first byte (or the connection)
MAX_CONNECTIONS = 200  # well under a default `ulimit -n` of 1024, with room for the store and logs
MAX_IN_FLIGHT = MAX_CONNECTIONS + 50  # uvicorn counts connections here too: only a bound on tasks
KEEP_ALIVE_SECONDS = 5
# asyncio accepts up to `backlog` sockets per loop turn before any is looked at: uvicorn's 2048 would
# let a flood take every descriptor before the connection cap can act.
ACCEPT_BACKLOG = 64


def setup_logging(data_dir: str) -> None:
    handler = logging.handlers.RotatingFileHandler(os.path.join(data_dir, "engine.log"),
                                                   maxBytes=2_000_000, backupCount=3, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    # The MCP SDK logs every request at INFO; months of that would only rotate out what matters.
    logging.getLogger("mcp").setLevel(logging.WARNING)
    logging.getLogger("asyncio").addFilter(_OncePerMinute("out of system resource"))


class _OncePerMinute(logging.Filter):
    """asyncio logs every failed accept when descriptors run out: one line a minute says as much."""

    def __init__(self, needle: str) -> None:
        super().__init__()
        self.needle = needle
        self.last = 0.0

    def filter(self, record: logging.LogRecord) -> bool:
        if self.needle not in record.getMessage():
            return True
        now = time.monotonic()
        if now - self.last < 60:
            return False
        self.last = now
        return True


def acquire_store_lock(data_dir: str, holder: str):
    """One engine per store: an exclusive lock held for the life of the process.
    The lock file says who holds it, so a second start can tell the user."""
    path = os.path.join(data_dir, "engine.lock")
    f = open(path, "a+")
    try:
        fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno not in (errno.EAGAIN, errno.EACCES):
            raise
        f.seek(0)
        who = f.read().strip() or "another process"
        f.close()
        raise SystemExit(
            f"flymemory: the store in {data_dir} is already served by {who}. "
            "Stop that engine first (flymemory stop) or use another --data-dir."
        ) from None
    f.seek(0)
    f.truncate()
    f.write(f"pid {os.getpid()} ({holder})\n")
    f.flush()
    return f


def is_loopback(host: str) -> bool:
    try:
        addr = ipaddress.ip_address(host.split("%", 1)[0])
    except ValueError:
        return host == "localhost"
    if isinstance(addr, ipaddress.IPv6Address) and addr.ipv4_mapped is not None:
        addr = addr.ipv4_mapped
    return addr.is_loopback


class AccessGuard:
    """ASGI middleware in front of everything (MCP endpoint and /health).
    With a token: every request must carry `Authorization: Bearer <token>`.
    Without one: only loopback clients are served, whatever address was bound."""

    def __init__(self, app: Any, token: str | None, users: tuple[tuple[str, str], ...] = ()) -> None:
        self.app = app
        self.expected = f"Bearer {token}".encode() if token else None
        # Team mode: each token names a user; the request acts as that user (identity.current_user).
        self.users = [(f"Bearer {t}".encode(), user) for t, user in users]

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if self.users:
            given = dict(scope.get("headers") or []).get(b"authorization", b"")
            # Compare with every token (constant time each) so timing does not say which matched.
            matched = [user for expected, user in self.users if hmac.compare_digest(given, expected)]
            if not matched:
                await _deny(send, 401, "this engine serves a team: send `Authorization: Bearer <your token>` "
                                       "(the token the users file gives you)")
                return
            with identity.acting_as(matched[0]):
                await self.app(scope, receive, send)
            return
        if self.expected is not None:
            given = dict(scope.get("headers") or []).get(b"authorization", b"")
            if not hmac.compare_digest(given, self.expected):
                await _deny(send, 401, "this engine requires `Authorization: Bearer <token>` "
                                       "(the token it was started with via --token or FLYMEMORY_TOKEN)")
                return
        else:
            client = scope.get("client")
            if client and not is_loopback(str(client[0])):
                log.warning("refused a request from %s: no token is configured, so only loopback clients "
                            "are served; start the engine with --token to allow remote clients", client[0])
                await _deny(send, 403, "only loopback clients are served when no token is configured")
                return
            # A web page whose DNS name was rebound to 127.0.0.1 connects from loopback but sends its own
            # Host; the SDK checks that on /mcp only, so /health (pid, store path) is guarded here.
            host = dict(scope.get("headers") or []).get(b"host", b"").decode("latin-1")
            if host and not is_loopback(_host_name(host)):
                await _deny(send, 421, f"Host {host[:100]!r} is not a loopback name; without a token only "
                                       "127.0.0.1, ::1 or localhost are served")
                return
        await self.app(scope, receive, send)


def _host_name(header: str) -> str:
    """`127.0.0.1:8791` -> `127.0.0.1`, `[::1]:8791` -> `::1`, `localhost` -> `localhost`."""
    if header.startswith("["):
        return header[1:].split("]", 1)[0]
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


class RejectUnparsableBody:
    """The MCP SDK answers a body that is not UTF-8, or JSON nested deeper than Python's
    recursion limit, with HTTP 500 and no reason; here both get a parse error that says why."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or scope.get("method") != "POST":
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return  # the client went away before sending its body
            chunks.append(message.get("body", b""))
            size += len(chunks[-1])
            if size > MAX_BODY:  # buffering is bounded: refuse before holding more than the SDK would accept
                await _deny(send, 413, f"the request body is over {MAX_BODY} bytes; send less text per call")
                return
            if not message.get("more_body"):
                break
        body = b"".join(chunks)
        problem = None
        try:
            problem = _unservable(json.loads(body.decode("utf-8"), parse_constant=_no_constant))
        except UnicodeDecodeError as exc:
            problem = (f"the request body is not valid UTF-8 (byte {exc.start}: {body[exc.start:exc.start + 1]!r}); "
                       "encode the JSON as UTF-8")
        except RecursionError:
            problem = "the JSON is nested too deeply to parse; send a flat JSON-RPC request"
        except _NotJson as exc:
            problem = str(exc)
        except ValueError as exc:
            if "digits" in str(exc):  # int() refuses a 5,000-digit number; the SDK would answer a bare 500
                problem = "a number in the JSON has more than 4,300 digits; send ids and counts as small numbers"
            # else malformed JSON: the SDK's own parse error names it
        if problem is not None:
            reply = json.dumps({"jsonrpc": "2.0", "id": None,
                                "error": {"code": -32700, "message": f"Parse error: {problem}"}}).encode()
            await send({"type": "http.response.start", "status": 400, "headers": [
                (b"content-type", b"application/json"), (b"content-length", str(len(reply)).encode())]})
            await send({"type": "http.response.body", "body": reply})
            return
        delivered = False
        gone = threading.Event()  # the client closed its connection: its write is abandoned (workgate)

        async def watch() -> None:
            while (await receive())["type"] != "http.disconnect":
                pass
            gone.set()

        async def replay() -> dict:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            while not gone.is_set():
                await asyncio.sleep(0.05)
            return {"type": "http.disconnect"}

        watcher = asyncio.ensure_future(watch())
        token = CLIENT_GONE.set(gone)
        try:
            await self.app(scope, replay, send)
        finally:
            CLIENT_GONE.reset(token)
            watcher.cancel()


class _NotJson(ValueError):
    pass


def _no_constant(name: str) -> Any:
    raise _NotJson(f"{name} is not a JSON number; send a finite number")


def _unservable(value: Any, where: str = "the request") -> str | None:
    """What in parsed JSON the SDK would answer with a bare 500: a lone surrogate in any string."""
    stack = [(value, where)]
    while stack:
        item, at = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return f"{at} contains a lone surrogate (\\ud800-\\udfff escape); send well-formed unicode"
        elif isinstance(item, dict):
            stack += [(k, f"a key in {at}") for k in item] + [(v, f"{at}.{k}"[:80]) for k, v in item.items()]
        elif isinstance(item, list):
            stack += [(v, f"{at}[{i}]") for i, v in enumerate(item)]
    return None


async def _deny(send: Any, status: int, message: str) -> None:
    body = json.dumps({"error": message}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    if status == 401:
        headers.append((b"www-authenticate", b"Bearer"))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


SECRET_FILE = "engine.secret"
_CHALLENGE = re.compile(r"^[0-9a-f]{16,128}$")


def engine_secret(data_dir: str) -> bytes:
    """A per-data-dir secret in an owner-only file, made once. The plugin proves an engine on the
    port is the one serving its data dir by a challenge on /health; the secret never leaves the file."""
    path = os.path.join(data_dir, SECRET_FILE)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
    except FileExistsError:
        pass
    else:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(secrets.token_hex(32) + "\n")
    with open(path, encoding="utf-8") as f:
        return f.readline().strip().encode()


def proof_of_identity(secret: bytes, request: Request) -> dict[str, str]:
    """`/health?challenge=<hex nonce>` -> {"proof": HMAC-SHA256(secret, "flymemory-health:" + nonce)}."""
    challenge = request.query_params.get("challenge", "")
    if not _CHALLENGE.match(challenge):
        return {}
    digest = hmac.new(secret, b"flymemory-health:" + challenge.encode(), hashlib.sha256).hexdigest()
    return {"proof": digest}


def health_report(engine: MemoryEngine) -> dict[str, Any]:
    """Identity (the plugin checks `name` and `pid`) and readiness. The engine is ready as soon
    as it answers: recall is lexical until the embedder has loaded and caught up."""
    progress = engine.retriever.progress
    report = {
        "name": ENGINE_NAME,
        "version": __version__,
        "pid": os.getpid(),
        "store": engine.store.path,
        "schema_version": engine.store.schema_version(),
        "embedder": progress.embedder,
        "embedder_loaded": progress.state == "ready",
        "embedder_state": progress.state,
        "entries": engine.store.count(Scope()),
        "ready": True,
    }
    if progress.state == "backfilling":
        report["embedding_progress"] = {"done": progress.done, "total": progress.total}
    if progress.error:
        report["embedder_error"] = progress.error
    return report


def build_http_app(settings: Settings, engine: MemoryEngine | None = None):
    engine = engine or build_engine(settings, load_embedder=False)
    mcp = build_mcp(engine, host=settings.host, port=settings.port,
                    export_dir=os.path.join(settings.data_dir, "exports"), default_workspace=settings.workspace,
                    stdio_app=settings.app, import_roots=settings.import_roots)

    secret = engine_secret(settings.data_dir)

    @mcp.custom_route("/health", methods=["GET"])
    async def health(request: Request) -> JSONResponse:
        try:
            return JSONResponse({**health_report(engine), **proof_of_identity(secret, request)})
        except StoreUnavailableError as exc:  # a shared database that went away: we are up, it is not
            log.warning("health check: %s", exc)
            return JSONResponse({"name": ENGINE_NAME, "version": __version__, "pid": os.getpid(),
                                 "store": engine.store.path, "ready": False, "store_error": str(exc),
                                 **proof_of_identity(secret, request)})
        except Exception as exc:  # a damaged store: still say who we are and what is wrong, not a bare 500
            log.exception("health check failed")
            return JSONResponse({"name": ENGINE_NAME, "version": __version__, "pid": os.getpid(),
                                 "store": engine.store.path, "ready": False,
                                 "store_error": f"{type(exc).__name__}: {exc}. Stop the engine, move the store "
                                                "aside or restore a backup, and start again."})

    return engine, mcp


class _Server(uvicorn.Server):
    """uvicorn re-raises a captured SIGTERM after shutdown, which would kill the process
    before the store closes; here a signal only asks the server to stop."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        previous = {sig: signal.signal(sig, self.handle_exit) for sig in (signal.SIGINT, signal.SIGTERM)}
        try:
            yield
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)


class GuardedH11Protocol(H11Protocol):
    """uvicorn's HTTP/1.1 protocol with two limits it lacks: a request (headers and body) must
    arrive within REQUEST_READ_SECONDS of its first byte or of the connection, and no more than
    MAX_CONNECTIONS are held open; past that a new connection is closed at once. So idle or
    half-sent connections cannot exhaust file descriptors and starve /health and recall. Past the
    cap the oldest connection not being answered makes room for the new one.

    uvicorn's own in-flight limit (limit_concurrency) is kept, but answered here: uvicorn's 503
    has no Retry-After, and the plugin and hook CLI pause for exactly what Retry-After asks, so
    every busy 503 this engine sends carries it."""

    refusing_now = 0  # connections being refused with a 503 (only the event loop's thread counts)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.in_flight_limit, self.limit_concurrency = self.limit_concurrency, None
        if self.in_flight_limit is not None:
            self.app = self._within_in_flight_limit(self.app)

    def _within_in_flight_limit(self, app: Any) -> Any:
        async def limited(scope: dict, receive: Any, send: Any) -> None:
            # uvicorn's test, made inside the request's task, which is already counted in self.tasks.
            if scope["type"] == "http" and (len(self.connections) >= self.in_flight_limit
                                            or len(self.tasks) > self.in_flight_limit):
                _SHED.note("over_in_flight")
                while (await receive()).get("more_body"):
                    pass  # read to the end (bounded by the read deadline): closing on unread bytes resets
                await send({"type": "http.response.start", "status": 503, "headers": _BUSY_HEADERS})
                await send({"type": "http.response.body", "body": _BUSY_BODY})
                return
            await app(scope, receive, send)

        return limited

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._read_deadline: asyncio.TimerHandle | None = None
        self.refusing = False
        self.opened_at = time.monotonic()
        if len(self.connections) > MAX_CONNECTIONS:
            # Make room by closing the oldest connection that is not being answered (idle or half-sent),
            # so a flood of idle sockets cannot lock real clients out; if every one is busy, refuse this one.
            idle = [c for c in self.connections if c is not self and isinstance(c, GuardedH11Protocol)
                    and not c.answering()]
            victim = min(idle, key=lambda c: c.opened_at) if idle else self
            _SHED.note("over_cap")
            self.connections.discard(victim)  # now, not when the loop gets to its connection_lost
            if victim is self:
                self._refuse()
                return
            victim.transport.abort()
        self._arm()

    def _refuse(self) -> None:
        """Every connection is busy answering: this client gets a 503 that says to retry, not a reset.
        Its request is read and dropped until it is sent (closing with unread bytes would reset the
        connection and could discard the reply), for at most REFUSE_SECONDS; past REFUSING_MAX such
        connections at once, a new one is reset at once, so refusals cannot exhaust descriptors."""
        if GuardedH11Protocol.refusing_now >= REFUSING_MAX:
            self.transport.abort()
            return
        self.refusing = True
        GuardedH11Protocol.refusing_now += 1
        self.transport.write(_BUSY_REPLY)
        if self.transport.can_write_eof():
            self.transport.write_eof()
        self._read_deadline = self.loop.call_later(REFUSE_SECONDS, self.transport.abort)

    def answering(self) -> bool:
        return self.cycle is not None and not self.cycle.more_body and not self.cycle.response_complete

    def data_received(self, data: bytes) -> None:
        if self.refusing:
            return  # answered already (503); the request is drained unread
        if self._read_deadline is None and (self.cycle is None or self.cycle.response_complete):
            self._arm()  # the first bytes of the next request on a kept-alive connection
        super().data_received(data)
        if self.answering():
            self._disarm()  # the whole request is in

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        if self.refusing:
            self.refusing = False
            GuardedH11Protocol.refusing_now -= 1
        super().connection_lost(exc)

    def _arm(self) -> None:
        self._disarm()
        self._read_deadline = self.loop.call_later(REQUEST_READ_SECONDS, self._too_slow)

    def _disarm(self) -> None:
        deadline = getattr(self, "_read_deadline", None)
        if deadline is not None:
            deadline.cancel()
            self._read_deadline = None

    def _too_slow(self) -> None:
        self._read_deadline = None
        if self.answering():
            return
        _SHED.note("too_slow")
        self.transport.abort()


class _Shedding:
    """Counts connections closed by the limits; logs at most once a minute so a flood cannot fill the log."""

    def __init__(self) -> None:
        self.closed = {"over_cap": 0, "too_slow": 0, "over_in_flight": 0}
        self.logged_at = 0.0

    def note(self, why: str) -> None:
        self.closed[why] += 1
        now = time.monotonic()
        if now - self.logged_at >= 60:
            self.logged_at = now
            log.warning("refused or closed connections to stay responsive: %s so far (over the %d-connection cap, "
                        "no complete request within %ss, or over the %d requests in flight). A local program may "
                        "be flooding the port.", self.closed, MAX_CONNECTIONS, REQUEST_READ_SECONDS, MAX_IN_FLIGHT)


_SHED = _Shedding()
REFUSE_SECONDS = 2  # a refused client has this long to finish sending the request it is refused
REFUSING_MAX = 64  # refused connections draining at once; past that a new one is reset without a reply
_BUSY_BODY = json.dumps({"error": "the engine is answering as many requests as it takes at once and took no "
                                  "more; nothing of this request was stored. Retry in a second."}).encode()
# One busy answer for both limits: the connection cap (written raw) and the in-flight limit (ASGI).
_BUSY_HEADERS = [(b"retry-after", b"1"), (b"content-type", b"application/json"),
                 (b"content-length", str(len(_BUSY_BODY)).encode()), (b"connection", b"close")]
_BUSY_REPLY = (b"HTTP/1.1 503 Service Unavailable\r\n"
               + b"".join(name.title() + b": " + value + b"\r\n" for name, value in _BUSY_HEADERS)
               + b"\r\n" + _BUSY_BODY)


def _serve_http(settings: Settings, mcp) -> None:
    app = AccessGuard(RejectUnparsableBody(mcp.streamable_http_app()), settings.token, settings.users)
    # uvicorn traps SIGTERM/SIGINT: it stops accepting, lets in-flight requests finish
    # (up to GRACEFUL_SECONDS), runs the lifespan shutdown, then returns here.
    config = uvicorn.Config(app, host=settings.host, port=settings.port, log_level="warning", lifespan="on",
                            log_config=None, timeout_graceful_shutdown=GRACEFUL_SECONDS, http=GuardedH11Protocol,
                            limit_concurrency=MAX_IN_FLIGHT, timeout_keep_alive=KEEP_ALIVE_SECONDS,
                            backlog=ACCEPT_BACKLOG)
    server = _Server(config)
    try:
        server.run()
    except SystemExit:  # uvicorn exits the process when it cannot bind; say why on stderr instead
        if server.started:
            raise
    if not server.started:
        raise OSError(errno.EADDRINUSE, f"could not listen on {settings.host}:{settings.port}")


def _serve_stdio(mcp) -> None:
    # A spawning client ends us with SIGTERM: turn it into a normal unwind so the store closes.
    def stop(signum: int, _frame: Any) -> None:
        raise KeyboardInterrupt(f"signal {signum}")

    signal.signal(signal.SIGTERM, stop)
    try:
        mcp.run("stdio")
    except KeyboardInterrupt:
        log.info("stdio engine stopping on a signal")


def _unwritable(data_dir: str, exc: OSError) -> int:
    print(f"flymemory: the data directory {data_dir} is not writable ({exc.strerror or exc}); nothing was "
          "changed. Choose another with --data-dir (or FLYMEMORY_DATA_DIR) or make it writable.", file=sys.stderr)
    return 2


def main(argv: list[str] | None = None) -> int:
    cap_loaded_pools()
    settings = parse_settings(argv)
    if settings.transport == "http" and not is_loopback(settings.host) and not (settings.token or settings.users):
        print(f"flymemory: refusing to listen on {settings.host}: memories are private, so only loopback "
              "is allowed unless bearer tokens are configured (--token or FLYMEMORY_TOKEN, or --users-file "
              "for a team).", file=sys.stderr)
        return 2
    owner_only_process()
    try:
        os.makedirs(settings.data_dir, mode=0o700, exist_ok=True)
        tightened = make_private(settings.data_dir)
        if not settings.shared_store and os.path.dirname(settings.store_location) != settings.data_dir:
            tightened += make_store_private(settings.store_location)  # a --store outside the data dir
        setup_logging(settings.data_dir)
    except OSError as exc:
        return _unwritable(settings.data_dir, exc)
    if tightened:
        log.warning("made %d file(s) in %s owner-only (they were readable by other users): %s", len(tightened),
                    settings.data_dir, ", ".join(tightened[:10]))
    holder = "stdio" if settings.transport == "stdio" else f"http {settings.host}:{settings.port}"
    try:
        # A shared PostgreSQL store serves many engines at once: no lock file then.
        lock = acquire_store_lock(settings.data_dir, holder) if not settings.shared_store else None
    except SystemExit as exc:
        log.error("%s", str(exc).removeprefix("flymemory: "))
        raise
    except OSError as exc:
        return _unwritable(settings.data_dir, exc)
    try:
        engine, mcp = build_http_app(settings)
    except (StoreError, ValueError) as exc:
        log.error("engine did not start: %s", exc)
        print(f"flymemory: {exc}", file=sys.stderr)
        if lock is not None:
            lock.close()
        return 2
    log.info("engine %s (pid %s) serving %s over %s (embedder %s, loading in the background)", __version__,
             os.getpid(), engine.store.path, holder, settings.embedder)
    stop_indexing = threading.Event()
    indexer = start_embedder(engine, settings, stop_indexing)
    try:
        if settings.transport == "stdio":
            _serve_stdio(mcp)
        else:
            _serve_http(settings, mcp)
    except OSError as exc:
        log.error("engine stopped: %s. Another program may hold the port; choose one with --port "
                  "or FLYMEMORY_MCP_PORT.", exc)
        print(f"flymemory: {exc}. Choose another port with --port.", file=sys.stderr)
        return 1
    finally:
        stop_indexing.set()
        if indexer is not None:
            indexer.join(GRACEFUL_SECONDS)  # a batch in flight finishes before the store closes
        engine.store.close()
        log.info("engine stopped; store closed cleanly")
        if lock is not None:
            lock.close()
    return 0
