"""Issue #12, blind probe set 6: a change said in the user's own words, in another frame than the older sentence, is
linked ("may update", nothing crossed out) when a strong change word is said of the older sentence's topic word, its
slot family, or names its value as left; "again" / 又 after the older sentence's own change is a return, linked too.
A change word on another holder, in another clause, in a plan or a passing state links nothing. Wording is fresh
(not the probe files')."""

import pytest
from flymemory import classify


@pytest.mark.parametrize("old,new", [
    ("I play the upright bass.", "I've switched to an electric bass now."),
    ("I do yoga in the evenings.", "I switched my yoga sessions to the mornings."),
    ("我在一家物流公司当会计。", "我已经换工作了，现在在一家银行做客服。"),
])
def test_a_strong_change_word_said_of_the_older_topic_in_another_frame_links(old, new):
    judged = classify.classify(old, new)
    assert judged.kind == "possible_update", judged
    assert not judged.crosses_out


@pytest.mark.parametrize("old,new", [
    ("I've been planning a trip to New York.", "I've changed my plans, I'm going to Boston instead of New York."),
    ("Lately I've been learning to paint.", "I quit painting and took up pottery instead."),
])
def test_the_older_value_named_as_left_links(old, new):
    assert classify.classify(old, new).links


def test_a_trip_that_got_pushed_back_is_a_change_word_on_the_place():
    assert "moved to" in dict(classify.signals_in("My Rome trip got pushed back, I'm flying in July now."))
    judged = classify.classify("I want to visit Rome in May.", "My Rome trip got pushed back, I'm going in July now.")
    assert judged.links, judged


def test_not_going_to_a_place_anymore_names_the_place_left():
    judged = classify.classify("我每周都去攀岩馆练攀岩。", "我现在不去攀岩馆了，周末改成在家练瑜伽。")
    assert judged.links, judged
    assert "不再" in judged.signals


@pytest.mark.parametrize("old,new", [
    ("我最近改在家里学日语了。", "在家太容易犯困，我又回自习室学日语了。"),
    ("我现在周末改在公园跑步了。", "公园人太多，我又回体育场跑步了。"),
])
def test_again_after_the_older_sentences_own_change_is_a_return_linked(old, new):
    judged = classify.classify(old, new)
    assert judged.links and not judged.crosses_out, judged


@pytest.mark.parametrize("old,new", [
    ("Our team tracks work in Asana.", "Trello didn't work out, we're back to Asana."),
    ("我用Edge浏览器。", "又换回Edge了。"),
])
def test_a_return_to_the_older_sentences_own_value_does_not_link_it(old, new):
    assert not classify.classify(old, new).links


@pytest.mark.parametrize("old,new", [
    ("I play the upright bass.", "My sister switched to an electric bass."),
    ("I play the upright bass.", "I'm playing an electric bass this week instead."),
    ("I play the upright bass.", "I might switch to an electric bass."),
    ("I play the upright bass.", "Should I switch to an electric bass?"),
    ("我在一家物流公司当会计。", "我表哥换工作了，现在在一家银行做客服。"),
    ("我每周都去攀岩馆练攀岩。", "我今天不去攀岩馆了。"),
])
def test_another_holder_a_passing_state_a_plan_or_a_question_links_nothing(old, new):
    assert not classify.classify(old, new).links


@pytest.mark.parametrize("old,new", [
    ("I love hiking in the Alps.", "We changed hotels because the Alps were too crowded."),
    ("I play the upright bass.", "My bass teacher moved to Lisbon."),
    ("I enjoy our chats.", "Hi, I'm back to chat with you again!"),
    ("Priya maintains the mobile app.", "Priya took over the office plant watering."),
    ("The gym opens at 6 am.", "Effective Monday, the pool opens at 7 am."),
    ("Our wiki pages are in Notion.", "We upgraded Notion to the business plan."),
    ("我一直不知道如何看待自己的能力。", "我发现最近热情有点下降，不知道如何调整自己的状态。"),
])
def test_a_topic_word_outside_the_change_a_date_an_upgrade_or_a_word_of_the_chat_links_nothing(old, new):
    assert not classify.classify(old, new).links


def test_the_write_path_finds_the_older_sentence_by_the_stem_of_the_changed_word(lexical_engine):
    """Without an embedder the write path's neighbours are a lexical search: for a sentence with a change word it
    looks for the stems too, so "quit fencing" finds "learning how to fence" and the pair is linked (the older
    may be updated; nothing is crossed out on a plain-words link)."""
    older = lexical_engine.remember("Last spring I started learning how to fence.")[0]
    outcome = lexical_engine.remember("I quit fencing and took up bouldering instead.")[0]
    assert older.entry_id in outcome.may_update + outcome.updates, outcome
