"""A change said in plain words: a strong change word beside the older sentence's topic word, linked.

Users state changes in their own words, not in the older sentence's frame: "I play an acoustic guitar" /
"I've switched to an electric guitar now", "I've been planning a trip to New Zealand" / "I've changed my plans,
I'm going to Iceland instead of New Zealand", 我周末常去射击场练射击 / 我现在不去射击场了，周末都在练街舞. The frame
differs, so no rung of the ladder is sure of the slot; but a strong change word ("switched", "instead of", "quit",
换…了, 不…了) said next to the older sentence's own topic word ("guitar", "New Zealand", 射击场) or its slot family
(工作 after 公司) says the older fact may no longer hold. Not sure which value changed: a link ("may update",
a `contradicts` edge, nothing crossed out), which read time uses to put the newer sentence first. The second looks
(another holder, another subject, a mood, one side negated) still look at the link after it.

A return: "again" / 又 after an older sentence that itself said it changed, on the same topic
("我现在周末改在家里学英语了" / "我又回图书馆学英语了"): a link too (the write path links a return to a value that
a newer entry replaced the same way)."""

from __future__ import annotations

import re
import unicodedata

from flymemory import lexical
from flymemory.classify.holder import _another_holder
from flymemory.classify.judgement import _CJK_RUN, Judgement
from flymemory.classify.patterns import _per_text
from flymemory.classify.signals import (
    _SIGNALS,
    _left_values,
    _named_old_value,
    _said_done,
    _without_signals,
    content_terms,
    is_plan,
    is_temporary,
    signals_in,
    slot_families,
)
from flymemory.classify.words import _EN_STOP, is_feeling, is_question
from flymemory.numerals import number_forms
from flymemory.phatic import is_phatic
from flymemory.speaker import without_speaker

# Verbs, fillers and words of the chat itself too light to name a topic on their own ("I'm going to …", "I want …",
# "let's chat again", "Goodbye!"), and the nouns of a going or a planning that name no thing ("my Spain trip": Spain
# is the topic): a closed list of grammar-like words, not of any topic.
_LIGHT_EN = frozenset(
    "go going get got want like think feel make do did done have has had take took keep kept start started "
    "really very just also still thing things stuff lot bit way time day kind sort pick picked up "
    "chat talk goodbye bye hello hi thank thanks trip plan visit".split())
# Chinese pairs of the same kind: the speaker's self, fillers, asking and knowing (自己, 其实, 知道, 问题).
_LIGHT_CJK = frozenset("自己 其实 知道 不知 问题 觉得 感觉 时候 一下 一些 有点 一个 这个 那个 什么 怎么 如何 可以"
                       .split())
MAX_NEW_WORDS = 16  # a change said in plain words is one short clause or two; longer chat says something else
# Where a change word's clause ends: punctuation, or a word that starts another clause (a reason, a contrast).
_CLAUSE_END = re.compile(r"[,;:，；：。.!?！？]|\b(?:because|but|so|although|though|while)\b"
                         r"|因为|但是|但|所以|可是|不过", re.IGNORECASE)


# A date from which a change applies ("Effective Monday, …", "As of June, …", 自五月一日起, 从下周起) says when, not
# what changed, and an upgrade keeps the thing it upgrades ("Our dashboards are in Grafana" / "We upgraded Grafana
# to version 11"): no change word of a topic here (the ladder's rungs read them with a shared subject and slot).
_NOT_OF_TOPIC = frozenset(("from now on", "自…起", "从某日起", "updated to"))
_LEFT_AFTER = re.compile(r"instead of|rather than|in favou?r of", re.IGNORECASE)  # the value left follows


@_per_text
def topic_words(text: str) -> frozenset[str]:
    """The sentence's topic words with its change words and the speaker set aside: English words stemmed as a
    search stems them ("running" / "runs" -> "run", "shooting" / "shoot"), the light words out; Chinese content
    character pairs (signals.content_terms), the light pairs out."""
    plain = unicodedata.normalize("NFKC", without_speaker(_without_signals(text))).casefold()
    return _words(plain)


def _words(plain: str) -> frozenset[str]:
    out = {t for t in content_terms(plain) if _CJK_RUN.fullmatch(t) and t not in _LIGHT_CJK}
    for word in re.findall(r"[a-z][a-z'’-]*[a-z]", _CJK_RUN.sub(" ", plain)):
        if word in _EN_STOP or word in _LIGHT_EN or "'" in word or "’" in word:
            continue
        stem = lexical.stem(word)
        if len(stem) >= 3 and stem not in _LIGHT_EN:
            out.add(stem)
    return frozenset(out)


@_per_text
def _change_clauses(text: str) -> tuple[tuple[frozenset[str], frozenset[str], frozenset[str]], ...]:
    """For each change word of `text` said done (strong, back or back-weak): the topic words of its clause before
    it (the subject side), from it on (the change and its new value), and the clause's slot families."""
    text = unicodedata.normalize("NFKC", text)
    out = []
    for label, pattern, strength in _SIGNALS:
        if strength not in ("strong", "back", "back-weak") or label in _NOT_OF_TOPIC:
            continue
        for m in pattern.finditer(text):
            if not _said_done(text, m):
                continue
            ends = [e.end() for e in _CLAUSE_END.finditer(text, 0, m.start())]
            begin = ends[-1] if ends else 0
            after = _CLAUSE_END.search(text, m.end())
            end = after.start() if after else len(text)
            before, rest = text[begin:m.start()], text[m.start():end]
            # "… instead of New Zealand": before the change word is the new value, after it the value left.
            subject = frozenset() if _LEFT_AFTER.match(m.group()) \
                else _words(_without_signals(without_speaker(before)).casefold()) | _names(before)
            out.append((subject, _words(_without_signals(rest).casefold()),
                        frozenset(slot_families(text[begin:end]))))
    return tuple(out)


# A name or a number before the change word ("Service B moved …", 服务B迁到…, "Invoice 2042 was moved …"): a one-letter
# name or a number names a subject too, which the topic words (two letters and more) leave out.
_NAME_OR_NUMBER = re.compile(r"(?<![A-Za-z0-9])(?:[A-Z][A-Za-z0-9]*|\d+)(?![A-Za-z0-9])")


def _names(before: str) -> frozenset[str]:
    return frozenset(t.casefold() for t in _NAME_OR_NUMBER.findall(before)
                     if t != "I" and t.casefold() not in _EN_STOP and t.casefold() not in _LIGHT_EN)


def _strong_words(text: str, strengths: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(label for label, strength in signals_in(text) if strength in strengths and label not in _NOT_OF_TOPIC)


def _left_named(old: str, new: str, had: frozenset[str]) -> str:
    """The older sentence's value that `new` says is left: named after "instead of" / "from" / 不再 / 不学 …
    (signals._named_old_value), or after "quit" / "stopped" / "cancelled" in another form of the word ("quit
    shooting" after "learning how to shoot")."""
    named = _named_old_value(old, new)
    if named:
        return named
    for value, _ in _left_values(new):
        if _words(value.casefold()) & had:
            return value
    return ""


def _kept_in_change(old: str, new: str, had: frozenset[str], families: frozenset[str]) -> str:
    """The older sentence's topic word (or shared slot family) said in the clause of a change word of `new`, whose
    subject side (the clause before the change word) names nothing the older sentence does not: after the change
    word ("switched to an electric guitar", "又回图书馆学英语了", 换工作了), or before it ("My Spain trip got pushed
    back": trip is light). "My guitar teacher moved", 我表哥换工作了 name another subject: no."""
    had = had | _names(old)
    for before, rest, clause_families in _change_clauses(new):
        if not before <= had:
            continue  # another subject named before the change word ("My guitar teacher moved", 我表哥换工作了)
        # (A Chinese pair before the change word may be read across two words, "不知道如何" -> 道如: only the
        # change's own side counts there.)
        # The subject side counts only where the change names nothing new after it ("My Spain trip got pushed back";
        # not "Priya took over the team barbecue planning": Priya kept, another thing taken over).
        kept = (rest & had) | ({w for w in before & had if not _CJK_RUN.fullmatch(w)} if rest <= had else set())
        if kept:
            return " ".join(sorted(kept))
        if clause_families & families:
            return ", ".join(sorted(clause_families & families))
    return ""


def topic_kept_linked(old: str, new: str, similarity: float | None) -> Judgement | None:
    """A possible update when `new` carries a strong change word said of a topic word of `old` (or of its slot
    family, or naming its value as left), or says "again" / 又 of it after an `old` that itself said it changed;
    None otherwise. Neither side a question, a feeling or a greeting; the newer side no plan, no passing state, and
    short (an older passing state may be linked to a lasting change: "I'm sick this week, so no coffee")."""
    # A word of return ("back to Jira", 换回Chrome) after an older sentence that states that value is no change of it:
    # it returns to it. Only a return after the older sentence's own change links (the ladder reads the rest).
    strong = _strong_words(new, ("strong",))
    returned = () if strong else _strong_words(new, ("back", "back-weak"))
    if not strong and not returned:
        return None
    old_strong = _strong_words(old, ("strong", "back"))
    if (returned and not old_strong) or (strong and old_strong):
        return None  # (a change after a change, or a plain "again": the ladder's rungs for those)
    if is_question(new) or is_question(old) or is_temporary(new) or is_feeling(new) or is_feeling(old) \
            or is_plan(new) or is_phatic(old) or is_phatic(new):
        return None
    if len(new.split()) > MAX_NEW_WORDS and not _CJK_RUN.search(new):
        return None
    had = topic_words(old)
    families = slot_families(old) & slot_families(new)
    said = (_left_named(old, new, had) if strong else "") or _kept_in_change(old, new, had, families)
    if not said:
        return None
    labels = strong or returned
    how = "a return ('again') after the older sentence's own change" if returned \
        else f"a strong change word '{labels[0]}'"
    return Judgement("possible_update", f"{how} said of the older sentence's topic ({said[:40]}), in another frame: "
                     f"linked, nothing crossed out", labels, said[:80], similarity=similarity)


# Where a return's own clause ends beside its reason (blind set 22: "Reverted to Jest, Vitest couldn't handle our module
# mocks", "Dropped back to the 200 gig plan after moving the videos onto the NAS", 又换回搜狗了，微信输入法的词库
# 太少了): a clause break (above) or a word that opens a clause of when or why. Grammar only.
_RETURN_CLAUSE_END = re.compile(rf"{_CLAUSE_END.pattern}|\b(?:after|since|as|once|when|now that)\b|以后|之后|后来",
                                re.IGNORECASE)
_NUMBER = re.compile(r"\d+(?:[.:]\d+)?")
# How a return came about, said before its word of return ("Ended up going back to flake8", "Finally went back to
# Jest", 最后还是返回去用 Navicat, 重新用回网易云; session 45, blind set 23): no word of the clause's own. Grammar only.
_RETURN_HOW = re.compile(r"\b(?:ended up(?: going| moving| switching)?|finally|eventually|in the end|ultimately)\b"
                         r"|最后|最终|终于|到头来|还是|重新", re.IGNORECASE)


def _numbers(text: str) -> frozenset[str]:
    return frozenset(_NUMBER.findall(number_forms(text)))


@_per_text
def _return_clauses(text: str) -> tuple[str, ...]:
    """The clause of each word of return (strength back or back-weak, said done) in `text`: from the clause break
    before it to the one after it (_RETURN_CLAUSE_END), the reason beside it left out."""
    text = unicodedata.normalize("NFKC", text)
    out = []
    for _, pattern, strength in _SIGNALS:
        if strength not in ("back", "back-weak"):
            continue
        for m in pattern.finditer(text):
            if not _said_done(text, m):
                continue
            ends = [e.end() for e in _RETURN_CLAUSE_END.finditer(text, 0, m.start())]
            after = _RETURN_CLAUSE_END.search(text, m.end())
            out.append(text[ends[-1] if ends else 0:after.start() if after else len(text)])
    return tuple(out)


def returned_value(old: str, new: str) -> str:
    """The older sentence's words that a return in `new` names ("Our JS tests run on Jest" / "Reverted to Jest,
    Vitest couldn't handle our module mocks": jest), or "". The clause of the word of return (its reason beside it set
    aside) says nothing but words and numbers of `old`, and at least one: no subject, holder or value of its own
    ("My colleague went back to Jest", "Back to the office"), nor another holder's ("He went back to Jest"). Neither
    side a question, a plan, a passing state or a greeting. Alone this is no verdict (a return to a value once held
    may follow an event: "I visited Ohio" / "Went back to Ohio"): the write path reads it only against an entry
    that a newer one already replaced or may replace (WriteService._returned_to), where the return moves the slot
    off that newer value."""
    if is_question(new) or is_question(old) or is_temporary(new) or is_plan(new) or is_phatic(old) \
            or is_phatic(new) or _another_holder(old, new):  # ("He went back to Jest": his return, not the speaker's)
        return ""
    had, had_numbers = topic_words(old) | _names(old), _numbers(old)
    for clause in _return_clauses(new):
        plain = _RETURN_HOW.sub(" ", without_speaker(_without_signals(clause)))
        said = _words(plain.casefold()) | _names(plain)
        numbers = _numbers(plain)
        kept = (said & had) | (numbers & had_numbers)
        if kept and said <= had | numbers and numbers <= had_numbers:
            return " ".join(sorted(kept))
    return ""


def return_leaves(old: str, middle: str, new: str) -> str:
    """The value a change `middle` moved to that a return `new` to `old`'s value names beside its clause of return, as
    the value it leaves ("连数据库我用 Navicat" / "Navicat 授权到期了，数据库客户端换成 DBeaver 了" / "DBeaver 太卡，…，
    最后还是返回去用 Navicat 了": dbeaver), or "". The return names `old`'s value (returned_value); `middle` says a
    strong change word done, not to `old`'s words, and is no question, plan or passing state. Alone this is no verdict:
    the write path reads it only for a `middle` said between `old` and the return and linked to neither
    (WriteService._returned_to), where it tells that the return leaves what `middle` changed to."""
    if not _strong_words(middle, ("strong",)) or _strong_words(middle, ("back", "back-weak")) \
            or is_question(middle) or is_temporary(middle) or is_plan(middle) or _another_holder(old, middle) \
            or not returned_value(old, new):
        return ""
    beside = unicodedata.normalize("NFKC", new)
    for clause in _return_clauses(new):
        beside = beside.replace(clause, " ")
    moved_to = {w for _, rest, _ in _change_clauses(middle) for w in rest} - topic_words(old) - _names(old)
    left = moved_to & (_words(beside.casefold()) | _names(beside))
    return " ".join(sorted(left))
