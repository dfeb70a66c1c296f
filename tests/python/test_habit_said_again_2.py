"""Issue #12 (session 32, habit32, from session 31's audits): a habit said again with two small edits at once, a
habit's count changed with no change word, and "plus" between two names.
  - the modal of a habit after a word that says the act recurs (会 / 要: words.CN_HABIT_MODALS) and "tend(s) to"
    before a verb ("usually": words.EN_TEND_TO) say nothing of their own: 周末我一般去爬山 / 我周末通常会去爬山,
    我每天都要遛狗 / 我每天遛狗, "I usually go climbing on Saturdays" / "I tend to go climbing on Saturdays";
  - one weekday after "will" / "'ll" / "going to" is one day, a plan: "I go climbing on Saturdays" / "I will go
    climbing on Saturday" are two facts (was linked, may update);
  - a habit's count changed is one value replaced (linked): 我每周去三回健身房 / 我每周去两次健身房 (回 read as 次 by
    every rule: forms.CN_TIMES_MEASURE; the object kept, no other event);
  - "plus" between two names is "and" (words.EN_AND_BETWEEN_NAMES): "We run Kafka plus Redis" / "… and Redis".
Look-alikes stay apart: a plan or an ability (我明天要跑步, 我会游泳), a negation, another holder or activity, "tend
to the garden", "tended to", "sometimes", "plus tax", another component."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.forms import detail_forms

E5 = dedup.thresholds_for("e5-small-q4")


def judged(old, new, similarity=None):
    return classify.classify(old, new, similarity, E5 if similarity is not None else None)


@pytest.mark.parametrize("old,new", [
    ("周末我一般去爬山。", "我周末通常会去爬山。"),
    ("我每天都要遛狗。", "我每天遛狗。"),
    ("我晚上一般会看书。", "我晚上通常看书。"),
    ("我每周三都会去游泳。", "我每周三去游泳。"),
    ("I usually go hiking on Sundays.", "I tend to go hiking on Sundays."),
    ("I tend to work late on Mondays.", "I usually work late on Mondays."),
    ("We run Kafka plus Redis.", "We run Kafka and Redis."),
    ("Our stack is Vue plus Vite.", "Our stack is Vue and Vite."),
    ("I speak English plus Spanish.", "I speak English and Spanish."),
])
def test_a_habit_or_a_pair_of_names_said_with_another_closed_word_is_one_fact(old, new):
    assert judged(old, new).kind == "restatement"


@pytest.mark.parametrize("old,new", [
    ("我明天要跑步。", "我每天跑步。"),
    ("我会游泳。", "我每天游泳。"),
    ("我每天都不会喝咖啡。", "我每天喝咖啡。"),
    ("我每天都要遛狗。", "我爸每天都要遛狗。"),
    ("我每天都要遛狗。", "我每天都要喂猫。"),
    ("I tend to the garden on Sundays.", "I usually garden on Sundays."),
    ("I tended to skip breakfast.", "I usually skip breakfast."),
    ("I tend to skip breakfast.", "My wife tends to skip breakfast."),
    ("I tend to work late on Mondays.", "I sometimes work late on Mondays."),
    ("The plan costs $10 plus tax.", "The plan costs $10."),
    ("I speak English plus Spanish.", "My wife speaks English and Spanish."),
    ("Our stack is Vue plus Vite.", "Our stack is Vue and Nuxt."),
])
@pytest.mark.parametrize("similarity", [0.95, None])
def test_look_alikes_are_not_one_fact(old, new, similarity):
    assert judged(old, new, similarity).kind != "restatement"


@pytest.mark.parametrize("old,new", [
    ("I go hiking on Sundays.", "I will go hiking on Sunday."),
    ("I go climbing on Saturdays.", "I'll go climbing on Saturday."),
    ("I will go hiking on Sunday.", "I go hiking on Sundays."),
])
def test_one_day_planned_beside_a_habit_is_another_fact(old, new):
    assert judged(old, new).kind == "distinct"


@pytest.mark.parametrize("old,new,kind", [
    ("I go hiking on Sundays.", "I go hiking on Saturdays.", "possible_update"),
    ("I go hiking on Sundays.", "I'll go hiking on Saturdays from now on.", "update"),
])
def test_a_habit_moved_to_another_weekday_is_still_an_update(old, new, kind):
    assert judged(old, new).kind == kind


@pytest.mark.parametrize("old,new", [
    ("我每周去三回健身房。", "我每周去两次健身房。"),
    ("我每周去三次健身房。", "我每周去两次健身房。"),
])
def test_a_habits_count_changed_is_linked(old, new):
    assert judged(old, new).kind == "possible_update"


@pytest.mark.parametrize("old,new", [
    ("我每周去三次健身房。", "我每周去三次游泳馆。"),
    ("我每周去三回健身房。", "我老婆每周去两次健身房。"),
])
def test_another_place_or_holder_of_a_count_stays_apart(old, new):
    assert judged(old, new).kind == "distinct"


def test_hui_is_read_as_ci_only_after_a_count():
    assert detail_forms("我每周去三回健身房") == "我每周去三次健身房"
    assert detail_forms("我一回家就睡觉") == "我一回家就睡觉"
