"""Issue #12: IN-SAMPLE probes for a change said back ("The standup moved from Monday to Friday" then "The
standup moved from Friday to Monday"; 我们把周会从周一改到了周五 / 从周五改到了周一; 房租从3000涨到3500 /
从3500降回3000), written by the engineer who tunes on them, before any rule was fitted to them:
  - reversal: a change "from A to B" followed by the change "from B to A" (or "from B back to A"), the
    same subject; a plain older sentence followed by a change back ("Rent is 1200" / "Rent went from 1200
    back to 900"); the full chain A, A -> B, B -> A. The newer one is current.
  - look-alikes that must stay apart: two people who moved the other way ("Alice moved from Berlin to
    Paris" / "Bob moved from Paris to Berlin"), two routes ("the 9am train goes from Lyon to Paris" / "the
    5pm train goes from Paris to Lyon": a route is not a change), two trips (events, not a state), two
    subjects changed the other way, 从北京到上海的高铁 / 从上海到北京的高铁.
  - the same claim with another content word in one frame (a verb of liking, living or working said two
    ways: "I like" / "I enjoy" / "I'm into"; 我喜欢 / 我爱 / 我很喜欢; "I work at" / "I'm employed by";
    "I live in" / "I'm based in"; 住在 / 家在), and their look-alikes ("I like tea" / "I used to like tea",
    "I love my job" / "I hate my job", "I live in Paris" / "I work in Paris": two slots; another person).
Split ONCE, before any tuning, by group (a fact and its controls share a group) into `tuning` (rules may be
fitted to it) and `check` (counted only), seed in the header.

    .venv/bin/python bench/make_back_probes.py   # writes bench/data/back_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/back_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from collections import Counter
from pathlib import Path

from probes import check_groups, write_jsonl

SEED = 20261305
OUT = Path(__file__).resolve().parent / "data" / "back_probes.jsonl"

R, P = "reversal", "restatement"
L, E = "distinct_lookalike", "distinct_event"

# (group, lang, cls, question, sequence)
CASES: list[tuple[str, str, str, str, list[str]]] = [
    # -- English: a change from A to B, then from B to A
    ("standup", "en", R, "When is the standup?", ["The standup moved from Monday to Friday.", "The standup moved from Friday to Monday."]),
    ("gym-fee", "en", R, "How much is the gym membership?", ["The gym membership went from 40 to 55 dollars a month.", "The gym membership went from 55 back to 40 dollars a month."]),
    ("ci", "en", R, "What do we run CI on?", ["We switched our CI from Jenkins to CircleCI.", "We switched our CI from CircleCI to Jenkins."]),
    ("lunch", "en", R, "When is team lunch?", ["Team lunch moved from Thursday to Wednesday.", "Team lunch moved from Wednesday to Thursday."]),
    ("phone", "en", R, "Who is my phone plan with?", ["I changed my phone plan from Vodafone to Three.", "I changed my phone plan from Three back to Vodafone."]),
    ("release", "en", R, "How often do we release?", ["Our releases went from weekly to biweekly.", "Our releases went from biweekly to weekly."]),
    ("daily", "en", R, "What time is the daily standup?", ["The daily standup was moved from 9:30 to 10:00.", "The daily standup was moved from 10:00 back to 9:30."]),
    ("office-floor", "en", R, "Which floor is our office on?", ["Our office moved from the 3rd floor to the 5th floor.", "Our office moved from the 5th floor to the 3rd floor."]),
    ("parking", "en", R, "How much is parking?", ["The parking fee went up from 5 to 8 dollars.", "The parking fee went down from 8 to 5 dollars."]),
    ("commute", "en", R, "How do I commute?", ["My commute changed from the bus to the bike.", "My commute changed from the bike to the bus."]),
    ("book-club", "en", R, "When does the book club meet?", ["The book club moved from Tuesday evenings to Sunday afternoons.", "The book club moved from Sunday afternoons back to Tuesday evenings."]),
    ("backups", "en", R, "Where do the database backups go?", ["We moved the database backups from S3 to GCS.", "We moved the database backups from GCS to S3."]),
    ("timeout", "en", R, "What is the request timeout?", ["The request timeout was changed from 30 seconds to 60 seconds.", "The request timeout was changed from 60 seconds to 30 seconds."]),
    ("editor", "en", R, "Which editor does the team use?", ["The team switched from VS Code to Zed.", "The team switched from Zed back to VS Code."]),
    # -- English: a plain older sentence, then a change back
    ("rent", "en", R, "How much is the rent?", ["Rent is 1200.", "Rent went from 1200 back to 900."]),
    ("standup-plain", "en", R, "When is the standup?", ["The standup is on Friday.", "The standup moved from Friday back to Monday."]),
    ("internet", "en", R, "How fast is my internet plan?", ["My internet plan is 300 Mbps.", "My internet plan went from 300 back down to 100 Mbps."]),
    ("retro", "en", R, "When is the retro?", ["The retro is at 4 pm.", "The retro moved from 4 pm back to 2 pm."]),
    ("dns", "en", R, "Who hosts our DNS?", ["Our DNS is hosted at Cloudflare.", "We moved our DNS from Cloudflare back to Route 53."]),
    # -- English: the full chain
    ("standup-chain", "en", R, "When is the planning meeting?", ["The planning meeting is on Monday.", "The planning meeting moved from Monday to Friday.", "The planning meeting moved from Friday back to Monday."]),
    ("price-chain", "en", R, "How much is the coffee subscription?", ["The coffee subscription is 20 euros a month.", "The coffee subscription went from 20 to 25 euros a month.", "The coffee subscription went from 25 back to 20 euros a month."]),
    # -- English look-alikes: two people, two routes, two trips, two subjects
    ("people-move", "en", L, "Where does Bob live?", ["Alice moved from Berlin to Paris.", "Bob moved from Paris to Berlin."]),
    ("siblings-move", "en", L, "Where does my brother live?", ["My sister moved from Leeds to York.", "My brother moved from York to Leeds."]),
    ("train", "en", L, "Where does the 5pm train go?", ["The 9am train goes from Lyon to Paris.", "The 5pm train goes from Paris to Lyon."]),
    ("ferry", "en", L, "Where does the evening ferry run?", ["The morning ferry runs from Dover to Calais.", "The evening ferry runs from Calais to Dover."]),
    ("flight-no", "en", L, "Where does flight BA118 go?", ["Flight BA117 goes from London to New York.", "Flight BA118 goes from New York to London."]),
    ("flew", "en", E, "Where did I fly?", ["I flew from Tokyo to Seoul.", "I flew from Seoul to Tokyo."]),
    ("drove", "en", E, "Where did I drive yesterday?", ["Last week I drove from Austin to Dallas.", "Yesterday I drove from Dallas to Austin."]),
    ("walked", "en", E, "Where did I walk this evening?", ["This morning I walked from the station to the office.", "This evening I walked from the office to the station."]),
    ("shipped", "en", E, "Where was the return shipped?", ["The order was shipped from Shenzhen to Hamburg.", "The return was shipped from Hamburg to Shenzhen."]),
    ("teams-floor", "en", L, "Which floor is the sales team on?", ["The marketing team moved from the 2nd floor to the 4th floor.", "The sales team moved from the 4th floor to the 2nd floor."]),
    ("two-meetings", "en", L, "When is the retro?", ["The standup moved from Monday to Friday.", "The retro moved from Friday to Monday."]),
    ("fares", "en", L, "How much is the train fare?", ["The bus fare went from 2 to 3 dollars.", "The train fare went from 3 to 2 dollars."]),
    ("frontends", "en", L, "What is the admin panel written in?", ["We switched the frontend from React to Vue.", "We switched the admin panel from Vue to React."]),
    ("two-rents", "en", L, "How much is Bob's rent?", ["Alice's rent went from 900 to 1200.", "Bob's rent went from 1200 to 900."]),
    # -- Chinese: a change from A to B, then from B to A
    ("zh-weekly", "zh", R, "周会在哪天？", ["我们把周会从周一改到了周五。", "我们把周会从周五改到了周一。"]),
    ("zh-rent", "zh", R, "房租多少钱？", ["房租从3000涨到3500了。", "房租从3500降回3000了。"]),
    ("zh-gym", "zh", R, "我什么时候健身？", ["我的健身时间从早上改到了晚上。", "我的健身时间从晚上又改回早上了。"]),
    ("zh-repo", "zh", R, "代码托管在哪里？", ["我们的代码托管从GitLab迁到了GitHub。", "我们的代码托管从GitHub迁回了GitLab。"]),
    ("zh-morning", "zh", R, "晨会几点开？", ["晨会从九点改到了九点半。", "晨会从九点半改回了九点。"]),
    ("zh-fee", "zh", R, "物业费每月多少？", ["物业费从每月200涨到了260。", "物业费从每月260降回了200。"]),
    ("zh-piano", "zh", R, "孩子的钢琴课在哪天？", ["孩子的钢琴课从周六挪到了周日。", "孩子的钢琴课从周日挪回了周六。"]),
    ("zh-plan", "zh", R, "我的手机套餐多少钱？", ["我把手机套餐从128元换成了98元的。", "我把手机套餐从98元换回了128元的。"]),
    ("zh-release", "zh", R, "多久发一次版？", ["我们把发版从每周一次改成了两周一次。", "我们把发版从两周一次改回了每周一次。"]),
    ("zh-shuttle", "zh", R, "班车几点发车？", ["公司班车的发车时间从七点改到了七点半。", "公司班车的发车时间从七点半改到了七点。"]),
    ("zh-db", "zh", R, "数据库用的是什么？", ["我们的数据库从MySQL换成了PostgreSQL。", "我们的数据库从PostgreSQL又换回了MySQL。"]),
    # -- Chinese: a plain older sentence, then a change back
    ("zh-rent-plain", "zh", R, "房租多少钱？", ["房租是3500。", "房租从3500降回3000了。"]),
    ("zh-weekly-plain", "zh", R, "周会在哪天？", ["周会在周五。", "周会从周五改回周一了。"]),
    ("zh-lunch-plain", "zh", R, "午休几点开始？", ["午休从十二点半开始。", "午休时间从十二点半改回十二点了。"]),
    # -- Chinese: the full chain
    ("zh-chain", "zh", R, "部门例会在哪天？", ["部门例会在周一。", "部门例会从周一改到了周五。", "部门例会从周五改回了周一。"]),
    # -- Chinese look-alikes
    ("zh-train", "zh", L, "从上海到北京的高铁要多久？", ["从北京到上海的高铁要四个半小时。", "从上海到北京的高铁要五个小时。"]),
    ("zh-train-2", "zh", L, "从上海到北京的高铁几点发车？", ["从北京到上海的高铁早上七点发车。", "从上海到北京的高铁早上八点发车。"]),
    ("zh-people", "zh", L, "小李住在哪里？", ["小王从杭州搬到了南京。", "小李从南京搬到了杭州。"]),
    ("zh-flew", "zh", E, "这个月我从哪里飞到哪里？", ["上个月我从广州飞到了成都。", "这个月我从成都飞到了广州。"]),
    ("zh-bus", "zh", L, "晚班车从哪里开到哪里？", ["早班车从园区开到地铁站。", "晚班车从地铁站开到园区。"]),
    ("zh-two-meetings", "zh", L, "销售部的周会在哪天？", ["市场部的周会从周一改到了周五。", "销售部的周会从周五改到了周一。"]),
    ("zh-two-rents", "zh", L, "我表哥的房租多少钱？", ["我弟弟的房租从3000涨到了3500。", "我表哥的房租从3500降到了3000。"]),
    ("zh-walked", "zh", E, "今天我从哪里走到哪里？", ["昨天我从家走到了公司。", "今天我从公司走到了家。"]),
    ("zh-frontends", "zh", L, "后台管理系统用什么框架？", ["前端从Vue换成了React。", "后台管理系统从React换成了Vue。"]),
    ("zh-flights", "zh", L, "那趟航班飞往哪里？", ["这趟航班从深圳飞往北京。", "那趟航班从北京飞往深圳。"]),
    # -- English: one claim, another content word in the same frame (a verb of liking, living, working)
    ("like-tea", "en", P, "What do I like to drink?", ["I like green tea.", "I enjoy green tea."]),
    ("like-hiking", "en", P, "What am I into?", ["I like hiking.", "I'm into hiking."]),
    ("love-jazz", "en", P, "What music do I like?", ["I love jazz.", "I really like jazz."]),
    ("enjoy-chess", "en", P, "What do I enjoy?", ["I enjoy playing chess.", "I like playing chess."]),
    ("work-stripe", "en", P, "Where do I work?", ["I work at Stripe.", "I'm employed by Stripe."]),
    ("work-shopify", "en", P, "Where do I work?", ["I work at Shopify.", "I'm with Shopify."]),
    ("live-lisbon", "en", P, "Where do I live?", ["I live in Lisbon.", "I'm based in Lisbon."]),
    ("live-toronto", "en", P, "Where do I live?", ["I live in Toronto.", "My home is in Toronto."]),
    # English look-alikes
    ("like-tea", "en", L, "Do I like tea?", ["I like tea.", "I used to like tea."]),
    ("love-job", "en", L, "How do I feel about my job?", ["I love my job.", "I hate my job."]),
    ("live-paris", "en", L, "Where do I work?", ["I live in Paris.", "I work in Paris."]),
    ("like-coffee", "en", L, "What does my wife like?", ["I like coffee.", "My wife likes coffee."]),
    ("work-google", "en", L, "Where does my brother work?", ["I work at Google.", "My brother works at Google."]),
    ("based-berlin", "en", L, "Where is my team based?", ["I'm based in Berlin.", "My team is based in Berlin."]),
    ("enjoy-cooking", "en", L, "What do I enjoy?", ["I enjoy cooking.", "I enjoy eating out."]),
    ("live-lisbon", "en", L, "Where does my sister live?", ["I live in Lisbon.", "My sister is based in Lisbon."]),
    # -- Chinese: one claim, another content word in the same frame
    ("zh-like-tea", "zh", P, "我喜欢喝什么？", ["我喜欢喝绿茶。", "我爱喝绿茶。"]),
    ("zh-like-hike", "zh", P, "我喜欢做什么？", ["我喜欢爬山。", "我很喜欢爬山。"]),
    ("zh-live-chengdu", "zh", P, "我住在哪里？", ["我住在成都。", "我家在成都。"]),
    ("zh-work-tencent", "zh", P, "我在哪里工作？", ["我在腾讯工作。", "我在腾讯上班。"]),
    ("zh-love-scifi", "zh", P, "我爱看什么书？", ["我爱看科幻小说。", "我很喜欢看科幻小说。"]),
    ("zh-live-qingdao", "zh", P, "我住在哪里？", ["我住在青岛。", "我家在青岛。"]),
    # Chinese look-alikes
    ("zh-like-tea", "zh", L, "我以前喜欢喝什么？", ["我喜欢喝茶。", "我以前喜欢喝茶。"]),
    ("zh-love-job", "zh", L, "我觉得我的工作怎么样？", ["我喜欢我的工作。", "我讨厌我的工作。"]),
    ("zh-live-shanghai", "zh", L, "我在哪里工作？", ["我住在上海。", "我在上海工作。"]),
    ("zh-like-hike", "zh", L, "我老婆喜欢做什么？", ["我喜欢爬山。", "我老婆喜欢爬山。"]),
    ("zh-work-tencent", "zh", L, "我弟弟在哪里工作？", ["我在腾讯工作。", "我弟弟在腾讯工作。"]),
    ("zh-live-chengdu", "zh", L, "我爸妈住在哪里？", ["我住在成都。", "我爸妈家在成都。"]),
]


def main() -> None:
    check = check_groups([group for group, *_ in CASES], SEED)
    rows = [{"lang": lang, "group": f"back-{group}", "question": question, "cls": cls, "seq": seq,
             "id": 180000 + n, "split": "check" if group in check else "tuning"}
            for n, (group, lang, cls, question, seq) in enumerate(CASES)]
    controls = sum(1 for _, _, cls, _, _ in CASES if cls in (L, E))
    header = {"about": "issue #12 IN-SAMPLE probes for a change said back (bench/make_back_probes.py): written by "
                       "the engineer who tunes on them, before any rule was fitted to them: 'from A to B' then "
                       "'from B (back) to A' of one subject (EN/ZH), a plain older sentence then a change back, the "
                       "full chain; look-alikes that must stay apart (two people, two routes, two trips, two "
                       "subjects changed the other way, 从北京到上海的高铁 / 从上海到北京的高铁); one claim with "
                       "another verb of liking, living or working in the same frame and its look-alikes (used "
                       f"to, love / hate, live / work, another person); {controls} of {len(CASES)} cases are "
                       "controls; split once before tuning by group into `tuning` (rules fitted to it) and "
                       "`check` (counted only)",
              "split_seed": SEED, "split_unit": "group", "cases": len(CASES), "controls": controls}
    write_jsonl(OUT, header, rows)
    print(f"wrote {OUT}: {len(CASES)} cases, {controls} controls")
    print(Counter((row["cls"], row["split"]) for row in rows))


if __name__ == "__main__":
    main()
