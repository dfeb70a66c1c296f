"""Issue #12: IN-SAMPLE probes of Chinese facts typed with a space between a number and its unit, of 前 / 之前 /
以前, and of Chinese filler (session 39, zh39), hand-written before any rule of the round was changed, by the
engineer who tunes on it. Chinese, a few mixed with English names (written "zh"):
  - a fact said twice, once with a space between the digits and the Han unit ("每月 10 号", "2 台", "0.6 元",
    "30 天") and once without it, or in Han numerals (class restatement: stored once);
  - the same value really changed, typed with the space (classes update_signal, update_nosignal);
  - 前 / 之前 / 以前 after an event ("睡觉前", "出门之前", "下班以前"): one "before", said twice (restatement); a
    sentence-opening 以前 / 之前 ("formerly") is still a past marker;
  - filler read as content: 统一 / 一律 / 全都, and a measure word with 的 ("骑的是辆捷安特的自行车");
  - distinct look-alikes with spaced values (another thing, another holder, before against after) as controls.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only.

    .venv/bin/python bench/make_zhspace_probes.py   # writes bench/data/zhspace_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/zhspace_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263904
OUT = Path(__file__).resolve().parent / "data" / "zhspace_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L = "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a day of the month, typed with a space --------------------------------------------------------------------
    ("xinyongka", "zh", R, "信用卡几号还？", "我每个月 10 号还信用卡。", "信用卡每月十号还。"),
    ("xinyongka", "zh", R, "信用卡几号还？", "信用卡每月 10 号还款。", "我每个月10号还信用卡。"),
    ("xinyongka", "zh", S, "信用卡几号还？", "我每个月 10 号还信用卡。", "信用卡还款日改到每月 20 号了。"),
    ("xinyongka", "zh", L, "房贷几号还？", "我每个月 10 号还信用卡。", "房贷每个月 25 号扣款。"),
    ("gongzi", "zh", R, "几号发工资？", "公司每月 5 号发工资。", "工资每个月五号发。"),
    ("gongzi", "zh", L, "几号交房租？", "公司每月 5 号发工资。", "房租每月 8 号交给房东。"),
    # -- a price per unit, with a decimal -------------------------------------------------------------------------
    ("dianfei", "zh", R, "电费多少钱一度？", "家里电费每度 0.6 元。", "电费一度0.6元。"),
    ("dianfei", "zh", N, "电费多少钱一度？", "家里电费每度 0.6 元。", "家里电费每度 0.65 元。"),
    ("dianfei", "zh", L, "水费多少钱一吨？", "家里电费每度 0.6 元。", "家里水费每吨 3.5 元。"),
    ("tingche", "zh", R, "停车费怎么算？", "小区停车费每小时 5 元。", "小区停车每小时5块钱。"),
    ("tingche", "zh", S, "停车费怎么算？", "小区停车费每小时 5 元。", "小区停车费涨到每小时 8 元了。"),
    ("huiyuan", "zh", R, "视频会员一年多少钱？", "视频会员每年 198 元。", "视频会员一年198元。"),
    ("huiyuan", "zh", N, "视频会员一年多少钱？", "视频会员每年 198 元。", "视频会员每年 258 元。"),
    ("huiyuan", "zh", L, "音乐会员一年多少钱？", "视频会员每年 198 元。", "音乐会员每年 88 元。"),
    # -- a count with a measure word --------------------------------------------------------------------------------
    ("dayinji", "zh", R, "办公室有几台打印机？", "办公室有 3 台打印机。", "办公室一共3台打印机。"),
    ("dayinji", "zh", S, "办公室有几台打印机？", "办公室有 3 台打印机。", "办公室现在有 5 台打印机了。"),
    ("dayinji", "zh", L, "办公室有几台投影仪？", "办公室有 3 台打印机。", "办公室有 3 台投影仪。"),
    ("niunai", "zh", R, "孩子每天喝几杯牛奶？", "孩子每天喝 2 杯牛奶。", "孩子每天喝2杯牛奶。"),
    ("niunai", "zh", S, "孩子每天喝几杯牛奶？", "孩子每天喝 2 杯牛奶。", "孩子现在每天改喝 3 杯牛奶。"),
    ("niunai", "zh", L, "我每天喝几杯咖啡？", "孩子每天喝 2 杯牛奶。", "我每天喝 2 杯咖啡。"),
    # -- a length of time --------------------------------------------------------------------------------------------
    ("nianjia", "zh", R, "我有几天年假？", "我一年有 15 天年假。", "我的年假是每年15天。"),
    ("nianjia", "zh", S, "我有几天年假？", "我一年有 15 天年假。", "今年起我的年假涨到 20 天了。"),
    ("nianjia", "zh", L, "我有几天病假？", "我一年有 15 天年假。", "我一年有 15 天带薪病假。"),
    ("redis", "zh", R, "Redis 缓存多久过期？", "Redis 缓存 30 分钟过期。", "Redis 的缓存过期时间是30分钟。"),
    ("redis", "zh", N, "Redis 缓存多久过期？", "Redis 缓存 30 分钟过期。", "Redis 缓存 60 分钟过期。"),
    ("redis", "zh", L, "登录 token 多久过期？", "Redis 缓存 30 分钟过期。", "登录 token 7 天过期。"),
    ("neicun", "zh", R, "我的 MacBook 有多少内存？", "我的 MacBook 是 16 GB 内存。", "我的 MacBook 内存16GB。"),
    ("neicun", "zh", S, "我的 MacBook 有多少内存？", "我的 MacBook 是 16 GB 内存。", "我换了台 MacBook，现在是 32 GB 内存。"),
    # -- 前 / 之前 / 以前 after an event -------------------------------------------------------------------------------
    ("shuijiao", "zh", R, "我睡觉前做什么？", "我每天睡觉前看半小时书。", "每天睡觉之前我都会看半小时书。"),
    ("shuijiao", "zh", L, "我起床后做什么？", "我每天睡觉前看半小时书。", "我每天起床后跑半小时步。"),
    ("chumen", "zh", R, "出门前要做什么？", "出门前记得关煤气。", "出门之前要把煤气关好。"),
    ("chumen", "zh", R, "出门前要做什么？", "出门之前要把煤气关好。", "出门以前记得关煤气。"),
    ("chiyao", "zh", R, "降压药什么时候吃？", "降压药在早饭前吃。", "降压药早饭之前吃。"),
    ("chiyao", "zh", L, "降压药什么时候吃？", "降压药在早饭前吃。", "降压药在早饭后吃。"),
    ("chiyao", "zh", L, "胃药什么时候吃？", "降压药在早饭前吃。", "胃药在午饭前吃。"),
    ("shangxian", "zh", R, "上线前要做什么？", "上线前必须跑一遍集成测试。", "上线之前一定要先跑集成测试。"),
    ("shangxian", "zh", R, "发版前要做什么？", "发版前要在 staging 上回归一遍。", "发版之前先在 staging 回归一遍。"),
    ("ribao", "zh", R, "日报什么时候发？", "下班以前把日报发到部门群。", "日报下班前发部门群里。"),
    ("ribao", "zh", L, "周报什么时候发？", "下班以前把日报发到部门群。", "周五中午前把周报发到部门群。"),
    # -- a sentence-opening 以前 / 之前 is "formerly" -------------------------------------------------------------------
    ("yiqian", "zh", R, "我以前在哪上班？", "以前我在南京上班。", "我以前在南京工作。"),
    ("yiqian", "zh", S, "我在哪上班？", "我在南京上班。", "我以前在南京上班，现在调到苏州了。"),
    ("yiqian", "zh", L, "我以前住在哪？", "我住在无锡。", "我以前住在常州。"),
    # -- filler: 统一 / 一律 / 全都, a measure word with 的 ---------------------------------------------------------------
    ("baoxiao", "zh", R, "报销单交给谁？", "我们部门的报销单都交给财务小李。", "部门报销单统一交给财务小李。"),
    ("baoxiao", "zh", L, "请假条交给谁？", "部门报销单统一交给财务小李。", "部门请假条统一交给人事小王。"),
    ("baoxiao", "zh", S, "报销单交给谁？", "部门报销单统一交给财务小李。", "部门报销单现在改成交给财务小周了。"),
    ("jiyao", "zh", R, "会议纪要发到哪？", "会议纪要一律发到钉钉群。", "会议纪要都发到钉钉群里。"),
    ("jiyao", "zh", R, "会议纪要发到哪？", "会议纪要全都发到钉钉群。", "会议纪要发钉钉群。"),
    ("jiyao", "zh", L, "设计稿发到哪？", "会议纪要一律发到钉钉群。", "设计稿一律发到飞书群。"),
    ("zixingche", "zh", R, "我骑什么车通勤？", "我骑捷安特自行车通勤。", "通勤骑的是辆捷安特的自行车。"),
    ("zixingche", "zh", R, "我开什么车上班？", "我开一辆白色的特斯拉上班。", "上班开的是辆白色特斯拉。"),
    ("zixingche", "zh", L, "我老婆骑什么车通勤？", "我骑捷安特自行车通勤。", "我老婆通勤骑的是辆捷安特的自行车。"),
    ("zixingche", "zh", S, "我骑什么车通勤？", "我骑捷安特自行车通勤。", "我现在改骑美利达的自行车通勤了。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "zh39", 750400)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_zhspace_probes.py): hand-written by session 39 "
                         "(zh39) before any rule of its round was changed, for Chinese facts typed with a space "
                         "between a number and its unit (每月 10 号, 3 台, 0.6 元, 15 天), said twice or really "
                         "changed; 前 / 之前 / 以前 after an event (one 'before') and a sentence-opening 以前 (a past "
                         "marker); filler read as content (统一, 一律, 全都, a measure word with 的); and distinct "
                         "look-alikes with spaced values; split once before tuning into 'tuning' (tuned on) and "
                         "'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
