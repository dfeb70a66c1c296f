"""A number belongs to the word it counts or ranks: the same words turned around, or with two coordinated items
traded, are the same claim only when each number stays with its own word (classify/restatement.py,
_numbers_keep_their_words). A count moved to another noun, a label become an ordinal of another noun, an age become
a count, is another fact with the same words and numbers."""

import pytest
from judged_pairs import kinds_both_ways


@pytest.mark.parametrize("old,new,cosine", [  # (cosines as e5 gives them)
    ("I have 2 sisters and a brother", "I have a sister and two brothers", 0.991),
    ("My daughter is three and plays the piano", "My daughter plays 3 pianos", 0.978),
    ("My desk is by window 3", "My third desk is by the window", 0.977),
])
def test_a_number_moved_to_another_word_is_another_fact(old, new, cosine):
    assert "restatement" not in kinds_both_ways(old, new, cosine)


@pytest.mark.parametrize("old,new,cosine", [
    ("I have two sisters and a brother", "I have a brother and 2 sisters", 0.99),
    ("There are 8 engineers on our team", "Our team has eight engineers", 0.97),
    ("My office is on the fourth floor.", "My office is on floor 4.", 0.985),
])
def test_each_number_kept_with_its_word_in_another_order_is_the_same_fact(old, new, cosine):
    assert kinds_both_ways(old, new, cosine) == {"restatement"}
