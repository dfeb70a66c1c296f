"""Build the nineteenth blind probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_blind_probes_19.py   # writes bench/data/blind_probes_19.jsonl

Written by session 41 (blind41) BEFORE reading the classifier or docs/CORRECTNESS.md or any other probe file's
cases, and before reading any earlier audit: only issue #12 (the classes), bench/probes.py (write_blind_file), the
header of bench/make_blind_probes_18.py (lines 1-45: the format and its topic list, to stay off those topics), the
GENERATORS list and the test function of tests/python/test_probe_files.py, and the class names (UPDATES /
DISTINCT) and --help of bench/bench_updates.py were read. The cases are one person's own wording, to estimate how
the engine does on phrasing no rule was fitted to. Topics, chosen apart from set 18's: a data scientist's setup
(JupyterHub, nightly retrain, GPUs, experiment tracking, charts, feature store, Spark clusters, dashboards, churn /
fraud models; 数仓, 周报, 埋点, 用户画像表, BI), a frontend developer's (Vite, Tailwind / Sass, Storybook and
Chromatic, Safari support, Next.js / Remix; Vue, 小程序, 首屏, H5 活动页), a designer's (Figma library, brand colour,
font weights, design review; 蓝湖, Sketch / Figma, 主色), and home life: a dog and a cat (food, vet, walker, crate,
shots; 大橘 的猫粮 / 猫砂 / 驱虫 / 体重 / 绝育), the house (recycling, cleaner, thermostat, smoke alarms, spare key;
物业费, 燃气费, 垃圾定时投放, 保洁阿姨, 空调), school (school bus, tutor; 班主任, 托管, 校车), hobbies (guitar, piano,
climbing, running, puzzles, pottery; 游泳, 书法, 钓鱼), health (heart rate, blood pressure; 血糖, 体检), money
(mortgage, pension, credit card, accounts; 公积金, 房贷利率, 基金定投, 信用卡还款日, 华住会员).
- restatement: the same fact said again in fresh words: reordered, a note form ("Biscuit's daily kibble: ..."),
  a value in another form (2am / 02:00, 7:40 / twenty to eight, 58 / fifty-eight, 3.9% / 3.9 percent, 1.5 /
  one and a half, 两千四 / 2400, 一千八百六 / 1860, 8号 / 八号, 5.2 / 五点二, 十点 / 10点), a synonym (every other
  Thursday / biweekly, number 14 / no. 14, 礼拜一 / 周一, 传蓝湖 / 放在蓝湖上), Chinese with English words mixed in;
- update_signal / update_nosignal: a changed value with a change word beyond the issue's list (upgraded, hiked,
  ripped out ... went all in on, turned down to, traded ... for, migrated ... off ... onto, upped, put ... on ...
  so no more; 切到, 下调到, 减到, 弃用 ... 全员上, 延到, 加到, 换了新, ... 就不买了) or with none at all (the frame
  kept, or another shape: "Primary brand colour: #0F766E", "Dr. Amara Bello at Parkview Vets looks after our cat");
- distinct_lookalike: one detail differs and both stay true (another model, pet, child, site, text style, floor,
  account, cluster; 另一只猫, 孩子, 表, 卡, 端, 家人, 房间, 部署);
- distinct_event: two events a person tells in conversation, alike in shape (a dog outing, a puzzle, a meal, a
  release, a pottery class; 带娃出游, 钓鱼, 吃饭, 修 bug, 假期出游);
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

OUT = Path(__file__).resolve().parent / "data" / "blind_probes_19.jsonl"
SPLIT_SEED = 20264101
FIRST_ID = 770000

EN: list[tuple[str, str, list[str]]] = [
    # restatement
    ("restatement", "Where do our notebooks run?", ["Our notebooks run on a JupyterHub instance at hub.analytics.internal.", "The JupyterHub we use for notebooks lives at hub.analytics.internal."]),
    ("restatement", "When does the model retrain run?", ["The nightly model retrain kicks off at 2am.", "Model retraining runs every night at 02:00."]),
    ("restatement", "How much kibble does Biscuit get a day?", ["The vet said Biscuit should get 1.5 cups of kibble a day.", "Biscuit's daily kibble: one and a half cups, per the vet."]),
    ("restatement", "When is recycling picked up?", ["Recycling gets picked up every other Thursday.", "Recycling pickup is biweekly, on Thursdays."]),
    ("restatement", "Where do our design tokens live?", ["Our design tokens live in a Figma library called Foundations.", "Foundations is the name of the Figma library that holds our design tokens."]),
    ("restatement", "What builds the frontend?", ["The frontend is built with Vite.", "We bundle the front end using Vite."]),
    ("restatement", "What is my resting heart rate?", ["My resting heart rate is around 58 bpm.", "Resting HR hovers near fifty-eight beats per minute."]),
    ("restatement", "When does Maya's school bus come?", ["Maya's school bus comes at 7:40.", "The bus picks Maya up at twenty to eight."]),
    ("restatement", "What is our mortgage rate?", ["Our mortgage is fixed at 3.9% until 2028.", "The fixed rate on the mortgage, 3.9 percent, runs through 2028."]),
    ("restatement", "What guitar do I play?", ["I play a Yamaha FG800 acoustic.", "My acoustic guitar is a Yamaha FG800."]),
    ("restatement", "What runs visual checks on pull requests?", ["Every PR gets a Chromatic visual review of the Storybook.", "Chromatic runs visual checks of our Storybook on each pull request."]),
    ("restatement", "Where is the spare house key?", ["We keep the spare house key with the neighbour at number 14.", "Spare key's with the neighbours at no. 14."]),
    # update_signal
    ("update_signal", "What GPUs do training jobs run on?", ["Our training jobs run on a single A100.", "We've upgraded the training box from one A100 to two H100s."]),
    ("update_signal", "What food does Biscuit eat?", ["Biscuit eats Royal Canin Medium Adult.", "The vet put Biscuit on Hill's Science Diet, so no more Royal Canin."]),
    ("update_signal", "How much is the climbing gym membership?", ["The climbing gym membership costs $65 a month.", "The climbing gym hiked the monthly fee to $72."]),
    ("update_signal", "What do we use for styling?", ["Our CSS is written with Sass modules.", "We ripped out Sass and went all in on Tailwind for styling."]),
    ("update_signal", "What is the daytime thermostat setting?", ["The thermostat is set to 21°C during the day.", "Turned the daytime thermostat down to 19 degrees to save on heating."]),
    ("update_signal", "Who is my piano teacher?", ["Piano lessons are with Mrs. Okafor.", "I've traded Mrs. Okafor for a new piano teacher, Daniel Reyes."]),
    ("update_signal", "Where are experiments tracked?", ["Experiments are tracked in MLflow.", "We migrated experiment tracking off MLflow onto Weights & Biases."]),
    ("update_signal", "What is my pension contribution?", ["My pension contribution is 5% of salary.", "I upped my pension contribution to 8% of my salary starting this month."]),
    # update_nosignal
    ("update_nosignal", "How often does the dashboard refresh?", ["The sales dashboard refreshes every 15 minutes.", "The sales dashboard refreshes every 5 minutes."]),
    ("update_nosignal", "What is our primary brand colour?", ["Our brand's primary colour is #1E40AF.", "Primary brand colour: #0F766E."]),
    ("update_nosignal", "Who is the cat's vet?", ["The cat's vet is Dr. Lindqvist at Riverside Animal Clinic.", "Dr. Amara Bello at Parkview Vets looks after our cat."]),
    ("update_nosignal", "When does the house cleaner come?", ["The house cleaner comes on Tuesdays.", "The house cleaner comes on Fridays."]),
    ("update_nosignal", "What Safari versions does the app support?", ["The app supports Safari 15 and up.", "Minimum supported Safari version for the app is 16.4."]),
    ("update_nosignal", "What is my 5k personal best?", ["My 5k personal best is 24:10.", "My 5k PB is 23:02."]),
    ("update_nosignal", "When is Leo's maths tutoring?", ["Leo's maths tutor comes over on Wednesday evenings.", "Leo has maths tutoring on Monday evenings."]),
    ("update_nosignal", "What is our credit card limit?", ["Our credit card limit is £4,000.", "The credit card has a £6,500 limit."]),
    # distinct_lookalike
    ("distinct_lookalike", "How often is the churn model retrained?", ["The churn model is retrained weekly.", "The fraud model is retrained daily."]),
    ("distinct_lookalike", "When is Biscuit's rabies shot due?", ["Biscuit is due for his rabies shot in May.", "Pepper is due for her rabies shot in August."]),
    ("distinct_lookalike", "When does Maya's school start?", ["Maya's school starts at 8:30.", "Leo's school starts at 8:50."]),
    ("distinct_lookalike", "What does the marketing site use?", ["The marketing site uses Next.js.", "The admin dashboard uses Remix."]),
    ("distinct_lookalike", "What font weight do headings use?", ["Headings use Inter at 600 weight.", "Body text uses Inter at 400 weight."]),
    ("distinct_lookalike", "When was the downstairs smoke alarm battery replaced?", ["The downstairs smoke alarm battery was replaced in January.", "The upstairs smoke alarm battery was replaced in March."]),
    ("distinct_lookalike", "Where is my checking account?", ["My checking account is with Monzo.", "My savings account is with Marcus."]),
    ("distinct_lookalike", "How many workers does the dev Spark cluster scale to?", ["The dev Spark cluster autoscales to 4 workers.", "The prod Spark cluster autoscales to 32 workers."]),
    # distinct_event
    ("distinct_event", "Where did we take the dog on Saturday?", ["We took the dog to the beach at Camber Sands on Saturday.", "We took the dog to the woods near Box Hill on Sunday."]),
    ("distinct_event", "What puzzle did I finish last night?", ["I finally finished a 1000-piece puzzle of the Alps last night.", "Finished a 500-piece puzzle of a lighthouse this evening."]),
    ("distinct_event", "Who did I have dinner with at the ramen place?", ["Had dinner at that new ramen place on Elm Street with Priya.", "Had lunch at the taco truck on Elm Street with Sam."]),
    ("distinct_event", "What did we ship this morning?", ["Shipped the new onboarding flow to 10% of users this morning.", "Shipped the new pricing page to all users this afternoon."]),
    ("distinct_event", "What did I make at pottery on Tuesday?", ["Went to my first pottery class on Tuesday and made a lopsided mug.", "At pottery on Thursday I made a little bowl for rings."]),
    # reversal
    ("reversal", "What do we use for charts?", ["Our team charts are made with Plotly.", "We moved our charts to Altair.", "We went back to Plotly for charts; Altair was too slow on big frames."]),
    ("reversal", "Where does Biscuit sleep?", ["Biscuit sleeps in a crate in the kitchen.", "Biscuit sleeps in our bedroom these days.", "Biscuit's back to sleeping in his kitchen crate."]),
    ("reversal", "When is design review?", ["The design review is on Thursday afternoons.", "Design review moved to Monday mornings.", "Design review is back on Thursday afternoons."]),
    # temporary
    ("temporary", "Where do I usually work from?", ["I usually work from the office in Shoreditch.", "I'm working from my parents' place in Leeds until Friday."]),
    ("temporary", "Who is Biscuit's dog walker?", ["Jess, our dog walker, takes Biscuit out at noon.", "Jess is on holiday, so her cousin Tom is walking Biscuit for the next two weeks."]),
    ("temporary", "What is my usual blood pressure?", ["My blood pressure is normally about 118/76.", "Blood pressure was 135/88 this morning, after a bad night's sleep."]),
    # unrelated
    ("unrelated", "What is our feature store?", ["Our feature store is Feast.", "The cat hates the vacuum cleaner."]),
    ("unrelated", "What is Leo's favourite dinosaur?", ["Leo's favourite dinosaur is the ankylosaurus.", "The mortgage payment goes out on the 1st."]),
    ("unrelated", "What monitor do I use for design work?", ["I use a 27-inch LG monitor for design work.", "The basil on the windowsill needs water twice a week."]),
]

ZH: list[tuple[str, str, list[str]]] = [
    # restatement
    ("restatement", "前端项目用什么技术栈？", ["我们前端项目用的是 Vue 3 加 Vite。", "前端那套是 Vite 搭的 Vue3。"]),
    ("restatement", "物业费多少？", ["物业费一年交一次，两千四。", "物业费按年交，每年2400块。"]),
    ("restatement", "大橘几岁？", ["家里那只橘猫叫大橘，今年三岁了。", "我们家大橘今年3岁。"]),
    ("restatement", "多久给猫体内驱虫一次？", ["每个月给猫做一次体内驱虫。", "大橘体内驱虫是一月一次。"]),
    ("restatement", "儿子的班主任是谁？", ["儿子的班主任是王老师，教语文的。", "我儿子班主任姓王，语文老师。"]),
    ("restatement", "周报数据什么时候出？", ["周报数据每周一上午十点从数仓出。", "每礼拜一10点，周报的数从数仓跑出来。"]),
    ("restatement", "每月公积金扣多少？", ["公积金每月扣一千八百六。", "每个月公积金扣1860元。"]),
    ("restatement", "信用卡哪天还款？", ["信用卡还款日是每月8号。", "每个月八号还信用卡。"]),
    ("restatement", "设计稿放在哪里？", ["设计稿统一放在蓝湖上。", "我们的设计稿都传蓝湖。"]),
    ("restatement", "我空腹血糖多少？", ["我空腹血糖一般在5.2左右。", "空腹血糖基本就五点二上下。"]),
    ("restatement", "小区垃圾什么时候投放？", ["小区垃圾每天晚上七点到九点定时投放。", "我们小区垃圾定时投放是晚上7点到9点。"]),
    ("restatement", "周六游泳每次游多少？", ["我每周六早上去游泳，一次游一千五百米。", "周六早上游泳，每回1500米。"]),
    # update_signal
    ("update_signal", "数仓用什么查询引擎？", ["数仓的查询引擎用的是 Hive。", "数仓查询引擎从 Hive 切到了 StarRocks。"]),
    ("update_signal", "大橘吃什么猫粮？", ["大橘吃的是皇家的猫粮。", "这个月起大橘的粮换了渴望，皇家那袋吃完就不买了。"]),
    ("update_signal", "房贷利率多少？", ["房贷利率是4.9%。", "房贷利率这次下调到了3.85%。"]),
    ("update_signal", "保洁阿姨每周来几次？", ["家里保洁阿姨每周来两次。", "保洁阿姨从每周两次减到一周一次了。"]),
    ("update_signal", "设计稿用什么画？", ["我们设计稿用 Sketch 画。", "团队弃用了 Sketch，全员上 Figma。"]),
    ("update_signal", "学校托管到几点？", ["儿子放学后在学校托管到五点半。", "学校托管时间延到了六点半。"]),
    ("update_signal", "每月基金定投多少？", ["每个月基金定投一千。", "基金定投加到每月两千了。"]),
    ("update_signal", "小程序接口的域名是什么？", ["小程序的接口域名是 api.xiaoshop.cn。", "小程序接口换了新域名 api.xshop.com.cn，老的下个月停。"]),
    # update_nosignal
    ("update_nosignal", "大橘多重？", ["大橘体重5.5公斤。", "大橘体重6.2公斤。"]),
    ("update_nosignal", "每月燃气费多少？", ["燃气费每月大概两百。", "燃气费一个月三百来块。"]),
    ("update_nosignal", "女儿的钢琴老师是谁？", ["我女儿的钢琴老师是刘老师。", "女儿跟陈老师学钢琴。"]),
    ("update_nosignal", "首页首屏加载多久？", ["首页首屏加载要3秒。", "首页首屏加载1.2秒。"]),
    ("update_nosignal", "我在哪做体检？", ["我的体检在美年大健康做。", "每年体检在爱康国宾做。"]),
    ("update_nosignal", "书法课在哪上？", ["周末的书法课在少年宫。", "书法课周末在文化馆上。"]),
    ("update_nosignal", "我的华住会员是什么等级？", ["我的酒店会员是华住金卡。", "华住会员等级：铂金。"]),
    ("update_nosignal", "用户画像表怎么分区？", ["用户画像表按天分区。", "用户画像表按小时分区。"]),
    # distinct_lookalike
    ("distinct_lookalike", "大橘打的什么疫苗？", ["大橘打的是猫三联疫苗。", "小黑打的是狂犬疫苗。"]),
    ("distinct_lookalike", "老大在哪里读书？", ["老大在实验小学读三年级。", "老二在实验幼儿园读中班。"]),
    ("distinct_lookalike", "订单表什么时候同步？", ["订单表每天凌晨一点同步。", "用户表每天凌晨三点同步。"]),
    ("distinct_lookalike", "电费从哪张卡扣？", ["电费从我的招行卡扣。", "水费从老婆的建行卡扣。"]),
    ("distinct_lookalike", "PC端主色是什么？", ["PC端的主色是品牌蓝 #1677FF。", "移动端的主色是橙色 #FA8C16。"]),
    ("distinct_lookalike", "我哪天去游泳？", ["我每周二晚上去游泳。", "老公每周四晚上去游泳。"]),
    ("distinct_lookalike", "主卧空调多大？", ["主卧空调是格力的，1.5匹。", "次卧空调是美的的，1匹。"]),
    ("distinct_lookalike", "H5活动页部署在哪？", ["H5 活动页部署在阿里云 OSS。", "管理后台部署在腾讯云。"]),
    # distinct_event
    ("distinct_event", "上周六带娃去哪了？", ["上周六带娃去动物园看了熊猫。", "这周六带娃去海洋馆看了白鲸。"]),
    ("distinct_event", "昨天钓到什么鱼？", ["昨天钓鱼钓到一条三斤的草鱼。", "今天钓鱼钓到两条鲫鱼。"]),
    ("distinct_event", "周三晚上跟谁吃饭了？", ["周三晚上跟大学室友吃了顿火锅。", "周五晚上跟同事吃了顿烤肉。"]),
    ("distinct_event", "上午修了什么bug？", ["今天上午修好了小程序支付回调的bug。", "今天下午修好了小程序登录态丢失的bug。"]),
    ("distinct_event", "国庆去了哪里？", ["国庆去了趟景德镇，买了一套茶具。", "五一去了趟宜兴，买了一把紫砂壶。"]),
    # reversal
    ("reversal", "埋点用的是什么？", ["我们埋点用的是神策。", "埋点换成了 GrowingIO。", "用了半年还是换回神策了。"]),
    ("reversal", "大橘用什么猫砂？", ["大橘用的是豆腐猫砂。", "大橘的猫砂改成膨润土的了。", "膨润土粉尘太大，又用回豆腐砂了。"]),
    ("reversal", "孩子怎么上学？", ["孩子每天坐校车上学。", "这学期开始我开车送孩子上学。", "校车线路恢复了，孩子又坐回校车了。"]),
    # temporary
    ("temporary", "我在哪上班？", ["我在望京上班。", "这两周被借调到亦庄支援项目。"]),
    ("temporary", "家里平时谁做饭？", ["我们家做饭一般是我老公。", "老公腰扭了，这几天我做饭。"]),
    ("temporary", "大橘平时吃什么？", ["大橘平时吃干粮。", "大橘刚做完绝育，这一周先喂罐头和流食。"]),
    # unrelated
    ("unrelated", "我们用什么BI工具？", ["我们的 BI 工具是帆软。", "楼下快递柜的取件码发到我手机上。"]),
    ("unrelated", "女儿最喜欢哪本绘本？", ["女儿最喜欢的绘本是《好饿的毛毛虫》。", "小区的停车费一个月三百。"]),
    ("unrelated", "我早上喝什么？", ["我每天早上喝一杯美式。", "公司的年会定在一月十八号。"]),
]


def main() -> None:
    assert len(EN) == 50 and len(ZH) == 50
    write_blind_file(OUT, "Issue #12 blind probes, set 19 (session 41): 50 English and 50 Chinese cases written before "
                          "reading the classifier or any other probe file's cases; in-sample for the engine's authors.",
                     [("en", EN), ("zh", ZH)], prefix="blind19", first_id=FIRST_ID, seed=SPLIT_SEED)


if __name__ == "__main__":
    main()
