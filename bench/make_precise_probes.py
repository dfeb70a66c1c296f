"""Issue #12: IN-SAMPLE red-team probes against the one-form readings of sessions 31-32 (session 33, precise33),
hand-written by the engineer who tunes on them, before any rule of the round was changed. Each reading that makes two
sentences read alike can also make two DIFFERENT facts read alike; every group attacks one reading with look-alike
distinct pairs (one detail really differs, or the reading does not apply) and, for most, a true restatement as a
control:
  - detail forms: bounds ("at least / at most / up to / under"), absences ("no sugar", "sugar-free"), "v" versions
    ("Node v20"), spoken Chinese money (两块五, N块, 块 of pieces);
  - relation rows: stores its data in / is backed by, runs in / is hosted on / is deployed to (and the active "we
    host"), the full test suite, 接口 = API, 读 / 上 + a grade;
  - turned constructions: where one comes from (我老家在X, "I'm from X"), an allergy said as a noun or a cause, a goal
    said as a noun, a cadence noun, 准备 / 打算 as 为了;
  - habits: 会 / 要 after a habit word, "tend to", 回 = 次, "plus" = and;
  - past states ("used to", 以前), a time said first, a role taken over, a group as a holder.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a reading's attack and its controls are one group):
"tuning" is tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_precise_probes.py   # writes bench/data/precise_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/precise_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263307
OUT = Path(__file__).resolve().parent / "data" / "precise_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- bounds ---------------------------------------------------------------------------------------------------
    ("bound_pr", "en", R, "How many approvals does a PR need?", "Each PR needs no fewer than two approvals.", "Each PR needs at least two approvals."),
    ("bound_pr", "en", L, "How many reviewers can a PR have?", "Each PR needs at least two approvals.", "Each PR can have up to two reviewers."),
    ("bound_unit", "en", L, "How much does the backup keep?", "The backup keeps at least 30 days of logs.", "The backup keeps at least 30 GB of logs."),
    ("bound_unit", "en", L, "How long do I sleep on weekends?", "I sleep at least 7 hours.", "I sleep at least 9 hours on weekends."),
    ("bound_upto", "en", L, "How far did I walk?", "I can walk up to 5 miles.", "Yesterday I walked up to the 5 mile marker."),
    ("bound_upto", "en", L, "How high did the water come?", "The basement floods with up to 3 inches of water.", "Last spring the water crept up to 3 inches."),
    ("bound_sub", "en", L, "What time does my son want to run?", "I want to run a sub-20-minute 5k.", "My son wants to run a sub-20-minute 5k."),
    ("bound_sub", "en", L, "What is my half marathon goal?", "I want to run a half marathon in under 2 hours.", "I ran a half marathon in under 2 hours."),
    ("bound_zh", "zh", R, "代码覆盖率要求多少？", "代码覆盖率不低于80%。", "代码覆盖率至少80%。"),
    ("bound_zh", "zh", L, "测试覆盖率要求多少？", "代码覆盖率不低于80%。", "文档覆盖率不低于80%。"),
    ("bound_zh", "zh", L, "每周最多加班几天？", "我每周最少运动3天。", "我每周最多加班3天。"),
    # -- absences -----------------------------------------------------------------------------------------------------
    ("absent_coffee", "en", R, "How do I take my coffee?", "I take my coffee without sugar.", "I take my coffee with no sugar."),
    ("absent_coffee", "en", L, "How do I take my tea?", "I take my coffee without sugar.", "I take my tea without sugar."),
    ("absent_coffee", "en", L, "What do I leave out of my coffee?", "I drink my coffee without milk.", "I drink my coffee without sugar."),
    ("absent_free", "en", L, "What bread does my dad buy?", "I buy gluten-free bread.", "My dad buys gluten-free bread."),
    ("absent_free", "en", L, "What does my dad drink?", "My dad drinks caffeine-free cola.", "My dad drinks cola without ice."),
    ("absent_work", "en", L, "How do I work?", "I work without music.", "I work without headphones."),
    ("absent_work", "en", E, "What did my sister forget?", "My sister left without her keys.", "My sister left without her phone."),
    # -- versions ---------------------------------------------------------------------------------------------------
    ("version_node", "en", R, "What runtime does the service use?", "The service runs on Node v20.", "The service runs on Node 20."),
    ("version_node", "en", L, "What am I reading?", "Our backend runs on Node 20.", "I'm reading the Node v20 changelog."),
    ("version_ios", "en", L, "What iOS does the app need?", "The app supports iOS v17.", "The app requires iOS 17."),
    ("version_ios", "en", L, "Which version is deprecated?", "Version v2 of the API is deprecated.", "Version 2 of the SDK is deprecated."),
    ("version_front", "en", L, "What does the backend target?", "Our frontend targets Node v18.", "Our backend targets Node 18."),
    ("version_front", "en", L, "What Python do we test on?", "Our CI tests on Python v3.11.", "Our docs build uses Python 3.11."),
    # -- spoken Chinese money -----------------------------------------------------------------------------------------
    ("money_cake", "zh", R, "一个包子多少钱？", "楼下的包子一个两块五。", "楼下的包子一个2.5元。"),
    ("money_cake", "zh", L, "我吃了几块蛋糕？", "楼下的蛋糕一块两块钱。", "我今天吃了两块蛋糕。"),
    ("money_cake", "zh", L, "蛋糕我吃了几块？", "公司楼下的咖啡卖两块钱。", "蛋糕我吃了两块。"),
    ("money_bare", "zh", L, "地铁票多少钱？", "公交票价是两块。", "地铁票价是三块。"),
    ("money_bare", "zh", L, "我每天吃几块饼干？", "我每天买早饭花五块。", "我每天吃五块饼干。"),
    ("money_tenths", "zh", L, "西瓜多少钱一斤？", "苹果现在卖三块五一斤。", "西瓜现在卖三块五一个。"),
    # -- stores its data in / is backed by --------------------------------------------------------------------------
    ("store_ledger", "en", R, "Where does the ledger keep its data?", "The ledger uses CockroachDB as its database.", "The ledger stores its data in CockroachDB."),
    ("store_ledger", "en", L, "Where does the ledger back up its data?", "The ledger stores its data in CockroachDB.", "The ledger backs up its data to S3."),
    ("store_backed", "en", L, "What is the loan backed by?", "The service is backed by Postgres.", "The loan is backed by the bank."),
    ("store_backed", "en", L, "Where does the cache keep its data?", "The app stores its data in Postgres.", "The app keeps its cache in Redis."),
    ("store_backed", "en", L, "Where does the search service store its data?", "The billing service stores its data in Postgres.", "The search service stores its data in Postgres."),
    # -- runs in / is hosted on / is deployed to ------------------------------------------------------------------------
    ("host_site", "en", R, "Where is the site hosted?", "We host the site on Netlify.", "The site is hosted on Netlify."),
    ("host_site", "en", L, "When do we host the meetup?", "The app is hosted on Fly.", "We host the meetup on Fridays."),
    ("host_site", "en", L, "Where do we host the meetup?", "The app is hosted on Fly.", "We host the meetup in Berlin."),
    ("host_run", "en", L, "Where do I run?", "The worker runs in Kubernetes.", "I run in the park."),
    ("host_run", "en", L, "Where does the staging app run?", "The production app is deployed to AWS.", "The staging app is deployed to Render."),
    ("host_run", "en", E, "Where did we deploy the hotfix?", "The app is deployed to AWS.", "We deployed the hotfix to staging."),
    ("host_dinner", "en", L, "Where do we host dinner?", "The blog is hosted on GitHub Pages.", "We host dinner on Sundays at my place."),
    ("host_dinner", "en", L, "Where do I deploy from?", "The API is deployed to Fly.", "I deploy from my laptop."),
    # -- the full test suite --------------------------------------------------------------------------------------------
    ("suite", "en", R, "What does CI run?", "CI runs the full test suite on every push.", "CI runs all the tests on every push."),
    ("suite", "en", L, "What runs nightly?", "CI runs the full test suite on every push.", "CI runs the full test suite nightly."),
    ("suite", "en", L, "Which tests does CI run on every push?", "CI runs all of the tests on every push.", "CI runs all the unit tests on every push."),
    # -- 接口 = API ---------------------------------------------------------------------------------------------------------
    ("api_doc", "zh", R, "接口文档在哪？", "接口文档放在Confluence上。", "API文档放在Confluence上。"),
    ("api_doc", "zh", L, "USB接口在哪？", "API文档放在Confluence上。", "USB接口在电脑左边。"),
    ("api_doc", "zh", L, "设计文档在哪？", "接口文档放在Confluence上。", "设计文档放在Confluence上。"),
    ("api_ver", "zh", L, "支付接口的版本是多少？", "登录接口版本是v2。", "支付接口版本是v2。"),
    # -- 读 / 上 + a grade ------------------------------------------------------------------------------------------------
    ("grade", "zh", R, "我儿子几年级？", "我儿子读三年级。", "我儿子上三年级。"),
    ("grade", "zh", L, "我女儿几年级？", "我儿子读三年级。", "我女儿上三年级。"),
    ("grade", "zh", L, "我儿子在哪上课？", "我儿子上三年级。", "我儿子在三年级教室上课。"),
    ("grade", "zh", L, "我以前读几年级？", "我儿子读三年级。", "我三年级读了两遍。"),
    # -- where one comes from -----------------------------------------------------------------------------------------------
    ("from_en", "en", R, "Where am I from?", "I'm from Leeds.", "My hometown is Leeds."),
    ("from_en", "en", L, "Where am I flying from?", "I'm from Leeds.", "I'm flying from Leeds."),
    ("from_en", "en", L, "Where did my package come from?", "I come from Leeds.", "My package came from Leeds."),
    ("from_en", "en", L, "Where is my wife from?", "Leeds is my hometown.", "Leeds is my wife's hometown."),
    ("from_en2", "en", L, "Where does my coffee come from?", "I come from Kenya.", "My coffee comes from Kenya."),
    ("from_en2", "en", L, "Where am I back from?", "I'm originally from Lisbon.", "I'm just back from Lisbon."),
    ("from_zh", "zh", R, "我是哪里人？", "我老家在成都。", "我是成都人。"),
    ("from_zh", "zh", L, "我老家的房子在哪？", "我老家在成都。", "我老家的房子在成都。"),
    ("from_zh", "zh", L, "我爸妈住在哪？", "我老家在成都。", "我爸妈在成都。"),
    ("from_zh2", "zh", L, "我老家的特产是什么？", "成都是我老家。", "火锅是我老家的特产。"),
    ("from_zh2", "zh", L, "我老婆老家在哪？", "我老家在成都。", "我老婆老家在成都。"),
    # -- an allergy said as a noun or a cause -------------------------------------------------------------------------------
    ("allergy_en", "en", R, "What am I allergic to?", "I have a peanut allergy.", "I'm allergic to peanuts."),
    ("allergy_en", "en", L, "What makes me break out?", "I have a peanut allergy.", "Stress makes me break out."),
    ("allergy_en", "en", L, "Who has a peanut allergy?", "I have a peanut allergy.", "My son has a peanut allergy."),
    ("allergy_en", "en", L, "What do I have an allergy to?", "I have an allergy to penicillin.", "I have an allergy to pollen."),
    ("allergy_zh", "zh", R, "我对什么过敏？", "花生会让我过敏。", "我对花生过敏。"),
    ("allergy_zh", "zh", L, "我吃什么会拉肚子？", "我吃海鲜会过敏。", "我吃海鲜会拉肚子。"),
    ("allergy_zh", "zh", L, "花粉让谁过敏？", "花粉让我过敏。", "花粉让我妈过敏。"),
    # -- a goal said as a noun ----------------------------------------------------------------------------------------------
    ("goal", "en", R, "What is my goal?", "My goal is to run a half marathon in under two hours.", "I'm training to run a half marathon in under two hours."),
    ("goal", "en", L, "What is my wife's goal?", "My goal is to run a marathon.", "My wife's goal is to run a marathon."),
    ("goal", "en", L, "What did I run?", "My goal is a sub-3 marathon.", "I ran a sub-3 marathon."),
    ("goal", "en", L, "What am I training for?", "My goal is to run a marathon.", "I'm training for a triathlon."),
    # -- a cadence said as a noun -------------------------------------------------------------------------------------------
    ("cadence", "en", R, "How often do we release?", "Our release cadence is weekly.", "We release every week."),
    ("cadence", "en", L, "How often do we rotate on-call?", "Our release cadence is weekly.", "Our on-call rotation is weekly."),
    ("cadence", "en", L, "How often is the newsletter?", "Our release cadence is monthly.", "Our newsletter is monthly."),
    # -- 准备 / 打算 as 为了 -------------------------------------------------------------------------------------------------
    ("purpose", "zh", R, "我为什么学日语？", "我最近在学日语，准备考N2。", "为了考N2，我最近在学日语。"),
    ("purpose", "zh", L, "我打算做什么？", "我最近在学日语，准备考N2。", "我最近在学日语，准备去日本旅游。"),
    ("purpose", "zh", L, "我在准备什么？", "我每天跑步，打算减肥。", "我每天跑步，准备参加马拉松。"),
    ("purpose", "zh", L, "我考过N2了吗？", "我准备考N2。", "我已经考过N2了。"),
    # -- 会 / 要 after a habit word --------------------------------------------------------------------------------------------
    ("habit_modal", "zh", R, "我每天做什么？", "我每天都要遛狗。", "我每天遛狗。"),
    ("habit_modal", "zh", L, "我明天要做什么？", "我每天遛狗。", "我明天要遛狗。"),
    ("habit_modal", "zh", L, "我每天还喝什么？", "我每天都会喝咖啡。", "我每天都会喝绿茶。"),
    ("habit_modal", "zh", L, "我晚上一般看什么？", "我晚上一般会看新闻。", "我晚上一般会看小说。"),
    ("habit_modal2", "zh", L, "我每周要开什么会？", "我每周都要开周会。", "我每周都要交周报。"),
    # -- "tend to" ------------------------------------------------------------------------------------------------------------
    ("tend", "en", R, "Do I eat breakfast?", "I tend to skip breakfast.", "I usually skip breakfast."),
    ("tend", "en", L, "What do I tend to?", "I tend to water the garden on Sundays.", "I tend to the garden on Sundays."),
    ("tend", "en", L, "What does my wife usually skip?", "I tend to skip breakfast.", "My wife usually skips breakfast."),
    ("tend", "en", L, "What do I skip?", "I tend to skip breakfast.", "I tend to skip lunch."),
    # -- 回 = 次 --------------------------------------------------------------------------------------------------------------
    ("times_hui", "zh", R, "我每周去几次健身房？", "我每周去三回健身房。", "我每周去三次健身房。"),
    ("times_hui", "zh", L, "我每年回几次老家？", "我每周去三次健身房。", "我每年回三次老家。"),
    ("times_hui", "zh", L, "这本书我读了几回？", "我每周去两回健身房。", "这本书我读了两回。"),
    # -- "plus" = and -----------------------------------------------------------------------------------------------------------
    ("plus", "en", R, "What do we use for monitoring?", "We use Prometheus plus Grafana.", "We use Prometheus and Grafana."),
    ("plus", "en", L, "How much does the plan cost?", "The plan costs $10 a month.", "The plan costs $10 a month plus tax."),
    ("plus", "en", L, "What do I earn?", "I earn 80k.", "I earn 80k plus bonus."),
    ("plus", "en", L, "What do we use for logs?", "We use Prometheus plus Grafana.", "We use Loki plus Grafana for logs."),
    # -- past states --------------------------------------------------------------------------------------------------------------
    ("past", "en", L, "Where did I use to live?", "I live in Lisbon.", "I used to live in Porto."),
    ("past", "en", L, "What is my brother used to?", "I used to work nights.", "My brother is used to working nights."),
    ("past", "zh", L, "我以前住在哪？", "我住在杭州。", "我以前住在苏州。"),
    ("past", "zh", L, "我以前的同事在哪工作？", "我以前在腾讯工作。", "我以前的同事在腾讯工作。"),
    # -- a time said first ------------------------------------------------------------------------------------------------------
    ("time_first", "en", L, "What do I use after lunch?", "I use Vim.", "After lunch I use Zed for reviews."),
    ("time_first", "en", L, "What does my team do on Mondays?", "On Mondays I work from home.", "On Mondays my team works from the office."),
    ("time_first", "zh", L, "我周末用什么电脑？", "我用MacBook写代码。", "周末我用iPad看书。"),
    # -- a role taken over, a group as a holder -----------------------------------------------------------------------------------
    ("role", "en", L, "Who took over the data team's standup?", "Carol runs the data team.", "Dave has taken over the data team's standup notes."),
    ("role", "en", L, "Who owns the docs?", "The SRE team owns the pager.", "The SRE team owns the docs."),
    ("role", "en", L, "Who owns the pager at night?", "The SRE team owns the pager.", "The platform team owns the pager at night."),
    ("role_zh", "zh", L, "谁接手了测试？", "小李负责测试。", "小赵接手了运维。"),
    ("role_zh", "zh", L, "谁负责值班？", "运维组负责值班。", "运维组负责发版。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "precise", 330700)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_precise_probes.py): hand-written by session 33 "
                         "(precise33), a red team against the one-form readings of sessions 31-32 (bounds, absences, "
                         "versions, spoken money, relation rows, 接口, 读/上 + a grade, origin, allergy, goal, cadence, "
                         "准备 = 为了, habit modals, 'tend to', 回 = 次, 'plus', past states, a time said first, a role "
                         "taken over, a group as holder), mostly look-alike DIFFERENT facts with a few true "
                         "restatements as controls; split once before tuning into 'tuning' (tuned on) and 'check' "
                         "(counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
