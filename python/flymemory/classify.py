"""The one judgment on a pair of sentences (an older stored one, a newer one), used by
the write path, the batch fold, import and find_conflicts. No model is called: the
rules are lexical (English and Chinese) and an embedder's cosine, when there is one,
only admits a pair. Every verdict names the rule that fired.

Taxonomy (docs/CORRECTNESS.md):
  restatement      the same fact again                      -> stored once (strengthen)
  update           the same subject and slot, a new value   -> the old one is crossed out
  reversal         an update back to an earlier value        -> crossed out like an update
  possible_update  looks like a change, not sure             -> linked `contradicts`, nothing crossed out
  temporary        a passing state next to a lasting fact    -> both stay current
  chatter          greetings and thanks                      -> never merged
  distinct         two true facts that look alike            -> both stay
  unrelated        nothing in common                         -> both stay

When unsure the answer is the weaker one: a duplicate or a link costs a little noise,
a wrong supersede hides a true fact."""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from flymemory import dedup, mood
from flymemory.constants import MAX_TEXT_CHARS
from flymemory.numerals import CN_NUMERALS, ORDINAL_WORDS, UNITS, as_digits, number_forms, quantities, read_number
from flymemory.phatic import is_phatic

# Longest sentence the rules judge: the longest text a write may carry. A safety net only: every
# rule is linear in the length (dedup.align), so a 10,000-character pair is judged in milliseconds.
RULE_CHARS = MAX_TEXT_CHARS
KINDS = ("restatement", "update", "reversal", "possible_update", "temporary", "chatter", "distinct", "unrelated")
_CJK = dedup._CJK
_CJK_RUN = re.compile(f"[{_CJK}]+")


@dataclass(frozen=True)
class Judgement:
    kind: str
    rule: str  # the rule that fired, in words
    signals: tuple[str, ...] = ()  # the change words found in the newer sentence
    slot: str = ""  # what the two sentences share (the subject and slot)
    old_value: str = ""
    new_value: str = ""
    in_place: bool = False  # same frame, one detail changed: the entry may be rewritten in place
    similarity: float | None = field(default=None, compare=False)
    # Not a verdict: kept apart, but close enough that it may state the same fact (the rule, in words), so
    # the write path asks the calling model ("may repeat #m"). Empty for every other pair.
    may_repeat: str = field(default="", compare=False, repr=False)

    @property
    def crosses_out(self) -> bool:
        """Confident: the older entry is superseded."""
        return self.kind in ("update", "reversal")

    @property
    def links(self) -> bool:
        """The pair is linked as old/new (crossed out, or a `contradicts` link when unsure)."""
        return self.kind in ("update", "reversal", "possible_update")

    def why(self) -> dict:
        """What an `updates` link records."""
        out: dict = {"kind": self.kind, "rule": self.rule}
        if self.signals:
            out["signals"] = list(self.signals)
        if self.slot:
            out["slot"] = self.slot
        if self.old_value or self.new_value:
            out["changed"] = [self.old_value, self.new_value]
        return out

    def describe(self) -> str:
        return f"{self.kind}: {self.rule}"


# -- change signals -------------------------------------------------------------------------
# One table, one row per signal: strength :: label :: pattern (a regular expression, matched
# case-insensitively; a line starting with "| " continues the pattern above). Strong: the
# sentence says a change happened. Weak: the word often marks a change ("now", "现在") but
# also appears in plain statements. Back: a return to an earlier value; back-weak:
# "again"/"又", a return only when the subject is shared.
_SIGNAL_TABLE = r"""
back      :: moved back     :: \bmoved back\b|\bmoving back\b
back      :: went back      :: \bwent back\b|\bgone back\b|\bgo back\b
back      :: switched back  :: \bswitched back\b|\breverted\b|\brolled back\b|\breturned to\b|\breturning to\b
                             | |\b(?:is|are|am|'s|'re|'m)\s+back on\b
back      :: back to        :: \b(?:is|are|was|went|goes|go|moved|raised|lowered|changed|switched|set)\s+
                             | (?:\w+\s+)?back\s+to\b|\bback to\b
back-weak :: again          :: \bagain\b
strong    :: moved to       :: \bmoved\b|\bmoving\b|\brelocated\b|\brescheduled\b|\bpostponed\b
                             | |\bpushed\b(?=\s+(?:[\w'’-]+\s+){0,4}?(?:back\s+|out\s+)?to\b)|\bbrought forward\b
strong    :: switched       :: \bswitched\b|\bswitching\b|\bswapped\b
strong    :: migrated       :: \bmigrated\b|\bmigrating\b
strong    :: changed        :: \bchanged\b|\bchanging\b|\bchange[sd]? to\b|\brewrote\b|\brewritten\b|\bported\b
                             | |\b(?:went|gone|has gone|have gone)\s+from\b(?=\s+(?:[\w.:-]+\s+){1,4}?to\b)
strong    :: renamed        :: \brenamed\b
strong    :: updated to     :: \bupdated to\b|\bupgraded\b|\bdowngraded\b
                             | |\bafter the (?:upgrade|downgrade|migration|switch|move|reorg)\b
strong    :: extended       :: \bextended\b|\bshortened\b|\blengthened\b|\bexpanded\b|\btightened\b|\bloosened\b
                             | |\b(?:'m|'re|'s|am|is|are|was|were|got|get)\s+(?:down|up)\s+to\b
strong    :: raised/lowered :: \b(?:raised|lowered|increased|decreased|reduced|bumped|went up|went down|cut)\s+
                             | (?:\w+\s+)?to\b|\b(?:raised|lowered|increased|decreased|reduced|bumped|cut)\b
                             | (?=\s+(?:[\w'’-]+\s+){1,5}?(?:up\s+|down\s+)?to\b)
strong    :: replaced       :: \breplaced\b|\breplaces\b|\breplacing\b|\btook over\b|\btakes over\b|\bditched\b
                             | |\bpassed (?:over )?to\b|\bhanded (?:over|off) to\b|\bgave up\b|\bgiven up\b
                             | |\bin favou?r of\b|\bcome around to\b|\bcame around to\b|\btraded\b|\bphased out\b
                             | |\bretired\b(?=\s+(?:and|in favou?r|for)\b|\s*[;,])|\bsuperseded\b
                             | |\btook (?:its|their|his|her|the) place\b|\bstepped down\b|\bsteps down\b
strong    :: instead of     :: \binstead of\b|\brather than\b|(?<=\w\s)instead\b(?=\s*(?:[.,;!?]|$))
strong    :: no longer      :: \bno longer\b|\bnot any ?more\b|\banymore\b|\bany more\b(?=\s*(?:[.,;!?]|$))|\bdropped\b
                             | |\bleft\b|\bsold\b
strong    :: from now on    :: \bfrom now on\b|\bgoing forward\b|\bfrom today on\b|\bas of (?:this|next|today|now)\b
                             | |\beffective (?:immediately|today|now)\b
                             | |\beffective (?:from )?(?:(?:this|next) )?(?:monday|tuesday|wednesday|thursday|friday
                             | |saturday|sunday|tomorrow|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d)
                             | |\bas of (?:v|version\s*)\d
                             | |\b(?:from|starting) (?:this|next) (?:week|month|sprint|quarter|release|year)(?: on)?\b
strong    :: is now         :: \b(?:is|are|am|'s|'re|'m)\s+now\b
weak      :: now            :: \bnow\b|\bthese days\b|\bnowadays\b
weak      :: since          :: \bsince\b(?=\s+(?:[\w'’-]+\s+){1,3}?(?:i|we)\s*(?:['’]ve|have)\s+been\s+\w+ing\b)
weak      :: new            :: \bnew\b
back      :: 改回           :: 改回|换回|搬回|迁回|退回|降回|调回|变回|开回|回到|恢复|用回|交回|交还
back-weak :: 又             :: 又
strong    :: 改成           :: 改成|改为|改到|改名|改用|更改|改由|改喝|改吃|改坐|改开|改去
                             | |(?<![修批篡涂删整])改(?:发|交|送|寄|派|报|走|放|存|约|订|签|在|跑
                             | |装|挂|买|住|租|学|读|练)
strong    :: 换成           :: 换成|换到|换了|换车|换号|转到|转学|跳槽|调去(?!年)|调往
strong    :: 搬到           :: 搬到|搬去|搬家|迁移|迁到|迁往|搬了|挪到|推迟到|延后到|提前到|改期
                             | |推后到|往后推|顺延到|延期到|延迟到|推到了|挪后|挪前
strong    :: 调整为         :: 调整|更新为|更新成|升级|降级|提高到|提升到|降到|降低到|调低|调高|涨到|跌到|变成|变为|重写
                             | |调到|调成|缩短|延长|扩容到|缩容到|扩到|缩到
                             | |调大|调小|加大到|增加到|减少到|增至|减至|降至|升至|提至|上调|下调|放宽到|收紧到
strong    :: 自…起          :: (?:自|从)(?:本|下个?|这个?|即日|今天|今日)(?:月|周|星期|季度|年|天|日)?(?:起|开始)
strong    :: 不再           :: 不再|不用.{0,8}了|不在.{0,8}了|不是.{0,8}了|不住.{0,8}了|卖了|卖掉|停用|弃用|淘汰|下线了
                             | |不(?:学|喝|吃|抽|玩|做|开|坐|骑|养|练|打|踢|弹|写|跑|穿|戴)[^，。；！？,.;!?\s]{0,8}了
strong    :: 接替           :: 接替|接手|取代|替换|卸任|接棒|顶替|接管|交给|移交|转交|交由
weak      :: 以后           :: 以后|今后|从此
weak      :: 已经           :: 已经
weak      :: 现在           :: 现在|目前|如今
weak      :: 从…起一直      :: (?:从|自从|自)[^，。；！？,.;!?\s]{1,8}?(?:起|开始|以后|以来)(?=[，,]?我(?:们)?一直)
weak      :: 新             :: 新号码|新地址|新邮箱|新的(?:号码|地址|邮箱|版本)
"""


# -- a cheap test before a pattern is run -------------------------------------------------------
# Every sentence is searched with each row of the signal and kind tables (30-odd patterns each, most of
# them finding nothing). A pattern whose every match must contain one of a few literal words is run only
# when one of them is in the sentence, folded as IGNORECASE folds it: A-Z and the four other letters
# Python's re matches to an ASCII letter without case (İ ı ſ K). Only a skip, never a match: the verdicts
# are the same (tests/python/test_classify.py pins the fold and the literals).
_FOLD = {**{c: c.lower() for c in map(chr, range(ord("A"), ord("Z") + 1))},
         "\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"}
_FOLD_TABLE = str.maketrans(_FOLD)


def _folded(text: str) -> str:
    return text.translate(_FOLD_TABLE)


def required_literals(pattern: re.Pattern) -> frozenset[str] | None:
    """Literal runs (folded), one of which is in every text `pattern` matches; None when it cannot tell."""
    from re import _constants as c  # type: ignore[attr-defined]
    from re import _parser  # type: ignore[attr-defined]

    def usable(run: str) -> bool:  # a cased letter outside ASCII folds some other way: give up on it
        return bool(run) and all(ch.isascii() or ch.lower() == ch.upper() for ch in run)

    def of_sequence(items) -> frozenset[str] | None:
        best: frozenset[str] | None = None
        options: list[frozenset[str]] = []
        run = ""
        for op, av in list(items) + [(None, None)]:
            if op is c.LITERAL:
                run += chr(av)
                continue
            if run:
                options.append(frozenset((run,)) if usable(run) else frozenset())
                run = ""
            if op is c.BRANCH:
                parts = [of_sequence(alt) for alt in av[1]]
                if all(part for part in parts):
                    options.append(frozenset().union(*parts))  # type: ignore[arg-type]
            elif op is c.SUBPATTERN:
                inner = of_sequence(av[-1])
                if inner:
                    options.append(inner)
            elif op in (c.MAX_REPEAT, c.MIN_REPEAT, getattr(c, "POSSESSIVE_REPEAT", None)) and av[0] >= 1:
                inner = of_sequence(av[2])
                if inner:
                    options.append(inner)
        for option in options:
            if option and (best is None or min(map(len, option)) > min(map(len, best))):
                best = option
        return best

    found = of_sequence(_parser.parse(pattern.pattern, pattern.flags))
    return frozenset(_folded(run) for run in found) if found else None


def _gate(pattern: re.Pattern) -> re.Pattern | None:
    """The required literals as one plain search (case-sensitive, over the folded text), or None."""
    literals = required_literals(pattern)
    return re.compile("|".join(map(re.escape, sorted(literals)))) if literals else None


def may_match(gate: re.Pattern | None, folded: str) -> bool:
    return gate is None or gate.search(folded) is not None


def _table_rows(table: str) -> list[list[str]]:
    """The fields of each "a :: b :: …" row; a line starting with "| " continues the row above's last field."""
    rows: list[list[str]] = []
    for line in table.strip().splitlines():
        if line.strip().startswith("| "):
            rows[-1][-1] += line.strip()[2:]
        else:
            rows.append([part.strip() for part in line.split("::")])
    return rows


def _signal_rows(table: str) -> list[tuple[str, re.Pattern, str]]:
    """(label, pattern, strength) per row."""
    return [(label, re.compile(pattern, re.IGNORECASE), strength) for strength, label, pattern in _table_rows(table)]


_SIGNALS = _signal_rows(_SIGNAL_TABLE)
_SIGNAL_LITERALS = [_gate(pattern) for _, pattern, _ in _SIGNALS]
# Words that name the value being left behind: "from X", "instead of X", "replaced X".
_FROM_EN = re.compile(r"(?:n't\s+(?:use|run|need|have|want)(?:\s+on)?|"
                      r"\b(?:from|instead of|rather than|no longer(?:\s+\w+){0,2}|replaced|ditched|left|sold(?: the)?|"
                      r"swapped|dropped|gave up|given up|not))\s+((?:[\w.@:/#+-]+\s?){1,3})", re.IGNORECASE)
# The old value as the subject of its own retirement: "OpenVPN got retired and …", "老陈卸任了".
_RETIRED_EN = re.compile(r"(?:^|[,;]\s*|\band\s+|\bbut\s+)((?:[\w.@:/#+-]+\s){0,2}?[\w.@:/#+-]+)\s+"
                         r"(?:got|was|were|has been|have been|is being|are being)\s+"
                         r"(?:retired|phased out|decommissioned|sunset|dropped|replaced)\b", re.IGNORECASE)
_RETIRED_CN = re.compile(r"(?:^|[，,；;。])\s*([^，。；！？,.;\s]{2,8}?)(?:已经)?"
                         r"(?:卸任|停用|下线|被替换|被取代|被淘汰|退休)")
_STOPPED_HABIT_CN = "不(?:学|喝|吃|抽|玩|做|开|坐|骑|养|练|打|踢|弹|写|跑|穿|戴)"  # "不学钢琴了": a habit stopped
_FROM_CN = re.compile(r"(?:从|不再(?:用|住在|是|在)?|不用|不在|不是|把|接替|取代|" + _STOPPED_HABIT_CN
                      + r")([^，。；！？,.;\s从到为成]{1,10}?)"
                      r"(?:换|改|搬|迁|到|做|卖|调|重|负|了|，|,|。|$)")

# Temporary states: a passing condition, not a lasting fact.
_TEMPORARY = re.compile(  # "from next week" / "starting this month" start a lasting change
    r"(?<!from )(?<!starting )(?<!as of )(?<!effective )\b(?:today|tonight|tomorrow|"
    r"this (?:week|month|weekend|morning|afternoon|evening)|next week|"
    r"for (?:now|a few days|the next \w+|a while)|temporarily|temporary|until|while|during|meanwhile|"
    r"on loan|loaner|rental|covers?|acting|for the day)\b"
    r"|今天|今晚|明天|(?<![自从])(?:这周|本周|这个月|下周)(?![起开])|这几天|暂时|临时|期间|出差|借调|代理|替.{1,4}值班|先找",
    re.IGNORECASE)
# Said to mark a repeat: "like I said, X" is X.
_RESTATE_MARKERS = re.compile(
    r"^\s*(?:like i said|as i (?:said|mentioned)|as mentioned|just to repeat|to repeat|again|once more|"
    r"就像我说的|我之前说过|我说过|再说一遍|还是那句话|重复一下)\s*[:,，：]?\s*", re.IGNORECASE)

# Slots whose verb changes with the change ("live in" -> "moved to"): the same slot
# although the two sentences share no word. Small on purpose.
_SLOT_FAMILIES: dict[str, re.Pattern] = {
    "residence": re.compile(r"\b(?:live|lives|living|lived|moved|moving|relocated|home)\b|住|搬|家在", re.I),
    "employer": re.compile(r"\b(?:work|works|working|worked|job|jobs|employer|joined|left)\b|工作|上班|跳槽|入职|公司",
                           re.I),
    "school": re.compile(r"\b(?:school|studies|study|transferred)\b|上学|就读|转学|学校", re.I),
    "vehicle": re.compile(r"\b(?:drive|drives|driving|car)\b|开的车|开回|换车|开一辆|车是|开.{1,6}车", re.I),
}

_TIME_WORDS = frozenset(w for w in dedup._GUARDS_EN | set(dedup._GUARDS_CJK)
                        if w not in ("not", "no", "never", "don't", "doesn't", "isn't", "aren't", "wasn't", "can't",
                                     "cannot", "won't", "shouldn't", "without", "except", "only", "不", "没", "别",
                                     "无", "非", "ない"))
# Words a lexical search adds for a slot family, to find the older sentence of that slot.
SLOT_HINTS = {"residence": "live lives living moved 住在 搬到 搬回", "employer": "work works joined 工作 上班 跳槽",
              "school": "school 上学 学校", "vehicle": "drive car 开车 的车 开的 车是"}  # Chinese: index bigrams


def with_other_number(terms: list[str], text: str) -> list[str]:
    """Search terms with each English noun's other number ("monitors" for "monitor", "replica" for
    "replicas") when `text` counts something: a count changed changes the noun's form ("two monitors" /
    "a single monitor"), and the lexical index keeps words as written. Other sentences are searched as
    they are (more terms would only push their closest neighbours down)."""
    if not any(kind == "count" for kind, *_ in _frame_values(text)[1]):
        return terms
    out = list(terms)
    for t in terms:
        if len(t) >= 4 and t.isascii() and t.isalpha() and not t.endswith("ss"):
            out.append(t[:-1] if t.endswith("s") else t + "s")
    return list(dict.fromkeys(out))


def _per_text(fn):
    """Computed once per text: a write judges its sentence against several neighbours, and each
    judgment asks the same questions of both sides several times."""
    return functools.lru_cache(maxsize=8192)(fn)

# -- kinds of value: a slot known by what fills it ----------------------------------------------
# "We use Postgres for the main database" / "We're on MongoDB now" share no word, but both values
# are databases: one slot. One row per kind: kind :: members (a regular expression, matched
# case-insensitively as whole words; a line starting with "| " continues the row above). Kinds are
# broad categories of tools, services and everyday choices, plus how often something happens: a
# value of one kind replaced by another of the same kind names the same slot. Small and general on
# purpose; a slot whose values are not listed is left to the other rules.
_KIND_TABLE = r"""
database   :: postgres(?:ql)?|mysql|mariadb|mongo(?:db)?|sqlite|sql server|mssql|cockroach(?:db)?|tidb|dynamodb
            | |cassandra|couchdb|firestore|neo4j|clickhouse|snowflake|bigquery|redshift|oceanbase|supabase
ci         :: jenkins|circle ?ci|travis(?: ci)?|github actions|gitlab ci|buildkite|teamcity|drone ci|bamboo
            | |azure pipelines|bitbucket pipelines|argo workflows
code host  :: github|gitlab|bitbucket|gitee|gitea|sourcehut|codeberg
editor     :: vim|nvim|neovim|emacs|vs ?code|visual studio code|zed|sublime(?: text)?|intellij(?: idea)?|pycharm
            | |webstorm|goland|xcode|android studio|atom|nano|helix|cursor|eclipse|notepad\+\+
shell      :: bash|zsh|fish(?: shell)?|powershell|nushell|tcsh|ksh
browser    :: firefox|chrome|chromium|safari|microsoft edge|brave|opera|vivaldi|arc browser
cloud      :: aws|amazon web services|gcp|google cloud|azure|digitalocean|linode|hetzner|heroku|vercel|netlify
            | |fly\.io|cloudflare|ovh|阿里云|腾讯云|华为云|百度云
language   :: python|java|golang|(?-i:Go)|rust|kotlin|scala|ruby|php|javascript|typescript|c\#|c\+\+|swift|elixir
            | |haskell|clojure|dart|perl|lua
os         :: ubuntu|debian|centos|fedora|arch linux|alpine|rhel|windows|macos|freebsd|rocky linux
package manager :: npm|yarn|pnpm|pip|poetry|pipenv|conda|homebrew|uv
build tool :: webpack|vite|rollup|parcel|esbuild|turbopack|gradle|maven|bazel|cmake|sbt
framework  :: react|vue|angular|svelte|next\.js|nuxt|ember|django|flask|fastapi|rails|spring boot|express|laravel
docs       :: sphinx|mkdocs|docusaurus|gitbook|jekyll|hugo|confluence|readthedocs
tracker    :: jira|linear|asana|trello|clickup|youtrack|github issues|shortcut|禅道|tapd
chat       :: slack|microsoft teams|zoom|discord|google meet|skype|webex|飞书|钉钉|企业微信|腾讯会议|lark|mattermost
monitoring :: datadog|new relic|grafana|prometheus|pingdom|better stack|sentry|rollbar|bugsnag|honeycomb|splunk
            | |uptimerobot|pagerduty|opsgenie|loki|elasticsearch|kibana
queue      :: rabbitmq|kafka|sqs|nats|activemq|pulsar|kinesis|pub/sub|rocketmq
containers :: docker(?:[- ]compose)?|kubernetes|k8s|nomad|ecs|tilt|skaffold|minikube|podman|vagrant|helm|kustomize
secrets    :: vault|secrets manager|kms|1password|doppler|sops|parameter store|bitwarden
phone      :: iphone|pixel|galaxy|oneplus|华为|小米|oppo|vivo
computer   :: thinkpad|macbook(?: air| pro)?|dell xps|surface|imac|mac mini|chromebook
commute    :: cycle|cycling|bike|bicycle|bus|train|subway|metro|tram|scooter|walk|drive|自行车|骑车|地铁|公交|开车
            | |打车|步行
drink      :: coffee|green tea|black tea|tea|espresso|latte|matcha|咖啡|绿茶|红茶|奶茶|茶
diet       :: vegetarian|vegan|pescatarian|meat|keto|吃素|素食|吃肉
airline    :: lufthansa|klm|british airways|ryanair|easyjet|emirates|air france|国航|东航|南航
notes      :: obsidian|notion|evernote|onenote|logseq|paper notebook|notebook|apple notes
frequency  :: daily|weekly|monthly|nightly|hourly|yearly|annually|quarterly|biweekly|fortnightly
            | |every (?:other |single )?(?:\w+ )?(?:minutes?|hours?|days?|nights?|weeks?|months?|quarters?|years?
            | |monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|evening|sprint)
            | |(?:once|twice|three times|four times|\d+ times|\w+ times) (?:a|per|every) \w+
            | |每(?:[一二两三四五六七八九十\d半]+)?(?:个)?(?:天|日|晚|周|星期|月|季度|年|小时|分钟)
            | |天天
keyboard layout :: qwerty|qwertz|azerty|colemak(?:-dh)?|dvorak|workman
phone number :: (?:\+\d{1,3}[ -]?)?(?:\d{3,4}[ -]?){1,2}\d{4}
weekday    :: (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|(?:周|星期|礼拜)[一二三四五六日天]
"""


def _kind_rows(table: str) -> dict[str, str]:
    """{kind: members pattern}."""
    return {kind: body for kind, body in _table_rows(table)}


_KIND_BODIES = _kind_rows(_KIND_TABLE)
_KINDS = [(kind, re.compile(rf"(?<![A-Za-z0-9_])(?:{body})(?![A-Za-z0-9_+#])", re.IGNORECASE))
          for kind, body in _KIND_BODIES.items()]
_KIND_LITERALS = [_gate(pattern) for _, pattern in _KINDS]
# Words a lexical search adds for a kind of value, to find the older sentence of that slot ("We're on
# MongoDB now" looks for "postgres", "mysql", ...): the kind's one-word members as written in the table.
# (Not for how often, which weekday or a number's shape: "every", "week", "Monday" are in many sentences.)
KIND_HINTS = {kind: " ".join(m.group(1) for m in (re.match(r"([a-z0-9]{3,}|[\u4e00-\u9fff]{2,})(?:$|\(\?:)", alt)
                                                  for alt in body.split("|")) if m)
              for kind, body in _KIND_BODIES.items() if kind not in ("frequency", "weekday", "phone number")}
# Two spellings of one value (a value named on both sides in two forms has not changed).
_SAME_VALUE = {"postgresql": "postgres", "mongo": "mongodb", "vscode": "vs code", "visual studio code": "vs code",
               "golang": "go", "k8s": "kubernetes", "circle ci": "circleci", "nvim": "neovim", "fish shell": "fish",
               "amazon web services": "aws", "google cloud": "gcp", "bicycle": "bike", "cycling": "cycle",
               "骑车": "自行车", "every day": "daily", "each day": "daily", "天天": "每天", "每日": "每天",
               "every week": "weekly", "once a week": "weekly", "每星期": "每周", "every month": "monthly",
               "once a month": "monthly", "every night": "nightly", "every hour": "hourly", "every year": "yearly",
               "annually": "yearly", "every other week": "biweekly", "every two weeks": "biweekly",
               "fortnightly": "biweekly", "每两周": "biweekly", "docker compose": "docker-compose",
               "once a day": "daily", "every quarter": "quarterly", "once a quarter": "quarterly",
               "each quarter": "quarterly", "once a year": "yearly", "each year": "yearly",
               # (how often in its one form, flymemory.numerals.quantity_forms: "every 14 days", 每两周, 每14天)
               "every 14 days": "biweekly", "每14天": "biweekly"}


@_per_text
def value_kinds(text: str) -> dict[str, frozenset[str]]:
    """The values of a known kind the sentence names: {kind: values}, spellings made one."""
    text = unicodedata.normalize("NFKC", text)
    folded = _folded(text)
    out: dict[str, set[str]] = {}
    for (kind, pattern), literals in zip(_KINDS, _KIND_LITERALS, strict=True):
        if not may_match(literals, folded):
            continue
        for m in pattern.finditer(text):
            value = re.sub(r"\s+", " ", m.group().casefold())
            value = _SAME_VALUE.get(value, value)
            if kind == "phone number":  # "139 0011 2233" / "13900112233": one number
                value = re.sub(r"\D", "", value)
            if kind == "frequency":  # "every other week" / 每两周: "every 14 days" / 每14天, biweekly
                value = _number_forms(value)
                value = _SAME_VALUE.get(value, value)
            out.setdefault(kind, set()).add(value)
    return {kind: frozenset(values) for kind, values in out.items()}


@_per_text
def kind_hints(text: str) -> str:
    """The lexical search words for the kinds of value `text` names (KIND_HINTS)."""
    return " ".join(KIND_HINTS.get(kind, "") for kind in sorted(value_kinds(text))).strip()


@_per_text
def _without_kind_values(text: str, kind: str) -> str:
    text = unicodedata.normalize("NFKC", text)
    for name, pattern in _KINDS:
        if name == kind:
            text = pattern.sub(" ", text)
    return re.sub(r"\s+", " ", text).strip()


def _kind_changed(old: str, new: str, both_sides: bool = True) -> tuple[str, str, str] | None:
    """(kind, old value, new value) when the two sentences name a value of one kind and the newer one
    names a value of that kind the older does not (and, `both_sides`, the older one a value the newer
    does not)."""
    has = value_kinds(new)
    if not has:  # the newer side first: the older one's values are read only when it names some
        return None
    had = value_kinds(old)
    for kind in sorted(had.keys() & has.keys()):
        gone, came = had[kind] - has[kind], has[kind] - had[kind]
        if came and (gone or not both_sides):
            return kind, ", ".join(sorted(gone or had[kind])), ", ".join(sorted(came))
    return None


_PRONOUN_LED = re.compile(r"^\s*(?:i|we|you|they|he|she|it|i'm|we're|we've|i've|it's|he's|she's|they're)\b"
                          r"|^\s*(?:我们|他们|她们|我|他|她|它)", re.IGNORECASE)


@_per_text
def _pronoun_led(text: str) -> bool:
    """The sentence's subject is a pronoun ("We now keep secrets in …", "It has been rewritten …",
    "她搬到了…"): it names no subject of its own to tell apart from another sentence's."""
    return bool(_PRONOUN_LED.match(unicodedata.normalize("NFKC", text)))

_EN_STOP = dedup._STOP | frozenset(
    "now no longer instead rather new again back went go moved switched changed replaced from to with "
    "use uses used using i'm we've i've it's that's one any more anymore these days left sold took over "
    "recently lately t s m d ll re ve".split())
_CN_FUNCTION = frozenset("的了是吗呢吧啊么在个这那们我你他她它和与也都就还把被给着过之呀哦从到为成")
# Time adverbs that open chat ("Recently, I ...", "最近我..."): shared, they name no subject.
_CN_STOP_PAIRS = frozenset(("最近",))
# "Lucy: I went to Xiamen": a transcript's speaker label. The same speaker is not a shared subject.
_SPEAKER_LABEL = re.compile(r"^\s*([^:：\s][^:：]{0,30}?)[:：]\s*(?=\S+(?:\s+\S+){2}|[\u3400-\u9fff]{4})")
# A question asks; it states no value, so it neither updates nor is updated ("When do you plan on
# visiting a museum again?" does not change "Have you heard of any other museums?").
# "I feel …", "我感觉…": how the speaker feels now, a passing state like a question's mood; chat says
# it on most days, and one feeling does not replace another fact ("I feel like I can't focus anymore").
_FEELING = re.compile(r"\bI(?:'m|\s+am)?\s+(?:\w+\s+)?(?:feel|feels|felt|feeling)\b"
                      r"|(?:^|我|自己)(?:\S{0,2})(?:觉得|感觉|感到)", re.IGNORECASE)
_QUESTION = re.compile(r"[?？]\s*[\"'”’）)]*\s*$")


@_per_text
def signals_in(text: str) -> tuple[tuple[str, str], ...]:
    """(label, strength) of the change words in `text`."""
    folded = _folded(text)
    return tuple((label, strength) for (label, pattern, strength), literals in zip(_SIGNALS, _SIGNAL_LITERALS,
                                                                                strict=True)
                 if may_match(literals, folded) and pattern.search(text))


@_per_text
def is_temporary(text: str) -> bool:
    return bool(_TEMPORARY.search(unicodedata.normalize("NFKC", text)))


@_per_text
def is_plan(text: str) -> bool:
    """A change not made: a change word after "might", "thinking about", "wants", 打算, 想, 可能 in the same
    clause ("We might switch standup to 10", "我打算把站会改成十点") updates nothing yet (the mood reader,
    flymemory.mood)."""
    return not mood.unmade_change(text, signals_in).fact


# "部署流程换了审批人": X换了N says X's N changed; when the older sentence names no N ("部署脚本放在…"), the
# change is of another thing than the older sentence's value.
_SWAPPED_THING = re.compile(r"换了(?:一[个位家名台辆部]|个|位|新的?)?([\u4e00-\u9fff]{2,5}?)(?=$|[，。,.；;！!？?\s])")


def _another_thing_swapped(old: str, new: str) -> str:
    """N of "X换了N" when the older sentence has none of N and the newer one no other strong change word."""
    m = _SWAPPED_THING.search(new)
    if not m:
        return ""
    thing = m.group(1)
    if set(thing) & set(old) - _CN_FUNCTION:  # "我的手机号是…" / "我换了新号码": 号 is the number
        return ""
    rest = new[:m.start()] + "，" + new[m.end():]
    return "" if any(strength in ("strong", "back") for _, strength in signals_in(rest)) else thing


@_per_text
def slot_families(text: str) -> frozenset[str]:
    return frozenset(name for name, pattern in _SLOT_FAMILIES.items() if pattern.search(text))


_ADVERBS = re.compile(r"\b(?:now|again|these days|nowadays|currently|already)\b|已经|现在|目前|如今|又|了",
                      re.IGNORECASE)


@_per_text
def _without_adverbs(text: str) -> str:
    """The sentence without the adverbs that mark a change ("now", "已经"), so its frame
    can be compared with the older sentence's."""
    return re.sub(r"\s+", " ", _ADVERBS.sub(" ", text)).strip()


_CHANGED_TO = re.compile(r"\b(?:(?:was|were|has been|have been|got|is|are)\s+)?(?:now\s+)?"
                         r"(?:changed|raised|lowered|moved|set|increased|decreased|reduced|bumped|updated|switched|"
                         r"went up|went down)\s+(?:back\s+)?to\b"
                         r"|(?:改成|改为|改到|换成|调整为|更新为|提高到|降到|涨到|变成)了?", re.IGNORECASE)


@_per_text
def _bare(text: str) -> str:
    """The claim without its change words: "the TTL was changed to 2" -> "the TTL is 2"."""
    text = _CHANGED_TO.sub(lambda m: " 是" if _CJK_RUN.match(m.group()) else " is ", text)
    return re.sub(r"\s+", " ", _without_signals(_without_adverbs(text))).strip()


@_per_text
def _without_signals(text: str) -> str:
    if not signals_in(text):  # most sentences (cached, asked anyway): no pattern matches, none of the subs would
        return text
    for _, pattern, _strength in _SIGNALS:
        text = pattern.sub(" ", text)
    return text


@_per_text
def is_question(text: str) -> bool:
    return bool(_QUESTION.search(unicodedata.normalize("NFKC", text)))


@_per_text
def is_feeling(text: str) -> bool:
    return bool(_FEELING.search(unicodedata.normalize("NFKC", text)))


@_per_text
def _without_speaker(text: str) -> str:
    return _SPEAKER_LABEL.sub("", text, count=1)


@_per_text
def content_terms(text: str) -> frozenset[str]:
    """Topic words: English words (stemmed, stopwords and change words out) and Chinese
    character bigrams without function characters."""
    text = unicodedata.normalize("NFKC", text).casefold()
    out: set[str] = set()
    for run in _CJK_RUN.findall(text):
        out |= {run[i:i + 2] for i in range(len(run) - 1)
                if run[i] not in _CN_FUNCTION and run[i + 1] not in _CN_FUNCTION} - _CN_STOP_PAIRS
    for word in re.findall(r"[a-z0-9][a-z0-9._@:/#+-]*[a-z0-9]|[a-z0-9]", _CJK_RUN.sub(" ", text)):
        if word not in _EN_STOP:
            # "logs" / "log": a short plural is the same topic word (dedup._stem leaves words under 5 letters).
            out.add(word[:-1] if len(word) == 4 and word.isalpha() and word[-1] == "s" and word[-2] not in "su"
                    else dedup._stem(word))
    return frozenset(out)


_NEW_THING = re.compile(r"\bnew\s+([\w-]+)(?:\s+([\w-]+))?", re.IGNORECASE)


def _new_names_old_thing(old: str, new: str) -> bool:
    """"new" marks a change only of a thing the older sentence has ("my new number" after "my number
    is …"); "learning new skills", "a new yoga instructor" bring a new thing, they change none."""
    had = content_terms(old)
    for m in _NEW_THING.finditer(new):
        thing = content_terms(" ".join(w for w in m.groups() if w))
        if thing and thing <= had:
            return True
    return False


def _named_old_value(old: str, new: str) -> str:
    """The value the newer sentence says it leaves ("from VS Code", "instead of X", 从X换成),
    when the older sentence holds it."""
    old_n = unicodedata.normalize("NFKC", old).casefold()
    for m in _FROM_EN.finditer(unicodedata.normalize("NFKC", new)):
        words = [w.strip(".,;:!?") for w in m.group(1).split()]
        if words and words[0].casefold() in _EN_STOP and words[0].casefold() not in _DETERMINERS:
            continue  # "left me feeling …", "from the way …": no value is named
        words = [w for w in words if w and w.casefold() not in _EN_STOP]
        if words and re.search(r"(?<!\w)" + re.escape(words[0].casefold()) + r"(?!\w)", old_n):
            return " ".join(words)
    for m in _FROM_CN.finditer(unicodedata.normalize("NFKC", new)):
        value = m.group(1).strip()
        if len(value) >= 2 and value.casefold() in old_n:
            return value
    # A retired thing is the old value only where the older sentence holds it as its value, not as its
    # subject ("The v1 API is still used by mobile" / "The v1 API was retired": the API is what both say
    # something of).
    opening = re.sub(r"^\W*(?:(?:the|a|an|my|our|their|his|her|your|its)\s+)?", "", old_n)
    for m in _RETIRED_CN.finditer(new):
        value = m.group(1).strip().casefold()
        if len(value) >= 2 and value in old_n and not opening.startswith(value):
            return value
    for m in _RETIRED_EN.finditer(unicodedata.normalize("NFKC", new)):
        words = [w for w in m.group(1).split() if w.casefold() not in _EN_STOP]
        if words and re.search(r"(?<!\w)" + re.escape(words[-1].casefold()) + r"(?!\w)", old_n) \
                and not opening.startswith(words[0].casefold()):
            return " ".join(words)
    return ""


_DETERMINERS = frozenset("the a an my our their his her your its this that".split())

# A verb of leaving with the older sentence's value as its object: "I cancelled PureGym and signed up at …",
# "I stopped Spanish and picked up Japanese", "traded in the Golf for a Model 3", "Sentry got swapped out for
# Rollbar". Not change words of their own ("My flight to Madrid got cancelled" is an event): they count only
# when what is left is the value of a stated fact, not its subject, and the older sentence is no event.
_LEFT_VALUE_EN = re.compile(
    r"\b(?:cancell?ed|stopped|quit|traded in|got rid of|moved off|moved away from|unsubscribed from|"
    r"walked away from|switched off)\s+(?:(?:the|my|our|their|his|her)\s+)?([\w.@:/#+-]+(?:\s(?-i:[A-Z])[\w.+-]*)?)"
    r"|(?:^|[,;]\s*|\band\s+)(?:(?:the|my|our|their|his|her)\s+)?([\w.@:/#+-]+(?:\s(?-i:[A-Z])[\w.+-]*)?)\s+"
    r"(?:got|was|were|has been|have been)\s+(?:swapped|switched|traded|cancell?ed|ripped)\s+out\b",
    re.IGNORECASE)
_PAST_OR_EVENT = re.compile(r"\b(?:was|were|did|had|got|yesterday|today|last|went|gone|took|bought|saw|seen|ate|"
                            r"met|drew|ran|won|lost|gave|made|wrote|sent|flew|left|came|found)\b|\b\w+ed\b",
                            re.IGNORECASE)


def _left_old_value(old: str, new: str) -> str:
    """The older sentence's value, when the newer one says it was left ("I cancelled PureGym"), or ""."""
    if _CJK_RUN.search(new) or _PAST_OR_EVENT.search(old) or is_question(new):
        return ""
    old_n = unicodedata.normalize("NFKC", old).casefold()
    opening = re.sub(r"^\W*(?:(?:the|a|an|my|our|their|his|her|your|its)\s+)?", "", old_n)
    for m in _LEFT_VALUE_EN.finditer(unicodedata.normalize("NFKC", new)):
        value = (m.group(1) or m.group(2) or "").strip(".,;:!?")
        first = value.split()[0].casefold() if value else ""
        if len(first) < 2 or first in _EN_STOP:
            continue
        if re.search(r"(?<!\w)" + re.escape(first) + r"(?!\w)", old_n) and not opening.startswith(first):
            return value
    return ""
# The most words, on either side, that a stated change may differ by besides its change words:
# the largest on the tuning half is 6 ("我住在杭州西湖区" / "我已经搬到上海浦东了"). Chat that
# happens to carry a change word ("以后", "又", "不再") differs by far more.
MAX_CHANGED_WORDS = 6


def _one_value_apart(old: str, new: str) -> bool:
    """The two sentences differ by a value's worth of words, not by a whole other statement."""
    a, b = dedup._Text.of(_bare(old)), dedup._Text.of(_bare(new))
    return max(_only_on_one_side(a, b), _only_on_one_side(b, a)) <= MAX_CHANGED_WORDS


def _only_on_one_side(x: dedup._Text, y: dedup._Text) -> int:
    other = set(y.keys)
    return sum(1 for t, k in zip(x.tokens, x.keys, strict=True) if k not in other
               and not dedup._insignificant_token(t) and k not in _EN_STOP and k not in _CN_FUNCTION)


def _has_detail(words: str) -> bool:
    return any(dedup._is_detail(t) for t in dedup._Text.of(words).tokens)


def _values(old: str, new: str) -> tuple[str, str]:
    """The words only one side has (their details first): the changed value, roughly."""
    a, b = dedup._Text.of(old), dedup._Text.of(new)
    keys_a, keys_b = set(a.keys), set(b.keys)
    only_a = [t for t, k in zip(a.tokens, a.keys, strict=True) if k not in keys_b and not dedup._insignificant([t])]
    only_b = [t for t, k in zip(b.tokens, b.keys, strict=True) if k not in keys_a and not dedup._insignificant([t])]
    glue = "" if any(dedup._is_cjk(t) for t in only_a + only_b) else " "
    return glue.join(only_a[:6]), glue.join(only_b[:6])


def _lexical_similarity(old: str, new: str) -> float:
    return dedup.similarity_ratio(dedup._Text.of(old).keys, dedup._Text.of(new).keys)


# Without an embedder the ladder is given the token-alignment ratio instead of a cosine,
# with these gates (tuned on the tuning half of bench/data/update_set.jsonl).
LEXICAL = dedup.Thresholds(restate=0.9, update=0.55, conflict=0.6, may_repeat=0.5)


_NOTHING_IN_COMMON = "no word or slot in common"  # most neighbours of a write: no later rung looks again
# Ladder verdicts that keep two sentences apart on purpose, which the rung for one replaced value leaves alone.
_KEPT_APART = ("identifiers differ", "the same words with names in another order", "longer than")


def classify(old: str, new: str, similarity: float | None = None,
             thresholds: dedup.Thresholds | None = None) -> Judgement:
    """Judge `new` (written later) against `old` (stored). `similarity` is the embedder's cosine with its
    calibrated `thresholds`; without them the rules are lexical alone. A pair kept apart that may still
    state the same fact carries `may_repeat` (see may_repeat)."""
    judgement = _judged(old, new, similarity, thresholds)
    flag = may_repeat(old, new, judgement, similarity, thresholds)
    return replace(judgement, may_repeat=flag) if flag else judgement


def _judged(old: str, new: str, similarity: float | None, thresholds: dedup.Thresholds | None) -> Judgement:
    """The verdict: the ladder, one value replaced, then the second looks."""
    judgement = _ladder(old, new, similarity, thresholds)
    if judgement.kind == "distinct" and not judgement.rule.startswith(_KEPT_APART):
        replaced = _value_replaced_in_frame(old, new)
        if replaced:
            strong = any(strength in ("strong", "back") for _, strength in signals_in(new))
            what, was, now, same_words = replaced
            kind = "update" if same_words or strong else "possible_update"
            frame = "the same words around it" if same_words else "the frame reworded"
            judgement = Judgement(kind, f"one value replaced ({what}: {was} -> {now}), {frame}",
                                  tuple(label for label, _ in signals_in(new)), what, was, now,
                                  in_place=same_words and not strong, similarity=similarity)
    if judgement.kind in ("distinct", "unrelated") and not judgement.rule.startswith(_KEPT_APART) \
            and judgement.rule != _NOTHING_IN_COMMON:
        judgement = _one_run_replaced(old, new, similarity) or _joined_another_group(old, new, similarity) \
            or judgement
    # Only a verdict that stores once, links or crosses out is looked at again (most neighbours are not).
    guarded = judgement.kind in ("restatement", "update", "possible_update") and judgement.rule != "same words"
    no_change_word = guarded and not signals_in(old) and not signals_in(new)
    apart = _another_subject(old, new, judgement, no_change_word, similarity)
    if apart is not None:
        return apart
    judgement, settled = _second_look_at_restatement(old, new, judgement, no_change_word, similarity)
    if settled:
        return judgement
    return _second_look_at_link(old, new, judgement, similarity)


# The least of the frame that must be kept before a replaced run: a subject of two words ("CI pipeline",
# "daily driver") or of four Chinese characters ("主数据库", "客服工单"), besides function words; when both
# runs are a person's name, the role word alone ("mentor", "组长").
MIN_KEPT_SUBJECT = 2.0
MIN_KEPT_ROLE = 1.0
_NAME_EN = re.compile(r"(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?[A-Z][a-z]+(?:[\s-][A-Z][a-z]+)?")
_NAME_CJK = re.compile(r"(?:[老小阿][\u4e00-\u9fff]|[\u4e00-\u9fff]{1,2}(?:老师|经理|总|姐|哥|工|先生|女士|阿姨))")
_NAME_PREFIX_CJK = frozenset("老小阿")
_COPULA_TURN = frozenset(("is", "是", "当"))  # "Dmitri is my mentor" / "老孙当组长": the name before the role


def _subject_weight(tokens: tuple[str, ...], keys: tuple[str, ...]) -> float:
    return sum(0.5 if dedup._is_cjk(t) else 1.0 for t, k in zip(tokens, keys, strict=True)
               if not dedup._insignificant_token(t) and k not in _EN_STOP and k not in _CN_FUNCTION)


def _is_name(words: str) -> bool:
    return bool(_NAME_EN.fullmatch(words) or _NAME_CJK.fullmatch(words))


def _run_in_frame(a: tuple[tuple[str, ...], tuple[str, ...]], b: tuple[tuple[str, ...], tuple[str, ...]],
                  glue: str) -> tuple[str, str, str] | None:
    """(the kept opening, the older run, the newer run) when `a` and `b` (tokens, keys) differ by one run of
    words each, sharing no word, after an opening that holds a subject; None when not."""
    (tokens_a, keys_a), (tokens_b, keys_b) = a, b
    n = min(len(keys_a), len(keys_b))
    start = next((i for i in range(n) if keys_a[i] != keys_b[i]), n)
    while start and tokens_a[start - 1] in _NAME_PREFIX_CJK:  # "组长是老赵" / "组长是老孙": 老 is the name's
        start -= 1
    end = 0
    while end < n - start and keys_a[-1 - end] == keys_b[-1 - end]:
        end += 1
    run_a, run_b = keys_a[start:len(keys_a) - end], keys_b[start:len(keys_b) - end]
    words_a = [t for t in tokens_a[start:len(tokens_a) - end] if not dedup._insignificant_token(t)]
    words_b = [t for t in tokens_b[start:len(tokens_b) - end] if not dedup._insignificant_token(t)]
    if not words_a or not words_b or min(len(words_a), len(words_b)) > MAX_CHANGED_WORDS:
        return None
    was, now = glue.join(words_a), glue.join(words_b)
    names = _is_name(was) and _is_name(now)
    if set(run_a) & set(run_b) and not names:
        return None
    kept = _subject_weight(tokens_a[:start], keys_a[:start])
    if kept >= (MIN_KEPT_ROLE if names else MIN_KEPT_SUBJECT):
        return glue.join(tokens_a[:start]), was, now
    if names and not start and _subject_weight(tokens_a[len(tokens_a) - end:], keys_a[len(keys_a) - end:]) >= 3:
        # "Ingrid approves the expense reports" / "Marco approves the expense reports now": the name leads.
        return glue.join(tokens_a[len(tokens_a) - end:]), was, now
    return None


def _turned(tokens: tuple[str, ...], keys: tuple[str, ...]) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The sentence turned around its copula ("Dmitri is my mentor" -> "my mentor is Dmitri", "老孙当组长" ->
    "组长是老孙"), once per copula; the name stays a name."""
    out = []
    for i, k in enumerate(keys):
        if k in _COPULA_TURN and 0 < i < len(keys) - 1:
            verb = "是" if dedup._is_cjk(tokens[i]) else tokens[i]
            out.append((tokens[i + 1:] + (verb,) + tokens[:i], keys[i + 1:] + (verb.casefold(),) + keys[:i]))
    return out


def _fresh_labels(old: str, new: str) -> tuple[str, ...]:
    """The change words of the newer sentence the older one does not say itself ("现在…" on both is no change)."""
    said = {label for label, _ in signals_in(old)}
    return tuple(label for label, _ in signals_in(new) if label not in said)


def _one_run_replaced(old: str, new: str, similarity: float | None) -> Judgement | None:
    """A link when the newer sentence carries a change word and, its change words set aside, keeps the older
    one's opening (a subject and its verb) and ending, with one run of words between them replaced by a run
    with no word of the other's: "Our CI pipeline runs on a self-hosted Jenkins box under the desk in the
    London office" / "Our CI pipeline runs on GitHub Actions now". The changed-words limit of the ladder
    reads a long value as a whole other statement; here the kept frame says it is one value. The shorter
    run must still be a value's worth of words. A run that shares a word with the other ("mobile backend is
    the old …" / "marketing site is now Vercel") is a subject changed too, not one value: no link. A person's
    name is a value after a role word ("My mentor is Rahel" / "Dmitri is my mentor now", "组长是老赵" / "现在
    老孙当组长"), the sentence read turned around its copula too."""
    labels = _fresh_labels(old, new)
    if not labels or is_plan(new) or is_temporary(new) or is_temporary(old) \
            or (_COEXIST.search(new) and not _COEXIST.search(old)) or _parties(old) != _parties(new) \
            or _environments(old) != _environments(new):
        return None
    a, b = dedup._Text.of(_bare(old)), dedup._Text.of(_bare(new))
    glue = "" if _CJK_RUN.search(old + new) else " "
    found = _run_in_frame((a.tokens, a.keys), (b.tokens, b.keys), glue)
    if not found:
        turned_a = [(a.tokens, a.keys), *_turned(a.tokens, a.keys)]
        found = next((f for ta in turned_a for tb in [(b.tokens, b.keys), *_turned(b.tokens, b.keys)]
                      if (ta, tb) != turned_a[0] + (b.tokens, b.keys) and (f := _run_in_frame(ta, tb, glue))
                      and _is_name(f[1]) and _is_name(f[2])), None)
    if not found:
        return None
    kept, was, now = found
    return Judgement("possible_update", f"change word '{labels[0]}', one run of words replaced beside the kept "
                     f"frame '{kept[:40]}': {was[:40]} -> {now[:40]}", labels, kept[:80], was[:80], now[:80],
                     similarity=similarity)


# Membership of one group of a kind: "I'm on the mobile team", "我在移动端组"; joining another of the same kind
# ("I joined the infrastructure team", "我加入了基础架构组") leaves the first, unless it says "also".
_GROUP_HEADS = "team|squad|group|chapter|guild|department|dept|division|tribe|pod|crew"
_GROUP_EN = re.compile(rf"\b(?:the|a|an)\s+((?:[\w'’-]+\s+){{1,3}}?)({_GROUP_HEADS})s?\b", re.IGNORECASE)
_JOINED_EN = re.compile(r"\b(?:joined|joining|transferred|transferring|moved|moving|switched|rotated|rotating)"
                        r"(?:\s+(?:over|across))?(?:\s+(?:to|into))?\s+the$", re.IGNORECASE)
_GROUP_CJK = re.compile(r"(?<=[在是了到入去进])((?![了的])[\u4e00-\u9fffA-Za-z]{2,6}?)(小组|团队|部门|组|部|中心)"
                        r"(?![\u4e00-\u9fff]*[组部])")
_JOINED_CJK = re.compile(r"(?:加入了?|调到了?|调去了?|转到了?|转去了?|去了|进了)$")
_MEMBER_EN = re.compile(r"\b(?:on|in|part of|member of|with|for)\s+the$", re.IGNORECASE)
_MEMBER_CJK = re.compile(r"(?:在|是)$")


_WHEN_CJK = re.compile(r"(?:上|下|这|本)?个?(?:月|周|星期|季度)|[一二两三四五六七八九十\d]{1,3}(?:月份?|号|日)"
                       r"|今年|去年|年初|年底|最近|已经|现在|目前|如今|刚刚?|前不久|昨天|今天")


@_per_text
def _group(text: str) -> tuple[str, str, str] | None:
    """(the group's name, its kind, the words before it) when the sentence names exactly one group."""
    found = list((_GROUP_CJK if _CJK_RUN.search(text) else _GROUP_EN).finditer(text))
    if len(found) != 1:
        return None
    m = found[0]
    return m.group(1).strip().casefold(), m.group(2).casefold(), text[:m.start(1)].rstrip()


def _who(text: str) -> tuple[str, ...]:
    """Who a clause is about: its persons (as 'first', 'third'...) and other content words, time words aside."""
    keys = dedup._Text.of(_WHEN_CJK.sub(" ", _without_adverbs(text))).keys
    return tuple(_PERSONS[k] if k in _PERSONS else k for k in keys
                 if k in _PERSONS or not (dedup._insignificant_token(k) or k in _EN_STOP or k in _CN_FUNCTION
                                          or k in _TIME_WORDS or k in ("part", "member", "a", "an")))


def _joined_another_group(old: str, new: str, similarity: float | None) -> Judgement | None:
    """A link when the older sentence says who is in a group ("I'm on the mobile team", "我在移动端组") and the
    newer says the same one joined another group of the same kind ("I joined the infrastructure team last
    month", "我上个月加入了基础架构组"), or is in it now: membership of one team is one value. Joining a group
    of another kind (a club beside a team), someone else joining, or an addition ("also") stays apart."""
    now = _group(new)  # (most sentences name no group: asked first)
    was = _group(old) if now else None
    if not was or not now or was[1] != now[1] or was[0] == now[0] or set(was[0].split()) & set(now[0].split()) \
            or is_plan(new) or is_temporary(new) or is_question(new) or _COEXIST.search(new) \
            or _parties(old) != _parties(new):
        return None
    cjk = bool(_CJK_RUN.search(new))
    member_old = (_MEMBER_CJK if cjk else _MEMBER_EN).search(was[2])
    member_new = (_MEMBER_CJK if cjk else _MEMBER_EN).search(now[2])
    verb_new = (_JOINED_CJK if cjk else _JOINED_EN).search(now[2]) or (member_new if _fresh_labels(old, new) else None)
    if not member_old or not verb_new:
        return None
    who = _who(was[2][:member_old.start()])
    if not who or who != _who(now[2][:verb_new.start()]):
        return None
    labels = _fresh_labels(old, new) or ("joined",)
    return Judgement("possible_update", f"membership of one {was[1]}: {was[0]} -> {now[0]} (joined another of "
                     "the same kind)", labels, was[1], was[0], now[0], similarity=similarity)


def _another_subject(old: str, new: str, judgement: Judgement, no_change_word: bool,
                     similarity: float | None) -> Judgement | None:
    """`distinct` when another party, environment or event object makes a stored-once, linking or crossing-out
    verdict another subject's fact."""
    if no_change_word and _parties(old) != _parties(new) and not _refers_back(old, new):
        # "I can't eat gluten" / "My husband can't eat gluten": a party added or another one named is
        # another person's fact, however close the wording.
        added = sorted(_parties(old) ^ _parties(new))
        return Judgement("distinct", f"another party named ({', '.join(added)}): another person's fact",
                         similarity=similarity)
    if no_change_word and _environments(old) and _environments(new) and _environments(old) != _environments(new):
        named = " / ".join(sorted(_environments(old) ^ _environments(new)))
        return Judgement("distinct", f"another environment named ({named}): each keeps its own setting",
                         similarity=similarity)
    if judgement.kind in ("update", "possible_update") and no_change_word \
            and not slot_families(old) & slot_families(new):
        verb = _event_frame(old, new)
        if verb:
            # "最近我在学习绘画" / "最近我在学习书法", "a trip I took to Tibet" / "…to Yunnan": the object of an
            # event or activity changed, and no word says anything changed. Both stay true: two entries.
            return Judgement("distinct", f"an event or activity ('{verb}') with another object and no change word: "
                             "both stay true", similarity=similarity)
    return None


def _second_look_at_restatement(old: str, new: str, judgement: Judgement, no_change_word: bool,
                                similarity: float | None) -> tuple[Judgement, bool]:
    """A restatement looked at again: close wording that states another fact (another party, a plan, a
    question, a negation, a value of one kind replaced). Returns the verdict and whether it is final; a
    negation on one side only turns it into a link the link guards still see."""
    if judgement.kind == "restatement" and judgement.rule != "same words" and "turned around" not in judgement.rule:
        if _persons(old) and _persons(new) and _persons(old) != _persons(new):
            # "I walk to work every day" / "She walks to work every day": the same words about another party.
            return (Judgement("distinct", "the same words about another party ('we' / 'they', 'I' / 'she')",
                              similarity=similarity), True)
        if _traded_places(old, new):
            # "Alice is managed by Bob" / "Alice manages Bob", "刘洋给陈静打了电话" / "陈静给刘洋打了电话".
            return (Judgement("distinct", "two parties traded places: who did what to whom differs",
                              similarity=similarity), True)
    if judgement.kind == "restatement" and judgement.rule != "same words":
        wished = (mood.read(old).zh.word, mood.read(new).zh.word)
        if wished[0] != wished[1]:
            # "我打算让儿子去育才中学上学" after "我儿子在育才中学上学": a plan or a wish names a fact, it does not
            # state it. Close wording (0.97 with e5), another claim.
            return (Judgement("distinct", f"a plan or wish ('{wished[0] or wished[1]}') is not the fact it names",
                              similarity=similarity), True)
        counted = _other_counted_thing(old, new)
        if counted:
            # "我们办公室在5楼" / "我们办公室在5号楼" (1.00 with e5): one number, but a floor and a building.
            return (Judgement("distinct", f"the same number of another thing ({counted}): two facts",
                              similarity=similarity), True)
    if judgement.kind == "restatement" and is_question(old) != is_question(new) \
            and dedup._Text.of(old).keys != dedup._Text.of(new).keys:
        # "Do I like dark mode?" asks what "I like dark mode." states: the same words, not the same fact.
        return (Judgement("distinct", "a question asks what the other sentence states: not a restatement",
                          similarity=similarity), True)
    if judgement.kind == "restatement" and no_change_word and _one_side_negated(old, new):
        # "I like jazz" / "I don't like jazz" (0.88 with MiniLM; dedup reads "don't" as "don" and "t", so its
        # negation guard does not see a contraction): the opposite claim. Not sure it replaced the other: a link,
        # when the negation set aside leaves the same claim; else two things said (chat: "Today I went for a
        # walk…" / "…and I don't know how to solve it", 0.95).
        if _same_claim(_NEGATION.sub(" ", old), _NEGATION.sub(" ", new)):
            judgement = Judgement("possible_update", "close wording, a negation on one side only ('don't', "
                                  "'can't'): the opposite claim", similarity=similarity)
        else:
            return (Judgement("distinct", "close wording, a negation on one side only ('don't', 'can't') and other "
                              "words: not the same claim", similarity=similarity), True)
    if judgement.kind == "restatement" and no_change_word:
        apart = _mood_apart(old, new)
        if apart:
            # "I went to Kyoto in April" / "I'm planning to go to Kyoto in April" (0.98 with e5), "Our designer
            # is Aiko" / "Aiko's designer is …": close wording, another fact.
            return (Judgement("distinct", apart, similarity=similarity), True)
    if judgement.kind == "restatement" and _kind_changed(_cjk_same(old), _cjk_same(new)):
        # "全员大会在每月第一个周一" / "全员大会推迟到每月第一个周四了" (0.97 with e5): close wording, but a value of
        # one kind was replaced, so not the same fact. A link when the rest of the frame is kept.
        kind, was, now = _kind_changed(_cjk_same(old), _cjk_same(new)) or ("", "", "")
        if _kind_frame_kept(old, new, kind):
            return (Judgement("possible_update", f"close wording, but a value of one kind ({kind}) replaced: {was} -> "
                              f"{now}", judgement.signals, kind, was, now, similarity=similarity), True)
        return (Judgement("distinct", f"close wording, but a value of one kind ({kind}) differs: {was} / {now}",
                          similarity=similarity), True)
    return judgement, False


def _second_look_at_link(old: str, new: str, judgement: Judgement, similarity: float | None) -> Judgement:
    """A link or a crossing-out looked at again: a question, a feeling, a plan or another thing changed
    states no value that replaces the older one."""
    if judgement.links and (is_question(old) or is_question(new)):
        # Chat asks and answers; an asked sentence holds no value to replace or be replaced by.
        return Judgement("distinct", "a question states no value: it neither updates nor is updated",
                         similarity=similarity)
    if judgement.links and (is_feeling(old) or is_feeling(new)):
        return Judgement("distinct", "a feeling ('I feel', '我感觉') is a passing state: it updates no fact",
                         similarity=similarity)
    if judgement.links and is_plan(new) and not is_plan(old):
        return Judgement("distinct", "a plan or a wish ('might switch', '打算改成'): nothing changed yet",
                         similarity=similarity)
    if judgement.links and _another_thing_swapped(old, new):
        thing = _another_thing_swapped(old, new)
        return Judgement("distinct", f"another thing changed ('换了{thing}'): the older sentence names no {thing}",
                         similarity=similarity)
    return judgement




# -- may repeat: asking the calling model ------------------------------------------------------
# A restatement the rules cannot prove (a reworded detail or content word) looks, to any mechanical
# test, like a look-alike: storing it once would merge look-alikes too (bench/bench_restate_gate.py).
# So the classifier only says "not sure": a pair it keeps apart, close enough to state the same fact,
# and with no guard below telling the two facts apart, is flagged; the write path replies
# `NEW #n (may repeat #m)` and the model confirms with flymemory_supersede(m, n). Nothing is merged.
_MAY_REPEAT_KINDS = ("distinct", "unrelated")


def repeat_closeness(old: str, new: str, similarity: float | None,
                     thresholds: dedup.Thresholds | None) -> tuple[float, float]:
    """(how close the pair is, the line from which it may repeat): the embedder's cosine and its calibrated
    line, or the token-alignment ratio and the lexical line."""
    if similarity is None or thresholds is None:
        return _lexical_similarity(old, new), LEXICAL.may_repeat
    return float(similarity), thresholds.may_repeat


def repeat_apart(old: str, new: str) -> str:
    """The first guard that proves two close sentences two facts, or "": a change word, a detail (number,
    name, identifier) on one side, negation or time words, a value of a known kind, a quoted title, another
    party, person, owner, environment or counted thing, parties traded places, a plan, wish, mood, question
    or passing state on one side."""
    if signals_in(old) or signals_in(new):
        return "a change word"
    a, b = dedup._Text.of(old), dedup._Text.of(new)
    if _details_apart(a, b) and _details_apart(dedup._Text.of(number_forms(old)), dedup._Text.of(number_forms(new))):
        return "another number or name on each side"
    if dedup.swapped_in_frame(a, b):  # "payments" / "ledger service": a look-alike, not a rewording
        return "content words swapped in one frame"
    if a.guards() != b.guards() or _one_side_negated(old, new):
        return "negation or time words apart"
    if value_kinds(old) != value_kinds(new):
        return "a value of a known kind apart"
    titles = [{next(g for g in m.groups() if g).casefold() for m in _TITLE.finditer(t)} for t in (old, new)]
    if titles[0] != titles[1]:
        return "a quoted title apart"
    owners = (_owners(old), _owners(new))
    if _parties(old) != _parties(new) or _persons(old) != _persons(new) \
            or any(owners[0][noun] != owners[1][noun] for noun in owners[0].keys() & owners[1].keys()) \
            or _environments(old) != _environments(new):
        return "another party, person, owner or environment"
    if _traded_places(old, new) or _other_counted_thing(old, new):
        return "parties traded places or another counted thing"
    if mood.read(old).zh.word != mood.read(new).zh.word or _mood_apart(old, new) \
            or is_question(old) != is_question(new) or is_temporary(old) != is_temporary(new) \
            or is_plan(old) != is_plan(new):
        return "a plan, wish, mood, question or passing state on one side"
    return ""


def _details_apart(a: dedup._Text, b: dedup._Text) -> bool:
    """Each side has a detail (number, name, identifier) the other lacks: two values, not one reworded."""
    return bool(a.details() - set(b.keys)) and bool(b.details() - set(a.keys))


def may_repeat(old: str, new: str, judgement: Judgement, similarity: float | None,
               thresholds: dedup.Thresholds | None) -> str:
    """Why a pair kept apart (`distinct`, `unrelated`) may state the same fact, or "" (the rule
    "may repeat"). Only at or above the calibrated line, and only when no guard tells the two apart."""
    if judgement.kind not in _MAY_REPEAT_KINDS or judgement.rule.startswith("longer than"):
        return ""
    close, line = repeat_closeness(old, new, similarity, thresholds)
    if close < line or repeat_apart(old, new):
        return ""
    measure = "cosine" if similarity is not None and thresholds is not None else "word alignment"
    return f"may repeat: {measure} {close:.2f} >= {line:.2f}, and no detail, number, negation, owner, plan or " \
           "change word tells them apart"


# A number and the Chinese character right after it: what it counts or names ("5层", "5号", "3次", "8个").
_COUNTED_CJK = re.compile(r"(?<![\d.])(\d+)\s*([\u4e00-\u9fff])")


@_per_text
def _counted_things(text: str) -> dict[str, frozenset[str]]:
    found: dict[str, set[str]] = {}
    for m in _COUNTED_CJK.finditer(_counts_as_digits(_cjk_same(unicodedata.normalize("NFKC", text)))):
        found.setdefault(m.group(1), set()).add(m.group(2))
    return {number: frozenset(after) for number, after in found.items()}


def _other_counted_thing(old: str, new: str) -> str:
    """"5层 / 5号" when a number both sentences name is followed, on each side, by another Chinese character
    (once _CJK_SAME_ROWS wrote floors, people counted and numbered rooms one way), or ""."""
    if not (_CJK_RUN.search(old) and _CJK_RUN.search(new)):
        return ""
    had, has = _counted_things(old), _counted_things(new)
    for number in sorted(had.keys() & has.keys()):
        if not had[number] & has[number]:
            return f"{number}{''.join(sorted(had[number]))} / {number}{''.join(sorted(has[number]))}"
    return ""

# -- close wording, another fact: said of one side only ---------------------------------------------
# A negation ("don't", "can't", "never"), or a wish or plan ("I'm planning to …", "I'd love to …", "I want
# …": the mood reader, flymemory.mood), on one side only; or one noun owned by two owners ("Our designer
# is Aiko" / "Aiko's designer is …").
# (dedup reads "don't" as "don" and "t", so its negation guard does not see a contraction.)
_NEGATED = re.compile(r"\b\w+n['’]t\b|\b(?:not|never|cannot)\b", re.IGNORECASE)
_OWNER_NOUN = re.compile(r"\b((?i:my|our|your|their|his|her)|[A-Z][\w.-]*['’]s)\s+([a-z][\w-]*)")


def _owners(text: str) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for m in _OWNER_NOUN.finditer(text):
        found.setdefault(m.group(2).casefold(), set()).add(m.group(1).casefold().replace("’", "'"))
    return found


def _one_side_negated(old: str, new: str) -> bool:
    return bool(_NEGATED.search(old)) != bool(_NEGATED.search(new))


def _mood_apart(old: str, new: str) -> str:
    """Why two close sentences state other facts, or "": a wish, plan or hedge on one side only (or a plan on
    one side and a wish on the other), or one noun with another owner."""
    said = (mood.read(old).en, mood.read(new).en)
    if said[0].fact != said[1].fact:
        return "a wish or plan on one side only ('planning to', 'I'd love to'): not the stated fact"
    if said[0].kind != said[1].kind:
        # "I was thinking about taking a trip" / "I want to do some outdoor activities": two moods, two claims.
        return f"a {said[0].kind} ('{said[0].word}') and a {said[1].kind} ('{said[1].word}'): not the same claim"
    owners_a, owners_b = _owners(old), _owners(new)
    for noun in owners_a.keys() & owners_b.keys():
        if owners_a[noun].isdisjoint(owners_b[noun]):
            return f"one noun ('{noun}') with another owner on each side: another party's fact"
    return ""


# -- one value replaced in a kept frame -----------------------------------------------------------
# Without a change word, three shapes of value name one slot on both sides however the frame is
# worded around them: a named product with its version ("Python 3.9" / "Python 3.12", "Node版本是16"),
# a number with the unit or the thing it counts ("two monitors" / "a single monitor", "10 MB" / "25 MB",
# "两只猫" / "三只猫"). One such value replaced, every other value the same, and nothing said of both
# ("and", "both", "also", 也, 都: two versions installed side by side are two facts) is a change: the
# same words around it -> update; a frame reworded (at most MAX_FRAME_OWN_WORDS words of its own each
# side, a word in common, no subject of its own; English only) -> possible_update.
_COEXIST = re.compile(r"\b(?:and|both|also|too|as well|side by side|alongside|besides|plus|in addition)\b"
                      r"|和|也|都|还有|以及|并存|同时|另外", re.IGNORECASE)
# A product just before a number ("Python " 3.9, "Node版本是" 16), and the unit or counted word just after one.
_NUMBER_RUN = re.compile(r"\d+(?:\.\d+){0,2}")
_PRODUCT_BEFORE = re.compile(r"(?<![A-Za-z0-9_.])([A-Za-z][A-Za-z+#]*)\s?(?:version\s+|v|版本(?:号)?(?:是|为)?\s*)?\Z")
_COUNTED_AFTER = re.compile(r"\s*(?:([A-Za-z%]+)|((?:[个只条本张套台辆次天人名位周月年层节遍件倍]|分钟|小时|秒|公里)"
                            r"[\u4e00-\u9fff]{0,3}?)(?=[的了。，,.！!；;？?\s]|$))")
_ONE = re.compile(r"\b(?:a single|just one|one single|a lone)\b", re.IGNORECASE)
_ORDINAL_DIGITS = re.compile(r"\d(?:st|nd|rd|th)\b", re.IGNORECASE)
_FULL_WIDTH = re.compile("[\uff10-\uff5a]")  # full-width digits and letters (NFKC makes them ASCII)
_ORDINAL = re.compile(r"\b(?:(\d+)(?:st|nd|rd|th)|(" + "|".join(ORDINAL_WORDS) + rf"))\b|第([{CN_NUMERALS}]+|\d+)",
                      re.IGNORECASE)


def _ordinal_word(m: re.Match) -> str:
    """An ordinal as a word with no digit in it ("3rd", "third", "第三" -> "ordd"): no rule reads it as an amount."""
    written = m.group(1) or m.group(2) or m.group(3)
    n = written if written.isdigit() else str(read_number(written))  # digits as written ("03rd")
    return "ord" + "".join("abcdefghij"[int(c)] for c in n) + " "


_COPULA_AFTER = re.compile(r"\b(?:is|are|was|were)\b|是", re.IGNORECASE)
_HEDGES = frozenset("~ about around roughly approximately approx some nearly almost 约 大概 大约 左右 差不多".split())
MAX_FRAME_OWN_WORDS = 2


@_per_text
def _frame_values(text: str) -> tuple[str, tuple[tuple[str, str, str, int, int], ...]]:
    """The sentence with numbers in one form, and its versions and counts: (kind, what it is of, the
    number, start, end) each, "what it is of" being the product, or the unit or counted word."""
    if _FULL_WIDTH.search(text):
        text = unicodedata.normalize("NFKC", text)
    low = text.casefold()
    if "第" in text or _ORDINAL_DIGITS.search(text) or any(w in low for w in ORDINAL_WORDS) \
            or (("single" in low or "one" in low or "lone" in low) and _ONE.search(text)):
        # An ordinal says which one ("the third floor"), not how many: kept as a word.
        text = _ORDINAL.sub(_ordinal_word, _ONE.sub(" 1 ", text))
    text = _number_forms(text)  # most often the restatement rungs' own call on the same text, cached
    found: list[tuple[str, str, str, int, int]] = []
    for m in _NUMBER_RUN.finditer(text):
        start, end = m.start(), m.end()
        if start and text[start - 1] in ".:" or text[end:end + 1].isascii() and text[end:end + 1].isalnum() \
                and not text[end:end + 1].isalpha():
            continue  # part of a longer number, a time or an address
        product = _PRODUCT_BEFORE.search(text, max(0, start - 40), start)
        if product and not text[end:end + 1].isalpha():
            name = product.group(1)
            first = not text[:product.start()].strip()
            if not (name.casefold() in _UNITS or name.casefold() in dedup._STOP or name.islower()
                    or (first and name[1:].islower() and "." not in m.group())):
                # (not a unit, a word, or a capitalised first word with a plain number: "Invoice 2041 was paid")
                found.append(("version", name.casefold(), m.group(), product.start(), end))
                continue
        if start and (text[start - 1].isascii() and (text[start - 1].isalnum() or text[start - 1] == "_")):
            continue
        counted = _COUNTED_AFTER.match(text, end)
        if not counted or "." in m.group()[m.group().find(".") + 1:]:
            continue
        unit = (counted.group(1) or counted.group(2) or "").casefold()
        if unit in dedup._STOP or unit in _EN_STOP or _COPULA_AFTER.search(text, counted.end()):
            continue  # no counted word ("2041 was paid"), or a number before the verb names the subject
        if counted.group(1):
            unit = _counted_word(unit)
        found.append(("count", unit, m.group(), start, counted.end()))
    return text, tuple(found)


def _counted_word(word: str) -> str:
    """One key for an English counted word, singular or plural ("monitors", "monitor")."""
    return dedup._stem(word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word)


# Counts that name a role in a frame rather than a value of one slot: people ("documented by 2 people" /
# "needs a review by 3 people" are who wrote it and who must review it) and the steps or attempts of a
# process ("took 4 attempts" / "allows 5 attempts": an event and a policy). Reworded around such a count,
# the frame may add no word of its own (requirement verbs read as one: needs / requires / must).
_ROLE_COUNTS = frozenset(_counted_word(w) for w in (
    "people person persons engineers developers designers reviewers approvers analysts managers members "
    "interviewers maintainers owners colleagues teammates volunteers admins signers authors editors testers "
    "contributors steps attempts tries retries rounds approvals reviews signatures").split())
_REQUIREMENT_TERMS = ("need", "requir", "must")  # word beginnings: needs, needed, require(s|d), must


def _frame_keys(text: str) -> tuple[str, ...]:
    parsed = dedup._Text.of(_without_adverbs(text))
    return tuple(k for t, k in zip(parsed.tokens, parsed.keys, strict=True)
                 if not dedup._insignificant_token(t) and k not in _HEDGES and t.casefold() not in _HEDGES)


def _value_replaced_in_frame(old: str, new: str) -> tuple[str, str, str, bool] | None:
    """(what the value is of, old value, new value, the same words around it) when one version or count
    was replaced (see above); None when not. With a strong change word in the newer sentence, two sentences
    of one speaker ("I work with two monitors" / "I'm down to a single monitor") need no other word in
    common."""
    text_b, has = _frame_values(new)  # the newer sentence first: one per write, judged against each neighbour
    if not has:
        return None
    text_a, had = _frame_values(old)
    if not had:
        return None
    if _COEXIST.search(new) or is_temporary(old) or is_temporary(new) or is_question(old) or is_question(new) \
            or is_feeling(old) or is_feeling(new):
        return None
    gone = [v for v in had if v[:3] not in {w[:3] for w in has}]
    came = [v for v in has if v[:3] not in {w[:3] for w in had}]
    if len(gone) != 1 or len(came) != 1 or gone[0][:2] != came[0][:2]:
        return None
    (kind, of, was, s1, e1), (_, _, now, s2, e2) = gone[0], came[0]
    rest_a, rest_b = f"{text_a[:s1]} VALUE {text_a[e1:]}", f"{text_b[:s2]} VALUE {text_b[e2:]}"
    a, b = dedup._Text.of(rest_a), dedup._Text.of(rest_b)
    if a.guards() != b.guards() or (a.guards() | b.guards()) & _TIME_WORDS:
        return None
    what = f"{of} {kind}" if kind == "version" else f"count of {of}"
    if _frame_keys(rest_a) == _frame_keys(rest_b):
        return what, was, now, True
    if _CJK_RUN.search(rest_a) or _CJK_RUN.search(rest_b) or (_subject_changed(a, b) and not (
            _pronoun_led(old) or _pronoun_led(new))):
        return None
    terms_a = content_terms(_without_signals(rest_a)) - {"value"}
    terms_b = content_terms(_without_signals(rest_b)) - {"value"}
    strong = any(strength in ("strong", "back") for _, strength in signals_in(new))
    same_speaker = strong and bool(_persons(old)) and _persons(old) == _persons(new)
    if not (terms_a & terms_b or same_speaker) \
            or max(len(terms_a - terms_b), len(terms_b - terms_a)) > MAX_FRAME_OWN_WORDS:
        return None
    if kind == "count" and of in _ROLE_COUNTS and not strong:
        role_a, role_b = ({"need" if t.startswith(_REQUIREMENT_TERMS) else t for t in terms}
                          for terms in (terms_a, terms_b))
        if role_a != role_b:
            return None  # "documented by 2 people" / "needs a review by 3 people": two roles counted
    return what, was, now, False


def at_read(old: str, new: str, question: str = "") -> Judgement:
    """Read time, for two active entries the write path did not link that both come near the top of
    one recall (`flymemory.outdated`): does the newer one replace the older? The same ladder (lexical:
    no cosine at hand), and one more rung that only a recall can supply. Both sentences answer the
    same question, which stands in for the subject they share ("We use Postgres" / "We moved to
    MongoDB" for "Which database do we use?": no word in common). Nothing is crossed out or linked:
    the newer one is shown first and the older one stamped, so a wrong call costs an order, not a fact.
    The rung asks for a strong change word in the newer sentence, a value's worth of difference, no
    date, no subject of its own on either side, and a question that names no detail only the older
    sentence has ("Which port does service alpha use?" keeps alpha first).
    Without a change word in the newer sentence, see `_answers_alike_at_read`."""
    old_labels = {label for label, _ in signals_in(old)}
    if not any(label not in old_labels for label, _ in signals_in(new)):
        return _answers_alike_at_read(old, new, question)
    judgement = classify(old, new)
    if judgement.links or judgement.kind in ("restatement", "temporary", "chatter"):
        return judgement
    if not old.strip() or not new.strip() or len(old) > RULE_CHARS or len(new) > RULE_CHARS:
        return judgement
    if is_question(old) or is_question(new) or is_feeling(old) or is_feeling(new) or is_temporary(new) \
            or is_phatic(old) or is_phatic(new) or is_plan(new) or _another_thing_swapped(old, new):
        return judgement
    fresh = [(label, strength) for label, strength in signals_in(new)
             if label not in old_labels and strength in ("strong", "back")]
    if not fresh and any(label not in old_labels and label != "new" for label, _ in signals_in(new)) \
            and _replaced_values(old, new):
        # A weak word ("now", "these days", "现在") is enough when a name or number on each side was left for
        # another: "We use Postgres for the main database" / "We're on MongoDB now".
        fresh = [(label, strength) for label, strength in signals_in(new) if label not in old_labels]
    if not fresh or _same_claim(old, new) or not _one_value_apart(old, new):
        return judgement
    a, b = dedup._Text.of(old), dedup._Text.of(new)
    if (a.guards() | b.guards()) & _TIME_WORDS or _subject_changed(a, b) or _cjk_heads_differ(old, new):
        return judgement
    asked = content_terms(question)
    shared = content_terms(_without_signals(old)) & content_terms(_without_signals(new)) - asked
    reason = bool(_named_old_value(old, new) or _kind_changed(old, new) or slot_families(old) & slot_families(new))
    if not reason and not shared and not (asked & content_terms(old) and asked & content_terms(new)) \
            and not _asked_slot(question, old, new) \
            and (asked & content_terms(new) or _own_new_words(old, new, question) > 1):
        # Nothing ties the two sentences but the change word ("The build was slow again" after "I prefer tabs in
        # Go code", for "What broke the build?"); a newer sentence that is only a change word and a new value
        # ("We moved to Quillpad") is tied by the question it answers.
        return judgement
    if not reason and not asked & content_terms(new) and shared \
            and not {label for label, _ in fresh} & _ENDED:
        # The question's words are the older sentence's only, and the newer one says something else of a word
        # they share ("Priya took over the team barbecue planning" for "Who maintains the mobile app?", "We
        # upgraded Grafana to version 11" for "Where are our dashboards?"), not that it left ("Helen left,
        # so I report to Omar now").
        return judgement
    details = _anchors(a)
    if asked & (content_terms(old) - content_terms(new)) \
            & content_terms(" ".join(t for t, k in zip(a.tokens, a.keys, strict=True) if k in details)):
        return judgement
    old_value, new_value = _values(_without_adverbs(old), _without_adverbs(new))
    if not new_value:
        return judgement
    labels = tuple(label for label, _ in fresh)
    return Judgement("possible_update", f"read time: change word '{labels[0]}', both answer the same question", labels,
                     " ".join(sorted(asked))[:80], old_value, new_value)


def _answers_alike_at_read(old: str, new: str, question: str) -> Judgement:
    """No change word in the newer sentence: the write path judged the pair with a cosine that may have
    kept it apart ("The max upload size is 10 MB" / "Uploads are capped at 25 MB", a frame reworded), or
    never saw it as a neighbour. The question supplies what the write path lacks: the slot both answer.
    A pair is read newer first when the question names the slot in both sentences (a word, a Chinese
    character, or a slot family: "What is my car?" for two "I drive …"), neither sentence has a subject,
    an event or a date of its own (a date is allowed only as the value that changed: "on Tuesday" / "on
    Thursday"), the question names no detail only one side has, and either the lexical ladder itself
    links the pair, or each side holds one number of the same unit where the other has another
    ("10 MB" / "25 MB", "3个" / "8个"). Two names, two events, two services stay as they are."""
    if not question.strip() or not old.strip() or not new.strip() or len(old) > RULE_CHARS or len(new) > RULE_CHARS:
        return Judgement("distinct", "read time: no change word in the newer sentence")
    if any(test(text) for text in (old, new) for test in (is_question, is_feeling, is_temporary, is_phatic)):
        return Judgement("distinct", "read time: no change word, and a question, feeling or passing state")
    slot = _asked_slot(question, old, new)
    if not slot:
        return Judgement("distinct", "read time: no change word, and the question names no slot both sentences have")
    if _asks_one_side(question, old, new):
        return Judgement("distinct", "read time: the question names a detail only one sentence has")
    a, b = dedup._Text.of(old), dedup._Text.of(new)
    if _subject_changed(a, b) or _cjk_subject_changed(old, new, question) or _event_frame(old, new) \
            or not _one_value_apart(old, new):
        return Judgement("distinct", "read time: no change word, and a subject or an event of its own")
    dated = (a.guards() | b.guards()) & _TIME_WORDS
    judgement = classify(old, new)
    numbered = all(v.replace(".", "").isdigit() for v in (judgement.old_value, judgement.new_value)) \
        and not _other_number(old, new, question)  # "(note 12)" / "(note 297)": two numbered things
    if judgement.links and not numbered \
            and not dated - set(dedup._Text.of(f"{judgement.old_value} {judgement.new_value}").keys):
        return Judgement("possible_update", f"read time: no change word, both answer the question ({judgement.rule})",
                         (), slot, judgement.old_value, judgement.new_value)
    numbers = None if dated or _own_words(old, new, question) > MAX_OWN_WORDS else _other_number(old, new, question)
    if numbers:
        return Judgement("possible_update", f"read time: both answer the question, another number of one unit: "
                         f"{numbers[0]} -> {numbers[1]}", (), slot, *numbers)
    return Judgement("distinct", "read time: no change word, and no value of one kind replaced" if not dated
                     else "read time: no change word, and a date beside the value")


_QUESTION_CJK = frozenset("什么哪里几多少谁怎样吗呢")
# The most words either side may have that neither the other side nor the question has, for another
# number to be read as the same slot's value: none. "Print queue workers: 8" for "How many workers does
# the print queue run?" rewords only with the question's words. Two sentences that say other things about
# one subject ("The editor should be documented (note 45)" / "The editor needs a review (note 24)") have
# more; so does "Uploads are capped at 25 MB" ("capped"), which is left in its place: at 1 the probe check
# halves showed 3 look-alikes stamped where 0 allowed 1 (counts only, their items not read).
MAX_OWN_WORDS = 0


def _own_words(old: str, new: str, question: str) -> int:
    """The larger count, of the two sentences, of words (English) and characters (Chinese) that neither the
    other sentence nor the question has, numbers and units aside."""
    def words(text: str) -> tuple[set[str], set[str]]:
        text = _counts_as_digits(text)
        english = {t for t in content_terms(_CJK_RUN.sub(" ", text)) if not any(c.isdigit() for c in t)
                   and t not in _VALUE_WORDS and t not in _UNITS}
        return english, set("".join(_CJK_RUN.findall(text))) - _CN_FUNCTION - set(_CJK_MEASURE)

    (en_a, zh_a), (en_b, zh_b), (en_q, zh_q) = words(old), words(new), words(question)
    return max(len(en_a - en_b - en_q) + len(zh_a - zh_b - zh_q), len(en_b - en_a - en_q) + len(zh_b - zh_a - zh_q))


def _own_new_words(old: str, new: str, question: str) -> int:
    """Words of the newer sentence, change words and numbers aside, that neither the older sentence nor
    the question has (English words; Chinese characters two to a word)."""
    text = _without_signals(new)
    english = {t for t in content_terms(_CJK_RUN.sub(" ", text)) if not any(c.isdigit() for c in t)}
    english -= content_terms(old) | content_terms(question)
    chinese = set("".join(_CJK_RUN.findall(text))) - set(old) - set(question) - _CN_FUNCTION
    return len(english) + (len(chinese) + 1) // 2


def _asked_slot(question: str, old: str, new: str) -> str:
    """What the question asks that both sentences have: topic words, else single Chinese characters
    ("我住在哪里？": 住), else a slot family; empty when none."""
    shared = content_terms(question) & content_terms(old) & content_terms(new)
    if not shared:
        chars = [set("".join(_CJK_RUN.findall(text))) - _CN_FUNCTION - _QUESTION_CJK for text in (question, old, new)]
        shared = frozenset(chars[0] & chars[1] & chars[2])
    if not shared:
        shared = slot_families(question) & slot_families(old) & slot_families(new)
    return " ".join(sorted(shared))[:80]


def _asks_one_side(question: str, old: str, new: str) -> bool:
    """The question names a detail (a number, a name) only one of the two sentences has: "Which port does
    service alpha use?" asks about one of two services. Numbers in one form ("floor 3" / "third floor")."""
    said, had, has = (content_terms(_number_forms(text)) for text in (question, old, new))
    details: set[str] = set()
    for text in (old, new):
        parsed = dedup._Text.of(_number_forms(text))
        details |= content_terms(" ".join(t for t, k in zip(parsed.tokens, parsed.keys, strict=True)
                                          if k in _anchors(parsed)))
    return bool(said & ((had - has) | (has - had)) & details)



# -- read time, order only: two near twins answering one question -------------------------------
# The most words either side of a twin pair may have that neither the other side nor the question has
# (numbers, units and change words aside): the value that changed and one word of rewording ("The cache
# TTL is 60 seconds" / "Cache entries expire after 300 seconds": "entri", "expir" on the newer side).
TWIN_OWN_WORDS = 2
# The least share of each side's words (Chinese characters) the two must have in common: one frame kept.
TWIN_SHARED = 0.5
# Longer sentences say more than one fact (chat turns): never read as twins.
TWIN_CHARS = 160


def twins_at_read(old: str, new: str, question: str) -> str:
    """Read time, for two active entries near the top of one recall that `at_read` did not link: are they
    near twins answering the question (the same frame with one detail changed, or reworded around it)?
    Then the newer is shown first and NOTHING is stamped: no claim is made that the older is outdated,
    only the order changes. The rule that fired, or "" when it did not.
    Twins: the question names a word (a Chinese character, a slot family) both sentences have; it names no
    detail only one side has, and no word of the older sentence that the newer one replaced with another
    word that is not a change word ("Which port does the auth service use?" for "The auth service …" /
    "The billing service …" keeps auth first; "Team A" / "Team B": a lone capital is a name); neither side is
    a question, feeling, greeting, passing state or plan, nor "X换了N" of another thing, nor longer than
    TWIN_CHARS; Chinese heads that differ are two subjects (as in `_answers_alike_at_read`, and beside a
    change word as in `at_read`: "日志发到ELK" / "指标现在发到Prometheus"); the two keep no event verb of
    their own (two events are two facts: "On Sunday I cooked …" / "On Monday I cooked …"); each side has at
    most TWIN_OWN_WORDS words that neither the other side nor the question has; and the two keep one frame
    (`_frame_kept`: at least TWIN_SHARED of each side's words in common)."""
    if not question.strip() or not old.strip() or not new.strip() or max(len(old), len(new)) > TWIN_CHARS:
        return ""
    if is_plan(new) or _another_thing_swapped(old, new) \
            or any(test(text) for text in (old, new) for test in (is_question, is_feeling, is_temporary, is_phatic)):
        return ""
    slot = _asked_slot(question, old, new)
    if not slot or _asks_one_side(question, old, new) or _asks_replaced_word(question, old, new) \
            or _event_frame(old, new) or _cjk_subject_changed(old, new, question) \
            or (signals_in(new) and _cjk_heads_differ(old, new)):
        return ""
    own = _twin_own_words(old, new, question)
    if max(own) > TWIN_OWN_WORDS or not _frame_kept(old, new):
        return ""
    return f"read time, order only: near twins answering one question ({slot}), {own[0]}/{own[1]} words of their own"


def _twin_words(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """Topic words (English) and characters (Chinese) of a sentence, change words, numbers and units aside."""
    text = _without_signals(_counts_as_digits(text))
    english = frozenset(t for t in content_terms(_CJK_RUN.sub(" ", text))
                        if not any(c.isdigit() for c in t) and t not in _UNITS)
    return english, frozenset("".join(_CJK_RUN.findall(text))) - _CN_FUNCTION - set(_CJK_MEASURE)


def _twin_own_words(old: str, new: str, question: str) -> tuple[int, int]:
    """Per side, the words that neither the other side nor the question has (Chinese characters two to a word)."""
    (en_a, zh_a), (en_b, zh_b), (en_q, zh_q) = _twin_words(old), _twin_words(new), _twin_words(question)
    return (len(en_a - en_b - en_q) + (len(zh_a - zh_b - zh_q) + 1) // 2,
            len(en_b - en_a - en_q) + (len(zh_b - zh_a - zh_q) + 1) // 2)


def _frame_kept(old: str, new: str) -> bool:
    """The two sentences share at least half of each one's words (Chinese characters), numbers, units and
    change words aside: one frame with a detail changed ("The client retries 3 times" / "Client retry count
    is 5"), not two claims about one subject ("The staging database lives on db-stage-2" / "The database
    was slow again (note 163)")."""
    (en_a, zh_a), (en_b, zh_b) = _twin_words(old), _twin_words(new)
    shared = len(en_a & en_b) + len(zh_a & zh_b)
    return shared >= TWIN_SHARED * max(len(en_a) + len(zh_a), len(en_b) + len(zh_b))


def _asks_replaced_word(question: str, old: str, new: str) -> bool:
    """The question names a word of the older sentence that the newer one replaced, in the same place, with
    another word that is not a change word: "auth" / "billing", "测试机" / "构建机", "Sunday" / "Monday"."""
    a, b = dedup._Text.of(old), dedup._Text.of(new)
    asked = set(dedup._Text.of(question).keys)
    for tag, i1, i2, j1, j2 in dedup.align(a.keys, b.keys):
        if tag != "replace" or i2 - i1 > 3 or j2 - j1 > 3:
            continue
        replaced = {k for k in a.keys[i1:i2] if (k not in dedup._STOP or k in a.details()) and not k.isdigit()}
        replaced -= set(b.keys)
        instead = {k for k in b.keys[j1:j2] if k not in dedup._STOP or k in b.details()}
        if replaced & asked and not instead & asked and not signals_in(" ".join(b.tokens[j1:j2])):
            return True
    return False

# -- restatements: the same claim in other filler, order or number forms -------------------------
# Said to mark a repeat, at the start or the end of a sentence: "Just a reminder: X", "X, as I said
# before", "X，之前说过了". Without them the sentence is judged again (a guard word such as "before"
# in "like I mentioned before" would otherwise make it another claim).
_REPEAT_LEADING = re.compile(
    r"^\s*(?:(?:just\s+)?(?:a\s+)?(?:quick\s+|friendly\s+)?reminder|(?:just\s+)?to remind you|"
    r"(?:like|as)\s+i(?:'ve)?\s+(?:already\s+)?(?:said|mentioned|told you|noted|wrote)"
    r"(?:\s+(?:before|earlier|already|last time|previously))?|"
    r"as\s+(?:mentioned|noted|said|stated)(?:\s+(?:before|earlier|previously))?|"
    r"(?:just\s+)?to (?:repeat|reiterate)|once (?:again|more)|again|for the record|as you know|"
    r"i (?:already )?(?:said|told you|mentioned)(?:\s+(?:before|earlier|already))?(?:\s+that)?|"
    r"(?:就像|正如|像)我(?:之前|上次|前面)?(?:说|提到|讲)(?:过)?的|(?:我)?(?:之前|前面|上次|以前)?(?:已经)?(?:跟你)?"
    r"(?:说|提|讲)过(?:了|的)?|再说一遍|还是那句话|重复一下|(?:再)?提醒一下|(?:再)?强调一下|补充一下|顺便提一下|重申一下|"
    # Polite filler that asks the reader to keep the fact: "Please note: X", "FYI, X", "麻烦记一下，X".
    r"(?:please\s+)?(?:(?:do\s+)?remember|note|keep in mind|bear in mind)(?:\s+that)?|fyi|just so you know|"
    r"for your information|heads up|(?:请|麻烦)?(?:你)?(?:记一下|记住|记下|备注一下)|顺便说一下)"
    r"\s*[:,，：;；-]?\s*", re.IGNORECASE)
_REPEAT_TRAILING = re.compile(
    r"\s*[,，;；(（-]?\s*(?:(?:like|as)\s+i(?:'ve)?\s+(?:already\s+)?(?:said|mentioned|told you)"
    r"(?:\s+(?:before|earlier|already))?|as\s+(?:mentioned|noted|said)(?:\s+(?:before|earlier))?|"
    r"i (?:said|told you|mentioned) (?:that )?(?:before|already|earlier)|again|"
    r"(?:我)?(?:之前|前面|上次|以前)?(?:也|已经)?(?:跟你)?(?:说|提|讲)过(?:了|的)?(?:哦|啊|呀)?)"
    r"\s*[)）]?\s*[.。!！]?\s*$", re.IGNORECASE)


@_per_text
def _without_repeat_marker(text: str) -> str:
    bare = _REPEAT_TRAILING.sub("", _REPEAT_LEADING.sub("", text, count=1), count=1)
    return bare if bare.strip() else text


# Filler a restatement may add or drop on top of dedup's stopwords: "咱们" for "我们", "真的", "都",
# a classifier "个", the disposal "把", and in English intensifiers ("really" is already a stopword) and
# what a contraction leaves ("I'm" is read as "I" "m").
_RESTATE_FILLER = frozenset("both basically definitely simply totally m re ve ll d s "
                            "咱 们 真 都 就 也 呢 吧 啊 嘛 呀 哦 啦 把 个 还 又".split()) | dedup._STOP
# A locative particle that ends a sentence: "部署在阿里云上" is "部署在阿里云".
_CJK_LOCATIVE_END = re.compile(r"[上里中](?=[的了]?\s*[。，,.！!；;]?\s*$)")  # "…在阿里云上的。" too
# Numbers and units in one written form (flymemory.numerals: one table of number words, one reader).
_UNITS = UNITS
_number_forms = number_forms


# Not 用 ("用户库"); a Chinese number before a measure word ("六点", "三个") is a value, not the head.
# Chinese measure words: what a count is of ("3个副本", "两只猫", "四十分钟").
_CJK_MEASURE = "个只本张台辆次遍天周层节位名人条件分秒倍元楼岁"
_CJK_HEAD = re.compile(rf"^(?:(?![是为在到0-9A-Za-z]|[{CN_NUMERALS}半]+[点号{_CJK_MEASURE}]).)*")
_CJK_COUNT = re.compile(rf"[{CN_NUMERALS}]+(?=[{_CJK_MEASURE}])")


def _cjk_subject_changed(old: str, new: str, question: str = "") -> bool:
    """Chinese sentences whose heads (the characters before 是/为/在/到 or the first number, "六点" too, or
    Latin word) each have a character the other sentence lacks anywhere: "订单库有3个副本" / "用户库有5个副本"
    are two databases; "构建机有8GB内存" / "构建机内存是16GB" one machine. Characters the question asks with
    ("附件最大多大？": 最) are the slot, not a subject."""
    texts = [unicodedata.normalize("NFKC", text).strip() for text in (old, new)]
    heads = [_CJK_HEAD.match(text).group() for text in texts]
    if not all(_CJK_RUN.search(h) for h in heads):
        return False
    asked = set(unicodedata.normalize("NFKC", question))
    chars = [set("".join(_CJK_RUN.findall(h))) - _CN_FUNCTION - _CJK_FRAME_CHARS - asked for h in heads]
    return bool(chars[0] - set(texts[1])) and bool(chars[1] - set(texts[0]))


def _cjk_heads_differ(old: str, new: str) -> bool:
    """`_cjk_subject_changed` for two sentences that both have a head (characters before 是/为/在/到 or a
    number), their change words set aside: "日志发到ELK" / "指标现在发到Prometheus" are two streams. A sentence
    with no such linker ("我平时喝龙井") has no head to compare."""
    texts = [_without_signals(unicodedata.normalize("NFKC", text)).strip() for text in (old, new)]
    if not all(_CJK_HEAD.match(text).group() != text for text in texts):
        return False
    return _cjk_subject_changed(*texts)


_CJK_FRAME_CHARS = frozenset("有跑")  # "构建机有…", "服务跑…": a verb of the frame, not part of the subject


# A number and what follows it: a unit (_UNITS, already made one by _number_forms) or a Chinese measure word.
_NUMBER_AND_UNIT = re.compile(
    r"(?<![A-Za-z0-9_.#第])(\d+(?:[.:]\d+)*)(?![.:]?\d|\s*号)"  # "311号bug", "#12", "第1辆": it names a thing
    r"(?:\s*(" + "|".join(sorted(set(_UNITS) | set(_UNITS.values()), key=len, reverse=True)) + r")(?![A-Za-z])"
    rf"|\s*([{_CJK_MEASURE}]))?", re.IGNORECASE)


def _other_number(old: str, new: str, question: str = "") -> tuple[str, str] | None:
    """(old, new) when each sentence has exactly one number the other lacks, of the same unit (or both
    bare) and counting the same thing when both say what follows ("one printer" / "two coffee machines",
    "五个后端" / "两个前端" are counts of two things), and neither number stands before the verb ("Invoice
    2041 was paid" names an invoice) or right after a word of its own the question does not ask with ("note
    40" / "note 171" name two notes; "Node 16" / "Node 20" for "What Node version …?" are two values)."""
    asked = set(dedup._Text.of(question).keys)

    def numbers(text: str) -> dict[str, tuple[str, str]] | None:
        text = _counts_as_digits(text)
        out = {}
        for m in _NUMBER_AND_UNIT.finditer(text):
            before = dedup._Text.of(text[:m.start()])
            if before.keys and before.keys[-1] not in asked and not _CJK_RUN.fullmatch(before.tokens[-1]) \
                    and not dedup._insignificant_token(before.tokens[-1]) and before.keys[-1] not in _EN_STOP \
                    and before.keys[-1] not in dedup._LINKERS_EN and before.keys[-1] not in dedup._COPULAS_EN:
                return None  # "note 40": a numbered thing
            after = dedup._Text.of(text[m.end():])
            thing = next((k for t, k in zip(after.tokens, after.keys, strict=True)
                          if not dedup._insignificant_token(t) and k not in _EN_STOP and k not in _CN_FUNCTION), "")
            unit = (m.group(2) or m.group(3) or "").casefold()
            out[m.group(1)] = (_UNITS.get(unit, unit), thing)
        return out

    had, has = numbers(old), numbers(new)
    if had is None or has is None:
        return None
    gone, came = had.keys() - has.keys(), has.keys() - had.keys()
    if len(gone) != 1 or len(came) != 1:
        return None
    (was,), (now,) = gone, came
    (unit_was, thing_was), (unit_now, thing_now) = had[was], has[now]
    if unit_was != unit_now or (thing_was and thing_now and thing_was != thing_now):
        return None
    if _before_the_verb(old, was) or _before_the_verb(new, now):
        return None
    unit = f" {unit_was}" if unit_was else ""
    return was + unit, now + unit


def _quantities_apart(old: str, new: str) -> str:
    """Both sentences name quantities (a length of time, of data, an amount of money), read in one form
    (flymemory.numerals.quantities), and not the same ones: "old / new" as read, else ""."""
    had, has = quantities(old), quantities(new)
    if not had or not has or had == has:
        return ""
    return f"{', '.join(sorted(had - has))} / {', '.join(sorted(has - had))}"


@_per_text
def _counts_as_digits(text: str) -> str:
    """_number_forms, and a Chinese count before any measure word as digits ("两只猫": "2只猫")."""
    return as_digits(_CJK_COUNT, _number_forms(unicodedata.normalize("NFKC", text)))


def _before_the_verb(text: str, number: str) -> bool:
    """`number` stands before the sentence's first linker ("is", "on", 是/在), where the subject is."""
    parsed = dedup._Text.of(_counts_as_digits(text))
    for t, k in zip(parsed.tokens, parsed.keys, strict=True):
        if k in dedup._LINKERS_EN or k in dedup._COPULAS_EN or t in _CJK_HEAD_ENDS:
            return False
        if t == number:
            return any(k in dedup._LINKERS_EN or k in dedup._COPULAS_EN or t in _CJK_HEAD_ENDS
                       for t, k in zip(parsed.tokens, parsed.keys, strict=True))
    return False


# Short and long forms of one word, and words that only hedge a number ("about 15 minutes"): one key each.
_SAME_WORD = {"max": "maximum", "min": "minimum", "db": "database", "repo": "repository", "config": "configuration",
              "env": "environment", "prod": "production", "doc": "documentation", "docs": "documentation",
              "auth": "authentication", "k8s": "kubernetes", "postgres": "postgresql", "pg": "postgresql",
              "js": "javascript", "ts": "typescript", "about": "~", "around": "~", "roughly": "~",
              "approximately": "~", "approx": "~", "大概": "~", "大约": "~", "差不多": "~",
              "located": "", "situated": "", "called": "", "named": ""}
_SAME_WORD_CJK = re.compile("|".join(w for w in _SAME_WORD if _CJK_RUN.fullmatch(w)))
_COORDINATORS = frozenset(("and", "&", "和", "与", "及", "、"))
MAX_SWAPPED_RUN = 4  # the longest item ("romance films") two coordinated items may trade places with


# Other spellings and forms of one word, read as one key by the restatement rungs: irregular verb forms
# ("built" / "build", "wrote" / "written" / "write"), British and American spelling, and a few plain
# synonyms that never name two things ("begin" / "start", "retain" / "keep", "RAM" / "memory").
_BASE_FORM = {"built": "build", "wrote": "write", "written": "write", "kept": "keep", "sent": "send", "held": "hold",
              "made": "make", "ran": "run", "done": "do", "did": "do", "took": "take", "taken": "take",
              "gave": "give", "given": "give", "chose": "choose", "chosen": "choose", "paid": "pay", "bought": "buy",
              "began": "start", "begun": "start", "begin": "start", "begins": "start", "beginning": "start",
              "found": "find", "spent": "spend", "taught": "teach", "led": "lead", "ate": "eat", "eaten": "eat",
              "retain": "keep", "retained": "keep", "retains": "keep", "ram": "memory", "2fa": "two-factor",
              "mfa": "multi-factor", "colour": "color", "favourite": "favorite", "favourites": "favorite",
              "neighbour": "neighbor", "neighbours": "neighbor", "behaviour": "behavior", "centre": "center",
              "licence": "license", "catalogue": "catalog", "grey": "gray"}
# "n't" is a negation the tokenizer splits ("can't" -> "can", "t"): written out, "can't" / "cannot" /
# "can not" are one claim, and "I can't eat gluten" / "I can eat gluten" keep a guard word apart.
_NOT = re.compile(r"\b(?:(ca)n't|(ca)nnot|(wo)n't|(\w+)n't)\b", re.IGNORECASE)
_BE_CONTRACTED = re.compile(r"(?<=\w)'re\b|(?<=\w)['’]s\b(?=\s+(?:\w+ly\s+)?(?:being\s+)?\w+(?:ed|en)\b)", re.I)
# The passive ("The invoices are generated by the billing job", "The branch is cut every two weeks") read
# as the active ("The billing job generates the invoices", "cut the branch every two weeks"), so the agent
# stands where the active puts it and "X is managed by Y" is never read as "X manages Y".
_PARTICIPLE = (r"(?:\w+ed|(?:re)?(?:built|written|done|kept|made|sent|held|run|cut|set|put|taken|given|chosen|"
               r"paid|found|known|shown|spent|taught|led|bought|eaten|read|hit|shut|driven|spoken|broken|hidden|begun))")
_PASSIVE = re.compile(r"^\s*(?P<x>(?:[^\s,;:]+\s+){0,7}?[^\s,;:]+)\s+(?:is|are|was|were|gets|get|got|has been|"
                      r"have been|had been|will be|must be|should be|can be)\s+(?:\w+ly\s+)?(?P<v>" + _PARTICIPLE
                      + r")\b(?:\s+by\s+(?P<y>[^,;.!?]+?))?(?P<rest>(?:\s+[^.!?]*)?)\s*[.!?]?\s*$", re.IGNORECASE)


_CJK_PASSIVE = re.compile(
    r"^\s*(?P<x>[^，,。；;由被]{1,12}?)[由被](?P<rest>[^，,。；;由被]{2,24}?)(?P<end>[。！!]?)\s*$")
# "Redis is what we use for the cache" is "we use for the cache Redis": the pseudo-cleft undone.
_PSEUDO_CLEFT = re.compile(r"^\s*(?P<x>(?:[^\s,;:]+\s+){0,5}?[^\s,;:]+)\s+(?:is|are|was|were)\s+what\s+"
                           r"(?P<s>[^.!?]+?)\s*[.!]?\s*$", re.IGNORECASE)


@_per_text
def _active(text: str) -> str:
    """An English passive turned active ("X is built by Y in Z" -> "Y built X in Z", "X is cut every
    week" -> "cut X every week"), a pseudo-cleft undone ("X is what we use" -> "we use X"); any other
    sentence as it is."""
    cjk = _CJK_PASSIVE.match(text)
    if cjk:  # "客户数据由王强负责备份" -> "王强负责备份客户数据", "我被老板表扬了" -> "老板表扬了我"
        return f"{cjk.group('rest')}{cjk.group('x')}{cjk.group('end')}"
    cleft = _PSEUDO_CLEFT.match(text)
    if cleft:
        text = f"{cleft.group('s')} {cleft.group('x')}"
    m = _PASSIVE.match(text)
    if not m or _CJK_RUN.search(text):
        return text
    if m.group("y"):
        return f"{m.group('y')} {m.group('v')} {m.group('x')}{m.group('rest')}"
    return f"{m.group('v')} {m.group('x')}{m.group('rest')}"


# Chinese forms of one fact, read as one by the restatement rungs (_claim, _value_frame, _value_hints) and by
# the check that a restatement keeps its values of a kind. One explicit table: (replacement, pattern), applied
# in order. Each row joins forms that never name two things:
#   a time of day said short or long ("每晚" / "每天晚上", "昨晚" / "昨天晚上");
#   a routine weekday with or without 每 ("每周四" / "周四"; not "每周三次"), "每个月" as "每月", and how
#   often set apart from a count right after it ("每周 3次", so both are read);
#   the school verbs ("就读于育才中学" / "在育才中学读书" / "在育才中学上学"; only before a word ending in
#   学/校/院);
#   "爱" / "热爱" / "热衷于" / "很喜欢" before an activity as "喜欢" ("很爱爬山", not "可爱", "爱人");
#   "使用" / "采用" as "用"; "主管" (a verb) / "归…管" / "由…主管" as "负责"; "运行" as "跑" (a job runs);
#   a floor: "5楼" / "五层" as one ("5号楼", a building, is left alone); "位于" as "在";
#   "位" / "名" as "个" when they count people ("8位工程师" / "八个工程师");
#   a name's "叫" after 代号/简称 as "是"; "一杯" as "杯" after a verb ("喝一杯美式" / "喝杯美式");
#   a numbered room written after its name ("会议室3" / "3号会议室");
#   a city's 市 before its district ("深圳市南山区" / "深圳南山区"); "一周" / "一天" before a count as "每周" /
#   "每天" ("一周去三次"; not "这一周", "有一天"); "X周期是90天" as "每90天X一次"; "保留期是" as "保留";
#   "(只)保存N天" as "保留N天"; "养(了)两只" as "有两只"; "7点起来" as "7点起床".
_NOT_CJK_CLAUSE = r"[^，。,.；;！!？?\s]"
_CJK_SAME_ROWS: tuple[tuple[str, str], ...] = (
    ("每天晚上", r"每晚|每天夜里|每夜(?![间里])"),
    ("昨天晚上", r"昨晚"),
    ("今天晚上", r"今晚"),
    ("明天晚上", r"明晚"),
    (r"周\1", r"每周([一二三四五六日天])(?![次回遍趟天个小节])"),
    ("每", r"每个(?=天|月|周|星期|年)"),
    (r"\g<0> ", r"每(?:天|日|晚|周|星期|月|年)(?=[0-9零一二两三四五六七八九十])"),
    (r"在\1上学", rf"就读于({_NOT_CJK_CLAUSE}{{1,12}}?[学校院])(?:读书|上学)?"),
    (r"\1上学", rf"(在{_NOT_CJK_CLAUSE}{{1,12}}?[学校院])读书"),
    ("喜欢", r"(?:很|非常|特别)?(?<![可亲恋挚])(?:热爱|热衷于|爱)(?=[喝吃看玩听爬打跑去做读唱弹写逛钓游滑骑踢])"
             r"|(?:很|非常|特别)喜欢"),
    ("用", r"(?:使用|采用)(?![率量者权期])"),
    ("负责", r"主管(?=[^\s，。,.；;！!？?的])"),
    (r"由\1负责", rf"(?:由|归)({_NOT_CJK_CLAUSE}{{1,8}}?)(?:主管|管)(?![理道])"),
    ("跑", r"运行(?![时状环])"),
    ("层", r"(?<=[0-9零〇一二两三四五六七八九十])楼"),
    ("在", r"位于"),
    (r"\1", r"([\u4e00-\u9fff]{2})市(?=[\u4e00-\u9fff]{1,3}[区县])"),
    (r"每\1", rf"(?<![这那上下本每有第])一个?(周|星期|月|天|年)(?={_NOT_CJK_CLAUSE}{{0,6}}?"
              r"[0-9零一二两三四五六七八九十]+[次回遍趟杯])"),
    (r"每\2\3\1一次", r"([\u4e00-\u9fff]{2})周期(?:是|为)(\d+|[零一二两三四五六七八九十百]+)(天|周|个月|月|年)"),
    (r"\1", r"(保留|保存)期(?:是|为)"),
    ("保留", r"(?:只)?(?:保存|保留)(?=[0-9零一二两三四五六七八九十百]+[天周月年个小])"),
    ("有", r"养了?(?=[0-9零一二两三四五六七八九十]+[只条头])"),
    ("起床", r"(?<=点)起来"),
    ("个", rf"(?<=[0-9零〇一二两三四五六七八九十百千])[位名](?={_NOT_CJK_CLAUSE}{{0,5}}?"
           r"(?:师|员|人|者|生|家|友|事|客|士|长|子|手))"),
    ("是", r"(?<=[号称])叫(?!做)"),
    ("", r"(?<=[\u4e00-\u9fff])(?<!第)[一1](?=[杯碗份瓶罐盒])"),
    (r"\2号\1", r"(会议室|教室|办公室|机房|实验室|休息室|会客室|病房|包厢|展厅)(\d+)(?![\d.:A-Za-z])"),
)
_CJK_SAME = [(replacement, re.compile(pattern)) for replacement, pattern in _CJK_SAME_ROWS]


@_per_text
def _cjk_same(text: str) -> str:
    """`text` with the Chinese forms of _CJK_SAME_ROWS written one way (a text without Chinese as it is)."""
    if not _CJK_RUN.search(text):
        return text
    for replacement, pattern in _CJK_SAME:
        text = pattern.sub(replacement, text)
    return text


@_per_text
def _claim(text: str, framed: bool = False) -> tuple[tuple[str, ...], frozenset[str], frozenset[str]]:
    """(content keys in order, with "&" for a coordinator; the keys written as names or numbers;
    guards) of a sentence once repeat markers, filler, short forms and number forms are set aside,
    "n't" written out and a passive turned active. `framed`: and the frame words of _FRAMED too."""
    text = _cjk_same(_without_repeat_marker(text))
    text = _NOT.sub(lambda m: f"{next(g for g in m.groups() if g)} not", _BE_CONTRACTED.sub(
        lambda m: " are" if m.group().casefold().endswith("re") else " is", text))
    if framed:
        text = _framed_text(text)
    text = _SAME_WORD_CJK.sub(lambda m: f" {_SAME_WORD[m.group()]} ",
                              _CJK_LOCATIVE_END.sub("", _number_forms(_active(text))))
    parsed = dedup._Text.of(text)
    keys = []
    for t, k in zip(parsed.tokens, parsed.keys, strict=True):
        k = _same_key(t, k)
        if k in _COORDINATORS:
            keys.append("&")
        elif k and k not in _RESTATE_FILLER and (any(c.isalnum() for c in t) or k == "~") \
                and not (framed and k in _FRAME_KEYS):
            keys.append(k)
    written = _anchor_keys(parsed.tokens, parsed.keys)
    anchors = frozenset(_same_key(t, k) for t, k in zip(parsed.tokens, parsed.keys, strict=True) if k in written)
    return tuple(keys), anchors, parsed.guards()


@functools.lru_cache(maxsize=16384)
def _same_key(token: str, key: str) -> str:
    """One key for the forms of one word: short and long ("k8s" / "Kubernetes"), irregular and
    spelling forms, then stemmed alike."""
    word = token.casefold()
    mapped = _SAME_WORD.get(word, _SAME_WORD.get(key))
    if mapped is None:
        if key in _RESTATE_FILLER:
            return key
        mapped = _BASE_FORM.get(word, _BASE_FORM.get(key, key))
        if mapped == key and word.startswith("re") and word[2:] in _BASE_FORM:  # "rebuilt" / "rebuild"
            mapped = "re" + _BASE_FORM[word[2:]]
    if mapped and mapped.isascii() and mapped.isalpha():
        mapped = dedup._stem(mapped)
    return _loose_stem(mapped) if mapped else mapped


def _loose_stem(key: str) -> str:
    """A stem that also meets the base form: "committing" -> "committ" -> "commit", "making" -> "mak" as "make"."""
    if not key.isascii() or not key.isalpha():
        return key
    if len(key) >= 4 and key[-1] == key[-2] and key[-1] not in "aeiouslfz":
        key = key[:-1]
    return key[:-1] if len(key) >= 3 and key.endswith("e") else key


# Frame words: what a reworded sentence wraps the same content in ("We use Cloudflare as our CDN
# provider" / "Our CDN provider is Cloudflare", "The primary database we run is MySQL", "There are 8
# engineers on our team" / "Our team has eight engineers", "Redis is what we use for the cache",
# "我老婆的名字叫林芳" / "我老婆叫林芳", "年假有15天" / "年假是15天", "位于3楼" / "在3楼"). Only the
# frame-word rung sets them aside, and only when everything else, names and numbers in order, is equal.
_FRAME_KEYS: frozenset[str] = frozenset(_same_key(w, dedup._stem(w)) for w in (
    "use uses used using have has had get gets got there what which name happen happens happened hold holds "
    "held run runs ran running").split()) | frozenset("有")
_FRAME_ANY = _FRAME_KEYS | frozenset("名字地址位于就读一共总在放")  # every key the frame-word reading may drop or add
_FRAME_CJK = re.compile(r"的?名字(?=叫|是|为)|(?<=[\u3400-\u9fff])地址(?=\s*[是为：:])|位于|就读于|一共|总共|放(?=在)")


@_per_text
def _framed_text(text: str) -> str:
    return _FRAME_CJK.sub(lambda m: "在" if m.group() in ("位于", "就读于") else " ", text)


def _coordinated_swaps(keys: tuple[str, ...]):
    """The content keys as written, then with two coordinated items traded ("Linux and macOS" /
    "macOS and Linux"); coordinators dropped."""
    yield tuple(k for k in keys if k != "&")
    for p, k in enumerate(keys):
        if k != "&":
            continue
        for lx in range(1, MAX_SWAPPED_RUN + 1):
            for ly in range(1, MAX_SWAPPED_RUN + 1):
                x, y = keys[max(p - lx, 0):p], keys[p + 1:p + 1 + ly]
                if len(x) == lx and len(y) == ly and "&" not in x + y:
                    yield tuple(k for k in keys[:p - lx] + y + x + keys[p + 1 + ly:] if k != "&")


def _names_reordered(old: str, new: str) -> bool:
    """The names and numbers of two sentences with the same words come in another order."""
    (keys_a, details_a, _), (keys_b, details_b, _) = _claim(old), _claim(new)
    names = details_a | details_b
    return [k for k in keys_a if k in names] != [k for k in keys_b if k in names]


def _same_claim_other_form(old: str, new: str) -> str:
    """The same content words, in the same order, with two coordinated items traded, or with the
    sentence turned around one point ("Our product manager is Sarah Chen" / "Sarah Chen is our
    product manager", "我比较喜欢川菜和粤菜" / "川菜和粤菜我比较喜欢"), once repeat markers, filler, short
    forms and number forms are set aside and a passive is turned active. The names and numbers keep
    their order ("Alice reviews Bob's code" / "Bob reviews Alice's code" are two claims), and nothing
    is a restatement of a question or of a passing state unless both are. When that fails, the same
    once frame words are set aside too ("We use Cloudflare as our CDN provider"). Empty when not."""
    if is_question(old) != is_question(new) or is_temporary(old) != is_temporary(new):
        return ""
    if _persons(old) and _persons(new) and _persons(old) != _persons(new):
        return ""  # "我们组" / "他们组", "I go jogging" / "she goes jogging": another party
    # A repeat marker or polite filler said around a one-word claim ("Please remember that I'm left-handed").
    least = 1 if _without_repeat_marker(old) != old or _without_repeat_marker(new) != new else 2
    plain_a, plain_b = _claim(old), _claim(new)
    same = _same_claim_keys(plain_a, plain_b, least)
    if same:
        return same
    if not set(plain_a[0]) ^ set(plain_b[0]) <= _FRAME_ANY:
        return ""  # a word that is no frame word on one side only: setting frame words aside cannot help
    framed = _same_claim_keys(_claim(old, True), _claim(new, True), least)
    return f"{framed}, frame words ('we use', 'is called', 'there are', '名字', '有') set aside" if framed else ""


MAX_TRADED_RUN = 4  # the longest run of words read as one party of "who did what to whom"
MAX_TRADED_KEYS = 40  # a sentence longer than this is no single "who did what" (and the search is quadratic)


def _traded_places(old: str, new: str) -> bool:
    """Two runs of words traded places around a word that is no coordinator: who did what to whom
    ("Maria sent the invoice to the client" / "The client sent the invoice to Maria", "张伟给李娜发了邮件"
    / "李娜给张伟发了邮件"). Two parties, not one fact said twice."""
    keys_a = tuple(k for k in _claim(old)[0] if k != "&")
    keys_b = tuple(k for k in _claim(new)[0] if k != "&")
    if len(keys_a) != len(keys_b) or len(keys_a) > MAX_TRADED_KEYS or sorted(keys_a) != sorted(keys_b) \
            or keys_a == keys_b:
        return False
    size, r = len(keys_a), MAX_TRADED_RUN
    for p in range(size):
        for lx in range(1, r + 1):
            for lm in range(1, r + 1):
                for ly in range(1, r + 1):
                    q, end = p + lx + lm, p + lx + lm + ly
                    if end > size:
                        break
                    x, m, y = keys_a[p:p + lx], keys_a[p + lx:q], keys_a[q:end]
                    if x != y and keys_a[:p] + y + m + x + keys_a[end:] == keys_b:
                        return True
    return False


# Who a sentence is about: "we" / "they" (我们组 / 他们组) are two groups, "我们" / "咱们" one.
_PERSONS = {**dict.fromkeys("i me my mine we us our ours myself 我 咱 俺".split(), "first"),
            **dict.fromkeys("you your yours yourself 你 您".split(), "second"),
            **dict.fromkeys("he him his himself 他".split(), "he"),
            **dict.fromkeys("she her hers herself 她".split(), "she"),
            **dict.fromkeys("they them their theirs".split(), "they")}


@_per_text
def _persons(text: str) -> frozenset[str]:
    parsed = dedup._Text.of(_without_repeat_marker(text))
    return frozenset(_PERSONS[t.casefold()] for t in parsed.tokens if t.casefold() in _PERSONS)


# An event or an activity: what one did, went to, bought, watched, learned, read, took part in. Its
# object is many-valued (a trip to Tibet and one to Yunnan, painting and calligraphy both stay true),
# unlike a single-valued slot (where one lives, the port, the rotation period), where a new value
# replaces the old. Matched as the same verb form on both sides, so the verb is in the kept frame.
_EVENT_WORDS = frozenset((
    "went gone visit visits visited visiting travel travels travelled traveled travelling traveling trip trips took "
    "bought buy buys buying purchased watch watched watches watching saw seen read reads reading learn learns "
    "learned learnt learning studied studying attend attends attended attending played playing paint paints "
    "painted painting drew cook cooks cooked cooking bake baked baking eat eats eating ate hike hiked hiking climb "
    "climbed climbing tried met celebrated celebrating").split())
_EVENT_CJK = re.compile(r"学习|参加|参观|旅行|旅游|游览|练习|(?<![过回出进下上失离搬])去(?![年世掉除])|"
                        r"买|看了|看过|在看|做了|爬了|玩了|读了|读过|吃了|画了")


@_per_text
def _event_verbs(text: str) -> frozenset[str]:
    words = frozenset(dedup._Text.of(text).keys) & _EVENT_WORDS
    return words | frozenset(_EVENT_CJK.findall(text)) if _CJK_RUN.search(text) else words


def _event_frame(old: str, new: str) -> str:
    """The event or activity verb both sentences keep ("took", "学习"), or "" when there is none."""
    kept = _event_verbs(old) & _event_verbs(new)
    return min(kept, key=lambda verb: (len(verb), verb)) if kept else ""  # the same verb in every process


# A party named by its relation to the speaker: "My husband can't eat gluten" is not "I can't eat gluten".
_PARTY_WORDS = frozenset((
    "husband wife partner spouse son daughter kid kids child children mom mum mother dad father parent parents "
    "brother sister friend friends roommate flatmate neighbour neighbor girlfriend boyfriend colleague colleagues "
    "coworker coworkers").split())
_PARTY_CJK = re.compile("老公|老婆|丈夫|妻子|爱人|儿子|女儿|孩子|妈妈|母亲|爸爸|父亲|父母|"
                        "哥哥|姐姐|弟弟|妹妹|朋友|室友|同事|邻居")


@_per_text
def _parties(text: str) -> frozenset[str]:
    words = frozenset(dedup._Text.of(text).keys) & _PARTY_WORDS
    return words | frozenset(_PARTY_CJK.findall(text)) if _CJK_RUN.search(text) else words


# Deployment environments, each under one name: "Production deploys go out at 4 pm" and "Staging deploys
# go out at 4 pm" are the settings of two environments, as "service alpha" and "service beta" are two services.
_ENVIRONMENT_NAMES = (
    ("production", r"\bprod(?:uction)?\b|生产环境|生产库|线上环境|正式环境"),
    ("staging", r"\bstag(?:e|ing)\s+(?:env|environment|server|cluster)s?\b|\bstaging\b|\bpre-?prod\b|预发布?环境|预发"),
    ("test", r"\b(?:test|testing|qa)\s+(?:env|environment|server|cluster|database|db|instance)s?\b|\bqa\b|\buat\b"
             r"|测试环境|测试服务器|测试库|测试集群"),
    ("development", r"\bdev(?:elopment)?\s+(?:env|environment|server|cluster|database|db|instance)s?\b"
                    r"|\bdev\b|开发环境"),
    ("sandbox", r"\bsandbox\b|沙箱环境|沙箱"),
    ("canary", r"\bcanary\b|灰度环境|灰度"),
)
_ENVIRONMENT = [(name, re.compile(pattern, re.IGNORECASE)) for name, pattern in _ENVIRONMENT_NAMES]


@_per_text
def _environments(text: str) -> frozenset[str]:
    return frozenset(name for name, pattern in _ENVIRONMENT if pattern.search(text))


def _refers_back(old: str, new: str) -> bool:
    """One side names a party, the other may point back to it ("我姐姐住在成都" / "她住在重庆"): a
    third-person pronoun on the side that names none."""
    bare = new if _parties(old) - _parties(new) else old
    return bool(_persons(bare) - {"first", "second"})


def _same_claim_keys(claim_a: tuple[tuple[str, ...], frozenset[str], frozenset[str]],
                     claim_b: tuple[tuple[str, ...], frozenset[str], frozenset[str]], least: int = 2) -> str:
    coord_a, details_a, guards_a = claim_a
    coord_b, details_b, guards_b = claim_b
    keys_b = tuple(k for k in coord_b if k != "&")
    if len(keys_b) < least or sorted(k for k in coord_a if k != "&") != sorted(keys_b) or guards_a != guards_b:
        return ""
    names = details_a | details_b
    in_order = [k for k in keys_b if k in names]
    for n, keys_a in enumerate(_coordinated_swaps(coord_a)):
        traded = " with two coordinated items traded" if n else ""
        # A clause moved to the front keeps the names in their turn ("Our CDN provider is Cloudflare" /
        # "Cloudflare is our CDN provider"); otherwise they keep their order.
        if any(keys_a[i:] + keys_a[:i] == keys_b for i in range(1, len(keys_a))):
            return f"the same words turned around (one clause moved to the front){traded}"
        if [k for k in keys_a if k in names] != in_order:
            continue
        if keys_a == keys_b:
            return f"the same words{traded} once repeat markers, filler, short and number forms are set aside"
    return ""


# -- restatements in another frame: every value kept, the slot named in other words -------------
# "My line manager is Fatima" / "I report to Fatima", "我在字节跳动上班" / "我是字节跳动的员工", "The
# nightly backup starts at 1:30 AM" / "Backups kick off every night at 1:30am": no two words in the same
# order, often under the cosine a merge asks for, yet the same claim. The rung reads each sentence as its
# values (numbers with their units, times, versions, identifiers, Latin names, a phone number's digits,
# titles in 《》, values of a known kind) and the words left around them; the two must carry the same
# values, and every word one side has alone must be a frame word or a word of one slot both sides name
# (below). A word of its own on either side ("staging", "mentor", "周报", a party) keeps them apart.
# Words that name one slot, one row per slot: slot :: phrases (a regular expression, matched
# case-insensitively; English phrases as whole words). Small on purpose: each row is a slot people
# name in several ways, and no row holds a word that names another slot.
_SLOT_WORD_TABLE = r"""
phone    :: (?:mobile|cell|cellphone|phone|telephone)(?:\s+(?:phone|number|no\.?))?|手机号码|手机号|手机|电话号码|电话
manager  :: (?:line|direct)\s+manager|manager|boss|supervisor|(?:i|we)\s+(?:directly\s+)?report\s+to|直属领导
          | |直属上级|领导|上司|上级
employer :: (?:work(?:s|ed|ing)?|employed|employee)\s+(?:at|for|by|of)|employer|工作单位|就职于|任职于|供职于|上班|员工
          | |就职|任职|工作|公司
database :: (?:main|primary)\s+(?:database|datastore|data\s+store|db|data)|database|datastore|db
          | |主数据库|主库|数据库|存数据
residence :: (?:live[sd]?|living|based|reside[sd]?)\s+in|where\s+(?:i|we)\s+live|家住在|家住|住在|住|家在|定居在|定居于
birthday :: birthday|born\s+on|生日|出生
vehicle  :: drives?\s+an?|(?:my\s+)?car\s+is(?:\s+an?)?|开的是|开的车是|车是|的车
ci       :: ci|continuous\s+integration|builds|pipeline|持续集成|流水线
release  :: deploy(?:s|ment|ments)?(?:\s+go(?:es)?\s+out)?|ship(?:s|ping)?\s+to|releases?|发版|上线
write    :: written\s+in|writes?\s+in|编写的|编写|写的|写成
target   :: target|aims?\s+for|goal|目标
favourite :: favou?rite|go-to|usual|preferred|likes?\s+best|最喜欢|最爱
wechat   :: 微信号|微信
name     :: 名字叫|名字是|的名字|名字|叫做|叫
likes    :: likes?|liked|enjoys?|enjoyed|(?:am|'m|is|'s|are|'re)\s+(?:really\s+|big\s+)?into
          | |(?:am|'m|is|'s|are|'re)\s+(?:an?\s+)?(?:big\s+|huge\s+)?fans?\s+of|(?:cheers?|roots?)\s+for|hobby|hobbies
owner    :: owns?|owned\s+by|(?:the\s+)?owners?(?:\s+of)?
"""
# Frame words either side may add or drop: the verbs that only say "uses", "is", "takes place" ("is
# hosted on", "跑在", "用的是", "starts at", "进行"), hedges, and nouns that name the kind of the value the
# sentence gives ("framework", "电脑"). Phrases first (removed before words are read), then single keys.
_FRAME_PHRASES = re.compile(
    r"\b(?:(?:(?:is|are)\s+)?(?:hosted|served|running|runs?|listens?|listening)\s+(?:on|in|at)|kicks?\s+off"
    r"|takes?\s+place|is\s+held"
    # a past visit said another way ("went" is "go", a frame word already): "I went to Kyoto" / "I visited Kyoto"
    r"|went\s+to(?:\s+see)?|visited|(?:took|made)\s+a\s+trip\s+to|travell?ed\s+to|paid\s+a\s+visit\s+to)\b",
    re.IGNORECASE)
_FRAME_PHRASES_CJK = re.compile(r"部署在|跑在|托管在|放在|用的是|使用|设置为|设置成|设成|设为|定在|安排在|进行|执行"
                                r"|开始|都会|一起|正在|[一1]辆|[一1]台|[一1]部|时间|框架|电脑|笔记本|地址|地点|日子")
_FRAME_WORDS = frozenset(_same_key(w, dedup._stem(w)) for w in (
    "use uses used using run runs ran running go goes going get gets got keep keeps kept have has had happen "
    "happens happened start starts started begin begins began hold holds held take takes put set do does make "
    "makes everything always usually also just serve serves served listen listens port name framework library "
    "provider vendor laptop computer one current currently").split()) | frozenset("由向做开有会用跑")
# Characters that join a sentence's words and say nothing of the fact (_CN_FUNCTION less the coordinators:
# "我和老婆去了西安" is not "我老婆去了西安").
_CJK_GLUE = (_CN_FUNCTION - frozenset("和与")) | frozenset("上里中")
_SAME_CJK = str.maketrans({"跟": "和", "与": "和", "同": "和"})
# Who reports to whom, said the Chinese way: "我向赵敏汇报" is "my manager is 赵敏", "我是赵敏的领导" its reverse.
_CJK_REPORT_TO = re.compile(r"(我们?)(?:直接)?向([^，。,.！!？?\s]{1,8}?)汇报(?:工作)?")
_CJK_MANAGER_OF = re.compile(r"是([^，。,.！!？?\s的]{1,8})的(?:直属)?(?:领导|上司|上级|经理)")
# A party named as the object ("Fatima reports to me", "赵敏向我汇报", "加我微信"): the other side of a relation.
_OBJECT_PRONOUN = re.compile(r"\b(?:me|us)\b|(?<=[向给对让帮跟和叫打加找问])我", re.IGNORECASE)
_POSSESSED_NAME = re.compile(r"\b([A-Z][\w.-]*)['’]s\b")
_TITLE = re.compile(r"《([^》]+)》|「([^」]+)」|“([^”]+)”")
_PHONE_DIGITS = re.compile(r"(?<![A-Za-z0-9_.:/-])\+?\d[\d -]{5,}\d(?![A-Za-z0-9_]|[.:/-]\w)")
_CN_CLOCK = re.compile(r"[零一二两三四五六七八九十]{1,3}(?=点(?![儿心]))")  # "凌晨两点" / "凌晨2点"
_GIGS = re.compile(r"(\d+(?:\.\d+)?)\s*G(?:B)?(?![A-Za-z])")
_UNIT_CJK = frozenset("秒分时天周月年点号楼层岁倍元块次遍回趟")
_UNIT_KEYS = frozenset(_UNITS.values())
# Kinds whose values are common words ("daily", "tea", "bus"): kept as values, but alone they make no
# claim distinctive enough to store once.
_PLAIN_KINDS = frozenset(("frequency", "weekday", "commute", "drink", "diet"))
_SLOT_ROWS = _table_rows(_SLOT_WORD_TABLE)
# One pattern for every slot's phrases: one pass over the text.
# (A Latin phrase as whole words; a Chinese one anywhere, a number beside it too: "开的是1辆…".)
_ANY_SLOT = re.compile("(?:(?<![A-Za-z0-9_])|(?=[^A-Za-z0-9_]))(?:"
                       + "|".join(rf"(?P<{slot}>{body})" for slot, body in _SLOT_ROWS)
                       + ")(?!(?<=[A-Za-z0-9_])[A-Za-z0-9_])", re.IGNORECASE)


def _slot_marker(m: re.Match) -> str:
    return f" slot{m.lastgroup} "


@dataclass(frozen=True)
class _ValueFrame:
    values: frozenset[str]  # names, numbers, identifiers, titles, values of a kind
    distinctive: frozenset[str]  # those that make a claim on their own (not "3", not "daily")
    plain: frozenset[str]  # values of a plain kind ("daily", "tea", "bus")
    names: tuple[str, ...]  # Latin names in the order written
    owned: frozenset[str]  # names written as an owner ("Fatima's manager")
    object_pronoun: bool  # "me" / "us" / "向我": the speaker on the receiving end
    initial: tuple[str, str] | None  # a capitalised first word (a name, or just the start): (value, word key)
    words: frozenset[str]  # the rest: content keys, Chinese characters and slot markers ("slotmanager")
    bigrams: frozenset[str]  # Chinese character pairs of the rest
    guards: frozenset[str]


def _cut_known_kinds(text: str, t: str, keep: Callable[[str, bool], str], plain: set[str]) -> str:
    """`t` (the reading of `text` so far) with each value of a known kind handed to `keep` and cut out; the
    plain kinds (how often, …) are also added to `plain`, since they say too little alone."""
    named = value_kinds(_cjk_same(text))  # (most sentences name no value of a known kind: nothing to look for)
    for kind, pattern in _KINDS:
        if kind not in named:
            continue

        def kind_value(m: re.Match, kind: str = kind) -> str:
            value = re.sub(r"\s+", " ", m.group().casefold()).replace("个", "")
            value = _SAME_VALUE.get(value, value)
            if kind == "weekday":
                value = value.rstrip("s")
            if kind in _PLAIN_KINDS:
                plain.add(value)
            return keep(value, kind not in _PLAIN_KINDS)

        t = pattern.sub(kind_value, t)
    return t


@_per_text
def _value_frame(text: str) -> _ValueFrame:
    """A sentence read as its values and the words around them (the "same values, reworded" rung)."""
    t = _cjk_same(unicodedata.normalize("NFKC", _without_repeat_marker(text)))
    values: set[str] = set()
    distinctive: set[str] = set()
    plain: set[str] = set()

    def keep(value: str, strong: bool = True) -> str:
        values.add(value)
        if strong:
            distinctive.add(value)
        return " "

    owned = frozenset(m.group(1).casefold() for m in _POSSESSED_NAME.finditer(t))
    object_pronoun = bool(_OBJECT_PRONOUN.search(t))
    t = _CJK_MANAGER_OF.sub(r"是 \1 slotunderling ", _CJK_REPORT_TO.sub(r"\1 slotmanager \2 ", t))
    t = _TITLE.sub(lambda m: keep("《" + next(g for g in m.groups() if g).casefold()), t)
    t = _PHONE_DIGITS.sub(lambda m: keep(re.sub(r"\D", "", m.group())) if sum(c.isdigit() for c in m.group()) >= 7
                          else m.group(), t)
    t = as_digits(_CN_CLOCK, t)
    t = _number_forms(_GIGS.sub(r"\1 gb", t)).translate(_SAME_CJK)
    # Twice: "CI流水线" is two phrases with no space between (a match's end is the next one's lookbehind).
    t = _ANY_SLOT.sub(_slot_marker, _ANY_SLOT.sub(_slot_marker, t))
    t = _FRAME_PHRASES.sub(" ", t)
    if _CJK_RUN.search(t):
        t = _FRAME_PHRASES_CJK.sub(" ", t)

    t = _CJK_LOCATIVE_END.sub("", _cut_known_kinds(text, t, keep, plain))
    parsed = dedup._Text.of(t)
    names: list[str] = []
    words: set[str] = set()
    initial = None
    cjk = ""
    for n, (token, key) in enumerate(zip(parsed.tokens, parsed.keys, strict=True)):
        if dedup._is_cjk(token):
            if token not in _CJK_GLUE and token not in _FRAME_WORDS:
                words.add(token)
                cjk += token
            else:
                cjk += " "
            continue
        cjk += " "
        if not any(c.isalnum() for c in token):
            continue
        if token.startswith("slot") and token[4:] in _SLOT_PHRASE_NAMES:
            words.add(token)
            continue
        value = _SAME_VALUE.get(token.casefold(), _same_name(token))
        nxt = parsed.keys[n + 1] if n + 1 < len(parsed.keys) else ""
        if any(c.isdigit() for c in token) or re.search(r"\w[./_@:]\w", token):
            keep(value, any(c.isalpha() or c in ".:" for c in token) or sum(c.isdigit() for c in token) >= 3
                 or nxt in _UNIT_KEYS or nxt in _UNIT_CJK)
            continue
        if token[:1].isupper() and token != "I":
            if n:
                keep(value)
                names.append(value)
                continue
            initial = (value, _same_key(token, key))
            continue
        k = _same_key(token, key)
        if k and k not in _RESTATE_FILLER and k not in _EN_STOP and k not in _FRAME_WORDS:
            words.add(k)
    runs = cjk.split()
    bigrams = frozenset(run[i:i + 2] for run in runs for i in range(len(run) - 1))
    return _ValueFrame(frozenset(values), frozenset(distinctive), frozenset(plain - distinctive), tuple(names),
                       owned, object_pronoun, initial,
                       frozenset(words), bigrams, parsed.guards())


_SLOT_PHRASE_NAMES = frozenset(slot for slot, _ in _SLOT_ROWS) | {"underling"}


@_per_text
def _value_hints(text: str) -> tuple[str, frozenset[str], frozenset[str]]:
    """What a sentence's values must show, read cheaply (the dedup tokens and number forms the other rungs
    read anyway): its digits, sorted ("139 0011 2233" / "13900112233", "十月三号" / "10月3号"), its
    capitalised words after the first, and all its words, casefolded."""
    text = _cjk_same(unicodedata.normalize("NFKC", _without_repeat_marker(text)))
    runs = re.findall(r"\d+", as_digits(_CN_CLOCK, _number_forms(text)))
    digits = "".join(sorted("".join(run for run in runs if run != "1")))  # "一次", "一遍": mostly no value
    parsed = dedup._Text.of(text)
    caps = frozenset(_same_name(t) for n, t in enumerate(parsed.tokens)
                     if n and t[:1].isupper() and t.casefold() not in _UNITS
                     and not (t.isupper() and len(t) <= 3))  # (nor "I", "CI", "DB": often the slot's own word)
    return digits, caps, frozenset(_same_name(t) for t in parsed.tokens)


def _same_name(token: str) -> str:
    """One form of a name written short or long ("k8s" / "Kubernetes", "TS" / "TypeScript"), with or without
    ".js" ("Node" / "Node.js") or a plural "s" ("Monday" / "Mondays")."""
    word = token.casefold().removesuffix(".js")
    mapped = _SAME_WORD.get(word, "")
    word = mapped if mapped.isalnum() else word
    return word[:-1] if len(word) > 3 and word.endswith("s") and word.isalpha() else word


# Months and weekdays written as names: when a sentence moves them ("In April I visited Kyoto") no party moved.
_CALENDAR_NAMES = frozenset(_same_name(w) for w in (
    "january february march april may june july august september october november december "
    "monday tuesday wednesday thursday friday saturday sunday").split())


def _slot_words_apart(old: str, new: str) -> bool:
    """Both sentences name a slot of _SLOT_WORD_TABLE, in words that are not the same."""
    phrases_a = {(m.lastgroup, m.group().casefold()) for m in _ANY_SLOT.finditer(old)}
    phrases_b = {(m.lastgroup, m.group().casefold()) for m in _ANY_SLOT.finditer(new)}
    return bool(phrases_a) and bool(phrases_b) and phrases_a != phrases_b


def _values_kept_reworded(old: str, new: str) -> str:
    """The same claim with every value kept and the frame reworded, or "" (see _SLOT_WORD_TABLE)."""
    if signals_in(old) or signals_in(new) or is_question(old) or is_question(new) or is_feeling(old) \
            or is_feeling(new) or is_temporary(old) or is_temporary(new) or _parties(old) != _parties(new):
        return ""
    (digits_a, caps_a, tokens_a), (digits_b, caps_b, tokens_b) = _value_hints(old), _value_hints(new)
    if digits_a != digits_b or not caps_a <= tokens_b or not caps_b <= tokens_a:
        return ""  # another number or name on one side: most pairs end here, before a full reading
    a, b = _value_frame(old), _value_frame(new)
    if a.guards != b.guards or _traded_places(old, new):
        # ("Maria sent the invoice to the client" / "The client sent the invoice to Maria": two parties.)
        return ""
    values_a, values_b = set(a.values), set(b.values)
    words_a, words_b = set(a.words), set(b.words)
    # A capitalised first word is a name when the other sentence writes it as one ("Shopify is my employer").
    for x, y, values, words in ((a, b, values_a, words_a), (b, a, values_b, words_b)):
        if x.initial:
            if x.initial[0] in y.values:
                values.add(x.initial[0])
            elif x.initial[1] not in _RESTATE_FILLER and x.initial[1] not in _EN_STOP \
                    and x.initial[1] not in _FRAME_WORDS:
                words.add(x.initial[1])
    if values_a != values_b or words_a != words_b or a.object_pronoun != b.object_pronoun \
            or a.owned & values_a != b.owned & values_b:
        return ""  # (or the relation turned around: "I report to Fatima" / "Fatima reports to me")
    names_a = ((a.initial[0],) if a.initial and a.initial[0] in values_a else ()) + a.names
    names_b = ((b.initial[0],) if b.initial and b.initial[0] in values_b else ()) + b.names
    names_a = [v for v in names_a if v not in _CALENDAR_NAMES]
    names_b = [v for v in names_b if v not in _CALENDAR_NAMES]
    if [v for v in names_a if v in names_b] != [v for v in names_b if v in names_a]:
        return ""  # names in another order: who did what to whom may have changed (not "In April I …")
    promoted = {x.initial[0] for x in (a, b) if x.initial}
    if values_a & (a.distinctive | b.distinctive | promoted):
        kept = ", ".join(sorted(values_a))
    elif _kept_value(dedup._Text.of(old), dedup._Text.of(new)):  # "… is oolong" / "… best is oolong", "在阿里巴巴"
        kept = _kept_value(dedup._Text.of(old), dedup._Text.of(new))
    elif a.bigrams & b.bigrams:  # Chinese names are not told by their form: a word both share (besides "每天", "3次")
        kept = min(a.bigrams & b.bigrams)
    elif any(not w.startswith("slot") for w in words_a) \
            and (values_a <= a.plain if values_a else _slot_words_apart(old, new)):
        # "I like jazz" / "I'm into jazz": a value in lower case is no name, but the slot is named in two ways
        # from one row and every other word is the same: those words are the value kept. "The board meets every
        # quarter" / "The board meets quarterly": only plain values (how often), spelled two ways, and the same
        # words around them.
        kept = ", ".join(sorted(values_a | {w for w in words_a if not w.startswith("slot")}))
    else:
        return ""
    slots = sorted(w[4:] for w in words_a if w.startswith("slot") and w[4:] in _SLOT_PHRASE_NAMES)
    said = f", slot words read as one ({', '.join(slots)})" if slots else ""
    return f"the same values ({kept[:60]}) in a reworded frame{said}: a restatement"


def _ladder(old: str, new: str, similarity: float | None, thresholds: dedup.Thresholds | None) -> Judgement:
    """The rules, one ordered ladder (first match wins). It is long on purpose: reading it top to
    bottom is the explanation."""
    if not old.strip() or not new.strip():
        return Judgement("unrelated", "an empty sentence")
    if len(old) > RULE_CHARS or len(new) > RULE_CHARS:  # longer than any write: not judged at all
        return Judgement("distinct", f"longer than {RULE_CHARS} characters: kept apart, not compared by rules")
    a, b = dedup._Text.of(old), dedup._Text.of(new)
    if a.keys == b.keys:
        return Judgement("restatement", "same words", similarity=similarity)
    bare = _RESTATE_MARKERS.sub("", new, count=1)
    if bare != new and dedup._Text.of(bare).keys == a.keys:
        return Judgement("restatement", "the same words after a repeat marker ('like I said')", similarity=similarity)
    if is_phatic(old) or is_phatic(new):
        return Judgement("chatter", "greetings and thanks are never merged", similarity=similarity)
    # Below the update line (most dense neighbours of a write) this rung cannot fire: it is asked only
    # where a later rung reads it, not of every pair.
    near = similarity is None or thresholds is None or similarity >= thresholds.update
    other_form = _same_claim_other_form(old, new) if near else ""
    if other_form:
        return Judgement("restatement", other_form, similarity=similarity)
    reworded = _values_kept_reworded(old, new)
    if reworded:
        return Judgement("restatement", reworded, similarity=similarity)
    if _nothing_in_common(a, b, old, new) and (similarity is None or thresholds is None
                                               or similarity < thresholds.conflict):
        # Every rule below that links, merges or restates needs a word or a slot in common, or
        # most of the frame; most neighbours of a write have none of these, and are answered here.
        return Judgement("unrelated", _NOTHING_IN_COMMON, similarity=similarity)
    lexical = thresholds is None or similarity is None
    th = LEXICAL if lexical else thresholds
    score = _lexical_similarity(old, new) if lexical else float(similarity)

    found_new = signals_in(new)
    old_labels = {label for label, _ in signals_in(old)}
    fresh = [(label, s) for label, s in found_new if label not in old_labels
             and (label != "new" or _new_names_old_thing(old, new))]
    labels = tuple(label for label, _ in fresh)
    strengths = {s for _, s in fresh}
    shared = content_terms(_without_signals(_without_speaker(old))) \
        & content_terms(_without_signals(_without_speaker(new)))
    families = slot_families(old) & slot_families(new)
    slot = " ".join(sorted(shared))[:80] or ", ".join(sorted(families))
    old_value, new_value = _values(_without_adverbs(old), _without_adverbs(new))

    ended = [bool({label for label, _ in found_new} & _ENDED), bool(old_labels & _ENDED)]
    same_when_negation_set_aside = any(ended) and _same_claim(_NEGATION.sub(" ", old), _NEGATION.sub(" ", new))
    if same_when_negation_set_aside and ended[0] != ended[1]:
        # "Our builds no longer run on Buildkite", "I don't take the train anymore": the very claim
        # stopped (or, the other way round, started again): the same words, the opposite fact.
        return Judgement("update", "the same claim said to have stopped or started again (no longer / 不再)",
                         labels, slot, similarity=similarity)
    if (fresh or old_labels) and (_same_claim(old, new) or same_when_negation_set_aside):
        return Judgement("restatement", "only change words differ; the value is the same", labels, slot,
                         similarity=similarity)
    if is_temporary(new) and not is_temporary(old):
        if shared or families or score >= th.conflict:
            return Judgement("temporary", "a passing state ('this week', '暂时') does not replace a lasting fact",
                             labels, slot, old_value, new_value, similarity=similarity)
    left = _left_old_value(old, new) if not old_labels else ""
    if left and (shared or families or score >= th.update) and _one_value_apart(old, new):
        return Judgement("update", f"the older sentence's value is said to be left ('{left}')", (), slot, left,
                         new_value, similarity=similarity)
    if fresh:
        named = _named_old_value(old, new)
        back = bool(strengths & {"back"}) or (bool(strengths & {"back-weak"}) and bool(shared))
        kind = "reversal" if back else "update"
        if named and (shared or families or score >= th.update) and _one_value_apart(old, new):
            return Judgement(kind, f"change signal names the old value ({named})", labels, slot,
                             named, new_value, similarity=similarity)
        # The sentence without its change words keeps the old frame with one value changed.
        framed = dedup.decide(_without_adverbs(old), _without_adverbs(new), max(score, th.update), th)
        if framed.kind != "merge":
            framed = dedup.decide(_bare(old), _bare(new), max(score, th.update), th)
        if framed.kind == "merge":
            return Judgement(kind, f"change signal '{labels[0]}' in the same frame, {framed.reason}", labels,
                             slot, old_value, new_value, similarity=similarity)
        # "failed again on Tuesday": a dated event recurs, it does not return to an old value.
        dated = bool((a.guards() | b.guards()) & _TIME_WORDS)
        back = back and (bool(strengths & {"back"}) or not dated)
        strong = bool(strengths & {"strong", "back"}) or back
        # A shared Chinese run made of numerals and measure words ("百元" in "三百元" / "两百元") is part of the
        # value, not a subject.
        cjk_subject = strong and any(_CJK_RUN.fullmatch(t) and not set(t) <= _CJK_VALUE_CHARS for t in shared)
        same_subject = len(shared) >= 2 or cjk_subject or bool(families) \
            or (len(shared) == 1 and _only_details_differ(old, new, shared))
        # A change replaces a value: the old sentence loses words, or the new one brings a new detail
        # ("… is #incidents" / "… renamed to #ops-alerts"); only adding plain words is no change.
        value_changed = (bool(new_value) and (bool(old_value) or _has_detail(new_value))) \
            or (back and bool(old_value))
        # Sentences that differ by more than a value's worth of words say something else, whatever
        # change word they carry (chat: "以后我也会注意这些细节", "但是又怕预算不够"): no link.
        apart = _one_value_apart(old, new)
        if same_subject and value_changed and apart and not _subject_changed(a, b):
            if strong:
                return Judgement(kind, f"change signal '{labels[0]}' on the same subject, value changed", labels,
                                 slot, old_value, new_value, similarity=similarity)
            if not dated:
                return Judgement("possible_update", f"weak change word '{labels[0]}' on the same subject", labels,
                                 slot, old_value, new_value, similarity=similarity)
        elif (len(shared) >= 2 or families) and score >= th.update and value_changed and apart and not dated \
                and not _subject_changed(a, b):
            # A subject and a slot in common, not one word: chat turns share a word ("hope", "tell") daily.
            return Judgement("possible_update", f"change word '{labels[0]}' on a similar sentence", labels, slot,
                             old_value, new_value, similarity=similarity)
        plain = dedup._Text.of(_without_signals(old)).guards() | dedup._Text.of(_without_signals(new)).guards()
        # A return ("用回Vim", "went back to zsh") after a sentence that itself said it changed ("我现在用VS Code
        # 写代码"): the value the older one moved to is left again, though no word is shared.
        returning = bool(strengths & {"back"}) and bool(old_labels)
        replaced = _replaced_values(old, new, initial=bool(strengths & {"strong", "back"})) \
            if (shared or families or returning) and apart \
            and not plain & _TIME_WORDS else None
        if replaced and not _subject_changed(a, b, replaced, families):
            # "Bob took over billing" after "Alice owns billing", "I catch the 8:10 train these days" after
            # "I take the 7:45 train": one word in common and a name or number left for another, with a
            # change word. The frame is reworded, so not sure: a link.
            where = f"beside '{slot[:40]}'" if slot else "after the older sentence's own change"
            return Judgement("possible_update", f"change word '{labels[0]}', a value replaced {where}: "
                             f"{replaced[0]} -> {replaced[1]}", labels, slot,
                             replaced[0], replaced[1], similarity=similarity)
        beside = _value_beside_shared_word(a, b) if apart else ""
        if beside and not dated and not _subject_changed(a, b) and not _cjk_subject_changed(old, new):
            # "The office is on the 3rd floor" / "We are on the 12th floor now": no subject in common,
            # but a value next to the same word changed and the sentence says so. Not sure: a link.
            return Judgement("possible_update", f"change word '{labels[0]}', the value beside '{beside}' changed",
                             labels, slot, old_value, new_value, similarity=similarity)
        kind_change = _kind_changed(old, new, both_sides=False)
        if kind_change and not is_temporary(new) and _kind_frame_kept(old, new, kind_change[0]):
            # "We use Postgres for the main database" / "We're on MongoDB now", "Our docs are generated by
            # Sphinx" / "We moved the documentation over to MkDocs": no word in common but the slot, known by
            # its kind of value, and a change word. The frame is not kept, so not sure: a link.
            kind, was, now = kind_change
            return Judgement("possible_update", f"change word '{labels[0]}', a value of one kind ({kind}) "
                             f"replaced: {was} -> {now}", labels, slot or kind, was, now, similarity=similarity)
    if old_labels and not fresh:
        # The older sentence said how it changed ("was changed to 2"), the newer one states a value.
        framed = dedup.decide(_bare(old), _bare(new), max(score, th.update), th)
        if framed.kind == "merge":
            return Judgement("update", f"the same frame once change words are set aside, {framed.reason}", labels,
                             slot, old_value, new_value, similarity=similarity)
    verdict = dedup.decide(old, new, score, th)
    other_quantity = _quantities_apart(old, new)
    if other_quantity and verdict.kind == "strengthen":
        # "$50" / "50 euros", "一个半小时" / "一个小时", "every 60 seconds" / "every 60 minutes": close wording, but
        # a quantity read in one form (flymemory.numerals) is another amount: no restatement by closeness.
        verdict = dedup.Verdict("new", f"close wording, another quantity ({other_quantity})")
    details_a, details_b = _anchors(a), _anchors(b)
    anchored = bool(details_a) and details_a == details_b and not other_quantity
    kept = "" if fresh or other_quantity or dedup._details_differ(a, b) else _kept_value(a, b)
    if families and not fresh:
        # A single-valued slot (where one lives, works, studies, what one drives) with a long value
        # over a short frame: "我住在杭州西湖区" / "我住在上海浦东" keep only "我住在" (3 of 8
        # characters), under the half the general rule asks, and read as close wording.
        cjk_slot = _cjk_slot_change(a, b, FAMILY_SHARE)
        # The shared family and the kept frame are the evidence here, as they are without an embedder; the
        # cosine only has to come near the update line (MiniLM, trained on English, gives "我住在杭州西湖区" /
        # "我住在上海浦东" 0.655, under its conflict line's 0.9).
        if cjk_slot and (lexical or score >= th.update * 0.9):
            return Judgement("update", f"same {', '.join(sorted(families))} frame, the value after '{cjk_slot[0]}' "
                             f"changed: {cjk_slot[1]} -> {cjk_slot[2]}", labels, slot, cjk_slot[1], cjk_slot[2],
                             in_place=True, similarity=similarity)
    family_value = _family_value_change(a, b) if families and not fresh else ""
    if family_value and (lexical or score >= th.update):
        # "I drive a Honda Civic" / "I drive a Mazda 3": one name or number replaced in the same frame
        # of a single-valued slot, although no linker ("is", "on") stands before it.
        return Judgement("update", f"same {', '.join(sorted(families))} frame, one value changed: {family_value}",
                         labels, slot, old_value, new_value, in_place=True, similarity=similarity)
    if verdict.kind == "strengthen" and verdict.reason == "same words, reordered" \
            and (near or not _same_claim_other_form(old, new)) \
            and (_names_reordered(old, new) or _traded_places(old, new)):
        # "Alice reviews Bob's code" / "Bob reviews Alice's code": the same words, but two names traded
        # places, and not as two coordinated items ("Alice and Bob" / "Bob and Alice").
        return Judgement("distinct", "the same words with names in another order: two things traded places",
                         similarity=similarity)
    if verdict.kind == "strengthen":
        if verdict.reason.startswith("restatement (similarity") and not anchored \
                and not (kept and score >= th.paraphrase) \
                and _jaccard(content_terms(old), content_terms(new)) < 0.5:
            # Chat says similar things on different days ("I feel a bit down today"): without a
            # shared detail or most words in common, closeness alone does not make one fact.
            return Judgement("distinct", f"similar wording ({score:.2f}) without a shared detail",
                             similarity=similarity)
        return Judgement("restatement", verdict.reason, similarity=similarity)
    cjk_slot = _cjk_slot_change(a, b)
    if cjk_slot and (score >= th.conflict * 0.9 or (lexical and bool(families))):
        # Without an embedder the ratio of a long value over a short frame is low ("我住在杭州西湖区" /
        # "我住在上海浦东"); a shared slot family ("住") stands in for the cosine.
        return Judgement("update", f"same frame, the value after '{cjk_slot[0]}' changed: {cjk_slot[1]} -> "
                         f"{cjk_slot[2]}", labels, slot, cjk_slot[1], cjk_slot[2], in_place=True,
                         similarity=similarity)
    # A rewording keeps its details in another frame; the same frame with a content word swapped
    # ("Service alpha listens on port 8080" / "Service beta …", 0.98 with e5) is two facts.
    swapped = verdict.reason == dedup.SWAPPED_CONTENT and _only_words_swapped(a, b)
    if anchored and not fresh and not swapped and score >= th.paraphrase and a.guards() == b.guards():
        return Judgement("restatement", f"reworded with the same details (similarity {score:.2f})",
                         similarity=similarity)
    if kept and not swapped and score >= th.paraphrase and a.guards() == b.guards():
        # "My favourite tea is oolong" / "The tea I like best is oolong", "我在阿里巴巴工作" / "我的公司是
        # 阿里巴巴": the frame is reworded, the value kept. Chat this close in meaning rewords a frame
        # too ("今天想和你谈谈我的旅游计划" / "…聊聊我的旅行计划", 0.99) but keeps no value.
        return Judgement("restatement", f"reworded, the value '{kept}' kept (similarity {score:.2f})",
                         similarity=similarity)
    if verdict.kind == "merge" and _IDENTIFIER.fullmatch(old_value) and _IDENTIFIER.fullmatch(new_value):
        # "an index on customer_id" / "an index on created_at": identifiers name two things, not two values.
        return Judgement("distinct", f"identifiers differ ({old_value} / {new_value}): two facts",
                         similarity=similarity)
    if verdict.kind == "merge":
        return Judgement("update", f"same frame, {verdict.reason}", labels, slot, old_value, new_value,
                         in_place=True, similarity=similarity)
    if not fresh and not old_labels and len(shared) >= 2 and a.guards() == b.guards() \
            and not _subject_changed(a, b):
        replaced = _replaced_values(old, new, only=True)
        if replaced and not (_head_keys(a) & set(dedup._Text.of(replaced[0]).keys)
                             and _head_keys(b) & set(dedup._Text.of(replaced[1]).keys)):
            # (A value before the verb on both sides names the subject: "Invoice 2041 was paid in March" /
            # "Invoice 2042 was paid in April" are two invoices.)
            # "The default timeout is 30 seconds" / "Default timeout: 60s": the subject's words kept, the frame
            # reworded, and nothing else differs but the values. Without a change word: a link.
            return Judgement("possible_update", f"same subject ({' '.join(sorted(shared))[:40]}), only the value "
                             f"differs: {replaced[0]} -> {replaced[1]}", labels, slot, replaced[0], replaced[1],
                             similarity=similarity)
    kind_change = _kind_changed(old, new) if not fresh and not old_labels else None
    if kind_change and _kind_frame_kept(old, new, kind_change[0], same_words=True):
        # "The newsletter goes out once a month" / "The newsletter goes out every Friday": the same words
        # around a value of one kind, and only that value differs. No change word: a link.
        kind, was, now = kind_change
        return Judgement("possible_update", f"same words, only the {kind} differs: {was} -> {now}", labels, slot,
                         was, now, similarity=similarity)
    if dedup.looks_conflicting(old, new):
        return Judgement("possible_update", "same frame, one value or a negation differs", labels, slot,
                         old_value, new_value, similarity=similarity)
    if not shared and not families and score < th.conflict:
        return Judgement("unrelated", "no shared subject", similarity=similarity)
    return Judgement("distinct", verdict.reason, similarity=similarity)


# The most content words either side may have of its own once values of a kind and change words are set
# aside, for two sentences with no other word in common to be read as one slot ("Secrets sit in …" /
# "We now keep secrets in …": "sit" / "keep").
MAX_KIND_FRAME_WORDS = 3
# A part of the day is a habit's time, not a date: the stemmer keeps the plural "mornings" as the
# guard "morning" but reads "morning" as "morn", so "I drink coffee in the morning" / "I switched to
# tea in the mornings" differed by a date word only in the plural. Set aside on both sides alike.
_PART_OF_DAY = frozenset(("morning", "afternoon", "evening"))


def _kind_frame_kept(old: str, new: str, kind: str, same_words: bool = False) -> bool:
    """Around their values of `kind`, the two sentences say little else that differs: no other kind of
    value named on both sides and changed ("We upgraded Postgres on Monday" / "… Redis on Thursday": two
    events), at most MAX_KIND_FRAME_WORDS content words of each side's own (`same_words`: none, and at
    least one word in common), no date or time word outside the values ("on Monday" is a date unless the
    weekday is what changed), no question, and no subject of their own ("The mobile app …" / "The desktop
    app …"), unless one side's subject is a pronoun."""
    if is_question(old) or is_question(new) or is_feeling(old) or is_feeling(new) or is_phatic(old) \
            or is_phatic(new):
        return False
    had, has = value_kinds(old), value_kinds(new)
    if any(had[k] != has[k] for k in had.keys() & has.keys() if k != kind):
        return False
    rest_old, rest_new = _without_kind_values(old, kind), _without_kind_values(new, kind)
    a, b = dedup._Text.of(_without_signals(rest_old)), dedup._Text.of(_without_signals(rest_new))
    guards_a, guards_b = a.guards() - _PART_OF_DAY, b.guards() - _PART_OF_DAY
    if (guards_a | guards_b) & _TIME_WORDS or guards_a != guards_b:
        return False
    terms_old = content_terms(_without_signals(_without_adverbs(rest_old)))
    terms_new = content_terms(_without_signals(_without_adverbs(rest_new)))
    own_old, own_new = terms_old - terms_new, terms_new - terms_old
    if same_words:
        if own_old or own_new or not terms_old:
            return False
    elif max(len(own_old), len(own_new)) > MAX_KIND_FRAME_WORDS:
        return False
    if _pronoun_led(old) or _pronoun_led(new):
        return True
    return not _subject_changed(dedup._Text.of(rest_old), dedup._Text.of(rest_new))


def _only_words_swapped(a: dedup._Text, b: dedup._Text) -> bool:
    """Every difference is one word put in another's place, in the same frame, and no two of them
    share a stem ("alpha" / "beta", not "live" / "living"), or a name put in the place of a name in the
    other script ("iOS" / "安卓"): no rewording, just another thing named."""
    changes = [op for op in dedup.align(a.keys, b.keys) if op[0] != "equal"]
    return bool(changes) and all(
        tag == "replace" and (
            (i2 - i1 == j2 - j1 and all(not dedup._is_cjk(x) and not dedup._is_cjk(y) and x[:3] != y[:3]
                                        for x, y in zip(a.keys[i1:i2], b.keys[j1:j2], strict=True)))
            or _other_script(a.keys[i1:i2], b.keys[j1:j2])
            or (len(changes) == 1 and _other_cjk_name(a.keys[i1:i2], b.keys[j1:j2])))
        for tag, i1, i2, j1, j2 in changes)


MAX_CJK_NAME_SWAP = 3  # the longest Chinese run read as a name put in another's place ("订单" / "日志", "东" / "北")


def _other_cjk_name(x: tuple[str, ...], y: tuple[str, ...]) -> bool:
    """A short run of Chinese characters put in the place of another of the same length, the one
    difference of the two sentences, with no character in common and neither one filler
    ("订单库" / "日志库", "华东集群" / "华北集群", "小王" / "小李"): another thing named. A synonym in
    the same place reads the same way and is kept apart too (a duplicate costs less than a hidden
    fact), unless it is a form the restatement rung reads as one word ("大概" / "大约")."""
    return 0 < len(x) == len(y) <= MAX_CJK_NAME_SWAP and all(map(dedup._is_cjk, x + y)) \
        and not set(x) & set(y) and not all(k in _RESTATE_FILLER or k in _CN_FUNCTION for k in x + y)


def _other_script(x: tuple[str, ...], y: tuple[str, ...]) -> bool:
    """A name in one script put in the place of a name in the other ("iOS客户端" / "安卓客户端"): all Latin
    words on one side, all Chinese characters on the other."""
    return (all(dedup._is_cjk(k) for k in x) and not any(dedup._is_cjk(k) for k in y)) \
        or (all(dedup._is_cjk(k) for k in y) and not any(dedup._is_cjk(k) for k in x))


def _family_value_change(a: dedup._Text, b: dedup._Text) -> str:
    """One replaced run of names or numbers, the rest of the sentence the same (at least half of it)."""
    if a.guards() != b.guards():
        return ""
    ops = dedup.align(a.keys, b.keys)
    changes = [op for op in ops if op[0] != "equal"
               and not dedup._insignificant(a.tokens[op[1]:op[2]] + b.tokens[op[3]:op[4]])]
    if len(changes) != 1 or changes[0][0] != "replace" or dedup.aligned_share(ops, a.keys, b.keys) < 0.5:
        return ""
    _, i1, i2, j1, j2 = changes[0]
    old_slot, new_slot = a.tokens[i1:i2], b.tokens[j1:j2]
    if not (dedup._slot_size_ok(old_slot) and dedup._slot_size_ok(new_slot)):
        return ""
    if not (any(dedup._is_detail(t) for t in old_slot) and any(dedup._is_detail(t) for t in new_slot)):
        return ""
    return f"{' '.join(old_slot)} -> {' '.join(new_slot)}"


# Words that carry a value although they are no name or number: units and how often.
_VALUE_WORDS = frozenset(
    "daily weekly monthly yearly hourly nightly biweekly fortnightly quarterly annually second seconds sec secs "
    "minute minutes min mins hour hours hr hrs day days week weeks month months year years ms mb gb kb tb "
    "percent %".split()) | frozenset("秒分钟小时天周个月年次")


def _is_value(token: str) -> bool:
    return dedup._is_detail(token) or token.casefold() in _VALUE_WORDS


def _replaced_values(old: str, new: str, only: bool = False, initial: bool = False) -> tuple[str, str] | None:
    """The values (names, numbers, units) only the older sentence has and those only the newer has,
    change words set aside; None unless each side has one. `only`: and every other word only one side
    has is filler, so nothing but the values differs. `initial`: a capitalised first word counts as a
    name ("Alice owns billing"); otherwise it is any first word ("Yes, ...", "Right now ...")."""
    a, b = dedup._Text.of(_bare(old)), dedup._Text.of(_bare(new))

    def side(x: dedup._Text, y: dedup._Text) -> list[str] | None:
        other, values = set(y.keys), []
        for n, (t, k) in enumerate(zip(x.tokens, x.keys, strict=True)):
            if k in other or dedup._insignificant_token(t):
                continue
            if not n and not initial and t.isalpha() and not t.isupper():
                continue  # a capitalised first word: no name unless a strong change word says so
            if len(t) == 1 and t.isascii() and t.isalpha():
                return None  # a one-letter name ("service A") names the subject, it is no value
            if _is_value(t):
                values.append(t)
            elif only and k not in _EN_STOP and k not in _CN_FUNCTION:
                return None
        return values

    old_only, new_only = side(a, b), side(b, a)
    if not old_only or not new_only:
        return None
    if only and any(dedup._is_cjk(t) for t in old_only + new_only):
        return None
    return " ".join(old_only[:6]), " ".join(new_only[:6])


def _head_keys(text: dedup._Text) -> set[str]:
    """The words before the first linker ("is", "was", "on", 是/在): where the subject stands."""
    out: set[str] = set()
    for t, k in zip(text.tokens, text.keys, strict=True):
        if k in dedup._LINKERS_EN or k in dedup._COPULAS_EN or t in _CJK_HEAD_ENDS:
            break
        out.add(k)
    return out


def _nothing_in_common(a: dedup._Text, b: dedup._Text, old: str, new: str) -> bool:
    """No content word, no slot family, and under half of the words (filler included) shared."""
    if _significant_keys(a.tokens, a.keys) & _significant_keys(b.tokens, b.keys):
        return False
    # The newer sentence's side first (one per write, cached): the older one's is read only when it has some.
    families = slot_families(new)
    if families and families & slot_families(old):
        return False
    kinds = value_kinds(new)
    if kinds and kinds.keys() & value_kinds(old).keys():
        return False
    return 2 * len(set(a.keys) & set(b.keys)) < max(len(a.keys), len(b.keys))


@functools.lru_cache(maxsize=8192)
def _significant_keys(tokens: tuple[str, ...], keys: tuple[str, ...]) -> frozenset[str]:
    return frozenset(k for t, k in zip(tokens, keys, strict=True) if not dedup._insignificant_token(t))


_IDENTIFIER = re.compile(r"[A-Za-z]+(?:_[A-Za-z]+)+")  # snake_case names (columns, fields), no digits


def _value_beside_shared_word(a: dedup._Text, b: dedup._Text) -> str:
    """The word both sentences have right next to a value that only one of them has, when
    each side has such a value ("3rd floor" / "12th floor", "3楼" / "12楼", "Jenkins上" /
    "GitLab CI上"); empty when not."""
    def beside(x: dedup._Text, y: dedup._Text) -> set[str]:
        other, found, n = set(y.keys), set(), 0
        while n < len(x.keys):
            end = n
            while end < len(x.keys) and dedup._is_detail(x.tokens[end]) and x.keys[end] not in _EN_STOP:
                end += 1  # a run of details is one value: "GitLab CI"
            if end == n:
                n += 1
                continue
            if any(k not in other for k in x.keys[n:end]):
                for m in (n - 1, end):
                    if 0 <= m < len(x.keys) and x.keys[m] in other and not dedup._insignificant([x.tokens[m]]) \
                            and x.keys[m] not in _EN_STOP:
                        found.add(x.keys[m])
            n = end
        return found

    common = beside(a, b) & beside(b, a)
    return min(common) if common else ""


_KEPT_LINKERS = frozenset("是为在用到于从")
KEPT_CJK_RUN = 4  # the shortest Chinese value a reworded restatement is known by ("阿里巴巴", "凌晨两点")


def _kept_value(a: dedup._Text, b: dedup._Text) -> str:
    """The value both sentences state: the same last word after "is" in English ("… is oolong" /
    "… best is oolong"), or a run of at least KEPT_CJK_RUN Chinese characters in common (function
    characters such as 的 end a run: "真的很感" is no value). Empty when none."""
    last_a = [k for t, k in zip(a.tokens, a.keys, strict=True) if any(c.isalnum() for c in t)]
    last_b = [k for t, k in zip(b.tokens, b.keys, strict=True) if any(c.isalnum() for c in t)]
    if len(last_a) > 1 and len(last_b) > 1 and last_a[-1] == last_b[-1] and not dedup._is_cjk(last_a[-1]) \
            and last_a[-1] not in _EN_STOP and last_a[-2] in dedup._COPULAS_EN and last_b[-2] in dedup._COPULAS_EN:
        return last_a[-1]  # the value after "is" ("Use pnpm for the frontend repo": "repo" is no value)
    best = ""
    for tag, i1, i2, j1, _j2 in dedup.align(a.keys, b.keys):
        if tag != "equal":
            continue
        start = i1
        for n in range(i1, i2 + 1):
            if n < i2 and dedup._is_cjk(a.tokens[n]) and a.keys[n] not in _CN_FUNCTION:
                continue
            # A value follows a linker ("在阿里巴巴", "是丰田卡罗拉", "于实验小学"); a run of frame words
            # ("…的聊天结束了", "每周发一次版") does not.
            after_linker = (start and a.keys[start - 1] in _KEPT_LINKERS) \
                or (j1 + start - i1 and b.keys[j1 + start - i1 - 1] in _KEPT_LINKERS)
            if after_linker and n - start > len(best):
                best = "".join(a.keys[start:n])
            start = n + 1
    return best if len(best) >= KEPT_CJK_RUN else ""


def _anchors(text: dedup._Text) -> frozenset[str]:
    """Numbers, identifiers and names not at the start of the sentence: what a reworded
    restatement must keep."""
    return _anchor_keys(text.tokens, text.keys)


@functools.lru_cache(maxsize=8192)
def _anchor_keys(tokens: tuple[str, ...], keys: tuple[str, ...]) -> frozenset[str]:
    return frozenset(k for n, (t, k) in enumerate(zip(tokens, keys, strict=True))
                     if any(c.isdigit() for c in t) or dedup._JOINED_WORD.search(t) or (n and t[:1].isupper()))


def _only_details_differ(old: str, new: str, shared: set[str]) -> bool:
    """Apart from the shared subject word, each side has only values (names, numbers):
    "My manager is Bob" / "Alice is my manager again"."""
    def values_only(text: str) -> bool:
        parsed = dedup._Text.of(_without_signals(text))
        rest = [t for t, k in zip(parsed.tokens, parsed.keys, strict=True)
                if k not in shared and not dedup._insignificant([t]) and k not in _EN_STOP]
        return bool(rest) and all(dedup._is_detail(t) for t in rest)

    return values_only(old) and values_only(new)


# Change words that say a claim stopped holding, not that its value changed.
_ENDED = frozenset({"no longer", "不再"})
# The plain negation that goes with them ("I don't … anymore"); the Chinese ones are in the 不再 row.
_NEGATION = re.compile(r"\b(?:do|does|did|is|are|am|was|were|can|will)\s+not\b|\b\w+n['’]t\b|\bnot\b", re.I)


def _same_claim(old: str, new: str) -> bool:
    """The same words once change words and filler are set aside ("the TTL is 1 s" /
    "the TTL was changed to 1 s"): saying a value changed to what it was changes nothing."""
    def claim(text: str) -> set[str]:
        parsed = dedup._Text.of(_without_signals(_without_adverbs(text)))
        return {k for t, k in zip(parsed.tokens, parsed.keys, strict=True)
                if not dedup._insignificant([t]) and k not in _EN_STOP and k not in _CN_FUNCTION}

    a, b = claim(old), claim(new)
    return bool(a) and a == b


def _jaccard(x: set[str], y: set[str]) -> float:
    return len(x & y) / len(x | y) if x or y else 1.0


def _rejoined(tokens: tuple[str, ...]) -> str:
    """Tokens back into a sentence: no space between two Chinese characters (so "换回" is found)."""
    out = ""
    for n, t in enumerate(tokens):
        out += t if n and dedup._is_cjk(t) and dedup._is_cjk(tokens[n - 1]) else (" " + t if n else t)
    return out


_WHEN_CHANGED = frozenset(("from now on", "自…起"))


@_per_text
def _signals_as_verbs(text: str) -> str:
    """The sentence with each change word (but the weak ones) read as its verb: the subject ends
    there ("主数据库又换回MySQL了": MySQL is the value, not a second subject)."""
    text = _CHANGED_TO.sub(" 是 ", _without_adverbs(text))
    for label, pattern, strength in _SIGNALS:
        if strength != "weak":
            # A change word of time ("Effective Monday, the cafeteria opens …", "Going forward", 从下周起) is
            # an adverbial, no verb: the subject may follow it.
            text = pattern.sub(" " if label in _WHEN_CHANGED else " 是 ", text)
    return re.sub(r"\s+", " ", text).strip()


def _subject_changed(a: dedup._Text, b: dedup._Text, values: tuple[str, str] = ("", ""),
                     families: frozenset[str] = frozenset()) -> bool:
    """Different words before the verb, each absent from the other sentence: "the alpha
    cache TTL ..." / "the gamma cache TTL ..." are two subjects, whatever the verb says.
    (English word order; in Chinese the head ends at 是/为/在/用/到, and only its Latin words,
    like "Service A", are compared.)"""
    def head(text: dedup._Text) -> set[str]:
        joined = _rejoined(text.tokens)
        if _pronoun_led(joined):  # "We now keep secrets in …", "It has been rewritten …": a pronoun is no subject
            return set()
        parsed = dedup._Text.of(_signals_as_verbs(joined))
        out: set[str] = set()
        for n, (t, k) in enumerate(zip(parsed.tokens, parsed.keys, strict=True)):
            if k in dedup._LINKERS_EN or t in _CJK_HEAD_ENDS:
                break
            if len(t) == 1 and t.isascii() and t.isupper() and t != "I" and n:
                out.add(k)  # a one-letter name ("Service A", "服务A"), not the article "a"
                continue
            if not dedup._is_cjk(t) and not dedup._insignificant([t]) and k not in _EN_STOP \
                    and not any(c.isdigit() for c in t):  # a number is a value ("…改回90天"), not a subject
                out.add(k)
        return out

    # `values`: the names each side holds as its value, which may stand before the verb ("Alice owns
    # billing" / "Bob took over billing"): they are what changed, not a second subject.
    # `families`: the slot's own words ("live" / "home") are the slot, not a subject.
    # A word of the same family on the other side ("rotation" / "rotates": the first SAME_WORD_PREFIX
    # letters) is the same word in another form, not a subject of its own.
    prefixes_a = {k[:SAME_WORD_PREFIX] for k in a.keys if len(k) >= SAME_WORD_PREFIX}
    prefixes_b = {k[:SAME_WORD_PREFIX] for k in b.keys if len(k) >= SAME_WORD_PREFIX}
    only_a = {k for k in head(a) - set(b.keys) - set(dedup._Text.of(values[0]).keys)
              if not any(_SLOT_FAMILIES[f].search(k) for f in families) and k[:SAME_WORD_PREFIX] not in prefixes_b}
    only_b = {k for k in head(b) - set(a.keys) - set(dedup._Text.of(values[1]).keys)
              if not any(_SLOT_FAMILIES[f].search(k) for f in families) and k[:SAME_WORD_PREFIX] not in prefixes_a}
    return bool(only_a and only_b)


SAME_WORD_PREFIX = 5  # "rotation" / "rotates", "deployment" / "deploys": one word in two forms


# The share of a Chinese sentence that must stay the same around a changed value when both sides
# name a single-valued slot family (residence, employer, school, vehicle); 0.5 otherwise.
FAMILY_SHARE = 0.3
_CJK_SLOT_LINKERS = ("是", "为", "在", "用", "到", "住在", "部署在", "跑在", "给", "找", "由", "归")
_CJK_HEAD_ENDS = frozenset("是为在用到")
_CJK_NUMERALS = frozenset("零一二两三四五六七八九十百千万半")
_CJK_VALUE_CHARS = _CJK_NUMERALS | frozenset(_CJK_MEASURE) | _UNIT_CJK


def _cjk_slot_change(a: dedup._Text, b: dedup._Text, min_share: float = 0.5) -> tuple[str, str, str] | None:
    """Chinese frames the ladder cannot see as a value change because the value is plain
    words ("我在阿里巴巴工作" / "我在腾讯工作"): one short run of Chinese characters replaced
    after a linker (是/在/用/到), the rest of the sentence the same. A value that differs in two
    places one character apart ("凌晨两点" / "凌晨三点半", "丰田卡罗拉" / "特斯拉Model 3") is one
    value, and so are up to two shared characters between the linker and the change ("在凌晨")."""
    aligned = dedup.align(a.keys, b.keys)
    ops = [op for op in aligned if op[0] != "equal"
           and not dedup._insignificant(a.tokens[op[1]:op[2]] + b.tokens[op[3]:op[4]])]
    if len(ops) == 2 and ops[1][1] - ops[0][2] <= 1 and ops[1][3] - ops[0][4] <= 1 \
            and all(dedup._is_cjk(t) for t in a.tokens[ops[0][2]:ops[1][1]]):
        ops = [("replace", ops[0][1], ops[1][2], ops[0][3], ops[1][4])]
    if len(ops) != 1 or ops[0][0] not in ("replace", "insert", "delete"):
        return None
    _, i1, i2, j1, j2 = ops[0]
    if dedup.aligned_share(aligned, a.keys, b.keys) < min_share:
        return None
    back = next((n for n in range(3) if n <= i1 and n <= j1 and any(
        a.joined(0, i1 - n).endswith(w) for w in _CJK_SLOT_LINKERS)), None)
    if back:  # shared characters between the linker and the change belong to the value
        i1, j1 = i1 - back, j1 - back
    old_slot, new_slot = a.tokens[i1:i2], b.tokens[j1:j2]
    if not all(dedup._is_cjk(t) or dedup._is_detail(t) for t in old_slot + new_slot):
        return None
    if not (0 < len(old_slot) <= 6 and 0 < len(new_slot) <= 6) or not any(dedup._is_cjk(t) for t in old_slot):
        return None
    before = a.joined(0, i1)
    linker = next((w for w in _CJK_SLOT_LINKERS if before.endswith(w)), None)
    numeral = all(t in _CJK_NUMERALS for t in old_slot) and all(t in _CJK_NUMERALS for t in new_slot)
    if linker is None and not numeral:
        return None
    return (linker or "a number", "".join(old_slot), "".join(new_slot))
