"""Issue #12: IN-SAMPLE probes for Chinese causes left open by session 32 (session 33, zhmix33), hand-written by the
engineer who tunes on them, before any rule of the round was changed:
  - 需要 / 要 as a verb of need: "我每天需要喝两杯咖啡" / "我每天要喝两杯咖啡" are one fact. Look-alikes: another holder,
    another drink, a change said.
  - 用的是 / 选的是: "我们用的是PostgreSQL" / "我们用PostgreSQL", "我选的是Go" / "我选了Go". Look-alikes: another
    environment, another holder, a change said.
  - 从不 / 从来不 / 不 of a habit: "我从不喝酒" / "我不喝酒". Look-alikes: 不 + a one-time event ("我今天不加班"), another
    holder, another habit.
  - 以上 / 以下 as bounds: "测试覆盖率要80%以上" / "测试覆盖率至少要80%", 以下 = 最多 / 不超过. Look-alikes: another
    number (a new bound), another slot, another holder.
  - a price said per unit: "鸡蛋六块一斤" / "鸡蛋每斤6元", "十块钱一杯" / "一杯10元" / "每杯十元"; "鸡蛋从8块降到6块" an
    update. Look-alikes: two prices of two things, the same price of another thing, another price unsaid as a change.
  - 一块儿住 / 一块住 / 一起住 / 住一块儿 (together, never money). Look-alikes: another person, another activity.
  - 换回 (换回搜狗, 又换回了VS Code): a return, as 改回 / 切回. Look-alikes: another holder, 换回 of an exchange.
  - a habit's negation flipped ("我平时爱打游戏" / "我平时不爱打游戏"): never one fact; with a change word an update.
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_zhmix_probes.py   # writes bench/data/zhmix_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/zhmix_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263305
OUT = Path(__file__).resolve().parent / "data" / "zhmix_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L, E, T, X = "distinct_lookalike", "distinct_event", "temporary", "unrelated"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- 需要 / 要 as a verb of need ----------------------------------------------------------------------------
    ("coffee", "zh", R, "我每天喝几杯咖啡？", "我每天需要喝两杯咖啡。", "我每天要喝两杯咖啡。"),
    ("coffee", "zh", L, "我老婆每天喝几杯咖啡？", "我每天需要喝两杯咖啡。", "我老婆每天要喝两杯咖啡。"),
    ("coffee", "zh", L, "我每天喝几杯水？", "我每天要喝两杯咖啡。", "我每天要喝八杯水。"),
    ("coffee", "zh", S, "我每天喝几杯咖啡？", "我每天要喝两杯咖啡。", "我现在每天只喝一杯咖啡了。"),
    ("vitamin", "zh", R, "我每天吃什么？", "我每天要吃一片维生素。", "我每天需要吃一片维生素。"),
    ("vitamin", "zh", L, "我儿子每天吃什么？", "我每天需要吃一片维生素。", "我儿子每天需要吃一片维生素。"),
    ("walkdog", "zh", R, "我每天遛几次狗？", "我每天需要遛两次狗。", "我每天要遛两次狗。"),
    ("walkdog", "zh", L, "我每天喂几次猫？", "我每天需要遛两次狗。", "我每天需要喂两次猫。"),
    # -- 用的是 / 选的是 ---------------------------------------------------------------------------------------
    ("pg", "zh", R, "我们用什么数据库？", "我们用的是PostgreSQL。", "我们用PostgreSQL。"),
    ("pg", "zh", L, "我们的测试环境用什么数据库？", "我们用的是PostgreSQL。", "我们的测试环境用的是SQLite。"),
    ("pg", "zh", S, "我们用什么数据库？", "我们用的是PostgreSQL。", "我们已经换成MySQL了。"),
    ("golang", "zh", R, "我选了哪门语言？", "我选的是Go。", "我选了Go。"),
    ("golang", "zh", L, "我同事选了哪门语言？", "我选的是Go。", "我同事选的是Go。"),
    ("feishu", "zh", R, "我们团队用什么沟通？", "我们团队用的是飞书。", "我们团队用飞书。"),
    ("feishu", "zh", L, "我们团队用什么写文档？", "我们团队沟通用的是飞书。", "我们团队写文档用的是语雀。"),
    ("editor", "zh", R, "我用什么编辑器？", "我用的是Vim。", "我用Vim。"),
    # -- 从不 / 从来不 / 不 of a habit; 不 + a one-time event -----------------------------------------------------
    ("drink", "zh", R, "我喝酒吗？", "我从不喝酒。", "我不喝酒。"),
    ("drink", "zh", E, "我今晚喝酒吗？", "我从不喝酒。", "我今晚不喝酒。"),
    ("drink", "zh", L, "我爸喝酒吗？", "我从不喝酒。", "我爸从不喝酒。"),
    ("drink", "zh", L, "我抽烟吗？", "我从不喝酒。", "我从不抽烟。"),
    ("overtime", "zh", R, "我加班吗？", "我从不加班。", "我从来不加班。"),
    ("overtime", "zh", R, "我加班吗？", "我从来不加班。", "我不加班。"),
    ("overtime", "zh", E, "我今天加班吗？", "我从不加班。", "我今天不加班。"),
    ("overtime", "zh", E, "我明天加班吗？", "我不加班。", "我明天不加班。"),
    ("coriander", "zh", R, "我吃香菜吗？", "我从来不吃香菜。", "我不吃香菜。"),
    ("coriander", "zh", L, "我女朋友吃香菜吗？", "我从来不吃香菜。", "我女朋友不吃香菜。"),
    ("breakfast", "zh", E, "我今天吃早饭了吗？", "我从不吃早饭。", "我今天不吃早饭。"),
    ("breakfast", "zh", S, "我吃早饭吗？", "我从不吃早饭。", "我现在每天都吃早饭了。"),
    # -- 以上 / 以下 as bounds --------------------------------------------------------------------------------------
    ("coverage", "zh", R, "测试覆盖率要多少？", "测试覆盖率要80%以上。", "测试覆盖率至少要80%。"),
    ("coverage", "zh", N, "测试覆盖率要多少？", "测试覆盖率要80%以上。", "测试覆盖率要90%以上。"),
    ("coverage", "zh", L, "代码重复率要多少？", "测试覆盖率要80%以上。", "代码重复率要5%以下。"),
    ("sleep", "zh", R, "我每天睡多久？", "我每天睡7小时以上。", "我每天至少睡7小时。"),
    ("sleep", "zh", L, "我女儿每天睡多久？", "我每天睡7小时以上。", "我女儿每天睡10小时以上。"),
    ("prsize", "zh", R, "每个PR改多少行？", "每个PR的改动要在500行以下。", "每个PR的改动最多500行。"),
    ("prsize", "zh", R, "每个PR改多少行？", "每个PR的改动要在500行以下。", "每个PR的改动不超过500行。"),
    ("prsize", "zh", L, "每个PR要几个人审？", "每个PR的改动要在500行以下。", "每个PR要两个人以上审核。"),
    ("meeting", "zh", R, "站会开多久？", "站会控制在15分钟以下。", "站会最多开15分钟。"),
    ("meeting", "zh", N, "站会开多久？", "站会控制在15分钟以下。", "站会控制在10分钟以下。"),
    ("python", "zh", R, "我有几年Python经验？", "我有三年以上的Python经验。", "我至少有三年Python经验。"),
    ("python", "zh", L, "我有几年Go经验？", "我有三年以上的Python经验。", "我有一年以上的Go经验。"),
    # -- a price per unit ------------------------------------------------------------------------------------------
    ("egg", "zh", R, "鸡蛋多少钱一斤？", "鸡蛋六块一斤。", "鸡蛋每斤6元。"),
    ("egg", "zh", S, "鸡蛋多少钱一斤？", "鸡蛋八块一斤。", "鸡蛋从8块降到6块了。"),
    ("egg", "zh", S, "鸡蛋多少钱一斤？", "鸡蛋每斤6元。", "鸡蛋涨价了，现在每斤8元。"),
    ("egg", "zh", L, "猪肉多少钱一斤？", "鸡蛋六块一斤。", "猪肉二十块一斤。"),
    ("egg", "zh", L, "鸭蛋多少钱一斤？", "鸡蛋六块一斤。", "鸭蛋六块一斤。"),
    ("coffeeprice", "zh", R, "楼下的咖啡多少钱一杯？", "楼下的咖啡十块钱一杯。", "楼下的咖啡一杯10元。"),
    ("coffeeprice", "zh", R, "楼下的咖啡多少钱一杯？", "楼下的咖啡一杯10元。", "楼下的咖啡每杯十元。"),
    ("coffeeprice", "zh", L, "楼下的奶茶多少钱一杯？", "楼下的咖啡十块钱一杯。", "楼下的奶茶十块钱一杯。"),
    ("coffeeprice", "zh", N, "楼下的咖啡多少钱一杯？", "楼下的咖啡十块钱一杯。", "楼下的咖啡一杯12元。"),
    ("apple", "zh", R, "苹果多少钱一斤？", "苹果五块钱一斤。", "苹果每斤五块钱。"),
    ("apple", "zh", L, "香蕉多少钱一斤？", "苹果五块钱一斤。", "香蕉三块钱一斤。"),
    # -- 一块儿住 / 一块住 / 一起住 ------------------------------------------------------------------------------
    ("sister", "zh", R, "我和谁一起住？", "我和我姐一块儿住。", "我和我姐一起住。"),
    ("sister", "zh", L, "我和谁一起上班？", "我和我姐一块儿住。", "我和我姐一块儿上班。"),
    ("sister", "zh", L, "我和谁一起住？", "我和我姐一块儿住。", "我和我妈一起住。"),
    ("roommate", "zh", R, "我跟谁一起住？", "我跟室友一块住。", "我跟室友一起住。"),
    ("roommate", "zh", L, "我跟谁一起吃饭？", "我跟室友一块住。", "我跟室友一块吃饭。"),
    ("roommate", "zh", R, "我跟谁一起住？", "我跟室友住一块儿。", "我跟室友一块儿住。"),
    # -- 换回: a return ------------------------------------------------------------------------------------------
    ("ime", "zh", S, "我用什么输入法？", "我现在用微软拼音输入法。", "我又换回搜狗输入法了。"),
    ("ime", "zh", L, "我同事用什么输入法？", "我现在用微软拼音输入法。", "我同事又换回搜狗输入法了。"),
    ("vscode", "zh", S, "我用什么写代码？", "我现在用Cursor写代码。", "我又换回了VS Code。"),
    ("vscode", "zh", X, "我用积分换了什么？", "我现在用Cursor写代码。", "我用积分换回了一个保温杯。"),
    ("vscode", "zh", S, "我用什么写代码？", "我现在用Cursor写代码。", "我写代码换回VS Code了。"),
    # -- a habit's negation flipped ------------------------------------------------------------------------------
    ("game", "zh", N, "我平时爱打游戏吗？", "我平时爱打游戏。", "我平时不爱打游戏。"),
    ("game", "zh", S, "我平时爱打游戏吗？", "我平时爱打游戏。", "我现在不爱打游戏了。"),
    ("game", "zh", L, "我儿子平时爱打游戏吗？", "我平时爱打游戏。", "我儿子平时不爱打游戏。"),
    ("read", "zh", N, "我喜欢看小说吗？", "我喜欢看小说。", "我不喜欢看小说。"),
    ("read", "zh", L, "我喜欢看电影吗？", "我喜欢看小说。", "我不喜欢看电影。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "zhmix", 633050)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_zhmix_probes.py): hand-written by session 33 "
                         "(zhmix33) before any rule of its round was changed, for Chinese causes left open by "
                         "session 32 (需要 / 要 of need, 用的是 / 选的是, 从不 / 不 of a habit, 以上 / 以下 as bounds, "
                         "a price per unit, 一块儿住, 换回 as a return, a habit's negation flipped); every group has "
                         "look-alikes that are DIFFERENT facts (another holder, another thing, two prices of two "
                         "things, 不 + a one-time event, a bound with another number) or restatements; split once "
                         "before tuning into 'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
