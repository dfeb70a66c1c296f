"""Issue #12: a value said first and taken up by "is where" / "is how" ("PostgreSQL 15 is where the app stores its
data", "Lisbon is where I grew up", "By bike is how I commute") is the claim said the plain way, as "Redis is what
we use for the cache" already was (restatement._PSEUDO_CLEFT; the wh-words are a closed class). Without an
embedder too. Another value, another person, another verb or another thing stored stays apart (EN and ZH).
Cosines are the ones e5-small gives these pairs."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("old, new, e5", [
    ("The app stores its data in PostgreSQL 15.", "PostgreSQL 15 is where the app stores its data.", 0.979),
    ("I grew up in Lisbon.", "Lisbon is where I grew up.", 0.982),
    ("I commute by bike.", "By bike is how I commute.", 0.974),
    ("Redis is what we use for the cache.", "We use Redis for the cache.", 0.983),
])
def test_a_value_fronted_by_is_where_or_is_how_is_the_same_claim(old, new, e5):
    assert classify.classify(old, new, e5, E5).kind == "restatement"
    assert classify.classify(old, new).kind == "restatement"


@pytest.mark.parametrize("old, new, e5", [
    ("The app stores its data in PostgreSQL 15.", "PostgreSQL 16 is where the app stores its data.", 0.950),
    ("I grew up in Lisbon.", "Porto is where I grew up.", 0.924),  # another place
    ("I grew up in Lisbon.", "Lisbon is where my sister grew up.", 0.945),  # another person
    ("I work in Berlin.", "Berlin is where I live.", 0.942),  # another verb
    ("我在里斯本长大。", "杭州是我长大的地方。", 0.932),
])
def test_another_value_person_or_verb_fronted_stays_apart(old, new, e5):
    assert classify.classify(old, new, e5, E5).kind != "restatement"
    assert classify.classify(old, new).kind != "restatement"


def test_another_thing_stored_in_the_same_place_is_not_joined_by_the_words():
    # (e5 gives this pair 0.966, over its restatement line: the closeness rung, not this reading, joins it there)
    assert classify.classify("The app stores its data in PostgreSQL 15.",
                             "PostgreSQL 15 is where the app stores its logs.").kind != "restatement"
