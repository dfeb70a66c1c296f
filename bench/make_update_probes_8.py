"""Issue #12: an eighth set of IN-SAMPLE probes, for updates said in PLAIN words, hand-written before
any rule was fitted to it (the engineer who tunes on it wrote it):
  - a long older sentence and a short newer one ("Every morning I drive my old pickup truck across the
    river bridge to get to the warehouse." -> "These days I bike to the warehouse.");
  - the change word far from the value, or the subject said differently (I / we / the team; 我 / 我们 /
    团队, or left out: "Moved to Glasgow in the spring.");
  - a means or a place replaced: commute, tools, city, provider, schedule;
  - Chinese 现在 / 已经 / 改 / 换 / 不再 / 搬 in different positions; English "these days", "nowadays",
    "anymore", "went back to", "switched over";
  - updates without any change word (the value changed in the same frame), and reversals A -> B -> A.
Every update has look-alike controls built from its own frame so precision is measured: another
subject or slot in the same frame (often WITH a change word: "隔壁部门的周会现在改到周二下午了"),
a passing state ("this week", 这两天, 临时), and distinct events. None of these must be crossed out.

Split ONCE, before any tuning, into a `tuning` half (rules may be fitted to it) and a `check` half
(read only as a figure), one group per case, stratified by class and language, seed in the header.

    .venv/bin/python bench/make_update_probes_8.py   # writes bench/data/update_probes_8.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_8.jsonl --split tuning
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_8.jsonl --split check"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import seq_rows, write_jsonl

SEED = 20261208
OUT = Path(__file__).resolve().parent / "data" / "update_probes_8.jsonl"

S, N, R = "update_signal", "update_nosignal", "reversal"
L, E, T = "distinct_lookalike", "distinct_event", "temporary"

# (lang, cls, question, sequence)
CASES: list[tuple[str, str, str, list[str]]] = [
    # -- English: a change word, plain words
    ("en", S, "How do I get to the warehouse?", ["Every morning I drive my old pickup truck across the river bridge to get to the warehouse.", "These days I bike to the warehouse."]),
    ("en", S, "Where do I buy groceries?", ["I do my grocery shopping at the big Tesco on the edge of town on Saturday mornings.", "Nowadays I get my groceries delivered by Ocado."]),
    ("en", S, "Where do I write my notes?", ["I write all my notes and to-do lists in Notion.", "I don't use Notion anymore; my notes live in Logseq."]),
    ("en", S, "Where is the company website hosted?", ["We host the company website on a rented VPS from Linode.", "The company website switched over to Netlify."]),
    ("en", S, "Which carrier is my phone plan with?", ["My phone plan is with Vodafone.", "I left Vodafone and went with Mint Mobile, which is cheaper."]),
    ("en", S, "Where do I live?", ["I live in a small flat in Leeds near the university.", "Moved to Glasgow in the spring."]),
    ("en", S, "What language are the backend services written in?", ["The team writes its backend services in Java with Spring Boot.", "The team writes backend services in Kotlin these days."]),
    ("en", S, "When is the design sync?", ["The weekly sync with the design team is every Thursday at 3 pm.", "The design sync happens on Friday mornings now."]),
    ("en", S, "Who is our internet provider?", ["We pay for internet through Comcast.", "Our internet provider is Sonic nowadays."]),
    ("en", S, "What laptop do I use for work?", ["I use a Windows laptop for work.", "For work I use a MacBook now."]),
    ("en", S, "What editor do I use?", ["My go-to editor has been Sublime Text for years.", "I switched over to Neovim."]),
    ("en", S, "Where does the team track bugs?", ["Our team tracks bugs in Jira.", "We've moved bug tracking from Jira to GitHub Issues."]),
    ("en", S, "What do I drink every day?", ["I drink three cups of coffee every day.", "I don't drink coffee anymore, only green tea."]),
    ("en", S, "When do I go to the gym?", ["My gym sessions are on Monday, Wednesday and Friday evenings after work.", "Nowadays I train on Tuesday and Thursday mornings."]),
    ("en", S, "Which school do the kids go to?", ["The kids go to Maple Grove Elementary.", "The kids go to Riverside school now."]),
    ("en", S, "Where do I back up my photos?", ["I back up my photos to an external hard drive once a month.", "Photo backups go to Backblaze these days."]),
    ("en", S, "Who handles our payroll?", ["Our payroll is handled by Gusto.", "We changed payroll providers to Rippling."]),
    ("en", S, "How do I get into the city?", ["I take the 7:40 bus into the city.", "I take the train in nowadays."]),
    ("en", S, "When do we deploy to production?", ["We deploy to production every Friday afternoon.", "Production deploys happen on Tuesdays now."]),
    ("en", S, "Where is my team based?", ["My team is based in the Austin office.", "The team relocated to Denver."]),
    ("en", S, "Where do the app's crash reports go?", ["Our mobile app's crash reports go to Crashlytics.", "Crash reports go to Sentry instead."]),
    ("en", S, "How am I learning Spanish?", ["I'm learning Spanish on Duolingo every evening.", "I quit Duolingo; these days I learn Spanish with a tutor on Tuesdays."]),
    ("en", S, "What is the office Wi-Fi password?", ["The office Wi-Fi password is sunflower42.", "The office Wi-Fi password got changed to bluebird77."]),
    ("en", S, "Where does Friday team lunch come from?", ["We order team lunch from the Thai place on Elm Street every Friday.", "Friday team lunch comes from the pizza shop these days."]),
    # -- English: the value changed in the same frame, no change word
    ("en", N, "Who is my dentist?", ["My dentist is Dr. Alvarez at the clinic on Fifth Avenue.", "My dentist is Dr. Kim."]),
    ("en", N, "How often does the on-call rotation change?", ["The team's on-call rotation is weekly.", "The team's on-call rotation is every two weeks."]),
    ("en", N, "How do I commute?", ["I commute by car.", "I commute by bike."]),
    ("en", N, "Where is our DNS hosted?", ["Our DNS is hosted at GoDaddy.", "Our DNS is hosted at Cloudflare."]),
    ("en", N, "What is the monthly cloud budget?", ["The monthly budget for cloud spend is $4,000.", "The monthly budget for cloud spend is $6,500."]),
    ("en", N, "Where do I live?", ["I live in Porto.", "I live in Madrid."]),
    ("en", N, "What do we use for the roadmap?", ["We use Trello for the roadmap.", "We use Linear for the roadmap."]),
    # -- English: reversals
    ("en", R, "How do I get to work?", ["I take the bus to work.", "I cycle to work these days.", "I went back to taking the bus to work."]),
    ("en", R, "Where are our docs hosted?", ["We host our docs on GitBook.", "We switched over to Docusaurus for our docs.", "Our docs went back to GitBook."]),
    ("en", R, "What is my main browser?", ["My main browser is Firefox.", "Nowadays I use Chrome as my main browser.", "I'm back on Firefox as my main browser."]),
    ("en", R, "When is the standup?", ["The standup is at 9:00.", "The standup is at 9:30 now.", "The standup went back to 9:00."]),
    # -- English controls: the same frame, another subject or slot (two true facts)
    ("en", L, "How does my son get to school?", ["Every morning I drive my old pickup truck across the river bridge to get to the warehouse.", "These days my son bikes to school."]),
    ("en", L, "What runs the company blog?", ["We host the company website on a rented VPS from Linode.", "The company blog switched over to Ghost."]),
    ("en", L, "What are the data pipelines written in?", ["The team writes its backend services in Java with Spring Boot.", "The team writes its data pipelines in Python."]),
    ("en", L, "What do I use for gaming?", ["I use a Windows laptop for work.", "For gaming I use a PlayStation now."]),
    ("en", L, "Where are vacation days tracked?", ["Our team tracks bugs in Jira.", "Our team tracks vacation days in a Google Sheet."]),
    ("en", L, "Which school does my niece go to?", ["The kids go to Maple Grove Elementary.", "My niece goes to Riverside school now."]),
    ("en", L, "Who handles our health insurance?", ["Our payroll is handled by Gusto.", "Our health insurance is handled by Aetna."]),
    ("en", L, "How does my wife get into the city?", ["I take the 7:40 bus into the city.", "My wife takes the train in nowadays."]),
    ("en", L, "How often do we deploy to staging?", ["We deploy to production every Friday afternoon.", "We deploy to staging every day."]),
    ("en", L, "Where do the web app's crash reports go?", ["Our mobile app's crash reports go to Crashlytics.", "Our web app's crash reports go to Sentry."]),
    ("en", L, "Who is my physiotherapist?", ["My dentist is Dr. Alvarez.", "My physiotherapist is Dr. Kim."]),
    ("en", L, "Where do my parents live?", ["I live in Porto.", "My parents live in Madrid."]),
    ("en", L, "What is the monthly licence budget?", ["The monthly budget for cloud spend is $4,000.", "The monthly budget for software licences is $6,500."]),
    ("en", L, "Where is the sales team based?", ["My team is based in the Austin office.", "The sales team is based in Denver."]),
    ("en", L, "What do I drink before meals?", ["I drink three cups of coffee every day.", "I drink a glass of water before each meal."]),
    ("en", L, "What do we use for design workshops?", ["We use Trello for the roadmap.", "We use Miro for the design workshops."]),
    # English controls: a passing state
    ("en", T, "Where do I live?", ["I live in a small flat in Leeds near the university.", "This month I'm staying with my parents in Glasgow."]),
    ("en", T, "How do I get to work?", ["I take the bus to work.", "The buses are on strike, so this week I'm cycling to work."]),
    ("en", T, "Where does the team track bugs?", ["Our team tracks bugs in Jira.", "While Jira is down today we're tracking bugs in a spreadsheet."]),
    ("en", T, "When is the standup?", ["The standup is at 9:00.", "Just for tomorrow the standup is at 10:00."]),
    # English controls: two events
    ("en", E, "What did I do in the Peak District?", ["Last Saturday I went hiking in the Peak District with Sam.", "On Sunday I went cycling in the Peak District with Sam."]),
    ("en", E, "Where did we have dinner?", ["Yesterday we had dinner at the Thai place on Elm Street.", "Tonight we had dinner at the pizza shop."]),
    ("en", E, "What did I buy at the mall?", ["I bought a new pair of running shoes at the mall.", "I bought a new rain jacket at the mall."]),
    ("en", E, "Who did I call today?", ["This morning I called the plumber about the leaking sink.", "This afternoon I called the electrician about the flickering lights."]),
    # -- Chinese: a change word, plain words
    ("zh", S, "我怎么去公司？", ["我每天早上骑那辆旧电动车穿过两个小区去公司。", "现在我坐公交去公司。"]),
    ("zh", S, "家里的宽带是哪家的？", ["我们家的宽带是电信的。", "宽带已经换成移动的了。"]),
    ("zh", S, "团队用什么写文档？", ["我们团队写文档一直用的是石墨文档，大家都习惯了。", "团队文档改用飞书了。"]),
    ("zh", S, "我住在哪里？", ["我住在成都高新区一个老小区里，离公司很近。", "我已经搬到重庆了。"]),
    ("zh", S, "周报什么时候交？", ["周报每周五下午五点前交给组长。", "周报改成周一上午交了。"]),
    ("zh", S, "公司邮箱用的是什么？", ["我们公司的邮箱服务用的是腾讯企业邮。", "公司邮箱现在用的是阿里邮箱。"]),
    ("zh", S, "我用什么电脑写代码？", ["我平时用一台联想笔记本写代码。", "写代码我现在用MacBook。"]),
    ("zh", S, "服务器放在哪里？", ["我们的服务器托管在IDC机房。", "服务器都已经迁到阿里云上了。"]),
    ("zh", S, "我几点睡觉？", ["我每天晚上十一点睡觉。", "我现在十二点多才睡。"]),
    ("zh", S, "我每天喝什么？", ["我喝咖啡，每天两杯。", "我不再喝咖啡了，改喝茶。"]),
    ("zh", S, "孩子在哪里上学？", ["孩子在家附近的实验小学上学。", "孩子转到外国语学校了。"]),
    ("zh", S, "代码仓库放在哪里？", ["我们组的代码仓库放在自建的GitLab上。", "代码仓库现在放在GitHub上。"]),
    ("zh", S, "房租多少钱？", ["我们每个月的房租是四千五。", "房租涨到五千二了。"]),
    ("zh", S, "我的手机卡是哪家的？", ["我的手机号是联通的卡。", "我把手机卡换成电信的了。"]),
    ("zh", S, "项目管理用什么工具？", ["我们的项目管理工具是禅道，用了好几年。", "项目管理已经改用Jira。"]),
    ("zh", S, "我什么时候去健身？", ["健身我一般是周二和周四晚上去小区旁边的健身房。", "现在改成周末早上去健身了。"]),
    ("zh", S, "客服电话外包给了谁？", ["我们的客服电话外包给了一家杭州的呼叫中心。", "客服电话换了一家南京的外包公司。"]),
    ("zh", S, "团队在哪里办公？", ["我们团队在北京望京的办公室办公。", "我们团队搬去了亦庄。"]),
    ("zh", S, "我午饭在哪里吃？", ["我午饭一般在公司食堂吃。", "午饭现在我都自己带饭。"]),
    ("zh", S, "线上会议用什么？", ["我们用Zoom开线上会议。", "线上会议我们已经换成腾讯会议了。"]),
    ("zh", S, "我爸早上做什么运动？", ["我爸每天早上去公园打太极拳。", "我爸现在早上改去游泳了。"]),
    ("zh", S, "日志存在哪里？", ["日志都存在Elasticsearch里。", "日志现在改存到ClickHouse了。"]),
    ("zh", S, "我用什么输入法？", ["我的主力输入法是搜狗输入法。", "我已经不用搜狗了，换了微信输入法。"]),
    ("zh", S, "部门周会什么时候开？", ["我们部门的周会在周一上午十点。", "部门周会现在挪到周二下午了。"]),
    # -- Chinese: the value changed in the same frame, no change word
    ("zh", N, "我的牙医是谁？", ["我的牙医是口腔医院的赵医生。", "我的牙医是钱医生。"]),
    ("zh", N, "我住在哪个城市？", ["我住在南京。", "我住在苏州。"]),
    ("zh", N, "CDN用的是哪家？", ["我们的CDN用的是网宿。", "我们的CDN用的是七牛。"]),
    ("zh", N, "我怎么上班？", ["我上班坐地铁。", "我上班骑自行车。"]),
    ("zh", N, "值班周期多长？", ["团队的值班周期是一周。", "团队的值班周期是两周。"]),
    ("zh", N, "云服务器每月预算多少？", ["我们的云服务器每个月预算是三万元。", "我们的云服务器每个月预算是五万元。"]),
    ("zh", N, "我们用什么打卡？", ["我们用钉钉打卡。", "我们用企业微信打卡。"]),
    # -- Chinese: reversals
    ("zh", R, "我怎么上班？", ["我开车上班。", "我现在坐地铁上班。", "我又开车上班了。"]),
    ("zh", R, "项目沟通用什么？", ["我们用微信群沟通项目。", "项目沟通改到飞书群了。", "项目沟通又换回微信群了。"]),
    ("zh", R, "我住在哪里？", ["我住在广州。", "我已经搬到深圳了。", "我又搬回广州了。"]),
    ("zh", R, "周会在哪天？", ["周会在周一。", "周会改到周三了。", "周会又改回周一了。"]),
    # -- Chinese controls: the same frame, another subject or slot (two true facts)
    ("zh", L, "我女儿怎么去学校？", ["我每天早上骑那辆旧电动车穿过两个小区去公司。", "现在我女儿坐公交去学校。"]),
    ("zh", L, "家里的电视是什么牌子？", ["我们家的宽带是电信的。", "我们家的电视是小米的。"]),
    ("zh", L, "团队用什么画原型？", ["我们团队写文档一直用的是石墨文档，大家都习惯了。", "我们团队画原型用的是墨刀。"]),
    ("zh", L, "我弟弟住在哪里？", ["我住在成都高新区一个老小区里，离公司很近。", "我弟弟已经搬到重庆了。"]),
    ("zh", L, "月报什么时候交？", ["周报每周五下午五点前交给组长。", "月报每月最后一天交给部门经理。"]),
    ("zh", L, "我用什么看书？", ["我平时用一台联想笔记本写代码。", "我平时用iPad看书。"]),
    ("zh", L, "我侄子在哪里上学？", ["孩子在家附近的实验小学上学。", "我侄子在外国语学校上学。"]),
    ("zh", L, "物业费多少钱？", ["我们每个月的房租是四千五。", "我们每个月的物业费是三百。"]),
    ("zh", L, "设计稿放在哪里？", ["我们组的代码仓库放在自建的GitLab上。", "我们组的设计稿放在Figma上。"]),
    ("zh", L, "我的家庭医生是谁？", ["我的牙医是口腔医院的赵医生。", "我的家庭医生是钱医生。"]),
    ("zh", L, "我父母住在哪里？", ["我住在南京。", "我父母住在苏州。"]),
    ("zh", L, "短信服务用的是哪家？", ["我们的CDN用的是网宿。", "我们的短信服务用的是阿里云。"]),
    ("zh", L, "我老婆怎么上班？", ["我上班坐地铁。", "我老婆上班骑自行车。"]),
    ("zh", L, "隔壁部门的周会什么时候开？", ["我们部门的周会在周一上午十点。", "隔壁部门的周会现在改到周二下午了。"]),
    ("zh", L, "我妈早上做什么？", ["我爸每天早上去公园打太极拳。", "我妈每天早上去公园跳广场舞。"]),
    ("zh", L, "会议纪要用什么写？", ["我们用Zoom开线上会议。", "我们用腾讯文档写会议纪要。"]),
    # Chinese controls: a passing state
    ("zh", T, "我住在哪里？", ["我住在广州。", "这周我出差在深圳。"]),
    ("zh", T, "我怎么上班？", ["我开车上班。", "车送去保养了，这两天我坐地铁上班。"]),
    ("zh", T, "周会在哪天？", ["周会在周一。", "这周的周会临时改到周三。"]),
    ("zh", T, "线上会议用什么？", ["我们用Zoom开线上会议。", "今天Zoom连不上，暂时先用腾讯会议开。"]),
    # Chinese controls: two events
    ("zh", E, "我和小王在西湖边做了什么？", ["上周六我和小王去西湖边跑了十公里。", "周日我和小王去西湖边骑了车。"]),
    ("zh", E, "我们中午在哪里吃的饭？", ["昨天中午我们在楼下的川菜馆吃了饭。", "今天中午我们在楼下的日料店吃了饭。"]),
    ("zh", E, "我在商场买了什么？", ["我在商场买了一双跑鞋。", "我在商场买了一件冲锋衣。"]),
    ("zh", E, "我今天给谁打了电话？", ["上午我给物业打了电话说水管漏水。", "下午我给电工打了电话说灯一直闪。"]),
]


def main() -> None:
    controls = sum(1 for _, cls, _, _ in CASES if cls in (L, E, T))
    header = {"about": "issue #12 IN-SAMPLE probes, set 8 (bench/make_update_probes_8.py): hand-written before any "
                       "rule was fitted to it, by the engineer who tunes on it, for updates said in plain words (a "
                       "long older sentence and a short newer one, the change word far from the value, the subject "
                       "said differently or left out, a means or a place replaced: commute, tools, city, provider, "
                       "schedule; 现在/已经/改/换/不再/搬 in different positions; these days, nowadays, anymore, went "
                       "back to, switched over), updates without a change word and reversals; "
                       f"{controls} of {len(CASES)} cases are look-alike controls built from the updates' own frames "
                       "(another subject or slot, often with a change word; a passing state; two events); every case "
                       "has a question; split once before tuning into `tuning` (rules fitted to it) and `check` "
                       "(figures only), one group per case, stratified by class and language",
              "split_seed": SEED, "split_unit": "group", "cases": len(CASES), "controls": controls}
    write_jsonl(OUT, header, seq_rows(CASES, SEED, "probe8", 90000))
    print(f"wrote {OUT}: {len(CASES)} cases, {controls} controls")


if __name__ == "__main__":
    main()
