"""Issue #12: a Chinese subject named with a synonym in the newer sentence is the same subject (电话 / 手机号,
单位 / 东家, 薪水 / 工资, 住址 / 住处), so its change word crosses the older value out ("我的电话是138…"
/ "我手机号换成139…了"). Read pairwise (words.subject_forms): a sentence alone is never rewritten, and another
holder, a plan or another thing (电话里, 车险) stays apart."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.words import subject_forms

E5 = dedup.thresholds_for("e5-small-q4")


def _kind(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity is not None else None).kind


@pytest.mark.parametrize("old,new,read", [
    ("我的电话是13500001111。", "我手机号改成13600002222了。", "我电话改成13600002222了。"),
    ("我的单位是中石化。", "我东家换成中海油了。", "我单位换成中海油了。"),
    ("我的薪水每月七千。", "工资涨到八千了。", "薪水涨到八千了。"),
    ("我的电话是13500001111。", "房东在电话里说了涨租的事。", "房东在电话里说了涨租的事。"),
    ("我的车是一辆白色的思域。", "车险今年换成太平洋的了。", "车险今年换成太平洋的了。"),
    ("我的手机号是13500001111。", "我手机号改成13600002222了。", "我手机号改成13600002222了。"),
])
def test_the_newer_synonym_reads_as_the_older_word(old, new, read):
    assert subject_forms(old, new) == read


@pytest.mark.parametrize("old,new", [
    ("我的电话是13500001111。", "我手机号改成13600002222了。"),
    ("我的单位是中石化。", "我东家换成中海油了。"),
    ("我的薪水每月七千。", "我工资涨到八千了。"),
])
@pytest.mark.parametrize("similarity", [0.93, None])
def test_a_change_said_of_the_synonym_crosses_the_older_value_out(old, new, similarity):
    assert _kind(old, new, similarity) == "update"


@pytest.mark.parametrize("old,new", [
    ("我老婆的电话是13500001111。", "我手机号改成13600002222了。"),
    ("我老公的单位是中石化。", "我东家换成中海油了。"),
    ("我的电话是13500001111。", "我想把手机号换成136开头的。"),
    ("我的单位是中石化。", "我打算明年跳槽去中海油。"),
])
@pytest.mark.parametrize("similarity", [0.93, None])
def test_another_holder_or_a_plan_is_not_crossed_out(old, new, similarity):
    assert _kind(old, new, similarity) not in ("update", "reversal")


@pytest.mark.parametrize("old,new", [
    ("我的电话是13500001111。", "我的车牌号码改成京A12345了。"),
    ("我开车上班。", "我的座驾换成比亚迪汉了。"),
    ("我的工资卡是招商银行的。", "我月薪涨到一万了。"),
    ("孩子的班主任是李老师。", "娃转到实验幼儿园了。"),
])
def test_a_look_alike_word_is_not_read_as_the_subject(old, new):
    assert subject_forms(old, new) == new
