"""Issue #12: an acronym and the capitalised words it stands for are one name ("NYC" / "New York City", "VS Code" /
"Visual Studio Code", "Amazon Web Services (AWS)"): the fact said again is stored once, with an embedder and
without. The letters decide, exactly: another name, a shorter run ("Visual Studio" is not "VS Code"), another
subject, a past habit or lower-case words ("custom images" / "CI") stay apart. Cosines are the ones e5-small gives."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.acronyms import acronym_forms

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("old, new, forms", [
    ("I live in NYC.", "I live in New York City.", ("I live in NYC.", "I live in NYC.")),
    ("We host on Amazon Web Services (AWS).", "We host on AWS.", ("We host on AWS.", "We host on AWS.")),
    ("My editor is VS Code.", "I use Visual Studio Code.", ("My editor is VS Code.", "I use VS Code.")),
    # The rest of the name differs ("Code" on one side only): two products, left as written.
    ("My editor is VS Code.", "My editor is Visual Studio.", ("My editor is VS Code.", "My editor is Visual Studio.")),
    ("We bank with BOA.", "We bank with Bank of America.", ("We bank with BOA.", "We bank with Bank of America.")),
    ("I'm a PM.", "I'm a product manager.", ("I'm a PM.", "I'm a product manager.")),  # lower case: not read
    ("Our builds run on CI.", "Our builds run on custom images.",
     ("Our builds run on CI.", "Our builds run on custom images.")),
])
def test_capitalised_words_that_spell_the_other_sides_acronym_are_written_as_it(old, new, forms):
    assert acronym_forms(old, new) == forms


SAME_NAME = [
    ("I live in NYC.", "I live in New York City.", 0.983),
    ("My editor is VS Code.", "I use Visual Studio Code as my editor.", 0.961),
    ("We host everything on AWS.", "We host everything on Amazon Web Services (AWS).", 0.964),
    ("Our hosting provider is AWS.", "Our hosting provider is Amazon Web Services.", 0.963),
]


@pytest.mark.parametrize("old, new, e5", SAME_NAME)
def test_an_acronym_spelled_out_is_stored_once(old, new, e5):
    assert classify.classify(old, new, e5, E5).kind == "restatement"
    assert classify.classify(old, new).kind == "restatement"


LOOK_ALIKES = [
    ("My editor is VS Code.", "My editor is Visual Studio.", 0.974),
    ("I live in NYC.", "My parents live in New York City.", 0.931),
    ("I live in NYC.", "I used to live in New York City.", 0.967),
    ("We host everything on AWS.", "We don't host anything on Amazon Web Services.", 0.875),
    ("We host everything on AWS.", "We host everything on Google Cloud Platform.", 0.917),
    ("Our builds run on CI.", "Our builds run on custom images.", 0.929),
    ("The report goes to the CEO.", "The report goes to the Chief Financial Officer.", 0.938),
]


@pytest.mark.parametrize("old, new, e5", LOOK_ALIKES)
def test_another_name_subject_or_time_stays_apart(old, new, e5):
    assert classify.classify(old, new, e5, E5).kind != "restatement"
    assert classify.classify(old, new).kind != "restatement"
