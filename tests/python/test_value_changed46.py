"""The same fact said again with another value and no change word (session 46, nosig46, blind set 24's tuning half):
the slot said by a synonym ("primary care doctor" / "GP", "feature flag" / "flag"), a percentage said "10%" / "25
percent", a frame reworded around one number (到85%告警 / 告警线是90%, 放量 / 比例, 需要 / 要 before a headcount, 合 /
合并, "master 分支" / "master", 新版 / 新), 是 / 用的, 一直是找Y看 / 是Y看的 with a doctor and where they work. Each is
a link ("may update"), never a sure supersede: one detail replaced with no change word is also what two true facts
look like. Another flag, another holder, another threshold, another branch, another condition stay apart."""

import pytest
from flymemory import dedup
from flymemory.classify import classify

E5 = dedup.CALIBRATED["e5-small-q4"]

CHANGED = [
    # a percentage said two ways, the feature flag said short, the frame reworded
    ("The new_checkout feature flag is rolled out to 10% of users.", "new_checkout flag is at 25 percent of users."),
    ("The dark_mode feature flag is at 5% of users.", "dark_mode flag is at 50 percent of users."),
    # the doctor's slot said by a synonym
    ("My primary care doctor is Dr. Patel at One Medical.", "My GP is Dr. Nguyen at One Medical."),
    ("My family doctor is Dr. Ruiz.", "My GP is Dr. Okafor."),
    ("My GP is Dr. Lee.", "My primary care physician is Dr. Santos."),
    # a threshold said as "alerts at N%" / "the alert line is N%"
    ("磁盘使用率到 85% 告警。", "磁盘告警线是90%。"),
    ("CPU 使用率到 80% 告警。", "CPU 告警线是90%。"),
    # a rollout share said as 放量 / 比例, 新版X / 新X
    ("新版首页灰度放量 5%。", "新首页的灰度比例是20%。"),
    ("新版搜索页灰度放量 10%。", "新搜索页的灰度比例是30%。"),
    # a headcount after 需要 / 要, 合 / 合并, "master 分支" / "master"
    ("合 master 需要一个人 approve。", "master 分支合并要两个人 approve。"),
    ("合 main 需要两个人 review。", "main 分支合并要三个人 review。"),
    # what one uses said with 是 / 用的
    ("我默认浏览器是 Chrome。", "默认浏览器用的 Edge。"),
    ("我默认输入法是搜狗。", "默认输入法用的微信输入法。"),
    # the doctor one sees for a condition, said as 一直是找Y看 / 是Y看的, a titled person with where they work
    ("我妈的高血压一直是找市一院的王主任看。", "我妈高血压是省人民医院李主任看的。"),
    ("我爸的腰椎间盘突出是骨科医院的张医生看的。", "我爸腰椎间盘突出一直找中医院刘医生看。"),
    ("我妈的高血压找市一院的王主任看。", "我妈的高血压找省医院的李主任看。"),
]

APART = [
    # another flag at another percentage
    ("The new_checkout feature flag is rolled out to 10% of users.", "old_search flag is at 25% of users."),
    # another holder of the same slot, another kind of doctor
    ("My primary care doctor is Dr. Patel at One Medical.", "My wife's GP is Dr. Nguyen at One Medical."),
    ("My primary care doctor is Dr. Patel.", "My dermatologist is Dr. Nguyen."),
    # another resource's threshold
    ("磁盘使用率到 85% 告警。", "内存告警线是90%。"),
    # another branch
    ("合 master 需要一个人 approve。", "release 分支合并要两个人 approve。"),
    # the old page, not the new one
    ("新版首页灰度放量 5%。", "首页的灰度比例是20%。"),
    ("旧版首页灰度放量 5%。", "新首页的灰度比例是20%。"),
    # another person's browser
    ("我默认浏览器是 Chrome。", "我老婆默认浏览器用的 Edge。"),
    # a second doctor for another condition, another person's doctor
    ("我妈的高血压一直是找市一院的王主任看。", "我妈糖尿病是省人民医院李主任看的。"),
    ("我妈的高血压一直是找市一院的王主任看。", "我爸高血压是省人民医院李主任看的。"),
    ("我爸的腰椎间盘突出是骨科医院的张医生看的。", "我妈腰椎间盘突出一直找中医院刘医生看。"),
]


@pytest.mark.parametrize("similarity", [None, 0.95])
@pytest.mark.parametrize("old,new", CHANGED)
def test_another_value_without_a_change_word_links(old, new, similarity):
    judgement = classify(old, new, similarity, E5 if similarity else None)
    assert judgement.kind == "possible_update", judgement


@pytest.mark.parametrize("similarity", [None, 0.95])
@pytest.mark.parametrize("old,new", APART)
def test_two_true_facts_that_look_alike_stay_apart(old, new, similarity):
    judgement = classify(old, new, similarity, E5 if similarity else None)
    assert judgement.kind in ("distinct", "unrelated"), judgement


@pytest.mark.parametrize("old,new", [
    ("My primary care doctor is Dr. Patel.", "My GP is Dr. Patel."),
    ("我默认浏览器是 Chrome。", "默认浏览器用的是 Chrome。"),
    ("我妈的高血压一直是找市一院的王主任看。", "我妈的高血压是市一院的王主任看的。"),
])
def test_the_same_value_in_the_other_words_is_one_fact(old, new):
    assert classify(old, new).kind == "restatement"
