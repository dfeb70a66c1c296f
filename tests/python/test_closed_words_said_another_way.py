"""Issue #12 (blind set 9, causes 2 and 4, and its Odd): closed word classes said another way are one fact.
  - a Chinese conjunction between two names (和 / 加 / 跟 / 加上 / 以及: words.CN_AND_BETWEEN_NAMES) is no value:
    "用 Prometheus 加 Grafana" / "用 Prometheus 和 Grafana";
  - 回 after a count is the measure word of times 次 (三回 / 三次);
  - the adverbs of habit that say "usually" (一般 / 通常 / 平时 / 平常, usually / normally / typically);
  - a Chinese percentage 百分之N is N% (numerals.number_forms).
Look-alikes stay apart: another count (三次 / 四回), another component, another holder, "sometimes" / 偶尔, 很一般
(so-so), another percentage."""

import pytest
from flymemory import classify, dedup
from flymemory.numerals import number_forms

E5 = dedup.thresholds_for("e5-small-q4")
MERGED = ("restatement", "update", "reversal")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity is not None else None)


@pytest.mark.parametrize("old,new", [
    ("我们用 Kafka 和 Redis 做消息和缓存。", "我们用 Kafka 加 Redis 做消息和缓存。"),
    ("我用 Vim 跟 tmux 写代码。", "我用 Vim 和 tmux 写代码。"),
    ("我们用 Nginx 加上 Lua 做网关。", "我们用 Nginx 和 Lua 做网关。"),
    ("我每周去三次游泳馆。", "我每周去三回游泳馆。"),
    ("我一个月理两回发。", "我一个月理两次发。"),
    ("晚上我一般十一点睡觉。", "晚上我通常十一点睡觉。"),
    ("我平常走路去公司。", "我一般走路去公司。"),
    ("I normally walk to the office.", "I usually walk to the office."),
    ("On Fridays I typically work from home.", "On Fridays I usually work from home."),
    ("我们要求代码覆盖率不低于百分之九十。", "我们要求代码覆盖率不低于90%。"),
])
@pytest.mark.parametrize("similarity", [0.95, None])
def test_the_same_fact_said_with_another_closed_word_is_one(old, new, similarity):
    assert judged(old, new, similarity).kind == "restatement"


@pytest.mark.parametrize("old,new", [
    ("我每周去三次游泳馆。", "我每周去四回游泳馆。"),
    ("我每周去三次游泳馆。", "我妹妹每周去三回游泳馆。"),
    ("我们用 Kafka 和 Redis 做消息和缓存。", "我们用 Pulsar 加 Redis 做消息和缓存。"),
    ("我们组用 Kafka 和 Redis。", "他们组用 Kafka 加 Redis。"),
    ("晚上我一般十一点睡觉。", "晚上我偶尔十一点睡觉。"),
    ("I normally walk to the office.", "I sometimes walk to the office."),
    ("I normally walk to the office.", "I rarely walk to the office."),
    ("这家店的菜很一般。", "这家店的菜通常。"),
    ("我们要求代码覆盖率不低于百分之九十。", "我们要求代码覆盖率不低于80%。"),
])
@pytest.mark.parametrize("similarity", [0.95, None])
def test_look_alikes_are_not_one_fact(old, new, similarity):
    assert judged(old, new, similarity).kind != "restatement"


@pytest.mark.parametrize("text,form", [
    ("覆盖率不低于百分之八十", "覆盖率不低于80 percent"),  # (a % after a Chinese word reads as a spaced one)
    ("百分之百", "100 percent"),
    ("百分之12.5", "12.5 percent"),
])
def test_a_chinese_percentage_is_a_number_and_percent(text, form):
    assert number_forms(text) == form
