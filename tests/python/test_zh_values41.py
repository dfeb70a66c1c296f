"""Session 41 (zhval41; blind set 19's audit, causes C2 and C3): values written in two forms read as one, and Chinese
values that count without 是 before them."""
from __future__ import annotations

import pytest
from flymemory import classify, dedup
from flymemory.numerals import value_forms


@pytest.mark.parametrize(("text", "formed"), [
    ("我体重七十五点五公斤。", "我体重75.5kg。"),
    ("血糖六点一左右", "血糖6.1左右"),
    ("我每天五点二十起床。", "我每天5点20起床。"),  # a clock time stays a clock time
    ("三点五分出发", "3点5分出发"),
    ("The login API responds in 0.8 seconds.", "The login API responds in 0.8 seconds."),
    ("It takes 1500 ms.", "It takes 1.5 seconds."),
    ("My pulse is 60 beats per minute.", "My pulse is 60 bpm."),
])
def test_a_value_in_one_form(text, formed):
    assert value_forms(text) == formed


@pytest.mark.parametrize(("old", "new"), [
    ("我体重七十五点五公斤。", "我体重75.5公斤。"),
    ("我空腹血糖一般在6.1左右。", "我空腹血糖一般在六点一左右。"),
    ("My parents live at No. 22 Elm Street.", "My parents live at number 22 Elm Street."),
    ("The office thermostat is set to 21°C.", "The office thermostat is set to 21 degrees."),
    ("My pulse is about 60 bpm.", "My pulse is about 60 beats per minute."),
    ("儿子的班主任是王老师。", "儿子的班主任姓王。"),
])
def test_one_value_said_two_ways_is_a_restatement(old, new):
    assert classify.classify(old, new).kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("我体重七十五点五公斤。", "我体重73公斤。"),
    ("登录接口响应要2秒。", "登录接口响应要0.8秒。"),
    ("The build takes 3 seconds.", "The build takes 1.2 seconds."),
    ("我儿子跟王老师学数学。", "我儿子跟李老师学数学。"),
    ("错误日志按天归档。", "错误日志按小时归档。"),
    ("儿子的班主任是王老师。", "儿子的班主任姓李。"),
])
def test_one_value_replaced_is_linked(old, new):
    assert classify.classify(old, new).kind in ("possible_update", "update")


@pytest.mark.parametrize(("old", "new"), [
    ("老大跟王老师学数学。", "老二跟李老师学英语。"),
    ("儿子跟王老师学数学。", "儿子跟李老师学英语。"),
    ("错误日志按天归档。", "访问日志按小时归档。"),
    ("我爸一直找李医生看病。", "我妈一直找张医生看病。"),
    ("我体重七十五点五公斤。", "我老婆体重52公斤。"),
    ("The build takes 3 seconds.", "The test suite takes 1.2 seconds."),
    ("老师通知：明天放假。", "老师通知：后天放假。"),
])
def test_two_facts_stay_apart(old, new):
    assert classify.classify(old, new).kind in ("distinct", "unrelated")


@pytest.mark.parametrize(("old", "new"), [
    ("林老师改教高一了。", "黄老师改教高一了。"),  # a surname + title opening the sentence is its subject
    ("王经理带这个项目。", "赵经理也带这个项目。"),
])
def test_a_titled_subject_is_no_value(old, new):
    assert classify.classify(old, new).kind == "distinct"


def test_a_repeat_markers_colon_is_no_note():
    # (zhval41's note colon, dropped, read "再说一遍：" as "再说一遍是": the sentence said again was another one at
    # low cosines; kept as a guard for any reading of a note's colon)
    old = "你也是我的一个好伴侣和朋友，我真的感到很幸运。"
    new = "再说一遍：" + old
    for similarity, embedder in ((0.82, "e5-small-q4"), (0.55, "minilm")):
        assert classify.classify(old, new, similarity, dedup.CALIBRATED[embedder]).kind == "restatement"
