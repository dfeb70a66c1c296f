"""Issue #12, session 34 (zhnum34): Chinese and spoken amounts, bounds and places said two ways, and Chinese
relation words turned (bench/data/zhnum_probes.jsonl), each with its look-alikes. The sentences here are fresh
(none is a probe of the check half)."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup, numerals

E5 = dedup.CALIBRATED["e5-small-q4"]


@pytest.mark.parametrize("text, form", [
    ("我现在月薪一万二。", "我现在月薪12000元。"),
    ("我家房租三千五。", "我家房租3500元。"),
    ("这部手机花了我四千九。", "这部手机花了我4900元。"),
    ("这部手机是4900块买的。", "这部手机是4900元买的。"),
    ("The plan costs eighteen fifty a month.", "The plan costs 18.50 usd a month."),
    ("The train ticket is three twenty.", "The train ticket is 3.20 usd."),
])
def test_an_amount_said_bare_or_aloud_is_read_with_its_currency(text, form):
    assert numerals.number_forms(text) == form


@pytest.mark.parametrize("text, form", [
    # look-alikes read as before: a number before another word, a number after no word of money, a clock time, a
    # year, an amount often said in hundreds
    ("房租两千八百多", "房租2800多"),
    ("月薪一万五左右", "月薪15000左右"),
    ("我今年六十。", "我今年60。"),
    ("我每月三次。", "我每月3次。"),
    ("The train leaves at three twenty.", "The train leaves at 3:20."),
    ("I moved here in nineteen ninety-nine.", "I moved here in 1999."),
])
def test_other_numbers_are_read_as_before(text, form):
    assert numerals.number_forms(text) == form


def test_rent_said_in_pairs_is_no_price_in_dollars_and_cents():
    # 18.50 or 1,850: rent is often said in hundreds, and is read so since session 35 (valen35), never as $18.50.
    assert numerals.number_forms("We pay eighteen fifty in rent monthly.") == "We pay 1850 usd in rent monthly."


@pytest.mark.parametrize("old, new", [
    ("我月薪一万二。", "我一个月工资12000元。"),
    ("房租三千五。", "房租每月3500块。"),
    ("我妈退休金一个月三千八。", "我妈每个月退休金3800元。"),
    ("The plan costs eighteen fifty a month.", "The plan is $18.50 a month."),
    ("站会控制在15分钟以下。", "站会最多开15分钟。"),
    ("页面加载时间要在300毫秒以内。", "页面加载时间不能超过300毫秒。"),
    ("我的电动车停在楼下车棚。", "我的电动车一般放在楼下的车棚。"),
])
def test_an_amount_bound_or_place_said_two_ways_is_one_fact(old, new):
    for similarity, th in ((None, None), (0.95, E5)):
        judged = classify.classify(old, new, similarity, th)
        assert judged.kind == "restatement", judged


@pytest.mark.parametrize("old, new", [
    ("我月薪一万二。", "我月薪一万三。"),
    ("房租每月3500块。", "房租每月3500美元。"),
    ("我一个月工资12000元。", "我一年工资12000元。"),
    ("The plan costs eighteen fifty a month.", "The plan costs eighteen fifty a year."),
    ("The bus ticket is three twenty.", "The bus leaves at three twenty."),
    ("站会控制在15分钟以下。", "站会至少开15分钟。"),
    ("页面加载时间要在300毫秒以内。", "页面加载时间要在300秒以内。"),
    ("我的电动车停在楼下车棚。", "我的电动车停在公司车棚。"),
    ("我跟小李借了一本书。", "小李跟我借了一本书。"),
    ("我帮小王搬家。", "小王帮我搬家。"),
    ("我给他打电话。", "他给我打电话。"),
])
def test_look_alikes_stay_apart(old, new):
    for similarity, th in ((None, None), (0.95, E5)):
        judged = classify.classify(old, new, similarity, th)
        assert judged.kind not in ("restatement", "update"), judged


@pytest.mark.parametrize("old, new", [
    ("我跟小李去了北京。", "小李跟我去了北京。"),  # together: one fact
    ("我和小王是同事。", "小王和我是同事。"),
])
def test_a_party_said_with_another_in_either_order_is_one_fact(old, new):
    assert classify.classify(old, new).kind == "restatement"
