"""A restatement that swaps a word for a true synonym is one fact (issue #12, syn29): "purchased" /
"bought", "completed" / "finished", "resides" / "lives", "took care of" / "looked after", "the kids" /
"the children", 购买 / 买, 思考 / 考虑, 居住 / 住, 番茄 / 西红柿, 母亲 / 妈妈 (words.SYNONYM_ROWS_EN,
SYNONYM_PHRASES_EN, SYNONYM_ROWS_ZH, read by the restatement rungs only). A word that is no synonym, an
antonym, another degree (like / love), rent / buy, another person and a negation stay two; a synonym
swapped together with a value changed and a change word is an update."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


def _kinds(old: str, new: str) -> set[str]:
    """The kinds the pair is given, without an embedder and at an e5 cosine above its restate line, both ways."""
    return {classify.classify(x, y, sim, E5 if sim else None).kind
            for x, y in ((old, new), (new, old)) for sim in (None, 0.96)}


@pytest.mark.parametrize("old,new", [
    ("I purchased a standing desk for the home office.", "I bought a standing desk for the home office."),
    ("Lena completed the Berlin marathon in 2022.", "Lena finished the Berlin marathon in 2022."),
    ("My grandparents reside in a cottage outside Galway.", "My grandparents live in a cottage outside Galway."),
    ("Our neighbour takes care of the cat when we travel.", "Our neighbour looks after the cat when we travel."),
    ("Jonas drops the kids at nursery at 8.", "Jonas drops the children at nursery at 8."),
    ("A plumber repaired the boiler on Tuesday.", "A plumber fixed the boiler on Tuesday."),
    ("My kids go to Hillside primary.", "My children go to Hillside primary."),  # one holder said two ways
    ("我昨天在网上购买了一台空气净化器。", "我昨天在网上买了一台空气净化器。"),
    ("我一直在思考明年要不要创业。", "我一直在考虑明年要不要创业。"),
    ("舅舅居住在青岛的海边。", "舅舅住在青岛的海边。"),
    ("儿子每天早上都要吃番茄鸡蛋面。", "儿子每天早上都要吃西红柿鸡蛋面。"),
    ("我母亲退休前在银行上班。", "我妈妈退休前在银行上班。"),
])
def test_a_word_swapped_for_a_true_synonym_is_stored_once(old, new):
    assert _kinds(old, new) == {"restatement"}


@pytest.mark.parametrize("old,new", [
    ("I purchased a standing desk for the home office.", "I rented a standing desk for the home office."),
    ("I purchased a standing desk for the home office.", "I sold a standing desk for the home office."),
    ("Lena completed the Berlin marathon in 2022.", "Lena started the Berlin marathon in 2022."),
    ("Lena completed the Berlin marathon in 2022.", "Lena completed the Paris marathon in 2022."),
    ("My grandparents reside in a cottage outside Galway.", "My grandparents holiday in a cottage outside Galway."),
    ("Our neighbour takes care of the cat when we travel.", "Our neighbour feeds the cat when we travel."),
    ("Jonas drops the kids at nursery at 8.", "Jonas drops the dogs at nursery at 8."),
    ("My kids go to Hillside primary.", "My wife goes to Hillside primary."),
    ("Dana painted a sunrise over the harbour.", "Dana painted a lake over the harbour."),
    ("I like Thai curry.", "I love Thai curry."),
    ("A plumber repaired the boiler on Tuesday.", "A plumber didn't fix the boiler on Tuesday."),
    ("我昨天在网上购买了一台空气净化器。", "我昨天在网上卖了一台空气净化器。"),
    ("我一直在思考明年要不要创业。", "我一直在思考明年要不要结婚。"),
    ("舅舅居住在青岛的海边。", "姑姑住在青岛的海边。"),
    ("儿子每天早上都要吃番茄鸡蛋面。", "儿子每天早上都要吃青菜鸡蛋面。"),
    ("我母亲退休前在银行上班。", "我父亲退休前在银行上班。"),
    ("我喜欢养猫。", "我讨厌养猫。"),
])
def test_a_word_that_is_no_synonym_keeps_two_facts(old, new):
    assert "restatement" not in _kinds(old, new)


@pytest.mark.parametrize("old,new", [
    ("I buy my coffee beans at the market.", "I switched to purchasing my coffee beans online."),
    ("我在超市购买日用品。", "我现在改成在网上买日用品了。"),
])
def test_a_synonym_with_a_changed_value_and_a_change_word_is_still_an_update(old, new):
    assert classify.classify(old, new).kind == "update"


def test_a_synonym_of_a_party_does_not_make_an_update_of_two_persons():
    """The parties are read as one by a synonym only for a restatement: "my mum" / "my mother" with two cities is
    kept as it was (another value, no change word), never crossed out."""
    judgement = classify.classify("My mum lives in Leeds.", "My mother lives in York.")
    assert judgement.kind in ("distinct", "possible_update")
