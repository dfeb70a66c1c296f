"""Another named person's change is no update of this one: "Priya lives in Berlin" / "Tom moved to Paris" are two
persons' facts, so the newer sentence is not linked as "may update" the older (which read time would then stamp
"possibly outdated"). A name is read without a lexicon: a title ("Dr. Patel"), or a capitalised first word with no
plural or derived-noun ending, said with a person's verb in the singular or the past ("lives", "moved", "works").
The same person's change is still an update, and a thing whose first word is a capitalised noun ("Config" /
"Settings", "Mail" / "Email", "Docs" / "Documentation") still links (flymemory.classify.guards._another_named_person;
FlyMemory issue #12)."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")
LINKED = ("update", "possible_update", "reversal")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity else None)


ANOTHER_PERSON = [
    ("Priya lives in Berlin.", "Tom moved to Paris."),
    ("Jordan lives in Austin with his wife.", "Casey moved to Denver with his wife."),
    ("Dr. Chen works at St. Mary's Hospital.", "Dr. Patel moved to City Hospital."),
    ("Wei Zhang lives in Shanghai.", "Li Na moved to Beijing."),
]


@pytest.mark.parametrize("old,new", ANOTHER_PERSON)
@pytest.mark.parametrize("similarity", [None, 0.93])
def test_another_named_persons_change_does_not_update_this_one(old, new, similarity):
    assert judged(old, new, similarity).kind not in LINKED


SAME_PERSON_OR_THING = [
    ("Priya lives in Berlin.", "Priya moved to Paris."),
    ("Dr. Chen works at St. Mary's Hospital.", "Dr. Chen moved to City Hospital."),
    ("Config lives in config/settings.yaml", "Settings moved to config/app.toml"),
    ("Mail lives on the old Exchange server.", "Email moved to Google Workspace."),
    ("Billing lives in the payments repo.", "Invoicing moved to the finance repo."),
    ("Backups live in /mnt/backup.", "Snapshots moved to s3://corp-backups."),
]


@pytest.mark.parametrize("old,new", SAME_PERSON_OR_THING)
@pytest.mark.parametrize("similarity", [None, 0.93])
def test_the_same_persons_change_and_a_capitalised_things_change_still_link(old, new, similarity):
    assert judged(old, new, similarity).kind in LINKED
