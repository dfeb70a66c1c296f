"""Issue #12: 换X了 ("我换单位了", "我换工作了", "我换手机号了"), 换, a short noun and 了, says a change was made, X its
slot: after "我在一家国企上班" it crosses out where the speaker worked. Not after a word of should, will, soon or wish
("我该换工作了", "我要换工作了", "是时候换工作了": nothing changed yet), not for another holder ("我同事换工作了"), and
换回 stays a change back. English look-alikes stay as they were."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.signals import signals_in

E5 = dedup.thresholds_for("e5-small-q4")
CROSSED_OUT = ("update", "reversal")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity is not None else None)


@pytest.mark.parametrize("old,new", [
    ("我在一家国企上班。", "我换单位了，现在在一家外企。"),
    ("我在阿里巴巴上班", "我换工作了"),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_a_change_of_noun_with_le_crosses_the_older_value_out(old, new, similarity):
    assert judged(old, new, similarity).kind in CROSSED_OUT


@pytest.mark.parametrize("old,new", [
    ("我在阿里巴巴上班", "我该换工作了"),
    ("我在阿里巴巴上班", "我要换工作了"),
    ("我在阿里巴巴上班", "是时候换工作了"),
    ("我在阿里巴巴上班", "我同事换工作了"),
    ("I work at Alibaba.", "I should change jobs."),
    ("I work at Alibaba.", "My colleague changed jobs."),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_a_wish_or_another_holder_stays_apart(old, new, similarity):
    assert judged(old, new, similarity).kind not in CROSSED_OUT


def test_the_word_is_read_only_as_a_change_made():
    assert [label for label, _ in signals_in("我换单位了")] == ["换成"]
    assert signals_in("我该换工作了") == ()
    assert "换成" not in [label for label, _ in signals_in("组长又换回老赵了")]  # a change back, its own row
