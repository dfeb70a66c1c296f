"""Issue #12: IN-SAMPLE probes for stale answers at rank 1 when the write path does not link an update (session 33,
staleread33), hand-written by the engineer who tunes on them, before any rule of the round was changed:
  - updates said in fresh words: no word in common with the older sentence, the change told as a story ("Handed in
    my badge in March; Shopify hired me a week later" after "I work at Stripe"), with the question the user asks;
    the read-time net (flymemory.outdated) is the last chance to show the newer one first.
  - look-alikes: two distinct facts of one frame, the question naming the OLDER one's own detail ("Which port does
    service alpha use?" for alpha / beta, "我姐姐住在哪里？" for 姐姐 / 哥哥): the older must stay first
    (`older_right`, read by bench/bench_readnet.py).
Every group has an update beside its look-alike.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_staleread_probes.py   # writes bench/data/staleread_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/staleread_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263303
OUT = Path(__file__).resolve().parent / "data" / "staleread_probes.jsonl"

S, N = "update_signal", "update_nosignal"
L = "distinct_lookalike"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: a change told as a story, no word in common ---------------------------------------------------
    ("job", "en", S, "Where do I work?", "I work at Stripe as a backend engineer.", "Handed in my badge in March; Shopify hired me a week later."),
    ("job", "en", L, "Where does my wife work?", "My wife works at Stripe as a designer.", "I handed in my badge in March and joined Shopify."),
    ("city", "en", S, "Where do I live?", "I live in Denver.", "We packed up everything in June and the moving truck dropped us in Portland."),
    ("city", "en", L, "Where does my sister live?", "My sister lives in Denver.", "My brother packed up in June and moved to Portland."),
    ("car", "en", S, "What car do I drive?", "I drive a 2015 Honda Civic.", "The dealer took my old hatchback in trade, and I drove home a Tesla Model 3."),
    ("car", "en", L, "What car does my dad drive?", "My dad drives a 2015 Honda Civic.", "I traded in my old hatchback for a Tesla Model 3."),
    ("editor", "en", S, "Which editor do I use?", "I write code in Sublime Text.", "A colleague got me hooked on Neovim and I haven't opened anything else since."),
    ("editor", "en", L, "Which editor does the frontend team use?", "The frontend team writes code in Sublime Text.", "The data team switched over to Neovim last sprint."),
    ("port", "en", S, "Which port does the API gateway listen on?", "The API gateway listens on port 8080.", "After the firewall audit, ops rebound it to 8443."),
    ("port", "en", L, "Which port does service alpha use?", "Service alpha listens on port 8080.", "Service beta got moved to 9090 after the firewall change."),
    ("hosting", "en", S, "Where is our website hosted?", "Our website is hosted on Heroku.", "Costs got silly, so we lifted everything onto a Hetzner box last month."),
    ("hosting", "en", L, "Where is the marketing site hosted?", "The marketing site is hosted on Heroku.", "The docs portal moved onto a Hetzner box last month."),
    ("phone", "en", S, "What phone do I use?", "I use a Pixel 6.", "Dropped it in a lake on holiday and replaced it with an iPhone 15."),
    ("phone", "en", L, "What phone does my son use?", "My son uses a Pixel 6.", "My daughter replaced her old one with an iPhone 15."),
    ("manager", "en", S, "Who is my manager?", "My manager is Priya.", "Priya got promoted to director, and Marcus took over my team."),
    ("manager", "en", L, "Who manages the mobile team?", "Priya manages the mobile team.", "Marcus took over the web team in May."),
    ("gym", "en", S, "When do I go to the gym?", "I go to the gym on Tuesdays.", "My new shift made that impossible, so Saturday mornings are my workout slot now."),
    ("gym", "en", L, "When does my husband go to the gym?", "My husband goes to the gym on Tuesdays.", "I switched my workouts to Saturday mornings."),
    ("tracker", "en", S, "Which bug tracker do we use?", "Our bug tracker is Jira.", "After the licence fight last spring, every ticket got ported over to Linear."),
    ("tracker", "en", L, "Which tracker does the backend team use?", "The backend team tracks bugs in Jira.", "The design team switched to Linear for its tickets."),
    ("coffee", "en", N, "How many cups of coffee do I drink a day?", "I drink three cups of coffee a day.", "After the checkup my doctor limited me to a single cup each morning."),
    ("coffee", "en", L, "How many cups of coffee does my partner drink a day?", "My partner drinks three cups of coffee a day.", "My doctor limited me to a single cup each morning."),
    ("school", "en", S, "Which school does my daughter attend?", "My daughter goes to Lincoln Elementary.", "We pulled her out in the fall; she's at Oakwood Academy these days."),
    ("school", "en", L, "Which school does my daughter attend?", "My daughter goes to Lincoln Elementary.", "My son switched to Oakwood Academy this fall."),
    ("office", "en", S, "When does the London office open?", "The London office opens at 9 am.", "Since the lease renewal, doors in London unlock at 8 instead."),
    ("office", "en", L, "When does the London office open?", "The London office opens at 9 am.", "The Berlin office now opens at 8."),
    ("db", "en", S, "What does the staging database run on?", "The staging database runs on Postgres 14.", "We gave up on it after the outage and rebuilt staging on MySQL 8."),
    ("db", "en", L, "What does the staging database run on?", "The staging database runs on Postgres 14.", "The analytics warehouse moved to ClickHouse."),
    ("lunch", "en", N, "Where do I eat lunch?", "I eat lunch at the office canteen.", "These days I bring a lunchbox from home and eat at my desk."),
    ("lunch", "en", L, "Where does my team eat lunch?", "My team eats lunch at the office canteen.", "I bring a lunchbox from home these days."),
    # -- Chinese: a change told as a story ------------------------------------------------------------------------
    ("zh-city", "zh", S, "我住在哪里？", "我住在成都。", "去年夏天把家当都打包了，现在在厦门安了家。"),
    ("zh-city", "zh", L, "我姐姐住在哪里？", "我姐姐住在成都。", "我哥哥去年搬到了厦门。"),
    ("zh-job", "zh", S, "我在哪家公司上班？", "我在京东上班。", "三月份交了工牌，一周后就去美团报到了。"),
    ("zh-job", "zh", L, "我老婆在哪家公司上班？", "我老婆在京东上班。", "我三月份跳槽去了美团。"),
    ("zh-car", "zh", S, "我开什么车？", "我开的是一辆大众朗逸。", "旧车卖给了二手车商，提了一辆比亚迪汉。"),
    ("zh-car", "zh", L, "我爸开什么车？", "我爸开的是一辆大众朗逸。", "我提了一辆比亚迪汉。"),
    ("zh-repo", "zh", S, "我们的代码放在哪？", "我们的代码放在GitLab上。", "迁仓库折腾了一周，如今全在GitHub上了。"),
    ("zh-repo", "zh", L, "前端的代码放在哪？", "前端的代码放在GitLab上。", "后端的代码迁到了GitHub上。"),
    ("zh-boss", "zh", S, "我的主管是谁？", "我的主管是王磊。", "王磊升了总监，组里现在归刘洋管。"),
    ("zh-boss", "zh", L, "支付模块谁负责？", "支付模块由张伟负责。", "李娜接手了登录模块。"),
    ("zh-sport", "zh", S, "我每天早上做什么运动？", "我每天早上跑步。", "膝盖受伤后，医生让我改成游泳了。"),
    ("zh-sport", "zh", L, "我爸每天早上做什么运动？", "我爸每天早上跑步。", "我妈最近改成游泳了。"),
    ("zh-phone", "zh", S, "我用什么手机？", "我用的是小米手机。", "手机掉进水里报废了，补了一部苹果。"),
    ("zh-phone", "zh", L, "我妈用什么手机？", "我妈用的是小米手机。", "我补了一部苹果。"),
    ("zh-meeting", "zh", S, "周会哪天开？", "周会在周一开。", "老板嫌周一太赶，挪到周三了。"),
    ("zh-meeting", "zh", L, "周会哪天开？", "周会在周一开。", "例会挪到周三了。"),
    ("zh-editor", "zh", S, "我用什么编辑器？", "我的编辑器是VS Code。", "同事安利了Cursor，我就再没打开过别的。"),
    ("zh-editor", "zh", L, "后端组用什么编辑器？", "后端组的编辑器是VS Code。", "前端组都换成Cursor了。"),
    ("zh-cloud", "zh", S, "网站部署在哪？", "网站部署在阿里云上。", "费用太高，我们把服务全搬到了腾讯云。"),
    ("zh-cloud", "zh", L, "官网部署在哪？", "官网部署在阿里云上。", "商城搬到了腾讯云。"),
    ("zh-coffee", "zh", N, "我每天喝几杯咖啡？", "我每天喝三杯咖啡。", "体检之后，我只允许自己早上来一杯。"),
    ("zh-coffee", "zh", L, "我同事每天喝几杯咖啡？", "我同事每天喝三杯咖啡。", "我只允许自己早上来一杯。"),
    ("zh-port", "zh", S, "订单服务用哪个端口？", "订单服务用8080端口。", "防火墙整改以后，运维把它改到了8443。"),
    ("zh-port", "zh", L, "订单服务用哪个端口？", "订单服务用8080端口。", "支付服务改用9090端口了。"),
    ("zh-school", "zh", S, "我女儿在哪上学？", "我女儿在实验小学上学。", "秋天给她办了转学，如今在外国语学校读书。"),
    ("zh-school", "zh", L, "我女儿在哪上学？", "我女儿在实验小学上学。", "我儿子转学去了外国语学校。"),
    ("zh-office", "zh", S, "北京办公室几点上班？", "北京办公室九点上班。", "续租以后，北京那边提前到八点半开门了。"),
    ("zh-office", "zh", L, "北京办公室几点上班？", "北京办公室九点上班。", "上海办公室改成八点半上班了。"),
]


def build() -> list[dict]:
    rows = pair_rows([(f"{lang}-{group.removeprefix('zh-')}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "staleread", 333300)
    for row in rows:
        if row["cls"] == L:
            row["older_right"] = True  # the question names the older sentence's own detail: it stays first
    return rows


def main() -> None:
    rows = build()
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_staleread_probes.py): hand-written by session 33 "
                         "(staleread33) before any rule of its round was changed, for updates the write path does not "
                         "link (fresh wording, no shared words, a change told as a story) with the question the user "
                         "asks, each beside a look-alike of two DIFFERENT facts whose question names the older one's "
                         "own detail (older_right: the older stays first); split once before tuning into 'tuning' "
                         "(tuned on) and 'check' (counted only), by group",
                    rows, SPLIT_SEED, controls=sum(row["cls"] == L for row in rows))


if __name__ == "__main__":
    main()
