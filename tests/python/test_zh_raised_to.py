"""Issue #12: 提到 before an amount is a change word ("房东把房租提到四千了": raised to); 提到 before anything else
is "mentioned" ("房东在电话里提到了房租的事", "他提到一个问题") and changes nothing."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.signals import signals_in

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("text", ["房东把房租提到四千了。", "公积金比例提到百分之十二了。", "带宽提到200M了。"])
def test_raised_to_an_amount_is_a_change_word(text):
    assert any(strength == "strong" for _, strength in signals_in(text))


@pytest.mark.parametrize("text", ["房东在电话里提到了房租的事。", "他开会时提到一个问题。", "老板提到一下午的安排。"])
def test_mentioned_is_no_change_word(text):
    assert not any(strength == "strong" for _, strength in signals_in(text))


@pytest.mark.parametrize("similarity", [0.93, None])
def test_a_raise_crosses_the_older_amount_out(similarity):
    assert classify.classify("我的房租每月两千八。", "房东把房租提到三千二了。", similarity,
                             E5 if similarity is not None else None).kind == "update"


@pytest.mark.parametrize("similarity", [0.93, None])
def test_a_mention_crosses_nothing_out(similarity):
    assert classify.classify("我的房租每月两千八。", "房东在电话里提到了房租的事。", similarity,
                             E5 if similarity is not None else None).kind not in ("update", "reversal")
