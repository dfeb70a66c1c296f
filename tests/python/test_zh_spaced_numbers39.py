"""Chinese facts typed with a space between the digits and their unit, 前 / 以前 after an event, and Chinese filler
(session 39, zh39; the audit of blind set 17, causes C1, C2, C6)."""

from __future__ import annotations

import pytest
from flymemory import dedup
from flymemory.classify import classify
from flymemory.classify.rungs import _means_replaced
from flymemory.numerals import quantities, value_forms


def test_a_spaced_day_of_the_month_is_no_money():
    assert "元" not in value_forms("我每个月 20 号交房租。")
    assert value_forms("我每个月 20 号交房租。") == value_forms("我每个月 20号交房租。")


def test_a_spaced_price_is_read_as_money():
    assert quantities("燃气费每立方 2.8 元。") == quantities("燃气费每立方2.8元。") == frozenset({"14/5 cny"})


def test_a_number_ending_a_latin_name_is_not_joined_to_what_follows():
    assert value_forms("iPhone 15 年底发布。") == "iPhone 15 年底发布。"


def test_a_spaced_day_said_again_is_a_restatement():
    assert classify("我每个月 20 号交房租。", "房租每月二十号交。").kind == "restatement"


def test_a_spaced_price_changed_is_linked():
    judged = classify("燃气费每立方 2.8 元。", "燃气费每立方 3.2 元。")
    assert judged.kind == "possible_update", judged.rule


@pytest.mark.parametrize("bare, said", [("下班前给我打电话。", "下班之前给我打电话。"),
                                        ("下班以前给我打电话。", "下班之前给我打电话。"),
                                        ("午饭前吃维生素。", "午饭之前吃维生素。")])
def test_before_an_event_is_one_guard(bare, said):
    assert dedup._Text.of(bare).guards() == dedup._Text.of(said).guards() == {"前"}


@pytest.mark.parametrize("text", ["我之前在腾讯上班。", "房租10号之前交。", "周三之前做完。"])
def test_formerly_and_a_date_keep_their_dated_guard(text):
    assert dedup._Text.of(text).guards() == {"之前"}


@pytest.mark.parametrize("text", ["我以前住在苏州。", "以前我在苏州上班。", "我目前在苏州。", "我三天前到的苏州。",
                                  "他是我的前同事。", "我们组前端用 Vue。", "门前有棵树。",
                                  "公司以前在望京。", "我前阵子去了趟上海。"])
def test_other_words_with_qian_are_no_before_guard(text):
    assert not dedup._Text.of(text).guards() & {"前", "之前"}


def test_before_an_event_said_twice_is_a_restatement():
    assert classify("午饭前吃维生素。", "午饭之前吃维生素。").kind == "restatement"


@pytest.mark.parametrize("adverb", ["统一", "一律", "全都"])
def test_an_adverb_of_all_is_filler(adverb):
    assert classify("小区快递都放在快递柜。", f"小区快递{adverb}放快递柜。").kind == "restatement"


def test_the_verb_tongyi_stays_a_word():
    assert classify("我们统一了代码风格。", "我们有代码风格。").kind != "restatement"


def test_a_vehicle_said_with_its_measure_word_is_the_same_means():
    assert _means_replaced("我骑雅迪电动车上班。", "上班骑的是辆雅迪的电瓶车。") is None
    assert _means_replaced("我骑雅迪电动车上班。", "我骑小牛电动车上班。") is not None
    assert classify("我骑雅迪电动车上班。", "上班骑的是辆雅迪的电瓶车。").kind not in ("possible_update", "update")
