"""Time expressions in a query become a time range for recall."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest
from flymemory import timeexpr
from flymemory.model import Scope

UTC = timezone.utc
# Wednesday 2026-05-20 15:00 UTC
NOW = datetime(2026, 5, 20, 15, 0, tzinfo=UTC).timestamp()


def day(y, m, d):
    return datetime(y, m, d, tzinfo=UTC).timestamp()


@pytest.mark.parametrize("query, start, end", [
    ("what did I say yesterday", day(2026, 5, 19), day(2026, 5, 20)),
    ("today's plan", day(2026, 5, 20), day(2026, 5, 21)),
    ("the day before yesterday", day(2026, 5, 18), day(2026, 5, 19)),
    ("what did we decide last week", day(2026, 5, 11), day(2026, 5, 18)),
    ("this week", day(2026, 5, 18), day(2026, 5, 25)),
    ("notes from last month", day(2026, 4, 1), day(2026, 5, 1)),
    ("what happened in May", day(2026, 5, 1), day(2026, 6, 1)),
    ("what happened in June", day(2025, 6, 1), day(2025, 7, 1)),   # most recent June that began
    ("in December 2024", day(2024, 12, 1), day(2025, 1, 1)),
    ("on May 3rd", day(2026, 5, 3), day(2026, 5, 4)),
    ("3 days ago", day(2026, 5, 17), day(2026, 5, 18)),
    ("two weeks ago", day(2026, 5, 4), day(2026, 5, 11)),
    ("last year", day(2025, 1, 1), day(2026, 1, 1)),
    ("the 2026-03-14 deploy", day(2026, 3, 14), day(2026, 3, 15)),
    ("last Monday", day(2026, 5, 18), day(2026, 5, 19)),
    ("上周我们讨论了什么", day(2026, 5, 11), day(2026, 5, 18)),
    ("昨天定下来的方案", day(2026, 5, 19), day(2026, 5, 20)),
    ("前天", day(2026, 5, 18), day(2026, 5, 19)),
    ("上个月的账单", day(2026, 4, 1), day(2026, 5, 1)),
    ("五月份的会议", day(2026, 5, 1), day(2026, 6, 1)),
    ("3月14日的发布", day(2026, 3, 14), day(2026, 3, 15)),
    ("三天前", day(2026, 5, 17), day(2026, 5, 18)),
    ("去年", day(2025, 1, 1), day(2026, 1, 1)),
    ("2025年11月", day(2025, 11, 1), day(2025, 12, 1)),
])
def test_expressions_map_to_calendar_ranges(query, start, end):
    span = timeexpr.parse(query, NOW, tz=UTC)
    assert span is not None, query
    assert (span.start, span.end) == (start, end), span.phrase


def test_rolling_windows_end_now():
    span = timeexpr.parse("anything in the past 7 days?", NOW, tz=UTC)
    assert span.start == NOW - 7 * 86400 and span.end > NOW
    span = timeexpr.parse("最近三天的提交", NOW, tz=UTC)
    assert span.start == NOW - 3 * 86400


@pytest.mark.parametrize("query", [
    "I may move the cache", "what does may_retry do", "where is the build server", "the marching band",
    "2026-13-45 is not a date",
])
def test_no_time_expression_no_range(query):
    assert timeexpr.parse(query, NOW, tz=UTC) is None


def test_temporal_question_reads_only_its_range(lexical_engine):
    clock = [day(2026, 4, 10)]
    lexical_engine.clock = lambda: clock[0]
    lexical_engine.remember("Release notes: we shipped the parser rewrite.")
    clock[0] = day(2026, 5, 12)
    lexical_engine.remember("Release notes: we shipped the cache layer.")
    clock[0] = NOW
    hits = lexical_engine.recall("release notes from last week", k=5)
    assert [h.entry.text for h in hits] == ["Release notes: we shipped the cache layer."]
    hits = lexical_engine.recall("release notes from last month", k=5)
    assert [h.entry.text for h in hits] == ["Release notes: we shipped the parser rewrite."]


def test_an_empty_time_range_falls_back_to_all_time(lexical_engine):
    lexical_engine.clock = lambda: day(2026, 1, 5)
    lexical_engine.remember("The staging database password rotates monthly.")
    lexical_engine.clock = lambda: NOW
    hits = lexical_engine.recall("what did I say about the staging database yesterday?", k=3)
    assert hits and "staging database" in hits[0].entry.text


def test_an_explicit_time_range_is_kept(lexical_engine):
    lexical_engine.clock = lambda: day(2026, 5, 19)
    lexical_engine.remember("Standup moved to 9:30.")
    lexical_engine.clock = lambda: NOW
    scope = Scope(created_from=day(2026, 1, 1), created_to=day(2026, 2, 1))
    assert lexical_engine.recall("standup yesterday", k=3, scope=scope) == []
