"""Session 43 (restate43): one fact said another way, read in one form, is stored once.

Restatements of the tuning halves (update_set, restate_probes, blind_probes) stored twice with every embedder, each
for a reading the classifier lacked: an allergy said as what one may not take or as what the allergen gives (blind 9,
18, 20: the avoidance's 不能 / "no" read as the fact negated); a cap named before its number (update_set: 接口限流是
每分钟100次 / 接口每分钟最多调用100次); a timeout said as a noun or as what happens after it (restate_probes_5, _8,
update_set: "after" read as a time word); "now" / 现在 beside the same claim in another form (blind 9); "have been
wanting to" as the wish it is (blind 7: "wanted to" was one, so the two read as a wish on one side only). Pairs below
are from tuning halves, at their e5 cosine, and look-alikes that must stay apart."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize(("old", "new", "cosine"), [
    ("我对花生过敏。", "花生我不能吃，会过敏。", 0.962),  # blind 18
    ("我对青霉素过敏。", "青霉素我不能用，会过敏。", 0.969),  # blind 9
    ("I'm allergic to penicillin.", "Penicillin gives me a bad allergic reaction, so no penicillin for me.", 0.909),
    ("I'm allergic to penicillin.", "Penicillin gives me an allergic reaction, so keep it off any list of meds for me.",
     0.902),  # blind 18
    ("接口限流是每分钟100次。", "接口每分钟最多调用100次。", 0.979),  # update_set
    ("The request timeout is 30 seconds.", "Requests time out after thirty seconds.", 0.955),  # restate_probes_5
    ("The session timeout is 15 minutes.", "Sessions expire after fifteen minutes.", 0.944),  # restate_probes_8
    ("缓存过期时间是300秒。", "缓存300秒后过期。", 0.989),  # update_set
    ("我儿子在实验小学读三年级。", "儿子现在在实验小学上三年级。", 0.975),  # blind 9
    ("I have been wanting to learn how to cook recently.", "Lately I've wanted to learn to cook.", 0.981),  # blind 7
])
def test_one_fact_said_another_way_is_stored_once(old: str, new: str, cosine: float) -> None:
    assert classify.classify(old, new, similarity=cosine, thresholds=E5).kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("我对花生过敏。", "花生我不能吃，会过敏。"),
    ("接口限流是每分钟100次。", "接口每分钟最多调用100次。"),
    ("The request timeout is 30 seconds.", "Requests time out after thirty seconds."),
    ("缓存过期时间是300秒。", "缓存300秒后过期。"),
])
def test_without_an_embedder_too(old: str, new: str) -> None:
    assert classify.classify(old, new).kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("我对花粉过敏。", "花生我不能吃，会过敏。"),  # another allergen
    ("我对花生过敏。", "花生我能吃，不会过敏。"),  # no allergy
    ("我对花生过敏。", "花生他不能吃，会过敏。"),  # another person
    ("I'm not allergic to penicillin.", "Penicillin gives me an allergic reaction, so no penicillin for me."),
    ("My son is allergic to penicillin.", "Penicillin gives me an allergic reaction, so no penicillin for me."),
    ("I'm allergic to peanuts.", "Penicillin gives me an allergic reaction, so no penicillin for me."),
    ("接口限流是每分钟100次。", "接口每分钟调用100次。"),  # a count, no cap
    ("接口限流是每分钟100次。", "接口每分钟最少调用100次。"),  # the other bound
    ("接口限流是每分钟100次。", "接口每秒最多调用100次。"),
    ("登录接口限流是每分钟100次。", "支付接口每分钟最多调用100次。"),
    ("The request timeout is 30 seconds.", "Connections time out after thirty seconds."),
    ("The session timeout is 15 minutes.", "Tokens expire after fifteen minutes."),
    ("The session timeout is 15 minutes.", "Sessions don't expire after fifteen minutes."),
    ("我儿子在实验小学读三年级。", "儿子现在在实验小学上四年级。"),  # another value, said with 现在
    ("我儿子在实验小学读三年级。", "儿子现在在育才小学上三年级。"),
    ("I have been wanting to learn how to cook recently.", "I learned how to cook recently."),  # a wish, a fact
])
def test_another_fact_said_alike_stays_apart(old: str, new: str) -> None:
    assert classify.classify(old, new, similarity=0.97, thresholds=E5).kind != "restatement"
    assert classify.classify(old, new).kind != "restatement"


def test_a_changed_cap_is_still_an_update() -> None:
    assert classify.classify("接口限流是每分钟100次。", "接口限流改成每分钟200次了。").kind == "update"
