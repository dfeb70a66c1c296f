"""A value changed in a reworded frame: the mirror of reworded._values_kept_reworded. "The dashboard is served on
port 3000" / "Dashboard port: 4000", "Our sprints last two weeks" / "A sprint is three weeks long", 构建机有8GB内存 /
构建机内存是16GB: the same words of the subject on both sides (a frame word, a unit, a word that only says the value
is a count, a size, a length or a limit may come or go), one value on each side, of one kind (one quantity of one
dimension, or one number counting or ranking the same thing), and the values differ. No change word: not sure, so a
link ("may update"), never a supersede. Another word of the subject on either side ("staging" / "analytics",
"alpha" / "beta", 甲 / 乙) keeps two facts apart, and so does a passing state, a past habit or another party."""

from __future__ import annotations

import re

from flymemory import dedup
from flymemory.classify.guards import _parties
from flymemory.classify.judgement import NO_CHANGE_WORD
from flymemory.classify.kinds import _same_value, value_kinds
from flymemory.classify.patterns import _per_text
from flymemory.classify.restatement import _RESTATE_FILLER, _same_key
from flymemory.classify.reworded import (
    _FRAME_WORDS,
    _UNIT_CJK,
    _UNIT_KEYS,
    _counted_word,
    _states_plainly,
    _value_frame,
)
from flymemory.classify.words import _EN_STOP, PAST_MARKERS_CN, USED_TO_EN
from flymemory.numerals import quantities, unit_after

# Words that only say the value is a count, an amount, a size, a length of time or a limit, or name its unit:
# either side may add or drop them ("retry count", "headcount", "is three weeks long", "lasts").
_MEASURE_EN = frozenset(_same_key(w, dedup._stem(w)) for w in (
    "count counts number amount total size length duration limit limits cap capacity max maximum long last lasts "
    "headcount second seconds minute minutes hour hours day days week weeks month months year years time times"
).split())
# The Chinese ones, as words: a character of one of them said on one side only must be part of that word there
# (大 of 最大 or 大小, not of 大会议室).
_MEASURE_CJK = ("数量", "次数", "人数", "总数", "数目", "个数", "时长", "期限", "上限", "下限", "大小", "最大", "最多",
                "最长", "长度", "容量", "一共", "总共",
                # a share or a threshold said of a percentage (session 46: "磁盘使用率到 85% 告警" / "磁盘告警线是90%",
                # 灰度放量 5% / 灰度比例是20%): they come or go only beside two quantities of one dimension
                "比例", "占比", "比率", "使用率", "占用率", "利用率", "放量", "告警线", "警戒线", "阈值")
# 要 / 需要 before a measured quantity is "takes" (首页首屏加载要3秒 / 首页首屏加载1.2秒, 全量编译要四十分钟 /
# 全量编译二十三分钟); before a count it may be "want" (我要三个包子): these come or go only beside two quantities,
# and so does a unit said on one side only (30秒 / 60s, read as 1 minute: a unit of one dimension said two ways).
_TAKES_CJK = ("需要", "要")
# 要 / 需要 before a headcount, N个人, is "takes N people" ("合 master 需要一个人 approve" / "…要两个人 approve"): no
# thing is wanted, the count of people is the value.
_HEADCOUNT_CJK = re.compile(r"要\s*(?:\d+|[一二两三四五六七八九十几]+)\s*个?人")


def _headcounts(old: str, new: str) -> bool:
    return bool(_HEADCOUNT_CJK.search(old)) and bool(_HEADCOUNT_CJK.search(new))


# The words that count how many times a thing is done (a verbal measure; "tim" is the key of "times").
_TIMES = frozenset(("次", "遍", "回", "趟", "顿", "tim"))
# The period of a rate (a price, a wage, a bill), said on both sides: no habit time to set aside.
_RATE_PERIODS = frozenset(("每月", "每年", "每周", "monthly", "yearly", "weekly", "quarterly"))
# A habit time is said with "every" / "each" / 每 ("the nightly job" names a thing, no habit of the speaker's).
_HABIT_SAID = re.compile(r"\b(?:every|each)\b|每", re.IGNORECASE)
_NUMBER_UNIT = re.compile(r"\d+(?:\.\d+)?([a-z]+)")
# A past state on one side only ("used to", 以前, 过去, 曾经): two facts at two times, not a value replaced.
_PAST_CJK = re.compile("|".join((*PAST_MARKERS_CN, "原来")))


@_per_text  # (asked of a stored sentence by every write that meets it)
def _past_state(text: str) -> bool:
    return bool(USED_TO_EN.search(text)) or bool(_PAST_CJK.search(text))


def _opens_with_number(text: str) -> bool:
    keys = dedup._Text.of(text).values().keys
    return bool(keys) and any(c.isdigit() for c in keys[0])


def _measure_only(apart: set[str], text: str, takes: bool = False) -> bool:
    """Every word in `apart` (the words one side has alone) is a measure word of `text` (or, with `takes`, 要 /
    需要, or a unit: 网关超时设的是30秒 / 网关的超时时间是 60s name seconds once and minutes once)."""
    measures = (*_MEASURE_CJK, *_TAKES_CJK) if takes else _MEASURE_CJK
    for w in apart:
        if takes and (w in _UNIT_CJK or w in _UNIT_KEYS):
            continue
        if dedup._is_cjk(w):
            if not any(w in m and m in text for m in measures):
                return False
        elif w not in _MEASURE_EN:
            return False
    return True


# A word said whole on one side and short on the other (session 46): 合并 / 合 ("合 master 需要一个人 approve" /
# "master 分支合并要两个人 approve"), 新版X / 新X, 旧版X / 旧X ("新版首页灰度放量 5%" / "新首页的灰度比例是20%"); and
# 分支 ("branch") right after a Latin name the other side writes alone ("master 分支" / "master"). The characters only
# the long form has say nothing the other side's short form does not. Set aside only where the other side writes the
# short form and not the long one: 新版首页 / 首页 keep 新 apart, 旧版 / 新 keep 旧, "release 分支" / "master" keep
# both names.
_LONG_SHORT_CJK = (("合并", "合"), ("新版", "新"), ("旧版", "旧"))
_BRANCH_AFTER_NAME = re.compile(r"([A-Za-z][\w.-]*)\s*分支")


def _short_form_aside(words: set[str], text: str, other: str) -> set[str]:
    """`words` (of `text`) without the characters a long form adds to the short form `other` writes (see above)."""
    if not words & set("并版分支"):
        return words  # (most pairs: no character a long form adds)
    aside: set[str] = set()
    for long, short in _LONG_SHORT_CJK:
        if long in text and short in other and long not in other:
            aside |= set(long) - set(short)
    if "分支" not in other:
        for m in _BRANCH_AFTER_NAME.finditer(text):
            if re.search(rf"(?<![\w.-]){re.escape(m.group(1))}(?![\w.-])", other):
                aside |= {"分", "支"}
    return words - aside


def _words(frame, other) -> set[str]:
    words = set(frame.words)
    if frame.initial and frame.initial[0] not in other.values and frame.initial[1] not in _RESTATE_FILLER \
            and frame.initial[1] not in _EN_STOP and frame.initial[1] not in _FRAME_WORDS:
        words.add(frame.initial[1])  # "Dashboard port: 4000": the first word is the subject's
    return words


def value_changed_reworded(old: str, new: str) -> str:
    """Why `new` may state another value of `old`'s subject in a reworded frame (see above), or ""."""
    if not _states_plainly(old) or not _states_plainly(new) or _parties(old) != _parties(new):
        return ""
    if _past_state(old) or _past_state(new):
        return ""
    a = _value_frame(old)  # (the older side first: a stored sentence, often read already; most have not one value)
    if len(a.values) != 1 and not a.plain:
        return ""
    b = _value_frame(new)
    # A plain value both sides say (a habit time: "every night", 每天) is the frame, not a second value: "I take
    # 50mg each morning" / "Each morning I take 75 mg" replaces one value.
    kept = a.plain & b.plain if all(_HABIT_SAID.search(t) for t in (old, new)) else frozenset()
    was_values, now_values = a.values - kept, b.values - kept
    # The days a habit is on, all replaced, are one value ("儿子周二、周四晚上上数学补习" / "儿子的数学补习是每周一和
    # 周三晚上"): the set of days is what the slot holds. Not one day for one day: a habit may hold on both
    # ("我爸每周六下午去打乒乓球" / "每周日下午…我父亲打乒乓球", combo probes: two days, two facts).
    days = max(len(was_values), len(now_values)) >= 2 and bool(was_values) and bool(now_values) \
        and _weekdays(was_values, old) and _weekdays(now_values, new)
    if a.guards != b.guards or was_values == now_values \
            or (not days and (len(was_values) != 1 or len(now_values) != 1)):
        return ""
    words_a, words_b = _short_form_aside(_words(a, b), old, new), _short_form_aside(_words(b, a), new, old)
    subject = {w for w in words_a & words_b if not w.startswith("slot")} - _MEASURE_EN - _UNIT_CJK - _UNIT_KEYS
    if not subject or not _measure_only(words_a - words_b, old, takes=True) \
            or not _measure_only(words_b - words_a, new, takes=True):
        return ""
    takes = not _measure_only(words_a - words_b, old) or not _measure_only(words_b - words_a, new)
    was, now = " ".join(sorted(was_values)), " ".join(sorted(now_values))
    if any(_opens_with_number(t) for t in (old, new)):
        return ""  # ("Two engineers are on call" / "Three engineers are on call": a count before the verb names who)
    had, has = quantities(old), quantities(new)
    if days:
        # (每周 said on one side only is read as a period: no other quantity may differ)
        if takes or had - _WEEK != has - _WEEK:
            return ""
        return f"the days replaced in a reworded frame, the same subject ({' '.join(sorted(subject))[:40]}): " \
               f"{was} -> {now}; {NO_CHANGE_WORD}"
    if kept:
        had, has = had - has, has - had  # (每天 is also read as a period, 86400 s, on both sides)
    if kept and not _habit_time_lets_through(kept, old, new, was, now, measured=bool(had or has)):
        return ""
    if had or has:
        if len(had) != 1 or len(has) != 1 or had == has \
                or next(iter(had)).rsplit(" ", 1)[1] != next(iter(has)).rsplit(" ", 1)[1]:
            return ""  # (another dimension: "5 minutes" / "5 GB")
        kind = "quantity"
    elif takes and not _headcounts(old, new):
        return ""  # (要 / 需要 come or go only beside a measured quantity or a headcount: see _TAKES_CJK)
    elif kept and _unit_of(was) and _unit_of(was) == _unit_of(now):
        # (an amount read as one value with its unit, 500毫克 -> "500mg", beside a shared habit time only: without
        # one, "上个月去了一趟…" style pairs of two events were linked, aspect probes' check half 4 -> 5 linked)
        kind = "quantity"
    elif was.isdigit() and now.isdigit():
        beside_a = _beside_number(dedup._Text.of(old).values())
        beside_b = _beside_number(dedup._Text.of(new).values())
        if not (beside_a and beside_b and beside_a & beside_b) and not (len(was) == len(now) >= 3):
            return ""  # (a number beside another word may count another thing)
        kind = "number"
    else:
        return ""
    return f"one value replaced in a reworded frame, the same subject ({' '.join(sorted(subject))[:40]}): " \
           f"a {kind} {was} -> {now}; {NO_CHANGE_WORD}"


_WEEK = quantities("every week")


def _weekdays(values: frozenset[str], text: str) -> bool:
    """Every value is a weekday the sentence names (kinds.value_kinds, in _value_frame's one form)."""
    named = {_same_value(re.sub(r"\s+", " ", day.casefold())).rstrip("s")
             for day in value_kinds(text).get("weekday", ())}
    return values <= named


def _habit_time_lets_through(kept: frozenset[str], old: str, new: str, was: str, now: str, measured: bool) -> bool:
    """What a habit time both sides keep (`kept`: "every night", 每天) lets through: one amount done each time, as
    "I take 50mg each morning" / "Each morning I take 75 mg". Not the period of a rate (每月话费88元 / 98元: an amount
    per month or year is a rate, kept apart as before), not how many times a thing is done (每周游泳两次 / 每周游三次泳
    count events), and a bare number (not `measured` as a quantity) only with one unit of measure written after it on
    both sides ("40 g" / "60 g"): a count of things beside a habit time counts what is done each time ("orders a
    dozen bagels every Friday" / "two dozen bagels every Friday" are two orders, restate_probes_8's tuning half)."""
    if kept & _RATE_PERIODS or {_counted_word(old), _counted_word(new)} & _TIMES:
        return False
    if was.isdigit() and now.isdigit() and not measured:
        return bool(unit_after(old, was)) and unit_after(old, was) == unit_after(new, now)
    return True


def _unit_of(value: str) -> str:
    """The unit of a value read as a number and its unit ("500mg" -> "mg"), or ""."""
    m = _NUMBER_UNIT.fullmatch(value)
    return m.group(1) if m else ""


def _beside_number(text: dedup._Text) -> frozenset[str] | None:
    """The content keys right before and after the sentence's one number, or None when it has not one number
    (wider than reworded._counted_word's one counted word: a number replaced needs only a neighbour kept)."""
    at = [n for n, k in enumerate(text.keys) if any(c.isdigit() for c in k)]
    if len(at) != 1:
        return None
    return frozenset(text.keys[n] for n in (at[0] - 1, at[0] + 1)
                     if 0 <= n < len(text.keys) and text.keys[n].isalpha() and text.keys[n] not in _EN_STOP)
