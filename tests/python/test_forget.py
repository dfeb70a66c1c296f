"""forget: a wrong fact leaves default reads, its evidence edges go, the act is recorded."""

import pytest
from flymemory.memory import ERASED_TEXT, MemoryError_
from flymemory.model import Scope


def test_forget_removes_from_recall_and_cleans_evidence(engine):
    wrong = engine.remember("The payments service is written in Java.")[0].entry_id
    other = engine.remember("The payments service deploys on Tuesdays.")[0].entry_id
    conclusion = engine.consolidate([wrong, other], "Payments is a Java service released weekly.").entry_id
    entry = engine.forget(wrong, reason="it is Kotlin", app="dsh")
    assert entry.status == "forgotten"
    assert wrong not in [h.entry.id for h in engine.recall("payments service language", k=5)]
    assert wrong not in [h.entry.id for h in engine.recall(
        "payments service language", k=5, scope=Scope(statuses=("active", "superseded", "archived")))]
    assert [x["dst"] for x in engine.store.edges(conclusion)] == [other]
    last = engine.store.history(wrong)[-1]
    assert last["op"] == "forget" and last["after"]["reason"] == "it is Kotlin" and last["app"] == "dsh"
    # Still present for audit (get_memory) and as text, unless erased.
    assert engine.get_memory(wrong)[0].text == "The payments service is written in Java."


def test_forget_with_erase_removes_the_text_from_history_too(engine):
    secret_ish = engine.remember("My home address is 12 Elm Street, Springfield.")[0].entry_id
    engine.forget(secret_ish, erase=True)
    entry, _, history = engine.get_memory(secret_ish)
    assert entry.text == ERASED_TEXT
    dumped = repr(history) + repr(list(engine.store.iter_rows("entries")))
    assert "Elm Street" not in dumped
    assert engine.store.lexical_search(["elm"], Scope(statuses=()), 5) == []


def test_a_forgotten_entry_can_still_be_erased_later_but_not_forgotten_twice(lexical_engine):
    e = lexical_engine
    i = e.remember("The staging password hint is the office plant's name.")[0].entry_id
    e.forget(i)
    with pytest.raises(MemoryError_, match="already forgotten"):
        e.forget(i)
    e.forget(i, erase=True)
    assert e.get_memory(i)[0].text == ERASED_TEXT


def test_forget_of_an_unknown_id_is_refused(lexical_engine):
    with pytest.raises(MemoryError_, match="id #42 is not a stored entry"):
        lexical_engine.forget(42)
