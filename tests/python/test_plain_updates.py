"""Issue #12, updates said in plain words: the way one goes somewhere replaced with its verb ("I drive to
work" / "I cycle to work now", 我开车上班 / 我现在坐地铁上班), and the older sentence's subject kept word for
word before a change word with a short new value after it while the older value was long (我们团队在…的办公室
办公 / 我们团队搬去了亦庄). Both are linked (may update): these rules alone cross nothing out. Look-alikes
stay apart: another person's way, another destination, another subject before the change word, a subject
that states no value of its own, a passing state. Wording is fresh (not the probe files')."""

import pytest
from flymemory import classify


@pytest.mark.parametrize("old,new", [
    ("I commute by train.", "I commute by scooter these days."),
    ("Every weekday I drive my wife's old estate car down the coast road to the office.",
     "I cycle to the office now."),
    ("我每天骑着共享单车穿过老城区去学校。", "现在我坐校车去学校。"),
    ("我每天开着家里那辆二手车上班。", "我现在坐公交上班。"),
    ("我下班打车回家。", "我下班坐地铁回家。"),
])
def test_a_means_of_going_to_the_same_place_replaced_is_linked(old, new):
    judged = classify.classify(old, new)
    assert judged.links and not judged.crosses_out, judged


@pytest.mark.parametrize("old,new", [
    ("I commute by train.", "My brother commutes by scooter these days."),
    ("I drive to the office.", "I cycle to the gym now."),
    ("我每天骑共享单车去学校。", "现在我儿子坐校车去学校。"),
    ("我坐地铁上班。", "我坐地铁去看电影。"),
    ("我开车上班。", "这周我暂时坐地铁上班。"),
    ("I drive to work.", "My wife drives to work now."),
])
def test_another_persons_way_another_place_or_a_passing_state_links_nothing_by_means(old, new):
    judged = classify.classify(old, new)
    assert not judged.rule.startswith("the means of going"), judged
    assert not judged.crosses_out, judged


@pytest.mark.parametrize("old,new", [
    ("我们实验室在学校东区那栋旧楼的三层最里面。", "我们实验室搬到了新校区。"),
    ("我们的报销系统是用了很多年的那套老OA，大家都嫌它慢。", "报销系统已经改用飞书审批。"),
    ("Our support desk is in the small room behind the kitchen on the second floor.",
     "Our support desk moved to Lisbon."),
])
def test_a_kept_subject_with_a_short_new_value_after_a_change_word_is_linked(old, new):
    judged = classify.classify(old, new)
    assert judged.links, judged


@pytest.mark.parametrize("old,new", [
    ("我们实验室在学校东区那栋旧楼的三层。", "隔壁实验室搬到了新校区。"),
    ("Our support desk is in the small room behind the kitchen.", "Our sales desk moved to Lisbon."),
    ("我住在学校东区的老宿舍楼里。", "我室友已经搬到新校区了。"),
])
def test_another_subject_before_the_change_word_links_nothing(old, new):
    judged = classify.classify(old, new)
    assert not judged.links, judged


@pytest.mark.parametrize("old,new", [
    ("我们的报销系统是那套老OA。", "我们的考勤系统已经改用飞书。"),
    ("Our support desk has four people.", "Our support desk moved to Lisbon."),
])
def test_a_subject_of_its_own_or_an_older_sentence_with_no_stated_value_is_no_kept_subject(old, new):
    assert not classify.classify(old, new).rule.startswith("the subject '")
