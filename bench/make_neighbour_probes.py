"""Issue #12: IN-SAMPLE probes of a change said of ANOTHER party or ANOTHER thing of the same kind (session 39,
others39), hand-written before any rule of the round was changed, by the engineer who tunes on it. English and
Chinese about half each:
  - distinct look-alikes (class distinct_lookalike): another company, team, branch, neighbour or friend changed its
    own value ("公司用钉钉" / "隔壁公司改用飞书了", "Our team uses Slack" / "My sister's team moved to Teams"), or
    another instance of one kind of thing, named by a qualifier, has its own value ("The Berlin office is on Main
    Street" / "The Paris office moved to Rue Cler", two clusters by region, two legs of a trip, two environments):
    never crossed out, and where unsure, not linked either;
  - controls: the same party's or the same instance's change, said with its qualifier (class update_signal:
    "我们公司改用飞书了", "Our team moved to Teams", "The Berlin office moved to Rue Cler", "Staging moved to
    Kubernetes 1.30" after "Staging is on Kubernetes 1.28"), and the fact said again with its qualifier (class
    restatement: stored once).

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_neighbour_probes.py   # writes bench/data/neighbour_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/neighbour_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263902
OUT = Path(__file__).resolve().parent / "data" / "neighbour_probes.jsonl"

S, R, L = "update_signal", "restatement", "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- Chinese: another company, team, shop; a neighbour, a friend, a relative --------------------------------------
    ("dingding", "zh", L, "隔壁公司用什么办公软件？", "公司用钉钉。", "隔壁公司改用飞书了。"),
    ("dingding", "zh", S, "我们公司用什么办公软件？", "公司用钉钉。", "我们公司改用飞书了。"),
    ("dingding", "zh", R, "我们公司用什么办公软件？", "我们公司用钉钉。", "我们公司一直用的是钉钉。"),
    ("shangban", "zh", L, "别的公司几点上班？", "我们公司九点上班。", "别的公司都改成十点上班了。"),
    ("shangban", "zh", S, "我们公司几点上班？", "我们公司九点上班。", "我们公司改成十点上班了。"),
    ("kuandai", "zh", L, "邻居家的宽带是哪家的？", "我家宽带用的是电信。", "邻居家的宽带换成联通了。"),
    ("kuandai", "zh", S, "我家宽带是哪家的？", "我家宽带用的是电信。", "我家宽带换成联通了。"),
    ("kuandai", "zh", R, "我家宽带是哪家的？", "我家宽带用的是电信。", "我家的宽带是电信的。"),
    ("shenzhen", "zh", L, "我朋友住在哪？", "我住在广州。", "我朋友搬到了深圳。"),
    ("shenzhen", "zh", S, "我住在哪？", "我住在广州。", "我搬到了深圳。"),
    ("shenzhen", "zh", L, "我表哥住在哪？", "我朋友住在广州。", "我表哥搬到了深圳。"),
    ("fendian", "zh", L, "另一家分店周几休息？", "我们店周一休息。", "另一家分店改成周二休息了。"),
    ("fendian", "zh", S, "我们店周几休息？", "我们店周一休息。", "我们店改成周二休息了。"),
    ("xiangmu", "zh", L, "隔壁部门用什么管理任务？", "我们组用Jira管理任务。", "隔壁部门改用飞书项目管理任务了。"),
    ("xiangmu", "zh", S, "我们组用什么管理任务？", "我们组用Jira管理任务。", "我们组改用飞书项目管理任务了。"),
    # -- Chinese: another instance of one kind, named by a qualifier ---------------------------------------------------
    ("fengongsi", "zh", L, "上海分公司在哪？", "北京分公司在国贸。", "上海分公司搬到了陆家嘴。"),
    ("fengongsi", "zh", S, "北京分公司在哪？", "北京分公司在国贸。", "北京分公司搬到了望京。"),
    ("fengongsi", "zh", R, "北京分公司在哪？", "北京分公司在国贸。", "北京分公司的办公地点在国贸。"),
    ("jiqun", "zh", L, "华北集群跑的是哪个版本？", "华东集群跑的是Kubernetes 1.29。", "华北集群跑的是Kubernetes 1.30。"),
    ("jiqun", "zh", S, "华东集群跑的是哪个版本？", "华东集群跑的是Kubernetes 1.29。", "华东集群升级到了Kubernetes 1.30。"),
    ("shujuku", "zh", L, "生产环境的数据库是什么版本？", "测试环境的数据库是MySQL 5.7。", "生产环境的数据库升级到了MySQL 8.0。"),
    ("shujuku", "zh", S, "测试环境的数据库是什么版本？", "测试环境的数据库是MySQL 5.7。", "测试环境的数据库升级到了MySQL 8.0。"),
    ("hangban", "zh", L, "我们回程的航班是哪班？", "我们去成都的航班是CA4102。", "我们从成都回来的航班是CA4111。"),
    ("hangban", "zh", R, "我们去成都坐哪班飞机？", "我们去成都的航班是CA4102。", "去成都我们坐的是CA4102航班。"),
    ("hangban", "zh", S, "我们去成都的航班是哪班？", "我们去成都的航班是CA4102。", "我们去成都的航班改成CA4108了。"),
    ("xiaoqu", "zh", L, "南门几点关？", "小区北门晚上十一点关。", "小区南门改成晚上十点关了。"),
    ("xiaoqu", "zh", S, "小区北门几点关？", "小区北门晚上十一点关。", "小区北门改成晚上十点关了。"),
    ("shitang", "zh", L, "二食堂几点开门？", "一食堂早上六点半开门。", "二食堂改成早上七点开门了。"),
    ("shitang", "zh", R, "一食堂几点开门？", "一食堂早上六点半开门。", "一食堂每天早上六点半开门。"),
    # -- English: another company, team, neighbour, friend ---------------------------------------------------------------
    ("slack", "en", L, "What does my sister's team use?", "Our team uses Slack.", "My sister's team moved to Teams."),
    ("slack", "en", S, "What does our team use?", "Our team uses Slack.", "Our team moved to Teams."),
    ("slack", "en", R, "What does our team use?", "Our team uses Slack.", "Our team uses Slack for chat."),
    ("nextdoor", "en", L, "What does the company next door use?", "Our company uses Google Workspace.", "The company next door switched to Microsoft 365."),
    ("nextdoor", "en", S, "What does our company use?", "Our company uses Google Workspace.", "Our company switched to Microsoft 365."),
    ("fios", "en", L, "Who is our neighbours' internet provider?", "Our internet provider is Comcast.", "Our neighbours switched to Verizon Fios."),
    ("fios", "en", S, "Who is our internet provider?", "Our internet provider is Comcast.", "We switched our internet to Verizon Fios."),
    ("denver", "en", L, "Where does my friend live?", "I live in Austin.", "My friend moved to Denver."),
    ("denver", "en", S, "Where do I live?", "I live in Austin.", "I moved to Denver."),
    ("standup", "en", L, "When is the frontend team's standup?", "The backend team's standup is at 9:30.", "The frontend team's standup moved to 10:00."),
    ("standup", "en", S, "When is the backend team's standup?", "The backend team's standup is at 9:30.", "The backend team's standup moved to 10:00."),
    # -- English: another instance of one kind, named by a qualifier -----------------------------------------------------
    ("office", "en", L, "Where is the Paris office?", "The Berlin office is on Main Street.", "The Paris office moved to Rue Cler."),
    ("office", "en", S, "Where is the Berlin office?", "The Berlin office is on Main Street.", "The Berlin office moved to Rue Cler."),
    ("office", "en", R, "Where is the Berlin office?", "The Berlin office is on Main Street.", "Our Berlin office is located on Main Street."),
    ("london", "en", L, "Where is our other office?", "Our London office is in Shoreditch.", "Our other office moved to Canary Wharf."),
    ("london", "en", S, "Where is our London office?", "Our London office is in Shoreditch.", "Our London office moved to Canary Wharf."),
    ("cluster", "en", L, "Which Kubernetes does the us-east prod cluster run?", "The prod cluster in eu-west runs Kubernetes 1.29.", "The prod cluster in us-east runs Kubernetes 1.30."),
    ("cluster", "en", S, "Which Kubernetes does the eu-west prod cluster run?", "The prod cluster in eu-west runs Kubernetes 1.29.", "The prod cluster in eu-west was upgraded to Kubernetes 1.30."),
    ("cluster", "en", R, "Which Kubernetes does the eu-west prod cluster run?", "The prod cluster in eu-west runs Kubernetes 1.29.", "The eu-west prod cluster runs Kubernetes 1.29."),
    ("staging", "en", S, "Which Kubernetes is staging on?", "Staging is on Kubernetes 1.28.", "Staging moved to Kubernetes 1.30."),
    ("staging", "en", L, "Which Kubernetes is production on?", "Staging is on Kubernetes 1.28.", "Production moved to Kubernetes 1.30."),
    ("staging", "en", R, "Which Kubernetes is staging on?", "Staging is on Kubernetes 1.28.", "Staging runs on Kubernetes 1.28."),
    ("node", "en", L, "Which Node does the prod environment use?", "The dev environment uses Node 18.", "The prod environment was upgraded to Node 20."),
    ("node", "en", S, "Which Node does the dev environment use?", "The dev environment uses Node 18.", "The dev environment was upgraded to Node 20."),
    ("flight", "en", L, "What is our flight back from Lisbon?", "Our flight to Lisbon on the 12th is TP1331.", "Our flight back from Lisbon on the 19th is TP1336."),
    ("flight", "en", S, "What is our flight to Lisbon?", "Our flight to Lisbon on the 12th is TP1331.", "Our flight to Lisbon on the 12th was changed to TP1335."),
    ("flight", "en", R, "What is our flight to Lisbon?", "Our flight to Lisbon on the 12th is TP1331.", "On the 12th we fly to Lisbon on TP1331."),
    ("train", "en", L, "When does the return train leave?", "The outbound train leaves at 8:15.", "The return train leaves at 17:40."),
    ("train", "en", R, "When does the outbound train leave?", "The outbound train leaves at 8:15.", "Our outbound train departs at 8:15."),
    ("branch", "en", L, "When does the airport branch open?", "The downtown branch opens at 9 am.", "The airport branch now opens at 7 am."),
    ("branch", "en", S, "When does the downtown branch open?", "The downtown branch opens at 9 am.", "The downtown branch now opens at 8 am."),
    ("region", "en", L, "Where is our US region hosted?", "Our EU region is hosted in Frankfurt.", "Our US region moved to Oregon."),
    ("region", "en", S, "Where is our EU region hosted?", "Our EU region is hosted in Frankfurt.", "Our EU region moved to Dublin."),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "neighbour39", 750200)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_neighbour_probes.py): hand-written by session 39 "
                         "(others39) before any rule of its round was changed, for a change said of another party "
                         "(another company, team, shop, neighbour, friend) or another instance of one kind named by a "
                         "qualifier (another office, branch, cluster, region, environment, leg of a trip), beside "
                         "the same party's or instance's change (an update) and the fact said again with its "
                         "qualifier (stored once); split once before tuning into 'tuning' (tuned on) and 'check' "
                         "(counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
