"""Numbers as people write them: digits, English number words, Chinese numerals, and a number's unit
in a long or a short form. One table of number words, one reader of a written number (read_number) and
one rewrite of a sentence's numbers into digits (number_forms), for the classifier's rungs and the time
expressions of a query (flymemory.timeexpr). Which runs of a sentence count as numbers stays with each
caller (a count before a measure word, an hour before 点, an ordinal after 第).

A quantity (a number with a unit of time, of data or of money) is written in one form too, so that a value
said in another unit reads as the same value, and only an exactly equal one does (quantity_forms, the last
step of number_forms): "two weeks" / "14 days" / 两周 / 14天 -> "14 days" / "14天", "an hour and a half" /
"90 min" / 一个半小时 -> "90 minutes" / "90分钟", "32768 MB" -> "32 gb", "twice a week" -> "2 times a week",
"every other day" -> "every 2 days", 隔天 -> 每2天, "$50" -> "50 usd", 500块 -> 500元. The one form of an
amount is its largest unit that gives a whole number (DURATIONS, MONTHS, BYTES). What is NOT made one, on
purpose: a month and 30 days, a year and 365 days (calendar units are not a fixed number of days); 1000 MB
and 1 GB (KB/MB/GB/TB are read as steps of 1024, the way memory, heaps and limits are written: 512 MB is
half a GB); two currencies; "half" and 50 %."""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction

from flymemory.per_text import per_text

# English cardinals to twenty, the tens, and the ordinals to "twelfth" (as their number). "second" is left
# out: "a second" is mostly time, and "the second floor" is rarely written "2nd" in the same breath.
NUMBER_WORDS: dict[str, int] = {w: n for n, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split())} | {w: 10 * n for n, w in enumerate(
        "thirty forty fifty sixty seventy eighty ninety".split(), start=3)} | {w: n for n, w in enumerate(
            "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth".split(), start=1)}
NUMBER_WORDS.pop("second")
# The ordinals of the teens and "thirtieth" (session 35, valen35: "the fifteenth of each month" / "the 15th").
NUMBER_WORDS |= {w: n for n, w in enumerate("thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth "
                                            "nineteenth twentieth".split(), start=13)} | {"thirtieth": 30}
_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_ONES = "one|two|three|four|five|six|seven|eight|nine"
# Words that multiply the number before them ("a dozen" is 12, "two hundred" 200, "ten thousand" 10000), read only
# with a number or "a" / "an" / "one" right before them: alone ("dozens of", "hundreds of") they are no number.
MULTIPLIER_WORDS: dict[str, int] = {"dozen": 12, "hundred": 100, "thousand": 1000}
ORDINAL_WORDS: tuple[str, ...] = ("first", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                                  "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth",
                                  "seventeenth", "eighteenth", "nineteenth", "twentieth", "thirtieth")

CN_DIGITS: dict[str, int] = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
                             "八": 8, "九": 9}
CN_UNITS: dict[str, int] = {"十": 10, "百": 100, "千": 1000, "万": 10000}
CN_NUMERALS = "".join(CN_DIGITS) + "".join(CN_UNITS)  # 零〇一二两三四五六七八九十百千万

# A number's unit, long and short forms to one: "64GB" / "64 GB", "30 min" / "30 minutes".
UNITS: dict[str, str] = {
    "gb": "gb", "gigabytes": "gb", "mb": "mb", "megabytes": "mb", "kb": "kb", "tb": "tb", "ms": "ms",
    "milliseconds": "ms", "millisecond": "ms", "terabytes": "tb", "terabyte": "tb", "gigabyte": "gb",
    "megabyte": "mb", "kilobytes": "kb", "kilobyte": "kb",
    # Spoken, after a number only (session 44, blind set 22): "the 200 gig plan" / "the 200 GB plan".
    "gig": "gb", "gigs": "gb", "s": "seconds", "sec": "seconds", "secs": "seconds",
    "seconds": "seconds",
    "min": "minutes", "mins": "minutes", "minute": "minutes", "minutes": "minutes", "h": "hours",
    "hr": "hours", "hrs": "hours", "hour": "hours", "hours": "hours", "am": "am", "pm": "pm", "km": "km",
    "kg": "kg", "%": "percent", "percent": "percent", "day": "days", "days": "days", "week": "weeks",
    "weeks": "weeks", "month": "months", "months": "months", "year": "years", "years": "years",
    # Lengths, masses and temperatures spelled out, to their symbol ("five kilometres" / "5 km", "20 degrees
    # Celsius" / "20°C"). No conversion between them (a metre is not read as 100 cm). "m" alone is no unit here
    # ("5 m" may be millions), and "degrees" alone is no temperature (an angle).
    "kilometres": "km", "kilometre": "km", "kilometers": "km", "kilometer": "km", "kilograms": "kg",
    "kilogram": "kg", "kilos": "kg", "cm": "cm", "centimetres": "cm", "centimetre": "cm", "centimeters": "cm",
    "centimeter": "cm", "metres": "m", "metre": "m", "meters": "m", "meter": "m", "°c": "°c",
    # Inches (session 35, valen35): "27-inch" / "27 inches" / 27″ / 27" are one size, "27 inch" ("in" alone is no
    # unit: "5 in the morning"; the marks are read by _INCH_MARK).
    "inch": "inch", "inches": "inch",
    # A pulse (session 41, zhval41): "58 bpm" / "58 beats per minute" / "58 beats a minute" are one rate.
    "bpm": "bpm", "beats per minute": "bpm", "beats a minute": "bpm",
    "degrees celsius": "°c", "degrees c": "°c", "°f": "°f", "degrees fahrenheit": "°f", "degrees f": "°f",
    # Masses and volumes (session 37, units37): "3 mg" / "three milligrams", "500 grams" / "500g", "5 ml" / "five
    # millilitres", "2 L" / "two litres" / "2 liters". No conversion between them, as lengths: "2 L" is not read as
    # "2000 ml", nor "1000 g" as "1 kg" (each unit is its own value; only durations, months and bytes convert). The
    # symbols "g" and "L" are read case-sensitively apart (_GRAM_LITRE: "5G" is a network, "G7" no number).
    "mg": "mg", "milligrams": "mg", "milligram": "mg", "milligrammes": "mg", "milligramme": "mg", "grams": "g",
    "gram": "g", "grammes": "g", "gramme": "g", "ml": "ml", "millilitres": "ml", "millilitre": "ml",
    "milliliters": "ml", "milliliter": "ml", "litres": "L", "litre": "L", "liters": "L", "liter": "L",
    # A dose in micrograms (session 45, blind set 23): "50 mcg" / "fifty micrograms", no conversion to mg (as above).
    "mcg": "mcg", "micrograms": "mcg", "microgram": "mcg", "µg": "mcg", "μg": "mcg"}
# The same lengths and masses in Chinese, after a number, as the symbols above ("5公里" / "5千米" / "5km"):
# 千米 and 千克 are read before the numerals, since 千 is also a numeral ("五千米" is five kilometres, as 5000 m).
_CJK_METRIC: dict[str, str] = {"公里": "km", "千米": "km", "公斤": "kg", "千克": "kg", "厘米": "cm", "公分": "cm",
                               # (session 37, units37) masses, volumes and a screen's inches: 3毫克 / 3mg, 500克 / 500g,
                               # 150毫升 / 150ml, 2升 / 2L, 27英寸 / 27寸 (a screen's or a TV's size in everyday
                               # Chinese) / 27inch. 斤 stays its own unit (no conversion, as above); 两 is never read
                               # as a unit (it is "two").
                               "毫克": "mg", "微克": "mcg", "克": "g", "毫升": "ml", "升": "L", "英寸": "inch",
                               "寸": "inch"}
# Every Chinese unit of length, mass and volume read above, and 斤: words that are part of a value, never a subject.
CJK_METRIC_UNITS = frozenset(_CJK_METRIC) | {"斤"}

# Units of one dimension, in its smallest unit. A quantity's one form is its largest unit giving a whole number,
# but never weeks: days are the unit most lengths of days are written in, and the classifier's rungs already
# read "N days" in their own way ("days" is no counted thing: "these days", "7 days of logs").
DURATIONS: dict[str, Fraction] = {"ms": Fraction(1, 1000), "seconds": Fraction(1), "minutes": Fraction(60),
                                  "hours": Fraction(3600), "days": Fraction(86400), "weeks": Fraction(604800)}
MONTHS: dict[str, Fraction] = {"months": Fraction(1), "years": Fraction(12)}  # not days: a month is no fixed length
BYTES: dict[str, Fraction] = {"kb": Fraction(1), "mb": Fraction(1024), "gb": Fraction(1024 ** 2),
                              "tb": Fraction(1024 ** 3)}
_DIMENSIONS = (DURATIONS, MONTHS, BYTES)
# The lengths of time in words, one of each (read by the English range, the durations said without digits, "every" and
# "per" a period): one alternation, _UNIT_WORD.
_UNIT_WORDS = ("second", "minute", "hour", "day", "week", "month", "year")
_UNIT_WORD = "|".join(_UNIT_WORDS)
# The same units in Chinese, as written after a number (digits by then) and in their one form.
_CJK_UNITS: dict[str, str] = {"秒": "seconds", "秒钟": "seconds", "分钟": "minutes", "小时": "hours",
                              "个小时": "hours", "个钟头": "hours", "钟头": "hours", "天": "days", "周": "weeks",
                              "个星期": "weeks", "星期": "weeks", "个礼拜": "weeks", "礼拜": "weeks",
                              "个月": "months", "年": "years"}
_CJK_ONE_FORM: dict[str, str] = {"seconds": "秒", "minutes": "分钟", "hours": "小时", "days": "天", "weeks": "周",
                                 "months": "个月", "years": "年", "ms": "毫秒"}


# The letters outside ASCII that a case-insensitive pattern matches to an ASCII one (re.IGNORECASE: İ ı ſ K):
# "fİve" is found by the number-word pattern, so it must be read as "five" too.
_IGNORECASE_FOLD = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"})


def read_number(written: str) -> int:
    """The number one written run stands for: digits ("12"), an English number word in any case ("Twelve",
    "third"), or Chinese numerals ("十二", "两", "一万零五"; a run read leniently, digit by digit and unit by unit).
    A digit right after a last unit of 百 / 千 / 万 (no 零 between) is that many of the next unit down, as spoken
    Chinese leaves it unsaid: 八千五 is 8500, 两万三 23000, 一百二 120 (8005 is 八千零五; 十五 is 15)."""
    if written.isdigit():
        return int(written)
    word = NUMBER_WORDS.get(written.translate(_IGNORECASE_FOLD).casefold())
    if word is not None:
        return word
    if len(written) > 1 and all(c in CN_DIGITS for c in written) \
            and (len(written) > 2 or written[1] in "〇零"):
        # A run of bare numerals is said digit by digit, as a year is (二〇三〇, 一九九八); two alone without a
        # zero are a range (三五天, 七八个), read below.
        return int("".join(str(CN_DIGITS[c]) for c in written))
    total, section, digit = 0, 0, 0
    for c in written:
        if c in CN_DIGITS:
            digit = CN_DIGITS[c]
        elif c == "万":
            total += (section + digit) * 10000
            section, digit = 0, 0
        else:
            section += (digit or 1) * CN_UNITS[c]
            digit = 0
    if digit and len(written) > 2 and written[-2] in "百千万":
        digit *= CN_UNITS[written[-2]] // 10
    return total + section + digit


def as_digits(pattern: re.Pattern, text: str) -> str:
    """`text` with every match of `pattern` (a written number) as digits."""
    return pattern.sub(lambda m: str(read_number(m.group())), text)


def _times(amount: str, factor: int) -> str:
    """`amount` (digits) times `factor`, written out in full: "150" x 万 is "1500000", never "1.5e+06"."""
    return format((Decimal(amount) * factor).normalize(), "f")


_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
# "5k" is 5000, also in a Chinese sentence (session 37, spoken37: "我的预算是5k" / "我的预算是5000块", "每月伙食费2k" /
# "每月伙食费两千"), where a Han character touches it on either side (no \b between two word characters).
_KILO = re.compile(r"(?:\b|(?<=[\u4e00-\u9fff]))(\d+(?:\.\d+)?)\s?[kK](?:\b|(?=[\u4e00-\u9fff]))")
# Shorthand amounts (session 37, spoken37), read as the number they stand for, the currency left unsaid (as "5k" is
# 5000): 万 written "w" after digits in a Chinese sentence ("装修预算1w" / "装修预算一万", "1.5w" 15000, "1.2w步"
# 12000步: Chinese chat writes 万 so; an English "2w" is no number here), millions as "M" glued to digits, capital
# only ("1.2M" / "1,200,000"; "1.8m" may be metres, "5MB" a size) or "million" after digits ("2.5 million": not "a
# million", which is mostly a way of speaking: "thanks a million"), and "grand" after a number ("five grand" / "5
# grand" 5000, "a grand" 1000) where an amount ends (_AMOUNT_AFTER): not "a grand piano", "a grand total".
_WAN = re.compile(r"(?:(?<=[\u4e00-\u9fff])|(?<![\w.]))(\d+(?:\.\d+)?)[wW](?![A-Za-z0-9_])")
_MEGA = re.compile(r"(?<![\w.,])(\d+(?:\.\d+)?)(?:M\b|[ -]million\b)")
_AMOUNT_AFTER = (r"(?=\s*(?:$|[^\w\s]|(?:a|an|per|every|each|in|on|for|to|from|at|now|and|but|or|so|this|last|next"
                 r"|up\s?front|monthly|weekly|yearly|annually)\b))")
# "a pair of" before a plural noun is two of it (session 39, ids39; blind set 17's audit, cause C4: "a pair of 27-inch
# monitors" / "two 27-inch monitors"): the first word ending in "s" within four words after it is the noun counted.
# Not a thing that comes in pairs, where "a pair" is one of it ("a pair of shoes" is no "two shoes"; a closed list),
# nor a pronoun ("a pair of us"), nor "a couple of" (vaguer), nor "pairs of".
_A_PAIR_OF = re.compile(r"\b(?<!-)a\s+pair\s+of\s+(?=((?:[\w\"-]+\s+){0,3}?)([A-Za-z]+s)\b)", re.IGNORECASE)
_WORN_IN_PAIRS = frozenset(
    "jeans trousers pants shorts slacks leggings tights pajamas pyjamas overalls briefs boxers knickers shoes boots "
    "sneakers trainers sandals slippers heels socks stockings gloves mittens glasses sunglasses spectacles goggles "
    "lenses contacts earrings cufflinks headphones earphones earbuds scissors pliers tweezers tongs clippers shears "
    "binoculars skis skates chopsticks dice twins".split())
_NOT_A_NOUN_COUNTED = frozenset("us his its this is was has does ours yours hers theirs".split())


def _a_pair_of(m: re.Match) -> str:
    noun, before = m.group(2).casefold(), m.group(1).split()
    if noun in _WORN_IN_PAIRS or noun in _NOT_A_NOUN_COUNTED \
            or any(w.casefold() in ("of", "and", "or") for w in before):
        return m.group()
    return "2 "


_GRAND = re.compile(rf"(?<![\w.,])(?:(\d+(?:\.\d+)?)|a|one)[ -]grand\b{_AMOUNT_AFTER}", re.IGNORECASE)
# "5k" / "10K" in a sentence about running (session 35, valen35): a distance, 5 km ("I run 5k every morning" / "I run
# 5 km every morning", "a 10k race" / "a 10 km race"), where a word of running, jogging or racing is written and the
# "k" is no money ("$5k") nor a count of a thing written after it ("10k steps", "5k followers": any word after it but
# a word of running or of when). Elsewhere "5k" is 5000 ("My salary is 5k" / "… 5000").
_RUNNING = re.compile(r"\b(?:run|runs|ran|running|runner|jog|jogs|jogged|jogging|race|races|raced|racing|parkrun"
                      r"|marathon)\b|跑|马拉松", re.IGNORECASE)  # (跑 / 马拉松: "我每周末跑个5k", session 37)
_KILO_AFTER = re.compile(r"\s*(?:$|[^\w\s]|(?:run|runs|race|races|jog|every|each|on|in|at|this|last|next|before"
                         r"|after|around|along|with|through|today|tomorrow|yesterday|now|most|personal|pb|time)\b)",
                         re.IGNORECASE)


def _kilo(m: re.Match, running: bool) -> str:
    if running and (m.start() == 0 or m.string[m.start() - 1] not in "$€£") and _KILO_AFTER.match(m.string, m.end()):
        return f"{m.group(1)}km" if _HAN.search(m.string) else f"{m.group(1)} km"  # (as 5公里 is written: "5km")
    return _times(m.group(1), 1000)


# An inch mark after digits (session 35, valen35): 27″ and 27" are 27 inches; a straight double quote only where the
# sentence has an odd count of them (one that closes a quotation, 'she said "take 5"', pairs with its opening one).
_INCH_MARK = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)(?:″|\")(?!\w)")
_COMPOUND_WORD = re.compile(rf"\b({_TENS})[- ]({_ONES})\b", re.IGNORECASE)  # "forty-five" is 45
_NUMBER_WORD = re.compile(r"\b(" + "|".join(NUMBER_WORDS) + r")\b", re.IGNORECASE)
_MULTIPLIED = re.compile(r"(?<![\w.,])(?:(\d+(?:\.\d+)?)|(a|an|one))[ -](dozen|hundred|thousand)\b", re.IGNORECASE)
_WORD = re.compile(r"\w+")  # a word as \b bounds it
_ORDINAL_SUFFIX = re.compile(r"\b(\d+)(?:st|nd|rd|th)\b", re.IGNORECASE)
# A quantity written as one modifier with a hyphen ("a 90-minute meeting", "a two-year contract" once "two" is 2):
# the hyphen read as the space of "90 minutes", for a unit in letters only ("2019-2021", "x86-64" have none).
_LETTER_UNITS = "|".join(sorted((u for u in UNITS if u.isalpha()), key=len, reverse=True))
_HYPHENED_UNIT = re.compile(rf"(?<![\w.-])(\d+(?:\.\d+)?)-(?=(?:{_LETTER_UNITS})(?!\w))", re.IGNORECASE)
NUMBER_UNIT = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*(" + "|".join(sorted(UNITS, key=len, reverse=True))
                         + r")(?![\w])", re.IGNORECASE)
# A percentage in a Chinese sentence (session 36, formzh36): "%" after digits with a Chinese character on either side
# ("开给5%的用户", "放量百分之五" once 百分之五 is 5%) is "percent" as NUMBER_UNIT reads it beside a space or a
# Latin word ("开给 5% 的用户"): the same percentage however the sentence spaces it.
_CJK_PERCENT = re.compile(r"(?<=[\u4e00-\u9fff])(\d+(?:\.\d+)?)\s*%|(?<![\w.])(\d+(?:\.\d+)?)\s*%(?=[\u4e00-\u9fff])")
# A run of Chinese numerals is a number when it has a unit (十/百/千/万) or a measure word follows
# ("两个", "三次"); a lone "一" is mostly a word ("一起", "一直", "一下"). A weekday's numeral after 周 / 星期 / 礼拜
# before a name opened by 小 ("周一小刘送小陈上班", "每周二小林…") is no count of 小(时): it stays the weekday it is
# where the sentence says the day after the name ("小刘周一送…"), so the two read alike (session 36, copula36); "每周
# 一小时" (an hour a week) is still 1小时.
_CN_NUMBER = re.compile(rf"(?<![\d.])(?!(?:(?<=周)|(?<=星期)|(?<=礼拜))[一二三四五六]小(?!时))"
                        rf"[{CN_NUMERALS}]+(?=[个次天人名台周月年号层节遍位条件分秒小倍只本张套辆公厘克升寸]|毫[克升]|英寸)"
                        rf"|(?<![\d.])[{CN_NUMERALS}]*[十百千万][{CN_NUMERALS}]*")
# A run that ends in a unit and two digit words ("三千二一个月": 三千二, 3200, then 一个月, a month) is the number
# before the last digit word and a count of its own (session 37, spoken37): no number is said with two digit words
# after its last unit (3001 is 三千零一), so the last one starts the next count ("3200 1个月", not "3001个月").
_TWO_DIGITS_AFTER_UNIT = re.compile("[百千万][一二两三四五六七八九]{2}$")


def _cn_number(m: re.Match) -> str:
    run = m.group()
    if _TWO_DIGITS_AFTER_UNIT.search(run):
        return f"{read_number(run[:-1])} {read_number(run[-1])}"
    return str(read_number(run))


# Digits before a Chinese numeral unit ("3千", "1.5万"): the digits times the unit, not the two run together. A last
# single digit after 百 / 千 / 万 is that many of the next unit down, as read_number reads 一万二 (session 35, valzh35):
# "1万2" is 12000 as 一万二 and 12000 are, "3千5" 3500; not a digit that more digits or a numeral follow ("1万25").
# A chain of them with units going down is one number: "1万2千" is 12000, "3千5百" 3500 (they were 100002000, 3000500).
_DIGIT_AND_UNIT = re.compile(r"(\d+(?:\.\d+)?)([十百千万])")
_DIGITS_TIMES = re.compile(rf"((?:\d+(?:\.\d+)?[十百千万])+)(?:(?<=[百千万])(\d)(?![\d.{CN_NUMERALS}]))?"
                           rf"(?![{CN_NUMERALS}])")


# Digits, numerals and units mixed in one run (session 36, cnform36) are one number, read as it is said: a number
# after the last unit is its tail, with the digits that unit leaves ("2百50" is 250 as 两百五十, "1千250" 1250,
# "1十5" and "十5" 15), fewer after 零 ("3千零5" is 3005, "1万零500" 10500, "2百零8" 208), and one digit alone that
# many of the next unit down (_DIGITS_TIMES's "2百5", 250); a unit after a section multiplies it ("5百万" is 5000000)
# and a numeral before a unit counts it ("两百50" is 250). A run with no such reading is left to _DIGITS_TIMES as
# before ("1万25", "1.2万2", units going up, a numeral after the last unit: "5千一起").
_MIXED_RUN = re.compile(rf"(?<![\d.{CN_NUMERALS}])(?:\d+(?:\.\d+)?|[{CN_NUMERALS}])+")
_MIXED_TOKEN = re.compile(rf"\d+(?:\.\d+)?|[{CN_NUMERALS}]")


def _read_mixed(run: str) -> Decimal | None:
    """The number a run of digits, numerals and units stands for (see _MIXED_RUN), or None for no spoken reading."""
    total, section, pending, written = Decimal(0), Decimal(0), None, ""
    unit = section_unit = 0
    zero = decimal = False
    for token in _MIXED_TOKEN.findall(run):
        if token in "零〇":
            if pending is not None or not unit or zero:
                return None
            zero = True
        elif token[0].isdigit() or token in CN_DIGITS:
            if pending is not None:
                return None
            pending, written = (Decimal(token), token) if token[0].isdigit() else (Decimal(CN_DIGITS[token]), "")
            decimal = decimal or "." in token
        else:
            size = CN_UNITS[token]
            if pending is None and size == 10000 and section:
                pending = Decimal(0)  # (万 after a section: "5百万")
            elif pending is None:
                if token != "十" or unit:
                    return None
                pending = Decimal(1)  # (十 leading a run is ten)
            if "." in written and (section or total):
                return None
            if size == 10000:
                if zero or total or not section + pending:
                    return None
                total, section = (section + pending) * size, Decimal(0)
                section_unit = 0
            else:
                if section_unit and size >= section_unit:
                    return None
                section += pending * size
                section_unit = size
            pending, written, unit, zero = None, "", size, False
    if pending is not None:  # the tail after the last unit
        width = len(str(unit)) - 1
        if not unit or not written or decimal:
            return None
        if zero and len(written) >= width or not zero and len(written) not in (1, width):
            return None
        pending = pending if zero or len(written) == width else pending * unit // 10
        return total + section + pending
    return None if zero else total + section


def _mixed(m: re.Match) -> str:
    run = m.group()
    if not re.search(r"\d", run) or not re.search("[十百千万]", run):
        return run
    read = _read_mixed(run)
    return run if read is None else format(read.normalize(), "f")


def _digits_times(m: re.Match) -> str:
    parts = [(amount, CN_UNITS[unit]) for amount, unit in _DIGIT_AND_UNIT.findall(m.group(1))]
    units = [unit for _, unit in parts]
    if units != sorted(set(units), reverse=True):
        return "".join(_times(amount, unit) for amount, unit in parts) + (m.group(2) or "")  # (no spoken form)
    total = sum(Decimal(amount) * unit for amount, unit in parts)
    last_amount, last_unit = parts[-1]
    if m.group(2) is not None and "." not in last_amount:
        total += int(m.group(2)) * last_unit // 10
    elif m.group(2) is not None:
        return format(total.normalize(), "f") + m.group(2)  # ("1.2万2": no spoken form, read as before)
    return format(total.normalize(), "f")
# A spoken Chinese money amount: a numeral + 块 (+ tenths: 两块五, 三块五毛, 一块二角), N块钱, and N毛 (five tenths,
# 五毛) at a clause end or before 钱, are N(.M)元 ("物业费每平米两块五" / "…2.5元"). A bare N块 at a clause end is
# money only with a price word in the sentence (钱 / 价 / 费 / 租 / 涨 / 降 / 花 / 付 / 元 / 工资 / 贵 / 便宜), since 块
# is also the measure word of pieces ("蛋糕我吃了两块"); 一块儿 / 一块 + a verb (together) and 两块蛋糕 (pieces) stay
# words.
_MONEY_END = r"(?=了?(?:[，。,.!！?？；;、\s]|$))"
_CN_MONEY_AMOUNT = rf"([{CN_NUMERALS}]+|\d+)"
_CN_MONEY_TENTHS = re.compile(rf"(?<![\d.{CN_NUMERALS}]){_CN_MONEY_AMOUNT}块(?:钱)?([一二两三四五六七八九1-9])"
                              rf"(?:毛|角)?(?:钱)?{_MONEY_END}")
_CN_MONEY_YUAN = re.compile(rf"(?<![\d.{CN_NUMERALS}]){_CN_MONEY_AMOUNT}块钱")
_CN_MONEY_BARE = re.compile(rf"(?<![\d.{CN_NUMERALS}])([{CN_NUMERALS}]+)块{_MONEY_END}")
_CN_MONEY_DIMES = re.compile(rf"(?<![\d.{CN_NUMERALS}块])([一二两三四五六七八九1-9])毛(?:钱|{_MONEY_END})")
_CN_PRICE_WORD = re.compile("钱|价|费|租|涨|降|花|付|元|工资|贵|便宜")


# A bare amount said after what it pays (session 34, zhnum34): a number in digits by then ("月薪一万五" -> 月薪15000),
# right after a word of money paid or earned (薪 / 工资 / 租 / 费 / 价 / 钱 / 金 / 贷 / 奖 / 款 / 收入 / 预算), a period
# of a rate (每月 / 一个月 / 每年 / 一年) or 花了(我), at the end of its clause, is that many 元: "我现在月薪一万五" /
# "我每个月工资15000元", "我家房租两千八" / "我家房租每月2800块". Not a number before anything else ("房租两千八百
# 多", "月薪一万五左右", "每月三次"), nor one after another word ("我今年六十", "我跑了五千"); 元 is the one currency a
# Chinese sentence leaves unsaid. (A space a reading put after the period, "每月 88", is kept.)
_CN_MONEY_BEFORE = "".join(f"(?<={w})" if n == 0 else f"|(?<={w})" for n, w in enumerate((
    "薪", "资", "租", "费", "价", "钱", "金", "贷", "奖", "款", "收入", "预算", "每月", "个月", "每年", "一年", "1年",
    "花了", "花了我")))
_CN_MONEY_UNSAID = re.compile(rf"(?:{_CN_MONEY_BEFORE})(\s?)(\d+(?:\.\d+)?){_MONEY_END}")
# 块 before a verb of buying or selling ("这台电脑是6900块买的"): money, as at a clause end.
_CN_MONEY_BOUGHT = re.compile(r"(?<=\d)块(?:钱)?(?=买|卖|入手|拿下)")


def _money_digits(written: str) -> str:
    return written if written.isdigit() else str(read_number(written))


def spoken_money(text: str) -> str:
    """`text` with its spoken Chinese money amounts as N(.M)元 (see _CN_MONEY_TENTHS above)."""
    text = _CN_MONEY_TENTHS.sub(lambda m: f"{_money_digits(m.group(1))}.{_money_digits(m.group(2))}元", text)
    text = _CN_MONEY_YUAN.sub(lambda m: f"{_money_digits(m.group(1))}元", text)
    if _CN_PRICE_WORD.search(text):
        text = _CN_MONEY_BARE.sub(lambda m: f"{_money_digits(m.group(1))}元", text)
    if "毛" in text:
        text = _CN_MONEY_DIMES.sub(lambda m: f"0.{_money_digits(m.group(1))}元", text)
    return text


# 克 before 拉 is a carat; 升 before a word of rising is the verb ("从2升到3", "2升级"), not litres.
_CJK_METRIC_UNIT = re.compile(r"(?<=\d)\s*(公里|千米|公斤|千克|厘米|公分|毫克|微克|毫升|英寸|寸|克(?!拉)"
                              r"|升(?![到至级职高为上起值温学入成降格]))")
_THOUSAND_METRIC = re.compile(rf"(?<=[\d{CN_NUMERALS}])千([米克])")
_CJK_METRIC_GATE = re.compile("[公千厘克升寸]")
# A Chinese percentage, 百分之 and a number ("百分之八十", "百分之12.5"), is that number and "%" ("80%"): a closed
# form.
# A per-mille rate, 千分之 and a number (session 36, formzh36: "千分之三" / "0.3%"), is a tenth of that number and
# "%"; and a Chinese decimal after either, its 点 and one digit word per place (百分之三点五 / 3.5%, 千分之二点五 /
# 0.25%): the digits after 点 are read one by one, as Chinese says a decimal (百分之十二点五 / 12.5%).
_CN_PERCENT = re.compile(rf"([百千])分之(?:([{CN_NUMERALS}]+)(?:点([零一二三四五六七八九]+))?(?![点{CN_NUMERALS}])"
                         r"|(\d+(?:\.\d+)?))")


def _cn_percent(m: re.Match) -> str:
    if m.group(4):
        number = Decimal(m.group(4))
    else:
        tenths = "".join(str(CN_DIGITS[d]) for d in m.group(3) or "")
        number = Decimal(f"{read_number(m.group(2))}.{tenths}" if tenths else read_number(m.group(2)))
    if m.group(1) == "千":
        number /= 10
    return format(number.normalize(), "f") + "%"


# An approximate range said as two numerals in a row (session 36, formzh36): two digit words one apart before
# 十 / 百 / 千 / 万 or a measure word (三四百, 五六千, 两三百, 七八十, 七八升, 三四个) are the range, as
# digits write it ("300-400", "300到400", "300~400"): 三四百 / 300-400. Not after a numeral or 第 (十五六,
# 第三四), nor before a word of a date (八九年 is a year, 三四月 two months) or of a clock (三四点); a digit range
# joined by 到 / 至 / ~ after 从 / 由 is a change said (从300到400), left as written.
# (session 41, range41) A length of time is such a range too: 三四天 / 3-4天, 两三周 / 2-3周, 两三小时 / 2-3小时,
# 五六分钟, and 一两 is one or two (一两天 / 1-2天); not 周年 (三四周年: anniversaries).
_CN_RANGE = re.compile(rf"(?<![{CN_NUMERALS}\d.第])([一两二三四五六七八九])([两二三四五六七八九])"
                       r"(?:([十百千万])|(?=[个次人名台遍位条件倍只本张套辆升斤块公克米杯瓶天]|周(?!年)|小时|分钟|星期"
                       r"|礼拜|钟头))"
                       rf"(?![{CN_NUMERALS}\d])")
# (session 39, forms39) A range said in two numerals joined by 到 / 至 / ~ before a unit or a measure word is that
# range in digits: 一到两天 / 1-2天 / 1到2天, 两到三周 / 2-3周 (blind set 16's audit: 一到两天 / 1-2天 were two values).
# One numeral each side, the lower first; not after 从 / 由 (从三到五个: a change said), nor before 点 (七到九点, a
# clock range, read by the clock forms), a bare 月 (三到五月: March to May) or a numeral.
_CN_WORD_RANGE = re.compile(rf"(?<![{CN_NUMERALS}\d.第从由])([一两二三四五六七八九十])\s*[到至~～]\s*"
                            r"([两二三四五六七八九十])(?=[个次人名台遍位条件倍只本张套辆升斤块杯瓶天周年]"
                            r"|小时|分钟|星期|礼拜)")
_CN_RANGE_JOINER = re.compile("[到至~～]")
_DIGIT_RANGE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*[到至~～]\s*(\d+(?:\.\d+)?)(?![\d.:：])")
# (session 40, range40) An English range of a length of time, its ends joined by "to", or by "or" when one apart, is
# that range as a hyphen writes it: "1 to 2 days" / "one or two days" / "1-2 days", "two to four weeks" / "2-4 weeks".
# Not after "from" / "between" (a change said: "from 1 to 2 days"), nor "or" between ends further apart ("3 or 5
# days" names two choices).
_EN_RANGE = re.compile(r"(?<![\w.-])(\d+(?:\.\d+)?) (to|or) (\d+(?:\.\d+)?)"
                       rf"(?= (?:{'|'.join(unit + 's' for unit in _UNIT_WORDS)})\b)")
_EN_RANGE_GATE = re.compile(r"\d (?:to|or) \d")
_FROM_BEFORE = re.compile(r"\b(?:from|between)\s+(?:\S+\s+){0,2}$", re.IGNORECASE)


def _range(m: re.Match, low: Decimal, high: Decimal, joined: bool = True) -> str:
    """The one reader of a range (session 40, range40), for the four ways it is written (_CN_RANGE 三四百,
    _CN_WORD_RANGE 一到两天, _DIGIT_RANGE 1到2天, _EN_RANGE "1 to 2 days"): "low-high" in digits when the ends go
    up, else as written; nor, for two ends `joined` by 到 / 至 / ~, after 从 / 由, where the pair is a change said
    (从300到400; _en_range sets aside its English "from" / "between" and "or" itself). The unit after it is read for
    both ends at once by quantity_forms (range_one_form): "1-2周" is "7-14天", not "1-14天"."""
    before = m.string[max(0, m.start() - 3):m.start()]
    if low >= high or joined and ("从" in before or "由" in before):
        return m.group()
    return f"{format(low.normalize(), 'f')}-{format(high.normalize(), 'f')}"


def _cn_range(m: re.Match) -> str:
    low, high = CN_DIGITS[m.group(1)], CN_DIGITS[m.group(2)]
    if high != low + 1:
        return m.group()  # (two numerals in a row are a range one apart only)
    unit = CN_UNITS[m.group(3)] if m.group(3) else 1
    return _range(m, Decimal(low * unit), Decimal(high * unit), joined=False)


def _cn_word_range(m: re.Match) -> str:
    return _range(m, Decimal(read_number(m.group(1))), Decimal(read_number(m.group(2))))


def _digit_range(m: re.Match) -> str:
    return _range(m, Decimal(m.group(1)), Decimal(m.group(2)))


def _en_range(m: re.Match) -> str:
    low, high = Decimal(m.group(1)), Decimal(m.group(3))
    if m.group(2) == "or" and high != low + 1 or _FROM_BEFORE.search(m.string, 0, m.start()):
        return m.group()
    return _range(m, low, high)


def _digit_then_unit_letter(space: str, units) -> re.Pattern:
    """A digit, then `space` (as the unit pattern reads it), then a unit's first letter (as IGNORECASE matches it):
    in every text the unit pattern matches, so a gate that only skips."""
    return re.compile(r"\d" + space + "[" + "".join(sorted({re.escape(u[0]) for u in units})) + "]", re.IGNORECASE)


_NUMBER_UNIT_GATE = _digit_then_unit_letter(r"\s*", UNITS)
# The symbols "g" (grams) and "L" / "l" (litres) after a number (session 37, units37), read case-sensitively: "5 g" /
# "500g of flour" / "2 L" / "2L" / "2l" ("5G", "4G" are networks, "G7" / "Plan B" / "the L train" have no number
# before the letter). A glued 2g to 6g not followed by "of" is left as written: a network generation ("a 5g phone").
# In a Chinese sentence the unit stays joined to its number ("500g面粉", as 500克 is read: _CJK_METRIC).
_GRAM_LITRE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)(\s?)(g|L|l)(?![A-Za-z0-9_'’-])")
_GRAM_LITRE_SYMBOLS = frozenset(("g", "L"))  # (as _gram_litre writes them)
_GRAM_LITRE_GATE = re.compile(r"\d\s?[gLl]")
_NETWORK_G = re.compile(r"[2-6]")


def _gram_litre(m: re.Match) -> str:
    amount, space, unit = m.groups()
    if unit == "l" and space:
        return m.group()  # ("5 l": too like a 1)
    if unit == "g" and not space and _NETWORK_G.fullmatch(amount) and m.string[m.end():m.end() + 3] != " of":
        return m.group()
    joined = _HAN.match(m.string, m.end()) or (m.start() and _HAN.match(m.string, m.start() - 1))
    return f"{amount}{'' if joined else ' '}{unit.replace('l', 'L')}"


# A duration said in two units (session 37, units37) is one amount, in the smaller unit: "3h45m" / "3h 45m" / "3 hours
# 45 minutes" / "3 hrs and 45 mins" are "225 minutes" (as "225 minutes" is), "4m30s" / "4 min 30 sec" "270 seconds";
# quantity_forms then writes it in its one form ("2 hours 0 minutes" is "2 hours"). In Chinese: _SPOKEN_CJK.
_TWO_UNITS = re.compile(r"(?<![\w.:])(\d+)\s*(?:(h|hrs?|hours?)|(m|mins?|minutes?))\s*,?\s*(?:and\s+)?(\d{1,2})\s*"
                        r"(?(2)(?:m|mins?|minutes?)|(?:s|secs?|seconds?))(?![A-Za-z0-9_'’-])", re.IGNORECASE)
_TWO_UNITS_GATE = re.compile(r"\d\s*[hm]", re.IGNORECASE)


def _two_units(m: re.Match) -> str:
    whole, small = int(m.group(1)), int(m.group(4))
    if small >= 60:
        return m.group()
    return f"{whole * 60 + small} {'minutes' if m.group(2) else 'seconds'}"


# An availability said in nines (session 38, blind set 16's audit): "three nines" is 99.9%, "five nines" 99.999%,
# after a count of two to six only ("dressed to the nines" names no number).
_NINES = re.compile(r"\b(two|three|four|five|six|[2-6])\s+nines\b", re.IGNORECASE)


def _nines(m: re.Match) -> str:
    count = read_number(m.group(1))
    return "99%" if count == 2 else "99." + "9" * (count - 2) + "%"


@per_text
def number_forms(text: str) -> str:
    """Numbers in one written form: "twelve" / "十二" / "12th" -> "12", "1,450" -> "1450", "10k" / "一万" /
    "ten thousand" -> "10000", "a dozen" -> "12", "30 min" -> "30 minutes", "百分之八十" / "80%" -> "80 percent".
    It is long on purpose: one gated substitution per form, in the one order they must run in (words to digits
    before ranges and multipliers, ranges before units); split, the order would be spread over several functions."""
    # Each pattern is run only when the character it cannot match without is written (most sentences have no
    # comma, no "k", no Chinese numeral): the same text, fewer searches.
    if " " in text and _SPACED_CJK_UNIT_GATE.search(text):
        text = _SPACED_CJK_UNIT.sub(r"\1", text)
    if "分之" in text:
        text = _CN_PERCENT.sub(_cn_percent, text)
    if "," in text:
        text = _THOUSANDS.sub("", text)
    if "k" in text or "K" in text:
        running = bool(_RUNNING.search(text))
        text = _KILO.sub(lambda m: _kilo(m, running), text)
    if ("w" in text or "W" in text) and _HAN.search(text):
        text = _WAN.sub(lambda m: _times(m.group(1), 10000), text)
    if "M" in text or "million" in text:
        text = _MEGA.sub(lambda m: _times(m.group(1), 1000000), text)
    if "″" in text or ('"' in text and text.count('"') % 2):
        text = _INCH_MARK.sub(r"\1 inch", text)
    # A number word is a whole word ("ten", not the "ten" of "listens"): the two searches run only when one of
    # the sentence's words is one (a word as \b reads it; the four odd letters IGNORECASE folds, folded first).
    plain = text if text.isascii() else text.translate(_IGNORECASE_FOLD)
    words = set(map(str.lower, _WORD.findall(plain)))
    if "nines" in words:  # ("three nines": before "three" is read as the count 3)
        text = _NINES.sub(_nines, text)
    if not NUMBER_WORDS.keys().isdisjoint(words):
        if len(words & _PAIR_HEADS) and _SAID_IN_PAIRS.search(text):
            text = _SAID_IN_PAIRS.sub(_said_in_pairs, text)
        text = _COMPOUND_WORD.sub(lambda m: _unless_unread(m, str(read_number(m.group(1)) + read_number(m.group(2)))),
                                  text)
        text = _NUMBER_WORD.sub(lambda m: _unless_unread(m, str(read_number(m.group(1)))), text)
    if not MULTIPLIER_WORDS.keys().isdisjoint(words):  # "a dozen" / "two hundred" / "ten thousand" (digits by now)
        if "hundred" in words or "thousand" in words:
            text = _SPOKEN_SUM.sub(_spoken_sum, text)
        text = _MULTIPLIED.sub(lambda m: _times(m.group(1) or "1", MULTIPLIER_WORDS[m.group(3).casefold()]), text)
    if "pair" in words:
        text = _A_PAIR_OF.sub(_a_pair_of, text)
    if "grand" in words:  # (digits by now: "five grand" is "5 grand")
        text = _GRAND.sub(lambda m: _times(m.group(1) or "1", 1000), text)
    if "million" in words:
        text = _MEGA.sub(lambda m: _times(m.group(1), 1000000), text)
    if _DIGIT.search(text):
        if _ORDINAL_SUFFIX.search(text):  # (a sub with a group template calls into Python even when nothing matches)
            text = _ORDINAL_SUFFIX.sub(r"\1", text)
        if "-" in text:
            text = _HYPHENED_UNIT.sub(r"\1 ", text)
        if _TWO_UNITS_GATE.search(text):
            text = _TWO_UNITS.sub(_two_units, text)
        if _GRAM_LITRE_GATE.search(text):
            text = _GRAM_LITRE.sub(_gram_litre, text)
        if _NUMBER_UNIT_GATE.search(text):  # (most digits have no unit after them: one cheap search)
            text = NUMBER_UNIT.sub(lambda m: f"{m.group(1)} {UNITS[m.group(2).casefold()]}", text)
        if "%" in text:
            text = _CJK_PERCENT.sub(lambda m: f"{m.group(1) or m.group(2)} percent", text)
    if "点" in text and _CJK_NUMERAL_RUN.search(text):
        text = _CN_DECIMAL.sub(_cn_decimal, text)
    if _CJK_NUMERAL_RUN.search(text):
        if _CN_RANGE_JOINER.search(text):
            text = _CN_WORD_RANGE.sub(_cn_word_range, text)
        text = _CN_RANGE.sub(_cn_range, text)
    if _DIGIT.search(text) and _CN_RANGE_JOINER.search(text):
        text = _DIGIT_RANGE.sub(_digit_range, text)
    if _DIGIT.search(text) and _EN_RANGE_GATE.search(text):
        text = _EN_RANGE.sub(_en_range, text)
    metric = bool(_CJK_METRIC_GATE.search(text))
    if metric:  # 千米 / 千克 first: 千 is a numeral too
        text = _THOUSAND_METRIC.sub(lambda m: "公里" if m.group(1) == "米" else "公斤", text)
    if "块" in text or "毛" in text:
        text = spoken_money(text)
    if _CJK_NUMERAL_RUN.search(text):
        if _DIGIT.search(text):
            text = _MIXED_RUN.sub(_mixed, text)
        text = _DIGITS_TIMES.sub(_digits_times, text)
        text = _CN_NUMBER.sub(_cn_number, text)
    if "块" in text:
        text = _CN_MONEY_BOUGHT.sub("元", text)
    if _DIGIT.search(text) and _CJK_NUMERAL_OR_MONEY.search(text):
        text = _CN_MONEY_UNSAID.sub(r"\1\2元", text)
    if metric:
        text = _CJK_METRIC_UNIT.sub(lambda m: _CJK_METRIC[m.group(1)], text)
    if "元" in text or "块" in text:
        text = _PER_AFTER_CJK.sub(r"每\2\1", _PER_ONE_CJK.sub("每", text))
    return quantity_forms(text)


# (session 41, zhval41) A decimal said in words, X点Y, is X.Y before a unit of measure or 左右 / 上下
# ("体重七十五点五公斤" / "75.5公斤", "血糖六点一左右" / "6.1左右"): 点 there is the decimal point. Not a clock
# time: never after a day part or a day (上午 / 晚上 / 每天 …), nor before 分 / 十 / 刻 / 半 / 钟 (五点二十, 三点五分
# are times), and the tail is single digits only.
_CN_DECIMAL = re.compile(rf"(?<![{CN_NUMERALS}\d.第午上晨晚早天夜周号])([{CN_NUMERALS}]+)点([零〇一二三四五六七八九]+)"
                         r"(?=公斤|千克|斤|公里|千米|米|厘米|毫米|公分|升|毫升|克|倍|度|秒|个?小时|万|亿|元|%|个百分点"
                         r"|左右|上下|(?=[，。,.;；!！?？]|$))")
# (at a clause's end only after a measure said before it: "血糖六点一" / "体温三十六点五"; "五点二" alone may be a time)
_CN_MEASURED = re.compile("血糖|体重|体温|身高|视力|利率|汇率|评分|绩点|血压|尿酸|指数|倍")


def _cn_decimal(m: re.Match) -> str:
    if m.string[m.end():m.end() + 1] in "，。,.;；!！?？" and not _CN_MEASURED.search(m.string, 0, m.start()):
        return m.group()
    return f"{read_number(m.group(1))}." + "".join(str(CN_DIGITS[c]) for c in m.group(2))


# (session 40, range40) "One X" right beside an amount of money is "each X", a price's unit said as Chinese says it:
# "电费一度0.6元" / "电费每度0.6元", "房租3200元一个月" / "房租每个月3200块", "会员一年198元" / "每年198元". Only
# the unit right after the amount or right before it (nothing between), and not a time before or after now ("一年前",
# "一个月后") nor more or less than one ("一个半月", "一天多").
_PER_UNIT_CJK = "(?:个月|月|年|天|周|星期|晚|度|吨|斤|公斤|次|人|位|小时|平米|平方米)(?![前后多半内以里])"
_PER_ONE_CJK = re.compile(rf"(?<=\d[元块])[1一](?={_PER_UNIT_CJK})"
                          rf"|(?<![\d.{CN_NUMERALS}第这上下本每])[1一](?={_PER_UNIT_CJK}\d+(?:\.\d+)?[元块])")
# The unit said after the amount is said before it, as most write it: "房租3200元每个月" / "房租每个月3200元".
_PER_AFTER_CJK = re.compile(rf"(?<![\d.])(\d+(?:\.\d+)?[元块])每({_PER_UNIT_CJK})")


# A number said aloud in words joined by hundred / thousand is one sum: "one thousand eight hundred (and) fifty" and
# "eighteen hundred fifty" are 1850 (digits by the time it is read: "1 thousand 8 hundred 50"); a run of one part,
# "two hundred", is _MULTIPLIED's.
_SPOKEN_SUM = re.compile(r"(?<![\w.,])(?:(\d{1,3}) thousand(?:,? (?:and )?(\d) hundred)?|(\d{1,2}) hundred)"
                         r"(?:,? and)?(?: (\d{1,2}))?(?![\w-]|[.,:]\d)", re.IGNORECASE)


def _spoken_sum(m: re.Match) -> str:
    parts = [m.group(n) for n in range(1, 5)]
    if sum(part is not None for part in parts) < 2:
        return m.group()
    thousands, hundreds, hundreds_alone, rest = (int(part or 0) for part in parts)
    return str(thousands * 1000 + (hundreds or hundreds_alone) * 100 + rest)


# Two number words in a row with no unit between ("eighteen fifty", "nineteen eighty-five", "twelve thirty") are one
# number said in pairs, never two: a clock time after "at" / "by" / "until" / "till" / "from" ("at twelve thirty" ->
# "at 12:30", "at nine oh five" -> "at 9:05"), a year after "in" / "since" / "from" ("in nineteen eighty-five" -> "in
# 1985"), a price after a verb of price ("The plan costs nineteen ninety-nine" -> "... $19.99": _said_as_price), and
# else no number at all ("We pay eighteen fifty in rent": 18.50 or 1850, a price or a time, not 18 and 50): the words
# are left as words (joined by a word joiner, U+2060, which the number-word readers skip). A single-digit head ("one
# fifty") is read as before outside a clock time.
_TEENS = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
_PAIR_HEADS = frozenset(f"{_TENS}|{_TEENS}|{_ONES}".split("|"))
_SAID_IN_PAIRS = re.compile(rf"\b(?:(at|by|until|till|from|in|since)\s+)?"
                            rf"((?:{_TENS})(?:-(?:{_ONES}))?|{_TEENS}|{_ONES})"
                            rf" ((?:{_TENS})(?:-(?:{_ONES}))?|{_TEENS}|oh[- ](?:{_ONES}))"
                            r"(?![\w-])(?!\s+(?:hundred|thousand|dozen)\b)", re.IGNORECASE)
_UNREAD = "\u2060"
UNREAD = _UNREAD  # (a pair left unread holds it: dedup.decide reads no changed value in it)


def _pair_value(written: str) -> int:
    words = written.casefold().replace("oh ", "oh-").split("-")
    return sum(0 if word == "oh" else NUMBER_WORDS[word] for word in words)


def _said_in_pairs(m: re.Match) -> str:
    before = m.group(1).casefold() if m.group(1) else ""
    head, tail = _pair_value(m.group(2)), _pair_value(m.group(3))
    said = f"{m.group(1)} " if m.group(1) else ""
    if before in ("at", "by", "until", "till", "from") and 0 < head <= 23 and tail <= 59:
        return f"{said}{head}:{tail:02d}"
    if before in ("in", "since", "from") and 10 <= head <= 20 and tail >= 10:
        return f"{said}{head * 100 + tail}"
    if not before and tail >= 10 and _said_as_price(m.string, m.start()):
        return f"${head}.{tail:02d}"
    if not before and head >= 10 and tail >= 10 and _IN_HUNDREDS.search(m.string):
        return f"${head * 100 + tail}"
    if head < 10:
        return m.group()
    # (a hyphened word of the pair joined by the word joiner too: "twenty-one fifty" is no "20-one fifty")
    return f"{said}{m.group(2).replace('-', _UNREAD)}{_UNREAD}{m.group(3).replace('-', _UNREAD)}"


# A price said in pairs (session 34, zhnum34): dollars and cents ("The plan costs nineteen ninety-nine a month" / "The
# plan is $19.99 a month", "The bus ticket is two fifty" / "A bus ticket costs $2.50"), right after a verb of price
# (costs, paid, charges, comes to, sells for) or after "is" / "are" / "was" / "were" in a sentence that names a price
# (a price, fee, bill, fare, ticket, plan, subscription, membership). Dollars are the currency English leaves unsaid
# (as 元 in Chinese: _CN_MONEY_UNSAID); a currency said ("£19.99") stays another. Not a clock time ("The bus leaves at
# two fifty": after "at"), a year ("in nineteen ninety-nine"), cents said alone ("oh five"), nor an amount that is
# often said in hundreds (rent, a mortgage, tuition, a salary, a wage, income: "We pay eighteen fifty in rent" may be
# $1,850).
_PRICE_BEFORE = re.compile(r"\b(?:costs?|costing|priced\s+at|pays?|paid|paying|charges?|charged|comes?\s+to|came\s+to"
                           r"|sells?\s+for|sold\s+for|(?P<be>is|are|was|were))\s+$", re.IGNORECASE)
_PRICE_NOUN = re.compile(r"\b(?:price|fee|bill|fare|ticket|plan|subscription|membership)s?\b", re.IGNORECASE)
_HUNDREDS_NOUN = re.compile(r"\b(?:rent|mortgage|tuition|salary|salaries|wages?|income)\b", re.IGNORECASE)


# Rent and a mortgage said in pairs (session 35, valen35) are hundreds of dollars: "My rent is twenty-one fifty a month"
# / "My rent is $2,150 a month", "I pay eighteen fifty in rent" / "I pay $1,850 in rent" (a head of ten or more and a
# tail of ten or more: "one fifty" is read as before). Not a wage, a salary or a tuition ("eighteen fifty an hour" is
# $18.50), which stay unread.
_IN_HUNDREDS = re.compile(r"\b(?:rent|mortgage)\b", re.IGNORECASE)


def _said_as_price(text: str, start: int) -> bool:
    """Whether the number said in pairs at `start` of `text` is a price (see _PRICE_BEFORE)."""
    m = _PRICE_BEFORE.search(text[max(0, start - 16):start])
    return bool(m) and (not m.group("be") or bool(_PRICE_NOUN.search(text))) and not _HUNDREDS_NOUN.search(text)


def _unless_unread(m: re.Match, read: str) -> str:
    """`read`, or the match as written when it is a number word of a pair left unread (see _SAID_IN_PAIRS)."""
    if m.string[m.end():m.end() + 1] == _UNREAD or m.string[m.start() - 1:m.start()] == _UNREAD:
        return m.group()
    return read


def quantity(amount: str, unit: str) -> tuple[Fraction, int] | None:
    """An amount of a unit (a one-form unit name: "minutes", "gb") as (amount in the dimension's smallest unit,
    the dimension), or None for a unit with no conversion."""
    for n, dimension in enumerate(_DIMENSIONS):
        if unit in dimension:
            return Fraction(amount) * dimension[unit], n
    return None


def one_form(amount: str, unit: str) -> tuple[str, str]:
    """(amount, unit) in the largest unit of its dimension that gives a whole number: ("14", "days") ->
    ("2", "weeks"), ("1.5", "hours") -> ("90", "minutes"); as written when there is none."""
    read = quantity(amount, unit)
    if read is None:
        return amount, unit
    value, dimension = read
    if dimension == 0 and value.denominator != 1:
        # (session 41, zhval41) A fraction of a second is decimal seconds, not ms: "0.8 seconds" beside "2 seconds"
        # is one value replaced in one unit (it was "800 ms" against "2 seconds", two frames), and "1500 ms" is
        # "1.5 seconds" as before it was 1500 ms both ways.
        return str((Decimal(value.numerator) / Decimal(value.denominator)).normalize()), "seconds"
    for name, size in sorted(_DIMENSIONS[dimension].items(), key=lambda item: -item[1]):
        if (value / size).denominator == 1 and name != "weeks":  # (a week is written as 7 days, see above)
            return str(value // size), name
    return amount, unit


def range_one_form(low: str | None, high: str, unit: str) -> tuple[str | None, str, str]:
    """(low, high, unit) of a range (low None for one amount) in the largest unit of its dimension that gives both
    ends a whole number (see one_form): ("1", "2", "weeks") -> ("7", "14", "days"), ("30", "60", "minutes") stays,
    ("60", "120", "minutes") -> ("1", "2", "hours"). Both ends in one unit, so that a range said in another unit
    reads as the same range (session 40, range40: "1-2 weeks" was "1-14 days", its upper end alone converted)."""
    if low is None:
        return None, *one_form(high, unit)
    lows, highs = one_form(low, unit), one_form(high, unit)
    if lows[1] == highs[1]:
        return lows[0], highs[0], highs[1]
    # (the smaller of the two units: both ends are whole in it)
    size, smaller = min((quantity("1", form[1])[0], form[1]) for form in (lows, highs))
    return str(quantity(low, unit)[0] / size), str(quantity(high, unit)[0] / size), smaller


def _english_one_form(m: re.Match) -> str:
    written = m.group(3).casefold()
    low, amount, unit = range_one_form(m.group(1), m.group(2), UNITS.get(written, written))
    unit = unit[:-1] if amount == '1' and low is None and unit.endswith('s') else unit
    return f"{low}-{amount} {unit}" if low is not None else f"{amount} {unit}"


# "every 1 day" is "every day"; "every 7 days" (a week is written in days) is "every week", as 每7天 is 每周.
_EVERY_ONE = re.compile(r"\bevery (?:1 (second|minute|hour|day|month|year)|7 days)\b")


_QUANTITY_UNITS = "|".join(sorted({u for d in _DIMENSIONS for u in d} | {u[:-1] for d in _DIMENSIONS[:2] for u in d},
                                  key=len, reverse=True))
# (a range's low end, "1-" of "1-2 weeks", is read with it: both ends in one unit, range_one_form)
_QUANTITY = re.compile(rf"(?<![A-Za-z0-9_.])(?:(\d+(?:\.\d+)?)-)?(\d+(?:\.\d+)?) ?({_QUANTITY_UNITS})(?![A-Za-z0-9_])",
                       re.IGNORECASE)
_QUANTITY_GATE = _digit_then_unit_letter(" ?", _QUANTITY_UNITS.split("|"))
_TIME_UNIT = rf"({_UNIT_WORD})s?"
_CLOCK_HOUR = (r"(?:\b([1-9]|1[01])(:[0-5]\d)|\b([1-9]|1[01]) o['’]clock"
               r"|(?:(?<=\bat )|(?<=\bby )|(?<=\buntil )|(?<=\btill )|(?<=\bfrom )|(?<=\bfor ))([1-9]|1[01]))(?![\w:])")
# Durations said without digits, as digits ("half an hour" -> "0.5 hours"); "an hour" only after a word that
# takes a length of time ("for an hour", "after a day"), not "twice a week" or "three meals a day".
# Each row with the words one of which it needs (folded as IGNORECASE folds): most sentences skip it cheaply.
_ONE_UNIT = tuple(f"{one} {unit}" for one in ("a", "an", "1") for unit in _UNIT_WORDS)  # "an hour", "1 day"
# A number after a verb of weight (the mass "pounds", not the money): fixed-width lookbehinds, one per verb form.
_NOT_WEIGHED = "".join(f"(?<!{verb} )" for verb in ("weigh", "weighs", "weighed", "weighing", "lost", "lose", "loses",
                                                    "losing", "gained", "gain", "gains", "gaining", "lift", "lifts",
                                                    "lifted"))
_SPOKEN: tuple[tuple[tuple[str, ...], re.Pattern, str], ...] = tuple(
    (needs, re.compile(pattern, re.IGNORECASE), out) for needs, pattern, out in (
        # A clock time in words, as digits ("half past 7 in the morning" -> "7:30 am", "11 o'clock at night" ->
        # "11 pm"): the part of the day says am or pm, for an hour of 1 to 11 (12 at night is midnight) written as a
        # clock time (with minutes or "o'clock", or after "at" / "by" / "until" / "from" / "for": "2 in the morning"
        # alone may count pills).
        (("past",), r"\bhalf past (\d{1,2})\b(?![:.]\d)", r"\1:30"),
        (("past",), r"\b(?:a )?quarter past (\d{1,2})\b(?![:.]\d)", r"\1:15"),
        (("morning",), rf"{_CLOCK_HOUR} in the morning\b", r"\1\2\3\4 am"),
        (("afternoon", "evening", "night"), rf"{_CLOCK_HOUR} (?:in the (?:afternoon|evening)|at night)\b",
         r"\1\2\3\4 pm"),
        (("half",), rf"(?<!and )(?<!and a )\b(?:a |one )?half(?: an?)?[- ](?:{_TIME_UNIT})\b", r"0.5 \1s"),
        (("half",), rf"\b(?:an?|1) {_TIME_UNIT} and a half\b", r"1.5 \1s"),
        (("half",), rf"\b(\d+) and a half {_TIME_UNIT}\b", r"\1.5 \2s"),
        (("half",), rf"\b(\d+) {_TIME_UNIT} and a half\b", r"\1.5 \2s"),
        (("quarter",), r"\b(?:an?|1) quarter(?: of an|[- ])hour\b", "15 minutes"),
        (("quarter",), r"\b3 quarters of an hour\b", "45 minutes"),
        (("fortnight",), r"\b(?:a|1) fortnight\b", "2 weeks"),
        (_ONE_UNIT, r"\b(for|after|in|within|takes?|took|lasts?|lasted|is|are|was|were|be|about|around|over"
         rf"|under|than|least|most|spend|spent|of) (?:an?|1) {_TIME_UNIT}\b", r"\1 1 \2s"),
        # How often: "twice a week" / "two times per week" / "2x a week" -> "2 times a week"; "every other day" /
        # "every second day" -> "every 2 days" ("once a week" stays: it reads as "weekly" in the classifier).
        (("twice",), r"\btwice(?= (?:a|an|per|every|each) )", "2 times"),
        (("thrice",), r"\bthrice(?= (?:a|an|per|every|each) )", "3 times"),
        (("times", "x a", "x per", "x every", "x each"),
         rf"\b(\d+) ?(?:times|x) (?:per|every|each|an?) {_TIME_UNIT}\b", r"\1 times a \2"),
        (("every",), rf"\bevery (?:other|second) {_TIME_UNIT}\b", r"every 2 \1s"),
        # Money, when the currency is written: "$50" / "50 dollars" / "50 USD" -> "50 usd".
        (("$",), r"\$\s?(\d+(?:\.\d+)?)(?![\d.,]*\s?(?:k\b|m\b|million|billion))", r"\1 usd"),
        (("dollar", "buck", "usd"), r"\b(\d+(?:\.\d+)?) ?(?:dollars|bucks|usd)\b", r"\1 usd"),
        (("€", "eur"), r"€\s?(\d+(?:\.\d+)?)|\b(\d+(?:\.\d+)?) ?(?:euros?|eur)\b", r"\1\2 eur"),
        # (session 35, prec35) "£18.50" / "18.50 pounds" / "18.50 GBP" -> "18.50 gbp"; "¥3000" is yen or yuan by
        # who writes it: an amount of its own currency ("3000 yenyuan"), equal to another ¥ only.
        # "pounds" after a verb of weight is a mass ("I weigh 180 pounds", "I lost 10 pounds"), left as written.
        (("£", "pound", "gbp", "quid"),
         rf"£\s?(\d+(?:\.\d+)?)|\b{_NOT_WEIGHED}(\d+(?:\.\d+)?) ?(?:pounds?(?: sterling)?|gbp|quid)\b", r"\1\2 gbp"),
        (("¥", "￥"), r"[¥￥]\s?(\d+(?:\.\d+)?)", r"\1 yenyuan"),
    ))
_SPOKEN_GATE = re.compile("|".join(re.escape(word) for needs, _, _ in _SPOKEN for word in needs))
# In Chinese: 半小时 / 一个半小时 / 一刻钟 (numerals read as digits by then), every other day, yuan.


def _cjk_two_units(m: re.Match, smaller: str) -> str:
    whole, small = int(m.group(1)), int(m.group(2))
    return m.group() if small >= 60 else f"{whole * 60 + small}{smaller}"


_SPOKEN_CJK: tuple[tuple[str, re.Pattern, object], ...] = tuple(
    (needs, re.compile(pattern), out) for needs, pattern, out in (
    ("半", r"(?<![\d个])半个?(?:小时|钟头)", "30分钟"),
    # (session 37, units37) two units in one: 3小时45分 / 3小时45分钟 / 3个小时零5分 are 225 / 185 minutes, 1分30秒 90
    # seconds; not a score (考了90分: no hours before it) nor 分 before another word (3小时45分数).
    ("分", r"(\d+)个?(?:小时|钟头)零?(\d{1,2})分(?:钟)?(?![\d.数])", lambda m: _cjk_two_units(m, "分钟")),
    ("秒", r"(?<![\d.])(\d+)分(?:钟)?零?(\d{1,2})秒(?:钟)?(?![\d.])", lambda m: _cjk_two_units(m, "秒")),
    ("个半", r"(\d+)个半(?:小时|钟头)", "\\1.5小时"),
    ("刻钟", r"(?:1|一)刻钟", "15分钟"),
    ("刻钟", r"(?:3|三)刻钟", "45分钟"),
    ("隔", r"每?隔(?:1|一)?(天|日)|每隔1(天)", "每2天"),
    ("隔", r"每?隔(?:1|一)?(?:周|星期)(?!年|[一二三四五六日天1-7])", "每2周"),
    ("块", r"(?<=\d)块(?:钱)?(?=[，。,.!！?？；;\s]|$)", "元"),
))
_QUANTITY_CJK = re.compile(r"(?<![\d.第这上下本])(?:(\d+(?:\.\d+)?)-)?(\d+(?:\.\d+)?)("
                           + "|".join(sorted(_CJK_UNITS, key=len, reverse=True)) + r")(?!年)")


def _cjk_one_form(m: re.Match) -> str:
    unit = _CJK_UNITS[m.group(3)]
    if unit == "weeks" and m.string[m.end():m.end() + 1] in _CJK_WEEKDAYS:
        return m.group()  # "2周三": a weekday follows, not a length of weeks
    low, amount, unit = range_one_form(m.group(1), m.group(2), unit)
    if unit == "years" and m.group(3) == "年" and amount == m.group(2):
        return m.group()  # "2020年" is a year, not a length: left as written
    return (f"{low}-" if low is not None else "") + amount + _CJK_ONE_FORM[unit]


# Yuan written many ways (session 36, cnform36): in a Chinese sentence ¥ / ￥ / RMB / CNY / 人民币 before the
# amount, or RMB / CNY / 人民币 / 元人民币 after it, are 元 ("房租是¥5000" / "房租是5000元" / "月租RMB600" /
# "月租600块", one amount; "¥1299元" once), since ¥ in Chinese is the yuan sign; not where the sentence says yen
# (日元 / 日币 / 円 / 日本, or kana: a Japanese sentence), where ¥ stays "yenyuan". In English, "600 yuan" / "600 RMB"
# / "RMB 600" / "600 CNY" / "600 renminbi" are "600 cny" (as 600元 is); "¥600" (or ￥) in English is yen as often as
# yuan ("The hotel in Tokyo was ¥12000 a night"): it stays "600 yenyuan", equal to another ¥ only, never to yuan.
# $ / 美元 / 欧元 stay other currencies.
_YUAN_GATE = re.compile(r"[¥￥]|rmb|cny|人民币|yuan|renminbi", re.IGNORECASE)
_HAN = re.compile(r"[\u4e00-\u9fff]")
_YEN_SAID = re.compile(r"[\u3040-\u30ff]|日元|日币|円|日本")
_YUAN_CJK = re.compile(r"(?:[¥￥]|(?<![A-Za-z])(?:RMB|CNY)(?![A-Za-z])|人民币)\s?(\d+(?:\.\d+)?)(?:\s?(?:元|块钱|块))?"
                       r"(?:人民币)?|(\d+(?:\.\d+)?)\s?(?:[元块]人民币|人民币|(?<![A-Za-z])(?:RMB|CNY)(?![A-Za-z]))",
                       re.IGNORECASE)
_YUAN_EN = re.compile(r"(?<![A-Za-z])(?:RMB|CNY)\s?(\d+(?:\.\d+)?)(?![\d.])"
                      r"|(?<![\w.])(\d+(?:\.\d+)?) ?(?:yuan|rmb|cny|renminbi)\b", re.IGNORECASE)


def _yuan_forms(text: str) -> str:
    """`text` with an amount of yuan in its one form (see _YUAN_CJK)."""
    if _HAN.search(text):
        if _YEN_SAID.search(text):
            return text
        return _YUAN_CJK.sub(lambda m: f"{m.group(1) or m.group(2)}元", text)
    return _YUAN_EN.sub(lambda m: f"{m.group(1) or m.group(2)} cny", text)


def quantity_forms(text: str) -> str:
    """`text` (numbers already digits) with each quantity in its one form (see the module's docstring)."""
    if _YUAN_GATE.search(text):
        text = _yuan_forms(text)
    folded = (text if text.isascii() else text.translate(_IGNORECASE_FOLD)).casefold()
    if _SPOKEN_GATE.search(folded):  # (most sentences have none of the words: one search)
        for needs, pattern, out in _SPOKEN:
            if any(word in folded for word in needs):
                text = pattern.sub(out, text)
    if _DIGIT.search(text):
        if _QUANTITY_GATE.search(text):
            text = _QUANTITY.sub(_english_one_form, text)
        if "every " in text:
            text = _EVERY_ONE.sub(lambda m: f"every {m.group(1) or 'week'}", text)
    if not _CJK_NUMERAL_OR_UNIT.search(text):
        return text
    for needs, pattern, out in _SPOKEN_CJK:
        if needs in text:
            text = pattern.sub(out, text)
    if not _DIGIT.search(text):
        return text
    return _EVERY_ONE_CJK.sub(lambda m: "周" if m.group() == "7天" else "", _QUANTITY_CJK.sub(_cjk_one_form, text))


_EVERY_ONE_CJK = re.compile(r"(?<=每)1(?=分钟|小时|天|个月|年)|(?<=每)7天")  # "每1分钟" is "每分钟", 每7天 每周


_DIGIT = re.compile(r"\d")
_CJK_WEEKDAYS = frozenset("一二三四五六日天")
_CJK_NUMERAL_OR_UNIT = re.compile("[秒分时天周星礼月年半刻隔块]")


# A quantity as written in its one form: English ("90 minutes", "32 gb", "50 usd") and Chinese ("90分钟", "500元").
_CURRENCIES = {"usd": "usd", "eur": "eur", "gbp": "gbp", "cny": "cny", "yenyuan": "yenyuan", "percent": "%",
               "元": "cny", "美元": "usd", "欧元": "eur"}
_READ_QUANTITY = re.compile(rf"(?<![A-Za-z0-9_.])(\d+(?:\.\d+)?) ({_QUANTITY_UNITS}|usd|eur|gbp|cny|yenyuan|percent)"
                            r"(?![A-Za-z0-9_])"
                            r"|(?<![\d.第这上下本])(\d+(?:\.\d+)?)("
                            + "|".join(sorted([*_CJK_UNITS, "毫秒", "美元", "欧元", "元"], key=len, reverse=True))
                            + ")(?![年一二三四五六日])")
_EVERY_UNIT = re.compile(rf"\bevery ({_UNIT_WORD})\b", re.IGNORECASE)
_EVERY_UNIT_CJK = re.compile(r"每(?=秒|分钟|小时|天|周|星期|个星期|礼拜|个月|年)")
_EVERY_MONTH_CJK = re.compile(r"每个?月")
_CJK_UNIT_NAMES = {"毫秒": "ms", **_CJK_UNITS}
# A rate said per period: "per month", "each month", and "a month" right after an amount ("35 usd a month", "3 times a
# week", "10000 steps a day") are "every month" ("for a month", "in a day" are lengths of time, and are left).
_PER_PERIOD = re.compile(rf"\b(?:per|each)\s+({_UNIT_WORD})\b"
                         rf"|(?<=\d)((?: ?[^\W\d]+)? )an? ({_UNIT_WORD})\b", re.IGNORECASE)
_PER_PERIOD_GATE = re.compile(r"\b(?:per|each|an?) ", re.IGNORECASE)


def rate_forms(text: str) -> str:
    """`text` (numbers already digits) with a rate's period said one way: "per month" / "each month" / "35 usd a
    month" -> "every month" (see _PER_PERIOD)."""
    if not _PER_PERIOD_GATE.search(text):
        return text
    return _PER_PERIOD.sub(lambda m: f"every {m.group(1)}" if m.group(1) else f"{m.group(2)}every {m.group(3)}", text)


def unit_after(text: str, number: str) -> str:
    """The unit of measure written right after `number` (digits) in `text`, as number_forms writes it ("40 grams of
    kibble" -> "g", "500mg" -> "mg"), or "" (a count of things: "24 bagels"). The symbols "g" and "L" are read
    case-sensitively, as _GRAM_LITRE reads them ("5 G" is no unit)."""
    m = re.search(rf"(?<![\d.]){number}\s*([A-Za-z]+)\b", number_forms(text))
    unit = m.group(1) if m else ""
    return unit if unit.casefold() in UNITS or unit in _GRAM_LITRE_SYMBOLS else ""


@per_text
def quantities(text: str) -> frozenset[str]:
    """The quantities a sentence names, each as its amount in the smallest unit of its dimension
    ("two weeks", "14 days", 两周 and 14天 are all "1209600 s"), money as amount and currency ("50 usd")."""
    out: set[str] = set()
    formed = number_forms(text)
    if not _DIGIT.search(formed) and "every" not in formed.casefold() and "每" not in formed:
        return frozenset()
    text = _EVERY_UNIT.sub(r"every 1 \1", formed)  # "every minute", 每分钟, 每(个)月: one of it
    text = _EVERY_MONTH_CJK.sub("每1个月", _EVERY_UNIT_CJK.sub("每1", text))
    for m in _READ_QUANTITY.finditer(text):
        amount, unit = (m.group(1), m.group(2).casefold()) if m.group(1) else (m.group(3), m.group(4))
        if unit == "年" and len(amount) >= 4:
            continue  # "2020年": a year of the calendar
        if unit in _CURRENCIES:
            out.add(f"{Fraction(amount)} {_CURRENCIES[unit]}")
            continue
        unit = _CJK_UNIT_NAMES.get(unit, unit)
        unit = unit if unit in UNITS.values() or unit in BYTES or unit == "ms" else unit + "s"
        read = quantity(amount, UNITS.get(unit, unit))
        if read is not None:
            out.add(f"{read[0]} {'s mo b'.split()[read[1]]}")
    return frozenset(out)


@per_text
def rate_quantities(text: str) -> frozenset[str]:
    """quantities() with a rate's period said one way first (rate_forms): "$35 a month" / "35 dollars per month" /
    "every month ... $35" all name 35 usd and 1 month. What two sentences' amounts are compared in when one may say
    the period another way; quantities() alone reads no length of time in "three meals a day"."""
    return quantities(rate_forms(number_forms(text)))


# -- the values of a sentence in one form --------------------------------------------------------
# What two sentences' details are compared in (dedup._Text.values, read by every rule that compares a pair's
# details or numbers): number_forms, and three more ways one value is written.
#   A Chinese count before any measure word, or after 第 ("一杯" / "1杯", "四个" / "4个", "第四" / "第4"); the
#   measure words, a closed list of grammar, are those number_forms reads and those of containers and portions.
#   Left out on purpose: 块 ("一块儿" is "together"), 部 ("一部分" is "a part"), 点 (next row).
#   An hour before 点 from two to twelve ("两点" / "2点"); "一点" is mostly "a bit", and is left as written.
#   A number written in groups of digits, as one run ("139 0011 2233" / "13900112233", "07700 900123"): groups
#   split by single spaces, or by hyphens when there are three or more ("555-123-4567"; "2019-2021" is a range),
#   seven digits or more in all.
CJK_MEASURE_WORDS = ("个只本张台辆次遍天周月年号层节位名人条件分秒小倍元楼岁"
                     "套杯碗瓶份罐盒包袋箱斤双对间栋座支颗片趟场顿届")
# 块 counts things too ("两块显示器" / "2块显示器": session 39, ids39), read only from two up and never before 儿, 钱,
# 半 or another numeral: "一块去" and "一块儿" are "together", "两块五" and "两块钱" are money (the money reading's).
_CJK_COUNT_ANY = re.compile(rf"[{CN_NUMERALS}]+(?=[{CJK_MEASURE_WORDS}])|(?<=第)[{CN_NUMERALS}]+"
                            rf"|(?<![{CN_NUMERALS}])(?!一)[{CN_NUMERALS}]+(?=块(?![儿钱半{CN_NUMERALS}]))")
_CJK_HOUR = re.compile(r"[二两三四五六七八九](?=点(?![儿心]))")  # (ten to twelve are digits by then)
# (session 39, zh39) Digits typed with a space before their Chinese unit or measure word ("每个月 15 号", "0.6 元",
# "3 台", "30 分钟", "1.5 万") are read as written against it ("15号", "0.6元"), first in number_forms: many people
# space digits from Han characters, and the space must not read as a clause end (_MONEY_END: "每个月 15 号" was
# "15元 号") nor keep "2.8 元" from being money. Not digits that end a Latin name or version ("iPhone 15 年底",
# "Python 3 个"): the number belongs to the name.
_SPACED_CJK_UNIT = re.compile(r"(?<![A-Za-z0-9_.])(?<![A-Za-z] )(\d+(?:\.\d+)?) "
                              rf"(?=[{CJK_MEASURE_WORDS}块毛角万千百公厘毫克米度吨])")
_SPACED_CJK_UNIT_GATE = re.compile(r"\d [\u4e00-\u9fff]")
_DIGIT_GROUPS = re.compile(r"(?<![A-Za-z0-9_.:/-])(\d{2,})((?: \d{2,})+|(?:-\d{2,}){2,})"
                           r"(?![A-Za-z0-9_]|[.:/-][A-Za-z0-9_])")  # (Chinese may touch it: "手机139 0011 2233就行")
# Every match of _DIGIT_GROUPS holds a digit, a space or a hyphen, and a digit: one cheap search before the costly one.
_DIGIT_GROUPS_GATE = re.compile(r"\d[ -]\d")


def _digit_run(m: re.Match) -> str:
    run = m.group(1) + re.sub(r"\D", "", m.group(2))
    return run if len(run) >= 7 else m.group()


@per_text
def value_forms(text: str) -> str:
    """`text` with its values in one form (see above): "The free trial lasts two weeks" -> "... 14 days",
    "4 terabytes" -> "4 tb", "$2,300" -> "2300 usd", "the fourth floor" -> "the 4 floor", "喝一杯" -> "喝1杯",
    "139 0011 2233" -> "13900112233"."""
    text = number_forms(text)
    if _CJK_NUMERAL_RUN.search(text):
        text = as_digits(_CJK_COUNT_ANY, as_digits(_CJK_HOUR, text))
    if _DIGIT_GROUPS_GATE.search(text):
        text = _DIGIT_GROUPS.sub(_digit_run, text)
    return text


_CJK_NUMERAL_RUN = re.compile(f"[{CN_NUMERALS}]")
_CJK_NUMERAL_OR_MONEY = re.compile("[薪资租费价钱金贷奖款入算月年花]")  # every match of _CN_MONEY_UNSAID holds one


# -- a money unit said on one side of a pair only (session 35, valzh35) ------------------------------------------
# A bare amount at the end of its clause ("这件外套八百九", "这台电脑一万二") beside the same amount said in 元 /
# 块 / 块钱 on the other side ("这件外套890元") is that many 元: Chinese leaves the one currency unsaid, as
# _CN_MONEY_UNSAID reads after a word of money. Only when the amounts are EQUAL, the other side's is in 元 (not 美元 /
# 欧元 / $), the bare side names no other currency, and the bare side says it is money: a word of price (钱 / 价 / 费 /
# 租 / 贷 / 涨 / 降 / 花 / 付 / 工资 / 贵 / 便宜 / 买 / 卖) or a thing counted by its measure word (这件 / 那台 /
# 这双 ...),
# never a bare number after a verb of doing ("我每天走四千八" / "我每天走4800块" stay two). A count or a unit after
# the number (4800步 / 35个 / 4800美元) is no bare amount, and is never read so.
# (session 37, spoken37) The bare amount may be written with "k" or "w" (万): "我的预算是5k" / "我的预算是5000块",
# "装修预算1w" / "装修预算一万块"; a budget (预算) and savings (存款) say it is money too ("我的存款有两万五" /
# "我的存款有25000块").
_BARE_AMOUNT = re.compile(rf"(?<![\d.{CN_NUMERALS}])(\d+(?:\.\d+)?[kKwW]?|[{CN_NUMERALS}]{{2,}}){_MONEY_END}")
_SAID_AS_MONEY = re.compile(r"钱|价|费|租|贷|涨|降|花|付|工资|贵|便宜|买|卖|预算|存款|[这那][件台辆套双本张部只条个]")
_SHORT_FACTOR = {"k": 1000, "w": 10000}


def says_money(text: str) -> bool:
    """`text` says its bare amount is money (_SAID_AS_MONEY): a word of price or payment, or a thing counted by
    its measure word."""
    return bool(_SAID_AS_MONEY.search(text))


def _cny_amounts(text: str) -> frozenset[Fraction]:
    return frozenset(Fraction(q.split()[0]) for q in quantities(text) if q.endswith(" cny"))


def _money_said(bare: str, paid: str) -> str:
    """`bare` with its bare amount equal to one of `paid`'s amounts in 元 said as 元 (see above), or as written."""
    amounts = _cny_amounts(paid) if _SAID_AS_MONEY.search(bare) else frozenset()
    if not amounts or any(not q.endswith(" s") and not q.endswith(" mo") and not q.endswith(" b")
                          for q in quantities(bare)):
        return bare  # (no amount in 元 beside it, or the bare side names a quantity of money or another of its own)

    def said(m: re.Match) -> str:
        written = m.group(1)
        factor = _SHORT_FACTOR.get(written[-1].casefold(), 1)
        value = Fraction(written.rstrip("kKwW")) * factor if written[0].isdigit() else Fraction(read_number(written))
        return f"{written}元" if value in amounts else written
    return _BARE_AMOUNT.sub(said, bare)


def pair_money_forms(old: str, new: str) -> tuple[str, str]:
    """Both sentences of a pair, a bare amount of one said in 元 when the other says the same amount in 元 (see
    above): "这件外套八百九" / "这件外套890元" are one price, "我每天走四千八" / "我每天走4800块" are not read so;
    and an English amount said with no currency in the other side's currency when the other side holds exactly that
    amount (see _amount_said_en): "Our budget is 5k" / "Our budget is $5,000"."""
    if "元" in old or "元" in new or "块" in old or "块" in new:
        old, new = _money_said(old, new), _money_said(new, old)
    said_old, said_new = _currency_said(old), _currency_said(new)
    if said_old != said_new and not _HAN.search(old + new):
        return (old, _amount_said_en(new, old)) if said_old else (_amount_said_en(old, new), new)
    return old, new


@per_text  # (asked of both sides of every pair: each text read once)
def _currency_said(text: str) -> bool:
    return bool(_CURRENCY_SAID.search(text))


# -- an English amount whose currency is left unsaid (session 37, spoken37) ------------------------------------------
# A shorthand amount ("5k", "2.5k", "1.2M", "five grand", "a grand", "five thousand") or a number said in pairs
# ("twenty-one fifty", "three eighty-nine": hundreds and the rest, or dollars and cents) in a sentence that names no
# currency, beside the SAME amount with a currency on the other side ("$5,000", "£40", "€389"), is that amount in that
# currency: "Our wedding budget is 5k" / "… $5,000", "I'm paying three eighty-nine a month on the lease" / "The lease
# is $389 a month" (a pair is read the one way of its two that the other side holds: 389 beside $389, 3.89 beside
# $3.89; a pair number_forms already reads as that amount is left as it is). Only where the amount ends (a clause end,
# or a word of a rate or of when after it: _AMOUNT_AFTER): "5k followers", "5k steps" are counts; nor a pair after
# "at" / "by" / "in" … (a clock time, a year); nor "5k" in a sentence about running (a distance: _kilo); nor a wage, a
# salary, tuition or income said in pairs, which session 35 left unread on purpose ("My wage is $18.50 an hour" /
# "… eighteen fifty an hour" stay two entries: _said_in_pairs). Another amount stays another ("$2,150" / "twenty-two
# hundred" is a change; "a grand" / "$1,200"); plain digits with no currency ("Our budget is 5000") are left as
# written: the reading is of the spoken forms only.
_CURRENCY_WORDS = "dollars?|bucks?|usd|pounds?|quid|gbp|euros?|eur|yuan|rmb|cny|renminbi|yen"
_CURRENCY_SAID = re.compile(rf"[$£€¥￥]|\b(?:{_CURRENCY_WORDS})\b", re.IGNORECASE)
_SYMBOLS = {"usd": "$", "gbp": "£", "eur": "€"}
_PAID_AMOUNT = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?) (usd|gbp|eur)\b")
_SHORT_AMOUNT = re.compile(r"(?<![\w$£€¥.,-])(?:\d+(?:\.\d+)?\s?(?:[kK]|M)\b|(?:\d+(?:\.\d+)?|[A-Za-z]+(?:-[A-Za-z]+)?)"
                           rf"[ -](?:grand|thousand|million)\b){_AMOUNT_AFTER}")
_WHOLE_NUMBER = re.compile(r"\d+(?:\.\d+)?")


@per_text  # (the side with a currency meets many bare sides: read once)
def _paid_amounts(text: str, rated: bool = True) -> tuple[tuple[Fraction, tuple[str, str]], ...]:
    """(the amount, (as written, its currency)) of each amount `text` says with a currency, the first of each amount."""
    formed = rate_forms(number_forms(text)) if rated else number_forms(text)
    found: dict[Fraction, tuple[str, str]] = {}
    for m in _PAID_AMOUNT.finditer(formed):
        found.setdefault(Fraction(m.group(1)), (m.group(1), m.group(2)))
    return tuple(found.items())


def _amount_said_en(bare: str, paid: str) -> str:
    """`bare` with an amount of it said with no currency in `paid`'s currency, where `paid` holds that very amount (see
    above), or as written."""
    held = dict(_paid_amounts(paid))
    for value, _ in _paid_amounts(bare, rated=False):  # (read so already: "The plan costs nineteen ninety-nine")
        held.pop(value, None)
    if not held:
        return bare

    def said(m: re.Match, values: tuple[Fraction, ...]) -> str:
        for value in values:
            if value in held:
                written, currency = held[value]
                return f"{_SYMBOLS[currency]}{written}"
        return m.group()

    def pair(m: re.Match) -> str:
        if m.group(1) or m.group(3).casefold().startswith("oh") or not re.match(_AMOUNT_AFTER, bare[m.end():]) \
                or _HUNDREDS_NOUN.search(bare) and not _IN_HUNDREDS.search(bare):
            return m.group()  # (a wage, a salary, tuition said in pairs stays unread, as _said_in_pairs leaves it)
        head, tail = _pair_value(m.group(2)), _pair_value(m.group(3))
        return said(m, (Fraction(head * 100 + tail), Fraction(head) + Fraction(tail, 100)))

    def short(m: re.Match) -> str:
        if m.group()[-1] in "kK" and _RUNNING.search(bare):
            return m.group()  # (a distance: "I run 5k every day")
        formed = number_forms(m.group())
        return said(m, (Fraction(formed),)) if _WHOLE_NUMBER.fullmatch(formed) else m.group()

    return _SHORT_AMOUNT.sub(short, _SAID_IN_PAIRS.sub(pair, bare))
