"""A detail written two ways is one detail (classify/forms.py): a clock time ("3pm" / "3 p.m." / "15:00", 下午三点 /
15点 / 15:00), a date ("March 3" / "the 3rd of March" / "Mar 3", 三月三号 / 3月3日) or a frequency ("thrice weekly" /
"three times a week", 一周三次 / 每星期三次, 每日 / 每天) said again in another form is stored once. Another hour, am
against pm, another date or frequency, a bare hour against a 24-hour one (三点 / 十五点: the half of the day is not
guessed) and a time against a count stay apart; a time changed in another form is still an update to the newer one."""

import pytest
from flymemory import classify, dedup
from flymemory.classify.forms import detail_forms

E5 = dedup.thresholds_for("e5-small-q4")


@pytest.mark.parametrize("old,new", [
    ("My dentist appointment is at 3pm on Friday.", "My dentist appointment is at 3 p.m. on Friday."),
    ("My dentist appointment is at 3pm on Friday.", "My dentist appointment is at 15:00 on Friday."),
    ("My dentist appointment is at 3pm on Friday.",
     "My dentist appointment is on Friday at 3 o'clock in the afternoon."),
    ("My flight leaves at 7 am on Sunday.", "My flight leaves at seven in the morning on Sunday."),
    ("The team standup is at 9:30 am.", "The team standup is at half past 9 in the morning."),
    ("My sister's birthday is on March 3.", "My sister's birthday is on the 3rd of March."),
    ("The conference starts on 12 October.", "The conference starts Oct 12."),
    ("Our office lease ends on June 30.", "Our office lease ends on 6/30."),
    ("I go to the gym three times a week.", "I go to the gym thrice weekly."),
    ("Backups run every day at 2 am.", "Backups run daily at 2am."),
    ("我的航班是晚上八点起飞。", "我的航班是20:00起飞。"),
    ("周会是每周一下午三点。", "周会是每周一15点。"),
    ("我们约好三点钟在咖啡馆见面。", "我们约好3点在咖啡馆见面。"),
    ("我妈妈的生日是3月3日。", "我妈妈的生日是三月三号。"),
    ("我一周去三次健身房。", "我每星期去3次健身房。"),
    ("我每天喝两杯咖啡。", "我每日喝2杯咖啡。"),
])
def test_a_detail_written_another_way_is_stored_once(old, new):
    for similarity, th in ((0.97, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert judged.kind == "restatement", judged


@pytest.mark.parametrize("old,new,cosine", [  # (cosines near what e5 gives such pairs)
    ("My dentist appointment is at 3pm on Friday.", "My dentist appointment is at 4pm on Friday.", 0.98),
    ("My flight leaves at 7 am on Sunday.", "My flight leaves at 7 pm on Sunday.", 0.99),
    ("My flight leaves at 7 am on Sunday.", "My flight leaves at 19:00 on Sunday.", 0.97),
    ("We agreed to meet at 3 o'clock at the cafe.", "We agreed to meet at 15:00 at the cafe.", 0.97),
    ("My sister's birthday is on March 3.", "My sister's birthday is on 4 March.", 0.98),
    ("I go to the gym three times a week.", "I go to the gym 4 times per week.", 0.98),
    ("We deploy to production twice a week.", "We deploy to production twice a month.", 0.98),
    ("The board meeting is at 15:00.", "The board meeting has 15 people.", 0.93),
    ("我的航班是晚上八点起飞。", "我的航班是早上八点起飞。", 0.99),
    ("周会是每周一下午三点。", "周会是每周一下午四点。", 0.99),
    ("我们约好三点钟在咖啡馆见面。", "我们约好十五点在咖啡馆见面。", 0.98),  # a bare hour: am or pm not guessed
    ("我妈妈的生日是3月3日。", "我妈妈的生日是三月四号。", 0.98),
    ("我一周去三次健身房。", "我每周去四次健身房。", 0.98),
    ("评审会定在15:00。", "评审会有15个人参加。", 0.93),
])
def test_look_alikes_stay_apart_when_their_details_are_read_in_one_form(old, new, cosine):
    for similarity, th in ((cosine, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert judged.kind not in ("restatement", "update", "reversal"), judged


@pytest.mark.parametrize("old,new", [
    ("The board meeting is at 15:00.", "The board meeting was moved from 3 pm to 17:00."),
    ("My dentist appointment is at 3pm on Friday.", "My dentist appointment on Friday was moved from 3pm to 16:00."),
    ("周会是每周一下午三点。", "周会改到每周一16:00了。"),
    ("评审会定在15:00。", "评审会改到下午四点了。"),
])
def test_a_time_changed_in_another_form_is_an_update_to_the_newer_one(old, new):
    judged = classify.classify(old, new, 0.9, E5)
    assert judged.kind == "update", judged


@pytest.mark.parametrize("text,form", [
    ("at 3 p.m.", "at 15:00."),
    ("at 12 am", "at 00:00"),
    ("half past 3", "3:30"),  # a bare hour stays bare
    ("at 3 o'clock", "at 3:00"),
    ("on 3/4", "on 3/4"),  # March 4 or April 3: left as written
    ("open 24/7.", "open 24/7."),
    ("on 13/4", "on April 13"),
    ("I take it 2 times daily.", "I take it 2 times a day."),
    ("Which one am I?", "Which one am I?"),
    ("三点五公里", "三点五公里"),
    ("这一点很重要", "这一点很重要"),
    ("一周只有七天", "一周只有七天"),  # 一周 before no count of times: a length
    ("凌晨2点", "凌晨两点"),  # Chinese numerals, the day part as written
    ("下午3点", "下午三点"),
    ("15:00开会", "下午三点开会"),
    ("09:30到", "上午九点半到"),
    ("9:30到", "九点半到"),  # unpadded: a bare hour
    ("十五点", "下午三点"),
    ("三点钟", "三点"),
    ("三月三号", "3月3日"),  # a date in digits
    ("3月3号", "3月3日"),
    ("这一周我去了三次健身房", "这一周我去了三次健身房"),  # this week: not every week
    ("我每隔一天给花浇一次水", "我每隔一天给花浇一次水"),  # 隔: not every day
    ("我一个星期去三次健身房", "我每周去三次健身房"),
])
def test_the_one_written_form(text, form):
    assert detail_forms(text) == form


def test_the_values_a_judgement_names_are_as_the_user_wrote_them():
    judged = classify.classify("每晚的备份在凌晨两点执行。", "每晚的备份在凌晨三点半执行。", 0.9, E5)
    assert (judged.kind, judged.old_value, judged.new_value) == ("possible_update", "凌晨两点", "凌晨三点半"), judged
    judged = classify.classify("The board meeting is at 3 pm.", "The board meeting was moved to 17:00.", 0.9, E5)
    assert judged.kind == "update" and judged.old_value == "3 pm" and "3 pm -> " in judged.rule, judged
    judged = classify.classify("Badminton moved to 4pm.", "Badminton has been moved to 4 pm.", 0.99, E5)
    assert judged.kind == "restatement" and judged.slot == "4pm badminton", judged
    judged = classify.classify("I have a dentist appointment at 3 pm.", "My dentist appointment moved to 4 pm.",
                               0.93, E5)
    assert (judged.kind, judged.slot, judged.old_value, judged.new_value) == (
        "update", "appointment dentist", "3 pm", "moved 4 pm"), judged


def test_a_temporary_names_the_lasting_value_as_written_not_cut_inside_a_detail():
    judged = classify.classify("备份每天晚上11点运行。", "这周备份暂时改到凌晨2点运行。", 0.96, E5)
    assert judged.kind == "temporary" and judged.old_value == "每天晚上11点", judged
    judged = classify.classify("I go to the gym three times a week.", "This week I'm going just twice a week.",
                               0.89, E5)
    assert judged.kind == "temporary" and "three times a week" in judged.old_value, judged
    assert "twice a week" in judged.new_value, judged


@pytest.mark.parametrize("old,new,fields", [  # (kind, slot, old value, new value), each as the user wrote it
    ("The deadline is Nov 30.", "The deadline was extended to Dec 31.",
     ("update", "deadline", "Nov 30", "extended Dec 31")),  # not "extended Dec 31 31"
    ("Our lease ends on Dec 31.", "Our lease was extended to Jan 31.",
     ("update", "31 lease", "ends Dec 31", "extended Jan 31")),
    ("下午3点的会议在302会议室。", "下午3点的会议改到405会议室了。",
     ("update", "下午3点 会议 议室", "302", "改到405")),  # not "下午3点 下午 会议 下午3点 议室"
    ("凌晨2点的备份任务用rsync。", "凌晨2点的备份任务改用restic了。",
     ("update", "凌晨2点 任务 份任 备份", "rsync", "改restic")),
    ("备份每天晚上11点运行。", "备份改到每天凌晨2点运行了。",
     ("update", "备份 每天 点运 运行", "晚上11点", "改到凌晨2点")),  # not "改到凌晨两", cut inside 凌晨两点
])
def test_a_detail_a_field_names_is_written_once_as_the_user_wrote_it(old, new, fields):
    for similarity, th in ((0.93, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert (judged.kind, judged.slot, judged.old_value, judged.new_value) == fields, (similarity, judged)


def test_a_slot_word_a_sentence_has_as_it_is_is_not_widened_to_the_other_sentences_detail():
    # 天凌 and 每天 are in the newer sentence as written: not 每日凌晨2点, a detail of the older sentence alone
    judged = classify.classify("数据库每日凌晨2点备份。", "数据库备份时间改到每天凌晨四点了。", 0.93, E5)
    assert judged.kind == "update" and judged.slot == "凌晨 备份 天凌 据库 数据 每天", judged
    assert judged.old_value == "凌晨2点", judged


@pytest.mark.parametrize("old,new,kind,values", [  # (the values as the newer sentence wrote them)
    ("We moved the cluster from four nodes to 6 nodes.", "We moved the cluster from six nodes to 4 nodes.",
     "reversal", ("six nodes", "4 nodes")),
    ("We moved the cluster from four nodes to 6 nodes.", "We moved the cluster from 6 nodes to four nodes.",
     "reversal", ("6 nodes", "four nodes")),
    ("集群从四个节点扩到了6个节点。", "集群从6个节点缩回了四个节点。", "reversal", ("6个节点", "四个节点")),
    ("集群从四个节点扩到了6个节点。", "集群从6个节点扩到了8个节点。", "update", ("6个节点", "8个节点")),
])
def test_a_count_written_two_ways_inside_a_from_to_is_one_value(old, new, kind, values):
    judged = classify.classify(old, new, 0.99, E5)
    assert (judged.kind, judged.old_value, judged.new_value) == (kind, *values), judged


@pytest.mark.parametrize("old,new,kind", [
    ("We moved the cluster from four nodes to 6 nodes.", "We moved the cluster from 4 nodes to six nodes.",
     "restatement"),
    ("集群从四个节点扩到了6个节点。", "集群从4个节点扩到了六个节点。", "restatement"),
    ("The web cluster moved from four nodes to 6 nodes.", "The database cluster moved from six nodes to 4 nodes.",
     "distinct"),
    ("订单集群从四个节点扩到了6个节点。", "日志集群从6个节点缩回了四个节点。", "distinct"),
])
def test_the_same_change_again_is_stored_once_and_two_clusters_stay_apart(old, new, kind):
    assert classify.classify(old, new, 0.98, E5).kind == kind


@pytest.mark.parametrize("old,new,cosine", [  # (the cosines e5 gives these pairs)
    ("羽毛球改到4点了。", "篮球改到4点了。", 0.975),
    ("日志清理凌晨2点跑。", "备份任务在凌晨2点运行。", 0.965),
    ("Badminton moved to 4pm.", "Basketball moved to 4pm.", 0.958),
    ("The log cleanup runs at 2am.", "The backup job runs at 2am.", 0.942),
])
def test_the_same_details_said_of_another_thing_stay_apart(old, new, cosine):
    for similarity, th in ((cosine, E5), (None, None)):
        judged = classify.classify(old, new, similarity, th)
        assert judged.kind not in ("restatement", "update", "reversal"), (similarity, judged)


@pytest.mark.parametrize("old,new,cosine", [
    ("羽毛球改到4点了。", "羽毛球的时间改到4点了。", 0.99),
    ("日志清理凌晨2点跑。", "日志清理任务在凌晨2点运行。", 0.985),
    ("Badminton moved to 4pm.", "Badminton has been moved to 4 pm.", 0.99),
    ("The log cleanup runs at 2am.", "The log cleanup job runs at 2 a.m.", 0.98),
])
def test_the_same_thing_with_the_same_details_reworded_is_still_stored_once(old, new, cosine):
    judged = classify.classify(old, new, cosine, E5)
    assert judged.kind == "restatement", judged
