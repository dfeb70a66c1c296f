"""Build the persons probe set (issue #12 precision, mostly Chinese) once, and split it.

    .venv/bin/python bench/make_persons_probes.py   # writes bench/data/persons_probes.jsonl

Written by session 29 (persons29) before any rule of its round was changed: the person reader (words._persons)
read 他们 / 她们 as "he" / "she" (so 他们很累 / 他很累 read as one party) and the 他 inside 吉他 (guitar) and 其他
(other) as "he". The look-alikes change the party between the sides (他们 / 他, 她们 / 她, 他们 / 我们, they / he)
and must stay two; the restatements keep the party and say 吉他 or 其他 on one or both sides, and must stay one.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20262907
OUT = Path(__file__).resolve().parent / "data" / "persons_probes.jsonl"

R, L = "restatement", "distinct_lookalike"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a plural pronoun against its singular, or another plural: two parties ------------------------------
    ("lei", "zh", R, "他怎么样？", "他很累，也很饿。", "他又饿又累。"),
    ("lei", "zh", L, "他们怎么样？", "他很饿，也很累。", "他们很累，也很饿。"),
    ("lei", "zh", L, "她们怎么样？", "她又累又饿。", "她们又饿又累。"),
    ("banjia", "zh", R, "他们什么时候搬家？", "他们下个月搬到杭州。", "下个月他们要搬去杭州。"),
    ("banjia", "zh", L, "他什么时候搬家？", "他们下个月搬到杭州。", "下个月他要搬去杭州。"),
    ("banjia", "zh", L, "我们什么时候搬家？", "他们下个月搬到杭州。", "下个月我们要搬去杭州。"),
    ("xiaoxue", "zh", R, "她们在哪儿教书？", "她们在一所小学教书。", "她们是一所小学的老师。"),
    ("xiaoxue", "zh", L, "她在哪儿教书？", "她们在一所小学教书。", "她在一所小学教书。"),
    ("zaocan", "zh", R, "他们早饭吃什么？", "他们早饭一般吃包子。", "早饭他们一般吃包子。"),
    ("zaocan", "zh", L, "他早饭吃什么？", "他早饭一般吃包子。", "早饭他们一般吃包子。"),
    ("gou", "zh", R, "他们养了什么？", "他们养了两只狗。", "两只狗是他们养的。"),
    ("gou", "zh", L, "她养了什么？", "她们养了两只狗。", "两只狗是她养的。"),
    ("gou", "zh", L, "我们养了什么？", "他们养了两只狗。", "我们养了两只狗。"),
    # -- 吉他 / 其他 / 其它: no person in them --------------------------------------------------------------
    ("jita", "zh", R, "我在学什么乐器？", "我在学吉他。", "我最近在学吉他。"),
    ("jita", "zh", L, "他在学什么乐器？", "我在学吉他。", "他最近在学吉他。"),
    ("jita2", "zh", R, "我弹什么乐器？", "我会弹吉他。", "吉他我会弹。"),
    ("jita2", "zh", L, "他们弹什么乐器？", "我会弹吉他。", "他们会弹吉他。"),
    ("qita", "zh", R, "我还喜欢什么运动？", "除了跑步，我也喜欢其他运动。", "我除了跑步也喜欢其他的运动。"),
    ("qita", "zh", L, "他还喜欢什么运动？", "除了跑步，我也喜欢其他运动。", "他除了跑步也喜欢其他的运动。"),
    ("qita2", "zh", R, "其他同事什么时候下班？", "其他同事六点下班。", "六点其他同事就下班了。"),
    ("qita2", "zh", L, "他什么时候下班？", "其他同事六点下班。", "他六点下班。"),
    ("qita3", "zh", R, "我的其它东西放在哪儿？", "我的其它东西放在地下室。", "其它东西我都放在地下室了。"),
    ("qita3", "zh", L, "她的东西放在哪儿？", "我的其它东西放在地下室。", "她的东西都放在地下室了。"),
    ("jita3", "zh", R, "我的吉他是什么牌子？", "我的吉他是雅马哈的。", "我那把吉他是雅马哈牌的。"),
    ("jita3", "zh", L, "他的吉他是什么牌子？", "我的吉他是雅马哈的。", "他那把吉他是雅马哈牌的。"),
    # -- English: they / he, she / they ----------------------------------------------------------------------
    ("tired", "en", R, "How are they?", "They are tired and hungry.", "They are hungry and tired."),
    ("tired", "en", L, "How is he?", "They are tired and hungry.", "He is hungry and tired."),
    ("guitar", "en", R, "What am I learning?", "I am learning the guitar.", "Lately I have been learning the guitar."),
    ("guitar", "en", L, "What is she learning?", "I am learning the guitar.", "Lately she has been learning the guitar."),
    ("others", "en", R, "When do the others leave work?", "The other colleagues leave at six.", "At six the other colleagues leave work."),
]


def build() -> list[dict[str, object]]:
    return pair_rows(CASES, SPLIT_SEED, "persons", 290700)


def main() -> None:
    write_pair_file(OUT, "Persons probes (issue #12 precision, in-sample; written by session 29 before changing any "
                         "rule of its round: a plural pronoun against its singular or another plural (他们/他, "
                         "她们/她, 他们/我们, they/he), and restatements that say 吉他 or 其他 (no person in them); "
                         "not part of update_set.jsonl); built by bench/make_persons_probes.py; split once before "
                         "tuning into 'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
