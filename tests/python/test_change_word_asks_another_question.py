"""Issue #12: a Chinese change word that asks one question (延到 / 推迟到: when; 搬到 / 挪到: where; 涨到 / 升到: how
much) after an older sentence whose value answers another ("体检在市一医院做" / "体检延到下个月了": a place, a change
of when) is about another slot of the subject: linked, nothing crossed out. The older sentence answering the question
asked, or answering none that is read, is still crossed out (a value of a kind, 在华为云上, answers where as well as
which);
换成 / 改用 (which thing) ask a question of any value."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")
CROSSED_OUT = ("update", "reversal")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity is not None else None)


@pytest.mark.parametrize("old,new", [
    ("体检在市一医院做。", "体检延到下个月了。"),
    ("体检在市一医院做。", "体检推迟到下个月了。"),
    ("家长会在三楼的多功能厅开。", "家长会推迟到下周五了。"),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_a_change_of_another_question_crosses_nothing_out(old, new, similarity):
    assert judged(old, new, similarity).kind not in CROSSED_OUT


@pytest.mark.parametrize("old,new", [
    ("体检定在五月十号。", "体检延到五月二十号了。"),
    ("家长会在周四晚上七点开。", "家长会推迟到晚上八点了。"),
    ("我每天早上喝一杯咖啡。", "早上的咖啡我已经不喝了，换成了豆浆。"),
    ("家长会在三楼的多功能厅开。", "家长会挪到五楼的会议室了。"),
    ("我们的日志服务部署在华为云上。", "日志服务迁到了阿里云。"),  # a cloud answers where as well as which
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_the_same_question_changed_is_crossed_out(old, new, similarity):
    assert judged(old, new, similarity).kind in CROSSED_OUT
