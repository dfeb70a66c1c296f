"""Issue #12, session 30 (zhlight30): a Chinese verb of leaving a job names the old value, as "I left Acme" does in
English. After a sentence of the speaker's work, 离职 / 辞职 (after 从 or 在 + the firm) and 辞掉 / 辞去 + the firm
are an update of the employer, crossed out, the verb its change word ("我在网易工作" / "我上周从网易辞职了"); 离开 +
the firm is one only with a new employer said after it, and then only a link ("我在京东上班" / "我已经离开京东，加入
了美团"). Another holder, 也 (another left too), a plan, a question, leaving a city or a building stay apart."""

from __future__ import annotations

import pytest
from flymemory import classify


@pytest.mark.parametrize("old,new,firm", [
    ("我在美团上班。", "我已经从美团离职，去了京东。", "美团"),
    ("我在网易工作。", "我上周从网易辞职了。", "网易"),
    ("我在美团做产品经理。", "我辞掉了美团的工作。", "美团"),
    ("我在百度工作。", "我从百度辞职，去了快手。", "百度"),
])
def test_a_job_said_left_names_the_old_employer_and_crosses_it_out(old, new, firm):
    verdict = classify.classify(old, new)
    assert verdict.kind == "update" and verdict.crosses_out and verdict.old_value == firm, verdict


def test_leaving_a_firm_for_another_is_linked_not_crossed_out():
    verdict = classify.classify("我在京东上班。", "我已经离开京东，加入了美团。")
    assert verdict.kind == "possible_update" and verdict.links and not verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new", [
    ("我在百度工作。", "我老婆从百度离职了。"),
    ("我在百度工作。", "我也从百度离职了。"),
    ("我在百度工作。", "我准备从百度辞职。"),
    ("我在百度工作。", "我从百度离职了吗？"),
    ("我在百度工作。", "我已经离开杭州了。"),
    ("我在北京工作。", "我已经离开北京了。"),
    ("我在百度工作。", "我今天提前离开百度大厦了。"),
    ("我在图书馆做作业。", "我从图书馆离开了。"),
])
def test_another_holder_a_plan_a_question_a_city_or_a_building_is_no_job_left(old, new):
    verdict = classify.classify(old, new)
    assert not verdict.crosses_out and verdict.kind not in ("update", "possible_update"), verdict
