"""Issue #12: a sixth set of IN-SAMPLE probes, for the read-time order of updates the write path does
not link, hand-written before the read-time twin rule (flymemory.outdated) was built or fitted: a frame
reworded with no change word ("The retro is at 4 pm on Fridays" / "Friday retro: 2 pm"), a change word
in a frame the ladder does not match ("I've since moved all my notes over to Obsidian", 最后定在了),
the subject reworded, the newer sentence naming only the new value. About 45 % are controls where the
older sentence is the right answer or both are true: the question names a detail only the older one
has, two parallel facts of one frame (two services, two boxes, two reviewers), two events, a temporary
state, something unrelated, and restatements. Controls whose question names the older sentence's own
detail carry `"older_right": true`: there the older entry must stay first.

Every case has a question (bench_updates asks it of updates: stale at rank 1; bench_readnet asks it of
controls: a stamp or a move on a true fact).

Split ONCE, before any tuning, into a `tuning` half (rules may be fitted to it) and a `check` half
(read only as a figure), one group per case, stratified by class and language, seed in the header.

    .venv/bin/python bench/make_update_probes_6.py   # writes bench/data/update_probes_6.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_6.jsonl --split tuning
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_6.jsonl --split check"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import seq_rows, write_jsonl

SEED = 20261202
OUT = Path(__file__).resolve().parent / "data" / "update_probes_6.jsonl"

S, N, R = "update_signal", "update_nosignal", "reversal"
L, E, T, U, Q = "distinct_lookalike", "distinct_event", "temporary", "unrelated", "restatement"

# (lang, cls, question, sequence)
CASES: list[tuple[str, str, str, list[str]]] = [
    # -- English, no change word: the frame reworded, one value replaced
    ("en", N, "What time is the retro?", ["The retro is at 4 pm on Fridays.", "Friday retro: 2 pm."]),
    ("en", N, "How much RAM does the build box have?", ["The build box has 32 GB of RAM.", "Build box memory: 64 GB."]),
    ("en", N, "Which region is the cluster in?", ["Our cluster runs in us-east-1.", "The cluster region is eu-west-2."]),
    ("en", N, "Who is the on-call lead?", ["Marta is the on-call lead.", "On-call lead: Devon."]),
    ("en", N, "What is the per-file upload limit?", ["Uploads are limited to 10 MB per file.", "The per-file upload limit is 100 MB."]),
    ("en", N, "How long is the cache TTL?", ["The cache TTL is 60 seconds.", "Cache entries expire after 300 seconds."]),
    ("en", N, "Which font do I use in the terminal?", ["My terminal font is Fira Code.", "I use JetBrains Mono in my terminal."]),
    ("en", N, "What is the team's Slack channel?", ["The team talks in #platform-dev.", "Our team channel is #plat-eng."]),
    ("en", N, "How many workers does the job queue run?", ["The job queue runs four workers.", "Job queue worker count: 12."]),
    ("en", N, "Which Node version do we target?", ["We target Node 18.", "The target Node version is 22."]),
    # -- English, a change word in a frame the ladder does not match
    ("en", S, "Which note app do I use?", ["I take notes in Evernote.", "I've since moved all my notes over to Obsidian."]),
    ("en", S, "Where is the team offsite?", ["The team offsite is in Lisbon.", "Scratch that, the offsite will be in Madrid."]),
    ("en", S, "What is the default branch called?", ["The default branch is master.", "We renamed the default branch; it's main now."]),
    ("en", S, "Who approves expenses?", ["Expenses are approved by Rita.", "Rita handed expense approval over to Sam."]),
    ("en", S, "What database does the billing service use?", ["Billing stores its data in MySQL.", "Billing runs on CockroachDB since the migration."]),
    ("en", S, "How often do we release?", ["We ship a release every two weeks.", "Releases are monthly from now on."]),
    ("en", S, "Which browser do I use for work?", ["At work I browse with Chrome.", "I'm using Arc for work nowadays."]),
    ("en", S, "What is the staging URL?", ["Staging lives at staging.acme.dev.", "Staging got a new home: preprod.acme.dev."]),
    ("en", S, "Which image do CI jobs run on?", ["CI jobs run on the ubuntu-20.04 image.", "We bumped CI jobs to ubuntu-24.04."]),
    ("en", S, "When is payday?", ["Payday is the 25th of each month.", "Payday has shifted to the last business day of the month."]),
    ("en", R, "Which font does my editor use?", ["My editor font is Menlo.", "Editor font: Iosevka.", "I'm back to Menlo in the editor."]),
    # -- Chinese, no change word
    ("zh", N, "周会几点开？", ["周会下午三点开。", "周会时间：上午十点。"]),
    ("zh", N, "构建机有多少内存？", ["构建机有32GB内存。", "构建机内存64GB。"]),
    ("zh", N, "值班负责人是谁？", ["值班负责人是小林。", "值班由老陈负责。"]),
    ("zh", N, "缓存多久过期？", ["缓存60秒过期。", "缓存的过期时间是300秒。"]),
    ("zh", N, "我用什么输入法？", ["我用搜狗输入法。", "我的输入法是微信输入法。"]),
    ("zh", N, "接口超时是多少？", ["接口超时设为3秒。", "接口超时时间10秒。"]),
    ("zh", N, "集群部署在哪个地域？", ["集群部署在华东1。", "集群所在地域是华北2。"]),
    # -- Chinese, a change word in a frame the ladder does not match
    ("zh", S, "我用什么笔记软件？", ["我用印象笔记记笔记。", "笔记现在都放在Obsidian里了。"]),
    ("zh", S, "团建去哪里？", ["团建去千岛湖。", "团建地点最后定在了莫干山。"]),
    ("zh", S, "多久发布一次？", ["我们两周发布一次。", "以后改为每月发布一次。"]),
    ("zh", S, "报销谁审批？", ["报销由王姐审批。", "报销审批已经交给小李了。"]),
    ("zh", S, "主分支叫什么？", ["主分支叫master。", "主分支已重命名为main。"]),
    ("zh", S, "我办公用什么浏览器？", ["办公我用Edge。", "最近办公都用Safari了。"]),
    ("zh", S, "账单服务用什么数据库？", ["账单服务的数据存在MySQL里。", "账单服务迁移完成后用的是TiDB。"]),
    ("zh", R, "午饭一般在哪吃？", ["午饭一般在食堂吃。", "最近午饭都点外卖。", "又回食堂吃午饭了。"]),
    # -- controls, English: the question names the older sentence's own detail (older_right)
    ("en", L, "Which port does the auth service use?", ["The auth service listens on 8443.", "The billing service listens on 9443."]),
    ("en", L, "What time is the design review?", ["The design review is at 11 am.", "The code review is at 3 pm."]),
    ("en", L, "How much RAM does the build box have?", ["The build box has 32 GB of RAM.", "The test box has 16 GB of RAM."]),
    ("en", L, "Who is the on-call lead for payments?", ["Payments on-call lead: Marta.", "Search on-call lead: Devon."]),
    ("en", L, "Which team uses Grafana?", ["The SRE team uses Grafana.", "The data team uses Superset."]),
    ("en", L, "What is the upload limit for images?", ["Image uploads are limited to 10 MB.", "Video uploads are limited to 500 MB."]),
    ("en", E, "What did I cook on Sunday?", ["On Sunday I cooked a curry.", "On Monday I cooked pasta."]),
    ("en", E, "Which city did we visit in May?", ["In May we visited Kyoto.", "In June we visited Osaka."]),
    ("en", E, "Where did I go hiking?", ["I went hiking in the Alps last summer.", "I went kayaking in Norway this spring."]),
    ("en", T, "Where do I work from?", ["I work from the Berlin office.", "This week I'm working from a café in Leipzig."]),
    ("en", T, "What laptop do I use?", ["I use a MacBook Pro for work.", "While mine is in repair I'm borrowing a Dell XPS."]),
    ("en", U, "What time is the retro?", ["The retro is at 4 pm on Fridays.", "I moved my desk next to the window."]),
    # -- controls, English: both true, the question names neither side's own detail
    ("en", L, "What did Dana paint?", ["Dana painted a sunrise.", "Dana painted a lake."]),
    ("en", L, "Which languages do I speak?", ["I speak Spanish.", "I speak Portuguese."]),
    ("en", L, "Who reviews PRs?", ["Frontend PRs are reviewed by Ana.", "Backend PRs are reviewed by Leo."]),
    ("en", E, "What did the team celebrate?", ["In March the team celebrated the 2.0 launch.", "In April the team celebrated Lee's promotion."]),
    ("en", Q, "What time is standup?", ["Standup is at 9:15.", "Our daily standup happens at 9:15."]),
    # -- controls, Chinese
    ("zh", L, "认证服务用哪个端口？", ["认证服务监听8443端口。", "账单服务监听9443端口。"]),
    ("zh", L, "测试机有多少内存？", ["测试机有16GB内存。", "构建机有64GB内存。"]),
    ("zh", L, "谁负责前端？", ["前端由小林负责。", "后端由老陈负责。"]),
    ("zh", E, "周日我做了什么菜？", ["周日我做了咖喱。", "周一我做了意面。"]),
    ("zh", E, "五月我们去了哪里？", ["五月我们去了京都。", "六月我们去了大阪。"]),
    ("zh", T, "我在哪里办公？", ["我在杭州办公室上班。", "这周我临时在上海出差办公。"]),
    ("zh", U, "周会几点开？", ["周会下午三点开。", "我把书桌搬到了窗边。"]),
    ("zh", L, "我会说哪些语言？", ["我会说粤语。", "我会说日语。"]),
    ("zh", L, "小王画了什么？", ["小王画了一幅日出。", "小王画了一片湖。"]),
    ("zh", Q, "我的猫叫什么？", ["我的猫叫团子。", "我家猫的名字是团子。"]),
]

# Controls whose question names a detail only the older sentence has: the older one must stay first.
OLDER_RIGHT = {
    "Which port does the auth service use?", "What time is the design review?", "How much RAM does the build box have?",
    "What time is the retro?", "周会几点开？",
    "Who is the on-call lead for payments?", "Which team uses Grafana?", "What is the upload limit for images?",
    "What did I cook on Sunday?", "Which city did we visit in May?", "Where did I go hiking?",
    "Where do I work from?", "What laptop do I use?", "认证服务用哪个端口？", "测试机有多少内存？", "谁负责前端？",
    "周日我做了什么菜？", "五月我们去了哪里？", "我在哪里办公？",
}


def main() -> None:
    controls = sum(1 for _, cls, _, _ in CASES if cls not in (S, N, R))
    header = {"about": "issue #12 IN-SAMPLE probes, set 6 (bench/make_update_probes_6.py): hand-written before the "
                       "read-time twin rule was built or fitted, updates the write path does not link (a frame "
                       "reworded with no change word, a change word in a frame the ladder does not match, the subject "
                       f"reworded), {controls} of {len(CASES)} cases are controls (the question names the older "
                       "sentence's own detail: older_right; two parallel facts; two events; a temporary state; "
                       "unrelated; restatements); every case has a question; split once before tuning into `tuning` "
                       "(rules fitted to it) and `check` (figures only), one group per case, stratified by class and "
                       "language",
              "split_seed": SEED, "split_unit": "group", "cases": len(CASES), "controls": controls}
    rows = seq_rows(CASES, SEED, "probe6", 70000)
    for row in rows:
        if row["cls"] not in (S, N, R) and row["question"] in OLDER_RIGHT:
            row["older_right"] = True
    write_jsonl(OUT, header, rows)
    print(f"wrote {OUT}: {len(CASES)} cases, {controls} controls")


if __name__ == "__main__":
    main()
