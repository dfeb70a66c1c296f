"""Restatements in another frame: every value kept, the slot named in other words (slot word table,
frame phrases, values of a known kind)."""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from flymemory import dedup
from flymemory.classify.forms import alert_threshold
from flymemory.classify.guards import _parties, _traded_places
from flymemory.classify.judgement import _CJK_RUN
from flymemory.classify.kinds import _KINDS, _SAME_VALUE, _same_value, value_kinds
from flymemory.classify.patterns import GatedRows, _folded, _gate, _per_text, _table_rows
from flymemory.classify.restatement import (
    _CJK_LOCATIVE_END,
    _RESTATE_FILLER,
    _SAME_WORD,
    _cjk_same,
    _numbers_with_words,
    _same_key,
    _unnamed_words_traded,
    pseudo_cleft_unframed,
)
from flymemory.classify.signals import is_temporary, signals_in
from flymemory.classify.words import (
    _CN_FUNCTION,
    _EN_STOP,
    _UNITS,
    MONTH_NAMES_EN,
    WEEKDAY_NAMES_EN,
    _number_forms,
    _without_repeat_marker,
    is_feeling,
    is_question,
)
from flymemory.numerals import NUMBER_WORDS, as_digits, rate_forms, rate_quantities

# -- restatements in another frame: every value kept, the slot named in other words -------------
# "My line manager is Fatima" / "I report to Fatima", "我在字节跳动上班" / "我是字节跳动的员工", "The
# nightly backup starts at 1:30 AM" / "Backups kick off every night at 1:30am": no two words in the same
# order, often under the cosine a merge asks for, yet the same claim. The rung reads each sentence as its
# values (numbers with their units, times, versions, identifiers, Latin names, a phone number's digits,
# titles in 《》, values of a known kind) and the words left around them; the two must carry the same
# values, and every word one side has alone must be a frame word or a word of one slot both sides name
# (below). A word of its own on either side ("staging", "mentor", "周报", a party) keeps them apart.
# Words that name one slot, one row per slot: slot :: phrases (a regular expression, matched
# case-insensitively; English phrases as whole words). Small on purpose: each row is a slot people
# name in several ways, and no row holds a word that names another slot.
_SLOT_WORD_TABLE = r"""
phone    :: (?:mobile|cell|cellphone|phone|telephone)(?:\s+(?:phone|number|no\.?))?|手机号码|手机号|手机|电话号码|电话
manager  :: (?:line|direct)\s+manager|manager|boss|supervisor|(?:i|we)\s+(?:directly\s+)?report\s+to|直属领导
          | |直属上级|领导|上司|上级
employer :: (?:work(?:s|ed|ing)?|employed|employee)\s+(?:at|for|by|of)|employer|工作单位|就职于|任职于|供职于|上班|员工
          | |就职|任职|工作|公司
database :: (?:main|primary)\s+(?:database|datastore|data\s+store|db|data)|database|datastore|db
          | |主数据库|主库|数据库|存数据
residence :: (?:live[sd]?|living|based|reside[sd]?)\s+in|where\s+(?:i|we)\s+live|家住在|家住|住在|住|家在|定居在|定居于
birthday :: birthday|born\s+on|生日|出生
vehicle  :: drives?\s+an?|(?:my\s+)?car\s+is(?:\s+an?)?|开的是|开的车是|车是|的车
ci       :: ci|continuous\s+integration|builds|pipeline|持续集成|流水线
release  :: deploy(?:s|ment|ments)?(?:\s+go(?:es)?\s+out)?|ship(?:s|ping)?\s+to|releases?|发版|上线
write    :: written\s+in|writes?\s+in|编写的|编写|写的|写成
target   :: target|aims?\s+for|goal|目标
favourite :: favou?rite|go-to|usual|preferred|likes?\s+best|最喜欢|最爱
wechat   :: 微信号|微信
name     :: 名字叫|名字是|的名字|名字|叫做|叫
likes    :: likes?|liked|loves?|loved|enjoys?|enjoyed|(?:am|'m|is|'s|are|'re)\s+(?:really\s+|big\s+)?into
          | |(?:am|'m|is|'s|are|'re)\s+(?:an?\s+)?(?:big\s+|huge\s+)?fans?\s+of|(?:cheers?|roots?)\s+for|hobby|hobbies
owner    :: owns?|owned\s+by|(?:the\s+)?owners?(?:\s+of)?
"""
# Frame words either side may add or drop: the verbs that only say "uses", "is", "takes place" ("is
# hosted on", "跑在", "用的是", "starts at", "进行"), hedges, and nouns that name the kind of the value the
# sentence gives ("framework", "电脑"). Phrases first (removed before words are read), then single keys.
_FRAME_PHRASES = re.compile(
    r"\b(?:(?:(?:is|are)\s+)?(?:hosted|served|running|runs?|listens?|listening)\s+(?:on|in|at)|kicks?\s+off"
    r"|takes?\s+place|is\s+held"
    # a past visit said another way ("went" is "go", a frame word already): "I went to Kyoto" / "I visited Kyoto"
    r"|went\s+to(?:\s+see)?|visited|(?:took|made)\s+a\s+trip\s+to|travell?ed\s+to|paid\s+a\s+visit\s+to"
    # (session 46) "all" before a determiner says every one of the things named: "all the family pics" / "family
    # photos", "all of my kids" / "my kids" ("some of", "most of" stay words of their own)
    r"|all(?:\s+of)?(?=\s+(?:the|my|our|your|his|her|their)\b))\b",
    re.IGNORECASE)
# (session 34) 停在 is where a thing is kept, as 放在 ("我的车停在小区地下车库" / "我的车一般放在小区的地下车库").
# 设的是 ("网关超时设的是30秒") is 设为, "is set to".
_FRAME_PHRASES_CJK = re.compile(r"部署在|跑在|托管在|放在|用的是|使用|设置为|设置成|设成|设为|定在|安排在|进行|执行"
                                r"|停在|设置的是|设的是"
                                r"|开始|都会|一起|正在|[一1]辆|[一1]台|[一1]部|时间|框架|电脑|笔记本|地址|地点|日子")
_FRAME_WORDS = frozenset(_same_key(w, dedup._stem(w)) for w in (
    "use uses used using run runs ran running go goes going get gets got keep keeps kept have has had happen "
    "happens happened start starts started begin begins began hold holds held take takes put set do does make "
    "makes everything always usually also just serve serves served listen listens port name framework library "
    "provider vendor laptop computer one current currently").split()) | frozenset("由向做开有会用跑")
# Characters that join a sentence's words and say nothing of the fact (_CN_FUNCTION less the coordinators:
# "我和老婆去了西安" is not "我老婆去了西安").
_CJK_GLUE = (_CN_FUNCTION - frozenset("和与")) | frozenset("上里中")
_SAME_CJK = str.maketrans({"跟": "和", "与": "和", "同": "和"})
_VALUES_JOINED_CJK = re.compile(r"(?<= )和(?= )")
# 成 ('become', the complement of 改成) and 都 ('all') are function characters only as words of their own: 成 right
# after a preposition of place (在 从 到 去 往 于) or a slot phrase (住在, 喜欢: both take a noun, and 成 the verb is
# none), unless 了 follows (成了 'became'), is part of a name, and so is a 都 right after it (成 is no noun alone:
# 在成都有一家门店); 都 at the end of a clause or before 的 is part of a name too (an adverb is never last): 住在成都,
# 在首都的.
_FUNCTION_AS_NAME = re.compile(r"(?:[在从到去往于]|slot[a-z]+ )(成(?!了)都?)"
                               r"|(?<=[\u4e00-\u9fff])(都)(?=[的。，,.；;！!？?\s]|$)")
# A topic said first, "X的话" ("午睡的话我每天睡三十分钟": as for napping), says nothing of the fact; "说的话"
# (the words said) is a noun.
_TOPIC_IF = re.compile(r"(?<![说讲听问骂句])的话")
_CJK_REPORT_TO = re.compile(r"(我们?)(?:直接)?向([^，。,.！!？?\s]{1,8}?)汇报(?:工作)?")
_CJK_MANAGER_OF = re.compile(r"是([^，。,.！!？?\s的]{1,8})的(?:直属)?(?:领导|上司|上级|经理)")
# A party named as the object ("Fatima reports to me", "赵敏向我汇报", "加我微信"): the other side of a relation.
_OBJECT_PRONOUN = re.compile(r"\b(?:me|us)\b|(?<=[向给对让帮跟和叫打加找问])我", re.IGNORECASE)
_POSSESSED_NAME = re.compile(r"\b([A-Z][\w.-]*)['’]s\b")
_TITLE = re.compile(r"《([^》]+)》|「([^」]+)」|“([^”]+)”")
_PHONE_DIGITS = re.compile(r"(?<![A-Za-z0-9_.:/-])\+?\d[\d -]{5,}\d(?![A-Za-z0-9_]|[.:/-]\w)")
_CN_CLOCK = re.compile(r"[零一二两三四五六七八九十]{1,3}(?=点(?![儿心]))")  # "凌晨两点" / "凌晨2点"
_GIGS = re.compile(r"(\d+(?:\.\d+)?)\s*G(?:B)?(?![A-Za-z])")
_UNIT_CJK = frozenset("秒分时天周月年点号楼层岁倍元块次遍回趟")
_UNIT_KEYS = frozenset(_UNITS.values())
# Kinds whose values are common words ("daily", "tea", "bus"): kept as values, but alone they make no
# claim distinctive enough to store once.
_PLAIN_KINDS = frozenset(("frequency", "weekday", "commute", "drink", "diet"))
_SLOT_ROWS = _table_rows(_SLOT_WORD_TABLE)
# Each row gated by the literals every match of it needs (patterns.GatedRows): a row absent from a text matches
# nowhere in it, so the alternation of the rows present finds what the alternation of all rows finds.
_SLOT_GATES = GatedRows([_gate(re.compile(body, re.IGNORECASE)) for _, body in _SLOT_ROWS])


@functools.lru_cache(maxsize=1024)  # one pattern per set of rows present
def _any_slot(rows: tuple[int, ...]) -> re.Pattern:
    """One pattern for the slots' phrases of `rows`, in the table's order: one pass over the text.
    (A Latin phrase as whole words; a Chinese one anywhere, a number beside it too: "开的是1辆…".)"""
    return re.compile("(?:(?<![A-Za-z0-9_])|(?=[^A-Za-z0-9_]))(?:"
                      + "|".join(rf"(?P<{slot}>{body})" for slot, body in (_SLOT_ROWS[n] for n in rows))
                      + ")(?!(?<=[A-Za-z0-9_])[A-Za-z0-9_])", re.IGNORECASE)


def _slot_phrases(text: str) -> list[re.Match]:
    """The slot phrases of `text`, in order (no row present: none)."""
    rows = _SLOT_GATES.open(_folded(text))
    return list(_any_slot(rows).finditer(text)) if rows else []


def _mark_slots(text: str) -> str:
    """`text` with each slot phrase replaced by " slot<name> "."""
    rows = _SLOT_GATES.open(_folded(text))
    return _any_slot(rows).sub(_slot_marker, text) if rows else text


def _slot_marker(m: re.Match) -> str:
    return f" slot{m.lastgroup} "


@dataclass(frozen=True)
class _ValueFrame:
    values: frozenset[str]  # names, numbers, identifiers, titles, values of a kind
    distinctive: frozenset[str]  # those that make a claim on their own (not "3", not "daily")
    plain: frozenset[str]  # values of a plain kind ("daily", "tea", "bus")
    names: tuple[str, ...]  # Latin names in the order written
    owned: frozenset[str]  # names written as an owner ("Fatima's manager")
    object_pronoun: bool  # "me" / "us" / "向我": the speaker on the receiving end
    initial: tuple[str, str] | None  # a capitalised first word (a name, or just the start): (value, word key)
    words: frozenset[str]  # the rest: content keys, Chinese characters and slot markers ("slotmanager")
    bigrams: frozenset[str]  # Chinese character pairs of the rest
    guards: frozenset[str]


def _cut_known_kinds(text: str, t: str, keep: Callable[[str, bool], str], plain: set[str]) -> str:
    """`t` (the reading of `text` so far) with each value of a known kind handed to `keep` and cut out; the
    plain kinds (how often, …) are also added to `plain`, since they say too little alone."""
    named = value_kinds(_cjk_same(text))  # (most sentences name no value of a known kind: nothing to look for)
    for kind, pattern in _KINDS:
        if kind not in named:
            continue

        def kind_value(m: re.Match, kind: str = kind) -> str:
            value = _same_value(re.sub(r"\s+", " ", m.group().casefold()).replace("个", ""))
            if kind == "weekday":
                value = value.rstrip("s")
            if kind in _PLAIN_KINDS:
                plain.add(value)
            return keep(value, kind not in _PLAIN_KINDS)

        t = pattern.sub(kind_value, t)
    return t


@_per_text
def _said_plainly(text: str) -> str:
    """`text` without a repeat marker, in NFKC and the Chinese same forms: where _value_frame and _value_hints both
    start, read once per text."""
    # (An alert's threshold said one way, "API pages us once p99 goes over 800 ms" / "Our API p99 latency alert fires
    # at 800 ms", and a pseudo-cleft's "is where" set aside, its first word kept first: "Google Photos is where the
    # family pics get backed up" / "Our family photos back up to Google Photos".)
    plain = alert_threshold(pseudo_cleft_unframed(_without_repeat_marker(text)))
    return _cjk_same(unicodedata.normalize("NFKC", plain))


@_per_text
def _value_frame(text: str) -> _ValueFrame:
    """A sentence read as its values and the words around them (the "same values, reworded" rung)."""
    t = _said_plainly(text)
    values: set[str] = set()
    distinctive: set[str] = set()
    plain: set[str] = set()

    def keep(value: str, strong: bool = True) -> str:
        values.add(value)
        if strong:
            distinctive.add(value)
        return " "

    # (Each pattern below is run only when a character or word every match of it holds is written.)
    owned = frozenset(m.group(1).casefold() for m in _POSSESSED_NAME.finditer(t)) \
        if "'" in t or "’" in t else frozenset()
    object_pronoun = bool(_OBJECT_PRONOUN.search(t))
    if "汇报" in t:
        t = _CJK_REPORT_TO.sub(r"\1 slotmanager \2 ", t)
    if "是" in t:
        t = _CJK_MANAGER_OF.sub(r"是 \1 slotunderling ", t)
    t = _TITLE.sub(lambda m: keep("《" + next(g for g in m.groups() if g).casefold()), t)
    t = _PHONE_DIGITS.sub(lambda m: keep(re.sub(r"\D", "", m.group())) if sum(c.isdigit() for c in m.group()) >= 7
                          else m.group(), t)
    if "点" in t:
        t = as_digits(_CN_CLOCK, t)
    t = _number_forms(_GIGS.sub(r"\1 gb", t) if "G" in t else t).translate(_SAME_CJK)
    rated = rate_forms(t)  # "35 usd a month" / "per month" / "each month": "every month", read as how often below
    kinds_text = text if rated == t else rated
    t = rated
    # Twice: "CI流水线" is two phrases with no space between (a match's end is the next one's lookbehind).
    # (The second pass gates its rows on the marked text.)
    t = _mark_slots(_mark_slots(t))
    t = _FRAME_PHRASES.sub(" ", t)
    if _CJK_RUN.search(t):
        t = _FRAME_PHRASES_CJK.sub(" ", t)
        if "的话" in t:
            t = _TOPIC_IF.sub(" ", t)

    t = _CJK_LOCATIVE_END.sub("", _cut_known_kinds(kinds_text, t, keep, plain))
    if "和" in t:  # (a 和 left between two values cut out joins the values, "周一和周三", not two parties)
        t = _VALUES_JOINED_CJK.sub(" ", t)
    parsed = dedup._Text.of(t)
    named = {n for m in _FUNCTION_AS_NAME.finditer(t) for g in (1, 2) if m.group(g) for n in range(*m.span(g))} \
        if "成" in t or "都" in t else set()
    at = 0
    names: list[str] = []
    words: set[str] = set()
    initial = None
    cjk = ""
    for n, (token, key) in enumerate(zip(parsed.tokens, parsed.keys, strict=True)):
        kind, value, more = _token_reading(token, key)
        if kind == "cjk":
            if named:
                at = t.find(token, at) + 1
            if (token not in _CJK_GLUE or at - 1 in named) and token not in _FRAME_WORDS:
                words.add(token)
                cjk += token
            else:
                cjk += " "
            continue
        cjk += " "
        if kind == "number":
            nxt = parsed.keys[n + 1] if n + 1 < len(parsed.keys) else ""
            keep(value, more or nxt in _UNIT_KEYS or nxt in _UNIT_CJK)
        elif kind == "capitalised":
            if n:
                keep(value)
                names.append(value)
            else:
                initial = (value, more)
        elif value:  # a slot marker or a content word
            words.add(value)
    runs = cjk.split()
    bigrams = frozenset(run[i:i + 2] for run in runs for i in range(len(run) - 1))
    return _ValueFrame(frozenset(values), frozenset(distinctive), frozenset(plain - distinctive), tuple(names),
                       owned, object_pronoun, initial,
                       frozenset(words), bigrams, parsed.guards())


_SLOT_PHRASE_NAMES = frozenset(slot for slot, _ in _SLOT_ROWS) | {"underling"}


@functools.lru_cache(maxsize=65536)  # tokens recur across sentences: each is read once
def _token_reading(token: str, key: str) -> tuple[str, str, bool | str]:
    """How _value_frame reads one token (`key`: its dedup key), as (kind, value, more):
    ("cjk", "", False) a Chinese character; ("number", value, strong) a number or identifier ("1:30", "v2.1",
    "a@b.c"), strong when it makes a claim alone whatever follows it; ("capitalised", value, word key) a name, or
    the first word; ("word", key, False) a slot marker or a content word, its key "" when it is a frame or stop
    word or no word at all (punctuation)."""
    if dedup._is_cjk(token):
        return "cjk", "", False
    if not any(c.isalnum() for c in token):
        return "word", "", False
    if token.startswith("slot") and token[4:] in _SLOT_PHRASE_NAMES:
        return "word", token, False
    value = _SAME_VALUE.get(token.casefold(), _same_name(token))
    if any(c.isdigit() for c in token) or re.search(r"\w[./_@:]\w", token):
        return "number", value, any(c.isalpha() or c in ".:" for c in token) or sum(c.isdigit() for c in token) >= 3
    if token[:1].isupper() and token != "I":
        return "capitalised", value, _same_key(token, key)
    k = _same_key(token, key)
    return "word", k if k and k not in _RESTATE_FILLER and k not in _EN_STOP and k not in _FRAME_WORDS else "", False


@_per_text
def _value_hints(text: str) -> tuple[str, frozenset[str], frozenset[str]]:
    """What a sentence's values must show, read cheaply (the dedup tokens and number forms the other rungs
    read anyway): its digits, sorted ("139 0011 2233" / "13900112233", "十月三号" / "10月3号"), its
    capitalised words after the first, and all its words, casefolded."""
    text = _said_plainly(text)
    runs = re.findall(r"\d+", as_digits(_CN_CLOCK, _number_forms(text)))
    digits = "".join(sorted("".join(run for run in runs if run != "1")))  # "一次", "一遍": mostly no value
    parsed = dedup._Text.of(text)
    caps = frozenset(_same_name(t) for n, t in enumerate(parsed.tokens)
                     if n and t[:1].isupper() and t.casefold() not in _UNITS
                     and not (t.isupper() and len(t) <= 3))  # (nor "I", "CI", "DB": often the slot's own word)
    return digits, caps, frozenset(_same_name(t) for t in parsed.tokens)


@functools.lru_cache(maxsize=65536)  # words recur across sentences: each is read once
def _same_name(token: str) -> str:
    """One form of a name written short or long ("k8s" / "Kubernetes", "TS" / "TypeScript"), with or without
    ".js" ("Node" / "Node.js") or a plural "s" ("Monday" / "Mondays")."""
    word = token.casefold().removesuffix(".js")
    mapped = _SAME_WORD.get(word, "")
    word = mapped if mapped.isalnum() else word
    return word[:-1] if len(word) > 3 and word.endswith("s") and word.isalpha() else word


# Months and weekdays written as names: when a sentence moves them ("In April I visited Kyoto") no party moved.
_CALENDAR_NAMES = frozenset(_same_name(w) for w in (*MONTH_NAMES_EN, *WEEKDAY_NAMES_EN))


def _slot_words_apart(old: str, new: str) -> bool:
    """Both sentences name a slot of _SLOT_WORD_TABLE, in words that are not the same."""
    phrases_a = {(m.lastgroup, m.group().casefold()) for m in _slot_phrases(old)}
    phrases_b = {(m.lastgroup, m.group().casefold()) for m in _slot_phrases(new)}
    return bool(phrases_a) and bool(phrases_b) and phrases_a != phrases_b


@_per_text  # (asked of a stored sentence by every write that meets it, by both reworded rungs)
def _states_plainly(text: str) -> bool:
    """No change word, question, feeling or passing state: a sentence the reworded rungs read."""
    return not (signals_in(text) or is_question(text) or is_feeling(text) or is_temporary(text))


# The word that names the kind of a product both sentences name, the same one (session 36, brand36): "I use an iPhone
# 12" / "My phone is an iPhone 12", "I use Sublime Text" / "Sublime Text is my editor", "My car is a Mazda 3" / "The
# Mazda 3 is my car": "phone", "editor", "car" says only what the value is. Read only when each side names the same
# values of that kind (kinds.value_kinds) and the other values are the same: "My work phone is a Pixel 8" keeps
# "work", "My phone is a Pixel 7" / "My phone is a Pixel 8" another value. One row per kind: its names, and the slot
# marker its name is read as (the phone and vehicle rows of _SLOT_WORD_TABLE).
_KIND_NAME_WORDS = {"phone": "phone mobile cellphone smartphone slotphone",
                    "computer": "laptop computer notebook",
                    "editor": "editor ide",
                    "car": "car slotvehicle",
                    "browser": "browser"}
_KIND_NAME_KEYS = {kind: frozenset(w if w.startswith("slot") else _same_key(w, dedup._stem(w)) for w in words.split())
                   for kind, words in _KIND_NAME_WORDS.items()}


def _kind_named_both(old: str, new: str) -> frozenset[str]:
    """The word keys that name the kind of a value both sentences name alike (above); empty when none."""
    had, has = value_kinds(old), value_kinds(new)
    return frozenset(key for kind, keys in _KIND_NAME_KEYS.items() if had.get(kind) and had.get(kind) == has.get(kind)
                     for key in keys)


def _values_kept_reworded(old: str, new: str) -> str:
    """The same claim with every value kept and the frame reworded, or "" (see _SLOT_WORD_TABLE)."""
    if not _states_plainly(old) or not _states_plainly(new) or _parties(old) != _parties(new):
        return ""
    (digits_a, caps_a, tokens_a), (digits_b, caps_b, tokens_b) = _value_hints(old), _value_hints(new)
    if digits_a != digits_b or not caps_a <= tokens_b or not caps_b <= tokens_a:
        return ""  # another number or name on one side: most pairs end here, before a full reading
    a, b = _value_frame(old), _value_frame(new)
    if a.guards != b.guards or _traded_places(old, new) or _unnamed_words_traded(old, new):
        # ("Maria sent the invoice to the client" / "The client sent the invoice to Maria": two parties;
        # "my sister's husband" / "my husband's sister": two people.)
        return ""
    values_a, values_b = set(a.values), set(b.values)
    words_a, words_b = set(a.words), set(b.words)
    # A capitalised first word is a name when the other sentence writes it as one ("Shopify is my employer").
    for x, y, values, words in ((a, b, values_a, words_a), (b, a, values_b, words_b)):
        if x.initial:
            if x.initial[0] in y.values:
                values.add(x.initial[0])
            elif x.initial[1] not in _RESTATE_FILLER and x.initial[1] not in _EN_STOP \
                    and x.initial[1] not in _FRAME_WORDS:
                words.add(x.initial[1])
    if words_a != words_b and values_a == values_b:
        named = _kind_named_both(old, new)
        words_a, words_b = words_a - named, words_b - named
    if values_a != values_b or a.object_pronoun != b.object_pronoun or a.owned & values_a != b.owned & values_b \
            or (words_a != words_b and not _only_measure_words_apart(old, new, words_a ^ words_b)):
        return ""  # (or the relation turned around: "I report to Fatima" / "Fatima reports to me")
    names_a = ((a.initial[0],) if a.initial and a.initial[0] in values_a else ()) + a.names
    names_b = ((b.initial[0],) if b.initial and b.initial[0] in values_b else ()) + b.names
    names_a = [v for v in names_a if v not in _CALENDAR_NAMES]
    names_b = [v for v in names_b if v not in _CALENDAR_NAMES]
    if [v for v in names_a if v in names_b] != [v for v in names_b if v in names_a]:
        return ""  # names in another order: who did what to whom may have changed (not "In April I …")
    promoted = {x.initial[0] for x in (a, b) if x.initial}
    if values_a & (a.distinctive | b.distinctive | promoted):
        kept = ", ".join(sorted(values_a))
    elif kept := _kept_value(dedup._Text.of(old), dedup._Text.of(new)):
        pass  # "… is oolong" / "… best is oolong", "在阿里巴巴" (each reading made once: what it finds is kept)
    elif kept := _value_in_another_form(old, new, values_a):
        # "My office is on the fourth floor" / "My office is on floor 4", "Our daily standup takes half an hour" /
        # "We spend 30 min on the daily standup": one value written in another form, every other word the same.
        pass
    elif a.bigrams & b.bigrams:  # Chinese names are not told by their form: a word both share (besides "每天", "3次")
        kept = min(a.bigrams & b.bigrams)
    elif (any(not w.startswith("slot") for w in words_a) or values_a and _slot_words_apart(old, new)) \
            and (values_a <= a.plain if values_a else _slot_words_apart(old, new)):
        # "I like jazz" / "I'm into jazz": a value in lower case is no name, but the slot is named in two ways
        # from one row and every other word is the same: those words are the value kept. "The board meets every
        # quarter" / "The board meets quarterly": only plain values (how often), spelled two ways, and the same
        # words around them. A plain value alone needs the slot named in two ways ("I like green tea" / "I enjoy
        # green tea"): the same slot word on both sides with only a plain value is a claim too thin to store once.
        kept = ", ".join(sorted(values_a | {w for w in words_a if not w.startswith("slot")}))
    else:
        return ""
    slots = sorted(w[4:] for w in words_a if w.startswith("slot") and w[4:] in _SLOT_PHRASE_NAMES)
    said = f", slot words read as one ({', '.join(slots)})" if slots else ""
    return f"the same values ({kept[:60]}) in a reworded frame{said}: a restatement"


# Words that only say what a quantity measures, one row per dimension as flymemory.numerals.quantities reads it (a
# length of time, of data, money): "The free trial lasts two weeks" / "The free trial is 14 days long", "My rent is
# $1,450 a month" / "I pay 1450 dollars in rent every month". Either side may add or drop them when both sentences
# name the same quantities, and only then: the subject's own words ("free trial", "rent") must still be the same.
_EARNED = "usd eur cny earned"  # (the row's key: the same units as money paid, a key of its own)
_MEASURE_WORDS: dict[str, frozenset[str]] = {dimension: frozenset(_same_key(w, dedup._stem(w)) for w in words.split())
                                             for dimension, words in (
    # (session 46) "latency" only says the length of time is a delay: "Our API p99 latency alert fires at 800 ms" /
    # "API pages us once p99 goes over 800 ms"
    ("s", "last lasts lasted lasting long spend spends spent take takes took taking latency"),
    ("b", "store stores stored storage capacity hold holds held holding"),
    ("usd eur cny", "pay pays paid paying cost costs price bill come comes came"),
    # Money earned: one's pay said as a salary or as what one earns ("My salary is 4,200 euros a month" / "I earn
    # €4200 per month"). Never with the words of money paid out (below): "I earn" / "I pay" are two amounts.
    (_EARNED, "earn earns earned earning earnings salary salaries wage wages income make makes made making"))}
_PAID_OUT = _MEASURE_WORDS["usd eur cny"]
_EARNED_WORDS = _MEASURE_WORDS[_EARNED]


def _only_measure_words_apart(old: str, new: str, apart: set[str]) -> bool:
    """Every word one side has alone says what a quantity measures (_MEASURE_WORDS), and both sides name the same
    quantities, of that dimension."""
    had = rate_quantities(old)
    if not had or had != rate_quantities(new):
        return False
    units = {q.rsplit(" ", 1)[1] for q in had}
    allowed = frozenset().union(*(words for dims, words in _MEASURE_WORDS.items() if units & set(dims.split())))
    return apart <= allowed and not (apart & _PAID_OUT and apart & _EARNED_WORDS)


def measured_the_same(old: str, new: str, subjects: str) -> bool:
    """The two runs a second look read as two subjects ("make / salary", "holds / capacity": `subjects`, as
    guards._value_of_another_subject writes them) are only words that say what one quantity measures, both
    sentences naming the same quantities (_only_measure_words_apart): one amount said with another word, no
    other thing. English runs only (a Chinese run is not split into words)."""
    if _CJK_RUN.search(subjects):
        return False
    apart = {_same_key(w, dedup._stem(w)) for w in subjects.casefold().replace(" / ", " ").split()}
    apart = {k for k in apart if k and k not in _EN_STOP and k not in _RESTATE_FILLER}
    return bool(apart) and _only_measure_words_apart(old, new, apart)


def kind_named_the_same(old: str, new: str, subjects: str) -> bool:
    """The two runs a second look read as two subjects ("use / phone": `subjects`, as guards._value_of_another_subject
    writes them) are only the word that names the kind of a product both sentences name alike and frame words ("I
    use an iPhone 12" / "My phone is an iPhone 12", _KIND_NAME_WORDS): one product said with its kind's name, no
    other thing. English runs only."""
    named = _kind_named_both(old, new)
    if not named or _CJK_RUN.search(subjects):
        return False
    runs = [{_same_key(w, dedup._stem(w)) for w in run.casefold().split()} for run in subjects.split(" / ")]
    left = [{k for k in run if k and k not in _EN_STOP and k not in _RESTATE_FILLER and k not in _FRAME_WORDS}
            for run in runs]
    return any(left) and all(run <= named for run in left)


def _value_in_another_form(old: str, new: str, values: set[str]) -> str:
    """The one value both sentences state, written in another form on each side, or "": one quantity (a length of
    time, of data, money: "half an hour" / "30 min", "$1,450" / "1450 dollars"), or the only value one number
    ("fourth" / "4", "twelve" / "12") counting or ranking the same word on both sides (_counted_word: "the fourth
    floor" / "floor 4", "twelve engineers" / "12 engineers"). (A number with another word may belong to another
    thing: "I have 2 sisters and a brother" / "I have a sister and two brothers".) The value written the same on
    both sides is left to the rules above."""
    written_a, written_b = dedup._Text.of(old), dedup._Text.of(new)
    if _numbers_as_written(written_a) == _numbers_as_written(written_b):
        return ""  # (the same numbers as written: not a value in another form)
    had = rate_quantities(old)
    if len(had) == 1 and had == rate_quantities(new):
        return next(iter(had))
    if len(values) != 1 or not next(iter(values)).isdigit():
        return ""
    word_a, word_b = _counted_word(old), _counted_word(new)
    return next(iter(values)) if word_a and word_a == word_b else ""


def _numbers_as_written(text: dedup._Text) -> tuple[str, ...]:
    """The sentence's numbers as written (digits, number words), sorted."""
    return tuple(sorted(k for k in text.keys if k in NUMBER_WORDS or any(c.isdigit() for c in k)))


def _counted_word(text: str) -> str:
    """The word the sentence's one number counts or ranks (restatement._numbers_with_words, the one reader of it:
    "the fourth floor" / "floor 4" / "4层" -> floor), or "" when it has not one number or the number no word."""
    pairs, _ = _numbers_with_words(text)
    return pairs[0][1] if len(pairs) == 1 else ""


_KEPT_LINKERS = frozenset("是为在用到于从")
KEPT_CJK_RUN = 4  # the shortest Chinese value a reworded restatement is known by ("阿里巴巴", "凌晨两点")


def _kept_value(a: dedup._Text, b: dedup._Text) -> str:
    """The value both sentences state: the same last word after "is" in English ("… is oolong" /
    "… best is oolong"), or a run of at least KEPT_CJK_RUN Chinese characters in common (function
    characters such as 的 end a run: "真的很感" is no value). Empty when none."""
    last_a = [k for t, k in zip(a.tokens, a.keys, strict=True) if any(c.isalnum() for c in t)]
    last_b = [k for t, k in zip(b.tokens, b.keys, strict=True) if any(c.isalnum() for c in t)]
    if len(last_a) > 1 and len(last_b) > 1 and last_a[-1] == last_b[-1] and not dedup._is_cjk(last_a[-1]) \
            and last_a[-1] not in _EN_STOP and last_a[-2] in dedup._COPULAS_EN and last_b[-2] in dedup._COPULAS_EN:
        return last_a[-1]  # the value after "is" ("Use pnpm for the frontend repo": "repo" is no value)
    best = ""
    for tag, i1, i2, j1, _j2 in dedup.align(a.keys, b.keys):
        if tag != "equal":
            continue
        start = i1
        for n in range(i1, i2 + 1):
            if n < i2 and dedup._is_cjk(a.tokens[n]) and a.keys[n] not in _CN_FUNCTION:
                continue
            # A value follows a linker ("在阿里巴巴", "是丰田卡罗拉", "于实验小学"); a run of frame words
            # ("…的聊天结束了", "每周发一次版") does not.
            after_linker = (start and a.keys[start - 1] in _KEPT_LINKERS) \
                or (j1 + start - i1 and b.keys[j1 + start - i1 - 1] in _KEPT_LINKERS)
            if after_linker and n - start > len(best):
                best = "".join(a.keys[start:n])
            start = n + 1
    return best if len(best) >= KEPT_CJK_RUN else ""
