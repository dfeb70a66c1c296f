"""Issue #12, session 35 (valzh35): a Chinese value written two ways (bench/data/valzh_probes.jsonl) -- 前 / 之前 after
a date or a clock time, a hedge (左右 / 大约 / 约 / 差不多) around digits, 天天 / 每天, a money unit said on one side
only, 1万2 / 一万二 -- each beside its look-alikes (each test pairs a form read as one with one left as written or a
pair kept apart). The sentences here are fresh (none is a probe of the check half)."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup, numerals
from flymemory.classify import forms

E5 = dedup.CALIBRATED["e5-small-q4"]


@pytest.mark.parametrize("text, form, kept", [
    ("1万2", "12000", ("1.5万", "15000")),
    ("3千5", "3500", ("3千", "3000")),
    ("2百5", "250", ("3万", "30000")),
    ("1万2千", "12000", ("1万2千5百", "12500")),  # a chain with units going down is one number
    ("3千5百", "3500", ("1.2万2", "120002")),
])
def test_digits_before_a_numeral_unit_and_one_digit_after_are_read_as_spoken(text, form, kept):
    assert numerals.number_forms(text) == form
    assert numerals.number_forms(kept[0]) == kept[1]


@pytest.mark.parametrize("text, form, kept", [
    ("物业费每月15号前交。", "物业费每月15号之前交。", "我两年前来的上海。"),  # ago: a length
    ("年终总结年底以前交。", "年终总结年底之前交。", "药要饭前吃。"),  # an event
    ("我周四前要出差。", "我周四之前要出差。", "车停在3号前门。"),  # a place
    ("我每晚十点前到家。", "我每晚十点之前到家。", "我以前住在杭州。"),
    ("我每天跑步40分钟左右。", "我每天跑步40分钟。", "这事让我左右为难。"),
    ("我体重约60公斤。", "我体重60公斤。", "我们周六约三个朋友吃饭。"),  # 约 + a count of people: to invite
    ("我天天骑车去学校。", "我每天骑车去学校。", "孩子一天天长大。"),
])
def test_chinese_detail_forms_of_a_date_hedge_and_day(text, form, kept):
    assert forms.detail_forms(text) == form
    assert forms.detail_forms(kept) == kept


def _judged(old: str, new: str) -> list[classify.Judgement]:
    return [classify.classify(old, new, similarity, th) for similarity, th in ((None, None), (0.95, E5))]


@pytest.mark.parametrize("old, new, other", [
    ("物业费每个月十五号之前交。", "物业费每个月15号前交。", "物业费每个月20号前交。"),
    ("我每晚十点之前到家。", "我每晚10点前到家。", "我每晚11点前到家。"),
    ("季度报告要在季度末的周五之前交。", "季度报告要在季度末的周五前交。", "季度报告要在季度末的周一前交。"),
    ("我家狗每天散步三十分钟。", "我家狗每天散步30分钟左右。", "我家狗每天散步40分钟左右。"),
    ("我家狗每天散步三十分钟左右。", "我家狗每天散步大约30分钟。", "我家猫每天散步大约30分钟。"),
    ("我儿子身高一百二十厘米。", "我儿子身高约120厘米。", "我儿子身高约130厘米。"),
    ("那双鞋六百五。", "那双鞋650元。", "那双鞋650美元。"),
    ("那双鞋六百五。", "那双鞋650元。", "那双鞋600元。"),
    ("我哥的车花了1万2。", "我哥的车花了一万二。", "我哥的车花了1万5。"),
])
def test_a_value_written_two_ways_is_one_fact_and_another_value_is_not(old, new, other):
    for judged in _judged(old, new):
        assert judged.kind == "restatement", judged
    for judged in _judged(old, other):
        assert judged.kind not in ("restatement", "update"), judged


@pytest.mark.parametrize("old, new", [
    ("我每天走六千五。", "我每天走6500块。"),  # a bare number after a verb of doing: no money said
    ("那箱橙子四十个。", "那箱橙子40块。"),  # a count
])
def test_a_money_unit_on_one_side_is_read_only_beside_money(old, new):
    assert numerals.pair_money_forms("那双鞋六百五。", "那双鞋650元。") == ("那双鞋六百五元。", "那双鞋650元。")
    assert numerals.pair_money_forms(old, new) == (old, new)
    for judged in _judged(old, new):
        assert judged.kind not in ("restatement", "update"), judged
