"""A list restated: the same items listed again, in any order, under the same relation ("I enjoy playing badminton,
running, and swimming." / "Badminton, running and swimming are the sports I enjoy.", "我还喜欢潜水、滑雪、跑步、登山和
攀岩" / "潜水、滑雪、跑步、登山、攀岩，这些运动我都喜欢")."""

from __future__ import annotations

import re
from typing import NamedTuple

from flymemory import dedup
from flymemory.classify.judgement import _CJK_RUN
from flymemory.classify.patterns import _per_text
from flymemory.classify.restatement import _RESTATE_FILLER, _cjk_same_words, _claim, _same_key
from flymemory.classify.words import _without_repeat_marker, says_negation

LIST_RULE = "a list restated"  # (the opening of the rule's verdict)

# What a list joins its items with, one closed list each, the one source of the separator and of the test that
# a sentence lists anything: English words (after a comma or not), Chinese marks and words read anywhere, and
# Chinese words read only between two Chinese characters (还有 after an item; 和 / 及 / 跟 / 与 inside no word of a
# list). A list needs one of them, or at least three English items joined by commas alone (a single comma also
# ends a clause).
_EN_JOINERS = ("and", "or", "as well as", "plus")
_CJK_JOINERS = ("、", "或者", "或是", "以及")
_CJK_JOINERS_BETWEEN = ("还有", "和", "及", "跟", "与")
_EN_JOINER = "(?:" + "|".join(_EN_JOINERS) + ")"
_SEPARATOR = re.compile(rf"\s*,\s*{_EN_JOINER}\s+|\s*,\s*|\s+{_EN_JOINER}\s+|" + "|".join(_CJK_JOINERS)
                        + r"|(?<=[\u4e00-\u9fff])(?:" + "|".join(_CJK_JOINERS_BETWEEN) + r")(?=[\u4e00-\u9fff])",
                        re.IGNORECASE)
_JOINING = re.compile(rf"\b{_EN_JOINER}\b|" + "|".join(_CJK_JOINERS + _CJK_JOINERS_BETWEEN), re.IGNORECASE)
_CLAUSE_END = re.compile(r"[.!?;。！？；，]+")  # (a Chinese comma ends a clause: the list is joined by 、 or 和)
_COMMA = re.compile(r"\s*,\s*")
MIN_COMMA_ITEMS = 3  # "hiking, sailing, chess": commas alone join a list of three or more, never two clauses
MAX_INNER_WORDS = 3  # an item between two separators is short ("playing piano"); a longer run is a clause
MAX_INNER_CHARS = 6  # (in Chinese: "听摇滚音乐")
MAX_ITEMS = 6

# The relation a list is said under: what the speaker likes, or wants to do. Closed lists of the words that say it.
_RELATIONS = (
    ("want", re.compile(r"\b(?:wants?|wanted|wish|wishes|hope|hopes|would (?:like|love)|['’]d (?:like|love)|"
                        r"dream of)\b|想|希望|打算", re.IGNORECASE)),
    ("like", re.compile(r"\b(?:(?<!would )(?<!['’]d )(?:like|likes|liked|love|loves|loved)|"
                        r"enjoy|enjoys|enjoyed|favou?rites?|hobby|hobbies|fond of)\b|"
                        r"喜欢|喜爱|爱好|热爱|最爱|(?<![可亲恋])爱(?=[看吃听玩做喝])", re.IGNORECASE)),
)
# The kind of thing a list names ("the sports I enjoy", "这些运动", "the kind of films"): a restated list may add it,
# and the words of its relation (_RELATIONS, the one list of them). Closed lists: a demonstrative and general
# category nouns.
_KIND_WORDS = re.compile(r"\b(?:kinds?|types?|sorts?|genres?|sports?|activities|activity|things|stuff|places|foods?|"
                         r"cuisines?|movies|films|shows|games|doing)\b|"
                         r"这些|那些|这类|那类|运动|地方|东西|类型|活动|之类|一类|等等|等", re.IGNORECASE)


# Going to do an activity is the activity as a list names it ("going swimming" / "swimming", "去游泳" / "游泳"):
# "go" before an -ing word, 去 ("想去", "去游泳"; not 去过, "been to", a relation of its own, nor 去年, last year).
_GOING = re.compile(r"\b(?:to\s+)?(?:go|goes|going|went)\s+(?=[a-z]+ing\b)|去(?![过年世掉])", re.IGNORECASE)


def _without_relation(text: str) -> str:
    """`text` without the words of a relation (_RELATIONS)."""
    for _, pattern in _RELATIONS:
        text = pattern.sub(" ", text)
    return text


# "Chess and hiking are what I like": the free relative stands for the things listed, as "the hobbies" does.
_WHAT = re.compile(r"\bwhat\b", re.IGNORECASE)


def _without_relation_words(text: str) -> str:
    """`text` without the words of a relation (_RELATIONS) and of the kind of thing listed (_KIND_WORDS, _WHAT)."""
    return _WHAT.sub(" ", _KIND_WORDS.sub(" ", _without_relation(text)))


# Intensifiers a restated list may add or drop ("我也很想去看" / "我还想去看"): they say how much, not what.
_INTENSIFIERS = re.compile(r"很|非常|特别|一直|\b(?:really|also|too)\b", re.IGNORECASE)


def _keyed(text: str) -> list[tuple[str, str]]:
    """(token, key) of each content word of `text`, in order."""
    # (A word and its synonym, 绘画 / 画画, romance / romantic, are one key: restatement._SAME_WORD and _BASE_FORM,
    # the one tables of them; a plural or an -ing form meets its stem, "swims" / "swimming".)
    parsed = dedup._Text.of(_cjk_same_words(_INTENSIFIERS.sub(" ", text)))
    return [(t, k) for t, k in ((t, _same_key(t, k)) for t, k in zip(parsed.tokens, parsed.keys, strict=True))
            if k and k not in _RESTATE_FILLER and any(c.isalnum() for c in t)]


def _keys(text: str) -> tuple[str, ...]:
    return tuple(k for _, k in _keyed(text))


class _Item(NamedTuple):
    """One listed item: its own keys (`core`; of the first and last item, the one or two keys next to the joining
    word, the words before and after being the frame), every key it stands among (`span`; of the first and last
    item, its whole stretch of the sentence but the relation's words), and the kind of thing it is said with
    ("romance films": films)."""

    core: tuple[str, ...]
    span: frozenset[str]
    kinds: frozenset[str]


def _is_kind(token: str) -> bool:
    return _KIND_WORDS.fullmatch(token) is not None


def _item(segment: str, at: int, edge: int) -> _Item | None:
    """The item said in `segment`, the `at`-th of the list's segments (0 the first, -1 the last, 1 between)."""
    keyed = _keyed(_GOING.sub(" ", _without_relation(segment)))
    if not keyed:
        return None
    if at == 0:
        keyed = keyed[::-1]  # (the first item is read from its end: the words before it are the frame)
    things = [k for t, k in keyed if not _is_kind(t)]
    if at == 1 or not things:
        core = tuple(things or (k for _, k in keyed))
        kinds = frozenset(k for t, k in keyed if _is_kind(t)) if things else frozenset()
        return _Item(core, frozenset(k for _, k in keyed), kinds)
    # The item's own words next to the joining word, and the kind of thing said right with them ("romantic films
    # and …", "… and romance films are what I like").
    n, core, kinds = 0, [], set()
    while n < len(keyed) and (len(core) < edge or _is_kind(keyed[n][0])):
        token, key = keyed[n]
        if _is_kind(token):
            kinds.add(key)
        else:
            core.append(key)
        n += 1
    return _Item(tuple(core[::-1] if at == 0 else core), frozenset(k for _, k in keyed), frozenset(kinds))


def _segments(clause: str) -> list[str] | None:
    """The stretches of `clause` between the joining words of a list, or None when it joins nothing."""
    if _JOINING.search(clause):
        return _SEPARATOR.split(clause)
    if _CJK_RUN.search(clause):
        return None
    segments = _COMMA.split(clause)
    if len(segments) < MIN_COMMA_ITEMS or min(len(segments[0].split()), len(segments[-1].split())) > MAX_INNER_WORDS:
        return None  # (commas alone: three items or more, and the list opens or closes the clause)
    return segments


def _items(clause: str) -> list[_Item] | None:
    """The items of a list said in `clause`, or None when the clause lists nothing."""
    segments = _segments(clause)
    if segments is None or len(segments) < 2 or len(segments) > MAX_ITEMS or not all(s.strip() for s in segments):
        return None
    for inner in segments[1:-1]:
        if (len(inner) > MAX_INNER_CHARS) if _CJK_RUN.search(inner) else (len(inner.split()) > MAX_INNER_WORDS):
            return None
    edge = 2 if _CJK_RUN.search(clause) else 1
    items = [_item(s, 0 if n == 0 else -1 if n == len(segments) - 1 else 1, edge) for n, s in enumerate(segments)]
    return None if None in items else items  # type: ignore[return-value]


# A clause that adds to what was listed ("…，还有动画片", "…, and also jazz"): one more item, said apart.
_ADDS = re.compile(r"^\s*(?:还有|另外|以及|此外|也|还|and|also|plus|as well as|besides)(?![a-z])", re.IGNORECASE)


@_per_text
def _listed(text: str) -> tuple[tuple[_Item, ...], str, bool] | None:
    """(the items of the one list of `text`, the text without a repeat marker, whether another clause adds to the
    list), or None."""
    if not (_JOINING.search(text) or text.count(",") >= MIN_COMMA_ITEMS - 1) or not _relations(text):
        return None  # (most sentences: no list, or no relation it is said under; nothing is parsed)
    bare = _without_repeat_marker(text)
    found, adds = None, False
    for clause in _CLAUSE_END.split(bare):
        items = _items(clause)
        if items is not None:
            if found is not None:
                return None  # two lists: not read
            found = items
        elif _ADDS.match(clause):
            adds = True
    if found is None:
        return None
    return tuple(found), bare, adds


def _same_item(x: _Item, y: _Item) -> bool:
    """One item's own words within the other's, or each one's own words among the other's (a first or last item
    said with more of the sentence around it: "romantic films and …" / "… and romance films"), of no other kind of
    thing ("action movies" / "action games")."""
    if x.kinds and y.kinds and not x.kinds & y.kinds:
        return False
    cx, cy = set(x.core), set(y.core)
    return cx <= cy or cy <= cx or (cx <= y.span and cy <= x.span)


def _matched(items_a: tuple[_Item, ...], items_b: tuple[_Item, ...]) -> bool:
    """Each item of one list is an item of the other, in any order."""
    if len(items_a) != len(items_b):
        return False
    left = list(items_b)
    for x in items_a:
        for n, y in enumerate(left):
            if _same_item(x, y):
                del left[n]
                break
        else:
            return False
    return True


# The speaker alone or with others: words.persons reads "we" and "I" as one person (the first).
_WE = re.compile(r"\b(?:we|us|our|ours|we['’](?:re|ve|d|ll))\b|我们|咱们|咱", re.IGNORECASE)
_I = re.compile(r"\b(?:i|me|my|mine|i['’](?:m|ve|d|ll))\b|我(?!们)", re.IGNORECASE)


def _speakers(text: str) -> frozenset[str]:
    return frozenset(name for name, pattern in (("we", _WE), ("i", _I)) if pattern.search(text))


def _frame_keys(text: str) -> set[str]:
    """The keys of `text` but the relation's, the kind of thing listed and the joining words."""
    return set(_keys(_GOING.sub(" ", _JOINING.sub(" ", _without_relation_words(text)))))


def _relations(text: str) -> frozenset[str]:
    return frozenset(name for name, pattern in _RELATIONS if pattern.search(text))


def same_list_restated(old: str, new: str) -> str:
    """The same items listed on both sides, in any order, under the same relation (liking, wanting), and the newer
    sentence adds no word of its own but the relation's and the kind of thing listed ("the sports", "这些运动"); the
    older may say more (a reason after a comma), but no other name or number and no item in a clause of its own
    ("…，还有插花"). "We" / "I" are two parties. "I like comedies and romance films" / "I like comedies and horror
    films" lists another item; a negation on one side says the opposite ("我都不爱看" / "我都爱看"). (Another party
    named is read by the second looks at a restatement.) Empty when not."""
    a, b = _listed(old), _listed(new)
    if a is None or b is None or a[2] or b[2] or not _matched(a[0], b[0]):
        return ""
    relation = _relations(a[1])
    if not relation or relation != _relations(b[1]):
        return ""
    if _speakers(old) != _speakers(new):
        return ""  # "we" / "I" (another party, "she": the second looks read them)
    if says_negation(old) != says_negation(new):
        return ""  # a negation on one side ("喜剧片和动作片我都不爱看" / "…我都爱看"): the opposite claim
    listed = {k for item in a[0] + b[0] for k in item.core} | {"i"}  # (a name first in a sentence is not read as one)
    if _claim(old)[1] - listed != _claim(new)[1] - listed:
        return ""  # a name or number on one side only
    added = _frame_keys(b[1]) - _frame_keys(a[1])
    if added:
        return ""
    return f"{LIST_RULE}: the same {len(a[0])} items listed in another order under the same relation " \
        f"({', '.join(sorted(relation))})"


# The speaker right before the relation's word, an adverb between ("I like", "我都喜欢", "I really enjoy"): the speaker
# is who likes or wants, whichever side of the sentence the list stands on ("围棋和书法我都喜欢").
_SPEAKER_BEFORE = re.compile(r"(?:\bI|我)(?:\s*(?:都|也|还|很|非常|特别|一直|\b(?:really|also|do|mainly)\b))*\s*$",
                             re.IGNORECASE)


def speaker_holds_relation(text: str) -> bool:
    """The speaker says the relation of `text` ("I like", "我都喜欢"), at each place it is said."""
    places = [m.start() for _, pattern in _RELATIONS for m in pattern.finditer(text)]
    return bool(places) and all(_SPEAKER_BEFORE.search(text, 0, at) for at in places)


def only_relation_words(text: str) -> bool:
    """`text` says a relation and the kind of thing listed, and nothing else ("like / hobbies", "喜欢 / 爱好是")."""
    return not _keys(_without_relation_words(text.replace("/", " ")))
