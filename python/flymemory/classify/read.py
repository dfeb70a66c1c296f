"""Read-time judgements: `at_read` (a pair as answers to one question), `twins_at_read` (two near
twins answering one question, order only) and `changed_at_read` (a newer sentence that says how the
older one's thing changed, order only)."""

from __future__ import annotations

import itertools
import re

from flymemory import dedup
from flymemory.classify.cjk import _CJK_MEASURE, _cjk_heads_differ, _cjk_subject_changed
from flymemory.classify.counts import _counts_as_digits, _other_number
from flymemory.classify.guards import _event_frame, _parties
from flymemory.classify.holder import _another_holder, _holder
from flymemory.classify.judgement import _CJK_RUN, RULE_CHARS, Judgement
from flymemory.classify.kinds import _kind_changed
from flymemory.classify.ladder import _KEPT_APART, classify
from flymemory.classify.rungs import _head_keys, _is_ing_of
from flymemory.classify.second_looks import _one_habit_rate
from flymemory.classify.signals import (
    _SLOT_FAMILIES,
    _TIME_WORDS,
    _another_thing_swapped,
    _named_old_value,
    _without_signals,
    content_terms,
    is_plan,
    is_temporary,
    signals_in,
    slot_families,
)
from flymemory.classify.subject import (
    _ENDED,
    _VALUE_WORDS,
    _anchors,
    _one_value_apart,
    _replaced_values,
    _same_claim,
    _subject_changed,
    _values,
)
from flymemory.classify.words import (
    _CN_FUNCTION,
    _EN_STOP,
    _UNITS,
    CN_WEEKDAY,
    CN_WHEN,
    CN_WHEN_WORDS,
    GROUP_WORD,
    HABIT_ASPECT_CN,
    HABIT_ASPECT_EN,
    HABIT_TIMES_CN,
    HABIT_TIMES_EN,
    SPEAKER_LED,
    WEEKDAY_EN,
    _number_forms,
    _pronoun_led,
    _without_adverbs,
    is_feeling,
    is_question,
    says_negation,
    words_alone,
)
from flymemory.phatic import is_phatic


def at_read(old: str, new: str, question: str = "") -> Judgement:
    """Read time, for two active entries the write path did not link that both come near the top of
    one recall (`flymemory.outdated`): does the newer one replace the older? The same ladder (lexical:
    no cosine at hand), and one more rung that only a recall can supply. Both sentences answer the
    same question, which stands in for the subject they share ("We use Postgres" / "We moved to
    MongoDB" for "Which database do we use?": no word in common). Nothing is crossed out or linked:
    the newer one is shown first and the older one stamped, so a wrong call costs an order, not a fact.
    The rung asks for a strong change word in the newer sentence, a value's worth of difference, no
    date, no subject of its own on either side, and a question that names no detail only the older
    sentence has ("Which port does service alpha use?" keeps alpha first).
    Without a change word in the newer sentence, see `_answers_alike_at_read`."""
    old_labels = {label for label, _ in signals_in(old)}
    if not any(label not in old_labels for label, _ in signals_in(new)):
        return _answers_alike_at_read(old, new, question)
    judgement = classify(old, new)
    if judgement.links or judgement.kind in ("restatement", "temporary", "chatter"):
        return judgement
    if not old.strip() or not new.strip() or len(old) > RULE_CHARS or len(new) > RULE_CHARS:
        return judgement
    if is_question(old) or is_question(new) or is_feeling(old) or is_feeling(new) or is_temporary(new) \
            or is_phatic(old) or is_phatic(new) or is_plan(new) or _another_thing_swapped(old, new):
        return judgement
    fresh = [(label, strength) for label, strength in signals_in(new)
             if label not in old_labels and strength in ("strong", "back")]
    if not fresh and any(label not in old_labels and label != "new" for label, _ in signals_in(new)) \
            and _replaced_values(old, new):
        # A weak word ("now", "these days", "现在") is enough when a name or number on each side was left for
        # another: "We use Postgres for the main database" / "We're on MongoDB now".
        fresh = [(label, strength) for label, strength in signals_in(new) if label not in old_labels]
    if not fresh or _same_claim(old, new) or not _one_value_apart(old, new):
        return judgement
    a, b = dedup._Text.of(old), dedup._Text.of(new)
    if (a.guards() | b.guards()) & _TIME_WORDS or _subject_changed(a, b) or _cjk_heads_differ(old, new) \
            or _parties(new) - _parties(old) or _asks_the_older_only(question, old, new) or _another_holder(old, new):
        # Another person's change answers nothing about the one asked ("小杰调到了设计组" for "小梅在哪个组？",
        # "我哥哥搬到了上海" for "我姐姐住在哪里？"): the guards of the order-only step, `changed_at_read`.
        return judgement
    asked = content_terms(question)
    shared = content_terms(_without_signals(old)) & content_terms(_without_signals(new)) - asked
    reason = bool(_named_old_value(old, new) or _kind_changed(old, new) or slot_families(old) & slot_families(new))
    if not reason and not shared and not (asked & content_terms(old) and asked & content_terms(new)) \
            and not _asked_slot(question, old, new) \
            and (asked & content_terms(new) or _own_new_words(old, new, question) > 1):
        # Nothing ties the two sentences but the change word ("The build was slow again" after "I prefer tabs in
        # Go code", for "What broke the build?"); a newer sentence that is only a change word and a new value
        # ("We moved to Quillpad") is tied by the question it answers.
        return judgement
    if not reason and not asked & content_terms(new) and shared \
            and not {label for label, _ in fresh} & _ENDED:
        # The question's words are the older sentence's only, and the newer one says something else of a word
        # they share ("Priya took over the team barbecue planning" for "Who maintains the mobile app?", "We
        # upgraded Grafana to version 11" for "Where are our dashboards?"), not that it left ("Helen left,
        # so I report to Omar now").
        return judgement
    details = _anchors(a)
    if asked & (content_terms(old) - content_terms(new)) \
            & content_terms(" ".join(t for t, k in zip(a.tokens, a.keys, strict=True) if k in details)):
        return judgement
    old_value, new_value = _values(_without_adverbs(old), _without_adverbs(new))
    if not new_value:
        return judgement
    labels = tuple(label for label, _ in fresh)
    return Judgement("possible_update", f"read time: change word '{labels[0]}', both answer the same question", labels,
                     " ".join(sorted(asked))[:80], old_value, new_value)


def _answers_alike_at_read(old: str, new: str, question: str) -> Judgement:
    """No change word in the newer sentence: the write path judged the pair with a cosine that may have
    kept it apart ("The max upload size is 10 MB" / "Uploads are capped at 25 MB", a frame reworded), or
    never saw it as a neighbour. The question supplies what the write path lacks: the slot both answer.
    A pair is read newer first when the question names the slot in both sentences (a word, a Chinese
    character, or a slot family: "What is my car?" for two "I drive …"), neither sentence has a subject,
    an event or a date of its own (a date is allowed only as the value that changed: "on Tuesday" / "on
    Thursday"), the question names no detail only one side has, and either the lexical ladder itself
    links the pair, or each side holds one number of the same unit where the other has another
    ("10 MB" / "25 MB", "3个" / "8个"). Two names, two events, two services stay as they are."""
    if not question.strip() or not old.strip() or not new.strip() or len(old) > RULE_CHARS or len(new) > RULE_CHARS:
        return Judgement("distinct", "read time: no change word in the newer sentence")
    if any(test(text) for text in (old, new) for test in (is_question, is_feeling, is_temporary, is_phatic)):
        return Judgement("distinct", "read time: no change word, and a question, feeling or passing state")
    slot = _asked_slot(question, old, new)
    if not slot:
        return Judgement("distinct", "read time: no change word, and the question names no slot both sentences have")
    if _asks_one_side(question, old, new):
        return Judgement("distinct", "read time: the question names a detail only one sentence has")
    a, b = dedup._Text.of(old), dedup._Text.of(new)
    if _subject_changed(a, b) or _cjk_subject_changed(old, new, question) or _event_frame(old, new) \
            or not _one_value_apart(old, new):
        return Judgement("distinct", "read time: no change word, and a subject or an event of its own")
    dated = (a.guards() | b.guards()) & _TIME_WORDS
    judgement = classify(old, new)
    numbered = all(v.replace(".", "").isdigit() for v in (judgement.old_value, judgement.new_value)) \
        and not _other_number(old, new, question)  # "(note 12)" / "(note 297)": two numbered things
    if judgement.links and not numbered \
            and not dated - set(dedup._Text.of(f"{judgement.old_value} {judgement.new_value}").keys):
        return Judgement("possible_update", f"read time: no change word, both answer the question ({judgement.rule})",
                         (), slot, judgement.old_value, judgement.new_value)
    numbers = None if dated or _own_words(old, new, question) > MAX_OWN_WORDS else _other_number(old, new, question)
    if numbers:
        return Judgement("possible_update", f"read time: both answer the question, another number of one unit: "
                         f"{numbers[0]} -> {numbers[1]}", (), slot, *numbers)
    return Judgement("distinct", "read time: no change word, and no value of one kind replaced" if not dated
                     else "read time: no change word, and a date beside the value")


_QUESTION_CJK = frozenset("什么哪里几多少谁怎样吗呢")
# The most words either side may have that neither the other side nor the question has, for another
# number to be read as the same slot's value: none. "Print queue workers: 8" for "How many workers does
# the print queue run?" rewords only with the question's words. Two sentences that say other things about
# one subject ("The editor should be documented (note 45)" / "The editor needs a review (note 24)") have
# more; so does "Uploads are capped at 25 MB" ("capped"), which is left in its place: at 1 the probe check
# halves showed 3 look-alikes stamped where 0 allowed 1 (counts only, their items not read).
MAX_OWN_WORDS = 0


def _own_words(old: str, new: str, question: str) -> int:
    """The larger count, of the two sentences, of words (English) and characters (Chinese) that neither the
    other sentence nor the question has, numbers and units aside."""
    def words(text: str) -> tuple[set[str], set[str]]:
        text = _counts_as_digits(text)
        english = {t for t in content_terms(_CJK_RUN.sub(" ", text)) if not any(c.isdigit() for c in t)
                   and t not in _VALUE_WORDS and t not in _UNITS}
        return english, set("".join(_CJK_RUN.findall(text))) - _CN_FUNCTION - set(_CJK_MEASURE)

    (en_a, zh_a), (en_b, zh_b), (en_q, zh_q) = words(old), words(new), words(question)
    return max(len(en_a - en_b - en_q) + len(zh_a - zh_b - zh_q), len(en_b - en_a - en_q) + len(zh_b - zh_a - zh_q))


def _own_new_words(old: str, new: str, question: str) -> int:
    """Words of the newer sentence, change words and numbers aside, that neither the older sentence nor
    the question has (English words; Chinese characters two to a word)."""
    text = _without_signals(new)
    english = {t for t in content_terms(_CJK_RUN.sub(" ", text)) if not any(c.isdigit() for c in t)}
    english -= content_terms(old) | content_terms(question)
    chinese = set("".join(_CJK_RUN.findall(text))) - set(old) - set(question) - _CN_FUNCTION
    return len(english) + (len(chinese) + 1) // 2


def _asked_slot(question: str, old: str, new: str) -> str:
    """What the question asks that both sentences have: topic words, else single Chinese characters
    ("我住在哪里？": 住), else a slot family; empty when none."""
    shared = content_terms(question) & content_terms(old) & content_terms(new)
    if not shared:
        chars = [set("".join(_CJK_RUN.findall(text))) - _CN_FUNCTION - _QUESTION_CJK for text in (question, old, new)]
        shared = frozenset(chars[0] & chars[1] & chars[2])
    if not shared:
        shared = slot_families(question) & slot_families(old) & slot_families(new)
    return " ".join(sorted(shared))[:80]


def _asks_one_side(question: str, old: str, new: str) -> bool:
    """The question names a detail (a number, a name) only one of the two sentences has: "Which port does
    service alpha use?" asks about one of two services. Numbers in one form ("floor 3" / "third floor")."""
    said, had, has = (content_terms(_number_forms(text)) for text in (question, old, new))
    details: set[str] = set()
    for text in (old, new):
        parsed = dedup._Text.of(_number_forms(text))
        details |= content_terms(" ".join(t for t, k in zip(parsed.tokens, parsed.keys, strict=True)
                                          if k in _anchors(parsed)))
    return bool(said & ((had - has) | (has - had)) & details)



# -- read time, order only: two near twins answering one question -------------------------------
# The most words either side of a twin pair may have that neither the other side nor the question has
# (numbers, units and change words aside): the value that changed and one word of rewording ("The cache
# TTL is 60 seconds" / "Cache entries expire after 300 seconds": "entri", "expir" on the newer side).
TWIN_OWN_WORDS = 2
# The least share of each side's words (Chinese characters) the two must have in common: one frame kept.
TWIN_SHARED = 0.5
# Longer sentences say more than one fact (chat turns): never read as twins.
TWIN_CHARS = 160


def twins_at_read(old: str, new: str, question: str) -> str:
    """Read time, for two active entries near the top of one recall that `at_read` did not link: are they
    near twins answering the question (the same frame with one detail changed, or reworded around it)?
    Then the newer is shown first and NOTHING is stamped: no claim is made that the older is outdated,
    only the order changes. The rule that fired, or "" when it did not.
    Twins: the question names a word (a Chinese character, a slot family) both sentences have; it names no
    detail only one side has, and no word of the older sentence that the newer one replaced with another
    word that is not a change word ("Which port does the auth service use?" for "The auth service …" /
    "The billing service …" keeps auth first; "Team A" / "Team B": a lone capital is a name); neither side is
    a question, feeling, greeting, passing state or plan, nor "X换了N" of another thing, nor longer than
    TWIN_CHARS; Chinese heads that differ are two subjects (as in `_answers_alike_at_read`, and beside a
    change word as in `at_read`: "日志发到ELK" / "指标现在发到Prometheus"); the two keep no event verb of
    their own (two events are two facts: "On Sunday I cooked …" / "On Monday I cooked …"; a habit whose rate alone
    changed keeps none, `_event_kept`: "我每周去两次健身房" / "我每月去两次健身房"); each side has at
    most TWIN_OWN_WORDS words that neither the other side nor the question has; and the two keep one frame
    (`_frame_kept`: at least TWIN_SHARED of each side's words in common)."""
    if not question.strip() or not old.strip() or not new.strip() or max(len(old), len(new)) > TWIN_CHARS:
        return ""
    if is_plan(new) or _another_thing_swapped(old, new) \
            or any(test(text) for text in (old, new) for test in (is_question, is_feeling, is_temporary, is_phatic)):
        return ""
    slot = _asked_slot(question, old, new)
    if not slot or _asks_one_side(question, old, new) or _asks_replaced_word(question, old, new) \
            or _events_apart(old, new, question) or _cjk_subject_changed(old, new, question) \
            or (signals_in(new) and _cjk_heads_differ(old, new)):
        return ""
    own = _twin_own_words(old, new, question)
    if (max(own) > TWIN_OWN_WORDS or not _frame_kept(old, new)) and not _named_values(old, new, question):
        return ""
    names = "" if max(own) <= TWIN_OWN_WORDS and _frame_kept(old, new) else ", names aside"
    return f"read time, order only: near twins answering one question ({slot}), {own[0]}/{own[1]} words of their own" \
        + names


# A capitalised word past a sentence's first word: a name ("Lena's place", "Elm Street", "Mon, Wed, Fri").
_NAME_EN = re.compile(r"(?<=\s)[A-Z][a-z]+\b(?:'s)?")


def _named_values(old: str, new: str, question: str) -> bool:
    """The twin step's counts hold with the names of both sentences set aside: a name is the value that changed, not a
    word of another frame ("Book club meets at Lena's place" / "Book club meets at the library on Elm Street", "My gym
    sessions are Mon, Wed, Fri at 6:30" / "… Tuesdays and Thursdays at 7 pm"). Only of one holder (no party on one side
    only, `_another_holder`), and for a question that names no word only the older sentence has ("Where does Jordan
    live?" for "Jordan lives in Austin" / "Casey moved to Denver")."""
    if not _NAME_EN.search(old + " " + new) or _parties(old) ^ _parties(new) or _another_holder(old, new):
        return False
    (q_en, q_zh), (a_en, a_zh), (b_en, b_zh) = _twin_words(question), _twin_words(old), _twin_words(new)
    if q_en & a_en - b_en or q_zh & a_zh - b_zh:
        return False
    old, new = _NAME_EN.sub(" ", old), _NAME_EN.sub(" ", new)
    return max(_twin_own_words(old, new, question)) <= TWIN_OWN_WORDS and _frame_kept(old, new)


def _events_apart(old: str, new: str, question: str) -> bool:
    """For the order-only steps: the two keep an event verb (`_event_kept`) that makes them two events, not one slot.
    A verb the question asks with is the slot itself, of one holder ("车险在哪买的？" for "车险在平安买的" / "车险今年
    在人保买的", "Which laptop do I travel with?"): both answer it, the newer first. Two holders of the verb (a party
    on one side only, `_another_holder`) stay two events, and so does a question that names the time of one event
    (`_asks_replaced_word`, asked beside this); so do a deed and its negation ("我看过《流浪地球》" / "我没看过…":
    the question asks for the one done), and two deeds each at a time of its own ("On Sunday I cooked a curry" / "On
    Monday I cooked pasta" for "What did I cook?", `_days_replaced`; a time of day replaced on one day is the slot's
    value: 去上海的高铁是周六上午9点20分发车 / …周六下午2点05分发车)."""
    verb = _event_kept(old, new)
    if not verb:
        return False
    asked = verb in question if _CJK_RUN.search(verb) else verb in dedup._Text.of(question).keys
    return not asked or bool(_parties(old) ^ _parties(new)) or _another_holder(old, new) \
        or says_negation(old) != says_negation(new) or _days_replaced(old, new)


# A day named in a sentence: a weekday (English or Chinese).
_DAY = re.compile(rf"\b{WEEKDAY_EN}s?\b|{CN_WEEKDAY}", re.IGNORECASE)


def _days_replaced(old: str, new: str) -> bool:
    """Each sentence names a day the other does not: two deeds, each on its own day."""
    said = [{m.group(0).casefold().removesuffix("s") for m in _DAY.finditer(text)} for text in (old, new)]
    return bool(said[0] - said[1]) and bool(said[1] - said[0])


def _event_kept(old: str, new: str) -> str:
    """For the order-only steps: the event or activity verb both sentences keep (`guards._event_frame`), read with
    their change words set aside (the 去 of 改去 is the change, no kept verb: "老妈每天下午去公园跳广场舞" / "老妈现在
    改去社区打太极拳了"), and none when only a habit's rate changed (`_one_habit_rate`: how often one goes to the gym
    is one value)."""
    verb = _event_frame(_without_signals(old), _without_signals(new))
    return "" if not verb or _one_habit_rate(old, new) else verb


# A final y after a consonant, as the stemmer leaves it in the singular ("retry") and writes it before -es/-ed
# ("retries", "retried" -> "retri"): one word for the twin step's counts.
_FINAL_Y = re.compile(r"(?<=[b-df-hj-np-tv-z])y$")


def _twin_words(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """Topic words (English; "retry" read as "retries" is, `_FINAL_Y`) and characters (Chinese) of a sentence,
    change words, numbers and units aside."""
    text = _without_signals(_counts_as_digits(text))
    english = frozenset(_FINAL_Y.sub("i", t) for t in content_terms(_CJK_RUN.sub(" ", text))
                        if not any(c.isdigit() for c in t) and t not in _UNITS)
    return english, frozenset("".join(_CJK_RUN.findall(text))) - _CN_FUNCTION - set(_CJK_MEASURE)


def _twin_own_words(old: str, new: str, question: str) -> tuple[int, int]:
    """Per side, the words that neither the other side nor the question has (Chinese characters two to a word)."""
    (en_a, zh_a), (en_b, zh_b), (en_q, zh_q) = _twin_words(old), _twin_words(new), _twin_words(question)
    return (len(en_a - en_b - en_q) + (len(zh_a - zh_b - zh_q) + 1) // 2,
            len(en_b - en_a - en_q) + (len(zh_b - zh_a - zh_q) + 1) // 2)


def _frame_kept(old: str, new: str) -> bool:
    """The two sentences share at least half of each one's words (Chinese characters), numbers, units and
    change words aside: one frame with a detail changed ("The client retries 3 times" / "Client retry count
    is 5"), not two claims about one subject ("The staging database lives on db-stage-2" / "The database
    was slow again (note 163)")."""
    (en_a, zh_a), (en_b, zh_b) = _twin_words(old), _twin_words(new)
    shared = len(en_a & en_b) + len(zh_a & zh_b)
    return shared >= TWIN_SHARED * max(len(en_a) + len(zh_a), len(en_b) + len(zh_b))


def _asks_replaced_word(question: str, old: str, new: str) -> bool:
    """The question names a word of the older sentence that the newer one replaced, in the same place, with
    another word that is not a change word: "auth" / "billing", "测试机" / "构建机", "Sunday" / "Monday"."""
    a, b = dedup._Text.of(old), dedup._Text.of(new)
    asked = set(dedup._Text.of(question).keys)
    for tag, i1, i2, j1, j2 in dedup.align(a.keys, b.keys):
        if tag != "replace" or i2 - i1 > 3 or j2 - j1 > 3:
            continue
        replaced = {k for k in a.keys[i1:i2] if (k not in dedup._STOP or k in a.details()) and not k.isdigit()}
        replaced -= set(b.keys)
        instead = {k for k in b.keys[j1:j2] if k not in dedup._STOP or k in b.details()}
        if all(dedup._is_cjk(t) and (k in dedup._STOP or k in _CN_FUNCTION)
               for t, k in zip(b.tokens[j1:j2], b.keys[j1:j2], strict=True)):
            # A Chinese particle in the place of the asked word ("我用纸质笔记本" / "我的笔记"): the question's
            # characters are read as the entries' are, and a particle is no other word put there.
            continue
        put = _as_written(b.tokens[j1:j2])
        if replaced & asked and not instead & asked and not signals_in(put) and not _HABIT_ASPECT_EN.search(put) \
                and not _HABIT_ASPECT_CN.search(put):
            # (a verb of beginning or ending before the asked verb, "go" -> "stopped going", is its habit said to
            # start or stop, not another word put in its place)
            return True
    return False


def _as_written(tokens: tuple[str, ...]) -> str:
    """Tokens put back together as a sentence writes them: no space between two Chinese characters ("涨到", which a
    change word's pattern reads; "涨 到" it does not), one between words."""
    out = ""
    for token in tokens:
        out += token if not out or (dedup._is_cjk(token) and dedup._is_cjk(out[-1])) else " " + token
    return out


# -- read time, order only: a change said in words ------------------------------------------------
# Longer sentences say more than one fact (chat turns): never read as a change of one thing.
CHANGE_CHARS = 200


def changed_at_read(old: str, new: str, question: str) -> str:
    """Read time, order only: does the newer sentence say how the older one's thing changed ("Standup is at
    9:30" / "Standup moved to 10:15", "我住在杭州" / "我已经搬到上海浦东了")? The rule, or "" when not.
    Unlike the twin step it does not ask the two to keep one frame: a sentence that says HOW it changed ("X
    moved to Y", "我们改用Z了") has words of its own. It asks instead for a change word of the newer sentence
    that the older one does not say itself (the classifier's reader, `signals_in`; "now", "现在",
    "已经" count, "new" alone does not), neither side a question, feeling, greeting or passing state ("this
    week" never goes above a standing fact) nor the newer a plan; the question naming something both sentences
    have (`_asked_slot`), or asking about the older one whose value the newer one names as the one it
    leaves ("I gave up bash for zsh"); and none of the guards that prove two facts: a detail the question names
    on one side only, a word the question asks with replaced by another, two subjects (English words or Chinese
    heads), an event verb both keep (`_event_kept`: not the verb of a change word, 改去, nor that of a habit whose
    rate alone changed), a party of its own in the newer ("我同事调到深圳了"), a subject the question
    asks that only the older has (`_asks_the_older_only`), a ladder verdict that keeps the two apart on purpose
    (identifiers differ, names in another order) or reads them as one claim or a passing state.
    Without a change word, a verb of beginning or ending before the older sentence's own verb, said of one holder,
    stands for one (`habit_aspect`: "I buy lunch at the canteen" / "I've stopped buying lunch at the canteen"):
    the verb both keep is then the habit said to start or stop, not two events of one verb, and a question that
    asks with that verb ("Where do I swim?" for "I've begun swimming …") names the slot."""
    if not question.strip() or not old.strip() or not new.strip() or max(len(old), len(new)) > CHANGE_CHARS:
        return ""
    old_labels = {label for label, _ in signals_in(old)}
    fresh = [label for label, _ in signals_in(new) if label not in old_labels]
    said = any(label != "new" for label in fresh)  # "new" alone brings a new thing more often than a value
    habit = "" if said else habit_aspect(old, new)
    if not said and not habit:
        return ""
    if is_plan(new) or _another_thing_swapped(old, new) \
            or any(test(text) for text in (old, new) for test in (is_question, is_feeling,
                                                                is_temporary, is_phatic)):
        return ""
    slot = _asked_slot(question, old, new) or _older_value_named(question, old, new) \
        or (habit if habit and _names_habit(question, habit) else "")
    if not slot and said:
        told = told_change(old, new, question)
        if told:
            return told
    if not slot or _asks_one_side(question, old, new) or _asks_replaced_word(question, old, new) \
            or (not habit and _events_apart(old, new, question)) or _cjk_heads_differ(old, new) \
            or _subject_changed(dedup._Text.of(old), dedup._Text.of(new)) \
            or _parties(new) - _parties(old) or _asks_the_older_only(question, old, new) \
            or _another_holder(old, new):
        return ""
    judgement = classify(old, new)
    if judgement.kind in ("restatement", "temporary", "chatter") or judgement.rule.startswith(_KEPT_APART):
        return ""
    if habit:
        return f"read time, order only: the older habit '{habit}' started or stopped, both answer one question ({slot})"
    return f"read time, order only: change word '{fresh[0]}', both answer one question ({slot})"


# A change told as a story: the clauses of the newer sentence (a lead that says why or when, then the change), and
# a connective that opens a clause ("…, so we moved …", "…，于是我们…").
_CLAUSES = re.compile(r"[，,;；]")
_CLAUSE_LEAD = re.compile(r"^\s*(?:so|and|but|then|所以|于是|结果|后来|就)\s*", re.IGNORECASE)


def _change_clause(old: str, new: str) -> str:
    """The clause of the newer sentence that says the change (`signals_in`: a change word the older sentence does
    not say, "new" alone aside), its connective set aside, when it names no subject of its own and is told as a
    story: a clause after a lead that says why or when, led by a pronoun ("We pulled her out in the fall; she's at
    Oakwood Academy these days", "费用太高，我们把服务全搬到了腾讯云") or by the change word itself ("…，如今全在GitHub
    上了"); or a sentence the change word opens ("Nowadays I train …", "又换回Windows了"). Else "": "I moved my plants
    to the balcony", one clause that a pronoun opens, is as often another thing moved."""
    old_labels = {label for label, _ in signals_in(old)}
    clauses = [c for c in _CLAUSES.split(new) if c.strip()]
    for n in range(len(clauses) - 1, -1, -1):
        clause = clauses[n]
        if any(label not in old_labels and label != "new" for label, _ in signals_in(clause)):
            clause = _CLAUSE_LEAD.sub("", clause).strip()
            bare = _CLAUSE_LEAD.sub("", _without_signals(clause)).strip()
            led_by_change = bool(bare) and not clause.startswith(bare[:2])
            told = led_by_change or (n > 0 and _pronoun_led(bare))
            return clause if bare and told else ""
    return ""


# The most words a told change's clause may have that neither the older sentence nor the question has, names
# (a capitalised word), numbers, times and change words aside: the thing it did ("train"), no second thing
# ("I moved my desk next to the window" for "What time is the retro?"). Chinese: characters, two to a word.
TOLD_OWN_WORDS = 1
TOLD_OWN_WORDS_CN = 2


def _told_own_words(old: str, clause: str, question: str) -> tuple[int, int]:
    text = _without_signals(clause)
    english = {t for w in re.findall(r"[A-Za-z][A-Za-z']*", _CJK_RUN.sub(" ", text)) if not w[0].isupper()
               for t in content_terms(w) if t not in _TIME_WORDS and not HABIT_TIMES_EN.fullmatch(w)}
    english -= content_terms(old) | content_terms(question)
    chinese = set("".join(_CJK_RUN.findall(text))) - set(old) - set(question) - _CN_FUNCTION
    return len(english), (len(chinese) + 1) // 2


def _asks_older(question: str, old: str) -> bool:
    """The question names something of the older sentence: a topic word, a Chinese character (function and
    question characters aside) or a slot family."""
    return bool(content_terms(question) & content_terms(old)
                or (set("".join(_CJK_RUN.findall(question))) & set(old)) - _CN_FUNCTION - _QUESTION_CJK
                or slot_families(question) & slot_families(old))


def _another_of_asked(question: str, old: str, new: str) -> bool:
    """The question names a word only the older sentence has, and the newer one keeps the word beside it in the
    older with a word of its own in its place: another one of that thing ("Which port does service alpha use?" for
    "Service alpha listens on port 8080" / "We moved service beta to 9090": service kept, beta put for alpha; 订单服务
    / 支付服务). A word only dropped is no other one ("家里电费每月两百左右" / "电费涨到三百了")."""
    a, b = dedup._Text.of(old), dedup._Text.of(_counts_as_digits(_without_signals(new)))
    asked = content_terms(question) - content_terms(new)
    old_keys = set(a.keys)
    for i, key in enumerate(a.keys):
        cjk = dedup._is_cjk(a.tokens[i])
        if cjk and not (a.tokens[i] in question and a.tokens[i] not in new and a.tokens[i] not in _CN_FUNCTION) \
                or not cjk and key not in asked:
            continue
        width = 2 if cjk else 1  # (a Chinese word beside it: two characters)
        for side in (1, -1):
            span = range(i + 1, i + 1 + width) if side == 1 else range(i - width, i)
            if span.start < 0 or span.stop > len(a.keys) \
                    or any(dedup._is_cjk(a.tokens[n]) != cjk or a.keys[n] in dedup._STOP for n in span):
                continue
            beside = a.keys[span.start:span.stop]
            for j in range(len(b.keys) - width + 1):
                if b.keys[j:j + width] == beside:
                    at = j - 1 if side == 1 else j + width  # (the place of the asked word, in the newer sentence)
                    put = b.tokens[at] if 0 <= at < len(b.keys) else ""
                    if put and b.keys[at] not in old_keys and b.keys[at] not in dedup._STOP \
                            and put not in _CN_FUNCTION and not any(c.isdigit() for c in put) \
                            and not _one_word(put, a.tokens[i]):
                        return True
    return False


def _one_word(a: str, b: str) -> bool:
    """Two forms of one English word (bake / baking, retries / retry): a common start of all but their last letter."""
    a, b = a.casefold(), b.casefold()
    n = min(len(a), len(b))
    return a.isascii() and b.isascii() and n > 2 and a[:n - 1] == b[:n - 1]


def told_change(old: str, new: str, question: str) -> str:
    """Read time, order only, for `changed_at_read` when the question names nothing both sentences have: a change
    told as a story, in a clause of the newer sentence that names no subject of its own (`_change_clause`: "Costs got
    silly, so we moved …", "膝盖受伤后，我改成游泳了"), of the older sentence's holder, for a question that asks about
    the older sentence. The newer one is its update more often than anything else: nothing ties them but the change
    and the question. The rule, or "". Not when the clause is said of another holder or party ("My wife works at
    Stripe" / "…, so I joined Shopify"), the question names a detail one side has only or a word the newer one keeps
    the neighbour of (another one of the thing asked, `_another_of_asked`), or the ladder reads the older sentence and
    the clause as one claim, a passing state or two facts on purpose."""
    clause = _change_clause(old, new)
    if not clause or not _asks_older(question, old) or is_plan(clause):
        return ""
    own_en, own_cn = _told_own_words(old, clause, question)
    if own_en > TOLD_OWN_WORDS or own_cn > TOLD_OWN_WORDS_CN:
        return ""
    groups = [{m.group(0).casefold() for m in GROUP_WORD.finditer(text)} for text in (question, old, clause)]
    whose = _parties(question) & _parties(old) - _parties(clause) or groups[0] & groups[1] - groups[2]
    if SPEAKER_LED.match(_without_signals(clause)) and whose:
        return ""  # (the question asks another party's or a group's fact: "Where does my team eat lunch?")
    if _another_holder(old, clause, crossing=True) or _holder(old) not in (_holder(clause), "") and _holder(clause) \
            or _parties(clause) - _parties(old) or _asks_one_side(question, old, clause) \
            or _asks_replaced_word(question, old, clause) or _another_of_asked(question, old, clause) \
            or _event_kept(old, clause):
        return ""
    judgement = classify(old, clause)
    if judgement.kind in ("restatement", "temporary", "chatter") or judgement.rule.startswith(_KEPT_APART):
        return ""
    return f"read time, order only: a change told in a clause of its own ({clause[:40]}), the question asks the older"


# A verb of beginning or ending (words.HABIT_ASPECT_EN) and the verb of the habit after it, a gerund ("started
# drinking", "stopped going running": the last gerund is the habit, "going" may stand before it).
_HABIT_ASPECT_EN = re.compile(r"\b(?:" + "|".join(w.replace(" ", r"\s+") for w in sorted(HABIT_ASPECT_EN, key=len,
                                                                                            reverse=True))
                              + r")\s+(?:(going)\s+)?([a-z]+ing)\b", re.IGNORECASE)
_HABIT_ASPECT_CN = re.compile(f"(?:{'|'.join(HABIT_ASPECT_CN)})([^，。；！？,.;!?]*)")
_WORD_EN = re.compile(r"[a-z]+")


def _gerund_of(word: str, gerund: str) -> bool:
    """`gerund` is the -ing form of the verb `word` (the write path's `rungs._is_ing_of`), or `word` itself, a gerund
    already: swim / swimming, smoke / smoking, practises / practising, go / going."""
    return gerund == word or _is_ing_of(gerund, word)


def habit_aspect(old: str, new: str) -> str:
    """The older sentence's own verb (English) or a word of its habit (Chinese, two characters) that the newer
    sentence puts right after a verb of beginning or ending (words.HABIT_ASPECT_EN / _CN), else "": "I buy lunch at
    the canteen" / "I've stopped buying lunch at the canteen" (buy), "I go running every morning" / "I stopped going
    running in the mornings" (running), "我每天在小区里跑步" / "我开始去公园跑步了" (跑步). The newer sentence then says
    that the older one's habit started or stopped, not that a second event of one verb happened. Only of one holder
    (`holder._holder`: the speaker on both sides, or one party): "My brother goes running every morning" / "I started
    going running every evening" are two people's habits."""
    if not (_HABIT_ASPECT_EN.search(new) or _HABIT_ASPECT_CN.search(new)) \
            or _holder(old) != _holder(new) or _another_holder(old, new):  # (most sentences hold no such verb)
        return ""
    if _habit_time_replaced(old, new):
        return ""  # (another time of day, day or meal: "I run … in the morning" / "I've started running … at night")
    words = _WORD_EN.findall(old.casefold())
    for match in _HABIT_ASPECT_EN.finditer(new):
        if _another_object_en(old, new[match.end():]):
            continue  # (another habit of the same verb: "I drink water at lunch" / "I've started drinking a shake")
        for gerund in filter(None, (match.group(2).casefold(), (match.group(1) or "").casefold())):
            found = next((word for word in words if _gerund_of(word, gerund)), "")
            if found:
                return found
    for match in _HABIT_ASPECT_CN.finditer(new):
        clause = match.group(1)
        for i in range(len(clause) - 1):
            end = i + 2
            while end <= len(clause) and _CJK_RUN.fullmatch(clause[i:end]) and clause[i:end] in old:
                end += 1
            run = clause[i:end - 1]
            if len(run) >= 2 and not set(run) <= _CN_FUNCTION and run not in CN_WHEN_WORDS \
                    and not _cn_run_no_habit(run, clause[end - 1:end + 1], old):
                return run  # (the longest run from here both have: 练瑜伽, 学吉他, 去公司)
    return ""


def _habit_time_replaced(old: str, new: str) -> bool:
    """Each sentence says a time of a habit (words.HABIT_TIMES_EN / _CN: a part of the day, a weekday, a meal) the other
    does not: another habit at another time, both may hold."""
    said = [{m.group(1).casefold() for m in HABIT_TIMES_EN.finditer(t)} | set(HABIT_TIMES_CN.findall(t))
            for t in (old, new)]
    return bool(said[0] - said[1]) and bool(said[1] - said[0])


# Another habit begun with the older sentence's verb, or at its time: the newer sentence's object after the gerund is
# its own and nothing after the gerund is the older's ("I drink water at lunch" / "I've started drinking a protein
# shake after the gym", "I read novels before bed" / "I've started reading the news at breakfast"); a time or place
# kept says the habit's slot ("I drink black coffee in the morning" / "I've started drinking green tea in the
# morning"), and no object at all, the habit itself ("I smoke a few cigarettes a day" / "I quit smoking last month").
_CLAUSE_END_EN = re.compile(r"[,;.!?]|\b(?:and|but|so)\b", re.IGNORECASE)
_OBJECT_END_EN = frozenset(("in", "at", "on", "after", "before", "from", "with", "for", "to", "every", "each", "last",
                            "this", "next", "since", "during", "until", "again", "now", "instead", "by", "ago"))


def _another_object_en(old: str, tail: str) -> bool:
    words = _WORD_EN.findall(_CLAUSE_END_EN.split(tail.casefold(), 1)[0])
    obj = list(itertools.takewhile(lambda w: w not in _OBJECT_END_EN, words))
    obj_keys = {k for w in obj for k in dedup._Text.of(w).keys} - _EN_STOP
    tail_keys = {k for w in words for k in dedup._Text.of(w).keys} - _EN_STOP
    return bool(obj_keys) and not tail_keys & set(dedup._Text.of(old).keys)


# A Chinese run both have that is only time words and a light 去 ("我周末去香山爬山" / "我开始周末去游泳了": 周末去;
# "我每天早上喝咖啡" / "我开始每天早上跑步了": 每天早上), or that ends in 去 before an act of the newer sentence's own
# ("我下班后去健身房健身" / "我开始下班后去学画画了"), names no habit of the older sentence: another activity at its
# time.
_CN_NO_HABIT = _CN_FUNCTION | frozenset("去每天")


def _cn_run_no_habit(run: str, after: str, old: str) -> bool:
    if set(re.sub(CN_WHEN, "", run)) <= _CN_NO_HABIT:
        return True
    return run.endswith("去") and bool(after) and after[:1] not in old


def _names_habit(question: str, habit: str) -> bool:
    """The question asks with the habit's verb ("Where do I swim?" for swim / swimming) or one of its characters."""
    if _CJK_RUN.search(habit):
        return bool((set(habit) & set(question)) - _CN_FUNCTION)
    return any(_gerund_of(habit, word) or _gerund_of(word, habit) for word in _WORD_EN.findall(question.casefold()))


def _asks_the_older_only(question: str, old: str, new: str) -> bool:
    """The question names a topic word (a Chinese character pair) that stands in the older sentence's subject
    (before its first linker: "is", "on", 是, 在) and not in the newer sentence, other than a word of a slot
    family the older has, and the newer sentence has a subject of its own (a word before its linker, change
    words aside, that the older lacks): "支付模块谁负责？" asks about 支付 of "支付模块由老王负责", not about
    "小李接手了登录模块"; "小梅在哪个组？" about 小梅, not 小杰. A newer sentence led by a pronoun ("We moved the
    web app to Fly.io") has no subject of its own."""
    only_old = content_terms(question) & content_terms(old) - content_terms(new)
    families = [_SLOT_FAMILIES[name] for name in slot_families(old)]
    only_old = {term for term in only_old if not any(family.search(term) for family in families)}
    if not only_old or _pronoun_led(old):
        return False
    head_old = _head_keys(dedup._Text.of(old))
    if not any(all(part in head_old for part in ([term] if term in head_old else list(term))) for term in only_old):
        return False
    bare_new = _without_signals(new)
    if _pronoun_led(bare_new):
        return False
    if _CJK_RUN.search(bare_new):
        # A Chinese head ends where a change word stood (set aside as a space), as in `_cjk_heads_differ`: what
        # follows is the new value, no subject ("电费涨到三百了": 电费, not 电费三百了).
        bare_new = bare_new.strip().split(" ", 1)[0]
    return bool(words_alone(_head_keys(dedup._Text.of(bare_new)), dedup._Text.of(old)))


def _older_value_named(question: str, old: str, new: str) -> str:
    """The question asks about the older sentence (a topic word, a Chinese character, a slot family in common)
    and the newer sentence names the older one's value as the one it leaves ("My shell is bash" / "I gave up
    bash for zsh", "我在字节跳动上班" / "我已经从字节跳动离职"): the value, else ""."""
    asks_old = content_terms(question) & content_terms(old) \
        or (set("".join(_CJK_RUN.findall(question))) & set(old)) - _CN_FUNCTION \
        - _QUESTION_CJK or slot_families(question) & slot_families(old)
    return _named_old_value(old, new) if asks_old else ""
