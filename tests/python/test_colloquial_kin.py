"""Issue #12: the spoken Chinese kin words 媳妇 (a wife: 妻子) and 闺女 (a daughter: 女儿) name the same party as the
written ones, so a change word about the speaker's own fact does not cross out the wife's or the daughter's
("俺媳妇的工资一个月五千" / "俺的工资调到六千啦"). 儿媳妇 / 弟媳妇 (a son's or brother's wife) are not the
speaker's wife."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.words import kin_forms

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("said,read", [
    ("俺媳妇的工资一个月五千。", "俺妻子的工资一个月五千。"),
    ("我媳妇儿在医院上班。", "我妻子在医院上班。"),
    ("俺闺女在镇上的小学念书。", "俺女儿在镇上的小学念书。"),
    ("我儿媳妇在银行上班。", "我儿媳妇在银行上班。"),
    ("我弟媳妇是老师。", "我弟媳妇是老师。"),
])
def test_the_spoken_kin_word_reads_as_the_written_one(said, read):
    assert kin_forms(said) == read


@pytest.mark.parametrize("old,new", [
    ("俺媳妇的工资一个月五千。", "俺的工资调到六千啦。"),
    ("俺闺女在镇上的小学念书。", "俺儿子转到城里的小学了。"),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_another_party_is_not_crossed_out(old, new, similarity):
    verdict = classify.classify(old, new, similarity, E5 if similarity is not None else None)
    assert verdict.kind not in ("update", "reversal")


@pytest.mark.parametrize("similarity", [0.9, None])
def test_the_same_party_said_two_ways_is_still_crossed_out(similarity):
    verdict = classify.classify("俺闺女在镇上的小学念书。", "俺女儿转到城里的小学了。", similarity,
                                E5 if similarity is not None else None)
    assert verdict.kind == "update"
