"""The subject and the value of a pair: did the subject change, which values were replaced, the
anchors a claim is known by, and whether two sentences make one claim."""

from __future__ import annotations

import functools
import re

from flymemory import dedup
from flymemory.classify.patterns import GatedRows, _folded, _per_text, may_match
from flymemory.classify.signals import (
    _CHANGED_TO,
    _CHANGED_TO_GATE,
    _SIGNAL_LITERALS,
    _SIGNALS,
    _SLOT_FAMILIES,
    _bare,
    _without_signals,
    content_terms,
)
from flymemory.classify.words import (
    _CN_FUNCTION,
    _CONTRACTED_NOT,
    _EN_STOP,
    PAST_TIMES_EN,
    PAST_TIMES_ZH,
    SAME_WORD_PREFIX,
    _number_forms,
    _pronoun_led,
    _without_adverbs,
)

# The most words, on either side, that a stated change may differ by besides its change words:
# the largest on the tuning half is 6 ("我住在杭州西湖区" / "我已经搬到上海浦东了"). Chat that
# happens to carry a change word ("以后", "又", "不再") differs by far more.
MAX_CHANGED_WORDS = 6


def _one_value_apart(old: str, new: str) -> bool:
    """The two sentences differ by a value's worth of words, not by a whole other statement. A time before now said
    on one side only (words.PAST_TIMES_ZH / PAST_TIMES_EN: 上个月, 去年, 前几天, "last month", "recently") says when the
    change happened, not what: it is not counted among that side's own words ("我爸妈住在老家绍兴" / "爸妈上个月搬到
    杭州跟我们一起住了"). Chat with a change word ("以后我也会注意这些细节") names no such time and counts whole."""
    bare_old, bare_new = _bare(old), _bare(new)
    said_old, said_new = _past_time_said(old), _past_time_said(new)
    if said_new and not said_old and _said_of_a_shared_subject(new, old):
        bare_new = _PAST_TIME.sub(" ", bare_new)
    elif said_old and not said_new and _said_of_a_shared_subject(old, new):
        bare_old = _PAST_TIME.sub(" ", bare_old)
    a, b = dedup._Text.of(bare_old), dedup._Text.of(bare_new)
    return max(_only_on_one_side(a, b), _only_on_one_side(b, a)) <= MAX_CHANGED_WORDS


_PAST_TIME = re.compile(f"{PAST_TIMES_ZH}|{PAST_TIMES_EN}", re.IGNORECASE)


@_per_text
def _past_time_said(text: str) -> bool:
    return bool(_PAST_TIME.search(text))


def _said_of_a_shared_subject(text: str, other: str) -> bool:
    """The change `text` says (its first strong change word) is said of a subject `other` names too, a word that is
    no pronoun or grammar word ("爸妈上个月搬到…" after "我爸妈住在…", "My parents moved … last month" after "My parents
    live in …"): then the time is when that subject's value changed. Not "我前几天换了个新手机壳" after "我用的是小米
    手机" (the speaker's change: what changed is not said to be the older sentence's thing)."""
    cut = _first_strong_signal(text)
    if cut is None:
        return False
    said = dedup._Text.of(_PAST_TIME.sub(" ", text[:cut[0]]))
    subject = {k for t, k in zip(said.tokens, said.keys, strict=True)
               if not dedup._insignificant_token(t) and k not in _EN_STOP and k not in _CN_FUNCTION}
    return bool(subject) and subject <= set(dedup._Text.of(other).keys)


def _only_on_one_side(x: dedup._Text, y: dedup._Text) -> int:
    other = set(y.keys)
    return sum(1 for t, k in zip(x.tokens, x.keys, strict=True) if k not in other
               and not dedup._insignificant_token(t) and k not in _EN_STOP and k not in _CN_FUNCTION)


def _has_detail(words: str) -> bool:
    return any(dedup._is_detail(t) for t in dedup._Text.of(words).tokens)


def _values(old: str, new: str) -> tuple[str, str]:
    """The words only one side has (their details first): the changed value, roughly."""
    a, b = dedup._Text.of(old), dedup._Text.of(new)
    keys_a, keys_b = a.key_counts(), b.key_counts()  # (kept with the parsed sentence: its keys, for `in`)
    only_a = [t for t, k in _significant_words(a) if k not in keys_b]
    only_b = [t for t, k in _significant_words(b) if k not in keys_a]
    # (Neither sentence has a Chinese token, kept with it: no word of either is one.)
    glue = "" if (a.has_cjk() or b.has_cjk()) and any(dedup._is_cjk(t) for t in only_a + only_b) else " "
    return glue.join(only_a[:6]), glue.join(only_b[:6])


@_per_text
def _significant_words(text: dedup._Text) -> tuple[tuple[str, str], ...]:
    """(token, key) of each word that is no stopword or punctuation: asked of one sentence per neighbour."""
    return tuple((t, k) for t, k in zip(text.tokens, text.keys, strict=True) if not dedup._insignificant_token(t))


# Words that carry a value although they are no name or number: units and how often.
_VALUE_WORDS = frozenset(
    "daily weekly monthly yearly hourly nightly biweekly fortnightly quarterly annually second seconds sec secs "
    "minute minutes min mins hour hours hr hrs day days week weeks month months year years ms mb gb kb tb "
    "percent %".split()) | frozenset("秒分钟小时天周个月年次")


def _is_value(token: str) -> bool:
    return dedup._is_detail(token) or token.casefold() in _VALUE_WORDS


def _replaced_values(old: str, new: str, only: bool = False, initial: bool = False) -> tuple[str, str] | None:
    """The values (names, numbers, units) only the older sentence has and those only the newer has,
    change words set aside; None unless each side has one. `only`: and every other word only one side
    has is filler, so nothing but the values differs. `initial`: a capitalised first word counts as a
    name ("Alice owns billing"); otherwise it is any first word ("Yes, ...", "Right now ...")."""
    a, b = dedup._Text.of(_bare(old)), dedup._Text.of(_bare(new))

    def side(x: dedup._Text, y: dedup._Text) -> list[str] | None:
        other, values = set(y.keys), []
        for n, (t, k) in enumerate(zip(x.tokens, x.keys, strict=True)):
            if k in other or dedup._insignificant_token(t):
                continue
            if not n and not initial and t.isalpha() and not t.isupper():
                continue  # a capitalised first word: no name unless a strong change word says so
            if len(t) == 1 and t.isascii() and t.isalpha():
                return None  # a one-letter name ("service A") names the subject, it is no value
            if _is_value(t):
                values.append(t)
            elif only and k not in _EN_STOP and k not in _CN_FUNCTION:
                return None
        return values

    old_only = side(a, b)
    new_only = side(b, a) if old_only else None  # (the newer side is read only when the older one has values)
    if not old_only or not new_only:
        return None
    if only and any(dedup._is_cjk(t) for t in old_only + new_only):
        return None
    return " ".join(old_only[:6]), " ".join(new_only[:6])


def _anchors(text: dedup._Text) -> frozenset[str]:
    """Numbers, identifiers and names not at the start of the sentence: what a reworded
    restatement must keep."""
    return _anchor_keys(text.tokens, text.keys)


@functools.lru_cache(maxsize=8192)
def _anchor_keys(tokens: tuple[str, ...], keys: tuple[str, ...]) -> frozenset[str]:
    return frozenset(k for n, (t, k) in enumerate(zip(tokens, keys, strict=True))
                     if _written_as_anchor(t) or (n and t[:1].isupper()))


@functools.lru_cache(maxsize=65536)  # words recur across sentences: read each once
def _written_as_anchor(token: str) -> bool:
    return any(c.isdigit() for c in token) or bool(dedup._JOINED_WORD.search(token))


# Change words that say a claim stopped holding, not that its value changed.
_ENDED = frozenset({"no longer", "不再"})
# The plain negation that goes with them ("I don't … anymore"); the Chinese ones are in the 不再 row.
# Not words.says_negation, on purpose: this is the English negation as words to cut out, its auxiliary with it ("do
# not", "don't", "not"), so that _same_claim compares the claim left ("I don't take the train anymore" / "I take the
# train"); and where it is searched (claim.py: a lead-in or a short answer with a negation is no discourse) it reads
# every "n't" as written, a repeat marker's too ("Don't forget, …"), which says_negation sets aside, and leaves
# "never", "no", 不, 没 to dedup's guard words read beside it. The contraction is words._CONTRACTED_NOT, one pattern.
_NEGATION = re.compile(r"\b(?:do|does|did|is|are|am|was|were|can|will)\s+not\b|" + _CONTRACTED_NOT.pattern
                       + r"|\bnot\b", re.I)


def _same_claim(old: str, new: str) -> bool:
    """The same words once change words and filler are set aside ("the TTL is 1 s" / "the TTL was changed to
    1 s"): saying a value changed to what it was changes nothing. When both say "from A to B", the names and
    numbers keep their order: "moved from Monday to Friday" / "…from Friday to Monday" is a change back."""
    a, b = _claim_words(old), _claim_words(new)
    if not a or a != b:
        return False
    return not (_FROM_TO.search(old) and _FROM_TO.search(new)) or _claim_details(old) == _claim_details(new)


@_per_text
def _claim_words(text: str) -> frozenset[str]:
    """The content keys of a sentence without its change words and adverbs (see _same_claim)."""
    parsed = dedup._Text.of(_without_signals(_without_adverbs(text)))
    return frozenset(k for t, k in zip(parsed.tokens, parsed.keys, strict=True)
                     if not dedup._insignificant_token(t) and k not in _EN_STOP and k not in _CN_FUNCTION)


# "from A to B": a change that names both values, whose order says which is current.
_FROM_TO = re.compile(r"\bfrom\b.+\b(?:to|into)\b", re.IGNORECASE)


@_per_text
def _claim_details(text: str) -> tuple[str, ...]:
    """The names and numbers of a sentence without its change words and adverbs, in their order (see _same_claim)."""
    parsed = dedup._Text.of(_without_signals(_without_adverbs(text)))
    details = parsed.details()
    return tuple(k for k in parsed.keys if k in details)


def _rejoined(tokens: tuple[str, ...]) -> str:
    """Tokens back into a sentence: no space between two Chinese characters (so "换回" is found)."""
    cjk = list(map(dedup._is_cjk, tokens))  # (each token asked once)
    if not any(cjk):
        return " ".join(tokens)
    out = ""
    for n, t in enumerate(tokens):
        out += t if n and cjk[n] and cjk[n - 1] else (" " + t if n else t)
    return out


# The change words of time: labels of rows of the change-word table (signals.py), not time words of the table in
# words.py ("from now on" also reads "going forward", "as of next …"; 自…起 "从下周起"): they name when, no verb.
_WHEN_CHANGED = frozenset(("from now on", "自…起"))


@_per_text
def _signals_as_verbs(text: str) -> str:
    """The sentence with each change word (but the weak ones) read as its verb: the subject ends
    there ("主数据库又换回MySQL了": MySQL is the value, not a second subject)."""
    text = _without_adverbs(text)
    if may_match(_CHANGED_TO_GATE, _folded(text)):
        text = _CHANGED_TO.sub(" 是 ", text)
    # Each change word but the weak ones, where one of its literal words is in the (current) text. A change
    # word of time ("Effective Monday, the cafeteria opens …", "Going forward", 从下周起) is an adverbial, no
    # verb: the subject may follow it.
    text = _VERB_ROWS.rewrite(text, lambda n, current: _SIGNALS[n][1].sub(
        " " if _SIGNALS[n][0] in _WHEN_CHANGED else " 是 ", current))
    return re.sub(r"\s+", " ", text).strip()


def _rows_where(strength_counts) -> GatedRows:
    """The change-word rows whose strength counts, gated as _SIGNAL_ROWS gates them (the others never open)."""
    return GatedRows([literals if strength_counts(strength) else frozenset()
                      for (_, _, strength), literals in zip(_SIGNALS, _SIGNAL_LITERALS, strict=True)])


_VERB_ROWS = _rows_where(lambda strength: strength != "weak")
_STRONG_ROWS = _rows_where(lambda strength: strength in ("strong", "back"))


def _subject_changed(a: dedup._Text, b: dedup._Text, values: tuple[str, str] = ("", ""),
                     families: frozenset[str] = frozenset()) -> bool:
    """Different words before the verb, each absent from the other sentence: "the alpha
    cache TTL ..." / "the gamma cache TTL ..." are two subjects, whatever the verb says.
    (English word order; in Chinese the head ends at 是/为/在/用/到, and only its Latin words,
    like "Service A", are compared.)"""
    # `values`: the names each side holds as its value, which may stand before the verb ("Alice owns
    # billing" / "Bob took over billing"): they are what changed, not a second subject.
    # `families`: the slot's own words ("live" / "home") are the slot, not a subject.
    # A word of the same family on the other side ("rotation" / "rotates": the first SAME_WORD_PREFIX
    # letters) is the same word in another form, not a subject of its own.
    # (Each side's head words, word prefixes and keys are kept with its parsed sentence; the newer side is read only
    # when the older one has a word of its own.)
    return _head_only(a, b, values[0], families) and _head_only(b, a, values[1], families)


def _head_only(x: dedup._Text, y: dedup._Text, value: str, families: frozenset[str]) -> bool:
    """A word before the verb of `x` that `y` lacks, in any form, and that is neither `x`'s value nor a slot word."""
    prefixes_y = _word_prefixes(y)
    return any(not any(_SLOT_FAMILIES[f].search(k) for f in families) and k[:SAME_WORD_PREFIX] not in prefixes_y
               for k in _head(x) - y.key_counts().keys() - dedup._Text.of(value).key_counts().keys())


@_per_text
def _word_prefixes(text: dedup._Text) -> frozenset[str]:
    """The first SAME_WORD_PREFIX letters of each key that long (see _subject_changed)."""
    return frozenset(k[:SAME_WORD_PREFIX] for k in text.keys if len(k) >= SAME_WORD_PREFIX)


@_per_text  # one sentence's subject, asked once per neighbour it is judged against
def _head(text: dedup._Text) -> frozenset[str]:
    """The words before the verb (see _subject_changed)."""
    joined = _rejoined(text.tokens)
    if _pronoun_led(joined):  # "We now keep secrets in …", "It has been rewritten …": a pronoun is no subject
        return frozenset()
    parsed = dedup._Text.of(_signals_as_verbs(joined))
    out: set[str] = set()
    for n, (t, k) in enumerate(zip(parsed.tokens, parsed.keys, strict=True)):
        if k in dedup._LINKERS_EN or t in _CJK_HEAD_ENDS:
            break
        if len(t) == 1 and t.isascii() and t.isupper() and t != "I" and n:
            out.add(k)  # a one-letter name ("Service A", "服务A"), not the article "a"
            continue
        if not dedup._is_cjk(t) and not dedup._insignificant_token(t) and k not in _EN_STOP \
                and not any(c.isdigit() for c in t):  # a number is a value ("…改回90天"), not a subject
            out.add(k)
    return frozenset(out)


_CJK_HEAD_ENDS = frozenset("是为在用到")


# -- the same subject, a new value said after a change word ------------------------------------------------
# "我们团队在北京望京的办公室办公" / "我们团队搬去了亦庄", "我们的项目管理工具是禅道，用了好几年" / "项目管理已经
# 改用Jira": the older sentence states its subject's one value, however long ("<subject> 是/在/用/is/in …"); the
# newer one keeps that subject word for word before a strong change word and names a short new value after
# it. The older value's length is no evidence against a change here (the value rungs ask both sides to
# differ by at most MAX_CHANGED_WORDS); what is asked instead is that nothing before the change word is new
# (隔壁部门的周会 / 我弟弟 / "The company blog" name another subject) and that the older sentence's subject is
# exactly where the kept words stand. Linkers: a closed grammatical class (copulas, prepositions of place).
_STATED_VALUE_EN = frozenset("is are was were am 's 're located stored hosted based in at on".split())
# The change words that say a value is now another ("moved to", "switched", 改成, 换成, 搬到): not "took over" or
# "gave up" (a person takes on one more thing: "Ravi took over the plant watering" after "Ravi runs hiring").
_VALUE_NOW_ANOTHER = frozenset(("moved to", "switched", "migrated", "changed", "改成", "换成", "搬到", "调整为"))
_STATED_VALUE_CJK = frozenset("是为在用")


def _subject_kept_value_anew(old: str, new: str) -> tuple[str, str, str] | None:
    """(the subject, the older value, the newer value), or None. Only with a strong change word in `new`
    ("搬去", "改用", "relocated", "switched"), whose position splits it into subject and value."""
    cut = _first_strong_signal(new)
    if cut is None or cut[1] not in _VALUE_NOW_ANOTHER:
        return None
    cut = cut[0]
    before, after = _without_signals(new[:cut]), _without_signals(new[cut:])
    a, said, value = dedup._Text.of(old), dedup._Text.of(before), dedup._Text.of(after)
    subject = [k for t, k in zip(said.tokens, said.keys, strict=True)
               if not dedup._insignificant_token(t) and k not in _EN_STOP and k not in _CN_FUNCTION]
    head, rest = _stated_value(a)
    if not subject or not head or not set(subject) <= head:
        return None  # no subject, a subject word of its own, or the older sentence states no value of one
    own = [t for t, k in zip(value.tokens, value.keys, strict=True)
           if k not in set(a.keys) and not dedup._insignificant_token(t) and k not in _EN_STOP
           and k not in _CN_FUNCTION]
    kept = content_terms(after) & content_terms(rest)  # Chinese by character pairs: "新校区" keeps no "学校"
    if not own or kept or len(own) > MAX_CHANGED_WORDS or not rest:
        return None  # the older value said again ("… is now jasmine, not oolong"), or a whole other statement
    glue = "" if dedup._is_cjk(own[0]) else " "
    return before.strip(), rest, glue.join(own)


@_per_text
def _first_strong_signal(text: str) -> tuple[int, str] | None:
    """(where the first strong (or back) change word of `text` starts, its label), or None."""
    starts = [(m.start(), _SIGNALS[n][0]) for n in _STRONG_ROWS.open(_folded(text))
              for m in [_SIGNALS[n][1].search(text)] if m]
    return min(starts) if starts else None


@_per_text
def _stated_value(text: dedup._Text) -> tuple[frozenset[str], str]:
    """(the subject's words, the value after its linker) of "<subject> 是/在/用/is/in <value>", or (∅, "")."""
    for n, (t, k) in enumerate(zip(text.tokens, text.keys, strict=True)):
        if k in _STATED_VALUE_EN or t in _STATED_VALUE_CJK:
            head = frozenset(k2 for t2, k2 in zip(text.tokens[:n], text.keys[:n], strict=True)
                             if not dedup._insignificant_token(t2) and k2 not in _EN_STOP and k2 not in _CN_FUNCTION)
            tail = text.tokens[n + 1:]
            rest = ("" if any(map(dedup._is_cjk, tail)) else " ").join(tail)
            return head, rest.strip(" 。.，,")
    return frozenset(), ""


# A change that names both values, "<frame> from A to B" / "<frame>从A<change verb>到/成/回B". English: the words
# between the values are grammar (back, up, down, over: which way it went). Chinese: the verb before the
# complement (到/成/回/为/至) is one of a closed class of single-character verbs of changing or moving a value
# (改 换 涨 降 挪 迁 搬 调 升 提 推 延 扩 缩 减 加 增 变 跌), optionally with its result character (迟 后 前 低 高 整):
# "从北京到上海的高铁", "从广州飞到成都" have no such verb and are a route or a trip, not a change.
_EN_FROM_TO = re.compile(r"\bfrom\s+(?P<a>[^.,;!?]+?)\s+(?:(?:back|up|down|over)\s+)*(?:to|into)\s+"
                         r"(?P<b>[^.,;!?]+)", re.IGNORECASE)
_CJK_FROM_TO = re.compile(r"从(?P<a>[^，。,；;！!？?]+?)(?:又|再|就)?(?P<verb>[改换涨降挪迁搬调升提推延扩缩减加增变跌]"
                          r"[迟后前低高整]?了?(?:到|成|回|为|至))了?(?P<b>[^，。,；;！!？?]+?)[了的啦吧]*(?=[，。,；;！!？?]|$)")
_PERSON_WORDS = frozenset("i we me us my our you 我 们 咱 你 他 她".split())
# Verbs of travel, a closed grammar class of motion verbs (go, fly, drive, ride, travel, walk, cycle, bike, sail,
# hike, run, jog, swim, commute, head, come, take + the vehicle): said of the speaker with "from A to B" they tell a
# trip, an event ("I went from Tokyo to Seoul" / "I went from Seoul to Tokyo" are two trips), not a state that
# changed. "moved" / "relocated" are not in it: a move of home is a change ("We moved from Berlin to Paris").
_EN_TRAVEL = re.compile(r"\b(?:go|goes|going|went|gone|fl(?:y|ies|ying|ew|own)|dr(?:ive|ives|iving|ove|iven)"
                        r"|r(?:ide|ides|iding|ode|idden)|travel(?:s|led|ed|ling|ing)?|walk(?:s|ed|ing)?"
                        r"|cycl(?:e|es|ed|ing)|bik(?:e|es|ed|ing)|sail(?:s|ed|ing)?|hik(?:e|es|ed|ing)"
                        r"|r(?:un|uns|unning|an)|jog(?:s|ged|ging)?|sw(?:im|ims|imming|am)|commut(?:e|es|ed|ing)"
                        r"|head(?:s|ed|ing)?|c(?:ome|omes|oming|ame)"
                        r"|t(?:ake|akes|aking|ook|aken)\s+(?:the|a|an|my|our)\s+[\w-]+)"
                        r"(?:\s+(?:back|all\s+the\s+way|over))?\s*$", re.IGNORECASE)


class _FromTo(tuple):
    """What `_from_to` reads; indexable as (frame keys, value A keys, value B keys, Chinese change verb), with the
    words as written for showing (`frame_words`, `was`, `now`) and whether the words before "from" end in a verb
    of travel (`travel`: the keys of that verb phrase)."""
    frame_words: str
    was: str
    now: str
    travel_words: str
    travel: frozenset[str]


@_per_text
def _from_to(text: str) -> _FromTo | None:
    """(the frame's content keys in order, value A, value B, the Chinese change verb) of a sentence that says a
    change from A to B, or None. A value is read as its names and numbers in order when it has any, else as its
    content keys."""
    m = _CJK_FROM_TO.search(text) or _EN_FROM_TO.search(text)
    if not m:
        return None
    a, b = _value_keys(m.group("a")), _value_keys(m.group("b"))
    if not a or not b:
        return None
    verb = m.groupdict().get("verb") or ""
    frame = text[:m.start()] + " " + text[m.end():]
    words = _claim_words(frame)
    parsed = dedup._Text.of(_without_signals(_without_adverbs(frame)))
    keys = tuple(dict.fromkeys(k for k in parsed.keys if k in words))
    out = _FromTo((keys, a, b, verb.replace("了", "")))
    cjk = any(map(dedup._is_cjk, text))
    # The words as written, for the why the user reads ("Jenkins", not the key "jenkin").
    out.frame_words = ("" if cjk else " ").join(
        dict.fromkeys(t for t, k in zip(parsed.tokens, parsed.keys, strict=True) if k in keys))
    out.was, out.now = (m.group(g).strip(" 。.，,了的啦吧") for g in ("a", "b"))
    trip = None if verb else _EN_TRAVEL.search(text[:m.start()])
    out.travel_words = trip.group().strip() if trip else ""
    out.travel = frozenset(dedup._Text.of(out.travel_words).keys)
    return out


def _value_keys(words: str) -> tuple[str, ...]:
    # A count read as digits ("four nodes" / "6 nodes", 四个节点 / 6个节点): one value written two ways in a from…to.
    parsed = dedup._Text.of(_number_forms(words))
    details = parsed.details()
    named = tuple(k for k in parsed.keys if k in details)
    return named or tuple(k for t, k in zip(parsed.tokens, parsed.keys, strict=True)
                          if not dedup._insignificant_token(t) and k not in _EN_STOP and k not in _CN_FUNCTION)


def _changed_back(old: str, new: str, strong: bool) -> tuple[str, str, str, str, str] | None:
    """"The standup moved from Monday to Friday" / "The standup moved from Friday to Monday", 房租从3000涨到3500 /
    房租从3500降回3000: both sentences say a change from one value to another of the same frame (the same content
    words once change words and adverbs are set aside), and the newer one starts from the value the older one
    went to. The newer one is current. Returns (kind, frame, older value, newer value, the Chinese change verb or
    ""): kind "reversal" when it goes back to the value the older one left, else "update"; "possible_update" when
    the frame names no thing but the speaker ("We switched from GitLab to GitHub" may be two moves, "I went from
    Tokyo to Seoul" two trips); "distinct" when the values traded places between two frames (two things went the
    other way). In English the newer sentence needs a strong change word (`strong`): a route ("goes from Lyon to
    Paris") is not a change."""
    o, n = _from_to(old), _from_to(new)
    if not o or not n or n[1] != o[2] or n[2] == n[1]:
        return None
    cjk = any(map(dedup._is_cjk, new))
    if set(o[0]) != set(n[0]):
        # "The standup moved from Monday to Friday" / "The retro moved from Friday to Monday", "Alice's rent went
        # from 900 to 1200" / "Bob's rent went from 1200 to 900", two routes, two trips: the values traded places
        # between two frames, two things; never one.
        return ("distinct", o.frame_words[:40], n.frame_words[:40], "", "") if n[2] == o[1] else None
    if n.travel and o.travel and not set(n[0]) - _PERSON_WORDS - n.travel \
            and not any(c.isdigit() for c in n.was + n.now):
        # "I went from Tokyo to Seoul" / "I went from Seoul to Tokyo", "We sailed from Split to Hvar" / "…from Hvar
        # back to Split": a verb of travel said of the speaker is a trip, an event; two trips, nothing changed.
        # A number is a value, not a place ("I went from 80 kg to 75 kg" is a change).
        return "trip", n.travel_words[:40], f"{o.was} to {o.now}", f"{n.was} to {n.now}", ""
    if not cjk and not strong:
        return None
    kind = ("reversal" if n[2] == o[1] else "update") if set(n[0]) - _PERSON_WORDS else "possible_update"
    return kind, n.frame_words[:80], n.was, n.now, n[3]


def _left_unstated(old: str, new: str) -> str:
    """The value the newer sentence's change leaves ("from 20" in "…went from 20 back to 15 dollars"), as written,
    when the older sentence states a value of another kind, a name where the change is between numbers or the
    other way round ("My phone plan is with Vodafone"): the change is of another value of the subject. "" otherwise
    ("Rent is 1200" / "Rent went from 1200 back to 900"; "The web app is deployed on Render" / "We moved the web app
    from Heroku to Fly.io": one value, a host, said stale)."""
    n = _from_to(new)
    if not n or _from_to(old):
        return ""
    parsed = dedup._Text.of(_number_forms(old))  # read as the values are (_value_keys): "take one hour" states 1
    details = parsed.details()
    stated = {k for k in parsed.keys if k in details}
    values = set(n[1]) | set(n[2])

    def numeric(keys: set[str]) -> bool:
        return any(c.isdigit() for k in keys for c in k)

    return n.was if stated and not stated & values and numeric(stated) != numeric(values) else ""
