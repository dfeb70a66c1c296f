"""Issue #12: IN-SAMPLE probes for a Chinese value written two ways (session 35, valzh35), hand-written by the
engineer who tunes on them, before any rule of the round was changed (from the audit of blind probe set 12, causes 1
and 8):
  - 前 after a date or a clock time is 之前: "房租每月十号之前交" / "房租每月10号前交", 月底前, 周五前, 11点前.
    Look-alikes: another date (10号前 / 15号前), another thing due, a real change of the date.
  - 左右 / 大约 / 约 / 差不多 around a number in digits is the number, as it is around number words: 40分钟左右 /
    四十分钟 / 约40分钟. Look-alikes: another number (40 / 50 分钟左右), another holder, a real change.
  - a money unit (块 / 元 / 块钱) said on one side only, the other side's number EQUAL: "房租每月四千八" /
    "房租每月4800块". Look-alikes: another currency (4800块 / 4800美元), a count or steps (35个 / 35块, 4800步 /
    4800块), another amount.
  - 天天 / 每天 / 每日, 每个月 / 每月: one period. Look-alikes: 每天 / 每周, 每月 / 每年, another holder.
  - 一个半小时 / 1.5小时 / 90分钟; mixed digits and numerals, 1万2 / 一万二 / 12000. Look-alikes: another length,
    another amount, a real change.
Some cases mix English words in (standup, Netflix, deadline, code review, commute). Every group has restatements
and look-alikes or real updates beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_valzh_probes.py   # writes bench/data/valzh_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/valzh_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263502
OUT = Path(__file__).resolve().parent / "data" / "valzh_probes.jsonl"

S, R, L = "update_signal", "restatement", "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- 前 after a date is 之前 -----------------------------------------------------------------------------------
    ("rentdue", "zh", R, "房租什么时候交？", "房租每个月十号之前交。", "房租每个月10号前交。"),
    ("rentdue", "zh", R, "房租什么时候交？", "我每个月10号之前交房租。", "每个月10号前我交房租。"),
    ("rentdue", "zh", L, "房租什么时候交？", "房租每个月10号之前交。", "房租每个月15号前交。"),
    ("rentdue", "zh", L, "水电费什么时候交？", "房租每个月10号之前交。", "水电费每个月10号前交。"),
    ("rentdue", "zh", S, "房租什么时候交？", "房租每个月10号之前交。", "房东说房租以后改成每个月15号前交了。"),
    ("weekly", "zh", R, "周报什么时候交？", "周报要在周五之前交。", "周报要在周五前交。"),
    ("weekly", "zh", R, "周报什么时候发给老板？", "每周五之前要把周报发给老板。", "周报每周五前发给老板。"),
    ("weekly", "zh", L, "周报什么时候交？", "周报要在周五之前交。", "周报要在周四前交。"),
    ("weekly", "zh", S, "周报什么时候交？", "周报要在周五之前交。", "周报现在改成周四前交了。"),
    ("monthend", "zh", R, "报销单什么时候提交？", "报销单要在月底之前提交。", "报销单月底前提交。"),
    ("monthend", "zh", R, "信用卡什么时候还？", "信用卡账单我都在月底之前还清。", "信用卡账单我都月底前还清。"),
    ("monthend", "zh", L, "报销单什么时候提交？", "报销单要在月底之前提交。", "报销单要在月中前提交。"),
    ("monthend", "zh", L, "发票什么时候提交？", "报销单要在月底之前提交。", "发票要在月底前提交。"),
    ("visa", "zh", R, "签证材料什么时候交？", "签证材料要在3月1号之前交。", "签证材料3月1号前交。"),
    ("visa", "zh", S, "签证材料什么时候交？", "签证材料要在3月1号之前交。", "签证材料的截止时间推迟到3月15号前了。"),
    ("visa", "zh", L, "签证材料什么时候交？", "签证材料要在3月1号之前交。", "签证材料要在4月1号前交。"),
    ("bedtime", "zh", R, "我几点睡觉？", "我每天晚上十一点之前睡觉。", "我每天晚上11点前睡觉。"),
    ("bedtime", "zh", L, "我几点睡觉？", "我每天晚上11点之前睡觉。", "我每天晚上12点前睡觉。"),
    ("bedtime", "zh", L, "我女儿几点睡觉？", "我每天晚上11点之前睡觉。", "我女儿每天晚上9点前睡觉。"),
    ("review", "zh", R, "code review 什么时候做完？", "code review 要在周三之前做完。", "code review 周三前要做完。"),
    ("review", "zh", L, "code review 什么时候做完？", "code review 要在周三之前做完。", "code review 周五前要做完。"),
    ("deadline", "zh", R, "项目的 deadline 是什么时候？", "项目的 deadline 是6月30号之前。", "项目 deadline 是6月30号前。"),
    ("deadline", "zh", S, "项目的 deadline 是什么时候？", "项目的 deadline 是6月30号之前。", "项目的 deadline 延到7月15号前了。"),
    # -- 左右 / 大约 / 约 / 差不多 around digits ----------------------------------------------------------------------
    ("commute", "zh", R, "我上班单程多久？", "我每天上班单程四十分钟。", "我每天上班单程40分钟左右。"),
    ("commute", "zh", R, "我上班单程多久？", "我每天上班单程大约四十分钟。", "我每天上班单程差不多40分钟。"),
    ("commute", "zh", L, "我上班单程多久？", "我每天上班单程40分钟左右。", "我每天上班单程50分钟左右。"),
    ("commute", "zh", L, "我老婆上班单程多久？", "我每天上班单程40分钟左右。", "我老婆每天上班单程40分钟左右。"),
    ("commute", "zh", S, "我上班单程多久？", "我每天上班单程40分钟左右。", "搬家以后我上班单程变成20分钟左右了。"),
    ("sleep", "zh", R, "我每晚睡多久？", "我每晚睡七个小时。", "我每晚睡7个小时左右。"),
    ("sleep", "zh", R, "我每晚睡多久？", "我每晚睡七个小时左右。", "我每晚睡大约7个小时。"),
    ("sleep", "zh", L, "我每晚睡多久？", "我每晚睡7个小时左右。", "我每晚睡9个小时左右。"),
    ("weight", "zh", R, "我体重多少？", "我体重六十五公斤左右。", "我体重约65公斤。"),
    ("weight", "zh", R, "我体重多少？", "我体重六十五公斤。", "我体重65公斤左右。"),
    ("weight", "zh", L, "我体重多少？", "我体重65公斤左右。", "我体重75公斤左右。"),
    ("weight", "zh", L, "我爸体重多少？", "我体重65公斤左右。", "我爸体重65公斤左右。"),
    ("team", "zh", R, "我们团队多少人？", "我们团队大约二十个人。", "我们团队20个人左右。"),
    ("team", "zh", L, "隔壁团队多少人？", "我们团队大约20个人。", "隔壁团队大约20个人。"),
    ("team", "zh", S, "我们团队多少人？", "我们团队大约20个人。", "裁员以后我们团队只剩10个人左右了。"),
    ("standup", "zh", R, "standup 开多久？", "我们的 standup 每天开十五分钟左右。", "我们的 standup 每天开15分钟左右。"),
    ("standup", "zh", R, "standup 开多久？", "我们的 standup 每天开十五分钟。", "我们的 standup 每天开差不多15分钟。"),
    ("standup", "zh", L, "standup 开多久？", "我们的 standup 每天开15分钟左右。", "我们的 standup 每天开30分钟左右。"),
    # -- a money unit on one side only -------------------------------------------------------------------------------
    ("rentamt", "zh", R, "我家房租多少？", "我家房租每月四千八。", "我家房租每月4800块。"),
    ("rentamt", "zh", R, "我家房租多少？", "我家房租一个月四千八。", "我家房租一个月4800元。"),
    ("rentamt", "zh", L, "我家房租多少？", "我家房租每月4800块。", "我家房租每月4800美元。"),
    ("rentamt", "zh", S, "我家房租多少？", "我家房租每月四千八。", "房租涨了，现在每月5200块。"),
    ("gymcard", "zh", R, "健身卡多少钱？", "我的健身卡一年两千六。", "我的健身卡一年2600块钱。"),
    ("gymcard", "zh", L, "健身卡多少钱？", "我的健身卡一年两千六。", "我的健身卡一年2600美元。"),
    ("lunch", "zh", R, "我午饭一般多少钱？", "我午饭一般吃三十五。", "我午饭一般吃35块。"),
    ("lunch", "zh", L, "我午饭一般吃多少个饺子？", "我午饭一般吃35块。", "我午饭一般吃35个饺子。"),
    ("coat", "zh", R, "这件外套多少钱？", "这件外套八百九。", "这件外套890元。"),
    ("coat", "zh", L, "这件外套多少钱？", "这件外套890元。", "这件外套890美元。"),
    ("steps", "zh", L, "我今天走了多少步？", "我今天花了4800块。", "我今天走了4800步。"),
    ("steps", "zh", L, "我每天走多少步？", "我每天走四千八。", "我每天走4800块。"),
    ("apples", "zh", L, "这箱苹果多少钱？", "这箱苹果三十五个。", "这箱苹果35块。"),
    ("netflix", "zh", R, "Netflix 会员多少钱？", "我的 Netflix 会员每个月六十八。", "我的 Netflix 会员每月68块。"),
    ("netflix", "zh", L, "Spotify 会员多少钱？", "我的 Netflix 会员每月68块。", "我的 Spotify 会员每月68块。"),
    ("netflix", "zh", S, "Netflix 会员多少钱？", "我的 Netflix 会员每月68块。", "Netflix 涨价了，我的会员现在每月78块。"),
    # -- 天天 / 每天 / 每日, 每个月 / 每月 ----------------------------------------------------------------------------
    ("run", "zh", R, "我每天跑多少？", "我每天跑五公里。", "我天天跑5公里。"),
    ("run", "zh", L, "我跑步的频率？", "我每天跑5公里。", "我每周跑5公里。"),
    ("run", "zh", S, "我多久跑一次步？", "我以前天天跑步。", "我现在改成每周跑两次了。"),
    ("coffee", "zh", R, "我每天喝几杯咖啡？", "我每天喝两杯咖啡。", "我每日喝两杯咖啡。"),
    ("coffee", "zh", R, "我每天喝几杯咖啡？", "我天天喝两杯咖啡。", "我每日喝2杯咖啡。"),
    ("coffee", "zh", L, "我老公每天喝几杯咖啡？", "我每天喝两杯咖啡。", "我老公天天喝两杯咖啡。"),
    ("piano", "zh", R, "我女儿每天练琴多久？", "我女儿天天练琴一个小时。", "我女儿每天练琴一小时。"),
    ("piano", "zh", L, "我女儿每周练琴多久？", "我女儿每天练琴一个小时。", "我女儿每周练琴一个小时。"),
    ("parents", "zh", R, "我每月给爸妈转多少钱？", "我每个月给爸妈转两千块。", "我每月给爸妈转2000元。"),
    ("parents", "zh", L, "我每年给爸妈转多少钱？", "我每个月给爸妈转2000元。", "我每年给爸妈转2000元。"),
    ("payday", "zh", R, "什么时候发工资？", "公司每个月15号发工资。", "公司每月15号发工资。"),
    ("payday", "zh", L, "什么时候发工资？", "公司每个月15号发工资。", "公司每个月25号发工资。"),
    ("payday", "zh", S, "什么时候发工资？", "公司每月15号发工资。", "公司从下个月开始改成每月10号发工资了。"),
    # -- 一个半小时 / 1.5小时 / 90分钟; 1万2 / 一万二 / 12000 ---------------------------------------------------------------
    ("movie", "zh", R, "这部电影多长？", "这部电影一个半小时。", "这部电影90分钟。"),
    ("movie", "zh", L, "这部电影多长？", "这部电影一个半小时。", "这部电影两个半小时。"),
    ("gym", "zh", R, "我每天健身多久？", "我每天健身1.5小时。", "我每天健身一个半小时。"),
    ("gym", "zh", S, "我每天健身多久？", "我每天健身一个半小时。", "我现在每天健身减到一个小时了。"),
    ("salary", "zh", R, "我月薪多少？", "我现在月薪一万二。", "我现在月薪1万2。"),
    ("salary", "zh", R, "我月薪多少？", "我现在月薪12000。", "我现在月薪1万2。"),
    ("salary", "zh", L, "我老婆月薪多少？", "我现在月薪1万2。", "我老婆现在月薪1万2。"),
    ("salary", "zh", S, "我月薪多少？", "我现在月薪1万2。", "我涨薪了，现在月薪1万5。"),
    ("laptop", "zh", R, "这台电脑多少钱？", "这台电脑花了一万二。", "这台电脑花了1万2。"),
    ("laptop", "zh", L, "这台电脑多少钱？", "这台电脑花了1万2。", "这台电脑花了1万5。"),
    ("carloan", "zh", R, "车贷还剩多少？", "车贷还剩三万五。", "车贷还剩3万5。"),
    ("carloan", "zh", L, "房贷还剩多少？", "车贷还剩3万5。", "房贷还剩3万5。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "valzh", 353500)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_valzh_probes.py): hand-written by session 35 "
                         "(valzh35) before any rule of its round was changed, for a Chinese value written two ways "
                         "(前 / 之前 after a date, 左右 / 大约 / 约 / 差不多 around digits, a money unit on one side "
                         "only, 天天 / 每天 / 每日, 每个月 / 每月, 一个半小时 / 90分钟, 1万2 / 一万二 / 12000); every "
                         "group has look-alikes that are DIFFERENT facts (another date, number, currency, unit, "
                         "period or holder) or real updates; split once before tuning into 'tuning' (tuned on) and "
                         "'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
