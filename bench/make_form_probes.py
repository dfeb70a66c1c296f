"""Build the detail-form probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_form_probes.py   # writes bench/data/form_probes.jsonl

Written by session 18 (forms18) before any rule of its round was changed: one detail written two ways.
Restatements that write a clock time ("3pm" / "3 p.m." / "15:00" / "3 o'clock in the afternoon", 下午三点 /
下午3点 / 15点 / 15:00, "half past 9" / 9点半), a date ("March 3" / "3 March" / "Mar 3" / "the 3rd of March",
3月3日 / 三月三号), a count ("two dogs" / "2 dogs", 两个孩子 / 2个孩子) or a frequency ("three times a week" /
"3 times per week" / "thrice weekly" / "3x a week", 一周三次 / 每周三次 / 每星期三次, "every day" / "daily",
每天 / 每日) another way.

Controls that must stay TWO entries: another hour ("3pm" / "4pm", 下午三点 / 下午四点), am against pm
("7 am" / "7 pm", 早上八点 / 晚上八点), another date, count or frequency, another subject with the same detail,
a bare hour against a 24-hour one (三点 / 十五点, "3 o'clock" / "15:00": a bare hour is ambiguous and must not be
guessed), a time against a count ("at 15:00" / "15 people"); and updates that change a detail written in
another form ("moved from 3 pm to 17:00" must be an update to the newer value).

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one
group): "tuning" is tuned on, "check" is not. Both halves are in-sample for the engine's authors
(hand-written by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20261303
OUT = Path(__file__).resolve().parent / "data" / "form_probes.jsonl"

R, L, E, U = "restatement", "distinct_lookalike", "distinct_event", "update_signal"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: clock times ---------------------------------------------------------------------------
    ("dentist", "en", R, "When is my dentist appointment?", "My dentist appointment is at 3pm on Friday.", "My dentist appointment is at 3 p.m. on Friday."),
    ("dentist", "en", R, "When is my dentist appointment?", "My dentist appointment is at 3pm on Friday.", "My dentist appointment is at 15:00 on Friday."),
    ("dentist", "en", R, "When is my dentist appointment?", "My dentist appointment is at 3pm on Friday.", "My dentist appointment is on Friday at 3 o'clock in the afternoon."),
    ("dentist", "en", L, "When is my dentist appointment?", "My dentist appointment is at 3pm on Friday.", "My dentist appointment is at 4pm on Friday."),
    ("dentist", "en", L, "When is my eye exam?", "My dentist appointment is at 3pm on Friday.", "My eye exam is at 3 p.m. on Friday."),
    ("dentist", "en", U, "When is my dentist appointment?", "My dentist appointment is at 3pm on Friday.", "My dentist appointment on Friday was moved from 3pm to 16:00."),
    ("standup", "en", R, "When is the team standup?", "The team standup is at 9:30 am.", "The team standup is at half past 9 in the morning."),
    ("standup", "en", R, "When is the team standup?", "The team standup is at 9:30 am.", "The team standup is at 9.30am."),
    ("standup", "en", R, "When is the team standup?", "The team standup is at 9:30 am.", "The team standup is at 09:30."),
    ("standup", "en", L, "When is the team standup?", "The team standup is at 9:30 am.", "The team standup is at 10:30 am."),
    ("standup", "en", L, "When is the team retro?", "The team standup is at 9:30 am.", "The team retro is at 9:30 in the morning."),
    ("standup", "en", U, "When is the team standup?", "The team standup is at 9:30 am.", "The team standup moved to 10:30."),
    ("flight", "en", R, "When does my flight leave?", "My flight leaves at 7 am on Sunday.", "My flight leaves at 07:00 on Sunday."),
    ("flight", "en", R, "When does my flight leave?", "My flight leaves at 7 am on Sunday.", "My flight leaves at seven in the morning on Sunday."),
    ("flight", "en", L, "When does my flight leave?", "My flight leaves at 7 am on Sunday.", "My flight leaves at 7 pm on Sunday."),
    ("flight", "en", L, "When does my flight leave?", "My flight leaves at 7 am on Sunday.", "My flight leaves at 19:00 on Sunday."),
    ("flight", "en", U, "When does my flight leave?", "My flight leaves at 7 am on Sunday.", "My flight on Sunday was changed from 7 am to 9:15."),
    ("board", "en", R, "When is the board meeting?", "The board meeting is at 15:00.", "The board meeting is at 3 pm."),
    ("board", "en", R, "When is the board meeting?", "The board meeting is at 15:00.", "The board meeting is at three in the afternoon."),
    ("board", "en", L, "How many people are in the board meeting?", "The board meeting is at 15:00.", "The board meeting has 15 people."),
    ("board", "en", L, "When is the board meeting?", "The board meeting is at 15:00.", "The board meeting is at 5 pm."),
    ("board", "en", U, "When is the board meeting?", "The board meeting is at 15:00.", "The board meeting was moved from 3 pm to 17:00."),
    ("cafe", "en", R, "When do we meet at the cafe?", "We agreed to meet at 3 o'clock at the cafe.", "We agreed to meet at three o'clock at the cafe."),
    ("cafe", "en", L, "When do we meet at the cafe?", "We agreed to meet at 3 o'clock at the cafe.", "We agreed to meet at 15:00 at the cafe."),
    ("cafe", "en", L, "When do we meet at the cafe?", "We agreed to meet at 3 o'clock at the cafe.", "We agreed to meet at 4 o'clock at the cafe."),
    ("cafe", "en", L, "When do we meet at the cafe?", "We agreed to meet at 3 o'clock at the cafe.", "We agreed to meet at 3am at the cafe."),
    # -- English: dates ---------------------------------------------------------------------------------
    ("birthday", "en", R, "When is my sister's birthday?", "My sister's birthday is on March 3.", "My sister's birthday is on 3 March."),
    ("birthday", "en", R, "When is my sister's birthday?", "My sister's birthday is on March 3.", "My sister's birthday is on the 3rd of March."),
    ("birthday", "en", R, "When is my sister's birthday?", "My sister's birthday is on March 3.", "My sister's birthday is Mar 3."),
    ("birthday", "en", L, "When is my sister's birthday?", "My sister's birthday is on March 3.", "My sister's birthday is on March 4."),
    ("birthday", "en", L, "When is my brother's birthday?", "My sister's birthday is on March 3.", "My brother's birthday is on 3 March."),
    ("lease", "en", R, "When does our office lease end?", "Our office lease ends on June 30.", "Our office lease ends on 30 June."),
    ("lease", "en", R, "When does our office lease end?", "Our office lease ends on June 30.", "Our office lease ends on June 30th."),
    ("lease", "en", R, "When does our office lease end?", "Our office lease ends on June 30.", "Our office lease ends on 6/30."),
    ("lease", "en", L, "When does our office lease end?", "Our office lease ends on June 30.", "Our office lease ends on July 30."),
    ("lease", "en", U, "When does our office lease end?", "Our office lease ends on June 30.", "Our office lease was extended from 30 June to Dec 31."),
    ("conference", "en", R, "When does the conference start?", "The conference starts on 12 October.", "The conference starts Oct 12."),
    ("conference", "en", R, "When does the conference start?", "The conference starts on 12 October.", "The conference starts on the twelfth of October."),
    ("conference", "en", L, "When does the conference start?", "The conference starts on 12 October.", "The conference starts on 13 October."),
    ("conference", "en", L, "When does the workshop start?", "The conference starts on 12 October.", "The workshop starts on October 12."),
    # -- English: counts --------------------------------------------------------------------------------
    ("dogs", "en", R, "How many dogs do we have?", "We have two dogs.", "We have 2 dogs."),
    ("dogs", "en", L, "How many dogs do we have?", "We have two dogs.", "We have 3 dogs."),
    ("dogs", "en", L, "How many cats do we have?", "We have two dogs.", "We have two cats."),
    ("nodes", "en", R, "How many nodes does the cluster run on?", "The cluster runs on four nodes.", "The cluster runs on 4 nodes."),
    ("nodes", "en", L, "How many nodes does the cluster run on?", "The cluster runs on four nodes.", "The cluster runs on five nodes."),
    ("nodes", "en", U, "How many nodes does the cluster run on?", "The cluster runs on four nodes.", "The cluster was scaled from four nodes to 6 nodes."),
    # -- English: frequencies ---------------------------------------------------------------------------
    ("gym", "en", R, "How often do I go to the gym?", "I go to the gym three times a week.", "I go to the gym 3 times per week."),
    ("gym", "en", R, "How often do I go to the gym?", "I go to the gym three times a week.", "I go to the gym thrice weekly."),
    ("gym", "en", R, "How often do I go to the gym?", "I go to the gym three times a week.", "I go to the gym 3x a week."),
    ("gym", "en", L, "How often do I go to the gym?", "I go to the gym three times a week.", "I go to the gym four times a week."),
    ("gym", "en", L, "How often do I go swimming?", "I go to the gym three times a week.", "I go swimming 3 times per week."),
    ("gym", "en", U, "How often do I go to the gym?", "I go to the gym three times a week.", "I now go to the gym four times a week instead of three."),
    ("backups", "en", R, "When do backups run?", "Backups run every day at 2 am.", "Backups run daily at 2am."),
    ("backups", "en", R, "When do backups run?", "Backups run every day at 2 am.", "Backups run every day at 02:00."),
    ("backups", "en", L, "When do backups run?", "Backups run every day at 2 am.", "Backups run every day at 2 pm."),
    ("backups", "en", L, "When do backups run?", "Backups run every day at 2 am.", "Backups run every week at 2 am."),
    ("backups", "en", U, "When do backups run?", "Backups run every day at 2 am.", "Backups now run daily at 4 am."),
    ("meds", "en", R, "How often do I take my medication?", "I take my medication twice a day.", "I take my medication 2 times daily."),
    ("meds", "en", L, "How often do I take my medication?", "I take my medication twice a day.", "I take my medication three times a day."),
    ("meds", "en", U, "How often do I take my medication?", "I take my medication twice a day.", "I now take my medication once a day instead of twice."),
    ("deploys", "en", R, "How often do we deploy to production?", "We deploy to production twice a week.", "We deploy to production two times per week."),
    ("deploys", "en", R, "How often do we deploy to production?", "We deploy to production twice a week.", "We deploy to production 2x weekly."),
    ("deploys", "en", L, "How often do we deploy to production?", "We deploy to production twice a week.", "We deploy to production twice a month."),
    ("deploys", "en", L, "How often do we deploy to staging?", "We deploy to production twice a week.", "We deploy to staging 2 times a week."),
    # -- Chinese: clock times ---------------------------------------------------------------------------
    ("zhouhui", "zh", R, "周会几点开？", "周会是每周一下午三点。", "周会是每周一下午3点。"),
    ("zhouhui", "zh", R, "周会几点开？", "周会是每周一下午三点。", "周会是每周一15点。"),
    ("zhouhui", "zh", R, "周会几点开？", "周会是每周一下午三点。", "周会是每周一15:00。"),
    ("zhouhui", "zh", L, "周会几点开？", "周会是每周一下午三点。", "周会是每周一下午四点。"),
    ("zhouhui", "zh", L, "周会几点开？", "周会是每周一下午三点。", "周会是每周一上午三点。"),
    ("zhouhui", "zh", U, "周会几点开？", "周会是每周一下午三点。", "周会改到每周一16:00了。"),
    ("tijian", "zh", R, "我的体检预约在几点？", "我的体检预约在上午九点半。", "我的体检预约在上午9点半。"),
    ("tijian", "zh", R, "我的体检预约在几点？", "我的体检预约在上午九点半。", "我的体检预约在9:30。"),
    ("tijian", "zh", R, "我的体检预约在几点？", "我的体检预约在上午九点半。", "我的体检预约在上午9点30分。"),
    ("tijian", "zh", L, "我的体检预约在几点？", "我的体检预约在上午九点半。", "我的体检预约在上午十点半。"),
    ("tijian", "zh", L, "我的体检预约在几点？", "我的体检预约在上午九点半。", "我的体检预约在晚上九点半。"),
    ("tijian", "zh", U, "我的体检预约在几点？", "我的体检预约在上午九点半。", "我的体检预约改到上午十点半了。"),
    ("hangban", "zh", R, "我的航班几点起飞？", "我的航班是晚上八点起飞。", "我的航班是晚上8点起飞。"),
    ("hangban", "zh", R, "我的航班几点起飞？", "我的航班是晚上八点起飞。", "我的航班是20:00起飞。"),
    ("hangban", "zh", R, "我的航班几点起飞？", "我的航班是晚上八点起飞。", "我的航班是20点起飞。"),
    ("hangban", "zh", L, "我的航班几点起飞？", "我的航班是晚上八点起飞。", "我的航班是早上八点起飞。"),
    ("hangban", "zh", L, "我的航班几点起飞？", "我的航班是晚上八点起飞。", "我的航班是晚上九点起飞。"),
    ("hangban", "zh", U, "我的航班几点起飞？", "我的航班是晚上八点起飞。", "我的航班从晚上八点推迟到了21:30。"),
    ("kafei", "zh", R, "我们几点在咖啡馆见面？", "我们约好三点钟在咖啡馆见面。", "我们约好3点在咖啡馆见面。"),
    ("kafei", "zh", R, "我们几点在咖啡馆见面？", "我们约好三点钟在咖啡馆见面。", "我们约好三点在咖啡馆见面。"),
    ("kafei", "zh", L, "我们几点在咖啡馆见面？", "我们约好三点钟在咖啡馆见面。", "我们约好十五点在咖啡馆见面。"),
    ("kafei", "zh", L, "我们几点在咖啡馆见面？", "我们约好三点钟在咖啡馆见面。", "我们约好四点钟在咖啡馆见面。"),
    ("pingshen", "zh", R, "评审会定在几点？", "评审会定在15:00。", "评审会定在下午三点。"),
    ("pingshen", "zh", L, "评审会有多少人参加？", "评审会定在15:00。", "评审会有15个人参加。"),
    ("pingshen", "zh", L, "评审会定在几点？", "评审会定在15:00。", "评审会定在下午五点。"),
    ("beifen", "zh", R, "数据库几点备份？", "数据库每天凌晨两点备份。", "数据库每日凌晨2点备份。"),
    ("beifen", "zh", L, "数据库几点备份？", "数据库每天凌晨两点备份。", "数据库每天下午两点备份。"),
    ("beifen", "zh", L, "数据库多久备份一次？", "数据库每天凌晨两点备份。", "数据库每周凌晨两点备份。"),
    ("beifen", "zh", U, "数据库几点备份？", "数据库每天凌晨两点备份。", "数据库备份时间改到每天凌晨四点了。"),
    # -- Chinese: dates ---------------------------------------------------------------------------------
    ("shengri", "zh", R, "我妈妈的生日是哪天？", "我妈妈的生日是3月3日。", "我妈妈的生日是三月三号。"),
    ("shengri", "zh", R, "我妈妈的生日是哪天？", "我妈妈的生日是3月3日。", "我妈妈的生日是3月3号。"),
    ("shengri", "zh", R, "我妈妈的生日是哪天？", "我妈妈的生日是3月3日。", "我妈妈的生日是三月三日。"),
    ("shengri", "zh", L, "我妈妈的生日是哪天？", "我妈妈的生日是3月3日。", "我妈妈的生日是3月4日。"),
    ("shengri", "zh", L, "我爸爸的生日是哪天？", "我妈妈的生日是3月3日。", "我爸爸的生日是三月三号。"),
    ("hetong", "zh", R, "房租合同什么时候到期？", "房租合同6月30日到期。", "房租合同六月三十号到期。"),
    ("hetong", "zh", R, "房租合同什么时候到期？", "房租合同6月30日到期。", "房租合同6月30号到期。"),
    ("hetong", "zh", L, "房租合同什么时候到期？", "房租合同6月30日到期。", "房租合同7月30日到期。"),
    ("hetong", "zh", L, "物业合同什么时候到期？", "房租合同6月30日到期。", "物业合同六月三十号到期。"),
    ("hetong", "zh", U, "房租合同什么时候到期？", "房租合同6月30日到期。", "房租合同已经续到十二月三十一号了。"),
    # -- Chinese: counts --------------------------------------------------------------------------------
    ("haizi", "zh", R, "我有几个孩子？", "我有两个孩子。", "我有2个孩子。"),
    ("haizi", "zh", L, "我有几个孩子？", "我有两个孩子。", "我有三个孩子。"),
    ("haizi", "zh", L, "我哥哥有几个孩子？", "我有两个孩子。", "我哥哥有2个孩子。"),
    ("fuwuqi", "zh", R, "集群有几台服务器？", "集群有四台服务器。", "集群有4台服务器。"),
    ("fuwuqi", "zh", L, "集群有几台服务器？", "集群有四台服务器。", "集群有五台服务器。"),
    ("fuwuqi", "zh", U, "集群有几台服务器？", "集群有四台服务器。", "集群从四台服务器扩容到了6台。"),
    # -- Chinese: frequencies ---------------------------------------------------------------------------
    ("jianshen", "zh", R, "我多久去一次健身房？", "我一周去三次健身房。", "我每周去3次健身房。"),
    ("jianshen", "zh", R, "我多久去一次健身房？", "我一周去三次健身房。", "我每星期去三次健身房。"),
    ("jianshen", "zh", R, "我多久去一次健身房？", "我一周去三次健身房。", "我一个星期去三次健身房。"),
    ("jianshen", "zh", L, "我多久去一次健身房？", "我一周去三次健身房。", "我一周去四次健身房。"),
    ("jianshen", "zh", L, "我多久去一次游泳馆？", "我一周去三次健身房。", "我每周去3次游泳馆。"),
    ("jianshen", "zh", U, "我多久去一次健身房？", "我一周去三次健身房。", "我现在一周去四次健身房了。"),
    ("paobu", "zh", R, "我多久跑一次步？", "我每周跑步三次。", "我一周跑步3次。"),
    ("paobu", "zh", R, "我多久跑一次步？", "我每周跑步三次。", "我每个星期跑步三次。"),
    ("paobu", "zh", L, "我多久跑一次步？", "我每周跑步三次。", "我每月跑步三次。"),
    ("kafeiyin", "zh", R, "我每天喝几杯咖啡？", "我每天喝两杯咖啡。", "我每日喝2杯咖啡。"),
    ("kafeiyin", "zh", L, "我每天喝几杯咖啡？", "我每天喝两杯咖啡。", "我每天喝三杯咖啡。"),
    ("kafeiyin", "zh", L, "我每周喝几杯咖啡？", "我每天喝两杯咖啡。", "我每周喝两杯咖啡。"),
    ("kafeiyin", "zh", U, "我每天喝几杯咖啡？", "我每天喝两杯咖啡。", "我现在每天只喝一杯咖啡了。"),
    ("yaowu", "zh", R, "我多久吃一次药？", "我每天吃两次药。", "我每日吃2次药。"),
    ("yaowu", "zh", L, "我多久吃一次药？", "我每天吃两次药。", "我每天吃三次药。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "form", 130000)


def main() -> None:
    write_pair_file(OUT, "issue #12 detail-form probe set, English and Chinese, IN-SAMPLE (hand-written by the forms "
                         "session 18 before changing any rule of this round: one clock time, date, count or frequency "
                         "written two ways, and look-alikes that must stay apart; not part of update_set.jsonl); built "
                         "by bench/make_form_probes.py; split once before tuning into 'tuning' (tuned on) and 'check' "
                         "(not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
