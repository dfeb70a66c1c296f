"""Bad input to a write names the argument and the problem, and changes nothing."""

import pytest
from flymemory.memory import EngineInputError, MemoryError_
from flymemory.model import Scope


@pytest.mark.parametrize("kwargs,message", [
    ({"text": "   "}, "text must be non-empty text"),
    ({"text": "ok fact here", "source": "robot"}, "source must be one of hook, model"),
    ({"text": "ok fact here", "compartment": " "}, "compartment must be a non-empty name"),
    ({"text": "ok fact here", "tags": "infra"}, "tags must be a list of strings"),
    ({"text": "ok fact here", "tags": ["a", 3]}, "tags must be a list of strings"),
])
def test_bad_write_arguments_are_refused_and_nothing_is_stored(lexical_engine, kwargs, message):
    kwargs = dict(kwargs)  # the parameters are shared by both backends' runs
    text = kwargs.pop("text")
    with pytest.raises(MemoryError_, match=message):
        lexical_engine.remember(text, **kwargs)
    assert lexical_engine.store.count(Scope(statuses=())) == 0 and lexical_engine.store.history() == []


def test_punctuation_only_text_is_rejected_with_a_reason(lexical_engine):
    assert [o.describe() for o in lexical_engine.remember("... --- !!!")] == [
        "REJECTED (no storable text (only punctuation or whitespace))"]


def test_the_input_error_has_a_public_name():
    assert EngineInputError is MemoryError_ and issubclass(MemoryError_, ValueError)


def test_every_outcome_kind_reads_differently():
    from flymemory.memory import WriteOutcome

    lines = {WriteOutcome("new", "t", 3).describe(), WriteOutcome("strengthened", "t", 3).describe(),
             WriteOutcome("merged", "t", 3, 9).describe(), WriteOutcome("rejected", "", reason="why").describe()}
    assert lines == {"NEW #3", "STRENGTHENED #3", "MERGED into #3 (previous text kept as #9)", "REJECTED (why)"}
