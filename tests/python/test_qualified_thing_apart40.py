"""A qualifier that names a different thing ("My phone" / "My work phone", "My laptop" / "My gaming laptop") and two
meals made by one person (做早饭 / 做晚饭) are two facts, not a change or a restatement (session 40's notes)."""

import pytest
from flymemory import classify


@pytest.mark.parametrize(("old", "new"), [
    ("My phone is a Pixel 7.", "My work phone is an iPhone 15."),
    ("My laptop is a ThinkPad T14.", "My gaming laptop is an Asus ROG."),
    ("我的手机是小米 14。", "我的工作手机是华为 Mate 60。"),
    ("我负责做早饭。", "我负责做晚饭。"),
    ("我每天给孩子做早饭。", "我每天给孩子做晚饭。"),
])
def test_another_thing_of_one_kind_is_a_fact_of_its_own(old, new):
    assert classify.classify(old, new).kind in ("distinct", "unrelated")
