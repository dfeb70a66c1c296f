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
    ("We moved from Berlin to Paris.", "We moved from Paris back to Berlin."),  # a move of home is a change
    ("We relocated from Boston to Seattle.", "We relocated from Seattle back to Boston."),
    ("I went from 80 kg to 75 kg.", "I went from 75 kg back to 80 kg."),  # a number is a value, not a place
]
# A verb of travel said of the speaker with from ... to is a trip, an event: two trips, never a change back.
TRIPS = [
    ("I went from Tokyo to Seoul.", "I went from Seoul to Tokyo."),
    ("We sailed from Split to Hvar.", "We sailed from Hvar back to Split."),
    ("I cycled from the office to the gym.", "I cycled from the gym to the office."),
    ("We travelled from Lisbon to Porto.", "We travelled from Porto back to Lisbon."),
]
# A change back said with a 回-compound of a verb of changing or moving (挪回, 换回, 调回, 搬回, 改回).
BACK_WORDS_ZH = [
    ("会议从周二挪到了周四。", "会议从周四挪回了周二。", "挪回"),
    ("我把手机壁纸从猫换成了狗。", "我把手机壁纸从狗换回了猫。", "换回"),
    ("物业费从每月200涨到了260。", "物业费从每月260降回了200。", "降回"),
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


@pytest.mark.parametrize("old,new,word", BACK_WORDS_ZH)
def test_a_change_back_with_a_hui_compound_names_the_change_word(old, new, word):
    judged = classify.classify(old, new)
    assert judged.kind == "reversal", judged
    assert judged.signals == ("改回",), judged  # the back row of the change words, not the verb alone
    assert [label for label, _ in classify.signals_in(new)][:1] == ["改回"] and word in new


def test_the_why_shows_the_values_and_the_slot_as_written():
    judged = classify.classify("We switched our CI from Jenkins to CircleCI.",
                               "We switched our CI from CircleCI to Jenkins.")
    assert (judged.kind, judged.slot, judged.old_value, judged.new_value) == \
        ("reversal", "CI", "CircleCI", "Jenkins"), judged
    judged = classify.classify("我们的代码托管从GitLab迁到了GitHub。", "我们的代码托管从GitHub迁回了GitLab。")
    assert (judged.kind, judged.old_value, judged.new_value) == ("reversal", "GitHub", "GitLab"), judged


@pytest.mark.parametrize("old,new", TRIPS)
@pytest.mark.parametrize("similarity", [None, 0.99])
def test_two_trips_of_the_speaker_stay_apart(old, new, similarity):
    judged = classify.classify(old, new, similarity, E5 if similarity is not None else None)
    assert judged.kind == "distinct" and "verb of travel" in judged.rule, judged


def test_two_trips_of_the_speaker_stay_two_current_entries(lexical_engine):
    for old, new in TRIPS[:2]:
        lexical_engine.remember(old)
        outcome = lexical_engine.remember(new)[0]
        assert outcome.kind == "new" and not outcome.updates and not outcome.may_update, outcome


def test_a_change_back_from_a_value_the_older_sentence_does_not_state_is_only_linked():
    # The phone plan's provider, then its price changed back: another value of the subject, nothing crossed out.
    judged = classify.classify("My phone plan is with Vodafone.",
                               "My phone plan went from 20 back to 15 dollars a month.")
    assert judged.kind == "possible_update", judged
    # The value it leaves is the one the older sentence states: a change back, crossed out.
    assert classify.classify("Rent is 1200.", "Rent went from 1200 back to 900.").kind == "reversal"
    assert classify.classify("My phone plan is 20 dollars a month.",
                             "My phone plan went from 20 back to 15 dollars a month.").kind == "reversal"
    # A value of the same kind (a host, a host) left unsaid is still the value said stale: crossed out.
    assert classify.classify("The web app is deployed on Render now.",
                             "We moved the web app from Heroku to Fly.io.").kind == "update"
    assert classify.classify("接口限流是每分钟250次。", "接口限流从每分钟100次改为500次。").kind == "update"


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


def test_a_rule_that_already_names_the_word_as_written_is_not_doubled():
    from flymemory.classify.judgement import Judgement
    from flymemory.classify.ladder import _slot_as_written

    judgement = Judgement("possible_update", "another party named (Lyon office) with offic", slot="offic")
    written = _slot_as_written(judgement, "Our office is in SoHo.", "We moved; the Lyon office is now in Vaise.")
    assert written.slot == "office"
    assert written.rule == "another party named (Lyon office) with office"
