"""Issue #12, session 29 (thing29): two plain-words changes of a habit, no change word the classifier knows.
Chinese 开始 before the verb the older sentence already says, of the same subject, with another object ("我平时喝
拿铁" / "我最近开始喝普洱了"), and the same act at another part of the day, in Chinese after 改 / 开始 ("我早上
练琴" / "我现在改晚上练琴了") and in English after "have started" + the gerund of the older verb ("I jog in the
mornings" / "I've started jogging in the evenings"), are linked "may update" (never crossed out) and read newer
first. Another person's habit, a one-off (今天开始下雪了, "it started snowing"), a plan, a passing state, a habit
added beside the older one (也, "too"), the same habit said again, and another activity stay apart."""

from __future__ import annotations

import pytest
from flymemory import classify


@pytest.mark.parametrize("old,new", [
    ("我平时喝拿铁。", "我最近开始喝普洱了。"),
    ("我晚饭吃米饭。", "我晚饭开始吃杂粮了。"),
    ("我每天听相声。", "我现在开始听播客了。"),
    ("我早上练琴。", "我现在改晚上练琴了。"),
    ("我傍晚散步。", "我最近开始早上散步了。"),
    ("I jog in the mornings.", "I've started jogging in the evenings."),
    ("I write at night.", "I've started writing in the mornings."),
    ("Tom swims in the evenings.", "Tom has started swimming at lunchtime."),
])
def test_a_habit_begun_in_place_of_the_older_or_at_another_time_is_linked(old, new):
    verdict = classify.classify(old, new)
    assert verdict.kind == "possible_update" and verdict.links and not verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new", [
    ("我平时喝拿铁。", "我同事最近开始喝普洱了。"),  # another person
    ("我平时喝拿铁。", "今天开始下雪了。"),  # a one-off, no subject of the speaker's
    ("我平时喝拿铁。", "我打算开始喝普洱。"),  # a plan
    ("我在杭州上班。", "我这周开始在苏州出差。"),  # a passing state
    ("我早上练琴。", "我晚上也开始练琴了。"),  # another time added beside the older one
    ("我每天喝豆浆。", "我最近开始喝豆浆了。"),  # the same habit said again
    ("我早上练琴。", "我这几天临时改晚上练琴。"),  # a passing state
    ("I jog in the mornings.", "My brother has started jogging in the evenings."),  # another person
    ("I jog in the mornings.", "I've started jogging in the evenings too."),  # added beside it
    ("I jog in the mornings.", "I've started jogging in the evenings this week."),  # a passing state
    ("I jog in the mornings.", "It started snowing in the evening."),  # a one-off
    ("I jog in the mornings.", "I've started cycling in the evenings."),  # another activity
])
def test_another_holder_a_one_off_a_plan_or_an_added_habit_stays_apart(old, new):
    verdict = classify.classify(old, new)
    assert not verdict.links and not verdict.crosses_out, verdict


@pytest.mark.parametrize("older,newer,question", [
    ("I jog in the mornings.", "I've started jogging in the evenings.", "When do I jog?"),
])
def test_without_an_embedder_the_newer_english_habit_comes_first(newer_linked_first, older, newer, question):
    newer_linked_first(older, newer, question)
