"""A change said with its reason (session 45, why45, blind set 23's tuning half): the reason first, the change after
"so" / 因为…，/ a dash, or the change first and why after it. The clause that carries the change is read against the
older sentence and links; the reason's own subject is no part of the claim. A reason or a change that names another
holder, or a passing state, links nothing."""

import pytest
from flymemory.classify import classify

LINKED = ("update", "possible_update", "reversal")

CHANGED = [
    # the reason first, the change after "so"
    ("We get our groceries delivered by Instacart every Sunday.",
     "Instacart's markups got ridiculous so groceries come from Costco same-day now, still on Sundays."),
    # … and the change said as a state "since" when it began
    ("The frontend monorepo uses yarn.",
     "pnpm cut our node_modules by about 4 GB, so the monorepo's been on pnpm since this sprint started."),
    # … and said as another person's act on an amount
    ("My mom takes 50 mcg of levothyroxine every morning.",
     "Mom's TSH came back high, so her endocrinologist raised the levothyroxine to 75 mcg."),
    # an occasion, a dash, then the change, the older value given a lesser part last
    ("Our primary AWS region is us-east-1.",
     "After the big October outage we failed over for good — primary is us-west-2 now and us-east-1 is just the DR "
     "site."),
    # the change first, naming the value left ("从 Maven"), then why
    ("后端项目用 Maven 构建。", "上个月后端已经从 Maven 切到 Gradle 了，增量编译快太多。"),
    # the reason first, no conjunction, in Chinese
    ("连数据库我用 Navicat。", "Navicat 授权到期了，数据库客户端换成 DBeaver 了。"),
    # the reason names the value left; the change keeps the older subject with a value of its own
    ("周会一直在三楼的长城会议室开。", "长城会议室被行政收走当仓库了，以后周会都去5楼黄山。"),
    ("线上告警都推到飞书群里。", "上周开始告警改成走 PagerDuty 直接打电话，飞书群消息太容易漏看。"),
    # a Chinese topic said in the reason carries into the change clause that names no subject
    ("我家金毛吃的是渴望狗粮。", "金毛肠胃一直敏感，兽医让换成皇家的肠道处方粮，已经吃了一周了"),
]


@pytest.mark.parametrize("old,new", CHANGED)
def test_a_change_said_with_its_reason_links(old, new):
    judgement = classify(old, new)
    assert judgement.kind in LINKED, judgement


def test_another_persons_act_on_an_amount_is_the_amounts_change():
    judgement = classify("My mom takes 50 mcg of levothyroxine every morning.",
                         "her endocrinologist raised the levothyroxine to 75 mcg")
    assert judgement.kind in LINKED, judgement


KEPT_APART = [
    # the change after the reason is the speaker's, the older fact another person's
    ("My wife works at Stripe as a designer.", "Handed in my badge in March; Shopify hired me a week later."),
    # a passing state after its reason
    ("I use a MacBook for work.", "My MacBook is in repair, so I'm on a loaner Dell for a few days."),
    ("I take the train to work.", "My bike's in the shop, so I'm taking the bus until Friday."),
    # the reason names the older value; the change is another team's
    ("We deploy with Flux.", "The staging cluster broke, so the data team switched to Argo."),
    # the reason names the value left, but the change is said of another thing of the kind
    ("Our team eats lunch at Chipotle.", "Chipotle closed for renovation, so the design team switched to Sweetgreen."),
    ("我们组的周会在长城会议室开。", "长城会议室被行政收走当仓库了，隔壁组的周会以后都去5楼黄山。"),
    # the change after the reason is another party's (Mom's), the older fact the aunt's
    ("My aunt takes 100 mcg of levothyroxine, same brand as Mom.",
     "Mom's TSH came back high, so her endocrinologist raised the levothyroxine to 75 mcg."),
    # a time said first is no reason naming the value left
    ("The on-call rotation hands over every Monday.", "Each Monday, on-call is handed over to the next person."),
    # a contrast, not a consequence; a change word said negated
    ("I like doing crafts.", "I like doing crafts, but I don't have any project in mind now."),
    ("我一直不知道如何看待自己的能力。", "我发现最近热情有点下降，不知道如何调整自己的状态。"),
    # the reason's topic is another pet, or the same kind of pet of another home
    ("我家金毛吃的是渴望狗粮。", "我家泰迪肠胃一直敏感，兽医让换成皇家的肠道处方粮"),
    ("我家金毛吃的是渴望狗粮。", "邻居家金毛肠胃一直敏感，兽医让换成皇家的肠道处方粮"),
    # an event after its reason, no change
    ("We use Slack at work.", "Slack went down for an hour, so we used email that afternoon."),
]


@pytest.mark.parametrize("old,new", KEPT_APART)
def test_a_reason_with_another_holder_or_a_passing_state_links_nothing(old, new):
    judgement = classify(old, new)
    assert judgement.kind not in ("update", "reversal", "possible_update"), judgement
