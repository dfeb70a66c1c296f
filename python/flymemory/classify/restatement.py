"""Restatements: the same claim in other filler, order or number forms (Chinese forms of one fact, the
passive read as the active, coordinated items swapped, frame words set aside)."""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterator
from typing import NamedTuple

from flymemory import dedup
from flymemory.classify.forms import CN_TIMES_MEASURE, alert_threshold, weekday_forms
from flymemory.classify.judgement import _CJK_RUN
from flymemory.classify.patterns import _folded, _gate, _per_text, may_match
from flymemory.classify.signals import is_temporary
from flymemory.classify.subject import _anchor_keys
from flymemory.classify.words import (
    _EN_STOP,
    BUT_CJK,
    BUTTON_VERBS_EN,
    BY_TIME_OPENERS_EN,
    BY_TIME_WORDS_EN,
    CN_ACTIVITY_VERB_HEADS,
    CN_AND_BETWEEN_NAMES,
    CN_DAY_PARTS,
    CN_DOSE_MEASURES,
    CN_HABIT,
    CN_HABIT_MODALS,
    CN_HABIT_RECURS,
    CN_TIMES_BEFORE_WHEN,
    CN_WEEKDAY,
    CN_WEEKDAY_NUMBERS,
    DATA_STORE_NOUNS_EN,
    DETERMINER_EN,
    DETERMINERS_EN,
    EN_AND_BETWEEN_NAMES,
    EN_EVERY,
    EN_TEND_TO,
    EN_USUALLY,
    FREQUENCY_DEGREES,
    GUARD_TIME_NOUNS_EN,
    GYM_VERBS_EN,
    HABIT_DEGREES,
    HOST_NOUNS_EN,
    HOST_PLACE_VERBS_EN,
    HOST_VERBS_EN,
    MONTHS_EN,
    PATH_PLACE_VERBS_EN,
    SCHEDULE_VERBS_EN,
    SYNONYM_OF,
    SYNONYM_PHRASES_EN,
    SYNONYM_ROWS_EN,
    SYNONYM_ROWS_ZH,
    TITLES_EN,
    VERSION_VERBS_EN,
    WEEKDAY_WORDS_EN,
    _number_forms,
    _persons,
    _without_repeat_marker,
    as_a_word,
    degree_words,
    is_question,
    kin_forms,
    one_of,
    says_negation,
)

# Filler a restatement may add or drop on top of dedup's stopwords: "咱们" for "我们", "真的", "都",
# a classifier "个", the disposal "把", and in English intensifiers ("really" is already a stopword) and
# what a contraction leaves ("I'm" is read as "I" "m").
_RESTATE_FILLER = frozenset("both basically definitely simply totally m re ve ll d s "
                            "咱 们 真 都 就 也 呢 吧 啊 嘛 呀 哦 啦 把 个 还 又".split()) | dedup._STOP
# A locative particle that ends a sentence: "部署在阿里云上" is "部署在阿里云". Not the 上 of a part of the day
# ("…每周一和周三晚上。": 晚上 / 早上 said last is a time, as it is said anywhere else).
_CJK_LOCATIVE_END = re.compile(r"(?<![晚早])[上里中](?=[的了]?\s*[。，,.！!；;]?\s*$)")  # "…在阿里云上的。" too


# Short and long forms of one word, and words that only hedge a number ("about 15 minutes"): one key each.
_SAME_WORD = {"max": "maximum", "min": "minimum", "db": "database", "repo": "repository", "config": "configuration",
              "env": "environment", "prod": "production", "doc": "documentation", "docs": "documentation",
              "auth": "authentication", "k8s": "kubernetes", "postgres": "postgresql", "pg": "postgresql",
              "js": "javascript", "ts": "typescript", "about": "~", "around": "~", "roughly": "~",
              "approximately": "~", "approx": "~", "大概": "~", "大约": "~", "差不多": "~",
              "located": "", "situated": "", "called": "", "named": "",
              # "still" says the value holds: the same claim again ("I still live in Leeds", "我仍然住在江宁")
              "still": "", "仍然": "", "依然": "", "依旧": "", "仍旧": "",
              # discourse adverbs: the speaker's stance, not the fact ("Btw I do pilates", "其实我每周三去游泳")
              "btw": "", "actually": "", "其实": "",
              # (session 39, zh39) adverbs that say "all, as a rule" as 都 does (a filler): 小区快递都放驿站 / 小区快递
              # 统一放驿站 / 一律放驿站 / 全都放驿站; not the verb 统一 ("统一了代码风格": words.NOT_A_WORD_ZH)
              "统一": "", "一律": "", "全都": "",
              # everyday synonyms in Chinese, one word each (written from general knowledge): "学画画" / "学习绘画"
              "学习": "学", "绘画": "画画", "影片": "电影", "旅行": "旅游", "做饭": "做菜", "阅读": "读书",
              "看书": "读书",
              # the adverbs of habit that say "usually", one word (words.EN_USUALLY, CN_HABIT): "I normally bike to
              # work" / "I usually bike to work", 周末我一般去爬山 / 周末我通常去爬山
              **{word: "usually" for word in EN_USUALLY[1:]}, **{word: "通常" for word in CN_HABIT if word != "通常"},
              # the everyday Chinese synonyms of words.SYNONYM_ROWS_ZH (session 29): "购买" as "买", "思考" as "考虑"
              **{word: SYNONYM_OF[word] for row in SYNONYM_ROWS_ZH for word in row[1:]}}


_NO_DIGITS = str.maketrans("", "", "0123456789")


_as_a_word = as_a_word  # (words.as_a_word: a Chinese word only where it is a word of the sentence)


# (The longer word first, so "小孩子" is read whole before "小孩". A Chinese word with a digit in it is one too:
# 上3年级, as the number forms leave 上三年级.)
_SAME_WORD_CJK = re.compile("|".join(map(_as_a_word, sorted((w for w in _SAME_WORD
                                                              if _CJK_RUN.fullmatch(w.translate(_NO_DIGITS))),
                                                             key=len, reverse=True))))
_COORDINATORS = frozenset(("and", "&", "和", "与", "及", "、"))
MAX_SWAPPED_RUN = 4  # the longest item ("romance films") two coordinated items may trade places with


# Other spellings and forms of one word, read as one key by the restatement rungs: irregular verb forms
# ("built" / "build", "wrote" / "written" / "write"), British and American spelling, and a few plain
# synonyms that never name two things ("begin" / "start", "retain" / "keep", "RAM" / "memory").
_BASE_FORM = {"built": "build", "wrote": "write", "written": "write", "kept": "keep", "sent": "send", "held": "hold",
              "made": "make", "ran": "run", "done": "do", "did": "do", "took": "take", "taken": "take",
              "gave": "give", "given": "give", "chose": "choose", "chosen": "choose", "paid": "pay", "bought": "buy",
              "began": "start", "begun": "start", "begin": "start", "begins": "start", "beginning": "start",
              "found": "find", "spent": "spend", "taught": "teach", "led": "lead", "ate": "eat", "eaten": "eat",
              "beaten": "beat", "bitten": "bit",  # (the participle as the past: "bit" is also a noun, left as written)
              "retain": "keep", "retained": "keep", "retains": "keep", "ram": "memory", "2fa": "two-factor",
              "mfa": "multi-factor", "colour": "color", "favourite": "favorite", "favourites": "favorite",
              "neighbour": "neighbor", "neighbours": "neighbor", "behaviour": "behavior", "centre": "center",
              "licence": "license", "catalogue": "catalog", "grey": "gray",
              # more irregular pasts and participles, none also another word ("left", "saw", "felt", "fell", "met",
              # "sat", "won", "rose", "wound" are left out): "I grew up in Lisbon" / "Where did I grow up? Lisbon."
              "grew": "grow", "grown": "grow", "drove": "drive", "driven": "drive", "rode": "ride", "ridden": "ride",
              "spoke": "speak", "spoken": "speak", "brought": "bring", "thought": "think", "swam": "swim",
              "swum": "swim", "sang": "sing", "sung": "sing", "drank": "drink", "knew": "know", "known": "know",
              "flew": "fly", "flown": "fly", "slept": "sleep", "caught": "catch", "fought": "fight", "wore": "wear",
              "worn": "wear", "forgot": "forget", "forgotten": "forget", "told": "tell", "heard": "hear",
              "stood": "stand", "understood": "understand", "learnt": "learn", "got": "get", "gotten": "get",
              # everyday synonyms and their inflections (written from general knowledge, never from a probe's check
              # half): what one speaker says of one activity or thing in other words on another day
              "study": "learn", "studying": "learn", "studied": "learn", "studies": "learn", "studi": "learn",
              "programming": "code", "coding": "code", "movie": "film", "movies": "film", "films": "film",
              "romantic": "romance", "lately": "recently", "nowadays": "recently",
              # the everyday English synonyms of words.SYNONYM_ROWS_EN (session 29): "purchased" as "buy"
              **{word: SYNONYM_OF[word] for row in SYNONYM_ROWS_EN for word in row[1:]}}
# A phrasal verb read as one verb only as a whole phrase (words.SYNONYM_PHRASES_EN: "took care of" as "look after").
_SYNONYM_PHRASE_OF = {phrase: row[0] for row in SYNONYM_PHRASES_EN for phrase in row[1:]}
_SYNONYM_PHRASE = re.compile(r"\b(?:" + "|".join(map(re.escape, _SYNONYM_PHRASE_OF)) + r")\b", re.IGNORECASE)
_SYNONYM_PHRASE_GATE = _gate(_SYNONYM_PHRASE)
# A verb of words.VERSION_VERBS_EN before a capitalised name and a version number ("targets Python 3.10", "targeting
# Node 20", "targets .NET 8").
_VERSION_VERB_OF = {word: row[0] for row in VERSION_VERBS_EN for word in row[1:]}
_VERSION_VERB = re.compile(r"\b(?i:" + "|".join(_VERSION_VERB_OF) + r")\b"  # (the name's capital as written)
                           r"(?=\s+(?:[A-Z.][\w.+#-]*\s+){1,2}v?\d+(?:\.\d+)*\b)")
_VERSION_VERB_GATE = _gate(_VERSION_VERB)
# A verb of a visit or a collection of words.SCHEDULE_VERBS_EN right before "on" and a weekday, or "every" ("gets picked
# up on Fridays" as "is collected on Fridays").
_SCHEDULE_VERB_OF = {phrase: row[0] for row in SCHEDULE_VERBS_EN for phrase in row[1:]}
_SCHEDULE_VERB = re.compile(r"\b(?:" + "|".join(map(re.escape, _SCHEDULE_VERB_OF)) + r")\b"
                            rf"(?=\s+(?:on\s+(?:{WEEKDAY_WORDS_EN})s?\b|every\b))", re.IGNORECASE)
_SCHEDULE_VERB_GATE = _gate(_SCHEDULE_VERB)
# "uses X as its database" said as the data rows' first phrase, "stores its data in X" (words.DATA_STORE_NOUNS_EN): X is
# one to three words, a name.
_USES_AS_STORE = re.compile(r"\b(?P<v>(?i:uses|use))\s+(?P<x>[A-Z][\w.+-]*(?:\s+[\w.+-]+){0,2}?)\s+"
                            r"(?i:as\s+(?P<det>its|their)\s+(?:" + "|".join(map(re.escape, DATA_STORE_NOUNS_EN))
                            + r"))\b")  # (the name's capital as written)
_USES_AS_STORE_GATE = _gate(_USES_AS_STORE)
# "We host the site on Netlify" said as "the site runs in Netlify", as the passive "is hosted on" is
# (words.HOST_VERBS_EN); what is hosted opens with no preposition or time word ("We deploy to prod on Fridays" is
# left as written), and where it runs is no time ("We deploy the mobile app on Fridays": a habit of deploying, on a
# day; dedup's time nouns, a weekday, a number).
_HOSTED_ACTIVE = re.compile(r"\b(?i:we|i|they)\s+(?i:" + "|".join(HOST_VERBS_EN) + r")\s+"
                            r"(?P<x>(?!(?i:to|in|on|at|from|every|each|daily|weekly)\b)(?:[\w.-]+\s+){0,3}?[\w.-]+)\s+"
                            r"(?i:in|on|to)\b"
                            r"(?!\s+(?i:(?:the\s+|a\s+|every\s+|each\s+)?(?:" + GUARD_TIME_NOUNS_EN
                            + r"|weekday|night|day|week|month|year)s?\b|\d))")
_HOSTED_ACTIVE_GATE = _gate(_HOSTED_ACTIVE)
# A deploy said with when it happens ("We deploy the worker to prod on Mondays", "… every morning") is a schedule of
# deploys, not where the thing runs: the active is not read as "runs in" then (a weekday, a part of the day, "every").
_HOSTED_WHEN = re.compile(r"\b(?:(?:" + GUARD_TIME_NOUNS_EN + r")s?|every|each|daily|nightly|weekly|monthly)\b",
                          re.IGNORECASE)
# A verb of a home before a path or a host (words.PATH_PLACE_VERBS_EN, HOST_PLACE_VERBS_EN): "lives in /etc/app" as
# "is in /etc/app", "sits on db-3" as "runs on db-3"; and a gym named three ways as "train at X" (words.GYM_VERBS_EN).
_PLACE_VERB_OF = {verb: row[0] for rows in (PATH_PLACE_VERBS_EN, HOST_PLACE_VERBS_EN) for row in rows
                  for verb in row[1:]}
_PATH_PLACE = re.compile(r"\b(?i:" + "|".join(v for row in PATH_PLACE_VERBS_EN for v in row[1:]) + r")\b"
                         r"(?=\s+[`'\"]?(?:~|\.{1,2})?/|\s+[`'\"]?[\w.-]+/)")
_HOST_PLACE = re.compile(r"\b(?i:" + "|".join(v for row in HOST_PLACE_VERBS_EN for v in row[1:]) + r")\b"
                         r"(?=\s+(?:[A-Za-z][A-Za-z]*(?:[-.][\w]+)+|[A-Za-z]+\d+)\b(?![-.]\w)"
                         r"|\s+(?i:the|a|an|our|one|that)\s+(?:[\w-]+\s+){0,2}(?i:"
                         + "|".join(HOST_NOUNS_EN) + r")s?\b)")
_PLACE_GATE = _gate(re.compile("|".join(re.escape(v) for v in _PLACE_VERB_OF)))
_GYM_OF = {verb: row[0] for row in GYM_VERBS_EN for verb in row[1:]}
_GYM_NAME = r"(?P<x>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2})"
_GYM_GO = re.compile(r"\b(?P<v>(?i:" + "|".join(v for row in GYM_VERBS_EN for v in row[1:] if v.startswith("go"))
                     + r"))\s+to\s+(?:the\s+)?" + _GYM_NAME + r"\s+(?i:gym)\b")
_GYM_AT = re.compile(r"\b(?P<v>(?i:" + "|".join(v for row in GYM_VERBS_EN for v in row[1:] if not v.startswith("go"))
                     + r"))\s+at\s+(?:the\s+)?" + _GYM_NAME + r"(?:\s+(?i:gym)\b)?")
_GYM_GATES = (_gate(_GYM_GO), _gate(_GYM_AT))
# The one form of the passive hosting phrases ("is deployed to" / "are hosted on" as "runs in" / "run in"): as the
# active, not read so when the sentence says when it happens ("The worker is deployed to prod on Mondays").
_HOSTED_FORMS = frozenset(row[0] for row in SYNONYM_PHRASES_EN if any(v in row[1] for v in HOST_VERBS_EN))
# "n't" is a negation the tokenizer splits ("can't" -> "can", "t"): written out, "can't" / "cannot" /
# "can not" are one claim, and "I can't eat gluten" / "I can eat gluten" keep a guard word apart.
_NOT = re.compile(r"\b(?:(ca)n't|(ca)nnot|(wo)n't|(\w+)n't)\b", re.IGNORECASE)
_BE_CONTRACTED = re.compile(r"(?<=\w)'re\b|(?<=\w)['’]s\b(?=\s+(?:\w+ly\s+)?(?:being\s+)?\w+(?:ed|en)\b)", re.I)
# The passive ("The invoices are generated by the billing job", "The branch is cut every two weeks") read
# as the active ("The billing job generates the invoices", "cut the branch every two weeks"), so the agent
# stands where the active puts it and "X is managed by Y" is never read as "X manages Y".
# The irregular participles are the common ones that are no noun or adjective after "is" / "was" as well: not "lost",
# "bound", "wound", "ground", "torn", "worn", "meant", "left", "got" ("I was lost", "is bound to", "the ground floor").
_PARTICIPLE = (r"(?:\w+ed|(?:re)?(?:built|written|done|kept|made|sent|held|run|cut|set|put|taken|given|chosen|"
               r"paid|found|known|shown|spent|taught|led|bought|eaten|read|hit|shut|driven|spoken|broken|hidden|begun|beaten|"
               r"bitten|bit|stolen|seen|met|told|hurt|let|spread|fed|hung|sought|caught|fought|brought|thought|stung|"
               r"struck|swept|dealt|bent|lent|laid|sold|said|won|spun|shot|forgotten|ridden|frozen|woken|sworn|"
               r"drawn|thrown|grown|blown|flown|sung|heard|understood|spilt|spelt|beat))")
_PASSIVE_VERB = r"\s+(?:(?P<adv>\w+ly)\s+)?(?P<v>" + _PARTICIPLE + r")\b"  # after a form of "be" or "get"
_PASSIVE = re.compile(r"^\s*(?P<x>(?:[^\s,;:]+\s+){0,7}?[^\s,;:]+)\s+(?:is|are|was|were|gets|get|got|has been|"
                      r"have been|had been|will be|must be|should be|can be)" + _PASSIVE_VERB
                      + r"(?:\s+by\s+(?P<y>[^,;.!?]+?))?(?P<rest>(?:\s+[^.!?]*)?)\s*[.!?]?\s*$", re.IGNORECASE)

# The agent named after other words ("X was referred to a cardiologist by Dr. Patel", "X was taught to drive by Ravi"):
# the last "by" of the rest names it when a name, an article or possessive, or an object pronoun opens it, and it is
# no when ("by Friday", "by 5pm": the time words of dedup's guards, a number) nor a part of something ("by the end of
# May"). A title's dot ("Dr.", "Mr.") ends no sentence. An opening phrase before a comma ("At the party, Mei was
# introduced to Carlos by Jake") is said after the rest. (Grammar only.)
_LATE_AGENT = re.compile(rf"^(?P<rest>.*\S)\s+by\s+(?P<y>(?:{DETERMINER_EN}\s+)?"
                         r"(?P<first>[A-Za-z][\w'’-]*)(?:\s+[A-Za-z][\w'’-]*){0,2})$", re.IGNORECASE)
_AGENT_OPENS = re.compile(rf"[A-Z]|(?:{DETERMINER_EN}|me|him|us|them)\b", re.IGNORECASE)
_TITLE_DOT = re.compile(rf"\b({TITLES_EN})\.(?=\s+[A-Z])")
_OPENING_PHRASE = re.compile(r"^\s*(?P<lead>(?:[^\s,;:]+\s+){0,4}[^\s,;:]+),\s+(?P<s>.+)$")
# A passive clause anywhere in a sentence that en_passive reads no agent of ("During the long meeting on Monday, Ann
# was praised by Bob", "I am paid by the company"): the word before the form of "be", the participle, and the agent
# "by" names in the same clause (past an article, possessive or title). Read by guards._en_passive_turned for who did
# what to whom; never turned active.
# Kept beside _PASSIVE on purpose, sharing its participle (_PASSIVE_VERB) and the agent's first word with guards
# (AGENT_LEAD_EN): _PASSIVE reads a whole sentence (anchored, a subject of up to eight words, one opening phrase), this
# finds a clause anywhere, after "am", "been" or "being" too. Read alone, the whole-sentence reading turned two
# role_probes_2 pairs distinct -> restatement (session of e7fc810: "I am paid by …", an opening of more than five
# words, a second sentence, an agent after a long middle are read by the clause only).
AGENT_LEAD_EN = rf"(?:{DETERMINER_EN}\s+)?(?:(?:{TITLES_EN})\.?\s+)?"  # "the", "my", "Dr." before an agent's word
_PASSIVE_CLAUSE = re.compile(
    r"\b(?P<x>[A-Za-z][\w-]*)\s+(?:am|is|are|was|were|been|being|get|gets|got)" + _PASSIVE_VERB
    + rf"[^,;.!?]*?\bby\s+(?P<y>{AGENT_LEAD_EN}[A-Za-z][\w-]*)", re.IGNORECASE)


_CJK_PASSIVE = re.compile(
    r"^\s*(?P<x>[^，,。；;由被]{1,12}?)[由被](?P<rest>[^，,。；;由被]{2,24}?)(?P<end>[。！!]?)\s*$")
# "Redis is what we use for the cache" is "we use for the cache Redis": the pseudo-cleft undone; so is "PostgreSQL 15
# is where the app stores its data" ("the app stores its data PostgreSQL 15"). The wh-words are a closed class of
# grammar (what, where, how).
_PSEUDO_CLEFT = re.compile(r"^\s*(?P<x>(?:[^\s,;:]+\s+){0,5}?[^\s,;:]+)\s+(?:is|are|was|were)\s+(?:what|where|how)\s+"
                           r"(?P<s>[^.!?]+?)\s*[.!]?\s*$", re.IGNORECASE)
_PSEUDO_CLEFT_GATE = _gate(_PSEUDO_CLEFT)  # what / where / how: one is in every match (only a skip)


def pseudo_cleft_undone(text: str) -> str:
    """`text` with a pseudo-cleft undone ("Google Photos is where the family pics get backed up" -> "the family pics
    get backed up Google Photos"); any other sentence as it is."""
    cleft = _PSEUDO_CLEFT.match(text) if may_match(_PSEUDO_CLEFT_GATE, _folded(text)) else None  # (a wh-word)
    return f"{cleft.group('s')} {cleft.group('x')}" if cleft else text


def pseudo_cleft_unframed(text: str) -> str:
    """`text` with a pseudo-cleft's "is what / where / how" set aside, the words left in their order ("Google Photos
    is where the family pics get backed up" -> "Google Photos the family pics get backed up"): for a reading of words
    as a bag, where the first word's place says whether its capital is a name's."""
    cleft = _PSEUDO_CLEFT.match(text) if may_match(_PSEUDO_CLEFT_GATE, _folded(text)) else None
    return f"{cleft.group('x')} {cleft.group('s')}" if cleft else text


class EnPassive(NamedTuple):
    """An English passive read as its parts (the one reading of it: `_active` turns it active, and
    guards._en_passive_turned asks whether the active side traded its parties' roles)."""

    patient: str  # the passive's subject, as written ("The invoices", "Over the winter Lily")
    verb: str  # the participle ("generated", "taught")
    agent: str  # what "by" names, said first in the active ("Bob", "Dr Patel"); "" without one
    rest: str  # the words after the participle, or after the agent (with a leading space when any)
    lead: str  # an opening phrase before a comma ("This morning"), said after the rest in the active; or ""
    adverb: str = ""  # an adverb before the participle ("usually", "rarely"), said before the verb in the active


def by_of_time(after_by: str) -> bool:
    """Whether the words after a "by" name a point in time, not an agent: "the end of March", "the time we left",
    "then", "next week", "Friday", "5pm", "early May" (words.BY_TIME_WORDS_EN, MONTHS_EN, dedup's time guard words, a
    number), past one word that only places the point ("the", "this", "early"); "the billing job", "Bob" are no
    time."""
    words = after_by.split(None, 2)
    if not words:
        return False
    first = words[0].casefold()
    if first in BY_TIME_OPENERS_EN and len(words) > 1:
        first = words[1].casefold()
    first = first.rstrip(".,;:!?")
    return first[:1].isdigit() or first in BY_TIME_WORDS_EN or first in MONTHS_EN or first in dedup._GUARDS_EN


_AGENT_WORD_EN = re.compile(r"[\w'’-]+")
_TITLES = frozenset(TITLES_EN.casefold().split("|"))
# The words that end an agent's noun phrase: grammar words, time guard words, "every" / "each" (how often).
_AGENT_ENDS = _EN_STOP | dedup._GUARDS_EN | dedup._DETERMINERS_EN | frozenset(EN_EVERY)


def _agent_and_rest(after_by: str) -> tuple[str, str]:
    """The agent the words after "by" name and the words after it (with a leading space when any): a noun phrase an
    article or possessive opens runs on over the words that are no grammar or time word ("the billing job" of "the
    billing job every night"); a title takes the name after it ("Dr Patel"); a name runs on over capitalised words
    ("Sarah Chen"); any other opening is one word ("Bob" of "Bob at the meeting"). A "by" of time (by_of_time) names
    no agent: ("", the words)."""
    if by_of_time(after_by):
        return "", f" by {after_by}"
    words = [m for m in re.finditer(r"\S+", after_by)]
    first = words[0].group().casefold()
    end = words[0].end()
    for n, word in enumerate(words[1:4], start=1):
        said = word.group()
        folded = said.casefold()
        if not _AGENT_WORD_EN.fullmatch(said) or said[:1].isdigit() or folded in _AGENT_ENDS:
            break
        if first in DETERMINERS_EN or (first in _TITLES and n == 1) or said[:1].isupper():
            end = word.end()
        else:
            break
    return after_by[:end], after_by[end:]


@_per_text
def en_passive(text: str) -> EnPassive | None:
    """The English passive `text` says (see _PASSIVE, _LATE_AGENT, _OPENING_PHRASE), or None. A title's dot is
    read as no end ("Dr. Patel" is "Dr Patel")."""
    said = _TITLE_DOT.sub(r"\1", text) if "." in text else text
    m, lead = _PASSIVE.match(said), ""
    if not m and "," in said:
        opening = _OPENING_PHRASE.match(said)
        m = _PASSIVE.match(opening.group("s")) if opening else None
        lead = opening.group("lead") if m else ""
    if m:
        y, rest = m.group("y"), m.group("rest")
        if y:  # (the first word after "by" and the rest: the agent is read on both)
            y, rest = _agent_and_rest(y + rest)
        late = _LATE_AGENT.match(rest) if not y and " by " in rest else None
        if late and _AGENT_OPENS.match(late.group("y")) and not by_of_time(late.group("y")):
            y, rest = late.group("y"), late.group("rest")
        return EnPassive(m.group("x"), m.group("v"), y or "", rest, lead, m.group("adv") or "")
    return None


@_per_text
def _active(text: str) -> str:
    """An English passive turned active ("X is built by Y in Z" -> "Y built X in Z", "X is cut every
    week" -> "cut X every week"), a pseudo-cleft undone ("X is what we use" -> "we use X"); any other
    sentence as it is."""
    cjk = _CJK_PASSIVE.match(text)
    if cjk:  # "客户数据由王强负责备份" -> "王强负责备份客户数据", "我被老板表扬了" -> "老板表扬了我"
        return f"{cjk.group('rest')}{cjk.group('x')}{cjk.group('end')}"
    text = pseudo_cleft_undone(text)
    passive = None if _CJK_RUN.search(text) else en_passive(text)
    if passive is None:
        return text
    # The subject's first word, said at the start, is capitalised as no name is: a preposition or time word moved
    # inside the sentence is written small, so it is read as no name ("Ravi taught over the summer Elena …"). (An
    # article or possessive is left as it was: it is no content word.)
    x = passive.patient
    first = x.split(None, 1)[0].casefold()
    if (first in _EN_STOP or first in dedup._GUARDS_EN) and first not in _OF_FORM_DETERMINERS:
        x = x[0].lower() + x[1:]
    lead = f" {passive.lead}" if passive.lead else ""
    # The adverb before the participle is said before the verb ("is rarely deployed by Alice" -> "Alice rarely
    # deployed": never dropped, "rarely" is a value), a phrasal verb's particle stays with it ("was taken care of by
    # Alice" -> "Alice taken care of X", "is backed up daily" -> "backed up X daily"), and an agent said as an object
    # pronoun is said as the subject ("by us" -> "we").
    verb, rest = f"{passive.adverb} {passive.verb}" if passive.adverb else passive.verb, passive.rest
    particle = _PHRASAL_PARTICLE.match(rest)
    if particle:
        verb, rest = verb + particle.group(), rest[particle.end():]
    if passive.agent:
        return f"{_AGENT_AS_SUBJECT.get(passive.agent, passive.agent)} {verb} {x}{rest}{lead}"
    return f"{verb} {x}{rest}{lead}"


# The particle of a phrasal verb right after the participle ("taken care of", "backed up", "shut down", "carried out",
# "paid off"); not before "of" / "to" / an article ("up to", "out of the box", "down the hall": a place or a bound).
_PHRASAL_PARTICLE = re.compile(r"\s+(?:care\s+of|up|out|off|down)\b(?!\s+(?:of|to|the|a|an)\b)", re.IGNORECASE)
_AGENT_AS_SUBJECT = {"us": "we", "Us": "we", "me": "I", "Me": "I", "him": "he", "Him": "he", "her": "she",
                     "Her": "she", "them": "they", "Them": "they"}


# The phrases of words.SYNONYM_PHRASES_EN that are a passive with its "by" ("is backed by"): read whole by their row.
_PHRASE_OF_A_PASSIVE = re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(
    (phrase for phrase in _SYNONYM_PHRASE_OF if phrase.endswith(" by")), key=len, reverse=True))) + r")\b", re.I)


@_per_text
def _agent_first(text: str) -> str:
    """`text` turned active when it is an English passive that names its agent ("The release was taken care of by
    Alice" -> "Alice taken care of The release"); any other text as it is. Read before the phrase synonyms, which
    would otherwise write the participle's phrase in its row's first form ("look after") and leave no passive."""
    if " by " not in text or _CJK_RUN.search(text) or _PHRASE_OF_A_PASSIVE.search(text):
        return text  # (a phrase row that is itself a passive, "is backed by MySQL", is read whole by that row)
    passive = en_passive(text)
    return _active(text) if passive is not None and passive.agent else text


# Chinese forms of one fact, read as one by the restatement rungs (_claim, _value_frame, _value_hints) and by
# the check that a restatement keeps its values of a kind. One explicit table: (replacement, pattern), applied
# in order. Each row joins forms that never name two things:
#   a time of day said short or long ("每晚" / "每天晚上", "昨晚" / "昨天晚上");
#   a routine weekday with or without 每 ("每周四" / "周四"; not "每周三次"), "每个月" as "每月", and how
#   often set apart from a count right after it ("每周 3次", so both are read);
#   the school verbs ("就读于育才中学" / "在育才中学读书" / "在育才中学上学"; only before a word ending in
#   学/校/院);
#   "爱" / "热爱" / "热衷于" / "很喜欢" before an activity as "喜欢" ("很爱爬山", not "可爱", "爱人");
#   "使用" / "采用" as "用"; "主管" (a verb) / "归…管" / "由…主管" as "负责"; "运行" as "跑" (a job runs);
#   a floor: "5楼" / "五层" as one ("5号楼", a building, is left alone); "位于" as "在";
#   "位" / "名" as "个" when they count people ("8位工程师" / "八个工程师"); and after "是" a single one
#   ("一名" / "一个" / "个") before the role that ends the clause is set aside ("是一名小学老师" / "是个小学老师" /
#   "是小学老师": what one is, not a count);
#   a name's "叫" after 代号/简称 as "是"; "一杯" as "杯" after a verb ("喝一杯美式" / "喝杯美式");
#   a numbered room written after its name ("会议室3" / "3号会议室");
#   a city's 市 before its district ("深圳市南山区" / "深圳南山区"); "一周" / "一天" before a count as "每周" /
#   "每天" ("一周去三次"; not "这一周", "有一天"); "X周期是90天" as "每90天X一次"; "保留期是" as "保留";
#   "(只)保存N天" as "保留N天"; "养(了)两只" as "有两只"; "7点起来" as "7点起床";
#   "对X过敏" as "X过敏" (对 only marks what one reacts to: "我对花生过敏" / "我花生过敏"), and "X让我过敏" /
#   "我吃X会过敏" as "我X过敏" (_CJK_ALLERGEN_CAUSES, _CJK_ALLERGEN_TAKEN); "在X当Y" as "是X的Y" (_CJK_JOB_AT);
#   "我老家在X" / "X是我老家" as "我是X人" (_CJK_FROM_ROWS); "X，准备Y" as "为了Y，X" (_CJK_PURPOSE).
_NOT_CJK_CLAUSE = r"[^，。,.；;！!？?\s]"
# A verbal measure of one after the aspect particle 了 / 过 says the act happened, not how often: "去了一趟厦门" /
# "去了趟厦门" / "去了厦门", "吃了顿火锅", "洗了一次车", "查了一下", "看了一遍". Only "one": "两趟" / "三次" are
# counts and stay. Not 一下午 / 一下子 (a stretch of time), 一次性 (single-use), 一回复 / 一回来, 顿时.
_CJK_ONE_GO = r"(?<=[了过])(?:一?[趟顿](?!时)|一(?:次(?!性)|遍|下(?![午子])|回(?![复答来去])))"
# The durative 着 after a verb says the act goes on while another holds, not another act: "带着伞" / "带伞", "带着女儿
# 去了公园" / "带女儿去了公园". Not where 着 is a verb or a word of its own: 睡着 (fall asleep), 接着 (then), 着急,
# 着火, 着凉, 着迷, 着手, 着想, 着陆, 着重, 着实, 着落.
_CJK_DURATIVE = r"(?<=[\u4e00-\u9fff])(?<![睡接])着(?![急火凉迷手想陆重实落])"
# 去 before a pastime or an errand only says one goes to do it: "我周末喜欢去钓鱼" / "我周末喜欢钓鱼",
# "我每天早上去游泳" / "我每天早上游泳". Not 去 + a place ("去上海", "去公司": the place is the value; a
# place's first character is no verb of words.CN_ACTIVITY_VERB_HEADS), nor before a verb whose words end in a
# place noun's head within the next few characters ("去健身房", "去游乐园", "去逛商场": a place again), nor
# before coordinated acts ("去骑车和攀岩": 去 governs both, and a pastime outside the class would be read on one
# side only once the two are traded); not a word of its own (去年, 去世, 去掉: their second character is no
# such verb), not 去 after a verb it completes (回去, 出去, 上去 but for 早上 / 晚上, 下去, 过去, 进去, 失去,
# 离去, 拿去).
_CJK_LIGHT_GO = (rf"(?<![回出下过进失离来拿送死])(?<![^早晚]上)去(?=[{CN_ACTIVITY_VERB_HEADS}])"
                 r"(?![^，。,.；;！!？?\s]*?[和与跟或])(?![^，。,.；;！!？?\s]{0,3}?[房馆池场店园厅室院站厂])")
# 的时候 after a time of day or week adds nothing: "周末的时候我爱钓鱼" / "周末我爱钓鱼", "晚上的时候" /
# "晚上". Not 小时候 (a word: childhood, no 的) and not after an act ("上班的时候", "下雨的时候": a
# condition, which dropping would lose).
_CJK_TIME_WHEN = rf"({one_of(CN_TIMES_BEFORE_WHEN)}|{CN_WEEKDAY})的时候"
# A conjunction between two names written in Latin letters is 和 (words.CN_AND_BETWEEN_NAMES: "Prometheus 加 Grafana").
_CJK_AND = rf"(?<=[A-Za-z0-9])\s*(?:{one_of(CN_AND_BETWEEN_NAMES)})\s*(?=[A-Za-z])"
# An allergy said with its allergen as the cause, or as what one eats or drinks, is "X过敏" too (the row of 对X过敏
# after them reads all three one way): "花生(会)让我过敏" as "我花生过敏" (the allergen opens its clause; whoever 让
# names is the one allergic: "花粉让我妈过敏" is 我妈's), "我吃花生会过敏" / "我一喝牛奶就过敏" as "我花生过敏".
# Not another reaction ("吃芒果会拉肚子", "海鲜让我想吐": no 过敏), and a negation stays ("青霉素不会让我过敏" as
# "我青霉素不过敏", beside "我对青霉素不过敏").
_CJK_ALLERGEN_CAUSES = (rf"(?:^|(?<=[，。,.；;！!？?\s]))({_NOT_CJK_CLAUSE}{{1,8}}?)(?:会|也会|就会)?让"
                        rf"({_NOT_CJK_CLAUSE}{{1,4}}?)过敏")
_CJK_ALLERGEN_TAKEN = rf"一?[吃喝]了?({_NOT_CJK_CLAUSE}{{1,8}}?)(?:也会|就会|会|就)?过敏"
# (session 43, restate43) An allergy said as what one may not take, then the reaction: "花生我不能吃，会过敏" /
# "青霉素我不能用，会过敏" as "我花生过敏" (the allergen opens its clause, the one allergic a pronoun after it). Only
# with 会 / 就会 / 一吃就 before 过敏 after the comma: "花生我能吃，不会过敏" says no allergy and is left as written.
_CJK_ALLERGEN_REFUSED = (rf"(?:^|(?<=[，。,.；;！!？?\s]))({_NOT_CJK_CLAUSE}{{1,8}}?)(我|他|她)(?:可)?不能[吃喝用碰]"
                         r"[，,]?\s*(?:也会|就会|会|一[吃喝用碰]就)过敏")
# A job said as where one works and as what ("在X当Y") is whose Y one is ("是X的Y"): "我在东航当空乘" /
# "我是东航的空乘", "我妈妈在小学当老师" / "我妈妈是一名小学老师" (the row of 是一名 reads that one as
# "是小学老师"; 的 is grammar to every reader). Only 当 (做 also does a thing: "在家做饭"), and only a role
# that ends its clause, with no 了 in it (an act: "在评审会上当众反驳了老黄"); not 当 of a word of its own (当时,
# 当地, 当然, 当中, 当天, 当场, 当初, 当年, 当面, 当众, 当即, 当晚, 当日, 当下, 当前, 当今, 当成, 当作).
# Another employer, role or person stays another value.
_CJK_JOB_AT = (rf"在({_NOT_CJK_CLAUSE}{{1,8}}?)当(?![时地然中天场初年面众即晚日下前今成作])"
               rf"((?:(?!了){_NOT_CJK_CLAUSE}){{1,6}}?)(?=$|[，。,.；;！!？?])")
# The modal of a habit after a word that says the act recurs says nothing of its own (words.CN_HABIT_MODALS, session
# 32): "我每天都要遛狗" / "我每天遛狗", "我晚上一般会看新闻" / "我晚上通常看新闻", "我每个周末都会去爬山" /
# "我每个周末都去爬山". Only right after such a word (words.CN_HABIT_RECURS, 每 + a period and a weekday or a part of
# the day, 天天, 周末), 都 between them or not; not 会 / 要 alone ("我明天要跑步", "我会游泳": a plan, an ability),
# not after 不 ("每天都不会": a negation, the recurring word is not right before), not a word of its own (会议, 会员,
# 会计, 要求, 要是, 要紧, 要点).
_CJK_HABIT_MODAL = (rf"((?:{one_of(CN_HABIT_RECURS)}|天天|每个?(?:天|日|晚|周末|周|星期|月|年)[{CN_WEEKDAY_NUMBERS}]?"
                    rf"(?:{one_of(CN_DAY_PARTS)})?|周末)都?)(?:{one_of(CN_HABIT_MODALS)})"
                    r"(?![议员计儿场所话求是么紧点素闻])(?=[\u4e00-\u9fff])")
# Where one comes from, said three ways (session 32, turned32): "我老家在长沙" / "长沙是我老家" / "我老家是长沙的" as
# "我是长沙人" (and "我老家在湖南长沙" as "我是湖南长沙人"). The whole sentence (or its first clause) only, the place
# two to six characters with no 的. Only the sentences that say 老家 are rewritten: "X人" alone is no origin every time
# ("我是阿里人", "我是华为人": where one works). Another holder stays another holder ("我老公老家在成都"); residence or
# work in the place stays another fact ("我住在长沙", "我在长沙工作").
_CJK_HOLDER = rf"{_NOT_CJK_CLAUSE}{{1,4}}?"
_CJK_PLACE = rf"((?:(?!的){_NOT_CJK_CLAUSE}){{2,6}}?)"
_CJK_FROM_ROWS: tuple[tuple[str, str], ...] = (
    (r"\1是\2人", rf"^({_CJK_HOLDER})的?老家在{_CJK_PLACE}(?=$|[，,。.！!])"),
    (r"\2是\1人", rf"^{_CJK_PLACE}是({_CJK_HOLDER})的?老家(?=$|[。.！!])"),
    (r"\1是\2人", rf"^({_CJK_HOLDER})的?老家是{_CJK_PLACE}的?(?=$|[，,。.！!])"),
)
# A plan word opening the second clause says what the first is for (session 32): "我最近在学日语，准备考N2" /
# "为了考N2，最近在学日语", "我每天跑步，打算减肥" / "为了减肥，我每天跑步". Two clauses, the whole sentence; read as
# "为了Y，X" (and so by the plan guard: second_looks._plan_or_wish_word). A plan said alone ("我准备考N2") stays a plan
# and apart from the fact it names ("我已经考过N2了").
_CJK_PURPOSE = (rf"^((?:(?!为了){_NOT_CJK_CLAUSE}){{2,12}}?)[，,](?:准备|打算)({_NOT_CJK_CLAUSE}{{2,10}}?)"
                r"(?=$|[。.！!]\s*$)")
_CJK_PURPOSE_RE = re.compile(_CJK_PURPOSE)


def cjk_purpose(text: str) -> str:
    """`text` with a plan word opening its second clause read as the purpose of the first (see _CJK_PURPOSE)."""
    return _CJK_PURPOSE_RE.sub(r"为了\2，\1", text) if "准备" in text or "打算" in text else text


_CJK_SAME_ROWS: tuple[tuple[str, str], ...] = (
    *_CJK_FROM_ROWS,
    (r"为了\2，\1", _CJK_PURPOSE),
    (r"\1", _CJK_TIME_WHEN),
    # (session 33) 需要 before a verb is 要, a verb of need ("我每周需要去两次医院" / "我每周要去两次医院");
    # not after 不 / 没 / 无 ("不需要来": need not; "不要来": do not), nor 只 ("只要": as long as), nor
    # before 的 or a number. Before the habit's modal below, which then sets 要 aside as it did.
    ("要", r"(?<![不没无只])需要(?=[\u4e00-\u9fff])(?![的零一二两三四五六七八九十几])"),
    # (session 46, restate46) a need said before a count (a number and its measure word) is one need: "需要一个人
    # approve" / "得有一个人 approve" / "必须有一个人 approve" (需). Not after 不 / 没 / 无 / 只 (a negation, "只需要":
    # only), nor 得有 after a verb it completes (觉得有, 记得有, 显得有, 获得有: think / remember / seem there is); 要
    # alone (want, will) is left as written, and so is 需要 before 一直 / 一起 (no count).
    ("需", r"(?<![不没无只])(?:需要有|需要|必须要?有|(?<![觉记显获懂值晓使舍见免取难])得有)"
           r"(?=\s*(?:\d+|[零〇一二两三四五六七八九十百]+)\s*[个位名人次台张份条件票])"),
    (r"\1", _CJK_HABIT_MODAL),  # (before 每周X is read as 周X)
    ("次", CN_TIMES_MEASURE.pattern),  # (三回 / 三次: forms.CN_TIMES_MEASURE)
    (" 和 ", _CJK_AND),
    ("每天晚上", r"每晚|每天夜里|每夜(?![间里])"),
    ("昨天晚上", r"昨晚"),
    ("今天晚上", r"今晚"),
    ("明天晚上", r"明晚"),
    (r"周\1", rf"每周([{CN_WEEKDAY_NUMBERS}])(?![次回遍趟天个节]|小时)"),  # (每周二小林…: a name after the day)
    ("每", r"每个(?=天|月|周|星期|年)"),
    # (session 34) pay said with its period: 月薪 / 年薪 are 每月工资 / 每年工资, 薪水 / 薪资 are 工资
    # ("我现在月薪一万五" / "我每个月工资15000元"); 一个月 / 一年 right before an amount (a number, then 元 / 块 / 万
    # or the clause's end), or before a word of pay and its amount, is 每月 / 每年 ("退休金一个月四千五" / "每个月
    # 退休金4500元", "我一个月工资12000元"); not before a count ("一年三个月": a length, "一个月三次").
    (r"每\1 ", r"(?<![\d零〇一二两三四五六七八九十百千万几第])[一1]个?(月|年)"
               r"(?=(?:工资|月薪|年薪|薪水|薪资|收入|房租|租金|退休金|学费|话费)?\s?[\d零一二两三四五六七八九十百千万.]+"
               r"(?:元|块|万|[，。,.!！；;\s]|$))"),
    ("每月工资", r"(?<![每个这那上下本])月薪(?!水)"),
    ("每年工资", r"(?<![每个这那去今明])年薪"),
    ("工资", r"薪水|薪资"),
    (r"\g<0> ", r"每(?:天|日|晚|周|星期|月|年)(?=[0-9零一二两三四五六七八九十])"),
    (r"在\1上学", rf"就读于({_NOT_CJK_CLAUSE}{{1,12}}?[学校院])(?:读书|上学)?"),
    (r"\1上学", rf"(在{_NOT_CJK_CLAUSE}{{1,12}}?[学校院])读书"),
    ("喜欢", rf"(?:很|非常|特别)?(?<![可亲恋挚])(?:热爱|热衷于|爱)(?=[{CN_ACTIVITY_VERB_HEADS}去])"
             r"|(?:很|非常|特别)喜欢"),
    ("", _CJK_LIGHT_GO),
    # (session 33) 从不 / 从来不 of a habit is 不 ("我从来不熬夜" / "我不熬夜"); not 从 + 不同 / 不远 /
    # 不久 / 不少 / 不断 (from …). 不 of one time ("我今晚不熬夜") stays a passing state (the temporary rung).
    ("不", r"从来?不(?![同远久少断])"),
    # (session 33) 一块儿 / 一块 before a verb, 住一块儿 / 住在一起, are 一起 ("我和我姐一块儿住" /
    # "我和我姐一起住"): together; a number before 一块 ("十一块": money) or a noun after it ("一块蛋糕":
    # a piece) is no such word.
    ("一起住", r"住(?:在)?一(?:块儿?|起)"),
    ("一起", rf"(?<![\d零〇一二两三四五六七八九十百千万几第每这那])一块儿?"
             rf"(?=住|[{CN_ACTIVITY_VERB_HEADS}]|上班|工作|去|来|过)"),
    ("用", r"(?:使用|采用)(?![率量者权期])"),
    ("负责", r"主管(?=[^\s，。,.；;！!？?的])"),
    # a role said as a noun read as its verb (session 31): 我是前端负责人 / 我是支付项目的负责人 as 我负责前端 /
    # 我负责支付项目, 我们组的负责人是王磊 as 王磊负责我们组 (the whole sentence; the holder kept, 以前 kept with it)
    (r"\1负责\2", rf"^({_NOT_CJK_CLAUSE}{{1,4}}?)是({_NOT_CJK_CLAUSE}{{1,8}}?)的?负责人(?=[。！!.]?\s*$)"),
    (r"\2负责\1", rf"^({_NOT_CJK_CLAUSE}{{1,8}}?)的?负责人是({_NOT_CJK_CLAUSE}{{1,4}}?)(?=[。！!.]?\s*$)"),
    # a firm's name with its legal suffix is the firm (session 31): 小米集团 / 小米, 阿里巴巴集团 / 阿里巴巴; after two
    # characters of a name at least, not after a pronoun or a measure word (我们集团, 这家集团); 公司 alone is left as
    # written (我们公司, 新公司: a generic word before it), and so is 科技 (高科技, 黑科技)
    ("", r"(?<=[\u4e00-\u9fff]{2})(?<![们个家该本])(?:股份有限公司|有限公司|集团)"),
    (r"由\1负责", rf"(?:由|归)({_NOT_CJK_CLAUSE}{{1,8}}?)(?:主管|管)(?![理道])"),
    ("跑", r"运行(?![时状环])"),
    ("层", r"(?<=[0-9零〇一二两三四五六七八九十])楼"),
    ("在", r"位于"),
    (r"\1", r"([\u4e00-\u9fff]{2})市(?=[\u4e00-\u9fff]{1,3}[区县])"),
    (r"每\1", rf"(?<![这那上下本每有第])一个?(周|星期|月|天|年)(?={_NOT_CJK_CLAUSE}{{0,6}}?"
              rf"[0-9零一二两三四五六七八九十]+[次回遍趟杯{CN_DOSE_MEASURES}])"),
    # (session 46, restate46) a daily dose said first, of the thing taken, then who takes it: "善存一天一片，我一直在吃"
    # / "我每天吃一片善存", "钙片每天两粒，我妈一直在吃" / "我妈每天吃两粒钙片". The whole sentence, two clauses: the
    # thing, 每 + a period and a count in a measure of a dose; then a holder of one to four characters and 吃 / 喝 /
    # 服 / 用, 一直 (the habit goes on) and 在 between them or not. A holder that says a past, a plan, a negation or
    # "also" (以前, 打算, 不, 也 …) is no such clause and leaves the sentence as written.
    (r"\4\2\5\3\1", rf"^({_NOT_CJK_CLAUSE}{{2,8}}?)(每(?:天|日|周|星期|月|晚))"
                     rf"([0-9零一二两三四五六七八九十半]+[{CN_DOSE_MEASURES}杯])[，,]\s*"
                     r"((?:(?![以之过曾去不没别打准想要会也还都在一])[\u4e00-\u9fff]){1,4}?)(?:一直)?在?"
                     r"(服用|吃|喝|服|用)(?=[。！!.]?\s*$)"),
    (r"每\2\3\1一次", r"([\u4e00-\u9fff]{2})周期(?:是|为)(\d+|[零一二两三四五六七八九十百]+)(天|周|个月|月|年)"),
    (r"\1", r"(保留|保存)期(?:是|为)"),
    # (session 43, restate43) "缓存过期时间是300秒" / "缓存300秒后过期" / "缓存300秒过期" as "缓存300秒过期": the length
    # before an end said as the end's time or as when it comes (后 dropped: "300秒后" alone reads as a time to come).
    # The English "timeout is" / "times out after": words.SYNONYM_PHRASES_EN.
    (r"\2\3\1", r"(过期|超时|失效)时间(?:是|为)(\d+|[零一二两三四五六七八九十百]+)(秒|分钟|小时|天|周|个月|年)"),
    (r"\1\2", r"(?<=[\d零一二两三四五六七八九十百])(秒|分钟|小时|天|周|个月|年)后(过期|超时|失效)"),
    ("保留", r"(?:只)?(?:保存|保留)(?=[0-9零一二两三四五六七八九十百]+[天周月年个小])"),
    ("有", r"养了?(?=[0-9零一二两三四五六七八九十]+[只条头])"),
    ("起床", r"(?<=点)起来"),
    ("个", rf"(?<=[0-9零〇一二两三四五六七八九十百千])[位名](?={_NOT_CJK_CLAUSE}{{0,5}}?"
           r"(?:师|员|人|者|生|家|友|事|客|士|长|子|手))"),
    ("", rf"(?<=是)一?[个位名](?={_NOT_CJK_CLAUSE}{{0,5}}?(?:师|员|人|者|生|家|友|事|客|士|长|子|手)"
         r"(?:$|[，。,.；;！!？?]))"),
    ("是", r"(?<=[号称])叫(?!做)"),
    ("", r"(?<=[\u4e00-\u9fff])(?<!第)[一1](?=[杯碗份瓶罐盒])"),
    (r"\2号\1", r"(会议室|教室|办公室|机房|实验室|休息室|会客室|病房|包厢|展厅)(\d+)(?![\d.:A-Za-z])"),
    (r"\1过敏", rf"对({_NOT_CJK_CLAUSE}{{1,8}}?)过敏"),
    (r"是\1的\2", _CJK_JOB_AT),
    (r"\2\1过敏", _CJK_ALLERGEN_CAUSES),
    (r"\1过敏", _CJK_ALLERGEN_TAKEN),
    (r"\2\1过敏", _CJK_ALLERGEN_REFUSED),
    ("", _CJK_ONE_GO),
    ("", _CJK_DURATIVE),
    # (session 46, restate46) merging or pushing code into a branch named in Latin letters, said three ways: "合 master"
    # / "合到 master" / "往 master 合代码" (合并 as 合; 代码, the code, is what is merged). 推 / 提交 keep their verb
    # ("往 master 推代码" is "推 master", no merge). Not 往 of a word of its own (以往, 前往, 往往).
    (r"\2 \1", r"(?<![以前来交往向])往\s*([A-Za-z][\w./-]*)\s*(合|推|提交)(?:并)?(?:代码)?"),
    (r"\1 ", r"(合|推|提交)(?:并)?(?:代码)?(?:到|进|入)(?=\s*[A-Za-z])"),
    # (session 46) a button clicked is the act it names: "一个人点 approve" / "一个人 approve", "点个 star" / "star";
    # not 点 after a numeral ("八点 deploy": a clock time)
    ("", rf"(?<![\d零〇一二两三四五六七八九十几])点(?:个|一下)?\s*(?=(?i:{one_of(BUTTON_VERBS_EN)})\b)"),
)
_CJK_SAME = [(replacement, re.compile(pattern)) for replacement, pattern in _CJK_SAME_ROWS]


@_per_text
def _cjk_same(text: str) -> str:
    """`text` with the Chinese forms of _CJK_SAME_ROWS written one way (a text without Chinese as it is)."""
    if not _CJK_RUN.search(text):
        return text
    for replacement, pattern in _CJK_SAME:
        text = pattern.sub(replacement, text)
    return text


# A role said as a noun after "be", read as its verb (session 31, shortname31): "I'm the tech lead for payments" / "I
# lead the payments team", "I'm the manager of the mobile team" / "I manage the mobile team", "Our team lead is
# Priyanka" / "Priyanka leads our team", "Dana is the owner of the billing service" / "Dana owns …". The whole
# sentence only, its holder a pronoun or a name; a lead's team named without "team" is said with it ("the tech lead
# for payments": "lead payments team"). Only the sentence with the role noun is rewritten: a sentence said with the
# verb is read as written by every rung. Not read: another tense ("I was the lead", "I used to lead", "I led"), a
# negation, a holder that is no pronoun or name ("My boss manages …"), a role noun that leads no team ("product
# manager", "project manager": _ROLE_NOT_LED), another role ("coordinator", "head").
_ROLE_VERBS = {"lead": "lead", "leader": "lead", "manager": "manage", "owner": "own", "maintainer": "maintain"}
_ROLE_HOLDER = r"(?P<s>I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)"
_ROLE_END = r"\s*[.!]?\s*$"
_ROLE_BE = re.compile(rf"^\s*{_ROLE_HOLDER}(?:['’]m|['’]re|['’]s|\s+am|\s+is|\s+are)\s+(?:the|a|an|our|my)\s+"
                      r"(?:(?:tech|team|technical)\s+)?(?P<role>lead|leader|manager|owner|maintainer)\s+"
                      rf"(?:for|of|on)\s+(?P<y>[^,;:.!?]+?){_ROLE_END}")
_ROLE_IS = re.compile(r"^\s*(?P<det>[Oo]ur|[Mm]y|[Tt]he)\s+(?P<y>(?:[a-z]+\s+){1,3}?)"
                      r"(?P<role>lead|leader|manager|owner|maintainer)\s+is\s+"
                      rf"(?P<s>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?){_ROLE_END}")
# The same said the other way round (session 36, copula36): "Maya is our team lead" / "Maya's our team lead" is "Our
# team lead is Maya", so both are "Maya lead our team" (the copula turned around is one claim; only the side with the
# role first had been rewritten, and the two read as names traded). Not "a" (one of several leads), a possessive of
# another holder ("Priya's team lead"), another tense.
_ROLE_IS_TURNED = re.compile(rf"^\s*{_ROLE_HOLDER}(?:['’]s|['’]m|['’]re|\s+is|\s+am|\s+are)\s+"
                             r"(?P<det>[Oo]ur|[Mm]y|[Tt]he)\s+(?P<y>(?:[a-z]+\s+){1,3}?)"
                             rf"(?P<role>lead|leader|manager|owner|maintainer){_ROLE_END}")
# and "The manager of the mobile team is Bea" as "Bea is the manager of the mobile team" ("Bea manage the mobile team").
_ROLE_BE_TURNED = re.compile(r"^\s*[Tt]he\s+(?:(?:tech|team|technical)\s+)?"
                             r"(?P<role>lead|leader|manager|owner|maintainer)\s+(?:for|of|on)\s+(?P<y>[^,;:.!?]+?)\s+is\s+"
                             rf"(?P<s>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?){_ROLE_END}")
_ROLE_NOT_LED = frozenset(("tech", "technical", "product", "project", "program", "general", "office", "store"))
_ROLE_GATE = re.compile(r"\b(?:lead|leader|manager|owner|maintainer)\b")


@_per_text
def role_as_verb(text: str) -> str:
    """`text` with a role said as a noun written as its verb (see _ROLE_VERBS); `text` itself when it says none."""
    if not _ROLE_GATE.search(text):
        return text  # (most sentences: no role noun)
    m = _ROLE_BE.match(text) or _ROLE_BE_TURNED.match(text)
    if m:
        led = m.group("y").strip()
        if m.group("role") in ("lead", "leader") and not led.endswith(" team") and led != "team":
            led += " team"  # ("the tech lead for payments": the payments team)
        return f"{m.group('s')} {_ROLE_VERBS[m.group('role')]} {led}."
    for m in (_ROLE_IS.match(text), _ROLE_IS_TURNED.match(text)):
        if m and m.group("y").split()[-1] not in _ROLE_NOT_LED:  # ("Our tech lead is …", "Our product manager is …")
            return f"{m.group('s')} {_ROLE_VERBS[m.group('role')]} {m.group('det').casefold()} {m.group('y').strip()}."
    return text


# A job said in other words is one fact (role33): "I work as a nurse" / "I'm a nurse" / "I'm a nurse by profession" /
# "My job: nurse", "My wife works as a pharmacist" / "My wife is a pharmacist by profession". The whole sentence only,
# its holder a pronoun, a name or "my" / "our" and one word; the job a few lowercase words after "a" / "an" (a place
# after it kept: "… at the clinic"). "My job: X" / "My job is X" is the speaker's. Written as "<holder> is a <job>";
# a sentence that says "is a <job>" plainly is left as written. Not read: "works with a nurse" (another person),
# "works at a hospital" (a place), another tense ("worked as"), a negation, another person's job against the
# speaker's (the parties stay two: "My brother works as a nurse" / "I'm a nurse").
_JOB_HOLDER = r"(?P<s>I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|(?:[Mm]y|[Oo]ur)\s+[a-z]+|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)"
_JOB_NOUN = r"(?P<a>an?)\s+(?P<job>[a-z]+(?:\s+[a-z]+){0,2}?)"
_JOB_TAIL = r"(?P<rest>\s+(?:at|in|for)\s+[^,;:.!?]+?)?\s*[.!]?\s*$"
_JOB_SAID = (
    re.compile(rf"^\s*{_JOB_HOLDER}\s+works?\s+as\s+{_JOB_NOUN}(?:\s+by\s+(?:profession|trade))?{_JOB_TAIL}"),
    re.compile(rf"^\s*{_JOB_HOLDER}(?:['’]m|['’]re|['’]s|\s+am|\s+is|\s+are)\s+{_JOB_NOUN}\s+by\s+"
               rf"(?:profession|trade){_JOB_TAIL}"),
)
_JOB_NOTE = re.compile(r"^\s*(?:[Mm]y)\s+(?:job|profession|occupation)\s*(?::|\s+is)\s*(?:(?P<a>an?)\s+)?"
                       r"(?P<job>[a-z]+(?:\s+[a-z]+)?)\s*[.!]?\s*$")
_JOB_NOTE_CJK = re.compile(r"^\s*我的(?:工作|职业)是(?P<job>[\u4e00-\u9fff]{1,6}?)[。！!.]?\s*$")
_JOB_GATE = re.compile(r"\bworks? as\b|\bby (?:profession|trade)\b|\b(?:job|profession|occupation)\b", re.IGNORECASE)
# A vague "for years" said after a fact as an aside adds nothing to it (role33): "Colemak is my keyboard layout, and
# has been for years", "…, and have been for years now", "我是护士，好多年了". Only after a comma at the end; "for
# two years" (a value) and "I've been … for years" (the fact said in another tense) are not read.
_DURATION_ASIDE = re.compile(r"\s*,\s*and\s+(?:has|have)\s+been\s+(?:for\s+(?:years|ages|a\s+long\s+time)|forever)"
                             r"(?:\s+now)?(?=\s*[.!]?\s*$)|[，,]\s*(?:好多|很多|好些|好几)年了(?=[。！!]?\s*$)",
                             re.IGNORECASE)


@_per_text
def job_said_plainly(text: str) -> str:
    """`text` with a job said in other words written as "<holder> is a <job>", and a vague duration aside set aside
    (see above); `text` itself when it says neither."""
    if "年了" in text or "been" in text:
        text = _DURATION_ASIDE.sub("", text)
    if "我的" in text:
        m = _JOB_NOTE_CJK.match(text)
        return f"我是{m.group('job')}。" if m else text
    if not _JOB_GATE.search(text):
        return text  # (most sentences: no job said)
    m = _JOB_NOTE.match(text)
    if m:
        return f"I am {m.group('a') or ('an' if m.group('job')[0] in 'aeiou' else 'a')} {m.group('job')}."
    for pattern in _JOB_SAID:
        m = pattern.match(text)
        if m:
            return f"{m.group('s')} is {m.group('a')} {m.group('job')}{m.group('rest') or ''}."
    return text


# "tend(s) to" before a verb is "usually" (words.EN_TEND_TO): "I tend to skip breakfast" / "I usually skip breakfast".
# Not before a determiner or a pronoun ("I tend to the garden", "tends to them": care for), not "tended to".
_TEND_TO = re.compile(rf"\b(?:{one_of(EN_TEND_TO)})\s+(?!(?:{DETERMINER_EN}|it|its|this|that|these|those|them|him|"
                      r"me|us|you)\b)(?=[a-z])", re.IGNORECASE)


# A conjunction between two names is "and" (words.EN_AND_BETWEEN_NAMES: "Prometheus plus Grafana", "React plus
# TypeScript"): both a capitalised word or one with a digit ("Python 3 plus Go"); "plus tax", "80k plus bonus" are left.
_EN_AND = re.compile(rf"\b([A-Z0-9][\w.+#-]*)\s+(?:{one_of(EN_AND_BETWEEN_NAMES)})\s+(?=[A-Z])")


def names_joined_by_and(text: str) -> str:
    """`text` with "plus" between two names written "and" (see _EN_AND); `text` itself when it says none."""
    return _EN_AND.sub(r"\1 and ", text) if "plus" in text else text


def tend_as_usually(text: str) -> str:
    """`text` with "tend(s) to" before a verb written "usually" (see _TEND_TO); `text` itself when it says none."""
    return _TEND_TO.sub("usually ", text) if "tend" in text else text


# A fact said in a construction turned around, read as its one form (session 32, turned32). The whole sentence only,
# its holder a pronoun or a name (or its possessive); only a sentence in one of these frames is rewritten:
#   where one comes from: "My hometown is Leeds" / "Leeds is my hometown" / "Leeds is where I'm from" / "I'm
#   (originally) from Leeds" / "I come from Leeds" as "my hometown is Leeds" (a capitalised place; not "I live in
#   Leeds": origin is no residence, and "My wife's hometown is …" is no holder read here);
#   an allergy said as a noun or a causative: "I have a peanut allergy" / "I have an allergy to peanuts" /
#   "Peanuts make me break out" as "I am allergic to peanuts" (not a negation, another allergen, another reaction);
#   a cadence said as a noun: "Our (team's) on-call rotation is weekly" as "We rotate on-call every week", "Our release
#   cadence is weekly" as "We release every week" (daily / weekly / monthly / yearly only).
# (A holder: a pronoun, a name, or a possessive and one noun, "My son", "Our cat": session 33, "My son has a peanut
# allergy" / "My son's allergic to peanuts".)
_TURN_S = r"(?P<s>I|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+[a-z]+|[A-Z][a-z]+)"
_TURN_P = r"(?P<p>[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[A-Z][a-z]+['’]s)"
_TURN_O = r"(?P<o>me|us|him|her|them)"
_TURN_BE = r"(?:\s+am|\s+is|\s+are|['’]m|['’]s|['’]re)"
_TURN_END = r"\s*[.!]?\s*$"
_TURN_PLACE = r"(?P<x>(?!(?:It|This|That|There|Here|What|Where)\b)[A-Z][\w'’-]*(?:,?\s+[A-Z][\w'’-]*){0,3})"
_TURN_THING = r"(?P<x>[A-Za-z][a-z-]*(?:\s+[a-z-]+){0,2})"
_TURN_HOLDER = {"my": "I", "our": "we", "his": "he", "her": "she", "their": "they",
                "me": "I", "us": "we", "him": "he", "them": "they"}
_TURN_POSSESSIVE = {"I": "my", "we": "our", "he": "his", "she": "her", "they": "their"}
# the value of a favourite: up to three words, not a pronoun or a demonstrative ("It is my favourite": which one?)
_TURN_FAVOURITE = r"(?P<x>(?!(?i:it|this|that|these|those|they|what|which|mine|now|still|also|currently)\b)" \
                  r"[A-Za-z](?:[\w'’+#.-]*[\w+#])?(?:\s+[A-Za-z](?:[\w'’+#.-]*[\w+#])?){0,2}?)"
_TURN_P_BARE = r"\s+(?P<p>my|our|his|her|their)"
_TURN_CADENCE = {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year", "annually": "year"}
_TURNED = tuple((kind, re.compile(pattern)) for kind, pattern in (
    ("from", rf"^\s*{_TURN_S}{_TURN_BE}\s+(?:originally\s+)?from\s+{_TURN_PLACE}{_TURN_END}"),
    ("from", rf"^\s*{_TURN_S}\s+(?:originally\s+)?comes?\s+from\s+{_TURN_PLACE}{_TURN_END}"),
    ("from", rf"^\s*{_TURN_P}\s+home\s?town\s+is\s+{_TURN_PLACE}{_TURN_END}"),
    ("from", rf"^\s*{_TURN_PLACE}\s+is\s+{_TURN_P}\s+home\s?town{_TURN_END}"),
    ("from", rf"^\s*{_TURN_PLACE}\s+is\s+where\s+{_TURN_S}{_TURN_BE}\s+(?:originally\s+)?from{_TURN_END}"),
    ("allergic", rf"^\s*{_TURN_S}\s+(?:have|has)\s+an?\s+{_TURN_THING}\s+allergy{_TURN_END}"),
    ("allergic", rf"^\s*{_TURN_S}\s+(?:have|has)\s+an?\s+allergy\s+to\s+{_TURN_THING}{_TURN_END}"),
    ("allergic", rf"^\s*{_TURN_THING}\s+(?:make|makes)\s+{_TURN_O}\s+break\s+out(?:\s+in\s+hives)?{_TURN_END}"),
    # (session 43, restate43) "Penicillin gives me an allergic reaction, so no penicillin for me": the reaction said
    # as what the allergen gives, and the avoidance it calls for after "so" (no, never, avoid, keep it off, don't).
    ("allergic", rf"^\s*{_TURN_THING}\s+(?:gives?)\s+{_TURN_O}\s+an?\s+(?:(?:bad|severe|mild|nasty)\s+)?allergic\s+"
                 rf"reaction(?:\s*,\s*so\s+(?:no|never|avoid|keep\s+it\s+off|don['’]?t|please\s+don['’]?t)\b"
                 rf"[^,;:.!?]*)?{_TURN_END}"),
    ("cadence", rf"^\s*{_TURN_P}\s+(?:team['’]s\s+)?(?P<x>[a-z][a-z-]*)\s+(?P<n>rotation|cadence)\s+is\s+"
                rf"(?P<f>daily|weekly|monthly|yearly|annually){_TURN_END}"),
    # a favourite (session 33, enmix33): "I like Helix best" / "Helix is my favourite editor" / "My favourite editor
    # is Helix", all "my favourite is Helix": the kind of thing is set aside (the value says it; one value is seldom
    # the favourite of two kinds). Not "better" (a comparison), not with anything said after "best" ("I like Helix
    # best for Rust": a narrower favourite), not "my wife's favourite" (another holder's), not a pronoun as the value.
    ("favourite", rf"^\s*{_TURN_S}\s+(?:really\s+)?(?:like|likes|love|loves)\s+{_TURN_FAVOURITE}\s+(?:the\s+)?"
                  rf"(?:best|most){_TURN_END}"),
    ("favourite", rf"^\s*{_TURN_FAVOURITE}\s+(?:is|are){_TURN_P_BARE}\s+favou?rite(?:\s+[a-z]+){{0,2}}{_TURN_END}"),
    ("favourite", rf"^\s*{_TURN_P}\s+favou?rite(?:\s+[a-z]+){{0,2}}\s+(?:is|are)\s+{_TURN_FAVOURITE}{_TURN_END}"),
))
_TURNED_GATE = re.compile(r"\b(?:from|home\s?town|allergy|allergic|break\s+out|rotation|cadence|best|most"
                          r"|favou?rite)\b")


def _turned_holder(m: re.Match) -> str:
    said = m.groupdict().get("s") or m.groupdict().get("p") or m.groupdict().get("o") or "I"
    holder = _TURN_HOLDER.get(said.casefold(), said)
    if holder.endswith(("'s", "’s")):
        holder = holder[:-2]
    return holder if holder == "I" else holder[0].lower() + holder[1:] if holder.casefold() in _TURN_HOLDER.values() \
        else holder


@_per_text
def turned_frame(text: str) -> str:
    """`text` with a fact said in a construction turned around written in its one form (see _TURNED); `text`
    itself when it says none."""
    if not _TURNED_GATE.search(text):
        return text  # (most sentences: no frame word)
    for kind, pattern in _TURNED:
        m = pattern.match(text)
        if m is None:
            continue
        holder = _turned_holder(m)
        be = "am" if holder == "I" else "are" if holder in ("we", "they") else "is"
        if kind == "from":  # ("from" is filler to the rungs: the one form says "hometown", a content word)
            return f"{_TURN_POSSESSIVE.get(holder, holder + chr(39) + 's')} hometown is {m.group('x')}."
        if kind == "allergic":
            return f"{holder} {be} allergic to {m.group('x').casefold()}."
        if kind == "favourite":
            return f"{_TURN_POSSESSIVE.get(holder, holder + chr(39) + 's')} favourite is {m.group('x')}."
        verb = "rotate " if m.group("n") == "rotation" else ""
        return f"{holder} {verb}{m.group('x')} every {_TURN_CADENCE[m.group('f')]}."
    return text


@_per_text
def _claim_text_unframed(text: str) -> str:
    """The readings of _claim_text before the frame words: one per text, shared by the framed and the unframed
    reading of it (each reading asked once per text, not once per text and reading)."""
    text = _agent_first(turned_frame(role_as_verb(job_said_plainly(_without_repeat_marker(text)))))
    # (A relative after the passive, "by Dad" names an agent and "by father" would not; before the Chinese same forms,
    # "我父亲爱钓鱼" is read as "我爸爸爱钓鱼", whose 爱 is 喜欢, not the 亲爱 of 父亲爱.)
    text = weekday_forms(_cjk_same(kin_forms(text)))
    return _written_out(names_joined_by_and(tend_as_usually(synonym_phrases(text))))


@_per_text
def _claim_text(text: str, framed: bool = False) -> str:
    """`text` as the restatement rungs read it: repeat markers set aside, the Chinese forms of one fact written
    one way, "n't" written out, a passive turned active, numbers in one form (see _claim)."""
    # One canonical text, each one-form reading applied in turn to what the one before it left, so that a sentence
    # reworded in two or three ways at once is read as each alone is (session 33): a role said as its verb, a
    # construction turned around, a passive that names its agent turned active (before the phrase synonyms, which
    # would rewrite its participle), a relative in its long form, the Chinese same forms, weekdays, the phrase synonyms,
    # "tend to", names joined by "and", contractions and "n't" written out; the frame words, an agentless passive
    # and the number forms last.
    text = _claim_text_unframed(text)
    if framed:
        text = _framed_text(text)
    text = _number_forms(_active(text))
    if _CJK_RUN.search(text):
        text = _cjk_same_words(_CJK_LOCATIVE_END.sub("", text))
    return text


@_per_text
def _written_out(text: str) -> str:
    """`text` with a contracted "are" / "is" before a participle and "n't" written out ("don't" -> "do not"). (Each
    pattern only where it can match: a contraction needs an apostrophe, "cannot" its letters.)"""
    if "'" in text or "’" in text:
        text = _BE_CONTRACTED.sub(lambda m: " are" if m.group().casefold().endswith("re") else " is", text)
    if "'" in text or "nnot" in _folded(text):
        text = _NOT.sub(lambda m: f"{next(g for g in m.groups() if g)} not", text)
    return text


def synonym_phrases(text: str) -> str:
    """`text` with each whole phrase of words.SYNONYM_PHRASES_EN written as its row's first form ("took care of" as
    "look after", "pull request" as "PR"); never inside a word ("\\b" both ends). And "uses X as its database" as
    "stores its data in X" (words.DATA_STORE_NOUNS_EN), a verb of words.VERSION_VERBS_EN before a name and a version
    ("targets Python 3.10" as "uses Python 3.10")."""
    if may_match(_SYNONYM_PHRASE_GATE, _folded(text)):
        text = _SYNONYM_PHRASE.sub(lambda m: _phrase_form(m, text), text)
    if may_match(_USES_AS_STORE_GATE, _folded(text)):
        text = _USES_AS_STORE.sub(lambda m: f"{'stores' if m.group('v').casefold() == 'uses' else 'store'} "
                                            f"{m.group('det')} data in {m.group('x')}", text)
    if may_match(_HOSTED_ACTIVE_GATE, _folded(text)) and not _HOSTED_WHEN.search(text):
        text = _HOSTED_ACTIVE.sub(lambda m: f"{m.group('x')} runs in", text)
    if may_match(_VERSION_VERB_GATE, _folded(text)):
        text = _VERSION_VERB.sub(lambda m: _VERSION_VERB_OF[m.group().casefold()], text)
    text = alert_threshold(schedule_verbs(text))
    if may_match(_PLACE_GATE, _folded(text)):
        text = _HOST_PLACE.sub(lambda m: _PLACE_VERB_OF[m.group().casefold()],
                               _PATH_PLACE.sub(lambda m: _PLACE_VERB_OF[m.group().casefold()], text))
    for gym, gate in zip((_GYM_GO, _GYM_AT), _GYM_GATES, strict=True):
        if may_match(gate, _folded(text)):
            text = gym.sub(lambda m: f"{_GYM_OF[m['v'].casefold()]} at {m['x']}", text)
    return text


def schedule_verbs(text: str) -> str:
    """`text` with a verb of a visit or a collection before a weekday or "every" written as its row's first form
    (words.SCHEDULE_VERBS_EN: "gets picked up on Fridays" as "is collected on Fridays")."""
    if may_match(_SCHEDULE_VERB_GATE, _folded(text)):
        text = _SCHEDULE_VERB.sub(lambda m: _SCHEDULE_VERB_OF[m.group().casefold()], text)
    return text


def _phrase_form(m: re.Match, text: str) -> str:
    """The one form of the phrase of words.SYNONYM_PHRASES_EN matched in `text`; a passive hosting phrase left as
    written when `text` says when it happens ("The worker is deployed to prod on Mondays": a schedule of deploys, not
    where the worker runs, as the active is read: _HOSTED_WHEN)."""
    form = _SYNONYM_PHRASE_OF[m.group().casefold()]
    return m.group() if form in _HOSTED_FORMS and _HOSTED_WHEN.search(text) else form


def _cjk_same_words(text: str) -> str:
    """`text` with each Chinese word of _SAME_WORD written as its one form ("绘画" as "画画", "大约" as "~")."""
    return _SAME_WORD_CJK.sub(lambda m: f" {_SAME_WORD[m.group()]} ", text) if _CJK_RUN.search(text) else text


@_per_text
def _claim(text: str, framed: bool = False) -> tuple[tuple[str, ...], frozenset[str], frozenset[str]]:
    """(content keys in order, with "&" for a coordinator; the keys written as names or numbers;
    guards) of a sentence once repeat markers, filler, short forms and number forms are set aside,
    "n't" written out and a passive turned active. `framed`: and the frame words of _FRAMED too."""
    parsed = dedup._Text.of(_claim_text(text, framed))
    same = list(map(_same_key, parsed.tokens, parsed.keys))  # (each token's one key, read once)
    keys = []
    for t, k in zip(parsed.tokens, same, strict=True):
        if k in _COORDINATORS:
            keys.append("&")
        elif k and k not in _RESTATE_FILLER and (k == "~" or _has_alnum(t)) \
                and not (framed and k in _FRAME_KEYS):
            keys.append(k)
    written = _anchor_keys(parsed.tokens, parsed.keys)
    anchors = frozenset(s for k, s in zip(parsed.keys, same, strict=True) if k in written)
    return tuple(keys), anchors, parsed.guards()


@_per_text
def _claim_key_set(text: str) -> frozenset[str]:
    """The content keys of _claim(text) as a set (asked of both sides of every pair _same_claim_other_form reads)."""
    return frozenset(_claim(text)[0])


@functools.lru_cache(maxsize=65536)  # words recur across sentences: each is read once
def _has_alnum(token: str) -> bool:
    return any(c.isalnum() for c in token)


@functools.lru_cache(maxsize=16384)
def _same_key(token: str, key: str) -> str:
    """One key for the forms of one word: short and long ("k8s" / "Kubernetes"), irregular and
    spelling forms, then stemmed alike."""
    word = token.casefold()
    mapped = _SAME_WORD.get(word, _SAME_WORD.get(key))
    if mapped is None:
        if key in _RESTATE_FILLER:
            return key
        mapped = _BASE_FORM.get(word, _BASE_FORM.get(key, key))
        if mapped == key and word.startswith("re") and word[2:] in _BASE_FORM:  # "rebuilt" / "rebuild"
            mapped = "re" + _BASE_FORM[word[2:]]
    if mapped and mapped.isascii() and mapped.isalpha():
        # A key is stemmed again ("meetings" -> "meeting" -> "meet"); a word put in for it is first keyed as its
        # token would be ("db" -> "database" -> "databas" -> "databa", as "database" is).
        mapped = dedup._stem(mapped if mapped == key else dedup._stem(mapped))
    return _loose_stem(mapped) if mapped else mapped


def _loose_stem(key: str) -> str:
    """A stem that also meets the base form: "committing" -> "committ" -> "commit", "making" -> "mak" as "make"."""
    if not key.isascii() or not key.isalpha():
        return key
    if len(key) >= 4 and key[-1] == key[-2] and key[-1] not in "aeiouslfz":
        key = key[:-1]
    return key[:-1] if len(key) >= 3 and key.endswith("e") else key


# Frame words: what a reworded sentence wraps the same content in ("We use Cloudflare as our CDN
# provider" / "Our CDN provider is Cloudflare", "The primary database we run is MySQL", "There are 8
# engineers on our team" / "Our team has eight engineers", "Redis is what we use for the cache",
# "我老婆的名字叫林芳" / "我老婆叫林芳", "年假有15天" / "年假是15天", "位于3楼" / "在3楼"). Only the
# frame-word rung sets them aside, and only when everything else, names and numbers in order, is equal.
_FRAME_KEYS: frozenset[str] = frozenset(_same_key(w, dedup._stem(w)) for w in (
    "use uses used using have has had get gets got there what which name happen happens happened hold holds "
    "held run runs ran running").split()) | frozenset("有")
_FRAME_ANY = _FRAME_KEYS | frozenset("名字地址位于就读一共总在放")  # every key the frame-word reading may drop or add
_FRAME_CJK = re.compile(r"的?名字(?=叫|是|为)|(?<=[\u3400-\u9fff])地址(?=\s*[是为：:])|位于|就读于|一共|总共|放(?=在)")


@_per_text
def _framed_text(text: str) -> str:
    return _FRAME_CJK.sub(lambda m: "在" if m.group() in ("位于", "就读于") else " ", text)


def _coordinated_swaps(keys: tuple[str, ...]):
    """The content keys as written, then with two coordinated items traded ("Linux and macOS" /
    "macOS and Linux"); coordinators dropped."""
    yield tuple(k for k in keys if k != "&")
    for p, k in enumerate(keys):
        if k != "&":
            continue
        for lx in range(1, MAX_SWAPPED_RUN + 1):
            for ly in range(1, MAX_SWAPPED_RUN + 1):
                x, y = keys[max(p - lx, 0):p], keys[p + 1:p + 1 + ly]
                if len(x) == lx and len(y) == ly and "&" not in x + y:
                    yield tuple(k for k in keys[:p - lx] + y + x + keys[p + 1 + ly:] if k != "&")


def _names_reordered(old: str, new: str) -> bool:
    """The names and numbers of two sentences with the same words come in another order."""
    (keys_a, details_a, _), (keys_b, details_b, _) = _claim(old), _claim(new)
    names = details_a | details_b
    return [k for k in keys_a if k in names] != [k for k in keys_b if k in names]


def _same_claim_other_form(old: str, new: str) -> str:
    """The same content words, in the same order, with two coordinated items traded, or with the
    sentence turned around one point ("Our product manager is Sarah Chen" / "Sarah Chen is our
    product manager", "我比较喜欢川菜和粤菜" / "川菜和粤菜我比较喜欢"), once repeat markers, filler, short
    forms and number forms are set aside and a passive is turned active. The names and numbers keep
    their order ("Alice reviews Bob's code" / "Bob reviews Alice's code" are two claims), and nothing
    is a restatement of a question or of a passing state unless both are, nor when a number leaves the word it
    counts or ranks (_numbers_keep_their_words). When that fails, the same once frame words are set aside too
    ("We use Cloudflare as our CDN provider"). Empty when not."""
    if is_question(old) != is_question(new) or is_temporary(old) != is_temporary(new):
        return ""
    if _persons(old) and _persons(new) and _persons(old) != _persons(new):
        return ""  # "我们组" / "他们组", "I go jogging" / "she goes jogging": another party
    # A repeat marker or polite filler said around a one-word claim ("Please remember that I'm left-handed").
    # So is a one-word job said in other words, or with a duration aside ("I work as a nurse" / "I'm a nurse",
    # job_said_plainly).
    least = 1 if _without_repeat_marker(old) != old or _without_repeat_marker(new) != new \
        or job_said_plainly(old) != old or job_said_plainly(new) != new else 2
    plain_a, plain_b = _claim(old), _claim(new)
    # (Claims of another number of content keys: _same_claim_keys answers "" to them, so neither it nor the
    # owners are asked.)
    as_many = _content_key_count(plain_a[0]) == _content_key_count(plain_b[0])
    owners = _named_owners(old) if as_many else None
    same = _same_claim_keys(plain_a, plain_b, least,
                            reorder=owners if owners == _named_owners(new) else None) if as_many else ""
    if same:
        return same if _numbers_keep_their_words(old, new) else ""
    louder = _same_claim_louder(old, new, least)
    if louder:
        return louder
    traded = _same_claim_clauses_traded(old, new)
    if traded:
        return traded
    if not _claim_key_set(old) ^ _claim_key_set(new) <= _FRAME_ANY:
        return ""  # a word that is no frame word on one side only: setting frame words aside cannot help
    framed = _same_claim_keys(_claim(old, True), _claim(new, True), least)
    if not framed or not _numbers_keep_their_words(old, new):
        return ""
    return f"{framed}, frame words ('we use', 'is called', 'there are', '名字', '有') set aside"


def _same_claim_louder(old: str, new: str, least: int) -> str:
    """The same claim once a word that raises a degree or says how lately is set aside on both sides
    (_DEGREE_SAID_ASIDE): "I enjoy old jazz records a lot" / "I really enjoy old jazz records", "On Tuesday
    evenings I really love yoga" / "I love yoga a lot on Tuesday evenings", 我挺喜欢吃火锅的 / 我特别喜欢吃火锅.
    Not with a negation on either side ("I don't like it very much" is milder than "I don't like it"), nor when a
    past is said on one side only ("used to", 去年). Empty when not."""
    # (Most pairs end here, before any text is rewritten or read again: a content word of one side that is
    # neither the other's nor a word set aside, or no word to set aside.)
    set_aside = _keys_set_aside(old) | _keys_set_aside(new)
    if not set_aside or not _claim_key_set(old) ^ _claim_key_set(new) <= set_aside:
        return ""
    bare_old, bare_new = _degree_said_aside(old), _degree_said_aside(new)
    if bool(_PAST.search(old)) != bool(_PAST.search(new)):
        return ""
    claim_a, claim_b = _claim(bare_old), _claim(bare_new)
    if says_negation(old) or says_negation(new) \
            or _content_key_count(claim_a[0]) != _content_key_count(claim_b[0]):
        return ""
    same = _same_claim_keys(claim_a, claim_b, least)
    if not same or not _numbers_keep_their_words(bare_old, bare_new):
        return ""
    return f"{same}, a word of degree or of how lately ('really', 'a lot', 'lately', 很, 挺, 最近) set aside"


# A second Chinese clause that says "also" of the first one's subject (，也 / ，还, no subject of its own before it):
# "我的卧室很干净，也很宽敞". Not 也许 ("maybe"), 也就 ("that is"), 还是 ("or", "still"), 还没 ("not yet"), 还在 /
# 还要 ("still").
_ALSO_CLAUSE_CJK = re.compile(r"[，,]\s*(?=也(?![许就])|还(?![是没在要]))")
_ALSO_CLAUSE_LITERALS = ("，也", "，还", ",也", ",还")
# Words that tell an order of events, a cause or a condition (先 … 也 …, 然后, 后来, 因为 … 所以, 如果): the two
# clauses said in the other order are another fact. (Closed class of Chinese conjunctions and adverbs of sequence.)
_ORDER_SAID_CJK = re.compile(r"先|然后|接着|后来|之后|以后|最后|再|才|于是|所以|因为|因此|如果|要是|就")


def _may_join_clauses(text: str) -> bool:
    return any(joint in text for joint in _ALSO_CLAUSE_LITERALS)


def _same_claim_clauses_traded(old: str, new: str) -> str:
    """Two Chinese clauses of one subject joined by ，也 / ，还 said in the other order: "我的房间很安静，也很明亮"
    / "我的房间很明亮，也很安静", 我喜欢打篮球，还喜欢游泳 / 我喜欢游泳，还喜欢打篮球 (English "and" between two
    predicates is a coordination, read by _coordinated_swaps). The subject stays before both (said "turned
    around", the second looks read it as a sentence turned around, whose parties keep their roles); a degree word raised
    on both sides may be said another way (_same_claim_louder's words, under its guards). Not when a clause has
    another subject ("，客厅也很干净" has no 也 after the comma), a negation or another value on one side only (the
    guards and keys differ), nor when an order, a cause or a condition is said (_ORDER_SAID_CJK: 先 … 也 …, 因为 …
    所以 …). Empty when not."""
    if not (_may_join_clauses(old) and _may_join_clauses(new)):
        return ""  # (most pairs: no Chinese "also" clause on both sides)
    if _ORDER_SAID_CJK.search(old) or _ORDER_SAID_CJK.search(new):
        return ""
    readings = [(old, new, "")]
    if (_keys_set_aside(old) or _keys_set_aside(new)) and not (says_negation(old) or says_negation(new)) \
            and bool(_PAST.search(old)) == bool(_PAST.search(new)):
        readings.append((_degree_said_aside(old), _degree_said_aside(new), ", a word of degree set aside"))
    for text_a, text_b, said in readings:
        clauses_a, clauses_b = _ALSO_CLAUSE_CJK.split(text_a), _ALSO_CLAUSE_CJK.split(text_b)
        if len(clauses_a) != 2 or len(clauses_b) != 2:
            return ""
        first_a, then_a = (_plain_keys(c) for c in clauses_a)
        first_b, then_b = (_plain_keys(c) for c in clauses_b)
        if not then_a or not then_b or _claim(text_a)[1:] != _claim(text_b)[1:]:
            continue  # (another name, number or negation: the guards and written keys differ)
        # The first clause's last words trade places with the second clause, the subject before them kept.
        subject = len(first_a) - len(then_b)
        if subject >= 0 and first_a[subject:] == then_b and first_b == first_a[:subject] + then_a \
                and _numbers_keep_their_words(text_a, text_b):
            return f"two clauses of one subject joined by 也 / 还 turned around (said in the other order){said}"
    return ""


def _plain_keys(text: str) -> tuple[str, ...]:
    return tuple(k for k in _claim(text)[0] if k != "&")


def _same_claim_keys(claim_a: tuple[tuple[str, ...], frozenset[str], frozenset[str]],
                     claim_b: tuple[tuple[str, ...], frozenset[str], frozenset[str]], least: int = 2,
                     reorder: frozenset[str] | None = None) -> str:
    """How the two claims are one (see _same_claim_other_form), or "". `reorder`, the owner keys both
    sentences name alike (None when they differ): the same content words in any other order may be one claim
    too (see _reordered_alike)."""
    coord_a, details_a, guards_a = claim_a
    coord_b, details_b, guards_b = claim_b
    keys_b = tuple(k for k in coord_b if k != "&")
    if len(keys_b) < least or guards_a != guards_b:
        return ""
    if _content_key_count(coord_a) != len(keys_b) \
            or sorted(k for k in coord_a if k != "&") != sorted(keys_b):  # (most pairs: not as many words)
        return ""
    names = details_a | details_b
    in_order = [k for k in keys_b if k in names]
    for n, keys_a in enumerate(_coordinated_swaps(coord_a)):
        traded = " with two coordinated items traded" if n else ""
        # A clause moved to the front keeps the names in their turn ("Our CDN provider is Cloudflare" /
        # "Cloudflare is our CDN provider"); otherwise they keep their order.
        if any(keys_a[i:] + keys_a[:i] == keys_b for i in range(1, len(keys_a))):
            return f"the same words turned around (one clause moved to the front){traded}"
        if [k for k in keys_a if k in names] != in_order:
            continue
        if keys_a == keys_b:
            return f"the same words{traded} once repeat markers, filler, short and number forms are set aside"
    if reorder is not None and _reordered_alike(tuple(k for k in coord_a if k != "&"), keys_b, names, reorder):
        return "the same words in another order, the names and numbers in theirs"
    return ""


def _content_key_count(coord: tuple[str, ...]) -> int:
    """How many content words a claim's keys hold ("&" marks a coordination, no word)."""
    return len(coord) - coord.count("&")


MIN_REORDERED_KEYS = 3  # a claim of two words in another order is too short to tell a rewording from a swap


def _reordered_alike(keys_a: tuple[str, ...], keys_b: tuple[str, ...], names: frozenset[str],
                     owners: frozenset[str]) -> bool:
    """Every content word of one claim is in the other, in another order ("My inspiration came from a trip
    to Tibet that I took" / "… a trip I took to Tibet"): all the content is the same, only its order
    differs. Not when no name or number anchors the fact, the names and numbers come in another order, two
    runs of words traded places around a middle ("Maria sent the invoice to the client"), or side by side
    ("my sister's husband" / "my husband's sister", "牛奶" / "奶牛") unless one run is an owner both
    sentences name (`owners`: "The API's rate limit" / "The rate limit of the API")."""
    if len(keys_a) < MIN_REORDERED_KEYS or keys_a == keys_b or sorted(keys_a) != sorted(keys_b) \
            or not names & set(keys_a):
        return False
    if [k for k in keys_a if k in names] != [k for k in keys_b if k in names]:
        return False
    return not _runs_traded(keys_a, keys_b, owners)


def _runs_traded(keys_a: tuple[str, ...], keys_b: tuple[str, ...], owners: frozenset[str]) -> bool:
    """`keys_b` is `keys_a` with two runs of words traded: around a middle, or side by side when
    neither run holds an owner's name."""
    if len(keys_a) > MAX_REORDER_SEARCH:
        return True  # too long to search: not called one claim
    return any(m or not owners & set(x + y) for x, m, y in trades(keys_a, keys_b, MAX_SWAPPED_RUN))


def trades(keys_a: tuple[str, ...], keys_b: tuple[str, ...], max_run: int,
           min_middle: int = 0) -> Iterator[tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]]:
    """Every way `keys_b` is `keys_a` with two different runs x and y (at most `max_run` words each) traded
    around a middle m (`min_middle` to `max_run` words): (x, m, y). Quadratic in the length: callers bound it."""
    size = len(keys_a)
    for p in range(size):
        for lx in range(1, max_run + 1):
            for lm in range(min_middle, max_run + 1):
                for ly in range(1, max_run + 1):
                    q, end = p + lx + lm, p + lx + lm + ly
                    if end > size:
                        break
                    x, m, y = keys_a[p:p + lx], keys_a[p + lx:q], keys_a[q:end]
                    if x != y and keys_a[:p] + y + m + x + keys_a[end:] == keys_b:
                        yield x, m, y


MAX_REORDER_SEARCH = 40  # the search above is quadratic in the claim's length; writes are shorter


def _unnamed_words_traded(old: str, new: str) -> bool:
    """The same content words with two words side by side traded, neither a name or number ("My sister's
    husband lives in Paris" / "My husband's sister lives in Paris", "牛奶" / "奶牛"): the words say who or
    what, and that changed. (A sentence of two words turned around is one clause moved to the front.)"""
    (coord_a, names_a, _), (coord_b, names_b, _) = _claim(old), _claim(new)
    keys_a, keys_b = tuple(k for k in coord_a if k != "&"), tuple(k for k in coord_b if k != "&")
    if len(keys_a) < MIN_REORDERED_KEYS or keys_a == keys_b or sorted(keys_a) != sorted(keys_b):
        return False
    names = names_a | names_b
    return any(not m and not names & {*x, *y} and not _of_form(old, new, x[0], y[0])
               for x, m, y in trades(keys_a, keys_b, 1))


# A noun said before another as its modifier, or after it with a preposition: "the request timeout" / "the
# timeout for requests", "the API's rate limit" / "the rate limit of the API". Closed lists of the grammar.
_OF_FORM_PREPOSITIONS = frozenset({"of", "for"})
_OF_FORM_DETERMINERS = frozenset({*DETERMINERS_EN, "its", "all"})


def _of_form(old: str, new: str, x: str, y: str) -> bool:
    """The two traded words are one noun modifying another, said once before it ("request timeout", "sister's
    husband") and once after it with 'of' / 'for' ("timeout for requests", "husband of my sister"): the same
    thing named twice, not two words traded. Both sides possessive ("My sister's husband" / "My husband's
    sister") stay traded."""
    for a, b in ((old, new), (new, old)):
        keys_a, keys_b = dedup._Text.of(a).keys, dedup._Text.of(b).keys
        for modifier, head in ((x, y), (y, x)):
            if _before(keys_a, modifier, head) and _after_preposition(keys_b, head, modifier):
                return True
    return False


def _before(keys: tuple[str, ...], modifier: str, head: str) -> bool:
    return any(k == modifier and (keys[n + 1:n + 2] == (head,) or keys[n + 1:n + 3] == ("s", head))
               for n, k in enumerate(keys))


def _after_preposition(keys: tuple[str, ...], head: str, modifier: str) -> bool:
    for n, k in enumerate(keys[:-2]):
        if k == head and keys[n + 1] in _OF_FORM_PREPOSITIONS:
            rest = keys[n + 2:n + 4]
            if rest[:1] == (modifier,) or (rest[:1] and rest[0] in _OF_FORM_DETERMINERS and rest[1:2] == (modifier,)):
                return True
    return False


# A name written as an owner: "Alice's manager", "the manager of Alice" ("the API's rate limit" / "the rate
# limit of the API"). "My manager Alice" / "Alice's manager" have the same words but another owner.
_OWNER_BEFORE = re.compile(r"\b([A-Z][\w.-]*)['’]s\b")
_OWNER_AFTER = re.compile(r"\bof\s+(?:the\s+|a\s+|an\s+)?([A-Z][\w.-]*)")


@_per_text
def _named_owners(text: str) -> frozenset[str]:
    """The keys (as _claim reads them) of the names `text` writes as an owner."""
    found = frozenset()
    for pattern in (_OWNER_BEFORE, _OWNER_AFTER):
        for m in pattern.finditer(text):
            parsed = dedup._Text.of(m.group(1))
            found |= {_same_key(t, k) for t, k in zip(parsed.tokens, parsed.keys, strict=True)}
    return found


_NUMBER_KEY = re.compile(r"\d+(?:[.,]\d+)*")
_ARTICLES = frozenset({"a", "an"})  # a count of one before the word it counts ("a brother" / "1 brother")


@_per_text
def _numbers_with_words(text: str) -> tuple[tuple[tuple[str, str], ...], frozenset[str]]:
    """(each number of `text` with the word it counts or ranks, as restatement keys; the words a/an count as
    one). A number belongs to the word right after it ("2 sisters", "the third desk", "3 pianos"; in Chinese
    after a measure word, "两个姐姐"), else to the word right before it, a label ("window 3", "floor 4"), else
    to no word ("My daughter is 3 and ...")."""
    parsed = dedup._Text.of(_claim_text(text))
    tokens = parsed.tokens
    keys = list(map(_same_key, tokens, parsed.keys))

    def word(n: int) -> str:
        k = keys[n] if 0 <= n < len(keys) else ""
        content = k and k not in _RESTATE_FILLER and k not in _COORDINATORS and _has_alnum(tokens[n])
        return k if content and not _NUMBER_KEY.fullmatch(k) else ""

    def after(n: int) -> str:
        n += 1
        while n < len(keys) and keys[n] in _RESTATE_FILLER and _CJK_RUN.fullmatch(tokens[n]):
            n += 1  # a Chinese measure word between a number and what it counts ("2个姐姐")
        return word(n)

    pairs, counted_once = [], set()
    for n, k in enumerate(keys):
        if _NUMBER_KEY.fullmatch(k):
            pairs.append((k, after(n) or word(n - 1)))
        elif tokens[n].casefold() in _ARTICLES and after(n):
            counted_once.add(after(n))
    return tuple(pairs), frozenset(counted_once)


def _numbers_keep_their_words(old: str, new: str) -> bool:
    """Each number of two sentences stays with the word it counts or ranks: the same (number, word) pairs on
    both sides, a/an read as one before a word the other side counts. "I have 2 sisters and a brother" / "I have
    a sister and two brothers", "My desk is by window 3" / "My third desk is by the window" and "My daughter is
    three and plays the piano" / "My daughter plays 3 pianos" are the same words and numbers, and other facts."""
    (pairs_a, once_a), (pairs_b, once_b) = _numbers_with_words(old), _numbers_with_words(new)
    if not pairs_a and not pairs_b:
        return True
    counted = {w for _, w in pairs_a + pairs_b if w}
    full_a = sorted(pairs_a + tuple(("1", w) for w in once_a & counted))
    full_b = sorted(pairs_b + tuple(("1", w) for w in once_b & counted))
    return full_a == full_b


# How much and how lately, said around a claim without changing it ("some" / "a few" movies, "pretty slow", "挺慢",
# "recently" / "these days" / 最近 / 这阵子): closed lists of grammar and everyday adverbs. A past said on one side only
# ("used to", "last year", 去年, 以前) is another time, and keeps the two apart (_PAST). Not 一点 (also "one
# o'clock", 十一点), nor 十分 before 钟 (ten minutes).
_NOT_TEN_MINUTES = {"十分": "十分(?!钟)"}
_DEGREE = re.compile(r"\b(?:" + "|".join(degree_words("any", cjk=False)) + r"|how(?= to\b))\b|"
                     + "|".join(_NOT_TEN_MINUTES.get(w, w) for w in degree_words("any", cjk=True)), re.IGNORECASE)
# How lately, said around a lasting claim (the restatement rung sets these aside too, _DEGREE_SAID_ASIDE): not
# "currently", "right now", 目前, which may say a passing state.
_RECENT_EN, _RECENT_CJK = r"recently|lately|these days|nowadays", r"最近|近来|这阵子|这段时间|这些天"
_RECENT = re.compile(rf"\b(?:{_RECENT_EN}|currently|right now)\b|{_RECENT_CJK}|目前", re.IGNORECASE)
# How much, said louder around a claim without changing it, and how lately (_RECENT_EN, _RECENT_CJK): "I enjoy
# old jazz records a lot" / "I really enjoy old jazz records", 我挺喜欢吃火锅 / 我特别喜欢吃火锅, "Lately I've been
# playing chess" / "… recently". Only words that raise a degree, in the place of an adverb: before a word ("really",
# "so", not "so I …"; "quite", not "quite a few"), or ending a clause ("a lot", "very much", not "a lot of");
# in Chinese before what they raise (很, 非常, 挺, 蛮, 超级, 相当, 十分; not 十分钟, 相当于, 特别是, 最近的); and an
# indefinite few before a noun ("some" / "a few" / "several" films, 一些; not "some of", "quite a few", "many").
# A word that lowers a degree ("a little", "a bit", 有点, 稍微) or says how often ("always", "sometimes",
# 经常, 偶尔) is a value of its own and stays: "a little" / "a lot" and "always" / "sometimes" are two facts.
# Said before a word, in the place of an adverb: not "quite a few", nor a clause's "so" ("…. So I stayed", "so I",
# "so far", "so many"); in Chinese not 很少 / 很多 / 很久, 特别是 ("above all"), 野蛮 ("brutal"), 相当于 ("equal to"),
# 十分钟 ("ten minutes").
_RAISED_BEFORE_A_WORD = {
    "quite": r"quite(?!\s+a\b)",
    "so": r"(?<![.,;:!?]\s)(?<!^)so(?!\s+(?:i|we|you|he|she|they|it|that|this|there|the|a|an|my|our|far|many|much|"
          r"long|on)\b)",
    "很": "很(?![少多久])", "特别": "特别(?!是)", "蛮": "(?<!野)蛮", "相当": "相当(?!于)", **_NOT_TEN_MINUTES,
}


def _raised_before_a_word(cjk: bool) -> str:
    """The alternation of the words that raise a degree before what they raise, each with its guard."""
    return "|".join(_RAISED_BEFORE_A_WORD.get(word, word)
                    for word in degree_words("raised", "raising", "moderate", cjk=cjk))


# "very much" is said before a word too ("I like it very much indeed"), not before "of".
_VERY_MUCH = next(w for w in degree_words("raised", "raising_after", cjk=False) if w.startswith("very"))
_DEGREE_SAID_ASIDE = re.compile(
    rf"\b{_VERY_MUCH}\b(?!\s+of\b)|"
    r"\b(?:" + "|".join(degree_words("raised", "few", cjk=False)).replace("a few", "(?<!quite )a few")
    + r")\s+(?!of\b)(?=\w)|" + "|".join(degree_words("raised", "few", cjk=True)) + "|"
    r"\b(?:" + _raised_before_a_word(cjk=False) + r")\s+(?=\w)|"
    r"\s*\b(?:" + "|".join(degree_words("raised", "raising_after", cjk=False))
    + r")\b(?=\s*(?:[.,;:!?。，]|$|and\b|but\b|these days\b|lately\b|recently\b|nowadays\b|too\b))|"
    rf"\b(?:{_RECENT_EN})\b,?|"
    + _raised_before_a_word(cjk=True) + "|"
    + _RECENT_CJK.replace("最近", "最近(?!的)"), re.IGNORECASE)


# A word that lowers a degree: "a little" against "a lot", 有点 against 非常, say two degrees, not one said louder.
# Every "lowering" row of words.DEGREE_WORDS, whichever rung sets it aside.
_DEGREE_LOWERED = re.compile(r"\b(?:" + "|".join(degree_words(None, "lowering", cjk=False)) + r")\b|"
                             + "|".join(degree_words(None, "lowering", cjk=True)), re.IGNORECASE)


def _degrees_opposite(old: str, new: str) -> bool:
    """One side lowers a degree and the other raises it: "I like this song a little" / "… a lot", 我有点喜欢 /
    我非常喜欢."""
    lowered_a, lowered_b = bool(_DEGREE_LOWERED.search(old)), bool(_DEGREE_LOWERED.search(new))
    if lowered_a == lowered_b:
        return False
    raised = new if lowered_a else old
    return _degree_said_aside(raised) != raised


_FREQUENCY_WORD = re.compile("|".join(rf"(?P<{degree}>" + "|".join(
    rf"\b{w}\b" if w.isascii() else w for w in sorted(words, key=len, reverse=True)) + ")"
    for degree, words in FREQUENCY_DEGREES.items()), re.IGNORECASE)
# A degree word said under a negation: "not very", "not really", "not … very much", 不太, 不是很, 不怎么. The degree
# words both readers set aside (words.DEGREE_WORDS: very, really, so, quite; "a lot" and "much" after "n't"), and
# "that" / "too" ("not that hungry", "not too keen"): "n't … very much" is read by its "very" or its "much".
_NOT_DEGREE_EN = degree_words("both", "raising", "moderate", cjk=False)
_NOT_DEGREE_AFTER_EN = (*_NOT_DEGREE_EN, *degree_words("both", "raising_after", cjk=False),
                        *degree_words(None, "quantity", cjk=False), "that")
_NEGATED_DEGREE = re.compile(rf"\bnot\s+(?:{one_of((*_NOT_DEGREE_EN, 'that', 'too'))})\b|"
                             rf"n['’]t\s+(?:\w+\s+){{0,4}}?(?:{one_of(_NOT_DEGREE_AFTER_EN)})\b|"
                             r"不太|不大|不是很|不怎么|不是特别|不算", re.IGNORECASE)


# How many, said without a number (words.DEGREE_WORDS' "few" and "many" rows): a few against many are two amounts;
# "some of" names a part of a whole (not "most of all", "first of all"). 几 before a measure word is a few too.
_FEW = re.compile(r"\b(?:" + "|".join(degree_words(None, "few", cjk=False)).replace("a few", "(?<!quite )a few")
                  + r")\b|" + "|".join(degree_words(None, "few", cjk=True)) + "|几[个位本部次件首]", re.IGNORECASE)
_MANY = re.compile(r"\b(?:" + "|".join(degree_words(None, "many", cjk=False)) + r")\b|"
                   + "|".join(degree_words(None, "many", cjk=True)), re.IGNORECASE)
_PARTITIVE = re.compile(r"\b(?:some|most|many|a few|several|all|none|one|two|three|half|each)\s+of\b(?!\s+all\b)|其中",
                        re.IGNORECASE)


def _quantities_opposite(old: str, new: str) -> bool:
    """One side says a few and the other many ("a few close friends" / "many close friends", 一些 / 很多)."""
    few_a, few_b = bool(_FEW.search(old)), bool(_FEW.search(new))
    many_a, many_b = bool(_MANY.search(old)), bool(_MANY.search(new))
    return (few_a and many_b and not many_a) or (many_a and few_b and not many_b)


@_per_text
def _frequency_degrees(text: str) -> frozenset[str]:
    """The degrees of how often `text` says (FREQUENCY_DEGREES)."""
    return frozenset(m.lastgroup for m in _FREQUENCY_WORD.finditer(text))


def degree_or_frequency_apart(old: str, new: str) -> str:
    """Why two close sentences say another degree or another frequency, or "": another word of how often
    ("I sometimes swim" / "I always swim", 经常 / 偶尔), a rarer one said on one side only ("I rarely cook at home" /
    "I cook at home"; a habit word, "usually", may go unsaid), a degree lowered on one side and raised on the other
    ("a little" / "a lot", 有点 / 非常), or a degree under a negation on one side only ("I don't like it very much" /
    "I don't like it", 不太喜欢 / 不喜欢)."""
    freq_a, freq_b = _frequency_degrees(old), _frequency_degrees(new)
    if freq_a != freq_b and ((freq_a and freq_b) or (freq_a | freq_b) - HABIT_DEGREES):
        return f"how often: {'/'.join(sorted(freq_a)) or '-'} vs {'/'.join(sorted(freq_b)) or '-'}"
    if _degrees_opposite(old, new):
        return "a degree lowered on one side, raised on the other"
    if _quantities_opposite(old, new):
        return "a few on one side, many on the other"
    if bool(_PARTITIVE.search(old)) != bool(_PARTITIVE.search(new)):
        return "a part ('some of') on one side only"
    if bool(_NEGATED_DEGREE.search(old)) != bool(_NEGATED_DEGREE.search(new)):
        return "a degree under a negation on one side only"
    return ""


# A condition said on one side only: an act before 的时候 ("上班的时候", "开车的时候", "下雨的时候") or after "when" /
# "while" / "whenever" ("When I code …", "while driving") restricts the fact to it: "上班的时候我听音乐" / "我听音乐",
# "When I code I listen to music" / "I listen to music" are two facts. A time of day or week before 的时候 is no
# condition (_CJK_TIME_WHEN: "周末的时候我爱钓鱼" / "周末我爱钓鱼" is one fact), and one condition said in another place
# of the sentence is the same ("我上班的时候听音乐", "I listen to music when I code").
_CJK_CONDITION = re.compile(r"([\u4e00-\u9fff]{1,2})的时候")
_CJK_TIME_WHEN_RE = re.compile(_CJK_TIME_WHEN)
_EN_CONDITION = re.compile(r"\b(?:when|while|whenever)\s+(?:(?:i|we|you|he|she|they|it)(?:['’]m|['’]re|\s+am|\s+are"
                           r"|\s+is)?\s+)?([a-z]+)", re.IGNORECASE)


@_per_text
def _conditions(text: str) -> frozenset[str]:
    """The acts `text` says its fact holds under (see _CJK_CONDITION, _EN_CONDITION): Chinese characters as written,
    an English word as dedup keys it."""
    if _PAST.search(text):
        return frozenset()  # ("I used to wake up at 5:30 when I lived on the farm", 以前上高中的时候: a time of life)
    times = {m.end() for m in _CJK_TIME_WHEN_RE.finditer(text)}
    found = {m.group(1) for m in _CJK_CONDITION.finditer(text) if m.end() not in times}
    for m in _EN_CONDITION.finditer(text):
        word = m.group(1).casefold()
        keys = dedup._Text.of(word).keys
        if keys and word not in _EN_STOP and word not in _EN_PAST_OF_BE and not word.endswith("ed"):
            found.add(keys[0])  # (an act: "code", "driving"; not "when I'm on stage", "when I was …", "lived")
    return frozenset(found)


_EN_PAST_OF_BE = frozenset(("was", "were", "had", "did", "went", "got", "left", "came", "met", "saw"))


# An addition said on one side only (session 32): "plus" before a word that is no name ("$10 a month plus tax", "80k
# plus bonus": _EN_AND reads "plus" between two names as "and") adds a part to the value: "The plan costs $10 plus
# tax" / "The plan costs $10" are two facts however close (merged at e5 0.95 before).
_EN_ADDITION = re.compile(rf"\b(?:{one_of(EN_AND_BETWEEN_NAMES)})\s+(?:an?\s+|the\s+)?([a-z]+)")


@_per_text
def _additions(text: str) -> frozenset[str]:
    """The words `text` adds to its value after "plus" (see _EN_ADDITION), as written."""
    if "plus" not in text:
        return frozenset()
    return frozenset(m.group(1) for m in _EN_ADDITION.finditer(text))


def condition_apart(old: str, new: str) -> str:
    """The condition one side says where the other says none and not its words ("上班的时候我听音乐" / "我听音乐"), or
    an addition ("… plus tax" / "…": _additions) so said, or "". Two conditions, one a side, are left to the other
    guards (chat thanks "when I need it" / "when I feel confused" say one thing)."""
    for x, y in ((old, new), (new, old)):
        keys = set(dedup._Text.of(y).keys)
        if not _additions(y):
            said = next((word for word in sorted(_additions(x)) if not set(dedup._Text.of(word).keys) <= keys), "")
            if said:
                return f"an addition on one side only ('plus {said}')"
        if _conditions(y):
            continue
        for said in _conditions(x):
            if not (said in y if _CJK_RUN.search(said) else said in keys):
                return f"a condition on one side only ('{said}')"
    return ""


_DEGREE_SAID_ASIDE_GATE = _gate(_DEGREE_SAID_ASIDE)


@_per_text
def _keys_set_aside(text: str) -> frozenset[str]:
    """The content keys (as _claim reads them) of the words _DEGREE_SAID_ASIDE sets aside in `text`, and a mark
    when it sets any aside (a word that is no content key, "really", leaves no key of its own)."""
    if not may_match(_DEGREE_SAID_ASIDE_GATE, _folded(text)):
        return frozenset()  # (most texts hold none of its literals, and are not searched)
    found = [m.group() for m in _DEGREE_SAID_ASIDE.finditer(text) if m.group().strip()]
    if not found:
        return frozenset()
    return frozenset(k for word in found for k in _claim(word)[0]) | {""}


@_per_text
def _degree_said_aside(text: str) -> str:
    """`text` without the words of _DEGREE_SAID_ASIDE (a text without one as it is)."""
    # (A Chinese word leaves no space: the characters around it read as they would without it.)
    return _DEGREE_SAID_ASIDE.sub(lambda m: "" if _CJK_RUN.search(m.group()) else " ", text)


_PAST = re.compile(r"\b(?:used to|last (?:year|month|week)|years ago|as a (?:kid|child))\b|去年|以前|曾经|小时候|"
                   r"上个月|前年|那时", re.IGNORECASE)
_SPEAKER = frozenset({"first"})
CONTAINED_SHARE = 0.5  # the newer side's content is at least half the older's (the older may say a clause more)


_MEASURE_BRACKETS = str.maketrans("", "", "[]")  # 几[个道…] read as its characters


@functools.cache
def _loose_keys() -> frozenset[str]:
    """Every key _DEGREE, _RECENT and BUT_CJK may set aside, as _claim reads it: a newer sentence with another key
    the older lacks is never contained."""
    degree = [w.translate(_MEASURE_BRACKETS) for w in degree_words("any", cjk=False) + degree_words("any", cjk=True)]
    words = " ".join((*degree, "how", _RECENT_EN.replace("|", " "), "currently right now",
                      _RECENT_CJK.replace("|", " "), "目前 不过 但是 可是"))
    return frozenset(_claim(words)[0]) | frozenset(k for w in words.split() for k in _claim(w)[0])


def content_contained(old: str, new: str) -> str:
    """Every content word of `new` is one of `old` once synonyms and inflections are one key (_same_key), how much
    and how lately are set aside (_DEGREE, _RECENT), and the names, numbers, negations and relative times, the
    persons, a question and a passing state are alike on both sides: "Recently, I have been studying programming." /
    "Lately I've been learning how to code." The newer side adds nothing; "I learned to swim" / "I learned to ski",
    "with Tom" / "with Ann" each add a word of their own. Empty when not."""
    if set(_claim(new)[0]) - set(_claim(old)[0]) - _loose_keys() - {"&"}:
        return ""  # (most pairs: a word of the newer's own that no setting aside removes; the claims are cached)
    if is_question(old) != is_question(new) or is_temporary(old) != is_temporary(new):
        return ""
    # (Chat drops the speaker: "今天在家做了几道中国菜" is the speaker's own, as "我在家做了…" is.)
    if (_persons(old) or _SPEAKER) != (_persons(new) or _SPEAKER):
        return ""
    if bool(_PAST.search(old)) != bool(_PAST.search(new)) or degree_or_frequency_apart(old, new) \
            or condition_apart(old, new):
        return ""
    keys_a, anchors_a, guards_a = _claim(_DEGREE.sub(" ", _RECENT.sub(" ", BUT_CJK.sub("", old))))
    keys_b, anchors_b, guards_b = _claim(_DEGREE.sub(" ", _RECENT.sub(" ", BUT_CJK.sub("", new))))
    if anchors_a != anchors_b or guards_a != guards_b:
        return ""
    # (As many times: a Chinese key is one character, and "好" in "你好" is no "天气好".)
    count_a, count_b = Counter(k for k in keys_a if k != "&"), Counter(k for k in keys_b if k != "&")
    set_a, set_b = set(count_a), set(count_b)
    if len(set_b) < 2 or count_b - count_a or len(set_b) < CONTAINED_SHARE * len(set_a):
        return ""
    if count_a == count_b and keys_a != keys_b:
        return ""  # the same words in another order: who did what to whom is read by the rungs of traded places
    if any(k not in set_b for k in keys_a[:next(n for n, k in enumerate(keys_a) if k in set_b)]):
        return ""  # the older says who or what before what both say: "我爸爸经常自己做饭" / "我经常自己做饭"
    return f"every content word of the newer said in the older ({len(set_b)} of {len(set_a)})"
