"""Issue #12: IN-SAMPLE probes for a name or a role said in a shorter or another form (session 31, shortname31),
hand-written by the engineer who tunes on them, before any rule of the round was changed (from the audits of the
blind sets: bench/data/blind_probes_8_audit.md, causes 1 and 3, "HashiCorp Vault" / "Vault", "Our team lead is
Priyanka" / "Priyanka leads our team", 字节跳动 / 字节):
  - a product said without its vendor: "HashiCorp Vault" / "Vault", "Amazon S3" / "S3", "Microsoft Teams" / "Teams".
    Look-alikes: the vendor kept and the product dropped ("Google Cloud" / "Google", "Microsoft Azure" /
    "Microsoft"), a place whose first word is an ordinary word ("New York" / "York"), a product said as a common
    noun ("Apple Music" / "music"), another subject or another person with the short name;
  - a Chinese organisation said in its usual short form or without 集团: 字节跳动 / 字节, 阿里巴巴 / 阿里, 北京大学 /
    北大, 招商银行 / 招行, 小米集团 / 小米. Look-alikes: 腾讯云 / 腾讯 (a product of the firm), another school that
    holds the short form's characters (东北大学), another holder, another card;
  - a role noun said as its verb: "I'm the tech lead for payments" / "I lead the payments team", "I'm the manager
    of the mobile team" / "I manage the mobile team", 我是前端负责人 / 我负责前端. Look-alikes: another person leads,
    another team, "I used to lead", 以前, another part of the work.
Every group has look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_shortname_probes.py   # writes bench/data/shortname_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/shortname_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263101
OUT = Path(__file__).resolve().parent / "data" / "shortname_probes.jsonl"

R, L = "restatement", "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a product said without its vendor ------------------------------------------------------------------------
    ("vault", "en", R, "Where do we keep our secrets?", "We keep our secrets in HashiCorp Vault.", "We keep our secrets in Vault."),
    ("vault", "en", L, "Where do we keep our certificates?", "We keep our secrets in HashiCorp Vault.", "We keep our certificates in Vault."),
    ("s3", "en", R, "Where do our nightly backups go?", "Our nightly backups go to Amazon S3.", "Our nightly backups go to S3."),
    ("s3", "en", R, "Where are user uploads stored?", "We store user uploads in AWS S3.", "User uploads are stored in S3."),
    ("s3", "en", L, "Where do our nightly logs go?", "Our nightly backups go to Amazon S3.", "Our nightly logs go to S3."),
    ("teams", "en", R, "What do I use for meetings?", "I use Microsoft Teams for meetings.", "I use Teams for meetings."),
    ("teams", "en", L, "What does my manager use for meetings?", "I use Microsoft Teams for meetings.", "My manager uses Teams for meetings."),
    ("bigquery", "en", R, "What do our analytics run on?", "Our analytics run on Google BigQuery.", "Our analytics run on BigQuery."),
    ("bigquery", "en", L, "What do our analytics run on?", "Our analytics run on Google Cloud.", "Our analytics run on Google."),
    ("cloudrun", "en", R, "Where do the workers run?", "We run the workers on Google Cloud Run.", "We run the workers on Cloud Run."),
    ("azure", "en", R, "What do our VMs run on?", "Our VMs run on Microsoft Azure.", "Our VMs run on Azure."),
    ("azure", "en", L, "What do our VMs run on?", "Our VMs run on Microsoft Azure.", "Our VMs run on Microsoft."),
    ("jira", "en", R, "Where do we track bugs?", "We track bugs in Atlassian Jira.", "We track bugs in Jira."),
    ("jira", "en", L, "Where do we track features?", "We track bugs in Atlassian Jira.", "We track features in Jira."),
    ("copilot", "en", R, "What do I code with?", "I code with GitHub Copilot.", "I code with Copilot."),
    ("copilot", "en", L, "What does my teammate code with?", "I code with GitHub Copilot.", "My teammate codes with Copilot."),
    ("kafka", "en", R, "What is our event bus?", "Our event bus is Apache Kafka.", "Our event bus is Kafka."),
    ("kafka", "en", L, "What is our job queue?", "Our event bus is Apache Kafka.", "Our job queue is Kafka."),
    ("intellij", "en", R, "What is my IDE?", "My IDE is JetBrains IntelliJ.", "My IDE is IntelliJ."),
    ("york", "en", L, "Where does my sister live?", "My sister lives in New York.", "My sister lives in York."),
    ("music", "en", L, "What do I listen to every morning?", "I listen to Apple Music every morning.", "I listen to music every morning."),
    # -- a role noun said as its verb -----------------------------------------------------------------------------
    ("payments", "en", R, "What is my role?", "I'm the tech lead for payments.", "I lead the payments team."),
    ("payments", "en", L, "Who leads the payments team?", "I'm the tech lead for payments.", "Maria leads the payments team."),
    ("payments", "en", L, "What did I use to lead?", "I'm the tech lead for payments.", "I used to lead the payments team."),
    ("payments", "en", L, "Which team do I lead?", "I'm the tech lead for payments.", "I lead the search team."),
    ("priyanka", "en", R, "Who is our team lead?", "Our team lead is Priyanka.", "Priyanka leads our team."),
    ("priyanka", "en", L, "Which team does Priyanka lead?", "Our team lead is Priyanka.", "Priyanka leads the design team."),
    ("mobile", "en", R, "What do I manage?", "I'm the manager of the mobile team.", "I manage the mobile team."),
    ("mobile", "en", L, "What do I manage?", "I'm the manager of the mobile team.", "I manage the web team."),
    ("mobile", "en", L, "Who manages the mobile team?", "I'm the manager of the mobile team.", "My boss manages the mobile team."),
    ("cli", "en", R, "What do I maintain?", "I'm the maintainer of the CLI.", "I maintain the CLI."),
    ("cli", "en", L, "Who maintains the CLI?", "I'm the maintainer of the CLI.", "Tom maintains the CLI."),
    ("billing", "en", R, "What does Dana own?", "Dana is the owner of the billing service.", "Dana owns the billing service."),
    ("billing", "en", L, "What does Dana own?", "Dana is the owner of the billing service.", "Dana owns the billing database."),
    # -- a Chinese organisation said short --------------------------------------------------------------------------
    ("bytedance", "zh", R, "我在哪家公司上班？", "我在字节跳动上班。", "我在字节上班。"),
    ("bytedance", "zh", L, "我老婆在哪家公司上班？", "我在字节跳动上班。", "我老婆在字节上班。"),
    ("alibaba", "zh", R, "我在哪家公司工作？", "我在阿里巴巴工作。", "我在阿里工作。"),
    ("alibaba", "zh", L, "我朋友在哪家公司工作？", "我在阿里巴巴工作。", "我朋友在阿里工作。"),
    ("tencent", "zh", L, "我们的数据库在哪？", "我们的数据库在腾讯云上。", "我们的数据库在腾讯上。"),
    ("xiaomi", "zh", R, "我在哪做产品经理？", "我在小米集团做产品经理。", "我在小米做产品经理。"),
    ("xiaomi", "zh", R, "我在哪上班？", "我在阿里巴巴集团上班。", "我在阿里巴巴上班。"),
    ("xiaomi", "zh", L, "我在哪工作？", "我在万科集团工作。", "我在万科物业工作。"),
    ("pku", "zh", R, "我在哪读研究生？", "我在北京大学读研究生。", "我在北大读研究生。"),
    ("pku", "zh", L, "我在哪读研究生？", "我在北京大学读研究生。", "我在东北大学读研究生。"),
    ("tsinghua", "zh", R, "我毕业于哪所大学？", "我毕业于清华大学。", "我毕业于清华。"),
    ("tsinghua", "zh", L, "我弟弟毕业于哪所大学？", "我毕业于清华大学。", "我弟弟毕业于清华。"),
    ("bank", "zh", R, "我的工资卡是哪家银行的？", "我的工资卡是招商银行的。", "我的工资卡是招行的。"),
    ("bank", "zh", L, "我的信用卡是哪家银行的？", "我的工资卡是招商银行的。", "我的信用卡是招行的。"),
    # -- a Chinese role noun said as its verb -----------------------------------------------------------------------
    ("frontend", "zh", R, "我负责什么？", "我是前端负责人。", "我负责前端。"),
    ("frontend", "zh", L, "谁负责前端？", "我是前端负责人。", "小李负责前端。"),
    ("frontend", "zh", L, "我以前负责什么？", "我是前端负责人。", "我以前负责前端。"),
    ("frontend", "zh", L, "我负责什么？", "我是前端负责人。", "我负责后端。"),
    ("payproject", "zh", R, "我负责哪个项目？", "我是支付项目的负责人。", "我负责支付项目。"),
    ("payproject", "zh", L, "我负责支付项目的什么？", "我是支付项目的负责人。", "我负责支付项目的测试。"),
    ("wanglei", "zh", R, "谁是我们组的负责人？", "我们组的负责人是王磊。", "王磊负责我们组。"),
    ("wanglei", "zh", L, "王磊负责哪个组？", "我们组的负责人是王磊。", "王磊负责他们组。"),
    ("ops", "zh", R, "我主管哪个部门？", "我是运营部的主管。", "我主管运营部。"),
    ("ops", "zh", L, "我主管哪个部门？", "我是运营部的主管。", "我主管市场部。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "shortname", 311000)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_shortname_probes.py): hand-written by session 31 "
                         "(shortname31) before any rule of its round was changed, for a name or a role said in a "
                         "shorter or another form (a product without its vendor, a Chinese organisation's short form "
                         "or without 集团, a role noun said as its verb); every group has look-alikes that are "
                         "DIFFERENT facts (the vendor kept and the product dropped, New York / York, another holder, "
                         "another team, another person, a past role); split once before tuning into 'tuning' (tuned "
                         "on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
