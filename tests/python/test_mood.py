"""The one mood reader (flymemory.mood): what a sentence asserts, a fact or a plan, a wish or a hedge
that names a fact without stating it, in English and Chinese. Two readings: `read` (close wording with a
plan or a wish on one side only is another claim) and `unmade_change` (a change word after a mood word in
its clause is a change not made)."""

import pytest
from flymemory import classify, mood

# text, what `read` finds (mood, word), what `unmade_change` finds with the classifier's change words
MOOD_TABLE = [
    ("Team standup is at 09:30 every day.", ("fact", ""), ("fact", "")),
    ("I went to Kyoto in April.", ("fact", ""), ("fact", "")),
    ("I'm planning to go to Kyoto in April.", ("plan", "planning to"), ("fact", "")),
    ("We plan to move standup to 10:15.", ("plan", "plan to"), ("fact", "")),
    ("We're thinking about moving to Zed.", ("plan", "thinking about"), ("plan", "thinking about")),
    ("I'm considering a new laptop.", ("plan", "considering"), ("plan", "considering")),
    ("I want to switch to Zed.", ("wish", "want to"), ("fact", "")),
    ("We wanted to move to Berlin.", ("wish", "wanted to"), ("fact", "")),
    ("I'd love to visit Kyoto someday.", ("wish", "'d love to"), ("fact", "")),
    # (session 38: "move to" beside a time still to come is a change word, so the hoped move is an unmade change)
    ("I hope to move to Berlin next year.", ("wish", "hope to"), ("wish", "hope to")),
    ("We might be moving standup to 10:15.", ("hedge", "might"), ("hedge", "might")),
    ("I may go to Kyoto in April.", ("hedge", "may"), ("fact", "")),
    ("Deploys should go through CI.", ("fact", ""), ("fact", "")),  # a rule, not a hedge
    ("We could be moving standup to 10:15.", ("fact", ""), ("hedge", "could")),
    ("In May we moved to Berlin.", ("fact", ""), ("fact", "")),
    ("I wish I had moved to Berlin.", ("fact", ""), ("wish", "wish")),
    ("The doc suggests using uv.", ("plan", "suggests"), ("fact", "")),
    ("I'm more inclined to go back to my old job.", ("wish", "more inclined to"), ("wish", "more inclined to")),
    ("The ramp is inclined.", ("fact", ""), ("fact", "")),
    # "plan" after a determiner or a possessive is a noun naming a thing, unless what is planned follows
    ("My internet plan went from 300 back down to 100 Mbps.", ("fact", ""), ("fact", "")),
    ("The meal plan went from 300 to 350 a term.", ("fact", ""), ("fact", "")),
    ("Alice's phone plan changed to Three.", ("fact", ""), ("fact", "")),
    ("Our plan to switch to Three fell through.", ("plan", "plan to"), ("fact", "")),
    ("I have a plan to switch to Zed.", ("plan", "plan to"), ("fact", "")),
    ("Our plan to move is switching us to Three.", ("plan", "plan to"), ("plan", "plan to")),
    ("We plan to switch to Three.", ("plan", "plan to"), ("fact", "")),
    ("我已经搬到上海浦东了。", ("fact", ""), ("fact", "")),
    ("我儿子在育才中学上学。", ("fact", ""), ("fact", "")),
    ("我打算让儿子去育才中学上学。", ("plan", "打算"), ("fact", "")),
    ("我打算把站会改成十点。", ("plan", "打算"), ("plan", "打算")),
    ("我们计划下个月搬到上海。", ("plan", "计划"), ("plan", "计划")),
    ("我想搬到上海。", ("wish", "想"), ("wish", "想")),
    ("我希望明年在上海工作。", ("wish", "希望"), ("fact", "")),
    ("我希望明年搬到上海。", ("wish", "希望"), ("wish", "希望")),
    ("我们可能会改成每周两次。", ("hedge", "可能"), ("hedge", "可能")),
    ("我们考虑换成MySQL。", ("plan", "考虑"), ("plan", "考虑")),
    ("我不想把站会改成十点。", ("wish", "想"), ("wish", "想")),
    ("这些都是很好的建议！", ("fact", ""), ("fact", "")),
    ("我想起来站会改到十点了。", ("fact", ""), ("fact", "")),
    ("我的理想是当医生。", ("fact", ""), ("fact", "")),
    ("我准备好了，搬到上海了。", ("fact", ""), ("fact", "")),
]


@pytest.mark.parametrize("text,stated,unmade", MOOD_TABLE, ids=[row[0] for row in MOOD_TABLE])
def test_the_mood_reader_says_what_a_sentence_asserts(text, stated, unmade):
    said = mood.read(text).mood
    assert (said.kind, said.word) == stated
    changed = mood.unmade_change(text, classify.signals_in)
    assert (changed.kind, changed.word) == unmade


def test_the_mood_reader_reads_each_language_on_its_own():
    # Chinese: the word itself is compared (another mood word, another claim); English: one side only.
    both = mood.read("I want to try it: 我打算去上海。")
    assert (both.en.word, both.zh.word, both.mood.word) == ("want to", "打算", "want to")
    assert mood.read("我打算去上海, I want to try it.").mood.word == "打算"


def test_the_classifier_asks_the_mood_reader():
    assert classify.is_plan("我打算把站会改成十点。") and not classify.is_plan("我已经把站会改成十点了。")
    judged = classify.classify("我儿子在育才中学上学。", "我打算让儿子去育才中学上学。", 0.97,
                               classify.dedup.thresholds_for("e5-small-q4"))
    assert judged.kind == "distinct" and "打算" in judged.rule


@pytest.mark.parametrize("old,new,word", [
    ("I went to Kyoto in April.", "I may go to Kyoto in April.", "on one side only"),  # was a restatement
    ("我们每周开两次会。", "我们可能每周开两次会。", "可能"),  # was a restatement at 0.98 with e5
    ("我们用MySQL。", "我们考虑用MySQL。", "考虑"),  # was a restatement at 0.98 with e5
    ("I want to take a trip to Kyoto in April to relax.",
     "Actually, I was also thinking about taking a trip to Kyoto in April to relax.", "a wish ('want to') and a plan"),
])
def test_a_hedge_or_plan_one_list_missed_is_not_the_stated_fact(old, new, word):
    # The restatement guards read one table now: hedges (may, 可能) and plans (thinking about, 考虑) that
    # only the change-not-made list had; a plan and a wish are two claims.
    judged = classify.classify(old, new, 0.98, classify.dedup.thresholds_for("e5-small-q4"))
    assert judged.kind == "distinct" and word in judged.rule, judged


@pytest.mark.parametrize("old,new", [
    ("我住在杭州。", "我希望搬到上海了。"),  # was an update
    ("I live in Lisbon.", "I wish I had moved to Berlin."),  # was an update
    ("站会在九点。", "我不想把站会改成十点。"),  # 不想: a wish turned down is no change made either
])
def test_a_change_under_a_wish_one_list_missed_changes_nothing(old, new):
    judged = classify.classify(old, new)
    assert not judged.links, judged


def test_a_wish_after_a_wish_is_linked_at_most_never_crossed_out():
    # MemoryBank chat: two wishes a week apart; "go back to" is a change word, but nothing was done.
    judged = classify.classify("I think I should try some new things.",
                               "But I'm more inclined to go back to my youth and do some fun things.", 0.87)
    assert not judged.crosses_out
    # A plan said again with another value may replace the earlier plan: a link for the model to settle.
    replanned = classify.classify("We should move standup to 10:15.", "We should move standup back to 9:30.", 0.93)
    assert not replanned.crosses_out
    # A change that was made still crosses out.
    assert classify.classify("Standup is at 9:30.", "Standup moved to 10:15.", 0.9).crosses_out
