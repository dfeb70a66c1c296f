"""Issue #12: IN-SAMPLE probes for four precision bugs of session 30 (precision31), hand-written by the engineer who
tunes on them, before any rule of the round was changed: distinct facts merged, linked or reordered wrongly.
  - An activity before 的时候 / "when I X" restricts the fact: "上班的时候我听音乐" / "我听音乐", "When I code I listen to
    music" / "I listen to music" are two facts (zhlight30 reads X的时候 after a TIME word as X: that stays a
    restatement, "晚上的时候我看书" / "晚上我看书"). Beside them: the same condition said in another place of the
    sentence ("我上班的时候听音乐", "I listen to music when I code").
  - read.habit_aspect (order only, at read time) takes a verb of beginning or ending before the older sentence's verb
    as its habit started or stopped: controls where the newer sentence starts ANOTHER habit with the same verb or
    at the same time of day ("I play tennis on Sundays" / "I've started playing chess online", "我周末去香山爬山" /
    "我开始周末去游泳了"), with the older sentence's own detail asked; beside them, the habit itself stopped.
  - holder.third_person_holder reads only an opening pronoun: a pronoun after an opening time or clause ("Yesterday
    he moved to Berlin", "After lunch she switched to Zed", 我同事他搬到上海了, 毕业以后他搬到深圳了) holds the fact
    too; the speaker's own fact is never superseded by another person's change. Beside them: the speaker's change
    said after the same openings.
  - "Everyone" / 大家 without "else" / 其他: a team-wide fact is not the speaker's ("Everyone uses Black" / "I use
    Black"; "I switched to Ruff" leaves the team's fact), English and Chinese alike; beside them, the team's own
    change ("Everyone switched to Ruff") and the team's fact restated.
Every group has restatements or updates beside its look-alikes, so refusing everything does not win.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_precision_probes.py   # writes bench/data/precision_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/precision_probes.jsonl --split tuning
    .venv/bin/python bench/bench_readnet.py --files precision_probes --split tuning   # read-time order"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263105
OUT = Path(__file__).resolve().parent / "data" / "precision_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- 1. an activity before 的时候 / "when I X" is a condition, no time word ---------------------------------
    ("shangban", "zh", L, "我平时听什么？", "上班的时候我听音乐。", "我听音乐。"),
    ("shangban", "zh", R, "上班的时候我做什么？", "上班的时候我听音乐。", "我上班的时候听音乐。"),
    ("kaiche", "zh", L, "我平时听什么？", "开车的时候我听播客。", "我听播客。"),
    ("kaiche", "zh", R, "开车的时候我听什么？", "开车的时候我听播客。", "我开车的时候听播客。"),
    ("zuofan", "zh", L, "我喜欢听什么？", "做饭的时候我喜欢听相声。", "我喜欢听相声。"),
    ("paobu", "zh", L, "我听什么音乐？", "跑步的时候我听摇滚乐。", "我听摇滚乐。"),
    ("paobu", "zh", R, "我跑步时听什么？", "跑步的时候我听摇滚乐。", "我跑步的时候听摇滚乐。"),
    ("wanshang", "zh", R, "我晚上一般做什么？", "晚上的时候我一般看书。", "晚上我一般看书。"),
    ("code", "en", L, "What do I listen to?", "When I code I listen to music.", "I listen to music."),
    ("code", "en", R, "What do I do when I code?", "When I code I listen to music.", "I listen to music when I code."),
    ("drive", "en", L, "What do I listen to?", "While driving I listen to podcasts.", "I listen to podcasts."),
    ("drive", "en", R, "What do I listen to while driving?", "While driving I listen to podcasts.", "I listen to podcasts while driving."),
    ("cook", "en", L, "What do I drink?", "When I cook I drink red wine.", "I drink red wine."),
    ("morning", "en", R, "What do I drink in the morning?", "In the morning I drink green tea.", "I drink green tea in the morning."),
    # -- 2. a verb of beginning before another habit of the same verb or the same time (read.habit_aspect) -------
    ("tennis", "en", L, "What do I play on Sundays?", "I play tennis on Sundays.", "I've started playing chess online."),
    ("tennis", "en", S, "What do I play on Sundays?", "I play tennis on Sundays.", "I've stopped playing tennis on Sundays."),
    ("novels", "en", L, "What do I read before bed?", "I read novels before bed.", "I've started reading the news at breakfast."),
    ("water", "en", L, "What do I drink at lunch?", "I drink water at lunch.", "I've started drinking a protein shake after the gym."),
    ("groceries", "en", L, "Where do I buy groceries?", "I buy groceries at Lidl.", "I've stopped buying snacks from the vending machine."),
    ("groceries", "en", S, "Where do I buy groceries?", "I buy groceries at Lidl.", "I've stopped buying groceries at Lidl; I use Ocado now."),
    ("pashan", "zh", L, "我周末去哪爬山？", "我周末去香山爬山。", "我开始周末去游泳了。"),
    ("pashan", "zh", S, "我周末去哪爬山？", "我周末去香山爬山。", "我不再去香山爬山了，开始去凤凰岭。"),
    ("zaoshang", "zh", L, "我每天早上喝什么？", "我每天早上喝咖啡。", "我开始每天早上跑步了。"),
    ("zaoshang", "zh", S, "我每天早上喝什么？", "我每天早上喝咖啡。", "我不再喝咖啡了，开始每天早上喝茶。"),
    ("xiaban", "zh", L, "我下班后去哪里健身？", "我下班后去健身房健身。", "我开始下班后去学画画了。"),
    # -- 3. a third person after an opening clause holds the fact -----------------------------------------------
    ("berlin", "en", L, "Where do I live?", "I live in Munich.", "Yesterday he moved to Berlin."),
    ("berlin", "en", S, "Where do I live?", "I live in Munich.", "Yesterday I moved to Berlin."),
    ("zed", "en", L, "Which editor do I use?", "I use VS Code.", "After lunch she switched to Zed."),
    ("zed", "en", S, "Which editor do I use?", "I use VS Code.", "After lunch I switched to Zed."),
    ("pixel", "en", L, "What phone do I have?", "I have an iPhone.", "Last month she switched to a Pixel."),
    ("bank", "en", L, "Which bank am I with?", "I bank with Barclays.", "Since the merger he has moved to Monzo."),
    ("tongshi", "zh", L, "我住在哪？", "我住在北京。", "我同事他搬到上海了。"),
    ("tongshi", "zh", S, "我住在哪？", "我住在北京。", "我已经搬到上海了。"),
    ("biye", "zh", L, "我住在哪？", "我住在杭州。", "毕业以后他搬到深圳了。"),
    ("biye", "zh", S, "我住在哪？", "我住在杭州。", "毕业以后我搬到深圳了。"),
    ("vim", "zh", L, "我用什么编辑器？", "我用VS Code写代码。", "吃完午饭她就换成Vim了。"),
    # -- 4. everyone / 大家 without else: the team's fact, not the speaker's ----------------------------------------
    ("black", "en", L, "Which formatter do I use?", "Everyone uses Black.", "I use Black."),
    ("black", "en", L, "Which formatter does everyone use?", "Everyone uses Black.", "I switched to Ruff."),
    ("black", "en", S, "Which formatter does everyone use?", "Everyone uses Black.", "Everyone switched to Ruff."),
    ("slack", "en", R, "What chat app does everyone on the team use?", "Everyone on the team uses Slack.", "Everybody on the team uses Slack."),
    ("slack", "en", L, "What chat app do I use?", "I use Slack.", "Everybody on the team uses Slack."),
    ("heise", "zh", L, "我用什么格式化工具？", "大家都用Black。", "我用Black。"),
    ("heise", "zh", L, "大家用什么格式化工具？", "大家都用Black。", "我换成Ruff了。"),
    ("heise", "zh", S, "大家用什么格式化工具？", "大家都用Black。", "大家都换成Ruff了。"),
    ("feishu", "zh", R, "大家用什么聊天软件？", "大家都用飞书。", "大家都在用飞书。"),
    ("feishu", "zh", L, "我用什么聊天软件？", "我用飞书。", "大家都在用飞书。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "precision", 310500)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_precision_probes.py): hand-written by session 31 "
                         "(precision31) before any rule of its round was changed, for four precision bugs: an "
                         "activity before 的时候 / 'when I X' (a condition, no restatement), another habit started "
                         "with the same verb or at the same time (read.habit_aspect), a third person after an opening "
                         "clause (another holder), and everyone / 大家 without else (the team's fact, not the "
                         "speaker's); every group has restatements or updates beside its look-alikes; split once "
                         "before tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
