"""A meal named by its time of day (session 47, zh25, blind set 25's tuning half): "早饭一般就是一杯豆浆两个包子" /
"最近早上改成一杯美式加一根香蕉了" say what breakfast is, 早上 standing for 早饭; a link, nothing crossed out. Without
food said by a measure on both sides the time of day says when (跑步, 起床), and another holder's morning is theirs."""

import pytest
from flymemory.classify import classify

CHANGED = [
    ("早饭一般就是一杯豆浆两个包子。", "最近早上改成一杯美式加一根香蕉了。"),
    ("我早饭一般吃两个鸡蛋。", "我现在早上换成一碗燕麦了。"),
    ("午饭一般吃一份沙拉。", "最近中午改成一碗牛肉面了。"),
]

APART = [
    ("我早饭吃两个包子。", "我早上改成跑步了。"),
    ("我早饭吃两个包子。", "我老婆早上改成一杯咖啡了。"),
    ("早饭一般就是一杯豆浆两个包子。", "早上一般八点起床。"),
    ("早饭一般就是一杯豆浆两个包子。", "早上喝一杯水。"),
    # the food said in another clause than the time of day, or a measure of time, not of food
    ("早饭一般就是一杯豆浆两个包子。", "我早上改成八点起床了，先喝一杯水。"),
    ("我早饭一般吃两个鸡蛋。", "我早上改成跑步一个小时了。"),
]


@pytest.mark.parametrize(("old", "new"), CHANGED)
def test_a_meal_changed_said_by_its_time_of_day_links(old: str, new: str) -> None:
    judged = classify(old, new)
    assert judged.kind == "possible_update", judged


@pytest.mark.parametrize(("old", "new"), APART)
def test_a_time_of_day_without_food_or_of_another_holder_links_nothing(old: str, new: str) -> None:
    assert classify(old, new).kind not in ("update", "reversal", "possible_update"), classify(old, new)
