"""Recall's read-time net (`at_read`) stamps an older entry "possibly outdated" only for a change of the one
the question asks about. Another person's or party's change beside it ("小杰调到了设计组" for
"小梅在哪个组？", "我哥哥搬到了上海" for "我姐姐住在哪里？") answers nothing about the one asked: both
stay as they are, as in the order-only step (`changed_at_read`). The asked one's own change, or a pronoun
that may be them, is still read as a change."""

from __future__ import annotations

import pytest
from flymemory.classify.read import at_read

ANOTHER_ONE = [
    ("小梅在前端组。", "小杰调到了设计组。", "小梅在哪个组？"),
    ("我姐姐住在杭州。", "我哥哥搬到了上海。", "我姐姐住在哪里？"),
    ("张伟在北京工作。", "李娜换到了深圳工作。", "张伟在哪里工作？"),
]

THE_ASKED_ONE = [
    ("小梅在前端组。", "小梅调到了设计组。", "小梅在哪个组？"),
    ("小梅在前端组。", "她调到了设计组。", "小梅在哪个组？"),
    ("我住在杭州。", "我已经搬到上海了。", "我住在哪里？"),
    ("Our logs ship to Elasticsearch.", "We moved logs to Loki.", "Where do our logs go?"),
]


@pytest.mark.parametrize(("old", "new", "question"), ANOTHER_ONE)
def test_another_ones_change_stamps_nothing_on_the_asked_one(old: str, new: str, question: str) -> None:
    judged = at_read(old, new, question)
    assert not judged.links, judged


@pytest.mark.parametrize(("old", "new", "question"), THE_ASKED_ONE)
def test_the_asked_ones_own_change_is_still_read_as_a_change(old: str, new: str, question: str) -> None:
    judged = at_read(old, new, question)
    assert judged.links, judged


@pytest.mark.parametrize(("old", "new", "question"), ANOTHER_ONE)
def test_recall_answers_the_asked_one_first_and_unstamped(lexical_engine, old: str, new: str, question: str) -> None:
    asked = lexical_engine.remember(old)[0].entry_id
    lexical_engine.remember(new)
    hits = lexical_engine.recall(question, k=5)
    assert hits[0].entry.id == asked and hits[0].outdated_by is None, hits
