"""Build the dropped-subject probe set (issue #12 restatements, Chinese and English) once, and split it.

    .venv/bin/python bench/make_dropped_subject_probes.py   # writes bench/data/dropped_subject_probes.jsonl

Written by session 29 (dropme29) before any rule of its round was changed. The cause: a Chinese sentence with no
subject is the speaker's ("周末去爬山了" is "我周末去爬山了"), and so is an English diary-style sentence ("Went
hiking on Saturday"), so dropping or adding 我 / "I" is one fact said twice. The look-alikes a careless rule of that
cause would merge: another holder on one side (我表哥, 他, 我老婆, 小王, "my sister", "he"), the speaker's group
(我们) against the speaker (the speaker alone and with others are two holders, as 我们 / 我 are today; a dropped
subject is read as the speaker, so 我们 against no subject is the same two), an imperative or a question with no
subject (a reminder or a question states no fact of the speaker), a generic sentence with no subject (下雨了: the
weather, not the speaker), and an update with the subject dropped that must stay an update.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20262904
OUT = Path(__file__).resolve().parent / "data" / "dropped_subject_probes.jsonl"

R, L, S = "restatement", "distinct_lookalike", "update_signal"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- Chinese: 我 dropped on one side, and the holders that must stay apart ------------------------------------
    ("run", "zh", R, "我今天早上跑了多远？", "我今天早上跑了五公里。", "今天早上跑了五公里。"),
    ("run", "zh", R, "我今天早上跑了多远？", "今天早上跑了五公里。", "我今天早上跑了五公里，有点累。"),
    ("run", "zh", L, "我今天早上跑了多远？", "今天早上跑了五公里。", "我老婆今天早上跑了五公里。"),
    ("run", "zh", L, "我今天早上跑了多远？", "今天早上跑了五公里。", "他今天早上跑了五公里。"),
    ("dentist", "zh", R, "我下午去哪了？", "我下午去看了牙医。", "下午去看牙医了。"),
    ("dentist", "zh", L, "我下午去哪了？", "下午去看牙医了。", "我儿子下午去看牙医了。"),
    ("dentist", "zh", L, "我下午去哪了？", "下午去看牙医了。", "小王下午去看牙医了。"),
    ("pudong", "zh", R, "我搬到哪了？", "我上周搬到了浦东。", "上周搬到浦东了。"),
    ("pudong", "zh", L, "我搬到哪了？", "上周搬到浦东了。", "我表姐上周搬到浦东了。"),
    ("pudong", "zh", L, "我搬到哪了？", "上周搬到浦东了。", "我们公司上周搬到浦东了。"),
    ("gym", "zh", R, "我办了什么卡？", "我前天在小区门口办了张健身卡。", "前天在小区门口办了健身卡。"),
    ("gym", "zh", L, "我办了什么卡？", "前天在小区门口办了健身卡。", "我妈前天在小区门口办了健身卡。"),
    ("wuhan", "zh", R, "我出差去了哪里？", "我这周一直在武汉出差。", "这周一直在武汉出差。"),
    ("wuhan", "zh", L, "我出差去了哪里？", "这周一直在武汉出差。", "我们领导这周一直在武汉出差。"),
    ("wuhan", "zh", L, "我出差去了哪里？", "这周一直在武汉出差。", "她这周一直在武汉出差。"),
    ("movie", "zh", R, "我昨晚看了什么电影？", "昨晚我在家看了《流浪地球》。", "昨晚在家看了流浪地球。"),
    ("movie", "zh", L, "我昨晚看了什么电影？", "昨晚在家看了流浪地球。", "我们昨晚在家看了流浪地球。"),
    ("movie", "zh", L, "我昨晚看了什么电影？", "昨晚我在家看了《流浪地球》。", "我们昨晚在家看了《流浪地球》。"),
    ("movie", "zh", L, "我昨晚看了什么电影？", "昨晚在家看了流浪地球。", "晚上在家看流浪地球吧。"),
    ("guitar", "zh", R, "我在学什么乐器？", "我最近在学吉他。", "最近在学吉他。"),
    ("guitar", "zh", L, "我在学什么乐器？", "最近在学吉他。", "最近在学吉他吗？"),
    ("guitar", "zh", L, "我在学什么乐器？", "最近在学吉他。", "我女朋友最近在学吉他。"),
    ("rain", "zh", R, "我昨天淋雨了吗？", "我昨天下班路上淋了雨。", "昨天下班路上淋雨了。"),
    ("rain", "zh", L, "我昨天淋雨了吗？", "我昨天下班路上淋了雨。", "昨天下班的时候下雨了。"),
    ("rent", "zh", R, "我交房租了吗？", "我周五把房租交了。", "周五把房租交了。"),
    ("rent", "zh", L, "我交房租了吗？", "周五把房租交了。", "记得周五把房租交了。"),
    ("rent", "zh", L, "我交房租了吗？", "周五把房租交了。", "我室友周五把房租交了。"),
    ("cat", "zh", R, "我养了什么宠物？", "我去年领养了一只橘猫。", "去年领养了只橘猫。"),
    ("cat", "zh", L, "我养了什么宠物？", "去年领养了只橘猫。", "隔壁老张去年领养了只橘猫。"),
    # -- Chinese: an update with the subject dropped stays an update --------------------------------------------
    ("jd", "zh", S, "我在哪家公司上班？", "我在京东做运营。", "已经跳槽到美团了，还是做运营。"),
    ("jd", "zh", L, "我在哪家公司上班？", "我在京东做运营。", "我表哥已经跳槽到美团了，还是做运营。"),
    ("car", "zh", S, "我开什么车？", "我开的是一辆卡罗拉。", "车换成特斯拉了。"),
    ("coffee", "zh", S, "我早上喝什么？", "我每天早上喝一杯咖啡。", "最近早上改喝豆浆了。"),
    ("coffee", "zh", R, "我早上喝什么？", "每天早上喝一杯咖啡。", "我每天早上都喝一杯咖啡。"),
    # -- English: diary style with "I" dropped ---------------------------------------------------------------------
    ("hike", "en", R, "What did I do on Saturday?", "I went hiking on Saturday.", "Went hiking on Saturday."),
    ("hike", "en", L, "What did I do on Saturday?", "Went hiking on Saturday.", "My sister went hiking on Saturday."),
    ("hike", "en", L, "What did I do on Saturday?", "Went hiking on Saturday.", "He went hiking on Saturday."),
    ("report", "en", R, "Did I finish the report?", "I finished the quarterly report today.", "Finished the quarterly report today."),
    ("report", "en", L, "Did I finish the report?", "Finished the quarterly report today.", "Finish the quarterly report today."),
    ("report", "en", L, "Did I finish the report?", "Finished the quarterly report today.", "Tom finished the quarterly report today."),
    ("flu", "en", R, "How am I feeling?", "I'm feeling much better today.", "Feeling much better today."),
    ("flu", "en", L, "How am I feeling?", "Feeling much better today.", "Dad is feeling much better today."),
    ("flu", "en", L, "How am I feeling?", "Feeling much better today.", "Feeling much better today?"),
    ("vet", "en", R, "Where did I take the dog?", "I took the dog to the vet this morning.", "Took the dog to the vet this morning."),
    ("vet", "en", L, "Where did I take the dog?", "Took the dog to the vet this morning.", "We took the dog to the vet this morning."),
    ("vet", "en", L, "Where did I take the dog?", "Took the dog to the vet this morning.", "My husband took the dog to the vet this morning."),
    ("kpmg", "en", S, "Where do I work?", "I work at Deloitte as an auditor.", "Left Deloitte, now at KPMG as an auditor."),
    ("kpmg", "en", L, "Where do I work?", "I work at Deloitte as an auditor.", "My brother left Deloitte, now at KPMG as an auditor."),
    ("bread", "en", R, "What did I bake?", "Baked sourdough bread last night.", "I baked a sourdough loaf last night."),
    ("bread", "en", L, "What did I bake?", "Baked sourdough bread last night.", "She baked sourdough bread last night."),
    ("bread", "en", L, "What did I bake?", "Baked sourdough bread last night.", "Bake sourdough bread tonight."),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "dropme", 290400)


def main() -> None:
    write_pair_file(OUT, "issue #12 dropped-subject probe set, Chinese and English, IN-SAMPLE (hand-written by "
                         "session 29, dropme29, before changing any rule of this round: 我 or 'I' dropped on one side "
                         "of a restatement, with the look-alikes that must stay two: another holder (我表哥, 他, "
                         "我老婆, 小王, 'my sister', 'he'), 我们 / 'we' against the speaker, an imperative or a "
                         "question with no subject, a generic sentence with no subject (下雨了), and an update with "
                         "the subject dropped that must stay an update; not part of update_set.jsonl); built by "
                         "bench/make_dropped_subject_probes.py; split once before tuning into 'tuning' (tuned on) and "
                         "'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
