"""The mirror of the reworded restatement: the subject's words kept, the frame reworded (a frame word, a unit, a word
that only says the value is a count, a size or a limit may come or go), one value of one kind on each side, and the
values differ: "may update" (possible_update, a link), never a supersede. Another word of the subject on either side,
a passing state or a past habit keeps two facts apart (classify.reworded_change)."""

import pytest
from flymemory import classify


@pytest.mark.parametrize("old,new", [
    ("The dashboard is served on port 3000.", "Dashboard port: 4000."),
    ("Our sprints last two weeks.", "A sprint is three weeks long."),
    ("My commute takes forty minutes.", "My commute is an hour long."),
    ("构建机有8GB内存。", "构建机内存是16GB。"),
    ("附件最大20MB。", "附件大小上限是50MB。"),
    ("站会在3号会议室开。", "站会地点是5号会议室。"),
    ("测试环境有4台机器。", "测试环境机器数量是6台。"),
])
def test_one_value_changed_in_a_reworded_frame_is_linked(old, new):
    judged = classify.classify(old, new)
    assert judged.kind == "possible_update" and "reworded frame" in judged.rule


@pytest.mark.parametrize("old,new", [
    ("Service alpha listens on 8080.", "Service beta port: 8081."),
    ("服务甲跑在8080端口。", "服务乙的端口是8081。"),
    ("大会议室能坐20人。", "小会议室的容量是8人。"),
    ("My commute takes forty minutes.", "This week my commute takes an hour because of the roadworks."),
    ("The dashboard is served on port 3000.", "Dashboard port used to be 4000."),
    ("日志保留7天。", "日志以前保留期限是30天。"),
    ("The test suite takes 5 minutes.", "The test suite is 5 GB."),
])
def test_another_subject_a_passing_state_or_a_past_value_is_not_linked_by_it(old, new):
    assert "reworded frame" not in classify.classify(old, new).rule
