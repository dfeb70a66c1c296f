from flymemory.model import Scope
from flymemory.retrieval import reciprocal_rank_fusion


def test_a_remembered_fact_is_recalled_by_a_question_about_it(engine):
    engine.remember("My build server is at 10.1.2.3 and I deploy with fabric.", source="hook")
    engine.remember("I prefer tabs over spaces in Go code.", source="hook")
    hits = engine.recall("Where is my build server?", k=1)
    assert "10.1.2.3" in hits[0].entry.text


def test_recall_crosses_languages_with_the_default_embedder(engine):
    engine.remember("My build server is at 10.1.2.3.")
    engine.remember("Lunch is at noon on Fridays.")
    hits = engine.recall("构建服务器的地址是什么？", k=1)
    assert "10.1.2.3" in hits[0].entry.text
    assert hits[0].channels.get("dense") == 1


def test_lexical_channel_alone_finds_identifiers_and_chinese(lexical_engine):
    lexical_engine.remember("The token check is in src/auth/jwt.py and nowhere else.")
    lexical_engine.remember("RX-7700 的参数是 12 核和 32GB 显存。")
    lexical_engine.remember("Nothing to see here today.")
    assert "jwt.py" in lexical_engine.recall("where is `src/auth/jwt.py`", k=1)[0].entry.text
    assert "RX-7700" in lexical_engine.recall("RX-7700 的参数", k=1)[0].entry.text


def test_auto_on_an_empty_store_stores_the_prompt_and_returns_nothing(engine):
    outcomes, hits = engine.auto("First message ever: my name is Dana.", app="dsh")
    assert hits == []
    assert outcomes[0].kind == "new"
    assert engine.store.count(Scope()) == 1


def test_reciprocal_rank_fusion_rewards_agreement_between_channels():
    fused = reciprocal_rank_fusion({"lexical": [1, 2, 3], "dense": [3, 1, 4]})
    assert [i for i, _, _ in fused][:2] == [1, 3]
    assert fused[0][2] == {"lexical": 1, "dense": 2}
