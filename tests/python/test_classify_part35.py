"""Issue #12, session 35 (part35): a part, accessory or consumable of a thing is not the thing. "I drive a Honda" /
"I switched tires last week" was crossed out (the value rung read "tires" as the new car), "我用的是小米手机" /
"我上个月换了个手机壳" linked (手机壳 read as 手机). A part changed (words.PART_NOUNS_*, signals.part_swapped) keeps
the older fact, unless the older sentence names that part (then the part is the asked value); a replacement of the
thing itself still updates."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup

E5 = dedup.CALIBRATED["e5-small-q4"]  # (the calibrated lines the engine judges with)


@pytest.mark.parametrize(("old", "new"), [
    ("I drive a Honda.", "I switched tires last week and it drives much better now."),
    ("I drive a Subaru Outback.", "I replaced the brake pads on my car last week."),
    ("My car is a Volvo.", "I swapped the tires on my car for all-season ones."),
    ("I use a Samsung phone.", "I got a new screen protector for my phone."),
    ("I wear a Fitbit.", "I changed the strap on my Fitbit last week."),
    ("我用的是小米手机。", "我上个月换了个手机壳，还挺好看的。"),
    ("我开的是本田雅阁。", "我昨天给车换了两个轮胎。"),
    ("我戴的是华为手表。", "我上周给手表换了条新表带。"),
    ("我用的是戴尔笔记本。", "我笔记本的键盘换成了新的。"),
])
@pytest.mark.parametrize("similarity", [None, 0.9])
def test_a_part_changed_keeps_the_thing(old, new, similarity):
    judgement = classify.classify(old, new, similarity, E5 if similarity else None)
    assert judgement.kind not in ("update", "reversal", "possible_update", "restatement"), judgement


@pytest.mark.parametrize(("old", "new"), [
    ("I use a Samsung phone.", "I switched to a Pixel phone."),
    ("我用的是小米手机。", "我换了个华为手机。"),
    ("我用的是小米手机。", "我换了个大电池的手机，是华为的。"),
    ("I use a Dell laptop.", "I replaced my laptop with a MacBook."),
])
def test_a_replacement_of_the_thing_still_links(old, new):
    assert classify.classify(old, new).links


@pytest.mark.parametrize(("old", "new"), [
    ("My tires are Michelins.", "I switched tires last week."),
    ("我手机的电池是原装的。", "我上周给手机换了块新电池。"),
])
def test_the_part_as_the_asked_value_is_not_kept_apart(old, new):
    assert "a part of the thing changed" not in classify.classify(old, new).rule
