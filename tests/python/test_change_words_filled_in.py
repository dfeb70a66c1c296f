"""A change said with a word the table missed beside one it has ("scaled out to" beside "down to",
"since the migration" beside "after the migration", "handed X over to" beside "handed over to", 重命名
beside 改名 and "renamed"), and a Chinese head read up to its change word only ("我的手机换成了华为": the
head is 我的手机, not 我的手机了华 up to the 为 of 华为): the current value comes first. Two services, two
branches, two streams stay as they are."""

from __future__ import annotations

import pytest
from flymemory import outdated
from flymemory.classify import classify, read


def linked(outcome) -> bool:
    return bool(outcome.updates or outcome.may_update or outcome.superseded or outcome.kind == "merged")


@pytest.mark.parametrize("older,newer,question", [
    ("Search has two replicas.", "Search was scaled out to five replicas for good.",
     "How many replicas does search have?"),
    ("Expenses are approved by Rita.", "Rita handed expense approval over to Sam.", "Who approves expenses?"),
    ("主分支叫master。", "主分支已重命名为main。", "主分支叫什么？"),
])
def test_a_change_word_beside_one_the_table_has_links_the_update_and_recall_answers_the_new(
        engine, older, newer, question):
    engine.remember(older)
    outcome = engine.remember(newer)[0]
    assert linked(outcome), outcome.describe()
    assert engine.recall(question, k=5)[0].entry.text == newer


def test_the_one_who_handed_it_over_is_the_old_value_recorded():
    judgement = classify("Expenses are approved by Rita.", "Rita handed expense approval over to Sam.")
    assert (judgement.old_value, judgement.new_value) == ("Rita", "Sam")


@pytest.mark.parametrize("older,newer", [
    ("Service beta has two replicas.", "Service alpha was scaled out to five replicas."),
    ("订单服务叫order-svc。", "用户服务已重命名为user-api。"),
])
def test_the_same_change_word_said_of_another_thing_links_nothing(engine, older, newer):
    engine.remember(older)
    outcome = engine.remember(newer)[0]
    assert not linked(outcome), outcome.describe()


def test_a_chinese_change_of_phone_comes_first_at_read_without_a_stamp(engine):
    old = engine.remember("我用的是一部三千元的小米手机。")[0].entry_id
    new = engine.remember("我的手机换成了华为。")[0].entry_id
    hits = engine.recall("我用什么手机？", k=5)
    assert [h.entry.id for h in hits][:2] == [new, old]
    assert all(h.outdated_by is None for h in hits)


def test_since_the_migration_is_a_change_word_as_after_the_migration_is(engine):
    old = engine.remember("Billing stores its data in MySQL.")[0].entry_id
    new = engine.remember("Billing runs on CockroachDB since the migration.")[0].entry_id
    hits = engine.recall("What database does the billing service use?", k=5)
    assert [h.entry.id for h in hits][:2] == [new, old]


def test_the_chinese_head_ends_at_the_change_word_not_at_a_linker_inside_the_new_value():
    assert read.changed_at_read("我用的是一部三千元的小米手机。", "我的手机换成了华为。", "我用什么手机？")


def test_two_chinese_streams_keep_their_order_when_the_question_asks_for_the_older(lexical_engine):
    older = lexical_engine.remember("日志发到ELK。")[0].entry_id
    newer = lexical_engine.remember("指标现在发到Prometheus。")[0].entry_id
    hits = lexical_engine.recall("日志发到哪里？", k=5)
    assert [h.entry.id for h in hits][0] == older
    assert all(h.outdated_by is None for h in hits if h.entry.id in (older, newer))
    assert not read.changed_at_read("日志发到ELK。", "指标现在发到Prometheus。", "日志发到哪里？")


def test_two_people_are_not_reordered_by_the_change_step(store):
    from flymemory.model import Entry, Hit, Scope

    hits = [Hit(Entry(n, text, str(n), created_at=float(n), updated_at=float(n)), 1.0 / n)
            for n, text in enumerate(("小王的手机是小米。", "小李的手机换成了华为。"), start=1)]
    assert [h.entry.id for h in outdated.newer_first(store, hits, Scope(), "小王用什么手机？")] == [1, 2]
