"""Issue #12, session 36 (still36): a newer sentence that says the older value is KEPT (still, remains, stays; 还是 /
仍然 / 依然 / 依旧) beside an occasion for a change (a reorg, a renewal, 调整了一下, 续租以后) or a change only
considered, tried or planned (thought about, almost, tried … but; 本来想 / 讨论过 / 试过) is the older fact said
again: stored once, with the rule naming the kept value, never an update or a link for it. Look-alikes keep their
verdict: a plan still weighed, another holder, another thing of the frame, 还是 as "or" or "rather", "still" of time,
a real change beside a kept clause, a change made beside a Chinese clause that keeps only a part. The examples are the
brief's and the tuning half's cases, said with other names."""

from __future__ import annotations

import pytest
from flymemory.classify import classify
from flymemory.classify.signals import kept_value


@pytest.mark.parametrize(("old", "new"), [
    ("Our team lead is Noor.", "After the reorg, Noor is still our team lead."),
    ("Our team lead is Noor.", "After the reshuffle, Noor remains our team lead."),
    ("I live in Ghent.", "I thought about moving to Bruges, but I still live in Ghent."),
    ("I live in Ghent.", "I almost moved to Bruges, but I still live in Ghent."),
    ("I use Sublime Text.", "I tried switching to Helix, but I'm still on Sublime Text."),
    ("My rent is $1,500.", "My rent is still $1,500 after the renewal."),
    ("My rent is $1,500 a month.", "After the renewal, my rent stays at $1,500 a month."),
    ("Standup is at 9:15.", "They talked about moving standup, but it's still at 9:15."),
    ("My manager is Ines.", "There was talk of a reorg, but Ines remains my manager."),
    ("组长是赵敏。", "组长调整了一下，还是赵敏。"),
    ("组长是赵敏。", "团队调整以后，组长还是赵敏。"),
    ("我住在苏州。", "本来想搬到南京，但我还是住在苏州。"),
    ("站会十点一刻开始。", "站会时间没改，还是十点一刻。"),
    ("数据库用的是Oracle。", "讨论过换成PostgreSQL，最后还是用Oracle。"),
    ("我的房租是每月两千。", "续租以后，房租仍然是每月两千。"),
    ("我每天坐公交上班。", "试过骑车上班，最后还是每天坐公交上班。"),
])
def test_a_value_said_to_be_kept_is_the_older_fact_said_again(old, new):
    judgement = classify(old, new)
    assert judgement.kind == "restatement"
    assert judgement.rule.startswith("a value said to be kept")


@pytest.mark.parametrize(("old", "new", "kinds"), [
    ("I live in Ghent.", "I'm still thinking about moving to Bruges.", ("distinct",)),
    ("I live in Ghent.", "She still lives in Ghent.", ("distinct",)),
    ("I live in Ghent.", "My brother considered moving out of Ghent, but he's still in Ghent.", ("distinct",)),
    ("Standup is at 9:15.", "It's still 9:15 for the Thursday standup.", ("distinct",)),
    ("I live in Ghent.", "I still have to renew the lease.", ("distinct", "unrelated")),
    ("Our team lead is Noor.", "Noor is still on the team, but Priya leads it now.", ("update", "possible_update")),
    ("Standup is at 9:15.", "We thought it would stay at 9:15, but standup moved to 10.", ("update",)),
    ("我在京东做运营。", "已经跳槽到美团了，还是做运营。", ("update", "possible_update")),
    ("我在京东做运营。", "我表哥本来想跳槽，还是做运营。", ("distinct",)),
])
def test_look_alikes_of_a_kept_value_keep_their_verdict(old, new, kinds):
    assert classify(old, new).kind in kinds


@pytest.mark.parametrize("text", ["你是去北京还是上海？", "我还是换成PostgreSQL吧。", "I still live in Ghent.",
                                  "We were still on Postgres last spring, but we migrated to MySQL in March."])
def test_no_kept_reading_of_a_question_a_choice_one_clause_or_a_past(text):
    assert kept_value(text) is None
