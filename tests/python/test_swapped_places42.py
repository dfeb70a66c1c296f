"""Session 42 (restate42): a restatement reworded in three or more places is stored once; a thing swapped or a value
changed among reworded places is not.

dedup.swapped_in_frame kept apart every close pair whose sides each had a content word the other lacked, with half the
words aligned. Session 41 let a rewording in three or more places through. Session 42 keeps that, but words moved
("on May 12 at 11am" / "at 11am on May 12") are no place changed, one content word replaced by another of its size
("tennis" / "golf", 腾讯 / 阿里) is a thing swapped however many other places changed, and one of two opposite states on
each side (停用 / 启用) is a state changed, not a restatement by closeness. Pairs from tuning halves, at e5 cosines."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize(("old", "new", "cosine"), [
    ("合唱团每周六下午三点排练。", "周六15:00合唱团练歌。", 0.96),  # blind 13
    ("儿子的校车每天早上七点十分到小区门口。", "校车7:10在小区门口接我儿子，天天如此。", 0.961),  # blind 16
    ("Our mortgage rate is fixed at 4.2% until 2029.", "We locked the mortgage at 4.2 percent until 2029.", 0.969),
    ("My headset for calls is a Sennheiser HD 450BT.", "For calls I'm on the Sennheiser HD 450BT headphones.", 0.979),
    ("我的闹钟早上六点半响。", "我把闹钟定在早上6:30。", 0.97),  # restate 7
])
def test_a_rewording_in_three_places_is_stored_once(old: str, new: str, cosine: float) -> None:
    assert classify.classify(old, new, similarity=cosine, thresholds=E5).kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("家里路由器的VPN是停用的。", "家里路由器上的VPN一直启用着。"),  # state_probes: a state changed, reworded
])
def test_an_update_in_a_reworded_frame_is_still_no_restatement(old: str, new: str) -> None:
    for cosine in (0.95, 0.97):  # (from the paraphrase line, 0.975, other rungs read the pair)
        assert classify.classify(old, new, similarity=cosine, thresholds=E5).kind != "restatement"


@pytest.mark.parametrize("cosine", [0.95, 0.97])
def test_an_update_said_with_other_words_around_it_is_still_detected(cosine: float) -> None:
    # update_set: the cloud replaced, with words added and dropped around it ("我们把", "上")
    judgement = classify.classify("Web应用部署在腾讯云上。", "我们把Web应用部署在阿里云。", similarity=cosine,
                                  thresholds=E5)
    assert judgement.links


@pytest.mark.parametrize(("old", "new"), [
    ("I play tennis on Mondays.", "I've started playing golf on Mondays too."),  # enstale
    ("The cat's vet visit is on May 12 at 11am.", "The dog's vet visit is at 11am on May 12."),  # form_probes_2
    ("Ken was Lisa's classmate at Stanford.", "Lisa was Ken's teacher at Stanford."),  # people_probes
    ("隔壁组有八个后端工程师。", "我们组的后端工程师有八个。"),  # restate_probes_zh
])
def test_a_thing_swapped_among_other_changes_stays_apart(old: str, new: str) -> None:
    for cosine in (0.95, 0.97):  # (from the paraphrase line, 0.975, other rungs read the pair)
        assert classify.classify(old, new, similarity=cosine, thresholds=E5).kind != "restatement"


def test_words_moved_are_no_place_changed() -> None:
    a = dedup._Text.of("The cat's vet visit is on May 12 at 11am.")
    b = dedup._Text.of("The dog's vet visit is at 11am on May 12.")
    assert dedup.swapped_in_frame(a, b)


def test_two_timeouts_of_two_things_stay_apart() -> None:
    # restate_probes_5 (cross-case): the same slot and value said of another thing (接口 / 数据库连接), reworded
    # around a shared character (连接 / 接口), which neither the place count nor the one-for-one rule reads.
    for cosine in (0.953, 0.97):
        judgement = classify.classify("再说一遍，接口超时是30秒。", "数据库连接超时时间是30秒。", similarity=cosine,
                                      thresholds=E5)
        assert judgement.kind != "restatement"


def test_a_comma_ends_a_sibling_word() -> None:
    # restate_probes_5: "门，非" / "门，很" are no words of one family (厦门 ends its clause): a restatement.
    judgement = classify.classify("我最近去了厦门，非常美丽。", "最近我去了一趟厦门，很美。", similarity=0.991,
                                  thresholds=E5)
    assert judgement.kind == "restatement"
