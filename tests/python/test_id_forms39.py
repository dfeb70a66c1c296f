"""A detail written another way (session 39, ids39; blind set 17's audit, cause C4): an identifier in another case,
spacing or punctuation (eu-west-1 / EU West 1, M2 Max / M2-Max, B-12 / B12), "a pair of" before a plural noun as
two, and a Chinese count in numerals or digits (两台 / 2台, 两块 / 2块) beside another detail kept as written."""

from __future__ import annotations

from flymemory import classify, dedup
from flymemory.classify.forms import pair_detail_forms
from flymemory.numerals import value_forms

E5 = dedup.thresholds_for("e5-small-q4")


def test_an_identifier_spaced_is_written_as_the_other_side_writes_it():
    assert pair_detail_forms("Our data warehouse is in eu-west-1.", "We run the warehouse in EU West 1.")[1] \
        == "We run the warehouse in eu-west-1."
    assert pair_detail_forms("The queue lives in us_east_2.", "The queue is in us-east-2.")[1] \
        == "The queue is in us_east_2."


def test_another_identifier_is_left_as_written():
    for old, new in [("We use GPT-4.", "We use GPT 4o."), ("It runs in eu-west-1.", "It runs in EU West 12."),
                     ("We use GPT-4.", "We use GPT-4-turbo."), ("It is Python 3.11.", "It is Python 3 11."),
                     ("a 3-day trip", "a 3 day trip")]:
        assert pair_detail_forms(old, new) == (old, new)


def test_a_room_written_another_way_is_one_room():
    assert classify.classify("Standup is in room B-12.", "We hold standup in Room B12.").kind == "restatement"


def test_an_identifier_in_chinese_is_written_as_the_other_side_writes_it():
    # (Folded in Chinese again since session 40: two subjects before one 在 are two facts, guards.
    # _another_subject_runs, so a folded identifier joins no two things; test_zh_subject_before_zai40.)
    assert pair_detail_forms("网站在 ap-south-1。", "邮件服务器在 AP South 1。")[1] == "邮件服务器在 ap-south-1。"


def test_a_chip_written_with_a_hyphen_is_restated():
    judged = classify.classify("My laptop is a MacBook Pro with an M2 Max.", "I code on an M2-Max MacBook Pro.",
                               similarity=0.960, thresholds=E5)
    assert judged.kind == "restatement"


def test_another_chip_or_room_stays_a_change_or_another_holder():
    assert classify.classify("我的笔记本是 M2 Max 芯片。", "我的笔记本是 M3 Max 芯片。").kind == "possible_update"
    assert classify.classify("Standup is in room B-12.", "Standup is in room B-14.").kind == "possible_update"
    assert classify.classify("Standup is in room B-12.", "Retro is in Room B12.", similarity=0.942,
                             thresholds=E5).kind == "distinct"
    assert classify.classify("我的笔记本是 M2 Max 芯片。", "我同事的笔记本是 M2-Max 芯片。", similarity=0.983,
                             thresholds=E5).kind == "distinct"


def test_a_pair_of_before_a_plural_noun_is_two():
    assert value_forms("I have a pair of 24-inch monitors.") == "I have 2 24 inch monitors."
    assert value_forms("We keep a pair of spare SSDs.") == "We keep 2 spare SSDs."
    judged = classify.classify("We keep a pair of spare SSDs in the server room.",
                               "Two spare SSDs are kept in the server room.")
    assert judged.kind == "restatement"


def test_a_pair_of_a_thing_worn_in_pairs_or_a_pronoun_is_left():
    for text in ("I bought a pair of shoes.", "A pair of us went.", "a pair of new boots and hats"):
        assert value_forms(text) == text


def test_a_chinese_count_in_digits_beside_a_name_kept_is_one_detail():
    kept = dedup._Text.of("打包机是两台 Mac Studio。"), dedup._Text.of("出包用的是2台 Mac Studio。")
    assert not dedup._details_differ(*kept)
    judged = classify.classify("打包机是两台 Mac Studio。", "出包用的是2台 Mac Studio。", similarity=0.977,
                               thresholds=E5)
    assert judged.kind == "restatement"


def test_a_chinese_count_alone_in_another_form_still_differs():
    assert dedup._details_differ(dedup._Text.of("我们办公室在五层"), dedup._Text.of("我们食堂在5楼"))
    assert dedup._details_differ(dedup._Text.of("测试机是两台 Mac mini。"), dedup._Text.of("测试机是3台 Mac mini。"))


def test_kuai_counts_things_from_two_but_not_together_or_money():
    assert value_forms("服务器机房备着两块 SSD。") == "服务器机房备着2块 SSD。"
    assert value_forms("我们一块去") == "我们一块去"
    assert value_forms("两块钱") == value_forms("2块钱")
