"""A rate's period said in several ways is one period (numerals.rate_forms): "$35 a month" / "35 dollars per
month" / "each month ... $35" / "every month". Read so by rate_quantities() and the reworded rung, a rate restated
in other words is stored once; another period ("a year" / "a month") or another subject stays apart."""

import pytest
from flymemory import classify, dedup
from flymemory.numerals import rate_forms, rate_quantities

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("written,read", [
    ("35 usd a month", "35 usd every month"),
    ("35 usd per month", "35 usd every month"),
    ("each month the rent is 1450 usd", "every month the rent is 1450 usd"),
    ("3 times a week", "3 times every week"),
    ("10000 steps a day", "10000 steps every day"),
])
def test_a_rate_period_is_said_one_way(written, read):
    assert rate_forms(written) == read


@pytest.mark.parametrize("written", ["I stayed for a week.", "I finished the book in a day.", "A month ago I moved."])
def test_a_length_of_time_is_no_rate(written):
    assert rate_forms(written) == written


def test_a_month_and_a_year_are_other_quantities():
    assert rate_quantities("The gym membership is $1,200 a month.") \
        != rate_quantities("The gym membership is $1,200 a year.")
    assert rate_quantities("My rent is $1,450 a month.") == rate_quantities("I pay 1450 dollars in rent every month.")


@pytest.mark.parametrize("old,new,cosine", [  # (cosines as e5 gives them)
    ("My rent is $1,450 a month.", "I pay 1450 dollars in rent every month.", 0.957),
    ("My rent is $1,450 a month.", "Each month the rent comes to $1450.", 0.965),
    ("The gym membership is 1,200 dollars a year.", "I pay $1200 per year for the gym membership.", 0.967),
])
def test_a_rate_restated_with_its_period_in_another_form_is_stored_once(old, new, cosine):
    assert classify.classify(old, new, cosine, E5).kind == "restatement"


@pytest.mark.parametrize("old,new", [
    ("The gym membership is 1,200 dollars a year.", "The gym membership is $1,200 a month."),
    ("My rent is $1,450 a month.", "I pay 1450 dollars on my mortgage every month."),
    ("My rent is $1,450 a month.", "My rent is $1,540 a month."),
])
def test_another_period_subject_or_amount_is_not_stored_once(old, new):
    for similarity, th in ((0.97, E5), (None, None)):
        assert classify.classify(old, new, similarity, th).kind != "restatement"
