"""An embedder's cosine only admits a pair (python/flymemory/classify/__init__.py): whatever the lexical
rules alone call an update, a run with an embedder calls an update too, at any cosine, with e5's and
MiniLM's calibrated lines; and a change word said of another owner's thing ("隔壁组的周报改成…" after
"我们组的周报…") crosses nothing out, with or without an embedder. bench/embedder_consistency.py checks the
first property on every readable pair with the real models."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup

UPDATES = ("update", "reversal", "possible_update")
COSINES = (0.30, 0.55, 0.70, 0.75, 0.80, 0.85, 0.86, 0.88, 0.90, 0.93, 0.95, 0.97, 0.98, 0.995)

# Updates the lexical rules find alone, in English and Chinese, with a change word and without.
UPDATE_PAIRS = [
    ("Team standup is at 09:30 every day.", "Team standup moved to 10:15 every day."),
    ("The staging server IP is 10.0.0.50.", "The staging server IP is 10.0.0.99."),
    ("Our manager is Alice.", "Our manager is now Bob."),
    ("I edit code in VS Code.", "I switched from VS Code to Zed for editing code."),
    ("数据库密码轮换周期是90天。", "数据库密码轮换周期改成了30天。"),
    ("我住在上海。", "我搬到了杭州。"),
    ("站会在九点半。", "站会改到十点了。"),
    ("公司办公室在望京SOHO。", "公司去年底搬去了中关村。"),
    ("我的月薪是一万五。", "我的月薪调到一万八了。"),
    ("我们用Zabbix做监控。", "我们用Prometheus做监控。"),
    ("部门例会在每周一上午。", "部门例会调到周三上午了。"),
]

# Another owner's thing, said with a change word: two true facts, never crossed out.
OTHER_OWNER_PAIRS = [
    ("我们组的周报每周五下午交。", "隔壁组的周报改成周四交了。"),
    ("生产环境的数据库是MySQL 8.0。", "测试环境的数据库换成了PostgreSQL。"),
    ("我的月薪是一万五。", "小王的月薪调到一万八了。"),
    ("Our staging database is MySQL 8.0.", "The production database moved to PostgreSQL."),
]


@pytest.mark.parametrize("old,new", UPDATE_PAIRS)
@pytest.mark.parametrize("embedder", sorted(dedup.CALIBRATED))
def test_an_update_the_lexical_rules_find_stays_an_update_at_every_cosine(old, new, embedder):
    alone = classify.classify(old, new, None, None)
    assert alone.kind in UPDATES, alone
    for cosine in COSINES:
        judged = classify.classify(old, new, cosine, dedup.CALIBRATED[embedder])
        assert judged.kind in UPDATES, (cosine, judged)
        assert judged.crosses_out or not alone.crosses_out, (cosine, judged)  # nor weakened to a link


@pytest.mark.parametrize("old,new", OTHER_OWNER_PAIRS)
def test_a_change_word_said_of_another_owners_thing_crosses_nothing_out(old, new):
    assert not classify.classify(old, new, None, None).links, classify.classify(old, new, None, None)
    for embedder in sorted(dedup.CALIBRATED):
        for cosine in COSINES:
            judged = classify.classify(old, new, cosine, dedup.CALIBRATED[embedder])
            assert not judged.crosses_out, (embedder, cosine, judged)


def test_the_same_owner_with_a_change_word_is_still_crossed_out():
    judged = classify.classify("我们组的周报每周五下午交。", "我们组的周报改成周四交了。", None, None)
    assert judged.kind == "update", judged
