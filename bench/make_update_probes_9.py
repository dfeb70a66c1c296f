"""Issue #12: a ninth set of IN-SAMPLE probes, for updates said in plain words that are still missed,
hand-written by session 21 (upd21) before any rule of its round was changed (the engineer who tunes on it
wrote it). Four kinds of update:
  A. the same subject and slot, a different value, the sentence REWORDED around it, no change word
     ("The nightly backup keeps 7 snapshots." / "Backup retention: 14 snapshots.", 日志保留7天。/ 日志的保留期限是30天。);
  B. an effective-from clause ("Starting next Monday, ...", "As of June, ...", "... from October.", 从下周一起，…,
     自七月起，…, 从这个月开始，…): the time clause is a change signal and must not break the frame;
  C. a newer sentence that changes ONE of several facts said in the older one
     ("The build server has 8 cores and reboots every Sunday." / "The build server was upgraded to 16 cores.");
  D. these days / nowadays / 现在 / 最近 with the value reworded.
Every group (an update and its controls) has look-alikes that are a DIFFERENT fact: another subject with a value of
the same kind (often with the same change word or time clause), a passing state, a past habit ('used to', 以前),
and a restatement or an unrelated sentence. None of the controls may be crossed out; a link on them costs.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_update_probes_9.py   # writes bench/data/update_probes_9.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_9.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20261502
OUT = Path(__file__).resolve().parent / "data" / "update_probes_9.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L, T, X = "distinct_lookalike", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English A: reworded, another value, no change word
    ("backup", "en", N, "How many snapshots does the nightly backup keep?", "The nightly backup keeps 7 snapshots.", "Backup retention: 14 snapshots."),
    ("backup", "en", L, "How long are logs kept?", "The nightly backup keeps 7 snapshots.", "Log retention: 14 days."),
    ("backup", "en", R, "How many snapshots does the nightly backup keep?", "The nightly backup keeps 7 snapshots.", "Backup retention is 7 snapshots."),
    ("backup", "en", X, "Is the printer working?", "The nightly backup keeps 7 snapshots.", "The printer on the second floor is jammed again."),
    ("stagingdb", "en", N, "Which port does the staging database use?", "The staging database listens on port 5432.", "Staging DB port is 5433."),
    ("stagingdb", "en", L, "Which port does the analytics database use?", "The staging database listens on port 5432.", "Analytics DB port is 5433."),
    ("stagingdb", "en", R, "Which port does the staging database use?", "The staging database listens on port 5432.", "The staging DB port is 5432."),
    ("stagingdb", "en", X, "Who owns the billing service?", "The staging database listens on port 5432.", "Priya owns the billing service."),
    ("standup", "en", N, "How long is the standup?", "Our standup lasts fifteen minutes.", "Standup is 20 minutes long."),
    ("standup", "en", L, "How long is the retro?", "Our standup lasts fifteen minutes.", "The retro is 45 minutes long."),
    ("standup", "en", T, "How long is the standup?", "Our standup lasts fifteen minutes.", "Today the standup will run 30 minutes because of the release."),
    ("standup", "en", R, "How long is the standup?", "Our standup lasts fifteen minutes.", "Standup is 15 minutes long."),
    ("ratelimit", "en", N, "What is the API rate limit?", "The public API allows 100 requests per minute.", "Public API rate limit: 500 requests per minute."),
    ("ratelimit", "en", L, "What is the webhook rate limit?", "The public API allows 100 requests per minute.", "Webhook rate limit: 500 requests per minute."),
    ("ratelimit", "en", R, "What is the API rate limit?", "The public API allows 100 requests per minute.", "The public API rate limit is 100 requests a minute."),
    ("commute", "en", N, "How long is my commute?", "My commute takes forty minutes.", "My commute is an hour long."),
    ("commute", "en", L, "How long is my wife's commute?", "My commute takes forty minutes.", "My wife's commute is an hour long."),
    ("commute", "en", T, "How long is my commute?", "My commute takes forty minutes.", "This week my commute takes an hour because of the roadworks."),
    ("headcount", "en", N, "How many engineers are on the team?", "The platform team has six engineers.", "Platform team headcount is 8 engineers."),
    ("headcount", "en", L, "How many people are on the design team?", "The platform team has six engineers.", "Design team headcount is 8 people."),
    ("headcount", "en", L, "How many engineers did the team have?", "The platform team has six engineers.", "The platform team used to have four engineers."),
    # -- English B: an effective-from clause
    ("gym", "en", S, "When does the gym open?", "The gym opens at 6 am.", "Starting next Monday, the gym opens at 7 am."),
    ("gym", "en", L, "When does the pool open?", "The gym opens at 6 am.", "Starting next Monday, the pool opens at 7 am."),
    ("gym", "en", T, "When does the gym open?", "The gym opens at 6 am.", "Tomorrow only, the gym opens at 9 am for the holiday."),
    ("gym", "en", X, "What did I have for lunch?", "The gym opens at 6 am.", "I had a burrito for lunch."),
    ("rent", "en", S, "How much is my rent?", "My rent is $1,200 a month.", "As of June, my rent is $1,300 a month."),
    ("rent", "en", L, "How much is my parking spot?", "My rent is $1,200 a month.", "As of June, my parking spot costs $130 a month."),
    ("rent", "en", L, "How much rent did I pay before?", "My rent is $1,200 a month.", "I used to pay $900 a month in rent."),
    ("rent", "en", R, "How much is my rent?", "My rent is $1,200 a month.", "I pay 1200 dollars in rent every month."),
    ("freeze", "en", S, "When does code freeze start?", "Code freeze starts at 5 pm on release day.", "From next sprint on, code freeze starts at 3 pm on release day."),
    ("freeze", "en", L, "When does the release demo start?", "Code freeze starts at 5 pm on release day.", "From next sprint on, the release demo starts at 3 pm."),
    ("freeze", "en", X, "Where is the coffee machine?", "Code freeze starts at 5 pm on release day.", "The coffee machine is next to the kitchen."),
    ("library", "en", S, "When does the library close?", "The city library closes at 8 pm.", "The city library closes at 6 pm from October."),
    ("library", "en", L, "When does the museum close?", "The city library closes at 8 pm.", "The city museum closes at 6 pm from October."),
    ("library", "en", T, "When does the library close?", "The city library closes at 8 pm.", "The city library closes early at 4 pm today for staff training."),
    ("library", "en", R, "When does the library close?", "The city library closes at 8 pm.", "The city library shuts at 8 pm."),
    # -- English C: one of several facts changed
    ("buildsrv", "en", S, "How many cores does the build server have?", "The build server has 8 cores and reboots every Sunday night.", "The build server was upgraded to 16 cores."),
    ("buildsrv", "en", L, "How many cores does the test server have?", "The build server has 8 cores and reboots every Sunday night.", "The test server was upgraded to 16 cores."),
    ("buildsrv", "en", X, "Who is on call this week?", "The build server has 8 cores and reboots every Sunday night.", "Marco is on call this week."),
    ("retro", "en", S, "When is the retro?", "Our retro is on Thursdays and takes an hour.", "The retro moved to Fridays."),
    ("retro", "en", L, "When is sprint planning?", "Our retro is on Thursdays and takes an hour.", "Sprint planning moved to Fridays."),
    ("retro", "en", T, "When is the retro?", "Our retro is on Thursdays and takes an hour.", "This week the retro is on Friday because of the holiday."),
    ("pool", "en", S, "Where do I swim?", "I swim twice a week at the city pool, usually in the evening.", "I switched to the university pool."),
    ("pool", "en", L, "Where does my son swim?", "I swim twice a week at the city pool, usually in the evening.", "My son switched to the university pool."),
    ("pool", "en", R, "How often do I swim?", "I swim twice a week at the city pool, usually in the evening.", "I swim at the city pool twice a week, usually in the evenings."),
    # -- English D: these days / nowadays, value reworded
    ("wake", "en", S, "When do I get up?", "I wake up at 7 every day.", "These days I'm up at 5:30."),
    ("wake", "en", L, "When does my daughter get up?", "I wake up at 7 every day.", "These days my daughter is up at 5:30."),
    ("wake", "en", L, "When did I use to get up?", "I wake up at 7 every day.", "I used to wake up at 5:30 when I lived on the farm."),
    ("wake", "en", T, "When do I get up?", "I wake up at 7 every day.", "On holiday this week I sleep in until 10."),
    ("books", "en", S, "How many books do I read a year?", "I read about ten books a year.", "Nowadays I get through thirty books a year."),
    ("books", "en", L, "How many books does my son read?", "I read about ten books a year.", "Nowadays my son gets through thirty books a year."),
    ("books", "en", R, "How many books do I read a year?", "I read about ten books a year.", "I get through roughly ten books every year."),
    ("coffee", "en", S, "How many coffees do I drink?", "I have three coffees a day.", "I'm down to one coffee a day these days."),
    ("coffee", "en", L, "How many coffees does my partner drink?", "I have three coffees a day.", "My partner is down to one coffee a day these days."),
    ("coffee", "en", T, "How many coffees do I drink?", "I have three coffees a day.", "I'm sick this week, so no coffee for me."),
    ("coffee", "en", X, "Where is the team offsite?", "I have three coffees a day.", "The team offsite is in Porto this year."),
    ("alpha", "en", N, "Which port does service alpha use?", "Service alpha listens on 8080.", "Service alpha port: 9090."),
    ("alpha", "en", L, "Which port does service beta use?", "Service alpha listens on 8080.", "Service beta port: 8081."),
    ("alpha", "en", L, "Which port does service beta use?", "Service alpha listens on 8080.", "Service beta listens on 8081."),
    ("alpha", "en", R, "Which port does service alpha use?", "Service alpha listens on 8080.", "Service alpha's port is 8080."),
    # -- Chinese A: reworded, another value, no change word
    ("ceshi", "zh", N, "测试环境有几台机器？", "测试环境有4台机器。", "测试环境机器数量是6台。"),
    ("ceshi", "zh", L, "预发环境有几台机器？", "测试环境有4台机器。", "预发环境机器数量是6台。"),
    ("ceshi", "zh", R, "测试环境有几台机器？", "测试环境有4台机器。", "测试环境一共四台机器。"),
    ("ceshi", "zh", X, "我中午吃了什么？", "测试环境有4台机器。", "我中午吃了一碗牛肉面。"),
    ("rizhi", "zh", N, "日志保留多久？", "日志保留7天。", "日志的保留期限是30天。"),
    ("rizhi", "zh", L, "备份保留多久？", "日志保留7天。", "备份的保留期限是30天。"),
    ("rizhi", "zh", R, "日志保留多久？", "日志保留7天。", "日志保存七天。"),
    ("lihui", "zh", N, "周例会开多久？", "周例会开四十分钟。", "周例会时长是一小时。"),
    ("lihui", "zh", L, "月度总结会开多久？", "周例会开四十分钟。", "月度总结会时长是一小时。"),
    ("lihui", "zh", T, "周例会开多久？", "周例会开四十分钟。", "这周的例会因为复盘临时开一小时。"),
    ("lihui", "zh", X, "谁负责招聘？", "周例会开四十分钟。", "招聘由人事部的小刘负责。"),
    ("tupian", "zh", N, "图片最大能传多大？", "上传图片最大5MB。", "图片上传的上限是10MB。"),
    ("tupian", "zh", L, "视频最大能传多大？", "上传图片最大5MB。", "视频上传的上限是10MB。"),
    ("tupian", "zh", R, "图片最大能传多大？", "上传图片最大5MB。", "图片最大可以传5MB。"),
    ("redis", "zh", N, "Redis用哪个端口？", "Redis跑在6379端口。", "Redis的端口是6380。"),
    ("redis", "zh", L, "Memcached用哪个端口？", "Redis跑在6379端口。", "Memcached的端口是11211。"),
    ("redis", "zh", L, "哪个服务用6380端口？", "Redis跑在6379端口。", "监控服务的端口是6380。"),
    ("redis", "zh", R, "Redis用哪个端口？", "Redis跑在6379端口。", "Redis用的是6379端口。"),
    ("zuren", "zh", N, "我们组有几个人？", "我们组有六个人。", "我们组的人数是九个。"),
    ("zuren", "zh", L, "隔壁组有几个人？", "我们组有六个人。", "隔壁组的人数是九个。"),
    ("zuren", "zh", L, "我们组以前有几个人？", "我们组有六个人。", "我们组以前有十个人。"),
    # -- Chinese B: an effective-from clause
    ("shitang", "zh", S, "食堂几点开门？", "食堂早上七点开门。", "从下周一起，食堂早上七点半开门。"),
    ("shitang", "zh", L, "便利店几点开门？", "食堂早上七点开门。", "从下周一起，便利店早上七点半开门。"),
    ("shitang", "zh", T, "食堂几点开门？", "食堂早上七点开门。", "明天食堂临时八点才开门。"),
    ("shitang", "zh", X, "我的快递到了吗？", "食堂早上七点开门。", "我的快递放在门卫室了。"),
    ("yuexin", "zh", S, "我的月薪是多少？", "我的月薪是一万二。", "自七月起，我的月薪是一万四。"),
    ("yuexin", "zh", L, "我老婆的月薪是多少？", "我的月薪是一万二。", "自七月起，我老婆的月薪是一万四。"),
    ("yuexin", "zh", L, "我以前月薪多少？", "我的月薪是一万二。", "我以前月薪八千。"),
    ("yuexin", "zh", R, "我的月薪是多少？", "我的月薪是一万二。", "我每个月工资一万二。"),
    ("jianshen", "zh", S, "健身房几点关门？", "健身房晚上十点关门。", "从这个月开始，健身房晚上九点关门。"),
    ("jianshen", "zh", L, "游泳池几点关门？", "健身房晚上十点关门。", "从这个月开始，游泳池晚上九点关门。"),
    ("jianshen", "zh", T, "健身房几点关门？", "健身房晚上十点关门。", "今天健身房检修，暂时晚上八点关门。"),
    ("banche", "zh", S, "班车几点发车？", "班车早上八点发车。", "自下月起，班车早上七点四十发车。"),
    ("banche", "zh", L, "夜班车几点发车？", "班车早上八点发车。", "自下月起，夜班车晚上十点发车。"),
    ("banche", "zh", R, "班车几点发车？", "班车早上八点发车。", "班车是早上8点发车的。"),
    # -- Chinese C: one of several facts changed
    ("beifen", "zh", S, "数据库什么时候备份？", "数据库每周日备份一次，备份保留三十天。", "数据库备份改到了每周六。"),
    ("beifen", "zh", L, "日志什么时候归档？", "数据库每周日备份一次，备份保留三十天。", "日志归档改到了每周六。"),
    ("beifen", "zh", X, "谁在值班？", "数据库每周日备份一次，备份保留三十天。", "这周是老陈值班。"),
    ("zhouhui", "zh", S, "周会什么时候开？", "周会每周一下午两点开，十个人参加。", "周会改到了周二下午。"),
    ("zhouhui", "zh", L, "技术分享会什么时候开？", "周会每周一下午两点开，十个人参加。", "技术分享会改到了周二下午。"),
    ("zhouhui", "zh", T, "周会什么时候开？", "周会每周一下午两点开，十个人参加。", "这周一放假，周会临时挪到周二。"),
    ("wangguan", "zh", S, "网关有几个节点？", "网关有两个节点，每小时做一次健康检查。", "网关扩容到了四个节点。"),
    ("wangguan", "zh", L, "缓存集群有几个节点？", "网关有两个节点，每小时做一次健康检查。", "缓存集群扩容到了四个节点。"),
    ("wangguan", "zh", R, "网关多久做一次健康检查？", "网关有两个节点，每小时做一次健康检查。", "网关两个节点，每小时健康检查一次。"),
    # -- Chinese D: 现在 / 最近 with the value reworded
    ("qichuang", "zh", S, "我几点起床？", "我每天早上七点起床。", "我现在六点就起了。"),
    ("qichuang", "zh", L, "我儿子几点起床？", "我每天早上七点起床。", "我儿子现在六点就起了。"),
    ("qichuang", "zh", L, "我以前几点起床？", "我每天早上七点起床。", "我以前上高中的时候五点半就起了。"),
    ("qichuang", "zh", T, "我几点起床？", "我每天早上七点起床。", "这周出差，我每天五点起。"),
    ("paobu", "zh", S, "我一周跑几次步？", "我每周跑步三次。", "最近我一周跑五次。"),
    ("paobu", "zh", L, "我老公一周跑几次步？", "我每周跑步三次。", "最近我老公一周跑五次。"),
    ("paobu", "zh", R, "我一周跑几次步？", "我每周跑步三次。", "我一周跑三次步。"),
    ("paobu", "zh", X, "我的猫叫什么？", "我每周跑步三次。", "我的猫叫年糕。"),
    ("chaye", "zh", S, "我每天喝几杯茶？", "我每天喝四杯茶。", "最近我一天只喝一杯茶了。"),
    ("chaye", "zh", L, "我爸每天喝几杯茶？", "我每天喝四杯茶。", "最近我爸一天只喝一杯茶了。"),
    ("chaye", "zh", T, "我每天喝几杯茶？", "我每天喝四杯茶。", "这几天嗓子疼，暂时不喝茶。"),
    ("fuwu", "zh", N, "服务甲用哪个端口？", "服务甲跑在8080端口。", "服务甲的端口是9090。"),
    ("fuwu", "zh", L, "服务乙用哪个端口？", "服务甲跑在8080端口。", "服务乙的端口是8081。"),
    ("fuwu", "zh", L, "服务乙用哪个端口？", "服务甲跑在8080端口。", "服务乙跑在8081端口。"),
    ("fuwu", "zh", R, "服务甲用哪个端口？", "服务甲跑在8080端口。", "服务甲用的是8080端口。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "probe9", 200000)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes, set 9 (bench/make_update_probes_9.py): hand-written by session 21 "
                         "(upd21) before any rule of its round was changed, for updates said in plain words that are "
                         "still missed: A reworded with another value and no change word, B an effective-from clause "
                         "(starting next Monday, as of June, from October, 从下周一起, 自七月起), C one of several facts "
                         "changed, D these days / nowadays / 现在 / 最近; every group has look-alikes that are DIFFERENT "
                         "facts (another subject with a value of the same kind, a passing state, 'used to' / 以前), "
                         "restatements and unrelated sentences; split once before tuning into 'tuning' (tuned on) and "
                         "'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
