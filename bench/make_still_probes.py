"""Issue #12: IN-SAMPLE probes for a value said to be KEPT and a change CONSIDERED but not made (session 36, still36),
hand-written by the engineer who tunes on them, before any rule of the round was changed:
  - a newer sentence that says the older value is kept (still, remains, stays, as before, unchanged; 还是 / 仍然 /
    依然 / 依旧 / 照旧 / 照样 / 没变 / 不变), after an occasion for a change (a reorg, a renewal, a review: 重组以后,
    续租以后, 考核以后), or after a change only considered, tried or planned and dropped (thought about, considered,
    almost, tried … but; 本来想 / 原本打算 / 想过 / 讨论过…最后还是 / 差点 / 试了…还是): one fact said again
    (restatement), though the sentence holds a change word.
  - look-alikes that keep their verdict: a plan still being weighed ("I'm still thinking about moving to Porto"),
    another holder ("My brother still lives in Lisbon", 我妹妹还是住在成都), another thing of the frame (the Tuesday
    standup, 隔壁组), 还是 meaning "or" in a question, 还是 as "rather" in a choice (我还是换成微软拼音吧: a plan),
    "still" of time ("I still have to renew the lease"), and a real change after a kept clause ("Maya is still on
    the team, but Priya leads it now", 组长换成刘洋了: updates).
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_still_probes.py   # writes bench/data/still_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/still_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263601
OUT = Path(__file__).resolve().parent / "data" / "still_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: a value kept after an occasion for a change ---------------------------------------------------
    ("lead", "en", R, "Who is our team lead?", "Our team lead is Maya.", "After the reshuffle last month, Maya remains our team lead."),
    ("lead", "en", S, "Who leads our team?", "Our team lead is Maya.", "Maya is still on the team, but Priya leads it now."),
    ("lead", "en", L, "Who is my sister's team lead?", "Our team lead is Maya.", "My sister's team lead is still Maya."),
    ("rent", "en", R, "How much is my rent?", "My rent is $2,000 a month.", "After the renewal, my rent stays at $2,000 a month."),
    ("rent", "en", R, "How much is my rent?", "My rent is $2,000 a month.", "The landlord talked about raising it, but my rent is still $2,000 a month."),
    ("rent", "en", S, "How much is my rent?", "My rent is $2,000 a month.", "After the renewal, my rent went up to $2,200 a month."),
    ("rent", "en", L, "What do I still have to do?", "My rent is $2,000 a month.", "I still have to renew the lease."),
    ("salary", "en", R, "What is my salary?", "My salary is 85k.", "After my annual review, my salary remains 85k."),
    ("salary", "en", S, "What is my salary?", "My salary is 85k.", "After my annual review, my salary was raised to 90k."),
    ("standup", "en", R, "When is standup?", "Standup is at 9:30.", "After the schedule review, standup is still at 9:30."),
    ("standup", "en", S, "When is standup?", "Standup is at 9:30.", "We thought it would stay at 9:30, but standup moved to 10."),
    ("standup", "en", L, "When is the Tuesday standup?", "Standup is at 9:30.", "It's still 9:30 for the Tuesday standup."),
    # -- English: a change considered, tried or planned, and dropped ----------------------------------------------
    ("home", "en", R, "Where do I live?", "I live in Lisbon.", "I considered moving to Porto last year, but I'm still living in Lisbon."),
    ("home", "en", R, "Where do I live?", "I live in Lisbon.", "I almost moved to Porto, but I still live in Lisbon."),
    ("home", "en", L, "What am I thinking about?", "I live in Lisbon.", "I'm still thinking about moving to Porto."),
    ("home", "en", L, "Where does my brother live?", "I live in Lisbon.", "My brother still lives in Lisbon."),
    ("editor", "en", R, "Which editor do I use?", "I use VS Code.", "I tried switching to Zed, but I'm still using VS Code."),
    ("editor", "en", L, "Which editor does my teammate use?", "I use VS Code.", "My teammate still uses VS Code."),
    ("editor", "en", S, "Which editor do I use?", "I use VS Code.", "I tried Zed for a week and switched to it for good."),
    ("db", "en", R, "What database are we on?", "Our database is Postgres.", "We considered migrating to MySQL, but we're still on Postgres."),
    ("db", "en", L, "What are we deciding?", "Our database is Postgres.", "We're still deciding whether to migrate to MySQL."),
    ("db", "en", S, "What database are we on?", "Our database is Postgres.", "We were still on Postgres last spring, but we migrated to MySQL in March."),
    ("dentist", "en", R, "Who is my dentist?", "My dentist is Dr. Reyes.", "I nearly switched dentists, but Dr. Reyes is still my dentist."),
    ("dentist", "en", L, "Who is my sister's dentist?", "My dentist is Dr. Reyes.", "Dr. Reyes is still my sister's dentist."),
    ("car", "en", R, "What car do I drive?", "I drive a 2015 Civic.", "I planned to replace it this spring, but I still drive the 2015 Civic."),
    ("car", "en", S, "What car do I drive?", "I drive a 2015 Civic.", "I kept the Civic for years, but I switched to a Model 3 in May."),
    ("commute", "en", R, "How do I get to work?", "I take the bus to work.", "I tried biking to work for a month, but I still take the bus to work."),
    ("commute", "en", L, "How do I get to the gym?", "I take the bus to work.", "I still take the bus to the gym."),
    ("commute", "en", S, "How do I get to work?", "I take the bus to work.", "I used to take the bus, but I switched to biking to work."),
    ("mail", "en", R, "Which email do I use?", "I use Gmail for email.", "I was going to move to Fastmail, but I still use Gmail for email."),
    ("mail", "en", L, "Which email does my mom use?", "I use Gmail for email.", "My mom still uses Gmail for email."),
    ("manager", "en", R, "Who is my manager?", "My manager is Tom.", "There was talk of a reorg, but Tom remains my manager."),
    ("manager", "en", S, "Who is my manager?", "My manager is Tom.", "Tom is still at the company, but my manager is now Rachel."),
    # -- Chinese: a value kept after an occasion for a change -----------------------------------------------------
    ("zulead", "zh", R, "我们组长是谁？", "我们组长是陈静。", "部门重组以后，组长还是陈静。"),
    ("zulead", "zh", R, "我们组长是谁？", "我们组长是陈静。", "组长人选调整了一圈，最后还是陈静。"),
    ("zulead", "zh", S, "我们组长是谁？", "我们组长是陈静。", "组长换成刘洋了，陈静还是在组里。"),
    ("zulead", "zh", L, "隔壁组的组长是谁？", "我们组长是陈静。", "隔壁组的组长还是陈静。"),
    ("zurent", "zh", R, "我的房租多少？", "我的房租是每月三千。", "续租以后，房租仍然是每月三千。"),
    ("zurent", "zh", S, "我的房租多少？", "我的房租是每月三千。", "续租以后，房租涨到每月三千五了。"),
    ("zurent", "zh", L, "我还得做什么？", "我的房租是每月三千。", "我还是得去续租。"),
    ("zusalary", "zh", R, "我月薪多少？", "我月薪一万五。", "年度考核以后，我的月薪没变，还是一万五。"),
    ("zusalary", "zh", S, "我月薪多少？", "我月薪一万五。", "年度考核以后，我的月薪调到一万八了。"),
    ("zustandup", "zh", R, "站会几点开始？", "站会每天十点开始。", "站会时间讨论过要改，最后还是十点开始。"),
    ("zustandup", "zh", R, "站会几点开始？", "站会每天十点开始。", "站会时间没变，依然是每天十点开始。"),
    ("zustandup", "zh", S, "站会几点开始？", "站会每天十点开始。", "站会还是每天开，不过改到十点半了。"),
    ("zustandup", "zh", L, "周五的站会几点？", "站会每天十点开始。", "周五的站会还是十点开始吗？"),
    # -- Chinese: a change considered, tried or planned, and dropped ----------------------------------------------
    ("zuhome", "zh", R, "我住在哪？", "我住在成都。", "原本打算搬到重庆，但我还是住在成都。"),
    ("zuhome", "zh", R, "我住在哪？", "我住在成都。", "差点搬去重庆，最后我还是住在成都。"),
    ("zuhome", "zh", L, "我在考虑什么？", "我住在成都。", "我还在考虑要不要搬到重庆。"),
    ("zuhome", "zh", L, "我妹妹住在哪？", "我住在成都。", "我妹妹还是住在成都。"),
    ("zuhome", "zh", L, "我住在哪？", "我住在成都。", "你是住成都还是重庆？"),
    ("zuime", "zh", R, "我用什么输入法？", "我用的是搜狗输入法。", "试了一下微软拼音，我还是用搜狗输入法。"),
    ("zuime", "zh", L, "我打算用什么输入法？", "我用的是搜狗输入法。", "我还是换成微软拼音吧。"),
    ("zuime", "zh", L, "我同事用什么输入法？", "我用的是搜狗输入法。", "我同事依然用搜狗输入法。"),
    ("zubackend", "zh", R, "后端用什么语言？", "后端用的是Java。", "讨论过改用Go，后端最后还是用Java。"),
    ("zubackend", "zh", R, "后端用什么语言？", "后端用的是Java。", "想过把后端换成Go，不过后端仍然用Java。"),
    ("zubackend", "zh", L, "前端用什么？", "后端用的是Java。", "前端依旧用的是Java。"),
    ("zudentist", "zh", R, "我的牙医是谁？", "我的牙医是周医生。", "本来想换个牙医，我的牙医依旧是周医生。"),
    ("zudentist", "zh", L, "我老婆的牙医是谁？", "我的牙医是周医生。", "我老婆的牙医还是周医生。"),
    ("zucar", "zh", R, "我开什么车？", "我开的是一辆卡罗拉。", "想过换车，不过我照样开那辆卡罗拉。"),
    ("zucar", "zh", S, "我开什么车？", "我开的是一辆卡罗拉。", "我还是喜欢卡罗拉，但已经换成了思域。"),
    ("zucommute", "zh", R, "我怎么上班？", "我每天坐地铁上班。", "试过骑车上班，最后还是每天坐地铁上班。"),
    ("zucommute", "zh", L, "我怎么去健身房？", "我每天坐地铁上班。", "我还是坐地铁去健身房。"),
    ("zucommute", "zh", S, "我怎么上班？", "我每天坐地铁上班。", "地铁还是很挤，我已经改成骑车上班了。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "still", 636000)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_still_probes.py): hand-written by session 36 "
                         "(still36) before any rule of its round was changed, for a value said to be KEPT (still, "
                         "remains, stays; 还是 / 仍然 / 依然 / 依旧 / 照样 / 没变) after an occasion for a change or a "
                         "change only considered, tried or planned and dropped (considered, almost, tried … but; "
                         "本来想 / 原本打算 / 想过 / 讨论过 / 差点 / 试了); every group has look-alikes that are "
                         "DIFFERENT facts or real changes (a plan still weighed, another holder, another thing, 还是 "
                         "as 'or' or 'rather', 'still' of time, a change after a kept clause); split once before "
                         "tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
