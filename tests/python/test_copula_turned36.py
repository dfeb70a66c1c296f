"""A sentence turned around is not two things trading places (session 36, copula36; FlyMemory issue #12): a
copula read both ways, one side a role ("Maya is our team lead" / "Our team lead is Maya"), and a weekday moved with
the roles of the names kept ("周一小刘送小陈上班" / "小刘周一送小陈上班") are one claim, stored once. Two names traded
around a one-way relation, another tense, another holder of the role, the names traded with the weekday kept or with
a when or where moved as well ("周三老张接小美放学" / "小美周三接老张放学") stay two facts
(flymemory.classify.restatement.role_as_verb, flymemory.numerals.number_forms, guards._cjk_parties_traded)."""

import pytest
from flymemory import classify, dedup
from flymemory.numerals import number_forms

E5 = dedup.thresholds_for("e5-small-q4")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity else None)


ONE_CLAIM = [
    ("Maya is our team lead.", "Our team lead is Maya."),
    ("Maya's our team lead.", "Our team lead is Maya."),
    ("Leo is the team lead.", "The team lead is Leo."),
    ("Maya leads our team.", "Maya is our team lead."),
    ("The manager of the mobile team is Bea.", "Bea manages the mobile team."),
    ("周一小刘送小陈上班。", "小刘周一送小陈上班。"),
    ("每周二小林陪奶奶去医院。", "小林每周二陪奶奶去医院。"),
    ("在公司老刘经常帮小赵。", "老刘在公司经常帮小赵。"),
    ("去年王磊跟李娜结婚了。", "李娜去年跟王磊结婚了。"),
]


@pytest.mark.parametrize("old,new", ONE_CLAIM)
@pytest.mark.parametrize("similarity", [None, 0.99])
def test_a_sentence_turned_around_with_the_roles_kept_is_one_claim(old, new, similarity):
    assert judged(old, new, similarity).kind == "restatement"


TWO_FACTS = [
    ("Maya is Priya's team lead.", "Priya is Maya's team lead."),
    ("Maya is our team lead.", "Priya is our team lead."),
    ("Maya was our team lead.", "Our team lead is Maya."),
    ("The manager of the mobile team is Bea.", "Bea manages the web team."),
    ("周一小刘送小陈上班。", "周一小陈送小刘上班。"),
    ("周一小刘送小陈上班。", "小陈周一送小刘上班。"),
    ("周一小刘送小陈上班。", "周二小刘送小陈上班。"),
    ("周三老张接小美放学。", "小美周三接老张放学。"),
    ("每天晚上阿杰给小雨打电话。", "小雨每天晚上给阿杰打电话。"),
    ("在公司老刘经常帮小赵。", "小赵在公司经常帮老刘。"),
]


@pytest.mark.parametrize("old,new", TWO_FACTS)
@pytest.mark.parametrize("similarity", [None, 0.99])
def test_names_traded_another_tense_holder_or_day_stay_two_facts(old, new, similarity):
    assert judged(old, new, similarity).kind != "restatement"


def test_a_weekday_before_a_name_is_no_number_but_an_hour_a_week_is():
    assert number_forms("周一小刘送小陈上班。") == "周一小刘送小陈上班。"
    assert number_forms("星期二小林陪奶奶去医院。") == "星期二小林陪奶奶去医院。"
    assert number_forms("我每周一小时练琴。") == "我每周1小时练琴。"
    assert number_forms("一小时") == "1小时"
