"""A fact said again weeks later in other words is stored once (issue #12, restatements): a repeat marker
("As I said before", "我之前说过") is set aside like a lead-in, a noun compound and its of/for form name one
thing, a discourse adverb ("btw", "其实") and a measure word after 是 ("一名" / "个") are not the fact. And the
look-alikes that must stay two entries: two clauses that differ before a shared tail, another person, another
value, two words traded both ways possessive, and a reversal said with "again".
A relative's short and long names are one party ("my mom" / "my mother", "我妈" / "我母亲", "老公" / "丈夫"), a
clock time and a day said in another order are one when, not two names traded, and "对X过敏" is "X过敏"; another
relative, an in-law, a relative's friend, and two persons, places or days traded stay apart."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("old,new", [
    ("Our standup is at 10 am.", "As I said before, our standup is at 10 am."),
    ("我每周三晚上去游泳。", "我之前说过，我每周三晚上去游泳。"),
    ("The request timeout is 30 seconds.", "The timeout for requests is 30 seconds."),
    ("The request timeout is 30 seconds.", "Btw, the timeout for requests is 30 seconds."),
    ("I do pilates on Tuesday evenings.", "Btw I do pilates on Tuesday evenings."),
    ("我妈妈是一名小学老师。", "其实我妈妈是个小学老师。"),
    ("我妈妈是一名小学老师。", "我妈妈是小学老师。"),
    # a relative's short and long names: one party
    ("我妈住在杭州。", "我母亲住在杭州。"),
    ("我妈妈住在杭州。", "我妈住在杭州。"),
    ("我爸是医生。", "我父亲是医生。"),
    ("我老公对花生过敏。", "我丈夫对花生过敏。"),
    ("我老婆是老师。", "我妻子是老师。"),
    ("My mom lives in Denver.", "My mother lives in Denver."),
    ("My mum is a nurse.", "My mother is a nurse."),
    ("My dad works at a bank.", "My father works at a bank."),
    # a clock time and a day in another order: one when
    ("We meet at 10am on Monday in room 4.", "We meet in room 4 on Monday at 10am."),
    # 对 only marks what one reacts to
    ("我对花生过敏。", "我花生过敏。"),
])
def test_the_same_fact_said_again_in_other_words_is_stored_once(old, new):
    judged = classify.classify(old, new)  # the lexical rules alone
    assert judged.kind == "restatement", judged


def test_a_repeat_marker_with_before_in_it_is_no_other_time():
    # "我之前提过" holds "之前" (before): set aside as a repeat marker, it no longer reads as relative time.
    judged = classify.classify("小李负责前端开发。", "我之前提过，前端开发这块是小李在负责。", 0.974, E5)
    assert judged.kind == "restatement", judged


@pytest.mark.parametrize("old,new", [
    # two first clauses that differ before the same tail are no two lead-ins to set aside
    ("我最近去了厦门，非常美丽。", "我最近去了青岛，非常美丽。"),
    ("我喜欢徒步、长跑、打篮球和攀岩。", "我哥哥喜欢徒步、长跑、打篮球和攀岩。"),
    # possessive on both sides: the two words did trade places
    ("My sister's husband lives in Paris.", "My husband's sister lives in Paris."),
    ("The request timeout is 30 seconds.", "The connect timeout is 30 seconds."),
    ("我妈妈是一名小学老师。", "我妈妈是一名中学老师。"),
    ("我妈妈是一名小学老师。", "我爸爸是小学老师。"),
    ("我每周三晚上去游泳。", "我之前说过，我每周五晚上去游泳。"),
    ("I do pilates on Tuesday evenings.", "Btw I do yoga on Tuesday evenings."),
    # another relative, an in-law, a relative's friend, the parents
    ("我妈住在杭州。", "我姐住在杭州。"),
    ("我妈的朋友住在杭州。", "我妈住在杭州。"),
    ("我爸是医生。", "我爸妈是医生。"),
    ("My mother lives in Denver.", "My mother-in-law lives in Denver."),
    ("My mom likes gardening.", "My dad likes gardening."),
    # two persons, two places or two days traded: who did what, where or when differs
    ("Alice reviews Bob's code.", "Bob reviews Alice's code."),
    ("Alice calls Bob at 5pm.", "At 5pm Bob calls Alice."),
    ("I called my sister on Sunday.", "My sister called me on Sunday."),
    ("我周日给我姐打了电话。", "我姐周日给我打了电话。"),
    ("I fly to Paris on Monday and to Rome on Friday.", "I fly to Rome on Monday and to Paris on Friday."),
    ("I swim at 7am on Saturdays and run at 6pm on Sundays.", "I swim at 6pm on Saturdays and run at 7am on Sundays."),
    ("我对花生过敏。", "我对芒果过敏。"),
])
def test_a_look_alike_with_one_detail_changed_stays_two_entries(old, new):
    for similarity, thresholds in ((None, None), (0.97, E5)):
        judged = classify.classify(old, new, similarity, thresholds)
        assert judged.kind not in ("restatement", "update", "reversal"), (similarity, judged)


def test_again_is_a_change_word_not_a_repeat_marker():
    judged = classify.classify("My manager is now Bob.", "Alice is my manager again.")
    assert judged.kind == "reversal" and "again" in judged.signals, judged
