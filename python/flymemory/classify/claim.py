"""The claim of a sentence that opens with a discourse clause before a comma ("跟你说一下，我已经搬到上海了",
"By the way, I moved to Porto"): the readers of a subject and a slot read a sentence from its start, and would
take the lead-in for its subject. `claims` gives the pair each side's claim; the texts stored and shown stay
as written.

The test is general, not a list of lead-in phrases. A leading clause is set aside only when it:
  - is short (a clause, not a statement of its own) and ends at the first comma (，, 、 or ,);
  - carries nothing a fact is known by: no value, number or name, no time or negation word (a time clause,
    "上周，" / "Last week,", changes what is claimed: the rules for a passing state read it), no passing
    state and no change word;
  - is no noun phrase that the rest refers back to ("我的经理，现在是李娜", "Our staging server, it moved …"):
    a possessive before a noun or a determiner first; and the rest opens a clause of its own, not with a
    pronoun for the lead-in or with a linker, adverb or function word that needs a subject before it;
  - shares no content word or character with the other sentence's claim (a lead-in that does is part of
    what the two sentences are about)."""

from __future__ import annotations

import re
import unicodedata

from flymemory import dedup
from flymemory.classify.kinds import value_kinds
from flymemory.classify.patterns import _folded, _gate, _per_text, may_match
from flymemory.classify.signals import content_terms, is_temporary, signals_in, without_effective_date
from flymemory.classify.subject import _NEGATION
from flymemory.classify.words import (
    _ADVERBS,
    _CN_FUNCTION,
    CN_NOW,
    CN_RECENT,
    CN_WHEN,
    MONTHS_EN,
    PAST_TIMES_EN,
    WEEKDAY_WORDS_EN,
    _without_repeat_marker,
    one_of,
)
from flymemory.numerals import number_forms
from flymemory.phatic import is_phatic
from flymemory.speaker import _DETERMINERS

# A clause before the first comma: at most this many words (English) or characters (Chinese). Longer, it
# is a statement of its own ("我把丰田卡罗拉卖了，…"), and its rest no longer the whole claim.
MAX_LEAD_WORDS = 5
MAX_LEAD_CJK_CHARS = 8
# The rest has at least this many significant tokens (a Chinese character is one): a claim, not a tail
# ("By the way, I moved to Porto": moved, Porto).
MIN_REST_TOKENS = 2

# (At most 48 characters before the comma: a longer opening is no lead-in, and is not scanned for one. A word before
# the enumeration comma 、 is a listed item, never a lead-in: "潜水、滑雪、攀岩，这些运动我都喜欢".)
_LEAD = re.compile(r"^\s*([^,，、。.!?！？;；:：]{1,48}?)\s*[,，]\s*(?=\S)")
# The rest of a list after its first item: short items, each after a comma, the last after "and" / "or" ("Badminton,
# running and swimming are …"). Not after an adverb, nor when a pronoun is listed: "Recently, my colleagues and I
# formed …" opens with a lead-in.
MAX_LIST_ITEM_WORDS = 3
_LIST_ITEM = r"\w[\w'-]*(?:\s+\w[\w'-]*){0,2}"
_LIST_GOES_ON = re.compile(rf"(?:{_LIST_ITEM}\s*,\s*)*{_LIST_ITEM}\s*,?\s+(?:and|or)\s+\w", re.IGNORECASE)
_AND_OR = re.compile(r"\b(?:and|or)\b", re.IGNORECASE)  # (every list that goes on holds one)
_PRONOUN = re.compile(r"\b(?:i|you|he|she|we|they|me|him|her|us|them)\b", re.IGNORECASE)
_CJK_CHAR = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
# A possessive before a noun ("我的经理", "公司的新地址") makes the lead-in a noun phrase: the subject.
_CJK_POSSESSIVE = re.compile(r"的[\u3400-\u4dbf\u4e00-\u9fff]")
# Words a rest opens with when its subject is the lead-in: a pronoun referring back ("…, it moved",
# "…，她现在…") or a verb of being; in Chinese also a linker, an adverb or a function character
# (pronouns for the speaker and the listener and 这/那 excepted: they open a clause of their own).
_REFERS_BACK_EN = frozenset("it it's its they they're he he's she she's this that these those".split()) \
    | dedup._COPULAS_EN
_REFERS_BACK_CJK = ("他", "她", "它") + dedup._LINKERS_CJK
_CJK_OPENERS = frozenset(_CN_FUNCTION - set("我你他她它这那们"))
# A rest joined on by a conjunction ("I've always enjoyed reading, but lately …", "…，但是…") continues a
# clause of equal weight: the lead-in is a statement, not discourse. (Conjunctions are a closed class of the
# grammar, not phrases picked from examples.)
_JOINS_EN = frozenset("but and so or yet because although though while which who whereas".split())
_JOINS_CJK = ("但", "可是", "不过", "而", "所以", "因为", "并且", "虽然", "然后", "于是", "只是", "或者")
_LEADING_JOIN = re.compile(r"^\s*(?:(?:" + "|".join(sorted(_JOINS_EN)) + r")\b|" + "|".join(_JOINS_CJK) + r")\s*",
                           re.IGNORECASE)
_DIGIT = re.compile(r"\d")
_CLAUSE_END = re.compile(r"[,，、.。!！?？;；]")
MAX_ADDRESS_WORDS = 2  # "AI companion", "Dr Smith"
_SENTENCE_END = re.compile(r"[.!?]\s+\S|[。！？]\s*\S")
_LEADING_ADVERBS = re.compile(rf"^(?:\s*(?:{_ADVERBS.pattern}))+\s*", re.IGNORECASE)


@_per_text
def lead_clause(text: str) -> tuple[str, str] | None:
    """(the leading clause, the rest) when `text` opens with a clause that may be discourse, judged on the
    text alone; None otherwise. Whether it is set aside also depends on the other sentence (`claims`)."""
    m = _LEAD.match(text)
    if not m or is_phatic(text):  # a greeting or thanks stays whole ("谢谢你，朋友！"): the rung for chatter reads it
        return None
    lead, rest = m.group(1), text[m.end():].strip()
    listed = _LIST_GOES_ON.match(rest) if _AND_OR.search(rest) else None
    if listed and len(lead.split()) <= MAX_LIST_ITEM_WORDS and not _LEADING_ADVERBS.match(lead) \
            and not lead.casefold().endswith("ly") and not _PRONOUN.search(listed.group()):
        return None  # "Badminton, running and swimming are the sports I enjoy": the first item of a list
    lead_text, rest_text = dedup._Text.of(lead), dedup._Text.of(rest)
    cjk = bool(_CJK_CHAR.search(lead))
    if (cjk and len(lead_text.tokens) > MAX_LEAD_CJK_CHARS) or (not cjk and len(lead_text.tokens) > MAX_LEAD_WORDS):
        return None
    if sum(1 for t in rest_text.tokens if not dedup._insignificant_token(t)) < MIN_REST_TOKENS:
        return None
    # A message of several sentences ("Okay, I will study hard. Thanks again …") is chat, not one claim whose
    # subject a lead-in hides: it is judged as written.
    if _SENTENCE_END.search(rest):
        return None
    # A capital on the first word only marks the sentence's start ("By the way"); any other detail is a value.
    details = [t for n, t in enumerate(lead_text.tokens) if dedup._is_detail(t) and not (n == 0 and t[1:].islower())]
    if details or _DIGIT.search(number_forms(lead)) or value_kinds(lead) or lead_text.guards() \
            or _NEGATION.search(lead) or is_temporary(lead) or signals_in(lead):
        return None
    # A verb of being states a fact of its own ("我是成都人，四川的", "It was late, …"): no discourse.
    if set(lead_text.keys) & dedup._COPULAS_EN or any(linker in lead for linker in dedup._LINKERS_CJK):
        return None
    first = lead_text.keys[0] if lead_text.keys else ""
    if first in _DETERMINERS or _CJK_POSSESSIVE.search(lead):
        return None
    # An adverb first ("现在", "now") says nothing of the subject: the word after it does; nor does a repeat
    # marker ("我想告诉你，就像我说的，…"), which the ladder reads at the claim's start. After an interjection
    # ("Oh, and …") a conjunction joins no clause of equal weight.
    if is_phatic(lead):
        rest = _LEADING_JOIN.sub("", rest, count=1)
    clause = _LEADING_ADVERBS.sub("", _without_repeat_marker(unicodedata.normalize("NFKC", rest)))
    opening = dedup._Text.of(clause).keys[:1]
    if not opening or opening[0] in _REFERS_BACK_EN or opening[0] in _CJK_OPENERS or opening[0] in _JOINS_EN \
            or clause.startswith(_REFERS_BACK_CJK + _JOINS_CJK):
        return None
    # After a greeting or thanks, a name alone is the one addressed ("Hi, AI companion.", "Thank you for your
    # advice, Dana.", "Thank you, AI companion, for your help"): no claim follows. A name that opens a clause
    # ("对了，CI又迁回Jenkins了") is its subject.
    address = dedup._Text.of(_CLAUSE_END.split(rest, maxsplit=1)[0]).tokens
    if is_phatic(lead) and address and dedup._is_detail(address[0]) and len(address) <= MAX_ADDRESS_WORDS:
        return None
    return lead, rest


@_per_text
def _content_marks(text: str) -> frozenset[str]:
    """Its words as compared (stopwords out) and its Chinese topic words (pairs of content characters, as
    content_terms reads them): what a lead-in may not share with the other sentence. Any English word counts,
    "recently" too, which the topic words leave out; one Chinese character alone does not ("说实话" / "实验小学",
    "跟你说一下" / "一趟")."""
    parsed = dedup._Text.of(text)
    return frozenset(k for t, k in zip(parsed.tokens, parsed.keys, strict=True)
                     if not dedup._insignificant_token(t) and not dedup._is_cjk(t)) \
        | frozenset(term for term in content_terms(text) if _CJK_CHAR.match(term))


# A reason given for the claim, said after it or before it ("I bike to work because it's faster than the bus",
# "Since parking is so expensive, I bike to work", 我不喝咖啡，因为…, 因为…，所以…): conjunctions of cause, a closed
# class of the grammar. "as" is left out (a comparison or a time as often as a cause).
_REASON_AFTER = re.compile(r"^(?P<claim>.+?)(?:\s*,)?\s+(?:because|since|cause)\s+(?P<reason>[^.!?;]+?)\s*[.!?]?\s*$",
                           re.IGNORECASE)
_REASON_BEFORE = re.compile(r"^\s*(?:because|since)\s+(?P<reason>[^,.!?;]+?)\s*,\s*(?:so\s+)?(?P<claim>.+)$",
                            re.IGNORECASE)
_REASON_AFTER_CJK = re.compile(r"^(?P<claim>.+?)[，,]\s*(?:因为|由于)(?P<reason>[^。！？；，,]+)[。！？]?\s*$")
_REASON_BEFORE_CJK = re.compile(r"^\s*(?:因为|由于)(?P<reason>[^，,。！？；]+)[，,]\s*(?:所以)?(?P<claim>.+)$")


@_per_text
def reason_clause(text: str) -> tuple[str, str] | None:
    """(the reason, the claim) when `text` gives a reason for its claim in a clause of its own, judged on the text
    alone; None otherwise. The reason carries nothing a fact is known by (no value, number or name, no time word, no
    passing state and no change word: "since 2019" is a time, "because we moved" a change), and the claim left
    is a claim (MIN_REST_TOKENS). Whether it is set aside also depends on the other sentence (`claims`)."""
    if not may_match(_REASON_GATE, _folded(text)) or not _REASON_WORD.search(text):
        return None
    m = _REASON_AFTER.match(text) or _REASON_BEFORE.match(text) or _REASON_AFTER_CJK.match(text) \
        or _REASON_BEFORE_CJK.match(text)
    if not m:
        return None
    reason, claim = m.group("reason"), m.group("claim").strip()
    if _SENTENCE_END.search(claim):  # a message of several sentences ("Hello, AI companion. I'm …"): chat, as written
        return None
    reason_text, claim_text = dedup._Text.of(reason), dedup._Text.of(claim)
    if sum(1 for t in claim_text.tokens if not dedup._insignificant_token(t)) < MIN_REST_TOKENS:
        return None
    if any(dedup._is_detail(t) for t in reason_text.tokens) or _DIGIT.search(number_forms(reason)) \
            or value_kinds(reason) or reason_text.guards() or is_temporary(reason) or signals_in(reason):
        return None
    return reason, claim


_REASON_WORD = re.compile(r"\b(?:because|since|cause)\b|因为|由于", re.IGNORECASE)
_REASON_GATE = _gate(_REASON_WORD)  # (its words as literals: most sentences hold none, and are not searched)


def _without_reasons(old: str, new: str) -> tuple[str, str]:
    """A reason said on one side only, sharing nothing with the other side's claim, is set aside: the claim is
    the same fact, said with why ("I bike to work" / "I bike to work because it's faster than the bus"). A reason on
    both sides stays on both (two reasons are part of what the sentences say)."""
    reason_old, reason_new = reason_clause(old), reason_clause(new)
    if (reason_old is None) == (reason_new is None):
        return old, new
    if reason_old and not _shared(reason_old[0], new):
        return reason_old[1], new
    if reason_new and not _shared(reason_new[0], old):
        return old, reason_new[1]
    return old, new


# A question the speaker answers at once ("What's my blood type? A positive.", 我是啥血型？A型。): its claim is the
# question without its question word, then the answer. Question words are a closed class of the grammar (English
# wh-words with a verb of being or do-support after them; Chinese 什么 / 啥 / 哪 / 几 / 多少 / 怎么 / 咋).
_ASKED_ANSWERED = re.compile(r"^\s*(?P<asked>[^?？]{2,80})[?？]\s*(?P<answer>[^?？]{1,40}?)\s*[.。!！]?\s*$")
_WH_EN = re.compile(r"^\s*(?:what|where|who|when|which|how)(?:'s|\s+(?:is|are|was|were|do|does|did))?\s+",
                    re.IGNORECASE)
_WH_CJK = re.compile(r"什么|啥|哪里|哪儿|哪个|哪|多少|几|怎么|咋")
MAX_ANSWER_WORDS = 4  # "A positive", "Lisbon": an answer, not a sentence of its own
MAX_ANSWER_CJK_CHARS = 8


@_per_text
def answered(text: str) -> str | None:
    """The claim of a question answered at once (see _ASKED_ANSWERED), or None. The answer is short and states
    nothing else: no negation, hedge, passing state or change word ("Not sure.", "Maybe Thai.")."""
    m = _ASKED_ANSWERED.match(text)
    if not m:
        return None
    asked, answer = m.group("asked").strip(), m.group("answer").strip()
    answer_text = dedup._Text.of(answer)
    limit = MAX_ANSWER_CJK_CHARS if _CJK_CHAR.search(answer) else MAX_ANSWER_WORDS
    if not answer_text.tokens or len(answer_text.tokens) > limit or _NEGATION.search(answer) \
            or answer_text.guards() or is_temporary(answer) or signals_in(answer) \
            or set(answer_text.keys) & _HEDGES:
        return None
    if _CJK_CHAR.search(asked):
        bare = _WH_CJK.sub("", asked, count=1)
        return bare + answer if bare != asked else None
    bare = _WH_EN.sub("", asked, count=1)
    return f"{bare} {answer}" if bare != asked else None


_HEDGES = frozenset("maybe perhaps probably possibly sure think guess 也许 可能 大概".split())


def _answers_read(old: str, new: str) -> tuple[str, str]:
    """A question answered at once on one side only is read as its claim (answered)."""
    read_old, read_new = answered(old), answered(new)
    if (read_old is None) == (read_new is None):
        return old, new
    return read_old or old, read_new or new


def claims(old: str, new: str) -> tuple[str, str]:
    """Each side's claim: the sentence without a repeat marker or a reason said on one side only
    (_without_reasons), a question answered at once as its claim (answered), or its rest after a discourse
    lead-in that shares nothing with the other side's claim."""
    old, new = _without_reasons(*_answers_read(_unmarked(old), _unmarked(new)))
    split_old, split_new = lead_clause(old), lead_clause(new)
    if split_old is None and split_new is None:
        return old, new
    if split_old and split_new and is_phatic(split_old[0]) and is_phatic(split_new[0]) \
            and dedup._Text.of(split_old[0]).keys != dedup._Text.of(split_new[0]).keys:
        # Two chat turns, each opening with its own reply word ("Hi, I'm back to chat …" / "Okay, today's chat is
        # over."): the reply words are part of the chat, and the rest of a turn is rarely a fact on its own.
        return old, new
    claim_old = split_old[1] if split_old else old
    claim_new = split_new[1] if split_new else new
    keep_old = split_old is not None and _shared(split_old[0], claim_new)
    keep_new = split_new is not None and _shared(split_new[0], claim_old)
    if split_old and split_new and not keep_old and not keep_new and _parallel_leads(split_old[0], split_new[0]):
        return old, new
    return (old if keep_old or not split_old else claim_old), (new if keep_new or not split_new else claim_new)


def _unmarked(claim: str) -> str:
    """The claim without a repeat marker ("As I said, …", "我之前说过，…", "…，跟你说过的"): saying that one repeats
    oneself states no fact, and its words ("before", "之前") would read as another time (words._REPEAT_LEADING).
    A marker that is also a change word ("… is my manager again": back to an earlier value) stays."""
    bare = _without_repeat_marker(claim)
    if bare == claim or signals_in(bare) != signals_in(claim):
        return claim
    return bare


def _parallel_leads(lead_old: str, lead_new: str) -> bool:
    """Two leading clauses, one on each side, that differ yet share a significant word or character ("我最近去了厦门，
    非常美丽" / "我最近去了青岛，非常美丽", "我喜欢徒步、长跑…" / "我哥哥喜欢徒步、长跑…"): the two sentences' first
    clauses, said in one frame, not two lead-ins. Setting both aside would leave the same tail on each side and hide
    the clause that differs; the pair is judged as written. Two different lead-ins share no such word ("By the way"
    / "Just so you know", "对了" / "其实"); the same lead-in on both sides is set aside on both."""
    a, b = dedup._Text.of(lead_old), dedup._Text.of(lead_new)
    if a.keys == b.keys:
        return False
    significant = {k for t, k in zip(a.tokens, a.keys, strict=True) if not dedup._insignificant_token(t)}
    return any(k in significant for t, k in zip(b.tokens, b.keys, strict=True) if not dedup._insignificant_token(t))


def _shared(lead: str, other: str) -> bool:
    """The lead-in shares a content word or character with the other sentence, or the other sentence says the
    whole lead-in too ("Actually, …" / "Just to repeat: Actually, …": set aside on one side only, the two
    would differ by it)."""
    return bool(_content_marks(lead) & _content_marks(other)) \
        or set(dedup._Text.of(lead).keys) <= set(dedup._Text.of(other).keys)


# A time said first, before the subject (pastrev32): "After lunch I switched to Zed", "Since Monday we deploy with
# Argo", "Last week, I switched to Apple Mail", 从上周开始我改用 Neovim 了, 午饭后我换成 Zed 了. The readers of a
# subject read a sentence from its start and take the time for its subject. Grammar and time words only: a meal or a
# break after "after" / "before", a day or a period after "last" / "this" / "since" / "on", "yesterday", "… ago";
# in Chinese 从 / 自从 … 开始 / 起, a short time before 后 / 以后 / 之后, a day word, each before a pronoun subject.
_EN_DAY = rf"(?:{WEEKDAY_WORDS_EN}|weekend|week|month|year|sprint|quarter|night)"  # (the weekdays: words' one list)
_TIME_OPENING_EN = re.compile(
    rf"^\s*(?:(?:after|before)\s+(?:lunch|breakfast|dinner|work|the\s+(?:meeting|standup|break|holidays|weekend|"
    rf"upgrade|migration|reorg))|(?:after|following)\s+the\s+[a-z]+(?:\s+[a-z]+){{0,2}}|yesterday|earlier\s+today|"
    rf"this\s+(?:morning|afternoon)|last\s+{_EN_DAY}|"
    rf"(?:since|starting|as\s+of|on)\s+(?:last\s+|this\s+)?{_EN_DAY}|since\s+yesterday|"
    rf"(?:since|starting|as\s+of)\s+(?:{'|'.join(sorted(MONTHS_EN))})|"
    rf"(?:a|two|three|a\s+few)\s+(?:days|weeks|months)\s+ago)\s*,?\s+(?=(?:i|we|they|he|she|my|our|the)\b)",
    re.IGNORECASE)
_TIME_OPENING_CJK = re.compile(r"^\s*(?:(?:从|自从?)[^，,。我你他她]{1,8}?(?:开始|起|以来)|"
                               r"[^，,。我你他她们]{1,5}?(?:之后|以后|后)|上周|上个?月|昨天|前几天)\s*[，,]?\s*(?=我|我们|咱们|他|她)")
# An opening that says when the newer state began ("since", "starting", "as of", 从 … 开始 / 起).
_START_OPENING = re.compile(r"^\s*(?:since|starting|as\s+of|从|自)", re.IGNORECASE)


@_per_text
def time_opening(text: str) -> tuple[str, str] | None:
    """(the time said first, the rest) when `text` opens with a time before a pronoun subject (above); None when
    not."""
    m = _TIME_OPENING_EN.match(text) or _TIME_OPENING_CJK.match(text)
    if not m:
        return None
    rest = text[m.end():]
    return (m.group().strip(" ,，"), rest) if len(rest.strip()) >= 2 else None


# A time before now said last, after the change it dates (session 44, when44: "I switched to Planet Fitness three weeks
# ago", "We changed our internet provider to Verizon Fios last month"): when the change happened, as a time said first
# is (above). The times are words.PAST_TIMES_EN and any count of days, weeks, months or years "ago"; only a time that
# is past ("in March" may be to come).
_TIME_CLOSING_EN = re.compile(
    rf"\s*,?\s+(?:{PAST_TIMES_EN}|\b(?:a|an|one|two|three|four|five|six|several|a\s+few|a\s+couple(?:\s+of)?|\d+)\s+"
    r"(?:days?|weeks?|months?|years?)\s+ago\b)\s*[.!]?\s*$", re.IGNORECASE)


@_per_text
def time_closing(text: str) -> tuple[str, str] | None:
    """(the time said last, the rest) when `text` ends with a time before now (above); None when not."""
    m = _TIME_CLOSING_EN.search(text)
    if not m:
        return None
    rest = text[:m.start()].strip()
    return (m.group().strip(" ,.!"), rest) if len(rest) >= 2 else None


# A state said in the present perfect progressive with a since-clause last ("I've been taking the tram to work since my
# knee got sore", "We've been deploying with Argo since March"): the clause says when the state began, as a fronted
# "Since March I've been …" does (signals' weak 'since'). Grammar only: I / we, have been, a verb in -ing, since. The
# since-clause said first and short, before the same I / we have been V-ing, is read alike (session 37, changetime37:
# "Since Monday I've been using Zed" after "I edit in VS Code" was unrelated; the clause said last, a link).
_SINCE_CLOSING_EN = re.compile(
    r"^\s*((?:i|we)\s*(?:['’]ve|\s+have)\s+been\s+[a-z]+ing\b[^,;.!?]*?)\s*,?\s+since\s+\S.*$", re.IGNORECASE)
_SINCE_OPENING_EN = re.compile(
    r"^\s*since\s+[^,;.!?]{1,30}?\s*,?\s+((?:i|we)\s*(?:['’]ve|\s+have)\s+been\s+[a-z]+ing\b[^,;.!?]*?)\s*[.!]?\s*$",
    re.IGNORECASE)
# A state of being on something in the present perfect, with when it began or how long it has lasted said last (session
# 45, why45: "the monorepo's been on pnpm since this sprint started", "she's been on Hill's k/d for two weeks"): read
# alike. Only "on" (a plan, a diet, a tool, a carrier), whose state is a value in use; "in" / "at" say a stay.
_BEEN_ON_SINCE_EN = re.compile(
    r"^\s*((?:[\w'’-]+\s+){0,3}?[\w'’-]+(?:['’]s|['’]ve|\s+has|\s+have)\s+been\s+on\s+[^,;.!?]*?)\s*,?\s+"
    r"(?:since\s+\S[^,;!?]*|for\s+(?:the\s+(?:past|last)\s+)?(?:a|an|one|two|three|four|five|six|several|a\s+few|"
    r"a\s+couple\s+of|\d+)\s+(?:days?|weeks?|months?|years?))\s*[.!]?\s*$", re.IGNORECASE)

# "ever since" / "since then" said last after I / we have + a participle (session 46, reason46: "My Trek got stolen in
# June, so I've taken the bus to work ever since"): the state began at the event said before it, and holds now.
# Only these two closings: "since March" after a simple present perfect ("I've lived here since 2019") may say how
# long a state has lasted, no change.
_EVER_SINCE_EN = re.compile(
    r"^\s*((?:i|we)\s*(?:['’]ve|\s+have)\s+(?:been\s+)?[a-z]+\b[^,;.!?]*?)\s*,?\s+(?:ever\s+since|since\s+then)"
    r"\s*[.!]?\s*$", re.IGNORECASE)


@_per_text
def since_closing(text: str) -> str | None:
    """The sentence without its since-clause, said last (or first) beside a present perfect progressive, or without
    its since- or for-clause beside "has been on", or without "ever since" beside a present perfect (above); None
    when not."""
    m = _SINCE_CLOSING_EN.match(text) or _SINCE_OPENING_EN.match(text) or _BEEN_ON_SINCE_EN.match(text) \
        or _EVER_SINCE_EN.match(text)
    return m.group(1) if m else None


def starts_a_state(opening: str) -> bool:
    """The time said first says when the newer state began ("Since Monday", 从上周开始)."""
    return bool(_START_OPENING.match(opening))


# A change said in its first clause, then why or what came of it in clauses that hold no change word (session 44,
# when44, blind set 22: "博客挪到 Vercel 上了，阿里云那台到期就没续费"): the first clause is the change; the rest
# dates it or gives a reason, and its words (a negation, another time) are no part of the change.
_FIRST_CLAUSE = re.compile(r"^\s*([^;；,，。.!?！？—–]{2,48}?)\s*(?:[;；,，—–]|\s-{1,2}\s)\s*(?=\S)")
# A rest that goes on with the claim rather than giving why ("…不再学围棋了，而是去学游泳", "…, instead …").
_CLAIM_GOES_ON = re.compile(r"^\s*(?:而|instead\b|rather\b)", re.IGNORECASE)


@_per_text
def change_then_aside(text: str) -> tuple[str, str] | None:
    """(the change, the rest) when `text` says a strong change word in a first clause and none after it (above); None
    otherwise."""
    m = _FIRST_CLAUSE.match(text)
    if not m:
        return None
    first, rest = m.group(1).strip(), text[m.end():].strip()
    if not any(strength in ("strong", "back") for _, strength in signals_in(first)) or signals_in(rest) \
            or _CLAIM_GOES_ON.match(rest):
        return None
    return first, rest


# A change said in its own clause after a first clause (holder35): "We moved; the office is now in La Défense", "Big
# news: my car is now a Tesla", 调整了一下，组长现在是李娜. The readers of a subject read the first clause's subject
# ("We", "news"): the clause after it is read against the older sentence too (ladder._clause_apart), and names
# another thing there ("We moved; the Paris office is now …", "…; my son's dentist is now …") that the whole hides.
# A semicolon or a colon before a space (not a clock time, "10:30") ends the first clause; a comma only when the first
# clause holds the change word (a lead-in without one is `lead_clause`'s).
_CLAUSE_BREAK = re.compile(r"^\s*([^;；:：,，。.!?！？]{1,48}?)\s*(?:[;；：]|:(?=\s)|([,，]))\s*(?=\S)")


@_per_text
def change_clause(text: str) -> tuple[str, str] | None:
    """(the first clause, the clause after it) when `text` says a short first clause and then a clause of its own
    that holds a change word (above); None otherwise."""
    m = _CLAUSE_BREAK.match(text)
    if not m:
        return None
    lead, rest = m.group(1), text[m.end():].strip()
    cjk = bool(_CJK_CHAR.search(lead))
    words = len(dedup._Text.of(lead).tokens)
    if words > (MAX_LEAD_CJK_CHARS if cjk else MAX_LEAD_WORDS):
        return None
    if m.group(2) and not signals_in(lead):
        return None
    if not signals_in(rest) or _LEADING_JOIN.match(rest):
        return None
    opening = dedup._Text.of(_LEADING_ADVERBS.sub("", rest)).keys[:1]
    if not opening or opening[0] in _REFERS_BACK_EN or rest.startswith(_REFERS_BACK_CJK):
        return None  # "We moved; it is now in …": the rest's subject is the first clause's
    return lead, rest


# A change said after its reason (session 45, why45, blind set 23): "Instacart's markups got ridiculous so groceries
# come from Costco same-day now", "pnpm cut our node_modules by about 4 GB, so the monorepo's been on pnpm since …",
# 因为客户要求数据留在北京，服务整体搬到华北2了, "…，所以…". The reason names things of its own (a vendor, a doctor,
# a place), so reason_clause keeps it as part of the claim, and the readers of a subject read the reason's subject.
# The clause after "so" (所以 / 于是, or the clause after 因为…，) is the claim; a dash, a question or a sentence's end
# closes it. "so" as a degree or a filler ("so much", "so far", "just so", "so that") joins no clause.
# A title's period ends no clause ("Dr. Kim retired, so my son's dentist is now Dr. Patel": session 45), nor a decimal
# point ("… so as of Monday the p99 threshold is 1.5 seconds": session 46).
_CLAUSE_CHAR_EN = r"(?:\b(?:Dr|Mr|Mrs|Ms|Prof|St)\.|(?<=\d)\.(?=\d)|[^.!?;—–])"
_CLAUSE_END_EN = r"(?:(?<!\d)\.|\.(?!\d)|[!?;—–]|\s-{1,2}\s|$)"
_SO_CHANGE_EN = re.compile(rf"^\s*(?P<reason>{_CLAUSE_CHAR_EN}{{8,}}?)(?:\s*,)?\s+so\s+(?!that\b|far\b|much\b|many\b|"
                           rf"long\b|yeah\b|to\b|as\b(?!\s+of\b))(?P<change>{_CLAUSE_CHAR_EN}+?)\s*{_CLAUSE_END_EN}",
                           re.IGNORECASE)
_SO_CHANGE_CJK = re.compile(r"^\s*(?:(?:因为|由于)(?P<because>[^，,。！？；]{2,40})[，,]\s*(?:所以|于是)?|"
                            r"(?P<reason>[^，,。！？；]{2,40})[，,]\s*(?:所以|于是))(?P<change>[^。！？；?]+)")

# Without a conjunction: an occasion or a reason in a first clause with no change word, then a clause with one after a
# comma or a dash ("After the big October outage we failed over for good — primary is us-west-2 now and …").
_OCCASION_THEN_CHANGE = re.compile(r"^\s*(?P<reason>[^,，。.!?！？;；—–]{8,80}?)\s*(?:[,，;；—–]|\s-{1,2}\s)\s*"
                                   r"(?P<change>[^.。!?！？;；—–]+)")

_LEADING_CONTRAST = re.compile(r"^\s*(?:(?:but|yet|though|although|however|and)\b|但|可是|不过|而)", re.IGNORECASE)

# A Chinese clause that says what is done these days, every time ("最近都去 Costco", "现在一直用双拼"): a now word and
# 都 / 一直 at its head, the habit of now. After a reason that names the older value as left it is the change (ladder.
# _value_left_in_reason); alone it is no change word ("最近都在加班" says no value replaced). Grammar only.
_NOW_HABIT_CJK = re.compile(rf"^\s*(?:{one_of((*CN_RECENT, *CN_NOW, '这阵子', '近来'))})\s*(?:都|一直)")


def now_habit_cjk(clause: str) -> bool:
    """`clause` opens with a now word and 都 / 一直 (above)."""
    return bool(_NOW_HABIT_CJK.match(clause))


# In Chinese a reason is often two or three short clauses before the change ("双拼重码太多，打字反而慢，还是改回全拼了",
# "体检说缺维D，医生让我…，从这周一开始改吃维生素D3"; session 46, blind set 24): every clause before the first one
# with a strong change word is the reason (four characters at least, a clause of its own), the rest the change.
_CJK_CLAUSES = re.compile(r"[，,]")
_CJK_SENTENCE = re.compile(r"^[^。！？；?!;]+")
MIN_CJK_REASON_CHARS = 4


def _reason_clauses_cjk(text: str) -> tuple[str, str] | None:
    """(the reason, the change) when a Chinese sentence says clauses with no change word, then one with a strong
    change word (above); None otherwise."""
    m = _CJK_SENTENCE.match(text.strip())
    if not m or not _CJK_CHAR.search(m.group()):
        return None
    clauses = [c.strip() for c in _CJK_CLAUSES.split(m.group())]
    for n, clause in enumerate(clauses[1:], 1):
        if any(strength in ("strong", "back") for _, strength in signals_in(clause)) or now_habit_cjk(clause):
            reason = "，".join(clauses[:n])
            if len(_CJK_CHAR.findall(reason)) < MIN_CJK_REASON_CHARS or signals_in(reason):
                return None
            return reason, "，".join(clauses[n:])
    return None


# A Chinese change clause with no subject of its own: time words, a date from which it applies and adverbs of scope or
# manner, then the change word ("上周已经全部迁到 KMS 了", "还是改回全拼了", "从这周一开始改吃维生素D3"). Its subject
# is carried from the clause before it (ladder._value_left_in_reason). Closed lists of grammar.
_SUBJECTLESS_OPENING_CJK = re.compile(rf"^(?:\s|{CN_WHEN}|都|也|又|就|还是|全部|全都|统统|一律|统一|已|早就|干脆|直接"
                                      r"|索性|彻底|整体)*")
_CHANGE_WORD_CHARS = 4  # (the change word opens the clause: within its first characters)


@_per_text
def subjectless_change_cjk(change: str) -> str | None:
    """The clause from its change word on when `change` is a Chinese clause with no subject that opens with a strong
    change word once its time words and adverbs are set aside (above); None otherwise."""
    rest = without_effective_date(change.strip())
    rest = rest[_SUBJECTLESS_OPENING_CJK.match(rest).end():]
    if not rest or not _CJK_CHAR.match(rest):
        return None
    head = rest[:_CHANGE_WORD_CHARS]
    return rest if any(strength in ("strong", "back") for _, strength in signals_in(head)) \
        or now_habit_cjk(change) else None


@_per_text
def change_after_reason(text: str) -> tuple[str, str] | None:
    """(the reason, the clause said after it) when `text` gives a reason first and its claim after "so" / 所以 / 因为…，
    (above); None otherwise. Whether the clause is read as a change depends on the other sentence (ladder)."""
    m = _SO_CHANGE_EN.match(text) or _SO_CHANGE_CJK.match(text)
    said: tuple[str, str] | None = None
    if not m:
        m = _OCCASION_THEN_CHANGE.match(text)
        # (a change word said negated or asked is no change: "…，不知道如何调整自己的状态")
        if not m or signals_in(m.group("reason")) or not signals_in(m.group("change")) \
                or _NEGATION.search(m.group("change")) or _LEADING_CONTRAST.match(m.group("change")):
            m = None  # ("I like doing crafts, but …": a contrast, no consequence)
            said = _reason_clauses_cjk(text)
            if said is None or _NEGATION.search(said[1]) or _LEADING_CONTRAST.match(said[1]):
                return None
    reason, change = said or (m.groupdict().get("because") or m.group("reason"), m.group("change"))
    if _WH_CJK.search(change) or "如何" in change:
        return None
    change = change.strip(" ，,")
    if sum(1 for t in dedup._Text.of(change).tokens if not dedup._insignificant_token(t)) < MIN_REST_TOKENS:
        return None
    return reason.strip(), change
