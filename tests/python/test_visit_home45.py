"""A trip home to see family or for a holiday is a visit: it crosses out no place the speaker lives. Moving back home
still says where the speaker lives again."""

from __future__ import annotations

import pytest
from judged_pairs import LINKED, lexical_and_e5

HAMBURG = "Moved to Hamburg last spring for the new job."


@pytest.mark.parametrize(("new", "cosine"), [
    ("Finally went back home to see my parents.", 0.836),
    ("Went back home for Christmas.", 0.845),
    ("Flew home for the holidays, back in Hamburg on Monday.", 0.909),
])
def test_a_trip_home_does_not_replace_where_i_live(new: str, cosine: float) -> None:
    assert not set(lexical_and_e5(HAMBURG, new, cosine)) & set(LINKED)


@pytest.mark.parametrize(("new", "cosine"), [
    ("I moved back home to Porto, rent in Lisbon got crazy.", 0.874),
    ("Moved back home to Porto to be near my parents.", 0.826),
])
def test_moving_back_home_still_returns_the_residence(new: str, cosine: float) -> None:
    assert set(lexical_and_e5("I live in Lisbon.", new, cosine)) <= set(LINKED)
