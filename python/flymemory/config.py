"""The composition root: the only module that reads configuration (arguments and
environment) and wires the store, embedder, engine and server together."""

from __future__ import annotations

import argparse
import os
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

import platformdirs

from flymemory.embedder_specs import DEFAULT_EMBEDDER, parse_embedder_spec
from flymemory.embedder_specs import HELP as EMBEDDER_HELP

if TYPE_CHECKING:
    from flymemory.memory import MemoryEngine

DEFAULT_PORT = 8791


@dataclass(frozen=True)
class Settings:
    host: str = "127.0.0.1"
    port: int = DEFAULT_PORT
    data_dir: str = ""
    embedder: str = DEFAULT_EMBEDDER
    threads: int | None = None
    token: str | None = None
    transport: str = "http"
    # The project a stdio client spawned us for; HTTP clients name theirs per request.
    workspace: str = ""
    app: str = "stdio"  # the app tag of a stdio client (HTTP clients send ?app=)
    # Optional cross-encoder (model name or path, `@cuda` for GPU) over the fused top-N.
    rerank: str = ""
    # Where memories live: "" = the SQLite file in data_dir; a postgresql:// URL = a shared server.
    store: str = ""
    # Team mode: bearer token -> user name, from --users-file (empty = single-user mode).
    users: tuple[tuple[str, str], ...] = ()
    # Folders flymemory_import may read besides the defaults (see import_roots).
    import_dirs: tuple[str, ...] = ()

    @property
    def import_roots(self) -> tuple[str, ...]:
        """Where flymemory_import may read: the data dir and --import-dirs; for one user on loopback
        with no token also their home and the engine's working folder. A token holder is someone
        else, and must not make the engine read the owner's files into a memory they can see."""
        roots = [self.data_dir, *self.import_dirs]
        if not (self.token or self.users):
            roots += [os.path.expanduser("~"), os.getcwd()]
        return tuple(dict.fromkeys(roots))

    @property
    def store_path(self) -> str:
        return os.path.join(self.data_dir, "flymemory.db")

    @property
    def store_location(self) -> str:
        return self.store or self.store_path

    @property
    def shared_store(self) -> bool:
        """Several engines may serve this store at once (no single-engine lock file)."""
        return is_database_url(self.store)


def is_database_url(location: str) -> bool:
    return location.startswith(("postgresql://", "postgres://"))


def _option(p: argparse.ArgumentParser, flag: str, env_name: str | None, env: dict[str, str], *,
            default: object = None, doc_default: str | None = None, **kwargs: object) -> None:
    """One engine flag; its environment variable (if any) gives the default. `env_var` and
    `doc_default` ride on the argparse action so docs/ENGINE.md is generated from the parser."""
    convert = kwargs.get("type")
    if env_name and env.get(env_name):
        default = convert(env[env_name]) if callable(convert) else env[env_name]
    action = p.add_argument(flag, default=default, **kwargs)
    action.env_var = env_name  # type: ignore[attr-defined]
    action.doc_default = doc_default  # type: ignore[attr-defined]


def engine_parser(env: dict[str, str]) -> argparse.ArgumentParser:
    """The engine's command line; every flag with its environment variable and help."""
    p = argparse.ArgumentParser(prog="flymemory-engine", description="Run the FlyMemory engine.")
    _option(p, "--host", "FLYMEMORY_HOST", env, default="127.0.0.1",
            help="address to bind; anything but loopback requires --token")
    _option(p, "--port", "FLYMEMORY_MCP_PORT", env, default=DEFAULT_PORT, type=int, help="TCP port of the MCP endpoint")
    _option(p, "--data-dir", "FLYMEMORY_DATA_DIR", env,
            default=platformdirs.user_data_dir("flymemory", appauthor=False),
            doc_default="the platform's user data dir", help="store, logs and exports")
    _option(p, "--embedder", "FLYMEMORY_EMBEDDER", env, default=DEFAULT_EMBEDDER, help=EMBEDDER_HELP)
    _option(p, "--threads", "FLYMEMORY_THREADS", env, type=int, help="thread cap for the embedder")
    _option(p, "--token", "FLYMEMORY_TOKEN", env,
            help="bearer token; required before the engine will bind anything but loopback "
                 "(visible in `ps`: prefer the environment variable or --token-file)")
    _option(p, "--token-file", "FLYMEMORY_TOKEN_FILE", env,
            help="read the bearer token from this owner-only (0600) file, first line")
    _option(p, "--stdio", None, env, default=False, action="store_true", help="serve MCP over stdio instead of HTTP")
    _option(p, "--workspace", "FLYMEMORY_WORKSPACE", env, default="",
            help="default workspace (project directory) for requests that name none; for stdio clients")
    _option(p, "--rerank", "FLYMEMORY_RERANK", env, default="",
            help="cross-encoder model name or path to rerank recall (default: none)")
    _option(p, "--app", "FLYMEMORY_APP", env, default="stdio",
            help="app tag for writes over stdio (HTTP clients name theirs with ?app=)")
    _option(p, "--store", "FLYMEMORY_STORE", env, default="", doc_default="flymemory.db in the data dir",
            help="where memories live: a SQLite file path, or a postgresql://user:password@host/db URL "
                 "shared by several engines")
    _option(p, "--users-file", "FLYMEMORY_USERS_FILE", env, default="",
            help="team mode: an owner-only file of '<user> <token>' lines, one per teammate; each token's "
                 "holder acts as that user (scope=user memories are visible only to their owner). "
                 "When set, the single shared --token/--token-file is not used")
    _option(p, "--import-dirs", "FLYMEMORY_IMPORT_DIRS", env, default="",
            help=f"folders ('{os.pathsep}'-separated) flymemory_import may read besides the data dir (and, for one "
                 "user on loopback without a token, the home and working folders)")
    return p


def parse_settings(argv: list[str] | None = None, env: dict[str, str] | None = None) -> Settings:
    p = engine_parser(dict(os.environ if env is None else env))
    a = p.parse_args(argv)
    try:
        parse_embedder_spec(a.embedder)
    except ValueError as exc:
        p.error(f"--embedder: {exc}")
    if not 0 <= a.port <= 65535:
        p.error(f"--port {a.port} is not a TCP port (0-65535)")
    if a.token_file:
        a.token = _read_token_file(p, os.path.expanduser(a.token_file))
    users: tuple[tuple[str, str], ...] = ()
    if a.users_file:
        try:
            users = read_users_file(a.users_file)
        except (OSError, ValueError) as exc:
            p.error(str(exc))
    store = a.store if not a.store or is_database_url(a.store) else os.path.abspath(os.path.expanduser(a.store))
    import_dirs = tuple(os.path.abspath(os.path.expanduser(d)) for d in a.import_dirs.split(os.pathsep) if d)
    return Settings(host=a.host, port=a.port, data_dir=os.path.abspath(os.path.expanduser(a.data_dir)),
                    embedder=a.embedder, threads=a.threads, token=a.token,
                    transport="stdio" if a.stdio else "http", workspace=a.workspace, rerank=a.rerank,
                    app=a.app, store=store, users=users,
                    import_dirs=import_dirs)


def read_users_file(path: str) -> tuple[tuple[str, str], ...]:
    """`<user> <token>` per line (# comments). The file holds credentials: it must be
    readable by its owner only, and every token must be unique and long enough to guess at."""
    path = os.path.abspath(os.path.expanduser(path))
    mode = os.stat(path).st_mode & 0o777
    if mode & 0o077:
        raise ValueError(f"the users file {path} is readable by others (mode {mode:o}); "
                         f"run: chmod 600 {path}")
    users: dict[str, str] = {}
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, start=1):
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split()
            if len(parts) != 2 or len(parts[1]) < 16:
                raise ValueError(f"{path} line {number}: expected '<user> <token>' with a token of at least "
                                 "16 characters")
            user, token = parts
            if token in users:
                raise ValueError(f"{path} line {number}: this token is already given to {users[token]!r}")
            users[token] = user
    if not users:
        raise ValueError(f"the users file {path} names no user; add '<user> <token>' lines")
    return tuple(users.items())


def _read_token_file(p: argparse.ArgumentParser, path: str) -> str:
    try:
        info = os.stat(path)
        with open(path, encoding="utf-8") as f:
            token = f.readline().strip()
    except OSError as exc:
        p.error(f"--token-file {path}: {exc.strerror or exc}")
    if info.st_mode & 0o077:
        p.error(f"--token-file {path} is readable by other users (mode {info.st_mode & 0o777:o}); "
                f"run `chmod 600 {path}`")
    if not token:
        p.error(f"--token-file {path} is empty; write the token on its first line")
    return token


def build_engine(settings: Settings, *, load_embedder: bool = True) -> MemoryEngine:
    """The container, built once: store, embedder (loaded now, or left for start_embedder),
    reranker (lazy: loads on first use) and the retrieval tuning, all passed in."""
    # Imported here so the hook client (a process per prompt) never pays for numpy and the store.
    from flymemory.embedding import make_embedder
    from flymemory.memory import MemoryEngine
    from flymemory.rerank import make_reranker
    from flymemory.retrieval import PRESETS
    from flymemory.store import open_store

    store = open_store(settings.store_location)
    embedder = make_embedder(settings.embedder, threads=settings.threads) if load_embedder else None
    return MemoryEngine(store, embedder, reranker=make_reranker(settings.rerank, threads=settings.threads),
                        retrieval=PRESETS["default"])


def start_embedder(engine: MemoryEngine, settings: Settings, stop: threading.Event) -> threading.Thread | None:
    """Load the embedder in the background so the service answers (lexically) at once."""
    from flymemory.indexing import load_embedder_in_background

    return load_embedder_in_background(engine, settings.embedder, settings.threads, stop=stop)


# -- the hook client (flymemory-hook) -------------------------------------------
DEFAULT_HOOK_BUDGET = 2.5  # seconds; Claude Code's own hook timeout is set above it in examples/


@dataclass(frozen=True)
class HookSettings:
    event: str  # prompt | session-start
    url: str
    app: str
    budget: float
    k: int
    lessons: int
    token: str | None
    data_dir: str = ""  # where prompts typed while the engine is away are spooled (the engine's data dir)


def parse_hook_settings(argv: list[str] | None = None, env: dict[str, str] | None = None) -> HookSettings:
    env = dict(os.environ if env is None else env)
    p = argparse.ArgumentParser(prog="flymemory-hook", description=(
        "Hook-protocol client (Claude Code, ZCode...): reads the hook JSON on stdin, talks to the engine, "
        "prints hookSpecificOutput JSON. Always exits 0."))
    p.add_argument("event", choices=("prompt", "session-start"))
    port = env.get("FLYMEMORY_MCP_PORT", str(DEFAULT_PORT))
    p.add_argument("--url", default=env.get("FLYMEMORY_URL") or f"http://127.0.0.1:{port}/mcp",
                   help="the engine's MCP endpoint")
    p.add_argument("--app", default=env.get("FLYMEMORY_APP", "claude-code"), help="app tag stored on every write")
    p.add_argument("--budget", type=float, default=float(env.get("FLYMEMORY_HOOK_BUDGET", DEFAULT_HOOK_BUDGET)),
                   help="seconds before giving up silently")
    p.add_argument("--k", type=int, default=5, help="memories to inject per prompt")
    p.add_argument("--lessons", type=int, default=3, help="top lessons to add per prompt")
    p.add_argument("--data-dir", default=env.get("FLYMEMORY_DATA_DIR")
                   or platformdirs.user_data_dir("flymemory", appauthor=False),
                   help="the engine's data dir: prompts typed while it is away are spooled there")
    a = p.parse_args(argv)
    return HookSettings(event=a.event, url=a.url, app=a.app, budget=max(0.1, a.budget), k=max(1, min(a.k, 50)),
                        lessons=max(0, min(a.lessons, 10)), token=env.get("FLYMEMORY_TOKEN") or None,
                        data_dir=os.path.abspath(os.path.expanduser(a.data_dir)))


# -- moving a store (flymemory-move) ----------------------------------------------
@dataclass(frozen=True)
class MoveSettings:
    source: str
    target: str
    dry_run: bool


def parse_move_settings(argv: list[str] | None = None) -> MoveSettings:
    p = argparse.ArgumentParser(prog="flymemory-move", description=(
        "Copy a whole store to another backend (SQLite file <-> postgresql:// URL), ids kept, counts verified. "
        "The target must be empty. Stop engines writing to the source first."))
    p.add_argument("--from", dest="source", required=True, help="the store to copy: a SQLite file or a URL")
    p.add_argument("--to", dest="target", required=True, help="the empty store to fill: a SQLite file or a URL")
    p.add_argument("--dry-run", action="store_true", help="count what would be copied; write nothing")
    a = p.parse_args(argv)

    def location(value: str) -> str:
        return value if is_database_url(value) else os.path.abspath(os.path.expanduser(value))

    return MoveSettings(source=location(a.source), target=location(a.target), dry_run=a.dry_run)
