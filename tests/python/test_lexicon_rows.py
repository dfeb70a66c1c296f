"""Everyday and coding-agent synonyms at scale (issue #12, lexicon34): a restatement that says one thing with another
everyday word is one fact (words.SYNONYM_ROWS_EN, SYNONYM_PHRASES_EN, SYNONYM_ROWS_ZH, read by the restatement rungs
only): attorney / lawyer, coworker / colleague, garbage / rubbish, lorry / truck, petrol / gasoline, folder /
directory, defect / bug, sign in / log in, cell / mobile number, British and American spellings,
配偶 / 爱人, 租金 / 房租, 慢跑 / 跑步, 巴士 / 公交车, 摩托 / 摩托车, 文件夹 / 目录, 登陆 / 登录. Two
different things stay two: the look-alike of each row (accountant, manager, recycling, bus, diesel,
branch, typo, sign up, landline, 女朋友, 房贷, 散步, 地铁, 自行车, 仓库, 注册), and 摩托罗拉 (a firm)."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


def _kinds(old: str, new: str) -> set[str]:
    """The kinds the pair is given, without an embedder and at an e5 cosine above its restate line, both ways."""
    return {classify.classify(x, y, sim, E5 if sim else None).kind
            for x, y in ((old, new), (new, old)) for sim in (None, 0.96)}


@pytest.mark.parametrize("old,new", [
    ("Our attorney is Miguel Sandoval.", "Our lawyer is Miguel Sandoval."),
    ("My coworker Ines commutes from Delft.", "My colleague Ines commutes from Delft."),
    ("We put the garbage out on Thursdays.", "We put the rubbish out on Thursdays."),
    ("My brother drives a lorry for Tesco.", "My brother drives a truck for Tesco."),
    ("Our camper van runs on petrol.", "Our camper van runs on gasoline."),
    ("The fixtures live in the testdata folder.", "The fixtures live in the testdata directory."),
    ("The defect shows up only on Safari.", "The bug shows up only on Safari."),
    ("Users sign in with their Google account.", "Users log in with their Google account."),
    ("My cell number is 0612 334 908.", "My mobile number is 0612 334 908."),
    ("I practise the cello every evening.", "I practice the cello every evening."),
    ("我配偶在税务局上班。", "我爱人在税务局上班。"),
    ("我每个月租金两千八。", "我每个月房租两千八。"),
    ("我每天早上在公园慢跑。", "我每天早上在公园跑步。"),
    ("我每天坐巴士去公司。", "我每天坐公交车去公司。"),
    ("我哥骑摩托去上班。", "我哥骑摩托车去上班。"),
    ("日志都在logs文件夹里。", "日志都在logs目录里。"),
    ("我用公司邮箱登陆。", "我用公司邮箱登录。"),
])
def test_a_word_swapped_for_an_everyday_synonym_is_stored_once(old, new):
    assert _kinds(old, new) == {"restatement"}


@pytest.mark.parametrize("old,new", [
    ("Our attorney is Miguel Sandoval.", "Our accountant is Miguel Sandoval."),
    ("We put the garbage out on Thursdays.", "We put the recycling out on Thursdays."),
    ("My brother drives a truck for Tesco.", "My brother drives a bus for Tesco."),
    ("Our camper van runs on petrol.", "Our camper van runs on diesel."),
    ("The fixtures live in the testdata folder.", "The fixtures live in the testdata branch."),
    ("The defect shows up only on Safari.", "The typo shows up only on Safari."),
    ("Users sign in with their Google account.", "Users sign up with their Google account."),
    ("My cell number is 0612 334 908.", "My landline number is 0612 334 908."),
    ("我老婆在税务局上班。", "我女朋友在税务局上班。"),
    ("我每个月房租两千八。", "我每个月房贷两千八。"),
    ("我每天早上在公园跑步。", "我每天早上在公园散步。"),
    ("我每天坐公交车去公司。", "我每天坐地铁去公司。"),
    ("我哥骑摩托车去上班。", "我哥骑自行车去上班。"),
    ("日志都在logs目录里。", "日志都在logs仓库里。"),
    ("我用公司邮箱登录。", "我用公司邮箱注册。"),
])
def test_a_word_that_names_another_thing_keeps_two_facts(old, new):
    assert "restatement" not in _kinds(old, new)


def test_a_firm_that_starts_with_a_rows_word_is_not_read_as_it():
    # 摩托 is read as 摩托车 only where it is a word: not in 摩托罗拉 (a firm), nor 摩托车 itself
    assert "restatement" not in _kinds("我用的是摩托罗拉手机。", "我用的是摩托车手机。")
