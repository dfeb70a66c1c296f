"""Build the restated-list probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_list_probes.py   # writes bench/data/list_probes.jsonl

Written by session 27 (lists27) before any rule of its round was changed: a list of things liked or wanted said
again by the same speaker, in other words or joined otherwise, and the look-alikes beside each that must stay two.
- The same items in other words: a synonym (romance / romantic films, 绘画 / 画画, 阅读 / 读书, 旅游 / 旅行), a
  plural or an -ing form ("swims" / "swimming"), a to-infinitive ("to paint" / "painting"), a going-verb before an
  activity ("going swimming", 去游泳), the kind of thing named after an item or not ("romance films").
- Other joiners: commas only ("hiking, sailing, chess"), 、 only, "as well as", "plus", 还有, 跟, 与, 以及.
- Look-alikes (MemoryBank chat is full of hobby lists): another item, one item fewer, another relation (visited,
  been to, good at, allergic to), a negation, we / I (我们 / 我), another party (my son, with my sister, 我儿子),
  an added year, a past ("used to"), one more item said in its own clause (，还喜欢拍照).
Several sentences are drawn from MemoryBank user messages (../shared/data/memorybank), the rest written for it.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20262702
OUT = Path(__file__).resolve().parent / "data" / "list_probes.jsonl"

R, L = "restatement", "distinct_lookalike"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: the same items in other words ----------------------------------------------------------------
    ("romance", "en", R, "Which films do I like?", "I like comedies and romance films.", "Romantic films and comedies are what I like."),
    ("romance", "en", L, "Which films do I like?", "I like comedies and romance films.", "Comedies and horror films are what I like."),
    ("paint", "en", R, "What do I like doing?", "I like painting, hiking and playing chess.", "I like to paint, hike and play chess."),
    ("paint", "en", L, "What do I like doing?", "I like painting, hiking and playing chess.", "I like to paint, hike and play golf."),
    ("swims", "en", R, "What do I enjoy?", "I like hiking and swims.", "I enjoy hiking and swimming."),
    ("swims", "en", L, "What do I enjoy?", "I enjoy hiking and swimming.", "I enjoy hiking and surfing."),
    ("cuisine", "en", R, "Which food do I love?", "I mainly love Chinese food and Japanese cuisine.", "Japanese cuisine and Chinese food are what I love."),
    ("cuisine", "en", L, "Which food do I love?", "I mainly love Chinese food and Japanese cuisine.", "Japanese cuisine and Korean food are what I love."),
    ("classical", "en", R, "What do I enjoy?", "I enjoy listening to classical music, watching art films and writing.", "Writing, watching art films and listening to classical music are what I enjoy."),
    ("classical", "en", L, "What do I enjoy?", "I enjoy listening to classical music, watching art films and writing.", "Writing, watching action films and listening to classical music are what I enjoy."),
    ("novels", "en", R, "Which books do I love?", "I love romance novels and biographies.", "Biographies and romantic novels are what I love."),
    ("novels", "en", L, "Which books do I love?", "I love romance novels and biographies.", "Biographies and crime novels are what I love."),
    ("travel", "en", R, "What does Jack love?", "I love music, movies and travel.", "Music, films and traveling are what I love."),
    ("travel", "en", L, "What does Jack's wife love?", "I love music, movies and travel.", "Music, movies and travel are what my wife loves."),
    ("infinitive", "en", R, "What do I like?", "I like to swim, to hike and to cook.", "Swimming, hiking and cooking are what I like."),
    ("infinitive", "en", L, "What am I good at?", "I like to swim, to hike and to cook.", "Swimming, hiking and cooking are what I am good at."),
    ("going", "en", R, "What do I love?", "I love going swimming and hiking.", "I love hiking and swimming."),
    ("going", "en", L, "What do I love doing with my kids?", "I love going swimming and hiking.", "I love hiking and swimming with my kids."),
    # -- English: other joiners --------------------------------------------------------------------------------
    ("commas", "en", R, "What hobbies do I like?", "I like hiking, sailing, chess.", "Chess, hiking and sailing are the hobbies I like."),
    ("commas", "en", L, "What hobbies do I like?", "I like hiking, sailing, chess.", "Chess, hiking and golf are the hobbies I like."),
    ("commas", "en", L, "What hobbies do I like?", "I like hiking, sailing, chess.", "Hiking and sailing are the hobbies I like."),
    ("singing", "en", R, "What are my hobbies?", "My hobbies are singing, dancing, photography.", "I like photography, singing and dancing."),
    ("singing", "en", L, "What do I do with my sister?", "My hobbies are singing, dancing, photography.", "I like photography, singing and dancing with my sister."),
    ("seasons", "en", R, "Which seasons do I love?", "I love spring, autumn, winter.", "I love autumn, winter and spring."),
    ("seasons", "en", L, "Which seasons do I love?", "I love spring, autumn, winter.", "I love autumn, winter and summer."),
    ("aswell", "en", R, "What hobbies do I like?", "I like hiking and sailing as well as chess.", "Chess, sailing and hiking are the hobbies I like."),
    ("aswell", "en", L, "Which places do I love?", "I visited Lisbon and Porto as well as Faro.", "Faro, Porto and Lisbon are the places I love."),
    ("plus", "en", R, "What music do I love?", "I love jazz, blues plus soul.", "Soul, blues and jazz are what I love."),
    ("plus", "en", L, "What music do we love?", "I love jazz, blues plus soul.", "Soul, blues and jazz are what we love."),
    ("tea", "en", R, "What do I like to drink?", "I like tea and coffee.", "Coffee as well as tea is what I like."),
    ("tea", "en", L, "What do I like in the morning?", "I like tea and coffee.", "I like tea and coffee in the morning."),
    ("madrid", "en", R, "Which cities do I want to visit?", "I want to visit Madrid, Barcelona, Granada.", "Granada, Madrid and Barcelona are the cities I want to visit."),
    ("madrid", "en", L, "Which cities do I want to visit in 2027?", "I want to visit Madrid, Barcelona, Granada.", "Granada, Madrid and Barcelona are the cities I want to visit in 2027."),
    ("languages", "en", R, "Which languages do I want to learn?", "I want to learn Spanish, French and Italian.", "I want to learn Italian plus Spanish and French."),
    ("languages", "en", L, "Which languages do I like?", "I want to learn Spanish, French and Italian.", "I like Spanish, French and Italian."),
    ("pets", "en", R, "Which animals do I love?", "I love cats, dogs, rabbits.", "Rabbits, cats and dogs are the animals I love."),
    ("pets", "en", L, "Which animals am I allergic to?", "I love cats, dogs, rabbits.", "Rabbits, cats and dogs are the animals I am allergic to."),
    ("skate", "en", R, "Which activities do I like?", "Yes, I like activities such as skateboarding, climbing, and dancing.", "Skateboarding, climbing and dancing are the activities I like."),
    ("skate", "en", L, "Which activities does my son like?", "Yes, I like activities such as skateboarding, climbing, and dancing.", "Skateboarding, climbing and dancing are the activities my son likes."),
    ("guitar", "en", R, "What do I like?", "I like playing guitar, photography, painting.", "Painting, photography and playing guitar are things I like."),
    ("guitar", "en", L, "What did I use to like?", "I like playing guitar, photography, painting.", "I used to like playing guitar, photography and painting."),
    # -- Chinese: the same items in other words ------------------------------------------------------------------
    ("huihua", "zh", R, "我喜欢什么？", "我很喜欢绘画、弹钢琴和品茶。", "画画、品茶和弹钢琴都是我喜欢的。"),
    ("huihua", "zh", L, "我喜欢什么？", "我很喜欢绘画、弹钢琴和品茶。", "画画、品酒和弹钢琴都是我喜欢的。"),
    ("youyong", "zh", R, "我喜欢哪些运动？", "我喜欢游泳、跑步和打羽毛球。", "去游泳、跑步、打羽毛球，这些运动我都喜欢。"),
    ("youyong", "zh", L, "我喜欢哪些运动？", "我喜欢游泳、跑步和打羽毛球。", "游泳、跑步和打网球这些运动我都喜欢。"),
    ("yuedu", "zh", R, "我的爱好是什么？", "我喜欢读书、下棋和钓鱼。", "阅读、钓鱼、下棋都是我的爱好。"),
    ("yuedu", "zh", L, "我儿子的爱好是什么？", "我喜欢读书、下棋和钓鱼。", "阅读、钓鱼、下棋都是我儿子的爱好。"),
    ("lvxing", "zh", R, "我喜欢什么？", "我喜欢音乐、电影以及旅游。", "旅行、音乐和电影都是我喜欢的。"),
    ("lvxing", "zh", L, "我喜欢什么？", "我喜欢音乐、电影以及旅游，还喜欢拍照。", "旅行、音乐和电影都是我喜欢的。"),
    ("dianying", "zh", R, "我爱看什么电影？", "我喜欢看动作片和喜剧片。", "喜剧片跟动作片我都爱看。"),
    ("dianying", "zh", L, "我爱看什么电影？", "我喜欢看动作片和喜剧片。", "喜剧片跟动作片我都不爱看。"),
    # -- Chinese: other joiners ---------------------------------------------------------------------------------
    ("dunhao", "zh", R, "我的爱好是什么？", "我喜欢徒步、长跑、攀岩。", "攀岩、徒步和长跑是我的爱好。"),
    ("dunhao", "zh", L, "我的爱好是什么？", "我喜欢徒步、长跑、攀岩。", "攀岩和徒步是我的爱好。"),
    ("gen", "zh", R, "我喜欢哪些菜？", "我喜欢川菜跟粤菜。", "粤菜和川菜我都喜欢。"),
    ("gen", "zh", L, "我和朋友喜欢哪些菜？", "我喜欢川菜跟粤菜。", "粤菜和川菜我跟朋友都喜欢。"),
    ("yu", "zh", R, "我喜欢什么？", "我喜欢书法与围棋。", "围棋和书法我都喜欢。"),
    ("yu", "zh", L, "我们喜欢什么？", "我们喜欢书法与围棋。", "围棋和书法我都喜欢。"),
    ("haiyou", "zh", R, "我喜欢什么电影？", "我喜欢喜剧片还有爱情片。", "爱情片和喜剧片我都喜欢。"),
    ("haiyou", "zh", L, "我喜欢什么电影？", "我喜欢喜剧片还有爱情片。", "爱情片和恐怖片我都喜欢。"),
    ("madeli", "zh", R, "我想去哪里？", "我想去马德里、巴塞罗那和格拉纳达。", "格拉纳达、马德里、巴塞罗那这些地方我都想去。"),
    ("madeli", "zh", L, "我去过哪里？", "我想去马德里、巴塞罗那和格拉纳达。", "格拉纳达、马德里、巴塞罗那这些地方我都去过。"),
    ("madeli", "zh", L, "我哪年想去哪里？", "2027年我想去马德里、巴塞罗那和格拉纳达。", "格拉纳达、马德里和巴塞罗那这些地方我都想去。"),
    ("zhuanke", "zh", R, "我的爱好是什么？", "我爱好书法、国画、篆刻。", "篆刻、书法与国画，这些是我的爱好。"),
    ("zhuanke", "zh", L, "我的爱好是什么？", "我爱好书法、国画、篆刻。", "篆刻、书法与油画，这些是我的爱好。"),
    ("qianshui", "zh", R, "我喜欢哪些运动？", "我还喜欢潜水、滑雪、跑步。", "潜水、滑雪还有跑步，这些我都喜欢。"),
    ("qianshui", "zh", L, "我们喜欢哪些运动？", "我还喜欢潜水、滑雪、跑步。", "我们还喜欢潜水、滑雪、跑步。"),
    ("waiyu", "zh", R, "我打算学什么语言？", "我打算学西班牙语、法语和意大利语。", "意大利语、西班牙语跟法语我都打算学。"),
    ("waiyu", "zh", L, "我学过什么语言？", "我打算学西班牙语、法语和意大利语。", "意大利语、西班牙语跟法语我都学过。"),
    ("jiaozi", "zh", R, "我爱吃什么？", "我爱吃饺子、包子和面条。", "面条、饺子、包子这些东西我都爱吃。"),
    ("jiaozi", "zh", L, "我爱吃什么？", "我爱吃饺子、包子和面条。", "饺子和包子我都爱吃。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "list", 270200)


def main() -> None:
    write_pair_file(OUT, "issue #12 restated-list probe set, English and Chinese, IN-SAMPLE (hand-written by session "
                         "27, lists27, before changing any rule of this round: a list of things liked or wanted said "
                         "again in other words (synonyms, plural / -ing / to-infinitive forms, 去游泳 / 游泳) or with "
                         "other joiners (commas only, 、 only, as well as, plus, 还有, 跟, 与, 以及), and the "
                         "look-alikes that stay two (another item, one fewer, another relation, a negation, we / I, "
                         "another party, an added year, a past, an item added in its own clause); some sentences "
                         "from MemoryBank user messages; not part of update_set.jsonl); built by "
                         "bench/make_list_probes.py; split once before tuning into 'tuning' (tuned on) and 'check' "
                         "(not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
