"""Issue #12, session 33 (blindfix33): the causes of the audit of blind probe set 11 (bench/data/
blind_probes_11_audit.md), each with its look-alikes."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup, numerals
from flymemory.classify.signals import is_temporary


@pytest.mark.parametrize("text, forms", [
    ("Rent is one thousand eight hundred fifty dollars a month.", "Rent is 1850 usd a month."),
    ("Rent is one thousand eight hundred and fifty dollars a month.", "Rent is 1850 usd a month."),
    ("Rent is eighteen hundred fifty dollars a month.", "Rent is 1850 usd a month."),
    ("two hundred and fifty people", "250 people"),
    ("two thousand twenty-five", "2025"),
    ("I was born in nineteen eighty-five.", "I was born in 1985."),
    ("Lunch is at twelve thirty.", "Lunch is at 12:30."),
    ("at nine oh five", "at 9:05"),
])
def test_number_words_said_aloud_are_one_number(text, forms):
    assert numerals.number_forms(text) == forms


@pytest.mark.parametrize("text, forms", [
    # look-alikes read as before: one part alone, a count, a compound, a single-digit head outside a clock time
    ("The tank holds two hundred liters.", "The tank holds 200 L."),  # (liters read as L since session 37)
    ("We have twelve people on the team.", "We have 12 people on the team."),
    ("twenty five people", "25 people"),
    ("one fifty", "1 50"),
])
def test_number_words_not_said_in_pairs_are_read_as_before(text, forms):
    assert numerals.number_forms(text) == forms


def test_two_number_words_in_a_row_are_not_two_numbers():
    # "eighteen fifty" with no clock or year before it: a price or a time, no "18" and "50". (Rent said in pairs is
    # hundreds of dollars since session 35: test_value_written_forms_en.)
    assert "18" not in numerals.number_forms("We spend eighteen fifty on groceries.")


@pytest.mark.parametrize("old, new", [
    ("Rent is $1,850 a month.", "Rent is one thousand eight hundred fifty dollars a month."),
    ("I was born in 1985.", "I was born in nineteen eighty-five."),
    ("The flight leaves at 18:50.", "The flight leaves at eighteen fifty."),
    ("I drive a 2017 Honda Civic.", "My car's a 2017 Honda Civic."),
    ("Our team's standup is at 9:15.", "Our standup is at 9:15."),
    ("Our sprint planning is on Monday mornings.", "Our sprint planning is on Monday mornings, right?"),
    ("我们的周会在周三。", "我们的周会在周三，对吧？"),
    ("I'm studying for the JLPT N3 exam.", "Still studying for the JLPT N3 exam."),
    ("My wife Priya is a pediatric nurse.", "Priya is a pediatric nurse."),
    ("Priya, my wife, is a pediatric nurse.", "Priya is a pediatric nurse."),
    ("My daughter Mei takes piano lessons on Saturdays.", "Mei takes her piano lessons on Saturdays."),
    ("我女儿朵朵在学钢琴。", "朵朵在学钢琴。"),
])
def test_said_aloud_or_in_chat_forms_is_one_fact(old, new):
    assert classify.classify(old, new, 0.98, dedup.CALIBRATED["e5-small-q4"]).kind == "restatement"


@pytest.mark.parametrize("old, new", [
    ("My wife Priya is a pediatric nurse.", "Priya's wife is a pediatric nurse."),
    ("My son Leo plays soccer on Tuesdays.", "Sam plays soccer on Tuesdays."),
    ("My son plays soccer on Tuesdays.", "Leo plays soccer on Tuesdays."),
    ("我女儿在学钢琴。", "我侄女朵朵在学钢琴。"),
    ("I'm studying for the JLPT N3 exam.", "My sister is still studying for the JLPT N3 exam."),
    ("Our sprint planning is on Monday mornings.", "Is our sprint planning on Monday mornings?"),
    ("我们的周会在周三。", "我们的周会是周三吗？"),
    ("My dentist is Dr. Lee.", "My brother's dentist is Dr. Lee."),
    ("我的老师姓王。", "我的老师姓李。"),
    ("我女儿叫小雨。", "我女儿叫朵朵。"),
])
def test_look_alikes_stay_apart(old, new):
    assert classify.classify(old, new, 0.98, dedup.CALIBRATED["e5-small-q4"]).kind == "distinct"


def test_a_tag_question_after_another_value_links_nothing():
    # The tag is read for a restatement only: a newer value asked to confirm is no link.
    assert not classify.classify("Standup is at 9:30.", "Standup is at 10, right?").links


@pytest.mark.parametrize("old, new", [
    ("我儿子的班主任姓刘。", "我儿子的班主任姓赵。"),
    ("我的房东姓王。", "我的房东姓李。"),
])
def test_a_one_holder_roles_surname_replaced_is_a_link(old, new):
    judgement = classify.classify(old, new)
    assert judgement.links and not judgement.crosses_out


@pytest.mark.parametrize("text, temporary", [
    ("PRs can't be merged until two reviewers sign off.", False),
    ("We don't deploy until the tests pass.", False),
    ("I can't drive until Friday.", True),
    ("We can't ship until 5pm.", True),
    ("I'm in Montreal until Thursday.", True),
    ("The API runs 4 replicas until we fix the leak.", True),
])
def test_until_after_a_negation_with_no_time_is_a_condition(text, temporary):
    assert is_temporary(text) is temporary
