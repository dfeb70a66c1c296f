"""Reciprocal rank fusion (k = 60) combines the lexical and dense rankings."""

from __future__ import annotations

import pytest
from flymemory.retrieval import RRF_K, reciprocal_rank_fusion


def test_scores_are_sums_of_reciprocal_ranks_with_k_60():
    assert RRF_K == 60
    fused = dict((i, s) for i, s, _ in reciprocal_rank_fusion({"lexical": [7, 8], "dense": [8]}))
    assert fused[7] == pytest.approx(1 / 61)
    assert fused[8] == pytest.approx(1 / 62 + 1 / 61)


def test_agreement_beats_a_single_first_place():
    fused = reciprocal_rank_fusion({"lexical": [1, 2, 3], "dense": [3, 1, 4]})
    assert [i for i, _, _ in fused][:2] == [1, 3]
    assert fused[0][2] == {"lexical": 1, "dense": 2}


def test_ties_break_by_id_so_results_are_stable():
    fused = reciprocal_rank_fusion({"lexical": [5], "dense": [3]})
    assert [i for i, _, _ in fused] == [3, 5]


def test_an_empty_channel_does_not_matter():
    assert reciprocal_rank_fusion({"lexical": [], "dense": [2, 1]})[0][0] == 2
    assert reciprocal_rank_fusion({}) == []


def test_hits_report_the_rank_each_channel_gave(engine):
    engine.remember("My build server is at 10.1.2.3 and I deploy with fabric.")
    engine.remember("I prefer tabs over spaces in Go code.")
    hit = engine.recall("build server address", k=1)[0]
    assert set(hit.channels) == {"lexical", "dense"}
    assert hit.channels["lexical"] == 1


def test_a_channel_weight_scales_its_votes():
    fused = dict((i, s) for i, s, _ in reciprocal_rank_fusion({"lexical": [1], "dense": [2]},
                                                                weights={"lexical": 0.5}))
    assert fused[1] == pytest.approx(0.5 / 61) and fused[2] == pytest.approx(1 / 61)
