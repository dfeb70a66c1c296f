"""Chinese forms of one fact that session 32 left open (session 33, zhmix33; issue #12): 需要 before a verb
is 要 ("我每周需要去两次医院" / "我每周要去两次医院"), 从不 / 从来不 of a habit is 不, 一块儿住 / 一块住 /
住在一起 is 一起住, a bound said after its number (80%以上 = 至少80%, 500行以下 = 最多500行:
forms.detail_forms), and a price per unit in one form ("五块钱一斤" / "每斤5元", "十五块一杯" / "一杯15元").
The look-alikes stay apart: another
holder, 不 + a one-time event, another thing at the same price, the other direction of a bound, another
number, 一块 before a noun, a fee per month."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.forms import as_written, detail_forms

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("old,new", [
    ("我每周需要去两次医院。", "我每周要去两次医院。"),
    ("我每天需要吃三顿饭。", "我每天要吃三顿饭。"),
    ("我从来不熬夜。", "我不熬夜。"),
    ("我从不熬夜。", "我从来不熬夜。"),
    ("我和我姐一块儿住。", "我和我姐一起住。"),
    ("我跟室友一块住。", "我跟室友一起住。"),
    ("我跟室友住在一起。", "我跟室友一块儿住。"),
    ("单元测试覆盖率要70%以上。", "单元测试覆盖率至少要70%。"),
    ("接口响应时间要在200毫秒以下。", "接口响应时间不超过200毫秒。"),
    ("我有三年以上的Python经验。", "我至少有三年Python经验。"),
    ("苹果五块钱一斤。", "苹果每斤5元。"),
    ("公司楼下的奶茶十五块一杯。", "公司楼下的奶茶一杯15元。"),
])
def test_one_fact_said_in_another_chinese_form_is_stored_once(old, new):
    for similarity, th in ((0.93, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert judged.kind == "restatement", judged


@pytest.mark.parametrize("old,new", [
    ("我每周需要去两次医院。", "我妈每周要去两次医院。"),
    ("我不熬夜。", "我今晚不熬夜。"),
    ("我从不熬夜。", "我明天不熬夜。"),
    ("我从不迟到。", "我从不早退。"),
    ("我和我姐一块儿住。", "我和我姐一块儿上班。"),
    ("我和我姐一块儿住。", "我和我妈一起住。"),
    ("单元测试覆盖率要70%以上。", "单元测试覆盖率要70%以下。"),
    ("单元测试覆盖率要70%以上。", "单元测试覆盖率要75%以上。"),
    ("我有三年以上的Python经验。", "我有一年以上的Go经验。"),
    ("苹果五块钱一斤。", "香蕉三块钱一斤。"),
    ("牛肉四十块一斤。", "羊肉四十块一斤。"),
    ("苹果五块钱一斤。", "苹果七块钱一斤。"),
    ("停车费一小时10块。", "停车费一小时15块。"),
    ("家里宽带是三百兆的。", "宽带费用调整为每月八十元了。"),
])
def test_a_look_alike_of_those_forms_is_kept_apart(old, new):
    for similarity, th in ((0.93, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert judged.kind not in ("restatement", "update", "reversal"), judged


@pytest.mark.parametrize("text,form", [
    ("测试覆盖率要80%以上。", "测试覆盖率要至少80%。"),
    ("每个PR的改动要在500行以下。", "每个PR的改动最多500行。"),
    ("我每天睡七小时以上。", "我每天睡至少七小时。"),
    ("以上是我的看法。", "以上是我的看法。"),
    ("气温在零下十度以下。", "气温在零下十度以下。"),
    ("鸡蛋六块一斤。", "鸡蛋每斤6元。"),
    ("咖啡一杯10元。", "咖啡每杯10元。"),
    ("咖啡每杯十块钱。", "咖啡每杯10元。"),
    ("鸡蛋一斤五块五毛。", "鸡蛋每斤5.5元。"),
    ("宽带费用调整为每月八十元了。", "宽带费用调整为每月八十元了。"),
    ("他给了我一个200元的红包。", "他给了我一个200元的红包。"),
    ("我点了一杯10元的咖啡。", "我点了一杯10元的咖啡。"),
    ("我和室友一块住。", "我和室友一块住。"),
])
def test_the_one_form_of_a_bound_after_its_number_and_of_a_price(text, form):
    assert detail_forms(text) == form


def test_a_price_read_in_its_one_form_is_given_back_as_written():
    judged = classify.classify("苹果五块钱一斤。", "苹果从5块涨到7块了。")
    assert "五块钱一斤" in judged.rule or judged.old_value in ("", "五块钱一斤"), judged
    assert as_written("每斤5元", "苹果五块钱一斤。") == "五块钱一斤"
