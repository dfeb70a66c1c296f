"""Issue #12: IN-SAMPLE probes for Chinese value forms and slots (session 36, formzh36), hand-written by the
engineer who tunes on them, before any rule of the round was changed (from the audit of blind probe set 14,
cause 1 (h)-(l), cause 5 and cause 7):
  - N点M with no 分 (七点四十, 7点40) is the clock time N:M. Look-alike: 七点四十 / 七点四十五 (another time).
  - 千分之N is N/10 percent, 百分之N is N%. Look-alike: 千分之三 / 0.5%.
  - two adjacent numerals before 十 / 百 / 千 / 万 (三四百) are a range (300-400). Look-alike: 三四百 / 500-600.
  - 早上 / 上午 are one part of the day with one clock time on both sides. Look-alike: 早上八点 / 晚上八点.
  - 预算 / 房租 / 月租 / 工资 + a number is one money slot. Look-alikes: 预算两千 / 房租两千 (two slots), two budgets.
  - 还是回 / 又回到 / 回来 + the slot's verb is a return (A -> B -> A). Look-alike: 回来 of a trip (我出差回来了).
  - "<name> 这个开关 / 这个 flag" right after a name is an apposition. Look-alike: 这个 + a noun not the name's kind.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_formzh_probes.py   # writes bench/data/formzh_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/formzh_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from collections import Counter
from pathlib import Path

from probes import check_groups, write_jsonl

SPLIT_SEED = 20263608
FIRST_ID = 636600
OUT = Path(__file__).resolve().parent / "data" / "formzh_probes.jsonl"

R, S, N, V = "restatement", "update_signal", "update_nosignal", "reversal"
L, E = "distinct_lookalike", "distinct_event"

# group, class, question, sentences in the order they are written (all Chinese)
CASES: list[tuple[str, str, str, list[str]]] = [
    # -- (a) N点M with no 分 is a clock time --------------------------------------------------------------------
    ("chumen", R, "我每天早上几点出门？", ["我每天早上七点四十出门。", "我每天早上7:40出门。"]),
    ("chumen", R, "我每天早上几点出门？", ["我每天早上七点四十出门。", "我每天早上七点四十分出门。"]),
    ("chumen", S, "我每天早上几点出门？", ["我每天早上七点四十出门。", "我改成每天早上七点五十五出门了。"]),
    ("naozhong", R, "我的闹钟几点响？", ["我的闹钟定在六点五十响。", "我的闹钟定在6:50响。"]),
    ("naozhong", R, "我的闹钟几点响？", ["我的闹钟定在6点50响。", "我的闹钟定在六点五十分响。"]),
    ("banche", R, "公司班车晚上几点发车？", ["公司班车晚上六点二十发车。", "公司班车晚上6点20发车。"]),
    ("banche", N, "公司班车晚上几点发车？", ["公司班车晚上六点二十发车。", "公司班车晚上六点三十五发车。"]),
    ("daoxiao", R, "我儿子几点到校？", ["我儿子每天七点二十到校。", "我儿子每天7:20到校。"]),
    ("daoxiao", L, "我女儿几点到校？", ["我儿子每天七点二十到校。", "我女儿每天7:20到校。"]),
    # -- (b) 千分之N / 百分之N ----------------------------------------------------------------------------------
    ("cuowu", R, "支付接口的错误率要控制在多少？", ["支付接口的错误率要控制在千分之二以内。", "支付接口的错误率要控制在0.2%以内。"]),
    ("cuowu", S, "支付接口的错误率要控制在多少？", ["支付接口的错误率要控制在千分之二以内。", "支付接口的错误率标准改成了0.5%以内。"]),
    ("nianfei", R, "这张信用卡的手续费是多少？", ["这张信用卡的分期手续费是千分之六。", "这张信用卡的分期手续费是0.6%。"]),
    ("nianfei", N, "这张信用卡的手续费是多少？", ["这张信用卡的分期手续费是千分之六。", "这张信用卡的分期手续费是0.9%。"]),
    ("choucheng", R, "平台的抽成是多少？", ["外卖平台的抽成是百分之八。", "外卖平台的抽成是8%。"]),
    ("choucheng", S, "平台的抽成是多少？", ["外卖平台的抽成是百分之八。", "外卖平台的抽成涨到了12%。"]),
    ("huidu", R, "新搜索页开给了多少用户？", ["新搜索页目前开给百分之十五的用户。", "新搜索页目前开给15%的用户。"]),
    ("tuihuo", R, "退货率的目标是多少？", ["退货率的目标是千分之三。", "退货率的目标是0.3%。"]),
    ("tuihuo", N, "退货率的目标是多少？", ["退货率的目标是千分之三。", "退货率的目标是0.5%。"]),
    # -- (c) two adjacent numerals before 十 / 百 / 千 / 万 are a range -----------------------------------------
    ("dache", R, "我每周打车花多少钱？", ["我每周打车一般花三四百。", "我每周打车一般花300-400。"]),
    ("dache", N, "我每周打车花多少钱？", ["我每周打车一般花三四百。", "我每周打车一般花500-600。"]),
    ("huafei", R, "我每个月话费多少？", ["我每个月话费大概七八十块。", "我每个月话费大概70到80块。"]),
    ("baojia", R, "厨房翻新报价多少？", ["厨房翻新的报价是七八千。", "厨房翻新的报价是7000-8000。"]),
    ("baojia", S, "厨房翻新报价多少？", ["厨房翻新的报价是七八千。", "厨房翻新的报价涨到了一万二。"]),
    ("gouliang", R, "狗粮一袋多少钱？", ["狗粮一袋要两三百。", "狗粮一袋要200到300。"]),
    ("gouliang", L, "猫粮一袋多少钱？", ["狗粮一袋要两三百。", "猫粮一袋要200到300。"]),
    # -- (d) 早上 / 上午 one part of the day ------------------------------------------------------------------
    ("zuhui", R, "组会在什么时候？", ["组会在周三早上十点。", "组会在周三上午十点。"]),
    ("zuhui", S, "组会在什么时候？", ["组会在周三早上十点。", "组会改到周三晚上十点了。"]),
    ("tijian", R, "体检约在什么时候？", ["体检约在周六早上八点半。", "体检约在周六上午8:30。"]),
    ("jiazhang", S, "家长会在什么时候？", ["家长会在周五早上八点。", "家长会改到周五晚上八点了。"]),
    ("jiazhang", R, "家长会在什么时候？", ["家长会在周五早上八点。", "家长会在周五上午八点。"]),
    ("jiaojie", R, "值班几点交接？", ["值班交接是周一早上九点。", "值班交接是周一上午9点。"]),
    ("jiaojie", L, "备班几点交接？", ["值班交接是周一早上九点。", "备班交接是周一上午9点。"]),
    # -- (e) one money slot ----------------------------------------------------------------------------------
    ("fangzu", S, "我每月房租多少？", ["我每月房租三千二。", "房租涨了，现在每月三千五。"]),
    ("fangzu", N, "我每月房租多少？", ["我每月房租三千二。", "我每月房租三千五。"]),
    ("fangzu", R, "我每月房租多少？", ["我每月房租三千二。", "房租每个月三千二。"]),
    ("gongzi", S, "我一个月工资多少？", ["我一个月工资一万二。", "涨薪了，我一个月工资变成一万五。"]),
    ("gongzi", N, "我一个月工资多少？", ["我一个月工资一万二。", "我一个月工资一万四。"]),
    ("maicai", N, "我每月买菜预算多少？", ["我每月买菜预算一千八。", "我买菜预算一个月两千二。"]),
    ("maicai", R, "我每月买菜预算多少？", ["我每月买菜预算一千八。", "我买菜预算一个月一千八。"]),
    ("maicai", L, "我每月房租多少？", ["我每月买菜预算两千。", "我每月房租两千。"]),
    ("maicai", L, "我每月旅游预算多少？", ["我每月买菜预算两千。", "我每月旅游预算两千五。"]),
    ("yuezu", S, "车位月租多少？", ["小区车位月租四百。", "小区车位月租上调到五百了。"]),
    ("yuezu", L, "我妈的房租多少？", ["我每月房租三千。", "我妈每月房租四千。"]),
    # -- (f) a return said with 还是回 / 又回到 / 回来 + the slot's verb -------------------------------------------
    ("paobu", V, "我周末在哪跑步？", ["我周末一般去健身房跑步。", "最近周末改成去公园跑步了。", "公园太晒了，周末还是回健身房跑步。"]),
    ("wufan", V, "我午饭在哪吃？", ["我午饭一般在食堂吃。", "这阵子午饭改成点外卖了。", "外卖太贵，午饭又回到食堂吃了。"]),
    ("beisi", V, "乐队的贝斯手是谁？", ["乐队的贝斯手是大刘。", "大刘出国了，贝斯手换成了小周。", "小周忙毕业，大刘回来弹贝斯了。"]),
    ("beisi", E, "大刘去哪了？", ["乐队的贝斯手是大刘。", "大刘旅游回来了。"]),
    ("chuchai", E, "我最近去哪了？", ["我在上海做产品经理。", "我出差回来了。"]),
    ("tongqin", V, "我怎么上班？", ["我平时坐地铁上班。", "最近改成骑电动车上班了。", "天太冷，还是回坐地铁上班。"]),
    ("tongqin", E, "我今天去哪了？", ["我平时坐地铁上班。", "我今天从公司回来得很晚。"]),
    # -- (g) <name> 这个开关 / 这个 flag: an apposition ------------------------------------------------------------
    ("darkmode", R, "dark_mode_v3 放量多少？", ["dark_mode_v3 这个开关目前放量 30%。", "dark_mode_v3 目前放量 30%。"]),
    ("darkmode", N, "dark_mode_v3 放量多少？", ["dark_mode_v3 这个开关目前放量 30%。", "dark_mode_v3 目前放量 60%。"]),
    ("search", R, "search_v2 在安卓上放量多少？", ["search_v2 这个 flag 在安卓上放量 10%。", "search_v2 在安卓上放量 10%。"]),
    ("search", N, "search_v2 在安卓上放量多少？", ["search_v2 这个 flag 在安卓上放量 10%。", "search_v2 在安卓上放量 40%。"]),
    ("search", L, "search_v2 在 iOS 上放量多少？", ["search_v2 这个 flag 在安卓上放量 10%。", "search_v2 在 iOS 上放量 10%。"]),
    ("feed", S, "new_feed 放量多少？", ["new_feed 这个开关在 iOS 上放量 20%。", "new_feed 在 iOS 上的放量调到了 50%。"]),
    ("xiaoli", L, "谁周五发版？", ["小李这个组周五发版。", "小李周五发版。"]),
    ("pay", L, "pay_v2 的超时是多少？", ["pay_v2 这个接口的超时是 5 秒。", "pay_v2 这个页面的超时是 5 秒。"]),
    # -- more restatements mixing forms --------------------------------------------------------------------------
    ("wushui", R, "我几点午睡？", ["我中午十二点四十午睡。", "我中午12:40午睡。"]),
    ("jiayou", R, "这辆车百公里油耗多少？", ["这辆车百公里油耗七八升。", "这辆车百公里油耗7到8升。"]),
    ("lilv", R, "房贷利率是多少？", ["我的房贷利率是百分之三点五。", "我的房贷利率是3.5%。"]),
    ("lilv", S, "房贷利率是多少？", ["我的房贷利率是百分之三点五。", "我的房贷利率降到了3.1%。"]),
    ("yingyong", R, "我几点去接孩子？", ["我下午四点五十去接孩子。", "我下午4:50去接孩子。"]),
    ("yingyong", L, "我老婆几点去接孩子？", ["我下午四点五十去接孩子。", "我老婆下午4:50去接孩子。"]),
]


def build() -> list[dict]:
    groups = [f"zh-{group}" for group, *_ in CASES]
    check = check_groups(groups, SPLIT_SEED)
    return [{"lang": "zh", "group": f"formzh-{group}", "question": q, "cls": cls, "seq": seq, "id": FIRST_ID + n,
             "split": "check" if group in check else "tuning"}
            for n, (group, (_, cls, q, seq)) in enumerate(zip(groups, CASES, strict=True))]


def main() -> None:
    rows = build()
    write_jsonl(OUT, {"about": "issue #12 IN-SAMPLE probes (bench/make_formzh_probes.py): hand-written by session 36 "
                               "(formzh36) before any rule of its round was changed, for Chinese value forms and slots "
                               "(N点M as a clock time, 千分之N / 百分之N, 三四百 as a range, 早上 / 上午, a money slot "
                               "after 预算 / 房租 / 工资, a return said 还是回 / 又回到 / 回来, <name> 这个开关 as an apposition); "
                               "every group has look-alikes that are DIFFERENT facts or changes; split once before tuning "
                               "into 'tuning' (tuned on) and 'check' (counted only), by group",
                      "split_seed": SPLIT_SEED, "split_unit": "group", "cases": len(rows)}, rows)
    print(Counter((row["cls"], row["split"]) for row in rows), "cases", len(rows))


if __name__ == "__main__":
    main()
