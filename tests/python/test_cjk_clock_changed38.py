"""Issue #12, session 38 (blind set 16's audit): a Chinese clock time changed in one sentence frame is a value changed.
With e5, 周五下午3点10分 / 周五下午7点40分 was stored once (the kept-value rung read 周五下午 as the value both keep:
the new time lost), and without an embedder the two stayed apart, unlinked (the hour and the minute replaced one 点
apart were two changes; after 去 the clock read as another object of an activity)."""

from __future__ import annotations

import pytest
from flymemory import classify
from flymemory.dedup import CALIBRATED


@pytest.mark.parametrize(("old", "new"), [
    ("去成都的航班是周五下午3点10分起飞。", "去成都的航班是周五下午7点40分起飞。"),
    ("去成都的航班是周五下午3:10起飞。", "去成都的航班是周五下午7:40起飞。"),
    ("我每天早上七点十分出门。", "我每天早上八点二十分出门。"),
])
@pytest.mark.parametrize("similarity", [None, 0.991])
def test_a_chinese_clock_time_changed_in_one_frame_is_linked_never_stored_once(old, new, similarity):
    judged = classify.classify(old, new, similarity, CALIBRATED["e5-small-q4"] if similarity else None)
    assert judged.kind == "possible_update", judged.rule


def test_the_same_chinese_clock_time_in_another_order_stays_one_fact():
    assert classify.classify("去成都的航班是周五下午3点10分起飞。", "周五下午三点十分，去成都的航班起飞。", 0.986,
                             CALIBRATED["e5-small-q4"]).kind == "restatement"
