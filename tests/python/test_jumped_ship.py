"""Issue #12, session 28: the speaker's employer changed with a verb of jumping ship (跳到, "jumped ship to"),
no change word the classifier knows. After a sentence that says where the speaker works, "我上个月跳到交通银行了" /
"I jumped ship to Nestle" is a new employer: linked "may update" (never crossed out), found by the lexical
neighbour search through the employer slot's words, and read newer first with the older stamped. Another person's
jump, a jump to a place in a sequence (下一章, 第五集), a jump after a sentence naming no employer, and a trip stay
apart."""

from __future__ import annotations

import pytest
from flymemory import classify


@pytest.mark.parametrize("old,new", [
    ("我在农业银行上班。", "我上个月跳到交通银行了。"),
    ("我在滴滴做数据分析。", "我去年底跳到了美团。"),
    ("我在小红书工作。", "我前阵子跳到知乎了。"),
    ("I work at Unilever.", "I jumped ship to Nestle."),
    ("I work for Siemens.", "I've recently jumped ship to Bosch."),
])
def test_the_speaker_jumping_ship_after_their_employer_is_linked(old, new):
    verdict = classify.classify(old, new)
    assert verdict.kind == "possible_update" and verdict.links and not verdict.crosses_out, verdict


@pytest.mark.parametrize("old,new", [
    ("我在农业银行上班。", "我弟弟跳到交通银行了。"),
    ("我在农业银行上班。", "我跳到下一章了。"),
    ("我在农业银行上班。", "我跳到第五集了。"),
    ("我在看《围城》。", "我跳到结尾那几章了。"),
    ("我在小红书工作。", "我上个月去了西安。"),
    ("我在小红书工作。", "我这周已经到上海了。"),
    ("I work at Unilever.", "My cousin jumped ship to Nestle."),
    ("I work at Unilever.", "I jumped to the last chapter."),
])
def test_another_jump_or_a_trip_stays_apart(old, new):
    verdict = classify.classify(old, new)
    assert not verdict.links and not verdict.crosses_out, verdict


@pytest.mark.parametrize("text,jumped", [
    ("我前阵子跳到知乎了。", True),
    ("I jumped ship to Nestle.", True),
    ("我跳到下一章了。", False),
    ("我弟弟跳到交通银行了。", False),
    ("视频跳到第五集了。", False),
    ("I went to Nestle.", False),
])
def test_jumping_ship_names_the_employer_slot_for_the_neighbour_search(text, jumped):
    assert classify.jumped_ship(text) is jumped


@pytest.mark.parametrize("older,newer,question", [
    ("我在农业银行上班。", "我上个月跳到交通银行了。", "我在哪家银行上班？"),
    ("我在小红书工作。", "我前阵子跳到知乎了。", "我在哪家公司工作？"),
    ("I work at Unilever.", "I jumped ship to Nestle.", "Where do I work?"),
])
def test_without_an_embedder_the_new_employer_comes_first(newer_linked_first, older, newer, question):
    newer_linked_first(older, newer, question)


def test_another_persons_jump_stamps_nothing(lexical_engine):
    old = lexical_engine.remember("我在农业银行上班。")[0].entry_id
    lexical_engine.remember("我弟弟跳到交通银行了。")
    hits = lexical_engine.recall("我在哪家银行上班？", k=5)
    assert hits and hits[0].entry.id == old and hits[0].outdated_by is None
