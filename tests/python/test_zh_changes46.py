"""Chinese changes said after their reason (session 46, zh46, blind set 24's tuning half): a reason of one or several
clauses, then a change clause that names no subject of its own ("…，上周已经全部迁到 KMS 了", "…，还是改回全拼了"),
its subject carried from the reason or its verb the older sentence's own (改吃 after 吃); 改刷 as a change word; a
clock time's 以后 ("八点以后") no change word. Another holder, a plan, a passing state or a second item links
nothing."""

import pytest
from flymemory.classify import classify
from flymemory.classify.claim import change_after_reason, subjectless_change_cjk
from flymemory.classify.signals import signals_in

LINKED = ("update", "possible_update", "reversal")

CHANGED = [
    # the reason names the older subject and its value; the change clause names no subject
    ("服务的密钥都放在 Apollo 配置中心里。", "安全组说配置中心放密钥不合规，上周已经全部迁到 KMS 了。"),
    ("我们的日志都存在 ELK 里。", "运维说 ELK 存日志太贵，上个月已经全部迁到 Loki 了。"),
    # the reason in two clauses, the return said last
    ("花了一个月练小鹤双拼，日常打字都是双拼了。", "双拼重码太多，打字反而慢，还是改回全拼了。"),
    ("学了两周五笔，平时打字都用五笔。", "五笔的字根太难记，打字总出错，还是改回拼音了。"),
    # 改 before the older sentence's own verb, the value left said in the clauses before it
    ("我每天吃一片善存。", "体检说缺维D，医生让我把善存停了，从这周一开始改吃维生素D3，一天一粒。"),
    ("我每天晚上喝一杯牛奶。", "牛奶喝了总胀气，医生让我把牛奶停了，现在改喝豆浆了。"),
    # a habit of now (最近都) with the older sentence's own verb, the value left named in the reason
    ("我一般去山姆买东西。", "山姆太远了，办了张 Costco 的卡，最近都去 Costco。"),
    ("我周末一般去万达看电影。", "万达的座椅太旧了，最近都去 CGV 看了。"),
    # 改刷: 改 before the verb of paying by card
    ("我日常刷招行的信用卡。", "招行那张年费不给免了，日常消费都改刷中信的了。"),
    # 八点以后 is a clock time, not a change word of the older sentence
    ("生产发布窗口是周二和周四晚上八点以后。", "上次周四晚上发版出了事故，现在只允许周二晚上发了。"),
]


@pytest.mark.parametrize("old,new", CHANGED)
def test_a_chinese_change_after_its_reason_links(old, new):
    judgement = classify(old, new)
    assert judgement.kind in LINKED, judgement


KEPT_APART = [
    # another person's change
    ("我日常刷招行的信用卡。", "招行那张年费不给免了，我同事都改刷中信的了。"),
    ("服务的密钥都放在 Apollo 配置中心里。", "安全组说配置中心放密钥不合规，隔壁组上周已经全部迁到 KMS 了。"),
    # a plan
    ("服务的密钥都放在 Apollo 配置中心里。", "安全组说配置中心放密钥不合规，我们在考虑换成 KMS。"),
    ("我一般去山姆买东西。", "山姆最近人太多了，我同事最近都去 Costco。"),
    # a passing state
    ("我一般去山姆买东西。", "山姆太远了，这周先去 Costco。"),
    # a habit of now with another verb: no value of the older act replaced
    ("我一般去山姆买东西。", "山姆太远了，最近都在加班。"),
    # a second item
    ("我日常刷招行的信用卡。", "公司报销用的信用卡是中信的。"),
    # the reason names only the older value (one run, 配置中心): another thing of it changed
    ("服务的密钥都放在 Apollo 配置中心里。", "配置中心的界面太丑了，上周已经全部换成新版了。"),
]


@pytest.mark.parametrize("old,new", KEPT_APART)
def test_another_holder_a_plan_a_passing_state_or_a_second_item_links_nothing(old, new):
    judgement = classify(old, new)
    assert judgement.kind not in LINKED, judgement


def test_the_reason_may_be_several_clauses():
    assert change_after_reason("双拼重码太多，打字反而慢，还是改回全拼了。") == ("双拼重码太多，打字反而慢",
                                                                              "还是改回全拼了")


def test_a_change_clause_without_a_subject_is_read_from_its_change_word():
    assert subjectless_change_cjk("上周已经全部迁到 KMS 了") == "迁到 KMS 了"
    assert subjectless_change_cjk("从这周一开始改吃维生素D3") == "改吃维生素D3"
    assert subjectless_change_cjk("他们组上周迁到 KMS 了") is None
    assert subjectless_change_cjk("最近都去 Costco") == "去 Costco"


def test_a_clock_times_yihou_is_no_change_word():
    assert signals_in("生产发布窗口是周二和周四晚上八点以后。") == ()
    assert signals_in("以后周会都在五楼开。")
    assert signals_in("我日常都改刷中信的信用卡了。")
