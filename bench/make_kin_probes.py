"""Issue #12: IN-SAMPLE probes for six small known bugs seen by session 33 (session 34, kin34), hand-written by the
engineer who tunes on them, before any rule of the round was changed:
  1. a relation word beside a name read case-blind: "my wife teaches yoga" may read "teaches" as a name, and a first
     lowercase match hides a later true one ("My husband cooks and my son Leo swims" / "Leo swims"). Look-alikes:
     another name, a relation word with no name.
  2. "my girl" read as a daughter: as often a girlfriend. Look-alikes: "my girlfriend", "my daughter" with no
     daughter's context; restatements where the context says a child ("my little girl", "our girl").
  3. the number of a noun: "I have a cat" / "I have two cats", "the cat" / "the cats" are two facts; a count that
     changes with a change word is an update; "a cat" / "one cat" is one.
  4. weekday abbreviations with a period: "Fri." / "Mon." are Friday / Monday. Look-alikes: another weekday.
  5. multi-word editor and tool names (VS Code, IntelliJ IDEA, Sublime Text, Android Studio, Visual Studio) found by
     the lexical search of a change to another of the kind ("I edit code in VS Code" / "I switched to Zed").
  6. "our team's standup" is the standup ("Our team's standup is at 9:15" / "Standup is at 9:45 now"). Look-alikes:
     another team's standup, another meeting.
Every group has restatements or look-alikes beside its target; Chinese counterparts where the bug has one.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_kin_probes.py   # writes bench/data/kin_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/kin_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263403
OUT = Path(__file__).resolve().parent / "data" / "kin_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- 1. a relation word beside a name, the name read case-sensitively ------------------------------------------
    ("leo", "en", R, "What does Leo play?", "My husband cooks on weekends and my son Leo plays the cello.", "On weekends my husband cooks and Leo plays the cello."),
    ("leo", "en", L, "What does Sam play?", "My husband cooks on weekends and my son Leo plays the cello.", "My husband cooks on weekends and Sam plays the cello."),
    ("yoga", "en", S, "When does my wife teach yoga?", "My wife teaches yoga on Mondays.", "My wife teaches yoga on Tuesdays now."),
    ("yoga", "en", L, "What does my wife teach?", "My wife teaches yoga.", "My sister teaches yoga."),
    ("priya", "en", R, "What does Priya do?", "My wife Priya teaches yoga at the community center.", "Priya teaches yoga at the community center."),
    ("priya", "en", L, "Who teaches yoga?", "My wife Priya teaches yoga at the community center.", "Anita teaches yoga at the community center."),
    ("mia", "en", R, "Where does Mia study?", "My sister drives a taxi, and my niece Mia studies in Leeds.", "My sister drives a taxi, and Mia studies in Leeds."),
    ("mia", "en", L, "Where does my niece study?", "My sister drives a taxi, and my niece Mia studies in Leeds.", "My sister drives a taxi, and my niece studies in York."),
    ("duoduo", "zh", R, "朵朵在学什么？", "我女儿朵朵在学钢琴。", "朵朵在学钢琴。"),
    ("duoduo", "zh", L, "谁在学钢琴？", "我女儿朵朵在学钢琴。", "我侄女在学钢琴。"),
    # -- 2. "my girl": a daughter only with a daughter's context -------------------------------------------------
    ("girl", "en", L, "Who is moving in with me?", "My girl is moving in with me next month.", "My daughter is moving in with me next month."),
    ("girl", "en", R, "Who is moving in with me?", "My girl is moving in with me next month.", "My girl is moving in with me next month, finally."),
    ("girl_nurse", "en", L, "What does my daughter do?", "My daughter works as a nurse.", "My girl works as a nurse."),
    ("girl_nurse", "en", L, "What does my girlfriend do?", "My girlfriend works as a nurse.", "My daughter works as a nurse."),
    ("little_girl", "en", R, "What does my daughter play?", "My daughter plays the piano.", "My little girl plays the piano."),
    ("little_girl", "en", L, "What does my son play?", "My little girl plays the piano.", "My son plays the piano."),
    ("our_girl", "en", R, "When did our daughter start school?", "Our girl started school in September.", "Our daughter started school in September."),
    ("youngest", "en", R, "What is my youngest daughter learning?", "My youngest girl is learning to swim.", "My youngest daughter is learning to swim."),
    ("nvpengyou", "zh", L, "谁是护士？", "我女朋友是护士。", "我女儿是护士。"),
    ("guinv", "zh", R, "我闺女在学什么？", "我闺女在学游泳。", "我女儿在学游泳。"),
    # -- 3. the number of a noun -----------------------------------------------------------------------------------
    ("cat", "en", L, "How many cats do I have?", "I have a cat.", "I have two cats."),
    ("cat", "en", R, "Do I have a cat?", "I have a cat.", "I have one cat."),
    ("cat_bed", "en", L, "Who sleeps on my bed?", "The cat sleeps on my bed.", "The cats sleep on my bed."),
    ("cat_bed", "en", R, "Who sleeps on my bed?", "The cat sleeps on my bed.", "Our cat sleeps on my bed."),
    ("kid", "en", L, "Where do my kids go to school?", "My kid goes to Lincoln Elementary.", "My kids go to Lincoln Elementary."),
    ("kid", "en", R, "Where does my kid go to school?", "My kid goes to Lincoln Elementary.", "My kid attends Lincoln Elementary."),
    ("car", "en", S, "How many cars do I own?", "I own two cars.", "I own three cars now."),
    ("car", "en", L, "How many cars do I own?", "I own a car.", "I own two cars."),
    ("dog", "en", L, "Who do I walk?", "I walk the dog every morning.", "I walk the dogs every morning."),
    ("dog", "en", R, "Who do I walk?", "I walk the dog every morning.", "Every morning I walk the dog."),
    ("plant", "en", S, "How many plants do I have?", "I have one plant on my desk.", "I have three plants on my desk now."),
    ("mao", "zh", L, "我有几只猫？", "我有一只猫。", "我有两只猫。"),
    ("mao", "zh", S, "我有几只猫？", "我有两只猫。", "我现在有三只猫了。"),
    ("mao", "zh", R, "我有几只猫？", "我养了一只猫。", "我养了一只猫咪。"),
    # -- 4. weekday abbreviations ------------------------------------------------------------------------------------
    ("fri", "en", R, "When is the standup?", "The standup moved to Fri.", "The standup moved to Friday."),
    ("fri", "en", S, "When is the standup?", "The standup is on Mon.", "The standup moved to Fri."),
    ("fri", "en", L, "When is the retro?", "The standup moved to Fri.", "The retro moved to Fri."),
    ("mon", "en", R, "When is our standup?", "Our standup is on Mon.", "Our standup is on Monday."),
    ("mon", "en", S, "When is our standup?", "Our standup is on Monday.", "Our standup is on Wed. now."),
    ("tue", "en", R, "When is my piano lesson?", "My piano lesson is on Tue. at 5.", "My piano lesson is on Tuesday at 5."),
    ("tue", "en", L, "When is my piano lesson?", "My piano lesson is on Tue. at 5.", "My piano lesson is on Thu. at 5."),
    ("sat", "en", R, "When do I play tennis?", "I play tennis on Sat. mornings.", "I play tennis on Saturday mornings."),
    ("zhouwu", "zh", R, "站会在哪天？", "站会改到周五了。", "站会改到星期五了。"),
    ("zhouwu", "zh", S, "站会在哪天？", "站会在周一。", "站会改到周五了。"),
    # -- 5. multi-word editor and tool names ---------------------------------------------------------------------------
    ("vscode", "en", S, "Which editor do I use?", "I edit code in VS Code.", "I switched to Zed."),
    ("vscode", "en", R, "Which editor do I use?", "I edit code in VS Code.", "I write code in VS Code."),
    ("intellij", "en", S, "Which IDE do I use?", "I write Java in IntelliJ IDEA.", "I switched to Eclipse."),
    ("sublime", "en", S, "Which editor do I use?", "I take notes in Sublime Text.", "I moved to Neovim last week."),
    ("android", "en", S, "Which IDE do I use?", "I build the app in Android Studio.", "I switched to Xcode."),
    ("android", "en", L, "Which IDE does my colleague use?", "I build the app in Android Studio.", "My colleague switched to Xcode."),
    ("visual", "en", S, "Which IDE do I use?", "At work I use Visual Studio Code.", "I switched to Cursor."),
    ("zed", "en", S, "Which editor do I use?", "My editor is Zed.", "I switched to VS Code."),
    ("zed", "en", L, "Which editor do I use?", "My editor is Zed.", "I tried VS Code once at a workshop."),
    ("vscode_zh", "zh", S, "我用什么编辑器？", "我用 VS Code 写代码。", "我改用 Zed 了。"),
    ("vscode_zh", "zh", L, "我同事用什么编辑器？", "我用 VS Code 写代码。", "我同事改用 Zed 了。"),
    ("idea_zh", "zh", S, "我用什么IDE？", "我用 IntelliJ IDEA 写 Java。", "我换成 Eclipse 了。"),
    # -- 6. our team's standup is the standup ------------------------------------------------------------------------------
    ("standup", "en", S, "When is the standup?", "Our team's standup is at 9:15.", "Standup is at 9:45 now."),
    ("standup", "en", R, "When is the standup?", "Our team's standup is at 9:15.", "Our standup is at 9:15."),
    ("standup", "en", L, "When is the design team's standup?", "Our team's standup is at 9:15.", "The design team's standup is at 9:45."),
    ("retro", "en", S, "When is the retro?", "Our team's retro is on Thursday.", "The retro moved to Friday."),
    ("retro", "en", L, "When is the planning meeting?", "Our team's retro is on Thursday.", "The planning meeting moved to Friday."),
    ("sync", "en", R, "When is the weekly sync?", "Our team's weekly sync is at 2pm.", "The weekly sync is at 2pm."),
    ("sync", "en", L, "When is the weekly sync of my sister's team?", "Our team's weekly sync is at 2pm.", "My sister's team's weekly sync is at 2pm."),
    ("zhanhui", "zh", S, "站会几点？", "我们组的站会在9:15。", "站会现在改到9:45了。"),
    ("zhanhui", "zh", L, "隔壁组的站会几点？", "我们组的站会在9:15。", "隔壁组的站会在9:45。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "kin", 340300)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_kin_probes.py): hand-written by session 34 (kin34) "
                         "before any rule of its round was changed, for six small known bugs (a relation word beside "
                         "a name read case-blind, 'my girl' read as a daughter, the number of a noun, weekday "
                         "abbreviations with a period, multi-word editor names in the lexical search, 'our team's "
                         "standup'); every group has look-alikes that are DIFFERENT facts or restatements; split once "
                         "before tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
