"""Knowledge structure: the entity graph, the small profile and the session digest."""

from __future__ import annotations

from typing import Annotated, Literal

from mcp.server.fastmcp import Context, FastMCP
from mcp.server.fastmcp.exceptions import ToolError
from mcp.types import CallToolResult
from pydantic import AfterValidator, Field

from flymemory import profile
from flymemory.graph import MAX_HOPS
from flymemory.mcp.context import ToolContext, annotations, reply
from flymemory.mcp.types import Body, EntityName, EntityType, EntryId, ReadScope, Workspace, label


def register(mcp: FastMCP, tools: ToolContext) -> None:
    """Add the knowledge tools to `mcp`, bound to their services. Long only because it holds the
    tool definitions; each tool is a short function of its own."""
    knowledge = tools.services.knowledge

    @mcp.tool(name="flymemory_graph", annotations=annotations("Entity graph", read_only=True, idempotent=True))
    async def graph_tool(
        start: Annotated[EntityName, Field(description="The entity to start from, e.g. `Kazan` (any case/width).")],
        ctx: Context,
        path: Annotated[list[Annotated[str, Field(min_length=1, max_length=50), AfterValidator(label)]],
                        Field(max_length=MAX_HOPS, description=(
            "Relation steps to follow, at most 4: `works_at` forwards, `<works_at` backwards, `*` any. "
            "\"Who works at companies located in Kazan\" = start Kazan, path ['<located_in', '<works_at']. "
            "Empty: every entity within `hops`."))] = [],  # noqa: B006
        hops: Annotated[int, Field(ge=1, le=MAX_HOPS, description="Neighbourhood depth when `path` is empty.")] = 2,
        start_type: Annotated[EntityType | None, Field(description="Only the start entity of this type.")] = None,
        target_type: Annotated[EntityType | None, Field(description="Only answers of this type.")] = None,
        scope: ReadScope = "workspace",
        workspace: Workspace = "",
    ) -> CallToolResult:
        """Answer a structured question from the entity graph that writes built (flymemory_remember with
        entities/relations): breadth-first up to 4 hops. Each answer shows the chain that reached it and
        the ids of the memories asserting every link (read them with flymemory_get_memory)."""
        found = await tools.run("flymemory_graph", knowledge.graph_query, start,
                                tools.read_scope(scope, workspace, ctx), path=path or None, hops=hops,
                                start_type=start_type, target_type=target_type)
        if not found:
            return reply(f"No entity reached from {start!r} along that path.", {"results": []})
        lines = [f"{r.node['name']} ({r.node['type']}, {r.hops} hop{'s' if r.hops != 1 else ''}): "
                 + " ; ".join(f"{a} {rel} {b}" for a, rel, b in r.chain)
                 + " · from " + ", ".join(f"#{i}" for i in r.entries) for r in found]
        return reply("\n".join(lines), {"results": [r.as_dict() for r in found]})

    @mcp.tool(name="flymemory_profile", annotations=annotations("Profile", read_only=False))
    async def profile_tool(
        ctx: Context,
        action: Annotated[Literal["read", "add", "replace", "remove"], Field(description=(
            "`read` the profile; `add` a fact; `replace` fact `id` with `text`; `remove` fact `id`."))] = "read",
        text: Annotated[Body | None, Field(description="The stable fact, for add/replace.")] = None,
        id: Annotated[EntryId | None, Field(description="The profile fact to replace or remove.")] = None,
        scope: Annotated[Literal["user", "workspace"], Field(description=(
            "`user` (default): true in every workspace; `workspace`: only this project."))] = "user",
        workspace: Workspace = "",
    ) -> CallToolResult:
        """The small profile (at most 2 KB): stable facts about the user and the workspace that open every
        session's digest. Keep it to identity, lasting preferences and project basics; everything else
        belongs in ordinary memories."""
        if action in ("add", "replace") and text is None:
            raise ToolError(f"text is required to {action} a profile fact.")
        if action in ("replace", "remove") and id is None:
            raise ToolError(f"id is required to {action} a profile fact; read the profile for the ids.")
        entries = await tools.run("flymemory_profile", knowledge.profile_change, action, text=text, entry_id=id,
                                  workspace=tools.workspace_of(ctx, workspace), user_level=scope == "user",
                                  app=tools.app_of(ctx))
        rendered = profile.render_profile(entries)
        return reply(rendered or "The profile is empty.",
                     {"profile": [{"id": e.id, "text": e.text, "user_level": e.user_level} for e in entries],
                      "bytes": len(rendered.encode("utf-8")), "limit_bytes": profile.MAX_PROFILE_BYTES})

    @mcp.tool(name="flymemory_session_digest", annotations=annotations("Session digest", read_only=True,
                                                                       idempotent=True))
    async def session_digest(
        ctx: Context,
        workspace: Workspace = "",
        todos: Annotated[int, Field(ge=0, le=20, description="How many open TODO-like memories.")] = 5,
        conclusions: Annotated[int, Field(ge=0, le=20, description="How many latest conclusions.")] = 5,
    ) -> CallToolResult:
        """The digest for a session's first step: the profile, open TODO-like memories and the latest
        conclusions, each with its id. Deterministic for a given store; harness plugins fetch it once per
        session and keep it byte-identical for the rest of the session (prefix cache)."""
        text, ids = await tools.run("flymemory_session_digest", knowledge.session_digest,
                                    tools.workspace_of(ctx, workspace), todos=todos, conclusions=conclusions)
        return reply(text or "Nothing stored for a digest yet.", {"digest": text, "ids": ids})
