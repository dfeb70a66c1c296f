"""Issue #12, session 36 (formzh36): Chinese value forms and slots (bench/data/formzh_probes.jsonl, from blind set 14's
audit) -- N点M with no 分 as a clock time, 千分之N / 百分之N, two numerals in a row as a range, 早上 / 上午 with one
clock time, a money slot after 房租 / 工资 / 预算, 还是回 / 回来 + a role's verb as a return, "<name> 这个开关" as an
apposition -- each beside its look-alikes. The sentences here are fresh (none is a probe of the check half)."""

from __future__ import annotations

import pytest
from flymemory import classify, numerals
from flymemory.classify import forms


def kind(old: str, new: str) -> str:
    return classify.classify(old, new).kind


@pytest.mark.parametrize("text, form", [
    ("我每天早上六点五十起床。", "我每天早上六点五十分起床。"),
    ("他晚上九点二十到家。", "他晚上九点二十分到家。"),
    ("我下午5点40下班。", "我下午五点四十分下班。"),
])
def test_n_dian_m_with_no_fen_is_a_clock_time(text, form):
    assert forms.detail_forms(text) == form


@pytest.mark.parametrize("text", ["这个月涨了一点二十块。", "会议室有三点四十个座位。", "我想休息一点儿。"])
def test_n_dian_m_before_a_unit_or_a_measure_word_is_left(text):
    assert forms.detail_forms(text) == text


def test_a_clock_time_without_fen_against_digits_is_one_time_and_another_minute_is_not():
    assert kind("我每天早上六点五十起床。", "我每天早上6:50起床。") == "restatement"
    assert kind("我每天早上六点五十起床。", "我每天早上六点五十五起床。") != "restatement"


@pytest.mark.parametrize("text, form", [
    ("千分之四", "0.4 percent"), ("千分之二点五", "0.25 percent"), ("百分之二点五", "2.5 percent"),
    ("百分之七十", "70 percent"), ("开给 7% 的用户", "开给 7 percent 的用户"), ("开给7%的用户", "开给7 percent的用户"),
])
def test_per_mille_and_percent_in_chinese_are_one_form(text, form):
    assert numerals.number_forms(text) == form


def test_per_mille_against_its_percent_is_one_value_and_another_percent_is_not():
    assert kind("这只基金的管理费是千分之八。", "这只基金的管理费是0.8%。") == "restatement"
    assert kind("这只基金的管理费是千分之八。", "这只基金的管理费是1.8%。") != "restatement"
    assert kind("新版详情页目前开给 5% 的用户。", "新版详情页目前开给百分之五的用户。") == "restatement"


@pytest.mark.parametrize("text, form", [
    ("每月电费四五百", "每月电费400-500"), ("装修花了七八万", "装修花了70000-80000"),
    ("我每天喝三四杯", "我每天喝3-4杯"),
    ("每月电费400到500", "每月电费400-500"),
    ("电费从400到500", "电费从400到500"),  # a change said from ... to
    ("第三四名", "第4名"),  # (after 第: no range, as before)
])
def test_two_numerals_in_a_row_are_a_range(text, form):
    assert numerals.number_forms(text) == form


def test_a_range_in_numerals_against_digits_is_one_value_and_another_range_is_not():
    assert kind("我每月电费一般四五百。", "我每月电费一般400-500。") == "restatement"
    assert kind("我每月电费一般四五百。", "我每月电费一般600-700。") != "restatement"


def test_zaoshang_and_shangwu_with_one_clock_time_are_one_time():
    assert kind("复诊约在周四早上九点。", "复诊约在周四上午九点。") == "restatement"
    assert forms.pair_detail_forms("复诊约在周四早上九点。", "复诊约在周四上午9点。")[0] == "复诊约在周四上午九点。"
    assert forms.pair_detail_forms("我每天早上六点起床。", "每天早上我六点起床。")[0] == "我每天早上六点起床。"
    assert kind("复诊约在周四早上九点。", "复诊约在周四晚上九点。") != "restatement"
    assert kind("我早上练琴。", "我上午练琴。") != "restatement"  # no clock time: two parts of the day


def test_a_new_amount_in_a_money_slot_is_a_link_and_two_slots_stay_apart():
    assert kind("我每月房租两千。", "我每月房租两千六。") in ("update", "possible_update")
    assert kind("我每月零食预算三百。", "我每月零食预算四百。") in ("update", "possible_update")
    assert kind("我每月零食预算三百。", "我每月房租三百。") == "distinct"
    # the amount after other words on one side: read as before
    assert kind("我的月薪是八千元。", "我的月薪涨到了八千元。") == "restatement"


def test_a_return_said_haishi_hui_or_huilai_with_a_role_verb_is_a_return():
    assert kind("最近午饭改成去公司楼下吃了。", "楼下太挤，午饭还是回食堂吃。") == "reversal"
    assert kind("合唱团的指挥换成了老孙。", "老孙走了，老李回来当指挥了。") == "reversal"
    assert kind("合唱团的指挥是老李。", "老李出差回来了。") != "reversal"  # back from a trip


def test_a_flag_name_with_zhege_kaiguan_is_the_name_and_another_noun_is_not():
    assert kind("cart_v5 这个开关目前放量 15%。", "cart_v5 目前放量 15%。") == "restatement"
    assert forms.detail_forms("cart_v5 这个接口超时 3 秒。") == "cart_v5 这个接口超时 3 秒。"
