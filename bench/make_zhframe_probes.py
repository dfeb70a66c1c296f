"""Issue #12: IN-SAMPLE probes for Chinese restatements said in another FRAME (session 31, zhframe31), hand-written
by the engineer who tunes on them, before any rule of the round was changed (from the audit of blind probe set 8,
causes 2 and 3, and the tuning halves' restatement misses):
  - an allergy said in another frame: "我对花生过敏" / "花生让我过敏" / "我花生过敏" / "我吃花生会过敏" are one fact
    (and "I'm allergic to peanuts" / "I have a peanut allergy"). Look-alikes: another allergen, another person
    ("我女儿对花生过敏"), a past state ("我以前对花生过敏": an update, not a restatement), a negation ("不过敏"), another
    reaction ("吃芒果会拉肚子").
  - a topic word naming the whole dropped before a compound that still names the slot: "代码缩进用四个空格" /
    "缩进用四个空格"; "项目的测试框架是pytest" / "测试框架是pytest". Look-alikes: another qualifier that changes the
    slot ("前端缩进用两个空格" / "后端缩进用四个空格", 测试环境 / 生产环境), another person, another value.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_zhframe_probes.py   # writes bench/data/zhframe_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/zhframe_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263102
OUT = Path(__file__).resolve().parent / "data" / "zhframe_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- an allergy said in another frame -------------------------------------------------------------------------
    ("peanut", "zh", R, "我对什么过敏？", "我对花生过敏。", "花生让我过敏。"),
    ("peanut", "zh", R, "我对什么过敏？", "我对花生过敏。", "我吃花生会过敏。"),
    ("peanut", "zh", L, "我女儿对什么过敏？", "我对花生过敏。", "我女儿对花生过敏。"),
    ("peanut", "zh", S, "我现在还对花生过敏吗？", "我对花生过敏。", "我以前对花生过敏。"),
    ("peanut", "zh", L, "我还对什么过敏？", "我对花生过敏。", "我对虾过敏。"),
    ("catfur", "zh", R, "我对什么过敏？", "我对猫毛过敏。", "猫毛会让我过敏。"),
    ("catfur", "zh", L, "什么会让我女儿过敏？", "我对猫毛过敏。", "猫毛会让我女儿过敏。"),
    ("catfur", "zh", L, "我还对什么过敏？", "我对猫毛过敏。", "狗毛会让我过敏。"),
    ("mango", "zh", R, "我对什么水果过敏？", "我吃芒果会过敏。", "我对芒果过敏。"),
    ("mango", "zh", L, "我吃芒果会怎样？", "我吃芒果会过敏。", "我吃芒果会拉肚子。"),
    ("mango", "zh", L, "我老公对什么过敏？", "我对芒果过敏。", "我老公对芒果过敏。"),
    ("seafood", "zh", R, "我对什么过敏？", "海鲜让我过敏。", "我海鲜过敏。"),
    ("seafood", "zh", L, "海鲜让我怎样？", "海鲜让我过敏。", "海鲜让我想吐。"),
    ("seafood", "zh", R, "我对什么过敏？", "我海鲜过敏。", "我对海鲜过敏。"),
    ("penicillin", "zh", R, "我对什么药过敏？", "我对青霉素过敏。", "青霉素会让我过敏。"),
    ("penicillin", "zh", N, "我对青霉素过敏吗？", "我对青霉素过敏。", "我对青霉素不过敏。"),
    ("penicillin", "zh", L, "我儿子对什么药过敏？", "我对青霉素过敏。", "我儿子对青霉素过敏。"),
    ("milk", "zh", R, "我对什么过敏？", "我喝牛奶会过敏。", "我对牛奶过敏。"),
    ("milk", "zh", L, "我喝牛奶会怎样？", "我对牛奶过敏。", "我喝牛奶会拉肚子。"),
    ("milk", "zh", L, "我还对什么过敏？", "我喝牛奶会过敏。", "我吃鸡蛋会过敏。"),
    ("pollen", "zh", R, "我对什么过敏？", "花粉让我过敏。", "我对花粉过敏。"),
    ("pollen", "zh", L, "我妈对什么过敏？", "我对花粉过敏。", "花粉让我妈过敏。"),
    ("en_peanut", "en", R, "What am I allergic to?", "I'm allergic to peanuts.", "I have a peanut allergy."),
    ("en_peanut", "en", L, "What is my son allergic to?", "I'm allergic to peanuts.", "My son is allergic to peanuts."),
    ("en_peanut", "en", S, "Am I still allergic to peanuts?", "I'm allergic to peanuts.", "I used to be allergic to peanuts."),
    ("en_cat", "en", R, "What am I allergic to?", "I have a cat allergy.", "I'm allergic to cats."),
    ("en_cat", "en", L, "What else am I allergic to?", "I'm allergic to cats.", "I'm allergic to dogs."),
    # -- a topic word naming the whole dropped -------------------------------------------------------------------
    ("indent", "zh", R, "代码缩进用几个空格？", "代码缩进用四个空格。", "缩进用四个空格。"),
    ("indent", "zh", L, "后端缩进用几个空格？", "前端缩进用两个空格。", "后端缩进用四个空格。"),
    ("indent", "zh", L, "文档缩进用几个空格？", "代码缩进用四个空格。", "文档缩进用两个空格。"),
    ("indent2", "zh", R, "我们代码缩进用什么？", "我们的代码缩进用tab。", "我们缩进用tab。"),
    ("indent2", "zh", L, "小王的代码缩进用什么？", "我们的代码缩进用tab。", "小王的代码缩进用tab。"),
    ("pytest", "zh", R, "项目的测试框架是什么？", "项目的测试框架是pytest。", "测试框架是pytest。"),
    ("pytest", "zh", L, "后端的测试框架是什么？", "前端的测试框架是Jest。", "后端的测试框架是pytest。"),
    ("pytest", "zh", N, "项目的测试框架是什么？", "项目的测试框架是pytest。", "测试框架是unittest。"),
    ("db", "zh", R, "项目的数据库是什么？", "项目的数据库是PostgreSQL。", "数据库是PostgreSQL。"),
    ("db", "zh", L, "生产环境的数据库是什么？", "测试环境的数据库是MySQL。", "生产环境的数据库是MySQL。"),
    ("annual", "zh", R, "公司的年会在几月？", "公司的年会在一月。", "年会在一月。"),
    ("annual", "zh", L, "部门的年会在几月？", "公司的年会在一月。", "部门的年会在一月。"),
    ("pyver", "zh", R, "项目的Python版本是多少？", "项目的Python版本是3.11。", "Python版本是3.11。"),
    ("pyver", "zh", L, "后端项目的Node版本是多少？", "前端项目的Node版本是20。", "后端项目的Node版本是18。"),
    ("comment", "zh", R, "代码注释用什么语言写？", "代码的注释用英文写。", "注释用英文写。"),
    ("comment", "zh", L, "文档用什么语言写？", "代码的注释用英文写。", "文档用中文写。"),
    ("standup", "zh", R, "团队的站会几点开？", "我们团队的站会九点开。", "站会九点开。"),
    ("standup", "zh", L, "隔壁团队的站会几点开？", "我们团队的站会九点开。", "隔壁团队的站会九点开。"),
    ("branch", "zh", R, "仓库的主分支叫什么？", "仓库的主分支叫main。", "主分支叫main。"),
    ("branch", "zh", L, "仓库的开发分支叫什么？", "仓库的主分支叫main。", "仓库的开发分支叫dev。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "zhframe", 319200)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_zhframe_probes.py): hand-written by session 31 "
                         "(zhframe31) before any rule of its round was changed, for Chinese restatements said in "
                         "another frame (an allergy: 我对X过敏 / X让我过敏 / 我X过敏 / 我吃X会过敏; a topic word naming the "
                         "whole dropped: 代码缩进 / 缩进, 项目的测试框架 / 测试框架); every group has look-alikes that are "
                         "DIFFERENT facts (another allergen or reaction, another person, a past state, a negation, "
                         "another qualifier of the slot) or restatements; split once before tuning into 'tuning' "
                         "(tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
