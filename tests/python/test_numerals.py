"""One reader of written numbers (flymemory.numerals) for the classifier and the time expressions of a query."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest
from flymemory import classify, numerals, timeexpr

NOW = datetime(2026, 5, 20, 15, 0, tzinfo=timezone.utc).timestamp()


@pytest.mark.parametrize("written, number", [
    ("12", 12), ("0", 0), ("twelve", 12), ("Twelve", 12), ("NINETY", 90), ("third", 3), ("Twelfth", 12),
    ("十", 10), ("十二", 12), ("两", 2), ("二十", 20), ("二十三", 23), ("一百零五", 105), ("三千", 3000),
    ("一万零五", 10005), ("〇", 0), ("零", 0),
])
def test_read_number_reads_digits_english_words_and_chinese_numerals(written, number):
    assert numerals.read_number(written) == number


@pytest.mark.parametrize("text, forms", [
    ("twelve replicas", "12 replicas"),
    ("1,450 users", "1450 users"),
    ("a 10k budget", "a 10000 budget"),
    ("the 3rd try", "the 3 try"),
    ("30 min", "30 minutes"),
    ("64GB", "64 gb"),
    ("十二个副本", "12个副本"),
    ("两次", "2次"),
    ("一万零五人", "10005人"),
    ("年薪150万", "年薪1500000元"),  # (session 34: a bare amount after a word of pay is 元)
    ("1500k requests", "1500000 requests"),
    ("1.5k", "1500"),
    ("0.5万", "5000"),
])
def test_number_forms_writes_every_number_as_digits(text, forms):
    assert numerals.number_forms(text) == forms


@pytest.mark.parametrize("written, number", [
    ("八千五", 8500), ("两万三", 23000), ("一百二", 120), ("一万二", 12000), ("三千五", 3500), ("一万二千五", 12500),
    # look-alikes read as before: 零 between, the next unit said, 十 before the digit, a unit last
    ("八千零五", 8005), ("两万三千", 23000), ("一百二十", 120), ("十五", 15), ("五千五百万", 55000000),
    ("一万零二百", 10200), ("二十三", 23),
])
def test_a_digit_right_after_the_last_unit_is_a_tenth_of_that_unit(written, number):
    # Spoken Chinese leaves the next unit down unsaid: 八千五 is 8500 (8005 is 八千零五).
    assert numerals.read_number(written) == number


@pytest.mark.parametrize("text, forms", [
    ("我每个月房贷还八千五。", "我每个月房贷还8500。"), ("我月薪一万二。", "我月薪12000元。"),
    ("我卡里还剩八千零五块。", "我卡里还剩8005元。"),
])
def test_a_spoken_numeral_with_its_last_unit_unsaid_is_written_as_its_digits(text, forms):
    assert numerals.number_forms(text) == forms


@pytest.mark.parametrize("text", ["We run FİVE servers.", "We run fİve servers.", "We run ſix servers.", "ſeven days"])
def test_a_number_word_with_a_letter_the_pattern_folds_is_read_not_a_crash(text):
    forms = numerals.number_forms(text)
    assert any(c.isdigit() for c in forms)
    classify.classify(text, "We run 4 servers.")


@pytest.mark.parametrize("in_words, in_digits", [
    ("三天前", "3天前"), ("两周前", "2周前"), ("二十一天前", "21天前"), ("十二月", "12月"),
    ("最近十天", "最近10天"), ("三月二十一日", "3月21日"), ("two weeks ago", "2 weeks ago"),
    ("past ten days", "past 10 days"),
])
def test_a_time_in_numerals_or_words_is_the_time_in_digits(in_words, in_digits):
    words, digits = timeexpr.parse(in_words, NOW), timeexpr.parse(in_digits, NOW)
    assert words is not None and (words.start, words.end) == (digits.start, digits.end)


@pytest.mark.parametrize("one, other", [
    ("Our sprints last two weeks.", "Our sprints last 14 days."),
    ("Our sprints last a fortnight.", "Our sprints last 14 days."),
    ("Tokens expire after one hour.", "Tokens expire after 60 minutes."),
    ("Tokens expire after 3600 seconds.", "Tokens expire after 1 hour."),
    ("The meeting takes an hour and a half.", "The meeting takes 90 min."),
    ("The meeting takes 1.5 hours.", "The meeting takes 90 minutes."),
    ("My lunch break is half an hour.", "My lunch break is 30 minutes."),
    ("The commute takes three quarters of an hour.", "The commute takes forty-five minutes."),
    ("The contract runs for one year.", "The contract runs for 12 months."),
    ("The build box has 32 GB of RAM.", "The build box has 32768 MB of RAM."),
    ("The heap is 0.5 GB.", "The heap is 512MB."),
    ("I go to the gym twice a week.", "I go to the gym two times per week."),
    ("I water the plants every other day.", "I water the plants every 2 days."),
    ("I water the plants every second day.", "I water the plants every 48 hours."),
    ("I take it once every 7 days.", "I take it once every week."),
    ("The budget is $50.", "The budget is 50 dollars."),
    ("迭代周期是两周。", "迭代周期是14天。"),
    ("周会开一个半小时。", "周会开九十分钟。"),
    ("午休时间是半个小时。", "午休时间是30分钟。"),
    ("我每次冥想一刻钟。", "我每次冥想15分钟。"),
    ("合同期是一年。", "合同期是12个月。"),
    ("心跳检测每60秒一次。", "心跳检测每分钟一次。"),
    ("我隔天浇一次水。", "我每两天浇一次水。"),
    ("我每七天吃一次。", "我每周吃一次。"),
    ("预算每人500块。", "预算每人五百元。"),
])
def test_a_quantity_said_in_another_unit_is_written_in_one_form(one, other):
    assert numerals.number_forms(one) == numerals.number_forms(other)
    assert numerals.quantities(one) == numerals.quantities(other)


@pytest.mark.parametrize("one, other", [
    ("Backups are kept for four weeks.", "Backups are kept for 30 days."),  # a month is no number of days
    ("The trial lasts one month.", "The trial lasts 30 days."),
    ("The upload limit is 1 GB.", "The upload limit is 1000 MB."),  # KB/MB/GB/TB are steps of 1024
    ("The budget is $50.", "The budget is 50 euros."),  # another currency
    ("Our sprints last two weeks.", "Our sprints last two days."),
    ("The meeting takes an hour and a half.", "The meeting takes an hour."),
    ("心跳检测每60秒一次。", "心跳检测每60分钟一次。"),
    ("预算每人500元。", "预算每人500美元。"),
])
def test_a_quantity_of_another_amount_unit_or_currency_is_not_the_same(one, other):
    assert numerals.quantities(one) != numerals.quantities(other)


@pytest.mark.parametrize("text", ["我2020年搬到上海。", "这一周我在北京。", "I have three meals a day.", "3周年纪念"])
def test_a_calendar_year_this_week_or_a_rate_is_no_length_of_time(text):
    assert not numerals.quantities(text)
