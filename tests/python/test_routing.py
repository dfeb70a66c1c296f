"""Which kind of question a query is decides where recall looks."""

from __future__ import annotations

import pytest
from flymemory import routing
from flymemory.model import Scope


@pytest.mark.parametrize("query, route", [
    ("What editor do I use now?", "state"),
    ("Which database are we currently on?", "state"),
    ("我现在用什么编辑器？", "state"),
    ("目前的部署方式是什么", "state"),
    ("What editor did I use before?", "history"),
    ("Which port did the API use previously?", "history"),
    ("Have I switched shells?", "history"),
    ("我以前用什么编辑器？", "history"),
    ("部署方式改过几次", "history"),
    ("What did I say last week about the release?", "temporal"),
    ("When did we move to Postgres?", "temporal"),
    ("What happened in May?", "temporal"),
    ("上周我们讨论了什么？", "temporal"),
    ("昨天定下来的方案", "temporal"),
    ("How many times did the build break?", "aggregation"),
    ("List all the services I run", "aggregation"),
    ("我一共有多少个仓库？", "aggregation"),
    ("Where is the JWT check?", "lookup"),
    ("RX-7700 的参数", "lookup"),
])
def test_questions_are_routed_by_kind(query, route):
    assert routing.classify(query) == route


@pytest.mark.parametrize("query", [
    "Do you know the build server address?",   # "know" is not "now"
    "Is the snowflake schema documented?",      # nor is "snowflake"
    "Where is the knowledge base?",
    "What does the may_retry flag do?",        # "may" is not the month
])
def test_word_boundaries_keep_lookups_lookups(query):
    assert routing.classify(query) == "lookup"


def test_an_explicit_route_overrides_the_classifier():
    assert routing.resolve("history", "What editor do I use now?") == "history"
    assert routing.resolve("auto", "What editor do I use now?") == "state"
    assert routing.resolve(None, "Where is it?") == "lookup"


def test_an_unknown_route_is_refused_with_the_choices():
    with pytest.raises(ValueError, match="route 'everything'.*history"):
        routing.resolve("everything", "x")


def _supersede(store, old_id):
    assert store.compare_and_set(old_id, {"status": "active"}, {"status": "superseded"})


def test_history_questions_include_superseded_entries(lexical_engine):
    old = lexical_engine.remember("My editor is vim for every project.")[0].entry_id
    # Another compartment, so the write path's own update detection leaves the pair to this test.
    lexical_engine.remember("My editor is helix for every project.", compartment="tools")
    _supersede(lexical_engine.store, old)
    current = lexical_engine.recall("which editor is my editor now?", k=5)
    assert old not in [h.entry.id for h in current]
    past = lexical_engine.recall("which editor did I use before?", k=5)
    assert old in [h.entry.id for h in past]
    assert {h.entry.status for h in past} == {"active", "superseded"}


def test_the_override_reaches_the_engine(lexical_engine):
    old = lexical_engine.remember("The API port is 8080 on staging.")[0].entry_id
    lexical_engine.remember("The API port is 9090 on staging.")
    _supersede(lexical_engine.store, old)
    assert old not in [h.entry.id for h in lexical_engine.recall("API port staging", k=5, route="lookup")]
    assert old in [h.entry.id for h in lexical_engine.recall("API port staging", k=5, route="history")]


def test_routing_never_widens_an_explicit_scope(lexical_engine):
    old = lexical_engine.remember("The queue is RabbitMQ in the old design.")[0].entry_id
    _supersede(lexical_engine.store, old)
    hits = lexical_engine.recall("what queue did we use before?", k=5, scope=Scope(statuses=("archived",)))
    assert hits == []
