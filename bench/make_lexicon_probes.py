"""Issue #12: IN-SAMPLE probes for everyday and coding-agent synonyms (session 34, lexicon34), hand-written by the
engineer who tunes on them, BEFORE any synonym row of the round was added (the audits of blind sets 6-11 say nearly
every missed restatement has a word no reading knows):
  - restatements that say one thing with another everyday word: boss / manager, flat / apartment, attorney / lawyer,
    coworker / colleague, garbage / trash / rubbish, motorbike / motorcycle, drugstore / pharmacy, jog / run,
    conference / meeting room, log in / sign in, folder / directory, defect / bug, lorry / truck, petrol / gasoline,
    subway / metro, 爱人 / 配偶, 工资 / 薪水, 笔记本电脑 / 手提电脑, 上班 / 工作, 跑步 / 慢跑, 老板 / 上司 / 领导,
    礼拜天 / 星期天, 打的 / 打车, 摩托 / 摩托车, 房租 / 租金, 目录 / 文件夹, 登录 / 登陆, 我先生 / 我老公 …;
  - distinct controls where the two words are NOT the same thing: manager / mentor, laptop / desktop, flat / house,
    sign in / sign up, subway / bus, petrol / diesel, infant / toddler, 老婆 / 女朋友, 跑步 / 散步, 老板 / 导师,
    上班 / 实习, staging / prod, 测试环境 / 生产环境, 医院 / 诊所, 房租 / 房贷 …
Every group has a look-alike beside its restatements.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_lexicon_probes.py   # writes bench/data/lexicon_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/lexicon_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263407
OUT = Path(__file__).resolve().parent / "data" / "lexicon_probes.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: people ------------------------------------------------------------------------------------------
    ("boss", "en", R, "Who is my manager?", "My boss is Hannah Reyes.", "My manager is Hannah Reyes."),
    ("boss", "en", L, "Who is my mentor?", "My manager is Hannah Reyes.", "My mentor is Hannah Reyes."),
    ("boss", "en", L, "Who is my boss's boss?", "My boss is Hannah Reyes.", "My skip-level is Hannah Reyes."),
    ("lawyer", "en", R, "Who is my lawyer?", "My lawyer is Dana Whitfield.", "My attorney is Dana Whitfield."),
    ("lawyer", "en", L, "Who is my accountant?", "My attorney is Dana Whitfield.", "My accountant is Dana Whitfield."),
    ("cowork", "en", R, "Who sits next to me?", "My coworker Raj sits next to me at the office.", "My colleague Raj sits next to me at the office."),
    ("cowork", "en", L, "Who sits next to me?", "My colleague Raj sits next to me at the office.", "My manager Raj sits next to me at the office."),
    ("mama", "en", R, "Where does my mother live?", "My mama lives in Porto.", "My mom lives in Porto."),
    ("mama", "en", L, "Where does my aunt live?", "My mom lives in Porto.", "My aunt lives in Porto."),
    ("auntie", "en", R, "Who teaches piano?", "My auntie teaches piano in Leeds.", "My aunt teaches piano in Leeds."),
    ("auntie", "en", L, "Who teaches piano?", "My aunt teaches piano in Leeds.", "My uncle teaches piano in Leeds."),
    ("granddad", "en", R, "Where did my grandfather grow up?", "My granddad grew up in Cork.", "My grandpa grew up in Cork."),
    ("granddad", "en", L, "Where did my grandmother grow up?", "My grandpa grew up in Cork.", "My grandma grew up in Cork."),
    ("papa", "en", R, "Where does my father work?", "My papa works at the paper mill.", "My dad works at the paper mill."),
    ("papa", "en", L, "Where does my stepfather work?", "My dad works at the paper mill.", "My stepdad works at the paper mill."),
    ("baby", "en", R, "When does the baby sleep?", "Our baby sleeps from seven to six.", "Our infant sleeps from seven to six."),
    ("baby", "en", L, "When does the toddler sleep?", "Our infant sleeps from seven to six.", "Our toddler sleeps from seven to six."),
    ("kiddo", "en", R, "Which school does my kid go to?", "My kiddo goes to Maple Street Elementary.", "My kid goes to Maple Street Elementary."),
    ("kiddo", "en", L, "Which school does my nephew go to?", "My kid goes to Maple Street Elementary.", "My nephew goes to Maple Street Elementary."),
    ("doggo", "en", R, "What breed is our dog?", "Our doggo is a three-year-old corgi.", "Our dog is a three-year-old corgi."),
    ("doggo", "en", L, "What breed is the neighbours' dog?", "Our dog is a three-year-old corgi.", "The neighbours' dog is a three-year-old corgi."),
    # -- English: home, things, getting around --------------------------------------------------------------------
    ("flat", "en", R, "Where do I rent?", "I rent a one-bedroom flat in Leith.", "I rent a one-bedroom apartment in Leith."),
    ("flat", "en", L, "What do I rent?", "I rent a one-bedroom flat in Leith.", "I rent a one-bedroom house in Leith."),
    ("trash", "en", R, "When does the garbage go out?", "The trash goes out on Tuesday nights.", "The garbage goes out on Tuesday nights."),
    ("trash", "en", R, "When does the garbage go out?", "The garbage goes out on Tuesday nights.", "The rubbish goes out on Tuesday nights."),
    ("trash", "en", L, "When does the recycling go out?", "The trash goes out on Tuesday nights.", "The recycling goes out on Tuesday nights."),
    ("motorbike", "en", R, "How do I get to work?", "I ride a motorbike to work.", "I ride a motorcycle to work."),
    ("motorbike", "en", L, "How do I get to work?", "I ride a motorcycle to work.", "I ride a bicycle to work."),
    ("drugstore", "en", R, "Where do I get my prescriptions?", "I pick up my prescriptions at the drugstore on Elm Street.", "I pick up my prescriptions at the pharmacy on Elm Street."),
    ("drugstore", "en", L, "Where do I get my prescriptions?", "I pick up my prescriptions at the pharmacy on Elm Street.", "I pick up my prescriptions at the clinic on Elm Street."),
    ("lorry", "en", R, "What does my dad drive for a living?", "My dad drives a lorry for a living.", "My dad drives a truck for a living."),
    ("lorry", "en", L, "What does my dad drive for a living?", "My dad drives a truck for a living.", "My dad drives a bus for a living."),
    ("petrol", "en", R, "What fuel does the van take?", "The van runs on petrol.", "The van runs on gasoline."),
    ("petrol", "en", L, "What fuel does the van take?", "The van runs on petrol.", "The van runs on diesel."),
    ("subway", "en", R, "How do I get to the office?", "I take the subway to the office.", "I take the metro to the office."),
    ("subway", "en", L, "How do I get to the office?", "I take the subway to the office.", "I take the bus to the office."),
    ("laptop", "en", R, "What is my work laptop?", "My work laptop is a ThinkPad X1 Carbon.", "My work notebook is a ThinkPad X1 Carbon."),
    ("laptop", "en", L, "What does my desktop run?", "My laptop runs Fedora.", "My desktop runs Fedora."),
    ("ride", "en", R, "What car do I drive?", "My car is a 2015 Subaru Outback.", "My ride is a 2015 Subaru Outback."),
    ("ride", "en", L, "What car does my wife drive?", "My car is a 2015 Subaru Outback.", "My wife's car is a 2015 Subaru Outback."),
    ("gig", "en", R, "What is my side job?", "My side job is tutoring maths.", "My side gig is tutoring maths."),
    ("gig", "en", L, "What is my full-time job?", "My side job is tutoring maths.", "My full-time job is tutoring maths."),
    ("jog", "en", R, "What do I do every morning?", "I jog along the canal every morning.", "I run along the canal every morning."),
    ("jog", "en", L, "What do I do every morning?", "I run along the canal every morning.", "I walk along the canal every morning."),
    ("jog", "en", L, "What do I do every morning?", "I jog along the canal every morning.", "I cycle along the canal every morning."),
    ("cellnum", "en", R, "What does my phone number end in?", "My cell number ends in 4471.", "My mobile number ends in 4471."),
    ("cellnum", "en", L, "What does my landline end in?", "My mobile number ends in 4471.", "My landline number ends in 4471."),
    ("luggage", "en", R, "What do I travel with?", "I always travel with carry-on luggage only.", "I always travel with carry-on baggage only."),
    ("luggage", "en", L, "What do I travel with?", "I always travel with carry-on luggage only.", "I always travel with a backpack only."),
    # -- English: a coding agent's words ---------------------------------------------------------------------------
    ("defect", "en", R, "Where is the bug?", "The defect is in the checkout form validation.", "The bug is in the checkout form validation."),
    ("defect", "en", L, "Where is the typo?", "The bug is in the checkout form validation.", "The typo is in the checkout form validation."),
    ("folder", "en", R, "Where are the build scripts?", "The build scripts are in the tools folder.", "The build scripts are in the tools directory."),
    ("folder", "en", L, "Where are the build scripts?", "The build scripts are in the tools folder.", "The build scripts are in the tools branch."),
    ("signin", "en", R, "How do I log in?", "I log in with my GitHub account.", "I sign in with my GitHub account."),
    ("signin", "en", L, "How did I sign up?", "I sign in with my GitHub account.", "I sign up with my GitHub account."),
    ("confroom", "en", R, "Where is standup?", "Standup is in the big conference room.", "Standup is in the big meeting room."),
    ("confroom", "en", L, "Where is lunch?", "Standup is in the big meeting room.", "Standup is in the big break room."),
    ("staging", "en", L, "What does staging run on?", "Staging runs on Postgres 15.", "Prod runs on Postgres 15."),
    ("staging", "en", R, "What does prod run on?", "Production runs on Postgres 15.", "Prod runs on Postgres 15."),
    # -- Chinese: people ------------------------------------------------------------------------------------------
    ("airen", "zh", R, "我爱人在哪上班？", "我爱人在市医院上班。", "我配偶在市医院上班。"),
    ("airen", "zh", L, "我女朋友在哪上班？", "我老婆在市医院上班。", "我女朋友在市医院上班。"),
    ("xiansheng", "zh", R, "我丈夫做什么工作？", "我先生是律师。", "我老公是律师。"),
    ("xiansheng", "zh", L, "我男朋友做什么工作？", "我老公是律师。", "我男朋友是律师。"),
    ("laoban", "zh", R, "我老板姓什么？", "我老板姓周。", "我上司姓周。"),
    ("laoban", "zh", R, "我领导姓什么？", "我上司姓周。", "我领导姓周。"),
    ("laoban", "zh", L, "我导师姓什么？", "我老板姓周。", "我导师姓周。"),
    ("laoban", "zh", L, "我房东姓什么？", "我领导姓周。", "我房东姓周。"),
    # -- Chinese: work, money, home -------------------------------------------------------------------------------
    ("gongzi", "zh", R, "我每月工资多少？", "我的工资每月一万二。", "我的薪水每月一万二。"),
    ("gongzi", "zh", L, "我每月奖金多少？", "我的工资每月一万二。", "我的奖金每月一万二。"),
    ("shangban", "zh", R, "我在哪工作？", "我在一家宠物医院上班。", "我在一家宠物医院工作。"),
    ("shangban", "zh", L, "我在哪实习？", "我在一家宠物医院上班。", "我在一家宠物医院实习。"),
    ("fangzu", "zh", R, "我每月房租多少？", "我每月房租三千五。", "我每月租金三千五。"),
    ("fangzu", "zh", L, "我每月房贷多少？", "我每月房租三千五。", "我每月房贷三千五。"),
    ("hospital", "zh", L, "我妈在哪当护士？", "我妈在一家医院当护士。", "我妈在一家诊所当护士。"),
    ("laptopzh", "zh", R, "我的笔记本电脑是什么牌子？", "我的笔记本电脑是联想的。", "我的手提电脑是联想的。"),
    ("laptopzh", "zh", L, "我的台式机是什么牌子？", "我的笔记本电脑是联想的。", "我的台式机是联想的。"),
    ("car", "zh", R, "我开什么车？", "我的汽车是一辆白色的丰田。", "我的车是一辆白色的丰田。"),
    ("car", "zh", L, "我骑什么？", "我的汽车是一辆白色的丰田。", "我的摩托车是一辆白色的丰田。"),
    # -- Chinese: habits and getting around -----------------------------------------------------------------------
    ("paobu", "zh", R, "我每天晚上做什么？", "我每天晚上去江边跑步。", "我每天晚上去江边慢跑。"),
    ("paobu", "zh", L, "我每天晚上做什么？", "我每天晚上去江边跑步。", "我每天晚上去江边散步。"),
    ("paobu", "zh", L, "我每天晚上做什么？", "我每天晚上去江边慢跑。", "我每天晚上去江边走路。"),
    ("libai", "zh", R, "我每周哪天去教堂？", "我每个礼拜天去教堂。", "我每个星期天去教堂。"),
    ("libai", "zh", L, "我每周哪天去教堂？", "我每个礼拜天去教堂。", "我每个星期六去教堂。"),
    ("dadi", "zh", R, "我下班怎么回家？", "我下班一般打的回家。", "我下班一般打车回家。"),
    ("dadi", "zh", L, "我下班怎么回家？", "我下班一般打车回家。", "我下班一般坐地铁回家。"),
    ("moto", "zh", R, "我怎么上班？", "我骑摩托上班。", "我骑摩托车上班。"),
    ("moto", "zh", L, "我怎么上班？", "我骑摩托车上班。", "我骑自行车上班。"),
    ("bus", "zh", R, "我坐什么上学？", "我坐公交车上学。", "我坐巴士上学。"),
    ("bus", "zh", L, "我坐什么上学？", "我坐公交车上学。", "我坐地铁上学。"),
    # -- Chinese: a coding agent's words --------------------------------------------------------------------------
    ("mulu", "zh", R, "构建脚本在哪？", "构建脚本在tools目录下。", "构建脚本在tools文件夹下。"),
    ("mulu", "zh", L, "构建脚本在哪？", "构建脚本在tools目录下。", "构建脚本在tools仓库里。"),
    ("denglu", "zh", R, "我用什么登录？", "我用GitHub账号登录。", "我用GitHub账号登陆。"),
    ("denglu", "zh", L, "我用什么注册？", "我用GitHub账号登录。", "我用GitHub账号注册。"),
    ("bug", "zh", R, "这个bug在哪？", "这个bug在登录页面。", "这个缺陷在登录页面。"),
    ("bug", "zh", L, "这个需求在哪？", "这个bug在登录页面。", "这个需求在登录页面。"),
    ("envzh", "zh", L, "生产环境用的什么数据库？", "测试环境用的是MySQL 8。", "生产环境用的是MySQL 8。"),
    ("envzh", "zh", R, "生产环境用的什么数据库？", "生产环境用的是MySQL 8。", "线上环境用的是MySQL 8。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "lexicon", 334700)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_lexicon_probes.py): hand-written by session 34 "
                         "(lexicon34) before any synonym row of its round was added, for everyday and coding-agent "
                         "synonyms in English and Chinese (boss / manager, flat / apartment, 工资 / 薪水, 跑步 / 慢跑 …); "
                         "every group has look-alikes that are DIFFERENT facts (manager / mentor, laptop / desktop, "
                         "老婆 / 女朋友, 跑步 / 散步, staging / prod …) or restatements; split once before tuning into "
                         "'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
