"""A restatement whose value is the same once written in one form, said with another word that only names the slot
or the period (issue #12, restate24; tuning halves of restate_probes_4/6/7/8): "each morning" is "every morning",
one's pay is a salary or what one earns, a drive holds or has a capacity of its data, a reminder opens with "don't
forget", a Chinese topic is said first with 的话. The value must be EQUAL in one form: another value, another
period, another currency, money paid out rather than earned, or another subject stays two facts."""

import pytest
from flymemory import classify
from judged_pairs import kinds_both_ways


def test_each_morning_is_every_morning():
    assert kinds_both_ways("I run 5 km every morning.",
                           "Each morning I go for a 5 kilometre run.", 0.982) == {"restatement"}


def test_each_evening_is_not_every_morning():
    assert "restatement" not in kinds_both_ways("I run 5 km every morning.",
                                                "Each evening I go for a 5 kilometre run.", 0.962)


@pytest.mark.parametrize("old,new,cosine", [  # (cosines as e5 gives them)
    ("My salary is 4,200 euros a month.", "I earn €4200 per month.", 0.974),
    ("I make $5,000 a month.", "My salary is 5000 dollars a month.", 0.978),
])
def test_a_salary_and_what_one_earns_are_one_amount(old, new, cosine):
    assert kinds_both_ways(old, new, cosine) == {"restatement"}


@pytest.mark.parametrize("old,new,cosine", [
    ("My salary is 4,200 euros a month.", "I spend €4200 per month.", 0.963),  # paid out, not earned
    ("My salary is 4,200 euros a month.", "I pay €4200 per month.", 0.97),
    ("I make $5,000 a month.", "I pay 5000 dollars a month.", 0.986),
    ("My salary is 4,200 euros a month.", "I earn €4200 per year.", 0.962),  # another period
    ("My salary is 4,200 euros a month.", "I earn $4200 per month.", 0.961),  # another currency
    ("My salary is 4,200 euros a month.", "I earn €4800 per month.", 0.97),  # another value
    ("My salary is 4,200 euros a month.", "My partner earns €4200 per month.", 0.967),  # another person
    ("My rent is $1,450 a month.", "I earn 1450 dollars every month.", 0.936),
])
def test_money_earned_is_not_money_paid_nor_another_amount(old, new, cosine):
    assert "restatement" not in kinds_both_ways(old, new, cosine)


def test_a_drive_that_holds_it_has_that_capacity():
    assert kinds_both_ways("The backup drive holds 4 TB.", "The backup drive has a capacity of 4 terabytes.", 0.973) \
        == {"restatement"}


@pytest.mark.parametrize("old,new,cosine", [
    ("The backup drive holds 4 TB.", "The laptop drive has a capacity of 4 terabytes.", 0.945),
    ("The backup drive holds 4 TB.", "The backup drive has a capacity of five terabytes.", 0.96),
    ("The NAS has 4 TB of storage.", "My laptop can store four terabytes.", 0.928),
])
def test_another_drive_or_another_size_is_not_restated(old, new, cosine):
    assert "restatement" not in kinds_both_ways(old, new, cosine)


@pytest.mark.parametrize("old,new,cosine", [
    ("The rent is due on the 1st of each month.", "Don't forget, rent is due on the first of every month.", 0.96),
    ("房租每月1号交。", "别忘了，房租每月1号交。", 0.98),
])
def test_a_reminder_says_the_fact_again(old, new, cosine):
    assert kinds_both_ways(old, new, cosine) == {"restatement"}


@pytest.mark.parametrize("old,new,cosine", [
    ("The rent is due on the 1st of each month.", "Don't forget, rent is due on the 5th of every month.", 0.916),
    ("房租每月1号交。", "别忘了，房租每月5号交。", 0.962),
    ("The rent is due on the 1st of each month.", "Don't forget to pay the rent on the first of every month.", 0.942),
])
def test_a_reminder_of_another_day_or_a_task_is_not_restated(old, new, cosine):
    assert "restatement" not in kinds_both_ways(old, new, cosine)


def test_a_chinese_topic_said_first_with_dehua():
    assert kinds_both_ways("我每天午睡半小时。", "午睡的话我每天睡三十分钟。", 0.969) == {"restatement"}


@pytest.mark.parametrize("old,new,cosine", [
    ("我每天午睡半小时。", "午睡的话我每天睡一小时。", 0.977),  # another length
    ("我每天午睡半小时。", "跑步的话我每天跑三十分钟。", 0.922),  # another activity
    ("我每天午睡半小时。", "我儿子午睡的话每天睡三十分钟。", 0.958),  # another person
])
def test_a_topic_with_dehua_of_another_value_or_person_is_not_restated(old, new, cosine):
    assert "restatement" not in kinds_both_ways(old, new, cosine)


@pytest.mark.parametrize("old,new,cosine", [
    ("I run 5 km every morning.", "Each morning I go for a 5 kilometre run.", 0.982),
    ("My salary is 4,200 euros a month.", "I earn €4200 per month.", 0.974),
    ("The backup drive holds 4 TB.", "The backup drive has a capacity of 4 terabytes.", 0.973),
])
def test_another_value_in_another_form_stays_apart(old, new, cosine):
    """The look-alike of each restatement above, with another value in another form ("four terabytes" / "5 TB")."""
    other = new.replace("5 kilometre", "six kilometre").replace("€4200", "four thousand euros") \
        .replace("4 terabytes", "five terabytes")
    assert other != new
    assert "restatement" not in kinds_both_ways(old, other, cosine)
    assert "restatement" not in kinds_both_ways("The backup drive holds four terabytes.",
                                                "The backup drive holds 5 TB.", 0.97)


def test_what_someone_said_is_no_topic():
    """说的话 is "the words said", a noun: not the topic marker set aside (read lexically: e5 gives 0.986, a
    closeness rung of its own)."""
    assert classify.classify("他说的话我记得。", "我记得他说。").kind != "restatement"
