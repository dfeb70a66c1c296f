"""Issue #12: IN-SAMPLE probes for restatements whose CONSTRUCTION is turned around (session 32, turned32),
hand-written by the engineer who tunes on them, before any rule of the round was changed (from the audits of blind
probe sets 8 and 9, "a construction turned around" and "a plan word on one side, a purpose word on the other"):
  - where one comes from: "I'm from Leeds" / "My hometown is Leeds" / "Leeds is where I'm from"; 我老家在长沙 /
    我是长沙人 / 长沙是我老家. Look-alikes: residence or work in the same place (origin is not residence), another
    holder.
  - an allergy said as an adjective, a noun or a causative: "I'm allergic to peanuts" / "I have a peanut allergy" /
    "Peanuts make me break out". Look-alikes: another allergen, another holder.
  - a goal said as a noun: "I'm training to run a half marathon in under two hours" / "My goal is to run ...".
    Look-alikes: the fact the goal names ("I ran a sub-3 marathon"), another goal.
  - a plan word on one side, a purpose word on the other: 我最近在学日语，准备考N2 / 为了考N2，最近在学日语.
    Look-alikes: the fact done (我已经考过N2了), another language and exam, another means.
  - a favourite turned around: "My favourite editor is Helix" / "Helix is my favourite editor" / "I like Helix
    best"; 我最喜欢的水果是芒果 / 芒果是我最喜欢的水果. Look-alikes: another kind ("My favourite language is Rust"),
    another holder, a least favourite.
  - a cadence said as a noun or a verb: "Our team's on-call rotation is weekly" / "We rotate on-call every week".
    Look-alikes: another activity of the same cadence.
Every group has look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_turned_probes.py   # writes bench/data/turned_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/turned_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263204
OUT = Path(__file__).resolve().parent / "data" / "turned_probes.jsonl"

R, L = "restatement", "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- where one comes from ------------------------------------------------------------------------------------
    ("leeds", "en", R, "Where am I from?", "I'm from Leeds.", "My hometown is Leeds."),
    ("leeds", "en", R, "Where am I from?", "I'm from Leeds.", "Leeds is where I'm from."),
    ("leeds", "en", L, "Where do I live?", "I'm from Leeds.", "I live in Leeds."),
    ("leeds", "en", L, "Where is my wife from?", "My hometown is Leeds.", "My wife's hometown is Leeds."),
    ("porto", "en", R, "What is my hometown?", "My hometown is Porto.", "Porto is my hometown."),
    ("porto", "en", R, "Where am I from?", "Porto is my hometown.", "I'm originally from Porto."),
    ("porto", "en", L, "Where do I work?", "I'm originally from Porto.", "I work in Porto."),
    ("porto", "en", L, "Where did I study?", "My hometown is Porto.", "I studied in Porto."),
    ("changsha", "zh", R, "我老家在哪？", "我老家在湖南长沙。", "我是长沙人，湖南的。"),
    ("changsha", "zh", R, "我老家在哪？", "我老家在长沙。", "长沙是我老家。"),
    ("changsha", "zh", R, "我是哪里人？", "我是长沙人。", "我老家在长沙。"),
    ("changsha", "zh", L, "我在哪工作？", "我是长沙人。", "我在长沙工作。"),
    ("changsha", "zh", L, "我住在哪？", "我老家在长沙。", "我住在长沙。"),
    ("chengdu", "zh", R, "我是哪里人？", "我是成都人。", "我老家是成都的。"),
    ("chengdu", "zh", R, "我老家在哪？", "成都是我老家。", "我老家在成都。"),
    ("chengdu", "zh", L, "我在哪上的大学？", "我是成都人。", "我在成都上的大学。"),
    ("chengdu", "zh", L, "我老公老家在哪？", "我老家在成都。", "我老公老家在成都。"),
    # -- an allergy -----------------------------------------------------------------------------------------------
    ("peanut", "en", R, "What am I allergic to?", "I'm allergic to peanuts.", "I have a peanut allergy."),
    ("peanut", "en", R, "What am I allergic to?", "I'm allergic to peanuts.", "Peanuts make me break out."),
    ("peanut", "en", L, "What else am I allergic to?", "I'm allergic to peanuts.", "I'm allergic to cats."),
    ("peanut", "en", L, "What is my son allergic to?", "I have a peanut allergy.", "My son has a peanut allergy."),
    ("shellfish", "en", R, "What am I allergic to?", "I have a shellfish allergy.", "I'm allergic to shellfish."),
    ("shellfish", "en", L, "What else am I allergic to?", "I have a shellfish allergy.", "I have a pollen allergy."),
    ("penicillin", "en", R, "Which drug am I allergic to?", "I'm allergic to penicillin.", "I have a penicillin allergy."),
    ("penicillin", "en", L, "Which drug is my daughter allergic to?", "I'm allergic to penicillin.", "My daughter is allergic to penicillin."),
    ("penicillin", "en", L, "Which drug do I take?", "I'm allergic to penicillin.", "I'm taking penicillin."),
    ("maomao", "zh", R, "我对什么过敏？", "我对猫毛过敏。", "我有猫毛过敏。"),
    ("maomao", "zh", L, "我还对什么过敏？", "我对猫毛过敏。", "我对花粉过敏。"),
    # -- a goal said as a noun --------------------------------------------------------------------------------------
    ("halfmara", "en", R, "What am I training for?", "I'm training to run a half marathon in under two hours.", "My goal is to run a half marathon in under two hours."),
    ("halfmara", "en", L, "What did I run?", "My goal is to run a half marathon in under two hours.", "I ran a half marathon in under two hours."),
    ("sub3", "en", R, "What is my running goal?", "My goal is a sub-3 marathon.", "I'm aiming for a sub-3 marathon."),
    ("sub3", "en", L, "What did I run?", "My goal is a sub-3 marathon.", "I ran a sub-3 marathon."),
    ("dele", "en", R, "What exam am I working toward?", "I'm working toward passing the DELE B2 exam.", "My goal is to pass the DELE B2 exam."),
    ("dele", "en", L, "What exam did I pass?", "My goal is to pass the DELE B2 exam.", "I passed the DELE B2 exam."),
    ("dele", "en", L, "What is my wife's goal?", "My goal is to pass the DELE B2 exam.", "My wife's goal is to pass the DELE B2 exam."),
    ("weight", "zh", R, "我的目标体重是多少？", "我的目标是减到60公斤。", "我在减肥，想减到60公斤。"),
    ("weight", "zh", L, "我现在多重？", "我的目标是减到60公斤。", "我已经减到60公斤了。"),
    # -- a plan word and a purpose word ------------------------------------------------------------------------------
    ("n2", "zh", R, "我为什么学日语？", "我最近在学日语，准备考N2。", "为了考N2，最近在学日语。"),
    ("n2", "zh", L, "我考过什么？", "我最近在学日语，准备考N2。", "我已经考过N2了。"),
    ("n2", "zh", L, "我最近在学什么？", "我最近在学日语，准备考N2。", "我最近在学韩语，准备考TOPIK。"),
    ("abroad", "zh", R, "我为什么练口语？", "我每天练口语，准备出国。", "为了出国，我每天练口语。"),
    ("abroad", "zh", L, "我每天练什么？", "为了出国，我每天练口语。", "为了出国，我每天背单词。"),
    ("slim", "zh", R, "我为什么跑步？", "我每天跑步，打算减肥。", "为了减肥，我每天跑步。"),
    ("slim", "zh", L, "我为什么游泳？", "为了减肥，我每天跑步。", "为了减肥，我每天游泳。"),
    ("slim", "zh", L, "我妈为什么跑步？", "为了减肥，我每天跑步。", "为了减肥，我妈每天跑步。"),
    # -- a favourite turned around -------------------------------------------------------------------------------------
    ("helix", "en", R, "What is my favourite editor?", "My favourite editor is Helix.", "Helix is my favourite editor."),
    ("helix", "en", R, "Which editor do I like best?", "My favourite editor is Helix.", "I like Helix best."),
    ("helix", "en", L, "What is my favourite language?", "My favourite editor is Helix.", "My favourite language is Rust."),
    ("helix", "en", L, "What is my colleague's favourite editor?", "My favourite editor is Helix.", "My colleague's favourite editor is Helix."),
    ("flatwhite", "en", R, "What is my favourite drink?", "Flat white is my favourite drink.", "My favourite drink is a flat white."),
    ("flatwhite", "en", L, "What is my least favourite drink?", "Flat white is my favourite drink.", "Flat white is my least favourite drink."),
    ("flatwhite", "en", L, "What is my favourite food?", "My favourite drink is a flat white.", "My favourite food is ramen."),
    ("mango", "zh", R, "我最喜欢什么水果？", "我最喜欢的水果是芒果。", "芒果是我最喜欢的水果。"),
    ("mango", "zh", L, "我女儿最喜欢什么水果？", "我最喜欢的水果是芒果。", "我女儿最喜欢的水果是芒果。"),
    ("mango", "zh", L, "我最喜欢喝什么？", "我最喜欢的水果是芒果。", "我最喜欢的饮料是芒果汁。"),
    ("blue", "zh", R, "我最喜欢什么颜色？", "我最喜欢的颜色是蓝色。", "蓝色是我最喜欢的颜色。"),
    ("blue", "zh", R, "我最喜欢什么颜色？", "蓝色是我最喜欢的颜色。", "我最喜欢蓝色。"),
    ("blue", "zh", L, "我最喜欢哪个季节？", "我最喜欢的颜色是蓝色。", "我最喜欢的季节是冬天。"),
    # -- a cadence said as a noun or a verb --------------------------------------------------------------------------
    ("oncall", "en", R, "How often does our on-call rotate?", "Our team's on-call rotation is weekly.", "We rotate on-call every week."),
    ("oncall", "en", L, "How often do we hold standup?", "Our team's on-call rotation is weekly.", "Our team's standup is weekly."),
    ("oncall", "en", L, "How often do we deploy?", "We rotate on-call every week.", "We deploy every week."),
    ("release", "en", R, "How often do we release?", "Our release cadence is weekly.", "We release every week."),
    ("release", "en", L, "How often do we hold retros?", "We release every week.", "We hold a retro every week."),
    ("zhiban", "zh", R, "我们团队多久轮一次值班？", "我们团队每周轮换值班。", "我们团队的值班是每周轮一次。"),
    ("zhiban", "zh", L, "我们团队多久开一次会？", "我们团队每周轮换值班。", "我们团队每周开一次会。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "turned", 320400)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_turned_probes.py): hand-written by session 32 "
                         "(turned32) before any rule of its round was changed, for restatements whose construction "
                         "is turned around (where one comes from, an allergy, a goal said as a noun, a plan word and "
                         "a purpose word, a favourite, a cadence said as a noun or a verb); every group has look-alikes "
                         "that are DIFFERENT facts (residence or work in the same place, another allergen, the fact a "
                         "goal names, another kind, another holder, another activity) or restatements; split once "
                         "before tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
