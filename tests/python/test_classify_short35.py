"""Issue #12, session 35 (short35): the change rungs read what the restatement rungs read (audit of blind set 12,
causes 3 and 4).
  1. a short form of words' Chinese rows (单测 / 单元测试) is read by the change rungs: only the value differs.
  2. the kinds table's how-often synonyms (every other week / biweekly / fortnightly) are read by the restatement rungs.
  3. a lowercase phrase spelling the other side's short acronym in the same frame ("personal best" / PB) is read as
     it: a link, never a merge by that alone; another frame or other letters stay apart.
  4. a time before now said on one side only (上个月, 去年, "last month") is no word of a new statement in the own-words
     cap; chat with a change word still links nothing."""

from __future__ import annotations

import pytest
from flymemory import classify
from flymemory.classify import words


# -- 1 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [
    ("单元测试覆盖率是62%", "单测覆盖率 71%"),
    ("我们的代码仓库放在GitHub上。", "我们的代码库放在GitLab上。"),
])
def test_a_short_form_on_one_side_is_read_by_the_value_rungs(old, new):
    assert classify.classify(old, new).kind == "possible_update"


@pytest.mark.parametrize(("old", "new"), [
    ("单测覆盖率是62%。", "集成测试覆盖率是71%。"),  # two things
    ("我们做了简单测试", "单元测试覆盖率 71%"),  # 简单测试 has no 单测
    ("我在北京大学读研究生。", "我在东北大学读研究生。"),  # 东北大学 has no 北大 (another school)
])
def test_a_short_form_look_alike_is_not_read_as_it(old, new):
    assert classify.classify(old, new).kind != "restatement"
    assert words.short_forms(old, new) == (old, new)


# -- 2 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [
    ("We ship mobile releases every other week.", "We ship mobile releases biweekly."),
    ("The team retro is every other week.", "The team retro is fortnightly."),
])
def test_how_often_in_the_kinds_tables_words_is_one_claim(old, new):
    assert classify.classify(old, new).kind == "restatement"


def test_another_frequency_is_still_a_change():
    assert classify.classify("I water the ferns every other week.", "I water the ferns every day.").kind \
        == "possible_update"


# -- 3 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [
    ("My marathon personal best is 3:41:20.", "My marathon PB is 3:35:02."),
    ("My pull request has 3 approvals.", "My PR has 5 approvals."),
    ("The report is due end of day Friday.", "The report is due EOD Thursday."),
])
def test_a_lowercase_phrase_spelling_the_acronym_links_a_change(old, new):
    assert classify.classify(old, new).kind == "possible_update"


def test_a_lowercase_phrase_spelling_the_acronym_never_merges_alone():
    judgement = classify.classify("My half marathon personal best is 1:52:10.", "My half marathon PB is 1:52:10.")
    assert judgement.kind != "restatement" and judgement.may_repeat


@pytest.mark.parametrize(("old", "new"), [
    ("The public beta opens in May.", "I set a new PB in May."),  # another frame
    ("My personal best for the 10k is 52:40.", "My BP is 130 over 85."),  # other letters
    ("My 5k personal best is 24:10.", "My 10k PB is 49:58."),  # two races
])
def test_a_lowercase_phrase_in_another_frame_stays_apart(old, new):
    assert not classify.classify(old, new).links


# -- 4 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [
    ("我爸妈住在老家绍兴", "爸妈上个月搬到杭州跟我们一起住了"),
    ("我奶奶住在乡下老家。", "奶奶去年搬到城里跟我们一起住了。"),
])
def test_a_time_of_the_change_is_no_word_of_a_new_statement(old, new):
    assert classify.classify(old, new).kind == "update"


@pytest.mark.parametrize(("old", "new"), [
    ("我爸妈住在老家绍兴", "以后我也会注意这些细节"),
    ("我爸妈住在老家南通。", "我上个月也换了新工作，挺忙的。"),
    ("我爸妈住在老家南通。", "我岳父岳母上个月搬到苏州跟我们一起住了。"),
    ("我用的是小米手机。", "我前几天换了个新手机壳，挺好看的。"),  # the speaker's change of another thing
])
def test_chat_with_a_change_word_or_a_time_still_links_nothing(old, new):
    assert not classify.classify(old, new).links
