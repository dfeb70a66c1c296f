"""Issue #12: IN-SAMPLE probes of Chinese change signals that were missing or held back (session 18, zhsig18),
hand-written before any rule was fitted to it, by the engineer who tunes on it. All Chinese, every case built
from one fact (its group):
  - an update where the value named is a THING (a place, a tool, a shop) and a new thing replaces it in the same
    frame ("周末我去游泳馆" / "从下周起周末我改去健身房"): the subject stays, its value swaps;
  - look-alikes that must stay apart: a SUBJECT swap ("可回收物每周二收" / "厨余垃圾改成每周三收": two
    subjects of one family, one of them changed), and two things in two frames with no change word at all;
  - effective-date openings 自…起 / 从…起 / 从…开始 / 下周起 / 下个月开始 on updates of any slot, and on a
    sentence about another subject of the same family;
  - change words 改为 / 调整为 / 变成 / 不再…而是 / 换到 / 转到 / 改用 / 现在改 / 如今 in varied domains
    (schedules, places, tools, people, amounts), each with a look-alike about another subject or slot;
  - employers and places said with 去: "我在华为工作" / "我上个月去了小米" (a new employer), against 去 a
    place for a visit or a trip, and a passing state ("这周在北京出差") against where one lives.

Split ONCE, before any tuning, by GROUP (a fact and the cases built from it go to the same half) into a
`tuning` half (rules may be fitted to it) and a `check` half (read only as a figure), seed in the header.

    .venv/bin/python bench/make_zh_signal_probes.py   # writes bench/data/zh_signal_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/zh_signal_probes.jsonl --split tuning
    .venv/bin/python bench/bench_updates.py --data bench/data/zh_signal_probes.jsonl --split check"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from collections import Counter
from pathlib import Path

from probes import pair_rows, write_jsonl

SEED = 20261304
OUT = Path(__file__).resolve().parent / "data" / "zh_signal_probes.jsonl"

S, L, T = "update_signal", "distinct_lookalike", "temporary"

# (group, cls, question, older, newer); a group is one fact and the cases built from it
CASES: list[tuple[str, str, str, str, str]] = [
    # -- 1. the value is a thing and a new thing replaces it in the same frame; against a subject swap
    ("youyong", S, "周末我去哪锻炼？", "周末我去游泳馆锻炼。", "从下周起周末我改去健身房锻炼。"),
    ("youyong", L, "周三晚上我去哪？", "周三晚上我去游泳馆。", "周末我去健身房锻炼。"),
    ("huishou", S, "可回收物哪天收？", "小区的可回收物每周二收。", "小区的可回收物改成每周三收了。"),
    ("huishou", L, "可回收物哪天收？", "小区的可回收物每周二收。", "小区的厨余垃圾改成每周三收了。"),
    ("zaocan", S, "我早饭在哪吃？", "我早饭一般在楼下的包子铺吃。", "从这个月开始我早饭改在公司食堂吃。"),
    ("zaocan", L, "我午饭在哪吃？", "我午饭一般在楼下的面馆吃。", "从这个月开始我早饭改在公司食堂吃。"),
    ("chaoshi", S, "我们家在哪买菜？", "我们家平时在永辉超市买菜。", "我们家现在改在盒马买菜了。"),
    ("chaoshi", L, "我们家在哪买日用品？", "我们家的日用品在沃尔玛买。", "我们家现在改在盒马买菜了。"),
    ("kuaidi", S, "我寄快递用哪家？", "我寄快递一般用顺丰。", "我寄快递改用京东快递了。"),
    ("kuaidi", L, "公司寄合同用哪家快递？", "公司寄合同用顺丰。", "我寄私人快递一般用中通。"),
    ("xiyi", S, "衣服送到哪家干洗店？", "衣服一般送到小区门口的干洗店。", "衣服现在改送到地铁站旁边那家干洗店了。"),
    ("xiyi", L, "窗帘送到哪清洗？", "窗帘送到家政公司清洗。", "衣服一般送到地铁站旁边那家干洗店。"),
    ("tingche", S, "我的车停在哪？", "我的车停在公司地下车库。", "从下周一起我的车改停到对面的立体停车场。"),
    ("tingche", L, "我老婆的车停在哪？", "我老婆的车停在小区地面车位。", "从下周一起我的车改停到对面的立体停车场。"),
    ("ertong", S, "孩子周六上什么课？", "孩子周六上午学围棋。", "孩子周六上午不再学围棋了，而是去学游泳。"),
    ("ertong", L, "孩子周日上什么课？", "孩子周日下午学书法。", "孩子周六上午去学游泳。"),
    # -- 2. effective-date openings (自…起 / 从…起 / 从…开始 / 下周起 / 下个月开始) on updates; against another subject
    ("dianfei", S, "电费多少钱一度？", "家里的电费是五毛六一度。", "自七月一日起家里的电费调整为六毛一度。"),
    ("dianfei", L, "水费多少钱一吨？", "家里的水费是三块五一吨。", "自七月一日起家里的电费调整为六毛一度。"),
    ("banche", S, "班车几点发车？", "公司班车早上七点半发车。", "从下周起公司班车七点发车。"),
    ("banche", L, "晚班车几点发车？", "公司晚班车六点发车。", "从下周起公司早班车七点发车。"),
    ("tushu", S, "图书馆几点关门？", "市图书馆晚上八点关门。", "从下个月开始市图书馆晚上九点关门。"),
    ("tushu", L, "博物馆几点关门？", "市博物馆下午五点关门。", "从下个月开始市图书馆晚上九点关门。"),
    ("zhoubao", S, "周报什么时候交？", "周报每周五下午交。", "下周起周报改为每周四下午交。"),
    ("zhoubao", L, "月报什么时候交？", "月报每月最后一天交。", "下周起周报改为每周四下午交。"),
    ("wuyefei", S, "物业费多少钱？", "物业费每平米两块五。", "从明年一月开始物业费每平米三块。"),
    ("wuyefei", L, "停车费多少钱？", "小区停车费每月三百元。", "从明年一月开始物业费每平米三块。"),
    ("menjin", S, "小区门禁用什么开？", "小区门禁用门禁卡开。", "自本周起小区门禁改成刷脸开。"),
    ("menjin", L, "单元门用什么开？", "单元门用钥匙开。", "自本周起小区大门改成刷脸开。"),
    ("kaoqin", S, "上班几点打卡？", "上班要在九点前打卡。", "从三月一号起上班要在八点半前打卡。"),
    ("xuefei", S, "兴趣班学费多少？", "孩子的美术兴趣班学费一学期两千元。", "下学期开始孩子的美术兴趣班学费涨到两千五。"),
    ("xuefei", L, "舞蹈班学费多少？", "孩子的舞蹈班学费一学期三千元。", "下学期开始孩子的美术兴趣班学费涨到两千五。"),
    ("yingyeshijian", S, "菜市场几点开门？", "菜市场早上六点开门。", "从今天起菜市场早上五点半开门。"),
    ("yingyeshijian", L, "菜市场有多少个摊位？", "菜市场有八十个摊位。", "从今天起菜市场早上五点半开门。"),
    # -- 3. change words 改为 / 调整为 / 变成 / 不再…而是 / 换到 / 转到 / 改用 / 现在改 / 如今; with a look-alike
    ("huiyishi", S, "周会在哪个会议室开？", "周会在三楼的大会议室开。", "周会地点改为五楼的小会议室。"),
    ("huiyishi", L, "月度复盘在哪开？", "月度复盘在二楼会议室开。", "周会地点改为五楼的小会议室。"),
    ("yusuan", S, "市场部的季度预算多少？", "市场部的季度预算是二十万。", "市场部的季度预算调整为十五万。"),
    ("yusuan", L, "技术部的季度预算多少？", "技术部的季度预算是三十万。", "市场部的季度预算调整为十五万。"),
    ("ketang", S, "瑜伽课几点开始？", "瑜伽课晚上七点开始。", "瑜伽课的时间变成了晚上七点半。"),
    ("ketang", L, "瑜伽课在哪上？", "瑜伽课在社区活动中心上。", "瑜伽课的时间变成了晚上七点半。"),
    ("bangong", S, "团队用什么写文档？", "团队用石墨文档写文档。", "团队不再用石墨文档了，而是用飞书文档。"),
    ("bangong", L, "团队用什么开视频会？", "团队用腾讯会议开视频会。", "团队不再用石墨文档了，而是用飞书文档。"),
    ("kefu", S, "客服电话转到哪个部门？", "客服电话都转到售后部。", "客服电话现在转到客户成功部了。"),
    ("kefu", L, "投诉邮件转到哪个部门？", "投诉邮件都转到法务部。", "客服电话现在转到客户成功部了。"),
    ("gongwei", S, "我的工位在哪？", "我的工位在三楼靠窗的位置。", "我的工位换到了四楼茶水间旁边。"),
    ("gongwei", L, "小李的工位在哪？", "小李的工位在三楼靠窗的位置。", "我的工位换到了四楼茶水间旁边。"),
    ("bianji", S, "我写代码用什么编辑器？", "我写代码用VS Code。", "我写代码现在改用Zed了。"),
    ("bianji", L, "我写笔记用什么软件？", "我写笔记用印象笔记。", "我写代码现在改用Zed了。"),
    ("fuzeren", S, "这个项目谁负责？", "这个项目由王经理负责。", "这个项目现在改由陈经理负责。"),
    ("fuzeren", L, "那个投标项目谁负责？", "那个投标项目由王经理负责。", "这个装修项目现在改由陈经理负责。"),
    ("tongqin", S, "我怎么上班？", "我每天坐地铁上班。", "如今我每天骑电动车上班。"),
    ("tongqin", L, "我怎么去健身房？", "我每天坐公交去健身房。", "如今我每天骑电动车上班。"),
    ("zhanghu", S, "工资打到哪张卡？", "工资打到我的工商银行卡。", "工资现在转到招商银行卡里了。"),
    ("zhanghu", L, "房租从哪张卡扣？", "房租从我的建设银行卡扣。", "工资现在转到招商银行卡里了。"),
    ("yiyuan", S, "爸爸在哪家医院复查？", "爸爸每个月在人民医院复查。", "爸爸复查换到了离家近的中医院。"),
    ("yiyuan", L, "妈妈在哪家医院体检？", "妈妈每年在人民医院体检。", "爸爸复查换到了离家近的中医院。"),
    ("fangzu", S, "房租每月多少？", "房租每月四千五。", "房东说房租调整为每月四千八。"),
    ("fangzu", L, "押金多少？", "押金是一个月房租，四千五。", "房东说网费调整为每月一百。"),
    ("zhifu", S, "食堂吃饭怎么付钱？", "食堂吃饭用饭卡付钱。", "食堂吃饭变成了刷工牌付钱。"),
    ("zhifu", L, "园区停车怎么付钱？", "园区停车用微信付钱。", "食堂吃饭变成了刷工牌付钱。"),
    ("youxiang", S, "工作邮件用哪个邮箱？", "工作邮件用公司的Outlook邮箱。", "工作邮件已经转到企业微信邮箱了。"),
    ("youxiang", L, "私人邮件用哪个邮箱？", "私人邮件用QQ邮箱。", "工作邮件已经转到企业微信邮箱了。"),
    ("laoshi", S, "女儿的钢琴老师是谁？", "女儿的钢琴老师是刘老师。", "女儿的钢琴老师换成了赵老师。"),
    ("laoshi", L, "儿子的数学老师是谁？", "儿子的数学老师是刘老师。", "女儿的钢琴老师换成了赵老师。"),
    ("yinhang", S, "信用卡还款日是几号？", "信用卡还款日是每月五号。", "信用卡还款日现在改到每月十号了。"),
    ("yinhang", L, "信用卡账单日是几号？", "信用卡账单日是每月二十号。", "信用卡还款日现在改到每月十号了。"),
    ("zhuanye", S, "表妹学什么专业？", "表妹大学学的是会计。", "表妹转到了计算机专业。"),
    ("zhuanye", L, "表哥学什么专业？", "表哥大学学的是会计。", "表妹转到了计算机专业。"),
    # -- 4. employers and places said with 去; a passing state against where one lives
    ("huawei", S, "我在哪家公司工作？", "我在华为工作。", "我上个月去了小米。"),
    ("huawei", L, "我在哪家公司工作？", "我在华为工作。", "我上个月去了一趟杭州。"),
    ("tengxun", S, "我老公在哪上班？", "我老公在腾讯上班。", "我老公已经去字节跳动了。"),
    ("tengxun", L, "我老公在哪上班？", "我老公在腾讯上班。", "我老公已经去深圳了，下周回来。"),
    ("ali", S, "我在哪工作？", "我在阿里巴巴做产品经理。", "我年初跳槽去了美团。"),
    ("ali", L, "我在哪工作？", "我在阿里巴巴做产品经理。", "我年初去了一趟西安旅游。"),
    ("yinhang2", S, "姐姐在哪工作？", "姐姐在招商银行工作。", "姐姐辞职去了一家保险公司。"),
    ("yinhang2", L, "姐姐在哪工作？", "姐姐在招商银行工作。", "姐姐周末去了一趟苏州。"),
    ("jingdong", L, "我在哪家公司工作？", "我在京东工作。", "我已经去杭州了。"),
    ("shanghai", T, "我住在哪？", "我住在上海。", "这周在北京出差。"),
    ("shanghai", L, "我住在哪？", "我住在上海。", "上周末我去苏州玩了两天。"),
    ("shanghai", S, "我住在哪？", "我住在上海。", "我已经搬到杭州住了。"),
    ("chengdu", T, "爸妈住在哪？", "爸妈住在成都。", "爸妈这个月在海南过冬。"),
    ("chengdu", L, "爸妈住在哪？", "爸妈住在成都。", "爸妈去了趟重庆看亲戚。"),
    ("chengdu", S, "爸妈住在哪？", "爸妈住在成都。", "爸妈已经搬去昆明养老了。"),
    ("shenzhen", T, "我在哪工作？", "我在深圳的一家公司工作。", "这两周我在广州驻场。"),
    ("shenzhen", L, "我在哪工作？", "我在深圳的一家公司工作。", "我昨天去了广州开会。"),
    ("xuexiao", S, "儿子在哪上学？", "儿子在实验小学上学。", "儿子这学期转到了外国语学校。"),
    ("xuexiao", L, "儿子在哪上学？", "儿子在实验小学上学。", "儿子周末去外国语学校参加比赛。"),
    # -- 5. look-alikes of one family with no change word; two subjects, two facts
    ("maoxian", L, "猫粮在哪买？", "猫粮在宠物店买。", "狗粮在超市买。"),
    ("shengri", L, "妈妈的生日是哪天？", "妈妈的生日是五月三号。", "爸爸的生日是九月十号。"),
    ("yundong", L, "周二我做什么运动？", "周二我去打羽毛球。", "周四我去打乒乓球。"),
    ("shouji2", L, "我的工作手机是什么？", "我的工作手机是华为。", "我的私人手机是苹果。"),
    ("kechenglaoshi", L, "英语课谁教？", "英语课是张老师教。", "语文课是李老师教。"),
    ("zufang", L, "北京的房子租金多少？", "北京的房子租金每月六千。", "上海的房子租金每月七千。"),
    ("chuxing", L, "我去公司怎么走？", "我去公司坐地铁。", "我去机场打车。"),
    # -- 6. a change word about another slot of the same subject, with an effective date or 如今
    ("jianshen", L, "健身房年卡多少钱？", "健身房年卡两千元。", "从下周起健身房改为早上六点开门。"),
    ("jianshen", S, "健身房几点开门？", "健身房早上七点开门。", "从下周起健身房改为早上六点开门。"),
    ("kafei", L, "楼下咖啡店老板是谁？", "楼下咖啡店老板是小周。", "楼下咖啡店如今改成了晚上十点打烊。"),
    ("kafei", S, "楼下咖啡店几点打烊？", "楼下咖啡店晚上八点打烊。", "楼下咖啡店如今改成了晚上十点打烊。"),
    ("wangluo", L, "公司网络谁维护？", "公司网络由IT部小马维护。", "公司网络自下月起换到电信的线路。"),
    ("wangluo", S, "公司网络用哪家线路？", "公司网络用联通的线路。", "公司网络自下月起换到电信的线路。"),
    ("banji", L, "女儿班上有多少学生？", "女儿班上有四十个学生。", "女儿的班主任换成了孙老师。"),
    ("banji", S, "女儿的班主任是谁？", "女儿的班主任是周老师。", "女儿的班主任换成了孙老师。"),
    ("dingyue", L, "视频会员多少钱一年？", "视频会员一年两百元。", "视频会员现在改绑到我老婆的手机号了。"),
    ("dingyue", S, "视频会员绑的谁的手机号？", "视频会员绑的是我的手机号。", "视频会员现在改绑到我老婆的手机号了。"),
    ("jiaoshui", L, "阳台的花多久施一次肥？", "阳台的花每月施一次肥。", "阳台的花如今改成两天浇一次水。"),
    ("jiaoshui", S, "阳台的花多久浇一次水？", "阳台的花每天浇一次水。", "阳台的花如今改成两天浇一次水。"),
]


def main() -> None:
    rows = pair_rows([(f"zh-{group}", "zh", cls, q, old, new) for group, cls, q, old, new in CASES],
                     SEED, "zhsig", 130000)
    controls = sum(1 for row in rows if row["cls"] != S)
    header = {"about": "issue #12 IN-SAMPLE probes (bench/make_zh_signal_probes.py, session 18, zhsig18): "
                       "hand-written before any rule was fitted to it, by the engineer who tunes on it, all Chinese, "
                       "for change signals that were missing or held back: a thing replaced by another thing in the "
                       "same frame against a subject swap (two subjects of one family, one changed); effective-date "
                       "openings 自…起/从…起/从…开始/下周起 on updates and on another subject; change words "
                       "改为/调整为/变成/不再…而是/换到/转到/改用/现在改/如今 with look-alikes about another subject or "
                       "slot; employers and places said with 去 (a new employer against a trip or a visit) and a "
                       f"passing state against where one lives; {controls} of {len(rows)} cases are controls that "
                       "must stay two entries and unlinked; split once before tuning, by group (a fact and the cases "
                       "built from it), into `tuning` (rules fitted to it) and `check` (figures only)",
              "split_seed": SEED, "split_unit": "group", "cases": len(rows), "controls": controls}
    write_jsonl(OUT, header, rows)
    print(f"wrote {OUT}: {len(rows)} cases, {controls} controls")
    print(Counter((row["cls"], row["split"]) for row in rows))


if __name__ == "__main__":
    main()
