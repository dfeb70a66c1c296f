"""减到 / 加到 + an amount are change words (session 47, zh25, blind set 25's tuning half):
"家里的橘猫一天喂两顿，每顿 40 克猫粮" / "兽医说橘猫超重了，现在每顿减到三十克，还是一天两顿" (the change after
its reason: a link). 加到 adds a thing to a place ("加到购物车", "加到群里") unless an amount follows: no
change there."""

import pytest
from flymemory.classify import classify
from flymemory.classify.signals import signals_in

CHANGED = [
    ("家里的橘猫一天喂两顿，每顿 40 克猫粮。", "兽医说橘猫超重了，现在每顿减到三十克，还是一天两顿。"),
    ("狗粮一天 200 克。", "狗胖了，狗粮一天减到 150 克。"),
    ("我每天喝 4 杯水。", "医生让多喝水，每天加到 8 杯了。"),
    ("每周跑步 30 公里。", "膝盖有点疼，每周跑量减到 20 公里了。"),
    ("跑步机坡度设在 6 度。", "跑步机坡度减到 3 度了。"),
]


@pytest.mark.parametrize(("old", "new"), CHANGED)
def test_an_amount_said_reduced_or_raised_links_the_older_amount(old: str, new: str) -> None:
    assert classify(old, new).kind in ("update", "possible_update"), classify(old, new)


@pytest.mark.parametrize("text", ["把这个商品加到购物车了。", "老王把我加到群里了。", "我们追加到了第二轮。"])
def test_a_thing_added_to_a_place_is_no_change_word(text: str) -> None:
    assert not [label for label, strength in signals_in(text) if strength == "strong"]


MOVED_INTO = [
    ("团队的任务都在 Jira 看板上管。", "下半年团队任务全搬进飞书项目了，Jira 没人打开了。"),
    ("我们的文档都放在语雀上。", "文档全搬进飞书了。"),
    ("我们的代码都放在 GitLab 上。", "代码全迁进 GitHub 了。"),
]


@pytest.mark.parametrize(("old", "new"), MOVED_INTO)
def test_moved_into_another_place_links_the_older_place(old: str, new: str) -> None:
    assert classify(old, new).kind in ("update", "possible_update"), classify(old, new)


@pytest.mark.parametrize("text", ["他转回家了。", "我转回头看了一眼。"])
def test_turning_back_home_or_round_is_no_return_to_a_value(text: str) -> None:
    assert not [label for label, strength in signals_in(text) if strength == "back"]


@pytest.mark.parametrize(("old", "new"), [("我用支付宝交房租。", "房东把押金转回支付宝了。"),
                                          ("我的工资卡是招行的。", "公司把报销款转回招行卡里了。")])
def test_money_sent_back_to_an_account_is_no_return_to_a_value(old: str, new: str) -> None:
    assert classify(old, new).kind not in ("update", "reversal"), classify(old, new)


@pytest.mark.parametrize("text", ["钱已经转回给你了。", "退款转回原账户了。"])
def test_money_sent_back_carries_no_return_word(text: str) -> None:
    assert not [label for label, strength in signals_in(text) if strength == "back"]


@pytest.mark.parametrize("text", ["线下班老师换来换去，上个月退了，转回线上外教一对一。", "数据库转回 MySQL 了。"])
def test_turned_back_to_a_value_is_a_return(text: str) -> None:
    assert [label for label, strength in signals_in(text) if strength == "back"]
