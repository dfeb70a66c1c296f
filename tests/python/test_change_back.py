"""Issue #12: a change said the other way round ("moved from Monday to Friday" / "moved from Friday to Monday") is
a change back, never the same fact said again: both stay, so the value said last is not thrown away, and the newer
one updates the older (the same frame, and the newer change starts from the value the older one went to): the
older is crossed out with an `updates` edge, or, when the frame names only the speaker ("We switched from GitLab to
GitHub"), linked as `may update`. A value said to have changed to what it already was is still one fact. Two people,
two routes, two trips or two things that went the other way stay apart."""

import pytest
from flymemory import classify, dedup
from flymemory.model import Scope

E5 = dedup.thresholds_for("e5-small-q4")

CHANGED_BACK = [
    ("The standup moved from Monday to Friday.", "The standup moved from Friday to Monday."),
    ("Rent went from 900 to 1200.", "Rent went from 1200 to 900."),
    ("The standup moved from 9:30 to 10:00.", "The standup moved from 10:00 back to 9:30."),
]
CHANGED_BACK_ZH = [
    ("我们把周会从周一改到了周五。", "我们把周会从周五改到了周一。"),
    ("房租从3000涨到3500了。", "房租从3500降回3000了。"),
    ("我的健身时间从早上改到了晚上。", "我的健身时间从晚上又改回早上了。"),
]
ONLY_THE_SPEAKER = [
    ("We switched from GitLab to GitHub.", "We switched from GitHub to GitLab."),
    ("我从杭州搬到了南京。", "我从南京搬回了杭州。"),
]
LOOK_ALIKES = [
    ("Alice moved from Berlin to Paris.", "Bob moved from Paris to Berlin."),  # two people
    ("The 9am train goes from Lyon to Paris.", "The 5pm train goes from Paris to Lyon."),  # two routes
    ("The train goes from Lyon to Paris.", "The train goes from Paris to Lyon."),  # a route is not a change
    ("I flew from Tokyo to Seoul.", "I flew from Seoul to Tokyo."),  # two trips
    ("The standup moved from Monday to Friday.", "The retro moved from Friday to Monday."),  # two meetings
    ("Alice's rent went from 900 to 1200.", "Bob's rent went from 1200 to 900."),
    ("从北京到上海的高铁要四个半小时。", "从上海到北京的高铁要四个半小时。"),
    ("小王从杭州搬到了南京。", "小李从南京搬到了杭州。"),
    ("上个月我从广州飞到了成都。", "这个月我从成都飞到了广州。"),
    ("市场部的周会从周一改到了周五。", "销售部的周会从周五改到了周一。"),
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
    """Not merged: the older change is crossed out (in history, restorable), the change back is the one current."""
    old, new = CHANGED_BACK[0]
    first = lexical_engine.remember(old)[0]
    outcome = lexical_engine.remember(new)[0]
    assert outcome.kind == "new" and first.entry_id in outcome.updates, outcome.describe()
    assert lexical_engine.store.count(Scope()) == 1
    assert [e.text for e in lexical_engine.store.get_entries([first.entry_id])] == [old]


@pytest.mark.parametrize("old,new", CHANGED_BACK + CHANGED_BACK_ZH)
@pytest.mark.parametrize("similarity", [None, 0.99])
def test_a_change_back_of_a_thing_updates_the_older_change(old, new, similarity):
    judged = classify.classify(old, new, similarity, E5 if similarity is not None else None)
    assert judged.kind == "reversal", judged
    assert judged.signals and judged.slot, judged  # why: the change words and the slot


def test_a_change_on_from_where_the_older_one_ended_is_an_update():
    judged = classify.classify("The standup moved from Monday to Friday.",
                               "The standup moved from Friday to Wednesday.")
    assert judged.kind == "update", judged


@pytest.mark.parametrize("old,new", ONLY_THE_SPEAKER)
def test_a_change_back_of_the_speaker_alone_is_linked_not_crossed_out(old, new):
    assert classify.classify(old, new).kind == "possible_update"


@pytest.mark.parametrize("old,new", LOOK_ALIKES)
def test_two_things_that_went_the_other_way_stay_apart(old, new):
    assert classify.classify(old, new).kind in ("distinct", "temporary"), classify.classify(old, new)


@pytest.mark.parametrize("old,new", LOOK_ALIKES)
def test_two_things_that_went_the_other_way_stay_two_current_entries(engine, old, new):
    engine.remember(old)
    outcome = engine.remember(new)[0]
    assert outcome.kind == "new" and not outcome.updates and not outcome.may_update and not outcome.superseded


@pytest.mark.parametrize("old,new", [CHANGED_BACK[0], CHANGED_BACK_ZH[0], CHANGED_BACK_ZH[1]])
def test_the_change_back_crosses_out_the_older_change_and_is_recalled_first(lexical_engine, old, new):
    first = lexical_engine.remember(old)[0]
    outcome = lexical_engine.remember(new)[0]
    assert outcome.updates == [first.entry_id] or first.entry_id in outcome.superseded, outcome
    hits = lexical_engine.recall(new, k=5)
    assert hits[0].entry.text == new


def test_a_change_back_of_the_speaker_alone_is_recalled_first(lexical_engine):
    old, new = ONLY_THE_SPEAKER[0]
    first = lexical_engine.remember(old)[0]
    outcome = lexical_engine.remember(new)[0]
    assert first.entry_id in outcome.may_update, outcome
    hits = lexical_engine.recall("Which forge do we use, GitLab or GitHub?", k=5)
    assert [h.entry.text for h in hits][:1] == [new]
