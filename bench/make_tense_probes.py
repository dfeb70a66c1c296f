"""Issue #12: IN-SAMPLE probes for two facts stored once or read as an update (session 34, tense34), hand-written by
the engineer who tunes on them, before any rule of the round was changed (precision holes seen in session 33):
  - a tense lost in the stems: "I live in Lisbon" / "I lived in Lisbon", "I work at Google" / "I worked at Google" are
    stored once; a past state is not the present one ("I used to live in X" is read as a past state already). Said
    after the present it may say the present ended (a link, as "used to"); said first, two facts. Other verbs:
    studied / study, owned / own, was / is, had / have; Chinese 以前 / 现在.
  - an origin and a return: "She is from Paris" / "She is back from Paris" (a return is an event, not an origin).
  - another quantity in a change: "The elevator holds up to 8 people" / "The elevator went up to 8 floors".
  - a rate and a count in one period: "I read 20 books a year" / "I read 20 books this year".
  - a bound on one side only: "I run at most 3 times a week" / "I run 3 times a week".
Every group has restatements or updates beside its look-alikes (controls a fix must not cost).

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_tense_probes.py   # writes bench/data/tense_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/tense_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263402
OUT = Path(__file__).resolve().parent / "data" / "tense_probes.jsonl"

S, R = "update_signal", "restatement"
L, E = "distinct_lookalike", "distinct_event"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a tense lost in the stems: a past state is not the present one --------------------------------------------
    ("lisbon", "en", S, "Where do I live?", "I live in Lisbon.", "I lived in Lisbon."),
    ("lisbon", "en", L, "Where do I live now?", "I lived in Lisbon.", "I live in Lisbon."),
    ("lisbon", "en", L, "Where did my sister live?", "I live in Lisbon.", "My sister lived in Lisbon."),
    ("lisbon", "en", R, "Where did I live before?", "I lived in Lisbon until 2020.", "I used to live in Lisbon until 2020."),
    ("lisbon", "en", R, "Where do I live?", "I live in Lisbon.", "I live in Lisbon, like I said."),
    ("google", "en", S, "Where do I work?", "I work at Google.", "I worked at Google."),
    ("google", "en", L, "Where do I work now?", "I worked at Google.", "I work at Google."),
    ("google", "en", L, "Where did my dad work?", "I work at Google.", "My dad worked at Google."),
    ("google", "en", R, "Where do I work?", "I work at Google.", "Just a reminder: I work at Google."),
    ("law", "en", S, "What do I study?", "I study law.", "I studied law."),
    ("law", "en", L, "What do I study now?", "I studied law.", "I study law."),
    ("law", "en", R, "What do I study?", "I study law.", "I study law, as I said before."),
    ("honda", "en", S, "What car do I own?", "I own a Honda.", "I owned a Honda."),
    ("honda", "en", L, "What car do I own now?", "I owned a Honda.", "I own a Honda."),
    ("cat", "en", S, "Do I have a cat?", "I have a cat.", "I had a cat."),
    ("cat", "en", L, "Do I have a cat now?", "I had a cat.", "I have a cat."),
    ("nurse", "en", S, "What is my brother's job?", "My brother is a nurse.", "My brother was a nurse."),
    ("nurse", "en", L, "What is my brother's job now?", "My brother was a nurse.", "My brother is a nurse."),
    ("nurse", "en", R, "What is my brother's job?", "My brother is a nurse.", "Like I said, my brother is a nurse."),
    ("boston", "en", S, "Where do we live?", "We live in Boston.", "We lived in Boston."),
    ("boston", "en", L, "Where do we live now?", "We lived in Boston.", "We live in Boston."),
    ("piano", "en", S, "Do I teach piano?", "I teach piano.", "I taught piano."),
    ("piano", "en", L, "Do I teach piano now?", "I taught piano.", "I teach piano."),
    ("shanghai", "zh", S, "我住在哪？", "我住在上海。", "我以前住在上海。"),
    ("shanghai", "zh", L, "我现在住在哪？", "我以前住在上海。", "我现在住在上海。"),
    ("shanghai", "zh", R, "我住在哪？", "我住在上海。", "我住在上海，之前说过了。"),
    ("beijing", "zh", L, "我现在在哪工作？", "我以前在北京工作。", "我现在在北京工作。"),
    ("beijing", "zh", L, "我哥以前在哪工作？", "我在北京工作。", "我哥以前在北京工作。"),
    ("beijing", "zh", R, "我在哪工作？", "我在北京工作。", "再说一遍，我在北京工作。"),
    # -- an origin and a return --------------------------------------------------------------------------------------
    ("paris", "en", L, "Where is she from?", "She is from Paris.", "She is back from Paris."),
    ("paris", "en", L, "Where is she from?", "She is back from Paris.", "She is from Paris."),
    ("paris", "en", R, "Where is she from?", "She is from Paris.", "She comes from Paris."),
    ("rome", "en", L, "Where is my sister from?", "My sister is from Rome.", "My sister just got back from Rome."),
    ("rome", "en", R, "Where is my sister from?", "My sister is from Rome.", "My sister is originally from Rome."),
    ("berlin", "en", L, "Where is Tom from?", "Tom is from Berlin.", "Tom came back from Berlin."),
    ("berlin", "en", L, "Where is Tom from?", "Tom is from Berlin.", "Tom returned from Berlin yesterday."),
    ("tokyo", "en", R, "Where am I back from?", "I'm back from Tokyo.", "I'm back from Tokyo, as I said."),
    ("bali", "zh", L, "她是哪里人？", "她来自巴黎。", "她刚从巴黎回来。"),
    ("bali", "zh", L, "她是哪里人？", "她是巴黎人。", "她从巴黎回来了。"),
    ("bali", "zh", R, "她是哪里人？", "她来自巴黎。", "再说一遍，她来自巴黎。"),
    # -- another quantity in a change ---------------------------------------------------------------------------------
    ("elevator", "en", L, "How many people does the elevator hold?", "The elevator holds up to 8 people.", "The elevator went up to 8 floors."),
    ("elevator", "en", S, "How many people does the elevator hold?", "The elevator holds up to 8 people.", "The elevator's capacity was raised to 10 people."),
    ("elevator", "en", S, "How many people does the elevator hold?", "The elevator holds up to 8 people.", "The elevator's limit went up to 10 people."),
    ("bus", "en", L, "How many passengers does the bus hold?", "The bus holds up to 40 passengers.", "The bus went up to 40 miles per hour."),
    ("bus", "en", S, "How much is the bus fare?", "The bus fare is 2 dollars.", "The bus fare went up to 3 dollars."),
    ("class", "en", L, "How many students does the class take?", "The class takes up to 20 students.", "The class fee went up to 20 dollars."),
    ("server", "en", L, "How many requests does our server handle?", "Our server handles up to 500 requests per second.", "Our server's memory use went up to 500 MB."),
    ("rent", "en", S, "How much is my rent?", "My rent is 1200 dollars a month.", "My rent went up to 1300 dollars a month."),
    ("dianti", "zh", L, "电梯最多能载几个人？", "电梯最多能载8个人。", "电梯升到了8楼。"),
    ("dianti", "zh", S, "车费多少钱？", "车费是2元。", "车费涨到了3元。"),
    # -- a rate and a count in one period -------------------------------------------------------------------------------
    ("books", "en", L, "How many books do I read?", "I read 20 books a year.", "I read 20 books this year."),
    ("books", "en", L, "How many books do I read?", "I read 20 books this year.", "I read 20 books a year."),
    ("books", "en", R, "How many books do I read?", "I read 20 books a year.", "I read 20 books per year."),
    ("books", "en", R, "How many books do I read?", "I read 20 books a year.", "I read 20 books each year."),
    ("miles", "en", L, "How far do I run?", "I run 100 miles a month.", "I ran 100 miles this month."),
    ("miles", "en", S, "How far do I run?", "I run 100 miles a month.", "I increased my running to 150 miles a month."),
    ("releases", "en", L, "How many releases do we ship?", "We ship 5 releases per year.", "We shipped 5 releases this year."),
    ("movies", "en", L, "How many movies do I watch?", "I watch 3 movies each week.", "I watched 3 movies this week."),
    ("movies", "en", L, "How many movies do I watch?", "I watch 3 movies a week.", "I watch 3 movies this week."),
    ("trips", "en", L, "How often do I travel abroad?", "I travel abroad twice a year.", "I travel abroad twice this year."),
    ("dushu", "zh", L, "我一年读几本书？", "我每年读20本书。", "我今年读了20本书。"),
    ("dushu", "zh", R, "我一年读几本书？", "我每年读20本书。", "再说一遍，我每年读20本书。"),
    ("paobu", "zh", L, "我每个月跑多少公里？", "我每个月跑100公里。", "我这个月跑了100公里。"),
    # -- a bound on one side only ----------------------------------------------------------------------------------------
    ("run", "en", L, "How often do I run?", "I run at most 3 times a week.", "I run 3 times a week."),
    ("run", "en", L, "How often do I run?", "I run 3 times a week.", "I run at most 3 times a week."),
    ("run", "en", R, "How often do I run?", "I run at most 3 times a week.", "Like I said, I run at most 3 times a week."),
    ("coffee", "en", L, "How many coffees do I drink?", "I drink at most 2 coffees a day.", "I drink 2 coffees a day."),
    ("coffee", "en", R, "How many coffees do I drink?", "I drink at most 2 coffees a day.", "I drink no more than 2 coffees a day."),
    ("sleep", "en", L, "How long do I sleep?", "I sleep at least 7 hours a night.", "I sleep 7 hours a night."),
    ("sleep", "en", R, "How long do I sleep?", "I sleep at least 7 hours a night.", "I sleep at least 7 hours a night, as I said."),
    ("hours", "en", L, "How much do I work?", "I work no more than 40 hours a week.", "I work 40 hours a week."),
    ("interns", "en", L, "How many interns do we hire?", "We hire at least 5 interns every summer.", "We hire 5 interns every summer."),
    ("food", "en", L, "How much do I spend on food?", "I spend under 50 dollars a week on food.", "I spend 50 dollars a week on food."),
    ("paobu3", "zh", L, "我一周跑几次步？", "我一周最多跑3次步。", "我一周跑3次步。"),
    ("paobu3", "zh", R, "我一周跑几次步？", "我一周最多跑3次步。", "我一周最多跑三次步。"),
    ("shuijiao", "zh", L, "我每天睡多久？", "我每天至少睡7个小时。", "我每天睡7个小时。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "tense", 340200)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_tense_probes.py): hand-written by session 34 "
                         "(tense34) before any rule of its round was changed, for two facts stored once or read as "
                         "an update: a tense lost in the stems (live / lived, work / worked, is / was, have / had, "
                         "以前 / 现在), an origin and a return (from / back from), another quantity in a change (up to "
                         "8 people / went up to 8 floors), a rate and a count in one period (a year / this year), a "
                         "bound on one side only (at most 3 / 3); every group has restatements or updates as controls; "
                         "split once before tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
