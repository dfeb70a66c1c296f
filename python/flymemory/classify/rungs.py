"""The tests the ladder's rungs ask (ladder.py reads them in order): a kind of value kept in its frame,
words swapped, a slot family's value changed, nothing in common, a value beside a shared word, details
that differ."""

from __future__ import annotations

import re
import unicodedata

from flymemory import dedup
from flymemory.classify.cjk import _CJK_MEASURE, _CJK_NUMERALS, _other_cjk_name
from flymemory.classify.frames import _COEXIST
from flymemory.classify.holder import _holder
from flymemory.classify.kinds import _without_kind_values, value_kinds
from flymemory.classify.patterns import _folded, _gate, _per_text, may_match
from flymemory.classify.restatement import _BASE_FORM, _cjk_same_words, schedule_verbs
from flymemory.classify.reworded import _UNIT_CJK
from flymemory.classify.signals import (
    _NEGATED_CJK,
    _TIME_WORDS,
    SLOT_HINTS,
    STATE_ENTERED,
    _without_signals,
    content_terms,
    is_arrival,
    is_plan,
    is_temporary,
    signals_in,
    slot_families,
)
from flymemory.classify.subject import _CJK_HEAD_ENDS, _subject_changed
from flymemory.classify.words import (
    _EN_STOP,
    CN_DAY_PARTS,
    CN_EVERY_DAY,
    CN_GENERIC_PLACES,
    CN_GYM_WORDS,
    CN_HABIT,
    CN_KNOWN_FIRMS,
    CN_OFTEN,
    CN_ORG_ENDINGS,
    CN_ROLE_ENDINGS,
    CN_TENURE,
    CN_VISIT_WORDS,
    CN_WHEN,
    CN_WHEN_WORDS,
    EN_EVERY,
    EN_HABIT,
    EN_PRESENT,
    EN_TIMES,
    HABIT_BEGIN_CN,
    HABIT_PERFECT_EN,
    HABIT_STARTED_EN,
    HABIT_STOPPED_EN,
    HABITUAL_TIME_EN,
    PAST_MARKERS_CN,
    PAST_TIMES_EN,
    PAST_TIMES_ZH,
    STATE_VERB_PAST_EN,
    USED_TO_EN,
    WEEKDAY_WORDS_EN,
    _number_forms,
    _pronoun_led,
    _without_adverbs,
    is_feeling,
    is_question,
    one_of,
)
from flymemory.phatic import is_phatic

# The most content words either side may have of its own once values of a kind and change words are set
# aside, for two sentences with no other word in common to be read as one slot ("Secrets sit in …" /
# "We now keep secrets in …": "sit" / "keep").
MAX_KIND_FRAME_WORDS = 3
# A part of the day is a habit's time, not a date: the stemmer keeps the plural "mornings" as the
# guard "morning" but reads "morning" as "morn", so "I drink coffee in the morning" / "I switched to
# tea in the mornings" differed by a date word only in the plural. Set aside on both sides alike; the Chinese
# parts of the day too (session 31: "我周三晚上去健身房" / "我现在周五晚上去健身房" was kept apart by 晚上 on both
# sides, which the same pair without 现在 was not).
_PART_OF_DAY = frozenset(("morning", "afternoon", "evening", *CN_DAY_PARTS))
# Going to the gym said with other words, each read as 健身 where a habit's time changed (words.CN_GYM_WORDS, the
# longer phrase first): "我周三晚上去健身房" / "我现在周五晚上锻炼".
_CN_GYM = re.compile("|".join(sorted(CN_GYM_WORDS, key=len, reverse=True)))


def _kind_frame_kept(old: str, new: str, kind: str, same_words: bool = False) -> bool:
    """Around their values of `kind`, the two sentences say little else that differs: no other kind of
    value named on both sides and changed ("We upgraded Postgres on Monday" / "… Redis on Thursday": two
    events), at most MAX_KIND_FRAME_WORDS content words of each side's own (`same_words`: none, and at
    least one word in common), no date or time word outside the values ("on Monday" is a date unless the
    weekday is what changed), no question, and no subject of their own ("The mobile app …" / "The desktop
    app …"), unless one side's subject is a pronoun."""
    if is_question(old) or is_question(new) or is_feeling(old) or is_feeling(new) or is_phatic(old) \
            or is_phatic(new):
        return False
    had, has = value_kinds(old), value_kinds(new)
    if any(had[k] != has[k] for k in had.keys() & has.keys() if k != kind):
        return False
    if kind == "commute" and _another_destination(old, new):
        return False  # ("I cycle to the gym" / "I take the metro to work now": two journeys)
    new = _change_at_a_time(new, kind) or new  # ("上周迁到腾讯云了": the time of the change, no date of a fact)
    new = _without_reason_for_leaving(old, new, kind)  # ("Went back to zsh, fish broke …": why fish was left)
    # (A visit or a collection said with another verb keeps the frame: "is collected on Fridays" / "gets picked up on
    # Thursdays", restatement.schedule_verbs.)
    rest_old, rest_new = (_without_kind_values(schedule_verbs(text), kind) for text in (old, new))
    a, b = dedup._Text.of(_without_signals(rest_old)), dedup._Text.of(_without_signals(rest_new))
    guards_a, guards_b = a.guards() - _PART_OF_DAY, b.guards() - _PART_OF_DAY
    if (guards_a | guards_b) & _TIME_WORDS or guards_a != guards_b:
        return False
    terms_old = content_terms(_CN_GYM.sub(CN_GYM_WORDS[0], _without_signals(_without_adverbs(rest_old))))
    terms_new = content_terms(_CN_GYM.sub(CN_GYM_WORDS[0], _without_signals(_without_adverbs(rest_new))))
    own_old, own_new = terms_old - terms_new, terms_new - terms_old
    if same_words:
        if own_old or own_new or not terms_old:
            return False
    elif max(len(own_old), len(own_new)) > MAX_KIND_FRAME_WORDS:
        return False
    if _pronoun_led(old) or _pronoun_led(new):
        return True
    return not _subject_changed(dedup._Text.of(rest_old), dedup._Text.of(rest_new))


# Where a journey goes, in English: the word after "to" (the article set aside). Grammar only.
_DESTINATION_EN = re.compile(r"\bto\s+(?:the\s+|my\s+|our\s+)?([a-z]+)", re.IGNORECASE)


def _another_destination(old: str, new: str) -> bool:
    """Both sentences say where a journey goes and the places differ ("to the gym" / "to work"). A means after
    "to" ("switched to the tram") is no place."""
    places = []
    for text in (old, new):
        means = {word for value in value_kinds(text).get("commute", ()) for word in value.split()}
        places.append({w.casefold() for w in _DESTINATION_EN.findall(text)} - means)
    return bool(places[0]) and bool(places[1]) and places[0].isdisjoint(places[1])


# A return or a change said with why the older value was left ("Went back to zsh, fish broke too many of my scripts",
# "Switched back to Vim because Emacs was too slow"): a clause after a comma or a reason word that names the older
# sentence's value of the kind (and not the new one) is the reason, not more of the claim. It is set aside before the
# frame's own words are counted, when the claim before it is only a strong or "back" change word and the new value
# (no subject of its own: "My colleague went back to zsh, fish broke …" keeps its holder, and its reason).
_CLAUSE_THEN_REASON = re.compile(r"^(?P<claim>[^,，;；]+?)\s*(?:[,，;；]\s*(?:because\s+|since\s+|as\s+|因为)?"
                                 r"|\s+(?:because|since)\s+)(?P<reason>\S.*)$", re.IGNORECASE)


def _without_reason_for_leaving(old: str, new: str, kind: str) -> str:
    """`new` without its reason for leaving the older value of `kind` (see above); `new` as given otherwise."""
    m = _CLAUSE_THEN_REASON.match(unicodedata.normalize("NFKC", new).strip())
    if not m:
        return new
    claim, reason = m.group("claim"), m.group("reason")
    if not any(strength in ("strong", "back") for _, strength in signals_in(claim)) or signals_in(reason):
        return new
    left, now, named = (value_kinds(text).get(kind, frozenset()) for text in (old, claim, reason))
    if not now or not named & left or named & now:
        return new
    if content_terms(_without_kind_values(_without_signals(claim), kind)):
        return new  # a subject or more said with the change: the reason may be part of the fact
    return claim


# A Chinese sentence that opens with a time before now (上周, 上个月, 去年, 前几天, 最近: a closed list of time words),
# after 我 / 我们 or not, and then says only a strong change word and a value ("上周迁到腾讯云了", "上个月换到联通了",
# "我上周末换成了华为") tells when the change was made; it has no subject of its own and no date of another event: the
# time word is no guard against the older sentence ("我们的网站托管在阿里云"). Not when anything else is said ("上周把
# 邮件服务迁到腾讯云了": a subject). English says the same time first or last (session 37, changetime37: "I swapped to
# a Toyota RAV4 last month", "I switched to Neovim yesterday", "Last week we moved to Linear", "I switched to Zed on
# Monday": words.PAST_TIMES_EN or one weekday after "on"), the rest only a pronoun, a strong change word and the value
# (its model number too: "an iPhone 15", "a Mazda CX-5": a word with a digit).
# A plan or a passing state says no such time ("Next month I'm switching to Zed", "I'm in Berlin this week"); another
# holder ("My brother swapped to a RAV4 last month") is a word of the rest's own, and keeps the guard.
_CJK_PAST_TIME = re.compile(rf"^(?:我们|我)?(?:{PAST_TIMES_ZH})")  # (words.PAST_TIMES_ZH)
_CJK_CLOSERS = re.compile(r"[了啦啊呀哦喔吧呢的。！!，,\s]+")
_EN_CHANGE_TIME = re.compile(rf"^\s*(?:{PAST_TIMES_EN})\s*,?"
                             rf"|,?\s*(?:{PAST_TIMES_EN}|\bon\s+(?:{WEEKDAY_WORDS_EN})\b(?!s))\s*[.!]*\s*$",
                             re.IGNORECASE)


@_per_text
def _change_at_a_time(new: str, kind: str) -> str:
    """`new` without its time of the change, when it is only [time before now] + strong change word + a value of
    `kind` (see above); "" otherwise."""
    text = unicodedata.normalize("NFKC", new).strip()
    # (A state entered, "I went vegan last month", is a weak change word, but the time says when it changed, as a
    # strong one's does.)
    if not any(strength == "strong" or label == STATE_ENTERED for label, strength in signals_in(text)):
        return ""
    m = _CJK_PAST_TIME.match(text)
    if m:
        rest = text[m.end():]
        left = _CJK_CLOSERS.sub("", _without_signals(_without_kind_values(rest, kind)))
        return rest if not left else ""
    m = _EN_CHANGE_TIME.search(text)
    if not m:
        return ""
    rest = f"{text[:m.start()]} {text[m.end():]}".strip()
    left = content_terms(_without_signals(_without_kind_values(rest, kind)))
    return rest if all(any(c.isdigit() for c in term) for term in left) else ""  # (a model: "an iPhone 15", "CX-5")


def _only_words_swapped(a: dedup._Text, b: dedup._Text) -> bool:
    """Every difference is one word put in another's place, in the same frame, and no two of them
    share a stem ("alpha" / "beta", not "live" / "living"), or a name put in the place of a name in the
    other script ("iOS" / "安卓"): no rewording, just another thing named."""
    changes = [op for op in dedup.align(a.keys, b.keys) if op[0] != "equal"]
    return bool(changes) and all(
        tag == "replace" and (
            (i2 - i1 == j2 - j1 and all(not dedup._is_cjk(x) and not dedup._is_cjk(y) and x[:3] != y[:3]
                                        for x, y in zip(a.keys[i1:i2], b.keys[j1:j2], strict=True)))
            or _other_script(a.keys[i1:i2], b.keys[j1:j2])
            or (len(changes) == 1 and _other_cjk_name(a.keys[i1:i2], b.keys[j1:j2])))
        for tag, i1, i2, j1, j2 in changes)


def _other_script(x: tuple[str, ...], y: tuple[str, ...]) -> bool:
    """A name in one script put in the place of a name in the other ("iOS客户端" / "安卓客户端"): all Latin
    words on one side, all Chinese characters on the other."""
    return (all(dedup._is_cjk(k) for k in x) and not any(dedup._is_cjk(k) for k in y)) \
        or (all(dedup._is_cjk(k) for k in y) and not any(dedup._is_cjk(k) for k in x))


_SPEAKER = frozenset(("I", "我"))


def _has_number(tokens: list[str]) -> bool:
    return any(c.isdigit() for t in tokens for c in _number_forms(t))


def _family_value_change(a: dedup._Text, b: dedup._Text) -> str:
    """One replaced run of names or numbers, the rest of the sentence the same (at least half of it)."""
    if a.guards() != b.guards():
        return ""
    ops = dedup.align(a.keys, b.keys)
    changes = [op for op in ops if op[0] != "equal"
               and not dedup._insignificant(a.tokens[op[1]:op[2]] + b.tokens[op[3]:op[4]])]
    if len(changes) != 1 or changes[0][0] != "replace" or dedup.aligned_share(ops, a.keys, b.keys) < 0.5:
        return ""
    _, i1, i2, j1, j2 = changes[0]
    if dedup._insignificant(a.tokens[:i1]) and dedup._insignificant(b.tokens[:j1]) \
            and not _SPEAKER.intersection(a.tokens[i2:]) and not _has_number(a.tokens[i1:i2] + b.tokens[j1:j2]):
        # The run replaced opens the sentence: it is the subject, not the slot's value ("The retro got moved to
        # Tuesday" / "Sprint planning got moved to Tuesday" are two meetings), unless the speaker is the subject
        # after it ("Berlin is where I live") or it is a quantity, a value whatever its place ("两周一个迭代").
        return ""
    old_slot, new_slot = a.tokens[i1:i2], b.tokens[j1:j2]
    if not (dedup._slot_size_ok(old_slot) and dedup._slot_size_ok(new_slot)):
        return ""
    if not (any(dedup._is_detail(t) for t in old_slot) and any(dedup._is_detail(t) for t in new_slot)):
        return ""
    return f"{' '.join(old_slot)} -> {' '.join(new_slot)}"


def _head_keys(text: dedup._Text) -> set[str]:
    """The words before the first linker ("is", "was", "on", 是/在): where the subject stands."""
    out: set[str] = set()
    for t, k in zip(text.tokens, text.keys, strict=True):
        if k in dedup._LINKERS_EN or k in dedup._COPULAS_EN or t in _CJK_HEAD_ENDS:
            break
        out.add(k)
    return out


def _nothing_in_common(a: dedup._Text, b: dedup._Text, old: str, new: str) -> bool:
    """No content word, no slot family, and under half of the words (filler included) shared."""
    if a.significant_keys() & b.significant_keys():  # (kept on each parsed sentence, no cache to look up)
        return False
    # The newer sentence's side first (one per write, cached): the older one's is read only when it has some.
    families = slot_families(new)
    if families and families & slot_families(old):
        return False
    kinds = value_kinds(new)
    if kinds and kinds.keys() & value_kinds(old).keys():
        return False
    return 2 * len(set(a.keys) & set(b.keys)) < max(len(a.keys), len(b.keys))


_IDENTIFIER = re.compile(r"[A-Za-z]+(?:_[A-Za-z]+)+")  # snake_case names (columns, fields), no digits


def _value_beside_shared_word(a: dedup._Text, b: dedup._Text) -> str:
    """The word both sentences have right next to a value that only one of them has, when
    each side has such a value ("3rd floor" / "12th floor", "3楼" / "12楼", "Jenkins上" /
    "GitLab CI上"); empty when not."""
    def beside(x: dedup._Text, y: dedup._Text) -> set[str]:
        other, found, n = set(y.keys), set(), 0
        while n < len(x.keys):
            end = n
            while end < len(x.keys) and dedup._is_detail(x.tokens[end]) and x.keys[end] not in _EN_STOP:
                end += 1  # a run of details is one value: "GitLab CI"
            if end == n:
                n += 1
                continue
            if any(k not in other for k in x.keys[n:end]):
                for m in (n - 1, end):
                    if 0 <= m < len(x.keys) and x.keys[m] in other and not dedup._insignificant([x.tokens[m]]) \
                            and x.keys[m] not in _EN_STOP:
                        found.add(x.keys[m])
            n = end
        return found

    common = beside(a, b) & beside(b, a)
    return min(common) if common else ""


def _only_details_differ(old: str, new: str, shared: set[str]) -> bool:
    """Apart from the shared subject word, each side has only values (names, numbers):
    "My manager is Bob" / "Alice is my manager again"."""
    def values_only(text: str) -> bool:
        # A habit's time ("every morning", "on Mondays") is a value, like the clock time it comes with: read as one
        # detail (a number stands in for it), not as the words "every" and "morning".
        parsed = dedup._Text.of(HABITUAL_TIME_EN.sub(" 0 ", _without_signals(text)))
        rest = [t for t, k in zip(parsed.tokens, parsed.keys, strict=True)
                if k not in shared and not dedup._insignificant([t]) and k not in _EN_STOP]
        return bool(rest) and all(dedup._is_detail(t) for t in rest)

    return values_only(old) and values_only(new)


def _jaccard(x: set[str], y: set[str]) -> float:
    return len(x & y) / len(x | y) if x or y else 1.0


# The share of a Chinese sentence that must stay the same around a changed value when both sides
# name a single-valued slot family (residence, employer, school, vehicle); 0.5 otherwise.
FAMILY_SHARE = 0.3
_CJK_VALUE_CHARS = _CJK_NUMERALS | frozenset(_CJK_MEASURE) | _UNIT_CJK


# -- a means of going replaced --------------------------------------------------------------------
# How one goes to the same place, said again with another means: "I commute by car" / "I commute by bike",
# "我每天开着那辆旧车走绕城高速去上班" / "我现在坐地铁上班". The means is the value: its verb changes with it
# (开 -> 坐, drive -> bike), so no frame or linker is kept for the value rungs to see. The lists below are
# closed grammatical classes, not vocabulary of any data set: the Chinese verbs of conveyance (坐/乘/搭 a
# vehicle, 骑 a bike, 开 a car, 打车, 走路/步行), the verbs that name going to work or school (上班, 上学, 下班,
# 放学), the markers of a destination (去/到/回), and the English verbs of going (go, get, commute, travel,
# come, head) with "by", and of going by one's own means (drive, bike, cycle, walk, ride, run, fly).
_MEANS_CN = re.compile(r"(?:(?:坐|乘|搭)(?!在)|骑|开着?(?=[^，。；！？,.;!?\s]{0,12}车)|打车|打的|走路|步行)"
                       r"[^，。；！？,.;!?\s]{0,16}?(?=去|到|回|上班|上学|下班|放学|[，。；！？,.;!?\s]|$)")
_GOING_CN = re.compile(r"(?:去|到|回)([\u4e00-\u9fff]{2})|(上班|上学|下班|放学)")
_MEANS_EN = re.compile(
    r"\b(?:go|goes|going|get|gets|getting|commute|commutes|commuting|travel|travels|travelling|traveling|come|"
    r"comes|head|heads)\b(?:\s+(?:in|into|to)\s+(?:the\s+|work\b)?(?P<to1>[a-z]+)?)?\s+by\s+(?:the\s+)?"
    r"(?P<by>[a-z]+)\b"
    r"|\b(?P<verb>drive|drives|driving|bike|bikes|biking|cycle|cycles|cycling|walk|walks|walking|ride|rides|"
    r"riding|run|runs|running|fly|flies|flying)\s+(?:[\w'-]+\s+){0,10}?(?:to|into)\s+(?:the\s+)?(?P<to2>[a-z]+)\b",
    re.IGNORECASE)
_MEANS_EN_GATE = _gate(_MEANS_EN)  # the verbs one of which every match holds (patterns.may_match: only a skip)
# The time and frequency words before a means ("every morning", "these days", 每天, 平时): when, not who
# (words: one table of time words). Of the parts of a day this rung has always read five, not 凌晨 / 傍晚 (a
# means of going said at dawn or at dusk): reading those too would be a rule change, not this table's. The
# particles 都 / 也 / 才 / 就 ("我也坐地铁上班") are grammar of this rung's own, not time words.
_MEANS_DAY_PARTS = tuple(p for p in CN_DAY_PARTS if p not in ("凌晨", "傍晚"))
_WHEN_EN = re.compile(rf"\b(?:{one_of(EN_EVERY + EN_PRESENT + EN_HABIT)}|{'|'.join(w + 's?' for w in EN_TIMES)})\b",
                      re.IGNORECASE)
_WHEN_CN = re.compile(one_of(CN_EVERY_DAY + CN_OFTEN + CN_HABIT + _MEANS_DAY_PARTS + ("都", "也", "才", "就")))
_MEANS_SUBJECT_WORDS = re.compile(r"[a-z]+|[\u4e00-\u9fff]", re.IGNORECASE)


@_per_text
def _means_of_going(text: str) -> tuple[str, frozenset[str], str] | None:
    """(the means, where to, who: the words before them) of one sentence, or None: "我上班坐地铁" ->
    ("坐地铁", {"上班"}, "我"); "I commute by car" -> ("car", {"commute"}, "i")."""
    text = unicodedata.normalize("NFKC", text).strip()
    means = _MEANS_CN.search(text)
    if means:
        going = list(_GOING_CN.finditer(text))
        if not going:
            return None
        start = min(means.start(), going[0].start())
        who = _WHEN_CN.sub("", _without_signals(text[:start]))
        return means.group(), frozenset(m.group(1) or m.group(2) for m in going), who
    m = _MEANS_EN.search(text) if may_match(_MEANS_EN_GATE, _folded(text)) else None  # (a verb of going first)
    if not m:
        return None
    if m.group("by"):
        verb = m.group().split()[0].casefold()
        where = m.group("to1") or ("work" if not verb.startswith("commut") else "commute")
        how = m.group("by").casefold()
    else:
        where, how = m.group("to2"), m.group("verb").casefold()
    who = _WHEN_EN.sub(" ", _without_signals(text[:m.start()]))
    return dedup._stem(how), frozenset({dedup._stem(where.casefold())}), who


def _means_replaced(old: str, new: str) -> tuple[str, str, str] | None:
    """(where to, the older means, the newer means) when both sentences say how the same subject goes to the
    same place and the means differ; None otherwise. A subject word on one side only ("My wife takes …",
    "现在我女儿坐公交去学校") is another person's way, and another destination is another trip."""
    was, now = _means_of_going(old), _means_of_going(new)
    if not was or not now or not (was[1] & now[1]) or _same_means(was[0], now[0]):
        return None
    words = [{w.casefold() for w in _MEANS_SUBJECT_WORDS.findall(who)} - _EN_STOP - _CN_SUBJECT_FILLER
             for who in (was[2], now[2])]
    if words[0] != words[1]:
        return None
    return (sorted(was[1] & now[1])[0], was[0], now[0])


_CN_SUBJECT_FILLER = frozenset("的了着过")  # particles, not a subject
# ... and, in a means, 是 and the measure words of a vehicle ("骑的是辆雅迪的电瓶车"), and the spaces of a one form.
_CN_MEANS_FILLER = _CN_SUBJECT_FILLER | frozenset("是辆台部架 ")


def _same_means(x: str, y: str) -> bool:
    """One means said twice: the same words, or the characters of one within the other's ("坐地铁2号线" /
    "坐2号线地铁", "开车" / "开着那辆旧车", "乘地铁" / "坐地铁"), each Chinese word in its one form and a measure word
    with 是 set aside (session 39, zh39: "骑雅迪电动车" / "骑的是辆雅迪的电瓶车")."""
    if x == y:
        return True
    if not _CJK_RUN_ANY.search(x + y):
        return False
    chars = [set(_cjk_same_words(m).translate(_RIDE_AS_PASSENGER)) - _CN_MEANS_FILLER for m in (x, y)]
    return chars[0] <= chars[1] or chars[1] <= chars[0]


# 乘 and 搭 say what 坐 says (ride as a passenger): "乘地铁" / "坐地铁" is one means.
_RIDE_AS_PASSENGER = str.maketrans("乘搭", "坐坐")
_CJK_RUN_ANY = re.compile(r"[\u4e00-\u9fff]")


# -- the speaker's employer said anew with a verb of going there --------------------------------------------------
# "我在阿里工作" / "我已经去腾讯了", "I work at Shopify" / "I've joined Stripe": the older sentence states where the
# speaker works (the employer slot family); the newer one is only the speaker, a verb of going or joining, a name
# and a time word. Grammar only (closed lists): first-person openings, adverbs of time, the verbs of going, joining
# and jumping ship, final particles. "去了X" alone may be a visit: only with a change word ("已经", "now") or a
# word of the employer slot ("joined", "跳槽") on the newer side; a name in English is capitalised ("a gym" is none).
# A verb of jumping ship (跳到, "jumped ship to"; group `jump`) names the employer slot by itself (session 28): after
# the speaker's employer, "我跳到平安银行了" / "I jumped ship to KPMG" is a new employer, not a trip, yet neither is a
# change word. A time word is read by its grammar (上个月, 去年底, 前阵子, 前段时间: a period word after 上/今/去/前,
# with 底/初/末), not listed one by one; not 这周 / 本月, which say a passing state ("我这周到上海了").
# 去X报到 (session 34, change34: "我昨天去美团报到了") reports for a job at X, read only when X is a firm
# (_is_firm: "我今天去社区居委会报到了" is an errand); 昨天 / 前天 / 今天 are read before it only (a day named
# before 去了招商银行 is a visit).
_MOVED_TO_EMPLOYER_EN = re.compile(
    r"^\s*(?i:(?:i|i['’]ve|i['’]m|i\s+have|i\s+am)\s+(?:(?:now|just|recently|already|since|finally)\s+)*"
    r"(?:joined|gone\s+to|went\s+to|moved(?:\s+over)?\s+to|started\s+at|switched\s+to"
    r"|(?P<jump>jumped\s+ship\s+to)))\s+"
    r"(?P<name>[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2})"
    r"(?:\s+(?:now|recently|last\s+\w+|this\s+\w+|in\s+\w+))?\s*[.!]?\s*$")
_CJK_TIME_WORD = (r"(?:[上今去前]个?(?:月|周|星期|年|阵子|段时间)[底初末]?|年[初底中]"
                  r"|已经|现在|刚刚|刚|最近|终于|也)")
_MOVED_TO_EMPLOYER_ZH = re.compile(
    r"^\s*(?:我|俺)(?:" + _CJK_TIME_WORD + r"|[昨前今]天(?=[^，,。！!？?]*报到))*"
    r"(?:跳槽到|跳槽去|(?P<jump>跳到)|去|到|加入|入职)了?(?P<name>[\u4e00-\u9fffA-Za-z0-9]{2,10}?)"
    r"(?:工作|上班|(?P<report>报到))?了?"
    r"\s*[。！!.]?\s*$")
_TENURE_CN = re.compile(CN_TENURE)
# A place in a sequence is no employer: "我跳到下一题了", "我跳到第三章了", "我跳到这一页" (ordinals, next / last,
# this / that before the noun).
_POSITION_NOT_NAME = re.compile(r"^(?:下一|上一|第|这|那|前一|后一)")


# "我在美团做产品经理", "I'm an engineer at Atlassian": a role at a place, read as the employer only beside a word of
# the employer slot on the newer side ("跳槽", "joined"), since "我在家做饭" is no job.
_WORKS_AS = re.compile(r"^\s*(?:我|俺)在\S{2,10}?(?:做|当)|^\s*(?i:i['’]m|i\s+am)\s+an?\s+[\w -]{2,30}?\s+at\s+[A-Z]")


def jumped_ship(text: str) -> bool:
    """The speaker jumped ship to a name ("我前阵子跳到快手了", "I jumped ship to Adyen"): a sentence of the employer
    slot that shares no word with the older one ("我在字节跳动上班"), so a lexical neighbour search looks for the slot's
    words too (writes._lexical_terms), as for a sentence that names the slot."""
    text = unicodedata.normalize("NFKC", text)
    m = (_MOVED_TO_EMPLOYER_EN if text.isascii() else _MOVED_TO_EMPLOYER_ZH).match(text)
    return bool(m and m.group("jump") and not _POSITION_NOT_NAME.match(m.group("name")))


def _employer_moved(old: str, new: str) -> tuple[str, str] | None:
    """(the employer's name, the change word or slot word said) when the newer sentence says the speaker went to or
    joined a name (see above) that the older sentence, stating the speaker's employer, does not name; else None."""
    text = unicodedata.normalize("NFKC", new)
    m = (_MOVED_TO_EMPLOYER_EN if text.isascii() else _MOVED_TO_EMPLOYER_ZH).match(text)
    if not m or is_arrival(text):  # "我已经到家了", "我已经到深圳了": where the speaker got to, no employer
        return None
    if _TENURE_CN.search(m.group("name")):  # "我入职三年了", "我入职京东已经两年了": how long, not a new job
        return None
    jumped = [m.group("jump")] if m.group("jump") else []  # jumping ship names the employer slot by itself
    new_says_employer = "employer" in slot_families(new) or bool(jumped)
    old_n = unicodedata.normalize("NFKC", old)
    works_at = "employer" in slot_families(old) or bool(_role_at_named_place(old_n))
    if not (works_at or (new_says_employer and _WORKS_AS.match(old_n))):
        return None
    name = m.group("name").rstrip(".")
    said = [label for label, _ in signals_in(new)] or sorted(slot_families(new) & {"employer"}) or jumped
    if not said and works_at and not text.isascii() and _went_to_firm(text, m):
        said = ["去了"]  # "我在平安保险工作" / "我今年初去了招商银行": gone to a firm (session 30)
    if m.groupdict().get("report") and not _is_firm(name):
        return None  # 去X报到: reporting for a job only at a firm (社区居委会, 学校 are errands, a new term)
    if not said or name.casefold() in old.casefold() or _holder(old) != _holder(new) \
            or _POSITION_NOT_NAME.match(name) or _CN_VISIT.search(name):
        return None
    return name, said[0]


# Session 30 (zhstale_probes): "我在平安保险工作" / "我今年初去了招商银行", "我在美团做产品经理" / "我已经去拼多多了".
# 去了 + a name is as often a trip ("我在小红书工作" / "我上个月去了西安"), and a city and a brand look alike,
# so with no change word it says a new employer only after a sentence of the speaker's work (the employer slot,
# or a role at a named place) when the name ends in the head noun of a firm (银行, 证券, 集团, 科技:
# CN_ORG_ENDINGS), with no word of a visit after it (面试, 参观, 办事, 一趟: CN_VISIT_WORDS, read after every
# name) and no "also" (也, 还: another went too). A plan (下个月要去, 打算去) or a question never matches the
# sentence's grammar. Session 31 (zhjob31): or a firm known by its bare name (小米, 美团: CN_KNOWN_FIRMS), and after
# 加入 too ("我在腾讯工作" / "我今年初加入了字节跳动"; "我今年初加入了一个读书会" is a club, no firm).
_CN_VISIT = re.compile(one_of(CN_VISIT_WORDS))
_CN_ORG_END = re.compile(rf"(?:{one_of(CN_ORG_ENDINGS)})$")
# "我在美团做产品经理", "我在携程当测试工程师": a role (a job noun's ending, CN_ROLE_ENDINGS) at a named place (no
# generic one: "我在图书馆做作业", "我在家做饭" are acts at a place).
_CN_ROLE_AT = re.compile(r"^\s*(?:我|俺)(?:现在|目前)?在(?P<place>[^，,。！!？?\s]{2,10}?)(?:做|当)"
                         r"(?P<role>[^，,。！!？?\s]{1,8}?)[。！!.]?\s*$")
_CN_ROLE_END = re.compile(rf"(?:{one_of(CN_ROLE_ENDINGS)})$")


def _role_at_named_place(text: str) -> bool:
    """The speaker's role at a named place ("我在字节跳动做后端开发"): a sentence of the speaker's work."""
    m = _CN_ROLE_AT.match(text)
    return bool(m and m.group("place") not in CN_GENERIC_PLACES and _CN_ROLE_END.search(m.group("role")))


def _went_to_firm(text: str, m: re.Match[str]) -> bool:
    """The newer sentence says the speaker went (去了) to or joined (加入) a firm, not alone nor with another (see
    above)."""
    before = text[:m.start("name")]
    return ("去了" in before or "加入" in before) and not _COEXIST.search(before) and "还" not in before \
        and _is_firm(m.group("name"))


def _is_firm(name: str) -> bool:
    """A name ending in a firm's head noun (招商银行, 平安保险: CN_ORG_ENDINGS) or a firm known by its bare name (小米,
    美团: CN_KNOWN_FIRMS); not a city, a club or a team ("西安", "一个读书会")."""
    return bool(_CN_ORG_END.search(name)) or name in CN_KNOWN_FIRMS



def went_to_employer(text: str) -> bool:
    """The speaker says they went to, joined or jumped ship to a name ("我已经去腾讯了", "我今年初去了招商银行"): a
    sentence of the employer slot that shares no word with the older one ("我在字节跳动做后端开发"), so a lexical
    neighbour search looks for the slot's words and a role's words too (employer_search_words)."""
    text = unicodedata.normalize("NFKC", text)
    m = (_MOVED_TO_EMPLOYER_EN if text.isascii() else _MOVED_TO_EMPLOYER_ZH).match(text)
    return bool(m and not is_arrival(text) and not _POSITION_NOT_NAME.match(m.group("name"))
                and not _CN_VISIT.search(m.group("name")))


# The index terms (two characters) of a Chinese job noun's endings: a role at a place ("我在美团做产品经理") names the
# employer slot by them, not by a word of the slot (上班, 工作).
_ROLE_SEARCH_WORDS = " ".join(w for w in CN_ROLE_ENDINGS if len(w) == 2)


def employer_search_words(text: str) -> str:
    """The words a lexical neighbour search for `text` adds to find the speaker's older employer sentence, or "" for
    a sentence that names no employer anew (see went_to_employer): a role's words ("我已经去腾讯了" finds "我在美团做
    产品经理"), and the employer slot's (上班, 工作) only after a jump or for a firm ("我今年初去了招商银行"): for any
    other name they found, without an embedder, an older sentence the rungs link wrongly (a zh_signal_probes check
    case, counted only, session 30)."""
    if not went_to_employer(text):
        return ""
    text = unicodedata.normalize("NFKC", text)
    m = _MOVED_TO_EMPLOYER_ZH.match(text)
    said_employer = jumped_ship(text) or bool(m and _is_firm(m.group("name")))
    return (f"{SLOT_HINTS['employer']} " if said_employer else "") + _ROLE_SEARCH_WORDS


# -- the speaker's job left (session 30, zhlight30) ----------------------------------------------------------------
# "我在字节跳动上班" / "我已经从字节跳动离职，去了腾讯", "我在网易工作" / "我上个月辞掉了网易的工作": a verb of
# leaving a job (离职 / 辞职 after 从 or 在 + the firm, 辞掉 / 辞去 + the firm or its 工作) with the older
# sentence's employer as its object names the old value, as signals._left_old_value reads "I left Acme" in
# English: an update, crossed out, the verb its change word. 离开 + a name is as often a city or a building
# ("离开北京" is a move, "离开百度大厦" an errand): read only beside a new employer said after it ("离开华为，加入
# 了小米"), and then only a link. The newer sentence is the speaker alone (我, time words, 已经: no other holder,
# no 也 of another who left too, no plan: "打算从百度辞职" has no such grammar); the older one states the
# speaker's employer (the employer slot, or a role at a named place) and names the firm.
_NEXT_EMPLOYER_ZH = (r"(?:[，,]\s*(?:然后|现在|已经)?(?:去了|加入了?|跳槽到了?|跳到了?|入职了?)"
                     r"(?P<next>[\u4e00-\u9fffA-Za-z0-9]{2,10}?)(?:工作|上班)?了?)")
_JOB_LEFT_ZH = re.compile(
    r"^\s*(?:我|俺)?(?P<when>" + _CJK_TIME_WORD + r"*)"
    r"(?:(?:从|在)(?P<firm>[^，,。！!？?\s从在]{2,10}?)(?P<verb>离职|辞职)了?"
    r"|(?P<quit>辞掉|辞去)了?(?P<quit_firm>[^，,。！!？?\s]{2,10}?)(?:的工作)?"
    r"|(?P<leave>离开)了?(?P<left_firm>[^，,。！!？?\s]{2,10}?))"
    r"了?" + _NEXT_EMPLOYER_ZH + r"?\s*[。！!.]?\s*$")


def _job_left(old: str, new: str) -> tuple[str, str, str, bool] | None:
    """(the verb said, the older employer, the next employer or "", sure) when the newer sentence says the speaker left
    the older sentence's employer (see above); `sure` for a verb of leaving a job (离职, 辞职, 辞掉, 辞去), not for
    离开 (a link). Else None."""
    if "离" not in new and "辞" not in new:
        return None
    text = unicodedata.normalize("NFKC", new)
    m = _JOB_LEFT_ZH.match(text)
    if not m or "也" in m.group("when") or is_question(text):
        return None
    verb = m.group("verb") or m.group("quit") or m.group("leave")
    firm = (m.group("firm") or m.group("quit_firm") or m.group("left_firm")).removesuffix("的工作")
    nxt = m.group("next") or ""
    if m.group("leave") and (not nxt or firm in CN_GENERIC_PLACES):
        return None  # 离开 + a name alone: a city, a building (a move, an errand), not a job said left
    old_n = unicodedata.normalize("NFKC", old)
    if firm not in old_n or nxt and nxt in old_n or _holder(old) != _holder(new):
        return None
    if not ("employer" in slot_families(old) or _role_at_named_place(old_n)):
        return None
    return verb, firm, nxt, not m.group("leave")


# -- a thing of the speaker's said anew (session 30, zhstale_probes) ----------------------------------------------
# "我开的是一辆宝马" / "我的车换成理想了", "我开的是奥迪" / "车已经换成比亚迪了": the older sentence says what the
# speaker drives (开的是 / 开的车是 / 开一辆 + a car), the newer one only the speaker's car (我的车, or 车 opening
# the sentence), time words, a change word or 是, and a car the older one does not name. No word or slot in
# common, so no rung reads it; always a link (may update): 换成 may name a part ("我的车换成新轮胎了"). Apart:
# another holder (我哥的车), a plan (打算把车换成: no such grammar), a passing state (这几天开的是借来的), a shop
# (开的是一家咖啡店), a car part or place
# (车位, 车险: 车 must end the holder's words).
_DRIVES_CN = re.compile(rf"^\s*(?:我|俺)(?:{CN_WHEN})*(?:开的车是|开的是|开着?一辆)(?:一辆)?(?P<car>[^一，,。！!？?\s]"
                        r"[^，,。！!？?\s]{0,11}?)[。！!.]?\s*$")
_CAR_NOW_CN = re.compile(rf"^\s*(?:(?:我|俺)的)?车(?:子)?(?:{CN_WHEN}|也)*(?P<said>换成|换了|改成|是)了?(?:一辆)?"
                         r"(?P<car>[^，,。！!？?\s]{1,12}?)了?[。！!.]?\s*$")


def car_said_anew(text: str) -> bool:
    """The speaker's car said anew ("我的车换成理想了"): a lexical neighbour search looks for the vehicle slot's
    words too (the older "我开的是一辆宝马" shares none)."""
    return "车" in text and bool(_CAR_NOW_CN.match(unicodedata.normalize("NFKC", text)))


def _car_said_anew(old: str, new: str) -> tuple[str, str, str] | None:
    """(the word said, the older car, the newer car) when the newer sentence says the speaker's car is now another
    (see above); else None."""
    if "车" not in new or "开" not in old:
        return None
    was = _DRIVES_CN.match(unicodedata.normalize("NFKC", old))
    now = _CAR_NOW_CN.match(unicodedata.normalize("NFKC", new))
    if not was or not now or now.group("car") in was.group("car") or was.group("car") in now.group("car"):
        return None
    if is_temporary(new) or is_plan(new):
        return None
    return now.group("said"), was.group("car"), now.group("car")

# -- A change said with the older sentence's own verb (session 29, update_probes_11) -------------------------------
# Chinese: 改 before the verb the older sentence already says, with the same subject before it ("孙老师教初三" /
# "孙老师改教初一了", "支付宝绑的是招商银行卡" / "支付宝改绑建设银行卡了"): the act is kept and 改 says its object
# is now another. Grammar, not a list of verbs: the verb is whatever one character the older sentence says after the
# same subject. Not 改 in a word where it corrects, improves or puts off (a closed class of 改-compounds: 改作业, 改卷,
# 改错, 改稿, 改善, 改进, 改革, 改造, 改良, 改正, 改变, 改动, 改编, 改写, 改建, 改口, 改过, 改天, 改日 "another
# day"), nor after the characters that make 改 part of another verb (修改, 批改, …, as the 改 row of signals' table).
# 开始 before that verb is a habit begun in its place ("我平时喝美式咖啡" / "我最近开始喝绿茶了", session 29,
# update_probes_12); a day part between the two (改晚上, 开始早上) says the act's time changed ("我早上遛狗" / "我现在
# 改晚上遛狗了"), the object then kept.
_OWN_VERB_CHANGED_CN = re.compile(
    rf"(?:(?<![修批篡涂删整更])(?P<gai>改)(?!作业|卷|错|稿|善|进|革|造|良|正|变|动|编|写|建|口|过|天|日)|{HABIT_BEGIN_CN})"
    rf"(?P<when>{one_of(CN_DAY_PARTS)})?(?P<verb>[\u4e00-\u9fff])")
_CN_DAY_PART = re.compile(one_of(CN_DAY_PARTS))
# Set aside before the subjects are compared: time and habit words, "all / also / again", punctuation.
_CN_SUBJECT_ASIDE = re.compile(rf"(?:{one_of(CN_WHEN_WORDS)}|都|也|又|就|还|[\s，,。.!！])")
# What follows the verb in the older sentence before its object: 的是 / 了 / 是 ("绑的是…", "养了一只猫").
_CN_BEFORE_OBJECT = re.compile(r"^(?:的是|了|是|的|着)")
# English: the present perfect of start / stop before a gerund, a habit begun or ended ("I've started eating porridge
# for breakfast", "I've stopped taking sugar in my tea"). A past "I started running when I was twelve" is an event.
_HABIT_BEGUN_EN = re.compile(
    r"^\W*(?P<subject>[A-Za-z][\w'’ -]*?)(?:['’]ve|['’]s|\s+have|\s+has)\s+(?:now\s+|just\s+|recently\s+|since\s+)?"
    rf"(?P<verb>{one_of(HABIT_PERFECT_EN)})\s+(?P<gerund>[a-z]+ing)\b(?P<rest>.*)$", re.IGNORECASE)
_EN_WORD = re.compile(r"[a-z]+")
# A word one of which every newer sentence of the rung holds: most sentences hold none and are not read further.
_OWN_VERB_WORDS = ("改", HABIT_BEGIN_CN, *HABIT_PERFECT_EN)
# A time of the day or week a habit is kept at, said in the singular ("I swim in the mornings", "I study at night"):
# a change of it alone, the act and its object kept, is the habit's time changed (session 29, update_probes_12).
_HABIT_TIME_EN = frozenset(("morning", "afternoon", "evening", "night", "lunchtime", "weekend", "weekday"))


def _is_ing_of(gerund: str, verb: str) -> bool:
    """Whether `gerund` is the -ing form of `verb` (swim / swimming, drive / driving, run / running), or of the
    verb said in the third person (swims, teaches)."""
    gerund, verb = gerund.casefold(), verb.casefold()
    bases = {verb} | ({verb[:-1]} if verb.endswith("s") else set()) | ({verb[:-2]} if verb.endswith("es") else set())
    return any(gerund in (b + "ing", b + b[-1:] + "ing", b[:-1] + "ing" if b.endswith("e") else "") for b in bases
               if len(b) > 1)  # (not "m" of "I'm" / "ming", nor "s" / "ing")


def _habit_times_en(text: str) -> frozenset[str]:
    """The times of the day or week a clause says a habit is kept at (_HABIT_TIME_EN), singular."""
    return frozenset(w.removesuffix("s") for w in _EN_WORD.findall(text.casefold())
                     if w.removesuffix("s") in _HABIT_TIME_EN)


def _time_only_changed_en(verb: str, was: str, gerund: str, now: str) -> bool:
    """The older act said again as a gerund with every object word kept and only its time of day or week changed."""
    was_times, now_times = _habit_times_en(was), _habit_times_en(now)
    return bool(_is_ing_of(gerund, verb) and was_times and now_times and was_times != now_times
                and _object_words_en(_without_habit_times(was)) == _object_words_en(_without_habit_times(now)))


def _same_time_of_day_en(verb: str, was: str, said: str, gerund: str, now: str) -> bool:
    """A habit begun ("started", not stopped) of the older act at the same time of day or week (_HABIT_TIME_EN), with
    another object: the older sentence's slot of that time, said anew."""
    was_times = _habit_times_en(was)
    return bool(said.casefold() in HABIT_STARTED_EN and _is_ing_of(gerund, verb) and was_times
                and was_times == _habit_times_en(now))


def _older_act_en(subject: str, old: str) -> re.Match[str] | None:
    """The older sentence said of `subject` with its verb right after it, a habit word between allowed ("I (usually)
    swim in the mornings"): the match, its groups "verb" and "rest"; None when it says no such act or the word after
    the subject is a grammar word (_EN_STOP: "I am", "I have"). Read by both English habit rungs (habit_stopped_en,
    _own_verb_changed)."""
    o = re.match(rf"^\W*{re.escape(subject)}\s+(?:(?:{one_of(EN_HABIT)})\s+)?(?P<verb>[a-z]+)\b(?P<rest>.*)$", old,
                 re.IGNORECASE)
    return o if o and o.group("verb").casefold() not in _EN_STOP else None


def habit_stopped_en(old: str, new: str) -> tuple[str, str] | None:
    """(the subject, "stopped" / "quit") when the newer sentence says the older sentence's own habit, word for word,
    has stopped: "I buy lunch at the canteen" / "I've stopped buying lunch at the canteen" ("no longer" in other
    words: the same claim ended, sure). The same subject, the gerund of the older verb and every other content word
    kept, times too ("I eat red meat on weekends" / "I've stopped eating red meat on weekdays" is another habit);
    else None."""
    if not _says_stopped_en(new):
        return None  # (most sentences: no habit said to have stopped)
    m = _HABIT_BEGUN_EN.match(new)
    if not m or m.group("verb").casefold() not in HABIT_STOPPED_EN:
        return None
    subject = m.group("subject").strip()
    o = _older_act_en(subject, old)
    if not o or not _is_ing_of(m.group("gerund"), o.group("verb")):
        return None
    if _rest_words_en(o.group("rest")) != _rest_words_en(m.group("rest")):
        return None
    if is_temporary(new) or is_plan(new) or is_question(new) or is_question(old) or signals_in(old):
        return None
    return subject, m.group("verb").casefold()


@_per_text  # (the ladder asks it of every pair's newer sentence first: once per text)
def _says_stopped_en(text: str) -> bool:
    """`text` holds a word of HABIT_STOPPED_EN (as written): the cheap test before habit_stopped_en reads it."""
    return any(word in text for word in HABIT_STOPPED_EN)


def _rest_words_en(text: str) -> frozenset[str]:
    """The content words after a habit's verb, stemmed, times kept (a habit at another time is another habit)."""
    return frozenset(dedup._stem(w) for w in _EN_WORD.findall(text.casefold()) if w not in _EN_STOP)


def _without_habit_times(text: str) -> str:
    """`text` without its times of the day or week (_HABIT_TIME_EN, either number)."""
    return " ".join(w for w in _EN_WORD.findall(text.casefold()) if w.removesuffix("s") not in _HABIT_TIME_EN)


def own_verb_search_words(text: str) -> list[str]:
    """A Chinese act of the speaker's begun or changed with the older sentence's own verb ("我最近开始喝普洱了",
    "我现在改喝普洱了"): the older one ("我平时喝拿铁") shares no two characters with it, only the verb said after the
    subject or a time word. So a lexical neighbour search without an embedder looks for the index terms the older one
    has there: the subject's last character or a time word's (平时, 每天, 周末 …) before the verb ("我喝", "时喝").
    Empty for every other sentence, and for an addition (也, 还有) or a change said not made."""
    if "改" not in text and HABIT_BEGIN_CN not in text:
        return []
    text = unicodedata.normalize("NFKC", text)
    m = _OWN_VERB_CHANGED_CN.search(text)
    if not m or _NEGATED_CJK.search(text, 0, m.start()) or (not m.group("gai") and _COEXIST.search(text)):
        return []
    subject = _CN_SUBJECT_ASIDE.sub("", text[:m.start()])
    if not subject:
        return []
    verb = m.group("verb")
    return list(dict.fromkeys([subject[-1] + verb, *sorted({w[-1] + verb for w in CN_WHEN_WORDS})]))


def habit_begun_en(text: str) -> bool:
    """An English habit begun or ended ("I've started jogging in the evenings"): its older sentence says the verb
    as it is ("I jog in the mornings"), so a lexical neighbour search without an embedder looks for the stems of its
    words too (writes._lexical_terms), as for a sentence with a change word."""
    return text.isascii() and any(w in text for w in _OWN_VERB_WORDS) and bool(_HABIT_BEGUN_EN.match(text))


def _object_words_en(text: str) -> frozenset[str]:
    """The content words of a clause's object and adverbials, stemmed, without time words or grammar words."""
    return frozenset(dedup._stem(w) for w in _EN_WORD.findall(text.casefold())
                     if w not in _EN_STOP and w not in _TIME_WORDS and w not in _PART_OF_DAY
                     and dedup._stem(w) not in _TIME_WORDS)


def _own_verb_changed(old: str, new: str) -> tuple[str, str] | None:
    """(the subject, the word said) when the newer sentence says the older sentence's act of the same subject now has
    another object (see above), and it is no passing state, plan or change said not made; else None."""
    folded = _folded(new)
    if not any(word in folded for word in _OWN_VERB_WORDS):
        return None
    new_n = unicodedata.normalize("NFKC", new)
    old_n = unicodedata.normalize("NFKC", old)
    if "改" in new_n or HABIT_BEGIN_CN in new_n:
        m = _OWN_VERB_CHANGED_CN.search(new_n)
        if not m or _NEGATED_CJK.search(new_n, 0, m.start()):
            return None
        marker = "改" if m.group("gai") else HABIT_BEGIN_CN
        # 开始 with 也 / 还 / 和 is a habit added beside the older one ("我晚上也开始遛狗了"), not one in its place.
        if marker == HABIT_BEGIN_CN and _COEXIST.search(new_n):
            return None
        at = old_n.find(m.group("verb"))
        if at <= 0 or marker in old_n:
            return None
        subject = _CN_SUBJECT_ASIDE.sub("", new_n[:m.start()])
        if not subject or subject != _CN_SUBJECT_ASIDE.sub("", old_n[:at]):
            return None
        was = _CN_BEFORE_OBJECT.sub("", old_n[at + 1:]).rstrip("。.！!了 ")
        now = new_n[m.end():].rstrip("。.！!了 ")
        if not was or not now:
            return None
        if was == now:
            # The act and its object kept: a change only of the day part said before the verb ("我早上遛狗" / "我现在改
            # 晚上遛狗了"); no day part, or the same, is the habit said again ("我最近又开始喝牛奶了").
            was_when = set(_CN_DAY_PART.findall(old_n[:at]))
            now_when = set(_CN_DAY_PART.findall(new_n[:m.end()]))
            if not was_when or not now_when or was_when == now_when:
                return None
        said = m.group()
    else:
        m = _HABIT_BEGUN_EN.match(new_n)
        if not m:
            return None
        subject = m.group("subject").strip()
        o = _older_act_en(subject, old_n)
        if not o:
            return None
        # A word of the object or adverbial kept (coffee, the office, my in-laws) makes the two one slot; the same
        # act with nothing else kept is another activity beside it ("I play tennis" / "I've started playing golf").
        # The same act at another time of day, nothing else said, is its time changed ("I swim in the mornings" /
        # "I've started swimming in the evenings"); "too" / "also" adds one beside it.
        # A habit begun in place of another at the same time of day, the act kept, is the one habit of that time
        # with another object ("I drink black coffee in the morning" / "I've started drinking green tea in the
        # morning"); no time of day kept is another activity beside it ("I play tennis on Mondays" / "I've started
        # playing golf": a weekday is no time of day here, two sports share one).
        if not _object_words_en(o.group("rest")) & _object_words_en(m.group("rest")) \
                and not ((_time_only_changed_en(o.group("verb"), o.group("rest"), m.group("gerund"), m.group("rest"))
                          or _same_time_of_day_en(o.group("verb"), o.group("rest"), m.group("verb"),
                                                  m.group("gerund"), m.group("rest")))
                         and not _COEXIST.search(new_n)):
            return None
        said = m.group("verb").casefold()
    if is_temporary(new) or is_plan(new) or is_question(new) or is_question(old):
        return None
    return subject, said


# -- a possessive subject: the older subject's schedule said anew --------------------------------------------------
# Nouns that name when their owner comes or works, never a person or a thing of its own (a closed class): "the
# cleaner's visits", "the tutor's sessions", "the nanny's hours". "The cleaner's son" or "…'s van" is another subject.
_SCHEDULE_NOUNS_EN = ("visits", "visit", "sessions", "session", "lessons", "lesson", "hours", "shifts", "shift",
                      "appointments", "appointment", "classes", "schedule", "rota", "days", "times")
_DETERMINER_EN = r"(?:(?:the|my|our|their|his|her|your)\s+)?"
_OWNED_SCHEDULE_EN = re.compile(
    rf"^\W*{_DETERMINER_EN}(?P<owner>[a-z][a-z .-]*?)['’]s\s+(?:{one_of(_SCHEDULE_NOUNS_EN)})\b", re.IGNORECASE)
# A time the older sentence says its subject keeps: a clock time ("8 am", "7:40") or a weekday or how often (kinds).
_CLOCK_EN = re.compile(r"\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b", re.IGNORECASE)
_WHEN_KINDS = frozenset(("weekday", "frequency"))


def schedule_of_subject(old: str, new: str) -> tuple[str, str] | None:
    """(the owner, the change word) when the newer sentence's subject is the older sentence's subject's schedule
    ("The cleaner comes on Fridays" / "The cleaner's visits were rescheduled to every other week": _SCHEDULE_NOUNS_EN)
    said to change (a strong change word), and the older sentence says a time of that subject; else None. The
    possessive names the same subject's slot of time, not another subject; the frame is not kept: a link."""
    if "'" not in new and "’" not in new:
        return None  # (most sentences: no possessive)
    m = _OWNED_SCHEDULE_EN.match(new)
    if not m:
        return None
    owner = m.group("owner").strip()
    if not re.match(rf"^\W*{_DETERMINER_EN}{re.escape(owner)}\s+(?!is\b|was\b|has\b|had\b)[a-z]+", old, re.IGNORECASE):
        return None
    strong = [label for label, strength in signals_in(new) if strength in ("strong", "back")]
    if not strong or signals_in(old) or is_temporary(new) or is_plan(new) or is_question(new) or is_question(old):
        return None
    if not (_CLOCK_EN.search(old) or value_kinds(old).keys() & _WHEN_KINDS):
        return None  # "The cleaner charges 25 dollars an hour": another slot of the subject
    return owner, strong[0]


# A past state of the older claim said later (pastrev32): "I'm allergic to peanuts" / "I used to be allergic to
# peanuts, I grew out of it", 我对花生过敏 / 我以前对花生过敏. The past marker (English "used to", Chinese 以前 / 之前 /
# 过去 / 曾经), the words that only carry the tense (a copula, "to") and the punctuation set aside, the newer first
# clause says the older claim word for word. A clause after it that says the state ended (_ENDED_*) makes it sure.
_PAST_MARKER_CJK = re.compile("|".join(PAST_MARKERS_CN))
_TENSE_WORDS_EN = frozenset("am m is s are re be was were used to".split())
_CLAUSE_SPLIT = re.compile(r"\s*(?:[,，;；]|\bbut\b|但是?|可是|不过)\s*", re.IGNORECASE)
_ENDED_EN = re.compile(r"\b(?:grew out of|outgrew|not any\s?more|no longer|but now|stopped|quit|gave (?:it|that) up|"
                       r"moved (?:away|out)|left|now)\b", re.IGNORECASE)
_ENDED_CJK = re.compile(r"现在|不再|已经好了|好了|没有了|不[\u4e00-\u9fff]{0,3}了")
_CJK_PUNCT = re.compile(r"[\s。！？.!?]+")


@_per_text  # (the ladder asks it of both sides of every pair: once per text)
def _says_past_marker(text: str) -> bool:
    """`text` says a past marker ("used to", 以前 / 之前 / 过去 / 曾经) anywhere."""
    return bool(USED_TO_EN.search(text) or _PAST_MARKER_CJK.search(text))


def _tense_free_words_en(clause: str) -> list[str]:
    return [dedup._stem(w) for w in re.findall(r"[a-z0-9]+", clause.casefold()) if w not in _TENSE_WORDS_EN]


_STATE_PASTS_EN = frozenset(STATE_VERB_PAST_EN.values())
_WORD_EN = re.compile(r"[a-z0-9]+")


@_per_text  # (asked of both sides of every pair: once per text)
def _words_said_en(text: str) -> tuple[str, ...]:
    """The English words of `text`, casefolded, as written (a short form split at its apostrophe: "I'm" is "i", "m")."""
    return tuple(_WORD_EN.findall(text.casefold()))


def _state_said_in_past(present: str, past: str) -> str:
    """The past verb when `past` says `present` word for word but one verb of a lasting state, said in its simple past
    (words.STATE_VERB_PAST_EN: "I live in Lisbon" / "I lived in Lisbon", "I'm a teacher" / "I was a teacher", "I have
    a cat" / "I had a cat"); empty when not. Every other word kept: "I lived in Lisbon for two years" (a story with a
    length) or "My sister lived in Lisbon" (another holder) is not read."""
    past_words = _words_said_en(past)
    if not _STATE_PASTS_EN.intersection(past_words):
        return ""  # (most sentences: no state verb in its past)
    present_words = _words_said_en(present)
    if len(present_words) != len(past_words) or len(past_words) < 3:
        return ""
    apart = [(a, b) for a, b in zip(present_words, past_words, strict=True) if a != b]
    if len(apart) != 1 or STATE_VERB_PAST_EN.get(apart[0][0]) != apart[0][1]:
        return ""
    return apart[0][1]


def _said_as_is(old: str, new: str) -> bool:
    """Neither side a plan or a question, the older no change, passing state or past marker of its own: the two
    sentences state what they say (past_state_said's guards)."""
    return not (_says_past_marker(old) or signals_in(old) or is_temporary(old) or is_plan(old) or is_plan(new)
                or is_question(old) or is_question(new))


def _simple_past_said(old: str, new: str) -> tuple[str, str] | None:
    """past_state_said for a state verb said in its simple past (tense34): "I live in Lisbon" / "I lived in Lisbon",
    "I work at Google" / "I worked at Google, but now I'm at Stripe". Read as "used to" is: the dedup keys lose the
    tense ("lived" and "live" share a key), so the two were stored once."""
    if not _STATE_PASTS_EN.intersection(_words_said_en(new)):
        return None  # (most sentences: no state verb in its past; the clause is split only when one is)
    first, *rest = _CLAUSE_SPLIT.split(new.strip(), maxsplit=1)
    said = _state_said_in_past(old, first)
    if not said or not _said_as_is(old, new):
        return None
    ended = _ENDED_EN.search(rest[0]) if rest else None
    return said, ended.group() if ended else ""


def past_state_said_first(old: str, new: str) -> str:
    """The past verb when the OLDER sentence says the newer one's lasting state in its simple past ("I lived in
    Lisbon" / "I live in Lisbon", "I had a cat" / "I have a cat"): a past state and the present one, two facts, as
    "I used to live in Lisbon" / "I live in Lisbon" are. Empty when not."""
    said = _state_said_in_past(new, old)
    return said if said and _said_as_is(new, old) else ""


_USED_TO_VERB = re.compile(r"\bused\s+to\s+([a-z]+)\b", re.IGNORECASE)
_PAST_OF_IRREGULAR = {"be": ("was", "were"), "have": ("had",), "go": ("went",), "do": ("did",),
                      **{base: tuple(w for w, b in _BASE_FORM.items() if b == base)
                         for base in set(_BASE_FORM.values())}}


def past_said_plainly(used: str, plain: str) -> bool:
    """The sentence without "used to" says the verb after it in the simple past (session 35, prec35): "I lived in
    Lisbon until 2020" / "I used to live in Lisbon until 2020", "I smoked until 2015" / "I used to smoke until 2015"
    are one past fact, both in the past. Not the present ("I live in Lisbon"), nor another verb."""
    m = _USED_TO_VERB.search(used)
    if not m:
        return False
    verb = m.group(1).casefold()
    forms = {verb + "ed", verb + "d", verb + verb[-1] + "ed", *_PAST_OF_IRREGULAR.get(verb, ())}
    if verb.endswith("y") and len(verb) > 2 and verb[-2] not in "aeiou":
        forms.add(verb[:-1] + "ied")
    return any(word.casefold() in forms for word in re.findall(r"[A-Za-z]+", plain))


def past_state_said(old: str, new: str) -> tuple[str, str] | None:
    """(the past marker, the words saying it ended or "") when the newer sentence says the older claim as a past state:
    its first clause is the older sentence, word for word, with a past marker ("used to", 以前 / 之前 / 过去 / 曾经)
    and tense words added. Not when the older sentence says a past itself, a change, a passing state, a plan or a
    question, nor when the newer one is a plan or a question. Another holder ("My brother used to work at Google"),
    another value ("I used to be allergic to cats") or a story without the marker ("I lived in Lisbon for two
    years") is not read. None when not."""
    if not _says_past_marker(new):
        return _simple_past_said(old, new)  # (most sentences: no past marker, and no state verb in its past)
    if _says_past_marker(old) or signals_in(old) or is_temporary(old) \
            or is_plan(old) or is_plan(new) or is_question(old) or is_question(new) or past_said_plainly(new, old):
        return None  # (past_said_plainly: "I played the cello as a kid" said again with "used to", both past)
    first, *rest = _CLAUSE_SPLIT.split(new.strip(), maxsplit=1)
    tail = rest[0] if rest else ""
    if USED_TO_EN.search(first):
        said, old_words = "used to", _tense_free_words_en(_CJK_PUNCT.sub(" ", old))
        if not old_words or old_words != _tense_free_words_en(first):
            return None
        ended = _ENDED_EN.search(tail)
    else:
        marker = _PAST_MARKER_CJK.search(first)
        if not marker:
            return None
        said = marker.group()
        claim = _CJK_PUNCT.sub("", first[:marker.start()] + first[marker.end():])
        if len(claim) < 3 or claim != _CJK_PUNCT.sub("", old):
            return None
        ended = _ENDED_CJK.search(tail)
    return said, ended.group() if ended else ""


# A trial of a product for the older sentence's activity (holder35): "I run in Hoka Cliftons" / "Trying Nike Pegasus
# for my runs now", "I ride a Trek Domane" / "Testing a Canyon Endurace for my rides now", "我跑步穿 Hoka Clifton" /
# "最近在试 Nike Pegasus 跑步". The activity said as a noun after "for my" is the older sentence's verb ("runs" /
# "run"); "trying" / "testing" / 在试 before a named product is a weak change word of use. A trial often ends in a
# return, so a link at most, never a crossing-out (ladder). The speaker's own trial only: the sentence opens with the
# trial verb (or "I'm" / 我 before it); "My brother is trying …", "for his runs", "I tried X once" are not read.
_TRIAL_EN = re.compile(r"^\W*(?:(?:I'm|I\s+am|I've\s+been|Been)\s+)?(?:trying|testing)\s+(?:out\s+)?"
                       r"(?P<product>(?:(?:a|an|the|some)\s+)?(?-i:[A-Z])[\w'-]*(?:\s+[\w'-]+){0,3}?)\s+for\s+my\s+"
                       r"(?P<act>[a-z]+)(?:\s+(?:now|these\s+days|lately))?\W*$", re.IGNORECASE)
_TRIAL_CJK = re.compile(r"^(?:我)?(?:最近|现在|这阵子|这几周)?(?:在试用?|试用)\s*(?P<product>[A-Za-z][\w .-]*?)\s*"
                        r"(?P<act>[\u4e00-\u9fff]{2,4}?)了?[。.!！]?$")
_TRIAL_GATE = _gate(_TRIAL_EN)


@_per_text
def _trial_read(text: str) -> tuple[str, str] | None:
    """(the product, the activity) of a sentence that says the speaker is trying a product for an activity."""
    stripped = unicodedata.normalize("NFKC", text).strip()
    if "试" in stripped:
        m = _TRIAL_CJK.match(stripped)
    else:
        m = _TRIAL_EN.match(stripped) if may_match(_TRIAL_GATE, _folded(text)) else None
    if m is None or not m["product"].strip():
        return None
    return m["product"].strip(), m["act"]


def product_on_trial(old: str, new: str) -> tuple[str, str] | None:
    """(the product, the activity) when the newer sentence is the speaker's trial of a named product for the
    activity the older sentence's verb says (a word "run" / "runs" of the older English sentence, the Chinese
    activity inside it), and the older sentence does not name the product; None otherwise."""
    trial = _trial_read(new)
    if trial is None or _trial_read(old) is not None:
        return None
    product, act = trial
    if product.casefold() in old.casefold():
        return None
    if _CJK_RUN_TRIAL.search(act):
        return trial if act in old else None
    words = {w.casefold() for w in re.findall(r"[A-Za-z]+", old)}
    noun = act.casefold()  # "runs", "rides", "swims": the older sentence's verb, said as a noun
    return trial if noun.endswith("s") and {noun, noun[:-1]} & words and ("i" in words or "my" in words) else None


_CJK_RUN_TRIAL = re.compile(r"[\u4e00-\u9fff]")
