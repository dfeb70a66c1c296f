"""Build the second role-swap probe set (issue #12 precision, English and Chinese) once, and split it.

    .venv/bin/python bench/make_role_probes_2.py   # writes bench/data/role_probes_2.jsonl

Written by session 27 (roles27) before any rule of its round was changed: the gaps session 26's swap set
(bench/make_swap_probes.py) left, each with the true restatements that look like them and must stay stored once.
- Two named parties traded places around a LONG middle: a score, adverbs of time and place, 了, a 把 or 将 object,
  a 给 recipient, an object and a "to" or "from" phrase between them ("Kenji emailed the wedding photos to Laura
  yesterday" / "Laura emailed the wedding photos to Kenji yesterday", "皇马3比2逆转了巴萨" / "巴萨3比2逆转了皇马",
  "老刘上周在医院照顾了老陈" / "老陈上周在医院照顾了老刘", "小张把钥匙交给了小赵" / "小赵把钥匙交给了小张").
- A passive turned around: "Nadia was hired by Victor" / "Nadia hired Victor" (the party before the verb is the
  patient on one side and the agent on the other: distinct), while "Victor hired Nadia" / "Nadia was hired by
  Victor" (and "小明推倒了小红" / "小红被小明推倒了") keep every role: one fact.
The restatements beside them keep every party in its role: a passive with "by" or 被, a phrase of time or place
moved, 把 / 将 for one another, an object moved after its verb ("发了一封邮件给小吴").

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20262701
OUT = Path(__file__).resolve().parent / "data" / "role_probes_2.jsonl"

R, L = "restatement", "distinct_lookalike"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: two named parties traded around a long middle -------------------------------------------------
    ("bike", "en", L, "Who lent the bike?", "Priya lent the old bike to Marcus last spring.", "Marcus lent the old bike to Priya last spring."),
    ("bike", "en", R, "Who lent the bike?", "Priya lent the old bike to Marcus last spring.", "Last spring Priya lent the old bike to Marcus."),
    ("bike", "en", R, "Who lent the bike?", "Priya lent the old bike to Marcus last spring.", "The old bike was lent to Marcus by Priya last spring."),
    ("photos", "en", L, "Who emailed the photos?", "Kenji emailed the wedding photos to Laura yesterday.", "Laura emailed the wedding photos to Kenji yesterday."),
    ("photos", "en", R, "Who emailed the photos?", "Kenji emailed the wedding photos to Laura yesterday.", "The wedding photos were emailed to Laura by Kenji yesterday."),
    ("photos", "en", R, "Who emailed the photos?", "Kenji emailed the wedding photos to Laura yesterday.", "Yesterday Kenji emailed the wedding photos to Laura."),
    ("anfield", "en", L, "Who won at Anfield?", "Liverpool defeated Everton 3-0 at Anfield.", "Everton defeated Liverpool 3-0 at Anfield."),
    ("anfield", "en", R, "Who won at Anfield?", "Liverpool defeated Everton 3-0 at Anfield.", "Everton were defeated 3-0 by Liverpool at Anfield."),
    ("anfield", "en", R, "Who won at Anfield?", "Liverpool defeated Everton 3-0 at Anfield.", "At Anfield, Liverpool defeated Everton 3-0."),
    ("wimbledon", "en", L, "Who won at Wimbledon?", "Serena beat Venus in straight sets at Wimbledon.", "Venus beat Serena in straight sets at Wimbledon."),
    ("wimbledon", "en", R, "Who won at Wimbledon?", "Serena beat Venus in straight sets at Wimbledon.", "At Wimbledon, Venus was beaten in straight sets by Serena."),
    ("intro", "en", L, "Who introduced Mei?", "Jake introduced Mei to Carlos at the party.", "Carlos introduced Mei to Jake at the party."),
    ("intro", "en", R, "Who introduced Mei?", "Jake introduced Mei to Carlos at the party.", "At the party, Mei was introduced to Carlos by Jake."),
    ("lead", "en", L, "Who became team lead?", "Hannah replaced Oliver as team lead in June.", "Oliver replaced Hannah as team lead in June."),
    ("lead", "en", R, "Who became team lead?", "Hannah replaced Oliver as team lead in June.", "In June Oliver was replaced as team lead by Hannah."),
    ("fitbit", "en", L, "Who bought whom?", "Google acquired Fitbit for 2.1 billion dollars.", "Fitbit acquired Google for 2.1 billion dollars."),
    ("fitbit", "en", R, "Who bought whom?", "Google acquired Fitbit for 2.1 billion dollars.", "Fitbit was acquired by Google for 2.1 billion dollars."),
    ("referral", "en", L, "Who referred whom?", "Dr. Patel referred Mr. Grant to a cardiologist last month.", "Mr. Grant referred Dr. Patel to a cardiologist last month."),
    ("referral", "en", R, "Who referred whom?", "Dr. Patel referred Mr. Grant to a cardiologist last month.", "Last month Mr. Grant was referred to a cardiologist by Dr. Patel."),
    ("tickets", "en", L, "Who owes money for the tickets?", "Sofia owes Daniel three hundred euros for the concert tickets.", "Daniel owes Sofia three hundred euros for the concert tickets."),
    ("tickets", "en", R, "Who owes money for the tickets?", "Sofia owes Daniel three hundred euros for the concert tickets.", "For the concert tickets Sofia owes Daniel three hundred euros."),
    ("airport", "en", L, "Who picked up whom?", "Emma picked up Lucas from the airport on Tuesday night.", "Lucas picked up Emma from the airport on Tuesday night."),
    ("airport", "en", R, "Who picked up whom?", "Emma picked up Lucas from the airport on Tuesday night.", "On Tuesday night Lucas was picked up from the airport by Emma."),
    ("driving", "en", L, "Who taught whom to drive?", "Ravi taught Elena to drive over the summer.", "Elena taught Ravi to drive over the summer."),
    ("driving", "en", R, "Who taught whom to drive?", "Ravi taught Elena to drive over the summer.", "Over the summer Elena was taught to drive by Ravi."),
    # -- English: a passive turned around ---------------------------------------------------------------------------
    ("hired", "en", L, "Who hired whom?", "Nadia was hired by Victor in March.", "Nadia hired Victor in March."),
    ("hired", "en", R, "Who hired whom?", "Nadia was hired by Victor in March.", "Victor hired Nadia in March."),
    ("trained", "en", L, "Who trained the new intern?", "The new intern was trained by Rosa.", "The new intern trained Rosa."),
    ("trained", "en", R, "Who trained the new intern?", "The new intern was trained by Rosa.", "Rosa trained the new intern."),
    ("podcast", "en", L, "Who interviewed whom for the podcast?", "She was interviewed by him for the podcast.", "She interviewed him for the podcast."),
    ("podcast", "en", R, "Who interviewed whom for the podcast?", "She was interviewed by him for the podcast.", "He interviewed her for the podcast."),
    ("outscored", "en", L, "Who outscored whom?", "Our team was outscored by the visitors in the second half.", "Our team outscored the visitors in the second half."),
    ("outscored", "en", R, "Who outscored whom?", "Our team was outscored by the visitors in the second half.", "The visitors outscored our team in the second half."),
    ("coached", "en", L, "Who coached whom?", "Tyler coached Grace before the marathon.", "Tyler was coached by Grace before the marathon."),
    ("coached", "en", R, "Who coached whom?", "Tyler coached Grace before the marathon.", "Before the marathon Grace was coached by Tyler."),
    # -- Chinese: two named parties traded around a long middle -----------------------------------------------------
    ("nizhuan", "zh", L, "谁逆转了谁？", "皇马3比2逆转了巴萨。", "巴萨3比2逆转了皇马。"),
    ("nizhuan", "zh", R, "谁逆转了谁？", "皇马3比2逆转了巴萨。", "巴萨被皇马3比2逆转了。"),
    ("zhaogu", "zh", L, "谁在医院照顾了谁？", "老刘上周在医院照顾了老陈。", "老陈上周在医院照顾了老刘。"),
    ("zhaogu", "zh", R, "谁在医院照顾了谁？", "老刘上周在医院照顾了老陈。", "上周老刘在医院照顾了老陈。"),
    ("zhaogu", "zh", R, "谁在医院照顾了谁？", "老刘上周在医院照顾了老陈。", "老陈上周在医院被老刘照顾了。"),
    ("yaoshi", "zh", L, "谁把钥匙交给了谁？", "小张把钥匙交给了小赵。", "小赵把钥匙交给了小张。"),
    ("yaoshi", "zh", R, "谁把钥匙交给了谁？", "小张把钥匙交给了小赵。", "钥匙被小张交给了小赵。"),
    ("yaoshi", "zh", R, "谁把钥匙交给了谁？", "小张把钥匙交给了小赵。", "小张将钥匙交给了小赵。"),
    ("piping", "zh", L, "谁在会上批评了谁？", "王经理昨天在会上批评了小林。", "小林昨天在会上批评了王经理。"),
    ("piping", "zh", R, "谁在会上批评了谁？", "王经理昨天在会上批评了小林。", "小林昨天在会上被王经理批评了。"),
    ("piping", "zh", R, "谁在会上批评了谁？", "王经理昨天在会上批评了小林。", "昨天在会上王经理批评了小林。"),
    ("jieqian", "zh", L, "谁借给了谁钱？", "李明去年借给了王芳两万块钱。", "王芳去年借给了李明两万块钱。"),
    ("jieqian", "zh", R, "谁借给了谁钱？", "李明去年借给了王芳两万块钱。", "去年李明借给了王芳两万块钱。"),
    ("lanqiu", "zh", L, "谁赢了比赛？", "湖人队在主场以105比98战胜了勇士队。", "勇士队在主场以105比98战胜了湖人队。"),
    ("lanqiu", "zh", R, "谁赢了比赛？", "湖人队在主场以105比98战胜了勇士队。", "在主场，湖人队以105比98战胜了勇士队。"),
    ("youjian", "zh", L, "谁给谁发了道歉邮件？", "小周给小吴发了一封很长的道歉邮件。", "小吴给小周发了一封很长的道歉邮件。"),
    ("youjian", "zh", R, "谁给谁发了道歉邮件？", "小周给小吴发了一封很长的道歉邮件。", "小周发了一封很长的道歉邮件给小吴。"),
    ("xiangmu", "zh", L, "项目交给了谁？", "陈总已经把项目交给了刘工负责。", "刘工已经把项目交给了陈总负责。"),
    ("xiangmu", "zh", R, "项目交给了谁？", "陈总已经把项目交给了刘工负责。", "项目已经被陈总交给了刘工负责。"),
    ("shoushu", "zh", L, "谁做了手术？", "张医生昨天下午给赵阿姨做了手术。", "赵阿姨昨天下午给张医生做了手术。"),
    ("shoushu", "zh", R, "谁做了手术？", "张医生昨天下午给赵阿姨做了手术。", "昨天下午张医生给赵阿姨做了手术。"),
    ("shougou", "zh", L, "谁收购了谁？", "腾讯去年收购了这家游戏公司。", "这家游戏公司去年收购了腾讯。"),
    ("shougou", "zh", R, "谁收购了谁？", "腾讯去年收购了这家游戏公司。", "这家游戏公司去年被腾讯收购了。"),
    ("songxue", "zh", L, "谁开车送谁去学校？", "老孙每天早上开车送小孙去学校。", "小孙每天早上开车送老孙去学校。"),
    ("songxue", "zh", R, "谁开车送谁去学校？", "老孙每天早上开车送小孙去学校。", "每天早上老孙都开车送小孙去学校。"),
    # -- Chinese: a passive turned around ---------------------------------------------------------------------------
    ("tuidao", "zh", L, "谁推倒了谁？", "小红被小明推倒了。", "小红推倒了小明。"),
    ("tuidao", "zh", R, "谁推倒了谁？", "小红被小明推倒了。", "小明推倒了小红。"),
    ("chaoyue", "zh", L, "谁在比赛中超越了谁？", "孙杰在比赛中被刘洋超越了。", "孙杰在比赛中超越了刘洋。"),
    ("chaoyue", "zh", R, "谁在比赛中超越了谁？", "孙杰在比赛中被刘洋超越了。", "刘洋在比赛中超越了孙杰。"),
    ("biaoyang", "zh", L, "谁表扬了谁？", "赵老师上周表扬了小吕。", "赵老师上周被小吕表扬了。"),
    ("biaoyang", "zh", R, "谁表扬了谁？", "赵老师上周表扬了小吕。", "小吕上周被赵老师表扬了。"),
    ("tousu", "zh", L, "谁投诉了谁？", "那位顾客向经理投诉了小何。", "小何向经理投诉了那位顾客。"),
    ("tousu", "zh", R, "谁投诉了谁？", "那位顾客向经理投诉了小何。", "小何被那位顾客向经理投诉了。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "role2", 270000)


def main() -> None:
    write_pair_file(OUT, "issue #12 role-swap probe set 2, English and Chinese, IN-SAMPLE (hand-written by the roles "
                         "session 27 before changing any rule of its round: two named parties traded around a long "
                         "middle (a score, adverbs, 了, 把/将, 给, an object and a 'to' phrase) and a passive turned "
                         "around (Nadia was hired by Victor / Nadia hired Victor), with the true restatements that "
                         "keep every role (a passive with by or 被, a phrase moved, 把 / 将, an object after its "
                         "verb); not part of update_set.jsonl); built by bench/make_role_probes_2.py; split once "
                         "before tuning into 'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
