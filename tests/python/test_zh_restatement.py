"""Issue #12: a Chinese claim reworded around the same subject and the same details is one claim, stored once;
a look-alike that names another thing around the same value (a sub-project, another environment, a weekly
report beside a weekly meeting) is two facts, whatever the embedder's closeness. Cosines are the ones the
embedders give these pairs (e5-small, all-MiniLM-L6-v2)."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.cjk_claim import _cjk_reading, _cjk_reworded_same
from flymemory.model import Scope

E5 = dedup.thresholds_for("e5-small-q4")
MINILM = dedup.thresholds_for("minilm")

# The same content characters in order, or one clause moved to the front; grammar set aside (particles 都/会/来,
# frame verbs 执行/跑, a day part said two ways, an adverb of the present): one claim, without an embedder too.
SAME_CONTENT = [
    ("备份脚本每晚十一点跑。", "夜间十一点执行备份脚本。", 0.971, 0.938),
    ("我每天至少花半个小时画画。", "我每天都会花至少半个小时来画画。", 0.990, 0.944),
    ("我儿子今年上小学三年级。", "我儿子现在读小学三年级。", 0.984, 0.964),  # 现在 states the present: no change
    ("每晚的备份在凌晨两点执行。", "夜间备份从凌晨两点开始。", 0.976, 0.721),  # 从…开始: starts at
]
# The same, but for a word after a shared name that says what kind of thing it is ("沟通工具", "发版窗口", "代码仓库")
# or two such words ("域名" / "网址") before the linker: with an embedder's cosine at its restatement line.
KIND_WORD = [
    ("我们用飞书沟通。", "团队沟通工具是飞书。", 0.958),
    ("发版窗口是每周四晚上。", "我们每周四晚上发版。", 0.972),
    ("我们的代码仓库放在GitLab上。", "代码都托管在GitLab。", 0.962),
    ("公司官网的域名是acme.cn。", "我们官网的网址是acme.cn。", 0.975),
]


@pytest.mark.parametrize("old,new,e5,minilm", SAME_CONTENT)
def test_a_chinese_claim_reworded_with_the_same_content_is_one_claim(old, new, e5, minilm):
    for first, second in ((old, new), (new, old)):
        for similarity, thresholds in ((e5, E5), (minilm, MINILM), (None, None)):
            judged = classify.classify(first, second, similarity, thresholds)
            assert judged.kind == "restatement" and "Chinese claim reworded" in judged.rule, (similarity, judged)


@pytest.mark.parametrize("old,new,e5", KIND_WORD)
def test_a_kind_word_after_a_shared_name_is_one_claim_with_an_embedder(old, new, e5):
    for first, second in ((old, new), (new, old)):
        judged = classify.classify(first, second, e5, E5)
        assert judged.kind == "restatement" and "kind of a shared name" in judged.rule, judged
        # Without an embedder the kind word is not read as one claim: a word of its own is left to the embedder,
        # unless the value is a rare one said again (acme.cn: test_lexical_restatement).
        lexical = classify.classify(first, second)
        assert lexical.kind != "restatement" or lexical.rule.startswith("the same rare value"), lexical


def test_without_an_embedder_a_reworded_chinese_claim_is_stored_once(lexical_engine):
    first = lexical_engine.remember("备份脚本每晚十一点跑。")[0]
    again = lexical_engine.remember("夜间十一点执行备份脚本。")[0]
    assert again.kind == "strengthened" and again.entry_id == first.entry_id, again.describe()
    assert lexical_engine.store.count(Scope()) == 1


# Close look-alikes (e5 / MiniLM cosines as measured) that name another thing around the same value.
ANOTHER_THING = [
    ("周会定在每周一下午两点。", "每周一下午两点要交周报。", 0.975, 0.828),  # a meeting and a deadline
    ("项目代号是青鸟。", "子项目的代号是青鸟。", 0.991, 0.863),  # a word before the shared name says which one
    ("我们的服务部署在腾讯云上。", "我们的测试环境部署在腾讯云上。", 0.965, 0.997),
    ("周四晚上八点是发布窗口。", "周四晚上八点是维护窗口。", 0.977, 1.0),
    ("我是在杭州出生的。", "我是在杭州长大的。", 0.971, 0.879),
    ("最近我在学习绘画。", "最近我在学习书法。", 0.95, 0.9),  # a word at the end is the value, no kind
    ("我在杭州出生。", "我是在杭州长大的。", 0.95, 0.9),
    ("昨天晚上我和同事去吃了火锅。", "昨天晚上我和同事去吃了烧烤。", 0.95, 0.9),
    ("心跳检测每60秒一次。", "心跳检测每60分钟一次。", 0.95, 0.9),
    ("团建预算每人500元。", "年会预算每人500块。", 0.98, 0.9),
    ("我的工号是A1024。", "我同事的工号是A1024。", 0.95, 0.9),
    ("我们用飞书沟通。", "我们不用飞书沟通。", 0.97, 0.9),
    ("我们用飞书沟通。", "他们用飞书沟通。", 0.97, 0.9),
    ("备份从凌晨两点开始。", "备份从凌晨三点开始。", 0.97, 0.9),
    ("会议从下午两点开始。", "培训从下午两点开始。", 0.96, 0.9),
]


@pytest.mark.parametrize("old,new,e5,minilm", ANOTHER_THING)
def test_a_chinese_look_alike_naming_another_thing_is_never_stored_once(old, new, e5, minilm):
    for first, second in ((old, new), (new, old)):
        for similarity, thresholds in ((e5, E5), (minilm, MINILM), (None, None)):
            judged = classify.classify(first, second, similarity, thresholds)
            assert judged.kind not in ("restatement", "update", "reversal"), (similarity, judged)


def test_the_meeting_and_the_report_stay_two_entries_at_their_cosine():
    judged = classify.classify("周会定在每周一下午两点。", "每周一下午两点要交周报。", 0.975, E5)
    assert judged.kind == "distinct" and "another thing" in judged.rule, judged


@pytest.mark.parametrize("old,new,similarity", [
    ("Service alpha listens on port 8080.", "Service beta listens on port 8080.", 0.98),
    ("Dana painted a sunrise.", "Dana painted a lake.", 0.97),
    ("The staging database runs PostgreSQL 15.", "The production database runs PostgreSQL 15.", 0.97),
])
def test_english_look_alikes_are_not_read_by_the_chinese_rung(old, new, similarity):
    assert _cjk_reading(old) is None and _cjk_reworded_same(old, new) == ""
    judged = classify.classify(old, new, similarity, E5)
    assert judged.kind not in ("restatement", "update", "reversal"), judged


def test_english_restatements_keep_their_own_rungs():
    judged = classify.classify("Our product manager is Sarah Chen.", "Sarah Chen is our product manager.", 0.97, E5)
    assert judged.kind == "restatement" and "Chinese" not in judged.rule, judged
