"""The MemoryBank conversations, their probing questions and our evidence labels
(bench/memorybank/), as plain records the conversation benchmark writes and asks."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent / "memorybank"
LANGS = ("en", "cn")
ASSISTANT = {"en": "AI companion", "cn": "AI伴侣"}
_DATE = re.compile(r"\b(?:January|February|March|April|May|June|July|August|September|October|November|"
                   r"December)\s+\d{1,2}(?:st|nd|rd|th)?\b|specific date", re.I)
_ASSISTANT_SAID = re.compile(r"\byou (?:once )?(?:have )?(?:recommended|told|taught|shared|give|gave)\b|"
                             r"\bdid you (?:give|recommend)\b|\byou recommend", re.I)


@dataclass(frozen=True)
class Message:
    user: int
    day: str  # YYYY-MM-DD
    index: int  # exchange index within the day
    role: str  # user | assistant
    speaker: str
    text: str

    @property
    def exchange(self) -> str:
        return f"{self.day[5:]}#{self.index}"


@dataclass(frozen=True)
class Question:
    user: int
    index: int
    text: str
    gold: tuple[frozenset[str], ...]  # groups of alternative exchange ids; every group is needed
    kind: str  # temporal | multi | assistant | user


def _raw_labels() -> dict[tuple[int, int], dict[str, str]]:
    out = {}
    for line in (HERE / "labels_raw.txt").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        head, body = line.split(" : ", 1)
        user, question = (int(x) for x in head.split())
        en, _, cn = body.partition(" cn: ")
        out[(user, question)] = {"en": en.strip(), "cn": (cn or en).strip()}
    return out


def _groups(spec: str) -> tuple[frozenset[str], ...]:
    if spec == "-":
        return ()
    return tuple(frozenset(a.strip() for a in g.split("|")) for g in spec.split(";"))


def _kind(english_question: str, gold: tuple) -> str:
    if _DATE.search(english_question):
        return "temporal"
    if len(gold) > 1:
        return "multi"
    return "assistant" if _ASSISTANT_SAID.search(english_question) else "user"


def split() -> dict:
    return json.loads((HERE / "split.json").read_text(encoding="utf-8"))


def load(shared: Path) -> dict[str, dict]:
    """{lang: {"users": [name], "messages": [Message], "questions": [Question]}}."""
    base = shared / "data" / "memorybank"
    labels = _raw_labels()
    english_questions: dict[tuple[int, int], str] = {}
    out: dict[str, dict] = {}
    for lang in ("en", "cn"):  # English first: question types come from the English wording
        history = json.loads((base / f"memory_bank_{lang}.json").read_text(encoding="utf-8"))
        asked: dict[str, list[str]] = {}
        for line in (base / f"probing_questions_{lang}.jsonl").read_text(encoding="utf-8").splitlines():
            if line.strip():
                asked.update({k.strip(): v for k, v in json.loads(line).items()})
        users, messages, questions = [], [], []
        for u, (name, record) in enumerate(history.items()):
            name = name.strip()
            users.append(name)
            for day in sorted(record["history"]):
                for i, ex in enumerate(record["history"][day]):
                    messages.append(Message(u, day, i, "user", name, ex["query"]))
                    messages.append(Message(u, day, i, "assistant", ASSISTANT[lang], ex["response"]))
            for q, text in enumerate(asked.get(name, [])):
                if lang == "en":
                    english_questions[(u, q)] = text
                gold = _groups(labels[(u, q)][lang])
                questions.append(Question(u, q, text, gold, _kind(english_questions[(u, q)], _groups(
                    labels[(u, q)]["en"]) or gold)))
        out[lang] = {"users": users, "messages": messages, "questions": questions}
    return out
