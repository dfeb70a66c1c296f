"""Issue #12: one claim said with another verb of liking, working or living in the same frame ("I like" / "I enjoy" /
"I love" / "I'm into", 我喜欢 / 我爱 / 我很喜欢, "I work at" / "I'm employed by", 在…工作 / 在…上班, "I live in" /
"I'm based in", 住在 / 家在) is stored once: the verbs are words of one slot (reworded._SLOT_WORD_TABLE), and a plain
value ("green tea") said with the slot named two ways is the same claim. Look-alikes stay apart: a past habit
("I used to like tea"; linked when said after the present, since the present may have ended), the opposite
feeling ("love" / "hate"), two slots ("live in Paris" / "work in Paris"), another person."""

import pytest
from flymemory import classify

ONE_CLAIM = [
    ("I like green tea.", "I enjoy green tea."),
    ("I love jazz.", "I really like jazz."),
    ("I like hiking.", "I'm into hiking."),
    ("I enjoy playing chess.", "I like playing chess."),
    ("I work at Stripe.", "I'm employed by Stripe."),
    ("I live in Lisbon.", "I'm based in Lisbon."),
    ("我喜欢喝绿茶。", "我爱喝绿茶。"),
    ("我喜欢爬山。", "我很喜欢爬山。"),
    ("我在腾讯工作。", "我在腾讯上班。"),
    ("我住在青岛。", "我家在青岛。"),
]
APART = [
    ("I used to like tea.", "I like tea."),
    ("I love my job.", "I hate my job."),
    ("I live in Paris.", "I work in Paris."),
    ("I like coffee.", "My wife likes coffee."),
    ("I like tea.", "I drink tea."),
    ("I work at Google.", "My brother works at Google."),
    ("我喜欢我的工作。", "我讨厌我的工作。"),
    ("我住在上海。", "我在上海工作。"),
    ("我喜欢爬山。", "我老婆喜欢爬山。"),
    ("我在腾讯工作。", "我弟弟在腾讯工作。"),
]


@pytest.mark.parametrize("old,new", ONE_CLAIM)
def test_one_claim_with_another_verb_of_the_same_slot_is_a_restatement(old, new):
    assert classify.classify(old, new).kind == "restatement", classify.classify(old, new)


@pytest.mark.parametrize("old,new", APART)
def test_a_past_habit_the_opposite_feeling_another_slot_or_person_is_no_restatement(old, new):
    assert classify.classify(old, new).kind in ("distinct", "unrelated"), classify.classify(old, new)


PAST_AFTER_PRESENT = [("I like tea.", "I used to like tea."), ("我喜欢喝茶。", "我以前喜欢喝茶。")]


@pytest.mark.parametrize("old,new", PAST_AFTER_PRESENT)
def test_a_past_habit_said_after_the_present_is_linked_not_merged(old, new):
    # (以前 reads as "used to" since pastrev32: the present said as a past may have ended, a link.)
    judged = classify.classify(old, new)
    assert judged.kind == "possible_update", judged


@pytest.mark.parametrize("old,new", [*PAST_AFTER_PRESENT, *APART])
def test_look_alikes_stay_two_entries_with_an_embedder(engine, old, new):
    engine.remember(old)
    outcome = engine.remember(new)[0]
    assert outcome.kind == "new" and not outcome.updates and not outcome.superseded, outcome.describe()


@pytest.mark.parametrize("old,new", ONE_CLAIM)
def test_one_claim_is_stored_once_with_an_embedder(engine, old, new):
    engine.remember(old)
    assert engine.remember(new)[0].kind in ("strengthened", "merged")
