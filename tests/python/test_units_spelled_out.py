"""Issue #12: a length, a mass or a temperature written with its symbol or spelled out ("5 km" / "five kilometres",
"20°C" / "20 degrees Celsius", 5公里 / 五公里 / 5千米 / 5km) is one value: the fact said again is stored once,
with an embedder and without. Another value, another activity, another time or another unit stays apart.
Cosines are the ones e5-small gives these pairs."""

import pytest
from flymemory import classify, dedup, numerals

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("text, forms", [
    ("Every morning I run five kilometres.", "Every morning I run 5 km."),
    ("a 5 kilometre run", "a 5 km run"),
    ("I am 180cm tall", "I am 180 cm tall"),
    ("20 degrees Celsius", "20 °c"),
    ("20°C", "20 °c"),
    ("1.2 kilograms", "1.2 kg"),
    ("我每天跑五公里。", "我每天跑5km。"),
    ("我每天跑5千米。", "我每天跑5km。"),  # 千 of 千米 is the unit, not a numeral: not "51000米"
    ("两千米", "2km"),
    ("我身高175厘米。", "我身高175cm。"),
    ("三千", "3000"),
    ("3千块", "3000元"),  # digits before a numeral unit are multiplied, not run together ("31000")
    ("1.5万", "15000"),
    ("一千二百米", "1200米"),  # 千 inside a number stays a numeral
])
def test_a_unit_spelled_out_or_in_chinese_is_written_as_its_symbol(text, forms):
    assert numerals.number_forms(text) == forms


SAME_VALUE = [
    ("I run 5 km every morning.", "Every morning I run five kilometres.", 0.987),
    ("I keep the thermostat at 20°C.", "I keep the thermostat at 20 degrees Celsius.", 0.985),
    ("My laptop weighs 1.2 kg.", "My laptop weighs 1.2 kilograms.", 0.997),
    ("我每天跑5公里。", "我每天跑五公里。", 0.998),
    ("我每天跑5公里。", "我每天跑5km。", 0.994),
    ("我每天跑5公里。", "我每天都跑5千米。", 0.990),
    ("我女儿体重20公斤。", "我女儿体重二十千克。", 0.981),
    ("我存了3千块。", "我存了3000块。", 0.981),
]


@pytest.mark.parametrize("old, new, e5", SAME_VALUE)
def test_the_same_value_in_another_unit_form_is_stored_once(old, new, e5):
    assert classify.classify(old, new, e5, E5).kind == "restatement"
    assert classify.classify(old, new).kind == "restatement"


LOOK_ALIKES = [
    ("I run 5 km every morning.", "I walk five kilometres every morning.", 0.980),  # another activity
    ("I run 5 km every morning.", "Every morning I run six kilometres.", 0.958),  # another value
    ("I run 5 km every morning.", "Every evening I run five kilometres.", 0.965),  # another time
    ("I keep the thermostat at 20°C.", "I keep the thermostat at 23 degrees Celsius.", 0.942),
    ("I keep the thermostat at 20°C.", "I keep the thermostat at 20 degrees Fahrenheit.", 0.977),  # another unit
    ("My laptop weighs 1.2 kg.", "My tablet weighs 1.2 kilograms.", 0.970),  # another thing
    ("我每天跑5公里。", "我每天走五公里。", 0.991),
    ("我每天跑5公里。", "我每周跑五公里。", 0.988),
    ("我每天跑5公里。", "我每天跑三公里。", 0.982),
    ("我每天跑5公里。", "我每天跑5英里。", 0.988),
    ("我女儿体重20公斤。", "我儿子体重二十千克。", 0.963),
    ("我存了3千块。", "我存了300块。", 0.984),
]


@pytest.mark.parametrize("old, new, e5", LOOK_ALIKES)
def test_another_value_activity_time_or_unit_stays_apart(old, new, e5):
    assert classify.classify(old, new, e5, E5).kind != "restatement"
    assert classify.classify(old, new).kind != "restatement"
