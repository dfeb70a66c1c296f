"""Issue #12: IN-SAMPLE probes for a NEGATION or a BOUND said another way (session 32, negbound32), hand-written by
the engineer who tunes on them, before any rule of the round was changed (from the audit of blind probe set 9,
causes 3 and 4):
  - one bound said in other words: "at least 80%" / "no less than 80%" / "a minimum of 80%" / "80% or more",
    不低于80% / 至少80% / 最低要到80% / 起码80%; "at most 3" / "no more than 3" / "up to 3", 最多 / 不超过 / 顶多 / 至多;
    "in under two hours" / "in less than 2 hours" / "sub-2-hour". Look-alikes: the other direction ("at least" /
    "at most", 不低于 / 不高于), another number (an update, not a restatement), another noun counted.
  - one absence said in other words: "no sugar" / "without sugar" / "never any sugar" / "sugar-free", 不加糖 /
    不放糖. Look-alikes: another noun ("no sugar" / "no milk"), the opposite ("never any sugar" / "always sugar"),
    a negation on one side only ("I can eat gluten" / "I can't eat gluten"), "not always" / "never".
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_negbound_probes.py   # writes bench/data/negbound_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/negbound_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263203
OUT = Path(__file__).resolve().parent / "data" / "negbound_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a lower bound said another way (en) -------------------------------------------------------------------
    ("cov", "en", R, "What test coverage do we require?", "We require test coverage of at least 80%.", "We require test coverage of no less than 80%."),
    ("cov", "en", R, "What test coverage do we require?", "We require test coverage of at least 80%.", "We require test coverage of 80% or more."),
    ("cov", "en", L, "What test coverage do we allow?", "We require test coverage of at least 80%.", "We require test coverage of at most 80%."),
    ("cov", "en", N, "What test coverage do we require?", "We require test coverage of at least 80%.", "We require test coverage of at least 90%."),
    ("ram", "en", R, "How much memory does the build machine need?", "The build machine needs at least 16 GB of RAM.", "The build machine needs a minimum of 16 GB of RAM."),
    ("ram", "en", L, "How much memory does the build machine get?", "The build machine needs at least 16 GB of RAM.", "The build machine needs at most 16 GB of RAM."),
    ("ram", "en", L, "How much disk does the build machine need?", "The build machine needs at least 16 GB of RAM.", "The build machine needs at least 16 GB of disk."),
    ("sleep", "en", R, "How much do I sleep?", "I sleep at least seven hours a night.", "I sleep no less than seven hours a night."),
    ("sleep", "en", L, "How much do I sleep?", "I sleep at least seven hours a night.", "I sleep less than seven hours a night."),
    ("reviewers", "en", R, "How many approvals does a PR need?", "Every PR needs at least two approvals.", "Every PR needs two or more approvals."),
    ("reviewers", "en", L, "How many approvals can a PR get?", "Every PR needs at least two approvals.", "Every PR needs no more than two approvals."),
    # -- an upper bound said another way (en) ------------------------------------------------------------------
    ("retries", "en", R, "How often does the job retry?", "The sync job retries at most 3 times.", "The sync job retries no more than 3 times."),
    ("retries", "en", R, "How often does the job retry?", "The sync job retries at most 3 times.", "The sync job retries up to 3 times."),
    ("retries", "en", L, "How often does the job retry?", "The sync job retries at most 3 times.", "The sync job retries at least 3 times."),
    ("retries", "en", N, "How often does the job retry?", "The sync job retries at most 3 times.", "The sync job retries at most 5 times."),
    ("coffee_cups", "en", R, "How much coffee do I drink?", "I drink at most two cups of coffee a day.", "I drink no more than two cups of coffee a day."),
    ("coffee_cups", "en", L, "How much tea do I drink?", "I drink at most two cups of coffee a day.", "I drink at most two cups of tea a day."),
    ("pr_size", "en", R, "How big may a PR be?", "A pull request should change at most 400 lines.", "A pull request should change 400 lines or fewer."),
    ("pr_size", "en", L, "How big must a PR be?", "A pull request should change at most 400 lines.", "A pull request should change 400 lines or more."),
    # -- under a time (en) -------------------------------------------------------------------------------------
    ("marathon", "en", R, "What is my half marathon goal?", "I want to run a half marathon in under two hours.", "I want to run a half marathon in less than 2 hours."),
    ("marathon", "en", R, "What is my half marathon goal?", "I want to run a half marathon in under two hours.", "I want to run a sub-2-hour half marathon."),
    ("marathon", "en", L, "What is my half marathon goal?", "I want to run a half marathon in under two hours.", "I want to run a half marathon in over two hours."),
    ("marathon", "en", L, "What is my marathon goal?", "I want to run a half marathon in under two hours.", "I want to run a half marathon in under three hours."),
    ("build_time", "en", R, "How long does CI take?", "Our CI pipeline finishes in under ten minutes.", "Our CI pipeline finishes in less than 10 minutes."),
    ("build_time", "en", L, "How long does CI take?", "Our CI pipeline finishes in under ten minutes.", "Our CI pipeline finishes in more than ten minutes."),
    # -- an absence said another way (en) ----------------------------------------------------------------------
    ("sugar", "en", R, "How do I take my coffee?", "I drink my coffee black, no sugar.", "I drink my coffee black, without sugar."),
    ("sugar", "en", R, "How do I take my coffee?", "I drink my coffee black, no sugar.", "I drink my coffee black, never any sugar."),
    ("sugar", "en", L, "How do I take my coffee?", "I drink my coffee black, no sugar.", "I drink my coffee black, no milk."),
    ("sugar", "en", L, "How do I take my coffee?", "I drink my coffee black, never any sugar.", "I drink my coffee black, always sugar."),
    ("tea", "en", R, "How do I take my tea?", "I take my tea without sugar.", "I take my tea sugar-free."),
    ("tea", "en", L, "How do I take my tea?", "I take my tea without sugar.", "I take my tea without milk."),
    ("gluten", "en", R, "What bread do I eat?", "I only eat bread without gluten.", "I only eat gluten-free bread."),
    ("gluten", "en", L, "What can I eat?", "I can eat gluten.", "I can't eat gluten."),
    ("gluten", "en", L, "What bread do I eat?", "I only eat bread without gluten.", "I only eat bread with gluten."),
    ("alcohol", "en", L, "Do I drink alcohol?", "I never drink alcohol.", "I don't always drink alcohol."),
    ("alcohol", "en", R, "Do I drink alcohol?", "I never drink alcohol.", "I never drink any alcohol."),
    # -- a lower bound said another way (zh) -------------------------------------------------------------------
    ("fugai", "zh", R, "单元测试覆盖率要求多少？", "我们要求单元测试覆盖率不低于80%。", "我们要求单元测试覆盖率至少80%。"),
    ("fugai", "zh", R, "单元测试覆盖率要求多少？", "我们要求单元测试覆盖率不低于80%。", "我们要求单元测试覆盖率起码80%。"),
    ("fugai", "zh", R, "单元测试覆盖率要求多少？", "我们要求单元测试覆盖率不低于80%。", "我们要求单元测试覆盖率最低要到80%。"),
    ("fugai", "zh", L, "单元测试覆盖率上限多少？", "我们要求单元测试覆盖率不低于80%。", "我们要求单元测试覆盖率不高于80%。"),
    ("fugai", "zh", N, "单元测试覆盖率要求多少？", "我们要求单元测试覆盖率不低于80%。", "我们要求单元测试覆盖率不低于90%。"),
    ("shuimian", "zh", R, "我每天睡多久？", "我每天至少睡七个小时。", "我每天起码睡七个小时。"),
    ("shuimian", "zh", L, "我每天睡多久？", "我每天至少睡七个小时。", "我每天最多睡七个小时。"),
    ("neicun", "zh", R, "构建机需要多少内存？", "构建机的内存不少于16GB。", "构建机的内存至少16GB。"),
    ("neicun", "zh", L, "构建机的内存多少？", "构建机的内存不少于16GB。", "构建机的内存不超过16GB。"),
    # -- an upper bound said another way (zh) ------------------------------------------------------------------
    ("chongshi", "zh", R, "失败的任务重试几次？", "失败的任务最多重试三次。", "失败的任务至多重试三次。"),
    ("chongshi", "zh", R, "失败的任务重试几次？", "失败的任务最多重试三次。", "失败的任务顶多重试三次。"),
    ("chongshi", "zh", L, "失败的任务重试几次？", "失败的任务最多重试三次。", "失败的任务至少重试三次。"),
    ("chongshi", "zh", N, "失败的任务重试几次？", "失败的任务最多重试三次。", "失败的任务最多重试五次。"),
    ("kafei", "zh", R, "我每天喝几杯咖啡？", "我每天最多喝两杯咖啡。", "我每天喝咖啡不超过两杯。"),
    ("kafei", "zh", L, "我每天喝几杯茶？", "我每天最多喝两杯咖啡。", "我每天最多喝两杯茶。"),
    ("daima", "zh", R, "一个PR最多改多少行？", "一个PR改动不超过400行。", "一个PR改动最多400行。"),
    ("daima", "zh", L, "一个PR至少改多少行？", "一个PR改动不超过400行。", "一个PR改动不少于400行。"),
    # -- under a time (zh) -------------------------------------------------------------------------------------
    ("banma", "zh", R, "我的半马目标是多少？", "我的目标是半马跑进两小时以内。", "我的目标是半马跑进两小时内。"),
    ("banma", "zh", L, "我的半马目标是多少？", "我的目标是半马跑进两小时以内。", "我的目标是半马跑进三小时以内。"),
    # -- an absence said another way (zh) ----------------------------------------------------------------------
    ("tang", "zh", R, "我的咖啡怎么喝？", "我喝咖啡不加糖。", "我喝咖啡从不加糖。"),
    ("tang", "zh", L, "我的咖啡怎么喝？", "我喝咖啡不加糖。", "我喝咖啡不加奶。"),
    ("tang", "zh", L, "我的咖啡怎么喝？", "我喝咖啡从不加糖。", "我喝咖啡总是加糖。"),
    ("jiu", "zh", L, "我喝酒吗？", "我从不喝酒。", "我不总是喝酒。"),
    ("jiu", "zh", L, "我能吃麸质吗？", "我能吃麸质。", "我不能吃麸质。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "negbound", 332300)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_negbound_probes.py): hand-written by session 32 "
                         "(negbound32) before any rule of its round was changed, for a negation or a bound said "
                         "another way (at least / no less than / a minimum of / 80% or more, 不低于 / 至少 / 起码 / "
                         "最低要到; at most / no more than / up to, 最多 / 不超过 / 顶多 / 至多; under / less than / "
                         "sub-; no / without / never any / -free, 不加 / 从不加); every group has look-alikes that are "
                         "DIFFERENT facts (the other direction, another number, another noun, the opposite, a "
                         "negation on one side only, 'not always' / 'never') or restatements; split once before "
                         "tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
