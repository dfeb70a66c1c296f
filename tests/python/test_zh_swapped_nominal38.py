"""Issue #12, session 38 (blind set 16's audit): "X换了个N的" after the older sentence's own X is X's new value
said as a 的-nominal ("a Belkin one"), not another thing changed: "我用的扩展坞是绿联的" / "扩展坞换了个贝尔金的"
was kept apart, the stale dock ranked first. A thing the older sentence does not name stays another thing."""

from __future__ import annotations

from flymemory import classify


def test_a_nominal_after_the_older_sentences_noun_is_its_new_value():
    assert classify.classify("我用的扩展坞是绿联的。", "扩展坞换了个贝尔金的。").kind == "update"


def test_a_thing_the_older_sentence_does_not_name_stays_another_thing():
    assert classify.classify("我用的扩展坞是绿联的。", "显示器换了个戴尔的。").kind in ("distinct", "unrelated")
