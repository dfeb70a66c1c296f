"""Whatever sequence of lineage calls a model makes, the store keeps its invariants:
one current value per state key, an acyclic supersede graph, every crossed-out row
explained by an edge and a history record, no evidence edge to a forgotten entry."""

import tempfile

from flymemory import lexical
from flymemory.memory import MemoryEngine, MemoryError_
from flymemory.model import Scope
from flymemory.store import SQLiteStore
from hypothesis import given, settings
from hypothesis import strategies as st

TEXTS = ["Deploys go through Jenkins.", "Deploys go through GitHub Actions.", "The cache TTL is five minutes.",
         "Logs are shipped to Loki.", "Service A listens on port 8080.", "Service A listens on port 8081."]
op = st.one_of(
    st.tuples(st.just("remember"), st.sampled_from(TEXTS)),
    st.tuples(st.just("supersede"), st.integers(1, 12), st.integers(1, 12)),
    st.tuples(st.just("state"), st.sampled_from(["editor", "region"]), st.sampled_from(["a", "b", "c"])),
    st.tuples(st.just("forget"), st.integers(1, 12)),
    st.tuples(st.just("consolidate"), st.lists(st.integers(1, 12), min_size=1, max_size=3)),
)


def _acyclic(edges):
    graph = {}
    for e in edges:
        graph.setdefault(e["src"], []).append(e["dst"])
    state = {}

    def visit(node):
        if state.get(node) == 1:
            return False
        if state.get(node) == 2:
            return True
        state[node] = 1
        ok = all(visit(n) for n in graph.get(node, []))
        state[node] = 2
        return ok

    return all(visit(n) for n in list(graph))


@settings(max_examples=40, deadline=None)
@given(st.lists(op, max_size=25))
def test_lineage_invariants_hold_for_any_sequence_of_calls(ops):
    with tempfile.TemporaryDirectory() as tmp:
        store = SQLiteStore(f"{tmp}/m.db", lexical_indexer=lexical.index_text)
        e = MemoryEngine(store, None)
        for o in ops:
            try:
                if o[0] == "remember":
                    e.remember(o[1])
                elif o[0] == "supersede":
                    e.supersede(o[1], o[2])
                elif o[0] == "state":
                    e.set_state(o[1], o[2])
                elif o[0] == "forget":
                    e.forget(o[1])
                else:
                    e.consolidate(o[1], "A conclusion drawn from these.")
            except MemoryError_:
                pass
        entries = store.find_entries(Scope(statuses=()))
        edges = [x for en in entries for x in store.edges(en.id) if x["src"] == en.id]
        for key in ("editor", "region"):
            assert store.count(Scope(state_key=key)) <= 1
        supersedes = [x for x in edges if x["kind"] == "supersedes"]
        assert _acyclic(supersedes)
        assert len({x["dst"] for x in supersedes}) == len(supersedes)  # crossed out once
        status = {en.id: en.status for en in entries}
        for en in entries:
            if en.status == "superseded":
                assert any(x["dst"] == en.id for x in supersedes)
                # a merge-rewrite is born crossed out: its "tombstone" record says why
                assert any(h["op"] in ("supersede", "tombstone") for h in store.history(en.id))
        assert all(status[x["dst"]] != "forgotten" and status[x["src"]] != "forgotten"
                   for x in edges if x["kind"] == "evidence")
        store.close()
