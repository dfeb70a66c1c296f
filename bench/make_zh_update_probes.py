"""Issue #12: IN-SAMPLE probes of Chinese updates said in everyday plain words, hand-written before any
rule was fitted to it, by the engineer who tunes on it (session 15, zhupdate). Written for the promise
of the ladder that an embedder's cosine only admits a pair: what the lexical rules call an update, a
run with an embedder must not call a restatement, distinct or unrelated, and the newest value must be
read first with every embedder. Styles:
  - change words in different places: 改成 / 换成 / 搬到 / 已经 / 不再 / 现在 / 调到 / 升到 / 降到
    (and 改为, 转到, 换了, 变成);
  - no change word (the value replaced in the same frame);
  - reversals A -> B -> A ("又换回了…");
  - controls built from the updates' own frames that must stay apart: another subject or slot (often
    WITH a change word), a passing state (这周, 这几天, 临时, 暂时), two events, a restatement said
    with 现在 ("现在还是…": the value kept).

Split ONCE, before any tuning, into a `tuning` half (rules may be fitted to it) and a `check` half (read
only as a figure), one group per case, stratified by class and language, seed in the header.

    .venv/bin/python bench/make_zh_update_probes.py   # writes bench/data/zh_update_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/zh_update_probes.jsonl --split tuning
    .venv/bin/python bench/bench_updates.py --data bench/data/zh_update_probes.jsonl --split check"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import seq_rows, write_jsonl

SEED = 20261215
OUT = Path(__file__).resolve().parent / "data" / "zh_update_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "reversal"
L, E, T, P = "distinct_lookalike", "distinct_event", "temporary", "restatement"

# (lang, cls, question, sequence)
CASES: list[tuple[str, str, str, list[str]]] = [
    # -- a change word: 改成 / 改为 / 改到
    ("zh", S, "服务器备份多久做一次？", ["服务器每周日晚上做一次全量备份。", "服务器备份改成每天晚上做一次了。"]),
    ("zh", S, "周报什么时候交？", ["周报每周五下午五点前交。", "周报提交时间改成周四中午了。"]),
    ("zh", S, "我的闹钟几点响？", ["我的闹钟每天早上七点响。", "闹钟我改到六点半了。"]),
    ("zh", S, "接口超时时间是多少？", ["支付接口的超时时间是三秒。", "支付接口超时时间改为五秒。"]),
    ("zh", S, "团队的代码评审规则是什么？", ["我们团队的代码合并需要一个人审批。", "代码合并现在改成需要两个人审批了。"]),
    # -- 换成 / 换了
    ("zh", S, "我用什么手机？", ["我一直用的是华为Mate40。", "手机换成iPhone 15了。"]),
    ("zh", S, "家里宽带是哪家的？", ["家里的宽带是电信的，一百兆。", "家里宽带换成联通的了。"]),
    ("zh", S, "公司用什么聊天工具？", ["公司内部沟通用钉钉。", "公司把钉钉换成了飞书。"]),
    ("zh", S, "我用什么输入法？", ["我平时用搜狗输入法打字。", "输入法我换了微信输入法。"]),
    ("zh", S, "我们的数据库是什么？", ["我们的订单系统用的是MySQL 5.7。", "订单系统的数据库换成PostgreSQL了。"]),
    # -- 搬到 / 搬去 / 转到
    ("zh", S, "我住在哪里？", ["我住在成都高新区，离公司很近。", "上个月我搬到了重庆。"]),
    ("zh", S, "公司办公室在哪里？", ["公司办公室在望京SOHO。", "公司去年底搬去了中关村。"]),
    ("zh", S, "孩子在哪个幼儿园？", ["孩子在小区门口的阳光幼儿园上学。", "孩子转到了实验幼儿园。"]),
    ("zh", S, "日志存在哪里？", ["应用日志存在本地磁盘上。", "应用日志已经转到阿里云SLS了。"]),
    # -- 已经
    ("zh", S, "我在哪家公司工作？", ["我在字节跳动做后端开发。", "我已经去腾讯了。"]),
    ("zh", S, "我的车是什么车？", ["我开的是一辆大众朗逸。", "我已经把朗逸卖了，现在开比亚迪汉。"]),
    ("zh", S, "项目用哪个版本的Python？", ["项目跑在Python 3.8上。", "项目已经升级到Python 3.11了。"]),
    ("zh", S, "我的导师是谁？", ["我的研究生导师是李教授。", "我的导师已经换成王教授了。"]),
    # -- 不再
    ("zh", S, "我还喝咖啡吗？", ["我每天早上喝一杯美式咖啡。", "我不再喝咖啡了，改喝绿茶。"]),
    ("zh", S, "我们还用Jenkins吗？", ["我们的持续集成用Jenkins。", "我们不再用Jenkins了，持续集成全部迁到GitLab CI。"]),
    ("zh", S, "我周末还去学游泳吗？", ["我每个周末去体育馆学游泳。", "周末我不再去学游泳，改学网球了。"]),
    # -- 现在
    ("zh", S, "我怎么上班？", ["我每天骑电动车上班，大概二十分钟。", "我现在坐公交上班。"]),
    ("zh", S, "我们组谁负责前端？", ["我们组的前端由小刘负责。", "现在前端是小陈在负责。"]),
    ("zh", S, "我晚上几点睡觉？", ["我一般晚上十二点睡觉。", "现在我晚上十点半就睡了。"]),
    ("zh", S, "公司的邮箱服务用哪家？", ["公司邮箱用的是网易企业邮。", "公司邮箱现在用腾讯企业邮。"]),
    # -- 调到 / 升到 / 降到
    ("zh", S, "我的月薪是多少？", ["我的月薪是一万五。", "我的月薪调到一万八了。"]),
    ("zh", S, "会员费是多少？", ["健身房会员费一年两千块。", "健身房会员费涨到两千五了。"]),
    ("zh", S, "服务器有几台？", ["线上有四台应用服务器。", "应用服务器扩到八台了。"]),
    ("zh", S, "我现在是什么职级？", ["我在公司的职级是P6。", "今年我升到P7了。"]),
    ("zh", S, "空调温度设的多少？", ["办公室空调设在二十四度。", "办公室空调降到二十二度了。"]),
    ("zh", S, "部门例会在哪天？", ["部门例会在每周一上午。", "部门例会调到周三上午了。"]),
    ("zh", S, "数据库连接池多大？", ["数据库连接池大小是五十。", "连接池调到一百了。"]),
    ("zh", S, "房租是多少？", ["我的房租每月三千二。", "房东把房租降到了三千。"]),
    # -- 变成 / 变了
    ("zh", S, "我的手机号是多少？", ["我的手机号是13812345678。", "我的手机号变成13987654321了。"]),
    ("zh", S, "项目负责人是谁？", ["这个项目的负责人是张经理。", "项目负责人变了，现在是赵总监。"]),
    # -- no change word: the value replaced in the same frame
    ("zh", N, "我住在哪里？", ["我住在武汉光谷。", "我住在长沙岳麓区。"]),
    ("zh", N, "我的手机号是多少？", ["我的手机号是13511112222。", "我的手机号是13633334444。"]),
    ("zh", N, "我们用什么做监控？", ["我们用Zabbix做监控。", "我们用Prometheus做监控。"]),
    ("zh", N, "我的车停在哪里？", ["我的车停在B2层的128号车位。", "我的车停在B1层的35号车位。"]),
    ("zh", N, "组会在哪天？", ["组会每周二下午开。", "组会每周四下午开。"]),
    ("zh", N, "测试环境的地址是什么？", ["测试环境的地址是10.0.1.15。", "测试环境的地址是10.0.2.30。"]),
    ("zh", N, "我每天跑多少公里？", ["我每天晨跑三公里。", "我每天晨跑五公里。"]),
    ("zh", N, "我的邮箱是什么？", ["我的工作邮箱是li.ming@foo.cn。", "我的工作邮箱是ming.li@bar.cn。"]),
    # -- reversals A -> B -> A
    ("zh", R, "我用什么浏览器？", ["我用Chrome浏览器。", "浏览器换成了Edge。", "又换回Chrome了。"]),
    ("zh", R, "我住在哪里？", ["我住在上海。", "我搬到了杭州。", "我又搬回上海了。"]),
    ("zh", R, "站会几点开？", ["站会每天早上九点半开。", "站会改到十点了。", "站会又改回九点半了。"]),
    ("zh", R, "我们用哪家云？", ["我们的服务部署在阿里云上。", "服务迁到了腾讯云。", "服务又迁回阿里云了。"]),
    ("zh", R, "我喝什么茶？", ["我平时喝普洱茶。", "我现在改喝龙井了。", "我还是换回普洱了。"]),
    ("zh", R, "代码托管在哪？", ["代码托管在GitHub上。", "代码现在放在Gitee上。", "代码又放回GitHub了。"]),
    # -- controls: another subject or slot, often WITH a change word (must stay apart)
    ("zh", L, "我同事住在哪里？", ["我住在成都高新区。", "我同事上个月搬到了重庆。"]),
    ("zh", L, "我老婆用什么手机？", ["我用的是华为Mate40。", "我老婆的手机换成iPhone 15了。"]),
    ("zh", L, "隔壁组的周报什么时候交？", ["我们组的周报每周五下午交。", "隔壁组的周报改成周四交了。"]),
    ("zh", L, "退款接口的超时时间是多少？", ["支付接口的超时时间是三秒。", "退款接口的超时时间改为十秒。"]),
    ("zh", L, "测试环境的数据库是什么？", ["生产环境的数据库是MySQL 8.0。", "测试环境的数据库换成了PostgreSQL。"]),
    ("zh", L, "我妹妹在哪家公司？", ["我在字节跳动做后端开发。", "我妹妹已经去腾讯了。"]),
    ("zh", L, "我爸还喝咖啡吗？", ["我每天早上喝一杯美式咖啡。", "我爸不再喝咖啡了。"]),
    ("zh", L, "我儿子怎么上学？", ["我每天骑电动车上班。", "我儿子现在坐公交上学。"]),
    ("zh", L, "小王的月薪是多少？", ["我的月薪是一万五。", "小王的月薪调到一万八了。"]),
    ("zh", L, "卧室空调设的多少？", ["客厅空调设在二十六度。", "卧室空调降到二十二度了。"]),
    ("zh", L, "财务部例会在哪天？", ["研发部例会在每周一上午。", "财务部例会调到周三上午了。"]),
    ("zh", L, "我的备用手机号是多少？", ["我的手机号是13812345678。", "我的备用手机号是13987654321。"]),
    ("zh", L, "我们的日志用什么存？", ["我们用Prometheus做监控。", "我们用Elasticsearch存日志。"]),
    ("zh", L, "我老婆的车停在哪里？", ["我的车停在B2层的128号车位。", "我老婆的车停在B1层的35号车位。"]),
    ("zh", L, "我周末学什么？", ["我每个周末去体育馆学游泳。", "我每周三晚上去学吉他。"]),
    ("zh", L, "公司的仓库在哪里？", ["公司办公室在望京SOHO。", "公司的仓库搬去了大兴。"]),
    ("zh", L, "我们的前端用什么框架？", ["我们的后端用Go写。", "我们的前端现在改用Vue 3了。"]),
    # -- controls: a passing state (must not cross out the lasting fact)
    ("zh", T, "我怎么上班？", ["我每天骑电动车上班。", "电动车坏了，这几天我坐公交上班。"]),
    ("zh", T, "我住在哪里？", ["我住在成都高新区。", "这周我出差住在西安的酒店。"]),
    ("zh", T, "部门例会在哪天？", ["部门例会在每周一上午。", "这周的例会临时调到周二。"]),
    ("zh", T, "公司用什么聊天工具？", ["公司内部沟通用钉钉。", "钉钉今天宕机了，大家暂时用微信群沟通。"]),
    ("zh", T, "我用什么手机？", ["我用的是华为Mate40。", "手机送修了，这几天先用我妈的旧手机。"]),
    ("zh", T, "我晚上几点睡觉？", ["我一般晚上十二点睡觉。", "最近这周加班，都是凌晨两点才睡。"]),
    # -- controls: two events
    ("zh", E, "我周末去了哪里？", ["上周六我去了颐和园。", "这周六我去了圆明园。"]),
    ("zh", E, "我在书店买了什么？", ["我在书店买了一本《三体》。", "我在书店买了一本《活着》。"]),
    ("zh", E, "我和小李吃了什么？", ["周一我和小李吃了火锅。", "周三我和小李吃了烤肉。"]),
    ("zh", E, "我给谁发了红包？", ["春节我给爸妈发了红包。", "春节我给侄子发了红包。"]),
    ("zh", E, "我们团建去了哪？", ["去年团建我们去了千岛湖。", "今年团建我们去了莫干山。"]),
    # -- controls: the same fact again (现在 / 还是 / 仍然: the value kept), must be stored once or linked, never crossed out as another value
    ("zh", P, "我怎么上班？", ["我每天骑电动车上班。", "我现在还是每天骑电动车上班。"]),
    ("zh", P, "我住在哪里？", ["我住在成都高新区。", "我仍然住在成都高新区。"]),
    ("zh", P, "公司用什么聊天工具？", ["公司内部沟通用钉钉。", "公司内部沟通还是用钉钉。"]),
    ("zh", P, "我的月薪是多少？", ["我的月薪是一万五。", "我月薪一万五。"]),
    ("zh", P, "周报什么时候交？", ["周报每周五下午五点前交。", "每周五下午五点前交周报。"]),
]


def main() -> None:
    controls = sum(1 for _, cls, _, _ in CASES if cls in (L, E, T, P))
    header = {"about": "issue #12 IN-SAMPLE probes of Chinese updates in everyday plain words (bench/make_zh_update_probes.py, "
                       "session 15): hand-written before any rule was fitted to it, by the engineer who tunes on it; "
                       "change words 改成/换成/搬到/已经/不再/现在/调到/升到/降到/变成 in different positions, updates "
                       "without a change word and reversals; "
                       f"{controls} of {len(CASES)} cases are controls built from the updates' own frames (another "
                       "subject or slot, often with a change word; a passing state; two events; the value kept, said "
                       "with 现在/还是/仍然); every case has a question; split once before tuning into `tuning` (rules "
                       "fitted to it) and `check` (figures only), one group per case, stratified by class and language",
              "split_seed": SEED, "split_unit": "group", "cases": len(CASES), "controls": controls}
    write_jsonl(OUT, header, seq_rows(CASES, SEED, "zhupd", 100000))
    print(f"wrote {OUT}: {len(CASES)} cases, {controls} controls")


if __name__ == "__main__":
    main()
