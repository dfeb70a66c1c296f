"""Issue #12: IN-SAMPLE probes for Chinese values that count only after 是, and value forms read apart (session 41,
zhval41), hand-written by the engineer who tunes on them, before any rule of the round was changed:
  - a surname + title as a person value outside 是 (跟刘老师学钢琴, 找李医生看病, 找张总), 姓王 / 王老师;
  - a period 按天 / 按小时 / 按月 / 按季度; a note with "：" (宽带：电信200兆, 会员等级：金卡); tiers 金卡 / 铂金卡;
  - a Chinese decimal said in words (七十五点五公斤, 五点二) against digits, a clock time kept (五点二十);
  - English value forms: 1.2 s / 2 seconds, "No. 22" / "number 22", "22 degrees" / 22°C, bpm / "beats per minute" / HR;
  - controls that must stay two facts: two children with two teachers of two subjects, two parents' doctors, two
    logs' periods, two bills' periods, two hotel chains' tiers, two APIs' timings, two houses, two rooms, two rates.
Mostly Chinese; every group has a control beside its target or is a control.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_zhval41_probes.py   # writes bench/data/zhval41_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/zhval41_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20264107
OUT = Path(__file__).resolve().parent / "data" / "zhval41_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L = "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- Chinese: a surname + title outside 是 ----------------------------------------------------------------------
    ("gangqin", "zh", N, "女儿跟哪位老师学钢琴？", "我女儿跟刘老师学钢琴。", "我女儿跟陈老师学钢琴。"),
    ("gangqin", "zh", L, "老二跟哪位老师学画画？", "老大跟刘老师学钢琴。", "老二跟陈老师学画画。"),
    ("gangqin", "zh", L, "女儿跟哪位老师学游泳？", "女儿跟刘老师学钢琴。", "女儿跟陈老师学游泳。"),
    ("yisheng", "zh", N, "我爸找哪位医生看病？", "我爸一直找李医生看病。", "我爸一直找张医生看病。"),
    ("yisheng", "zh", L, "我妈找哪位医生看病？", "我爸一直找李医生看病。", "我妈一直找张医生看病。"),
    ("yisheng", "zh", L, "我爸找哪位医生看眼睛？", "我爸找李医生看牙。", "我爸找张医生看眼睛。"),
    ("banzhuren", "zh", R, "儿子的班主任是谁？", "儿子的班主任是王老师。", "儿子的班主任姓王。"),
    ("banzhuren", "zh", N, "儿子的班主任是谁？", "儿子的班主任是王老师。", "儿子的班主任姓李。"),
    ("banzhuren", "zh", L, "女儿的班主任是谁？", "儿子的班主任姓王。", "女儿的班主任姓李。"),
    ("zhangzong", "zh", N, "项目的事找谁？", "项目的事直接找张总。", "项目的事直接找刘总。"),
    ("zhangzong", "zh", L, "报销的事找谁？", "采购的事直接找张总。", "报销的事直接找刘总。"),
    # -- Chinese: a period 按X ----------------------------------------------------------------------------------------
    ("rizhi", "zh", N, "访问日志怎么切分？", "访问日志按天切分。", "访问日志按小时切分。"),
    ("rizhi", "zh", R, "访问日志怎么切分？", "访问日志按天切分。", "访问日志按日切分。"),
    ("rizhi", "zh", L, "审计日志怎么切分？", "访问日志按天切分。", "审计日志按小时切分。"),
    ("shuifei", "zh", N, "水费怎么交？", "水费按月交。", "水费按季度交。"),
    ("shuifei", "zh", L, "物业费怎么交？", "水费按月交。", "物业费按季度交。"),
    ("baomu", "zh", N, "保洁阿姨的工钱怎么算？", "保洁阿姨的工钱按小时算。", "保洁阿姨的工钱按天算。"),
    ("baomu", "zh", L, "家教的工钱怎么算？", "保洁阿姨的工钱按小时算。", "家教的工钱按天算。"),
    # -- Chinese: a note with "：", tiers -----------------------------------------------------------------------------
    ("kuandai", "zh", R, "家里宽带是什么？", "家里宽带是电信200兆。", "家里宽带：电信200兆。"),
    ("kuandai", "zh", N, "家里宽带是什么？", "家里宽带：电信200兆。", "家里宽带：联通500兆。"),
    ("kuandai", "zh", L, "公司宽带是什么？", "家里宽带：电信200兆。", "公司宽带：联通500兆。"),
    ("huazhu", "zh", N, "华住会员是什么等级？", "华住会员等级：金卡。", "华住会员等级：铂金。"),
    ("huazhu", "zh", R, "华住会员是什么等级？", "我的华住会员是金卡。", "华住会员等级：金卡。"),
    ("huazhu", "zh", N, "华住会员是什么等级？", "我的华住会员是金卡。", "我的华住会员是铂金卡。"),
    ("huazhu", "zh", L, "万豪会员是什么等级？", "我的华住会员是金卡。", "我的万豪会员是铂金卡。"),
    # -- Chinese: a decimal said in words, a clock time kept ----------------------------------------------------------
    ("tizhong", "zh", R, "我体重多少？", "我体重七十五点五公斤。", "我体重75.5公斤。"),
    ("tizhong", "zh", N, "我体重多少？", "我体重七十五点五公斤。", "我体重73公斤。"),
    ("tizhong", "zh", L, "我老婆体重多少？", "我体重七十五点五公斤。", "我老婆体重52公斤。"),
    ("xuetang", "zh", R, "我空腹血糖多少？", "我空腹血糖一般在6.1左右。", "我空腹血糖一般在六点一左右。"),
    ("xuetang", "zh", N, "我空腹血糖多少？", "我空腹血糖一般在6.1左右。", "我空腹血糖一般在五点四左右。"),
    ("qichuang", "zh", R, "我几点起床？", "我每天五点二十起床。", "我每天5点20起床。"),
    ("jiekou", "zh", N, "登录接口响应要多久？", "登录接口响应要2秒。", "登录接口响应要0.8秒。"),
    ("jiekou", "zh", L, "搜索接口响应要多久？", "登录接口响应要2秒。", "搜索接口响应要0.8秒。"),
    # -- English: value forms ----------------------------------------------------------------------------------------
    ("login", "en", N, "How fast does the login API respond?", "The login API responds in 2 seconds.", "The login API responds in 0.8 seconds."),
    ("login", "en", L, "How fast does the search API respond?", "The login API responds in 2 seconds.", "The search API responds in 0.8 seconds."),
    ("house", "en", R, "Where do my parents live?", "My parents live at No. 22 Elm Street.", "My parents live at number 22 Elm Street."),
    ("house", "en", L, "Where do my in-laws live?", "My parents live at No. 22 Elm Street.", "My in-laws live at No. 35 Elm Street."),
    ("thermo", "en", R, "What is the office thermostat set to?", "The office thermostat is set to 22°C.", "The office thermostat is set to 22 degrees."),
    ("thermo", "en", N, "What is the office thermostat set to?", "The office thermostat is set to 22°C.", "The office thermostat is set to 20 degrees."),
    ("thermo", "en", L, "What is the bedroom thermostat set to?", "The office thermostat is set to 22°C.", "The bedroom thermostat is set to 18 degrees."),
    ("pulse", "en", R, "What is my resting heart rate?", "My resting heart rate is about 60 bpm.", "My resting heart rate is about 60 beats per minute."),
    ("pulse", "en", R, "What is my resting heart rate?", "My resting HR is about 60 bpm.", "My resting heart rate is about 60 bpm."),
    ("pulse", "en", N, "What is my resting heart rate?", "My resting heart rate is about 60 bpm.", "My resting heart rate is about 72 beats per minute."),
    ("pulse", "en", L, "What is my max heart rate?", "My resting heart rate is about 60 bpm.", "My max heart rate is about 185 bpm."),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "zhval41", 770600)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_zhval41_probes.py): hand-written by session 41 "
                         "(zhval41) before any rule of its round was changed, for Chinese values that count only "
                         "after 是 (a surname + title, 姓王, 按天 / 按小时, a note with '：', tiers 金卡 / 铂金卡) and value "
                         "forms read apart (七十五点五 / 75.5, 2 s / 0.8 s, No. 22, 22 degrees / 22°C, bpm / HR); "
                         "controls: two children's teachers of two subjects, two parents' doctors, two logs' and two "
                         "bills' periods, two chains' tiers, two APIs, two houses, two rooms, two heart rates; split "
                         "once before tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
