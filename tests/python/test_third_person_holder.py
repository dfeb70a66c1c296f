"""One person's change never crosses out another person's fact: a third person said by a pronoun ("he", "she",
"they", "his", 他, 她, 他们) or other people (大家, 别人, "everyone else") holds the fact of a sentence they open, so
"他住在杭州" / "我已经搬到上海了" and "He uses VS Code" / "I switched from VS Code to Zed" are two people's facts,
whatever the change word (flymemory.classify.holder.third_person_holder; FlyMemory issue #12). The same person's
change still crosses out, and a person who is the value of the speaker's slot, or an object pronoun, is no holder."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.holder import third_person_holder

E5 = dedup.thresholds_for("e5-small-q4")
LINKED_OR_MERGED = ("update", "possible_update", "reversal", "restatement")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity else None)


def test_a_pronoun_or_other_people_opening_a_sentence_hold_its_fact():
    assert third_person_holder("他住在杭州。") == "he"
    assert third_person_holder("现在她们每天七点起床。") == "they"
    assert third_person_holder("大家都住在杭州。") == "others"
    assert third_person_holder("These days he drinks green tea.") == "he"
    assert third_person_holder("His car is a Honda Civic.") == "he"
    assert third_person_holder("Everyone else lives in Boston.") == "others"


def test_no_third_person_holds_the_speakers_own_or_a_things_fact():
    assert third_person_holder("我已经搬到上海了。") == ""
    assert third_person_holder("I switched from VS Code to Zed.") == ""
    assert third_person_holder("It runs on port 8080.") == ""
    assert third_person_holder("其他运动我不喜欢。") == ""
    # the speaker named too: the person may be the value of the speaker's slot
    assert third_person_holder("He is my manager.") == ""
    assert third_person_holder("他是我的经理。") == ""


ANOTHER_PERSON = [
    ("他住在杭州。", "我已经搬到上海了。"),
    ("大家都住在杭州。", "我已经搬到上海了。"),
    ("他们每天七点起床。", "我现在改成六点起床了。"),
    ("她平时用微信支付。", "我现在改用支付宝了。"),
    ("别人平时都用微信支付。", "我现在改用支付宝了。"),
    ("He uses VS Code.", "I switched from VS Code to Zed."),
    ("They use VS Code.", "I switched from VS Code to Zed."),
    ("She uses VS Code.", "He switched from VS Code to Zed."),
    ("Everyone else lives in Boston.", "I moved to Chicago last spring."),
    ("Other people work from home on Fridays.", "I no longer work from home on Fridays."),
    ("His phone is an iPhone 12.", "I replaced my iPhone 12 with a Pixel."),
]


@pytest.mark.parametrize("old, new", ANOTHER_PERSON)
@pytest.mark.parametrize("similarity", [None, 0.90, 0.95])
def test_another_persons_change_crosses_nothing_out(old, new, similarity):
    judgement = judged(old, new, similarity)
    assert judgement.kind not in LINKED_OR_MERGED, judgement
    assert "another holder" in judgement.rule


ONE_HOLDER = [
    ("他住在杭州。", "他已经搬到上海了。"),
    ("我住在杭州。", "我已经搬到上海了。"),
    ("我们住在杭州。", "我已经搬到上海了。"),  # (the speaker and the speaker's group: as on the base, an update)
    ("He uses VS Code.", "He switched from VS Code to Zed."),
    ("I use VS Code.", "I switched from VS Code to Zed."),
    ("My manager is Alice.", "Bob is now my manager."),
    ("I send the weekly report to him.", "I now send the weekly report to her instead."),
    ("他住在杭州。", "我帮他搬到上海了。"),  # (the speaker acts on his fact)
    ("My brother lives in Boston.", "He moved to Chicago."),  # (the pronoun may name the relative)
]


@pytest.mark.parametrize("old, new", ONE_HOLDER)
def test_one_holders_change_is_not_read_as_another_persons(old, new):
    assert "another holder" not in judged(old, new, None).rule
    assert "another holder" not in judged(old, new, 0.90).rule


@pytest.mark.parametrize("old, new", ONE_HOLDER[:7])
def test_one_holders_change_still_links(old, new):
    assert judged(old, new, None).kind in ("update", "possible_update")
