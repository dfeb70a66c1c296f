"""The lexical channel finds Chinese text and identifiers that word tokenizers split apart."""

from __future__ import annotations

import pytest
from flymemory import lexical


def test_chinese_runs_become_overlapping_bigrams():
    assert lexical.terms("显存大小") == ["显存", "存大", "大小"]
    assert lexical.terms("我") == ["我"]


@pytest.mark.parametrize("text, expected", [
    # FTS5 splits on punctuation, so the whole identifier is kept in its joined form.
    ("src/auth/jwt.py", {"srcauthjwtpy", "src", "auth", "jwt", "py"}),
    ("parseHttpRequest", {"parsehttprequest", "parse", "http", "request"}),
    ("max_retry_count", {"maxretrycount", "max", "retry", "count"}),
    ("v2.13.0", {"v2130", "v2", "13", "0"}),
    ("RX-7700", {"rx7700", "rx", "7700"}),
    ("flymemory.store.sqlite", {"flymemorystoresqlite", "flymemory", "store", "sqlite"}),
])
def test_identifiers_keep_the_whole_token_and_its_parts(text, expected):
    assert expected <= set(lexical.terms(text))


def test_chinese_function_words_do_not_outvote_the_topic():
    q = lexical.match_query("构建服务器的地址是什么？")
    assert '"地址"' in q and '"服务"' in q
    assert "什么" not in q and "是什" not in q and "器的" not in q
    assert lexical.match_query("什么") == '"什么" OR "ǂ什么"'  # nothing else left: keep it (and its stem)


def test_a_query_can_never_be_read_as_fts_syntax(lexical_engine):
    lexical_engine.remember('The flag is called "NEAR" and it is an OR of two AND masks.')
    for q in ['"NEAR"', "a OR b", "x AND (y", "col:value", "*", 'he said "hi', "NOT this", "^start"]:
        lexical_engine.recall(q, k=3)  # must not raise


@pytest.fixture
def library(lexical_engine):
    for text in [
        "The token check is in src/auth/jwt.py and nowhere else.",
        "RX-7700 的参数是 12 核和 32GB 显存。",
        "我们把部署脚本放在 deploy/prod.sh 里了。",
        "Set max_retry_count to 5 in the worker config.",
        "The parseHttpRequest helper lives in the gateway package.",
        "We pinned torch to 2.13.0 for the CPU wheels.",
        "周五下午团队一起吃火锅。",
        "Nothing to see here today.",
    ]:
        lexical_engine.remember(text)
    return lexical_engine


@pytest.mark.parametrize("query, needle", [
    ("where is `src/auth/jwt.py`", "jwt.py"),
    ("jwt.py", "jwt.py"),
    ("RX-7700 的参数", "RX-7700"),
    ("rx7700", "RX-7700"),
    ("显存多大", "RX-7700"),
    ("部署脚本在哪", "deploy/prod.sh"),
    ("prod.sh", "deploy/prod.sh"),
    ("retry count", "max_retry_count"),
    ("max_retry_count", "max_retry_count"),
    ("http request parser helper", "parseHttpRequest"),
    ("parseHttpRequest", "parseHttpRequest"),
    ("which torch version 2.13.0", "2.13.0"),
    ("吃火锅", "火锅"),
])
def test_lexical_recall_finds_identifiers_and_chinese(library, query, needle):
    hits = library.recall(query, k=1)
    assert hits and needle in hits[0].entry.text


def test_terms_in_almost_every_entry_are_left_out_of_the_lexical_query(lexical_engine):
    store = lexical_engine.store
    with store.transaction():
        for i in range(1100):
            store.insert_entry({"text": f"boilerplate line {i}", "content_hash": f"h{i}"})
    keep = lexical_engine.remember("The boilerplate generator lives in tools/scaffold.py.")[0].entry_id
    retriever = lexical_engine.retriever
    counts = store.term_document_counts(["boilerplate", "scaffold", "nope"])
    # Exact, or (PostgreSQL) capped just past the share the retriever prunes at.
    assert counts["boilerplate"] > 300 and counts["scaffold"] == 1 and counts.get("nope", 0) == 0
    assert retriever.selective_terms(["boilerplate", "scaffold"]) == ["scaffold"]
    assert sorted(retriever.selective_terms(["boilerplate", "line"])) == ["boilerplate", "line"]  # all common
    assert lexical_engine.recall("boilerplate scaffold", k=1)[0].entry.id == keep
