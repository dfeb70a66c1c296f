"""Issue #12: IN-SAMPLE probes for the causes of the audit of blind probe set 11 (session 33, blindfix33),
hand-written by the engineer who tunes on them, before any rule of the round was changed:
  - a Chinese numeral with its last unit unsaid (八千五 = 8500, 两万三 = 23000, 一百二 = 120, 一万二 = 12000).
    Look-alikes: 八千零五 (8005), 两万三千, 一百二十, 十五, 五千五百万, another holder, another value.
  - English number words said aloud ("one thousand eight hundred fifty", "eighteen hundred fifty", "eighteen
    fifty", "nineteen eighty-five", "twelve thirty"). Look-alikes: another amount said in words, a count in words.
  - "'s" for "is" ("my car's a Civic", "Dana's a painter"). Look-alikes: a real possessive ("Dana's painting",
    "my brother's dentist").
  - a tag question (", right?", "，对吧？"). Look-alikes: a real question.
  - "until" of a condition ("can't merge until …"). Look-alikes: "until Friday" (a passing state).
  - a dropped subject after an aspect adverb ("Still studying …"). Look-alikes: another person still doing it.
  - "our team's X" for "our X". Look-alikes: another team's X.
  - a kin word with a name ("my wife Priya", "我女儿朵朵"), then the name alone. Look-alikes: another name, the kin
    word without a name, "Priya's wife".
  - 姓 as the value verb of a one-holder role (班主任姓刘 / 姓赵). Look-alikes: 叫 after a kin word (two daughters),
    another holder's role.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_blindfix3_probes.py   # writes bench/data/blindfix3_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/blindfix3_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263308
OUT = Path(__file__).resolve().parent / "data" / "blindfix3_probes.jsonl"

S, N, V, R = "update_signal", "update_nosignal", "reversal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a Chinese numeral with its last unit unsaid --------------------------------------------------------------
    ("fangdai", "zh", R, "我每个月房贷还多少？", "我每个月房贷还八千五。", "我每个月房贷还8500元。"),
    ("fangdai", "zh", L, "我哥每个月房贷还多少？", "我哥每个月房贷还八千五。", "我每个月房贷还8500元。"),
    ("salary", "zh", R, "我月薪多少？", "我月薪一万二。", "我月薪12000元。"),
    ("salary", "zh", L, "我老婆月薪多少？", "我月薪一万二。", "我老婆月薪12000元。"),
    ("salary", "zh", R, "我同事月薪多少？", "我同事月薪一万零二百。", "我同事月薪10200元。"),
    ("aliyun", "zh", R, "阿里云生产账号每月花多少？", "阿里云生产账号每月花两万三。", "阿里云生产账号每月花23000元。"),
    ("aliyun", "zh", R, "阿里云测试账号每月花多少？", "阿里云测试账号每月花两万三千。", "阿里云测试账号每月花23000元。"),
    ("aliyun", "zh", N, "腾讯云账号每月花多少？", "腾讯云账号每月花两万三。", "腾讯云账号每月花两万八。"),
    ("weight", "zh", R, "我体重多少？", "我体重一百二。", "我体重120斤。"),
    ("weight", "zh", R, "我妈体重多少？", "我妈体重一百二十斤。", "我妈体重120斤。"),
    ("ticket", "zh", R, "去成都的机票多少钱？", "去成都的机票一千二。", "去成都的机票1200元。"),
    ("ticket", "zh", L, "去重庆的机票多少钱？", "去成都的机票一千二。", "去重庆的机票1200元。"),
    ("card", "zh", R, "我卡里还剩多少钱？", "我卡里还剩八千零五块。", "我卡里还剩8005元。"),
    ("card", "zh", N, "我卡里还剩多少钱？", "我卡里还剩八千零五块。", "我卡里还剩八千五。"),
    ("count", "zh", R, "我们组有几个人？", "我们组有十五个人。", "我们组有15个人。"),
    ("count", "zh", R, "公司去年营收多少？", "公司去年营收五千五百万。", "公司去年营收5500万元。"),
    # -- English number words said aloud -------------------------------------------------------------------------
    ("rent", "en", R, "How much is the rent?", "Rent is $1,850 a month.", "Rent is one thousand eight hundred fifty dollars a month."),
    ("rent", "en", R, "How much is the rent?", "Rent is $1,850 a month.", "Rent is eighteen hundred fifty dollars a month."),
    ("rent", "en", R, "How much is the rent?", "Rent is $1,850 a month.", "Rent is one thousand eight hundred and fifty dollars a month."),
    ("rent", "en", N, "How much is the rent?", "Rent is $1,850 a month.", "Rent is one thousand nine hundred dollars a month."),
    ("born", "en", R, "When was I born?", "I was born in 1985.", "I was born in nineteen eighty-five."),
    ("born", "en", L, "When was my brother born?", "I was born in 1985.", "My brother was born in nineteen eighty-five."),
    ("flight", "en", R, "When does the flight leave?", "The flight leaves at 18:50.", "The flight leaves at eighteen fifty."),
    ("lunch", "en", N, "When is lunch?", "Lunch is at 12:00.", "Lunch is at twelve thirty."),
    ("lunch", "en", R, "When is lunch?", "Lunch is at 12:30.", "Lunch is at half past twelve."),
    ("tank", "en", R, "How much does the tank hold?", "The tank holds two hundred liters.", "The tank holds 200 liters."),
    ("tank", "en", L, "How much does the small tank hold?", "The big tank holds two hundred liters.", "The small tank holds 200 liters."),
    ("office", "en", L, "How many people does the Paris office have?", "The Berlin office has twelve people.", "The Paris office has 12 people."),
    # -- "'s" for "is" -----------------------------------------------------------------------------------------------
    ("car", "en", R, "What car do I drive?", "I drive a 2017 Honda Civic.", "My car's a 2017 Honda Civic."),
    ("car", "en", L, "What does my wife drive?", "I drive a 2017 Honda Civic.", "My wife's car is a 2017 Honda Civic."),
    ("dana", "en", R, "What does Dana do?", "Dana works as a painter.", "Dana's a painter."),
    ("dana", "en", L, "Where is Dana's painting?", "Dana's a painter.", "Dana's painting is in the hallway."),
    ("brother", "en", R, "What does my brother do?", "My brother works as a dentist.", "My brother's a dentist."),
    ("brother", "en", L, "Who is my brother's dentist?", "My dentist is Dr. Lee.", "My brother's dentist is Dr. Lee."),
    ("server", "en", R, "Is the build server reachable?", "The build server is not reachable.", "The build server's not reachable."),
    # -- tag questions -----------------------------------------------------------------------------------------------
    ("sprint", "en", R, "When is sprint planning?", "Our sprint planning is on Monday mornings.", "Our sprint planning is on Monday mornings, right?"),
    ("sprint", "en", L, "When is sprint planning?", "Our sprint planning is on Monday mornings.", "Is our sprint planning on Monday mornings?"),
    ("closes", "en", R, "When does the office close?", "The office closes at 6 pm.", "The office closes at 6 pm, doesn't it?"),
    ("closes", "en", L, "When does the office close?", "The office closes at 6 pm.", "When does the office close on Fridays?"),
    ("zhouhui", "zh", R, "我们的周会在哪天？", "我们的周会在周三。", "我们的周会在周三，对吧？"),
    ("zhouhui", "zh", L, "我们的周会在哪天？", "我们的周会在周三。", "我们的周会是周三吗？"),
    ("shangban", "zh", R, "我们公司几点上班？", "我们公司十点上班。", "我们公司十点上班，是吧？"),
    ("shangban", "zh", L, "我们公司几点上班？", "我们公司十点上班。", "我们公司几点上班？"),
    # -- "until" of a condition --------------------------------------------------------------------------------------
    ("merge", "en", R, "When can a PR merge?", "A PR can merge only after two approvals.", "A PR can't merge until it has two approvals."),
    ("merge", "en", T, "Where do I work from?", "I work from the Montreal office.", "I'm at the Toronto office until Friday."),
    ("deploy", "en", R, "When can we deploy?", "We deploy only after the tests pass.", "We don't deploy until the tests pass."),
    ("deploy", "en", T, "How many replicas does the API run?", "The API runs 6 replicas.", "The API runs 4 replicas until next week."),
    # -- a dropped subject after an aspect adverb ------------------------------------------------------------------------
    ("jlpt", "en", R, "What am I studying for?", "I'm studying for the JLPT N3 exam.", "Still studying for the JLPT N3 exam."),
    ("jlpt", "en", L, "What is my sister studying for?", "I'm studying for the JLPT N3 exam.", "My sister is still studying for the JLPT N3 exam."),
    ("marathon", "en", R, "What am I training for?", "I'm training for a marathon.", "Currently training for a marathon."),
    ("marathon", "en", L, "What is my dad training for?", "I'm training for a marathon.", "My dad is currently training for a marathon."),
    # -- the speaker's group as an owner ---------------------------------------------------------------------------------
    ("standup", "en", N, "When is standup?", "Our team's standup is at 9:15.", "Standup is at 9:45."),
    ("standup", "en", R, "When is standup?", "Our team's standup is at 9:15.", "Our standup is at 9:15."),
    ("standup", "en", L, "When is the design team's standup?", "Our team's standup is at 9:15.", "The design team's standup is at 9:45."),
    ("retro", "en", R, "When is our retro?", "My team's retro is on Fridays.", "Our retro is on Fridays."),
    ("retro", "en", L, "When is the company offsite?", "Our team's offsite is in June.", "Our company's offsite is in May."),
    # -- a kin word with a name -------------------------------------------------------------------------------------------
    ("priya", "en", R, "What does Priya do?", "My wife Priya is a pediatric nurse.", "Priya is a pediatric nurse."),
    ("priya", "en", L, "What does Priya's wife do?", "My wife Priya is a pediatric nurse.", "Priya's wife is a pediatric nurse."),
    ("leo", "en", R, "When does Leo play soccer?", "My son Leo plays soccer on Tuesdays.", "Leo plays soccer on Tuesdays."),
    ("leo", "en", L, "When does Sam play soccer?", "My son Leo plays soccer on Tuesdays.", "Sam plays soccer on Tuesdays."),
    ("mei", "en", R, "When does Mei take piano lessons?", "My daughter Mei takes piano lessons on Saturdays.", "Mei takes her piano lessons on Saturdays."),
    ("linda", "en", R, "Where does Linda live?", "My mom Linda lives in Ohio.", "Linda lives in Ohio."),
    ("linda", "en", L, "Where does Linda's mom live?", "My mom Linda lives in Ohio.", "Linda's mom lives in Ohio."),
    ("duoduo", "zh", R, "朵朵在学什么？", "我女儿朵朵在学钢琴。", "朵朵在学钢琴。"),
    ("duoduo", "zh", L, "小雨在学什么？", "我女儿朵朵在学钢琴。", "小雨在学钢琴。"),
    ("duoduo", "zh", L, "我侄女朵朵在学什么？", "我女儿在学钢琴。", "我侄女朵朵在学钢琴。"),
    # -- 姓 as the value verb of a one-holder role ---------------------------------------------------------------------------
    ("banzhuren", "zh", N, "我儿子的班主任姓什么？", "我儿子的班主任姓刘。", "我儿子的班主任姓赵。"),
    ("banzhuren", "zh", L, "我女儿的班主任姓什么？", "我儿子的班主任姓刘。", "我女儿的班主任姓赵。"),
    ("fangdong", "zh", N, "我的房东姓什么？", "我的房东姓王。", "我的房东姓李。"),
    ("fangdong", "zh", R, "我的房东姓什么？", "我的房东姓王。", "我房东姓王。"),
    ("nver", "zh", L, "我小女儿叫什么？", "我女儿叫小雨。", "我女儿叫朵朵。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "blindfix3", 333800)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_blindfix3_probes.py): hand-written by session 33 "
                         "(blindfix33) before any rule of its round was changed, for the causes of the audit of blind "
                         "probe set 11 (八千五 as 8500, English number words aloud, \"'s\" for 'is', tag questions, "
                         "'until' of a condition, a dropped subject after 'Still', 'our team's X', a kin word with a "
                         "name, 姓 as a role's value verb); every group has look-alikes that are DIFFERENT facts or "
                         "restatements; split once before tuning into 'tuning' (tuned on) and 'check' (counted only), "
                         "by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
