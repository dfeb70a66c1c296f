"""Write plans: a dry run replies with what the write would do and leaves the store
byte-identical; a batch folds its own near-identical sentences before the store sees them."""

from __future__ import annotations

import pytest
from flymemory.memory import EngineInputError, MemoryEngine
from store_snapshot import snapshot


def _data_version_unchanged(engine: MemoryEngine, action) -> None:
    """Nothing another connection (or another engine) could see changed: rows, history,
    the graph, and the store's change counter."""
    before_generation = engine.store.generation()
    before = snapshot(engine.store)
    action()
    assert engine.store.generation() == before_generation
    assert snapshot(engine.store) == before



def test_dry_run_plans_each_sentence_and_writes_nothing(engine):
    engine.remember("The staging database runs PostgreSQL 15.")
    engine.set_state("deploy.region", "eu-west-1", "We deploy to eu-west-1.")
    generation = engine.store.generation()
    dense_size = len(engine.retriever.dense)
    plans: list = []

    def plan() -> None:
        plans.extend(engine.remember("The staging database runs PostgreSQL 15. Lunch is at noon on Fridays.",
                                     dry_run=True))
        plans.extend(engine.remember("We deploy to us-east-2.", state_key="deploy.region", state_value="us-east-2",
                                     dry_run=True))

    _data_version_unchanged(engine, plan)
    assert [p.plan().split(" ")[0] for p in plans] == ["strengthen", "new", "new"]
    assert plans[0].entry_id == 1
    assert plans[2].plan() == "new (supersede #2)"
    assert engine.store.generation() == generation
    assert len(engine.retriever.dense) == dense_size


def test_dry_run_then_real_write_do_the_same(engine):
    engine.remember("Alice prefers tabs over spaces.")
    text = "Alice prefers tabs over spaces. The CI cache lives in S3."
    planned = [p.kind for p in engine.remember(text, dry_run=True)]
    done = [o.kind for o in engine.remember(text)]
    assert planned == done == ["strengthened", "new"]


def test_dry_run_with_a_secret_or_graph_writes_nothing(engine):
    engine.remember("Ivan Petrov works at Acme.")

    def plan() -> None:
        out = engine.remember("Ivan Petrov leads Rocket.", dry_run=True,
                              entities=[{"name": "Ivan Petrov", "type": "person"},
                                        {"name": "Rocket", "type": "project"}],
                              relations=[{"from": "Ivan Petrov", "rel": "leads", "to": "Rocket"}])
        assert out[0].plan() == "new"
        leaked = engine.remember("token ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8", dry_run=True)
        assert leaked[0].plan().startswith("reject (contains a credential")

    _data_version_unchanged(engine, plan)


def test_batch_folds_restatements_before_the_store(engine):
    outcomes = engine.remember_batch(["The build uses Bazel 7.", "the build uses  bazel 7.",
                                      "Deploys happen on Tuesdays."])
    assert [o.kind for o in outcomes] == ["new", "folded", "new"]
    assert outcomes[1].entry_id == outcomes[0].entry_id
    assert outcomes[1].describe() == f"FOLDED into #{outcomes[0].entry_id} (same as sentence 1 of this write)"
    assert engine.store.count(engine._dedup_scope({"workspace": "", "compartment": "general"})) == 2


def test_one_text_repeating_a_sentence_stores_it_once(lexical_engine):
    outcomes = lexical_engine.remember("Use ruff for linting. Use ruff for linting.")
    assert [o.kind for o in outcomes] == ["new", "folded"]


def test_hook_does_not_recapture_forgotten_text_but_the_model_can(engine):
    wrong = engine.remember("The API key rotates every 7 days.", source="hook")[0]
    engine.forget(wrong.entry_id, reason="wrong: it rotates monthly")
    again = engine.remember("The API key rotates every 7 days.", source="hook")
    assert again[0].kind == "rejected" and "forgotten as wrong" in again[0].reason
    deliberate = engine.remember("The API key rotates every 7 days.", source="model")
    assert deliberate[0].kind == "new"


def test_remember_tool_dry_run_replies_with_the_plan(call_tool):
    call_tool("flymemory_remember", text="The build uses Bazel 7.")
    reply = call_tool("flymemory_remember", text="The build uses Bazel 7. Deploys happen on Tuesdays.", dry_run=True)
    assert reply.text.splitlines() == ["PLAN (dry run, nothing stored)", "1. strengthen #1 (same text): The build "
                                       "uses Bazel 7.", "2. new: Deploys happen on Tuesdays."]
    assert call_tool("flymemory_stats").data["active"] == 1


def test_import_dry_run_counts_what_the_import_then_does(engine, tmp_path):
    from flymemory import lexical
    from flymemory.store import SQLiteStore

    engine.remember("The build uses Bazel 7. Deploys happen on Tuesdays.")
    engine.set_state("editor", "helix")
    path = str(tmp_path / "backup.jsonl")
    engine.export_jsonl(path)
    target_store = SQLiteStore(str(tmp_path / "other" / "flymemory.db"), lexical_indexer=lexical.index_text)
    try:
        target = MemoryEngine(target_store, engine.embedder)
        planned: dict = {}
        _data_version_unchanged(target, lambda: planned.update(target.import_jsonl(path, dry_run=True)))
        assert len(target.retriever.dense) == 0
        assert planned == target.import_jsonl(path) and planned["entries"] == 3
    finally:
        target_store.close()


def test_a_dry_run_inside_another_write_is_refused_and_changes_nothing(lexical_engine):
    with pytest.raises(EngineInputError, match="dry_run cannot run inside another write"):
        with lexical_engine.store.transaction():
            lexical_engine.remember("Nested plans would leak.", dry_run=True)
    assert lexical_engine.store.count(lexical_engine._dedup_scope({"workspace": "", "compartment": "general"})) == 0
