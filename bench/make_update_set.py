"""Build the labelled update/restatement/distinct set (issue #12) once, and split it.

    .venv/bin/python bench/make_update_set.py      # writes bench/data/update_set.jsonl

Each line is one case: a sequence of sentences written in order to a fresh store, its
class, language, a question whose answer is the current value, and the split half.
Sources of phrasing:
  - hand-written frames (EN and CN): a fact, several ways of saying it changed (with a
    change signal), the same frame with another value (no signal), a paraphrase, a
    return to the first value, and temporary states next to permanent ones;
  - hand-written look-alike pairs (two services, two people, two events);
  - MemoryBank (../shared/data/memorybank, real chat messages, EN+CN): pairs of a user's
    own sentences that share most words (distinct events: each was said on its own),
    repeats of a sentence as people restate ("Like I said, ..."), and unrelated pairs.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, grouped by frame so
the same frame never lands in both halves. Tune on "tuning"; report "heldout" only."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

import json
import random
import re
import sys
from difflib import SequenceMatcher
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "python"))
from flymemory.chunking import chunk  # noqa: E402

SPLIT_SEED = 20261130
OUT = Path(__file__).resolve().parent / "data" / "update_set.jsonl"
_REPO = Path(__file__).resolve().parent.parent
# The shared read-only data sits next to the repository (or next to its worktree folder).
MEMORYBANK = next((p for p in (_REPO.parent / "shared" / "data" / "memorybank",
                               _REPO.parent.parent / "shared" / "data" / "memorybank") if p.exists()),
                  _REPO.parent / "shared" / "data" / "memorybank")

# A frame: the fact with {v}, values, the question, ways to say it changed ({old} -> {new}),
# a paraphrase of the first statement, and optionally a temporary state that must not replace it.
EN_FRAMES: list[dict] = [
    dict(fact="Team standup is at {v} every day.", values=["09:30", "10:15", "11:00"], q="When is the team standup?",
         signal=["Team standup moved to {new} every day.", "From now on the team standup is at {new}."],
         back="Team standup moved back to {new}.", restate="Every day the team standup is at {v}.",
         nosignal="Team standup is at {v} each day."),
    dict(fact="I live in {v}.", values=["Lisbon", "Porto", "Madrid"], q="Where do I live?",
         signal=["I moved to {new}.", "I no longer live in {old}; I live in {new} now."],
         back="I moved back to {new}.", restate="I'm living in {v}.", nosignal="I live in {v}.",
         temporary="I'm in Berlin this week for a conference."),
    dict(fact="I edit code in {v}.", values=["VS Code", "Zed", "Neovim"], q="Which editor do I edit code in?",
         signal=["I switched from {old} to {new} for editing code.", "I now edit code in {new} instead of {old}."],
         back="I went back to {new} for editing code.", restate="For editing code I use {v}.",
         nosignal="I edit code in {v}.", temporary="Today I'm editing in nano because my laptop is in repair."),
    dict(fact="Our logs ship to {v}.", values=["Elasticsearch", "Loki", "Splunk"], q="Where do our logs ship?",
         signal=["Our logs now ship to {new} instead of {old}.", "We replaced {old} with {new} for our logs."],
         back="Our logs ship to {new} again.", restate="The logs are shipped to {v}.",
         nosignal="Our logs ship to {v}."),
    dict(fact="The staging server IP is {v}.", values=["10.0.4.50", "10.0.4.99", "10.0.7.12"],
         q="What is the staging server IP?",
         signal=["The staging server IP changed to {new}.", "The staging server now has IP {new}."],
         back="The staging server IP is back to {new}.", restate="Staging server IP: {v}.",
         nosignal="The staging server IP is {v}."),
    dict(fact="My manager is {v}.", values=["Alice", "Bob", "Carmen"], q="Who is my manager?",
         signal=["My manager is now {new}.", "{new} replaced {old} as my manager."],
         back="{new} is my manager again.", restate="I report to my manager {v}.",
         nosignal="My manager is {v}."),
    dict(fact="The API rate limit is {v} requests per minute.", values=["100", "250", "500"],
         q="What is the API rate limit?",
         signal=["The API rate limit was raised to {new} requests per minute.",
                 "We changed the API rate limit from {old} to {new} requests per minute."],
         back="The API rate limit was lowered back to {new} requests per minute.",
         restate="API rate limit: {v} requests per minute.",
         nosignal="The API rate limit is {v} requests per minute.",
         temporary="During today's load test the API rate limit is temporarily 2000 requests per minute."),
    dict(fact="The database password rotation period is {v} days.", values=["90", "30", "60"],
         q="What is the database password rotation period?",
         signal=["The database password rotation period changed to {new} days.",
                 "Database passwords now rotate every {new} days instead of {old}."],
         back="The database password rotation period is back to {new} days.",
         restate="Database passwords are rotated every {v} days.",
         nosignal="The database password rotation period is {v} days."),
    dict(fact="We deploy the web app on {v}.", values=["Heroku", "Fly.io", "Render"], q="Where do we deploy the web app?",
         signal=["We moved the web app from {old} to {new}.", "The web app is deployed on {new} now."],
         back="We moved the web app back to {new}.", restate="The web app is deployed on {v}.",
         nosignal="We deploy the web app on {v}."),
    dict(fact="The project uses Python {v}.", values=["3.10", "3.12", "3.13"], q="Which Python version does the project use?",
         signal=["The project upgraded to Python {new}.", "The project switched from Python {old} to Python {new}."],
         back="The project went back to Python {new}.", restate="Python {v} is what the project uses.",
         nosignal="The project uses Python {v}."),
    dict(fact="My favourite tea is {v}.", values=["oolong", "jasmine", "sencha"], q="What is my favourite tea?",
         signal=["My favourite tea is now {new}, not {old}.", "These days my favourite tea has changed to {new}."],
         back="Oolong is my favourite tea again." , restate="The tea I like best is {v}.",
         nosignal="My favourite tea is {v}."),
    dict(fact="The release branch is {v}.", values=["release/2.4", "release/2.5", "release/3.0"],
         q="What is the release branch?",
         signal=["The release branch changed to {new}.", "We cut a new release branch: {new} replaces {old}."],
         back="The release branch is {new} again.", restate="Release branch: {v}.",
         nosignal="The release branch is {v}."),
    dict(fact="I work at {v}.", values=["Acme Corp", "Globex", "Initech"], q="Where do I work?",
         signal=["I left {old} and now work at {new}.", "I changed jobs: I work at {new} now."],
         back="I went back to work at {new}.", restate="My employer is {v}.", nosignal="I work at {v}.",
         temporary="This month I'm on loan to the Umbrella team for a migration."),
    dict(fact="The CI pipeline runs on {v}.", values=["Jenkins", "GitHub Actions", "GitLab CI"],
         q="What does the CI pipeline run on?",
         signal=["We migrated the CI pipeline from {old} to {new}.", "The CI pipeline now runs on {new}."],
         back="The CI pipeline runs on {new} again.", restate="CI runs on {v}.",
         nosignal="The CI pipeline runs on {v}."),
    dict(fact="The weekly sync is on {v}.", values=["Tuesday", "Thursday", "Monday"], q="When is the weekly sync?",
         signal=["The weekly sync moved to {new}.", "The weekly sync is on {new} now instead of {old}."],
         back="The weekly sync moved back to {new}.", restate="We hold the weekly sync on {v}.",
         nosignal="The weekly sync is on {v}."),
    dict(fact="The default branch is {v}.", values=["master", "main", "trunk"], q="What is the default branch?",
         signal=["We renamed the default branch from {old} to {new}.", "The default branch is {new} now."],
         back="The default branch is {new} again.", restate="Default branch: {v}.",
         nosignal="The default branch is {v}."),
    dict(fact="The cache TTL is {v} seconds.", values=["300", "60", "900"], q="What is the cache TTL?",
         signal=["The cache TTL was lowered to {new} seconds.", "We set the cache TTL to {new} seconds instead of {old}."],
         back="The cache TTL was raised back to {new} seconds.", restate="Cache TTL: {v} seconds.",
         nosignal="The cache TTL is {v} seconds."),
    dict(fact="My phone number is {v}.", values=["+351 912 345 678", "+351 936 111 222", "+34 600 123 456"],
         q="What is my phone number?",
         signal=["My phone number changed to {new}.", "I have a new phone number: {new}."],
         back="My phone number is {new} again.", restate="You can call me on {v}.",
         nosignal="My phone number is {v}."),
    dict(fact="The on-call rotation is handled by {v}.", values=["Priya", "Marco", "Chen"], q="Who handles on-call?",
         signal=["{new} took over the on-call rotation from {old}.", "The on-call rotation is now handled by {new}."],
         back="{new} handles the on-call rotation again.", restate="{v} is responsible for the on-call rotation.",
         nosignal="The on-call rotation is handled by {v}.",
         temporary="Marco covers on-call today while Priya is at the dentist."),
    dict(fact="The frontend is built with {v}.", values=["React", "Svelte", "Vue"], q="What is the frontend built with?",
         signal=["We rewrote the frontend: it is built with {new} instead of {old}.",
                 "The frontend switched from {old} to {new}."],
         back="The frontend is built with {new} again.", restate="{v} is what the frontend is built with.",
         nosignal="The frontend is built with {v}."),
    dict(fact="The max upload size is {v} MB.", values=["10", "25", "50"], q="What is the max upload size?",
         signal=["The max upload size was raised to {new} MB.", "The max upload size changed from {old} MB to {new} MB."],
         back="The max upload size went back to {new} MB.", restate="Uploads are limited to {v} MB.",
         nosignal="The max upload size is {v} MB."),
    dict(fact="Our primary database is {v}.", values=["MySQL", "PostgreSQL", "CockroachDB"],
         q="What is our primary database?",
         signal=["Our primary database is {new} now; we dropped {old}.", "We replaced {old} with {new} as our primary database."],
         back="Our primary database is {new} again.", restate="The primary database we run is {v}.",
         nosignal="Our primary database is {v}."),
    dict(fact="I drive a {v}.", values=["Toyota Corolla", "Tesla Model 3", "Honda Civic"], q="What car do I drive?",
         signal=["I sold the {old} and now drive a {new}.", "I no longer drive a {old}; I drive a {new}."],
         back="I'm driving a {new} again.", restate="My car is a {v}.", nosignal="I drive a {v}.",
         temporary="This week I'm driving a rental van while my car is serviced."),
    dict(fact="The office is on the {v} floor.", values=["3rd", "7th", "12th"], q="Which floor is the office on?",
         signal=["The office moved to the {new} floor.", "We are on the {new} floor now."],
         back="The office moved back to the {new} floor.", restate="Our office is located on the {v} floor.",
         nosignal="The office is on the {v} floor."),
    dict(fact="The Slack channel for incidents is {v}.", values=["#incidents", "#ops-alerts", "#sev"],
         q="What is the Slack channel for incidents?",
         signal=["The Slack channel for incidents was renamed to {new}.", "Incidents now go to {new} instead of {old}."],
         back="The Slack channel for incidents is {new} again.", restate="Incidents are discussed in {v} on Slack.",
         nosignal="The Slack channel for incidents is {v}."),
    dict(fact="My shell is {v}.", values=["bash", "zsh", "fish"], q="Which shell do I use?",
         signal=["I switched my shell from {old} to {new}.", "My shell is {new} now."],
         back="I switched my shell back to {new}.", restate="I use {v} as my shell.",
         nosignal="My shell is {v}."),
    dict(fact="The gym membership costs {v} euros a month.", values=["35", "42", "29"],
         q="How much does the gym membership cost?",
         signal=["The gym membership went up to {new} euros a month.", "The gym membership now costs {new} euros a month."],
         back="The gym membership is back to {new} euros a month.", restate="I pay {v} euros a month for the gym.",
         nosignal="The gym membership costs {v} euros a month."),
    dict(fact="The support email is {v}.", values=["help@acme.io", "support@acme.io", "care@acme.io"],
         q="What is the support email?",
         signal=["The support email changed to {new}.", "Use {new} for support; {old} is no longer read."],
         back="The support email is {new} again.", restate="Support is reached at {v}.",
         nosignal="The support email is {v}."),
    dict(fact="The nightly backup runs at {v}.", values=["02:00", "03:30", "01:15"], q="When does the nightly backup run?",
         signal=["The nightly backup was moved to {new}.", "The nightly backup runs at {new} instead of {old} now."],
         back="The nightly backup moved back to {new}.", restate="Nightly backups start at {v}.",
         nosignal="The nightly backup runs at {v}."),
    dict(fact="The team lead for payments is {v}.", values=["Sara", "Tom", "Ines"], q="Who is the team lead for payments?",
         signal=["{new} is the new team lead for payments.", "The team lead for payments changed from {old} to {new}."],
         back="{new} is the team lead for payments again.", restate="Payments is led by {v}.",
         nosignal="The team lead for payments is {v}.",
         temporary="Tom is acting team lead for payments until Sara is back from leave on Monday."),
]

CN_FRAMES: list[dict] = [
    dict(fact="我住在{v}。", values=["杭州西湖区", "上海浦东", "北京海淀"], q="我住在哪里？",
         signal=["我已经搬到{new}了。", "我不再住在{old}，现在住在{new}。"], back="我又搬回{new}了。",
         restate="我现在住在{v}。", nosignal="我住在{v}。", temporary="这周我在深圳出差。"),
    dict(fact="数据库密码轮换周期是{v}天。", values=["90", "30", "60"], q="数据库密码轮换周期是多少天？",
         signal=["数据库密码轮换周期改成了{new}天。", "数据库密码轮换周期从{old}天调整为{new}天。"],
         back="数据库密码轮换周期又改回{new}天了。", restate="数据库的密码每{v}天轮换一次。",
         nosignal="数据库密码轮换周期是{v}天。"),
    dict(fact="每天的站会在{v}开。", values=["九点半", "十点一刻", "十一点"], q="站会几点开？",
         signal=["每天的站会改到{new}开了。", "站会时间换成{new}了。"], back="站会又改回{new}了。",
         restate="站会每天{v}开始。", nosignal="每天的站会在{v}开。"),
    dict(fact="我用{v}写代码。", values=["VS Code", "Zed", "Vim"], q="我用什么写代码？",
         signal=["我从{old}换成{new}写代码了。", "我现在用{new}写代码，不用{old}了。"], back="我又换回{new}写代码了。",
         restate="写代码我用的是{v}。", nosignal="我用{v}写代码。", temporary="今天电脑在修，临时用记事本写代码。"),
    dict(fact="我们的日志发到{v}。", values=["Elasticsearch", "Loki", "Splunk"], q="日志发到哪里？",
         signal=["我们的日志现在发到{new}，不再发到{old}。", "日志系统已经从{old}换成{new}了。"],
         back="日志又改回发到{new}了。", restate="日志是发送到{v}的。", nosignal="我们的日志发到{v}。"),
    dict(fact="我的经理是{v}。", values=["王磊", "李娜", "陈刚"], q="我的经理是谁？",
         signal=["我的经理已经换成{new}了。", "现在我的经理是{new}。"], back="我的经理又变回{new}了。",
         restate="{v}是我的经理。", nosignal="我的经理是{v}。"),
    dict(fact="测试服务器的IP是{v}。", values=["10.0.4.50", "10.0.4.99", "10.0.7.12"], q="测试服务器的IP是多少？",
         signal=["测试服务器的IP改成{new}了。", "测试服务器的IP已经更新为{new}。"], back="测试服务器的IP又改回{new}了。",
         restate="测试服务器IP：{v}。", nosignal="测试服务器的IP是{v}。"),
    dict(fact="接口限流是每分钟{v}次。", values=["100", "250", "500"], q="接口限流是多少？",
         signal=["接口限流提高到每分钟{new}次了。", "接口限流从每分钟{old}次改为{new}次。"],
         back="接口限流又降回每分钟{new}次。", restate="接口每分钟最多调用{v}次。",
         nosignal="接口限流是每分钟{v}次。", temporary="今天压测期间接口限流临时放开到每分钟2000次。"),
    dict(fact="我在{v}工作。", values=["阿里巴巴", "腾讯", "字节跳动"], q="我在哪里工作？",
         signal=["我已经跳槽到{new}了。", "我不在{old}了，现在在{new}工作。"], back="我又回到{new}工作了。",
         restate="我的公司是{v}。", nosignal="我在{v}工作。", temporary="这个月我被借调到{tmp}项目组帮忙。"),
    dict(fact="项目用的是Python {v}。", values=["3.10", "3.12", "3.13"], q="项目用哪个Python版本？",
         signal=["项目已经升级到Python {new}了。", "项目从Python {old}换成了Python {new}。"],
         back="项目又退回到Python {new}了。", restate="我们项目的Python版本是{v}。",
         nosignal="项目用的是Python {v}。"),
    dict(fact="我最喜欢的茶是{v}。", values=["乌龙茶", "龙井", "普洱"], q="我最喜欢什么茶？",
         signal=["我现在最喜欢的茶变成{new}了。", "我最喜欢的茶不再是{old}，而是{new}。"],
         back="我最喜欢的茶又变回{new}了。", restate="{v}是我最爱喝的茶。", nosignal="我最喜欢的茶是{v}。"),
    dict(fact="Web应用部署在{v}上。", values=["阿里云", "腾讯云", "AWS"], q="Web应用部署在哪里？",
         signal=["Web应用已经迁移到{new}了。", "Web应用从{old}搬到了{new}上。"], back="Web应用又迁回{new}了。",
         restate="我们把Web应用部署在{v}。", nosignal="Web应用部署在{v}上。"),
    dict(fact="周会在{v}开。", values=["周二", "周四", "周一"], q="周会在哪天开？",
         signal=["周会改到{new}了。", "周会现在在{new}开，不在{old}了。"], back="周会又改回{new}了。",
         restate="我们每周{v}开周会。", nosignal="周会在{v}开。"),
    dict(fact="默认分支是{v}。", values=["master", "main", "trunk"], q="默认分支是什么？",
         signal=["默认分支已经改名为{new}了。", "默认分支从{old}改成了{new}。"], back="默认分支又改回{new}了。",
         restate="我们的默认分支叫{v}。", nosignal="默认分支是{v}。"),
    dict(fact="缓存过期时间是{v}秒。", values=["300", "60", "900"], q="缓存过期时间是多少？",
         signal=["缓存过期时间调低到{new}秒了。", "缓存过期时间改成{new}秒了。"], back="缓存过期时间又调回{new}秒。",
         restate="缓存{v}秒后过期。", nosignal="缓存过期时间是{v}秒。"),
    dict(fact="我的手机号是{v}。", values=["13812345678", "13987654321", "15011112222"], q="我的手机号是多少？",
         signal=["我换了手机号，新号码是{new}。", "我的手机号已经改成{new}了。"], back="我的手机号又换回{new}了。",
         restate="我的电话号码：{v}。", nosignal="我的手机号是{v}。"),
    dict(fact="值班由{v}负责。", values=["张伟", "刘洋", "赵敏"], q="谁负责值班？",
         signal=["值班现在由{new}负责。", "{new}接替{old}负责值班了。"], back="值班又由{new}负责了。",
         restate="{v}负责值班。", nosignal="值班由{v}负责。", temporary="今天{tmp}临时替张伟值班。"),
    dict(fact="前端是用{v}写的。", values=["React", "Vue", "Svelte"], q="前端用什么写的？",
         signal=["前端已经从{old}重写成{new}了。", "前端现在改用{new}了。"], back="前端又换回{new}了。",
         restate="我们的前端框架是{v}。", nosignal="前端是用{v}写的。"),
    dict(fact="上传文件大小上限是{v}MB。", values=["10", "25", "50"], q="上传文件大小上限是多少？",
         signal=["上传文件大小上限提高到{new}MB了。", "上传上限从{old}MB改为{new}MB。"],
         back="上传文件大小上限又降回{new}MB。", restate="上传的文件最大{v}MB。",
         nosignal="上传文件大小上限是{v}MB。"),
    dict(fact="主数据库是{v}。", values=["MySQL", "PostgreSQL", "TiDB"], q="主数据库是什么？",
         signal=["主数据库已经换成{new}了。", "我们不再用{old}做主数据库，现在用{new}。"], back="主数据库又换回{new}了。",
         restate="我们的主库用的是{v}。", nosignal="主数据库是{v}。"),
    dict(fact="我开的车是{v}。", values=["丰田卡罗拉", "特斯拉Model 3", "比亚迪汉"], q="我开什么车？",
         signal=["我把{old}卖了，现在开{new}。", "我已经换车了，现在开的是{new}。"], back="我又开回{new}了。",
         restate="我的车是一辆{v}。", nosignal="我开的车是{v}。", temporary="这几天车在保养，我暂时开一辆租来的面包车。"),
    dict(fact="办公室在{v}楼。", values=["3", "7", "12"], q="办公室在几楼？",
         signal=["办公室搬到{new}楼了。", "我们现在在{new}楼办公。"], back="办公室又搬回{new}楼了。",
         restate="我们的办公室位于{v}楼。", nosignal="办公室在{v}楼。"),
    dict(fact="我用的终端是{v}。", values=["iTerm2", "WezTerm", "Alacritty"], q="我用什么终端？",
         signal=["我把终端换成{new}了。", "我不再用{old}了，改用{new}。"], back="我又换回{new}了。",
         restate="终端我用{v}。", nosignal="我用的终端是{v}。"),
    dict(fact="健身房会员费是每月{v}元。", values=["299", "359", "199"], q="健身房会员费多少钱？",
         signal=["健身房会员费涨到每月{new}元了。", "健身房会员费现在是每月{new}元。"],
         back="健身房会员费又回到每月{new}元。", restate="我每个月交{v}元健身房会员费。",
         nosignal="健身房会员费是每月{v}元。"),
    dict(fact="客服邮箱是{v}。", values=["help@acme.cn", "support@acme.cn", "kefu@acme.cn"], q="客服邮箱是什么？",
         signal=["客服邮箱改成{new}了。", "客服邮箱已经换成{new}，{old}不再使用。"], back="客服邮箱又改回{new}了。",
         restate="客服的邮箱地址：{v}。", nosignal="客服邮箱是{v}。"),
    dict(fact="每晚的备份在{v}执行。", values=["凌晨两点", "凌晨三点半", "凌晨一点"], q="每晚的备份几点执行？",
         signal=["每晚的备份改到{new}执行了。", "备份时间现在是{new}。"], back="备份又改回{new}执行了。",
         restate="夜间备份从{v}开始。", nosignal="每晚的备份在{v}执行。"),
    dict(fact="支付组的组长是{v}。", values=["孙丽", "周杰", "吴昊"], q="支付组的组长是谁？",
         signal=["支付组的组长换成{new}了。", "{new}现在是支付组的组长。"], back="支付组的组长又是{new}了。",
         restate="{v}是支付组的组长。", nosignal="支付组的组长是{v}。",
         temporary="孙丽休假期间，周杰暂时代理支付组的组长。"),
    dict(fact="我的女儿在{v}上学。", values=["实验小学", "外国语学校", "第二中学"], q="我女儿在哪里上学？",
         signal=["我女儿已经转学到{new}了。", "我女儿现在在{new}上学。"], back="我女儿又转回{new}了。",
         restate="女儿就读于{v}。", nosignal="我的女儿在{v}上学。"),
    dict(fact="CI流水线跑在{v}上。", values=["Jenkins", "GitHub Actions", "GitLab CI"], q="CI流水线跑在什么上？",
         signal=["CI流水线已经从{old}迁移到{new}了。", "CI现在跑在{new}上。"], back="CI又迁回{new}了。",
         restate="我们用{v}跑CI。", nosignal="CI流水线跑在{v}上。"),
    dict(fact="我每天早上{v}起床。", values=["六点", "七点", "六点半"], q="我每天几点起床？",
         signal=["我现在改成每天{new}起床了。", "我已经不再{old}起床，现在{new}起床。"], back="我又恢复{new}起床了。",
         restate="每天早上我{v}起床。", nosignal="我每天早上{v}起床。", temporary="明天我要赶飞机，四点就得起床。"),
]

# Look-alike pairs that are two true facts: the second must not replace, merge or hide the first.
EN_LOOKALIKE = [
    ("Service alpha listens on port 8080.", "Service beta listens on port 8081."),
    ("Dana painted a sunrise over the harbour.", "Dana painted a lake in the mountains."),
    ("Alice reviews the backend pull requests.", "Bob reviews the frontend pull requests."),
    ("The auth service runs on node-3.", "The billing service runs on node-7."),
    ("My sister lives in Porto.", "My brother lives in Braga."),
    ("The iOS app is written in Swift.", "The Android app is written in Kotlin."),
    ("Staging uses the eu-west-1 region.", "Production uses the us-east-1 region."),
    ("I bought a blue notebook yesterday.", "I bought a red umbrella on Friday."),
    ("Tom fixed the login bug.", "Tom fixed the checkout bug."),
    ("The orders table has an index on customer_id.", "The orders table has an index on created_at."),
    ("We met Sara at the Lisbon conference.", "We met Marco at the Berlin meetup."),
    ("The cron job cleans temp files at 03:00.", "The cron job rotates logs at 04:00."),
    ("Ticket PROJ-101 is about the search page.", "Ticket PROJ-102 is about the settings page."),
    ("My daughter plays the violin.", "My son plays the piano."),
    ("The Redis cache holds sessions.", "The Redis cache holds rate-limit counters."),
    ("I read Dune last month.", "I read Foundation this month."),
    ("Service gamma depends on Kafka.", "Service delta depends on RabbitMQ."),
    ("The reports bucket is s3://acme-reports.", "The exports bucket is s3://acme-exports."),
    ("Emily went hiking with her friends on Saturday.", "Emily went swimming with her cousins on Sunday."),
    ("The admin panel is at /admin.", "The metrics page is at /metrics."),
    ("Alice owns the ingestion pipeline.", "Carmen owns the reporting pipeline."),
    ("We use pytest for the Python tests.", "We use Jest for the JavaScript tests."),
    ("I had ramen for lunch on Monday.", "I had pizza for dinner on Tuesday."),
    ("The dev database is on port 5433.", "The test database is on port 5434."),
    ("Our Tokyo office opens at 9.", "Our Paris office opens at 8."),
    ("Invoice 2041 was paid in March.", "Invoice 2042 was paid in April."),
    ("The search service is written in Go.", "The email service is written in Rust."),
    ("Priya is on vacation in August.", "Marco is on vacation in September."),
    ("The mobile team ships every two weeks.", "The web team ships every week."),
    ("I call my mother on Sundays.", "I call my grandmother on Wednesdays."),
    ("The user service owns the accounts table.", "The order service owns the payments table."),
    ("My first car was a Fiat Panda.", "My second car was a Renault Clio."),
    ("The login endpoint returns a JWT.", "The refresh endpoint returns a new session cookie."),
    ("Bug 311 crashes the importer on empty files.", "Bug 312 crashes the exporter on huge files."),
    ("The design review is on the 3rd floor.", "The retro is on the 5th floor."),
    ("I planted tomatoes in the garden.", "I planted basil on the balcony."),
    ("The worker pool has 8 threads.", "The IO pool has 32 threads."),
    ("The EU customers are billed in euros.", "The UK customers are billed in pounds."),
    ("We visited Kyoto in spring.", "We visited Osaka in autumn."),
    ("The nightly job exports users to CSV.", "The weekly job exports orders to Parquet."),
]
CN_LOOKALIKE = [
    ("服务A监听8080端口。", "服务B监听8081端口。"),
    ("小王画了一幅日出。", "小王画了一幅湖景。"),
    ("张伟负责审核后端代码。", "李娜负责审核前端代码。"),
    ("认证服务部署在3号节点。", "计费服务部署在7号节点。"),
    ("我姐姐住在成都。", "我弟弟住在重庆。"),
    ("iOS应用是用Swift写的。", "安卓应用是用Kotlin写的。"),
    ("测试环境用的是华东区。", "生产环境用的是华北区。"),
    ("我昨天买了一本蓝色的笔记本。", "我周五买了一把红色的雨伞。"),
    ("小刘修复了登录的bug。", "小刘修复了支付的bug。"),
    ("订单表在customer_id上有索引。", "订单表在created_at上有索引。"),
    ("我们在杭州的大会上认识了孙丽。", "我们在北京的沙龙上认识了周杰。"),
    ("定时任务凌晨三点清理临时文件。", "定时任务凌晨四点轮转日志。"),
    ("工单PROJ-101是关于搜索页的。", "工单PROJ-102是关于设置页的。"),
    ("我女儿学小提琴。", "我儿子学钢琴。"),
    ("Redis缓存存放会话。", "Redis缓存存放限流计数。"),
    ("我上个月读了《三体》。", "我这个月读了《活着》。"),
    ("服务C依赖Kafka。", "服务D依赖RabbitMQ。"),
    ("报表存在s3://acme-reports桶里。", "导出文件存在s3://acme-exports桶里。"),
    ("周六我和朋友去爬山了。", "周日我和表妹去游泳了。"),
    ("管理后台的地址是/admin。", "监控页面的地址是/metrics。"),
    ("王磊负责数据接入流水线。", "陈刚负责报表流水线。"),
    ("Python测试用pytest。", "JavaScript测试用Jest。"),
    ("周一中午我吃了拉面。", "周二晚上我吃了披萨。"),
    ("开发数据库在5433端口。", "测试数据库在5434端口。"),
    ("东京办公室九点开门。", "巴黎办公室八点开门。"),
    ("2041号发票三月付清了。", "2042号发票四月付清了。"),
    ("搜索服务是用Go写的。", "邮件服务是用Rust写的。"),
    ("刘洋八月休假。", "赵敏九月休假。"),
    ("移动端每两周发一次版。", "网页端每周发一次版。"),
    ("我每周日给妈妈打电话。", "我每周三给奶奶打电话。"),
    ("用户服务管理账户表。", "订单服务管理支付表。"),
    ("我的第一辆车是奇瑞QQ。", "我的第二辆车是大众朗逸。"),
    ("登录接口返回JWT。", "刷新接口返回新的会话cookie。"),
    ("311号bug导致导入空文件时崩溃。", "312号bug导致导出大文件时崩溃。"),
    ("设计评审在三楼。", "复盘会在五楼。"),
    ("我在院子里种了西红柿。", "我在阳台上种了罗勒。"),
    ("工作线程池有8个线程。", "IO线程池有32个线程。"),
    ("欧洲客户用欧元结算。", "英国客户用英镑结算。"),
    ("我们春天去了京都。", "我们秋天去了大阪。"),
    ("夜间任务把用户导出成CSV。", "每周任务把订单导出成Parquet。"),
]
# A permanent fact, then a temporary state on the same subject: the first stays current.
EN_TEMPORARY = [
    ("I work from the Lisbon office.", "I'm working from home today."),
    ("My laptop is a ThinkPad X1.", "This week I'm on a loaner MacBook while the ThinkPad is repaired."),
    ("Deploys go out on Tuesdays.", "This week the deploy is on Wednesday because of the holiday."),
    ("The API is served from eu-west-1.", "During the incident traffic is temporarily routed to us-east-1."),
    ("My commute is by bike.", "I'm taking the bus for a few days because my bike has a flat."),
    ("Standup is in room Orion.", "Today standup is in room Vega because Orion is booked."),
    ("Ines is the product owner for search.", "Ines is off until Friday; Tom answers search questions meanwhile."),
    ("I drink black coffee.", "I'm off coffee this week for a medical test."),
    ("The docs site is docs.acme.io.", "Until the migration finishes the docs are temporarily at old-docs.acme.io."),
    ("We release every two weeks.", "Next week there is an extra hotfix release."),
    ("I sleep at 11 pm.", "Tonight I'm staying up late for the launch."),
    ("The main branch is protected.", "For the next hour main is unprotected so the bot can rewrite history."),
]
CN_TEMPORARY = [
    ("我在杭州办公室上班。", "我今天在家办公。"),
    ("我的电脑是ThinkPad X1。", "这周电脑送修了，我暂时用一台借来的MacBook。"),
    ("我们每周二发版。", "这周因为放假，改到周三发版。"),
    ("我每天骑车上班。", "这几天自行车坏了，我暂时坐公交。"),
    ("站会在猎户座会议室开。", "今天猎户座被占了，站会临时改在织女会议室。"),
    ("我只喝黑咖啡。", "这周要体检，我暂时不喝咖啡。"),
    ("文档站点是docs.acme.cn。", "迁移期间文档暂时放在old-docs.acme.cn。"),
    ("我们两周发一次版。", "下周会额外发一个热修复版本。"),
    ("我每晚十一点睡觉。", "今晚为了上线我要熬夜。"),
    ("孙丽是搜索的产品负责人。", "孙丽周五前请假，这几天搜索的问题先找周杰。"),
    ("接口部署在华东区。", "故障期间流量临时切到了华北区。"),
    ("我住在上海浦东。", "这个月我在北京出差。"),
]
RESTATE_MARKERS_EN = ["Like I said, {s}", "As I mentioned, {s}", "{s}", "Just to repeat: {s}", "Again, {s}"]
RESTATE_MARKERS_CN = ["就像我说的，{s}", "我之前说过，{s}", "{s}", "再说一遍：{s}", "还是那句话，{s}"]
TEMP_NAMES = {"tmp": "数据平台"}


def _frame_cases(frames: list[dict], lang: str) -> list[dict]:
    cases = []
    for n, f in enumerate(frames):
        group = f"{lang}-frame-{n}"
        v1, v2, v3 = f["values"]
        first = f["fact"].format(v=v1)
        base = dict(lang=lang, group=group, question=f["q"])
        for k, template in enumerate(f["signal"]):
            new_value = v2 if k == 0 else v3
            cases.append(dict(base, cls="update_signal", seq=[first, template.format(old=v1, new=new_value)],
                              current=new_value, stale=v1))
        cases.append(dict(base, cls="update_nosignal", seq=[first, f["nosignal"].format(v=v2)], current=v2, stale=v1))
        cases.append(dict(base, cls="restatement", seq=[first, f["restate"].format(v=v1)], current=v1))
        back = f["back"].format(new=v1, old=v2)
        cases.append(dict(base, cls="reversal", seq=[first, f["signal"][0].format(old=v1, new=v2), back],
                          current=v1, stale=v2))
        if f.get("temporary"):
            cases.append(dict(base, cls="temporary", seq=[first, f["temporary"].format(**TEMP_NAMES)], current=v1))
    return cases


def _lookalike_cases(pairs: list[tuple[str, str]], lang: str) -> list[dict]:
    return [dict(lang=lang, group=f"{lang}-lookalike-{n}", cls="distinct_lookalike", seq=[a, b])
            for n, (a, b) in enumerate(pairs)]


def _phatic(s: str) -> bool:
    return bool(re.match(r"^(hi|hello|hey|thanks|thank you|good (morning|night|evening)|bye|ok|okay)\b", s.lower())) \
        or bool(re.match(r"^(你好|谢谢|晚安|早上好|再见|好的|嗯|再次感谢|感谢)", s))


def _statement(s: str) -> bool:
    """A sentence that tells something (an event, a fact), not a question to the assistant."""
    return not _phatic(s) and not s.rstrip().endswith(("?", "？", "吗", "呢")) and "?" not in s and "？" not in s


def _memorybank_sentences(lang: str) -> dict[str, list[str]]:
    data = json.loads((MEMORYBANK / f"memory_bank_{lang}.json").read_text(encoding="utf-8"))
    out: dict[str, list[str]] = {}
    for user, record in data.items():
        sentences = []
        for day in sorted(record["history"]):
            for turn in record["history"][day]:
                sentences += [s for s in chunk(turn["query"]) if len(s) >= (8 if lang == "cn" else 20)]
        out[user] = sentences
    return out


def _memorybank_cases(lang: str, rng: random.Random) -> list[dict]:
    per_user = _memorybank_sentences(lang)
    code = "en" if lang == "en" else "zh"
    cases: list[dict] = []
    for u, (user, sentences) in enumerate(per_user.items()):
        # Distinct events: the most word-alike pairs of one user's different sentences.
        scored = []
        for i in range(len(sentences)):
            for j in range(i + 1, len(sentences)):
                a, b = sentences[i], sentences[j]
                if a.strip(" .!?。！？").casefold() == b.strip(" .!?。！？").casefold() \
                        or not _statement(a) or not _statement(b):
                    continue
                unit_a = a.split() if lang == "en" else list(a)
                unit_b = b.split() if lang == "en" else list(b)
                scored.append((SequenceMatcher(None, unit_a, unit_b, autojunk=False).ratio(), a, b))
        scored = sorted(set(scored), reverse=True)  # a sentence said on several days pairs once
        for ratio, a, b in scored[:6]:
            cases.append(dict(lang=code, group=f"{code}-mb-{u}", cls="distinct_event", seq=[a, b],
                              source=f"memorybank/{lang}/{user}", word_overlap=round(ratio, 2)))
        substantive = [s for s in sentences if _statement(s)]
        markers = RESTATE_MARKERS_EN if lang == "en" else RESTATE_MARKERS_CN
        for k, s in enumerate(rng.sample(substantive, min(3, len(substantive)))):
            cases.append(dict(lang=code, group=f"{code}-mb-{u}", cls="restatement",
                              seq=[s, markers[(u + k) % len(markers)].format(s=s[0].lower() + s[1:]
                                                                              if lang == "en" and k % 2 else s)],
                              source=f"memorybank/{lang}/{user}"))
    users = list(per_user)
    for n in range(30):
        ua, ub = rng.sample(users, 2)
        a, b = rng.choice(per_user[ua]), rng.choice(per_user[ub])
        cases.append(dict(lang=code, group=f"{code}-mb-unrelated-{n}", cls="unrelated", seq=[a, b],
                          source=f"memorybank/{lang}"))
    return cases


def _temporary_cases(pairs: list[tuple[str, str]], lang: str) -> list[dict]:
    return [dict(lang=lang, group=f"{lang}-temporary-{n}", cls="temporary", seq=[a, b])
            for n, (a, b) in enumerate(pairs)]


def build() -> list[dict]:
    rng = random.Random(SPLIT_SEED)
    cases = (_frame_cases(EN_FRAMES, "en") + _frame_cases(CN_FRAMES, "zh")
             + _lookalike_cases(EN_LOOKALIKE, "en") + _lookalike_cases(CN_LOOKALIKE, "zh")
             + _temporary_cases(EN_TEMPORARY, "en") + _temporary_cases(CN_TEMPORARY, "zh")
             + _memorybank_cases("en", rng) + _memorybank_cases("cn", rng))
    # The one split: whole groups (a frame, a look-alike pair, a MemoryBank user) go to one half.
    groups = sorted({c["group"] for c in cases})
    rng.shuffle(groups)
    heldout = set(groups[: len(groups) // 2])
    for n, c in enumerate(cases):
        c["id"] = n
        c["split"] = "heldout" if c["group"] in heldout else "tuning"
    return cases


def main() -> None:
    cases = build()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as fh:
        header = {"about": "issue #12 labelled set; built by bench/make_update_set.py; split once before tuning",
                  "split_seed": SPLIT_SEED, "split_unit": "group", "cases": len(cases)}
        fh.write(json.dumps(header, ensure_ascii=False) + "\n")
        for c in cases:
            fh.write(json.dumps(c, ensure_ascii=False) + "\n")
    from collections import Counter

    print(Counter((c["cls"], c["lang"], c["split"]) for c in cases))
    print(len(cases), "cases ->", OUT)


if __name__ == "__main__":
    main()
