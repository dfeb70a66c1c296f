"""A write containing a credential is rejected whole; ordinary coding text passes."""

import os
import sys

import pytest
from flymemory.credentials import find_credential
from flymemory.model import Scope

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "data"))
from make_corpus import credential_samples, ordinary_sentences  # noqa: E402


def test_the_corpus_covers_at_least_50_formats_and_1000_ordinary_sentences():
    assert len({name for name, _ in credential_samples()}) >= 50
    assert len(set(ordinary_sentences())) >= 1000


def test_every_credential_format_is_detected():
    missed = [name for name, text in credential_samples() if not find_credential(text)]
    assert missed == []


def test_ordinary_coding_sentences_pass():
    sentences = ordinary_sentences()
    rejected = [(s, find_credential(s)) for s in sentences if find_credential(s)]
    assert len(rejected) / len(sentences) <= 0.005, rejected[:10]


@pytest.mark.parametrize("text", [
    "password: see the team vault entry",
    "token: the lexer emits one per identifier",
    "set password=<your password> in .env.example",
    "postgres://user:${PGPASSWORD}@db.internal/app",
    "postgres://localhost:5432/app",
    "commit 3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39 fixed it",
    "the fixture dGVzdCBmaXh0dXJlIGRhdGEgZm9yIHRoZSBwYXJzZXI= decodes to plain text",
    "request 123e4567-e89b-12d3-a456-426614174000 failed",
    "token = getToken(request)",
    "secret_key = settings.SECRET_KEY",
    "API_KEY=your-api-key-here",
    "sk-learn is a typo for scikit-learn",
    "auth=OAuth2AuthorizationCodeFlowWithPKCE",
    "token: 0123456789abcdef0123456789abcdef in the fixture",
    "the password is required and must be at least 12 characters",
    "password: str, the user's password",
    "run mysql -p to be prompted for the password",
    "docker login --password-stdin < token.txt",
    "密码是什么？我忘了",
])
def test_look_alikes_pass(text):
    assert find_credential(text) is None


@pytest.mark.parametrize("text", [
    "my password is hunter2 on the test box",
    "password: hunter2",
    "the wifi password is mango42!",
    "g\u200bhp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8",
    "ｇｈｐ＿" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8",
    "ghp_a1B2c3D4e5F6g7H8i9J0\nk1L2m3N4o5P6q7R8",
    "sshpass -p 'Winter2024!' ssh ops@host",
    "curl -u admin:Tr0ub4dor https://ci.local/api",
])
def test_disguised_and_prose_credentials_are_refused(text):
    assert find_credential(text)


def test_every_credential_write_is_rejected_and_nothing_is_stored(lexical_engine):
    for name, text in credential_samples():
        outcomes = lexical_engine.remember(f"The deploy runs on Fridays. {text} Ask Dana about the rollout.")
        assert [o.kind for o in outcomes] == ["rejected"], name
        assert "credential" in outcomes[0].describe()
    assert lexical_engine.store.count(Scope(statuses=())) == 0
    assert lexical_engine.store.history() == []


def test_a_rejection_never_echoes_the_secret(lexical_engine):
    secret = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    outcome = lexical_engine.remember(f"use {secret} for the release")[0]
    assert secret not in outcome.describe() and secret not in outcome.text
    assert outcome.describe().startswith("REJECTED (contains a credential (GitHub token)")


def test_state_and_consolidation_writes_are_checked_too(lexical_engine):
    e = lexical_engine
    assert e.set_state("ci.token", "ghp_" + "Z" * 36)[0].kind == "rejected"
    first = e.remember("The release checklist lives in docs/release.md.")[0].entry_id
    assert e.consolidate([first], "Release uses sk-" + "q" * 48).kind == "rejected"
    assert e.store.count(Scope(statuses=())) == 1


TOKEN = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"


@pytest.mark.parametrize("fields", [
    {"entities": [{"name": TOKEN, "type": "product"}]},
    {"entities": [{"name": "CI", "type": "product"}, {"name": "Repo", "type": "project"}],
     "relations": [{"from": "CI", "rel": TOKEN.lower(), "to": "Repo"}]},
    {"tags": ["release", TOKEN]},
    {"app": TOKEN},
    {"workspace": "/w/" + TOKEN},
    {"session": TOKEN},
    {"state_key": "ci." + TOKEN, "state_value": "on"},
])
def test_a_credential_in_any_stored_field_is_refused(lexical_engine, fields):
    from flymemory.memory import MemoryError_
    try:
        outcomes = lexical_engine.remember("The release checklist lives in docs/release.md.", **fields)
    except MemoryError_ as exc:
        assert "credential" in str(exc) and TOKEN not in str(exc)
    else:
        assert [o.kind for o in outcomes] == ["rejected"]
    assert lexical_engine.store.count(Scope(statuses=())) == 0


def test_a_workspace_path_with_a_random_temp_dir_part_is_not_a_credential():
    # mkdtemp-style folders (`bundle-0Y7ROb`) once made every write from that workspace fail.
    assert find_credential("/tmp/flymemory-e2e-bundle-0Y7ROb/workspace") is None
    assert find_credential("/home/dev/src/tmp-Xy7Qk2Rz9Lm3/checkout-3fA9kQ2Z/app") is None
    # A long folder name made of words with a random tail (`mkdtemp(prefix="flymemory-e2e-first-contact-")`)
    # once refused every capture of a session started there.
    assert find_credential("/tmp/flymemory-e2e-first-contact-5Pg9k4/ws") is None
    assert find_credential("cd /work/my-team-shared-monorepo-checkout-Ab12Cd3") is None
    # A real token as one long path part is still refused.
    assert find_credential("/srv/keys/aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC") is not None
