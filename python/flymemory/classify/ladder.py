"""The entry point and the ladder: `classify()` runs `_ladder` (the ordered rungs, first match wins),
then one value replaced in a kept frame, then the second looks, then may repeat."""

from __future__ import annotations

import itertools
import re
from collections import Counter

from flymemory import dedup
from flymemory.chunking import REPEAT_MARKER
from flymemory.classify.acronyms import acronym_forms, compound_head_forms, lowercase_acronym_forms, vendor_forms
from flymemory.classify.cjk import _cjk_slot_change, _cjk_subject_changed
from flymemory.classify.cjk_claim import _cjk_modifier_apart, _cjk_reworded_same, _cjk_time_moved, clocks_replaced
from flymemory.classify.claim import (
    change_after_reason,
    change_clause,
    change_then_aside,
    claims,
    now_habit_cjk,
    since_closing,
    starts_a_state,
    subjectless_change_cjk,
    time_closing,
    time_opening,
)
from flymemory.classify.counts import _quantities_apart, same_number_of_another_thing
from flymemory.classify.forms import as_written, pair_detail_forms, rewrites, says_bound
from flymemory.classify.frames import _value_replaced_in_frame
from flymemory.classify.guards import (
    _another_named_person,
    _one_side_negated,
    _opening_name_replaced,
    _parties,
    _symmetric_trade,
    _traded_places,
    _when_moved,
    kin_names_as_names,
    number_turned,
    phrase_moved,
    relation_turned,
    role_turned,
    state_turned,
    states_apart,
    subjects_apart,
    switch_polarity,
    switch_said,
)
from flymemory.classify.holder import (
    _SPEAKER,
    _another_holder,
    _cjk_owner_apart,
    _cjk_subject_swapped,
    _holder,
    another_group,
    chore_doer_changed,
    chore_said_again,
    name_before_subject,
    person_described,
    role_held_by_another,
    role_holder_changed,
    role_taken_over,
)
from flymemory.classify.judgement import (
    _CJK_RUN,
    LEXICAL,
    NO_CHANGE_WORD,
    RULE_CHARS,
    Judgement,
    _lexical_similarity,
    but,
    sure_or_linked,
)
from flymemory.classify.kinds import (
    _has_number,
    _kind_changed,
    frequency_forms,
    kind_named_replaced,
    kind_value_names_the_thing,
    older_answers_other,
)
from flymemory.classify.listed import same_list_restated
from flymemory.classify.patterns import _per_text
from flymemory.classify.rare_value import same_rare_value
from flymemory.classify.repeat import may_repeat
from flymemory.classify.restatement import (
    _PAST,
    _claim,
    _names_reordered,
    _same_claim_other_form,
    _unnamed_words_traded,
    condition_apart,
    content_contained,
    degree_or_frequency_apart,
)
from flymemory.classify.reworded import _kept_value, _values_kept_reworded
from flymemory.classify.reworded_change import value_changed_reworded
from flymemory.classify.rungs import (
    _CJK_VALUE_CHARS,
    _IDENTIFIER,
    FAMILY_SHARE,
    _car_said_anew,
    _employer_moved,
    _family_value_change,
    _head_keys,
    _jaccard,
    _job_left,
    _kind_frame_kept,
    _means_replaced,
    _nothing_in_common,
    _only_details_differ,
    _only_words_swapped,
    _own_verb_changed,
    _value_beside_shared_word,
    habit_stopped_en,
    past_state_said,
    past_state_said_first,
    product_on_trial,
    schedule_of_subject,
)
from flymemory.classify.second_looks import (
    _another_subject,
    _fresh_labels,
    _joined_another_group,
    _one_run_replaced,
    _second_look_at_link,
    _second_look_at_restatement,
    party_named_beside_new_change_word,
)
from flymemory.classify.signals import (
    _TIME_WORDS,
    KEPT_CJK,
    _bare,
    _handed_over_from,
    _left_old_value,
    _named_old_value,
    _new_names_old_thing,
    _without_signals,
    content_terms,
    habit_said_again,
    is_arrival,
    is_plan,
    is_temporary,
    kept_value,
    moved_by_another,
    signals_in,
    slot_families,
    terms_as_written,
    time_to_come,
)
from flymemory.classify.subject import (
    _ENDED,
    _NEGATION,
    _anchors,
    _changed_back,
    _has_detail,
    _left_unstated,
    _one_value_apart,
    _replaced_values,
    _same_claim,
    _subject_changed,
    _subject_kept_value_anew,
    _values,
)
from flymemory.classify.topic_link import topic_kept_linked
from flymemory.classify.words import (
    HABITUAL_TIME_EN,
    _without_adverbs,
    kin_forms,
    meal_said_by_its_time,
    possessive_noun_as_verb,
    pronoun_named,
    rise_said_short,
    said_within,
    seen_by_as_go_to,
    set_said_as_is,
    short_forms,
    spouse_forms,
    statement_before_question,
    subject_forms,
    tag_as_statement,
    team_forms,
    words_alone,
)
from flymemory.numerals import CJK_METRIC_UNITS, pair_money_forms
from flymemory.phatic import is_phatic
from flymemory.speaker import without_speaker

# the change word that is only a date from which the change applies (signals: 从九月起, 自七月起)
DATE_ONLY = "从某日起"
NOW_HABIT = "最近都"  # the label of a habit of now said as the change after its reason (claim.now_habit_cjk)

_NOTHING_IN_COMMON = "no word or slot in common"  # most neighbours of a write: no later rung looks again
# Ladder verdicts that keep two sentences apart on purpose, which the rung for one replaced value leaves alone.
_KEPT_APART = ("identifiers differ", "the same words with names in another order", "longer than",
               "a verb of travel said of the speaker")


# Without an embedder, the share of the same words in any order from which a sentence may be the same fact said in
# another order ("我每天坐地铁2号线上班" / "上班我都坐2号线地铁", a clause put first): the aligned share of the
# lexical gate reads words moved as words apart. Tuned on the tuning halves of the probe files.
LEXICAL_ORDER_FREE = 0.85


def _order_free_score(old: str, new: str, score: float) -> float:
    """The lexical score for dedup.decide's restatement by closeness: `score` (the aligned share), or the restatement
    line when the same words in another order make up LEXICAL_ORDER_FREE of both (0.8 let "I play tennis on
    Sundays" / "On Sundays I watch tennis" through), and the names and numbers keep their order ("Alice reports to
    Bob" / "Bob reports to Alice" is another fact). decide's own guards (details, negation, words swapped in one
    frame, numbers) still read the pair; no other gate reads this score."""
    if score >= LEXICAL.restate:
        return score
    parsed_a, parsed_b = dedup._Text.of(old), dedup._Text.of(new)
    a, b = parsed_a.keys, parsed_b.keys
    if not a or not b:
        return score
    common = sum((Counter(a) & Counter(b)).values())
    if 2.0 * common / (len(a) + len(b)) < LEXICAL_ORDER_FREE:
        return score
    # Two persons traded around a relation that holds both ways ("Tom married Anna" / "Anna married Tom") name
    # each other: the names are reordered, and each is the other's anchor.
    reordered = _names_reordered(old, new)
    symmetric = reordered and bool(_symmetric_trade(old, new))
    if (reordered and not symmetric) or parsed_a.guards() != parsed_b.guards() \
            or _one_side_negated(old, new) or not (symmetric or _claim(old)[1] & _claim(new)[1]):
        # ("I can't eat gluten" / "I can eat gluten": the opposite claim, not close; "他说的话我记得" / "我记得他
        # 说": no name or number anchors one fact, as restatement._reordered_alike asks)
        return score
    return LEXICAL.restate

def classify(old: str, new: str, similarity: float | None = None,
             thresholds: dedup.Thresholds | None = None) -> Judgement:
    """Judge `new` (written later) against `old` (stored). `similarity` is the embedder's cosine with its
    calibrated `thresholds`; without them the rules are lexical alone. A pair kept apart that may still
    state the same fact carries `may_repeat` (see may_repeat). A discourse clause before a comma
    ("By the way, …", "跟你说一下，…") is set aside on both sides first (claim.claims), and a relative's short name
    is read as the long one ("my mom" / "my mother", "我妈" / "我母亲": words.kin_forms), one party for every rule,
    and a clock time, a date or a frequency in one written form ("3pm" / "15:00", 三月三号 / 3月3日: forms), and words
    the other side writes as an acronym as that acronym ("New York City" / "NYC": acronyms; a lowercase phrase,
    "personal best" / PB, in the same frame, never merging by that alone), a Chinese long form as the short form the
    other side writes (单元测试 / 单测: words.short_forms), how often in one word when both say the same one
    (kinds.frequency_forms), and a product the other side names without its vendor without it ("HashiCorp Vault" /
    "Vault": acronyms.vendor_forms). A sentence with a confirming tag ("…, right?", "…，对吧？": words.tag_as_statement)
    is read as its statement for a restatement only: judged as a question otherwise (no link or crossing-out is read
    from a sentence the speaker asks to confirm)."""
    # (A change said with a time still to come, signals.time_to_come, is linked, crossed out by no rule: decided once,
    # here, in sure_or_linked.)
    judgement = sure_or_linked(_classified(old, new, similarity, thresholds), to_come=time_to_come(new))
    if judgement.kind == "restatement":
        return judgement
    stated = tag_as_statement(old), tag_as_statement(new)
    if stated == (old, new):
        return _change_before_question(old, new, judgement, similarity, thresholds)
    again = _classified(*stated, similarity, thresholds)
    if again.kind != "restatement":
        return judgement
    return but(again, rule=f"a statement with a confirming tag ('right?', '对吧？') read as that statement: "
                           f"{again.rule}")


def _change_before_question(old: str, new: str, judgement: Judgement, similarity: float | None,
                            thresholds: dedup.Thresholds | None) -> Judgement:
    """A newer sentence that states a change and then asks about it ("后端已经升到 Go 1.22 了，go.mod 里要改哪几行？":
    words.statement_before_question) links as its statement would: the question asks for help with the new value,
    it does not take the change back. Only a link is taken from the statement, and only when it says a change word
    (a plain fact before a question, "I have a dog, what should it eat?", stays the question it is read as)."""
    if judgement.kind in ("update", "reversal"):
        return judgement
    stated = statement_before_question(new)
    if stated == new or not signals_in(stated):
        return judgement
    again = sure_or_linked(_classified(old, stated, similarity, thresholds), to_come=time_to_come(stated))
    if not again.links or (judgement.links and again.kind not in ("update", "reversal")):
        return judgement  # (a link of the whole stays, unless the statement alone is a sure change: why45)
    return but(again, rule=f"a change stated before a question about it, read as that statement: {again.rule}")


def _classified(old: str, new: str, similarity: float | None, thresholds: dedup.Thresholds | None) -> Judgement:
    judgement = _classified_as_said(old, new, similarity, thresholds)
    if judgement.kind not in ("distinct", "unrelated"):
        return judgement
    # A setting said as what it "is set to" on one side (设的是, words.set_said_as_is): read again as 是, kept only
    # when that reading links or says the same fact (the pair as said keeps its own flag otherwise).
    # Who one sees for a condition said as a cleft (是Y看的) or "has always gone to" (一直是找Y看), read as 找Y看 where
    # the other side says that (words.seen_by_as_go_to), the same way.
    plain = set_said_as_is(old, new)
    seen = seen_by_as_go_to(*plain)
    if seen == (old, new):
        meal = meal_said_by_its_time(old, new)
        if meal != (old, new):
            # "早饭一般就是一杯豆浆两个包子" / "最近早上改成一杯美式加一根香蕉了": 早上 read as the meal the other side
            # names (words.meal_said_by_its_time). A guess of the slot: a link at most.
            again = _classified_as_said(*meal, similarity, thresholds)
            if again.links:
                return but(again, kind="possible_update", in_place=False,
                           rule=f"{again.rule} (a time of day read as its meal; linked, nothing crossed out)")
        return _clocks_replaced_linked(old, new, similarity) or judgement
    again = _classified_as_said(*seen, similarity, thresholds)
    if not (again.links or again.kind == "restatement"):
        return judgement
    return but(again, rule=f"{again.rule} ({'设的是 read as 是' if seen == plain else '是Y看的 read as 找Y看'})")


def _clocks_replaced_linked(old: str, new: str, similarity: float | None) -> Judgement | None:
    """Two Chinese sentences that say the same words around two clock times or more, the times said otherwise
    (cjk_claim.clocks_replaced, read in one form: "我一般十二点睡，七点起" / "我一般11点睡，6点半起床"): the times of
    one habit changed, no change word: a link, nothing crossed out. Not for a passing state. None when not."""
    if not (_two_clock_marks(old) and _two_clock_marks(new)) or is_temporary(old) or is_temporary(new):
        return None  # (most pairs: asked of every pair kept apart, so the forms below are read only where times are)
    replaced = clocks_replaced(*pair_detail_forms(*rise_said_short(old, new)))
    if replaced is None:
        return None
    was, now = replaced
    return Judgement("possible_update", f"the same words around other clock times ({was} -> {now}); {NO_CHANGE_WORD}",
                     (), "", was, now, similarity=similarity)


def _two_clock_marks(text: str) -> bool:
    """A Chinese sentence with two marks of a clock time or more (点 / 时 / a colon): what clocks_replaced needs."""
    return bool(_CJK_RUN.search(text)) and sum(text.count(mark) for mark in "点时:：") >= 2


def _classified_as_said(old: str, new: str, similarity: float | None,
                        thresholds: dedup.Thresholds | None) -> Judgement:
    said_old, said_new = kin_names_as_names(*team_forms(*spouse_forms(kin_forms(pronoun_named(old)),
                                                                      kin_forms(pronoun_named(new)))))
    said_old, said_new = possessive_noun_as_verb(*rise_said_short(said_old, subject_forms(said_old, said_new)))
    money = pair_money_forms(said_old, said_new)
    formed = compound_head_forms(*vendor_forms(*acronym_forms(*short_forms(*frequency_forms(
        *pair_detail_forms(*money))))))
    lowered = lowercase_acronym_forms(*formed)
    judgement, old, new = _read_pair(lowered, said_old, said_new, similarity, thresholds)
    if lowered != formed and judgement.kind == "restatement":
        # A lowercase phrase read as the other side's acronym ("personal best" / PB: acronyms.lowercase_acronym_forms)
        # links or crosses out in one frame, but never merges by that reading alone: the pair as written, flagged.
        kept, old, new = _read_pair(formed, said_old, said_new, similarity, thresholds)
        if kept.kind != "restatement":
            return but(kept, may_repeat="may repeat: the same words once a lowercase phrase is read as the other "
                                        "side's acronym")
        judgement = kept
    flag = may_repeat(old, new, judgement, similarity, thresholds)
    return but(judgement, may_repeat=flag) if flag else judgement


def _read_pair(formed: tuple[str, str], said_old: str, said_new: str, similarity: float | None,
               thresholds: dedup.Thresholds | None) -> tuple[Judgement, str, str]:
    """(the verdict, the two claims read) of a pair in its forms (see _classified)."""
    old, new = claims(*formed)
    judgement = _slot_as_written(sure_or_linked(_judged(old, new, similarity, thresholds)), old, new)
    if judgement.kind in ("distinct", "unrelated") and not judgement.rule.startswith(_KEPT_APART):
        # (Read on the newer sentence as said: the claim step sets "since my knee got sore" aside as a reason.)
        judgement = _since_state_linked(old, said_new, similarity) or judgement
    judgement = _values_as_written(judgement, said_old, said_new)
    if judgement.kind in ("restatement", "distinct", "unrelated") and (state := state_turned(said_old, said_new)):
        # (A switch's two states in the same words: one value changed, crossed out only with a change word.)
        before, after = state.split(" -> ")
        judgement = sure_or_linked(Judgement("update", f"a state turned in the same words ({state}): a value changed",
                                             _fresh_labels(said_old, said_new), old_value=before, new_value=after,
                                             similarity=similarity))
    elif (switch := switch_said(said_old, said_new)) is not None:
        judgement = _switch_judged(judgement, switch, said_old, said_new, similarity)
    if judgement.kind in ("distinct", "unrelated") and not judgement.rule.startswith(_KEPT_APART):
        # (After a switch's states are read: "I switched dark mode off last week" is a switch set the other way.)
        aside = _time_said_last(old, new, similarity) or _change_then_aside(old, new, similarity) \
            or _change_after_reason(old, said_new, similarity)  # (as said: a since-clause is no reason there)
        judgement = _values_as_written(aside, said_old, said_new) if aside else judgement
    if judgement.kind == "restatement" and (turned := next(((says, found) for veto, says in _RESTATEMENT_VETOES
                                                            if (found := veto(said_old, said_new))), None)):
        judgement = Judgement("distinct", f"{turned[0]} ({turned[1]}): two facts", similarity=similarity)
    return judgement, old, new


def _switch_judged(judgement: Judgement, switch: tuple[str, str, str, bool, bool], old: str, new: str,
                   similarity: float | None) -> Judgement:
    """A switch's state on both sides, said as a verb on one side at least (guards.switch_said): a setting set the
    other way is a value changed, crossed out when the newer side's verb sets it ("disabled", 关掉了: the verb is the
    change word), linked when the verb is the older side's; the same state said as a state and as a verb is one fact
    (a restatement when the rest is the same, never an update); a thing that is no setting (a light, a phone, a
    person) set the other way is an event: a crossing-out becomes a link at most."""
    before, after, verb, setting, same_rest = switch
    turned = switch_polarity(before) != switch_polarity(after)
    if turned and setting:
        if judgement.kind in ("update", "reversal", "temporary"):
            return judgement
        return sure_or_linked(Judgement("update", f"a switch set the other way, said as a verb ({before} -> {after}): "
                                                  f"a value changed", (verb,) if verb else _fresh_labels(old, new),
                                        old_value=before, new_value=after, similarity=similarity))
    if turned:
        return but(judgement, kind="possible_update", in_place=False, rule=f"{judgement.rule}; {_SWITCH_EVENT}") \
            if judgement.kind in ("update", "reversal") else judgement
    if setting and same_rest and judgement.kind in ("update", "reversal", "possible_update", "distinct", "unrelated"):
        return Judgement("restatement", f"the same state said as a state and as a verb ({before} / {after})",
                         similarity=similarity)
    if setting and judgement.kind in ("update", "reversal", "possible_update"):
        return Judgement("distinct", f"the same state said as a state and as a verb ({before} / {after}), said "
                                     f"of more on one side: no change", similarity=similarity)
    return judgement


_SWITCH_EVENT = "a thing that is no setting set the other way by a verb (an event): linked at most"


# The vetoes of a restatement, asked in turn: the first to find what the two turn ("to -> from") makes two facts.
_RESTATEMENT_VETOES = ((relation_turned, "a relation word turned"), (number_turned, "the number of a noun turned"),
                       (role_turned, "a role turned around a role word"))


def _slot_as_written(judgement: Judgement, old: str, new: str) -> Judgement:
    """The judgement's slot with a word whose final "e" the key dropped said as written ("deadline", "count of
    cigarette": signals.terms_as_written), in the rule too. Only a judgement that names a slot (few) is looked at."""
    slot = judgement.slot
    if not slot or not slot.isascii():
        return judgement
    written = " ".join(terms_as_written(slot.split(" "), old, new))
    if written == slot:
        return judgement
    # Whole words only: a rule that already names the word as written ("Lyon office") must not become "officee".
    rule = re.sub(rf"(?<!\w){re.escape(slot)}(?!\w)", written, judgement.rule)
    return but(judgement, slot=written, rule=rule)


def _values_as_written(judgement: Judgement, old: str, new: str) -> Judgement:
    """The judgement's slot and values as each sentence wrote them (forms.as_written): the detail forms are a reading
    only. The rule names them as written too."""
    if not rewrites(old) and not rewrites(new):
        return judgement  # (most pairs: nothing was read in another form, nothing to write back)
    fields = {"slot": (judgement.slot, as_written(judgement.slot, old, new)),
              "old_value": (judgement.old_value, as_written(judgement.old_value, old)),
              "new_value": (judgement.new_value, as_written(judgement.new_value, new))}
    if all(formed == written for formed, written in fields.values()):
        return judgement
    rule = judgement.rule
    for formed, written in sorted(fields.values(), key=lambda field: -len(field[0])):
        if formed != written:
            rule = rule.replace(formed, written)
    return but(judgement, rule=rule, **{name: written for name, (_, written) in fields.items()})


def _judged(old: str, new: str, similarity: float | None, thresholds: dedup.Thresholds | None) -> Judgement:
    """The verdict: the ladder, one value replaced, the second looks, then a restatement by closeness of two
    Chinese sentences that name another thing looked at once more."""
    judgement = _looked_at(old, new, similarity, thresholds)
    if judgement.kind != "restatement":
        kept = _kept_said_again(old, new, similarity)
        if kept is not None:
            return kept
    if judgement.kind in ("update", "reversal"):
        apart = _clause_apart(old, new, similarity, thresholds)
        if apart is not None:
            return apart
    if judgement.kind in ("distinct", "unrelated") and not judgement.rule.startswith(_KEPT_APART):
        opened = _time_said_first(old, new, similarity)
        if opened is not None:
            return opened
        moved = _moved_by_another_linked(old, new, similarity)
        if moved is not None:
            return moved
    if judgement.kind == "restatement" and judgement.rule.startswith(_CLOSENESS) and _cjk_modifier_apart(old, new):
        # "项目代号是青鸟" / "子项目的代号是青鸟", "周会定在每周一下午两点" / "每周一下午两点要交周报": close, one value
        # kept, but another thing named (cjk_claim._cjk_modifier_apart): no restatement by closeness.
        return Judgement("distinct", _CJK_ANOTHER_SUBJECT, similarity=similarity)
    if judgement.kind == "restatement" and judgement.rule.startswith(_CLOSENESS):
        # "视频会员绑的是我的手机号" / "视频会员现在改绑到我老婆的手机号了" (e5 0.95): close, but 改 before the older
        # sentence's own verb says its object changed (rungs._own_verb_changed): no restatement by closeness, a link.
        own = _own_verb_changed(old, new)
        if own:
            return _own_act_linked(own, similarity)
    return judgement


def _kept_said_again(old: str, new: str, similarity: float | None) -> Judgement | None:
    """A newer sentence that says the older value is KEPT in a clause beside others: an occasion for a change ("After
    the reorg, Maya is still our team lead", 团队调整以后，组长还是王磊) or a change only considered, tried or planned
    ("I thought about moving to Porto, but I still live in Lisbon", 讨论过换成PostgreSQL，最后还是用MySQL;
    signals.kept_value). The kept clause alone states the older fact again (the ladder's restatement of it, lexically;
    a clause without a subject of its own, "it's still at 9:30", 还是九点半, when its words are all the older
    sentence's, one of them a detail, and the rest of the sentence or the clause in Chinese names the older subject):
    a restatement, whatever change words the other clauses hold. Otherwise None (the pair as judged)."""
    kept = kept_value(new)
    if kept is None:
        return None
    word, said, aside, no_subject, unmade = kept
    why = f"a value said to be kept ('{word}': '{said}'), beside '{aside}'"
    if no_subject and unmade:
        bare = _KEPT_SUBJECT_WORDS.sub(" ", said)
        terms, older = content_terms(bare), content_terms(old)
        detail = any(dedup._is_detail(t) or any(c.isdigit() for c in t) for t in dedup._Text.of(bare).tokens) \
            or bool(_CJK_RUN.search(bare) and terms)
        if terms and terms <= older and detail and (content_terms(aside) & older or _CJK_RUN.search(said)):
            return Judgement("restatement", f"{why}: its words are the older sentence's, the older fact said again",
                             similarity=similarity)
        return None
    if no_subject:
        return None  # ("已经跳槽到美团了，还是做运营": a change made beside a clause that keeps only a part)
    again = _looked_at(old, said, None, None)
    turned = _KEPT_COPULA.match(said)
    if again.kind != "restatement" and turned:
        # "Maya is still our team lead" after "Our team lead is Maya": the two sides of "is" said the other way round.
        again = _looked_at(old, f"{turned.group(3)} {turned.group(2)} {turned.group(1)}", None, None)
    if again.kind != "restatement":
        return None
    return Judgement("restatement", f"{why}: the older fact said again ({again.rule})", similarity=similarity)


_KEPT_COPULA = re.compile(r"^\s*(\S.*?)\s+(is|are)\s+(?:still\s+)?(\S.*?)\s*$", re.IGNORECASE)


# The kept word and a pronoun subject of a kept clause that has no subject of its own (signals.kept_value).
_KEPT_SUBJECT_WORDS = re.compile(r"^\s*(?:it|they|he|she|that)(?:['’](?:s|re))?\b|\b(?:still|is|are)\b"
                                 rf"|{KEPT_CJK}", re.IGNORECASE)


def _clause_apart(old: str, new: str, similarity: float | None,
                  thresholds: dedup.Thresholds | None) -> Judgement | None:
    """A crossing-out of a newer sentence that says its change in a clause of its own after a first clause
    (claim.change_clause: "We moved; the Paris office is now in La Défense", "We switched; my son's dentist is now
    Dr. Patel"), when that clause read alone against the older sentence names another thing: another holder (its
    distinct verdict), or a name before the older sentence's subject (a link): nothing crossed out. The clause read
    alone in any other way (an update, a link, far apart: the first clause said the change, "我已经换车了，现在开的是
    比亚迪汉", "I sold the Civic; now I drive a Tesla") leaves the whole's verdict (holder35)."""
    split = change_clause(new)
    if split is None:
        return None
    alone = _looked_at(old, split[1], similarity, thresholds)
    if alone.kind == "distinct" and alone.rule.startswith("another holder"):
        return but(alone, rule=f"the clause after '{split[0]}': {alone.rule}")
    if alone.kind == "possible_update" and "with a word before it" in alone.rule:
        return Judgement("possible_update", f"the change said in the clause after '{split[0]}' names another "
                         f"thing ({alone.rule}): linked, nothing crossed out", alone.signals, alone.slot,
                         alone.old_value, alone.new_value, similarity=similarity)
    return None


def _time_said_first(old: str, new: str, similarity: float | None) -> Judgement | None:
    """A change said after a time put first ("After lunch I switched to Zed", "Since Monday we deploy with Argo",
    从上周开始我改用 Neovim 了; claim.time_opening), judged apart: the pair judged again with the time set aside,
    lexically (the cosine is the whole sentence's). Kept when it links: a change word of the rest's own ('switched',
    改用) as it says; after a time that says when the newer state began ("Since Monday", 从…开始) and no change word, a
    link. Not when the newer sentence is a passing state or the older one says a change. None when not."""
    opened = time_opening(new)
    if opened is None or is_temporary(new) or signals_in(old):
        return None
    opening, rest = opened
    if _subject_of_another(old, rest):
        return None
    started = starts_a_state(opening)
    if not (signals_in(rest) or started):
        return None  # ("Yesterday I tried Zed": a time and an event, no change said)
    again = _looked_at(old, rest, None, None)
    if not again.links:
        return None
    rule = f"{again.rule} (the time said first set aside: '{opening}')"
    if again.kind == "update" and not signals_in(rest) and not started:
        return Judgement("possible_update", rule, (opening,), again.slot, again.old_value, again.new_value,
                         similarity=similarity)
    if again.kind == "update" and not signals_in(rest):
        # "Since Monday we deploy with Argo" after "We deploy with Flux" (session 33, enmix33): the time says when the
        # newer state began, as "Starting Monday" does (a change word), and the rest replaces one value in the older
        # sentence's own frame (the ladder's update): an update, crossed out.
        return Judgement("update", rule, (opening,), again.slot, again.old_value, again.new_value,
                         similarity=similarity)
    return but(again, rule=rule, in_place=False, similarity=similarity)


def _time_said_last(old: str, new: str, similarity: float | None) -> Judgement | None:
    """A change word, then a time before now said last ("I switched to Planet Fitness three weeks ago";
    claim.time_closing): the time says when the change happened, not that the sentence is a dated event, so the pair
    is judged again with it set aside, lexically, as `_time_said_first` does. Only a rest with a strong change word of
    its own: a plain event with a time ("I ran 10k last Saturday") says no change. None when not."""
    closed = time_closing(new)
    if closed is None or is_temporary(new) or is_plan(new) or signals_in(old):
        return None
    closing, rest = closed
    if not any(strength in ("strong", "back") for _, strength in signals_in(rest)) or _subject_of_another(old, rest):
        return None
    again = _looked_at(old, rest, None, None)
    if not again.links:
        return None
    return but(again, rule=f"{again.rule} (the time said last set aside: '{closing}')", in_place=False,
               similarity=similarity)


def _change_then_aside(old: str, new: str, similarity: float | None) -> Judgement | None:
    """A change said in a first clause, then why or what came of it with no change word ("博客挪到 Vercel 上了，阿里云
    那台到期就没续费", "扩展坞换了个贝尔金的，绿联那个老掉线"; claim.change_then_aside): the first clause judged alone,
    lexically. Only when the rest names what the older sentence says and the first clause does not (the value left,
    and why), or the first clause names the value left itself ("从 Maven 切到 Gradle 了，增量编译快太多":
    _left_value_named): a rest that goes on with the claim ("…不再学围棋了，而是去学游泳") or says another thing
    ("…，每晚两点自动备份") is no aside of this change. Kept when the clause links, as a link: the rest may say more
    than why. Not when the newer sentence is a passing state or a plan, the older one says a change, or the clause has
    another holder ("我同事又换回搜狗了，…"). None when not."""
    split = change_then_aside(new)
    if split is None or is_temporary(new) or is_plan(new) or signals_in(old):
        return None
    first, rest = split
    if not ((content_terms(rest) & content_terms(old)) - content_terms(first) or _left_value_named(old, first)) \
            or _subject_of_another(old, first) or _another_holder(old, first):
        return None
    again = _looked_at(old, first, None, None)
    if not again.links:
        # ("上周开始告警改成走 PagerDuty 直接打电话，飞书群消息太容易漏看": the reason after it names the value left)
        return _value_left_in_reason(old, rest, first, similarity)
    return Judgement("possible_update", f"{again.rule} (the change said first, then '{rest[:40]}': linked, nothing "
                     f"crossed out)", again.signals, again.slot, again.old_value, again.new_value,
                     similarity=similarity)


def _change_after_reason(old: str, new: str, similarity: float | None) -> Judgement | None:
    """A change said after its reason ("Instacart's markups got ridiculous so groceries come from Costco same-day now",
    因为客户要求数据留在北京，服务整体搬到华北2了; claim.change_after_reason): the clause after the reason judged alone,
    lexically, as a link: the reason names things of its own (a vendor, a doctor, a place) and its subject is not
    the claim's. The clause is read as said; as its first part when the rest names the older sentence's value as
    what is left ("… and us-east-1 is just the DR site", "…，杭州那边只留备份": _value_left_aside); as a state said
    now when it says since when it holds ("… the monorepo's been on pnpm since this sprint started":
    claim.since_closing); as an amount's change when another person set it ("… her endocrinologist raised the
    levothyroxine to 75 mcg": signals.moved_by_another). Not when the newer sentence is a passing state or a plan ("My
    MacBook is in repair, so I'm on a loaner Dell for a few days"), the older one says a change, or the whole or the
    clause has another subject or holder. None when not."""
    split = change_after_reason(new)
    if split is None or is_temporary(new) or is_plan(new) or signals_in(old) or _another_holder(old, new) \
            or _party_unsaid(old, new):
        return None  # (the whole's holder too: "My wife works at Stripe" / "Handed in my badge; Shopify hired me")
    reason, change = split
    if _OWNED_BY_THE_REASON.match(change):
        return None  # ("The checkout service got slow, so as of Monday its p99 is 1.5 seconds": the service's p99)
    since = since_closing(change)
    begun = (opened := _state_begun(change)) and f"{opened[1].strip()} now"  # ("so since last weekend the …")
    for said in dict.fromkeys((change, _value_left_aside(old, change), since and f"{since} now", begun,
                               moved_by_another(change), _topic_carried(old, reason, change))):
        if not said or _subject_of_another(old, said) or _another_holder(old, said):
            continue
        again = _looked_at(old, said, None, None)
        if again.links:
            return Judgement("possible_update", f"{again.rule} (the change said after its reason '{reason[:40]}': "
                             "linked, nothing crossed out)", again.signals, again.slot, again.old_value,
                             again.new_value, similarity=similarity)
    return _value_left_in_reason(old, reason, change, similarity)


def _state_begun(change: str) -> tuple[str, str] | None:
    """The time said first in a change clause and the rest, when that time says when a state began ("as of Monday",
    "since last weekend": claim.starts_a_state); None when not."""
    opened = time_opening(change)
    return opened if opened and starts_a_state(opened[0]) else None


# A change clause that opens with "its" / "their" says a thing of the reason's subject ("…, so its p99 is …"); "her" /
# "his" may be the older holder's ("Mom's TSH came back high, so her endocrinologist …": holder reads persons).
_OWNED_BY_THE_REASON = re.compile(r"^\s*(?:(?:since|starting|as\s+of)\s+(?:last\s+|this\s+)?\w+\s*,?\s+)?"
                                  r"(?:its|their)\b", re.IGNORECASE)
MIN_REASON_TERMS = 3  # a reason is a clause of its own: "Chase started charging a monthly fee", 飞书群消息太容易漏看


def _value_left_in_reason(old: str, reason: str, change: str, similarity: float | None) -> Judgement | None:
    """The reason names what the older sentence says and the change does not (the value left: "长城会议室被行政收走当
    仓库了", "Instacart's markups got ridiculous"), and the change, said with a change word, keeps another of the older
    sentence's words (its subject: 周会, said before the words left, its value) and names a value of its own
    (以后周会都去5楼黄山): the change replaces the value its reason gives up. A link. None when not (no change word:
    "Slack went down, so we used email"). A time said first that says when the state began ("That alert was paging us
    for nothing, so as of Monday the p99 threshold is 1.5 seconds": claim.starts_a_state) says the change as a change
    word does; so does a habit of now (最近都去 Costco: claim.now_habit_cjk)."""
    said = signals_in(change) or (((opened[0], "start"),) if (opened := _state_begun(change)) else ()) \
        or (((NOW_HABIT, "weak"),) if now_habit_cjk(change) else ())
    if not said or _subject_of_another(old, change) or _another_holder(old, change):
        return None
    older, why, now = content_terms(old), content_terms(reason), content_terms(change)
    left, kept, anew = (older & why) - now, (older & now) - why, now - older - why
    said_at = old.casefold().find
    if not kept and left and (carried := _subject_carried(old, left, change)):
        # (the value said in the reason too, "办了张 Costco 的卡，最近都去 Costco", is still the change's own)
        (kept, left), anew = carried, now - older
    if not (left and kept and anew) or _modifier_before(old, change, kept) or len(why) < MIN_REASON_TERMS:
        return None  # (a time said first, "Each Monday, on-call is handed over …", is no reason)
    if min(map(said_at, left)) < min(map(said_at, kept)):
        return None  # the words left are the older subject, not its value ("写 Java 我用 IDEA" / "VS Code 写 Java …")
    return Judgement("possible_update", f"the value left named in the reason ('{reason[:40]}': "
                     f"{' '.join(sorted(left))}), the change said of the same subject beside it "
                     f"({' '.join(sorted(kept))}): linked, nothing crossed out", tuple(label for label, _ in said),
                     " ".join(sorted(kept)), " ".join(sorted(left)), " ".join(sorted(anew)), similarity=similarity)


# What may stand between a Chinese verb and its object in the older sentence: a number and a measure word, 的是, 了.
_BEFORE_OBJECT_CJK = re.compile(r"^(?:[\d一二两三四五六七八九十几半]+[\u4e00-\u9fff]|的是|是|了|着)?\s*")


def _subject_carried(old: str, left: frozenset[str], clause: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """(kept, left) when a Chinese change clause with no subject (`said`, from its change word on:
    claim.subjectless_change_cjk) carries the subject of the reason before it (session 46, blind set 24): the
    reason names the older sentence's subject and its value ("安全组说配置中心放密钥不合规，上周已经全部迁到 KMS
    了" after "服务的密钥都放在 Apollo 配置中心里": 密钥, said first in the older sentence, is the subject, 配置中心
    the value left), or the clause's change word is 改 before the older sentence's own verb right before the value
    the reason names ("…把善存停了，从这周一开始改吃维生素D3" after "我每天吃一片善存": 吃 kept). None when not."""
    said = subjectless_change_cjk(clause)
    if not said:
        return None
    said_at = old.casefold().find
    first = min(said_at(term) for term in left)
    # (the words of one run of the older sentence, 配置 中心 置中, are one word: the subject is a run of its own)
    end = max(said_at(term) + len(term) for term in left if said_at(term) == first)
    for term in sorted(left, key=said_at):
        if said_at(term) <= end:
            end = max(end, said_at(term) + len(term))
    subject = frozenset(term for term in left if said_at(term) < end)
    if left - subject:
        return subject, left - subject
    verb = said[1:2] if said.startswith("改") else said[:1] if now_habit_cjk(clause) else ""
    if verb and (at := old.find(verb)) >= 0 and at + 1 + _BEFORE_OBJECT_CJK.match(old[at + 1:]).end() == first:
        return frozenset((verb,)), left
    return None


# A Chinese change clause with no subject of its own: the agent who asked for it (兽医让, 医生要) and the change word.
_CJK_CHANGE_WITHOUT_SUBJECT = re.compile(r"^\s*(?:[\u4e00-\u9fff]{1,4}?(?:让|叫|要))?(?P<change>[^，,。！？；]+)")


def _topic_carried(old: str, reason: str, change: str) -> str | None:
    """A Chinese topic said first carries into the clauses after it that name no subject (金毛肠胃一直敏感，兽医让换成
    皇家的肠道处方粮: the dog's food changed): the reason's opening words that the older sentence says too (at least
    two characters, a content word: not 我家 before another pet), then the change clause from its strong change word
    to its comma. None when not."""
    if not _CJK_RUN.match(reason.strip()) or not _CJK_RUN.search(change):
        return None
    topic = next((reason[:n] for n in range(min(len(reason), 8), 1, -1) if reason[:n] in old), None)
    m = _CJK_CHANGE_WITHOUT_SUBJECT.match(change)
    said = m.group("change") if m else ""
    if topic is None or not content_terms(topic) or topic in change \
            or not any(strength == "strong" for _, strength in signals_in(said)) \
            or not said.startswith(_STRONG_OPENINGS_CJK):
        return None
    return topic + said


_STRONG_OPENINGS_CJK = ("换成", "改成", "改用", "换用", "改吃", "改喝", "换到", "改到", "搬到", "转到", "切到")


# The older value said last, in a clause of its own that gives it a lesser part ("… and us-east-1 is just the DR
# site", "…，杭州那边只留备份"): what became of the value left, not another claim.
_LEFT_ASIDE = re.compile(r"\s*(?:,\s*|\s+and\s+|，\s*)(?=[^,，]*(?:\b(?:just|only)\b|只))", re.IGNORECASE)


def _value_left_aside(old: str, change: str) -> str | None:
    """The first part of `change` when the part after it (after ", " / " and " / "，", saying just / only / 只) names
    a content word of the older sentence the first part does not say (above); None otherwise."""
    m = _LEFT_ASIDE.search(change)
    if m is None:
        return None
    first, rest = change[:m.start()].strip(), change[m.end():]
    return first if first and (content_terms(rest) & content_terms(old)) - content_terms(first) else None


def _party_unsaid(old: str, new: str) -> bool:
    """The older sentence is a party's ("My aunt takes 100 mcg …") and the newer one never names that party: its
    change, read past its reason, is someone else's ("Mom's TSH came back high, so her endocrinologist raised …")."""
    party = _holder(old)
    return bool(party) and party != _SPEAKER and party not in dedup._Text.of(new).keys


_WORD_EN = re.compile(r"[A-Za-z][\w'’-]*")
_DETERMINER_EN = frozenset("the a an my our your his her their its this that these those".split())


def _modifier_before(old: str, change: str, kept: frozenset[str]) -> bool:
    """A word the older sentence does not say right before one of its words kept in the change ("the design team"
    after "Our team …", 隔壁组的周会 after 周会…): another thing of the kind, not the older sentence's subject."""
    older = content_terms(old)
    words = _WORD_EN.findall(change)
    for before, word in itertools.pairwise(words):
        if content_terms(word) & kept and before.casefold() not in _DETERMINER_EN and content_terms(before) \
                and not content_terms(before) & older:
            return True
    return any(f"的{term}" in change and f"的{term}" not in old for term in kept if _CJK_RUN.match(term))


# "from <value>" / 从<value> in a change: the value left, named by the change itself.
_FROM_VALUE = re.compile(r"(?:\bfrom\s+|从\s*)([A-Za-z0-9][\w.+#-]*)", re.IGNORECASE)


def _left_value_named(old: str, change: str) -> bool:
    """The change names a detail of the older sentence as the value it went from ("上个月后端已经从 Maven 切到 Gradle
    了": Maven): the rest after it need not name the older value to be an aside (blind set 23)."""
    keys = set(dedup._Text.of(old).keys)
    return any(dedup._is_detail(m.group(1)) and set(dedup._Text.of(m.group(1)).keys) <= keys
               for m in _FROM_VALUE.finditer(change))


_NOUN_SUBJECT = re.compile(r"^\s*(?:my|our|the)\s+((?:[\w'’-]+\s+){0,2}[\w'’-]+)", re.IGNORECASE)


def _subject_of_another(old: str, rest: str) -> bool:
    """The rest after a time said first opens with a noun subject ("my teammate …", "the data team …") none of
    whose first words the older sentence says: another subject ("After lunch my teammate switched to Zed" after "I
    use VS Code"), not read again. "After the remortgage our monthly payment dropped …" after "Our mortgage payment
    is …" keeps "payment"."""
    m = _NOUN_SUBJECT.match(rest)
    if m is None:
        return False
    return not set(dedup._Text.of(m.group(1)).keys) & set(dedup._Text.of(old).keys)


def _moved_by_another_linked(old: str, new: str, similarity: float | None) -> Judgement | None:
    """A change said as another person's act on the speaker ("I sing alto in the choir" / "The director moved me to
    tenor"; signals.moved_by_another): judged again as the speaker's own "moved to" / "switched to". None when not."""
    own = moved_by_another(new)
    if own is None:
        return None
    why = "another person's act on the speaker read as the speaker's own change" if own.startswith("I ") \
        else "another person's act on an amount read in the passive"
    return _linked_as_said(old, new, own, similarity, f"{why}: '{own}'")


def _since_state_linked(old: str, new: str, similarity: float | None) -> Judgement | None:
    """A state said in the present perfect progressive with a since-clause last ("I bike to work" / "I've been
    taking the tram to work since my knee got sore"; claim.since_closing): the clause says when the newer state
    began, so the rest is judged again with the weak change word "now" in its place. The same habit ("I've been
    driving to the office since 2019" after "I drive to the office") reads as a restatement there and is not
    linked. None when not."""
    rest = since_closing(new)
    if rest is None:
        return None
    said = f"{rest} now"
    return _linked_as_said(old, new, said, similarity, "a state begun at a time, said in the perfect progressive "
                           f"with 'since', read as said now: '{said}'")


def _linked_as_said(old: str, new: str, said: str, similarity: float | None, why: str) -> Judgement | None:
    """The newer sentence `new` said again as `said` and judged against the older lexically (the cosine is the whole
    sentence's), kept when that links, as a link with `why` appended: nothing is crossed out on a reading said
    again. Not for a temporary newer state, nor an older sentence with a change word of its own."""
    if is_temporary(new) or signals_in(old):
        return None
    again = _looked_at(old, said, None, None)
    if not again.links:
        return None
    return Judgement("possible_update", f"{again.rule} ({why})", again.signals, again.slot, again.old_value,
                     again.new_value, similarity=similarity)


def _own_act_linked(own: tuple[str, str], similarity: float | None) -> Judgement:
    """The link for the older sentence's own act said anew of the same subject (rungs._own_verb_changed)."""
    subject, said = own
    return Judgement("possible_update", f"the older sentence's own act said anew of the same subject ('{said}', "
                     f"{subject}): begun, ended or with another object", (said,), subject, similarity=similarity)


def _role_holder_said_anew(old: str, new: str, judgement: Judgement, similarity: float | None) -> Judgement | None:
    """The holder of a one-holder role said anew with a change word (holder.role_holder_changed): "Alice leads the
    platform team" / "Bob now leads the platform team", "前端由小王负责" / "前端现在由小李负责了": the person is the
    role's value, not another holder (the second looks would read another holder): an update. Another object held
    by another person ("… now leads the payments team", "后端现在由小李负责了") is distinct after a weak change word
    (now, 现在) and a link after a strong one (改成 / 换成: something was reassigned). The ladder's own update stays."""
    held = role_holder_changed(old, new)
    if held is None:
        other = role_held_by_another(old, new) if judgement.kind in ("distinct", "unrelated") else None
        if other is None:
            return None
        # "The platform team is led by Farid" / "Helen leads the platform team": another holder of a role that has
        # one at a time, no change word (holder.role_held_by_another). Co-holders exist, and nothing says when:
        # a link, nothing crossed out.
        role, was, now = other
        return Judgement("possible_update", f"another holder of a one-holder role ({role}): {was} / {now}, no change "
                         "word: linked, nothing crossed out", (), role, was, now, similarity=similarity)
    role, was, now, same_object, strong = held
    said = tuple(label for label, _ in signals_in(new))
    if same_object:
        if judgement.kind == "update":
            return None
        if role_taken_over(new):
            if judgement.links:
                return None  # (the ladder's own link stays: "Alice owns billing" / "Bob took over billing")
            # "Carol runs the data team" / "Dave has taken over the data team": the frame reworded ("runs" / "has
            # taken over"), as "Alice owns billing" / "Bob took over billing": sure of the role, a link.
            return Judgement("possible_update", f"a role said to be taken over ({role}): {was} -> {now}; the "
                             "frame reworded, linked, nothing crossed out", said or ("taken over",), role, was, now,
                             similarity=similarity)
        return Judgement("update", f"the holder of a role said anew ({role}): {was} -> {now}", said or ("now",),
                         role, was, now, similarity=similarity)
    if strong:
        return Judgement("possible_update", f"a role given to another person, of another object ({role} / "
                         f"{now}): linked, nothing crossed out", said, role, was, now, similarity=similarity) \
            if judgement.kind == "update" else None
    return Judgement("distinct", f"a role of another object held by another person ({role} / {now}): two holders",
                     similarity=similarity)


# The restatements that closeness (the cosine, or most words in common) decides, and a word can overturn.
_PERSON_DESCRIBED = "a person-valued slot said with a description (what they are like), not a new value"
_CLOSENESS = ("restatement (similarity", "reworded with the same details", "reworded, the value")


def _older_state_ended(old: str, new: str, similarity: float | None) -> Judgement | None:
    """The older sentence said again, every word kept, as a habit that stopped or a state now past: a link, or a
    crossing-out when the newer sentence says it ended. None when not."""
    stopped = habit_stopped_en(old, new)
    if stopped:
        # "I buy lunch at the canteen" / "I've stopped buying lunch at the canteen": the older habit, every word
        # kept, said to have stopped. The event guard (another object, no change word) does not apply: the object is
        # kept. "stopped" is no change word of the table (an event stops too): a link, as rungs._own_verb_changed.
        subject, said = stopped
        return Judgement("possible_update", f"the same habit said to have stopped ('{said}', {subject})", (said,),
                         subject, similarity=similarity)
    past = past_state_said(old, new)
    if past:
        # "I'm allergic to peanuts" / "I used to be allergic to peanuts, I grew out of it", 我对花生过敏 / 我以前对花生
        # 过敏: the older claim said word for word as a past state. Said to have ended: crossed out; else a link (a
        # past said after the present may say the present ended, not sure).
        said, ended = past
        if ended:
            return Judgement("update", f"the older claim said as a past state ('{said}') and said to have ended "
                             f"('{ended}')", (said, ended), similarity=similarity)
        return Judgement("possible_update", f"the older claim said as a past state ('{said}'): it may have ended",
                         (said,), similarity=similarity)
    first = past_state_said_first(old, new)
    if first:
        # "I lived in Lisbon" / "I live in Lisbon": the older sentence says the state in its past, the newer now; the
        # dedup keys lose the tense. Two facts, as "I used to live in Lisbon" / "I live in Lisbon" are.
        return Judgement("distinct", f"a past state ('{first}') said first, the present one after it: two facts",
                         similarity=similarity)
    return None


def _looked_at(old: str, new: str, similarity: float | None, thresholds: dedup.Thresholds | None) -> Judgement:
    """The ladder, one value replaced, then the second looks."""
    ended = _older_state_ended(old, new, similarity)
    if ended is not None:
        return ended
    judgement = _ladder(old, new, similarity, thresholds)
    chore = _chore_or_trial(old, new, judgement, similarity)
    if chore is not None:
        return chore
    if judgement.kind in ("distinct", "unrelated", "possible_update", "update") \
            and not judgement.rule.startswith(_KEPT_APART):
        held = _role_holder_said_anew(old, new, judgement, similarity)
        if held is not None:
            return held
    if judgement.kind == "distinct" and not judgement.rule.startswith(_KEPT_APART):
        replaced = _value_replaced_in_frame(old, new)
        if replaced:
            strong = any(strength in ("strong", "back") for _, strength in signals_in(new))
            what, was, now, same_words = replaced
            kind = "update" if same_words or strong else "possible_update"
            frame = "the same words around it" if same_words else "the frame reworded"
            judgement = Judgement(kind, f"one value replaced ({what}: {was} -> {now}), {frame}",
                                  tuple(label for label, _ in signals_in(new)), what, was, now,
                                  in_place=same_words and not strong, similarity=similarity)
    if judgement.kind in ("distinct", "unrelated") and not judgement.rule.startswith(_KEPT_APART):
        moved = _employer_moved(old, new)
        if moved:
            judgement = Judgement("possible_update", f"the speaker's employer said anew ('{moved[1]}'): went to or "
                                  f"joined {moved[0]}", (moved[1],), "employer", "", moved[0], similarity=similarity)
    if judgement.kind in ("distinct", "unrelated") and not judgement.rule.startswith(_KEPT_APART):
        left = _job_left(old, new)
        if left:
            verb, firm, nxt, sure = left
            judgement = Judgement("update" if sure else "possible_update", f"the speaker's job said to be left "
                                  f"('{verb}' {firm})" + (f", then {nxt}" if nxt else ""), (verb,), "employer", firm,
                                  nxt, similarity=similarity)
    if judgement.kind in ("distinct", "unrelated") and not judgement.rule.startswith(_KEPT_APART):
        car = _car_said_anew(old, new)
        if car:
            judgement = Judgement("possible_update", f"a thing of the speaker's said anew ('{car[0]}', 车): "
                                  f"{car[1]} -> {car[2]}", (car[0],), "vehicle", car[1], car[2], similarity=similarity)
    if judgement.kind in ("distinct", "unrelated") and not judgement.rule.startswith(_KEPT_APART):
        # "孙老师教初三" / "孙老师改教初一了", "I drink my coffee black" / "I've started taking oat milk in my
        # coffee": the older sentence's own act of the same subject begun, ended or with another object. Not sure it
        # replaces: a link.
        own = _own_verb_changed(old, new)
        if own:
            judgement = _own_act_linked(own, similarity)
    if judgement.kind in ("distinct", "unrelated") and not judgement.rule.startswith(_KEPT_APART):
        # "The cleaner comes on Fridays" / "The cleaner's visits were rescheduled to every other week": the newer
        # subject is the older subject's schedule (rungs.schedule_of_subject). The frame is not kept: a link.
        owned = schedule_of_subject(old, new)
        if owned:
            judgement = Judgement("possible_update", f"change word '{owned[1]}' said of the schedule of the older "
                                  f"sentence's subject ({owned[0]}'s)", (owned[1],), owned[0], similarity=similarity)
    if judgement.kind in ("distinct", "unrelated") and not judgement.rule.startswith(_KEPT_APART) \
            and judgement.rule != _NOTHING_IN_COMMON:
        judgement = _one_run_replaced(old, new, similarity) or _joined_another_group(old, new, similarity) \
            or _kept_subject_linked(old, new, similarity) or _time_moved_linked(old, new, similarity) or judgement
    if judgement.kind in ("distinct", "unrelated") and not judgement.rule.startswith(_KEPT_APART):
        # A change said in plain words, in another frame: a strong change word beside the older sentence's topic
        # word, or "again" / 又 after its own change (topic_link). Not sure of the slot: a link at most.
        judgement = topic_kept_linked(old, new, similarity) or judgement
    # Only a verdict that stores once, links or crosses out is looked at again (most neighbours are not).
    guarded = judgement.kind in ("restatement", "update", "possible_update") and judgement.rule != "same words"
    no_change_word = guarded and not signals_in(old) and not signals_in(new)
    apart = _another_subject(old, new, judgement, no_change_word, similarity)
    if apart is not None:
        return apart
    judgement, settled = _second_look_at_restatement(old, new, judgement, no_change_word, similarity)
    if not settled:
        judgement = _second_look_at_link(old, new, judgement, similarity)
    return party_named_beside_new_change_word(old, new, judgement)


def _chore_or_trial(old: str, new: str, judgement: Judgement, similarity: float | None) -> Judgement | None:
    """A chore's doer or a product on trial read in the pair (holder: chore_said_again, product_on_trial,
    chore_doer_changed), asked of a verdict that keeps the two apart, links, or stores once by closeness alone."""
    apart_or_linked = judgement.kind in ("distinct", "unrelated", "possible_update") \
        and not judgement.rule.startswith(_KEPT_APART)
    if not (apart_or_linked or (judgement.kind == "restatement" and judgement.rule.startswith(_CLOSENESS))):
        return None
    again = chore_said_again(old, new) if judgement.kind in ("distinct", "unrelated") else ""
    if again:
        return Judgement("restatement", f"the doer of a chore said in the other voice ({again}): one fact",
                         similarity=similarity)
    trial = product_on_trial(old, new) if judgement.kind in ("distinct", "unrelated") else None
    if trial is not None:
        # "I run in Hoka Cliftons" / "Trying Nike Pegasus for my runs now" (holder35): a trial of another product
        # for the older sentence's own activity; a trial often ends in a return: a link, nothing crossed out.
        return Judgement("possible_update", f"a trial of a product for the older sentence's activity ({trial[1]}):"
                         f" {trial[0]}; linked, nothing crossed out", ("trying",), trial[1], "", trial[0],
                         similarity=similarity)
    chore = chore_doer_changed(old, new)
    if chore is not None:
        # "Tuesday school pickup is my job" / "My partner is doing Tuesday school pickup now" (holder35): the doer
        # of one chore said anew with "now"; two people can share a chore: a link, nothing crossed out.
        what, was, now = chore
        return Judgement("possible_update", f"the doer of a chore said anew ({what}): {was} -> {now}; linked, "
                         "nothing crossed out", ("now",), what, was, now, similarity=similarity)
    return None


_CJK_ANOTHER_SUBJECT = "close wording, but a Chinese word names another thing (said before a shared name, or a sibling)"


def _cjk_reworded(old: str, new: str, similarity: float | None,
                  thresholds: dedup.Thresholds | None) -> Judgement | None:
    """A Chinese claim reworded around the same subject and the same details (cjk_claim._cjk_reworded_same): the same
    content in order ("strict") stands on its own, without an embedder too, once the cosine (if any) reaches the
    update line; a kind word after a shared name said on one side or in other words ("kind": "代码仓库" /
    "代码", "杭州区" / "杭州地域") only with an embedder's cosine at its restatement line."""
    lexical = similarity is None or thresholds is None
    if not lexical and similarity < thresholds.update:
        return None  # (most dense neighbours of a write: neither reading below can admit them, so none is made)
    how = _cjk_reworded_same(old, new)
    if not how:
        return None  # (most pairs: no Chinese claim reworded, and no change words to read)
    said = tuple(label for label, _ in signals_in(new))  # only a word that states the present ("现在") gets here
    if how == "strict" and (lexical or similarity >= thresholds.update):
        return Judgement("restatement", "a Chinese claim reworded: the same details and content characters, "
                         "grammar and frame words set aside", said, similarity=similarity)
    if how == "kind" and not lexical and similarity >= thresholds.restate:
        return Judgement("restatement", f"a Chinese claim reworded: the same details and content characters but "
                         f"the kind of a shared name (similarity {similarity:.2f})", said, similarity=similarity)
    return None


def _kept_subject_linked(old: str, new: str, similarity: float | None) -> Judgement | None:
    """"我们团队在北京望京的办公室办公" / "我们团队搬去了亦庄": the older sentence's subject, kept word for word
    before a strong change word, and a short new value after it; the older value is long. Sure of the
    subject, not of the slot: a link. Asked after the kept-frame rungs (a kept frame names its rule)."""
    if signals_in(old) or is_temporary(new):
        return None
    anew = _subject_kept_value_anew(old, new)
    if not anew:
        return None
    labels = tuple(label for label, _ in signals_in(new))
    return Judgement("possible_update", f"the subject '{anew[0][:40]}' kept before the change word, a new value "
                     f"after it: {anew[1][:40]} -> {anew[2]}", labels, anew[0], anew[1], anew[2],
                     similarity=similarity)


@_per_text
def _after_repeat_marker(text: str) -> str:
    """The sentence after a repeat marker it starts with ("Like I said, …"), or the sentence itself."""
    marker = REPEAT_MARKER.match(text)  # (anchored at the start: a match, not a sub tried at every position)
    return text[marker.end():] if marker else text


def _time_moved_linked(old: str, new: str, similarity: float | None) -> Judgement | None:
    """"晨会每天八点四十开始" / "晨会推迟到九点了": the event named word for word, a strong change word and a new
    time only (cjk_claim._cjk_time_moved). The rest of the older time (the day, "每天") is not said again, so
    not sure it is the same occurrence: a link."""
    if is_temporary(new):
        return None
    moved = _cjk_time_moved(old, new)
    if not moved:
        return None
    labels = tuple(label for label, _ in signals_in(new))
    return Judgement("possible_update", f"the event '{moved[0]}' named again with a change word and a new time "
                     f"only: {moved[1]} -> {moved[2]}", labels, moved[0], moved[1], moved[2], similarity=similarity)


def _dated_guards(text: str, parsed: dedup._Text) -> frozenset[str]:
    """The guard words of `text` (dedup) but a time of day or week said as a habit's (HABITUAL_TIME_EN), and a Chinese
    day part said right before a clock time (晚上8点: dedup's clock_day_parts), which is that clock's half of the day,
    part of the value, no date ("我早上8点上班" / "我现在晚上8点上班": one start time moved, session 42, clock42)."""
    if not HABITUAL_TIME_EN.search(text):
        return parsed.guards() - parsed.clock_day_parts()  # (most sentences: no habitual time said)
    return dedup._Text.of(HABITUAL_TIME_EN.sub(" ", text)).guards()


# A word that adds a second time or dose to the older one (也, 还, 再, 另, "also", "another"): "我早上8点吃降压药" /
# "我现在晚上8点还要再吃一次胃药" is one more fact, not the older clock moved: its day part stays a date.
_ONE_MORE = re.compile(r"也|还(?!是)|再|另|\b(?:also|too|another|as well)\b", re.IGNORECASE)


# The change words that say only "now" (signals: weak): the present, no new value by themselves.
_NOW_WORDS = frozenset(("now", "现在"))


def _ladder(old: str, new: str, similarity: float | None, thresholds: dedup.Thresholds | None) -> Judgement:
    """The rules, one ordered ladder (first match wins). It is long on purpose: reading it top to
    bottom is the explanation."""
    if not old.strip() or not new.strip():
        return Judgement("unrelated", "an empty sentence")
    if len(old) > RULE_CHARS or len(new) > RULE_CHARS:  # longer than any write: not judged at all
        return Judgement("distinct", f"longer than {RULE_CHARS} characters: kept apart, not compared by rules")
    a, b = dedup._Text.of(old), dedup._Text.of(new)
    if a.keys == b.keys:
        return Judgement("restatement", "same words", similarity=similarity)
    bare = _after_repeat_marker(new)
    if bare != new and dedup._Text.of(bare).keys == a.keys:
        return Judgement("restatement", "the same words after a repeat marker ('like I said')", similarity=similarity)
    if is_phatic(old) or is_phatic(new):
        return Judgement("chatter", "greetings and thanks are never merged", similarity=similarity)
    # Below the update line (most dense neighbours of a write) this rung cannot fire: it is asked only
    # where a later rung reads it, not of every pair.
    near = similarity is None or thresholds is None or similarity >= thresholds.update
    other_form = _same_claim_other_form(old, new) if near else ""
    if other_form:
        return Judgement("restatement", other_form, similarity=similarity)
    listed = same_list_restated(old, new) if near else ""
    if listed:
        return Judgement("restatement", listed, similarity=similarity)
    reworded = _values_kept_reworded(old, new)
    if reworded:
        return Judgement("restatement", reworded, similarity=similarity)
    cjk_reworded = _cjk_reworded(old, new, similarity, thresholds)
    if cjk_reworded:
        return cjk_reworded
    if similarity is None or thresholds is None:  # (with a cosine, the cosine reads the other wording)
        rare = same_rare_value(old, new)
        if rare:
            return Judgement("restatement", rare, similarity=similarity)
    if _nothing_in_common(a, b, old, new) and (similarity is None or thresholds is None
                                               or similarity < thresholds.conflict):
        # Every rule below that links, merges or restates needs a word or a slot in common, or
        # most of the frame; most neighbours of a write have none of these, and are answered here.
        return Judgement("unrelated", _NOTHING_IN_COMMON, similarity=similarity)
    lexical = thresholds is None or similarity is None
    th = LEXICAL if lexical else thresholds
    score = _lexical_similarity(old, new) if lexical else float(similarity)

    found_new = signals_in(new)
    old_labels = {label for label, _ in signals_in(old)}
    fresh = [(label, s) for label, s in found_new if label not in old_labels
             and (label != "new" or _new_names_old_thing(old, new))]
    if fresh:  # (a change word that says the older sentence's own habit again names no change)
        habit = habit_said_again(old, new)
        fresh = [(label, s) for label, s in fresh if label not in habit] if habit else fresh
    labels = tuple(label for label, _ in fresh)
    strengths = {s for _, s in fresh}
    shared = content_terms(_without_signals(without_speaker(old))) \
        & content_terms(_without_signals(without_speaker(new)))
    families = slot_families(old) & slot_families(new)
    slot = " ".join(sorted(shared))[:80] or ", ".join(sorted(families))
    value_pair: tuple[str, str] | None = None

    def values() -> tuple[str, str]:
        # The words only one side has, read once where a rung returns or weighs them: most pairs end before.
        nonlocal value_pair
        if value_pair is None:
            value_pair = _values(_without_adverbs(old), _without_adverbs(new))
        return value_pair

    ended = [bool({label for label, _ in found_new} & _ENDED), bool(old_labels & _ENDED)]
    same_when_negation_set_aside = any(ended) and _same_claim(_NEGATION.sub(" ", old), _NEGATION.sub(" ", new))
    if same_when_negation_set_aside and ended[0] != ended[1]:
        # "Our builds no longer run on Buildkite", "I don't take the train anymore": the very claim
        # stopped (or, the other way round, started again): the same words, the opposite fact.
        return Judgement("update", "the same claim said to have stopped or started again (no longer / 不再)",
                         labels, slot, similarity=similarity)
    back = _changed_back(old, new, any(s in ("strong", "back") for _, s in found_new)) \
        if not is_temporary(new) else None
    if back:
        # "The standup moved from Monday to Friday" / "…from Friday to Monday", 房租从3000涨到3500 / 从3500降回3000:
        # the same frame, and the newer change starts where the older one ended. Sure only of a thing's value.
        kind, frame, was, now, verb = back
        if kind == "distinct":
            return Judgement("distinct", f"from A to B and from B to A of two frames ('{frame}' / '{was}'): two "
                             f"things went the other way", similarity=similarity)
        if kind == "trip":
            return Judgement("distinct", f"a verb of travel said of the speaker ('{frame}'): from {was} and "
                             f"from {now} are two trips, events, not a value that changed back", similarity=similarity)
        said = labels or tuple(label for label, _ in found_new) or (verb,)
        return Judgement(kind, f"a change from {was} to {now} after the "
                         f"change to {was} (the same frame: {frame or 'the speaker'})", said, frame, was, now,
                         similarity=similarity)
    if (fresh or old_labels) and (_same_claim(old, new) or same_when_negation_set_aside):
        return Judgement("restatement", "only change words differ; the value is the same", labels, slot,
                         similarity=similarity)
    if fresh and set(labels) <= _NOW_WORDS and not old_labels and near \
            and _same_claim_other_form(_without_signals(old), _without_signals(new)):
        # (session 43, restate43) "我儿子在实验小学读三年级" / "儿子现在在实验小学上三年级": only "now" said, and the
        # rest the same claim in another form (读 / 上, the owner's 我 left unsaid): the value is the same.
        return Judgement("restatement", f"only '{labels[0]}' said, the same claim in another form", labels, slot,
                         similarity=similarity)
    if is_temporary(new) and not is_temporary(old):
        if shared or families or score >= th.conflict:
            return Judgement("temporary", "a passing state ('this week', '暂时') does not replace a lasting fact",
                             labels, slot, *values(), similarity=similarity)
    left = _left_old_value(old, new) if not old_labels else ""
    if left and (shared or families or score >= th.update) and _one_value_apart(old, new):
        # The verb of leaving ("cancelled", "quit", "swapped out") is the change word: recorded as one.
        return Judgement("update", f"the older sentence's value is said to be left ('{left}')", ("left",), slot,
                         left, values()[1], similarity=similarity)
    if fresh:
        old_value, new_value = values()
        if person_described(old, new):
            # "My boss is Jim." / "My boss is strict now.": a description of the person, not a new value.
            return Judgement("distinct", _PERSON_DESCRIBED, similarity=similarity)
        named = _named_old_value(old, new)
        back = bool(strengths & {"back"}) or (bool(strengths & {"back-weak"}) and bool(shared))
        kind = "reversal" if back else "update"
        if named and (shared or families or score >= th.update) and _one_value_apart(old, new):
            return Judgement(kind, f"change signal names the old value ({named})", labels, slot,
                             named, new_value, similarity=similarity)
        # The sentence without its change words keeps the old frame with one value changed.
        framed = dedup.decide(_without_adverbs(old), _without_adverbs(new), max(score, th.update), th)
        if framed.kind != "merge":
            framed = dedup.decide(_bare(old), _bare(new), max(score, th.update), th)
        if framed.kind == "merge":
            return Judgement(kind, f"change signal '{labels[0]}' in the same frame, {framed.reason}", labels,
                             slot, old_value, new_value, similarity=similarity)
        # "failed again on Tuesday": a dated event recurs, it does not return to an old value. A time said as a
        # habit's ("every afternoon", "on Mondays", "in the evenings") dates nothing: it is the habit's value ("The
        # mail comes at 11 am" / "The mail now comes every afternoon at 2 pm").
        dated = bool((_dated_guards(old, a) | _dated_guards(new, b)) & _TIME_WORDS) \
            or bool(b.clock_day_parts() and _ONE_MORE.search(new))
        back = back and (bool(strengths & {"back"}) or not dated)
        strong = bool(strengths & {"strong", "back"}) or back
        # A shared Chinese run made of numerals and measure words ("百元" in "三百元" / "两百元"), or a unit
        # ("我的体重是75公斤" / "我把30公斤的箱子搬到了楼上"), is part of the value, not a subject.
        cjk_subject = strong and any(_CJK_RUN.fullmatch(t) and not set(t) <= _CJK_VALUE_CHARS
                                     and t not in CJK_METRIC_UNITS for t in shared)
        same_subject = len(shared) >= 2 or cjk_subject or bool(families) \
            or (len(shared) == 1 and _only_details_differ(old, new, shared))
        # A change replaces a value: the old sentence loses words, or the new one brings a new detail
        # ("… is #incidents" / "… renamed to #ops-alerts"); only adding plain words is no change.
        value_changed = (bool(new_value) and (bool(old_value) or _has_detail(new_value))) \
            or (back and bool(old_value))
        if value_changed and same_number_of_another_thing(old, new):
            # "The elevator holds up to 8 people" / "The elevator went up to 8 floors": the number the change goes to
            # is the older one's, of another thing (people, floors): another quantity, none of the older changed.
            value_changed = False
        # Sentences that differ by more than a value's worth of words say something else, whatever
        # change word they carry (chat: "以后我也会注意这些细节", "但是又怕预算不够"): no link.
        apart = _one_value_apart(old, new)
        # "我们组的周报…" / "隔壁组的周报改成…": the change word speaks of another owner's thing; "可回收物…" /
        # "厨余垃圾改成…": of another subject of one family.
        owner = _cjk_owner_apart(old, new) or another_group(old, new) \
            or _cjk_subject_swapped(old, new, word_before=False)
        # "班车…" / "自下月起，夜班车…": a word before the older sentence's subject may name another thing, or the
        # same one more narrowly: nothing crossed out, a link at most.
        word_before = "" if owner else _cjk_subject_swapped(old, new)
        # A date from which a change applies (从九月起, 自七月起) says when, not which slot: alone it crosses nothing
        # out on a shared subject, and links only a number replaced by a number ("我的月薪是一万二" /
        # "自七月起，我的月薪是一万四"; not "学校的校长是李校长" / "从九月起学校八点上课").
        date_only = set(labels) == {DATE_ONLY}
        date_link = not date_only or (_has_number(old) and _has_number(new))
        if same_subject and value_changed and apart and not _subject_changed(a, b) and not owner and not date_only:
            left = _left_unstated(old, new)
            if strong and left:
                # "My phone plan is with Vodafone" / "My phone plan went from 20 back to 15 dollars a month": the
                # change is between numbers and the older sentence states a name (or the other way round): another
                # value of the subject may have changed; linked, nothing crossed out.
                return Judgement("possible_update", f"change signal '{labels[0]}' on the same subject, but the "
                                 f"change leaves {left}, and the older sentence states a value of another kind",
                                 labels, slot, old_value, new_value, similarity=similarity)
            other = older_answers_other(old, new) if strong and _CJK_RUN.search(old) and _CJK_RUN.search(new) \
                else None
            if other:
                # "体检在市一医院做" / "体检延到下个月了": the change word asks when, the older sentence says where
                # (kinds.older_answers_other): the subject's other slot may have changed. Linked, nothing crossed out.
                return Judgement("possible_update", f"change signal '{labels[0]}' on the same subject asks "
                                 f"{'/'.join(sorted(other[0]))}, the older sentence answers "
                                 f"{'/'.join(sorted(other[1]))}", labels, slot, old_value, new_value,
                                 similarity=similarity)
            word_before = word_before or (name_before_subject(old, new) if strong else "")
            if strong and word_before:
                # (English: "Our office is in SoHo" / "The Lyon office is now in La Défense": a name before the
                # older sentence's subject noun, holder.name_before_subject.)
                return Judgement("possible_update", f"change signal '{labels[0]}' said of the subject with a word "
                                 f"before it ({word_before})", labels, slot, old_value, new_value,
                                 similarity=similarity)
            if strong:
                return Judgement(kind, f"change signal '{labels[0]}' on the same subject, value changed", labels,
                                 slot, old_value, new_value, similarity=similarity)
            if not dated and not is_arrival(new):  # "我已经到公司了": where the speaker got to, no new value
                return Judgement("possible_update", f"weak change word '{labels[0]}' on the same subject", labels,
                                 slot, old_value, new_value, similarity=similarity)
        elif (len(shared) >= 2 or families) and score >= th.update and value_changed and apart and not dated \
                and not _subject_changed(a, b) and not owner and date_link:
            # A subject and a slot in common, not one word: chat turns share a word ("hope", "tell") daily.
            return Judgement("possible_update", f"change word '{labels[0]}' on a similar sentence", labels, slot,
                             old_value, new_value, similarity=similarity)
        plain = dedup._Text.of(_without_signals(old)).guards() | dedup._Text.of(_without_signals(new)).guards()
        # A return ("用回Vim", "went back to zsh") after a sentence that itself said it changed ("我现在用VS Code
        # 写代码"): the value the older one moved to is left again, though no word is shared.
        returning = bool(strengths & {"back"}) and bool(old_labels)
        replaced = _replaced_values(old, new, initial=bool(strengths & {"strong", "back"})) \
            if (shared or families or returning) and apart \
            and not plain & _TIME_WORDS else None
        if replaced and not _subject_changed(a, b, replaced, families) and not owner \
                and not _another_named_person(old, new) and not _opening_name_replaced(old, new, replaced):
            # "Bob took over billing" after "Alice owns billing", "I catch the 8:10 train these days" after
            # "I take the 7:45 train": one word in common and a name or number left for another, with a
            # change word. The frame is reworded, so not sure: a link.
            where = f"beside '{slot[:40]}'" if slot else "after the older sentence's own change"
            # "Expenses are approved by Rita" / "Rita handed expense approval over to Sam": the one who handed it
            # over is the old value, though the word is shared.
            was = _handed_over_from(old, new) or replaced[0]
            return Judgement("possible_update", f"change word '{labels[0]}', a value replaced {where}: "
                             f"{was} -> {replaced[1]}", labels, slot,
                             was, replaced[1], similarity=similarity)
        beside = _value_beside_shared_word(a, b) if apart else ""
        if beside and not dated and not _subject_changed(a, b) and not _cjk_subject_changed(old, new) and not owner:
            # "The office is on the 3rd floor" / "We are on the 12th floor now": no subject in common,
            # but a value next to the same word changed and the sentence says so. Not sure: a link.
            return Judgement("possible_update", f"change word '{labels[0]}', the value beside '{beside}' changed",
                             labels, slot, old_value, new_value, similarity=similarity)
        kind_change = _kind_changed(old, new, both_sides=False)
        if kind_change and not is_temporary(new) and not owner and _kind_frame_kept(old, new, kind_change[0]):
            # "We use Postgres for the main database" / "We're on MongoDB now", "Our docs are generated by
            # Sphinx" / "We moved the documentation over to MkDocs": no word in common but the slot, known by
            # its kind of value, and a change word. The frame is not kept, so not sure: a link.
            kind, was, now = kind_change
            return Judgement("possible_update", f"change word '{labels[0]}', a value of one kind ({kind}) "
                             f"replaced: {was} -> {now}", labels, slot or kind, was, now, similarity=similarity)
    means = _means_replaced(old, new) if not is_temporary(new) else None
    if means:
        # "我每天开着那辆旧车走绕城高速去上班" / "我现在坐地铁上班", "I commute by car" / "I commute by bike": the
        # same subject goes to the same place by another means; the verb changed with the means, so no frame
        # is kept around it. Sure only with a strong change word; otherwise a link.
        kind = "update" if strengths & {"strong", "back"} else "possible_update"
        return Judgement(kind, f"the means of going to '{means[0]}' replaced: {means[1]} -> {means[2]}", labels,
                         means[0], means[1], means[2], similarity=similarity)
    if old_labels and not fresh:
        # The older sentence said how it changed ("was changed to 2"), the newer one states a value.
        framed = dedup.decide(_bare(old), _bare(new), max(score, th.update), th)
        if framed.kind == "merge":
            return Judgement("update", f"the same frame once change words are set aside, {framed.reason}", labels,
                             slot, *values(), similarity=similarity)
    verdict = dedup.decide(old, new, _order_free_score(old, new, score) if lexical else score, th)
    other_quantity = _quantities_apart(old, new)
    if other_quantity and verdict.kind == "strengthen":
        # "$50" / "50 euros", "一个半小时" / "一个小时", "every 60 seconds" / "every 60 minutes": close wording, but
        # a quantity read in one form (flymemory.numerals) is another amount: no restatement by closeness.
        verdict = dedup.Verdict("new", f"close wording, another quantity ({other_quantity})")
    other_degree = degree_or_frequency_apart(old, new) if verdict.kind == "strengthen" else ""
    if other_degree:
        # "I really enjoy baking bread" / "I sometimes enjoy baking bread", "I like it a lot" / "… a little", "I
        # don't like it very much" / "I don't like it": close wording, but how often or how much is another value.
        verdict = dedup.Verdict("new", f"close wording, another degree ({other_degree})")
        other_quantity = other_degree
    other_state = states_apart(old, new) if verdict.kind == "strengthen" else ""
    if other_state:
        # "家里路由器的VPN是停用的" / "家里路由器上的VPN一直启用着": close wording, reworded in several places, but
        # one of two opposite states on each side (guards.states_apart): the state changed, no restatement by
        # closeness. Said of one thing (no other thing named before a shared slot, the same content words on each
        # side once the states are set aside), the state changed: crossed out with a change word, else a link
        # (sure_or_linked), as a state turned in the same words is.
        if not subjects_apart(old, new) and _said_of_one_thing(old, new, other_state) and not is_temporary(new):
            before, after = other_state.split(" -> ")
            return Judgement("update", f"close wording, the other of two states ({other_state}) said of the same "
                             "thing", labels, slot, before, after, similarity=similarity)
        verdict = dedup.Verdict("new", f"close wording, another state ({other_state})")
        other_quantity = other_state
    other_thing = subjects_apart(old, new) if verdict.kind == "strengthen" else ""
    if other_thing:
        # "再说一遍，接口超时是30秒" / "数据库连接超时时间是30秒": close wording, one slot and value, but of another
        # thing named before the slot (guards.subjects_apart): two facts, no restatement by closeness.
        verdict = dedup.Verdict("new", f"close wording, the slot of another thing ({other_thing})")
        other_quantity = other_thing
    other_condition = condition_apart(old, new) if verdict.kind == "strengthen" else ""
    if other_condition:
        # "上班的时候我听音乐" / "我听音乐", "When I code I listen to music" / "I listen to music": close wording, but
        # an act the fact holds under is said on one side only (restatement.condition_apart): two facts.
        verdict = dedup.Verdict("new", f"close wording, {other_condition}")
        other_quantity = other_condition
    if verdict.reason == "details differ" and not fresh and not old_labels and not other_quantity \
            and a.guards() == b.guards():
        # (Without an embedder, the wording is scored with the values in one form: "一千二" / "1200元" is no edit.)
        close = _lexical_similarity(a.values().source or old, b.values().source or new) if lexical else score
        restated = _one_subject_values_restated(old, new, a, b) if close >= th.restate else ""
        if restated:
            return Judgement("restatement", f"{restated} (similarity {close:.2f})", similarity=similarity)
    # The details a reworded restatement keeps, as written: one value in another form anchors no reworded
    # restatement ("我们办公室在五层" / "我们食堂在5楼" keep one value of two subjects; see dedup._details_differ).
    # A number and its unit are one detail, written together or apart ("180cm" / "180 cm": _Text.units_joined):
    # the details anchor as written, or with each number joined to its unit, or with a Chinese count in digits beside
    # another detail kept as written (两台 / 2台 Mac Studio: dedup.counts_kept_apart).
    # (Both are read only where a rung below asks: a restatement by closeness, or a score at the paraphrase line.)
    closeness = verdict.reason.startswith("restatement (similarity")
    anchored = not other_quantity and (closeness or score >= th.paraphrase) \
        and (_anchored(a, b) or _anchored(a.units_joined(), b.units_joined())
             or (dedup.counts_kept_apart(a, b) and _anchored(a.values(), b.values())))
    kept = "" if fresh or other_quantity or score < th.paraphrase or dedup._details_differ(a, b) \
        else _kept_value(a, b)
    # Chat says one thing again in its own other words ("Recently, I have been studying programming." / "Lately
    # I've been learning how to code."): no name or number anchors it, but the newer side's every content word,
    # once synonyms are one word, is the older's. Only at the cosine from which a pair may repeat (e5 0.93).
    # Not after an older sentence that says it changed when the newer does not (the value it moved to may be
    # another's: "改绑到我老婆的手机号了" / "绑的是我的手机号"), nor with a party named on one side only.
    contained = "" if lexical or fresh or other_quantity or score < th.may_repeat \
        or verdict.reason in (dedup.NUMBERS_APART, dedup.NUMBERS_TRADED) or verdict.kind not in ("new", "strengthen") \
        or old_labels - {label for label, _ in found_new} or _parties(old) != _parties(new) \
        else content_contained(old, new)
    if families and not fresh:
        # A single-valued slot (where one lives, works, studies, what one drives) with a long value
        # over a short frame: "我住在杭州西湖区" / "我住在上海浦东" keep only "我住在" (3 of 8
        # characters), under the half the general rule asks, and read as close wording.
        cjk_slot = _cjk_slot_change(a, b, FAMILY_SHARE)
        # The shared family and the kept frame are the evidence here, as they are without an embedder; the
        # cosine only has to come near the update line (MiniLM, trained on English, gives "我住在杭州西湖区" /
        # "我住在上海浦东" 0.655, under its conflict line's 0.9).
        if cjk_slot and (lexical or score >= th.update * 0.9):
            return Judgement("update", f"same {', '.join(sorted(families))} frame, the value after '{cjk_slot[0]}' "
                             f"changed: {cjk_slot[1]} -> {cjk_slot[2]}", labels, slot, cjk_slot[1], cjk_slot[2],
                             in_place=True, similarity=similarity)
    family_value = _family_value_change(a, b) if families and not fresh else ""
    if family_value and (lexical or score >= th.update):
        # "I drive a Honda Civic" / "I drive a Mazda 3": one name or number replaced in the same frame
        # of a single-valued slot, although no linker ("is", "on") stands before it.
        return Judgement("update", f"same {', '.join(sorted(families))} frame, one value changed: {family_value}",
                         labels, slot, *values(), in_place=True, similarity=similarity)
    if verdict.kind == "strengthen" and verdict.reason == "same words, reordered" \
            and (near or not _same_claim_other_form(old, new)) \
            and (_names_reordered(old, new) or _traded_places(old, new) or _unnamed_words_traded(old, new)) \
            and not _when_moved(old, new) and not phrase_moved(old, new):
        symmetric = _symmetric_trade(old, new)
        if symmetric:
            # "Tom is Anna's colleague" / "Anna is Tom's colleague": a relation that holds both ways says each side.
            return Judgement("restatement", f"two persons traded around a relation that holds both ways ({symmetric})"
                             ": one fact", similarity=similarity)
        # "Alice reviews Bob's code" / "Bob reviews Alice's code": the same words, but two names traded
        # places, and not as two coordinated items ("Alice and Bob" / "Bob and Alice"); a clock time and a day said
        # in another order are two kinds of one when, not two names traded (guards._when_moved).
        return Judgement("distinct", "the same words with names in another order: two things traded places",
                         similarity=similarity)
    if verdict.kind == "strengthen":
        if closeness and not anchored and not contained \
                and not (kept and score >= th.paraphrase) \
                and _jaccard(content_terms(old), content_terms(new)) < 0.5:
            # Chat says similar things on different days ("I feel a bit down today"): without a
            # shared detail or most words in common, closeness alone does not make one fact. One value of the
            # same subject replaced in a reworded frame is still a link ("儿子周二、周四晚上上数学补习" / "儿子的
            # 数学补习是每周一和周三晚上", reworded_change), as it is below the closeness line.
            changed_reworded = value_changed_reworded(old, new) if not fresh and not old_labels else ""
            if changed_reworded:
                return Judgement("possible_update", changed_reworded, labels, slot, *values(), similarity=similarity)
            return Judgement("distinct", f"similar wording ({score:.2f}) without a shared detail",
                             similarity=similarity)
        return Judgement("restatement", verdict.reason, similarity=similarity)
    cjk_slot = _cjk_slot_change(a, b)
    if cjk_slot and (score >= th.conflict * 0.9 or (lexical and bool(families))):
        # Without an embedder the ratio of a long value over a short frame is low ("我住在杭州西湖区" /
        # "我住在上海浦东"); a shared slot family ("住") stands in for the cosine.
        return Judgement("update", f"same frame, the value after '{cjk_slot[0]}' changed: {cjk_slot[1]} -> "
                         f"{cjk_slot[2]}", labels, slot, cjk_slot[1], cjk_slot[2], in_place=True,
                         similarity=similarity)
    # A rewording keeps its details in another frame; the same frame with a content word swapped
    # ("Service alpha listens on port 8080" / "Service beta …", 0.98 with e5) is two facts, and so are other
    # numbers ("a dozen" / "two dozen") or numbers that traded labels ("write 1 part 2" / "write 2 part 1").
    swapped = (verdict.reason == dedup.SWAPPED_CONTENT and _only_words_swapped(a, b)) \
        or verdict.reason in (dedup.NUMBERS_APART, dedup.NUMBERS_TRADED)
    if anchored and not fresh and not swapped and score >= th.paraphrase and a.guards() == b.guards() \
            and not _amount_of_another_subject(a, b):
        return Judgement("restatement", f"reworded with the same details (similarity {score:.2f})",
                         similarity=similarity)
    if kept and not swapped and score >= th.paraphrase and a.guards() == b.guards() and not _numbers_apart(a, b):
        # "My favourite tea is oolong" / "The tea I like best is oolong", "我在阿里巴巴工作" / "我的公司是
        # 阿里巴巴": the frame is reworded, the value kept. Chat this close in meaning rewords a frame
        # too ("今天想和你谈谈我的旅游计划" / "…聊聊我的旅行计划", 0.99) but keeps no value. Not when the two
        # sides hold other numbers, read in one form: 周五下午3点10分 / 周五下午7点40分 keep 周五下午 but say another
        # clock time (blind set 16's audit: an update stored once with e5).
        return Judgement("restatement", f"reworded, the value '{kept}' kept (similarity {score:.2f})",
                         similarity=similarity)
    if contained:
        return Judgement("restatement", f"reworded in other everyday words, {contained} (similarity {score:.2f})",
                         similarity=similarity)
    if verdict.kind == "merge":
        old_value, new_value = values()
        if _IDENTIFIER.fullmatch(old_value) and _IDENTIFIER.fullmatch(new_value):
            # "an index on customer_id" / "an index on created_at": identifiers name two things, not two values.
            return Judgement("distinct", f"identifiers differ ({old_value} / {new_value}): two facts",
                             similarity=similarity)
        return Judgement("update", f"same frame, {verdict.reason}", labels, slot, old_value, new_value,
                         in_place=True, similarity=similarity)
    if not fresh and not old_labels and len(shared) >= 2 and a.guards() == b.guards():
        # (The values apart first: most pairs here have none, and then the subjects are not read.)
        replaced = _replaced_values(old, new, only=True)
        if replaced and not _subject_changed(a, b) \
                and not (_head_keys(a) & set(dedup._Text.of(replaced[0]).keys)
                         and _head_keys(b) & set(dedup._Text.of(replaced[1]).keys)):
            # (A value before the verb on both sides names the subject: "Invoice 2041 was paid in March" /
            # "Invoice 2042 was paid in April" are two invoices.)
            # "The default timeout is 30 seconds" / "Default timeout: 60s": the subject's words kept, the frame
            # reworded, and nothing else differs but the values. Without a change word: a link.
            return Judgement("possible_update", f"same subject ({' '.join(sorted(shared))[:40]}), only the value "
                             f"differs: {replaced[0]} -> {replaced[1]}", labels, slot, replaced[0], replaced[1],
                             similarity=similarity)
    kind_change = _kind_changed(old, new) if not fresh and not old_labels else None
    if kind_change and _kind_frame_kept(old, new, kind_change[0], same_words=True):
        if kind_value_names_the_thing(old, new, kind_change[0]):
            # "AWS账单上个月一万二" / "阿里云账单上个月一万二": the value names whose bill, the rest is the same
            # (kinds.kind_value_names_the_thing): two bills, two facts.
            return Judgement("distinct", f"the {kind_change[0]} names the thing, not its value ({kind_change[1]} / "
                             f"{kind_change[2]} before the same words): two facts", similarity=similarity)
        # "The newsletter goes out once a month" / "The newsletter goes out every Friday": the same words
        # around a value of one kind, and only that value differs. No change word: a link.
        kind, was, now = kind_change
        return Judgement("possible_update", f"same words, only the {kind} differs: {was} -> {now}", labels, slot,
                         was, now, similarity=similarity)
    if dedup.looks_conflicting(old, new):
        return Judgement("possible_update", "same frame, one value or a negation differs", labels, slot,
                         *values(), similarity=similarity)
    changed_reworded = value_changed_reworded(old, new) \
        if not fresh and not old_labels and (lexical or score >= th.update) else ""
    if changed_reworded:
        # "The dashboard is served on port 3000" / "Dashboard port: 4000": the mirror of the reworded restatement,
        # one value of one kind replaced (reworded_change). No change word: a link, nothing crossed out.
        return Judgement("possible_update", changed_reworded, labels, slot, *values(),
                         similarity=similarity)
    named_kind = kind_named_replaced(old, new) if not fresh and not old_labels else None
    if named_kind:
        # "My terminal font is Fira Code" / "I use JetBrains Mono in my terminal": the slot named by its kind on one
        # side, the value of that kind on each, the other words kept (kinds.kind_named_replaced). No change word:
        # a link.
        kind, was, now = named_kind
        return Judgement("possible_update", f"the {kind} named as the slot, another {kind} in a reworded frame: "
                         f"{was} -> {now}; {NO_CHANGE_WORD}", labels, kind, was, now, similarity=similarity)
    clause_changed = _clause_changed(old, new) if fresh else None
    if clause_changed:
        # "站会每天九点半开，八个人参加" / "站会改到了十点一刻": the change word speaks of one of the older sentence's
        # facts; the others still stand, so nothing is crossed out: a link.
        clause, judged = clause_changed
        return Judgement("possible_update", f"one of the older sentence's facts ('{clause[:30]}') changed: "
                         f"{judged.rule}", judged.signals or labels, judged.slot, judged.old_value, judged.new_value,
                         similarity=similarity)
    if not shared and not families and score < th.conflict:
        return Judgement("unrelated", "no shared subject", similarity=similarity)
    return Judgement("distinct", verdict.reason, similarity=similarity)


# The clauses of an older sentence that states several facts: "…九点半开，八个人参加", "… has 8 cores and reboots …".
# (A comma inside a number, "$1,200", breaks nothing.)
_CLAUSE_BREAK = re.compile(r"(?:[，；]|[,;](?=\s))\s*(?:and\s+|并且|而且|并)?|\s+and\s+(?=[a-z]+s\b)", re.IGNORECASE)


def _clause_changed(old: str, new: str) -> tuple[str, Judgement] | None:
    """(clause, judgement) when `new`, a sentence with a change word, updates one clause of the several facts `old`
    states (judged lexically, clause against sentence: an update or a reversal), or None."""
    clauses = [c.strip() for c in _CLAUSE_BREAK.split(old.strip().rstrip("。.!！")) if c and c.strip()]
    if len(clauses) < 2 or len(clauses) > 4:
        return None
    for clause in clauses:
        judged = _ladder(clause, new, None, None)
        if judged.kind in ("update", "reversal"):  # (a sure change of the clause; a link of it is too weak)
            return clause, judged
    return None


_NUMBER_AS_NAME = 7  # digits in a run that names a thing (a phone number, an account) rather than an amount


def _numbers_apart(a: dedup._Text, b: dedup._Text) -> bool:
    """Both sides hold numbers, and not the same ones once read in one form (dedup.numbers_counted of each side's
    values): a clock time, an amount or a count said another way is no difference; another one is."""
    numbers_a, numbers_b = dedup.numbers_counted(a.values()), dedup.numbers_counted(b.values())
    return bool(numbers_a) and bool(numbers_b) and numbers_a != numbers_b


def _amount_of_another_subject(a: dedup._Text, b: dedup._Text) -> bool:
    """The details kept are only numbers, and each side has a content word of its own (in no form on the other
    side): "I pay 1450 dollars in rent every month" / "… on my mortgage every month", 房租 / 房贷. A number says how
    much, not of what: the subject it is said of must be kept for one fact (a name, an identifier or a phone
    number kept is)."""
    if not all(any(c.isdigit() for c in k) and not any(c.isalpha() for c in k)
               and sum(c.isdigit() for c in k) < _NUMBER_AS_NAME for k in _anchors(a)):
        return False  # (a run of seven digits or more names something, as a phone number does: an identifier)
    return bool(words_alone(a.significant_keys(), b)) and bool(words_alone(b.significant_keys(), a))


# Words that say how long a state holds, not what it is of ("家里路由器上的VPN一直启用着", "is still on"), and
# the 上 of "路由器上的VPN" (the router's VPN, said "on the router").
_STATE_ASIDE = re.compile(r"一直|始终|现在|目前|上(?=的)|\b(?:always|still|now|currently)\b", re.IGNORECASE)


def _said_of_one_thing(old: str, new: str, states: str) -> bool:
    """The two sides say the same content words (words.said_within, each way) once the two states ("停用 -> 启用")
    and words of how long a state holds are set aside: the state is what changed, not the thing it is said of. A
    thing said with one more word on one side ("The VPN is on" / "The VPN on my tablet is off") may be another."""
    def without_states(text: str) -> dedup._Text:
        for state in states.split(" -> "):
            text = re.sub(rf"\b{re.escape(state)}\b" if state.isascii() else re.escape(state), " ", text,
                          flags=re.IGNORECASE)
        return dedup._Text.of(_STATE_ASIDE.sub(" ", text))
    a, b = without_states(old), without_states(new)
    return said_within(a, b) and said_within(b, a)


def _one_subject_values_restated(old: str, new: str, a: dedup._Text, b: dedup._Text) -> str:
    """The pair's details apart as written only in values said in another form, equal in the one form (_Text.values:
    "一千二" / "1200元", "forty minutes" / "40 minutes"), and said of one subject: every content word of one side is
    said on the other (words.said_within), by the same parties, each value counting the same thing, with no
    degree, condition or past on one side only and no bound ("less than 2 hours" / "over two hours": "over" is a
    grammar word to words_alone). Else "". The one form alone proves no restatement by closeness:
    "The free trial is 2 weeks long" / "The refund window lasts two weeks", 年假 / 病假 keep one value of two
    subjects, each with a word of its own (dedup._details_differ); 成都 / 重庆, 我 / 我老婆, "35" / "35个饺子" too."""
    va, vb = a.values(), b.values()
    if (va is a and vb is b) or not va.details() or dedup._written_details_differ(va, vb):
        return ""
    if not (said_within(va, vb, moved=True) or said_within(vb, va, moved=True)) or _parties(old) != _parties(new) \
            or _value_counts(va) != _value_counts(vb):
        return ""
    if degree_or_frequency_apart(old, new) or condition_apart(old, new) or says_bound(old) or says_bound(new) \
            or bool(_PAST.search(old)) != bool(_PAST.search(new)):
        return ""
    return "the same values in another form, said of the same subject"


# A Chinese amount said bare ("机票一千二", "午饭吃三十五") leaves its yuan unsaid: "1200" and "1200元" count one thing.
_UNSAID_UNIT_CJK = "元"
_CJK_MAGNITUDES = "万亿"


def _value_counts(text: dedup._Text) -> tuple[str, ...]:
    """What each number of the sentence counts, sorted: the word right after it, its unit or counted noun ("minut",
    "usd"; in Chinese up to two characters after 万 / 亿: "分钟" is no "分", "个饺" no bare amount), "" for none. A
    Chinese amount's yuan is left unsaid as often as it is said (_UNSAID_UNIT_CJK): read as none."""
    keys, counts = text.keys, []
    for n, key in enumerate(keys):
        if not any(c.isdigit() for c in key):
            continue
        after = keys[n + 1:n + 4]
        if after and dedup._is_cjk(after[0]):
            run = "".join(itertools.takewhile(dedup._is_cjk, after)).lstrip(_CJK_MAGNITUDES)[:2]
            # (a number right before 的 names what it is of, not what it counts: "6800的房贷" is 6800 yuan)
            counts.append("" if run in ("", _UNSAID_UNIT_CJK) or run[:1] == "的" else run)
        else:
            counts.append(after[0] if after and after[0].isalpha() else "")
    return tuple(sorted(counts))


def _anchored(a: dedup._Text, b: dedup._Text) -> bool:
    """The same details on both sides (_anchors), said as many times: what a reworded restatement keeps."""
    details_a = _anchors(a)
    return bool(details_a) and details_a == _anchors(b) and dedup.numbers_counted(a) == dedup.numbers_counted(b)
