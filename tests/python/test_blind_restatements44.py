"""Issue #12: restatements said in blind wording (blind sets 20-22, tuning halves) are one fact, stored once; the
look-alikes beside them (another holder, another item, another period, another amount) stay two facts. Cosines are
the ones e5-small gives these pairs."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.words import said_within

E5 = dedup.thresholds_for("e5-small-q4")

# 雅思考试 is 雅思 + 考试: no 思考 ("to think", read as the plan word 考虑) inside it.
# A clause may put its period or topic first or last ("我手机话费每月" / "我每月话费"): the same values in another
# form, said of one subject, the words said in pieces that keep their characters in a row. A Chinese amount of money
# leaves its 元 unsaid, also before 的 ("6800的房贷"; 贷 is a word of money).
RESTATED = [
    ("雅思考试定在11月9号。", "我11月9号考雅思。", 0.977),
    ("我手机话费每月八十八。", "我每月话费88元。", 0.976),
    ("房贷一个月六千八。", "每个月要还6800的房贷。", 0.980),
]
# Another exam, another person, a real plan word; another loan, another holder, another period, another amount,
# another thing paid for.
APART = [
    ("雅思考试定在11月9号。", "托福考试定在11月9号。", 0.963),
    ("雅思考试定在11月9号。", "我弟弟11月9号考雅思。", 0.958),
    ("雅思考试定在11月9号。", "我11月9号要思考一下雅思。", 0.964),
    ("房贷一个月六千八。", "每个月要还6800的车贷。", 0.966),
    ("房贷一个月六千八。", "我爸每个月要还6800的房贷。", 0.965),
    ("房贷一个月六千八。", "每年要还6800的房贷。", 0.973),
    ("房租一个月六千八。", "每个月要交6800的房贷。", 0.965),
    ("房贷一个月六千八。", "每个月要还6800美元的房贷。", 0.975),
    ("去成都的机票一千二。", "去重庆的机票1200元。", 0.951),
    ("我爸退休金一个月四千五。", "我妈每个月退休金4500元。", 0.975),
    ("我每月房租三千五百元。", "我每个月还3500块房贷。", 0.965),
    ("灰度开关 feed_v3 是关着的。", "我打开了 feed_v3 的设计文档。", 0.952),
    ("我手机话费每月八十八。", "我每月电费88元。", 0.960),
    ("我手机话费每月八十八。", "我老婆每月话费88元。", 0.960),
    ("我手机话费每月八十八。", "我每年话费88元。", 0.960),
    ("我每天走4800块。", "我每天走四千八。", 0.977),  # steps are no money
]


@pytest.mark.parametrize("old,new,e5", RESTATED)
def test_a_blind_restatement_is_stored_once(old, new, e5):
    for first, second in ((old, new), (new, old)):
        judged = classify.classify(first, second, e5, E5)
        assert judged.kind == "restatement", judged


@pytest.mark.parametrize("old,new,e5", APART)
def test_a_look_alike_beside_it_stays_two_facts(old, new, e5):
    for first, second in ((old, new), (new, old)):
        judged = classify.classify(first, second, e5, E5)
        assert judged.kind != "restatement", judged


def test_ielts_holds_no_plan_word():
    judged = classify.classify("我11月9号考雅思。", "雅思考试定在11月9号。", 0.95, E5)
    assert "plan or wish" not in judged.rule, judged


def test_chinese_words_may_move_but_keep_their_characters():
    text = dedup._Text.of
    assert said_within(text("每个月定投基金2000元"), text("我每月往基金里定投2000"), moved=True)
    assert not said_within(text("每个月定投基金2000元"), text("我每月往基金里定投2000"))
    # a character said alone is a word of its own, and 成都 is no piece of 去重庆的机票
    assert not said_within(text("网关超时设的是30秒"), text("网关的超时是30秒"), moved=True)
    assert not said_within(text("去成都的机票1200元"), text("去重庆的机票1200元"), moved=True)
