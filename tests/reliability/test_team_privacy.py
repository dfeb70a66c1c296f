"""Team mode: two users, two tokens, one engine. User B cannot see, export, change or
erase user A's user-level memories through ANY tool: the test enumerates the tool
list from the engine itself, so a tool added later is covered without editing it.
Workspace memories stay shared, and single-user mode is unchanged."""

from __future__ import annotations

import json
import os
import sys

import pytest
from reliability_helpers import Engine, start_engine, text_of

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "python"))
from pg_server import PgServer  # noqa: E402

pytestmark = pytest.mark.reliability

ALICE, BOB = "alice-token-0123456789abcdef", "bob-token-0123456789abcdef01"
PRIVATE = "Alice's private nickname is Moonpie Zeppelin."
MARKER = "moonpie"
SHARED = "The team deploys the billing service on Fridays."


@pytest.fixture(scope="module")
def pg_server():
    server = PgServer()
    yield server
    server.remove()


@pytest.fixture(params=("sqlite", "postgres"))
def team_engine(request, tmp_path):
    tokens = tmp_path / "tokens"
    tokens.write_text(f"# the team\nalice {ALICE}\nbob {BOB}\n")
    tokens.chmod(0o600)
    extra = ["--users-file", str(tokens)]
    if request.param == "postgres":
        extra += ["--store", request.getfixturevalue("pg_server").database("team")]
    engine = start_engine(str(tmp_path / "data"), token=ALICE, extra=tuple(extra))
    yield engine
    engine.kill()


def as_user(engine: Engine, token: str) -> Engine:
    return Engine(engine.proc, engine.port, engine.data_dir, engine.host, token)


def _value(name: str, prop: dict, private_id: int):
    kind = prop.get("type") or next((p.get("type") for p in prop.get("anyOf", []) if p.get("type") != "null"), None)
    if "enum" in prop:
        return "all" if "all" in prop["enum"] else prop["enum"][0]
    if kind == "integer":
        return private_id
    if kind == "array":
        item = prop.get("items", {})
        return [private_id] if item.get("type") == "integer" else ["nickname"]
    if kind == "string":
        if "pattern" in prop:
            return {"name": "bob.jsonl"}.get(name)
        return "nickname"
    if kind == "boolean":
        return False
    return None


def _argument_sets(tool: dict, private_id: int) -> list[dict]:
    """The tool's required arguments, then every argument it takes, aimed at A's entry."""
    schema = tool.get("inputSchema", {})
    props = schema.get("properties", {})
    full = {n: v for n, p in props.items() if (v := _value(n, p, private_id)) is not None}
    required = {n: full[n] for n in schema.get("required", []) if n in full}
    return [required, full] if required != full else [full]


def test_user_b_sees_none_of_user_as_private_memories_through_any_tool(team_engine, figures):
    alice, bob = as_user(team_engine, ALICE), as_user(team_engine, BOB)
    private = alice.ok("flymemory_remember", {"text": PRIVATE, "scope": "user"})
    private_id = private["structuredContent"]["outcomes"][0]["id"]
    alice.ok("flymemory_profile", {"action": "add", "text": "Alice prefers moonpie-flavoured tea.", "scope": "user"})
    alice.ok("flymemory_remember", {"text": SHARED, "workspace": "/team"})
    assert MARKER in text_of(alice.ok("flymemory_recall", {"query": "nickname", "scope": "all"})).lower()

    tools = bob.rpc({"jsonrpc": "2.0", "id": 1, "method": "tools/list"})["result"]["tools"]
    assert len(tools) >= 20
    leaks, calls = [], 0
    for tool in tools:
        for arguments in _argument_sets(tool, private_id):
            result = bob.call(tool["name"], arguments)
            calls += 1
            seen = json.dumps(result, ensure_ascii=False).lower()
            if MARKER in seen:
                leaks.append(f"{tool['name']}({arguments}): {text_of(result)[:200]}")
    exports = os.path.join(team_engine.data_dir, "exports")
    for name in os.listdir(exports) if os.path.isdir(exports) else []:
        with open(os.path.join(exports, name), encoding="utf-8") as f:
            if MARKER in f.read().lower():
                leaks.append(f"export file {name}")
    assert not leaks, leaks

    # Nothing B did changed A's private entry (forget, supersede, erase... were all refused).
    mine = alice.ok("flymemory_get_memory", {"id": private_id})
    assert PRIVATE in text_of(mine) and "forgotten" not in json.dumps(mine["structuredContent"])
    # Workspace memories are shared.
    assert "billing" in text_of(bob.ok("flymemory_recall", {"query": "billing deploys", "workspace": "/team"}))
    figures.update({"tools": len(tools), "calls_as_other_user": calls, "leaks": 0})


def test_a_request_without_a_known_token_is_refused(team_engine):
    stranger = as_user(team_engine, "not-a-token-of-this-team-000")
    status, _ = stranger.post(b'{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}')
    assert status == 401
