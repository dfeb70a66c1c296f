"""Build the other-people probe set (issue #12 precision, English and Chinese) once, and split it.

    .venv/bin/python bench/make_others_probes.py   # writes bench/data/others_probes.jsonl

Written by session 30 (others30) before any rule of its round was changed: the person reader (words._persons) reads
the pronouns (我, 他, 她们, "I", "she", "they"), but not the words that name other people without being a pronoun
(其他人, 别人, 他人, 其他同事, 大家, 有人, "other people", "others", "someone else", "everyone else"). Since 其他 lost
its false "he" (persons29), "其他同事六点下班" / "他六点下班" is one fact by closeness alone. The look-alikes swap
the party between the sides (我 / 他 / 其他人 / 别人 / 大家, "I" / "he" / "other people" / "everyone else") and
must stay two; the restatements keep the other-people word on both sides, and must stay one.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263007
OUT = Path(__file__).resolve().parent / "data" / "others_probes.jsonl"

R, L = "restatement", "distinct_lookalike"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- Chinese: 其他人 / 其他 + a person noun ------------------------------------------------------------------
    ("xiaban", "zh", R, "其他同事几点下班？", "其他同事六点下班。", "其他同事一般六点下班。"),
    ("xiaban", "zh", L, "他几点下班？", "其他同事六点下班。", "他六点下班。"),
    ("xiaban", "zh", L, "我几点下班？", "其他同事六点下班。", "我六点下班。"),
    ("zhichi", "zh", R, "我会向谁求助？", "我会寻求其他人的支持和帮助。", "我会去寻求其他人的帮助和支持。"),
    ("zhichi", "zh", L, "我会寻求谁的支持？", "我会寻求其他人的支持和帮助。", "我会寻求他的支持和帮助。"),
    ("jiaban", "zh", R, "其他人周末加班吗？", "其他人周末都要加班。", "周末其他人都要加班。"),
    ("jiaban", "zh", L, "谁周末加班？", "其他人周末都要加班。", "我周末要加班。"),
    ("jiaban", "zh", L, "她周末加班吗？", "其他人周末都要加班。", "她周末要加班。"),
    # -- Chinese: 别人 -----------------------------------------------------------------------------------------
    ("kanfa", "zh", R, "别人怎么看这件事？", "别人都觉得这个方案不错。", "别人都认为这个方案不错。"),
    ("kanfa", "zh", L, "我怎么看这个方案？", "别人都觉得这个方案不错。", "我觉得这个方案不错。"),
    ("kanfa", "zh", L, "他怎么看这个方案？", "别人都觉得这个方案不错。", "他觉得这个方案不错。"),
    ("jieche", "zh", R, "谁借过我的车？", "我的车借给别人开过。", "我的车别人借去开过。"),
    ("jieche", "zh", L, "我的车借给谁开过？", "我的车借给别人开过。", "我的车借给他开过。"),
    ("tebie", "zh", R, "这家店怎么样？", "这家店的服务特别人性化。", "这家店服务特别人性化。"),
    # -- Chinese: 他人 -----------------------------------------------------------------------------------------
    ("zunzhong", "zh", R, "我在意什么？", "我很尊重他人的意见。", "他人的意见我很尊重。"),
    ("zunzhong", "zh", L, "我尊重谁的意见？", "我很尊重他人的意见。", "我很尊重我妈的意见。"),
    # -- Chinese: 大家 -----------------------------------------------------------------------------------------
    ("huoguo", "zh", R, "大家喜欢吃什么？", "大家都喜欢吃火锅。", "火锅大家都爱吃。"),
    ("huoguo", "zh", L, "我喜欢吃什么？", "大家都喜欢吃火锅。", "我喜欢吃火锅。"),
    ("huoguo", "zh", L, "别人喜欢吃什么？", "大家都喜欢吃火锅。", "别人都喜欢吃火锅。"),
    ("kaihui", "zh", R, "大家几点开会？", "大家明天九点开会。", "明天九点大家开会。"),
    ("kaihui", "zh", L, "他几点开会？", "大家明天九点开会。", "他明天九点开会。"),
    # -- Chinese: 有人 -----------------------------------------------------------------------------------------
    ("tingche", "zh", R, "谁占了车位？", "有人占了我的车位。", "我的车位被人占了。"),
    ("tingche", "zh", L, "谁占了车位？", "有人占了我的车位。", "他占了我的车位。"),
    ("dianhua", "zh", R, "谁打过电话？", "昨天有人给我打电话了。", "昨天有人打电话给我。"),
    ("dianhua", "zh", L, "昨天谁打过电话？", "昨天有人给我打电话了。", "昨天我给他打电话了。"),
    # -- English: other people / others ----------------------------------------------------------------------
    ("hard", "en", R, "What do other people find hard?", "Other people find the commute hard.", "Other people find the commute difficult."),
    ("hard", "en", L, "How do I find the commute?", "Other people find the commute hard.", "I find the commute hard."),
    ("hard", "en", L, "How does he find the commute?", "Other people find the commute hard.", "He finds the commute hard."),
    ("help", "en", R, "Who do I ask for help?", "I ask others for help with my taxes.", "I ask others to help me with my taxes."),
    ("help", "en", L, "Who do I help with taxes?", "I ask others for help with my taxes.", "I help others with their taxes."),
    ("late", "en", R, "Who stays late?", "The others stay late on Fridays.", "On Fridays the others stay late."),
    ("late", "en", L, "Who stays late on Fridays?", "The others stay late on Fridays.", "I stay late on Fridays."),
    # -- English: someone else / everyone else ---------------------------------------------------------------
    ("keys", "en", R, "Who has the office keys?", "Someone else has the office keys.", "The office keys are with someone else."),
    ("keys", "en", L, "Who has the office keys?", "Someone else has the office keys.", "She has the office keys."),
    ("keys", "en", L, "Who has the office keys?", "Someone else has the office keys.", "I have the office keys."),
    ("remote", "en", R, "Who works remotely?", "Everyone else works remotely.", "Everyone else is working remotely."),
    ("remote", "en", L, "Who works remotely?", "Everyone else works remotely.", "I work remotely."),
    ("remote", "en", L, "Who works remotely?", "Everyone else works remotely.", "He works remotely."),
    ("party", "en", R, "Who is invited?", "Everyone else is invited to the party.", "Everyone else got an invite to the party."),
    ("party", "en", L, "Who is invited?", "Everyone else is invited to the party.", "Other people are invited to the party."),
]


def build() -> list[dict[str, object]]:
    return pair_rows(CASES, SPLIT_SEED, "others", 300700)


def main() -> None:
    write_pair_file(OUT, "Other-people probes (issue #12 precision, in-sample; written by session 30 before changing "
                         "any rule of its round: a sentence about other people (其他人, 别人, 他人, 其他同事, 大家, 有人, "
                         "other people, others, someone else, everyone else) against one about the speaker, a "
                         "pronoun's person or another group word, and restatements that keep the other-people word "
                         "on both sides; not part of update_set.jsonl); built by bench/make_others_probes.py; split "
                         "once before tuning into 'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
