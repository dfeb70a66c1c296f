"""Issue #12: Chinese change words the table lacked: 升到 and 延到 (a value raised or a date extended), and
没再…了 (a habit not kept up, like 不再), with 取消了 naming the value left ("我们取消了光明的鲜牛奶，改订了蒙牛"). The
newer sentence crosses the older one out when it speaks of the same subject. Look-alikes stay: another holder
("我儿子周末没再打羽毛球了"), another slot of the subject, a plan (打算取消…，改订…), a fire that spreads (蔓延到)."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")
CROSSED_OUT = ("update", "reversal")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity is not None else None)


@pytest.mark.parametrize("old,new", [
    ("我们的服务用的是Node 16。", "服务的Node版本升到20啦。"),
    ("报名的截止日期是五月底。", "报名截止日期延到六月十号了。"),
    ("我周末会去打羽毛球。", "我周末没再打羽毛球了，现在去爬山。"),
    ("我们家订的是光明的鲜牛奶。", "我们取消了光明的鲜牛奶，改订了蒙牛。"),
    ("We use Jenkins for CI.", "We moved CI from Jenkins to GitHub Actions."),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_the_same_subject_changed_is_crossed_out(old, new, similarity):
    assert judged(old, new, similarity).kind in CROSSED_OUT


@pytest.mark.parametrize("old,new", [
    ("我周末会去打羽毛球。", "我儿子周末没再打羽毛球了，现在去爬山。"),
    ("我们家订的是光明的鲜牛奶。", "我们打算取消光明的鲜牛奶，改订蒙牛。"),
    ("我们家订的是人民日报。", "我们取消了光明的鲜牛奶，改订了蒙牛。"),
    ("报名费是两百元。", "报名截止日期延到六月十号了。"),
    ("仓库的火势很小。", "火势蔓延到隔壁的仓库了。"),
    ("We use Jenkins for CI.", "My brother moved his CI from Jenkins to GitHub Actions."),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_look_alikes_are_not_crossed_out(old, new, similarity):
    assert judged(old, new, similarity).kind not in CROSSED_OUT


@pytest.mark.parametrize("text,labels", [
    ("服务的Node版本升到20啦。", {"调整为"}),
    ("报名截止日期延到六月十号了。", {"调整为"}),
    ("我后来没再去那家健身房了。", {"不再"}),
])
def test_the_words_are_change_words(text, labels):
    assert labels <= {label for label, _ in classify.signals_in(text)}


@pytest.mark.parametrize("text", ["火势蔓延到隔壁的仓库了。", "他提到了这个问题。", "我没再说话。"])
def test_words_that_are_no_change_words(text):
    assert not {label for label, s in classify.signals_in(text) if s == "strong"}
