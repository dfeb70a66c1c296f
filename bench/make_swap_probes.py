"""Build the role-swap probe set (issue #12 precision, English and Chinese) once, and split it.

    .venv/bin/python bench/make_swap_probes.py   # writes bench/data/swap_probes.jsonl

Written by session 26 (merge26) before any rule of its round was changed: two kinds of wrong merge seen on
main, each with the true restatements that look like them and must stay stored once.
- A change of grammatical person or party between the two sides (we / I, you / I, they / we, our / their,
  he / she; 我们 / 我, 你 / 我, 他们 / 我们, 他 / 她) in an otherwise reworded sentence: another holder, a
  distinct fact.
- Subject and object traded places around the same verb (I like cats / cats like me, Arsenal beat Chelsea /
  Chelsea beat Arsenal, Maria sent the contract to Ben / Ben sent the contract to Maria; 我喜欢猫 / 猫喜欢我,
  张三帮了李四 / 李四帮了张三): each named party changes its role, a distinct fact.
The restatements beside them keep every party in its role: a phrase moved to the front (In 2019 I moved to
Berlin / I moved to Berlin in 2019), a copula read both ways (Our product manager is Sarah Chen / Sarah Chen is
our product manager), a cleft (Fatima is who I report to), a passive (Chelsea were beaten by Arsenal, 李四被张三
帮了), a list of values restated by the same holder.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a fact and its look-alikes are one
group): "tuning" is tuned on, "check" is not. Both halves are IN-SAMPLE for the engine's authors (hand-written
by the session that tunes): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20262601
OUT = Path(__file__).resolve().parent / "data" / "swap_probes.jsonl"

R, L = "restatement", "distinct_lookalike"
# group, lang, class, question, older sentence, newer sentence
CASES: list[tuple[str, str, str, str, str, str]] = [
    # -- English: another person or party, the rest reworded --------------------------------------------------
    ("hobbies", "en", R, "What hobbies do I like?", "I like hiking, sailing and chess.", "Hiking, sailing and chess are the hobbies I like."),
    ("hobbies", "en", L, "What hobbies do we like?", "I like hiking, sailing and chess.", "Hiking, sailing and chess are the hobbies we like."),
    ("hobbies", "en", L, "What hobbies do you like?", "I like hiking, sailing and chess.", "Hiking, sailing and chess are the hobbies you like."),
    ("weekend", "en", R, "What do we do at weekends?", "We go climbing and cycling at weekends.", "At weekends we go cycling and climbing."),
    ("weekend", "en", L, "What do I do at weekends?", "We go climbing and cycling at weekends.", "At weekends I go cycling and climbing."),
    ("weekend", "en", L, "What do they do at weekends?", "We go climbing and cycling at weekends.", "Cycling and climbing are what they do at weekends."),
    ("berlin", "en", R, "When did I move to Berlin?", "In 2019 I moved to Berlin.", "I moved to Berlin in 2019."),
    ("berlin", "en", L, "When did they move to Berlin?", "In 2019 I moved to Berlin.", "They moved to Berlin in 2019."),
    ("berlin", "en", L, "When did she move to Berlin?", "In 2019 he moved to Berlin.", "She moved to Berlin in 2019."),
    ("pm", "en", R, "Who is our product manager?", "Our product manager is Sarah Chen.", "Sarah Chen is our product manager."),
    ("pm", "en", L, "Who is their product manager?", "Our product manager is Sarah Chen.", "Sarah Chen is their product manager."),
    ("pm", "en", L, "Who is your product manager?", "My product manager is Sarah Chen.", "Sarah Chen is your product manager."),
    ("backend", "en", R, "What do we use for the backend?", "We use Postgres for the backend.", "For the backend we use Postgres."),
    ("backend", "en", L, "What do they use for the backend?", "We use Postgres for the backend.", "For the backend they use Postgres."),
    ("window", "en", R, "Which seat do I prefer?", "I prefer the window seat on long flights.", "On long flights the window seat is what I prefer."),
    ("window", "en", L, "Which seat does my wife prefer?", "I prefer the window seat on long flights.", "On long flights the window seat is what you prefer."),
    ("window", "en", L, "Which seat does he prefer?", "She prefers the window seat on long flights.", "On long flights he prefers the window seat."),
    # -- English: subject and object traded around the same verb ----------------------------------------------
    ("cats", "en", R, "Which animals do I like?", "I like cats and dogs.", "Cats and dogs are the animals I like."),
    ("cats", "en", L, "Who likes me?", "I like cats and dogs.", "Cats and dogs like me."),
    ("report", "en", R, "Who do I report to?", "I report to Fatima.", "Fatima is who I report to."),
    ("report", "en", L, "Who reports to me?", "I report to Fatima.", "Fatima reports to me."),
    ("report", "en", L, "Who do you report to?", "I report to Fatima.", "Fatima is who you report to."),
    ("derby", "en", R, "Who won the derby?", "Arsenal beat Chelsea 2-1 on Saturday.", "On Saturday Chelsea were beaten 2-1 by Arsenal."),
    ("derby", "en", L, "Who won the derby?", "Arsenal beat Chelsea 2-1 on Saturday.", "On Saturday Chelsea beat Arsenal 2-1."),
    ("move", "en", R, "Who helped with the move?", "Tom helped Anna with the move.", "Anna was helped with the move by Tom."),
    ("move", "en", L, "Who helped with the move?", "Tom helped Anna with the move.", "Anna helped Tom with the move."),
    ("contract", "en", R, "Who sent the contract?", "Maria sent the contract to Ben.", "The contract was sent to Ben by Maria."),
    ("contract", "en", L, "Who sent the contract?", "Maria sent the contract to Ben.", "Ben sent the contract to Maria."),
    ("trust", "en", R, "Who do I trust?", "I trust my manager.", "My manager is someone I trust."),
    ("trust", "en", L, "Who trusts me?", "I trust my manager.", "My manager trusts me."),
    ("call", "en", R, "Who called on Sunday?", "He called her on Sunday.", "On Sunday he called her."),
    ("call", "en", L, "Who called on Sunday?", "He called her on Sunday.", "She called him on Sunday."),
    ("owe", "en", R, "Who owes money?", "You owe me fifty dollars.", "Fifty dollars is what you owe me."),
    ("owe", "en", L, "Who owes money?", "You owe me fifty dollars.", "I owe you fifty dollars."),
    ("wedding", "en", R, "Who invited whom to the wedding?", "They invited us to the wedding.", "We were invited to the wedding by them."),
    ("wedding", "en", L, "Who invited whom to the wedding?", "They invited us to the wedding.", "We invited them to the wedding."),
    ("spanish", "en", R, "Who teaches Spanish?", "Priya teaches David Spanish.", "David is taught Spanish by Priya."),
    ("spanish", "en", L, "Who teaches Spanish?", "Priya teaches David Spanish.", "David teaches Priya Spanish."),
    ("interview", "en", R, "Who interviewed whom?", "Lena interviewed Marco last week.", "Last week Lena interviewed Marco."),
    ("interview", "en", L, "Who interviewed whom?", "Lena interviewed Marco last week.", "Marco interviewed Lena last week."),
    ("mentor", "en", R, "Who mentors Julia?", "Sam mentors Julia.", "Julia is mentored by Sam."),
    ("mentor", "en", L, "Who mentors Julia?", "Sam mentors Julia.", "Julia mentors Sam."),
    ("chase", "en", R, "What does our dog chase?", "Our dog chases the neighbour's cat.", "The neighbour's cat is chased by our dog."),
    ("chase", "en", L, "What does our dog chase?", "Our dog chases the neighbour's cat.", "The neighbour's cat chases our dog."),
    ("visit", "en", R, "Who visits on Sundays?", "My daughter visits my parents every Sunday.", "Every Sunday my daughter visits my parents."),
    ("visit", "en", L, "Who visits on Sundays?", "My daughter visits my parents every Sunday.", "My parents visit my daughter every Sunday."),
    # -- Chinese: another person or party --------------------------------------------------------------------
    ("aihao", "zh", R, "我喜欢什么爱好？", "我喜欢爬山、游泳和下棋。", "爬山、游泳和下棋是我喜欢的爱好。"),
    ("aihao", "zh", L, "我们喜欢什么爱好？", "我喜欢爬山、游泳和下棋。", "爬山、游泳和下棋是我们喜欢的爱好。"),
    ("aihao", "zh", L, "你喜欢什么爱好？", "我喜欢爬山、游泳和下棋。", "你喜欢爬山、游泳和下棋。"),
    ("bolin", "zh", R, "我哪年搬到柏林的？", "2019年我搬到了柏林。", "我2019年搬到了柏林。"),
    ("bolin", "zh", L, "他们哪年搬到柏林的？", "2019年我搬到了柏林。", "他们2019年搬到了柏林。"),
    ("bolin", "zh", L, "她哪年搬到柏林的？", "2019年他搬到了柏林。", "她2019年搬到了柏林。"),
    ("chanpin", "zh", R, "我们的产品经理是谁？", "我们的产品经理是陈莎。", "陈莎是我们的产品经理。"),
    ("chanpin", "zh", L, "他们的产品经理是谁？", "我们的产品经理是陈莎。", "陈莎是他们的产品经理。"),
    ("houduan", "zh", R, "我们后端用什么？", "我们用Postgres做后端。", "后端我们用的是Postgres。"),
    ("houduan", "zh", L, "我后端用什么？", "我们用Postgres做后端。", "后端我用的是Postgres。"),
    ("houduan", "zh", L, "他们后端用什么？", "我们用Postgres做后端。", "他们用Postgres做后端。"),
    ("zhoumo", "zh", R, "我们周末做什么？", "我们周末去骑车和攀岩。", "周末我们去攀岩和骑车。"),
    ("zhoumo", "zh", L, "你周末做什么？", "我们周末去骑车和攀岩。", "周末你去攀岩和骑车。"),
    # -- Chinese: subject and object traded around the same verb --------------------------------------------
    ("mao", "zh", R, "我喜欢什么动物？", "我喜欢猫和狗。", "猫和狗是我喜欢的动物。"),
    ("mao", "zh", L, "谁喜欢我？", "我喜欢猫和狗。", "猫和狗都喜欢我。"),
    ("bangmang", "zh", R, "谁帮了谁？", "张三帮了李四。", "李四被张三帮了。"),
    ("bangmang", "zh", L, "谁帮了谁？", "张三帮了李四。", "李四帮了张三。"),
    ("huibao", "zh", R, "我向谁汇报？", "我向法蒂玛汇报。", "法蒂玛是我的汇报对象。"),
    ("huibao", "zh", L, "谁向我汇报？", "我向法蒂玛汇报。", "法蒂玛向我汇报。"),
    ("dianhua", "zh", R, "谁打了电话？", "周日他给她打了电话。", "他周日给她打了电话。"),
    ("dianhua", "zh", L, "谁打了电话？", "周日他给她打了电话。", "周日她给他打了电话。"),
    ("qianqian", "zh", R, "谁欠钱？", "你欠我五百块。", "五百块是你欠我的。"),
    ("qianqian", "zh", L, "谁欠钱？", "你欠我五百块。", "我欠你五百块。"),
    ("shuxue", "zh", R, "谁教数学？", "王老师教小明数学。", "小明的数学是王老师教的。"),
    ("shuxue", "zh", L, "谁教数学？", "王老师教小明数学。", "小明教王老师数学。"),
    ("hunli", "zh", R, "谁邀请了谁参加婚礼？", "我们邀请了他们参加婚礼。", "他们被我们邀请参加婚礼。"),
    ("hunli", "zh", L, "谁邀请了谁参加婚礼？", "我们邀请了他们参加婚礼。", "他们邀请了我们参加婚礼。"),
    ("bisai", "zh", R, "谁赢了比赛？", "阿森纳2比1击败了切尔西。", "切尔西被阿森纳2比1击败了。"),
    ("bisai", "zh", L, "谁赢了比赛？", "阿森纳2比1击败了切尔西。", "切尔西2比1击败了阿森纳。"),
    ("xinren", "zh", R, "我信任谁？", "我信任我的经理。", "我的经理是我信任的人。"),
    ("xinren", "zh", L, "谁信任我？", "我信任我的经理。", "我的经理信任我。"),
    ("hetong", "zh", R, "谁发了合同？", "玛丽把合同发给了本。", "合同被玛丽发给了本。"),
    ("hetong", "zh", L, "谁发了合同？", "玛丽把合同发给了本。", "本把合同发给了玛丽。"),
    ("kanwang", "zh", R, "每周日谁去看谁？", "我女儿每周日去看我父母。", "每周日我女儿都去看我父母。"),
    ("kanwang", "zh", L, "每周日谁去看谁？", "我女儿每周日去看我父母。", "我父母每周日去看我女儿。"),
]


def build() -> list[dict]:
    return pair_rows(CASES, SPLIT_SEED, "swap", 260000)


def main() -> None:
    write_pair_file(OUT, "issue #12 role-swap probe set, English and Chinese, IN-SAMPLE (hand-written by the merge "
                         "session 26 before changing any rule of this round: another grammatical person or party "
                         "(we/I, you/I, they/we, he/she, 我们/我, 你/我, 他们/我们, 他/她) and subject and object "
                         "traded around the same verb (I like cats / cats like me, 张三帮了李四 / 李四帮了张三), "
                         "with the true restatements that look like them (a phrase moved, a copula both ways, a "
                         "cleft, a passive, a list restated by the same holder); not part of update_set.jsonl); "
                         "built by bench/make_swap_probes.py; split once before tuning into 'tuning' (tuned on) and "
                         "'check' (not tuned on)",
                    build(), SPLIT_SEED)


if __name__ == "__main__":
    main()
