"""A cheap test before a long search (the literal words every match needs, or a phrase's first word) only skips
searches that cannot match: each gated reader gives what it gives with the gate taken away."""

from __future__ import annotations

import re

import pytest
from flymemory import dedup, numerals, phatic
from flymemory.classify import (
    claim,
    forms,
    holder,
    kinds,
    restatement,
    reworded,
    rungs,
    second_looks,
    signals,
    words,
)
from flymemory.classify.patterns import GatedRows

SENTENCES = [
    "The standup is at half past nine in the morning.",
    "We meet at 3 o'clock every Tuesday.",
    "The sync moved to 4pm on March 3rd.",
    "Backups run twice a day, and the report is due on 3/4.",
    "The review is on the 5th of May at 10:30 in the evening.",
    "I commute by bike to the office; my wife drives to work.",
    "I usually walk all the way to the station.",
    "The newsletter goes out to 5,000 subscribers every Monday.",
    "The build takes 12 minutes and costs $40 a month.",
    "The disk is 512 GB, the rack 2 m tall and 30 kg heavy.",
    "Thanks a lot, Dana!",
    "ok thanks, see you tomorrow",
    "Hello there, how are you doing?",
    "That's great, I'm doing well.",
    "Remembered fact number 12: the service now listens on port 9012 instead.",
    "我每天坐地铁上班。",
    "谢谢你的建议！",
    "晨会每天八点四十开始，周三改到下午3点。",
    "No worries.",
    "KK, got it",
    "Redis is what we use for the cache.",
    "PostgreSQL 15 is where the app stores its data",
    "The backups are how we sleep at night.",
    "My line manager is Fatima's old boss; I report to Fatima.",
    "CI流水线跑在GitHub上，主数据库是PostgreSQL。",
    "我在字节跳动上班，我是字节跳动的员工。",
    "我向赵敏汇报工作，她是李雷的直属领导。",
    "凌晨两点开始备份，构建机有16G内存。",
    "My mobile number is 139 0011 2233.",
    "Call the front desk at 555-123-4567.",
    "I'm a big fan of jazz and my go-to drink is oolong.",
    "Lunch is at 12 noon; the backup runs at Midnight, not in the afternoon.",
]


@pytest.mark.parametrize("text", SENTENCES)
def test_detail_forms_read_alike_with_the_english_rows_ungated(text, monkeypatch):
    gated = forms._read.__wrapped__(text)
    monkeypatch.setattr(forms, "_EN_GATES", {})
    assert forms._read.__wrapped__(text) == gated


@pytest.mark.parametrize("text", SENTENCES)
def test_value_questions_alike_with_every_row_searched(text, monkeypatch):
    gated = kinds.value_questions.__wrapped__(text)
    monkeypatch.setattr(kinds, "_VALUE_QUESTION_ROWS", GatedRows([None] * len(kinds._VALUE_QUESTIONS)))
    assert kinds.value_questions.__wrapped__(text) == gated


@pytest.mark.parametrize("text", SENTENCES)
def test_means_of_going_alike_with_the_english_search_ungated(text, monkeypatch):
    gated = rungs._means_of_going.__wrapped__(text)
    monkeypatch.setattr(rungs, "_MEANS_EN_GATE", None)
    assert rungs._means_of_going.__wrapped__(text) == gated


@pytest.mark.parametrize("text", SENTENCES)
def test_phatic_alike_with_the_english_phrases_always_searched(text, monkeypatch):
    gated = phatic._is_phatic.__wrapped__(text)
    monkeypatch.setattr(phatic, "_EN_FIRST_WORDS", None)
    assert phatic._is_phatic.__wrapped__(text) == gated


@pytest.mark.parametrize("text", SENTENCES)
def test_active_alike_with_the_pseudo_cleft_always_tried(text, monkeypatch):
    gated = restatement._active.__wrapped__(text)
    monkeypatch.setattr(restatement, "_PSEUDO_CLEFT_GATE", None)
    assert restatement._active.__wrapped__(text) == gated


def test_every_english_phatic_phrase_passes_its_first_word_gate():
    for phrase in phatic._alternation(phatic._EN_PHRASES):
        assert not phatic._EN_FIRST_WORDS.isdisjoint(phatic._RUN.findall(phrase)), phrase
        assert phatic._is_phatic(phrase.capitalize() + "!") or phatic._EN.search(phrase), phrase


@pytest.mark.parametrize("text", SENTENCES)
def test_value_frame_alike_with_every_slot_row_tried(text, monkeypatch):
    gated = reworded._value_frame.__wrapped__(text)
    monkeypatch.setattr(reworded, "_SLOT_GATES", GatedRows([None] * len(reworded._SLOT_ROWS)))
    assert reworded._value_frame.__wrapped__(text) == gated


@pytest.mark.parametrize("text", SENTENCES)
def test_slot_phrases_alike_with_every_slot_row_tried(text, monkeypatch):
    gated = [(m.lastgroup, m.span()) for m in reworded._slot_phrases(text)]
    monkeypatch.setattr(reworded, "_SLOT_GATES", GatedRows([None] * len(reworded._SLOT_ROWS)))
    assert [(m.lastgroup, m.span()) for m in reworded._slot_phrases(text)] == gated


@pytest.mark.parametrize("text", SENTENCES)
def test_value_forms_alike_with_the_digit_groups_always_searched(text, monkeypatch):
    gated = numerals.value_forms.__wrapped__(text)
    monkeypatch.setattr(numerals, "_DIGIT_GROUPS_GATE", re.compile(""))
    assert numerals.value_forms.__wrapped__(text) == gated


def _needs(pattern: re.Pattern, gate: set[str]) -> bool:
    """Whether every text `pattern` matches holds one of the literals of `gate` (written in a match, or looked
    for around it): what a hand-written gate `any(literal in text ...)` before the pattern assumes."""
    from re import _constants as c  # type: ignore[attr-defined]
    from re import _parser  # type: ignore[attr-defined]

    assert not pattern.flags & re.IGNORECASE or all(g.lower() == g.upper() for g in "".join(gate))

    def sequence(items) -> bool:
        run = ""
        for op, av in list(items) + [(None, None)]:
            if op is c.LITERAL:
                run += chr(av)
                continue
            if any(g in run for g in gate):
                return True
            run = ""
            if op is c.IN and all(o is c.LITERAL and chr(v) in gate for o, v in av) \
                    or op is c.SUBPATTERN and sequence(av[-1]) \
                    or op is c.BRANCH and all(sequence(alt) for alt in av[1]) \
                    or op in (c.MAX_REPEAT, c.MIN_REPEAT) and av[0] >= 1 and sequence(av[2]) \
                    or op is c.ASSERT and sequence(av[1]):
                return True
        return False

    return sequence(_parser.parse(pattern.pattern, pattern.flags))


def test_needs_sees_a_pattern_that_matches_without_the_gate():
    assert not _needs(re.compile(r"(?:汇报)?工作"), {"汇报"})
    assert not _needs(re.compile(r"a|汇报"), {"汇报"})
    assert not _needs(re.compile(r"['’]?s"), {"'", "’"})


# _value_frame runs each of these patterns only where its literal is written (the gates in the function's body).
def test_value_frame_possessive_gate_is_an_apostrophe_every_possessive_needs():
    assert _needs(reworded._POSSESSED_NAME, {"'", "’"})


def test_value_frame_report_to_gate_is_the_汇报_every_match_needs():
    assert _needs(reworded._CJK_REPORT_TO, {"汇报"})


def test_value_frame_manager_of_gate_is_the_是_every_match_needs():
    assert _needs(reworded._CJK_MANAGER_OF, {"是"})


def test_value_frame_clock_gate_is_the_点_every_clock_looks_for():
    assert _needs(reworded._CN_CLOCK, {"点"})


def test_value_frame_gigabyte_gate_is_the_capital_g_every_match_needs():
    assert _needs(reworded._GIGS, {"G"})


def test_value_frame_function_as_name_gate_is_成_or_都():
    assert _needs(reworded._FUNCTION_AS_NAME, {"成", "都"})


class _AlwaysSearched:
    """A pattern whose search always says it may match (its gate taken away); its sub is the pattern's."""

    def __init__(self, pattern: re.Pattern):
        self.pattern = pattern

    def search(self, *_) -> bool:
        return True

    def __getattr__(self, name: str):
        return getattr(self.pattern, name)  # (sub, match: the pattern's own)


@pytest.mark.parametrize("text", SENTENCES + ["The 21st of May, the 2nd time, 12TH street", "第3次, the 3 rd"])
def test_number_forms_alike_with_the_ordinal_suffix_always_replaced(text, monkeypatch):
    gated = numerals.number_forms.__wrapped__(text)
    monkeypatch.setattr(numerals, "_ORDINAL_SUFFIX", _AlwaysSearched(numerals._ORDINAL_SUFFIX))
    assert numerals.number_forms.__wrapped__(text) == gated


@pytest.mark.parametrize("text", SENTENCES + ["I cancelled PureGym last week.", "The old router got swapped out.",
                                              "We quit Slack, and the Jira board was ripped out",
                                              "I ｕｎｓｕｂｓｃｒｉｂｅｄ from Netflix"])
def test_left_values_alike_with_the_leaving_verbs_ungated(text, monkeypatch):
    gated = signals._left_values.__wrapped__(text)
    monkeypatch.setattr(signals, "_LEFT_VALUE_GATE", None)
    assert signals._left_values.__wrapped__(text) == gated


def test_every_chinese_guard_word_is_written_in_cjk_characters():
    # (dedup._Text._guards looks for them only in a sentence with a CJK token)
    assert all(dedup._ONE_CJK.search(word) for word in dedup._GUARDS_CJK)


@pytest.mark.parametrize("text", SENTENCES + ["我不喝咖啡", "明天下午开会", "I'm not in today", "会議は今日です"])
def test_guards_alike_with_the_chinese_words_always_looked_for(text, monkeypatch):
    gated = dedup._Text._guards.fn(dedup._Text.of(text))
    monkeypatch.setattr(dedup._Text, "has_cjk", lambda self: True)
    assert dedup._Text._guards.fn(dedup._Text.of(text)) == gated


def test_every_cjk_linker_is_written_in_cjk_characters():
    # (dedup._after_linker looks for them only in a sentence with a CJK token)
    assert all(dedup._ONE_CJK.search(word) for word in dedup._LINKERS_CJK)


@pytest.mark.parametrize("text", SENTENCES + ["端口改成8080", "服务监听端口9000", "ポートは8080です"])
def test_after_linker_alike_with_the_cjk_linkers_always_looked_for(text, monkeypatch):
    parsed = dedup._Text.of(text)
    gated = [dedup._after_linker(parsed, start) for start in range(len(parsed.keys) + 1)]
    monkeypatch.setattr(dedup._Text, "has_cjk", lambda self: True)
    assert [dedup._after_linker(parsed, start) for start in range(len(parsed.keys) + 1)] == gated


@pytest.mark.parametrize("text", SENTENCES + ["My mom lives in Lyon; my DAD in Nice.", "Ask my hubby", "I'm a mummy"])
def test_kin_forms_alike_with_the_english_short_forms_always_searched(text, monkeypatch):
    gated = words.kin_forms.__wrapped__(text)
    monkeypatch.setattr(words, "_KIN_EN_GATE", None)
    assert words.kin_forms.__wrapped__(text) == gated


@pytest.mark.parametrize("text", SENTENCES + ["I feel tired today", "I'm really feeling great", "我觉得有点累",
                                              "Ｉ ｆｅｅｌ fine"])
def test_is_feeling_alike_with_the_feeling_words_always_searched(text, monkeypatch):
    gated = words.is_feeling.__wrapped__(text)
    monkeypatch.setattr(words, "_FEELING_GATE", None)
    assert words.is_feeling.__wrapped__(text) == gated


@pytest.mark.parametrize("text", SENTENCES + ["I take the bus because parking is expensive, mostly.",
                                              "Since we moved, I walk to work", "我不喝咖啡，因为晚上睡不着"])
def test_reason_clause_alike_with_the_reason_words_always_searched(text, monkeypatch):
    gated = claim.reason_clause.__wrapped__(text)
    monkeypatch.setattr(claim, "_REASON_GATE", None)
    assert claim.reason_clause.__wrapped__(text) == gated


@pytest.mark.parametrize("text", SENTENCES + ["We now use   Kafka again", "现在我们已经改用飞书了", "I KNOW it"])
def test_without_adverbs_alike_with_the_adverbs_always_searched(text, monkeypatch):
    gated = words._without_adverbs.__wrapped__(text)
    monkeypatch.setattr(words, "_ADVERBS_GATE", None)
    assert words._without_adverbs.__wrapped__(text) == gated


@pytest.mark.parametrize("text", SENTENCES + ["现在我们的报修系统是用Java写的", "Our 报修系统", "⼈事系统换了", "⼈⼒"])
def test_cjk_opening_alike_with_the_chinese_lead_always_cut(text, monkeypatch):
    gated = holder._cjk_opening.__wrapped__(text)
    monkeypatch.setattr(holder, "_CJK_RUN", _AlwaysSearched(holder._CJK_RUN))
    assert holder._cjk_opening.__wrapped__(text) == gated


@pytest.mark.parametrize("text", SENTENCES + ["I'm on the mobile team", "I joined the Platform Infra GROUP",
                                              "我在移动端组"])
def test_group_alike_with_the_group_heads_always_searched(text, monkeypatch):
    gated = second_looks._group.__wrapped__(text)
    monkeypatch.setattr(second_looks, "_GROUP_EN_GATE", None)
    assert second_looks._group.__wrapped__(text) == gated


@pytest.mark.parametrize("text", SENTENCES + ["The SRE team owns the pager", "Platform team now owns the pager",
                                              "Dave has taken over the data team", "Carol took over from Bob",
                                              "The payments team also owns billing", "运维组负责值班",
                                              "现在平台组负责值班了", "小赵接手了测试", "财务现在由小李接手了",
                                              "前端由小王负责", "THE DATA TEAM RUNS THE WAREHOUSE NOW"])
def test_group_or_taken_over_alike_with_the_group_and_takeover_words_ungated(text, monkeypatch):
    # (cost33: the group / taken-over reading is asked of every sentence a role reader does not read)
    gated = holder._group_or_taken_over.__wrapped__(text)
    monkeypatch.setattr(holder, "_GROUP_OR_TAKEN_OVER_GATE", None)
    assert holder._group_or_taken_over.__wrapped__(text) == gated


# Session 33's pair readings asked once per text (cost34): each per-text reader gives what the pair reading asked of
# that text before, gate or no gate.
PAIR_SENTENCES = SENTENCES + [
    "The platform team is led by Farid.",
    "The platform team is now led by Farid",
    "The billing service is owned by Marta and Sam.",
    "Helen leads the platform team.",
    "The report was scheduled by Alice.",
    "前端由小王负责",
    "前端现在由小李负责了",
    "My team lead went back to Vim",
    "Priya switched back to zsh",
    "Finally went back to Emacs",
    "Staging went back to v1",
    "My wife Priya is a pediatric nurse",
    "Priya, my wife, is a pediatric nurse.",
    "Priya is a pediatric nurse",
    "我女儿朵朵在学钢琴",
    "朵朵在学钢琴",
    "My son Leo takes his piano lessons on Fridays",
]


@pytest.mark.parametrize("text", PAIR_SENTENCES)
def test_role_in_passive_alike_with_the_passive_always_tried(text):
    if holder._says_cjk(text):
        asked = "由" in text and holder._CJK_ROLE_PASSIVE.match(re.sub(r"[。！!，,\s]+$", "", text.strip())) is not None
    else:
        asked = holder._EN_ROLE_PASSIVE.match(holder._EN_NOW_AROUND.sub(" ", text).strip()) is not None
    assert holder._role_in_passive.__wrapped__(text) == asked


@pytest.mark.parametrize("text", PAIR_SENTENCES)
def test_kin_gate_alike_with_the_pair_test(text):
    from flymemory.classify import guards

    asked = bool(guards._PARTY_KEYS & set(dedup._Text.of(text).keys)) or bool(guards._CJK_RUN.search(text))
    assert guards._kin_may_be_named.__wrapped__(text) == asked


@pytest.mark.parametrize(("old", "new", "read"), [
    ("My wife Priya is a pediatric nurse", "Priya is a pediatric nurse", "Priya is a pediatric nurse"),
    ("Priya, my wife, is a pediatric nurse.", "Priya is a pediatric nurse", "Priya is a pediatric nurse."),
    ("我女儿朵朵在学钢琴", "朵朵在学钢琴", "朵朵在学钢琴"),
    ("My son Leo is a nurse", "Sam is a nurse", "My son Leo is a nurse"),
])
def test_a_relative_beside_a_name_read_from_the_per_text_reading(old, new, read):
    from flymemory.classify import guards

    assert guards._kin_name_read(old, new) == read
    assert guards._kin_named(new) == ()


@pytest.mark.parametrize(("text", "who"), [
    ("My team lead went back to Vim", "team lead"),
    ("Priya switched back to zsh", "priya"),
    ("Finally went back to Emacs", ""),
    ("Staging went back to v1", ""),
    ("I went back to Vim", ""),
])
def test_the_person_a_return_is_said_of_read_once_per_text(text, who):
    assert holder._returner(text) == who
