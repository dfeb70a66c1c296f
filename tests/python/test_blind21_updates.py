"""Blind probes 21's tuning misses (session 43, fresh21): a mortgage payment is a money slot like rent (房贷 / 月供),
and a change said before a question ("后端已经升到 Go 1.22 了，go.mod 里要改哪几行？") states its value; look-alikes
of each stay apart."""
import pytest
from flymemory import classify

LINKS = ("update", "possible_update", "reversal")


@pytest.mark.parametrize("old,new", [
    ("房贷一个月六千八。", "房贷一个月6500。"),
    ("我每个月房贷6800。", "我每个月房贷6500。"),
    ("月供每月4200。", "月供每月3900。"),
    ("房贷一个月七千二。", "房贷每个月还 6900。"),
    ("我们后端用的是 Go 1.21。", "后端已经升到 Go 1.22 了，go.mod 里要改哪几行？"),
    ("We track bugs in Jira.", "We switched to Linear for bugs, how do I import the old Jira issues?"),
    ("Our backend runs Go 1.21.", "We upgraded the backend to Go 1.22, which lines in go.mod should I change?"),
    ("I write code in VS Code.", "I'm on Neovim full time these days, any good plugin for git blame?"),
])
def test_update_read(old: str, new: str) -> None:
    assert classify.classify(old, new).kind in LINKS


@pytest.mark.parametrize("old,new", [
    # two money slots, two owners, two subjects: apart
    ("房贷一个月6800。", "房租一个月6500。"),
    ("我每个月房贷6800。", "我爸每个月房贷5000。"),
    ("房贷一个月6800。", "车贷一个月3000。"),
    ("房租一个月2800。", "房贷每个月还2800。"),
    ("我每月房租两千。", "我买菜预算一个月两千二。"),
    # a change before a question, of another subject or another person
    ("我们后端用的是 Go 1.21。", "前端已经升到 Node 20 了，package.json 里要改哪几行？"),
    ("I live in Denver.", "My sister moved to Phoenix, any tips for visiting her?"),
    ("I drive a Honda.", "My wife switched to a Tesla, is charging at home expensive?"),
    ("I write code in VS Code.", "My brother is on Neovim full time these days, any good plugin for git blame?"),
    ("I write code in VS Code.", "I'm on a keto diet these days, any good snack ideas?"),
    # a question whose first clause asks: still a question
    ("We track bugs in Jira.", "Should we switch to Linear, or is Jira fine?"),
    ("我们后端用的是 Go 1.21。", "后端要不要升到 Go 1.22，改动大吗？"),
])
def test_kept_apart(old: str, new: str) -> None:
    assert not classify.classify(old, new).links
