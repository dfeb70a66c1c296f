"""Issue #12, the causes of blind probe set 10's audit fixed by session 32 (blindfix32): a spoken Chinese money
amount is a number of 元 (numerals), a reason naming the value left is set aside on a return (rungs._kind_frame_kept),
and a "v" version after a name is the version (forms). Each with its look-alikes."""

from __future__ import annotations

import pytest
from flymemory import classify, numerals
from flymemory.classify.forms import detail_forms


@pytest.mark.parametrize("text, forms", [
    ("物业费每平米两块五。", "物业费每平米2.5元。"),
    ("物业费每平米三块。", "物业费每平米3元。"),
    ("地铁起步价是三块钱。", "地铁起步价是3元。"),
    ("地铁起步价涨到四块了。", "地铁起步价涨到4元了。"),
    ("鸡蛋一斤五块五毛。", "鸡蛋每斤5.5元。"),  # (一斤 beside the amount is 每斤: numerals._PER_ONE_CJK, session 40)
    ("打印店打印一页五毛。", "打印店打印一页0.5元。"),
    ("咖啡十块钱一杯", "咖啡10元一杯"),
    ("包子一块二", "包子1.2元"),
])
def test_a_spoken_chinese_money_amount_is_a_number_of_yuan(text, forms):
    assert numerals.number_forms(text) == forms


@pytest.mark.parametrize("text", [
    "我和我妈一块儿住。", "我和小王一块去上班。", "我买了两块蛋糕。", "蛋糕我吃了两块。", "我喜欢三毛的书。",
    "我们一块。",
])
def test_together_pieces_and_names_are_no_money(text):
    assert numerals.number_forms(text) == text


def test_a_spoken_money_amount_compares_with_yuan():
    assert classify.classify("物业费每平米两块五。", "物业费每平米2.5元。").kind == "restatement"
    assert classify.classify("物业费每平米两块五。", "物业费每平米三块。").kind == "possible_update"
    assert classify.classify("我和我妈一块儿住。", "我和我爸一块儿住。").kind == "distinct"


@pytest.mark.parametrize("old, new", [
    ("I switched my shell to fish.", "Went back to zsh, fish broke too many of my scripts."),
    ("I switched my shell to fish.", "Went back to zsh because fish broke too many of my scripts."),
    ("I switched my editor to Emacs.", "Went back to Vim, Emacs was far too slow on my old laptop."),
])
def test_a_return_with_a_reason_naming_the_value_left_is_linked(old, new):
    assert classify.classify(old, new).kind == "possible_update"


@pytest.mark.parametrize("old, new", [
    ("I switched my shell to fish.", "My colleague went back to zsh, fish broke too many of his scripts."),
    ("I switched my editor to Emacs.", "My team lead went back to Vim, Emacs was far too slow on his old laptop."),
])
def test_another_holders_return_with_a_reason_stays_apart(old, new):
    assert classify.classify(old, new).kind == "distinct"


@pytest.mark.parametrize("old, new", [
    ("The frontend needs Node 20.", "The frontend needs Node v20."),
    ("Our backend runs on Python 3.11.", "Our backend runs on Python v3.11."),
    ("前端需要Node 20。", "前端需要Node v20。"),
])
def test_a_v_version_after_its_name_is_the_version(old, new):
    assert classify.classify(old, new).kind == "restatement"


def test_a_v_version_changed_is_still_a_change_and_v_before_a_noun_is_left():
    judgement = classify.classify("The frontend needs Node 18.", "The frontend needs Node v20.")
    assert judgement.kind == "possible_update" and "v20" not in judgement.rule
    assert classify.classify("The frontend needs Node 20.", "The backend needs Node v20.").kind == "distinct"
    for text in ("The mobile app calls the v2 API.", "The v2 API is slow.", "My car has a Ford V8.", "Node v2.x"):
        assert detail_forms(text) == text
