"""Build the aspect / verbal-measure probe set (issue #12 restatements, Chinese and English) once, and split it.

    .venv/bin/python bench/make_aspect_probes.py   # writes bench/data/aspect_probes.jsonl

Written by session 28 (aspect28) before any rule of its round was changed. The cause: a restatement that differs
only by grammar that does not change the fact is read as another detail, so the same fact is stored twice. In
Chinese: an aspect particle (了 / 过 / 着, 正在 / 在), a verbal measure of one (一趟, 一次, 一下, 一顿, 一遍, 趟,
顿, 个), or the first-person subject 我 dropped (我周末 / 周末). In English: a contraction (I've / I have, I'm /
I am), "once" of one trip.
The look-alikes a careless rule of that cause would merge: another count (两趟 / 三趟, twice), a negation
(没去过 / 去过, haven't), a plan against a thing done (要去 / 去了, going to), 过 of past experience against a
habit (吃过 / 常吃), progressive against finished (在读 / 读完了), another place, person or time.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20262803
OUT = Path(__file__).resolve().parent / "data" / "aspect_probes.jsonl"

R, L = "restatement", "distinct_lookalike"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- Chinese: a verbal measure of one, an aspect particle, 我 dropped ---------------------------------------
    ("xiamen", "zh", R, "我上个月去了哪里？", "我上个月去了一趟厦门。", "上个月我去了厦门。"),
    ("xiamen", "zh", R, "我上个月去了哪里？", "我上个月去了一趟厦门。", "上个月去了趟厦门。"),
    ("xiamen", "zh", L, "我上个月去了哪里？", "我上个月去了一趟厦门。", "我上个月去了两趟厦门。"),
    ("xiamen", "zh", L, "我上个月去了哪里？", "我上个月去了一趟厦门。", "我下个月要去一趟厦门。"),
    ("xiamen", "zh", L, "我上个月去了哪里？", "我上个月去了一趟厦门。", "我上个月去了一趟青岛。"),
    ("hotpot", "zh", R, "我昨晚吃了什么？", "我昨晚吃了顿火锅。", "昨晚吃了火锅。"),
    ("hotpot", "zh", R, "我昨晚吃了什么？", "我昨晚吃了一顿火锅。", "我昨晚吃了火锅。"),
    ("hotpot", "zh", L, "我昨晚吃了什么？", "我昨晚吃了顿火锅。", "我昨晚吃了顿烧烤。"),
    ("hotpot", "zh", L, "我昨晚吃了什么？", "我昨晚吃了顿火锅。", "我前天晚上吃了顿火锅。"),
    ("movie", "zh", R, "我看过哪部电影？", "我看过《流浪地球》这部电影。", "我看了《流浪地球》这部电影。"),
    ("movie", "zh", L, "我看过哪部电影？", "我看过《流浪地球》这部电影。", "我没看过《流浪地球》这部电影。"),
    ("movie", "zh", L, "我看过哪部电影？", "我看过《流浪地球》这部电影。", "我打算看《流浪地球》这部电影。"),
    ("umbrella", "zh", R, "我出门带什么？", "我出门总是带着一把伞。", "我出门总是带一把伞。"),
    ("umbrella", "zh", L, "我出门带什么？", "我出门总是带着一把伞。", "我出门从来不带伞。"),
    ("umbrella", "zh", L, "我出门带什么？", "我出门总是带着一把伞。", "我出门总是带着一瓶水。"),
    ("gym", "zh", R, "我周末做什么？", "我周末去健身房锻炼。", "周末去健身房锻炼。"),
    ("gym", "zh", L, "我周末做什么？", "我周末去健身房锻炼。", "我老婆周末去健身房锻炼。"),
    ("gym", "zh", L, "我周末做什么？", "我周末去健身房锻炼。", "我周末去游泳馆锻炼。"),
    ("santi", "zh", R, "我在读什么书？", "我正在读《三体》。", "我在读《三体》。"),
    ("santi", "zh", L, "我在读什么书？", "我正在读《三体》。", "我读完了《三体》。"),
    ("santi", "zh", L, "我在读什么书？", "我正在读《三体》。", "我想读《三体》。"),
    ("mom", "zh", R, "我昨天给谁打了电话？", "我昨天给妈妈打了个电话。", "昨天给妈妈打了电话。"),
    ("mom", "zh", L, "我昨天给谁打了电话？", "我昨天给妈妈打了个电话。", "我昨天给爸爸打了个电话。"),
    ("mom", "zh", L, "我昨天给谁打了电话？", "我昨天给妈妈打了个电话。", "我昨天没给妈妈打电话。"),
    ("report", "zh", R, "季度报告我看了吗？", "我把季度报告看了一遍。", "我把季度报告看了。"),
    ("report", "zh", L, "季度报告我看了吗？", "我把季度报告看了一遍。", "我把季度报告看了三遍。"),
    ("carwash", "zh", R, "我上周做了什么？", "我上周洗了一次车。", "上周我洗了车。"),
    ("carwash", "zh", L, "我上周做了什么？", "我上周洗了一次车。", "我上周洗了两次车。"),
    ("dentist", "zh", R, "我什么时候去了牙医诊所？", "我上周二去了趟牙医诊所。", "上周二我去了牙医诊所。"),
    ("dentist", "zh", L, "我什么时候去了牙医诊所？", "我上周二去了趟牙医诊所。", "我下周二要去牙医诊所。"),
    ("dentist", "zh", L, "我什么时候去了牙医诊所？", "我上周二去了趟牙医诊所。", "我上周二去了趟宠物医院。"),
    ("park", "zh", R, "我今天带谁去了公园？", "我今天带着女儿去了公园。", "今天我带女儿去了公园。"),
    ("park", "zh", L, "我今天带谁去了公园？", "我今天带着女儿去了公园。", "今天我带儿子去了公园。"),
    ("puer", "zh", R, "我喝过什么茶？", "我喝过普洱茶。", "我喝了普洱茶。"),
    ("puer", "zh", L, "我喝过什么茶？", "我喝过普洱茶。", "我从来没喝过普洱茶。"),
    ("durian", "zh", L, "我吃榴莲吗？", "我吃过榴莲。", "我经常吃榴莲。"),
    ("durian", "zh", R, "我吃榴莲吗？", "我吃过一次榴莲。", "我吃过榴莲。"),
    ("japanese", "zh", L, "我学日语吗？", "我正在学日语。", "我学过日语。"),
    ("japanese", "zh", R, "我学日语吗？", "我正在学日语。", "我在学日语。"),
    ("run", "zh", R, "我昨天跑了多少？", "我昨天跑了一次五公里。", "我昨天跑了五公里。"),
    ("run", "zh", L, "我昨天跑了多少？", "我昨天跑了一次五公里。", "我昨天跑了十公里。"),
    ("flight", "zh", R, "航班信息我查了吗？", "我查了一下航班信息。", "我查了航班信息。"),
    ("flight", "zh", L, "航班信息我查了吗？", "我查了一下航班信息。", "我还没查航班信息。"),
    ("rent", "zh", R, "房租交了吗？", "我已经交了这个月的房租。", "已经交了这个月的房租。"),
    ("rent", "zh", L, "房租交了吗？", "我已经交了这个月的房租。", "我还没交这个月的房租。"),
    ("rent", "zh", L, "房租交了吗？", "我已经交了这个月的房租。", "我室友已经交了这个月的房租。"),
    ("suzhou", "zh", R, "我去过苏州吗？", "我去过一趟苏州。", "我去过苏州。"),
    ("suzhou", "zh", L, "我去过苏州吗？", "我去过两趟苏州。", "我去过三趟苏州。"),
    ("suzhou", "zh", L, "我去过苏州吗？", "我去过一趟苏州。", "我没去过苏州。"),
    ("haircut", "zh", R, "我什么时候理的发？", "我前天去理了个发。", "前天去理了发。"),
    ("haircut", "zh", L, "我什么时候理的发？", "我前天去理了个发。", "我明天要去理发。"),
    # -- English: a contraction, "once" of one trip ------------------------------------------------------------
    ("lisbon", "en", R, "Have I been to Lisbon?", "I've been to Lisbon.", "I have been to Lisbon."),
    ("lisbon", "en", L, "Have I been to Lisbon?", "I've been to Lisbon.", "I haven't been to Lisbon."),
    ("lisbon", "en", L, "Have I been to Lisbon?", "I've been to Lisbon.", "I've been to Porto."),
    ("kyoto", "en", R, "Where did I go last spring?", "I went to Kyoto once last spring.", "I went to Kyoto last spring."),
    ("kyoto", "en", L, "Where did I go last spring?", "I went to Kyoto once last spring.", "I went to Kyoto twice last spring."),
    ("kyoto", "en", L, "Where did I go last spring?", "I went to Kyoto last spring.", "I'm going to Kyoto next spring."),
    ("dune", "en", R, "What am I reading?", "I'm reading Dune at the moment.", "I am reading Dune at the moment."),
    ("dune", "en", L, "What am I reading?", "I'm reading Dune at the moment.", "I finished reading Dune."),
    ("leeds", "en", R, "Where are we moving?", "We're moving to Leeds in May.", "We are moving to Leeds in May."),
    ("leeds", "en", L, "Where are we moving?", "We're moving to Leeds in May.", "We're moving to York in May."),
    ("cats", "en", R, "How many cats do I have?", "I've got two cats.", "I have got two cats."),
    ("cats", "en", L, "How many cats do I have?", "I've got two cats.", "I've got three cats."),
    ("korean", "en", R, "Am I learning Korean?", "I'm learning Korean.", "I am learning Korean."),
    ("korean", "en", L, "Am I learning Korean?", "I'm learning Korean.", "I'm not learning Korean."),
    ("korean", "en", L, "Am I learning Korean?", "I'm learning Korean.", "I used to learn Korean."),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "aspect", 283000)


def main() -> None:
    write_pair_file(OUT, "issue #12 aspect / verbal-measure probe set, Chinese and English, IN-SAMPLE (hand-written "
                         "by session 28, aspect28, before changing any rule of this round: an aspect particle "
                         "(了 / 过 / 着, 正在 / 在), a verbal measure of one (一趟, 一次, 一下, 一顿, 一遍, 个), "
                         "我 dropped, English contractions and 'once', with the look-alikes that must stay two: "
                         "another count, a negation, a plan against a thing done, past experience against a habit, "
                         "progressive against finished, another place, person or time; not part of "
                         "update_set.jsonl); built by bench/make_aspect_probes.py; split once before tuning into "
                         "'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
