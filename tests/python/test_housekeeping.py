"""distill proposes consolidation candidates (never writes); gc archives captures past
their time, restorably, and its dry run is exactly what the real run then does."""

from __future__ import annotations

import pytest
from flymemory.memory import EngineInputError, MemoryEngine
from flymemory.model import Scope

DAY = 86400.0


class Clock:
    def __init__(self) -> None:
        self.now = 1_700_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def timed(store):
    clock = Clock()
    return MemoryEngine(store, None, clock=clock), clock


def test_distill_groups_short_fragments_of_one_session(timed):
    e, clock = timed
    ids = []
    for text in ("fix the login bug", "also the logout one", "and add tests for both"):
        ids.append(e.remember(text, source="hook", session="s1")[0].entry_id)
        clock.now += 60
    e.remember("unrelated note in another session", source="hook", session="s2")
    clock.now += 3 * 3600
    e.remember("much later fragment", source="hook", session="s1")
    found = e.distill()
    assert [c.ids for c in found] == [ids]
    e.consolidate(ids, "The login and logout bugs need fixes with tests.")
    assert e.distill() == []  # already consolidated: not proposed again


def _rows(e: MemoryEngine) -> tuple:
    return tuple((r["id"], r["status"]) for r in e.store.iter_rows("entries")), \
        sum(1 for _ in e.store.iter_rows("history"))


def test_gc_dry_run_matches_the_real_run_and_nothing_is_deleted(timed):
    e, clock = timed
    old = e.remember("ancient capture", source="hook")[0].entry_id
    e.remember("a decision the model kept", source="model")
    e.set_state("editor", "vim")
    clock.now += 40 * DAY
    used = e.remember("capture that was recalled", source="hook")[0].entry_id
    e.mark_injected([used])
    idle = e.remember("capture nobody looked at", source="hook")[0].entry_id
    e.remember("capture nobody looked at", source="hook")  # strengthened: a compacted group
    clock.now += 100 * DAY
    fresh = e.remember("fresh capture", source="hook")[0].entry_id
    before = _rows(e)
    plan = e.gc(ttl_days=120, stale_days=90, dry_run=True)
    assert _rows(e) == before
    assert plan.expired == [old] and plan.stale == [idle]
    assert plan.compacted == [{"id": idle, "restatements": 1}]
    done = e.gc(ttl_days=120, stale_days=90, dry_run=False)
    assert (done.expired, done.stale, done.compacted) == (plan.expired, plan.stale, plan.compacted)
    statuses = dict(_rows(e)[0])
    assert statuses[old] == statuses[idle] == "archived" and statuses[used] == statuses[fresh] == "active"
    assert len(statuses) == len(dict(before[0]))  # archived, never deleted
    assert e.restore(idle).status == "active"
    assert e.gc(ttl_days=120, stale_days=90, dry_run=True).expired == []
    with pytest.raises(EngineInputError, match="stale_days must be a positive number"):
        e.gc(stale_days=0)


def test_gc_respects_scope(timed):
    e, clock = timed
    e.remember("capture in repo a", source="hook", workspace="/a")
    b = e.remember("capture in repo b", source="hook", workspace="/b")[0].entry_id
    clock.now += 200 * DAY
    assert e.gc(Scope(workspace="/b", workspace_exact=True), stale_days=90).stale == [b]


def test_gc_and_distill_tools(call_tool):
    plan = call_tool("flymemory_gc")
    assert plan.data["dry_run"] is True and plan.text.startswith("Would archive 0 expired captures")
    assert call_tool("flymemory_gc", dry_run="false").is_error
    assert call_tool("flymemory_distill").text == "No clusters of short captures to distill."
