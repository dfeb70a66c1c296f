"""Portability: export every memory to a file in the data directory, import an export
or an upstream FlyMemory library."""

from __future__ import annotations

import os
import time
from typing import Annotated

from mcp.server.fastmcp import Context, FastMCP
from mcp.server.fastmcp.exceptions import ToolError
from mcp.types import CallToolResult
from pydantic import Field

from flymemory.mcp.context import ToolContext, annotations, reply
from flymemory.mcp.types import clean_text


def _summary(counts: dict[str, int]) -> str:
    return ", ".join(f"{v} {k}" for k, v in counts.items())


def _fresh_export_name(export_dir: str) -> str:
    """A timestamped name no file has yet (two exports in one second get -2, -3…)."""
    stem = time.strftime("flymemory-export-%Y%m%d-%H%M%S", time.gmtime())
    candidate, n = f"{stem}.jsonl", 1
    while os.path.lexists(os.path.join(export_dir, candidate)):
        n += 1
        candidate = f"{stem}-{n}.jsonl"
    return candidate


def _refuse_outside(path: str, roots: tuple[str, ...] | None) -> None:
    """Checked before the file is even looked at (its existence outside is not told); links are
    followed first, so one cannot point out of an allowed folder."""
    if roots is None:
        return
    real = os.path.realpath(path)
    if any(os.path.commonpath([real, os.path.realpath(root)]) == os.path.realpath(root) for root in roots):
        return
    raise ToolError(f"path {path!r} is outside the folders this engine imports from ({', '.join(roots)}); "
                    "copy the file into one of them, or start the engine with --import-dirs <folder> "
                    "(FLYMEMORY_IMPORT_DIRS). Nothing was imported.")


def register(mcp: FastMCP, tools: ToolContext) -> None:
    """Add the portability tools to `mcp`, bound to their services. Long only because it holds the
    tool definitions; each tool is a short function of its own."""
    portability = tools.services.portability

    @mcp.tool(name="flymemory_export", annotations=annotations("Export", read_only=False))
    async def export(
        name: Annotated[str, Field(max_length=100, pattern=r"^$|^[A-Za-z0-9][A-Za-z0-9._-]*\.jsonl$", description=(
            "File name inside the exports folder, e.g. `backup.jsonl`; empty = a timestamped name."))] = "",
    ) -> CallToolResult:
        """Write every memory with its lineage edges and history to a JSON Lines file in the
        engine's data directory (never elsewhere) and reply with its path and counts. For backups
        and moving to another machine; the file holds private data, so tell the user where it is."""
        if tools.export_dir is None:
            raise ToolError("this engine was started without a data directory to export into.")
        path = os.path.join(tools.export_dir, name or _fresh_export_name(tools.export_dir))
        if os.path.lexists(path):
            raise ToolError(f"name {name!r}: {path} already exists; choose another name.")
        counts = await tools.run("flymemory_export", portability.export_jsonl, path)
        return reply(f"Exported {_summary(counts)} to {path}", {"path": path, **counts})

    @mcp.tool(name="flymemory_import", annotations=annotations("Import", read_only=False))
    async def import_(
        path: Annotated[str, Field(min_length=1, max_length=4096, description=(
            "Absolute path of a FlyMemory export (`.jsonl`, from flymemory_export or `flymemory export`) "
            "or an upstream FlyMemory library (`flymemory_v3.pkl`)."))],
        ctx: Context,
        dry_run: Annotated[bool, Field(strict=True, description=(
            "True: reply with the counts the import would produce and store nothing."))] = False,
    ) -> CallToolResult:
        """Load memories from a FlyMemory export or an upstream FlyMemory library into this store.
        Only when the user asks to import or restore a backup. Ids are renumbered, lineage and history
        are kept, and importing the same file twice adds nothing the second time. Lines without
        lineage (no history or links) are placed like writes: a restatement is not stored again, a
        stated change crosses out the older entry; the reply counts restated / updates / may_update.
        Upstream pickles are read with a restricted loader that refuses arbitrary classes. The file must
        be in the data directory or an --import-dirs folder (one user without a token: also home or cwd)."""
        try:
            clean_text(path)
        except ValueError as exc:
            raise ToolError(f"path {exc}; nothing was imported.") from None
        if not os.path.isabs(path):
            raise ToolError(f"path {path!r}: give an absolute path.")
        _refuse_outside(path, tools.import_roots)
        if not os.path.isfile(path):
            raise ToolError(f"path {path!r}: no such file.")
        if path.endswith(".jsonl"):
            counts = await tools.run("flymemory_import", portability.import_jsonl, path, app=tools.app_of(ctx),
                                     dry_run=dry_run)
        elif path.endswith(".pkl"):
            counts = await tools.run("flymemory_import", portability.import_v3_pickle, path, dry_run=dry_run)
        else:
            raise ToolError(f"path {path!r}: expected a `.jsonl` FlyMemory export or a `.pkl` upstream library.")
        if dry_run:
            return reply(f"PLAN (dry run, nothing stored): importing {path} would give {_summary(counts)}",
                         {"path": path, "dry_run": True, **counts})
        return reply(f"Imported from {path}: {_summary(counts)}", {"path": path, **counts})
