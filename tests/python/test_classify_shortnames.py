"""A name or a role said in a shorter or another form is one fact (issue #12, shortname31): a product without its
vendor ("HashiCorp Vault" / "Vault": acronyms.vendor_forms, pairwise), a Chinese organisation by its usual short
form or without 集团 (字节跳动 / 字节, 北京大学 / 北大, 小米集团 / 小米: words.SYNONYM_ROWS_ZH,
restatement._CJK_SAME_ROWS), a role noun said as its verb ("I'm the tech lead for payments" / "I lead the payments
team", 我是前端负责人 / 我负责前端: restatement.role_as_verb and _CJK_SAME_ROWS). Look-alikes stay two: the vendor
kept and the product dropped ("Google Cloud" / "Google"), another school holding the short form's characters
(东北大学), another holder, another team, a past role."""

import pytest
from flymemory import classify, dedup
from flymemory.classify import acronyms

E5 = dedup.thresholds_for("e5-small-q4")


def _kinds(old: str, new: str, cosine: float = 0.96) -> set[str]:
    """The kinds the pair is given, without an embedder and at an e5 cosine (above its restate line unless said),
    both ways."""
    return {classify.classify(x, y, sim, E5 if sim else None).kind
            for x, y in ((old, new), (new, old)) for sim in (None, cosine)}


@pytest.mark.parametrize("old,new", [
    ("The API keys live in HashiCorp Vault.", "The API keys live in Vault."),
    ("Invoices are archived to Amazon S3 every night.", "Invoices are archived to S3 every night."),
    ("The standup happens on Microsoft Teams.", "The standup happens on Teams."),
    ("Our message broker is Apache Pulsar.", "Our message broker is Pulsar."),
    ("The frontend is deployed to Google Cloud Run.", "The frontend is deployed to Cloud Run."),
    ("我老婆在字节跳动做运营。", "我老婆在字节做运营。"),
    ("我在阿里巴巴做算法工程师。", "我在阿里做算法工程师。"),
    ("我表妹在北京大学读博士。", "我表妹在北大读博士。"),
    ("我在华为集团做测试。", "我在华为做测试。"),
    ("I'm the tech lead for the checkout team.", "I lead the checkout team."),
    ("I'm the manager of the data team.", "I manage the data team."),
    ("Our team lead is Tomasz.", "Tomasz leads our team."),
    ("我是搜索项目的负责人。", "我负责搜索项目。"),
    ("我们部门的负责人是赵敏。", "赵敏负责我们部门。"),
])
def test_a_name_or_role_said_another_way_is_stored_once(old, new):
    assert _kinds(old, new) == {"restatement"}


@pytest.mark.parametrize("old,new", [
    ("Our backups run on Google Cloud.", "Our backups run on Google."),
    ("Our VMs run on Microsoft Azure.", "Our VMs run on Microsoft."),
    ("I listen to Apple Music on the train.", "I listen to music on the train."),
    ("The API keys live in HashiCorp Vault.", "The TLS certificates live in Vault."),
    ("我在北京大学读研究生。", "我在东北大学读研究生。"),
    ("我在字节跳动上班。", "我老婆在字节上班。"),
    ("我在万科集团工作。", "我在万科物业工作。"),
    ("I'm the tech lead for the checkout team.", "Ana leads the checkout team."),
    ("I'm the tech lead for the checkout team.", "I used to lead the checkout team."),
    ("I'm the tech lead for the checkout team.", "I lead the search team."),
    ("I'm the manager of the data team.", "My boss manages the data team."),
    ("Our product manager is Sarah.", "Sarah manages our product."),
    ("我是搜索项目的负责人。", "小张负责搜索项目。"),
    ("我是搜索项目的负责人。", "我负责推荐项目。"),
])
def test_a_look_alike_stays_two(old, new):
    # (at a cosine below e5's restate line: a pair that close is stored once by its closeness alone, on the base too)
    assert "restatement" not in _kinds(old, new, cosine=0.90)


@pytest.mark.parametrize("old,new,expected", [
    ("We keep secrets in HashiCorp Vault.", "We keep secrets in Vault.",
     ("We keep secrets in Vault.", "We keep secrets in Vault.")),
    # the other side writes the vendor too ("AWS S3" / "Amazon S3"), or no product alone: left as written
    ("Backups go to Amazon S3.", "Backups go to AWS S3.", ("Backups go to Amazon S3.", "Backups go to AWS S3.")),
    ("We run on Google Cloud.", "We run on Google.", ("We run on Google Cloud.", "We run on Google.")),
    # a product's name as the other sentence's first word says nothing by its capital
    ("We use Microsoft Teams.", "Teams is what we use.", ("We use Microsoft Teams.", "Teams is what we use.")),
    # the product's name said alone on its own side too ("The CI pipeline … GitLab CI"): the vendor names which one
    ("The CI pipeline now runs on GitLab CI.", "We migrated the CI pipeline to Jenkins.",
     ("The CI pipeline now runs on GitLab CI.", "We migrated the CI pipeline to Jenkins.")),
])
def test_the_vendor_is_set_aside_only_before_a_product_the_other_side_names_alone(old, new, expected):
    assert acronyms.vendor_forms(old, new) == expected


@pytest.mark.parametrize("old,new", [
    ("My sister lives in New York.", "My sister lives in York."),
    ("Our office is in New Delhi.", "Our office is in Delhi."),
])
def test_new_in_a_name_is_no_change_word(old, new):
    # (a capitalised "New" before a capitalised word is a name's first word: "New York" / "York" is no value said
    # again with a change word)
    assert "restatement" not in _kinds(old, new, cosine=0.90)
