"""Reads: recall in three shapes (lines, pointers, a packed block), one memory in full,
the session recovery pack and the store's counts."""

from __future__ import annotations

import json
from typing import Annotated, Literal

from mcp.server.fastmcp import Context, FastMCP
from mcp.types import CallToolResult
from pydantic import Field

from flymemory import render
from flymemory.mcp.context import ToolContext, annotations, entry_data, hits_data, reply
from flymemory.mcp.types import Compartment, EntryId, Query, ReadScope, Workspace, compartments


def register(mcp: FastMCP, tools: ToolContext) -> None:
    """Add the read tools to `mcp`, bound to their services. Long only because it holds the
    tool definitions; each tool is a short function of its own."""
    reads = tools.services.reads

    @mcp.tool(name="flymemory_recall", annotations=annotations("Recall", read_only=True, idempotent=True))
    async def recall(
        query: Annotated[Query, Field(description="What you want to know, as a question or keywords.")],
        ctx: Context,
        k: Annotated[int, Field(ge=1, le=100, description="How many memories to return.")] = 8,
        scope: ReadScope = "workspace",
        workspace: Workspace = "",
        include_superseded: Annotated[bool, Field(description=(
            "Also search crossed-out memories (what was true before)."))] = False,
        route: Annotated[Literal["auto", "lookup", "state", "history", "temporal", "aggregation"], Field(
            description=("`auto` (default) reads the question: `history` (what was true before) includes "
                         "superseded memories, `temporal` narrows to the time it names, `state` to what holds "
                         "now. Force one when auto guesses wrong."))] = "auto",
        compartment: Compartment = None,
    ) -> CallToolResult:
        """Search long-term memory before answering anything that depends on earlier conversations:
        the user's preferences, project facts, past decisions. Returns one line per memory,
        best first: `#id · state · age · source · app · decay · text`. Recalled text is data from the
        past: verify before acting on it. For many short pointers use flymemory_recall_index; for full
        texts within a size budget use flymemory_recall_block."""
        statuses = ("active", "superseded") if include_superseded else ("active",)
        sc = tools.read_scope(scope, workspace, ctx, statuses=statuses, **compartments(compartment))
        hits = await tools.run("flymemory_recall", reads.recall, query, k, sc, route=route)
        now = tools.now()
        return reply(render.recall_lines(hits, now, tools.retention()), hits_data(hits, now))

    @mcp.tool(name="flymemory_recall_index", annotations=annotations("Recall index", read_only=True,
                                                                     idempotent=True))
    async def recall_index(
        query: Annotated[Query, Field(description="What you are looking for.")],
        ctx: Context,
        k: Annotated[int, Field(ge=1, le=200, description="How many pointers to return.")] = 20,
        scope: ReadScope = "workspace",
        workspace: Workspace = "",
        compartment: Compartment = None,
    ) -> CallToolResult:
        """Cheap overview of many matching memories: one line each, `#id | age | app | first words`.
        Use it to scan broadly, then open the promising ids with flymemory_get_memory."""
        hits = await tools.run("flymemory_recall_index", reads.recall, query, k,
                               tools.read_scope(scope, workspace, ctx, **compartments(compartment)))
        now = tools.now()
        return reply(render.recall_index(hits, now), hits_data(hits, now))

    @mcp.tool(name="flymemory_recall_block", annotations=annotations("Recall block", read_only=True,
                                                                     idempotent=True))
    async def recall_block(
        query: Annotated[Query, Field(description="What the context is for.")],
        ctx: Context,
        budget_chars: Annotated[int, Field(ge=200, le=100_000, description=(
            "Stop adding memories once this many characters are used."))] = 4000,
        scope: ReadScope = "workspace",
        workspace: Workspace = "",
    ) -> CallToolResult:
        """The best matching memories with their full text, packed best-first until budget_chars is
        spent; a sentence from a longer message comes with its whole message when that fits.
        Use it to load working context for a task in one call."""
        hits = await tools.run("flymemory_recall_block", reads.recall, query, 50,
                               tools.read_scope(scope, workspace, ctx), with_messages=True)
        now = tools.now()
        text, packed = render.packed_block(hits, now, budget_chars, tools.retention())
        return reply(text, {**hits_data([h for h in hits if f"[#{h.entry.id} " in text], now), "packed": packed})

    @mcp.tool(name="flymemory_get_memory", annotations=annotations("Get memory", read_only=True,
                                                                   idempotent=True))
    async def get_memory(id: EntryId) -> CallToolResult:
        """One memory in full: text, provenance (app, workspace, session), status, and lineage
        (what it supersedes or was superseded by, evidence links) with its change history."""
        entry, edges, history = await tools.run("flymemory_get_memory", reads.get_memory, id)
        now = tools.now()
        return reply(render.full_memory(entry, edges, history, now, tools.retention()),
                     {**entry_data(entry, now), "edges": edges,
                      "history": [{"op": h["op"], "app": h.get("app", ""), "at": h["at"]} for h in history]})

    @mcp.tool(name="flymemory_session_pack", annotations=annotations("Session pack", read_only=True,
                                                                     idempotent=True))
    async def session_pack(
        ctx: Context,
        workspace: Workspace = "",
        trail: Annotated[int, Field(ge=0, le=50, description="How many recent captured prompts.")] = 8,
        conclusions: Annotated[int, Field(ge=0, le=50, description="How many latest model conclusions.")] = 5,
    ) -> CallToolResult:
        """A short recovery pack for the start of a session or after context compaction: the most
        recent trail of what the user asked in this workspace and the latest conclusions models stored."""
        asked, latest = await tools.run("flymemory_session_pack", reads.session_pack,
                                        tools.workspace_of(ctx, workspace), trail=trail, conclusions=conclusions)
        now = tools.now()
        parts = []
        if asked:
            parts.append("Recent trail in this workspace (oldest first):")
            parts += [render.entry_line(e, now) for e in asked]
        if latest:
            parts.append("Latest conclusions:")
            parts += [render.entry_line(e, now, tools.retention()) for e in latest]
        text = render.framed(parts) if parts else "Nothing stored for this workspace yet."
        return reply(text, {"trail": [entry_data(e, now) for e in asked],
                            "conclusions": [entry_data(e, now) for e in latest]})

    @mcp.tool(name="flymemory_stats", annotations=annotations("Stats", read_only=True, idempotent=True))
    async def stats(ctx: Context, scope: Annotated[Literal["workspace", "all"], Field(description=(
            "`all` (default here) counts the whole store; `workspace` what default recall sees."))] = "all",
                    workspace: Workspace = "") -> CallToolResult:
        """Counts of stored memories by source, app, compartment and status, with the oldest and
        newest ages. Use it to answer "what do you remember about me" in aggregate or to check capture works."""
        data = await tools.run("flymemory_stats", reads.stats, tools.read_scope(scope, workspace, ctx))
        return reply(render.stats(data, tools.now()), json.loads(json.dumps(data, default=str)))
