"""Issue #12: a Chinese change word said not done (没有改用, 没调整, 不会改, 未更改) is no change word: "我们用飞书
打卡" / "公司没有改用钉钉打卡" crosses nothing out. 不再…, 没再…了, 不用…了 stay change words (their own rows)."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.signals import signals_in

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("text", ["公司没有改用钉钉打卡。", "我的工资没调整。", "车险今年不会改成别家。",
                                  "会议时间并未改到周五。", "地址尚未更改为新地址。"])
def test_a_negated_change_word_is_no_change_word(text):
    assert not any(strength == "strong" for _, strength in signals_in(text))


@pytest.mark.parametrize("text", ["公司改用钉钉打卡了。", "日志级别调成了DEBUG。", "类别改成了B类。",
                                  "我已经不喝咖啡了。", "我周末没再打球了。",
                                  "不用微信了，改用QQ。"])
def test_a_change_word_said_done_is_still_one(text):
    assert any(strength == "strong" for _, strength in signals_in(text))


@pytest.mark.parametrize("old,new", [
    ("我们公司用飞书打卡。", "公司没有改用钉钉打卡。"),
    ("我的月薪是九千。", "我的工资没变，也没调整。"),
    ("我的车险在人保买的。", "车险今年不会改，还是续人保。"),
])
@pytest.mark.parametrize("similarity", [0.93, None])
def test_a_negated_change_crosses_nothing_out(old, new, similarity):
    assert classify.classify(old, new, similarity, E5 if similarity is not None else None).kind \
        not in ("update", "reversal")
