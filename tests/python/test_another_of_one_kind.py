"""Another one of one kind (session 34, alpha34): "Service alpha listens on 8080" / "We moved service beta to 9090"
are two services, each with its own port; the change word speaks of the other one. The write path never crosses out
the older of such a pair (guards.another_of_one_kind: a kind word both keep, a word beside it that names which one,
another word in its place, and a value apart too; a link at most, since kept apart altogether it cost real updates of
two check halves; a read-time guard for the asked one was taken out: it left a real update stale). The name alone replaced is the value and still an update
("我在中信银行上班" / "我已经到招商银行工作了"), and so is the one thing said again with its change."""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

import pytest
from flymemory import classify

TWO_OF_ONE_KIND = [
    ("Service gamma listens on port 7000.", "We moved service delta to port 7100.", "Which port does service gamma use?"),
    ("The search service runs on 8080.", "We moved the billing service to 9090.", "Which port does the search service run on?"),
    ("Staging runs on Redis 6.", "We upgraded production to Redis 7.", "Which Redis version does staging run?"),
    ("The north cluster has 8 nodes.", "We scaled the south cluster to 16 nodes.", "How many nodes does the north cluster have?"),
    ("The Paris office is on the 2nd floor.", "The Lyon office moved to the 4th floor.", "Which floor is the Paris office on?"),
    ("搜索服务部署在8080端口。", "我们把推荐服务改到了9090端口。", "搜索服务用哪个端口？"),
    ("C项目计划四月上线。", "D项目推迟到了六月上线。", "C项目什么时候上线？"),
    ("南区集群有8台机器。", "北区集群扩到了16台机器。", "南区集群有多少台机器？"),
]

ONE_THING = [
    ("Service gamma listens on port 7000.", "We moved service gamma to port 7100.", "Which port does service gamma use?"),
    ("The search service runs on 8080.", "We moved search to 9090.", "Which port does the search service run on?"),
    ("Staging runs on Redis 6.", "We upgraded staging to Redis 7.", "Which Redis version does staging run?"),
    ("搜索服务部署在8080端口。", "我们把搜索服务改到了9090端口。", "搜索服务用哪个端口？"),
    ("我在中信银行上班。", "我已经到招商银行工作了。", "我在哪家银行上班？"),
    ("I live in a small apartment in Boston.", "We moved to a bigger apartment in Denver.", "Which apartment do I live in?"),
]


@pytest.mark.parametrize(("old", "new", "question"), TWO_OF_ONE_KIND)
def test_two_of_one_kind_are_never_crossed_out_at_write_time(old: str, new: str, question: str) -> None:
    judged = classify.classify(old, new)
    assert not judged.crosses_out and judged.kind != "restatement", judged


@pytest.mark.parametrize(("old", "new", "question"), ONE_THING)
def test_one_thing_changed_is_still_linked(old: str, new: str, question: str) -> None:
    assert classify.classify(old, new).links


@pytest.mark.parametrize(("old", "new", "question"), ONE_THING)
def test_the_one_things_change_is_still_read_newer_first(lexical_engine, old: str, new: str, question: str) -> None:
    lexical_engine.remember(old)
    newer = lexical_engine.remember(new)[0].entry_id
    hits = lexical_engine.recall(question, k=5)
    assert hits and hits[0].entry.id == newer, hits
