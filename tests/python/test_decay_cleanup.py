"""Power-law decay is a maintenance signal: cleanup archives faded entries, restore brings them back."""

import pytest
from flymemory import decay
from flymemory.memory import MemoryError_
from flymemory.model import Entry, Scope

DAY = 86400.0


def test_retention_follows_the_power_law_and_model_entries_fade_slower():
    hook = Entry(id=1, text="x", content_hash="x", source="hook", last_accessed=0.0)
    model = Entry(id=2, text="x", content_hash="x", source="model", last_accessed=0.0)
    assert decay.retention(hook, 0.0) == 1.0
    assert decay.retention(hook, 30 * DAY) == pytest.approx(2 ** -0.5)
    assert decay.retention(model, 60 * DAY) == pytest.approx(2 ** -0.5)
    assert decay.retention(hook, 720 * DAY) == pytest.approx(0.2)


def test_cleanup_dry_run_lists_real_run_archives_restore_brings_back(lexical_engine):
    e = lexical_engine
    clock = [0.0]
    e.clock = lambda: clock[0]
    old = e.remember("The old VPN endpoint was vpn.legacy.example.com.", source="hook")[0].entry_id
    kept = e.remember("Keep PRs under 400 lines.", source="model")[0].entry_id
    state = e.set_state("region", "eu-west-1")[0].entry_id
    clock[0] = 800 * DAY  # hook entries are at R < 0.2; model ones (tau doubled) are not
    listed = e.cleanup(0.2, dry_run=True)
    assert [x.id for x in listed] == [old]
    assert e.get_memory(old)[0].status == "active"
    archived = e.cleanup(0.2, dry_run=False, app="maint")
    assert [(x.id, x.status) for x in archived] == [(old, "archived")]
    assert old not in [h.entry.id for h in e.recall("VPN endpoint", k=5)]
    assert e.get_memory(state)[0].status == "active" and e.get_memory(kept)[0].status == "active"
    assert e.store.count(Scope(statuses=())) == 3  # nothing deleted
    restored = e.restore(old)
    assert restored.status == "active" and restored.last_accessed == 800 * DAY
    assert old in [h.entry.id for h in e.recall("VPN endpoint", k=5)]
    assert [h["op"] for h in e.store.history(old)] == ["create", "archive", "restore"]


def test_rehearsal_happens_only_through_mark_injected(lexical_engine):
    e = lexical_engine
    clock = [0.0]
    e.clock = lambda: clock[0]
    i = e.remember("The flaky test is test_upload_resume.", source="hook")[0].entry_id
    clock[0] = 800 * DAY
    e.recall("flaky test", k=3)
    e.get_memory(i)
    assert e.get_memory(i)[0].last_accessed == 0.0
    e.mark_injected([i])
    entry = e.get_memory(i)[0]
    assert entry.last_accessed == 800 * DAY and entry.access_count == 1
    assert e.cleanup(0.2) == []


def test_restore_refuses_what_is_not_archived(lexical_engine):
    i = lexical_engine.remember("Lint runs in pre-commit.")[0].entry_id
    with pytest.raises(MemoryError_, match="is active, not archived"):
        lexical_engine.restore(i)
    with pytest.raises(MemoryError_, match="min_retention must be a number between 0 and 1"):
        lexical_engine.cleanup(1.5)


def test_insights_lists_valuable_entries_that_are_fading(lexical_engine):
    e = lexical_engine
    clock = [0.0]
    e.clock = lambda: clock[0]
    valued = e.remember("Always pin the base image digest.", source="model")[0].entry_id
    e.remember("Always pin the base image digest.", source="model")
    e.remember("lol ok", source="hook")
    clock[0] = 400 * DAY
    fresh = e.remember("We use Renovate for dependency updates.")[0].entry_id
    found = e.insights()
    assert found[0][0].id == valued and 0 < found[0][1] < 0.7
    assert fresh not in [x.id for x, _ in found]
