"""State keys: at most one current value per key, the rest a queryable chain."""

import pytest
from flymemory.memory import MemoryError_
from flymemory.model import Scope
from flymemory.store import StoreError


def test_a_new_state_supersedes_the_old_and_lookup_returns_the_current(lexical_engine):
    e = lexical_engine
    first = e.set_state("db.primary", "pg-1")[0]
    second = e.set_state("db.primary", "pg-2", "The primary database is now pg-2.")[0]
    assert second.describe() == f"NEW #{second.entry_id} (supersedes #{first.entry_id})"
    assert e.state_lookup("db.primary").state_value == "pg-2"
    assert [x.state_value for x in e.state_history("db.primary")] == ["pg-1", "pg-2"]
    assert e.store.count(Scope(state_key="db.primary")) == 1


def test_a_reversal_creates_a_new_current_entry_and_never_resurrects_the_old_row(lexical_engine):
    e = lexical_engine
    a1 = e.set_state("editor", "vim")[0].entry_id
    b = e.set_state("editor", "emacs")[0].entry_id
    a2 = e.set_state("editor", "vim")[0].entry_id
    assert len({a1, b, a2}) == 3
    assert e.state_lookup("editor").id == a2
    assert e.get_memory(a1)[0].status == "superseded"
    assert [x.id for x in e.state_history("editor")] == [a1, b, a2]


def test_setting_the_same_state_again_strengthens(lexical_engine):
    e = lexical_engine
    first = e.set_state("node.version", "20")[0]
    again = e.set_state("node.version", "20")[0]
    assert again.kind == "strengthened" and again.entry_id == first.entry_id


def test_a_state_supersedes_every_older_active_entry_of_its_key(lexical_engine, backend):
    e = lexical_engine
    x = e.store.insert_entry({"text": "branch: a", "content_hash": "a", "state_key": "branch", "state_value": "a"})
    second = {"text": "branch: b", "content_hash": "b", "state_key": "branch", "state_value": "b"}
    if backend == "postgres":
        # A shared store enforces one current value per key itself (a constraint checked at commit):
        # two active values of a key cannot exist, so there is nothing to heal.
        with pytest.raises(StoreError, match="entries_one_current_state"):
            e.store.insert_entry(second)
        older = [x]
    else:
        # SQLite's single writer: two active entries of one key can only come from a restore race or an
        # import; the next write heals them.
        older = [x, e.store.insert_entry(second)]
    out = e.set_state("branch", "c")[0]
    assert sorted(out.superseded) == older
    assert e.store.count(Scope(state_key="branch")) == 1


def test_remember_with_a_state_key_goes_through_set_state(lexical_engine):
    e = lexical_engine
    e.remember("We are on release 2.3.", state_key="release", state_value="2.3")
    e.remember("We moved to release 2.4.", state_key="release", state_value="2.4")
    assert e.state_lookup("release").text == "We moved to release 2.4."
    with pytest.raises(MemoryError_, match="state_key and state_value go together"):
        e.remember("half a state", state_key="release")


def test_as_of_before_a_change_returns_the_old_value(lexical_engine):
    e = lexical_engine
    clock = [100.0]
    e.clock = lambda: clock[0]
    e.set_state("deploy.target", "eu-west-1")
    clock[0] = 200.0
    e.set_state("deploy.target", "us-east-2")
    assert e.state_lookup("deploy.target", Scope(as_of=150.0)).state_value == "eu-west-1"
    assert e.state_lookup("deploy.target", Scope(as_of=250.0)).state_value == "us-east-2"
    assert e.state_lookup("deploy.target", Scope(as_of=50.0)) is None


def test_bad_state_input_is_refused(lexical_engine):
    with pytest.raises(MemoryError_, match="key must be non-empty text"):
        lexical_engine.set_state("  ", "x")
    with pytest.raises(MemoryError_, match="value must be text"):
        lexical_engine.set_state("k", None)


def test_concurrent_state_writers_leave_exactly_one_current_value(lexical_engine):
    import threading

    e = lexical_engine
    barrier = threading.Barrier(4)

    def writer(value):
        barrier.wait()
        e.set_state("deploy.lock", value)

    threads = [threading.Thread(target=writer, args=(f"holder-{i}",)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert e.store.count(Scope(state_key="deploy.lock")) == 1
    chain = e.state_history("deploy.lock")
    assert len(chain) == 4 and chain[-1].id == e.state_lookup("deploy.lock").id
    assert e.store.edge_counts() == {"supersedes": 3}
