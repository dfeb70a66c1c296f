"""Conversation turns: a sentence keeps its message, its speaker and its time; recall finds a
sentence through its speaker, shows each message once (with the whole message when asked),
ranks chatter after facts and shows what "last night" meant when it was said."""

import pytest
from flymemory import render
from flymemory.memory import EngineInputError, MemoryEngine
from flymemory.model import Scope
from flymemory.store import open_store

SWIM = "Dana: Wow! Nice to hear from you. I'm off to go swimming with the kids. They love the lake."


def test_a_sentence_entry_keeps_its_message_position_speaker_and_role(lexical_engine):
    out = lexical_engine.remember(SWIM, occurred_at="2023-04-28", role="user")
    entries = lexical_engine.store.get_entries([o.entry_id for o in out])
    assert len(entries) >= 2
    assert len({e.message_id for e in entries}) == 1 and entries[0].message_id
    assert [e.seq for e in entries] == sorted(e.seq for e in entries)
    assert {e.speaker for e in entries} == {"Dana"}
    assert {e.role for e in entries} == {"user"}


def test_a_given_speaker_wins_and_a_label_prefix_is_not_a_speaker(lexical_engine):
    given = lexical_engine.remember("I moved the build to Frankfurt.", speaker="Ivan")
    label = lexical_engine.remember("Note: the build server moved to Frankfurt last week.")
    first, second = lexical_engine.store.get_entries([given[0].entry_id, label[0].entry_id])
    assert first.speaker == "Ivan"
    assert second.speaker == ""


@pytest.mark.parametrize(("text", "speaker"), [
    ("API gateway timeout: 90 seconds.", ""),
    ("Deploy target: the Frankfurt cluster.", ""),
    ("Staging database host: db-2.internal.", ""),
    ("AI companion: That sounds like a fun weekend.", "AI companion"),
    ("Team lead: we ship on Friday.", "Team lead"),
    ("Dana Scully: I moved to Lisbon.", "Dana Scully"),
])
def test_a_key_and_its_value_is_not_read_as_a_speaker(lexical_engine, text, speaker):
    entry = lexical_engine.store.get_entries([lexical_engine.remember(text)[0].entry_id])[0]
    assert entry.speaker == speaker
    assert ("said by" in render.recall_lines(lexical_engine.recall(text, k=1), lexical_engine.clock())) == bool(speaker)


def test_the_speaker_is_read_with_every_sentence_of_the_message(lexical_engine):
    dana = lexical_engine.remember(SWIM)
    lexical_engine.remember("Sam: I'm off to the office, the kids stay with grandma.")
    hit = lexical_engine.recall("What does Dana do with the kids?", k=1)[0]
    assert hit.entry.message_id == lexical_engine.store.get_entries([dana[0].entry_id])[0].message_id
    assert "Dana" not in hit.entry.text  # found through its context, not its own words


def test_a_message_s_other_sentences_give_way_to_other_messages(lexical_engine):
    lexical_engine.remember("Kim: The lake is cold in May. The lake is warm in August.")
    lexical_engine.remember("Kim: We drove to the lake on Sunday.")
    hits = lexical_engine.recall("lake", k=5, with_messages=True)
    messages = [h.entry.message_id for h in hits]
    assert len(messages) == 3 and len(set(messages[:2])) == 2


def test_chatter_ranks_after_every_fact(lexical_engine):
    lexical_engine.remember("Thanks so much, Dana!")
    lexical_engine.remember("Dana recommended the book Dune to me.")
    hits = lexical_engine.recall("Dana", k=5)
    assert [h.entry.text for h in hits][0] == "Dana recommended the book Dune to me."
    assert hits[-1].entry.text == "Thanks so much, Dana!"


def test_recall_block_shows_the_whole_message_within_the_budget(engine):
    engine.remember(SWIM, occurred_at="2023-04-28")
    hits = engine.recall("Who goes swimming with the kids?", k=3, with_messages=True)
    text, packed = render.packed_block(hits, engine.clock(), 4000)
    assert "I'm off to go swimming with the kids." in text and "They love the lake." in text and "Wow!" in text
    assert text.count("off to go swimming") == 1 and text.count("»") == 1  # the message once, its hit marked
    tight, _ = render.packed_block(hits, engine.clock(), 270)
    assert "»" not in tight and ("swimming" in tight or "lake" in tight)  # the sentence alone fits


def test_a_relative_time_word_resolves_against_when_it_was_said(lexical_engine):
    lexical_engine.remember("John: Last night I watched a great movie, Looking Up.", occurred_at="2023-04-28")
    hit = lexical_engine.recall("When did I watch Looking Up?", k=1)[0]
    line = render.entry_line(hit.entry, lexical_engine.clock())
    assert "last night = 2023-04-27" in line and "2023-04-28" in line and "said by John" in line


@pytest.mark.parametrize("speaker", ["sk-live-4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c", "x" * 65, "two\nlines", 7])
def test_a_bad_speaker_is_refused_and_nothing_is_written(lexical_engine, speaker):
    with pytest.raises(EngineInputError, match="speaker"):
        lexical_engine.remember("I moved the build to Frankfurt.", speaker=speaker)
    assert lexical_engine.store.count(Scope(statuses=())) == 0


@pytest.mark.parametrize("occurred_at", ["yesterday", "1969-12-31", "2999-01-01T00:00:00Z"])
def test_a_bad_occurred_at_is_refused_and_nothing_is_written(lexical_engine, occurred_at):
    with pytest.raises(EngineInputError, match="occurred_at"):
        lexical_engine.remember(SWIM, occurred_at=occurred_at, speaker="Dana")
    assert lexical_engine.store.count(Scope(statuses=())) == 0


def test_erasing_a_sentence_removes_its_words_from_the_other_sentences_context(lexical_engine):
    out = lexical_engine.remember("Lee: My locker code is purple falcon. I keep my bike there.")
    first, second = (o.entry_id for o in out)
    assert "purple" in lexical_engine.store.get_entries([second])[0].context
    lexical_engine.forget(first, erase=True)
    assert "purple" not in lexical_engine.store.get_entries([second])[0].context
    assert lexical_engine.recall("purple falcon", k=5) == []


def test_a_message_s_sentences_are_read_through_the_message_index(tmp_path):
    """Small-to-big reads every hit's message: a scan of every active row grows with the store.
    SQLite's query planner is the one that needs the index condition spelled out, so this
    test opens a SQLite store itself rather than running once per backend and skipping one."""
    lexical_engine = MemoryEngine(open_store(str(tmp_path / "memory.db")), None)
    out = lexical_engine.remember(SWIM)
    lexical_engine.remember("Sam: I'm off to the office. The kids stay with grandma.")
    message = lexical_engine.store.get_entries([out[0].entry_id])[0].message_id
    statements: list[str] = []
    db = lexical_engine.store._db
    db.set_trace_callback(statements.append)
    try:
        siblings = lexical_engine.store.message_entries([message])
    finally:
        db.set_trace_callback(None)
    assert [e.id for e in siblings[message]] == sorted(o.entry_id for o in out if o.entry_id)
    read = [s for s in statements if s.lstrip().upper().startswith("SELECT")]
    plan = " ".join(str(row[-1]) for s in read for row in db.execute("EXPLAIN QUERY PLAN " + s))
    assert "entries_message" in plan, plan
