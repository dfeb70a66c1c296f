"""A Chinese clause saying from when a change applies (从明天起, 自七月起, 从下周一起, 自五月一日起) is a change
word, read with the same date forms that are set aside as no value (signals.without_effective_date). A date says
when, not which slot: alone it crosses nothing out on a shared subject, and links a number replaced by a number.
The clause opens no subject: whose fact it is is read after it (holder._holder), so "从下个月起，我老婆的月薪…" is
still the wife's."""

from flymemory import classify
from flymemory.classify import signals_in


def test_a_chinese_effective_from_clause_with_a_day_or_a_month_is_a_change_word():
    for text in ("从明天起，药房晚上八点关门。", "自七月起，我的月薪是一万四。",
                 "自五月一日起，我的房租每月三千三百元。", "自下周二起，游泳馆早上七点开门。"):
        assert ("从某日起", "strong") in signals_in(text)


def test_a_new_value_from_a_date_on_is_linked_never_crossed_out_by_the_date_alone():
    assert classify.classify("药房晚上九点关门。", "从明天起，药房晚上八点关门。").kind == "possible_update"
    assert classify.classify("我的房租每月三千元。", "自五月一日起，我的房租每月三千三百元。").kind == "possible_update"


def test_the_clause_opens_no_subject_another_holder_stays_apart():
    assert classify.classify("我的月薪是一万二。", "从下个月起，我老婆的月薪是一万四。").kind == "distinct"
    assert classify.classify("我的月薪是一万二。", "自七月起，我老婆的月薪是一万四。").kind == "distinct"


def test_a_clause_that_says_since_when_is_no_change():
    assert not any(label == "从某日起" for label, _ in signals_in("从小我就喜欢画画。"))


def test_a_date_alone_crosses_out_only_in_the_same_frame_not_another_slot_of_the_subject():
    assert classify.classify("学校的校长是李校长。", "从九月起学校八点上课。").kind != "update"
    assert classify.classify("社区医院的院长是王医生。", "自四月起社区医院周末也开门。").kind != "update"
