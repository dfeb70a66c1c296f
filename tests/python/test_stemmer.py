"""The classifier's English stemmer (flymemory.dedup._stem): a word and its plural, its -ed and its -ing form
read as one key, so "I drink three coffees a day" / "I'm down to one coffee" share the slot word."""
from flymemory.dedup import _stem


def same_key(*words: str) -> bool:
    return len({_stem(w) for w in words}) == 1


def test_coffee_and_coffees_are_one_word():
    assert same_key("coffee", "coffees")


def test_expense_and_expenses_are_one_word():
    assert same_key("expense", "expenses")


def test_price_prices_and_priced_are_one_word():
    assert same_key("price", "prices", "priced", "pricing")


def test_change_and_its_forms_are_one_word():
    assert same_key("change", "changes", "changed", "changing")


def test_box_and_boxes_are_one_word():
    assert same_key("boxes", "box")


def test_class_and_classes_are_one_word():
    assert same_key("class", "classes")


def test_address_and_addresses_are_one_word():
    assert same_key("address", "addresses")


def test_wish_and_wishes_are_one_word():
    assert same_key("wish", "wishes", "wished")


def test_deploy_and_deployed_are_one_word():
    assert same_key("deploy", "deployed", "deploying", "deploys")


def test_review_and_reviews_are_one_word():
    assert same_key("review", "reviews", "reviewed")


def test_a_final_consonant_doubled_before_ing_or_ed_is_undone():
    assert same_key("swimming", "swim", "swims")
    assert same_key("running", "run")
    assert same_key("stopped", "stop", "stopping")
    assert same_key("shopping", "shop", "shops")
    # not a consonant English writes doubled in the word itself
    assert same_key("calling", "called", "call")
    assert same_key("passed", "pass")
    assert _stem("dressed") == "dress"


def test_a_guard_noun_keeps_its_form_and_its_plural_is_the_guard():
    assert _stem("morning") == "morning"
    assert _stem("mornings") == "morning"


def test_no_word_is_cut_down_to_a_guard():
    assert _stem("lasts") != "last"
    assert _stem("notes") != "not"
    assert _stem("noted") != "not"


def test_different_words_stay_apart():
    assert not same_key("note", "not")
    assert not same_key("prices", "prize")
    assert not same_key("coffee", "office")


def test_short_words_and_non_words_are_left_as_written():
    assert _stem("uses") == "uses"
    assert _stem("v2.4.1") == "v2.4.1"
    assert _stem("café") == "café"


def test_grammar_words_keep_their_e_as_the_stopword_lists_hold_them():
    assert [_stem(w) for w in ("there", "these", "those", "became", "three", "because", "where")] == [
        "there", "these", "those", "became", "three", "because", "where"]


def test_a_slot_names_a_word_whose_e_the_key_dropped_as_written():
    from flymemory import classify, dedup
    e5 = dedup.CALIBRATED["e5-small-q4"]
    judged = classify.classify("The deadline is Nov 30.", "The deadline was extended to Dec 31.", 0.93, e5)
    assert judged.slot == "deadline", judged
    judged = classify.classify("Lately I'm down to one cigarette a day.", "I smoke five cigarettes a day.", 0.96, e5)
    assert judged.slot == "count of cigarette" and "count of cigarette:" in judged.rule, judged
    judged = classify.classify("I am left-handed.", "Please remember that I'm left-handed.")
    assert judged.slot == "hand", judged  # a stem cut by a suffix stays as read, as before: not "hande"


def test_a_slot_is_named_from_its_two_sentences_alone_not_from_words_met_before():
    from flymemory import classify, dedup
    e5 = dedup.CALIBRATED["e5-small-q4"]
    pair = ("The pipeline has three stages.", "The pipeline now has five stages, a multi-stage build.", 0.93, e5)
    first = classify.classify(*pair).slot
    classify.classify("The stage is set.", "The stage is ready now.")  # the bare word read elsewhere first
    assert classify.classify(*pair).slot == first == "pipeline stage"
