"""Issue #12: a Chinese plan goes on into the next clause when that clause opens with its change verb and has no
subject of its own: "我们打算取消光明的鲜牛奶，改订蒙牛" changes nothing yet. A clause with 了 says the change was made
("我想了很久，改用Excel记账了"), and a clause with a subject of its own is its own claim ("我想换工作，但我已经
搬到上海了")."""

import pytest
from flymemory import classify


@pytest.mark.parametrize("text", [
    "我们打算取消光明的鲜牛奶，改订蒙牛。",
    "我想退掉健身房的年卡，换到游泳馆。",
    "我打算把站会改成十点。",
])
def test_a_plan_over_two_clauses_is_a_plan(text):
    assert classify.is_plan(text)


@pytest.mark.parametrize("text", [
    "我们取消了光明的鲜牛奶，改订了蒙牛。",
    "我想了很久，改用Excel记账了。",
    "我想换工作，但我已经搬到上海了。",
])
def test_a_change_made_is_no_plan(text):
    assert not classify.is_plan(text)


def test_the_older_fact_stays_after_a_plan():
    verdict = classify.classify("我们家订的是光明的鲜牛奶。", "我们打算取消光明的鲜牛奶，改订蒙牛。")
    assert verdict.kind not in ("update", "reversal", "possible_update")
