"""A bound or an absence said another way is one detail (classify/forms.py): a bound is (direction, number, unit) and
an absence is (negated, noun), so "at least 80%" / "no less than 80%" / "a minimum of 80%" / "80% or more", 不低于80% /
至少80% / 最低要到80% / 起码80%, "at most 3" / "no more than 3" / "up to 3", 最多 / 至多 / 顶多 / 不超过, "under two
hours" / "less than 2 hours" / "sub-2-hour", "no sugar" / "without sugar" / "never any sugar" / "sugar-free" are stored
once. The other direction, another noun, the opposite, another number and a negation on one side only stay apart
(issue #12; blind audit 9, causes 3 and 4)."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.forms import as_written, detail_forms

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("old,new", [
    ("We require test coverage of at least 80%.", "We require test coverage of no less than 80%."),
    ("We require test coverage of at least 80%.", "We require test coverage of 80% or more."),
    ("The build machine needs at least 16 GB of RAM.", "The build machine needs a minimum of 16 GB of RAM."),
    ("Every PR needs at least two approvals.", "Every PR needs two or more approvals."),
    ("The sync job retries at most 3 times.", "The sync job retries no more than 3 times."),
    ("The sync job retries at most 3 times.", "The sync job retries up to 3 times."),
    ("A pull request should change at most 400 lines.", "A pull request should change 400 lines or fewer."),
    ("Our CI pipeline finishes in under ten minutes.", "Our CI pipeline finishes in less than 10 minutes."),
    ("I want to run a half marathon in under 2 hours.", "I want to run a sub-2-hour half marathon."),
    ("I drink my coffee black, no sugar.", "I drink my coffee black, without sugar."),
    ("I drink my coffee black, no sugar.", "I drink my coffee black, never any sugar."),
    ("I take my tea without sugar.", "I take my tea sugar-free."),
    ("我们要求单元测试覆盖率不低于80%。", "我们要求单元测试覆盖率至少80%。"),
    ("我们要求单元测试覆盖率不低于80%。", "我们要求单元测试覆盖率最低要到80%。"),
    ("我们要求单元测试覆盖率不低于80%。", "我们要求单元测试覆盖率起码80%。"),
    ("失败的任务最多重试三次。", "失败的任务顶多重试三次。"),
    ("失败的任务最多重试三次。", "失败的任务至多重试三次。"),
    ("一个PR改动不超过400行。", "一个PR改动最多400行。"),
    ("我的目标是半马跑进两小时以内。", "我的目标是半马跑进两小时内。"),
])
def test_a_bound_or_an_absence_said_another_way_is_stored_once(old, new):
    for similarity, th in ((0.97, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert judged.kind == "restatement", judged


@pytest.mark.parametrize("old,new", [
    ("We require test coverage of at least 80%.", "We require test coverage of at most 80%."),
    ("We require test coverage of no less than 80%.", "We require test coverage of no more than 80%."),
    ("I sleep at least seven hours a night.", "I sleep less than seven hours a night."),
    ("A pull request should change at most 400 lines.", "A pull request should change 400 lines or more."),
    ("The sync job retries at most 3 times.", "The sync job retries at least 3 times."),
    ("Our CI pipeline finishes in under ten minutes.", "Our CI pipeline finishes in more than ten minutes."),
    ("I drink my coffee black, no sugar.", "I drink my coffee black, no milk."),
    ("I take my tea without sugar.", "I take my tea without milk."),
    ("I drink my coffee black, never any sugar.", "I drink my coffee black, always sugar."),
    ("I only eat bread without gluten.", "I only eat bread with gluten."),
    ("I can eat gluten.", "I can't eat gluten."),
    ("I never drink alcohol.", "I don't always drink alcohol."),
    ("我们要求单元测试覆盖率不低于80%。", "我们要求单元测试覆盖率不高于80%。"),
    ("构建机的内存不少于16GB。", "构建机的内存不超过16GB。"),
    ("失败的任务最多重试三次。", "失败的任务至少重试三次。"),
    ("我每天至少睡七个小时。", "我每天最多睡七个小时。"),
])
def test_another_direction_noun_or_a_negation_on_one_side_stays_apart(old, new):
    for similarity, th in ((0.97, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert judged.kind not in ("restatement", "update"), judged


@pytest.mark.parametrize("old,new", [
    ("We require test coverage of at least 80%.", "We require test coverage of at least 90%."),
    ("We require test coverage of no less than 80%.", "We require test coverage of a minimum of 90%."),
    ("我们要求单元测试覆盖率不低于80%。", "我们要求单元测试覆盖率至少90%。"),
])
def test_another_number_under_the_same_bound_is_no_restatement(old, new):
    judged = classify.classify(old, new)
    assert judged.kind in ("update", "possible_update"), judged


@pytest.mark.parametrize("text,form", [
    ("The build machine needs a minimum of 16 GB.", "The build machine needs at least 16 GB."),
    ("Every PR needs two or more approvals.", "Every PR needs at least two approvals."),
    ("The price went up to 5 dollars.", "The price went up to 5 dollars."),  # a change, no bound
    ("The limit was bumped up to 5.", "The limit was bumped up to 5."),
    ("I left without saying goodbye.", "I left without saying goodbye."),  # before an -ing form
    ("I use a hands-free kit.", "I use a hands-free kit."),  # not of the closed list
    ("No more than that.", "No more than that."),  # no number
    ("我们的价格最低。", "我们的价格最低。"),  # 最低 with no number after it
    ("最低温度是5度。", "最低温度是5度。"),
])
def test_the_one_form_of_a_bound(text, form):
    assert detail_forms(text) == form


def test_a_value_read_in_the_bound_form_is_given_back_as_written():
    text = "We require test coverage of no less than 80%."
    assert as_written("at least 80%", text) == "no less than 80%"
