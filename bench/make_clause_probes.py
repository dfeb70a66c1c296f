"""Build the traded-clause probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_clause_probes.py   # writes bench/data/clause_probes.jsonl

Written by session 29 (clause29) before any rule of its round was changed: two clauses of one subject joined by
，也 / ，还 in Chinese, or two predicates joined by "and" in English, said in the other order, are one fact ("My
flat is quiet and bright" / "My flat is bright and quiet", 我的卧室很干净，也很宽敞 / 我的卧室很宽敞，也很干净),
with the look-alikes that must stay two:
- one clause changed (a value said another way, a "but" clause with another value);
- a negation in one clause only (但不太聪明, "but not quiet");
- another subject in the second clause (我妹妹还喜欢…, "and my office is quiet");
- a sequence whose order is said (先…，然后… / 先…，也…, "first … and then …"): which came first is a value, so
  the other order is another fact;
- a reason clause (因为…，所以…, "…, so …"): cause and effect traded are another fact.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20262906
OUT = Path(__file__).resolve().parent / "data" / "clause_probes.jsonl"

R, L = "restatement", "distinct_lookalike"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- Chinese: two clauses joined by ，也 / ，还, traded ----------------------------------------------------
    ("bedroom", "zh", R, "我的卧室怎么样？", "我的卧室很干净，也很宽敞。", "我的卧室很宽敞，也很干净。"),
    ("bedroom", "zh", L, "我的卧室怎么样？", "我的卧室很干净，也很宽敞。", "我的卧室很干净，但有点小。"),
    ("bedroom", "zh", L, "我的卧室怎么样？", "我的卧室很干净，也很宽敞。", "我的卧室很宽敞，但不干净。"),
    ("bedroom", "zh", L, "我的卧室怎么样？", "我的卧室很干净，也很宽敞。", "我的卧室很宽敞，客厅也很干净。"),
    ("study", "zh", R, "我的书房怎么样？", "我的书房挺安静，也挺暖和。", "我的书房特别暖和，也特别安静。"),
    ("study", "zh", L, "我的书房怎么样？", "我的书房挺安静，也挺暖和。", "我的书房特别暖和，也特别吵。"),
    ("dog", "zh", R, "我的狗是什么样的？", "我的狗很聪明，也很听话。", "我的狗很听话，也很聪明。"),
    ("dog", "zh", L, "我的狗是什么样的？", "我的狗很聪明，也很听话。", "我的狗很聪明，也很胖。"),
    ("dog", "zh", L, "我的狗是什么样的？", "我的狗很聪明，也很听话。", "我的狗很听话，但不太聪明。"),
    ("boss", "zh", R, "我们老板是什么样的人？", "我们老板很严格，也很公平。", "我们老板很公平，也很严格。"),
    ("boss", "zh", L, "我们老板是什么样的人？", "我们老板很严格，也很公平。", "我们老板很公平，他太太也很严格。"),
    ("ball", "zh", R, "我喜欢什么运动？", "我喜欢打篮球，还喜欢游泳。", "我喜欢游泳，还喜欢打篮球。"),
    ("ball", "zh", L, "我喜欢什么运动？", "我喜欢打篮球，还喜欢游泳。", "我喜欢游泳，不喜欢打篮球。"),
    ("ball", "zh", L, "我喜欢什么运动？", "我喜欢打篮球，还喜欢游泳。", "我喜欢游泳，我妹妹还喜欢打篮球。"),
    ("dishes", "zh", R, "我妈妈会做什么菜？", "我妈妈会做川菜，还会做粤菜。", "我妈妈会做粤菜，还会做川菜。"),
    ("dishes", "zh", L, "我妈妈会做什么菜？", "我妈妈会做川菜，还会做粤菜。", "我妈妈会做粤菜，还会做湘菜。"),
    ("dishes", "zh", L, "我妈妈会做什么菜？", "我妈妈会做川菜，还会做粤菜。", "我妈妈会做粤菜，我爸爸还会做川菜。"),
    ("estate", "zh", R, "这个小区怎么样？", "这个小区很安全，也很方便。", "这个小区很方便，也很安全。"),
    ("estate", "zh", L, "这个小区怎么样？", "这个小区很安全，也很方便。", "这个小区很方便，但不安全。"),
    ("trip", "zh", R, "我去年去了哪些城市？", "我去年去了成都，也去了重庆。", "我去年去了重庆，也去了成都。"),
    ("trip", "zh", L, "我先去了哪个城市？", "我去年先去了成都，也去了重庆。", "我去年先去了重庆，也去了成都。"),
    ("trip", "zh", L, "我先去了哪个城市？", "我去年先去了成都，然后去了重庆。", "我去年先去了重庆，然后去了成都。"),
    ("tired", "zh", L, "我为什么早睡了？", "因为我很累，所以早睡了。", "因为我早睡了，所以很累。"),
    ("sick", "zh", L, "他为什么没来上班？", "他生病了，所以没来上班。", "他没来上班，所以生病了。"),
    # -- English: two predicates of one subject joined by "and", traded -----------------------------------------
    ("flat", "en", R, "What is my flat like?", "My flat is quiet and bright.", "My flat is bright and quiet."),
    ("flat", "en", L, "What is my flat like?", "My flat is quiet and bright.", "My flat is quiet but dark."),
    ("flat", "en", L, "What is my flat like?", "My flat is bright and quiet.", "My flat is bright but not quiet."),
    ("flat", "en", L, "What is my flat like?", "My flat is quiet and bright.", "My flat is bright and my office is quiet."),
    ("sister", "en", R, "What does my sister do?", "My sister plays the violin and sings in a choir.", "My sister sings in a choir and plays the violin."),
    ("sister", "en", L, "What does my sister do?", "My sister plays the violin and sings in a choir.", "My sister sings in a choir and plays the cello."),
    ("sister", "en", L, "What does my sister do?", "My sister plays the violin and sings in a choir.", "My sister sings in a choir and my brother plays the violin."),
    ("sister", "en", L, "What does my sister do?", "My sister plays the violin and sings in a choir.", "My sister sings in a choir and doesn't play the violin."),
    ("car", "en", R, "What is our car like?", "Our car is cheap to run and easy to park.", "Our car is easy to park and cheap to run."),
    ("car", "en", L, "What is our car like?", "Our car is cheap to run and easy to park.", "Our car is cheap to run and hard to park."),
    ("job", "en", R, "How do I work?", "I work from home and start at eight.", "I start at eight and work from home."),
    ("job", "en", L, "How do I work?", "I work from home and start at eight.", "I start at nine and work from home."),
    ("cities", "en", L, "Where did I live first?", "I first lived in Madrid and then moved to Lisbon.", "I first lived in Lisbon and then moved to Madrid."),
    ("gym", "en", L, "Why did I skip the gym?", "I was tired, so I skipped the gym.", "I skipped the gym, so I was tired."),
    ("rain", "en", L, "Why did I stay home?", "Because it rained, I stayed home.", "Because I stayed home, it rained."),
    ("garden", "en", R, "What do I grow?", "I grow tomatoes and keep bees.", "I keep bees and grow tomatoes."),
    ("garden", "en", L, "What do I grow?", "I grow tomatoes and keep bees.", "I keep bees and my neighbour grows tomatoes."),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "clause29", 292700)


def main() -> None:
    write_pair_file(OUT, "issue #12 traded-clause probe set, English and Chinese, IN-SAMPLE (hand-written by "
                         "session 29, clause29, before changing any rule of this round: two clauses of one subject "
                         "joined by ，也 / ，还 or two predicates joined by 'and', said in the other order, with the "
                         "look-alikes that must stay two: one clause changed, a negation in one clause, another "
                         "subject in the second clause, a sequence whose order is said (先…，也… / first … then), a "
                         "reason clause (因为…所以…, so); not part of update_set.jsonl); built by "
                         "bench/make_clause_probes.py; split once before tuning into 'tuning' (tuned on) and 'check' "
                         "(not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
