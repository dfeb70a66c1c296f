"""Issue #12: IN-SAMPLE probes for Chinese dates and clock times (session 40, clock40), hand-written by the engineer
who tunes on them, before any rule of the round was changed:
  - a date moved in an all-Chinese pair ("体检在5月8号" / "体检改到5月9号了"), linked as the English form is
    ("My checkup is on May 8" / "My checkup moved to May 9");
  - a clock range moved ("合唱排练在晚上7点到9点" / "合唱排练改到8点到10点了");
  - a clock time said with its day part on one side only ("我的火车是上午9点20分" / "我的火车是9:20"): one time
    said twice, a restatement;
  - the same clock range moved to another part of the day with a change word ("游泳队每周六早上7点到9点训练" /
    "游泳队改到每周六晚上7点到9点训练了"): one time moved.
  - controls that must stay apart: two sessions of one day at the same clock ("早上的课是7点到9点" / "晚上的课也是7点
    到9点"), another holder's date or time ("我妈的航班是6月14号"), two events on two days, the same clock at another
    day part with no change word, an evening time beside a bare clock (not read as one time).
About a third English; every group has a control beside its target or is a control.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_clockzh_probes.py   # writes bench/data/clockzh_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/clockzh_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20264001
OUT = Path(__file__).resolve().parent / "data" / "clockzh_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L, E = "distinct_lookalike", "distinct_event"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a date moved -----------------------------------------------------------------------------------------------
    ("tijian", "zh", S, "我哪天体检？", "体检在5月8号。", "体检改到5月9号了。"),
    ("tijian", "zh", R, "我哪天体检？", "体检在5月8号。", "体检是在5月8号。"),
    ("tijian", "zh", L, "我老婆哪天体检？", "我体检在5月8号。", "我老婆体检在5月9号。"),
    ("checkup", "en", S, "When is my checkup?", "My checkup is on May 8.", "My checkup moved to May 9."),
    ("checkup", "en", L, "When is my son's checkup?", "My checkup is on May 8.", "My son's checkup is on May 9."),
    ("wedding", "zh", S, "婚礼是哪天？", "婚礼在10月3号。", "婚礼推迟到10月5号了。"),
    ("wedding", "zh", N, "婚礼是哪天？", "婚礼在10月3号。", "婚礼在10月5号。"),
    ("wedding", "zh", R, "婚礼是哪天？", "婚礼在10月3号。", "婚礼是10月3号。"),
    ("flight", "zh", S, "我的航班是哪天？", "我的航班是6月12号。", "航班改签到6月14号了。"),
    ("flight", "zh", L, "我妈的航班是哪天？", "我的航班是6月12号。", "我妈的航班是6月14号。"),
    ("exam", "zh", N, "考试在哪天？", "期末考试在1月15号。", "期末考试在1月17号。"),
    ("exam", "zh", L, "英语考试在哪天？", "数学考试在1月15号。", "英语考试在1月17号。"),
    ("dentist", "zh", S, "牙医预约在哪天？", "牙医预约在4月2号。", "牙医预约改到4月9号了。"),
    ("dentist", "zh", E, "我哪天去了牙医？", "我4月2号去看了牙医。", "我4月9号去理了发。"),
    ("party", "zh", S, "聚会是哪天？", "同学聚会定在8月20号。", "同学聚会提前到8月18号了。"),
    ("party", "zh", L, "公司年会是哪天？", "同学聚会在8月20号。", "公司年会在8月18号。"),
    ("lease", "en", S, "When does the lease end?", "The lease ends on March 31.", "The lease end was moved to April 30."),
    ("lease", "en", R, "When does the lease end?", "The lease ends on March 31.", "Our lease ends on March 31."),
    # -- a clock range moved ----------------------------------------------------------------------------------------
    ("choirzh", "zh", S, "合唱排练几点？", "合唱排练在晚上7点到9点。", "合唱排练改到8点到10点了。"),
    ("choirzh", "zh", N, "合唱排练几点？", "合唱排练是晚上7点到9点。", "合唱排练是晚上8点到10点。"),
    ("choirzh", "zh", R, "合唱排练几点？", "合唱排练在晚上7点到9点。", "合唱排练时间是晚上7点到9点。"),
    ("choirzh", "zh", L, "周四合唱排练几点？", "周二合唱排练是晚上7点到9点。", "周四合唱排练是晚上8点到10点。"),
    ("clinic", "zh", S, "门诊几点开？", "门诊时间是上午8点到12点。", "门诊时间调整为上午9点到12点了。"),
    ("clinic", "zh", L, "下午门诊几点？", "上午门诊是8点到12点。", "下午门诊是2点到5点。"),
    ("piano", "zh", S, "钢琴课几点？", "钢琴课是下午3点到4点。", "钢琴课改到下午4点到5点了。"),
    ("piano", "zh", L, "舞蹈课几点？", "钢琴课是下午3点到4点。", "舞蹈课是下午4点到5点。"),
    ("band", "zh", N, "乐团几点排练？", "乐团每周四晚上7点到9点排练。", "乐团每周四晚上8点到10点排练。"),
    ("band", "zh", L, "合唱团几点排练？", "乐团每周四晚上7点到9点排练。", "合唱团每周四晚上8点到10点排练。"),
    ("library", "zh", N, "图书馆几点开？", "图书馆周末上午9点到下午5点开放。", "图书馆周末上午10点到下午6点开放。"),
    ("choir", "en", S, "When is choir practice?", "Choir practice is from 7 to 9 in the evening.", "Choir practice moved to 8 to 10 in the evening."),
    ("choir", "en", L, "When is band practice?", "Choir practice is from 7 to 9 in the evening.", "Band practice is from 8 to 10 in the evening."),
    # -- a day part on one side only ----------------------------------------------------------------------------------
    ("train", "zh", R, "我的火车几点？", "我的火车是上午9点20分。", "我的火车是9:20。"),
    ("train", "zh", S, "我的火车几点？", "我的火车是上午9点20分。", "火车改签到上午10点20分了。"),
    ("train", "zh", L, "我爸的火车几点？", "我的火车是上午9点20分。", "我爸的火车是晚上9点20分。"),
    ("wake", "zh", R, "我几点起床？", "我每天早上7点起床。", "我每天7点起床。"),
    ("wake", "zh", S, "我几点起床？", "我每天早上7点起床。", "我现在改成每天6点起床了。"),
    ("meeting", "zh", R, "周会几点？", "周会在上午10点。", "周会在10点。"),
    ("meeting", "zh", N, "周会几点？", "周会在上午10点。", "周会在上午11点。"),
    ("standup", "zh", R, "站会几点开？", "站会上午9:30开。", "站会9:30开。"),
    ("standup", "zh", S, "站会几点开？", "站会上午9:30开。", "站会改到上午10:00开了。"),
    ("bus", "zh", R, "去机场的大巴几点发车？", "去机场的大巴是周日上午8点40分发车。", "去机场的大巴周日8:40发车。"),
    ("bus", "zh", L, "回市区的大巴几点发车？", "去机场的大巴是周日上午8点40分发车。", "回市区的大巴周日8:40发车。"),
    ("bus", "zh", N, "去机场的大巴几点发车？", "去机场的大巴是周日上午8点40分发车。", "去机场的大巴是周日上午9点10分发车。"),
    ("gate", "en", R, "When does the shop open?", "The shop opens at 9:20 am.", "The shop opens at 9:20."),
    ("gate", "en", L, "When does the night shop open?", "The shop opens at 9:20 am.", "The night shop opens at 9:20 pm."),
    # -- the same clock at another day part ---------------------------------------------------------------------------
    ("swim", "zh", S, "游泳队几点训练？", "游泳队每周六早上7点到9点训练。", "游泳队改到每周六晚上7点到9点训练了。"),
    ("swim", "zh", L, "篮球队几点训练？", "游泳队每周六早上7点到9点训练。", "篮球队每周六晚上7点到9点训练。"),
    ("class", "zh", L, "晚上的课几点？", "早上的课是7点到9点。", "晚上的课也是7点到9点。"),
    ("class", "zh", L, "我晚上几点上课？", "我早上7点到9点上课。", "我晚上7点到9点也上课。"),
    ("shift", "zh", S, "我几点上班？", "我早上8点上班。", "我调到晚上8点上班了。"),
    ("shift", "zh", L, "我老公几点上班？", "我早上8点上班。", "我老公晚上8点上班。"),
    ("yoga", "zh", S, "瑜伽课几点？", "瑜伽课在上午10点。", "瑜伽课换到晚上10点了。"),
    ("yoga", "zh", L, "普拉提课几点？", "瑜伽课在上午10点。", "普拉提课在晚上10点。"),
    ("ferry", "zh", L, "轮渡几点有？", "轮渡早上6点有一班。", "轮渡晚上6点也有一班。"),
    ("pill", "zh", L, "我晚上几点吃药？", "我早上8点吃药。", "我晚上8点还要吃一次药。"),
    ("tennis", "zh", N, "网球队什么时候训练？", "网球队每周日早上8点到10点训练。", "网球队每周日晚上8点到10点训练。"),
    ("tennis", "zh", L, "网球队晚上什么时候训练？", "网球队每周日早上8点到10点训练。", "网球队每周日晚上8点到10点也训练。"),
    ("pool", "zh", L, "泳池晚上几点开放？", "泳池早上7点到9点开放。", "泳池晚上7点到9点也开放。"),
    ("swimen", "en", S, "When is swim practice?", "Swim practice is Saturday mornings, 7 to 9.", "Swim practice moved to Saturday evenings, 7 to 9."),
    ("swimen", "en", L, "When is the evening class?", "The morning class runs 7 to 9.", "The evening class also runs 7 to 9."),
    ("pillen", "en", L, "When do I take my evening pill?", "I take my pill at 8 in the morning.", "I take another pill at 8 in the evening."),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "clockzh", 760000)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_clockzh_probes.py): hand-written by session 40 "
                         "(clock40) before any rule of its round was changed, for Chinese dates and clock times: a "
                         "date moved in an all-Chinese pair, a clock range moved, a day part said on one side only "
                         "(a restatement), the same clock range moved to another day part with a change word; "
                         "controls: two sessions of one day at one clock, another holder, two events, the same clock "
                         "at another day part with no change word; split once before tuning into 'tuning' (tuned "
                         "on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED, restatement=S)


if __name__ == "__main__":
    main()
