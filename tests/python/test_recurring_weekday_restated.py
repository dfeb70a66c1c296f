"""A habit on a weekday said another way is one fact (issue #12, restate28): "every Friday", "each Friday" and
"on Fridays" (with a part of the day, or a list of days), "every other Friday" and "every second Friday"; in
Chinese 周五, 星期五 and 礼拜五, 每周五, 每个周五, 每星期五 and 每个礼拜五. Another weekday or part of the day, one
day that is no habit ("on Friday", "last Friday", 上周五, 这个周五), every other week against every week, another
person, a negation and this one against that one stay two."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


def _kinds(old: str, new: str) -> set[str]:
    """The kinds the pair is given, without an embedder and at an e5 cosine above its restate line, both ways."""
    return {classify.classify(x, y, sim, E5 if sim else None).kind
            for x, y in ((old, new), (new, old)) for sim in (None, 0.96)}


@pytest.mark.parametrize("old,new", [
    ("Our team plays five-a-side football every Thursday.", "Our team plays five-a-side football on Thursdays."),
    ("The library shuts early each Saturday.", "The library shuts early every Saturday."),
    ("Yoga class is on Wednesday evenings.", "Yoga class is every Wednesday evening."),
    ("The cleaner comes every Monday and Friday.", "The cleaner comes on Mondays and Fridays."),
    ("The invoice run happens every other Tuesday.", "The invoice run happens every second Tuesday."),
    ("我们每个星期三下午开产品评审会。", "我们每周三下午开产品评审会。"),
    ("爸爸每礼拜六去钓鱼。", "爸爸每个周六去钓鱼。"),
    ("健身房星期天不开门。", "健身房周日不开门。"),
    ("这家面馆礼拜一休息。", "这家面馆星期一休息。"),
])
def test_a_recurring_weekday_said_another_way_is_stored_once(old, new):
    assert _kinds(old, new) == {"restatement"}


@pytest.mark.parametrize("old,new", [
    ("Our team plays five-a-side football every Thursday.", "Our team plays five-a-side football on Tuesdays."),
    ("Our team plays five-a-side football every Thursday.", "Our team played five-a-side football last Thursday."),
    ("Our team plays five-a-side football every Thursday.", "Their team plays five-a-side football on Thursdays."),
    ("The library shuts early each Saturday.", "The library doesn't shut early on Saturdays."),
    ("Yoga class is on Wednesday evenings.", "Yoga class is every Wednesday morning."),
    ("The invoice run happens every Tuesday.", "The invoice run happens every second Tuesday."),
    ("我们每个星期三下午开产品评审会。", "我们每周四下午开产品评审会。"),
    ("我们每个星期三下午开产品评审会。", "我们上周三下午开了产品评审会。"),
    ("妈妈每周四上午去菜市场买菜。", "妈妈上周四上午去菜市场买菜了。"),  # a habit and one day (merged on main)
    ("爸爸每礼拜六去钓鱼。", "叔叔每个周六去钓鱼。"),
    ("健身房星期天不开门。", "健身房周日开门。"),
    ("这家面馆礼拜一休息。", "那家面馆星期一休息。"),
    ("This bakery is shut on Mondays.", "That bakery is shut on Mondays."),
])
def test_another_day_time_person_or_place_is_not_a_restatement(old, new):
    assert "restatement" not in _kinds(old, new)


def test_every_friday_stays_a_frequency_for_an_update_between_kinds():
    """The restatement rungs read "every Friday" as "on Fridays"; the other rungs still read it as how often, so a
    newsletter sent monthly and then every Friday is still a value of one kind replaced."""
    judgement = classify.classify("The bulletin is sent once a month.", "The bulletin is sent every Friday.")
    assert judgement.kind == "possible_update"
