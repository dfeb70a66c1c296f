"""Issue #12: IN-SAMPLE probes for the precision leftovers of blind_probes_18_audit.md (D6) and its D3 recall miss
(session 41, prec41), hand-written by the engineer who tunes on them, before any rule of the round was changed:
  - two legs of one trip (to / back from / return, outbound / return, 去程 / 回程, 出发 / 返程): two facts, beside
    a leg moved to another day (with and without a change word);
  - a qualifier on one side only (work / personal, 工作) with a change word: another thing, two facts, beside the
    same thing replaced (both sides bare, both sides qualified);
  - two subjects with one value ("The database is in eu-west-1." / "The object store is in eu-west-1.", 照片 / 文档
    都放在 X) and the over-split 所有数据都在 X / 我们的东西都放在 X (one fact said twice);
  - an end date said two ways ("expires in March 2029" / "good until 03/2029", "valid until 08/2031" / "expires in
    August 2031", 到期 / 有效期到): a restatement, not a passing state; beside two documents with one date, a date
    replaced, and "I'm in Lisbon until March" (a passing state that must stay temporary).
About half English, half Chinese; distinct pairs are as many as updates and restatements.

Split ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its controls are one group): "tuning" is
tuned on, "check" is counted only. Both halves are in-sample (hand-written by the session that tunes).

    .venv/bin/python bench/make_prec41_probes.py   # writes bench/data/prec41_probes.jsonl
    .venv/bin/python bench/bench_updates.py --data bench/data/prec41_probes.jsonl --split tuning"""

# ruff: noqa: E501  (one case per line: the data reads as a table)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20264105
OUT = Path(__file__).resolve().parent / "data" / "prec41_probes.jsonl"

S, N, R = "update_signal", "update_nosignal", "restatement"
L, T = "distinct_lookalike", "temporary"

# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: two legs of a trip ---------------------------------------------------------------------------------
    ("tokyo", "en", L, "When does my flight back from Tokyo depart?", "My flight to Tokyo departs Oct 12 at 11:40.", "My flight back from Tokyo departs Oct 20 at 17:05."),
    ("tokyo", "en", L, "When does my return flight depart?", "My flight to Tokyo departs Oct 12 at 11:40.", "My return flight departs Oct 20 at 17:05."),
    ("tokyo", "en", L, "When does my flight to Osaka depart?", "My flight to Tokyo departs Oct 12 at 11:40.", "My flight to Osaka departs Oct 20 at 17:05."),
    ("tokyo", "en", N, "When does my flight to Tokyo depart?", "My flight to Tokyo departs Oct 12 at 11:40.", "My flight to Tokyo departs Oct 14 at 09:15."),
    ("tokyo", "en", S, "When does my flight to Tokyo depart?", "My flight to Tokyo departs Oct 12 at 11:40.", "My flight to Tokyo was moved to Oct 14 at 09:15."),
    ("lyon", "en", L, "When does the return train leave?", "The outbound train to Lyon leaves Friday at 8:05.", "The return train from Lyon leaves Sunday at 18:30."),
    ("lyon", "en", S, "When does the return train leave?", "The return train from Lyon leaves Sunday at 18:30.", "The return train from Lyon now leaves Sunday at 20:10."),
    # -- English: a qualifier on one side only -------------------------------------------------------------------------
    ("phone", "en", L, "What is my work phone?", "My phone is a Pixel 7.", "My work phone is now an iPhone 15."),
    ("phone", "en", S, "What is my phone?", "My phone is a Pixel 7.", "My phone is now an iPhone 15."),
    ("phone", "en", S, "What is my work phone?", "My work phone is a Pixel 7.", "My work phone is now an iPhone 15."),
    ("laptop", "en", L, "What is my personal laptop?", "My laptop is a ThinkPad X1.", "My personal laptop is now a MacBook Air."),
    ("laptop", "en", N, "What is my laptop?", "My laptop is a ThinkPad X1.", "My laptop is a MacBook Air."),
    # -- English: two subjects, one value ---------------------------------------------------------------------------------
    ("region", "en", L, "Where is the object store?", "The database is in eu-west-1.", "The object store is in eu-west-1."),
    ("region", "en", R, "Where is the database?", "The database is in eu-west-1.", "Our database lives in eu-west-1."),
    ("region", "en", S, "Where is the database?", "The database is in eu-west-1.", "We moved the database to eu-central-1."),
    ("backup", "en", L, "Where are the backups?", "The API servers run in us-east-1.", "The backups are in us-east-1."),
    ("backup", "en", L, "Where are the logs?", "The backups are in us-east-1.", "The logs are in us-east-1."),
    # -- English: an end date said two ways --------------------------------------------------------------------------------
    ("passport", "en", R, "When does my passport expire?", "My passport expires in March 2029.", "Passport's good until 03/2029."),
    ("passport", "en", R, "When does my passport expire?", "My passport expires in March 2029.", "My passport is valid until March 2029."),
    ("passport", "en", N, "When does my passport expire?", "My passport expires in March 2029.", "My passport expires in May 2034."),
    ("passport", "en", L, "When does my driver's license expire?", "My passport expires in March 2029.", "My driver's license expires in March 2029."),
    ("visa", "en", R, "When does my visa expire?", "My visa is valid until 08/2031.", "My visa expires in August 2031."),
    ("lease", "en", R, "When does the lease end?", "The lease runs until June 2027.", "Our lease ends in June 2027."),
    ("lease", "en", L, "When does the warranty end?", "The lease runs until June 2027.", "The warranty lasts until June 2027."),
    ("lisbon", "en", T, "Where do I live?", "I live in Porto.", "I'm in Lisbon until March."),
    # -- Chinese: two legs of a trip ----------------------------------------------------------------------------------------
    ("quhui", "zh", L, "回程航班是什么时候？", "去程航班是10月1号上午10点。", "回程航班是10月7号上午11点。"),
    ("quhui", "zh", N, "去程航班是什么时候？", "去程航班是10月1号上午10点。", "去程航班是10月2号上午10点。"),
    ("quhui", "zh", S, "回程航班是什么时候？", "回程航班是10月7号晚上九点。", "回程航班改到10月8号晚上九点了。"),
    ("fanche", "zh", L, "返程的火车几点？", "出发的火车是周五下午三点。", "返程的火车是周日下午五点。"),
    # -- Chinese: a qualifier on one side only ---------------------------------------------------------------------------------
    ("shouji", "zh", L, "我的工作手机是什么？", "我的手机是小米13。", "我的工作手机现在换成了iPhone 15。"),
    ("shouji", "zh", L, "我的私人手机是什么？", "我的工作手机是小米13。", "我的私人手机现在换成了iPhone 15。"),
    ("shouji", "zh", S, "我的手机是什么？", "我的手机是小米13。", "我的手机现在换成了iPhone 15。"),
    ("diannao", "zh", L, "我的工作电脑是什么？", "我的电脑是联想小新。", "我的工作电脑换成MacBook了。"),
    # -- Chinese: two subjects, one value; one subject said two ways ---------------------------------------------------------
    ("cunchu", "zh", R, "我们的数据放在哪里？", "所有数据都在阿里云杭州区。", "我们的东西都放在阿里云杭州区。"),
    ("cunchu", "zh", L, "对象存储在哪里？", "数据库在阿里云杭州区。", "对象存储在阿里云杭州区。"),
    ("cunchu", "zh", S, "我们的数据放在哪里？", "所有数据都在阿里云杭州区。", "所有数据都迁到腾讯云广州区了。"),
    ("wangpan", "zh", L, "文档放在哪里？", "照片都放在百度网盘。", "文档都放在百度网盘。"),
    # -- Chinese: an end date said two ways ------------------------------------------------------------------------------------
    ("huzhao", "zh", R, "我的护照什么时候到期？", "我的护照2029年3月到期。", "护照有效期到2029年3月。"),
    ("huzhao", "zh", N, "我的护照什么时候到期？", "我的护照2029年3月到期。", "我的护照2034年5月到期。"),
    ("huzhao", "zh", L, "我的驾照什么时候到期？", "我的护照2029年3月到期。", "我的驾照2029年3月到期。"),
    ("qianzheng", "zh", R, "我的签证什么时候过期？", "签证有效期到2031年8月。", "签证2031年8月过期。"),
    ("zhuzai", "zh", T, "我住在哪里？", "我住在杭州。", "我在上海待到三月。"),
]


def build() -> list[dict]:
    return pair_rows([(f"{lang}-{group}", lang, cls, q, old, new) for group, lang, cls, q, old, new in CASES],
                     SPLIT_SEED, "prec41", 770400)


def main() -> None:
    write_pair_file(OUT, "issue #12 IN-SAMPLE probes (bench/make_prec41_probes.py): hand-written by session 41 "
                         "(prec41) before any rule of its round was changed, for the leftovers of "
                         "blind_probes_18_audit.md D6 and D3: two legs of a trip (to / back from / return, 去程 / "
                         "回程, 出发 / 返程), a qualifier on one side only (work / personal, 工作), two subjects with "
                         "one value (database / object store, 数据库 / 对象存储) and one subject said two ways (所有数据 "
                         "/ 我们的东西), an end date said two ways (expires in March 2029 / good until 03/2029, 到期 / "
                         "有效期到); updates of those values; controls: another leg, thing, subject or document, and "
                         "a passing state (in Lisbon until March); split once before tuning into 'tuning' (tuned on) "
                         "and 'check' (counted only), by group",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
