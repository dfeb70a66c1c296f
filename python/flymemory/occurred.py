"""`occurred_at`: when a remembered thing really happened, for writes that arrive
late (the plugin's spool replays prompts typed while the engine was down) or
that state a past event. Validated strictly: a wrong time would mis-order
history and recall for good, so anything doubtful is refused, not guessed."""

from __future__ import annotations

import datetime as dt

# Clocks drift and time zones confuse; more than a day ahead is a mistake, not skew.
MAX_FUTURE_SECONDS = 86_400.0


class OccurredAtError(ValueError):
    """The occurred_at value is unusable; the message names it and says why."""


def parse_occurred_at(value: str, now: float) -> float:
    """ISO 8601 date (`2026-03-01`) or date-time (`2026-03-01T09:30:00+02:00`, `...Z`) as epoch
    seconds. A value without a zone is UTC. Refused: unparseable, before 1970-01-01, or more
    than one day after `now`."""
    if not isinstance(value, str) or not value.strip():
        raise OccurredAtError(f"occurred_at must be an ISO 8601 date or date-time string, got {value!r}")
    text = value.strip()
    try:
        if len(text) == 10:
            moment = dt.datetime.combine(dt.date.fromisoformat(text), dt.time(), tzinfo=dt.timezone.utc)
        else:
            moment = dt.datetime.fromisoformat(text[:-1] + "+00:00" if text[-1:] in "zZ" else text)
    except ValueError:
        raise OccurredAtError(f"occurred_at {value!r} is not an ISO 8601 date or date-time "
                              "(e.g. 2026-03-01 or 2026-03-01T09:30:00Z); nothing was stored") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.timezone.utc)
    seconds = moment.timestamp()
    if seconds < 0:
        raise OccurredAtError(f"occurred_at {value!r} is before 1970-01-01; nothing was stored")
    if seconds > now + MAX_FUTURE_SECONDS:
        raise OccurredAtError(f"occurred_at {value!r} is more than one day in the future; nothing was stored")
    return seconds
