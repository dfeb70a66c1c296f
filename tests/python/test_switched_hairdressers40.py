"""The role said as a plural after a change word ("I've switched hairdressers", "changed barbers") and the cut said
with where it is done ("I get my hair cut at Salon Rouge") name one slot: a change. How often the hair is cut, a
colour, another holder's barber, and an appointment with a barber or a dentist keep what they were."""

import pytest
from flymemory import classify


@pytest.mark.parametrize(("old", "new"), [
    ("I get my hair cut at Salon Rouge on King Street.",
     "I've switched hairdressers, I go to Clip Joint by the station now."),
    ("I get a haircut at Tony's on Elm Street.", "I changed barbers; these days I go to Fade Bros downtown."),
    ("I get my hair cut at Studio Nine.", "I switched salons last month."),
])
def test_switched_hairdressers_after_the_cut_at_a_place_is_a_change(old, new):
    assert classify.classify(old, new).kind in ("update", "possible_update")


@pytest.mark.parametrize(("old", "new"), [
    ("I get my hair cut every six weeks.", "I switched hairdressers last month."),
    ("I get my hair cut at Studio Nine.", "I've had my hair dyed red."),
    ("I get a haircut at Tony's on Elm Street.", "My son changed barbers; these days he goes to Fade Bros downtown."),
    ("I brush my teeth twice a day.", "I switched dentists, I see Dr. Kim now."),
])
def test_how_often_a_colour_or_another_holder_is_no_change_of_my_hairdresser(old, new):
    assert classify.classify(old, new).kind in ("distinct", "unrelated")


@pytest.mark.parametrize(("old", "new"), [
    ("My barber appointment is at 5pm Friday.", "I changed barbers, it's Fade Bros now."),
    ("My dentist appointment is on May 14th at 3pm.", "I switched dentists, I see Dr. Kim now."),
])
def test_an_appointment_is_never_crossed_out_by_a_change_of_provider(old, new):
    assert classify.classify(old, new).kind != "update"
