"""Issue #12, session 36 (cnform36): one value or one person written two ways, mostly Chinese
(bench/data/cnform_probes.jsonl):
  1. a Chinese number with digits and units mixed is one number: 2百50 is 250 (it was read 20050), 3千零5 3005,
     1万零500 10500, 1十5 15, 5百万 5000000;
  2. one currency: ¥ / ￥ / RMB / CNY / 人民币 / 元 / 块 in a Chinese sentence are yuan, as "yuan" / "RMB" / "CNY" in
     English; ¥ in an English sentence stays yen-or-yuan, equal to another ¥ only;
  3. one spouse: 内人 after 我 is 妻子; 爱人 beside a wife's word on the other side is that wife, beside a husband's
     word that husband, and alone stays 爱人.
Each beside its look-alikes. The sentences here are fresh (none is a probe of the check half)."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup, numerals
from flymemory.classify import words

E5 = dedup.CALIBRATED["e5-small-q4"]


def _judged(old: str, new: str) -> list[classify.Judgement]:
    return [classify.classify(old, new, similarity, th) for similarity, th in ((None, None), (0.97, E5))]


# -- 1 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, form", [
    ("2百50", "250"), ("3千零5", "3005"), ("1万零500", "10500"), ("2百零8", "208"), ("1十5", "15"), ("十5", "15"),
    ("5百万", "5000000"), ("1千8百50", "1850"), ("两百50", "250"), ("2千零80", "2080"), ("3千5百万", "35000000"),
    # read as before
    ("2百5", "250"), ("5千2", "5200"), ("2千5百", "2500"), ("1.2万2", "120002"), ("五百万", "5000000"),
])
def test_digits_and_units_mixed_are_one_number(text, form):
    assert numerals.number_forms(text) == form


@pytest.mark.parametrize("text", ["2, 百50", "1万25"])
def test_a_run_with_no_spoken_reading_is_not_read_as_one(text):
    assert numerals.number_forms(text) != "250" and "10025" not in numerals.number_forms(text)


@pytest.mark.parametrize("old, new, other", [
    ("停车费每月两百五。", "停车费每月2百50。", "停车费每月涨到3百了。"),
    ("这台冰箱花了四千零五块。", "这台冰箱花了4千零5块。", "这台冰箱花了4千5百块。"),
    ("我们班有十六个学生。", "我们班有1十6个学生。", "我们班有106个学生。"),
])
def test_a_mixed_number_and_its_numerals_are_one_fact(old, new, other):
    for judged in _judged(old, new):
        assert judged.kind == "restatement", judged
    for judged in _judged(old, other):
        assert judged.kind != "restatement", judged


# -- 2 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text, amounts", [
    ("车位月租¥600。", {"600 cny"}), ("车位月租￥600。", {"600 cny"}), ("车位月租RMB600。", {"600 cny"}),
    ("车位月租600人民币。", {"600 cny"}), ("车位月租CNY 600。", {"600 cny"}), ("车位月租¥600元。", {"600 cny"}),
    ("The parking spot is 600 yuan a month.", {"600 cny"}), ("The parking spot is RMB 600 a month.", {"600 cny"}),
    ("The parking spot is ¥600 a month.", {"600 yenyuan"}), ("The parking spot is ￥600 a month.", {"600 yenyuan"}),
    ("东京的车位月租¥6000日元。", {"6000 yenyuan"}),  # yen said: ¥ is no yuan
])
def test_one_currency_written_many_ways(text, amounts):
    assert {q for q in numerals.quantities(text) if " " in q and not q.endswith((" s", " mo", " b"))} == amounts


@pytest.mark.parametrize("old, new, other", [
    ("车位月租¥600。", "车位月租600元。", "车位月租$600。"),
    ("车位月租￥600。", "车位月租600块钱。", "车位月租600美元。"),
    ("车位月租人民币600。", "车位月租600块。", "车位月租涨到700元了。"),
    ("The parking spot is 600 RMB a month.", "The parking spot is 600 yuan a month.",
     "The parking spot is ¥600 a month."),
])
def test_a_yuan_written_two_ways_is_one_amount_and_another_currency_is_not(old, new, other):
    for judged in _judged(old, new):
        assert judged.kind == "restatement", judged
    for judged in _judged(old, other):
        assert judged.kind != "restatement", judged


# -- 3 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("old, new", [
    ("我老婆在药店上班。", "我爱人在药店上班。"),
    ("我爱人在药店上班。", "我媳妇在药店上班。"),
    ("我老公在药店上班。", "我爱人在药店上班。"),
    ("我内人在药店上班。", "我老婆在药店上班。"),
    ("我的爱人喜欢钓鱼。", "我先生喜欢钓鱼。"),
    ("我配偶在药店上班。", "我老婆在药店上班。"),
])
def test_one_spouse_said_two_ways_is_one_person(old, new):
    for judged in _judged(old, new):
        assert judged.kind == "restatement", judged


@pytest.mark.parametrize("old, new", [
    ("我老婆在药店上班。", "我老公在药店上班。"),
    ("我爱人在药店上班。", "我妈在药店上班。"),
    ("我爱人在药店上班。", "我爱人的姐姐在药店上班。"),
    ("我爱人在药店上班。", "她爱人在药店上班。"),
])
def test_two_people_stay_apart(old, new):
    for judged in _judged(old, new):
        assert judged.kind not in ("restatement", "update"), judged


@pytest.mark.parametrize("old, new, read", [
    ("我爱人在药店上班。", "我妻子在药店上班。", "我妻子在药店上班。"),
    ("我爱人在药店上班。", "我妈妈在药店上班。", "我爱人在药店上班。"),
    ("我爱人民。", "我妻子爱国。", "我爱人民。"),  # 爱人民: to love the people
    ("我爱人和我妻子", "我丈夫", "我爱人和我妻子"),  # (both sexes: left)
    ("My spouse is a dentist.", "My husband is a dentist.", "My husband is a dentist."),
])
def test_spouse_forms_read_only_beside_one_sex(old, new, read):
    assert words.spouse_forms(old, new) == (read, new)
