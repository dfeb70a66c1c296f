"""Build the unit probe set (issue #12) once, and split it.

    .venv/bin/python bench/make_unit_probes.py   # writes bench/data/unit_probes.jsonl

Quantities written in another unit or another form: a restatement that converts ("two weeks" / "14 days",
"an hour and a half" / "90 minutes", "twice a week" / "2 times a week", "every other day" / "every 2 days",
"32 GB" / "32768 MB", 两周 / 14天, 一个半小时 / 90分钟, 半小时 / 30分钟, 一刻钟 / 15分钟, 隔天 / 每两天,
一年 / 12个月, 500元 / 500块), next to controls that must not be read as the same value: the number changed
in the same unit or in another unit ("4 weeks" / "30 days": a month is not 30 days here), the unit changed
and the number kept ("two weeks" / "two days", "twice a week" / "twice a month", 500元 / 500美元), the same
value on another subject (look-alikes), the same duration on another day (distinct events), and a few
updates that say so in another unit ("lowered to 30 minutes" after "one hour").

Written before any rule was fitted to it, by the session that then wrote the unit reader: both halves are
in-sample; label their figures so. The split is made ONCE, here, by SPLIT_SEED, by group (a fact and its
controls are one group): "tuning" is tuned on, "check" is not."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20261202
OUT = Path(__file__).resolve().parent / "data" / "unit_probes.jsonl"

R, L, E, N, S = "restatement", "distinct_lookalike", "distinct_event", "update_nosignal", "update_signal"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English durations
    ("en-sprint", "en", R, "How long are sprints?", "Our sprints last two weeks.", "Our sprints last 14 days."),
    ("en-sprint", "en", R, "How long are sprints?", "Our sprints last two weeks.", "Our sprints last a fortnight."),
    ("en-sprint", "en", N, "How long are sprints?", "Our sprints last two weeks.", "Our sprints last 10 days."),
    ("en-sprint", "en", N, "How long are sprints?", "Our sprints last two weeks.", "Our sprints last two days."),
    ("en-sprint", "en", L, "How long are release cycles?", "Our sprints last two weeks.", "Our release cycles last 14 days."),
    ("en-token", "en", R, "When do access tokens expire?", "Access tokens expire after one hour.", "Access tokens expire after 60 minutes."),
    ("en-token", "en", R, "When do access tokens expire?", "Access tokens expire after one hour.", "Access tokens expire after 3600 seconds."),
    ("en-token", "en", N, "When do access tokens expire?", "Access tokens expire after one hour.", "Access tokens expire after 90 minutes."),
    ("en-token", "en", N, "When do access tokens expire?", "Access tokens expire after one hour.", "Access tokens expire after one day."),
    ("en-token", "en", L, "When do refresh tokens expire?", "Access tokens expire after one hour.", "Refresh tokens expire after 60 minutes."),
    ("en-planning", "en", R, "How long is the planning meeting?", "The weekly planning meeting takes an hour and a half.", "The weekly planning meeting takes 90 minutes."),
    ("en-planning", "en", R, "How long is the planning meeting?", "The weekly planning meeting takes an hour and a half.", "The weekly planning meeting takes 1.5 hours."),
    ("en-planning", "en", N, "How long is the planning meeting?", "The weekly planning meeting takes an hour and a half.", "The weekly planning meeting takes an hour."),
    ("en-planning", "en", L, "How long is the monthly review?", "The weekly planning meeting takes an hour and a half.", "The monthly review meeting takes 90 minutes."),
    ("en-lunch", "en", R, "How long is my lunch break?", "My lunch break is half an hour.", "My lunch break is 30 minutes."),
    ("en-lunch", "en", R, "How long is my lunch break?", "My lunch break is half an hour.", "My lunch break is 30 min."),
    ("en-lunch", "en", N, "How long is my lunch break?", "My lunch break is half an hour.", "My lunch break is 45 minutes."),
    ("en-lunch", "en", L, "How long is my coffee break?", "My lunch break is half an hour.", "My coffee break is 30 minutes."),
    ("en-backups", "en", R, "How long are backups kept?", "Backups are kept for four weeks.", "Backups are kept for 28 days."),
    ("en-backups", "en", N, "How long are backups kept?", "Backups are kept for four weeks.", "Backups are kept for 30 days."),
    ("en-backups", "en", N, "How long are backups kept?", "Backups are kept for four weeks.", "Backups are kept for four months."),
    ("en-backups", "en", L, "How long are logs kept?", "Backups are kept for four weeks.", "Logs are kept for 28 days."),
    ("en-contract", "en", R, "How long does the contract run?", "The contract runs for one year.", "The contract runs for 12 months."),
    ("en-contract", "en", N, "How long does the contract run?", "The contract runs for one year.", "The contract runs for two years."),
    ("en-contract", "en", L, "How long does the warranty run?", "The contract runs for one year.", "The warranty runs for 12 months."),
    ("en-cron", "en", R, "How often does the cron job run?", "The cron job runs every 30 minutes.", "The cron job runs every half hour."),
    ("en-cron", "en", N, "How often does the cron job run?", "The cron job runs every 30 minutes.", "The cron job runs every 15 minutes."),
    ("en-cron", "en", L, "How often does the sync job run?", "The cron job runs every 30 minutes.", "The sync job runs every half hour."),
    ("en-health", "en", R, "How often does the health check poll?", "The health check polls every 60 seconds.", "The health check polls every minute."),
    ("en-health", "en", N, "How often does the health check poll?", "The health check polls every 60 seconds.", "The health check polls every 60 minutes."),
    ("en-health", "en", L, "How often does the heartbeat poll?", "The health check polls every 60 seconds.", "The heartbeat polls every minute."),
    ("en-commute", "en", R, "How long is my commute?", "My commute takes 45 minutes.", "My commute takes three quarters of an hour."),
    ("en-commute", "en", R, "How long is my commute?", "My commute takes 45 minutes.", "My commute takes forty-five minutes."),
    ("en-commute", "en", N, "How long is my commute?", "My commute takes 45 minutes.", "My commute takes an hour."),
    ("en-commute", "en", L, "How long is my run?", "My commute takes 45 minutes.", "My run takes three quarters of an hour."),
    ("en-notice", "en", R, "How long is the notice period?", "The notice period is two weeks.", "The notice period is 14 days."),
    ("en-notice", "en", N, "How long is the notice period?", "The notice period is two weeks.", "The notice period is two months."),
    ("en-notice", "en", N, "How long is the notice period?", "The notice period is two weeks.", "The notice period is one week."),
    ("en-notice", "en", L, "How long is the cooling-off period?", "The notice period is two weeks.", "The cooling-off period is 14 days."),
    ("en-ttl", "en", R, "What is the cache TTL?", "The cache TTL is 5 minutes.", "The cache TTL is 300 seconds."),
    ("en-ttl", "en", R, "What is the cache TTL?", "The cache TTL is 5 minutes.", "Cache TTL: 300s."),
    ("en-ttl", "en", N, "What is the cache TTL?", "The cache TTL is 5 minutes.", "The cache TTL is 5 seconds."),
    ("en-ttl", "en", L, "What is the session TTL?", "The cache TTL is 5 minutes.", "The session TTL is 300 seconds."),
    ("en-run", "en", R, "How long did I run on Saturday?", "I ran for an hour on Saturday.", "On Saturday I ran for 60 minutes."),
    ("en-run", "en", E, "How long did I run on Sunday?", "I ran for an hour on Saturday.", "I ran for 60 minutes on Sunday."),
    # -- English frequencies
    ("en-gym", "en", R, "How often do I go to the gym?", "I go to the gym twice a week.", "I go to the gym 2 times a week."),
    ("en-gym", "en", R, "How often do I go to the gym?", "I go to the gym twice a week.", "I go to the gym two times per week."),
    ("en-gym", "en", N, "How often do I go to the gym?", "I go to the gym twice a week.", "I go to the gym three times a week."),
    ("en-gym", "en", N, "How often do I go to the gym?", "I go to the gym twice a week.", "I go to the gym twice a month."),
    ("en-gym", "en", L, "How often do I go swimming?", "I go to the gym twice a week.", "I go swimming two times a week."),
    ("en-plants", "en", R, "How often do I water the plants?", "I water the plants every other day.", "I water the plants every second day."),
    ("en-plants", "en", R, "How often do I water the plants?", "I water the plants every other day.", "I water the plants every 2 days."),
    ("en-plants", "en", N, "How often do I water the plants?", "I water the plants every other day.", "I water the plants every 3 days."),
    ("en-plants", "en", N, "How often do I water the plants?", "I water the plants every other day.", "I water the plants every day."),
    ("en-plants", "en", L, "How often do I water the lawn?", "I water the plants every other day.", "I water the lawn every 2 days."),
    ("en-vitd", "en", R, "How often do I take vitamin D?", "I take vitamin D once a week.", "I take vitamin D every 7 days."),
    ("en-vitd", "en", N, "How often do I take vitamin D?", "I take vitamin D once a week.", "I take vitamin D every 5 days."),
    ("en-vitd", "en", L, "How often do I take iron?", "I take vitamin D once a week.", "I take iron every 7 days."),
    ("en-payroll", "en", R, "How often does payroll run?", "Payroll runs twice a month.", "Payroll runs two times a month."),
    ("en-payroll", "en", N, "How often does payroll run?", "Payroll runs twice a month.", "Payroll runs once a month."),
    ("en-payroll", "en", L, "How often does invoicing run?", "Payroll runs twice a month.", "Invoicing runs two times a month."),
    # -- English sizes, money, a fraction
    ("en-ram", "en", R, "How much RAM does the build box have?", "The build box has 32 GB of RAM.", "The build box has 32768 MB of RAM."),
    ("en-ram", "en", N, "How much RAM does the build box have?", "The build box has 32 GB of RAM.", "The build box has 64 GB of RAM."),
    ("en-ram", "en", L, "How much disk does the build box have?", "The build box has 32 GB of RAM.", "The build box has 32768 MB of disk."),
    ("en-upload", "en", R, "What is the upload limit?", "The upload limit is 1 GB.", "The upload limit is 1024 MB."),
    ("en-upload", "en", N, "What is the upload limit?", "The upload limit is 1 GB.", "The upload limit is 512 MB."),
    ("en-upload", "en", L, "What is the download limit?", "The upload limit is 1 GB.", "The download limit is 1024 MB."),
    ("en-heap", "en", R, "What is the JVM heap set to?", "The JVM heap is set to 512 MB.", "The JVM heap is set to 0.5 GB."),
    ("en-heap", "en", N, "What is the JVM heap set to?", "The JVM heap is set to 512 MB.", "The JVM heap is set to 2 GB."),
    ("en-heap", "en", L, "What is the metaspace set to?", "The JVM heap is set to 512 MB.", "The metaspace is set to 0.5 GB."),
    ("en-lunchbudget", "en", R, "What is the team lunch budget?", "The team lunch budget is $50 per person.", "The team lunch budget is 50 dollars per person."),
    ("en-lunchbudget", "en", N, "What is the team lunch budget?", "The team lunch budget is $50 per person.", "The team lunch budget is 50 euros per person."),
    ("en-lunchbudget", "en", N, "What is the team lunch budget?", "The team lunch budget is $50 per person.", "The team lunch budget is $60 per person."),
    ("en-lunchbudget", "en", L, "What is the team dinner budget?", "The team lunch budget is $50 per person.", "The team dinner budget is 50 dollars per person."),
    ("en-remote", "en", R, "How much of the team works remotely?", "Half of the team works remotely.", "50% of the team works remotely."),
    ("en-remote", "en", N, "How much of the team works remotely?", "Half of the team works remotely.", "30% of the team works remotely."),
    # -- English updates that say so, in another unit
    ("en-sprint-s", "en", S, "How long are sprints?", "Sprints are two weeks long.", "We changed sprints to 10 days."),
    ("en-session-s", "en", S, "What is the session timeout?", "The session timeout is one hour.", "The session timeout was lowered to 30 minutes."),
    ("en-gym-s", "en", S, "How often do I go to the gym?", "I go to the gym twice a week.", "I now go to the gym 3 times a week."),
    ("en-disk-s", "en", S, "How big is the data disk?", "The data disk is 500 GB.", "The data disk was expanded to 1 TB."),
    # -- Chinese durations
    ("zh-sprint", "zh", R, "迭代周期多长？", "我们的迭代周期是两周。", "我们的迭代周期是14天。"),
    ("zh-sprint", "zh", R, "迭代周期多长？", "我们的迭代周期是两周。", "我们的迭代周期是十四天。"),
    ("zh-sprint", "zh", N, "迭代周期多长？", "我们的迭代周期是两周。", "我们的迭代周期是10天。"),
    ("zh-sprint", "zh", N, "迭代周期多长？", "我们的迭代周期是两周。", "我们的迭代周期是两天。"),
    ("zh-sprint", "zh", L, "发布周期多长？", "我们的迭代周期是两周。", "我们的发布周期是14天。"),
    ("zh-weekly", "zh", R, "周会开多久？", "周会开一个半小时。", "周会开90分钟。"),
    ("zh-weekly", "zh", R, "周会开多久？", "周会开一个半小时。", "周会开九十分钟。"),
    ("zh-weekly", "zh", N, "周会开多久？", "周会开一个半小时。", "周会开一个小时。"),
    ("zh-weekly", "zh", L, "月会开多久？", "周会开一个半小时。", "月会开90分钟。"),
    ("zh-nap", "zh", R, "午休多长时间？", "午休时间是半小时。", "午休时间是30分钟。"),
    ("zh-nap", "zh", R, "午休多长时间？", "午休时间是半小时。", "午休时间是半个小时。"),
    ("zh-nap", "zh", R, "午休多长时间？", "午休时间是半小时。", "午休时间是三十分钟。"),
    ("zh-nap", "zh", N, "午休多长时间？", "午休时间是半小时。", "午休时间是一个小时。"),
    ("zh-nap", "zh", L, "课间休息多长时间？", "午休时间是半小时。", "课间休息时间是30分钟。"),
    ("zh-token", "zh", R, "访问令牌多久过期？", "访问令牌一小时后过期。", "访问令牌60分钟后过期。"),
    ("zh-token", "zh", N, "访问令牌多久过期？", "访问令牌一小时后过期。", "访问令牌两小时后过期。"),
    ("zh-token", "zh", N, "访问令牌多久过期？", "访问令牌一小时后过期。", "访问令牌一天后过期。"),
    ("zh-token", "zh", L, "刷新令牌多久过期？", "访问令牌一小时后过期。", "刷新令牌60分钟后过期。"),
    ("zh-meditate", "zh", R, "每次冥想多久？", "我每次冥想一刻钟。", "我每次冥想15分钟。"),
    ("zh-meditate", "zh", N, "每次冥想多久？", "我每次冥想一刻钟。", "我每次冥想半小时。"),
    ("zh-meditate", "zh", L, "每次拉伸多久？", "我每次冥想一刻钟。", "我每次拉伸15分钟。"),
    ("zh-backup", "zh", R, "备份保留多久？", "备份保留四周。", "备份保留28天。"),
    ("zh-backup", "zh", N, "备份保留多久？", "备份保留四周。", "备份保留30天。"),
    ("zh-backup", "zh", N, "备份保留多久？", "备份保留四周。", "备份保留四个月。"),
    ("zh-backup", "zh", L, "日志保留多久？", "备份保留四周。", "日志保留28天。"),
    ("zh-contract", "zh", R, "合同期多长？", "合同期是一年。", "合同期是12个月。"),
    ("zh-contract", "zh", N, "合同期多长？", "合同期是一年。", "合同期是两年。"),
    ("zh-contract", "zh", L, "保修期多长？", "合同期是一年。", "保修期是12个月。"),
    ("zh-cron", "zh", R, "定时任务多久跑一次？", "定时任务每半小时跑一次。", "定时任务每30分钟跑一次。"),
    ("zh-cron", "zh", N, "定时任务多久跑一次？", "定时任务每半小时跑一次。", "定时任务每15分钟跑一次。"),
    ("zh-cron", "zh", L, "同步任务多久跑一次？", "定时任务每半小时跑一次。", "同步任务每30分钟跑一次。"),
    ("zh-cache", "zh", R, "缓存过期时间是多少？", "缓存过期时间是5分钟。", "缓存过期时间是300秒。"),
    ("zh-cache", "zh", N, "缓存过期时间是多少？", "缓存过期时间是5分钟。", "缓存过期时间是5秒。"),
    ("zh-cache", "zh", L, "会话过期时间是多少？", "缓存过期时间是5分钟。", "会话过期时间是300秒。"),
    ("zh-heartbeat", "zh", R, "心跳检测多久一次？", "心跳检测每60秒一次。", "心跳检测每分钟一次。"),
    ("zh-heartbeat", "zh", N, "心跳检测多久一次？", "心跳检测每60秒一次。", "心跳检测每60分钟一次。"),
    ("zh-heartbeat", "zh", L, "健康检查多久一次？", "心跳检测每60秒一次。", "健康检查每分钟一次。"),
    ("zh-notice", "zh", R, "离职要提前多久通知？", "离职需要提前两周通知。", "离职需要提前14天通知。"),
    ("zh-notice", "zh", N, "离职要提前多久通知？", "离职需要提前两周通知。", "离职需要提前一个月通知。"),
    ("zh-notice", "zh", L, "请假要提前多久通知？", "离职需要提前两周通知。", "请假需要提前14天通知。"),
    ("zh-run", "zh", R, "周六跑了多久？", "我周六跑了一个小时。", "周六我跑了60分钟。"),
    ("zh-run", "zh", E, "周日跑了多久？", "我周六跑了一个小时。", "我周日跑了60分钟。"),
    # -- Chinese frequencies
    ("zh-gym", "zh", R, "我多久去一次健身房？", "我每周去两次健身房。", "我每周去2次健身房。"),
    ("zh-gym", "zh", R, "我多久去一次健身房？", "我每周去两次健身房。", "我每星期去两次健身房。"),
    ("zh-gym", "zh", N, "我多久去一次健身房？", "我每周去两次健身房。", "我每周去三次健身房。"),
    ("zh-gym", "zh", N, "我多久去一次健身房？", "我每周去两次健身房。", "我每月去两次健身房。"),
    ("zh-gym", "zh", L, "我多久去一次游泳馆？", "我每周去两次健身房。", "我每周去2次游泳馆。"),
    ("zh-water", "zh", R, "我多久浇一次花？", "我隔天给花浇一次水。", "我每两天给花浇一次水。"),
    ("zh-water", "zh", R, "我多久浇一次花？", "我隔天给花浇一次水。", "我每隔一天给花浇一次水。"),
    ("zh-water", "zh", N, "我多久浇一次花？", "我隔天给花浇一次水。", "我每天给花浇一次水。"),
    ("zh-water", "zh", N, "我多久浇一次花？", "我隔天给花浇一次水。", "我每三天给花浇一次水。"),
    ("zh-water", "zh", L, "我多久给草坪浇一次水？", "我隔天给花浇一次水。", "我每两天给草坪浇一次水。"),
    ("zh-vitd", "zh", R, "我多久吃一次维生素D？", "我每周吃一次维生素D。", "我每七天吃一次维生素D。"),
    ("zh-vitd", "zh", N, "我多久吃一次维生素D？", "我每周吃一次维生素D。", "我每五天吃一次维生素D。"),
    ("zh-vitd", "zh", L, "我多久吃一次钙片？", "我每周吃一次维生素D。", "我每七天吃一次钙片。"),
    # -- Chinese sizes and money
    ("zh-ram", "zh", R, "构建机有多少内存？", "构建机有32GB内存。", "构建机有32768MB内存。"),
    ("zh-ram", "zh", N, "构建机有多少内存？", "构建机有32GB内存。", "构建机有64GB内存。"),
    ("zh-ram", "zh", L, "构建机有多大硬盘？", "构建机有32GB内存。", "构建机有32768MB硬盘。"),
    ("zh-budget", "zh", R, "团建预算每人多少？", "团建预算每人500元。", "团建预算每人500块。"),
    ("zh-budget", "zh", R, "团建预算每人多少？", "团建预算每人500元。", "团建预算每人五百元。"),
    ("zh-budget", "zh", N, "团建预算每人多少？", "团建预算每人500元。", "团建预算每人500美元。"),
    ("zh-budget", "zh", N, "团建预算每人多少？", "团建预算每人500元。", "团建预算每人600元。"),
    ("zh-budget", "zh", L, "年会预算每人多少？", "团建预算每人500元。", "年会预算每人500块。"),
    # -- Chinese updates that say so, in another unit
    ("zh-sprint-s", "zh", S, "迭代周期多长？", "迭代周期是两周。", "迭代周期改成了10天。"),
    ("zh-session-s", "zh", S, "会话超时是多久？", "会话超时是一小时。", "会话超时调整为30分钟。"),
    ("zh-gym-s", "zh", S, "我多久去一次健身房？", "我每周去两次健身房。", "我现在每周去三次健身房了。"),
    ("zh-disk-s", "zh", S, "数据盘多大？", "数据盘是500GB。", "数据盘扩容到了1TB。"),
]


def main() -> None:
    rows = pair_rows(CASES, SPLIT_SEED, "unit", 1)
    write_pair_file(OUT, "issue #12 unit probes: restatements that convert a unit, and controls that change the "
                    "number or the unit (in-sample: written by the session that wrote the unit reader)", rows, SPLIT_SEED)


if __name__ == "__main__":
    main()
