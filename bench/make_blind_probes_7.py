"""Issue #12 probe set 7 (session 26), IN-SAMPLE: written by the engineer who then tunes the restatement rules
(restate26), so its tuning half is in-sample for them and only its check half (split here, before any rule change,
and counted only) says anything about carrying over. Drawn like blind_probes_6 from the way the simulated users of
MemoryBank talk (user turns, "query", of ../shared/data/memorybank/memory_bank_{en,cn}.json, MemoryBank-SiliconFriend
eval data, MIT), but from turns that neither update_set (make_update_set.build(): every MemoryBank sentence it
pairs) nor blind_probes_6 (hand-written from turns of the same users) used; main() checks the first half.

Each restatement case takes one sentence a user said (the EN sentence and its aligned ZH translation: the same user,
day and exchange, the README's one-to-one alignment) and says it again the way that user would on another day, in
their own other words: filler, an added clause, the order turned round, an everyday synonym (study / learn, film /
movie, 画画 / 绘画), a list said in other words. Each distinct case sets a sentence from the same dialogues next to a
look-alike that is a second thing: another event, another person, one item changed. Split ONCE by group (each case
its own group) with bench/probes.py check_groups(seed=SPLIT_SEED) into tuning / check. Writes
bench/data/blind_probes_7.jsonl:

    .venv/bin/python bench/make_blind_probes_7.py"""

from __future__ import annotations

# ruff: noqa: E501  (one case per line: the data reads as a table)
import json
import sys
from pathlib import Path

from probes import write_blind_file

OUT = Path(__file__).resolve().parent / "data" / "blind_probes_7.jsonl"
FIRST_ID = 220000
SPLIT_SEED = 20261701

RS, LA, EV = "restatement", "distinct_lookalike", "distinct_event"

# (user index, day, exchange) of the MemoryBank turn a restatement's first sentence is taken from (EN and ZH).
Source = tuple[int, str, int]

RESTATED: list[tuple[Source, str, tuple[str, str], tuple[str, str]]] = [
    ((1, "2023-04-28", 2), "How do I study history?",
     ("I usually read the history textbook, watch relevant study videos and materials, and sometimes I discuss with my teachers and classmates.",
      "To study history I mostly read the textbook and watch study videos, and now and then I talk it over with my teachers and classmates."),
     ("我会先看历史教材，然后看看一些相关的学习视频和学习资料，有时候也会和老师同学讨论一下。",
      "学历史的时候，我一般先看教材，再看些学习视频和资料，偶尔也跟老师同学讨论。")),
    ((1, "2023-05-01", 3), "Which new skills will I try?",
     ("I'll try learning new skills like drawing and writing.",
      "I'm going to try picking up some new skills, such as painting and writing."),
     ("我会尝试学习新技能，比如画画和写作。", "我打算学点新技能，像绘画、写作这些。")),
    ((1, "2023-05-03", 0), "What have I been thinking about lately?",
     ("Lately, I've been thinking about the meaning of life, and I feel like something important is missing.",
      "These days I keep thinking about what life means, and it feels like something important is missing."),
     ("最近我在思考人生的意义，总感觉缺少一些重要的东西。", "这段时间我一直在想人生的意义，总觉得少了点重要的东西。")),
    ((2, "2023-05-01", 0), "Am I thinking about changing jobs?",
     ("Recently, I've been thinking about changing jobs.", "Lately I've been considering a job change."),
     ("最近我在思考换工作的问题。", "我这阵子在考虑换工作。")),
    ((2, "2023-05-02", 0), "What have I been watching lately?",
     ("Recently I've been watching some movies.", "I've been watching a few films lately."),
     ("最近我在看一些电影。", "我最近一直在看电影。")),
    ((2, "2023-05-03", 0), "How have I been feeling lately?",
     ("Recently I've been feeling a bit stressed out and overwhelmed by the pressures of life.",
      "Life has been putting a lot of pressure on me lately, and I feel stressed and overwhelmed."),
     ("最近我有些犯愁，感觉生活压力有些大。", "这段时间生活压力挺大的，我有点发愁。")),
    ((4, "2023-04-28", 4), "Do I cook for myself?",
     ("Yes, I often cook for myself and eat simple meals.", "I cook for myself a lot, and my meals are pretty simple."),
     ("对，我经常自己做饭，而且吃的挺简单的，少去外面吃饭也是一种省钱的好办法。", "我平时常常自己做饭，吃得也很简单，少在外面吃还能省钱。")),
    ((4, "2023-05-01", 3), "Where do I plan to go for culture and art?",
     ("Yes, I plan to visit other museums and art exhibitions to experience more culture and art.",
      "I'm planning to go to more museums and art exhibitions to take in more culture and art."),
     ("是的，我计划去一些其他的博物馆和艺术展览，体验更多的文化和艺术。", "我打算再多去一些博物馆和艺术展览，多体验一些文化和艺术。")),
    ((5, "2023-04-27", 1), "Do I share private issues with my friends?",
     ("I'm quite introverted and I'm not willing to share some private issues with my friends.",
      "I'm pretty introverted, so I don't like telling my friends about private issues."),
     ("我的性格比较内向，和朋友们也不太愿意去说一些私人的问题。", "我性格挺内向的，私人的问题不太愿意跟朋友们说。")),
    ((5, "2023-04-27", 3), "What else do I practise?",
     ("I also practice yoga, writing, travel, and photography, etc.",
      "Yoga, writing, travel and photography are things I practise too."),
     ("我还会瑜伽，写作，旅游和摄影等等。", "瑜伽、写作、旅行、摄影，这些我也都会。")),
    ((5, "2023-05-02", 3), "What do I look at when choosing clothes?",
     ("I usually consider the color, design, material, and quality of the clothes.",
      "When I pick clothes I look at the colour, the design, the material and the quality."),
     ("我通常会考虑衣服的颜色、设计、材质和质量。", "挑衣服的时候，我一般看颜色、设计、材质和质量。")),
    ((5, "2023-05-04", 3), "Where will I stay on my trip?",
     ("I plan to stay in some local homestays during my trip to try more authentic accommodations.",
      "On my trip I'm going to stay in local homestays for more authentic accommodation."),
     ("我计划在旅行中住在一些当地的民宿，尝试一些更地道的住宿体验。", "这次旅行我打算住当地的民宿，体验一下更地道的住宿。")),
    ((5, "2023-05-04", 4), "How have I prepared for my trip?",
     ("Yes, I have started some travel preparations, such as purchasing flight tickets and booking accommodations, learning about local transportation and shopping situations.",
      "I've already begun preparing for the trip: buying flight tickets, booking accommodations and learning about local transportation and shopping."),
     ("是的，我已经开始了一些旅行准备工作，比如购买机票和预订住宿，了解当地的交通和购物情况。",
      "旅行的准备我已经开始做了，买了机票、订了住宿，也了解了当地的交通和购物。")),
    ((7, "2023-04-27", 1), "What have I been learning in badminton?",
     ("I've been learning new badminton techniques lately.", "Recently I've been studying some new badminton techniques."),
     ("我最近在学习新的羽毛球技术。", "最近我在学羽毛球的新技术。")),
    ((9, "2023-04-30", 0), "What am I getting interested in?",
     ("Lately, I've become more and more interested in car racing.", "I'm getting more and more interested in car racing these days."),
     ("最近我对赛车比赛越来越感兴趣了。", "我现在对赛车比赛越来越有兴趣了。")),
    ((9, "2023-05-01", 0), "What do I want to learn?",
     ("I have been wanting to learn how to cook recently.", "Lately I've wanted to learn to cook."),
     ("我最近想学习做菜。", "最近我挺想学做饭的。")),
    ((9, "2023-05-04", 0), "What am I learning, and how is it going?",
     ("I've been learning drawing recently but I feel like my progress is quite slow.",
      "Lately I've been learning to draw, but my progress feels pretty slow."),
     ("最近我在学习绘画，但是感觉进展比较缓慢。", "我最近在学画画，不过感觉进展挺慢的。")),
    ((9, "2023-05-04", 1), "How will I improve my drawing?",
     ("Great, I will practice more and learn basic knowledge, as well as keeping a good mindset and producing more works, to improve my drawing skills.",
      "To get better at drawing, I'll practise more, learn the basics, keep a good mindset and produce more works."),
     ("好的，我会多进行实践和学习基础知识，同时尝试保持好心态并多进行创作，来提高自己的绘画水平。",
      "为了提高绘画水平，我会多实践、多学基础知识，保持好心态，多创作。")),
    ((10, "2023-05-02", 0), "What did I cook at home today?",
     ("Today I made some Chinese food at home and it turned out really delicious.",
      "I cooked some Chinese food at home today and it came out really tasty."),
     ("今天我在家做了一些中国菜，做得非常好吃呢。", "今天在家做了几道中国菜，特别好吃。")),
    ((11, "2023-04-27", 3), "What else do I like?",
     ("Of course, I also like music production and movies.", "Music production and films are things I like as well."),
     ("当然啦，我还喜欢音乐制作和电影。", "音乐制作和电影我也很喜欢。")),
    ((11, "2023-04-28", 1), "What am I learning?",
     ("Lately, I've been learning a new programming language, but I feel like I'm not making a lot of progress.",
      "Recently I've been studying a new coding language, and I don't feel I'm making much progress."),
     ("最近我一直在学习一门新的编程语言，可是感觉进展不算很快。", "我最近在学一门新编程语言，感觉进展不太快。")),
    ((12, "2023-05-03", 1), "What kind of places do I prefer?",
     ("I prefer natural scenery.", "Natural scenery is what I like best."),
     ("我比较喜欢自然风光。", "自然风景是我比较喜欢的。")),
    ((13, "2023-04-27", 2), "What do I enjoy?",
     ("I enjoy listening to classical music, watching art films, writing, tasting tea, and collecting things.",
      "Classical music, art films, writing, tea tasting and collecting things are what I enjoy."),
     ("我喜欢听古典音乐、看文艺电影，也喜欢写作、品茶、收藏一些东西。", "听古典音乐、看文艺片、写作、品茶、收藏东西，这些都是我喜欢的。")),
    ((13, "2023-05-04", 1), "How is my novel going?",
     ("I'm working on a novel, but I feel like my creative energy is lacking and my progress is slow.",
      "I'm writing a novel, but I feel short of creative energy and it's progressing slowly."),
     ("我在写一篇小说，但是感觉自己的创作力有些不足，进展缓慢。", "我正在写小说，不过感觉创作力不太够，进展很慢。")),
    ((14, "2023-04-28", 2), "How do I relax?",
     ("I like to listen to classical music, read books, travel, and cook to relax.",
      "To relax, I listen to classical music, read, travel and cook."),
     ("我会听古典音乐、阅读、旅行和做饭来放松。", "听古典音乐、看书、旅行、做饭，这些是我放松的方式。")),
    ((0, "2023-04-27", 2), "What kind of books do I prefer?",
     ("I prefer artistic works, like \"The Great Gatsby\" which is full of charm.",
      "Artistic works are what I prefer, charming ones like \"The Great Gatsby\"."),
     ("文艺作品吧，像《了不起的盖茨比》这种充满情调的。", "我更喜欢文艺作品，比如很有情调的《了不起的盖茨比》。")),
    ((4, "2023-04-27", 4), "What am I doing tonight?",
     ("I'm planning to go watch a movie with some friends tonight, but we haven't decided on which one yet.",
      "Tonight some friends and I are going to see a film, we just haven't picked which one."),
     ("晚上打算和朋友一起去看电影，不过还没决定看哪一部呢。", "今晚我和几个朋友要去看电影，还没定看哪一部。")),
]

# Distinct: a sentence from the same dialogues and a look-alike that is a second thing (both stay true).
DISTINCT: list[tuple[str, str, tuple[str, str], tuple[str, str]]] = [
    (LA, "Which skills will I try?", ("I'll try learning new skills like drawing and writing.", "I'll try learning new skills like singing and dancing."),
     ("我会尝试学习新技能，比如画画和写作。", "我会尝试学习新技能，比如唱歌和跳舞。")),
    (EV, "What am I learning slowly?", ("Lately I've been learning to draw, but my progress is quite slow.", "Lately I've been learning to swim, but my progress is quite slow."),
     ("最近我在学画画，但是进步比较慢。", "最近我在学游泳，但是进步比较慢。")),
    (EV, "What did I cook at home today?", ("Today I made some Chinese food at home and it turned out really delicious.", "Today I made some Japanese food at home and it turned out really delicious."),
     ("今天我在家做了一些中国菜，非常好吃。", "今天我在家做了一些日本料理，非常好吃。")),
    (EV, "Who am I seeing a movie with tonight?", ("Tonight I'm going to watch a movie with some friends.", "Tonight I'm going to watch a movie with my sister."),
     ("今晚我打算和朋友一起去看电影。", "今晚我打算和妹妹一起去看电影。")),
    (LA, "Which techniques am I learning?", ("I've been learning new badminton techniques lately.", "I've been learning new tennis techniques lately."),
     ("我最近在学习新的羽毛球技术。", "我最近在学习新的网球技术。")),
    (EV, "Which museum will I visit?", ("I plan to visit the science museum next weekend.", "I plan to visit the art museum next weekend."),
     ("我打算下周末去科技馆。", "我打算下周末去美术馆。")),
    (LA, "What am I writing?", ("I'm working on a novel, but my progress is slow.", "I'm working on a screenplay, but my progress is slow."),
     ("我在写一篇小说，但是进展缓慢。", "我在写一个剧本，但是进展缓慢。")),
    (LA, "Who is learning a programming language?", ("Lately I've been learning a new programming language.", "Lately my roommate has been learning a new programming language."),
     ("最近我一直在学习一门新的编程语言。", "最近我室友一直在学习一门新的编程语言。")),
    (LA, "Who cooks simple meals?", ("I often cook for myself and eat simple meals.", "My father often cooks for himself and eats simple meals."),
     ("我经常自己做饭，吃得很简单。", "我爸爸经常自己做饭，吃得很简单。")),
    (EV, "Where did I book a homestay?", ("I've booked a homestay in Florence for my trip.", "I've booked a homestay in Venice for my trip."),
     ("这次旅行我在佛罗伦萨订了一家民宿。", "这次旅行我在威尼斯订了一家民宿。")),
    (EV, "Whose portrait did I draw?", ("Yesterday I drew a portrait of my cat.", "Yesterday I drew a portrait of my grandmother."),
     ("昨天我给我的猫画了一幅肖像。", "昨天我给我奶奶画了一幅肖像。")),
    (EV, "Which concert did I go to with my colleague?", ("Last weekend I went to a jazz concert with my colleague.", "Last weekend I went to a rock concert with my colleague."),
     ("上周末我和同事去听了一场爵士音乐会。", "上周末我和同事去听了一场摇滚音乐会。")),
    (EV, "Which song did I listen to recently?", ("I recently listened to a really good song called \"You Shook Me All Night Long.\"", "I recently listened to a really good song called \"Back in Black.\""),
     ("最近我听了一首很不错的歌曲，叫做“You Shook Me All Night Long”。", "最近我听了一首很不错的歌曲，叫做“Back in Black”。")),
    (LA, "What book am I reading?", ("Recently I've been reading a book about the history of Rome.", "Recently I've been reading a book about the history of Japan."),
     ("最近我在看一本关于罗马历史的书。", "最近我在看一本关于日本历史的书。")),
    (LA, "What am I getting interested in?", ("Lately I've become more and more interested in car racing.", "Lately I've become more and more interested in horse racing."),
     ("最近我对赛车越来越感兴趣了。", "最近我对赛马越来越感兴趣了。")),
    (EV, "What did my trainer teach me today?", ("Today my fitness trainer taught me how to do squats.", "Today my fitness trainer taught me how to do push-ups."),
     ("今天健身教练教我怎么做深蹲。", "今天健身教练教我怎么做俯卧撑。")),
]

_BENCH = Path(__file__).resolve().parent
MEMORYBANK = next((p for p in (_BENCH.parent.parent / "shared" / "data" / "memorybank",
                               _BENCH.parent.parent.parent / "shared" / "data" / "memorybank") if p.exists()), None)


def _checked() -> None:
    """Each restatement's first sentence is the user's (EN and ZH of the one aligned turn), and neither update_set
    nor blind_probes_6 used it. (Needs the MemoryBank data; without it the tables are written unchecked.)"""
    if MEMORYBANK is None:
        print("MemoryBank data not found: sources not checked")
        return
    sys.path.insert(0, str(_BENCH))
    import make_update_set  # noqa: PLC0415

    used = {s for case in make_update_set.build() if str(case.get("source", "")).startswith("memorybank")
            for s in case["seq"]}
    blind6 = [json.loads(line) for line in (_BENCH / "data" / "blind_probes_6.jsonl").read_text(encoding="utf-8").splitlines()[1:]]
    blind6_sentences = {s for row in blind6 for s in row["seq"]}
    data = {lang: list(json.loads((MEMORYBANK / f"memory_bank_{lang}.json").read_text(encoding="utf-8")).values())
            for lang in ("en", "cn")}
    for (user, day, turn), _question, (en, _), (zh, _) in RESTATED:
        for lang, sentence in (("en", en), ("cn", zh)):
            query = data[lang][user]["history"][day][turn]["query"]
            assert sentence.rstrip("。.") in query, (lang, user, day, turn)
            assert not any(u in query for u in used), (lang, user, day, turn)
            assert sentence not in blind6_sentences, (lang, user, day, turn)


def main() -> None:
    _checked()
    cases = {"en": [(RS, q, list(en)) for _, q, en, _ in RESTATED] + [(c, q, list(en)) for c, q, en, _ in DISTINCT],
             "zh": [(RS, q, list(zh)) for _, q, _, zh in RESTATED] + [(c, q, list(zh)) for c, q, _, zh in DISTINCT]}
    write_blind_file(OUT, "issue #12 probe set 7, IN-SAMPLE (written by restate26, who tunes on its tuning half): "
                     "MemoryBank user sentences (MIT) not used by update_set or blind_probes_6, restated in the "
                     "user's other words, and distinct conversational look-alikes; split once by group before "
                     "any rule change",
                     (("en", cases["en"]), ("zh", cases["zh"])), "blind7", FIRST_ID, SPLIT_SEED)


if __name__ == "__main__":
    main()
