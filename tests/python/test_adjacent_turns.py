"""Cross-turn evidence: a hit that asks a question brings the turn that answers it (the next
message of its session), a bare reply the turn it answers; only with the adjacent presets,
only through the query's scope, and within the k asked for."""

from flymemory.model import Scope
from flymemory.retrieval import PRESETS


def chat(engine, turns, session="2023-04-28", workspace=""):
    for text in turns:
        engine.remember(text, session=session, workspace=workspace, source="hook")


def test_a_question_hit_brings_the_next_turn_that_answers_it(lexical_engine):
    lexical_engine.retriever.config = PRESETS["adjacent-3"]
    chat(lexical_engine, ["AI companion: That sounds fun! How big is your badminton group?",
                          "Mia: About eight people.", "AI companion: Nice, a good size."])
    hits = lexical_engine.recall("How big is my badminton group?", k=3, with_messages=True)
    assert hits[0].entry.text == "How big is your badminton group?"
    assert hits[1].entry.text == "Mia: About eight people." and hits[1].channels == {"adjacent": 1}


def test_without_the_preset_the_answer_turn_is_not_pulled(lexical_engine):
    chat(lexical_engine, ["AI companion: How big is your badminton group?", "Mia: About eight people."])
    hits = lexical_engine.recall("How big is my badminton group?", k=3, with_messages=True)
    assert "Mia: About eight people." not in [h.entry.text for h in hits]


def test_the_neighbour_comes_from_the_same_session_and_the_query_s_scope(lexical_engine):
    lexical_engine.retriever.config = PRESETS["adjacent-3"]
    chat(lexical_engine, ["AI companion: How big is your badminton group?"], workspace="/w/a")
    chat(lexical_engine, ["Ola: Twelve people, all from work."], session="other", workspace="/w/a")
    chat(lexical_engine, ["Mia: Forty, counting the juniors."], workspace="/w/b")
    chat(lexical_engine, ["Mia: About eight people."], workspace="/w/a")
    hits = lexical_engine.recall("How big is my badminton group?", k=3, with_messages=True,
                                 scope=Scope(workspace="/w/a"))
    texts = [h.entry.text for h in hits]
    assert texts[:2] == ["AI companion: How big is your badminton group?", "Mia: About eight people."]
    assert not any("Forty" in t or "Twelve" in t for t in texts)


def test_the_neighbour_takes_a_place_within_k(lexical_engine):
    lexical_engine.retriever.config = PRESETS["adjacent-3"]
    chat(lexical_engine, ["AI companion: How big is your badminton group?", "Mia: About eight people.",
                          "Mia: My badminton group meets on Fridays.", "Mia: The badminton group hall is cold."])
    hits = lexical_engine.recall("how big is the badminton group", k=3, with_messages=True)
    texts = [h.entry.text for h in hits]
    assert len(hits) == 3 and "Mia: About eight people." in texts
    assert texts.index("Mia: About eight people.") == texts.index("AI companion: How big is your badminton group?") + 1


def test_a_bare_reply_brings_the_question_it_answers_only_with_adjacent_short(lexical_engine):
    chat(lexical_engine, ["AI companion: Which city was the conference in?", "Mia: Lisbon, in the spring."])
    lexical_engine.retriever.config = PRESETS["adjacent-3"]
    assert [h.entry.text for h in lexical_engine.recall("Lisbon", k=3)] == ["Mia: Lisbon, in the spring."]
    lexical_engine.retriever.config = PRESETS["adjacent-3+short"]
    texts = [h.entry.text for h in lexical_engine.recall("Lisbon", k=3)]
    assert texts == ["Mia: Lisbon, in the spring.", "AI companion: Which city was the conference in?"]


def test_answer_first_shows_the_answering_turn_before_the_question(lexical_engine):
    lexical_engine.retriever.config = PRESETS["adjacent-3-answer-first"]
    chat(lexical_engine, ["AI companion: How big is your badminton group?", "Mia: About eight people."])
    hits = lexical_engine.recall("How big is my badminton group?", k=3, with_messages=True)
    assert [h.entry.text for h in hits] == [
        "Mia: About eight people.", "AI companion: How big is your badminton group?"]
    assert hits[0].channels == {"adjacent": 2}


def test_follow_brings_the_answer_to_the_reply_s_follow_up_question(lexical_engine):
    chat(lexical_engine, ["Mia: I went to a concert yesterday.", "AI companion: Oh nice, whose was it?",
                          "Mia: Jay Chou, it was stunning."])
    lexical_engine.retriever.config = PRESETS["adjacent-3"]
    assert [h.entry.text for h in lexical_engine.recall("Which concert did I go to?", k=3, with_messages=True)] \
        == ["Mia: I went to a concert yesterday."]
    lexical_engine.retriever.config = PRESETS["adjacent-3-follow"]
    hits = lexical_engine.recall("Which concert did I go to?", k=3, with_messages=True)
    assert [h.entry.text for h in hits] == ["Mia: I went to a concert yesterday.", "Mia: Jay Chou, it was stunning."]
    lexical_engine.retriever.config = PRESETS["adjacent-3-follow-answer-first"]
    hits = lexical_engine.recall("Which concert did I go to?", k=3, with_messages=True)
    assert hits[0].entry.text == "Mia: Jay Chou, it was stunning."


def test_follow_needs_the_reply_to_ask(lexical_engine):
    lexical_engine.retriever.config = PRESETS["adjacent-3-follow"]
    chat(lexical_engine, ["Mia: I went to a concert yesterday.", "AI companion: Oh nice.", "Mia: Off to bed now."])
    assert len(lexical_engine.recall("Which concert did I go to?", k=3, with_messages=True)) == 1


def test_hits_that_ask_nothing_read_no_neighbours(lexical_engine, monkeypatch):
    """The cost stays with the few hits that need a neighbour: statements read no turns after them."""
    lexical_engine.retriever.config = PRESETS["adjacent-3"]
    chat(lexical_engine, ["Mia: My badminton group meets on Fridays.", "AI companion: Nice, a good size.",
                          "Mia: The badminton group hall is cold."])
    reads = []
    find = lexical_engine.store.find_entries
    monkeypatch.setattr(lexical_engine.store, "find_entries",
                        lambda scope, *a, **kw: reads.append(scope.ids) or find(scope, *a, **kw))
    hits = lexical_engine.recall("badminton group", k=3)
    assert len(hits) == 2 and not any(h.channels == {"adjacent": 1} for h in hits)
    assert {i for ids in reads if ids for i in ids} <= {h.entry.id for h in hits}
