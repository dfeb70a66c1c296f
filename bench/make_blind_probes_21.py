"""Issue #12: BLIND probes, the twenty-first set (session 43, blind43), written by a helper that did not read how the
engine classifies (not python/flymemory/**, not docs/CORRECTNESS.md or docs/BENCHMARKS.md, not any bench/data file
nor any other probe generator but make_blind_probes_20.py for the file's shape), as users of a coding agent and of a
personal assistant would phrase things, in English and Chinese (口语, with and without 了/已经, mixed 中英, numbers
as words and digits, questions carrying a fact), across work setups and tools, schedules, people, places, health,
money, pets, preferences and habits:
  - update with a change signal; update without a signal (same fact, another value, no change word);
  - restatement (the same fact in other words);
  - distinct look-alike facts (another holder, another item); distinct events in conversation (two happenings);
  - reversal A -> B -> A (three sentences: the last one is current);
  - temporary state beside a lasting fact (the question asks the lasting one).
A fact and its controls are one group.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group: "tuning" may be tuned on, "check" is counted only.

    .venv/bin/python bench/make_blind_probes_21.py   # writes bench/data/blind_probes_21.jsonl"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import E, L, N, R, S, T, V, said_rows, write_pair_file

SPLIT_SEED = 20264301
FIRST_ID = 790000
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_21.jsonl"

# group, lang, class, question, sentences in the order they are said (two; three for a reversal A -> B -> A)
CASES: list[tuple[str, ...]] = [
    # -- English: work setup and tools -------------------------------------------------------------------------
    ("node", "en", S, "Which Node version is the monorepo on?", "The monorepo is pinned to Node 18.", "bumped the monorepo to node 20 yesterday, 18 is gone"),
    ("node", "en", L, "Which Node version is the marketing site on?", "The monorepo is pinned to Node 18.", "The marketing site is pinned to Node 16."),
    ("node", "en", R, "Which Node version is the monorepo on?", "The monorepo is pinned to Node 18.", "We run Node 18 across the whole monorepo."),
    ("pkg", "en", S, "Which package manager does the frontend repo use?", "The frontend repo uses yarn.", "frontend's on pnpm now, how do I clear the pnpm store when installs get weird?"),
    ("pkg", "en", V, "Which package manager does the frontend repo use?", "The frontend repo uses yarn.", "We moved the frontend repo over to pnpm.", "Reverted the frontend to yarn, pnpm kept breaking the Storybook build."),
    ("editor", "en", S, "Which editor do I code in?", "I write code in VS Code.", "I'm on Neovim full time these days, any good plugin for git blame?"),
    ("laptop", "en", N, "What is my work laptop?", "My work laptop is a 2021 MacBook Pro with 16 gigs of RAM.", "My work laptop is a ThinkPad X1 Carbon with 32 gigs of RAM."),
    ("stagingdb", "en", N, "Which host is the staging db on?", "staging db lives at db-staging-2.internal", "staging db lives at db-staging-4.internal"),
    ("stagingdb", "en", L, "Which host is the QA db on?", "staging db lives at db-staging-2.internal", "the QA db lives at db-qa-1.internal"),
    ("logs", "en", N, "How long are prod logs kept?", "Prod logs are kept for 30 days.", "Prod logs are kept for ninety days."),
    ("cihost", "en", V, "Where does our CI run?", "Our CI runs on CircleCI.", "Moved CI over to GitHub Actions last sprint.", "We're back on CircleCI, Actions minutes got too expensive."),
    ("shell", "en", V, "Which shell do I use?", "My shell is zsh.", "switched my login shell to fish", "fish broke half my scripts so I'm back to zsh"),
    ("deploy", "en", E, "How did the Thursday release go?", "Shipped v2.3 on Monday, had to roll it back because of a bad migration.", "Shipped v2.4 Thursday, zero issues."),
    ("cired", "en", E, "Why was CI red on Wednesday?", "CI was red Tuesday, a flaky snapshot test.", "CI went red again Wednesday, someone pushed a broken lockfile."),
    ("pairing", "en", E, "What did Ana and I fix on Wednesday?", "Paired with Ana on Monday, we fixed the auth redirect loop.", "Paired with Ana again Wednesday and knocked out the CSV export bug."),
    # -- English: schedules and the office ---------------------------------------------------------------------
    ("standup", "en", N, "What time is standup?", "Standup is at 9:30.", "Standup's at 10:15 every day."),
    ("standup", "en", T, "What time is standup normally?", "Standup is at 9:30.", "Standup is at 11 tomorrow because of the all-hands."),
    ("standup", "en", R, "What time is standup?", "Standup is at 9:30.", "we do standup at half past nine every morning"),
    ("manager", "en", S, "Who is my manager?", "My manager is Karen.", "Karen left the company, so I report to Dev now."),
    ("manager", "en", L, "Who is my skip-level manager?", "My manager is Karen.", "My skip-level is Tom."),
    ("manager", "en", R, "Who is my manager?", "My manager is Karen.", "I report to Karen."),
    ("wfh", "en", T, "Which days do I work from home?", "I work from home Mondays and Fridays.", "I'm in the office every day this week to help onboard the new hires."),
    ("floor", "en", T, "Which floor is my desk on?", "My desk is on the 4th floor.", "Our team is camped on the 7th floor this week while they redo the carpets."),
    ("commute", "en", V, "How do I get to work?", "I take the train to work.", "Been driving to work since they cut the early trains.", "Back on the train, parking downtown was a nightmare."),
    # -- English: health and habits ----------------------------------------------------------------------------
    ("gym", "en", S, "When do I go to the gym?", "I go to the gym at 6am before work.", "I've started going to the gym after work instead, the 6am thing was killing me."),
    ("gym", "en", R, "When do I go to the gym?", "I go to the gym at 6am before work.", "I hit the gym at six in the morning, before I start work."),
    ("coffee", "en", N, "How do I take my coffee?", "I take my coffee black.", "I take my coffee with oat milk."),
    ("coffee", "en", R, "How do I take my coffee?", "I take my coffee black.", "coffee for me is always black"),
    ("diet", "en", S, "What's my diet?", "I'm vegetarian.", "I started eating fish again, so I guess I'm pescatarian now."),
    ("contacts", "en", N, "What's my contact lens prescription?", "My contact lens prescription is -2.75 in both eyes.", "My contact lens prescription is -3.25 in both eyes."),
    ("contacts", "en", L, "What's my son's contact lens prescription?", "My contact lens prescription is -2.75 in both eyes.", "My son's contact lens prescription is -1.50 in both eyes."),
    ("pt", "en", T, "Which days do I normally have PT?", "I do physical therapy for my shoulder twice a week, Tuesdays and Thursdays.", "PT is just Thursday this week, my therapist is out Tuesday."),
    ("bloodwork", "en", E, "What was low in the bloodwork on the 20th?", "Got bloodwork back on the 3rd, cholesterol a little high.", "Second round of bloodwork on the 20th, vitamin D was low."),
    ("reading", "en", V, "What do I read books on?", "I read on my Kindle.", "Switched to paper books, the screen at night was messing with my sleep.", "ok Kindle again, paper books in bed are just awkward"),
    # -- English: car, money, people, pets, travel -------------------------------------------------------------
    ("car", "en", S, "What car do I drive?", "I drive a 2015 Honda Civic.", "traded in the civic last weekend, got a used RAV4"),
    ("car", "en", L, "What car does my wife drive?", "I drive a 2015 Honda Civic.", "My wife drives a 2018 Honda CR-V."),
    ("car", "en", T, "What car do I own?", "I drive a 2015 Honda Civic.", "The Civic's in the shop, so I'm driving a rental Corolla till Friday."),
    ("roth", "en", S, "How much do I put into my Roth IRA each month?", "I put $500 a month into my Roth IRA.", "Upped my Roth contributions to six fifty a month."),
    ("roth", "en", R, "How much do I put into my Roth IRA each month?", "I put $500 a month into my Roth IRA.", "Five hundred bucks goes into the Roth every month."),
    ("phone", "en", S, "Which carrier is my phone plan with?", "My phone plan is T-Mobile, 45 bucks a month.", "Dropped T-Mobile for Mint, like 25 a month. Do I need a new SIM for that?"),
    ("amex", "en", N, "When is the Amex payment due?", "The Amex payment is due on the 15th.", "The Amex payment is due on the 22nd."),
    ("amex", "en", L, "When is the Discover payment due?", "The Amex payment is due on the 15th.", "The Discover payment is due on the 28th."),
    ("repairs", "en", E, "How much did I pay the electrician?", "Paid the plumber $340 to replace the water heater valve.", "Paid an electrician 180 to fix the kitchen outlet."),
    ("emma", "en", S, "Where does my sister Emma live?", "My sister Emma lives in Austin.", "Emma moved to Nashville in the spring."),
    ("emma", "en", L, "Where does my brother Josh live?", "My sister Emma lives in Austin.", "My brother Josh lives in Austin."),
    ("emma", "en", R, "Where does my sister Emma live?", "My sister Emma lives in Austin.", "my sister Emma's in Austin"),
    ("biscuit", "en", N, "How much kibble does Biscuit get a day?", "Our dog Biscuit gets two cups of kibble a day.", "Biscuit gets one and a half cups of kibble a day."),
    ("biscuit", "en", L, "How much kibble does Pepper get a day?", "Our dog Biscuit gets two cups of kibble a day.", "Pepper, our cat, gets half a cup of kibble a day."),
    ("vet", "en", E, "Why did Biscuit go to the vet in June?", "Took Biscuit to the vet in March for his shots.", "Took Biscuit to the vet in June, ear infection."),
    ("austin", "en", E, "How was the flight home from Austin?", "Flight to Austin on Monday was delayed three hours.", "Flight home from Austin Thursday landed early."),
    # -- Chinese: 工作、开发 -----------------------------------------------------------------------------------
    ("go", "zh", S, "后端用的 Go 版本是多少？", "我们后端用的是 Go 1.21。", "后端已经升到 Go 1.22 了，go.mod 里要改哪几行？"),
    ("go", "zh", L, "网关服务用的 Go 版本是多少？", "我们后端用的是 Go 1.21。", "网关服务用的是 Go 1.19。"),
    ("go", "zh", R, "后端用的 Go 版本是多少？", "我们后端用的是 Go 1.21。", "后端服务的 Go 版本是1.21。"),
    ("db", "zh", S, "线上数据库用的是什么？", "线上库用的是 MySQL 5.7。", "线上库上个月迁到 Postgres 了"),
    ("repo", "zh", S, "代码托管在哪？", "代码放在公司自建的 GitLab 上。", "代码仓库全部搬到 GitHub 了，自建的 GitLab 已经下线。"),
    ("fabu", "zh", N, "每周哪天发版？", "每周四晚上发版。", "每周二晚上发版。"),
    ("fabu", "zh", T, "平时每周哪天发版？", "每周四晚上发版。", "这周四赶上团建，发版挪到周五。"),
    ("fabu", "zh", R, "每周哪天发版？", "每周四晚上发版。", "我们固定周四晚上上线新版本。"),
    ("ip", "zh", N, "测试服务器的 IP 是多少？", "测试服务器的 IP 是 10.0.3.15。", "测试服务器的 IP 是 10.0.3.27。"),
    ("ip", "zh", L, "预发服务器的 IP 是多少？", "测试服务器的 IP 是 10.0.3.15。", "预发服务器的 IP 是 10.0.3.16。"),
    ("zuzhang", "zh", S, "我们组长是谁？", "我们组长是老王。", "老王调去别的部门，组长换成小刘"),
    ("zuzhang", "zh", L, "隔壁组的组长是谁？", "我们组长是老王。", "隔壁组的组长是老陈。"),
    ("gongwei", "zh", N, "我的工位在哪？", "我的工位在 B 区 12 号。", "我的工位在 C 区 3 号。"),
    ("gongwei", "zh", L, "小周的工位在哪？", "我的工位在 B 区 12 号。", "小周的工位在 B 区 13 号。"),
    ("gongwei", "zh", R, "我的工位在哪？", "我的工位在 B 区 12 号。", "我坐B区，12号工位。"),
    ("tuanjian", "zh", E, "这周五团建干嘛了？", "上周五组里团建吃的火锅。", "这周五团建去唱K了。"),
    ("mianshi", "zh", E, "下午面的后端怎么样？", "上午面了一个前端，基础挺扎实。", "下午又面了一个后端，项目经验一般般。"),
    ("bug", "zh", E, "周四线上出了什么问题？", "周一线上出了个 bug，订单重复扣款。", "周四又出事故了，Redis 连接池被打满。"),
    ("kaihui", "zh", E, "周三跟谁开的会？", "周二跟客户开会，对了一遍接口文档。", "周三跟设计开会，过了一遍新首页的 Figma 稿。"),
    ("shurufa", "zh", V, "我用什么输入法？", "我用的输入法是搜狗。", "输入法换成微信输入法了。", "还是搜狗顺手，又换回来了。"),
    # -- Chinese: 通勤、作息、健康 -----------------------------------------------------------------------------
    ("tongqin", "zh", S, "我怎么上班？", "我每天坐地铁4号线上班。", "搬家以后改骑电动车上班了。"),
    ("kaiche", "zh", T, "老婆平时怎么上班？", "老婆平时开车上班。", "老婆的车今天限号，她坐地铁去的。"),
    ("shuijiao", "zh", T, "我平时几点睡？", "我一般晚上11点睡。", "这几天赶项目，天天两三点才睡。"),
    ("jinshi", "zh", N, "我近视多少度？", "我近视，左眼600度，右眼550度。", "我近视，左眼650度，右眼600度。"),
    ("jinshi", "zh", L, "我女儿近视多少度？", "我近视，左眼600度，右眼550度。", "我女儿近视，左眼200度，右眼150度。"),
    ("guomin", "zh", R, "我对什么过敏？", "我对花生过敏。", "花生我碰不得，一吃就过敏。"),
    ("yiyuan", "zh", E, "这周一检查出什么问题？", "上周三去医院拍了胸片，没啥问题。", "这周一去抽了血，血糖有点高。"),
    ("paobu", "zh", E, "周日跑了多少公里？", "周六跑了个半马，用时2小时05分。", "周日又跑了10公里，配速6分。"),
    ("jianshen", "zh", V, "我在哪家健身房锻炼？", "晚上健身去的是楼下的乐刻。", "现在去公司旁边的超级猩猩练。", "又回乐刻了，超级猩猩太贵。"),
    ("kafei", "zh", V, "我早上喝哪家咖啡？", "每天早上一杯瑞幸。", "最近早上改喝库迪了。", "库迪喝不惯，还是回瑞幸了。"),
    # -- Chinese: 钱、家、人、宠物 -----------------------------------------------------------------------------
    ("fangdai", "zh", N, "房贷每月还多少？", "房贷一个月六千八。", "房贷每个月还 6500。"),
    ("fangdai", "zh", L, "车贷每月还多少？", "房贷一个月六千八。", "车贷每个月还 2300。"),
    ("fangdai", "zh", R, "房贷每月还多少？", "房贷一个月六千八。", "每个月要还6800的房贷。"),
    ("zhuanzhang", "zh", E, "今天给我爸转了多少？", "昨天给我妈转了2000。", "今天给我爸转了1000，说是要买药。"),
    ("jizhang", "zh", S, "我用什么 app 记账？", "平时记账用的是 MoneyWiz。", "记账 app 现在用钱迹"),
    ("wuye", "zh", N, "物业费每月多少？", "物业费每个月380。", "物业费每月四百二。"),
    ("wifi", "zh", N, "家里 WiFi 密码是什么？", "家里 WiFi 密码是 happy2024。", "家里WiFi密码是sunny8888"),
    ("kuandai", "zh", T, "家里宽带是哪家的？", "家里宽带是电信的500兆。", "宽带这两天坏了，先用手机热点凑合。"),
    ("fangdong", "zh", S, "房东是谁？", "房东是张阿姨。", "房子被张阿姨卖了，现在房东姓李，押金要找谁退？"),
    ("chunjie", "zh", E, "今年春节在哪过的？", "去年春节回老家待了十天。", "今年春节是在三亚过的。"),
    ("biaoge", "zh", S, "我表哥做什么工作？", "我表哥在深圳做外贸。", "表哥不做外贸了，回老家开了家奶茶店。"),
    ("biaoge", "zh", L, "我表姐做什么工作？", "我表哥在深圳做外贸。", "我表姐在深圳做财务。"),
    ("biaoge", "zh", R, "我表哥做什么工作？", "我表哥在深圳做外贸。", "表哥在深圳，干外贸的。"),
    ("youyong", "zh", N, "女儿哪天学游泳？", "女儿每周六上午学游泳。", "女儿每周日上午学游泳。"),
    ("youyong", "zh", T, "女儿平时哪天学游泳？", "女儿每周六上午学游泳。", "这周六游泳课停一次，教练生病了。"),
    ("youyong", "zh", L, "儿子哪天学围棋？", "女儿每周六上午学游泳。", "儿子每周六上午学围棋。"),
    ("riyu", "zh", S, "我什么时候上日语课？", "我每周三晚上上日语课。", "日语课调到周六上午了。"),
    ("mao", "zh", S, "团子吃什么猫粮？", "我家猫团子吃的是渴望猫粮。", "团子的猫粮换成皇家了，渴望它不爱吃。"),
    ("mao", "zh", L, "芝麻吃什么猫粮？", "我家猫团子吃的是渴望猫粮。", "家里另一只猫芝麻吃的是爱肯拿。"),
    ("shouji", "zh", V, "我用什么手机？", "我用的是 iPhone。", "换了台小米14。", "小米用了俩月，又换回iPhone了。"),
]


def build() -> list[dict]:
    return said_rows(CASES, SPLIT_SEED, "blind21", FIRST_ID)


def main() -> None:
    write_pair_file(OUT, "issue #12 BLIND probes, the twenty-first set (bench/make_blind_probes_21.py): written by a "
                         "helper of session 43 (blind43) that did not read how the engine classifies, as users of a "
                         "coding agent and of a personal assistant would phrase things, in English and Chinese (口语, "
                         "with and without 了/已经, mixed 中英, numbers as words and digits, questions carrying a fact), "
                         "across work setups and tools, schedules, people, places, health, money, pets, preferences "
                         "and habits: update with a change signal, update without one, restatement, distinct look-alike "
                         "facts, distinct events in conversation, reversal A -> B -> A (three sentences, the last "
                         "current) and temporary state beside a lasting fact; a fact and its controls are one group; "
                         "split once before any tuning into 'tuning' and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
