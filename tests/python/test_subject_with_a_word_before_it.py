"""A Chinese subject with a word of its own before it names another thing (夜班车 is not 班车, 子项目 not 项目):
a change word said of it crosses nothing out (holder._cjk_subject_swapped); since the word may also name the same
thing more narrowly, the two are linked at most. Only where the older sentence opens: past a shared opening a
character of the newer sentence's own speaks of its value or verb (七点 / 七点半). A word that says the same thing
renewed (新办公室) is not one."""

from flymemory import classify
from flymemory.classify import holder


def test_a_change_said_of_the_subject_with_a_word_before_it_crosses_nothing_out():
    assert classify.classify("班车早上八点发车。", "自下月起，夜班车晚上十点发车。").kind != "update"
    assert classify.classify("项目用Java写。", "子项目改用Go写了。").kind != "update"


def test_a_change_said_of_the_subject_with_a_word_before_it_is_a_link():
    assert classify.classify("班车早上八点发车。", "自下月起，夜班车晚上十点发车。").kind == "possible_update"


def test_the_same_subject_still_updates():
    # (session 38: 自下月起 is a date still to come, the older fact holds until then: linked, no longer crossed out)
    assert classify.classify("班车早上八点发车。", "自下月起，班车早上七点四十发车。").kind == "possible_update"
    assert classify.classify("班车早上八点发车。", "班车改成早上七点四十发车了。").kind == "update"


def test_a_renewed_subject_is_the_same_thing():
    assert classify.classify("办公室在三楼。", "新办公室搬到了五楼。").kind == "update"


def test_a_character_of_its_own_past_the_shared_opening_speaks_of_the_value_not_of_another_subject():
    assert holder._cjk_subject_swapped("食堂七点开门。", "从下周一起，食堂七点半开门。") == ""
    assert holder._cjk_subject_swapped("我喝拿铁。", "从下周起，我喝冰拿铁。") == ""
