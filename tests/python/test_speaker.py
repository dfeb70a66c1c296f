"""One reader of a sentence's lead-in ("Dana: ...", "张三：..."): provenance asks it who said a message, the
phatic filter reads a greeting after it, the classifier sets it aside before it counts shared words. A key
and its value is no speaker for any of them."""

from __future__ import annotations

import pytest
from flymemory import classify, phatic, provenance, speaker


@pytest.mark.parametrize("text", [
    "Cache TTL: 300 seconds.", "客服的邮箱地址：help@acme.cn。", "测试环境地址：test.example.cn",
    "API gateway timeout: 90 seconds.", "Note: the deploy is at 5.", "The deploy window is 14:00-16:00.",
])
def test_a_key_and_its_value_is_no_speaker(text):
    assert speaker.lead_in(text) == ("", text)
    assert provenance.named_speaker(text) == ""


@pytest.mark.parametrize("text,who,rest", [
    ("Dana: thanks!", "Dana", "thanks!"), ("张三：谢谢你", "张三", "谢谢你"),
    ("Lucy: I moved to Porto last month.", "Lucy", "I moved to Porto last month."),
    ("AI companion: glad to help", "AI companion", "glad to help"),
])
def test_a_named_speaker_is_read_once_for_provenance_and_the_phatic_filter(text, who, rest):
    assert speaker.lead_in(text) == (who, rest)
    assert provenance.named_speaker(text) == who
    assert phatic.is_phatic(text) == phatic.is_phatic(rest)


def test_the_classifier_keeps_a_key_as_the_shared_subject():
    judged = classify.classify("The API rate limit is 250 requests per minute.",
                               "API rate limit: 100 requests per minute.")
    # (No change word: linked, not crossed out, since issue #12's "when unsure, link"; it was an update.)
    assert judged.kind == "possible_update" and {"api", "rate", "limit"} <= set(judged.slot.split()), judged
