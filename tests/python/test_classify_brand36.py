"""Issue #12, session 36 (brand36): a thing named by its brand or model, and who does a chore said with the chore's own
verb. A strong change word to another product of the speaker's own kind (a car, a phone, a computer, an editor) links
the speaker's product replaced (never crossed out: no word in common, so a lexical recall finds only the older one);
the word that names a product's kind ("phone", "editor", "car") says only what the value
is; "I cook dinner" / "My wife cooks dinner now" (我做晚饭 / 现在是我老公做晚饭) is the chore reading's frame: a link.
The examples are the tuning half's, said with other names and chores."""

from __future__ import annotations

import pytest
from flymemory.classify import classify


# -- the speaker's own product replaced -------------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [
    ("I drive a Toyota.", "I switched to a Volvo."),
    ("My car is a Subaru Outback.", "I replaced it with a Hyundai Ioniq 5."),
    ("I use a Pixel 6.", "I switched to a Galaxy S24."),
    ("我开的是宝马。", "我换成蔚来了。"),
    ("我的手机是华为Mate 50。", "我换成小米13了。"),
])
def test_the_speakers_product_switched_to_another_of_its_kind_is_linked(old, new):
    assert classify(old, new).kind == "possible_update"


@pytest.mark.parametrize(("old", "new", "kinds"), [
    ("I drive a Toyota.", "I switched to a Volvo for the school run.", ("possible_update",)),  # a second car?
    ("I drive a Toyota to the office.", "I switched to a Volvo.", ("possible_update",)),
    ("I drive a Toyota.", "My husband drives a Volvo.", ("distinct", "unrelated")),
    ("I drive a Toyota.", "I switched to a Galaxy S24.", ("distinct", "unrelated")),  # another kind
    ("I use Vim.", "My teammate switched to Emacs.", ("distinct", "unrelated")),
    ("我开的是宝马。", "我老公开的是蔚来。", ("distinct", "unrelated")),
    ("我用的是华为手机。", "我最近爱吃苹果。", ("distinct", "unrelated")),
])
def test_look_alikes_of_a_product_replaced_cross_nothing_out(old, new, kinds):
    assert classify(old, new).kind in kinds


# -- a product said with its kind's name ------------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [
    ("I use a Pixel 6.", "My phone is a Pixel 6."),
    ("I use an iPhone 13.", "My phone is an iPhone 13."),
    ("My phone is a Galaxy S24.", "The Galaxy S24 is my phone."),
    ("I use Emacs.", "Emacs is my editor."),
    ("My car is a Kia Niro.", "The Kia Niro is my car."),
])
def test_a_product_said_with_its_kinds_name_is_one_claim(old, new):
    assert classify(old, new).kind == "restatement"


@pytest.mark.parametrize(("old", "new"), [
    ("My phone is a Pixel 6.", "My work phone is a Galaxy S24."),
    ("I use an iPhone 13.", "My son uses an iPhone 13."),
])
def test_another_phone_or_holder_is_no_restatement(old, new):
    assert classify(old, new).kind != "restatement"


# -- who does a chore, said with its own verb -------------------------------------------------------------------------
@pytest.mark.parametrize(("old", "new"), [
    ("I cook breakfast on Sundays.", "My husband cooks breakfast on Sundays now."),
    ("I feed the cat.", "My daughter feeds the cat now."),
    ("I wash the dishes after dinner.", "Sam washes the dishes after dinner now."),
    ("我每天做早饭。", "现在是我老婆每天做早饭。"),
    ("我每天倒垃圾。", "现在是我儿子每天倒垃圾。"),
])
def test_a_chore_said_with_its_own_verb_by_another_doer_now_is_a_link(old, new):
    assert classify(old, new).kind == "possible_update"


@pytest.mark.parametrize(("old", "new"), [
    ("I cook breakfast on Sundays.", "My husband cooks lunch on Sundays now."),
    ("I cook breakfast on Sundays.", "My husband cooks breakfast on Sundays too."),
    ("I walk to work.", "My son walks to work now."),
    ("我做晚饭。", "现在是我老公做午饭。"),
    ("我每天倒垃圾。", "我儿子每天也倒垃圾。"),
    ("我住在上海。", "现在是我老公住在上海。"),
])
def test_another_chore_or_a_shared_one_is_never_linked(old, new):
    assert classify(old, new).kind not in ("possible_update", "update", "restatement")
