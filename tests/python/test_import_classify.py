"""Import uses the write path's classifier: a record that arrives without lineage (a plain
export line, an upstream v3 memory) is placed as a write would place it; a record with its
own lineage is restored as it is. The counts (and a dry run's) say what happened."""

import json
import pickle

from flymemory.model import Scope

HEADER = {"record": "header", "format": "flymemory-export", "version": 2}


def _line(n, text, at, **extra):
    return {"record": "entry", "id": n, "text": text, "created_at": at, "updated_at": at, "valid_from": at,
            "last_accessed": at, "tags": [], **extra}


def _export(tmp_path, *records, name="plain.jsonl"):
    path = tmp_path / name
    path.write_text("\n".join(json.dumps(r) for r in (HEADER, *records)) + "\n", encoding="utf-8")
    return str(path)


def _texts(engine, status="active"):
    return sorted(e.text for e in engine.store.find_entries(Scope(statuses=(status,))))


def test_plain_lines_that_state_a_change_cross_out_the_older_line_as_a_write_would(engine, tmp_path):
    path = _export(tmp_path, _line(2, "Team standup moved to 10:15 every day.", 200.0),  # newer line first
                   _line(1, "Team standup is at 09:30 every day.", 100.0),
                   _line(3, "Deploys go through Jenkins.", 150.0))
    plan = engine.import_jsonl(path, dry_run=True)
    assert engine.store.count(Scope(statuses=())) == 0  # a dry run stores nothing
    counts = engine.import_jsonl(path)
    assert counts["updates"] == 1 and counts["entries"] == 3
    assert plan == counts
    assert _texts(engine) == ["Deploys go through Jenkins.", "Team standup moved to 10:15 every day."]
    assert _texts(engine, "superseded") == ["Team standup is at 09:30 every day."]
    old = engine.store.find_entries(Scope(statuses=("superseded",)))[0]
    assert old.valid_to == 200.0  # crossed out when the change was said, not when it was imported
    assert engine.recall("When is the team standup?", k=1)[0].entry.text.startswith("Team standup moved")
    again = engine.import_jsonl(path)  # importing twice changes nothing
    assert again["entries"] == 0 and again["duplicates"] == 3 and again["updates"] == 0


def test_a_plain_line_restating_a_held_fact_is_not_stored_again(engine, tmp_path):
    engine.remember("My build server is at 10.1.2.3.")
    path = _export(tmp_path, _line(1, "Like I said, my build server is at 10.1.2.3.", 50.0))
    counts = engine.import_jsonl(path)
    assert counts["restated"] == 1 and counts["entries"] == 0
    assert engine.import_jsonl(path)["restated"] == 1
    assert engine.store.count(Scope(statuses=())) == 1


def test_records_with_their_own_lineage_are_restored_as_they_are(engine, tmp_path):
    # The newer line would cross out the older one, but the export says both are current: a
    # contradicts edge (the user left them linked, not crossed out) is lineage, kept as written.
    path = _export(tmp_path, _line(1, "Team standup is at 09:30 every day.", 100.0),
                   _line(2, "Team standup moved to 10:15 every day.", 200.0),
                   {"record": "edge", "src": 2, "dst": 1, "kind": "contradicts", "created_at": 200.0})
    counts = engine.import_jsonl(path)
    assert counts["entries"] == 2 and counts["updates"] == 0 and counts["edges"] == 1
    assert len(_texts(engine)) == 2


def test_upstream_memories_without_lineage_are_classified_in_the_order_they_were_said(lexical_engine, tmp_path):
    memories = [{"text": text, "timestamp": at, "memory_id": n, "superseded_by": None, "evidence_ids": [],
                 "source": "model", "tags": [], "access_count": 0, "last_accessed": at}
                for n, (text, at) in enumerate([("我住在杭州西湖区。", 10.0), ("我已经搬到上海浦东了。", 20.0),
                                                 ("The GPU box is at 192.168.1.50.", 30.0)])]
    path = tmp_path / "flymemory_v3.pkl"
    path.write_bytes(pickle.dumps({"schema": "3.2", "memories": memories}))
    counts = lexical_engine.import_v3_pickle(str(path))
    assert counts["entries"] == 3 and counts["updates"] == 1
    assert _texts(lexical_engine, "superseded") == ["我住在杭州西湖区。"]
