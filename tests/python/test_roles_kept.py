"""Each party keeps its role: a sentence turned around, or reworded, is the same fact only when every party named
stays who it was. "We" and "I" are two holders; a person said by a pronoun that trades places with another party
("I like cats" / "Cats like me", "我信任我的经理" / "我的经理信任我", "他给她打了电话" / "她给他打了电话") did another
thing; a pronoun said as the subject on one side and as the object on the other ("He thanked her" / "She thanked
him") changed its role. A passive, a copula read both ways, a cleft and a moved clause keep the roles and are stored
once (flymemory.classify.second_looks, guards; FlyMemory issue #12)."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity else None)


# -- the speaker's group against the speaker alone -------------------------------------------------------------------
WE_AND_I = [
    ("We like hiking, sailing and chess.", "Chess, hiking and sailing are the hobbies I like."),
    ("We eat hotpot every Friday.", "Every Friday I eat hotpot."),
    ("我们每周五吃火锅。", "每周五我吃火锅。"),
    ("我喜欢爬山、游泳和下棋。", "爬山、游泳和下棋是我们喜欢的爱好。"),
]


@pytest.mark.parametrize("old,new", WE_AND_I)
@pytest.mark.parametrize("similarity", [None, 0.97])
def test_we_on_one_side_and_i_on_the_other_are_two_holders(old, new, similarity):
    assert judged(old, new, similarity).kind != "restatement"


# -- a person said by a pronoun trades places with another party -----------------------------------------------------
TRADED = [
    ("I like cats and dogs.", "Cats and dogs like me."),
    ("I report to Fatima.", "Fatima reports to me."),
    ("我喜欢猫和狗。", "猫和狗都喜欢我。"),
    ("我信任我的经理。", "我的经理信任我。"),
    ("周日他给她打了电话。", "周日她给他打了电话。"),
    ("我们公司很欣赏他。", "他很欣赏我们公司。"),
]


@pytest.mark.parametrize("old,new", TRADED)
@pytest.mark.parametrize("similarity", [None, 0.97])
def test_a_pronoun_that_trades_places_with_another_party_is_another_fact(old, new, similarity):
    assert judged(old, new, similarity).kind != "restatement"


# -- a pronoun said as the subject on one side and as the object on the other -----------------------------------------
CASE_CHANGED = [
    ("I admire my teacher.", "My teacher admires me."),
    ("He thanked her on Monday.", "On Monday she thanked him."),
]


@pytest.mark.parametrize("old,new", CASE_CHANGED)
@pytest.mark.parametrize("similarity", [None, 0.97])
def test_a_pronoun_that_turns_from_subject_to_object_is_another_fact(old, new, similarity):
    assert judged(old, new, similarity).kind != "restatement"


# -- the roles kept: stored once --------------------------------------------------------------------------------------
KEPT = [
    ("In 2019 I moved to Berlin.", "I moved to Berlin in 2019.", None),
    ("Our product manager is Sarah Chen.", "Sarah Chen is our product manager.", None),
    ("我们的产品经理是陈莎。", "陈莎是我们的产品经理。", None),
    ("我的经理是王磊。", "王磊是我的经理。", None),
    ("I like hiking, sailing and chess.", "Chess, hiking and sailing are the hobbies I like.", None),
    ("我们每周五吃火锅。", "每周五我们吃火锅。", None),
    ("I report to Fatima.", "Fatima is who I report to.", 0.97),
    ("My manager is him.", "He is my manager.", 0.97),
]


@pytest.mark.parametrize("old,new,similarity", KEPT)
def test_a_sentence_turned_around_with_every_party_in_its_role_is_stored_once(old, new, similarity):
    assert judged(old, new, similarity).kind == "restatement"
    assert judged(old, new, 0.97).kind == "restatement"
