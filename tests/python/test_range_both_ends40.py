"""A range's two ends are read in one unit (session 40, range40): "1-2 weeks" / 1-2周 / 一到两周 were "1-14 days" /
1-14天, the upper end alone converted, so "1-2 weeks" / "7-14 days" read as two values and "1-2 weeks" matched no
range said in days. The three ways a range is written (三四百, 一到两天, 1到2天) go through one reader, and the unit
after it converts both ends at once; a range whose ends are whole in another unit only keeps the smaller unit
("30-60分钟" stays, it was "30-1小时")."""

from __future__ import annotations

import pytest
from flymemory.classify import classify
from flymemory.numerals import number_forms


@pytest.mark.parametrize(("written", "read"), [
    ("It lasts 1-2 weeks.", "It lasts 7-14 days."),
    ("It lasts 3-4 weeks.", "It lasts 21-28 days."),
    ("It lasts 60-120 minutes.", "It lasts 1-2 hours."),
    ("It lasts 45-60 minutes.", "It lasts 45-60 minutes."),
    ("大概1-2周。", "大概7-14天。"),
    ("大概一到两周。", "大概7-14天。"),
    ("大概2到3周。", "大概14-21天。"),
    ("大概30-60分钟。", "大概30-60分钟。"),
    ("大概12~24个月。", "大概1-2年。"),
])
def test_both_ends_of_a_range_in_one_unit(written, read):
    assert number_forms(written) == read


@pytest.mark.parametrize("written", ["2019-2021年", "三四百", "七八十", "从300到400", "我周一到周三在上海"])
def test_what_is_no_range_in_a_unit_reads_as_before(written):
    assert number_forms(written) == {"2019-2021年": "2019-2021年", "三四百": "300-400", "七八十": "70-80",
                                     "从300到400": "从300到400", "我周一到周三在上海": "我周一到周三在上海"}[written]


@pytest.mark.parametrize(("old", "new"), [
    ("The onboarding takes 1-2 weeks.", "The onboarding takes 7-14 days."),
    ("入职培训要一到两周。", "入职培训要7-14天。"),
])
def test_a_range_said_in_another_unit_is_a_restatement(old, new):
    assert classify(old, new).kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("The onboarding takes 1-2 weeks.", "The onboarding takes 1-14 days."),
    ("入职培训要一到两周。", "入职培训要1-14天。"),
])
def test_a_range_with_another_low_end_is_no_restatement(old, new):
    assert classify(old, new).kind != "restatement"
