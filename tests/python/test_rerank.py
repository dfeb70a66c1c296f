"""The optional cross-encoder stage, exercised with a tiny model the test builds
and saves itself (nothing is downloaded)."""

from __future__ import annotations

import pytest
from flymemory.memory import MemoryEngine
from flymemory.model import Scope
from flymemory.rerank import CrossEncoderReranker, make_reranker

WORDS = "the build server is at deploy lunch noon fridays tabs spaces go code where my".split()


@pytest.fixture(scope="module")
def tiny_cross_encoder(tmp_path_factory):
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    path = tmp_path_factory.mktemp("tiny-ce")
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *WORDS]
    (path / "vocab.txt").write_text("\n".join(vocab) + "\n", encoding="utf-8")
    tokenizer = transformers.BertTokenizer(str(path / "vocab.txt"))
    config = transformers.BertConfig(vocab_size=len(vocab), hidden_size=16, num_hidden_layers=1,
                                     num_attention_heads=2, intermediate_size=32, max_position_embeddings=64,
                                     num_labels=1)
    torch.manual_seed(0)
    model = transformers.BertForSequenceClassification(config)
    model.save_pretrained(str(path))
    tokenizer.save_pretrained(str(path))
    return str(path)


def test_the_reranker_loads_lazily_and_scores_pairs(tiny_cross_encoder):
    reranker = CrossEncoderReranker(tiny_cross_encoder, threads=1, top_n=3)
    assert not reranker.loaded
    scores = reranker.scores("where is my build server", ["the build server is at", "lunch at noon"])
    assert reranker.loaded and len(scores) == 2
    order = reranker.order("q", [1, 2, 3, 4, 5], ["tabs", "spaces", "go code", "lunch", "noon"])
    assert sorted(order[:3]) == [1, 2, 3] and order[3:] == [4, 5]  # only the head is reordered


def test_recall_with_rerank_returns_k_live_hits_marked_by_the_reranker(store, tiny_cross_encoder):
    engine = MemoryEngine(store, None)
    engine.retriever.reranker = make_reranker(tiny_cross_encoder, threads=1)
    ids = [engine.remember(t)[0].entry_id for t in (
        "The build server is at 10.1.2.3.", "The old build server was at 10.9.9.9.",
        "Lunch is at noon on Fridays.", "Tabs over spaces in Go code.")]
    assert store.compare_and_set(ids[1], {"status": "active"}, {"status": "superseded"})
    hits = engine.recall("build server or lunch at noon", k=2, route="lookup")
    assert len(hits) == 2
    assert ids[1] not in [h.entry.id for h in hits]  # superseded rows never reach the reranker
    assert all("rerank" in h.channels for h in hits)
    assert sorted(h.channels["rerank"] for h in hits) == [1, 2]
    assert engine.store.count(Scope()) == 3


def test_no_spec_no_reranker():
    assert make_reranker("") is None and make_reranker("none") is None
    assert make_reranker("/models/ce@cuda").device == "cuda"
