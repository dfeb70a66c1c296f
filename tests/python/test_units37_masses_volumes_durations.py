"""Issue #12 (session 37, units37): masses, volumes, a screen's inches and durations said in two units are read by the
one reader of units (numerals.py): "20 mg" / "twenty milligrams", "250 grams" / "250g", "1.5 litres" / "1.5 L", 10 ml
/ "ten millilitres", 250克 / 250g, 两升 / 2升, 55英寸 / 55寸, "2h30m" / "2 hours and 30 minutes" / "150 minutes",
4小时30分 / 4小时30分钟 / 四个小时三十分钟, "one and a half hours" / "90 minutes". The same fact said again is one
value; another amount, or the same number in another unit, is no restatement; letters that are no unit ("5G", "the L
train") and 分 as a score stay as written. Cosines are the ones e5-small gives these pairs."""

import pytest
from flymemory import classify, dedup, numerals

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("text, forms", [
    ("I take twenty milligrams of it.", "I take 20 mg of it."),
    ("Each bag holds 250g of beans.", "Each bag holds 250 g of beans."),
    ("a 500-gram bag", "a 500 g bag"),
    ("1.5 litres", "1.5 L"),
    ("2 liters", "2 L"),
    ("10 mL", "10 ml"),
    ("2h30m", "150 minutes"),
    ("2h 30m", "150 minutes"),
    ("2 hours and 30 minutes", "150 minutes"),
    ("2 hrs 30 mins", "150 minutes"),
    ("4m30s", "270 seconds"),
    ("one and a half hours", "90 minutes"),  # (was "1 and 30 minutes")
    ("two and a half hours", "150 minutes"),
    ("20毫克", "20mg"),
    ("250克", "250g"),
    ("两升", "2L"),
    ("150毫升", "150ml"),
    ("55英寸", "55inch"),
    ("五十五寸", "55inch"),
    ("两斤两升", "2斤2L"),  # 斤 is its own unit, not read as grams
    ("4小时30分", "270分钟"),
    ("四个小时三十分钟", "270分钟"),
    ("1分30秒", "90秒"),
    # Look-alikes: letters that are no unit, 分 as a score, 寸 in an idiom, 两 as a unit, 克拉, 升 as a verb.
    ("The 5G router weighs 300g.", "The 5G router weighs 300 g."),
    ("My phone supports 5g and weighs 180 grams.", "My phone supports 5g and weighs 180 g."),
    ("I take the L train with 2 liters of water.", "I take the L train with 2 L of water."),
    ("我这次考了90分，考试用了1小时30分。", "我这次考了90分，考试用了90分钟。"),
    ("他寸步不离，这根绳子2寸长。", "他寸步不离，这根绳子2inch长。"),
    ("我买了二两茶叶，还有两斤苹果和一升油。", "我买了二两茶叶，还有2斤苹果和1L油。"),
    ("这颗钻石5克拉，那袋糖5克。", "这颗钻石5克拉，那袋糖5g。"),
    ("油价从7升到8，我每天喝2升水。", "油价从7升到8，我每天喝2L水。"),
])
def test_a_mass_a_volume_an_inch_or_a_duration_in_two_units_is_read_in_one_form(text, forms):
    assert numerals.value_forms(text) == forms


SAME_VALUE = [
    ("My doctor put me on 20 mg of atorvastatin.", "My doctor put me on twenty milligrams of atorvastatin.", 0.988),
    ("Each bag holds 250 grams of coffee beans.", "Each bag holds 250g of coffee beans.", 0.995),
    ("Our rice cooker makes 1.5 litres of rice.", "Our rice cooker makes 1.5 L of rice.", 0.994),
    ("The vial holds 10 ml of vaccine.", "The vial holds ten millilitres of vaccine.", 0.980),
    ("The train to Lyon takes 2h30m.", "The train to Lyon takes 2 hours and 30 minutes.", 0.979),
    ("The train to Lyon takes 2h 30m.", "The train to Lyon takes 150 minutes.", 0.926),
    ("The drive to the lake takes one and a half hours.", "The drive to the lake takes 90 minutes.", 0.938),
    ("这袋咖啡豆是250克的。", "这袋咖啡豆是250g的。", 0.993),
    ("我家电饭煲能煮两升米。", "我家电饭煲能煮2升米。", 0.999),
    ("我家电视是55英寸的。", "我家电视是55寸的。", 0.997),
    ("坐高铁去上海要4小时30分。", "坐高铁去上海要4小时30分钟。", 0.998),
    ("坐高铁去上海要4小时30分。", "坐高铁去上海要四个小时三十分钟。", 0.996),
]


@pytest.mark.parametrize("old, new, e5", SAME_VALUE)
def test_the_same_mass_volume_size_or_duration_said_another_way_is_stored_once(old, new, e5):
    assert classify.classify(old, new, e5, E5).kind == "restatement"
    assert classify.classify(old, new).kind == "restatement"


CHANGED = [
    ("My doctor put me on 20 mg of atorvastatin.", "My doctor put me on forty milligrams of atorvastatin.", 0.952,
     "40 mg"),
    ("My doctor put me on 20 mg of atorvastatin.", "My doctor put me on 20 grams of atorvastatin.", 0.995,
     "20 g of"),  # the same number in another unit
    ("The train to Lyon takes 2h30m.", "The train to Lyon takes 2 hours and 50 minutes.", 0.958, "170 minutes"),
    ("坐高铁去上海要4小时30分。", "坐高铁去上海要4小时50分钟。", 0.995, "290分钟"),
    ("我家电视是55英寸的。", "我家电视是65寸的。", 0.978, "65inch"),
    ("我每天吃20毫克维生素。", "我每天吃20克维生素。", 0.998, "20g"),  # the same number in another unit
    ("The 5G router weighs 300 grams.", "The 4G router weighs 300g.", 0.970, "4G router weighs 300 g"),
]


@pytest.mark.parametrize("old, new, e5, form", CHANGED)
def test_another_amount_or_the_same_number_in_another_unit_is_no_restatement(old, new, e5, form):
    assert form in numerals.value_forms(new)
    assert classify.classify(old, new, e5, E5).kind != "restatement"
    assert classify.classify(old, new).kind != "restatement"
