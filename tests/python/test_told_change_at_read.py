"""A change told as a story, at read time (session 33, staleread_probes): "Costs got too high, so we moved
everything to Hetzner" after "Our website is hosted on Heroku", "膝盖受伤后，我改成游泳了" after
"我每天早上跑步". The newer sentence shares no word with the older one and the question names nothing both
have, so no step of the read-time net read them as one slot and the older answer stayed first. The clause
that says the change names no subject of its own (a pronoun, or the change word itself, leads it), is said of
the older sentence's holder, and the question asks about the older sentence: recall puts the newer one right
above it, order only (`changed_at_read` -> `told_change`). Look-alikes keep the older one first: another
holder or group the question names ("Where does my team eat lunch?"), another one of the thing asked
(支付服务 for 订单服务), another party."""

from __future__ import annotations

import pytest
from flymemory import outdated
from flymemory.classify.read import changed_at_read
from flymemory.model import Scope
from search_hits import hits_in_order

# The change after its reason (session 45, why45): the classifier links it (claim.change_after_reason), so at read the
# older entry is stamped possibly outdated as well as put under the newer one.
TOLD_AFTER_REASON = ("Our website is hosted on Heroku.", "The bills kept growing, so we moved it all to Hetzner.",
                     "Where is our website hosted?")
TOLD = [
    TOLD_AFTER_REASON,
    ("My son goes to Maple Elementary.", "We took him out in spring; he's at Riverside Academy these days.",
     "Which school does my son attend?"),
    ("My yoga classes are on Monday and Friday evenings.", "Nowadays I stretch on Tuesday mornings.",
     "When do I do yoga?"),
    ("我们的文档放在语雀上。", "折腾了两天，如今全在飞书上了。", "我们的文档放在哪？"),
    ("官网部署在阿里云上。", "费用太高，我们把它全搬到了腾讯云。", "官网部署在哪？"),
    ("我用Windows电脑。", "又换回Windows了。", "我用什么电脑？"),
]

KEPT_IN_ORDER = [
    # the question names a group the speaker's clause is not
    ("My team eats lunch at the office canteen.", "Lately I bring a lunchbox from home, so now I eat at my desk.",
     "Where does my team eat lunch?"),
    # another holder
    ("My wife works at Stripe.", "Things got messy, so now I work at Shopify.", "Where does my wife work?"),
    ("我老婆在京东上班。", "我三月份跳槽去了美团。", "我老婆在哪家公司上班？"),
    # another one of the thing asked
    ("订单服务用8080端口。", "防火墙整改后，支付服务改用9090端口了。", "订单服务用哪个端口？"),
    # another party's change
    ("我爸每天早上跑步。", "膝盖好了以后，我妈改成游泳了。", "我爸每天早上做什么运动？"),
]


@pytest.mark.parametrize(("old", "new", "question"), TOLD)
def test_a_change_told_as_a_story_is_read_as_the_older_ones_change(old: str, new: str, question: str) -> None:
    assert changed_at_read(old, new, question)


@pytest.mark.parametrize(("old", "new", "question"), TOLD)
def test_the_told_change_goes_right_above_the_older_and_nothing_is_stamped(store, old: str, new: str,
                                                                           question: str) -> None:
    hits = outdated.newer_first(store, hits_in_order(old, new), Scope(), question)
    assert [h.entry.id for h in hits] == [2, 1]
    if (old, new, question) == TOLD_AFTER_REASON:
        assert [h.outdated_by for h in hits] == [None, 2]
    else:
        assert all(h.outdated_by is None for h in hits)


@pytest.mark.parametrize(("old", "new", "question"), KEPT_IN_ORDER)
def test_a_look_alike_the_question_names_keeps_the_older_first(store, old: str, new: str, question: str) -> None:
    assert not changed_at_read(old, new, question)
    hits = outdated.newer_first(store, hits_in_order(old, new), Scope(), question)
    assert [h.entry.id for h in hits] == [1, 2]
