"""A Chinese unit both sentences say (公斤, 公里, 寸) belongs to each sentence's value: alone it is no shared
subject, so a strong change word about something else crosses nothing out."""

from flymemory.classify import classify


def test_a_box_of_another_weight_does_not_cross_out_the_speakers_weight():
    judged = classify("我的体重是75公斤", "我把30公斤的箱子搬到了楼上")
    assert judged.kind != "update", judged.rule


def test_a_weight_changed_is_still_read_as_a_change():
    assert classify("我的体重是75公斤", "我的体重降到了70公斤").kind == "update"
    assert classify("行李限重是20公斤", "托运行李改成了23公斤").kind == "update"


def test_a_screen_size_changed_is_still_an_update():
    assert classify("我的显示器是24寸的", "我换成了27寸的显示器").kind == "update"
