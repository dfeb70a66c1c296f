"""Red team of the one-form readings (session 33, precise33): a reading that makes two sentences read alike must not
make two different facts read alike. A bound said on one side only is no bound said another way: "no more than 3" /
"at most 3" are one bound, but "I run no more than 3 times a week" / "I run 3 times a week" is a cap and a count, so
the bound is read in its one form only when both sides say a bound (forms.pair_detail_forms); and "up to" after a
past form ("My rent crept up to 2000 euros", "The price soared up to 500 dollars") is a level reached, no cap
(forms._past_form). Bounds said another way on both sides stay one detail
(tests/python/test_bound_and_absence_forms.py)."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.forms import detail_forms, pair_detail_forms

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("old,new", [
    ("I run no more than 3 times a week.", "I run 3 times a week."),
    ("I sleep no less than 7 hours a night.", "I sleep 7 hours a night."),
    ("Deploys take less than 10 minutes.", "Deploys take 10 minutes."),
    ("The class has fewer than 20 students.", "The class has 20 students."),
    ("The job takes less than 5 minutes.", "The job takes 5 minutes."),
    ("这个接口响应时间不超过200毫秒。", "这个接口响应时间是200毫秒。"),
    ("我每周顶多喝两次酒。", "我每周喝两次酒。"),
    ("My rent crept up to 2000 euros.", "My rent is at most 2000 euros."),
    ("The price soared up to 500 dollars.", "The price is at most 500 dollars."),
])
def test_a_bound_on_one_side_only_is_not_stored_once(old, new):
    judged = classify.classify(old, new)
    assert judged.kind != "restatement", judged


def test_a_bound_is_read_in_its_one_form_only_when_both_sides_say_one():
    assert pair_detail_forms("I run no more than 3 times a week.", "I run 3 times a week.") == (
        "I run no more than 3 times a week.", "I run 3 times a week.")
    assert pair_detail_forms("I run no more than 3 times a week.", "I run up to 3 times a week.") == (
        "I run at most 3 times a week.", "I run at most 3 times a week.")
    assert pair_detail_forms("我每周顶多喝两次酒。", "我每周喝两次酒。") == ("我每周顶多喝两次酒。", "我每周喝两次酒。")


@pytest.mark.parametrize("text", ["My rent crept up to 2000 euros.", "The price soared up to 500 dollars.",
                                  "Traffic spiked up to 900 requests a second."])
def test_up_to_after_a_past_form_is_no_cap(text):
    assert detail_forms(text) == text


@pytest.mark.parametrize("text,form", [("The bus holds up to 40 people.", "The bus holds at most 40 people."),
                                       ("I need up to 3 days for a review.", "I need at most 3 days for a review.")])
def test_up_to_after_a_present_verb_is_still_a_cap(text, form):
    assert detail_forms(text) == form


@pytest.mark.parametrize("old,new", [
    ("I drink alcohol-free beer.", "I drink no beer."),
    ("I bought sugar-free gum.", "I bought no gum."),
])
def test_x_free_before_a_noun_is_no_absence_of_that_noun(old, new):
    for similarity, th in ((0.93, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert judged.kind != "restatement", judged


def test_x_free_is_read_as_no_x_only_beside_a_sentence_that_names_x():
    assert pair_detail_forms("I drink alcohol-free beer.", "I drink no beer.") == (
        "I drink alcohol-free beer.", "I drink no beer.")
    assert pair_detail_forms("I'm on a meat-free diet.", "I'm on a diet with no meat.") == (
        "I'm on a no meat diet.", "I'm on a diet no meat.")
    assert classify.classify("I'm on a meat-free diet.", "I'm on a diet with no meat.").kind == "restatement"


@pytest.mark.parametrize("old,new", [("I'm allowed up to 2 bags.", "I'm allowed no more than 2 bags."),
                                     ("Guests can bring up to 2 friends.", "Guests can bring no more than 2 friends.")])
def test_a_cap_after_a_participle_of_a_state_is_still_one_bound(old, new):
    assert classify.classify(old, new).kind == "restatement"
