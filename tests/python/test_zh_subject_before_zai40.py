"""One value said after 在 / 是 of two subjects in Chinese (session 40, zai40): "网站在 ap-south-1" / "邮件服务器在
ap-south-1" name two things before one 在, two facts however close the wording (0.97 with e5); the same subject said
once with 在 and once with 部署在 is one fact, its identifier written another way too (ap-south-1 / AP South 1)."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize(("old", "new", "similarity"), [
    ("网站在 ap-south-1。", "邮件服务器在 ap-south-1。", 0.971),
    ("代码仓库在 gitlab-01。", "文档在 gitlab-01。", 0.983),
    ("镜像仓库在 me-south-1。", "数据湖在 me-south-1。", 0.956),
])
def test_two_subjects_before_one_zai_are_two_facts(old, new, similarity):
    judgement = classify.classify(old, new, similarity=similarity, thresholds=E5)
    assert judgement.kind == "distinct", judgement.rule


@pytest.mark.parametrize(("old", "new", "similarity"), [
    ("网站在 ap-south-1。", "网站部署在 ap-south-1。", 0.986),
    ("我的车是 Model 3。", "我开的是 Model 3。", 0.975),
    ("我的主力编辑器是 Neovim。", "我平时写代码用的是 Neovim。", 0.959),  # (a linker in a run: a reworded frame)
])
def test_one_subject_said_with_and_without_a_verb_is_restated(old, new, similarity):
    assert classify.classify(old, new, similarity=similarity, thresholds=E5).kind == "restatement"


@pytest.mark.parametrize(("old", "new", "similarity"), [
    ("网站在 ap-south-1。", "网站部署在 AP South 1。", 0.979),
    ("缓存在 sa-east-1。", "缓存放在 SA East 1。", 0.968),
])
def test_an_identifier_written_another_way_in_chinese_is_restated(old, new, similarity):
    assert classify.classify(old, new).kind == "restatement"
    assert classify.classify(old, new, similarity=similarity, thresholds=E5).kind == "restatement"


@pytest.mark.parametrize(("old", "new", "similarity"), [
    ("网站在 ap-south-1。", "邮件服务器在 AP South 1。", 0.966),
    ("代码仓库在 gitlab-01。", "文档在 GitLab 01。", 0.975),
])
def test_two_subjects_with_one_identifier_written_another_way_are_two_facts(old, new, similarity):
    assert classify.classify(old, new, similarity=similarity, thresholds=E5).kind == "distinct"
