"""Session 41 (range41): a range said as two numerals in a row before a unit of time (三四天, 两三周, 两三小时, 一两天)
is that range in digits, both ends in one unit; 一周 before a count of days is every week, not a second value of 7
days; the probes' pairs read so by the classifier."""

import pytest
from flymemory import classify
from flymemory.classify.forms import detail_forms
from flymemory.numerals import number_forms


@pytest.mark.parametrize("said, formed", [
    ("面包放三四天就坏了", "面包放3-4天就坏了"),
    ("发货要两三周", "发货要14-21天"),
    ("周会一般开两三小时", "周会一般开2-3小时"),
    ("我下个月出差一两天", "我下个月出差1-2天"),
    ("等五六分钟", "等5-6分钟"),
    ("我每周跑两三天", "我每周跑2-3天"),
])
def test_two_numerals_in_a_row_before_a_unit_of_time_are_a_range(said, formed):
    assert number_forms(said) == formed


@pytest.mark.parametrize("said", ["八九年", "三四月", "三四点", "十五六天", "两两一组"])
def test_two_numerals_that_are_no_range_stay_as_they_were(said):
    assert "-" not in number_forms(said)


@pytest.mark.parametrize("said, formed", [
    ("我一周游泳一到两天", "我每周游泳一到两天"),
    ("我一个月出差三四天", "我每月出差三四天"),
    ("我一周去三次", "我每周去三次"),
])
def test_one_week_before_a_count_of_days_is_every_week(said, formed):
    assert detail_forms(said) == formed


@pytest.mark.parametrize("said", ["我出差一周", "我一周前请了三天假", "这一周我休了两天", "一周只有七天"])
def test_one_week_as_a_length_or_a_time_stays(said):
    assert "每" not in detail_forms(said)


@pytest.mark.parametrize("old, new", [
    ("面包放三四天就坏了。", "面包放3到4天就坏了。"),
    ("周会一般开两三小时。", "周会一般开2到3个小时。"),
    ("我一周游泳一到两天。", "我每周游泳1-2天。"),
    ("快递一般两三天到。", "快递一般2-3天到。"),
])
def test_a_range_restated_in_another_form_is_one_fact(old, new):
    assert classify.classify(old, new).kind == "restatement"


@pytest.mark.parametrize("old, new", [
    ("面包放三四天就坏了。", "牛奶放两三天就坏了。"),
    ("我一周游泳一到两天。", "我一周健身三到四天。"),
    ("周会一般开两三小时。", "评审会一般开三四个小时。"),
])
def test_two_ranges_of_two_things_stay_two_facts(old, new):
    assert classify.classify(old, new).kind == "distinct"


@pytest.mark.parametrize("one, other", [
    ("My shift is 9am to 5pm.", "My shift is 9:00-17:00."),
    ("My shift is 9 am to 5 pm.", "My shift is 9am-5pm."),
    ("我上班时间是上午9点到下午5点。", "我上班时间是9:00-17:00。"),
    ("我上班时间是上午9点到下午5点。", "我上班时间是9点到17点。"),
])
def test_a_clock_range_with_its_day_part_inside_is_one_value_in_one_form(one, other):
    assert detail_forms(one) == detail_forms(other)


def test_a_clock_range_after_from_is_a_change_said_and_left_as_written():
    assert detail_forms("The meeting moved from 9:00 to 10:00.") == "The meeting moved from 9:00 to 10:00."


def test_days_a_week_replaced_on_one_act_is_linked_and_on_two_acts_is_not():
    assert classify.classify("I run 1-2 days a week.", "I run 3-4 days a week.").kind == "possible_update"
    assert classify.classify("I run 1-2 days a week.", "I lift 3-4 days a week.").kind == "distinct"
