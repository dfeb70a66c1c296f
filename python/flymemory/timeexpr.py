"""Time expressions in a query ("last month", "in May", "上周", "3 days ago") as a
half-open range [start, end) of epoch seconds, relative to the engine's clock.

Calendar units follow the user's local time zone (weeks start on Monday). A month
name without a year means its most recent occurrence that has begun."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, tzinfo

from flymemory.numerals import read_number

_MONTHS = {m: i for i, m in enumerate(
    "january february march april may june july august september october november december".split(), 1)}
_MONTHS.update({m[:3]: i for m, i in list(_MONTHS.items())})
_MONTHS["sept"] = 9
_WEEKDAYS = {d: i for i, d in enumerate("monday tuesday wednesday thursday friday saturday sunday".split())}
# How many, said without a number ("a week ago", "a few days ago"); numbers are read by flymemory.numerals.
_EN_QUANTITIES = {"a": 1, "an": 1, "a couple of": 2, "couple of": 2, "few": 3, "a few": 3}
_RECENT_DAYS = 14


@dataclass(frozen=True)
class TimeRange:
    start: float
    end: float
    phrase: str


def _en_number(s: str) -> int:
    s = s.lower().strip()
    return _EN_QUANTITIES[s] if s in _EN_QUANTITIES else read_number(s)


class _Calendar:
    def __init__(self, now: float, tz: tzinfo | None) -> None:
        self.tz = tz or datetime.now().astimezone().tzinfo
        self.now = datetime.fromtimestamp(now, self.tz)
        self.today = self.now.date()

    def at(self, d: date) -> float:
        return datetime.combine(d, time(0), self.tz).timestamp()

    def days(self, first: date, count: int = 1) -> tuple[float, float]:
        return self.at(first), self.at(first + timedelta(days=count))

    def week(self, weeks_back: int) -> tuple[float, float]:
        monday = self.today - timedelta(days=self.today.weekday()) - timedelta(weeks=weeks_back)
        return self.days(monday, 7)

    def month(self, year: int, month: int) -> tuple[float, float]:
        nxt = date(year + (month == 12), month % 12 + 1, 1)
        return self.at(date(year, month, 1)), self.at(nxt)

    def months_back(self, n: int) -> tuple[float, float]:
        index = self.today.year * 12 + self.today.month - 1 - n
        return self.month(index // 12, index % 12 + 1)

    def latest_month(self, month: int, year: int | None = None) -> tuple[float, float]:
        if year is None:
            year = self.today.year if month <= self.today.month else self.today.year - 1
        return self.month(year, month)

    def latest_day(self, month: int, day: int, year: int | None = None) -> tuple[float, float]:
        if year is None:
            year = self.today.year
            if (month, day) > (self.today.month, self.today.day):
                year -= 1
        return self.days(date(year, month, day))

    def year(self, year: int) -> tuple[float, float]:
        return self.at(date(year, 1, 1)), self.at(date(year + 1, 1, 1))

    def last_weekday(self, weekday: int) -> tuple[float, float]:
        back = (self.today.weekday() - weekday) % 7 or 7
        return self.days(self.today - timedelta(days=back))

    def span_back(self, unit: str, n: int) -> tuple[float, float]:
        days = {"day": 1, "week": 7, "month": 30, "year": 365}[unit] * n
        return self.now.timestamp() - days * 86400, self.now.timestamp() + 1

    def ago(self, unit: str, n: int) -> tuple[float, float]:
        if unit == "day":
            return self.days(self.today - timedelta(days=n))
        if unit == "week":
            return self.week(n)
        if unit == "month":
            return self.months_back(n)
        return self.year(self.today.year - n)


_Rule = tuple[re.Pattern[str], Callable[[re.Match[str], _Calendar], tuple[float, float]]]
_UNIT = r"(day|week|month|year)s?"
_NUM_EN = r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten|an?|a couple of|a few|few)"
_MONTH_RE = "|".join(sorted(_MONTHS, key=len, reverse=True))
_ZH_NUM = r"([0-9]+|[一二两三四五六七八九十]+)"
_ZH_UNIT = {"天": "day", "日": "day", "周": "week", "星期": "week", "个星期": "week", "礼拜": "week",
            "个礼拜": "week", "个月": "month", "月": "month", "年": "year"}


def _zh_unit(s: str) -> str:
    return _ZH_UNIT[s]


def _rules() -> list[_Rule]:
    i = re.IGNORECASE

    def w(p: str) -> re.Pattern[str]:
        return re.compile(r"\b" + p + r"\b", i)

    return [
        # Absolute dates first: they are the most specific.
        (re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b"),
         lambda m, c: c.days(date(int(m[1]), int(m[2]), int(m[3])))),
        (re.compile(r"(\d{4})年(\d{1,2})月(\d{1,2})[日号]"),
         lambda m, c: c.days(date(int(m[1]), int(m[2]), int(m[3])))),
        (re.compile(r"\b(\d{4})-(\d{1,2})\b(?!-)"), lambda m, c: c.month(int(m[1]), int(m[2]))),
        (re.compile(r"(\d{4})年(\d{1,2})月"), lambda m, c: c.month(int(m[1]), int(m[2]))),
        (w(f"({_MONTH_RE})\\.? (\\d{{1,2}})(?:st|nd|rd|th)?(?:,? (\\d{{4}}))?"),
         lambda m, c: c.latest_day(_MONTHS[m[1].lower()], int(m[2]), int(m[3]) if m[3] else None)),
        (w(f"(\\d{{1,2}})(?:st|nd|rd|th)? (?:of )?({_MONTH_RE})(?:,? (\\d{{4}}))?"),
         lambda m, c: c.latest_day(_MONTHS[m[2].lower()], int(m[1]), int(m[3]) if m[3] else None)),
        (re.compile(f"{_ZH_NUM}月{_ZH_NUM}[日号]"),
         lambda m, c: c.latest_day(read_number(m[1]), read_number(m[2]))),
        # Relative days.
        (w(r"the day before yesterday"), lambda m, c: c.ago("day", 2)),
        (w(r"yesterday|last night"), lambda m, c: c.ago("day", 1)),
        (w(r"today|tonight|this morning|this afternoon|this evening"), lambda m, c: c.ago("day", 0)),
        (re.compile("前天"), lambda m, c: c.ago("day", 2)),
        (re.compile("昨天|昨晚|昨日"), lambda m, c: c.ago("day", 1)),
        (re.compile("今天|今晚|今早|今日|今儿"), lambda m, c: c.ago("day", 0)),
        # "3 days ago", "past 2 weeks", "三天前", "最近三天".
        (w(f"{_NUM_EN} {_UNIT} ago"), lambda m, c: c.ago(m[2].lower(), _en_number(m[1]))),
        (w(f"(?:past|last|previous) {_NUM_EN} {_UNIT}"),
         lambda m, c: c.span_back(m[2].lower(), _en_number(m[1]))),
        (re.compile(f"{_ZH_NUM}(天|日|个星期|星期|个礼拜|礼拜|周|个月|年)(?:之|以)?前"),
         lambda m, c: c.ago(_zh_unit(m[2]), read_number(m[1]))),
        (re.compile(f"(?:最近|过去|近)的?{_ZH_NUM}(天|日|个星期|星期|个礼拜|礼拜|周|个月|年)"),
         lambda m, c: c.span_back(_zh_unit(m[2]), read_number(m[1]))),
        # Calendar units.
        (w(r"(?:last|previous) week"), lambda m, c: c.week(1)),
        (w(r"this week"), lambda m, c: c.week(0)),
        (w(r"(?:last|previous) month"), lambda m, c: c.months_back(1)),
        (w(r"this month"), lambda m, c: c.months_back(0)),
        (w(r"last year"), lambda m, c: c.year(c.today.year - 1)),
        (w(r"this year"), lambda m, c: c.year(c.today.year)),
        (re.compile("上上周|上上个?星期|上上个?礼拜"), lambda m, c: c.week(2)),
        (re.compile("上周|上个?星期|上个?礼拜"), lambda m, c: c.week(1)),
        (re.compile("本周|这周|这个?星期|这个?礼拜"), lambda m, c: c.week(0)),
        (re.compile("上上个月"), lambda m, c: c.months_back(2)),
        (re.compile("上个?月"), lambda m, c: c.months_back(1)),
        (re.compile("本月|这个月"), lambda m, c: c.months_back(0)),
        (re.compile("前年"), lambda m, c: c.year(c.today.year - 2)),
        (re.compile("去年"), lambda m, c: c.year(c.today.year - 1)),
        (re.compile("今年"), lambda m, c: c.year(c.today.year)),
        (w(r"(?:last|on) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)"),
         lambda m, c: c.last_weekday(_WEEKDAYS[m[1].lower()])),
        # A month name: "in May", "during March". Bare "may" is a verb, so it needs a preposition.
        (w(f"(?:in|during|since|from|of|back in) ({_MONTH_RE})(?:,? (\\d{{4}}))?"),
         lambda m, c: c.latest_month(_MONTHS[m[1].lower()], int(m[2]) if m[2] else None)),
        (re.compile(f"{_ZH_NUM}月份?(?![0-9一二两三四五六七八九十])"),
         lambda m, c: c.latest_month(read_number(m[1]))),
        (w(r"recently|lately|these past days"), lambda m, c: c.span_back("day", _RECENT_DAYS)),
        (re.compile("最近|近来|近期|这几天|这些天"), lambda m, c: c.span_back("day", _RECENT_DAYS)),
    ]


_RULES = _rules()


def parse(query: str, now: float, tz: tzinfo | None = None) -> TimeRange | None:
    """The first time expression in the query as a range, or None."""
    cal: _Calendar | None = None
    for pattern, to_range in _RULES:
        m = pattern.search(query)
        if m is None:
            continue
        cal = cal or _Calendar(now, tz)
        try:
            start, end = to_range(m, cal)
        except (ValueError, KeyError):  # "2023-13-40", "十五月": not a date after all
            continue
        return TimeRange(start, end, m.group(0))
    return None


# A cheap gate in front of the rules (routing asks every query): every rule needs a
# digit, a Chinese time character or one of these words; most queries have none.
_GATE = re.compile(
    r"[0-9一二两三四五六七八九十天日周月年期拜近今昨前去本这上]|\b(?:today|tonight|yesterday|ago|past|last|"
    r"previous|this|these|weeks?|months?|years?|days?|recently|lately|"
    + "|".join(sorted(set(_WEEKDAYS) | set(_MONTHS), key=len, reverse=True)) + r")\b", re.IGNORECASE)


def mentions_time(query: str) -> bool:
    return _GATE.search(query) is not None and any(pattern.search(query) for pattern, _ in _RULES)
