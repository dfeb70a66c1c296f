"""Issue #12, a reversal A -> B -> back to A where the return shares no words with B: the return is linked over
B (B "may update" A, or crossed A out; the return moves the slot off B), so recall shows the return first, never
B. A head the classifier keeps apart under a "may update" stays apart (test_updates: a farewell after a farewell)."""

from flymemory.memory import MemoryEngine

SEQ = ("I park in the garage on 5th Street.",
       "Started parking in the lot behind the office instead.",
       "Back to the 5th Street garage, the lot got way too expensive.")


def test_a_return_is_linked_over_the_value_it_returns_from(lexical_engine: MemoryEngine):
    first, second, third = (lexical_engine.remember(t)[0] for t in SEQ)
    assert second.may_update == [first.entry_id]
    assert second.entry_id in third.may_update + third.updates, third.describe()
    hits = lexical_engine.recall("Where do I park for work?", k=5)
    assert hits[0].entry.id == third.entry_id
    assert all(h.outdated_by == third.entry_id for h in hits[1:] if h.entry.id in (first.entry_id, second.entry_id))



def test_a_return_to_a_crossed_out_value_is_linked_over_what_crossed_it_out(lexical_engine: MemoryEngine):
    """The same when B crossed A out: "Moved back to Chase" is kept apart from "I moved my bank to Ally" by the
    classifier, but linked to the crossed-out "My bank is Chase"; it is linked over Ally and answers first."""
    first = lexical_engine.remember("My bank is Chase.")[0]
    second = lexical_engine.remember("I moved my bank to Ally.")[0]
    assert second.updates == [first.entry_id]
    third = lexical_engine.remember("Moved back to Chase, Ally had way too many outages last month.")[0]
    assert second.entry_id in third.may_update + third.updates, third.describe()
    hits = lexical_engine.recall("Which bank do I use?", k=5)
    assert hits[0].entry.id == third.entry_id
