"""Issue #12, session 29: a change said with the older sentence's own verb, no change word the classifier knows.
Chinese 改 before the verb the older sentence already says, of the same subject ("孙老师教初三" / "孙老师改教初一了",
"视频会员绑的是…" / "…现在改绑到…"), and the English present perfect of start / stop before a gerund with a word of
the older sentence's object kept ("I drink my coffee black" / "I've started taking oat milk in my coffee") are
linked "may update" (never crossed out) and read newer first. Another person's change, a passing state, a plan, a
change said not made, 改 that corrects or puts off (改作业, 改天), another thing, an event in the past, and another
activity beside the older one stay apart."""

from __future__ import annotations

import pytest
from flymemory import classify


@pytest.mark.parametrize("old,new", [
    ("黄老师教初二。", "黄老师改教高一了。"),
    ("视频会员绑的是我的手机号。", "视频会员现在改绑到我老婆的手机号了。"),
    ("韩老师带的是初二三班。", "韩老师改带高一五班了。"),
    ("我家院子里种的是月季。", "我家院子里改种蔬菜了。"),
    ("乐队平时演的是爵士。", "乐队改演摇滚了。"),
    ("I drink my coffee black.", "I've started taking oat milk in my coffee."),
    ("I take the bus to the gym.", "I've started cycling to the gym."),
    ("I put honey in my porridge.", "I've stopped putting honey in my porridge."),
    ("Priya writes her reports in Word.", "Priya has started writing her reports in Google Docs."),
])
def test_the_older_sentences_own_act_said_anew_is_linked(old, new):
    verdict = classify.classify(old, new)
    assert verdict.kind == "possible_update" and verdict.links and not verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new", [
    ("韩老师带的是初二三班。", "周老师改带高一五班了。"),  # another person
    ("我的微信绑的是工商银行卡。", "我妈的微信改绑农业银行卡了。"),  # another owner
    ("韩老师带的是初二三班。", "韩老师这周临时改带高一的课。"),  # a passing state
    ("我的微信绑的是工商银行卡。", "我打算把微信改绑农业银行卡。"),  # a plan
    ("韩老师带的是初二三班。", "韩老师没有改带别的班。"),  # said not made
    ("韩老师教初二。", "韩老师在改作业。"),  # 改 that corrects
    ("我每天练字。", "我改天再练。"),  # another day
    ("小区物业费收现金。", "小区停车费改收微信转账了。"),  # another thing
    ("I drink my coffee black.", "My sister has started taking oat milk in her coffee."),
    ("I take the bus to the gym.", "I started cycling to the gym when I was twenty."),
    ("I play chess.", "I've started playing go."),  # another activity beside it, nothing kept
    ("I take the bus to the gym.", "I've started cycling to the gym this week."),
])
def test_another_holder_a_passing_state_or_another_activity_stays_apart(old, new):
    verdict = classify.classify(old, new)
    assert not verdict.links and not verdict.crosses_out, verdict


@pytest.mark.parametrize("older,newer,question", [
    ("黄老师教初二。", "黄老师改教高一了。", "黄老师教几年级？"),
    ("I drink my coffee black.", "I've started taking oat milk in my coffee.", "How do I take my coffee?"),
])
def test_without_an_embedder_the_newer_act_comes_first(newer_linked_first, older, newer, question):
    newer_linked_first(older, newer, question)


def test_another_persons_change_stamps_nothing(lexical_engine):
    old = lexical_engine.remember("黄老师教初二。")[0].entry_id
    lexical_engine.remember("刘老师改教高一了。")
    hits = lexical_engine.recall("黄老师教几年级？", k=5)
    assert hits and hits[0].entry.id == old and hits[0].outdated_by is None


def test_close_wording_is_no_restatement_when_the_older_verb_is_said_changed():
    # e5 scores the pair above its restatement line; the change of the bound number is still said.
    thresholds = classify.dedup.CALIBRATED["e5-small-q4"]
    verdict = classify.classify("视频会员绑的是我的手机号。", "视频会员现在改绑到我老婆的手机号了。", 0.96, thresholds)
    assert verdict.kind == "possible_update" and verdict.links and not verdict.crosses_out, verdict
