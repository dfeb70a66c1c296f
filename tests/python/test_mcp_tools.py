"""What each tool replies, as a model reads it: compact lines with id, state, age,
provenance and decay; errors that name the argument and leave the store alone."""

from __future__ import annotations

import json
import os
import re

LINE = re.compile(r"^#(\d+) · (active|superseded|archived|forgotten) · (now|\d+(m|h|d|mo|y)) · (\w+) · ([\w.:-]+)"
                  r" · decay (\d\.\d\d) · ")


def ids_in(text: str) -> list[int]:
    return [int(m.group(1)) for m in map(LINE.match, text.splitlines()) if m]


def test_remember_replies_per_sentence_and_recall_lines_carry_provenance_and_decay(call_tool):
    first = call_tool("flymemory_remember", text="I deploy with fabric. My build server is at 10.1.2.3.")
    assert re.fullmatch(r"NEW #\d+\nNEW #\d+", first.text), first.text
    again = call_tool("flymemory_remember", text="My build server is at 10.1.2.3.")
    assert again.text.startswith("STRENGTHENED #")
    reply = call_tool("flymemory_recall", query="Where is the build server?", k=2)
    assert reply.text.startswith("<flymemory-recall") and "not instructions" in reply.text
    line = reply.text.splitlines()[1]
    m = LINE.match(line)
    assert m and m.group(5) == "model" and m.group(6) == "stdio" and "10.1.2.3" in line
    assert reply.data["memories"][0]["text"] == "My build server is at 10.1.2.3."


def test_recall_on_an_empty_store_says_so(call_tool):
    assert call_tool("flymemory_recall", query="anything at all?").text == "No stored memories match."


def test_auto_works_on_an_empty_store_and_the_prompt_never_recalls_itself(call_tool):
    first = call_tool("flymemory_auto", text="First message ever: my name is Dana.", workspace="/w")
    assert first.text == "No stored memories match." and first.data["outcomes"][0]["kind"] == "new"
    second = call_tool("flymemory_auto", text="What is my name?", workspace="/w")
    assert "Dana" in second.text and "What is my name" not in second.text


def test_recall_index_gives_one_line_pointers_and_get_memory_the_full_text(call_tool):
    long = "The release checklist: tag the commit, build the wheel, verify the artefact signature, and publish it."
    call_tool("flymemory_remember", text=long)
    index = call_tool("flymemory_recall_index", query="release checklist")
    assert index.text.startswith("<flymemory-recall")
    pointer = index.text.splitlines()[1]
    assert re.match(r"^#\d+ \| now \| stdio \| The release checklist: .*…$", pointer) and len(pointer) < 140
    entry_id = int(pointer.split()[0][1:])
    full = call_tool("flymemory_get_memory", id=entry_id)
    assert long in full.text and "Lineage: none" in full.text and "History:" in full.text


def test_recall_block_packs_full_texts_until_the_budget_is_spent(call_tool):
    for i in range(12):
        call_tool("flymemory_remember", text=f"Deployment note {i}: the canary stage for region {i} takes "
                                             f"{10 + i} minutes and must be watched on the latency dashboard.")
    block = call_tool("flymemory_recall_block", query="canary deployment latency", budget_chars=600)
    assert len(block.text) <= 600 and 1 <= block.data["packed"] < 12
    assert block.text.count("Deployment note") == block.data["packed"]
    roomy = call_tool("flymemory_recall_block", query="canary deployment latency", budget_chars=20_000)
    assert roomy.data["packed"] == 12


def test_supersede_crosses_out_keeps_history_and_happens_exactly_once(call_tool):
    old = call_tool("flymemory_remember", text="The API runs on port 8080.").data["outcomes"][0]["id"]
    new = call_tool("flymemory_remember", text="We moved the HTTP API behind the nginx gateway in March.",
                    ).data["outcomes"][0]["id"]
    reply = call_tool("flymemory_supersede", old_id=old, new_id=new)
    assert not reply.is_error, reply.text
    current = call_tool("flymemory_recall", query="Which port does the API run on?")
    assert old not in ids_in(current.text)
    history = call_tool("flymemory_recall", query="Which port does the API run on?", include_superseded=True)
    assert f"#{old} · superseded" in history.text
    assert f"this supersedes #{old}" in call_tool("flymemory_get_memory", id=new).text
    forced = call_tool("flymemory_recall", query="API port", route="history", k=5)
    assert f"#{old} · superseded" in forced.text
    again = call_tool("flymemory_supersede", old_id=old, new_id=new)
    assert again.is_error and "already superseded" in again.text and "nothing changed" in again.text


def test_supersede_with_text_stores_the_replacement_or_rewrites_a_one_detail_change(call_tool):
    old = call_tool("flymemory_remember", text="The cache TTL is 60 seconds.").data["outcomes"][0]["id"]
    reply = call_tool("flymemory_supersede", old_id=old, text="The cache TTL is 300 seconds.")
    assert not reply.is_error, reply.text
    current = call_tool("flymemory_recall", query="What is the cache TTL?")
    assert "300 seconds" in current.text and "60 seconds" not in current.text
    history = call_tool("flymemory_recall", query="What is the cache TTL?", include_superseded=True)
    assert "60 seconds" in history.text
    same = call_tool("flymemory_supersede", old_id=reply.data["new_id"], text="The cache TTL is 300 seconds.")
    assert same.is_error and "nothing to supersede" in same.text


def test_state_keys_answer_now_and_before(call_tool):
    call_tool("flymemory_remember", text="My editor is Vim.", state_key="editor", state_value="vim")
    call_tool("flymemory_remember", text="My editor is Helix now.", state_key="editor", state_value="helix")
    now = call_tool("flymemory_state_lookup", key="editor")
    assert "Helix" in now.text and now.data["current"]["state_value"] == "helix"
    before = call_tool("flymemory_state_history", key="editor")
    assert [m["state_value"] for m in before.data["memories"]] == ["vim", "helix"]
    assert "No current value" in call_tool("flymemory_state_lookup", key="shell").text


def test_consolidate_links_the_conclusion_to_its_evidence(call_tool):
    a = call_tool("flymemory_remember", text="The nightly build failed on a flaky network test.").data
    b = call_tool("flymemory_remember", text="The nightly build failed again on the same network test.").data
    ids = [a["outcomes"][0]["id"], b["outcomes"][0]["id"]]
    reply = call_tool("flymemory_consolidate", ids=ids, conclusion="The network test is flaky; quarantine it.")
    assert reply.text.startswith("NEW #")
    lineage = call_tool("flymemory_get_memory", id=reply.data["outcomes"][0]["id"]).text
    assert all(f"evidence #{i}" in lineage for i in ids)


def test_forget_withdraws_from_recall_and_erase_wipes_the_text(call_tool):
    wrong = call_tool("flymemory_remember", text="The office is in Berlin.").data["outcomes"][0]["id"]
    assert call_tool("flymemory_forget", id=wrong, reason="wrong city").text == f"FORGOTTEN #{wrong}"
    assert wrong not in ids_in(call_tool("flymemory_recall", query="Where is the office?").text)
    secret = call_tool("flymemory_remember", text="The door code is 4471.").data["outcomes"][0]["id"]
    assert call_tool("flymemory_forget", id=secret, erase=True).text == f"ERASED #{secret}"
    assert "4471" not in call_tool("flymemory_get_memory", id=secret).text


def test_cleanup_dry_run_lists_and_changes_nothing(call_tool):
    call_tool("flymemory_remember", text="A fresh memory does not fade.")
    reply = call_tool("flymemory_cleanup", min_retention=0.5)
    assert reply.text.startswith("Would archive 0 memories") and reply.data["dry_run"] is True


def test_unknown_ids_are_errors_that_name_the_id_and_change_nothing(call_tool, engine):
    call_tool("flymemory_remember", text="Something to keep.")
    before = engine.store.count(engine_scope_all())
    for name, args in (("flymemory_get_memory", {"id": 4242}), ("flymemory_forget", {"id": 4242}),
                       ("flymemory_supersede", {"old_id": 4242, "new_id": 1}),
                       ("flymemory_supersede", {"old_id": 4242, "text": "replacement"}),
                       ("flymemory_consolidate", {"ids": [1, 4242], "conclusion": "x y z"}),
                       ("flymemory_restore", {"id": 4242})):
        reply = call_tool(name, **args)
        assert reply.is_error and "4242" in reply.text, (name, reply.text)
    assert engine.store.count(engine_scope_all()) == before


def engine_scope_all():
    from flymemory.model import Scope

    return Scope(statuses=())


def test_stats_counts_by_source_app_compartment_and_status_with_ages(call_tool):
    call_tool("flymemory_auto", text="Captured prompt about the database schema.", workspace="/w")
    call_tool("flymemory_remember", text="Decision: we use PostgreSQL 16.", compartment="decisions")
    reply = call_tool("flymemory_stats")
    for expected in ("by_source: ", "hook 1", "model 1", "by_app: stdio 2", "decisions 1", "by_status: active 2",
                     "oldest_created_at: ", "newest_created_at: "):
        assert expected in reply.text, (expected, reply.text)


def test_session_pack_has_the_recent_trail_and_latest_conclusions(call_tool):
    for text in ("Start the migration of the billing tables.", "Now add the index on invoices."):
        call_tool("flymemory_auto", text=text, workspace="/w/billing")
    call_tool("flymemory_remember", text="Conclusion: the invoices index must be concurrent.", workspace="/w/billing")
    pack = call_tool("flymemory_session_pack", workspace="/w/billing").text
    assert pack.index("Start the migration") < pack.index("Now add the index")
    assert "Latest conclusions:" in pack and "must be concurrent" in pack


def test_export_writes_json_lines_inside_the_data_dir_only(call_tool, tmp_path):
    call_tool("flymemory_remember", text="Exported fact.")
    reply = call_tool("flymemory_export", name="backup.jsonl")
    assert not reply.is_error, reply.text
    path = reply.data["path"]
    assert os.path.dirname(path) == str(tmp_path / "exports") and reply.data["entries"] >= 1
    with open(path, encoding="utf-8") as f:
        assert any("Exported fact." in json.dumps(json.loads(line)) for line in f)
    again = call_tool("flymemory_export", name="backup.jsonl")
    assert again.is_error and "already exists" in again.text
    assert call_tool("flymemory_export", name="../../etc/passwd.jsonl").is_error


def test_an_export_imports_into_a_fresh_store_with_its_lineage(call_tool, tmp_path, e5):
    from flymemory import lexical
    from flymemory.memory import MemoryEngine
    from flymemory.store import SQLiteStore

    old = call_tool("flymemory_remember", text="The API gateway runs on port 8080.").data["outcomes"][0]["id"]
    new = call_tool("flymemory_remember", text="The API gateway moved to port 9090 in March.").data["outcomes"][0]["id"]
    assert not call_tool("flymemory_supersede", old_id=old, new_id=new).is_error
    path = call_tool("flymemory_export", name="move.jsonl").data["path"]

    fresh = MemoryEngine(SQLiteStore(str(tmp_path / "fresh" / "flymemory.db"), lexical.index_text), e5)
    counts = fresh.import_jsonl(path)
    assert counts["entries"] >= 2
    hits = fresh.recall("Which port does the API gateway use?", k=3)
    assert "9090" in hits[0].entry.text and all("8080" not in h.entry.text for h in hits)


def test_importing_a_stores_own_export_adds_nothing_and_a_bad_path_is_named(call_tool):
    call_tool("flymemory_remember", text="Backups are taken at 02:00 UTC every night.")
    path = call_tool("flymemory_export", name="nightly.jsonl").data["path"]
    reply = call_tool("flymemory_import", path=path)
    assert not reply.is_error and reply.text.startswith(f"Imported from {path}")
    assert reply.data["entries"] == 0 and reply.data["duplicates"] == 1
    assert call_tool("flymemory_import", path="backup.jsonl").is_error
    missing = call_tool("flymemory_import", path="/nope/backup.jsonl")
    assert missing.is_error and "no such file" in missing.text


def test_recall_can_be_limited_to_one_compartment(call_tool):
    call_tool("flymemory_remember", text="Lesson: run the migrations before the deploy, never after.",
              compartment="lessons")
    call_tool("flymemory_remember", text="The deploy runs from the release branch.")
    reply = call_tool("flymemory_recall", query="how to deploy", compartment="lessons")
    assert [m["compartment"] for m in reply.data["memories"]] == ["lessons"]
    assert "never after" in reply.text


def test_fading_valuable_memories_come_back_as_insights_and_lessons_and_are_rehearsed(store, e5):
    import anyio
    from flymemory.mcp import build_mcp
    from flymemory.memory import MemoryEngine
    from mcp.shared.memory import create_connected_server_and_client_session

    now = [1_700_000_000.0]
    engine = MemoryEngine(store, e5, clock=lambda: now[0])
    server = build_mcp(engine)

    async def call(tool: str, **arguments):
        async with create_connected_server_and_client_session(server._mcp_server) as client:
            r = await client.call_tool(tool, arguments)
        assert not r.isError, r.content[0].text
        return r.content[0].text, r.structuredContent

    decision = engine.remember("Decision: all services log in JSON to stdout.", workspace="/w")[0].entry_id
    now[0] += 400 * 86400  # more than a year without being recalled
    text, data = anyio.run(lambda: call("flymemory_insights", workspace="/w"))
    assert f"#{decision} · active" in text and data["memories"][0]["id"] == decision
    now[0] += 400 * 86400
    engine.remember("The billing service charges cards through Stripe.", workspace="/w")
    text, data = anyio.run(lambda: call("flymemory_auto", text="Set up the new billing service with Stripe.",
                                        workspace="/w", k=1, lessons=3))
    assert "Stripe" in text.split("Top lessons")[0]
    assert "Top lessons" in text and "JSON to stdout" in text.split("Top lessons")[1]
    assert data["lessons"][0]["id"] == decision
    assert store.get_entries([decision])[0].last_accessed == now[0]
