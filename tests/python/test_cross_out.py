"""One step crosses an entry out (lineage.cross_out): whichever path supersedes an entry,
its graph links close with it, so the graph never answers from a value that no longer holds."""

from __future__ import annotations

from flymemory.errors import content_hash


def _open_links(engine, entry_id: int) -> int:
    rows = engine.store.iter_rows("graph_support")
    return sum(1 for r in rows if r["entry_id"] == entry_id and r["valid_to"] is None)


def _state_with_link(engine, value: str) -> int:
    return engine.remember(f"Deploys go to {value}.", state_key="deploy.target", state_value=value,
                           entities=[{"name": value, "type": "location"}])[0].entry_id


def test_a_new_state_value_closes_the_old_values_graph_links(lexical_engine):
    e = lexical_engine
    old = _state_with_link(e, "Frankfurt")
    assert _open_links(e, old) == 1
    _state_with_link(e, "Dublin")
    assert _open_links(e, old) == 0


def test_healing_a_state_key_after_a_bulk_change_closes_graph_links_too(lexical_engine):
    e = lexical_engine
    old = _state_with_link(e, "Frankfurt")
    # What an import can leave behind: a second active value of the same key, written around the service
    # and healed in the same transaction (PostgreSQL checks one current value per key at commit).
    text = "Deploys go to Dublin."
    with e.store.transaction():
        newer = e.store.insert_entry({"text": text, "content_hash": content_hash(text), "state_key": "deploy.target",
                                      "state_value": "Dublin", "created_at": e.clock() + 10})
        assert e.states.heal("deploy.target", app="import") == [old]
    assert e.state_lookup("deploy.target").id == newer
    assert _open_links(e, old) == 0
    assert any(h["op"] == "supersede" for h in e.store.history(old))


def test_supersede_closes_graph_links(lexical_engine):
    e = lexical_engine
    old = e.remember("Ivan works at Acme.", entities=[{"name": "Ivan", "type": "person"}])[0].entry_id
    new = e.remember("Ivan moved to Globex.")[0].entry_id
    e.supersede(old, new)
    assert _open_links(e, old) == 0
