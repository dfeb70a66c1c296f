"""A Chinese restatement that differs only by grammar that does not change the fact is one fact (issue #12,
aspect28): a verbal measure of one after 了 / 过 (去了一趟 / 去了趟 / 去了, 吃了顿, 洗了一下, 读了一遍, 跑了一次),
the durative 着 (拿着 / 拿), and the speaker 我 said before or after the time word that opens the sentence (我去年 /
去年我). Another count (三趟, 两遍), a negation, a plan, another place, person or time, the speaker's
group (我们), a stretch of time (一下午), "the first time" (第一次), and an act going on against one done once
(在读 / 读过) stay two."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


def _kinds(old: str, new: str) -> set[str]:
    """The kinds the pair is given, without an embedder and at an e5 cosine above its restate line, both ways."""
    return {classify.classify(x, y, sim, E5 if sim else None).kind
            for x, y in ((old, new), (new, old)) for sim in (None, 0.96)}


@pytest.mark.parametrize("old,new", [
    ("我去年去了一趟杭州。", "去年去了杭州。"),
    ("我昨天吃了顿烤鸭。", "昨天我吃了烤鸭。"),
    ("我把车洗了一下。", "我把车洗了。"),
    ("我把合同读了一遍。", "我把合同读了。"),
    ("我今天早上跑了一次步。", "今天早上我跑了步。"),
    ("我前年去过一趟西藏。", "前年我去过西藏。"),
    ("我今天拿着相机去了动物园。", "今天我拿相机去了动物园。"),
])
def test_a_measure_of_one_or_the_speaker_left_unsaid_is_stored_once(old, new):
    assert _kinds(old, new) == {"restatement"}


@pytest.mark.parametrize("old,new", [
    ("我去年去了一趟杭州。", "我去年去了三趟杭州。"),
    ("我把合同读了一遍。", "我把合同读了两遍。"),
    ("我去年去了一趟杭州。", "我去年没去杭州。"),
    ("我去年去了一趟杭州。", "我明年要去一趟杭州。"),
    ("我去年去了一趟杭州。", "我去年去了一趟南京。"),
    ("我昨天吃了顿烤鸭。", "我前天吃了顿烤鸭。"),
    ("我昨天吃了顿烤鸭。", "我妹妹昨天吃了顿烤鸭。"),
    ("我昨天吃了顿烤鸭。", "我们昨天吃了顿烤鸭。"),
    ("昨天我吃了烤鸭。", "昨天你吃了烤鸭。"),
    ("他每天背着书包上学。", "他每天不背书包上学。"),
    ("我今天玩了一下午游戏。", "我今天玩了游戏。"),
    ("我第一次去了杭州。", "我去了杭州。"),
    ("我在读《百年孤独》。", "我读过《百年孤独》。"),
    ("我正在学日语。", "我学过日语。"),
])
def test_another_count_party_time_or_aspect_stays_two(old, new):
    assert "restatement" not in _kinds(old, new)
