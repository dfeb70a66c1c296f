"""Each party keeps its role: a sentence turned around, or reworded, is the same fact only when every party named
stays who it was. "We" and "I" are two holders; a person said by a pronoun that trades places with another party
("I like cats" / "Cats like me", "我信任我的经理" / "我的经理信任我", "他给她打了电话" / "她给他打了电话") did another
thing; a pronoun said as the subject on one side and as the object on the other ("He thanked her" / "She thanked
him") changed its role. A passive, a copula read both ways, a cleft and a moved clause keep the roles and are stored
once (flymemory.classify.second_looks, guards; FlyMemory issue #12)."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity else None)


# -- the speaker's group against the speaker alone -------------------------------------------------------------------
WE_AND_I = [
    ("We like hiking, sailing and chess.", "Chess, hiking and sailing are the hobbies I like."),
    ("We eat hotpot every Friday.", "Every Friday I eat hotpot."),
    ("我们每周五吃火锅。", "每周五我吃火锅。"),
    ("我喜欢爬山、游泳和下棋。", "爬山、游泳和下棋是我们喜欢的爱好。"),
]


@pytest.mark.parametrize("old,new", WE_AND_I)
@pytest.mark.parametrize("similarity", [None, 0.97])
def test_we_on_one_side_and_i_on_the_other_are_two_holders(old, new, similarity):
    assert judged(old, new, similarity).kind != "restatement"


# -- a person said by a pronoun trades places with another party -----------------------------------------------------
TRADED = [
    ("I like cats and dogs.", "Cats and dogs like me."),
    ("I report to Fatima.", "Fatima reports to me."),
    ("我喜欢猫和狗。", "猫和狗都喜欢我。"),
    ("我信任我的经理。", "我的经理信任我。"),
    ("周日他给她打了电话。", "周日她给他打了电话。"),
    ("我们公司很欣赏他。", "他很欣赏我们公司。"),
]


@pytest.mark.parametrize("old,new", TRADED)
@pytest.mark.parametrize("similarity", [None, 0.97])
def test_a_pronoun_that_trades_places_with_another_party_is_another_fact(old, new, similarity):
    assert judged(old, new, similarity).kind != "restatement"


# -- a pronoun said as the subject on one side and as the object on the other -----------------------------------------
CASE_CHANGED = [
    ("I admire my teacher.", "My teacher admires me."),
    ("He thanked her on Monday.", "On Monday she thanked him."),
]


@pytest.mark.parametrize("old,new", CASE_CHANGED)
@pytest.mark.parametrize("similarity", [None, 0.97])
def test_a_pronoun_that_turns_from_subject_to_object_is_another_fact(old, new, similarity):
    assert judged(old, new, similarity).kind != "restatement"


# -- the roles kept: stored once --------------------------------------------------------------------------------------
KEPT = [
    ("In 2019 I moved to Berlin.", "I moved to Berlin in 2019.", None),
    ("Our product manager is Sarah Chen.", "Sarah Chen is our product manager.", None),
    ("我们的产品经理是陈莎。", "陈莎是我们的产品经理。", None),
    ("我的经理是王磊。", "王磊是我的经理。", None),
    ("I like hiking, sailing and chess.", "Chess, hiking and sailing are the hobbies I like.", None),
    ("我们每周五吃火锅。", "每周五我们吃火锅。", None),
    ("I report to Fatima.", "Fatima is who I report to.", 0.97),
    ("My manager is him.", "He is my manager.", 0.97),
]


@pytest.mark.parametrize("old,new,similarity", KEPT)
def test_a_sentence_turned_around_with_every_party_in_its_role_is_stored_once(old, new, similarity):
    assert judged(old, new, similarity).kind == "restatement"
    assert judged(old, new, 0.97).kind == "restatement"


# -- two named parties traded around a long middle: a score, adverbs of time and place, 了, 把, 给 ---------------------
LONG_MIDDLE = [
    ("阿森纳2比1击败了切尔西", "切尔西2比1击败了阿森纳"),
    ("张三昨天在公司帮了李四", "李四昨天在公司帮了张三"),
    ("小王把文件发给了小李", "小李把文件发给了小王"),
    ("上个月小马在项目评审会上当众反驳了老黄。", "上个月老黄在项目评审会上当众反驳了小马。"),
    ("深圳队主场4比2大胜广州队", "广州队主场4比2大胜深圳队"),
    ("王磊是李娜的经理", "李娜是王磊的经理"),
    ("我姐姐昨天从机场接了我表弟", "我表弟昨天从机场接了我姐姐"),
    ("Maria sent the signed contract to Ben on Friday", "Ben sent the signed contract to Maria on Friday"),
    ("Arsenal beat Chelsea 2-1", "Chelsea beat Arsenal 2-1"),
]


@pytest.mark.parametrize("old,new", LONG_MIDDLE)
@pytest.mark.parametrize("similarity", [None, 0.90, 0.97])
def test_two_parties_traded_around_a_long_middle_are_two_facts(old, new, similarity):
    assert judged(old, new, similarity).kind == "distinct"


# -- a passive turned around: the party before the verb was the patient, and is now the agent --------------------------
PASSIVE_TURNED = [
    ("Ann was praised by Bob", "Ann praised Bob"),
    ("Ann was praised by Bob at the meeting.", "At the meeting Ann praised Bob."),
    ("Chelsea were beaten 2-1 by Arsenal.", "Chelsea beat Arsenal 2-1."),
    ("李四被张三帮了", "李四帮了张三"),
    ("老黄上个月在项目评审会上被小马当众反驳了。", "老黄上个月在项目评审会上当众反驳了小马。"),
    ("文件被小李发给了小王", "小王把文件发给了小李"),
]


@pytest.mark.parametrize("old,new", PASSIVE_TURNED)
@pytest.mark.parametrize("similarity", [None, 0.90, 0.97])
def test_a_passive_turned_around_is_another_fact(old, new, similarity):
    assert judged(old, new, similarity).kind == "distinct"


# -- every role kept (a passive with by or 被, a 把 form, a topic, a list or clauses reordered): stored once -----------
ROLES_KEPT = [
    ("Bob praised Ann", "Ann was praised by Bob"),
    ("Bob praised Ann at the meeting.", "At the meeting Ann was praised by Bob."),
    ("张三帮了李四", "李四被张三帮了"),
    ("上个月小马在项目评审会上当众反驳了老黄。", "老黄上个月在项目评审会上被小马当众反驳了。"),
    ("文件被小王发给了小李", "小王把文件发给了小李"),
    ("我的车被我老婆开走了", "我老婆把我的车开走了"),
    ("深圳队主场4比2大胜广州队", "广州队被深圳队主场4比2大胜"),
    ("我周五去健身房，周日去游泳", "我周日去游泳，周五去健身房"),
    ("Our CTO recruited the new designer from a rival startup in 2021.",
     "In 2021 the new designer was recruited from a rival startup by our CTO."),
]


@pytest.mark.parametrize("old,new", ROLES_KEPT)
@pytest.mark.parametrize("similarity", [None, 0.97])
def test_a_passive_or_a_moved_phrase_with_every_role_kept_is_stored_once(old, new, similarity):
    assert judged(old, new, similarity).kind == "restatement"


# -- the agent named after other words ("… to ski by Marco"), an opening phrase before the subject --------------------
LATE_AGENT_KEPT = [
    ("Marco taught Lily to ski over the winter.", "Over the winter Lily was taught to ski by Marco."),
    ("Mrs. Sato hired Mr. Ito as head chef last year.", "Last year Mr. Ito was hired as head chef by Mrs. Sato."),
    ("Nora forwarded the budget spreadsheet to Sam this morning.",
     "This morning, the budget spreadsheet was forwarded to Sam by Nora."),
]
LATE_AGENT_TURNED = [
    ("Marco taught Lily to ski over the winter.", "Over the winter Marco was taught to ski by Lily."),
    ("Mrs. Sato hired Mr. Ito as head chef last year.", "Last year Mrs. Sato was hired as head chef by Mr. Ito."),
    ("Nora forwarded the budget spreadsheet to Sam this morning.",
     "This morning, the budget spreadsheet was forwarded to Nora by Sam."),
]


@pytest.mark.parametrize("old,new", LATE_AGENT_KEPT)
@pytest.mark.parametrize("similarity", [None, 0.90, 0.97])
def test_a_passive_whose_agent_comes_after_other_words_is_read_as_the_active(old, new, similarity):
    assert judged(old, new, similarity).kind == "restatement"


@pytest.mark.parametrize("old,new", LATE_AGENT_TURNED)
@pytest.mark.parametrize("similarity", [None, 0.90, 0.97])
def test_a_passive_whose_late_agent_is_the_other_party_is_another_fact(old, new, similarity):
    assert judged(old, new, similarity).kind == "distinct"


def test_a_by_of_time_names_no_agent():
    assert judged("I sent the report to Ben by Friday.", "The report was sent to Ben by Friday.", 0.97).kind \
        == "restatement"


def test_a_noun_that_begins_like_the_participle_is_no_verb_of_the_active_side():
    # "owner" is no "owned": the party before it is no agent of a verb, and the two say one owner.
    assert judged("Billing service owner: Priya.", "The billing service is owned by Priya.", None).kind == "restatement"


@pytest.mark.parametrize("old,new", LONG_MIDDLE[:3] + PASSIVE_TURNED[:2])
@pytest.mark.parametrize("similarity", [None, 0.97])
def test_parties_that_traded_roles_are_not_asked_of_the_model_as_a_repeat(old, new, similarity):
    judgement = judged(old, new, similarity)
    assert judgement.kind == "distinct" and not judgement.may_repeat
