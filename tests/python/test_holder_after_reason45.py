"""A change said after its reason belongs to the holder named after the reason, not to whoever the reason opens
with: another family's change links nothing of ours."""

from __future__ import annotations

from judged_pairs import LINKED, lexical_and_e5


def test_a_neighbours_change_after_a_reason_leaves_my_sons_school() -> None:
    kinds = lexical_and_e5("My son's school is Lincoln Elementary.",
                           "Lincoln is overcrowded, so my neighbor's kids switched to Oak Park now.", 0.858)
    assert not set(kinds) & set(LINKED)


def test_my_own_change_after_a_reason_still_links() -> None:
    kinds = lexical_and_e5("Our team's CI runs on Jenkins.",
                           "Jenkins kept breaking, so our team's CI moved to GitHub Actions.", 0.919)
    assert set(kinds) <= set(LINKED)


def test_a_title_ends_no_reason_so_my_sons_new_dentist_leaves_mine() -> None:
    kinds = lexical_and_e5("My dentist is Dr. Kim.", "Dr. Kim retired, so my son's dentist is now Dr. Patel.", 0.898)
    assert not set(kinds) & set(LINKED)
