"""Issue #12: the same content words in another order are one fact, stored once; the same words with two
people or things traded, or with another owner, are two facts and both stay."""

import pytest
from flymemory import classify, dedup
from flymemory.model import Scope

E5 = dedup.thresholds_for("e5-small-q4")

ONE_FACT_REORDERED = [
    ("The API's rate limit is 500 requests per minute.", "The rate limit of the API is 500 requests per minute."),
    ("Stripe's webhook retry limit is 3 attempts.", "The webhook retry limit of Stripe is 3 attempts."),
]


@pytest.mark.parametrize("old,new", ONE_FACT_REORDERED)
@pytest.mark.parametrize("similarity", [None, 0.93])
def test_the_same_words_in_another_order_with_the_same_owner_are_one_fact(old, new, similarity):
    thresholds = E5 if similarity is not None else None
    for first, second in ((old, new), (new, old)):
        judged = classify.classify(first, second, similarity, thresholds)
        assert judged.kind == "restatement" and "another order" in judged.rule, judged


@pytest.mark.parametrize("old,new", ONE_FACT_REORDERED[:1])
def test_without_an_embedder_a_reordered_restatement_is_stored_once(lexical_engine, old, new):
    first = lexical_engine.remember(old)[0]
    again = lexical_engine.remember(new)[0]
    assert again.kind == "strengthened" and again.entry_id == first.entry_id, again.describe()
    assert lexical_engine.store.count(Scope()) == 1


@pytest.mark.parametrize("old,new", [
    ("My sister's husband lives in Paris.", "My husband's sister lives in Paris."),
    ("My sister's husband is 40.", "My husband's sister is 40."),
    ("我喜欢喝牛奶。", "我喜欢喝奶牛。"),
])
@pytest.mark.parametrize("similarity", [None, 0.97])
def test_two_plain_words_traded_side_by_side_are_two_facts(old, new, similarity):
    thresholds = E5 if similarity is not None else None
    judged = classify.classify(old, new, similarity, thresholds)
    assert judged.kind not in ("restatement", "update", "reversal"), judged


@pytest.mark.parametrize("old,new", [
    ("My manager Alice works in Berlin.", "Alice's manager works in Berlin."),
    ("Our designer Aiko sits on the 4th floor.", "Aiko's designer sits on the 4th floor."),
])
def test_the_same_words_with_another_owner_are_two_facts(old, new):
    for first, second in ((old, new), (new, old)):
        assert classify._same_claim_other_form(first, second) == ""  # the reordering rung itself says no
        judged = classify.classify(first, second)
        assert judged.kind not in ("restatement", "update", "reversal"), judged


def test_without_an_embedder_traded_words_stay_two_entries(lexical_engine):
    lexical_engine.remember("My sister's husband lives in Paris.")
    other = lexical_engine.remember("My husband's sister lives in Paris.")[0]
    assert other.kind == "new" and not other.updates, other.describe()
    assert lexical_engine.store.count(Scope()) == 2
