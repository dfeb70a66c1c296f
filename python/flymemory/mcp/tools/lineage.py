"""Lineage: cross a memory out (supersede), withdraw it (forget), bring an archived one
back (restore), and read what a state key holds now and held before."""

from __future__ import annotations

from typing import Annotated

from mcp.server.fastmcp import Context, FastMCP
from mcp.server.fastmcp.exceptions import ToolError
from mcp.types import CallToolResult
from pydantic import AfterValidator, Field

from flymemory import render
from flymemory.mcp.context import ToolContext, annotations, describe, earlier_exports, entry_data, outcomes_data, reply
from flymemory.mcp.types import Body, EntryId, ReadScope, StateKey, Workspace, clean_text


def register(mcp: FastMCP, tools: ToolContext) -> None:
    """Add the lineage tools to `mcp`, bound to their services. Long only because it holds the
    tool definitions; each tool is a short function of its own."""
    lineage = tools.services.lineage
    maintenance = tools.services.maintenance
    states = tools.services.states
    writes = tools.services.writes

    @mcp.tool(name="flymemory_supersede", annotations=annotations("Supersede", read_only=False))
    async def supersede(
        old_id: Annotated[EntryId, Field(description="The memory that no longer holds.")],
        ctx: Context,
        new_id: Annotated[EntryId | None, Field(description="The memory that replaces it (already stored).")] = None,
        text: Annotated[Body | None, Field(description="Or: the replacing statement, stored now.")] = None,
        workspace: Workspace = "",
    ) -> CallToolResult:
        """Cross out an outdated memory in favour of a newer one. The old one stays in history
        (flymemory_state_history, flymemory_get_memory) but no longer appears in default recall.
        Give exactly one of new_id (an existing memory) or text (stored now, then used).
        It happens exactly once: superseding an already superseded memory is refused and changes
        nothing. Do not use it to delete wrong memories:
        that is flymemory_forget."""
        if (new_id is None) == (text is None):
            raise ToolError("give exactly one of new_id or text.")
        app = tools.app_of(ctx)
        if text is None:
            message = await tools.run("flymemory_supersede", lineage.supersede, old_id, new_id, app=app)
            return reply(str(message), {"old_id": old_id, "new_id": new_id, "result": str(message)})
        outcomes, new_id, message = await tools.run("flymemory_supersede", writes.supersede_with_text, old_id, text,
                                                    app=app, workspace=workspace)
        if message is None:
            return reply(describe(outcomes), {"old_id": old_id, "new_id": old_id, **outcomes_data(outcomes)})
        return reply(str(message), {"old_id": old_id, "new_id": new_id, "result": str(message)})

    @mcp.tool(name="flymemory_keep_both", annotations=annotations("Keep both", read_only=False, idempotent=True))
    async def keep_both(
        old_id: Annotated[EntryId, Field(description="The older memory of the pair.")],
        new_id: Annotated[EntryId, Field(description="The newer memory of the pair.")],
        ctx: Context,
    ) -> CallToolResult:
        """Settle a pair flymemory_find_conflicts listed (may update, may repeat, found) when both memories
        hold: the newer neither replaces nor repeats the older. The unsure link between them is removed (the
        older is no longer marked possibly outdated), the judgement is recorded, and the pair is not listed
        again. Both must be active; for an update crossed out, use flymemory_restore(old_id)."""
        message = await tools.run("flymemory_keep_both", lineage.keep_both, old_id, new_id, app=tools.app_of(ctx))
        return reply(str(message), {"old_id": old_id, "new_id": new_id, "result": str(message)})

    @mcp.tool(name="flymemory_forget", annotations=annotations("Forget", read_only=False, destructive=True,
                                                                   idempotent=True))
    async def forget(
        id: EntryId,
        ctx: Context,
        reason: Annotated[str, Field(max_length=500, description="Why it is wrong or unwanted."),
                          AfterValidator(clean_text)] = "",
        erase: Annotated[bool, Field(strict=True, description=(
            "True also wipes the text (for secrets or things the user asked to delete); cannot be restored."))]
        = False,
    ) -> CallToolResult:
        """Withdraw a memory that was wrong or that the user wants gone: it leaves every recall and its
        evidence links are dropped; the act is recorded. erase=true also wipes its text (secrets,
        deletion requests). For facts that merely changed, use flymemory_supersede instead: history
        should keep them. Forgetting is not undone by flymemory_restore."""
        entry = await tools.run("flymemory_forget", lineage.forget, id, erase=erase, reason=reason,
                                app=tools.app_of(ctx))
        verb = "ERASED" if erase else "FORGOTTEN"
        exports = earlier_exports(tools.export_dir) if erase else []
        text = f"{verb} #{entry.id}"
        if exports:
            text += (f"\nWARNING: {len(exports)} earlier export(s) may still hold the erased text; delete them if "
                     "they do: " + ", ".join(exports[:20]))
        return reply(text, {"id": entry.id, "status": entry.status, "erased": erase, "earlier_exports": exports})

    @mcp.tool(name="flymemory_restore", annotations=annotations("Restore", read_only=False, idempotent=True))
    async def restore(id: EntryId, ctx: Context) -> CallToolResult:
        """Bring an archived memory (one flymemory_cleanup faded out) back to active so recall sees it
        again, or undo an automatic update (a memory a later sentence crossed out, `updates #id` in the
        remember reply) exactly. Forgotten memories stay forgotten. Replies with the memory's line."""
        entry = await tools.run("flymemory_restore", maintenance.restore, id, app=tools.app_of(ctx))
        now = tools.now()
        return reply(f"RESTORED {render.entry_line(entry, now, tools.retention())}", entry_data(entry, now))

    @mcp.tool(name="flymemory_state_lookup", annotations=annotations("State lookup", read_only=True,
                                                                     idempotent=True))
    async def state_lookup(key: StateKey, ctx: Context, scope: ReadScope = "workspace",
                           workspace: Workspace = "") -> CallToolResult:
        """The current value of a state key (set through flymemory_remember state_key/state_value).
        Replies with the one current memory, or says the key is unknown."""
        entry = await tools.run("flymemory_state_lookup", states.lookup, key,
                                tools.read_scope(scope, workspace, ctx))
        now = tools.now()
        if entry is None:
            return reply(f"No current value for state key {key!r}.", {"key": key, "current": None})
        return reply(render.entries_list([entry], now, tools.retention()),
                     {"key": key, "current": entry_data(entry, now)})

    @mcp.tool(name="flymemory_state_history", annotations=annotations("State history", read_only=True,
                                                                      idempotent=True))
    async def state_history(key: StateKey) -> CallToolResult:
        """Every value a state key has had, oldest first, superseded ones included: answers
        "what did I use before" questions."""
        entries = await tools.run("flymemory_state_history", states.history, key)
        now = tools.now()
        return reply(render.entries_list(entries, now, tools.retention(), empty=f"State key {key!r} has no history."),
                     {"key": key, "memories": [entry_data(e, now) for e in entries]})
