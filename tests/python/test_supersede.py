import threading

import pytest
from flymemory.memory import MemoryError_
from flymemory.model import Scope


def _new(engine, text):
    outcome = engine.remember(text)[0]
    assert outcome.kind == "new", outcome.describe()
    return outcome.entry_id


def test_supersede_hides_the_old_from_default_recall_and_include_superseded_shows_both(engine):
    old = _new(engine, "The staging database runs on Postgres 13.")
    new = _new(engine, "Staging moved to a managed CockroachDB cluster last sprint.")
    assert engine.supersede(old, new) == f"#{old} superseded by #{new}"
    default = [h.entry.id for h in engine.recall("staging database", k=5)]
    assert old not in default and new in default
    both = [h.entry.id for h in engine.recall("staging database", k=5,
                                              scope=Scope(statuses=("active", "superseded")))]
    assert {old, new} <= set(both)
    entry, edges, history = engine.get_memory(old)
    assert entry.status == "superseded" and entry.valid_to is not None
    # (The write already linked the pair "may update": 'moved to' with the subject kept. The supersede is
    # the model's confirmation, one supersedes edge beside that link.)
    supersedes = [e for e in edges if e["kind"] == "supersedes"]
    assert supersedes == [{"src": new, "dst": old, "kind": "supersedes", "created_at": supersedes[0]["created_at"],
                           "note": ""}]
    assert history[-1]["op"] == "supersede" and history[-1]["after"]["by"] == new


@pytest.mark.parametrize("case", ["same", "unknown", "new_superseded", "cycle", "twice"])
def test_bad_supersedes_are_refused_with_a_reason_and_change_nothing(lexical_engine, case):
    e = lexical_engine
    a = _new(e, "The API gateway is Kong.")
    b = _new(e, "Envoy fronts the staging cluster.")
    c = _new(e, "Use Traefik in local development.")
    if case in ("new_superseded", "cycle", "twice"):
        e.supersede(a, b)
    before = (e.store.count(Scope(statuses=())), e.store.edge_counts(), len(e.store.history()))
    calls = {"same": (a, a), "unknown": (a, 999), "new_superseded": (c, a), "cycle": (b, a), "twice": (a, c)}
    messages = {"same": "cannot supersede itself", "unknown": "new_id #999 is not a stored entry",
                "new_superseded": "new_id #1 is itself superseded", "cycle": "itself superseded|cycle",
                "twice": "already superseded by #2"}
    with pytest.raises(MemoryError_, match=messages[case]):
        e.supersede(*calls[case])
    assert (e.store.count(Scope(statuses=())), e.store.edge_counts(), len(e.store.history())) == before


def test_a_supersede_chain_cannot_be_closed_into_a_cycle(lexical_engine):
    e = lexical_engine
    a, b, c = (_new(e, t) for t in ("Deploys go through Jenkins.", "Deploys go through GitLab CI.",
                                     "Deploys go through GitHub Actions."))
    e.supersede(a, b)
    e.supersede(b, c)
    d = _new(e, "Deploys are manual for the demo box.")
    with pytest.raises(MemoryError_, match="itself superseded"):
        e.supersede(d, a)


def test_ids_must_be_integers(lexical_engine):
    with pytest.raises(MemoryError_, match="old_id must be a positive entry id"):
        lexical_engine.supersede("one", 2)


def test_concurrent_supersede_of_one_entry_by_two_writers_gives_one_edge_and_one_history_row(lexical_engine):
    e = lexical_engine
    old = _new(e, "The cache TTL is five minutes.")
    rivals = [_new(e, "Session cache entries live ten minutes."), _new(e, "Caching is off in tests entirely.")]
    barrier = threading.Barrier(2)
    results: list[str] = []

    def writer(new_id):
        barrier.wait()
        try:
            results.append(e.supersede(old, new_id))
        except MemoryError_ as exc:
            results.append(f"refused: {exc}")

    threads = [threading.Thread(target=writer, args=(r,)) for r in rivals]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sum(not r.startswith("refused") for r in results) == 1
    assert e.store.edge_counts() == {"supersedes": 1}
    assert [h["op"] for h in e.store.history(old)].count("supersede") == 1


def test_concurrent_supersede_across_two_store_connections(open_backend_store):
    """Two engines on one store (two connections: on PostgreSQL, what two machines do)."""
    from flymemory.memory import MemoryEngine

    first = MemoryEngine(open_backend_store(), None)
    second = MemoryEngine(open_backend_store(), None)
    old = _new(first, "Logs are shipped to Loki.")
    x, y = _new(first, "Elasticsearch indexes the audit trail."), _new(first, "Debug output stays on local disk.")
    outcomes = []
    barrier = threading.Barrier(2)

    def run(engine, new_id):
        barrier.wait()
        try:
            outcomes.append(engine.supersede(old, new_id))
        except MemoryError_ as exc:
            outcomes.append(str(exc))

    threads = [threading.Thread(target=run, args=a) for a in ((first, x), (second, y))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sum("superseded by" in o and "already" not in o for o in outcomes) == 1
    assert first.store.edge_counts() == {"supersedes": 1}
    assert [h["op"] for h in first.store.history(old)].count("supersede") == 1
    first.store.close()
    second.store.close()
