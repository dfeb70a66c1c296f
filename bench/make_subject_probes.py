"""Issue #12: IN-SAMPLE probes for ONE VALUE SAID OF TWO SUBJECTS, hand-written before any rule was fitted
to it (the engineer who tunes on it wrote it). The same digits, the same day or the same word on both sides
is no proof that the two sentences state one fact:
  - one value of two subjects ("The backup job runs at 2 am." / "The log rotation runs at 2 am.");
  - another slot of the same subject changed, with a change word ("Our help desk has five agents." /
    "Our help desk moved to the second floor."): the head count is not crossed out;
  - another person ("I take the subway to the office." / "My husband cycles to the office these days.");
  - two places or days of one kind ("二楼有一台打印机。" / "五楼有一台打印机。");
  - two persons trading roles ("I called my sister on Sunday." / "My sister called me on Sunday."): two events.
And the true counterparts that must still work, built from the same facts: a restatement with the same
value and subject reworded; an update of the same slot with a change word; an update where the subject is
written a little differently ("Our daily standup is at 9:30." / "Standup moved to 9:45.").

Split ONCE, before any tuning, by GROUP (a fact and the cases built from it go to the same half) into a
`tuning` half (rules may be fitted to it) and a `check` half (read only as a figure), seed in the header.

    .venv/bin/python bench/make_subject_probes.py   # writes bench/data/subject_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/subject_probes.jsonl --split tuning
    .venv/bin/python bench/bench_updates.py --data bench/data/subject_probes.jsonl --split check"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from collections import Counter
from pathlib import Path

from probes import check_groups, write_jsonl

SEED = 20261215
OUT = Path(__file__).resolve().parent / "data" / "subject_probes.jsonl"

R, S = "restatement", "update_signal"
L, E = "distinct_lookalike", "distinct_event"

# (group, lang, cls, question, older, newer); a group is one fact and the cases built from it
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: one value of two subjects, with the fact's own restatement and update
    ("standup", "en", L, "When does the release freeze begin?", "The standup starts at 9:30.", "The release freeze begins at 9:30."),
    ("standup", "en", R, "When does the standup start?", "The standup starts at 9:30.", "Standup begins at 9:30."),
    ("standup", "en", S, "When does the standup start?", "The standup starts at 9:30.", "The standup now starts at 10:00."),
    ("rent", "en", L, "When is the car payment due?", "Rent is due on the 1st.", "The car payment is due on the 1st."),
    ("rent", "en", R, "When is rent due?", "Rent is due on the 1st of every month.", "Every month the rent is due on the 1st."),
    ("rent", "en", S, "When is rent due?", "Rent is due on the 1st.", "Rent is now due on the 5th."),
    ("gateway", "en", L, "Which port does the admin dashboard listen on?", "Our API gateway listens on port 8443.", "The admin dashboard listens on port 8443."),
    ("gateway", "en", R, "Which port does the API gateway use?", "Our API gateway listens on port 8443.", "The API gateway uses port 8443."),
    ("gateway", "en", S, "Which port does the API gateway use?", "Our API gateway listens on port 8443.", "The API gateway was moved to port 9443."),
    ("birthday", "en", L, "When is our anniversary?", "My sister's birthday is on March 3.", "Our wedding anniversary is on March 3."),
    ("birthday", "en", R, "When is my sister's birthday?", "My sister's birthday is on March 3.", "March 3 is my sister's birthday."),
    ("backup", "en", L, "When does log rotation run?", "The backup job runs at 2 am.", "The log rotation runs at 2 am."),
    ("backup", "en", R, "When does the backup job run?", "The backup job runs at 2 am.", "At 2 am the backup job runs."),
    ("backup", "en", S, "When does the backup job run?", "The backup job runs at 2 am.", "The backup job was changed to run at 4 am."),
    ("gym", "en", L, "How much is my phone bill?", "The gym membership costs $40 a month.", "My phone bill is $40 a month."),
    ("review", "en", L, "When is the all-hands?", "The sprint review is on Thursday.", "The all-hands is on Thursday."),
    ("budget", "en", L, "What is our hiring budget?", "Our marketing budget is 20,000 euros.", "Our hiring budget is 20,000 euros."),
    ("vet", "en", L, "When is my haircut?", "The dog's vet appointment is at 4 pm.", "My haircut is at 4 pm."),
    ("ram", "en", L, "How much RAM does the CI runner have?", "The staging database has 16 GB of RAM.", "The CI runner has 16 GB of RAM."),
    # -- English: another slot of the same subject changed, with a change word
    ("helpdesk", "en", L, "Where is the help desk?", "Our help desk has five agents.", "Our help desk moved to the second floor."),
    ("helpdesk", "en", R, "How many agents are on the help desk?", "Our help desk has five agents.", "There are five agents on our help desk."),
    ("helpdesk", "en", S, "How many agents are on the help desk?", "Our help desk has five agents.", "Our help desk now has eight agents."),
    ("car", "en", L, "Who insures my car?", "My car is a blue Honda Civic.", "My car's insurance switched to Geico."),
    ("sprint", "en", L, "When is the retro?", "The team's sprints last two weeks.", "The team moved its retro to Fridays."),
    ("hq", "en", L, "Where is the main office?", "Our main office has 200 employees.", "Our main office moved to Berlin."),
    ("hq", "en", S, "How many people work at the main office?", "Our main office has 200 employees.", "Our main office has grown to 260 employees."),
    ("project", "en", L, "When is the project deadline?", "The project is written in Go.", "The project's deadline changed to June."),
    ("flat", "en", L, "How much is the rent on my apartment?", "My apartment has two bedrooms.", "The rent on my apartment went up to $1,800."),
    ("newsletter", "en", L, "When does the newsletter go out?", "The newsletter goes out to 5,000 subscribers.", "The newsletter now goes out on Mondays."),
    ("ci", "en", L, "How long does the CI pipeline take?", "Our CI pipeline runs on GitHub Actions.", "Our CI pipeline now takes 12 minutes."),
    # -- English: another person
    ("subway", "en", L, "How does my husband get to the office?", "I take the subway to the office.", "My husband cycles to the office these days."),
    ("subway", "en", R, "How do I get to the office?", "I take the subway to the office.", "I get to the office by subway."),
    ("wfh", "en", L, "When does my brother work from home?", "I work from home on Fridays.", "My brother works from home on Mondays now."),
    ("denver", "en", L, "Where do my parents live?", "I live in Denver.", "My parents moved to Phoenix."),
    ("denver", "en", S, "Where do I live?", "I live in Denver.", "I moved from Denver to Austin."),
    ("doctor", "en", L, "Who is my daughter's doctor?", "My doctor is Dr. Patel.", "My daughter's doctor is now Dr. Nguyen."),
    ("doctor", "en", S, "Who is my doctor?", "My doctor is Dr. Patel.", "I switched doctors; my doctor is now Dr. Romero."),
    ("phone", "en", L, "What phone does my mom use?", "I use an iPhone.", "My mom switched to a Pixel."),
    ("running", "en", L, "When does my roommate go running?", "I go running at 6 am.", "My roommate goes running at 7 am now."),
    # -- English: two places or days of one kind
    ("printer", "en", L, "Where is there a printer?", "There's a printer on the second floor next to the kitchen.", "There's a printer on the sixth floor next to the elevators."),
    ("piano", "en", L, "When do I practice piano?", "I practice piano for 30 minutes on Tuesday.", "I practice piano for 30 minutes on Thursday."),
    ("swim", "en", L, "When are swimming lessons?", "Swimming lessons are at 5 pm on Monday.", "Swimming lessons are at 5 pm on Wednesday."),
    ("warehouse", "en", L, "Where are our warehouses?", "We have a warehouse in Rotterdam with 40 staff.", "We have a warehouse in Hamburg with 40 staff."),
    ("soccer", "en", L, "When do the kids have soccer practice?", "The kids have soccer practice on Saturday morning.", "The kids have soccer practice on Sunday morning."),
    ("quietroom", "en", L, "How many people fit in the meeting rooms?", "The meeting room on the east side of the fourth floor seats eight.", "The meeting room on the west side of the fourth floor seats eight."),
    # -- English: two persons trade roles
    ("email", "en", E, "Who emailed about the contract?", "Sarah sent an email to Tom about the contract.", "Tom sent an email to Sarah about the contract."),
    ("sister", "en", E, "Who called on Sunday?", "I called my sister on Sunday.", "My sister called me on Sunday."),
    ("sister", "en", R, "Who did I call on Sunday?", "I called my sister on Sunday.", "On Sunday I called my sister."),
    ("interview", "en", E, "Who interviewed whom?", "Priya interviewed Ben for the job.", "Ben interviewed Priya for the job."),
    ("ride", "en", E, "Who gave a ride to the airport?", "I gave Leo a ride to the airport.", "Leo gave me a ride to the airport."),
    ("thanks", "en", E, "Who thanked whom for the report?", "My boss thanked me for the report.", "I thanked my boss for the report."),
    ("chess", "en", E, "Who won at chess?", "Anna beat Carlos at chess.", "Carlos beat Anna at chess."),
    # -- English: an update where the subject is written a little differently
    ("dailystandup", "en", S, "When is standup?", "Our daily standup is at 9:30.", "Standup moved to 9:45."),
    ("sync", "en", S, "When is the weekly team sync?", "The team's weekly sync is on Tuesday.", "Weekly team sync is on Wednesday now."),
    ("flatrent", "en", S, "How much is the rent for my flat?", "My flat's rent is $1,500.", "The rent for my flat went up to $1,650."),
    ("commute", "en", S, "How do I commute to the office?", "I commute to the office by train.", "These days my commute to the office is by bike."),
    ("vpn", "en", S, "Who is our VPN provider?", "The company's VPN provider is NordLayer.", "Our company switched VPN providers to Tailscale."),
    ("stagingdb", "en", S, "Which Postgres does the staging database run?", "The staging DB runs Postgres 14.", "The staging database was upgraded to Postgres 16."),
    # -- Chinese: one value of two subjects
    ("zhouhui", "zh", L, "发版窗口几点开始？", "周会早上九点开始。", "发版窗口早上九点开始。"),
    ("zhouhui", "zh", R, "周会几点开始？", "周会早上九点开始。", "周会是早上九点开始的。"),
    ("zhouhui", "zh", S, "周会几点开始？", "周会早上九点开始。", "周会改到早上十点开始了。"),
    ("fangzu", "zh", L, "信用卡哪天还？", "房租每月五号交。", "信用卡每月五号还。"),
    ("fangzu", "zh", R, "房租哪天交？", "房租每月五号交。", "每个月五号交房租。"),
    ("fangzu", "zh", S, "房租哪天交？", "房租每月五号交。", "房租现在改成每月十号交。"),
    ("duankou", "zh", L, "监控面板的端口是多少？", "测试环境的端口是8080。", "监控面板的端口是8080。"),
    ("duankou", "zh", R, "测试环境用哪个端口？", "测试环境的端口是8080。", "测试环境用8080端口。"),
    ("duankou", "zh", S, "测试环境用哪个端口？", "测试环境的端口是8080。", "测试环境的端口已经换成9090了。"),
    ("shengri", "zh", L, "结婚纪念日是哪天？", "我妈的生日是三月八号。", "我们的结婚纪念日是三月八号。"),
    ("shengri", "zh", R, "我妈生日是哪天？", "我妈的生日是三月八号。", "三月八号是我妈的生日。"),
    ("beifen", "zh", L, "日志清理几点跑？", "备份任务凌晨两点跑。", "日志清理凌晨两点跑。"),
    ("beifen", "zh", R, "备份任务几点跑？", "备份任务凌晨两点跑。", "备份任务在凌晨两点运行。"),
    ("beifen", "zh", S, "备份任务几点跑？", "备份任务凌晨两点跑。", "备份任务改成凌晨四点跑了。"),
    ("jianshen", "zh", L, "宽带一个月多少钱？", "健身卡一个月300块。", "宽带一个月300块。"),
    ("pingshen", "zh", L, "季度复盘在哪天？", "产品评审在周四。", "季度复盘在周四。"),
    ("yusuan", "zh", L, "招聘预算是多少？", "市场预算是五万。", "招聘预算是五万。"),
    ("nianzhongjiang", "zh", L, "哪天交房贷？", "15号发年终奖。", "15号交房贷。"),
    ("neicun", "zh", L, "构建机多大内存？", "数据库服务器是32G内存。", "构建机是32G内存。"),
    # -- Chinese: another slot of the same subject changed, with a change word
    ("kefu", "zh", L, "客服团队在哪里？", "我们的客服团队有六个人。", "我们的客服团队已经搬到杭州了。"),
    ("kefu", "zh", R, "客服团队有几个人？", "我们的客服团队有六个人。", "客服团队一共六个人。"),
    ("kefu", "zh", S, "客服团队有几个人？", "我们的客服团队有六个人。", "我们的客服团队现在有九个人了。"),
    ("baoxiu", "zh", L, "请假系统用的是什么？", "我们的报修系统是用Java写的。", "我们的请假系统已经换成钉钉了。"),
    ("jiache", "zh", L, "我家的车停在哪里？", "我家的车是白色的丰田。", "我家的车现在停在地下车库。"),
    ("xiangmu", "zh", L, "项目什么时候上线？", "项目的代码用Go写。", "项目的上线时间改到六月了。"),
    ("gongyu", "zh", L, "公寓房租多少？", "我的公寓有两个卧室。", "我的公寓房租涨到了五千。"),
    ("zhoubao", "zh", L, "周报哪天发？", "周报发给二十个人。", "周报现在改成周五发了。"),
    ("zongbu", "zh", L, "公司总部在哪里？", "公司总部有三百人。", "公司总部已经搬到深圳了。"),
    ("zongbu", "zh", S, "公司总部有多少人？", "公司总部有三百人。", "公司总部现在扩到四百人了。"),
    ("ci-zh", "zh", L, "CI要跑多久？", "我们的CI跑在GitHub Actions上。", "我们的CI现在要跑十二分钟。"),
    # -- Chinese: another person
    ("gongjiao", "zh", L, "我老公怎么上班？", "我每天坐公交上班。", "我老公现在开车上班。"),
    ("gongjiao", "zh", R, "我怎么上班？", "我每天坐公交上班。", "我上班是坐公交去的。"),
    ("chengdu", "zh", L, "我爸妈住在哪里？", "我住在成都。", "我爸妈已经搬到重庆了。"),
    ("chengdu", "zh", S, "我住在哪里？", "我住在成都。", "我已经搬到西安了。"),
    ("shouji", "zh", L, "我女儿用什么手机？", "我用的是华为手机。", "我女儿现在换成苹果手机了。"),
    ("shouji", "zh", S, "我用什么手机？", "我用的是华为手机。", "我现在换成小米手机了。"),
    ("zaijia", "zh", L, "同事哪天在家办公？", "我周五在家办公。", "我同事现在周一在家办公。"),
    ("paobu", "zh", L, "室友几点起床跑步？", "我早上六点起床跑步。", "我室友现在七点起床跑步。"),
    ("yayi", "zh", L, "我儿子的牙医是谁？", "我的牙医是李医生。", "我儿子的牙医换成了王医生。"),
    ("yayi", "zh", S, "我的牙医是谁？", "我的牙医是李医生。", "我的牙医换成了赵医生。"),
    # -- Chinese: two places or days of one kind
    ("dayinji", "zh", L, "哪里有打印机？", "二楼有一台打印机。", "五楼有一台打印机。"),
    ("gangqin", "zh", L, "我哪天练钢琴？", "周二我练一个小时钢琴。", "周四我练一个小时钢琴。"),
    ("youyong", "zh", L, "游泳课在哪天？", "周一下午五点上游泳课。", "周三下午五点上游泳课。"),
    ("cangku", "zh", L, "我们的仓库在哪里？", "我们在苏州有一个仓库。", "我们在无锡有一个仓库。"),
    ("huiyishi", "zh", L, "会议室能坐几个人？", "六楼东边的会议室能坐十个人。", "六楼西边的会议室能坐十个人。"),
    ("zuqiu", "zh", L, "孩子哪天有足球训练？", "孩子周六上午有足球训练。", "孩子周日上午有足球训练。"),
    # -- Chinese: two persons trade roles
    ("hongbao", "zh", E, "谁给谁发了红包？", "我给小张发了红包。", "小张给我发了红包。"),
    ("wufan", "zh", E, "谁请谁吃了午饭？", "老王请我吃了午饭。", "我请老王吃了午饭。"),
    ("jieqian", "zh", E, "谁借了钱给谁？", "我借给小陈五百块钱。", "小陈借给我五百块钱。"),
    ("dianhua", "zh", E, "谁给谁打了电话？", "妈妈给我打了电话。", "我给妈妈打了电话。"),
    ("dianhua", "zh", R, "我给谁打了电话？", "我给妈妈打了电话。", "我打了电话给妈妈。"),
    ("diannao", "zh", E, "谁帮谁修了电脑？", "小刘帮小赵修好了电脑。", "小赵帮小刘修好了电脑。"),
    ("songshu", "zh", E, "谁送了谁一本书？", "我送了同事一本书。", "同事送了我一本书。"),
    # -- Chinese: an update where the subject is written a little differently
    ("zhanhui", "zh", S, "站会几点开？", "每天的站会九点半开。", "站会现在改到九点四十五了。"),
    ("tuanduizhouhui", "zh", S, "团队周会在哪天？", "团队周会在周二。", "我们团队的周会改到周三了。"),
    ("fangzi", "zh", S, "房租是多少？", "我那套房子的房租是四千。", "房租已经涨到四千五了。"),
    ("vpn-zh", "zh", S, "公司VPN用的是什么？", "公司的VPN用的是深信服。", "我们公司VPN已经换成了Tailscale。"),
    ("yufa", "zh", S, "预发库是什么版本？", "预发数据库是MySQL 5.7。", "预发库已经升级到MySQL 8.0了。"),
    ("ditie", "zh", S, "我怎么去公司？", "我平时坐地铁去公司。", "现在我改成骑电动车去公司了。"),
]


def main() -> None:
    check = check_groups([f"{lang}-{group}" for group, lang, *_ in CASES], SEED)
    rows = [{"lang": lang, "group": f"subject-{lang}-{group}", "question": question, "cls": cls, "seq": [old, new],
             "id": 95000 + n, "split": "check" if f"{lang}-{group}" in check else "tuning"}
            for n, (group, lang, cls, question, old, new) in enumerate(CASES)]
    controls = sum(1 for row in rows if row["cls"] in (L, E))
    header = {"about": "issue #12 IN-SAMPLE probes (bench/make_subject_probes.py): hand-written before any rule was "
                       "fitted to it, by the engineer who tunes on it, for one value said of two subjects (the same "
                       "digits, day or word on both sides), another slot of the same subject changed with a change "
                       "word, another person, two places or days of one kind, two persons trading roles; and the "
                       "true counterparts built from the same facts (a restatement reworded, an update of the same "
                       f"slot with a change word, an update with the subject written a little differently); {controls} "
                       f"of {len(rows)} cases are controls that must stay two entries and unlinked; split once before "
                       "tuning, by group (a fact and the cases built from it), into `tuning` (rules fitted to it) and "
                       "`check` (figures only)",
              "split_seed": SEED, "split_unit": "group", "cases": len(rows), "controls": controls}
    write_jsonl(OUT, header, rows)
    print(f"wrote {OUT}: {len(rows)} cases, {controls} controls")
    print(Counter((row["cls"], row["lang"], row["split"]) for row in rows))


if __name__ == "__main__":
    main()
