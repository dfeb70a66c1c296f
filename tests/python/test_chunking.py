"""One entry per sentence, so topics stay separable and each is found on its own."""

import pytest
from flymemory.chunking import MAX_CHARS, chunk
from flymemory.model import Scope
from hypothesis import given, settings
from hypothesis import strategies as st


def test_english_sentences_split_but_abbreviations_decimals_versions_paths_and_urls_stay_whole():
    text = ("Use Python 3.11.4 for the backend, e.g. with uv. The config is in src/app/settings.py now. "
            "Docs are at https://docs.example.com/v2.1/index.html today. Pi is about 3.14 in our tests. "
            "Dr. Chen reviewed it, i.e. the auth part.")
    assert chunk(text) == [
        "Use Python 3.11.4 for the backend, e.g. with uv.",
        "The config is in src/app/settings.py now.",
        "Docs are at https://docs.example.com/v2.1/index.html today.",
        "Pi is about 3.14 in our tests.",
        "Dr. Chen reviewed it, i.e. the auth part.",
    ]


def test_chinese_and_japanese_sentence_punctuation_splits():
    assert chunk("构建服务器在 10.1.2.3。前端用 pnpm！会议改到周五了吗？") == [
        "构建服务器在 10.1.2.3。", "前端用 pnpm！", "会议改到周五了吗？"]
    assert chunk("サーバーは東京にあります。デプロイは金曜日です。") == [
        "サーバーは東京にあります。", "デプロイは金曜日です。"]


def test_newlines_split_and_question_marks_end_sentences():
    assert chunk("Deploy target is eu-west-1\nWhy does the cache miss so often? It is cold after deploys!") == [
        "Deploy target is eu-west-1", "Why does the cache miss so often?", "It is cold after deploys!"]


def test_tiny_fragments_join_a_neighbour():
    assert chunk("ok. The build is green again on main.") == ["ok. The build is green again on main."]
    assert chunk("The build is green again on main. Thanks!") == ["The build is green again on main. Thanks!"]


def test_no_script_is_dropped_as_junk_only_empty_or_punctuation_pieces_are():
    text = "Сервер сборки находится в Берлине.\nالخادم في برلين الآن\nデプロイは金曜日です。\n...\n---\n   \n"
    assert chunk(text) == ["Сервер сборки находится в Берлине.", "الخادم في برلين الآن", "デプロイは金曜日です。"]
    assert chunk("?!... ---") == []


def test_an_over_long_sentence_is_cut_at_clause_punctuation():
    clause = "the ingest worker retries the upload with exponential backoff"
    sentence = ", ".join([clause] * 12) + "."
    pieces = chunk(sentence)
    assert len(pieces) > 1 and all(len(p) <= MAX_CHARS for p in pieces)
    assert " ".join(pieces).replace(" ", "") == sentence.replace(" ", "")
    long_cjk = "，".join(["构建服务器每天凌晨三点自动重启并清理缓存目录"] * 20) + "。"
    assert all(len(p) <= MAX_CHARS for p in chunk(long_cjk))


@pytest.mark.parametrize("text", ["x = a.b.c(d)", "see v2.0.1-rc.1", "run ./scripts/test.sh", "path C:\\Users\\a.txt"])
def test_code_like_text_is_not_split(text):
    assert chunk(text) == [text]


def test_three_topics_in_one_message_become_three_entries_each_found_by_its_own_query(engine):
    outcomes = engine.remember("My build server is at 10.1.2.3. I prefer tabs over spaces in Go code. "
                               "Lunch with the team is on Fridays at noon.")
    assert [o.kind for o in outcomes] == ["new", "new", "new"]
    assert engine.store.count(Scope()) == 3
    for query, expected in (("where is the build server", "10.1.2.3"), ("indentation style for Go", "tabs"),
                            ("when is team lunch", "Fridays")):
        assert expected in engine.recall(query, k=1)[0].entry.text


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=800))
def test_chunking_never_loses_a_letter_or_digit(text):
    pieces = chunk(text)
    kept = "".join(c for c in "".join(pieces) if c.isalnum())
    assert kept == "".join(c for c in text if c.isalnum())
    assert all(p == p.strip() and p for p in pieces)


@pytest.mark.parametrize("said, again", [
    ("Great. Thank you very much for your help.", "Just to repeat: great. Thank you very much for your help."),
    ("I got it. Also, I've been learning rock climbing lately.", "As I mentioned, I got it. Also, I've been "
                                                                 "learning rock climbing lately."),
    ("好啊！ 最近我和同事们组了个羽毛球小组，每周末去打球。",
     "我之前说过，好啊！ 最近我和同事们组了个羽毛球小组，每周末去打球。"),
])
def test_a_repeat_marker_weighs_nothing_so_a_repeat_is_cut_as_the_first_time(said, again):
    assert len(chunk(said)) == len(chunk(again)) == 1


def test_a_repeat_marker_does_not_glue_two_real_sentences():
    assert chunk("Like I said, the deploy is on Friday. The build is green on main.") == [
        "Like I said, the deploy is on Friday.", "The build is green on main."]


def test_a_message_said_again_after_a_repeat_marker_is_stored_once(lexical_engine):
    lexical_engine.remember("Definitely. Movies take me into different worlds and broaden my perspective.")
    lexical_engine.remember("As I mentioned, definitely. Movies take me into different worlds and broaden my "
                            "perspective.")
    assert lexical_engine.store.count(Scope()) == 1
