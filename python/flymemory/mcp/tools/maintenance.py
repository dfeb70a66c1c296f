"""Maintenance: fade out what decayed (cleanup, gc), surface what needs a judgment
(conflicts, fading insights) and propose what could be consolidated (distill)."""

from __future__ import annotations

from typing import Annotated

from mcp.server.fastmcp import Context, FastMCP
from mcp.types import CallToolResult
from pydantic import Field

from flymemory import render
from flymemory.mcp.context import ToolContext, annotations, conflict_data, entry_data, reply
from flymemory.mcp.types import ReadScope, Workspace


def _ids(ids: list[int]) -> str:
    return ", ".join(f"#{i}" for i in ids) or "none"


def register(mcp: FastMCP, tools: ToolContext) -> None:
    """Add the maintenance tools to `mcp`, bound to their services. Long only because it holds the
    tool definitions; each tool is a short function of its own."""
    maintenance = tools.services.maintenance

    @mcp.tool(name="flymemory_cleanup", annotations=annotations("Cleanup", read_only=False, destructive=True))
    async def cleanup(
        ctx: Context,
        min_retention: Annotated[float, Field(gt=0.0, lt=1.0, description=(
            "Archive active memories whose retention (decay) is below this."))] = 0.2,
        dry_run: Annotated[bool, Field(strict=True, description=(
            "True (default) only lists what would be archived."))] = True,
    ) -> CallToolResult:
        """Archive memories that have decayed below a retention threshold (old, never recalled).
        Run with dry_run=true first and show the user the list; archived memories can be brought back
        with flymemory_restore. Current state values are never archived."""
        entries = await tools.run("flymemory_cleanup", maintenance.cleanup, min_retention, dry_run=dry_run,
                                  app=tools.app_of(ctx))
        now = tools.now()
        head = f"{'Would archive' if dry_run else 'Archived'} {len(entries)} memories."
        body = head if not entries else head + "\n" + render.entries_list(entries, now, tools.retention())
        return reply(body, {"dry_run": dry_run, "memories": [entry_data(e, now) for e in entries]})

    @mcp.tool(name="flymemory_find_conflicts", annotations=annotations("Find conflicts", read_only=True,
                                                                       idempotent=True))
    async def find_conflicts(
        ctx: Context,
        scope: ReadScope = "workspace",
        workspace: Workspace = "",
        limit: Annotated[int, Field(ge=1, le=100, description="Most pairs to return.")] = 20,
    ) -> CallToolResult:
        """Pairs of memories for you to settle, each with its kind, the rule that fired and the one call
        that settles it. In this order: may update (a write linked them, unsure whether the newer replaces
        the older), may repeat (the newer may say the same in other words; nothing was merged), found (similar
        memories the classifier links now), update crossed out (a write replaced the older by itself).
        If the newer replaces the older (or says the same), flymemory_supersede(old_id, new_id); if both
        hold, flymemory_keep_both(old_id, new_id), or flymemory_restore(old_id) for an update crossed out.
        A settled pair is not listed again; a wrong memory is flymemory_forget."""
        found = await tools.run("flymemory_find_conflicts", maintenance.conflicts,
                                tools.read_scope(scope, workspace, ctx), limit)
        now = tools.now()
        return reply(render.conflicts(found, now), {"pairs": [conflict_data(c, now) for c in found]})

    @mcp.tool(name="flymemory_insights", annotations=annotations("Insights", read_only=True, idempotent=True))
    async def insights(
        ctx: Context,
        scope: ReadScope = "workspace",
        workspace: Workspace = "",
        limit: Annotated[int, Field(ge=1, le=100, description="How many to return.")] = 10,
    ) -> CallToolResult:
        """Valuable memories that are fading (decisions, lessons, preferences not recalled for a long
        time), most at risk first, with their retention. Use it at the start of substantial work or when
        reviewing what you know; showing them rehearses them, so they fade slower."""
        top = await tools.run("flymemory_insights", maintenance.review_insights,
                              tools.read_scope(scope, workspace, ctx), limit)
        now = tools.now()
        return reply(render.entries_list([e for e, _ in top], now, tools.retention(), empty="No insights yet."),
                     {"memories": [{**entry_data(e, now), "retention": round(r, 4)} for e, r in top]})

    @mcp.tool(name="flymemory_distill", annotations=annotations("Distill", read_only=True, idempotent=True))
    async def distill(
        ctx: Context,
        scope: ReadScope = "workspace",
        workspace: Workspace = "",
        max_chars: Annotated[int, Field(ge=10, le=1000, description="Only captures at most this long.")] = 120,
        min_size: Annotated[int, Field(ge=2, le=50, description="Smallest cluster worth proposing.")] = 3,
        limit: Annotated[int, Field(ge=1, le=50, description="How many clusters.")] = 10,
        dry_run: Annotated[bool, Field(strict=True, description=(
            "Accepted for symmetry with flymemory_gc: distill never writes, it only proposes."))] = True,
    ) -> CallToolResult:
        """Propose clusters of short captured fragments (same session, close in time, not yet consolidated)
        as consolidation candidates. Read each cluster, and if it adds up to something durable, write the
        conclusion yourself with flymemory_consolidate(ids, conclusion). Nothing is changed here."""
        clusters = await tools.run("flymemory_distill", maintenance.distill, tools.read_scope(scope, workspace, ctx),
                                   max_chars=max_chars, min_size=min_size, limit=limit)
        if not clusters:
            return reply("No clusters of short captures to distill.", {"clusters": [], "dry_run": dry_run})
        lines = []
        for n, c in enumerate(clusters, 1):
            lines.append(f"Cluster {n} (ids {', '.join(f'#{i}' for i in c.ids)}):")
            lines += [f"  #{i} {render.first_words(t, 100)}" for i, t in zip(c.ids, c.texts, strict=True)]
        return reply(render.framed(lines), {"clusters": [c.as_dict() for c in clusters], "dry_run": dry_run})

    @mcp.tool(name="flymemory_gc", annotations=annotations("Garbage collect", read_only=False, destructive=True))
    async def gc(
        ctx: Context,
        dry_run: Annotated[bool, Field(strict=True, description=(
            "True (default) only reports what would be archived."))] = True,
        ttl_days: Annotated[float | None, Field(gt=0, le=36500, description=(
            "Archive captured prompts older than this many days (default: no TTL)."))] = None,
        stale_days: Annotated[float, Field(gt=0, le=36500, description=(
            "Archive captured prompts never recalled and untouched for this many days."))] = 90.0,
        scope: ReadScope = "all",
        workspace: Workspace = "",
    ) -> CallToolResult:
        """Housekeeping: archive captured prompts past a TTL or never recalled for a long time, and report
        the memories that absorbed restatements. Never deletes: archived memories come back with
        flymemory_restore. Model-written memories, current states and the profile are never touched."""
        report = await tools.run("flymemory_gc", maintenance.gc, tools.read_scope(scope, workspace, ctx),
                                 ttl_days=ttl_days, stale_days=stale_days, dry_run=dry_run, app=tools.app_of(ctx))
        verb = "Would archive" if dry_run else "Archived"
        body = (f"{verb} {len(report.expired)} expired captures ({_ids(report.expired)}) and "
                f"{len(report.stale)} stale captures ({_ids(report.stale)}). "
                f"{len(report.compacted)} memories absorbed restatements.")
        return reply(body, report.as_dict())
