"""The Chinese claim reading: a Chinese sentence read as its content characters and details in order, the
grammar around them set aside (`_cjk_reading`), and the two judgments made on two such readings: one claim
reworded around the same subject and details (`_cjk_reworded_same`), and a word that names another thing
around the same value (`_cjk_modifier_apart`). The heads, linkers and slot changes of a Chinese sentence are in
cjk.py."""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass

from flymemory import dedup
from flymemory.classify.forms import CN_CLOCK
from flymemory.classify.guards import _environments, _parties
from flymemory.classify.judgement import _CJK_RUN
from flymemory.classify.patterns import _per_text
from flymemory.classify.restatement import _CJK_LOCATIVE_END, _cjk_same
from flymemory.classify.reworded import _CN_CLOCK, _FRAME_PHRASES_CJK
from flymemory.classify.signals import _without_signals, is_temporary, signals_in
from flymemory.classify.subject import _first_strong_signal
from flymemory.classify.words import (
    CN_DAY_PART_WORDS,
    CN_DAY_PARTS,
    CN_EVERY_DAY,
    CN_EVERY_DAY_PART,
    CN_FIRM_PRODUCT_HEADS,
    CN_FIRMS,
    CN_HABIT,
    CN_PRESENT,
    CN_STILL,
    CN_WEEKDAY_NUMBERS,
    _number_forms,
    _persons,
    is_feeling,
    is_question,
    one_of,
)
from flymemory.numerals import CN_NUMERALS, as_digits

# -- a Chinese claim reworded around the same subject and the same details ----------------------------
# Chinese has no spaces, so the rungs that read words ("similar wording without a shared detail", "content
# words differ in the same sentence frame") miss "备份脚本每晚十一点跑" / "夜间十一点执行备份脚本": one claim,
# its details (a Latin or digit run, a time) and its subject kept, the frame reworded. `_cjk_reading` reads a
# Chinese sentence as a sequence of units: its content characters and its details (a time, a Latin or digit
# run with its unit), in order, the grammar around them set aside. Closed lists, all grammar (documented here,
# none keyed to an item):
#   day parts said several ways before a clock time ("每晚" / "每天晚上" / "夜间" / "夜里" as "晚上");
#   the speaker's own group ("我们" / "咱们" / "团队" / "公司" / "我司"), read as one party;
#   adverbs that state the present, a habit or that it still holds ("现在", "目前", "今年", "平时", "一般", "仍然"):
#   no change, no content;
#   hedges and bounds of a quantity ("至少", "最多", "大约"), kept beside the details (a bag: their place moves);
#   function characters (是 的 都 在 了 就 也 还 个 着 过 …), the modal 会 after an adverb or a pronoun ("都会",
#   "我会"; not "周会", "开会"), 来 before a verb of purpose ("花半小时来画画"; not "来自"), a sentence-final
#   locative (上/里/中), the frame phrases of the "same values, reworded" rung (部署在, 托管在, 执行, …) and the
#   verbs that only say "uses" / "runs" (用, 跑); the school verbs 读 / 上 before a school ("读小学" / "上小学");
#   从 of "从…开始" ("从凌晨两点开始": starts at; 开始 is a frame word).
# Persons (我, 你, 他, 她), negations (不, 没), 这 / 那 and every other character stay content.
# The day parts, the present and a habit are words.py's table of time words (one place for them all).
_CJK_DAY_PART_ROWS: tuple[tuple[str, str], ...] = tuple(  # a day part said another way, "每天" before it, as one
    (part, rf"(?:{one_of(CN_EVERY_DAY)})?(?:{one_of((part, *others))})|{CN_EVERY_DAY_PART[part]}")
    for part, others in CN_DAY_PART_WORDS.items()) + (  # "每天" before any other day part: the day part
    ("", rf"(?:{one_of(CN_EVERY_DAY)})(?={one_of(p for p in CN_DAY_PARTS if p not in CN_DAY_PART_WORDS)})"),)
_CJK_DAY_PARTS = [(replacement, re.compile(pattern)) for replacement, pattern in _CJK_DAY_PART_ROWS]
_CLOCK = r"\d+点(?:半|\d+分?)?"
_DAY_PART = f"(?:{one_of(CN_DAY_PARTS)})"
_WEEKDAY = rf"(?:周|星期)[{CN_WEEKDAY_NUMBERS}1-7]"  # 周三, 星期三, 周3: a weekday in words.py's numbers or a digit
# (Not words.CN_WHEN, though built from its words where they meet (the day parts, a weekday's numbers): a time here is
# a value cut out as one detail, a weekday, day part and clock time with its minutes together ("周三晚上8点半"), where
# CN_WHEN reads each time word alone and a number only up to 点; its other words (今天, 已经, 平时) are no value here.)
_CJK_TIME = re.compile(rf"(?:每?{_WEEKDAY}){_DAY_PART}?(?:{_CLOCK})?|{_DAY_PART}(?:{_CLOCK})?|{_CLOCK}")
_CJK_DETAIL = re.compile(r"每(?:分钟|小时|秒钟?|天|日|周|星期|个?月|年)(?![0-9一二两三四五六七八九十])"
                         r"|[A-Za-z0-9][A-Za-z0-9_.@:/+#-]*(?:\s+(?=[A-Za-z0-9])[A-Za-z0-9][A-Za-z0-9_.@:/+#-]*)*"
                         r"(?:分钟|小时|年级|个月|[秒分时天周月年号楼层岁倍元块次遍回趟级])?")
_CJK_GROUP = re.compile(r"(?:我们|咱们)的?(?:团队|公司)|我们|咱们|团队|我司|公司")
_CJK_PRESENT = re.compile(one_of(CN_PRESENT + CN_HABIT + CN_STILL))  # the present, a habit, "still": no content
_CJK_HEDGE = re.compile(r"至少|最少|最多|大约|大概|差不多|左右")
_CJK_MODAL = re.compile(r"(?<=[都也就还总将我他她们])会|(?<![未原将后本从出起回进过上下])来(?=[\u4e00-\u9fff])(?!自)")
_CJK_FROM_START = re.compile(r"从(?=[^，。,.；;\s]{1,12}?开始)")  # "从凌晨两点开始" is "starts at 凌晨两点"
_CJK_SCHOOL = re.compile(r"[读上](?=小学|中学|初中|高中|大学|幼儿园)")
_CJK_REWORD_GLUE = frozenset("的了是吗呢吧啊么在个也都就还着过之呀哦为用跑")
_CJK_PUNCT = re.compile(r"[。！!；;，,、：:“”\"'（）()]+")
_GROUP = "\ue000"  # the speaker's group: one unit
_DETAIL = "\ue001"  # marks where a detail was cut out
MAX_READ_CHARS = 60  # longer sentences are not read this way (a write states one claim; this keeps it cheap)
MAX_KIND_SUFFIX = 2  # the longest run of characters read as the kind of a shared name ("代码仓库", "杭州地域")


# The period of an amount of money (session 34, zhnum34): beside a detail in 元 (numerals: "房租两千八" is
# 2800元), a period (每月 / 每年 / 每周 / 每天) is how often the amount is paid, said anywhere in the sentence
# ("我爸退休金一个月四千五" / "我爸每个月退休金4500元"): read as a bag, beside the details, as the hedges are; one
# side may leave it unsaid ("我家房租两千八" / "我家房租每月2800块"), but two periods said are two facts
# ("每个月工资15000元" / "每年工资15000元"). Only for one claim said strictly (the same content characters in
# order): the kind of a shared name said on one side reads the period in its place ("我每个月的房租是3500块" /
# "我每个月的房贷是3500块" are two).
_CJK_PERIOD = frozenset(("每月", "每年", "每周", "每天"))


@dataclass(frozen=True)
class _CjkReading:
    units: tuple[str, ...]  # content characters, details (casefolded, spaces out) and _GROUP, in order
    details: tuple[str, ...]
    hedges: frozenset[str]
    guards: frozenset[str]
    periods: frozenset[str] = frozenset()  # the period of an amount of money (_CJK_PERIOD), out of the details
    bare: tuple[str, ...] = ()  # the units without that period (read for one claim said strictly only)


@_per_text
def _cjk_reading(text: str) -> _CjkReading | None:
    """A Chinese sentence read as its units (see the closed lists above), or None when it has no Chinese or
    is longer than MAX_READ_CHARS."""
    t = unicodedata.normalize("NFKC", text).strip()
    if len(t) > MAX_READ_CHARS or not _CJK_RUN.search(t):
        return None
    t = _CJK_PUNCT.sub(" ", as_digits(_CN_CLOCK, _number_forms(_cjk_same(t))))
    for replacement, pattern in _CJK_DAY_PARTS:
        t = pattern.sub(replacement, t)
    guards = dedup._Text.of(t).guards()
    hedges = frozenset(_CJK_HEDGE.findall(t))
    t = _CJK_FROM_START.sub(" ", _CJK_HEDGE.sub(" ", _CJK_PRESENT.sub(" ", t)))
    t = _CJK_SCHOOL.sub("上", _CJK_GROUP.sub(_GROUP, t))
    details: list[str] = []

    def cut(m: re.Match) -> str:
        details.append(re.sub(r"\s+", "", m.group().casefold()))
        return f" {_DETAIL} "

    t = _CJK_LOCATIVE_END.sub("", _CJK_DETAIL.sub(cut, _CJK_TIME.sub(cut, t)).strip())
    t = _FRAME_PHRASES_CJK.sub(" ", _CJK_MODAL.sub(" ", t))
    units: list[str] = []
    n = 0
    for c in t:
        if c == _DETAIL:
            units.append(details[n])
            n += 1
        elif c == _GROUP or (dedup._is_cjk(c) and c not in _CJK_REWORD_GLUE):
            units.append(c)
    if any(d.endswith("元") for d in details) and not _CJK_PERIOD.isdisjoint(details):
        periods = frozenset(d for d in details if d in _CJK_PERIOD)
        return _CjkReading(tuple(units), tuple(d for d in details if d not in periods), hedges, guards, periods,
                           tuple(u for u in units if u not in periods))
    return _CjkReading(tuple(units), tuple(details), hedges, guards)


def _content(unit: str) -> bool:
    return len(unit) == 1 and unit != _GROUP and dedup._is_cjk(unit)


def _pair_units(a: _CjkReading, b: _CjkReading) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Both readings' units, the speaker's group left out when only one side names it ("我们每周四晚上发版" /
    "发版窗口是每周四晚上": the same party, said once) or both name it first, as the subject ("我们用飞书沟通" /
    "团队沟通工具是飞书"). Named elsewhere on both sides it keeps its place ("我们是…的客户" / "…是我们的客户")."""
    x, y = a.units, b.units
    if (_GROUP in x) != (_GROUP in y):
        return tuple(u for u in x if u != _GROUP), tuple(u for u in y if u != _GROUP)
    if x[:1] == y[:1] == (_GROUP,):
        return x[1:], y[1:]
    return x, y


_CJK_NAME_AFTER_LINKER = re.compile(r"(?:是|用|在|为|叫|到)([\u4e00-\u9fff]{2,8})")


def _shared_cjk_name(old: str, new: str) -> str:
    """A name of two or more Chinese characters that one sentence states after a linker (是/用/在/为/叫/到)
    and the other writes verbatim ("用飞书" / "…是飞书", "部署在阿里云杭州区" / "…阿里云的…"): a shared detail,
    as a Latin name would be. The longest such start of the run, or ""."""
    best = ""
    for x, y in ((old, new), (new, old)):
        for m in _CJK_NAME_AFTER_LINKER.finditer(x):
            run = m.group(1)
            for end in range(len(run), 1, -1):
                name = run[:end]
                if len(name) <= len(best):
                    break
                if name in y and not set(name) & _CJK_REWORD_GLUE:
                    best = name
                    break
    return best


_BEFORE_LINKER = r"的?(?:是|为|叫|在|放在|部署在|托管在|跑在|定在|设为|设置为|[:：])"


@_per_text
def _said_before_linker(run: str, text: str) -> bool:
    """`run` ends the subject of `text`: a linker (是/为/在/叫, 放在, a colon) follows it ("沟通工具是飞书", "代码仓库
    放在GitLab"). A word at the end of a sentence is its predicate or value ("在杭州出生"), not a kind."""
    return bool(re.search(re.escape(run) + _BEFORE_LINKER, _cjk_same(unicodedata.normalize("NFKC", text))))


def _kind_suffixes_only(x: tuple[str, ...], y: tuple[str, ...], wrap: int = 0, texts: tuple[str, str] = ("", "")
                        ) -> bool:
    """`x` and `y` differ only by runs of at most MAX_KIND_SUFFIX content characters, each right after a shared
    run of at least two content characters and before a detail, a name moved or the end: the kind of the shared
    name ("代码仓库" / "代码", "杭州区" / "杭州地域", "沟通工具"). Chinese puts the head noun last, so a word after
    a shared name says what kind of thing it is; a word before one ("子项目", "测试环境") says which one, and fails
    here. `y` may be a sentence turned around (`_rotations`): `wrap` is where its first unit now stands, and a run
    must follow its two shared characters in the sentence as written too ("子项目…青鸟" is no "青鸟" + "子"). Each
    run ends the subject of its sentence (`texts`, x's and y's: `_said_before_linker`)."""
    ops = difflib.SequenceMatcher(None, x, y, autojunk=False).get_opcodes()
    for n, (tag, i1, i2, j1, j2) in enumerate(ops):
        if tag == "equal":
            continue
        own = x[i1:i2] + y[j1:j2]
        before = ops[n - 1] if n else None
        after = ops[n + 1] if n + 1 < len(ops) else None
        if i2 - i1 > MAX_KIND_SUFFIX or j2 - j1 > MAX_KIND_SUFFIX or not all(map(_content, own)):
            return False
        if before is None or before[0] != "equal" or before[2] - before[1] < 2 \
                or not all(map(_content, x[before[2] - 2:before[2]])) or (wrap and wrap in (j1 - 1, j1)):
            return False
        if after is not None and _content(x[after[1]]):
            return False
        if (i2 > i1 and not _said_before_linker("".join(x[i1:i2]), texts[0])) \
                or (j2 > j1 and not _said_before_linker("".join(y[j1:j2]), texts[1])):
            return False
    return True


# A topic word that names the whole a setting belongs to (the code, the project, the repository), said before the
# compound that names the setting and dropped on the other side, is the same slot: "代码缩进用四个空格" / "缩进用四个
# 空格", "项目的测试框架是pytest" / "测试框架是pytest", "仓库的主分支叫main" / "主分支叫main" (as the speaker's own
# group is, _CJK_GROUP: "公司的年会在一月" / "年会在一月"). A closed list: a word that says WHICH part ("前端",
# "后端", "测试环境", "文档", another person) names another slot and is no topic of the whole. Only first in the
# sentence (after the speaker's group), before a compound of two or more characters said before its linker, and not
# before a person's role (项目经理 / 经理, 仓库管理员 / 管理员: a role of its own).
_CJK_WHOLE_TOPICS = ("项目", "代码", "仓库", "工程")
_CJK_TOPIC_LINKER = r"(?:是|用|叫|为|在|统一用|统一|[:：])"
_CJK_ROLE_END = "师员人者长理官手工"


def _whole_topic_dropped(x: tuple[str, ...], y: tuple[str, ...], texts: tuple[str, str]) -> tuple[str, ...]:
    """`x` without its first word when that word is one of _CJK_WHOLE_TOPICS that `y` does not name and `texts[0]`
    (x's sentence) says it first, before a compound of at least two characters and its linker; else `x`."""
    for topic in _CJK_WHOLE_TOPICS:
        if x[:len(topic)] != tuple(topic) or topic in "".join(y):
            continue
        said = re.match(rf"(?:(?:我们|咱们)的?)?{topic}的?([\u4e00-\u9fffA-Za-z0-9_.+#-]{{2,12}}?){_CJK_TOPIC_LINKER}",
                        _cjk_same(unicodedata.normalize("NFKC", texts[0])).strip())
        if said and said.group(1)[-1] not in _CJK_ROLE_END:
            return x[len(topic):]
    return x


def _rotations(units: tuple[str, ...]):
    """The units as written, then with each leading part moved to the end (one clause moved to the front)."""
    yield units
    for k in range(1, len(units)):
        yield units[k:] + units[:k]


def _cjk_reworded_same(old: str, new: str) -> str:
    """How two Chinese sentences state one claim in another frame, or "": the same details (at least one) and
    hedges, the same guards and parties, and the same content characters in order, or with one clause moved
    to the front ("strict"); or so, but for the kind of a shared name said on one side or in other words
    ("kind": "团队沟通工具是飞书" / "我们用飞书沟通"). A change word other than one that states the present
    ("现在"), a question, a feeling or a passing state: not this rung's."""
    a, b = _cjk_reading(old), _cjk_reading(new)
    if a is None or b is None or sorted(a.details) != sorted(b.details) or a.hedges != b.hedges \
            or a.guards != b.guards or not (a.details or _shared_cjk_name(old, new)) \
            or (a.periods and b.periods and a.periods != b.periods):
        return ""
    if any(signals_in(_CJK_PRESENT.sub(" ", text)) or is_question(text) or is_feeling(text) or is_temporary(text)
           for text in (old, new)):
        return ""
    persons = (_persons(old), _persons(new))
    if all(persons) and persons[0] != persons[1] or _parties(old) != _parties(new) \
            or _environments(old) != _environments(new):
        return ""
    x, y = _pair_units(a, b)
    if not any(map(_content, x)) or not any(map(_content, y)):
        return ""
    if any(r == x for r in _rotations(y)):
        return "strict"
    if a.periods or b.periods:  # (an amount's period said elsewhere or on one side only: the rest strictly the same)
        bare = _pair_units(_CjkReading(a.bare or a.units, (), a.hedges, a.guards),
                           _CjkReading(b.bare or b.units, (), b.hedges, b.guards))
        if any(r == bare[0] for r in _rotations(bare[1])):
            return "strict"
    if _whole_topic_dropped(x, y, (old, new)) == y or _whole_topic_dropped(y, x, (new, old)) == x:
        return "strict"
    if any(_kind_suffixes_only(p, r, (len(q) - k) % len(q), texts)
           for p, q, texts in ((x, y, (old, new)), (y, x, (new, old))) for k, r in enumerate(_rotations(q))) \
            and not _numbered_siblings(x, y, (old, new)):
        return "kind"
    return ""


def _cjk_modifier_apart(old: str, new: str) -> bool:
    """Two Chinese sentences that name another thing around the same value, which closeness alone would call one
    claim: they differ in one place only, a run of content characters right before a shared content character
    that is no pronoun (a word that says which one: "子项目" / "项目", "测试环境" / "服务" before "腾讯云", "我老婆的
    手机" / "我的手机"); or each has a word of two characters the other lacks, sharing one character in the same
    place ("周会" / "周报", "发布窗口" / "维护窗口"): two things of one family."""
    if _firm_product_apart(old, new):
        return True
    a, b = _cjk_reading(old), _cjk_reading(new)
    if a is None or b is None or signals_in(old) or signals_in(new):
        return False  # (a change word: "我的手机号又换回…", "我已经搬到…": the rungs of change judge it)
    x, y = _pair_units(a, b)
    ops = [op for op in difflib.SequenceMatcher(None, x, y, autojunk=False).get_opcodes() if op[0] != "equal"]
    if len(ops) == 1:
        _, i1, i2, j1, j2 = ops[0]
        run = x[i1:i2] + y[j1:j2]
        if all(map(_content, run)) and set(run) - _CJK_QUANTIFIERS and i2 < len(x) and _content(x[i2]) \
                and x[i2] not in _CJK_PRONOUNS:
            return True
    return _sibling_words(x, y, (old, new))


def _firm_product_apart(old: str, new: str) -> bool:
    """One sentence names a firm's product (腾讯云: words.CN_FIRM_PRODUCT_HEADS after a name of a firm of CN_FIRMS)
    where the other names the firm (by any of its names), and nothing else differs ("我们的数据库在腾讯云上"
    / "我们的数据库在腾讯上", "我们用阿里云" / "我们用阿里巴巴"): a product is not its firm. Both naming the product, or
    other words changed too, is for the rungs."""
    a, b = unicodedata.normalize("NFKC", old), unicodedata.normalize("NFKC", new)
    for x, y in ((a, b), (b, a)):
        for firm, forms in _FIRM_NAMES.items():
            for head in CN_FIRM_PRODUCT_HEADS:
                product = firm + head
                if product in x and product not in y and any(x.replace(product, form) == y for form in forms):
                    return True
    return False


_FIRM_NAMES = {name: row for row in CN_FIRMS for name in row}  # each name of a firm: all the firm's names


def _numbered_siblings(x: tuple[str, ...], y: tuple[str, ...], texts: tuple[str, str]) -> bool:
    """Sibling words told apart by a numeral ("老二" / "老三", "二号楼" / "三号楼"): which one, never a kind said in
    other words (session 45: "老大在一中读书，老二在三小" / "…，老三在三小" at e5 0.995 were one claim by its kind)."""
    return bool(set(x) - set(y) & _NUMERAL_CHARS and set(y) - set(x) & _NUMERAL_CHARS) and _sibling_words(x, y, texts)


_NUMERAL_CHARS = frozenset(CN_NUMERALS)


def _sibling_words(x: tuple[str, ...], y: tuple[str, ...], texts: tuple[str, str] = ("", "")) -> bool:
    """Each sequence has two content characters side by side, the first shared and the second one the other
    sequence lacks: "周会" / "周报" (a weekly meeting, a weekly report), "订单库" / "订单表". Side by side in one clause
    of the sentence as written (`texts`, x's and y's): a comma ends a word ("去了厦门，非常美丽" / "去了一趟厦门，很美"
    have no "门非" / "门很")."""
    own_x, own_y = set(x) - set(y), set(y) - set(x)
    if not own_x or not own_y:
        return False
    firsts_y = {p for p, q in zip(y, y[1:], strict=False)
                if _content(p) and q in own_y and _content(q) and _in_one_clause(p, q, texts[1])}
    return any(q in own_x and _content(q) and _content(p) and p in firsts_y and p not in _CJK_PRONOUNS
               and _in_one_clause(p, q, texts[0]) for p, q in zip(x, x[1:], strict=False))


_CLAUSE_MARK = "，,；;。！？!?：:"  # (not 、: it parts the items of a list, read as before)


def _in_one_clause(p: str, q: str, text: str) -> bool:
    """Whether `text` (as written) says unit `p` before unit `q` with no clause mark between them somewhere, or
    says one of them in another form (a unit read out of a rewritten text: no evidence of a boundary)."""
    t = unicodedata.normalize("NFKC", text)
    if p not in t or q not in t:
        return True
    return re.search(rf"{re.escape(p)}[^{_CLAUSE_MARK}]*?{re.escape(q)}", t) is not None


_CJK_PRONOUNS = frozenset("我你他她它您")
_CJK_QUANTIFIERS = frozenset("每各")  # "隔天" / "每隔一天": how often, not which thing


# -- an event's time moved, said with the event, a change word and the new time only ---------------------------
# "读书会每周四晚上八点开始" / "读书会调到九点了", "每周六下午三点打羽毛球" / "羽毛球改到四点了": the newer sentence
# names the event word for word as the older one does, then a strong change word, then a time and nothing else.
_CJK_TIME_VALUE = re.compile(rf"(?:每?{_WEEKDAY})?{_DAY_PART}?(?:{_CLOCK})?")
_CJK_WEEKDAY = re.compile(_WEEKDAY)
_CJK_CLOCK = re.compile(_CLOCK)
_CJK_END = re.compile(r"[了啦吧呢。！!.，,\s]*$")  # a sentence's final particles and stops (grammar)
MIN_EVENT_CHARS = 2  # an event named by one character ("会") is too often part of another word


# A Chinese clock time (forms.CN_CLOCK: 七点, 六点半, 9:20), without its day part or weekday: what clocks_replaced
# sets aside. Its hour never starts at a weekday's numeral (周一九点 is Monday at nine, not "一九点").
_CJK_CLOCK_SAID = re.compile(rf"(?<![周期拜第\d.:：]){CN_CLOCK}")


def clocks_replaced(old: str, new: str) -> tuple[str, str] | None:
    """(the older clock times, the newer), joined by 、, when two Chinese sentences (their clock times in one form,
    forms.pair_detail_forms) each say as many clock times, two or more, and with every clock time set aside the same
    words in the same order ("我一般十二点睡，七点起床" / "我一般十一点睡，六点半起床"); None when not, or when the
    times are the same. One clock time is read by the ladder's own rungs (cjk_slot_change): two or more only here."""
    if not (_CJK_RUN.search(old) and _CJK_RUN.search(new)):
        return None
    was, now = _CJK_CLOCK_SAID.findall(old), _CJK_CLOCK_SAID.findall(new)
    if len(was) < 2 or len(was) != len(now) or was == now:
        return None
    if _CJK_CLOCK_SAID.sub("#", old).strip() != _CJK_CLOCK_SAID.sub("#", new).strip():
        return None
    return "、".join(was), "、".join(now)


def _cjk_time_moved(old: str, new: str) -> tuple[str, str, str] | None:
    """(the event, the older sentence's time, the new time), or None: the newer sentence is an event named word for
    word in the older one, a strong change word, and a new time of a kind the older sentence states (a clock time
    needs a clock time, a weekday a weekday)."""
    cut = _first_strong_signal(new)
    if cut is None or not _CJK_RUN.search(new):
        return None
    event = _without_signals(unicodedata.normalize("NFKC", new[:cut[0]])).strip()
    if len(event) < MIN_EVENT_CHARS or not _CJK_RUN.fullmatch(event) or event not in old:
        return None
    value = _CJK_END.sub("", as_digits(_CN_CLOCK, _number_forms(_without_signals(new[cut[0]:])))).strip()
    if not value or not _CJK_TIME_VALUE.fullmatch(value):
        return None
    was = as_digits(_CN_CLOCK, _number_forms(unicodedata.normalize("NFKC", old)))
    times = _CJK_TIME.findall(was)
    if not times or value in was or (_CJK_CLOCK.search(value) and not any(map(_CJK_CLOCK.search, times))) \
            or (_CJK_WEEKDAY.search(value) and not any(map(_CJK_WEEKDAY.search, times))):
        return None
    return event, "".join(times), value
