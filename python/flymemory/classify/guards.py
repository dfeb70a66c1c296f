"""Guards that prove two facts: close wording about another party, owner, environment or event, a
negation or mood on one side only, names that traded places ("who did what to whom")."""

from __future__ import annotations

import os
import re
import unicodedata
from collections.abc import Iterator, Sequence

from flymemory import dedup, mood
from flymemory.classify.judgement import _CJK_RUN
from flymemory.classify.patterns import _per_text
from flymemory.classify.restatement import (
    _PASSIVE_CLAUSE,
    _SAME_WORD,
    AGENT_LEAD_EN,
    _cjk_same,
    _cjk_same_words,
    _claim,
    _same_key,
    _without_repeat_marker,
    _written_out,
    by_of_time,
    en_passive,
    synonym_phrases,
    tend_as_usually,
    trades,
)
from flymemory.classify.signals import _without_signals
from flymemory.classify.subject import SAME_WORD_PREFIX
from flymemory.classify.words import (
    _CN_FUNCTION,
    _EN_STOP,
    CN_ALREADY,
    CN_DAY_PARTS,
    CN_DAYS,
    CN_HABIT,
    CN_JUST,
    CN_NEAR_MONTHS_WEEKS,
    CN_NOW,
    CN_WEEK,
    CN_WEEKDAY_NUMBERS,
    CN_WHEN,
    CN_YEARS,
    CODE_NAMES_EN,
    DESCRIBING_CHARS_CJK,
    DESCRIBING_WORDS_EN,
    DETERMINERS_EN,
    MONTH_SHORTS_EN,
    MONTHS_EN,
    NEGATIONS_EN,
    NOUN_ENDINGS_EN,
    PARTY_CJK,
    PARTY_WORDS_EN,
    PAST_TIMES_EN,
    PERSON_VERBS_EN,
    SYMMETRIC_NOUNS_EN,
    SYMMETRIC_NOUNS_ZH,
    SYMMETRIC_VERBS_EN,
    SYMMETRIC_VERBS_ZH,
    SYMMETRIC_WITH_EN,
    SYNONYM_OF,
    TITLES_EN,
    VALUE_LINKERS_CJK,
    VALUE_PREPOSITIONS_EN,
    WEEKDAY_EN,
    WEEKDAY_NAMES_EN,
    _number_forms,
    _persons,
    one_of,
    says_negation,
)
from flymemory.numerals import CN_NUMERALS

# -- close wording, another fact: said of one side only ---------------------------------------------
# A negation ("don't", "can't", "never"), or a wish or plan ("I'm planning to …", "I'd love to …", "I want
# …": the mood reader, flymemory.mood), on one side only; or one noun owned by two owners ("Our designer
# is Aiko" / "Aiko's designer is …").
# (A negation is read by words.says_negation, the one reader of it.)
_OWNER_NOUN = re.compile(r"\b((?i:my|our|your|their|his|her)|[A-Z][\w.-]*['’]s)\s+([a-z][\w-]*)")


def _owners(text: str) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for m in _OWNER_NOUN.finditer(text):
        found.setdefault(m.group(2).casefold(), set()).add(m.group(1).casefold().replace("’", "'"))
    return found


def _one_side_negated(old: str, new: str) -> bool:
    return says_negation(old) != says_negation(new)


def _mood_apart(old: str, new: str) -> str:
    """Why two close sentences state other facts, or "": a wish, plan or hedge on one side only (or a plan on
    one side and a wish on the other), or one noun with another owner."""
    said = (mood.read(old).en, mood.read(new).en)
    if said[0].fact != said[1].fact:
        return "a wish or plan on one side only ('planning to', 'I'd love to'): not the stated fact"
    if said[0].kind != said[1].kind:
        # "I was thinking about taking a trip" / "I want to do some outdoor activities": two moods, two claims.
        return f"a {said[0].kind} ('{said[0].word}') and a {said[1].kind} ('{said[1].word}'): not the same claim"
    owners_a, owners_b = _owners(old), _owners(new)
    for noun in owners_a.keys() & owners_b.keys():
        if _symmetric_trade(old, new):
            break  # "Tom is Anna's colleague" / "Anna is Tom's colleague": each owner is the other's, one fact
        if owners_a[noun].isdisjoint(owners_b[noun]):
            return f"one noun ('{noun}') with another owner on each side: another party's fact"
    return ""


MAX_TRADED_RUN = 4  # the longest run of words read as one party of "who did what to whom"
MAX_TRADED_KEYS = 40  # a sentence longer than this is no single "who did what" (and the search is quadratic)


def _traded_places(old: str, new: str) -> bool:
    """Two runs of words traded places around a word that is no coordinator: who did what to whom
    ("Maria sent the invoice to the client" / "The client sent the invoice to Maria", "张伟给李娜发了邮件"
    / "李娜给张伟发了邮件"). Two parties, not one fact said twice. Only a when moved ("at 10am on Monday" / "on
    Monday at 10am": a clock time and a day, two kinds, _when_moved) is no trade. A trade behind a fronted
    phrase counts too (_fronted_traded)."""
    return _traded_as_said(old, new) or _fronted_traded(old, new)


# A phrase said first and set off by a comma ("For Alice, Bob reviews", "These days, Owen mentors Nora"): the
# parties are read with the phrase put back at the end (a preposition's object: "Bob reviews for Alice") and with
# the phrase set aside (a when: "Owen mentors Nora"); either traded against the other sentence is a trade
# (role35: "Alice reviews for Bob" / "For Alice, Bob reviews" are two facts; "For Bob, Alice reviews" is the same
# one). Grammar only: one to four English words before the first comma. (Not Chinese: a clause said first, "他很累，
# 也很饿", is no phrase, and no run of characters tells the one from the other.)
_FRONTED_OPENER = re.compile(r"^\s*((?:[A-Za-z'’-]+\s+){0,3}[A-Za-z'’-]+)\s*,\s*(?=[A-Za-z])")


def _fronted_traded(old: str, new: str) -> bool:
    """`old` and `new` traded two parties once one side's fronted phrase is put back at its end or set aside."""
    for x, y in ((old, new), (new, old)):
        m = _FRONTED_OPENER.match(y)
        if m is None:
            continue
        rest, opener = y[m.end():], m.group(1)
        xm = _FRONTED_OPENER.match(x)
        bare_x = x[xm.end():] if xm and xm.group(1).casefold() == opener.casefold() else x
        for said in (f"{rest.rstrip(' .。!！')} {opener}", rest):
            if _traded_as_said(bare_x, said):
                return True
    return False


def _traded_as_said(old: str, new: str) -> bool:
    """_traded_places on the sentences as written (no fronted phrase moved)."""
    if _speaker_traded(old, new):
        return not _when_moved(old, new)
    keys_a = tuple(k for k in _claim(old)[0] if k != "&")
    keys_b = tuple(k for k in _claim(new)[0] if k != "&")
    if len(keys_a) != len(keys_b) or len(keys_a) > MAX_TRADED_KEYS or sorted(keys_a) != sorted(keys_b) \
            or keys_a == keys_b or next(trades(keys_a, keys_b, MAX_TRADED_RUN, min_middle=1), None) is None:
        return False
    if _when_moved(old, new) or phrase_moved(old, new):
        return False  # (asked only of a trade found, as the companion below)
    companion = _companion_of_speaker(old, new)  # (asked only of a trade found: most pairs have none)
    if not companion:
        return True
    keys_a, keys_b = tuple(k for k in keys_a if k != companion), tuple(k for k in keys_b if k != companion)
    return keys_a != keys_b and next(trades(keys_a, keys_b, MAX_TRADED_RUN, min_middle=1), None) is not None


# A prepositional phrase said first, then the rest ("For calls, my headset is …", "For analytics our database is …"):
# the same phrase said inside the other sentence ("My headset for calls is …") is one phrase moved whole, not two
# things that traded places. Grammar only: a preposition and one to three words, a comma or not.


def _phrase_fronted(old: str, new: str) -> bool:
    """`new` opens with a prepositional phrase that `old` says inside, and both say the same words without it
    ("My laptop for travel is a MacBook Air" / "For travel, my laptop is a MacBook Air"): one phrase moved. A trade
    of two names ("Tom covers for Anna" / "Anna covers for Tom") opens with no preposition; a phrase the other side
    does not say ("For Anna, Tom covers" after "Tom covers for Bob") is not found in it."""
    for n in range(1, 4):
        m = re.match(rf"^\s*((?:for|on|in|at|during)(?:\s+[\w'’-]+){{{n}}})\s*,?\s+(?=\S)", new, re.IGNORECASE)
        if m is None:
            return False
        phrase = re.compile(rf"(?<![\w'’-]){re.escape(m.group(1))}(?![\w'’-])", re.IGNORECASE)
        inside = phrase.search(old)
        if inside is None or inside.start() == 0:
            continue
        if _claim(old[:inside.start()] + old[inside.end():])[0] == _claim(new[m.end():])[0]:
            return True
    return False


def phrase_moved(old: str, new: str) -> bool:
    """One side opens with a prepositional phrase the other says inside, the rest the same (_phrase_fronted)."""
    return _phrase_fronted(old, new) or _phrase_fronted(new, old)


# A person said by a pronoun as one party of "who did what to whom": the claim sets "I" and "me" aside as filler,
# so a trade with a pronoun ("I called my sister" / "My sister called me", "I like cats" / "Cats like me", "他给她打了
# 电话" / "她给他打了电话", "我借给小陈五百块" / "小陈借给我五百块") is read on the words as written, the subject and
# object forms of one person as one party, a possessive before a party and an adverb that says "all" or "also"
# (猫和狗都喜欢我) set aside. (Grammar only: the personal pronouns and possessives, the coordinators, 都 也 还.)
_SPEAKER_FORMS = {**dict.fromkeys(("i", "me", "myself", "我", "俺"), "@i"), **dict.fromkeys(("we", "us"), "@we")}
_PRONOUN_FORMS = {**_SPEAKER_FORMS, **dict.fromkeys(("he", "him", "他"), "@he"),
                  **dict.fromkeys(("she", "her", "她"), "@she"), **dict.fromkeys(("they", "them"), "@they")}
_SET_ASIDE = frozenset(("my", "our", "and", "&", "和", "跟", "与", "都", "也", "还"))


def _speaker_keys(text: str) -> tuple[str, ...]:
    parsed = dedup._Text.of(_without_repeat_marker(text))
    return tuple(_PRONOUN_FORMS.get(t.casefold(), k) for t, k in zip(parsed.tokens, parsed.keys, strict=True)
                 if t.casefold() not in _SET_ASIDE)


_PRONOUN_PARTIES = frozenset(_PRONOUN_FORMS.values())


def _speaker_traded(old: str, new: str) -> bool:
    """A person said by a pronoun and another party traded places around a middle of words ("I gave Leo a ride" /
    "Leo gave me a ride", "I like cats" / "Cats like me", "他给她打了电话" / "她给他打了电话"): two events, one done
    by that person and one done to them. The two sides of a whole sentence turned around a copula are one fact
    ("我的经理是王磊" / "王磊是我的经理", "My manager is him" / "He is my manager")."""
    keys_a, keys_b = _speaker_keys(old), _speaker_keys(new)
    if len(keys_a) != len(keys_b) or len(keys_a) > MAX_TRADED_KEYS or keys_a == keys_b \
            or sorted(keys_a) != sorted(keys_b) or not _PRONOUN_PARTIES & set(keys_a):
        return False
    return any(_PRONOUN_PARTIES & {*x, *y} and not (m in _COPULA and len(x) + len(m) + len(y) == len(keys_a))
               for x, m, y in trades(keys_a, keys_b, MAX_TRADED_RUN, min_middle=1))


# The subject and object forms of the English personal pronouns ("her" is also a possessive: left out), and a passive
# or copula, which says no role by the case ("They invited us" / "We were invited by them"). (Grammar only.)
_PRONOUN_CASES = {"i": ("@i", "subject"), "me": ("@i", "object"), "we": ("@we", "subject"), "us": ("@we", "object"),
                  "he": ("@he", "subject"), "him": ("@he", "object"), "she": ("@she", "subject"),
                  "they": ("@they", "subject"), "them": ("@they", "object")}
# A copula gives no role either ("My manager is him" / "He is my manager").
_PASSIVE = re.compile(r"\b(?:am|is|are|was|were|be|been|being|get|gets|got)\b|\bby\s+(?:me|us|him|her|them)\b",
                      re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z]+")


def _pronoun_cases(text: str) -> dict[str, set[str]]:
    cases: dict[str, set[str]] = {}
    for word in _WORD.findall(text):
        person, case = _PRONOUN_CASES.get(word.casefold(), ("", ""))
        if person:
            cases.setdefault(person, set()).add(case)
    return cases


def _pronoun_role_changed(old: str, new: str) -> bool:
    """The same content words, and a person said by a pronoun only as the subject on one side and only as the object
    on the other ("He thanked her on Monday" / "On Monday she thanked him", "I admire my teacher" / "My teacher
    admires me"): that person did the thing on one side and had it done on the other. Not a passive, which says the
    object first ("They invited us" / "We were invited by them"), nor a copula ("My manager is him")."""
    if _PASSIVE.search(old) or _PASSIVE.search(new):
        return False
    cases_a, cases_b = _pronoun_cases(old), _pronoun_cases(new)
    if not any({frozenset(cases_a[p]), frozenset(cases_b[p])} == {frozenset({"subject"}), frozenset({"object"})}
               for p in cases_a.keys() & cases_b.keys()):
        return False
    keys_a, keys_b = (sorted(k for k in _claim(t)[0] if k != "&" and k not in _PRONOUN_CASES and k != "her")
                      for t in (old, new))
    return keys_a == keys_b


# -- who is agent, who is patient: the party before the verb and the party after it -----------------------------
# Two parties that trade places around ANY middle in Chinese ("阿森纳2比1击败了切尔西" / "切尔西2比1击败了阿森纳",
# "张三昨天在公司帮了李四" / "李四昨天在公司帮了张三", "陈总已经把项目交给了刘工负责" / "刘工已经把项目交给了陈总负责"):
# the claim-key trade above reads a middle of MAX_TRADED_RUN words at most, and a score, adverbs of time and place,
# 了, a 把 object and a 给 recipient make it longer. Read on the characters as written: the two sentences are the same
# characters, and one is the other with a run x and a run y traded around a middle m. Not a trade of roles when
# m is a coordinator or begins or ends with one ("老王和老李是同学", "每周一和周三", a list "苹果、香蕉和橙子"), when m
# holds a clause mark (two clauses reordered: "我周五去健身房，周日去游泳"), when the sentence is turned around its
# copula ("我的经理是王磊" / "王磊是我的经理"), or when x or y is a when or a where ("在公司我下午开会" / "下午我在公司
# 开会": a preposition opens it, or a time word is in it). (Grammar only: coordinators, clause marks, the copulas,
# the prepositions below and the time words of words.py.)
_CJK_COORDINATING = frozenset("和跟与及同、或")
_CJK_CLAUSE_MARKS = frozenset("，,；;：:、。！!？? ")
_CJK_PREPOSITIONS = frozenset("在从到于以向对自往朝离")
_CJK_COPULAS = ("是", "为")
_CJK_TIME = re.compile(CN_WHEN)  # (words.CN_WHEN: a time word is no party)
_CJK_ENDING = re.compile(r"[。！!？?.\s]+$")


def _said(text: str) -> str:
    return _CJK_ENDING.sub("", unicodedata.normalize("NFKC", text).strip())


def _cjk_adverbial(run: str) -> bool:
    """A run that says when or where, not who: opened by a preposition or holding a time word."""
    return run[0] in _CJK_PREPOSITIONS or _CJK_TIME.search(run) is not None


def _cjk_parties_traded(old: str, new: str) -> str:
    """"x / y" when the Chinese sentences are one another with two parties traded around a middle of any length
    (see above), or "". Also when a when or a where moved too (_cjk_moved_adverbial)."""
    a, b = _said(old), _said(new)
    if len(a) != len(b) or a == b or not _CJK_RUN.search(a) or sorted(a) != sorted(b):
        return ""  # (the gate: the same characters, so the same parties, in another order)
    return _cjk_traded_as_said(a, b) or next(filter(None, (_cjk_traded_as_said(x, y)
                                                          for x, y in _cjk_moved_adverbial(a, b))), "")


# A when or a where said at another place on each side, and the two parties traded as well: "周一小刘送小陈上班" / "小陈
# 周一送小刘上班", "在公司老刘经常帮小赵" / "小赵在公司经常帮老刘" (session 36, copula36). The run that moved, set aside
# from both sides, leaves two sentences with the parties traded. The run is time words (words.CN_WHEN) or a
# preposition and one to four characters after it, said once on each side at another place. (Grammar only.)
MAX_CJK_ADVERBIAL = 5
_CJK_TIME_RUN = re.compile(f"(?:{CN_WHEN})+")  # (time words said together are one when: 每天晚上, 周五下午)


def _cjk_moved_adverbial(a: str, b: str) -> Iterator[tuple[str, str]]:
    """(a, b) with one run that says when or where, said once by each at another place, set aside from both."""
    runs = {m.group() for m in _CJK_TIME_RUN.finditer(a)}
    runs |= {a[i:i + n] for i, c in enumerate(a) if c in _CJK_PREPOSITIONS
             for n in range(2, MAX_CJK_ADVERBIAL + 1) if i + n <= len(a)}
    for run in sorted(runs, key=lambda r: (-len(r), r)):
        if a.count(run) == 1 and b.count(run) == 1 and a.find(run) != b.find(run):
            yield a.replace(run, ""), b.replace(run, "")


def _cjk_traded_as_said(a: str, b: str) -> str:
    """_cjk_parties_traded on two sentences of the same characters, as written."""
    if a == b:
        return ""
    if any(b == a[i + 1:] + copula + a[:i] for copula in _CJK_COPULAS for i in _positions(a, copula)):
        return ""  # a copula read both ways
    p = len(os.path.commonprefix([a, b]))
    s = len(os.path.commonprefix([a[p:][::-1], b[p:][::-1]]))
    ma, mb = a[p:len(a) - s], b[p:len(b) - s]
    for lx in range(1, len(ma) - 1):
        if ma[:lx] != mb[len(mb) - lx:]:
            continue
        for ly in range(1, len(ma) - lx):
            x, y, m = ma[:lx], ma[len(ma) - ly:], ma[lx:len(ma) - ly]
            if y != mb[:ly] or m != mb[ly:len(mb) - lx] or x == y:
                continue
            if m[0] in _CJK_COORDINATING or m[-1] in _CJK_COORDINATING or set(m) & _CJK_CLAUSE_MARKS \
                    or set(x + y) & _CJK_CLAUSE_MARKS or _cjk_adverbial(x) or _cjk_adverbial(y):
                continue
            return f"{x} / {y}"
    return ""


def _positions(text: str, sub: str) -> list[int]:
    return [i for i in range(len(text)) if text.startswith(sub, i)]


# A passive turned around: "孙杰在比赛中被刘洋超越了" (刘洋 did it) / "孙杰在比赛中超越了刘洋" (孙杰 did it). On the
# side with 被, the party before 被 is the patient and the party right after it the agent; on the side without, the
# party before the verb is the agent. The patient said before the verb and the agent after it on the active side: the
# roles were traded. The active side may put the patient first as a topic with the agent after it
# ("我的车我老婆开走了"): then the verb still follows the agent, and nothing is traded. (Grammar only: 被, and the
# function characters that are no verb.)
MIN_CJK_PARTY = 2  # a party of two characters at least ("小红", "刘洋"); one is a pronoun ("我", "他", "她")
_CJK_PARTY_PRONOUNS = frozenset("我你他她它")
_CJK_NO_VERB = frozenset("了着过地得的都也又还就才很在给把将被")


def _cjk_passive_turned(old: str, new: str) -> str:
    """"patient / agent" when one Chinese sentence says with 被 what the other says with the two parties' roles
    traded (see above), or ""."""
    a, b = _said(old), _said(new)
    if ("被" in a) == ("被" in b):
        return ""
    passive, active = (a, b) if "被" in a else (b, a)
    before, after = passive.split("被", 1)
    before = _CJK_TIME.sub("", before)  # (an opening time word is no party: "上周孙杰被…")
    patient, agent = _said_in(before, active), _said_in(after, active)
    if not patient or not agent or patient == agent:
        return ""
    verb = next((c for c in after[len(agent):] if _CJK_RUN.fullmatch(c) and c not in _CJK_NO_VERB
                 and c not in _CN_FUNCTION), "")
    at = active.find(patient)
    then = active.find(agent, at + len(patient)) if at >= 0 else -1
    return f"{patient} / {agent}" if verb and then > at and verb in active[at + len(patient):then] else ""


def _said_in(run: str, other: str) -> str:
    """The longest opening of `run` that `other` says too, when it can be a party (two characters, or a pronoun)."""
    n = 0
    while n < len(run) and run[:n + 1] in other:
        n += 1
    said = run[:n]
    return said if len(said) >= MIN_CJK_PARTY or (said and said in _CJK_PARTY_PRONOUNS) else ""


# The same in English: "Ann was praised by Bob at the meeting" (Bob did it) / "At the meeting Ann praised Bob" (Ann
# did it). The passive as restatement.en_passive reads it (the sentence's passive, the one _active turns around): the
# last word of its subject names the patient, the first word "by" names (past an article, possessive or title) the
# agent; a sentence it reads no agent of, by the passive clause that names one (restatement._PASSIVE_CLAUSE). On the
# active side, the patient before the verb and the agent after it have traded roles. A "by" of time ("by Friday", "by
# noon", "by the end of March": restatement.by_of_time, the one reading of it) names no agent. (Grammar only: the
# articles, possessives and titles.)
_AGENT_WORD = re.compile(rf"\s*{AGENT_LEAD_EN}([A-Za-z][\w-]*)", re.IGNORECASE)


def _by_passive(text: str) -> tuple[str, str, str] | None:
    """(patient, participle, agent) of the English passive with "by" that `text` says, each one word, or None."""
    if " by " not in text:
        return None
    passive = en_passive(text)
    if passive is not None and passive.agent:
        agent = _AGENT_WORD.match(passive.agent + passive.rest)
        return (passive.patient.split()[-1], passive.verb, agent.group(1)) if agent else None
    clause = _PASSIVE_CLAUSE.search(text)
    if clause and by_of_time(clause.group("y")):  # "by the end of March": a time, no agent
        return None
    agent = _AGENT_WORD.match(clause.group("y")) if clause else None
    return (clause.group("x"), clause.group("v"), agent.group(1)) if clause and agent else None


def _en_passive_turned(old: str, new: str) -> str:
    """"patient / agent" when one English sentence says with a passive and "by" what the other says in the active
    with the two parties' roles traded (see above), or ""."""
    found = [_by_passive(t) for t in (old, new)]
    if bool(found[0]) == bool(found[1]):
        return ""
    said, active = (found[0], new) if found[0] else (found[1], old)
    parsed = dedup._Text.of(active)
    keys = [_same_key(t, k) for t, k in zip(parsed.tokens, parsed.keys, strict=True)]
    patient, verb, agent = (_same_key(w, dedup._Text.of(w).keys[0]) if dedup._Text.of(w).keys else ""
                            for w in said)
    if not patient or not agent or patient == agent or patient not in keys or agent not in keys:
        return ""
    at, then = keys.index(patient), len(keys) - 1 - keys[::-1].index(agent)
    # (The verb as the active side says it: the same key once irregular forms are one, "beaten" / "beat"; not a word
    # that begins alike, "owned" / "owner".)
    return f"{said[0]} / {said[2]}" if verb in keys[at + 1:then] else ""


def _roles_traded(old: str, new: str) -> str:
    """"x / y" when two parties traded the roles of agent and patient (a Chinese trade around a long middle, or a
    passive turned around, Chinese or English), or ""."""
    if _CJK_RUN.search(old) and _CJK_RUN.search(new):
        return _cjk_parties_traded(old, new) or _cjk_passive_turned(old, new)
    return _en_passive_turned(old, new)


# -- two persons traded around a relation that holds both ways -------------------------------------------------------
# "Tom is Anna's colleague" / "Anna is Tom's colleague", "Tom married Anna" / "Anna married Tom", "王磊是李娜的同事" /
# "李娜是王磊的同事", "王磊去年跟李娜结婚了" / "李娜去年跟王磊结婚了": each side says the other, so the trade the guards
# above read as "who did what to whom" is one fact. Read narrowly: the two sentences are one another with two names
# traded (a name: capitalised words, or two to four Chinese characters), the first name opens the sentence, and the
# whole sentence is one of the forms below around a word of words.SYMMETRIC_*; after it only a phrase of place or
# time ("in college", "at Stanford") with no pronoun, possessive or "and" (who "her" is moves with the trade; "Tom is
# Anna's colleague and mentor" adds a one-way role). A possessive chain ("a friend of Maya's manager", "李娜经理的
# 同事"), a name after an apposition ("My friend Tom is …") or a sexed word ("男朋友", "brother") is no such form.
_X, _Y = "\u24cd", "\u24ce"  # the two traded names, marked in the sentence as written
MAX_TRADED_NAME = 3  # words of an English name ("Dr. Li Wei"); a Chinese name is 2-4 characters
_EN_TOKEN = re.compile(r"['’]s\b|[\w-]+|[^\w\s]")
_EN_BE = r"(?:is|was|are|were|has been|have been|had been|became|remains|remained)(?: also| still)?"
_EN_SYMMETRIC = re.compile(
    rf"{_X} {_EN_BE} {_Y} ['’]s (?:[a-z-]+ ){{0,2}}(?:{one_of(SYMMETRIC_NOUNS_EN)})"
    rf"|{_X} {_EN_BE} (?:{one_of(SYMMETRIC_WITH_EN)}) {_Y}"
    rf"|{_X} {_EN_BE} an? (?:[a-z-]+ )?(?:{one_of(SYMMETRIC_NOUNS_EN)}) of {_Y}"
    rf"|{_X} (?:has |had )?(?:{one_of(SYMMETRIC_VERBS_EN)}) {_Y}"
    # a list of names as the subject of the plural: "Tom, Anna and Leo are colleagues"
    rf"|{_X} (?:(?:,|and) [A-Z][\w-]* )*(?:,|and) {_Y} (?:(?:,|and) [A-Z][\w-]* )*(?:are|were) (?:all )?"
    rf"(?:[a-z-]+ )?(?:(?:{one_of(SYMMETRIC_NOUNS_EN)})s|married|related)")
_EN_TAIL = re.compile(r"(?: (?:in|at|on|from|since|for|of|during|through) "
                      r"(?:(?!\b(?:he|she|him|his|her|hers|they|them|their|and|or)\b)[^,;'’])*)?", re.IGNORECASE)
_ZH_NOT_RELATION = "的男女，,、被把给"  # a possessive chain, a sexed word, a clause, a one-way marker
_ZH_SYMMETRIC = re.compile(
    rf"{_X}(?:[也还都曾经以前原来一直]{{0,2}})是{_Y}的[^{_ZH_NOT_RELATION}]{{0,2}}(?:{one_of(SYMMETRIC_NOUNS_ZH)})"
    rf"|{_X}[^{_ZH_NOT_RELATION}]{{0,4}}[跟和与同]{_Y}[^{_ZH_NOT_RELATION}]{{0,4}}"
    rf"(?:{one_of(SYMMETRIC_VERBS_ZH)}|是[^{_ZH_NOT_RELATION}]{{0,2}}(?:{one_of(SYMMETRIC_NOUNS_ZH)}))了?")


def _swaps(a: Sequence[str], b: Sequence[str], longest: int) -> Iterator[tuple[int, int, int, int]]:
    """(i, lx, k, ly) for each reading of `b` as `a` with the run a[i:i+lx] and the run a[k:k+ly] traded."""
    opening = len(os.path.commonprefix([a, b]))
    for i in range(min(opening, len(a) - 1) + 1):
        for lx in range(1, longest + 1):
            for ly in range(1, longest + 1):
                x, y = a[i:i + lx], b[i:i + ly]
                if len(x) < lx or len(y) < ly or x == y:
                    continue
                for k in range(i + lx, len(a) - ly + 1):
                    m = a[i + lx:k]
                    if a[k:k + ly] == y and b[i + ly:i + ly + len(m)] == m and b[i + ly + len(m):k + ly] == x \
                            and a[k + ly:] == b[k + ly:]:
                        yield i, lx, k, ly


def _en_name(run: Sequence[str]) -> bool:
    return all(w[0].isupper() and w.replace("-", "").isalpha() and w not in ("I",) or w == "." for w in run) \
        and run[0] != "."


_ZH_NO_NAME = frozenset("的是了和跟与同我你他她它们")  # (function characters and pronouns are in no name)


def _zh_name(run: str) -> bool:
    return 2 <= len(run) <= 4 and _CJK_RUN.fullmatch(run) is not None and not set(run) & _ZH_NO_NAME


def _symmetric_trade(old: str, new: str) -> str:
    """"x / y" when the two sentences are one another with two names traded around a relation that holds both ways
    (see above), or ""."""
    a, b = _said(old), _said(new)
    if a == b or len(a) != len(b) or sorted(a.casefold()) != sorted(b.casefold()):
        return ""  # (the gate: the same characters in another order, as every trade)
    if _CJK_RUN.search(a) and _CJK_RUN.search(b):
        for i, lx, k, ly in _swaps(a, b, 4):
            x, y = a[i:i + lx], a[k:k + ly]
            if i == 0 and _zh_name(x) and _zh_name(y) \
                    and _ZH_SYMMETRIC.fullmatch(f"{_X}{a[lx:k]}{_Y}{a[k + ly:]}"):
                return f"{x} / {y}"
        return ""
    ta, tb = _EN_TOKEN.findall(a), _EN_TOKEN.findall(b)
    for i, lx, k, ly in _swaps(ta, tb, MAX_TRADED_NAME):
        x, y = ta[i:i + lx], ta[k:k + ly]
        if i != 0 or not _en_name(x) or not _en_name(y):
            continue
        said = " ".join([_X, *ta[lx:k], _Y, *ta[k + ly:]])
        form = _EN_SYMMETRIC.match(said)
        if form and _EN_TAIL.fullmatch(said[form.end():]):
            return f"{' '.join(x)} / {' '.join(y)}"
    return ""


# A copula read both ways is one fact ("我的经理是王磊" / "王磊是我的经理"): the two sides of a whole sentence turned
# around it are no trade of roles. (Grammar only: the copulas.)
_COPULA = frozenset((("is",), ("are",), ("am",), ("was",), ("were",), ("是",), ("为",)))


# The kinds of a when ("at 10am", "on Monday", "in the afternoon", "May 5", "晚上七点", "周三"): a clock time, a day
# of the week, a date, a part of the day. Values of two kinds never trade places as two persons or two places
# do: "at 10am on Monday" / "on Monday at 10am" say one time. (Grammar only: clock forms, the weekday and month
# names of words.py, the parts of the day.) A month is its first three letters and any letters after them ("sept").
_MONTHS = MONTH_SHORTS_EN
_WHEN_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("clock", re.compile(r"\b\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o['’]clock)(?![A-Za-z])|\b\d{1,2}:\d\d\b"
                         r"|\d{1,2}点(?:半|\d{1,2}分?)?", re.IGNORECASE)),
    ("weekday", re.compile(rf"\b{WEEKDAY_EN}s?\b|{CN_WEEK}[{CN_WEEKDAY_NUMBERS}1-7]", re.IGNORECASE)),
    ("date", re.compile(rf"\b(?:{_MONTHS})[a-z]*\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b"
                        rf"|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS})[a-z]*\b"
                        r"|\d{1,2}月\d{1,2}[日号]|\d{1,2}[日号](?![子本])", re.IGNORECASE)),
    ("day part", re.compile(r"\b(?:morning|afternoon|evening|night)s?\b|凌晨|早上|上午|中午|下午|傍晚|晚上",
                            re.IGNORECASE)),
)


def _when_moved(old: str, new: str) -> bool:
    """Only a when moved, each of its kinds said once on each side: the same values of each kind (a clock time, a
    weekday, a date, a part of the day), at most one of a kind, and once they are set aside the same content words
    in the same order ("We meet at 10am on Monday in room 4" / "We meet in room 4 on Monday at 10am"). A clock time
    and a day are no two names of one kind: nothing traded places."""
    texts = [_number_forms(_cjk_same(_without_repeat_marker(t))) for t in (old, new)]  # (forms of one value)
    found = False
    for _, pattern in _WHEN_KINDS:
        said = [[m.group().casefold() for m in pattern.finditer(t)] for t in texts]
        if len(said[0]) > 1 or len(said[1]) > 1 or said[0] != said[1]:
            return False  # two of a kind may trade ("Monday" / "Friday"), or a when said on one side only
        if said[0]:
            found = True
            texts = [pattern.sub(" ", t) for t in texts]
    # (The claim sets "I" and "me" aside: "I called my sister on Sunday" / "My sister called me on Sunday" traded.)
    return found and _claim(texts[0])[0] == _claim(texts[1])[0] and not _speaker_traded(*texts)


# Someone who did a thing together with the speaker, said two ways: "I watched Inception with my roommate" /
# "My roommate and I watched Inception". (The closed words are grammar: the first-person pronouns and the
# possessives or articles before a companion.)
_WITH_COMPANION = re.compile(r"\bwith\s+(?:(?:my|our|the|a|his|her|their)\s+)?([A-Za-z][\w-]*)", re.IGNORECASE)
_COMPANION_AND_SPEAKER = re.compile(r"\b([A-Za-z][\w-]*)\s+and\s+(?:I|me|we)\b"
                                    r"|\b(?:I|me|we)\s+and\s+(?:(?:my|our|the|a)\s+)?([A-Za-z][\w-]*)", re.IGNORECASE)
_SPEAKER = re.compile(r"\b(?:I|we)\b", re.IGNORECASE)


# The speaker with a companion in Chinese: "我和老婆", "我跟同事", "老婆和我".
_CJK_WITH_SPEAKER = re.compile(r"我(?!们)(?:和|跟|与)|(?:和|跟|与)我(?!们)")


def _with_companion(text: str) -> bool:
    """`text` names the speaker with someone else ("My wife and I", "I went with Tom", "我和老婆"): a "we" said in
    full."""
    return bool(_COMPANION_AND_SPEAKER.search(text) or (_WITH_COMPANION.search(text) and _SPEAKER.search(text))
                or _CJK_WITH_SPEAKER.search(text))


def _companion_of_speaker(old: str, new: str) -> str:
    """The key of a companion one side names with "with" beside a speaker "I" or "we" and the other
    coordinated with the speaker ("my roommate and I"): doing a thing with someone is doing it together, and
    that companion's place in the sentence says no one's role. "" when there is none."""
    for x, y in ((old, new), (new, old)):
        together = _COMPANION_AND_SPEAKER.search(y)
        beside = _WITH_COMPANION.search(x) if together and _SPEAKER.search(x) else None
        if beside:
            name = next(g for g in together.groups() if g)
            if name.casefold() == beside.group(1).casefold():
                return _claim(name)[0][0] if _claim(name)[0] else ""
    return ""


# An event or an activity: what one did, went to, bought, watched, learned, read, took part in. Its
# object is many-valued (a trip to Tibet and one to Yunnan, painting and calligraphy both stay true),
# unlike a single-valued slot (where one lives, the port, the rotation period), where a new value
# replaces the old. Matched as the same verb form on both sides, so the verb is in the kept frame.
_EVENT_WORDS = frozenset((
    "went gone visit visits visited visiting travel travels travelled traveled travelling traveling trip trips took "
    "bought buy buys buying purchased watch watched watches watching saw seen read reads reading learn learns "
    "learned learnt learning studied studying attend attends attended attending played playing paint paints "
    "painted painting drew cook cooks cooked cooking bake baked baking eat eats eating ate hike hiked hiking climb "
    "climbed climbing tried met celebrated celebrating").split())
# (去程, the way out of a trip, is a leg, no going: "去程航班是10月1号" / "…10月2号" is one leg moved.)
_EVENT_CJK = re.compile(r"学习|参加|参观|旅行|旅游|游览|练习|(?<![过回出进下上失离搬])去(?![年世掉除程])|"
                        r"买|看了|看过|在看|做了|爬了|玩了|读了|读过|吃了|画了")


@_per_text
def _event_verbs(text: str) -> frozenset[str]:
    words = frozenset(dedup._Text.of(text).keys) & _EVENT_WORDS
    return words | frozenset(_EVENT_CJK.findall(text)) if _CJK_RUN.search(text) else words


def _event_frame(old: str, new: str) -> str:
    """The event or activity verb both sentences keep ("took", "学习"), or "" when there is none."""
    kept = _event_verbs(old) & _event_verbs(new)
    return min(kept, key=lambda verb: (len(verb), verb)) if kept else ""  # the same verb in every process


# A party named by its relation to the speaker: "My husband can't eat gluten" is not "I can't eat gluten".
# (Its short forms, "mom", "我妈", "老公", reach every rule written as the long ones: words.kin_forms.)
# (The relation words are written once, in words.PARTY_WORDS_EN / PARTY_CJK, which _persons reads too: "other
# colleagues", 其他同事 are other people.)
_PARTY_WORDS = PARTY_WORDS_EN
_PARTY_KEYS = frozenset(map(dedup._stem, _PARTY_WORDS))  # (as dedup keys them: "spouse" -> "spous")
_PARTY_CJK = re.compile(PARTY_CJK)


@_per_text
def _parties(text: str) -> frozenset[str]:
    words = frozenset(dedup._Text.of(text).keys) & _PARTY_KEYS
    return words | frozenset(_PARTY_CJK.findall(text)) if _CJK_RUN.search(text) else words


def _parties_as_one(text: str) -> frozenset[str]:
    """_parties with a party said by a synonym read as one ("kids" / "children", 母亲 / 妈妈: words.SYNONYM_OF), and
    the party a short form names (男友 is 男朋友's 朋友: restatement._cjk_same_words): asked of a restatement only, so a
    synonym never makes two persons' sentences an update."""
    return frozenset(_PARTY_SYNONYM_OF.get(party, party) for party in _parties(text) | _parties(_cjk_same_words(text)))


# words.SYNONYM_OF keyed as _parties reads an English party, by its stem ("colleagues" -> "colleagu"): "my coworker
# Raj" / "my colleague Raj" are one party (session 34, lexicon34).
_PARTY_SYNONYM_OF = {**SYNONYM_OF, **{dedup._stem(word): dedup._stem(form) for word, form in SYNONYM_OF.items()
                                      if word.isascii() and form.isascii()}}


# Another named person: "Priya lives in Berlin" / "Tom moved to Paris" are two persons' facts, not a change of one;
# "Config lives in config/settings.yaml" / "Settings moved to config/app.toml" are one thing's. Told apart without a
# lexicon of names: the first words name a person when a title opens them ("Dr. Chen"), or when a capitalised word (or
# two, "Li Wei") with no ending of an English plural or derived noun (words.NOUN_ENDINGS_EN: Settings, Billing,
# Retention), neither an article nor a pronoun, is followed by a verb said of a person in the singular or the past
# (words.PERSON_VERBS_EN: "lives", "moved", "works", "joined"; "Docs live" is a plural). Two such names, neither a form
# of the other ("Mail" / "Email"), are two persons. (Narrow on purpose: a name with a plural's ending, "Lucas", or
# any other verb, is left to the rules that link.)
_EN_NAMED = re.compile(rf"^\W*(?:((?:{TITLES_EN})\.?\s+[A-Z][a-z]+)|([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?))"
                       rf"\s+(?:(?:now|still|also|recently|just)\s+)?(?:{one_of(PERSON_VERBS_EN)})\b")
_NOT_A_GIVEN_NAME = frozenset((*DETERMINERS_EN, *_PRONOUN_FORMS, "this", "that", "these", "those", "it", "its",
                               "everyone", "someone", "nobody", "everybody", "somebody"))


@_per_text
def _named_person(text: str) -> str:
    """The name of the person `text` opens with (see above), casefolded, or ""."""
    m = _EN_NAMED.match(text)
    if not m:
        return ""
    if m.group(1):
        return " ".join(m.group(1).replace(".", " ").split()).casefold()
    name = m.group(2)
    words = name.casefold().split()
    if words[0] in _NOT_A_GIVEN_NAME or words[0] in _EN_STOP or name.casefold().endswith(NOUN_ENDINGS_EN):
        return ""
    return name.casefold()


def _another_named_person(old: str, new: str) -> str:
    """"x / y" when the two sentences open with two persons' names (see above), or ""."""
    x, y = _named_person(old), _named_person(new)
    if not x or not y or x == y:
        return ""
    bare = [n.split()[-1] for n in (x, y)]  # (a title or given name aside: "dr chen" / "chen")
    if bare[0] == bare[1] or bare[0] in bare[1] or bare[1] in bare[0] \
            or (_SAME_WORD.get(bare[0]) or bare[0]) == (_SAME_WORD.get(bare[1]) or bare[1]):
        return ""  # one word in two forms ("Mail" / "Email", "DB" / "Database"), or one person named two ways
    return f"{x} / {y}"


def _opening_name_replaced(old: str, new: str, replaced: tuple[str, ...]) -> bool:
    """The values said replaced each open with their sentence's first word, a given name (capitalised, no article,
    pronoun, nor the ending of a plural or a derived noun: "Backups", "Settings" are things), and hold more: "Tom is
    at the Berlin office" / "Anna is back at the London office" replace "Tom Berlin" by "Anna London", another person
    and another place, two facts (session 31). One name alone replaced ("Alice owns billing" / "Bob took over
    billing") is the owner changed, and stays a link; two forms of one word ("Mail" / "Email") are one subject.
    Not second_looks._same_value_of_another_subject (said alike): that one reads the same value said of two subjects
    ("Tom is back at the London office" / "Anna is back at the London office"), a restatement by closeness; this one a
    change-word link with a value replaced. Neither subsumes the other (session 32: this one alone keeps 2 pairs of
    the probe files apart, that one 36)."""
    firsts = []
    for text, value in zip((old, new), replaced[:2], strict=False):
        # (the name may follow a kin word: "My son Leo goes to Oakwood" / "Maya switched schools, she's at …")
        words, said = value.split(), _KIN_NAMED_EN.match(text.lstrip()) or re.match(r"^\W*([A-Z][a-z]+)\b", text)
        if len(words) < 2 or not said or words[0] != said.group(1):
            return False
        name = said.group(1).casefold()
        if name in _NOT_A_GIVEN_NAME or name in _EN_STOP or name.endswith(NOUN_ENDINGS_EN):
            return False
        firsts.append(name)
    return not (firsts[0] in firsts[1] or firsts[1] in firsts[0]
                or (_SAME_WORD.get(firsts[0]) or firsts[0]) == (_SAME_WORD.get(firsts[1]) or firsts[1]))


# Deployment environments, each under one name: "Production deploys go out at 4 pm" and "Staging deploys
# go out at 4 pm" are the settings of two environments, as "service alpha" and "service beta" are two services.
_ENVIRONMENT_NAMES = (
    ("production", r"\bprod(?:uction)?\b|生产环境|生产库|线上环境|正式环境"),
    ("staging", r"\bstag(?:e|ing)\s+(?:env|environment|server|cluster)s?\b|\bstaging\b|\bpre-?prod\b|预发布?环境|预发"),
    ("test", r"\b(?:test|testing|qa)\s+(?:env|environment|server|cluster|database|db|instance)s?\b|\bqa\b|\buat\b"
             r"|测试环境|测试服务器|测试库|测试集群"),
    ("development", r"\bdev(?:elopment)?\s+(?:env|environment|server|cluster|database|db|instance)s?\b"
                    r"|\bdev\b|开发环境"),
    ("sandbox", r"\bsandbox\b|沙箱环境|沙箱"),
    ("canary", r"\bcanary\b|灰度环境|灰度"),
)
_ENVIRONMENT = [(name, re.compile(pattern, re.IGNORECASE)) for name, pattern in _ENVIRONMENT_NAMES]


@_per_text
def _environments(text: str) -> frozenset[str]:
    return frozenset(name for name, pattern in _ENVIRONMENT if pattern.search(text))



# -- a leg of a trip, and a thing said with a qualifier of whose use -------------------------------------------------
# "My flight to Tokyo departs Oct 12" / "My flight back from Tokyo departs Oct 20", 去程航班 / 回程航班: the way out and
# the way back are two legs, each with its own time (blind_probes_18_audit D6). A trip noun, and the words that say
# its direction; "to <Place>" right after a trip noun says where that leg goes.
_TRIP_NOUN_EN = r"(?:flights?|trains?|bus|coach|ferry|ferries|trip|journey|leg|drive|ride)"
_RETURN_LEG = re.compile(rf"\b(?:return|returning|inbound|homeward)\s+{_TRIP_NOUN_EN}\b"
                         rf"|\b{_TRIP_NOUN_EN}\s+(?:back|home)\b|\bback\s+from\b|回程|返程|回来的(?:航班|火车|高铁|车)",
                         re.IGNORECASE)
_OUTBOUND_LEG = re.compile(rf"\boutbound\b|\b{_TRIP_NOUN_EN}\s+(?:out\s+)?to\s+[A-Z]|去程|出发的(?:航班|火车|高铁|车)")
_LEG_TO = re.compile(rf"\b{_TRIP_NOUN_EN}\s+to\s+([A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)")


@_per_text
def _trip_leg(text: str) -> str:
    """"return" or "outbound" for a sentence that names a leg of a trip, "" for none (or both)."""
    back, out = bool(_RETURN_LEG.search(text)), bool(_OUTBOUND_LEG.search(text))
    return "" if back == out else "return" if back else "outbound"


def other_leg(old: str, new: str, no_change_word: bool) -> str:
    """The two legs (or, with no change word, the two places a trip goes to) when the sentences speak of two legs of
    trips: "outbound / return", "Tokyo / Osaka"; "" otherwise. A rebooking says a leg again ("My flight to Tokyo was
    moved to Oct 14"): one leg, one place."""
    legs = _trip_leg(old), _trip_leg(new)
    if all(legs) and legs[0] != legs[1]:
        return f"{legs[0]} / {legs[1]}"
    places = [{m.group(1).casefold() for m in _LEG_TO.finditer(text)} for text in (old, new)]
    if no_change_word and all(places) and not places[0] & places[1]:
        return f"{'/'.join(sorted(places[0]))} / {'/'.join(sorted(places[1]))}"
    return ""


# "My phone is a Pixel 7" / "My work phone is now an iPhone 15", 我的电脑 / 我的工作电脑: a word of whose use (work,
# personal) before the noun on one side only names one of two things the speaker may have, not the bare one narrowed
# (D6). ("home" is left out: "my address" / "my home address" are one.)
_QUALIFIER_EN = re.compile(r"\b(work|personal|private|business)\s+([a-z]{3,})\b", re.IGNORECASE)
# (公司 is left out: "公司的VPN" / "我们公司VPN", "公司停车费" / "停车费" name the speaker's company's one thing.)
_QUALIFIER_CJK = re.compile(r"(工作|私人|个人)((?:[\u4e00-\u9fff]{2}|[A-Za-z]+))")
# Each qualifier with how the other side says its noun bare: "my / our / the phone", 的电脑 or a sentence opening on it.
_QUALIFIED_AND_BARE = ((_QUALIFIER_EN, r"\b(?:my|our|the)\s+"), (_QUALIFIER_CJK, r"(?:的|^)"))


def qualifier_one_side(old: str, new: str) -> str:
    """The qualifier and its noun ("work phone") said on one side, when the other side says the noun bare; ""
    otherwise."""
    for said, bare in ((old, new), (new, old)):
        for pattern, before in _QUALIFIED_AND_BARE:
            for m in pattern.finditer(said):
                noun = re.escape(m.group(2))
                if not pattern.search(bare) and re.search(rf"{before}{noun}", bare, re.IGNORECASE):
                    return m.group(0)
    return ""


# -- another one of one kind, each with a value of its own ------------------------------------------------------------
# "Service alpha listens on 8080" / "We moved service beta to 9090", "The east cluster has 12 nodes" / "We scaled the
# west cluster to 20 nodes", "订单服务部署在8080端口" / "我们把支付服务改到了9090端口": a kind word both sentences keep
# (service, cluster, 服务), a word beside it that names which one, another word in its place on the other side, and a
# value apart too (8080 / 9090). Two things of one kind, each with its own value; the change word speaks of the
# other one. The name alone replaced is the value ("我在中信银行上班" / "我已经到招商银行工作了", "I live in the Mission
# district" / "I moved to the Marina district"): one thing, not two.


def _names_which_en(token: str, key: str, after: bool) -> bool:
    """`token`, beside a kind word, may name which one of that kind: a plain word before it ("payments service",
    "east cluster"), a name or code name after it ("service alpha", "Project Falcon", "Team B"); no stopword, number,
    describing word (DESCRIBING_WORDS_EN), verb form in -ed or adverb in -ly ("billing", "staging" before a kind word
    name one)."""
    word = token.casefold()
    if not token.replace("-", "").isalpha() or key in _EN_STOP or word in _EN_STOP or word in DESCRIBING_WORDS_EN \
            or len(word) < 2 or word.endswith(("ed", "ly")):
        return False
    return token[0].isupper() or word in CODE_NAMES_EN if after else True


_NO_KIND_EN = frozenset(("every", "each", "per"))  # ("every 6 hours": a rate, not a kind of thing)


def _one_word_of(word: str) -> str:
    """A word's one form: "max" / "maximum", "db" / "database" (restatement._SAME_WORD), synonyms (SYNONYM_OF)."""
    return SYNONYM_OF.get(_SAME_WORD.get(word, word)) or _SAME_WORD.get(word, word)


def _after_value_preposition(text: dedup._Text, start: int) -> bool:
    """The phrase at `start` follows a preposition of a value ("in the payments repo", "to the finance repo")."""
    n = start - 1
    while n >= 0 and text.tokens[n].casefold() in DETERMINERS_EN:
        n -= 1
    return n >= 0 and text.tokens[n].casefold() in VALUE_PREPOSITIONS_EN


def _kind_pairs_en(a: dedup._Text, b: dedup._Text) -> set[tuple[str, str, str]]:
    """(kind word, older word beside it, newer word in its place) for each kind word both sentences keep, English."""
    old_keys, new_keys = set(a.keys), set(b.keys)
    at_new: dict[str, list[int]] = {}
    for n, other in enumerate(b.keys):
        at_new.setdefault(other, []).append(n)
    found: set[tuple[str, str, str]] = set()
    for i, (token, key) in enumerate(zip(a.tokens, a.keys, strict=True)):
        if key not in at_new or dedup._is_cjk(token) or len(key) < 3 or key in _EN_STOP or not token.isalpha() \
                or token.casefold() in DESCRIBING_WORDS_EN or token.casefold() in _NO_KIND_EN:
            continue
        for j in at_new[key]:
            for side in (-1, 1):
                x, y = i + side, j + side
                if not (0 <= x < len(a.keys) and 0 <= y < len(b.keys)):
                    continue
                kx, ky = a.keys[x], b.keys[y]
                wx, wy = a.tokens[x].casefold(), b.tokens[y].casefold()
                if kx == ky or kx in new_keys or ky in old_keys or kx[:SAME_WORD_PREFIX] == ky[:SAME_WORD_PREFIX] \
                        or wx.startswith(wy) or wy.startswith(wx) or _one_word_of(wx) == _one_word_of(wy) \
                        or _after_value_preposition(a, min(i, x)) or _after_value_preposition(b, min(j, y)):
                    continue
                if _names_which_en(a.tokens[x], kx, side == 1) and _names_which_en(b.tokens[y], ky, side == 1):
                    found.add((token, a.tokens[x], b.tokens[y]))
    return found


def _which_cjk(run: str, other: str) -> bool:
    """A Chinese run before a shared kind word names which one: none of its characters is a function or describing
    character or numeral (三月 / 五月 is a value), or is in the other sentence."""
    return bool(run) and all(dedup._is_cjk(c) and c not in _CN_FUNCTION and c not in DESCRIBING_CHARS_CJK
                             and c not in CN_NUMERALS and c not in other for c in run)


def _lone_capital(text: str, at: int) -> bool:
    """A lone Latin capital right before `at` ("A项目", "服务B"), no letter before it."""
    return at >= 1 and text[at - 1].isascii() and text[at - 1].isupper() \
        and not (at >= 2 and text[at - 2].isascii() and text[at - 2].isalpha())


def _word_starts(text: str, at: int) -> bool:
    """A word may start at `at`: the first character, or one after a Latin letter, a space or a function character."""
    return at >= 0 and (at == 0 or not dedup._is_cjk(text[at - 1]) or text[at - 1] in _CN_FUNCTION)


def _kind_pairs_cjk(old: str, new: str) -> set[tuple[str, str, str]]:
    """(kind word, older word before it, newer word in its place), Chinese: a run both sentences keep, the two
    characters before it in each (or one, or a lone Latin capital: "A项目" / "B项目") all absent from the other."""
    found: set[tuple[str, str, str]] = set()
    for i in range(1, len(old)):
        for length in (3, 2):  # (one character is no kind: 早上 / 晚上, A区 / C区)
            kind = old[i:i + length]
            if len(kind) < length or not all(dedup._is_cjk(c) and c not in _CN_FUNCTION for c in kind):
                continue
            for j in (m.start() for m in re.finditer(re.escape(kind), new)):
                for width in (2, 1):
                    if width == 1 and not (_word_starts(old, i - 1) and _word_starts(new, j - 1)):
                        break  # (one character where two stand is part of a word: 小区 in 小区停车费)
                    x, y = old[max(i - width, 0):i], new[max(j - width, 0):j]
                    if {old[i - width - 1:i - width], new[j - width - 1:j - width]} & VALUE_LINKERS_CJK:
                        break  # (在上海机房 / 到了北京机房: where it is, the value)
                    latin = width == 1 and x != y and all(_lone_capital(text, at) for text, at in ((old, i), (new, j)))
                    if len(x) == width and len(y) == width and (latin or _which_cjk(x, new) and _which_cjk(y, old)):
                        found.add((kind, x, y))
                        break
    return found


def _values_apart(a: dedup._Text, b: dedup._Text, names: set[str]) -> bool:
    """Each sentence has a value the other lacks, the kind's names aside: a number, a Chinese numeral, a capitalised
    word that is not a stopword (a name: "Priya" / "Marco")."""
    def own(x: dedup._Text, y: dedup._Text) -> bool:
        other = y.key_counts()
        # (A word of the name's own run is the name: "Cherry Brown switches" / "Gateron Yellow switches".)
        beside = {n + d for n, t in enumerate(x.tokens) if t.casefold() in names for d in (-1, 1)}
        return any(k not in other and t.casefold() not in names and k not in _EN_STOP
                   and not (n in beside and t[:1].isupper())
                   and (any(c.isdigit() for c in t) or t in CN_NUMERALS or (t[:1].isupper() and t.isalpha()))
                   for n, (t, k) in enumerate(zip(x.tokens, x.keys, strict=True)))
    return own(a, b) and own(b, a)


def _words_of_own(x: dedup._Text, y: dedup._Text) -> bool:
    """`x` says a word `y` does not, no stopword (the least _names_which_en asks of a name beside a kind word)."""
    other = set(y.keys)
    return any(k not in other and k not in _EN_STOP and t.replace("-", "").isalpha()
               for t, k in zip(x.tokens, x.keys, strict=True))


def _longest_kind_first(pair: tuple[str, str, str]) -> tuple[int, tuple[str, str, str]]:
    return -len(pair[0]), pair  # (服务 before 服)


def another_of_one_kind(old: str, new: str) -> str:
    """"kind: older name / newer name" when the two sentences name two things of one kind, each with a value of its
    own (see above), or two deployment environments with a value apart ("Staging runs on Postgres 14" / "We upgraded
    prod to Postgres 16"); "" when not. Change words are set aside first: they name no thing."""
    bare_old, bare_new = _without_signals(old), _without_signals(new)
    a, b = dedup._Text.of(bare_old), dedup._Text.of(bare_new)
    cjk = _CJK_RUN.search(bare_old) and _CJK_RUN.search(bare_new)  # (a Chinese kind is in both: most pairs say none)
    envs = (_environments(old), _environments(new))
    # (The gate: a kind word both keep and a word of its own on each side; "port 8080" / "port 9000" has none.)
    if not (cjk or all(envs) or _words_of_own(a, b) and _words_of_own(b, a)
            and any(len(k) >= 3 and k not in _EN_STOP for k in set(a.keys) & set(b.keys))):
        return ""
    pairs = _kind_pairs_en(a, b) | (_kind_pairs_cjk(bare_old, bare_new) if cjk else set())
    if all(envs) and not envs[0] & envs[1]:
        pairs.add(("environment", "/".join(sorted(envs[0])), "/".join(sorted(envs[1]))))
    if not pairs:
        return ""
    names = {w.casefold() for _, x, y in pairs for w in (x, y)} | {c for _, x, y in pairs for c in x + y}
    # A second kind apart is a value apart too ("订单库…上海机房" / "日志库…北京机房").
    if len({(x, y) for _, x, y in pairs}) < 2 and not _values_apart(a, b, names):
        return ""
    return "{}: {} / {}".format(*min(pairs, key=_longest_kind_first))


def _refers_back(old: str, new: str) -> bool:
    """One side names a party, the other may point back to it ("我姐姐住在成都" / "她住在重庆"): a
    third-person pronoun on the side that names none."""
    bare = new if _parties(old) - _parties(new) else old
    return bool(_persons(bare) - {"first", "second"})


# -- the same value said of another subject --------------------------------------------------------
MAX_SUBJECT_RUN = 6  # the longest replaced opening read as a subject ("我们的前端" / "后台管理系统": 6 characters)


def _cjk_run_units(run: str) -> set[str]:
    """The characters of a Chinese run once each word is read in its one form (restatement._cjk_same_words), a word
    read as an English one kept whole: 代码库 is {"repository"}, never its letters (which 文档's "documentation"
    shares)."""
    return {unit for piece in _cjk_same_words(run).casefold().split()
            for unit in ((piece,) if piece.isascii() else tuple(piece))}


_SPEAKER_OPENING = frozenset({"i", "m", "am", "i'm"})
_ASPECT_OPENING = frozenset({"still", "also", "currently", "now", "again"})


@_per_text
def _said_alike(text: str) -> dedup._Text:
    """`text` read as _value_of_another_subject compares it (see there), once per text."""
    return dedup._Text.of(_written_out(synonym_phrases(tend_as_usually(_without_repeat_marker(text)))))


def _value_of_another_subject(old: str, new: str) -> str:
    """The two replaced openings when the sentences end alike on a shared detail (a version, an address, a
    time) and differ only in the run of words before it, the two runs sharing no word or character: "我们的
    前端用React 18" / "后台管理系统用React 18", "API 看板在 grafana…" / "数据库看板在 grafana…". One value is
    true of two things; close wording (0.97 with e5) does not make them one fact. "" when not."""
    # A repeat marker ("FYI, …", "Just so you know, …") opens a sentence without naming a subject.
    # Values in one form: "kept for thirty days" / "kept for 30 days" end alike. When the forms move a number into
    # the replaced openings ("我每周…" / "我一周…" read as "7天"), the sentences are read as written.
    # "tend(s) to" before a verb is "usually" (restatement.tend_as_usually): a habit said alike, no subject.
    # A phrase of words.SYNONYM_PHRASES_EN is read whole, as its row's first form, before the runs are cut: "stores
    # its data in" / "keeps its data in" would end alike on "its data in" and leave "stores" / "keeps" as two subjects;
    # "My goal is to run …" / "I'm training to run …" have one opening, "I aim to".
    # "n't" is written out as the restatement rungs write it ("don't" / "do not": no subject of its own; session 33).
    written = (_said_alike(old), _said_alike(new))
    found = _another_subject_runs(written[0].values(), written[1].values(), old, new)
    if any(c.isdigit() for c in found):
        return _another_subject_runs(written[0], written[1], old, new)
    return found


def _linker_kept_alone(a: dedup._Text, b: dedup._Text, start: int, end: int) -> bool:
    """The kept ending (`end` keys) says a Chinese linker (在, 是), and neither run (from `start`) says its own."""
    return any(k in dedup._LINKERS_CJK for k in a.keys[len(a.keys) - end:]) \
        and not any(k in dedup._LINKERS_CJK for text in (a, b) for k in text.keys[start:len(text.keys) - end])


def _another_subject_runs(a: dedup._Text, b: dedup._Text, old: str, new: str) -> str:
    n = min(len(a.keys), len(b.keys))
    start = next((i for i in range(n) if a.keys[i] != b.keys[i]), n)
    end = 0
    while end < n - start and a.keys[-1 - end] == b.keys[-1 - end]:
        end += 1
    ending = [(t, k) for t, k in zip(a.tokens[len(a.tokens) - end:], a.keys[len(a.keys) - end:], strict=True)
              if not dedup._insignificant_token(t) and k not in _CN_FUNCTION and k not in _EN_STOP]
    # The kept ending holds the value and a word of the frame ("opens at 8:30", "用React 18"): with the value
    # alone kept ("My car is a Subaru" / "I drive a Subaru") the frame is reworded, and the runs are no subjects.
    # A Chinese linker kept before the value (在, 是: dedup._LINKERS_CJK) is that word of the frame, though a
    # function word elsewhere: "网站在 ap-south-1" / "邮件服务器在 ap-south-1" name two things before one 在. Not
    # when a run says a linker of its own ("我的编辑器是 Neovim" / "我写代码用的是 Neovim"): the frame is reworded.
    details = [dedup._is_detail(t) for t, _ in ending]
    if not any(details) or (all(details) and not _linker_kept_alone(a, b, start, end)):
        return ""
    runs = [[t for t, k in zip(text.tokens[start:len(text.tokens) - end], text.keys[start:len(text.keys) - end],
                               strict=True) if not dedup._insignificant_token(t) and k not in _CN_FUNCTION]
            for text in (a, b)]
    if not all(runs) or max(len(run) for run in runs) > MAX_SUBJECT_RUN:
        return ""
    # One Chinese character traded ("大概" / "大约", "一天" / "一日") is a word in another form, not a subject.
    if any(len(run) < 2 and all(map(dedup._is_cjk, run)) for run in runs):
        return ""
    # (A short and a long form of one word, "DB" / "Database", are one: restatement._SAME_WORD; so are two synonyms,
    # "completed" / "finished", 番茄 / 西红柿: words.SYNONYM_OF; and a phrase and its short form, "Continuous
    # integration" / "CI": restatement.synonym_phrases.)
    chars = [_cjk_run_units("".join(run)) if all(map(dedup._is_cjk, run))
             else {_SAME_WORD.get(w) or SYNONYM_OF.get(w) or w
                   for w in synonym_phrases(" ".join(run)).casefold().split()} for run in runs]
    # A word in another form ("Max" / "maximum", "Deploys" / "deploy") is the same subject said again.
    if any(x[:SAME_WORD_PREFIX] == y[:SAME_WORD_PREFIX] or x.startswith(y) or y.startswith(x)
           for x in chars[0] for y in chars[1]):
        return ""
    # A sentence that opens with an aspect adverb and drops its subject ("Still studying for …", "Currently training
    # for …") is the speaker's, against "I'm …" / "I am …" (the "m" of "I'm"): no two subjects. ("My sister is still
    # studying …" has a subject of its own, and stays another.)
    if any(chars[i] <= _SPEAKER_OPENING and chars[1 - i] <= _ASPECT_OPENING for i in (0, 1)):
        return ""
    # A Chinese short form cut by the shared ending ("生产库" / "线上库" end alike on 库): when a Chinese word of either
    # side is read in its one form and the two claims are then the same words (restatement._claim), the openings are
    # one subject said two ways; a run in English on the other side too (接口版本 / API 版本). (A Chinese run on one
    # side at least: "Priya swims on Friday mornings" / "Priya swam this Friday morning" are the same words once
    # weekday forms are read, and two facts.)
    if any(dedup._is_cjk(t) for run in runs for t in run) \
            and (_cjk_same_words(old) != old or _cjk_same_words(new) != new) and _claim(old)[0] == _claim(new)[0]:
        return ""
    return f"{''.join(runs[0]) if _CJK_RUN.search(old) else ' '.join(runs[0])} / " \
        f"{''.join(runs[1]) if _CJK_RUN.search(new) else ' '.join(runs[1])}"



# -- a relative named with a name, then by the name alone ----------------------------------------------------------
# "My wife Priya is a pediatric nurse" / "Priya is a pediatric nurse", "Priya, my wife, …", "我女儿朵朵在学钢琴" /
# "朵朵在学钢琴": the relation word said beside a name (in apposition) names that name's person, so the other
# sentence naming the name alone, with no relation word, speaks of the same party: the apposition is read as the
# name. And a "his" / "her" in a sentence that opens with that name is the name's ("Mei takes her piano lessons"):
# no other party. Apart still: another name ("My son Leo …" / "Sam …"), a relation word with no name ("My son …" /
# "Leo …"), the name's own relative ("Priya's wife …": the other side says a relation word).
_KIN_WORD_EN = "|".join(sorted(_PARTY_WORDS, key=len, reverse=True))
# (Case-blind in "my" / "our" and the relation word only: the name keeps its capital, so "my wife teaches yoga" names
# no one "teaches", and a later "my son Leo" is still found; session 34, kin34.)
_KIN_NAMED_EN = re.compile(rf"\b(?i:my|our)\s+(?i:{_KIN_WORD_EN})\s+([A-Z][a-z]+)\b(?!['’])")
_NAME_KIN_EN = re.compile(rf"\b([A-Z][a-z]+),\s+(?i:my|our)\s+(?i:{_KIN_WORD_EN}),\s*")
_KIN_NAMED_CJK = re.compile(rf"我(?:的)?(?:{PARTY_CJK})(?=[\u4e00-\u9fff])")
# A Chinese given name as a relative is called by it, told from the words after a relation word ("我表姐上周…") by its
# shape alone: a doubled character (朵朵, 乐乐) or 小 / 阿 and a character (小雨, 阿杰). Narrow on purpose.
_CJK_PET_NAME = re.compile(r"([\u4e00-\u9fff])\1|(?!小学|小时|小区|小组)[小阿][\u4e00-\u9fff]")
_OWN_POSSESSIVE_EN = re.compile(r"\b(?:his|her)\s+(?=[a-z])")


def _names_alone(text: str, name: str) -> bool:
    # (Not after "my" / "our" and another noun either: "My manager Raj" says Raj in another role, session 35, prec35.)
    return bool(re.search(rf"\b{re.escape(name)}\b(?!['’])", text)) and not _parties(text) \
        and not _KIN_NAMED_EN.search(text) \
        and not re.search(rf"\b(?i:my|our)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+{re.escape(name)}\b", text)


@_per_text
def _kin_named(text: str) -> tuple[tuple[int, int, str, str], ...]:
    """Where `text` names a relative beside a name, asked once per text (the pair's other side is read after): for
    a Chinese text, (start, end, the name, "") of its relation word when a pet name follows it; for an English one,
    (start, end, the name, what stands in for the span) of each pattern's first match whose name is capitalised.
    Empty for most texts: no relation word beside a name."""
    if _CJK_RUN.search(text):
        m = _KIN_NAMED_CJK.search(text)
        name = text[m.end():m.end() + 2] if m else ""
        return ((m.start(), m.end(), name, ""),) if name and _CJK_PET_NAME.fullmatch(name) else ()
    found = []
    for pattern in (_KIN_NAMED_EN, _NAME_KIN_EN):
        m = pattern.search(text)
        if m:
            found.append((m.start(), m.end(), m.group(1), m.group(1) + (" " if pattern is _NAME_KIN_EN else "")))
    return tuple(found)


def _kin_name_read(text: str, other: str) -> str:
    """`text` with a relation word beside a name that `other` names alone read as the name (see above)."""
    named = _kin_named(text)
    if not named:
        return text  # (most texts: no relation word beside a name)
    if _CJK_RUN.search(text):
        start, end, name, _ = named[0]
        if not _PARTY_CJK.search(other) and other.lstrip().startswith(name):
            return text[:start] + text[end:]
        return text
    for start, end, name, said in named:
        if _names_alone(other, name):
            return text[:start] + said + text[end:]
    return text


def _own_possessive_read(text: str, other: str) -> str:
    """`text` without a "his" / "her" when it opens with the name `other` opens with too and `other` has none."""
    name = _named_person(text)
    if not name or _named_person(other) != name or _OWN_POSSESSIVE_EN.search(other):
        return text
    clause = re.split(r"[,;.!?]", text, maxsplit=1)[0]
    return _OWN_POSSESSIVE_EN.sub("", clause, count=1) + text[len(clause):]


@_per_text
def _kin_may_be_named(text: str) -> bool:
    """kin_names_as_names' cheap test, asked once per text: a relation word among its keys, or a Chinese run."""
    return not _PARTY_KEYS.isdisjoint(dedup._Text.of(text).keys) or _CJK_RUN.search(text) is not None


def kin_names_as_names(old: str, new: str) -> tuple[str, str]:
    """The pair with a relative named beside a name read as the name where the other side names the name alone, and
    a his / her of that name in a sentence opened by it left out (see above); the pair as written when neither."""
    if not (_kin_may_be_named(old) or _kin_may_be_named(new)):
        return old, new
    old_read, new_read = _kin_name_read(old, new), _kin_name_read(new, old)
    if (old_read, new_read) == (old, new):
        return old, new
    return _own_possessive_read(old_read, new_read), _own_possessive_read(new_read, old_read)


# A relation word turned into another (session 33): the filler rules read prepositions as filler, so "I moved to
# Berlin" / "I moved from Berlin" and "My wife works as a pharmacist" / "… works with a pharmacist" were the same
# words once filler was set aside, stored once. A pair whose only difference, filler aside, is one relation word put
# for its opposite ("to" / "from", "as" / "with", "for" / "against", "with" / "without": _TURNED_RELATIONS) says two
# facts. Only then: a sentence reworded around its relation ("Send invoices to …" / "For work stuff, email me at …",
# "I use bash as my shell" / "I switched my shell back to bash") is judged by the other rungs; the same relation in
# another word ("to" / "into") and the place words (in / on / at: "on Slack" / "in Slack") are no turn.
_RELATION_EN = {"to": "to", "into": "to", "onto": "to", "toward": "to", "towards": "to", "from": "from",
                "with": "with", "without": "without", "for": "for", "against": "against", "as": "as"}
# The relations that turn a fact into another. Others are said either way ("work for / with Alice", "talk to / with",
# "use Vim as / for an editor"): a check half lost a restatement when every two relations counted.
_TURNED_RELATIONS = frozenset(map(frozenset, (("to", "from"), ("with", "without"), ("for", "against"), ("as", "with"))))
_FILLER_EN = dedup._STOP - _RELATION_EN.keys()
_WORD_EN = re.compile(r"[\w'’]+")


@_per_text
def _relation_words(text: str) -> tuple[str, ...]:
    """The words of `text`, casefolded, filler aside (a relation word kept)."""
    return tuple(w for w in map(str.casefold, _WORD_EN.findall(text)) if w not in _FILLER_EN)


# A Chinese relation turned (session 34, zhnum34): two parties traded around a word that says who acts on
# whom (给 / 向 / 替 / 帮 / 为 / 对 / 比 / 问 / 找 / 教, and 跟 / 和 / 同 / 与 before a verb of taking: 借 / 学 /
# 要 / 买 / 租 / 拿 / 讨 / 收): "我跟小李借了一本书" / "小李跟我借了一本书" (who lent to whom), "我给他打电话" /
# "他给我打电话". Read where a rung called the pair one claim (coordination reads 跟 as 和, any order). One run
# before the word and one after it, each at most MAX_TURNED_PARTY characters, traded, the rest the same: two facts.
# Not 跟 / 和 before another verb ("我跟小李去了北京" / "小李跟我去了北京": together, one fact).
_CN_RELATION = re.compile(r"[给向替帮为对比问找教]|[跟和同与](?=[^，。,.；;！!？?\s]{0,6}?[借学要买租拿讨收])")
MAX_TURNED_PARTY = 4
_CN_STOPS = re.compile(r"[，。,.；;！!？?\s]")


def _cn_relation_turned(old: str, new: str) -> str:
    """The Chinese relation word around which two parties of `old` are traded in `new`, or "" (see _CN_RELATION)."""
    a, b = (_CN_STOPS.sub("", unicodedata.normalize("NFKC", t)) for t in (old, new))
    if len(a) != len(b) or a == b or sorted(a) != sorted(b):
        return ""
    for m in _CN_RELATION.finditer(a):
        at = m.start()
        for i in range(at):
            for lx in range(1, min(MAX_TURNED_PARTY, at - i) + 1):
                x = a[i:i + lx]
                for j in range(at + 1, len(a)):
                    for ly in range(1, min(MAX_TURNED_PARTY, len(a) - j) + 1):
                        y = a[j:j + ly]
                        if x != y and a[:i] + y + a[i + lx:j] + x + a[j + ly:] == b:
                            return f"{x}{m.group()}{y} -> {y}{m.group()}{x}"
    return ""


def relation_turned(old: str, new: str) -> str:
    """The relation word two sentences turn ("to -> from") when it is all they differ in, or "" (see _RELATION_EN); in
    Chinese, two parties traded around a relation word (_cn_relation_turned)."""
    if _CJK_RUN.search(old) and _CJK_RUN.search(new):
        return _cn_relation_turned(old, new)
    words_old, words_new = _relation_words(old), _relation_words(new)
    if len(words_old) != len(words_new) or _RELATION_EN.keys().isdisjoint(words_old):
        return ""
    apart = [(a, b) for a, b in zip(words_old, words_new, strict=True) if a != b]
    if len(apart) != 1:
        return ""
    a, b = apart[0]
    if frozenset((_RELATION_EN.get(a), _RELATION_EN.get(b))) not in _TURNED_RELATIONS:
        return ""
    return f"{a} -> {b}"



# A role turned around a role word (session 46): "Dario's mentor is Ines" names who mentors Dario (Ines), "Dario
# mentors Ines" whom Dario mentors; the keys read both as dario / mentor / ines and the pair was stored once. A noun
# after a holder's possessive, then is / was and a party, on one side, and on the other the same holder with the noun
# as its verb (-s / -es) before the same party: two facts. Said before a time, a number or a place the noun is a habit
# of the holder (words.possessive_noun_as_verb reads "Toddler's nap is at 1" as "Toddler naps at 1" before this).
_ROLE_AFTER_POSSESSIVE = re.compile(r"\b(?P<x>[A-Za-z][a-z]+)['’]s\s+(?P<n>[a-z]{3,})\s+(?:is|was)\s+"
                                    r"(?P<y>[A-Za-z]\w*)", re.IGNORECASE)


def role_turned(old: str, new: str) -> str:
    """"X's N is Y -> X Ns Y" when one side says the first and the other the second (see above), or ""."""
    if "'" not in old + new and "’" not in old + new:
        return ""  # (most pairs: no possessive on either side)
    for said, other in ((old, new), (new, old)):
        for m in _ROLE_AFTER_POSSESSIVE.finditer(said):
            x, n, y = (re.escape(m.group(g)) for g in ("x", "n", "y"))
            verb = re.search(rf"\b{x}\s+({n}e?s)\s+{y}\b", other, re.IGNORECASE)
            if verb:
                x, n, y = m.group('x'), m.group('n'), m.group('y')
                return f"{x}'s {n} is {y} / {x} {verb.group(1)} {y}"
    return ""

# A switch's state turned (session 36; blind set 14's audit): "The dark-mode flag defaults to off" / "… defaults to on
# now", "Auto-update is turned off" / "… turned on", 开关默认是关的 / 开关默认是开的 were stored once: the keys read
# "on" and "off" as stopwords, 开 / 关 as one character of many, and e5 puts such a pair at 0.96-0.99. Two sentences
# whose words are the same but one pair of opposite states (change words set aside) say one switch's value changed.
# Only the pairs below, whole words (开 / 关 as Chinese characters): "I work on Mondays" / "I work off Mondays" is
# no pair of one sentence, and a negation ("is not on" / "is on") is read elsewhere.
# (A switch's pairs, the on-state first: switch_said reads a state said as a verb by them.)
_SWITCH_STATES = (("on", "off"), ("enabled", "disabled"), ("enable", "disable"), ("active", "inactive"),
                  ("true", "false"), ("开", "关"), ("开启", "关闭"), ("打开", "关闭"), ("打开", "关掉"),
                  ("开着", "关着"), ("启用", "禁用"), ("启用", "停用"))
_STATE_PAIRS = frozenset(map(frozenset, (
    *_SWITCH_STATES,
    ("public", "private"), ("open", "closed"), ("locked", "unlocked"), ("allowed", "blocked"), ("visible", "hidden"),
    ("公开", "私有"), ("允许", "禁止"))))
_STATE_TOKEN = re.compile(r"[A-Za-z0-9_'-]+|[\u4e00-\u9fff]")


def states_apart(old: str, new: str) -> str:
    """A pair of opposite states (_STATE_PAIRS), one said on the older side and the other on the newer side only
    ("停用 -> 启用"), however the rest is reworded (session 42, restate42: "家里路由器的VPN是停用的" / "家里路由器上的
    VPN一直启用着", an update e5 puts at 0.95 and more), or "". Whole English words; Chinese states of two characters
    (开 / 关 alone are in too many words: 开会, 关于)."""
    def said(text: str) -> set[str]:
        words = set(_STATE_TOKEN.findall(text.casefold()))
        return {w for pair in _STATE_PAIRS for w in pair
                if w in words or (len(w) > 1 and _CJK_RUN.match(w) and w in text)}
    a, b = said(old), said(new)
    for pair in _STATE_PAIRS:
        x, y = sorted(pair)
        for one, other in ((x, y), (y, x)):
            # (The older state may be said on the newer side as another word: "The light on the porch is off".)
            if one in a and other in b and other not in a:
                return f"{one} -> {other}"
    return ""


# A Chinese sentence that states a slot of a thing: the thing (a compound of characters, no 的 between), the slot
# (a word of two or more characters both sentences share, a character or two of it may follow: 超时 / 超时时间), then
# 是 and its value: "接口超时是30秒", "数据库连接超时时间是30秒". The speaker or their group before it is no part of the
# thing; a word of grammar (的, 在, 用, …) is no part of a compound (为 is no linker here: 华为, 因为).
_CJK_SLOT_HEAD = re.compile(r"^(?:我们|咱们|我|你|他|她)?(?P<head>[^\W的们在用把被到了着过和与跟]{3,16}?)是")
_CJK_CLAUSE = re.compile(r"[，,；;。！？!?：:、\s]+")
MAX_SLOT_TAIL = 2  # the characters a slot word may take after the shared run on one side (超时 / 超时时间)


def subjects_apart(old: str, new: str) -> str:
    """Two things named before one slot in a clause of each Chinese sentence ("接口超时是30秒" / "数据库连接超时时间
    是30秒": two timeouts of two things, e5 0.95), "thing -> thing", or "": each clause is a thing, the shared slot
    word (two or more characters, a character or two may follow it) and 是; neither thing is a part of the other's
    name (数据库 / 数据库连接, 接口 / 后端接口: the same thing said shorter) and neither says 的 (a modifier said
    another way, "我最喜欢的水果" / "我最爱吃的水果", is no compound that names a thing)."""
    def heads(text: str) -> list[str]:
        clauses = _CJK_CLAUSE.split(unicodedata.normalize("NFKC", text))
        return [m.group("head") for m in map(_CJK_SLOT_HEAD.match, clauses) if m]
    for x in heads(old):
        for y in heads(new):
            for size in range(min(len(x), len(y)) - 1, 1, -1):
                for i in range(len(x) - size, max(len(x) - size - MAX_SLOT_TAIL, 0) - 1, -1):
                    slot = x[i:i + size]
                    j = y.rfind(slot)
                    if i == 0 or not _CJK_RUN.fullmatch(slot) or "的" in slot or j <= 0 \
                            or len(y) - j - size > MAX_SLOT_TAIL:
                        continue
                    one, other = x[:i], y[:j]
                    if "的" in one or "的" in other or one in other or other in one:
                        return ""
                    return f"{one} -> {other}"
    return ""


def state_turned(old: str, new: str) -> str:
    """The pair of states two sentences turn ("off -> on") when, their change words set aside, it is all they differ
    in (see _STATE_PAIRS), or ""."""
    words_old, words_new = (_STATE_TOKEN.findall(_without_signals(text).casefold()) for text in (old, new))
    if len(words_old) < 2 or len(words_new) < 2:
        return ""
    start = 0
    while start < min(len(words_old), len(words_new)) and words_old[start] == words_new[start]:
        start += 1
    end = 0
    while end < min(len(words_old), len(words_new)) - start and words_old[-1 - end] == words_new[-1 - end]:
        end += 1
    spans = [words[start:len(words) - end] for words in (words_old, words_new)]
    if not all(1 <= len(span) <= 2 for span in spans):
        return ""
    a, b = ("".join(span) if _CJK_RUN.match(span[0]) else " ".join(span) for span in spans)
    return f"{a} -> {b}" if frozenset((a, b)) in _STATE_PAIRS else ""


# A switch's state said as a verb (session 37, stateverb37): "The checkout_v2 flag is on for everyone" / "We just
# disabled the checkout_v2 flag", "Auto-update is enabled on my laptop" / "I turned off auto-update on my laptop",
# "灰度开关 home_v4 是开着的" / "home_v4 这个灰度开关我们刚刚关掉了", "通知是关的" / "我把通知打开了": the words are
# not the same (state_turned reads nothing) and the cosine is low, so both were kept as two facts. Each side is read
# as one mention of a switch: a thing and its state, said as a state ("X is off", "X 是开着的") or set by a verb
# ("turned / switched / flipped / toggled X on / off", "shut off", "enabled", "disabled", "re-enabled", "activated",
# "deactivated", "ungated", "killed" a flag; 把 X 关掉了 / 关了 / 关闭了 / 停用了 / 禁用了 / 打开了 / 开启了 /
# 启用了, X 被我们关掉了, X 我刚停用了, 给 X 启用了 Y). The verb's state is a word of _SWITCH_STATES (its
# polarity). Not read: "paused" (a pause is for a while: temporary), "rolled back" (a release as often as a flag),
# "shut down" (a server, a meeting), a verb not at the end of a Chinese clause (打开了文件, 开了个会, 开车, 开始, 关心,
# 关于 are no switch).
_SWITCH_ON = frozenset(on for on, _ in _SWITCH_STATES)
_SWITCH_OFF = frozenset(off for _, off in _SWITCH_STATES)
_SWITCH_VERBS_EN = {"enabled": "enabled", "disabled": "disabled", "re-enabled": "enabled", "reenabled": "enabled",
                    "activated": "active", "deactivated": "inactive", "reactivated": "active", "ungated": "on",
                    "killed": "off"}
_SWITCH_PARTICLE_VERBS_EN = frozenset(("turned", "switched", "flipped", "toggled", "shut"))
_SWITCH_COPULAS_EN = frozenset(("is", "are", "was", "were", "be", "been", "being", "stays", "remains", "got", "get"))
_SWITCH_ADVERBS_EN = frozenset(("now", "currently", "still", "already", "always", "usually", "all", "just"))
# (Where the thing named ends: a preposition, a clause, a time.)
_SWITCH_THING_ENDS_EN = frozenset(
    "on in for at from to after before because when since during until across this last yesterday today tonight "
    "again back so and but as ago now earlier while via".split())
_SWITCH_CLAUSE_EN = frozenset("because after since when so due as until before while but and".split())
_SWITCH_TIME_WORDS_EN = frozenset(
    "today tonight yesterday morning afternoon evening night week weekend month year ago months weeks days ages "
    "while back again just now finally earlier recently lately last this monday tuesday wednesday thursday friday "
    "saturday sunday".split())
# A thing a switch belongs to (a setting, a flag, a feature), or a code name (snake_case, a digit): only those are read
# as a setting's state. A light, a phone, a person, a highway or a meeting turned off, shut down or disabled is an
# event or another sense ("I switched off the porch light before bed" after "The porch light is on every night").
_SETTING_NOUNS_EN = frozenset(
    "flag flags toggle switch feature features setting settings mode theme notifications notification alerts "
    "updates update auto-update auto-updates sync syncing sharing login logins 2fa two-factor verification "
    "authentication vpn autoplay comments backup backups tracking location reminders autosave autocorrect firewall "
    "proxy caching encryption renewal auto-renew autorenew wi-fi wifi bluetooth hotspot telemetry analytics "
    "captions subtitles".split())
# (Said of a setting only, on both sides: "Read receipts are disabled" / "I re-enabled read receipts".)
_SETTING_STATES = frozenset(("enabled", "disabled", "启用", "禁用", "停用"))
_SETTING_WORDS_ZH = ("开关", "功能", "通知", "模式", "更新", "同步", "验证", "定位", "续费", "推送", "提醒", "权限",
                     "设置", "选项", "防火墙", "代理", "灰度", "加密", "备份", "蓝牙", "热点", "评论", "免打扰", "字幕")
_CODE_NAME = re.compile(r"[a-z]+[_\d][a-z0-9_]*|[a-z0-9]*_[a-z0-9_]+")
_SWITCH_WORD_EN = re.compile(r"[\w'’-]+")
_SWITCH_DETERMINERS = frozenset((*DETERMINERS_EN, "this", "that", "these", "those", "'s"))
_SWITCH_WORDS_ZH = sorted({w for pair in _SWITCH_STATES for w in pair if _CJK_RUN.match(w)}, key=lambda w: (-len(w), w))
_SWITCH_ZH = "|".join(_SWITCH_WORDS_ZH)
_SWITCH_STATE_ZH = re.compile(rf"^(?P<thing>.+?)(?:是)?(?P<state>{_SWITCH_ZH})(?:的|着)?(?:状态)?$")
_SWITCH_VERB_ZH = re.compile(rf"^(?P<thing>.+?)(?P<state>{_SWITCH_ZH})(?:掉)?了$")
# (给 X 启用了 Y: two characters at least, 给他开了 is not read)
_SWITCH_GIVEN_ZH = re.compile(
    rf"^.*?给(?P<a>.+?)(?P<state>{'|'.join(w for w in _SWITCH_WORDS_ZH if len(w) > 1)})了(?P<b>.+)$")
# (Said around the thing in Chinese, set aside: who, when, how; then 的, 这个.)
_SWITCH_FILLER_ZH = re.compile("|".join(sorted(
    (*CN_JUST, *CN_ALREADY, *CN_NOW, *CN_DAYS, *CN_DAY_PARTS, *CN_NEAR_MONTHS_WEEKS, *CN_YEARS, *CN_HABIT,
     "我们", "咱们", "他们", "我", "你", "他", "她", "这个", "那个", "一直", "早就", "重新", "整夜", "都", "就", "又",
     "再", "也", "还", "的", "是", "给", "在"), key=len, reverse=True)))
_SWITCH_NEGATED_ZH = re.compile("[没不未别]")


_Mention = tuple[frozenset[str], str, str, frozenset[str], bool]


@_per_text
def _switch_said_en(text: str) -> _Mention | None:
    """(the thing, its state word, the verb that set it or "", the rest's content words, the thing is a setting) of
    one English mention, or None."""
    words = _SWITCH_WORD_EN.findall(re.sub(PAST_TIMES_EN, " ", text.casefold()).replace("’", "'"))
    if NEGATIONS_EN & set(words) or any(w.endswith("n't") for w in words):
        return None
    for n, word in enumerate(words):
        before = words[n - 1] if n else ""
        if word in _SWITCH_PARTICLE_VERBS_EN and before not in _SWITCH_COPULAS_EN:
            if n + 1 < len(words) and words[n + 1] in ("on", "off"):
                state, thing, rest = words[n + 1], *_thing_and_rest(words[n + 2:])
            else:
                end = next((k for k in range(n + 2, min(n + 6, len(words))) if words[k] in ("on", "off")), 0)
                if not end or (_SWITCH_CLAUSE_EN | _SWITCH_THING_ENDS_EN) & (set(words[n + 1:end]) - {"back"}):
                    continue  # ("I switched teams to Ops on Monday": no thing switched on)
                state, thing, rest = words[end], [w for w in words[n + 1:end] if w != "back"], words[end + 1:]
            return _mention(thing, state, word, rest)
        if word in _SWITCH_VERBS_EN and before not in _SWITCH_COPULAS_EN and n:
            thing, rest = _thing_and_rest(words[n + 1:])
            if word == "killed" and not {"flag", "toggle", "switch"} & set(thing):
                return None
            return _mention(thing, _SWITCH_VERBS_EN[word], word, rest)
        if word in _SWITCH_COPULAS_EN and n:
            k = n + 1
            while k < len(words) and (words[k] in _SWITCH_ADVERBS_EN or words[k] in ("turned", "switched")):
                k += 1
            if k >= len(words) or not (words[k] in _SWITCH_ON or words[k] in _SWITCH_OFF
                                       or words[k] in _SWITCH_VERBS_EN) \
                    or (k + 1 < len(words) and (words[k + 1] in DETERMINERS_EN or words[k + 1] in MONTHS_EN
                                                or re.fullmatch(WEEKDAY_EN + "s?", words[k + 1]))):
                continue  # ("The backup is on the NAS", "is off the coast", "on Monday": a place or a day, no state)
            state = _SWITCH_VERBS_EN.get(words[k], words[k])
            thing, rest = _thing_and_rest(words[:n])
            return _mention(thing, state, "", rest + words[k + 1:])
    return None


def _thing_and_rest(words: Sequence[str]) -> tuple[list[str], list[str]]:
    """A thing named (up to a preposition or a clause) and the words after it."""
    end = next((k for k, w in enumerate(words) if w in _SWITCH_THING_ENDS_EN and k), len(words))
    return list(words[:end]), list(words[end:])


def _mention(thing: Sequence[str], state: str, verb: str, rest: Sequence[str]) -> _Mention | None:
    named = frozenset(w for w in thing if w not in _SWITCH_DETERMINERS)
    if not named or named <= {"it", "them", "that", "this", "everything"}:
        return None
    clause = next((k for k, w in enumerate(rest) if w in _SWITCH_CLAUSE_EN), len(rest))
    content = frozenset(w for w in rest[:clause] if w not in _EN_STOP and w not in _SWITCH_TIME_WORDS_EN)
    return named, state, verb, content, _is_setting(named)


def _is_setting(named: frozenset[str]) -> bool:
    return any(_CODE_NAME.fullmatch(w) for w in named) or bool(named & _SETTING_NOUNS_EN)


@_per_text
def _switch_said_zh(text: str) -> _Mention | None:
    """(the thing, its state word, the verb or "", no rest, the thing is a setting) of one Chinese mention, or None."""
    clause = re.sub(r"[。！!.\s]+$", "", unicodedata.normalize("NFKC", text)).replace(" ", "")
    if re.search(r"[，,；;？?]", clause):
        return None
    found = _SWITCH_GIVEN_ZH.match(clause)
    if found:
        thing, state, verb = found["a"] + found["b"], found["state"], found["state"]
    elif found := _SWITCH_VERB_ZH.match(clause):
        thing, state, verb = found["thing"], found["state"], found["state"]
        thing = thing.rsplit("把", 1)[-1] if "把" in thing else thing.split("被", 1)[0]
    elif found := _SWITCH_STATE_ZH.match(clause):
        thing, state, verb = found["thing"], found["state"], ""
    else:
        return None
    if _SWITCH_NEGATED_ZH.search(thing[-2:]):
        return None
    bare = _SWITCH_FILLER_ZH.sub("", thing).casefold()
    named = frozenset(_STATE_TOKEN.findall(bare))
    return (named, state, verb, frozenset(), _is_setting(named) or any(w in bare for w in _SETTING_WORDS_ZH)) \
        if named else None


def switch_said(old: str, new: str) -> tuple[str, str, str, bool, bool] | None:
    """A switch's state on both sides of a pair, said as a state or set by a verb on one side at least (above):
    (the older side's state word, the newer side's, the newer side's verb or "", the thing is a setting or a code
    name, the rests said around it are the same), or None when the two do not name the same thing. The thing is the
    same words (determiners, who and when set aside), or fewer words that keep a code name ("pay_v5 这个开关" /
    "新结算页的开关 pay_v5"); the rests the same, or one side says none ("… on for everyone" / "We disabled …")."""
    cjk = bool(_CJK_RUN.search(old)) and bool(_CJK_RUN.search(new))
    read = _switch_said_zh if cjk else _switch_said_en
    said_old = read(old)  # (asked of every pair: most older sentences name no switch, and the newer is not read)
    said_new = read(new) if said_old is not None else None
    if said_old is None or said_new is None or not (said_old[2] or said_new[2]):
        return None
    (thing_a, state_a, _, rest_a, setting_a), (thing_b, state_b, verb_b, rest_b, setting_b) = said_old, said_new
    if thing_a != thing_b:
        fewer, more = sorted((thing_a, thing_b), key=len)
        if not fewer < more or not any(_CODE_NAME.fullmatch(w) for w in fewer):
            return None
    if rest_a and rest_b and rest_a != rest_b:
        return None
    setting = setting_a or setting_b or {state_a, state_b} <= _SETTING_STATES
    return state_a, state_b, verb_b, setting, rest_a == rest_b


def switch_polarity(state: str) -> str:
    """ "on" or "off": the side of _SWITCH_STATES a state word is on."""
    return "on" if state in _SWITCH_ON else "off"


# The number of a noun turned (session 34, kin34): "The cat sleeps on my bed" / "The cats sleep on my bed", "My kid
# goes to Lincoln Elementary" / "My kids go to …", "My bike is in the garage" / "My bikes are …" were stored once: the
# keys read a plural by its stem ("bikes" / "bike") and the synonym rows join "kid" and "kids". Two sentences whose
# only difference is a noun in the singular on one side and in the plural on the other, with the verb that agrees
# with it ("is" / "are", "sleeps" / "sleep") and a determiner or count before it ("a" / "two", "this" / "these"), are
# another count of things: two facts. Only the same frame word for word (a noun in another frame is often a modifier
# said another way: "a peanut allergy" / "allergic to peanuts", "the test suite" / "all the tests", "the request
# timeout" / "requests time out"), and only for a restatement (the other verdicts stand: "I have a cat" / "I have two
# cats now" is a count changed). Look-alikes: the same number said again ("a cat" / "one cat"), a plural on both
# sides, "every Friday" / "on Fridays" and the other time words (no count).
_AGREEMENT = frozenset(map(frozenset, (("is", "are"), ("was", "were"), ("has", "have"), ("does", "do"),
                                       ("doesn't", "don't"), ("isn't", "aren't"), ("wasn't", "weren't"))))
_COUNT_DETS = frozenset((*DETERMINERS_EN, "one", "this", "that", "these", "those", "some", "many", "several", "both",
                         "all", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"))
_IRREGULAR_PLURALS = {"child": "children", "person": "people", "man": "men", "woman": "women", "mouse": "mice",
                      "foot": "feet", "tooth": "teeth", "goose": "geese"}
_TIME_NOUNS = frozenset(w.casefold() for w in WEEKDAY_NAMES_EN) | frozenset(
    "morning afternoon evening night day week weekend month year hour minute second time".split())
_WORD_OF_COUNT = re.compile(r"[\w'’]+")


def _plurals(noun: str) -> set[str]:
    out = {noun + "s", noun + "es"}
    if noun.endswith("y") and noun[-2:-1] not in "aeiou":
        out.add(noun[:-1] + "ies")
    if noun in _IRREGULAR_PLURALS:
        out.add(_IRREGULAR_PLURALS[noun])
    return out


def _number_of(x: str, y: str) -> str:
    """ "cat -> cats" when `y` is the plural of the noun `x` (or the other way round), or ""."""
    for one, many, out in ((x, y, f"{x} -> {y}"), (y, x, f"{x} -> {y}")):
        if len(one) >= 3 and one.isalpha() and one not in _EN_STOP and one not in _TIME_NOUNS \
                and one not in _COUNT_DETS and many in _plurals(one):
            return out
    return ""


def _agrees(x: str, y: str) -> bool:
    """A verb in its two numbers ("is" / "are", "sleeps" / "sleep") or two determiners or counts ("a" / "two")."""
    return frozenset((x, y)) in _AGREEMENT or (x in _COUNT_DETS and y in _COUNT_DETS) \
        or (x.isalpha() and y.isalpha() and (x in (y + "s", y + "es") or y in (x + "s", x + "es")))


def number_turned(old: str, new: str) -> str:
    """The noun whose number two sentences differ in ("cat -> cats") when the rest is the same frame (above), or ""."""
    words_old = [w.casefold() for w in _WORD_OF_COUNT.findall(old)]
    words_new = [w.casefold() for w in _WORD_OF_COUNT.findall(new)]
    if len(words_old) != len(words_new):
        return ""
    apart = [n for n, (x, y) in enumerate(zip(words_old, words_new, strict=True)) if x != y]
    if not apart or len(apart) > 3 or not all(_number_of(words_old[n], words_new[n])
                                              or _agrees(words_old[n], words_new[n]) for n in apart):
        return ""
    # (the noun: after a determiner or a count, one word between at most; "sleeps" / "sleep" is the verb)
    nouns = [_number_of(words_old[n], words_new[n]) for n in apart
             if any(k >= 0 and (words_old[k] in _COUNT_DETS or words_new[k] in _COUNT_DETS) for k in (n - 1, n - 2))]
    return next((noun for noun in nouns if noun), "")
