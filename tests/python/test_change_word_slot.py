"""Issue #12, a change word names the slot it changes (session 17).

"Moved / relocated / 搬到" ask WHERE (or WHEN when a time follows: "moved to 8 pm"), "rescheduled / postponed /
往后推 / 推迟到" ask WHEN, "switched / replaced / 换成" ask WHICH, "migrated / 迁移" WHICH or WHERE. When the older
sentence has a value answering that question, the pair is that slot changed, even if the two sides' other values
answer other questions ("is on the 3rd floor and has 40 desks" / "moved to Shenzhen, 2 hours by train"): linked.
When the older sentence answers another question only (a count, a price, an owner), the change word is about
another slot of the same subject and both facts stay. A repeat ("3 times a week", 一周三次) answers WHEN, not how
many."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.kinds import change_word_questions, older_answers_change, value_questions

E5 = dedup.thresholds_for("e5-small-q4")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity is not None else None)


@pytest.mark.parametrize("old,new", [
    ("Our office is on the 3rd floor and has 40 desks.", "Our office moved to Shenzhen, 2 hours by train from here."),
    ("Our team chat runs on Slack.", "Our team chat switched to a self-hosted server that costs $40 a month."),
    ("The print shop is on the 2nd floor.", "The print shop moved to a unit 10 minutes from the station."),
    ("合唱排练在每周三晚上。", "合唱排练往后推了四十分钟。"),
    ("读书会在每周五晚上。", "读书会往后推了半个小时。"),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_a_change_word_asking_what_the_older_value_answers_changes_that_slot(old, new, similarity):
    assert older_answers_change(old, new)
    verdict = judged(old, new, similarity)
    assert verdict.kind in ("update", "possible_update"), verdict


@pytest.mark.parametrize("old,new,same_slot", [
    ("我们诊所在三楼，有六个医生。", "我们诊所搬到了开车二十分钟的新区。", True),  # 在三楼 answers where
    ("我们诊所有六个医生。", "我们诊所搬到了开车二十分钟的新区。", False),
    ("我们的网站用的是Hugo。", "我们的网站换成了一个每月二十元的建站平台。", True),  # Hugo answers which
    ("我们的网站每月二十元。", "我们的网站换成了Hugo。", False),  # (the newer side names the tool: no exemption needed)
    ("The tram stop is on Oak Street.", "The tram stop was relocated 200 meters north.", True),
    ("The tram stop has 2 benches.", "The tram stop was relocated 200 meters north.", False),
])
def test_the_older_value_answers_the_question_or_not(old, new, same_slot):
    assert older_answers_change(old, new) is same_slot


@pytest.mark.parametrize("old,new", [
    ("Our office has 40 desks.", "Our office moved to Shenzhen, 2 hours by train from here."),
    ("Our team chat has 60 members.", "Our team chat switched to a self-hosted server that costs $40 a month."),
    ("My dance lessons cost 40 dollars.", "My dance lessons were moved to 30 minutes later."),
    ("The ferry to Naxos takes 5 hours.", "The ferry to Naxos was moved to 7:15 am."),
    ("The storage quota resets every Sunday.", "The storage quota per user was raised to 50 GB."),
    ("合唱排练有三十个人参加。", "合唱排练往后推了四十分钟。"),
    ("我们实验室有六个人。", "我们实验室搬到了新楼，离食堂走路五分钟。"),
    ("孩子的零花钱每周日发。", "孩子的零花钱涨到了十五元。"),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_a_change_word_about_another_slot_of_the_subject_leaves_both(old, new, similarity):
    assert not older_answers_change(old, new)
    verdict = judged(old, new, similarity)
    assert verdict.kind == "distinct", verdict
    assert not verdict.links, verdict


@pytest.mark.parametrize("text,asked", [
    ("Book club moved to 8 pm.", {"when"}),
    ("My dance lessons were moved to 30 minutes later.", {"when"}),
    ("Team lunch moved to a cafe 5 minutes from the office.", {"where"}),
    ("复盘会挪到周四了。", {"when"}),
    ("打印机挪到了三楼茶水间。", {"where"}),
    ("The storage quota per user was raised to 50 GB.", {"how big"}),
    ("The quota was raised to 500.", set()),  # a bare number names no amount
    ("Our error tracking was migrated to a new service.", {"which", "where"}),
    ("I now go to the gym on Tuesdays.", set()),  # a weak word asks nothing: the kinds of the values decide
    ("周会改成周四开了。", set()),
])
def test_each_change_word_asks_its_question(text, asked):
    assert change_word_questions(text) == asked


@pytest.mark.parametrize("text", ["I now run 3 times a week.", "We deploy twice a day.", "我现在一周跑三次。"])
def test_a_repeat_answers_when_not_how_many(text):
    assert "when" in value_questions(text)
    assert "how many" not in value_questions(text)


def test_a_weak_change_word_with_values_of_other_kinds_stays_apart():
    # "now" names no slot: a price and a weekday, a count and a closing time are two slots of one subject.
    for old, new in [("My gym membership costs $45 a month.", "I now go to the gym on Tuesdays."),
                     ("小区快递柜有六十个格子。", "小区快递柜现在每天晚上十点关门。")]:
        verdict = judged(old, new, None)
        assert verdict.kind == "distinct", verdict
