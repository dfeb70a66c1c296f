"""Build the twelfth blind probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_blind_probes_12.py   # writes bench/data/blind_probes_12.jsonl

Written by session 34 (blind34) BEFORE reading the classifier, docs/CORRECTNESS.md or any other probe file's
cases: only issue #12 (the classes), bench/probes.py (write_blind_file) and the header of
bench/make_blind_probes_11.py (lines 1-40: the format) were read. The cases are one person's own wording, to
estimate how the engine does on phrasing no rule was fitted to. Topics: a mobile/backend developer's week
(feature flags, migrations, on-call pages, flaky tests, API key rotation, code owners, sprint rituals, release
trains, CI, a laptop, a monitor) and everyday life (rent, commuting, kids' school and activities, parents'
health, doctor and dentist appointments, diet and allergies, running, a language course, a band, a garden and
balcony plants, a car lease, breakfast, parking).
- restatement: the same fact said again later in fresh words: reordered, a synonym (feature flags / toggles,
  retro / retrospective, 灰度开关 / feature flag, 老爸 / 爸爸, 闺女 / 女儿), a subject dropped or added, a note form
  ("Dentist: 14 March, 15:00."), a colloquial form, a longer sentence, an aside, a number in words or digits
  (twenty-one fifty / $2,150, 四千八 / 4800块, 九十天 / 三个月), Chinese with English words mixed in; a few carry
  a word that often marks a change used as a plain adverb ("still going", 现在);
- update_signal / update_nosignal: a changed value with or without a change word;
- distinct_lookalike: one detail differs and both stay true (another flag, child, app, migration, parent,
  service, rotation, night on call, laptop, API key, bank, module owner, or a second value of a many-valued
  slot such as languages or garden plants);
- temporary: a short-lived state beside a lasting one (the question asks for the lasting one);
- reversal: A, then B, then A again (the question asks for the current value, A).

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (each case is its own group):
"tuning" is tuned on, "check" is only counted. Both halves are IN-SAMPLE for the engine's authors (written
by a session of the project): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import write_blind_file

SPLIT_SEED = 20263401
OUT = Path(__file__).resolve().parent / "data" / "blind_probes_12.jsonl"

R, S, N, L, T, V = "restatement", "update_signal", "update_nosignal", "distinct_lookalike", "temporary", "reversal"

# class, question, sentences in the order they are written
EN: list[tuple[str, str, list[str]]] = [
    (R, "Where are our feature flags managed?", ["Our feature flags live in LaunchDarkly.", "LaunchDarkly is where we keep all the feature toggles."]),
    (R, "When am I on call?", ["I'm on call the first week of every month.", "first week of each month = my on-call rotation"]),
    (R, "Which Postgres schema does the payments service own?", ["The payments service owns its own Postgres schema called billing.", "btw billing is the schema payments owns in Postgres"]),
    (R, "How much is my rent?", ["Rent is $2,150 a month, due on the 1st.", "I pay twenty-one fifty in rent, first of every month."]),
    (R, "When does Maya's school start?", ["Maya's school starts at 8:10.", "Classes for Maya begin at ten past eight every morning."]),
    (R, "How often do we rotate the Stripe keys?", ["We rotate the Stripe API keys every 60 days.", "Stripe keys get rotated on a 60-day cycle, per the security team."]),
    (R, "What do I play in my band?", ["I play bass in a cover band called The Late Merges.", "The Late Merges, that's my cover band, I'm on bass."]),
    (R, "When does the mobile release go out?", ["The mobile release train leaves every other Thursday.", "We cut the iOS and Android releases biweekly, on Thursdays."]),
    (R, "When is my dentist appointment?", ["My dentist appointment is on March 14 at 3pm.", "Dentist: 14 March, 15:00."]),
    (R, "When is my Portuguese class?", ["I'm learning Portuguese on Tuesday evenings at the community college.", "Tuesday nights I've got my Portuguese class at the community college, still going."]),
    (R, "Which test is flaky?", ["The flaky test is CheckoutFlowTest.testApplePay; it fails about one run in ten.", "testApplePay in CheckoutFlowTest flakes roughly 10% of the time."]),
    (R, "What do I do on Saturday mornings?", ["I run 5k every Saturday morning at the park.", "Saturday mornings are for my parkrun, five kilometres."]),
    (R, "Who owns the auth module?", ["@priya is the code owner for the auth module.", "Auth module changes need Priya's approval, she's the CODEOWNER there."]),
    (R, "What monitor do I have?", ["My monitor is a 27-inch Dell U2723QE.", "I use a Dell U2723QE, the 27\" one, as my main screen."]),
    (R, "When is our sprint retro?", ["Our sprint retro is on Friday afternoons.", "Retrospectives happen Friday after lunch, at the end of each sprint."]),
    (R, "What medication does my mom take?", ["My mom takes amlodipine every morning for her blood pressure.", "Mom's on amlodipine for the blood pressure, one pill each morning."]),
    (R, "When does my car lease end?", ["The car lease runs through August 2027.", "Lease on the car ends in Aug '27."]),
    (R, "What do I avoid eating?", ["I'm avoiding gluten, doctor's orders.", "No gluten for me, my doctor told me to cut it out."]),
    (R, "Which migration creates the user_preferences table?", ["The migration that adds the user_preferences table is 0042.", "0042 is the one that creates user_preferences, fyi."]),
    (S, "Which app sends my on-call pages?", ["My on-call pages come through Opsgenie.", "We moved off Opsgenie; pages come through PagerDuty now."]),
    (S, "When is the weekly planning meeting?", ["The weekly planning meeting is Monday at 10.", "Planning got pushed to Tuesday at 11 starting this sprint."]),
    (S, "What laptop do I use?", ["I'm on a MacBook Pro with the M1 chip.", "Finally got a new laptop: swapped the M1 for an M3 Max MacBook Pro."]),
    (S, "How much is my rent?", ["Rent is $1,900 a month.", "The landlord raised the rent to $2,050 from this month."]),
    (S, "How do I get to the office?", ["I drive to the office, about 40 minutes.", "Gave up driving; I take the train to the office these days."]),
    (S, "When is Leo's soccer practice?", ["Leo's soccer practice is on Wednesdays.", "Soccer practice for Leo switched to Thursdays this term."]),
    (S, "What is the API gateway timeout?", ["Our API gateway timeout is 30 seconds.", "We lowered the gateway timeout to 15s after the incident."]),
    (N, "Which host is the staging database on?", ["The staging database is on db-staging-02.", "The staging database is on db-staging-05."]),
    (N, "What is my 10k personal best?", ["My 10k personal best is 52:40.", "My 10k PB is 49:58."]),
    (N, "When is Dad's cardiology follow-up?", ["Dad's cardiology follow-up is on the 9th.", "Dad's cardiology follow-up is on the 23rd."]),
    (N, "What's our minimum Android version?", ["The minimum supported Android version for the app is API 24.", "Our app's minimum supported Android version is API 26."]),
    (N, "Where does the band rehearse?", ["The band rehearses in Jake's garage.", "The band rehearses at the studio on Fifth Street."]),
    (N, "What fasting schedule do I follow?", ["I'm doing 16:8 intermittent fasting.", "I'm doing 18:6 intermittent fasting, eating between noon and 6."]),
    (N, "How long does the nightly e2e suite take?", ["The nightly e2e suite takes about 40 minutes.", "Nightly e2e run: roughly 25 minutes."]),
    (V, "What's the default branch of the mobile repo?", ["The default branch for the mobile repo is develop.", "We switched the mobile repo's default branch to main.", "Reverted that: the mobile repo's default branch is back to develop."]),
    (V, "Which running shoes do I use?", ["I run in Hoka Cliftons.", "Trying Nike Pegasus for my runs now.", "Back to the Cliftons, the Pegasus gave me shin splints."]),
    (V, "Who does Tuesday school pickup?", ["Tuesday school pickup is my job.", "My partner is doing Tuesday pickup now.", "Tuesday pickup is mine again since her schedule changed."]),
    (T, "Which office do I normally work from?", ["I work from the Brooklyn office.", "This week I'm working from my parents' place in Ohio."]),
    (T, "What's my main editor?", ["My main editor is Neovim.", "Using VS Code for the next few days while I pair with the new hire."]),
    (T, "How do I usually commute?", ["I normally commute by bike.", "Bike's in the shop, so I'm taking the bus until Friday."]),
    (T, "When do prod deploys normally happen?", ["Prod deploys happen daily at 2pm.", "No prod deploys this week because of the holiday code freeze."]),
    (L, "What's the rollout of new_checkout?", ["Feature flag new_checkout is at 10% rollout.", "Feature flag new_onboarding is at 50% rollout."]),
    (L, "What does my daughter do on Mondays?", ["My daughter has piano on Mondays.", "My son has swimming on Mondays."]),
    (L, "What does the iOS app use for crash reports?", ["The iOS app uses Sentry for crash reports.", "The Android app uses Firebase Crashlytics for crash reports."]),
    (L, "What does migration 0041 do?", ["Migration 0041 adds an index on orders.created_at.", "Migration 0043 adds an index on orders.customer_id."]),
    (L, "When is Mom's doctor appointment?", ["Mom's doctor appointment is Thursday at 9.", "Dad's doctor appointment is Thursday at 11."]),
    (L, "What language do I speak at home?", ["I speak Spanish at home with my wife.", "I'm learning Portuguese for work trips to São Paulo."]),
    (L, "What do I grow in the backyard?", ["I grow tomatoes in the raised bed in the backyard.", "I grow basil in pots on the balcony."]),
    (L, "How often does the orders-api on-call rotate?", ["The orders-api on-call rotation is weekly.", "The search-api on-call rotation is biweekly."]),
    (L, "What woke me up last Tuesday?", ["Last Tuesday the pager woke me at 3am for a disk alert.", "Last Thursday the pager woke me at 4am for a queue backlog."]),
    (L, "What is my work laptop?", ["My work laptop is a ThinkPad X1 Carbon.", "My personal laptop is a MacBook Air."]),
    (L, "How often does the Mapbox key rotate?", ["Our team's API key for Mapbox rotates quarterly.", "Our team's API key for Twilio rotates monthly."]),
]

ZH: list[tuple[str, str, list[str]]] = [
    (R, "我们的功能开关在哪里管理？", ["我们的灰度开关都放在 Unleash 里管理。", "feature flag 统一在 Unleash 上配。"]),
    (R, "我什么时候值班？", ["我每个月最后一周值班。", "值班排到的是每月最后那一周。"]),
    (R, "房租多少钱？", ["房租每月四千八，十号之前交。", "每个月10号前交房租，4800块。"]),
    (R, "女儿在哪个学校读书？", ["女儿在实验小学读二年级。", "我闺女现在实验小学二年级。"]),
    (R, "我妈什么时候去量血压？", ["我妈每周三去社区医院量血压。", "周三我妈固定去社区医院测一下血压。"]),
    (R, "我每天早上做什么运动？", ["我每天早上跑五公里。", "早上跑个5km，天天如此。"]),
    (R, "合代码需要几个 approve？", ["我们组的代码 review 至少要两个人 approve 才能合。", "合代码前得有两个同事 approve，这是组里的规矩。"]),
    (R, "车每个月租金多少？", ["车是租的，每个月租金3200。", "我那台租的车每月要付三千二百块。"]),
    (R, "日语课什么时候上？", ["我在学日语，周六上午上课。", "日语课安排在每周六上午。"]),
    (R, "我在乐队里负责什么？", ["我在乐队里打鼓。", "乐队里我负责鼓。"]),
    (R, "数据库迁移用什么工具？", ["数据库迁移脚本统一用 Flyway 管理。", "我们用 Flyway 跑 migration。"]),
    (R, "生产环境的 API key 多久轮换一次？", ["生产环境的 API key 每九十天轮换一次。", "prod 的密钥三个月一换。"]),
    (R, "我对什么过敏？", ["我对花生过敏。", "花生我碰不得，一吃就过敏。"]),
    (R, "爸爸什么时候复查？", ["爸爸下周二上午去协和医院复查。", "下周二上午，老爸在协和有个复查。"]),
    (R, "我用的是什么显示器？", ["我的显示器是LG 27寸4K的。", "桌上那台是 LG 的 27 寸 4K 屏。"]),
    (R, "我怎么通勤？", ["每天通勤坐地铁10号线，单程四十分钟。", "上班坐10号线，单程要40分钟左右。"]),
    (R, "站会几点开？", ["站会每天早上九点半开。", "daily standup 在每天 9:30。"]),
    (R, "阳台上种了什么？", ["阳台上种了三盆薄荷。", "我在阳台养了3盆薄荷。"]),
    (S, "我们的 CI 跑在哪里？", ["我们的 CI 跑在 Jenkins 上。", "CI 已经从 Jenkins 迁到 GitHub Actions 了。"]),
    (S, "儿子在哪个幼儿园？", ["儿子在小区旁边的幼儿园上学。", "儿子转学了，现在去城东那家双语幼儿园。"]),
    (S, "乐队什么时候排练？", ["每周二晚上乐队排练。", "乐队排练改到周四晚上了。"]),
    (S, "我每天喝几杯咖啡？", ["我每天喝三杯咖啡。", "咖啡减到每天一杯了。"]),
    (S, "我的工作电脑是什么？", ["我的工作电脑是 ThinkPad T14。", "公司给我换成了 MacBook Pro。"]),
    (S, "迭代周期是多久？", ["迭代周期是两周。", "从这个 sprint 开始，迭代周期调整为一周。"]),
    (S, "我爸妈住在哪里？", ["我爸妈住在老家绍兴。", "爸妈上个月搬到杭州跟我们一起住了。"]),
    (N, "测试环境的 Redis 在哪台机器？", ["测试环境的 Redis 在 10.0.3.15 上。", "测试环境的 Redis 在 10.0.3.27 上。"]),
    (N, "我体重多少？", ["我体重七十八公斤。", "我体重七十三公斤。"]),
    (N, "女儿的钢琴课什么时候上？", ["女儿的钢琴课在周五下午。", "女儿的钢琴课在周日上午。"]),
    (N, "接口限流是多少？", ["接口限流是每分钟六百次。", "接口限流：每分钟1000次。"]),
    (N, "我的组长是谁？", ["我的组长是老周。", "我的组长是小林。"]),
    (N, "单元测试覆盖率是多少？", ["单元测试覆盖率是百分之六十二。", "单测覆盖率 71%。"]),
    (V, "我用什么写代码？", ["我平时用 Vim 写代码。", "最近改用 Cursor 写代码了。", "还是回到 Vim 了，Cursor 用不惯。"]),
    (V, "车停在哪里？", ["车停在公司地下车库。", "车改停到对面商场的停车场了。", "车又停回公司地下车库了。"]),
    (V, "我早饭吃什么？", ["早饭一般吃燕麦。", "早饭换成了全麦面包加鸡蛋。", "早饭又吃回燕麦了。"]),
    (T, "我住在哪里？", ["我住在北京朝阳区。", "这周出差在深圳，住酒店。"]),
    (T, "我平时怎么上班？", ["我平时骑电动车上班。", "这两天下大雨，先打车上班。"]),
    (T, "我负责哪个模块？", ["我负责支付模块。", "这个迭代临时帮忙搞一下搜索模块。"]),
    (T, "孩子平时在哪里吃午饭？", ["孩子平时在学校吃午饭。", "这周学校食堂装修，孩子中午回家吃。"]),
    (L, "订单服务用哪个端口？", ["订单服务跑在 8080 端口。", "库存服务跑在 8082 端口。"]),
    (L, "大女儿在学什么？", ["大女儿在学钢琴。", "小儿子在学围棋。"]),
    (L, "iOS 版本什么时候提审？", ["iOS 版本下周三提审。", "安卓版本下周五上架。"]),
    (L, "我妈有什么健康问题？", ["我妈血压偏高。", "我爸血糖偏高。"]),
    (L, "周一的告警是什么原因？", ["周一凌晨我被告警叫醒，是磁盘满了。", "周四凌晨我被告警叫醒，是证书过期了。"]),
    (L, "我会说什么方言？", ["我会说粤语。", "我在学西班牙语。"]),
    (L, "生产库什么时候备份？", ["生产库的备份每天凌晨两点做。", "测试库的备份每周日凌晨做。"]),
    (L, "我的房贷在哪个银行？", ["我的房贷在招商银行。", "我的车贷在建设银行。"]),
    (L, "支付模块的 code owner 是谁？", ["支付模块的 code owner 是阿杰。", "登录模块的 code owner 是小雨。"]),
    (L, "花园里种了什么？", ["家里的花园种了月季。", "家里的花园种了绣球。"]),
    (L, "这周三有什么安排？", ["这周三下午去看牙医。", "这周三晚上去开家长会。"]),
]

ABOUT = ("issue #12 blind probes 12: 100 hand-written sequences (English and Chinese) written by blind34 before reading "
         "the classifier or any other probe file's cases; restatement, update_signal, update_nosignal, distinct_lookalike, "
         "temporary, reversal; in-sample for the engine's authors")


def main() -> None:
    write_blind_file(OUT, ABOUT, [("en", EN), ("zh", ZH)], prefix="blind12", first_id=350000, seed=SPLIT_SEED)


if __name__ == "__main__":
    main()
