"""Reading the words of one sentence: stopwords and function words, a repeat marker
("like I said"), questions and feelings, who a sentence is about (I / we / you / they), units and
number forms (from flymemory.numerals)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from flymemory import dedup
from flymemory.classify.patterns import _folded, _gate, _per_text, may_match
from flymemory.numerals import UNITS, number_forms

_PRONOUN_LED = re.compile(r"^\s*(?:i|we|you|they|he|she|it|i'm|we're|we've|i've|it's|he's|she's|they're)\b"
                          r"|^\s*(?:我们|他们|她们|我|他|她|它)", re.IGNORECASE)


@_per_text
def _pronoun_led(text: str) -> bool:
    """The sentence's subject is a pronoun ("We now keep secrets in …", "It has been rewritten …",
    "她搬到了…"): it names no subject of its own to tell apart from another sentence's."""
    return bool(_PRONOUN_LED.match(unicodedata.normalize("NFKC", text)))

_EN_STOP = dedup._STOP | frozenset(
    "now no longer instead rather new again back went go moved switched changed replaced from to with "
    "use uses used using i'm we've i've it's that's one any more anymore these days left sold took over "
    "recently lately t s m d ll re ve".split())
# Titles before an English name ("Dr. Patel") and the articles and possessives that open a noun phrase ("the
# manager", "my sister"): closed lists of grammar, read by the passive and name readers (guards, restatement,
# second_looks) as one alternation each.
TITLES_EN = "Mr|Mrs|Ms|Dr|Prof"
DETERMINERS_EN = ("the", "a", "an", "my", "our", "your", "his", "her", "their")
DETERMINER_EN = "(?:" + "|".join(DETERMINERS_EN) + ")"
# A "by" of time names no agent ("by the end of March", "by the time we left", "by then", "by the deadline", "by
# March"): the nouns and adverbs of a point in time "by" takes, and the months' names. With dedup's time guard words
# (the weekdays, "next", "tomorrow", "morning") and a number (a clock time, a date, a year) they are the one reading
# of a "by" of time (restatement.by_of_time); a word before them that only places the point ("the", "this", "early")
# is read past. (Closed classes of grammar, not words seen in a probe.)
BY_TIME_WORDS_EN = frozenset("end start beginning middle time deadline then now noon midnight".split())
# The months' and weekdays' English names, capitalised as English writes them and in their order: the one list of
# each. forms reads them as written; the patterns that name them are built from them (MONTHS_EN, the alternations
# below CN_WEEKDAY), read by guards, kinds, signals, reworded, restatement and second_looks.
MONTH_NAMES_EN = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                  "November", "December")
WEEKDAY_NAMES_EN = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS_EN = frozenset(month.casefold() for month in MONTH_NAMES_EN)
# A month's short form besides its first three letters, with the month it names: the one list of them, read by
# forms (its dates: "Sept 3", "3 Sept.") and signals (a change's start: "from sept").
MONTH_OTHER_SHORTS_EN = {"Sept": "September"}
BY_TIME_OPENERS_EN = frozenset((*DETERMINERS_EN, "this", "that", "early", "late", "mid"))
# Relations that hold both ways between two persons (a closed class of words, not names): "Tom is Anna's colleague"
# says "Anna is Tom's colleague", "王磊跟李娜结婚了" says "李娜跟王磊结婚了". Read by guards._symmetric_trade, so two
# persons traded around one of them are one fact; every other relation (manager, boss, teacher, landlord, uncle,
# "works for", 经理, 老师, 房东, 表妹: one way only, or a word that says a sex, "brother", 男朋友) keeps two.
SYMMETRIC_NOUNS_EN = ("colleague", "coworker", "co-worker", "classmate", "schoolmate", "roommate", "flatmate",
                      "housemate", "neighbor", "neighbour", "friend", "teammate", "partner", "spouse", "sibling",
                      "twin", "cousin")
# Said of the first person with a preposition before the second ("Leo is friends with Maya", "Tom is married to
# Anna"), and the verbs that say it ("Tom married Anna", "Lena works with Marco").
SYMMETRIC_WITH_EN = ("friends with", "married to", "engaged to", "related to", "neighbours with", "neighbors with",
                     "roommates with", "acquainted with")
SYMMETRIC_VERBS_EN = ("married", "wed", "divorced", "dated", "works with", "worked with", "lives with", "lived with")
SYMMETRIC_NOUNS_ZH = ("同事", "同学", "邻居", "室友", "舍友", "朋友", "好友", "队友", "战友", "搭档", "合伙人",
                      "伙伴", "校友", "老乡", "同乡", "亲戚", "发小")
SYMMETRIC_VERBS_ZH = ("结婚", "离婚", "认识", "合作", "共事", "相识", "交往")
# Verbs said of a person right after the name (singular or past: "Docs live", a plural, names no one): where one lives,
# works, studies or teaches, what one drives, whom one married. Read by guards._named_person with the endings below.
PERSON_VERBS_EN = ("lives", "lived", "moved", "relocated", "works", "worked", "joined", "married", "teaches", "taught",
                   "studies", "studied", "drives", "drove", "commutes", "commuted", "retired", "graduated",
                   "is back")  # ("Anna is back at the London office": a person back where they were, session 31)
# The endings of English plurals and nouns made from words (Settings, Billing, Retention, Deployment, Ownership): a
# capitalised first word with one of them is read as a thing, not a given name. (Grammar: English suffixes.)
NOUN_ENDINGS_EN = ("s", "ing", "tion", "sion", "ment", "ness", "ity", "ance", "ence", "ism", "ship", "ware", "age",
                   "ure")
_CN_FUNCTION = frozenset("的了是吗呢吧啊么在个这那们我你他她它和与也都就还把被给着过之呀哦从到为成")
SAME_WORD_PREFIX = 5  # "rotation" / "rotates", "deployment" / "deploys": one word in two forms


def words_alone(keys: Iterable[str], other: dedup._Text) -> frozenset[str]:
    """The content words among `keys` (as dedup reads them) that `other` says in no form: neither its key nor a key
    of its family (the first SAME_WORD_PREFIX letters: "rotation" / "rotates"), and no stopword, function character,
    punctuation or number. What "a word of its own" means to the guards that ask whether each side has one."""
    prefixes = {k[:SAME_WORD_PREFIX] for k in other.keys}
    return frozenset(k for k in keys
                     if k not in other.key_set() and k[:SAME_WORD_PREFIX] not in prefixes
                     and not dedup._insignificant_token(k) and k not in _EN_STOP and k not in _CN_FUNCTION
                     and not any(c.isdigit() for c in k))


def said_within(x: dedup._Text, y: dedup._Text, moved: bool = False) -> bool:
    """Every content word of `x` is said in `y` in some form (words_alone), a Chinese run of content characters by
    each pair of characters in a row (成都 is not said in 去重庆的机票, 我月薪 not in 我老婆月薪, though each character
    is), grammar characters (_CN_FUNCTION) set aside: what `x` says its value of, `y` says it of too.
    `moved`: a Chinese run may also be said in pieces of two or more characters, each somewhere in `y`, and a 元
    right after a number is left unsaid (see _said_in_pieces)."""
    if words_alone((k for k in x.significant_keys() if not dedup._is_cjk(k)), y):
        return False
    if not x.has_cjk():
        return True
    def runs(text: dedup._Text) -> str:  # its content characters, "|" where anything else stands
        return "".join(k if dedup._is_cjk(k) else "|" for n, k in enumerate(text.keys) if k not in _CN_FUNCTION
                       and not (moved and k == _UNSAID_UNIT_CJK and n and text.keys[n - 1][-1:].isdigit()))
    said = runs(y)
    return all(run in said if len(run) == 1
               else all(run[i:i + 2] in said for i in range(len(run) - 1)) or (moved and _said_in_pieces(run, said))
               for run in runs(x).split("|") if run)


# A bare Chinese amount leaves its yuan unsaid as often as it says it ("房贷一个月六千八" / "每个月要还6800的房贷").
_UNSAID_UNIT_CJK = "元"


def _said_in_pieces(run: str, said: str) -> bool:
    """`run` cut, from its start, into pieces of two or more characters, each the longest said somewhere in
    `said`: a Chinese sentence puts its time or topic first or last ("手机话费每月" / "每月话费",
    "每个月定投基金" / "每月往基金里定投"), so the words keep their characters in a row, not their order.
    A character said alone (设, 跑) is a word of its own, and 成都 is still no piece of 去重庆的机票."""
    at = 0
    while at < len(run):
        size = next((n for n in range(len(run) - at, 1, -1) if run[at:at + n] in said), 0)
        if not size:
            return False
        at += size
    return True


# Time adverbs that open chat ("Recently, I ...", "最近我..."): shared, they name no subject.
_CN_STOP_PAIRS = frozenset(("最近",))
# A question asks; it states no value, so it neither updates nor is updated ("When do you plan on
# visiting a museum again?" does not change "Have you heard of any other museums?").
# "I feel …", "我感觉…": how the speaker feels now, a passing state like a question's mood; chat says
# it on most days, and one feeling does not replace another fact ("I feel like I can't focus anymore").
_FEELING = re.compile(r"\bI(?:'m|\s+am)?\s+(?:\w+\s+)?(?:feel|feels|felt|feeling)\b"
                      r"|(?:^|我|自己)(?:\S{0,2})(?:觉得|感觉|感到)", re.IGNORECASE)
_FEELING_GATE = _gate(_FEELING)  # (a literal every match needs: most sentences have none, and are not searched)
_QUESTION = re.compile(r"[?？]\s*[\"'”’）)]*\s*$")


@_per_text
def is_question(text: str) -> bool:
    return bool(_QUESTION.search(unicodedata.normalize("NFKC", text)))


# Chinese role nouns of a person in one's life ("我的导师是…", "我的房东…": holder's person-named readers), and those of
# them one holds once (one class teacher, one landlord: not 老师, 医生, 室友, of whom one has several), whose value a
# surname or a name says after 姓 / 叫 as after 是 ("班主任姓刘" / "班主任姓赵": cjk._cjk_slot_change).
ROLE_NOUNS_CJK = ("导师", "老板", "经理", "上司", "领导", "主管", "组长", "医生", "教练", "老师", "室友", "房东",
                  "班主任")
ONE_HOLDER_ROLES_CJK = tuple(role for role in ROLE_NOUNS_CJK if role not in ("医生", "老师", "室友"))


# A confirming tag after a statement (", right?", ", isn't it?", "，对吧？"): the speaker states the fact with less
# certainty. The statement before it must not itself ask: no question word or auxiliary opening it in English, no
# 吗 / 什么 / 哪 / 几 / 谁 / 怎么 / 多少 in Chinese ("When is it, right?" stays a question).
_TAG_EN = re.compile(r"\s*,\s*(?:right|correct|yeah|yes|ok|okay|no|"
                     r"(?:isn't|aren't|don't|doesn't|didn't|wasn't|won't|haven't|hasn't|can't) "
                     r"(?:it|we|they|you|i|he|she|that|there))\s*\?\s*$", re.IGNORECASE)
_TAG_CN = re.compile(r"\s*[，,]\s*(?:对吧|是吧|对不对|是不是|没错吧|对吗|是吗)\s*[?？]\s*$")
_ASKING_EN = re.compile(r"^\W*(?:who|what|when|where|which|why|how|whose|is|are|am|was|were|do|does|did|can|could|"
                        r"will|would|should|shall|have|has|had)", re.IGNORECASE)
_ASKING_CN = re.compile("吗|什么|哪|几|谁|怎么|多少")


@_per_text
def tag_as_statement(text: str) -> str:
    """`text` with a confirming tag question at its end read as the statement before it ("Standup is at 9, right?" ->
    "Standup is at 9."; "周会在周三，对吧？" -> "周会在周三。"); `text` itself when it has none (see above)."""
    if "?" not in text and "？" not in text:
        return text
    m = _TAG_CN.search(text)
    if m and not _ASKING_CN.search(text[:m.start()]):
        return text[:m.start()] + "。"
    m = _TAG_EN.search(text)
    if m and not _ASKING_EN.match(text):
        return text[:m.start()] + "."
    return text


# A statement, then a question asked about it after a comma ("后端已经升到 Go 1.22 了，go.mod 里要改哪几行？",
# "We switched to Linear, how do I import the old Jira issues?"): the user states a fact and asks for help with it
# (blind set 21).
# The statement is the clause before the last comma; it must not ask itself (no question word or auxiliary opening
# it, no 吗 / 什么 / 哪 / 几 / 谁 / 怎么 / 多少 / 要不要 / 是否 in it: "Should we switch to Linear, or is Jira fine?").
# A dash breaks the clauses as a comma does (session 44, blind set 22: "two weeks ago we moved the pipeline to 3.12 —
# anything I should watch for now that distutils is gone?"); a hyphen only between spaces ("CX-5", "e-mail" join).
_CLAUSE_COMMA = re.compile(r"[，,；;—–]|\s-{1,2}\s")
_ASKING_CN_CLAUSE = re.compile("吗|什么|哪|几|谁|怎么|多少|要不要|是不是|是否|能不能|可不可以|有没有")


@_per_text
def statement_before_question(text: str) -> str:
    """The statement clause of `text` when it states and then asks (see above); `text` itself otherwise."""
    if not is_question(text):
        return text
    commas = list(_CLAUSE_COMMA.finditer(text))
    if not commas:
        return text
    clause = text[:commas[-1].start()].strip()
    if not clause or _ASKING_EN.match(clause) or _ASKING_CN_CLAUSE.search(clause) or "?" in clause or "？" in clause:
        return text
    return clause + ("。" if any("\u4e00" <= c <= "\u9fff" for c in clause) else ".")


@_per_text
def is_feeling(text: str) -> bool:
    normalized = unicodedata.normalize("NFKC", text)
    return may_match(_FEELING_GATE, _folded(normalized)) and bool(_FEELING.search(normalized))


# -- restatements: the same claim in other filler, order or number forms -------------------------
# Said to mark a repeat, at the start or the end of a sentence: "Just a reminder: X", "X, as I said
# before", "X，之前说过了". Without them the sentence is judged again (a guard word such as "before"
# in "like I mentioned before" would otherwise make it another claim).
_REPEAT_LEADING = re.compile(
    r"^\s*(?:(?:just\s+)?(?:a\s+)?(?:quick\s+|friendly\s+)?reminder|(?:just\s+)?to remind you|"
    r"(?:like|as)\s+i(?:'ve)?\s+(?:already\s+)?(?:said|mentioned|told you|noted|wrote)"
    r"(?:\s+(?:before|earlier|already|last time|previously))?|"
    r"as\s+(?:mentioned|noted|said|stated)(?:\s+(?:before|earlier|previously))?|"
    r"(?:just\s+)?to (?:repeat|reiterate)|once (?:again|more)|again|for the record|as you know|"
    r"i (?:already )?(?:said|told you|mentioned)(?:\s+(?:before|earlier|already))?(?:\s+that)?|"
    r"(?:就像|正如|像)我(?:之前|上次|前面)?(?:说|提到|讲)(?:过)?的|(?:我)?(?:之前|前面|上次|以前)?(?:已经)?(?:跟你)?"
    r"(?:说|提|讲)过(?:了|的)?|再说一遍|还是那句话|重复一下|(?:再)?提醒一下|(?:再)?强调一下|补充一下|顺便提一下|重申一下|"
    # Polite filler that asks the reader to keep the fact: "Please note: X", "FYI, X", "麻烦记一下，X".
    r"(?:please\s+)?(?:(?:do\s+)?remember|note|keep in mind|bear in mind)(?:\s+that)?|fyi|just so you know|"
    r"for your information|heads up|(?:请|麻烦)?(?:你)?(?:记一下|记住|记下|备注一下)|顺便说一下|"
    # A reminder said as "don't forget" before a comma or "that" ("Don't forget, rent is due on the 1st"; "Don't
    # forget to call" asks a task, and is read as written), 别忘了 before a comma.
    r"(?:and\s+)?don['’]?t\s+forget(?=\s*[:,，：]|\s+that\b)(?:\s+that)?|(?:可)?(?:别|不要)忘(?:了|记)(?:了)?(?=\s*[，,：:]))"
    # A whole word only: "Remembered …", "Notes are …", "Against …" open no repeat marker.
    r"(?![A-Za-z])\s*[:,，：;；-]?\s*", re.IGNORECASE)
_REPEAT_TRAILING = re.compile(
    r"\s*[,，;；(（-]?\s*(?:(?:like|as)\s+i(?:'ve)?\s+(?:already\s+)?(?:said|mentioned|told you)"
    r"(?:\s+(?:before|earlier|already))?|as\s+(?:mentioned|noted|said)(?:\s+(?:before|earlier))?|"
    r"i (?:said|told you|mentioned) (?:that )?(?:before|already|earlier)|again|"
    r"(?:我)?(?:之前|前面|上次|以前)?(?:也|已经)?(?:跟你)?(?:说|提|讲)过(?:了|的)?(?:哦|啊|呀)?)"
    r"\s*[)）]?\s*[.。!！]?\s*$", re.IGNORECASE)


# Unanchored at the start, the trailing pattern is tried at every position: it is run only where one of the
# literal words every match holds is in the sentence (patterns.may_match; most sentences have none).
_REPEAT_TRAILING_GATE = _gate(_REPEAT_TRAILING)


@_per_text
def _without_repeat_marker(text: str) -> str:
    leading = _REPEAT_LEADING.match(text)  # (anchored at the start: a match, not a sub tried at every position)
    bare = text[leading.end():] if leading else text
    if may_match(_REPEAT_TRAILING_GATE, _folded(bare)):
        bare = _REPEAT_TRAILING.sub("", bare, count=1)
    return bare if bare.strip() else text


# -- a negation: the one reader of "this sentence says not" ----------------------------------------------
# The negation words among dedup's guard words (the English ones, and the Chinese negators dedup._NEGATORS_CJK reads
# in no word that negates nothing: 非常, 不仅), and "n't", which dedup splits ("don't" -> "don", "t") so that its guard
# words never see a contraction. A repeat marker is no claim ("Don't forget, …", "别忘了，…": read without it), nor is
# "but" opening a Chinese clause (BUT_CJK: "…，不过进步挺慢的").
NEGATIONS_EN = frozenset(("not", "no", "never", "cannot", "without"))
_NEGATIONS = NEGATIONS_EN | dedup._NEGATORS_CJK
_CONTRACTED_NOT = re.compile(r"\b\w+n['’]t\b", re.IGNORECASE)


# "But" opening a Chinese clause (，不过 / ，但是 / ，可是): no content, and no negation though 不 is written
# ("不过敏", "不过分" are one).
BUT_CJK = re.compile(r"(?<=[，,])\s*(?:不过(?![敏分])|但是|可是|但)")


@_per_text
def says_negation(text: str) -> bool:
    """`text` says a negation ("don't", "can't", "never", "no", 不, 没; not 非常, nor a clause's 不过, "but")."""
    said = _without_repeat_marker(text)
    said = BUT_CJK.sub("", said) if "不过" in said else said
    return bool(_CONTRACTED_NOT.search(said) or dedup._Text.of(said).guards() & _NEGATIONS)


# -- when a claim holds: one table of time, habit and present words -------------------------------------
# Words that say when or how often a claim holds, or that it holds now, and never what it is about. Closed
# lists, grammar only (adverbs of time and frequency, the parts of a day). Each rule builds its pattern from
# the groups it reads (`one_of`), and says where it reads a subset:
#   the means rung (rungs._WHEN_CN / _WHEN_EN: the words before a means of going that are not its subject);
#   the Chinese claim reading (cjk_claim: the present and a habit set aside, day parts said one way);
#   the change adverbs set aside before a frame is compared (`_ADVERBS` below);
#   the time words that are no party, owner or group (CN_WHEN below: guards._CJK_TIME, holder._CJK_WHEN,
#   second_looks._WHEN_CJK, and with more words holder._CJK_SWAP_SET_ASIDE).
CN_EVERY_DAY = ("每天", "每日")  # every day; before a day part, the day part alone ("每天晚上" is "晚上")
CN_OFTEN = ("每周", "天天", "一直")  # how often, said with no day part (the means rung only)
CN_HABIT = ("平时", "平常", "一般", "通常")  # a habit
# The present: the Chinese reading only. The means rung reads 现在 / 目前 / 如今 as change words (set aside
# before it by `signals._without_signals`) and has never read 今年 / 当前; reading them would be a rule change.
CN_NOW = ("现在", "目前", "如今")  # now (also change adverbs: `_ADVERBS`)
CN_PRESENT = (*CN_NOW, "今年", "当前")
CN_ALREADY = ("已经",)  # it has happened: a change adverb, no time of its own
CN_RECENT = ("最近",)  # lately
CN_JUST = ("刚刚", "刚", "前不久")  # just now, a short while ago
CN_DAYS = ("今天", "昨天", "明天")
# The days and evenings CN_DAYS leaves out, read only where a sentence's opening time is set aside before its
# subject (holder.speaker_unsaid: "前天在小区门口办了健身卡", "周末去爬山了"); not in CN_WHEN, whose other readers
# were measured without them.
CN_OPENING_DAYS = ("大前天", "前天", "后天", "上周末", "这周末", "下周末", "周末", "昨晚", "今晚", "今早", "前几天")
CN_YEARS = ("今年", "去年", "明年", "前年")
CN_NEAR_MONTHS_WEEKS = ("上个月", "这个月", "下个月", "上周", "这周", "本周", "下周")
CN_YEAR_PARTS = ("年底", "年初", "月底")  # the end or start of a year or month
# A time before now said of a change, when it happened (a closed list of time words): "上个月搬到杭州了", "moved to York
# last month". Read by rungs._change_at_a_time (a Chinese sentence that opens with one, after 我 / 我们 or not; an
# English one that says one first or last) and by subject._one_value_apart (said on one side only, it is when the
# change happened, not what changed: no word of a new statement). 上周末 is one word (not 上周 and a stray 末), and
# 前两天 / 前些天 say 前几天 (session 37, changetime37).
PAST_TIMES_ZH = (r"上(?:个)?(?:周末|周|星期|礼拜|月)|去年|前年|昨天|前天|前几天|前两天|前些天|前阵子|前段时间"
                 r"|最近|刚刚|刚才")
PAST_TIMES_EN = (r"\b(?:last\s+(?:week|weekend|month|year)|recently|lately|yesterday"
                 r"|(?:a\s+few|a\s+couple\s+of|two|three)\s+(?:days|weeks|months)\s+ago)\b")
CN_STILL = ("仍然", "依然", "依旧", "仍旧")  # still: the value holds (the Chinese reading and the restatement forms)
CN_DAY_PARTS = ("凌晨", "早上", "上午", "中午", "下午", "傍晚", "晚上")  # the parts of a day, in order
# A Chinese money slot's noun and what may stand between it and its amount (session 36, formzh36): a period (每月 /
# 一个月) or 是. Read by signals._SLOT_FAMILIES (rent / salary / budget) and forms.pair_detail_forms (the amount).
# (A mortgage payment, 房贷 / 月供, is paid by the month as rent is: "房贷一个月六千八" / "房贷一个月6500", blind
# set 21.)
CN_MONEY_SLOTS = {"rent": ("房租", "月租"), "mortgage": ("房贷", "月供"), "salary": ("工资", "月薪", "薪水"),
                  "budget": ("预算",)}
# (A verb of paying may follow the period, "房贷每个月还 6500", "房租每月交3000": only after it, where 还 is no
# "still".)
CN_MONEY_SLOT_GAP = r"(?:(?:每|一)个?月(?:要?[还交付])?)?是?\s*"
CN_DAY_PART_WORDS = {"晚上": ("夜间", "夜里", "晚间"), "早上": ("早晨", "清晨")}  # a day part said another way
CN_EVERY_DAY_PART = {"晚上": "每晚", "早上": "每早"}  # every day and a day part in one word
# The first characters of the verbs of a pastime or an errand (喝, 钓鱼, 游泳, 散步, 健身, 买菜 …): a
# closed class read where a light verb stands before one (restatement._CJK_SAME_ROWS: "爱" / "热爱" as
# "喜欢" before it or 去, and 去 before it set aside: "我周末喜欢去钓鱼" / "我周末喜欢钓鱼"). Not 学 or
# 上 (学校, 上海 are places: "去上海" names the value).
CN_ACTIVITY_VERB_HEADS = "喝吃看玩听爬打跑做读唱弹写逛钓游滑骑踢健散买练"
# The parts, accessories and consumables of a thing one owns (session 35, part35): a change of one ("I switched tires",
# "我换了个手机壳") is not a change of the thing ("I drive a Honda", "我用的是小米手机"), which stays true
# (signals.part_swapped). A closed list, the longer names first; not "cover", "band", "oil" (a cover letter, a music
# band, olive oil are values of their own).
PART_NOUNS_EN = ("screen protector", "brake pads", "filter cartridge", "tires", "tyres", "tire", "tyre", "batteries",
                 "battery", "case", "strap", "charger", "keyboard", "chain", "strings", "filter", "cartridge", "brakes",
                 "wipers", "screen")
PART_NOUNS_ZH = ("手机壳", "保护壳", "钢化膜", "手机膜", "电池", "电瓶", "屏幕", "表带", "轮胎", "车胎", "滤芯", "键盘",
                 "充电器", "数据线", "链条", "琴弦", "刹车片", "雨刷")
# Going to the gym said with other words (session 31, zhjob31): each phrase read as the row's first word only where
# a habit's time is what changed (rungs._kind_frame_kept, always a link): "我周三晚上去健身房" / "我现在周五晚上锻炼".
# Not a restatement's synonym: 锻炼 is any exercise, and "我每天锻炼" / "我每天去健身房" may be two facts.
CN_GYM_WORDS = ("健身", "去健身房锻炼", "去健身房健身", "去健身房", "锻炼身体", "锻炼", "撸铁")
# The times of a day or week after which "的时候" adds nothing ("周末的时候我爱钓鱼" / "周末我爱钓鱼"); a weekday too
# (CN_WEEKDAY). 小时候 is one word (childhood), and an act before 的时候 ("上班的时候", "下雨的时候") is a condition.
CN_TIMES_BEFORE_WHEN = (*CN_DAY_PARTS, *(word for words in CN_DAY_PART_WORDS.values() for word in words), "周末")
EN_EVERY = ("every", "each", "most", "these")  # "every morning", "these days"
EN_NOW = ("nowadays", "now", "currently")
EN_PRESENT = (*EN_NOW, "today")
EN_CHANGED = ("again", "already", "these days")  # said of a change or a repeat (`_ADVERBS` only)
EN_HABIT = ("usually", "normally", "always")
# The adverbs of habit that say "usually" (not "always", a bound, nor "often" / "sometimes", a rate): one word to the
# restatement rungs ("I usually bike to work" / "I normally bike to work"); CN_HABIT's four are one word too (周末我一般
# 去爬山 / 周末我通常去爬山), 一般 only where it is that adverb (words.NOT_A_WORD_ZH: not 很一般 "so-so", 一般人).
EN_USUALLY = ("usually", "normally", "typically")
# Chinese conjunctions between two names ("用 Prometheus 加 Grafana" / "用 Prometheus 和 Grafana"): no value of
# their own, read as 和 between two names written in Latin letters (restatement._CJK_SAME_ROWS). 和 / 与 / 及 are
# coordinators already (restatement._COORDINATORS).
CN_AND_BETWEEN_NAMES = ("以及", "加上", "加", "跟")
# "plus" between two names ("We use Prometheus plus Grafana" / "We use Prometheus and Grafana", session 32) is "and"
# as 加 is (restatement._EN_AND); not before a word that is no name ("$10 plus tax", "80k plus bonus").
EN_AND_BETWEEN_NAMES = ("plus",)
EN_TIMES = ("morning", "evening", "day", "weekday")  # read with a plural too ("mornings")
# The verbs of beginning or ending a habit, before the verb of the habit (a closed class of aspect verbs):
# "I've started drinking green tea", "I quit smoking", "I gave up practising the guitar", 开始骑车上班, 停止学吉他.
# The whole list is read by the order-only change step at read time (`classify.read.habit_aspect`): said before the
# older sentence's own verb, they say that its habit started or stopped. Not change words of the write path ("I
# started a new job" names an event, and `_LEFT_VALUE_EN` reads "stopped X" with a noun). Its core, the participles
# said after "have" (HABIT_PERFECT_EN: "I've started / stopped swimming") and 开始, is what the write path's rung of a
# habit begun or ended reads (rungs._HABIT_BEGUN_EN, rungs.habit_stopped_en, rungs._OWN_VERB_CHANGED_CN).
HABIT_STARTED_EN = ("started", "begun")
HABIT_STOPPED_EN = ("stopped", "quit")
HABIT_PERFECT_EN = (*HABIT_STARTED_EN, *HABIT_STOPPED_EN)
HABIT_BEGIN_CN = "开始"
HABIT_ASPECT_EN = (*HABIT_PERFECT_EN, "start", "starts", "starting", "begin", "begins", "began",
                   "beginning", "stop", "stops", "stopping", "quits", "quitting", "give up", "gave up", "given up",
                   "giving up", "take up", "took up", "taken up", "taking up")
HABIT_ASPECT_CN = (HABIT_BEGIN_CN, "停止", "不再")
# A past state said ("used to", 以前 / 之前 / 过去 / 曾经): read by reworded_change (a past on one side only, with
# 原来 "originally" too) and by rungs.past_state_said (the older claim said as a past).
USED_TO_EN = re.compile(r"\bused\s+to\b", re.IGNORECASE)
# A verb of a lasting state (where one lives or works, what one studies, owns, has or is) and its simple past: "I live
# in Lisbon" / "I lived in Lisbon" is a present state and a past one (tense34, session 34), as "I used to live in
# Lisbon" is. Present forms (the copula's short forms as dedup splits them: "I'm" is "i", "m") -> the past. A closed
# list of grammar: an event verb ("go" / "went", "visit" / "visited") says one time, not a state, and is not read;
# nor "drove" / "drive" ("I drove a Honda Civic" / "I drive a Honda Civic" is one claim: test_irregular_verb_forms).
STATE_VERB_PAST_EN = {
    **dict.fromkeys(("am", "m", "is", "s"), "was"), **dict.fromkeys(("are", "re"), "were"),
    **dict.fromkeys(("have", "has"), "had"), **dict.fromkeys(("teach", "teaches"), "taught"),
    **dict.fromkeys(("lead", "leads"), "led"),
    **{verb + ending: past for verb, past in (("live", "lived"), ("work", "worked"), ("own", "owned"),
                                               ("rent", "rented"), ("attend", "attended"), ("manage", "managed"),
                                               ("coach", "coached"), ("belong", "belonged"), ("stay", "stayed"))
       for ending in ("", "s" if verb[-1] != "h" else "es")},
    **dict.fromkeys(("study", "studies"), "studied"),
}
PAST_MARKERS_CN: tuple[str, ...] = ("以前", "之前", "过去", "曾经")
# dedup's guard nouns (a part of the day, a weekday, "weekend": their plural reads as the guard) as one alternation,
# built once: read here and by restatement's hosting readings (_HOSTED_ACTIVE, _HOSTED_WHEN).
GUARD_TIME_NOUNS_EN = "|".join(sorted(dedup._GUARD_NOUNS_EN))
# A time of day or week said as a habit's, after "every" / "each" or in the plural ("every afternoon", "on Mondays",
# "in the evenings"): the habit's value, no date (dedup's guard nouns, which read a plural as the guard).
HABITUAL_TIME_EN = re.compile(rf"\b(?:(?:every|each)\s+(?:{GUARD_TIME_NOUNS_EN})\b|(?:{GUARD_TIME_NOUNS_EN})s\b)",
                              re.IGNORECASE)
# How often, each word with its one degree of frequency (the values of "how often", not filler: "I sometimes swim"
# and "I always swim" are two facts). A habit said (always, usually, often) is what a plain present says too; the
# rarer degrees are not. Closed lists of frequency adverbs; not 常 alone (非常 holds it), nor 一般 (also "ordinary").
FREQUENCY_DEGREES = {
    "always": ("always", "总是"),
    "usually": ("usually", "normally", "generally", "typically", "通常", "平时", "平常"),
    "often": ("often", "frequently", "经常", "常常", "时常"),
    "sometimes": ("sometimes", "occasionally", "at times", "from time to time", "now and then", "有时候", "有时",
                  "偶尔", "间或"),
    "rarely": ("rarely", "seldom", "hardly ever", "很少", "难得", "极少"),
    "never": ("never", "从不", "从来不", "从没", "从来没"),
}
HABIT_DEGREES = frozenset(("always", "usually", "often"))  # what a plain present may say without the word
# The modal of a habit (session 32, habit32): 会 / 要 after a word that says the act recurs (a habit's degree word of
# FREQUENCY_DEGREES or CN_HABIT, 每 + a period, 天天, 周末, with 都 or not) say nothing of their own: "我每天都要遛
# 狗" / "我每天遛狗", "我周末通常会去爬山" / "周末我一般去爬山" (restatement._CJK_HABIT_MODAL). Not 会 / 要 with no
# such word before them ("我明天要跑步", "我会游泳": a plan, an ability), nor a word of their own (会议, 会员, 要求).
# The measure words of a dose or a serving taken (session 46): "一天一片" / "每天两粒" is how much, how often
# (restatement._CJK_SAME_ROWS reads 一天 before them as 每天, and a dose said first of the thing taken).
CN_DOSE_MEASURES = "片粒颗丸袋包支根勺顿碗份瓶罐盒"
# Buttons of a code-review or web page named by the act they do (session 46): "点 approve" is "approve".
BUTTON_VERBS_EN = ("approve", "accept", "merge", "reject", "star", "like", "follow", "subscribe", "lgtm")
CN_HABIT_MODALS = ("会", "要")
CN_HABIT_RECURS = tuple(dict.fromkeys(
    (*CN_HABIT, *(word for degree in sorted(HABIT_DEGREES) for word in FREQUENCY_DEGREES[degree]
                  if "\u4e00" <= word[0] <= "\u9fff"))))
# "tend(s) to" before a verb says a habit as "usually" does (session 32): "I tend to go climbing on Saturdays" / "I
# usually go climbing on Saturdays" (restatement._TEND_TO). Not before a determiner or a pronoun ("I tend to the
# garden": care for it), not the past ("tended to": a habit of then).
EN_TEND_TO = ("tends to", "tend to")


# -- how much: one table of degree words ------------------------------------------------------------------------
# Words that say how much or how many of what a claim says, never what it is about: each spelled once, with its
# class and the readers of restatement that set it aside (closed lists of grammar and everyday adverbs):
#   "any": content_contained's _DEGREE (and _loose_keys), which sets aside any "how much", a quantity and a lowered
#          degree included ("I ate a lot of rice" holds "I ate rice");
#   "raised": the restatement rung's _DEGREE_SAID_ASIDE, which sets aside only an indefinite few before a noun and
#          a word that raises a degree in an adverb's place ("a little" / "a lot" are two values, so a lowering word
#          stays); "both": either reader;
#   "apart": neither sets it aside; only the readers of a class whatever its readers read it: restatement's
#          _DEGREE_LOWERED, every "lowering" word (degree_words(None, "lowering")): "a little" / "a lot", 有点 / 非常
#          are kept apart; restatement's _FEW and _MANY, every "few" and "many" word: "a few" / "plenty of" are two
#          amounts.
# degree_words("both", …) reads the rows both readers set aside (restatement's _NEGATED_DEGREE: "not very").
# Classes: "few" (an indefinite few, or few, before a noun), "many" (many of a thing), "quantity" (how much of a
# thing, how many of a measure), "lowering", "moderate" (a middle degree), "raising" (before what it raises),
# "raising_after" (ending a clause). 有些 is
# "somewhat" (有些累) and "some" (有些人): classed "lowering" as _DEGREE_LOWERED reads it, set aside by "any" as
# every class is.
# The order is the order each reader tries them in: a longer phrase before a shorter one it starts with ("a lot of"
# before "a lot"). 几 is read before a measure word (几个, 几道: "a few"), never alone (几点, "what time").
DEGREE_WORDS: tuple[tuple[str, str, str], ...] = (
    ("some", "few", "both"), ("a few", "few", "both"), ("few", "few", "any"), ("several", "few", "both"),
    ("a lot of", "many", "any"), ("lots of", "many", "any"), ("a lot", "raising_after", "both"),
    ("much", "quantity", "any"), ("many", "many", "any"),
    ("plenty of", "many", "apart"), ("quite a few", "many", "apart"), ("loads of", "many", "apart"),
    ("tons of", "many", "apart"),
    ("a bit", "lowering", "any"), ("a little", "lowering", "any"),
    ("slightly", "lowering", "apart"), ("somewhat", "lowering", "apart"), ("kind of", "lowering", "apart"),
    ("sort of", "lowering", "apart"),
    ("pretty", "moderate", "any"), ("quite", "moderate", "both"),
    ("really", "raising", "both"), ("truly", "raising", "raised"), ("very", "raising", "both"),
    ("extremely", "raising", "raised"), ("incredibly", "raising", "raised"), ("absolutely", "raising", "raised"),
    ("so", "raising", "both"),
    ("very much", "raising_after", "raised"), ("so much", "raising_after", "raised"),
    ("a great deal", "raising_after", "raised"),
    ("一些", "few", "both"), ("很多", "many", "apart"), ("许多", "many", "apart"), ("好多", "many", "apart"),
    ("不少", "many", "apart"), ("有点", "lowering", "apart"), ("有些", "lowering", "any"),
    ("稍微", "lowering", "apart"), ("稍稍", "lowering", "apart"),
    ("几[个道份本部次件首位种样盘碗杯]", "quantity", "any"),
    ("挺", "moderate", "both"), ("很", "raising", "both"), ("非常", "raising", "both"), ("特别", "raising", "both"),
    ("蛮", "moderate", "raised"), ("超级", "raising", "raised"),
    ("相当", "moderate", "raised"), ("比较", "moderate", "any"), ("十分", "raising", "both"),
)


def degree_words(reader: str | None, *classes: str, cjk: bool) -> tuple[str, ...]:
    """The words of DEGREE_WORDS that `reader` ("any" or "raised") sets aside, or that both set aside ("both"), or
    every row's word (None), of the given classes (every class when none is given), English or Chinese, in the
    table's order."""
    return tuple(word for word, kind, readers in DEGREE_WORDS
                 if (reader is None or readers in (reader, "both")) and (not classes or kind in classes)
                 and word.isascii() != cjk)


def one_of(words: Iterable[str]) -> str:
    """A regex alternation of literal words, in the order given."""
    return "|".join(map(re.escape, words))


# The time words said before who or what a Chinese sentence is about, never a party, an owner or a group of its own:
# the years, near months and weeks, days, the recent past, the present, "already", the ends of a year or month, the
# parts of a day, a habit, every day; a weekday, and a numbered year, month, day or hour ("2023年", "3号", "8点").
# One pattern, read by guards._CJK_TIME (no party of a trade or a passive), holder._CJK_WHEN (no owner before 的),
# second_looks._WHEN_CJK (no group joined); holder._CJK_SWAP_SET_ASIDE reads its words and more (how often, the day
# parts said other ways), but no number (there a number is the value).
CN_WHEN_WORDS = tuple(sorted({*CN_YEARS, *CN_NEAR_MONTHS_WEEKS, *CN_DAYS, *CN_RECENT, *CN_NOW, *CN_ALREADY,
                              *CN_YEAR_PARTS, *CN_DAY_PARTS, *CN_HABIT, *CN_EVERY_DAY}, key=lambda w: (-len(w), w)))
CN_WEEK = "(?:周|星期|礼拜)"  # the words of a week before a weekday's number (周三, 星期三, 礼拜三)
CN_WEEKDAY_NUMBERS = "一二三四五六日天"  # a weekday's number, a character class (周日 and 周天 are Sunday)
CN_WEEKDAY = f"{CN_WEEK}[{CN_WEEKDAY_NUMBERS}]"
# The times a habit is kept at, a part of the day, a day of the week or a meal (a closed class): read by the same step
# (`read.habit_aspect`), where a time of the older sentence replaced by another in the newer one names another habit
# ("I run in the park in the morning" / "I've started running on the treadmill at night", "我早上喝美式咖啡" / "我开始
# 晚上喝绿茶了", "我在食堂吃午饭" / "我开始在食堂吃早饭了": both may hold).
HABIT_TIMES_EN = re.compile(r"\b(morning|afternoon|evening|night|weekday|weekend|breakfast|lunch|dinner|"
                            r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)s?\b", re.IGNORECASE)
HABIT_TIMES_CN = re.compile(rf"{'|'.join(CN_DAY_PARTS)}|{CN_WEEKDAY}|周末|[早午晚][饭餐]")
# An English weekday, lower case: "(?:mon|tues|…|sun)day" (its stem, then "day"), and its names as one alternation,
# "monday|tuesday|…|sunday" (a table of rows keeps its members whole: kinds' search hints read them as written).
WEEKDAY_EN = "(?:" + "|".join(day.casefold().removesuffix("day") for day in WEEKDAY_NAMES_EN) + ")day"
WEEKDAY_WORDS_EN = one_of(day.casefold() for day in WEEKDAY_NAMES_EN)
# The months, lower case: their names ("january|…|december") and their first three letters ("jan|feb|…|dec"; a
# "[a-z]*" after it reads "sept", "sept." and the whole name).
MONTH_WORDS_EN = one_of(month.casefold() for month in MONTH_NAMES_EN)
MONTH_SHORTS_EN = one_of(month.casefold()[:3] for month in MONTH_NAMES_EN)


def _month_forms_en(name: str) -> str:
    """A month, lower case, as its first three letters and the rest of each form it is written in, if any, optional
    ("sep(?:tember|t)?": MONTH_OTHER_SHORTS_EN holds "Sept")."""
    ends = [end for end in (name[3:], *(short[3:] for short, month in MONTH_OTHER_SHORTS_EN.items() if month == name))
            if end]
    return name[:3].casefold() + (f"(?:{'|'.join(ends)})?" if ends else "")


# A month, whole or by its short forms, lower case: "(?:jan(?:uary)?|…|may|…|sep(?:tember|t)?|…|dec(?:ember)?)"
# (signals' date a change applies from).
MONTH_FORMS_EN = "(?:" + "|".join(map(_month_forms_en, MONTH_NAMES_EN)) + ")"
CN_WHEN = one_of(CN_WHEN_WORDS) + rf"|{CN_WEEKDAY}|\d+[年月日号点]"
# A length of time said after 入职 (session 35, prec35): how long the speaker has been there, not a new job ("我入职
# 三年了", "我入职快一年了", "我已经入职京东两年了", "我入职那年才二十二岁": joined three years ago, the year joined).
# Read by signals' 入职 row and rungs' employer joined; "我上周入职了字节" names no length, and stays a change.
CN_TENURE = (r"(?:(?:快|近|将近|差不多|都|有|满|整整|整|才|刚|刚好|刚满|已经|已)?"
             r"(?:[零一二两三四五六七八九十百半几]+|(?<!\d)\d{1,3}(?!\d))个?多?(?:年|个月|个星期|星期|个礼拜|礼拜|周|天)(?![级度])|那(?:年|天|会儿|时候?)|的时候|以来|多久)")


# Generic places one goes to or is at, no name of any one employer, school or home: "我已经去医院了", "我在公司了".
# (A closed class of common place nouns; a named one, 北大医院, 招商银行, is not in it.)
CN_GENERIC_PLACES = ("家", "公司", "单位", "办公室", "学校", "医院", "机场", "车站", "火车站", "高铁站", "地铁站",
                     "酒店", "宾馆", "楼下", "楼上", "门口", "健身房", "超市", "商场", "银行", "餐厅", "饭店", "食堂",
                     "图书馆", "现场", "这儿", "那儿", "这里", "那里", "这边", "那边")
# The endings of a Chinese job noun (a closed class of morphemes: 工程师, 柜员, 产品经理, 后端开发, 运营, 主管 …):
# after 在X做/当 they say a role at an employer ("我在美团做产品经理"), not an act at a place ("我在图书馆做作业",
# "我在家做饭").
CN_ROLE_ENDINGS = ("师", "员", "经理", "开发", "运营", "设计", "主管", "总监", "助理", "实习生", "顾问", "销售",
                   "测试", "产品", "编辑", "记者", "会计", "律师", "医生", "护士", "老师", "教练", "司机", "店长",
                   "客服", "前台", "保安", "文员", "工", "长")
# What one goes to a place to do, said after it: a visit, not a new employer ("我上个月去了美团面试", "去了招商银行
# 办事", "去了三亚玩", "去了一趟小米"). A closed class of the purposes of a visit and of counted visits.
CN_VISIT_WORDS = ("面试", "参观", "玩", "出差", "办事", "办", "旅游", "旅行", "度假", "开会", "培训", "拜访", "考察",
                  "学习", "交流", "逛", "看", "见", "吃", "买", "取", "送", "接", "一趟", "一次", "一下", "几天")
# The head noun that ends the name of a firm (a closed class of kinds of organisation: 招商银行, 平安保险, 中信证券,
# 万科集团, 蓝湖科技, 德勤咨询 …). After the speaker's work, "我今年初去了招商银行" names a new employer; a bare
# name (去了西安, 去了小米) may be a city or a brand and is read as a trip. Not schools and hospitals, which one
# visits as often.
CN_ORG_ENDINGS = ("银行", "保险", "证券", "基金", "资本", "集团", "公司", "科技", "网络", "传媒", "咨询", "事务所",
                  "研究院", "研究所", "软件", "通信", "能源", "地产", "电子", "电器", "汽车")
# Chinese firms, one table (session 32, from session 31's two lists: zhjob31's firms known by a bare name and
# shortname31's short forms): each row one firm's names, the everyday short form first and the full name after it
# (字节 / 字节跳动), or the one name the firm is known by. From general knowledge, a closed list like the kinds
# table's brands: the short names of large employers, each a name of no place and no common word. Three uses are
# built from it:
# - CN_KNOWN_FIRMS (below): every name read bare as a firm by the employer rung (rungs._is_firm). After the
#   speaker's work, "我在华为上班" / "我上个月去了小米", "我在腾讯工作" / "我今年初加入了字节跳动" name a new employer
#   as a firm's head noun does (CN_ORG_ENDINGS), while "去了西安", "去了大理" stay a trip: a name not listed is still
#   read as one;
# - SYNONYM_ROWS_ZH: each row of two names (the full name read as the short form; by the change rungs too, pairwise,
#   through SHORT_FORMS_ZH / short_forms, since session 35);
# - cjk_claim._firm_product_apart: a firm's product (腾讯云, 阿里云) after any of its names.
# Left out on purpose: names that are common words or places too (苹果, 理想, 美的, 贝壳, 蚂蚁, 得物, 平安, 金山);
# 腾讯云 / 阿里云 (a product of the firm, not the firm), 中行 (one of several banks' short forms), 移动 / 联通 alone
# (common words).
CN_FIRMS: tuple[tuple[str, ...], ...] = (
    ("华为",), ("小米",), ("腾讯",), ("阿里", "阿里巴巴"), ("百度",), ("京东",), ("美团",), ("字节", "字节跳动"),
    ("拼多多",), ("网易",), ("快手",), ("滴滴",), ("携程",), ("小红书",), ("知乎",), ("哔哩哔哩",), ("B站",),
    ("新浪",), ("搜狐",), ("微博",), ("饿了么",), ("联想",), ("中兴",), ("海尔",), ("格力",), ("比亚迪",),
    ("大疆",), ("蔚来",), ("小鹏",), ("顺丰",), ("宁德时代",), ("米哈游",), ("商汤",), ("科大讯飞",), ("微软",),
    ("谷歌",), ("亚马逊",), ("特斯拉",), ("英伟达",), ("英特尔",), ("三星",), ("甲骨文",), ("思科",), ("德勤",),
    ("普华永道",), ("安永",), ("毕马威",), ("麦肯锡",), ("宝洁",), ("联合利华",), ("中芯国际",), ("海康威视",),
    ("OPPO",), ("vivo",),
    ("招行", "招商银行"), ("工行", "工商银行"), ("建行", "建设银行"), ("农行", "农业银行"),
)
# The names of CN_FIRMS not read bare as a firm by the employer rung: 阿里 is a place too (阿里地区); the banks'
# short forms came with the synonym rows (shortname31) and were never read bare (no job probe names them; reading
# them would be a new rule). The full names 招商银行 … end in a firm's head noun (CN_ORG_ENDINGS) and are read so.
CN_FIRM_NAMES_NOT_BARE = frozenset(("阿里", "招行", "工行", "建行", "农行"))
CN_KNOWN_FIRMS = tuple(name for row in CN_FIRMS for name in row if name not in CN_FIRM_NAMES_NOT_BARE)
# A product a firm sells under its name (session 31, followup31): 腾讯云, 阿里云, 华为云 are a cloud, not the firm
# ("我在腾讯上班" / "我们用腾讯云" are two facts; "我们的数据库在腾讯云上" / "…在腾讯上" name two things). Read right
# after any name of a firm of CN_FIRMS (阿里云). Closed list; 会议 (腾讯会议), 地图 are
# left out (no probe seen).
CN_FIRM_PRODUCT_HEADS = ("云",)
# A correction opener at the head of a sentence: the user replaces what they just said ("Scratch that, …",
# "Correction: …", "Sorry, I meant …", "不对，…", "说错了，…", "更正一下：…"). A change word of its own (the "corrected"
# row of signals._SIGNAL_TABLE) and, like "now", no part of the frame or the value. Closed list of openers; "I meant
# to …", "I meant it" are no correction. Said alone before a comma it is a change word, so claim.lead_clause keeps it.
CORRECTION_OPENER = (r"^\W*(?:scratch that|correction)\s*(?:[,:;.!—–-]|$)"
                     r"|^\W*(?:(?:sorry|oops|actually)\W+)?i meant\b(?!\s+(?:to|it|that|what|well)\b)"
                     r"|^\s*(?:不对|说错了|我说错了|更正一下|更正|纠正一下)(?:[，,：:！!。]|$)")
# The adverbs that mark a change ("now", "已经"), set aside before a frame is compared: the present of the table
# without "today" / 今年 / 当前 (a day or a year named is part of the frame), the grammar of a change or a
# repeat: "again", "already", 又, 了, and a correction opener.
_ADVERBS = re.compile(rf"\b(?:{one_of(EN_NOW + EN_CHANGED)})\b|{one_of(CN_ALREADY + CN_NOW + ('又', '了'))}"
                      rf"|{CORRECTION_OPENER}", re.IGNORECASE)


_ADVERBS_GATE = _gate(_ADVERBS)  # (most sentences hold none of its words, and are not searched)
_SPACES = re.compile(r"\s+")


@_per_text
def _without_adverbs(text: str) -> str:
    """The sentence without the adverbs that mark a change ("now", "已经"), so its frame
    can be compared with the older sentence's."""
    return _SPACES.sub(" ", _ADVERBS.sub(" ", text) if may_match(_ADVERBS_GATE, _folded(text)) else text).strip()


# Numbers and units in one written form (flymemory.numerals: one table of number words, one reader).
_UNITS = UNITS
_number_forms = number_forms


# Another one of one kind (guards.another_of_one_kind): a word beside a kind word that names WHICH one ("the payments
# service", "the east cluster", 订单服务) is another thing's name when the other sentence puts another word there; these
# words describe the one thing instead (its size, age, rank, the speaker's habit), so they name no other one: "a small
# apartment in Boston" / "a bigger apartment in Denver" is one home replaced. Chinese: one character of that use (新 /
# 旧 / 大 / 小 / 老 / 原 / 现 / 主 / 副 / 备).
DESCRIBING_WORDS_EN = frozenset("""new newer old older big bigger biggest small smaller smallest large larger tiny huge
little long longer short shorter high higher low lower fast faster slow slower cheap cheaper expensive good better best
bad worse nice main primary secondary current previous former next last first second third same other different own
whole entire full half early earlier late later extra spare usual regular default favourite favorite""".split())
DESCRIBING_CHARS_CJK = frozenset("新旧大小老原现主副备")
# A code name said after its kind word ("service alpha", "cluster beta"), written lower-case: the Greek letters. A
# capitalised word or a lone capital there is a name too ("Project Falcon", "Team B").
# A preposition before the kind word's phrase makes it the value ("Billing lives in the payments repo" / "Invoicing
# moved to the finance repo": the repo is where it lives, not the thing that changed); Chinese: 在 / 到 / 成 / 为 / 是.
VALUE_PREPOSITIONS_EN = frozenset("to into onto in at on from".split())
VALUE_LINKERS_CJK = frozenset("在到成为是")
CODE_NAMES_EN = frozenset("""alpha beta gamma delta epsilon zeta eta theta iota kappa lambda omicron sigma tau
upsilon phi chi psi omega""".split())


# A party named by its relation to the speaker ("my husband", 我老公): read by guards._parties (another party's
# fact) and holder (whose subject), and after "other" / 其他 by _persons (other people). The cousins (表哥, 堂姐: a
# brother or sister of the wider family, "cousin") are relatives as the siblings are: "我表哥跳槽到美团了" is not the
# speaker's job.
PARTY_WORDS_EN = frozenset((
    "husband wife partner spouse son daughter kid kids child children mom mum mother dad father parent parents "
    "brother sister cousin cousins friend friends roommate flatmate neighbour neighbor girlfriend boyfriend "
    "colleague colleagues "
    "coworker coworkers kiddo kiddos flatmates roommates housemate housemates teammate teammates "
    # (session 38, blind set 16's audit: the grandparents and the wider family were no party, so "Grandma's birthday
    # is on August 3" / "Grandpa's …" read as one subject)
    "grandmother grandfather grandparent grandparents aunt uncle niece nephew grandson granddaughter").split())
PARTY_CJK = ("老公|老婆|丈夫|妻子|爱人|配偶|儿子|女儿|孩子|妈妈|母亲|爸爸|父亲|父母|"
             "[表堂][哥姐弟妹]|哥哥|姐姐|弟弟|妹妹|朋友|室友|同事|邻居|奶奶|爷爷|外婆|外公")

# A group of people named by what it is ("my team", "the sales department", 前端组, 市场部门): the question names whose
# fact it asks (classify.read.told_change).
GROUP_WORD = re.compile(r"\b(?:team|group|department|squad|crew)s?\b|组|团队|部门", re.IGNORECASE)
# The speaker (or the speaker's side) leads the sentence: I, we, 我, 我们.
SPEAKER_LED = re.compile(r"^\s*(?:i|we|i'm|we're|we've|i've|i'd|we'd)\b|^\s*(?:我们|咱们|我)", re.IGNORECASE)

# Who a sentence is about: "we" / "they" (我们组 / 他们组) are two groups, "我们" / "咱们" one.
_PERSONS = {**dict.fromkeys("i me my mine we us our ours myself 我 咱 俺".split(), "first"),
            **dict.fromkeys("you your yours yourself 你 您".split(), "second"),
            **dict.fromkeys("he him his himself 他".split(), "he"),
            **dict.fromkeys("she her hers herself 她".split(), "she"),
            **dict.fromkeys("they them their theirs".split(), "they")}
# Chinese is read one character a token (dedup._Text), so a pronoun is read with its neighbours: 们 after 他 / 她 /
# 它 makes the plural, "they" (他们 / 她们 / 它们: another party than 他 or 她; 我们 / 咱们 stay "first", as "we"
# does), and the 他 of a word that is no pronoun is no person (吉他 guitar, 其他 other; 其它 has no 他 already).
# A closed class of grammar, written once: holder reads it too.
_CJK_PLURAL = frozenset("他她它")
CJK_NOT_A_PRONOUN = ("吉他", "其他", "其它")
# Other people named without a pronoun are a person of their own, "others": a third party that is neither the
# speaker, the listener, a "he" / "she" said by a pronoun, nor "they" (其他同事六点下班 / 他六点下班, "Other people
# find it hard" / "I find it hard" are two facts; 别人 / 大家 too: "others" is no one group that both name). Grammar
# only, a closed class: the words of "other(s)", "else", "everyone", "someone" and 其他 / 其余 / 别的 before 人 or a
# relation word (PARTY_WORDS_EN, PARTY_CJK), 被人 (a passive's unnamed agent, "by someone": 我的车位被人占了 is
# 有人占了我的车位); 别人 not as the end of a word in 别 (特别, 区别, 分别 …: 特别人性化);
# 他人 as a noun only (after a preposition, before 的, or ending a clause: 尊重他人。), not the 他 of 他人很好 / 他人在
# 北京 ("he, as a person"); 大家 not the head of 大家庭 / 大家电; 有人 not in 拥有人 / 持有人, 有人民币, 有人气, 有人类.
_OTHER_OF_CJK = f"(?:其[他它余]|(?<![特区分告级类性识鉴差辨离派送道永惜临判甄久话辞诀拜])别)的?(?:人|{PARTY_CJK})"
OTHERS = re.compile(
    rf"{_OTHER_OF_CJK}|(?<![特区分告级类性识鉴差辨离派送道永惜临判甄久话辞诀拜其])别人"
    r"|(?<![其])(?:(?<=[与和跟同对向给为替被让比])他人|他人(?=的|[。，,.！!？?；;、]|$))"
    r"|大家(?![庭族电具])|(?<![拥持])有人(?![民气类性缘工口])|被人"
    rf"|\b(?:other\s+(?:people|folks|guys|{one_of(sorted(PARTY_WORDS_EN))})|others"
    r"|(?:some|every|any)(?:one|body)\s+else|every(?:one|body))\b", re.IGNORECASE)
_OTHERS_GATE = _gate(OTHERS)  # (most sentences name no other people, and are not searched)


# The listener asked to act on the speaker ("You can reach me on …", "you can email us at …") says the
# speaker's own fact: that "you" names no second party. (Grammar only: the modals and the object pronouns.)
_ADDRESSED = re.compile(r"\byou\s+(?:can|could|may|might|should|will|'ll|’ll)\s+[a-z]+\s+(?:me|us)\b", re.IGNORECASE)


@_per_text
def _persons(text: str) -> frozenset[str]:
    said = _without_repeat_marker(text)
    others = may_match(_OTHERS_GATE, _folded(said)) and OTHERS.search(said) is not None
    if others:
        said = OTHERS.sub(" ", said)  # (the 他 of 他人, "other people", is no "he")
    tokens = [t.casefold() for t in dedup._Text.of(said).tokens]
    persons = frozenset(_person(tokens, n) for n, token in enumerate(tokens) if token in _PERSONS) - {""}
    if others:
        persons |= {"others"}
    if "second" in persons and _ADDRESSED.search(text) and not is_question(text):
        return persons - {"second"}
    return persons


def _person(tokens: list[str], n: int) -> str:
    """The person of the pronoun `tokens[n]`, read with its Chinese neighbours (see _CJK_PLURAL); "" for none."""
    token = tokens[n]
    if token in _CJK_PLURAL and n + 1 < len(tokens) and tokens[n + 1] == "们":
        return "they"
    if n and tokens[n - 1] + token in CJK_NOT_A_PRONOUN:
        return ""
    return _PERSONS[token]


# -- one party under its short and long names ---------------------------------------------------------
# A relative named by the speaker in a short or a long form is one party: "my mom" / "my mother", "我妈" /
# "我妈妈" / "我母亲", "老公" / "丈夫", "老婆" / "妻子". Each form is written as the long one (KIN_EN, KIN_CJK):
# classify() writes both sides so before any rule reads them, and every rule that compares parties (guards._parties,
# holder._holder) or content words reads one word.
# A closed list of grammar: the colloquial, childish and written forms of the nearest kin terms, nothing else.
# Look-alikes stay apart: "我妈" / "我姐" (two relatives), "mother" / "mother-in-law" (the suffix is kept),
# "我妈的朋友" / "我妈" (the friend stays), 爸妈 (the parents), 姑妈 / 舅妈 (aunts: 妈 after no pronoun), 母亲节,
# 儿媳妇 / 弟媳妇 (a son's or brother's wife: not the speaker's). 先生 / 太太 after a pronoun are a husband and a wife
# (session 35, prec35: "我先生" / "我老公"); after a name they are Mr and Mrs ("王先生"), and 老太太 is an old lady.
KIN_EN = {"mom": "mother", "mum": "mother", "mommy": "mother", "mummy": "mother", "momma": "mother",
          "mama": "mother", "dad": "father", "daddy": "father", "papa": "father", "hubby": "husband",
          # (session 38, blind set 16's audit: "Grandma's birthday" / "My grandmother's birthday" were two owners, and
          # "Grandma's" / "Grandpa's birthday is on August 3 / 30" one subject. "Gran" and "Nana" are left: "Gran
          # Canaria", "Gran Turismo", a name.)
          "grandma": "grandmother", "grandmama": "grandmother", "granny": "grandmother",
          "grandpa": "grandfather", "grandpapa": "grandfather", "grandad": "grandfather", "granddad": "grandfather",
          "gramps": "grandfather"}
_KIN_EN = re.compile(rf"\b(?:{'|'.join(KIN_EN)})\b", re.IGNORECASE)
# A child or a wife said in the colloquial form only after "my" / "our" (role33): "my boy" / "my son", "my girl" /
# "my daughter", "my missus" / "my wife". Alone the words name anyone: "the boy next door", "a girl in my class".
# "my girl" / "my girls" alone is as often a girlfriend or friends (session 34, kin34): a daughter only with a
# daughter's context, a parents' "our" or a word of a child or of birth order before it ("our girl", "my little
# girl", "my baby girl", "my youngest girl", "my two girls"); "my little girl" is "my daughter" (the pet word goes),
# "my youngest girl" is "my youngest daughter" (the order stays). "my boy" is read as before, and so with those words.
KIN_EN_MINE = {"boy": "son", "boys": "sons", "girl": "daughter", "girls": "daughters", "missus": "wife",
               "missis": "wife",
               # (session 38: "my gran" / "my nana" is my grandmother, "my auntie" my aunt; alone, "Gran Canaria",
               # "Nana" a name)
               "gran": "grandmother", "nan": "grandmother", "nana": "grandmother", "nanna": "grandmother",
               "auntie": "aunt", "aunty": "aunt"}
_KIN_EN_MINE = re.compile(r"\b(?P<my>my|our)\s+(?:(?P<pet>little|baby)\s+|(?P<order>eldest|oldest|youngest|older"
                          r"|younger|middle|two|three|twin)\s+)?"
                          rf"(?P<kin>{'|'.join(KIN_EN_MINE)})\b", re.IGNORECASE)


def _kin_mine(m: re.Match) -> str:
    kin = m["kin"].casefold()
    if kin.startswith("girl") and m["my"].casefold() == "my" and not (m["pet"] or m["order"]):
        return m.group()  # ("my girl" alone: a daughter or a girlfriend, left as written)
    return f"{m['my']} {m['order'] + ' ' if m['order'] else ''}{KIN_EN_MINE[kin]}"
# A one-character kin word only right after a pronoun, or a pronoun and 的: "我妈", "我的爸" (not "的哥", a cabbie).
_KIN_OWNER = "(?:(?<=[我你他她咱俺])|(?<=[我你他她咱俺们]的))"
KIN_CJK: tuple[tuple[str, str], ...] = (
    ("妈妈", rf"母亲(?!节)|老妈(?![妈子])|{_KIN_OWNER}妈(?![妈咪])"),
    ("爸爸", rf"父亲(?!节)|老爸(?!爸)|{_KIN_OWNER}爸(?![爸妈])"),
    ("姐姐", rf"{_KIN_OWNER}姐(?![姐夫妹])"),
    ("哥哥", rf"{_KIN_OWNER}哥(?![哥们儿嫂])"),
    ("妹妹", rf"{_KIN_OWNER}妹(?![妹夫])"),
    ("弟弟", rf"{_KIN_OWNER}弟(?![弟妹媳兄])"),
    ("丈夫", rf"老公(?!公)|{_KIN_OWNER}先生(?![病气产孩])"),  # 我先生: my husband (王先生 Mr Wang, 我先生病了 first)
    ("妻子", rf"老婆(?![婆子])|(?<![儿弟侄孙])媳妇儿?|{_KIN_OWNER}太太|(?:(?<=[我咱俺])|(?<=[我咱俺]的))内人"),
    # 我太太: my wife (老太太, 王太太 are not); 我内人: my wife, said humbly (session 36; 国内人口, 圈内人 are not)
    ("女儿", r"闺女"),
    # (session 38) the grandparents' other forms: 祖母 / 祖父 are 奶奶 / 爷爷, 外祖母 / 姥姥 are 外婆,
    # 外祖父 / 姥爷 are 外公
    ("外婆", r"外祖母|姥姥"),
    ("外公", r"外祖父|姥爷"),
    ("奶奶", r"(?<!外)祖母"),
    ("爷爷", r"(?<!外)祖父"),
    ("儿子", r"(?<=[我咱俺])家?那?小子"),  # 我家小子, 我家那小子: my son (隔壁家小子 is the neighbours')
)
_KIN_CJK = [(long, re.compile(pattern)) for long, pattern in KIN_CJK]
_KIN_GATE = re.compile("[妈爸姐哥妹弟母父公婆媳闺子生太内姥]")
_KIN_EN_GATE = _gate(_KIN_EN)
_KIN_EN_MINE_GATE = _gate(_KIN_EN_MINE)


@_per_text
def kin_forms(text: str) -> str:
    """`text` with each short form of a relative written as the long one (KIN_EN, KIN_CJK)."""
    if _KIN_GATE.search(text):
        for long, pattern in _KIN_CJK:
            text = pattern.sub(long, text)
    folded = _folded(text)
    if may_match(_KIN_EN_MINE_GATE, folded):
        text = _KIN_EN_MINE.sub(_kin_mine, text)
    if not may_match(_KIN_EN_GATE, folded):
        return text  # (no short form of a relative written: most sentences, not searched)
    return _KIN_EN.sub(lambda m: KIN_EN[m.group().casefold()], text)


# -- a spouse named with a word of either sex (session 36, cnform36) ------------------------------------------------
# 爱人 (and 配偶) after a pronoun is the spouse, a husband or a wife: no one long form. Beside a wife named on the
# other side of a pair (妻子, the long form kin_forms writes for 老婆 / 媳妇 / 太太 / 内人) it is that wife, beside a
# husband (丈夫, for 老公 / 先生) that husband: "我老婆在腾讯上班" / "我爱人在腾讯上班" are one person, "我老公…" /
# "我爱人…" too. Only when the other side names one sex and the 爱人 side neither: 我老婆 / 我老公 stay two people,
# 我爱人 / 我妈 two relatives, and 爱人民 (to love the people) is no spouse. The pronoun stays as written (我爱人 /
# 她老公: two people). "my spouse" beside "my wife" or "my husband" likewise.
_SPOUSE_EITHER = re.compile(r"(?:(?<=[我你他她咱俺])|(?<=[我你他她咱俺们]的))(?:爱人(?![民类间])|配偶)")
_SPOUSE_EN = re.compile(r"\b(?i:my|our|his|her|your|their)\s+(spouse)\b")


@_per_text
def _sexes_named(text: str) -> frozenset[str]:
    return frozenset(long for long, english in (("妻子", "wife"), ("丈夫", "husband"))
                     if long in text or re.search(rf"\b{english}\b", text, re.IGNORECASE))


def spouse_forms(old: str, new: str) -> tuple[str, str]:
    """Both sentences of a pair (kin_forms already read), 爱人 / "spouse" on one side said as the wife or the husband
    the other side names (see _SPOUSE_EITHER), or as written."""
    if "爱人" not in old + new and "配偶" not in old + new and "spouse" not in (old + new).casefold():
        return old, new  # (most pairs)

    def said(text: str, other: str) -> str:
        named = _sexes_named(other)
        if len(named) != 1 or _sexes_named(text):
            return text
        (long,) = named
        text = _SPOUSE_EITHER.sub(long, text)
        return _SPOUSE_EN.sub(lambda m: m.group().replace(m.group(1), "wife" if long == "妻子" else "husband"), text)
    return said(old, new), said(new, old)


# -- a pronoun for the thing named beside it -----------------------------------------------------------------------
# He / she / it said of a thing, an animal or a relative the same sentence names beside it is that noun, not another
# party (role33): a topic before it ("The cat? She's called Miso.", "Our cat, she's called Miso.", "我家那只猫，她叫
# 咪咪"), or "my" / "our" and a noun after the clause ("He's allergic to peanuts, my son."). Written as the noun said
# as the subject ("The cat is called Miso.", "我家那只猫叫咪咪") before any rule reads the sentence (as kin_forms).
# Only a noun with "the" / "my" / "our" (English), a pet or a relative after 我 / 我家 / 我们家 (Chinese): "Tom, he
# …", "我觉得，他不会来" (a verb before the comma), "The plan, he said, is fine" (a clause with commas after the
# pronoun) are not read. Apart: a pronoun with no noun beside it ("He is
# allergic to peanuts" / "My son is …": a party of its own), another noun named ("The dog? He's called Miso.").
_TOPIC_NOUN_EN = r"(?:[Tt]he|[Mm]y|[Oo]ur)\s+[a-z]+(?:\s+[a-z]+)?"
_PRONOUN_AFTER_TOPIC = re.compile(rf"^\s*(?P<np>{_TOPIC_NOUN_EN})\s*(?:\?|,|—|–|-)\s*(?P<pro>[Hh]e|[Ss]he|[Ii]t)"
                                  r"(?P<be>['’]s\b)?(?=\s)(?P<rest>[^?,;]+)$")
_PRONOUN_BEFORE_NOUN = re.compile(r"^\s*(?P<pro>He|She|It)(?P<be>['’]s\b)?(?P<rest>\s[^,;?]+?)\s*,\s*"
                                  r"(?P<np>(?:my|our|the)\s+[a-z]+)\s*(?P<end>[.!]?)\s*$")
_PRONOUN_CJK = re.compile("[他她它]")
_PRONOUN_GATE_EN = re.compile(r"\b(?:he|she|it)\b", re.IGNORECASE)
_TOPIC_NOUN_CJK = (rf"(?:我们家|我家|咱家|我的|我)(?:那|这)?(?:只|条|个|位)?"
                   rf"(?:{PARTY_CJK}|猫咪|小猫|猫|狗狗|小狗|狗|兔子|鹦鹉|仓鼠)")
_PRONOUN_AFTER_TOPIC_CJK = re.compile(rf"^\s*(?P<np>{_TOPIC_NOUN_CJK})(?:啊|呀|呢)?[，,]\s*[他她它](?![们])"
                                      r"(?P<rest>[\u4e00-\u9fff].*)$")


@_per_text
def pronoun_named(text: str) -> str:
    """`text` with he / she / it for the noun named beside it written as that noun (see above); `text` itself when
    it says none."""
    if _PRONOUN_CJK.search(text):
        m = _PRONOUN_AFTER_TOPIC_CJK.match(text)
        return f"{m['np']}{m['rest']}" if m else text
    if not _PRONOUN_GATE_EN.search(text):
        return text  # (most sentences: no pronoun of a third person)
    m = _PRONOUN_AFTER_TOPIC.match(text)
    if m:
        return f"{m['np']}{' is' if m['be'] else ''}{m['rest']}"
    m = _PRONOUN_BEFORE_NOUN.match(text)
    if m:
        np = m["np"][0].upper() + m["np"][1:]
        return f"{np}{' is' if m['be'] else ''}{m['rest']}{m['end'] or '.'}"
    return text


# -- the speaker's team's thing is the speaker's --------------------------------------------------------------------
# "Our team's standup" / "my team's retro" is "our standup" / "our retro" beside a sentence that names no team
# (session 34, kin34): "Our team's standup is at 9:15" / "Standup is at 9:45 now" is the standup moved. Pairwise,
# like subject_forms: a sentence alone is never rewritten. Look-alikes stay apart: another team's thing on the other
# side ("The design team's standup …", "My sister's team's sync …": the other side names a team, nothing is read), a
# team named by its own name ("the platform team's standup", not read).
_SPEAKERS_TEAM = re.compile(r"\b(?P<my>[Mm]y|[Oo]ur|MY|OUR)\s+team['’]s\s+(?=[a-z])")
_TEAM_SAID = re.compile(r"\bteams?\b", re.IGNORECASE)


def team_forms(old: str, new: str) -> tuple[str, str]:
    """The pair with "our team's X" / "my team's X" read as "our X" on a side whose other side names no team."""
    if "team" not in old and "team" not in new:
        return old, new

    def read(text: str, other: str) -> str:
        if _TEAM_SAID.search(other):
            return text
        return _SPEAKERS_TEAM.sub(lambda m: ("Our" if m["my"][0].isupper() else "our") + " ", text)
    return read(old, new), read(new, old)


# -- one subject under two names ----------------------------------------------------------------------------------
# A thing the speaker names with one word in one sentence and a synonym in the other is one subject: "我的电话是138…"
# / "我手机号换成139…了", "我的单位是华为" / "我东家换成腾讯了", "我的薪水是…" / "工资调整为…了". A closed table of
# everyday Chinese subject nouns that name the same slot (as KIN_CJK for relatives); a word is read as the other
# side's word only when the other side names its group with another word and not with its own (pairwise, like
# acronym_forms), so a sentence alone is never rewritten. Look-alikes stay apart: 电话里 ("on the phone") is no
# number, 车牌号码 no phone number (号码 alone only after a pronoun, 的, 新 or 个), 车险 / 车位 / 开车 / 打车 are no car
# (车 only after 的, 我 or 辆), 工资卡 / 工资条 no pay, 公司的打印机 is no employer (公司 and 单位 are one only as the
# employer itself, before no other noun), 邮箱 alone is no suffix. No person is in the table (孩子 / 娃): a person
# shared alone is no thing's slot ("孩子的班主任是李老师" / "娃转到实验幼儿园了").
SUBJECT_SYNONYMS: tuple[str, ...] = (
    r"手机号码|电话号码|手机号|电话(?![里中上费会])|(?<![\u4e00-\u9fff])号码|(?<=[我的新个])号码",
    r"邮箱后缀|邮箱域名|邮件域名|邮件后缀",
    r"(?:单位|公司|东家)(?=[是在换转搬挪改了啦，。,.]|$)",
    r"住址|住处|住的地方|家庭住址",
    r"工资(?![卡条单])|薪水|月薪|薪资",
    r"座驾|爱车|车子|(?<=[的我辆])车(?![险位库票费贷牌号])",
    # (session 45, blind set 23) a font's size: "字号设的是14" / "字体大小是 16 号" (老字号 is an old brand, no size)
    r"(?<!老)字号|字体大小|字体尺寸",
)
# The English ones (session 46, blind set 24's tuning half: "My primary care doctor is Dr. Patel" / "My GP is Dr.
# Nguyen"): role and thing nouns that name one slot, read pairwise the same way. An acronym only in capitals; "flag"
# alone only where the other side says "feature flag" (the group's one word there). Whose slot it is stays as said:
# "My wife's GP" is another holder's (holder, guards._parties).
SUBJECT_SYNONYMS_EN: tuple[str, ...] = (
    r"\b(?:(?i:primary[ -]care (?:doctor|physician)|general practitioner|family (?:doctor|physician))|GP|PCP)\b",
    r"\b(?i:feature (?:flag|toggle)|flag)\b",
    r"\b(?i:(?:mobile|cell|cell ?phone|phone) number)\b",
)
_SUBJECT_SYNONYMS = [re.compile(group) for group in (*SUBJECT_SYNONYMS, *SUBJECT_SYNONYMS_EN)]
# (only a skip: every group's words hold one of these; "number" alone is in too many sentences to ask them all)
_SUBJECT_GATE = re.compile("[号话邮位司家住址资薪车驾字]|GP|PCP|(?i:doctor|physician|practitioner|flag|toggle|"
                           "(?:phone|mobile|cell) number)")


@_per_text
def _subject_words(text: str) -> tuple[frozenset[str], ...]:
    """The words of each SUBJECT_SYNONYMS group `text` says (empty sets when none)."""
    if not _SUBJECT_GATE.search(text):
        return ()
    return tuple(frozenset(m.group() for m in pattern.finditer(text)) for pattern in _SUBJECT_SYNONYMS)


def subject_forms(old: str, new: str) -> str:
    """`new` with a subject noun written as the synonym `old` uses (SUBJECT_SYNONYMS), when `old` names that group
    with one word only and `new` with others; `new` itself otherwise."""
    theirs_all, mine_all = _subject_words(old), _subject_words(new)
    if not theirs_all or not mine_all:
        return new
    for pattern, theirs, mine in zip(_SUBJECT_SYNONYMS, theirs_all, mine_all, strict=True):
        if len(theirs) == 1 and mine and not theirs <= mine:
            new = pattern.sub(next(iter(theirs)), new)
    return new


# A setting's value said as what it "is set to" (设的是 / 设置的是: stative, no act of setting) on one side and with 是
# on the other is one frame ("VS Code 字号设的是14" / "VS Code 的字号是 16 号", "超时设的是30秒" / "超时是60秒"). Read
# pairwise, as subject_forms: a side is rewritten only when the other says no 设 at all, so two sentences both said
# with it are compared as written. (设成 / 设为 are left as written: 把字号设成16了 says an act.) The thing one
# "uses" (用的 / 用的是, stative: "默认浏览器用的 Edge" / "我默认浏览器是 Chrome") is the same frame, read the same way
# (session 46): only where the other side says 是 and no 用 ("我们用的 MySQL" / "我们用 PostgreSQL" stay as written).
_SET_IS = re.compile(r"设(?:置)?的是|(?<=[\u4e00-\u9fff ])用的是?(?=\s*[A-Za-z0-9\u4e00-\u9fff])")


def set_said_as_is(old: str, new: str) -> tuple[str, str]:
    """`old`, `new` with 设的是 / 设置的是 (or 用的 / 用的是) read as 是 on the one side that says it, when the other
    says 是 and not the verb."""
    said_old, said_new = _SET_IS.search(old), _SET_IS.search(new)
    if bool(said_old) == bool(said_new):
        return old, new
    plain = new if said_old else old
    verb = (said_old or said_new).group()[0]
    if verb in plain or "是" not in plain:
        return old, new
    return (_SET_IS.sub("是", old), new) if said_old else (old, _SET_IS.sub("是", new))


# Who one sees for a condition said as a cleft, "X是Y看的" ("X is seen by Y"), is "X找Y看" ("X goes to Y"): "我妈高血压
# 是省人民医院李主任看的" / "我妈的高血压一直是找市一院的王主任看" (session 46). Read pairwise, as set_said_as_is: the
# cleft only where the other side says 找…看, and "一直是找" / "一直找" / "是找" ("has always gone to") as 找 only where
# the other side says neither 一直 nor 是找. Y ends with a title of a doctor (a person who sees patients), so "这事是
# 老王看的" (looked after) is left as written.
_SEEN_BY_TITLE = "(?:主任|医生|大夫|教授|中医|老中医)"
_SEEN_BY_CLEFT = re.compile(rf"是(?P<who>[\u4e00-\u9fff]{{1,10}}?{_SEEN_BY_TITLE})看的")
_GOES_TO = re.compile(rf"(?P<lead>一直是|一直|是)找(?=[\u4e00-\u9fff]{{1,10}}?{_SEEN_BY_TITLE}看)")
_GOES_TO_SAID = re.compile(rf"找[\u4e00-\u9fff]{{1,10}}?{_SEEN_BY_TITLE}看")


def seen_by_as_go_to(old: str, new: str) -> tuple[str, str]:
    """`old`, `new` with "是Y看的" read as "找Y看" and "一直是找" as "找" (see above), each only where the other side
    says 找Y看 and not the other wording; both as written otherwise (most pairs: no 看)."""
    if "看" not in old or "看" not in new:
        return old, new

    def cleft(text: str, other: str) -> str:
        if not _GOES_TO_SAID.search(other) or _SEEN_BY_CLEFT.search(other):
            return text
        return _SEEN_BY_CLEFT.sub(r"找\g<who>看", text)

    def lead(text: str, other: str) -> str:
        m = _GOES_TO.search(text)
        if m is None or not _GOES_TO_SAID.search(other) or m.group("lead") in other:
            return text
        return text[:m.start()] + text[m.end("lead"):]
    old, new = cleft(old, new), cleft(new, old)
    return lead(old, new), lead(new, old)


# A meal named by its time of day (session 47, blind set 25): "早饭一般就是一杯豆浆两个包子" / "最近早上改成一杯美式加一
# 根香蕉了" say what breakfast is; 早上 (in the morning) stands for 早饭 where the other side names the meal and not the
# time, and both sides say what is eaten or drunk by a measure of food or drink (一杯, 两个, 一碗). Read pairwise, as
# set_said_as_is: the time word read as the meal only on the side that does not name the meal. Without a measure of
# food on both sides the time says when ("我早饭吃包子" / "我早上改成跑步了"): left as written.
_MEAL_OF_TIME = (("早饭", ("早饭", "早餐"), ("早上", "早晨", "每天早上")), ("午饭", ("午饭", "午餐"), ("中午",)),
                 ("晚饭", ("晚饭", "晚餐"), ("晚上",)))
# (个 before 小时 / 月 / 星期 counts time, not food)
_FOOD_MEASURE = re.compile(r"(?:\d+|[一两二三四五六七八九十半])\s*(?:[杯碗份根片块盘瓶碟串只颗勺]"
                           r"|个(?!小时|钟头|月|星期|礼拜))")
_CLAUSE_CJK = re.compile(r"[，。；！？,;!?]")


def meal_said_by_its_time(old: str, new: str) -> tuple[str, str]:
    """`old`, `new` with a time of day read as its meal on the side that does not name the meal (see above)."""
    if not _FOOD_MEASURE.search(old) or not _FOOD_MEASURE.search(new):
        return old, new
    for meal, names, times in _MEAL_OF_TIME:
        for text, other in ((old, new), (new, old)):
            if any(n in other for n in names) and not any(n in text for n in names) \
                    and not any(t in other for t in times):
                time = next((t for t in times if t in text), "")
                # the food said in the clause of the time of day: "我早上改成八点起床了，先喝一杯水" is when one gets up
                if time and any(time in clause and _FOOD_MEASURE.search(clause) for clause in _CLAUSE_CJK.split(text)):
                    read = text.replace(time, meal, 1)
                    return (read, new) if text is old else (old, read)
    return old, new


# 起 right after a clock time and last in its clause is getting up, 起床 ("我一般十二点睡，七点起" / "…6点半起床"): read
# as 起床 on that side when the other side says 起床, pairwise (起 alone is a character of many words: 起飞, 起步).
_RISE_SHORT = re.compile(r"(?<=[点半分])起(?=\s*(?:[，。,.；;！!]|$))")


def rise_said_short(old: str, new: str) -> tuple[str, str]:
    """`old`, `new` with 起 after a clock time at a clause's end read as 起床 on a side, when the other says 起床."""
    if "起床" in old and "起床" not in new:
        return old, _RISE_SHORT.sub("起床", new)
    if "起床" in new and "起床" not in old:
        return _RISE_SHORT.sub("起床", old), new
    return old, new


# A habit said with its noun after a holder's possessive ("Toddler's nap is 12:30 to 2:00") and with the noun as the
# holder's verb on the other side ("Our toddler naps from 1 to 3"): read as that verb ("Toddler naps 12:30 to 2:00"),
# pairwise, only when the other side says the same holder and the noun with -s or -es right after it, so that both
# sides are read in one frame (the value then compared as in any frame). Only before a time, a number or a place (a
# digit, at / from / in / on / every …): "Dario's mentor is Ines" names who mentors Dario, not whom Dario mentors.
_POSSESSIVE_NOUN_IS = re.compile(r"^\s*(?P<det>(?:my|our|the|his|her|their)\s+)?(?P<x>[A-Za-z][a-z]+)['’]s\s+"
                                 r"(?P<n>[a-z]{3,})\s+is\s+(?P<rest>(?:\d|(?:at|from|in|on|every|each|around|about|"
                                 r"between|before|after|until)\s).*)$", re.IGNORECASE)


def possessive_noun_as_verb(old: str, new: str) -> tuple[str, str]:
    """`old`, `new` with "X's N is …" read as "X Ns …" on a side whose other side says "X Ns" (see above)."""
    def read(text: str, other: str) -> str:
        m = _POSSESSIVE_NOUN_IS.match(text)
        if m is None:
            return text
        said = re.search(rf"\b{re.escape(m.group('x'))}\s+({re.escape(m.group('n'))}e?s)\b", other, re.IGNORECASE)
        if said is None:
            return text
        return f"{m.group('det') or ''}{m.group('x')} {said.group(1).casefold()} {m.group('rest')}"
    return read(old, new), read(new, old)


# Everyday synonyms: words interchangeable in nearly every context, each row one canonical word and the words (with
# their inflections, written out: no stem is asked, so "completely" is never "finish") read as it. Written in session
# 29 from general knowledge, before any probe's tuning half was read. Read by the restatement rungs only (one fact
# said in other words); never by a reading of values or change words, so a synonym swap neither hides an update nor
# makes one. Kept out on purpose (not one fact in every context): get (receive, become), pick up (collect, lift, learn),
# rent / hire / buy, like / love / enjoy (degree), end / finish ("ended the course" quit it), leave / depart (a change
# word), talk / speak, store / shop, 上班 (早上班车), 着手 (拿着手机), 计划 (a plan as a document), 可能 (possible),
# 一般 (so-so), 结束 / 完成, the habit adverbs (words.EN_HABIT, CN_HABIT: a closed class of their own);
# and, taken out after the tuning halves were read, 美丽 / 漂亮, 喜爱 / 喜欢, 用餐 / 吃饭: a Chinese
# word read as another loses the character it shares with a third form ("非常美丽" / "很美" was one
# claim by its characters: restate_probes_5 tuning).
SYNONYM_ROWS_EN: tuple[tuple[str, ...], ...] = (
    ("buy", "purchase", "purchases", "purchased", "purchasing"),
    ("start", "commence", "commences", "commenced", "commencing"),
    ("finish", "complete", "completes", "completed", "completing"),
    ("help", "assist", "assists", "assisted", "assisting"),
    ("live", "reside", "resides", "resided", "residing"),
    ("fix", "repair", "repairs", "repaired", "repairing"),
    ("choose", "select", "selects", "selected", "selecting"),
    ("stop", "cease", "ceases", "ceased", "ceasing"),
    ("reply", "respond", "responds", "responded", "responding"),
    ("need", "require", "requires", "required", "requiring"),
    ("try", "attempt", "attempts", "attempted", "attempting"),
    ("close", "shut", "shuts", "shutting"),
    ("car", "automobile", "automobiles"),
    ("child", "kid", "kids", "children", "kiddo", "kiddos"),
    ("doctor", "physician", "physicians"),
    ("sofa", "couch", "couches", "sofas"),
    ("bike", "bicycle", "bicycles", "bikes"),
    ("tv", "television", "televisions"),
    ("fridge", "refrigerator", "refrigerators", "fridges"),
    # ("pics" / "pictures" are photos in everyday speech, session 46: "family photos" / "family pics")
    ("photo", "photograph", "photographs", "photos", "picture", "pictures", "pic", "pics"),
    ("plane", "airplane", "aeroplane", "airplanes", "aeroplanes", "planes"),
    ("math", "maths", "mathematics"),
    ("exam", "examination", "examinations", "exams"),
    ("lab", "laboratory", "laboratories", "labs"),
    ("phone", "telephone", "telephones", "phones"),
    ("mom", "mum", "mother"),
    ("dad", "father"),
    ("grandma", "grandmother"),
    ("grandpa", "grandfather"),
    # A coding agent's user says these two ways (session 30, abbrev30, from general knowledge before any tuning half
    # was read): a short form and its full form, one thing in every context. (db, repo, config, env, prod, docs,
    # k8s, postgres, js, ts are restatement._SAME_WORD's already; their plurals are read by their stems.)
    ("kubernetes", "kube"),
    ("mongodb", "mongo"),
    ("pr", "prs"),
    ("admin", "admins", "administrator", "administrators"),
    ("spec", "specs", "specification", "specifications"),
    ("info", "information"),
    ("directory", "directories", "dir", "dirs"),
    ("package", "pkg", "pkgs"),
    ("message", "msg", "msgs"),
    ("image", "img", "imgs"),
    ("library", "lib", "libs"),
    ("implementation", "impl"),
    ("dependency", "dependencies", "deps"),
    ("frontend", "front-end"),
    ("backend", "back-end"),
    ("e2e", "end-to-end"),
    ("email", "e-mail", "e-mails"),
    # everyday short forms
    ("ok", "okay"),
    ("favorite", "fave", "faves", "fav", "favs"),
    ("gym", "gymnasium"),
    ("university", "uni"),
    ("statistics", "stats"),
    ("introduction", "intro"),
    ("manager", "mgr"),
    ("department", "dept"),
    ("government", "govt"),
    ("teenager", "teenagers", "teen", "teens"),
    ("taxi", "taxis", "cab", "cabs"),
    ("hour", "hrs"),
    # Everyday words at scale (session 34, lexicon34, from general knowledge after the audits of blind sets 6-11
    # said nearly every missed restatement has a word no reading knows; each row reviewed for a second sense that
    # would join two different things, those left out below). People:
    ("manager", "boss", "bosses"),
    ("lawyer", "lawyers", "attorney", "attorneys"),
    ("colleague", "colleagues", "coworker", "coworkers"),
    ("roommate", "roommates", "flatmate", "flatmates", "housemate", "housemates"),
    ("aunt", "aunts", "auntie", "aunties", "aunty"),
    ("grandma", "granny", "grannies"),
    ("grandpa", "granddad", "grandad", "gramps"),
    ("baby", "babies", "infant", "infants"),
    ("firefighter", "firefighters", "fireman", "firemen"),
    ("mailman", "mailmen", "postman", "postmen"),
    ("dog", "dogs", "doggy", "doggie", "doggo", "doggos"),
    # things, places, getting around
    ("apartment", "apartments", "flat", "flats"),
    ("trash", "garbage", "rubbish"),
    ("motorcycle", "motorcycles", "motorbike", "motorbikes"),
    ("truck", "trucks", "lorry", "lorries"),
    ("gasoline", "petrol"),
    ("pharmacy", "pharmacies", "drugstore", "drugstores"),
    ("luggage", "baggage"),
    ("subway", "subways", "metro"),
    ("phone", "cellphone", "cellphones", "smartphone", "smartphones"),
    ("stomach", "tummy"),
    ("eggplant", "eggplants", "aubergine", "aubergines"),
    ("zucchini", "zucchinis", "courgette", "courgettes"),
    ("cilantro", "coriander"),
    ("shrimp", "shrimps", "prawn", "prawns"),
    # a coding agent's words
    ("bug", "bugs", "defect", "defects"),
    ("directory", "folder", "folders"),
    ("password", "passwords", "passwd"),
    ("screenshot", "screenshots", "screencap", "screencaps"),
    # British and American spellings of one word, each form read as the American one (colour, favourite, centre,
    # licence … are restatement._BASE_FORM's already)
    ("practice", "practise"), ("practices", "practises"), ("practiced", "practised"), ("practicing", "practising"),
    ("organize", "organise"), ("organizes", "organises"), ("organized", "organised"), ("organizing", "organising"),
    ("realize", "realise"), ("realizes", "realises"), ("realized", "realised"), ("realizing", "realising"),
    ("recognize", "recognise"), ("recognized", "recognised"),
    ("apologize", "apologise"), ("apologized", "apologised"),
    ("analyze", "analyse"), ("analyzed", "analysed"), ("analyzing", "analysing"),
    ("traveling", "travelling"), ("traveled", "travelled"), ("traveler", "traveller"), ("travelers", "travellers"),
    ("canceled", "cancelled"), ("canceling", "cancelling"),
    ("theater", "theatre"), ("theaters", "theatres"),
    ("meter", "metre"), ("meters", "metres"), ("kilometer", "kilometre"), ("kilometers", "kilometres"),
    ("liter", "litre"), ("liters", "litres"),
    ("tire", "tyre"), ("tires", "tyres"),
    ("jewelry", "jewellery"), ("pajamas", "pyjamas"), ("aluminum", "aluminium"), ("mold", "mould"),
    ("mustache", "moustache"), ("defense", "defence"), ("offense", "offence"), ("aging", "ageing"),
    ("dialog", "dialogue"), ("analog", "analogue"), ("enroll", "enrol"),
    ("fulfill", "fulfil"), ("skillful", "skilful"), ("cozy", "cosy"), ("skeptical", "sceptical"),
    ("honor", "honour"), ("humor", "humour"), ("flavor", "flavour"), ("flavors", "flavours"), ("labor", "labour"),
    ("favor", "favour"), ("harbor", "harbour"), ("rumor", "rumour"), ("odor", "odour"), ("savory", "savoury"),
    ("pediatric", "paediatric"), ("pediatrician", "paediatrician"), ("anemia", "anaemia"),
    ("curb", "kerb"), ("plow", "plough"),
)
# Left out on purpose (session 34, lexicon34): laptop / notebook (a paper or a Jupyter notebook), job / gig (a
# musician's gig), car / ride (the verb, a lift), gas / gasoline (natural gas, the gas bill), lift / elevator (the
# verb), pants / trousers (underwear in Britain), trainers / sneakers (the people), biscuit / cookie (a browser
# cookie, an American biscuit), chips / fries (crisps), football / soccer (American football), jumper / sweater,
# tap / faucet (the verb), storey / story (a tale), draught / draft, disc / disk, tonne / ton (two weights),
# programme / program (a broadcast / a computer program), spouse / partner (a business partner), run / jog (a
# service runs; a kind of running), site / website (a building site), kitty / cat (a pool of money), puppy / dog
# and kitten / cat (a young one), toddler / baby, mentor / manager, desktop / laptop, vet (a veteran).
# Left out on purpose (a row must never join two different things): deploy / release (a release may never be
# deployed), staging / test and staging / pre-prod (other environments: guards._ENVIRONMENT_NAMES), library /
# framework, dev (developer or development), app / application (a job application), perf (the Linux profiler),
# psql (the client, not the server), go / golang (the verb), node / Node.js (a cluster node), ES (Elasticsearch,
# ECMAScript), TF (Terraform, TensorFlow), CD (delivery or deployment), CR (a change request, a carriage return),
# MR / PR (GitLab's and GitHub's: a team on both says which), hr (human resources), sec / second (the ordinal),
# temp (a temperature, a temp worker), demo (a protest), vet (a veteran, to vet), ad (Active Directory), flat /
# apartment (the adjective), holiday / vacation (a public holiday), fall / autumn (the verb); and, as they were,
# min (minimum in restatement._SAME_WORD, though "10 min" is minutes) and auth (authentication, or authorization).
# Whole phrases read as one verb (a phrasal verb only as a whole: "took care of the paperwork" / "looked after …").
SYNONYM_PHRASES_EN: tuple[tuple[str, ...], ...] = (
    ("look after", "take care of", "takes care of", "took care of", "taken care of", "taking care of"),
    # a coding agent's words written out (session 30): each phrase read as its short form, as usually written (a
    # capitalised short form is a name both ways: subject._anchor_keys)
    ("PR", "pull request", "pull requests"),
    ("CI", "continuous integration"),
    ("VM", "virtual machine", "virtual machines"),
    ("OS", "operating system", "operating systems"),
    ("UI", "user interface", "user interfaces"),
    ("UX", "user experience"),
    ("API", "application programming interface"),
    ("ML", "machine learning"),
    ("AI", "artificial intelligence"),
    ("VS Code", "vscode", "visual studio code"),
    ("environment variable", "env var", "env vars", "envvar", "envvars", "environment variables"),
    ("ASAP", "as soon as possible"),
    # "right now" is "now" (session 37, blind set 15's audit): "Right now our dbt repo has 214 models" after "Our dbt
    # repo has 214 models" kept "right" as a word of its own and was linked by the weak change word alone; "I now live
    # in Lisbon" was already stored once. ("for now" is a passing state, not this.)
    ("now", "right now"),
    # a timeout said as a noun or as what happens after it (session 43, restate43): "The request timeout is 30
    # seconds" / "Requests time out after thirty seconds", "The session timeout is 15 minutes" / "Sessions expire
    # after fifteen minutes" (the Chinese 过期时间是 / 超时时间是: restatement._CJK_SAME_ROWS). Read as the noun, so a
    # sentence that says "timeout is" is read as written ("The build timeout is 30 minutes" / "Build timeout: 30 min").
    ("timeout is", "times out after", "time out after", "expires after", "expire after"),
    # a goal said as a noun or as training for it (session 32, turned32): "My goal is to run a half marathon in under
    # two hours" / "I'm training to run …" / "I'm aiming to run …"; "My goal is a sub-3 marathon" / "I'm aiming for a
    # sub-3 marathon". The speaker's only ("My wife's goal is …" keeps its holder); a goal stays a plan
    # (flymemory.mood): "I ran a sub-3 marathon" is the fact it names, not it
    ("I aim to", "my goal is to", "i'm training to", "i am training to", "i'm aiming to", "i am aiming to",
     "i'm working toward", "i'm working towards", "i am working toward", "i am working towards"),
    ("I aim for", "my goal is", "i'm aiming for", "i am aiming for", "i'm training for", "i am training for"),
    # One relation of a coding agent's user said with other verbs (session 32, vocab32, from the audits of blind sets
    # 8 and 9; general knowledge): where a service keeps its data, where it runs, the whole test suite. Each phrase is
    # whole (the data's word, the place's preposition in it), so "backs up its data to", "sends its logs to", "fails
    # over to", "is replicated to" stay other relations, and "lives in" (where a person lives: "I run in the park" is
    # no home) stays out.
    ("stores its data in", "keeps its data in", "is backed by", "stores its data on", "keeps its data on"),
    ("store their data in", "keep their data in", "are backed by", "store their data on", "keep their data on"),
    # (the active of the two passives is read as "runs in" too: "We host the site on Netlify", HOST_VERBS_EN)
    ("runs in", "is hosted in", "is hosted on", "is deployed to", "is deployed in", "is deployed on"),
    ("run in", "are hosted in", "are hosted on", "are deployed to", "are deployed in", "are deployed on"),
    ("the full test suite", "the whole test suite", "the entire test suite", "all the tests", "all of the tests"),
    # Everyday compounds said as one word or in other words (session 34, lexicon34; general knowledge): each phrase
    # whole, so "a cell" (a prison cell, a table cell) or "a mobile" alone stay as written.
    ("phone number", "cell number", "mobile number", "cellphone number", "cell phone number", "mobile phone number"),
    ("phone", "cell phone", "mobile phone", "cell phones", "mobile phones"),
    ("log in", "sign in"), ("logs in", "signs in"), ("logged in", "signed in"), ("logging in", "signing in"),
    ("log out", "sign out", "log off"), ("logged out", "signed out", "logged off"),
    ("meeting room", "conference room"), ("meeting rooms", "conference rooms"),
    ("zip code", "postcode", "postal code", "zipcode"),
    ("supermarket", "grocery store"), ("supermarkets", "grocery stores"),
    ("cinema", "movie theater", "movie theatre"),
    ("parking lot", "car park"), ("parking lots", "car parks"),
    ("scallion", "spring onion", "green onion"), ("scallions", "spring onions", "green onions"),
    ("feature flag", "feature toggle"), ("feature flags", "feature toggles"),
    ("hotfix", "hot fix"), ("hotfixes", "hot fixes"),
    ("codebase", "code base"),
    ("cron job", "cronjob"), ("cron jobs", "cronjobs"),
    ("timezone", "time zone"), ("timezones", "time zones"),
    ("filename", "file name"), ("filenames", "file names"),
    ("username", "user name"), ("usernames", "user names"),
    ("homepage", "home page"),
)
# The active of "is hosted in" / "is deployed to" with the speaker as the agent ("We host the site on Netlify" / "The
# site is hosted on Netlify"), read as the same "runs in" (restatement.synonym_phrases), present tense only ("We
# deployed it to …" is an event).
HOST_VERBS_EN: tuple[str, ...] = ("host", "deploy")
# "uses X as its database" is the first phrase of the data rows above said around its value ("The ledger uses
# CockroachDB as its database" / "The ledger stores its data in CockroachDB"): the nouns that make it so (session 32,
# vocab32; read by restatement.synonym_phrases). Not "cache", "queue", "search index", "backup" (another role).
DATA_STORE_NOUNS_EN: tuple[str, ...] = ("database", "datastore", "data store", "primary database", "main database")
# Where a thing is kept and where it runs, said with a verb of a person's home (session 33, enmix33; general
# knowledge): each verb read as its row's first only before a value of the kind (restatement.synonym_phrases), so a
# person's home stays as written ("My sister lives in Leeds" / "My sister is in Leeds": a visit, maybe).
#   - before a path ("/etc/app", "~/notes", "config/app.toml"): "The config lives in /etc/app" / "… is in /etc/app";
#   - before a host (a name with a digit, a hyphen or a dot: "db-3", "web01", "build.internal"; or a noun of
#     HOST_NOUNS_EN: "the old build server"): "The database sits on db-3" / "… runs on db-3". "The cat sits on the
#     mat" stays as written.
PATH_PLACE_VERBS_EN: tuple[tuple[str, ...], ...] = (
    ("is in", "lives in", "resides in", "sits in"),
    ("are in", "live in", "reside in", "sit in"),
)
HOST_PLACE_VERBS_EN: tuple[tuple[str, ...], ...] = (
    ("runs on", "sits on", "lives on"),
    ("run on", "sit on", "live on"),
)
HOST_NOUNS_EN: tuple[str, ...] = ("server", "host", "box", "node", "machine", "instance", "cluster", "vm")
# A gym named (session 33, enmix33): "I train at Iron Works" / "I go to Iron Works gym" / "I work out at Iron Works
# gym" are one habit, each read as "train at X" (restatement.synonym_phrases; X capitalised, one to three words, and
# "go to" only before "X gym": "I go to Iron Works" alone may be anything there). Each row: the one form, then the
# verbs read as it.
GYM_VERBS_EN: tuple[tuple[str, ...], ...] = (
    ("train", "go", "work out", "train"),
    ("trains", "goes", "works out", "trains"),
)
# Which version of a language or runtime a project uses, said with "target" (session 32, vocab32: "The CLI targets
# Python 3.10" / "The CLI uses Python 3.10" / "The CLI is on Python 3.10", "use" and "be on" read alike already): each
# word read as its row's first only before a capitalised name and a version number (restatement.synonym_phrases), so
# "Our target is 100 users" or "The campaign targets teenagers" stay as written. Left out on purpose: "supports"
# (a range of versions), "requires" (a minimum), "tests against" (one of several).
VERSION_VERBS_EN: tuple[tuple[str, ...], ...] = (
    ("uses", "targets"),
    ("use", "target"),
    ("used", "targeted"),
    ("using", "targeting"),
)
# A visit or a collection on a schedule said with another verb (session 40, verbs40, blind set 17's audit, C9): "General
# waste is collected on Fridays" / "… gets picked up on Fridays", "The cleaner comes on Thursdays" / "… shows up on
# Thursdays". Each phrase read as its row's first only right before "on" and a weekday, or "every" (restatement.
# schedule_verbs), so "picked up on the hint" (noticed), "picked up Spanish", "shows up on the dashboard" stay as
# written. The phrasal verbs whole, with their auxiliaries: "pick up" alone is no synonym (SYNONYM_ROWS_EN says why).
SCHEDULE_VERBS_EN: tuple[tuple[str, ...], ...] = (
    ("is collected", "gets collected", "gets picked up", "is picked up"),
    ("are collected", "get collected", "get picked up", "are picked up"),
    ("comes", "shows up", "turns up"),
    ("come", "show up", "turn up"),
)
# Chinese: each word read as the first of its row (the text is read word by word, the longer word first:
# "小孩子" before "小孩").
SYNONYM_ROWS_ZH: tuple[tuple[str, ...], ...] = (
    ("买", "购买"),
    ("考虑", "思考"),
    ("住", "居住"),
    ("帮", "帮助"),
    ("完成", "做完"),
    ("觉得", "认为"),
    ("也许", "或许"),
    ("经常", "常常", "时常"),
    ("电脑", "计算机"),
    ("孩子", "小孩子", "小孩"),
    ("妈妈", "母亲"),
    ("爸爸", "父亲"),
    ("老婆", "妻子"),
    ("老公", "丈夫"),
    ("医生", "大夫"),
    ("老师", "教师"),
    ("早饭", "早餐"),
    ("午饭", "午餐"),
    ("晚饭", "晚餐"),
    ("开车", "驾车"),
    ("养", "饲养"),
    ("房子", "房屋"),
    ("猫", "猫咪"),
    ("狗", "狗狗"),
    ("西红柿", "番茄"),
    ("土豆", "马铃薯"),
    ("自行车", "脚踏车", "单车"),
    ("电视", "电视机"),
    ("冰箱", "电冰箱"),
    ("出租车", "的士"),
    # added after reading the tuning halves' misses (restate_probes tuning: 骑电动车上班 / 骑电瓶车去上班, linked "may
    # update" as a means replaced): 电瓶车 is the everyday name of the same battery bike
    ("电动车", "电瓶车"),
    # A coding agent's words in Chinese text (session 30, from general knowledge before any tuning half was read):
    # the Chinese term and its short form, or the English word said in Chinese text (the row's first word, read as
    # the English side reads it: 数据库 as "database", which "DB" is too).
    ("database", "数据库"),
    ("production", "生产环境", "线上环境", "正式环境"),
    ("production database", "生产数据库", "线上数据库", "生产库", "线上库"),
    ("repository", "代码仓库", "代码库"),
    ("configuration", "配置"),
    ("documentation", "文档"),
    ("server", "服务器"),
    ("unit test", "单元测试", "单测"),
    ("test case", "测试用例"),
    ("commit message", "提交信息"),
    ("code review", "代码审查", "代码评审"),
    ("发布版本", "发版"),  # (the long form first: 发版 read as it is no subset of 开发版本's characters)
    ("environment variable", "环境变量"),
    ("frontend", "前端"),
    ("backend", "后端"),
    ("PR", "拉取请求"),
    ("CI", "持续集成"),
    ("VM", "虚拟机"),
    ("OS", "操作系统"),
    ("e2e", "端到端"),
    # everyday Chinese: variant characters and short forms of one word
    ("账号", "帐号"),
    ("账户", "帐户"),
    ("邮件", "电子邮件", "电邮"),
    ("照片", "相片"),
    ("公交车", "公共汽车"),
    ("影院", "电影院"),
    ("男朋友", "男友"),
    ("女朋友", "女友"),
    ("手机", "移动电话"),
    ("牙医", "牙科医生"),
    ("冰淇淋", "冰激凌"),
    ("体检", "身体检查"),
    # Chinese organisations said by their usual short form (session 31, shortname31, from general knowledge before
    # the probes' tuning half was read): the short form first, the full name read as it (restatement rungs only, as
    # every row here). Only a name whose short form is the everyday one and names no other firm or school; the full
    # name is rewritten, never the short one, so a short form's characters inside another word (北大 in 东北大学,
    # 字节 "byte" in 字节码, 阿里 in 阿里云) are never read as the firm. The firms' rows are those of CN_FIRMS with
    # two names (字节 / 字节跳动, 阿里 / 阿里巴巴, 招行 / 招商银行 …; what is left out is said there); the schools':
    # left out on purpose, 交大 (two universities).
    *(row for row in CN_FIRMS if len(row) > 1),
    ("北大", "北京大学"),
    ("清华", "清华大学"),
    ("复旦", "复旦大学"),
    ("浙大", "浙江大学"),
    ("中科院", "中国科学院"),
    # One relation said with another word (session 32, vocab32, from the audits of blind sets 8 and 9; general
    # knowledge): 接口 as API only before the words that make it the API's (接口文档 / API 文档), never alone (a
    # USB 接口 is a port). 读 / 上 a school grade: the rows of SCHOOL_GRADES_ZH below. Tried and taken out: 选的是 /
    # 选的 / 选用 as 用的是 / 用的 / 用 (a side read as 用的是 would lose the 选 it shares with 选了 / 选 on the other).
    ("API documentation", "接口文档"),  # (as "API 文档" is read: 文档 is "documentation" above)
    ("API版本", "接口版本"),
    ("API地址", "接口地址"),
    ("API测试", "接口测试"),
    # Everyday Chinese at scale (session 34, lexicon34, general knowledge; each row reviewed for a second sense that
    # would join two different things, those left out below). People: (爱人 is a husband or a wife, so no 老婆's)
    ("爱人", "配偶"),
    ("领导", "上司"),
    ("奶奶", "祖母"),
    ("爷爷", "祖父"),
    ("姥姥", "外婆", "外祖母"),
    ("姥爷", "外公", "外祖父"),
    ("司机", "驾驶员"),
    ("快递员", "快递小哥"),
    # work and money
    ("工资", "薪水", "薪资"),
    ("房租", "租金"),
    ("房贷", "住房贷款", "房屋贷款"),
    ("车贷", "汽车贷款"),
    ("医保", "医疗保险"),
    ("社保", "社会保险"),
    ("公积金", "住房公积金"),
    ("个税", "个人所得税"),
    ("年终奖", "年终奖金"),
    ("年假", "年休假"),
    # things, places, getting around
    ("笔记本电脑", "手提电脑"),
    ("台式机", "台式电脑"),
    ("摩托车", "摩托"),
    ("公交车", "公交", "巴士"),
    ("高铁", "高速铁路"),
    ("驾照", "驾驶证", "驾驶执照"),
    ("衣服", "衣裳"),
    ("鞋", "鞋子"),
    ("伞", "雨伞"),
    ("钱包", "皮夹"),
    ("洗手间", "卫生间", "厕所"),
    ("宿舍", "寝室"),
    ("游泳池", "泳池"),
    ("健身房", "健身馆"),
    ("网购", "网上购物"),
    # habits, health
    ("跑步", "慢跑"),
    ("夜宵", "宵夜"),
    ("头疼", "头痛"),
    ("牙疼", "牙痛"),
    ("肚子疼", "肚子痛"),
    ("瑜伽", "瑜珈"),
    ("吉他", "结他"),
    ("羽毛球", "羽球"),
    ("综艺", "综艺节目"),
    # food: one thing under two regional names
    ("香菜", "芫荽"),
    ("红薯", "番薯"),
    ("玉米", "苞米"),
    ("黄瓜", "青瓜"),
    ("西兰花", "西蓝花"),
    ("菠萝", "凤梨"),
    ("猕猴桃", "奇异果"),
    ("巧克力", "朱古力"),
    # a coding agent's words
    ("目录", "文件夹"),
    ("登录", "登陆"),
    ("bug", "缺陷"),
    ("源码", "源代码"),
    ("截图", "屏幕截图", "截屏"),
    ("快捷键", "热键"),
    ("软件", "软体"),
)
# 读 / 上 before a school grade or a school level, one verb ("我儿子读三年级" / "我儿子上三年级"): a closed class of
# grades (年级 in numerals and in digits: the restatement rungs read 三年级 as 3年级 first), so 上 is read as 读 only
# there (上班, 上线, 上课, 上海 are other words; 马上, 早上, 晚上 … before a grade are NOT_A_WORD_ZH). 读博 / 上博 and
# the kindergarten classes (小班 is also a small class) are left out.
SCHOOL_GRADES_ZH: tuple[str, ...] = (
    *(f"{n}年级" for n in "一二三四五六123456"), *(f"初{n}" for n in "一二三"), *(f"高{n}" for n in "一二三"),
    *(f"大{n}" for n in "一二三四"), *(f"研{n}" for n in "一二三"), "幼儿园", "小学", "初中", "高中", "大学", "研究生")
SYNONYM_ROWS_ZH += tuple((f"读{grade}", f"上{grade}") for grade in SCHOOL_GRADES_ZH)
# Where a Chinese word the rows above read as another is written inside another word (read only where it is a word
# of the sentence: restatement._SAME_WORD_CJK): the characters before (or after) it that make another word. 简单测试,
# 清单, 菜单 … end in 单 (no 单测); 生产库存 is stock (库存); 前端 and 后端 inside 最前端 / 最后端 are the front and the
# back of a thing; 开发版本 is a development version (no 发版).
NOT_A_WORD_ZH: dict[str, tuple[str, str]] = {
    "一般": ("很挺较太常不般", "般的人性"),  # (很一般 / 一般般: so-so; 一般人 / 一般的 / 一般性: ordinary)
    "平常": ("", "心的人"),  # (平常心: equanimity; 平常的 / 平常人: ordinary)
    "平时": ("", "的"),
    "统一": ("", "了的过成起性"),  # (统一了代码风格, 统一的标准, 统一性: to unify, uniform)
    "发版": ("开首出", ""),
    "单测": ("简清名菜订账帐表传保买下孤被床歌签落接打填报工提派", ""),
    "生产库": ("", "存"),
    "线上库": ("", "存"),
    "前端": ("最", ""),
    "北大": ("东西南河湖华台", ""),  # (东北大学, 河北大学 …: other schools; short_forms reads 北大 as a word only)
    "字节": ("", "码数"),  # (字节码, 字节数: bytes)
    "阿里": ("", "云山"),  # (阿里云 is a product, 阿里山 a mountain)
    "摩托": ("", "车罗"),  # (摩托车 is the row's own word; 摩托罗拉 a firm)
    "公交": ("", "车"),
    "后端": ("最", ""),
    "思考": ("雅", "试"),  # (雅思考试: the IELTS exam, 雅思 + 考试, no 思考 "to think" in it)
    **{f"上{grade}": ("马早晚路加赶向往楼网线身手", "") for grade in SCHOOL_GRADES_ZH},
}
# Left out on purpose (session 34, lexicon34): 打的 / 打车 (我打的是羽毛球: what I play), 老板 / 领导
# (a shop's owner: 饭店老板, 老板娘), 笔记本 alone (a paper notebook), 车 / 汽车 (汽车站 is a coach
# station, 车站 any), 媳妇 (儿媳妇: words.KIN_CJK reads it), 宝宝 / 婴儿 (a small child too), 地瓜
# (jicama in the south), 发烧 / 发热 (手机发热; 发烧友), 辞职 / 离职 (dismissed), 火车 / 列车, 网站 /
# 网页, 文件 / 档案 (a dossier), 阿姨 (an aunt, a nanny, any woman), 我先生 / 我太太 (after 我 only,
# 王先生 is anyone: a kin form, not a row); and the look-alikes, other things: 跑步 / 散步 / 走路,
# 上班 / 实习, 老婆 / 女朋友, 医院 / 诊所, 房租 / 房贷, 台式机 / 笔记本电脑.
# Left out on purpose: 仓库 alone (a warehouse), 线上 alone (online: 线上会议), 接口 (an interface, a port: USB接口),
# 用例 alone (a use case), 发布 / 发版 (发布 publishes anything), 测试环境 / 预发环境 (other environments),
# 笔记本 (a paper notebook), 机车 (a locomotive), 分支 (a branch office), 密码 (a PIN too).
# Vendors whose products are named with the vendor's name before them and said without it as often ("HashiCorp
# Vault" / "Vault", "Amazon S3" / "S3", "Microsoft Teams" / "Teams"): read by acronyms.vendor_forms, pairwise (the
# vendor is set aside only when the other side writes the product's name alone, capitalised, and not the vendor
# before it). A closed table of large software vendors (session 31, shortname31, general knowledge): a first word
# that is any capitalised word would read "New York" as "York". Left out on purpose: Azure (Azure DevOps / DevOps,
# a practice), Meta, Docker (Docker Hub / Hub), Elastic.
VENDORS_EN: tuple[str, ...] = ("Amazon", "AWS", "Google", "Microsoft", "Apple", "HashiCorp", "Atlassian", "Apache",
                               "JetBrains", "GitHub", "GitLab", "Adobe", "Oracle", "IBM", "Mozilla", "Cloudflare")
# Each synonym read as its row's first word (the English and Chinese rows): read by the restatement's second looks,
# which keep a synonym from naming another subject or party ("kids" / "children", "completed" / "finished").
SYNONYM_OF: dict[str, str] = {word: row[0] for rows in (SYNONYM_ROWS_EN, SYNONYM_ROWS_ZH) for row in rows
                              for word in row[1:]}


def as_a_word(word: str) -> str:
    """The pattern of a Chinese word read only where it is a word of the sentence (NOT_A_WORD_ZH: not the 单测 of
    简单测试, not the 生产库 of 生产库存)."""
    before, after = NOT_A_WORD_ZH.get(word, ("", ""))
    return (f"(?<![{before}])" if before else "") + re.escape(word) + (f"(?![{after}])" if after else "")


def _short_form_of(short: str, long: str) -> bool:
    """`short`'s characters, in order, are some of `long`'s: 单测 of 单元测试, 男友 of 男朋友, 北大 of 北京大学."""
    rest = iter(long)
    return len(short) < len(long) and all(c in rest for c in short)


# The short forms of SYNONYM_ROWS_ZH (session 35, short35: a short form known to the restatement rungs and not to the
# change rungs, audit of blind set 12, cause 3): each (short form, long form) of one row whose short form is the long
# one's characters in order. Read by short_forms, pairwise, before the whole ladder, so the change rungs compare
# "单元测试覆盖率是62%" / "单测覆盖率 71%" as the restatement rungs already do (only the value differs). Not the
# everyday synonyms in other characters (西红柿 / 番茄): a word for the same thing in other characters stays a
# restatement-only reading (SYNONYM_ROWS_EN's header says why); nor a short form of one character (养 / 饲养, 住 /
# 居住: a character of many words).
SHORT_FORMS_ZH: tuple[tuple[str, str], ...] = tuple(
    (short, long) for row in SYNONYM_ROWS_ZH for short in row for long in row
    if len(short) > 1 and re.fullmatch(r"[\u4e00-\u9fff]+", short + long) and _short_form_of(short, long))
_SHORT_FORM_PATTERNS = {word: re.compile(as_a_word(word)) for pair in SHORT_FORMS_ZH for word in pair}
_SHORT_FORM_GATE = re.compile("|".join(sorted({re.escape(short) for short, _ in SHORT_FORMS_ZH}, key=len,
                                              reverse=True)))


def short_forms(old: str, new: str) -> tuple[str, str]:
    """Both sentences with a long form (SHORT_FORMS_ZH) written as the short form the other side writes, where the
    other side writes the short form (as a word: as_a_word, NOT_A_WORD_ZH) and not the long one, and this side not
    the short one ("单元测试覆盖率是62%" beside "单测覆盖率 71%" is read "单测覆盖率是62%"). The long form is rewritten,
    never the short one, as the restatement rungs do: a short form's characters inside another word (北大 in 东北大学,
    字节 in 字节码, 阿里 in 阿里云) are never read as it. A sentence alone is never rewritten; most pairs name no short
    form (one search of each side)."""
    if not _SHORT_FORM_GATE.search(old) and not _SHORT_FORM_GATE.search(new):
        return old, new

    def read(text: str, other: str) -> str:
        for short, long in SHORT_FORMS_ZH:
            pattern, full = _SHORT_FORM_PATTERNS[short], _SHORT_FORM_PATTERNS[long]
            if long in text and full.search(text) and not full.search(other) and pattern.search(other) \
                    and not pattern.search(full.sub("", text)):
                text = full.sub(short, text)
        return text

    return read(old, new), read(new, old)
