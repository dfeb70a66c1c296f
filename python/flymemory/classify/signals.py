"""Change signals: the one table of change words ("moved to", "switched", "no longer", 改成, 搬到, 不再, …),
what they say (strong / weak / back), the words that name the value left behind, temporary states and
plans, slot families, and a sentence read with its change words set aside."""

from __future__ import annotations

import re
import unicodedata

from flymemory import dedup, mood
from flymemory.classify.judgement import _CJK_RUN
from flymemory.classify.patterns import GatedRows, _folded, _gate, _per_text, _table_rows, may_match
from flymemory.classify.words import (
    _CN_FUNCTION,
    _CN_STOP_PAIRS,
    _EN_STOP,
    CN_GENERIC_PLACES,
    CN_MONEY_SLOT_GAP,
    CN_MONEY_SLOTS,
    CN_TENURE,
    CN_WEEK,
    CN_WEEKDAY_NUMBERS,
    CN_WHEN,
    CORRECTION_OPENER,
    DETERMINERS_EN,
    MONTH_FORMS_EN,
    MONTH_SHORTS_EN,
    PART_NOUNS_EN,
    PART_NOUNS_ZH,
    VALUE_PREPOSITIONS_EN,
    WEEKDAY_EN,
    WEEKDAY_WORDS_EN,
    _without_adverbs,
    is_question,
    one_of,
)
from flymemory.numerals import CN_NUMERALS

# -- the date from which a change applies ---------------------------------------------------------
# "Effective Monday, …", "As of Tuesday, …", "Starting next month, …", "From 1 March, …", "From next week on …";
# 从下周一起 / 自3月1日起 / 下个月开始， / 从今天起: said at the head of the sentence, it says WHEN the new value
# starts to hold, not a value of the changed slot ("Parking costs 10 dollars a day" / "Effective Monday, parking
# is free" is the price changed, not a price and a day). Set aside wherever values are read (without_effective_date:
# the kinds and questions of values, kinds.py; a passing state, is_temporary: 明天 of 从明天起 is when it starts).
# The English forms are also a strong change word (the "from now on" row below, so the claim without change words
# drops them). The Chinese 自…起 row keeps its forms (从下周起, 从本月起). A Chinese subject swap before a change word
# is now told apart (holder._cjk_subject_swapped: "游泳馆早上六点开门" / "自下周二起，健身房早上七点开门"), but as a
# strong change word the other forms (自3月1日起, 从明天起, 从九月起) still cross out ANOTHER SLOT of the same
# subject ("学校的校长是李校长" / "从九月起学校八点上课", "社区医院的院长是王医生" / "自四月起社区医院周末也开门"): the
# same-subject rung asks a shared subject word only, and the Chinese value kinds do not read a clock time or a
# person yet (session 18), so they stay held back.
# Closed lists of grammar only: the lead words, weekdays, months, the words of a coming period, Chinese numerals.
# A range ("From Monday to Friday …", 从周一到周五) is a value, not a start; a date that is not at the head ("The
# sale starts Monday") is a value.
_EFFECTIVE_EN = (r"^\s*(?:effective|as of|starting|beginning|from)\s+(?:on\s+|in\s+|from\s+)?"
                 rf"(?:(?:(?:this|next|the coming)\s+)?(?:{WEEKDAY_EN}|week|month|sprint|quarter|release|year|term"
                 rf"|semester)|{MONTH_FORMS_EN}(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?|(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?"
                 rf"(?:\s+of)?\s+{MONTH_FORMS_EN}|today|tomorrow|now|immediately)\b(?:\s+on(?:wards?)?\b)?"
                 r"(?!\s*(?:to|till|until|through|thru|and)\b|\s*[-–~])\s*,?")
_CN_NUM = r"(?:\d{1,2}|[一二三四五六七八九十]{1,3})"
_DATE_CN = (rf"(?:今天|今日|明天|即日|(?:本|这|下)周[{CN_WEEKDAY_NUMBERS}]?|(?:本|这个?|下个?)(?:月|季度|学期|星期"
            rf"[{CN_WEEKDAY_NUMBERS}]?)|明年|{_CN_NUM}月(?:{_CN_NUM}[日号])?|{_CN_NUM}[日号]"
            rf"|(?:周|星期)[{CN_WEEKDAY_NUMBERS}])")
_EFFECTIVE_CN = rf"^\s*(?:(?:从|自){_DATE_CN}(?:起|开始)[，,]?|{_DATE_CN}(?:起|开始)[，,])"
_EFFECTIVE = re.compile(f"{_EFFECTIVE_EN}|{_EFFECTIVE_CN}", re.IGNORECASE)


@_per_text
def without_effective_date(text: str) -> str:
    """`text` with the date from which its change applies set aside ("Effective Monday, parking is free" ->
    "parking is free"; "自3月1日起，食堂早上七点半开门" -> "食堂早上七点半开门"); `text` itself when it has none."""
    m = _EFFECTIVE.match(text)
    return text[m.end():].lstrip() if m and m.end() < len(text) else text


# -- a time still to come ---------------------------------------------------------------------------
# A change said with a time still to come ("I'm moving to Denver next month", "Standup moves to 10:00 next week",
# "Starting next week, standup is in Room 12", "From Monday, Daniel is my manager", "I start at Stripe in two weeks",
# 我下个月搬到重庆 / 我明年搬去重庆 / 下周一起站会改到十点 / 从六月一日起… / 两周后…): the older fact still holds until
# then. Such a change is LINKED (judgement.sure_or_linked: `may update`, never crossed out by that sentence alone),
# and its time is when it starts, no passing state (is_temporary). Not a time now or past ("as of today", "effective
# immediately", "last month", 上周, 去年), nor "as of" / "effective" + a bare weekday or date (said of a past Monday
# as often as of a coming one), nor a range ("from Monday to Friday", "moved from Friday back to Monday": "from" counts
# only at the head of a clause), nor "in two weeks" after a verb in the past ("We migrated to Postgres in two weeks":
# how long it took), nor a time that is the changed value ("The checkup moved to next Wednesday", 体检改到了下周三,
# 体检在下周三: after to / until / for / on / by, 到 / 至 / 在: the rescheduling is done, the older time no longer
# holds). Closed lists of grammar: the words of a period, weekdays, months, numerals.
_PERIOD_EN = rf"(?:week|weekend|month|year|quarter|term|semester|sprint|release|{WEEKDAY_EN})"
_VALUE_BEFORE = r"(?<!\bto )(?<!\buntil )(?<!\btill )(?<!\bfor )(?<!\bon )(?<!\bby )"
_TO_COME_EN = re.compile(
    rf"{_VALUE_BEFORE}\b(?:next|the coming)\s+{_PERIOD_EN}\b"
    rf"|(?:\b(?:starting|beginning)|(?:^|[,;])\s*from)\s+(?:on\s+)?(?:tomorrow|{WEEKDAY_EN}|{MONTH_FORMS_EN}(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?"
    rf"|(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?(?:\s+of)?\s+{MONTH_FORMS_EN})\b(?!\s*(?:to|till|until|through|thru|and)\b"
    r"|\s*[-–~])"
    r"|\bin\s+(?:a|an|one|two|three|four|five|six|a few|a couple of|\d{1,2})\s+(?:days?|weeks?|months?|years?)\b",
    re.IGNORECASE)
_PAST_VERB_EN = re.compile(r"\b(?:\w+ed|went|took|got|was|were|did|had|made|built|spent|left|sold)\b", re.IGNORECASE)
_TO_COME_CN = re.compile(
    rf"(?<![到至在])(?<!到了)(?:下个?(?:{CN_WEEK}|月|季度|学期)|明年|后年)"
    rf"|(?:从|自)?(?:明天|{_CN_NUM}月(?:{_CN_NUM}[日号])?)(?:起|开始)"
    rf"|(?:两|几|{_CN_NUM})个?(?:天|周|星期|礼拜|月|年)(?:以|之)?后(?![^，。；！？,.;!?]*了\s*[。！!]?\s*$)")
_TO_COME_GATE = _gate(_TO_COME_EN)


@_per_text
def time_to_come(text: str) -> str:
    """The time still to come that `text` says its change with (see above), or ""."""
    text = unicodedata.normalize("NFKC", text)
    m = _TO_COME_CN.search(text) if _CJK_RUN.search(text) else None
    if m is None and may_match(_TO_COME_GATE, _folded(text)):
        m = next(iter(_to_come_en(text)), None)
    return m.group() if m else ""


def _to_come_en(text: str) -> list[re.Match[str]]:
    # ("in two weeks" after a verb in the past is how long it took)
    return [m for m in _TO_COME_EN.finditer(text)
            if not (m.group()[:2].casefold() == "in" and _PAST_VERB_EN.search(text, 0, m.start()))]


def _time_to_come_spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in (*_to_come_en(text), *_TO_COME_CN.finditer(text))]


# -- change signals -------------------------------------------------------------------------
# One table, one row per signal: strength :: label :: pattern (a regular expression, matched
# case-insensitively; a line starting with "| " continues the pattern above). Strong: the
# sentence says a change happened. Weak: the word often marks a change ("now", "现在") but
# also appears in plain statements. Back: a return to an earlier value (in Chinese a 回-compound of a
# verb of changing or moving a value: 改回 换回 搬回 迁回 调回 挪回 涨回 降回 …, a closed class; 还是回 + a
# verb or a place, "after all, back to", and 回来 + a verb of a role, 阿杰回来接着打鼓, session 36: not 还是回家 /
# 回去, nor 出差回来了, a trip; 又回 + a place or name and 返回去用, session 45: not 又回家 / 又回国 / 又回老家);
# back-weak:
# "again"/"又", a return only when the subject is shared. 换X了 ("我换单位了", "换手机号了"): 换, a noun of up to
# three characters, 了, is a change made, X its slot; not after a word of should, will, soon or wish (该 要 快 得 想 需,
# 是时候: a closed list of grammar words), nor 换回/换成/换到 (their own rows).
# A correction opener at the head of a sentence ("Scratch that, …", "不对，…": words.CORRECTION_OPENER) says the user
# replaces what they said before: a change word of its own ("corrected").
# "pushed … to" and 推到了 are a postponement only before a time ("The release was pushed to Friday / next week / Q3 /
# the 19th / 10am", 周会推到了周五): a git or registry push names a place ("Our images are pushed to Docker Hub", "I
# pushed the hotfix to main", 代码推到了 GitHub 上), no change, so a later "moved … to" of the same thing stays a fresh
# change word. Closed lists of grammar: weekdays, months, words of a period or its part, a numeral.
# "moves to" / "move to" in the present is a change word only beside a time still to come ("Standup moves to 10:00 next
# week", "In two weeks I move to Austin": time_to_come); without one it is a habit ("The meeting moves to Room 5 when
# it rains") and no change word (session 38).
# A hire or a promotion is a change word of the speaker only ("Shopify hired me", "I got promoted to …": "Nadia was
# hired by Victor", "My manager got promoted" say none), a price's rise or fall only after a price noun ("prices went
# up"; "went up the stairs" is none), 涨价 / 降价 not after 不 / 没, 报到 only after 去 / 到 + a place (session 34).
# A sentence that opens "Back on X" (its "I'm" dropped) is a return, not "back on track / Monday / call" (blind set 18's
# audit, D5). (A trial, "trying out X" / 在试 X, is no change word: read so, it linked "I tried out the gym" / "I'm
# trying out the gym" and stored "I'm trying out a standing desk" / "I use a standing desk" once.)
_PUSHED_TIME_EN = (rf"(?:the\s+)?(?:(?:{WEEKDAY_EN}s?|{MONTH_FORMS_EN}|next|following|coming|first|second|third|fourth"
                   r"|last|final|end|start|beginning|middle|mid|early|late|later|after|week|weekend|month|year"
                   r"|quarter|sprint|q[1-4]|h[12]|tomorrow|tonight|noon|midnight|morning|afternoon|evening)\b|\d)")
_PUSHED_TIME_CN = rf"(?:{CN_WHEN}|(?:下|这|本)个?(?:月|季度|学期|{CN_WEEK})|[\d一二三四五六七八九十两])"
_DETERMINERS = frozenset((*DETERMINERS_EN, "its", "this", "that"))  # an article, a possessive or a demonstrative
# A state entered (session 40, verbs40, blind set 17's audit, C5): "I went vegan last month", "I've gone fully vegan",
# "Ana turned vegetarian": went / (have) gone / turned before one word that names a state. A weak change word only: it
# links where another reading finds the value replaced (a diet kind, a value beside a shared word). Grammar only: not
# before a preposition, a particle, an article or pronoun, an -ing verb or a number ("went to a vegan restaurant",
# "went home", "turned it off", "went shopping", "turned 30"), nor a word of how something went ("went well"); and
# the state word ends the clause or comes before a word of when or where ("went vegan in 2019", "… since January", "…
# at the library"): a word before another is an activity or an object ("went mountain climbing", "turned dark mode
# off", "turned autoplay back on").
# (the words after which went / gone / turned names no state, as said above: a preposition, a determiner, …)
_NO_STATE_AFTER_EN = one_of(sorted({*VALUE_PREPOSITIONS_EN, *_DETERMINERS, *"""off out up down over back home away
    through by for with about around along ahead abroad after past under there here it them him me us and but or so
    too very really just straight right well badly bad wrong fine great ok okay smoothly missing quiet silent crazy mad
    viral round forward further far""".split()}))
_STATE_ENTERED_EN = (r"\b(?:went|(?:'ve|’ve|have|has|'s|’s)\s+(?:now\s+|just\s+)?gone|turned)(?=\s+"
                     r"(?:fully\s+|completely\s+|full\s+)?"
                     rf"(?!(?:{_NO_STATE_AFTER_EN})\b)[a-z][a-z-]*(?<!ing)\b"
                     r"(?=\s*(?:[.,;:!?)]|$)|\s+(?:since|in|last|this|over|at|about|for|after|before|when|because|and|"
                     r"but|so|recently|now|yesterday|today|again|years?|months?|weeks?|a|two|three|few|several|"
                     r"back in)\b))")  # (a lookahead: the state word itself stays a content word of the sentence)
STATE_ENTERED = "went/gone"  # (the label of that row)
_SIGNAL_TABLE = r"""
back      :: moved back     :: \bmoved back\b|\bmoving back\b
back      :: went back      :: \bwent back\b|\bgone back\b|\bgo back\b
back      :: switched back  :: \bswitched back\b|\breverted\b|\brolled back\b|\breturned to\b|\breturning to\b
                             | |\b(?:is|are|am|'s|'re|'m)\s+back on\b|\b(?:is|are|am|'s|'re|'m)\s+back (?:at|in)\b
                             | (?!\s+(?:work|home|school|bed|town|it|business|action|stock|shape|touch|style|fashion|
                             | charge|control|the day|the game|time|\d))
                             | |(?:^|(?<=[.!?;]\s))back on\b(?!\s+(?:<WEEKDAY_WORDS_EN>|track|my feet|the road|call|duty
                             | |board|schedule|shift|time|tomorrow|tonight|\d))
back      :: back to        :: \b(?:is|are|was|went|goes|go|moved|raised|lowered|changed|switched|set)\s+
                             | (?:\w+\s+)?back\s+to\b|\bback to\b
back-weak :: again          :: \bagain\b
strong    :: moved to       :: \bmoved\b|\bmoving\b|\brelocated\b|\brescheduled\b|\bpostponed\b
                             | |\bpushed\b(?=\s+(?:[\w'’-]+\s+){0,4}?(?:back\s+|out\s+)?to\s+<PUSHED_TIME_EN>)
                             | |\bbrought forward\b
                             | |\b(?:got|gets|get|was|were|been|is|are)\s+pushed\s+(?:back|out)\b
strong    :: moves to       :: \bmoves?\s+(?:back\s+|over\s+)?to\b
strong    :: switched       :: \bswitched\b|\bswitching\b|\bswapped\b
strong    :: flipped to     :: \b(?:flipped|flipping|toggled|toggling)\b(?!\s+(?:(?:a|the)\s+)?coins?\b
                             | |\s+(?:through|over|out|off|back)\b)(?=\s+(?:[\w'’.-]+\s+){0,6}?to\s+
                             | (?!(?:decide|see|pick|choose|settle|check|find|figure|make|get|read|look)\b))
strong    :: migrated       :: \bmigrated\b|\bmigrating\b
strong    :: changed        :: \bchanged\b|\bchanging\b|\bchange[sd]? to\b|\brewrote\b|\brewritten\b|\bported\b
                             | |\b(?:went|gone|has gone|have gone)\s+from\b(?=\s+(?:[\w.:-]+\s+){1,4}?to\b)
strong    :: renamed        :: \brenamed\b
strong    :: updated to     :: \bupdated to\b|\bupgraded\b|\bdowngraded\b
                             | |\b(?:after|since) the (?:upgrade|downgrade|migration|switch|move|reorg)\b
strong    :: extended       :: \bextended\b|\bshortened\b|\blengthened\b|\bexpanded\b|\btightened\b|\bloosened\b
                             | |\b(?:'m|'re|'s|am|is|are|was|were|got|get)\s+(?:down|up)\s+to\b
                             | |\bscaled (?:up|down|out|in|back) to\b
strong    :: raised/lowered :: \b(?:raised|lowered|increased|decreased|reduced|bumped|went up|went down|cut)\s+
                             | (?:\w+\s+)?to\b|\b(?:raised|lowered|increased|decreased|reduced|bumped|cut)\b
                             | (?=\s+(?:[\w'’-]+\s+){1,5}?(?:up\s+|down\s+)?to\b)
                             | |\b(?:turned|dialed|dialled)\s+(?:[\w'’-]+\s+){0,3}?(?:up|down)\s+to\s+(?=\d)
                             | |\b(?:turned|dialed|dialled)\s+(?:up|down)\s+(?:[\w'’-]+\s+){1,3}?to\s+(?=\d)
strong    :: hired/promoted :: \b(?:hired|promoted) me\b|\bi\s+(?:just\s+|finally\s+)?(?:got|was|have been)\s+
                             | (?:hired|promoted)\b|\bi['’]ve\s+(?:just\s+|finally\s+)?been\s+(?:hired|promoted)\b
strong    :: prices up/down :: \b(?:prices?|costs?|fares?|fees?|rates?|rents?)\s+(?:went|have gone|has gone|had gone)\s+
                             | (?:up|down)\b|\b(?:prices?|fares?|fees?|rents?)\s+(?:rose|fell|doubled|halved)\b
strong    :: replaced       :: \breplaced\b|\breplaces\b|\breplacing\b|\btook over\b|\btakes over\b|\bditched\b
                             | |\bpassed (?:over )?to\b|\bhanded (?:[\w'’-]+\s+){0,3}?(?:over|off) to\b
                             | |\bgave up\b|\bgiven up\b
                             | |\bin favou?r of\b|\bcome around to\b|\bcame around to\b|\btraded\b|\bphased out\b
                             | |\bretired\b(?=\s+(?:and|in favou?r|for)\b|\s*[;,])|\bsuperseded\b
                             | |\btook (?:its|their|his|her|the) place\b|\bstepped down\b|\bsteps down\b
strong    :: instead of     :: \binstead of\b|\brather than\b|(?<=\w\s)instead\b(?=\s*(?:[.,;!?]|$))
strong    :: no longer      :: \bno longer\b|\bnot any ?more\b|\banymore\b|\bany more\b(?=\s*(?:[.,;!?]|$))|\bdropped\b
                             | |\bleft\b|\bsold\b
strong    :: from now on    :: <EFFECTIVE_EN>
                             | |\bfrom now on\b|\bgoing forward\b|\bfrom today on\b|\bas of (?:this|next|today|now)\b
                             | |\beffective (?:immediately|today|now)\b
                             | |\beffective (?:from )?(?:(?:this|next) )?(?:<WEEKDAY_WORDS_EN>|tomorrow
                             | |(?:<MONTH_SHORTS_EN>)[a-z]*\s+\d)
                             | |\bas of (?:v|version\s*)\d
                             | |\b(?:from|starting) (?:this|next) (?:week|month|sprint|quarter|release|year)(?: on)?\b
strong    :: corrected      :: <CORRECTION>
strong    :: is now         :: \b(?:is|are|am|'s|'re|'m)\s+now\b
weak      :: now            :: \bnow\b|\bthese days\b|\bnowadays\b
weak      :: since          :: \bsince\b(?=\s+(?:[\w'’-]+\s+){1,3}?(?:i|we)\s*(?:['’]ve|have)\s+been\s+\w+ing\b)
weak      :: new            :: \bnew\b(?!(?-i:(?<=New)\s+[A-Z]))
weak      :: went/gone      :: <STATE_ENTERED_EN>
back      :: 改回           :: 改回|换回|搬回|迁回|退回|降回|调回|变回|开回|回到|恢复|用回|交回|交还|挪回|涨回|升回|跌回
                             | |转回(?![家去来头身给])(?![^，。；！？,.;!?]{0,6}?(?:卡|账|支付宝|微信|余额|钱包))
                             | |返回去?用
                             | |还是回(?![家去来复答头忆想味])(?=[\u4e00-\u9fff])
                             | |(?:还是|又)[放坐骑住]回(?![家去来])(?=[\u4e00-\u9fff])
                             | |又回(?![家去来到头忆想味应复答国老])(?=[\u4e00-\u9fff])
                             | |(?<![出旅差游学])回来(?=(?:接着|继续|重新)?(?:当|弹|打|教|带|管|负责|担任
                             | |主持|唱|踢|领))
back-weak :: 又             :: 又
strong    :: 改成           :: 改成|改为|改到|改名|重命名|改用|更改|改由|改喝|改吃|改坐|改开|改去
                             | |(?<![修批篡涂删整])改(?:发|交|送|寄|派|报|走|放|存|约|订|签|在|跑
                             | |装|挂|买|住|租|学|读|练|骑|乘|搭|停|刷)
strong    :: 换成           :: 换成|换到|换了|更换为|更换成|换车|换号|转到|转学|跳槽|调去(?!年)|调往
                             | |切换到|切换成|切换为|(?<=[从由])[^，。；！？,.;!?]{1,12}?切到
                             | |(?<![该要快得想需])(?<!时候)换(?![回成到了])[\u4e00-\u9fff]{1,3}?了
strong    :: 搬到           :: 搬到|搬去|搬家|迁移|迁到|迁往|搬了|挪到|推迟到|延后到|提前到|改期|搬进|迁进|挪进
                             | |推后到|往后推|顺延到|延期到|延迟到|推到了(?=\s*<PUSHED_TIME_CN>)|挪后|挪前
strong    :: 调整为         :: 调整|更新为|更新成|升级|降级|提高到|提升到|降到|降低到|调低|调高|涨到|跌到|变成|变为|重写
                             | |提到(?=\d|[两三四五六七八九十百几]|一(?![个下些次件位种句声样]))
                             | |调到|调成|缩短|延长|扩容到|缩容到|扩到|缩到|升到|(?<!蔓)延到
                             | |调大|调小|加大到|增加到|减少到|增至|减至|降至|升至|提至|上调|下调|放宽到|收紧到
                             | |减到|(?<![添追增])加到(?=\s*(?:\d|[两三四五六七八九十百几半]
                             | |一(?![个下些次件位种句声样起块])))
strong    :: 涨价/降价      :: (?<![不没])(?:涨价|降价|提价|调价|涨薪|加薪|降薪)
strong    :: 入职           :: (?:入职了|已经入职|刚入职)(?![^，。；！？,.;!?\s]{0,10}?<TENURE_CN>)
                             | |(?:去|到)[^，。；！？,.;!?\s]{2,10}?报到
strong    :: 晋升           :: 晋升为|晋升到|升职|升任|(?<![上提])升为|提拔为
strong    :: 自…起          :: (?:自|从)(?:本|下个?|这个?|即日|今天|今日)(?:月|周|星期|季度|年|天|日)?(?:起|开始)
strong    :: 从某日起       :: <EFFECTIVE_CN>
strong    :: 不再           :: 不再|不用.{0,8}了|不在.{0,8}了|不是.{0,8}了|不住.{0,8}了|卖了|卖掉|停用|弃用|淘汰|下线了
                             | |不(?:学|喝|吃|抽|玩|做|开|坐|骑|养|练|打|踢|弹|写|跑|穿|戴
                             | |去)[^，。；！？,.;!?\s]{0,8}了
                             | |没再[^，。；！？,.;!?\s]{1,8}了
                             | |(?<![不没别想要会差])放弃了
strong    :: 接替           :: 接替|接手|取代|替换|卸任|接棒|顶替|接管|交给|移交|转交|交由
weak      :: 以后           :: (?<![点时])以后|今后|从此
weak      :: 已经           :: 已经
weak      :: 现在           :: 现在|目前|如今
weak      :: 从…起一直      :: (?:从|自从|自)[^，。；！？,.;!?\s]{1,8}?(?:起|开始|以后|以来)(?=[，,]?我(?:们)?一直)
weak      :: 新             :: 新号码|新地址|新邮箱|新的(?:号码|地址|邮箱|版本)
"""


def _signal_rows(table: str) -> list[tuple[str, re.Pattern, str]]:
    """(label, pattern, strength) per row."""
    return [(label, re.compile(pattern, re.IGNORECASE), strength) for strength, label, pattern in _table_rows(table)]


_SIGNALS = _signal_rows(_SIGNAL_TABLE.replace("<EFFECTIVE_EN>", _EFFECTIVE_EN)
                          .replace("<EFFECTIVE_CN>", _EFFECTIVE_CN).replace("<CORRECTION>", CORRECTION_OPENER)
                          .replace("<WEEKDAY_WORDS_EN>", WEEKDAY_WORDS_EN)
                          .replace("<MONTH_SHORTS_EN>", MONTH_SHORTS_EN)
                          .replace("<PUSHED_TIME_EN>", _PUSHED_TIME_EN).replace("<PUSHED_TIME_CN>", _PUSHED_TIME_CN)
                          .replace("<TENURE_CN>", CN_TENURE).replace("<STATE_ENTERED_EN>", _STATE_ENTERED_EN))
_SIGNAL_LITERALS = [_gate(pattern) for _, pattern, _ in _SIGNALS]
_SIGNAL_ROWS = GatedRows(_SIGNAL_LITERALS)
# Words that name the value being left behind: "from X", "instead of X", "replaced X".
_FROM_EN = re.compile(r"(?:n't\s+(?:use|run|need|have|want)(?:\s+on)?|"
                      r"\b(?:from|instead of|rather than|no longer(?:\s+\w+){0,2}|replaced|ditched|left|sold(?: the)?|"
                      r"swapped|dropped|gave up|given up|not))\s+((?:[\w.@:/#+-]+\s?){1,3})", re.IGNORECASE)
# The old value as the subject of its own retirement: "OpenVPN got retired and …", "老陈卸任了".
_RETIRED_EN = re.compile(r"(?:^|[,;]\s*|\band\s+|\bbut\s+)((?:[\w.@:/#+-]+\s){0,2}?[\w.@:/#+-]+)\s+"
                         r"(?:got|was|were|has been|have been|is being|are being)\s+"
                         r"(?:retired|phased out|decommissioned|sunset|dropped|replaced)\b", re.IGNORECASE)
# The one who hands a thing over is its old holder: "Rita handed expense approval over to Sam" leaves Rita (the
# forms of the "replaced" row: handed / passed … over / off to).
_HANDED_OVER_EN = re.compile(r"^\W*((?:[\w.@:/#+-]+\s){0,2}?[\w.@:/#+-]+)\s+(?:has\s+|have\s+)?(?:handed|passed)\s+"
                             r"(?:[\w'’-]+\s+){0,3}?(?:over|off)\s+to\b", re.IGNORECASE)
# In Chinese the value left follows 从, 不再, 不用, …; 没再X了 (X not kept up: "我周末没再打羽毛球了") and 取消了X (X
# cancelled; it counts only beside a change word: "我们取消了光明的鲜牛奶，改订了蒙牛") name it too.
_STOPPED_HABIT_CN = "不(?:学|喝|吃|抽|玩|做|开|坐|骑|养|练|打|踢|弹|写|跑|穿|戴|去)"  # "不学钢琴了": a habit stopped
# 放弃了 (gave up, said done: not 不会放弃 / 别放弃 / 想放弃) names what is given up as 不学了 does, said before it
# ("吉他放弃了，现在周末学尤克里里"; the 不再 row spells the same guard). Not read as naming what follows it:
# "小王放弃了吉他" is someone else's guitar.
_GAVE_UP_CN = "(?<![不没别想要会差])放弃了"
# A habit stopped with its object said first opens a clause the same way ("古筝不学了，现在改学钢琴", "乐刻不去了，…"):
# the object is the value left.
_RETIRED_CN = re.compile(r"(?:^|[，,；;。])\s*([^，。；！？,.;\s]{2,8}?)(?:已经)?"
                         r"(?:卸任|停用|下线|被替换|被取代|被淘汰|退休|" + _STOPPED_HABIT_CN + "了|"
                         + _GAVE_UP_CN + ")")
_FROM_CN = re.compile(r"(?:从|不再(?:用|住在|是|在)?|没再|取消了?|不用|不在|不是|把|接替|取代|" + _STOPPED_HABIT_CN
                      + r")([^，。；！？,.;\s从到为成]{1,10}?)"
                      r"(?:换|改|搬|迁|到|做|卖|调|重|负|了|，|,|。|$)")

# Temporary states: a passing condition, not a lasting fact. "during" before a bare plural is an occasion that recurs,
# no passing state ("during games", "during meetings"; session 45, blind set 23): not before "this" / "his" / "class".
_DURING_PASSING = r"during(?!\s+[a-z]{2,}[^\W\dsiu_]s\b)"
# A trip home is a visit, no return of residence: "went back home to see my parents", "flew home for Christmas"
# (session 45: both crossed out "Moved to Hamburg"). Only after "home" and only a purpose of visiting or a holiday:
# "moved back home to Porto" says where one lives again.
_VISIT_HOME = (r"home\s+(?:to\s+(?:see|visit)|for\s+(?:christmas|thanksgiving|easter|new\s+year'?s?|"
               r"the\s+(?:holidays|weekend|summer|funeral|wedding)))")
_TEMPORARY = re.compile(  # "from next week" / "starting this month" start a lasting change
    r"(?<!from )(?<!starting )(?<!as of )(?<!effective )\b(?:today|tonight|tomorrow|"
    r"this (?:week|month|weekend|morning|afternoon|evening)|next week|"
    rf"for (?:now|a few days|the next \w+|a while)|temporarily|temporary|until|while|{_DURING_PASSING}|meanwhile|"
    rf"{_VISIT_HOME}|"
    r"on loan|loaner|rental|covers?|acting|for the day)\b"
    r"|今天|今晚|明天|(?<![自从])(?:这周|本周|这个月|下周)(?![起开])|这几天|暂时|临时|期间|出差|借调|代理|替.{1,4}值班|先找",
    re.IGNORECASE)

# Slots whose verb changes with the change ("live in" -> "moved to"): the same slot
# although the two sentences share no word. Small on purpose.
_SLOT_FAMILIES: dict[str, re.Pattern] = {
    "residence": re.compile(r"\b(?:live|lives|living|lived|moved|moving|relocated|home)\b|住|搬|家在", re.I),
    # (任职 / 就职: holding a post at, session 31: "我在网易任职"; a hire, a post and reporting for a job, session 34:
    # "hired", "promoted", 报到, 晋升, 升职, 升任, 提拔)
    "employer": re.compile(r"\b(?:work|works|working|worked|job|jobs|employer|joined|left|hired|promoted)\b"
                           r"|工作|上班|跳槽|入职|任职|就职|公司|报到|晋升|升职|升任|提拔", re.I),
    "school": re.compile(r"\b(?:school|studies|study|transferred)\b|上学|就读|转学|学校", re.I),
    "vehicle": re.compile(r"\b(?:drive|drives|driving|car)\b|开的车|开回|换车|开一辆|车是|开.{1,6}车", re.I),
    # Who cuts the speaker's hair (session 40, verbs40, blind set 17's audit, C7): the role said as a plural after a
    # change word ("I've switched hairdressers", "changed barbers") and the cut said with where it is done ("I get my
    # hair cut at Salon Rouge") name one slot. Only these two: a role word said on both sides is a shared word already
    # (and "my barber appointment" is another fact), how often ("my hair cut every six weeks") and a colour ("had my
    # hair dyed") are other facts.
    "hairdresser": re.compile(r"\b(?:switched|changed|swapped)\s+(?:hairdressers|barbers|hair\s+salons|salons)\b"
                              r"|\b(?:haircuts?|hair\s+cut)\s+(?:at|by|with|from)\b", re.I),
    # A Chinese money slot (session 36, formzh36): 房租 / 月租, 工资 / 月薪, 预算 right before an amount (是 may stand
    # between) is one value a new amount replaces ("我每月买菜预算一千八" / "我买菜预算一个月两千二"). Only before a
    # number: "房租按月交" names no amount. Two budgets (买菜预算 / 旅游预算) or rent beside a budget stay two slots:
    # the frame words around the amount differ.
    **{slot: re.compile(rf"(?:{'|'.join(nouns)}){CN_MONEY_SLOT_GAP}[\d{CN_NUMERALS}]")
       for slot, nouns in CN_MONEY_SLOTS.items()},
}

_TIME_WORDS = frozenset(w for w in dedup._GUARDS_EN | set(dedup._GUARDS_CJK)
                        if w not in ("not", "no", "never", "don't", "doesn't", "isn't", "aren't", "wasn't", "can't",
                                     "cannot", "won't", "shouldn't", "without", "except", "only", "不", "没", "别",
                                     "无", "非", "ない"))
# Words a lexical search adds for a slot family, to find the older sentence of that slot.
SLOT_HINTS = {"residence": "live lives living moved 住在 搬到 搬回",
              "employer": "work works joined 工作 上班 跳槽 任职 就职",
              "school": "school 上学 学校", "vehicle": "drive car 开车 的车 开的 车是",
              "rent": "房租 月租", "mortgage": "房贷 月供", "salary": "工资 月薪 薪水", "budget": "预算",
              "hairdresser": "hairdresser hairdressers barber barbers haircut hair salon"}  # Chinese: index bigrams


# A Chinese change word said not to have happened: 没(有) / 未 / 并未 / 从未 / 不会 right before it ("公司没有改用
# 企业微信打卡", "我的工资没变，也没调整", "车险今年不会改"): no change was made, so it is no change word. A closed list
# of grammar (the negators of a done or a coming act; not 别, the end of 级别 / 类别); 不再 / 不用…了 / 没再…了 are
# change words of their own (rows).
_NEGATED_CJK = re.compile(r"(?:没有?|未|不会)(?:再次|再|被)?$")


def _said_done(text: str, m: re.Match[str]) -> bool:
    """The change word `m` is not negated (see above)."""
    return not ("\u4e00" <= m.group()[:1] <= "\u9fff" and _NEGATED_CJK.search(text, 0, m.start()))


# 已经 beside 入职 and a length of time (session 35, prec35): how long the speaker has been there, not a change. Only
# beside 入职: elsewhere 已经 before a number may say a new value ("我现在已经两天跑一次了").
_JOINED_FOR_CJK = re.compile(rf"入职[^，。；！？,.;!?\s]{{0,10}}?已经\s*{CN_TENURE}"
                             rf"|已经入职[^，。；！？,.;!?\s]{{0,10}}?{CN_TENURE}")


@_per_text
def signals_in(text: str) -> tuple[tuple[str, str], ...]:
    """(label, strength) of the change words in `text`, but a Chinese one said not done (_NEGATED_CJK)."""
    found = []
    for n in _SIGNAL_ROWS.open(_folded(text)):  # (the rows one of whose literal words is in the text)
        label, pattern, strength = _SIGNALS[n]
        if label == "已经" and "入职" in text and _JOINED_FOR_CJK.search(text):
            continue  # ("我入职京东已经两年了", "我已经入职两个月了": how long since joining, no change)
        if label == "moves to" and not time_to_come(text):
            continue  # ("The meeting moves to Room 5 when it rains": a habit; "… next week": a change to come)
        if any(_said_done(text, m) for m in pattern.finditer(text)):
            found.append((label, strength))
    return tuple(found)


# A change said as another person's act on the speaker ("The director moved me to tenor", "My manager switched me to
# the day shift", "The company transferred me to the Munich office", "My boss put me on the mobile team"): the
# speaker's own "moved to" / "switched to", said of another subject. Grammar only: a subject of one to four words
# that is no pronoun of the speaker, a verb of moving or switching, "me", a preposition of where to.
_MOVED_BY_OTHER_EN = re.compile(
    r"^\s*(?!(?:i|we)\b)((?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+(?:has\s+|have\s+|just\s+)?"
    r"(moved|switched|transferred|reassigned|shifted|put)\s+me\s+(?:over\s+)?(?:to|on|onto|into)\s+(?=\S)",
    re.IGNORECASE)


@_per_text
def moved_by_another(text: str) -> str | None:
    """The sentence said as the speaker's own change when it tells another person's act on the speaker
    ("The director moved me to tenor" -> "I moved to tenor", "My manager switched me to the day shift" -> "I switched
    to the day shift"), or another person's act on an amount in the passive ("My doctor raised the lisinopril to 20 mg"
    -> "the lisinopril was raised to 20 mg"); None when not. The act done on another person ("… moved my brother to
    tenor") is none."""
    m = _MOVED_BY_OTHER_EN.match(text)
    if m is None:
        amount = _AMOUNT_SET_BY_OTHER_EN.match(text)
        # (session 45, why45: "her endocrinologist raised the levothyroxine to 75 mcg" -> "the levothyroxine was raised
        # to 75 mcg": the thing's amount changed; the doer is no holder of it)
        return f"{amount.group(3)} was {amount.group(2)} to {text[amount.end():]}" if amount else None
    verb = "switched" if m.group(2).casefold() == "switched" else "moved"
    return f"I {verb} to {text[m.end():]}"


# Another person's act on an amount ("My doctor raised the lisinopril to 20 mg", "the landlord bumped our rent up to
# $2,300"): said in the passive, the amount's own change. A verb of raising or lowering, a determined object, "to".
_AMOUNT_SET_BY_OTHER_EN = re.compile(
    r"^\s*(?!(?:i|we)\b)((?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+(?:has\s+|have\s+|just\s+)?"
    r"(raised|lowered|increased|decreased|reduced|bumped|upped)\s+((?:the|my|his|her|our|their)\s+(?:[\w'’/-]+\s+)"
    r"{0,3}?[\w'’/-]+)\s+(?:up\s+|down\s+)?to\s+(?=\S)", re.IGNORECASE)


# A change word that names the older sentence's own habit ("The rota hands over every Monday" / "Each Monday, the
# rota is handed over to the next person"): both sentences say the act recurs ("every" / "each"), and the change word's
# verb is a verb the older sentence says itself in another form (hands / handed, moves / moved): the habit said again,
# nothing replaced. (Grammar only: the two words of recurrence and the verb's endings; a grammar word such as "is" of
# "is now" is never the verb.)
_RECURS_EN = re.compile(r"\b(?:every|each)\b", re.IGNORECASE)
_VERB_ENDING_EN = re.compile(r"(?:ing|ed|es|s|e)$")


def _verb_stem(word: str) -> str:
    return _VERB_ENDING_EN.sub("", word.casefold())


def habit_said_again(old: str, new: str) -> frozenset[str]:
    """The labels of the newer sentence's change words that say the older sentence's habit again (see above)."""
    # (The gate: most sentences hold neither word, and are not searched.)
    if not all("every" in t or "each" in t for t in (_folded(new), _folded(old))) \
            or not (_RECURS_EN.search(new) and _RECURS_EN.search(old)):
        return frozenset()
    older_verbs = {_verb_stem(w) for w in re.findall(r"[A-Za-z]+", old) if w.casefold() not in dedup._STOP}
    said = set()
    for label, pattern, _ in _SIGNALS:
        for m in pattern.finditer(new):
            verb = re.match(r"[A-Za-z]+", m.group())
            if verb and verb.group().casefold() not in dedup._STOP and _verb_stem(verb.group()) in older_verbs:
                said.add(label)
    return frozenset(said)


# Where the speaker has got to just now ("我已经到家了", "我刚到深圳了", "我已经在公司了", "我已经去医院了"): the
# speaker, time words, a verb of arriving (到, 回) and a place, or of going or being at (去, 在) and a generic place
# ("我现在在华为" may name an employer), with no word of work, study or home after it (上班, 工作, 住 …). Said in
# passing, it changes no lasting fact: after "我在华为上班" it is no new employer
# ("我已经去腾讯了", "我已经到京东上班了" still are). Grammar and closed classes only.
_ARRIVED_CJK = re.compile(
    rf"^\s*(?:我|俺)(?:{CN_WHEN}|刚刚|刚|终于|也)*(?:(?:到|回)了?(?P<place>[^，,。！!？?\s]{{1,10}}?)"
    rf"|[去在]了?(?:{one_of(CN_GENERIC_PLACES)}))了?(?:[，,][^。！!]*)?\s*[。！!]?\s*$")
_LASTING_AT_PLACE = re.compile(r"上班|工作|入职|任职|任教|实习|读书|上学|念书|住|定居|落户|安家|做|当")


def is_arrival(text: str) -> bool:
    """The speaker says where they have got to just now (see above), no lasting fact."""
    text = unicodedata.normalize("NFKC", text)
    m = _ARRIVED_CJK.match(text) if "我" in text or "俺" in text else None
    # (a place said, with what follows it: "我已经到京东上班了" is a job there)
    return bool(m) and not (m.group("place") and _LASTING_AT_PLACE.search(text[m.start("place"):]))


@_per_text
def is_temporary(text: str) -> bool:
    text = without_effective_date(unicodedata.normalize("NFKC", text))  # "从明天起": from when it lasts
    if not may_match(_TEMPORARY_GATE, _folded(text)):
        return False
    # (A time still to come beside a change word, "Standup is changed to 10:00 next week", 下周一起站会改到十点, is
    # when the change starts, no passing state: time_to_come.)
    strong = any(s in ("strong", "back") for _, s in signals_in(text))
    to_come = _time_to_come_spans(text) if strong else []
    # (A strong change word that names what it replaced as "my old …", "IT swapped my old Intel MBP for an M3 MacBook
    # Air this week", says when a lasting change was made: "this week" is no passing state there.)
    made = strong and bool(_OLD_ONE_REPLACED.search(text))
    return any((m.group().casefold() != "until" or not _until_of_a_condition(text, m.start()))
               and not any(start <= m.start() and m.end() <= end for start, end in to_come)
               and not (made and _THIS_PERIOD.match(m.group()))
               for m in _TEMPORARY.finditer(text))


_OLD_ONE_REPLACED = re.compile(r"\b(?:my|our)\s+old\s+\w", re.IGNORECASE)
_THIS_PERIOD = re.compile(r"this (?:week|month|weekend|morning|afternoon|evening)$", re.IGNORECASE)


# "until" after a negation in its clause with no time after it ("PRs can't be merged until two reviewers sign off",
# "We don't deploy until the tests pass") says a condition ("only after"), no passing state. A time after it keeps
# the passing state ("I can't drive until Friday", "…not in the office until next week"), and so does "until" with no
# negation before it ("I'm in Montreal until Thursday", "4 replicas until we fix the leak").
_NEGATED_BEFORE = re.compile(r"(?:\b(?:can't|cannot|can’t|won't|won’t|don't|don’t|doesn't|doesn’t|didn't|isn't|"
                             r"aren't|mustn't|shouldn't|not|never|no)\b)[^,.;:!?]*$", re.IGNORECASE)
_TIME_AFTER_UNTIL = re.compile(rf"\s+(?:the\s+)?(?:\d|(?:{WEEKDAY_WORDS_EN}|{MONTH_FORMS_EN}|next|this|tomorrow|"
                               r"tonight|today|noon|midnight|end|then|further|later|weekend|after)\b)", re.IGNORECASE)


def _until_of_a_condition(text: str, start: int) -> bool:
    return bool(_NEGATED_BEFORE.search(text[:start])) and not _TIME_AFTER_UNTIL.match(text[start + len("until"):])


@_per_text
def is_plan(text: str) -> bool:
    """A change not made: a change word after "might", "thinking about", "wants", 打算, 想, 可能 in the same
    clause ("We might switch standup to 10", "我打算把站会改成十点") updates nothing yet (the mood reader,
    flymemory.mood)."""
    return not mood.unmade_change(text, signals_in).fact


# "部署流程换了审批人": X换了N says X's N changed; when the older sentence names no N ("部署脚本放在…"), the
# change is of another thing than the older sentence's value.
_SWAPPED_THING = re.compile(r"换了(?:一[个位家名台辆部]|个|位|新的?)?([\u4e00-\u9fff]{2,5}?)(?=$|[，。,.；;！!？?\s])")


def _another_thing_swapped(old: str, new: str) -> str:
    """N of "X换了N" when the older sentence has none of N and the newer one no other strong change word."""
    m = _SWAPPED_THING.search(new)
    if not m:
        return ""
    thing = m.group(1)
    if set(thing) & set(old) - _CN_FUNCTION:  # "我的手机号是…" / "我换了新号码": 号 is the number
        return ""
    if thing.endswith("的") and m.start() >= 2 and new[m.start() - 2:m.start()] in old:
        # "扩展坞换了个贝尔金的" after "我用的扩展坞是绿联的": a 的-nominal ("a Belkin one") after the older
        # sentence's own noun is that thing's new value, not another thing (session 38, blind set 16's audit).
        return ""
    rest = new[:m.start()] + "，" + new[m.end():]
    return "" if any(strength in ("strong", "back") for _, strength in signals_in(rest)) else thing


# A part of a thing changed (words.PART_NOUNS_*): a change verb and at most three words before a part noun ("I got a new
# case", "I switched to winter tires", "我换了个手机壳", "换了四个轮胎"), or the part noun before 换成 / 换了
# ("电动车的轮胎换成了真空胎"); not a part noun before 的 ("换了个大电池的手机": the phone is what was replaced).
_PART_SWAPPED_EN = re.compile(r"\b(?:switched|changed|replaced|swapped|got|bought|installed|fitted|upgraded)\s+"
                              rf"(?:[\w'-]+\s+){{0,3}}?({'|'.join(PART_NOUNS_EN)})\b", re.IGNORECASE)
_PART_SWAPPED_ZH = re.compile(rf"(?:换|更换|买)了?[^，。,.；;！!？?\s]{{0,4}}?({'|'.join(PART_NOUNS_ZH)})(?!的)"
                              rf"|({'|'.join(PART_NOUNS_ZH)})(?:也|都|已经|又)?(?:换成|换了|更换)")
# (Asked of every link and crossing-out: searched only where a part noun is written, patterns._gate.)
_PART_SWAPPED_EN_GATE = _gate(_PART_SWAPPED_EN)
_PART_SWAPPED_ZH_GATE = _gate(_PART_SWAPPED_ZH)


def part_swapped(old: str, new: str) -> str:
    """The part noun of "I switched tires" / "我换了个手机壳" when the older sentence names no such part (then the
    part is the asked value: "My tires are Michelins" / "I switched tires" may update) and the newer one says no
    other strong change word: the older sentence's thing itself did not change."""
    folded = _folded(new)
    m = (may_match(_PART_SWAPPED_EN_GATE, folded) and _PART_SWAPPED_EN.search(new)) \
        or (may_match(_PART_SWAPPED_ZH_GATE, folded) and _PART_SWAPPED_ZH.search(new))
    if not m:
        return ""
    part = m.group(1) or m.group(2)
    stem = part.casefold().removesuffix("s")
    if stem in old.casefold() or (_CJK_RUN.search(part) and part[-1] in old):  # 壳, 胎, 带: said in the older one
        return ""
    rest = new[:m.start()] + "，" + new[m.end():]
    return "" if any(strength in ("strong", "back") for _, strength in signals_in(rest)) else part


@_per_text
def slot_families(text: str) -> frozenset[str]:
    folded = _folded(text)
    return frozenset(name for (name, pattern), gate in zip(_SLOT_FAMILIES.items(), _SLOT_FAMILY_GATES, strict=True)
                     if may_match(gate, folded) and pattern.search(text))


_CHANGED_TO = re.compile(r"\b(?:(?:was|were|has been|have been|got|is|are)\s+)?(?:now\s+)?"
                         r"(?:changed|raised|lowered|moved|set|increased|decreased|reduced|bumped|updated|switched|"
                         r"went up|went down)\s+(?:back\s+)?to\b"
                         r"|(?:改成|改为|改到|换成|调整为|更新为|提高到|降到|涨到|变成)了?", re.IGNORECASE)


# The literal words one of which every match of these holds: a pattern is run only where one is (may_match).
_TEMPORARY_GATE = _gate(_TEMPORARY)
_SLOT_FAMILY_GATES = [_gate(pattern) for pattern in _SLOT_FAMILIES.values()]
_CHANGED_TO_GATE = _gate(_CHANGED_TO)


@_per_text  # (asked of both sides by several rungs, per pair: one string, read and hashed once)
def _bare(text: str) -> str:
    """The claim without its change words: "the TTL was changed to 2" -> "the TTL is 2"."""
    if may_match(_CHANGED_TO_GATE, _folded(text)):
        text = _CHANGED_TO.sub(lambda m: " 是" if _CJK_RUN.match(m.group()) else " is ", text)
    return re.sub(r"\s+", " ", _without_signals(_without_adverbs(text))).strip()


@_per_text
def _without_signals(text: str) -> str:
    if not signals_in(text):  # most sentences (cached, asked anyway): no pattern matches, none of the subs would
        return text
    # (Only the rows one of whose literal words is in the current text: the others cannot match.)
    return _SIGNAL_ROWS.rewrite(text, lambda n, current: _SIGNALS[n][1].sub(" ", current))


_CONTENT_WORD = re.compile(r"[a-z0-9][a-z0-9._@:/#+-]*[a-z0-9]|[a-z0-9]")


@_per_text
def content_terms(text: str) -> frozenset[str]:
    """Topic words: English words (stemmed, stopwords and change words out) and Chinese
    character bigrams without function characters."""
    text = unicodedata.normalize("NFKC", text).casefold()
    out: set[str] = set()
    runs = _CJK_RUN.findall(text)
    for run in runs:
        out |= {run[i:i + 2] for i in range(len(run) - 1)
                if run[i] not in _CN_FUNCTION and run[i + 1] not in _CN_FUNCTION} - _CN_STOP_PAIRS
    for word in _CONTENT_WORD.findall(_CJK_RUN.sub(" ", text) if runs else text):  # (no Chinese run: nothing to cut)
        if word not in _EN_STOP:
            # "logs" / "log": a short plural is the same topic word (dedup._stem leaves words under 5 letters).
            out.add(word[:-1] if len(word) == 4 and word.isalpha() and word[-1] == "s" and word[-2] not in "su"
                    else dedup._stem(word))
    return frozenset(out)


def terms_as_written(terms, *texts: str) -> list[str]:
    """content_terms `terms` as a Judgement's slot names them: a term whose final "e" dedup._stem dropped is said
    with it where one of `texts` has that word whole ("deadlin" of "The deadline is Nov 30" -> "deadline", "coffe" of
    "one coffee" -> "coffee", "stag" of "a multi-stage build" -> "stage"), as the user wrote it; a stem cut by a suffix
    stays as read, as it was before the "e" was dropped ("pric" of "prices" or "pricing", "hand" of "left-handed").
    Read from these sentences alone, so a slot's name never depends on what was read before."""
    written: dict[str, str] = {}
    for text in texts:
        written.update(_words_that_drop_e(text))
    return [written.get(term, term) for term in terms]


@_per_text
def _words_that_drop_e(text: str) -> dict[str, str]:
    """The sentence's words whose key is the word less its final "e", by key ("deadlin" -> "deadline"); a
    hyphenated word's parts too ("45-minute": "minut" -> "minute")."""
    found = {}
    for token in dedup._Text.of(text).tokens:
        for word in token.casefold().split("-"):
            if word.endswith("e") and dedup._stem(word) == word[:-1]:
                found[word[:-1]] = word
    return found


_NEW_THING = re.compile(r"\bnew\s+([\w-]+)(?:\s+([\w-]+))?", re.IGNORECASE)


def _new_names_old_thing(old: str, new: str) -> bool:
    """"new" marks a change only of a thing the older sentence has ("my new number" after "my number
    is …"); "learning new skills", "a new yoga instructor" bring a new thing, they change none."""
    had = content_terms(old)
    for m in _NEW_THING.finditer(new):
        thing = content_terms(" ".join(w for w in m.groups() if w))
        if thing and thing <= had:
            return True
    return False


def _handed_over_from(old: str, new: str) -> str:
    """The one the newer sentence says handed the thing over (_HANDED_OVER_EN), when the older sentence holds
    it as its value, not as its subject ("Expenses are approved by Rita" / "Rita handed expense approval over to
    Sam": Rita); else "". Only the old value recorded: the verdict is the ladder's."""
    m = _HANDED_OVER_EN.match(unicodedata.normalize("NFKC", new))
    if not m:
        return ""
    words = [w for w in m.group(1).split() if w.casefold() not in _EN_STOP]
    if not words:
        return ""
    old_n, opening = _as_older(old)
    held = re.search(r"(?<!\w)" + re.escape(words[-1].casefold()) + r"(?!\w)", old_n)
    return " ".join(words) if held and not opening.startswith(words[0].casefold()) else ""


def _named_old_value(old: str, new: str) -> str:
    """The value the newer sentence says it leaves ("from VS Code", "instead of X", 从X换成),
    when the older sentence holds it."""
    from_en, from_cn, retired_cn, retired_en = _named_values(new)
    if not (from_en or from_cn or retired_cn or retired_en):
        return ""
    old_n, opening = _as_older(old)
    for words in from_en:
        if re.search(r"(?<!\w)" + re.escape(words[0].casefold()) + r"(?!\w)", old_n):
            return " ".join(words)
    for value in from_cn:
        if value.casefold() in old_n:
            return value
    # A retired thing is the old value only where the older sentence holds it as its value, not as its
    # subject ("The v1 API is still used by mobile" / "The v1 API was retired": the API is what both say
    # something of).
    for value in retired_cn:
        if value in old_n and not opening.startswith(value):
            return value
    for words in retired_en:
        if re.search(r"(?<!\w)" + re.escape(words[-1].casefold()) + r"(?!\w)", old_n) \
                and not opening.startswith(words[0].casefold()):
            return " ".join(words)
    return ""


@_per_text  # the newer sentence's side of _named_old_value: read once for all the neighbours it is judged against
def _named_values(new: str) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...], tuple[str, ...],
                                     tuple[tuple[str, ...], ...]]:
    """The values `new` says it leaves, in the order _named_old_value tries them: words after "from" /
    "instead of", a value after 从/不再, a retired thing in Chinese, a retired thing in English."""
    normal = unicodedata.normalize("NFKC", new)
    from_en = []
    for m in _FROM_EN.finditer(normal):
        words = [w.strip(".,;:!?") for w in m.group(1).split()]
        if words and words[0].casefold() in _EN_STOP and words[0].casefold() not in _DETERMINERS:
            continue  # "left me feeling …", "from the way …": no value is named
        words = [w for w in words if w and w.casefold() not in _EN_STOP]
        if words:
            from_en.append(tuple(words))
    from_cn = tuple(value for value in (m.group(1).strip() for m in _FROM_CN.finditer(normal)) if len(value) >= 2)
    retired_cn = tuple(value for value in (m.group(1).strip().casefold() for m in _RETIRED_CN.finditer(new))
                       if len(value) >= 2)
    retired_en = tuple(words for words in (tuple(w for w in m.group(1).split() if w.casefold() not in _EN_STOP)
                                           for m in _RETIRED_EN.finditer(normal)) if words)
    return tuple(from_en), from_cn, retired_cn, retired_en


@_per_text  # the older sentence's side of _named_old_value and _left_old_value
def _as_older(old: str) -> tuple[str, str]:
    """(the sentence folded, its opening without an article or possessive)."""
    old_n = unicodedata.normalize("NFKC", old).casefold()
    return old_n, re.sub(r"^\W*(?:(?:the|a|an|my|our|their|his|her|your|its)\s+)?", "", old_n)


# A verb of leaving with the older sentence's value as its object: "I cancelled PureGym and signed up at …",
# "I stopped Spanish and picked up Japanese", "traded in the Golf for a Model 3", "Sentry got swapped out for
# Rollbar". Not change words of their own ("My flight to Madrid got cancelled" is an event): they count only
# when what is left is the value of a stated fact, not its subject, and the older sentence is no event.
_LEFT_VALUE_EN = re.compile(
    r"\b(?:cancell?ed|stopped|quit|traded in|got rid of|moved off|moved away from|unsubscribed from|"
    r"walked away from|switched off)\s+(?:(?:the|my|our|their|his|her)\s+)?([\w.@:/#+-]+(?:\s(?-i:[A-Z])[\w.+-]*)?)"
    r"|(?:^|[,;]\s*|\band\s+)(?:(?:the|my|our|their|his|her)\s+)?([\w.@:/#+-]+(?:\s(?-i:[A-Z])[\w.+-]*)?)\s+"
    r"(?:got|was|were|has been|have been)\s+(?:swapped|switched|traded|cancell?ed|ripped)\s+out\b",
    re.IGNORECASE)
_LEFT_VALUE_GATE = _gate(_LEFT_VALUE_EN)  # (a verb of leaving, one every match writes: most sentences have none)
_PAST_OR_EVENT = re.compile(r"\b(?:was|were|did|had|got|yesterday|today|last|went|gone|took|bought|saw|seen|ate|"
                            r"met|drew|ran|won|lost|gave|made|wrote|sent|flew|left|came|found)\b|\b\w+ed\b",
                            re.IGNORECASE)


def _left_old_value(old: str, new: str) -> str:
    """The older sentence's value, when the newer one says it was left ("I cancelled PureGym"), or ""."""
    left = _left_values(new)
    if not left or _past_or_event(old):
        return ""
    old_n, opening = _as_older(old)
    for value, first in left:
        if re.search(r"(?<!\w)" + re.escape(first) + r"(?!\w)", old_n) and not opening.startswith(first):
            return value
    return ""


@_per_text  # the newer sentence's side of _left_old_value: read once for all its neighbours
def _left_values(new: str) -> tuple[tuple[str, str], ...]:
    """(value, its first word folded) of each thing `new` says was left, in order; none for a question
    or a sentence with Chinese."""
    if _CJK_RUN.search(new) or is_question(new):
        return ()
    normalized = unicodedata.normalize("NFKC", new)
    if not may_match(_LEFT_VALUE_GATE, _folded(normalized)):
        return ()
    out = []
    for m in _LEFT_VALUE_EN.finditer(normalized):
        value = (m.group(1) or m.group(2) or "").strip(".,;:!?")
        first = value.split()[0].casefold() if value else ""
        if len(first) >= 2 and first not in _EN_STOP:
            out.append((value, first))
    return tuple(out)


@_per_text
def _past_or_event(old: str) -> bool:
    return bool(_PAST_OR_EVENT.search(old))


# -- a value said to be kept (session 36, still36) ------------------------------------------------------------------
# "After the reorg, Maya is still our team lead", "I thought about moving to Porto, but I still live in Lisbon",
# 本来想搬到上海，但我还是住在杭州: one clause says a value is KEPT (a closed list
# of grammar words: still, remains, stays, continues to, as before, unchanged; 还是 / 仍然 / 仍旧 / 依然 / 依旧 / 照旧 /
# 照样 / 没变 / 没改 / 不变), the others an occasion for a change (a reorg, a renewal) or a change only considered,
# tried or planned. The change words of the other clauses say nothing of the kept value: the kept clause alone is what
# the sentence states of it (ladder._kept_said_again reads it against the older sentence). Not a reading: a kept clause
# with a change word of its own ("我还是换成PostgreSQL吧": 还是 as "rather", a plan), a mood word, a modal or a past
# ("We thought it would stay at 9:30, but …", "I was still on Postgres last spring, but …": nothing said of now), a
# question ("你是去北京还是上海？": 还是 as "or"), two 还是 in a clause; a sentence of one clause is read as written.
# The Chinese words that say a value is kept (还是 "still", 仍然, 依然 …): one list, read by the kept-value reading
# and by the ladder's kept clause (ladder._KEPT_SUBJECT_WORDS).
KEPT_CJK = "还是|仍然|仍旧|依然|依旧|照旧|照样"
_KEPT_WORD = re.compile(r"\b(?:still|remain(?:s|ed)?|stay(?:s|ed)?(?=\s+(?:at|on|in|the|my|our|\$|\d))"
                        r"|continues?\s+to|as\s+before|unchanged)\b"
                        rf"|{KEPT_CJK}|没变|没改|不变|仍(?=[在是用住])", re.IGNORECASE)
_KEPT_GATE = _gate(_KEPT_WORD)
# Clauses: a comma or a semicolon, or a conjunction of contrast (closed lists of grammar).
_KEPT_CLAUSES = re.compile(r"\s*(?:[;，；]|,(?!\d{3}\b))\s*|\s+(?=(?:but|yet|though|although)\b)|(?=但是|但|不过|可是)",
                           re.IGNORECASE)
_KEPT_LEAD = re.compile(r"^\s*(?:(?:but|yet|and|so|though|although|however)\b\s*,?\s*"
                        r"|(?:但是|但|不过|可是|然而|所以|而且|只是|最后|最终|结果|到头来)\s*)+", re.IGNORECASE)
_KEPT_FINALLY_CJK = re.compile(rf"(?:最后|最终|到头来)(?={KEPT_CJK})")
# An occasion said last: "… is still $2,000 after the renewal" (a short noun phrase, no digit).
_KEPT_OCCASION_LAST = re.compile(r"\s+(?:after|following|since)\s+(?:the|my|our|this|that|last)\s+[a-z]+(?:\s+[a-z]+)?"
                                 r"\s*(?=[.!]?\s*$)", re.IGNORECASE)
_KEPT_NOT_NOW = re.compile(r"\b(?:would|'d|will|'ll|could|should|might|must|was|were|had|used\s+to|going\s+to|"
                           r"have\s+to|has\s+to|need\s+to|thought|think|expected|hoped|wanted|if|last|ago)\b"
                           r"|以为|觉得|会|得|要|吗|呢|吧|以前|去年|上个?月", re.IGNORECASE)
# The kept word read as "is" so the frame of the older sentence is met ("Maya remains our lead", "rent stays at …").
_KEPT_AS_IS = re.compile(r"\b(?:remain(?:s|ed)?|stay(?:s|ed)?)\b(?:\s+at(?=\s*[$€£¥]))?", re.IGNORECASE)
# A kept clause without a subject of its own: a pronoun first, or a Chinese clause that opens with its kept word.
_KEPT_NO_SUBJECT = re.compile(r"^\s*(?:(?:it|that)(?:['’]s)?\b"
                              rf"|(?:{KEPT_CJK}))", re.IGNORECASE)


# The other clauses as a change not made: considered, tried, planned, nearly made (closed lists of grammar words), or
# an occasion for one (after the reorg, 调整了一下, 重组以后), or no change word said done (站会时间没改).
_KEPT_CONSIDERED = re.compile(r"\b(?:thought\s+about|thinking\s+about|talked\s+about|talk\s+of|considered|considering"
                              r"|almost|nearly|tried|planned|(?:was|were)\s+going\s+to|meant\s+to|wanted\s+to)\b"
                              r"|本来想|本想|本来打算|原本想|原本打算|原来想|原来打算|想过|讨论过|考虑过|差点|差一点|试了|试过"
                              r"|打算过|计划过", re.IGNORECASE)
_KEPT_OCCASION = re.compile(r"^\s*(?:after|following)\s+(?:the|my|our)\b|调整(?:了一下|了一圈|以后|之后|后)"
                            r"|重组(?:以后|之后|后)", re.IGNORECASE)


def _change_not_made(clause: str) -> bool:
    return not signals_in(clause) or bool(_KEPT_CONSIDERED.search(clause) or _KEPT_OCCASION.search(clause))


@_per_text
def kept_value(text: str) -> tuple[str, str, str, bool, bool] | None:
    """(the kept word, the kept clause read as a statement of now, the rest of the sentence, whether the kept clause
    has no subject of its own, whether the rest is only a change not made or an occasion for one) when `text` says a
    value is kept in one clause beside others (see above); else None. A Chinese kept clause without a subject takes
    the words before the word of a change considered as its subject (我表哥本来想跳槽，还是做运营: 我表哥还是做运营)."""
    if not may_match(_KEPT_GATE, _folded(text)) or not _KEPT_WORD.search(text) or is_question(text):
        return None
    text = unicodedata.normalize("NFKC", text).strip()
    body = text.rstrip("。.!！ ")
    parts = [part for part in _KEPT_CLAUSES.split(body) if part and part.strip()]
    if len(parts) < 2 and not _KEPT_OCCASION_LAST.search(body):
        return None
    for n in range(len(parts) - 1, -1, -1):
        clause = _KEPT_LEAD.sub("", parts[n]).strip()
        m = _KEPT_WORD.search(clause)
        if m is None or len(re.findall("还是", clause)) > 1:
            continue
        occasion = _KEPT_OCCASION_LAST.search(clause)
        clause = _KEPT_FINALLY_CJK.sub("", _KEPT_OCCASION_LAST.sub("", clause))
        word = m.group()
        bare = _KEPT_WORD.sub("", clause).strip(" ,，")
        if len(dedup._Text.of(bare).tokens) < 1 or signals_in(clause) or _KEPT_NOT_NOW.search(clause) \
                or not mood.read(clause).mood.fact:
            return None  # (the last kept clause is no statement of now: no reading)
        aside = "，".join([_KEPT_LEAD.sub("", p).strip() for k, p in enumerate(parts) if k != n]
                         + ([occasion.group().strip()] if occasion else []))
        said = _KEPT_AS_IS.sub("is", clause)
        rest = [_KEPT_LEAD.sub("", p).strip() for k, p in enumerate(parts) if k != n]
        unmade = all(_change_not_made(p) for p in rest)
        no_subject = bool(_KEPT_NO_SUBJECT.match(clause))
        considered = _KEPT_CONSIDERED.search(rest[0]) if no_subject and rest and _CJK_RUN.search(clause) else None
        if considered and considered.start() > 0:
            said, no_subject = rest[0][:considered.start()] + said, False
        return word, said, aside, no_subject, unmade
    return None
