"""Issue #12, session 33 (role33): a role, a job, a relative and a pet said in other words (audit of blind set 10).
  1. the holder of a one-holder role said in the passive, no change word: "The data team is led by Ines" / "Kofi leads
     the data team" (a link, nothing crossed out); co-holders, two persons on one side, another object, a pronoun as the
     holder, an object of many ("runs marathons"), two sentences in the active (two persons' facts) are not linked.
  2. a job said in other words ("works as a nurse" / "is a nurse by profession" / "My job: nurse" / 我的工作是护士)
     and a vague duration aside ("…, and has been for years", "…，好多年了") are one fact; another person's job
     stays apart.
  3. "my boy" / "my son", "my girl" / "my daughter", "my missus" / "my wife", 我家小子 / 我儿子 (only after my / 我).
  4. he / she for the noun the same sentence names beside it ("The dog? He's called Biscuit.", "He's afraid of
     thunder, my son."); a pronoun alone is another party."""

from __future__ import annotations

import pytest
from flymemory import classify, dedup
from flymemory.classify.words import kin_forms, pronoun_named

E5 = dedup.thresholds_for("e5")
LEXICAL = (None, None)


@pytest.mark.parametrize("old,new", [
    ("The data team is led by Ines.", "Kofi leads the data team."),
    ("The mobile app is owned by Lucia.", "Tariq owns the mobile app."),
    ("Ravi manages the support desk.", "The support desk is managed by Greta."),
    ("The book club is run by Mrs. Novak.", "Mr. Adeyemi runs the book club."),
    ("测试由小张负责。", "小赵负责测试。"),
])
def test_another_holder_of_a_one_holder_role_without_a_change_word_is_linked(old, new):
    verdict = classify.classify(old, new)
    assert verdict.kind == "possible_update" and "one-holder role" in verdict.rule, verdict
    assert not verdict.crosses_out


@pytest.mark.parametrize("old,new", [
    ("The data team is led by Ines.", "Ines and Kofi lead the data team."),
    ("The data team is led by Ines.", "Kofi also leads the data team."),
    ("The data team is led by Ines.", "Kofi co-leads the data team."),
    ("The data team is led by Ines.", "The web team is led by Kofi."),
    ("Alice runs marathons.", "Bob runs marathons."),
    ("Marathons are run by Alice.", "Bob runs marathons."),
    ("Ines leads the data team.", "Kofi leads the data team."),
    ("小张负责测试。", "小赵负责测试。"),
    ("I lead the data team.", "Kofi leads the data team."),
    ("测试由小张负责。", "小赵也负责测试。"),
])
def test_co_holders_and_other_roles_are_not_linked_as_one_role(old, new):
    verdict = classify.classify(old, new)
    assert "one-holder role" not in verdict.rule and not verdict.crosses_out, verdict


def test_the_passive_and_the_active_of_one_holder_are_one_fact():
    verdict = classify.classify("The data team is led by Ines.", "Ines leads the data team.")
    assert verdict.kind == "restatement", verdict


@pytest.mark.parametrize("old,new", [
    ("I work as an electrician.", "I'm an electrician."),
    ("I'm an electrician.", "My job: electrician."),
    ("I work as an electrician.", "I'm an electrician by trade."),
    ("My husband works as a chef.", "My husband is a chef by profession."),
    ("我是会计。", "我的工作是会计。"),
    ("Vim is my editor.", "Vim is my editor, and has been for years."),
    ("我是会计。", "我是会计，好多年了。"),
])
def test_a_job_in_other_words_and_a_duration_aside_are_one_fact(old, new):
    for similarity, thresholds in (LEXICAL, (0.96, E5)):
        verdict = classify.classify(old, new, similarity, thresholds)
        assert verdict.kind == "restatement", verdict


@pytest.mark.parametrize("old,new", [
    ("I work as an electrician.", "My brother works as an electrician."),
    ("I'm an electrician.", "My cousin is an electrician by trade."),
    ("我是会计。", "我姐是会计，好多年了。"),
    ("I work as an electrician.", "I work as a plumber."),
    ("Vim is my editor.", "Vim is my wife's editor, and has been for years."),
])
def test_another_persons_job_or_another_job_stays_apart(old, new):
    for similarity, thresholds in (LEXICAL, (0.96, E5)):
        verdict = classify.classify(old, new, similarity, thresholds)
        assert verdict.kind != "restatement" and not verdict.crosses_out, verdict


@pytest.mark.parametrize("said,read", [
    ("My boy is learning to swim.", "My son is learning to swim."),
    ("Our girls love the beach.", "Our daughters love the beach."),
    ("My missus works nights.", "My wife works nights."),
    ("我家小子在学钢琴。", "我儿子在学钢琴。"),
    ("The boy next door is learning to swim.", "The boy next door is learning to swim."),
    ("My boyfriend works nights.", "My boyfriend works nights."),
    ("隔壁家小子在学钢琴。", "隔壁家小子在学钢琴。"),
])
def test_a_colloquial_kin_word_after_my_reads_as_the_written_one(said, read):
    assert kin_forms(said) == read


@pytest.mark.parametrize("old,new,same", [
    ("My son is learning to swim.", "My boy is learning to swim.", True),
    ("我儿子在学钢琴。", "我家小子在学钢琴。", True),
    ("My son is learning to swim.", "My daughter is learning to swim.", False),
    ("我儿子在学钢琴。", "隔壁家小子在学钢琴。", False),
])
def test_a_colloquial_kin_word_is_the_same_relative(old, new, same):
    verdict = classify.classify(old, new)
    assert (verdict.kind == "restatement") is same, verdict


@pytest.mark.parametrize("said,read", [
    ("The dog? He's called Biscuit.", "The dog is called Biscuit."),
    ("Our dog, he's called Biscuit.", "Our dog is called Biscuit."),
    ("He's afraid of thunder, my son.", "My son is afraid of thunder."),
    ("我家狗，它叫旺财。", "我家狗叫旺财。"),
    ("He's called Biscuit.", "He's called Biscuit."),
    ("我觉得，他不会来。", "我觉得，他不会来。"),
])
def test_a_pronoun_for_the_noun_named_beside_it_is_that_noun(said, read):
    assert pronoun_named(said) == read


@pytest.mark.parametrize("old,new,same", [
    ("Our dog is called Biscuit.", "The dog? He's called Biscuit.", True),
    ("My son is afraid of thunder.", "He's afraid of thunder, my son.", True),
    ("Our dog is called Biscuit.", "He's called Biscuit.", False),
    ("My son is afraid of thunder.", "He is afraid of thunder.", False),
    ("Our dog is called Biscuit.", "The cat? She's called Biscuit.", False),
])
def test_a_pronoun_named_beside_its_noun_is_no_other_party(old, new, same):
    verdict = classify.classify(old, new)
    assert (verdict.kind == "restatement") is same, verdict


@pytest.mark.parametrize("text", ["My Boy is learning to swim.", "OUR GIRLS love the beach.", "my missus works nights",
                                  "The boy next door", "My mom is here"])
def test_kin_forms_alike_with_the_kin_words_after_my_always_searched(text, monkeypatch):
    from flymemory.classify import words
    gated = words.kin_forms.__wrapped__(text)
    monkeypatch.setattr(words, "_KIN_EN_MINE_GATE", None)
    assert words.kin_forms.__wrapped__(text) == gated
