"""Two legs of a trip, a thing said with a qualifier of whose use on one side only, and an end date said two ways
(session 41, prec41; blind_probes_18_audit D6 and D3).

"My flight to Tokyo departs Oct 12 at 11:40" / "My flight back from Tokyo departs Oct 20 at 17:05" linked two legs;
"My phone is a Pixel 7" / "My work phone is now an iPhone 15" crossed out the bare phone; "My passport expires in
March 2029" / "Passport's good until 03/2029" was read as a passing state. A leg rebooked, the bare thing replaced,
and "I'm in Lisbon until March" keep their readings."""

from __future__ import annotations

import pytest
from flymemory.classify import classify


@pytest.mark.parametrize(("old", "new"), [
    ("My flight to Tokyo departs Oct 12 at 11:40.", "My flight back from Tokyo departs Oct 20 at 17:05."),
    ("My flight to Tokyo departs Oct 12 at 11:40.", "My return flight departs Oct 20 at 17:05."),
    ("My flight to Tokyo departs Oct 12 at 11:40.", "My flight to Osaka departs Oct 20 at 17:05."),
    ("The outbound train to Nice leaves Monday at 7:15.", "The return train from Nice leaves Thursday at 19:40."),
    ("My tablet is an iPad Air.", "My work tablet is now a Galaxy Tab S9."),
    ("My watch is a Garmin 255.", "My personal watch is now an Apple Watch."),
    ("我的电脑是联想小新。", "我的工作电脑换成MacBook了。"),
    ("我的邮箱是ana@qq.com。", "我的工作邮箱改成ana@acme.com了。"),
])
def test_another_leg_or_another_qualified_thing_is_kept_apart(old, new):
    for a, b in ((old, new), (new, old)):
        judged = classify(a, b)
        assert judged.kind in ("distinct", "unrelated"), (a, b, judged)


@pytest.mark.parametrize(("old", "new"), [
    ("My flight to Tokyo departs Oct 12 at 11:40.", "My flight to Tokyo was moved to Oct 14 at 09:15."),
    ("My tablet is an iPad Air.", "My tablet is now a Galaxy Tab S9."),
    ("回程航班是10月7号晚上九点。", "回程航班改到10月8号晚上九点了。"),
])
def test_the_same_leg_or_thing_changed_still_links(old, new):
    assert classify(old, new).kind in ("update", "possible_update")


@pytest.mark.parametrize(("old", "new"), [
    ("My passport expires in March 2029.", "Passport's good until 03/2029."),
    ("My passport expires in March 2029.", "My passport is valid until March 2029."),
    ("The lease runs until June 2027.", "Our lease ends in June 2027."),
    ("My gym pass is good until 11/2027.", "My gym pass expires in November 2027."),
])
def test_an_end_date_said_two_ways_is_one_fact(old, new):
    assert classify(old, new).kind == "restatement"


def test_a_stay_until_a_month_stays_a_passing_state_and_two_documents_two_facts():
    from flymemory.classify.signals import is_temporary
    assert is_temporary("I'm in Lisbon until March.")
    assert classify("My passport expires in March 2029.", "My driver's license expires in March 2029.").kind \
        in ("distinct", "unrelated")
