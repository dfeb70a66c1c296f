"""Issue #12, session 33 (combo33): a restatement that rewords two or three things at once, each edit of a kind the
classifier reads alone, is read as each alone is: the restatement rungs compare one canonical text per sentence
(restatement._claim_text), every one-form reading applied in turn to what the one before it left.
  1. a passive that names its agent is turned active before the phrase synonyms rewrite its participle ("was taken
     care of by Alice" / "Alice looked after"), a phrasal verb's particle kept with the verb ("was shut down by Sam"),
     the adverb before the participle kept ("is rarely deployed by Alice" is no "Alice deploys"), an agent said as an
     object pronoun read as the subject ("by us" / "We …");
  2. a relative in its long form inside the claim ("my mom" / "my mother", 我爸 / 我父亲) beside another edit;
  3. a turned construction of a possessive holder ("My son has a peanut allergy" / "My son's allergic to peanuts");
  4. "n't" written out where the same value is read as said of another subject ("don't" / "do not").
Look-alikes change one real detail (another holder, value, time or negation) and stay apart."""

from __future__ import annotations

import pytest
from flymemory import classify


@pytest.mark.parametrize("old,new", [
    ("The launch was taken care of by Priya.", "Priya looked after the launch."),
    ("The invoices are taken care of by Omar.", "Omar takes care of the invoices, like I said."),
    ("The old server was shut down by Sam.", "Sam shut down the old server."),
    ("The newsletter is usually sent by Kim on Mondays.", "Kim tends to send the newsletter on Mondays."),
    ("The changelog is usually written by us.", "We tend to write the changelog."),
    ("Our images are deployed to k8s by Flux.", "Flux deploys our images to Kubernetes."),
    ("My dad tends to cook on Fridays.", "My father usually cooks on Fridays."),
    ("我爸周末喜欢去钓鱼。", "我父亲周末爱钓鱼。"),
    ("My daughter has a shellfish allergy.", "My daughter's allergic to shellfish, as I said."),
    ("We don't ship on Fridays.", "We do not ship on Fridays."),
])
def test_a_restatement_reworded_in_several_ways_at_once_is_stored_once(old, new):
    verdict = classify.classify(old, new)
    assert verdict.kind == "restatement", verdict


@pytest.mark.parametrize("old,new", [
    ("The launch was taken care of by Priya.", "Omar looked after the launch."),
    ("The old server was shut down by Sam.", "Sam shut down the new server."),
    ("The newsletter is usually sent by Kim on Mondays.", "Kim tends to send the newsletter on Tuesdays."),
    ("The newsletter is rarely sent by Kim.", "Kim sends the newsletter."),
    ("The changelog is usually written by us.", "They tend to write the changelog."),
    ("Our images are deployed to k8s by Flux.", "Flux deploys our images to Nomad."),
    ("My dad tends to cook on Fridays.", "My mother usually cooks on Fridays."),
    ("我爸周末喜欢去钓鱼。", "我哥周末爱钓鱼。"),
    ("My daughter has a shellfish allergy.", "My son's allergic to shellfish, as I said."),
    ("We don't ship on Fridays.", "We do ship on Fridays."),
])
def test_a_look_alike_that_changes_one_detail_is_not_stored_once(old, new):
    verdict = classify.classify(old, new)
    assert verdict.kind != "restatement", verdict
