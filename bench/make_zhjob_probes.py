"""Issue #12: IN-SAMPLE probes for stale answers left by updates said in plain words (session 31, zhjob31),
hand-written by the engineer who tunes on them, before any rule of the round was changed (open items of session 30):
  - 去了 / 加入了 + a bare firm name after the speaker's job ("我在华为上班" / "我上个月去了小米"): a job change.
    Look-alikes: a trip (去了西安, 去了大理), a visit (去了一趟快手, 去小米面试), another holder, a plan, a club joined
    (加入了一个读书会).
  - the gym said with other words: a habit slot whose activity is said with a synonym ("I go to the gym on Mondays" /
    "I work out on Tuesdays now", "我每周一去健身房" / "我现在改成周二健身了"). Look-alikes: another holder, another
    activity, a second habit said with "also" / 也.
  - a person's activity changed with "now" ("My coach trains the junior team" / "My coach now trains the senior
    team", "我的教练带青年队" / "我的教练现在带成年队了"). Look-alikes: another person, "also" / 也, a past year.
  - "X is back at Y": a change back to an older value (three sentences, A -> B -> A). Look-alikes: another person
    back at the older place.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_zhjob_probes.py   # writes bench/data/zhjob_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/zhjob_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import check_groups, write_pair_file

SPLIT_SEED = 20263104
OUT = Path(__file__).resolve().parent / "data" / "zhjob_probes.jsonl"

S, N, B, R = "update_signal", "update_nosignal", "reversal", "restatement"
L, E, T = "distinct_lookalike", "distinct_event", "temporary"

# group, lang, class, question, sentences (older first)
CASES: list[tuple[str, str, str, str, list[str]]] = [
    # -- 去了 / 加入了 + a bare firm name after the speaker's job ---------------------------------------------------
    ("huawei", "zh", N, "我在哪家公司上班？", ["我在华为上班。", "我上个月去了小米。"]),
    ("huawei", "zh", E, "我上个月去了哪里？", ["我在华为上班。", "我上个月去了西安。"]),
    ("huawei", "zh", L, "我表哥在哪家公司上班？", ["我在华为上班。", "我表哥上个月去了小米。"]),
    ("huawei", "zh", E, "我上个月去小米做什么？", ["我在华为上班。", "我上个月去了小米面试。"]),
    ("jd", "zh", N, "我在哪家公司上班？", ["我在京东上班。", "我上个月去了美团。"]),
    ("jd", "zh", E, "我上个月去了哪座城市？", ["我在京东上班。", "我上个月去了成都。"]),
    ("jd", "zh", L, "我打算去哪家公司？", ["我在京东上班。", "我打算下个月去美团。"]),
    ("tencent", "zh", N, "我在哪家公司工作？", ["我在腾讯工作。", "我今年初加入了字节跳动。"]),
    ("tencent", "zh", L, "我今年初加入了什么？", ["我在腾讯工作。", "我今年初加入了一个读书会。"]),
    ("tencent", "zh", L, "我老婆在哪家公司工作？", ["我在腾讯工作。", "我老婆今年初加入了字节跳动。"]),
    ("baidu", "zh", N, "我在哪家公司做产品经理？", ["我在百度做产品经理。", "我前阵子去了快手。"]),
    ("baidu", "zh", E, "我前阵子去哪里旅游了？", ["我在百度做产品经理。", "我前阵子去了大理。"]),
    ("baidu", "zh", E, "我前阵子去快手做什么？", ["我在百度做产品经理。", "我前阵子去了一趟快手。"]),
    ("netease", "zh", N, "我在哪家公司任职？", ["我在网易任职。", "我去年底去了拼多多。"]),
    ("netease", "zh", E, "我去年底去了哪里？", ["我在网易任职。", "我去年底去了三亚。"]),
    ("netease", "zh", L, "我同事去了哪家公司？", ["我在网易任职。", "我同事去年底也去了拼多多。"]),
    ("didi", "zh", N, "我在哪家公司上班？", ["我在滴滴上班。", "我最近加入了携程。"]),
    ("didi", "zh", L, "我最近加入了什么？", ["我在滴滴上班。", "我最近加入了公司的羽毛球队。"]),
    ("didi", "zh", E, "我最近去了哪里？", ["我在滴滴上班。", "我最近去了杭州。"]),
    # -- the gym said with other words ----------------------------------------------------------------------------
    ("gym_en", "en", N, "When do I go to the gym?", ["I go to the gym on Mondays.", "I work out on Tuesdays now."]),
    ("gym_en", "en", L, "When does my wife work out?", ["I go to the gym on Mondays.", "My wife works out on Tuesdays now."]),
    ("gym_en", "en", L, "When do I go swimming?", ["I go to the gym on Mondays.", "I go swimming on Tuesdays now."]),
    ("gym_en", "en", R, "When do I work out at the gym?", ["I go to the gym on Mondays.", "I work out at the gym every Monday."]),
    ("gym_sessions", "en", N, "When are my gym sessions?", ["My gym sessions are on Monday evenings.", "I work out on Thursday evenings now."]),
    ("gym_sessions", "en", L, "When is my yoga class?", ["My gym sessions are on Monday evenings.", "My yoga class is on Thursday evenings now."]),
    ("lift", "en", N, "When do I lift weights?", ["I lift weights on Wednesdays.", "These days I work out on Fridays."]),
    ("lift", "en", L, "When do I do my laundry?", ["I lift weights on Wednesdays.", "These days I do my laundry on Fridays."]),
    ("gym_zh", "zh", S, "我哪天去健身房？", ["我每周一去健身房。", "我现在改成周二健身了。"]),
    ("gym_zh", "zh", L, "我老公哪天健身？", ["我每周一去健身房。", "我老公现在改成周二健身了。"]),
    ("gym_zh", "zh", L, "我周二还做什么？", ["我每周一去健身房。", "我现在周二也去游泳了。"]),
    ("gym_eve", "zh", N, "我哪天晚上去健身房？", ["我周三晚上去健身房。", "我现在周五晚上锻炼。"]),
    ("gym_eve", "zh", L, "我女儿哪天晚上锻炼？", ["我周三晚上去健身房。", "我女儿现在周五晚上锻炼。"]),
    ("gym_eve", "zh", R, "我什么时候去健身房锻炼？", ["我周三晚上去健身房。", "我每周三晚上去健身房锻炼。"]),
    # -- a person's activity changed with "now" -------------------------------------------------------------------
    ("coach_en", "en", N, "Which team does my coach train?", ["My coach trains the junior team.", "My coach now trains the senior team."]),
    ("coach_en", "en", L, "Which team does my brother train?", ["My coach trains the junior team.", "My brother now trains the senior team."]),
    ("coach_en", "en", L, "Which other team does my coach train?", ["My coach trains the junior team.", "My coach also trains the senior team."]),
    ("teach_en", "en", N, "What does my sister teach?", ["My sister teaches chemistry.", "My sister now teaches biology."]),
    ("teach_en", "en", L, "What does my sister's husband teach?", ["My sister teaches chemistry.", "My sister's husband now teaches biology."]),
    ("mentor_en", "en", N, "Which team does our mentor work with?", ["Our mentor works with the design team.", "Our mentor now works with the data team."]),
    ("mentor_en", "en", E, "Which team did our mentor work with last year?", ["Our mentor works with the design team.", "Our mentor worked with the data team last year."]),
    ("coach_zh", "zh", N, "我的教练带哪个队？", ["我的教练带青年队。", "我的教练现在带成年队了。"]),
    ("coach_zh", "zh", L, "我哥带哪个队？", ["我的教练带青年队。", "我哥现在带成年队了。"]),
    ("coach_zh", "zh", L, "我的教练还带哪个队？", ["我的教练带青年队。", "我的教练也带成年队。"]),
    ("teach_zh", "zh", N, "我姐姐教什么？", ["我姐姐教化学。", "我姐姐现在教生物了。"]),
    ("teach_zh", "zh", L, "我姐夫教什么？", ["我姐姐教化学。", "我姐夫现在教生物了。"]),
    # -- "X is back at Y": a change back to an older value ----------------------------------------------------------
    ("back_office", "en", B, "Which office is Tom at?", ["Tom works at the London office.", "Tom moved to the Berlin office.", "Tom is back at the London office."]),
    ("back_office", "en", L, "Which office is Anna at?", ["Tom is at the Berlin office.", "Anna is back at the London office."]),
    ("back_desk", "en", B, "Where does Priya sit?", ["Priya sits on the third floor.", "Priya moved to the fifth floor.", "Priya is back on the third floor."]),
    ("back_desk", "en", T, "Where is Priya this week?", ["Priya sits on the third floor.", "This week Priya is at the Paris office for a workshop."]),
    ("back_zh", "zh", B, "小王在哪个分公司上班？", ["小王在上海分公司上班。", "小王调到了北京分公司。", "小王又回到上海分公司了。"]),
    ("back_zh", "zh", L, "小李在哪个分公司上班？", ["小王在北京分公司上班。", "小李又回到上海分公司了。"]),
]


def main() -> None:
    check = check_groups([group for group, *_ in CASES], SPLIT_SEED)
    rows = [{"lang": lang, "group": f"zhjob-{group}", "question": question, "cls": cls, "seq": seq,
             "id": 310400 + n, "split": "check" if group in check else "tuning"}
            for n, (group, lang, cls, question, seq) in enumerate(CASES)]
    controls = sum(1 for _, _, cls, _, _ in CASES if cls in (L, E, T))
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_zhjob_probes.py): hand-written by session 31 "
                         "(zhjob31) before any rule of its round was changed, for updates said in plain words: 去了 / "
                         "加入了 + a bare firm name after the speaker's job, the gym said with other words, a person's "
                         "activity changed with 'now', 'X is back at Y' (a change back); every group has look-alikes "
                         "that are DIFFERENT facts (a trip, a visit, a club, another holder, a plan, another activity, "
                         f"'also' / 也, a past year) or restatements; {controls} of {len(CASES)} cases are controls; "
                         "split once before tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    rows, SPLIT_SEED, controls=controls)


if __name__ == "__main__":
    main()
