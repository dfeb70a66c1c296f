"""Issue #12, session 37 (spoken37): numbers said the way people say them (bench/data/spoken_probes.jsonl) --
shorthand amounts ("5k" in a Chinese sentence, 万 as "w", "1.2M", "2.5 million", "five grand", "40 quid"), read in
the one reader of numbers (numerals.number_forms), and an English amount said with no currency beside the same
amount with one (numerals.pair_money_forms) -- each beside its look-alikes (a form left as written, or a pair kept
apart or linked as a change). The sentences here are fresh (none is a probe of the check half)."""

from __future__ import annotations

import pytest
from flymemory import classify, numerals


@pytest.mark.parametrize("text, form", [
    ("我们的旅游预算是3k。", "我们的旅游预算是3000。"),  # "k" touching a Han character
    ("装修押金2k元。", "装修押金2000元。"),
    ("他家首付交了30w。", "他家首付交了300000。"),  # 万 written "w"
    ("我这个月骑了1.6w步。", "我这个月骑了16000步。"),
    ("The condo sold for 1.4M.", "The condo sold for 1400000."),
    ("The grant is 3.5 million.", "The grant is 3500000."),
    ("The used car was four grand.", "The used car was 4000."),
    ("The watch was a grand.", "The watch was 1000."),
    ("The scarf was 25 quid.", "The scarf was 25 gbp."),
])
def test_a_shorthand_amount_is_read_as_its_number(text, form):
    assert numerals.value_forms(text) == form


@pytest.mark.parametrize("text", [
    "She plays a grand piano.",  # an adjective
    "It came to a grand total of 12.",
    "Thanks a million.",  # a way of speaking
    "The tent is 2.5 m wide.",  # metres, not millions
    "A 2w sprint is long.",  # no Han character: no 万
])
def test_a_look_alike_of_a_shorthand_amount_is_left_as_written(text):
    assert numerals.value_forms(text) == text


def test_a_run_said_in_chinese_is_a_distance_as_5_km():
    assert numerals.value_forms("周六早上我去跑了个10k。") == numerals.value_forms("周六早上我去跑了个10公里。")


@pytest.mark.parametrize("old, new, read", [
    ("The kitchen remodel budget is $12,000.", "The kitchen remodel budget is 12k.",
     "The kitchen remodel budget is $12000."),
    ("Our down payment was $40,000.", "Our down payment was forty grand.", "Our down payment was $40000."),
    ("The boat is priced at €1,500,000.", "The boat is priced at 1.5M.", "The boat is priced at €1500000."),
    ("My phone plan is $468 a year.", "I pay four sixty-eight a year for my phone plan.",
     "I pay $468 a year for my phone plan."),
])
def test_an_amount_with_no_currency_is_the_other_sides_equal_amount(old, new, read):
    assert numerals.pair_money_forms(old, new) == (old, read)
    assert numerals.pair_money_forms(new, old) == (read, old)


@pytest.mark.parametrize("old, new", [
    ("The kitchen remodel budget is $12,000.", "The kitchen remodel budget is 15k."),  # another amount
    ("My channel made $5,000.", "My channel has 5k subscribers."),  # a count after it
    ("I donated $5,000 to the race.", "I run 5k every day before the race."),  # a distance
    ("My phone plan is $468 a year.", "The store opens at four sixty-eight."),  # a clock time
    ("My wage is $24.50 an hour.", "My wage is twenty-four fifty an hour."),  # a wage in pairs stays unread
    ("The kitchen remodel budget is £12,000.", "The kitchen remodel budget is 12k dollars."),  # a currency said
])
def test_an_amount_is_not_given_the_other_sides_currency_unless_it_is_equal_and_unsaid(old, new):
    assert numerals.pair_money_forms(old, new) == (old, new)


@pytest.mark.parametrize("old, new", [
    ("The kitchen remodel budget is $12,000.", "The kitchen remodel budget is 12k."),
    ("Our down payment was $40,000.", "Our down payment was forty grand."),
    ("The boat is listed at $1,500,000.", "The boat is listed at 1.5M."),
    ("The car insurance is $468 a year.", "The car insurance is four sixty-eight a year."),
    ("The theatre tickets were £60.", "The theatre tickets were 60 quid."),
    ("我们的旅游预算是3000块。", "我们的旅游预算是3k。"),
    ("他的装修预算是8w。", "他的装修预算是八万。"),
    ("他家的存款有三万六。", "他家的存款有36000块。"),
])
def test_an_amount_said_in_shorthand_is_a_restatement(old, new):
    assert classify.classify(old, new).kind == "restatement"
    assert classify.classify(new, old).kind == "restatement"


@pytest.mark.parametrize("old, new", [
    ("The kitchen remodel budget is $12,000.", "The kitchen remodel budget is 15k."),
    ("The repair estimate is a grand.", "The repair estimate is $1,300."),
    ("The boat is listed at $1,500,000.", "The boat is listed at 1.65M."),
    ("他的装修预算是8w。", "他的装修预算是80万。"),
])
def test_another_amount_said_in_shorthand_is_still_a_change(old, new):
    assert classify.classify(old, new).kind in ("possible_update", "update")


@pytest.mark.parametrize("old, new", [
    ("The theatre tickets were $60.", "The theatre tickets were 60 quid."),  # two currencies
    ("My channel made $5,000.", "My channel has 5k subscribers."),
    ("She bought a $1,000 piano.", "She bought a grand piano."),
])
def test_a_look_alike_of_a_shorthand_amount_stays_apart(old, new):
    assert classify.classify(old, new).kind not in ("restatement", "update")


@pytest.mark.parametrize("text, form", [
    ("车位费一千二一个月。", "车位费1200元 1个月。"),  # 一千二 (元 after 费), then 一个月: not 1001个月
    ("两万三一年", "23000 1年"),
    ("三千零一个", "3001个"),  # 零 between: one number
    ("一百二十一个", "121个"),
])
def test_a_last_digit_word_after_a_unit_and_a_digit_starts_the_next_count(text, form):
    assert numerals.number_forms(text) == form
