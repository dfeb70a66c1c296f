"""Blind set 18's audit (session 40, fix40): a habit time said on both sides is no second value (D1), a Chinese year
said digit by digit (D2), a trial and a dropped-subject return (D5), a count in words against digits and a number-unit
compound (D7), weekdays joined by a slash (D4); with the controls that must stay apart."""

import pytest
from flymemory import classify, dedup
from flymemory.numerals import read_number

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize(("old", "new"), [
    ("I feed the cat 40 g of kibble each evening.", "Each evening I feed the cat 55 g of kibble."),
    ("每天早上吃二甲双胍500毫克。", "二甲双胍每天早上吃850毫克。"),
    ("我每晚睡前吃褪黑素3毫克。", "褪黑素我每晚睡前吃5毫克。"),
])
def test_a_shared_habit_time_is_no_second_value(old, new):
    assert classify.classify(old, new).kind == "possible_update"


@pytest.mark.parametrize(("old", "new"), [
    ("I feed the cat 40 g of kibble each evening.", "Each evening I feed the dog 200 g of kibble."),
    ("每天早上吃二甲双胍500毫克。", "每天晚上吃二甲双胍850毫克。"),
    ("每天早上吃阿司匹林100毫克。", "每天早上吃布洛芬200毫克。"),
    ("我每天早上喝咖啡200毫升。", "我每天早上喝牛奶250毫升。"),
    ("Every Monday I call Mom for 30 minutes", "Every Monday I call Dad for 45 minutes"),
    ("我每月话费88元。", "我每月话费98元。"),
    ("每周我去游泳两次。", "我每周游三次泳。"),
])
def test_another_thing_or_time_beside_a_shared_habit_time_stays_apart(old, new):
    assert classify.classify(old, new).kind == "distinct"


@pytest.mark.parametrize(("written", "number"), [
    ("二〇三〇", 2030), ("二零二六", 2026), ("一九九八", 1998), ("一〇一", 101),
    ("三五", 5), ("七八", 8), ("一万零五", 10005), ("十二", 12), ("零", 0),
])
def test_a_run_of_bare_numerals_is_read_digit_by_digit(written, number):
    assert read_number(written) == number


def test_a_year_said_digit_by_digit_is_that_year():
    assert classify.classify("驾照二〇二八年到期。", "驾照2028年到期。").kind == "restatement"
    assert classify.classify("租约签到2027年。", "租约签到二零二九年。").kind == "possible_update"


@pytest.mark.parametrize(("old", "new"), [
    ("Trying out Helix as my main editor.", "Back on Neovim, Helix was not for me."),
    ("Testing out WezTerm as my terminal.", "Back on iTerm2, WezTerm kept crashing."),
])
def test_a_trial_or_a_return_links(old, new):
    assert classify.classify(old, new).kind in ("possible_update", "update", "reversal")


@pytest.mark.parametrize(("old", "new"), [
    ("My terminal is iTerm2.", "My teammate is testing out WezTerm as his terminal."),
    ("Firefox is my browser.", "Back on Monday after the conference."),
    ("I eat a lot of sugar.", "I'm trying to cut down on sugar."),
    ("I'm trying out a standing desk.", "I use a standing desk."),
    ("I tried out the new climbing gym.", "I'm trying out the new climbing gym."),
])
def test_no_trial_or_return_of_the_speakers_value_stays_apart(old, new):
    assert classify.classify(old, new).kind in ("distinct", "unrelated")


def test_a_count_in_words_against_digits_beside_a_kept_detail_is_one_fact():
    old = "A build on the Mac mini takes around 12 minutes."
    new = "On the Mac mini, a full build is about twelve minutes."
    assert classify.classify(old, new, similarity=0.978, thresholds=E5).kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("A build on the Mac mini takes around 12 minutes.", "On the Linux box, a full build is about twelve minutes."),
    ("My commute by tram is forty minutes each way.", "Each way, the bike commute takes me 40 minutes."),
    ("A sprint lasts 2 weeks.", "A release takes two weeks."),
])
def test_one_count_in_two_forms_without_a_kept_detail_stays_apart(old, new):
    assert classify.classify(old, new, similarity=0.978, thresholds=E5).kind == "distinct"


def test_a_number_word_joined_to_its_unit_is_no_identifier():
    assert "three-week" not in dedup._Text.of("We ship on a three-week release cycle.").details()
    assert "v2-beta" in dedup._Text.of("We ship v2-beta today.").details()


def test_weekdays_joined_by_a_slash_are_weekdays():
    assert classify.classify("I have piano lessons on Tue and Fri.",
                             "I have piano lessons on Tue/Fri.").kind == "restatement"
    assert classify.classify("I have piano lessons on Tue/Fri.", "I have piano lessons on Mon/Thu.").rule \
        .startswith("same words, only the weekday differs")
