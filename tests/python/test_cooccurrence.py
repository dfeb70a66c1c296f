"""The co-occurrence channel: the things a question names are picked out mechanically, and an
entry ranks when its own turn and the turns around it (same session, same scope) mention two
or more of them; off by default, on with the cooccurrence preset."""

from flymemory import cooccurrence
from flymemory.model import Scope
from flymemory.retrieval import PRESETS


def test_a_question_s_names_titles_and_places_are_picked_out():
    assert cooccurrence.named_things("Did Mia's badminton group play in Lisbon with Jay Chou?") == \
        ["Mia", "Lisbon", "Jay Chou"]
    assert cooccurrence.named_things('You recommended "The Wandering Earth". What about Green Wheat Park?') == \
        ["The Wandering Earth", "Green Wheat Park"]
    assert cooccurrence.named_things("我推荐过《三体》和「流浪地球」吗？") == ["三体", "流浪地球"]
    assert cooccurrence.named_things("On May 2nd, what did I buy? Do you remember?") == []


def talk(engine, session, workspace, *turns):
    return [engine.remember(t, session=session, workspace=workspace, source="hook")[0].entry_id for t in turns]


def test_entries_rank_when_their_neighbouring_turns_name_two_of_the_things(lexical_engine):
    porto, _, lisbon = talk(lexical_engine, "s1", "/w/a", "Mia: I joined a badminton group in Porto.",
                            "AI companion: Nice, how often do you play?", "Mia: We played a tournament in Lisbon.")
    alone = talk(lexical_engine, "s2", "/w/a", "Mia: Lisbon is lovely in spring.")
    apart = talk(lexical_engine, "s3", "/w/a", "Mia: Porto has the best custard tarts.")
    other = talk(lexical_engine, "s4", "/w/b", "Ola: Porto and Lisbon are my two favourite cities.")
    ranked = cooccurrence.ranking(lexical_engine.store, Scope(workspace="/w/a"), ["Porto", "Lisbon"], 50)
    assert sorted(ranked) == sorted([porto, lisbon])
    assert not set(ranked) & set(alone + apart + other)
    assert cooccurrence.ranking(lexical_engine.store, Scope(), ["Porto"], 50) == []  # one thing: no channel


def test_the_channel_is_fused_only_with_its_preset(lexical_engine):
    talk(lexical_engine, "s1", "", "Mia: I joined a badminton group in Porto.", "Mia: We played in Lisbon.")
    query = "Where did my Porto group play, Lisbon?"
    assert not any("cooccurrence" in h.channels for h in lexical_engine.recall(query, k=5))
    lexical_engine.retriever.config = PRESETS["cooccurrence"]
    assert any("cooccurrence" in h.channels for h in lexical_engine.recall(query, k=5))
