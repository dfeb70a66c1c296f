"""Issue #12, precision: one value, or one change word, said of two subjects is not one fact. A change word
crosses out the older sentence only when the newer one speaks of the same holder and the same slot; two
persons trading roles are two events. The true counterparts still join: an update of the same slot with a
change word, the subject written a little differently, a restatement reworded."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity is not None else None)


@pytest.mark.parametrize("old,new", [
    # another person than the speaker, with a change word
    ("I live in Leeds.", "My brother moved to Bristol."),
    ("I drive to the plant every day.", "My wife takes the bus to the plant now."),
    ("My dentist is Dr. Okafor.", "My son's dentist is now Dr. Lee."),
    ("我住在南京。", "我爸妈已经搬到苏州了。"),
    ("我用的是三星手机。", "我儿子现在换成华为手机了。"),
    ("我的医生是周医生。", "我女儿的医生换成了吴医生。"),
    # another slot of the same subject: a count, then a move that names no number
    ("Our sales team has twelve people.", "Our sales team moved to the third floor."),
    ("我们的运维组有八个人。", "我们的运维组已经搬到成都了。"),
    # another thing of the same owner
    ("My bike is a red Trek.", "My bike's lock switched to a Kryptonite."),
    # another subject of one family in Chinese: a word before the shared head says which one
    ("我们的采购系统是用PHP写的。", "我们的报销系统已经换成飞书了。"),
    # one character says which one: primary or backup, inside or outside
    ("测试分支叫dev。", "主分支已改名为main。"),
    ("备用服务器在上海。", "主服务器搬到了北京。"),
])
@pytest.mark.parametrize("similarity", [0.97, None])
def test_a_change_word_about_another_holder_or_slot_crosses_nothing_out(old, new, similarity):
    verdict = judged(old, new, similarity)
    assert verdict.kind == "distinct", verdict
    assert not verdict.links, verdict


@pytest.mark.parametrize("old,new", [
    ("I lent Maya my drill.", "Maya lent me her drill."),
    ("My manager praised me in the meeting.", "I praised my manager in the meeting."),
    ("我请小周喝了咖啡。", "小周请我喝了咖啡。"),
    ("我帮老李搬了家。", "老李帮我搬了家。"),
])
@pytest.mark.parametrize("similarity", [0.98, None])
def test_the_speaker_and_another_person_trading_roles_are_two_events(old, new, similarity):
    assert judged(old, new, similarity).kind == "distinct"
    assert judged(new, old, similarity).kind == "distinct"


@pytest.mark.parametrize("old,new", [
    ("I live in Leeds.", "I moved from Leeds to Bristol."),
    ("Our sales team has twelve people.", "Our sales team now has fifteen people."),
    ("My dentist is Dr. Okafor.", "I switched dentists; my dentist is now Dr. Lee."),
    ("我住在南京。", "我已经搬到苏州了。"),
    ("我用的是三星手机。", "我现在换成华为手机了。"),
    ("我的医生是周医生。", "我的医生换成了吴医生。"),
    ("采购系统是用PHP写的。", "我们的采购系统已经换成Go写了。"),
    ("主分支叫master。", "主分支已改名为main。"),
    ("我的老电脑是ThinkPad。", "新电脑换成了Mac。"),
])
@pytest.mark.parametrize("similarity", [0.95, None])
def test_the_same_holder_and_slot_with_a_change_word_still_links(old, new, similarity):
    assert judged(old, new, similarity).links


@pytest.mark.parametrize("old,new", [
    ("My sister's name is Ruth.", "My sister is called Ruth."),
    ("I called my mom on Friday.", "On Friday I called my mom."),
    ("我给老李打了电话。", "我打了电话给老李。"),
    ("公司总部有三百人。", "公司总部是三百人。"),
])
def test_a_restatement_with_the_same_holder_is_still_stored_once(old, new):
    assert judged(old, new, 0.97).kind == "restatement"


@pytest.mark.parametrize("old,new", [
    ("My son goes to Lincoln Elementary.", "I moved my son to Oak Park Elementary."),
    ("Our daughter takes piano lessons.", "We switched our daughter to violin lessons now."),
    ("我儿子在育才中学上学。", "我已经让儿子转到实验中学了。"),
    ("我女儿学钢琴。", "我让女儿改学小提琴了。"),
])
@pytest.mark.parametrize("similarity", [0.95, None])
def test_the_speaker_acting_on_the_party_of_the_older_sentence_is_one_holder(old, new, similarity):
    # The speaker's sentence names the party: the party's fact changed, said by the speaker who changed it.
    assert judged(old, new, similarity).links


@pytest.mark.parametrize("old", ["我儿子在育才中学上学。", "我儿子在育才中学读书。", "我儿子就读于育才中学。"])
@pytest.mark.parametrize("flip", [False, True])
def test_a_plan_to_act_on_the_party_is_apart_as_a_plan_not_as_another_holder(old, flip):
    # "我打算让儿子去…" is the speaker's plan about the son's fact: one holder, so the reason is the plan (打算).
    pair = ("我打算让儿子去育才中学上学。", old) if flip else (old, "我打算让儿子去育才中学上学。")
    verdict = judged(*pair, 0.98)
    assert verdict.kind == "distinct" and "打算" in verdict.rule and "holder" not in verdict.rule


def test_a_plan_about_another_relative_is_still_another_party():
    verdict = judged("我侄子在育才中学上学。", "我打算让儿子去育才中学上学。", 0.98)
    assert verdict.kind == "distinct" and "儿子" in verdict.rule
