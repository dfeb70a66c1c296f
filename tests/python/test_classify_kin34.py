"""Issue #12, session 34 (kin34): six small known bugs seen by session 33.
  1. a relation word beside a name is read case-blind only in its relation word: the name after it keeps its capital
     ("my wife teaches yoga" names no one "teaches"; a first lowercase match hides no later name).
  2. "my girl" is a daughter only with a daughter's context ("my little girl", "my youngest girl", "our girl"): alone it
     is as often a girlfriend.
  3. the number of a noun: "the cat" / "the cats", "my kid" / "my kids" are two facts, however close.
  4. a weekday abbreviation with a period ("Fri.", "Mon.") is the weekday.
  5. a multi-word editor or tool name (VS Code, Visual Studio, Android Studio) is found by the lexical search of a
     change to another of its kind.
  6. "our team's standup" / "my team's standup" is the standup, beside a sentence that names no team."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup
from flymemory.classify import guards
from flymemory.classify.forms import detail_forms
from flymemory.classify.words import kin_forms

E5 = dedup.CALIBRATED["e5-small-q4"]  # (the calibrated lines the engine judges with)


# -- 1 ----------------------------------------------------------------------------------------------------------------
def test_a_lowercase_word_after_a_relation_word_is_no_name():
    assert not guards._KIN_NAMED_EN.search("my wife teaches yoga")
    assert not guards._NAME_KIN_EN.search("yesterday, my wife, and I went out")
    assert guards._KIN_NAMED_EN.search("MY WIFE Priya teaches yoga").group(1) == "Priya"


def test_a_name_after_a_relation_word_is_read_past_a_first_lowercase_match():
    old, new = guards.kin_names_as_names("My wife cooks and my son Leo plays the cello.", "Leo plays the cello.")
    assert old == "My wife cooks and Leo plays the cello."


# -- 2 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["My girl is moving in with me next month.", "my girl works as a nurse"])
def test_my_girl_alone_is_no_daughter(text):
    assert "daughter" not in kin_forms(text)


@pytest.mark.parametrize("old,new", [
    ("My girl works as a nurse.", "My daughter works as a nurse."),
    ("My girl is moving in with me next month.", "My daughter is moving in with me next month."),
])
def test_my_girl_and_my_daughter_are_not_one_party(old, new):
    assert classify.classify(old, new).kind != "restatement"


@pytest.mark.parametrize("old,new", [
    ("My little girl plays the piano.", "My daughter plays the piano."),
    ("My youngest girl is learning to swim.", "My youngest daughter is learning to swim."),
    ("Our girl started school in September.", "Our daughter started school in September."),
    ("Our girls love the beach.", "Our daughters love the beach."),
])
def test_a_girl_with_a_daughters_context_is_the_daughter(old, new):
    assert classify.classify(old, new).kind == "restatement"


# -- 3 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("old,new", [
    ("My kid goes to Lincoln Elementary.", "My kids go to Lincoln Elementary."),
    ("My bike is in the garage.", "My bikes are in the garage."),
    ("The photo is on my desk.", "The photos are on my desk."),
])
def test_a_noun_in_the_singular_and_the_plural_is_two_facts(old, new):
    for similarity in (None, 0.99):
        assert classify.classify(old, new, similarity, E5 if similarity else None).kind != "restatement"


@pytest.mark.parametrize("old,new", [
    ("I have a cat.", "I have one cat."),
    ("My kid goes to Lincoln Elementary.", "My child goes to Lincoln Elementary."),
])
def test_the_same_number_of_a_noun_said_again_is_one_fact(old, new):
    assert classify.classify(old, new, 0.97, E5).kind == "restatement"


# -- 4 ----------------------------------------------------------------------------------------------------------------
def test_a_weekday_abbreviation_with_a_period_is_the_weekday():
    assert detail_forms("The standup moved to Fri. at 10.") == "The standup moved to Friday at 10."
    assert detail_forms("Our standup is on Wed. now.") == "Our standup is on Wednesday now."
    assert detail_forms("I sat. Then I left.") == "I sat. Then I left."  # (a verb, not a weekday)


@pytest.mark.parametrize("old,new", [
    ("Our standup is on Mon.", "Our standup is on Monday."),
    ("My piano lesson is on Tue. at 5.", "My piano lesson is on Tuesday at 5."),
])
def test_a_weekday_and_its_abbreviation_are_one_fact(old, new):
    assert classify.classify(old, new).kind == "restatement"


def test_another_abbreviated_weekday_is_no_restatement():
    verdict = classify.classify("My piano lesson is on Tue. at 5.", "My piano lesson is on Thu. at 5.")
    assert verdict.kind != "restatement"


# -- 5 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("word", ["vs", "visual", "android"])
def test_a_multi_word_editor_name_is_a_search_hint(word):
    assert word in classify.KIND_HINTS["editor"].split()


def test_a_switch_to_another_editor_finds_a_multi_word_name(tmp_path):
    from flymemory import lexical
    from flymemory.memory import MemoryEngine
    from flymemory.store import SQLiteStore

    engine = MemoryEngine(SQLiteStore(str(tmp_path / "m.db"), lexical_indexer=lexical.index_text), None)
    engine.remember("I edit code in VS Code.")
    outcome = engine.remember("I switched to Zed.")[0]
    assert outcome.updates or outcome.may_update or outcome.superseded
    engine.store.close()


# -- 6 ----------------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("old,new,kind", [
    ("Our team's standup is at 9:15.", "Standup is at 9:45 now.", "update"),
    ("My team's retro is on Thursday.", "The retro moved to Friday.", "update"),
    ("Our team's standup is at 9:15.", "Our standup is at 9:15.", "restatement"),
])
def test_our_teams_standup_is_the_standup(old, new, kind):
    assert classify.classify(old, new).kind == kind


@pytest.mark.parametrize("old,new", [
    ("Our team's standup is at 9:15.", "The design team's standup is at 9:45."),
    ("Our team's weekly sync is at 2pm.", "My sister's team's weekly sync is at 2pm."),
])
def test_another_teams_meeting_is_another(old, new):
    assert classify.classify(old, new).kind not in ("restatement", "update")
