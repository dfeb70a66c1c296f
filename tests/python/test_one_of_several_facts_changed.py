"""An older sentence that states several facts ("站会每天九点半开，八个人参加", "… has 8 cores and reboots every Sunday
night") is read clause by clause when the newer sentence has a change word: a change of one of its facts is linked
(possible_update), never crossed out, since the other facts still stand (ladder._clause_changed)."""

from flymemory import classify


def test_a_change_of_one_clause_of_the_older_sentence_is_linked():
    for old, new in (("站会每天九点半开，八个人参加。", "站会改到了十点一刻。"),
                     ("服务器内存是十六GB，每天凌晨三点重启。", "服务器内存升级到了三十二GB。"),
                     ("网关有两个节点，每小时做一次健康检查。", "网关扩容到了四个节点。")):
        judged = classify.classify(old, new)
        assert judged.kind == "possible_update" and "older sentence's facts" in judged.rule


def test_a_change_of_another_subject_is_not_linked_by_a_clause():
    for old, new in (("网关有两个节点，每小时做一次健康检查。", "缓存集群扩容到了四个节点。"),
                     ("周会每周一下午两点开，十个人参加。", "技术分享会改到了周二下午。")):
        assert classify.classify(old, new).kind in ("distinct", "unrelated")


def test_a_passing_change_of_one_clause_stays_temporary():
    assert classify.classify("周会每周一下午两点开，十个人参加。", "这周一放假，周会临时挪到周二。").kind == "temporary"
