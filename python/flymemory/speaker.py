"""A sentence's lead-in: the one reader of a "Name:" prefix ("Dana: ...", "张三：...", "AI companion: ...").
Provenance asks it who said a message, the phatic filter reads a greeting after it ("Dana: thanks!"), and
the classifier sets it aside before it counts the words two sentences share. A key and its value ("API
gateway timeout: 90 seconds", "Deploy target: k8s"), a label ("Note:", "Error:"), a time ("10:30") or a URL
is no speaker: it stays part of what was said."""

from __future__ import annotations

import re

from flymemory.per_text import per_text

_PREFIX = re.compile(r"^\s*([^\s:：][^:：\n]{0,38}?)\s*(?:[:：])\s*(?=\S)")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]")
# "Note: ..." is a label, not a speaker.
_LABELS = frozenset(
    "note notes nb warning warn error errors todo fixme fix tip tips update important summary example e.g "
    "step reason result results answer question q a re subject title info hint caution bug issue cause "
    "solution problem conclusion decision status output input usage http https ftp file path see".split()
)
_DETERMINERS = frozenset("the a an my our your his her their its this that these those some every".split())
# The last word of a lower-case speaker label names someone: "AI companion", "Team lead", "Support agent".
_SOMEONE = frozenset(
    "companion assistant lead manager bot agent guest moderator interviewer interviewee customer teacher student "
    "doctor coach friend reviewer engineer developer".split()  # not host, client, owner: keys of a setup
)
# What a key is followed by: its value, a number, an address or a name with a dot ("Cache TTL: 300 seconds",
# "客服的邮箱地址：help@acme.cn", "测试环境地址：test.example.cn"). A speaker is followed by what was said.
_VALUE_AFTER = re.compile(r"\d|[\w.+-]+@|https?://|[\w-]+(?:\.[\w-]+)+(?![\w-])", re.ASCII)
ROLE_NAMES = {"user": "user", "human": "user", "me": "user", "assistant": "assistant", "ai": "assistant",
              "bot": "assistant", "model": "assistant", "system": "system", "tool": "tool"}


@per_text  # the classifier asks it of both sides of every pair it judges
def lead_in(text: str) -> tuple[str, str]:
    """(the speaker a "Name:" prefix names, the sentence after it), or ("", text) when the prefix is absent
    or is a label or a key ("Note:", "Error:", "10:30", a URL, "API gateway timeout:", a prefix followed by a
    value: "Cache TTL: 300 seconds", "客服的邮箱地址：help@acme.cn")."""
    m = _PREFIX.match(text)
    if not m:
        return "", text
    name = m.group(1).strip()
    if any(ch.isdigit() for ch in name) or "/" in name or name.casefold() in _LABELS \
            or _VALUE_AFTER.match(text, m.end()):
        return "", text
    if _CJK.search(name):
        return (name, text[m.end():]) if len(name) <= 8 else ("", text)
    words = name.split()
    if not 1 <= len(words) <= 4:
        return "", text
    if name.casefold() in ROLE_NAMES or all(w[:1].isupper() for w in words):
        return name, text[m.end():]
    # "AI companion", "Team lead": capitalised first, no article or possessive in front, and a word for
    # someone last; "API gateway timeout: 90 seconds" and "Deploy target: k8s" are a key and its value.
    if words[0][:1].isupper() and words[0].casefold() not in _DETERMINERS and len(words) <= 3 \
            and words[-1].casefold() in _SOMEONE:
        return name, text[m.end():]
    return "", text


def named_speaker(text: str) -> str:
    """The speaker a message names with a "Name:" prefix, or ""."""
    return lead_in(text)[0]


def without_speaker(text: str) -> str:
    """The sentence with its speaker's "Name:" prefix set aside (a label or a key stays)."""
    return lead_in(text)[1]


def strip_label(text: str) -> str:
    """The sentence after its "Name:" prefix, whatever the prefix names: for a sentence known to start with
    its speaker (provenance's context, where the client gave the speaker)."""
    return _PREFIX.sub("", text, count=1)
