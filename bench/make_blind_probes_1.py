"""Issue #12 blind probe set 1 (session 9): hand-written by an engineer who does not tune the
classifier; labels audited by another engineer who does not tune (bench/data/blind_probes_1_audit.md); then split
ONCE by group (a fact and its controls stay together) with bench/probes.py check_groups(seed=20261201)
into a tuning half (given to the engineers who tune) and a check half (not opened by them).
Kept outside the repository (in /work/blind) while it was written, audited and split; committed
once split, so the tuning half could be tuned on. Writes bench/data/blind_probes_1.jsonl:

    .venv/bin/python bench/make_blind_probes_1.py"""

from __future__ import annotations

# ruff: noqa: E501  (one case per line: the data reads as a table)
from collections import Counter
from pathlib import Path

from probes import check_groups, write_jsonl

OUT = Path(__file__).resolve().parent / "data" / "blind_probes_1.jsonl"
FIRST_ID = 90000
SPLIT_SEED = 20261201

RS, US, UN, RV, TP, LA, EV, UR = ("restatement", "update_signal", "update_nosignal", "reversal",
                                  "temporary", "distinct_lookalike", "distinct_event", "unrelated")

EN: list[tuple[str, str, list[str]]] = [
    # restatements: reworded, reordered, units, lead-ins
    (RS, "What laptop do I use?", ["My laptop is a ThinkPad X1 Carbon.", "I'm on a ThinkPad X1 Carbon laptop."]),
    (RS, "How long does CI take?", ["The CI pipeline takes about twelve minutes.", "Our CI pipeline runs for roughly 12 minutes."]),
    (RS, "Tabs or spaces?", ["I prefer tabs over spaces.", "Tabs, not spaces - that's my preference."]),
    (RS, "When does on-call hand over?", ["The on-call rotation hands over every Monday.", "Each Monday, on-call is handed over to the next person."]),
    (RS, "Where does Priya live?", ["My sister Priya lives in Toronto.", "Priya, my sister, is based in Toronto."]),
    (RS, "Which database runs in production?", ["The production database is PostgreSQL 15.", "We run Postgres 15 in production."]),
    (RS, "How should commit messages be written?", ["Please write commit messages in the imperative mood.", "Commit messages should use the imperative mood, please."]),
    (RS, "When is the retro?", ["The team retro is every other Thursday at 3pm.", "Retro happens every second Thursday, 15:00."]),
    (RS, "What am I allergic to?", ["I'm allergic to peanuts.", "Just so you know, I have a peanut allergy."]),
    (RS, "Which region is staging in?", ["Our staging cluster runs in eu-west-1.", "Staging is deployed in the eu-west-1 region."]),
    (RS, "When is my dentist appointment?", ["My dentist appointment is on March 14th.", "I've got the dentist on the 14th of March."]),
    (RS, "What is the API timeout?", ["The API timeout is 30 seconds.", "We time out API calls after 30s."]),
    (RS, "Which editor do I use?", ["I use Neovim as my editor.", "My editor of choice is Neovim."]),
    (RS, "What does merging into main need?", ["Our main branch is protected and needs two approvals.", "Merging into main requires two approving reviews; the branch is protected."]),
    (RS, "What is my daughter's name?", ["My daughter's name is Lena.", "I have a daughter called Lena."]),
    (RS, "What is the Docker base image?", ["The Docker image is built on python:3.12-slim.", "Our base image for Docker is python:3.12-slim."]),
    (RS, "How often do I run?", ["I go running three times a week.", "Three runs a week, that's my routine."]),
    (RS, "Which floor is the office on?", ["The office is on the fourth floor.", "We're on floor 4 of the building."]),
    (RS, "What is the max upload size?", ["Max file upload size is 25 MB.", "Uploads are capped at 25 megabytes."]),
    (RS, "Who owns the billing service?", ["Jonas owns the billing service.", "The billing service is owned by Jonas."]),
    (RS, "How do I take my coffee?", ["I drink my coffee black.", "Black coffee, that's how I drink it."]),
    (RS, "How long is a sprint?", ["Our sprint is two weeks long.", "Sprints last 14 days here."]),
    (RS, "How do we deploy?", ["We deploy with Argo CD.", "Deployments go through Argo CD."]),
    (RS, "How do I feel about long meetings?", ["Honestly, I really don't like long meetings.", "I really dislike long meetings."]),
    # updates with a change word
    (US, "When is standup?", ["Our standup is at 9:45.", "Standup got moved to 10:30 for good."]),
    (US, "Which package manager do I use for JavaScript?", ["I use npm for JavaScript packages.", "I've ditched npm and use pnpm now."]),
    (US, "Which host is the staging database on?", ["The staging database is on db-stg-01.", "Staging DB was migrated to db-stg-04."]),
    (US, "Who is my manager?", ["My manager is Carla.", "Carla left; my new manager is Tom."]),
    (US, "Where are the docs hosted?", ["We host the docs on Read the Docs.", "Docs hosting switched over to GitHub Pages."]),
    (US, "What is the free tier limit?", ["The free tier allows 1,000 requests per day.", "The free tier limit has been cut to 500 requests per day."]),
    (US, "Am I vegetarian?", ["I'm vegetarian.", "I'm not vegetarian anymore, I eat fish again."]),
    (US, "What do we use for error tracking?", ["Our error tracking is Sentry.", "We replaced Sentry with Rollbar for error tracking."]),
    (US, "Who gets the weekly report?", ["The weekly report goes to Mark.", "From now on the weekly report goes to Fatima instead of Mark."]),
    (US, "What does my phone number end in?", ["My phone number ends in 4421.", "I got a new phone number, it ends in 7730 now."]),
    (US, "Which Ubuntu do the build agents run?", ["Build agents run Ubuntu 20.04.", "We upgraded the build agents to Ubuntu 22.04."]),
    (US, "Which office do I work from?", ["I work from the Amsterdam office.", "I've relocated to the Rotterdam office."]),
    (US, "When is the release branch cut?", ["The release branch is cut on Fridays.", "We now cut the release branch on Wednesdays."]),
    (US, "What is the incident Slack channel?", ["Our Slack channel for incidents is #ops-fire.", "The incident channel got renamed to #incidents."]),
    (US, "Which language am I learning?", ["I'm learning Spanish.", "I gave up Spanish and started learning Japanese."]),
    (US, "What is the pool's max connections?", ["Max connections in the pool is 20.", "Bumped the pool's max connections up to 50."]),
    (US, "Which gym do I go to?", ["My gym is FitCity on Main Street.", "I cancelled FitCity and joined the climbing gym on Elm Road."]),
    # updates without a change word
    (UN, "What is the VPN server?", ["The VPN server is vpn1.corp.example.", "The VPN server is vpn3.corp.example."]),
    (UN, "What is the home Wi-Fi password?", ["My Wi-Fi password at home is sunflower88.", "My Wi-Fi password at home is bluebird42."]),
    (UN, "When does code freeze start?", ["Code freeze starts on June 2.", "Code freeze starts on June 9."]),
    (UN, "Where is Friday's team lunch?", ["Friday's team lunch is at Luigi's.", "Friday's team lunch is at the Thai place on 5th."]),
    (UN, "Which Node version are we on?", ["Our Node version is 18.", "Our Node version is 20."]),
    (UN, "Who is my landlord?", ["My landlord is Mr. Okafor.", "My landlord is Mrs. Lindqvist."]),
    (UN, "What is the default branch?", ["The default branch is master.", "The default branch is main."]),
    (UN, "How old am I?", ["I'm 34 years old.", "I'm 35 years old."]),
    (UN, "Where does the feature flag service live?", ["The feature flag service lives at flags.internal:7000.", "The feature flag service lives at flags.internal:7400."]),
    (UN, "When is the sprint demo?", ["Sprint demo is Friday at 2pm.", "Sprint demo is Friday at 4pm."]),
    # reversals A -> B -> A
    (RV, "Which shell do I use?", ["I use zsh as my shell.", "I switched to fish shell.", "Back on zsh again, fish wasn't for me."]),
    (RV, "Which day do deploys happen?", ["Deploys happen on Tuesdays.", "Deploys moved to Thursdays.", "We went back to deploying on Tuesdays."]),
    (RV, "Which tracker does the team use?", ["Our team uses Jira.", "We moved from Jira to Linear.", "Linear didn't work out, we're back to Jira."]),
    (RV, "Where do I sit?", ["I sit next to the window.", "They moved my desk to the hallway side.", "I'm back at my window seat."]),
    (RV, "What is the API base URL?", ["The API base URL is api.example.com.", "The API base URL is api-v2.example.com.", "The API base URL is api.example.com again."]),
    (RV, "What do I drink in the morning?", ["I drink coffee in the morning.", "I switched to tea in the mornings.", "Gave up on tea, I'm back to coffee in the morning."]),
    (RV, "What is the retry count?", ["The retry count is 3.", "We raised the retry count to 5.", "Retry count reverted to 3."]),
    (RV, "Who do I run with?", ["My running buddy is Sam.", "Now I run with Kelly.", "Kelly moved away, so I'm running with Sam again."]),
    (RV, "What is the cache backend?", ["The cache backend is Redis.", "We replaced Redis with Memcached for caching.", "Caching is on Redis again after the Memcached experiment."]),
    (RV, "Where is standup held?", ["Standup is in the big conference room.", "Standup moved to the kitchen area.", "Standup is back in the big conference room."]),
    # temporary states
    (TP, "Where do I live?", ["My home base is Montreal.", "I'm in Vancouver for a conference until Friday."]),
    (TP, "Where do I work?", ["I work from the London office.", "This week I'm working from home because of the rail strike."]),
    (TP, "When is standup?", ["Our standup is at 9:30.", "Tomorrow's standup is at 11 because of the all-hands."]),
    (TP, "Who is the on-call lead for payments?", ["Alex is the on-call lead for payments.", "Alex is out sick today, Rina is covering."]),
    (TP, "Which computer do I use for work?", ["I use my MacBook for work.", "My MacBook is in repair, so I'm on a loaner Dell for a few days."]),
    (TP, "When do deploys run?", ["Deploys run every day at noon.", "Deploys are paused for the holiday freeze until January 3."]),
    # distinct look-alikes: one detail differs, both stay true
    (LA, "Which port does the auth service use?", ["The auth service runs on port 8443.", "The search service runs on port 9200."]),
    (LA, "Who lives in Denver?", ["My brother lives in Denver.", "My cousin lives in Denver."]),
    (LA, "Where is the staging Redis?", ["The staging Redis is at 10.1.4.7.", "The production Redis is at 10.1.9.7."]),
    (LA, "When is Mia's birthday?", ["Mia's birthday is on April 3.", "Noah's birthday is on April 30."]),
    (LA, "What formats my Python code?", ["I use Black for formatting Python.", "I use Prettier for formatting TypeScript."]),
    (LA, "What does the frontend repo build with?", ["The frontend repo uses Vite.", "The admin dashboard uses Webpack."]),
    (LA, "Which version is the iOS app on?", ["Our iOS app is on version 4.2.", "Our Android app is on version 4.5."]),
    (LA, "When is the dentist appointment?", ["Dentist appointment on Tuesday at 10.", "Vet appointment for the dog on Thursday at 10."]),
    (LA, "How many nodes does the EU cluster have?", ["The EU cluster has 12 nodes.", "The US cluster has 18 nodes."]),
    (LA, "Who reviews backend PRs?", ["Kai reviews backend PRs.", "Ines reviews frontend PRs."]),
    (LA, "Where is my work email?", ["My work email is on Outlook.", "My personal email is on Gmail."]),
    (LA, "What does the nightly job export?", ["The nightly job exports orders to S3.", "The nightly job also exports invoices to S3."]),
    (LA, "Which train do I take to work?", ["I take the 8:10 train to work.", "I take the 18:40 train home."]),
    (LA, "What is the load balancer timeout?", ["The load balancer timeout is 60 seconds.", "The database statement timeout is 60 seconds."]),
    (LA, "When is Team A's retro?", ["Team A's retro is on Wednesday.", "Team B's retro is on Thursday."]),
    # distinct events in conversation
    (EV, "What did I do with Leo?", ["Went hiking at Mount Tam with Leo on Saturday.", "Went kayaking with Leo on Sunday."]),
    (EV, "What have I been reading?", ["I finished reading Dune last night.", "I started reading Project Hail Mary this morning."]),
    (EV, "What did we ship today?", ["We shipped the login redesign today.", "We shipped the new onboarding emails today."]),
    (EV, "How did the client calls go?", ["Had a great call with the Acme client this morning.", "Had a tough call with the Globex client this afternoon."]),
    (EV, "What did my son do?", ["My son scored a goal in his football match.", "My son won a prize at the science fair."]),
    (EV, "What did I bake?", ["I baked banana bread yesterday.", "I baked chocolate cookies for the party."]),
    (EV, "What bugs did I fix?", ["Fixed a memory leak in the image resizer.", "Fixed a race condition in the job scheduler."]),
    (EV, "Which pets did we adopt?", ["We adopted a kitten named Miso.", "We adopted a puppy named Biscuit last spring."]),
    (EV, "Which films did I see with Jess?", ["Saw Oppenheimer at the cinema with Jess.", "Saw Barbie at the cinema with Jess a week later."]),
    (EV, "What team meals did we have?", ["Our team had a pizza lunch to celebrate the release.", "Our team had a sushi dinner to welcome the new hire."]),
    (EV, "What runs have I done?", ["I ran a 10k in 52 minutes today.", "I ran a half marathon last month."]),
    (EV, "Which outages happened?", ["The payment outage lasted 40 minutes on Monday.", "The search outage lasted 15 minutes on Wednesday."]),
    (EV, "Whom or what did I visit?", ["I visited my grandmother in Leeds.", "I visited my old university in York."]),
    (EV, "What did I paint?", ["Painted the bedroom light blue.", "Painted the fence dark green."]),
    (EV, "Whom did I mentor?", ["Mentored an intern on writing tests today.", "Mentored a new hire on our deploy process today."]),
    (EV, "What happened to my flights?", ["My flight to Berlin was delayed two hours.", "My flight to Madrid got cancelled."]),
    (EV, "What did the fix solve?", ["Thanks, that fixed the build!", "Thanks, that fixed the flaky test!"]),
    (EV, "What did I buy?", ["I bought a new mechanical keyboard.", "I bought a new ultrawide monitor."]),
    (EV, "Which shows did I go to?", ["Went to a jazz concert on Friday night.", "Went to a comedy show on Saturday night."]),
    (EV, "Which releases were rolled back?", ["We rolled back the 3.4 release because of a bug.", "We rolled back the 3.6 release because of a config error."]),
    (EV, "What have I finished?", ["Good morning! Finished the parser yesterday.", "Good morning! Finished the tokenizer yesterday."]),
    (EV, "What did I plant?", ["I planted tomatoes in the garden.", "I planted basil on the balcony."]),
    (EV, "Where did I eat with Marco?", ["Had dinner with Marco at the Italian place.", "Had lunch with Marco at the ramen bar."]),
    (EV, "What talks did I give?", ["Gave a talk about observability at the meetup.", "Gave a talk about feature flags at the company offsite."]),
    # unrelated
    (UR, "What is my favourite colour?", ["My favorite color is green.", "The CI runner has 8 GB of RAM."]),
    (UR, "Where do I live?", ["I live near the river.", "We use Terraform for infrastructure."]),
    (UR, "What colour is our logo?", ["Our logo is orange.", "My son plays the violin."]),
    (UR, "Where is the build cache?", ["The build cache lives in S3.", "I'm reading a book about Roman history."]),
    (UR, "Which theme do I prefer?", ["I prefer dark mode.", "The quarterly planning is in October."]),
    (UR, "Who is our designer?", ["Rosa is our designer.", "The API uses JWT tokens for auth."]),
    (UR, "What did I have for lunch?", ["I had pasta for lunch.", "The staging cert expires in May."]),
    (UR, "How many Kafka brokers are there?", ["Our Kafka cluster has 6 brokers.", "I'm training for a triathlon."]),
    (UR, "What is my cat called?", ["My cat is called Pixel.", "Code review comments should be kind."]),
    (UR, "How often do we release mobile apps?", ["We release mobile apps monthly.", "I grew up on a farm."]),
]

ZH: list[tuple[str, str, list[str]]] = [
    # 复述
    (RS, "我用什么电脑？", ["我用的是MacBook Pro。", "我的电脑是一台MacBook Pro。"]),
    (RS, "代码托管在哪？", ["我们的代码仓库放在GitLab上。", "代码都托管在GitLab。"]),
    (RS, "我几点起床？", ["我每天早上七点起床。", "我每天早上7点起来。"]),
    (RS, "我对什么过敏？", ["我对海鲜过敏。", "海鲜我是过敏的。"]),
    (RS, "团队周会什么时候？", ["团队周会在每周三下午两点。", "每周三14点开团队周会。"]),
    (RS, "生产环境用什么数据库？", ["生产环境用的是MySQL 8.0。", "我们线上跑的是MySQL 8.0。"]),
    (RS, "我妻子叫什么？", ["我老婆叫王丽。", "我妻子的名字是王丽。"]),
    (RS, "接口超时时间是多少？", ["接口超时时间是三十秒。", "接口的超时设置为30秒。"]),
    (RS, "我喜欢喝什么？", ["我喜欢喝绿茶。", "绿茶是我喜欢的饮料。"]),
    (RS, "公司在哪？", ["我们公司在深圳南山区。", "公司位于深圳市南山区。"]),
    (RS, "代码缩进用什么？", ["代码缩进用四个空格。", "缩进统一是4个空格。"]),
    (RS, "谁负责支付模块？", ["李明负责支付模块。", "支付模块由李明负责。"]),
    (RS, "我儿子读几年级？", ["我儿子今年上小学三年级。", "我儿子现在读小学三年级。"]),
    (RS, "测试环境部署在哪？", ["测试环境部署在阿里云杭州区。", "测试环境是部署在阿里云的杭州地域的。"]),
    (RS, "我多久去一次健身房？", ["我每周去健身房三次。", "我一周去三次健身房。"]),
    (RS, "什么时候发版？", ["发版窗口是每周四晚上。", "我们每周四晚上发版。"]),
    (RS, "日志保留多久？", ["日志保留七天。", "日志只保存7天。"]),
    (RS, "我用什么编辑器？", ["我的编辑器是VS Code。", "我平时用VS Code写代码。"]),
    (RS, "我老家在哪？", ["我老家在四川成都。", "我是成都人，四川的。"]),
    (RS, "团队用什么沟通？", ["我们用飞书沟通。", "团队沟通工具是飞书。"]),
    (RS, "数据库什么时候备份？", ["数据库每天凌晨三点备份。", "每天凌晨3点会做一次数据库备份。"]),
    (RS, "我吃香菜吗？", ["我不吃香菜。", "香菜我是不吃的啊。"]),
    (RS, "项目用什么构建？", ["构建用的是Gradle。", "项目是用Gradle来构建的。"]),
    (RS, "我女朋友在哪工作？", ["我女朋友在北京工作。", "我女朋友的工作地点在北京。"]),
    # 有变化词的更新
    (US, "站会几点？", ["我们的站会是早上九点半。", "站会改到十点了。"]),
    (US, "我用什么手机？", ["我用的手机是华为P40。", "我把手机换成了iPhone 15。"]),
    (US, "我住在哪里？", ["我住在北京朝阳区。", "上个月我搬去了海淀。"]),
    (US, "项目负责人是谁？", ["项目的负责人是张伟。", "项目负责人已经换成刘洋了。"]),
    (US, "持续集成用什么？", ["我们用Jenkins做持续集成。", "持续集成不再用Jenkins，现在用GitHub Actions。"]),
    (US, "服务器内存多大？", ["服务器内存是16G。", "服务器内存升级到了32G。"]),
    (US, "我在哪家公司上班？", ["我在字节跳动上班。", "我已经从字节跳动离职，去了腾讯。"]),
    (US, "报销几号截止？", ["报销每月十五号截止。", "报销截止日期调整为每月二十号。"]),
    (US, "我开什么车？", ["我的车是一辆大众朗逸。", "朗逸卖掉了，现在开比亚迪。"]),
    (US, "周报发给谁？", ["周报发给王经理。", "以后周报改发给陈总。"]),
    (US, "我怎么上班？", ["我每天骑车上班。", "现在改坐地铁上班了。"]),
    (US, "缓存过期时间是多少？", ["缓存过期时间是十分钟。", "缓存过期时间缩短到五分钟了。"]),
    (US, "监控用的是什么？", ["我们的监控用的是Zabbix。", "监控已经迁移到Prometheus了。"]),
    (US, "我多重？", ["我的体重是七十五公斤。", "我减到了六十八公斤。"]),
    (US, "孩子在哪个幼儿园？", ["孩子在阳光幼儿园。", "孩子转到了实验幼儿园。"]),
    (US, "公司邮箱后缀是什么？", ["公司邮箱后缀是@abc.com。", "公司邮箱域名变成@abc.cn了。"]),
    (US, "我在学什么乐器？", ["我在学吉他。", "吉他不学了，现在在学钢琴。"]),
    # 无变化词的更新
    (UN, "我的工位在哪？", ["我的工位在A区12号。", "我的工位在C区3号。"]),
    (UN, "测试服务器IP是多少？", ["测试服务器的IP是10.0.3.15。", "测试服务器IP是10.0.3.88。"]),
    (UN, "项目什么时候上线？", ["项目上线日期是五月二十号。", "项目上线日期是六月一号。"]),
    (UN, "我家宽带是哪家的？", ["我家宽带是电信的。", "我家宽带是联通的。"]),
    (UN, "这次团建去哪？", ["这次团建地点在千岛湖。", "这次团建地点在莫干山。"]),
    (UN, "Python版本是多少？", ["Python版本是3.9。", "Python版本是3.11。"]),
    (UN, "我的房租多少？", ["我的房租是每月四千五。", "我的房租是每月五千二。"]),
    (UN, "我们组的产品经理是谁？", ["我们组的产品经理是小周。", "我们组的产品经理是阿杰。"]),
    (UN, "年会是哪天？", ["年会在十二月二十八号。", "年会在一月十号。"]),
    (UN, "Redis最大内存是多少？", ["Redis的最大内存设为2GB。", "Redis最大内存设为4GB。"]),
    # 反转 A→B→A
    (RV, "我用什么浏览器？", ["我用Chrome浏览器。", "我换成了Firefox。", "又换回Chrome了。"]),
    (RV, "周会在什么时候？", ["周会在周一上午。", "周会改到周二上午了。", "周会又改回周一上午了。"]),
    (RV, "我住在哪里？", ["我住在公司宿舍。", "我搬出宿舍在外面租房了。", "我又搬回公司宿舍住了。"]),
    (RV, "我们用什么数据库？", ["我们用MySQL。", "数据库换成了PostgreSQL。", "后来又切回了MySQL。"]),
    (RV, "午饭在哪吃？", ["午饭一般在食堂吃。", "最近午饭都点外卖。", "外卖太贵，又回食堂吃午饭了。"]),
    (RV, "线上日志级别是什么？", ["线上日志级别是INFO。", "日志级别调成了DEBUG。", "日志级别已经恢复成INFO。"]),
    (RV, "我的导师是谁？", ["我的导师是黄老师。", "导师换成了孙老师。", "现在导师又是黄老师了。"]),
    (RV, "我什么时候跑步？", ["我早上跑步。", "我改成晚上跑步了。", "还是早上跑步舒服，又改回早上了。"]),
    (RV, "代码评审要几个人批准？", ["代码评审需要一个人批准。", "代码评审现在要两个人批准。", "代码评审又恢复成一个人批准就行。"]),
    (RV, "我的头像是什么？", ["我的头像是一只猫。", "头像换成了风景照。", "头像又换回那只猫了。"]),
    # 临时状态
    (TP, "我住在哪里？", ["我住在广州天河区。", "这两天我在上海出差。"]),
    (TP, "我在哪办公？", ["我平时在公司办公。", "今天下雨，我在家远程办公。"]),
    (TP, "周会在什么时候？", ["周会在周三下午。", "这周的周会临时挪到周四了。"]),
    (TP, "谁负责发版？", ["负责发版的是小王。", "小王这周休假，发版先由老赵代替。"]),
    (TP, "我怎么上班？", ["我每天开车上班。", "车送去保养了，这几天坐地铁。"]),
    (TP, "食堂几点开饭？", ["食堂十一点半开饭。", "今天食堂装修，暂停营业一天。"]),
    # 相似但不同的事实
    (LA, "订单服务用哪个端口？", ["订单服务跑在8080端口。", "用户服务跑在8081端口。"]),
    (LA, "我爸多大？", ["我爸今年六十岁。", "我妈今年五十八岁。"]),
    (LA, "北京机房有多少台服务器？", ["北京机房有二十台服务器。", "上海机房有三十台服务器。"]),
    (LA, "谁负责前端？", ["小张负责前端。", "小李负责后端。"]),
    (LA, "我大儿子读什么？", ["我大儿子在读初中。", "我小女儿在读幼儿园。"]),
    (LA, "测试库的账号是什么？", ["测试库的账号是test_ro。", "预发库的账号是pre_ro。"]),
    (LA, "安卓版本号是多少？", ["安卓版本号是3.1.0。", "iOS版本号是3.1.2。"]),
    (LA, "周一下午开什么会？", ["周一下午开产品评审会。", "周二下午开技术评审会。"]),
    (LA, "我的工作邮箱是什么？", ["我的工作邮箱是企业微信邮箱。", "我的私人邮箱是QQ邮箱。"]),
    (LA, "A项目什么时候截止？", ["A项目的截止日期是月底。", "B项目的截止日期是下个月中旬。"]),
    (LA, "我周二练什么？", ["我周二练腿。", "我周四练背。"]),
    (LA, "一号楼的会议室在几层？", ["一号楼的会议室在三层。", "二号楼的会议室在五层。"]),
    (LA, "前端用什么写的？", ["前端用React写的。", "管理后台用Vue写的。"]),
    (LA, "日志存在哪？", ["日志存到ES里。", "指标存到Prometheus里。"]),
    (LA, "我早上喝什么？", ["我早上喝豆浆。", "我晚上喝牛奶。"]),
    # 对话中的不同事件
    (EV, "周末和朋友去了哪？", ["周六和朋友去爬了香山。", "周日和朋友去逛了颐和园。"]),
    (EV, "我最近在看什么书？", ["昨天看完了《三体》。", "今天开始看《活着》。"]),
    (EV, "今天修了什么bug？", ["今天修好了登录页面的bug。", "今天修好了支付回调的bug。"]),
    (EV, "带孩子去了哪？", ["上周带孩子去了动物园。", "这周带孩子去了科技馆。"]),
    (EV, "今天喝了什么咖啡？", ["早上喝了一杯拿铁。", "下午喝了一杯美式。"]),
    (EV, "今天吃了什么？", ["中午和同事吃了火锅。", "晚上和家人吃了烤鸭。"]),
    (EV, "最近运动了吗？", ["今天跑了五公里。", "昨天游了一千米。"]),
    (EV, "刚开完什么会？", ["刚刚开完需求评审会。", "刚刚开完季度复盘会。"]),
    (EV, "给爸妈买了什么？", ["我给妈妈买了一条围巾。", "我给爸爸买了一双鞋。"]),
    (EV, "周末在家做了什么？", ["周末在家做了红烧肉。", "周末在家包了饺子。"]),
    (EV, "今天上线了什么功能？", ["今天上线了搜索功能。", "今天上线了消息推送功能。"]),
    (EV, "什么问题解决了？", ["谢谢你，问题解决了！", "谢谢你，测试终于通过了！"]),
    (EV, "昨晚看了什么？", ["昨晚看了一场篮球赛。", "昨晚看了一部科幻电影。"]),
    (EV, "我们去哪玩了？", ["我们去杭州玩了三天。", "我们去苏州玩了两天。"]),
    (EV, "我完成了哪些工作？", ["早上好，昨天写完了接口文档。", "早上好，昨天做完了代码评审。"]),
    (EV, "驾照考到哪了？", ["上个月考过了驾照科目二。", "这个月考过了科目三。"]),
    (EV, "今天面试了谁？", ["今天面试了一个前端候选人。", "今天面试了一个测试候选人。"]),
    (EV, "最近出了什么故障？", ["昨天服务器磁盘满了。", "前天数据库连接池耗尽了。"]),
    (EV, "我画了什么？", ["我画了一幅山水画。", "我画了一幅人物素描。"]),
    (EV, "女儿取得了什么成绩？", ["女儿钢琴考了八级。", "女儿作文比赛得了一等奖。"]),
    (EV, "今天遇到了谁？", ["今天在公园遛狗遇到了老同学。", "今天在超市遇到了以前的邻居。"]),
    (EV, "家里做了什么家务？", ["给阳台的花浇了水。", "给客厅的鱼缸换了水。"]),
    (EV, "升级了什么？", ["升级了一下笔记本的内存。", "升级了一下路由器的固件。"]),
    (EV, "请假去做什么？", ["今天请了半天假去医院。", "上周请了半天假去银行办事。"]),
    # 无关
    (UR, "我喜欢什么颜色？", ["我喜欢蓝色。", "测试服务器有八核CPU。"]),
    (UR, "反向代理用什么？", ["我们用Nginx做反向代理。", "我周末喜欢钓鱼。"]),
    (UR, "我家有几只猫？", ["我家有两只猫。", "接口文档在Confluence上。"]),
    (UR, "我吃辣吗？", ["我不喜欢吃辣。", "发布流程需要运维审批。"]),
    (UR, "年会在哪举办？", ["公司年会在酒店举办。", "Go版本是1.22。"]),
    (UR, "我女儿喜欢什么？", ["我女儿喜欢画画。", "Kafka有三个分区。"]),
    (UR, "我每天喝多少水？", ["我每天喝八杯水。", "前端打包用的是Vite。"]),
    (UR, "团队有多少人？", ["团队有十二个人。", "我小时候住在农村。"]),
    (UR, "我最近在看什么？", ["我最近在看美剧。", "数据库用的是utf8mb4编码。"]),
    (UR, "老板喜欢怎么汇报？", ["老板喜欢用表格汇报。", "我的车是白色的。"]),
]


def rows() -> list[dict]:
    out = []
    for lang, cases in (("en", EN), ("zh", ZH)):
        for n, (cls, question, seq) in enumerate(cases):
            out.append({"lang": lang, "group": f"blind-{lang}-{n}", "question": question, "cls": cls,
                        "seq": seq, "id": FIRST_ID + len(out), "split": "check"})
    check = check_groups([c["group"] for c in out], seed=SPLIT_SEED)
    for c in out:
        c["split"] = "check" if c["group"] in check else "tuning"
    return out


def main() -> None:
    cases = rows()
    header = {"about": "issue #12 blind probe set 1, written by an engineer who did not tune, labels audited by "
                       "another who did not tune (audit.md), split once by group before anyone tuned on it: the "
                       "tuning half is given to the engineers who tune, the check half is not opened by them",
              "split_seed": SPLIT_SEED, "split_unit": "group", "cases": len(cases)}
    write_jsonl(OUT, header, cases)
    print("wrote", OUT, len(cases), "cases")
    for half in ("tuning", "check"):
        part = [c for c in cases if c["split"] == half]
        print(f"{half}: {len(part)} cases, {len({c['group'] for c in part})} groups")
        for (cls, lang), k in sorted(Counter((c["cls"], c["lang"]) for c in part).items()):
            print(f"  {cls:20s} {lang}  {k}")


if __name__ == "__main__":
    main()
