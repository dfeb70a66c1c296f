"""Issue #12: IN-SAMPLE probes for three causes of the audit of blind probe set 10 (session 32, blindfix32),
hand-written by the engineer who tunes on them, before any rule of the round was changed:
  - a spoken Chinese money amount (两块五, 三块, 十块钱, 一块二, 五毛, 三块五毛) is N(.M) 元: "物业费每平米两块五" /
    "物业费每平米2.5元" are one fact, "…两块五" / "…三块" one value replaced. Look-alikes: 一块儿 / 一块 (together),
    块 as the measure word of pieces (两块蛋糕), the same price of another thing, another event's spending.
  - the return of a reversal with a reason naming the value left ("Went back to zsh, fish broke too many of my
    scripts"): the return is a change back. Look-alikes: another person's return with the same reason, a reason
    that names another thing.
  - "Node 20" / "Node v20": a v-prefixed version after a name is that version. Look-alikes: another version,
    another holder of the same version, "the v2 API" / "the v3 API" (a version before a noun, another value).
Every group has restatements or look-alikes beside its target.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_blindfix2_probes.py   # writes bench/data/blindfix2_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/blindfix2_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import check_groups, write_pair_file

SPLIT_SEED = 20263207
OUT = Path(__file__).resolve().parent / "data" / "blindfix2_probes.jsonl"

S, N, V, R = "update_signal", "update_nosignal", "reversal", "restatement"
L, E, X = "distinct_lookalike", "distinct_event", "unrelated"

# group, lang, class, question, sentences (oldest first)
CASES: list[tuple[str, str, str, str, list[str]]] = [
    # -- a spoken Chinese money amount ---------------------------------------------------------------------------
    ("wuye", "zh", N, "物业费每平米多少钱？", ["物业费每平米两块五。", "物业费每平米三块。"]),
    ("wuye", "zh", R, "物业费每平米多少钱？", ["物业费每平米两块五。", "物业费每平米2.5元。"]),
    ("wuye", "zh", L, "停车费每小时多少钱？", ["物业费每平米两块五。", "停车费每小时两块五。"]),
    ("ditie", "zh", R, "地铁起步价多少钱？", ["地铁起步价是三块钱。", "地铁起步价3元。"]),
    ("ditie", "zh", S, "地铁起步价多少钱？", ["地铁起步价是三块钱。", "地铁起步价涨到四块了。"]),
    ("ditie", "zh", L, "公交票价多少钱？", ["地铁起步价是三块钱。", "公交票价是三块钱。"]),
    ("baozi", "zh", S, "楼下包子多少钱一个？", ["楼下包子一个一块二。", "楼下包子涨价了，现在一个一块五。"]),
    ("baozi", "zh", R, "楼下包子多少钱一个？", ["楼下包子一个一块二。", "楼下包子一个1.2元。"]),
    ("baozi", "zh", L, "我早上吃了几个包子？", ["楼下包子一个一块二。", "我早上吃了两个包子。"]),
    ("print", "zh", R, "打印一页多少钱？", ["打印店打印一页五毛。", "打印店打印一页0.5元。"]),
    ("print", "zh", N, "打印一页多少钱？", ["打印店打印一页五毛。", "打印店打印一页八毛。"]),
    ("egg", "zh", R, "鸡蛋多少钱一斤？", ["鸡蛋一斤五块五毛。", "鸡蛋一斤5.5元。"]),
    ("egg", "zh", S, "鸡蛋多少钱一斤？", ["鸡蛋一斤五块五毛。", "鸡蛋降价了，一斤四块八。"]),
    ("coffee", "zh", R, "公司咖啡多少钱一杯？", ["公司楼下的咖啡十块钱一杯。", "公司楼下的咖啡一杯10元。"]),
    ("coffee", "zh", L, "奶茶多少钱一杯？", ["公司楼下的咖啡十块钱一杯。", "公司楼下的奶茶十块钱一杯。"]),
    ("together", "zh", L, "我和谁一块儿住？", ["我和我妈一块儿住。", "我和我爸一块儿住。"]),
    ("together", "zh", R, "我和谁一起住？", ["我和我妈一块儿住。", "我和我妈一起住。"]),
    ("together", "zh", L, "我和谁一块去上班？", ["我和小王一块去上班。", "我和小李一块去上班。"]),
    ("cake", "zh", L, "蛋糕多少钱？", ["我买了两块蛋糕。", "蛋糕一块要两元。"]),
    ("cake", "zh", E, "我今天吃了几块蛋糕？", ["我昨天吃了两块蛋糕。", "我今天吃了三块蛋糕。"]),
    ("lunch", "zh", E, "晚饭花了多少钱？", ["午饭花了十五块。", "晚饭花了十五块。"]),
    ("rent", "zh", L, "我每月存多少钱？", ["我每月房租三千块。", "我每月存三千块。"]),
    # -- a return with a reason naming the value left ---------------------------------------------------------
    ("zsh", "en", V, "Which shell do I use?", ["My shell is zsh.", "I switched my shell to fish.", "Went back to zsh, fish broke too many of my scripts."]),
    ("zsh", "en", L, "Which shell does my colleague use?", ["I switched my shell to fish.", "My colleague went back to zsh, fish broke too many of his scripts."]),
    ("vim", "en", V, "Which editor do I use?", ["My editor is Vim.", "I switched my editor to Emacs.", "Went back to Vim, Emacs was far too slow on my old laptop."]),
    ("vim", "en", L, "Which editor does my team lead use?", ["I switched my editor to Emacs.", "My team lead went back to Vim, Emacs was far too slow on his old laptop."]),
    ("firefox", "en", V, "Which browser do I use?", ["My browser is Firefox.", "I switched my browser to Chrome.", "I went back to Firefox, Chrome ate way too much of my memory."]),
    ("firefox", "en", X, "Which office do I work from?", ["I switched my browser to Chrome.", "I went back to the office, the home wifi dropped too many of my calls."]),
    ("bank", "en", V, "Which bank do I use?", ["My bank is Chase.", "I moved my bank to Ally.", "Moved back to Chase, Ally had way too many outages last month."]),
    ("ime", "zh", V, "我用什么输入法？", ["我用的输入法是搜狗。", "我把输入法换成了微信输入法。", "又换回搜狗了，微信输入法的词库实在太少了。"]),
    ("ime", "zh", L, "我同事用什么输入法？", ["我把输入法换成了微信输入法。", "我同事又换回搜狗了，微信输入法的词库实在太少了。"]),
    # -- a v-prefixed version after a name ---------------------------------------------------------------------
    ("node", "en", R, "Which Node version does the frontend need?", ["The frontend needs Node 20.", "The frontend needs Node v20."]),
    ("node", "en", N, "Which Node version does the frontend need?", ["The frontend needs Node 18.", "The frontend needs Node v20."]),
    ("node", "en", L, "Which Node version does the backend need?", ["The frontend needs Node 20.", "The backend needs Node v20."]),
    ("python", "en", R, "Which Python does the backend run on?", ["Our backend runs on Python 3.11.", "Our backend runs on Python v3.11."]),
    ("python", "en", S, "Which Python does the backend run on?", ["Our backend runs on Python v3.11.", "We upgraded the backend to Python 3.12."]),
    ("python", "en", L, "Which Python does the data team use?", ["Our backend runs on Python 3.11.", "The data team runs on Python v3.10."]),
    ("postgres", "en", R, "Which Postgres version is the main database?", ["The main database is Postgres v15.", "The main database is Postgres 15."]),
    ("postgres", "en", L, "Which Postgres version is the analytics database?", ["The main database is Postgres v15.", "The analytics database is Postgres 15."]),
    ("api", "en", L, "Which API does the mobile app call?", ["The mobile app calls the v2 API.", "The web app calls the v2 API."]),
    ("api", "en", S, "Which API does the mobile app call?", ["The mobile app calls the v2 API.", "The mobile app now calls the v3 API."]),
    ("api", "en", L, "Which endpoint does the mobile app call?", ["The mobile app calls the v2 endpoint.", "The mobile app calls endpoint 3."]),
    ("nodezh", "zh", R, "前端需要哪个版本的Node？", ["前端需要Node 20。", "前端需要Node v20。"]),
    ("nodezh", "zh", L, "后端需要哪个版本的Node？", ["前端需要Node 20。", "后端需要Node v20。"]),
]


def build() -> list[dict]:
    groups = [f"{lang}-{group}" for group, lang, *_ in CASES]
    check = check_groups(groups, SPLIT_SEED)
    return [{"lang": lang, "group": f"blindfix2-{name}", "question": question, "cls": cls, "seq": seq,
             "id": 332000 + n, "split": "check" if name in check else "tuning"}
            for n, (name, (group, lang, cls, question, seq)) in enumerate(zip(groups, CASES, strict=True))]


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_blindfix2_probes.py): hand-written by session 32 "
                         "(blindfix32) before any rule of its round was changed, for three causes of the audit of "
                         "blind probe set 10: a spoken Chinese money amount (两块五 = 2.5元), a return whose reason "
                         "names the value left, and a v-prefixed version after a name (Node v20 = Node 20); every "
                         "group has look-alikes that are DIFFERENT facts (一块儿 together, 块 of pieces, another "
                         "holder, another version, the v2 API) or restatements; split once before tuning into "
                         "'tuning' (tuned on) and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
