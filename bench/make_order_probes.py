"""Build the degree-adverb and moved-adverbial probe set (issue #12 restatements, English and Chinese) once, and
split it.

    .venv/bin/python bench/make_order_probes.py   # writes bench/data/order_probes.jsonl

Written by session 29 (order29) before any rule of its round was changed. The cause: a restatement that says how
much another way ("I like this song a lot" / "I really like this song", 我挺喜欢 / 我特别喜欢), or adds or drops
a word of how lately ("recently", "these days", 最近, 这阵子), or moves an adverbial to the front ("On Fridays I
swim" / "I swim on Fridays", 周五我去游泳 / 我周五去游泳), or reorders a clause around a copula or "and", is read
as another detail, and the same fact is stored twice.
The look-alikes a careless rule of that cause would merge: an opposite degree ("a little" / "a lot", 有点 / 非常),
a negated degree ("not very"), a word of how often that is a value (always / sometimes / never, 经常 / 偶尔 /
从不), a time word that is a value (today, last year, 去年, 周五 / 周六), another person or thing; and changes of
degree or frequency said with a change word, which are updates.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20262903
OUT = Path(__file__).resolve().parent / "data" / "order_probes.jsonl"

R, L, U = "restatement", "distinct_lookalike", "update_signal"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: a degree adverb said another way or moved ------------------------------------------------------
    ("jazz", "en", R, "Do I like jazz?", "I enjoy old jazz records a lot.", "I really enjoy old jazz records."),
    ("jazz", "en", L, "Do I like jazz?", "I enjoy old jazz records a lot.", "I enjoy old jazz records a little."),
    ("jazz", "en", L, "Do I like jazz?", "I enjoy old jazz records a lot.", "I don't enjoy old jazz records very much."),
    ("hiking", "en", R, "Do I like hiking?", "I love hiking in the hills very much.", "I truly love hiking in the hills."),
    ("hiking", "en", L, "Do I like hiking?", "I love hiking in the hills very much.", "My husband loves hiking in the hills very much."),
    ("spicy", "en", R, "How do I feel about spicy food?", "I'm really into spicy food.", "I'm very much into spicy food."),
    ("spicy", "en", L, "How do I feel about spicy food?", "I'm really into spicy food.", "I'm not really into spicy food."),
    ("commute", "en", R, "How is my commute?", "My commute is quite long.", "My commute is really long."),
    ("commute", "en", L, "How is my commute?", "My commute is quite long.", "My commute is a bit long."),
    ("sister", "en", R, "How close am I to my sister?", "I'm so close to my younger sister.", "I'm very close to my younger sister."),
    ("sister", "en", L, "How close am I to my sister?", "I'm so close to my younger sister.", "I'm close to my older sister."),
    ("chess", "en", R, "Do I play chess?", "Lately I've been playing chess online.", "I've been playing chess online recently."),
    ("chess", "en", L, "Do I play chess?", "Lately I've been playing chess online.", "I used to play chess online."),
    ("chess", "en", L, "Do I play chess?", "Lately I've been playing chess online.", "I've been playing poker online recently."),
    ("tea", "en", R, "What do I drink in the morning?", "These days I drink green tea in the morning.", "I drink green tea in the morning."),
    ("tea", "en", L, "What do I drink in the morning?", "These days I drink green tea in the morning.", "I sometimes drink green tea in the morning."),
    ("tea", "en", U, "What do I drink in the morning?", "I rarely drink green tea in the morning.", "I've switched to drinking green tea every morning now."),
    # -- English: an adverbial moved to the front, a clause reordered around a copula or "and" --------------------
    ("yoga", "en", R, "When do I do yoga?", "On Tuesday evenings I go to yoga.", "I go to yoga on Tuesday evenings."),
    ("yoga", "en", L, "When do I do yoga?", "On Tuesday evenings I go to yoga.", "I go to yoga on Thursday evenings."),
    ("yoga", "en", L, "When do I do yoga?", "On Tuesday evenings I go to yoga.", "I never go to yoga on Tuesday evenings."),
    ("lunch", "en", R, "Where do I eat lunch?", "At work I usually eat lunch at my desk.", "I usually eat lunch at my desk at work."),
    ("lunch", "en", L, "Where do I eat lunch?", "At work I usually eat lunch at my desk.", "At work I always eat lunch at my desk."),
    ("garden", "en", R, "What do I grow?", "In my garden I grow tomatoes and basil.", "I grow basil and tomatoes in my garden."),
    ("garden", "en", L, "What do I grow?", "In my garden I grow tomatoes and basil.", "In my garden I grow tomatoes and mint."),
    ("colors", "en", R, "What are my favourite colours?", "My favourite colours are teal and orange.", "Teal and orange are my favourite colours."),
    ("colors", "en", L, "What are my favourite colours?", "My favourite colours are teal and orange.", "My least favourite colours are teal and orange."),
    ("run", "en", R, "How often do I run?", "I really love running every morning.", "Every morning I love running a lot."),
    ("run", "en", L, "How often do I run?", "I really love running every morning.", "I really love running every evening."),
    ("run", "en", U, "How often do I run?", "I run every morning.", "I only run on weekends now."),
    ("drums", "en", L, "Do I play the drums?", "I play the drums quite often.", "I play the drums quite rarely."),
    # -- Chinese: 很 / 非常 / 特别 / 挺 / 蛮 / 超级 / 相当 / 十分, 最近 / 近来 / 这阵子, a time word moved ------------------
    ("hotpot", "zh", R, "我喜欢吃火锅吗？", "我挺喜欢吃火锅的。", "我特别喜欢吃火锅。"),
    ("hotpot", "zh", L, "我喜欢吃火锅吗？", "我挺喜欢吃火锅的。", "我有点喜欢吃火锅。"),
    ("hotpot", "zh", L, "我喜欢吃火锅吗？", "我挺喜欢吃火锅的。", "我不太喜欢吃火锅。"),
    ("cat", "zh", R, "我的猫怎么样？", "我家的猫蛮黏人的。", "我家的猫非常黏人。"),
    ("cat", "zh", L, "我的猫怎么样？", "我家的猫蛮黏人的。", "我家的狗非常黏人。"),
    ("work", "zh", R, "我工作忙吗？", "我最近工作超级忙。", "我这阵子工作十分忙。"),
    ("work", "zh", L, "我工作忙吗？", "我最近工作超级忙。", "我去年工作超级忙。"),
    ("work", "zh", L, "我工作忙吗？", "我最近工作超级忙。", "我最近工作有点闲。"),
    ("piano", "zh", R, "我在学什么？", "近来我在学弹钢琴。", "我最近在学弹钢琴。"),
    ("piano", "zh", L, "我在学什么？", "近来我在学弹钢琴。", "我以前学过弹钢琴。"),
    ("piano", "zh", L, "我在学什么？", "近来我在学弹钢琴。", "近来我女儿在学弹钢琴。"),
    ("badminton", "zh", R, "我什么时候打羽毛球？", "我周六下午打羽毛球。", "周六下午我打羽毛球。"),
    ("badminton", "zh", L, "我什么时候打羽毛球？", "我周六下午打羽毛球。", "我周日下午打羽毛球。"),
    ("badminton", "zh", L, "我什么时候打羽毛球？", "我周六下午打羽毛球。", "我偶尔周六下午打羽毛球。"),
    ("run_zh", "zh", R, "我多久跑一次步？", "每天早上我都去跑步。", "我每天早上去跑步。"),
    ("run_zh", "zh", L, "我多久跑一次步？", "每天早上我都去跑步。", "每天晚上我都去跑步。"),
    ("run_zh", "zh", U, "我多久跑一次步？", "我经常去跑步。", "我现在很少去跑步了。"),
    ("coffee", "zh", R, "我喝咖啡吗？", "我相当喜欢喝手冲咖啡。", "我十分喜欢喝手冲咖啡。"),
    ("coffee", "zh", L, "我喝咖啡吗？", "我相当喜欢喝手冲咖啡。", "我从不喝手冲咖啡。"),
    ("coffee", "zh", U, "我喝咖啡吗？", "我很少喝手冲咖啡。", "我现在改成每天都喝手冲咖啡了。"),
    ("fruit_zh", "zh", R, "我喜欢什么水果？", "我最喜欢的水果是芒果和荔枝。", "芒果和荔枝是我最喜欢的水果。"),
    ("fruit_zh", "zh", L, "我喜欢什么水果？", "我最喜欢的水果是芒果和荔枝。", "我最不喜欢的水果是芒果和荔枝。"),
    ("room", "zh", R, "我的房间怎么样？", "我的房间很安静，也很明亮。", "我的房间非常明亮，也非常安静。"),
    ("room", "zh", L, "我的房间怎么样？", "我的房间很安静，也很明亮。", "我的房间很吵，也很暗。"),
    ("movie", "zh", R, "我看电影吗？", "这阵子我常去电影院看电影。", "我最近常去电影院看电影。"),
    ("movie", "zh", L, "我看电影吗？", "这阵子我常去电影院看电影。", "这阵子我常去剧院看话剧。"),
    ("walk", "zh", R, "我晚饭后做什么？", "晚饭后我会在小区里散步。", "我晚饭后会在小区里散步。"),
    ("walk", "zh", L, "我晚饭后做什么？", "晚饭后我会在小区里散步。", "午饭后我会在小区里散步。"),
    ("walk", "zh", L, "我晚饭后做什么？", "晚饭后我会在小区里散步。", "晚饭后我爸会在小区里散步。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "order29", 292900)


def main() -> None:
    write_pair_file(OUT, "issue #12 degree-adverb and moved-adverbial probe set, English and Chinese, IN-SAMPLE "
                         "(hand-written by session 29, order29, before changing any rule of this round: a degree "
                         "adverb said another way or moved, a word of how lately added or dropped, an adverbial "
                         "moved to the front, a clause reordered around a copula or 'and', with the look-alikes that "
                         "must stay two: an opposite or negated degree, a word of how often, a time word that is a "
                         "value, another person or thing; and changes of degree or frequency said with a change word; "
                         "not part of update_set.jsonl); built by bench/make_order_probes.py; split once before "
                         "tuning into 'tuning' (tuned on) and 'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
