"""One relation of a coding agent's user said with another verb phrase or noun is one fact (issue #12, vocab32,
from blind audits 8 and 9, "another word for the same thing"): where a service keeps its data ("stores its data in"
/ "keeps its data in" / "is backed by"), where it runs ("runs in" / "is hosted in" / "is deployed to"), which version
a project uses ("targets" / "uses" before a name and a version), the whole test suite ("the full test suite" / "all
the tests"), 接口 as API before 文档 / 版本, 读 / 上 a school grade (words.SYNONYM_PHRASES_EN,
VERSION_VERBS_EN, SYNONYM_ROWS_ZH, SCHOOL_GRADES_ZH; read by the restatement rungs and the subject guard only).
Their look-alikes stay apart: another relation ("backs up its data to", "fails over to", "supports"), another value
(an update path), another holder, 上班 / 上线, 马上 before a grade, a USB 接口."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


def _kinds(old: str, new: str) -> set[str]:
    """The kinds the pair is given, without an embedder and at an e5 cosine above its restate line, both ways."""
    return {classify.classify(x, y, sim, E5 if sim else None).kind
            for x, y in ((old, new), (new, old)) for sim in (None, 0.96)}


@pytest.mark.parametrize("old,new", [
    ("The payments service stores its data in Postgres.", "The payments service keeps its data in Postgres."),
    ("The payments service stores its data in Postgres.", "The payments service is backed by Postgres."),
    ("The crawler runs in ap-southeast-2.", "The crawler is deployed to ap-southeast-2."),
    ("The whole test suite takes about six minutes.", "All the tests take about six minutes."),
    ("The backend targets Python 3.12.", "The backend uses Python 3.12."),
    ("The backend targets Python 3.12.", "The backend is on Python 3.12."),
    ("The notes app uses SQLite as its database.", "The notes app stores its data in SQLite."),
    ("接口文档在 Notion 里。", "API 文档在 Notion 里。"),
    ("我外甥读五年级。", "我外甥上五年级。"),
    ("我表妹在南京读高二。", "我表妹在南京上高二。"),
])
def test_one_relation_said_with_another_word_is_stored_once(old, new):
    assert _kinds(old, new) == {"restatement"}


@pytest.mark.parametrize("old,new", [
    ("The payments service stores its data in Postgres.", "The payments service backs up its data to Postgres."),
    ("The payments service stores its data in Postgres.", "The payments service is backed by MySQL."),
    ("The payments service stores its data in Postgres.", "The ledger service is backed by Postgres."),
    ("The crawler runs in ap-southeast-2.", "The crawler fails over to ap-southeast-2."),
    ("The crawler runs in ap-southeast-2.", "The crawler is deployed to eu-north-1."),
    ("The whole test suite takes about six minutes.", "The unit tests take about six minutes."),
    ("The backend targets Python 3.12.", "The backend is on Python 3.11."),
    ("The backend targets Python 3.12.", "The backend supports Python 3.12."),
    ("The ad campaign targets students.", "The ad campaign uses students."),
    ("The notes app uses SQLite as its cache.", "The notes app stores its data in SQLite."),
    ("接口文档在 Notion 里。", "设计文档在 Notion 里。"),
    ("我的笔记本用 USB-C 接口。", "我的笔记本用 API。"),
    ("我外甥读五年级。", "我外甥上六年级。"),
    ("我外甥读五年级。", "我外孙上五年级。"),
    ("我外甥读五年级。", "我外甥马上五年级。"),
    ("我表妹在南京读高二。", "我表妹在南京上班。"),
    # a deploy said with when it happens is a schedule of deploys, not where the thing runs
    ("We deploy the worker to prod on Mondays.", "The worker runs in prod on Mondays."),
    ("We deploy the worker to staging every morning.", "The worker runs in staging every morning."),
    # the passive of it too (enmix33)
    ("The worker is deployed to prod on Mondays.", "The worker runs in prod on Mondays."),
    ("The API is deployed to staging every morning.", "The API runs in staging every morning."),
])
def test_a_look_alike_of_the_relation_keeps_two_facts(old, new):
    assert "restatement" not in _kinds(old, new)


def test_another_version_said_with_another_verb_stays_on_the_update_path():
    judged = classify.classify("The backend targets Python 3.12.", "The backend is on Python 3.13.")
    assert judged.kind == "possible_update"
