"""Issue #12, session 35 (fix13): the new causes 2, 3, 4, 6 and 7 of blind set 13's audit, in fresh wording.
  4. the time of a change said as a leading "After the <event>, ..." clause is the time of the change, not a
     relative-time guard (claim.time_opening).
  7. a kind's value right before the subject's head noun names the thing ("AWS账单" / "阿里云账单"): two bills.
  3. a fronted prepositional phrase ("For travel, my laptop is ...") is one phrase moved, not a trade.
  2. a change said as another person's act on the speaker ("My manager switched me to the day shift").
  6. a state said in the present perfect progressive with a since-clause ("I've been walking to school since
     September") reads as said now: a link."""

# ruff: noqa: E501  (one case per line: the cases read as a table)
from __future__ import annotations

import pytest
from flymemory import classify, dedup

E5 = dedup.CALIBRATED["e5-small-q4"]  # (the calibrated lines the engine judges with)


def kind(old: str, new: str, similarity: float | None = None) -> str:
    return classify.classify(old, new, similarity, E5 if similarity is not None else None).kind


# -- 4 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("similarity", [None, 0.89])
@pytest.mark.parametrize("new", ["After the refinance, our monthly payment dropped to 1,650.",
                                 "After the refinance our monthly payment dropped to 1,650."])
def test_a_change_after_an_event_said_first_is_an_update(new, similarity):
    assert kind("Our loan payment is $1,800 a month.", new, similarity) == "update"


@pytest.mark.parametrize(("old", "new"), [("I take a short walk before lunch.", "After lunch, I take a short walk."),
                                          ("I run before work.", "After work, I run."),
                                          ("I eat dinner after 8pm.", "After the game, I eat dinner.")])
def test_after_said_first_with_no_change_word_stays_apart(old, new):
    assert kind(old, new) == "distinct"


# -- 7 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [("腾讯云账单这个月八千。", "华为云账单这个月八千。"),
                                          ("AWS的费用每季度三万。", "阿里云的费用每季度三万。"),
                                          ("The GCP bill this month came to $8k.", "The Azure bill this month came to $8k.")])
def test_two_providers_bills_of_one_amount_are_two_facts(old, new):
    assert kind(old, new) == "distinct"
    assert kind(old, new, 0.97) == "distinct"


def test_one_providers_bill_said_with_another_amount_stays_linked():
    assert kind("腾讯云账单这个月八千。", "腾讯云账单这个月九千六。") == "possible_update"
    assert kind("We host on AWS, about $12k a month.", "We host on Azure, about $12k a month.") == "possible_update"


# -- 3 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [("My laptop for travel is a MacBook Air.", "For travel, my laptop is a MacBook Air."),
                                          ("Our database for analytics is ClickHouse.", "For analytics our database is ClickHouse.")])
def test_a_fronted_prepositional_phrase_is_no_trade(old, new):
    assert kind(old, new) == "restatement"


@pytest.mark.parametrize(("old", "new"), [("Tom covers for Anna on Fridays.", "Anna covers for Tom on Fridays."),
                                          ("Maria sent the invoice to the client.", "The client sent the invoice to Maria.")])
def test_a_real_trade_stays_apart(old, new):
    assert kind(old, new) == "distinct"


# -- 2 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [("I work the night shift.", "My manager switched me to the day shift."),
                                          ("I'm on the backend team.", "My boss put me on the mobile team."),
                                          ("I play second violin in the orchestra.", "The conductor moved me to first violin.")])
def test_another_persons_act_on_the_speaker_is_linked(old, new):
    assert kind(old, new) == "possible_update"


@pytest.mark.parametrize("new", ["My manager switched Jake to the day shift.",
                                 "My manager switched my colleague to the day shift."])
def test_the_act_on_another_person_is_not_linked(new):
    assert kind("I work the night shift.", new) in ("distinct", "unrelated")


# -- 6 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [("I bike to work.", "I've been taking the tram to work since my knee got sore."),
                                          ("I take the bus to school.", "I've been walking to school since September.")])
def test_a_state_begun_since_a_time_is_linked(old, new):
    assert kind(old, new) == "possible_update"


@pytest.mark.parametrize(("old", "new"), [("I drive to the office.", "I've been driving to the office since 2019."),
                                          ("I cycle to the gym.", "I've been taking the metro to work since March."),
                                          ("I cycle to the gym.", "I take the metro to work now."),
                                          ("I take the bus to school.", "My son has been walking to school since September.")])
def test_the_same_habit_or_another_journey_is_not_linked(old, new):
    assert kind(old, new) in ("distinct", "unrelated", "restatement")
