"""How much said another way, or how lately said or not, is one fact (issue #12, order29): a word that raises a
degree ("really", "very", "so", "quite", "truly", "a lot", "very much", "so much"; 很, 非常, 特别, 挺, 蛮, 超级,
相当, 十分), says how lately ("recently", "lately", "these days", "nowadays"; 最近, 近来, 这阵子, 这段时间, 这些天)
or an indefinite few ("some", "a few", "several", 一些) is set aside on both sides, with the adverbials in any
turn the restatement rung reads. A word that lowers a degree ("a little", "a bit", 有点), a word of how often
("always", "sometimes", "rarely", 经常, 偶尔), a negation ("not very", 不太), a past said on one side only ("used
to", 去年, 以前), many against a few, a part ("some of"), another person or another thing stay two."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


def _kinds(old: str, new: str) -> set[str]:
    """The kinds the pair is given, without an embedder and at an e5 cosine above its restate line, both ways."""
    return {classify.classify(x, y, sim, E5 if sim else None).kind
            for x, y in ((old, new), (new, old)) for sim in (None, 0.96)}


@pytest.mark.parametrize("old,new", [
    ("I like this song a lot", "I really like this song"),
    ("I like this song a lot", "I like this song very much"),
    ("I love this song so much", "I truly love this song"),
    ("My grandmother adores her garden very much.", "My grandmother really adores her garden."),
    ("I'm really fond of board games.", "I'm very much fond of board games."),
    ("The new flat is quite noisy.", "The new flat is so noisy."),
    ("I really enjoy baking bread on Sundays.", "On Sundays I enjoy baking bread a lot."),
    ("Recently I've been reading science fiction.", "I've been reading science fiction."),
    ("These days my son plays the violin.", "My son plays the violin."),
    ("我挺喜欢爬山的。", "我特别喜欢爬山。"),
    ("我外婆非常喜欢养花。", "我外婆蛮喜欢养花的。"),
    ("我最近工作相当累。", "我这阵子工作超级累。"),
    ("近来我在学做蛋糕。", "我这段时间在学做蛋糕。"),
    ("Lately I've been baking some sourdough loaves.", "Recently I've been baking a few sourdough loaves."),
    ("我周末做了一些饺子。", "周末我做了饺子。"),
])
def test_a_degree_or_how_lately_said_another_way_is_stored_once(old, new):
    assert _kinds(old, new) == {"restatement"}


@pytest.mark.parametrize("old,new", [
    ("I like this song a lot", "I like this song a little"),
    ("The new flat is quite noisy.", "The new flat is a bit noisy."),
    ("I like this song a lot", "I don't like this song very much"),
    ("I don't like this song very much", "I don't like this song"),
    ("I really enjoy baking bread on Sundays.", "I really enjoy baking bread on Saturdays."),
    ("Recently I've been reading science fiction.", "I used to read science fiction."),
    ("These days my son plays the violin.", "These days my daughter plays the violin."),
    ("My grandmother adores her garden very much.", "My grandfather adores his garden very much."),
    ("我挺喜欢爬山的。", "我有点喜欢爬山。"),
    ("我挺喜欢爬山的。", "我不太喜欢爬山。"),
    ("我很喜欢爬山。", "我很少爬山。"),
    ("我最近工作相当累。", "我去年工作相当累。"),
    ("近来我在学做蛋糕。", "以前我在学做蛋糕。"),
    ("我外婆非常喜欢养花。", "我外公非常喜欢养花。"),
    ("我家离最近的地铁站很远。", "我家离地铁站很远。"),
    ("Some of my cousins live in Lisbon.", "My cousins live in Lisbon."),
    ("I have a few close friends at work.", "I have many close friends at work."),
    ("I baked some sourdough loaves.", "I baked a lot of sourdough loaves."),
])
def test_another_degree_frequency_time_or_person_stays_two(old, new):
    assert "restatement" not in _kinds(old, new)


@pytest.mark.parametrize("old,new", [
    ("I really enjoy baking bread on Sundays.", "I sometimes enjoy baking bread on Sundays."),
    ("I really enjoy baking bread on Sundays.", "I rarely enjoy baking bread on Sundays."),
    ("These days I always walk to work.", "I never walk to work."),
    ("我经常去爬山。", "我偶尔去爬山。"),
    ("我最近非常忙，总是加班。", "我最近非常忙，偶尔加班。"),
])
def test_a_word_of_how_often_is_a_value_not_a_degree(old, new):
    # (Without an embedder: at a cosine this close the closeness rungs read some of these as one, as before.)
    kinds = {classify.classify(x, y).kind for x, y in ((old, new), (new, old))}
    assert "restatement" not in kinds
