"""Two Chinese clauses of one subject joined by ，也 / ，还 ("also"), said in the other order, are one fact (issue #12,
clause29): 我的房间很安静，也很明亮 / 我的房间非常明亮，也非常安静. English "and" between two predicates of one
subject was one fact already (a coordination traded). A clause changed, a negation in one clause, another subject
in the second clause, an order of events said (先 …，也 …), a cause (因为 … 所以 …) and 也许 ("maybe") or 还没
("not yet") stay two."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


def _kinds(old: str, new: str) -> set[str]:
    """The kinds the pair is given, without an embedder and at an e5 cosine above its restate line, both ways."""
    return {classify.classify(x, y, sim, E5 if sim else None).kind
            for x, y in ((old, new), (new, old)) for sim in (None, 0.96)}


@pytest.mark.parametrize("old,new", [
    ("我的新同事很热情，也很细心。", "我的新同事很细心，也很热情。"),
    ("这家餐厅很便宜，也很好吃。", "这家餐厅很好吃，也很便宜。"),
    ("我会说法语，还会说德语。", "我会说德语，还会说法语。"),
    ("我奶奶喜欢种花，也喜欢养鱼。", "我奶奶喜欢养鱼，也喜欢种花。"),
    ("我的房间很安静，也很明亮。", "我的房间非常明亮，也非常安静。"),
    ("他的车挺新，也挺干净。", "他的车特别干净，也特别新。"),
])
def test_two_also_clauses_said_in_the_other_order_are_one_fact(old, new):
    assert _kinds(old, new) == {"restatement"}


@pytest.mark.parametrize("old,new", [
    ("My flat is quiet and bright.", "My flat is bright and quiet."),
    ("My uncle fixes bikes and teaches chess.", "My uncle teaches chess and fixes bikes."),
])
def test_two_predicates_of_one_subject_traded_around_and_were_one_fact_already(old, new):
    assert _kinds(old, new) == {"restatement"}


@pytest.mark.parametrize("old,new", [
    ("我的新同事很热情，也很细心。", "我的新同事很热情，但有点粗心。"),  # a clause changed
    ("我的新同事很热情，也很细心。", "我的新同事很细心，也很安静。"),
    ("我的新同事很热情，也很细心。", "我的新同事很细心，但不热情。"),  # a negation in one clause
    ("我会说法语，还会说德语。", "我会说德语，不会说法语。"),
    ("我的新同事很热情，也很细心。", "我的新同事很细心，他的经理也很热情。"),  # another subject
    ("我哥哥很高，也很瘦。", "我弟弟很瘦，也很高。"),  # another person
    ("我先学了法语，也学了德语。", "我先学了德语，也学了法语。"),  # an order of events said
    ("因为路很滑，所以我走得很慢。", "因为我走得很慢，所以路很滑。"),  # a cause
    ("我的同事很忙，也许很累。", "我的同事很累，也许很忙。"),  # 也许: maybe
    ("我吃了早饭，还没吃午饭。", "我吃了午饭，还没吃早饭。"),  # 还没: not yet
    ("我去年很忙，也很累。", "我今年很累，也很忙。"),  # another year
    ("我的新同事挺热情，也挺细心。", "我的新同事有点细心，也有点热情。"),  # a degree lowered on one side
])
def test_a_look_alike_of_two_traded_clauses_stays_two(old, new):
    assert "restatement" not in _kinds(old, new)
