"""Deterministic test corpora for the credential detector (no network, no real secrets).

    python tests/python/data/make_corpus.py   # prints the counts and a few samples

`credential_samples()`: (format name, sentence containing a fake credential of that
format), at least one per format, >= 50 formats. `ordinary_sentences()`: >= 1,000
everyday coding sentences, including the look-alikes a detector must let through:
the word "password", commit hashes, UUIDs, base64 fixtures, placeholders."""

from __future__ import annotations

import base64
import json
import random
import string

_RNG_SEED = 20261129
ALNUM = string.ascii_letters + string.digits
LOWER_HEX = "0123456789abcdef"


def _r(rng: random.Random, n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b64url(rng: random.Random, n: int) -> str:
    return _r(rng, n, ALNUM + "-_")


def _jwt(rng: random.Random) -> str:
    head = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    body = base64.urlsafe_b64encode(json.dumps({"sub": _r(rng, 8), "iat": 1700000000}).encode()).decode().rstrip("=")
    return f"{head}.{body}.{_b64url(rng, 43)}"


def _pem(kind: str, rng: random.Random) -> str:
    lines = "\n".join(_r(rng, 64, ALNUM + "+/") for _ in range(4))
    return f"-----BEGIN {kind}-----\n{lines}\n-----END {kind}-----"


def credential_formats(rng: random.Random) -> list[tuple[str, str]]:
    """(format, fake secret) pairs."""
    return [
        ("openai legacy", "sk-" + _r(rng, 48)),
        ("openai project", "sk-proj-" + _b64url(rng, 74)),
        ("openai service account", "sk-svcacct-" + _b64url(rng, 60)),
        ("anthropic api", "sk-ant-api03-" + _b64url(rng, 93) + "AA"),
        ("anthropic admin", "sk-ant-admin01-" + _b64url(rng, 93) + "AA"),
        ("deepseek", "sk-" + _r(rng, 32, LOWER_HEX)),
        ("github classic pat", "ghp_" + _r(rng, 36)),
        ("github oauth", "gho_" + _r(rng, 36)),
        ("github user-to-server", "ghu_" + _r(rng, 36)),
        ("github server-to-server", "ghs_" + _r(rng, 36)),
        ("github refresh", "ghr_" + _r(rng, 36)),
        ("github fine-grained pat", "github_pat_" + _r(rng, 22) + "_" + _r(rng, 59)),
        ("gitlab pat", "glpat-" + _b64url(rng, 20)),
        ("gitlab deploy token", "gldt-" + _b64url(rng, 20)),
        ("gitlab runner token", "glrt-" + _b64url(rng, 20)),
        ("slack bot", "xoxb-" + _r(rng, 11, string.digits) + "-" + _r(rng, 12, string.digits) + "-" + _r(rng, 24)),
        ("slack user", "xoxp-" + _r(rng, 11, string.digits) + "-" + _r(rng, 12, string.digits) + "-" + _r(rng, 32)),
        ("slack webhook", f"https://hooks.slack.com/services/T{_r(rng, 8)}/B{_r(rng, 8)}/{_r(rng, 24)}"),
        ("discord webhook", f"https://discord.com/api/webhooks/{_r(rng, 18, string.digits)}/{_b64url(rng, 68)}"),
        ("stripe live secret", "sk_live_" + _r(rng, 24)),
        ("stripe test secret", "sk_test_" + _r(rng, 24)),
        ("stripe restricted", "rk_live_" + _r(rng, 24)),
        ("stripe webhook", "whsec_" + _r(rng, 32)),
        ("aws access key id", "AKIA" + _r(rng, 16, string.ascii_uppercase + string.digits)),
        ("aws temporary key id", "ASIA" + _r(rng, 16, string.ascii_uppercase + string.digits)),
        ("aws secret access key", "aws_secret_access_key = " + _r(rng, 40, ALNUM + "/+")),
        ("google api key", "AIza" + _b64url(rng, 35)),
        ("google oauth access token", "ya29." + _b64url(rng, 60)),
        ("google oauth client secret", "GOCSPX-" + _b64url(rng, 28)),
        ("gcp service account json", json.dumps({"type": "service_account", "project_id": "demo-1",
                                                 "private_key_id": _r(rng, 40, LOWER_HEX),
                                                 "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIE..."})),
        ("azure storage connection string",
         f"DefaultEndpointsProtocol=https;AccountName=demo;AccountKey={_r(rng, 86, ALNUM + '+/')}==;"),
        ("azure sas", f"https://demo.blob.core.windows.net/c?sv=2022-11-02&sig={_r(rng, 43, ALNUM + '%')}%3D"),
        ("azure client secret", _r(rng, 3) + "8Q~" + _r(rng, 34, ALNUM + "_~.-")),
        ("npm token", "npm_" + _r(rng, 36)),
        ("pypi token", "pypi-AgEIcHlwaS5vcmc" + _b64url(rng, 70)),
        ("hugging face token", "hf_" + _r(rng, 34, string.ascii_letters)),
        ("twilio api key", "SK" + _r(rng, 32, LOWER_HEX)),
        ("sendgrid", "SG." + _b64url(rng, 22) + "." + _b64url(rng, 43)),
        ("mailgun", "key-" + _r(rng, 32, LOWER_HEX)),
        ("shopify", "shpat_" + _r(rng, 32, LOWER_HEX)),
        ("digitalocean", "dop_v1_" + _r(rng, 64, LOWER_HEX)),
        ("telegram bot", _r(rng, 10, string.digits) + ":AA" + _b64url(rng, 33)),
        ("groq", "gsk_" + _r(rng, 52)),
        ("xai", "xai-" + _r(rng, 80)),
        ("replicate", "r8_" + _r(rng, 37)),
        ("databricks", "dapi" + _r(rng, 32, LOWER_HEX)),
        ("atlassian", "ATATT3xFfGF0" + _b64url(rng, 180)),
        ("linear", "lin_api_" + _r(rng, 40)),
        ("notion", "ntn_" + _r(rng, 46)),
        ("doppler", "dp.pt." + _r(rng, 43)),
        ("vault", "hvs." + _b64url(rng, 90)),
        ("jwt", _jwt(rng)),
        ("pem rsa private key", _pem("RSA PRIVATE KEY", rng)),
        ("pem ec private key", _pem("EC PRIVATE KEY", rng)),
        ("openssh private key", _pem("OPENSSH PRIVATE KEY", rng)),
        ("pkcs8 encrypted private key", _pem("ENCRYPTED PRIVATE KEY", rng)),
        ("postgres url", f"postgresql://app:{_r(rng, 14)}@db.internal:5432/prod"),
        ("mysql url", f"mysql://root:{_r(rng, 12)}@10.0.0.4:3306/shop"),
        ("mongodb srv url", f"mongodb+srv://svc:{_r(rng, 16)}@cluster0.ab12c.mongodb.net/db"),
        ("redis url", f"redis://:{_r(rng, 20)}@cache.internal:6379/0"),
        ("amqp url", f"amqp://guest2:{_r(rng, 12)}@mq.internal:5672/"),
        ("password assignment", "password=" + _r(rng, 8, string.ascii_letters) + "!" + _r(rng, 5, string.digits)),
        ("token colon", "token: " + _r(rng, 32)),
        ("env var db password", 'DB_PASSWORD="' + _r(rng, 18, ALNUM + "#$%") + '"'),
        ("json client secret", '"client_secret": "' + _r(rng, 34) + '"'),
        ("chinese password", "密码：" + _r(rng, 6, string.ascii_letters) + "@" + _r(rng, 6, string.digits)),
        ("bearer header", "Authorization: Bearer " + _b64url(rng, 40)),
        ("basic auth header", "Authorization: Basic " + base64.b64encode(f"admin:{_r(rng, 12)}".encode()).decode()),
        ("api key assignment", "API_KEY=" + _r(rng, 40, LOWER_HEX)),
    ]


_WRAPPERS = [
    "here is the key {s}, please use it for the deploy",
    "{s}",
    "Remember this for later: {s}",
    "我的密钥是 {s} 记住它",
    "The CI job needs {s} to publish.",
]


def credential_samples() -> list[tuple[str, str]]:
    rng = random.Random(_RNG_SEED)
    out = []
    for n, (name, secret) in enumerate(credential_formats(rng)):
        out.append((name, _WRAPPERS[n % len(_WRAPPERS)].format(s=secret)))
    return out


_TEMPLATES = [
    "The {svc} service listens on port {port} in {env}.",
    "Run `{cmd}` before pushing to {branch}.",
    "I fixed the bug in {path} that broke {feature}.",
    "Commit {sha} reverted the change to {path}.",
    "The request id {uuid} shows up in the {svc} logs.",
    "The test fixture decodes the base64 string {b64} into {word}.",
    "Reset your password from the account settings page of {svc}.",
    "The password field in {path} must be masked in the UI.",
    "Never log the user's password or token in {svc}.",
    "The {feature} flow sends a password reset email via {tool}.",
    "We rotate the {svc} token every {n} days through the vault job.",
    "The lexer emits a token for each identifier in {path}.",
    "Bump {lib} from {ver} to {ver2} in the lockfile.",
    "The migration {n}_add_{word}_index ran in {n2} ms on {env}.",
    "Deploy {svc} version {ver} to {env} after the {weekday} standup.",
    "Set {ENV}=<your key> in .env.example, never the real value.",
    "The {svc} docs live at https://docs.example.com/{word}/{ver}.",
    "Use {tool} for {feature} in the {word} package.",
    "The {svc} p99 latency dropped to {n} ms after caching {word}.",
    "Image digest sha256:{sha64} is the one we ship for {svc}.",
    "The hash of the release tarball is {sha64}.",
    "Rename {ident} to {ident2} in {path}.",
    "The API returns 401 when the token is expired or missing.",
    "Password hashing uses argon2id with {n} MiB of memory.",
    "The session cookie expires after {n} minutes of inactivity.",
    "Store the API key in the OS keychain, not in {path}.",
    "{name} owns the {svc} service and reviews its pull requests.",
    "The cron job for {feature} runs at {hh}:{mm} UTC.",
    "构建 {svc} 之前先运行 {cmd}。",
    "{svc} 服务部署在 {env} 环境，端口 {port}。",
    "把 {path} 里的 {ident} 改名为 {ident2}。",
    "密码重置邮件由 {tool} 发送。",
    "{name} 负责 {feature} 的代码评审。",
    "The {word} worker pulls jobs from the {svc} queue every {n} seconds.",
    "Our CI matrix covers Python {ver} and Node {n}.",
    "Benchmarks: {n} ops/s before, {n2} ops/s after the {feature} change.",
    "The UUID column {ident} uses gen_random_uuid() as default, e.g. {uuid}.",
    "git checkout {sha} -- {path} restores the old {word} file.",
    "The {svc} health check hits /healthz on port {port}.",
    "Token budget for the summariser is {n} tokens per call.",
    "The password policy requires {n} characters and one digit.",
    "Use the `--password-stdin` flag with docker login in {env}.",
    "Передай {name} что {svc} упал в {env}.",
    "The regex [A-Za-z0-9]{{{n}}} validates the {word} slug.",
    "Example payload: {{\"user\": \"{word}\", \"id\": {n}}}.",
    "The base64 of 'hello' is aGVsbG8= and our test compares against it.",
    "The secret sauce of {feature} is batching {word} writes.",
    "Add {ident} to the allowlist in {path} for {env}.",
    "My build server is at 10.{n}.{n2}.{port3}.",
    "The meeting about {feature} moved to {weekday} at {hh}:{mm}.",
]
_FILL = {
    "svc": ["auth", "billing", "search", "gateway", "ingest", "notifications", "payments", "reports", "users", "媒体"],
    "port": ["8080", "8443", "3000", "5432", "6379", "9090", "5000", "8000"],
    "port3": ["3", "17", "42", "200", "254"],
    "env": ["staging", "production", "dev", "the eu cluster", "qa", "生产"],
    "cmd": ["make lint", "pnpm test", "cargo fmt", "pytest -q", "go vet ./...", "npm run build", "ruff check ."],
    "branch": ["main", "develop", "release/2.4", "feature/login"],
    "path": ["src/auth/jwt.py", "lib/cache.ts", "cmd/server/main.go", "docs/setup.md", "config/app.yaml",
             "tests/test_api.py", "web/src/App.tsx", "internal/db/pool.go"],
    "feature": ["login", "checkout", "search", "export", "onboarding", "password reset", "billing", "upload"],
    "word": ["invoice", "avatar", "report", "order", "session", "profile", "thumbnail", "ledger"],
    "tool": ["Postmark", "SES", "Sendgrid", "celery", "Redis", "Kafka", "Terraform", "Ansible"],
    "lib": ["requests", "react", "tokio", "lodash", "numpy", "express", "pydantic"],
    "weekday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    "ENV": ["OPENAI_API_KEY", "STRIPE_KEY", "DATABASE_URL", "GITHUB_TOKEN"],
    "name": ["Alice", "Bob", "Dana", "Wei", "Priya", "张伟", "Olga"],
    "ident": ["userId", "fetch_orders", "MAX_RETRIES", "cacheKey", "parseToken", "session_ttl"],
    "ident2": ["accountId", "load_orders", "RETRY_LIMIT", "cache_key", "decodeToken", "sessionTtl"],
}


def ordinary_sentences(n: int = 1200) -> list[str]:
    rng = random.Random(_RNG_SEED + 1)
    seen: set[str] = set()
    out: list[str] = []
    attempt = 0
    while len(out) < n:
        template = _TEMPLATES[attempt % len(_TEMPLATES)]
        attempt += 1
        values = {k: rng.choice(v) for k, v in _FILL.items()}
        values.update({
            "sha": _r(rng, rng.choice([7, 12, 40]), LOWER_HEX), "sha64": _r(rng, 64, LOWER_HEX),
            "uuid": "-".join(_r(rng, k, LOWER_HEX) for k in (8, 4, 4, 4, 12)),
            "b64": base64.b64encode(rng.choice(["hello world", "fixture-42", "{\"a\":1}", "test data"])
                                    .encode()).decode(),
            "n": str(rng.randint(2, 500)), "n2": str(rng.randint(2, 500)),
            "ver": f"{rng.randint(1, 4)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}",
            "ver2": f"{rng.randint(2, 5)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}",
            "hh": f"{rng.randint(0, 23):02d}", "mm": rng.choice(["00", "15", "30", "45"]),
        })
        sentence = template.format(**values)
        if sentence not in seen:
            seen.add(sentence)
            out.append(sentence)
    return out


if __name__ == "__main__":
    creds = credential_samples()
    plain = ordinary_sentences()
    print(f"{len(creds)} credential formats, {len(plain)} ordinary sentences")
    for name, text in creds[:3]:
        print(f"  {name}: {text[:60]}...")
    for text in plain[:5]:
        print(f"  {text}")
