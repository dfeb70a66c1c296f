"""Issue #12: IN-SAMPLE probes for a range or a quantity said in two units or two word orders (session 40, range40),
hand-written by the engineer who tunes on them, before any rule of the round was changed:
  - a range read with both ends in one unit: "1-2 weeks" / "7-14 days", 1-2周 / 7到14天, "1 to 2 days" /
    "one or two days" / "1-2 days" (one range said three ways), "1-2 hours" / "60-120 minutes";
  - a quantity said in another unit or another word order: Redis 缓存 60 分钟 / 一小时, 房租3200元一个月 /
    房租每个月3200块, 电费每度 / 电费一度, 交通费三百五 / 350元;
  - a value of those replaced, with or without a change word: "1-2 days" / "3-4 days", 1-2周 / 3-4周, 视频会员每年
    198元 / 258元, Redis 缓存 30 / 60 分钟, 交通费三百五 / 305元 (350 is not 305);
  - controls that must stay two facts: another subject with the other value (two services' TTLs, 退款 and 发货, 音乐
    会员 and 视频会员, 水费 and 电费), two months' bills, two activities' ranges.
About half English, half Chinese; every group has a control beside its target or is a control.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_rangeunit_probes.py   # writes bench/data/rangeunit_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/rangeunit_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20264002
OUT = Path(__file__).resolve().parent / "data" / "rangeunit_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L = "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: a range in two units, said three ways, replaced ------------------------------------------------
    ("ship", "en", R, "How long does shipping take?", "Shipping takes 1-2 weeks.", "Shipping takes 7-14 days."),
    ("ship", "en", N, "How long does shipping take?", "Shipping takes 1-2 weeks.", "Shipping takes 3-4 weeks."),
    ("ship", "en", L, "How long do returns take?", "Shipping takes 1-2 weeks.", "Returns take 7-14 days."),
    ("delivery", "en", R, "How long does delivery take?", "Delivery takes 1 to 2 days.", "Delivery takes 1-2 days."),
    ("delivery", "en", R, "How long does delivery take?", "Delivery takes one or two days.", "Delivery takes 1-2 days."),
    ("delivery", "en", N, "How long does delivery take?", "Delivery takes 1-2 days.", "Delivery takes 3-4 days."),
    ("delivery", "en", L, "How long does pickup take?", "Delivery takes 1-2 days.", "Pickup takes 3-4 days."),
    ("refund", "en", R, "How long do refunds take?", "Refunds arrive in two to three weeks.", "Refunds arrive in 14-21 days."),
    ("refund", "en", S, "How long do refunds take?", "Refunds arrive in 2-3 weeks.", "Refunds now take 4-5 weeks instead."),
    ("review", "en", R, "How long does the design review take?", "The design review takes 1-2 hours.", "The design review takes 60-120 minutes."),
    ("review", "en", L, "How long does the code review take?", "The design review takes 1-2 hours.", "The code review takes 30-60 minutes."),
    ("visa", "en", R, "How long does the visa take?", "The visa takes two to four weeks to process.", "The visa takes 2-4 weeks to process."),
    ("visa", "en", N, "How long does the visa take?", "The visa takes 2-4 weeks to process.", "The visa takes 6-8 weeks to process."),
    ("ttl", "en", N, "What is the Redis cache TTL?", "The Redis cache TTL is 30 minutes.", "The Redis cache TTL is 60 minutes."),
    ("ttl", "en", R, "What is the Redis cache TTL?", "The Redis cache TTL is 60 minutes.", "The Redis cache TTL is one hour."),
    ("ttl", "en", L, "What is the CDN cache TTL?", "The Redis cache TTL is 30 minutes.", "The CDN cache TTL is 60 minutes."),
    ("ttl", "en", S, "What is the Redis cache TTL?", "The Redis cache TTL is 30 minutes.", "We raised the Redis cache TTL to 1 hour."),
    ("bill", "en", L, "What was my April electricity bill?", "My electricity bill for March was $80.", "My electricity bill for April was $95."),
    ("gym", "en", N, "How much is the gym membership?", "The gym membership costs $198 a year.", "The gym membership costs $258 a year."),
    ("gym", "en", R, "How much is the gym membership?", "The gym membership costs $198 a year.", "The gym membership is $198 per year."),
    ("gym", "en", L, "How much is the pool membership?", "The gym membership costs $198 a year.", "The pool membership costs $258 a year."),
    ("train", "en", L, "How often do I swim?", "I run 1-2 days a week.", "I swim 3-4 days a week."),
    ("train", "en", N, "How often do I run?", "I run 1-2 days a week.", "I run 3-4 days a week."),
    # -- Chinese: a range in two units, a quantity in two units or word orders ------------------------------------
    ("fahuo", "zh", R, "发货要多久？", "发货要1-2周。", "发货要7到14天。"),
    ("fahuo", "zh", R, "发货要多久？", "发货要一到两周。", "发货要7-14天。"),
    ("fahuo", "zh", N, "发货要多久？", "发货要1-2周。", "发货要3-4周。"),
    ("fahuo", "zh", L, "退款要多久？", "发货要1-2周。", "退款要7-14天。"),
    ("kuaidi", "zh", R, "快递几天到？", "快递一到两天就到。", "快递1-2天就到。"),
    ("kuaidi", "zh", N, "快递几天到？", "快递三到五天到。", "快递五到七天到。"),
    ("zhouhui", "zh", R, "周会开多久？", "周会一般开1-2小时。", "周会一般开60到120分钟。"),
    ("jiaotong", "zh", R, "交通费多少？", "交通费三百五。", "交通费350元。"),
    ("jiaotong", "zh", N, "交通费多少？", "交通费三百五。", "交通费305元。"),
    ("fangzu", "zh", R, "房租多少？", "房租3200元一个月。", "房租每个月3200块。"),
    ("fangzu", "zh", R, "房租多少？", "房租一个月3200元。", "每个月房租3200块。"),
    ("fangzu", "zh", N, "房租多少？", "房租每个月3200块。", "房租每个月3500块。"),
    ("dianfei", "zh", L, "四月电费多少？", "三月的电费是210元。", "四月的电费是185元。"),
    ("huiyuan", "zh", N, "视频会员多少钱？", "视频会员每年198元。", "视频会员每年258元。"),
    ("huiyuan", "zh", S, "视频会员多少钱？", "视频会员每年198元。", "视频会员涨到每年258元了。"),
    ("huiyuan", "zh", L, "音乐会员多少钱？", "视频会员每年198元。", "音乐会员每年258元。"),
    ("dujia", "zh", R, "电费多少钱一度？", "电费每度0.6元。", "电费一度0.6元。"),
    ("dujia", "zh", N, "电费多少钱一度？", "电费每度0.6元。", "电费每度0.8元。"),
    ("dujia", "zh", L, "水费多少钱一吨？", "电费每度0.6元。", "水费每吨3.5元。"),
    ("redis", "zh", N, "Redis 缓存多久？", "Redis 缓存 30 分钟。", "Redis 缓存 60 分钟。"),
    ("redis", "zh", R, "Redis 缓存多久？", "Redis 缓存 60 分钟。", "Redis 缓存一小时。"),
    ("redis", "zh", S, "Redis 缓存多久？", "Redis 缓存过期时间是30分钟。", "Redis 缓存过期时间改成60分钟了。"),
    ("redis", "zh", L, "CDN 缓存多久？", "Redis 缓存 30 分钟。", "CDN 缓存 60 分钟。"),
    ("youyong", "zh", L, "我跑步一周几天？", "我一周游泳一到两天。", "我一周跑步三到四天。"),
    ("youyong", "zh", N, "我游泳一周几天？", "我一周游泳一到两天。", "我一周游泳三到四天。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "rangeunit", 760100)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_rangeunit_probes.py): hand-written by session 40 "
                         "(range40) before any rule of its round was changed, for a range read with both ends in one "
                         "unit (1-2 weeks / 7-14 days, 1 to 2 days / one or two days / 1-2 days, 1-2周 / 7到14天) and "
                         "a quantity said in another unit or word order (60分钟 / 一小时, 房租3200元一个月 / 每个月3200块, "
                         "每度 / 一度, 三百五 / 350元); updates of those values with and without a change word; "
                         "controls: another subject with the other value (two services' TTLs, 发货 / 退款, 视频会员 / "
                         "音乐会员, 电费 / 水费), two months' bills, two activities' ranges; split once before tuning "
                         "into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
