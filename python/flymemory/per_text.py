"""Computed once per text: the one cache of every pure reader of one sentence, and the one list of them.

A write judges its sentence against several neighbours, and each judgment asks the same questions of both
sides several times (how its numbers are written, what it asserts, who says it, what the classifier's
rules read in it); a stored sentence met at one write is met again at the next. Those readers keep their
answers here (`per_text`), from the lowest layer up: the number readers (flymemory.numerals), the parse
(flymemory.dedup), the speaker and phatic readers, and the classifier's readings (flymemory.classify). This
module imports nothing of flymemory, so every one of them can use it, and every such cache is in one list
(PER_TEXT): tests/python/test_reading_cache.py checks that each is bounded, answers from its cache as it
answers uncached, and can be cleared.

Caches of another shape stay outside on purpose: a pair's (dedup.decide, dedup.align), a word's or a token's
(dedup._stem and the like: many more words than sentences, 65536 kept), a cache that depends on state other
than its argument (classify.patterns._present, cleared when a gate adds literals)."""

from __future__ import annotations

import functools

PER_TEXT_KEPT = 8192  # texts kept per reader: bounded, and far more than one write's sentences and neighbours
PER_TEXT: list = []  # every reader made with per_text (tests/python/test_reading_cache.py reads them all)


def per_text(fn):
    """`fn` computed once per text and kept (the PER_TEXT_KEPT texts asked last). Only for pure readers: the
    answer depends on the arguments alone (no embedder, store or other state), so a cached answer is the
    uncached one. The cache is kept across writes: a stored sentence met again at a later write is not read
    again."""
    cached = functools.lru_cache(maxsize=PER_TEXT_KEPT)(fn)
    PER_TEXT.append(cached)
    return cached
