"""Issue #12: IN-SAMPLE probes for restatements that reword several things at once (session 33, combo33),
hand-written by the engineer who tunes on them, before any rule of the round was changed (from the blind audits of
sets 8, 9 and 10: most fresh-wording restatements reword two or three things at once, and each edit alone is often
stored once). Every restatement here combines two or three edits of kinds the classifier already reads alone:
  - English: a passive and its active, a phrase synonym ("taken care of" / "looked after"), "tend to" / "usually",
    a repeat marker ("like I said"), a short form (DB, k8s, docs, PR), a number word, a construction turned around
    ("comes from" / "hometown"), a role said as its verb, two names traded around "and", a kin short form ("my mom").
  - Chinese: 去 before an activity, X的时候 after a time word, 喜欢 / 爱, a kin short form (我爸 / 我父亲, 我姐 / 我姐姐),
    每周 / 一个星期, the topic moved first, 上 / 读 of a grade, 一般 / 通常, 部署在 / 放在, 生产库 / 线上数据库.
Look-alikes in each group change ONE real detail inside the same reworded pair (another number, name, place, day,
holder, negation): they must stay distinct or be linked, never stored once.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_combo_probes.py   # writes bench/data/combo_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/combo_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263302
OUT = Path(__file__).resolve().parent / "data" / "combo_probes.jsonl"

R, L = "restatement", "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: a passive with a phrase synonym, an adverb, "tend to", a repeat marker, short forms -------------
    ("release", "en", R, "Who looks after the release?", "The release was taken care of by Alice.", "Alice looked after the release."),
    ("release", "en", R, "Who looks after the release?", "The release was taken care of by Alice.", "Alice took care of the release, like I said."),
    ("release", "en", L, "Who else looks after the release?", "The release was taken care of by Alice.", "Bob took care of the release."),
    ("backups", "en", R, "Who looks after the database backups?", "The DB backups are taken care of by Sam.", "Sam looks after the database backups."),
    ("backups", "en", L, "Who looks after the web server backups?", "The DB backups are taken care of by Sam.", "Sam looks after the web server backups."),
    ("deployapi", "en", R, "Who deploys the API, and when?", "The API is usually deployed by Alice on Fridays.", "Alice tends to deploy the API on Fridays."),
    ("deployapi", "en", L, "When else does Alice deploy the API?", "The API is usually deployed by Alice on Fridays.", "Alice tends to deploy the API on Mondays."),
    ("deployapi", "en", L, "How often does Alice deploy the API?", "The API is rarely deployed by Alice.", "Alice deploys the API."),
    ("ship", "en", R, "When do we ship the mobile app?", "The mobile app is usually shipped by us on Fridays.", "We tend to ship the mobile app on Fridays."),
    ("ship", "en", L, "When do they ship the mobile app?", "The mobile app is usually shipped by us on Fridays.", "They tend to ship the mobile app on Fridays."),
    ("pgstore", "en", R, "Where does billing keep its data?", "The billing service uses Postgres as its database.", "As I said, the billing service stores its data in PostgreSQL."),
    ("pgstore", "en", L, "Where does billing keep its data now?", "The billing service uses Postgres as its database.", "The billing service stores its data in MySQL."),
    ("vault", "en", R, "Where are the secrets kept?", "The secrets are kept in HashiCorp Vault.", "We keep the secrets in Vault, like I said."),
    ("vault", "en", L, "Where else are secrets kept?", "The secrets are kept in HashiCorp Vault.", "We keep the secrets in AWS Secrets Manager."),
    ("lead", "en", R, "Who leads our team?", "Our team lead is Priyanka.", "As I mentioned, Priyanka leads our team."),
    ("lead", "en", R, "Who leads our team?", "Priyanka is our team lead.", "Like I said, Priyanka leads our team."),
    ("lead", "en", L, "Who leads the design team?", "Our team lead is Priyanka.", "Priyanka leads the design team."),
    ("porto", "en", R, "Where is she from?", "She comes from Porto.", "Like I said, Porto is her hometown."),
    ("porto", "en", L, "Where is he from?", "She comes from Porto.", "Porto is his hometown."),
    ("peanut", "en", R, "What is my son allergic to?", "My son has a peanut allergy.", "My son's allergic to peanuts, like I said."),
    ("peanut", "en", L, "What else is my son allergic to?", "My son has a peanut allergy.", "My son is allergic to shellfish."),
    ("peanut", "en", L, "Who is allergic to peanuts?", "My son has a peanut allergy.", "My daughter is allergic to peanuts."),
    ("mom", "en", R, "Who cooks on Sundays?", "My mom tends to cook on Sundays.", "My mother usually cooks on Sundays."),
    ("mom", "en", L, "Who else cooks on Sundays?", "My mom tends to cook on Sundays.", "My father usually cooks on Sundays."),
    ("suite", "en", R, "How long does the test suite take?", "The full test suite takes about twelve minutes to run.", "The full test suite takes roughly 12 min to run."),
    ("suite", "en", L, "How long does the test suite take now?", "The full test suite takes about twelve minutes to run.", "The full test suite takes roughly 20 min to run."),
    ("oncall", "en", R, "How often do we rotate on-call?", "Our on-call rotation is weekly.", "Like I said, we rotate on-call every week."),
    ("oncall", "en", L, "How often do we rotate on-call now?", "Our on-call rotation is weekly.", "We rotate on-call every month."),
    ("host", "en", R, "Where is the API hosted?", "The API is hosted on Netlify.", "As I said, we host the API on Netlify."),
    ("host", "en", L, "Where else is the API hosted?", "The API is hosted on Netlify.", "We host the API on Vercel."),
    ("python", "en", R, "Which Python does the project use?", "The project targets Python 3.11.", "As I said, the project uses Python 3.11."),
    ("python", "en", L, "Which Python does the project use now?", "The project targets Python 3.11.", "The project uses Python 3.12."),
    ("nightly", "en", R, "What runs the nightly build?", "The nightly build is run by Jenkins.", "Jenkins runs the nightly build, like I said."),
    ("nightly", "en", L, "What else runs the nightly build?", "The nightly build is run by Jenkins.", "GitHub Actions runs the nightly build."),
    ("reviews", "en", R, "Who reviews the pull requests?", "Pull requests are reviewed by Maria and Tom.", "Tom and Maria review the PRs."),
    ("reviews", "en", L, "Who else reviews the pull requests?", "Pull requests are reviewed by Maria and Tom.", "Tom and Ann review the PRs."),
    ("docs", "en", R, "Who writes the documentation?", "The docs are usually written by Ravi.", "Ravi tends to write the documentation."),
    ("docs", "en", L, "Who writes the tests?", "The docs are usually written by Ravi.", "Ravi tends to write the tests."),
    ("coffee", "en", R, "When do I not drink coffee?", "I don't drink coffee after 3pm.", "As I said, I do not drink coffee after 3 pm."),
    ("coffee", "en", L, "When do I drink coffee?", "I don't drink coffee after 3pm.", "I drink coffee after 3pm."),
    ("argo", "en", R, "What deploys our services?", "Our services are deployed to k8s by Argo CD.", "Argo CD deploys our services to Kubernetes."),
    ("argo", "en", L, "Where does Argo CD deploy our services?", "Our services are deployed to k8s by Argo CD.", "Argo CD deploys our services to Nomad."),
    ("triage", "en", R, "Who triages the bug reports?", "The bug reports are triaged by us every morning.", "We triage the bug reports every morning, like I said."),
    ("triage", "en", L, "Who triages the bug reports?", "The bug reports are triaged by us every morning.", "They triage the bug reports every morning."),
    # -- Chinese: 去, X的时候, 喜欢 / 爱, kin short forms, 每周 / 一个星期, the topic first, 上 / 读, 部署在 / 放在 ------------------
    ("dadfish", "zh", R, "我爸周末喜欢做什么？", "我爸周末喜欢去钓鱼。", "周末的时候我父亲爱钓鱼。"),
    ("dadfish", "zh", L, "我哥周末喜欢做什么？", "我爸周末喜欢去钓鱼。", "周末的时候我哥爱钓鱼。"),
    ("dadfish", "zh", L, "我爸周末还喜欢做什么？", "我爸周末喜欢去钓鱼。", "周末的时候我父亲爱爬山。"),
    ("momshop", "zh", R, "我妈每天早上做什么？", "我妈每天早上去买菜。", "我母亲每天早上买菜。"),
    ("momshop", "zh", L, "我爸每天早上做什么？", "我妈每天早上去买菜。", "我父亲每天早上买菜。"),
    ("badminton", "zh", R, "我每周打几次羽毛球？", "我每周打两次羽毛球。", "羽毛球我一个星期打两次。"),
    ("badminton", "zh", L, "我现在每周打几次羽毛球？", "我每周打两次羽毛球。", "羽毛球我一个星期打三次。"),
    ("grade", "zh", R, "我女儿今年上几年级？", "我女儿今年上三年级。", "闺女今年读三年级。"),
    ("grade", "zh", L, "我女儿明年上几年级？", "我女儿今年上三年级。", "闺女今年读四年级。"),
    ("grade", "zh", L, "我儿子今年上几年级？", "我女儿今年上三年级。", "我儿子今年读三年级。"),
    ("proddb", "zh", R, "生产库部署在哪？", "生产库部署在华东2的可用区B。", "线上数据库放在华东2的可用区B。"),
    ("proddb", "zh", L, "测试库部署在哪？", "生产库部署在华东2的可用区B。", "线上数据库放在华北2的可用区B。"),
    ("hike", "zh", R, "我周末一般做什么？", "周末的时候我一般去爬山。", "我周末通常会爬山。"),
    ("hike", "zh", L, "我周末还做什么？", "周末的时候我一般去爬山。", "我周末通常会游泳。"),
    ("hike", "zh", L, "我哥周末一般做什么？", "周末的时候我一般去爬山。", "我哥周末通常会爬山。"),
    ("pingpong", "zh", R, "我爸什么时候打乒乓球？", "我爸每周六下午去打乒乓球。", "每周六下午的时候我父亲打乒乓球。"),
    ("pingpong", "zh", L, "我爸还什么时候打乒乓球？", "我爸每周六下午去打乒乓球。", "每周日下午的时候我父亲打乒乓球。"),
    ("sisterswim", "zh", R, "我姐每天早上做什么？", "我姐每天早上去游泳。", "我姐姐每天早上游泳。"),
    ("sisterswim", "zh", L, "我妹妹每天早上做什么？", "我姐每天早上去游泳。", "我妹妹每天早上游泳。"),
    ("momallergy", "zh", R, "我妈对什么过敏？", "我妈对花生过敏。", "我母亲吃花生会过敏。"),
    ("momallergy", "zh", L, "我妈还对什么过敏？", "我妈对花生过敏。", "我母亲吃芒果会过敏。"),
    ("wifejob", "zh", R, "我老婆在哪工作？", "我老婆在腾讯当产品经理。", "我妻子是腾讯的产品经理。"),
    ("wifejob", "zh", L, "我老婆以前在哪工作？", "我老婆在腾讯当产品经理。", "我妻子是阿里的产品经理。"),
    ("backupzh", "zh", R, "谁负责备份客户数据？", "客户数据由王强负责备份。", "王强负责备份客户数据。"),
    ("backupzh", "zh", L, "谁还负责备份客户数据？", "客户数据由王强负责备份。", "李明负责备份客户数据。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "combo", 339300)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_combo_probes.py): hand-written by session 33 "
                         "(combo33) before any rule of its round was changed, for restatements that reword two or "
                         "three things at once, each edit of a kind the classifier reads alone (a passive, a phrase "
                         "synonym, 'tend to', a repeat marker, a short form, a kin short form, a construction turned "
                         "around; 去, X的时候, 喜欢 / 爱, 每周 / 一个星期, 上 / 读, 部署在 / 放在); every group has "
                         "look-alikes where one edit changes a real detail (a number, name, place, day, holder, "
                         "negation), which must stay distinct or be linked; split once before tuning into 'tuning' "
                         "(tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
