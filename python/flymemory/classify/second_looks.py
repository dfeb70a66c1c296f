"""After the ladder: one run of words replaced beside a kept frame, joined another group, another
subject (event, party, environment), and the second looks at a restatement or a link."""

from __future__ import annotations

import re
from dataclasses import replace

from flymemory import dedup, mood
from flymemory.classify.cjk import _CJK_HOW_OFTEN
from flymemory.classify.counts import _one_each, _other_counted_thing
from flymemory.classify.forms import CN_CLOCK_TIME, says_bound, weekday_forms
from flymemory.classify.frames import _COEXIST
from flymemory.classify.guards import (
    _environments,
    _event_frame,
    _mood_apart,
    _one_side_negated,
    _parties,
    _parties_as_one,
    _pronoun_role_changed,
    _refers_back,
    _roles_traded,
    _speaker_traded,
    _symmetric_trade,
    _traded_places,
    _value_of_another_subject,
    _when_moved,
    _with_companion,
    another_of_one_kind,
    other_leg,
    qualifier_one_side,
)
from flymemory.classify.holder import (
    _SPEAKER,
    _another_holder,
    _cjk_family_apart,
    _count_not_restated,
    _holder,
    _return_of_another,
    named_in_two_roles,
    persons_read,
    speakers_read,
)
from flymemory.classify.judgement import _CJK_RUN, Judgement
from flymemory.classify.kinds import (
    _kind_changed,
    _without_kind_values,
    number_against_name,
    other_questions,
    value_kinds,
)
from flymemory.classify.listed import (
    LIST_RULE,
    only_relation_words,
    same_list_restated,
    speaker_holds_relation,
)
from flymemory.classify.patterns import _folded, _gate, _per_text, may_match
from flymemory.classify.restatement import _cjk_same, _cjk_same_words, cjk_purpose, turned_frame
from flymemory.classify.reworded import kind_named_the_same, measured_the_same
from flymemory.classify.rungs import _kind_frame_kept, past_said_plainly
from flymemory.classify.signals import (
    _TIME_WORDS,
    _another_thing_swapped,
    _bare,
    is_plan,
    is_temporary,
    part_swapped,
    signals_in,
    slot_families,
)
from flymemory.classify.subject import _NEGATION, MAX_CHANGED_WORDS, _same_claim
from flymemory.classify.words import (
    _CN_FUNCTION,
    _EN_STOP,
    _PERSONS,
    CN_JUST,
    CN_WEEKDAY,
    CN_WHEN,
    TITLES_EN,
    WEEKDAY_EN,
    _without_adverbs,
    is_feeling,
    is_question,
    one_of,
)
from flymemory.numerals import CN_NUMERALS, value_forms

# The least of the frame that must be kept before a replaced run: a subject of two words ("CI pipeline",
# "daily driver") or of four Chinese characters ("主数据库", "客服工单"), besides function words; when both
# runs are a person's name, the role word alone ("mentor", "组长").
MIN_KEPT_SUBJECT = 2.0
MIN_KEPT_ROLE = 1.0
_NAME_EN = re.compile(rf"(?:(?:{TITLES_EN})\.?\s+)?[A-Z][a-z]+(?:[\s-][A-Z][a-z]+)?")
_NAME_CJK = re.compile(r"(?:[老小阿][\u4e00-\u9fff]|[\u4e00-\u9fff]{1,2}(?:老师|经理|总|姐|哥|工|先生|女士|阿姨))")
_NAME_PREFIX_CJK = frozenset("老小阿")
_COPULA_TURN = frozenset(("is", "是", "当"))  # "Dmitri is my mentor" / "老孙当组长": the name before the role


def _subject_weight(tokens: tuple[str, ...], keys: tuple[str, ...]) -> float:
    return sum(0.5 if dedup._is_cjk(t) else 1.0 for t, k in zip(tokens, keys, strict=True)
               if not dedup._insignificant_token(t) and k not in _EN_STOP and k not in _CN_FUNCTION)


def _is_name(words: str) -> bool:
    return bool(_NAME_EN.fullmatch(words) or _NAME_CJK.fullmatch(words))


def _run_in_frame(a: tuple[tuple[str, ...], tuple[str, ...]], b: tuple[tuple[str, ...], tuple[str, ...]],
                  glue: str) -> tuple[str, str, str] | None:
    """(the kept opening, the older run, the newer run) when `a` and `b` (tokens, keys) differ by one run of
    words each, sharing no word, after an opening that holds a subject; None when not."""
    (tokens_a, keys_a), (tokens_b, keys_b) = a, b
    n = min(len(keys_a), len(keys_b))
    start = next((i for i in range(n) if keys_a[i] != keys_b[i]), n)
    while start and tokens_a[start - 1] in _NAME_PREFIX_CJK:  # "组长是老赵" / "组长是老孙": 老 is the name's
        start -= 1
    end = 0
    while end < n - start and keys_a[-1 - end] == keys_b[-1 - end]:
        end += 1
    run_a, run_b = keys_a[start:len(keys_a) - end], keys_b[start:len(keys_b) - end]
    words_a = [t for t in tokens_a[start:len(tokens_a) - end] if not dedup._insignificant_token(t)]
    words_b = [t for t in tokens_b[start:len(tokens_b) - end] if not dedup._insignificant_token(t)]
    if not words_a or not words_b or min(len(words_a), len(words_b)) > MAX_CHANGED_WORDS:
        return None
    was, now = glue.join(words_a), glue.join(words_b)
    names = _is_name(was) and _is_name(now)
    if set(run_a) & set(run_b) and not names:
        return None
    kept = _subject_weight(tokens_a[:start], keys_a[:start])
    if kept >= (MIN_KEPT_ROLE if names else MIN_KEPT_SUBJECT):
        return glue.join(tokens_a[:start]), was, now
    if names and not start and _subject_weight(tokens_a[len(tokens_a) - end:], keys_a[len(keys_a) - end:]) >= 3:
        # "Ingrid approves the expense reports" / "Marco approves the expense reports now": the name leads.
        return glue.join(tokens_a[len(tokens_a) - end:]), was, now
    return None


def _turned(tokens: tuple[str, ...], keys: tuple[str, ...]) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The sentence turned around its copula ("Dmitri is my mentor" -> "my mentor is Dmitri", "老孙当组长" ->
    "组长是老孙"), once per copula; the name stays a name."""
    out = []
    for i, k in enumerate(keys):
        if k in _COPULA_TURN and 0 < i < len(keys) - 1:
            verb = "是" if dedup._is_cjk(tokens[i]) else tokens[i]
            out.append((tokens[i + 1:] + (verb,) + tokens[:i], keys[i + 1:] + (verb.casefold(),) + keys[:i]))
    return out


def _fresh_labels(old: str, new: str) -> tuple[str, ...]:
    """The change words of the newer sentence the older one does not say itself ("现在…" on both is no change)."""
    said = {label for label, _ in signals_in(old)}
    return tuple(label for label, _ in signals_in(new) if label not in said)


def _one_run_replaced(old: str, new: str, similarity: float | None) -> Judgement | None:
    """A link when the newer sentence carries a change word and, its change words set aside, keeps the older
    one's opening (a subject and its verb) and ending, with one run of words between them replaced by a run
    with no word of the other's: "Our CI pipeline runs on a self-hosted Jenkins box under the desk in the
    London office" / "Our CI pipeline runs on GitHub Actions now". The changed-words limit of the ladder
    reads a long value as a whole other statement; here the kept frame says it is one value. The shorter
    run must still be a value's worth of words. A run that shares a word with the other ("mobile backend is
    the old …" / "marketing site is now Vercel") is a subject changed too, not one value: no link. A person's
    name is a value after a role word ("My mentor is Rahel" / "Dmitri is my mentor now", "组长是老赵" / "现在
    老孙当组长"), the sentence read turned around its copula too."""
    labels = _fresh_labels(old, new)
    if not labels or is_plan(new) or is_temporary(new) or is_temporary(old) \
            or (_COEXIST.search(new) and not _COEXIST.search(old)) or _parties(old) != _parties(new) \
            or _environments(old) != _environments(new):
        return None
    a, b = dedup._Text.of(_bare(old)), dedup._Text.of(_bare(new))
    glue = "" if _CJK_RUN.search(old + new) else " "
    found = _run_in_frame((a.tokens, a.keys), (b.tokens, b.keys), glue)
    if not found:
        turned_a = [(a.tokens, a.keys), *_turned(a.tokens, a.keys)]
        found = next((f for ta in turned_a for tb in [(b.tokens, b.keys), *_turned(b.tokens, b.keys)]
                      if (ta, tb) != turned_a[0] + (b.tokens, b.keys) and (f := _run_in_frame(ta, tb, glue))
                      and _is_name(f[1]) and _is_name(f[2])), None)
    if not found:
        return None
    kept, was, now = found
    return Judgement("possible_update", f"change word '{labels[0]}', one run of words replaced beside the kept "
                     f"frame '{kept[:40]}': {was[:40]} -> {now[:40]}", labels, kept[:80], was[:80], now[:80],
                     similarity=similarity)


# Membership of one group of a kind: "I'm on the mobile team", "我在移动端组"; joining another of the same kind
# ("I joined the infrastructure team", "我加入了基础架构组") leaves the first, unless it says "also".
_GROUP_HEADS = "team|squad|group|chapter|guild|department|dept|division|tribe|pod|crew"
_GROUP_EN = re.compile(rf"\b(?:the|a|an)\s+((?:[\w'’-]+\s+){{1,3}}?)({_GROUP_HEADS})s?\b", re.IGNORECASE)
_GROUP_EN_GATE = _gate(_GROUP_EN)
_JOINED_EN = re.compile(r"\b(?:joined|joining|transferred|transferring|moved|moving|switched|rotated|rotating)"
                        r"(?:\s+(?:over|across))?(?:\s+(?:to|into))?\s+the$", re.IGNORECASE)
_GROUP_CJK = re.compile(r"(?<=[在是了到入去进])((?![了的])[\u4e00-\u9fffA-Za-z]{2,6}?)(小组|团队|部门|组|部|中心)"
                        r"(?![\u4e00-\u9fff]*[组部])")
_JOINED_CJK = re.compile(r"(?:加入了?|调到了?|调去了?|转到了?|转去了?|去了|进了)$")
_MEMBER_EN = re.compile(r"\b(?:on|in|part of|member of|with|for)\s+the$", re.IGNORECASE)
_MEMBER_CJK = re.compile(r"(?:在|是)$")


# The time words before a group's name (words.CN_WHEN, and "just now"), set aside to read who joined; and any month,
# week or quarter, near or numbered ("上个季度", "三月份"), read by pattern.
_WHEN_CJK = re.compile(r"(?:上|下|这|本)?个?(?:月|周|星期|季度)|[一二两三四五六七八九十\d]{1,3}(?:月份?|号|日)|"
                       + CN_WHEN + "|" + one_of(CN_JUST))


@_per_text
def _group(text: str) -> tuple[str, str, str] | None:
    """(the group's name, its kind, the words before it) when the sentence names exactly one group."""
    cjk = bool(_CJK_RUN.search(text))
    if not cjk and not may_match(_GROUP_EN_GATE, _folded(text)):
        return None  # (no head of a group written: most English sentences, not searched)
    found = list((_GROUP_CJK if cjk else _GROUP_EN).finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    return m.group(1).strip().casefold(), m.group(2).casefold(), text[:m.start(1)].rstrip()


def _who(text: str) -> tuple[str, ...]:
    """Who a clause is about: its persons (as 'first', 'third'...) and other content words, time words aside."""
    keys = dedup._Text.of(_WHEN_CJK.sub(" ", _without_adverbs(text))).keys
    return tuple(_PERSONS[k] if k in _PERSONS else k for k in keys
                 if k in _PERSONS or not (dedup._insignificant_token(k) or k in _EN_STOP or k in _CN_FUNCTION
                                          or k in _TIME_WORDS or k in ("part", "member", "a", "an")))


def _joined_another_group(old: str, new: str, similarity: float | None) -> Judgement | None:
    """A link when the older sentence says who is in a group ("I'm on the mobile team", "我在移动端组") and the
    newer says the same one joined another group of the same kind ("I joined the infrastructure team last
    month", "我上个月加入了基础架构组"), or is in it now: membership of one team is one value. Joining a group
    of another kind (a club beside a team), someone else joining, or an addition ("also") stays apart."""
    now = _group(new)  # (most sentences name no group: asked first)
    was = _group(old) if now else None
    if not was or not now or was[1] != now[1] or was[0] == now[0] or set(was[0].split()) & set(now[0].split()) \
            or is_plan(new) or is_temporary(new) or is_question(new) or _COEXIST.search(new) \
            or _parties(old) != _parties(new):
        return None
    cjk = bool(_CJK_RUN.search(new))
    member_old = (_MEMBER_CJK if cjk else _MEMBER_EN).search(was[2])
    member_new = (_MEMBER_CJK if cjk else _MEMBER_EN).search(now[2])
    verb_new = (_JOINED_CJK if cjk else _JOINED_EN).search(now[2]) or (member_new if _fresh_labels(old, new) else None)
    if not member_old or not verb_new:
        return None
    who = _who(was[2][:member_old.start()])
    if not who or who != _who(now[2][:verb_new.start()]):
        return None
    labels = _fresh_labels(old, new) or ("joined",)
    return Judgement("possible_update", f"membership of one {was[1]}: {was[0]} -> {now[0]} (joined another of "
                     "the same kind)", labels, was[1], was[0], now[0], similarity=similarity)


# How often a habit happens, said in words: 每周 / 隔天 / 天天 (cjk._CJK_HOW_OFTEN), "every other week", "twice a
# month" (the kinds table's frequency row), and the count of times beside it (两次, 3次, "three times").
_HOW_OFTEN_CJK = re.compile(_CJK_HOW_OFTEN)
_TIMES_SAID = re.compile(rf"[{CN_NUMERALS}0-9]+次|\b(?:once|twice|thrice|\w+\s+times)\b", re.IGNORECASE)


# A clock time as a slot reads it (forms.CN_CLOCK_TIME): digits or Chinese numerals with 点 / 分 / 半 or a colon, a
# day part before it, and its weekday before that (去成都的航班是周五下午3点10分起飞 / …周五晚上7点40分起飞: the slot
# after 是).
_CLOCK_VALUE = re.compile(CN_CLOCK_TIME)


def _clock_time_moved(judgement: Judgement) -> bool:
    """The value the pair changed is a clock time on both sides (去成都的航班是周五下午3:10起飞 / …7:40起飞): when an
    event happens, not another object of it."""
    return bool(_CLOCK_VALUE.fullmatch(judgement.old_value) and _CLOCK_VALUE.fullmatch(judgement.new_value))


def _one_habit_rate(old: str, new: str) -> bool:
    """Both sentences say how often, and they are the same words once how often and the count of times are set
    aside: "我每周去两次健身房" / "我每月去两次健身房" is the rate of one habit replaced, not two events of one verb."""
    bare: list[tuple[str, ...]] = []
    for text in (old, new):
        if "frequency" not in value_kinds(text) and not _HOW_OFTEN_CJK.search(text):
            return False
        rest = _TIMES_SAID.sub(" ", _HOW_OFTEN_CJK.sub(" ", _without_kind_values(text, "frequency")))
        bare.append(tuple(k for k in dedup._Text.of(rest).keys if k not in dedup._STOP and k not in _CN_FUNCTION))
    return bare[0] == bare[1]


def party_named_beside_new_change_word(old: str, new: str, judgement: Judgement) -> Judgement:
    """A restatement whose newer sentence says a change word the older lacks and names another party is a link
    (session 34, blind_probes_12's audit): "Tuesday school pickup is my job." / "… is my partner's job now." was
    stored once at e5's 0.96 and the newer line lost; the party may be whom the fact moved to. Asked last, after
    the holder readings that keep another person's own fact apart ("My car is a BYD now" / "My brother's car …")."""
    if judgement.kind != "restatement" or _parties_as_one(old) == _parties_as_one(new) or _refers_back(old, new):
        return judgement
    said_anew = _fresh_labels(old, new)
    if not said_anew:
        return judgement
    added = ", ".join(sorted(_parties(old) ^ _parties(new)))
    return Judgement("possible_update", f"another party named ({added}) beside a change word "
                     f"({', '.join(said_anew)}): whose it is may have changed; linked, nothing crossed out",
                     said_anew, similarity=judgement.similarity)


def _another_subject(old: str, new: str, judgement: Judgement, no_change_word: bool,
                     similarity: float | None) -> Judgement | None:
    """`distinct` when another party, environment or event object makes a stored-once, linking or crossing-out
    verdict another subject's fact."""
    if no_change_word and _parties(old) != _parties(new) and not _refers_back(old, new) \
            and not (judgement.kind == "restatement" and _parties_as_one(old) == _parties_as_one(new)):
        # (A party said by a synonym, "the kids" / "the children", is the same party in a restatement.)
        # "I can't eat gluten" / "My husband can't eat gluten": a party added or another one named is
        # another person's fact, however close the wording.
        added = sorted(_parties(old) ^ _parties(new))
        return Judgement("distinct", f"another party named ({', '.join(added)}): another person's fact",
                         similarity=similarity)
    if no_change_word and _environments(old) and _environments(new) and _environments(old) != _environments(new):
        named = " / ".join(sorted(_environments(old) ^ _environments(new)))
        return Judgement("distinct", f"another environment named ({named}): each keeps its own setting",
                         similarity=similarity)
    if judgement.kind in ("update", "possible_update") and no_change_word and _one_each(old, new):
        # "我们在苏州有一个仓库" / "我们在无锡有一个仓库": one here, one there, no word says one replaced the other.
        return Judgement("distinct", "each sentence says one thing is had, no change word: two things had",
                         similarity=similarity)
    if judgement.kind in ("update", "possible_update") and no_change_word \
            and not slot_families(old) & slot_families(new):
        verb = _event_frame(old, new)
        if verb and not _one_habit_rate(old, new) and not _clock_time_moved(judgement):
            # (How often one habit happens is one value: "我每周去三次健身房" / "我每周去两次健身房" stays a link.)
            # "最近我在学习绘画" / "最近我在学习书法", "a trip I took to Tibet" / "…to Yunnan": the object of an
            # event or activity changed, and no word says anything changed. Both stay true: two entries.
            return Judgement("distinct", f"an event or activity ('{verb}') with another object and no change word: "
                             "both stay true", similarity=similarity)
    if judgement.kind == "reversal":
        # A return said of another person than the older fact's holder ("I moved to Leeds" / "My cousin moved back
        # to York"): another holder's fact, not the speaker's reversal (holder._return_of_another only: the whole
        # holder reading below, asked of reversals, kept apart real reversals of two check halves, session 33).
        whose = _return_of_another(old, new)
        if whose:
            return Judgement("distinct", f"another holder ({whose}): a return of another person's",
                             similarity=similarity)
    if judgement.kind in ("restatement", "update", "possible_update") and judgement.rule != "same words":
        # A change word says some value changed, not whose or which (holder): "I live in Denver" / "My parents
        # moved to Phoenix", "Our help desk has five agents" / "Our help desk moved to the second floor".
        # (A restatement is asked of its sentences with a turned-around construction in its one form:
        # restatement.turned_frame, "Our team's on-call rotation is weekly" / "We rotate on-call every week".)
        seen = (turned_frame(old), turned_frame(new)) if judgement.kind == "restatement" else (old, new)
        whose = _another_holder(*seen, restated=judgement.kind == "restatement",
                               crossing=judgement.crosses_out)
        if whose:
            return Judgement("distinct", f"{whose}: another subject's fact, whatever the change word",
                             similarity=similarity)
        legs = other_leg(old, new, no_change_word)
        if legs:
            return Judgement("distinct", f"two legs of a trip ({legs}): each keeps its own time", similarity=similarity)
        qualified = qualifier_one_side(old, new)
        if qualified:
            return Judgement("distinct", f"'{qualified}' said on one side only: another thing of the kind, "
                             "whatever the change word", similarity=similarity)
        if judgement.kind != "restatement" and not {"left", "no longer", "不再"} & set(judgement.signals):
            if _count_not_restated(old, new):
                return Judgement("distinct", "the older sentence counts what its subject has, the newer one names "
                                 "neither the counted thing nor a having: another slot changed", similarity=similarity)
            family = _cjk_family_apart(old, new)
            if family:
                return Judgement("distinct", f"another subject of one family ({family}): a word before the shared "
                                 "head says which one", similarity=similarity)
            questions = other_questions(old, new)
            if questions:
                # "The newsletter goes out to 5,000 subscribers" / "The newsletter now goes out on Mondays": a count
                # and a weekday answer two questions of one subject (kinds.other_questions): another slot changed.
                return Judgement("distinct", f"another slot of the subject: the values answer other questions "
                                 f"({'/'.join(sorted(questions[0]))} / {'/'.join(sorted(questions[1]))})",
                                 similarity=similarity)
            name = number_against_name(old, new)
            if name:
                # "我们的服务部署在阿里云上" / "服务的Node版本升到20啦": a number brought where a name was said
                # (kinds.number_against_name): another slot changed.
                return Judgement("distinct", f"another slot of the subject: the older sentence names '{name}' and "
                                 "no number, the newer one a number and no value of that kind", similarity=similarity)
    return None


def _speaker_alone_and_with_others(old: str, new: str) -> bool:
    """One side says "we" (我们, "our") and no "I", the other "I" ("my", 我) and no "we": the speaker's group and the
    speaker alone hold two facts ("We like hiking" / "Hiking is what I like"). Not when a side names the speaker
    with a companion ("My wife and I", "I … with my wife", 我和老婆: "we" said in full), nor when both sides name the
    same holder other than the speaker ("Our daughter plays piano" / "My daughter plays piano")."""
    speakers = {speakers_read(old), speakers_read(new)}
    if speakers != {frozenset({"we"}), frozenset({"i"})} or _with_companion(old) or _with_companion(new):
        return False
    holders = _holder(old), _holder(new)
    return not (holders[0] == holders[1] and holders[0] not in ("", _SPEAKER))


# "used to" before a verb: a past habit ("I used to like tea"); not "used to it", "used to the noise" (accustomed).
_USED_TO = re.compile(r"\bused\s+to\s+(?!(?:it|this|that|them|the|an?|my|our|his|her|their|being|having)\b|\w+ing\b)"
                      r"\w", re.IGNORECASE)
# "least" before a favourite or a superlative turns it around (session 32): "Flat white is my favourite drink" / "Flat
# white is my least favourite drink" (0.92 lexically) are opposite facts; one side only.
_LEAST = re.compile(r"\bleast\s+(?:favou?rite|liked|preferred)\b", re.IGNORECASE)
# A return from a place ("She is back from Paris", "got back from", "returned from"): an event, not where one is from
# ("She is from Paris", 0.90 lexically, "from" and "back" both stop words): one side only (tense34).
_BACK_FROM = re.compile(r"\b(?:back|return(?:s|ed|ing)?)\s+(?:home\s+)?from\b", re.IGNORECASE)


# A demonstrative and the word it points at: near ("this cinema", 这家电影院) or far ("that cinema", 那家电影院). A
# Chinese one with its measure word, if any, and the first character of the noun after it.
_DEMONSTRATIVE_EN = re.compile(r"\b(this|these|that|those)\s+([a-z]\w+)", re.IGNORECASE)
_DEMONSTRATIVE_CJK = re.compile(r"([这那])([一两几]?[个家位间所条件本部台辆座栋只张把首门项份]?)([\u4e00-\u9fff])")
_NEAR = frozenset(("this", "these", "这"))


@_per_text
def _pointed_at(text: str) -> frozenset[tuple[str, bool]]:
    """The words `text` points at with a demonstrative, each with whether it is near ("this") or far ("that")."""
    out = {(m.group(2).casefold(), m.group(1).casefold() in _NEAR) for m in _DEMONSTRATIVE_EN.finditer(text)}
    if _CJK_RUN.search(text):
        out |= {(m.group(2) + m.group(3), m.group(1) in _NEAR) for m in _DEMONSTRATIVE_CJK.finditer(text)}
    return frozenset(out)


def _this_and_that(old: str, new: str) -> str:
    """The word one side points at as near and the other as far ("This cinema is half price on Tuesdays" / "That
    cinema …", 这家电影院 / 那家电影院): two things pointed at. Empty when none."""
    near_far = _pointed_at(old), _pointed_at(new)
    if not near_far[0] or not near_far[1]:
        return ""
    return next((word for word, near in near_far[0] if (word, not near) in near_far[1]
                 and (word, near) not in near_far[1]), "")


# A weekday said as a habit (每周三, 每个星期三, "every Wednesday", "on Wednesdays") or as one day (上周三, 这个星期三,
# "last Wednesday", "this Wednesday"). Grammar and the weekday names only.
_HABIT_DAY = re.compile(rf"\b(?:every|each)\s+(?:other\s+)?{WEEKDAY_EN}\b|\bon\s+{WEEKDAY_EN}s\b"
                        rf"|每个?{CN_WEEKDAY}", re.IGNORECASE)
# (Since session 32, habit32: one weekday, not the plural, after "will" / "'ll" / "going to" in its clause is one day
# too, a plan: "I go climbing on Saturdays" / "I will go climbing on Saturday".)
_ONE_DAY = re.compile(rf"\b(?:last|next|this|that|coming)\s+{WEEKDAY_EN}\b"
                      rf"|(?:\bwill|['’]ll|\bgoing\s+to)\b[^.!?;,]*?\bon\s+{WEEKDAY_EN}\b(?!s)"
                      rf"|[上下这本那]个?{CN_WEEKDAY}", re.IGNORECASE)


def _habit_and_one_day(old: str, new: str) -> bool:
    """One side says a weekday as a habit and the other as one day, and neither says both ("我每周二晚上打羽毛球" /
    "我上周二晚上打了羽毛球", "I swim every Friday" / "I swam last Friday"): a habit and one time, two facts."""
    return bool(_rate_and_once(_days_said(old), _days_said(new)))


@_per_text  # (asked of both sides of every restatement and link looked at again: once per text)
def _days_said(text: str) -> tuple[frozenset[str], ...]:
    """(a weekday said as a habit, a weekday said as one day) in `text` (_HABIT_DAY, _ONE_DAY), as _periods_said
    reads a period: ({"weekday"}, {}) for "I swim every Friday"."""
    return tuple(frozenset(("weekday",) if day.search(text) else ()) for day in (_HABIT_DAY, _ONE_DAY))


# A period said as a rate ("20 books a year", "per month", "each week", 每年 / 每个月) or as one period ("this year",
# "last month", 今年 / 上个月): the period's word, one form for English and Chinese (tense34). Grammar only.
_PERIODS_EN = {"day": "day", "night": "day", "week": "week", "month": "month", "year": "year"}
_RATE_PERIOD = re.compile(r"\b(?:a|an|per|each|every)\s+(day|night|week|month|year)\b|每个?(天|周|星期|月|年)",
                          re.IGNORECASE)
_ONE_PERIOD = re.compile(r"\b(?:this|last|that|next)\s+(day|night|week|month|year)\b|今(天|年)|昨(天)|去(年)"
                         r"|[这上本](周|星期)|[这上]个?(月)|这个(星期)", re.IGNORECASE)
_PERIODS_CJK = {"天": "day", "周": "week", "星期": "week", "月": "month", "年": "year"}


@_per_text  # (asked of both sides of every restatement looked at again: once per text)
def _periods_said(text: str) -> tuple[frozenset[str], ...]:
    """(the periods `text` says as a rate, the periods it says as one period): ({"year"}, {}) for "I read 20 books a
    year", ({}, {"year"}) for "I read 20 books this year"."""
    return tuple(frozenset(_PERIODS_EN.get(word.casefold()) or _PERIODS_CJK[word]
                           for word in (next(g for g in m.groups() if g) for m in pattern.finditer(text)))
                 for pattern in (_RATE_PERIOD, _ONE_PERIOD))


def _rate_and_once(said_old: tuple[frozenset[str], ...], said_new: tuple[frozenset[str], ...]) -> frozenset[str]:
    """What one side says as a rate or habit and the other as once, neither side saying it both ways (said as
    _periods_said and _days_said read it): "I read 20 books a year" / "I read 20 books this year", 我每年读20本书 /
    我今年读了20本书 (how many in every year and how many in one), "I swim every Friday" / "I swam last Friday"."""
    (rate_a, one_a), (rate_b, one_b) = said_old, said_new
    return ((rate_a - one_a) & (one_b - rate_b)) | ((rate_b - one_b) & (one_a - rate_a))


# An act going on (正在, or 在 right after the person: "我在学日语") and the same verb done once (过 right after it:
# "我学过日语"): the verb character after the one and before the other. Aspect words only; 不过 (but), 经过, 超过
# never match, as no act going on has their first character for its verb.
_GOING_ON_CJK = re.compile(r"(?:正在|(?<=[我你他她们])在)([\u4e00-\u9fff])")
_EXPERIENCED_CJK = re.compile(r"([\u4e00-\u9fff])过")


def _going_on_and_experienced(old: str, new: str) -> bool:
    """One side says an act is going on and the other that the same act was once done, and that side says no act
    going on ("我正在学日语" / "我学过日语"): what one does now and what one has done, two facts."""
    going = [set(_GOING_ON_CJK.findall(t)) for t in (old, new)]
    done = [set(_EXPERIENCED_CJK.findall(t)) for t in (old, new)]
    return bool(going[0] & done[1] and not going[1]) or bool(going[1] & done[0] and not going[0])


def _another_party_or_role(old: str, new: str, rule: str, similarity: float | None) -> Judgement | None:
    """`distinct` when a restatement (by `rule`) is said of another party, or a party changed its role: another
    person, "we" against "I", two parties traded places, a pronoun turned from subject to object, this one and that
    one. None when not."""
    pointed = _this_and_that(old, new)
    if pointed:
        # "这家电影院星期二半价" / "那家电影院礼拜二半价": the same words, but this cinema and that one.
        return Judgement("distinct", f"'this' on one side, 'that' on the other ({pointed}): two things pointed at",
                         similarity=similarity)
    if _symmetric_trade(old, new):
        return None  # "王磊是李娜的同事" / "李娜是王磊的同事": a relation that holds both ways, each keeps its role
    roles = named_in_two_roles(old, new)
    if roles:
        # "My colleague Raj likes green tea" / "My manager Raj likes green tea" (0.98 with e5): one name said in two
        # roles, two people or one told two ways: not one fact by closeness (holder.named_in_two_roles).
        return Judgement("distinct", f"one name said in two roles ({roles}): kept apart", similarity=similarity)
    persons = persons_read(old), persons_read(new)  # (a sentence that says no subject is the speaker's)
    if "turned around" not in rule and all(persons) and persons[0] != persons[1]:
        # "I walk to work every day" / "She walks to work every day": the same words about another party.
        return Judgement("distinct", "the same words about another party ('we' / 'they', 'I' / 'she')",
                         similarity=similarity)
    if _speaker_alone_and_with_others(old, new):
        # "We go climbing at weekends" / "At weekends I go climbing": the speaker's group and the speaker.
        return Judgement("distinct", "'we' on one side, 'I' on the other: the speaker's group is another party",
                         similarity=similarity)
    if "turned around" not in rule:
        traded = _traded_places(old, new)
    else:
        traded = _speaker_traded(old, new) and not _when_moved(old, new)
    if traded and speaker_holds_relation(old) and speaker_holds_relation(new) and same_list_restated(old, new):
        # "我喜欢川菜和粤菜" / "粤菜和川菜我都喜欢": a list moved to the front, the speaker still right before the
        # relation's word on both sides; no party changed its role (in "猫和狗都喜欢我", "Cats and dogs like me" it
        # follows the word).
        traded = False
    if traded or _pronoun_role_changed(old, new):
        # A sentence turned around is asked of a person said by a pronoun only, whose form says its role ("I like
        # cats" / "Cats like me", "我信任我的经理" / "我的经理信任我"); two noun phrases around a copula or a
        # moved clause keep theirs ("Our product manager is Sarah Chen" / "Sarah Chen is our product manager").
        # "Alice is managed by Bob" / "Alice manages Bob", "刘洋给陈静打了电话" / "陈静给刘洋打了电话".
        return Judgement("distinct", "two parties traded places: who did what to whom differs",
                         similarity=similarity)
    roles = _roles_traded(old, new)
    if roles:
        # "阿森纳2比1击败了切尔西" / "切尔西2比1击败了阿森纳" (a long middle), "孙杰在比赛中被刘洋超越了" /
        # "孙杰在比赛中超越了刘洋", "Ann was praised by Bob" / "At the meeting Ann praised Bob" (a passive turned
        # around).
        return Judgement("distinct", f"two parties traded the roles of agent and patient ({roles}): who did what "
                         "to whom differs", similarity=similarity)
    return None


def _plan_or_wish_word(text: str) -> str:
    """The Chinese plan or wish word of `text` (flymemory.mood), read with a synonym as its one word
    (restatement._SAME_WORD): "思考要不要…" / "考虑要不要…" is one plan, said with two words."""
    if cjk_purpose(text) != text or text.lstrip().startswith("为了"):
        return "为了"  # ("X，准备Y" says what X is for, as "为了Y，X" does: one purpose, still no fact of Y)
    return mood.read(_cjk_same_words(text)).zh.word


def _second_look_at_restatement(old: str, new: str, judgement: Judgement, no_change_word: bool,
                                similarity: float | None) -> tuple[Judgement, bool]:
    """A restatement looked at again: close wording that states another fact (another party, a plan, a
    question, a negation, a value of one kind replaced). Returns the verdict and whether it is final; a
    negation on one side only turns it into a link the link guards still see."""
    if judgement.kind == "restatement" and judgement.rule != "same words":
        # (each side with a turned-around construction in its one form: "Peanuts make me break out" is the
        # speaker's allergy, no party acting on the speaker)
        apart = _another_party_or_role(turned_frame(old), turned_frame(new), judgement.rule, similarity)
        if apart is not None:
            return apart, True
    if judgement.kind == "restatement" and judgement.rule != "same words":
        apart = _two_facts_said_alike(old, new, similarity)
        if apart is not None:
            return apart, True
    if judgement.kind == "restatement" and is_question(old) != is_question(new) \
            and dedup._Text.of(old).keys != dedup._Text.of(new).keys:
        # "Do I like dark mode?" asks what "I like dark mode." states: the same words, not the same fact.
        return (Judgement("distinct", "a question asks what the other sentence states: not a restatement",
                          similarity=similarity), True)
    # (The negation read in the claim's one form: "花生我不能吃，会过敏" / "Penicillin gives me an allergic reaction, so
    # no penicillin for me" say the allergy, whose 不能 / "no" is what it calls for, not the fact negated.)
    if judgement.kind == "restatement" and no_change_word \
            and _one_side_negated(*(_cjk_same(turned_frame(text)) for text in (old, new))):
        # "I like jazz" / "I don't like jazz" (0.88 with MiniLM; dedup reads "don't" as "don" and "t", so its
        # negation guard does not see a contraction): the opposite claim. Not sure it replaced the other: a link,
        # when the negation set aside leaves the same claim; else two things said (chat: "Today I went for a
        # walk…" / "…and I don't know how to solve it", 0.95).
        if _same_claim(_NEGATION.sub(" ", old), _NEGATION.sub(" ", new)):
            judgement = Judgement("possible_update", "close wording, a negation on one side only ('don't', "
                                  "'can't'): the opposite claim", similarity=similarity)
        else:
            return (Judgement("distinct", "close wording, a negation on one side only ('don't', 'can't') and other "
                              "words: not the same claim", similarity=similarity), True)
    if judgement.kind == "restatement" and no_change_word:
        apart = _mood_apart(old, new)
        if apart:
            # "I went to Kyoto in April" / "I'm planning to go to Kyoto in April" (0.98 with e5), "Our designer
            # is Aiko" / "Aiko's designer is …": close wording, another fact.
            return (Judgement("distinct", apart, similarity=similarity), True)
    if judgement.kind == "restatement" and judgement.rule != "same words":
        apart = _same_value_of_another_subject(old, new, judgement.rule, no_change_word, similarity)
        if apart is not None:
            return apart, True
    # (Values read in one form, as the restatement was: "每两天" / "每隔一天" is one frequency, "each Sunday" / "on
    # Sundays" one weekday.)
    if judgement.kind != "restatement":
        return judgement, False
    old_values, new_values = (weekday_forms(_cjk_same(value_forms(text))) for text in (old, new))
    if _kind_changed(old_values, new_values):
        # "全员大会在每月第一个周一" / "全员大会推迟到每月第一个周四了" (0.97 with e5): close wording, but a value of
        # one kind was replaced, so not the same fact. A link when the rest of the frame is kept.
        kind, was, now = _kind_changed(old_values, new_values) or ("", "", "")
        if _kind_frame_kept(old, new, kind):
            return (Judgement("possible_update", f"close wording, but a value of one kind ({kind}) replaced: {was} -> "
                              f"{now}", judgement.signals, kind, was, now, similarity=similarity), True)
        return (Judgement("distinct", f"close wording, but a value of one kind ({kind}) differs: {was} / {now}",
                          similarity=similarity), True)
    return judgement, False


def _two_facts_said_alike(old: str, new: str, similarity: float | None) -> Judgement | None:
    """Two facts in close wording, told apart by one word of their grammar: a plan or wish and the fact it names, a
    habit and one day, an act going on and done once, a least favourite, a past habit, the same number of another
    thing. None when the wording says none of these."""
    wished = (_plan_or_wish_word(old), _plan_or_wish_word(new))
    if wished[0] != wished[1]:
        # "我打算让儿子去育才中学上学" after "我儿子在育才中学上学": a plan or a wish names a fact, it does not
        # state it. Close wording (0.97 with e5), another claim.
        return Judgement("distinct", f"a plan or wish ('{wished[0] or wished[1]}') is not the fact it names",
                         similarity=similarity)
    if _habit_and_one_day(old, new):
        # "我每周二晚上打羽毛球" / "我上周二晚上打了羽毛球": the same words around a weekday, a habit and one day.
        return Judgement("distinct", "a weekday as a habit on one side ('every', 每周), as one day on the "
                         "other ('last', 上周): two facts", similarity=similarity)
    if says_bound(old) != says_bound(new):
        # "I run at most 3 times a week" / "I run 3 times a week" (0.98 with e5): a cap and a count, two facts.
        return Judgement("distinct", "a bound ('at most', 'at least', 最多) on one side only: a cap or a floor is not "
                         "the count", similarity=similarity)
    if period := min(_rate_and_once(_periods_said(old), _periods_said(new)), default=""):
        # "I read 20 books a year" / "I read 20 books this year" (0.98 with e5): a rate and a count in one period.
        return Judgement("distinct", f"a {period} said as a rate on one side ('a {period}', 每), as one {period} "
                         f"on the other ('this {period}', 今): two facts", similarity=similarity)
    if _going_on_and_experienced(old, new):
        # "我正在学日语" / "我学过日语": the same words around one act, going on now and done once.
        return Judgement("distinct", "an act going on on one side (正在), done once on the other (过): two "
                         "facts", similarity=similarity)
    if bool(_LEAST.search(old)) != bool(_LEAST.search(new)):
        return Judgement("distinct", "'least favourite' on one side only: the opposite of a favourite",
                         similarity=similarity)
    if bool(_BACK_FROM.search(old)) != bool(_BACK_FROM.search(new)):
        return Judgement("distinct", "a return ('back from') on one side only: a return is an event, not where one "
                         "is from", similarity=similarity)
    habit = (bool(_USED_TO.search(old)), bool(_USED_TO.search(new)))
    if habit[0] != habit[1] and not past_said_plainly(*((old, new) if habit[0] else (new, old))):
        # "I like tea" / "I used to like tea": a past habit is not the present one, whatever else is said
        # alike. Said after the present, it may say the present ended (a link); said before it, two facts.
        return Judgement("possible_update" if habit[1] else "distinct", "'used to' on one side only: a past "
                         "habit is not the present one", similarity=similarity)
    counted = _other_counted_thing(old, new)
    if counted:
        # "我们办公室在5楼" / "我们办公室在5号楼" (1.00 with e5): one number, but a floor and a building.
        return Judgement("distinct", f"the same number of another thing ({counted}): two facts",
                         similarity=similarity)
    return None


def _same_value_of_another_subject(old: str, new: str, rule: str, no_change_word: bool,
                                   similarity: float | None) -> Judgement | None:
    """One value said of two subjects: "我们的前端用React 18" / "后台管理系统用React 18" (0.97 with e5) are two
    facts. Read when no change word is said, or one is said alike on both sides: "Sam is back at the Berlin office" /
    "Lena is back at the Berlin office" (0.98 with e5) tells nothing of the pair by it."""
    # (Not the ladder's guards._opening_name_replaced: that one keeps a change-word link from reading "Tom Berlin" ->
    # "Anna London" as one value replaced, where the values differ; this one reads a restatement by closeness, where
    # the value is the same. Session 32 took each out in turn: this one alone keeps 36 pairs of the probe files
    # apart, that one alone 2; neither subsumes the other.)
    said_alike = bool(signals_in(new)) and signals_in(old) == signals_in(new)
    if not (no_change_word or said_alike):
        return None
    subjects = _value_of_another_subject(old, new)
    # (A list said under "I like" / "my hobbies are": the openings are the one relation, no subjects.)
    if subjects and not measured_the_same(old, new, subjects) and not kind_named_the_same(old, new, subjects) \
            and not (rule.startswith(LIST_RULE) and only_relation_words(subjects)):
        return Judgement("distinct", f"the same value said of another subject ({subjects[:60]}): two facts",
                         similarity=similarity)
    return None


def _same_numbers(old: str, new: str) -> bool:
    """Both sentences say the same numbers, read in one form (dedup._Text.values)."""
    return dedup.numbers_counted(dedup._Text.of(old).values()) == dedup.numbers_counted(dedup._Text.of(new).values())


def _second_look_at_link(old: str, new: str, judgement: Judgement, similarity: float | None) -> Judgement:
    """A link or a crossing-out looked at again: a question, a feeling, a plan or another thing changed
    states no value that replaces the older one, nor does another one of one kind named beside a value apart."""
    if judgement.links and (is_question(old) or is_question(new)):
        # Chat asks and answers; an asked sentence holds no value to replace or be replaced by.
        return Judgement("distinct", "a question states no value: it neither updates nor is updated",
                         similarity=similarity)
    if judgement.links and not signals_in(new) and _habit_and_one_day(old, new):
        # "I go climbing on Saturdays" / "I will go climbing on Saturday" (session 32): one day planned beside the
        # habit, no change word; the habit still holds (a weekday as a habit on one side, as one day on the other).
        return Judgement("distinct", "a weekday as a habit on one side ('on Saturdays', 每周), as one day on the "
                         "other ('will … on Saturday', 上周): two facts", similarity=similarity)
    if judgement.links and not signals_in(new) and says_bound(old) != says_bound(new) \
            and _same_numbers(old, new):
        # "I work no more than 40 hours a week" / "I work 40 hours a week": "no" says a bound, not a negation; the
        # same number as a cap and as a count, no change word (tense34).
        return Judgement("distinct", "a bound ('no more than', 'at most', 最多) on one side only, the same number: a "
                         "cap or a floor is not the count", similarity=similarity)
    if judgement.links and (is_feeling(old) or is_feeling(new)):
        return Judgement("distinct", "a feeling ('I feel', '我感觉') is a passing state: it updates no fact",
                         similarity=similarity)
    if judgement.links and is_plan(new) and not is_plan(old):
        return Judgement("distinct", "a plan or a wish ('might switch', '打算改成'): nothing changed yet",
                         similarity=similarity)
    if judgement.crosses_out and is_plan(new):
        # One wish after another ("I should try new things" / "I want to go back to my youth"): the later wish
        # may replace the earlier, but nothing was done, so nothing is crossed out on the words alone.
        return replace(judgement, kind="possible_update",
                       rule=f"{judgement.rule}; a plan after a plan: nothing changed yet, linked only", in_place=False)
    if judgement.links and _another_thing_swapped(old, new):
        thing = _another_thing_swapped(old, new)
        return Judgement("distinct", f"another thing changed ('换了{thing}'): the older sentence names no {thing}",
                         similarity=similarity)
    if judgement.links and (part := part_swapped(old, new)):
        # "I drive a Honda" / "I switched tires last week" (session 35): a part, accessory or consumable of the older
        # sentence's thing changed, not the thing; the older fact stays true.
        return Judgement("distinct", f"a part of the thing changed ('{part}'): the older sentence names no "
                         f"{part}, and its thing stays", similarity=similarity)
    if judgement.crosses_out:
        kinds = another_of_one_kind(old, new)
        if kinds:
            # "Service alpha listens on 8080" / "We moved service beta to 9090" (guards.another_of_one_kind): maybe
            # two things of one kind, each with its own value, the change word speaking of the other one; maybe one
            # thing renamed. Never crossed out, a link at most (both stay visible); kept apart altogether, it cost
            # real updates of two check halves.
            return Judgement("possible_update", f"another one of one kind named ({kinds}), each with a value of its "
                             "own: linked, nothing crossed out", judgement.signals, judgement.slot,
                             judgement.old_value, judgement.new_value, similarity=similarity)
    return judgement
