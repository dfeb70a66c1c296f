"""Build the switch-state-said-as-a-verb probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_stateverb_probes.py   # writes bench/data/stateverb_probes.jsonl

Written by session 37 (stateverb37) BEFORE any rule was changed for it. Read before writing: the brief (the
shapes named there), guards.state_turned and its section of docs/CORRECTNESS.md, bench/probes.py, the tuning half
of bench/data/state_probes.jsonl (session 36's switch-state set). The wording here is fresh. The cases are A
SWITCH'S STATE SAID AS A VERB: a setting, a feature flag or a named switch said on (or off) as a state on one side,
and a verb that sets it the other way on the other side (turned / switched / flipped off, disabled, deactivated,
killed a flag; turned / switched / flipped on, enabled, re-enabled, ungated; 关掉 / 关了 / 关闭了 / 停用了 / 禁用了;
打开了 / 开启了 / 启用了).
- update_signal: the state, then the verb of the other state on the same named thing (the verb is the change);
- reversal: the state, the verb of the other state, then the verb of the first state again;
- restatement: the same state said as an adjective and as a verb ("X is disabled" / "We disabled X last week");
- distinct_lookalike: another flag, account, device or app set the other way; a person "disabled"; 关心 / 关于
  beside a setting; 打开 a document of the same name;
- distinct_event: a physical action that is not a setting's state ("turned off the lights when I left", the porch
  light switched off at bedtime, "turned off the highway", "shut down the meeting", 开车 / 开会 / 开始 / 打开 an
  app, a light switched off when leaving);
- temporary: a lasting state, then a pause for a short while (paused for the weekend, 这个周末先暂停).
Update and reversal cases carry a question about the current state; temporary cases about the lasting one.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a switch and its controls; see
probes.check_groups): "tuning" is tuned on, "check" is only counted. Both halves are IN-SAMPLE for the engine's
authors (written by a session of the project): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path
from typing import Any

from probes import check_groups, write_pair_file

SPLIT_SEED = 20263702
FIRST_ID = 637000
OUT = Path(__file__).resolve().parent / "data" / "stateverb_probes.jsonl"

R, S, L, E, T, V = "restatement", "update_signal", "distinct_lookalike", "distinct_event", "temporary", "reversal"

# (group, lang, cls, question, sentences in the order they are written)
CASES: list[tuple[str, str, str, str, list[str]]] = [
    # --- English ---
    ("en-paylater", "en", S, "Is the pay_later_v3 flag on?",
     ["The pay_later_v3 flag is on for all merchants.", "We disabled the pay_later_v3 flag this morning."]),
    ("en-paylater", "en", R, "",
     ["The pay_later_v3 flag is disabled.", "We disabled the pay_later_v3 flag last week."]),
    ("en-paylater", "en", L, "",
     ["The pay_later_v3 flag is on for all merchants.", "We disabled the fraud_score flag this morning."]),

    ("en-autoupdate", "en", S, "Are automatic updates on on my work laptop?",
     ["Automatic updates are enabled on my work laptop.", "I turned off automatic updates on my work laptop."]),
    ("en-autoupdate", "en", R, "",
     ["Automatic updates are off on my work laptop.", "I switched off automatic updates on my work laptop months ago."]),
    ("en-autoupdate", "en", L, "",
     ["Automatic updates are enabled on my work laptop.", "I turned off automatic updates on my gaming PC."]),

    ("en-slack", "en", S, "Are the Slack notifications on my phone on?",
     ["The Slack notifications on my phone are off.", "I switched on the Slack notifications on my phone."]),
    ("en-slack", "en", E, "",
     ["The Slack notifications on my phone are off.", "I switched on my phone after the flight landed."]),

    ("en-2fa", "en", V, "Is two-factor login on for the shared admin account?",
     ["Two-factor login is off for the shared admin account.", "We enabled two-factor login for the shared admin account.",
      "We disabled two-factor login for the shared admin account again."]),
    ("en-2fa", "en", L, "",
     ["Two-factor login is off for the shared admin account.", "We enabled two-factor login for the billing account."]),

    ("en-theme", "en", S, "Is the dark theme active in my terminal?",
     ["The dark theme is active in my terminal.", "I deactivated the dark theme in my terminal."]),
    ("en-theme", "en", R, "",
     ["The dark theme is inactive in my terminal.", "I deactivated the dark theme in my terminal a while back."]),

    ("en-legacy", "en", S, "Is the legacy_search flag on in staging?",
     ["The legacy_search flag is on in staging.", "We killed the legacy_search flag in staging."]),
    ("en-legacy", "en", L, "",
     ["My neighbour Tom is active in the chess club.", "A stroke disabled my neighbour Tom last year."]),

    ("en-inbox", "en", S, "Is the beta_inbox toggle on for my team?",
     ["The beta_inbox toggle is off for my team.", "I flipped on the beta_inbox toggle for my team."]),
    ("en-inbox", "en", R, "",
     ["The beta_inbox toggle is on for my team.", "I flipped on the beta_inbox toggle for my team on Monday."]),

    ("en-location", "en", S, "Is location sharing on on my iPad?",
     ["Location sharing is disabled on my iPad.", "I enabled location sharing on my iPad."]),
    ("en-location", "en", R, "",
     ["Location sharing is enabled on my iPad.", "I enabled location sharing on my iPad last month."]),

    ("en-vpn", "en", S, "Is the VPN on my home router on?",
     ["The VPN on my home router is off.", "I switched on the VPN on my home router."]),
    ("en-vpn", "en", L, "",
     ["The VPN on my home router is off.", "I switched on the VPN on my work laptop."]),

    ("en-referral", "en", S, "Is the referral_bonus feature on for customers?",
     ["The referral_bonus feature is off for customers.", "We ungated the referral_bonus feature for customers."]),
    ("en-referral", "en", E, "",
     ["Cruise control is on in my car.", "I turned off the highway at the Dayton exit."]),

    ("en-photosync", "en", T, "Is iCloud photo sync normally on on my phone?",
     ["iCloud photo sync is enabled on my phone.", "I paused iCloud photo sync on my phone for the weekend."]),
    ("en-photosync", "en", E, "",
     ["The Friday standup is on this week.", "The manager shut down the meeting after ten minutes."]),

    ("en-autoplay", "en", V, "Is autoplay on in my YouTube app?",
     ["Autoplay is on in my YouTube app.", "I switched off autoplay in my YouTube app.", "I turned autoplay back on in my YouTube app."]),

    ("en-porch", "en", E, "",
     ["The porch light is on every night.", "I turned off the lights when I left the house."]),
    ("en-porch", "en", E, "",
     ["The porch light is on every night.", "I switched off the porch light before I went to bed."]),

    ("en-wifi", "en", S, "Is Wi-Fi calling enabled on my phone?",
     ["Wi-Fi calling is enabled on my phone.", "I just turned Wi-Fi calling off on my phone."]),
    ("en-wifi", "en", L, "",
     ["Wi-Fi calling is enabled on my phone.", "I just turned the Wi-Fi router off in the garage."]),

    ("en-comments", "en", S, "Are comments on for my blog posts?",
     ["Comments are on for my blog posts.", "I disabled comments for my blog posts after the spam wave."]),
    ("en-comments", "en", L, "",
     ["Comments are on for my blog posts.", "I disabled comments on my podcast page."]),

    ("en-bastion", "en", S, "Is password login enabled on the bastion host?",
     ["Password login is disabled on the bastion host.", "We re-enabled password login on the bastion host."]),
    ("en-calendar", "en", R, "",
     ["Dark mode is off in my calendar app.", "I turned dark mode off in my calendar app ages ago."]),

    # --- Chinese ---
    ("zh-payflag", "zh", S, "pay_v5 开关现在开着吗？",
     ["新结算页的开关 pay_v5 现在是开着的。", "pay_v5 这个开关昨天被我们关掉了。"]),
    ("zh-payflag", "zh", R, "",
     ["pay_v5 开关是关着的。", "pay_v5 开关上周就被我们关掉了。"]),
    ("zh-payflag", "zh", L, "",
     ["新结算页的开关 pay_v5 现在是开着的。", "我们昨天把 coupon_v2 开关关掉了。"]),

    ("zh-wechat", "zh", S, "手机上微信的消息通知开着吗？",
     ["手机上微信的消息通知是关着的。", "我把手机上微信的消息通知打开了。"]),
    ("zh-wechat", "zh", E, "",
     ["手机上微信的消息通知是关着的。", "我在电脑上打开了微信。"]),

    ("zh-autoupdate", "zh", S, "电脑上的自动更新开着吗？",
     ["我电脑上的自动更新是开启的。", "我把电脑上的自动更新关闭了。"]),
    ("zh-autoupdate", "zh", R, "",
     ["我电脑上的自动更新是关闭的。", "我上个月就把电脑上的自动更新关闭了。"]),
    ("zh-autoupdate", "zh", L, "",
     ["我电脑上的自动更新是开启的。", "我把平板上的自动更新关闭了。"]),

    ("zh-vpn", "zh", S, "公司电脑的VPN开着吗？",
     ["公司电脑的VPN是开着的。", "公司电脑的VPN我刚停用了。"]),
    ("zh-vpn", "zh", E, "",
     ["公司电脑的VPN是开着的。", "我今天开车去公司了。"]),

    ("zh-2fa", "zh", V, "管理员账号的两步验证开着吗？",
     ["管理员账号的两步验证是关闭的。", "我们给管理员账号启用了两步验证。", "管理员账号的两步验证又被我们禁用了。"]),
    ("zh-2fa", "zh", L, "",
     ["管理员账号的两步验证是关闭的。", "我们给财务账号启用了两步验证。"]),

    ("zh-darkmode", "zh", S, "平板的深色模式开着吗？",
     ["我平板的深色模式是开的。", "平板的深色模式被我关了。"]),
    ("zh-darkmode", "zh", L, "",
     ["我平板的深色模式是开的。", "我把手机的深色模式关了。"]),
    ("zh-darkmode", "zh", R, "",
     ["我平板的深色模式是关的。", "平板的深色模式我早就关了。"]),

    ("zh-gray", "zh", S, "灰度开关 feed_v3 开着吗？",
     ["灰度开关 feed_v3 是关着的。", "我们刚刚把灰度开关 feed_v3 打开了。"]),
    ("zh-gray", "zh", L, "",
     ["灰度开关 feed_v3 是关着的。", "我打开了 feed_v3 的设计文档。"]),

    ("zh-meeting", "zh", E, "",
     ["会议室的投影仪是关着的。", "我们下午在会议室开了个会。"]),
    ("zh-meeting", "zh", E, "",
     ["健身房会员的自动续费是关闭的。", "健身房的新课程从下周开始。"]),

    ("zh-care", "zh", L, "",
     ["我手机的定位服务是开着的。", "我妈很关心我手机的定位服务。"]),
    ("zh-care", "zh", L, "",
     ["视频App的自动续费是开着的。", "我问了客服关于视频App自动续费的事。"]),

    ("zh-location", "zh", S, "手机的定位服务开着吗？",
     ["我手机的定位服务是关闭的。", "我把手机的定位服务开启了。"]),
    ("zh-location", "zh", R, "",
     ["我手机的定位服务是开启的。", "手机的定位服务我一直开着。"]),

    ("zh-light", "zh", E, "",
     ["楼道的灯晚上一直开着。", "我下班走的时候把楼道的灯关了。"]),
    ("zh-light", "zh", E, "",
     ["客厅的空调整晚开着。", "我出门前把灯关了。"]),

    ("zh-sync", "zh", S, "相册的云同步开着吗？",
     ["相册的云同步是开着的。", "我把相册的云同步停用了。"]),
    ("zh-sync", "zh", T, "相册的云同步平时开着吗？",
     ["相册的云同步是开着的。", "这个周末我先把相册的云同步暂停了。"]),

    ("zh-autorenew", "zh", V, "音乐App的自动续费开着吗？",
     ["音乐App的自动续费是开着的。", "我把音乐App的自动续费关掉了。", "我又把音乐App的自动续费打开了。"]),

    ("zh-comments", "zh", S, "博客的评论功能开着吗？",
     ["博客的评论功能是关闭的。", "我把博客的评论功能重新开启了。"]),
    ("zh-comments", "zh", R, "",
     ["博客的评论功能是关闭的。", "博客的评论功能我去年就关了。"]),
]


def rows_of(cases: list[tuple[str, str, str, str, list[str]]]) -> list[dict[str, Any]]:
    """One row a case (pairs, and reversals of three sentences), its group `stateverb-group`, ids from FIRST_ID,
    and every case of a group in the half probes.check_groups gives that group."""
    check = check_groups([group for group, *_ in cases], SPLIT_SEED)
    return [{"lang": lang, "group": f"stateverb-{group}", "question": question, "cls": cls, "seq": seq,
             "id": FIRST_ID + n, "split": "check" if group in check else "tuning"}
            for n, (group, lang, cls, question, seq) in enumerate(cases)]


def main() -> None:
    about = ("#12 switch-state-as-a-verb probes (stateverb37): a setting, flag or named switch said in one state, then "
             "a verb that sets it the other way (update_signal), back again (reversal), the same state said as an "
             "adjective and as a verb (restatement), another flag/device/account or 关心/关于/打开文件 (distinct_lookalike), "
             "a physical action that is no setting's state (distinct_event), a pause (temporary); English and "
             "Chinese; split once by group")
    write_pair_file(OUT, about, rows_of(CASES), SPLIT_SEED)


if __name__ == "__main__":
    main()
