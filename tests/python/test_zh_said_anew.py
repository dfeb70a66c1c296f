"""Issue #12, session 30 (zhjob30): Chinese changes said in plain words that came back stale at rank 1.
After a sentence of the speaker's work, 去了 + a firm ("我在平安保险工作" / "我今年初去了招商银行") and 已经去 +
a name after a role at a named place ("我在美团做产品经理" / "我已经去拼多多了") are a new employer; a car of the
speaker's said anew ("我开的是一辆宝马" / "我的车换成理想了") is the car changed. Each is linked "may update"
(never crossed out) and, without an embedder, found at write time and read newer first; so is 开始 + the older
sentence's own verb ("我平时喝拿铁" / "我最近开始喝普洱了"), which shares no two characters with it. Another
holder, a trip or errand (去了西安, 面试, 办事, 一趟), an addition (也), a plan, an act at a generic place, another
car's part or place, a borrowed car stay apart."""

from __future__ import annotations

import pytest
from flymemory import classify


@pytest.mark.parametrize("old,new", [
    ("我在平安保险工作。", "我今年初去了招商银行。"),
    ("我在华为上班。", "我上个月去了中信证券。"),
    ("我在字节跳动做后端开发。", "我已经去腾讯了。"),
    ("我在美团做产品经理。", "我已经去拼多多了。"),
    ("我在携程当测试工程师。", "我现在已经去滴滴了。"),
    ("我在网易做运营。", "我去年底去了蓝湖科技。"),
])
def test_a_new_employer_after_the_speakers_work_is_linked(old, new):
    verdict = classify.classify(old, new)
    assert verdict.kind == "possible_update" and verdict.links and not verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new", [
    ("我在小红书工作。", "我上个月去了西安。"),
    ("我在平安保险工作。", "我今年初也去了招商银行。"),
    ("我在平安保险工作。", "我今年初去了招商银行办事。"),
    ("我在华为上班。", "我上个月去了一趟中信证券。"),
    ("我在京东上班。", "我上个月去了美团面试。"),
    ("我在字节跳动做后端开发。", "我妹妹已经去腾讯了。"),
    ("我在美团做产品经理。", "我打算去拼多多。"),
    ("我在招商银行做柜员。", "我已经去农业银行办完业务了。"),
    ("我在图书馆做作业。", "我已经去万达广场了。"),
    ("我在星巴克做作业。", "我已经去腾讯了。"),
])
def test_a_trip_an_errand_another_holder_or_a_plan_stays_apart(old, new):
    verdict = classify.classify(old, new)
    assert not verdict.links and not verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new", [
    ("我开的是一辆宝马。", "我的车换成理想了。"),
    ("我开的是丰田凯美瑞。", "我的车已经换成小鹏了。"),
    ("我开的是奥迪。", "车换成比亚迪了。"),
    ("我开一辆大众。", "我的车现在是特斯拉。"),
])
def test_the_speakers_car_said_anew_is_linked_never_crossed_out(old, new):
    verdict = classify.classify(old, new)
    assert verdict.kind == "possible_update" and verdict.links and not verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new", [
    ("我开的是一辆宝马。", "我哥的车换成理想了。"),
    ("我开的是一辆宝马。", "我打算把车换成理想。"),
    ("我开的是一辆宝马。", "我的车位换成地下的了。"),
    ("我开的是一家咖啡店。", "我的车换成理想了。"),
    ("我开的是丰田凯美瑞。", "车送修了，这几天开的是借来的小鹏。"),
])
def test_another_holders_car_a_plan_a_car_park_or_a_shop_stays_apart(old, new):
    verdict = classify.classify(old, new)
    assert not verdict.links and not verdict.crosses_out, verdict


def test_the_same_car_said_another_way_is_stored_once():
    assert classify.classify("我开的是一辆宝马。", "我的车是宝马。").kind == "restatement"


@pytest.mark.parametrize("text,words", [
    ("我最近开始喝普洱了。", ["我喝", "时喝"]),
    ("我现在改喝普洱了。", ["我喝", "时喝"]),
    ("我晚上也开始遛狗了。", []),
    ("我没有改喝普洱。", []),
    ("今天天气不错。", []),
])
def test_a_chinese_act_begun_is_searched_by_its_verb_after_the_subject_or_a_time_word(text, words):
    found = classify.own_verb_search_words(text)
    assert all(w in found for w in words) and bool(found) is bool(words), found


@pytest.mark.parametrize("older,newer,question", [
    ("我平时喝拿铁。", "我最近开始喝普洱了。", "我平时喝什么？"),
    ("我在字节跳动做后端开发。", "我已经去腾讯了。", "我在哪家公司做后端开发？"),
    ("我在平安保险工作。", "我今年初去了招商银行。", "我在哪工作？"),
    ("我开的是一辆宝马。", "我的车换成理想了。", "我开什么车？"),
])
def test_without_an_embedder_the_newer_comes_first(newer_linked_first, older, newer, question):
    newer_linked_first(older, newer, question)
