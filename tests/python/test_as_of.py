"""Bitemporal reads: what was current at t, including rows superseded later; time ranges on recall."""

from flymemory.model import Scope


def test_as_of_before_a_supersede_returns_the_old_entry(lexical_engine):
    e = lexical_engine
    clock = [1000.0]
    e.clock = lambda: clock[0]
    old = e.remember("Production runs Postgres 13 on db-1.")[0].entry_id
    clock[0] = 2000.0
    new = e.remember("Production was migrated to Aurora.")[0].entry_id
    clock[0] = 3000.0
    e.supersede(old, new)
    at = lambda t: [x.id for x in e.store.find_entries(Scope(as_of=t))]  # noqa: E731
    assert at(1500.0) == [old]
    assert at(2500.0) == [old, new]
    assert at(3500.0) == [new]
    assert [h.entry.id for h in e.recall("production database", k=5, scope=Scope(as_of=1500.0))] == [old]


def test_as_of_excludes_forgotten_entries(lexical_engine):
    e = lexical_engine
    clock = [1000.0]
    e.clock = lambda: clock[0]
    wrong = e.remember("The office wifi is called GuestNet.")[0].entry_id
    clock[0] = 2000.0
    e.forget(wrong)
    assert e.store.find_entries(Scope(as_of=1500.0)) == []


def test_a_time_range_filter_on_recall(lexical_engine):
    e = lexical_engine
    clock = [1000.0]
    e.clock = lambda: clock[0]
    e.remember("Release notes: shipped the parser rewrite.")
    clock[0] = 5000.0
    e.remember("Release notes: shipped the cache layer.")
    hits = e.recall("release notes", k=5, scope=Scope(created_from=4000.0, created_to=6000.0))
    assert [h.entry.text for h in hits] == ["Release notes: shipped the cache layer."]
