"""Issue #12: 成 ('become') and 都 ('all') are Chinese function characters only as words of their own. Inside a
name they are the name: 成 right after a preposition of place (在 从 到 去 往 于) or a slot phrase (住在, 家在), unless
了 follows (成了 'became'), and 都 at the end of a clause or before 的 (an adverb is never last). So 我住在成都 /
我家在成都 is one claim, read by its value 成都, not by nothing; the adverb 都 and the verb 成 still say nothing of
the fact; another slot or another person stays apart."""

import pytest
from flymemory import classify, dedup

SAME_CLAIM = [
    ("我住在成都。", "我家在成都。"),
    ("我在成都工作。", "我在成都上班。"),
    ("我住在首都。", "我家在首都。"),
]


def test_a_name_read_the_same_wherever_it_stands():
    # 成 is no noun alone: after 在 it takes the next character (在成都有…), as 都 at a clause end does (…在成都。)
    assert classify.classify("我们在成都有一家门店。", "我们有一家门店在成都。", 0.82,
                             dedup.thresholds_for("e5-small-q4")).kind == "restatement"

APART = [
    ("我住在成都。", "我在成都工作。"),  # where I live, where I work: two slots
    ("我住在成都。", "我爸妈家在成都。"),  # another person
    ("我老婆在成都工作。", "我女儿在成都工作。"),
]


@pytest.mark.parametrize("old,new", SAME_CLAIM)
def test_a_place_name_holding_a_function_character_is_the_value_kept(old, new):
    judged = classify.classify(old, new)
    assert judged.kind == "restatement", judged
    assert "成都" in judged.rule or "首都" in judged.rule, judged  # read by the name, not by what is left of it


@pytest.mark.parametrize("old,new", APART)
def test_another_slot_or_another_person_stays_apart(old, new):
    assert classify.classify(old, new).kind in ("distinct", "unrelated"), classify.classify(old, new)


def test_the_adverb_and_the_verb_still_say_nothing_of_the_fact():
    assert classify.classify("我们都住在成都。", "我们住在成都。").kind == "restatement"  # 都 'all'
    assert classify.classify("我把周会从周一改成了周五。", "我把周会从周五改成了周一。").kind == "reversal"  # 改成


def test_a_new_place_is_still_a_new_value():
    judged = classify.classify("我住在成都。", "我住在杭州。")
    assert judged.kind == "possible_update" and (judged.old_value, judged.new_value) == ("成都", "杭州"), judged
