"""Issue #12, a return A -> B -> back to A said in plain words (session 45, blind set 23's tuning half): the clause of
return may say how the return came about ("Ended up going back to Jest", "Finally went back to …", 最后还是返回去用 …,
重新用回 …), and its reason may name an occasion that recurs ("Sling kept buffering during games, so we're back on …"):
neither is a word of the return's own nor a passing state, so the return is linked over the value it leaves."""

from flymemory import classify
from flymemory.memory import MemoryEngine


def test_how_a_return_came_about_is_no_word_of_its_own():
    jest = "Our JS tests run on Jest."
    assert classify.returned_value(jest, "Ended up going back to Jest, Vitest couldn't handle our mocks.") == "jest"
    assert classify.returned_value(jest, "Finally went back to Jest.") == "jest"
    assert classify.returned_value("调接口我用 Postman。", "Apifox 太难用，最后还是返回去用 Postman 了。") == "postman"
    assert classify.returned_value("我看书用微信读书。", "Kindle 下架了，重新用回微信读书。") != ""


def test_a_return_with_a_word_of_its_own_still_names_no_older_value():
    assert classify.returned_value("I work from home.", "Ended up going back to the office.") == ""
    assert classify.returned_value("Our JS tests run on Jest.", "My colleague finally went back to Jest.") == ""
    assert classify.returned_value("我看书用微信读书。", "最后还是回家看书了。") == ""


def test_returning_to_use_is_a_word_of_return():
    assert ("改回", "back") in classify.signals_in("最后还是返回去用 Postman 了。")
    assert not any(s == "back" for _, s in classify.signals_in("我明天返回上海。"))


def test_during_an_occasion_that_recurs_is_no_passing_state():
    assert not classify.is_temporary("I mute Slack during meetings.")
    assert not classify.is_temporary("The stream kept buffering during games, so we're back on cable.")
    assert classify.is_temporary("I work from the library during the renovation.")
    assert classify.is_temporary("I'm driving during this week.")
    assert classify.is_temporary("No coffee during class.")


def test_a_return_after_ended_up_is_linked_over_the_value_it_leaves(lexical_engine: MemoryEngine):
    first, second, third = (lexical_engine.remember(t)[0] for t in (
        "Our JS tests run on Jest.", "Moved the test suite over to Vitest in March.",
        "Ended up going back to Jest, Vitest couldn't handle our module mocks."))
    assert second.may_update == [first.entry_id]
    assert third.may_update == [second.entry_id], third.describe()
    assert lexical_engine.recall("Which test runner do our JS tests use?", k=5)[0].entry.id == third.entry_id


def test_a_return_after_its_reason_with_during_is_linked_over_what_crossed_it_out(lexical_engine: MemoryEngine):
    first, second, third = (lexical_engine.remember(t)[0] for t in (
        "We stream our music on Spotify.", "Cancelled Spotify after the price hike and went with Tidal.",
        "Tidal kept dropping out during runs, so we're back on Spotify."))
    assert second.updates == [first.entry_id], second.describe()
    assert third.may_update == [second.entry_id], third.describe()


def test_a_return_said_anew_in_chinese_is_linked_over_what_crossed_it_out(lexical_engine: MemoryEngine):
    first, second, third = (lexical_engine.remember(t)[0] for t in (
        "我记账用随手记。", "为了同步到电脑，记账换到钱迹了。", "钱迹会员到期没续，重新用回随手记。"))
    assert second.updates == [first.entry_id], second.describe()
    assert third.may_update == [second.entry_id], third.describe()


def test_another_holders_return_after_ended_up_stays_apart(lexical_engine: MemoryEngine):
    first, second, third = (lexical_engine.remember(t)[0] for t in (
        "Our JS tests run on Jest.", "Moved the test suite over to Vitest in March.",
        "My colleague ended up going back to Jest for his side project."))
    assert second.entry_id not in third.may_update + third.updates, third.describe()
