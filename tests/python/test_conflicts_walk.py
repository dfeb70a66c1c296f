"""find_conflicts reads the linked pairs by walking each kind's newest edges first and falling back to the
planner's join when pairs in scope are rare, and reads every pair's history in one statement: the listed
pairs, their order, kind and rule must be exactly those of the plain definition, computed here in Python
from the rows, for a common scope, a rare one and the whole store. Runs on SQLite and PostgreSQL."""

from __future__ import annotations

import random

import pytest
from flymemory.memory import MemoryEngine
from flymemory.model import Scope
from flymemory.store import sql

T0 = 1_700_000_000.0
KINDS = ("contradicts", "contradicts", "related", "updates", "supersedes", "evidence")
OPS = {"contradicts": "may_update", "related": "may_repeat", "updates": "update"}
CONFLICT_KIND = {"contradicts": "may_update", "related": "may_repeat", "updates": "updated"}


def _rows(seed: int = 20261202) -> tuple[list[dict], list[dict], list[dict]]:
    """Entries in a common workspace (/a), a second one (/b) and a rare one (/rare, one entry in ~60);
    edges of every kind with ties on created_at, may-repeat and other notes, history rows with rules,
    some without, some written twice, and restores that settle a pair."""
    rnd = random.Random(seed)
    entries = []
    for i in range(1, 1201):
        ws = "/rare" if i % 60 == 0 else rnd.choice(("/a", "/a", "/b"))
        at = T0 + i
        entries.append({"id": i, "text": f"fact {i}", "content_hash": f"h{i}", "workspace": ws, "created_at": at,
                        "updated_at": at, "valid_from": at, "last_accessed": at,
                        "status": rnd.choice(("active", "active", "active", "superseded"))})
    edges, history = [], []
    rare = [e["id"] for e in entries if e["workspace"] == "/rare"]
    seen = set()
    for j in range(1, 1801):
        kind = rnd.choice(KINDS)
        if j % 60 == 0:  # a pair inside the rare workspace: one edge in 60
            dst, src = sorted(rnd.sample(rare, 2))
        else:
            dst = rnd.randrange(1, 1150)
            src = dst + rnd.randrange(1, 50)
        if (src, dst, kind) in seen:
            continue
        seen.add((src, dst, kind))
        note = {"related": rnd.choice(("may_repeat", "may_repeat", "kept_both", "")),
                "updates": rnd.choice(("", "", "confirmed"))}.get(kind, "")
        edges.append({"id": j, "src": src, "dst": dst, "kind": kind, "note": note,
                      "created_at": T0 + 5000 + j // 3})  # three edges share each instant: ids break the ties
        if kind in OPS and rnd.random() < 0.8:
            history.append({"entry_id": dst, "op": OPS[kind], "before": None, "at": T0 + 5000 + j,
                            "after": {"by": src, "rule": f"rule {j}"} if rnd.random() < 0.9 else {"by": src}})
            if rnd.random() < 0.3:  # written again later: the later row's rule is the one that counts
                history.append({"entry_id": dst, "op": OPS[kind], "before": None, "at": T0 + 7000 + j,
                                "after": {"by": src, "rule": f"rule {j}, later"}})
        if rnd.random() < 0.1:
            history.append({"entry_id": dst, "op": "restore", "before": {"by": src}, "after": {}, "at": T0 + 9000 + j})
    for k, h in enumerate(history, start=1):
        h.update(id=k, app="")
    return entries, edges, history


def _in(entry: dict, scope: Scope, statuses: tuple[str, ...]) -> bool:
    return entry["status"] in statuses and (scope.workspace is None or entry["workspace"] == scope.workspace)


def _reference(entries: list[dict], edges: list[dict], history: list[dict], scope: Scope,
               limit: int) -> list[tuple[str, int, int, str]]:
    """The definition, read plainly: per kind, the newest edges from an active entry in scope to one in scope
    (superseded, for a crossed-out update), up to what is left of the limit; a pair whose older entry was
    restored over it is dropped; its rule is that of the last history row of its kind by its newer entry."""
    by_id = {e["id"]: e for e in entries}

    def linked(kind: str, note: str | None, dst_statuses: tuple[str, ...], n: int) -> list[dict]:
        found = [e for e in edges if e["kind"] == kind and (note is None or e["note"] == note)
                 and _in(by_id[e["src"]], scope, ("active",)) and _in(by_id[e["dst"]], scope, dst_statuses)]
        return sorted(found, key=lambda e: (-e["created_at"], -e["id"]))[:max(n, 0)]

    def listed(chosen: list[dict]) -> list[tuple[str, int, int, str]]:
        out = []
        for e in chosen:
            rows = [h for h in history if h["entry_id"] == e["dst"]]
            if any(h["op"] == "restore" and h["before"].get("by") == e["src"] for h in rows):
                continue
            why = [h["after"] for h in rows if h["op"] == OPS[e["kind"]] and h["after"].get("by") == e["src"]]
            rule = (why[-1].get("rule") or "") if why else ""
            older, newer = sorted((by_id[e["src"]], by_id[e["dst"]]), key=lambda x: (x["created_at"], x["id"]))
            out.append((CONFLICT_KIND[e["kind"]], older["id"], newer["id"],
                        rule or f"linked `{e['kind']}` (no rule recorded)"))
        return out

    chosen = linked("contradicts", None, ("active",), limit)
    if len(chosen) < limit:
        chosen += linked("related", "may_repeat", ("active",), limit - len(chosen))
    out = listed(chosen)
    if len(out) < limit:
        out += listed(linked("updates", "", ("superseded",), limit - len(out)))
    return out[:limit]


@pytest.fixture
def loaded(store):
    entries, edges, history = _rows()
    store.load_rows("entries", entries)
    store.load_rows("edges", edges)
    store.load_rows("history", history)
    store.finish_bulk_load()
    return store, (entries, edges, history)


@pytest.mark.parametrize("workspace", ["/a", "/rare", None])
@pytest.mark.parametrize("limit", [1, 3, 20, 400])
def test_find_conflicts_lists_what_the_plain_definition_lists_in_its_order(loaded, workspace, limit):
    store, rows = loaded
    scope = Scope(workspace=workspace, workspace_exact=True) if workspace else Scope()
    got = [(c.kind, c.older.id, c.newer.id, c.rule) for c in MemoryEngine(store, None).conflicts(scope, limit=limit)]
    want = _reference(*rows, scope, limit)
    assert want or limit == 1, "the data gives every scope pairs to list (one may be a restored pair)"
    assert got == want


def test_the_walk_answers_a_common_scope_and_the_join_a_rare_one(loaded):
    """Both paths of the linked-pairs read are taken by the data above (so the test above checks both)."""
    store, _ = loaded
    walked: list[int] = []
    real = sql.linked_pairs_query

    def counting(*args, **kwargs):
        walked.append(1)
        return real(*args, **kwargs)

    sql.linked_pairs_query = counting
    try:
        store.linked_pairs("contradicts", Scope(workspace="/a", workspace_exact=True), 3)
        assert walked == []
        store.linked_pairs("contradicts", Scope(workspace="/rare", workspace_exact=True), 3)
        assert walked == [1]
    finally:
        sql.linked_pairs_query = real
