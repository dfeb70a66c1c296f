"""Issue #12: IN-SAMPLE probes for another word for the same thing (session 32, vocab32), hand-written by the
engineer who tunes on them, before any rule of the round was changed (from the audits of blind probe sets 8 and 9,
"another word for the same thing"): small closed classes of verb phrases that say one RELATION of a coding agent's
user, and a few nouns said two ways.
  - where data is stored: "stores its data in X" / "keeps its data in X" / "is backed by X" / "uses X as its
    database". Look-alikes: "backs up its data to X", another database (an update), another service.
  - where a thing runs: "runs in eu-west-1" / "is hosted in" / "is deployed to" / "lives in". Look-alikes: "fails over
    to", another region (an update), another environment.
  - which version a project uses: "targets Python 3.11" / "is on Python 3.11" / "uses Python 3.11". Look-alikes:
    another version (an update), "also tests against" another version.
  - "the full test suite" / "all the tests" / "the whole test suite". Look-alikes: the unit tests, a single test.
  - 用 / 选 / 采用 / 用的是 (which tool a team uses). Look-alikes: another tool (an update), a plan (考虑), another
    subject.
  - 读 / 上 a school grade. Look-alikes: another grade (an update), another child, 上班 / 上线.
  - 接口 / API (接口文档 / API 文档). Look-alikes: a USB 接口 (a port), another document.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_vocab_probes.py   # writes bench/data/vocab_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/vocab_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263202
OUT = Path(__file__).resolve().parent / "data" / "vocab_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- where data is stored --------------------------------------------------------------------------------------
    ("orders_db", "en", R, "Where does the orders service store its data?", "The orders service stores its data in MySQL.", "The orders service keeps its data in MySQL."),
    ("orders_db", "en", R, "What database does the orders service use?", "The orders service stores its data in MySQL.", "The orders service is backed by MySQL."),
    ("orders_db", "en", L, "Where are the orders service's backups?", "The orders service stores its data in MySQL.", "The orders service backs up its data to S3."),
    ("orders_db", "en", N, "Where does the orders service store its data?", "The orders service stores its data in MySQL.", "The orders service stores its data in MongoDB."),
    ("search_db", "en", R, "What does the search service use as its database?", "The search service uses Elasticsearch as its database.", "The search service stores its data in Elasticsearch."),
    ("search_db", "en", L, "Where does the search service send its logs?", "The search service stores its data in Elasticsearch.", "The search service sends its logs to Elasticsearch."),
    ("search_db", "en", L, "Where does the auth service store its data?", "The search service stores its data in Elasticsearch.", "The auth service stores its data in Elasticsearch."),
    ("inventory_db", "en", R, "What is the inventory app backed by?", "The inventory app keeps its data in SQLite.", "The inventory app is backed by SQLite."),
    ("inventory_db", "en", L, "Where does the inventory app export its data?", "The inventory app keeps its data in SQLite.", "The inventory app exports its data to CSV."),
    ("inventory_db", "en", S, "What is the inventory app backed by now?", "The inventory app is backed by SQLite.", "We switched the inventory app from SQLite to Postgres."),
    ("ledger_db", "en", R, "Where does the ledger keep its data?", "Our ledger stores its data in CockroachDB.", "Our ledger uses CockroachDB as its database."),
    ("ledger_db", "en", L, "What does the ledger use as its cache?", "Our ledger uses CockroachDB as its database.", "Our ledger uses Redis as its cache."),
    # -- where a thing runs ----------------------------------------------------------------------------------------
    ("api_region", "en", R, "Which region does the API run in?", "The API runs in us-east-1.", "The API is hosted in us-east-1."),
    ("api_region", "en", R, "Which region is the API deployed to?", "The API runs in us-east-1.", "The API is deployed to us-east-1."),
    ("api_region", "en", L, "Where does the API fail over to?", "The API runs in us-east-1.", "The API fails over to us-west-2."),
    ("api_region", "en", N, "Which region does the API run in?", "The API runs in us-east-1.", "The API runs in us-west-2."),
    ("worker_cluster", "en", R, "Which cluster do the workers live in?", "The workers run in the batch cluster.", "The workers live in the batch cluster."),
    ("worker_cluster", "en", L, "Which cluster do the workers write to?", "The workers run in the batch cluster.", "The workers write to the batch cluster."),
    ("worker_cluster", "en", L, "Which cluster does the scheduler run in?", "The workers run in the batch cluster.", "The scheduler runs in the batch cluster."),
    ("staging_region", "en", R, "Where is staging hosted?", "Staging is hosted in eu-central-1.", "Staging runs in eu-central-1."),
    ("staging_region", "en", L, "Where is production hosted?", "Staging is hosted in eu-central-1.", "Production is hosted in eu-central-1."),
    ("staging_region", "en", L, "Where are staging's backups replicated to?", "Staging is hosted in eu-central-1.", "Staging is replicated to eu-west-1."),
    # -- which version a project uses ------------------------------------------------------------------------------
    ("cli_python", "en", R, "Which Python does the CLI target?", "The CLI targets Python 3.10.", "The CLI is on Python 3.10."),
    ("cli_python", "en", R, "Which Python does the CLI use?", "The CLI targets Python 3.10.", "The CLI uses Python 3.10."),
    ("cli_python", "en", N, "Which Python is the CLI on?", "The CLI is on Python 3.10.", "The CLI is on Python 3.12."),
    ("cli_python", "en", L, "Which Python does the CLI also test against?", "The CLI targets Python 3.10.", "The CLI also tests against Python 3.13."),
    ("web_node", "en", R, "Which Node version is the frontend on?", "The frontend is on Node 20.", "The frontend targets Node 20."),
    ("web_node", "en", N, "Which Node version does the frontend target?", "The frontend targets Node 18.", "The frontend targets Node 22."),
    ("web_node", "en", L, "Which Node version does the backend target?", "The frontend targets Node 20.", "The backend targets Node 20."),
    ("svc_java", "en", R, "Which Java version does the billing service run?", "The billing service runs Java 17.", "The billing service is on Java 17."),
    ("svc_java", "en", S, "Which Java version is the billing service on now?", "The billing service is on Java 17.", "We upgraded the billing service to Java 21."),
    # -- the full test suite ---------------------------------------------------------------------------------------
    ("suite", "en", R, "How long does the full test suite take?", "The full test suite takes about ten minutes.", "All the tests take about ten minutes."),
    ("suite", "en", R, "How long does the whole test suite take?", "The full test suite takes about ten minutes.", "The whole test suite takes about ten minutes."),
    ("suite", "en", L, "How long do the unit tests take?", "The full test suite takes about ten minutes.", "The unit tests take about ten minutes."),
    ("suite", "en", N, "How long does the full test suite take now?", "The full test suite takes about ten minutes.", "The full test suite takes about twenty minutes."),
    ("suite_ci", "en", R, "When does CI run the full test suite?", "CI runs the full test suite on every merge.", "CI runs all the tests on every merge."),
    ("suite_ci", "en", L, "When does CI run the smoke tests?", "CI runs the full test suite on every merge.", "CI runs the smoke tests on every merge."),
    # -- 用 / 选 / 采用 / 用的是 -------------------------------------------------------------------------------------
    ("mq", "zh", R, "我们的消息队列用的什么？", "我们的消息队列用的是 RabbitMQ。", "我们的消息队列选的 RabbitMQ。"),
    ("mq", "zh", R, "我们的消息队列用的什么？", "我们的消息队列用的是 RabbitMQ。", "我们的消息队列采用 RabbitMQ。"),
    ("mq", "zh", N, "我们的消息队列用的什么？", "我们的消息队列用的是 RabbitMQ。", "我们的消息队列用的是 Pulsar。"),
    ("mq", "zh", L, "我们在考虑用什么做消息队列？", "我们的消息队列用的是 RabbitMQ。", "我们在考虑消息队列用 Pulsar。"),
    ("cache", "zh", R, "缓存用的什么？", "缓存用 Memcached。", "缓存选的是 Memcached。"),
    ("cache", "zh", L, "会话存储用的什么？", "缓存用 Memcached。", "会话存储用 Memcached。"),
    ("cache", "zh", S, "缓存现在用的什么？", "缓存用 Memcached。", "缓存已经从 Memcached 换成 Redis 了。"),
    ("orm", "zh", R, "后端的 ORM 用的什么？", "后端的 ORM 采用 SQLAlchemy。", "后端的 ORM 用的是 SQLAlchemy。"),
    ("orm", "zh", L, "前端的状态管理用的什么？", "后端的 ORM 采用 SQLAlchemy。", "前端的状态管理采用 Redux。"),
    # -- 读 / 上 a school grade ---------------------------------------------------------------------------------------
    ("grade", "zh", R, "我女儿读几年级？", "我女儿读二年级。", "我女儿上二年级。"),
    ("grade", "zh", N, "我女儿上几年级？", "我女儿上二年级。", "我女儿上三年级。"),
    ("grade", "zh", L, "我侄子上几年级？", "我女儿读二年级。", "我侄子上二年级。"),
    ("school", "zh", R, "我儿子在哪上学？", "我儿子在实验中学读初一。", "我儿子在实验中学上初一。"),
    ("school", "zh", L, "我在哪上班？", "我儿子在实验中学读初一。", "我在实验中学上班。"),
    ("launch", "zh", L, "新版本什么时候上线？", "我女儿读二年级。", "新版本下周二上线。"),
    # -- 接口 / API ---------------------------------------------------------------------------------------------------
    ("apidoc", "zh", R, "接口文档放在哪？", "接口文档放在 Confluence 上。", "API 文档放在 Confluence 上。"),
    ("apidoc", "zh", L, "设计文档放在哪？", "接口文档放在 Confluence 上。", "设计文档放在 Confluence 上。"),
    ("apidoc", "zh", N, "接口文档放在哪？", "接口文档放在 Confluence 上。", "接口文档放在语雀上。"),
    ("usb", "zh", L, "我的显示器用什么接口？", "我的显示器用 USB-C 接口。", "我的显示器用 HDMI 接口。"),
    ("apiver", "zh", R, "接口版本是多少？", "我们的接口版本是 v2。", "我们的 API 版本是 v2。"),
    ("apiver", "zh", N, "接口版本是多少？", "我们的接口版本是 v2。", "我们的接口版本是 v3。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "vocab", 332200)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_vocab_probes.py): hand-written by session 32 "
                         "(vocab32) before any rule of its round was changed, for another word for the same thing "
                         "(where data is stored, where a thing runs, which version a project uses, the full test "
                         "suite, 用 / 选 / 采用, 读 / 上 a grade, 接口 / API); every group has look-alikes that are "
                         "DIFFERENT facts (backs up to, fails over to, another version, another holder, 上班 / 上线, a "
                         "USB 接口) or restatements; split once before tuning into 'tuning' (tuned on) and 'check' "
                         "(counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
