"""Issue #12: IN-SAMPLE probes for a role, a job, a relative and a pet said in other words (session 33, role33),
hand-written by the engineer who tunes on them, before any rule of the round was changed (from the audit of blind
probe set 10, bench/data/blind_probes_10_audit.md, causes 2 and 4 and the new words of cause 5 and 6):
  - the holder of a one-holder role said in the passive, no change word: "The platform team is led by Farid." /
    "Helen leads the platform team." (a link: another holder of the same role), and its restatement ("…is led by
    Farid" / "Farid leads …"). Look-alikes: co-leads ("Farid and Helen lead …", "Helen also leads …", "co-leads"),
    another object held by another person (two people's roles), 也 / 一起 in Chinese.
  - a job said in other words: "works as a nurse" / "is a nurse by profession" / "My job: nurse" / "I'm a nurse",
    and a duration aside that adds nothing ("and has been for years", "for years now", 好多年了). Look-alikes:
    another person's job ("My brother works as a nurse"), another job, a duration that is a value ("for two years").
  - a relative said in a colloquial form after "my" / 我: "my boy" / "my son", "my girl" / "my daughter", "my
    missus" / "my wife", 我家小子 / 我儿子. Look-alikes: another relative, a boy who is not the speaker's ("the boy
    next door"), 隔壁家小子.
  - he / she for a thing or an animal named beside it: "The cat? She's called Miso." / "Our cat is called Miso.".
    Look-alikes: a pronoun for a person with no noun beside it ("He's allergic to peanuts" / "My son is …"),
    another animal named beside the pronoun, a pronoun alone.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_role_probes.py   # writes bench/data/role_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/role_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263304
OUT = Path(__file__).resolve().parent / "data" / "role_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L = "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a one-holder role in the passive, no change word ----------------------------------------------------------
    ("platform", "en", N, "Who leads the platform team?", "The platform team is led by Farid.", "Helen leads the platform team."),
    ("platform", "en", R, "Who leads the platform team?", "The platform team is led by Farid.", "Farid leads the platform team."),
    ("platform", "en", L, "Who leads the platform team?", "The platform team is led by Farid.", "Farid and Helen lead the platform team."),
    ("platform", "en", L, "Who leads the platform team?", "The platform team is led by Farid.", "Helen also leads the platform team."),
    ("platform", "en", L, "Who leads the payments team?", "The platform team is led by Farid.", "The payments team is led by Helen."),
    ("shift", "en", N, "Who manages the night shift?", "The night shift is managed by Omar.", "Priya manages the night shift."),
    ("shift", "en", L, "Who manages the night shift?", "The night shift is managed by Omar.", "Priya co-manages the night shift."),
    ("shift", "en", L, "Who manages the day shift?", "The night shift is managed by Omar.", "Priya manages the day shift."),
    ("shift", "en", R, "Who manages the night shift?", "Omar manages the night shift.", "The night shift is managed by Omar."),
    ("billing", "en", N, "Who owns the billing service?", "Marta owns the billing service.", "The billing service is owned by Jonas."),
    ("billing", "en", L, "Who owns the search service?", "Marta owns the billing service.", "The search service is owned by Jonas."),
    ("billing", "en", L, "Who owns the billing service?", "Marta owns the billing service.", "Marta and Jonas own the billing service."),
    ("billing", "en", R, "Who owns the billing service?", "The billing service is owned by Marta.", "Marta owns the billing service."),
    ("choir", "en", N, "Who runs the choir?", "The choir is run by Mrs. Patel.", "Mr. Okafor runs the choir."),
    ("choir", "en", L, "Who runs the choir?", "The choir is run by Mrs. Patel.", "Mr. Okafor helps run the choir too."),
    ("choir", "en", L, "Who runs the orchestra?", "The choir is run by Mrs. Patel.", "The orchestra is run by Mr. Okafor."),
    ("ops", "en", N, "Who leads the ops team?", "Dmitri leads the ops team.", "Sana leads the ops team."),
    ("ops", "en", L, "Who leads the ops team?", "Dmitri leads the ops team.", "Sana co-leads the ops team."),
    ("frontend", "zh", N, "谁负责前端？", "前端由小王负责。", "小李负责前端。"),
    ("frontend", "zh", R, "谁负责前端？", "前端由小王负责。", "小王负责前端。"),
    ("frontend", "zh", L, "谁负责前端？", "前端由小王负责。", "小李也负责前端。"),
    ("frontend", "zh", L, "谁负责后端？", "前端由小王负责。", "后端由小李负责。"),
    ("duty", "zh", N, "谁管财务？", "老陈管财务。", "财务由老周管。"),
    ("duty", "zh", L, "谁管财务？", "老陈管财务。", "财务由老陈和老周一起管。"),
    ("duty", "zh", L, "谁管人事？", "老陈管财务。", "人事由老周管。"),
    # -- a job said in other words ----------------------------------------------------------------------------------
    ("nurse", "en", R, "What is my job?", "I work as a nurse.", "I'm a nurse."),
    ("nurse", "en", R, "What is my job?", "I'm a nurse.", "My job: nurse."),
    ("nurse", "en", R, "What is my job?", "I work as a nurse.", "I'm a nurse by profession."),
    ("nurse", "en", L, "What is my brother's job?", "I work as a nurse.", "My brother works as a nurse."),
    ("nurse", "en", L, "What is my brother's job?", "I'm a nurse.", "My brother is a nurse by profession."),
    ("pharma", "en", R, "What does my wife do?", "My wife works as a pharmacist.", "My wife is a pharmacist by profession."),
    ("pharma", "en", L, "What does my sister do?", "My wife works as a pharmacist.", "My sister works as a pharmacist."),
    ("pharma", "en", L, "What does my wife do?", "My wife works as a pharmacist.", "My wife works with a pharmacist."),
    ("plumber", "en", R, "What is my dad's job?", "My dad is a plumber by trade.", "My dad works as a plumber."),
    ("plumber", "en", L, "What is my uncle's job?", "My dad is a plumber by trade.", "My uncle is a plumber by trade."),
    ("layout", "en", R, "Which keyboard layout do I use?", "Colemak is my keyboard layout.", "Colemak is my keyboard layout, and has been for years."),
    ("layout", "en", L, "Which keyboard layout does my wife use?", "Colemak is my keyboard layout.", "Colemak is my wife's keyboard layout, and has been for years."),
    ("veggie", "en", R, "Am I vegetarian?", "I'm a vegetarian.", "I'm a vegetarian, and have been for years now."),
    ("veggie", "en", L, "Is my sister vegetarian?", "I'm a vegetarian.", "My sister is a vegetarian, and has been for years."),
    ("hushi", "zh", R, "我做什么工作？", "我是护士。", "我的工作是护士。"),
    ("hushi", "zh", R, "我做什么工作？", "我是护士。", "我是护士，好多年了。"),
    ("hushi", "zh", L, "我哥做什么工作？", "我是护士。", "我哥是护士，好多年了。"),
    ("hushi", "zh", L, "我做什么工作？", "我是护士。", "我是老师。"),
    # -- a relative in a colloquial form after "my" / 我 ---------------------------------------------------------------
    ("boy", "en", R, "What is my son allergic to?", "My son is allergic to peanuts.", "My boy is allergic to peanuts."),
    ("boy", "en", L, "What is my daughter allergic to?", "My son is allergic to peanuts.", "My daughter is allergic to peanuts."),
    ("boy", "en", L, "What is the neighbour's boy allergic to?", "My son is allergic to peanuts.", "The boy next door is allergic to peanuts."),
    ("girl", "en", R, "What does my daughter play?", "My daughter plays the violin.", "My girl plays the violin."),
    ("girl", "en", L, "What does my son play?", "My daughter plays the violin.", "My son plays the violin."),
    ("missus", "en", R, "What does my wife do?", "My wife teaches maths.", "My missus teaches maths."),
    ("missus", "en", L, "What does my sister do?", "My wife teaches maths.", "My sister teaches maths."),
    ("xiaozi", "zh", R, "我儿子在学什么？", "我儿子在学游泳。", "我家小子在学游泳。"),
    ("xiaozi", "zh", L, "隔壁家孩子在学什么？", "我儿子在学游泳。", "隔壁家小子在学游泳。"),
    ("xiaozi", "zh", L, "我女儿在学什么？", "我儿子在学游泳。", "我女儿在学游泳。"),
    ("guinv", "zh", R, "我女儿几岁？", "我女儿今年六岁。", "我闺女今年六岁。"),
    # -- he / she for a thing or an animal named beside it ---------------------------------------------------------------
    ("miso", "en", R, "What is our cat called?", "Our cat is called Miso.", "The cat? She's called Miso."),
    ("miso", "en", R, "What is our cat called?", "Our cat's name is Miso.", "Our cat, she's called Miso."),
    ("miso", "en", L, "What is our dog called?", "Our cat is called Miso.", "The dog? He's called Miso."),
    ("miso", "en", L, "What is she called?", "Our cat is called Miso.", "She's called Miso."),
    ("peanut", "en", R, "What is my son allergic to?", "My son is allergic to peanuts.", "He's allergic to peanuts, my son."),
    ("peanut", "en", L, "What is he allergic to?", "My son is allergic to peanuts.", "He is allergic to peanuts."),
    ("peanut", "en", L, "What is she allergic to?", "I'm allergic to peanuts.", "She's allergic to peanuts."),
    ("rex", "en", R, "How old is our dog?", "Our dog Rex is nine years old.", "Rex, our dog? He's nine years old."),
    ("rex", "en", L, "How old is he?", "Our dog Rex is nine years old.", "He's nine years old."),
    ("mimi", "zh", R, "我家猫叫什么？", "我家猫叫咪咪。", "我家那只猫，她叫咪咪。"),
    ("mimi", "zh", L, "她叫什么？", "我家猫叫咪咪。", "她叫咪咪。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "role33", 333400)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_role_probes.py): hand-written by session 33 "
                         "(role33) before any rule of its round was changed, for a one-holder role said in the "
                         "passive with no change word, a job said in other words (works as / by profession / My job:, "
                         "a duration aside), a relative in a colloquial form (my boy, my missus, 我家小子) and he / she "
                         "for a thing or an animal named beside it; every group has look-alikes that are DIFFERENT "
                         "facts (co-leads, two people's roles, another person's job, another relative, a pronoun for "
                         "a person) or restatements; split once before tuning into 'tuning' (tuned on) and 'check' "
                         "(counted only), by group",
                    build(), SPLIT_SEED, controls=None)


if __name__ == "__main__":
    main()
