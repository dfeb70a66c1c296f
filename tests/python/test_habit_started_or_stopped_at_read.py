"""A habit said to start or stop: "I order pizza on Fridays" / "I've stopped ordering pizza on Fridays", "我每天骑车去
公司" / "我开始坐公交去公司了". The newer sentence puts a verb of beginning or ending (started, stopped, quit, gave up,
began, took up; 开始, 停止) right before the older sentence's own verb, which the write path knows as no change word
and the read-time steps read as one event verb kept by both (two events). Recall puts the newer one right above the
older one, order only (`changed_at_read`, `outdated.changed_newer_first`): nothing is stamped, linked or hidden.
Another holder's habit ("My sister …" / "I started …"), a plan ("I'm thinking of starting …"), a passing state
("this week") and a question that names the older sentence's own detail keep the older one first."""

from __future__ import annotations

import pytest
from flymemory import outdated
from flymemory.classify.read import changed_at_read, habit_aspect
from flymemory.model import Scope
from search_hits import hits_in_order

STARTED_OR_STOPPED = [
    ("I order pizza on Fridays.", "I've stopped ordering pizza on Fridays.", "What do I order on Fridays?", "order"),
    ("I play tennis at the club on Sundays.", "I've started playing squash at the club on Sundays.",
     "What do I play at the club?", "play"),
    ("I bake bread every weekend.", "I quit baking bread.", "Do I bake bread?", "bake"),
    ("I jog along the river after work.", "I took up jogging in the park after work.", "Where do I jog?", "jog"),
    ("我每天骑车去公司。", "我开始坐公交去公司了。", "我怎么去公司？", "去公司"),
    ("我晚上在家练瑜伽。", "我开始去健身房练瑜伽了。", "我在哪里练瑜伽？", "练瑜伽"),
]

KEPT_IN_ORDER = [
    # another holder started the habit
    ("My sister plays tennis at the club on Sundays.", "I started playing squash at the club on Sundays.",
     "What does my sister play at the club?"),
    ("我女儿晚上在家练瑜伽。", "我开始去健身房练瑜伽了。", "我女儿在哪里练瑜伽？"),
    # a plan, not a change
    ("I order pizza on Fridays.", "I'm thinking of starting to order sushi on Fridays.", "What do I order on Fridays?"),
    # a passing state
    ("I bake bread every weekend.", "This weekend I started baking cookies.", "What do I bake?"),
    # the question names the older sentence's own detail, which the newer one replaced
    ("I jog along the river after work.", "I started jogging in the park before work.", "Where do I jog after work?"),
]


@pytest.mark.parametrize(("old", "new", "question", "verb"), STARTED_OR_STOPPED)
def test_a_habit_started_or_stopped_is_read_as_its_change(old: str, new: str, question: str, verb: str) -> None:
    assert habit_aspect(old, new) == verb
    assert "started or stopped" in changed_at_read(old, new, question)


@pytest.mark.parametrize(("old", "new", "question", "verb"), STARTED_OR_STOPPED)
def test_the_newer_habit_goes_right_above_the_older_and_nothing_is_stamped(store, old: str, new: str, question: str,
                                                                           verb: str) -> None:
    hits = outdated.newer_first(store, hits_in_order(old, new), Scope(), question)
    assert [h.entry.id for h in hits] == [2, 1]
    assert all(h.outdated_by is None for h in hits)


def test_recall_answers_the_stopped_habit_first(lexical_engine) -> None:
    older = lexical_engine.remember("I bake bread every weekend.")[0].entry_id
    newer = lexical_engine.remember("I quit baking bread.")[0].entry_id
    hits = lexical_engine.recall("Do I bake bread?", k=5)
    assert [h.entry.id for h in hits][:2] == [newer, older]


@pytest.mark.parametrize(("old", "new", "question"), KEPT_IN_ORDER)
def test_another_holder_a_plan_a_passing_state_or_the_older_detail_asked_keep_the_order(store, old: str, new: str,
                                                                                      question: str) -> None:
    assert not changed_at_read(old, new, question)
    assert [h.entry.id for h in outdated.newer_first(store, hits_in_order(old, new), Scope(), question)] == [1, 2]


def test_a_new_event_named_by_start_is_no_habit() -> None:
    # "started a new job" names no verb of the older sentence after "started"
    assert habit_aspect("I work at Stripe.", "I started a new job last week.") == ""
