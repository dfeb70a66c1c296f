"""Issue #12, stale at rank 1: updates that carry a change word in a frame the ladder did not match
("effective Tuesday", "went from … to", "swapped X for Y", 交给), and the true facts that such words
must not stamp or cross out: a change of another thing ("部署流程换了负责人" after "部署脚本放在…"), a
shared number-and-unit run ("百元") taken for a subject, a plan or a wish, a change word on another
subject, and at read time a change word about nothing the older sentence or the question names.
Wording is fresh (not the probe files')."""

import pytest
from flymemory import classify


@pytest.mark.parametrize("old,new,label", [
    ("The parking garage opens at 7.", "Effective Tuesday, the parking garage opens at 6.", "from now on"),
    ("Sessions last 10 minutes.", "As of v3, sessions last 30 minutes.", "from now on"),
    ("Quarterly reviews take one hour.", "Quarterly reviews went from one hour to ninety minutes.", "changed"),
    ("I carry a Moleskine notebook.", "I swapped my Moleskine for a Leuchtturm.", "switched"),
    ("支持工单由二线团队处理。", "支持工单交给一线团队处理了。", "接替"),
])
def test_a_change_word_in_a_new_frame_crosses_out_the_older_value(old, new, label):
    judged = classify.classify(old, new)
    assert judged.crosses_out, judged
    assert label in judged.signals


@pytest.mark.parametrize("old,new", [
    ("发布脚本放在 tools/ship.sh 里。", "发布流程换了负责人。"),
    ("报警规则放在 alerts/rules.yaml 里。", "报警换了值班人。"),
    ("加班餐补每人五十元。", "交通补贴提高到每天八十元。"),
    ("接口日志发到Kafka。", "审计事件现在发到S3。"),
    ("Our linter is ESLint.", "We might switch the linter to Biome next year."),
    ("我们用Jenkins做CI。", "我打算把CI改成GitHub Actions。"),
    ("The gym opens at 6.", "Effective Friday, the pool opens at 7."),
])
def test_a_change_word_about_another_thing_a_plan_or_another_subject_links_nothing(old, new):
    judged = classify.classify(old, new)
    assert not judged.links, judged


@pytest.mark.parametrize("old,new,question", [
    ("发布脚本放在 tools/ship.sh 里。", "发布流程换了负责人。", "发布脚本放在哪里？"),
    ("Ravi runs the hiring loop.", "Ravi took over the office plant watering.", "Who runs the hiring loop?"),
    ("Our staging runs on Render.", "I moved my desk to the window.", "Where does staging run?"),
    ("I prefer tabs in Go code.", "The scheduler was slow again (note 7).", "How should commit messages be written?"),
    ("Our wiki pages are in Notion.", "We upgraded Notion to the business plan.", "Where are our wiki pages?"),
    ("Our linter is ESLint.", "We might switch the linter to Biome next year.", "Which linter do we use?"),
    ("接口日志发到Kafka。", "审计事件现在发到S3。", "接口日志发到哪里？"),
])
def test_at_read_a_change_word_about_another_thing_stamps_nothing(old, new, question):
    assert not classify.at_read(old, new, question).links


@pytest.mark.parametrize("old,new,question", [
    ("The parking garage opens at 7.", "Effective Tuesday, the parking garage opens at 6.",
     "When does the parking garage open?"),
    ("I carry a Moleskine notebook.", "I swapped my Moleskine for a Leuchtturm.", "Which notebook do I carry?"),
    ("我平时用钉钉开会。", "我们现在改用飞书开会了。", "我们用什么开会？"),
    ("My mentor is Ines.", "Ines left, so Farid mentors me now.", "Who is my mentor?"),
])
def test_at_read_an_update_with_a_change_word_puts_the_newer_first(old, new, question):
    assert classify.at_read(old, new, question).links


_ANOTHER_THING = [
    ("部署脚本放在 tools/ship.sh 里。", "部署换了负责人。", "部署脚本放在哪里？"),
    ("监控面板放在 Grafana 上。", "监控告警换了负责人。", "监控面板在哪里？"),
]


def _kept_unstamped(engine, first, second, question):
    engine.remember(first)
    outcome = engine.remember(second)[0]
    assert not outcome.updates and not outcome.may_update and not outcome.superseded
    hits = engine.recall(question, k=5)
    assert hits[0].entry.text == first
    assert all(h.outdated_by is None for h in hits)


@pytest.mark.parametrize("first,second,question", _ANOTHER_THING)
def test_recall_keeps_a_true_fact_unstamped_when_a_newer_sentence_changed_another_thing(engine, first, second,
                                                                                        question):
    """'部署换了负责人' changes who is responsible, not where the script lives: nothing crossed out, linked
    or stamped (e5)."""
    _kept_unstamped(engine, first, second, question)


@pytest.mark.parametrize("first,second,question", _ANOTHER_THING)
def test_recall_without_an_embedder_keeps_a_true_fact_unstamped_when_another_thing_changed(lexical_engine, first,
                                                                                          second, question):
    _kept_unstamped(lexical_engine, first, second, question)
