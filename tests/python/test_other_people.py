"""Other people named without a pronoun (其他人, 别人, 他人, 其他同事, 大家, 有人, "other people", "others", "someone
else", "everyone else") are a third party, "others": never one fact with a sentence about the speaker or a "he"."""
from __future__ import annotations

from flymemory import dedup
from flymemory.classify.holder import speaker_unsaid
from flymemory.classify.ladder import classify
from flymemory.classify.words import _persons

E5 = dedup.thresholds_for("e5-small-q4")
MINILM = dedup.thresholds_for("minilm")


def test_words_for_other_people_are_the_person_others():
    assert _persons("其他同事六点下班。") == {"others"}
    assert _persons("别人都觉得这个方案不错。") == {"others"}
    assert _persons("大家都喜欢吃火锅。") == {"others"}
    assert _persons("有人占了我的车位。") == {"first", "others"}
    assert _persons("Other people find the commute hard.") == {"others"}
    assert _persons("Someone else has the office keys.") == {"others"}
    assert _persons("Everyone else works remotely.") == {"others"}


def test_the_he_of_others_as_a_noun_is_no_he():
    assert _persons("我很尊重他人的意见。") == {"first", "others"}
    assert _persons("我们要学会帮助他人。") == {"first", "others"}


def test_he_as_a_person_stays_he():
    assert _persons("他人很好。") == {"he"}
    assert _persons("他人在北京。") == {"he"}


def test_words_that_only_contain_the_characters_name_no_one():
    assert _persons("这家店的服务特别人性化。") == frozenset()
    assert _persons("我有人民币。") == {"first"}
    assert _persons("我喜欢其他运动。") == {"first"}
    assert _persons("I like other sports.") == {"first"}
    assert _persons("大家庭聚会在周日。") == frozenset()


def test_a_sentence_naming_others_says_its_subject():
    assert not speaker_unsaid("也有人喜欢吃辣。")


def test_other_colleagues_and_he_are_two_facts_however_close():
    assert classify("其他同事六点下班。", "他六点下班。", 0.95, E5).kind == "distinct"
    assert classify("其他同事六点下班。", "他六点下班。", 0.85, MINILM).kind == "distinct"


def test_other_people_and_i_are_two_facts_however_close():
    assert classify("其他人周末都要加班。", "我周末要加班。", 0.97, E5).kind == "distinct"
    assert classify("The others stay late on Fridays.", "I stay late on Fridays.", 0.95, E5).kind == "distinct"


def test_seeking_others_support_is_not_enjoying_ones_own_activities():
    old = "好的，我会尝试寻求其他人的支持和帮助。谢谢你的建议，AI伴侣。"
    new = "嗯，你说得对。我会尽情享受自己喜欢的活动。谢谢你的建议，AI伴侣。"
    assert classify(old, new, 0.95, E5).kind == "distinct"
    assert classify(old, new, 0.85, MINILM).kind == "distinct"


def test_other_people_restated_stay_one_fact():
    assert classify("其他同事六点下班。", "其他同事一般六点下班。").kind == "restatement"
    assert classify("The other colleagues leave at six.", "At six the other colleagues leave work.",
                    0.95, E5).kind == "restatement"
    assert classify("我会寻求其他人的支持和帮助。", "我会去寻求其他人的帮助和支持。", 0.95, E5).kind == "restatement"


def test_someone_and_a_passive_by_someone_stay_one_fact():
    assert _persons("我的车位被人占了。") == {"first", "others"}
    assert classify("有人占了我的车位。", "我的车位被人占了。").kind == "restatement"


def test_a_relative_and_other_people_do_not_point_back_at_each_other():
    assert classify("我姐姐住在成都。", "别人住在成都。", 0.95, E5).kind == "distinct"
