"""Values written in another form (session 39, forms39; blind set 16's audit, causes 1 and 4): a bare evening range
beside the same range in pm, a Chinese date M/D beside M月D日, a range of days in Chinese numerals beside digits, a
weekday's numeral before a clock, and a Chinese day part changed with its clock time."""

from flymemory.classify import classify
from flymemory.classify.forms import detail_forms
from flymemory.numerals import value_forms


def test_a_bare_evening_range_is_the_pm_range_the_other_side_says():
    judgement = classify("Orchestra practice is on Wednesday evenings, 7 to 9.",
                         "Orchestra practice is on Wednesday evenings, 7pm to 9pm.")
    assert judgement.kind == "restatement"
    assert classify("My pottery class is Monday evenings from 6 to 8.",
                    "Pottery class: Monday evenings, 6pm-8pm.").kind == "restatement"


def test_a_morning_range_or_another_range_is_not_the_pm_one():
    assert classify("Swim squad trains on Saturday mornings, 7 to 9.",
                    "Swim squad trains on Saturday mornings, 7pm to 9pm.").kind != "restatement"
    assert classify("Orchestra practice is on Wednesday evenings, 7 to 9.",
                    "Orchestra practice is on Wednesday evenings, 8 to 10pm.").kind == "possible_update"
    assert classify("Orchestra practice is on Wednesday evenings, 7 to 9.",
                    "Jazz band practice is on Wednesday evenings, 7pm to 9pm.").kind == "distinct"


def test_a_chinese_slash_date_is_the_month_and_day_the_other_side_writes():
    assert classify("我约了5月8号上午十点看牙医", "我约了5/8上午十点看牙医").kind == "restatement"
    assert classify("我约了8月5号上午十点看牙医", "我约了5/8上午十点看牙医").kind != "restatement"
    assert classify("妈妈的生日是5月8号。", "爸爸的生日是5/8。").kind == "distinct"


def test_a_chinese_range_of_days_in_numerals_is_the_range_in_digits():
    assert value_forms("快递一般一到两天就到。") == value_forms("快递一般1到2天就到。") == "快递一般1-2天就到。"
    assert value_forms("报销审批一般要两到三天。").endswith("2-3天。")
    assert "3-5" not in value_forms("三到五月")  # March to May
    assert "3-5" not in value_forms("从三到五个")  # a change said
    assert classify("快递一般一到两天就到。", "快递一般1到2天就到。").kind == "restatement"


def test_a_weekday_numeral_is_not_read_into_the_clock_after_it():
    assert detail_forms("去上海的高铁周六9:20发车。") == "去上海的高铁周六九点二十分发车。"
    assert detail_forms("周六九点开会") == "周六九点开会"


def test_a_chinese_day_part_changed_with_its_clock_is_one_time_moved():
    for old, new in (("去成都的航班是周五下午3点10分起飞", "去成都的航班是周五晚上7点40分起飞"),
                     ("去上海的高铁是周六上午9点20分发车。", "去上海的高铁是周六下午2点05分发车。"),
                     ("航班周五下午3点10分起飞", "航班周五晚上7点40分起飞")):
        assert classify(old, new).kind == "possible_update", (old, new)


def test_two_trains_or_a_day_part_alone_stay_apart():
    assert classify("去上海的高铁是周六上午9点20分发车。", "回北京的高铁是周日下午2点05分发车。").kind == "distinct"
    assert classify("我今天下午3点开会", "我明天下午3点开会").kind == "distinct"
    assert classify("公司早上九点上班", "公司晚上九点上班").kind == "distinct"
