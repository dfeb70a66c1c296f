"""A change said together with its reason, an occasion or a date (session 46, reason46, blind set 24's tuning half):
"…, so as of Monday the threshold is 1.5 seconds", "…, so since last weekend the photos go to iCloud", "…, so I've
taken the bus to work ever since", "IT swapped my old Intel MBP for an M3 MacBook Air this week", "Dropped Nord for
Mullvad". The change links the older fact (nothing crossed out unless the existing rules already make it sure);
another person's change, a plan, a passing state and another thing of the kind link nothing."""

import pytest
from flymemory.classify import classify

LINKED = ("update", "possible_update", "reversal")

CHANGED = [
    # a start time after "so" ("so as of" is no "so as to"), a decimal value that ends no clause
    ("Our API p99 latency alert fires at 800 ms.",
     "That alert was paging us every night for nothing, so as of Monday the p99 threshold is 1.5 seconds."),
    ("Our standup is at 9:30.", "Half the team is in Berlin now, so as of Monday standup is at 10:30."),
    # a start time said first in the clause after "so": the state said now
    ("Our family photos back up to Google Photos.",
     "We hit the 2 TB cap on Google One, so since last weekend the photos go to iCloud."),
    ("I swim at the YMCA pool.",
     "The YMCA pool closed for repairs, so since last week I swim at the community center."),
    ("We host the blog on Netlify.", "Netlify's free tier got too small, so since March the blog lives on Vercel."),
    # "ever since" after a present perfect: the state began at the event before it
    ("I bike to work on my Trek hybrid.",
     "My Trek got stolen in June, so I've taken the bus to work ever since. any good commuter bike locks?"),
    ("My phone is an iPhone 12.", "The screen cracked, so I've used my old Pixel ever since."),
    # a change word naming "my old …": "this week" says when a lasting change was made
    ("My work laptop is a 2020 Intel MacBook Pro.",
     "IT finally swapped my old Intel MBP for an M3 MacBook Air this week — how do I move my brew setup over?"),
    ("Our router is a Netgear Nighthawk.", "We replaced our old Netgear Nighthawk with an Eero mesh this week."),
    # a one-word name with a tail of capitals said by its head
    ("I use NordVPN.", "Dropped Nord for Mullvad when the renewal price doubled."),
    ("We back up the laptops with ExpressVPN turned on.", "We dropped Express for Proton last month."),
]


@pytest.mark.parametrize(("old", "new"), CHANGED)
def test_a_change_with_its_reason_or_date_links(old: str, new: str) -> None:
    assert classify(old, new).kind in LINKED, classify(old, new)


def test_the_head_of_a_name_with_its_old_value_is_crossed_out_as_before() -> None:
    # the existing rule: a change word naming the older value ("Dropped NordVPN for Mullvad") crosses it out
    assert classify("I use NordVPN.", "Dropped Nord for Mullvad when the renewal price doubled.").kind == "update"


APART = [
    # another person's change
    ("My work laptop is a 2020 Intel MacBook Pro.", "My sister swapped her old MacBook Pro for an Air this week."),
    ("I bike to work on my Trek hybrid.",
     "My brother's Trek got stolen in June, so he has taken the bus to work ever since."),
    ("Our family photos back up to Google Photos.",
     "We hit the 2 TB cap on Google One, so since last weekend my sister's photos go to iCloud."),
    ("I use NordVPN.", "My roommate uses Nord."),
    # the reason's subject owns the value ("its p99"): another thing's measure
    ("Our API p99 latency alert fires at 800 ms.",
     "The checkout service got slow after the deploy, so as of Monday its p99 is 1.5 seconds."),
    # a plan
    ("Our family photos back up to Google Photos.",
     "We hit the 2 TB cap on Google One, so we might switch the photos to iCloud."),
    ("Our API p99 latency alert fires at 800 ms.",
     "That alert was paging us every night for nothing, so we might raise the p99 threshold to 1.5 seconds."),
    # a passing state
    ("I bike to work on my Trek hybrid.", "This week I'm taking the bus, the Trek is in the shop."),
    ("I bike to work on my Trek hybrid.", "My Trek is in the shop, so I'm taking the bus to work this week."),
    ("My work laptop is a 2020 Intel MacBook Pro.", "I swapped to a loaner laptop this week while mine is in repair."),
    # another name, a first word that only looks like a head
    ("I use ExpressVPN.", "Dropped Nord for Mullvad when the renewal price doubled."),
    ("I use OpenVPN at work.", "Open the app and log in."),
]


@pytest.mark.parametrize(("old", "new"), APART)
def test_another_holder_a_plan_or_a_passing_state_links_nothing(old: str, new: str) -> None:
    assert classify(old, new).kind not in LINKED, classify(old, new)
