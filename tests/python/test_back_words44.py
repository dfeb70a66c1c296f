"""Issue #12, a return A -> B -> back to A said with its reason ("Reverted to Jest, Vitest couldn't handle our module
mocks"): the classifier keeps the return apart from A (its reason is no part of A) and from B, so B stayed current.
The return's own clause names A's value (classify.returned_value), and where a newer entry is already linked over A
or crossed it out, the write path reads the sentence as a return to A: linked over B, answered first. Without that
newer entry a return to a value once held is no verdict (a trip after a trip stays two entries)."""

from flymemory import classify
from flymemory.memory import MemoryEngine
from flymemory.numerals import number_forms

JEST = ("Our JS tests run on Jest.",
        "Moved the test suite over to Vitest in March.",
        "Reverted to Jest, Vitest couldn't handle our module mocks.")


def test_the_clause_of_return_names_the_older_value():
    assert classify.returned_value(JEST[0], JEST[2]) == "jest"
    assert classify.returned_value("I bike to the office.", "Bridge lane reopened, I'm back on the bike.") == "bike"
    assert classify.returned_value("我用的输入法是搜狗。", "又换回搜狗了，微信输入法的词库实在太少了。") == "搜狗"


def test_a_return_with_words_of_its_own_names_no_older_value():
    assert classify.returned_value(JEST[1], JEST[2]) == ""  # (Vitest is in the reason only)
    assert classify.returned_value("Our JS tests run on Jest.", "My colleague went back to Jest.") == ""
    assert classify.returned_value("I visited my parents in Ohio.", "Went back to the office.") == ""
    assert classify.returned_value("Our JS tests run on Jest.", "Went back to Jest?") == ""


def test_a_return_said_with_why_is_linked_over_the_value_it_leaves(lexical_engine: MemoryEngine):
    first, second, third = (lexical_engine.remember(t)[0] for t in JEST)
    assert second.may_update == [first.entry_id]
    assert third.may_update == [second.entry_id], third.describe()
    hits = lexical_engine.recall("Which test runner do our JS tests use?", k=5)
    assert hits[0].entry.id == third.entry_id


def test_a_return_to_a_crossed_out_value_said_with_why(lexical_engine: MemoryEngine):
    first = lexical_engine.remember("我用的输入法是搜狗。")[0]
    second = lexical_engine.remember("我把输入法换成了微信输入法。")[0]
    assert second.updates == [first.entry_id]
    third = lexical_engine.remember("又换回搜狗了，微信输入法的词库实在太少了。")[0]
    assert third.may_update == [second.entry_id], third.describe()
    assert lexical_engine.recall("我用什么输入法？", k=5)[0].entry.id == third.entry_id


def test_a_spoken_gig_is_a_gigabyte_after_a_number():
    assert number_forms("the 200 gig plan") == number_forms("the 200 GB plan")
    assert number_forms("the gig economy") == "the gig economy"


def test_a_return_with_a_spoken_size_after_a_change(lexical_engine: MemoryEngine):
    first, second, third = (lexical_engine.remember(t)[0] for t in (
        "I pay for the 200 GB iCloud plan.", "Bumped iCloud up to 2 TB when my phone filled up with videos.",
        "Dropped back to the 200 gig plan after moving the videos onto the NAS."))
    assert second.may_update == [first.entry_id]
    assert third.may_update == [second.entry_id], third.describe()


def test_a_return_to_a_value_nothing_replaced_stays_apart(lexical_engine: MemoryEngine):
    first = lexical_engine.remember("I visited my parents in Ohio.")[0]
    second = lexical_engine.remember("Went back to Ohio.")[0]
    assert second.kind == "new" and first.entry_id not in second.updates


def test_another_holders_return_is_not_the_speakers(lexical_engine: MemoryEngine):
    first, second, third = (lexical_engine.remember(t)[0] for t in (
        JEST[0], JEST[1], "My colleague went back to Jest, Vitest couldn't handle his mocks."))
    assert second.entry_id not in third.may_update + third.updates, third.describe()


def test_again_after_a_crossing_out_returns_to_the_crossed_out_value(lexical_engine: MemoryEngine):
    """"again" / 又 alone (no `back` word) also searches the crossed-out entries, but links only where its clause of
    return names nothing but the crossed-out value's words."""
    first = lexical_engine.remember("The onboarding_v2 flag defaults to off.")[0]
    second = lexical_engine.remember("Flipped the onboarding_v2 default to on.")[0]
    assert second.updates == [first.entry_id]
    third = lexical_engine.remember("onboarding_v2 defaults to off again after the crash spike.")[0]
    assert third.may_update == [second.entry_id], third.describe()


def test_again_of_another_thing_after_a_crossing_out_stays_apart(lexical_engine: MemoryEngine):
    first = lexical_engine.remember("我用的输入法是搜狗。")[0]
    second = lexical_engine.remember("我把输入法换成了微信输入法。")[0]
    assert second.updates == [first.entry_id]
    third = lexical_engine.remember("今天又下雨了，搜狗新闻说明天也下。")[0]
    assert not third.may_update and not third.updates, third.describe()


def test_a_third_persons_return_names_no_older_value_of_the_speaker():
    assert classify.returned_value("Our JS tests run on Jest.", "He went back to Jest.") == ""
