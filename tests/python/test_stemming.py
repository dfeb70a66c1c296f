"""English words are indexed and asked with their stem next to them (flymemory.lexical.stem):
a question in one inflection finds a sentence written in another, on both backends, and a
store written before stems were indexed gets them when it is opened (migration step 11)."""

from __future__ import annotations

import pytest
from flymemory import lexical
from flymemory.memory import MemoryEngine
from flymemory.model import Scope
from flymemory.store import migrations, open_store, pg_migrations
from flymemory.store import sqlite as sqlite_backend


@pytest.mark.parametrize("words, stem", [
    (("deploy", "deploys", "deploying", "deployed"), "deploy"),
    (("move", "moves", "moved", "moving"), "move"),
    (("server", "servers"), "server"),
    (("policy", "policies"), "policy"),
    (("apply", "applies", "applied", "applying"), "apply"),
    (("run", "runs", "running"), "run"),
    (("stop", "stops", "stopped", "stopping"), "stop"),
    (("change", "changes", "changed", "changing"), "chang"),
    (("release", "releases", "released", "releasing"), "releas"),
    (("class", "classes"), "class"),
    (("box", "boxes"), "box"),
    (("call", "calls", "called", "calling"), "call"),
])
def test_the_inflections_of_a_word_share_one_stem(words, stem):
    assert {lexical.stem(w) for w in words} == {stem}


@pytest.mark.parametrize("word", [
    "news", "bus", "is", "this", "status", "analysis", "gas", "its", "yes", "was",  # an -s that is no plural
    "string", "thing", "bring", "evening", "need", "speed",  # an -ing / -ed that is no ending
    "go", "api", "k8s", "v2", "ids2", "café",  # short, not plain ASCII letters
])
def test_words_that_only_look_inflected_and_short_words_are_left_alone(word):
    assert lexical.stem(word) == word


def test_a_plane_is_not_a_plan():
    assert lexical.stem("plane") != lexical.stem("planned") == lexical.stem("planning") == "plan"


def test_marked_stems_sit_next_to_the_terms_in_the_index_and_the_query_but_not_in_terms():
    assert lexical.terms("We went back to deploying on Tuesdays.") == \
        ["we", "went", "back", "to", "deploying", "on", "tuesdays"]  # what the classifier reads
    assert lexical.index_text("back to deploying on Tuesdays") == \
        "back ǂback to ǂto deploying ǂdeploy on ǂon tuesdays ǂtuesday"
    assert lexical.index_terms("deploying now") == [(1, "deploying"), (1, "ǂdeploy"), (2, "now"), (2, "ǂnow")]
    assert lexical.query_terms("Which day do deploys happen?") == \
        ["day", "ǂday", "deploys", "ǂdeploy", "happen", "ǂhappen"]
    assert lexical.index_text("周二部署") == "周二 ǂ周二 二部 ǂ二部 部署 ǂ部署"  # Chinese: its own stem


def test_every_query_word_weighs_the_same_with_or_without_an_inflection(store):
    """"database" has a stem of its own and "ram" none: neither may count twice."""
    ram = store.insert_entry({"text": "it runs on db-prod-3 with 64 GB of RAM", "content_hash": "a"})
    for i in range(3):
        store.insert_entry({"text": f"the database logs too much, note {i}", "content_hash": f"b{i}"})
    found = store.lexical_search(lexical.query_terms("ram database"), Scope(), 5)
    assert found[0][0] == ram  # the rarer word wins, as it did before stems


@pytest.mark.parametrize("sentence, question", [
    ("We went back to deploying on Tuesdays.", "Which day do deploys happen?"),
    ("The team is moving to the Berlin office.", "anything moved lately?"),
    ("The build server is in rack 12.", "list the servers"),
])
def test_a_question_finds_a_sentence_that_says_it_in_another_form(lexical_engine, sentence, question):
    lexical_engine.remember("Lunch is at noon in the kitchen.")
    lexical_engine.remember(sentence)
    hits = lexical_engine.recall(question, k=1)
    assert hits and hits[0].entry.text == sentence


def test_the_form_the_question_uses_still_comes_first(store):
    inflected = store.insert_entry({"text": "the nightly job deployed the gateway", "content_hash": "a"})
    exact = store.insert_entry({"text": "the nightly job deploys the gateway", "content_hash": "b"})
    found = [i for i, _ in store.lexical_search(lexical.query_terms("deploys"), Scope(), 5)]
    assert found[:2] == [exact, inflected]


STEMS_STEP = 11  # the migration that rebuilds the lexical index with stems


def _unstemmed_index_terms(text: str) -> list[tuple[int, str]]:
    """What the lexical index held before STEMS_STEP: the terms as written."""
    return list(enumerate(lexical.terms(text), start=1))


def _store_written_before_stems(location: str, backend: str, monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Sentences written into a store by the code before STEMS_STEP (no stems in its lexical index),
    one of them erased."""
    with monkeypatch.context() as m:
        m.setattr(lexical, "index_terms", _unstemmed_index_terms)
        if backend == "postgres":
            from flymemory.store import pg as pg_backend

            m.setattr(pg_backend, "MIGRATIONS", pg_migrations.MIGRATIONS[:STEMS_STEP - 1])
            m.setattr(pg_backend, "LATEST_VERSION", STEMS_STEP - 1)
        else:
            m.setattr(sqlite_backend, "MIGRATIONS", migrations.MIGRATIONS[:STEMS_STEP - 1])
            m.setattr(sqlite_backend, "LATEST_VERSION", STEMS_STEP - 1)
        old = open_store(location)
        try:
            assert old.schema_version() == STEMS_STEP - 1
            ids = {text: old.insert_entry({"text": text, "content_hash": text, "context": context})
                   for text, context in [("We went back to deploying on Tuesdays.", ""),
                                         ("The servers were moved to Frankfurt.", "Ops channel"),
                                         ("The staging password rotates monthly.", "")]}
            old.erase_text(ids["The staging password rotates monthly."], "[erased]")
            assert old.lexical_search(lexical.query_terms("Which day do deploys happen?"), Scope(), 5) == []
        finally:
            old.close()
    return ids


def test_a_store_written_before_stems_gets_them_when_opened(backend, store_location, monkeypatch):
    ids = _store_written_before_stems(store_location, backend, monkeypatch)
    upgraded = open_store(store_location)
    try:
        assert upgraded.schema_version() >= STEMS_STEP

        def first(question: str) -> int | None:
            found = upgraded.lexical_search(lexical.query_terms(question), Scope(), 5)
            return found[0][0] if found else None

        assert first("Which day do deploys happen?") == ids["We went back to deploying on Tuesdays."]
        assert first("which server moves happened") == ids["The servers were moved to Frankfurt."]
        assert first("ops channel") == ids["The servers were moved to Frankfurt."]  # the context is indexed too
        assert first("staging password rotation") is None  # an erased entry stays out of the index
        engine = MemoryEngine(upgraded, None)
        assert engine.recall("when do we deploy", k=1)[0].entry.id == ids["We went back to deploying on Tuesdays."]
    finally:
        upgraded.close()
