"""Build the switch-state probe set (issue #12, English and Chinese) once, and split it.

    .venv/bin/python bench/make_state_probes.py   # writes bench/data/state_probes.jsonl

Written by session 36 (state36) BEFORE any rule was changed for it, and without reading the classifier
(python/flymemory), docs/CORRECTNESS.md or any other probe file's cases: only issue #12 (the classes),
bench/probes.py (pair_rows, write_pair_file) and the header of bench/make_blind_probes_12.py (lines 1-40: the
format) were read. The cases are one person's own wording about A SWITCH'S STATE: a feature flag, an editor or
phone setting, notifications, auto-update, a VPN, dark mode, a door or a lock, a light, a repository's
visibility; 开关 / 功能 / 通知 / 自动更新 / 仓库公开 / 门 / 锁 / 灯 / VPN / 深色模式.
- update_nosignal: the same words, the other state (on/off, enabled/disabled, true/false, public/private,
  locked/unlocked, 开着/关着, 开启/关闭, 启用/禁用/停用, 公开/私有), no change word;
- update_signal: the other state said with a change word (just, now, turned, switched, made, muted, 刚, 已经,
  现在, 改成, 关掉, 打开);
- restatement: the same state said again in other words (on / enabled, public / anyone can see it, off / does
  not show, 开着 / 亮着, 关闭 / 没开, 启用 / 开着); decided per case as a user would mean it, a few carry a
  word that often marks a change used plainly ("is switched on", 已经启用 of a flag already on);
- distinct_lookalike: two switches both true at once (two flags, two devices, two apps, two repositories, two
  rooms), and "on"/"off"/开/关 in other senses ("Fridays off" / "pottery on Fridays", opens on Sundays / closed
  on Sundays, 开会 / 关门, 开门 / 关门 of two places, 开车 / 关机);
- temporary: a lasting state, then the other state for a short while ("off for today", "until my vacation
  ends", 今天先关, 今晚先关掉); the question asks for the lasting one.
Each case is a pair (old, new); update and temporary cases carry a question (about the current, or for
temporary the lasting, state); restatement and look-alike cases carry none.

The split is made ONCE, here, before any tuning, by SPLIT_SEED, by group (a switch and its controls; see
probes.check_groups): "tuning" is tuned on, "check" is only counted. Both halves are IN-SAMPLE for the engine's
authors (written by a session of the project): label their figures in-sample."""

# ruff: noqa: E501  (data tables read better one case per line)
from __future__ import annotations

from pathlib import Path

from probes import pair_rows, write_pair_file

SPLIT_SEED = 20263606
FIRST_ID = 636400
OUT = Path(__file__).resolve().parent / "data" / "state_probes.jsonl"

R, S, N, L, T = "restatement", "update_signal", "update_nosignal", "distinct_lookalike", "temporary"

# (group, lang, cls, question, old, new)
CASES: list[tuple[str, str, str, str, str, str]] = [
    # --- English ---
    ("en-darkmode", "en", N, "Is dark mode on in my code editor?",
     "Dark mode is on in my code editor.", "Dark mode is off in my code editor."),
    ("en-darkmode", "en", S, "Is dark mode on in my code editor?",
     "My code editor runs in dark mode.", "I just turned dark mode off in my code editor because of the glare."),
    ("en-darkmode", "en", R, "",
     "Dark mode is on in my code editor.", "My code editor has dark mode enabled."),
    ("en-darkmode", "en", L, "",
     "Dark mode is on in my code editor.", "Dark mode is off in my email app."),

    ("en-flag", "en", N, "What is the new_checkout flag set to in production?",
     "The new_checkout flag is true in production.", "The new_checkout flag is false in production."),
    ("en-flag", "en", S, "Is the new_checkout flag enabled in production?",
     "The new_checkout flag is enabled in production.", "We just disabled the new_checkout flag in production after the error spike."),
    ("en-flag", "en", R, "",
     "The new_checkout flag is enabled in production.", "In production, new_checkout is switched on."),
    ("en-flag", "en", L, "",
     "The checkout redesign flag is on for all users.", "The search ranking flag is off for all users."),

    ("en-repo", "en", N, "Is my dotfiles repo on GitHub public or private?",
     "My dotfiles repo on GitHub is public.", "My dotfiles repo on GitHub is private."),
    ("en-repo", "en", S, "Is the design-system repo public or private?",
     "Our design-system repo is private.", "We made the design-system repo public today."),
    ("en-repo", "en", R, "",
     "My dotfiles repo on GitHub is public.", "Anyone on the internet can browse my dotfiles repo."),
    ("en-repo", "en", L, "",
     "My dotfiles repo is public.", "Our infra-secrets repo is private."),

    ("en-door", "en", N, "Is the back door of the shop locked?",
     "The back door of the shop is locked.", "The back door of the shop is unlocked."),
    ("en-door", "en", S, "Is the garage door open or closed?",
     "The garage door is closed.", "Mia just opened the garage door and left it up."),
    ("en-door", "en", R, "",
     "The back door of the shop is locked.", "Nobody can get in through the shop's back door; it's locked."),
    ("en-door", "en", L, "",
     "The bakery on Elm Street opens on Sundays.", "The post office near us is closed on Sundays."),

    ("en-notif", "en", N, "Are Slack notifications on for my phone?",
     "On my phone, Slack notifications are on.", "On my phone, Slack notifications are off."),
    ("en-notif", "en", S, "Do I get Slack notifications on my phone?",
     "I get Slack notifications on my phone.", "I muted Slack on my phone last night, no more pings."),
    ("en-notif", "en", R, "",
     "On my phone, Slack notifications are off.", "My phone doesn't show any Slack notifications."),
    ("en-notif", "en", T, "Are Slack notifications normally on for my phone?",
     "On my phone, Slack notifications are on.", "Slack notifications are off on my phone until my vacation ends."),

    ("en-vpn", "en", N, "Does the VPN on my work laptop connect automatically at login?",
     "The VPN on my work laptop connects automatically at login.", "The VPN on my work laptop does not connect automatically at login."),
    ("en-vpn", "en", S, "Is the VPN on my home router enabled?",
     "I keep the VPN on my home router enabled.", "I've switched off the VPN on my home router since it slowed down streaming."),
    ("en-vpn", "en", T, "Is the VPN on my work laptop normally on?",
     "The VPN on my work laptop is always on.", "The VPN on my work laptop is off for today while IT fixes the certificate."),
    ("en-vpn", "en", L, "",
     "The VPN on my work laptop is on.", "The VPN on my personal tablet is off."),

    ("en-autoupdate", "en", N, "Is auto-update enabled on my Windows desktop?",
     "Auto-update is enabled on my Windows desktop.", "Auto-update is disabled on my Windows desktop."),
    ("en-autoupdate", "en", S, "Are automatic updates on for the family iPad?",
     "Automatic updates are off on the family iPad.", "Automatic updates on the family iPad are now on."),
    ("en-autoupdate", "en", R, "",
     "Auto-update is disabled on my Windows desktop.", "My Windows desktop does not install updates automatically."),

    ("en-porch", "en", N, "Is the porch light on?",
     "The porch light is on.", "The porch light is off."),
    ("en-porch", "en", T, "Does the porch light usually stay on all night?",
     "The porch light stays on all night.", "The porch light is off tonight because we are swapping the bulb."),
    ("en-porch", "en", R, "",
     "The porch light stays on all night.", "We leave the porch light burning through the night."),
    ("en-porch", "en", L, "",
     "The porch light is on.", "The hallway light is off."),

    ("en-days", "en", L, "",
     "I have Fridays off.", "I have pottery class on Fridays."),
    ("en-days", "en", L, "",
     "My sister works on Saturdays.", "My brother has Saturdays off."),

    # --- Chinese ---
    ("zh-darkmode", "zh", N, "我手机的深色模式开着吗？",
     "我手机上的深色模式是开着的。", "我手机上的深色模式是关着的。"),
    ("zh-darkmode", "zh", S, "我手机的深色模式开着吗？",
     "我手机用的是深色模式。", "我刚把手机的深色模式关掉了，白天看不清。"),
    ("zh-darkmode", "zh", R, "",
     "我手机上的深色模式是开着的。", "我的手机开启了深色模式。"),
    ("zh-darkmode", "zh", L, "",
     "手机上的深色模式开着。", "平板上的深色模式关着。"),

    ("zh-notify", "zh", N, "微信的消息通知开着吗？",
     "微信的消息通知是打开的。", "微信的消息通知是关闭的。"),
    ("zh-notify", "zh", S, "工作群的通知开着吗？",
     "工作群的通知我一直开着。", "工作群的通知我现在已经关掉了。"),
    ("zh-notify", "zh", R, "",
     "微信的消息通知是关闭的。", "我没开微信的消息提醒。"),
    ("zh-notify", "zh", T, "微信的消息通知平时开着吗？",
     "微信的消息通知是打开的。", "今天要考试，微信通知先关一天。"),

    ("zh-autoupdate", "zh", N, "电脑的系统自动更新启用了吗？",
     "电脑的系统自动更新是启用的。", "电脑的系统自动更新是禁用的。"),
    ("zh-autoupdate", "zh", S, "路由器的自动更新开着吗？",
     "路由器的自动更新是关闭的。", "路由器的自动更新我已经改成开启了。"),
    ("zh-autoupdate", "zh", R, "",
     "电脑的系统自动更新是禁用的。", "电脑不会自己安装系统更新。"),
    ("zh-autoupdate", "zh", L, "",
     "浏览器的自动更新是开启的。", "打印机驱动的自动更新是停用的。"),

    ("zh-repo", "zh", N, "前端组件库的仓库是公开的还是私有的？",
     "我们前端组件库的仓库是公开的。", "我们前端组件库的仓库是私有的。"),
    ("zh-repo", "zh", S, "我的笔记仓库是公开的吗？",
     "我的笔记仓库是私有的。", "我的笔记仓库现在改成公开了。"),
    ("zh-repo", "zh", R, "",
     "我们前端组件库的仓库是公开的。", "前端组件库的代码谁都能在GitHub上看到。"),
    ("zh-repo", "zh", L, "",
     "前端组件库的仓库是公开的。", "部署脚本的仓库是私有的。"),

    ("zh-door", "zh", N, "办公室的后门锁着吗？",
     "办公室的后门是锁着的。", "办公室的后门是没锁的。"),
    ("zh-door", "zh", S, "仓库的卷帘门开着还是关着？",
     "仓库的卷帘门是关着的。", "仓库的卷帘门已经打开了，一直开着。"),
    ("zh-door", "zh", L, "",
     "我们每周一上午开会。", "楼下那家面馆每周一关门。"),
    ("zh-door", "zh", L, "",
     "市图书馆周日开门。", "街口的银行周日关门。"),

    ("zh-light", "zh", N, "客厅的灯开着吗？",
     "客厅的灯是开着的。", "客厅的灯是关着的。"),
    ("zh-light", "zh", T, "院子里的灯平时整夜开着吗？",
     "院子里的灯整夜都开着。", "今晚院子里的灯先关掉，要换灯泡。"),
    ("zh-light", "zh", R, "",
     "院子里的灯整夜都开着。", "院子的灯一晚上都亮着。"),
    ("zh-light", "zh", L, "",
     "客厅的灯开着。", "卧室的灯关着。"),

    ("zh-flag", "zh", N, "新版支付功能的开关是开的还是关的？",
     "新版支付功能的开关是开的。", "新版支付功能的开关是关的。"),
    ("zh-flag", "zh", S, "推荐算法的灰度开关开着吗？",
     "推荐算法的灰度开关是打开的。", "推荐算法的灰度开关我们刚刚关掉了。"),
    ("zh-flag", "zh", R, "",
     "新版支付功能的开关是开的。", "新版支付功能已经启用。"),
    ("zh-flag", "zh", L, "",
     "新版支付功能的开关是开的。", "新版搜索功能的开关是关的。"),

    ("zh-vpn", "zh", N, "家里路由器的VPN启用了吗？",
     "家里路由器的VPN是启用的。", "家里路由器的VPN是停用的。"),
    ("zh-vpn", "zh", S, "家里路由器的VPN启用了吗？",
     "家里路由器上的VPN一直启用着。", "家里路由器的VPN已经被我禁用了，网速太慢。"),
    ("zh-vpn", "zh", T, "公司电脑上的VPN平时开着吗？",
     "公司电脑上的VPN一直是开着的。", "今天公司电脑的VPN先停用，IT在换证书。"),
    ("zh-vpn", "zh", L, "",
     "公司电脑的VPN是开着的。", "家里平板的VPN是关着的。"),

    ("zh-days", "zh", L, "",
     "我每周五开车上班。", "我每周五晚上把工作手机关机。"),
]


def main() -> None:
    rows = pair_rows(CASES, SPLIT_SEED, "state", FIRST_ID)
    about = ("#12 switch-state probes (state36): a flag, setting, device, door, light or repository said on then off "
             "(update_nosignal), with a change word (update_signal), said again in the same state in other words "
             "(restatement), two switches or 'on'/'off'/开/关 in other senses (distinct_lookalike), and a short-lived "
             "state (temporary); English and Chinese, pairs; split once by group")
    write_pair_file(OUT, about, rows, SPLIT_SEED)


if __name__ == "__main__":
    main()
