"""Two sentences whose numbers, read in one form, are other numbers state another value, even when no digit is
written apart ("a dozen" / "two dozen", 十点半 / 十一点半): closeness never makes them one fact
(dedup.decide, NUMBERS_APART)."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("old,new", [
    ("Our office orders a dozen bagels every Friday.", "Our office orders two dozen bagels every Friday."),
    ("我每天晚上十点半睡觉。", "我每天晚上十一点半睡觉。"),
])
def test_other_numbers_in_one_form_are_never_a_restatement_by_closeness(old, new):
    assert dedup.decide(old, new, 0.99, E5).reason == dedup.NUMBERS_APART
    for similarity, th in ((0.99, E5), (None, None)):
        assert classify.classify(old, new, similarity, th).kind != "restatement"


def test_the_same_number_in_another_form_is_not_apart():
    verdict = dedup.decide("I buy a dozen eggs every week.", "I buy twelve eggs every week.", 0.99, E5)
    assert verdict.reason != dedup.NUMBERS_APART


def test_a_count_of_one_is_no_number_apart():
    verdict = dedup.decide("CI流水线大概要跑15分钟。", "CI流水线跑一次大概要15分钟。", 0.997, E5)
    assert verdict.reason != dedup.NUMBERS_APART
