"""Issue #12: a Chinese newer sentence that drops its subject and says only when the change was made, a change word and
the value ("我们的网站托管在阿里云" / "上周迁到腾讯云了", "我家的宽带是电信的" / "上个月换到联通了") is read against the
older sentence's subject when its value is of the same kind (a cloud, a carrier): the time word says when the change
was made, not the date of another event. Not sure (no subject is said), so a link, never a cross-out. A newer sentence
that says anything more (its own subject, a holder, a plan, a time to come) stays apart, in Chinese and English."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")
CROSSED_OUT = ("update", "reversal")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity is not None else None)


@pytest.mark.parametrize("old,new", [
    ("我们的网站托管在阿里云。", "上周迁到腾讯云了。"),
    ("服务部署在阿里云", "上周迁到腾讯云了"),
    ("我家的宽带是电信的。", "上个月换到联通了。"),
    ("我的手机号是移动的", "上个月换到联通了"),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_a_bare_change_at_a_time_before_now_is_linked(old, new, similarity):
    assert judged(old, new, similarity).kind == "possible_update"


@pytest.mark.parametrize("old,new", [
    ("我们的网站托管在阿里云。", "上周把邮件服务迁到腾讯云了。"),  # its own subject
    ("我们的网站托管在阿里云。", "上周迁到腾讯云的是数据库。"),
    ("我们的网站托管在阿里云。", "上周考虑过迁到腾讯云。"),  # no change made
    # a time to come, its subject dropped (session 38: still apart, as before)
    ("我们的网站托管在阿里云。", "下周迁到腾讯云。"),
    ("我家的宽带是电信的。", "上个月我爸换到联通了。"),  # another party
    ("我家的宽带是电信的。", "上个月联通来装了光猫。"),
    ("我家的宽带是电信的。", "我昨天收到一个电信诈骗电话。"),
    ("Our website is hosted on AWS.", "Last week the mail server moved to Azure."),
    ("My home broadband is with Verizon.", "Last month my dad switched to AT&T."),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_a_change_that_says_more_stays_apart(old, new, similarity):
    assert judged(old, new, similarity).kind not in CROSSED_OUT + ("possible_update",)
