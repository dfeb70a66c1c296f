"""Issue #12, session 31 (zhjob31): updates said in plain words that came back stale.

- 去了 / 加入了 + a firm known by its bare name after the speaker's job (words.CN_KNOWN_FIRMS): a new employer,
  linked "may update"; a city (西安, 大理), a club (一个跑团), a visit (一趟), a plan, another holder stay apart.
- 任职 / 就职 state the speaker's employer (the employer slot family).
- The gym said with other words where the habit's day changed ("我周三晚上去健身房" / "我现在周五晚上锻炼"), and a
  Chinese part of the day on both sides (晚上) no longer keeps a changed weekday apart.
- "X is back at / in Y": a change back (the `switched back` row); another person back at a place stays apart, and
  one change word said on both sides of two persons' sentences is no restatement."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup


def _linked(old: str, new: str) -> bool:
    verdict = classify.classify(old, new)
    return bool(verdict.links) and not verdict.crosses_out


def _apart(old: str, new: str) -> bool:
    verdict = classify.classify(old, new)
    return not verdict.links and not verdict.crosses_out


@pytest.mark.parametrize("old,new,lookalikes", [
    ("我在华为上班。", "我上个月去了小米。",
     ["我上个月去了西安。", "我表哥上个月去了小米。", "我上个月去了一趟小米。"]),
    ("我在京东工作。", "我前段时间去了拼多多。", ["我前段时间去了大理。", "我打算下个月去拼多多。"]),
    ("我在腾讯上班。", "我最近加入了美团。", ["我最近加入了一个跑团。", "我老婆最近加入了美团。"]),
    ("我在网易任职。", "我去年底去了比亚迪。", ["我去年底去了三亚。", "我同事去年底也去了比亚迪。"]),
])
def test_a_firm_known_by_its_bare_name_after_the_speakers_job_is_linked(old, new, lookalikes):
    assert _linked(old, new), classify.classify(old, new)
    for other in lookalikes:
        assert _apart(old, other), (other, classify.classify(old, other))


def test_a_firm_known_by_its_bare_name_without_an_embedder_comes_first(newer_linked_first):
    newer_linked_first("我在网易任职。", "我去年底去了拼多多。", "我在哪家公司任职？")


@pytest.mark.parametrize("old,new,lookalikes", [
    ("我周三晚上去健身房。", "我现在周五晚上锻炼。", ["我女儿现在周五晚上锻炼。"]),
    ("我周一晚上去健身房。", "我现在周三晚上去健身房。", ["我妈现在周三晚上去健身房。"]),
])
def test_the_gym_said_with_other_words_on_another_day_is_linked(old, new, lookalikes):
    assert _linked(old, new), classify.classify(old, new)
    for other in lookalikes:
        assert _apart(old, other), (other, classify.classify(old, other))


@pytest.mark.parametrize("old,new,lookalikes", [
    ("Tom moved to the Berlin office.", "Tom is back at the London office.",
     ["Anna is back at the London office.", "Back in the day Tom was at the London office."]),
    ("Priya moved to the fifth floor.", "Priya's back in her old seat on the third floor.", []),
])
def test_a_person_back_at_a_place_is_a_change_back(old, new, lookalikes):
    verdict = classify.classify(old, new)
    assert verdict.kind == "reversal", verdict
    for other in lookalikes:
        assert _apart(old, other), (other, classify.classify(old, other))


@pytest.mark.parametrize("old,new", [
    ("Tom moved to the London office.", "Anna moved to the London office."),
    ("Tom went back to the London office.", "Anna went back to the London office."),
])
def test_one_change_word_said_of_two_persons_is_no_restatement(old, new):
    for older, newer in ((old, new), (old.replace("moved to", "is back at").replace("went back to", "is back at"),
                                      new.replace("moved to", "is back at").replace("went back to", "is back at"))):
        verdict = classify.classify(older, newer, 0.98, dedup.CALIBRATED["e5-small-q4"])
        assert verdict.kind == "distinct", (older, newer, verdict)
