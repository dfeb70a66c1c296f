"""Moving a whole store SQLite -> PostgreSQL -> SQLite: ids kept (cited #ids keep
working), every table and vector copied and counted, a dry run writes nothing."""

import numpy as np
import pytest
from flymemory.memory import MemoryEngine
from flymemory.model import Scope
from flymemory.move import main as move_main
from flymemory.move import move_store
from flymemory.store import StoreError, open_store


def _fill(store) -> dict[int, str]:
    engine = MemoryEngine(store, None)
    written = {}
    for text in ("The build server is at 10.0.0.7.", "部署用蓝绿发布。", "Payments are written in Go."):
        o = engine.remember(text, workspace="/w", entities=[{"name": "Payments", "type": "product"}])[0]
        written[o.entry_id] = text
    old = engine.remember("Deploys happen on Tuesdays.", workspace="/w")[0].entry_id
    new = engine.remember("Deploys happen on Thursdays now.", workspace="/w")[0].entry_id
    engine.supersede(old, new)
    engine.set_state("release.channel", "beta", workspace="/w")
    engine.forget(list(written)[2], reason="wrong")
    store.set_vector(new, "test-embedder", np.ones(8, dtype=np.float32) / np.sqrt(8))
    return written


def _dump(store) -> dict[str, list[dict]]:
    return {t: list(store.iter_rows(t)) for t in ("entries", "edges", "history", "graph_nodes", "graph_edges",
                                                 "graph_support")}


def test_a_store_moves_to_postgres_and_back_with_every_id_kept(tmp_path, pg_server):
    sqlite_path = str(tmp_path / "a.db")
    source = open_store(sqlite_path)
    _fill(source)
    before = _dump(source)
    url = pg_server.database()
    target = open_store(url)
    report = move_store(source, target)
    assert report.counts["entries"] == len(before["entries"]) and report.vectors == {"test-embedder": 1}
    assert _dump(target) == before
    hit = MemoryEngine(target, None).recall("build server", k=1, scope=Scope(workspace="/w"))[0]
    assert hit.entry.text == "The build server is at 10.0.0.7." and hit.entry.id in [r["id"] for r in
                                                                                      before["entries"]]
    later = MemoryEngine(target, None).remember("A fact written after the move.")[0].entry_id
    assert later > max(r["id"] for r in before["entries"])  # the id counter moved past the copied ids

    back = open_store(str(tmp_path / "b.db"))
    move_store(target, back)
    assert {k: v for k, v in _dump(back).items()} == _dump(target)
    assert back.load_vectors("test-embedder")[0].tolist() == source.load_vectors("test-embedder")[0].tolist()
    for s in (source, target, back):
        s.close()


def test_a_dry_run_counts_and_writes_nothing(tmp_path, pg_server, capsys):
    sqlite_path = str(tmp_path / "a.db")
    source = open_store(sqlite_path)
    _fill(source)
    n = source.count(Scope(statuses=()))
    source.close()
    url = pg_server.database()
    assert move_main(["--from", sqlite_path, "--to", url, "--dry-run"]) == 0
    assert f"would copy: {n} entries" in capsys.readouterr().out
    assert open_store(url).count(Scope(statuses=())) == 0
    assert move_main(["--from", sqlite_path, "--to", url]) == 0
    assert f"copied and verified: {n} entries" in capsys.readouterr().out


def test_a_target_that_holds_memories_is_refused_untouched(tmp_path, pg_server):
    source = open_store(str(tmp_path / "a.db"))
    _fill(source)
    target = open_store(pg_server.database())
    target.insert_entry({"text": "someone else's memory", "content_hash": "x"})
    with pytest.raises(StoreError, match="not empty"):
        move_store(source, target)
    assert [e.text for e in target.find_entries(Scope(statuses=()))] == ["someone else's memory"]
