"""Build the persons probe set (issue #12 precision, English and Chinese) once, and split it.

    .venv/bin/python bench/make_people_probes.py   # writes bench/data/people_probes.jsonl

Written by session 28 (people28) before any rule of its round was changed: two readings about named persons.
- Two persons traded places around a symmetric relation (colleague, neighbour, roommate, classmate, cousin,
  teammate, partner, married, friends with, works with; 同事, 同学, 邻居, 室友, 朋友, 结婚) say one fact, a
  restatement ("Tom is Anna's colleague" / "Anna is Tom's colleague", 王磊是李娜的同事 / 李娜是王磊的同事); around an
  asymmetric one (manager, boss, landlord, tutor, coach, uncle, reports to, works for, hired; 经理, 老师, 房东,
  师傅, 上司, 表妹, 击败了, 帮了) they say two, a look-alike. So do a possessive chain ("a friend of Anna's manager"),
  a symmetric and an asymmetric word together ("colleague and mentor") and a third party moved.
- Another named person's change is no update of this one ("Priya lives in Berlin" / "Tom moved to Paris", 刘洋住在
  杭州 / 赵敏搬到了苏州: a look-alike), while the same person's change is ("Priya moved to Paris": an update), and so
  is a change of a thing whose first word is a capitalised noun ("Config lives in config/settings.yaml" /
  "Settings moved to config/app.toml", "Docs live on Confluence" / "Documentation moved to Notion"). Controls: the
  same person's fact said again.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20262801
OUT = Path(__file__).resolve().parent / "data" / "people_probes.jsonl"

R, L, U = "restatement", "distinct_lookalike", "update_signal"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: two persons traded around a symmetric relation (one fact) or an asymmetric one (two) ------------
    ("colleague", "en", R, "Who is Anna's colleague?", "Tom is Anna's colleague.", "Anna is Tom's colleague."),
    ("colleague", "en", L, "Who is Anna's manager?", "Tom is Anna's manager.", "Anna is Tom's manager."),
    ("colleague", "en", L, "Who is Anna's colleague and mentor?", "Tom is Anna's colleague and mentor.", "Anna is Tom's colleague and mentor."),
    ("married", "en", R, "Who did Anna marry?", "Tom married Anna in 2019.", "Anna married Tom in 2019."),
    ("married", "en", L, "Who hired Anna?", "Tom hired Anna in 2019.", "Anna hired Tom in 2019."),
    ("marriedto", "en", R, "Who is Anna married to?", "Tom is married to Anna.", "Anna is married to Tom."),
    ("marriedto", "en", L, "Who reports to Anna?", "Tom reports to Anna.", "Anna reports to Tom."),
    ("friends", "en", R, "Who is Maya friends with?", "Leo is friends with Maya.", "Maya is friends with Leo."),
    ("friends", "en", L, "Who is Maya afraid of?", "Leo is afraid of Maya.", "Maya is afraid of Leo."),
    ("friends", "en", L, "Whose manager is Leo a friend of?", "Leo is a friend of Maya's manager.", "Maya is a friend of Leo's manager."),
    ("neighbour", "en", R, "Who is David's neighbour?", "Priya is David's neighbour.", "David is Priya's neighbour."),
    ("neighbour", "en", L, "Who is David's landlord?", "Priya is David's landlord.", "David is Priya's landlord."),
    ("roommate", "en", R, "Who is Julia's roommate?", "Sam was Julia's roommate in college.", "Julia was Sam's roommate in college."),
    ("roommate", "en", L, "Who was Julia's tutor?", "Sam was Julia's tutor in college.", "Julia was Sam's tutor in college."),
    ("classmate", "en", R, "Who was Lisa's classmate?", "Ken was Lisa's classmate at Stanford.", "Lisa was Ken's classmate at Stanford."),
    ("classmate", "en", L, "Who was Lisa's teacher?", "Ken was Lisa's teacher at Stanford.", "Lisa was Ken's teacher at Stanford."),
    ("cousin", "en", R, "Who is Nadia's cousin?", "Omar is Nadia's cousin.", "Nadia is Omar's cousin."),
    ("cousin", "en", L, "Who is Nadia's uncle?", "Omar is Nadia's uncle.", "Nadia is Omar's uncle."),
    ("teammate", "en", R, "Who is Jonas's teammate?", "Mia is Jonas's teammate on the relay.", "Jonas is Mia's teammate on the relay."),
    ("teammate", "en", L, "Who is Jonas's coach?", "Mia is Jonas's coach on the relay.", "Jonas is Mia's coach on the relay."),
    ("partner", "en", R, "Who is Elena's business partner?", "Ravi is Elena's business partner.", "Elena is Ravi's business partner."),
    ("partner", "en", L, "Who is Elena's boss?", "Ravi is Elena's boss.", "Elena is Ravi's boss."),
    ("workswith", "en", R, "Who does Marco work with?", "Lena works with Marco.", "Marco works with Lena."),
    ("workswith", "en", L, "Who does Marco work for?", "Lena works for Marco.", "Marco works for Lena."),
    ("three", "en", R, "Who are colleagues?", "Tom, Anna and Leo are colleagues.", "Leo, Anna and Tom are colleagues."),
    ("three", "en", L, "Who introduced Anna to Leo?", "Tom introduced Anna to Leo.", "Anna introduced Tom to Leo."),
    # -- Chinese: the same ---------------------------------------------------------------------------------------
    ("tongshi", "zh", R, "谁是李娜的同事？", "王磊是李娜的同事。", "李娜是王磊的同事。"),
    ("tongshi", "zh", L, "谁是李娜的经理？", "王磊是李娜的经理。", "李娜是王磊的经理。"),
    ("tongshi", "zh", L, "谁是李娜经理的同事？", "王磊是李娜经理的同事。", "李娜是王磊经理的同事。"),
    ("tongxue", "zh", R, "谁是刘洋的大学同学？", "张伟是刘洋的大学同学。", "刘洋是张伟的大学同学。"),
    ("tongxue", "zh", L, "谁是刘洋的老师？", "张伟是刘洋的老师。", "刘洋是张伟的老师。"),
    ("linju", "zh", R, "谁是赵敏的邻居？", "陈静是赵敏的邻居。", "赵敏是陈静的邻居。"),
    ("linju", "zh", L, "谁是赵敏的房东？", "陈静是赵敏的房东。", "赵敏是陈静的房东。"),
    ("shiyou", "zh", R, "谁是小李的室友？", "小王是小李的室友。", "小李是小王的室友。"),
    ("shiyou", "zh", L, "谁是小李的师傅？", "小王是小李的师傅。", "小李是小王的师傅。"),
    ("jiehun", "zh", R, "李娜跟谁结婚了？", "王磊去年跟李娜结婚了。", "李娜去年跟王磊结婚了。"),
    ("jiehun", "zh", L, "谁去年帮了李娜？", "王磊去年帮了李娜。", "李娜去年帮了王磊。"),
    ("pengyou", "zh", R, "谁是林峰的好朋友？", "周杰是林峰的好朋友。", "林峰是周杰的好朋友。"),
    ("pengyou", "zh", L, "谁是林峰的上司？", "周杰是林峰的上司。", "林峰是周杰的上司。"),
    ("biaomei", "zh", L, "谁是王强的表妹？", "刘芳是王强的表妹。", "王强是刘芳的表妹。"),
    ("biaomei", "zh", R, "谁和谁是表兄妹？", "刘芳和王强是表兄妹。", "王强和刘芳是表兄妹。"),
    ("jibai", "zh", L, "谁击败了谁？", "李明在决赛中击败了王刚。", "王刚在决赛中击败了李明。"),
    ("jibai", "zh", R, "谁和谁是队友？", "李明是王刚的队友。", "王刚是李明的队友。"),
    # -- English: another named person's change (apart), the same person's change (an update), controls ----------
    ("priya", "en", L, "Where does Priya live?", "Priya lives in Berlin.", "Tom moved to Paris."),
    ("priya", "en", U, "Where does Priya live?", "Priya lives in Berlin.", "Priya moved to Paris."),
    ("priya", "en", R, "Where does Priya live?", "Priya lives in Berlin.", "Priya is living in Berlin."),
    ("ahmed", "en", L, "Where does Ahmed live?", "Ahmed lives in Leeds.", "Sofia moved to Bristol last month."),
    ("ahmed", "en", U, "Where does Ahmed live?", "Ahmed lives in Leeds.", "Ahmed moved to Bristol last month."),
    ("lucas", "en", L, "What does Lucas drive?", "Lucas drives a Honda Civic.", "Emma switched to a Tesla."),
    ("lucas", "en", U, "What does Lucas drive?", "Lucas drives a Honda Civic.", "Lucas switched to a Tesla."),
    ("drchen", "en", L, "Where does Dr. Chen work?", "Dr. Chen works at St. Mary's Hospital.", "Dr. Patel moved to City Hospital."),
    ("drchen", "en", U, "Where does Dr. Chen work?", "Dr. Chen works at St. Mary's Hospital.", "Dr. Chen moved to City Hospital."),
    ("kenji", "en", L, "Where does Kenji teach?", "Kenji teaches at Kyoto University.", "Hana now teaches at Osaka University instead."),
    ("kenji", "en", U, "Where does Kenji teach?", "Kenji teaches at Kyoto University.", "Kenji now teaches at Osaka University instead."),
    ("jordan", "en", L, "Where does Jordan live?", "Jordan lives in Austin with his wife.", "Casey moved to Denver with his wife."),
    ("jordan", "en", U, "Where does Jordan live?", "Jordan lives in Austin with his wife.", "Jordan moved to Denver with his wife."),
    # -- English: a capitalised noun first, a true update ---------------------------------------------------------
    ("config", "en", U, "Where does the config live?", "Config lives in config/settings.yaml", "Settings moved to config/app.toml"),
    ("docs", "en", U, "Where do the docs live?", "Docs live on Confluence.", "Documentation moved to Notion."),
    ("backups", "en", U, "Where do backups go?", "Backups live in /mnt/backup.", "Snapshots moved to s3://corp-backups."),
    ("builds", "en", U, "Where do builds run?", "Builds run on Jenkins.", "CI moved to GitHub Actions."),
    ("billing", "en", U, "Where does the billing code live?", "Billing lives in the payments repo.", "Invoicing moved to the finance repo."),
    ("mail", "en", U, "Where is our email hosted?", "Mail lives on the old Exchange server.", "Email moved to Google Workspace."),
    # -- Chinese: another named person's change, the same person's change, controls ------------------------------
    ("zhangwei", "zh", L, "张伟住在哪里？", "张伟住在北京。", "李娜搬到了上海。"),
    ("zhangwei", "zh", U, "张伟住在哪里？", "张伟住在北京。", "张伟搬到了上海。"),
    ("zhangwei", "zh", R, "张伟住在哪里？", "张伟住在北京。", "张伟现在住在北京。"),
    ("wangfang", "zh", L, "王芳在哪里工作？", "王芳在阿里巴巴工作。", "陈刚跳槽到了腾讯。"),
    ("wangfang", "zh", U, "王芳在哪里工作？", "王芳在阿里巴巴工作。", "王芳跳槽到了腾讯。"),
    ("liuyang", "zh", L, "刘洋住在哪里？", "刘洋住在杭州。", "赵敏最近搬到了苏州。"),
    ("liuyang", "zh", U, "刘洋住在哪里？", "刘洋住在杭州。", "刘洋最近搬到了苏州。"),
    ("xiaoli", "zh", L, "小李在哪个组？", "小李在三组。", "小张调到了五组。"),
    ("xiaoli", "zh", U, "小李在哪个组？", "小李在三组。", "小李调到了五组。"),
    ("huang", "zh", L, "黄老师教几年级？", "黄老师教初二。", "林老师改教高一了。"),
    ("huang", "zh", U, "黄老师教几年级？", "黄老师教初二。", "黄老师改教高一了。"),
    ("ouyang", "zh", L, "欧阳娜娜在哪个城市？", "欧阳娜娜在深圳工作。", "司马磊调到广州工作了。"),
    ("ouyang", "zh", U, "欧阳娜娜在哪个城市？", "欧阳娜娜在深圳工作。", "欧阳娜娜调到广州工作了。"),
    # -- Chinese: a thing first, a true update ---------------------------------------------------------------------
    ("wendang", "zh", U, "文档放在哪里？", "文档放在Confluence上。", "资料迁到了Notion。"),
    ("rizhi", "zh", U, "日志存在哪里？", "日志存在/var/log/app。", "输出改到了/data/logs。"),
    ("peizhi", "zh", U, "配置在哪里？", "配置放在config/settings.yaml。", "设置挪到了config/app.toml。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "people", 280000)


def main() -> None:
    write_pair_file(OUT, "issue #12 persons probe set, English and Chinese, IN-SAMPLE (hand-written by session 28 "
                         "(people28) before changing any rule of this round: two persons traded around a symmetric "
                         "relation (colleague, married, 同事, 邻居: one fact) or an asymmetric one (manager, hired, "
                         "经理, 击败了: two), a possessive chain and a third party; another named person's change "
                         "(Priya lives in Berlin / Tom moved to Paris: apart), the same person's change (an update) "
                         "and a capitalised noun's change (Config / Settings moved: an update); not part of "
                         "update_set.jsonl); built by bench/make_people_probes.py; split once before tuning into "
                         "'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
