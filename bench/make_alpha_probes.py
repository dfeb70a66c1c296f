"""Issue #12: IN-SAMPLE probes for "another one of the thing asked" (session 34, alpha34), hand-written by the
engineer who tunes on them, before any rule of the round was changed: two named things of one kind, the second said
with a change word ("Service alpha listens on 8080" / "We moved service beta to 9090"), and a question that names the
first ("Which port does service alpha use?"). On main the lexical ladder links such a pair ("a value replaced beside
'service'") and a recall then puts the newer one first; in Chinese "订单服务" / "支付服务" is even crossed out. The
look-alikes name another service, database, cluster, environment, office, project, team, meeting, cache, relative of
the speaker. Every group has a control: a real update of ONE named thing, said with a change word, with a question
naming it; some controls say the name in other words ("the payments service" / "payments", "Project Falcon" /
"Falcon"), and two say a firm put in place of a firm (the value itself is a name: "我在中信银行上班" / "我已经到招商
银行工作了").

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a look-alike and its controls are one group): "tuning"
is tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_alpha_probes.py   # writes bench/data/alpha_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/alpha_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263405
OUT = Path(__file__).resolve().parent / "data" / "alpha_probes.jsonl"

S, L = "update_signal", "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: another named thing of the same kind, said with a change word ---------------------------------
    ("svc", "en", L, "Which port does service alpha use?", "Service alpha listens on 8080.", "We moved service beta to 9090."),
    ("svc", "en", S, "Which port does service alpha use?", "Service alpha listens on 8080.", "We moved service alpha to 9090."),
    ("paysvc", "en", L, "Which port does the payments service run on?", "The payments service runs on 8080.", "We moved the ledger service to 9090."),
    ("paysvc", "en", S, "Which port does the payments service run on?", "The payments service runs on 8080.", "We moved payments to 9090."),
    ("paysvc", "en", S, "Which port does the payments service run on?", "The payments service runs on 8080.", "We moved the payments service to port 9090."),
    ("env", "en", L, "Which Postgres version does staging run?", "Staging runs on Postgres 14.", "We upgraded prod to Postgres 16."),
    ("env", "en", S, "Which Postgres version does staging run?", "Staging runs on Postgres 14.", "We upgraded staging to Postgres 16."),
    ("sistercar", "en", L, "What car does my sister drive?", "My sister drives a Honda.", "My brother switched to a Toyota."),
    ("sistercar", "en", S, "What car does my sister drive?", "My sister drives a Honda.", "My sister switched to a Toyota."),
    ("sistercity", "en", L, "Where does my sister live?", "My sister lives in Boston.", "My brother's family moved to Denver."),
    ("sistercity", "en", S, "Where does my sister live?", "My sister lives in Boston.", "My sister moved to Denver."),
    ("cluster", "en", L, "How many nodes does the east cluster have?", "The east cluster has 12 nodes.", "We scaled the west cluster to 20 nodes."),
    ("cluster", "en", S, "How many nodes does the east cluster have?", "The east cluster has 12 nodes.", "We scaled the east cluster to 20 nodes."),
    ("region", "en", L, "Which region hosts the orders database?", "The orders database is hosted in us-east-1.", "We migrated the users database to eu-west-1."),
    ("region", "en", S, "Which region hosts the orders database?", "The orders database is hosted in us-east-1.", "We migrated the orders DB to eu-west-1."),
    ("lead", "en", L, "Who leads the mobile team?", "Priya leads the mobile team.", "Marco took over the web team."),
    ("lead", "en", S, "Who leads the mobile team?", "Priya leads the mobile team.", "Marco took over the mobile team."),
    ("branch", "en", L, "What is the default branch of the api repo?", "The api repo's default branch is master.", "We renamed the default branch of the web repo to main."),
    ("branch", "en", S, "What is the default branch of the api repo?", "The api repo's default branch is master.", "We renamed the default branch of the api repo to main."),
    ("queue", "en", L, "What is the timeout of the billing queue?", "The billing queue has a 30 second timeout.", "We raised the timeout of the email queue to 60 seconds."),
    ("queue", "en", S, "What is the timeout of the billing queue?", "The billing queue has a 30 second timeout.", "We raised the billing queue timeout to 60 seconds."),
    ("office", "en", L, "Which floor is the Berlin office on?", "The Berlin office is on the 3rd floor.", "The Munich office moved to the 5th floor."),
    ("office", "en", S, "Which floor is the Berlin office on?", "The Berlin office is on the 3rd floor.", "The Berlin office moved to the 5th floor."),
    ("project", "en", L, "When is project Falcon due?", "Project Falcon is due on March 3.", "Project Eagle got pushed to April 10."),
    ("project", "en", S, "When is project Falcon due?", "Project Falcon is due on March 3.", "Falcon got pushed to April 10."),
    ("school", "en", L, "Which school does my son go to?", "My son goes to Lincoln Elementary.", "My daughter switched to Oak Ridge Academy."),
    ("school", "en", S, "Which school does my son go to?", "My son goes to Lincoln Elementary.", "My son switched to Oak Ridge Academy."),
    ("ubuntu", "en", L, "Which Ubuntu do the build servers run?", "The build servers run Ubuntu 20.04.", "We upgraded the test servers to Ubuntu 22.04."),
    ("ubuntu", "en", S, "Which Ubuntu do the build servers run?", "The build servers run Ubuntu 20.04.", "We upgraded the build servers to Ubuntu 22.04."),
    ("bank", "en", L, "Which bank holds my checking account?", "My checking account is at Chase.", "I moved my savings account to Ally."),
    ("bank", "en", S, "Which bank holds my checking account?", "My checking account is at Chase.", "I moved my checking account to Ally."),
    ("python", "en", L, "Which Python version does the ingest job use?", "The ingest job runs on Python 3.9.", "We bumped the export job to Python 3.12."),
    ("python", "en", S, "Which Python version does the ingest job use?", "The ingest job runs on Python 3.9.", "We bumped the ingest job to Python 3.12."),
    ("review", "en", L, "When is the design review?", "The design review is on Tuesdays at 10.", "We moved the code review to Thursdays at 2."),
    ("review", "en", S, "When is the design review?", "The design review is on Tuesdays at 10.", "We moved the design review to Thursdays at 2."),
    ("cache", "en", L, "What is the TTL of the session cache?", "The session cache TTL is 5 minutes.", "We changed the profile cache TTL to 15 minutes."),
    ("cache", "en", S, "What is the TTL of the session cache?", "The session cache TTL is 5 minutes.", "We changed the session cache TTL to 15 minutes."),
    ("employer", "en", S, "Which bank do I work at?", "I work at Citibank.", "I moved over to Barclays last month."),
    # -- Chinese ---------------------------------------------------------------------------------------------
    ("dingdan", "zh", L, "订单服务用哪个端口？", "订单服务部署在8080端口。", "我们把支付服务改到了9090端口。"),
    ("dingdan", "zh", S, "订单服务用哪个端口？", "订单服务部署在8080端口。", "我们把订单服务改到了9090端口。"),
    ("jiejie", "zh", L, "我姐姐住在哪？", "我姐姐住在上海。", "我哥哥一家搬到了北京。"),
    ("jiejie", "zh", S, "我姐姐住在哪？", "我姐姐住在上海。", "我姐姐搬到了北京。"),
    ("huanjing", "zh", L, "测试环境用的是哪个版本的MySQL？", "测试环境用的是MySQL 5.7。", "我们把生产环境升级到了MySQL 8.0。"),
    ("huanjing", "zh", S, "测试环境用的是哪个版本的MySQL？", "测试环境用的是MySQL 5.7。", "我们把测试环境升级到了MySQL 8.0。"),
    ("fuben", "zh", L, "用户库有几个副本？", "用户库有3个副本。", "我们把订单库改成了5个副本。"),
    ("fuben", "zh", S, "用户库有几个副本？", "用户库有3个副本。", "我们把用户库改成了5个副本。"),
    ("bangong", "zh", L, "北京办公室在几楼？", "北京办公室在3楼。", "上海办公室搬到了5楼。"),
    ("bangong", "zh", S, "北京办公室在几楼？", "北京办公室在3楼。", "北京办公室搬到了5楼。"),
    ("xuexiao", "zh", L, "我儿子在哪上学？", "我儿子在实验小学上学。", "我女儿转到了育才小学。"),
    ("xuexiao", "zh", S, "我儿子在哪上学？", "我儿子在实验小学上学。", "我儿子转到了育才小学。"),
    ("fuze", "zh", L, "前端组的负责人是谁？", "前端组由小王负责。", "后端组现在改由小李负责了。"),
    ("fuze", "zh", S, "前端组的负责人是谁？", "前端组由小王负责。", "前端组现在改由小李负责了。"),
    ("xiangmu", "zh", L, "A项目什么时候上线？", "A项目计划三月上线。", "B项目推迟到了五月上线。"),
    ("xiangmu", "zh", S, "A项目什么时候上线？", "A项目计划三月上线。", "A项目推迟到了五月上线。"),
    ("huancun", "zh", L, "会话缓存的过期时间是多少？", "会话缓存的过期时间是5分钟。", "我们把商品缓存的过期时间改成了15分钟。"),
    ("huancun", "zh", S, "会话缓存的过期时间是多少？", "会话缓存的过期时间是5分钟。", "我们把会话缓存的过期时间改成了15分钟。"),
    ("baba", "zh", L, "我爸开什么车？", "我爸开的是丰田。", "我妈换成了本田。"),
    ("baba", "zh", S, "我爸开什么车？", "我爸开的是丰田。", "我爸换成了本田。"),
    ("jiqun", "zh", L, "东区集群有多少台机器？", "东区集群有12台机器。", "西区集群扩到了20台机器。"),
    ("jiqun", "zh", S, "东区集群有多少台机器？", "东区集群有12台机器。", "东区集群扩到了20台机器。"),
    ("zhouhui", "zh", L, "产品周会在什么时候？", "产品周会在周二上午。", "技术周会改到了周四下午。"),
    ("zhouhui", "zh", S, "产品周会在什么时候？", "产品周会在周二上午。", "产品周会改到了周四下午。"),
    ("yinhang", "zh", S, "我在哪家银行上班？", "我在中信银行上班。", "我已经到招商银行工作了。"),
    ("shujuku", "zh", L, "订单库部署在哪个机房？", "订单库部署在上海机房。", "我们把日志库迁到了北京机房。"),
    ("shujuku", "zh", S, "订单库部署在哪个机房？", "订单库部署在上海机房。", "我们把订单库迁到了北京机房。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "alpha", 341000)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_alpha_probes.py): hand-written by session 34 "
                         "(alpha34) before any rule of its round was changed, for another one of the thing asked: "
                         "two named things of one kind (service alpha / beta, payments / ledger, staging / prod, "
                         "订单服务 / 支付服务, my sister / my brother), the second said with a change word, and a "
                         "question naming the first (distinct_lookalike); controls: real updates of ONE named thing "
                         "said with a change word, some with the name in other words (update_signal); split once "
                         "before tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED, controls=sum(case[2] == S for case in CASES))


if __name__ == "__main__":
    main()
