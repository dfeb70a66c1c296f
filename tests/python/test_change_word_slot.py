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
from flymemory.classify.signals import without_effective_date

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


# -- the date from which a change applies (round 2) ------------------------------------------------------------------
# "Effective Monday, …", "As of Thursday, …", "Starting next month, …", "From 1 May, …", 从下周起, 自3月1日起, 从明天起:
# at the head of the sentence it says WHEN the new value starts to hold. It is not a value of the changed slot
# (signals.without_effective_date): "costs 8 dollars a load" / "Effective Monday, … is free" is the price changed,
# not a price and a day. A date that is the value ("The sale starts Monday") or a range ("From Monday to Friday")
# stays.

@pytest.mark.parametrize("old,new", [
    ("Laundry service costs 8 dollars a load.", "Effective Monday, laundry service is free."),
    ("The front desk opens at 9 am.", "As of Thursday, the front desk opens at 8 am."),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_an_update_opened_by_the_date_it_applies_from_is_crossed_out(old, new, similarity):
    verdict = judged(old, new, similarity)
    assert verdict.kind == "update", verdict


# (Session 38: a date still to come, "next Monday", "next month", "from 1 May", was crossed out here; the older fact
# holds until then, so it is linked now, signals.time_to_come / judgement.sure_or_linked.)
@pytest.mark.parametrize("old,new", [
    ("The shuttle leaves at 8:10.", "Starting next Monday, the shuttle leaves at 7:55."),
    ("Our weekly sync is in Room 7.", "Starting next month, our weekly sync is in Room 2."),
    ("My phone plan costs 30 dollars a month.", "From 1 May, my phone plan costs 35 dollars a month."),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_an_update_opened_by_a_date_still_to_come_is_linked(old, new, similarity):
    verdict = judged(old, new, similarity)
    assert verdict.kind == "possible_update", verdict


@pytest.mark.parametrize("old,new", [
    ("前台早上九点开门。", "从明天起，前台早上八点开门。"),  # 明天 of 从明天起 is when it starts, no passing state
    ("洗衣房晚上十点关门。", "自3月1日起，洗衣房晚上九点关门。"),
])
def test_a_chinese_start_date_is_no_passing_state_and_no_value(old, new):
    assert not classify.is_temporary(new)
    assert "when" in value_questions(new) and value_questions(new) == value_questions(new.split("，", 1)[1])
    assert judged(old, new, 0.9).kind != "temporary"


@pytest.mark.parametrize("text,kept", [
    ("Effective Monday, parking is free.", "parking is free."),
    ("As of next quarter, new hires get a MacBook.", "new hires get a MacBook."),
    ("From next week on, trash pickup is on Fridays.", "trash pickup is on Fridays."),
    ("Starting in January, the gym costs 50 dollars.", "the gym costs 50 dollars."),
    ("从下周一起，停车免费。", "停车免费。"),
    ("自3月1日起，食堂七点半开门。", "食堂七点半开门。"),
    ("下个月开始，财务部由李经理负责。", "财务部由李经理负责。"),
    # a date that is the value, a range, a start time: kept
    ("The sale starts Monday.", "The sale starts Monday."),
    ("From Monday to Friday, the desk opens at 9 am.", "From Monday to Friday, the desk opens at 9 am."),
    ("从周一到周五，前台九点开门。", "从周一到周五，前台九点开门。"),
    ("下周一开始装修。", "下周一开始装修。"),
])
def test_the_start_date_is_set_aside_where_values_are_read(text, kept):
    assert without_effective_date(text) == kept


def test_the_start_date_asks_no_question_of_its_own():
    assert value_questions("Effective Monday, parking at the office is free.") == frozenset()
    assert "when" in value_questions("Parking at the office is free on Mondays.")


@pytest.mark.parametrize("old,new", [
    ("The bakery's sale starts Monday.", "The florist's sale starts Friday."),  # two sales: the dates are values
    ("The front desk opens at 9 am.", "As of Thursday, the mail room opens at 8 am."),  # another subject
    ("My phone plan costs 30 dollars a month.", "From 1 May, my internet plan costs 45 dollars a month."),
    ("书展周一开始。", "花展周五开始。"),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_a_date_opened_sentence_about_another_thing_crosses_nothing_out(old, new, similarity):
    assert judged(old, new, similarity).kind not in ("update", "reversal")


@pytest.mark.parametrize("old,new", [
    ("Laundry service costs 8 dollars a load.", "As of today, laundry service costs 8 dollars a load."),
    ("前台早上九点开门。", "从今天起，前台早上九点开门。"),
])
def test_a_start_date_on_a_sentence_that_changes_nothing_is_a_restatement(old, new):
    assert judged(old, new, 0.9).kind == "restatement"
