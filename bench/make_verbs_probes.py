"""Issue #12: IN-SAMPLE probes for a change or a restatement said with a verb of its own (session 40, verbs40),
hand-written by the engineer who tunes on them, before any rule of the round was changed. Read before writing: the
brief, bench/data/blind_probes_17_audit.md (causes C5, C7-C9) and the tuning half of bench/data/blind_probes_17.jsonl;
the wording here is fresh.
  - a state entered, said with a weak verb ("I went vegan last month", "I've gone part-time", "turned vegetarian",
    "开始吃纯素了", "转兼职了"): a change of the state said before, an update;
  - a provider or tool changed, the slot named by a plural role noun or a kind word on one side and an activity or
    a verb phrase on the other ("I get my teeth done by Dr. Patel" / "I switched dentists", "前端框架用 Vue" /
    "前端改用 React 开发了"): an update;
  - a weekday or a time said with a verb synonym (collected / picked up, comes / shows up, 收 / 清运, 挪到): an update
    when the value differs, a restatement when it is the same;
  - controls that share the verb but not the thing or not the holder: "went vegan" / "went to a vegan restaurant",
    "my sister switched hairdressers", "后端改用 Go 开发了" after "前端框架用 Vue", another bin or another lesson moved,
    and a qualifier that names a different thing ("My phone" / "My work phone", 做早饭 / 做晚饭).
About half English, half Chinese; every group has a control beside its target or is a control.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_verbs_probes.py   # writes bench/data/verbs_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/verbs_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20264004
OUT = Path(__file__).resolve().parent / "data" / "verbs_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L, E = "distinct_lookalike", "distinct_event"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: a state entered, said with went / gone / turned ----------------------------------------------
    ("vegan", "en", S, "What diet do I follow?", "I'm vegetarian.", "I went vegan last month."),
    ("vegan", "en", E, "Where did I eat?", "I'm vegetarian.", "I went to a vegan restaurant last night."),
    ("vegan", "en", L, "What diet does my sister follow?", "I'm vegetarian.", "My sister went vegan last month."),
    ("pesc", "en", S, "What diet do I follow?", "I'm a pescatarian.", "I've gone vegetarian this year."),
    ("pesc", "en", L, "What diet does my husband follow?", "I'm a pescatarian.", "My husband has gone vegetarian this year."),
    ("since", "en", R, "What diet do I follow?", "I went vegan in 2019.", "I've been vegan since 2019."),
    ("turned", "en", R, "What diet does Ana follow?", "Ana became a vegetarian last spring.", "Ana turned vegetarian last spring."),
    ("parttime", "en", S, "Do I work full-time?", "I work full-time at the library.", "I've gone part-time at the library since March."),
    ("parttime", "en", E, "Where did I go?", "I work full-time at the library.", "I went to a part-time jobs fair at the library."),
    ("electric", "en", S, "What car do I drive?", "I drive a diesel Passat.", "I went electric, I drive an ID.4 now."),
    ("electric", "en", L, "What car does my neighbour drive?", "I drive a diesel Passat.", "My neighbour went electric, he drives an ID.4 now."),
    # -- English: the slot named by a plural role noun on one side, the activity on the other --------------------
    ("barber", "en", S, "Where do I get my hair cut?", "I get a haircut at Tony's on Elm Street.", "I changed barbers; these days I go to Fade Bros downtown."),
    ("barber", "en", L, "Where does my son get his hair cut?", "I get a haircut at Tony's on Elm Street.", "My son changed barbers; these days he goes to Fade Bros downtown."),
    ("barber", "en", R, "Where do I get my hair cut?", "I get a haircut at Tony's on Elm Street.", "Tony's on Elm Street is where I get my hair cut."),
    ("dentist", "en", S, "Who looks after my teeth?", "Dr. Patel looks after my teeth.", "I switched dentists and I see Dr. Kim now."),
    ("dentist", "en", L, "Who looks after my mum's teeth?", "Dr. Patel looks after my teeth.", "My mum switched dentists and sees Dr. Kim now."),
    ("hairdo", "en", L, "What colour is my hair?", "I get my hair cut at Studio Nine.", "I've had my hair dyed red."),
    ("gyms", "en", S, "Where do I train?", "I train at Anytime Fitness.", "I swapped gyms, it's PureGym for me now."),
    ("gyms", "en", L, "Where does my flatmate train?", "I train at Anytime Fitness.", "My flatmate swapped gyms, it's PureGym for him now."),
    # -- English: a weekday or time said with a verb synonym ---------------------------------------------------------
    ("recycling", "en", N, "Which day is recycling collected?", "Our recycling is collected on Mondays.", "Our recycling gets picked up on Tuesdays."),
    ("recycling", "en", R, "Which day is recycling collected?", "Our recycling is collected on Mondays.", "Our recycling gets picked up on Mondays."),
    ("recycling", "en", L, "Which day is garden waste collected?", "Our recycling is collected on Mondays.", "Garden waste gets picked up on Tuesdays."),
    ("cleaner", "en", S, "When does the cleaner come?", "The cleaner comes on Thursdays.", "The cleaner shows up on Fridays now."),
    ("cleaner", "en", R, "When does the cleaner come?", "The cleaner comes on Thursdays.", "The cleaner turns up on Thursdays."),
    ("cleaner", "en", L, "When does the gardener come?", "The cleaner comes on Thursdays.", "The gardener shows up on Fridays now."),
    ("newsletter", "en", N, "When does the newsletter go out?", "The newsletter goes out on Mondays.", "The newsletter is sent on Wednesdays."),
    ("newsletter", "en", L, "When are invoices sent?", "The newsletter goes out on Mondays.", "The invoices are sent on Wednesdays."),
    ("bookclub", "en", S, "When does book club meet?", "Book club meets on Wednesday evenings.", "Book club gets together on Thursday evenings now."),
    # -- English: a qualifier that names a different thing -------------------------------------------------------
    ("phone", "en", L, "What is my work phone?", "My phone is a Pixel 8.", "My work phone is an iPhone 14."),
    ("phone", "en", S, "What phone do I have?", "My phone is a Pixel 8.", "I switched phones, it's an iPhone 14 now."),
    ("laptop", "en", L, "What is my gaming laptop?", "My laptop is a ThinkPad T14.", "My gaming laptop is an Asus ROG."),
    # -- Chinese: a state entered (开始…了, 转, 戒) ----------------------------------------------------------------
    ("sushi", "zh", S, "我吃什么？", "我吃蛋奶素。", "我上个月开始吃纯素了。"),
    ("sushi", "zh", E, "我去哪吃饭了？", "我吃蛋奶素。", "我昨天去了一家纯素餐厅。"),
    ("sushi", "zh", L, "我姐姐吃什么？", "我吃蛋奶素。", "我姐姐上个月开始吃纯素了。"),
    ("jianzhi", "zh", S, "我是全职还是兼职？", "我在书店做全职。", "我在书店转兼职了。"),
    ("jianzhi", "zh", L, "我表妹是全职还是兼职？", "我在书店做全职。", "我表妹在书店转兼职了。"),
    ("jiejiu", "zh", S, "我喝酒吗？", "我每晚喝一杯红酒。", "我今年戒酒了。"),
    ("jiejiu", "zh", L, "我爸喝酒吗？", "我每晚喝一杯红酒。", "我爸今年戒酒了。"),
    ("yuancheng", "zh", S, "我在哪办公？", "我每天去公司坐班。", "我现在转成远程办公了。"),
    ("yuancheng", "zh", L, "我老公在哪办公？", "我每天去公司坐班。", "我老公现在转成远程办公了。"),
    # -- Chinese: a kind word on one side, a verb phrase on the other -----------------------------------------------
    ("vue", "zh", S, "前端用什么框架？", "前端框架用 Vue。", "前端改用 React 开发了。"),
    ("vue", "zh", L, "后端用什么语言？", "前端框架用 Vue。", "后端改用 Go 开发了。"),
    ("mysql", "zh", S, "项目用什么数据库？", "数据库用 MySQL。", "项目改用 PostgreSQL 存数据了。"),
    ("mysql", "zh", L, "缓存用什么？", "数据库用 MySQL。", "缓存改用 Redis 了。"),
    ("notes", "zh", S, "我用什么记笔记？", "我的笔记软件是印象笔记。", "我改用 Obsidian 记笔记了。"),
    ("notes", "zh", L, "我同事用什么记笔记？", "我的笔记软件是印象笔记。", "我同事改用 Obsidian 记笔记了。"),
    ("notes", "zh", R, "我用什么记笔记？", "我的笔记软件是印象笔记。", "我用印象笔记记笔记。"),
    ("barberzh", "zh", S, "我找谁理发？", "我找张师傅理发。", "我换了个理发师，现在找李师傅。"),
    ("barberzh", "zh", L, "我妈找谁理发？", "我找张师傅理发。", "我妈换了个理发师，现在找李师傅。"),
    ("barberzh", "zh", R, "我找谁理发？", "我找张师傅理发。", "我的理发师是张师傅。"),
    # -- Chinese: a weekday or time said with a verb synonym ---------------------------------------------------------
    ("huishou", "zh", S, "可回收垃圾哪天收？", "小区每周二收可回收垃圾。", "小区可回收垃圾改成每周三清运了。"),
    ("huishou", "zh", R, "可回收垃圾哪天收？", "小区每周二收可回收垃圾。", "可回收垃圾每周二清运。"),
    ("huishou", "zh", L, "厨余垃圾哪天收？", "小区每周二收可回收垃圾。", "小区厨余垃圾改成每周三清运了。"),
    ("piano", "zh", S, "钢琴课哪天上？", "钢琴课在周六上。", "钢琴课挪到周日了。"),
    ("piano", "zh", R, "钢琴课哪天上？", "钢琴课在周六上。", "每周六上钢琴课。"),
    ("piano", "zh", L, "舞蹈课哪天上？", "钢琴课在周六上。", "舞蹈课挪到周日了。"),
    ("zhoubao", "zh", R, "周报哪天交？", "周报每周五交。", "周报每周五提交。"),
    ("zhoubao", "zh", N, "周报哪天交？", "周报每周五交。", "周报每周四提交。"),
    ("zhouhui", "zh", S, "周会哪天开？", "周会在周一开。", "周会改到周二召开了。"),
    # -- Chinese: the same verb, another thing (two meals, another device) ------------------------------------------
    ("meals", "zh", L, "我负责做什么饭？", "我负责做早饭。", "我负责做晚饭。"),
    ("meals", "zh", L, "我老公做什么饭？", "我老公每天做早饭。", "我老公每天做晚饭。"),
    ("phonezh", "zh", L, "我的工作手机是什么？", "我的手机是小米 14。", "我的工作手机是华为 Mate 60。"),
    ("phonezh", "zh", S, "我用什么手机？", "我的手机是小米 14。", "我换手机了，现在用华为 Mate 60。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "verbs", 760300)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_verbs_probes.py): hand-written by session 40 "
                         "(verbs40) before any rule of its round was changed, for a change or a restatement said "
                         "with a verb of its own: a state entered (went vegan, gone part-time, 开始吃纯素了, 转兼职了), "
                         "a slot named by a role noun or kind word on one side and an activity on the other "
                         "(switched dentists, 前端改用 React 开发了), a weekday said with a verb synonym (collected / "
                         "picked up, 收 / 清运, 挪到); controls that share the verb but not the thing or the holder, "
                         "and a qualifier naming another thing (My phone / My work phone, 做早饭 / 做晚饭); split once "
                         "before tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED, restatement=S)


if __name__ == "__main__":
    main()
