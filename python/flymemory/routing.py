"""Query routing: what kind of question is this, so recall can look in the right place.

- state: "what is my current X" -> only what holds now (state_lookup can answer it);
- history: "what did I use before" -> superseded entries are part of the answer;
- temporal: "what did I say last week" -> a time range narrows the pool;
- aggregation: "how many times / list all" -> evidence spans several entries;
- lookup: everything else.

English rules match whole words (so "know" never reads as "now"); Chinese rules
match phrases, since Chinese has no spaces to make word boundaries."""

from __future__ import annotations

import re

from flymemory import timeexpr

ROUTES = ("state", "history", "temporal", "aggregation", "lookup")


def _words(*patterns: str) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(patterns) + r")\b", re.IGNORECASE)


def _phrases(*phrases: str) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(p) for p in phrases))


_HISTORY_EN = _words(
    r"before", r"previously", r"previous", r"used to", r"formerly", r"originally", r"earlier",
    r"history", r"changed", r"change[sd]?", r"switched", r"no longer", r"anymore",
    r"prior", r"was it", r"were they", r"at first", r"initially",
)
_HISTORY_ZH = _phrases("以前", "之前", "曾经", "原来", "原先", "过去", "历史", "改过", "变过", "换过", "改成", "换成",
                       "最初", "起初", "当初", "不再")
_STATE_EN = _words(r"now", r"current", r"currently", r"latest", r"right now", r"these days",
                   r"at the moment", r"still", r"today'?s")
_STATE_ZH = _phrases("现在", "目前", "当前", "如今", "最新", "眼下", "还是")
_AGGREGATION_EN = _words(r"how many", r"how much", r"how often", r"number of", r"count", r"list",
                         r"all (?:the|of|my)", r"every", r"each", r"total", r"in total", r"which ones",
                         r"summari[sz]e", r"overall")
_AGGREGATION_ZH = _phrases("多少", "几次", "几个", "哪些", "所有", "全部", "列出", "总共", "一共", "每次", "每个",
                           "总结", "汇总")
_TEMPORAL_EN = _words(r"when", r"what time", r"what day", r"which day", r"date")


def classify(query: str) -> str:
    """One of ROUTES. History wins over time (a past-tense question about a change
    needs superseded rows whatever the date), time over counting, counting over state."""
    if _HISTORY_EN.search(query) or _HISTORY_ZH.search(query):
        return "history"
    if timeexpr.mentions_time(query) or _TEMPORAL_EN.search(query):
        return "temporal"
    if _AGGREGATION_EN.search(query) or _AGGREGATION_ZH.search(query):
        return "aggregation"
    if _STATE_EN.search(query) or _STATE_ZH.search(query):
        return "state"
    return "lookup"


def resolve(route: str | None, query: str) -> str:
    """An explicit route wins; 'auto' (or None/'') classifies the query."""
    if route in (None, "", "auto"):
        return classify(query)
    if route not in ROUTES:
        raise ValueError(f"route {route!r} is not known: use 'auto' or one of {', '.join(ROUTES)}")
    return route
