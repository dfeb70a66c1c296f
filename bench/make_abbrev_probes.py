"""Build the short-and-full-form probe set (issue #12 restatements a coding agent's user says two ways, English and
Chinese) once, and split it.

    .venv/bin/python bench/make_abbrev_probes.py   # writes bench/data/abbrev_probes.jsonl

Written by session 30 (abbrev30) after the table (words.SYNONYM_ROWS_EN / SYNONYM_PHRASES_EN / SYNONYM_ROWS_ZH) and
before any rule reading it was changed, in wording of its own (no sentence of another probe file). The cause: a
restatement that says a term short once and in full once (prod / production, DB / database, PR / pull request, k8s /
Kubernetes, 数据库 / DB, 生产环境 / 线上环境, 单测 / 单元测试, 代码审查 / code review) is read as another content word,
so the same fact is stored twice.
The look-alikes a careless rule of that cause would merge: the short form swapped for another thing (prod DB /
staging DB, 生产库 / 测试库, PR / MR, deploy / release), a Chinese term inside another word (开发版本 is no 发版,
简单测试 no 单测), and a swap together with a changed value said with a change word (an update, not a restatement).

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263001
OUT = Path(__file__).resolve().parent / "data" / "abbrev_probes.jsonl"

R, L, S = "restatement", "distinct_lookalike", "update_signal"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: a short form and its full form --------------------------------------------------------------
    ("proddb", "en", R, "Where does the prod database run?", "Our prod DB runs on a db.r6g.large instance.", "Our production database runs on a db.r6g.large instance."),
    ("proddb", "en", L, "Where does the prod database run?", "Our prod DB runs on a db.r6g.large instance.", "Our staging DB runs on a db.r6g.large instance."),
    ("proddb", "en", S, "Where does the prod database run?", "Our prod DB runs on a db.r6g.large instance.", "We moved the production database to a db.r6g.xlarge instance."),
    ("prreview", "en", R, "How many approvals does a PR need?", "Every PR needs two approvals before merging.", "Every pull request needs two approvals before merging."),
    ("prreview", "en", L, "How many approvals does a PR need?", "Every PR needs two approvals before merging.", "Every PR needs one approval before merging."),
    ("prreview", "en", L, "How many approvals does a PR need?", "Every PR needs two approvals before merging.", "Every release needs two approvals before merging."),
    ("k8sver", "en", R, "Which Kubernetes version do we run?", "We run k8s 1.29 on the main cluster.", "We run Kubernetes 1.29 on the main cluster."),
    ("k8sver", "en", L, "Which Kubernetes version do we run?", "We run k8s 1.29 on the main cluster.", "We run k8s 1.29 on the batch cluster."),
    ("k8sver", "en", S, "Which Kubernetes version do we run?", "We run k8s 1.29 on the main cluster.", "We upgraded the main cluster to Kubernetes 1.30."),
    ("envfile", "en", R, "Where are the env vars kept?", "The env vars for the API live in a .env file.", "The environment variables for the API live in a .env file."),
    ("envfile", "en", L, "Where are the env vars kept?", "The env vars for the API live in a .env file.", "The secrets for the API live in a .env file."),
    ("repohost", "en", R, "Where is the repo hosted?", "The repo is hosted on GitLab.", "The repository is hosted on GitLab."),
    ("repohost", "en", L, "Where is the repo hosted?", "The repo is hosted on GitLab.", "The wiki is hosted on GitLab."),
    ("repohost", "en", S, "Where is the repo hosted?", "The repo is hosted on GitLab.", "We moved the repository from GitLab to GitHub."),
    ("tsstrict", "en", R, "Do we use strict mode?", "Our TS config turns on strict mode.", "Our TypeScript configuration turns on strict mode."),
    ("tsstrict", "en", L, "Do we use strict mode?", "Our TS config turns on strict mode.", "Our JS config turns on strict mode."),
    ("docsite", "en", R, "Where are the docs built?", "The docs are built with MkDocs.", "The documentation is built with MkDocs."),
    ("docsite", "en", L, "Where are the docs built?", "The docs are built with MkDocs.", "The docs are built with Sphinx."),
    ("pgver", "en", R, "Which Postgres version do we use?", "We are on Postgres 16 in production.", "We are on PostgreSQL 16 in prod."),
    ("pgver", "en", L, "Which Postgres version do we use?", "We are on Postgres 16 in production.", "We are on Postgres 16 in staging."),
    ("cirunner", "en", R, "What runs continuous integration?", "Continuous integration runs on GitHub Actions.", "CI runs on GitHub Actions."),
    ("cirunner", "en", L, "What runs continuous integration?", "Continuous integration runs on GitHub Actions.", "Deployment runs on GitHub Actions."),
    ("vmsize", "en", R, "How much memory does the build VM have?", "The build VM has 16 GB of memory.", "The build virtual machine has 16 GB of memory."),
    ("vmsize", "en", L, "How much memory does the build VM have?", "The build VM has 16 GB of memory.", "The build VM has 32 GB of memory."),
    ("editor", "en", R, "Which editor does Priya use?", "Priya writes code in VS Code.", "Priya writes code in vscode."),
    ("editor", "en", L, "Which editor does Priya use?", "Priya writes code in VS Code.", "Priya writes code in Visual Studio."),
    ("deps", "en", R, "How are dependencies pinned?", "Our deps are pinned in a lock file.", "Our dependencies are pinned in a lock file."),
    ("deps", "en", L, "How are dependencies pinned?", "Our deps are pinned in a lock file.", "Our deps are pinned in a requirements file."),
    ("mongo", "en", R, "Where do sessions live?", "User sessions are stored in Mongo.", "User sessions are stored in MongoDB."),
    ("mongo", "en", L, "Where do sessions live?", "User sessions are stored in Mongo.", "User sessions are stored in Redis."),
    ("gymday", "en", R, "When do I go to the gym?", "I go to the gymnasium on Tuesday evenings.", "I go to the gym on Tuesday evenings."),
    ("gymday", "en", L, "When do I go to the gym?", "I go to the gymnasium on Tuesday evenings.", "I go to the pool on Tuesday evenings."),
    ("unistudy", "en", R, "What did my niece study?", "My niece studied chemistry at uni.", "My niece studied chemistry at university."),
    ("unistudy", "en", L, "What did my niece study?", "My niece studied chemistry at uni.", "My niece studied physics at uni."),
    ("mlteam", "en", R, "Who leads machine learning?", "Aisha leads the machine learning team.", "Aisha leads the ML team."),
    ("mlteam", "en", L, "Who leads machine learning?", "Aisha leads the machine learning team.", "Aisha leads the data team."),
    # -- Chinese: 技术词的全称、简称和英文说法 -------------------------------------------------------------------
    ("shujuku", "zh", R, "我们的数据库用的是什么？", "我们的数据库用的是MySQL 8。", "我们的DB用的是MySQL 8。"),
    ("shujuku", "zh", L, "我们的数据库用的是什么？", "我们的数据库用的是MySQL 8。", "我们的缓存用的是MySQL 8。"),
    ("shengchan", "zh", R, "生产环境部署在哪里？", "生产环境部署在阿里云杭州区。", "线上环境部署在阿里云杭州区。"),
    ("shengchan", "zh", L, "生产环境部署在哪里？", "生产环境部署在阿里云杭州区。", "测试环境部署在阿里云杭州区。"),
    ("shengchan", "zh", S, "生产环境部署在哪里？", "生产环境部署在阿里云杭州区。", "线上环境已经迁到腾讯云上海区了。"),
    ("shengchanku", "zh", R, "谁能改生产库？", "只有运维组能改生产库。", "只有运维组能改线上库。"),
    ("shengchanku", "zh", L, "谁能改生产库？", "只有运维组能改生产库。", "只有运维组能改测试库。"),
    ("danche", "zh", R, "单测覆盖率要求多少？", "单测覆盖率要求不低于80%。", "单元测试覆盖率要求不低于80%。"),
    ("danche", "zh", L, "单测覆盖率要求多少？", "单测覆盖率要求不低于80%。", "单测覆盖率要求不低于60%。"),
    ("danche", "zh", L, "单测覆盖率要求多少？", "单测覆盖率要求不低于80%。", "集成测试覆盖率要求不低于80%。"),
    ("faban", "zh", R, "我们什么时候发版？", "我们每周四晚上发版。", "我们每周四晚上发布版本。"),
    ("faban", "zh", L, "我们什么时候发版？", "我们每周四晚上发版。", "我们每周四晚上开发版本。"),
    ("faban", "zh", S, "我们什么时候发版？", "我们每周四晚上发版。", "我们改成每周二晚上发版了。"),
    ("daimaku", "zh", R, "代码库放在哪里？", "我们的代码库放在公司的GitLab上。", "我们的repo放在公司的GitLab上。"),
    ("daimaku", "zh", L, "代码库放在哪里？", "我们的代码库放在公司的GitLab上。", "我们的文档放在公司的GitLab上。"),
    ("peizhi", "zh", R, "配置文件在哪？", "Nginx的配置文件在/etc/nginx目录下。", "Nginx的config文件在/etc/nginx目录下。"),
    ("peizhi", "zh", L, "配置文件在哪？", "Nginx的配置文件在/etc/nginx目录下。", "Nginx的日志文件在/etc/nginx目录下。"),
    ("shencha", "zh", R, "代码审查谁负责？", "代码审查由小王负责。", "code review由小王负责。"),
    ("shencha", "zh", L, "代码审查谁负责？", "代码审查由小王负责。", "代码审查由小李负责。"),
    ("shencha", "zh", R, "代码审查谁负责？", "代码审查由小王负责。", "代码评审由小王负责。"),
    ("tijiao", "zh", R, "提交信息用什么语言写？", "我们的提交信息统一用英文写。", "我们的commit message统一用英文写。"),
    ("tijiao", "zh", L, "提交信息用什么语言写？", "我们的提交信息统一用英文写。", "我们的提交信息统一用中文写。"),
    ("fuwuqi", "zh", R, "服务器在哪个机房？", "我们的服务器在北京亦庄机房。", "我们的server在北京亦庄机房。"),
    ("fuwuqi", "zh", L, "服务器在哪个机房？", "我们的服务器在北京亦庄机房。", "我们的备份在北京亦庄机房。"),
    ("zhanghao", "zh", R, "我的游戏帐号叫什么？", "我的游戏帐号叫星河漫步。", "我的游戏账号叫星河漫步。"),
    ("zhanghao", "zh", L, "我的游戏帐号叫什么？", "我的游戏帐号叫星河漫步。", "我的游戏帐号叫月下独酌。"),
    ("xiangpian", "zh", R, "旅行照片存在哪里？", "我把旅行相片都存在移动硬盘里了。", "我把旅行照片都存在移动硬盘里了。"),
    ("xiangpian", "zh", L, "旅行照片存在哪里？", "我把旅行相片都存在移动硬盘里了。", "我把旅行视频都存在移动硬盘里了。"),
    ("nanyou", "zh", R, "我男朋友做什么工作？", "我男友在一家游戏公司做美术。", "我男朋友在一家游戏公司做美术。"),
    ("nanyou", "zh", L, "我男朋友做什么工作？", "我男友在一家游戏公司做美术。", "我女友在一家游戏公司做美术。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "abbrev", 300100)


def main() -> None:
    write_pair_file(OUT, "issue #12 short-and-full-form probe set, English and Chinese, IN-SAMPLE (hand-written by "
                         "session 30, abbrev30, before changing any rule reading the table of this round: a "
                         "restatement that says a term short once and in full once, prod / production, DB / "
                         "database, PR / pull request, k8s / Kubernetes, 数据库 / DB, 生产环境 / 线上环境, 单测 / "
                         "单元测试, 代码审查 / code review, with the look-alikes that must stay two: the short form "
                         "swapped for another thing, a Chinese term inside another word, and a swap with a changed "
                         "value said with a change word, an update; not part of update_set.jsonl); built by "
                         "bench/make_abbrev_probes.py; split once before tuning into 'tuning' (tuned on) and "
                         "'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
