"""find_conflicts names each pair's kind (may update, may repeat, found, update crossed out), the rule that
fired and the call that settles it; a settled pair is not listed again; the may-repeat flag is an explicit
edge note (a `related` edge from elsewhere is not one); the linked pairs come from scoped, limited edge
queries. Every test runs on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest
from flymemory.model import Scope
from flymemory.store import open_store

MAY_REPEAT, KEPT_BOTH = "may_repeat", "kept_both"  # the edge notes (flymemory.model), spelled as stored

MAY_UPDATE = ("The repo is hosted on Bitbucket.", "We moved the repo over to GitLab.")
MAY_REPEAT_E5 = ("I go to bed at 11.", "Bedtime for me is 11.")
UPDATE = ("Team standup is at 09:30 every day.", "Team standup moved to 10:15 every day.")


def _ids(call_tool, old: str, new: str) -> tuple[int, int]:
    first = call_tool("flymemory_remember", text=old).data["outcomes"][0]["id"]
    return first, call_tool("flymemory_remember", text=new).data["outcomes"][0]["id"]


def _listed(call_tool) -> list[tuple[str, int, int]]:
    pairs = call_tool("flymemory_find_conflicts", limit=20).data["pairs"]
    return [(p["kind"], p["older"]["id"], p["newer"]["id"]) for p in pairs]


def test_each_listed_pair_says_its_kind_the_rule_and_the_call_that_settles_it(call_tool):
    may_update = _ids(call_tool, *MAY_UPDATE)
    may_repeat = _ids(call_tool, *MAY_REPEAT_E5)
    updated = _ids(call_tool, *UPDATE)
    reply = call_tool("flymemory_find_conflicts", limit=20)
    assert [(p["kind"], p["older"]["id"], p["newer"]["id"]) for p in reply.data["pairs"]] == [
        ("may_update", *may_update), ("may_repeat", *may_repeat), ("updated", *updated)]
    rules = [p["rule"] for p in reply.data["pairs"]]
    assert rules[1].startswith("may repeat: cosine") and all(r and "no rule recorded" not in r for r in rules)
    settle = {p["kind"]: [(a["tool"], a["args"]) for a in p["settle"]] for p in reply.data["pairs"]}
    old, new = may_update
    assert settle["may_update"] == [("flymemory_supersede", {"old_id": old, "new_id": new}),
                                    ("flymemory_keep_both", {"old_id": old, "new_id": new})]
    assert settle["updated"][1] == ("flymemory_restore", {"id": updated[0]})
    assert f"may update: #{new} may replace #{old}" in reply.text and f"rule: {rules[0]}" in reply.text
    assert f"flymemory_keep_both(old_id={old}, new_id={new})" in reply.text
    assert f"may repeat: #{may_repeat[1]} may say what #{may_repeat[0]} says" in reply.text
    assert f"update crossed out: #{updated[1]} replaced #{updated[0]}" in reply.text
    assert f"flymemory_restore(id={updated[0]})" in reply.text


def test_a_pair_kept_both_is_not_listed_again_and_the_older_is_no_longer_possibly_outdated(call_tool):
    may_update = _ids(call_tool, *MAY_UPDATE)
    may_repeat = _ids(call_tool, *MAY_REPEAT_E5)
    assert "possibly outdated" in call_tool("flymemory_recall", query="Where is the repo hosted?").text
    for old, new in (may_update, may_repeat):
        kept = call_tool("flymemory_keep_both", old_id=old, new_id=new)
        assert not kept.is_error and "both kept" in kept.text, kept.text
    assert _listed(call_tool) == []
    assert "possibly outdated" not in call_tool("flymemory_recall", query="Where is the repo hosted?").text
    refused = call_tool("flymemory_keep_both", old_id=may_update[0], new_id=may_update[0])
    assert refused.is_error


def test_a_confirmed_or_undone_pair_is_not_listed_again(call_tool):
    may_repeat = _ids(call_tool, *MAY_REPEAT_E5)
    updated = _ids(call_tool, *UPDATE)
    restored = _ids(call_tool, "Our logs ship to Elasticsearch.", "Our logs now ship to Loki instead of Elasticsearch.")
    assert [k for k, _, _ in _listed(call_tool)] == ["may_repeat", "updated", "updated"]
    assert "confirmed the repeat" in call_tool("flymemory_supersede", old_id=may_repeat[0], new_id=may_repeat[1]).text
    assert "confirmed the automatic update" in call_tool("flymemory_supersede", old_id=updated[0],
                                                         new_id=updated[1]).text
    assert not call_tool("flymemory_restore", id=restored[0]).is_error
    assert _listed(call_tool) == []


def test_a_related_edge_from_elsewhere_is_not_a_may_repeat_flag(lexical_engine):
    engine = lexical_engine
    old = engine.remember("The wiki lives on Confluence.")[0].entry_id
    new = engine.remember("Lunch is at noon on Fridays.")[0].entry_id
    engine.store.add_edge(new, old, "related", engine.clock())  # as an import of another tool's edges would
    assert [(a.id, b.id) for a, b, _ in engine.find_conflicts()] == []  # not listed as may repeat
    assert engine.supersede(old, new) == f"#{old} superseded by #{new}"  # not "confirmed the repeat"
    assert [e["note"] for e in engine.store.edges(old) if e["kind"] == "updates"] == []


def test_the_write_notes_its_may_repeat_flag_on_the_edge(lexical_engine):
    engine = lexical_engine
    old = engine.remember("I own a Tesla Model 3.")[0].entry_id
    new = engine.remember("I have a Tesla Model 3.")[0]
    assert new.may_repeat == [old]
    assert [(e["kind"], e["note"]) for e in engine.store.edges(old)] == [("related", MAY_REPEAT)]
    engine.keep_both(old, new.entry_id)
    assert [(e["kind"], e["note"]) for e in engine.store.edges(old)] == [("related", KEPT_BOTH)]
    assert engine.get_memory(old)[2][-1]["op"] == "keep_both"


def test_linked_pairs_are_one_kind_in_scope_newest_first_and_limited(store):
    ids = {}
    for n, (name, workspace) in enumerate((("a1", "/a"), ("a2", "/a"), ("b1", "/b"), ("a3", "/a"), ("a4", "/a"))):
        ids[name] = store.insert_entry({"text": name, "content_hash": name, "workspace": workspace,
                                        "created_at": 100.0 + n})
    store.add_edge(ids["a2"], ids["a1"], "contradicts", 1.0)
    store.add_edge(ids["b1"], ids["a1"], "contradicts", 2.0)  # across workspaces: out of an exact scope
    store.add_edge(ids["a4"], ids["a3"], "contradicts", 3.0)
    store.add_edge(ids["a3"], ids["a2"], "related", 4.0, note=MAY_REPEAT)
    store.add_edge(ids["a4"], ids["a2"], "related", 5.0)
    only_a = Scope(workspace="/a", workspace_exact=True)
    assert [(e["src"], e["dst"]) for e in store.linked_pairs("contradicts", only_a, 10)] == [
        (ids["a4"], ids["a3"]), (ids["a2"], ids["a1"])]
    assert [(e["src"], e["dst"]) for e in store.linked_pairs("contradicts", only_a, 1)] == [(ids["a4"], ids["a3"])]
    assert [(e["src"], e["dst"]) for e in store.linked_pairs("related", Scope(), 10, note=MAY_REPEAT)] == [
        (ids["a3"], ids["a2"])]
    assert len(store.linked_pairs("contradicts", Scope(), 10)) == 3


def _at_schema_9(backend: str, location: str, monkeypatch: pytest.MonkeyPatch, write) -> None:
    """Write into a store made by the code of schema 9 (before edges had a note), then close it."""
    from flymemory.store import migrations, pg, pg_migrations, sqlite

    module, steps = (sqlite, migrations) if backend == "sqlite" else (pg, pg_migrations)
    with monkeypatch.context() as m:
        m.setattr(module, "MIGRATIONS", steps.MIGRATIONS[:9])
        m.setattr(module, "LATEST_VERSION", 9)
        old = open_store(location)
        try:
            assert old.schema_version() == 9
            write(old)
        finally:
            old.close()


def test_an_upgrade_to_schema_10_notes_the_flags_written_before_it(backend, store_location, monkeypatch):
    e: list[int] = []

    def write(old) -> None:
        e.extend(old.insert_entry({"text": f"t{n}", "content_hash": f"h{n}"}) for n in range(6))
        old.add_edge(e[1], e[0], "related", 1.0)  # a may-repeat flag: its history row names the flagging entry
        old.add_history(e[0], "may_repeat", None, {"by": e[1], "rule": "may repeat: cosine 0.97 >= 0.93"}, "", 1.0)
        old.add_edge(e[3], e[2], "related", 2.0)  # a related edge from an import: no such row
        old.add_edge(e[5], e[4], "updates", 3.0)  # a repeat the model confirmed
        old.add_history(e[4], "update", {"status": "active"}, {"by": e[5], "rule": "the model confirmed a repeat "
                                                               "the write flagged (may repeat)"}, "", 3.0)
        old.add_edge(e[4], e[2], "updates", 4.0)  # an automatic update
        old.add_history(e[2], "update", {"status": "active"}, {"by": e[4], "rule": "a change word"}, "", 4.0)

    _at_schema_9(backend, store_location, monkeypatch, write)
    upgraded = open_store(store_location)
    try:
        assert upgraded.schema_version() >= 10
        notes = {(r["src"], r["dst"], r["kind"]): r["note"] for r in upgraded.iter_rows("edges")}
        assert notes == {(e[1], e[0], "related"): "may_repeat", (e[3], e[2], "related"): "",
                         (e[5], e[4], "updates"): "confirmed", (e[4], e[2], "updates"): ""}
    finally:
        upgraded.close()
