"""Builds the held-out corpora for the credential detector (issue #16). Run once; the output is committed.

    .venv/bin/python tests/python/data/build_heldout_corpus.py [--memorybank DIR]

How it was made, so the figures it gives can be trusted:

1. `credential_templates()` below was written BEFORE the detector was changed, from the shapes
   and phrasings an outside probe used plus ones nobody had tried against this detector: keys
   split across lines, secrets named in prose without `=`, tokens inside URL paths, base64-wrapped
   tokens, zero-width / fullwidth / space-broken tokens, passwords on command lines, providers the
   detector had no pattern for. Every secret is random (fixed seed), none is real.
2. The ordinary corpus is real text, not generated: MemoryBank user and assistant messages (EN and
   CN, MIT), this repository's commit messages, comments and docstrings from Python packages
   installed in .venv, and the project's own docs. Sentences of 20-300 characters, deduplicated.
3. Both corpora are split ONCE, here, before any tuning (seed `SPLIT_SEED`): a credential
   *template* goes wholly to `tuning` or `heldout`, so a held-out phrasing was never seen while
   tuning; ordinary sentences are split one by one. Only the tuning part may be looked at while
   changing the detector; `tests/python/test_credentials_heldout.py` reports the held-out part.

Re-running it rewrites the ordinary corpus from whatever git log and .venv hold now: the committed
file is the frozen one (made 2026-11-30 from commit 88851c9's history); keep it unless re-splitting.

Output: `heldout_credentials.jsonl` ({part, family, text}) and `ordinary_text.jsonl` ({part, source, text})."""

from __future__ import annotations

import argparse
import base64
import glob
import json
import os
import random
import re
import string
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
SECRET_SEED = 160001
SPLIT_SEED = 16
TUNING_SHARE = 1 / 3
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"


def _r(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _pw(rng: random.Random) -> str:
    """A human-chosen-looking password: word + digits + symbol, or a plain word."""
    words = ["hunter", "sunshine", "dragon", "Tr0ub4dor", "correcthorse", "letmein", "Winter", "mango", "Blue"]
    return rng.choice(words) + _r(rng, rng.randint(1, 4), string.digits) + rng.choice(["", "!", "#", "$", "&"])


def credential_templates() -> dict[str, list]:
    """family -> list of callables rng -> text. A family is one phrasing/shape."""
    gh = lambda rng: "ghp_" + _r(rng, 36)  # noqa: E731
    sk = lambda rng: "sk-proj-" + _r(rng, 64, ALNUM + "-_")  # noqa: E731
    aws_secret = lambda rng: _r(rng, 40, ALNUM + "/+")  # noqa: E731

    def split_line(tok: str, rng: random.Random) -> str:
        cut = rng.randint(8, len(tok) - 8)
        return tok[:cut] + "\n" + tok[cut:]

    def zw(tok: str, rng: random.Random) -> str:
        chars = list(tok)
        for _ in range(3):
            chars.insert(rng.randint(1, len(chars) - 1), rng.choice(["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]))
        return "".join(chars)

    def fullwidth(tok: str) -> str:
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in tok)

    def spaced(tok: str) -> str:
        return " ".join(tok[i:i + 4] for i in range(0, len(tok), 4))

    def b64(s: str) -> str:
        return base64.b64encode(s.encode()).decode()

    t: dict[str, list] = {
        "split across lines github": [lambda rng: f"the token is\n{split_line(gh(rng), rng)}\nkeep it safe"],
        "split across lines openai": [lambda rng: f"OPENAI key: {split_line(sk(rng), rng)}"],
        "split across crlf anthropic": [lambda rng: "sk-ant-api03-" + _r(rng, 40, ALNUM + "-_") + "\r\n"
                                        + _r(rng, 53, ALNUM + "-_") + "AA"],
        "aws secret in prose": [lambda rng: f"aws secret access key {aws_secret(rng)}",
                                lambda rng: f"The AWS secret key for prod is {aws_secret(rng)} do not share"],
        "aws secret env export": [lambda rng: f"export AWS_SECRET_ACCESS_KEY={aws_secret(rng)}"],
        "aws key pair csv": [lambda rng: "Access key ID,Secret access key\nAKIA" + _r(rng, 16, string.ascii_uppercase
                                                                                    + string.digits) + ","
                             + aws_secret(rng)],
        "telegram token in url path": [lambda rng: f"curl https://api.telegram.org/bot{_r(rng, 10, string.digits)}:"
                                       f"AA{_r(rng, 33, ALNUM + '-_')}/sendMessage"],
        "github token in url path": [lambda rng: f"fetch https://example.org/hooks/{gh(rng)}/run to trigger it"],
        "git url with token": [lambda rng: "git clone https://oauth2:glpat-" + _r(rng, 20)
                               + "@gitlab.com/team/app.git"],
        "api key in query string": [lambda rng: f"GET https://maps.example.com/api/geocode?address=x&key=AIza"
                                    f"{_r(rng, 35, ALNUM + '-_')}"],
        "token query param": [lambda rng: f"https://api.example.com/v2/items?access_token={_r(rng, 40)}&page=2"],
        "base64 github token": [lambda rng: f"the encoded token is {b64(gh(rng))}"],
        "base64 openai key": [lambda rng: f"OPENAI_KEY_B64={b64('sk-' + _r(rng, 48))}"],
        "base64 k8s secret": [lambda rng: f"data:\n  password: {b64(_pw(rng) + _r(rng, 6))}\n  api-token: "
                              f"{b64('xoxb-' + _r(rng, 11, string.digits) + '-' + _r(rng, 24))}"],
        "slack app token": [lambda rng: f"xapp-1-A{_r(rng, 10, string.ascii_uppercase + string.digits)}-"
                            f"{_r(rng, 13, string.digits)}-{_r(rng, 64, HEX)}"],
        "slack refresh token": [lambda rng: f"xoxe.xoxp-1-{_r(rng, 140)}"],
        "private key body no begin": [lambda rng: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + _r(rng, 14)
                                      + "\n" + "\n".join(_r(rng, 64, ALNUM + "+/") for _ in range(4))],
        "openssh key body no begin": [lambda rng: "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2"
                                      + _r(rng, 14) + "\n" + "\n".join(_r(rng, 70, ALNUM + "+/") for _ in range(3))],
        "private key end line only": [lambda rng: "\n".join(_r(rng, 64, ALNUM + "+/") for _ in range(3))
                                      + "\n-----END RSA PRIVATE KEY-----"],
        "password colon short": [lambda rng: f"password: {_pw(rng)}", lambda rng: "password: hunter2"],
        "wifi password prose": [lambda rng: f"the wifi password is {_pw(rng)}",
                                lambda rng: f"Guest WiFi: network CafeNet, password {_pw(rng)}"],
        "my password is": [lambda rng: f"my password is {_pw(rng)} for the staging box",
                           lambda rng: f"my login is dana and the password is {_pw(rng)}"],
        "pin and passcode": [lambda rng: f"the door passcode is {_r(rng, 6, string.digits)}#",
                             lambda rng: f"Passphrase: {rng.choice(['correct', 'purple', 'silent'])} horse battery "
                                         f"{rng.choice(['staple', 'lamp', 'river'])}"],
        "credentials slash pair": [lambda rng: f"login admin / {_pw(rng)} on the router"],
        "chinese password prose": [lambda rng: f"我的邮箱密码是{_pw(rng)}，别告诉别人",
                                   lambda rng: f"服务器 root 密码 {_pw(rng)}"],
        "zero-width github": [lambda rng: f"use {zw(gh(rng), rng)} for CI"],
        "zero-width stripe": [lambda rng: f"{zw('sk_live_' + _r(rng, 24), rng)}"],
        "fullwidth openai": [lambda rng: f"key {fullwidth('sk-' + _r(rng, 48))}"],
        "fullwidth aws id": [lambda rng: fullwidth("AKIA" + _r(rng, 16, string.ascii_uppercase + string.digits))
                             + " is the access key"],
        "space-broken token": [lambda rng: f"token {spaced(gh(rng))}"],
        "dash-broken token": [lambda rng: "sk-" + "-".join(_r(rng, 12) for _ in range(4))],
        "sshpass": [lambda rng: f"sshpass -p '{_pw(rng)}' ssh deploy@10.0.0.5",
                    lambda rng: f"sshpass -p {_pw(rng)} scp build.tgz ops@web1:/srv"],
        "mysql -p": [lambda rng: f"mysql -uroot -p{_pw(rng)} shop", lambda rng: f"mysql -u app -p'{_pw(rng)}' -h db"],
        "curl -u": [lambda rng: f"curl -u admin:{_pw(rng)} https://jenkins.local/api/json",
                    lambda rng: f"curl --user ci:{_r(rng, 20)} https://nexus.internal/repo"],
        "docker login -p": [lambda rng: f"docker login -u bot -p {_r(rng, 24)} registry.example.com"],
        "redis-cli -a": [lambda rng: f"redis-cli -h cache -a {_pw(rng)} ping"],
        "PGPASSWORD env": [lambda rng: f"PGPASSWORD={_pw(rng)} psql -h db -U app"],
        "--password flag": [lambda rng: f"./deploy.sh --password {_pw(rng)} --env prod",
                            lambda rng: f"wget --password={_pw(rng)} --user=ops https://files.local/x"],
        "openssl passout": [lambda rng: f"openssl pkcs12 -export -passout pass:{_pw(rng)} -out c.p12"],
        "htpasswd -b": [lambda rng: f"htpasswd -b /etc/nginx/.htpasswd admin {_pw(rng)}"],
        "x-api-key header": [lambda rng: f"-H 'X-Api-Key: {_r(rng, 32)}'"],
        "cookie session": [lambda rng: f"Cookie: sessionid={_r(rng, 32, HEX + 'z')}; csrftoken={_r(rng, 32)}"],
        "bearer without header name": [lambda rng: f"call it with Bearer {_r(rng, 48, ALNUM + '._-')}"],
        "hex api key prose": [lambda rng: f"the API key for staging is {_r(rng, 32, HEX)}"],
        "age secret key": [lambda rng: "AGE-SECRET-KEY-1" + _r(rng, 58, string.ascii_uppercase + "023456789")],
        "docker hub pat": [lambda rng: "dckr_pat_" + _r(rng, 27, ALNUM + "-_")],
        "grafana service account": [lambda rng: "glsa_" + _r(rng, 32) + "_" + _r(rng, 8, HEX)],
        "square token": [lambda rng: "sq0atp-" + _r(rng, 22, ALNUM + "-_")],
        "figma token": [lambda rng: "figd_" + _r(rng, 40, ALNUM + "-_")],
        "sentry token": [lambda rng: "sntrys_" + _r(rng, 60)],
        "mapbox secret": [lambda rng: "sk.eyJ1Ijoi" + _r(rng, 50) + "." + _r(rng, 22)],
        "dropbox token": [lambda rng: "sl.B" + _r(rng, 130, ALNUM + "-_")],
        "rubygems key": [lambda rng: "rubygems_" + _r(rng, 48, HEX)],
        "pulumi token": [lambda rng: "pul-" + _r(rng, 40, HEX)],
        "terraform cloud token": [lambda rng: _r(rng, 14) + ".atlasv1." + _r(rng, 67)],
        "facebook token": [lambda rng: "EAACEdEose0cBA" + _r(rng, 100)],
        "json apiKey": [lambda rng: '{"apiKey": "' + _r(rng, 39) + '", "region": "eu"}'],
        "yaml secret": [lambda rng: f"auth:\n  client_secret: {_r(rng, 30)}\n  client_id: app"],
        "dotenv secret": [lambda rng: f"STRIPE_SECRET={'sk_live_' + _r(rng, 24)}\nDEBUG=false"],
        "ini password": [lambda rng: f"[database]\nuser = app\npassword = {_pw(rng)}"],
        "connection string semicolon": [lambda rng: f"Server=db;Database=shop;User Id=sa;Password={_pw(rng)};"],
        "jdbc password param": [lambda rng: f"jdbc:postgresql://db:5432/app?user=app&password={_pw(rng)}"],
        "token said in prose": [lambda rng: f"here's my github token {gh(rng)}",
                                lambda rng: f"npm token is npm_{_r(rng, 36)} fyi"],
        "jwt in prose": [lambda rng: "session jwt eyJhbGciOiJIUzI1NiJ9.eyJ" + _r(rng, 40, ALNUM + "-_") + "."
                         + _r(rng, 43, ALNUM + "-_")],
    }
    return t


def credential_rows(samples_per_template: int = 3) -> list[dict]:
    rng = random.Random(SECRET_SEED)
    split = random.Random(SPLIT_SEED)
    rows = []
    for family, makers in credential_templates().items():
        part = "tuning" if split.random() < TUNING_SHARE else "heldout"
        for make in makers:
            for _ in range(samples_per_template):
                rows.append({"part": part, "family": family, "text": make(rng)})
    return rows


# ---- ordinary text ----------------------------------------------------------------------------------------------

_SENTENCE_END = re.compile(r"(?<=[.!?。！？])\s+")


def _sentences(text: str) -> list[str]:
    out = []
    for para in re.split(r"\n\s*\n", text):
        para = " ".join(para.split())
        for s in _SENTENCE_END.split(para):
            s = s.strip()
            if 20 <= len(s) <= 300:
                out.append(s)
    return out


def memorybank(directory: str) -> list[tuple[str, str]]:
    out = []
    for lang in ("en", "cn"):
        path = os.path.join(directory, f"memory_bank_{lang}.json")
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        for user in data.values():
            for day in user.get("history", {}).values():
                for turn in day:
                    for field in ("query", "response"):
                        text = (turn.get(field) or "").strip()
                        if 8 <= len(text) <= 300:
                            out.append((f"memorybank-{lang}", " ".join(text.split())))
    return out


def commit_messages() -> list[tuple[str, str]]:
    log = subprocess.run(["git", "-C", ROOT, "log", "--format=%B%x00"], capture_output=True, text=True).stdout
    return [("git-log", s) for body in log.split("\x00") for s in _sentences(body)]


_COMMENT = re.compile(r"^\s*#\s?(.*)$")


def code_comments(limit_files: int = 400) -> list[tuple[str, str]]:
    files = sorted(glob.glob(os.path.join(ROOT, ".venv", "lib", "python3*", "site-packages", "**", "*.py"),
                             recursive=True))
    files = random.Random(SPLIT_SEED).sample(files, min(limit_files, len(files)))
    out = []
    for path in files:
        try:
            with open(path, encoding="utf-8") as f:
                source = f.read()
        except (OSError, UnicodeDecodeError):
            continue
        block: list[str] = []
        for line in source.splitlines():
            m = _COMMENT.match(line)
            if m and not m.group(1).startswith(("!", "-*-", "type:", "noqa", "pragma")):
                block.append(m.group(1))
                continue
            if block:
                out += [("py-comments", s) for s in _sentences(" ".join(block))]
                block = []
        for doc in re.findall(r'"""(.*?)"""', source, flags=re.S):
            out += [("py-docstrings", s) for s in _sentences(doc)]
    return out


def docs_text() -> list[tuple[str, str]]:
    out = []
    for path in sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")) + [os.path.join(ROOT, "README.md")]):
        with open(path, encoding="utf-8") as f:
            text = re.sub(r"```.*?```", "", f.read(), flags=re.S)
        out += [("project-docs", s) for s in _sentences(text) if "|" not in s]
    return out


def ordinary_rows(memorybank_dir: str, per_source_cap: int = 1500) -> list[dict]:
    pick = random.Random(SPLIT_SEED)
    rows: list[dict] = []
    seen: set[str] = set()
    sources = [memorybank(memorybank_dir), commit_messages(), code_comments(), docs_text()]
    extra = [("probe", "auth=OAuth2AuthorizationCodeFlowWithPKCE is the flow the CLI uses")]
    for source in sources + [extra]:
        unique = [(name, s) for name, s in source if s not in seen and not seen.add(s)]
        if len(unique) > per_source_cap:
            unique = pick.sample(unique, per_source_cap)
        rows += [{"source": name, "text": s} for name, s in unique]
    split = random.Random(SPLIT_SEED + 1)
    for row in rows:
        row["part"] = "tuning" if split.random() < TUNING_SHARE else "heldout"
    return [{"part": r["part"], "source": r["source"], "text": r["text"]} for r in rows]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--memorybank", default=os.path.join(ROOT, "..", "..", "shared", "data", "memorybank"))
    args = ap.parse_args()
    for name, rows in (("heldout_credentials.jsonl", credential_rows()),
                       ("ordinary_text.jsonl", ordinary_rows(args.memorybank))):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
        parts = {p: sum(r["part"] == p for r in rows) for p in ("tuning", "heldout")}
        print(name, len(rows), parts)


if __name__ == "__main__":
    main()
