"""Issue #12, session 35 (valen35): an English value written two ways reads as one value, and only the same value
(blind set 12's audit, causes 1 and 2): an inch mark, a short month name, a two-digit year after a month, a day of
every month, a period said as a cycle, every other week on a weekday, "5k" beside a run, rent said in pairs. Each
form makes a restatement one; its control keeps two values two (a link or an update, never one fact)."""

from __future__ import annotations

import pytest
from flymemory import classify
from flymemory.classify.forms import detail_forms
from flymemory.numerals import number_forms

SAME = [
    ("My laptop has a 14-inch screen.", 'My laptop has a 14" screen.'),
    ('My laptop has a 14" display.', "My laptop's display is 14 inches."),
    ("My gravel bike has 29\u2033 wheels.", "My gravel bike has 29-inch wheels."),
    ("The kitchen remodel should wrap up in November.", "The kitchen remodel should wrap up in Nov."),
    ("The team offsite is in Oct.", "The team offsite is in October."),
    ("My work visa is valid through Feb. 2028.", "My work visa is valid through February 2028."),
    ("I graduated in May 2019.", "I graduated in May '19."),
    ("Lease on the car ends in August 2027.", "Lease on the car ends in Aug '27."),
    ("Rent is due on the 1st of each month.", "Rent's due first of every month."),
    ("We rotate the database passwords every 90 days.", "We rotate the database passwords on a 90-day cycle."),
    ("The gym bills me on a 28-day cycle.", "The gym bills me every 28 days."),
    ("Payday is every other Friday.", "Payday is biweekly, on Fridays."),
    ("The design review happens biweekly on Tuesdays.", "The design review happens every other Tuesday."),
    ("Maya jogs 10 kilometers around the lake on Sundays.", "Maya jogs 10k around the lake on Sundays."),
    ("I'm training for a 10 km race in the spring.", "I'm training for a 10k race in the spring."),
    ("My rent is $2,150 a month.", "My rent is twenty-one fifty a month."),
    ("I pay $1,850 in rent.", "I pay eighteen fifty in rent."),
]


@pytest.mark.parametrize(("old", "new"), SAME)
def test_a_value_written_another_way_is_one_fact_said_again(old, new):
    assert classify.classify(old, new).kind == "restatement"


TWO = [
    ('My second screen is a 24" BenQ.', 'My second screen is a 27" BenQ.'),
    ("The team offsite is in Aug.", "The team offsite is in Sep."),
    ("The laptop warranty runs out in June '27.", "The laptop warranty runs out in June '28."),
    ("Payroll runs on the 15th of every month.", "Payroll runs on the 25th of every month."),
    ("The database passwords are rotated on a 60-day cycle.", "The database passwords are rotated on a 90-day cycle."),
    ("My rent is $2,300 a month.", "My rent is twenty-one fifty a month."),
]


@pytest.mark.parametrize(("old", "new"), TWO)
def test_another_value_in_the_short_form_is_no_restatement(old, new):
    assert classify.classify(old, new).kind != "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("I walk 8k steps a day.", "I walk 8 km a day."),
    ("Our TLS certificates renew on a 30-day cycle.", "Our TLS logs are kept for 30 days."),
    ("The gym bills me on a 28-day cycle.", "The gym's free trial lasts 28 days."),
    ("My wage is $18.50 an hour.", "My wage is eighteen fifty an hour."),
    ("My salary is $1,850 a week.", "My salary is eighteen fifty a week."),
])
def test_a_look_alike_of_a_short_form_stays_apart(old, new):
    assert classify.classify(old, new).kind == "distinct"


@pytest.mark.parametrize(("text", "formed"), [
    ("I met Jan in March.", "I met Jan in March."),
    ("The book is by Jan Smith.", "The book is by Jan Smith."),
    ("I stayed in Jan's flat.", "I stayed in Jan's flat."),
    ("We will march by march.", "We will march by march."),
    ("We ship In Nov.", "We ship In November."),
    ("It ships in Nov. The price is set.", "It ships in November. The price is set."),
    ("Book club meets the first Monday of every month.", "Book club meets the first Monday of every month."),
    ("Rent is due by the first of every month.", "Rent is due by the 1st every month."),
    ("We ship every week on Thursdays.", "We ship every week on Thursdays."),
    ("The trial lasts 30 days.", "The trial lasts 30 days."),
])
def test_a_short_form_is_read_only_where_a_date_or_a_period_is_meant(text, formed):
    assert detail_forms(text) == formed


@pytest.mark.parametrize(("text", "formed"), [
    ("My monthly salary is 5k.", "My monthly salary is 5000."),
    ("I ran and earned $5k.", "I ran and earned 5000 usd."),
    ("She runs a blog with 10k followers.", "She runs a blog with 10000 followers."),
    ('She said "take 5" and left.', 'She said "take 5" and left.'),
    ("I spend twenty-one fifty on parking.", "I spend twenty\u2060one\u2060fifty on parking."),
])
def test_a_number_look_alike_keeps_its_reading(text, formed):
    assert number_forms(text) == formed
