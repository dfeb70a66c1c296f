"""Issue #12, plain words (session 16): five gaps, each with both sides.
  - a room, place, part or device named before a thing without 的 is its owner: "书房空调" / "卧室空调" are two
    things, and a change word on one crosses nothing out; the same owner with a change word still updates;
  - an event named again with a change word and a new time only ("例会改到十点了") is linked to its older time;
    another event with the same change word stays apart;
  - the speaker's employer said anew with a verb of going or joining and a change word ("我已经去字节了",
    "I've joined Datadog") is linked; another holder going there is another person's fact;
  - "still" (仍然 / 依然 / 依旧) says the same value again: stored once; "still" of another holder stays apart;
  - another slot of one subject, told by the question its value answers (a count / a weekday, a platform / a
    duration), and one thing had in each of two places, stay apart; the same slot with a new value is linked."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity is not None else None)


@pytest.mark.parametrize("old,new", [
    ("我的书房空调设在25度。", "卧室空调调到了23度。"),
    ("储藏室灯泡是十瓦的。", "走廊灯泡换成五瓦的了。"),
    ("左边音箱音量设在三十。", "右边音箱音量调到了五十。"),
    ("阳台吊兰每周浇一次水。", "卫生间绿植改成每十天浇一次水了。"),
])
@pytest.mark.parametrize("similarity", [0.95, None])
def test_a_room_or_part_named_before_a_thing_is_its_owner_two_things(old, new, similarity):
    verdict = judged(old, new, similarity)
    assert verdict.kind == "distinct", verdict
    assert not verdict.links, verdict


@pytest.mark.parametrize("old,new", [
    ("书房空调设在25度。", "书房空调调到了23度。"),
    ("走廊灯泡是十瓦的。", "走廊灯泡换成五瓦的了。"),
])
@pytest.mark.parametrize("similarity", [0.96, None])
def test_the_same_owner_with_a_change_word_still_updates(old, new, similarity):
    assert judged(old, new, similarity).links


@pytest.mark.parametrize("old,new", [
    ("例会每周二上午九点开。", "例会改到十点了。"),
    ("合唱排练每周日下午四点开始。", "合唱排练推迟到五点了。"),
    ("每周三晚上七点踢足球。", "足球调到八点了。"),
])
@pytest.mark.parametrize("similarity", [0.94, None])
def test_an_event_named_with_a_change_word_and_a_new_time_is_linked(old, new, similarity):
    verdict = judged(old, new, similarity)
    assert verdict.links, verdict


@pytest.mark.parametrize("old,new", [
    ("例会每周二上午九点开。", "体检改到十点了。"),
    ("合唱排练每周日下午四点开始。", "游泳课推迟到五点了。"),
    ("The pottery class is on Thursdays at 6 pm.", "The chess club moved to 7 pm."),
])
@pytest.mark.parametrize("similarity", [0.90, None])
def test_another_event_with_the_same_change_word_stays_apart(old, new, similarity):
    verdict = judged(old, new, similarity)
    assert not verdict.links and not verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new", [
    ("我在百度工作。", "我已经去字节了。"),
    ("我在滴滴做数据分析。", "我已经跳槽到快手了。"),
    ("I work at Zendesk.", "I've joined Datadog."),
])
@pytest.mark.parametrize("similarity", [0.85, None])
def test_the_speakers_new_employer_with_a_verb_of_going_is_linked(old, new, similarity):
    verdict = judged(old, new, similarity)
    assert verdict.links and not verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new", [
    ("我在百度工作。", "我弟弟已经去字节了。"),
    ("我在滴滴做数据分析。", "我老公已经跳槽到快手了。"),
    ("I work at Zendesk.", "My cousin has joined Datadog."),
    ("I work at Zendesk.", "I've joined a climbing gym."),
])
@pytest.mark.parametrize("similarity", [0.85, None])
def test_another_holder_going_there_stays_apart(old, new, similarity):
    verdict = judged(old, new, similarity)
    assert not verdict.links and not verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new", [
    ("我住在苏州工业园区。", "我仍然住在苏州工业园区。"),
    ("我们组用飞书开会。", "我们组依然用飞书开会。"),
    ("I live in Lyon.", "I still live in Lyon."),
])
@pytest.mark.parametrize("similarity", [0.97, None])
def test_still_says_the_same_value_again(old, new, similarity):
    assert judged(old, new, similarity).kind == "restatement"


@pytest.mark.parametrize("old,new", [
    ("我住在苏州工业园区。", "我父母仍然住在苏州工业园区。"),
    ("我们组用飞书开会。", "市场部依然用飞书开会。"),
    ("I live in Lyon.", "My parents still live in Lyon."),
])
@pytest.mark.parametrize("similarity", [0.95, None])
def test_still_of_another_holder_stays_apart(old, new, similarity):
    verdict = judged(old, new, similarity)
    assert verdict.kind == "distinct" and not verdict.links, verdict


@pytest.mark.parametrize("old,new", [
    ("The mailing list reaches 2,400 readers.", "The mailing list now goes out on Thursdays."),
    ("Our test suite runs on Buildkite.", "Our test suite now takes 9 minutes."),
    ("小程序有三千个用户。", "小程序现在每周五发版。"),
    ("We have a warehouse in Leipzig.", "We have a warehouse in Dresden."),
    ("我们在佛山有一个工厂。", "我们在中山有一个工厂。"),
])
@pytest.mark.parametrize("similarity", [0.93, None])
def test_another_slot_by_the_kind_of_value_or_one_had_in_each_place_stays_apart(old, new, similarity):
    verdict = judged(old, new, similarity)
    assert verdict.kind == "distinct" and not verdict.links, verdict


@pytest.mark.parametrize("old,new", [
    ("The mailing list reaches 2,400 readers.", "The mailing list now reaches 3,100 readers."),
    ("Our test suite runs on Buildkite.", "Our test suite now runs on GitHub Actions."),
    ("小程序有三千个用户。", "小程序现在有五千个用户了。"),
])
@pytest.mark.parametrize("similarity", [0.93, None])
def test_the_same_slot_with_a_new_value_is_still_linked(old, new, similarity):
    assert judged(old, new, similarity).links


@pytest.mark.parametrize("old,new", [
    ("The retro got moved to Tuesday.", "Sprint planning got moved to Tuesday."),
    ("The design review lives in Notion.", "The roadmap lives in Notion."),
])
@pytest.mark.parametrize("similarity", [0.94, None])
def test_another_subject_opening_the_same_frame_is_another_thing(old, new, similarity):
    verdict = judged(old, new, similarity)
    assert verdict.kind == "distinct", verdict
    assert not verdict.links, verdict


@pytest.mark.parametrize("old,new", [
    ("Berlin is where I live.", "Paris is where I live."),
    ("I drive a Honda Civic.", "I drive a Mazda 3."),
])
def test_a_value_opening_the_frame_of_the_speakers_own_slot_is_still_linked(old, new):
    assert judged(old, new, 0.92).links
