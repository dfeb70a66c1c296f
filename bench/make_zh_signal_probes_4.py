"""Issue #12: IN-SAMPLE probes of Chinese updates WITH A CHANGE SIGNAL whose subject is named another way
(session 20, zhsig20), hand-written before any rule was fitted to it, by the engineer who tunes on it. All
Chinese, every case built from one fact (its group):
  - the newer sentence names the subject with a synonym (邮箱后缀/域名, 电话/手机号/号码, 公司/单位/东家,
    住址/家/住处, 工资/薪水/月薪, 车/座驾), colloquially, or drops it (the topic only in the older sentence);
  - 更换为 / 换成 / 改用 / 提到 / 调整为 after older values of several kinds: which thing, where, when,
    how much — a "which thing" change after an older PLACE (or time) is another slot, not an update;
  - 提到 also as "mentioned" (…提到了房租的事);
  - for every group, controls that must NOT be crossed out: another subject or holder with the same change
    word, a restatement (class restatement), a temporary state (这周 / 暂时), a plan not done (打算 / 想),
    a negation (没换 / 不会改).

Split ONCE, before any tuning, by GROUP (a fact and the cases built from it go to the same half) into a
`tuning` half (rules may be fitted to it) and a `check` half (read only as a figure), seed in the header.

    .venv/bin/python bench/make_zh_signal_probes_4.py   # writes bench/data/zh_signal_probes_4.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/zh_signal_probes_4.jsonl --split tuning
    .venv/bin/python bench/bench_updates.py --data bench/data/zh_signal_probes_4.jsonl --split check"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from collections import Counter
from pathlib import Path

from probes import pair_rows, write_jsonl

SPLIT_SEED = 20261402
OUT = Path(__file__).resolve().parent / "data" / "zh_signal_probes_4.jsonl"

S, L, T, R = "update_signal", "distinct_lookalike", "temporary", "restatement"

# (group, cls, question, older, newer); a group is one fact and the cases built from it
CASES: list[tuple[str, str, str, str, str]] = [
    # -- 1. synonym subjects: 邮箱后缀/域名, 电话/手机号/号码, 公司/单位/东家, 住址/家/住处, 工资/薪水/月薪, 车/座驾
    ("houzhui", S, "公司邮箱的后缀是什么？", "我们公司的邮箱后缀是@abc.com。", "公司邮件的域名换成abc.cn了。"),
    ("houzhui", L, "公司邮箱的后缀是什么？", "我们公司的邮箱后缀是@abc.com。", "我的个人博客域名换成abc.cn了。"),
    ("houzhui", L, "公司邮箱的后缀是什么？", "我们公司的邮箱后缀是@abc.com。", "公司打算把邮箱域名换成abc.cn。"),
    ("houzhui", T, "公司邮箱的后缀是什么？", "我们公司的邮箱后缀是@abc.com。", "这周邮件系统迁移，暂时用abc.cn的域名收发邮件。"),
    ("shoujihao", S, "我的手机号是多少？", "我的电话是13812345678。", "我手机号换成13987654321了。"),
    ("shoujihao", L, "我老婆的手机号是多少？", "我老婆的电话是13812345678。", "我手机号换成13987654321了。"),
    ("shoujihao", L, "我的手机号是多少？", "我的电话是13812345678。", "我想把手机号换成139开头的。"),
    ("shoujihao", R, "我的手机号是多少？", "我的电话是13812345678。", "我的手机号是13812345678。"),
    ("shoujihao", L, "我的手机号是多少？", "我的电话是13812345678。", "我的手机号一直没换过。"),
    ("haoma", S, "我的号码是多少？", "我的手机号码是13600001111。", "号码改成13700002222啦。"),
    ("haoma", L, "我的宽带账号是多少？", "我的宽带账号是13600001111。", "手机号码改成13700002222啦。"),
    ("dongjia", S, "我在哪家公司上班？", "我的单位是华为。", "我东家换成腾讯了。"),
    ("dongjia", L, "我老公在哪家公司上班？", "我老公的单位是华为。", "我东家换成腾讯了。"),
    ("dongjia", T, "我在哪家公司上班？", "我的单位是华为。", "这周我被派到腾讯驻场，暂时在那边上班。"),
    ("dongjia", L, "我在哪家公司上班？", "我的单位是华为。", "我打算明年跳槽去腾讯。"),
    ("gongsi", S, "我们单位在哪？", "我们单位在科技园南区。", "公司搬到软件园二期了。"),
    ("gongsi", L, "客户公司在哪？", "客户公司在科技园南区。", "我们公司搬到软件园二期了。"),
    ("gongsi", L, "我们单位在哪？", "我们单位在科技园南区。", "听说公司可能要搬到软件园二期。"),
    ("zhuzhi", S, "我住在哪？", "我的住址是朝阳区望京西园。", "我家搬到海淀区五道口了。"),
    ("zhuzhi", L, "我爸妈住在哪？", "我爸妈家在朝阳区望京西园。", "我家搬到海淀区五道口了。"),
    ("zhuzhi", T, "我住在哪？", "我的住址是朝阳区望京西园。", "这周家里装修，我暂时住在五道口的朋友家。"),
    ("zhuzhi", L, "我住在哪？", "我的住址是朝阳区望京西园。", "我们打算明年搬到五道口。"),
    ("zhuchu", S, "我住在哪？", "我家住在天河区。", "我的住处变成番禺区了。"),
    ("zhuchu", R, "我住在哪？", "我家住在天河区。", "我的住处在天河区。"),
    ("yuexin", S, "我一个月工资多少？", "我的工资是每月八千。", "我月薪涨到一万了。"),
    ("yuexin", L, "我老婆一个月工资多少？", "我老婆的工资是每月八千。", "我月薪涨到一万了。"),
    ("yuexin", L, "我的年终奖是多少？", "我的年终奖是两万。", "我月薪涨到一万了。"),
    ("yuexin", L, "我一个月工资多少？", "我的工资是每月八千。", "老板说明年可能把我月薪提到一万。"),
    ("xinshui", S, "我的薪水多少？", "我的薪水是一个月九千。", "工资调整为一万二了。"),
    ("xinshui", L, "我的薪水多少？", "我的薪水是一个月九千。", "我的工资没变，也没调整。"),
    ("zuojia", S, "我开什么车？", "我的车是一辆大众朗逸。", "我的座驾换成比亚迪汉了。"),
    ("zuojia", L, "我哥开什么车？", "我哥的车是一辆大众朗逸。", "我的座驾换成比亚迪汉了。"),
    ("zuojia", T, "我开什么车？", "我的车是一辆大众朗逸。", "车送去保养了，这周暂时开我爸的比亚迪。"),
    ("zuojia", L, "我开什么车？", "我的车是一辆大众朗逸。", "我想把车换成比亚迪汉。"),
    # -- 2. which vs where / when / how much: 更换为 / 换成 / 改用 / 调整为
    ("dayinji", S, "办公室的打印机是什么牌子？", "办公室的打印机是爱普生的。", "办公室打印机已更换为兄弟牌的。"),
    ("dayinji", L, "办公室的打印机放在哪？", "办公室的打印机放在会议室门口。", "办公室打印机已更换为兄弟牌的。"),
    ("dayinji", L, "办公室的打印机是什么牌子？", "办公室的打印机是爱普生的。", "行政说下个月可能把打印机更换为兄弟牌的。"),
    ("shafa", S, "客厅的沙发是什么材质？", "客厅的沙发是真皮的。", "客厅沙发换成布艺的了。"),
    ("shafa", L, "客厅的沙发放在哪？", "客厅的沙发放在窗户边。", "客厅沙发换成布艺的了。"),
    ("shafa", L, "客厅的沙发是什么材质？", "客厅的沙发是真皮的。", "卧室的床垫换成乳胶的了。"),
    ("kuaidigui", S, "小区快递柜在哪？", "小区快递柜在南门。", "小区快递柜的位置更换为北门了。"),
    ("kuaidigui", L, "小区快递柜是哪家的？", "小区的快递柜是丰巢的。", "小区快递柜的位置更换为北门了。"),
    ("kuaidigui", L, "小区快递柜在哪？", "小区快递柜在南门。", "物业打算把快递柜挪到北门。"),
    ("daka", S, "公司用什么打卡？", "我们公司用钉钉打卡。", "公司改用企业微信打卡了。"),
    ("daka", L, "公司用什么开视频会议？", "我们公司用钉钉开视频会议。", "公司改用企业微信打卡了。"),
    ("daka", T, "公司用什么打卡？", "我们公司用钉钉打卡。", "钉钉今天故障，暂时用企业微信打卡。"),
    ("daka", L, "公司用什么打卡？", "我们公司用钉钉打卡。", "公司没有改用企业微信打卡。"),
    ("shangban", S, "我几点上班？", "我每天九点上班。", "上班时间调整为八点半了。"),
    ("shangban", L, "我几点下班？", "我每天六点下班。", "上班时间调整为八点半了。"),
    ("shangban", T, "我几点上班？", "我每天九点上班。", "这周项目赶工，暂时八点就上班。"),
    ("shangban", L, "我几点上班？", "我每天九点上班。", "公司打算把上班时间调整为八点半。"),
    ("menzhen", S, "门诊几点开始？", "社区医院的门诊上午八点开始。", "社区医院门诊时间调整为八点半了。"),
    ("menzhen", L, "门诊在几楼？", "社区医院的门诊在二楼。", "社区医院门诊时间调整为八点半了。"),
    ("kuandaifei", S, "宽带每月多少钱？", "家里宽带每月一百元。", "宽带费用调整为每月八十元了。"),
    ("kuandaifei", L, "宽带网速多少？", "家里宽带是三百兆的。", "宽带费用调整为每月八十元了。"),
    ("kuandaifei", L, "宽带每月多少钱？", "家里宽带每月一百元。", "手机话费调整为每月八十元了。"),
    ("zhoukai", L, "周会什么时候开？", "周会在每周一上午开。", "周会的会议室更换为三楼大会议室了。"),
    ("zhoukai", S, "周会在哪开？", "周会在二楼的小会议室开。", "周会的会议室更换为三楼大会议室了。"),
    # -- 3. 提到: raised to, and "mentioned"
    ("fangzu", S, "房租每月多少？", "我的房租每月三千五。", "房东把房租提到四千了。"),
    ("fangzu", L, "物业费每月多少？", "我的物业费每月三百。", "房东把房租提到四千了。"),
    ("fangzu", L, "房租每月多少？", "我的房租每月三千五。", "房东在电话里提到了房租的事。"),
    ("fangzu", L, "房租每月多少？", "我的房租每月三千五。", "房东说明年可能把房租提到四千。"),
    ("jixiao", S, "我的绩效系数是多少？", "我的绩效系数是一点零。", "领导把我的绩效系数提到一点二了。"),
    ("jixiao", L, "我的绩效系数是多少？", "我的绩效系数是一点零。", "开会时领导提到了绩效系数的事。"),
    ("jixiao", L, "小王的绩效系数是多少？", "小王的绩效系数是一点零。", "领导把我的绩效系数提到一点二了。"),
    # -- 4. dropped subject, colloquial
    ("kuandai", S, "我家宽带是哪家的？", "我家宽带是移动的。", "上礼拜换成电信了。"),
    ("kuandai", L, "我的手机卡是哪家的？", "我的手机卡是移动的。", "我家宽带上礼拜换成电信了。"),
    ("kuandai", L, "我家宽带是哪家的？", "我家的宽带是电信的。", "上个月手机换到联通了。"),
    ("shouji", S, "我用什么手机？", "我用的手机是iPhone 12。", "手机换成华为Mate 60了。"),
    ("shouji", L, "我用什么平板？", "我用的平板是iPad。", "手机换成华为Mate 60了。"),
    ("shouji", L, "我用什么手机？", "我用的手机是iPhone 12。", "我手机没换，还在用。"),
    ("kanbing", S, "我爸在哪看病？", "我爸一直在市一院看病。", "我爸现在改去省人民医院看了。"),
    ("kanbing", L, "我妈在哪看病？", "我妈一直在市一院看病。", "我爸现在改去省人民医院看了。"),
    ("gongzika", S, "我的工资卡是哪个银行的？", "我的工资卡是招商银行的。", "工资卡换成建行的了。"),
    ("gongzika", L, "我的信用卡是哪个银行的？", "我的信用卡是招商银行的。", "工资卡换成建行的了。"),
    ("gongzika", L, "我的工资卡是哪个银行的？", "我的工资卡是招商银行的。", "财务想让大家把工资卡换成建行的。"),
    ("youeryuan", S, "孩子在哪上幼儿园？", "孩子在阳光幼儿园上学。", "娃转到实验幼儿园了。"),
    ("youeryuan", L, "孩子的班主任是谁？", "孩子的班主任是李老师。", "娃转到实验幼儿园了。"),
    ("youeryuan", T, "孩子在哪上幼儿园？", "孩子在阳光幼儿园上学。", "这周阳光幼儿园停课，娃暂时去实验幼儿园的托班。"),
    ("dianfei", S, "家里电费每月多少？", "家里电费每月两百左右。", "电费涨到三百了。"),
    ("dianfei", L, "家里水费每月多少？", "家里水费每月五十左右。", "电费涨到三百了。"),
    ("zaofan", S, "我早饭吃什么？", "我早饭一般吃包子。", "现在改吃燕麦了。"),
    ("zaofan", T, "我早饭吃什么？", "我早饭一般吃包子。", "今天包子铺没开，暂时吃了燕麦。"),
    ("zaofan", L, "我午饭吃什么？", "我午饭一般吃盒饭。", "早饭现在改吃燕麦了。"),
    ("jianfang", S, "我去哪健身？", "我在小区旁边的健身房锻炼。", "俺现在改去公司楼下的健身房练了。"),
    ("jianfang", L, "我老婆去哪健身？", "我老婆在小区旁边的健身房锻炼。", "俺现在改去公司楼下的健身房练了。"),
    ("jianfang", L, "我去哪健身？", "我在小区旁边的健身房锻炼。", "俺想改去公司楼下的健身房练。"),
    ("yunpan", S, "照片备份在哪？", "我的照片都备份在百度网盘。", "照片备份改用iCloud了。"),
    ("yunpan", L, "工作文件存在哪？", "我的工作文件都存在百度网盘。", "照片备份改用iCloud了。"),
    ("yunpan", R, "照片备份在哪？", "我的照片都备份在百度网盘。", "照片我都备份到百度网盘。"),
    # -- 5. more which / how-much changes with controls
    ("kuaidi", S, "我寄快递用哪家？", "我寄快递一般用顺丰。", "寄快递改用京东了。"),
    ("kuaidi", L, "我收快递放在哪？", "我的快递一般放在门卫室。", "寄快递改用京东了。"),
    ("kuaidi", L, "我寄快递用哪家？", "我寄快递一般用顺丰。", "我寄快递一直用顺丰，没换过。"),
    ("naifen", S, "宝宝喝什么奶粉？", "宝宝喝的是飞鹤奶粉。", "宝宝的奶粉更换为爱他美了。"),
    ("naifen", L, "宝宝在哪打疫苗？", "宝宝在社区医院打疫苗。", "宝宝的奶粉更换为爱他美了。"),
    ("naifen", T, "宝宝喝什么奶粉？", "宝宝喝的是飞鹤奶粉。", "飞鹤这周断货，宝宝暂时喝爱他美。"),
    ("baoxian", S, "车险在哪家买的？", "我的车险是在平安买的。", "车险今年换成人保了。"),
    ("baoxian", L, "我的寿险是哪家的？", "我的寿险是平安的。", "车险今年换成人保了。"),
    ("baoxian", L, "车险在哪家买的？", "我的车险是在平安买的。", "车险今年不会改，还是续平安。"),
]


def main() -> None:
    rows = pair_rows([(f"zh-{group}", "zh", cls, q, old, new) for group, cls, q, old, new in CASES],
                     SPLIT_SEED, "zhsig4", 204000)
    controls = sum(1 for row in rows if row["cls"] != S)
    header = {"about": "issue #12 IN-SAMPLE probes (bench/make_zh_signal_probes_4.py, session 20, zhsig20): "
                       "hand-written before any rule was fitted to it, by the engineer who tunes on it, all Chinese, "
                       "updates with a change signal whose subject the newer sentence names with a synonym "
                       "(邮箱后缀/域名, 电话/手机号/号码, 公司/单位/东家, 住址/家/住处, 工资/薪水/月薪, 车/座驾), "
                       "colloquially, or drops; 更换为/换成/改用/提到/调整为 after older values of several kinds "
                       "(which / where / when / how much; a which-change after an older place is another slot), 提到 "
                       "also as 'mentioned'; for every group controls that must not be crossed out (another subject or "
                       "holder with the same change word, restatements, temporary states, plans, negations); "
                       f"{controls} of {len(rows)} cases are controls; split once before tuning, by group (a fact and "
                       "the cases built from it), into `tuning` (rules fitted to it) and `check` (figures only)",
              "split_seed": SPLIT_SEED, "split_unit": "group", "cases": len(rows), "controls": controls}
    write_jsonl(OUT, header, rows)
    print(f"wrote {OUT}: {len(rows)} cases, {controls} controls")
    print(Counter((row["cls"], row["split"]) for row in rows))


if __name__ == "__main__":
    main()
