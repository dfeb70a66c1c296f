"""Issue #12: IN-SAMPLE probes of a detail written another way (session 39, ids39; cause C4 of blind set 17's
audit), hand-written before any rule of the round was changed, by the engineer who tunes on it. English and
Chinese about half each:
  - a restatement whose identifier is written in another case, spacing or punctuation (eu-west-1 / EU West 1,
    GPT-4 / GPT 4, us_east_2 / us-east-2, M2 Max / M2-Max, Node-18 / Node 18, room B-12 / Room B12): stored once;
  - a restatement whose count is said in words in one and in digits in the other, beside a measure ("a pair of"
    monitors / two monitors; 两台 / 2台; 两块 / 2块), some with a second detail kept as written (Mac mini);
  - a real change in such a form (eu-west-1 -> eu-west-2, GPT-4 -> GPT-4o, M2 Max -> M3 Max, 两台 -> 三台):
    an update;
  - distinct look-alikes: the same identifier or count, in another form, said of another holder.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only.

    .venv/bin/python bench/make_idform_probes.py   # writes bench/data/idform_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/idform_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263905
OUT = Path(__file__).resolve().parent / "data" / "idform_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L = "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: a cloud region ------------------------------------------------------------------------------------
    ("region", "en", R, "Which region is the database in?", "Our Postgres database runs in eu-west-1.", "The Postgres database is hosted in EU West 1."),
    ("region", "en", N, "Which region is the database in?", "Our Postgres database runs in eu-west-1.", "Our Postgres database runs in eu-west-2."),
    ("region", "en", L, "Which region is the cache in?", "Our Postgres database runs in eu-west-1.", "Our Redis cache runs in EU West 1."),
    ("queue", "en", R, "Where does the job queue live?", "The job queue lives in us_east_2.", "Our job queue is in us-east-2."),
    ("queue", "en", N, "Where does the job queue live?", "The job queue lives in us-east-2.", "The job queue lives in us-west-2."),
    # -- English: a model, a runtime ----------------------------------------------------------------------------------
    ("gpt", "en", R, "Which model does code review use?", "The code review bot uses GPT-4.", "For code review the bot uses GPT 4."),
    ("gpt", "en", N, "Which model does code review use?", "The code review bot uses GPT-4.", "The code review bot uses GPT-4o."),
    ("gpt", "en", L, "Which model does the summarizer use?", "The code review bot uses GPT-4.", "The summarizer bot uses GPT 4."),
    ("node", "en", R, "Which Node version does the API server run?", "The API server runs on Node-18.", "Our API server runs Node 18."),
    ("node", "en", N, "Which Node version does the API server run?", "The API server runs on Node 18.", "The API server runs on Node 20."),
    # -- English: hardware ----------------------------------------------------------------------------------------------
    ("chip", "en", R, "Which chip is in my laptop?", "My laptop is a MacBook Pro with an M2 Max.", "I code on an M2-Max MacBook Pro."),
    ("chip", "en", N, "Which chip is in my laptop?", "My laptop has an M2 Max chip.", "My laptop has an M3 Max chip."),
    ("chip", "en", L, "Which chip is in my wife's laptop?", "My laptop has an M2 Max chip.", "My wife's laptop has an M2-Max chip."),
    ("gpu", "en", R, "Which GPU is in my training rig?", "My training rig has an RTX 4090.", "I train models on an RTX-4090 in my rig."),
    ("gpu", "en", N, "Which GPU is in my training rig?", "My training rig has an RTX 4090.", "My training rig has an RTX 4080."),
    # -- English: a room -------------------------------------------------------------------------------------------------
    ("room", "en", R, "Where is standup?", "Standup is in room B-12.", "We hold standup in Room B12."),
    ("room", "en", N, "Where is standup?", "Standup is in room B-12.", "Standup is in room B-14."),
    ("room", "en", L, "Where is retro?", "Standup is in room B-12.", "Retro is in Room B12."),
    # -- English: a count said in words ----------------------------------------------------------------------------------
    ("monitors", "en", R, "How many monitors are on my desk?", "My desk has two 24-inch monitors.", "I have a pair of 24-inch monitors on my desk."),
    ("monitors", "en", N, "How many monitors are on my desk?", "My desk has two 24-inch monitors.", "My desk has three 24-inch monitors."),
    ("monitors", "en", L, "How many monitors are on my sister's desk?", "My desk has two 24-inch monitors.", "My sister's desk has a pair of 24-inch monitors."),
    ("ssd", "en", R, "How many spare SSDs are in the server room?", "We keep a pair of spare SSDs in the server room.", "Two spare SSDs are kept in the server room."),
    ("ssd", "en", N, "How many spare SSDs are in the server room?", "We keep two spare SSDs in the server room.", "We keep four spare SSDs in the server room."),
    ("cats", "en", R, "How many cats do I have?", "I have a pair of Siamese cats.", "I have two Siamese cats."),
    ("cats", "en", L, "How many cats does my neighbour have?", "I have two Siamese cats.", "My neighbour has a pair of Siamese cats."),
    # -- Chinese: a cloud region, a model, a runtime ---------------------------------------------------------------------
    ("quyu", "zh", R, "数据库在哪个区域？", "我们的数据库部署在 eu-west-1。", "数据库放在 EU West 1 区域。"),
    ("quyu", "zh", N, "数据库在哪个区域？", "我们的数据库部署在 eu-west-1。", "我们的数据库部署在 eu-west-2。"),
    ("quyu", "zh", L, "缓存在哪个区域？", "我们的数据库部署在 eu-west-1。", "我们的缓存部署在 EU West 1。"),
    ("moxing", "zh", R, "代码审查用哪个模型？", "代码审查用的是 GPT-4。", "我们做代码审查用 GPT 4。"),
    ("moxing", "zh", N, "代码审查用哪个模型？", "代码审查用的是 GPT-4。", "代码审查用的是 GPT-4o。"),
    ("node", "zh", R, "后端跑在哪个 Node 版本上？", "后端服务跑在 Node-18 上。", "后端服务用的是 Node 18。"),
    ("node", "zh", S, "后端跑在哪个 Node 版本上？", "后端服务跑在 Node 18 上。", "后端服务升级到 Node 20 了。"),
    ("duilie", "zh", R, "消息队列在哪个区域？", "消息队列在 us_east_2。", "消息队列部署在 us-east-2。"),
    ("duilie", "zh", L, "日志服务在哪个区域？", "消息队列在 us-east-2。", "日志服务在 US East 2。"),
    # -- Chinese: hardware --------------------------------------------------------------------------------------------------
    ("xinpian", "zh", R, "我的电脑是什么芯片？", "我的笔记本是 M2 Max 芯片。", "我笔记本用的是 M2-Max。"),
    ("xinpian", "zh", N, "我的电脑是什么芯片？", "我的笔记本是 M2 Max 芯片。", "我的笔记本是 M3 Max 芯片。"),
    ("xinpian", "zh", L, "我同事的电脑是什么芯片？", "我的笔记本是 M2 Max 芯片。", "我同事的笔记本是 M2-Max 芯片。"),
    # -- Chinese: a count in words and in digits --------------------------------------------------------------------------
    ("ceshiji", "zh", R, "测试机是什么？", "测试机是两台 Mac mini。", "测试用的是2台 Mac mini。"),
    ("ceshiji", "zh", N, "测试机是什么？", "测试机是两台 Mac mini。", "测试机是三台 Mac mini。"),
    ("ceshiji", "zh", L, "开发机是什么？", "测试机是两台 Mac mini。", "开发机是2台 Mac mini。"),
    ("jifang", "zh", R, "机房里有几台服务器？", "机房里有两台 Dell R740 服务器。", "机房里放着2台 Dell R740。"),
    ("jifang", "zh", N, "机房里有几台服务器？", "机房里有两台 Dell R740 服务器。", "机房里有四台 Dell R740 服务器。"),
    ("xianshiqi", "zh", R, "我桌上有几块显示器？", "我桌上有两块 27 寸显示器。", "我桌上是2块27寸的显示器。"),
    ("xianshiqi", "zh", N, "我桌上有几块显示器？", "我桌上有两块显示器。", "我桌上有三块显示器。"),
    ("xianshiqi", "zh", L, "我同事桌上有几块显示器？", "我桌上有两块 27 寸显示器。", "我同事桌上有2块27寸显示器。"),
    ("yingpan", "zh", R, "备用硬盘有几块？", "服务器机房备着两块 SSD。", "机房里备用的 SSD 有2块。"),
    ("yingpan", "zh", N, "备用硬盘有几块？", "服务器机房备着两块 SSD。", "服务器机房备着四块 SSD。"),
    ("mao", "zh", R, "我养了几只猫？", "我养了两只布偶猫。", "我养了2只布偶猫。"),
    ("mao", "zh", L, "我邻居养了几只猫？", "我养了两只布偶猫。", "我邻居养了2只布偶猫。"),
    ("fangjian", "zh", R, "站会在哪个会议室？", "站会在 B-12 会议室开。", "站会在b12会议室。"),
    ("fangjian", "zh", N, "站会在哪个会议室？", "站会在 B-12 会议室开。", "站会在 B-14 会议室开。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "idform39", 750500)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_idform_probes.py): hand-written by session 39 "
                         "(ids39) before any rule of its round was changed, for a detail written another way "
                         "(an identifier in another case, spacing or punctuation: eu-west-1 / EU West 1, GPT-4 / "
                         "GPT 4, M2 Max / M2-Max; a count in words and in digits: a pair of / two, 两台 / 2台): "
                         "restatements (stored once), real changes in such forms (updates) and the same detail "
                         "said of another holder (distinct); split once before tuning into 'tuning' (tuned on) "
                         "and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
