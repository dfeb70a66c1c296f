"""Issue #12, session 35 (holder35): a change said in a clause of its own after a first clause ("We moved; the office
is now in La Défense") is read as that clause too: a clause that names another thing of the kind ("the Lyon office",
"my son's dentist", "my sister's car") crosses nothing out, though the whole sentence reads as a change of the older
one. The examples are the tuning half's look-alikes, said with other names."""

from __future__ import annotations

import pytest
from flymemory.classify import classify


@pytest.mark.parametrize(("old", "new", "kind"), [
    ("Our office is in SoHo.", "We moved; the Lyon office is now in La Défense.", "possible_update"),
    ("Our office is in SoHo.", "The Lyon office is now in La Défense.", "possible_update"),
    ("My dentist is Dr. Lee.", "We switched; my son's dentist is now Dr. Patel.", "distinct"),
    ("My car is a Honda Civic.", "Big news: my sister's car is now a Tesla Model 3.", "distinct"),
    ("Our team lead is Dana.", "A reorg happened; the design team lead is now Priya.", "distinct"),
])
def test_a_change_clause_that_names_another_thing_crosses_nothing_out(old, new, kind):
    assert classify(old, new).kind == kind


@pytest.mark.parametrize(("old", "new"), [
    ("Our office is in SoHo.", "We moved; the office is now in La Défense."),
    ("Our team lead is Dana.", "A reorg happened; the team lead is now Priya."),
    ("My dentist is Dr. Lee.", "I switched; my dentist is now Dr. Patel."),
    ("My car is a Honda Civic.", "Big news: my car is now a Tesla Model 3."),
    ("我开的车是丰田卡罗拉。", "我已经换车了，现在开的是比亚迪汉。"),
    ("Cache TTL: 300 seconds.", "The cache TTL was lowered to 60 seconds."),
])
def test_a_change_clause_of_the_same_thing_is_still_an_update(old, new):
    assert classify(old, new).kind == "update"


# -- who does a chore -------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [
    ("Tuesday school pickup is my job.", "My partner is doing Tuesday school pickup now."),
    ("Tuesday school pickup is my job.", "Tuesday school pickup is my partner's job now."),
    ("I do Tuesday school pickup.", "Sam does Tuesday school pickup now."),
    ("I do the dishes every night.", "My husband handles the dishes every night now."),
])
def test_the_doer_of_a_chore_said_anew_with_now_is_linked(old, new):
    judgement = classify(old, new)
    assert judgement.kind == "possible_update" and "chore" in judgement.rule


@pytest.mark.parametrize(("old", "new"), [
    ("Tuesday school pickup is my job.", "My partner does Tuesday school pickup too."),
    ("Tuesday school pickup is my job.", "My partner does Friday school pickup."),
    ("Tuesday school pickup is my job.", "My partner does Tuesday school pickup."),
    ("I do the dishes every night.", "My husband does the laundry now."),
])
def test_a_shared_chore_another_chore_or_no_change_word_is_not_linked(old, new):
    assert not classify(old, new).links


def test_the_same_doer_said_in_the_other_voice_is_one_fact():
    assert classify("I do Tuesday school pickup.", "Tuesday school pickup is my job.").kind == "restatement"


# -- a trial of a product for the older sentence's activity -----------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [
    ("I run in Hoka Cliftons.", "Trying Nike Pegasus for my runs now."),
    ("I ride a Trek Domane.", "Testing a Canyon Endurace for my rides now."),
    ("我跑步穿 Hoka Clifton。", "最近在试 Nike Pegasus 跑步。"),
])
def test_a_trial_of_a_product_for_the_older_activity_is_linked_never_crossed_out(old, new):
    judgement = classify(old, new)
    assert judgement.kind == "possible_update" and "trial" in judgement.rule


@pytest.mark.parametrize(("old", "new"), [
    ("I run in Hoka Cliftons.", "I tried Nike Pegasus once for a race, years ago."),
    ("I run in Hoka Cliftons.", "My brother is trying Nike Pegasus for his runs now."),
    ("I run in Hoka Cliftons.", "Trying hard for my runs now."),
    ("我跑步穿 Hoka Clifton。", "我以前试过一次 Nike Pegasus。"),
    ("我跑步穿 Hoka Clifton。", "我哥最近在试 Nike Pegasus 跑步。"),
])
def test_a_past_trial_another_triers_or_no_product_is_not_linked(old, new):
    assert not classify(old, new).links
