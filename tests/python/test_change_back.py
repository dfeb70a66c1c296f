"""Issue #12: a change said the other way round ("moved from Monday to Friday" / "moved from Friday to Monday") is
a change back, never the same fact said again: both stay, so the value said last is not thrown away. A value said
to have changed to what it already was is still one fact."""

import pytest
from flymemory import classify, dedup
from flymemory.model import Scope

E5 = dedup.thresholds_for("e5-small-q4")

CHANGED_BACK = [
    ("The standup moved from Monday to Friday.", "The standup moved from Friday to Monday."),
    ("Rent went from 900 to 1200.", "Rent went from 1200 to 900."),
    ("We switched from GitLab to GitHub.", "We switched from GitHub to GitLab."),
]
SAME_VALUE_AGAIN = [
    ("The TTL is 1 s.", "The TTL was changed to 1 s."),
    ("The standup is on Friday.", "The standup moved to Friday."),
]


@pytest.mark.parametrize("old,new", CHANGED_BACK)
@pytest.mark.parametrize("similarity", [None, 0.99])
def test_a_change_said_the_other_way_round_is_not_a_restatement(old, new, similarity):
    judged = classify.classify(old, new, similarity, E5 if similarity is not None else None)
    assert judged.kind not in ("restatement", "strengthen"), judged


@pytest.mark.parametrize("old,new", SAME_VALUE_AGAIN)
def test_a_value_changed_to_what_it_was_is_still_one_fact(old, new):
    assert classify.classify(old, new).kind == "restatement"


def test_the_change_back_is_kept_beside_the_first_change(lexical_engine):
    old, new = CHANGED_BACK[0]
    lexical_engine.remember(old)
    lexical_engine.remember(new)
    assert lexical_engine.store.count(Scope()) == 2
