"""Issue #12: IN-SAMPLE probes, second set, for what the change-back rule (bench/make_back_probes.py) left:
written by the engineer who tunes on them, before any rule was fitted to them:
  - a trip said with a verb of travel of the speaker ("I went from Tokyo to Seoul" / "I went from Seoul to
    Tokyo", took the train, travelled, flew ... back, cycled, sailed; 坐高铁从西安去了郑州 / 从郑州回了西安):
    two events, not a state that changed back, so never linked;
  - a move of home, which is a change ("We moved from Berlin to Paris" / "We moved from Paris back to
    Berlin"; relocated; 我们从北京搬到了上海 / 从上海搬回了北京), and another person moving the other way;
  - a change back said with a 回-compound (挪回, 改回, 换回, 搬回, 调回) and its look-alikes (two people's
    desks, two meetings);
  - a place name holding a function character (成都, 首都: 成 and 都 are also 'become' and 'all'):
    the same claim in another verb stays one, another slot or another person stays apart;
  - the noun "plan" after a determiner or possessive ("My phone plan went from 20 back to 15 dollars") is a
    thing whose value changed, while "I plan to switch" / "My plan is to move" is a wish, not a change.
Split ONCE, before any tuning, by group (a fact and its controls share a group) into `tuning` (rules may be
fitted to it) and `check` (counted only), seed in the header.

    .venv/bin/python bench/make_back_probes_2.py   # writes bench/data/back_probes_2.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/back_probes_2.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from collections import Counter
from pathlib import Path

from probes import check_groups, write_jsonl

SEED = 20261306
OUT = Path(__file__).resolve().parent / "data" / "back_probes_2.jsonl"

R, P, U, S = "reversal", "restatement", "update_signal", "update_nosignal"
L, E = "distinct_lookalike", "distinct_event"

# (group, lang, cls, question, sequence)
CASES: list[tuple[str, str, str, str, list[str]]] = [
    # -- a trip of the speaker with a verb of travel: two events
    ("went", "en", E, "Where did I go?", ["I went from Tokyo to Seoul.", "I went from Seoul to Tokyo."]),
    ("train-trip", "en", E, "Where did I take the train this month?", ["Last month I took the train from Milan to Rome.", "This month I took the train from Rome to Milan."]),
    ("travelled", "en", E, "Where did we travel?", ["We travelled from Lisbon to Porto.", "We travelled from Porto to Lisbon."]),
    ("flew-back", "en", E, "Where did I fly on Friday?", ["On Monday I flew from Sydney to Perth.", "On Friday I flew from Perth back to Sydney."]),
    ("cycled", "en", E, "Where did I cycle?", ["I cycled from the office to the gym.", "I cycled from the gym to the office."]),
    ("sailed", "en", E, "Where did we sail?", ["We sailed from Split to Hvar.", "We sailed from Hvar back to Split."]),
    ("zh-gaotie", "zh", E, "我坐高铁去了哪里？", ["我坐高铁从西安去了郑州。", "我坐高铁从郑州回了西安。"]),
    ("zh-drive", "zh", E, "我们开车去了哪里？", ["我们开车从苏州到了无锡。", "我们开车从无锡到了苏州。"]),
    # -- a move of home: a change
    ("moved-home", "en", R, "Where do we live?", ["We moved from Berlin to Paris.", "We moved from Paris back to Berlin."]),
    ("moved-denver", "en", R, "Where do I live?", ["I moved from Denver to Austin.", "I moved from Austin to Denver."]),
    ("parents-moved", "en", R, "Where do my parents live?", ["My parents moved from Ohio to Florida.", "My parents moved from Florida back to Ohio."]),
    ("relocated", "en", R, "Where are we based?", ["We relocated from Boston to Seattle.", "We relocated from Seattle back to Boston."]),
    ("zh-banjia", "zh", R, "我们住在哪里？", ["我们从北京搬到了上海。", "我们从上海搬回了北京。"]),
    ("moved-home", "en", L, "Where does my sister live?", ["I moved from Oslo to Bergen.", "My sister moved from Bergen to Oslo."]),
    # -- a change back with a 回-compound
    ("zh-nuo", "zh", R, "会议在哪天？", ["会议从周二挪到了周四。", "会议从周四挪回了周二。"]),
    ("zh-gai", "zh", R, "默认分支是哪个？", ["我把默认分支从main改成了develop。", "我把默认分支从develop改回了main。"]),
    ("zh-huan", "zh", R, "我的手机壁纸是什么？", ["我把手机壁纸从猫换成了狗。", "我把手机壁纸从狗换回了猫。"]),
    ("zh-ban", "zh", R, "我们的办公室在几楼？", ["我们的办公室从三楼搬到了五楼。", "我们的办公室从五楼搬回了三楼。"]),
    ("zh-diao", "zh", R, "我在哪个部门？", ["我从销售部调到了市场部。", "我从市场部调回了销售部。"]),
    ("zh-yoga", "zh", R, "瑜伽课在哪天？", ["瑜伽课从周三挪到了周五。", "瑜伽课又挪回周三了。"]),
    ("zh-ban", "zh", L, "小刘的工位在几楼？", ["小张的工位从三楼搬到了五楼。", "小刘的工位从五楼搬回了三楼。"]),
    ("zh-gai", "zh", L, "例会在哪天？", ["我们把周会从周一改到了周三。", "我们把例会从周三改回了周一。"]),
    # -- a place name holding a function character
    ("zh-cd-work", "zh", P, "我在哪里工作？", ["我在成都工作。", "我在成都上班。"]),
    ("zh-capital", "zh", P, "我在哪里上班？", ["我在首都工作。", "我在首都上班。"]),
    ("zh-cd-wife", "zh", P, "我老婆在哪里工作？", ["我老婆在成都工作。", "我老婆在成都上班。"]),
    ("zh-cd-work", "zh", L, "我住在哪里？", ["我在成都工作。", "我住在成都。"]),
    ("zh-cd-wife", "zh", L, "我女儿在哪里工作？", ["我老婆在成都工作。", "我女儿在成都工作。"]),
    ("zh-cd-move", "zh", S, "我住在哪里？", ["我住在成都。", "我住在杭州。"]),
    # -- the noun "plan" after a determiner or possessive
    ("phone-plan", "en", R, "How much is my phone plan?", ["My phone plan is 20 dollars a month.", "My phone plan went from 20 back to 15 dollars a month."]),
    ("data-plan", "en", U, "How much data is in our plan?", ["Our data plan is 10 GB.", "Our data plan went from 10 GB to 20 GB."]),
    ("meal-plan", "en", U, "How much is the meal plan?", ["The meal plan costs 300 a term.", "The meal plan went from 300 to 350 a term."]),
    ("phone-plan", "en", L, "Who do I plan to switch to?", ["My phone plan is with Vodafone.", "I plan to switch from Vodafone to Three."]),
    ("plan-move", "en", L, "Where do I plan to move?", ["I live in Bergen.", "My plan is to move to Oslo."]),
]


def main() -> None:
    check = check_groups([group for group, *_ in CASES], SEED)
    rows = [{"lang": lang, "group": f"back2-{group}", "question": question, "cls": cls, "seq": seq,
             "id": 181000 + n, "split": "check" if group in check else "tuning"}
            for n, (group, lang, cls, question, seq) in enumerate(CASES)]
    controls = sum(1 for _, _, cls, _, _ in CASES if cls in (L, E))
    header = {"about": "issue #12 IN-SAMPLE probes, second set, for a change said back (bench/make_back_probes_2.py): "
                       "written by the engineer who tunes on them, before any rule was fitted to them: trips of the "
                       "speaker with a verb of travel (two events), a move of home (a change) and another person "
                       "moving the other way, change backs with a 回-compound (挪回 改回 换回 搬回 调回) and "
                       "look-alikes, place names holding a function character (成都, 首都), the noun 'plan' after a "
                       f"determiner against 'I plan to' / 'my plan is to'; {controls} of {len(CASES)} cases are "
                       "controls; split once before tuning by group into `tuning` (rules fitted to it) and "
                       "`check` (counted only)",
              "split_seed": SEED, "split_unit": "group", "cases": len(CASES), "controls": controls}
    write_jsonl(OUT, header, rows)
    print(f"wrote {OUT}: {len(CASES)} cases, {controls} controls")
    print(Counter((row["cls"], row["split"]) for row in rows))


if __name__ == "__main__":
    main()
