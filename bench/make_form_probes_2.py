"""Build the second detail-form probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_form_probes_2.py   # writes bench/data/form_probes_2.jsonl

Written by session 18 (forms18, round 2) before any rule of its round was changed: the same details said of
two things. "羽毛球改到4点了" / "篮球改到4点了", "日志清理凌晨2点跑" / "备份任务在凌晨2点运行", "Badminton moved to
4pm" / "Basketball moved to 4pm": the values are the same, the thing they are said of is another, so these are
two true facts that must stay TWO entries (distinct_lookalike). Beside each, the restatement counterpart: the
same thing with the same details, reworded (another frame word, another word order, a detail written another
way), which must still be stored once. Some groups also carry an update of the same thing (a change word, a new
value).

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one
group): "tuning" is tuned on, "check" is not. Both halves are in-sample for the engine's authors
(hand-written by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20261307
OUT = Path(__file__).resolve().parent / "data" / "form_probes_2.jsonl"

R, L, U = "restatement", "distinct_lookalike", "update_signal"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English ------------------------------------------------------------------------------------------
    ("badminton", "en", L, "When is basketball?", "Badminton moved to 4pm.", "Basketball moved to 4pm."),
    ("badminton", "en", R, "When is badminton?", "Badminton moved to 4pm.", "Badminton has been moved to 4 pm."),
    ("badminton", "en", U, "When is badminton?", "Badminton moved to 4pm.", "Badminton moved again, to 5pm."),
    ("logclean", "en", L, "When does the backup job run?", "The log cleanup runs at 2am.", "The backup job runs at 2am."),
    ("logclean", "en", R, "When does the log cleanup run?", "The log cleanup runs at 2am.", "The log cleanup job runs at 2 a.m."),
    ("yoga", "en", L, "When is my piano lesson?", "My yoga class is on Saturdays at 10am.", "My piano lesson is on Saturdays at 10am."),
    ("yoga", "en", R, "When is my yoga class?", "My yoga class is on Saturdays at 10am.", "My yoga class is at 10am on Saturdays."),
    ("rent", "en", L, "When is the electricity bill due?", "Rent is due on the 5th of every month.", "The electricity bill is due on the 5th of every month."),
    ("rent", "en", R, "When is rent due?", "Rent is due on the 5th of every month.", "My rent is due on the 5th of each month."),
    ("insurance", "en", L, "When does my passport expire?", "My car insurance expires on March 20.", "My passport expires on March 20."),
    ("insurance", "en", R, "When does my car insurance expire?", "My car insurance expires on March 20.", "My car insurance expires on the 20th of March."),
    ("dbbackup", "en", L, "When is the log archive made?", "The database backup runs daily at 3am.", "The log archive runs daily at 3am."),
    ("dbbackup", "en", R, "When does the database backup run?", "The database backup runs daily at 3am.", "The database backup runs every day at 3 am."),
    ("swim", "en", L, "When is breakfast?", "Swimming practice starts at 6:30 am.", "Breakfast starts at 6:30 am."),
    ("swim", "en", R, "When does swimming practice start?", "Swimming practice starts at 6:30 am.", "Swimming practice begins at 6:30 in the morning."),
    ("lunch", "en", L, "When is the all-hands?", "The team lunch is on Friday at noon.", "The all-hands is on Friday at noon."),
    ("lunch", "en", R, "When is the team lunch?", "The team lunch is on Friday at noon.", "Our team lunch is at noon on Friday."),
    ("report", "en", L, "When is the tax filing due?", "The quarterly report is due on June 30.", "The tax filing is due on June 30."),
    ("report", "en", R, "When is the quarterly report due?", "The quarterly report is due on June 30.", "The quarterly report is due by June 30th."),
    ("tennis", "en", L, "When is chess club?", "Tennis practice moved to Thursday at 6pm.", "Chess club moved to Thursday at 6pm."),
    ("tennis", "en", R, "When is tennis practice?", "Tennis practice moved to Thursday at 6pm.", "Tennis practice was moved to Thursday at 6 pm."),
    ("tennis", "en", U, "When is tennis practice?", "Tennis practice moved to Thursday at 6pm.", "Tennis practice moved to Friday at 6pm."),
    ("deploy", "en", L, "How often does the staging deploy run?", "The production deploy runs twice a week.", "The staging deploy runs twice a week."),
    ("deploy", "en", R, "How often does the production deploy run?", "The production deploy runs twice a week.", "The production deploy runs two times per week."),
    ("vet", "en", L, "When is the cat's vet visit?", "The dog's vet visit is on May 12 at 11am.", "The cat's vet visit is on May 12 at 11am."),
    ("vet", "en", R, "When is the dog's vet visit?", "The dog's vet visit is on May 12 at 11am.", "The dog's vet visit is at 11am on May 12."),
    ("gym", "en", L, "How often do I go swimming?", "I go to the gym three times a week.", "I go swimming three times a week."),
    ("gym", "en", R, "How often do I go to the gym?", "I go to the gym three times a week.", "I hit the gym 3 times a week."),
    # -- Chinese ------------------------------------------------------------------------------------------
    ("yumaoqiu", "zh", L, "篮球几点？", "羽毛球改到4点了。", "篮球改到4点了。"),
    ("yumaoqiu", "zh", R, "羽毛球几点？", "羽毛球改到4点了。", "羽毛球的时间改到4点了。"),
    ("yumaoqiu", "zh", U, "羽毛球几点？", "羽毛球改到4点了。", "羽毛球又改到5点了。"),
    ("rizhi", "zh", L, "备份任务几点运行？", "日志清理凌晨2点跑。", "备份任务在凌晨2点运行。"),
    ("rizhi", "zh", R, "日志清理几点跑？", "日志清理凌晨2点跑。", "日志清理任务在凌晨2点运行。"),
    ("youyong", "zh", L, "钢琴课什么时候？", "游泳课在每周六上午10点。", "钢琴课在每周六上午10点。"),
    ("youyong", "zh", R, "游泳课什么时候？", "游泳课在每周六上午10点。", "每周六上午10点上游泳课。"),
    ("fangzu", "zh", L, "水电费什么时候交？", "房租每月5号交。", "水电费每月5号交。"),
    ("fangzu", "zh", R, "房租什么时候交？", "房租每月5号交。", "每个月5号交房租。"),
    ("chexian", "zh", L, "护照什么时候到期？", "车险3月20日到期。", "护照3月20日到期。"),
    ("chexian", "zh", R, "车险什么时候到期？", "车险3月20日到期。", "车险三月二十号到期。"),
    ("shujuku", "zh", L, "日志归档几点做？", "数据库备份每天凌晨3点执行。", "日志归档每天凌晨3点执行。"),
    ("shujuku", "zh", R, "数据库备份几点执行？", "数据库备份每天凌晨3点执行。", "数据库每天凌晨3点备份。"),
    ("chenpao", "zh", L, "早餐几点？", "晨跑定在早上6点半。", "早餐定在早上6点半。"),
    ("chenpao", "zh", R, "晨跑几点？", "晨跑定在早上6点半。", "晨跑安排在早上六点半。"),
    ("jibao", "zh", L, "税务申报什么时候截止？", "季度报告6月30日截止。", "税务申报6月30日截止。"),
    ("jibao", "zh", R, "季度报告什么时候截止？", "季度报告6月30日截止。", "季度报告的截止日期是6月30日。"),
    ("wangqiu", "zh", L, "象棋社什么时候活动？", "网球训练改到周四晚上6点了。", "象棋社改到周四晚上6点了。"),
    ("wangqiu", "zh", R, "网球训练什么时候？", "网球训练改到周四晚上6点了。", "网球训练调到周四晚上六点了。"),
    ("wangqiu", "zh", U, "网球训练什么时候？", "网球训练改到周四晚上6点了。", "网球训练又改到周五晚上6点了。"),
    ("fabu", "zh", L, "测试环境多久发布一次？", "生产环境每周发布两次。", "测试环境每周发布两次。"),
    ("fabu", "zh", R, "生产环境多久发布一次？", "生产环境每周发布两次。", "生产环境一周发布2次。"),
    ("shouyi", "zh", L, "猫什么时候打疫苗？", "狗5月12日上午11点打疫苗。", "猫5月12日上午11点打疫苗。"),
    ("shouyi", "zh", R, "狗什么时候打疫苗？", "狗5月12日上午11点打疫苗。", "5月12日上午11点带狗打疫苗。"),
    ("jianshen", "zh", L, "我多久游一次泳？", "我每周去健身房三次。", "我每周去游泳三次。"),
    ("jianshen", "zh", R, "我多久去一次健身房？", "我每周去健身房三次。", "我一周去三次健身房。"),
    ("huiyi", "zh", L, "周报什么时候交？", "周会在每周三下午3点。", "周报在每周三下午3点交。"),
    ("huiyi", "zh", R, "周会什么时候？", "周会在每周三下午3点。", "周会定在每周三下午三点。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "form2", 131000)


def main() -> None:
    write_pair_file(OUT, "issue #12 second detail-form probe set, English and Chinese, IN-SAMPLE (hand-written by the "
                         "forms session 18, round 2, before changing any rule of this round: the same details said of "
                         "two things, which must stay apart, and the same thing with the same details reworded, which "
                         "must be stored once; not part of update_set.jsonl); built by bench/make_form_probes_2.py; "
                         "split once before tuning into 'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
