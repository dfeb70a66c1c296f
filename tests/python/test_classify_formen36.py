"""Issue #12, session 36 (formen36): English value forms read as one value (audit of blind set 14, cause 1 (a)-(e),
and cause 7's "flipped ... to").
  (a) a weekday's short form with no period is the weekday ("Weds", "Tues", "Thurs"; "Sat", "Sun", "Wed" only where a
      day is meant), the other side's plural when it says one;
  (b) a numeric date d/m or m/d is the date the other side names when one of its readings is that date; M/YYYY is the
      month and year;
  (c) H.MM is the other side's H:MM clock time; a bare h:mm is the other side's "am" time when its sentence says no
      later part of the day;
  (d) "one in N" is 100/N percent;
  (e) host:port is "host, port N" / "host port N";
  (f) "flipped / toggled ... to <value>" is a change word."""

from __future__ import annotations

import pytest
from flymemory import classify
from flymemory.classify import forms, signals


@pytest.mark.parametrize(("old", "new"), [
    # (a)
    ("Board games night is Wednesday evenings.", "Board games night is Weds evenings."),
    ("I climb on Tuesdays and Thursdays.", "I climb on Tues and Thurs."),
    ("The food truck comes on Fridays at noon.", "The food truck comes on Fri at noon."),
    ("The farm stand is open on Saturday mornings.", "The farm stand is open on Sat mornings."),
    # (b)
    ("My eye exam is scheduled for Dec 9.", "My eye exam is scheduled for 9/12."),
    ("My eye exam is scheduled for Dec 9.", "My eye exam is scheduled for 12/9."),
    ("The warranty covers the laptop until June 2028.", "The warranty covers the laptop until 6/2028."),
    ("The warranty covers the laptop until June 2028.", "The warranty covers the laptop until 06/2028."),
    # (c)
    ("The ferry leaves at 9:10.", "The ferry leaves at 9.10."),
    ("The ferry leaves at 9:10 am.", "The ferry leaves at 9:10."),
    ("The ferry leaves at 9:10.", "The ferry leaves at 9.10 am."),
    # (d)
    ("The beta banner is shown to 25% of web visitors.", "The beta banner is shown to one in four web visitors."),
    ("We profile 1 in 20 requests.", "We profile 5% of requests."),
    # (e)
    ("The metrics server is metrics.home.example:9090.", "The metrics server is metrics.home.example, port 9090."),
    ("The metrics server is metrics.home.example:9090.", "The metrics server is metrics.home.example port 9090."),
])
def test_a_value_said_in_two_written_forms_is_one_value(old, new):
    assert classify.classify(old, new).kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("Board games night is Weds evenings.", "Board games night is Thurs evenings."),
    ("The warranty covers the laptop until 6/2028.", "The warranty covers the laptop until 7/2028."),
    ("My eye exam is scheduled for 9/12.", "My eye exam is scheduled for Dec 10."),
    ("My eye exam is scheduled for 5/3.", "My eye exam is scheduled for May 5."),  # neither reading is May 5
    ("The ferry leaves at 9.10.", "The ferry leaves at 9:15."),
    ("The ferry leaves at 9:10 pm.", "The ferry leaves at 9:10."),
    ("The beta banner is shown to one in ten web visitors.", "The beta banner is shown to 20% of web visitors."),
    ("The metrics server is metrics.home.example:9090.", "The metrics server is metrics.home.example port 9091."),
])
def test_another_value_in_another_form_is_never_one_value(old, new):
    assert classify.classify(old, new).kind != "restatement"


@pytest.mark.parametrize("text", [
    "I sat at my desk all day.", "Sat at my desk all day.", "The Sun rises at six.", "They Wed in June.",
    "Sun, sand and sea.", "Add 1/2 cup of milk.", "I gave the hotel 3/5 stars.", "The shutter is at 1/2000 sec.",
    "The odds are one in three.", "The ticket costs $8.40.", "see example.com:8080/api",
])
def test_a_look_alike_of_a_form_is_left_as_written(text):
    assert forms.detail_forms(text) == text


@pytest.mark.parametrize(("old", "new"), [
    ("The ticket costs 8.40 dollars.", "The ticket costs 8:40."),
    ("The recipe takes 1/2 cup of sugar.", "The recipe takes sugar on Feb 1."),
])
def test_money_and_fractions_are_not_read_beside_a_time_or_a_date(old, new):
    assert forms.pair_detail_forms(old, new) == (old, new.replace("Feb 1", "February 1"))


@pytest.mark.parametrize(("old", "new"), [
    ("The porch light is off.", "I toggled the porch light to on."),
    ("The heat pump is set to heat.", "Flipped the heat pump to cool."),
    ("The new_nav flag defaults to off.", "Flipped the new_nav default to on."),
])
def test_flipped_or_toggled_to_a_value_is_a_change(old, new):
    assert classify.classify(old, new).kind == "update"


@pytest.mark.parametrize(("old", "new"), [
    ("The porch light is on.", "I toggled the porch light to on."),
    ("The new_nav flag is on.", "Flipped the new_nav flag to on."),
])
def test_flipped_to_the_value_already_held_is_no_update(old, new):
    assert classify.classify(old, new).kind not in ("update", "possible_update")


@pytest.mark.parametrize("text", [
    "We flipped a coin to pick the restaurant.", "I flipped through the schedule to check my shift.",
    "I flipped my phone over to check notifications.", "I toggled it to see if the bulb works.",
])
def test_flipped_with_no_value_after_to_is_no_change_word(text):
    assert not [label for label, _ in signals.signals_in(text) if label == "flipped to"]
