"""Issue #12: IN-SAMPLE probes for a change said with when it happened (session 37, changetime37), hand-written by
the engineer who tunes on them, before any rule of the round was changed:
  - a change word with a time before now or from now on ("I swapped to a Toyota RAV4 last month", "Switched to
    Zed two weeks ago", "去年十月搬到了上海", "上个月起 CI 换成了 GitHub Actions", "从下周一开始站会改到十点"):
    the time says when the value changed, it is no passing state, event or plan, and the change is an update.
  - controls that must stay what they are: a real passing state with a time ("I'm in Berlin this week" after
    "I live in Lisbon", "这周在北京出差"), a plan not yet true ("Next month I'm switching to Zed", "我打算下个月把车
    换成理想"), two dated events ("I ran 10k last Saturday" / "I ran 5k in March"), a date that is the value itself
    ("The lease ends in March" / "The lease ends in May": an update without a change word), another holder's
    change at a time ("My brother swapped to a RAV4 last month").
About half English, half Chinese; every group has a control beside its target or is a control.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_changetime_probes.py   # writes bench/data/changetime_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/changetime_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263703
OUT = Path(__file__).resolve().parent / "data" / "changetime_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L, E, T = "distinct_lookalike", "distinct_event", "temporary"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: a change word with when it happened ---------------------------------------------------------
    ("outback", "en", S, "What car do I drive?", "I drive a Subaru Outback.", "I swapped to a Toyota RAV4 last month."),
    ("outback", "en", L, "What car does my brother drive?", "I drive a Subaru Outback.", "My brother swapped to a Toyota RAV4 last month."),
    ("outback", "en", L, "What car am I getting?", "I drive a Subaru Outback.", "Next month I'm switching to a Toyota RAV4."),
    ("sublime", "en", S, "Which editor do I code in?", "I write code in Sublime Text.", "I switched to Neovim yesterday."),
    ("sublime", "en", L, "Which editor might I try?", "I write code in Sublime Text.", "I might switch to Neovim next week."),
    ("pixel", "en", S, "What phone do I have?", "My phone is a Pixel 7.", "I switched to an iPhone 15 a few days ago."),
    ("pixel", "en", L, "What phone does my wife have?", "My phone is a Pixel 7.", "My wife switched to an iPhone 15 a few days ago."),
    ("lisbon", "en", S, "Where do I live?", "I live in Lisbon.", "I moved to Porto last year."),
    ("lisbon", "en", T, "Where am I this week?", "I live in Lisbon.", "I'm in Berlin this week."),
    ("lisbon", "en", L, "Where am I moving?", "I live in Lisbon.", "I'm planning to move to Porto next spring."),
    ("gym", "en", S, "Which gym do I go to?", "I work out at Gold's Gym.", "I switched to Planet Fitness three weeks ago."),
    ("bank", "en", S, "Who do I bank with?", "I bank with Chase.", "I switched to Ally Bank last week."),
    ("bank", "en", L, "Who does my dad bank with?", "I bank with Chase.", "My dad switched to Ally Bank last week."),
    ("isp", "en", S, "Who is our internet provider?", "Our internet provider is Comcast.", "We changed our internet provider to Verizon Fios last month."),
    ("shell", "en", S, "Which shell do I use?", "My shell is bash.", "As of today I use zsh as my shell."),
    ("laptop", "en", S, "What laptop do I work on?", "I work on a ThinkPad X1.", "I switched to a MacBook Air two months ago."),
    ("music", "en", S, "What do I listen to music on?", "I listen to music on Spotify.", "Switched to Apple Music yesterday."),
    ("music", "en", L, "What might I listen to music on?", "I listen to music on Spotify.", "I'm thinking about switching to Apple Music next month."),
    ("team", "en", S, "Which team am I on?", "I'm on the payments team.", "I moved to the search team a couple of weeks ago."),
    ("mail", "en", S, "Which email service do I use?", "I use Gmail for email.", "I switched to Fastmail for email recently."),
    ("standup", "en", S, "When is standup?", "Standup is at 9:30.", "Starting next Monday, standup moves to 10:00."),
    ("runs", "en", E, "What did I run?", "I ran 10k last Saturday.", "I ran 5k in March."),
    ("runs", "en", E, "Where did I go?", "I went to the dentist yesterday.", "I went to the barber last week."),
    ("lease", "en", N, "When does the lease end?", "The lease ends in March.", "The lease ends in May."),
    ("office", "en", T, "Where am I working?", "I work from the Dublin office.", "I'm working from the London office until Friday."),
    ("office", "en", S, "Where do I work from?", "I work from the Dublin office.", "I moved to the London office last month."),
    ("trips", "en", E, "Where did I travel?", "I visited Kyoto last spring.", "I visited Osaka in May."),
    ("browser", "en", S, "Which browser do I use?", "I browse with Firefox.", "I switched to Brave recently."),
    ("browser", "en", R, "Which browser do I use?", "I browse with Firefox.", "I browse with Firefox."),
    ("vet", "en", S, "Who is my cat's vet?", "My cat's vet is Dr. Hale.", "We changed vets last month, my cat's vet is now Dr. Ortiz."),
    ("coffee", "en", T, "What am I drinking?", "I drink oat milk lattes.", "I'm off coffee this week."),
    ("coffee", "en", S, "What do I drink?", "I drink oat milk lattes.", "I switched to green tea two weeks ago."),
    # -- Chinese: a change word with when it happened ---------------------------------------------------------
    ("hangzhou", "zh", S, "我住在哪？", "我住在杭州。", "去年十月搬到了上海。"),
    ("hangzhou", "zh", T, "我这周在哪？", "我住在杭州。", "这周在北京出差。"),
    ("hangzhou", "zh", L, "我表姐住在哪？", "我住在杭州。", "我表姐去年搬到了上海。"),
    ("ci", "zh", S, "我们用什么做 CI？", "我们用 Jenkins 做 CI。", "上个月起 CI 换成了 GitHub Actions。"),
    ("ci", "zh", L, "我们打算用什么做 CI？", "我们用 Jenkins 做 CI。", "我们打算下个月把 CI 换成 GitHub Actions。"),
    ("bmw", "zh", S, "我开什么车？", "我开的是一辆宝马。", "我前两天把车换成了理想。"),
    ("bmw", "zh", L, "我打算换什么车？", "我开的是一辆宝马。", "我打算下个月把车换成理想。"),
    ("bmw", "zh", L, "我哥开什么车？", "我开的是一辆宝马。", "我哥前两天把车换成了理想。"),
    ("phone", "zh", S, "我用什么手机？", "我用的是华为手机。", "最近换成了小米手机。"),
    ("vim", "zh", S, "我用什么写代码？", "我用 Vim 写代码。", "自上个月以来我改用 VS Code 写代码了。"),
    ("vim", "zh", L, "我打算用什么写代码？", "我用 Vim 写代码。", "我准备下周改用 VS Code 写代码。"),
    ("standup", "zh", S, "站会几点开？", "站会每天九点开。", "从下周一开始站会改到十点。"),
    ("gymzh", "zh", S, "我在哪健身？", "我在乐刻健身。", "上周末我换到超级猩猩健身了。"),
    ("card", "zh", S, "我的工资卡是哪家银行的？", "我的工资卡是招商银行的。", "前两天工资卡换成了工商银行的。"),
    ("runzh", "zh", E, "我跑了多少？", "我上周六跑了十公里。", "我三月跑了五公里。"),
    ("runzh", "zh", E, "我去了哪？", "我昨天去了趟超市。", "我上周末去了趟宜家。"),
    ("leasezh", "zh", N, "租约几月到期？", "租约三月到期。", "租约五月到期。"),
    ("shenzhen", "zh", T, "我这个月在哪？", "我在上海上班。", "这个月在深圳驻场。"),
    ("shenzhen", "zh", S, "我在哪上班？", "我在上海上班。", "我上个月调到深圳上班了。"),
    ("broadband", "zh", S, "我家宽带是哪家的？", "我家宽带是电信的。", "去年宽带换成了联通的。"),
    ("ime", "zh", S, "我用什么输入法？", "我用搜狗输入法。", "前几天改用微信输入法了。"),
    ("school", "zh", S, "我儿子在哪上学？", "我儿子在实验小学上学。", "我儿子今年九月转到育才小学了。"),
    ("school", "zh", L, "我女儿在哪上学？", "我儿子在实验小学上学。", "我女儿今年九月转到育才小学了。"),
    ("commute", "zh", S, "我怎么上班？", "我坐地铁上班。", "从上个月起我改骑电动车上班了。"),
    ("commute", "zh", T, "我这几天怎么上班？", "我坐地铁上班。", "这几天我打车上班。"),
    ("floor", "zh", S, "我们办公室在几楼？", "我们办公室在三楼。", "上周起办公室搬到了五楼。"),
    ("floor", "zh", R, "我们办公室在几楼？", "我们办公室在三楼。", "我们的办公室在三楼。"),
    ("tea", "zh", S, "我喝什么？", "我每天喝美式咖啡。", "最近改喝绿茶了。"),
    ("tea", "zh", T, "我这周喝什么？", "我每天喝美式咖啡。", "这周胃不舒服，暂时喝热水。"),
    ("doctor", "zh", S, "我的牙医是谁？", "我的牙医是李医生。", "上个月我的牙医换成了王医生。"),
    ("cloud", "zh", S, "我们的服务部署在哪？", "我们的服务部署在阿里云。", "自今年三月起服务迁到了腾讯云。"),
    ("cloud", "zh", L, "我们计划把服务迁到哪？", "我们的服务部署在阿里云。", "我们计划明年把服务迁到腾讯云。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "changetime", 637200)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_changetime_probes.py): hand-written by session 37 "
                         "(changetime37) before any rule of its round was changed, for a change said with when it "
                         "happened (last month, two weeks ago, yesterday, recently, as of today, 上个月, 去年, 前两天, "
                         "最近, 从…起, 自…以来, 上周末) or from when it takes effect (starting next Monday, 从下周一开始); "
                         "controls: a passing state with a time, a plan not yet true, two dated events, a date that "
                         "is the value itself, another holder; split once before tuning into 'tuning' (tuned on) "
                         "and 'check' (counted only), by group",
                    build(), SPLIT_SEED, restatement=S)


if __name__ == "__main__":
    main()
