"""Issue #12: IN-SAMPLE probes for the general causes of blind set 9's audit (session 31, blindfix31), hand-written
by the engineer who tunes on them, before any rule of the round was changed (bench/data/blind_probes_9_audit.md):
  - "pushed … to" is a postponement only before a time ("The release was pushed to Friday"); a git or registry
    push ("Our images are pushed to Docker Hub", "I pushed to main", 代码推到了 GitHub) is no change word, so the
    newer "moved … to" of the same thing is fresh. Look-alikes: pushed to a day / next week / Q3 / 10am (updates),
    another thing pushed to the same place.
  - a Chinese conjunction between two names (和 / 加 / 跟 / 与 / 及) is no part of a value: "用 Prometheus 加 Grafana"
    / "用 Prometheus 和 Grafana" are one fact. Look-alikes: another component, another holder.
  - closed word classes said another way: 次 / 回 after a count (三次 / 三回), 一般 / 通常 / 平时 / 平常 and usually /
    normally / typically. Look-alikes: another count (三次 / 四回), 偶尔 / 有时候 / sometimes / rarely, another holder.
  - number forms: 百分之八十 / 80%, 80 percent / 80%, two hours / 2 hours. Look-alikes: another number in another
    form (80% / 百分之七十), another subject.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_blindfix_probes.py   # writes bench/data/blindfix_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/blindfix_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263108
OUT = Path(__file__).resolve().parent / "data" / "blindfix_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- "pushed … to": a push to a place is no postponement; a push to a time is ----------------------------------
    ("ecr", "en", S, "Where are our container images stored?", "Our container images get pushed to Docker Hub.", "We moved the container images from Docker Hub to Amazon ECR."),
    ("ecr", "en", L, "Where are our Helm charts stored?", "Our container images get pushed to Docker Hub.", "Our Helm charts get pushed to an S3 bucket."),
    ("pages", "en", S, "Where are the docs hosted?", "The docs are pushed to the gh-pages branch.", "We moved the docs from gh-pages to Netlify."),
    ("pages", "en", R, "Where do the docs go?", "The docs are pushed to the gh-pages branch.", "The docs get pushed to gh-pages."),
    ("pypi", "en", S, "Where are our packages published?", "Our Python packages are pushed to PyPI.", "We moved our Python packages from PyPI to a private Artifactory."),
    ("codeberg", "en", S, "Where do my side projects live?", "My side projects are all pushed to GitHub.", "I moved my side projects from GitHub to Codeberg."),
    ("codeberg", "en", L, "Where does my thesis live?", "My side projects are all pushed to GitHub.", "My thesis is pushed to GitLab."),
    ("mainbranch", "en", L, "When is the release?", "I pushed the hotfix to main.", "The release was pushed to Friday."),
    ("friday", "en", S, "When is the release?", "The release is planned for Thursday.", "The release was pushed to Friday."),
    ("friday", "en", L, "When is the retro?", "The release is planned for Thursday.", "The retro was pushed to Friday."),
    ("demo", "en", S, "When is the demo?", "The demo is scheduled for March 3.", "The demo got pushed to next week."),
    ("launch", "en", S, "When is the launch?", "The launch is set for Q2.", "The launch was pushed back to Q3."),
    ("standup", "en", S, "When is the standup?", "The standup is at 9am.", "The standup was pushed to 10am."),
    ("dentist", "en", S, "When is my dentist appointment?", "My dentist appointment is on the 12th.", "My dentist appointment got pushed to the 19th."),
    ("zhpush", "zh", S, "我的代码放在哪？", "我的代码都推到了 GitHub 上。", "我已经把代码从 GitHub 迁到了 GitLab。"),
    ("zhpush", "zh", L, "我同事的代码放在哪？", "我的代码都推到了 GitHub 上。", "我同事的代码推到了 Gitee 上。"),
    ("zhmeet", "zh", S, "周会什么时候开？", "周会定在周四下午。", "周会推迟到周五下午了。"),
    # -- a Chinese conjunction between two names -----------------------------------------------------------------
    ("monitor", "zh", R, "我们用什么做监控？", "我们团队用 Prometheus 加 Grafana 做监控。", "我们团队用 Prometheus 和 Grafana 做监控。"),
    ("monitor", "zh", L, "他们团队用什么做监控？", "我们团队用 Prometheus 加 Grafana 做监控。", "他们团队用 Prometheus 和 Grafana 做监控。"),
    ("kafka", "zh", R, "我们用什么中间件？", "我们用 Kafka 和 Redis。", "我们用 Kafka 加 Redis。"),
    ("kafka", "zh", N, "我们用什么中间件？", "我们用 Kafka 和 Redis。", "我们用 RabbitMQ 和 Redis。"),
    ("editor", "zh", R, "我用什么写代码？", "我用 Vim 跟 tmux 写代码。", "我用 Vim 与 tmux 写代码。"),
    ("editor", "zh", N, "我用什么写代码？", "我用 Vim 跟 tmux 写代码。", "我用 Emacs 跟 tmux 写代码。"),
    ("heping", "zh", L, "我儿子在哪上学？", "我女儿在和平小学上学。", "我儿子在和平小学上学。"),
    ("heping", "zh", R, "我女儿在哪上学？", "我女儿在和平小学上学。", "我女儿在和平小学读书。"),
    ("stack", "en", R, "What do we use for monitoring?", "We use Prometheus and Grafana for monitoring.", "We use Prometheus plus Grafana for monitoring."),
    # -- measure words of times: 次 / 回 --------------------------------------------------------------------------
    ("gymcount", "zh", R, "我每周去几次健身房？", "我每周去三次健身房。", "我每周去三回健身房。"),
    ("gymcount", "zh", N, "我每周去几次健身房？", "我每周去三次健身房。", "我每周去四回健身房。"),
    ("gymcount", "zh", L, "我爸每周去几次健身房？", "我每周去三次健身房。", "我爸每周去三回健身房。"),
    ("badminton", "zh", R, "我每周打几次羽毛球？", "我每周打两次羽毛球。", "我每周打两回羽毛球。"),
    ("home", "zh", R, "我一年回几次老家？", "我一年回三回老家。", "我一年回三次老家。"),
    ("home", "zh", N, "我一年回几次老家？", "我一年回三回老家。", "我一年回两次老家。"),
    # -- adverbs of habit: usually -------------------------------------------------------------------------------
    ("hike", "zh", R, "我周末一般做什么？", "周末我一般去爬山。", "周末我通常去爬山。"),
    ("hike", "zh", L, "我周末偶尔做什么？", "周末我一般去爬山。", "周末我偶尔去爬山。"),
    ("wake", "zh", R, "我几点起床？", "我平时七点起床。", "我一般七点起床。"),
    ("wake", "zh", L, "我今天几点起床？", "我平时七点起床。", "我今天七点起床。"),
    ("subway", "zh", R, "我怎么上班？", "我平常坐地铁上班。", "我通常坐地铁上班。"),
    ("subway", "zh", L, "我老婆怎么上班？", "我平常坐地铁上班。", "我老婆平常坐地铁上班。"),
    ("subway", "zh", L, "我有时候怎么上班？", "我平常坐地铁上班。", "我有时候坐地铁上班。"),
    ("bike", "en", R, "How do I get to work?", "I usually bike to work.", "I normally bike to work."),
    ("bike", "en", L, "How does my wife get to work?", "I usually bike to work.", "My wife usually bikes to work."),
    ("bike", "en", L, "How do I sometimes get to work?", "I usually bike to work.", "I sometimes bike to work."),
    ("train", "en", R, "How do I commute?", "I typically take the train to the office.", "I usually take the train to the office."),
    ("train", "en", L, "How do I rarely commute?", "I typically take the train to the office.", "I rarely take the train to the office."),
    # -- number forms -------------------------------------------------------------------------------------------
    ("coverage", "zh", R, "我们要求测试覆盖率多少？", "我们要求测试覆盖率不低于80%。", "我们要求测试覆盖率不低于百分之八十。"),
    ("coverage", "zh", N, "我们要求测试覆盖率多少？", "我们要求测试覆盖率不低于80%。", "我们要求测试覆盖率不低于百分之七十。"),
    ("coverage", "zh", L, "前端要求测试覆盖率多少？", "我们要求测试覆盖率不低于80%。", "前端要求测试覆盖率不低于百分之八十。"),
    ("downpay", "zh", R, "首付比例是多少？", "我们房子的首付比例是百分之三十。", "我们房子的首付比例是30%。"),
    ("downpay", "zh", N, "首付比例是多少？", "我们房子的首付比例是百分之三十。", "我们房子的首付比例是20%。"),
    ("battery", "zh", R, "我手机电池健康度多少？", "我手机的电池健康度是百分之九十二。", "我手机的电池健康度是92%。"),
    ("battery", "zh", L, "我平板电池健康度多少？", "我手机的电池健康度是百分之九十二。", "我平板的电池健康度是92%。"),
    ("percent", "en", R, "What is our test coverage target?", "Our test coverage target is 80 percent.", "Our test coverage target is 80%."),
    ("percent", "en", N, "What is our test coverage target?", "Our test coverage target is 80 percent.", "Our test coverage target is 70%."),
    ("hours", "en", R, "How long does the full test suite take?", "The full test suite takes two hours.", "The full test suite takes 2 hours."),
    ("hours", "en", N, "How long does the full test suite take?", "The full test suite takes two hours.", "The full test suite takes 3 hours."),
    ("flight", "en", L, "How long is the flight to Denver?", "The flight to Chicago takes two hours.", "The flight to Denver takes 2 hours."),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "blindfix", 310100)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_blindfix_probes.py): hand-written by session 31 "
                         "(blindfix31) before any rule of its round was changed, for the general causes of blind set "
                         "9's audit ('pushed … to' only before a time, a Chinese conjunction between two names, 次 / 回 "
                         "and words of 'usually', 百分之N / N% and two / 2); every group has look-alikes that are "
                         "DIFFERENT facts (another count, another frequency word, another holder or subject, another "
                         "number) or restatements; split once before tuning into 'tuning' (tuned on) and 'check' "
                         "(counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
