"""Power-law forgetting as a maintenance signal (never a ranking feature).

R(t) = (1 + t/tau)^-0.5 with tau = 30 days, doubled for entries the calling model
chose to store. t runs from the last rehearsal (an actual injection into a
conversation, or the fact being stated again), not from every tool read."""

from __future__ import annotations

from flymemory.model import Entry

DAY = 86400.0
TAU_SECONDS = 30 * DAY
# A model judged these worth keeping; hook captures are raw chatter until rehearsed.
MODEL_SOURCES = ("model", "consolidation")


def tau_for(entry: Entry) -> float:
    return TAU_SECONDS * (2.0 if entry.source in MODEL_SOURCES else 1.0)


def retention(entry: Entry, now: float) -> float:
    elapsed = max(0.0, now - (entry.last_accessed or entry.created_at))
    return (1.0 + elapsed / tau_for(entry)) ** -0.5


def value(entry: Entry, evidence_count: int = 0) -> float:
    """How much an entry seems worth keeping, independent of age: stated or used
    often, chosen by a model, backed by a consolidation, or a tracked state."""
    score = 1.0 + 0.5 * max(0, entry.strength - 1) + 0.25 * entry.access_count + 0.5 * evidence_count
    if entry.source in MODEL_SOURCES:
        score += 1.0
    if entry.state_key:
        score += 1.0
    return score
