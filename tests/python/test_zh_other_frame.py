"""Issue #12, session 31 (zhframe31): one Chinese fact said in another frame is stored once.
  - An allergy: "我对花生过敏" / "花生(会)让我过敏" / "我花生过敏" / "我吃花生会过敏" are all "我花生过敏"
    (restatement._CJK_ALLERGEN_CAUSES, _CJK_ALLERGEN_TAKEN). Another allergen, another person ("花粉让我妈过敏"),
    another reaction ("吃芒果会拉肚子") and a negation stay apart.
  - A topic word naming the whole (代码, 项目, 仓库, 工程) dropped before the compound that names the setting:
    "代码缩进用四个空格" / "缩进用四个空格" (cjk_claim._whole_topic_dropped). A word that says which part (前端,
    后端, 测试环境, 文档), another person, another value, and a role of its own (项目经理 / 经理) stay apart.
  - A job: "我在东航当空乘" / "我是东航的空乘" (restatement._CJK_JOB_AT: 在X当Y as 是X的Y). Another person,
    role or employer, a plan and 当时 stay apart.
Each test pairs a restatement (two Chinese frames, one fact) with its look-alike, so each fails on the base."""

from __future__ import annotations

import pytest
from flymemory import classify


def _apart(old: str, new: str) -> None:
    verdict = classify.classify(old, new)
    assert verdict.kind not in ("restatement", "update", "reversal") and not verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new,lookalike", [
    ("我对虾过敏。", "虾让我过敏。", "虾让我老婆过敏。"),
    ("我对芝麻过敏。", "芝麻会让我过敏。", "芝麻会让我儿子过敏。"),
    ("我对坚果过敏。", "我吃坚果会过敏。", "我吃坚果会胖。"),
    ("我一吃菠萝就过敏。", "我对菠萝过敏。", "我对草莓过敏。"),
    ("我喝豆浆会过敏。", "豆浆让我过敏。", "豆浆让我胃疼。"),
    ("阿司匹林会让我过敏。", "我对阿司匹林过敏。", "我对阿司匹林不过敏。"),
])
def test_an_allergy_said_in_another_frame_is_one_fact(old, new, lookalike):
    assert classify.classify(old, new).kind == "restatement"
    assert classify.classify(new, old).kind == "restatement"
    _apart(old, lookalike)


@pytest.mark.parametrize("old,new,lookalike", [
    ("代码缩进用两个空格。", "缩进用两个空格。", "前端缩进用两个空格。"),
    ("项目的构建工具是Gradle。", "构建工具是Gradle。", "测试环境的构建工具是Gradle。"),
    ("仓库的默认分支叫master。", "默认分支叫master。", "文档仓库的默认分支叫gh-pages。"),
    ("我们的代码换行符用LF。", "我们换行符用LF。", "小李的代码换行符用LF。"),
    ("项目的Java版本是17。", "Java版本是17。", "后端的Java版本是17。"),
])
def test_a_topic_word_of_the_whole_dropped_is_the_same_slot(old, new, lookalike):
    assert classify.classify(old, new).kind == "restatement"
    assert classify.classify(new, old).kind == "restatement"
    _apart(old, lookalike)


@pytest.mark.parametrize("old,new,role,role_dropped", [
    ("项目代号是Phoenix。", "代号是Phoenix。", "项目经理是Tom。", "经理是Tom。"),
    ("仓库的主分支叫trunk。", "主分支叫trunk。", "仓库管理员是Alice。", "管理员是Alice。"),
    ("工程的编码是UTF-8。", "编码是UTF-8。", "前端代码缩进用两个空格。", "后端代码缩进用两个空格。"),
])
def test_a_role_or_a_part_is_no_topic_of_the_whole(old, new, role, role_dropped):
    assert classify.classify(old, new).kind == "restatement"
    _apart(role, role_dropped)


@pytest.mark.parametrize("old,new,lookalike", [
    ("我在南航当机长。", "我是南航的机长。", "我在南航当时还是副驾驶。"),
    ("我表哥在邮局当快递员。", "我表哥是邮局的快递员。", "我表嫂是邮局的快递员。"),
    ("我嫂子是一名幼儿园老师。", "我嫂子在幼儿园当老师。", "我嫂子在幼儿园当保安。"),
    ("我在市图书馆当管理员。", "我是市图书馆的管理员。", "我想在市图书馆当管理员。"),
])
def test_a_job_said_where_and_as_what_is_whose_role_one_is(old, new, lookalike):
    assert classify.classify(old, new).kind == "restatement"
    assert classify.classify(new, old).kind == "restatement"
    _apart(old, lookalike)
