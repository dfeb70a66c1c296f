"""Two children told apart by a sibling word (老二 / 老三) are two facts, however close the embedder puts them: the
cosine-admitted Chinese rewording never merges them. A rewording that only drops the kind of a shared name still
restates."""

from __future__ import annotations

from judged_pairs import lexical_and_e5


def test_two_children_at_one_school_stay_two_entries() -> None:
    kinds = lexical_and_e5("老大在一中读书，老二在三小。", "老大在一中读书，老三在三小。", 0.995)
    assert kinds == ("distinct", "distinct")


def test_a_tool_said_without_its_kind_is_still_one_fact() -> None:
    assert lexical_and_e5("团队沟通工具是飞书。", "我们用飞书沟通。", 0.958)[1] == "restatement"
