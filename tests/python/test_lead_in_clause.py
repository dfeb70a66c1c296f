"""A discourse clause before a comma ("跟你说一下，…", "By the way, …") does not hide the claim: the pair is
judged on the rest of the sentence (flymemory.classify.claim), while a time clause or a subject clause stays
part of what is said (FlyMemory issue #12)."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.claim import claims, lead_clause

E5 = dedup.thresholds_for("e5-small-q4")

# (older sentence, lead-in, newer sentence)
LEAD_IN_PAIRS = [
    ("我住在杭州西湖区。", "跟你说一下，", "我已经搬到上海浦东了。"),
    ("我在阿里巴巴工作。", "我想告诉你，", "我现在在腾讯工作了。"),
    ("我住在北京。", "对了，", "我住在北京。"),
    ("I live in Lisbon.", "By the way, ", "I moved to Porto."),
    ("I live in Lisbon.", "Just so you know, ", "I live in Lisbon."),
    ("The team standup is at 9:30.", "Honestly, ", "the team standup is at 9:30."),
]


@pytest.mark.parametrize("old,lead,new", LEAD_IN_PAIRS)
def test_a_pair_with_a_lead_in_on_the_newer_side_is_judged_like_the_pair_without_it(old, lead, new):
    for similarity, thresholds in ((None, None), (0.9, E5)):
        assert classify.classify(old, lead + new, similarity, thresholds) \
            == classify.classify(old, new, similarity, thresholds)


@pytest.mark.parametrize("old,lead,new", LEAD_IN_PAIRS)
def test_a_pair_with_a_lead_in_on_the_older_side_is_judged_like_the_pair_without_it(old, lead, new):
    assert classify.classify(lead + old, new) == classify.classify(old, new)


def test_an_update_after_a_lead_in_names_values_without_the_lead_in():
    judged = classify.classify("我住在杭州西湖区。", "跟你说一下，我已经搬到上海浦东了。")
    assert judged.kind == "update" and "说" not in judged.new_value, judged
    judged = classify.classify("I live in Lisbon.", "By the way, I moved to Porto.")
    assert judged.kind == "update" and "way" not in judged.new_value, judged


def test_a_restatement_after_a_lead_in_is_stored_once():
    assert classify.classify("我住在北京。", "对了，我住在北京。").kind == "restatement"
    assert classify.classify("I live in Lisbon.", "Just so you know, I live in Lisbon.").kind == "restatement"


@pytest.mark.parametrize("old,new", [
    ("I live in Lisbon.", "Last week, I was in Berlin."),
    ("我住在北京。", "上周，我在上海出差。"),
    ("我住在北京。", "这周，我在上海出差。"),
])
def test_a_time_clause_before_the_comma_is_kept(old, new):
    # It changes what is claimed: the rules for a passing state read it.
    assert lead_clause(new) is None
    assert claims(old, new) == (old, new)


@pytest.mark.parametrize("old,new", [
    ("我的经理是王强。", "我的经理，现在是李娜。"),
    ("我的老师是王强。", "我的经理，现在是李娜。"),
    ("The staging server is in Dublin.", "Our staging server, it moved to Frankfurt."),
    ("The test box is in Dublin.", "Our staging server, it moved to Frankfurt."),
])
def test_a_subject_clause_before_the_comma_is_kept(old, new):
    assert lead_clause(new) is None
    assert claims(old, new) == (old, new)


@pytest.mark.parametrize("text", [
    "我是成都人，四川的。",  # a verb of being: a statement of its own
    "We hired two more, the team is 9 engineers now.",  # a number
    "Linear didn't work out, we're back to Jira.",  # a name, a negation
    "I've always enjoyed reading, but lately I feel unfocused.",  # the rest joined on by a conjunction
    "我把朗逸卖了，现在开特斯拉。",  # a change word
    "Okay, I will study hard. Thanks again for your help.",  # several sentences: chat, judged as written
])
def test_a_leading_clause_that_says_something_of_its_own_is_kept(text):
    assert lead_clause(text) is None


def test_a_lead_in_that_shares_a_word_with_the_other_sentence_is_kept():
    old, new = "说实话我住在北京。", "说实话，我已经搬到上海了。"
    assert claims(old, new) == (old, new)


def test_a_conjunction_after_an_interjection_is_set_aside_with_it():
    assert claims("I live in Lisbon.", "Oh, and I moved to Porto.") == ("I live in Lisbon.", "I moved to Porto.")


def test_a_repeat_marker_after_a_lead_in_is_left_to_the_ladder():
    old, new = "我真的很想去欧洲旅游。", "我想告诉你，就像我说的，我真的很想去欧洲旅游。"
    assert claims(old, new)[1] == "就像我说的，我真的很想去欧洲旅游。"
    assert classify.classify(old, new).kind == "restatement"


def test_a_name_alone_after_a_greeting_is_the_one_addressed_and_a_name_opening_a_clause_its_subject():
    assert lead_clause("Hi, AI companion.") is None
    assert lead_clause("Thank you, AI companion, for your help.") is None
    assert lead_clause("Thanks, Alice moved the standup to 10:00.") == ("Thanks", "Alice moved the standup to 10:00.")


def test_a_greeting_or_thanks_stays_whole():
    assert lead_clause("谢谢你，朋友！") is None
    assert classify.classify("八个人左右，都是挺好的同事。", "谢谢你，朋友！").kind == "chatter"


def test_the_same_lead_in_on_both_sides_is_set_aside_on_both():
    assert claims("对了，我住在北京。", "对了，我已经搬到上海了。") == ("我住在北京。", "我已经搬到上海了。")
