"""Issue #12 (session 42, clock42): a clock time changed in plain words. A Chinese day part right before a clock time
(晚上8点) is that clock's half of the day, part of the value, not a date: with a change word, even a weak one (现在,
如今), the same start time moved to another part of the day is a change. A second time added (还, 也, 再) and another
holder stay two facts."""

from __future__ import annotations

import pytest
from flymemory.classify import classify

CHANGES = ("update", "possible_update", "reversal")


@pytest.mark.parametrize(("old", "new"), [
    ("我早上8点上班。", "我现在晚上8点上班。"),
    ("我早上8点吃降压药。", "如今我晚上8点吃降压药。"),
    ("我上午8点上班。", "我现在晚上8点上班。"),
    ("我晚上10点睡觉。", "我现在下午2点睡觉。"),
])
def test_the_same_clock_moved_to_another_day_part_with_a_weak_change_word_is_a_change(old, new):
    judgement = classify(old, new)
    assert judgement.kind in CHANGES, judgement.rule


@pytest.mark.parametrize(("old", "new"), [
    ("我早上8点吃降压药。", "我现在晚上8点还要再吃一次胃药。"),
    ("我上午10点上课。", "我现在晚上10点也有一节网课。"),
    ("我早上8点上班。", "我老婆晚上8点上班。"),
])
def test_a_second_time_or_another_holder_at_another_day_part_stays_two_facts(old, new):
    judgement = classify(old, new)
    assert judgement.kind not in CHANGES, judgement.rule
    assert judgement.kind != "restatement", judgement.rule


@pytest.mark.parametrize(("old", "new"), [
    ("The design review is 2-3pm on Tuesdays.", "The design review is from 2 to 3pm on Tuesdays."),
    ("Office hours are 2–3 pm on Thursdays.", "Office hours are 14:00-15:00 on Thursdays."),
    ("Yoga class is from 6 to 7pm.", "Yoga class is 6-7 pm."),
])
def test_am_pm_said_once_after_a_clock_range_is_both_ends_and_the_range_said_again_is_a_restatement(old, new):
    judgement = classify(old, new)
    assert judgement.kind == "restatement", judgement.rule


@pytest.mark.parametrize(("old", "new"), [
    ("The design review is 2-3pm on Tuesdays.", "The budget review is 4-5pm on Tuesdays."),
    ("Yoga class is from 6 to 7pm.", "Pilates class is from 7 to 8pm."),
])
def test_two_meetings_of_two_names_at_two_clock_ranges_stay_two_facts(old, new):
    judgement = classify(old, new)
    assert judgement.kind not in (*CHANGES, "restatement"), judgement.rule


def test_a_clock_range_moved_from_one_time_to_another_is_not_read_as_a_range():
    from flymemory.classify.forms import pair_detail_forms

    old, new = pair_detail_forms("Standup is at 9am.", "Standup moved from 9 to 10am.")
    assert "09:00-10:00" not in new


@pytest.mark.parametrize(("old", "new"), [
    ("张医生的门诊是上午9点到11点。", "张医生的门诊是上午10点到12点。"),
    ("楼下便利店早上7点到晚上11点营业。", "楼下便利店早上8点到晚上12点营业。"),
])
def test_a_chinese_clock_range_with_both_ends_moved_and_no_change_word_is_linked(old, new):
    judgement = classify(old, new)
    assert judgement.kind == "possible_update", judgement.rule


@pytest.mark.parametrize(("old", "new"), [
    ("张医生的门诊是上午9点到11点。", "李医生的门诊是上午10点到12点。"),
    ("早上7点到9点开放。", "晚上7点到9点开放。"),
])
def test_another_holder_or_another_day_part_of_a_chinese_clock_range_is_not_one_range_moved(old, new):
    judgement = classify(old, new)
    assert judgement.kind not in (*CHANGES, "restatement"), judgement.rule
