"""Conformance with the official Python `mcp` client, against the real engine process:
over streamable HTTP and over stdio, every tool is listed and called with valid and
invalid arguments; a bad call is an error naming the argument, the server stays up
and the store is unchanged."""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import urllib.error
import urllib.request

import anyio
import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from mcp.client.streamable_http import streamable_http_client

TOOLS = {
    "flymemory_remember", "flymemory_recall", "flymemory_auto", "flymemory_recall_index",
    "flymemory_get_memory", "flymemory_recall_block", "flymemory_supersede", "flymemory_state_lookup",
    "flymemory_state_history", "flymemory_consolidate", "flymemory_find_conflicts", "flymemory_insights",
    "flymemory_forget", "flymemory_cleanup", "flymemory_restore", "flymemory_session_pack", "flymemory_stats",
    "flymemory_export", "flymemory_import", "flymemory_graph", "flymemory_profile", "flymemory_session_digest",
    "flymemory_distill", "flymemory_gc", "flymemory_keep_both",
}

# Run in this order on a store seeded with #1 "tabs", #2 "spaces", #3 "lunch" (see `seed`).
VALID = [
    ("flymemory_remember", {"text": "The staging database is db-staging.internal."}),
    ("flymemory_auto", {"text": "How do I deploy to staging?", "session_id": "s1", "workspace": "/w/a"}),
    ("flymemory_recall", {"query": "staging database", "k": 3}),
    ("flymemory_recall_index", {"query": "indentation", "k": 5, "scope": "all"}),
    ("flymemory_recall_block", {"query": "indentation", "budget_chars": 1000}),
    ("flymemory_get_memory", {"id": 1}),
    ("flymemory_supersede", {"old_id": 1, "new_id": 2}),
    ("flymemory_remember", {"text": "The editor is Helix.", "state_key": "editor", "state_value": "helix"}),
    ("flymemory_state_lookup", {"key": "editor"}),
    ("flymemory_state_history", {"key": "editor"}),
    ("flymemory_consolidate", {"ids": [2, 3], "conclusion": "The user cares about code style and routine."}),
    ("flymemory_find_conflicts", {"limit": 5}),
    # Valid arguments, refused: #1 was superseded above (flymemory_restore is the way back for an update).
    ("flymemory_keep_both", {"old_id": 1, "new_id": 2}, "not active"),
    ("flymemory_insights", {"limit": 5}),
    ("flymemory_forget", {"id": 3, "reason": "wrong"}),
    # Valid arguments, refused by the engine with a reason: #3 is forgotten, only archived ones come back.
    ("flymemory_restore", {"id": 3}, "not archived"),
    ("flymemory_cleanup", {"min_retention": 0.1, "dry_run": True}),
    ("flymemory_session_pack", {"workspace": "/w/a"}),
    ("flymemory_stats", {}),
    ("flymemory_export", {}),
    ("flymemory_import", {"path": "/nonexistent/backup.jsonl"}, "outside the folders"),
    ("flymemory_remember", {"text": "Ivan works at Acme.", "dry_run": True,
                            "entities": [{"name": "Ivan", "type": "person"}, {"name": "Acme", "type": "company"}],
                            "relations": [{"from": "Ivan", "rel": "works_at", "to": "Acme"}]}),
    ("flymemory_graph", {"start": "Acme", "hops": 2}),
    ("flymemory_profile", {"action": "add", "text": "The user is Dana."}),
    ("flymemory_session_digest", {"workspace": "/w/a"}),
    ("flymemory_distill", {"limit": 3}),
    ("flymemory_gc", {"dry_run": True, "stale_days": 30}),
]

# (tool, arguments, what the error must name)
INVALID = [
    ("flymemory_remember", {"text": ""}, "text"),
    ("flymemory_remember", {"text": "   \n "}, "text"),
    ("flymemory_remember", {"text": "x" * 1_000_000}, "text"),
    ("flymemory_remember", {"text": "nul\x00byte"}, "text"),
    ("flymemory_remember", {"text": "ok", "scope": "galaxy"}, "scope"),
    ("flymemory_remember", {"text": "ok", "state_key": "editor"}, "state_value"),
    ("flymemory_auto", {"text": 42}, "text"),
    ("flymemory_auto", {"text": "hi", "k": 51}, "k"),
    ("flymemory_recall", {"query": "x", "k": 0}, "k"),
    ("flymemory_recall", {}, "query"),
    ("flymemory_recall_index", {"query": "x", "k": "many"}, "k"),
    ("flymemory_recall_block", {"query": "x", "budget_chars": 10}, "budget_chars"),
    ("flymemory_get_memory", {"id": -1}, "id"),
    ("flymemory_supersede", {"old_id": 1}, "new_id"),
    ("flymemory_supersede", {"old_id": "one", "new_id": 2}, "old_id"),
    ("flymemory_state_lookup", {"key": ""}, "key"),
    ("flymemory_state_history", {}, "key"),
    ("flymemory_consolidate", {"ids": [], "conclusion": "x"}, "ids"),
    ("flymemory_consolidate", {"ids": [1, 1], "conclusion": "x"}, "ids"),
    ("flymemory_find_conflicts", {"limit": 0}, "limit"),
    ("flymemory_keep_both", {"old_id": 0, "new_id": 2}, "old_id"),
    ("flymemory_insights", {"limit": 1000}, "limit"),
    ("flymemory_forget", {"id": "abc"}, "id"),
    ("flymemory_forget", {"id": 1, "erase": "yes"}, "erase"),  # destructive flags take real booleans only
    ("flymemory_cleanup", {"dry_run": "false"}, "dry_run"),
    ("flymemory_cleanup", {"min_retention": 1.5}, "min_retention"),
    ("flymemory_restore", {"id": 0}, "id"),
    ("flymemory_session_pack", {"trail": -1}, "trail"),
    ("flymemory_stats", {"scope": "galaxy"}, "scope"),
    ("flymemory_export", {"name": "../escape.jsonl"}, "name"),
    ("flymemory_import", {"path": "relative/backup.jsonl"}, "path"),
    ("flymemory_remember", {"text": "ok", "dry_run": "yes"}, "dry_run"),
    ("flymemory_remember", {"text": "ok", "entities": [{"name": "X", "type": "alien"}]}, "type"),
    ("flymemory_graph", {"start": "Acme", "hops": 5}, "hops"),
    ("flymemory_profile", {"action": "rename"}, "action"),
    ("flymemory_session_digest", {"todos": -1}, "todos"),
    ("flymemory_distill", {"min_size": 1}, "min_size"),
    ("flymemory_gc", {"dry_run": "false"}, "dry_run"),
]

def text_of(result) -> str:
    return "\n".join(c.text for c in result.content if c.type == "text")


def store_fingerprint(data_dir: str) -> tuple:
    db = sqlite3.connect(f"file:{os.path.join(data_dir, 'flymemory.db')}?mode=ro", uri=True)
    try:
        return tuple(db.execute(f"SELECT count(*), coalesce(max(id), 0) FROM {t}").fetchone()
                     for t in ("entries", "edges", "history"))
    finally:
        db.close()


async def seed(session: ClientSession) -> None:
    for text in ("I indent Go code with tabs.", "I indent Python code with four spaces.",
                 "Lunch is at noon on Fridays."):
        r = await session.call_tool("flymemory_remember", {"text": text})
        assert not r.isError, text_of(r)


async def exercise(session: ClientSession, data_dir: str) -> None:
    listed = (await session.list_tools()).tools
    assert {t.name for t in listed} == TOOLS
    for tool in listed:
        assert len(tool.description or "") > 80, tool.name
        assert tool.inputSchema["type"] == "object"
        assert tool.annotations is not None and tool.annotations.readOnlyHint is not None, tool.name
        for name, prop in tool.inputSchema.get("properties", {}).items():
            assert "type" in prop or "anyOf" in prop or "enum" in prop, (tool.name, name)

    await seed(session)
    called = set()
    for name, args, *refusal in VALID:
        r = await session.call_tool(name, args)
        if refusal:
            assert r.isError and refusal[0] in text_of(r), (name, text_of(r))
        else:
            assert not r.isError, (name, text_of(r))  # every tool works: "not available yet" is a failure
        assert text_of(r).strip()
        called.add(name)
    assert called == TOOLS

    before = store_fingerprint(data_dir)
    for name, args, argument in INVALID:
        r = await session.call_tool(name, args)
        assert r.isError, (name, args)
        assert argument in text_of(r), (name, argument, text_of(r))
    r = await session.call_tool("flymemory_nonexistent", {})
    assert r.isError and "flymemory_nonexistent" in text_of(r)
    assert store_fingerprint(data_dir) == before
    r = await session.call_tool("flymemory_recall", {"query": "staging database"})
    assert "db-staging.internal" in text_of(r)


def test_official_client_over_streamable_http_lists_and_calls_every_tool(spawn_engine):
    engine = spawn_engine()

    async def main():
        async with streamable_http_client(engine.url("conformance")) as (read, write, _), \
                ClientSession(read, write) as session:
            await session.initialize()
            await exercise(session, engine.data_dir)

    anyio.run(main)
    assert engine.proc.poll() is None and engine.health()["name"] == "flymemory"


def test_official_client_over_stdio_lists_and_calls_every_tool(tmp_path):
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "flymemory", "--stdio", "--data-dir", str(tmp_path), "--app", "zcode"],
        env={k: v for k, v in os.environ.items() if not k.startswith("FLYMEMORY_")})

    async def main():
        with open(tmp_path / "stderr.txt", "w") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write), ClientSession(read, write) as session:
                await session.initialize()
                await exercise(session, str(tmp_path))
                # An active entry this client wrote, found by its words: the answer must not wait for the
                # embedder, which a loaded machine may still be loading ("tabs" is crossed out by then).
                r = await session.call_tool("flymemory_recall", {"query": "staging database", "scope": "all"})
                assert " · zcode · " in text_of(r)  # --app tags a stdio client's writes

    anyio.run(main)
    with open(tmp_path / "engine.log", encoding="utf-8") as f:
        assert "store closed cleanly" in f.read()


def test_malformed_unicode_on_the_wire_is_an_error_and_the_server_stays_up(spawn_engine):
    engine = spawn_engine()
    before = store_fingerprint(engine.data_dir)
    raw = (b'{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"flymemory_remember",'
           b'"arguments":{"text":"lone \\ud800 surrogate"}}}')
    for body in (raw, b'{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"flymemory_remember",'
                      b'"arguments":{"text":"bad \xff\xfe bytes"}}}'):
        req = urllib.request.Request(engine.url("x"), data=body, headers={
            "content-type": "application/json", "accept": "application/json, text/event-stream"})
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                reply = json.loads(r.read())
        except urllib.error.HTTPError as exc:
            reply = json.loads(exc.read())
        assert "error" in reply or reply["result"]["isError"], reply
    assert store_fingerprint(engine.data_dir) == before
    assert engine.health()["entries"] == before[0][0]


def test_two_clients_with_different_app_tags_write_and_read_concurrently(spawn_engine):
    engine = spawn_engine()

    async def client(app: str, texts: list[str]) -> list[str]:
        replies = []
        async with streamable_http_client(engine.url(app)) as (read, write, _), \
                ClientSession(read, write) as session:
            await session.initialize()
            for text in texts:
                r = await session.call_tool("flymemory_remember", {"text": text})
                assert not r.isError, text_of(r)
                r = await session.call_tool("flymemory_recall", {"query": text, "k": 3, "scope": "all"})
                replies.append(text_of(r))
        return replies

    texts = {app: [f"Client {app} fact {i}: the {app} service listens on port {9000 + i}." for i in range(8)]
             for app in ("alpha", "beta")}
    results: dict[str, list[str]] = {}

    async def main():
        async def run(app):
            results[app] = await client(app, texts[app])

        async with anyio.create_task_group() as tg:
            for app in texts:
                tg.start_soon(run, app)

    anyio.run(main)
    db = sqlite3.connect(f"file:{os.path.join(engine.data_dir, 'flymemory.db')}?mode=ro", uri=True)
    rows = dict(db.execute("SELECT text, app FROM entries").fetchall())
    db.close()
    for app, written in texts.items():
        for text in written:
            assert rows[text] == app
    assert all(f" · {app} · " in reply for app in texts for reply in results[app])
    from test_service import call_tool

    stats = call_tool(engine.url("observer"), "flymemory_stats", {})["result"]["content"][0]["text"]
    assert "alpha 8" in stats and "beta 8" in stats, stats


@pytest.mark.parametrize("header", [True, False])
def test_the_app_tag_comes_from_the_url_or_a_header(spawn_engine, header):
    from test_service import call_tool

    engine = spawn_engine()
    url, headers = (engine.url(), {"X-FlyMemory-App": "zcode"}) if header else (engine.url("zcode"), {})
    reply = call_tool(url, "flymemory_remember", {"text": "Tagged by the client."}, headers=headers)
    assert reply["result"]["structuredContent"]["outcomes"][0]["kind"] == "new"
    recalled = call_tool(engine.url(), "flymemory_recall", {"query": "Tagged by the client", "scope": "all"})
    assert recalled["result"]["structuredContent"]["memories"][0]["app"] == "zcode"


def test_a_request_over_the_body_limit_is_refused_and_the_server_stays_up(spawn_engine):
    engine = spawn_engine()
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {
        "name": "flymemory_remember", "arguments": {"text": "y" * 6_000_000}}}).encode()
    req = urllib.request.Request(engine.url("big"), data=body, headers={
        "content-type": "application/json", "accept": "application/json, text/event-stream"})
    # The server answers 413 as soon as it has read past the limit; the client may still be
    # sending and see the connection closed instead. Either way: refused, and still serving.
    with pytest.raises((urllib.error.HTTPError, urllib.error.URLError, ConnectionError)) as refused:
        urllib.request.urlopen(req, timeout=60)
    if isinstance(refused.value, urllib.error.HTTPError):
        assert refused.value.code == 413
    assert engine.health()["entries"] == 0
