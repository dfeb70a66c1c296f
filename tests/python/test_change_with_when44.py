"""Session 44 (when44): a change said together with WHEN it happened or WHY (issue #12; blind set 22's tuning half,
changetime probes' tuning half).

- A question after a dash is asked about the change stated before it ("two weeks ago we moved the pipeline to 3.12 —
  anything I should watch for now that distutils is gone?"), as one after a comma is.
- A time before now said last after a change word says when the change happened ("I switched to Planet Fitness three
  weeks ago"), as one said first does; a plain event with a time ("I ran 10k last Saturday") says no change.
- A change said in its first clause, then why or what came of it in clauses with no change word of their own
  ("博客挪到 Vercel 上了，阿里云那台到期就没续费"): the first clause is the change.
- 放弃了 says a thing stopped, as 不学了 does ("吉他放弃了，按弦手指太疼，现在周末学尤克里里").
Pairs from tuning halves, lexically and at their e5 cosines; look-alike controls kept apart."""

from __future__ import annotations

import pytest
from flymemory import classify
from judged_pairs import LINKED, lexical_and_e5


@pytest.mark.parametrize(("old", "new", "cosine"), [
    ("The data pipeline runs on Python 3.9.",
     "two weeks ago we moved the pipeline to 3.12 — anything I should watch for now that distutils is gone?",
     0.825),  # blind 22
    ("I work out at Gold's Gym.", "I switched to Planet Fitness three weeks ago.", 0.850),  # changetime
    ("我的博客部署在阿里云的一台轻量服务器上。", "博客挪到 Vercel 上了，阿里云那台到期就没续费。", 0.927),  # blind 22
    ("我周末在学吉他。", "吉他放弃了，按弦手指太疼，现在周末学尤克里里。", 0.920),  # blind 22
])
def test_a_change_said_with_when_or_why_is_linked(old: str, new: str, cosine: float) -> None:
    assert all(kind in LINKED for kind in lexical_and_e5(old, new, cosine))


@pytest.mark.parametrize(("old", "new"), [
    ("I ran 10k last Saturday.", "I ran 5k in March."),
    ("I went to the dentist yesterday.", "I went to the barber last week."),
    ("I bank with Chase.", "My dad switched to Ally Bank last week."),
    ("My phone is a Pixel 7.", "My wife switched to an iPhone 15 a few days ago."),
    ("I live in Lisbon.", "I'm planning to move to Porto next spring."),
    ("我住在杭州。", "我表姐去年搬到了上海，她很喜欢那边。"),
    ("我的博客部署在阿里云的一台轻量服务器上。", "我同事的博客挪到 Vercel 上了，阿里云那台到期就没续费。"),
    ("我用的输入法是搜狗。", "我同事又换回搜狗了，微信输入法的词库实在太少了。"),  # blindfix2 (tuning): another holder
    ("孩子周日下午学书法。", "孩子周六上午不再学围棋了，而是去学游泳。"),  # zh_signal (tuning): the rest goes on
    ("我周末在学吉他。", "我女儿吉他放弃了，现在周末学尤克里里。"),
    ("我周末在学吉他。", "小王放弃了吉他，现在周末学尤克里里。"),
])
def test_a_time_or_a_reason_beside_another_fact_links_nothing(old: str, new: str) -> None:
    assert classify.classify(old, new).kind not in LINKED
