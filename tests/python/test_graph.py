"""The entity graph: the calling model names entities and relations on a write; the
store dedupes nodes, keeps provenance, and answers multi-hop questions with the
entry ids that support each answer."""

from __future__ import annotations

import pytest
from flymemory import graph
from flymemory.memory import EngineInputError, MemoryEngine
from flymemory.model import Scope


def _say(engine: MemoryEngine, text: str, triples: list[tuple[str, str, str, str, str]]) -> int:
    """Write `text` with relations (from, from_type, rel, to, to_type); returns its entry id."""
    entities = {}
    for a, at, _, b, bt in triples:
        entities[a] = {"name": a, "type": at}
        entities[b] = {"name": b, "type": bt}
    out = engine.remember(text, entities=list(entities.values()),
                          relations=[{"from": a, "rel": r, "to": b} for a, _, r, b, _ in triples])
    return out[0].entry_id


def test_names_dedupe_across_case_width_and_spacing():
    assert graph.normalize_name("Ivan  Petrov") == graph.normalize_name("ivan petrov")
    assert graph.normalize_name("ＡＣＭＥ") == graph.normalize_name("acme")  # full-width
    assert graph.normalize_name("张伟") == "张伟"


def test_one_node_per_name_and_type(lexical_engine):
    e = lexical_engine
    _say(e, "Ivan Petrov works at Acme.", [("Ivan Petrov", "person", "works_at", "Acme", "company")])
    _say(e, "ivan petrov joined ＡＣＭＥ in 2020.", [("ivan petrov", "person", "works_at", "ＡＣＭＥ", "company")])
    _say(e, "张伟 leads 火箭.", [("张伟", "person", "leads", "火箭", "project")])
    _say(e, "Acme the product ships monthly.", [("acme", "product", "part_of", "Acme", "company")])
    assert e.store.graph_counts()["nodes"] == 5  # Ivan, Acme company, Acme product, 张伟, 火箭
    assert e.store.graph_counts()["relations"] == 3
    people = e.store.graph_nodes(Scope(), norm=graph.normalize_name("IVAN PETROV"))
    assert len(people) == 1 and people[0]["name"] == "Ivan Petrov" and len(people[0]["entries"]) == 2
    assert [r.node["name"] for r in graph.query(e.store, "张伟", Scope(), path=["leads"])] == ["火箭"]


def _company_world(e: MemoryEngine) -> dict[str, int]:
    return {
        "kazan": _say(e, "Acme is located in Kazan.", [("Acme", "company", "located_in", "Kazan", "location")]),
        "ivan": _say(e, "Ivan works at Acme.", [("Ivan", "person", "works_at", "Acme", "company")]),
        "olga": _say(e, "Olga works at Initech in Moscow.",
                     [("Olga", "person", "works_at", "Initech", "company"),
                      ("Initech", "company", "located_in", "Moscow", "location")]),
        "rocket": _say(e, "Ivan leads project Rocket.", [("Ivan", "person", "leads", "Rocket", "project")]),
        "rust": _say(e, "Rocket uses Rust.", [("Rocket", "project", "uses", "Rust", "technology")]),
    }


def test_who_works_at_companies_located_in_kazan(lexical_engine):
    ids = _company_world(lexical_engine)
    found = graph.query(lexical_engine.store, "kazan", Scope(), path=["<located_in", "<works_at"])
    assert [r.node["name"] for r in found] == ["Ivan"]
    assert found[0].entries == sorted([ids["kazan"], ids["ivan"]])
    assert found[0].chain == [("Acme", "located_in", "Kazan"), ("Ivan", "works_at", "Acme")]


def test_four_hops_with_provenance(lexical_engine):
    ids = _company_world(lexical_engine)
    found = graph.query(lexical_engine.store, "Kazan", Scope(), path=["<located_in", "<works_at", "leads", "uses"])
    assert [(r.node["name"], r.hops) for r in found] == [("Rust", 4)]
    assert found[0].entries == sorted(ids[k] for k in ("kazan", "ivan", "rocket", "rust"))
    around = graph.query(lexical_engine.store, "Kazan", Scope(), hops=4)
    assert {r.node["name"]: r.hops for r in around} == {"Acme": 1, "Ivan": 2, "Rocket": 3, "Rust": 4}
    with pytest.raises(graph.GraphInputError, match="at most 4"):
        graph.query(lexical_engine.store, "Kazan", Scope(), path=["*"] * 5)


def test_forgetting_an_entry_removes_its_edges(lexical_engine):
    ids = _company_world(lexical_engine)
    links = lexical_engine.store.graph_counts()["links"]
    lexical_engine.forget(ids["ivan"], reason="Ivan left long ago")
    assert graph.query(lexical_engine.store, "Kazan", Scope(), path=["<located_in", "<works_at"]) == []
    assert lexical_engine.store.graph_nodes(Scope(), norm="ivan")  # still asserted by the Rocket entry
    assert lexical_engine.store.graph_counts()["links"] == links - 3  # its 3 links are gone


def test_superseding_closes_edges_but_as_of_still_sees_them(lexical_engine):
    e = lexical_engine
    ids = _company_world(e)
    moved_at = e.clock()
    new = _say(e, "Acme moved to Samara.", [("Acme", "company", "located_in", "Samara", "location")])
    e.supersede(ids["kazan"], new)
    assert graph.query(e.store, "Kazan", Scope(), path=["<located_in"]) == []
    assert [r.node["name"] for r in graph.query(e.store, "Samara", Scope(), path=["<located_in", "<works_at"])] \
        == ["Ivan"]
    before = graph.query(e.store, "Kazan", Scope(as_of=moved_at - 0.0001), path=["<located_in"])
    assert [r.node["name"] for r in before] == ["Acme"]


def test_graph_arguments_are_validated_before_anything_is_stored(lexical_engine):
    with pytest.raises(EngineInputError, match=r"entities\[0\].type must be one of"):
        lexical_engine.remember("Bob is here.", entities=[{"name": "Bob", "type": "alien"}])
    with pytest.raises(EngineInputError, match=r"relations\[0\].to 'Mars' is not one of this write's entities"):
        lexical_engine.remember("Bob is on Mars.", entities=[{"name": "Bob", "type": "person"}],
                                relations=[{"from": "Bob", "rel": "located_in", "to": "Mars"}])
    assert lexical_engine.store.count(Scope()) == 0


def test_graph_tool_answers_with_chain_and_supporting_ids(call_tool):
    acme = call_tool("flymemory_remember", text="Acme is located in Kazan.",
                     entities=[{"name": "Acme", "type": "company"}, {"name": "Kazan", "type": "location"}],
                     relations=[{"from": "Acme", "rel": "located_in", "to": "Kazan"}])
    ivan = call_tool("flymemory_remember", text="Ivan works at ACME.",
                     entities=[{"name": "Ivan", "type": "person"}, {"name": "ACME", "type": "company"}],
                     relations=[{"from": "Ivan", "rel": "works_at", "to": "ACME"}])
    reply = call_tool("flymemory_graph", start="kazan", path=["<located_in", "<works_at"], target_type="person")
    a, i = acme.data["outcomes"][0]["id"], ivan.data["outcomes"][0]["id"]
    assert reply.text == f"Ivan (person, 2 hops): Acme located_in Kazan ; Ivan works_at Acme · from #{a}, #{i}"
    bad = call_tool("flymemory_remember", text="Bob.", entities=[{"name": "Bob", "type": "alien"}])
    assert bad.is_error and "type" in bad.text
    assert call_tool("flymemory_graph", start="Kazan", path=["*"] * 5).is_error


def test_erasing_removes_entity_names_no_other_entry_asserts(lexical_engine, tmp_path):
    e = lexical_engine
    secret = _say(e, "Zed Quill works at Hooli.", [("Zed Quill", "person", "works_at", "Hooli", "company")])
    _say(e, "Hooli is located in Oslo.", [("Hooli", "company", "located_in", "Oslo", "location")])
    e.forget(secret, erase=True)
    names = {n["name"] for n in e.store.iter_rows("graph_nodes")}
    assert names == {"Hooli", "Oslo"}
    e.erase_subject("Oslo")
    assert list(e.store.iter_rows("graph_nodes")) == []
