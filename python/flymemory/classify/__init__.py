"""The one judgment on a pair of sentences (an older stored one, a newer one), used by
the write path, the batch fold, import and find_conflicts. No model is called: the
rules are lexical (English and Chinese) and an embedder's cosine, when there is one,
only admits a pair. Every verdict names the rule that fired.

Taxonomy (docs/CORRECTNESS.md):
  restatement      the same fact again                      -> stored once (strengthen)
  update           the same subject and slot, a new value,  -> the old one is crossed out
                   said with a change word
  reversal         an update back to an earlier value        -> crossed out like an update
  possible_update  looks like a change, not sure; and every  -> linked `contradicts`, nothing crossed out
                   update without a change word (`sure_or_linked`: one detail replaced with no change
                   word is also what two true facts look like)
  temporary        a passing state next to a lasting fact    -> both stay current
  chatter          greetings and thanks                      -> never merged
  distinct         two true facts that look alike            -> both stay
  unrelated        nothing in common                         -> both stay

When unsure the answer is the weaker one: a duplicate or a link costs a little noise,
a wrong supersede hides a true fact.

The order, in one place (`classify()` in ladder.py; first match wins; the module that reads each step):
  0. each side's claim: a discourse clause before a comma ("跟你说一下，…", "By the way, …") that shares
     nothing with the other side is set aside; a time or subject clause stays (claim); so is a reason said on one
     side only ("…because it's faster than the bus", "因为…，所以…": claim), and a question answered at once is
     read as its claim ("What's my blood type? A positive.", 我是啥血型？A型。: claim). The text kept is as written.
     Capitalised words that spell the other side's acronym are read as it ("New York City" / "NYC": acronyms).
     A change kept apart is judged again without a time said first or last ("three weeks ago": claim.time_opening,
     time_closing), or on its first clause when the clauses after it only say why ("博客挪到 Vercel 上了，阿里云那台到期
     就没续费": claim.change_then_aside, a link at most); a change stated before a question after a comma or a dash is
     read as that statement (words.statement_before_question). A change said after its reason ("X, so Y", 因为X，Y,
     an occasion then a clause with a change word; in Chinese a reason of several clauses, then a clause with a
     strong change word or a habit of now, 最近都去X) is judged on the clause after it, a link at most
     (claim.change_after_reason); a Chinese change clause with no subject takes the reason's ("安全组说配置中心放密钥
     不合规，上周已经全部迁到 KMS 了": ladder._subject_carried).
     A vendor before a product the other side names alone is set aside ("HashiCorp Vault" / "Vault": acronyms).
  1. a habit said to have stopped, every word kept ("I buy lunch at the canteen" / "I've stopped buying lunch at the
     canteen")                                                            -> possible_update (rungs)
     the ladder (`ladder._ladder`):
       an empty sentence -> unrelated; longer than RULE_CHARS -> distinct
       same words; the same words after a repeat marker ('like I said')    -> restatement   (words)
       greetings and thanks are never merged                               -> chatter       (flymemory.phatic)
       the same claim in another form (filler, any order, number forms)    -> restatement   (restatement)
       the same values in a reworded frame                                 -> restatement   (reworded)
       a Chinese claim reworded: the same details and content characters in order (grammar, frame verbs, day
       parts, the present set aside; a topic word of the whole, 代码 / 项目 / 仓库 / 工程, said on one side only),
       or, with an embedder, a kind word after a shared name                -> restatement (cjk_claim)
       no word or slot in common                                           -> unrelated     (rungs)
       the same claim said to have stopped or started again                -> update        (subject)
       "from A to B" then "from B (back) to A" / 从A改到B then 从B改回A, one frame; the newer change
       starts where the older ended                                       -> reversal / update (subject);
         the frame names only the speaker -> possible_update; two frames (another thing) -> distinct
         a verb of travel of the speaker ('I went from Tokyo to Seoul') -> distinct (two trips, events);
       only change words differ; the value is the same                     -> restatement   (signals)
       a passing state ('this week', '暂时') next to a lasting fact         -> temporary     (signals)
       the older sentence's value is said to be left                       -> update        (signals)
       a change word (signals): names the old value / the same frame / the same subject, value changed
                                                                           -> update, reversal
         a weak change word; a similar sentence; a value replaced beside a word; the value beside a
         shared word; a value of one kind (kinds)                          -> possible_update
         (a habit's time, "every afternoon", "on Mondays", is a value, not a date: words.HABITUAL_TIME_EN)
         (the same subject, but the change is between values of another kind than the older one -> possible_update)
         (a Chinese change word asking one question, 延到 when, after an older value answering another, a place:
          "体检在市一医院做" / "体检延到下个月了"                                      -> possible_update (kinds))
       the same subject goes to the same place by another means ("我开车上班" / "我现在坐地铁上班")
                                                                           -> update (a strong change word) /
                                                                              possible_update (rungs)
       the older sentence said how it changed, the same frame              -> update
       a quantity apart is no restatement by closeness                     (counts)
       same slot family frame, one value changed (the value after '在')    -> update        (cjk, rungs)
       the same words with names in another order, or two plain words traded -> distinct    (guards, restatement)
       close wording: a restatement, or similar wording without a shared detail -> distinct
         (not when a Chinese word before a shared name or a sibling word names another thing: "子项目",
         "周会" / "周报"                                                     -> distinct      (cjk_claim))
       same frame, the value after a Chinese linker changed                -> update        (cjk)
       reworded with the same details / the value kept                     -> restatement   (reworded)
       identifiers differ                                                  -> distinct
       same frame, one value changed                                       -> update        (flymemory.dedup)
       same subject, only the value differs; only the kind of value differs -> possible_update (subject, kinds)
       same frame, one value or a negation differs                         -> possible_update
       the subject's words kept in a reworded frame, one value of one kind differs ("Dashboard port: 4000")
                                                                           -> possible_update (reworded_change)
       a kind named as the slot, another value of it, the other words kept ("My terminal font is Fira Code" / "I use
       JetBrains Mono in my terminal")                                     -> possible_update (kinds)
       a change word on one of several facts of the older sentence, read clause by clause ("站会每天九点半开，
       八个人参加" / "站会改到了十点一刻"): a sure update of one clause     -> possible_update
       no shared subject -> unrelated; otherwise distinct
  1a. the doer of a chore said anew with "now" ("Tuesday school pickup is my job" / "My partner is doing Tuesday
      school pickup now")                                                  -> possible_update (holder);
      the same doer in the other voice ("I do X" / "X is my job")         -> restatement (holder)
      a trial of a named product for the older sentence's activity ("I run in Hoka Cliftons" / "Trying Nike
      Pegasus for my runs now", 最近在试 X 跑步)                          -> possible_update (rungs)
  1b. the holder of a one-holder role said anew with a change word, the same object ("Carol runs the data team" /
      "Dave runs the data team now", "前端由小王负责" / "前端现在由小李负责了")   -> update (holder); another
      object after a weak change word -> distinct; after 改成 / 换成, a ladder update of another object
      -> possible_update
  1c. a crossing-out whose change is said in a clause of its own after a first clause ("We moved; the Paris office
      is now …"): the clause alone names another holder -> distinct, a name before the older subject noun
      -> possible_update (claim.change_clause, holder.name_before_subject)
  2. one value replaced in a kept frame (a version, a count, an ordinal), of a pair called distinct
                                                                           -> update / possible_update (frames)
  2b. the speaker's employer said anew (went to, joined, jumped ship to a name; 去了 + a firm, 已经去 + a name
      after a role at a named place: "我在美团做产品经理" / "我已经去拼多多了")  -> possible_update (rungs)
      the speaker's job said left after a sentence of the speaker's work (从X离职 / 辞职, 辞掉X的工作: "我在网易
      工作" / "我上周从网易辞职了")                                          -> update (rungs)
        离开X beside a new employer said after it ("离开京东，加入了美团")  -> possible_update (rungs)
      the speaker's car said anew ("我开的是一辆宝马" / "我的车换成理想了")   -> possible_update (rungs)
      the older sentence's own act said anew of the same subject: 改 + the verb it says ("黄老师教初二" / "黄老师
      改教高一了"), or "have started / stopped" + a gerund with a word of its object kept ("I drink my coffee
      black" / "I've started taking oat milk in my coffee"); 开始 + the verb it says ("我平时喝美式咖啡" / "我
      最近开始喝绿茶了"); the same act at another part of the day ("我早上遛狗" / "我现在改晚上遛狗了", "I swim in
      the mornings" / "I've started swimming in the evenings"), another object at the same time of day ("I drink
      black coffee in the morning" / "I've started drinking green tea in the morning")  -> possible_update (rungs)
      "X's visits / sessions / hours" said to change after a time of X ("The cleaner comes on Fridays" / "The
      cleaner's visits were rescheduled …")                             -> possible_update (rungs)
  3. one run of words replaced beside a kept frame; joined another group   -> update / possible_update (second_looks)
     the older subject kept word for word before a change word saying the value is now another, a short new
     value after it ("我们团队在…办公" / "我们团队搬去了亦庄")                 -> possible_update (subject)
     a strong change word said of the older sentence's topic word in its own clause, its slot family or its value
     named as left, in another frame ("I play an acoustic guitar" / "I've switched to an electric guitar now");
     "again" / 又 after the older sentence's own change                   -> possible_update (topic_link)
  4. the second looks: another subject (event, party, environment; whatever the change word, another holder:
     the speaker / a party, the speaker / a third person ("他住在杭州" / "我已经搬到上海了", "He uses VS Code" /
     "I switched …"), "My doctor" / "My daughter's doctor", a count the newer sentence does not say again
     beside a move, "报修系统" / "请假系统"), a restatement or a link looked at
     again (one side negated, a mood, a past habit ('used to') on one side only, names traded or the speaker
     trading roles with another person, two parties trading agent and patient around a long Chinese middle
     or by a passive turned around: "孙杰在比赛中被刘洋超越了" / "孙杰在比赛中超越了刘洋", one value
     said of another subject before a kept frame: "我们的前端用React 18" / "后台管理系统用React 18"; a
     number brought where the older sentence named a value of a kind and no number: "我们的服务部署在
     阿里云上" / "服务的Node版本升到20啦", kinds)
                                                                           -> distinct (second_looks, guards, holder)
  4a. a switch's two states in the same words, change words aside ("… defaults to off" / "… defaults to on now",
      开关默认是关的 / 开关默认是开的), of a pair read as one fact, two or none     -> update / possible_update (guards)
  4b. a newer sentence that says the older value is kept (still, remains; 还是, 仍然) beside an occasion for a change
      or a change only considered or tried ("I thought about moving to Porto, but I still live in Lisbon",
      团队调整以后，组长还是王磊): the kept clause alone is the older fact said again
                                                                           -> restatement (signals.kept_value,
                                                                              ladder._kept_said_again)
  5. sure or linked: an `update` whose newer sentence has no change word   -> possible_update (judgement)
  6. may repeat: a pair kept apart that may state the same fact            -> `Judgement.may_repeat` (repeat)
Read time (read.py): `at_read` judges a pair as two answers to one question; `twins_at_read` two near twins;
`changed_at_read` a newer sentence that says how the older one's thing changed, or that the older one's habit
started or stopped (`read.habit_aspect`: "I've stopped buying lunch at the canteen") (both order only).

Modules: judgement (the answer), patterns (table rows, a cheap gate before a pattern, the per-text cache),
claim (a sentence's claim after a discourse lead-in or without a reason said on one side), acronyms (an acronym
and the words it stands for), words (one sentence's words; the one table of time words),
signals (change words), kinds (kinds of value), subject (subject and values of a pair), cjk (Chinese heads,
linkers and a value replaced after one), cjk_claim (a Chinese claim read as its content and details: one claim
reworded, the word that names another thing), counts (numbers), guards (two facts told apart), holder (whose
fact and which slot, whatever the change word; another owner's Chinese thing, asked inside the change-word
rungs), frames, restatement, reworded, reworded_change, rungs, topic_link (a change said in plain words), ladder,
second_looks, repeat, read. This package re-exports the names the rest of flymemory, the benches and the tests use."""

from __future__ import annotations

from flymemory import dedup, mood
from flymemory.classify.cjk import MAX_CJK_NAME_SWAP
from flymemory.classify.counts import _other_counted_thing
from flymemory.classify.frames import MAX_FRAME_OWN_WORDS, with_other_number
from flymemory.classify.guards import (
    MAX_TRADED_KEYS,
    MAX_TRADED_RUN,
    _environments,
    _mood_apart,
    _one_side_negated,
    _parties,
    _traded_places,
)
from flymemory.classify.judgement import KINDS, LEXICAL, NO_CHANGE_WORD, RULE_CHARS, Judgement, sure_or_linked
from flymemory.classify.kinds import _KIND_LITERALS, _KINDS, KIND_HINTS, kind_hints, value_kinds
from flymemory.classify.ladder import classify
from flymemory.classify.patterns import _FOLD, _folded, may_match, required_literals
from flymemory.classify.read import (
    CHANGE_CHARS,
    MAX_OWN_WORDS,
    TWIN_CHARS,
    TWIN_OWN_WORDS,
    TWIN_SHARED,
    at_read,
    changed_at_read,
    twins_at_read,
)
from flymemory.classify.repeat import may_repeat, repeat_apart, repeat_closeness
from flymemory.classify.restatement import MAX_SWAPPED_RUN, _cjk_same, _same_claim_other_form
from flymemory.classify.reworded import _TITLE, KEPT_CJK_RUN, _values_kept_reworded
from flymemory.classify.rungs import (
    FAMILY_SHARE,
    MAX_KIND_FRAME_WORDS,
    car_said_anew,
    employer_search_words,
    habit_begun_en,
    jumped_ship,
    own_verb_search_words,
)
from flymemory.classify.second_looks import MIN_KEPT_ROLE, MIN_KEPT_SUBJECT
from flymemory.classify.signals import (
    _SIGNAL_LITERALS,
    _SIGNALS,
    SLOT_HINTS,
    _left_old_value,
    _without_signals,
    content_terms,
    is_plan,
    is_temporary,
    signals_in,
    slot_families,
)
from flymemory.classify.subject import MAX_CHANGED_WORDS, SAME_WORD_PREFIX, _subject_changed
from flymemory.classify.topic_link import return_leaves, returned_value
from flymemory.classify.words import _persons, is_feeling, is_question

__all__ = [
    'at_read', 'CHANGE_CHARS', 'changed_at_read',
    '_cjk_same', 'classify', 'content_terms', 'dedup', '_environments', 'FAMILY_SHARE', '_FOLD',
    '_folded', 'is_feeling', 'is_plan', 'is_question', 'is_temporary', 'Judgement', 'KEPT_CJK_RUN', 'KIND_HINTS',
    'car_said_anew', 'employer_search_words', 'habit_begun_en', 'jumped_ship', 'own_verb_search_words',
    'kind_hints', '_KIND_LITERALS', 'KINDS', '_KINDS', '_left_old_value', 'LEXICAL',
    'MAX_CHANGED_WORDS',
    'MAX_CJK_NAME_SWAP', 'MAX_FRAME_OWN_WORDS', 'MAX_KIND_FRAME_WORDS', 'MAX_OWN_WORDS', 'MAX_SWAPPED_RUN',
    'MAX_TRADED_KEYS', 'MAX_TRADED_RUN', 'may_match', 'may_repeat', 'MIN_KEPT_ROLE', 'MIN_KEPT_SUBJECT', 'mood',
    '_mood_apart', '_one_side_negated', '_other_counted_thing', '_parties', '_persons', 'repeat_apart',
    'repeat_closeness', 'required_literals', 'return_leaves', 'returned_value', 'RULE_CHARS', '_same_claim_other_form',
    'SAME_WORD_PREFIX',
    '_SIGNAL_LITERALS', '_SIGNALS', 'signals_in', 'slot_families', 'SLOT_HINTS', '_subject_changed', '_TITLE',
    '_traded_places', 'TWIN_CHARS', 'TWIN_OWN_WORDS', 'TWIN_SHARED', 'twins_at_read', 'value_kinds',
    '_values_kept_reworded', 'with_other_number', '_without_signals', 'NO_CHANGE_WORD', 'sure_or_linked',
]
