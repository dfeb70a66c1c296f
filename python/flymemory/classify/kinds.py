"""Kinds of value: a slot known by what fills it ("Postgres" and "MongoDB" are both databases), and the
search hints that find the older sentence of that slot."""

from __future__ import annotations

import re
import unicodedata

from flymemory import dedup
from flymemory.classify.patterns import GatedRows, _folded, _gate, _per_text, _table_rows
from flymemory.classify.signals import slot_families, without_effective_date
from flymemory.classify.words import (
    CN_WEEKDAY,
    CN_WEEKDAY_NUMBERS,
    MONTH_SHORTS_EN,
    MONTH_WORDS_EN,
    WEEKDAY_EN,
    WEEKDAY_WORDS_EN,
    _number_forms,
)

# -- kinds of value: a slot known by what fills it ----------------------------------------------
# "We use Postgres for the main database" / "We're on MongoDB now" share no word, but both values
# are databases: one slot. One row per kind: kind :: members (a regular expression, matched
# case-insensitively as whole words; a line starting with "| " continues the row above). Kinds are
# broad categories of tools, services and everyday choices, plus how often something happens: a
# value of one kind replaced by another of the same kind names the same slot. Small and general on
# purpose; a slot whose values are not listed is left to the other rules. (Cars by their make or a model, session 36,
# brand36: only names that are no everyday word; not 大众, 理想, 现代, 长城, 吉利, "ford", "golf", "accord". 苹果 is a
# phone only before 手机.) (The Chinese carriers are read
# only before 的/了/卡/号/宽带/套餐/网络 or the end: 移动 and 电信 are words of their own in 移动端, 电信诈骗.)
_KIND_TABLE = r"""
database   :: postgres(?:ql)?|mysql|mariadb|mongo(?:db)?|sqlite|sql server|mssql|cockroach(?:db)?|tidb|dynamodb
            | |cassandra|couchdb|firestore|neo4j|clickhouse|snowflake|bigquery|redshift|oceanbase|supabase
ci         :: jenkins|circle ?ci|travis(?: ci)?|github actions|gitlab ci|buildkite|teamcity|drone ci|bamboo
            | |azure pipelines|bitbucket pipelines|argo workflows
code host  :: github|gitlab|bitbucket|gitee|gitea|sourcehut|codeberg
editor     :: vim|nvim|neovim|emacs|vs ?code|visual studio code|zed|sublime(?: text)?|intellij(?: idea)?|pycharm
            | |webstorm|goland|xcode|android studio|atom|nano|helix|cursor|eclipse|notepad\+\+
shell      :: bash|zsh|fish(?: shell)?|powershell|nushell|tcsh|ksh
terminal   :: iterm2?|wezterm|alacritty|ghostty|windows terminal|gnome terminal|konsole|warp terminal
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
phone      :: iphone|pixel|galaxy|oneplus|华为|小米|oppo|vivo|samsung|三星|荣耀|苹果(?=手机)
car        :: honda|toyota|tesla|bmw|audi|mercedes(?:-benz)?|volkswagen|vw|subaru|mazda|kia|hyundai|volvo|nissan
            | |chevrolet|chevy|porsche|lexus|skoda|renault|peugeot|byd|rivian|polestar|corolla|camry|prius|rav4
            | |outback|civic|本田|丰田|特斯拉|宝马|奔驰|奥迪|比亚迪|蔚来|小鹏|日产|马自达|沃尔沃|保时捷|起亚|雷克萨斯
            | |卡罗拉|凯美瑞|思域|雅阁
computer   :: thinkpad|macbook(?: air| pro)?|dell xps|surface|imac|mac mini|chromebook
commute    :: cycle|cycling|bike|bicycle|bus|train|subway|metro|tram|scooter|walk|drive|自行车|骑车|地铁|公交|开车
            | |打车|步行
drink      :: coffee|green tea|black tea|tea|espresso|latte|matcha|咖啡|绿茶|红茶|奶茶|茶
diet       :: vegetarian|vegan|pescatarian|meat|keto|吃素|素食|吃肉
carrier    :: (?:中国)?(?:移动|联通|电信|广电)(?=[的了啦卡号宽套网]|[^\u4e00-\u9fff]|$)
airline    :: lufthansa|klm|british airways|ryanair|easyjet|emirates|air france|国航|东航|南航
notes      :: obsidian|notion|evernote|onenote|logseq|paper notebook|notebook|apple notes
frequency  :: daily|weekly|monthly|nightly|hourly|yearly|annually|quarterly|biweekly|fortnightly
            | |(?:every (?:other |single )?|each )(?:\w+ )?
            | (?:minutes?|hours?|days?|nights?|weeks?|months?|quarters?|years?
            | |<WEEKDAY_WORDS_EN>|morning|evening|sprint)
            | |(?:once|twice|three times|four times|\d+ times|\w+ times) (?:a|per|every) \w+
            | |\d+(?:-\d+)? days (?:a|per|every) (?:week|month)
            | |每(?:[一二两三四五六七八九十\d半]+)?(?:个)?(?:天|日|晚|周|星期|月|季度|年|小时|分钟)
            | |天天
font       :: fira code|jetbrains mono|source code pro|cascadia (?:code|mono)|iosevka|menlo|consolas|inconsolata
            | |ubuntu mono|sf mono|dejavu sans mono|ibm plex (?:mono|sans|serif)|roboto mono|helvetica(?: neue)?
            | |times new roman|comic sans|garamond|open sans|source sans pro|noto sans|(?-i:Inter)
keyboard layout :: qwerty|qwertz|azerty|colemak(?:-dh)?|dvorak|workman
phone number :: (?:\+\d{1,3}[ -]?)?(?:\d{3,4}[ -]?){1,2}\d{4}
weekday    :: (?:<WEEKDAY_WORDS_EN>)s?|<CN_WEEKDAY>
"""


def _kind_rows(table: str) -> dict[str, str]:
    """{kind: members pattern}."""
    return {kind: body for kind, body in _table_rows(table)}


# (The weekdays' names are words.py's: <WEEKDAY_WORDS_EN> and <CN_WEEKDAY> in the table stand for them.)
_KIND_BODIES = _kind_rows(_KIND_TABLE.replace("<WEEKDAY_WORDS_EN>", WEEKDAY_WORDS_EN)
                          .replace("<CN_WEEKDAY>", CN_WEEKDAY))
# (A name that ends in a Chinese character may have a model after it, written with no space: 华为Mate 60, 小米14.)
_KINDS = [(kind, re.compile(rf"(?<![A-Za-z0-9_])(?:{body})(?:(?<=[\u4e00-\u9fff])|(?![A-Za-z0-9_+#]))", re.IGNORECASE))
          for kind, body in _KIND_BODIES.items()]
_KIND_LITERALS = [_gate(pattern) for _, pattern in _KINDS]
_KIND_ROWS = GatedRows(_KIND_LITERALS)
# Words a lexical search adds for a kind of value, to find the older sentence of that slot ("We're on
# MongoDB now" looks for "postgres", "mysql", ...): the kind's one-word members as written in the table.
# (Not for how often, which weekday or a number's shape: "every", "week", "Monday" are in many sentences.)
# A name of two or more words ("VS Code", "Android Studio", "Visual Studio Code", "Google Cloud") adds its first word
# (session 34, kin34: "I switched to Zed" found no "I edit code in VS Code" without an embedder): the word that tells
# the name, where the last is often an everyday word ("code", "studio", "cloud").
def _hint_words(alt: str) -> list[str]:
    m = re.match(r"([a-z0-9]{3,}|[\u4e00-\u9fff]{2,})(?:$|\(\?:)", alt)
    if m:
        return [m.group(1)]
    plain = re.sub(r"\(\?:[^()]*\)\?", "", alt).replace(" ?", " ")
    return [plain.split()[0]] if re.fullmatch(r"[a-z0-9]+(?: [a-z0-9]+)+", plain) else []


KIND_HINTS = {kind: " ".join(dict.fromkeys(w for alt in body.split("|") for w in _hint_words(alt)))
              for kind, body in _KIND_BODIES.items() if kind not in ("frequency", "weekday", "phone number")}
# Two spellings of one value (a value named on both sides in two forms has not changed).
_SAME_VALUE = {"postgresql": "postgres", "mongo": "mongodb", "vscode": "vs code", "visual studio code": "vs code",
               "golang": "go", "k8s": "kubernetes", "circle ci": "circleci", "nvim": "neovim", "fish shell": "fish",
               "amazon web services": "aws", "google cloud": "gcp", "bicycle": "bike", "cycling": "cycle",
               "骑车": "自行车", "苹果": "iphone", "三星": "galaxy", "samsung": "galaxy",
               "mercedes-benz": "mercedes", "chevy": "chevrolet", "vw": "volkswagen",
               "中国移动": "移动", "中国联通": "联通", "中国电信": "电信", "中国广电": "广电",
               "every day": "daily", "each day": "daily", "天天": "每天", "每日": "每天",
               "every week": "weekly", "once a week": "weekly", "每星期": "每周", "every month": "monthly",
               "once a month": "monthly", "every night": "nightly", "every hour": "hourly", "every year": "yearly",
               "annually": "yearly", "every other week": "biweekly", "every two weeks": "biweekly",
               "fortnightly": "biweekly", "每两周": "biweekly", "docker compose": "docker-compose",
               "once a day": "daily", "every quarter": "quarterly", "once a quarter": "quarterly",
               "each quarter": "quarterly", "once a year": "yearly", "each year": "yearly",
               # (how often in its one form, flymemory.numerals.quantity_forms: "every 14 days", 每两周, 每14天)
               "every 14 days": "biweekly", "每14天": "biweekly"}


def _same_value(value: str) -> str:
    """One spelling of a value of a known kind (_SAME_VALUE); "each" is "every" before a period ("each morning" /
    "every morning", "each month" / "monthly"): how often, said with either word."""
    if value.startswith("each "):
        value = "every " + value[5:]
    return _SAME_VALUE.get(value, value)


@_per_text
def value_kinds(text: str) -> dict[str, frozenset[str]]:
    """The values of a known kind the sentence names: {kind: values}, spellings made one. The date from which a
    change applies ("Effective Monday, …", 从下周一起) is no value (signals.without_effective_date)."""
    text = without_effective_date(unicodedata.normalize("NFKC", text))
    out: dict[str, set[str]] = {}
    for n in _KIND_ROWS.open(_folded(text)):  # (the rows one of whose literal words is in the text)
        kind, pattern = _KINDS[n]
        for m in pattern.finditer(text):
            value = _same_value(re.sub(r"\s+", " ", m.group().casefold()))
            if kind == "phone number":  # "139 0011 2233" / "13900112233": one number
                value = re.sub(r"\D", "", value)
            if kind == "frequency":  # "every other week" / 每两周: "every 14 days" / 每14天, biweekly
                value = _frequency_value(value)
            out.setdefault(kind, set()).add(value)
    return {kind: frozenset(values) for kind, values in out.items()}


def _frequency_value(value: str) -> str:
    """How often, in its one form ("every other week" / "every 14 days" / fortnightly: biweekly)."""
    value = _number_forms(value)
    return _SAME_VALUE.get(value, value)


_FREQUENCY = dict(_KINDS)["frequency"]
# How often in one word: the frequency rows' own words (the frequency table's first line), what frequency_forms writes.
# The frequencies whose other words no restatement reading knows: every other week / every two weeks / every 14 days /
# fortnightly / biweekly. (Every week / weekly, once a month / monthly, every quarter / quarterly are one already by the
# restatement rungs' own forms and turned frames; rewritten here, "Our release cadence is weekly" / "We release every
# week" lost the turned frame's reading, and "the 1st of each month" its date.)
_ONE_WORD_FREQUENCIES = frozenset(("biweekly",))


def frequency_forms(old: str, new: str) -> tuple[str, str]:
    """Both sentences with how often written in its one word (the kinds table's spellings, _SAME_VALUE) when both say
    the same one frequency of _ONE_WORD_FREQUENCIES in other words ("every other week" / "biweekly" / "fortnightly" /
    "every two weeks"): read before the ladder, so the restatement rungs read the kinds
    table's synonyms as the value rungs do (session 35, short35: audit of blind set 12, cause 3). Not when the two
    frequencies differ ("every other week" / "weekly": a value changed), nor "every other Thursday" (no one word), nor
    in Chinese text."""
    said_old, said_new = value_kinds(old).get("frequency"), value_kinds(new).get("frequency")
    if not said_old or said_old != said_new or len(said_old) != 1 or not said_old <= _ONE_WORD_FREQUENCIES:
        return old, new
    written_old = {m.group().casefold() for m in _FREQUENCY.finditer(old)}
    written_new = {m.group().casefold() for m in _FREQUENCY.finditer(new)}
    if written_old == written_new or not all(map(str.isascii, written_old | written_new)):
        return old, new  # (written alike: nothing to read; in Chinese, 每两周 / 每14天 are read as one already)
    (one,) = said_old

    def read(text: str) -> str:
        return _FREQUENCY.sub(lambda m: one if _frequency_value(_same_value(re.sub(r"\s+", " ", m.group().casefold())))
                              == one else m.group(), text)

    return read(old), read(new)


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


def kind_named_replaced(old: str, new: str) -> tuple[str, str, str] | None:
    """(kind, old value, new value) when each sentence names one value of one kind, the values differ, one side
    names the slot by the kind's own name ("font", "editor", "browser") and the other words are kept: "My terminal
    font is Fira Code" / "I use JetBrains Mono in my terminal" (the terminal's font). Another word on either side
    ("editor" / "terminal", "slides" / "website") is another thing's value: None."""
    has = value_kinds(new)
    if len(has) != 1:
        return None  # (most sentences: no value of a known kind, or several)
    had = value_kinds(old)
    if had.keys() != has.keys():
        return None
    (kind,) = has
    if len(had[kind]) != 1 or len(has[kind]) != 1 or had[kind] == has[kind]:
        return None
    name = frozenset(kind.split())
    words = [_plain_words(_without_kind_values(text, kind)) for text in (old, new)]
    if not any(name <= w for w in words):
        return None  # (the slot is not named by its kind: "Our slides use Helvetica" / "Our slides now use Inter")
    kept = [w - name for w in words]
    if not kept[0] or kept[0] != kept[1]:
        return None
    return kind, next(iter(had[kind])), next(iter(has[kind]))


# Grammar words set aside when the words around a value of a kind are compared (a closed class: pronouns,
# determiners, prepositions, the verbs of using and being).
_KIND_FRAME_GRAMMAR = frozenset("i we my our me us the a an is are was were be in on at for with to of by use uses "
                                "using used".split())


def _plain_words(text: str) -> frozenset[str]:
    return frozenset(w for w in re.findall(r"[a-z]+", text.casefold()) if w not in _KIND_FRAME_GRAMMAR)


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


# -- which question a value answers: when, how long, how many, how much, how big, which one -----------------------
# "The newsletter goes out to 5,000 subscribers" / "The newsletter now goes out on Mondays", "CI runs on GitHub
# Actions" / "CI now takes 12 minutes": one subject, two slots, told by the question each value answers. Read from the
# value's form: a clock time, a weekday or a repeat ("every 3 days", 每周, "3 times a week") is WHEN; a number with a
# unit of time HOW LONG; a number before a plural noun or a measure word before a noun (人, 粉丝) HOW MANY; a currency
# HOW MUCH; a unit of data HOW BIG; a value of a kind above WHICH. Closed lists, grammar only (units, weekdays, day
# parts, measure words, the people nouns with no plural form). A bare number answers none (it may be any of them).
_DURATION_UNITS = r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)"
_VALUE_QUESTIONS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("when", re.compile(r"\b\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d\d\b|\bevery\s+(?:\d+\s+)?"
                        rf"{_DURATION_UNITS}|\b{WEEKDAY_EN}s?\b"
                        rf"|(?:周|星期)[{CN_WEEKDAY_NUMBERS}1-7]|\d+点|每(?:天|日|周|星期|个?月|年|隔)"
                        r"|凌晨|早上|上午|中午|下午|傍晚|晚上"
                        # how often: "3 times a week", "twice a day", 一周(跑)三次 (read as "7天3次")
                        r"|\b(?:once|\d+\s+times)\s+(?:a|an|per|every|each)\b|\d+\s*(?:天|周|星期|个?月|年)[\u4e00-\u9fff]{0,2}\d+\s*次",
                        re.IGNORECASE)),
    ("how long", re.compile(rf"(?<!every )\b\d+(?:\.\d+)?\s*{_DURATION_UNITS}\b"
                            r"|(?<![每隔])\d+\s*(?:分钟|小时|秒钟?|个月)", re.IGNORECASE)),
    ("how many", re.compile(r"\b\d+\s+(?!(?:" + _DURATION_UNITS[3:-1] + r"|gb|mb|tb|kb|percent|am|pm)\b"
                            r"|times\s+(?:a|an|per|every|each)\b)"
                            r"(?:[a-z]+s|people|staff|crew|personnel)\b"
                            r"|\d+\s*[个名位]\s*(?=[\u4e00-\u9fff])(?!小时|月)", re.IGNORECASE)),
    ("how much", re.compile(r"[$€£¥]\s?\d|\b\d+\s*(?:dollars|euros|pounds|yuan|usd|eur|gbp|cny|rmb)\b|\d+\s*(?:元|块)",
                            re.IGNORECASE)),
    ("how big", re.compile(r"\b\d+\s*(?:gb|mb|tb|kb|gib|mib)\b", re.IGNORECASE)),
    # A length, a mass or a temperature, in the symbols numerals.number_forms writes them in ("2 meters" -> "2 m").
    ("how far, heavy or warm", re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*(?:km|kg|cm|m|°c|°f)(?![\w])|\d+\s*米",
                                          re.IGNORECASE)),
)
# Each row searched only when the text holds a literal every match of it needs (patterns.GatedRows; only a skip).
_VALUE_QUESTION_ROWS = GatedRows([_gate(pattern) for _, pattern in _VALUE_QUESTIONS])


_TIME_KINDS = frozenset(("frequency", "weekday", "phone number"))  # kinds of the table that answer WHEN (or none)


@_per_text
def value_questions(text: str) -> frozenset[str]:
    """The questions the values of `text` answer (see above): "when", "how long", "how many", "how much", "how big",
    "how far, heavy or warm"."""
    t = _number_forms(without_effective_date(unicodedata.normalize("NFKC", text)))  # (the start date: no value)
    return frozenset(_VALUE_QUESTIONS[n][0] for n in _VALUE_QUESTION_ROWS.open(_folded(t))
                     if _VALUE_QUESTIONS[n][1].search(t))


def other_questions(old: str, new: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """The questions each side's values answer, when both answer some and no question is shared: another slot
    of the same subject ("5,000 subscribers" / "on Mondays"), when they name no slot family together. A value of
    a kind of the table said on one side only answers "which" ("GitHub Actions" / "12 minutes"); a kind said on
    both sides is the subject ("Slack"). None otherwise."""
    if slot_families(old) & slot_families(new):
        return None  # one slot family (residence, employer, school, vehicle): one slot, whatever the values
    kinds = value_kinds(old), value_kinds(new)
    asked = [set(value_questions(text)) for text in (old, new)]
    for n, (mine, theirs) in enumerate((kinds, kinds[::-1])):
        if any(kind not in _TIME_KINDS and values - theirs.get(kind, frozenset()) for kind, values in mine.items()):
            asked[n].add("which")
    if not all(asked) or asked[0] & asked[1] or older_answers_change(old, new):
        return None  # (a change word asking what the older value answers: that slot changed, "moved" / "3rd floor")
    return frozenset(asked[0]), frozenset(asked[1])


# -- the question a change word asks --------------------------------------------------------------------------------
# A change word carries the question it changes: "moved / relocated / 搬到 / 迁到" change WHERE (or WHEN when
# the value after it, up to the end of its clause, is a time: "moved to 8 pm", "挪到周四", "moved to 20 minutes
# earlier"); "rescheduled / postponed / 推迟到 / 提前到" change WHEN; "switched / replaced / 换成 / 改用" WHICH
# (tool, provider, person); "migrated / 迁移" WHICH or WHERE (a tool or a site); "raised / lowered / cut /
# 提高到 / 降到 / 涨到" an amount: the one its value names ("raised to 50 GB" a size, "cut to $30" a price; a bare
# number names none: then no question is asked); "extended / shortened / 延长 / 缩短" HOW LONG. Generic words
# ("changed to", 改成, "now", 现在) carry none: for them the kinds of the values decide, as in other_questions.
# Closed lists of grammar: verbs of change (each one a strong row of signals._SIGNAL_TABLE), the
# prepositions and place nouns that make a WHERE, the words of a later or earlier time.
_AMOUNT = frozenset(("how many", "how much", "how big", "how far, heavy or warm"))
_CHANGE_WORD_QUESTIONS: tuple[tuple[frozenset[str], re.Pattern[str]], ...] = (
    (frozenset(("where",)), re.compile(r"\b(?:moved|moving|relocated|relocating)\b|搬到|搬去|搬了|迁到|迁往|挪到",
                                       re.IGNORECASE)),
    (frozenset(("when",)), re.compile(r"\b(?:rescheduled|postponed|brought forward)\b|推迟到|延后到|提前到|推后到"
                                      r"|(?<!蔓)延到|往后推|顺延到|延期到|延迟到|改期|挪后|挪前", re.IGNORECASE)),
    (frozenset(("which",)), re.compile(r"\b(?:switched|switching|swapped|replaced|replacing)\b"
                                       r"|换成|换到|改用|更换为|更换成|取代|替换", re.IGNORECASE)),
    (frozenset(("which", "where")), re.compile(r"\b(?:migrated|migrating)\b|迁移", re.IGNORECASE)),  # a tool or a site
    (_AMOUNT, re.compile(r"\b(?:raised|lowered|increased|decreased|reduced|bumped|cut)\b|提高到|提升到|降到|降低到"
                         r"|涨到|跌到|增加到|减少到|增至|减至|降至|升至|升到|上调|下调|扩容到|扩到|提到(?=\d|[两三四五六七八九十百几]|一(?![个下些次件位种句声样]))",
                         re.IGNORECASE)),
    (frozenset(("how long",)), re.compile(r"\b(?:extended|shortened|lengthened)\b|延长|缩短", re.IGNORECASE)),
)
# How far after a change word its value is read: a time there ("moved its rehearsals to Saturday mornings") is the
# value moved; one later in the clause says something else ("moved to a loft that opens at 8 am").
_VALUE_CHARS = 32
# The end of the clause a change word's value is read in (a comma or stop not inside a number: "2,000", "6.5").
_CLAUSE_END = re.compile(r"[;!?。；！？，、]|[,.](?!\d)")
# A time said without a clock, weekday or repeat: a later or earlier time, a day, a date, a part of the day.
_RELATIVE_TIME = re.compile(r"\b(?:earlier|later|sooner|tomorrow|tonight|next (?:week|month|year)"
                            r"|(?:mornings?|afternoons?|evenings?|nights?)"
                            rf"|(?:{MONTH_SHORTS_EN})[a-z]*\.? \d{{1,2}})\b"
                            r"|明天|后天|下周|下个?月|下星期|\d+\s*[号日](?![\u4e00-\u9fff]*[楼层室])", re.IGNORECASE)
# A place: a preposition before a floor, room, street, named place or part of a home ("on the 3rd floor", "in
# Leeds", "at the Thai place on Elm Street", "in the basement"), working remotely; 在…楼/层/室/区/路/中心/旁边 in
# Chinese, 远程, 在家. (Weekdays and months after "on"/"in" are times, not places.)
_PLACE = re.compile(r"\b(?:on|in|at|from)\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+|their\s+)?"
                    r"(?:(?:\d+(?:st|nd|rd|th)|ground|top|first|second|third|fourth|fifth)\s+floor|floor\s+\d+|(?:room|terminal|gate|building|"
                    rf"hall)\s+\w+|basement|attic|hallway|garage|kitchen|garden|lobby|(?!{WEEKDAY_EN}s?\b"
                    rf"|(?:{MONTH_WORDS_EN})\b)(?-i:[A-Z])[a-z]+)|\bremote(?:ly)?\b|\bfrom home\b"
                    r"|在[^\s，。；！？,.;!?]{0,8}?(?:楼|层|室|区|市|县|省|路|街|号|镇|村|园|馆|中心|大厦|广场|附近|旁边|边|对面"
                    r"|家里|公司|部|机房|房|厅|店|站|院|校|厂|城|州|国)|远程|居家|在家", re.IGNORECASE)


@_per_text
def change_word_questions(text: str) -> frozenset[str]:
    """The questions the strong change words of `text` ask (see above): "where", "when", "which", an amount, "how
    long". Empty when it has none (a weak or generic change word, or none at all)."""
    text = unicodedata.normalize("NFKC", text)
    out: set[str] = set()
    for questions, pattern in _CHANGE_WORD_QUESTIONS:
        for m in pattern.finditer(text):
            if "where" in questions or questions == _AMOUNT:
                end = _CLAUSE_END.search(text, m.end())
                clause = text[m.end(): end.start() if end else len(text)]
                value = clause[:_VALUE_CHARS]
                if questions == {"where"} and ("when" in value_questions(value)
                                               or _RELATIVE_TIME.search(_number_forms(value))):
                    out.add("when")  # "moved to 8 pm", "挪到周四": a time moved
                    continue
                if questions == _AMOUNT:  # "raised to 50 GB": a size, not a count; "raised to 500": not said
                    out |= value_questions(clause) & _AMOUNT
                    continue
            out |= questions
    return frozenset(out)


def older_answers_other(old: str, new: str) -> tuple[frozenset[str], frozenset[str]] | None:
    """(the questions the newer sentence's strong change words ask, the ones the older sentence's values answer) when
    both are read and none is shared: "体检在市一医院做" / "体检延到下个月了" (a place, a change of when): the change is
    of another slot of the subject. None when the change word asks nothing or WHICH (换成, 改用: a thing of any
    kind, the older value often said again as what is left: "早上的咖啡我已经不喝了，换成了豆浆"), the older
    sentence answers nothing that is read, or it answers what is asked (older_answers_change)."""
    asked = change_word_questions(new) | _named_slot(new)
    if "which" in asked:
        return _which_after_place(old, new, asked)
    if not asked:
        return None
    answered = _answered(old)
    if "which" in answered:  # a value of a kind is where a thing runs as well ("在AWS上" / "迁到了Azure")
        answered |= {"where"}
    return (asked, answered) if answered and not asked & answered else None


# The slot a Chinese change word changes, named right before it: 时间 / 日期 (when), 位置 / 地点 / 地址 (where), 价格 /
# 费用 (how much): "门诊时间调整为八点半" changes when, whatever its generic change word. A closed list of slot nouns.
_NAMED_SLOTS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (question, re.compile(rf"(?:{nouns})(?:已经|已|也|都|又|被)?(?:调整|更改|改|换|变|调|挪|推迟|提前|延)"))
    for question, nouns in (("when", "时间|日期|时段"), ("where", "位置|地点|地址"), ("how much", "价格|费用|价钱")))
# (时间 is a length too: "缓存过期时间是300秒" / "缓存过期时间调低到60秒了" changes how long; both are read.)


@_per_text
def _named_slot(new: str) -> frozenset[str]:
    """The questions of the slot nouns named right before a Chinese change word (see above)."""
    asked = {question for question, pattern in _NAMED_SLOTS if pattern.search(new)}
    return frozenset(asked | {"how long"} if "when" in asked else asked)


# A WHICH change word (换成 / 更换为 / 改用) after an older sentence that says only WHERE its subject is ("打印机放在
# 前台旁边" / "打印机已更换为佳能的了", "快递一般放在门卫室" / "寄快递改用京东了"): the thing was replaced, not moved;
# the place may still hold. Unless the value after the change word is itself a place or a time ("换成三楼大会议室",
# "换到北门旁边"): then it is WHERE (or WHEN) that changed. Place nouns: a closed list of grammar, as _PLACE.
_WHICH_WORDS = re.compile(r"换成|换到|改用|更换为|更换成|取代|替换")
_CN_PLACE_VALUE = re.compile(r"楼|层|室|区|市|县|省|路|街|镇|村|馆|中心|大厦|广场|附近|旁边|边上|对面|门口|[东南西北]门"
                             r"|前台|机房|车站|地铁站|家里|家附近|远程|在家|居家")


def _which_after_place(old: str, new: str, asked: frozenset[str]) -> tuple[frozenset[str], frozenset[str]] | None:
    """(asked, {"where"}) when a which-change follows an older sentence that answers only where (see above)."""
    if _answered(old) != {"where"}:
        return None
    text = unicodedata.normalize("NFKC", new)
    for m in _WHICH_WORDS.finditer(text):
        end = _CLAUSE_END.search(text, m.end())
        value = text[m.end(): end.start() if end else len(text)][:_VALUE_CHARS]
        if _CN_PLACE_VALUE.search(value) or _RELATIVE_TIME.search(_number_forms(value)) \
                or "when" in value_questions(value):
            return None
    return asked, frozenset(("where",))


@_per_text
def _answered(old: str) -> frozenset[str]:
    """The questions the older sentence's values answer, as a change word would ask them: its value questions,
    WHERE for a place, WHICH for a value of a kind of the table."""
    answered = set(value_questions(old))
    if _PLACE.search(unicodedata.normalize("NFKC", old)):
        answered.add("where")
    if any(kind not in _TIME_KINDS for kind in value_kinds(old)):
        answered.add("which")
    return frozenset(answered)


def older_answers_change(old: str, new: str) -> bool:
    """Whether the older sentence has a value answering the question the newer one's strong change word asks: the
    same slot changed, whatever kinds the two sides' values have ("is on the 3rd floor" / "moved to Shenzhen, 2
    hours by train", "runs on Slack" / "switched to a server that costs $40 a month", "在每周三晚上" / "往后推了四十
    分钟"). False for a count and a move ("has four people" / "moved to Lisbon"), a price and a new time, a count and
    a raise to a size ("2,000 files" / "raised to 50 GB")."""
    asked = change_word_questions(new)
    if not asked:
        return False
    answered = set(value_questions(old))
    if "where" in asked and _PLACE.search(unicodedata.normalize("NFKC", old)):
        answered.add("where")
    if "which" in asked:
        theirs = value_kinds(new)
        if any(kind not in _TIME_KINDS and values - theirs.get(kind, frozenset())
               for kind, values in value_kinds(old).items()):
            answered.add("which")
    return bool(asked & answered)


# -- a name left, a number brought ------------------------------------------------------------------------------------
# "我们的服务部署在阿里云上" / "服务的Node版本升到20啦", "We deploy on Heroku" / "We raised the dyno count to 4": the
# older sentence's value is a name of a kind of the table (a cloud, a tool) and it says no number; the newer one names
# no value of that kind and says a number: the number is of another slot of the subject (a version, a count), not the
# name replaced. Not when the two share a slot family, or the change word asks what the older value answers.
def number_against_name(old: str, new: str) -> str:
    """The older sentence's named value (see above), when the newer one says a number of another slot; "" when not."""
    named = {kind: values for kind, values in value_kinds(old).items() if kind not in _TIME_KINDS}
    if not named or _has_number(old) or not _has_number(new) or named.keys() & value_kinds(new).keys() \
            or slot_families(old) & slot_families(new) or older_answers_change(old, new):
        return ""
    return ", ".join(sorted(v for values in named.values() for v in values))


@_per_text
def _has_number(text: str) -> bool:
    return any(c.isdigit() for c in _number_forms(without_effective_date(unicodedata.normalize("NFKC", text))))


# Words that may stand before a kind's value that names the subject's thing ("the AWS bill", "our Azure bill",
# 我们的AWS账单): a determiner or a possessive (in Chinese with 的: 我 alone is a subject), nothing else. Grammar.
_OWNER_BEFORE = re.compile(r"(?:the|our|my|your|their|his|her|this|that|last|我们的|我的|咱们的|公司的)?")


def kind_value_names_the_thing(old: str, new: str, kind: str) -> bool:
    """The one value of `kind` on each side is the first word of the subject, right before its head noun, and the
    rest of both sentences is the same and says a number: "AWS账单上个月一万二" / "阿里云账单上个月一万二",
    "The GCP bill this month came to $8k" / "The Azure bill …": the bill OF a cloud, two bills (two facts), not one
    slot's value replaced. Not when a verb or a copula follows the value ("AWS是我们的云", "Vim is my editor") nor
    when the value stands after the verb ("我们用AWS", "We host on GCP"): a change of provider is said so."""
    if kind in _TIME_KINDS:
        return False  # (a when names no thing: "我每周跑5公里" / "我每天跑5公里")
    parts = []
    for text in (old, new):
        t = without_effective_date(unicodedata.normalize("NFKC", text))
        found = [m for k, pattern in _KINDS if k == kind for m in pattern.finditer(t)]
        if len(found) != 1:
            return False
        parts.append((t[:found[0].start()].strip().casefold(), t[found[0].end():].strip().casefold()))
    (before, after), (before_new, after_new) = parts
    if before != before_new or after != after_new or not _OWNER_BEFORE.fullmatch(before):
        return False
    head = after.lstrip("的 ")
    first = re.match(r"[a-z]+|[\u4e00-\u9fff]", head)
    if first is None or first.group() in dedup._LINKERS_EN or head.startswith(dedup._LINKERS_CJK):
        return False
    return _has_number(after)
