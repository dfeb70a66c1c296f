"""A sentence that opens with its verb (the speaker unsaid) is capitalised by position: its first word is no name
before the older sentence's subject ("Moved Mum's prescriptions back …" is not "another Mum's prescriptions")."""

from flymemory import classify
from flymemory.classify.holder import name_before_subject


def test_a_verb_opening_the_sentence_is_no_name_before_the_subject():
    assert name_before_subject("Mum's prescriptions now go to the Boots near her GP.",
                               "Moved Mum's prescriptions back to the Lloyds on High Street.") == ""


def test_going_back_said_without_a_subject_is_a_reversal_of_the_same_thing():
    judged = classify.classify("Mum's prescriptions now go to the Boots near her GP.",
                               "Moved Mum's prescriptions back to the Lloyds on High Street.")
    assert judged.kind == "reversal"


def test_a_name_opening_the_sentence_before_the_subject_is_still_another_one_of_the_kind():
    assert name_before_subject("Our office is in SoHo", "Lyon office is now in La Défense") == "the name Lyon"
