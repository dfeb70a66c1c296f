"""Issue #12: IN-SAMPLE probes for Chinese and spoken amounts, bounds and places said two ways, and Chinese
relation words turned (session 34, zhnum34), hand-written by the engineer who tunes on them, before any rule of
the round was changed (seen and left by session 33):
  - a bare Chinese amount vs one with its unit: "我现在月薪一万五" / "我每个月工资15000元" are one fact.
    Look-alikes: another amount (一万五 / 一万六), another unit (2800块 / 2800美元), per month vs per year,
    another holder.
  - an English price said as words: "nineteen ninety-nine a month" is $19.99 a month. Look-alikes: another
    price, per month vs per year, a clock time said the same way ("the bus is at two fifty").
  - a bound said two ways: 控制在…以内 / 不超过 / 最多. Look-alikes: another bound, a floor (至少) for a ceiling,
    another unit.
  - a place said two ways: 部署在 / 放在 / 托管在 / 存在 X (上). Look-alikes: another place.
  - Chinese relation words turned: 从A搬到B / 从B搬到A, 我给X / X给我, 向, 把…卖给, 比. Two facts; a plain
    restatement of the same direction beside them.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_zhnum_probes.py   # writes bench/data/zhnum_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/zhnum_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263406
OUT = Path(__file__).resolve().parent / "data" / "zhnum_probes.jsonl"

R, L = "restatement", "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a bare Chinese amount vs one with its unit ---------------------------------------------------------------
    ("salary", "zh", R, "我月薪多少？", "我现在月薪一万五。", "我每个月工资15000元。"),
    ("salary", "zh", L, "我月薪多少？", "我现在月薪一万五。", "我现在月薪一万六。"),
    ("salary", "zh", L, "我年薪多少？", "我每个月工资15000元。", "我每年工资15000元。"),
    ("rent", "zh", R, "我家房租多少？", "我家房租两千八。", "我家房租每月2800块。"),
    ("rent", "zh", L, "我家房租多少？", "我家房租两千八。", "我家房租两千九。"),
    ("rent", "zh", L, "我家房租多少？", "我家房租每月2800块。", "我家房租每月2800美元。"),
    ("tuition", "zh", R, "孩子学费多少？", "孩子的学费一年三万六。", "孩子每年学费36000元。"),
    ("tuition", "zh", L, "孩子学费多少？", "孩子每年学费36000元。", "孩子每月学费36000元。"),
    ("carloan", "zh", R, "我车贷每月还多少？", "我车贷每月四千二。", "我每个月还车贷4200元。"),
    ("carloan", "zh", L, "我车贷每月还多少？", "我车贷每月四千二。", "我每个月还车贷4300元。"),
    ("budget", "zh", R, "这个项目预算多少？", "这个项目预算八十万。", "这个项目的预算是80万元。"),
    ("budget", "zh", L, "这个项目预算多少？", "这个项目预算八十万。", "这个项目的预算是800万元。"),
    ("laptop", "zh", R, "这台电脑多少钱买的？", "这台电脑花了我六千九。", "这台电脑是6900块买的。"),
    ("laptop", "zh", L, "这台电脑多少钱买的？", "这台电脑是6900块买的。", "这台电脑是6900港币买的。"),
    ("phonebill", "zh", R, "我每月话费多少？", "我手机话费每月八十八。", "我每月话费88元。"),
    ("phonebill", "zh", L, "我每月话费多少？", "我手机话费每月八十八。", "我每月话费98元。"),
    ("pension", "zh", R, "我爸退休金多少？", "我爸退休金一个月四千五。", "我爸每个月退休金4500元。"),
    ("pension", "zh", L, "谁的退休金是4500元？", "我爸退休金一个月四千五。", "我妈每个月退休金4500元。"),
    ("bonus", "zh", R, "我年终奖多少？", "我去年年终奖两万三。", "我去年的年终奖是23000元。"),
    ("bonus", "zh", L, "我年终奖多少？", "我去年年终奖两万三。", "我去年年终奖三万二。"),
    ("yearpay", "zh", R, "她年薪多少？", "她年薪三十五万。", "她一年收入35万元。"),
    ("yearpay", "zh", L, "她年薪多少？", "她年薪三十五万。", "她年薪35万美元。"),
    # -- an English price said as words ---------------------------------------------------------------------------
    ("plan", "en", R, "How much is the plan?", "The plan costs nineteen ninety-nine a month.", "The plan is $19.99 a month."),
    ("plan", "en", L, "How much is the plan?", "The plan costs nineteen ninety-nine a month.", "The plan costs twenty-nine ninety-nine a month."),
    ("plan", "en", L, "How much is the plan?", "The plan is $19.99 a month.", "The plan costs nineteen ninety-nine a year."),
    ("gym", "en", R, "How much is my gym membership?", "My gym membership is thirty-four fifty a month.", "My gym membership costs $34.50 per month."),
    ("gym", "en", L, "How much is my gym membership?", "My gym membership is thirty-four fifty a month.", "My gym membership costs $43.50 per month."),
    ("lunch", "en", R, "How much is lunch at the cafeteria?", "Lunch at the cafeteria costs twelve seventy-five.", "Lunch at the cafeteria is $12.75."),
    ("lunch", "en", L, "How much is lunch at the cafeteria?", "Lunch at the cafeteria costs twelve seventy-five.", "Lunch at the cafeteria is $12.57."),
    ("stream", "en", R, "How much do we pay for streaming?", "Our streaming subscription is fifteen forty-nine a month.", "We pay $15.49 a month for our streaming subscription."),
    ("stream", "en", L, "How much do we pay for streaming?", "Our streaming subscription is fifteen forty-nine a month.", "Our streaming subscription is $15.49 a year."),
    ("phone", "en", R, "How much is my phone bill?", "My phone bill comes to forty-five twenty each month.", "My phone bill is $45.20 a month."),
    ("phone", "en", L, "How much is my phone bill?", "My phone bill comes to forty-five twenty each month.", "My phone bill is $54.20 a month."),
    ("bus", "en", R, "How much is the bus ticket?", "The bus ticket is two fifty.", "A bus ticket costs $2.50."),
    ("bus", "en", L, "When is the bus?", "The bus ticket is two fifty.", "The bus leaves at two fifty."),
    # -- a bound said two ways ------------------------------------------------------------------------------------
    ("meeting", "zh", R, "每次会议开多久？", "每次会议控制在一小时以内。", "每次会议最多开一个小时。"),
    ("meeting", "zh", L, "每次会议开多久？", "每次会议控制在一小时以内。", "每次会议至少开一个小时。"),
    ("meeting", "zh", L, "每次会议开多久？", "每次会议控制在一小时以内。", "每次会议控制在两小时以内。"),
    ("review", "zh", R, "每次代码评审改多少行？", "每次代码评审的改动控制在400行以下。", "每次代码评审最多改400行。"),
    ("review", "zh", L, "每次代码评审改多少行？", "每次代码评审最多改400行。", "每次代码评审至少改400行。"),
    ("nap", "zh", R, "我午休多久？", "我午休不超过30分钟。", "我午休最多30分钟。"),
    ("nap", "zh", L, "我午休多久？", "我午休不超过30分钟。", "我午休不超过40分钟。"),
    ("latency", "zh", R, "接口响应时间要求多少？", "接口响应时间要在200毫秒以内。", "接口响应时间不能超过200毫秒。"),
    ("latency", "zh", L, "接口响应时间要求多少？", "接口响应时间要在200毫秒以内。", "接口响应时间要在200秒以内。"),
    ("coffee", "zh", R, "我每天喝几杯咖啡？", "我每天喝咖啡不超过两杯。", "我每天最多喝两杯咖啡。"),
    ("coffee", "zh", L, "我每天喝几杯咖啡？", "我每天最多喝两杯咖啡。", "我每天至少喝两杯咖啡。"),
    ("expense", "zh", R, "单次报销上限多少？", "单次报销金额不得超过五千元。", "每次报销最多5000元。"),
    ("expense", "zh", L, "单次报销上限多少？", "每次报销最多5000元。", "每次报销最多5000美元。"),
    # -- a place said two ways ------------------------------------------------------------------------------------
    ("backup", "zh", R, "我们的备份放在哪？", "我们的备份存在腾讯云上。", "备份数据放在腾讯云。"),
    ("backup", "zh", L, "我们的备份放在哪？", "我们的备份存在腾讯云上。", "备份数据放在华为云。"),
    ("site", "zh", R, "公司官网部署在哪？", "公司的官网部署在AWS上。", "公司官网托管在AWS。"),
    ("site", "zh", L, "公司官网部署在哪？", "公司的官网部署在AWS上。", "公司官网托管在Azure。"),
    ("testenv", "zh", R, "测试环境部署在哪？", "测试环境部署在华为云。", "测试服务器放在华为云上。"),
    ("testenv", "zh", L, "测试环境部署在哪？", "测试环境部署在华为云。", "测试环境部署在阿里云。"),
    ("repo", "zh", R, "我们的代码托管在哪？", "我们的代码仓库托管在GitLab上。", "代码放在GitLab。"),
    ("repo", "zh", L, "我们的代码托管在哪？", "我们的代码仓库托管在GitLab上。", "代码放在GitHub。"),
    ("car", "zh", R, "我的车停在哪？", "我的车停在小区地下车库。", "我的车一般放在小区的地下车库。"),
    ("car", "zh", L, "我的车停在哪？", "我的车停在小区地下车库。", "我的车停在公司地下车库。"),
    ("logs", "zh", R, "日志存在哪？", "我们的日志都存在Elasticsearch里。", "日志都写到Elasticsearch。"),
    ("logs", "zh", L, "日志存在哪？", "我们的日志都存在Elasticsearch里。", "日志都写到ClickHouse。"),
    # -- Chinese relation words turned ----------------------------------------------------------------------------
    ("move", "zh", L, "我从哪搬到哪？", "我从广州搬到了深圳。", "我从深圳搬到了广州。"),
    ("move", "zh", R, "我从哪搬到哪？", "我从广州搬到了深圳。", "我已经从广州搬到深圳了。"),
    ("parcel", "zh", L, "谁给谁寄了包裹？", "我给我妈寄了一个包裹。", "我妈给我寄了一个包裹。"),
    ("borrow", "zh", L, "谁向谁借了钱？", "小王向我借了五百块。", "我向小王借了五百块。"),
    ("taller", "zh", L, "谁比较高？", "我比我哥高。", "我哥比我高。"),
    ("sell", "zh", L, "车卖给谁了？", "我把车卖给了小李。", "小李把车卖给了我。"),
    ("fly", "zh", L, "我从哪飞到哪？", "我每个月从成都飞到西安。", "我每个月从西安飞到成都。"),
    ("call", "zh", L, "谁给谁打电话？", "我每周给我奶奶打电话。", "我奶奶每周给我打电话。"),
    ("call", "zh", R, "我每周给谁打电话？", "我每周给我奶奶打电话。", "我每个星期都给我奶奶打电话。"),
    ("teach", "zh", L, "谁教谁日语？", "我教小陈日语。", "小陈教我日语。"),
    ("transfer", "zh", L, "谁转给谁钱？", "我每个月给我弟转两千块。", "我弟每个月给我转两千块。"),
    ("commute", "zh", L, "我每天从哪到哪？", "我每天从昌平坐地铁到国贸。", "我每天从国贸坐地铁到昌平。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "zhnum", 634600)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_zhnum_probes.py): hand-written by session 34 "
                         "(zhnum34) before any rule of its round was changed, for Chinese and spoken amounts (a bare "
                         "Chinese amount vs one with its unit, an English price said as words), a bound said two "
                         "ways, a place said two ways, and Chinese relation words turned; every group has "
                         "look-alikes that are DIFFERENT facts (another amount, another unit, per month vs per "
                         "year, a clock time, a floor for a ceiling, another place, a relation turned) or "
                         "restatements; split once before tuning into 'tuning' (tuned on) and 'check' (counted "
                         "only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
