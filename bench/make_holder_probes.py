"""Issue #12: IN-SAMPLE probes for who does a chore, a trial of a product, and a change said in its own clause
(session 35, holder35), hand-written by the engineer who tunes on them, before any rule of the round was changed
(from the audit of blind probe set 12, causes 5 and 6):
  - a chore's doer said as the subject: "Tuesday school pickup is my job." / "My partner is doing Tuesday school
    pickup now." -- the holder of "I do X" / "<person> does / is doing / handles X now" is the slot of "X is my /
    Sam's job"; with a change word the chore changed hands (a link at most). Look-alikes: a shared chore ("… too",
    "on Fridays", "helps with"), another chore, no change word, a restatement in the other voice.
  - a trial verb with the activity as a noun: "I run in Hoka Cliftons." / "Trying Nike Pegasus for my runs now."
    -- "for my runs" shares the verb run; "trying / testing / 在试" before a product is a weak change word of use.
    Look-alikes: "I tried X once", another holder trying, another activity ("for my walks").
  - a change clause with its own subject after a first clause: "We moved; the office is now in La Défense" is a
    change of "Our office is in SoHo"; "We moved; the Paris office is now in La Défense" names another office
    (never a crossing-out). Look-alikes: another thing of the kind named in the clause (the Berlin office, my
    sister's car, my son's dentist, 上海分公司).
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_holder_probes.py   # writes bench/data/holder_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/holder_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263504
OUT = Path(__file__).resolve().parent / "data" / "holder_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, X = "distinct_lookalike", "distinct_event", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- a chore's doer as the subject, with a change word --------------------------------------------------------
    ("pickup", "en", S, "Who does Tuesday school pickup?", "Tuesday school pickup is my job.", "My partner is doing Tuesday school pickup now."),
    ("pickup", "en", S, "Who does Tuesday school pickup?", "Tuesday school pickup is my job.", "Tuesday school pickup is my partner's job now."),
    ("pickup", "en", L, "Who else does Tuesday school pickup?", "Tuesday school pickup is my job.", "My partner does Tuesday school pickup too."),
    ("pickup", "en", L, "Who does Friday school pickup?", "Tuesday school pickup is my job.", "My partner does Friday school pickup."),
    ("pickup", "en", R, "Who does Tuesday school pickup?", "I do Tuesday school pickup.", "Tuesday school pickup is my job."),
    ("dishes", "en", S, "Who does the dishes?", "I do the dishes every night.", "My husband handles the dishes every night now."),
    ("dishes", "en", L, "Who helps with the dishes?", "I do the dishes every night.", "My husband helps with the dishes on weekends."),
    ("dishes", "en", L, "Who does the laundry?", "I do the dishes every night.", "My husband does the laundry now."),
    ("trash", "en", S, "Who takes out the trash?", "Taking out the trash is my job.", "My son takes out the trash now."),
    ("trash", "en", L, "Who also takes out the trash?", "Taking out the trash is my job.", "My son takes out the recycling now."),
    ("lawn", "en", S, "Who mows the lawn?", "I mow the lawn on Saturdays.", "My brother mows the lawn on Saturdays now."),
    ("lawn", "en", L, "Who mows his own lawn?", "I mow the lawn on Saturdays.", "My brother mows his own lawn on Saturdays."),
    ("dog", "en", S, "Who walks the dog in the morning?", "Walking the dog in the morning is my job.", "My daughter is doing the morning dog walk now."),
    ("dog", "en", L, "Who else walks the dog?", "Walking the dog in the morning is my job.", "My daughter walks the dog in the evening."),
    ("dinner", "en", S, "Who cooks dinner on weekdays?", "I cook dinner on weekdays.", "My wife cooks dinner on weekdays now."),
    ("dinner", "en", L, "Who cooks breakfast?", "I cook dinner on weekdays.", "My wife cooks breakfast on weekdays."),
    ("payroll", "en", S, "Who handles payroll at work?", "Payroll at work is Priya's job.", "Marco handles payroll at work now."),
    ("payroll", "en", L, "Who helps with payroll?", "Payroll at work is Priya's job.", "Marco helps Priya with payroll at month end."),
    ("zh_pickup", "zh", S, "谁负责周二接孩子？", "周二接孩子是我的事。", "现在周二接孩子由我老公负责了。"),
    ("zh_pickup", "zh", L, "谁也会去接孩子？", "周二接孩子是我的事。", "我老公周五也会去接孩子。"),
    ("zh_pickup", "zh", R, "谁负责周二接孩子？", "我负责周二接孩子。", "周二接孩子是我的事。"),
    ("zh_dog", "zh", S, "谁负责遛狗？", "我负责每天遛狗。", "现在改成我女儿每天遛狗了。"),
    ("zh_dog", "zh", L, "谁还遛狗？", "我负责每天遛狗。", "我女儿周末偶尔也遛狗。"),
    ("zh_cook", "zh", S, "家里谁做饭？", "家里做饭是我妈的活。", "现在家里做饭换成我爸了。"),
    ("zh_cook", "zh", L, "家里谁洗碗？", "家里做饭是我妈的活。", "家里洗碗是我爸的活。"),
    ("zh_trash", "zh", S, "谁倒垃圾？", "倒垃圾一直是我的活。", "现在倒垃圾归我弟弟了。"),
    # -- a trial verb with the activity as a noun ----------------------------------------------------------------
    ("hoka", "en", S, "What shoes do I run in?", "I run in Hoka Cliftons.", "Trying Nike Pegasus for my runs now."),
    ("hoka", "en", E, "What shoes did I try once?", "I run in Hoka Cliftons.", "I tried Nike Pegasus once for a race, years ago."),
    ("hoka", "en", L, "What shoes does my brother run in?", "I run in Hoka Cliftons.", "My brother is trying Nike Pegasus for his runs now."),
    ("hoka", "en", R, "What shoes do I run in?", "I run in Hoka Cliftons.", "I use Hoka Cliftons for my runs."),
    ("bike", "en", S, "What bike do I ride?", "I ride a Trek Domane.", "Testing a Canyon Endurace for my rides now."),
    ("bike", "en", L, "What bike does my wife ride?", "I ride a Trek Domane.", "My wife is testing a Canyon Endurace for her rides."),
    ("goggles", "en", S, "What goggles do I swim with?", "I swim with Speedo goggles.", "Trying Arena goggles for my swims now."),
    ("goggles", "en", E, "What goggles did I try once?", "I swim with Speedo goggles.", "I tried Arena goggles once at a hotel pool."),
    ("boots", "en", S, "What boots do I hike in?", "I hike in Merrell boots.", "Testing Salomon boots for my hikes now."),
    ("boots", "en", L, "What boots do I wear for walks?", "I hike in Merrell boots.", "Trying Salomon shoes for my walks to work now."),
    ("zh_run", "zh", S, "我跑步穿什么鞋？", "我跑步穿 Hoka Clifton。", "最近在试 Nike Pegasus 跑步。"),
    ("zh_run", "zh", E, "我试过什么鞋？", "我跑步穿 Hoka Clifton。", "我以前试过一次 Nike Pegasus。"),
    ("zh_run", "zh", L, "我哥跑步穿什么鞋？", "我跑步穿 Hoka Clifton。", "我哥最近在试 Nike Pegasus 跑步。"),
    ("zh_notes", "zh", S, "我用什么记笔记？", "我用 Notion 记笔记。", "最近在试 Obsidian 记笔记。"),
    ("zh_notes", "zh", L, "我同事用什么记笔记？", "我用 Notion 记笔记。", "我同事在试 Obsidian 记笔记。"),
    ("zh_bike", "zh", S, "我骑什么车？", "我骑车用的是捷安特。", "现在在试美利达的车骑。"),
    # -- a change clause with its own subject after a first clause -------------------------------------------------
    ("office", "en", S, "Where is our office?", "Our office is in SoHo.", "We moved; the office is now in La Défense."),
    ("office", "en", L, "Where is the Paris office?", "Our office is in SoHo.", "We moved; the Paris office is now in La Défense."),
    ("office", "en", L, "Where is the Berlin office?", "Our office is in SoHo.", "We grew; the Berlin office is now in Mitte."),
    ("office", "en", R, "Where is our office?", "Our office is in SoHo.", "As before, our office is in SoHo."),
    ("car", "en", S, "What car do I drive?", "My car is a Honda Civic.", "Big news: my car is now a Tesla Model 3."),
    ("car", "en", L, "What car does my sister drive?", "My car is a Honda Civic.", "Big news: my sister's car is now a Tesla Model 3."),
    ("lead", "en", S, "Who is our team lead?", "Our team lead is Dana.", "A reorg happened; the team lead is now Priya."),
    ("lead", "en", L, "Who is the design team lead?", "Our team lead is Dana.", "A reorg happened; the design team lead is now Priya."),
    ("dentist", "en", S, "Who is my dentist?", "My dentist is Dr. Lee.", "I switched; my dentist is now Dr. Patel."),
    ("dentist", "en", L, "Who is my son's dentist?", "My dentist is Dr. Lee.", "We switched; my son's dentist is now Dr. Patel."),
    ("gym", "en", S, "Where is my gym?", "My gym is on Elm Street.", "They relocated; my gym is now on Oak Avenue."),
    ("gym", "en", L, "Where is the new branch of my gym?", "My gym is on Elm Street.", "They expanded; the second branch is now on Oak Avenue."),
    ("school", "en", S, "Where does my son go to school?", "My son goes to Lincoln Elementary.", "We moved in June; my son now goes to Oakwood Elementary."),
    ("school", "en", L, "Where does my daughter go to school?", "My son goes to Lincoln Elementary.", "We moved in June; my daughter now goes to Oakwood Middle."),
    ("zh_office", "zh", S, "我们公司在哪？", "我们公司在望京。", "我们搬家了，公司现在在亦庄。"),
    ("zh_office", "zh", L, "上海分公司在哪？", "我们公司在望京。", "我们扩张了，上海分公司现在在张江。"),
    ("zh_lead", "zh", S, "我们组长是谁？", "我们组长是王磊。", "调整了一下，我们组长现在是李娜。"),
    ("zh_lead", "zh", L, "隔壁组的组长是谁？", "我们组长是王磊。", "调整了一下，隔壁组的组长现在是李娜。"),
    ("zh_doctor", "zh", S, "我的牙医是谁？", "我的牙医是李医生。", "我换了诊所，我的牙医现在是陈医生。"),
    ("zh_doctor", "zh", L, "我儿子的牙医是谁？", "我的牙医是李医生。", "我们换了诊所，我儿子的牙医现在是陈医生。"),
    ("zh_car", "zh", S, "我开什么车？", "我的车是本田思域。", "说个事，我的车现在是特斯拉了。"),
    ("zh_car", "zh", L, "我姐开什么车？", "我的车是本田思域。", "说个事，我姐的车现在是特斯拉了。"),
    ("zh_car", "zh", X, "我最近看了什么电影？", "我的车是本田思域。", "说个事，我最近看了一部电影。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "holder", 350400)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_holder_probes.py): hand-written by session 35 "
                         "(holder35) before any rule of its round was changed, for a chore's doer said as the subject "
                         "(with a change word), a trial verb with the activity as a noun ('trying X for my runs "
                         "now'), and a change said in its own clause after a first clause; every group has look-alikes "
                         "that are DIFFERENT facts (a shared chore, another chore, 'I tried X once', another holder, "
                         "another office or thing named in the clause) or restatements; split once before tuning into "
                         "'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
