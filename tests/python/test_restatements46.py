"""A fact said again in another construction is stored once (issue #12, restate46; tuning half of blind_probes_24): an
alert's threshold said as the alert firing at a value or as being paged once a metric goes over it, a pseudo-cleft
("Google Photos is where all the family pics get backed up") with "pics" for "photos" and "all the" for "the", a
merge into a branch said as 合 master / 往 master 合代码 with 需要 / 得有 and 点 approve, a daily dose said first of
the thing taken ("善存一天一片，我一直在吃"). Another value, metric, thing, holder, branch, verb, period or a past
stays apart."""

import pytest
from flymemory import classify
from judged_pairs import E5, kinds_both_ways


@pytest.mark.parametrize("old,new,cosine", [  # (cosines as e5 gives them)
    ("Our API p99 latency alert fires at 800 ms.", "API pages us once p99 goes over eight hundred milliseconds.",
     0.943),
    ("Our CPU alert fires at 90%.", "CPU pages us once it goes over 90 percent.", 0.923),
    ("The checkout error rate alert fires at 2%.", "Checkout pages me when the error rate goes above 2 percent.",
     0.922),
    ("Our CPU alert triggers at 90%.", "We get paged when CPU goes above 90%.", 0.949),
])
def test_an_alert_threshold_said_as_being_paged_is_stored_once(old, new, cosine):
    assert kinds_both_ways(old, new, cosine) == {"restatement"}


@pytest.mark.parametrize("old,new,cosine", [
    ("Our API p99 latency alert fires at 800 ms.", "API pages us once p99 goes over nine hundred milliseconds.",
     0.932),  # another threshold
    ("Our API p99 latency alert fires at 800 ms.", "API pages us once p50 goes over eight hundred milliseconds.",
     0.923),  # another metric
    ("Our API p99 latency is 800 ms.", "API pages us once p99 goes over eight hundred milliseconds.",
     0.936),  # a measurement, not a threshold
    ("The search p99 alert fires at 800 ms.", "API pages us once p99 goes over eight hundred milliseconds.",
     0.905),  # another service
    ("Our API p99 latency alert fires at 800 ms.",
     "API pages the SRE team once p99 goes over eight hundred milliseconds.", 0.920),  # another party paged
    ("Our API p99 latency alert fires at 800 ms.", "We got paged last night when p99 went over 800 ms.",
     0.911),  # one night's page
    ("Our CPU alert triggers at 90%.", "We get paged when memory goes above 90%.", 0.916),
])
def test_another_threshold_metric_or_party_paged_is_not_stored_once(old, new, cosine):
    assert "restatement" not in kinds_both_ways(old, new, cosine)


@pytest.mark.parametrize("old,new,cosine", [
    ("Our family photos back up to Google Photos.", "Google Photos is where all the family pics get backed up.",
     0.932),
    ("Our wedding photos back up to Dropbox.", "Dropbox is where all our wedding pics get backed up.", 0.929),
    ("My phone photos sync to OneDrive.", "OneDrive is where all my phone pictures get synced.", 0.951),
])
def test_where_photos_are_backed_up_said_as_a_cleft_is_stored_once(old, new, cosine):
    assert kinds_both_ways(old, new, cosine) == {"restatement"}


@pytest.mark.parametrize("old,new,cosine", [
    ("Our family photos back up to Google Photos.", "Google Photos is where all the work pics get backed up.",
     0.902),  # other photos
    ("Our family photos back up to Google Photos.", "iCloud is where all the family pics get backed up.",
     0.883),  # another place
    ("Our family photos back up to Google Photos.", "Google Photos is where all the family videos get backed up.",
     0.921),  # another thing
    ("Our family photos back up to Google Photos.", "Google Photos is where some of the family pics get backed up.",
     0.947),  # only some
    ("Our family photos back up to Google Photos.", "Google Photos is where we share the family pics.",
     0.951),  # another act
])
def test_other_photos_place_or_act_in_a_cleft_is_not_stored_once(old, new, cosine):
    assert "restatement" not in kinds_both_ways(old, new, cosine)


@pytest.mark.parametrize("old,new,cosine", [
    ("合 master 需要一个人 approve。", "往 master 合代码得有一个人点 approve。", 0.976),
    ("合 develop 需要两个人 approve。", "合到 develop 得有两个人点 approve。", 0.986),
    ("推 release 需要一个人 approve。", "往 release 推代码得有一个人点 approve。", 0.977),
])
def test_a_merge_rule_said_with_wang_and_deiyou_is_stored_once(old, new, cosine):
    assert kinds_both_ways(old, new, cosine) == {"restatement"}


@pytest.mark.parametrize("old,new,cosine", [
    ("合 master 需要一个人 approve。", "往 release 合代码得有一个人点 approve。", 0.957),  # another branch
    ("合 master 需要一个人 approve。", "往 master 合代码得有两个人点 approve。", 0.969),  # another count
    ("合 master 需要一个人 approve。", "往 master 推代码得有一个人点 approve。", 0.968),  # a push, no merge
    ("合 master 需要一个人 approve。", "往 master 合代码不需要人 approve。", 0.964),  # a negation
    ("合 master 需要一个人 approve。", "我觉得有一个人 approve 就够了。", 0.956),  # 觉得有: an opinion
])
def test_another_branch_count_or_act_of_a_merge_rule_is_not_stored_once(old, new, cosine):
    assert "restatement" not in kinds_both_ways(old, new, cosine)


def test_another_count_of_approvals_is_linked():
    old, new = "合 master 需要一个人 approve。", "往 master 合代码得有两个人点 approve。"
    for similarity, th in ((0.969, E5), (None, None)):
        assert classify.classify(old, new, similarity, th).kind == "possible_update"


@pytest.mark.parametrize("old,new,cosine", [
    ("我每天吃一片善存。", "善存一天一片，我一直在吃。", 0.969),
    ("我妈每天吃两粒钙片。", "钙片一天两粒，我妈一直在吃。", 0.986),
    ("我每天喝一杯豆浆。", "豆浆一天一杯，我一直在喝。", 0.973),
])
def test_a_daily_dose_said_first_of_the_thing_taken_is_stored_once(old, new, cosine):
    assert kinds_both_ways(old, new, cosine) == {"restatement"}


@pytest.mark.parametrize("old,new,cosine", [
    ("我每天吃一片善存。", "善存一天两片，我一直在吃。", 0.958),  # another dose
    ("我每天吃一片善存。", "善存一天一片，我老婆一直在吃。", 0.952),  # another holder
    ("我每天吃一片善存。", "鱼油一天一片，我一直在吃。", 0.940),  # another thing
    ("我每天吃一片善存。", "善存一周一片，我一直在吃。", 0.956),  # another period
    ("我每天吃一片善存。", "善存一天一片，我以前一直在吃。", 0.963),  # a past habit
    ("我每天吃一片善存。", "善存一天一片，我打算开始吃。", 0.955),  # a plan
    ("我每天吃一片善存。", "善存一天一片，我不吃。", 0.952),  # a negation
])
def test_another_dose_holder_thing_or_time_is_not_stored_once(old, new, cosine):
    assert "restatement" not in kinds_both_ways(old, new, cosine)
