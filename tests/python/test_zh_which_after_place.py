"""Issue #12: a Chinese change word that replaces WHICH thing (换成 / 更换为 / 改用) after an older sentence that says
only WHERE the thing is ("打印机放在前台旁边" / "打印机已更换为佳能的了") is a change of another slot: linked, the
place not crossed out. A slot noun before a change word names the slot changed ("门诊时间调整为八点半" after "门诊在
二楼": when, not where). The same slot changed is still an update: a thing after a thing, a place after a place
("换到茶水间旁边"), a time after a time."""

import pytest
from flymemory import classify, dedup

E5 = dedup.thresholds_for("e5-small-q4")


def _kind(old, new, similarity):
    return classify.classify(old, new, similarity, E5 if similarity is not None else None).kind


@pytest.mark.parametrize("old,new", [
    ("会议室的投影仪放在讲台旁边。", "会议室投影仪已更换为索尼的了。"),
    ("我们的包裹一般放在物业室。", "寄包裹改用顺丰了。"),
    ("书房的台灯放在书桌边上。", "书房台灯换成护眼灯了。"),
    ("小区的游泳馆在三号楼。", "小区游泳馆时间调整为晚上九点了。"),
])
@pytest.mark.parametrize("similarity", [0.94, None])
def test_a_change_of_another_slot_than_the_older_place_is_not_crossed_out(old, new, similarity):
    assert _kind(old, new, similarity) not in ("update", "reversal")


@pytest.mark.parametrize("old,new", [
    ("会议室的投影仪是爱普生的。", "会议室投影仪已更换为索尼的了。"),
    ("我的工位在靠窗那排。", "工位换到茶水间旁边了。"),
    ("小区游泳馆晚上八点关门。", "小区游泳馆时间调整为晚上九点了。"),
    ("会话过期时间是30分钟。", "会话过期时间调低到10分钟了。"),
])
@pytest.mark.parametrize("similarity", [0.94, None])
def test_the_same_slot_changed_is_still_crossed_out(old, new, similarity):
    assert _kind(old, new, similarity) == "update"
