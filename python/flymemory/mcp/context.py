"""What every tool shares: who is calling (app and workspace from the endpoint), the
`run` wrapper that moves engine calls off the event loop and turns engine errors into
tool errors, the reply shapes, and the tool annotations."""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import anyio
from mcp.server.fastmcp import Context
from mcp.server.fastmcp.exceptions import ToolError
from mcp.types import CallToolResult, TextContent, ToolAnnotations

from flymemory import render
from flymemory.credentials import find_credential
from flymemory.errors import EngineInputError, ImportError_
from flymemory.mcp.types import MAX_WORKSPACE, label
from flymemory.model import Conflict, Entry, Hit, Scope
from flymemory.profile import DIGEST_CLOSE, DIGEST_OPEN
from flymemory.store import StoreError
from flymemory.workgate import ClientGone

if TYPE_CHECKING:
    from flymemory.memory import MemoryEngine, WriteOutcome

log = logging.getLogger("flymemory.mcp")
_APP_RE = re.compile(r"[^A-Za-z0-9._:-]+")


# -- request identity ----------------------------------------------------------
def _request_of(ctx: Context | None) -> Any:
    try:
        return ctx.request_context.request if ctx is not None else None
    except (AttributeError, ValueError, LookupError):
        return None


def clean_app(raw: str) -> str:
    return _APP_RE.sub("-", raw)[:64] or "unknown"


def endpoint_app(ctx: Context | None) -> str | None:
    """The client's app tag: `?app=<name>` on the endpoint URL or an `X-FlyMemory-App` header."""
    request = _request_of(ctx)
    if request is None:
        return None
    raw = request.query_params.get("app") or request.headers.get("x-flymemory-app") or "unknown"
    if find_credential(raw):
        raise ToolError("the endpoint app tag (?app= or X-FlyMemory-App) contains a credential; nothing was read "
                        "or stored. Name the client, not its secret")
    return clean_app(raw)


def endpoint_workspace(ctx: Context | None) -> str:
    """`?workspace=` / `X-FlyMemory-Workspace`, held to the rules of the `workspace` argument."""
    request = _request_of(ctx)
    if request is None:
        return ""
    value = request.query_params.get("workspace") or request.headers.get("x-flymemory-workspace") or ""
    try:
        if len(value) > MAX_WORKSPACE:
            raise ValueError(f"is over {MAX_WORKSPACE} characters")
        return label(value)
    except ValueError as exc:
        raise ToolError(f"the endpoint workspace (?workspace= or X-FlyMemory-Workspace) {exc}; fix the MCP "
                        "client's URL or header. Nothing was read or stored.") from None


# -- the per-server context ------------------------------------------------------
@dataclass(frozen=True)
class ToolContext:
    """Handed to every `register(mcp, tools)`: the services and the server's defaults.
    `default_workspace` is used when neither the call nor the endpoint names one (stdio);
    `stdio_app` tags writes that arrive without an HTTP request (stdio)."""

    services: MemoryEngine
    export_dir: str | None = None
    default_workspace: str = ""
    stdio_app: str = "stdio"
    import_roots: tuple[str, ...] | None = None  # the folders flymemory_import may read; None: any

    def app_of(self, ctx: Context | None) -> str:
        return endpoint_app(ctx) or clean_app(self.stdio_app)

    def workspace_of(self, ctx: Context | None, workspace: str = "") -> str:
        """The tool's `workspace` argument, else the endpoint's, else the server default."""
        return workspace or endpoint_workspace(ctx) or self.default_workspace

    def read_scope(self, scope: str, workspace: str, ctx: Context | None, **extra: Any) -> Scope:
        """The workspace rule in one place: `all` sees everything; otherwise this workspace,
        user-level entries and unscoped entries (with no workspace known: only the latter two)."""
        if scope == "all":
            return Scope(**extra)
        return Scope(workspace=self.workspace_of(ctx, workspace), **extra)

    def now(self) -> float:
        return self.services.clock()

    def retention(self) -> render.Retention:
        decay = self.services.maintenance.retention  # (entry) -> [0, 1] at the engine's clock
        return lambda entry, _now: decay(entry)

    async def run(self, tool: str, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Engine calls leave the event loop; engine errors become tool errors a model can act on."""
        try:
            return await anyio.to_thread.run_sync(lambda: fn(*args, **kwargs))
        except (EngineInputError, ImportError_, StoreError) as exc:
            raise ToolError(str(exc)) from exc
        except ClientGone as exc:
            log.info("%s abandoned: %s", tool, exc)
            raise ToolError(f"{tool}: {exc}") from exc
        except Exception as exc:
            log.exception("%s failed", tool)
            raise ToolError(f"{tool} failed inside the engine ({type(exc).__name__}: {exc}); the write, if any, "
                            "was rolled back. Details are in engine.log in the data directory.") from exc


def earlier_exports(export_dir: str | None) -> list[str]:
    """Export files written before now: an erase cannot reach into them, so it names them."""
    if not export_dir or not os.path.isdir(export_dir):
        return []
    return sorted(os.path.join(export_dir, name) for name in os.listdir(export_dir)
                  if name.endswith(".jsonl") and os.path.isfile(os.path.join(export_dir, name)))


# -- replies -------------------------------------------------------------------
def reply(text: str, data: dict[str, Any] | None = None) -> CallToolResult:
    text = render.guard_reply(text, [(DIGEST_OPEN, DIGEST_CLOSE)])
    return CallToolResult(content=[TextContent(type="text", text=text)], structuredContent=data)


def entry_data(e: Entry, now: float) -> dict[str, Any]:
    return {"id": e.id, "status": e.status, "age_seconds": round(max(0.0, now - e.created_at), 1),
            "source": e.source, "app": e.app, "compartment": e.compartment, "workspace": e.workspace,
            "user_level": e.user_level, "state_key": e.state_key, "state_value": e.state_value,
            "text": e.text}


def hits_data(hits: list[Hit], now: float) -> dict[str, Any]:
    return {"memories": [{**entry_data(h.entry, now), "score": round(h.score, 6)} for h in hits]}


def conflict_data(conflict: Conflict, now: float) -> dict[str, Any]:
    """A pair as data: its kind, the rule, both entries and the calls that settle it (`a`/`b`, the
    newer and the older entry, as before kinds were named)."""
    return {"kind": conflict.kind, "rule": conflict.rule, "older": entry_data(conflict.older, now),
            "newer": entry_data(conflict.newer, now), "a": entry_data(conflict.newer, now),
            "b": entry_data(conflict.older, now), "similarity": conflict.similarity,
            "settle": render.conflict_actions(conflict)}


def outcomes_data(outcomes: list[WriteOutcome]) -> dict[str, Any]:
    """Per sentence, what the reply line says, as data: a client that reads structured content sees
    the entries crossed out and the ones it is asked to confirm (may update, may repeat) too."""
    return {"outcomes": [{"kind": o.kind, "id": o.entry_id, "tombstone_id": o.tombstone_id, "reason": o.reason,
                          "supersedes": list(o.superseded), "updates": list(o.updates),
                          "may_update": list(o.may_update), "may_repeat": list(o.may_repeat)} for o in outcomes]}


def describe(outcomes: list[WriteOutcome]) -> str:
    return "\n".join(o.describe() for o in outcomes) or "REJECTED (no storable text)"


def annotations(title: str, *, read_only: bool, destructive: bool = False, idempotent: bool = False) -> ToolAnnotations:
    return ToolAnnotations(title=title, readOnlyHint=read_only, destructiveHint=destructive,
                           idempotentHint=idempotent, openWorldHint=False)
