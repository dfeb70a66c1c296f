"""Two persons traded around a relation that holds both ways are one fact: "Tom is Anna's colleague" says "Anna is
Tom's colleague", "王磊跟李娜结婚了" says "李娜跟王磊结婚了", so the second is stored once. Around a relation that holds
one way (manager, landlord, teacher, "works for", 经理, 房东, 表妹, 击败了), through a possessive chain ("a friend of
Maya's manager", 李娜经理的同事), after an apposition ("My friend Tom is …") or with a one-way role added ("colleague
and mentor") the trade still says two facts (flymemory.classify.guards._symmetric_trade; FlyMemory issue #12)."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity else None)


SYMMETRIC = [
    ("Tom is Anna's colleague.", "Anna is Tom's colleague."),
    ("Tom married Anna in 2019.", "Anna married Tom in 2019."),
    ("Leo is friends with Maya.", "Maya is friends with Leo."),
    ("Sam was Julia's roommate in college.", "Julia was Sam's roommate in college."),
    ("Ravi is Elena's business partner.", "Elena is Ravi's business partner."),
    ("Tom, Anna and Leo are colleagues.", "Leo, Anna and Tom are colleagues."),
    ("王磊是李娜的同事。", "李娜是王磊的同事。"),
    ("小王是小李的室友。", "小李是小王的室友。"),
    ("王磊去年跟李娜结婚了。", "李娜去年跟王磊结婚了。"),
    ("周杰是林峰的好朋友。", "林峰是周杰的好朋友。"),
]


@pytest.mark.parametrize("old,new", SYMMETRIC)
@pytest.mark.parametrize("similarity", [None, 0.97])
def test_two_persons_traded_around_a_relation_that_holds_both_ways_are_stored_once(old, new, similarity):
    assert judged(old, new, similarity).kind == "restatement"


ONE_WAY = [
    ("Tom is Anna's manager.", "Anna is Tom's manager."),
    ("Tom hired Anna in 2019.", "Anna hired Tom in 2019."),
    ("Lena works for Marco.", "Marco works for Lena."),
    ("Tom is Anna's brother.", "Anna is Tom's brother."),
    ("Tom is Anna's colleague and mentor.", "Anna is Tom's colleague and mentor."),
    ("Leo is a friend of Maya's manager.", "Maya is a friend of Leo's manager."),
    ("My friend Tom is Anna's colleague.", "My friend Anna is Tom's colleague."),
    ("Tom dated Anna's sister.", "Anna dated Tom's sister."),
    ("Tom is Anna's cousin on her mother's side.", "Anna is Tom's cousin on her mother's side."),
    ("Tom introduced Anna to Leo.", "Anna introduced Tom to Leo."),
    ("王磊是李娜的经理。", "李娜是王磊的经理。"),
    ("王磊是李娜经理的同事。", "李娜是王磊经理的同事。"),
    ("王磊是李娜的男朋友。", "李娜是王磊的男朋友。"),
    ("我的朋友王磊是李娜的同事。", "我的朋友李娜是王磊的同事。"),
    ("刘芳是王强的表妹。", "王强是刘芳的表妹。"),
    ("李明在决赛中击败了王刚。", "王刚在决赛中击败了李明。"),
]


@pytest.mark.parametrize("old,new", ONE_WAY)
@pytest.mark.parametrize("similarity", [None, 0.97])
def test_a_trade_around_a_one_way_relation_or_a_possessive_chain_stays_two_facts(old, new, similarity):
    assert judged(old, new, similarity).kind != "restatement"
