"""Build the holders probe set (issue #12 precision on the write path, English and Chinese) once, and split it.

    .venv/bin/python bench/make_holders_probes.py   # writes bench/data/holders_probes.jsonl

Written by session 30 (holders30, round 2) before any rule of its round was changed. A change word lets one
person's sentence cross out another person's fact: "他住在杭州" / "我已经搬到上海了", "He uses VS Code" / "I switched
from VS Code to Zed", "大家都住在杭州" / "我已经搬到上海了" are judged an update on the base (the older entry crossed
out). The holder reader (classify.holder) reads the speaker and the speaker's relatives (我妈, "my sister"), not a
third person said by a pronoun (他, 她, 他们, "he", "she", "they", "his") nor other people (大家, 别人, "everyone
else"). Each group holds one person's update, which must stay an update, and the same change said of another person
(the speaker against he / she / they / others, he against she, a possessive "his car" against "my car"), which must
cross nothing out. Look-alikes that are no change of holder and must stay updates: a person who is the value of the
slot ("My manager is Alice" / "Bob is now my manager", "He is my manager" / "She is now my manager", "Alice leads the
team" / "Bob now leads the team", 他负责前端 / 现在我负责前端了), an object pronoun ("I send the report to him" / "I now
send it to her instead"). 我们 / "we" against 我 / "I" is not probed: a judgement call left to the base's rules (the
speaker is one of the group; only the same group on both sides is here, "We use Slack" / "We switched …").

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263030
OUT = Path(__file__).resolve().parent / "data" / "holders_probes.jsonl"

U, L = "update_signal", "distinct_lookalike"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- Chinese: the speaker against he / she / they / others -------------------------------------------------
    ("banjia", "zh", U, "我住在哪里？", "我住在杭州。", "我已经搬到上海了。"),
    ("banjia", "zh", L, "我住在哪里？", "他住在杭州。", "我已经搬到上海了。"),
    ("banjia", "zh", L, "我住在哪里？", "大家都住在杭州。", "我已经搬到上海了。"),
    ("banjia", "zh", U, "他住在哪里？", "他住在杭州。", "他已经搬到上海了。"),
    ("zhifu", "zh", U, "我用什么付款？", "我平时用微信支付。", "我现在改用支付宝了。"),
    ("zhifu", "zh", L, "我用什么付款？", "别人平时都用微信支付。", "我现在改用支付宝了。"),
    ("zhifu", "zh", L, "我用什么付款？", "她平时用微信支付。", "我现在改用支付宝了。"),
    ("qichuang", "zh", U, "我几点起床？", "我每天七点起床。", "我现在改成六点起床了。"),
    ("qichuang", "zh", L, "我几点起床？", "他们每天七点起床。", "我现在改成六点起床了。"),
    ("shangban", "zh", U, "我怎么去上班？", "我每天骑车上班。", "我已经改成坐地铁上班了。"),
    ("shangban", "zh", L, "我怎么去上班？", "现在他每天骑车上班。", "我已经改成坐地铁上班了。"),
    # -- Chinese: he against she, a possessive --------------------------------------------------------------
    ("tiaocao", "zh", U, "她在哪里上班？", "她在阿里巴巴上班。", "她已经跳槽到腾讯了。"),
    ("tiaocao", "zh", L, "他在哪里上班？", "她在阿里巴巴上班。", "他已经跳槽到腾讯了。"),
    ("che", "zh", U, "我开什么车？", "我的车是本田思域。", "我的车已经换成特斯拉了。"),
    ("che", "zh", L, "我开什么车？", "他的车是本田思域。", "我的车已经换成特斯拉了。"),
    # -- Chinese: a person who is the value, an object pronoun, 我们 / 我 ------------------------------------
    ("jingli", "zh", U, "我的经理是谁？", "我的经理是王磊。", "现在李娜是我的经理了。"),
    ("qianduan", "zh", U, "谁负责前端？", "他负责前端。", "现在改成我负责前端了。"),
    ("baobiao", "zh", U, "报表发给谁？", "我每周把报表发给他。", "我现在改成把报表发给她了。"),
    ("women", "zh", U, "我们住在哪里？", "我们住在杭州。", "我们已经搬到上海了。"),
    # -- English: the speaker against he / they / others ------------------------------------------------------
    ("editor", "en", U, "Which editor do I use?", "I use VS Code.", "I switched from VS Code to Zed."),
    ("editor", "en", L, "Which editor do I use?", "He uses VS Code.", "I switched from VS Code to Zed."),
    ("editor", "en", L, "Which editor do I use?", "They use VS Code.", "I switched from VS Code to Zed."),
    ("editor", "en", U, "Which editor does he use?", "He uses VS Code.", "He switched from VS Code to Zed."),
    ("city", "en", U, "Where do I live?", "I live in Boston.", "I moved to Chicago last spring."),
    ("city", "en", L, "Where do I live?", "They live in Boston.", "I moved to Chicago last spring."),
    ("city", "en", L, "Where do I live?", "Everyone else lives in Boston.", "I moved to Chicago last spring."),
    ("tea", "en", U, "What do I drink?", "These days I drink green tea.", "I switched from green tea to coffee."),
    ("tea", "en", L, "What do I drink?", "These days he drinks green tea.", "I switched from green tea to coffee."),
    ("fridays", "en", U, "Do I work from home on Fridays?", "I work from home on Fridays.", "I no longer work from home on Fridays."),
    ("fridays", "en", L, "Do I work from home on Fridays?", "Other people work from home on Fridays.", "I no longer work from home on Fridays."),
    # -- English: he against she, a possessive --------------------------------------------------------------
    ("employer", "en", U, "Where does she work?", "She works at Google.", "She moved from Google to Meta."),
    ("employer", "en", L, "Where does he work?", "She works at Google.", "He moved from Google to Meta."),
    ("car", "en", U, "What car do I drive?", "My car is a Honda Civic.", "I replaced my Honda Civic with a Tesla."),
    ("car", "en", L, "What car do I drive?", "His car is a Honda Civic.", "I replaced my Honda Civic with a Tesla."),
    # -- English: a person who is the value, an object pronoun, "we" / "I" ----------------------------------
    ("manager", "en", U, "Who is my manager?", "My manager is Alice.", "Bob is now my manager."),
    ("manager", "en", U, "Who is my manager?", "He is my manager.", "She is now my manager instead."),
    ("lead", "en", U, "Who leads the team?", "Alice leads the team.", "Bob now leads the team."),
    ("report", "en", U, "Who gets the weekly report?", "I send the weekly report to him.", "I now send the weekly report to her instead."),
    ("chat", "en", U, "What do we use for chat?", "We use Slack for team chat.", "We switched from Slack to Teams for team chat."),
]


def build() -> list[dict[str, object]]:
    return pair_rows(CASES, SPLIT_SEED, "holders", 330000)


def main() -> None:
    write_pair_file(OUT, "Holders probes (issue #12 precision on the write path, in-sample; written by session 30, "
                         "holders30, before changing any rule of its round: one person's update against the same "
                         "change said of another person (the speaker against he, she, they or others; he against "
                         "she; his X against my X), and look-alikes that are no change of holder (a person as the "
                         "value, an object pronoun); not part of update_set.jsonl); built by "
                         "bench/make_holders_probes.py; split once before tuning into 'tuning' (tuned on) and "
                         "'check' (not tuned on)",
                    build(), SPLIT_SEED, restatement=U)


if __name__ == "__main__":
    main()
