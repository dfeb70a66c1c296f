"""Session 43 (fresh43): updates said in plain words that blind probe sets 15, 19 and 20 (tuning halves) lost.

- A dial set to a number: "Turned the thermostat down to 64" (blind 19 and 20), as "lowered … to" already was; not
  "turned down the offer to move" (no number after "to").
- 从 Hive 切到了 StarRocks, 切换到 / 切换成: a switch (blind 19).
- A habit stopped with its object said first, 古筝不学了 / 乐刻不去了 (blind 15 and 20): the object is the value left,
  as in 不学古筝了.
- 要 / 需要 ("takes") said on one side beside a measured quantity, 首页首屏加载要3秒 / 首页首屏加载1.2秒 (blind 19); not
  beside a count, where 要 may be "want" (我要三个包子).
- 还是放回 / 又坐回: a return, as 还是回 / 用回 (blind 20's reversal).
Pairs from tuning halves, lexically and at their e5 cosines."""

from __future__ import annotations

import pytest
from flymemory import classify
from flymemory.classify.signals import signals_in
from judged_pairs import LINKED, lexical_and_e5


@pytest.mark.parametrize(("old", "new", "cosine"), [
    ("The thermostat is set to 21°C during the day.",
     "Turned the daytime thermostat down to 19 degrees to save on heating.", 0.878),  # blind 19
    ("Thermostat is set to 68 at night.", "Turned the thermostat down to 64 at night to save on heating.", 0.897),
    ("数仓的查询引擎用的是 Hive。", "数仓查询引擎从 Hive 切到了 StarRocks。", 0.967),  # blind 19
    ("我在学古筝。", "古筝不学了，现在改学钢琴。", 0.942),  # blind 20
    ("我在乐刻健身练。", "乐刻不去了，现在在超级猩猩上团课。", 0.920),  # blind 15
    ("首页首屏加载要3秒。", "首页首屏加载1.2秒。", 0.982),  # blind 19
    ("快递改成直接放门口了。", "快递还是放回丰巢柜吧，放门口老丢件。", 0.940),  # blind 20 (the return)
])
def test_an_update_in_plain_words_is_linked(old: str, new: str, cosine: float) -> None:
    assert all(kind in LINKED for kind in lexical_and_e5(old, new, cosine))


def test_a_dial_needs_a_number_after_to() -> None:
    assert signals_in("Turned the thermostat down to 64 at night.")
    assert not signals_in("I turned down the offer to move to Berlin.")


def test_takes_is_no_frame_word_beside_a_count() -> None:
    assert classify.classify("我要三个包子。", "我两个包子。").kind not in LINKED
