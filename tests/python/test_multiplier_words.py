""""a dozen", "two hundred", "ten thousand": a number word that multiplies the number before it is read as one
number (numerals.number_forms), so "a dozen eggs" / "12 eggs" is one value and "a dozen" / "two dozen" two."""

import pytest
from flymemory import classify, dedup
from flymemory.numerals import number_forms

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("written,read", [
    ("I buy a dozen eggs every week.", "I buy 12 eggs every week."),
    ("Our office orders two dozen bagels.", "Our office orders 24 bagels."),
    ("I do a hundred push-ups a day.", "I do 100 push-ups a day."),
    ("Five thousand people read it.", "5000 people read it."),
    ("Every day I do ten thousand steps.", "Every day I do 10000 steps."),
    ("I paid three hundred pounds.", "I paid 300 gbp."),  # (the money: prec35's currency forms)
    ("I weigh two hundred pounds.", "I weigh 200 pounds."),  # (a mass after a verb of weight, as written)
])
def test_a_multiplier_word_is_read_with_the_number_before_it(written, read):
    assert number_forms(written) == read


@pytest.mark.parametrize("written", ["We get dozens of emails.", "Hundreds of users signed up.",
                                     "Thousands of people came."])
def test_a_multiplier_word_alone_is_no_number(written):
    assert number_forms(written) == written


def test_a_dozen_and_two_dozen_are_two_values_however_close():
    old, new = "Our office orders a dozen bagels every Friday.", "Our office orders two dozen bagels every Friday."
    for similarity, th in ((0.99, E5), (None, None)):
        assert classify.classify(old, new, similarity, th).kind != "restatement"
