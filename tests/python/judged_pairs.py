"""A pair as the classify tests judge it: lexically and at the cosine e5 gives it (recorded beside the pair)."""

from __future__ import annotations

from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")
LINKED = ("update", "possible_update", "reversal")  # the kinds that tie a newer sentence to an older one


def lexical_and_e5(old: str, new: str, cosine: float) -> tuple[str, str]:
    """The pair's kind lexically, then at its e5 cosine."""
    return classify.classify(old, new).kind, classify.classify(old, new, similarity=cosine, thresholds=E5).kind


def kinds_both_ways(old: str, new: str, cosine: float) -> set[str]:
    """The kinds the pair is given lexically and at its e5 cosine, both ways."""
    return {classify.classify(x, y, similarity, th).kind
            for x, y in ((old, new), (new, old)) for similarity, th in ((cosine, E5), (None, None))}
