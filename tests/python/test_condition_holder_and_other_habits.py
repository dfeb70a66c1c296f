"""Precision (FlyMemory issue #12, session 31): distinct facts kept apart.
  - An act before 的时候 / after "when" / "while" is a condition of the fact, said on one side only:
    "上班的时候我听音乐" / "我听音乐" are two facts, even at a cosine of a restatement (restatement.condition_apart);
    a time of day before 的时候 stays nothing ("晚上的时候我一般看书" / "晚上我一般看书"), and one condition said in
    another place is one.
  - A verb of beginning before another habit of the older sentence's verb, or at its time, is no habit of it said to
    start or stop (read.habit_aspect): "I drink water at lunch" / "I've started drinking a protein shake after the gym",
    nor is one at another time of day or meal ("我早上喝美式咖啡" / "我开始晚上喝绿茶了").
  - A pronoun after an opening time or clause holds the fact ("Yesterday he moved to Berlin", 毕业以后他搬到深圳了):
    the speaker's own fact is not crossed out by it (holder.third_person_holder).
  - "Everyone" without "else" is other people, as 大家 is (words.OTHERS): the team's fact is not the speaker's."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.holder import third_person_holder
from flymemory.classify.read import changed_at_read, habit_aspect

E5 = dedup.thresholds_for("e5-small-q4")
KEPT_APART = ("distinct", "unrelated")


@pytest.mark.parametrize("old,new", [
    ("上班的时候我听音乐。", "我听音乐。"),
    ("开车的时候我听播客。", "我听播客。"),
    ("When I code I listen to music.", "I listen to music."),
    ("While driving I listen to podcasts.", "I listen to podcasts."),
])
def test_a_condition_said_on_one_side_only_is_two_facts_at_a_restatements_cosine(old, new):
    judgement = classify.classify(old, new, 0.95, E5)
    assert judgement.kind in KEPT_APART, judgement
    assert not judgement.may_repeat, judgement


@pytest.mark.parametrize("old,new", [
    ("上班的时候我听音乐。", "我上班的时候听音乐。"),
    ("晚上的时候我一般看书。", "晚上我一般看书。"),
    ("周末的时候我爱钓鱼。", "周末我爱钓鱼。"),
])
def test_one_condition_or_a_time_before_de_shihou_stays_a_restatement(old, new):
    assert classify.classify(old, new, 0.95, E5).kind == "restatement"


@pytest.mark.parametrize("old,new,question", [
    ("I drink water at lunch.", "I've started drinking a protein shake after the gym.", "What do I drink at lunch?"),
    ("I read novels before bed.", "I've started reading the news at breakfast.", "What do I read before bed?"),
    ("我周末去香山爬山。", "我开始周末去游泳了。", "我周末去哪爬山？"),
    ("我下班后去健身房健身。", "我开始下班后去学画画了。", "我下班后去哪里健身？"),
    ("我每天早上喝咖啡。", "我开始每天早上跑步了。", "我每天早上喝什么？"),
    # another time of day, day or meal (words.HABIT_TIMES_EN / _CN)
    ("I run in the park in the morning.", "I've started running on the treadmill at night.",
     "Where do I run in the morning?"),
    ("I have lunch at the canteen.", "I've started having breakfast at the canteen.", "Where do I have lunch?"),
    ("我早上喝美式咖啡。", "我开始晚上喝绿茶了。", "我早上喝什么？"),
    ("我晚饭后散步。", "我开始午饭后散步了。", "我晚饭后做什么？"),
])
def test_another_habit_begun_with_the_same_verb_or_at_the_same_time_is_not_read_as_the_older_one(old, new, question):
    assert habit_aspect(old, new) == ""
    assert changed_at_read(old, new, question) == ""


@pytest.mark.parametrize("old,new,habit", [
    ("I drink black coffee in the morning.", "I've started drinking green tea in the morning.", "drink"),
    ("I smoke a few cigarettes a day.", "I quit smoking last month.", "smoke"),
    ("I buy groceries at Lidl.", "I've stopped buying groceries at Lidl; I use Ocado now.", "buy"),
    ("我早上喝美式咖啡。", "我开始早上喝绿茶了。", "早上喝"),
    ("我每天坐地铁上班。", "我最近开始骑车上班了。", "上班"),
])
def test_the_older_habit_started_or_stopped_is_still_read(old, new, habit):
    assert habit_aspect(old, new) == habit


@pytest.mark.parametrize("text,person", [
    ("Yesterday he moved to Berlin.", "he"),
    ("After lunch she switched to Zed.", "she"),
    ("毕业以后他搬到深圳了。", "he"),
    ("吃完午饭她就换成Vim了。", "she"),
    ("Everyone uses Black.", "others"),
    ("Everybody on the team uses Slack.", "others"),
])
def test_a_third_person_after_an_opening_clause_or_everyone_holds_the_fact(text, person):
    assert third_person_holder(text) == person


@pytest.mark.parametrize("text", ["Yesterday I moved to Berlin.", "毕业以后我搬到深圳了。", "跟他一起住在杭州。",
                                  "In her opinion the app is slow."])
def test_the_speaker_or_an_object_pronoun_after_an_opening_is_no_third_person(text):
    assert third_person_holder(text) == ""


@pytest.mark.parametrize("old,new", [
    ("I live in Munich.", "Yesterday he moved to Berlin."),
    ("我住在杭州。", "毕业以后他搬到深圳了。"),
])
def test_the_speakers_fact_is_not_crossed_out_by_another_persons_change(old, new):
    assert classify.classify(old, new).kind in KEPT_APART


@pytest.mark.parametrize("old,new", [
    ("I live in Munich.", "Yesterday I moved to Berlin."),
    ("我住在杭州。", "毕业以后我搬到深圳了。"),
    ("Everyone uses Black.", "Everyone switched to Ruff."),
    ("大家都用Black。", "大家都换成Ruff了。"),
])
def test_the_same_holders_change_still_updates(old, new):
    assert classify.classify(old, new).kind == "update"
