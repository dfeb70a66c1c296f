"""`occurred_at` on the remember path: a late write (the plugin's spool replay, a past event)
keeps the time it happened as its creation time; a doubtful time is refused and stores nothing."""

from __future__ import annotations

import datetime as dt

import pytest
from flymemory.memory import MemoryError_
from flymemory.occurred import OccurredAtError, parse_occurred_at

NOW = dt.datetime(2026, 11, 30, 12, 0, tzinfo=dt.timezone.utc).timestamp()


def epoch(*parts: int, tz: dt.tzinfo = dt.timezone.utc) -> float:
    return dt.datetime(*parts, tzinfo=tz).timestamp()


@pytest.mark.parametrize(("text", "expected"), [
    ("2026-03-01", epoch(2026, 3, 1)),
    ("2026-03-01T09:30:00", epoch(2026, 3, 1, 9, 30)),  # naive = UTC
    ("2026-03-01T09:30:00Z", epoch(2026, 3, 1, 9, 30)),
    ("2026-03-01T11:30:00+02:00", epoch(2026, 3, 1, 9, 30)),
    ("2026-11-30T12:30:00.250Z", NOW + 1800.25),
    ("1970-01-01", 0.0),
])
def test_iso_dates_and_datetimes_are_read_as_utc_unless_zoned(text, expected):
    assert parse_occurred_at(text, NOW) == pytest.approx(expected)


@pytest.mark.parametrize(("text", "why"), [
    ("yesterday", "not an ISO 8601"),
    ("2026-13-01", "not an ISO 8601"),
    ("", "must be an ISO 8601"),
    ("1969-12-31T23:59:59Z", "before 1970-01-01"),
    ("2026-12-02T12:00:01Z", "more than one day in the future"),
])
def test_doubtful_times_are_refused_with_the_argument_named(text, why):
    with pytest.raises(OccurredAtError, match=f"occurred_at.*{why}"):
        parse_occurred_at(text, NOW)


def test_a_day_ahead_is_still_clock_skew():
    assert parse_occurred_at("2026-12-01T11:59:59Z", NOW) < NOW + 86_400


def test_remember_with_occurred_at_creates_the_entry_at_that_time(engine):
    [outcome] = engine.remember("The staging database moved to host db7.", occurred_at="2026-03-01T09:30:00Z")
    entry = engine.store.get_entries([outcome.entry_id])[0]
    assert entry.created_at == pytest.approx(epoch(2026, 3, 1, 9, 30))
    assert entry.valid_from == pytest.approx(entry.created_at)
    [plain] = engine.remember("The build uses ninja.")
    assert engine.store.get_entries([plain.entry_id])[0].created_at > epoch(2026, 3, 2)


def test_a_bad_occurred_at_writes_nothing(engine):
    before = engine.store.count_entries() if hasattr(engine.store, "count_entries") else None
    with pytest.raises(MemoryError_, match="occurred_at"):
        engine.remember("Nothing of this is stored.", occurred_at="3026-01-01")
    with pytest.raises(MemoryError_, match="occurred_at"):
        engine.auto("Nor of this.", occurred_at="not a time")
    assert engine.recall("stored", k=5) == []
    if before is not None:
        assert engine.store.count_entries() == before


def test_the_mcp_tools_take_occurred_at_and_name_it_when_wrong(call_tool):
    reply = call_tool("flymemory_remember", text="I moved to Lisbon in March.", occurred_at="2026-03-05")
    assert reply.text.startswith("NEW #") and not reply.is_error
    shown = call_tool("flymemory_auto", text="Spooled prompt: the CI runner is ci-3.",
                      occurred_at="2026-03-06T10:00:00Z")
    assert shown.data["outcomes"][0]["kind"] == "new"
    bad = call_tool("flymemory_remember", text="Wrong time.", occurred_at="2099-01-01")
    assert bad.is_error and "occurred_at" in bad.text and "future" in bad.text
    bad_auto = call_tool("flymemory_auto", text="Wrong time too.", occurred_at="31/12/2025")
    assert bad_auto.is_error and "occurred_at" in bad_auto.text
    assert "Wrong time" not in call_tool("flymemory_recall", query="Wrong time", k=5).text
