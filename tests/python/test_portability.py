"""Export/import round-trips everything; the upstream v3 library imports through a
restricted unpickler; erase-by-subject leaves no trace."""

import dataclasses
import json
import os
import pickle
import sys
import types

import pytest
from flymemory import lexical
from flymemory.memory import MemoryEngine, MemoryError_
from flymemory.model import Scope
from flymemory.portability import ImportError_
from flymemory.store import SQLiteStore, open_store

COMPARED = ("text", "content_hash", "source", "app", "compartment", "tags", "workspace", "session", "user_level",
            "created_at", "updated_at", "valid_from", "valid_to", "last_accessed", "access_count", "strength",
            "status", "state_key", "state_value", "message_id", "seq")


def _fresh(tmp_path, name, embedder=None):
    return MemoryEngine(SQLiteStore(str(tmp_path / name), lexical_indexer=lexical.index_text), embedder)


def _populated(engine):
    clock = [1_000.0]
    engine.clock = lambda: clock[0]

    def tick():
        clock[0] += 100.0

    a = engine.remember("My build server is at 10.1.2.3.", app="dsh", tags=["infra"])[0].entry_id
    tick()
    engine.remember("My build server is at 10.1.2.3.", app="cc")
    tick()
    engine.remember("My build server is at 10.1.2.4.", app="dsh")  # merge: tombstone
    tick()
    b = engine.remember("Deploys go through Jenkins.", workspace="/repo/x", user_level=True)[0].entry_id
    c = engine.remember("Deploys go through GitHub Actions now.", workspace="/repo/x")[0].entry_id
    tick()
    engine.supersede(b, c, app="dsh")
    engine.set_state("editor", "vim")
    tick()
    engine.set_state("editor", "helix")
    engine.consolidate([a, c], "Infra runs on one build box with GitHub Actions.", app="dsh")
    wrong = engine.remember("The office is in Lisbon.")[0].entry_id
    engine.forget(wrong, reason="it is Porto")
    clock[0] = 10 ** 9
    engine.remember("Old hook chatter that fades.", source="hook")
    clock[0] = 10 ** 9 + 800 * 86400.0
    engine.cleanup(0.2, dry_run=False)
    return engine


def _snapshot(engine):
    entries = engine.store.find_entries(Scope(statuses=()))
    index = {e.id: n for n, e in enumerate(entries)}
    rows = [tuple(getattr(e, f) for f in COMPARED) for e in entries]
    edges = sorted((index[x["src"]], index[x["dst"]], x["kind"]) for e in entries for x in engine.store.edges(e.id)
                   if x["src"] == e.id)
    history = sorted((index[h["entry_id"]], h["op"], h["app"], h["at"]) for h in engine.store.history()
                     if h["op"] != "import" and h["entry_id"] in index)
    return rows, edges, history


def test_export_then_import_round_trips_entries_edges_and_history(engine, backend, tmp_path, e5, request):
    """Across backends: an export of a SQLite store imports into PostgreSQL, and back."""
    _populated(engine)
    path = str(tmp_path / "export.jsonl")
    counts = engine.export_jsonl(path)
    assert counts["entries"] == engine.store.count(Scope(statuses=()))
    other = str(tmp_path / "target.db") if backend == "postgres" else request.getfixturevalue("pg_server").database()
    target = MemoryEngine(open_store(other), e5)
    result = target.import_jsonl(path)
    assert result["entries"] == counts["entries"] and result["edges"] == counts["edges"]
    assert _snapshot(target) == _snapshot(engine)
    # Vectors were rebuilt: the imported store answers by meaning.
    archived = Scope(statuses=("archived",))
    # (top 2: the backends' lexical rankings may order the two "build" entries differently)
    assert "10.1.2.4" in " ".join(h.entry.text for h in target.recall("where is the build machine", k=2,
                                                                        scope=archived))
    assert len(target.store.load_vectors(e5.id)[0]) == target.store.count(Scope(statuses=("active", "superseded",
                                                                                          "archived")))
    assert target.state_lookup("editor").state_value == "helix"
    # Importing the same file again duplicates nothing.
    again = target.import_jsonl(path)
    assert again["entries"] == 0 and again["duplicates"] == counts["entries"]
    assert target.store.count(Scope(statuses=())) == counts["entries"]


def test_a_file_that_is_not_an_export_is_refused_and_nothing_changes(lexical_engine, tmp_path):
    bad = tmp_path / "notes.jsonl"
    bad.write_text('{"hello": 1}\n')
    with pytest.raises(ImportError_, match="not a FlyMemory export"):
        lexical_engine.import_jsonl(str(bad))
    broken = tmp_path / "broken.jsonl"
    broken.write_text(json.dumps({"record": "header", "format": "flymemory-export", "version": 1}) + "\n{oops\n")
    with pytest.raises(ImportError_, match="line 2 is not JSON"):
        lexical_engine.import_jsonl(str(broken))
    assert lexical_engine.store.count(Scope(statuses=())) == 0


def test_an_export_line_with_a_credential_is_not_imported(lexical_engine, tmp_path):
    path = tmp_path / "x.jsonl"
    secret = "ghp_" + "k" * 36
    lines = [{"record": "header", "format": "flymemory-export", "version": 1},
             {"record": "entry", "id": 1, "text": f"token {secret}", "content_hash": "h", "created_at": 1.0,
              "updated_at": 1.0, "valid_from": 1.0, "last_accessed": 1.0, "tags": []}]
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n")
    assert lexical_engine.import_jsonl(str(path))["rejected"] == 1
    assert lexical_engine.store.count(Scope(statuses=())) == 0


def _v3_library(tmp_path):
    memories = [
        {"text": "The GPU box is at 192.168.1.50.", "response": "", "embedding": [0.1] * 384, "timestamp": 100.0,
         "last_accessed": 150.0, "access_count": 3, "tags": ["infra"], "memory_id": 0, "superseded_by": 2,
         "source": "model", "evidence_ids": []},
        {"text": "Training runs use bf16.", "response": "", "embedding": [0.2] * 384, "timestamp": 110.0,
         "last_accessed": 110.0, "access_count": 0, "tags": [], "memory_id": 1, "superseded_by": None,
         "source": "hook", "evidence_ids": []},
        {"text": "The GPU box moved to 192.168.1.60.", "response": "", "embedding": [0.3] * 384,
         "timestamp": 200.0, "last_accessed": 200.0, "access_count": 1, "tags": [], "memory_id": 2,
         "superseded_by": None, "source": "model-supersede", "evidence_ids": []},
        {"text": "Training infra: one GPU box, bf16 everywhere.", "response": "", "embedding": [0.4] * 384,
         "timestamp": 300.0, "last_accessed": 300.0, "access_count": 0, "tags": [], "memory_id": 3,
         "superseded_by": None, "source": "model", "evidence_ids": [1, 2]},
        {"text": "my key is ghp_" + "z" * 36, "response": "", "embedding": [0.0] * 384, "timestamp": 301.0,
         "last_accessed": 301.0, "access_count": 0, "tags": [], "memory_id": 4, "superseded_by": None,
         "source": "hook", "evidence_ids": []},
    ]
    data = {"schema": "3.2", "embedder": "paraphrase-multilingual-MiniLM-L12-v2", "config": {},
            "memories": memories, "_next_id": 5, "n_bits": 4096, "decay_tau": 2592000.0}
    path = tmp_path / "flymemory_v3.pkl"
    path.write_bytes(pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL))
    return str(path)


def test_the_upstream_v3_library_imports_with_lineage_and_provenance(lexical_engine, tmp_path):
    e = lexical_engine
    counts = e.import_v3_pickle(_v3_library(tmp_path))
    assert counts == {"entries": 4, "duplicates": 0, "rejected": 1, "edges": 3, "restated": 0, "updates": 0,
                      "may_update": 0}
    by_text = {x.text: x for x in e.store.find_entries(Scope(statuses=()))}
    old, new = by_text["The GPU box is at 192.168.1.50."], by_text["The GPU box moved to 192.168.1.60."]
    assert old.status == "superseded" and old.valid_to == 200.0 and old.access_count == 3
    assert (old.source, new.source, by_text["Training runs use bf16."].source) == ("model", "model", "hook")
    conclusion = by_text["Training infra: one GPU box, bf16 everywhere."]
    assert conclusion.source == "consolidation"
    assert sorted(x["kind"] for x in e.store.edges(conclusion.id) if x["src"] == conclusion.id) == ["evidence"] * 2
    assert e.import_v3_pickle(_v3_library(tmp_path))["duplicates"] == 4


class _Evil:
    def __reduce__(self):
        return (os.system, ("touch /tmp/flymemory-pwned",))


def test_the_restricted_unpickler_refuses_arbitrary_classes(lexical_engine, tmp_path):
    path = tmp_path / "flymemory_v3.pkl"
    path.write_bytes(pickle.dumps({"memories": [_Evil()]}))
    with pytest.raises(ImportError_, match="refusing to load (posix|os|nt).system"):
        lexical_engine.import_v3_pickle(str(path))
    assert not os.path.exists("/tmp/flymemory-pwned")
    assert lexical_engine.store.count(Scope(statuses=())) == 0


def test_legacy_pickled_memory_entry_objects_import_as_plain_data(lexical_engine, tmp_path, monkeypatch):
    module = types.ModuleType("v3")

    @dataclasses.dataclass
    class MemoryEntry:
        text: str
        timestamp: float
        memory_id: int
        source: str = "model"

    MemoryEntry.__module__ = "v3"
    MemoryEntry.__qualname__ = "MemoryEntry"
    module.MemoryEntry = MemoryEntry
    monkeypatch.setitem(sys.modules, "v3", module)
    blob = pickle.dumps({"memories": [MemoryEntry("Old entry kept as an object.", 5.0, 0)]}, protocol=2)
    monkeypatch.delitem(sys.modules, "v3")
    path = tmp_path / "flymemory_v3.pkl"
    path.write_bytes(blob)
    assert lexical_engine.import_v3_pickle(str(path))["entries"] == 1
    assert lexical_engine.store.find_entries(Scope())[0].text == "Old entry kept as an object."


def test_erase_subject_removes_rows_vectors_edges_and_history(engine, tmp_path):
    e = engine
    keep = e.remember("The CI cache lives in S3.")[0].entry_id
    a = e.remember("Project Bluebird ships in May.")[0].entry_id
    e.remember("Project Bluebird ships in May.")  # strengthen: the text is quoted in history
    b = e.remember("Bluebird's staging host is bb-stage-1.")[0].entry_id
    c = e.consolidate([a, keep], "Bluebird depends on the CI cache.").entry_id
    assert e.erase_subject("bluebird", dry_run=True) == [a, b, c]
    assert e.store.count(Scope(statuses=())) == 4
    assert e.erase_subject("Bluebird") == [a, b, c]
    assert [x.id for x in e.store.find_entries(Scope(statuses=()))] == [keep]
    assert e.store.edges(keep) == []
    assert "bluebird" not in json.dumps(e.store.history(limit=10_000)).lower()
    assert e.store.load_vectors(e.embedder.id)[0].tolist() == [keep]
    assert [h.entry.id for h in e.recall("Bluebird release date", k=5)] == [keep]
    e.store.close()
    raw = b"".join(open(p, "rb").read() for p in (e.store.path, e.store.path + "-wal") if os.path.exists(p))
    assert b"Bluebird" not in raw and b"bluebird" not in raw


def test_erase_subject_folds_case_beyond_ascii_on_every_backend(lexical_engine):
    e = lexical_engine
    upper = e.remember("ÉMILE ZOLA signed the lease.")[0].entry_id
    title = e.remember("Émile's keys are in the blue drawer.")[0].entry_id
    keep = e.remember("Emile without an accent is someone else.")[0].entry_id
    street = e.remember("Dana lives on the Hauptstraße near the station.")[0].entry_id
    e.remember("Émile's keys are in the blue drawer.")  # strengthen: history quotes this spelling too
    assert e.erase_subject("émile", dry_run=True) == [upper, title]
    assert e.erase_subject("émile") == [upper, title]
    assert e.erase_subject("HAUPTSTRASSE") == [street]  # ß folds to ss
    assert [x.id for x in e.store.find_entries(Scope(statuses=()))] == [keep]
    history = json.dumps(e.store.history(limit=10_000), ensure_ascii=False).casefold()
    assert "émile" not in history and "hauptstrasse" not in history


def test_erase_subject_folds_case_in_sql_without_reading_every_row(lexical_engine, monkeypatch):
    e = lexical_engine
    street = e.remember("Dana lives on the Hauptstraße near the station.")[0].entry_id
    e.remember("The deploy runs on Fridays.")
    bakery = e.remember("The HAUPTSTRASSE bakery opens at six.")[0].entry_id
    e.remember("The HAUPTSTRASSE bakery opens at six.")  # strengthen: history quotes it
    beijing = e.remember("北京办公室的 VPN 在 Hauptstrasse 机房。")[0].entry_id
    e.remember("上海办公室在浦东。")

    def scan(table):
        raise AssertionError(f"erase by subject read every row of {table} in Python")

    monkeypatch.setattr(e.store, "iter_rows", scan)
    found = list(e.store.texts_folding_to("hauptstrasse"))  # entry texts and their history, as written
    assert {"The HAUPTSTRASSE bakery opens at six.", "Dana lives on the Hauptstraße near the station.",
            "北京办公室的 VPN 在 Hauptstrasse 机房。"} <= {text for text in found if not text.startswith(("{", "["))}
    assert not [text for text in found if "Fridays" in text or "浦东" in text]
    assert [text for text in found if text.startswith("{") and "HAUPTSTRASSE" in text]  # the history record
    assert {text for text in e.store.texts_folding_to("北京办公室") if not text.startswith("{")} == {
        "北京办公室的 VPN 在 Hauptstrasse 机房。"}
    assert e.erase_subject("hauptstrasse") == [street, bakery, beijing]
    assert [x.text for x in e.store.find_entries(Scope(statuses=()))] == ["The deploy runs on Fridays.",
                                                                         "上海办公室在浦东。"]


def test_erase_subject_refuses_a_subject_that_would_match_everything(lexical_engine):
    with pytest.raises(MemoryError_, match="subject must be text of at least 3 characters"):
        lexical_engine.erase_subject(" a ")


def test_importing_a_state_the_target_already_holds_keeps_one_current_value(lexical_engine, tmp_path):
    source = _fresh(tmp_path, "source.db")
    source.clock = lambda: 100.0
    source.set_state("editor", "vim")
    path = str(tmp_path / "s.jsonl")
    source.export_jsonl(path)
    lexical_engine.clock = lambda: 200.0
    lexical_engine.set_state("editor", "helix")
    assert lexical_engine.import_jsonl(path)["states_healed"] == 1
    assert lexical_engine.state_lookup("editor").state_value == "helix"
    assert [x.state_value for x in lexical_engine.state_history("editor")] == ["vim", "helix"]


def test_the_entity_graph_travels_with_an_export_closed_links_included(lexical_engine, tmp_path):
    from flymemory import graph

    e = lexical_engine
    clock = [5_000.0]
    e.clock = lambda: clock[0]

    def say(text, src, rel, dst, dst_type):
        return e.remember(text, entities=[{"name": src, "type": "company"}, {"name": dst, "type": dst_type}],
                          relations=[{"from": src, "rel": rel, "to": dst}])[0].entry_id

    kazan = say("Acme is located in Kazan.", "Acme", "located_in", "Kazan", "location")
    clock[0] += 100
    say("Acme uses PostgreSQL for billing.", "Acme", "uses", "PostgreSQL", "technology")
    clock[0] += 100
    samara = say("Acme moved to Samara.", "Acme", "located_in", "Samara", "location")
    e.supersede(kazan, samara)
    path = str(tmp_path / "graph.jsonl")
    exported = e.export_jsonl(path)
    assert exported["graph_nodes"] == 4 and exported["graph_edges"] == 3 and exported["graph_support"] == 9

    target = _fresh(tmp_path, "graph-target.db")
    result = target.import_jsonl(path)
    assert (result["graph_nodes"], result["graph_edges"], result["graph_support"]) == (4, 3, 9)

    def located(store, scope):
        return [r.node["name"] for r in graph.query(store, "Acme", scope, path=["located_in"])]

    assert located(target.store, Scope()) == ["Samara"]  # the superseded link came back closed
    assert located(target.store, Scope(as_of=5_050.0)) == ["Kazan"]
    assert [r.node["name"] for r in graph.query(target.store, "PostgreSQL", Scope(), path=["<uses"])] == ["Acme"]
    again = target.import_jsonl(path)
    assert again["graph_support"] == 0 and target.store.graph_counts()["nodes"] == 4
