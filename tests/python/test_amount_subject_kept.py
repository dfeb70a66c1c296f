"""A restatement by closeness (two sentences close in meaning with the same details) keeps the subject an amount is
for: one amount said of two things ("in rent" / "on my mortgage", 房租 / 房贷) is two facts, and an amount of another
period ("$1,200 a year" / "$1,200 a month") is another value, never the same fact again (issue #12's worst outcome
is a distinct fact hidden). The rewordings the rung exists for stay one claim."""

import pytest
from flymemory import classify
from judged_pairs import E5, kinds_both_ways


@pytest.mark.parametrize("old,new,cosine", [  # (cosines as e5 gives them)
    ("I pay 1450 dollars in rent every month.", "I pay 1450 dollars on my mortgage every month.", 0.977),
    ("I spend 300 dollars on groceries every week.", "I spend 300 dollars for my car insurance every week.", 0.97),
    ("我每个月的房租是3500块。", "我每个月的房贷是3500块。", 0.984),
    ("我每个月交3500块房租。", "我每个月还3500块房贷。", 0.981),
])
def test_one_amount_said_of_two_subjects_is_two_facts(old, new, cosine):
    assert "restatement" not in kinds_both_ways(old, new, cosine)


@pytest.mark.parametrize("old,new,cosine", [
    ("The gym membership is 1,200 dollars a year.", "The gym membership is $1,200 a month.", 0.985),
    ("My car insurance is $900 a year.", "My car insurance is $900 a month.", 0.98),
    ("I run 5 km a day.", "I run 5 km a week.", 0.98),
])
def test_an_amount_of_another_period_is_another_value(old, new, cosine):
    assert "restatement" not in kinds_both_ways(old, new, cosine)


@pytest.mark.parametrize("old,new,cosine", [
    ("The VPN config lives in the infra repo.", "The VPN config is kept in the infra repo.", 0.98),
    ("I ran the Berlin marathon in 2022.", "I completed the Berlin marathon back in 2022.", 0.983),
    ("我的微信号是lily_0521。", "加我微信：lily_0521。", 0.977),
    ("The gym membership is 1,200 dollars a year.", "I pay $1200 per year for the gym membership.", 0.97),
])
def test_the_same_details_reworded_stay_one_claim(old, new, cosine):
    assert classify.classify(old, new, cosine, E5).kind == "restatement"


def test_a_phone_number_kept_is_a_detail_that_names_one_thing():
    # (a run of seven digits or more is no amount: it names what it is the number of)
    assert classify.classify("打我手机13900112233就行。", "我手机号码：13900112233。", 0.98, E5).kind == "restatement"
