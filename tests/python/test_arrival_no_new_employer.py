"""Issue #12, session 28: where the speaker has got to just now ("我已经到家了", "我已经到深圳了", "我已经在公司了",
"我已经去医院了") is said in passing: after "我在华为上班" it is no new employer, so it is not linked "may update" and
read time does not stamp the employer line "possibly outdated". A change of employer said with the same verbs and a
name or a word of work ("我已经去腾讯了", "我已经到京东上班了", "我已经入职网易了") is still linked."""

from __future__ import annotations

import pytest
from flymemory import classify
from flymemory.classify.signals import is_arrival

ARRIVALS = [
    ("我在华为上班。", "我已经到家了。"),
    ("我在华为上班。", "我已经到公司了。"),
    ("我在华为上班。", "我已经在公司了。"),
    ("我在华为上班。", "我现在到公司了。"),
    ("我在阿里巴巴工作。", "我已经到深圳了。"),
    ("我在中信银行上班。", "我已经到单位了。"),
    ("我在中信银行上班。", "我已经到车站了。"),
    ("我在协和医院上班。", "我已经到杭州了。"),
    ("我在小米上班，做测试。", "我已经去医院了。"),
]

CHANGES = [
    ("我在华为上班。", "我已经去腾讯了。"),
    ("我在阿里巴巴工作。", "我已经到京东上班了。"),
    ("我在中信银行上班。", "我已经到招商银行工作了。"),
    ("我在协和医院上班。", "我已经去北大医院上班了。"),
    ("我在百度上班。", "我已经入职网易了。"),
    ("I work at Stripe.", "I've now moved over to Adyen."),
]


@pytest.mark.parametrize("similarity", [None, 0.93])
@pytest.mark.parametrize("old,new", ARRIVALS)
def test_an_arrival_after_the_employer_is_no_update(old, new, similarity):
    judgement = classify.classify(old, new, similarity=similarity)
    assert judgement.kind in ("distinct", "unrelated", "temporary"), judgement


@pytest.mark.parametrize("similarity", [None, 0.93])
@pytest.mark.parametrize("old,new", CHANGES)
def test_a_change_of_employer_with_a_name_or_a_word_of_work_is_still_linked(old, new, similarity):
    assert classify.classify(old, new, similarity=similarity).kind in ("update", "possible_update")


@pytest.mark.parametrize("text", ["我现在在华为。", "我已经去腾讯了。", "我已经搬到上海浦东了。",
                                  "我已经在北京住了三年了。", "我跳到建设银行了。", "我已经到京东上班了。"])
def test_a_name_after_being_at_or_a_lasting_word_is_no_arrival(text):
    assert not is_arrival(text)


def test_the_employer_line_is_not_stamped_after_i_got_home(lexical_engine):
    old = lexical_engine.remember("我在华为上班。")[0].entry_id
    outcome = lexical_engine.remember("我已经到公司了。")[0]
    assert not outcome.may_update and not outcome.updates
    hits = lexical_engine.recall("我在哪家公司上班？", k=5)
    employer = [hit for hit in hits if hit.entry.id == old]
    assert employer and employer[0].outdated_by is None
