"""Issue #12, session 35 (prec35): precision holes left by session 34.
  1. a currency sign is the unit of its amount: "$18.50" / "£18.50" / "€18.50" / "¥18.50" are other amounts of
     money, however close in cosine; "$18.50" / "18.50 dollars" and "£18.50" / "18.50 pounds" are one.
  2. 先生 / 太太 after a pronoun are a husband and a wife: "我先生" / "我老公" is one man; "王先生" is Mr Wang.
  3. 入职 with a length of time ("我入职三年了") says how long, not a new job; "我上周入职了字节" is one.
  4. two past sentences, one with "used to", are one past fact ("I lived in Lisbon until 2020").
  5. one name said in two roles ("My colleague Raj" / "My manager Raj") is not one fact by closeness."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup

E5 = dedup.CALIBRATED["e5-small-q4"]  # (the calibrated lines the engine judges with)


# -- 1 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [
    ("The plan is $18.50 a month.", "The plan is £18.50 a month."),
    ("The plan is $18.50 a month.", "The plan is €18.50 a month."),
    ("The ticket cost me ¥3000.", "The ticket cost me $3000."),
    ("这部手机花了我¥5000。", "这部手机花了我$5000。"),
    ("My salary is £52,000 a year.", "My salary is €52,000 a year."),
])
@pytest.mark.parametrize("similarity", [None, 0.99])
def test_another_currency_sign_is_another_amount(old, new, similarity):
    judgement = classify.classify(old, new, similarity, E5 if similarity else None)
    assert judgement.kind not in ("restatement", "update"), judgement


@pytest.mark.parametrize(("old", "new"), [
    ("The plan is $18.50 a month.", "The plan is 18.50 dollars a month."),
    ("The plan is £18.50 a month.", "The plan is 18.50 pounds a month."),
    ("My rent is €950 a month.", "My rent is 950 euros a month."),
    ("The plan is £18.50 a month.", "The plan is £18.50 a month!"),
])
def test_a_currency_sign_and_its_word_are_one_amount(old, new):
    assert classify.classify(old, new).kind == "restatement"


# -- 2 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [
    ("我先生在百度上班。", "我老公在百度上班。"),
    ("我太太是医生。", "我老婆是医生。"),
    ("我的先生喜欢爬山。", "我丈夫喜欢爬山。"),
])
def test_a_husband_or_wife_said_two_ways_is_one_person(old, new):
    assert classify.classify(old, new).kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("我先生在百度上班。", "我太太在百度上班。"),
    ("我先生在百度上班。", "李先生在百度上班。"),
    ("我太太喜欢游泳。", "老太太喜欢游泳。"),
])
def test_mr_mrs_and_the_other_spouse_stay_apart(old, new):
    assert classify.classify(old, new).kind not in ("restatement", "update")


# -- 3 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("new", ["我入职三年了。", "我入职快一年了。", "我入职京东已经两年了。",
                                 "我已经入职两个月了。"])
def test_joined_with_a_length_of_time_is_no_new_job(new):
    judgement = classify.classify("我在京东上班。", new)
    assert not judgement.links, judgement


def test_a_new_job_joined_is_still_a_change():
    assert classify.classify("我在腾讯上班。", "我上周入职了字节。").kind == "update"
    assert classify.classify("我在百度工作。", "我已经入职网易了。").kind == "update"


# -- 4 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [
    ("I lived in Lisbon until 2020.", "I used to live in Lisbon until 2020."),
    ("I used to smoke until 2015.", "I smoked until 2015."),
    ("I played the cello as a kid.", "I used to play the cello as a kid."),
])
def test_two_past_sentences_one_with_used_to_are_one_fact(old, new):
    assert classify.classify(old, new).kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("I live in Lisbon.", "I used to live in Lisbon."),
    ("I play the cello.", "I used to play the cello."),
])
def test_the_present_and_used_to_stay_a_link(old, new):
    assert classify.classify(old, new).kind == "possible_update"


# -- 5 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [
    ("My colleague Raj likes green tea.", "My manager Raj likes green tea."),
    ("My friend Tom plays the drums.", "My roommate Tom plays the drums."),
    ("我同事小李喜欢喝绿茶。", "我领导小李喜欢喝绿茶。"),
])
@pytest.mark.parametrize("similarity", [None, 0.98])
def test_one_name_in_two_roles_is_not_one_fact_by_closeness(old, new, similarity):
    judgement = classify.classify(old, new, similarity, E5 if similarity else None)
    assert judgement.kind != "restatement", judgement


def test_one_name_in_one_role_said_with_a_synonym_is_one_fact():
    assert classify.classify("My colleague Raj likes green tea.", "My coworker Raj likes green tea.").kind \
        == "restatement"
