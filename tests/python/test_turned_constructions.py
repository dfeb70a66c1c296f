"""Issue #12, session 32 (turned32): one fact said in a construction turned around is stored once.
  - Where one comes from: "I'm from Leeds" / "My hometown is Leeds" / "Leeds is where I'm from"
    (restatement.turned_frame), 我老家在长沙 / 长沙是我老家 / 我老家是长沙的 / 我是长沙人 (restatement._CJK_FROM_ROWS).
    Residence or work in the place, another holder and another place stay apart.
  - An allergy said as a noun or a causative: "I have a peanut allergy" / "Peanuts make me break out" / "I'm allergic
    to peanuts" (turned_frame). Another allergen, another holder, a negation stay apart.
  - A goal said as a noun: "My goal is to run …" / "I'm training to run …" (words.SYNONYM_PHRASES_EN); the speaker's
    goal is a plan (flymemory.mood), apart from the fact it names ("I ran …") even at a close cosine.
  - A plan word opening the second clause: 我最近在学日语，准备考N2 / 为了考N2，最近在学日语 (restatement._CJK_PURPOSE).
  - A cadence said as a noun: "Our team's on-call rotation is weekly" / "We rotate on-call every week".
  - "least favourite" on one side only is the opposite of a favourite (second_looks._LEAST).
Each test pairs a restatement with its look-alikes, so each fails on the base."""

from __future__ import annotations

import pytest
from flymemory import classify


def _apart(old: str, new: str, similarity: float | None = None) -> None:
    for a, b in ((old, new), (new, old)):
        verdict = classify.classify(a, b, similarity)
        assert verdict.kind not in ("restatement", "update", "reversal") and not verdict.crosses_out, (a, b, verdict)


def _one(old: str, new: str) -> None:
    assert classify.classify(old, new).kind == "restatement", (old, new, classify.classify(old, new))
    assert classify.classify(new, old).kind == "restatement", (new, old, classify.classify(new, old))


@pytest.mark.parametrize("old,new,lookalikes", [
    ("I'm from Leeds.", "My hometown is Leeds.", ("I live in Leeds.", "My wife's hometown is Leeds.")),
    ("I'm originally from Porto.", "Porto is my hometown.", ("I work in Porto.", "I studied in Porto.")),
    ("Leeds is where I'm from.", "I come from Leeds.", ("I moved to Leeds.",)),
    ("Ana is from Lisbon.", "Ana's hometown is Lisbon.", ("Ben's hometown is Lisbon.", "Ana lives in Lisbon.")),
])
def test_where_one_comes_from_said_another_way_is_one_fact(old, new, lookalikes):
    _one(old, new)
    for other in lookalikes:
        _apart(old, other)


@pytest.mark.parametrize("old,new,lookalikes", [
    ("长沙是我老家。", "我是长沙人。", ("我住在长沙。", "我老公老家在长沙。")),
    ("我是成都人。", "我老家是成都的。", ("我在成都上的大学。", "我老家在成都附近的小镇。")),
    ("我老家在湖南长沙。", "我是长沙人，湖南的。", ("我在长沙工作。",)),
])
def test_a_chinese_hometown_said_another_way_is_one_fact(old, new, lookalikes):
    _one(old, new)
    for other in lookalikes:
        _apart(old, other)


@pytest.mark.parametrize("old,new,lookalikes", [
    ("I'm allergic to peanuts.", "I have a peanut allergy.", ("I'm allergic to cats.", "My son has a peanut allergy.")),
    ("I have an allergy to penicillin.", "I'm allergic to penicillin.",
     ("I'm taking penicillin.", "I'm not allergic to penicillin.")),
    ("Shellfish make me break out.", "I have a shellfish allergy.", ("I have a pollen allergy.",)),
])
def test_an_allergy_said_as_a_noun_or_a_cause_is_one_fact(old, new, lookalikes):
    _one(old, new)
    for other in lookalikes:
        _apart(old, other)


@pytest.mark.parametrize("old,new,fact", [
    ("I'm training to run a half marathon in under two hours.",
     "My goal is to run a half marathon in under two hours.", "I ran a half marathon in under two hours."),
    ("My goal is a sub-3 marathon.", "I'm aiming for a sub-3 marathon.", "I ran a sub-3 marathon."),
    ("I'm working toward passing the DELE B2 exam.", "My goal is to pass the DELE B2 exam.",
     "I passed the DELE B2 exam."),
])
def test_a_goal_said_as_a_noun_is_one_goal_and_not_the_fact_it_names(old, new, fact):
    _one(old, new)
    for goal in (old, new):
        _apart(goal, fact)
        _apart(goal, fact, 0.9)  # (close wording: a goal names the fact, it does not state it)


def test_the_speakers_goal_only_is_read_as_one_and_as_a_plan():
    _one("My goal is to pass the DELE B2 exam.", "I'm working toward passing the DELE B2 exam.")
    _apart("My goal is to pass the DELE B2 exam.", "My wife's goal is to pass the DELE B2 exam.")
    _one("The uptime target is 99.95%.", "We aim for 99.95% uptime.")  # (a target set: no plan of the speaker's)


@pytest.mark.parametrize("old,new,lookalikes", [
    ("我最近在学日语，准备考N2。", "为了考N2，最近在学日语。", ("我已经考过N2了。", "我最近在学韩语，准备考TOPIK。")),
    ("我每天跑步，打算减肥。", "为了减肥，我每天跑步。", ("为了减肥，我每天游泳。", "为了减肥，我妈每天跑步。")),
])
def test_a_plan_word_and_a_purpose_word_say_one_fact(old, new, lookalikes):
    _one(old, new)
    for other in lookalikes:
        _apart(old, other)


@pytest.mark.parametrize("old,new,lookalikes", [
    ("Our team's on-call rotation is weekly.", "We rotate on-call every week.",
     ("Our team's standup is weekly.", "We deploy every week.")),
    ("Our release cadence is weekly.", "We release every week.", ("We hold a retro every week.",)),
])
def test_a_cadence_said_as_a_noun_is_one_fact(old, new, lookalikes):
    _one(old, new)
    for other in lookalikes:
        _apart(old, other)


def test_least_favourite_is_not_a_favourite():
    _one("Flat white is my favourite drink.", "My favourite drink is flat white.")
    _apart("Flat white is my favourite drink.", "Flat white is my least favourite drink.")
    _apart("My favourite editor is Helix.", "Helix is my least favourite editor.")
