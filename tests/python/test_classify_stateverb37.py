"""Issue #12, session 37: a switch's state said as a verb. "The checkout_v2 flag is on for everyone." / "We just
disabled the checkout_v2 flag." were two facts (the words differ, the cosine is low): the flag's current state was
lost behind the older one. The same named setting, one side a state and the other a verb that sets it the other way
(turned / switched / flipped off, disabled, deactivated, killed a flag; 关掉了, 停用了, 打开了, 开启了, 启用了), is a
value changed: crossed out when the newer side's verb sets it, linked when the verb is the older side's. The same
state said as a state and as a verb is never an update. Another flag or device, a light switched off, the highway
turned off, 开车 / 开会 / 关心 / 打开 a document stay apart; a light switched off is an event (linked at most)."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup

E5 = dedup.CALIBRATED["e5-small-q4"]  # (the calibrated lines the engine judges with)


@pytest.mark.parametrize(("old", "new"), [
    ("The checkout_v2 flag is on for everyone.", "We just disabled the checkout_v2 flag."),
    ("Auto-update is enabled on my laptop.", "I turned off auto-update on my laptop."),
    ("灰度开关 home_v4 现在是开着的。", "home_v4 这个灰度开关我们刚刚关掉了。"),
    ("通知是关的", "我把通知打开了"),
    ("Dark mode is off in my mail client.", "I switched dark mode on in my mail client."),
    ("Read receipts are disabled in my chat app.", "I re-enabled read receipts in my chat app."),
    ("The old_search flag is active in staging.", "We killed the old_search flag in staging."),
    ("The invoices_v2 feature is off for partners.", "We ungated the invoices_v2 feature for partners."),
    ("家里路由器的访客网络功能是开启的。", "我把家里路由器的访客网络功能停用了。"),
    ("备份服务器的防火墙是关着的。", "我们给备份服务器启用了防火墙。"),
])
@pytest.mark.parametrize("similarity", [None, 0.86])
def test_a_setting_set_the_other_way_by_a_verb_is_an_update(old, new, similarity):
    judgement = classify.classify(old, new, similarity, E5 if similarity else None)
    assert judgement.kind == "update", judgement
    assert judgement.crosses_out


@pytest.mark.parametrize(("old", "new"), [
    ("We disabled the beta_api flag.", "The beta_api flag is on."),
    ("我把蓝牙的自动连接功能关掉了。", "蓝牙的自动连接功能是开着的。"),
])
def test_the_verb_on_the_older_side_only_is_linked(old, new):
    judgement = classify.classify(old, new, None, None)
    assert judgement.kind == "possible_update", judgement


@pytest.mark.parametrize(("old", "new"), [
    ("Comments are disabled on my blog.", "I disabled comments on my blog last week."),
    ("Autocorrect is off on my phone.", "I switched off autocorrect on my phone ages ago."),
    ("The legacy_login flag is off.", "We turned off the legacy_login flag a while ago."),
    ("我平板的自动亮度是关的。", "平板的自动亮度功能我早就关了。"),
    ("相册的云同步是关闭的。", "我上周就把相册的云同步关闭了。"),
])
@pytest.mark.parametrize("similarity", [None, 0.9])
def test_the_same_state_said_as_a_verb_is_never_an_update(old, new, similarity):
    judgement = classify.classify(old, new, similarity, E5 if similarity else None)
    assert judgement.kind not in ("update", "reversal", "possible_update"), judgement


def test_the_same_state_said_as_a_verb_in_the_same_words_is_a_restatement():
    judgement = classify.classify("Comments are disabled on my blog.", "I disabled comments on my blog last week.")
    assert judgement.kind == "restatement", judgement


@pytest.mark.parametrize(("old", "new"), [
    ("The checkout flag is on.", "We disabled the search flag."),
    ("Auto-update is enabled on my laptop.", "I turned off auto-update on my desktop."),
    ("The porch light is on at night.", "I turned off the lights when I left."),
    ("The garage light is on every night.", "I switched off the garage light when I got home."),
    ("Cruise control is on.", "We turned off the highway near Reno."),
    ("The weekly sync is on for Thursday.", "The lead shut down the meeting early."),
    ("My cousin is active in the running club.", "An injury disabled my cousin for months."),
    ("The backup job is on the NAS.", "I turned off the backup job on the NAS laptop."),
    ("The sync is on Monday.", "We disabled the sync."),
    ("I switched teams to Ops on Monday.", "The teams to ops flag is off."),
    ("The new_ui flag isn't on yet.", "We enabled the new_ui flag."),
    ("定位服务是开着的。", "我妈很关心定位服务。"),
    ("灰度开关 feed_v9 是关着的。", "我打开了 feed_v9 的设计文档。"),
    ("会议室的投影仪是关着的。", "我们在会议室开了个会。"),
    ("车上的自动启停是开着的。", "我今天开车去公司了。"),
    ("我手机的深色模式是开的。", "我把平板的深色模式关了。"),
])
def test_no_setting_of_the_same_thing_set_by_a_verb_is_crossed_out(old, new):
    judgement = classify.classify(old, new, 0.9, E5)
    assert not judgement.crosses_out, judgement
    assert "a switch set the other way" not in judgement.rule, judgement
    assert judgement.kind != "restatement", judgement


@pytest.mark.parametrize("similarity", [None, 0.9])
def test_a_light_switched_off_is_an_event_linked_at_most(similarity):
    judgement = classify.classify("The porch light is on every evening.",
                                  "I switched off the porch light before I went to sleep.",
                                  similarity, E5 if similarity else None)
    assert not judgement.crosses_out, judgement
