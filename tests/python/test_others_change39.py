"""A change said of ANOTHER party or ANOTHER thing of one kind never crosses out (nor links) ours (others39).

"公司用钉钉" / "隔壁公司改用飞书了" crossed out a true fact of ours; "The prod cluster in eu-west runs Kubernetes
1.29" / "The prod cluster in us-east runs Kubernetes 1.30" linked two clusters. The same party's or thing's change,
said with its qualifier, still updates."""

from __future__ import annotations

import pytest
from flymemory.classify import classify


@pytest.mark.parametrize(("old", "new"), [
    ("公司用钉钉。", "隔壁公司改用飞书了。"),
    ("我们公司九点上班。", "别的公司都改成十点上班了。"),
    ("我家宽带用的是电信。", "邻居家的宽带换成联通了。"),
    ("我们店周一休息。", "另一家分店改成周二休息了。"),
    ("Our London office is in Shoreditch.", "Our other office moved to Canary Wharf."),
    ("The Berlin office is on Main Street.", "The Paris office moved to Rue Cler."),
    ("The prod cluster in eu-west runs Kubernetes 1.29.", "The prod cluster in us-east runs Kubernetes 1.30."),
    ("Our flight to Lisbon on the 12th is TP1331.", "Our flight back from Lisbon on the 19th is TP1336."),
    ("Staging is on Kubernetes 1.28.", "Production moved to Kubernetes 1.30."),
])
def test_another_partys_or_instances_change_is_kept_apart(old, new):
    judged = classify(old, new)
    assert judged.kind in ("distinct", "unrelated"), judged


@pytest.mark.parametrize(("old", "new"), [
    ("公司用钉钉。", "我们公司改用飞书了。"),
    ("我们公司九点上班。", "我们公司改成十点上班了。"),
    ("我家宽带用的是电信。", "我家宽带换成联通了。"),
    ("我们店周一休息。", "我们店改成周二休息了。"),
    ("Our London office is in Shoreditch.", "Our London office moved to Canary Wharf."),
    ("The Berlin office is on Main Street.", "The Berlin office moved to Rue Cler."),
    ("Staging is on Kubernetes 1.28.", "Staging moved to Kubernetes 1.30."),
    ("Our flight to Lisbon on the 12th is TP1331.", "Our flight to Lisbon on the 12th was changed to TP1335."),
    ("Logs are kept for 30 days.", "Log retention was extended to 90 days."),
    ("Our office is in SoHo.", "The Lyon office is now in La Défense."),
    ("Alice is my manager.", "Bob is now my manager."),
])
def test_the_same_partys_or_instances_change_still_updates(old, new):
    judged = classify(old, new)
    assert judged.kind in ("update", "possible_update"), judged


def test_a_restatement_with_its_qualifier_stays_one():
    assert classify("The prod cluster in eu-west runs Kubernetes 1.29.",
                    "The eu-west prod cluster runs Kubernetes 1.29.").kind == "restatement"
