"""Issue #12: a number brought where a name was said is another slot. The older sentence's value is a name of a
known kind (a cloud, a tool) and it says no number; the newer one names no value of that kind and says a number
("我们的服务部署在阿里云上" / "服务的Node版本升到20啦", "We deploy on Heroku" / "We raised the dyno count to 4"): a
version or a count of the subject changed, not where it runs. The name replaced, or a number against a number, is
still an update."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")
CROSSED_OUT = ("update", "reversal")


def judged(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity is not None else None)


@pytest.mark.parametrize("old,new", [
    ("我们的服务部署在阿里云上。", "服务的Node版本升到20啦。"),
    ("我们的网站部署在阿里云上。", "网站的并发上限提高到5000了。"),
    ("Our API is deployed on Heroku.", "Our API's timeout was raised to 30 seconds."),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_a_number_after_a_name_is_another_slot(old, new, similarity):
    assert judged(old, new, similarity).kind not in CROSSED_OUT


@pytest.mark.parametrize("old,new", [
    ("我们的服务用的是Node 16。", "服务的Node版本升到20啦。"),
    ("我们的服务部署在阿里云上。", "服务已经迁移到腾讯云了。"),
    ("Our API is deployed on Heroku.", "We moved our API from Heroku to Fly.io."),
])
@pytest.mark.parametrize("similarity", [0.9, None])
def test_the_same_slot_is_still_crossed_out(old, new, similarity):
    assert judged(old, new, similarity).kind in CROSSED_OUT
