"""Issue #12: a seventh set of IN-SAMPLE probes, for updates the write path leaves unlinked for a
STRUCTURAL reason rather than a missing word, hand-written before any rule was fitted to it:
  - an older (or newer) value longer than the changed-words limit in a frame that is plainly the same
    ("Our CI runs on a self-hosted Jenkins box under the desk in the London office" -> "... on
    GitHub Actions now"; 主数据库是机房里那台老戴尔服务器上的MySQL -> 主数据库现在是PolarDB);
  - a person's name as the value, in either order ("My mentor is Rahel" -> "Dmitri is my mentor
    now"; 我的导师是陈老师 -> 现在刘老师是我的导师; 前端负责人是小林 -> 现在小何负责前端);
  - membership and since phrasings ("I'm on the mobile team" -> "I joined the infrastructure team";
    "I work in the Berlin office" -> "Since March I've been working from the Munich office";
    我在移动端组 -> 我上个月加入了基础架构组).
About half the cases are controls built to share the long frame or the name and be two true facts:
another subject or slot in the same long frame, the same name doing another thing ("Priya reviews the
backend" / "Tom reviews the frontend"), joining a club beside a team, someone else's since-clause, a
change word on another role, events with a name; plus restatements that flip a name to the front
("My manager is Priya" / "Priya is my manager"), which must not become updates.

Split ONCE, before any tuning, into a `tuning` half (rules may be fitted to it) and a `check` half
(read only as a figure), one group per case, stratified by class and language, seed in the header.

    .venv/bin/python bench/make_update_probes_7.py   # writes bench/data/update_probes_7.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_7.jsonl --split tuning
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_7.jsonl --split check"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import seq_rows, write_jsonl

SEED = 20261202
OUT = Path(__file__).resolve().parent / "data" / "update_probes_7.jsonl"

S, R = "update_signal", "reversal"
L, E, T, U, Q = "distinct_lookalike", "distinct_event", "temporary", "unrelated", "restatement"

# (lang, cls, question, sequence)
CASES: list[tuple[str, str, str, list[str]]] = [
    # -- English: a long older or newer value in the same frame
    ("en", S, "Where does our CI run?", ["Our CI pipeline runs on a self-hosted Jenkins box under the desk in the London office.", "Our CI pipeline runs on GitHub Actions now."]),
    ("en", S, "What is my daily driver?", ["My daily driver is a 2015 MacBook Pro with a cracked screen and a sticky keyboard.", "My daily driver is now a Framework laptop."]),
    ("en", S, "Where do customer support tickets go?", ["Customer support tickets go to the shared Zendesk queue that the whole ops team watches.", "Customer support tickets now go to Linear."]),
    ("en", S, "Where does the staging database run?", ["The staging database runs on an old Postgres 11 instance in our own rack in Dublin.", "The staging database runs on Aurora these days."]),
    ("en", S, "How do I commute?", ["I commute by driving my old diesel hatchback along the ring road every morning.", "I commute by train now."]),
    ("en", S, "When is the planning meeting?", ["The planning meeting is on Monday mornings right after the all-hands in the big room.", "The planning meeting moved to Wednesday afternoons."]),
    ("en", S, "Where are build artifacts stored?", ["Build artifacts are stored on a network share that only the release engineers can mount.", "Build artifacts are now stored in S3."]),
    ("en", S, "What is our deploy target?", ["Our deploy target is Heroku.", "Our deploy target is now a managed Kubernetes cluster in the Azure West Europe region run by the platform group."]),
    ("en", S, "What does the team use for chat?", ["The team uses Slack for chat.", "The team switched to a self-hosted Matrix server that IT runs on the old file server in the basement."]),
    ("en", S, "Where do I keep my notes?", ["I keep my notes in a pile of paper notebooks on the shelf next to my desk at home.", "I keep my notes in Obsidian now."]),
    # -- English: a person's name as the value
    ("en", S, "Who is my mentor?", ["My mentor is Rahel.", "Dmitri is my mentor now."]),
    ("en", S, "Who is the product owner?", ["Our product owner is Lucia.", "Now our product owner is Hamid."]),
    ("en", S, "Who is the release captain?", ["The release captain is Joon.", "Beatriz is the release captain from now on."]),
    ("en", S, "Who is my landlord?", ["My landlord is Mr. Okafor.", "My landlord is now Mrs. Lindqvist."]),
    ("en", S, "Who approves expense reports?", ["Ingrid approves the expense reports.", "Marco approves the expense reports now."]),
    ("en", S, "Who is my doctor?", ["My doctor is Dr. Mendes.", "I switched doctors, Dr. Varga is my doctor now."]),
    ("en", S, "Who leads the data team?", ["The data team is led by Svetlana.", "Now Kwame leads the data team."]),
    ("en", S, "Who is my running partner?", ["Yusuf is my running partner.", "My running partner these days is Elif."]),
    # -- English: membership and since
    ("en", S, "Which team am I on?", ["I'm on the mobile team.", "I joined the infrastructure team last month."]),
    ("en", S, "Which office do I work in?", ["I work in the Berlin office.", "Since March I've been working from the Munich office."]),
    ("en", S, "Which chapter am I in?", ["I'm a member of the analytics chapter.", "I've joined the data engineering chapter."]),
    ("en", S, "Where do I work from?", ["I work from home.", "Since the new year I've been going into the office every day."]),
    ("en", S, "What is my role?", ["I'm a backend developer.", "Since the reorg I've been working as an SRE."]),
    ("en", S, "Which team is Mei on?", ["Mei is on the growth team.", "Mei transferred to the search team."]),
    ("en", S, "Which gym do I go to?", ["I go to the gym on Baker Street.", "Since October I've been going to the climbing gym by the river instead."]),
    ("en", S, "Which squad am I in?", ["I'm in the payments squad.", "I'm part of the identity squad now."]),
    ("en", R, "Who is my mentor?", ["My mentor is Rahel.", "Dmitri is my mentor now.", "Rahel is my mentor again."]),
    # English restatements: a name moved to the front, a long value said again
    ("en", Q, "Who is my manager?", ["My manager is Priya.", "Priya is my manager."]),
    ("en", Q, "Who is the release captain?", ["The release captain is Joon.", "Joon is the release captain."]),
    ("en", Q, "Where does our CI run?", ["Our CI pipeline runs on a self-hosted Jenkins box in the London office.", "Our CI pipeline runs on the self-hosted Jenkins box in the London office."]),
    ("en", Q, "Which team am I on?", ["I'm on the mobile team.", "I am on the mobile team."]),
    # -- English controls: the long frame shared, another subject or slot
    ("en", L, "Where does our CI run?", ["Our CI pipeline runs on a self-hosted Jenkins box under the desk in the London office.", "Our nightly fuzzing runs on GitHub Actions now."]),
    ("en", L, "What is my daily driver?", ["My daily driver is a 2015 MacBook Pro with a cracked screen and a sticky keyboard.", "My backup machine is now a Framework laptop."]),
    ("en", L, "Where does the staging database run?", ["The staging database runs on an old Postgres 11 instance in our own rack in Dublin.", "The analytics database runs on ClickHouse these days."]),
    ("en", L, "When is the planning meeting?", ["The planning meeting is on Monday mornings right after the all-hands in the big room.", "The design review moved to Wednesday afternoons."]),
    ("en", L, "How do I commute?", ["I commute by driving my old diesel hatchback along the ring road every morning.", "My wife commutes by train now."]),
    ("en", L, "Where are build artifacts stored?", ["Build artifacts are stored on a network share that only the release engineers can mount.", "Test reports are now stored in S3."]),
    ("en", L, "What is our deploy target?", ["Our deploy target for the mobile backend is the old bare-metal cluster in the Frankfurt data centre.", "Our deploy target for the marketing site is now Vercel."]),
    ("en", L, "Where do I keep my notes?", ["I keep my notes in a pile of paper notebooks on the shelf next to my desk at home.", "I keep my recipes in a shoebox now."]),
    # the same name or role, another thing
    ("en", L, "Who reviews the backend?", ["Priya reviews the backend.", "Tom reviews the frontend."]),
    ("en", L, "Who is my manager?", ["My manager is Priya.", "My mentor is Tom now."]),
    ("en", L, "Who owns the checkout flow?", ["Lucia owns the checkout flow.", "Hamid owns the search page now."]),
    ("en", L, "What is my sister's name?", ["My sister's name is Ana.", "My brother's name is Luis."]),
    ("en", L, "Who is my mentor?", ["Rahel is my mentor.", "Dmitri is my neighbour."]),
    ("en", L, "Who approves expense reports?", ["Ingrid approves the expense reports.", "Marco approves the holiday requests now."]),
    ("en", L, "Who leads the data team?", ["Svetlana leads the data team.", "Svetlana now also leads the hiring committee."]),
    ("en", L, "Who is my doctor?", ["My doctor is Dr. Mendes.", "My dentist is Dr. Varga now."]),
    # joining, since: another group, another person, an addition
    ("en", L, "Which team am I on?", ["I'm on the platform team.", "My brother joined the data team."]),
    ("en", L, "Which team am I on?", ["I'm on the platform team.", "I joined the company chess club last month."]),
    ("en", L, "Where do I work from?", ["I work from the office.", "Since January my partner has been working remotely."]),
    ("en", L, "Which chapter am I in?", ["I'm a member of the analytics chapter.", "I also joined the security guild."]),
    ("en", L, "Which team is Mei on?", ["Mei is on the growth team.", "Jonas transferred to the search team."]),
    ("en", T, "Which office do I work in?", ["I work in the Berlin office.", "This week I'm working from the Munich office for a workshop."]),
    # events with a name
    ("en", E, "Who did I have lunch with?", ["I had lunch with Marta today.", "I had lunch with Kofi today."]),
    ("en", E, "Who did I pair with?", ["On Monday I paired with Sven on the parser.", "On Tuesday I paired with Joon on the parser."]),
    ("en", U, "Who is my landlord?", ["My landlord is Mrs. Lindqvist.", "Since March the bakery downstairs has been closed."]),
    # -- Chinese: a long older or newer value in the same frame
    ("zh", S, "主数据库是什么？", ["我们的主数据库是公司机房里那台用了七八年的老戴尔服务器上的MySQL。", "我们的主数据库现在是PolarDB。"]),
    ("zh", S, "周会什么时候开？", ["周会定在每周一上午全员大会结束以后在大会议室开。", "周会改到周三下午了。"]),
    ("zh", S, "我怎么上班？", ["我每天开着那辆开了十年的旧车走绕城高速去上班。", "我现在坐地铁上班。"]),
    ("zh", S, "客服工单进哪里？", ["客服工单都进运维组大家一起盯着的那个共享Zendesk队列。", "客服工单现在都进Linear。"]),
    ("zh", S, "构建产物放在哪里？", ["构建产物放在只有发布工程师才能挂载的那个网络共享盘上。", "构建产物现在放在OSS上。"]),
    ("zh", S, "我们的部署目标是什么？", ["我们的部署目标是Heroku。", "我们的部署目标改成了平台组在阿里云杭州区域维护的那套托管Kubernetes集群。"]),
    ("zh", S, "我用什么记笔记？", ["我用书桌旁边书架上的一摞纸质笔记本记笔记。", "我现在用Obsidian记笔记。"]),
    ("zh", S, "CI跑在哪里？", ["CI跑在伦敦办公室桌子底下那台自己搭的Jenkins机器上。", "CI现在跑在GitHub Actions上。"]),
    # -- Chinese: a person's name as the value
    ("zh", S, "我的导师是谁？", ["我的导师是陈老师。", "现在刘老师是我的导师。"]),
    ("zh", S, "组长是谁？", ["组长是老赵。", "现在老孙当组长。"]),
    ("zh", S, "前端谁负责？", ["前端负责人是小林。", "现在小何负责前端。"]),
    ("zh", S, "我的房东是谁？", ["我的房东是王阿姨。", "现在房东换成了李先生。"]),
    ("zh", S, "报销谁审批？", ["报销由财务的张姐审批。", "报销现在由周经理审批。"]),
    ("zh", S, "产品经理是谁？", ["我们的产品经理是阿强。", "如今小芳是我们的产品经理。"]),
    ("zh", S, "我跟谁一起跑步？", ["我平时跟老周一起跑步。", "现在我跟阿伟一起跑步。"]),
    # -- Chinese: membership and since
    ("zh", S, "我在哪个组？", ["我在移动端组。", "我上个月加入了基础架构组。"]),
    ("zh", S, "我在哪里办公？", ["我在家办公。", "从三月起我一直在公司办公。"]),
    ("zh", S, "我做什么工作？", ["我是后端开发。", "自从重组以后我一直做运维。"]),
    ("zh", S, "我是哪个组的？", ["我是数据分析组的。", "我加入了风控组。"]),
    ("zh", S, "我在哪个办公室？", ["我在北京办公室上班。", "从年初开始我一直在上海办公室上班。"]),
    ("zh", S, "小梅在哪个组？", ["小梅在增长组。", "小梅转到了搜索组。"]),
    ("zh", R, "组长是谁？", ["组长是老赵。", "现在老孙当组长。", "组长又换回老赵了。"]),
    # Chinese restatements
    ("zh", Q, "我的经理是谁？", ["我的经理是小王。", "小王是我的经理。"]),
    ("zh", Q, "我在哪个组？", ["我在移动端组。", "我是移动端组的。"]),
    # -- Chinese controls: the long frame shared, another subject or slot
    ("zh", L, "主数据库是什么？", ["我们的主数据库是公司机房里那台用了七八年的老戴尔服务器上的MySQL。", "我们的日志库现在是ClickHouse。"]),
    ("zh", L, "周会什么时候开？", ["周会定在每周一上午全员大会结束以后在大会议室开。", "设计评审改到周三下午了。"]),
    ("zh", L, "我怎么上班？", ["我每天开着那辆开了十年的旧车走绕城高速去上班。", "我老婆现在坐地铁上班。"]),
    ("zh", L, "构建产物放在哪里？", ["构建产物放在只有发布工程师才能挂载的那个网络共享盘上。", "测试报告现在放在OSS上。"]),
    ("zh", L, "CI跑在哪里？", ["CI跑在伦敦办公室桌子底下那台自己搭的Jenkins机器上。", "夜间模糊测试现在跑在GitHub Actions上。"]),
    # the same name or role, another thing
    ("zh", L, "后端谁负责？", ["小王负责后端。", "老李负责前端。"]),
    ("zh", L, "我的导师是谁？", ["我的导师是陈老师。", "我的室友现在是刘同学。"]),
    ("zh", L, "组长是谁？", ["组长是老赵。", "副组长是老孙。"]),
    ("zh", L, "前端谁负责？", ["小林负责前端。", "现在小何负责测试。"]),
    ("zh", L, "报销谁审批？", ["报销由财务的张姐审批。", "请假现在由周经理审批。"]),
    ("zh", L, "产品经理是谁？", ["我们的产品经理是阿强。", "阿强现在还兼管运营。"]),
    # joining, since: another group, another person, an addition
    ("zh", L, "我在哪个组？", ["我在平台组。", "我弟弟加入了数据组。"]),
    ("zh", L, "我在哪个组？", ["我在平台组。", "我上个月加入了公司的羽毛球社。"]),
    ("zh", L, "我在哪里办公？", ["我在公司办公。", "从一月起我同事一直在家办公。"]),
    ("zh", L, "小梅在哪个组？", ["小梅在增长组。", "小杰转到了搜索组。"]),
    ("zh", T, "我在哪个办公室？", ["我在北京办公室上班。", "这周我在上海办公室出差。"]),
    # events with a name
    ("zh", E, "我和谁吃的午饭？", ["今天我和小张吃了午饭。", "今天我和小刘吃了午饭。"]),
    ("zh", E, "我和谁结对编程？", ["周一我和老周一起写解析器。", "周二我和阿伟一起写解析器。"]),
    ("zh", U, "我的房东是谁？", ["我的房东是李先生。", "从三月起楼下的面包店就关门了。"]),
]


def main() -> None:
    controls = sum(1 for _, cls, _, _ in CASES if cls in (L, E, T, U))
    header = {"about": "issue #12 IN-SAMPLE probes, set 7 (bench/make_update_probes_7.py): hand-written before any "
                       "rule was fitted to it, for updates left unlinked for a structural reason (a value longer than "
                       "the changed-words limit in the same frame, a person's name as the value in either order, "
                       "membership and since phrasings: joined, transferred to, since March, 加入了, 从三月起, 自从); "
                       f"{controls} of {len(CASES)} cases are controls that share the long frame or the name (another "
                       "subject or slot, the same name doing another thing, a club beside a team, someone else's "
                       "since-clause, an addition), and restatements that move a name to the front; every case has "
                       "a question; split once before tuning into `tuning` (rules fitted to it) and `check` (figures "
                       "only), one group per case, stratified by class and language",
              "split_seed": SEED, "split_unit": "group", "cases": len(CASES), "controls": controls}
    write_jsonl(OUT, header, seq_rows(CASES, SEED, "probe7", 80000))
    print(f"wrote {OUT}: {len(CASES)} cases, {controls} controls")


if __name__ == "__main__":
    main()
