"""Issue #12 (blind set 9, cause 1): "pushed … to" is a postponement only before a time ("The release was pushed to
Friday"). A git or registry push names a place ("Our images are pushed to Docker Hub", 代码推到了 GitHub 上): no change
word, so the newer "moved … from X to Y" of the same thing is a fresh change word and crosses the older line out."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.signals import signals_in

E5 = dedup.thresholds_for("e5-small-q4")
CROSSED_OUT = ("update", "reversal")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity is not None else None)


@pytest.mark.parametrize("text", [
    "Our Docker images are pushed to Docker Hub.",
    "I pushed the hotfix to main.",
    "I pushed to main.",
    "我的代码都推到了 GitHub 上。",
])
def test_a_push_to_a_place_is_no_change_word(text):
    assert signals_in(text) == ()


@pytest.mark.parametrize("text", [
    "The release was pushed to Friday.",
    "The demo got pushed to next week.",
    "The standup was pushed to 10am.",
    "My appointment got pushed to the 19th.",
    "The launch got pushed to after the holidays.",
    "The release got pushed back.",
    "The offsite got pushed to the last week of May.",  # (an ordinal before the time: a guard, passes on base too)
    "周会推到了周五。",
    "发布推到了下个月。",
])
def test_a_push_to_a_time_stays_a_change_word(text):
    assert signals_in(text)


@pytest.mark.parametrize("old,new", [
    ("Our Docker images are pushed to Docker Hub.",
     "We moved our images from Docker Hub to GitHub Container Registry."),
    ("My side projects are all pushed to GitHub.", "I moved my side projects from GitHub to Codeberg."),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_a_move_after_a_push_crosses_it_out(old, new, similarity):
    assert judged(old, new, similarity).kind in CROSSED_OUT


@pytest.mark.parametrize("old,new", [
    ("The release is on Thursday.", "The release was pushed to Friday."),
    ("周会定在周四下午。", "周会推到了周五下午。"),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_a_postponement_still_crosses_out(old, new, similarity):
    assert judged(old, new, similarity).kind in CROSSED_OUT


@pytest.mark.parametrize("old,new", [
    ("I pushed the hotfix to main.", "The release was pushed to Friday."),
    ("Our container images get pushed to Docker Hub.", "Our Helm charts get pushed to an S3 bucket."),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_look_alikes_are_not_crossed_out(old, new, similarity):
    assert judged(old, new, similarity).kind not in CROSSED_OUT
