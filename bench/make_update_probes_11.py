"""Issue #12: an eleventh set of IN-SAMPLE probes, for a change said with the older sentence's own verb, hand-written
by session 29 (stale29) before any rule of its round was changed (the engineer who tunes on it wrote it):
  - Chinese: 改 before the verb the older sentence already says, of any holder ("孙老师教初三" / "孙老师改教初一了",
    "支付宝绑的是…" / "支付宝改绑…了"): the verb is kept and 改 says its object changed. Stale at rank 1 on the tuning
    halves ("黄老师改教高一了", "视频会员现在改绑到…"): the verbs 教 and 绑 are not among the 改-verbs listed.
  - English: the present perfect of start / stop before a gerund, a habit begun or ended ("I eat cereal for
    breakfast" / "I've started eating porridge for breakfast", "I've stopped taking sugar in my tea"). Stale at
    rank 1 on the tuning halves: "I've started taking oat milk in my coffee".
Every group has look-alikes that are a DIFFERENT fact and must stay apart: another person's change ("钱老师改教初一了",
"My son has started eating porridge…"), a passing state (这周, 今天临时, "this week", "while my car is in the
garage"), a one-off event ("I ate porridge this morning", "I started running when I was twelve"), 改 that is no
change of the verb (改作业, 改天), another thing with the same verb (停车费 / 物业费), a plan, restatements and
unrelated sentences.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_update_probes_11.py   # writes bench/data/update_probes_11.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/update_probes_11.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20262902
OUT = Path(__file__).resolve().parent / "data" / "update_probes_11.jsonl"

S, R = "update_signal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- Chinese: 改 + the older sentence's own verb ----------------------------------------------------------------
    ("jiao", "zh", S, "孙老师教几年级？", "孙老师教初三。", "孙老师改教初一了。"),
    ("jiao", "zh", L, "钱老师教几年级？", "孙老师教初三。", "钱老师改教初一了。"),
    ("jiao", "zh", T, "孙老师这周教什么？", "孙老师教初三。", "孙老师这周临时改教初一的代课。"),
    ("jiao", "zh", R, "孙老师教几年级？", "孙老师教初三。", "孙老师是教初三的。"),
    ("jiao", "zh", E, "孙老师在做什么？", "孙老师教初三。", "孙老师在改作业。"),
    ("bang", "zh", S, "我的支付宝绑的哪张卡？", "我的支付宝绑的是招商银行卡。", "我的支付宝改绑建设银行卡了。"),
    ("bang", "zh", L, "我爸的支付宝绑的哪张卡？", "我的支付宝绑的是招商银行卡。", "我爸的支付宝改绑建设银行卡了。"),
    ("bang", "zh", L, "我打算怎么处理支付宝？", "我的支付宝绑的是招商银行卡。", "我打算把支付宝改绑建设银行卡。"),
    ("yang", "zh", S, "我家养什么宠物？", "我家养了一只猫。", "我家改养狗了。"),
    ("yang", "zh", L, "邻居家养什么宠物？", "我家养了一只猫。", "邻居家改养狗了。"),
    ("yang", "zh", X, "楼下开了什么店？", "我家养了一只猫。", "我家楼下新开了一家超市。"),
    ("tan", "zh", S, "我女儿弹什么乐器？", "我女儿弹钢琴。", "我女儿改弹古筝了。"),
    ("tan", "zh", L, "我侄女弹什么乐器？", "我女儿弹钢琴。", "我侄女改弹古筝了。"),
    ("dai", "zh", S, "老周带哪个班？", "老周带的是三年级二班。", "老周改带五年级一班了。"),
    ("dai", "zh", T, "老周今天带什么课？", "老周带的是三年级二班。", "老周今天临时改带五年级的体育课。"),
    ("zhong", "zh", S, "我阳台上种的是什么？", "我阳台上种的是薄荷。", "我阳台上改种多肉了。"),
    ("zhong", "zh", E, "阳台的花什么时候种？", "我阳台上种的是薄荷。", "阳台的花我改天再种。"),
    ("pai", "zh", S, "小吴平时拍什么？", "小吴平时拍婚纱照。", "小吴改拍短视频了。"),
    ("pai", "zh", L, "小吴的师傅拍什么？", "小吴平时拍婚纱照。", "小吴的师傅改拍短视频了。"),
    ("shou", "zh", S, "小区物业费怎么收？", "小区物业费收现金。", "小区物业费改收微信转账了。"),
    ("shou", "zh", L, "小区停车费怎么收？", "小区物业费收现金。", "小区停车费改收微信转账了。"),
    ("chang", "zh", S, "合唱团唱什么歌？", "合唱团唱的是民歌。", "合唱团改唱流行歌了。"),
    ("chang", "zh", T, "合唱团这个月唱什么？", "合唱团唱的是民歌。", "合唱团这个月改唱圣诞歌。"),
    ("zuo", "zh", S, "我妈周末做什么菜？", "我妈周末做红烧肉。", "我妈周末改做清蒸鱼了。"),
    ("zuo", "zh", L, "我婆婆周末做什么菜？", "我妈周末做红烧肉。", "我婆婆周末改做清蒸鱼了。"),
    ("zuo", "zh", R, "我妈周末做什么菜？", "我妈周末做红烧肉。", "周末我妈做红烧肉。"),
    # -- English: have started / stopped + a gerund, a habit begun or ended -------------------------------------
    ("sugar", "en", S, "Do I take sugar in my tea?", "I take sugar in my tea.", "I've stopped taking sugar in my tea."),
    ("sugar", "en", L, "Does my dad take sugar in his tea?", "I take sugar in my tea.", "My dad has stopped taking sugar in his tea."),
    ("sugar", "en", T, "Do I take sugar this week?", "I take sugar in my tea.", "I've stopped taking sugar in my tea this week."),
    ("breakfast", "en", S, "What do I eat for breakfast?", "I eat cereal for breakfast.", "I've started eating porridge for breakfast."),
    ("breakfast", "en", L, "What does my son eat for breakfast?", "I eat cereal for breakfast.", "My son has started eating porridge for breakfast."),
    ("breakfast", "en", E, "What did I eat this morning?", "I eat cereal for breakfast.", "I ate porridge for breakfast this morning."),
    ("breakfast", "en", R, "What do I eat for breakfast?", "I eat cereal for breakfast.", "Cereal is what I eat for breakfast."),
    ("commute", "en", S, "How do I get to the office?", "I drive to the office.", "I've started cycling to the office."),
    ("commute", "en", L, "How does my partner get to the office?", "I drive to the office.", "My partner has started cycling to the office."),
    ("commute", "en", T, "How am I getting to the office while the car is in the garage?", "I drive to the office.", "While my car is in the garage I've started cycling to the office."),
    ("lunch", "en", S, "Where do I buy lunch?", "I buy lunch at the canteen.", "I've stopped buying lunch at the canteen."),
    ("lunch", "en", L, "Where do the interns buy lunch?", "I buy lunch at the canteen.", "The interns have stopped buying lunch at the canteen."),
    ("lunch", "en", X, "When does the canteen close?", "I buy lunch at the canteen.", "The canteen closes at three."),
    ("news", "en", S, "Where do I read the news?", "I read the news on my phone.", "I've started reading the news on my tablet."),
    ("news", "en", X, "When does my phone bill arrive?", "I read the news on my phone.", "My phone bill arrives on the 3rd."),
    ("run", "en", S, "When do I run?", "I run in the evenings.", "I've started running in the mornings."),
    ("run", "en", E, "When did I start running?", "I run in the evenings.", "I started running when I was twelve."),
    ("inlaws", "en", S, "Which language do I speak with my in-laws?", "I speak Spanish with my in-laws.", "I've started speaking English with my in-laws."),
    ("inlaws", "en", L, "Which language does my wife speak with my in-laws?", "I speak Spanish with my in-laws.", "My wife has started speaking English with my in-laws."),
    ("notes", "en", S, "Where do I write my notes?", "I write my notes by hand.", "I've started writing my notes in Notion."),
    ("notes", "en", E, "Where did I write my notes yesterday?", "I write my notes by hand.", "Yesterday I wrote my notes in Notion."),
    ("notes", "en", R, "How do I write my notes?", "I write my notes by hand.", "My notes are written by hand."),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "probe11", 291000)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes, set 11 (bench/make_update_probes_11.py): hand-written by session 29 "
                         "(stale29) before any rule of its round was changed, for a change said with the older "
                         "sentence's own verb (Chinese 改 + that verb, any holder; English 'have started / stopped' + a "
                         "gerund); every group has look-alikes that are DIFFERENT facts (another person's change, a "
                         "passing state, a one-off event, 改 that is no change of the verb: 改作业, 改天; another thing, "
                         "a plan), restatements and unrelated sentences; split once before tuning into 'tuning' (tuned "
                         "on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
