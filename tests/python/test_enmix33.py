"""English causes left open by session 32 (issue #12, session 33, enmix33; bench/data/enmix_probes.jsonl):
  - the holder of a return is the holder of the fact it returns from: "My team lead went back to Vim" after "I
    switched my editor to Emacs" is another person's fact (holder._return_of_another), and a relative's return is
    never a reversal of the speaker's fact (second_looks reads the holder of a reversal as of an update). The
    speaker's own return, and a return of the person the older sentence names, still link.
  - a verb of a home before a path or a host, a gym named three ways, a favourite said three ways are one fact each;
    "Since" and a near date before a change in the older frame is an update."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")
LINKED = ("update", "reversal", "possible_update", "restatement")


def _kinds(old: str, new: str) -> set[str]:
    """The kinds the pair is given, without an embedder and at an e5 cosine above its restate line."""
    return {classify.classify(old, new, sim, E5 if sim else None).kind for sim in (None, 0.96)}


@pytest.mark.parametrize("old,new", [
    ("I switched my editor to Emacs.", "My team lead went back to Vim."),
    ("I switched my shell to fish.", "My boss switched back to zsh."),
    ("I switched my shell to fish.", "Priya went back to zsh."),
    ("I moved to Leeds.", "My cousin moved back to York."),
    ("I changed my phone to a Pixel.", "My sister went back to an iPhone."),
])
def test_another_persons_return_is_not_the_speakers_change(old, new):
    assert not _kinds(old, new) & set(LINKED)


@pytest.mark.parametrize("old,new", [
    ("I switched my editor to Emacs.", "I went back to Vim."),
    ("I moved to Leeds.", "I moved back to York."),
    ("Priya uses zsh.", "Priya went back to bash."),
    ("My boss uses Vim.", "My boss went back to Emacs."),
    ("I use Vim.", "Finally went back to Emacs."),  # the speaker unsaid after an adverb: no name
    ("I moved to Austin.", "Eventually moved back to Boston."),
])
def test_a_return_of_the_older_holder_still_links(old, new):
    assert _kinds(old, new) & set(LINKED)


# -- a verb of a home before a path or a host, a gym named three ways, a favourite said three ways --------------------
@pytest.mark.parametrize("old,new", [
    ("The notes live in ~/notes.", "The notes are in ~/notes."),
    ("The search index sits on web01.", "The search index runs on web01."),
    ("The scheduler lives on the old build server.", "The scheduler runs on the old build server."),
    ("I work out at Forge.", "I go to Forge gym."),
    ("I love Kotlin most.", "Kotlin is my favourite language."),
    ("I like Fastmail best.", "My favourite mail app is Fastmail."),
])
def test_one_relation_said_with_another_verb_is_stored_once(old, new):
    # (read lexically, both ways: a cosine of 0.96 alone stores most of them once)
    assert {classify.classify(x, y, None, None).kind for x, y in ((old, new), (new, old))} == {"restatement"}


@pytest.mark.parametrize("old,new", [
    ("The notes live in ~/notes.", "The drafts live in ~/notes."),
    ("The search index sits on web01.", "The mail queue runs on web01."),
    ("The cat sits on the mat.", "The cat runs on the mat."),
    ("My sister lives in Leeds.", "My sister sits in Leeds."),
    ("I work out at Forge.", "My dad goes to Forge gym."),
    ("I go to Forge.", "I train at Forge."),
    ("I love Kotlin most.", "Kotlin is my husband's favourite language."),
    ("I like Fastmail best.", "I like Fastmail best for work."),
    ("I like Fastmail better.", "My favourite mail app is Fastmail."),
])
def test_a_look_alike_of_the_relation_stays_two(old, new):
    # (read lexically: at a cosine of 0.96 closeness alone stores any of these once, on the base as well)
    assert classify.classify(old, new, None, None).kind != "restatement"


# -- "Since" and a near date opening a change ------------------------------------------------------------------------
@pytest.mark.parametrize("old,new", [
    ("We build with Make.", "Since Tuesday we build with Bazel."),
    ("I use Thunderbird.", "Since last week I use Apple Mail."),
    ("I use Thunderbird.", "Since March I use Apple Mail."),
])
def test_since_a_near_date_opens_a_change(old, new):
    assert classify.classify(old, new, None, None).kind == "update"


@pytest.mark.parametrize("old,new", [
    ("We build with Make.", "Since 2018 we have built with Make."),  # a year: how long, no change
    ("We deploy on Thursdays.", "Since Thursday is a holiday, we deploy on Friday."),  # "since" as "because"
    ("We build with Make.", "Since Tuesday the infra team builds with Bazel."),  # another holder
    ("I use Thunderbird.", "Since Monday I have tried Apple Mail."),  # an event, no new state
])
def test_since_as_how_long_or_because_or_of_another_is_no_change(old, new):
    assert classify.classify(old, new, None, None).kind not in ("update", "reversal")
