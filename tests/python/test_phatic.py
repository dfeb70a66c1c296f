"""Greetings, thanks and other chatter are recognised so they are never merged or ranked as facts."""

import pytest
from flymemory.phatic import is_phatic


@pytest.mark.parametrize("text", [
    "Thanks, Dana!", "Thanks, Dan!", "Thank you so much!", "Thank you very much for the recommendation!",
    "Hello!", "Hi there!", "Good morning everyone", "Nice to meet you.", "I am fine, thank you. And you?",
    "See you tomorrow, Bob", "You're welcome!", "Okay, sounds good.", "Wow!", "Dana: Wow!", "👍",
    "Thanks again, Dana Scully!", "Let's chat again next time.", "Goodbye!", "See you next time, Dana!",
    "That makes sense, thanks!", "That sounds like a good idea.", "I have another question for you.",
])
def test_english_chatter_is_phatic(text):
    assert is_phatic(text)


@pytest.mark.parametrize("text", [
    "你好！", "谢谢！", "谢谢小明！", "非常感谢！", "不客气，很高兴能帮到你！", "好的。", "再见，明天见！",
    "晚安", "哈哈哈", "谢谢你的推荐", "小明：谢谢！", "这些建议听起来不错。", "都听起来不错呢！", "我们下次再聊吧",
    "我还有一个问题。", "谢谢Dana！", "OK谢谢", "你好啊，AI伴侣。",
])
def test_chinese_chatter_is_phatic(text):
    assert is_phatic(text)


@pytest.mark.parametrize("text", [
    "Hello, my name is Emily.", "Thanks for the tip about uv", "Welcome to Berlin", "Man City won again",
    "I'm off to go swimming with the kids.", "Dana: I went swimming.", "Deploy is done", "I really like it",
    "Advice: never deploy on Friday", "No worries about the migration, it runs at 3am.",
    "你好，我叫张曼婷。", "好的，我明天去北京", "我很喜欢", "谢谢你推荐的电影《星际穿越》，我很喜欢。",
    "That is interesting: the cache is 5 MB", "Interesting, I moved to Berlin.", "这部电影听起来不错",
    "下次再聊，我去上海了", "I have another question about the deploy script.",
    "", "   ",
])
def test_sentences_with_content_are_not_phatic(text):
    assert not is_phatic(text)


@pytest.mark.parametrize("text", ["对了，CI又迁回Jenkins了。", "好，我们改用Go了", "谢谢，API换成v2了"])
def test_latin_words_written_between_chinese_characters_are_content(text):
    # "CI又迁回Jenkins了" is one run of word characters; the Latin words inside it are read as words.
    assert not is_phatic(text)
