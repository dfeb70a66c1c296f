"""A restatement that says a term short once and in full once is one fact (issue #12, abbrev30): a coding agent's
user writes "PR" / "pull request", "CI" / "continuous integration", "deps" / "dependencies", "Mongo" / "MongoDB",
数据库 / DB, 生产库 / 线上库, 单测 / 单元测试, 代码审查 / code review, 帐号 / 账号 (words.SYNONYM_ROWS_EN,
SYNONYM_PHRASES_EN, SYNONYM_ROWS_ZH, read by the restatement rungs only). The short form swapped for another
thing (staging, 测试库, 集成测试) stays two, and a Chinese term is read only where it is a word of the sentence
(简单测试 is no 单测, 生产库存 no 生产库)."""

import pytest
from flymemory import classify, dedup
from flymemory.classify import restatement

E5 = dedup.thresholds_for("e5-small-q4")


def _kinds(old: str, new: str) -> set[str]:
    """The kinds the pair is given, without an embedder and at an e5 cosine above its restate line, both ways."""
    return {classify.classify(x, y, sim, E5 if sim else None).kind
            for x, y in ((old, new), (new, old)) for sim in (None, 0.96)}


@pytest.mark.parametrize("old,new", [
    ("A PR is squashed into one commit when it merges.", "A pull request is squashed into one commit when it merges."),
    ("Continuous integration caches the node_modules folder.", "CI caches the node_modules folder."),
    ("The deps of the worker are audited every week.", "The dependencies of the worker are audited every week."),
    ("Audit events are written to Mongo.", "Audit events are written to MongoDB."),
    ("The nightly job renders the user interface screenshots.", "The nightly job renders the UI screenshots."),
    ("报表服务的数据库是PostgreSQL 15。", "报表服务的DB是PostgreSQL 15。"),
    ("生产库每天凌晨三点做全量备份。", "线上库每天凌晨三点做全量备份。"),
    ("新代码的单测必须在合并前跑完。", "新代码的单元测试必须在合并前跑完。"),
    ("每个合并请求都要经过代码审查。", "每个合并请求都要经过code review。"),
    ("我的邮箱帐号是工作用的。", "我的邮箱账号是工作用的。"),
])
def test_a_term_said_short_and_in_full_is_stored_once(old, new):
    assert _kinds(old, new) == {"restatement"}


@pytest.mark.parametrize("old,new", [
    ("Our prod DB keeps backups for 30 days.", "Our staging DB keeps backups for 30 days."),
    ("A PR is squashed into one commit when it merges.", "A release is squashed into one commit when it merges."),
    ("The deps of the worker are audited every week.", "The logs of the worker are audited every week."),
    ("生产库每天凌晨三点做全量备份。", "测试库每天凌晨三点做全量备份。"),
    ("新代码的单测必须在合并前跑完。", "新代码的集成测试必须在合并前跑完。"),
])
def test_a_short_form_swapped_for_another_thing_stays_two(old, new):
    assert "restatement" not in _kinds(old, new)


@pytest.mark.parametrize("text,kept", [
    ("我们先写简单测试再上线", "简单测试"),  # 简单 + 测试, no 单测
    ("仓库里的生产库存不多了", "生产库存"),  # 库存 is stock
    ("他站在队伍的最前端", "最前端"),
])
def test_a_chinese_term_is_read_only_where_it_is_a_word(text, kept):
    assert kept in restatement._claim_text(text).replace(" ", "")


def test_a_short_form_is_read_as_a_whole_word_only():
    claim = restatement._claim
    assert claim("The env is pinned in the lock file")[0] == claim("The environment is pinned in the lock file")[0]
    assert claim("The envelope is pinned to the board")[0] != claim("The environment is pinned to the board")[0]
    assert claim("Kube runs the crawler")[0] == claim("Kubernetes runs the crawler")[0]
    assert claim("The cube runs the crawler")[0] != claim("Kubernetes runs the crawler")[0]
    assert restatement.synonym_phrases("Two pull requests wait for review") == "Two PR wait for review"
    assert restatement.synonym_phrases("The pullrequest bot and the CIA") == "The pullrequest bot and the CIA"


def test_a_chinese_term_read_as_an_english_word_names_no_other_subject_by_its_letters():
    # 代码库 is read as "repository" and 文档 as "documentation": two subjects, whatever letters the words share
    old, new = "团队的代码库托管在公司的GitLab 16上。", "团队的文档托管在公司的GitLab 16上。"
    assert {classify.classify(x, y, sim, E5).kind for x, y in ((old, new), (new, old)) for sim in (0.96, 0.98)} \
        == {"distinct"}


def test_a_habit_and_one_day_said_in_the_same_words_stay_two():
    # the same claim words once weekday forms are read, and no short form in either: a habit and one morning
    assert "restatement" not in _kinds("Priya swims on Friday mornings.", "Priya swam this Friday morning.")


def test_a_development_version_is_no_release():
    # 发布版本 and 发版 are one (a release); 开发版本 (a development version) shares 发 and 版 and stays another thing
    assert _kinds("我们每周五下午发版。", "我们每周五下午发布版本。") == {"restatement"}
    assert "restatement" not in {classify.classify("我们每周五下午开发版本。", "我们每周五下午发布版本。", sim, E5).kind
                                 for sim in (0.93, 0.96)}
