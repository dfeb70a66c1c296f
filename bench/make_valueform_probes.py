"""Issue #12: IN-SAMPLE probes of a value written in another form (session 39, forms39), hand-written by the engineer
who tunes on them, before any rule of the round was changed (the forms named by blind set 16's audit, cause 1 and 4):
  - a restatement with its value in another form (class restatement: stored once): a bare hour range beside the same
    range in pm with an evening word ("7 to 9" / "7pm till 9pm"), a duration as an adjective ("30-day" / "30 days",
    "a rolling 90 days" / "90-day rolling window"), a date written with a slash in Chinese (5/8 / 5月8号), a range
    of days in Chinese numerals, digits or words (一到两天 / 1-2天, "1 to 2 days" / "one or two days"), a week's span
    ("Monday to Monday" / "until next Monday"), a Chinese day part with its clock time beside the 24-hour clock;
  - an update whose value really changed in such forms (class update_nosignal: linked at least): "7 to 9" ->
    "8 to 10pm", 5/8 -> 5月9号, 下午3点10分 -> 晚上7点40分 (the day part changed with the clock), a morning range
    moved to the evening, 30 days -> a 14-day trial;
  - distinct look-alikes (class distinct_lookalike: kept apart, unlinked): two events or holders with such values.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only.

    .venv/bin/python bench/make_valueform_probes.py   # writes bench/data/valueform_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/valueform_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263903
OUT = Path(__file__).resolve().parent / "data" / "valueform_probes.jsonl"

N, R, L = "update_nosignal", "restatement", "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: an evening range, bare and in pm ------------------------------------------------------------------
    ("orchestra", "en", R, "When is orchestra practice?", "Orchestra practice is on Wednesday evenings, 7 to 9.", "Orchestra practice is on Wednesday evenings, 7pm to 9pm."),
    ("orchestra", "en", N, "When is orchestra practice?", "Orchestra practice is on Wednesday evenings, 7 to 9.", "Orchestra practice is on Wednesday evenings, 8 to 10pm."),
    ("orchestra", "en", L, "When is jazz band practice?", "Orchestra practice is on Wednesday evenings, 7 to 9.", "Jazz band practice is on Wednesday evenings, 7pm to 9pm."),
    ("pottery", "en", R, "When is my pottery class?", "My pottery class is Monday evenings from 6 to 8.", "Pottery class: Monday evenings, 6pm-8pm."),
    ("pottery", "en", N, "When is my pottery class?", "My pottery class is Monday evenings from 6 to 8.", "My pottery class is Monday evenings from 7pm to 9pm."),
    ("swim", "en", N, "When does the swim squad train?", "Swim squad trains on Saturday mornings, 7 to 9.", "Swim squad trains on Saturdays from 7pm to 9pm."),
    ("swim", "en", L, "When does the running club meet?", "Swim squad trains on Saturday mornings, 7 to 9.", "The running club meets on Saturday evenings, 7pm to 9pm."),
    ("quiz", "en", R, "When is pub quiz?", "Pub quiz night is Thursday evenings, 8 till 10.", "Pub quiz is Thursday evenings from 8pm till 10pm."),
    # -- English: a duration as an adjective ------------------------------------------------------------------------------
    ("trial", "en", R, "How long is the free trial?", "The free trial lasts 30 days.", "The free trial is a 30-day trial."),
    ("trial", "en", N, "How long is the free trial?", "The free trial lasts 30 days.", "The free trial is a 14-day trial."),
    ("trial", "en", L, "How long is the money-back guarantee?", "The free trial lasts 30 days.", "The money-back guarantee lasts 60 days."),
    ("logs", "en", R, "How long are logs kept?", "Application logs are kept for a rolling 90 days.", "Application logs: 90-day rolling window."),
    ("logs", "en", N, "How long are logs kept?", "Application logs are kept for a rolling 90 days.", "Application logs: 30-day rolling window."),
    ("notice", "en", R, "What is the contractor's notice period?", "The contractor's notice period is four weeks.", "The contractor has a 4-week notice period."),
    ("notice", "en", L, "What is my notice period?", "The contractor's notice period is four weeks.", "My notice period is twelve weeks."),
    ("parking", "en", R, "How long can I park at the station?", "Parking at the station is limited to 2 hours.", "The station has 2-hour parking."),
    # -- English: a range of days, a week's span --------------------------------------------------------------------------
    ("shipping", "en", R, "How long does shipping take?", "Shipping usually takes 1 to 2 days.", "Shipping usually takes one or two days."),
    ("shipping", "en", R, "How long does shipping take?", "Shipping usually takes 1-2 days.", "Shipping usually takes 1 to 2 days."),
    ("shipping", "en", N, "How long does shipping take?", "Shipping usually takes 1-2 days.", "Shipping usually takes 3 to 5 days."),
    ("shipping", "en", L, "How long do refunds take?", "Shipping usually takes 1-2 days.", "Refunds usually take 1 to 2 days."),
    ("oncall", "en", R, "Who is on call this week?", "I'm on call for the API this week, Monday to Monday.", "I'm on call for the API this week until next Monday."),
    ("oncall", "en", L, "Who is on call next week?", "I'm on call for the API this week, Monday to Monday.", "Sam is on call for the API next week, Monday to Monday."),
    ("sale", "en", R, "How long does the sale run?", "The spring sale runs this week, Friday to Friday.", "The spring sale runs this week until next Friday."),
    # -- English: a numeric date beside a written one -----------------------------------------------------------------------
    ("visa", "en", R, "When is the visa appointment?", "My visa appointment is on May 8 at 10am.", "Visa appointment: 5/8, 10am."),
    ("visa", "en", N, "When is the visa appointment?", "My visa appointment is on May 8 at 10am.", "Visa appointment: 5/9, 10am."),
    ("visa", "en", L, "When is my sister's visa appointment?", "My visa appointment is on May 8 at 10am.", "My sister's visa appointment is on 5/8 at 10am."),
    # -- English: a clock with a day part -----------------------------------------------------------------------------------
    ("ferry", "en", N, "When does the ferry leave?", "The ferry to Bilbao leaves Saturday at 9am.", "The ferry to Bilbao leaves Saturday at 7pm."),
    ("parents", "en", R, "When is parents' evening?", "Parents' evening is on Thursday at 7.", "Parents' evening is on Thursday at 7pm."),
    ("nine", "en", R, "What are my working hours?", "I work 9 to 5 on weekdays.", "My working hours are 9am-5pm on weekdays."),
    ("nine", "en", N, "What are the pharmacy's hours?", "The pharmacy is open 9 to 5.", "The pharmacy is open 9am to 7pm."),
    ("nine", "en", L, "What are the library's hours?", "The pharmacy is open 9 to 5.", "The library is open 9am to 5pm."),
    # -- Chinese: a date with a slash ---------------------------------------------------------------------------------------
    ("kanya", "zh", R, "我什么时候去洗牙？", "我约了5月8号下午两点洗牙。", "5/8 下午2点 洗牙"),
    ("kanya", "zh", N, "我什么时候去洗牙？", "我约了5月8号下午两点洗牙。", "我约了5/9下午两点洗牙。"),
    ("kanya", "zh", L, "我老婆什么时候洗牙？", "我约了5月8号下午两点洗牙。", "我老婆约了5/8下午两点洗牙。"),
    ("shengri", "zh", R, "妈妈的生日是哪天？", "妈妈的生日是5月8号。", "妈妈生日：5/8"),
    ("shengri", "zh", L, "爸爸的生日是哪天？", "妈妈的生日是5月8号。", "爸爸的生日是5/8。"),
    ("jiaofei", "zh", R, "物业费什么时候交？", "物业费要在6月15日前交。", "物业费6/15之前交"),
    ("jiaofei", "zh", N, "物业费什么时候交？", "物业费要在6月15日前交。", "物业费要在6/30之前交。"),
    # -- Chinese: a range of days -------------------------------------------------------------------------------------------
    ("kuaidi", "zh", R, "快递一般几天到？", "快递一般一到两天就到。", "快递通常1-2天到。"),
    ("kuaidi", "zh", R, "快递一般几天到？", "快递一般一到两天就到。", "快递一般1到2天就到。"),
    ("kuaidi", "zh", N, "快递一般几天到？", "快递一般一到两天就到。", "快递一般三到五天才到。"),
    ("kuaidi", "zh", L, "退款一般几天到账？", "快递一般一到两天就到。", "退款一般1-2天到账。"),
    ("shenpi", "zh", R, "报销审批要几天？", "报销审批一般要两到三天。", "报销审批一般2-3天。"),
    ("shenpi", "zh", N, "报销审批要几天？", "报销审批一般要两到三天。", "报销审批一般要5-7天。"),
    ("tuihuo", "zh", R, "可以几天内退货？", "这家店支持30天无理由退货。", "这家店三十天内可以无理由退货。"),
    # -- Chinese: a day part changed with the clock -------------------------------------------------------------------------
    ("gaotie", "zh", N, "去上海的高铁几点发车？", "去上海的高铁是周六上午9点20分发车。", "去上海的高铁是周六下午2点05分发车。"),
    ("gaotie", "zh", R, "去上海的高铁几点发车？", "去上海的高铁是周六上午9点20分发车。", "去上海的高铁周六9:20发车。"),
    ("gaotie", "zh", L, "回北京的高铁几点发车？", "去上海的高铁是周六上午9点20分发车。", "回北京的高铁是周日下午2点05分发车。"),
    ("jiazhang", "zh", N, "家长会几点开？", "家长会是周四下午4点。", "家长会是周四晚上7点。"),
    ("jiazhang", "zh", R, "家长会几点开？", "家长会是周四晚上7点。", "家长会周四19:00开。"),
    ("jiazhang", "zh", L, "年级会几点开？", "家长会是周四晚上7点。", "年级会是周四下午4点。"),
    ("hangban", "zh", N, "去厦门的航班几点起飞？", "去厦门的航班是周日早上8点30分起飞。", "去厦门的航班是周日晚上9点15分起飞。"),
    ("hangban", "zh", R, "去厦门的航班几点起飞？", "去厦门的航班是周日晚上9点15分起飞。", "去厦门的航班周日21:15起飞。"),
    # -- Chinese: an evening range, in day part and 24-hour clock --------------------------------------------------------------
    ("hechang", "zh", R, "合唱团什么时候排练？", "合唱团每周二晚上7点到9点排练。", "合唱团周二19:00-21:00排练。"),
    ("hechang", "zh", N, "合唱团什么时候排练？", "合唱团每周二晚上7点到9点排练。", "合唱团每周二晚上8点到10点排练。"),
    ("hechang", "zh", L, "舞蹈队什么时候排练？", "合唱团每周二晚上7点到9点排练。", "舞蹈队每周二晚上7点到9点排练。"),
    ("youyong", "zh", N, "游泳队什么时候训练？", "游泳队每周六早上7点到9点训练。", "游泳队每周六晚上7点到9点训练。"),
    ("youyong", "zh", L, "篮球队什么时候训练？", "游泳队每周六早上7点到9点训练。", "篮球队每周六晚上7点到9点训练。"),
    # -- Chinese: a duration as a count and a week's span -----------------------------------------------------------------------
    ("zhiban", "zh", R, "这周谁值班？", "这周我值班，周一到下周一。", "这周我值班，一直到下周一。"),
    ("zhiban", "zh", L, "下周谁值班？", "这周我值班，周一到下周一。", "下周小李值班，周一到下周一。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "forms39", 750300)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_valueform_probes.py): hand-written by session 39 "
                         "(forms39) before any rule of its round was changed, for a value written in another form "
                         "(a bare hour range beside pm with an evening word, 30-day / 30 days, 5/8 / 5月8号, "
                         "一到两天 / 1-2天, Monday to Monday / until next Monday, a Chinese day part with its clock): "
                         "restatements (stored once), updates whose value really changed in such forms (linked at "
                         "least) and distinct look-alikes (kept apart); split once before tuning into 'tuning' "
                         "(tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
