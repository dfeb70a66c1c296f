"""Recognise phatic sentences: greetings, thanks, farewells, acknowledgements, compliments
on what was said ("sounds good", "听起来不错") and turn-taking ("I have another question").

"Thanks, Dana!" and "Thanks, Dan!" carry no fact, yet an embedder scores them as
near-identical, so the dedup ladder would merge them and recall would rank them.
A sentence is phatic when, after removing phatic phrases (English and Chinese),
nothing is left but a short form of address ("Dana", "小明") or an intensifier.
Anything with content left over ("Thanks for the tip about uv") is not phatic:
when unsure the answer is "not phatic", because treating a fact as chatter hides it."""

from __future__ import annotations

import re
import unicodedata

from flymemory.per_text import per_text
from flymemory.speaker import without_speaker

_EN_PHRASES = """
hello|hi|hey|hiya|howdy|greetings|yo|dear
good morning|good afternoon|good evening|good night|good day|morning|evening|night
nice to meet you|pleased to meet you|glad to meet you|great to meet you|nice meeting you
nice to see you|good to see you|great to see you|nice talking to you|nice chatting with you
how are you|how are you doing|how's it going|how is it going|how have you been|what's up|whats up
i'm fine|i am fine|i'm good|i am good|i'm doing well|i am doing well|i'm great|i'm ok|not bad|fine
thanks|thank you|thank u|thx|ty|many thanks|much appreciated|appreciate it|i appreciate it|cheers
that's very kind of you|that's kind of you|that is very kind of you|how kind of you|how kind
you're welcome|you are welcome|your welcome|welcome|no problem|no worries|not at all|my pleasure
anytime|any time|don't mention it|glad to help|happy to help|glad i could help|hope this helps|hope that helps
bye|goodbye|good bye|bye bye|see you|see ya|see you later|see you soon|see you tomorrow
take care|talk to you later|talk soon|catch you later|farewell|good luck
have a nice day|have a good day|have a great day|have a nice evening|have a good night|sweet dreams
ok|okay|k|kk|sure|alright|all right|got it|i see|understood|noted|cool|great|awesome|nice
perfect|sounds good|sounds great|wonderful|wow|oh|ah|aha|haha|hahaha|lol|yes|yeah|yep|yup|no|nope
right|indeed|of course|exactly|absolutely|i agree|agreed|hmm|um|uh
and you|and yourself|you too|same to you
see you next time|talk to you next time|talk next time|chat next time|until next time|bye for now
let's chat again|let's talk again|let's chat later|let's talk later|talk to you soon|chat soon|chat later
have a nice weekend|have a good weekend|have a great weekend|catch you soon
sounds interesting|sounds like a plan|sounds like a good idea|sounds like a great idea|sounds nice|sounds fun
good idea|great idea|nice idea|good point|fair enough|makes sense|that makes sense|you're right|you are right
that's true|that's great|that's awesome|that's wonderful|that's nice|that's good|that's cool|that's helpful
very helpful|interesting|that's interesting
i have a question|i have another question|i have one more question|one more question|another question
can i ask you something|can i ask you a question|may i ask you a question|quick question
"""
# Words that only pad a phatic phrase ("thanks so much, everyone"); alone they prove nothing.
_EN_FILLERS = """
well|so|too|again|so much|very much|a lot|a million|everyone|all|there|guys|folks|friend|buddy|mate
man|then|for now|as well|really|very|and|my|dear|for the|for your|for sharing|for that|for this
recommendation|recommendations|suggestion|suggestions|advice|help|tip|tips|reply|answer|information|info
these|those|that|this|it|all of them|idea|ideas|next time|later|soon|then|for you
"""
_CN_PHRASES = """
你好|您好|大家好|嗨|哈喽|喂|早上好|早安|上午好|中午好|下午好|晚上好|晚安|早|你好吗|您好吗|最近好吗|最近怎么样
很高兴认识你|很高兴认识您|很高兴见到你|认识你很高兴|幸会|久仰
我很好|我挺好的|我挺好|还不错|不错|挺好的|还好
谢谢|谢谢你|谢谢您|多谢|感谢|感谢你|感谢您|非常感谢|太感谢了|谢啦|谢了|辛苦了|麻烦你了|麻烦了
不客气|不用谢|别客气|没关系|没事|没问题|客气了|应该的
再见|拜拜|回见|明天见|下次见|回头见|保重|一路顺风|祝你好运|祝你愉快|祝你有美好的一天
好的|好|好吧|行|可以|嗯|嗯嗯|哦|噢|哇|哈哈|哈哈哈|呵呵|对|是的|没错|当然|明白|明白了|知道了|了解|收到|懂了
太好了|真棒|很棒|好棒|真好|厉害|太棒了
你也是|你呢|也祝你|同样|很高兴能帮到你|很高兴帮到你|能帮到你|希望对你有帮助|希望能帮到你
下次再聊|下次聊|回头聊|改天再聊|有空再聊|晚点聊|再聊|先聊到这|聊到这里|先这样
听起来不错|听起来很好|听起来很棒|听起来挺好|听起来真好|好主意|好建议|有道理|说得对|说得好|真不错|很不错|挺不错
很有帮助|很有用|太有用了
我有个问题|我有一个问题|我还有一个问题|还有一个问题|我想问你一个问题|我想问个问题
"""
_CN_FILLERS = """
非常|真的|很|太|了|啊|呀|哦|呢|吧|啦|嘛|哟|喔|的|也|一下|哈|你|您|大家
这些建议|这个建议|你的建议|这些|这个|都|确实|那就|那
"""


def _alternation(phrases: str) -> list[str]:
    found = {p.strip() for line in phrases.strip().splitlines() for p in line.split("|") if p.strip()}
    return sorted(found, key=len, reverse=True)  # longest first: "thank you" before "thank"


def _english(phrases: str) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + "|".join(re.escape(p) for p in _alternation(phrases)) + r")\b")


def _chinese(phrases: str) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(p) for p in _alternation(phrases)))


def _first_words(phrases: str) -> frozenset[str] | None:
    """The first word (a run of \\w) of each phrase, or None when a phrase starts with no word character. A match
    of _english(phrases) starts at a \\b before its first word, so the text holds that word as a whole \\w-run:
    a text with none of them has no match (a cheap test before the long alternation; only a skip)."""
    firsts = [re.match(r"\w+", p) for p in _alternation(phrases)]
    return frozenset(m.group() for m in firsts if m) if all(firsts) else None


_EN, _EN_FILL = _english(_EN_PHRASES), _english(_EN_FILLERS)
_EN_FIRST_WORDS = _first_words(_EN_PHRASES)
_RUN = re.compile(r"\w+")
_CN, _CN_FILL = _chinese(_CN_PHRASES), _chinese(_CN_FILLERS)
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]")
_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
_ANY_WORD_CHARACTER = re.compile(r"[^\W_]")
MAX_ADDRESS_WORDS = 2  # "Thanks, Dana Scully!" - a name left over is a form of address
MAX_ADDRESS_CJK = 3  # "谢谢小明！"


def is_phatic(text: str) -> bool:
    """True for a sentence that only greets, thanks, acknowledges or says goodbye."""
    if not isinstance(text, str) or not text.strip():
        return False
    return _is_phatic(text)


# "Dana: thanks!": the speaker is not part of what was said (flymemory.speaker, the one lead-in reader).
@per_text  # asked of the same stored sentence by every write that meets it
def _is_phatic(text: str) -> bool:
    body = unicodedata.normalize("NFKC", without_speaker(text)).replace("’", "'")
    if not _ANY_WORD_CHARACTER.search(body):
        return True  # only punctuation or emoji: "👍", "!!"
    lowered = body.lower()
    if _EN_FIRST_WORDS is not None and _EN_FIRST_WORDS.isdisjoint(_RUN.findall(lowered)):
        english, found_en = lowered, 0  # (most sentences: no phrase's first word, so no phrase)
    else:
        english, found_en = _EN.subn(" ", lowered)
    chinese, found_cn = _CN.subn("", "".join(_CJK.findall(english)))
    if not (found_en or found_cn):
        return False
    chinese = _CN_FILL.sub("", chinese)
    # Words are read between Chinese characters too: "CI又迁回Jenkins了" leaves "ci" and "jenkins", content.
    leftover = _WORD.findall(_CJK.sub(" ", _EN_FILL.sub(" ", english)))
    if chinese:
        # A short name addressed ("谢谢小明", "你好啊，AI伴侣"): a Latin word left beside it counts as one character.
        return len(chinese) + len(leftover) <= MAX_ADDRESS_CJK
    if len(leftover) > MAX_ADDRESS_WORDS:
        return False
    # What is left must be a name addressed: capitalised where the sentence wrote it.
    original_words = {w.lower(): w for w in _WORD.findall(_CJK.sub(" ", body))}
    return all(original_words.get(w, w)[:1].isupper() for w in leftover)
