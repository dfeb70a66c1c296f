"""Issue #12, session 32 (pastrev32): updates that came back stale.
  1. a past state of the older claim said later: "I'm allergic to peanuts" / "I used to be allergic to peanuts, I grew
     out of it" (crossed out), 我对花生过敏 / 我以前对花生过敏 (a link); another value, another holder or a story of
     the same place is not read.
  2. a change said after a time put first: "After lunch I switched to Zed", "Since Monday we deploy with Argo",
     从上周开始我改用 Neovim 了; another holder after the time is still another holder.
  3. a holder taking over: "Dave has taken over the data team" (a link: the frame is reworded), a group as a holder
     ("The SRE team owns the pager" / "Platform owns the pager now", 运维组 / 平台组); a group that opens the newer
     sentence is another holder than the speaker ("我们用 Jenkins 部署" / "数据组改用 GitHub Actions 部署了")."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5")


@pytest.mark.parametrize("old,new", [
    ("I'm allergic to peanuts.", "I used to be allergic to peanuts, I grew out of it."),
    ("I'm vegetarian.", "I used to be vegetarian, but now I eat fish."),
    ("我对花生过敏。", "我以前对花生过敏，现在已经好了。"),
    ("我吃素。", "我以前吃素，现在不吃了。"),
])
def test_a_past_state_of_the_older_claim_said_to_have_ended_is_crossed_out(old, new):
    for similarity, thresholds in ((None, None), (0.88, E5)):
        verdict = classify.classify(old, new, similarity, thresholds)
        assert verdict.kind == "update" and verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new", [
    ("我对花生过敏。", "我以前对花生过敏。"),
    ("我在腾讯工作。", "我之前在腾讯工作。"),
    ("我住在杭州。", "我以前住在杭州。"),
    ("I live in Lisbon.", "I used to live in Lisbon."),
])
def test_a_past_state_of_the_older_claim_alone_is_linked(old, new):
    for similarity, thresholds in ((None, None), (0.93, E5)):
        verdict = classify.classify(old, new, similarity, thresholds)
        assert verdict.kind == "possible_update" and "past state" in verdict.rule, verdict


@pytest.mark.parametrize("old,new", [
    ("I'm allergic to peanuts.", "I used to be allergic to cats."),
    ("I work at Google.", "My brother used to work at Google."),
    ("我对花生过敏。", "我以前对猫过敏。"),
    ("我在腾讯工作。", "我哥以前在腾讯工作。"),
    ("我吃素。", "我妈以前吃素。"),
    ("I live in Lisbon.", "I lived in Lisbon for two years."),
    ("I used to live in Lisbon.", "I live in Porto."),
])
def test_another_value_holder_or_a_story_in_the_past_is_not_read_as_the_present_ended(old, new):
    verdict = classify.classify(old, new)
    assert "past state" not in verdict.rule and not verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new", [
    ("I use VS Code.", "After lunch I switched to Zed."),
    ("I use VS Code.", "Yesterday I switched to Zed."),
    ("We deploy with Flux.", "Since Monday we deploy with Argo."),
    ("I use Thunderbird for email.", "Last week I switched to Apple Mail for email."),
    ("我用 VS Code。", "从上周开始我改用 Neovim 了。"),
])
def test_a_change_said_after_a_time_put_first_is_linked_or_crossed_out(old, new):
    verdict = classify.classify(old, new)
    assert verdict.links, verdict


@pytest.mark.parametrize("old,new", [
    ("I use VS Code.", "After lunch I tried Zed for a bit."),
    ("I use VS Code.", "After lunch my teammate switched to Zed."),
    ("We deploy with Flux.", "Since Monday the data team deploys with Argo."),
    ("I drink coffee in the morning.", "Since last month I run in the evening."),
    ("我用 VS Code。", "从上周开始我同事改用 Neovim 了。"),
    ("我们用 Jenkins 部署。", "从这个月起数据组改用 GitHub Actions 部署了。"),
])
def test_a_time_put_first_before_another_holder_or_no_change_stays_apart(old, new):
    verdict = classify.classify(old, new)
    assert not verdict.links, verdict


@pytest.mark.parametrize("old,new", [
    ("我们用 Jenkins 部署。", "数据组改用 GitHub Actions 部署了。"),
    ("我们用 Jenkins 部署。", "数据组现在改用 GitHub Actions 部署了。"),
    ("We deploy with Jenkins.", "The data team switched to GitHub Actions."),
])
def test_a_group_that_opens_the_newer_sentence_is_not_the_speaker_crossed_out(old, new):
    verdict = classify.classify(old, new)
    assert not verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new", [
    ("Carol runs the data team.", "Dave has taken over the data team."),
    ("Maria handles payroll.", "Tom has taken over payroll."),
])
def test_a_role_taken_over_by_another_person_is_linked(old, new):
    verdict = classify.classify(old, new)
    assert verdict.kind == "possible_update" and not verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new,was,now", [
    ("The SRE team owns the pager.", "Platform owns the pager now.", "The SRE team", "Platform"),
    ("运维组负责值班。", "现在平台组负责值班了。", "运维组", "平台组"),
])
def test_a_group_holding_a_role_said_anew_is_an_update(old, new, was, now):
    verdict = classify.classify(old, new)
    assert verdict.kind == "update" and (verdict.old_value, verdict.new_value) == (was, now), verdict


@pytest.mark.parametrize("old,new", [
    ("Carol runs the data team.", "Dave has taken over the infra team."),
    ("Maria handles payroll.", "Tom has taken over payroll while Maria is on leave."),
    ("The SRE team owns the pager.", "Platform also owns the pager."),
    ("The SRE team owns the pager.", "Platform owns the release calendar now."),
    ("运维组负责值班。", "平台组也负责值班。"),
    ("老王负责财务。", "小李这周暂时接手财务。"),
])
def test_another_object_a_co_holder_or_a_stand_in_is_not_crossed_out(old, new):
    verdict = classify.classify(old, new)
    assert not verdict.crosses_out, verdict
