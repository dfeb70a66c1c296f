"""Build the everyday-synonym probe set (issue #12 restatements, English and Chinese) once, and split it.

    .venv/bin/python bench/make_syn_probes.py   # writes bench/data/syn_probes.jsonl

Written by session 29 (syn29) before any rule of its round was changed, in wording of its own (no sentence of
another probe file). The cause: a restatement that swaps one word for a true synonym (purchase / buy, complete /
finish, reside / live, take care of / look after, 购买 / 买, 思考 / 考虑, 居住 / 住, 番茄 / 西红柿) is read as
another content word, so the same fact is stored twice.
The look-alikes a careless rule of that cause would merge: one word swapped for a word that is no synonym (rent /
buy, lake / sunrise), an antonym (start / finish, 买 / 卖), a word of another degree (like / love), another person,
a negation, and a synonym swap together with a changed value said with a change word (an update, not a restatement).

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20262901
OUT = Path(__file__).resolve().parent / "data" / "syn_probes.jsonl"

R, L, S = "restatement", "distinct_lookalike", "update_signal"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: one word swapped for a true synonym ---------------------------------------------------------
    ("tickets", "en", R, "Where do I buy train tickets?", "I buy my train tickets at the station kiosk.", "I purchase my train tickets at the station kiosk."),
    ("tickets", "en", L, "Where do I buy train tickets?", "I buy my train tickets at the station kiosk.", "I buy my bus tickets at the station kiosk."),
    ("tickets", "en", S, "Where do I buy train tickets?", "I buy my train tickets at the station kiosk.", "I switched to purchasing my train tickets in the app."),
    ("thesis", "en", R, "When did Omar finish his thesis?", "Omar completed his thesis in June.", "Omar finished his thesis in June."),
    ("thesis", "en", L, "When did Omar finish his thesis?", "Omar completed his thesis in June.", "Omar started his thesis in June."),
    ("thesis", "en", L, "When did Omar finish his thesis?", "Omar completed his thesis in June.", "Omar completed his thesis in July."),
    ("flat", "en", R, "Where does my sister live?", "My sister resides in a flat near Leith docks.", "My sister lives in a flat near Leith docks."),
    ("flat", "en", L, "Where does my sister live?", "My sister resides in a flat near Leith docks.", "My brother lives in a flat near Leith docks."),
    ("flat", "en", L, "Where does my sister live?", "My sister resides in a flat near Leith docks.", "My sister works in a flat near Leith docks."),
    ("grandad", "en", R, "Who looks after grandad?", "My aunt takes care of grandad on weekdays.", "My aunt looks after grandad on weekdays."),
    ("grandad", "en", L, "Who looks after grandad?", "My aunt takes care of grandad on weekdays.", "My aunt takes care of grandad on weekends."),
    ("grandad", "en", L, "Who looks after grandad?", "My aunt takes care of grandad on weekdays.", "My aunt visits grandad on weekdays."),
    ("kettle", "en", R, "Who fixed the kettle?", "Tom repaired the kettle last night.", "Tom fixed the kettle last night."),
    ("kettle", "en", L, "Who fixed the kettle?", "Tom repaired the kettle last night.", "Tom broke the kettle last night."),
    ("kettle", "en", L, "Who fixed the kettle?", "Tom repaired the kettle last night.", "Tom repaired the toaster last night."),
    ("font", "en", R, "Which font did we choose for the report?", "We selected Garamond for the annual report.", "We chose Garamond for the annual report."),
    ("font", "en", L, "Which font did we choose for the report?", "We selected Garamond for the annual report.", "We rejected Garamond for the annual report."),
    ("font", "en", S, "Which font did we choose for the report?", "We selected Garamond for the annual report.", "We changed the annual report font to Baskerville."),
    ("couch", "en", R, "Where did we put the sofa?", "The grey couch is in the spare room.", "The grey sofa is in the spare room."),
    ("couch", "en", L, "Where did we put the sofa?", "The grey couch is in the spare room.", "The grey rug is in the spare room."),
    ("couch", "en", L, "Where did we put the sofa?", "The grey couch is in the spare room.", "The blue sofa is in the spare room."),
    ("vet", "en", R, "When does the pharmacy close?", "The pharmacy on Elm Street shuts at 7pm.", "The pharmacy on Elm Street closes at 7pm."),
    ("vet", "en", L, "When does the pharmacy close?", "The pharmacy on Elm Street shuts at 7pm.", "The pharmacy on Elm Street opens at 7pm."),
    ("vet", "en", S, "When does the pharmacy close?", "The pharmacy on Elm Street shuts at 7pm.", "The pharmacy on Elm Street now closes at 9pm instead."),
    ("kids", "en", R, "Who walks the kids to school?", "Ravi walks the kids to school.", "Ravi walks the children to school."),
    ("kids", "en", L, "Who walks the kids to school?", "Ravi walks the kids to school.", "Ravi drives the kids to school."),
    ("kids", "en", L, "Who walks the kids to school?", "Ravi walks the kids to school.", "Ravi walks the dogs to school."),
    ("gp", "en", R, "Who is my doctor?", "My physician is Dr. Okafor.", "My doctor is Dr. Okafor."),
    ("gp", "en", L, "Who is my doctor?", "My physician is Dr. Okafor.", "My dentist is Dr. Okafor."),
    ("like", "en", L, "How do I feel about jazz?", "I like cool jazz.", "I love cool jazz."),
    ("rent", "en", L, "Did I buy or rent the van?", "I bought a camper van in May.", "I rented a camper van in May."),
    ("mum", "en", R, "Where does my mother teach?", "My mother teaches piano at the community hall.", "My mum teaches piano at the community hall."),
    ("mum", "en", L, "Where does my mother teach?", "My mother teaches piano at the community hall.", "My aunt teaches piano at the community hall."),
    # -- Chinese: 一个词换成真正的同义词 --------------------------------------------------------------------------
    ("goumai", "zh", R, "我在哪里买咖啡豆？", "我一般在楼下的小店购买咖啡豆。", "我一般在楼下的小店买咖啡豆。"),
    ("goumai", "zh", L, "我在哪里买咖啡豆？", "我一般在楼下的小店购买咖啡豆。", "我一般在楼下的小店卖咖啡豆。"),
    ("goumai", "zh", L, "我在哪里买咖啡豆？", "我一般在楼下的小店购买咖啡豆。", "我一般在楼下的小店买茶叶。"),
    ("sikao", "zh", R, "我在考虑什么？", "我最近在思考要不要读研究生。", "我最近在考虑要不要读研究生。"),
    ("sikao", "zh", L, "我在考虑什么？", "我最近在思考要不要读研究生。", "我最近在思考要不要换城市。"),
    ("juzhu", "zh", R, "外婆住在哪里？", "外婆居住在苏州的老城区。", "外婆住在苏州的老城区。"),
    ("juzhu", "zh", L, "外婆住在哪里？", "外婆居住在苏州的老城区。", "外公住在苏州的老城区。"),
    ("juzhu", "zh", S, "外婆住在哪里？", "外婆居住在苏州的老城区。", "外婆已经搬到无锡住了。"),
    ("fanqie", "zh", R, "女儿爱吃什么？", "女儿特别爱吃番茄炒蛋。", "女儿特别爱吃西红柿炒蛋。"),
    ("fanqie", "zh", L, "女儿爱吃什么？", "女儿特别爱吃番茄炒蛋。", "女儿特别爱吃青椒炒蛋。"),
    ("fanqie", "zh", L, "女儿爱吃什么？", "女儿特别爱吃番茄炒蛋。", "女儿不爱吃番茄炒蛋。"),
    ("wancan", "zh", R, "我们家几点吃晚饭？", "我们家晚餐一般七点开始。", "我们家晚饭一般七点开始。"),
    ("wancan", "zh", L, "我们家几点吃晚饭？", "我们家晚餐一般七点开始。", "我们家早餐一般七点开始。"),
    ("wancan", "zh", L, "我们家几点吃晚饭？", "我们家晚餐一般七点开始。", "我们家晚餐一般八点开始。"),
    ("muqin", "zh", R, "我母亲做什么工作？", "我母亲在一所小学当会计。", "我妈妈在一所小学当会计。"),
    ("muqin", "zh", L, "我母亲做什么工作？", "我母亲在一所小学当会计。", "我姐姐在一所小学当会计。"),
    ("muqin", "zh", L, "我母亲做什么工作？", "我母亲在一所小学当会计。", "我母亲在一所小学当老师。"),
    ("danche", "zh", R, "我怎么去上班？", "我每天骑单车去地铁站。", "我每天骑自行车去地铁站。"),
    ("danche", "zh", L, "我怎么去上班？", "我每天骑单车去地铁站。", "我每天骑电动车去地铁站。"),
    ("danche", "zh", S, "我怎么去上班？", "我每天骑单车去地铁站。", "我现在改成走路去地铁站了。"),
    ("xiyang", "zh", R, "我养了什么宠物？", "我饲养了两只乌龟。", "我养了两只乌龟。"),
    ("xiyang", "zh", L, "我养了什么宠物？", "我饲养了两只乌龟。", "我饲养了两只兔子。"),
    ("zuowan", "zh", R, "老陈的报告写完了吗？", "老陈已经完成了季度报告。", "老陈已经做完了季度报告。"),
    ("zuowan", "zh", L, "老陈的报告写完了吗？", "老陈已经完成了季度报告。", "老陈已经开始写季度报告了。"),
    ("zuowan", "zh", L, "老陈的报告写完了吗？", "老陈已经完成了季度报告。", "小李已经完成了季度报告。"),
    ("xihuan", "zh", L, "我对猫的感觉？", "我喜欢猫。", "我讨厌猫。"),
    ("zufang", "zh", L, "房子是买的还是租的？", "我们在郊区买了一套房子。", "我们在郊区租了一套房子。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "syn", 290100)


def main() -> None:
    write_pair_file(OUT, "issue #12 everyday-synonym probe set, English and Chinese, IN-SAMPLE (hand-written by "
                         "session 29, syn29, before changing any rule of this round: a restatement that swaps one "
                         "word for a true synonym, purchase / buy, complete / finish, reside / live, take care of / "
                         "look after, 购买 / 买, 思考 / 考虑, 居住 / 住, 番茄 / 西红柿, with the look-alikes that must "
                         "stay two: a word that is no synonym, an antonym, another degree, another person, a "
                         "negation, and a synonym swap with a changed value said with a change word, an update; not "
                         "part of update_set.jsonl); built by bench/make_syn_probes.py; split once before tuning into "
                         "'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
