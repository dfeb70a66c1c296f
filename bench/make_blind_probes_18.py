"""Build the eighteenth blind probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_blind_probes_18.py   # writes bench/data/blind_probes_18.jsonl

Written by session 40 (blind40) BEFORE reading the classifier or docs/CORRECTNESS.md or any other probe file's
cases, and before reading any earlier audit: only issue #12 (the classes), bench/probes.py (write_blind_file), the
header of bench/make_blind_probes_17.py (lines 1-40: the format), the GENERATORS list and the test function of
tests/python/test_probe_files.py, and the class names (UPDATES / DISTINCT) and --help of bench/bench_updates.py
were read. The cases are one person's own wording, to estimate how the engine does on phrasing no rule was fitted
to. Topics: a backend developer's setup and team (login shell, editor, terminal, on-call, sprints, code review,
Kubernetes on EKS, Postgres / MySQL versions, Node / Python versions, error tracking, log shipping, secrets,
docs hosting, default branch, rate limits, backups, ports, Redis sizes, Slack / 飞书 channels, 配置中心) and
everyday life (rent, bank, car insurance, broadband, a gym and a badminton slot, medication doses, allergies, a
dentist, a passport, flights, parents and siblings, children's classes, commute, a rental car, 限号, 出差).
The Chinese cases are in their own everyday idiom, not translations: 闺女, 礼拜三, 兆 / 千兆, region, MR,
大宝 / 二宝, 大促, 限号, 唱K, 李姐, 张总.
- restatement: the same fact said again in fresh words: reordered, a note form ("Passport's good until 03/2029"),
  a value in another form (two weeks / 14-day, 18 minutes / eighteen min, 4500 / 四千五, 14:00 / 下午两点,
  5公里 / 5km, 2030年 / 二〇三〇年, 30秒 / 30s), a synonym (prod / production, 闺女 / 女儿, 测试库 / 测试环境的数据库),
  Chinese with English words mixed in (iTerm2, region, MR, review, timeout);
- update_signal / update_nosignal: a changed value with a change word (some beyond the issue's list: bumped,
  pushed back, handed me over, closed ... opened ... instead, 迁到, 调高到, 挪到, 归...管了) or with none at all (the
  frame kept, or said in another shape: "Work laptop: a 14-inch MacBook Pro", "Hannah leads the payments team");
- distinct_lookalike: one detail differs and both stay true (another service, sibling, environment, parent,
  flight leg, app, channel; 另一个服务, 姐妹, 孩子, 环境, 航班, 父母, 仓库);
- distinct_event: two events a person tells in conversation, alike in shape (a weekend trip, a dinner, a fix, an
  outing, a child's first);
- temporary: a short-lived state beside a lasting one (the question asks for the lasting one);
- reversal: A, then B, then A again (the question asks for the current value, A);
- unrelated: two facts with nothing in common.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (each case is its own group):
"tuning" is tuned on, "check" is only counted. Both halves are IN-SAMPLE for the engine's authors (written
by a session of the project): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import write_blind_file

OUT = Path(__file__).resolve().parent / "data" / "blind_probes_18.jsonl"
SPLIT_SEED = 20264005
FIRST_ID = 760400

EN = [
    # restatement
    ("restatement", "What is my login shell?", ["I run fish as my login shell.", "Login shell on my machines: fish."]),
    ("restatement", "When does on-call hand over?", ["The on-call rotation changes hands every Monday at 9am.", "Every Monday at nine in the morning, on-call passes to the next person."]),
    ("restatement", "Where do our Kubernetes clusters run?", ["Our Kubernetes clusters run on EKS in eu-west-1.", "EKS in eu-west-1 (Ireland) hosts our k8s clusters."]),
    ("restatement", "How long are sprints?", ["Sprints are two weeks long.", "We work in 14-day sprints."]),
    ("restatement", "What am I allergic to?", ["I'm allergic to penicillin.", "Penicillin gives me an allergic reaction, so keep it off any list of meds for me."]),
    ("restatement", "How much is rent and when is it due?", ["Rent is $2,150 a month, due on the 1st.", "I pay 2150 dollars of rent monthly; it's due the first of each month."]),
    ("restatement", "Who reviews Terraform PRs?", ["Priya reviews all the Terraform PRs.", "Terraform pull requests go to Priya for review."]),
    ("restatement", "How should code be indented?", ["Prefer tabs over spaces, width 4.", "Indent with tabs, shown four columns wide."]),
    ("restatement", "When does my passport expire?", ["My passport expires in March 2029.", "Passport's good until 03/2029."]),
    ("restatement", "How long does the CI pipeline take?", ["The CI pipeline takes roughly 18 minutes end to end.", "End-to-end, a CI run is about eighteen min."]),
    ("restatement", "Who is my dentist?", ["My dentist is Dr. Okafor at the Elm Street clinic.", "I see Dr. Okafor for my teeth, over at the Elm St. clinic."]),
    ("restatement", "On which days do we deploy to production?", ["We deploy to production only on Tuesdays and Thursdays.", "Prod deploys happen Tue/Thu, never on other days."]),
    # update_nosignal
    ("update_nosignal", "Which Postgres version is staging on?", ["Staging is on Postgres 14.", "Postgres 16 on staging as of this week."]),
    ("update_nosignal", "What is my work laptop?", ["My work laptop is a ThinkPad X1 Carbon.", "Work laptop: a 14-inch MacBook Pro, M3."]),
    ("update_nosignal", "What time is standup?", ["Standup is at 9:45.", "Standup's at 10 starting Monday."]),
    ("update_nosignal", "Where do errors get reported?", ["Our error tracking goes through Sentry.", "Our error tracking goes through Rollbar."]),
    ("update_nosignal", "How much sertraline do I take?", ["I take 50mg of sertraline each morning.", "Each morning I take 75 mg of sertraline."]),
    ("update_nosignal", "Who leads the payments team?", ["The team lead for payments is Marco.", "Hannah leads the payments team."]),
    ("update_nosignal", "When do I go to the gym?", ["My gym sessions are Mon, Wed, Fri at 6:30.", "My gym sessions are Tuesdays and Thursdays at 7 pm."]),
    ("update_nosignal", "What is my home internet?", ["Internet at home is 300 Mbps from Comcast.", "Home internet: 1 gig fiber through AT&T."]),
    ("update_nosignal", "Which Node version does the frontend repo use?", ["Node version for the frontend repo is 18.", "The frontend repo builds with Node 20."]),
    ("update_nosignal", "Who insures my car and for how much?", ["Car insurance is with Geico, $96 a month.", "I'm paying $112/month for car insurance with Progressive."]),
    # update_signal
    ("update_signal", "Where is the docs site hosted?", ["We host the docs site on Netlify.", "The docs site is on Cloudflare Pages now; Netlify is gone."]),
    ("update_signal", "How do I get to the office?", ["I commute to the office by train.", "I don't take the train anymore, I cycle to the office."]),
    ("update_signal", "What is the API's max upload size?", ["Max upload size on the API is 10 MB.", "Bumped the API's max upload to 25 MB."]),
    ("update_signal", "Who is my manager?", ["My manager is Tom.", "Tom handed me over to Lucy; she's been my manager since the reorg."]),
    ("update_signal", "When do nightly backups run?", ["Backups run nightly at 1am.", "Nightly backups got pushed back to 3am."]),
    ("update_signal", "Which bank do I use?", ["I bank with Chase.", "Closed my Chase account and opened one at Ally instead."]),
    ("update_signal", "Where are our secrets stored?", ["Our secrets live in HashiCorp Vault.", "We replaced Vault with AWS Secrets Manager for all secrets."]),
    # distinct_lookalike
    ("distinct_lookalike", "Which port does the auth service listen on?", ["The auth service listens on port 7001.", "The billing service listens on port 7002."]),
    ("distinct_lookalike", "Where does my sister live?", ["My sister lives in Denver.", "My brother lives in Austin."]),
    ("distinct_lookalike", "How much memory does the prod Redis have?", ["The prod Redis has 16 GB of memory.", "The staging Redis has 4 GB of memory."]),
    ("distinct_lookalike", "When is Dad's birthday?", ["Dad's birthday is June 3.", "Mom's birthday is June 30."]),
    ("distinct_lookalike", "When does my flight to Tokyo leave?", ["My flight to Tokyo departs Oct 12 at 11:40.", "My flight back from Tokyo departs Oct 20 at 17:05."]),
    ("distinct_lookalike", "What language is the iOS app written in?", ["The iOS app is written in Swift.", "The Android app is written in Kotlin."]),
    ("distinct_lookalike", "Which Slack channel is for incidents?", ["Our Slack channel for incidents is #inc-war-room.", "Our Slack channel for releases is #release-train."]),
    # distinct_event
    ("distinct_event", "Where did we hike last weekend?", ["Last weekend we hiked up to the lake with the kids.", "Last weekend we biked to the farmers market with the kids."]),
    ("distinct_event", "What did I cook on Sunday?", ["I made lasagna for dinner on Sunday.", "I made curry for dinner on Wednesday."]),
    ("distinct_event", "What bugs did I fix yesterday?", ["Yesterday I fixed the flaky login test.", "Yesterday I fixed the memory leak in the worker."]),
    ("distinct_event", "What did I go to see with Sam?", ["Went to see the new Dune movie with Sam.", "Went to see a jazz concert with Sam."]),
    ("distinct_event", "What did my daughter do today?", ["My daughter lost her first tooth today!", "My daughter scored her first goal today!"]),
    # reversal
    ("reversal", "Which editor do I use?", ["I use Neovim for everything.", "Trying out Helix as my main editor.", "Back on Neovim, Helix wasn't for me."]),
    ("reversal", "When is the lunch break?", ["Lunch break is 12:00-13:00.", "Lunch break is 12:30-13:30.", "Lunch break is 12:00-13:00 again."]),
    ("reversal", "What is the default branch?", ["The default branch is main.", "The default branch got renamed to trunk.", "We went back to main as the default branch."]),
    # temporary
    ("temporary", "Where do I usually work from?", ["I work from home in Leeds.", "Until Friday I'm working out of our London office."]),
    ("temporary", "What car do I drive?", ["I drive a Honda Civic.", "While the Civic's in the shop I'm driving a rental Corolla."]),
    ("temporary", "What is the API rate limit?", ["The API rate limit is 1000 requests per minute.", "For today's load test the rate limit is lifted to 5000 rpm."]),
    # unrelated
    ("unrelated", "Which Gradle version does the build use?", ["The build uses Gradle 8.", "My cat hates the vacuum cleaner."]),
    ("unrelated", "When are quarterly taxes due?", ["Quarterly taxes are due on the 15th.", "The hotel in Kyoto has a rooftop onsen."]),
    ("unrelated", "How should commit messages read?", ["Prefer concise commit messages.", "The blood test results came back normal."]),
]

ZH = [
    # restatement
    ("restatement", "我用什么终端？", ["我用的终端是iTerm2。", "终端这块我一直用 iTerm2。"]),
    ("restatement", "周会什么时候开？", ["每周三下午两点开周会。", "周会定在礼拜三14:00。"]),
    ("restatement", "线上服务部署在哪？", ["线上服务都跑在阿里云杭州区。", "生产环境部署在阿里云的杭州 region。"]),
    ("restatement", "我对什么过敏？", ["我对花生过敏。", "花生我不能吃，会过敏。"]),
    ("restatement", "房租多少，几号交？", ["房租每月4500，15号交。", "每个月15号交房租，四千五。"]),
    ("restatement", "合并请求谁审核？", ["合并请求都由王磊审核。", "MR 一律交给王磊 review。"]),
    ("restatement", "公司用什么办公软件？", ["公司用飞书办公。", "我们日常沟通、写文档都在飞书上。"]),
    ("restatement", "女儿在哪上学？", ["女儿在实验小学读三年级。", "闺女念实验小学，三年级了。"]),
    ("restatement", "接口超时时间是多少？", ["接口超时时间设的是30秒。", "接口 timeout 是 30s。"]),
    ("restatement", "我早上跑多少？", ["我每天早上七点跑步五公里。", "早上7点去跑个5km，天天如此。"]),
    ("restatement", "护照什么时候到期？", ["护照2030年到期。", "我的护照有效期到二〇三〇年。"]),
    ("restatement", "测试环境数据库是什么版本？", ["测试环境的数据库是MySQL 8.0。", "测试库用的 MySQL，版本 8.0。"]),
    # update_nosignal
    ("update_nosignal", "项目用哪个 Python 版本？", ["项目用的 Python 3.9。", "项目的 Python 版本是 3.12。"]),
    ("update_nosignal", "工作电脑是什么？", ["工作电脑是联想小新。", "工作电脑是一台 MacBook Air。"]),
    ("update_nosignal", "日报几点截止？", ["日报截止时间是晚上六点。", "日报截止时间是下午五点半。"]),
    ("update_nosignal", "我们组的产品经理是谁？", ["我们组的产品经理是小刘。", "我们组的产品经理是陈静。"]),
    ("update_nosignal", "氨氯地平每天吃多少？", ["每天吃一片氨氯地平，5毫克。", "氨氯地平每天吃10毫克。"]),
    ("update_nosignal", "家里宽带是哪家的？", ["宽带是电信的，200兆。", "家里宽带是联通千兆。"]),
    ("update_nosignal", "羽毛球什么时候打？", ["羽毛球每周六上午打。", "羽毛球这阵子周日晚上打。"]),
    ("update_nosignal", "日志采集用什么？", ["日志采集用的是 Filebeat。", "日志采集用 Fluent Bit 来做。"]),
    ("update_nosignal", "车险在哪买的？", ["车险在平安买的，一年三千二。", "车险今年在人保买的，两千九。"]),
    ("update_nosignal", "我妈住在哪？", ["我妈住在老家县城。", "我妈跟我们住在深圳。"]),
    # update_signal
    ("update_signal", "代码托管在哪？", ["代码托管在 GitLab 上。", "代码仓库迁到 GitHub 了，GitLab 那边不用了。"]),
    ("update_signal", "怎么上班？", ["上班坐地铁。", "不坐地铁了，现在骑电动车上班。"]),
    ("update_signal", "接口限流是多少？", ["接口限流是每秒200次。", "限流调高到每秒500次了。"]),
    ("update_signal", "我的直属领导是谁？", ["我的直属领导是张总。", "组织调整以后我归李姐管了。"]),
    ("update_signal", "自动备份几点跑？", ["每天晚上十点自动备份。", "自动备份的时间挪到凌晨两点了。"]),
    ("update_signal", "工资卡是哪家银行的？", ["工资卡是招商银行的。", "工资卡换成建行的了。"]),
    ("update_signal", "配置中心用的什么？", ["配置中心用的 Apollo。", "配置中心不用 Apollo 了，改用 Nacos。"]),
    # distinct_lookalike
    ("distinct_lookalike", "订单服务端口是多少？", ["订单服务端口是8081。", "用户服务端口是8082。"]),
    ("distinct_lookalike", "我姐住在哪？", ["我姐住在成都。", "我妹住在重庆。"]),
    ("distinct_lookalike", "大宝在学什么？", ["大宝在学钢琴。", "二宝在学围棋。"]),
    ("distinct_lookalike", "生产环境的 Redis 内存多大？", ["生产环境的 Redis 内存 32G。", "测试环境的 Redis 内存 8G。"]),
    ("distinct_lookalike", "去程航班什么时候？", ["去程航班是10月1号早上八点。", "回程航班是10月7号晚上九点。"]),
    ("distinct_lookalike", "爸爸身体怎么样？", ["爸爸血压有点高。", "妈妈血糖有点高。"]),
    ("distinct_lookalike", "前端仓库用什么包管理？", ["前端仓库用 pnpm。", "后端仓库用 Maven。"]),
    # distinct_event
    ("distinct_event", "上周末带孩子去哪了？", ["上周末带孩子去了动物园。", "上周末带孩子去了科技馆。"]),
    ("distinct_event", "昨天晚上做了什么菜？", ["昨天晚上做了红烧肉。", "前天晚上做了酸菜鱼。"]),
    ("distinct_event", "今天修了什么 bug？", ["今天修了一个登录页面的 bug。", "今天修了一个导出报表的 bug。"]),
    ("distinct_event", "跟老同学干什么了？", ["跟老同学一起吃了火锅。", "跟老同学一起去唱了K。"]),
    ("distinct_event", "儿子今天怎么样？", ["儿子今天考了数学第一。", "儿子今天跳绳比赛拿了第二。"]),
    # reversal
    ("reversal", "编辑器用什么？", ["编辑器用的 VS Code。", "最近在试 Cursor 写代码。", "还是用回 VS Code 了。"]),
    ("reversal", "周报哪天交？", ["周报周五交。", "周报改到周一交了。", "周报又改回周五交了。"]),
    ("reversal", "住在哪个区？", ["住在朝阳区。", "搬到了海淀。", "又搬回朝阳了。"]),
    # temporary
    ("temporary", "我在哪上班？", ["我在上海上班。", "这周出差在北京。"]),
    ("temporary", "平时怎么上班？", ["平时开车上班。", "这几天车限号，先坐公交。"]),
    ("temporary", "线上数据库连接池上限多少？", ["线上数据库连接池上限100。", "大促这两天连接池临时开到300。"]),
    # unrelated
    ("unrelated", "项目用哪个 Go 版本编译？", ["项目用 Go 1.22 编译。", "楼下新开了一家面馆。"]),
    ("unrelated", "公积金每月扣多少？", ["公积金每月扣1200。", "下个月带爸妈去云南玩。"]),
    ("unrelated", "提交信息用什么语言写？", ["提交信息用中文写。", "体检报告出来了，一切正常。"]),
]


def main() -> None:
    about = ("issue #12 blind probe set 18: 50 English and 50 Chinese cases written by blind40 before reading the "
             "classifier, docs or any other probe file; one case per group")
    write_blind_file(OUT, about, [("en", EN), ("zh", ZH)], prefix="blind18", first_id=FIRST_ID, seed=SPLIT_SEED)


if __name__ == "__main__":
    main()
