"""Workspace scoping as users depend on it: a conversation in project A never gets
project B's captured chatter, while facts the model stored as user-level (preferences,
identity) are found everywhere; scope="all" searches everything."""

from __future__ import annotations

import pytest
from test_service import call_tool as http_call

A, B = "/home/dana/project-a", "/home/dana/project-b"


@pytest.fixture
def seeded(call_tool):
    # Captured chatter in each project (the hook path), and model-stored facts.
    call_tool("flymemory_auto", text="The payment service in this repo retries three times.", workspace=B)
    call_tool("flymemory_auto", text="The search service in this repo uses BM25 ranking.", workspace=A)
    call_tool("flymemory_remember", text="Dana prefers short commit messages.", scope="user", workspace=B)
    call_tool("flymemory_remember", text="Project B deploys the payment service on Fridays.", workspace=B)
    call_tool("flymemory_remember", text="The payment gateway vendor is Adyen.")  # no workspace at all
    return call_tool


def recalled(reply) -> list[str]:
    return [m["text"] for m in reply.data["memories"]]


def test_default_recall_keeps_another_workspaces_captured_chatter_out(seeded):
    texts = recalled(seeded("flymemory_recall", query="payment service retries", workspace=A, k=10))
    assert not any("retries three times" in t for t in texts)
    assert not any("Fridays" in t for t in texts)  # B's model-stored project fact stays in B too


def test_user_level_facts_are_found_from_every_workspace(seeded):
    for ws in (A, B, "/somewhere/else"):
        texts = recalled(seeded("flymemory_recall", query="commit message style", workspace=ws, k=10))
        assert "Dana prefers short commit messages." in texts


def test_entries_with_no_workspace_are_found_everywhere(seeded):
    texts = recalled(seeded("flymemory_recall", query="payment gateway vendor", workspace=A, k=10))
    assert "The payment gateway vendor is Adyen." in texts


def test_own_workspace_chatter_is_recalled(seeded):
    texts = recalled(seeded("flymemory_recall", query="search ranking", workspace=A, k=10))
    assert "The search service in this repo uses BM25 ranking." in texts


def test_scope_all_searches_every_workspace(seeded):
    texts = recalled(seeded("flymemory_recall", query="payment service retries", workspace=A, scope="all", k=10))
    assert "The payment service in this repo retries three times." in texts


def test_with_no_workspace_known_only_user_level_and_unscoped_entries_are_searched(seeded):
    texts = recalled(seeded("flymemory_recall", query="service repo payment search commit vendor", k=20))
    assert "Dana prefers short commit messages." in texts and "The payment gateway vendor is Adyen." in texts
    assert not any("in this repo" in t for t in texts)


def test_the_hook_path_recall_is_scoped_to_the_prompts_workspace(seeded):
    reply = seeded("flymemory_auto", text="How many times does the payment service retry?", workspace=A)
    assert "retries three times" not in reply.text
    assert "Adyen" in reply.text or "No stored memories match." in reply.text


def test_index_block_and_session_pack_follow_the_same_rule(seeded):
    assert "retries three times" not in seeded("flymemory_recall_index", query="payment retries", workspace=A).text
    assert "retries three times" not in seeded("flymemory_recall_block", query="payment retries", workspace=A).text
    pack = seeded("flymemory_session_pack", workspace=A).text
    assert "BM25" in pack and "retries three times" not in pack
    assert "retries three times" in seeded("flymemory_recall_index", query="payment retries", scope="all").text


def test_captured_entries_remember_their_workspace_and_session(call_tool):
    reply = call_tool("flymemory_auto", text="Use the staging cluster for load tests.", workspace=A,
                      session_id="sess-42")
    entry_id = reply.data["outcomes"][0]["id"]
    full = call_tool("flymemory_get_memory", id=entry_id)
    assert full.data["workspace"] == A and "session sess-42" in full.text and full.data["source"] == "hook"


def test_the_workspace_can_come_from_the_endpoint_url_or_header(spawn_engine):
    engine = spawn_engine()
    b_url = f"{engine.base}/mcp?app=t&workspace={B}"
    http_call(b_url, "flymemory_auto", {"text": "Project B's CI runs on Jenkins nightly."})
    from_a = http_call(engine.url("t"), "flymemory_recall", {"query": "Jenkins CI"},
                       headers={"X-FlyMemory-Workspace": A})
    assert from_a["result"]["structuredContent"]["memories"] == []
    from_b = http_call(b_url, "flymemory_recall", {"query": "Jenkins CI"})
    assert from_b["result"]["structuredContent"]["memories"][0]["workspace"] == B


def test_the_hook_path_with_no_workspace_known_never_reaches_into_a_project(seeded):
    reply = seeded("flymemory_auto", text="How many times does the payment service retry?")
    assert "retries three times" not in reply.text and "BM25" not in reply.text
