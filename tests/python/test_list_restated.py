"""A list restated: the same items listed again in any order, under the same relation (liking, wanting), is one fact
stored once; a list with another item, another relation, another party, a negation, another name or number, or one
more item said apart stays two (flymemory.classify.listed; FlyMemory issue #12)."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")

RESTATED = [
    ("I enjoy playing badminton, running, and swimming.", "Badminton, running and swimming are the sports I enjoy."),
    ("I like hiking, sailing and chess.", "Chess, hiking and sailing are the hobbies I like."),
    ("I want to visit Lisbon, Porto and Faro.", "Faro, Lisbon and Porto are the places I want to visit."),
    ("我还喜欢潜水、滑雪、跑步、登山和攀岩，五花八门吧。", "潜水、滑雪、跑步、登山、攀岩，这些运动我都喜欢。"),
    ("我还想去看张学友和邓紫棋的演唱会。", "张学友和邓紫棋的演唱会我也很想去看。"),
    ("我喜欢书法、围棋和茶道。", "围棋、茶道和书法这些爱好我都喜欢。"),
    ("我喜欢书法、围棋和茶道。", "我的爱好是围棋、书法还有茶道。"),
    ("I like chess, sailing and pottery.", "As I told you, my hobbies are sailing, pottery and chess."),
    # (the openings "I like" / "my hobbies are" say one relation: no other subject of one value)
    ("I like chess, long-distance running and pottery.", "As I told you, my hobbies are chess, long-distance running "
     "and pottery."),
]


@pytest.mark.parametrize("old,new", RESTATED)
def test_the_same_items_listed_in_another_order_under_the_same_relation_are_stored_once(old, new):
    for similarity, thresholds in ((None, None), (0.97, E5)):
        judged = classify.classify(old, new, similarity, thresholds)
        assert judged.kind == "restatement", (similarity, judged)


# Round 2: the same items in other words (a synonym, a going-verb, 绘画 / 画画, 去游泳 / 游泳) or joined otherwise
# (commas alone, "as well as", "plus", 跟, 与), read by the list rule itself.
RESTATED_OTHERWISE = [
    ("I like surfing, cycling, pottery.", "Pottery, surfing and cycling are the hobbies I like."),
    ("I enjoy baking as well as gardening.", "Gardening and baking are what I enjoy."),
    ("I love tennis, golf plus squash.", "Squash, tennis and golf are the sports I love."),
    ("I like comedies and romance films.", "I like romantic films and comedies."),
    ("I love going fishing and camping.", "Camping and fishing are what I love."),
    ("我喜欢川菜跟粤菜。", "粤菜和川菜我都喜欢。"),
    ("我喜欢爵士乐与蓝调。", "蓝调和爵士乐我都喜欢。"),
    ("我喜欢绘画、游泳和书法。", "画画、书法和去游泳这些我都喜欢。"),
    ("我想去哥本哈根、斯德哥尔摩和奥斯陆。", "奥斯陆、哥本哈根、斯德哥尔摩这些地方我都想去。"),
]


@pytest.mark.parametrize("old,new", RESTATED_OTHERWISE)
def test_the_same_items_in_other_words_or_other_joiners_are_a_list_restated(old, new):
    from flymemory.classify.listed import same_list_restated

    assert same_list_restated(old, new).startswith("a list restated")
    for similarity, thresholds in ((None, None), (0.97, E5)):
        judged = classify.classify(old, new, similarity, thresholds)
        assert judged.kind == "restatement", (similarity, judged)


# (older, newer, the guard of classify.listed.same_list_restated that keeps the pair apart)
KEPT_APART = [
    # another item, or one item fewer: the items are matched one to one
    ("I like hiking, sailing and chess.", "Chess, hiking and golf are the hobbies I like.", "items"),
    ("I like hiking, sailing and chess.", "Hiking and sailing are the hobbies I like.", "items"),
    ("我喜欢书法、围棋和茶道。", "围棋和书法这些爱好我都喜欢。", "items"),
    # another relation: having visited is not liking, wanting to visit is not liking
    ("I visited Lisbon, Porto and Faro.", "Faro, Lisbon and Porto are the places I love.", "relation"),
    ("我去过杭州、苏州和扬州。", "扬州、苏州和杭州这些地方我都喜欢。", "relation"),
    ("I want to visit Lisbon, Porto and Faro.", "Faro, Lisbon and Porto are the places I love.", "relation"),
    # another party: "we" / "I", "she and I" / "I"
    ("我们喜欢书法、围棋和茶道。", "围棋、茶道和书法这些爱好我都喜欢。", "speakers"),
    ("She and I like hiking, sailing and chess.", "Chess, hiking and sailing are the hobbies I like.", "persons"),
    # a negation on one side
    ("I don't like hiking, sailing and chess.", "Chess, hiking and sailing are the hobbies I like.", "guards"),
    ("I like hiking, sailing and chess.", "Chess, hiking and sailing are the hobbies I don't like.", "guards"),
    # a name or number on one side only (the older one may say more, but no other name or number)
    ("I want to visit Lisbon, Porto and Faro in 2027.", "Faro, Lisbon and Porto are the places I want to visit.",
     "anchors"),
    # the newer sentence adds a word of its own: a party, another verb
    ("我还想去看张学友和邓紫棋的演唱会。", "张学友和邓紫棋的演唱会我妈妈也很想去看。", "added"),
    ("I like watching hiking, sailing and chess.", "Chess, hiking and sailing are what I like playing.", "added"),
    # one more item said in a clause of its own
    ("我喜欢书法、围棋和茶道，还有插花。", "围棋、茶道和书法这些爱好我都喜欢。", "adds"),
    # round 2, lists joined otherwise: another item, one fewer, another kind of thing, another relation, a party
    ("I like surfing, cycling, pottery.", "Pottery, surfing and golf are the hobbies I like.", "items"),
    ("I like surfing, cycling, pottery.", "Surfing and cycling are the hobbies I like.", "items"),
    ("I like action movies and horror games.", "I like horror movies and action games.", "kinds"),
    ("I visited Rome, Milan, Turin.", "Turin, Rome and Milan are the places I love.", "relation"),
    ("我去过杭州、苏州和扬州。", "扬州、杭州、苏州这些地方我都想去。", "relation"),
    ("我们喜欢川菜与粤菜。", "粤菜和川菜我都喜欢。", "speakers"),
    ("我喜欢川菜跟粤菜。", "粤菜和川菜我跟朋友都喜欢。", "added"),
    ("I love tennis, golf plus squash.", "Squash, tennis and golf are the sports I loved in 2019.", "anchors"),
    # the list moved to the front with the speaker after the verb: another party likes the speaker
    ("我喜欢猫和狗。", "猫和狗都喜欢我。", "traded"),
    # a Chinese negation on one side: the opposite claim
    ("喜剧片和动作片我都不爱看。", "喜剧片和动作片我都爱看。", "negation"),
]


@pytest.mark.parametrize("old,new,guard", KEPT_APART)
def test_another_list_relation_party_or_detail_stays_two(old, new, guard):
    judged = classify.classify(old, new)
    assert judged.kind != "restatement", (guard, judged)
    # (with a cosine, the cosine rungs read the pair as before: the list rule does not admit it)
    assert not classify.classify(old, new, 0.97, E5).rule.startswith("a list restated"), guard


def test_the_rule_names_the_items_and_the_relation():
    judged = classify.classify("我喜欢书法、围棋和茶道。", "围棋、茶道和书法这些爱好我都喜欢。")
    assert judged.rule == "a list restated: the same 3 items listed in another order under the same relation (like)", \
        judged


def test_a_word_before_the_enumeration_comma_is_an_item_not_a_lead_in():
    from flymemory.classify.claim import lead_clause

    assert lead_clause("潜水、滑雪、跑步、登山、攀岩，这些运动我都喜欢。") is None


def test_a_word_before_a_comma_that_a_list_goes_on_after_is_an_item_not_a_lead_in():
    from flymemory.classify.claim import lead_clause

    assert lead_clause("Badminton, running and swimming are the sports I enjoy.") is None
    assert lead_clause("By the way, I moved to Porto.") is not None


def test_a_lead_in_before_two_coordinated_words_is_still_a_lead_in():
    from flymemory.classify.claim import lead_clause

    assert lead_clause("Recently, my colleagues and I formed a badminton group.") is not None
