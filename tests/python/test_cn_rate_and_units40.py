"""A Chinese price said per unit two ways (session 40, range40): "one X" right beside an amount is "each X", 电费一度
0.6元 / 电费每度0.6元, 车位费500元一个月 / 车位费每个月500块 (the unit after the amount is read before it), one price
stored once. Another amount is still a value replaced (交通费三百五 / 305元: 三百五 is 350), and another subject with
the other value stays apart."""

from __future__ import annotations

import pytest
from flymemory.classify import classify
from flymemory.numerals import number_forms


@pytest.mark.parametrize(("written", "read"), [
    ("电费一度0.6元。", "电费每度0.6元。"),
    ("停车费一小时10元。", "停车费每小时10元。"),
    ("车位费500元一个月。", "车位费每个月500元。"),
    ("我3000元一年前买的。", "我3000元1年前买的。"),
    ("一个月后房租3200元。", "1个月后房租3200元。"),
])
def test_one_unit_beside_an_amount_is_each_unit(written, read):
    assert number_forms(written) == read


@pytest.mark.parametrize(("old", "new"), [
    ("停车费一小时10元。", "停车费每小时10元。"),
    ("车位费500元一个月。", "车位费每个月500块。"),
])
def test_a_price_said_per_unit_two_ways_is_a_restatement(old, new):
    assert classify(old, new).kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("交通费三百五。", "交通费305元。"),
])
def test_one_value_replaced_is_linked(old, new):
    assert classify(old, new).kind == "possible_update"


@pytest.mark.parametrize(("old", "new"), [
    ("音乐会员每月15元。", "视频会员每月25元。"),
    ("车位费500元一个月。", "物业费每个月500块。"),
    ("我每天午睡30分钟。", "我每天跑步1小时。"),
    ("Nginx 超时 30 分钟。", "Tomcat 超时 60 分钟。"),
])
def test_another_subject_stays_apart(old, new):
    assert classify(old, new).kind in ("distinct", "unrelated")
