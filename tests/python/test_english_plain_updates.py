"""Issue #12, session 30: English updates said in plain words that came back stale, each read by grammar or a closed
word class and linked "may update" (never crossed out), with the look-alikes that must stay two.
- A possessive subject naming the older subject's schedule ("The cleaner comes on Fridays" / "The cleaner's visits
  were rescheduled to every other week"); "the tutor's brother" is another person.
- A font (a kind of value) named as the slot on one side ("My terminal font is Fira Code" / "I use JetBrains Mono in
  my terminal"); another place ("editor" / "terminal") is another slot.
- A time said as a habit's ("every afternoon", "on Mondays") is the value that changed, not a date.
- A habit begun in place of another at the same time of day; "too" / "also", another person or another time of day
  is a habit beside it.
- A habit said to have stopped, every word kept."""

from __future__ import annotations

import pytest
from flymemory import classify


@pytest.mark.parametrize("old,new", [
    ("The cleaner comes on Fridays.", "The cleaner's visits were rescheduled to every other week."),
    ("The maths tutor comes on Tuesdays.", "The maths tutor's sessions were moved to Thursdays."),
    ("My terminal font is Fira Code.", "I use JetBrains Mono in my terminal."),
    ("My terminal editor is Vim.", "I use Emacs in my terminal."),
    ("The mail comes at 11 am.", "The mail now comes every afternoon at 2 pm."),
    ("I go to the gym at 6 pm.", "I now go to the gym every morning at 7 am."),
    ("I drink black coffee in the morning.", "I've started drinking green tea in the morning."),
    ("I buy lunch at the canteen.", "I've stopped buying lunch at the canteen."),
    ("I eat red meat on weekends.", "I've stopped eating red meat on weekends."),
])
def test_an_update_said_in_plain_words_is_linked_not_crossed_out(old, new):
    verdict = classify.classify(old, new)
    assert verdict.kind == "possible_update" and verdict.links and not verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new", [
    ("The cleaner charges 25 dollars an hour.", "The cleaner's visits were rescheduled to every other week."),
    ("The maths tutor comes on Tuesdays.", "The maths tutor's brother now comes on Thursdays."),
    ("The nanny starts at 8 am.", "The nanny's daughter now starts school at 9 am."),
    ("The gardener comes every Monday.", "The gardener's van was moved to the back lot."),
    ("My editor font is Source Code Pro.", "I use Cascadia Code in my terminal."),
    ("Our slides use Helvetica.", "Our website uses Inter."),
    ("I go to the gym at 6 pm.", "My brother now goes to the gym every morning at 7 am."),
    ("I drink red wine in the evening.", "My husband has started drinking herbal tea in the evening."),
    ("I drink red wine in the evening.", "I've also started drinking herbal tea in the evening."),
    ("I drink red wine in the evening.", "I've started drinking herbal tea in the afternoon."),
    ("I play tennis on Mondays.", "I play golf on Mondays."),
    ("I play tennis on Mondays.", "I've started playing golf on Mondays too."),
    ("I buy lunch at the canteen.", "The interns have stopped buying lunch at the canteen."),
    ("I eat red meat on weekends.", "I've stopped eating red meat on weekdays."),
])
def test_another_person_place_time_or_a_habit_added_stays_apart(old, new):
    verdict = classify.classify(old, new)
    assert not verdict.links and not verdict.crosses_out, verdict
