"""Build the eighth blind probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_blind_probes_8.py   # writes bench/data/blind_probes_8.jsonl

Written by session 30 (blind30) BEFORE reading the classifier, docs/CORRECTNESS.md or any other probe file:
only issue #12 (the classes) and bench/probes.py and bench/make_swap_probes.py (the format) were read. The
cases are one person's own wording, to emulate what the held-out half of update_set.jsonl holds and no rule
has been fitted to. Topics: a coding agent's user (editors, repos, CI, deploys, team, house rules) and
everyday life (family, food, sport, travel, work).
- restatement: the same fact said again days later in other words: reordered, a synonym, a subject dropped
  or added, a shorter note form or a longer sentence, a colloquial form (one Chinese case carries 现在 as a
  plain adverb, not a change);
- update_signal / update_nosignal: a changed value with or without a change word;
- distinct_lookalike: one detail differs and both stay true (another service, person, day or event, or a
  second value of a many-valued slot such as hobbies or review areas);
- temporary: a short-lived state beside a lasting one; reversal: A, then B, then A again.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (each case is its own group):
"tuning" is tuned on, "check" is only counted. Both halves are IN-SAMPLE for the engine's authors (written
by a session of the project): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import write_blind_file

SPLIT_SEED = 20263008
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_8.jsonl"

R, S, N, L, T, V = "restatement", "update_signal", "update_nosignal", "distinct_lookalike", "temporary", "reversal"

# class, question, sentences in the order they are written
EN: list[tuple[str, str, list[str]]] = [
    # -- restatement -------------------------------------------------------------------------------------------
    (R, "Which editor do I use?", ["I use Neovim as my main editor.", "My go-to editor is Neovim."]),
    (R, "What runs our CI?", ["Our CI runs on GitHub Actions.", "We run CI with GitHub Actions."]),
    (R, "When do we deploy to production?", ["Deploys to production happen every Thursday afternoon.", "Prod deploys are on Thursday afternoons."]),
    (R, "What is Mia allergic to?", ["My daughter Mia is allergic to peanuts.", "Mia can't eat peanuts, she's allergic."]),
    (R, "Tabs or spaces in Go?", ["I prefer tabs over spaces in Go code.", "For Go code I'd rather have tabs than spaces."]),
    (R, "What language is the billing service in?", ["The billing service is written in Rust.", "billing service: Rust"]),
    (R, "How often do I run?", ["I go running three times a week.", "Three runs a week, that's my routine."]),
    (R, "How should commit messages be written?", ["Please always write commit messages in the imperative mood.", "Commit messages should use the imperative mood."]),
    (R, "Who leads our team?", ["Our team lead is Priyanka.", "Priyanka leads our team."]),
    (R, "Where is the monorepo?", ["The monorepo lives at github.com/acme/platform.", "Our monorepo is acme/platform on GitHub."]),
    (R, "Do I eat meat?", ["I'm vegetarian.", "I don't eat meat, I'm a vegetarian."]),
    (R, "When is my flight to Tokyo?", ["My flight to Tokyo leaves on March 14.", "I fly out to Tokyo on the 14th of March."]),
    (R, "Where do we keep secrets?", ["We keep our secrets in HashiCorp Vault.", "Secrets are stored in Vault."]),
    (R, "When is my wife's birthday?", ["My wife's birthday is on June 3rd.", "June 3 is my wife's birthday."]),
    (R, "When do I play football?", ["I play five-a-side football on Tuesday evenings.", "Tuesday nights I play 5-a-side footy."]),
    (R, "What is the staging database?", ["The staging database is a Postgres 15 instance on RDS.", "Staging DB runs Postgres 15 on Amazon RDS."]),
    (R, "Should the agent ask before small edits?", ["I don't want to be asked to confirm trivial file edits.", "No need to ask me before making small file edits."]),
    (R, "Where do I work?", ["I work at Stripe as a backend engineer.", "Backend engineer at Stripe."]),
    (R, "What am I allergic to?", ["Allergic to shellfish.", "I am allergic to shellfish, so no prawns or crab for me."]),
    # -- update with a change word -----------------------------------------------------------------------------
    (S, "What runs the API gateway?", ["The API gateway runs on Kong.", "We replaced Kong with Envoy for the API gateway."]),
    (S, "Who is my dentist?", ["My dentist is Dr. Howard.", "I've switched dentists, I see Dr. Patel now."]),
    (S, "How long is a sprint?", ["A sprint lasts two weeks.", "Sprints are three weeks long now."]),
    (S, "Where do incidents get discussed?", ["Incidents are discussed in the #ops-alerts Slack channel.", "Incident chatter moved from #ops-alerts to #incidents."]),
    (S, "When is the kids' swimming lesson?", ["The kids' swimming lesson is on Saturday morning.", "Swimming lessons for the kids got moved to Sunday morning."]),
    (S, "Which Python do I use locally?", ["I'm using Python 3.10 locally.", "I upgraded to Python 3.12 on my machine."]),
    (S, "How much do I weigh?", ["I weigh 82 kg.", "I'm down to 78 kg now."]),
    # -- update without a change word --------------------------------------------------------------------------
    (N, "What is the memory limit of the worker pods?", ["Max memory for the worker pods is 2 GiB.", "Max memory for the worker pods is 4 GiB."]),
    (N, "How long is my commute?", ["My commute takes 40 minutes.", "My commute takes about 25 minutes."]),
    (N, "What builds our docs site?", ["Our docs site is built with Sphinx.", "Our docs site is built with MkDocs."]),
    (N, "Where do I live?", ["I live in Leeds.", "I live in Bristol."]),
    (N, "What is the repo's default branch?", ["The default branch of the repo is master.", "The repo's default branch is main."]),
    (N, "What is Dad's phone number?", ["Dad's phone number is 555-0142.", "Dad's number is 555-0199."]),
    (N, "When is the Friday team lunch?", ["Team lunch on Fridays is at noon.", "Team lunch on Fridays is at 1 pm."]),
    # -- distinct look-alikes ----------------------------------------------------------------------------------
    (L, "Which port does the auth service use?", ["The auth service listens on port 8443.", "The payments service listens on port 8444."]),
    (L, "Who plays the violin?", ["My son plays the violin.", "My daughter plays the violin."]),
    (L, "Where did we go for our honeymoon?", ["We went to Lisbon for our honeymoon.", "We went to Porto for our anniversary."]),
    (L, "Which package manager does the frontend repo use?", ["The frontend repo uses pnpm.", "The docs repo uses npm."]),
    (L, "What did I have for dinner on Monday?", ["I had sushi for dinner on Monday.", "I had ramen for dinner on Wednesday."]),
    (L, "What does Alex review?", ["Alex reviews all the database migrations.", "Alex reviews all the Terraform changes."]),
    (L, "When does the nightly backup run?", ["The nightly backup job runs at 2 am.", "The nightly cleanup job runs at 3 am."]),
    (L, "What races have I run?", ["I ran a 10k in October.", "I ran a half marathon in April."]),
    (L, "Who lives in Denver?", ["My brother lives in Denver.", "My sister lives in Denver."]),
    (L, "What is ticket ENG-412 about?", ["Ticket ENG-412 is about the login timeout.", "Ticket ENG-413 is about the logout redirect."]),
    (L, "How do we deploy the web app?", ["We deploy the web app with Vercel.", "We deploy the marketing site with Netlify."]),
    # -- temporary state ---------------------------------------------------------------------------------------
    (T, "Where do I usually work?", ["I work from the London office.", "This week I'm working from home because of the rail strike."]),
    (T, "What is my main laptop?", ["My main laptop is a ThinkPad X1.", "I'm on a loaner MacBook until my ThinkPad is repaired."]),
    (T, "Do I drink coffee?", ["I drink coffee every morning.", "I'm off coffee for the next two weeks, doctor's orders."]),
    (T, "How many approvals does main need?", ["The main branch requires two approvals.", "For today's hotfix, main only needs one approval."]),
    # -- reversal ----------------------------------------------------------------------------------------------
    (V, "Which browser do I use?", ["I use Firefox.", "I switched to Chrome.", "Back on Firefox again."]),
    (V, "What time is standup?", ["Standup is at 9:00.", "Standup moved to 9:30.", "Standup is back at 9:00."]),
    (V, "Where does Mom live?", ["Mom lives in Cork.", "Mom moved to Dublin.", "Mom has moved back to Cork."]),
]

ZH: list[tuple[str, str, list[str]]] = [
    # -- 复述 ----------------------------------------------------------------------------------------------------
    (R, "我用什么写代码？", ["我平时用VS Code写代码。", "写代码我一般用VS Code。"]),
    (R, "我们的代码放在哪？", ["我们的代码托管在GitLab上。", "代码都放在GitLab。"]),
    (R, "什么时候发版？", ["每周二下午发版。", "发布时间是每个星期二下午。"]),
    (R, "儿子对什么过敏？", ["我儿子对牛奶过敏。", "儿子喝不了牛奶，过敏。"]),
    (R, "我老婆吃辣吗？", ["我老婆不吃辣。", "我爱人吃不了辣的。"]),
    (R, "我们组长是谁？", ["我们组的组长是王磊。", "王磊是我们组长。"]),
    (R, "我每天早上跑多少？", ["我每天早上跑步五公里。", "每天早上我都跑5公里。"]),
    (R, "测试环境用什么数据库？", ["测试环境的数据库是MySQL 8。", "测试库用的是MySQL 8。"]),
    (R, "提交信息用什么语言？", ["提交信息请用中文写。", "commit message用中文写就行。"]),
    (R, "我周末喜欢干什么？", ["我周末喜欢去钓鱼。", "周末的时候我爱钓鱼。"]),
    (R, "我住在哪？", ["我家在成都高新区。", "我住成都高新区。"]),
    (R, "错误监控用什么？", ["我们用Sentry做错误监控。", "错误监控这块用的是Sentry。"]),
    (R, "女儿读几年级？", ["我女儿在读小学三年级。", "女儿现在上小学三年级。"]),
    (R, "代码怎么缩进？", ["代码缩进用四个空格。", "缩进统一四个空格。"]),
    (R, "我对什么过敏？", ["我对猫毛过敏。", "猫毛会让我过敏。"]),
    (R, "我妈生日是哪天？", ["我妈妈的生日是十月八号。", "10月8日是我妈的生日。"]),
    (R, "线上服务部署在哪？", ["线上服务部署在阿里云杭州区域。", "生产环境在阿里云的杭州区域。"]),
    (R, "可以自动提交代码吗？", ["别在我的仓库里自动提交代码。", "不要自动帮我提交代码。"]),
    # -- 带变化词的更新 -----------------------------------------------------------------------------------------
    (S, "我们用什么构建工具？", ["我们的构建工具是Webpack。", "构建工具已经换成Vite了。"]),
    (S, "我开什么车？", ["我的车是一辆丰田卡罗拉。", "卡罗拉卖了，现在开的是比亚迪。"]),
    (S, "周会什么时候开？", ["周会定在周一上午十点。", "周会改到周三下午两点了。"]),
    (S, "我在哪家公司上班？", ["我在字节跳动上班。", "我已经从字节离职，去了腾讯。"]),
    (S, "接口超时是多少？", ["接口超时时间设的是5秒。", "接口超时调成了10秒。"]),
    (S, "儿子的钢琴课是什么时候？", ["儿子的钢琴课在周六上午。", "钢琴课挪到周日下午了。"]),
    (S, "我每天喝几杯咖啡？", ["我每天喝两杯咖啡。", "现在每天只喝一杯咖啡了。"]),
    # -- 不带变化词的更新 ---------------------------------------------------------------------------------------
    (N, "Redis最大内存是多少？", ["Redis的最大内存是4G。", "Redis的最大内存是8G。"]),
    (N, "我多重？", ["我的体重是70公斤。", "我的体重是66公斤。"]),
    (N, "我们用什么跑CI？", ["我们用Jenkins跑CI。", "我们用GitHub Actions跑CI。"]),
    (N, "我住在哪？", ["我住在南京鼓楼区。", "我住在苏州工业园区。"]),
    (N, "项目的Node版本是多少？", ["项目的Node版本是16。", "项目用的Node版本是20。"]),
    (N, "我的手机号是多少？", ["我的手机号是13812345678。", "我的手机号是13987654321。"]),
    # -- 相似但不同的事实 ---------------------------------------------------------------------------------------
    (L, "订单服务跑在哪个端口？", ["订单服务跑在8080端口。", "用户服务跑在8081端口。"]),
    (L, "谁在北京工作？", ["我哥哥在北京工作。", "我姐姐在北京工作。"]),
    (L, "上周六我们去爬了什么山？", ["上周六我们去爬了香山。", "上周日我们去爬了八达岭长城。"]),
    (L, "前端仓库用什么框架？", ["前端仓库用的是React。", "管理后台用的是Vue。"]),
    (L, "周一晚饭吃的什么？", ["周一晚饭吃的火锅。", "周三晚饭吃的烤鸭。"]),
    (L, "小李负责哪些模块的代码审查？", ["小李负责支付模块的代码审查。", "小李负责搜索模块的代码审查。"]),
    (L, "凌晨两点跑什么任务？", ["每天凌晨两点跑数据备份。", "每天凌晨三点跑日志清理。"]),
    (L, "我跑过哪些比赛？", ["我去年十月跑了一个半马。", "我今年四月跑了一个全马。"]),
    (L, "谁是后端组的？", ["张伟是后端组的。", "张强是后端组的。"]),
    (L, "bug 1024是什么问题？", ["bug 1024是登录超时的问题。", "bug 1025是支付回调的问题。"]),
    (L, "我爸喜欢下什么棋？", ["我爸喜欢下象棋。", "我爸也喜欢下围棋。"]),
    # -- 临时状态 -----------------------------------------------------------------------------------------------
    (T, "我平时在哪上班？", ["我在上海办公室上班。", "这周我在家远程办公。"]),
    (T, "我住在哪？", ["我住在广州。", "这几天我在深圳出差。"]),
    (T, "我喝咖啡吗？", ["我每天都喝咖啡。", "最近胃不好，暂时不喝咖啡。"]),
    (T, "主分支合并要几个人审批？", ["主分支合并需要两个人审批。", "今天紧急修复，临时只要一个人审批。"]),
    # -- 反复 ---------------------------------------------------------------------------------------------------
    (V, "我用什么电脑？", ["我用Windows电脑。", "我换成Mac了。", "又换回Windows了。"]),
    (V, "站会几点开？", ["每日站会九点开。", "站会改到九点半了。", "站会又改回九点了。"]),
    (V, "我爸妈住在哪？", ["我爸妈住在老家。", "爸妈搬来跟我们一起住了。", "爸妈又搬回老家了。"]),
]


def main() -> None:
    write_blind_file(OUT, "issue #12 blind probe set 8, English and Chinese, IN-SAMPLE (written by session 30 before "
                          "reading the classifier, docs/CORRECTNESS.md or any other probe file: restatements in the "
                          "user's own other words, updates with and without a change word, distinct look-alikes, "
                          "temporary states and reversals, on a coding agent's user and everyday life; not part of "
                          "update_set.jsonl); built by bench/make_blind_probes_8.py; split once before tuning into "
                          "'tuning' (tuned on) and 'check' (only counted)",
                     [("en", EN), ("zh", ZH)], "blind8", 308000, SPLIT_SEED)


if __name__ == "__main__":
    main()
