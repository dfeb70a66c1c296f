"""Issue #12, session 30 (zhlight30): Chinese light words that say nothing of the fact. 去 before a pastime or an
errand ("我周末喜欢去钓鱼" / "我周末喜欢钓鱼") and 的时候 after a time of day or week ("周末的时候我爱钓鱼" /
"周末我爱钓鱼") are set aside, so the two sentences are one fact, stored once. 去 + a place ("我很想去上海" /
"我很想上海"), 去 of a word of its own (去年, 去世; a year said on one side only, 去年底 / 年底, is another
time), 小时候 (childhood) and an act or a condition before 的时候 ("下雨的时候", "上班的时候") are kept, and
another holder or another pastime stays apart."""

from __future__ import annotations

import pytest
from flymemory import classify


@pytest.mark.parametrize("old,new", [
    ("我周末喜欢去钓鱼。", "我周末喜欢钓鱼。"),
    ("我每天早上去游泳。", "我每天早上游泳。"),
    ("我下班以后常去健身。", "我下班以后常健身。"),
    ("我每周三晚上去看电影。", "我每周三晚上看电影。"),
    ("我奶奶每天早上去买菜。", "我奶奶每天早上买菜。"),
    ("我周日下午去打网球。", "我周日下午打网球。"),
    ("我周末喜欢去钓鱼。", "周末的时候我爱钓鱼。"),
])
def test_go_before_a_pastime_is_a_light_word(old, new):
    assert classify.classify(old, new).kind == "restatement"


@pytest.mark.parametrize("old,new", [
    ("周末的时候我爱钓鱼。", "周末我爱钓鱼。"),
    ("晚上的时候我一般看书。", "晚上我一般看书。"),
    ("我中午的时候会午睡。", "我中午会午睡。"),
    ("周三的时候我去游泳。", "周三我去游泳。"),
])
def test_the_time_said_with_de_shihou_is_the_time(old, new):
    assert classify.classify(old, new).kind == "restatement"


@pytest.mark.parametrize("old,new", [
    ("我很想去上海。", "我很想上海。"),
    ("我周末喜欢去钓鱼。", "我周末喜欢去爬山。"),
    ("我周末喜欢去钓鱼。", "我爸周末喜欢钓鱼。"),
    ("我下班以后常去健身。", "我下班以后常去喝酒。"),
    ("我小时候喜欢画画。", "我喜欢画画。"),
    ("我小时候住在乡下。", "我住在乡下。"),
    ("下雨的时候我待在家里。", "我待在家里。"),
    ("上班的时候我听音乐。", "我听音乐。"),
    ("晚上的时候我一般看书。", "晚上的时候我女儿一般看书。"),
    ("我去年底换了工作。", "我年底换了工作。"),
    ("我前年搬到了苏州。", "我去年搬到了苏州。"),
])
def test_a_place_childhood_a_condition_another_holder_or_pastime_stays_apart(old, new):
    verdict = classify.classify(old, new)
    assert verdict.kind not in ("restatement", "update", "reversal") and not verdict.crosses_out, verdict


@pytest.mark.parametrize("text,kept", [
    ("我去年学了吉他。", "去年"),
    ("我爷爷去世了。", "去世"),
    ("我周末回去看爸妈。", "回去看"),
    ("我喜欢去游乐园。", "去游乐园"),
    ("我下个月去上海。", "去上海"),
    ("小时候我住在乡下。", "小时候"),
    ("上班的时候我听音乐。", "上班的时候"),
])
def test_go_of_a_word_a_place_or_a_going_back_and_childhood_are_read_as_written(text, kept):
    assert kept in classify._cjk_same(text)
