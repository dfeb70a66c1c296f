"""Issue #12: IN-SAMPLE probes of Chinese updates WITH A CHANGE SIGNAL in forms the other probe files do not have
(session 19, zhsig19), hand-written before any rule was fitted to it, by the engineer who tunes on it. All
Chinese, every case built from one fact (its group):
  - the change word at the END of the sentence or clause (…了 / …啦 / 不…了 / 没再…), or a verb of changing a
    value: 调到 / 调成 / 改为 / 变成 / 更换为 / 换到 / 转到 / 挪到 / 升到 / 降到 / 提到 / 延到 / 推迟到;
  - 已经不…了, 现在改…, 以后都…, an effective date 从今天起 / 自下月起 / 下周开始, 取消了…改…, 不用…了改用…;
  - the subject said with a synonym or shortened (邮箱后缀 / 邮箱域名, 公司 / 单位, 手机号 / 电话), or dropped in the
    newer sentence (the topic is only in the older one: "我午饭一般在公司食堂吃" / "现在改吃外卖了");
  - spoken forms (咱们 / 俺 / 啥) and English words inside Chinese (VS Code, Zoom, IP, Node);
  - for every update group, look-alikes that must NOT be crossed out: another slot of the same subject, another
    subject (or holder) with the same change words, a temporary state (这周 / 今天 / 暂时), a plan not done
    (打算 / 想 / 可能).

Split ONCE, before any tuning, by GROUP (a fact and the cases built from it go to the same half) into a
`tuning` half (rules may be fitted to it) and a `check` half (read only as a figure), seed in the header.

    .venv/bin/python bench/make_zh_signal_probes_3.py   # writes bench/data/zh_signal_probes_3.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/zh_signal_probes_3.jsonl --split tuning
    .venv/bin/python bench/bench_updates.py --data bench/data/zh_signal_probes_3.jsonl --split check"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from collections import Counter
from pathlib import Path

from probes import pair_rows, write_jsonl

SEED = 20261310
OUT = Path(__file__).resolve().parent / "data" / "zh_signal_probes_3.jsonl"

S, L, T = "update_signal", "distinct_lookalike", "temporary"

# (group, cls, question, older, newer); a group is one fact and the cases built from it
CASES: list[tuple[str, str, str, str, str]] = [
    # -- 1. English words inside Chinese (IP, Zoom, VS Code, Node, Hugo, Slack, WiFi)
    ("luyouqi", S, "路由器的IP是多少？", "家里路由器的IP是192.168.1.1。", "路由器IP已经调成192.168.0.1了。"),
    ("luyouqi", L, "路由器的管理密码是什么？", "家里路由器的管理密码是admin123。", "路由器IP已经调成192.168.0.1了。"),
    ("luyouqi", L, "打印机的IP是多少？", "打印机的IP是192.168.1.50。", "路由器IP已经调成192.168.0.1了。"),
    ("luyouqi", L, "路由器的IP是多少？", "家里路由器的IP是192.168.1.1。", "我打算把路由器IP调成192.168.0.1。"),
    ("zoom", S, "周会用什么开？", "我们开周会用腾讯会议。", "周会现在改用Zoom开了。"),
    ("zoom", L, "客户会议用什么开？", "我们和客户开会用腾讯会议。", "周会现在改用Zoom开了。"),
    ("zoom", T, "周会用什么开？", "我们开周会用腾讯会议。", "腾讯会议今天连不上，这次周会暂时用Zoom开。"),
    ("vscode", S, "我用什么编辑器写代码？", "我写代码用的是Sublime Text。", "写代码我换到VS Code啦。"),
    ("vscode", L, "我写代码用什么字体？", "我写代码用的字体是Fira Code。", "写代码我换到VS Code啦。"),
    ("vscode", L, "我用什么编辑器写代码？", "我写代码用的是Sublime Text。", "我想换到VS Code写代码。"),
    ("node", S, "服务用哪个Node版本？", "我们的服务用的是Node 16。", "服务的Node版本升到20啦。"),
    ("node", L, "服务部署在哪？", "我们的服务部署在阿里云上。", "服务的Node版本升到20啦。"),
    ("node", L, "服务用哪个Node版本？", "我们的服务用的是Node 16。", "下个季度可能把服务的Node版本升到20。"),
    ("boke", S, "我的博客放在哪？", "我的博客放在WordPress上。", "博客已经换到Hugo啦。"),
    ("boke", L, "公司官网放在哪？", "公司官网放在WordPress上。", "我的博客已经换到Hugo啦。"),
    ("slack", S, "团队用什么沟通？", "我们团队用Slack沟通。", "团队沟通已经从Slack转到飞书了。"),
    ("slack", L, "团队用什么管理任务？", "我们团队用Jira管理任务。", "团队沟通已经从Slack转到飞书了。"),
    ("wifi", S, "咱家WiFi密码是啥？", "咱家WiFi密码是abc12345。", "WiFi密码改了，现在是xyz67890。"),
    ("wifi", L, "咱家WiFi名字是啥？", "咱家WiFi名字是Home-5G。", "WiFi密码改了，现在是xyz67890。"),
    ("wifi", L, "公司WiFi密码是啥？", "公司WiFi密码是work2024。", "咱家WiFi密码改了，现在是xyz67890。"),
    ("ceshifu", S, "测试服务器的IP是多少？", "测试服务器的IP是10.0.0.8。", "测试服务器换了新IP，10.0.0.21。"),
    ("ceshifu", L, "生产服务器的IP是多少？", "生产服务器的IP是10.0.0.5。", "测试服务器换了新IP，10.0.0.21。"),
    ("ceshifu", T, "测试服务器的IP是多少？", "测试服务器的IP是10.0.0.8。", "测试服务器今天维护，暂时用10.0.0.21。"),
    # -- 2. the subject said with a synonym or shortened (邮箱后缀/域名, 公司/单位, 手机号/电话)
    ("youxiang", S, "公司邮箱的后缀是什么？", "公司邮箱的域名是abc.com。", "公司邮箱后缀已经改为abc.cn了。"),
    ("youxiang", L, "公司官网的域名是什么？", "公司官网的域名是abc.com。", "公司邮箱后缀已经改为abc.cn了。"),
    ("youxiang", L, "公司邮箱容量多大？", "公司邮箱的容量是每人5GB。", "公司邮箱后缀已经改为abc.cn了。"),
    ("danwei", S, "我们公司在哪办公？", "我们公司在张江办公。", "单位上个月挪到陆家嘴办公了。"),
    ("danwei", L, "我老婆的单位在哪？", "我们公司在张江办公。", "我老婆的单位上个月挪到陆家嘴了。"),
    ("danwei", T, "我们公司在哪办公？", "我们公司在张江办公。", "这周公司装修，我们暂时在陆家嘴的共享办公室上班。"),
    ("guoqi", S, "我在什么单位上班？", "我在一家国企上班。", "我换单位了，现在在一家外企。"),
    ("guoqi", L, "我在什么单位上班？", "我在一家国企上班。", "我在考虑换单位，可能去一家外企。"),
    ("dianhua", S, "我的手机号是多少？", "我的手机号是13812345678。", "我电话换了，现在是13987654321。"),
    ("dianhua", L, "我的手机套餐多少钱？", "我的手机套餐是每月58元。", "我电话换了，现在是13987654321。"),
    ("dianhua", L, "我爸的手机号是多少？", "我的手机号是13812345678。", "我爸的电话换了，现在是13987654321。"),
    # -- 3. the subject dropped in the newer sentence (the topic only in the older one)
    ("wufan", S, "我午饭在哪吃？", "我午饭一般在公司食堂吃。", "现在改吃外卖了。"),
    ("wufan", T, "我午饭在哪吃？", "我午饭一般在公司食堂吃。", "今天食堂停业，暂时吃外卖。"),
    ("wufan", L, "我午饭在哪吃？", "我午饭一般在公司食堂吃。", "我想改吃外卖。"),
    ("kuandai", S, "家里宽带是哪家的？", "我家的宽带是电信的。", "上个月换到联通了。"),
    ("kuandai", L, "我的手机卡是哪家的？", "我的手机卡是电信的。", "我家的宽带上个月换到联通了。"),
    ("wangzhan", S, "网站托管在哪？", "我们的网站托管在阿里云。", "上周迁到腾讯云了。"),
    ("wangzhan", L, "数据库托管在哪？", "我们的数据库托管在阿里云。", "网站上周迁到腾讯云了。"),
    ("che", S, "我开什么车？", "我的车是一辆白色的卡罗拉。", "车换成特斯拉Model 3啦。"),
    ("che", L, "我老公开什么车？", "我老公的车是一辆白色的卡罗拉。", "我的车换成特斯拉Model 3啦。"),
    # -- 4. spoken forms (咱们 / 俺 / 啥)
    ("maicai", S, "俺家在哪买菜？", "俺家买菜都去菜市场。", "俺家现在改在网上买菜啦。"),
    ("maicai", T, "俺家在哪买菜？", "俺家买菜都去菜市场。", "菜市场今天关门，俺家暂时在网上买点菜。"),
    ("lihui", S, "咱们部门例会啥时候开？", "咱们部门的例会在周一上午。", "以后咱们部门例会都在周二下午开。"),
    ("lihui", L, "咱们部门培训啥时候？", "咱们部门的培训在周一上午。", "以后咱们部门例会都在周二下午开。"),
    ("lihui", L, "咱们部门例会啥时候开？", "咱们部门的例会在周一上午。", "咱们部门例会可能要挪到周二下午。"),
    ("guinv", S, "俺闺女在哪上学？", "俺闺女在县里的一中上学。", "俺闺女转到市里的实验中学了。"),
    ("guinv", L, "俺儿子在哪上学？", "俺儿子在县里的一中上学。", "俺闺女转到市里的实验中学了。"),
    ("guinv", L, "俺闺女在哪上学？", "俺闺女在县里的一中上学。", "俺想让闺女转到市里的实验中学。"),
    ("gongzi", S, "俺一个月工资多少？", "俺的工资一个月五千。", "工资调到六千啦。"),
    ("gongzi", L, "俺媳妇一个月工资多少？", "俺媳妇的工资一个月五千。", "俺的工资调到六千啦。"),
    ("gongzi", L, "俺一个月工资多少？", "俺的工资一个月五千。", "老板说明年可能把工资调到六千。"),
    # -- 5. a change word at the end: 不…了 / 已经不…了 / 没再… / …啦
    ("kafei", S, "我早上喝什么？", "我每天早上喝一杯咖啡。", "早上的咖啡我已经不喝了，换成了豆浆。"),
    ("kafei", L, "我下午喝什么？", "我每天下午喝一杯奶茶。", "早上的咖啡我已经不喝了，换成了豆浆。"),
    ("kafei", T, "我早上喝什么？", "我每天早上喝一杯咖啡。", "这几天胃不舒服，早上暂时不喝咖啡。"),
    ("yumao", S, "我周末做什么运动？", "我周末会去打羽毛球。", "我周末没再打羽毛球了，现在去爬山。"),
    ("yumao", L, "我儿子周末做什么运动？", "我周末会去打羽毛球。", "我儿子周末没再打羽毛球了，现在去爬山。"),
    ("zuzhang", S, "我在公司做什么？", "我是这家公司的前端组长。", "我已经不当前端组长了，现在做架构师。"),
    ("zuzhang", L, "我在这家公司干了多久？", "我在这家公司干了五年。", "我已经不当前端组长了，现在做架构师。"),
    # -- 6. 取消了…改… / 不用…了改用…
    ("niunai", S, "我们家订的什么牛奶？", "我们家订的是光明的鲜牛奶。", "我们取消了光明的鲜牛奶，改订了蒙牛。"),
    ("niunai", L, "我们家订的什么报纸？", "我们家订的是人民日报。", "我们取消了光明的鲜牛奶，改订了蒙牛。"),
    ("niunai", L, "我们家订的什么牛奶？", "我们家订的是光明的鲜牛奶。", "我们打算取消光明的鲜牛奶，改订蒙牛。"),
    ("jizhang", S, "我们用什么记账？", "我们记账用随手记。", "不用随手记了，改用Excel记账。"),
    ("jizhang", T, "我们用什么记账？", "我们记账用随手记。", "随手记今天登不上，暂时用Excel记账。"),
    ("jizhang", L, "公司报销用什么审批？", "公司报销用钉钉审批。", "不用随手记了，改用Excel记账。"),
    # -- 7. verbs of changing a value: 调成 / 更换为 / 降到 / 提到 / 变成 / 转到 / 挪到
    ("kongtiao", S, "卧室空调开多少度？", "卧室的空调一般开到二十六度。", "卧室空调现在调成二十四度了。"),
    ("kongtiao", L, "客厅空调开多少度？", "客厅的空调一般开到二十六度。", "卧室空调现在调成二十四度了。"),
    ("kongtiao", T, "卧室空调开多少度？", "卧室的空调一般开到二十六度。", "今天太热，卧室空调暂时调成二十二度。"),
    ("dayinji", S, "公司的打印机是什么牌子？", "公司的打印机是惠普的。", "公司打印机已更换为佳能的了。"),
    ("dayinji", L, "公司的打印机放在哪？", "公司的打印机放在前台旁边。", "公司打印机已更换为佳能的了。"),
    ("tingchefei", S, "小区停车费多少钱？", "小区停车费每月四百。", "停车费降到三百五了。"),
    ("tingchefei", L, "公司停车费多少钱？", "公司停车费每月六百。", "小区停车费降到三百五了。"),
    ("tingchefei", L, "小区停车费多少钱？", "小区停车费每月四百。", "听说小区停车费可能要降到三百五。"),
    ("gongjijin", S, "公积金缴存比例是多少？", "公积金缴存比例是百分之七。", "公积金比例提到百分之十二了。"),
    ("gongjijin", L, "医保缴费比例是多少？", "医疗保险缴费比例是百分之二。", "公积金比例提到百分之十二了。"),
    ("ditie", S, "地铁早高峰多久一趟？", "地铁早高峰五分钟一趟。", "地铁早高峰变成三分钟一趟了。"),
    ("ditie", L, "地铁首班车几点？", "地铁首班车是早上六点。", "地铁早高峰变成三分钟一趟了。"),
    ("shebao", S, "我的社保在哪交？", "我的社保在杭州交。", "社保已经转到上海交了。"),
    ("shebao", L, "我的公积金在哪交？", "我的公积金在杭州交。", "社保已经转到上海交了。"),
    ("gongwei", S, "我的工位在哪？", "我的工位在靠窗那排。", "工位挪到茶水间旁边了。"),
    ("gongwei", L, "小张的工位在哪？", "小张的工位在靠窗那排。", "我的工位挪到茶水间旁边了。"),
    ("gongwei", T, "我的工位在哪？", "我的工位在靠窗那排。", "这周那边装修，工位暂时挪到会议室。"),
    # -- 8. dates moved: 推迟到 / 延到
    ("shangxian", S, "项目什么时候上线？", "项目上线时间定在六月一号。", "上线推迟到六月十五号了。"),
    ("shangxian", L, "项目上线谁负责？", "项目上线由小王负责。", "上线推迟到六月十五号了。"),
    ("shangxian", L, "项目评审是哪天？", "项目评审定在五月二十号。", "上线推迟到六月十五号了。"),
    ("hetong", S, "合同截止日期是什么时候？", "合同的截止日期是三月底。", "合同截止日期延到四月中旬了。"),
    ("hetong", L, "合同金额多少？", "合同的金额是五十万。", "合同截止日期延到四月中旬了。"),
    ("hunli", S, "女儿的婚礼是哪天？", "女儿的婚礼定在十月一号。", "婚礼延到十月八号办了。"),
    ("hunli", L, "女儿的婚礼在哪办？", "女儿的婚礼在希尔顿酒店办。", "婚礼延到十月八号办了。"),
    # -- 9. effective dates and 以后都 / 现在改: 从今天起 / 自下月起 / 下周开始
    ("qichuang", S, "我每天几点起床？", "我每天早上七点起床。", "从今天起我六点就起床啦。"),
    ("qichuang", T, "我每天几点起床？", "我每天早上七点起床。", "今天要赶飞机，五点就起床了。"),
    ("qichuang", L, "我每天几点起床？", "我每天早上七点起床。", "我打算以后六点起床。"),
    ("yingyu", S, "儿子的英语课什么时候上？", "儿子的英语课在周六上午上。", "下周开始儿子的英语课挪到周日下午上。"),
    ("yingyu", L, "女儿的英语课什么时候上？", "女儿的英语课在周六上午上。", "下周开始儿子的英语课挪到周日下午上。"),
    ("yingyu", L, "儿子的英语老师是谁？", "儿子的英语老师是王老师。", "下周开始儿子的英语课挪到周日下午上。"),
    ("jianshen", S, "健身卡每月扣多少钱？", "健身卡每月扣款两百元。", "自下月起健身卡每月扣两百五。"),
    ("jianshen", L, "游泳卡每月扣多少钱？", "游泳卡每月扣款一百五。", "自下月起健身卡每月扣两百五。"),
    ("zhoubao", S, "周报一般谁写？", "周报一般由小刘来写。", "以后周报都由我来写。"),
    ("zhoubao", L, "月报一般谁写？", "月报一般由小刘来写。", "以后周报都由我来写。"),
    ("laoma", S, "老妈下午去做什么？", "老妈每天下午去公园跳广场舞。", "老妈现在改去社区打太极拳了。"),
    ("laoma", L, "我下午去做什么？", "我每天下午去公园散步。", "老妈现在改去社区打太极拳了。"),
    ("laoma", T, "老妈下午去做什么？", "老妈每天下午去公园跳广场舞。", "这周下雨，老妈暂时在家跳。"),
]


def main() -> None:
    rows = pair_rows([(f"zh-{group}", "zh", cls, q, old, new) for group, cls, q, old, new in CASES],
                     SEED, "zhsig3", 190000)
    controls = sum(1 for row in rows if row["cls"] != S)
    header = {"about": "issue #12 IN-SAMPLE probes (bench/make_zh_signal_probes_3.py, session 19, zhsig19): "
                       "hand-written before any rule was fitted to it, by the engineer who tunes on it, all Chinese, "
                       "updates with a change signal in forms the other files do not have: the change word at the "
                       "end (…了/…啦/不…了/没再…), 调到/调成/改为/变成/更换为/换到/转到/挪到/升到/降到/提到/延到/推迟到, "
                       "已经不…了, 现在改…, 以后都…, 从今天起/自下月起/下周开始, 取消了…改…, 不用…了改用…; a subject "
                       "said with a synonym or shortened, or dropped in the newer sentence; spoken forms (咱们/俺/啥); "
                       "English words inside Chinese (VS Code, Zoom, IP); for every update group look-alikes that must "
                       "not be crossed out (another slot of the same subject, another subject or holder with the same "
                       f"change words, a temporary state, a plan not done); {controls} of {len(rows)} cases are "
                       "controls; split once before tuning, by group (a fact and the cases built from it), into "
                       "`tuning` (rules fitted to it) and `check` (figures only)",
              "split_seed": SEED, "split_unit": "group", "cases": len(rows), "controls": controls}
    write_jsonl(OUT, header, rows)
    print(f"wrote {OUT}: {len(rows)} cases, {controls} controls")
    print(Counter((row["cls"], row["split"]) for row in rows))


if __name__ == "__main__":
    main()
