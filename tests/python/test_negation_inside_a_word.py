"""A negation character inside a word that negates nothing (非常 "very", 特别 "especially", 别人 "others") is no
negation guard: "我非常喜欢游泳" and "我喜欢游泳" differ in no guard. A real negation still does, also where its
character opens a longer word (不过敏 is 不 + 过敏)."""

import pytest
from flymemory import dedup


def _guards(text: str) -> frozenset[str]:
    return dedup._parsed(text).guards()


@pytest.mark.parametrize("text", ["我非常喜欢游泳", "我特别喜欢游泳", "别人都喜欢游泳", "我们分别去了游泳馆",
                                  "无论如何我都喜欢游泳", "我不仅喜欢游泳"])
def test_a_word_holding_a_negation_character_is_no_guard(text):
    assert not _guards(text) & {"不", "没", "别", "无", "非"}


@pytest.mark.parametrize("text, guard", [("我不喜欢游泳", "不"), ("我对花生不过敏", "不"), ("我没去游泳", "没"),
                                         ("别去游泳", "别"), ("这并非我的本意", "非"), ("我非常不喜欢游泳", "不")])
def test_a_real_negation_is_still_a_guard(text, guard):
    assert guard in _guards(text)
