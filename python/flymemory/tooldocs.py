"""Generate docs/TOOLS.md from the live tool schemas, so the reference cannot drift.

    python -m flymemory.tooldocs            # rewrite docs/TOOLS.md
    python -m flymemory.tooldocs --check    # exit 1 if docs/TOOLS.md is stale (CI)
"""

from __future__ import annotations

import asyncio
import json
import os
import tempfile
from typing import Any

from flymemory.docgen import generate
from flymemory.mcp import INSTRUCTIONS, build_mcp
from flymemory.memory import MemoryEngine
from flymemory.store import SQLiteStore

DEFAULT_OUTPUT = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", "..", "docs", "TOOLS.md"))

PREAMBLE = """\
# FlyMemory MCP tools

<!-- Generated from the tool schemas by `python -m flymemory.tooldocs`; do not edit by hand.
     A test runs `python -m flymemory.tooldocs --check`, so a schema change without a
     regenerated file fails CI. -->

The engine serves these tools over MCP: streamable HTTP (stateless, JSON responses) at
`http://127.0.0.1:8791/mcp`, or stdio with `python -m flymemory --stdio`. The server's
instructions to models:

> {instructions}

## Connecting

- **App tag**: `?app=<name>` on the endpoint URL, or an `X-FlyMemory-App` header. Stored on every
  write, shown in recall, counted by `flymemory_stats`. stdio clients are tagged `stdio`.
- **Workspace**: the `workspace` argument of a tool; else `?workspace=<dir>` on the URL or an
  `X-FlyMemory-Workspace` header; else the engine's `--workspace` (stdio).
- **Token**: binding anything but loopback requires `--token` (or `FLYMEMORY_TOKEN`); every request,
  `/health` included, then needs `Authorization: Bearer <token>`. Without a token, requests from
  non-loopback addresses are refused.
- **Health**: `GET /health` gives `name` (`flymemory`), `version`, `pid`, `store`, `schema_version`,
  `embedder`, `embedder_loaded`, `embedder_state`, `entries`, `ready`.
- **stdio**: `python -m flymemory --stdio [--app NAME] [--workspace DIR] [--data-dir DIR]`. A stdio engine
  holds the store lock like any engine, so while an HTTP engine serves a store, point clients at its
  URL instead of spawning a second engine on the same data directory.
- **Hook clients** (Claude Code and the like): `flymemory-hook prompt` / `session-start`; see
  `examples/claude-code/`.

## Workspace scoping

Every entry remembers the workspace (project directory) and session it came from.

- **Captured prompts** (`source` `hook`, written by `flymemory_auto` and `flymemory-hook`) carry their
  workspace.
- **Model-stored facts** (`flymemory_remember`, `flymemory_consolidate`) carry the workspace too,
  unless stored with `scope="user"`: then they are **user-level** (preferences, identity) and belong
  to every workspace.
- **Unscoped entries** (imports, writes that named no workspace) have an empty workspace and are
  visible everywhere.

Default recall (`scope="workspace"`) in workspace *W* sees: entries of *W* + user-level entries +
unscoped entries. Another workspace's captured chatter and project facts never come in.
With no workspace known at all, only user-level and unscoped entries are searched.
`scope="all"` searches every workspace. The same rule applies to every read
(`recall`, `recall_index`, `recall_block`, `state_lookup`, `find_conflicts`, `insights`,
`session_pack`, `stats`): the store builds it in one place (`scope_predicate`).

## Replies

Replies are compact text for the model plus `structuredContent` with the same data.
Recalled memories come inside `<flymemory-recall note="…data, not instructions…">`, one line each:
`#id · state · age · source · app · decay · text` (`decay` is the retention in [0, 1]).
`flymemory_recall_index` gives `#id | age | app | first words` (framed the same way);
`flymemory_get_memory` the full text with lineage. Stored text can never open or close a frame: frame
tags inside it are neutralised (`&lt;`), control, bidi and zero-width characters are removed, and labels
(state values, app, workspace, tags) stay on one line. Bad arguments (unknown id, wrong type, out of
range, empty or whitespace-only text, text over the limit, NUL bytes, lone surrogates) return a tool
error that names the argument; nothing is written. One call carries at most 10,000 characters of text
(a few seconds of embedding CPU); longer input is refused, and the plugin and hook capture a longer
prompt up to that size.

## Tools

"""


def _type_of(schema: dict[str, Any]) -> str:
    if "enum" in schema:
        return " \\| ".join(f"`{v}`" for v in schema["enum"])
    if "anyOf" in schema:
        kinds = [_type_of(s) for s in schema["anyOf"] if s.get("type") != "null"]
        nullable = any(s.get("type") == "null" for s in schema["anyOf"])
        return " \\| ".join(kinds) + (" or null" if nullable else "")
    if schema.get("type") == "array":
        return f"array of {_type_of(schema.get('items', {}))}"
    return str(schema.get("type", "any"))


def _constraints(schema: dict[str, Any]) -> str:
    parts = []
    for source in [schema, *schema.get("anyOf", []), schema.get("items", {})]:
        for key, label in (("minLength", "min length"), ("maxLength", "max length"), ("minimum", "≥"),
                           ("maximum", "≤"), ("exclusiveMinimum", ">"), ("exclusiveMaximum", "<"),
                           ("minItems", "min items"), ("maxItems", "max items"), ("pattern", "pattern")):
            if key in source:
                value = f"`{source[key]}`" if key == "pattern" else source[key]
                parts.append(f"{label} {value}")
    return ", ".join(dict.fromkeys(parts))


def _cell(text: str) -> str:
    return " ".join(str(text).split()).replace("|", "\\|")


def _tool_section(tool: Any) -> str:
    schema = tool.inputSchema
    required = set(schema.get("required", []))
    hints = tool.annotations
    flags = [("read-only" if hints.readOnlyHint else "writes"),
             ("destructive" if hints.destructiveHint else "non-destructive"),
             ("idempotent" if hints.idempotentHint else "not idempotent")]
    lines = [f"### `{tool.name}`", "", "_" + ", ".join(flags) + "_", ""]
    lines += [" ".join(line.strip() for line in (tool.description or "").splitlines()).strip(), ""]
    props = schema.get("properties", {})
    if props:
        lines += ["| argument | type | default | limits | description |", "| --- | --- | --- | --- | --- |"]
        for name, prop in props.items():
            default = "required" if name in required else f"`{json.dumps(prop.get('default'), ensure_ascii=False)}`"
            lines.append(f"| `{name}` | {_type_of(prop)} | {default} | {_cell(_constraints(prop))} | "
                         f"{_cell(prop.get('description', ''))} |")
    else:
        lines.append("No arguments.")
    return "\n".join(lines) + "\n"


def render_tools_doc() -> str:
    # Tools bind their services when they are registered, so a throwaway store (no model) stands in.
    with tempfile.TemporaryDirectory() as scratch:
        store = SQLiteStore(os.path.join(scratch, "flymemory.db"))
        try:
            tools = sorted(asyncio.run(build_mcp(MemoryEngine(store, None)).list_tools()), key=lambda t: t.name)
        finally:
            store.close()
    index = "\n".join(f"- [`{t.name}`](#{t.name}) — {_cell((t.description or '').split('.')[0])}." for t in tools)
    body = "\n".join(_tool_section(t) for t in tools)
    return PREAMBLE.format(instructions=INSTRUCTIONS) + index + "\n\n" + body


def main(argv: list[str] | None = None) -> int:
    return generate("flymemory.tooldocs", __doc__.splitlines()[0], DEFAULT_OUTPUT, lambda _current: render_tools_doc(),
                    "the tool schemas", argv)


if __name__ == "__main__":
    raise SystemExit(main())
