"""A fact said again with a unit word or a slot word another way is stored once; a value changed in that frame with
no change word is linked (issue #12, restate45; tuning half of blind_probes_23): "mcg" / "micrograms" / 微克 are
one unit, 字号 / 字体大小 one slot, "字号设的是14" says what the size "is" (设的是 read as 是). Another unit, another
slot or another thing stays apart."""

import pytest
from flymemory import classify
from judged_pairs import E5, kinds_both_ways


@pytest.mark.parametrize("old,new,cosine", [  # (cosines as e5 gives them)
    ("My mom takes 50 mcg of levothyroxine every morning.",
     "My mom takes 50 micrograms of levothyroxine every morning.", 0.995),
    ("我妈每天吃50微克优甲乐。", "我妈每天吃50mcg优甲乐。", 0.994),
])
def test_a_dose_in_mcg_and_in_micrograms_is_stored_once(old, new, cosine):
    assert kinds_both_ways(old, new, cosine) == {"restatement"}


def test_a_dose_in_mcg_is_not_the_same_dose_in_mg():
    assert "restatement" not in kinds_both_ways("My mom takes 50 mcg of levothyroxine every morning.",
                                                "My mom takes 50 mg of levothyroxine every morning.", 0.996)


def test_another_dose_in_micrograms_is_linked():
    assert kinds_both_ways("My mom takes 50 mcg of levothyroxine every morning.",
                           "My mom takes 75 micrograms of levothyroxine every morning.", 0.989) == {"possible_update"}


def test_a_font_size_said_as_set_and_as_font_size_is_stored_once():
    # (At its cosine both ways, and lexically as written first: read the other way without an embedder, "14 号" /
    # "14" is the value after 是 changed, as "字体大小是 14 号" / "字体大小是14" already was on base45; 14号 may be a
    # day of the month.)
    old, new = "我 VS Code 字号设的是14。", "VS Code 的字体大小是 14 号。"
    assert {classify.classify(x, y, 0.980, E5).kind for x, y in ((old, new), (new, old))} == {"restatement"}
    assert classify.classify(old, new).kind == "restatement"


@pytest.mark.parametrize("old,new,cosine", [
    ("我 VS Code 字号设的是14。", "VS Code 的字体大小是 16 号。", 0.962),
    ("网关超时设的是30秒。", "网关超时是60秒。", 0.987),
])
def test_another_value_of_a_setting_said_as_set_is_linked(old, new, cosine):
    for similarity, th in ((cosine, E5), (None, None)):
        assert classify.classify(old, new, similarity, th).kind == "possible_update"


@pytest.mark.parametrize("old,new,cosine", [
    ("我 VS Code 字号设的是14。", "VS Code 的行高是 14。", 0.968),  # another setting, the same number
    ("网关超时设的是30秒。", "网关重试间隔是30秒。", 0.969),
    ("我 VS Code 字号设的是14。", "我终端的字体大小是 16 号。", 0.931),  # another program
    ("这家店是老字号。", "这家店的字体大小是老的。", 0.960),  # 老字号: an old brand, no font size
])
def test_another_setting_or_thing_is_kept_apart(old, new, cosine):
    kinds = kinds_both_ways(old, new, cosine)
    assert "restatement" not in kinds and not kinds & {"update", "possible_update"}


def test_two_clock_times_of_one_habit_said_otherwise_are_linked():
    # (起 after a clock time, last in its clause, is 起床 when the other side says 起床: words.rise_said_short)
    old, new = "我一般十二点睡，七点起。", "我一般11点睡，6点半起床。"
    for x, y in ((old, new), (new, old)):
        for similarity, th in ((0.976, E5), (None, None)):
            assert classify.classify(x, y, similarity, th).kind == "possible_update"


def test_the_same_two_clock_times_in_other_numerals_are_stored_once():
    assert kinds_both_ways("我一般十二点睡，七点起。", "我一般12点睡，7点起床。", 0.991) == {"restatement"}


@pytest.mark.parametrize("old,new,cosine", [
    ("我一般十二点睡，七点起。", "我老婆一般11点睡，6点半起床。", 0.960),  # another person's hours
    ("我八点起飞。", "我八点起床。", 0.959),  # 起飞: no getting up
    ("我一般晚上十二点睡，早上七点起。", "我一般11点睡，6点半起。", 0.973),  # day parts said on one side only
])
def test_clock_times_of_another_person_or_word_are_not_linked(old, new, cosine):
    kinds = kinds_both_ways(old, new, cosine)
    assert "restatement" not in kinds and not kinds & {"update", "possible_update"}


def test_a_weekday_numeral_is_no_part_of_the_clock_time():
    judgement = classify.classify("周一九点上课，周三十点上课。", "周一十点上课，周三九点上课。")
    assert judgement.kind == "possible_update" and "九点、十点 -> 十点、九点" in judgement.rule


def test_a_habit_said_with_its_noun_after_a_possessive_and_another_time_is_linked():
    old, new = "Our toddler naps from 1 to 3.", "Toddler's nap is 12:30 to 2:00."
    for x, y in ((old, new), (new, old)):
        for similarity, th in ((0.936, E5), (None, None)):
            assert classify.classify(x, y, similarity, th).kind == "possible_update"


def test_a_habit_said_with_its_noun_after_a_possessive_is_stored_once():
    assert kinds_both_ways("Our toddler naps from 1 to 3.", "Our toddler's nap is from 1 to 3.", 0.997) \
        == {"restatement"}


@pytest.mark.parametrize("old,new,cosine", [
    ("Our toddler naps from 1 to 3.", "Our baby's nap is 12:30 to 2:00.", 0.937),  # another holder
    ("Anna runs the Boston office.", "Anna's run is 5 miles.", 0.852),  # a verb of another sense
])
def test_a_possessive_noun_of_another_holder_or_sense_is_not_linked(old, new, cosine):
    kinds = kinds_both_ways(old, new, cosine)
    assert "restatement" not in kinds and not kinds & {"update", "possible_update"}


def test_a_role_noun_after_a_possessive_is_not_read_as_the_holders_verb():
    # "Dario's mentor is Ines": Ines mentors Dario (copula_probes tuning labels "Dario mentors Ines" another fact)
    from flymemory.classify.words import possessive_noun_as_verb
    pair = ("Dario's mentor is Ines.", "Dario mentors Ines.")
    assert possessive_noun_as_verb(*pair) == pair
