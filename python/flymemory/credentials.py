"""Credential detection, run before anything of a write is stored.

Precise shapes first (provider prefixes, JWTs, PEM blocks, connection strings
with a password); then `password=`/`token:` style assignments, but only when the
assigned value looks machine-generated (long and high-entropy), so prose about
passwords, commit hashes, UUIDs and small base64 fixtures pass."""

from __future__ import annotations

import math
import re
from collections import Counter

# (name, pattern). Each pattern matches the secret itself, not the words around it.
_SHAPES: list[tuple[str, re.Pattern[str]]] = [(name, re.compile(rx)) for name, rx in [
    ("PEM private key", r"-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----"),
    ("OpenAI/DeepSeek-style API key", r"\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}"),
    ("Anthropic API key", r"\bsk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{20,}"),
    ("GitHub token", r"\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})"),
    ("GitLab token", r"\bgl(?:pat|dt|ptt|rt|cbt|imt|agent|oas|ft|soat)-[A-Za-z0-9_-]{20,}"),
    ("Slack token", r"\bxox[abposr]-[A-Za-z0-9-]{10,}"),
    ("Slack webhook", r"https://hooks\.slack\.com/services/T[A-Za-z0-9_]+/B[A-Za-z0-9_]+/[A-Za-z0-9_]+"),
    ("Discord webhook", r"https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d+/[A-Za-z0-9_-]{30,}"),
    ("Stripe key", r"\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{20,}"),
    ("Stripe webhook secret", r"\bwhsec_[A-Za-z0-9]{24,}"),
    ("AWS access key id", r"\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}\b"),
    ("AWS secret access key",
     r"(?i)aws_?secret_?(?:access_?)?key\s*[=:]\s*[\"']?[A-Za-z0-9/+=]{40}\b"),
    ("Google API key", r"\bAIza[0-9A-Za-z_-]{35}"),
    ("Google OAuth token", r"\bya29\.[0-9A-Za-z_-]{20,}"),
    ("Google OAuth client secret", r"\bGOCSPX-[A-Za-z0-9_-]{20,}"),
    ("GCP service-account JSON", r"\"type\"\s*:\s*\"service_account\"[\s\S]*\"private_key"),
    ("Azure storage connection string", r"(?i)AccountKey=[A-Za-z0-9+/]{40,}={0,2}"),
    ("Azure shared access signature", r"(?i)\bsig=[A-Za-z0-9%+/]{30,}={0,2}"),
    ("Azure client secret", r"\b[A-Za-z0-9_~.-]{3}\dQ~[A-Za-z0-9_~.-]{31,34}\b"),
    ("npm token", r"\bnpm_[A-Za-z0-9]{36}\b"),
    ("PyPI token", r"\bpypi-AgE[A-Za-z0-9_-]{50,}"),
    ("Hugging Face token", r"\bhf_[A-Za-z0-9]{30,}\b"),
    ("Twilio key", r"\bSK[0-9a-f]{32}\b"),
    ("SendGrid key", r"\bSG\.[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}"),
    ("Mailgun key", r"\bkey-[0-9a-f]{32}\b"),
    ("Shopify token", r"\bshp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}\b"),
    ("DigitalOcean token", r"\bdo[por]_v1_[a-f0-9]{64}\b"),
    ("Telegram bot token", r"\b\d{8,10}:AA[A-Za-z0-9_-]{33}\b"),
    ("Groq key", r"\bgsk_[A-Za-z0-9]{40,}"),
    ("xAI key", r"\bxai-[A-Za-z0-9]{40,}"),
    ("Replicate token", r"\br8_[A-Za-z0-9]{30,}"),
    ("Databricks token", r"\bdapi[a-f0-9]{32}\b"),
    ("Atlassian token", r"\bATATT3[A-Za-z0-9_=-]{40,}"),
    ("Linear key", r"\blin_api_[A-Za-z0-9]{30,}"),
    ("Notion token", r"\b(?:secret_|ntn_)[A-Za-z0-9]{40,}"),
    ("Doppler token", r"\bdp\.(?:pt|st|sa|ct)\.[A-Za-z0-9]{40,}"),
    ("Vault token", r"\bhv[sb]\.[A-Za-z0-9_-]{24,}"),
    ("JSON Web Token", r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{10,}"),
    ("connection string with a password",
     r"\b[a-z][a-z0-9+.-]{1,20}://[^\s:/@]*:(?!\*+@|<[^>]*>@|\$\{?[A-Za-z_]+\}?@|password@|pass@|xxx+@)"
     r"[^\s@/]{3,}@[^\s/]+"),
    ("basic-auth header", r"(?i)\bAuthorization:\s*Basic\s+[A-Za-z0-9+/]{16,}={0,2}"),
    ("bearer token", r"(?i)\bAuthorization:\s*Bearer\s+[A-Za-z0-9._~+/-]{20,}=*"),
]]

# `password = ...`, `api_key: ...`, `TOKEN=...`, `密码：...` followed by a value.
_ASSIGNMENT = re.compile(
    r"(?i)(?:pass(?:word|wd|phrase)?|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|"
    r"client[_-]?secret|auth|credentials?|密码|口令|密钥|令牌)"
    r"[\w-]*[\"']?\s*(?:=|:|：|is|为|是)\s*[\"']?([^\s\"',;，。]{8,})"
)
_PLACEHOLDER = re.compile(r"(?i)^(?:x+|\*+|\.+|<[^>]*>|\$\{?\w+\}?|%\w+%|\{\{.*\}\}|your[_-].*|changeme|example.*|"
                          r"redacted|dummy.*|placeholder.*|null|none|true|false|env\(.*)$")
# `settings.SECRET_KEY`, `getToken(request)`, `os.environ[...]`: code naming a secret, not one.
_CODE_REFERENCE = re.compile(r"^[A-Za-z_]+(?:[._][A-Za-z_]+)*(?:\(.*|\[.*)?$")
_HEX = re.compile(r"^[0-9a-fA-F]+$")
_UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")


def shannon_bits(value: str) -> float:
    counts = Counter(value)
    n = len(value)
    return -sum(c / n * math.log2(c / n) for c in counts.values())


def _machine_made(value: str) -> bool:
    """A generated secret rather than a word: long enough, mixed classes, high entropy."""
    if _PLACEHOLDER.match(value) or _UUID.match(value) or _CODE_REFERENCE.match(value):
        return False
    if "/" in value and value.count("/") > 1 and not re.search(r"[A-Z].*\d|\d.*[A-Z]", value):
        return False  # a path
    classes = sum(bool(re.search(rx, value)) for rx in (r"[a-z]", r"[A-Z]", r"\d", r"[^A-Za-z0-9]"))
    if len(value) >= 8 and classes >= 3:
        return shannon_bits(value) >= 2.8
    if _HEX.match(value) and len(value) >= 32:
        return True  # `token: 5f2b...` is a secret even though hex also spells commit hashes
    return len(value) >= 16 and classes >= 2 and shannon_bits(value) >= 3.5


def find_credential(text: str) -> str | None:
    """The kind of credential found in `text`, or None. Never returns the secret."""
    for name, pattern in _SHAPES:
        if pattern.search(text):
            return name
    # Overlapping scan: "密钥是 DB_PASSWORD=..." must also be read from its second keyword.
    match = _ASSIGNMENT.search(text)
    while match:
        if _machine_made(match.group(1)):
            return "a password/token assignment with a generated-looking value"
        match = _ASSIGNMENT.search(text, match.start() + 1)
    return None
