"""Issue #12, wrong merges: two true facts that share one value (a version, an address, a time, a number of
days) said of two subjects stay two entries, however close the wording; the same subject said again in
another form is still stored once."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("old,new", [
    ("支付服务跑在Java 21上。", "搜索服务跑在Java 21上。"),
    ("移动端用Flutter 3.19。", "管理后台用Flutter 3.19。"),
    ("Billing 看板在 grafana.example.com/d/ops。", "告警看板在 grafana.example.com/d/ops。"),
    ("Access logs are kept for 90 days.", "Audit logs are kept for 90 days."),
    ("The staging cluster runs Kubernetes 1.29.", "The edge proxy runs Kubernetes 1.29."),
])
@pytest.mark.parametrize("similarity", [0.97, 0.99, None])
def test_one_value_said_of_two_subjects_is_two_facts(old, new, similarity):
    thresholds = E5 if similarity is not None else None
    for first, second in ((old, new), (new, old)):
        judged = classify.classify(first, second, similarity, thresholds)
        assert judged.kind == "distinct", judged


@pytest.mark.parametrize("old,new", [
    ("My laptop is a ThinkPad X1.", "I use a ThinkPad X1."),  # only the value kept: the frame reworded
    ("我的电脑是 ThinkPad X1。", "我用的是 ThinkPad X1。"),
    ("Max file size is 10 MB.", "The maximum file size is 10 MB."),  # a word in another form
    ("FYI, the build cache lives on disk 2.", "Just so you know, the build cache lives on disk 2."),
])
def test_the_same_subject_said_again_around_one_value_is_not_kept_apart(old, new):
    judged = classify.classify(old, new, 0.97, E5)
    assert "another subject" not in judged.rule, judged
    assert judged.kind == "restatement", judged
