"""A sentence that says no subject is the speaker's (issue #12, dropme29): Chinese drops 我 constantly
("周末去爬山了" is "我周末去爬山了") and an English diary line drops "I" ("Went hiking on Saturday"). The holder
readers (holder.speaker_unsaid, _holder, persons_read, speakers_read) read the unsaid subject as the speaker, so
我 said or left unsaid is one holder, and another holder on the other side keeps the two apart: a relative (我表哥,
我老婆, "my sister"), a third person (他, "he"), the speaker's group (我们, "we": the speaker alone and with others
are two holders, as 我们 / 我 are), and the listener asked to act (记得…: a reminder, no fact of the speaker)."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.holder import _holder, listener_unsaid, speaker_unsaid

E5 = dedup.thresholds_for("e5-small-q4")


def _kinds(old: str, new: str) -> set[str]:
    """The kinds the pair is given, without an embedder and at an e5 cosine above its restate line, both ways."""
    return {classify.classify(x, y, sim, E5 if sim else None).kind
            for x, y in ((old, new), (new, old)) for sim in (None, 0.97)}


@pytest.mark.parametrize("text", ["周末去爬山了。", "上个月去了小米。", "前天在小区门口办了健身卡。", "最近在学吉他。",
                                  "这周一直在武汉出差。", "上周搬到浦东了。", "Went hiking on Saturday.",
                                  "Finished the quarterly report today."])
def test_a_sentence_that_says_no_subject_is_the_speakers(text):
    assert speaker_unsaid(text) and _holder(text) == "speaker"


@pytest.mark.parametrize("text", ["他上个月去了小米。", "小王下午去看牙医了。", "车换成特斯拉了。",
                                  "女儿的钢琴课改到周六了。", "最近在学吉他吗？", "晚上在家看流浪地球吧。",
                                  "记得周五把房租交了。",
                                  "Finish the quarterly report today.", "Tom finished the report.",
                                  "Ahmed lives in Leeds.", "缓存过期时间是10分钟。"])
def test_a_subject_said_a_question_or_a_request_is_no_unsaid_speaker(text):
    assert not speaker_unsaid(text)


def test_a_request_with_no_subject_is_the_listeners():
    assert listener_unsaid("记得周五把房租交了。") and listener_unsaid("别忘了明天交作业。")
    assert not listener_unsaid("请了三天假。") and not listener_unsaid("别人都走了。")


@pytest.mark.parametrize("old,new", [
    ("我周末去爬山了。", "周末去爬山了。"),
    ("我最近在学吉他。", "最近在学吉他。"),
    ("我上周搬到了浦东。", "上周搬到浦东了。"),
    ("I took the dog to the vet this morning.", "Took the dog to the vet this morning."),
])
def test_the_speaker_said_or_left_unsaid_is_stored_once(old, new):
    assert _kinds(old, new) == {"restatement"}


@pytest.mark.parametrize("old,new", [
    ("上个月去了小米。", "我表哥上个月去了小米。"),
    ("我上个月去了小米。", "我表哥上个月去了小米。"),
    ("上个月去了小米。", "他上个月去了小米。"),
    ("今天早上跑了五公里。", "她今天早上跑了五公里。"),
    ("上周搬到浦东了。", "我表姐上周搬到浦东了。"),
    ("上周搬到浦东了。", "我们公司上周搬到浦东了。"),
    ("周末去爬山了。", "我们周末去爬山了。"),
    ("周五把房租交了。", "记得周五把房租交了。"),
    ("Went hiking on Saturday.", "He went hiking on Saturday."),
    ("Took the dog to the vet this morning.", "We took the dog to the vet this morning."),
])
def test_another_holder_against_the_unsaid_speaker_stays_two(old, new):
    assert "restatement" not in _kinds(old, new)


def test_a_cousins_job_is_no_update_of_the_speakers():
    assert classify.classify("我在京东做运营。", "我表哥已经跳槽到美团了，还是做运营。").kind == "distinct"
