"""Chinese-specific readers of a pair's frame: the head of a Chinese sentence (its subject before 是/为/在/到 or
a number), a Chinese value replaced after a linker, and a short Chinese name put in another's place. The Chinese
claim reading (a claim reworded, a word that names another thing) is in cjk_claim.py."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator

from flymemory import dedup
from flymemory.classify.forms import CN_CLOCK, CN_CLOCK_DAY_PART, CN_CLOCK_PART, CN_CLOCK_WEEKDAY
from flymemory.classify.judgement import _CJK_RUN
from flymemory.classify.restatement import _RESTATE_FILLER
from flymemory.classify.signals import _without_signals
from flymemory.classify.words import _CN_FUNCTION, ONE_HOLDER_ROLES_CJK
from flymemory.numerals import CN_NUMERALS

# Not 用 ("用户库"); a Chinese number before a measure word ("六点", "三个") is a value, not the head.
# Chinese measure words: what a count is of ("3个副本", "两只猫", "四十分钟").
_CJK_MEASURE = "个只本张台辆次遍天周层节位名人条件分秒倍元楼岁"
# A time of day right before a clock value ("下午三点", "早上7点") is part of the value, not of the head:
# "周会下午三点开" / "周会时间：上午十点" are one meeting. 姓 (not 姓名) and 叫 end the head: the surname or name
# after it is the value ("钢琴老师姓王" / "钢琴老师姓刘" are one teacher, "我的猫叫咪咪" / "我的猫叫花花" one cat), as
# after 是. How often, said before the verb (每周, 每三天, 每隔一天, 隔天, 天天), is a habit's rate, a value, not part
# of the head: "我每周去两次健身房" / "我每月去两次健身房" are one habit of 我, "老妈每天下午去公园跳广场舞" is 老妈's;
# 每 before what is no period ("每个人", "每台机器") stays in the head. Closed lists of grammar words (the day parts
# are a clock time's, forms.CN_CLOCK_DAY_PART).
_CJK_HOW_OFTEN = (rf"(?:每隔?[{CN_NUMERALS}0-9半]*个?(?:天|日|晚|周|星期|礼拜|月|季度|年|小时|分钟)"
                  r"|隔(?:天|日|周|月|年)|天天)")
_CJK_HEAD = re.compile(rf"^(?:(?![是为在到0-9A-Za-z]|姓(?!名)|叫"
                       rf"|{CN_CLOCK_DAY_PART}?[{CN_NUMERALS}半]+[点号{_CJK_MEASURE}]"
                       rf"|{CN_CLOCK_DAY_PART}[{CN_NUMERALS}0-9]|{_CJK_HOW_OFTEN}).)*")
# A clock time after its day part, a weekday before it kept (周五下午3点10分, 晚上7点).
_DAY_PART_CLOCK = re.compile(f"{CN_CLOCK_WEEKDAY}?{CN_CLOCK_PART}{CN_CLOCK}")
_CJK_COUNT = re.compile(rf"[{CN_NUMERALS}]+(?=[{_CJK_MEASURE}])")


def _cjk_subject_changed(old: str, new: str, question: str = "") -> bool:
    """Chinese sentences whose heads (the characters before 是/为/在/到 or the first number, "六点" too, or
    Latin word) each have a character the other sentence lacks anywhere: "订单库有3个副本" / "用户库有5个副本"
    are two databases; "构建机有8GB内存" / "构建机内存是16GB" one machine. Characters the question asks with
    ("附件最大多大？": 最) are the slot, not a subject."""
    texts = [unicodedata.normalize("NFKC", text).strip() for text in (old, new)]
    return _day_part_swapped(texts) or _heads_lack([_CJK_HEAD.match(text).group() for text in texts], texts, question)


def _day_part_swapped(texts: list[str]) -> bool:
    """The same clock time said at another part of the day ("公司早上九点上班" / "公司晚上九点上班"): two times of
    one day, two facts, as the head read them before the day part went with the value. A day part changed with
    its number ("周会下午三点开" / "周会时间：上午十点") is one value replaced."""
    found = [_DAY_PART_CLOCK.search(text) for text in texts]
    return all(found) and found[0]["part"] != found[1]["part"] and found[0]["clock"] == found[1]["clock"]


def _heads_lack(heads: list[str], texts: list[str], question: str = "") -> bool:
    """Each of the two heads has a character (not a function character, a frame verb, or one the question
    asks with) that the other sentence lacks anywhere."""
    if not all(_CJK_RUN.search(h) for h in heads):
        return False
    asked = set(unicodedata.normalize("NFKC", question))
    chars = [set("".join(_CJK_RUN.findall(h))) - _CN_FUNCTION - _CJK_FRAME_CHARS - asked for h in heads]
    return bool(chars[0] - set(texts[1])) and bool(chars[1] - set(texts[0]))


def _cjk_heads_differ(old: str, new: str) -> bool:
    """`_cjk_subject_changed` for two sentences that both have a head (characters before 是/为/在/到 or a
    number), their change words set aside: "日志发到ELK" / "指标现在发到Prometheus" are two streams. A sentence
    with no such linker ("我平时喝龙井") has no head to compare."""
    texts = [_without_signals(unicodedata.normalize("NFKC", text)).strip() for text in (old, new)]
    if not all(_CJK_HEAD.match(text).group() != text for text in texts):
        return False
    # A head ends where a change word stood (set aside as a space): what follows it is the new value, whose
    # characters are no subject ("我的手机换成了华为": the head is 我的手机, not 我的手机了华 up to the 为 of 华为).
    heads = [_CJK_HEAD.match(text).group().split(" ", 1)[0] for text in texts]
    return _day_part_swapped(texts) or _heads_lack(heads, texts)


_CJK_FRAME_CHARS = frozenset("有跑")  # "构建机有…", "服务跑…": a verb of the frame, not part of the subject


MAX_CJK_NAME_SWAP = 3  # the longest Chinese run read as a name put in another's place ("订单" / "日志", "东" / "北")


def _other_cjk_name(x: tuple[str, ...], y: tuple[str, ...]) -> bool:
    """A short run of Chinese characters put in the place of another of the same length, the one
    difference of the two sentences, with no character in common and neither one filler
    ("订单库" / "日志库", "华东集群" / "华北集群", "小王" / "小李"): another thing named. A synonym in
    the same place reads the same way and is kept apart too (a duplicate costs less than a hidden
    fact), unless it is a form the restatement rung reads as one word ("大概" / "大约")."""
    return 0 < len(x) == len(y) <= MAX_CJK_NAME_SWAP and all(map(dedup._is_cjk, x + y)) \
        and not set(x) & set(y) and not all(k in _RESTATE_FILLER or k in _CN_FUNCTION for k in x + y)
_CJK_SLOT_LINKERS = ("是", "为", "在", "用", "到", "住在", "部署在", "跑在", "给", "找", "由", "归")
_CJK_NUMERALS = frozenset("零一二两三四五六七八九十百千万半")
_CLOCK_PARTS = frozenset("点分")


def _numeral_or_clock(slot) -> Iterator[bool]:
    return (t in _CJK_NUMERALS or t in _CLOCK_PARTS for t in slot)


def _cjk_slot_change(a: dedup._Text, b: dedup._Text, min_share: float = 0.5) -> tuple[str, str, str] | None:
    """Chinese frames the ladder cannot see as a value change because the value is plain
    words ("我在阿里巴巴工作" / "我在腾讯工作"): one short run of Chinese characters replaced
    after a linker (是/在/用/到), the rest of the sentence the same. A value that differs in two
    places one character apart ("凌晨两点" / "凌晨三点半", "丰田卡罗拉" / "特斯拉Model 3") is one
    value, and so are up to two shared characters between the linker and the change ("在凌晨")."""
    if not a.has_cjk() or dedup._aligned_at_most(a, b) < min_share:
        return None  # no Chinese value to replace, or too few words in common to align the share: no alignment
    aligned = dedup.align(a.keys, b.keys)
    ops = [op for op in aligned if op[0] != "equal"
           and not dedup._insignificant(a.tokens[op[1]:op[2]] + b.tokens[op[3]:op[4]])]
    # Changes one character apart are one value; so are three, a day part changed with its clock's hour and minute
    # ("上午九点二十分" / "下午两点零五分": 上 / 下, 九 / 两, 二十 / 零五).
    ranged = _clock_range_ends(a, b, ops)
    if ranged:
        ops = [("replace", ops[0][1], ops[-1][2], ops[0][3], ops[-1][4])]
    while len(ops) >= 2 and ops[1][1] - ops[0][2] <= 1 and ops[1][3] - ops[0][4] <= 1 \
            and all(dedup._is_cjk(t) for t in a.tokens[ops[0][2]:ops[1][1]]) \
            and (len(ops) == 2 or _DAY_PART_START.match(a.joined(ops[0][1], ops[0][2] + 1))):
        ops = [("replace", ops[0][1], ops[1][2], ops[0][3], ops[1][4]), *ops[2:]]
    if len(ops) == 2 and _workplace_and_surname(a, b, ops):
        ops = [("replace", ops[0][1], ops[1][2], ops[0][3], ops[1][4])]
    if len(ops) != 1 or ops[0][0] not in ("replace", "insert", "delete"):
        return None
    _, i1, i2, j1, j2 = ops[0]
    if dedup.aligned_share(aligned, a.keys, b.keys) < min_share:
        return None
    back = next((n for n in range(3) if n <= i1 and n <= j1 and any(
        a.joined(0, i1 - n).endswith(w) for w in _CJK_SLOT_LINKERS)), None)
    if back:  # shared characters between the linker and the change belong to the value
        i1, j1 = i1 - back, j1 - back
    old_slot, new_slot = a.tokens[i1:i2], b.tokens[j1:j2]
    if not all(dedup._is_cjk(t) or dedup._is_detail(t) for t in old_slot + new_slot):
        return None
    if not ranged and not (0 < _slot_length(old_slot) <= 6 and 0 < _slot_length(new_slot) <= 6) \
            or not any(dedup._is_cjk(t) for t in old_slot):
        return None
    before = a.joined(0, i1)
    linker = next((w for w in _CJK_SLOT_LINKERS if before.endswith(w)), None)
    if linker is None and before[-1:] in ("姓", "叫") and before[:-1].endswith(ONE_HOLDER_ROLES_CJK):
        linker = before[-1]  # "班主任姓刘" / "班主任姓赵": a one-holder role's surname or name, as after 是
    if linker is None:
        linker = _value_without_linker(before, "".join(old_slot), "".join(new_slot), a.joined(i2, len(a.tokens)),
                                       b.joined(j2, len(b.tokens)))
    # A clock time is a number too, with its 点 / 分 / 半 ("三点十分" / "七点四十分": the hour and the minute
    # replaced one character apart are one value).
    numeral = all(_numeral_or_clock(old_slot)) and all(_numeral_or_clock(new_slot)) \
        and any(t in _CJK_NUMERALS for t in old_slot) and any(t in _CJK_NUMERALS for t in new_slot)
    if not numeral:
        numeral = ranged or _day_part_clocks(old_slot, new_slot)
    if linker is None and not numeral:
        return None
    return (linker or "a number", "".join(old_slot), "".join(new_slot))


# (session 41, zhval41; blind set 19's audit, C3) Two Chinese values that count without a linker before them: a
# surname before a title ("跟刘老师学钢琴" / "跟陈老师学钢琴", "找张总" / "找刘总": a person, as after 是), and a period
# after 按 ("按天切分" / "按小时切分", "按月交" / "按季度交"). Each only as the one value replaced in a kept frame, so
# two children's teachers of two subjects or two bills' periods, where more than the value differs, stay apart.
_TITLES_CJK = ("老师", "医生", "大夫", "律师", "教练", "总", "经理", "主任", "师傅", "阿姨")
# The titled person is a value only as the one gone to or learnt from: a surname + title opening the sentence is
# its subject ("林老师改教高一了" / "黄老师改教高一了", "王经理带这个项目" / "赵经理也带这个项目": two people, were
# linked on tuning halves of people_probes, update_probes_11, personval_probes).
_BEFORE_TITLED_VALUE_CJK = ("跟", "找", "请", "问", "由")
# (session 46) A titled person said with where they work is one value: "找市一院的王主任看" / "找省人民医院李主任看"
# (the place's last character, 院 / 所 / 馆, and 的 kept between two changes: the place, then the surname before the
# same title). Only as the one value replaced, so another condition's or another person's doctor stays apart.
_WORKPLACE_END = re.compile(r"[\u4e00-\u9fff]{0,2}?[院所馆]的?")


def _workplace_and_surname(a: dedup._Text, b: dedup._Text, ops: list) -> bool:
    """Two changes, the second a surname (after 的, or not) before a title (_TITLES_CJK) on both sides, a workplace's
    end between them."""
    (_, i1, i2, j1, j2), (_, k1, k2, l1, l2) = ops
    if i2 <= i1 or j2 <= j1:
        return False
    for text, end, start, stop in ((a, i2, k1, k2), (b, j2, l1, l2)):
        surname = text.joined(start, stop)
        between = text.joined(end, start) + surname[:-1]
        if len(surname) > 2 or surname[:-1] not in ("", "的") or not dedup._is_cjk(surname[-1:] or "a") \
                or not _WORKPLACE_END.fullmatch(between) or not text.joined(stop).startswith(_TITLES_CJK):
            return False
    return True


_PERIODS_CJK = frozenset(("天", "日", "周", "星期", "月", "季度", "季", "年", "小时", "分钟", "半年"))


def _value_without_linker(before: str, old: str, new: str, after_old: str, after_new: str) -> str | None:
    if len(old) == len(new) == 1 and before.endswith(_BEFORE_TITLED_VALUE_CJK) and dedup._is_cjk(old) \
            and dedup._is_cjk(new) and after_old.startswith(_TITLES_CJK) and after_new.startswith(_TITLES_CJK):
        return "a surname before a title"
    if before.endswith("按") and old in _PERIODS_CJK and new in _PERIODS_CJK:
        return "按"
    return None


# A day part before a clock time is that time's half of the day (session 39, forms39): "周五下午三点十分" /
# "周五晚上七点四十分" is one departure moved, the day part changed with the clock, as "3:10pm" / "7:40pm" is. Only a
# clock on both sides, each after its day part; the same clock at another day part stays two times
# (_day_part_swapped).
_DAY_PART_START = re.compile(CN_CLOCK_DAY_PART)


# (session 40, clock40; the valueform probes' audit) A clock range whose two ends both moved is one value: "合唱团每周二
# 晚上七点到九点排练" / "…晚上八点到十点排练" (七 / 八 and 九 / 十, 点到 between them, the same on both sides) was two
# changes, content words swapped, and kept apart.
# (session 42, clock42) The two ends are read in the range as said, not by the characters between the changes: "上午九点
# 到十一点" / "上午十点到十二点" (十 shared by 十一 and 十二) and "早上七点到晚上十一点" / "早上八点到晚上十二点" (a day
# part inside) are one range moved, as 两点到三点 / 四点到五点 was.
_CN_CLOCK_RANGE = re.compile(f"{CN_CLOCK_DAY_PART}?{CN_CLOCK}[到至]{CN_CLOCK_DAY_PART}?{CN_CLOCK}"
                             .replace("(?P<clock>", "(?:"))  # (one pattern holds a group's name once)


def _clock_range_ends(a: dedup._Text, b: dedup._Text, ops: list) -> bool:
    """Two changes or more, each of numerals on both sides, all inside one clock range on each side
    (_CN_CLOCK_RANGE)."""
    if len(ops) < 2:
        return False
    changed = [t for i1, i2, j1, j2 in (op[1:] for op in ops) for t in a.tokens[i1:i2] + b.tokens[j1:j2]]
    if not changed or not all(t in _CJK_NUMERALS for t in changed):
        return False
    return all(any(m.start() <= len(text.joined(0, start)) and m.end() >= len(text.joined(0, end))
                   for m in _CN_CLOCK_RANGE.finditer(text.joined()))
               for text, start, end in ((a, ops[0][1], ops[-1][2]), (b, ops[0][3], ops[-1][4])))


def _day_part_clocks(old_slot, new_slot) -> bool:
    """Both slots a clock time with its day part (a weekday before it kept), the day part not the only change."""
    said = [_DAY_PART_CLOCK.fullmatch("".join(slot)) for slot in (old_slot, new_slot)]
    return all(said) and said[0].group("weekday", "clock") != said[1].group("weekday", "clock")


def _slot_length(slot) -> int:
    """A slot's length, the weekday and day part of a clock time not counted (they go with the value)."""
    said = _DAY_PART_CLOCK.fullmatch("".join(slot))
    return len(slot) - len(said["weekday"] or "") - len(said["part"]) if said else len(slot)
