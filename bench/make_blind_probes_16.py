"""Build the sixteenth blind probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_blind_probes_16.py   # writes bench/data/blind_probes_16.jsonl

Written by session 38 (blind38) BEFORE reading the classifier or docs/CORRECTNESS.md or any other probe file's
cases, and before reading any earlier audit: only issue #12 (the classes), bench/probes.py (write_blind_file), the
header of bench/make_blind_probes_15.py (lines 1-40: the format) and the GENERATORS list of
tests/python/test_probe_files.py were read. The cases are one person's own wording, to estimate how the engine does
on phrasing no rule was fitted to. Topics: an SRE and a mobile developer's week (an incident rota, an SLO target, a
Kubernetes cluster version, a CDN provider, an app store review, a crash-reporting tool, a release branch, a test
device, a code freeze date, an on-call pager, a laptop dock) and everyday life (a swimming class, a child's school
bus, a dentist, a car insurance renewal, a choir, a landlord, a vegetable box delivery, a pharmacy, a language
course, a grandmother's birthday, a flight).
- restatement: the same fact said again later in fresh words: reordered, a synonym (three nines / 99.9%, Gran /
  Grandma, 闺女 / 女儿, 蔬菜箱 / 蔬菜盒子, 礼拜四 / 周四), a subject dropped or added, a note form ("checkout API SLO:
  three nines, 30-day rolling window."), a colloquial form, a longer sentence, an aside, a value in another form
  (9:30am / half nine, 7:40 / twenty to eight, 3pm / 15:00, £612 / 612 pounds, 24 hours / a day, 七点十分 / 7:10,
  4280元 / 四千二百八十块, 5月8号 / 5/8), Chinese with English words mixed in (on-call, SLO, k8s, crash, release);
- update_signal / update_nosignal: a changed value with or without a change word (some as a verb: "We upgraded
  staging to 1.30", some with a time of change: "As of Monday", "at the start of the month", 上周五切的, 这个月开始);
- distinct_lookalike: one detail differs and both stay true (another cluster, API, on-call person, platform, child,
  appointment, insurance, grandparent, flight leg, release, parent's medicine);
- temporary: a short-lived state beside a lasting one (the question asks for the lasting one);
- reversal: A, then B, then A again (the question asks for the current value, A).

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (each case is its own group):
"tuning" is tuned on, "check" is only counted. Both halves are IN-SAMPLE for the engine's authors (written
by a session of the project): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import write_blind_file

SPLIT_SEED = 20263801
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_16.jsonl"

R, S, N, L, T, V = "restatement", "update_signal", "update_nosignal", "distinct_lookalike", "temporary", "reversal"

ABOUT = ("issue #12 blind probe set 16: an SRE and a mobile developer's week and everyday life, English and Chinese, "
         "written before reading the classifier, docs/CORRECTNESS.md, any other probe file's cases or any audit; "
         "split once by group with split_seed; both halves in-sample")

EN = [
    # restatement
    (R, "Who is primary on-call for payments this week?", ["I'm primary on-call for the payments rota this week, Monday to Monday.", "Note to self: payments on-call this week, primary, that's me until next Monday."]),
    (R, "What is the availability SLO for the checkout API?", ["Our SLO for the checkout API is 99.9% availability over a rolling 30 days.", "checkout API SLO: three nines, 30-day rolling window."]),
    (R, "Which Kubernetes version is the prod cluster on?", ["The prod cluster runs Kubernetes 1.29.", "fyi prod k8s is on v1.29"]),
    (R, "Which CDN serves our static assets?", ["We serve static assets through Fastly.", "Fastly is the CDN for all our static stuff."]),
    (R, "Where do the iOS app's crashes get reported?", ["The iOS app reports its crashes to Sentry.", "Crashes from the iPhone app end up in Sentry, in case you need to dig into one."]),
    (R, "When is the code freeze for 4.2?", ["Code freeze for the 4.2 release is on Thursday 14 March.", "4.2 code freeze: March 14th (a Thursday)."]),
    (R, "What is my Android test device?", ["My Android test device is a Pixel 7a running Android 14.", "For Android I test on a Pixel 7a, it's got Android 14 on it."]),
    (R, "Which dock does my laptop use at the desk?", ["At my desk the laptop sits on a CalDigit TS4 dock.", "The dock I plug the laptop into at the desk is the CalDigit TS4, by the way."]),
    (R, "When is Maya's swimming class?", ["Maya's swimming class is on Saturdays at 9:30am.", "Saturdays, half nine: Maya's swimming."]),
    (R, "What time does Leo's school bus come?", ["The school bus picks Leo up at 7:40 every morning.", "Leo's bus comes at twenty to eight every morning."]),
    (R, "When is my dentist appointment?", ["Dentist appointment with Dr. Okafor on 22 May at 3pm.", "I'm seeing Dr Okafor, my dentist, on May 22 at 15:00."]),
    (R, "How much is the car insurance renewal?", ["The car insurance renewal quote came in at £612 for the year.", "Renewing the car insurance will cost 612 pounds a year, according to the quote."]),
    (R, "When does the choir rehearse?", ["Choir rehearsals are on Tuesday evenings, 7 to 9.", "We rehearse with the choir every Tuesday from 7pm till 9pm."]),
    (R, "Who is our landlord?", ["Our landlord is a guy called Martin Hale.", "Martin Hale owns the flat we rent, he's the landlord."]),
    (R, "When does the vegetable box get delivered?", ["The veg box gets delivered every Wednesday morning.", "Vegetable box delivery: Wednesday mornings."]),
    (R, "Which pharmacy do I use?", ["I pick up my prescriptions at the Boots on Mill Road.", "My pharmacy is Boots, the one on Mill Road."]),
    (R, "Which language course am I taking?", ["I'm taking an evening Portuguese course, level A2, twice a week.", "Twice a week in the evenings I do A2 Portuguese, that's the course I'm on."]),
    (R, "When is Grandma's birthday?", ["Grandma's birthday is on the 3rd of August.", "Gran's birthday: Aug 3, she turns 90 this year."]),
    (R, "How long does App Store review usually take for us?", ["App Store review usually takes us about 24 hours.", "Apple's review for our app normally clears in roughly a day."]),
    # update_signal
    (S, "Which Kubernetes version is the staging cluster on?", ["The staging cluster is on Kubernetes 1.28.", "We upgraded staging to 1.30 last night."]),
    (S, "Which CDN serves the product images?", ["Product images go through Cloudflare.", "As of Monday the product images are served from Akamai instead of Cloudflare."]),
    (S, "Which crash-reporting tool does the Android app use?", ["The Android app uses Firebase Crashlytics for crash reporting.", "We've switched the Android app's crash reporting over to Bugsnag."]),
    (S, "What is the latency SLO for search?", ["The search latency SLO is p99 under 300 ms.", "The search p99 target got tightened to 250ms."]),
    (S, "Which tool pages the on-call engineer?", ["On-call pages come through PagerDuty.", "We moved paging to Opsgenie at the start of the month."]),
    (S, "Who insures the car?", ["The car is insured with Admiral.", "Changed car insurer: it's with Direct Line from the 1st."]),
    (S, "When is Noah's swimming class?", ["Noah's swimming lessons are Thursdays at 5.", "Noah's swim class has been moved to Fridays at 4:30."]),
    # update_nosignal
    (N, "When is the code freeze for 4.3?", ["4.3 code freeze is on the 6th of June.", "4.3 code freeze is on the 13th of June."]),
    (N, "Which release branch are we shipping from?", ["We're shipping from release/5.0.", "We're shipping from release/5.1."]),
    (N, "What is my iOS test device?", ["My iOS test device is an iPhone 12 mini.", "My iOS test device is an iPhone 15."]),
    (N, "How much is the rent?", ["The rent is £1,450 a month.", "The rent is £1,520 a month."]),
    (N, "Which day does the veg box come?", ["Our veg box comes on Wednesdays.", "Our veg box comes on Fridays."]),
    (N, "When does my flight to Lisbon leave?", ["My flight to Lisbon leaves at 06:50 on the 12th.", "My flight to Lisbon leaves at 11:20 on the 12th."]),
    (N, "Which school bus does Leo take?", ["Leo's school bus is the number 14.", "Leo's school bus is the number 22."]),
    # reversal
    (V, "When is the incident rota handoff?", ["The incident rota handoff happens Mondays at 10am.", "Rota handoff moved to Wednesdays at 10am.", "We're back to doing the rota handoff on Mondays at 10."]),
    (V, "Which laptop do I work on?", ["I work on the 14-inch MacBook Pro.", "Switched to the 16-inch MacBook Pro for the bigger screen.", "Went back to the 14-inch MBP, the 16 was too heavy to carry around."]),
    (V, "Which pharmacy gets Mum's prescriptions?", ["Mum's prescriptions go to the Lloyds pharmacy on High Street.", "Mum's prescriptions now go to the Boots near her GP.", "Moved Mum's prescriptions back to the Lloyds on High Street."]),
    # temporary
    (T, "What is my usual test device?", ["My daily test device is a Pixel 8.", "Borrowing Sam's Galaxy S23 for testing until Friday."]),
    (T, "Where does the choir normally meet?", ["The choir meets in St Anne's church hall.", "Choir is in the school gym for the next two weeks while the hall floor gets redone."]),
    (T, "Which CDN do we use?", ["Our CDN is Fastly.", "During today's Fastly outage we're routing traffic through CloudFront temporarily."]),
    (T, "Where does Leo normally catch the school bus?", ["Leo catches the school bus at the corner of Elm Street.", "Until the roadworks on Elm Street finish, Leo's bus stop is outside the library."]),
    # distinct_lookalike
    (L, "Which Kubernetes version does the eu-west prod cluster run?", ["The prod cluster in eu-west runs Kubernetes 1.29.", "The prod cluster in us-east runs Kubernetes 1.30."]),
    (L, "What is the checkout API's availability SLO?", ["The checkout API has a 99.9% availability SLO.", "The search API has a 99.5% availability SLO."]),
    (L, "Who is on call for payments this week?", ["Priya is on call for payments this week.", "Tom is on call for identity this week."]),
    (L, "What was the Android app's crash-free rate last week?", ["The Android app's crash-free rate was 99.2% last week.", "The iOS app's crash-free rate was 99.6% last week."]),
    (L, "When is Maya's swimming class?", ["Maya's swimming class is on Saturdays at 9:30.", "Leo's swimming class is on Saturdays at 10:15."]),
    (L, "When is my dentist appointment?", ["My dentist appointment is on May 22 at 3pm.", "My hygienist appointment is on May 22 at 3:45pm."]),
    (L, "When does the car insurance renew?", ["The car insurance renews on 1 September.", "The home insurance renews on 1 November."]),
    (L, "When is Grandma's birthday?", ["Grandma's birthday is on August 3.", "Grandpa's birthday is on August 30."]),
    (L, "What is our outbound flight to Lisbon?", ["Our flight to Lisbon on the 12th is TP1331.", "Our flight back from Lisbon on the 19th is TP1336."]),
    (L, "When is the Android code freeze?", ["The Android code freeze is March 14.", "The iOS code freeze is March 12."]),
    (L, "What does Dad take every morning?", ["Dad takes 5mg of amlodipine every morning.", "Mum takes 5mg of ramipril every morning."]),
]

ZH = [
    # restatement
    (R, "这周支付组谁是主值班？", ["这周支付组的on-call是我，主值班。", "提醒一下自己：本周payments主值班就是我。"]),
    (R, "订单服务的可用性SLO是多少？", ["订单服务的可用性目标是99.95%。", "订单服务 SLO 定的是 99.95% 可用性。"]),
    (R, "测试集群的k8s版本是多少？", ["测试集群跑的是 Kubernetes 1.29。", "test 集群 k8s 版本：1.29"]),
    (R, "我们用哪家CDN？", ["静态资源走的是阿里云CDN。", "我们的CDN用的阿里云那家，静态文件都放那儿。"]),
    (R, "App Store审核一般要多久？", ["我们的App Store审核一般一到两天能过。", "苹果审核通常1-2天就过了。"]),
    (R, "安卓端的崩溃上报用什么？", ["安卓端的崩溃上报用的是Bugly。", "Android 这边的 crash 都报到 Bugly 上。"]),
    (R, "3.8版本的发布分支叫什么？", ["3.8版本的发布分支是 release/3.8。", "3.8 的 release 分支就叫 release/3.8，从 develop 切出来的。"]),
    (R, "我的测试机是什么？", ["我的测试机是一台小米13，系统是HyperOS。", "测试用的手机：小米13（HyperOS）。"]),
    (R, "3.8版本哪天封版？", ["3.8版本的封版日期是4月18号。", "四月十八日 3.8 封版。"]),
    (R, "女儿的游泳课是什么时候？", ["女儿的游泳课在每周日下午两点。", "周日14:00，闺女上游泳课。"]),
    (R, "儿子的校车几点来？", ["儿子的校车每天早上七点十分到小区门口。", "校车7:10在小区门口接我儿子，天天如此。"]),
    (R, "看牙医约的是什么时候？", ["我约了5月8号上午十点看牙医。", "5/8 上午10:00 看牙。"]),
    (R, "车险续保要多少钱？", ["今年车险续保报价是4280元。", "车险续保要四千二百八十块。"]),
    (R, "合唱团什么时候排练？", ["合唱团每周四晚上七点半排练。", "每个礼拜四晚上7点半去合唱团练歌。"]),
    (R, "房东是谁？", ["房东是王阿姨。", "我们租的房子房东姓王，大家都叫她王阿姨。"]),
    (R, "蔬菜箱什么时候送？", ["有机蔬菜箱每周二上午送到。", "周二上午蔬菜盒子会送过来。"]),
    (R, "奶奶的生日是哪天？", ["奶奶的生日是农历九月初九。", "我奶奶过生日是在农历的九月九，重阳那天。"]),
    (R, "回家过年的航班几点起飞？", ["春节回家的航班是1月25号早上8:35起飞。", "1/25 上午八点三十五的飞机回家过年。"]),
    # update_signal
    (S, "生产集群的k8s版本是多少？", ["生产集群的Kubernetes版本是1.27。", "生产集群昨晚已经升级到1.29了。"]),
    (S, "图片用哪家CDN？", ["图片CDN用的是腾讯云。", "图片CDN换成了Cloudflare，上周五切的。"]),
    (S, "告警呼叫用什么工具？", ["告警呼叫用的是钉钉。", "从这周开始告警改用飞书电话，不再用钉钉了。"]),
    (S, "日语课什么时候上？", ["我的日语课在周一和周三晚上。", "日语课改到周二周四晚上了。"]),
    (S, "妈妈的降压药在哪儿拿？", ["妈妈的降压药在楼下的老百姓大药房买。", "妈妈的降压药现在改在社区医院药房拿了，能走医保。"]),
    (S, "房租每月多少？", ["房租每月4500。", "房东把房租涨到4800了，这个月开始。"]),
    (S, "我用的是什么扩展坞？", ["我用的扩展坞是绿联的。", "扩展坞换了个贝尔金的，绿联那个老掉线。"]),
    # update_nosignal
    (N, "支付接口的延迟SLO是多少？", ["支付接口的延迟SLO是P99小于200毫秒。", "支付接口的延迟SLO是P99小于150毫秒。"]),
    (N, "4.0版本哪天封版？", ["4.0版本封版是5月20日。", "4.0版本封版是5月27日。"]),
    (N, "我的iOS测试机是哪台？", ["我的iOS测试机是iPhone 13。", "我的iOS测试机是iPhone 15 Pro。"]),
    (N, "女儿在哪儿上游泳课？", ["女儿的游泳课在奥体中心游泳馆上。", "女儿的游泳课在区体育馆上。"]),
    (N, "车险在哪家保险公司？", ["我的车险是在平安买的。", "我的车险是在人保买的。"]),
    (N, "去成都的航班几点起飞？", ["去成都的航班是周五下午3点10分起飞。", "去成都的航班是周五晚上7点40分起飞。"]),
    # reversal
    (V, "发布分支从哪个分支切？", ["发布分支从 main 切。", "这次发布分支改从 develop 切了。", "又改回从 main 切发布分支了。"]),
    (V, "蔬菜箱哪天送？", ["蔬菜箱每周二送。", "蔬菜箱改成周五送了。", "蔬菜箱又换回周二送了。"]),
    (V, "合唱团在哪儿排练？", ["合唱团在少年宫排练。", "合唱团搬到文化馆排练了。", "合唱团又回少年宫排练了。"]),
    # temporary
    (T, "我平时用哪台测试机？", ["我平时用的测试机是小米13。", "这两天小米13送修了，先借同事的一加12测。"]),
    (T, "儿子平时怎么上学？", ["儿子每天坐校车上学。", "这周校车检修，儿子先由我开车送。"]),
    (T, "告警平时发到哪里？", ["我们的告警都发到PagerDuty。", "今晚PagerDuty维护，告警临时转到企业微信群。"]),
    (T, "我在哪个城市上班？", ["我在杭州上班。", "下周我出差去深圳，待五天。"]),
    # distinct_lookalike
    (L, "北京机房的集群是哪个k8s版本？", ["北京机房的集群是k8s 1.28。", "上海机房的集群是k8s 1.30。"]),
    (L, "这周我值什么班？", ["这周我值白班。", "这周小李值夜班。"]),
    (L, "iOS 3.8的审核结果怎样？", ["iOS 3.8 的审核已经过了。", "iOS 3.7.2 的审核被拒了。"]),
    (L, "安卓的崩溃率是多少？", ["安卓的崩溃率是0.3%。", "iOS的崩溃率是0.1%。"]),
    (L, "女儿什么时候上游泳课？", ["女儿周日下午上游泳课。", "儿子周六上午上游泳课。"]),
    (L, "我哪天看牙？", ["我约了5月8号看牙。", "老婆约了5月15号看牙。"]),
    (L, "奶奶的生日是哪天？", ["奶奶的生日是农历九月初九。", "外婆的生日是农历十月十六。"]),
    (L, "车险每年几月续保？", ["车险每年3月续保。", "房屋保险每年9月续保。"]),
    (L, "日语课是哪几天？", ["我周一周三上日语课。", "我周二周四上英语课。"]),
    (L, "去程航班是哪一班？", ["去程航班是MU5137。", "回程航班是MU5138。"]),
    (L, "爸爸每天吃什么药？", ["爸爸每天吃一片阿司匹林。", "妈妈每天吃一片二甲双胍。"]),
]


def main() -> None:
    write_blind_file(OUT, ABOUT, [("en", EN), ("zh", ZH)], prefix="blind16", first_id=740000, seed=SPLIT_SEED)


if __name__ == "__main__":
    main()
