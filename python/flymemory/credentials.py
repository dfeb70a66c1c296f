"""Credential detection, run on every string a write would store.

The text is read as a model would read it: NFKC-normalised with invisible format
characters (zero-width, bidi) removed, and again with line breaks inside a token
joined, space-broken tokens rejoined, and long base64 runs decoded. On each view:
precise shapes first (provider prefixes, JWTs, private keys with or without their
PEM lines, connection strings with a password, tokens inside URLs); then passwords
on command lines (`sshpass -p`, `mysql -p…`, `curl -u user:pass`, `--password`);
then `password=`/`token:`/"the password is …" assignments, where a password-like
keyword needs a human-password-looking value (letters with digits or symbols) and
a key/token keyword needs a machine-made one; last, a lone long random token.
Measured on a held-out corpus: tests/python/test_credentials_heldout.py."""

from __future__ import annotations

import base64
import binascii
import json
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

# The shapes live in credential_shapes.json, read by the plugin too (lib/credentials.js): the
# plugin's spool must refuse the same secrets before the engine exists. (name, pattern); each
# pattern matches the secret itself, not the words around it.
_DEFINITIONS = json.loads((Path(__file__).with_name("credential_shapes.json")).read_text(encoding="utf-8"))
_SHAPES: list[tuple[str, re.Pattern[str]]] = [(s["name"], re.compile(s["pattern"])) for s in _DEFINITIONS["shapes"]]

# `password = ...`, `api_key: ...`, `TOKEN=...`, `密码：...`, "the API key for staging is ..." followed by a value.
_KEY_WORDS = (r"secret|token|api[_ -]?key|apikey|access[_ -]?key|private[_ -]?key|client[_ -]?secret|auth|"
              r"credentials?|bearer|密钥|令牌")
_PASSWORD_WORDS = r"pass(?:word|wd|phrase|code)?|pwd|密码|口令"
_ASSIGNMENT = re.compile(_DEFINITIONS["assignment"])  # shared with the plugin
# Prose: "the wifi password is X", "password X", "密码是X", "the API key for staging is X" (a few words between).
# Bare "pass" is a verb in prose ("pass a tuple"), so only the longer words count here.
_PROSE_KEYWORD = re.compile(rf"(?i)(?<![A-Za-z])(password|passwd|passphrase|passcode|pwd|密码|口令|{_KEY_WORDS})"
                            r"(?![A-Za-z])")
_PROSE_SEPARATOR = re.compile(r"(?i)^(?:=|:|：|is|was|are|为|是|就是)$")
_PROSE_TOKEN = re.compile(r"[^\s\"'`,;，。、]+")
_PASSWORD_KEYWORD = re.compile(rf"(?i)^(?:{_PASSWORD_WORDS})$")
# Passwords handed to commands on their command line.
_QUOTED_OR_WORD = r"'[^'\n]{1,128}'|\"[^\"\n]{1,128}\"|\S+"
_COMMAND_PASSWORDS: list[tuple[str, re.Pattern[str]]] = [(name, re.compile(rx)) for name, rx in [
    ("sshpass password", rf"\bsshpass\s+-p\s*(?P<value>{_QUOTED_OR_WORD})"),
    ("mysql password flag", r"\bmysql(?:dump|admin|sh)?\b[^\n]{0,160}?\s-p"
     r"(?P<value>'[^'\n]{1,128}'|\"[^\"\n]{1,128}\"|[^\s'\"-]\S*)"),
    ("curl user:password",
     r"\b(?:curl|wget|http)\b[^\n]{0,160}?\s(?:-u|--user)[\s=]*['\"]?[^\s:'\"]+:(?P<value>[^\s'\"@]+)"),
    ("password flag", r"(?i)(?:^|\s)--?(?:password|passwd|pass|storepass|keypass)[=\s]+"
     rf"(?P<value>{_QUOTED_OR_WORD})"),
    ("redis-cli password", r"\bredis-cli\b[^\n]{0,160}?\s-a\s+(?P<value>\S+)"),
    ("docker login password", r"\bdocker\s+login\b[^\n]{0,160}?\s-p\s+(?P<value>\S+)"),
    ("openssl pass argument", r"-pass(?:in|out)?\s+pass:(?P<value>\S+)"),
    ("htpasswd -b password", r"\bhtpasswd\s+-\w*b\w*\s+\S+\s+\S+\s+(?P<value>\S+)"),
    ("login / password pair", r"(?i)\b(?:login|user(?:name)?|account)\s+\S+\s*/\s*(?P<value>\S+)"),
    ("password in a URL or connection string",
     r"(?i)[?&;](?:password|passwd|pwd|access_token|api_?key|token|secret)=(?P<value>[^\s&;#]+)"),
]]
_PLACEHOLDER = re.compile(_DEFINITIONS["placeholder"])
# `settings.SECRET_KEY`, `getToken(request)`, `os.environ[...]`: code naming a secret, not one.
_CODE_REFERENCE = re.compile(_DEFINITIONS["code_reference"])
_HEX = re.compile(r"^[0-9a-fA-F]+$")
_UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")
_VERSIONISH = re.compile(r"(?i)^(?:v?\d+(?:\.\d+)+\w*|utf-?8|sha\d+|md5|argon2\w*|bcrypt|scrypt|pbkdf2\w*|"
                         r"hs256|rs256|oauth2?|2fa|mfa|\d+(?:px|ms|s|kb|mb|gb|%)?)$")
_TOKEN_RUN = re.compile(r"(?<![A-Za-z0-9+/_=-])[A-Za-z0-9+/_=-]{32,}")
_BASE64_RUN = re.compile(r"(?<![A-Za-z0-9+/_=-])[A-Za-z0-9+/_-]{24,}={0,2}")
_DIGEST_PREFIX = re.compile(r"(?i)(?:sha\d+[-:]|md5[-:]|base64,|integrity=\S*)$")
_INVISIBLE = dict.fromkeys(c for c in range(0x110000) if unicodedata.category(chr(c)) == "Cf")
_LINE_BREAK_IN_TOKEN = re.compile(r"(?<=[A-Za-z0-9+/_=-])[ \t]*\r?\n[ \t]*(?=[A-Za-z0-9+/_=-])")
_SPACED_GROUPS = re.compile(r"(?<!\S)(?:[A-Za-z0-9_-]{3,8} ){3,}[A-Za-z0-9_-]{2,8}(?!\S)")


def shannon_bits(value: str) -> float:
    counts = Counter(value)
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def _repetitive(value: str) -> bool:
    """`0123456789abcdef0123…`, `abababab…`: fixtures and fillers, not generated secrets."""
    grams = [value[i:i + 4] for i in range(len(value) - 3)]
    return bool(grams) and len(set(grams)) / len(grams) < 0.7


def _camel_case_name(value: str) -> bool:
    """`OAuth2AuthorizationCodeFlowWithPKCE`: words run together, changing case only between them."""
    if not re.fullmatch(r"[A-Za-z0-9]+", value):
        return False
    words = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+", value)
    return len(words) >= 3 and sum(map(len, words)) / len(words) >= 3.5


def _strip_quotes(value: str) -> str:
    return value.strip("'\"`").rstrip(".,;:)]}>")


def _machine_made(value: str) -> bool:
    """A generated secret rather than a word: long enough, mixed classes, high entropy."""
    value = _strip_quotes(value)
    if len(value) < 8 or _PLACEHOLDER.match(value) or _UUID.match(value) or _CODE_REFERENCE.match(value):
        return False
    if _repetitive(value) or _camel_case_name(value):
        return False
    if "/" in value and value.count("/") > 1 and not re.search(r"[A-Z].*\d|\d.*[A-Z]", value):
        return False  # a path
    classes = sum(bool(re.search(rx, value)) for rx in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
    if classes >= 3:
        return shannon_bits(value) >= 2.8
    if _HEX.match(value) and len(value) >= 32:
        return shannon_bits(value) >= 3.5  # `token: 5f2b...` is a secret even though hex also spells commit hashes
    return len(value) >= 16 and classes >= 2 and shannon_bits(value) >= 3.5


_NOT_A_PASSWORD_START = ("/", "~/", "http", "$", "%", "{", "(", "[", "<", "#", "-", ".")  # paths, vars, flags


def _human_password(value: str) -> bool:
    """What people choose as passwords: `hunter2`, `Tr0ub4dor&3`, `482913#`, not `required` or `str`."""
    value = _strip_quotes(value)
    if not 4 <= len(value) <= 128 or _PLACEHOLDER.match(value) or _VERSIONISH.match(value):
        return False
    if _CODE_REFERENCE.match(value) or value.startswith(_NOT_A_PASSWORD_START):
        return False
    if re.search(r"[()\[\]{}<>]", value) or re.match(r"^[A-Za-z]+[.:]$", value):
        return False  # code or a label, not a password
    has_letter = bool(re.search(r"[A-Za-z]", value))  # passwords are typed in ASCII; "密码是什么？" asks
    has_digit = bool(re.search(r"\d", value))
    has_symbol = bool(re.search(r"[^\w\s]", value))
    if has_letter and (has_digit or has_symbol):
        return not re.fullmatch(r"[^\W\d_]+[.!?]", value)  # a word ending a sentence
    return has_digit and has_symbol and len(value) >= 5  # a passcode such as `482913#`


def _random_token(value: str) -> bool:
    """A lone long run that only a generator writes: mixed case and digits, switching class at
    nearly every character, high entropy, and not base64 of readable text (fixtures)."""
    core = value.strip("=")
    if len(core) < 32 or not (re.search(r"[a-z]", core) and re.search(r"[A-Z]", core)):
        return False
    if _worded_name(core):
        return False
    if len(re.findall(r"\d", core)) < 3 or _repetitive(core):
        return False
    kinds = ["d" if c.isdigit() else "u" if c.isupper() else "l" if c.islower() else "s" for c in core]
    switches = sum(a != b for a, b in zip(kinds, kinds[1:], strict=False)) / (len(kinds) - 1)
    if switches < 0.4 or shannon_bits(core) < 4.2:
        return False
    return _readable_base64(core) is None


def _worded_name(run: str) -> bool:
    """`flymemory-e2e-first-contact-5Pg9k4`: a name people made of words, with perhaps a short
    random tail (mkdtemp), not a generator's token. At least half of its letters and digits are in
    lowercase words of three or more letters, and no part is long enough to carry a key alone."""
    parts = [part for part in re.split(r"[-_./]", run) if part]
    if len(parts) < 3 or max(map(len, parts)) >= 20:
        return False
    worded = sum(len(part) for part in parts if len(part) >= 3 and part.isalpha() and part.islower())
    return 2 * worded >= sum(map(len, parts))


def _file_path(run: str) -> bool:
    """A path whose parts are all short (`/tmp/build-0Y7ROb/workspace`): its random-looking temp-dir
    part is not a secret. A token inside a URL path keeps a long part of its own and is still read."""
    if not run.startswith(("/", "~/", "./", "../")):
        return False
    return all(len(part) < 32 for part in run.split("/"))


def _readable_base64(run: str) -> str | None:
    """The text a base64 run decodes to, when it decodes to readable UTF-8."""
    padded = run + "=" * (-len(run.rstrip("=")) % 4)
    for decode in (base64.b64decode, base64.urlsafe_b64decode):
        try:
            raw = decode(padded.rstrip("=") + "=" * (-len(padded.rstrip("=")) % 4))
        except (binascii.Error, ValueError):
            continue
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            continue
        if text and sum(ch.isprintable() or ch in "\n\r\t" for ch in text) / len(text) > 0.95:
            return text
    return None


def _der_private_key(run: str) -> bool:
    """A PEM body without its BEGIN line: DER of a private key starts SEQUENCE, INTEGER version 0
    (RSA, PKCS#8) or 1 followed by an OCTET STRING (EC). Public keys and certificates do not."""
    try:
        raw = base64.b64decode(run[:64] + "=" * (-len(run[:64]) % 4))
    except (binascii.Error, ValueError):
        return False
    if len(raw) < 8 or raw[0] != 0x30:
        return False
    at = 2 + (raw[1] & 0x7F if raw[1] & 0x80 else 0)
    version = raw[at:at + 3]
    return version == b"\x02\x01\x00" or (version == b"\x02\x01\x01" and raw[at + 3:at + 4] == b"\x04")


def normalised(text: str) -> str:
    """The text as a model reads it: compatibility forms folded (fullwidth -> ASCII) and invisible
    format characters (zero-width spaces and joiners, bidi controls, BOM) removed."""
    return unicodedata.normalize("NFKC", text).translate(_INVISIBLE)


def _rejoin_token(match: re.Match[str]) -> str:
    """`ghp_ab12 cd34 ef56 …` -> one token; runs of words (no digits) stay as they are."""
    run = match.group(0)
    return run.replace(" ", "") if re.search(r"\d", run) and re.search(r"[A-Za-z]", run) else run


def _views(text: str) -> list[str]:
    base = normalised(text)
    views = [base]
    joined = _LINE_BREAK_IN_TOKEN.sub("", base)
    if joined != base:
        views.append(joined)
    despaced = _SPACED_GROUPS.sub(_rejoin_token, joined)
    if despaced != joined:
        views.append(despaced)
    return views


def _prose_values(view: str) -> Iterator[tuple[str, str]]:
    """(keyword, the value it names): the word after `is`/`:`/`=` within four words of the keyword,
    else the word right after it ("password hunter2", "密码是hunter2")."""
    for match in _PROSE_KEYWORD.finditer(view):
        tokens = _PROSE_TOKEN.findall(view, match.end(), match.end() + 160)[:6]
        if tokens and view[match.end():match.end() + 1].strip():  # glued: `密码是hunter2`, `password:hunter2`
            tokens[0] = re.sub(r"^(?:就是|是|为|[:：=])", "", tokens[0])
            if not tokens[0]:
                tokens[0] = ":"
        value = tokens[0] if tokens else ""
        for i, token in enumerate(tokens[:4]):
            if (_PROSE_SEPARATOR.match(token) or token.endswith((":", "："))) and i + 1 < len(tokens):
                value = tokens[i + 1]
                break
        if value and not _PROSE_SEPARATOR.match(value):
            yield match.group(1), value


def _scan(view: str, depth: int) -> str | None:
    for name, pattern in _SHAPES:
        if pattern.search(view):
            return name
    for name, pattern in _COMMAND_PASSWORDS:
        for match in pattern.finditer(view):
            if _human_password(match.group("value")) or _machine_made(match.group("value")):
                return name
    # Overlapping scan: "密钥是 DB_PASSWORD=..." must also be read from its second keyword.
    match = _ASSIGNMENT.search(view)
    while match:
        if _machine_made(match.group(1)):
            return "a password/token assignment with a generated-looking value"
        match = _ASSIGNMENT.search(view, match.start() + 1)
    for keyword, value in _prose_values(view):
        if _PASSWORD_KEYWORD.match(keyword) and _human_password(value):
            return "a password given in the text"
        if _machine_made(value):
            return "a key or token given in the text"
    for match in _BASE64_RUN.finditer(view):
        run = match.group(0)
        if run.startswith("MI") and _der_private_key(run):
            return "private key (PEM body)"
        if depth == 0 and len(run) >= 28:
            decoded = _readable_base64(run)
            if decoded is not None:
                inner = find_credential(decoded, _depth=1)
                if inner:
                    return f"{inner}, base64-encoded"
    for match in _TOKEN_RUN.finditer(view):
        if _DIGEST_PREFIX.search(view[max(0, match.start() - 40):match.start()]):
            continue
        if _file_path(match.group(0)):
            continue
        if _random_token(match.group(0)):
            return "a long random token"
    return None


def find_credential(text: str, _depth: int = 0) -> str | None:
    """The kind of credential found in `text`, or None. Never returns the secret."""
    if not text:
        return None
    for view in _views(text):
        kind = _scan(view, _depth)
        if kind:
            return kind
    return None
