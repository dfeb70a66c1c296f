"""The classifier reads each sentence once and keeps what it read (flymemory.per_text, `_per_text` in the
classifier's modules; the number readers, the parse, the speaker, mood and phatic readers keep theirs there
too): a write judges its sentence against several neighbours, and a stored sentence met at one write is met
again at the next. What is kept must be what would be read again: these pin that a cached reading gives the
uncached answer, that every cache is bounded and in the one list, and that the shortcuts taken for speed
(the gated rows of a table, the one-token alignment, the kept hashes) answer as the long way does."""

from __future__ import annotations

import copy
import dataclasses
import functools
import importlib
import inspect
import itertools
import pickle
import pkgutil
import re
import sys
from difflib import SequenceMatcher

import flymemory
import pytest
from flymemory import classify, dedup, mood, numerals, per_text, phatic, retrieval, speaker
from flymemory.classify import kinds, patterns, signals

SENTENCES = [
    "Team standup is at 09:30 every day.",
    "Team standup moved to 10:15 every day.",
    "I switched from VS Code to Zed for editing code.",
    "Our logs now ship to Loki instead of Elasticsearch.",
    "Service alpha listens on port 8080.",
    "Service beta listens on port 8081.",
    "The rate limit was raised to 250 requests per minute.",
    "Alice reviews Bob's code.",
    "Bob reviews Alice's code.",
    "I'm in Berlin this week.",
    "We use Postgres for the main database.",
    "We're on MongoDB now.",
    "我住在杭州西湖区。",
    "我已经搬到上海浦东了。",
    "数据库密码轮换周期是90天。",
    "数据库密码轮换周期改成了30天。",
    "隔壁组的周报改成周五交了。",
    "我又用回Vim了",
    "",
    "Thanks!",
]
PAIRS = list(itertools.permutations(SENTENCES[:18], 2))
SETTINGS = [(None, None), (0.9, dedup.CALIBRATED["e5-small-q4"]), (0.8, dedup.CALIBRATED["minilm"])]


def _clear_every_reading() -> None:
    for reader in per_text.PER_TEXT:  # (the number readers and the parse among them)
        reader.cache_clear()
    dedup.decide.cache_clear()  # the pairs' caches (two texts: not per text)
    dedup.align.cache_clear()


def _judged() -> list[tuple[classify.Judgement, str]]:
    return [(j, j.may_repeat) for old, new in PAIRS for s, th in SETTINGS
            for j in [classify.classify(old, new, s, th)]]


def test_every_per_text_reader_is_bounded():
    assert len(per_text.PER_TEXT) >= 140  # the readers register themselves when their module is imported
    for reader in per_text.PER_TEXT:
        size = reader.cache_info().maxsize
        assert size is not None and 0 < size <= per_text.PER_TEXT_KEPT, reader
    assert {numerals.number_forms, numerals.quantities, numerals.rate_quantities, numerals.value_forms,
            numerals._currency_said, numerals._paid_amounts, dedup._parsed, mood.read, phatic._is_phatic,
            speaker.lead_in, retrieval._chatter, patterns._folded, signals.signals_in} <= set(per_text.PER_TEXT)
    assert patterns._per_text is per_text.per_text  # (one cache, its name in the classifier's modules)


# The caches outside the list, each for a reason: a word's or a token's (many more words than sentences: kept
# WORDS_KEPT), a pair's (dedup.decide, dedup.align), and a text read with the gates' literals known so far
# (patterns._present: cleared whenever a gate adds literals, so not a reading of the text alone).
WORDS_KEPT = 65536
NOT_PER_TEXT = {"flymemory.classify.patterns._present"}


def test_every_cache_of_one_sentence_is_in_the_one_list():
    for found in pkgutil.walk_packages(flymemory.__path__, "flymemory."):
        if not found.name.endswith("__main__"):
            importlib.import_module(found.name)
    listed = set(map(id, per_text.PER_TEXT))
    outside = []
    for name, module in list(sys.modules.items()):
        if name != "flymemory" and not name.startswith("flymemory."):
            continue
        for attr, cache in vars(module).items():
            if not isinstance(cache, functools._lru_cache_wrapper) or cache.__module__ != name or id(cache) in listed:
                continue
            first, *more = [*inspect.signature(cache.__wrapped__).parameters.values()] or [None]
            if first is not None and first.annotation == "str" and all(p.default is not p.empty for p in more) \
                    and cache.cache_info().maxsize != WORDS_KEPT and f"{name}.{attr}" not in NOT_PER_TEXT:
                outside.append(f"{name}.{attr}")
    assert not outside, f"a reader of one sentence with a cache of its own: make it per_text ({outside})"


def test_a_reader_answers_from_its_cache_as_it_answers_uncached():
    for reader in per_text.PER_TEXT:
        first = next(iter(inspect.signature(reader.__wrapped__).parameters.values()))
        texts = [dedup._Text.of(t) for t in SENTENCES] if "_Text" in str(first.annotation) else SENTENCES
        for text in texts:
            try:
                fresh = reader.__wrapped__(text)
            except Exception as error:  # (a reader of one kind of sentence only): it fails alike from its cache
                with pytest.raises(type(error)):
                    reader(text)
                continue
            name = f"{reader.__module__}.{reader.__qualname__}"
            assert reader(text) == fresh, (name, text)
            assert reader(text) == fresh, (name, text)  # (the second time from the cache)


def test_the_verdicts_are_the_same_with_every_reading_kept_or_read_again():
    _clear_every_reading()
    cold = _judged()
    assert _judged() == cold  # every sentence read already: all answered from the caches
    _clear_every_reading()
    assert _judged() == cold


def test_a_cache_full_of_other_sentences_drops_the_oldest_and_answers_alike():
    reader = signals.signals_in
    reader.cache_clear()
    before = reader(SENTENCES[1])
    for n in range(per_text.PER_TEXT_KEPT + 10):
        reader(f"filler sentence number {n}")
    info = reader.cache_info()
    assert info.currsize == per_text.PER_TEXT_KEPT
    assert reader(SENTENCES[1]) == before
    assert reader.cache_info().misses == info.misses + 1  # it had been dropped, and was read again


@pytest.mark.parametrize("rows, gates", [(signals._SIGNAL_ROWS, signals._SIGNAL_LITERALS),
                                         (kinds._KIND_ROWS, kinds._KIND_LITERALS)])
def test_gated_rows_are_the_rows_may_match_lets_through(rows, gates):
    for text in SENTENCES + ["We moved the documentation over to MkDocs", "call me on 139 0011 2233"]:
        folded = patterns._folded(text)
        assert rows.open(folded) == tuple(n for n, gate in enumerate(gates) if patterns.may_match(gate, folded))


def test_one_token_replaced_aligns_as_sequence_matcher_does():
    checked = 0
    for n in range(1, 6):
        for a in itertools.product("abcde", repeat=n):
            for p in range(n):
                for c in "abcdef":
                    b = a[:p] + (c,) + a[p + 1:]
                    got = dedup._one_replaced(a, b)
                    if got is not None:
                        checked += 1
                        assert got == tuple(SequenceMatcher(None, a, b, autojunk=False).get_opcodes()), (a, b)
    assert checked > 1000
    assert dedup._one_replaced(("a", "b", "a"), ("a", "c", "a")) is None  # a word said twice: the long way
    assert dedup._one_replaced(("a", "b"), ("c", "d")) is None


def test_kept_hashes_are_the_dataclass_hashes():
    th = dedup.CALIBRATED["e5-small-q4"]
    assert hash(th) == hash((th.restate, th.update, th.conflict, th.paraphrase, th.may_repeat))
    for other in (copy.copy(th), copy.deepcopy(th), pickle.loads(pickle.dumps(th)),
                  dataclasses.replace(th, update=th.update)):
        assert other == th and hash(other) == hash(th)
    assert hash(dataclasses.replace(th, update=0.5)) != hash(th)
    assert dataclasses.asdict(th) == {"restate": 0.95, "update": 0.86, "conflict": 0.90, "paraphrase": 0.975,
                                      "may_repeat": 0.93}
    text = dedup._Text.of("Service alpha listens on port 8080.")
    again = dedup._Text(text.tokens, text.keys)
    assert text == again and hash(text) == hash(again) == hash((text.tokens, text.keys))


# Sentences with several change words, one of which a sub may reveal or remove for the next row.
REWRITTEN = SENTENCES + [
    "We moved the documentation over to MkDocs", "The limit was changed to 5 and now it is back to 10 again.",
    "From now on, standup is at 10; we no longer meet at 9.", "我们已经从下周起改成每周五交周报了",
    "主数据库又换回MySQL了", "I switched from VS Code to Zed, then went back to Vim instead of Emacs.",
    "他现在不再用微信了，改用钉钉", "Going forward, the team moved to Loki instead of Elasticsearch",
]


def _rewritten_the_long_way(text: str, replacement) -> str:
    """Each change-word row in turn, asked with may_match of the text as it is at its turn (before GatedRows)."""
    folded = patterns._folded(text)
    for (label, pattern, strength), literals in zip(signals._SIGNALS, signals._SIGNAL_LITERALS, strict=True):
        with_it = replacement(label, strength)
        if with_it is not None and patterns.may_match(literals, folded):
            changed = pattern.sub(with_it, text)
            if changed != text:
                text, folded = changed, patterns._folded(changed)
    return text


def test_rows_rewritten_in_turn_are_the_rows_may_match_lets_through_at_their_turn():
    from flymemory.classify import subject
    from flymemory.classify.words import _without_adverbs

    for text in REWRITTEN:
        assert signals._without_signals.__wrapped__(text) == (
            text if not signals.signals_in(text) else _rewritten_the_long_way(text, lambda label, strength: " "))
        verbs = _without_adverbs(text)
        if patterns.may_match(signals._CHANGED_TO_GATE, patterns._folded(verbs)):
            verbs = signals._CHANGED_TO.sub(" 是 ", verbs)
        verbs = _rewritten_the_long_way(verbs, lambda label, strength: None if strength == "weak" else
                                        " " if label in subject._WHEN_CHANGED else " 是 ")
        assert subject._signals_as_verbs.__wrapped__(text) == re.sub(r"\s+", " ", verbs).strip(), text
        folded = patterns._folded(text)
        starts = [(m.start(), label) for (label, pattern, strength), literals
                  in zip(signals._SIGNALS, signals._SIGNAL_LITERALS, strict=True)
                  if strength in ("strong", "back") and patterns.may_match(literals, folded)
                  for m in [pattern.search(text)] if m]
        assert subject._first_strong_signal.__wrapped__(text) == (min(starts) if starts else None), text
    assert any(subject._first_strong_signal(t) for t in REWRITTEN)
    assert sum(signals._without_signals(t) != t for t in REWRITTEN) >= 6


def test_a_judgement_changed_in_some_fields_keeps_every_other_as_dataclasses_replace_does():
    from flymemory.classify.judgement import but

    full = classify.Judgement("update", "a rule", ("moved to",), "standup", "09:30", "10:15", True, 0.91, "close")
    assert set(dataclasses.asdict(full)) == {"kind", "rule", "signals", "slot", "old_value", "new_value", "in_place",
                                             "similarity", "may_repeat"}  # a new field: `but` must pass it on too
    for changes in ({}, {"may_repeat": "again"}, {"kind": "possible_update", "rule": "r; linked", "in_place": False}):
        got, want = but(full, **changes), dataclasses.replace(full, **changes)
        assert dataclasses.astuple(got) == dataclasses.astuple(want) and type(got) is type(want)


def test_the_values_only_one_side_has_are_read_alike_with_the_kept_keys():
    from flymemory.classify import subject

    def long_way(old, new):
        a, b = dedup._Text.of(old), dedup._Text.of(new)
        only_a = [t for t, k in subject._significant_words(a) if k not in set(b.keys)]
        only_b = [t for t, k in subject._significant_words(b) if k not in set(a.keys)]
        glue = "" if any(dedup._is_cjk(t) for t in only_a + only_b) else " "
        return glue.join(only_a[:6]), glue.join(only_b[:6])

    mixed = ["The 服务 alpha is on 8080", "The service alpha is on 9090", "服务A在8080端口", "服务A在9090端口"]
    for old, new in itertools.permutations(REWRITTEN + mixed, 2):
        assert subject._values(old, new) == long_way(old, new), (old, new)


def test_a_changed_subject_is_read_alike_from_the_kept_heads_and_prefixes():
    from flymemory.classify import subject

    def long_way(a, b, values=("", ""), families=frozenset()):
        prefixes_a = {k[:subject.SAME_WORD_PREFIX] for k in a.keys if len(k) >= subject.SAME_WORD_PREFIX}
        prefixes_b = {k[:subject.SAME_WORD_PREFIX] for k in b.keys if len(k) >= subject.SAME_WORD_PREFIX}
        only_a = {k for k in subject._head(a) - set(b.keys) - set(dedup._Text.of(values[0]).keys)
                  if not any(signals._SLOT_FAMILIES[f].search(k) for f in families)
                  and k[:subject.SAME_WORD_PREFIX] not in prefixes_b}
        only_b = {k for k in subject._head(b) - set(a.keys) - set(dedup._Text.of(values[1]).keys)
                  if not any(signals._SLOT_FAMILIES[f].search(k) for f in families)
                  and k[:subject.SAME_WORD_PREFIX] not in prefixes_a}
        return bool(only_a and only_b)

    texts = REWRITTEN + ["The alpha cache TTL is 5 minutes", "The gamma cache TTL is 10 minutes",
                         "Alice owns billing", "Bob took over billing", "The rotation policy rotates keys",
                         "I live in Lisbon", "My home is in Berlin now", "The rotation schedule is every 90 days",
                         "The rotates schedule is every 30 days", "Alice owns billing now", "Bob owns billing now"]
    changed = 0
    for old, new in itertools.permutations(texts, 2):
        a, b = dedup._Text.of(old), dedup._Text.of(new)
        for values in (("", ""), subject._values(old, new)):
            for families in (frozenset(), frozenset(signals._SLOT_FAMILIES)):
                got = subject._subject_changed(a, b, values, families)
                assert got == long_way(a, b, values, families), (old, new, values, families)
                changed += got
    assert changed > 20


def test_tokens_are_joined_back_as_one_by_one():
    from flymemory.classify import subject

    def long_way(tokens):
        out = ""
        for n, t in enumerate(tokens):
            out += t if n and dedup._is_cjk(t) and dedup._is_cjk(tokens[n - 1]) else (" " + t if n else t)
        return out

    for text in REWRITTEN + ["服务A在8080端口", "我用VS Code写代码", "A", "主数据库 MySQL 换回了"]:
        tokens = dedup._Text.of(text).tokens
        assert subject._rejoined(tokens) == long_way(tokens), text
    assert subject._rejoined(()) == ""


# Pairs for the holder's readings: counts and havings, Chinese openings with and without an owner, subjects said
# before a change word, English possessives.
HOLDER_TEXTS = REWRITTEN + [
    "Our help desk has five agents.", "Our help desk moved to the second floor.", "The team has 12 engineers now.",
    "The team employs 40 people", "我们组有6个人", "我们组搬到杭州了", "我们组现在有八个人了", "公司有大概200台电脑",
    "我们的报修系统是用Java写的", "我们的请假系统已经换成钉钉了", "主卧窗帘每天七点自动打开",
    "次卧窗帘改成七点半打开了", "我的客厅空调设在26度", "卧室空调降到24度了", "客厅绿萝每周浇一次水",
    "阳台月季改成每三天浇一次水了", "书房台灯用的是暖光", "阳台那盆月季花Rose改成每三天浇一次水了",
    "现在小陈负责前端", "小刘负责前端", "My car's insurance switched to Geico", "My car is a blue Civic",
    "My daughter's doctor is now Dr. Lee", "My doctor is Dr. Patel", "",
]


def test_the_holders_readings_of_one_side_answer_as_read_per_pair():
    import unicodedata

    from flymemory.classify import holder
    from flymemory.classify.subject import _first_strong_signal

    def count_the_long_way(old, new):
        m = holder._HAS_COUNT.search(holder.number_forms(unicodedata.normalize("NFKC", old)))
        if not m or holder._HAVING.search(new) or holder.older_answers_change(old, new):
            return False
        if m.group(2):
            return m.group(2) not in new
        counted = dedup._Text.of(m.group(1)).keys
        return bool(counted) and counted[0] not in dedup._Text.of(new).keys

    def family_the_long_way(old, new):
        cut = _first_strong_signal(new) if holder._CJK_RUN.search(new) else None
        said = signals._without_signals(holder._CJK_LEAD.sub("", unicodedata.normalize("NFKC", new[:cut[0]]).strip(),
                                                             count=1)).strip() if cut else ""
        if len(said) >= holder.MIN_CJK_SUBJECT and holder._CJK_RUN.fullmatch(said) and not set(said) & set(old):
            return f"{said}, a subject the older sentence does not name"
        openings = []
        for text in (old, new):
            run = holder._CJK_RUN.match(holder._CJK_LEAD.sub("", unicodedata.normalize("NFKC", text).strip(), count=1))
            if not run:
                return ""
            run_text = run.group()
            owner = run_text[:run_text.index("的") + 1] if "的" in run_text[:holder._CJK_OWNER_CHARS + 1] else ""
            if set(owner) & holder._CJK_CLAUSE:
                owner = ""
            openings.append(run_text[len(owner):])
        return _family_from(openings, old, new)

    def _family_from(openings, old, new):
        for size_a, size_b in holder._CJK_WORD_SIZES:
            word_a, rest_a = openings[0][:size_a], openings[0][size_a:]
            word_b, rest_b = openings[1][:size_b], openings[1][size_b:]
            head = ""
            for x, y in zip(rest_a, rest_b, strict=False):
                if x != y:
                    break
                head += x
            if len(head) >= holder.MIN_CJK_HEAD:
                break
        if len(head) < holder.MIN_CJK_HEAD or head[0] in holder._CJK_CLAUSE or word_a == word_b \
                or len(head) >= min(len(rest_a), len(rest_b)) \
                or any(len(w) < holder._CJK_WORD or set(w) & holder._CJK_NOT_A_NAME or holder._CJK_LEAD.match(w)
                       for w in (word_a, word_b)):
            return ""
        if set(word_a) - set(new) and set(word_b) - set(old):
            return f"{word_a}{head} / {word_b}{head}"
        return ""

    counted = apart = 0
    for old, new in itertools.permutations(HOLDER_TEXTS, 2):
        want = count_the_long_way(old, new)
        assert holder._count_not_restated(old, new) == want, (old, new)
        counted += want
        want = family_the_long_way(old, new)
        assert holder._cjk_family_apart(old, new) == want, (old, new)
        apart += bool(want)
    assert counted >= 5 and apart >= 5  # (both readings fire on these pairs, not only answer "no")


def test_the_aligned_share_bound_and_the_kept_key_sets_answer_as_counted_per_pair():
    def bound_the_long_way(a, b):
        counts_a, counts_b = a.key_counts(), b.key_counts()
        shared = sum(min(counts_a[k], counts_b[k]) for k in counts_a.keys() & counts_b.keys())
        return shared / max(len(a.keys), len(b.keys), 1)

    repeated = ["the the cache the TTL is 5 and 5", "the cache the TTL is 5 and 5 and 5 the", "a a a b b c",
                "a b b b c c", "我们我们的的系统", "的的系统系统是"]
    for old, new in itertools.permutations(HOLDER_TEXTS + repeated, 2):
        a, b = dedup._Text.of(old), dedup._Text.of(new)
        assert dedup._aligned_at_most(a, b) == bound_the_long_way(a, b), (old, new)
        assert dedup._significant_word_apart(a, b) == bool(a.significant_keys() - set(b.keys)
                                                           or b.significant_keys() - set(a.keys))
        assert dedup._details_differ(a, b) == (bool((a.details() - set(b.keys)) | (b.details() - set(a.keys)))
                                               or dedup.numbers_counted(a) != dedup.numbers_counted(b))
    a, b = dedup._Text.of("a a a b b c"), dedup._Text.of("a b b b c c")
    assert dedup._aligned_at_most(a, b) == 4 / 6  # (a: 1, b: 2, c: 1: each shared key counted as often as both say it)
