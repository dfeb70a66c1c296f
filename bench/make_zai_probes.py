"""Issue #12: IN-SAMPLE probes of one value said after 在 / 是 / 用 / 放在 / 部署在 of two subjects in Chinese
(session 40, zai40), hand-written before any rule of the round was changed, by the engineer who tunes on it:
  - distinct look-alikes: two different things, each named before the frame word, share one value ("数据库在
    ap-east-1" / "对象存储在 ap-east-1"), some with subjects in Latin letters (Redis / MySQL) and some with the
    value written another way on one side (ap-east-1 / AP East 1): two facts, never merged nor linked;
  - restatements: the same subject, the frame word said once plainly and once with a verb (在 / 部署在, 用 / 用的是),
    some with the value written another way: stored once;
  - updates: the same subject, the value replaced, with a change word (迁到 … 了) or without one.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only.

    .venv/bin/python bench/make_zai_probes.py   # writes bench/data/zai_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/zai_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20264003
OUT = Path(__file__).resolve().parent / "data" / "zai_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L = "distinct_lookalike"

# group, class, question, older sentence, newer sentence (all Chinese)
CASES: list[tuple[str, str, str, str, str]] = [
    # -- 在: a region ----------------------------------------------------------------------------------------------
    ("shujuku", L, "对象存储在哪个区域？", "数据库在 ap-east-1。", "对象存储在 ap-east-1。"),
    ("shujuku", L, "对象存储在哪个区域？", "数据库在 ap-east-1。", "对象存储在 AP East 1。"),
    ("shujuku", R, "数据库在哪个区域？", "数据库在 ap-east-1。", "数据库部署在 ap-east-1。"),
    ("shujuku", R, "数据库在哪个区域？", "数据库在 ap-east-1。", "数据库部署在 AP East 1。"),
    ("shujuku", S, "数据库在哪个区域？", "数据库在 ap-east-1。", "数据库迁到 eu-west-1 了。"),
    ("zhuku", L, "数仓在哪个区域？", "我们的主库在 ap-southeast-1。", "我们的数仓在 ap-southeast-1。"),
    ("zhuku", R, "主库在哪个区域？", "我们的主库在 ap-southeast-1。", "主库在 ap-southeast-1 区域。"),
    ("zhuku", S, "主库在哪个区域？", "主库在 ap-southeast-1。", "主库已经迁到 ap-northeast-1 了。"),
    ("rizhi", L, "图片存在哪里？", "日志在 oss-cn-hangzhou。", "图片在 oss-cn-hangzhou。"),
    ("rizhi", R, "日志存在哪里？", "日志在 oss-cn-hangzhou。", "日志都存在 oss-cn-hangzhou。"),
    ("rizhi", S, "日志存在哪里？", "日志在 oss-cn-hangzhou。", "日志搬到 oss-cn-shanghai 了。"),
    ("sousuo", L, "CI 在哪个区域？", "搜索服务在 us-east-1。", "CI 在 us-east-1。"),
    ("sousuo", R, "搜索服务在哪个区域？", "搜索服务在 us-east-1。", "搜索服务部署在 US East 1。"),
    ("sousuo", S, "搜索服务在哪个区域？", "搜索服务在 us-east-1。", "搜索服务迁到 us-west-2 了。"),
    # -- 在: subjects in Latin letters ------------------------------------------------------------------------------
    ("redis", L, "MySQL 在哪个区域？", "Redis 在 us-west-2。", "MySQL 在 us-west-2。"),
    ("redis", L, "MySQL 在哪个区域？", "Redis 在 us-west-2。", "MySQL 在 US West 2。"),
    ("redis", R, "Redis 在哪个区域？", "Redis 在 us-west-2。", "Redis 部署在 us-west-2。"),
    ("redis", S, "Redis 在哪个区域？", "Redis 在 us-west-2。", "Redis 搬到 us-east-1 了。"),
    ("kafka", L, "Elasticsearch 在哪个区域？", "Kafka 在 eu-central-1。", "Elasticsearch 在 eu-central-1。"),
    ("kafka", L, "Elasticsearch 在哪个区域？", "Kafka 在 eu-central-1。", "Elasticsearch 在 EU Central 1。"),
    ("kafka", R, "Kafka 在哪个区域？", "Kafka 在 eu-central-1。", "Kafka 集群在 eu-central-1。"),
    ("kafka", S, "Kafka 在哪个区域？", "Kafka 在 eu-central-1。", "Kafka 迁到 eu-west-3 了。"),
    # -- 在: a room, a host ------------------------------------------------------------------------------------------
    ("huiyi", L, "面试在哪个会议室？", "周会在 B-203。", "面试在 B-203。"),
    ("huiyi", L, "面试在哪个会议室？", "周会在 B-203。", "面试在 b203。"),
    ("huiyi", R, "周会在哪个会议室？", "周会在 B-203。", "周会定在 B-203。"),
    ("huiyi", S, "周会在哪个会议室？", "周会在 B-203。", "周会改到 B-305 了。"),
    ("jiankong", L, "告警服务在哪台机器上？", "监控面板在 grafana-02。", "告警服务在 grafana-02。"),
    ("jiankong", R, "监控面板在哪台机器上？", "监控面板在 grafana-02。", "监控面板放在 grafana-02 上。"),
    ("jiankong", N, "监控面板在哪台机器上？", "监控面板在 grafana-02。", "监控面板在 grafana-03。"),
    # -- 是 ------------------------------------------------------------------------------------------------------------
    ("wangguan", L, "打印机的 IP 是多少？", "网关是 192.168.1.1。", "打印机是 192.168.1.1。"),
    ("wangguan", R, "网关的 IP 是多少？", "网关是 192.168.1.1。", "网关地址是 192.168.1.1。"),
    ("wangguan", N, "网关的 IP 是多少？", "网关是 192.168.1.1。", "网关是 192.168.1.254。"),
    ("xunlian", L, "推理机是什么卡？", "训练机是 A100-80G。", "推理机是 A100-80G。"),
    ("xunlian", L, "推理机是什么卡？", "训练机是 A100-80G。", "推理机是 A100 80G。"),
    ("xunlian", R, "训练机是什么卡？", "训练机是 A100-80G。", "训练机用的是 A100-80G。"),
    ("xunlian", N, "训练机是什么卡？", "训练机是 A100-80G。", "训练机是 H100-80G。"),
    # -- 用 --------------------------------------------------------------------------------------------------------------
    ("goujian", L, "爬虫脚本用哪个 Node 版本？", "前端构建用 Node 20。", "爬虫脚本用 Node 20。"),
    ("goujian", L, "爬虫脚本用哪个 Node 版本？", "前端构建用 Node-20。", "爬虫脚本用 Node 20。"),
    ("goujian", R, "前端构建用哪个 Node 版本？", "前端构建用 Node 20。", "前端构建用的是 Node 20。"),
    ("goujian", S, "前端构建用哪个 Node 版本？", "前端构建用 Node 20。", "前端构建换成 Node 22 了。"),
    ("kefu", L, "翻译工具用哪个模型？", "客服机器人用 GPT-4o。", "翻译工具用 GPT-4o。"),
    ("kefu", R, "客服机器人用哪个模型？", "客服机器人用 GPT-4o。", "客服机器人用的是 GPT 4o。"),
    ("kefu", S, "客服机器人用哪个模型？", "客服机器人用 GPT-4o。", "客服机器人换成 Claude 3.5 了。"),
    ("gitlab", L, "Jira 用哪个 PostgreSQL 版本？", "GitLab 用 PostgreSQL 14。", "Jira 用 PostgreSQL 14。"),
    ("gitlab", R, "GitLab 用哪个 PostgreSQL 版本？", "GitLab 用 PostgreSQL 14。", "GitLab 用的是 PostgreSQL 14。"),
    ("gitlab", N, "GitLab 用哪个 PostgreSQL 版本？", "GitLab 用 PostgreSQL 14。", "GitLab 用 PostgreSQL 16。"),
    # -- 放在 / 部署在 -------------------------------------------------------------------------------------------------
    ("beifen", L, "日志放在哪个区域？", "备份放在 cn-north-1。", "日志放在 cn-north-1。"),
    ("beifen", L, "日志放在哪个区域？", "备份放在 cn-north-1。", "日志放在 CN North 1。"),
    ("beifen", R, "备份放在哪个区域？", "备份放在 cn-north-1。", "备份存放在 cn-north-1。"),
    ("beifen", S, "备份放在哪个区域？", "备份放在 cn-north-1。", "备份改放到 cn-northwest-1 了。"),
    ("dingdan", L, "支付网关部署在哪个集群？", "订单服务部署在 k8s-prod-3。", "支付网关部署在 k8s-prod-3。"),
    ("dingdan", L, "支付网关部署在哪个集群？", "订单服务部署在 k8s-prod-3。", "支付网关部署在 K8S Prod 3。"),
    ("dingdan", R, "订单服务部署在哪个集群？", "订单服务部署在 k8s-prod-3。", "订单服务跑在 k8s-prod-3 上。"),
    ("dingdan", N, "订单服务部署在哪个集群？", "订单服务部署在 k8s-prod-3。", "订单服务部署在 k8s-prod-4。"),
    ("yonghu", L, "订单数据存在哪个区域？", "用户数据在 ap-east-1。", "订单数据在 ap-east-1。"),
    ("yonghu", R, "用户数据存在哪个区域？", "用户数据在 ap-east-1。", "用户数据存在 ap-east-1。"),
    ("yonghu", R, "用户数据存在哪个区域？", "用户数据放在 ap-east-1。", "用户数据在 AP East 1。"),
]


def build() -> list[dict]:
    return pair_rows([(f"zh-{group}", "zh", cls, q, old, new) for group, cls, q, old, new in CASES],
                     SPLIT_SEED, "zai40", 760200)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_zai_probes.py): hand-written by session 40 "
                         "(zai40) before any rule of its round was changed, for one value said after 在 / 是 / 用 / "
                         "放在 / 部署在 of two different subjects in Chinese (数据库在 ap-east-1 / 对象存储在 "
                         "ap-east-1; Redis 在 / MySQL 在; the value written another way on one side): distinct; "
                         "with restatements of one subject (在 / 部署在, 用 / 用的是) and updates (迁到 … 了, or a "
                         "value replaced); split once before tuning into 'tuning' (tuned on) and 'check' (counted "
                         "only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
