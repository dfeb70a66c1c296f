"""Session 41 (issue #12, stale at rank 1), the order-only read steps (`twins_at_read`, `changed_at_read`).
An event verb both sentences keep is the asked slot itself when the question asks with it ("车险在哪买的？" for "车险在
平安买的" / "车险今年在人保买的"): the pair is no longer refused for it; two holders of one verb, or a question that
does not ask with it, still keep the pair apart. The twin step counts words with names set aside
(a name is the value that changed: "Lena's place" / "the library on Elm Street"), for one holder and a question
that names nothing only the older sentence has."""

from __future__ import annotations

import pytest
from flymemory.classify import changed_at_read, twins_at_read


@pytest.mark.parametrize(("old", "new", "question"), [
    ("每月买菜预算两千。", "买菜预算一个月两千五。", "每月买菜预算多少？"),
    ("车险在平安买的，一年三千二。", "车险今年在人保买的，两千九。", "车险在哪买的？"),
    ("My laptop for travel is a MacBook Air.", "For travel, my laptop is a Dell XPS 13.",
     "Which laptop do I travel with?"),
    ("去上海的高铁是周六上午9点20分发车。", "去上海的高铁是周六下午2点05分发车。", "去上海的高铁几点发车？"),
])
def test_twins_when_the_question_asks_with_the_kept_verb(old: str, new: str, question: str) -> None:
    assert twins_at_read(old, new, question)


def test_changed_when_the_question_asks_with_the_kept_verb() -> None:
    assert changed_at_read("I eat lunch at the office canteen.",
                           "These days I bring a lunchbox from home and eat at my desk.", "Where do I eat lunch?")


@pytest.mark.parametrize(("old", "new", "question"), [
    # the question names the time of one event: the older one stays first
    ("On Sunday I cooked pasta.", "On Monday I cooked curry.", "What did I cook on Sunday?"),
    # the question does not ask with the kept verb
    ("I read 3 books in March.", "I read 5 books in April.", "How many books was that?"),
    # another holder of the verb
    ("I take piano lessons on Thursdays.", "My daughter takes piano lessons on Thursdays too.",
     "When do I take piano lessons?"),
    ("我每周去三回健身房。", "我老婆每周去两次健身房。", "我每周去几次健身房？"),
])
def test_two_events_stay_apart(old: str, new: str, question: str) -> None:
    assert not twins_at_read(old, new, question)
    assert not changed_at_read(old, new, question)


@pytest.mark.parametrize(("old", "new", "question"), [
    ("Book club meets at Lena's place.", "Book club meets at the library on Elm Street.",
     "Where does the book club meet?"),
    ("My gym sessions are Mon, Wed, Fri at 6:30.", "My gym sessions are Tuesdays and Thursdays at 7 pm.",
     "When do I go to the gym?"),
    ("My dentist is Dr. Alvarez at the clinic on Fifth Avenue.", "My dentist is Dr. Kim.", "Who is my dentist?"),
])
def test_twins_with_names_as_the_values(old: str, new: str, question: str) -> None:
    assert "names aside" in twins_at_read(old, new, question)


@pytest.mark.parametrize(("old", "new", "question"), [
    # the question names a word only the older sentence has
    ("Jordan lives in Austin with his wife.", "Casey moved to Denver with his wife.", "Where does Jordan live?"),
    ("Recycling pickup is on Thursdays.", "From next week on, trash pickup is on Fridays.",
     "When is recycling pickup?"),
    # another holder
    ("I take piano lessons with Mrs Olsen.", "My daughter takes piano lessons with Mr Berg.", "Who teaches piano?"),
])
def test_names_aside_only_for_one_holder_and_a_question_of_both(old: str, new: str, question: str) -> None:
    assert not twins_at_read(old, new, question)


def test_a_deed_and_its_negation_keep_their_order_for_a_question_asking_the_deed():
    # The event verb the question asks with lets a newer twin up, but not over a negation flip: "which film did
    # I see" is answered by the one seen, not by the newer "did not see".
    assert not twins_at_read("我看过《流浪地球》这部电影。", "我没看过《流浪地球》这部电影。", "我看过哪部电影？")
