"""Issue #12 (session 37, changetime37): a change said with when it happened. The time of a change before now, said
last or first in English ("I swapped to a Toyota RAV4 last month", "I switched to Neovim yesterday", "…on Monday") or
after 我 / 我们 in Chinese ("我上周末换成了华为"), says when the value changed: it is no date of another event and
no guard against the older sentence (rungs._change_at_a_time, words.PAST_TIMES_EN / PAST_TIMES_ZH). 自…以来 opens a
time said first as 从…起 does (claim.time_opening), and a short since-clause said first before "I've been V-ing" is
read as the same clause said last (claim.since_closing). Look-alikes stay apart: another holder, a plan, a passing
state, a rental or a test drive, two dated events."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")
CROSSED_OUT = ("update", "reversal")
LINKED = CROSSED_OUT + ("possible_update",)


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity is not None else None)


@pytest.mark.parametrize("old,new", [
    ("I drive a Subaru Outback.", "I swapped to a Toyota RAV4 last month."),
    ("I drive a Honda Civic.", "I switched to a Mazda CX-5 last year."),
    ("I write code in Sublime Text.", "I switched to Neovim yesterday."),
    ("I take notes in Obsidian.", "I moved to Notion last week."),
    ("I edit in VS Code.", "I switched to Zed on Monday."),
    ("My phone is a Pixel 7.", "I switched to an iPhone 15 last week."),
    ("We use Jenkins for CI.", "We switched to GitHub Actions last month."),
    ("我用的是 iPhone。", "我上周末换成了华为。"),
    ("我们的网站托管在阿里云。", "上周末迁到了腾讯云。"),
    ("我们用钉钉沟通。", "自去年以来我们改用飞书沟通了。"),
    ("I edit in VS Code.", "Since Monday I've been using Zed."),
])
def test_a_change_said_with_its_time_before_now_is_read(old, new):
    assert judged(old, new, None).kind in LINKED


@pytest.mark.parametrize("old,new", [
    ("I drive a Subaru Outback.", "My brother swapped to a Toyota RAV4 last month."),
    ("I drive a Subaru Outback.", "Next month I'm switching to a Toyota RAV4."),
    ("I drive a Subaru Outback.", "I might switch to a Toyota RAV4 next year."),
    ("I drive a Subaru Outback.", "I rented a Toyota RAV4 last week."),
    ("I drive a Subaru Outback.", "I test drove a Toyota RAV4 yesterday."),
    ("I edit in VS Code.", "My teammate switched to Zed last week."),
    ("I edit in VS Code.", "Since Monday my teammate has been using Zed."),
    ("I edit in VS Code.", "I tried Zed yesterday."),
    ("We use Jenkins for CI.", "The mobile team switched to GitHub Actions last month."),
    ("I ran 10k last Saturday.", "I ran 5k on Sunday."),
    ("I live in Lisbon.", "I'm in Berlin this week."),
    ("我用的是 iPhone。", "我妈上周末换成了华为。"),
    ("我用的是 iPhone。", "我打算下周换成华为。"),
    ("我用的是 iPhone。", "我上周末买了一台华为平板。"),
    ("我开的是一辆宝马。", "我哥上周末换成了理想。"),
    ("我住在杭州。", "这周在北京出差。"),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_a_look_alike_with_a_time_stays_apart(old, new, similarity):
    assert judged(old, new, similarity).kind not in LINKED


@pytest.mark.parametrize("old,new", [
    ("I drive a Subaru Outback.", "I swapped to a Toyota RAV4 last month."),
    ("我用的是 iPhone。", "我上周末换成了华为。"),
])
def test_no_cross_out_on_a_kind_read_alone(old, new):
    assert judged(old, new, None).kind not in CROSSED_OUT
