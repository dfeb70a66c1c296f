"""Issue #12: a fourth set of IN-SAMPLE probes for update detection, hand-written before any rule
was fitted to it, in wording chosen to differ from sets 1-3: updates with no change word at all (one
named product with another version number, a count written in words or digits, a number with its
unit, a Latin or Chinese name put in the place of another in the same frame, Chinese 的-frames), and
updates carrying rarer change words ("phased out", "as of", "弃用", "停用"). At least 45 % are
controls built to look like those and be two true facts: two versions installed side by side, two
counts of different things, two people in two roles, one frame for two services, distinct chat
events, temporary states.

Split ONCE, before any tuning, into a `tuning` half (rules may be fitted to it) and a `check` half
(read only as a figure), one group per case, stratified by class and language, seed in the header.

    .venv/bin/python bench/make_update_probes_4.py   # writes bench/data/update_probes_4.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_4.jsonl --split tuning
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_4.jsonl --split check"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import seq_rows, write_jsonl

SEED = 20261216
OUT = Path(__file__).resolve().parent / "data" / "update_probes_4.jsonl"

S, N, R = "update_signal", "update_nosignal", "reversal"
L, E, T, U, Q = "distinct_lookalike", "distinct_event", "temporary", "unrelated", "restatement"

# (lang, cls, question, sequence)
CASES: list[tuple[str, str, str, list[str]]] = [
    # -- English, no change word: one product, another version number
    ("en", N, "Which Node version do the CI images use?", ["Our CI images use Node 18.", "Our CI images use Node 20."]),
    ("en", N, "Which Ubuntu do the build agents run?", ["The build agents run Ubuntu 20.04.", "The build agents are on Ubuntu 24.04."]),
    ("en", N, "Which iOS is my phone on?", ["My phone runs iOS 17.", "My phone is on iOS 18."]),
    ("en", N, "Which Java does the backend target?", ["The backend targets Java 11.", "The backend is compiled for Java 21."]),
    ("en", N, "Which Kubernetes version does the cluster run?", ["The cluster runs Kubernetes 1.27.", "The cluster is running Kubernetes 1.30."]),
    ("en", N, "Which Postgres version do we run?", ["Our database is Postgres 13.", "Our database is Postgres 16."]),
    ("en", N, "Which React version is the dashboard on?", ["The dashboard is built on React 17.", "The dashboard is built on React 18."]),
    ("en", N, "Which Python does the data team use?", ["The data team works in Python 3.8.", "The data team is on Python 3.11."]),
    # counts and numbers with units, in words or digits
    ("en", N, "How many engineers are on call?", ["The on-call rotation has four engineers.", "The on-call rotation has six engineers."]),
    ("en", N, "How many cache replicas do we keep?", ["We keep three replicas of the cache.", "We keep a single replica of the cache."]),
    ("en", N, "How many printers does the office have?", ["The office has one printer.", "The office has two printers."]),
    ("en", N, "How long does my commute take?", ["My commute takes 40 minutes.", "My commute takes about 25 minutes."]),
    ("en", N, "How much storage does the free tier give?", ["The free tier gives you 5 GB of storage.", "The free tier gives you 15 GB of storage."]),
    ("en", N, "How many cats do I have?", ["I have two cats.", "I have three cats."]),
    ("en", N, "How long are logs kept?", ["Log retention is 14 days.", "Log retention is ninety days."]),
    ("en", N, "How many standups a week?", ["We hold five standups a week.", "We hold three standups a week."]),
    # a name put in the place of another, same frame
    ("en", N, "Who is my landlord?", ["My landlord is Mr. Harris.", "My landlord is Ms. Quinn."]),
    ("en", N, "Who runs the design reviews?", ["Design reviews are run by Nadia.", "Design reviews are run by Felix."]),
    ("en", N, "What is the office Wi-Fi password?", ["The office Wi-Fi password is tulip42.", "The office Wi-Fi password is maple77."]),
    ("en", N, "Which keyboard switches do I use?", ["My keyboard has Cherry Brown switches.", "My keyboard has Gateron Yellow switches."]),
    ("en", N, "What is my gym?", ["I train at Ironworks Gym.", "I train at Peak Fitness."]),
    ("en", N, "Who is the release captain?", ["The release captain this quarter is Wen.", "The release captain this quarter is Abebe."]),
    # rarer change words
    ("en", S, "Which CI do we use?", ["Builds run on Travis CI.", "Travis was phased out; builds run on Buildkite."]),
    ("en", S, "Who approves expenses?", ["Expenses are approved by Maria.", "As of this month, Daniel signs off on expenses."]),
    ("en", S, "What is the VPN?", ["We connect through OpenVPN.", "OpenVPN got retired and WireGuard took its place."]),
    ("en", S, "Which Node version does the API run?", ["The API runs on Node 16.", "We bumped the API to Node 22."]),
    ("en", S, "How many replicas does search have?", ["Search has two replicas.", "Search was scaled out to five replicas for good."]),
    ("en", S, "Which email provider do we use?", ["Company mail is hosted by Zoho.", "We've adopted Fastmail for company mail."]),
    ("en", S, "What is the support phone line?", ["The support line is 0800 555 210.", "The support line has been reassigned to 0800 555 390."]),
    ("en", S, "Who is the tech lead?", ["Lena is the tech lead.", "Lena stepped down and Marco is the tech lead."]),
    ("en", S, "What time is the team lunch?", ["Team lunch is at 12:30.", "Team lunch was brought forward to noon."]),
    # reversal
    ("en", R, "Which Node version do the CI images use?", ["The CI images use Node 18.", "The CI images use Node 20.", "We rolled the CI images back to Node 18."]),
    ("en", R, "How many replicas does the cache have?", ["The cache has three replicas.", "The cache was cut to one replica.", "The cache is back to three replicas."]),
    # -- Chinese, no change word: versions, counts, names in 的-frames
    ("zh", N, "服务器上装的是哪个Python？", ["服务器上装的是Python 3.8。", "服务器上装的是Python 3.11。"]),
    ("zh", N, "我的手机是哪一款？", ["我的手机是iPhone 13。", "我的手机是iPhone 15。"]),
    ("zh", N, "CI用的Node是哪个版本？", ["CI用的Node版本是16。", "CI用的Node版本是20。"]),
    ("zh", N, "集群跑的是哪个Kubernetes版本？", ["集群跑的是Kubernetes 1.26。", "集群跑的是Kubernetes 1.29。"]),
    ("zh", N, "我家有几只猫？", ["我家有两只猫。", "我家有三只猫。"]),
    ("zh", N, "我们组有几个后端？", ["我们组有五个后端。", "我们组有三个后端。"]),
    ("zh", N, "单个文件上限是多少？", ["单个文件上限是20MB。", "单个文件上限是50MB。"]),
    ("zh", N, "我的车位在哪一层？", ["我的车位在B2层。", "我的车位在B3层。"]),
    ("zh", N, "我的房东是谁？", ["我的房东是老刘。", "我的房东是孙阿姨。"]),
    ("zh", N, "我们组的产品经理是谁？", ["我们组的产品经理是周婷。", "我们组的产品经理是韩雪。"]),
    ("zh", N, "我女儿的班主任是谁？", ["我女儿的班主任是赵老师。", "我女儿的班主任是钱老师。"]),
    ("zh", N, "公司的VPN用的是什么？", ["公司的VPN用的是OpenVPN。", "公司的VPN用的是WireGuard。"]),
    ("zh", N, "报销找谁？", ["报销找财务的小林。", "报销找财务的小何。"]),
    ("zh", N, "每次周会开多久？", ["每次周会开四十分钟。", "每次周会开二十分钟。"]),
    ("zh", N, "我常去的健身房是哪家？", ["我常去的健身房是乐刻。", "我常去的健身房是超级猩猩。"]),
    ("zh", N, "日志保留多少天？", ["日志保留十四天。", "日志保留九十天。"]),
    # rarer change words
    ("zh", S, "我们用什么CI？", ["我们的构建跑在Jenkins上。", "我们弃用了Jenkins，构建都走GitLab CI。"]),
    ("zh", S, "门禁用什么？", ["公司门禁刷工卡。", "工卡门禁停用了，进门靠人脸识别。"]),
    ("zh", S, "报销谁审批？", ["报销由王姐审批。", "自本月起报销由李哥审批。"]),
    ("zh", S, "技术负责人是谁？", ["技术负责人是老陈。", "老陈卸任了，技术负责人由小赵接棒。"]),
    ("zh", S, "接口用的是哪个Node版本？", ["接口服务跑在Node 16上。", "接口服务升到了Node 22。"]),
    ("zh", S, "搜索有几个副本？", ["搜索服务有两个副本。", "搜索服务扩容到五个副本了。"]),
    ("zh", S, "客服电话是多少？", ["客服电话是400-800-1234。", "客服电话更换为400-800-5678。"]),
    ("zh", S, "午饭几点？", ["团队午饭在十二点半。", "团队午饭提前到十二点了。"]),
    # reversal
    ("zh", R, "CI用的Node是哪个版本？", ["CI用的是Node 18。", "CI用的是Node 20。", "CI又退回到Node 18了。"]),
    # -- restatements (value kept): the new rules must not fire
    ("en", Q, "Which Node version do the CI images use?", ["Our CI images use Node 20.", "Node 20 is what our CI images use."]),
    ("en", Q, "How many cats do I have?", ["I have two cats.", "I have 2 cats."]),
    ("en", Q, "Who is my landlord?", ["My landlord is Ms. Quinn.", "Ms. Quinn is my landlord."]),
    ("zh", Q, "我家有几只猫？", ["我家有两只猫。", "我家养了两只猫。"]),
    ("zh", Q, "服务器上装的是哪个Python？", ["服务器上装的是Python 3.11。", "服务器装的是Python 3.11。"]),
    ("zh", Q, "我的房东是谁？", ["我的房东是孙阿姨。", "孙阿姨是我的房东。"]),
    # -- English controls: two versions side by side
    ("en", L, "", ["I have Node 18 installed.", "I also have Node 20 installed for the new project."]),
    ("en", L, "", ["The web app supports iOS 16.", "The web app supports iOS 17 as well."]),
    ("en", L, "", ["Our services run Python 3.11.", "We keep Python 2.7 around too, for one legacy script."]),
    ("en", L, "", ["The staging cluster runs Kubernetes 1.29.", "The production cluster runs Kubernetes 1.27."]),
    ("en", L, "", ["The auth service runs Node 18.", "The billing service runs Node 20."]),
    ("en", L, "", ["The mobile team tests on Android 13.", "The mobile team tests on both Android 13 and Android 14."]),
    # two counts of different things
    ("en", L, "", ["I have two cats.", "I have one dog."]),
    ("en", L, "", ["We have four designers.", "We have nine engineers."]),
    ("en", L, "", ["The EU region has three availability zones.", "The EU region has twelve edge locations."]),
    ("en", L, "", ["The image upload limit is 10 MB.", "The video upload limit is 500 MB."]),
    ("en", L, "", ["My commute takes 40 minutes by train.", "My lunch break takes 40 minutes."]),
    ("en", L, "", ["The office has one printer.", "The office has two coffee machines."]),
    # two people in two roles, one frame for two services
    ("en", L, "", ["My doctor is Dr. Reyes.", "My dentist is Dr. Kim."]),
    ("en", L, "", ["Design reviews are run by Nadia.", "Code reviews are run by Felix."]),
    ("en", L, "", ["The release captain for web is Wen.", "The release captain for mobile is Abebe."]),
    ("en", L, "", ["The staging Wi-Fi password is tulip42.", "The guest Wi-Fi password is maple77."]),
    ("en", L, "", ["Maria approves travel expenses.", "Daniel approves hardware purchases."]),
    ("en", L, "", ["The payments API listens on port 9000.", "The reports API listens on port 9100."]),
    # distinct events
    ("en", E, "", ["On Saturday I ran five kilometres.", "On Sunday I ran ten kilometres."]),
    ("en", E, "", ["I bought two books at the fair.", "I bought a single ticket for the concert."]),
    ("en", E, "", ["Last night we played three rounds of chess.", "This morning we played two sets of tennis."]),
    ("en", E, "", ["We upgraded the CI images to Node 20 in March.", "We upgraded the API servers to Node 20 in May."]),
    ("en", E, "", ["Hi! I finished reading two novels this month.", "Hello again! I watched a single episode of that show and stopped."]),
    ("en", E, "", ["I met my old friend Sam for coffee.", "I met my old colleague Priya for lunch."]),
    # temporary states
    ("en", T, "", ["We run Python 3.11.", "For this week's hotfix branch we're pinned to Python 3.10."]),
    ("en", T, "", ["I drive a Honda Civic.", "While the Civic is in the shop I'm driving a rental Corolla."]),
    ("en", T, "", ["The cache has three replicas.", "During the migration the cache is down to one replica."]),
    ("en", T, "", ["Standups are run by Nadia.", "Felix is covering standups until Nadia is back."]),
    # unrelated
    ("en", U, "", ["Our CI images use Node 20.", "My daughter turns 20 in June."]),
    ("en", U, "", ["I have two cats.", "We have two staging environments."]),
    # -- Chinese controls
    ("zh", L, "", ["我电脑上装了Python 3.8。", "我电脑上也装了Python 3.12。"]),
    ("zh", L, "", ["安卓端最低支持Android 10。", "iOS端最低支持iOS 15。"]),
    ("zh", L, "", ["认证服务用的是Node 18。", "计费服务用的是Node 20。"]),
    ("zh", L, "", ["测试集群跑的是Kubernetes 1.29。", "生产集群跑的是Kubernetes 1.27。"]),
    ("zh", L, "", ["我家有两只猫。", "我家有一条狗。"]),
    ("zh", L, "", ["我们组有五个后端。", "我们组有两个前端。"]),
    ("zh", L, "", ["图片上传上限是10MB。", "视频上传上限是500MB。"]),
    ("zh", L, "", ["我的房东是老刘。", "我的邻居是老刘。"]),
    ("zh", L, "", ["我们组的产品经理是周婷。", "我们组的测试负责人是韩雪。"]),
    ("zh", L, "", ["我女儿的班主任是赵老师。", "我儿子的班主任是钱老师。"]),
    ("zh", L, "", ["报销找财务的小林。", "请假找人事的小何。"]),
    ("zh", L, "", ["我的车位在B2层。", "我同事的车位在B3层。"]),
    ("zh", L, "", ["我和我老婆都用iPhone 15。", "我爸妈用的是华为。"]),
    ("zh", E, "", ["周六我跑了五公里。", "周日我跑了十公里。"]),
    ("zh", E, "", ["我在书展上买了两本书。", "我买了一张演唱会的门票。"]),
    ("zh", E, "", ["三月我们把CI镜像升到了Node 20。", "五月我们把接口服务器升到了Node 20。"]),
    ("zh", E, "", ["你好呀，这个月我读完了两本小说。", "嗨，我看了一集那个剧就不想看了。"]),
    ("zh", E, "", ["昨天我和老同学小孙喝了咖啡。", "昨天我和老同事小周吃了午饭。"]),
    ("zh", T, "", ["我们用Python 3.11。", "这周的热修复分支暂时锁在Python 3.10。"]),
    ("zh", T, "", ["我开的车是本田思域。", "车在修，这几天我开的是租来的卡罗拉。"]),
    ("zh", T, "", ["缓存有三个副本。", "迁移期间缓存临时只留一个副本。"]),
    ("zh", T, "", ["周会由周婷主持。", "周婷休假，这两周周会由韩雪代为主持。"]),
    ("zh", U, "", ["CI用的Node版本是20。", "我女儿明年二十岁。"]),
    ("zh", U, "", ["我家有两只猫。", "我们有两套预发环境。"]),
]


def main() -> None:
    controls = sum(1 for _, cls, _, _ in CASES if cls in (L, E, T, U))
    header = {"about": "issue #12 IN-SAMPLE probes, set 4 (bench/make_update_probes_4.py): hand-written before any "
                       "rule was fitted to it, in wording unlike sets 1-3 (no-change-word updates: versions, counts "
                       "in words, names replaced in one frame, Chinese 的-frames; rarer change words), "
                       f"{controls} of {len(CASES)} cases are controls (versions side by side, counts of different "
                       "things, two people in two roles, one frame for two services, chat events, temporary "
                       "states); split once before tuning into `tuning` (rules fitted to it) and `check` (figures "
                       "only), one group per case, stratified by class and language",
              "split_seed": SEED, "split_unit": "group", "cases": len(CASES), "controls": controls}
    write_jsonl(OUT, header, seq_rows(CASES, SEED, "probe4", 40000))
    print(f"wrote {OUT}: {len(CASES)} cases, {controls} controls")


if __name__ == "__main__":
    main()
