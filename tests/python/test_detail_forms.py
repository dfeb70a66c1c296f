"""A pair's details and numbers are compared with their values in one form (numerals.value_forms, read through
dedup._Text.values): digits and number words (EN and ZH), ordinals, thousands separators, digits in groups,
a unit's long and short forms and a length in another unit are one value. A value changed in any form is
still a change."""

import pytest
from flymemory import classify, dedup
from flymemory.numerals import value_forms

E5 = dedup.thresholds_for("e5-small-q4")


def _apart(old: str, new: str) -> bool:
    """Details apart with the values read in one form (_Text.values)."""
    return dedup._details_differ(dedup._Text.of(old).values(), dedup._Text.of(new).values())


@pytest.mark.parametrize("old,new", [
    ("The free trial lasts two weeks.", "The free trial is 2 weeks long."),
    ("Our sprint is two weeks long.", "Sprints last 14 days here."),
    ("The backup drive holds 4 TB.", "The backup drive has a capacity of 4 terabytes."),
    ("The p99 latency is 250 ms.", "The p99 latency is 250 milliseconds."),
    ("Our Datadog bill is $2,300 a month.", "We pay $2300 per month for Datadog."),
    ("My rent is 1,450 euros a month.", "I pay 1450 euros in rent every month."),
    ("The office is on the fourth floor.", "We're on floor 4 of the building."),
    ("The office is on the 4th floor.", "The office is on floor four."),
    ("My mobile number is 07700 900123.", "My mobile number is 07700900123."),
    ("我每天早上喝一杯美式。", "我每天早上都喝1杯美式咖啡。"),
    ("代码缩进用四个空格。", "缩进统一是4个空格。"),
    ("周会在下午两点。", "周会在下午2点。"),
    ("打我手机13900112233就行。", "我的手机是139 0011 2233。"),
    ("我们在第四层。", "我们在第4层。"),
])
def test_one_value_written_in_another_form_is_no_detail_apart(old, new):
    assert not _apart(old, new)
    assert not _apart(new, old)


@pytest.mark.parametrize("old,new", [
    ("The backup drive holds 4 TB.", "The backup drive has a capacity of 8 terabytes."),
    ("The free trial lasts two weeks.", "The free trial lasts 3 weeks."),
    ("The cache holds 1000 MB.", "The cache holds 1 GB."),  # (steps of 1024: numerals.py says why)
    ("My rent is 1,450 euros a month.", "My rent is 1,540 euros a month."),
    ("The office is on the fourth floor.", "The office is on floor 5."),
    ("My mobile number is 07700 900123.", "My mobile number is 07700900124."),
    ("This is part 1 of 3.", "This is part 3 of 3."),  # the same numbers, not counted the same
    ("我每天早上喝一杯美式。", "我每天早上喝两杯美式。"),
    ("代码缩进用四个空格。", "代码缩进用2个空格。"),
    ("周会在下午两点。", "周会在下午3点。"),
    ("打我手机13900112233就行。", "我的手机是139 0011 2234。"),
])
def test_a_value_changed_in_any_form_is_still_a_detail_apart(old, new):
    assert _apart(old, new)
    assert _apart(new, old)


@pytest.mark.parametrize("old,new,cosine", [  # (cosines as e5 gives them)
    ("My mobile number is 07700 900123.", "My mobile number is 07700900123.", 0.985),
    ("打我手机13900112233就行", "打我手机139 0011 2233就行", 0.972),
    ("Access tokens expire after one hour.", "Access tokens expire after 3600 seconds.", 0.9),
    ("我每两天给花浇一次水。", "我每隔一天给花浇一次水。", 0.997),  # (one frequency read in one form: no kind replaced)
])
def test_the_same_words_with_a_value_in_another_form_are_stored_once(old, new, cosine):
    judged = classify.classify(old, new, cosine, E5)
    assert judged.kind == "restatement", judged


@pytest.mark.parametrize("old,new,cosine", [  # (cosines as e5 gives them)
    # The one form joins only the same words: a reworded sentence with one value in another form may say it of
    # another subject, as close in meaning as a restatement, so closeness does not join it.
    ("The free trial is 2 weeks long.", "The refund window lasts two weeks.", 0.95),
    ("The media drive holds 4 TB.", "The backup drive has a capacity of 4 terabytes.", 0.97),
    ("公司年假有15天。", "公司的病假是十五天。", 0.98),
    ("我们办公室在五层。", "我们食堂在5楼。", 0.98),
    ("我们每天上午10点开站会。", "代码冻结每天上午十点开始。", 0.98),
])
def test_a_reworded_sentence_with_one_value_in_another_form_is_not_joined_by_closeness(old, new, cosine):
    for similarity, th in ((cosine, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert judged.kind != "restatement", judged


@pytest.mark.parametrize("old,new,cosine", [
    ("The backup drive holds 4 TB.", "The backup drive has a capacity of 8 terabytes.", 0.914),
    ("The free trial lasts two weeks.", "The free trial lasts 3 weeks.", 0.95),
    ("Our sprints last two weeks.", "Our sprints last 10 days.", 0.95),
    ("我每天早上喝一杯美式。", "我每天早上喝两杯美式。", 0.99),
    ("周会在下午两点。", "周会在下午3点。", 0.97),
])
def test_a_value_changed_across_forms_is_linked_not_merged(old, new, cosine):
    for similarity, th in ((cosine, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert judged.kind == "possible_update", judged


@pytest.mark.parametrize("old,new", [
    ("DB backups are kept for thirty days.", "Application logs are kept for 30 days."),  # one value, two subjects
    ("Access tokens expire after one hour.", "Refresh tokens expire after 60 minutes."),
    ("Backups are kept for four weeks.", "Logs are kept for 28 days."),
    ("The cache holds 1000 MB.", "The cache holds 1 GB."),
    ("This is part 1 of 3.", "This is part 3 of 3."),
    ("我们组的后端工程师有八个。", "我们组有八个前端工程师。"),  # number words alone anchor no restatement
    ("我的灵感来自一次去西藏的旅行。", "我的灵感来自我的一次去往云南的旅行。"),
    ("站会每天上午十点开。", "代码冻结每天上午十点开始。"),
    ("我每天早上喝一杯美式。", "我每天早上喝两杯美式。"),
])
def test_look_alikes_stay_apart_when_their_values_are_read_in_one_form(old, new):
    for similarity, th in ((0.98, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert judged.kind != "restatement", judged


@pytest.mark.parametrize("old,new,cosine", [  # (cosines as e5 gives them)
    # Number words alone name things as often as they give a value: read in one form they are no value changed.
    ("We have four designers.", "We have nine engineers.", 0.9),
    ("The office has one printer.", "The office has two coffee machines.", 0.865),
    ("The meeting room on the third floor is called Everest.",
     "The meeting room on the fourth floor is called Everest.", 0.955),
    # One length in two forms on two days: two runs, no weekday swapped in one frame.
    ("I ran for an hour on Saturday.", "I ran for 60 minutes on Sunday.", 0.931),
    ("我们组有四个设计师。", "我们组有九个工程师。", 0.9),
    ("周六我跑了一个小时。", "周日我跑了60分钟。", 0.93),
])
def test_the_one_form_proves_values_the_same_but_makes_no_change_of_its_own(old, new, cosine):
    for similarity, th in ((cosine, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert not judged.links and judged.kind != "restatement", judged


def test_last_as_the_verb_of_a_length_is_no_relative_time():
    assert "last" not in dedup._Text.of("Sprints last 14 days here.").guards()
    assert "last" not in dedup._Text.of("Meetings last about an hour.").guards()
    assert "last" in dedup._Text.of("We met twice in the last 14 days.").guards()
    assert "last" in dedup._Text.of("Last 3 months were busy.").guards()
    assert "last" in dedup._Text.of("I was in Berlin last week.").guards()


def test_the_one_form_of_a_sentence_s_values():
    assert value_forms("The drive holds 4 terabytes.") == "The drive holds 4 tb."
    assert value_forms("我每天喝一杯美式，两点开会。") == "我每天喝1杯美式，2点开会。"
    assert value_forms("我有一点累。") == "我有一点累。"  # "一点" is "a bit"
    assert value_forms("打我手机139 0011 2233就行") == "打我手机13900112233就行"
    assert value_forms("Call 555-123-4567.") == "Call 5551234567."
    assert value_forms("It ran 2019-2021.") == "It ran 2019-2021."  # a range, not a number in groups
    assert value_forms("part 1 of 3") == "part 1 of 3"
