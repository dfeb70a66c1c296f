"""Issue #12: IN-SAMPLE probes for a sentence turned around (session 36, copula36), hand-written by the engineer who
tunes on them, before any rule of the round was changed:
  - A copula turned around, one side a role or a description and not a second name, is one claim: "Maya is our
    team lead" / "Our team lead is Maya", "Dr. Osei is my dentist" / "My dentist is Dr. Osei", "赵敏是我们的组长" /
    "我们的组长是赵敏".
  - A time, place or manner phrase moved, the roles of the names kept, is one claim: "周三老张接小美放学" / "老张周三接
    小美放学", "Every morning Jonas walks Elif to the station" / "Jonas walks Elif to the station every morning".
  Look-alikes: two names that trade places around a one-way relation ("Raj is Mei's manager" / "Mei is Raj's manager",
  "Sofia reports to Henrik" / "Henrik reports to Sofia", 老张接小美 / 小美接老张), a phrase moved AND the names traded, a
  role of another owner, another role; a relation that holds both ways (孙浩是赵敏的邻居 / 赵敏是孙浩的邻居, two teams
  that play each other) is one fact, and one that does not (hosts) is two.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_copula_probes.py   # writes bench/data/copula_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/copula_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263604
OUT = Path(__file__).resolve().parent / "data" / "copula_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- an English copula turned around: a name and a role or description ---------------------------------------
    ("teamlead", "en", R, "Who is our team lead?", "Maya is our team lead.", "Our team lead is Maya."),
    ("teamlead", "en", R, "Who is our team lead?", "Our team lead is Maya.", "Maya's our team lead."),
    ("teamlead", "en", L, "Whose team lead is Maya?", "Maya is Priya's team lead.", "Priya is Maya's team lead."),
    ("dentist", "en", R, "Who is my dentist?", "Dr. Osei is my dentist.", "My dentist is Dr. Osei."),
    ("dentist", "en", L, "Who is my sister's dentist?", "My dentist is Dr. Osei.", "My sister's dentist is Dr. Osei."),
    ("landlord", "en", R, "Who is our landlord?", "Our landlord is Mr. Baptiste.", "Mr. Baptiste is our landlord."),
    ("landlord", "en", L, "Who is our neighbor?", "Mr. Baptiste is our landlord.", "Mr. Baptiste is our neighbor."),
    ("band", "en", R, "What is my favorite band?", "My favorite band is Radiohead.", "Radiohead is my favorite band."),
    ("runner", "en", R, "Who is the fastest runner on the team?", "The fastest runner on the team is Omar.", "Omar is the fastest runner on the team."),
    ("runner", "en", L, "Who is the slowest runner on the team?", "Omar is the fastest runner on the team.", "Omar is the slowest runner on the team."),
    ("ceo", "en", R, "Who is our CEO?", "Lin is our CEO.", "Our CEO is Lin."),
    ("ceo", "en", L, "Whose boss is Lin?", "Lin is Quentin's boss.", "Quentin is Lin's boss."),
    ("billing", "en", R, "Who owns the billing service?", "The owner of the billing service is Dana.", "Dana is the owner of the billing service."),
    ("mentor", "en", R, "Who is Dario's mentor?", "Ines is Dario's mentor.", "Dario's mentor is Ines."),
    ("mentor", "en", L, "Who is Dario's mentor?", "Ines is Dario's mentor.", "Dario is Ines's mentor."),
    ("mentor", "en", L, "Who mentors whom?", "Ines mentors Dario.", "Dario mentors Ines."),
    ("manager", "en", R, "Who is Mei's manager?", "Raj is Mei's manager.", "Mei's manager is Raj."),
    ("manager", "en", L, "Who is Mei's manager?", "Raj is Mei's manager.", "Mei is Raj's manager."),
    ("reports", "en", L, "Who reports to whom?", "Sofia reports to Henrik.", "Henrik reports to Sofia."),
    ("reviews", "en", L, "Who reviews whose pull requests?", "Lucia reviews Ahmed's pull requests.", "Ahmed reviews Lucia's pull requests."),
    ("coach", "en", R, "Who coaches the under-12 squad?", "Coach Ferreira is the trainer of the under-12 squad.", "The trainer of the under-12 squad is Coach Ferreira."),
    ("interns", "en", R, "Who trains the interns?", "The person who trains the interns is Kofi.", "Kofi is the person who trains the interns."),
    ("teams", "en", R, "Who does the red team play on Monday?", "The red team plays the blue team on Monday.", "The blue team plays the red team on Monday."),
    ("teams", "en", L, "Who hosts whom on Monday?", "The red team hosts the blue team on Monday.", "The blue team hosts the red team on Monday."),
    ("neighbor", "en", R, "Who is Tariq's neighbor?", "Tariq is Hannah's neighbor.", "Hannah is Tariq's neighbor."),
    # -- an English time, place or manner phrase moved, the roles kept ------------------------------------------
    ("station", "en", R, "Who walks Elif to the station?", "Every morning Jonas walks Elif to the station.", "Jonas walks Elif to the station every morning."),
    ("station", "en", L, "Who walks whom to the station?", "Every morning Jonas walks Elif to the station.", "Every morning Elif walks Jonas to the station."),
    ("school", "en", R, "Who drives Felix to school on Mondays?", "On Mondays Nadia drives Felix to school.", "Nadia drives Felix to school on Mondays."),
    ("school", "en", L, "Who drives whom to school on Mondays?", "On Mondays Nadia drives Felix to school.", "Felix drives Nadia to school on Mondays."),
    ("call", "en", R, "When does Carla call Devi?", "At 9 Carla calls Devi.", "Carla calls Devi at 9."),
    ("call", "en", L, "Who calls whom at 9?", "At 9 Carla calls Devi.", "At 9 Devi calls Carla."),
    ("pay", "en", L, "Who pays whom on Fridays?", "On Fridays Ana pays Ben.", "Ben pays Ana on Fridays."),
    ("office", "en", R, "Where does Wen help Lior?", "At the office Wen helps Lior with the reports.", "Wen helps Lior with the reports at the office."),
    ("tutor", "en", R, "How does Omar tutor Lina?", "Omar patiently tutors Lina in math.", "Omar tutors Lina in math patiently."),
    ("tutor", "en", L, "Who tutors whom in math?", "Omar patiently tutors Lina in math.", "Lina patiently tutors Omar in math."),
    ("pickup", "en", R, "When does Ruth pick up Sam?", "Ruth picks up Sam at 7.", "At 7, Ruth picks up Sam."),
    # -- a Chinese copula turned around -------------------------------------------------------------------------
    ("zuzhang", "zh", R, "我们的组长是谁？", "赵敏是我们的组长。", "我们的组长是赵敏。"),
    ("zuzhang", "zh", L, "谁是谁的领导？", "赵敏是孙浩的领导。", "孙浩是赵敏的领导。"),
    ("yayi", "zh", R, "我的牙医是谁？", "我的牙医是陈医生。", "陈医生是我的牙医。"),
    ("yayi", "zh", L, "我妹妹的牙医是谁？", "我的牙医是陈医生。", "我妹妹的牙医是陈医生。"),
    ("laoban", "zh", R, "我们公司的老板是谁？", "我们公司的老板是刘总。", "刘总是我们公司的老板。"),
    ("banzhang", "zh", R, "班长是谁？", "班长是小周。", "小周是班长。"),
    ("banzhang", "zh", L, "谁是班长？", "小周是班长。", "小周是副班长。"),
    ("shifu", "zh", L, "谁是谁的师傅？", "老周是小吴的师傅。", "小吴是老周的师傅。"),
    ("shifu", "zh", R, "小吴的师傅是谁？", "老周是小吴的师傅。", "小吴的师傅是老周。"),
    ("linju", "zh", R, "孙浩和赵敏是什么关系？", "孙浩是赵敏的邻居。", "赵敏是孙浩的邻居。"),
    ("geshou", "zh", R, "我最喜欢的歌手是谁？", "我最喜欢的歌手是周杰伦。", "周杰伦是我最喜欢的歌手。"),
    ("geshou", "zh", L, "我妈最喜欢的歌手是谁？", "我最喜欢的歌手是周杰伦。", "我妈最喜欢的歌手是周杰伦。"),
    # -- a Chinese time, place or manner phrase moved, the roles kept --------------------------------------------
    ("fangxue", "zh", R, "谁周三接小美放学？", "周三老张接小美放学。", "老张周三接小美放学。"),
    ("fangxue", "zh", L, "周三谁接谁放学？", "老张周三接小美放学。", "小美周三接老张放学。"),
    ("dianhua", "zh", R, "阿杰每天晚上做什么？", "每天晚上阿杰给小雨打电话。", "阿杰每天晚上给小雨打电话。"),
    ("dianhua", "zh", L, "每天晚上谁给谁打电话？", "阿杰每天晚上给小雨打电话。", "小雨每天晚上给阿杰打电话。"),
    ("gongsi", "zh", R, "老刘在公司经常做什么？", "在公司老刘经常帮小赵。", "老刘在公司经常帮小赵。"),
    ("gongsi", "zh", L, "在公司谁经常帮谁？", "老刘在公司经常帮小赵。", "小赵在公司经常帮老刘。"),
    ("chifan", "zh", R, "大伟星期五晚上做什么？", "星期五晚上大伟请丽丽吃饭。", "大伟星期五晚上请丽丽吃饭。"),
    ("chifan", "zh", L, "星期五晚上谁请谁吃饭？", "大伟星期五晚上请丽丽吃饭。", "丽丽星期五晚上请大伟吃饭。"),
    ("shangke", "zh", R, "王芳下午三点做什么？", "下午三点王芳给李强上课。", "王芳下午三点给李强上课。"),
    ("shangke", "zh", L, "下午三点谁给谁上课？", "下午三点王芳给李强上课。", "下午三点李强给王芳上课。"),
    ("gongyuan", "zh", R, "妈妈周末带弟弟去哪？", "周末妈妈带弟弟去公园。", "妈妈周末带弟弟去公园。"),
    ("gongyuan", "zh", L, "周末谁带谁去公园？", "妈妈周末带弟弟去公园。", "弟弟周末带妈妈去公园。"),
    ("yiyuan", "zh", R, "小林每周二做什么？", "每周二小林陪奶奶去医院。", "小林每周二陪奶奶去医院。"),
    ("yiyuan", "zh", L, "每周二谁陪小林去医院？", "小林每周二陪奶奶去医院。", "奶奶每周二陪小林去医院。"),
    ("shangban", "zh", R, "小宋每天早上做什么？", "每天早上小宋开车送小何上班。", "小宋每天早上开车送小何上班。"),
    ("shangban", "zh", L, "每天早上谁开车送谁上班？", "小宋每天早上开车送小何上班。", "小何每天早上开车送小宋上班。"),
    ("zuofan", "zh", R, "爸爸在家里教我做什么？", "在家里爸爸教我做饭。", "爸爸在家里教我做饭。"),
    ("zuofan", "zh", L, "谁教谁做饭？", "爸爸在家里教我做饭。", "我在家里教爸爸做饭。"),
    ("qiuchang", "zh", R, "周六下午谁和谁打球？", "周六下午一班和二班在球场比赛。", "一班和二班周六下午在球场比赛。"),
    ("jiaban", "zh", R, "小郑九点做什么？", "九点小郑去机场接孙总。", "小郑九点去机场接孙总。"),
    ("jiaban", "zh", L, "九点谁去机场接谁？", "小郑九点去机场接孙总。", "孙总九点去机场接小郑。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "copula", 636300)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_copula_probes.py): hand-written by session 36 "
                         "(copula36) before any rule of its round was changed, for a sentence turned around: a copula "
                         "read both ways (a name and a role or description) and a time, place or manner phrase moved "
                         "with the roles of the names kept are one claim; every group has look-alikes that are "
                         "DIFFERENT facts (two names traded around a one-way relation, a phrase moved and the names "
                         "traded, another owner, another role) or restatements (a relation that holds both ways); "
                         "split once before tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
