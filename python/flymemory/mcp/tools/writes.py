"""Writes: remember a fact, capture a prompt (the hook path), record a conclusion."""

from __future__ import annotations

from typing import Annotated, Literal

from mcp.server.fastmcp import Context, FastMCP
from mcp.server.fastmcp.exceptions import ToolError
from mcp.types import CallToolResult
from pydantic import AfterValidator, Field

from flymemory import render
from flymemory.mcp.context import ToolContext, annotations, describe, entry_data, hits_data, outcomes_data, reply
from flymemory.mcp.types import (
    Body,
    EntryId,
    GraphEntity,
    GraphRelation,
    OccurredAt,
    Role,
    SessionId,
    Speaker,
    StateKey,
    Workspace,
    clean_text,
    label,
)


def register(mcp: FastMCP, tools: ToolContext) -> None:
    """Add the write tools to `mcp`, bound to their services. Long only because it holds the
    tool definitions; each tool is a short function of its own."""
    reads = tools.services.reads
    writes = tools.services.writes

    @mcp.tool(name="flymemory_remember", annotations=annotations("Remember", read_only=False))
    async def remember(
        text: Annotated[Body, Field(description="The fact, preference or decision, in plain self-contained words.")],
        ctx: Context,
        scope: Annotated[Literal["workspace", "user"], Field(description=(
            "`workspace` (default): belongs to this project. `user`: true about the user everywhere "
            "(preferences, identity); recalled in every workspace."))] = "workspace",
        workspace: Workspace = "",
        session_id: SessionId = "",
        compartment: Annotated[str, Field(min_length=1, max_length=64, description=(
            "A coarse bucket such as `general`, `lessons`, `decisions`.")), AfterValidator(label)] = "general",
        tags: Annotated[list[Annotated[str, Field(min_length=1, max_length=64), AfterValidator(label)]],
                        Field(max_length=32, description="Optional short labels.")] = [],  # noqa: B006
        state_key: Annotated[StateKey | None, Field(description=(
            "Set with `state_value` when this is the current value of something that changes; "
            "the previous value of the same key is superseded automatically."))] = None,
        state_value: Annotated[str | None, Field(max_length=2000, description="The current value for `state_key`."),
                               AfterValidator(lambda v: v if v is None else clean_text(v))] = None,
        dry_run: Annotated[bool, Field(strict=True, description=(
            "True: reply with the plan (per sentence: new / strengthen #n / merge into #n / supersede #n / "
            "fold / reject and why) and store nothing."))] = False,
        entities: Annotated[list[GraphEntity], Field(max_length=50, description=(
            "Optional: the entities this text names, for the entity graph (flymemory_graph).")),
        ] = [],  # noqa: B006
        relations: Annotated[list[GraphRelation], Field(max_length=50, description=(
            "Optional: relations between those entities, e.g. {from: 'Ivan', rel: 'works_at', to: 'Acme'}."))
        ] = [],  # noqa: B006
        occurred_at: OccurredAt = None,
        speaker: Speaker = "",
        role: Role = "",
    ) -> CallToolResult:
        """Store a durable fact, preference, decision or conclusion so later conversations can recall it.
        Use it for things worth knowing next week, not for chatter (the user's prompts are captured
        automatically). Write one self-contained statement; long text is split into sentences.
        Replies one line per sentence: NEW #id, STRENGTHENED #id (already known), MERGED into #id,
        or REJECTED (reason). A sentence that says a fact changed ("moved to", "switched from X to Y",
        "改成") crosses the old one out by itself: NEW #n (updates #m); when unsure it only links them:
        NEW #n (may update #m). Confirm with flymemory_supersede(m, n), undo an update with
        flymemory_restore(m). NEW #n (may repeat #m): #m may say the same in other words; nothing was
        merged. If it does, flymemory_supersede(m, n) keeps the newer wording and crosses out #m
        (flymemory_restore(m) undoes it); if not, flymemory_keep_both(m, n). flymemory_find_conflicts lists
        the pairs still open. Otherwise, to change a fact, remember the
        new one, then flymemory_supersede the old id (or use state_key/state_value, which supersedes for
        you)."""
        if (state_key is None) != (state_value is None):
            raise ToolError("state_key and state_value go together; send both or neither.")
        if occurred_at is not None and state_key is not None:
            raise ToolError("occurred_at cannot be combined with state_key/state_value: a state is current now.")
        fields = {"source": "model", "app": tools.app_of(ctx), "compartment": compartment, "tags": list(tags),
                  "workspace": tools.workspace_of(ctx, workspace), "session": session_id,
                  "user_level": scope == "user"}
        outcomes = await tools.run("flymemory_remember", writes.remember, text, state_key=state_key,
                                   state_value=state_value, dry_run=dry_run, occurred_at=occurred_at, **fields,
                                   speaker=speaker, role=role,
                                   entities=[e.model_dump(by_alias=True) for e in entities],
                                   relations=[r.model_dump(by_alias=True) for r in relations])
        if dry_run:
            plan = "\n".join(f"{i}. {o.plan()}: {render.first_words(o.text, 80)}" for i, o in enumerate(outcomes, 1))
            return reply("PLAN (dry run, nothing stored)\n" + plan,
                         {"dry_run": True, "plan": [o.plan() for o in outcomes], **outcomes_data(outcomes)})
        return reply(describe(outcomes), outcomes_data(outcomes))

    @mcp.tool(name="flymemory_auto", annotations=annotations("Capture prompt and recall", read_only=False))
    async def auto(
        text: Annotated[Body, Field(description="The user's prompt, verbatim.")],
        ctx: Context,
        session_id: SessionId = "",
        workspace: Workspace = "",
        k: Annotated[int, Field(ge=1, le=50, description="How many memories to return.")] = 5,
        lessons: Annotated[int, Field(ge=0, le=10, description=(
            "Also append this many top lessons (flymemory_insights: valuable memories that are fading)."))] = 0,
        occurred_at: OccurredAt = None,
        role: Role = "user",
    ) -> CallToolResult:
        """Hook path, for harness integrations rather than models: recall the memories relevant to
        this prompt (before it is stored, so it never returns itself), then capture the prompt.
        Works on an empty store. Models should use flymemory_recall / flymemory_remember instead."""
        outcomes, hits, top = await tools.run(
            "flymemory_auto", reads.auto_with_lessons, text, app=tools.app_of(ctx),
            workspace=tools.workspace_of(ctx, workspace), session=session_id, k=k, lessons=lessons,
            occurred_at=occurred_at, role=role)
        now = tools.now()
        body = render.recall_lines(hits, now, tools.retention())
        data = {**hits_data(hits, now), **outcomes_data(outcomes)}
        if top:
            body += ("\nTop lessons (valuable memories that are fading):\n"
                     + render.entries_list(top, now, tools.retention()))
            data["lessons"] = [entry_data(e, now) for e in top]
        return reply(body, data)

    @mcp.tool(name="flymemory_consolidate", annotations=annotations("Consolidate", read_only=False))
    async def consolidate(
        ids: Annotated[list[EntryId], Field(min_length=1, max_length=100, description=(
            "The memories the conclusion is drawn from (they stay, linked as evidence)."))],
        conclusion: Annotated[Body, Field(description="What they add up to, as one self-contained statement.")],
        ctx: Context,
        scope: Annotated[Literal["workspace", "user"], Field(description=(
            "`user` when the conclusion holds in every workspace."))] = "workspace",
        workspace: Workspace = "",
        compartment: Annotated[str, Field(min_length=1, max_length=64, description="Where the conclusion is filed."),
                               AfterValidator(label)] = "lessons",
    ) -> CallToolResult:
        """Record a conclusion you drew from several memories (a lesson, a pattern, a summary),
        linked to its evidence. Use it after noticing something recurring in recalled memories.
        Replies with the outcome and the new id."""
        if len(set(ids)) != len(ids):
            raise ToolError("ids contains duplicates; list each id once.")
        outcome = await tools.run("flymemory_consolidate", writes.consolidate, list(ids), conclusion,
                                  app=tools.app_of(ctx), workspace=tools.workspace_of(ctx, workspace),
                                  compartment=compartment, user_level=scope == "user")
        return reply(outcome.describe(), outcomes_data([outcome]))
