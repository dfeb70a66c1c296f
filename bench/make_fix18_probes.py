"""Issue #12: IN-SAMPLE probes for the causes of blind set 18's audit (session 40, fix40), hand-written by the
engineer who tunes on them, in new wording, before any rule of the round was changed:
  - D1: a habit time said on both sides ("every night", "each evening", 每天早上, 每晚) beside a dose or amount that
    changed: the shared habit time is no second value, the amount changed (an update without a change word);
    controls: another drug or activity at the same habit time, another holder, another time of day (two doses).
  - D2: a Chinese year said digit by digit (二〇二八, 一九九二, 二零二九) against the same year in digits: one
    value, a restatement; a year changed: an update; two people's years: two facts.
  - D5: a trial ("Testing out X", "Giving X a go", 在试 X, 试用 X) and a return with the subject dropped ("Back on
    X", "Back to X"): the middle and the end of A -> B -> A; controls: another holder's trial, a "back on"
    that is no return of a value.
  - D7: a count in words against digits in an English reworded restatement ("twelve" / "12", "forty" / "40"),
    and a number-unit compound ("three-week", "21-day"); controls: two subjects with one count in two forms.
  - D4: weekdays joined by a slash ("Tue/Fri") are two weekdays, not an identifier; "valid until 08/2031" against
    "expires in August 2031" is an end date, not a passing state; controls: a weekday changed, a real stay until
    a month.
About half English, half Chinese.

Split ONCE, here, before any tuning, by SEED, by group (a fact and its controls are one group): "tuning" is tuned
on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_fix18_probes.py   # writes bench/data/fix18_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/fix18_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import check_groups, write_jsonl

SEED = 20264006
FIRST_ID = 760500
OUT = Path(__file__).resolve().parent / "data" / "fix18_probes.jsonl"

R, V, S, N = "restatement", "reversal", "update_signal", "update_nosignal"
L, E, T, U = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# (group, lang, cls, question, sequence)
CASES: list[tuple[str, str, str, str, list[str]]] = [
    # -- D1: a habit time on both sides, a dose or amount changed --------------------------------------------
    ("omeprazole", "en", N, "How much omeprazole do I take?", ["I take 20 mg of omeprazole every night.", "Every night I take 40 mg of omeprazole."]),
    ("omeprazole", "en", L, "What do I take at night?", ["I take 20 mg of omeprazole every night.", "Every night I take 3 mg of melatonin."]),
    ("omeprazole", "en", L, "How much omeprazole does my mother take?", ["I take 20 mg of omeprazole every night.", "Every night my mother takes 40 mg of omeprazole."]),
    ("kibble", "en", N, "How much kibble does the cat get?", ["I feed the cat 40 g of kibble each evening.", "Each evening I feed the cat 55 g of kibble."]),
    ("kibble", "en", L, "How much do I feed the dog?", ["I feed the cat 40 g of kibble each evening.", "Each evening I feed the dog 200 g of kibble."]),
    ("levo", "en", N, "How much levothyroxine do I take?", ["Every morning I take 50mcg of levothyroxine.", "I take 75mcg of levothyroxine every morning."]),
    ("levo", "en", L, "What do I take before bed?", ["Every morning I take 50mcg of levothyroxine.", "I take 75mcg of levothyroxine every evening."]),
    ("swim", "en", L, "What do I do on Saturdays?", ["I swim 2 km every Saturday.", "Every Saturday I cycle 30 km."]),
    ("swim", "en", N, "How far do I swim on Saturdays?", ["I swim 2 km every Saturday.", "Every Saturday I swim 3 km."]),
    ("metformin", "zh", N, "二甲双胍吃多少？", ["每天早上吃二甲双胍500毫克。", "二甲双胍每天早上吃850毫克。"]),
    ("metformin", "zh", L, "我妈二甲双胍吃多少？", ["每天早上吃二甲双胍500毫克。", "我妈每天早上吃二甲双胍850毫克。"]),
    ("metformin", "zh", L, "每天早上吃什么？", ["每天早上吃二甲双胍500毫克。", "每天早上吃维生素D 400单位。"]),
    ("melatonin", "zh", N, "褪黑素吃多少？", ["我每晚睡前吃褪黑素3毫克。", "褪黑素我每晚睡前吃5毫克。"]),
    ("walk", "zh", L, "我每天做什么运动？", ["我每天走八千步。", "我每天游泳一千米。"]),
    ("walk", "zh", N, "我每天走多少步？", ["我每天走八千步。", "每天我走一万步。"]),
    # -- D2: a Chinese year said digit by digit ----------------------------------------------------------------
    ("licence", "zh", R, "驾照哪年到期？", ["驾照二〇二八年到期。", "驾照2028年到期。"]),
    ("licence", "zh", N, "驾照哪年到期？", ["驾照2028年到期。", "驾照二〇三四年到期。"]),
    ("born", "zh", R, "我哪年出生？", ["我是一九九二年出生的。", "我1992年出生。"]),
    ("born", "zh", L, "我弟弟哪年出生？", ["我姐姐二〇〇五年出生。", "我弟弟二〇〇九年出生。"]),
    ("lease", "zh", R, "租约到哪年？", ["租约签到二零二九年。", "租约签到2029年。"]),
    ("lease", "zh", N, "租约到哪年？", ["租约签到2027年。", "租约签到二零二九年。"]),
    # -- D5: a trial, and a return with the subject dropped ------------------------------------------------------
    ("terminal", "en", V, "Which terminal do I use?", ["My terminal is iTerm2.", "Testing out WezTerm as my terminal.", "Back on iTerm2, WezTerm kept crashing."]),
    ("terminal", "en", L, "Which terminal does my teammate use?", ["My terminal is iTerm2.", "My teammate is testing out WezTerm as his terminal."]),
    ("browser", "en", V, "Which browser do I use?", ["Firefox is my browser.", "Giving Brave a go as my browser.", "Back to Firefox, Brave broke too many sites."]),
    ("browser", "en", U, "Where am I on Monday?", ["Firefox is my browser.", "Back on Monday after the conference."]),
    ("notes", "zh", V, "我用什么记笔记？", ["笔记用 Notion 记。", "最近在试 Obsidian 记笔记。", "又回到 Notion 记笔记了。"]),
    ("notes", "zh", L, "我同事用什么记笔记？", ["笔记用 Notion 记。", "我同事在试 Obsidian 记笔记。"]),
    ("zhbrowser", "zh", V, "我用什么浏览器？", ["浏览器用的 Chrome。", "这几天在试用 Edge 浏览器。", "浏览器还是换回 Chrome 了。"]),
    # -- D7: a count in words against digits, a number-unit compound -------------------------------------------
    ("build", "en", R, "How long does a build on the Mac mini take?", ["A build on the Mac mini takes around 12 minutes.", "On the Mac mini, a full build is about twelve minutes."]),
    ("build", "en", L, "How long does a build on the Linux box take?", ["A build on the Mac mini takes around 12 minutes.", "On the Linux box, a full build is about twelve minutes."]),
    ("commute", "en", R, "How long is my commute?", ["My commute by tram is forty minutes each way.", "Each way, the tram commute takes me 40 minutes."]),
    ("commute", "en", L, "How long is my commute by bike?", ["My commute by tram is forty minutes each way.", "Each way, the bike commute takes me 25 minutes."]),
    ("release", "en", R, "How long is our release cycle?", ["Our release cycle is three weeks.", "We ship on a three-week release cycle."]),
    ("release", "en", N, "How long is our release cycle?", ["We ship on a three-week release cycle.", "We ship on a two-week release cycle."]),
    ("trial", "en", R, "How long is the free trial?", ["The free trial of the app lasts 21 days.", "The app has a 21-day free trial."]),
    ("trial", "en", L, "How long is the refund window?", ["The app has a 21-day free trial.", "The app has a 14-day refund window."]),
    # -- D4: weekdays joined by a slash, an end date said with "valid until" ------------------------------------
    ("piano", "en", R, "When are my piano lessons?", ["I have piano lessons on Tue and Fri.", "I have piano lessons on Tue/Fri."]),
    ("piano", "en", N, "When are my piano lessons?", ["I have piano lessons on Tue/Fri.", "I have piano lessons on Mon/Thu."]),
    ("piano", "en", L, "When are my sister's piano lessons?", ["I have piano lessons on Tue/Fri.", "My sister has piano lessons on Mon/Thu."]),
    ("licence-en", "en", R, "When does my driving licence expire?", ["My driving licence expires in August 2031.", "My driving licence is valid until 08/2031."]),
    ("licence-en", "en", T, "Where am I staying?", ["I live in Valencia.", "I'm staying in Madrid until March."]),
    ("warranty", "en", R, "When does the laptop warranty end?", ["The laptop warranty ends in May 2027.", "The laptop's warranty is good until 05/2027."]),
]


def main() -> None:
    check = check_groups([group for group, *_ in CASES], SEED)
    rows = [{"lang": lang, "group": f"fix18-{group}", "question": question, "cls": cls, "seq": seq,
             "id": FIRST_ID + n, "split": "check" if group in check else "tuning"}
            for n, (group, lang, cls, question, seq) in enumerate(CASES)]
    controls = sum(1 for _, _, cls, _, _ in CASES if cls in (L, E, T, U))
    header = {"about": "issue #12 IN-SAMPLE probes for the causes of blind set 18's audit (bench/make_fix18_probes.py): "
                       "written by session 40 (fix40) in new wording before any rule of its round was changed: a "
                       "habit time said on both sides beside a changed dose (D1), a Chinese year said digit by digit "
                       "(D2), a trial and a return with the subject dropped (D5), a count in words against digits "
                       "and number-unit compounds (D7), weekdays joined by a slash and 'valid until' an end date "
                       f"(D4); {controls} of {len(CASES)} cases are controls; split once before tuning by group into "
                       "`tuning` (rules fitted to it) and `check` (counted only)",
              "split_seed": SEED, "split_unit": "group", "cases": len(rows), "controls": controls}
    write_jsonl(OUT, header, rows)
    for half in ("tuning", "check"):
        part = [row for row in rows if row["split"] == half]
        print(half, len(part), "cases", len({row["group"] for row in part}), "groups")


if __name__ == "__main__":
    main()
