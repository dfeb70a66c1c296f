"""Issue #12: a restatement that writes its value in another form ("一千二" / "1200元", "forty minutes" / "40
minutes") is one fact, stored once, when it says that value of the same subject: every content word of one side is
said on the other (a Chinese run by its pairs of characters in a row), by the same parties. A look-alike that says
one value of another subject ("The free trial is 2 weeks long" / "The refund window lasts two weeks", 年假 / 病假, 成都
/ 重庆, my wife's salary) stays two facts, however close. Cosines are the ones e5-small gives the pairs (tuning
halves of the probe files)."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")

# (older, newer, e5 cosine, also without an embedder)
RESTATED = [
    ("去成都的机票一千二。", "去成都的机票1200元。", 0.983, True),
    ("公司去年营收五千五百万。", "公司去年营收5500万元。", 0.991, True),
    ("我午饭一般吃三十五。", "我午饭一般吃35块。", 0.980, True),
    ("我每天早上喝一杯美式。", "我每天早上都喝1杯美式咖啡。", 0.975, False),
    ("My commute by tram is forty minutes each way.", "Each way, the tram commute takes me 40 minutes.", 0.978, False),
    ("Parking at the station is limited to 2 hours.", "The station has 2-hour parking.", 0.966, False),
]

# One value in another form, said of another subject: another thing, another holder, another place. (e5 cosines;
# the first two as tests/python/test_detail_forms.py asks them.)
LOOK_ALIKES = [
    ("The free trial is 2 weeks long.", "The refund window lasts two weeks.", 0.95),
    ("公司年假有15天。", "公司的病假是十五天。", 0.98),
    ("去成都的机票一千二。", "去重庆的机票1200元。", 0.951),
    ("我月薪一万二。", "我老婆月薪12000元。", 0.96),
    ("我有两个孩子。", "我哥哥有2个孩子。", 0.973),
    ("My laptop has 16 GB of RAM.", "There are sixteen gigabytes of RAM in my desktop.", 0.957),
    ("日志清理凌晨2点跑。", "备份任务在凌晨2点运行。", 0.957),
    ("这箱苹果三十五个。", "这箱苹果35块。", 0.975),
    ("I was born in 1985.", "My brother was born in nineteen eighty-five.", 0.844),
    # a bound read as a grammar word ("over") on one side: another limit, however the rest is said
    ("I want to run a half marathon in less than 2 hours.", "I want to run a half marathon in over two hours.", 0.98),
]


@pytest.mark.parametrize("old,new,e5,lexical", RESTATED)
def test_a_value_in_another_form_of_the_same_subject_is_stored_once(old, new, e5, lexical):
    for first, second in ((old, new), (new, old)):
        judged = classify.classify(first, second, e5, E5)
        assert judged.kind == "restatement", (first, second, judged)
        if lexical:
            judged = classify.classify(first, second)
            assert judged.kind == "restatement", (first, second, judged)


@pytest.mark.parametrize("old,new,e5", LOOK_ALIKES)
def test_one_value_of_another_subject_is_kept_apart(old, new, e5):
    for first, second in ((old, new), (new, old)):
        for similarity, thresholds in ((e5, E5), (None, None)):
            judged = classify.classify(first, second, similarity, thresholds)
            assert judged.kind not in ("restatement", "update"), (first, second, similarity, judged)


def test_the_rule_says_why():
    judged = classify.classify("去成都的机票一千二。", "去成都的机票1200元。", 0.983, E5)
    assert "another form" in judged.rule and "same subject" in judged.rule
