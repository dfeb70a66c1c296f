"""Session 31 follow-ups (followup31): a firm's product said beside the firm, a person-valued slot said with a
description."""
from __future__ import annotations

import pytest
from flymemory.classify import classify


@pytest.mark.parametrize(("old", "new"), [
    ("我们用华为云。", "我们用华为。"),
    ("我们的服务器在阿里云上。", "我们的服务器在阿里上。"),
    ("我们的备份放在百度云上。", "我们的备份放在百度上。"),
])
def test_a_firms_product_is_not_the_firm(old: str, new: str) -> None:
    assert classify(old, new).kind != "restatement"
    assert classify(new, old).kind != "restatement"


def test_the_same_product_said_twice_is_still_one_fact() -> None:
    assert classify("我们用华为云。", "我们在用华为云。").kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("My manager is Jim.", "My manager is very strict now."),
    ("My doctor is Dr. Patel.", "My doctor is really busy these days."),
    ("Our coach is Maria.", "Our coach is very patient now."),
])
def test_a_person_described_is_no_new_value(old: str, new: str) -> None:
    assert classify(old, new).kind not in ("update", "reversal")


@pytest.mark.parametrize(("old", "new"), [
    ("My manager is Jim.", "My manager is Karen now."),
    ("My manager is Jim.", "My manager is now Karen."),
    ("My manager is Jim.", "My manager is my uncle now."),
    ("我的经理是王强。", "我的经理现在是刘洋。"),
])
def test_another_person_named_is_still_an_update(old: str, new: str) -> None:
    assert classify(old, new).kind == "update"
