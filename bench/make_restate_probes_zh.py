"""Build the Chinese and mixed-script restatement probe set (issue #12) once, and split it.

    .venv/bin/python bench/make_restate_probes_zh.py   # writes bench/data/restate_probes_zh.jsonl

Written before any rule was changed for it, with wording chosen to be unlike restate_probes 1-3 and the
labelled set: a fact said again in Chinese (or Chinese with Latin names) in another way while every value
it names is kept. The kinds of rewording: frame words that are synonyms (每晚 / 每天晚上 / 夜间,
轮换周期是60天 / 每60天轮换一次, 上学 / 就读于 / 在…读书, 住在 / 家在 / 定居在, 在…工作 / 就职于 /
供职于, 喜欢 / 爱 / 热衷于, 用 / 使用 / 采用, 负责 / 管 / 主管), numbers and units written another way
(三次 / 3次, 两点 / 2点 / 2:00, 半小时 / 30分钟, 500G / 500GB), numbered things (3号会议室 / 三号会议室 /
会议室3, 5楼 / 五层), particles and measure words (的, 呢, 是…的, 个 / 位, 一只), the topic put first
(周报，每周五发), 把 / 被, lead-ins (顺便说一下, 跟你说过, 再说一遍, 补充一下), full-width digits and
punctuation, and mixed script (Postgres / PostgreSQL, K8s / Kubernetes). Some are hard on purpose (a
synonym no table holds): a miss there is honest.

Next to them, at least 45 % controls that keep every value yet state another fact: another person, subject,
slot, role or direction, a negation (不 / 没), a question, a wish or plan (打算 / 想), a passing state
(这周 / 暂时), an event on another day or at another place, and look-alikes that differ in one detail
(3号会议室 / 3楼会议室, 5楼 / 5号楼, 取件 / 送件).

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one
group): "tuning" is tuned on, "check" is not. Both halves are in-sample for the engine's authors
(hand-written by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20261201
OUT = Path(__file__).resolve().parent / "data" / "restate_probes_zh.jsonl"

R, L, E, T = "restatement", "distinct_lookalike", "distinct_event", "temporary"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- synonyms of the frame -------------------------------------------------------------------
    ("backup11", "zh", R, "备份脚本几点跑？", "备份脚本每晚十一点跑。", "备份脚本每天晚上11点运行。"),
    ("backup11", "zh", R, "备份脚本几点跑？", "备份脚本每晚十一点跑。", "夜间十一点执行备份脚本。"),
    ("backup11", "zh", L, "清理脚本几点跑？", "备份脚本每晚十一点跑。", "清理脚本每晚十一点跑。"),
    ("backup11", "zh", T, "备份脚本几点跑？", "备份脚本每晚十一点跑。", "这周备份脚本暂时停跑。"),
    ("apikey60", "zh", R, "API密钥多久轮换一次？", "API密钥的轮换周期是60天。", "API密钥每60天轮换一次。"),
    ("apikey60", "zh", R, "API密钥多久轮换一次？", "API密钥的轮换周期是60天。", "API密钥每隔六十天换一次。"),
    ("apikey60", "zh", L, "SSH密钥多久轮换一次？", "API密钥的轮换周期是60天。", "SSH密钥的轮换周期是60天。"),
    ("apikey60", "zh", L, "API密钥的有效期是多久？", "API密钥的轮换周期是60天。", "API密钥的有效期是60天。"),
    ("yucai", "zh", R, "我儿子在哪里上学？", "我儿子在育才中学上学。", "我儿子就读于育才中学。"),
    ("yucai", "zh", R, "我儿子在哪里上学？", "我儿子在育才中学上学。", "我儿子在育才中学读书。"),
    ("yucai", "zh", L, "我侄子在哪里上学？", "我儿子在育才中学上学。", "我侄子在育才中学上学。"),
    ("yucai", "zh", L, "我老婆在哪里工作？", "我儿子在育才中学上学。", "我老婆在育才中学教书。"),
    ("yucai", "zh", L, "我儿子在哪里上学？", "我儿子在育才中学上学。", "我打算让儿子去育才中学上学。"),
    ("suzhou", "zh", R, "我住在哪里？", "我住在苏州工业园区。", "我家在苏州工业园区。"),
    ("suzhou", "zh", R, "我住在哪里？", "我住在苏州工业园区。", "我定居在苏州工业园区。"),
    ("suzhou", "zh", L, "我父母住在哪里？", "我住在苏州工业园区。", "我父母住在苏州工业园区。"),
    ("suzhou", "zh", T, "我住在哪里？", "我住在苏州工业园区。", "这个月我暂时住在苏州工业园区。"),
    ("suzhou", "zh", L, "我想搬到哪里？", "我住在苏州工业园区。", "我想去苏州工业园区买房。"),
    ("meituan", "zh", R, "我在哪里工作？", "我在美团工作。", "我就职于美团。"),
    ("meituan", "zh", R, "我在哪里工作？", "我在美团工作。", "我供职于美团。"),
    ("meituan", "zh", L, "我表哥在哪里工作？", "我在美团工作。", "我表哥在美团工作。"),
    ("meituan", "zh", E, "我在哪里实习过？", "我在美团工作。", "我在美团实习过。"),
    ("meituan", "zh", L, "我在哪里工作？", "我在美团工作。", "我不在美团工作。"),
    ("hiking", "zh", R, "我喜欢什么运动？", "我喜欢爬山。", "我很爱爬山。"),
    ("hiking", "zh", R, "我喜欢什么运动？", "我喜欢爬山。", "我热衷于爬山。"),
    ("hiking", "zh", L, "我女儿喜欢什么运动？", "我喜欢爬山。", "我女儿喜欢爬山。"),
    ("hiking", "zh", L, "我喜欢爬山吗？", "我喜欢爬山。", "我不喜欢爬山。"),
    ("kafka", "zh", R, "消息队列用什么？", "我们用Kafka做消息队列。", "我们使用Kafka作为消息队列。"),
    ("kafka", "zh", R, "消息队列用什么？", "我们用Kafka做消息队列。", "消息队列我们采用的是Kafka。"),
    ("kafka", "zh", L, "日志收集用什么？", "我们用Kafka做消息队列。", "我们用Kafka做日志收集。"),
    ("kafka", "zh", L, "消息队列用什么？", "我们用Kafka做消息队列。", "我们打算用Kafka做消息队列。"),
    ("lina", "zh", R, "支付模块谁负责？", "李娜负责支付模块。", "支付模块由李娜负责。"),
    ("lina", "zh", R, "支付模块谁负责？", "李娜负责支付模块。", "支付模块归李娜管。"),
    ("lina", "zh", R, "支付模块谁负责？", "李娜负责支付模块。", "李娜主管支付模块。"),
    ("lina", "zh", L, "风控模块谁负责？", "李娜负责支付模块。", "李娜负责风控模块。"),
    ("lina", "zh", T, "支付模块谁负责？", "李娜负责支付模块。", "这周支付模块暂时由周强负责。"),
    ("chengang", "zh", R, "财务部谁管？", "陈刚管财务部。", "陈刚是财务部的主管。"),
    ("chengang", "zh", R, "财务部谁管？", "陈刚管财务部。", "财务部由陈刚主管。"),
    ("chengang", "zh", L, "人事部谁管？", "陈刚管财务部。", "陈刚管人事部。"),
    ("chengang", "zh", L, "陈刚在哪个部门上班？", "陈刚管财务部。", "陈刚在财务部上班。"),
    ("puer", "zh", R, "我爱喝什么茶？", "我爱喝普洱。", "我喜欢喝普洱。"),
    ("puer", "zh", R, "我爱喝什么茶？", "我爱喝普洱。", "普洱是我爱喝的茶。"),
    ("puer", "zh", L, "我爸爱喝什么茶？", "我爱喝普洱。", "我爸爱喝普洱。"),
    ("puer", "zh", L, "我爱喝普洱吗？", "我爱喝普洱。", "我不爱喝普洱。"),
    ("zju", "zh", R, "我妹妹在哪里读书？", "我妹妹在浙江大学读研究生。", "我妹妹是浙江大学的研究生。"),
    ("zju", "zh", L, "我妹妹在哪里读本科？", "我妹妹在浙江大学读研究生。", "我妹妹在浙江大学读本科。"),
    ("zju", "zh", L, "我妹妹想考哪里？", "我妹妹在浙江大学读研究生。", "我妹妹想考浙江大学的研究生。"),
    # -- numbers and units written another way ---------------------------------------------------
    ("gym3", "zh", R, "我每周去几次健身房？", "我每周去健身房三次。", "我每周去3次健身房。"),
    ("gym3", "zh", R, "我每周去几次健身房？", "我每周去健身房三次。", "每周三次，我都会去健身房。"),
    ("gym3", "zh", L, "我老公每周去几次健身房？", "我每周去健身房三次。", "我老公每周去健身房三次。"),
    ("gym3", "zh", L, "我每周游几次泳？", "我每周去健身房三次。", "我每周去游泳三次。"),
    ("pickup2", "zh", R, "快递几点来取件？", "快递每天下午两点来取件。", "快递每天下午2:00来取件。"),
    ("pickup2", "zh", R, "快递几点来取件？", "快递每天下午两点来取件。", "每天下午2点快递来取件。"),
    ("pickup2", "zh", L, "快递几点来送件？", "快递每天下午两点来取件。", "快递每天下午两点来送件。"),
    ("pickup2", "zh", L, "保洁几点来？", "快递每天下午两点来取件。", "保洁每天下午两点来打扫。"),
    ("drive30", "zh", R, "我开车上班要多久？", "我开车上班要半小时。", "我开车上班要30分钟。"),
    ("drive30", "zh", R, "我开车上班要多久？", "我开车上班要半小时。", "开车去上班需要三十分钟。"),
    ("drive30", "zh", L, "我骑车上班要多久？", "我开车上班要半小时。", "我骑车上班要半小时。"),
    ("drive30", "zh", L, "我开车去机场要多久？", "我开车上班要半小时。", "我开车去机场要半小时。"),
    ("logdisk", "zh", R, "日志保留空间多大？", "日志保留空间是500G。", "日志保留空间是500GB。"),
    ("logdisk", "zh", L, "备份保留空间多大？", "日志保留空间是500G。", "备份保留空间是500G。"),
    ("salary10", "zh", R, "公司几号发工资？", "公司每月10号发工资。", "公司每个月十号发工资。"),
    ("salary10", "zh", R, "公司几号发工资？", "公司每月10号发工资。", "每月十号是公司发工资的日子。"),
    ("salary10", "zh", L, "公司几号交社保？", "公司每月10号发工资。", "公司每月10号交社保。"),
    ("review2", "zh", R, "代码评审要几个人通过？", "代码评审需要两个人通过。", "代码评审要2个人通过才行。"),
    ("review2", "zh", L, "上线审批要几个人通过？", "代码评审需要两个人通过。", "上线审批需要两个人通过。"),
    ("review2", "zh", L, "代码评审要几个人参加？", "代码评审需要两个人通过。", "代码评审需要两个人参加。"),
    # -- numbered things -----------------------------------------------------------------------
    ("room3", "zh", R, "周会在哪里开？", "周会在3号会议室开。", "周会在三号会议室开。"),
    ("room3", "zh", R, "周会在哪里开？", "周会在3号会议室开。", "周会的地点是会议室3。"),
    ("room3", "zh", L, "面试在哪里进行？", "周会在3号会议室开。", "面试在3号会议室进行。"),
    ("room3", "zh", L, "周会在哪里开？", "周会在3号会议室开。", "周会在3楼会议室开。"),
    ("floor5", "zh", R, "我们办公室在几楼？", "我们办公室在5楼。", "我们办公室在五层。"),
    ("floor5", "zh", R, "我们办公室在几楼？", "我们办公室在5楼。", "我们的办公室位于五楼。"),
    ("floor5", "zh", L, "我们食堂在几楼？", "我们办公室在5楼。", "我们食堂在5楼。"),
    ("floor5", "zh", L, "我们办公室在哪栋楼？", "我们办公室在5楼。", "我们办公室在5号楼。"),
    # -- particles, measure words, 是…的 ------------------------------------------------------------
    ("corgi", "zh", R, "我的狗是什么品种？", "我的狗是柯基。", "我养的狗是一只柯基。"),
    ("corgi", "zh", R, "我的狗是什么品种？", "我的狗是柯基。", "我的狗呢，是柯基。"),
    ("corgi", "zh", L, "我邻居的狗是什么品种？", "我的狗是柯基。", "我邻居的狗是柯基。"),
    ("corgi", "zh", L, "我想养什么狗？", "我的狗是柯基。", "我想养一只柯基。"),
    ("hzborn", "zh", R, "我在哪里出生？", "我是在杭州出生的。", "我出生在杭州。"),
    ("hzborn", "zh", R, "我在哪里出生？", "我是在杭州出生的。", "我在杭州出生。"),
    ("hzborn", "zh", L, "我女儿在哪里出生？", "我是在杭州出生的。", "我女儿是在杭州出生的。"),
    ("hzborn", "zh", L, "我在哪里长大？", "我是在杭州出生的。", "我是在杭州长大的。"),
    ("backend8", "zh", R, "我们组有几个后端工程师？", "我们组有八个后端工程师。", "我们组有8位后端工程师。"),
    ("backend8", "zh", R, "我们组有几个后端工程师？", "我们组有八个后端工程师。", "我们组的后端工程师有八个。"),
    ("backend8", "zh", L, "我们组有几个前端工程师？", "我们组有八个后端工程师。", "我们组有八个前端工程师。"),
    ("backend8", "zh", L, "隔壁组有几个后端工程师？", "我们组有八个后端工程师。", "隔壁组有八个后端工程师。"),
    ("americano", "zh", R, "我每天早上喝什么？", "我每天早上喝一杯美式。", "每天早上我都会喝杯美式。"),
    ("americano", "zh", R, "我每天早上喝什么？", "我每天早上喝一杯美式。", "我每天早上都喝1杯美式咖啡。"),
    ("americano", "zh", T, "我每天早上喝什么？", "我每天早上喝一杯美式。", "这周我早上暂时不喝美式。"),
    ("americano", "zh", L, "我老婆每天早上喝什么？", "我每天早上喝一杯美式。", "我老婆每天早上喝一杯美式。"),
    # -- the topic first, 把 / 被 -----------------------------------------------------------------
    ("weekly5", "zh", R, "周报什么时候发？", "我们每周五发周报。", "周报，每周五发。"),
    ("weekly5", "zh", R, "周报什么时候发？", "我们每周五发周报。", "周报我们都是每周五发的。"),
    ("weekly5", "zh", L, "复盘会什么时候开？", "我们每周五发周报。", "我们每周五开复盘会。"),
    ("window8", "zh", R, "发布窗口是什么时候？", "周四晚上八点是发布窗口。", "发布窗口定在每周四晚上8点。"),
    ("window8", "zh", L, "维护窗口是什么时候？", "周四晚上八点是发布窗口。", "周四晚上八点是维护窗口。"),
    ("window8", "zh", T, "发布窗口是什么时候？", "周四晚上八点是发布窗口。", "这周四晚上八点临时加一个发布窗口。"),
    ("parkb2", "zh", R, "我的车停在哪里？", "我把车停在B2层。", "车被我停在B2层。"),
    ("parkb2", "zh", R, "我的车停在哪里？", "我把车停在B2层。", "车我停在B2层了。"),
    ("parkb2", "zh", L, "我的电动车停在哪里？", "我把车停在B2层。", "我把电动车停在B2层。"),
    ("parkb2", "zh", L, "我老婆的车停在哪里？", "我把车停在B2层。", "我老婆把车停在B2层。"),
    ("oss", "mixed", R, "静态资源放在哪里？", "我们把静态资源放在OSS上。", "静态资源被我们放在OSS上。"),
    ("oss", "mixed", R, "静态资源放在哪里？", "我们把静态资源放在OSS上。", "静态资源我们放在OSS。"),
    ("oss", "mixed", L, "备份文件放在哪里？", "我们把静态资源放在OSS上。", "我们把备份文件放在OSS上。"),
    # -- lead-ins ------------------------------------------------------------------------------
    ("peanut", "zh", R, "我对什么过敏？", "我对花生过敏。", "顺便说一下，我对花生过敏。"),
    ("peanut", "zh", R, "我对什么过敏？", "我对花生过敏。", "跟你说过的，我对花生过敏。"),
    ("peanut", "zh", L, "我儿子对什么过敏？", "我对花生过敏。", "顺便说一下，我儿子对花生过敏。"),
    ("peanut", "zh", L, "我还对什么过敏？", "我对花生过敏。", "我对芒果过敏。"),
    ("qingniao", "zh", R, "项目代号是什么？", "项目代号是青鸟。", "再说一遍，项目代号是青鸟。"),
    ("qingniao", "zh", R, "项目代号是什么？", "项目代号是青鸟。", "补充一下：项目的代号叫青鸟。"),
    ("qingniao", "zh", L, "子项目的代号是什么？", "项目代号是青鸟。", "子项目的代号是青鸟。"),
    ("vpn", "mixed", R, "连公司内网要做什么？", "连公司内网要先开VPN。", "要连公司内网，得先打开VPN。"),
    ("vpn", "mixed", L, "连公司内网要先开VPN吗？", "连公司内网要先开VPN。", "连公司内网要先开VPN吗？"),
    ("vpn", "mixed", L, "连测试服务器要做什么？", "连公司内网要先开VPN。", "连测试服务器要先开VPN。"),
    # -- full-width digits and punctuation -----------------------------------------------------
    ("port9527", "zh", R, "报表服务用哪个端口？", "报表服务的端口是9527。", "报表服务的端口是９５２７。"),
    ("port9527", "zh", R, "报表服务用哪个端口？", "报表服务的端口是9527。", "报表服务的端口: 9527"),
    ("port9527", "zh", L, "审批服务用哪个端口？", "报表服务的端口是9527。", "审批服务的端口是9527。"),
    ("badge", "mixed", R, "我的工号是多少？", "我的工号是A1024。", "我的工号是Ａ１０２４。"),
    ("badge", "mixed", R, "我的工号是多少？", "我的工号是A1024。", "工号：A1024。"),
    ("badge", "mixed", L, "我同事的工号是多少？", "我的工号是A1024。", "我同事的工号是A1024。"),
    # -- mixed script ----------------------------------------------------------------------------
    ("pgorders", "mixed", R, "订单数据存在哪里？", "我们用 Postgres 存订单数据。", "订单数据存在 PostgreSQL 数据库里。"),
    ("pgorders", "mixed", R, "订单数据存在哪里？", "我们用 Postgres 存订单数据。", "我们使用PostgreSQL存订单数据。"),
    ("pgorders", "mixed", L, "用户画像数据存在哪里？", "我们用 Postgres 存订单数据。", "我们用 Postgres 存用户画像数据。"),
    ("goland", "mixed", R, "我写Go用什么IDE？", "我写Go用的是GoLand。", "我用GoLand写Go代码。"),
    ("goland", "mixed", R, "我写Go用什么IDE？", "我写Go用的是GoLand。", "写 Go 的时候我都用 GoLand。"),
    ("goland", "mixed", L, "我同事写Go用什么IDE？", "我写Go用的是GoLand。", "我同事写Go用的是GoLand。"),
    ("goland", "mixed", L, "我想试试什么IDE？", "我写Go用的是GoLand。", "我想试试用GoLand写Go。"),
    ("k8sprod", "mixed", R, "生产环境跑在哪里？", "生产环境跑在 K8s 上。", "生产环境部署在Kubernetes上。"),
    ("k8sprod", "mixed", L, "测试环境跑在哪里？", "生产环境跑在 K8s 上。", "测试环境跑在 K8s 上。"),
    ("alerts", "mixed", R, "告警发到哪里？", "告警都发到 Slack 的 #alerts 频道。", "告警会推送到 Slack #alerts 频道。"),
    ("alerts", "mixed", L, "发布通知发到哪里？", "告警都发到 Slack 的 #alerts 频道。", "发布通知都发到 Slack 的 #alerts 频道。"),
    ("golang", "mixed", R, "后端用什么语言写？", "后端主要用 Go 写。", "后端主要是用Go语言写的。"),
    ("golang", "mixed", R, "后端用什么语言写？", "后端主要用 Go 写。", "后端的主要开发语言是 Go。"),
    ("golang", "mixed", L, "脚本用什么语言写？", "后端主要用 Go 写。", "脚本主要用 Go 写。"),
    ("redis", "mixed", R, "会话数据存在哪里？", "会话数据存在 Redis 里。", "会话数据放在Redis中。"),
    ("redis", "mixed", R, "会话数据存在哪里？", "会话数据存在 Redis 里。", "Redis 用来存会话数据。"),
    ("redis", "mixed", L, "排行榜数据存在哪里？", "会话数据存在 Redis 里。", "排行榜数据存在 Redis 里。"),
    ("redis", "mixed", L, "会话数据存在 Redis 里吗？", "会话数据存在 Redis 里。", "会话数据没有存在 Redis 里。"),
    # -- events in chat (MemoryBank style) ---------------------------------------------------------
    ("hotpot", "zh", R, "昨晚我和谁吃了什么？", "昨天晚上我和同事去吃了火锅。", "昨晚和同事一起去吃了火锅。"),
    ("hotpot", "zh", E, "前天晚上我吃了什么？", "昨天晚上我和同事去吃了火锅。", "前天晚上我和同事去吃了火锅。"),
    ("hotpot", "zh", E, "昨晚我吃了什么？", "昨天晚上我和同事去吃了火锅。", "昨天晚上我和同事去吃了烧烤。"),
    ("hotpot", "zh", L, "昨晚我和谁吃了火锅？", "昨天晚上我和同事去吃了火锅。", "昨天晚上我和家人去吃了火锅。"),
    ("zoo", "zh", R, "上周六我带女儿去了哪里？", "上周六我带女儿去了动物园。", "上周六带着女儿去动物园玩了。"),
    ("zoo", "zh", E, "上周日我带女儿去了哪里？", "上周六我带女儿去了动物园。", "上周日我带女儿去了动物园。"),
    ("zoo", "zh", E, "上周六我带女儿去了哪里？", "上周六我带女儿去了动物园。", "上周六我带女儿去了科技馆。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "probezh", 50000)


def main() -> None:
    write_pair_file(OUT, "issue #12 Chinese and mixed-script restatement probe set, IN-SAMPLE (hand-written by the "
                         "restatezh session before changing any rule for it, wording chosen unlike restate_probes 1-3 "
                         "and the labelled set; not part of update_set.jsonl); built by "
                         "bench/make_restate_probes_zh.py; split once before tuning into 'tuning' (tuned on) and "
                         "'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
