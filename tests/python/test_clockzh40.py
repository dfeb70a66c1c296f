"""Chinese clock times (session 40, clock40; the valueform probes' audit): a morning clock said once with its day part
and once bare is one time said twice; a clock range whose two ends moved is one value replaced. The same clock at
another part of the day stays two times unless a change word moves it."""

import pytest
from flymemory.classify import classify


@pytest.mark.parametrize("old,new", [
    ("去上海的高铁是周六上午9点20分发车。", "去上海的高铁周六9:20发车。"),
    ("我的火车是上午9点20分。", "我的火车是9:20。"),
    ("我每天早上7点起床。", "我每天7点起床。"),
])
def test_a_morning_clock_said_with_and_without_its_day_part_is_one_time(old, new):
    assert classify(old, new).kind == "restatement"


@pytest.mark.parametrize("old,new", [
    ("去机场的大巴是周日上午8点40分发车。", "回市区的大巴周日8:40发车。"),
    ("我晚上9点睡觉。", "我9点睡觉。"),
    ("我上午十一点吃饭。", "我一点吃饭。"),
])
def test_another_bus_an_evening_or_another_clock_beside_a_bare_clock_is_no_restatement(old, new):
    assert classify(old, new).kind != "restatement"


@pytest.mark.parametrize("old,new", [
    ("合唱团每周二晚上7点到9点排练。", "合唱团每周二晚上8点到10点排练。"),
    ("合唱排练是晚上7点到9点。", "合唱排练是晚上8点到10点。"),
])
def test_a_clock_range_whose_two_ends_moved_is_one_value_replaced(old, new):
    assert classify(old, new).kind == "possible_update"


@pytest.mark.parametrize("old,new", [
    ("乐团每周四晚上7点到9点排练。", "合唱团每周四晚上8点到10点排练。"),
    ("周二合唱排练是晚上7点到9点。", "周四合唱排练是晚上8点到10点。"),
    ("钢琴课是下午3点到4点。", "舞蹈课是下午4点到5点。"),
])
def test_two_groups_or_two_days_with_their_own_range_stay_apart(old, new):
    assert classify(old, new).kind == "distinct"


@pytest.mark.parametrize("old,new,kind", [
    ("游泳队每周六早上7点到9点训练。", "游泳队改到每周六晚上7点到9点训练了。", "update"),
    ("我早上7点到9点上课。", "我晚上7点到9点上课。", "distinct"),
    ("泳池早上7点到9点开放。", "泳池晚上7点到9点也开放。", "distinct"),
])
def test_the_same_clock_at_another_day_part_moves_only_with_a_change_word(old, new, kind):
    assert classify(old, new).kind == kind
