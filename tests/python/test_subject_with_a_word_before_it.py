"""A Chinese subject with a word of its own before it names another thing (夜班车 is not 班车, 子项目 not 项目):
a change word said of it leaves the other side's fact alone (holder._cjk_subject_swapped). A word that says the
same thing renewed (新办公室) is not one."""

from flymemory import classify


def test_a_change_said_of_the_subject_with_a_word_before_it_crosses_nothing_out():
    assert classify.classify("班车早上八点发车。", "自下月起，夜班车晚上十点发车。").kind != "update"
    assert classify.classify("项目用Java写。", "子项目改用Go写了。").kind != "update"


def test_the_same_subject_still_updates():
    assert classify.classify("班车早上八点发车。", "自下月起，班车早上七点四十发车。").kind == "update"


def test_a_renewed_subject_is_the_same_thing():
    assert classify.classify("办公室在三楼。", "新办公室搬到了五楼。").kind == "update"
