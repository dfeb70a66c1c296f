"""Issue #12, session 34 (change34): change words the tables lacked, read by the write path and at read time from
the one table (signals._SIGNAL_TABLE): a new job or post said with "hired me" / "I got promoted", 去X报到, 入职了,
晋升为 / 升职; a price gone up or down ("prices went up", 涨价, 降价). Each test pairs an update with its look-alike,
which stays unlinked: the firm hiring someone else, another holder, a passive of two persons ("Nadia was hired by
Victor"), reporting at an office that is no firm, another item's price."""

from __future__ import annotations

import pytest
from flymemory import classify
from flymemory.classify.signals import signals_in

# (older, newer update, newer look-alike)
CASES = [
    ("I teach math at Lincoln High.", "Roosevelt High hired me to teach math.",
     "Roosevelt High hired a new math teacher."),
    ("I work at Stripe as a backend engineer.", "Handed in my badge in March; Shopify hired me a week later.",
     "My brother got hired by Shopify a week later."),
    ("I'm a senior engineer at Datadog.", "I got promoted to staff engineer.", "My manager got promoted to director."),
    ("Lunch at the cafeteria costs $8.", "Cafeteria prices went up and lunch is $10.",
     "Coffee prices went up at the cafeteria."),
    ("我在京东做产品经理。", "我昨天去美团报到了。", "我今天去社区居委会报到了。"),
    ("我在京东做产品经理。", "我昨天去美团报到了。", "我朋友昨天去美团报到了。"),
    ("我在公司是项目主管。", "我上个月晋升为部门经理了。", "我同事上个月晋升为部门经理了。"),
    ("超市的鸡蛋八块钱一斤。", "超市的鸡蛋降价了，六块钱一斤。", "超市的猪肉降价了。"),
]


@pytest.mark.parametrize(("old", "new", "lookalike"), CASES)
def test_a_change_word_of_a_job_or_a_price_links_the_update_and_not_its_lookalike(old, new, lookalike):
    assert classify.classify(old, new).links, new
    assert classify.at_read(old, new).links, new
    assert not classify.classify(old, lookalike).links, lookalike


@pytest.mark.parametrize(("said", "not_said"), [
    ("I was hired by Stripe in March.", "Nadia was hired by Victor in March."),
    ("I've been promoted to team lead.", "The post was promoted to the front page."),
    ("Gym prices went up last month.", "The kids went up the stairs last month."),
    ("楼下的豆浆涨价了。", "楼下的豆浆没涨价。"),
    ("我已经入职字节跳动了。", "我入职前去体检了。"),
])
def test_the_change_words_are_said_of_the_speaker_or_a_price_only(said, not_said):
    assert signals_in(said), said
    assert not signals_in(not_said), not_said

