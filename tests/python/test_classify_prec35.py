"""Issue #12, session 35 (prec35): precision holes left by session 34.
  1. a currency sign is the unit of its amount: "$18.50" / "£18.50" / "€18.50" / "¥18.50" are other amounts of
     money, however close in cosine; "$18.50" / "18.50 dollars" and "£18.50" / "18.50 pounds" are one."""

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
