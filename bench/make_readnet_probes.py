"""Issue #12: IN-SAMPLE probes for the read-time net (flymemory.outdated, classify.at_read), hand-written
for it before its rules were changed: updates stated WITHOUT a change word in a reworded frame (the
kind the write path may leave unlinked: "The max upload is 10 MB" / "Uploads are capped at 25 MB"),
and controls that EVERY carry a question both sentences answer (two services, two people, two events,
a temporary state, a restatement), so a net that reorders or stamps a true fact shows up. English and
Chinese.

Split ONCE, before any tuning, into a `tuning` half (rules may be fitted to it) and a `check` half (read
only as a figure), by group, stratified by class and language, seed in the header.

    .venv/bin/python bench/make_readnet_probes.py    # writes bench/data/readnet_probes.jsonl
    .venv/bin/python bench/bench_readnet.py --split tuning|check      (this file is one of its files)
    .venv/bin/python bench/bench_updates.py --data bench/data/readnet_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import seq_rows, write_jsonl

SEED = 20261216
OUT = Path(__file__).resolve().parent / "data" / "readnet_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "reversal"
L, E, T, U, Q = "distinct_lookalike", "distinct_event", "temporary", "unrelated", "restatement"

# (lang, cls, question, sequence)
CASES: list[tuple[str, str, str, list[str]]] = [
    # -- English: a value changed, no change word, the frame reworded
    ("en", N, "How much memory does the build runner have?", ["The build runner has 8 GB of RAM.", "Build runner memory: 16 GB."]),
    ("en", N, "How long is the sprint?", ["Our sprints last two weeks.", "A sprint is three weeks long."]),
    ("en", N, "How many people are on the support rota?", ["Four people are on the support rota.", "The support rota has six people on it."]),
    ("en", N, "What is the session timeout?", ["Sessions expire after 30 minutes.", "The session timeout is 45 minutes."]),
    ("en", N, "How many retries does the client make?", ["The client retries 3 times.", "Client retry count is 5."]),
    ("en", N, "What Node version does the CLI need?", ["The CLI needs Node 16.", "The CLI requires Node 20 or later."]),
    ("en", N, "What is the max file size for attachments?", ["Attachments can be up to 20 MB.", "The attachment size limit is 50 MB."]),
    ("en", N, "How often do we back up the database?", ["The database is backed up every 6 hours.", "Database backups run every 2 hours."]),
    ("en", N, "Which port does the dashboard use?", ["The dashboard is served on port 3000.", "Dashboard port: 4000."]),
    ("en", N, "What is the monthly budget for ads?", ["We spend 2000 dollars a month on ads.", "The monthly ad budget is 3500 dollars."]),
    ("en", S, "Who is our contact at the bank?", ["Our contact at the bank is Priya.", "Priya left; the bank contact is Marco."]),
    ("en", N, "How many workers does the queue run?", ["The queue runs 4 workers.", "Queue worker count: 12."]),
    ("en", N, "What is the coverage threshold?", ["CI fails under 80% coverage.", "The coverage threshold is 85%."]),
    ("en", S, "How big is the team?", ["The team has 7 engineers.", "We hired two more, the team is 9 engineers now."]),
    ("en", S, "Where does the standup happen?", ["Standup is in the kitchen.", "We do standup on Zoom these days."]),
    ("en", R, "What is the cache size?", ["The cache holds 512 MB.", "The cache was raised to 1 GB.", "The cache is back to 512 MB."]),
    # -- English controls, each with a question both sentences answer
    ("en", L, "Which port does the service use?", ["The auth service listens on port 7000.", "The search service listens on port 7100."]),
    ("en", L, "How much RAM does the database server have?", ["The staging database server has 32 GB of RAM.", "The production database server has 128 GB of RAM."]),
    ("en", L, "How many replicas are there?", ["The web tier runs 3 replicas.", "The worker tier runs 6 replicas."]),
    ("en", L, "How old is my kid?", ["My son is 7 years old.", "My daughter is 10 years old."]),
    ("en", L, "What is the timeout?", ["The connect timeout is 5 seconds.", "The read timeout is 30 seconds."]),
    ("en", L, "When is the meeting?", ["The design review is on Monday at 2 pm.", "The budget review is on Thursday at 11 am."]),
    ("en", L, "Which laptop does the team use?", ["Ana uses a MacBook Pro.", "Tom uses a ThinkPad T14."]),
    ("en", L, "How many tickets are open?", ["Project Alpha has 12 open tickets.", "Project Beta has 40 open tickets."]),
    ("en", L, "What is the price?", ["The basic plan costs 10 dollars a month.", "The pro plan costs 25 dollars a month."]),
    ("en", E, "How far did I run?", ["I ran 5 km on Saturday.", "I ran 8 km on Sunday."]),
    ("en", E, "How many books did I read?", ["I read 3 books in March.", "I read 5 books in April."]),
    ("en", E, "What did the server do?", ["The server crashed at 3 am yesterday.", "The server restarted at 4 am yesterday."]),
    ("en", E, "What did we order?", ["We ordered 20 pizzas for the offsite.", "We ordered 15 pizzas for the hackathon."]),
    ("en", T, "Where do I work from?", ["I work from the Lisbon office.", "I'm working from home for the next few days."]),
    ("en", T, "How many servers are up?", ["We run 10 app servers.", "Only 6 app servers are up during the maintenance tonight."]),
    ("en", Q, "What is the deploy window?", ["Deploys happen between 9 and 11 am.", "The deploy window is 9 to 11 am."]),
    ("en", Q, "How long are logs kept?", ["Logs are kept for 14 days.", "Log retention is 14 days."]),
    ("en", U, "What is the API rate limit?", ["The API rate limit is 100 requests a minute.", "The office wifi password changes monthly."]),
    # -- Chinese: a value changed, no change word, the frame reworded
    ("zh", N, "构建机有多少内存？", ["构建机有8GB内存。", "构建机内存是16GB。"]),
    ("zh", N, "迭代周期多长？", ["我们的迭代周期是两周。", "一个迭代三周。"]),
    ("zh", N, "会话多久过期？", ["会话30分钟后过期。", "会话超时时间是45分钟。"]),
    ("zh", N, "客户端重试几次？", ["客户端会重试3次。", "客户端重试次数是5次。"]),
    ("zh", N, "附件最大多大？", ["附件最大20MB。", "附件大小上限是50MB。"]),
    ("zh", N, "数据库多久备份一次？", ["数据库每6小时备份一次。", "数据库备份每2小时跑一次。"]),
    ("zh", N, "仪表盘用哪个端口？", ["仪表盘跑在3000端口。", "仪表盘端口是4000。"]),
    ("zh", N, "队列有几个消费者？", ["队列有4个消费者。", "队列的消费者数量是12个。"]),
    ("zh", N, "团队有几个人？", ["团队有7个工程师。", "团队现在一共9个工程师。"]),
    ("zh", N, "我们在哪个会议室开站会？", ["站会在3号会议室开。", "站会地点是5号会议室。"]),
    ("zh", S, "我每天跑多少公里？", ["我每天跑5公里。", "我现在每天跑8公里了。"]),
    ("zh", R, "缓存多大？", ["缓存是512MB。", "缓存调到了1GB。", "缓存又改回512MB了。"]),
    # -- Chinese controls, each with a question both sentences answer
    ("zh", L, "服务用哪个端口？", ["认证服务监听7000端口。", "搜索服务监听7100端口。"]),
    ("zh", L, "数据库服务器有多少内存？", ["测试环境的数据库服务器有32GB内存。", "生产环境的数据库服务器有128GB内存。"]),
    ("zh", L, "孩子几岁？", ["我儿子7岁。", "我女儿10岁。"]),
    ("zh", L, "超时时间是多少？", ["连接超时是5秒。", "读取超时是30秒。"]),
    ("zh", L, "有几个副本？", ["网关跑3个副本。", "任务队列跑6个副本。"]),
    ("zh", L, "套餐多少钱？", ["基础套餐每月10元。", "专业套餐每月25元。"]),
    ("zh", L, "谁用什么电脑？", ["小王用MacBook Pro。", "小李用ThinkPad。"]),
    ("zh", E, "我跑了多远？", ["周六我跑了5公里。", "周日我跑了8公里。"]),
    ("zh", E, "我读了几本书？", ["三月我读了3本书。", "四月我读了5本书。"]),
    ("zh", E, "我们订了多少披萨？", ["团建订了20个披萨。", "黑客松订了15个披萨。"]),
    ("zh", T, "我在哪里办公？", ["我在杭州办公室上班。", "这几天我在家办公。"]),
    ("zh", T, "有几台服务器在线？", ["我们有10台应用服务器。", "今晚维护期间只有6台应用服务器在线。"]),
    ("zh", Q, "日志保留多久？", ["日志保留14天。", "日志的保留期是14天。"]),
    ("zh", Q, "发布窗口是什么时候？", ["发布在上午9点到11点之间。", "发布窗口是上午9点到11点。"]),
    ("zh", U, "接口限流是多少？", ["接口限流是每分钟100次。", "办公室的WiFi密码每月换一次。"]),
]


def main() -> None:
    controls = sum(1 for _, cls, _, _ in CASES if cls in (L, E, T, U))
    header = {"about": "issue #12 IN-SAMPLE probes for the read-time net (bench/make_readnet_probes.py): updates "
                       "without a change word in a reworded frame, and controls that each carry a question both "
                       f"sentences answer; {controls} of {len(CASES)} cases are controls; split once before tuning "
                       "into `tuning` (rules fitted to it) and `check` (figures only), one group per case, "
                       "stratified by class and language",
              "split_seed": SEED, "split_unit": "group", "cases": len(CASES), "controls": controls}
    write_jsonl(OUT, header, seq_rows(CASES, SEED, "readnet", 40000))
    print(f"wrote {OUT}: {len(CASES)} cases, {controls} controls")


if __name__ == "__main__":
    main()
