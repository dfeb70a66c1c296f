"""Issue #12, a return A -> B -> back to A said in plain words (session 45, blind set 23's tuning half): the clause of
return may say how the return came about ("Ended up going back to Jest", "Finally went back to …", 最后还是返回去用 …,
重新用回 …), and its reason may name an occasion that recurs ("Sling kept buffering during games, so we're back on …"):
neither is a word of the return's own nor a passing state, so the return is linked over the value it leaves."""

from flymemory import classify, outdated
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


# A -> B (a change the write path did not link to A: "换了" without a subject of its own) -> back to A, whose reason
# names what B moved to. (Said with "接口调试工具换成 Apifox", B itself is linked since why45.)
POSTMAN = ("调接口我用 Postman。", "Postman 要登录才能用了，换了 Apifox。",
           "Apifox 太卡，公司给买了团队版，最后还是返回去用 Postman 了。")


def test_the_reason_of_a_return_names_what_the_change_between_moved_to():
    assert classify.return_leaves(*POSTMAN) == "apifox"
    assert classify.return_leaves("Our dashboards are in Looker.", "The team moved the dashboards to Metabase.",
                                  "Metabase kept timing out, so we finally went back to Looker.") == "metabas"


def test_a_return_whose_reason_names_nothing_the_change_moved_to_leaves_nothing():
    assert classify.return_leaves(POSTMAN[0], POSTMAN[1], "最后还是返回去用 Postman 了。") == ""
    assert classify.return_leaves(POSTMAN[0], "Apifox 发布了新版本。", POSTMAN[2]) == ""  # (no change said)
    assert classify.return_leaves("Our dashboards are in Looker.", "My colleague moved his dashboards to Metabase.",
                                  "Metabase kept timing out, so we went back to Looker.") == ""
    assert classify.return_leaves("Our dashboards are in Looker.", "We might move the dashboards to Metabase.",
                                  "Metabase kept timing out, so we went back to Looker.") == ""


def test_a_return_links_the_change_it_leaves_over_the_value_it_returns_to(lexical_engine: MemoryEngine):
    first, second, third = (lexical_engine.remember(t)[0] for t in POSTMAN)
    assert second.kind == "new" and not second.may_update + second.updates  # (the change itself is not linked)
    assert third.may_update == [second.entry_id], third.describe()
    assert first.entry_id in outdated.newer_links(lexical_engine.store, [first.entry_id])
    assert lexical_engine.recall("我调接口用什么工具？", k=5)[0].entry.id == third.entry_id


def test_a_return_after_an_unrelated_sentence_links_nothing_between(lexical_engine: MemoryEngine):
    first, second, third = (lexical_engine.remember(t)[0] for t in (
        POSTMAN[0], "Apifox 发布了新版本。", POSTMAN[2]))
    assert second.entry_id not in third.may_update + third.updates, third.describe()
    assert not outdated.newer_links(lexical_engine.store, [first.entry_id])


def test_you_hui_before_a_place_is_a_word_of_return():
    assert ("改回", "back") in classify.signals_in("又回会所了，体育中心人太多。")
    assert not any(s == "back" for _, s in classify.signals_in("我周末又回家了。"))
    assert not any(s == "back" for _, s in classify.signals_in("国庆又回老家了。"))


def test_a_return_that_crosses_out_an_unlinked_change_links_it_over_the_value(lexical_engine: MemoryEngine):
    first, second, third = (lexical_engine.remember(t)[0] for t in (
        "游泳去的是小区会所的泳池。", "现在去体育中心的游泳馆游。", "又回会所了，体育中心人太多。"))
    assert not second.may_update + second.updates  # (the change itself is not linked)
    assert third.updates == [second.entry_id], third.describe()
    assert second.entry_id in outdated.newer_links(lexical_engine.store, [first.entry_id]).get(first.entry_id, set())
