"""Secrets end to end: the credential corpus (tests/python/data/make_corpus.py) sent through
every text-carrying tool argument, through the Python hook (`flymemory-hook prompt`) and the
Node CLI hook (`flymemory hook prompt`): 0 credentials reach any file in the data directory.
Ordinary coding text (the corpus' look-alikes included) passes and is stored."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
import time

import pytest
from reliability_helpers import PYTHON, ROOT, clean_env, node_available, text_of

pytestmark = pytest.mark.reliability

sys.path.insert(0, os.path.join(ROOT, "tests", "python", "data"))
from make_corpus import _RNG_SEED, credential_formats, credential_samples, ordinary_sentences  # noqa: E402

HOOK_ORDINARY = 40  # ordinary prompts also sent through each hook (a process per prompt)


def secret_markers() -> list[tuple[str, str]]:
    """(format, the longest token-like run of the fake secret): what must never appear in a file."""
    out = []
    for name, secret in credential_formats(random.Random(_RNG_SEED)):
        runs = re.findall(r"[^\s\"':;,=：]{10,}", secret)
        out.append((name, max(runs, key=len)))
    return out


def leaked(data_dir: str, markers: list[tuple[str, str]]) -> list[str]:
    """Every file under the data dir (store, WAL, logs, exports) as bytes, searched for each secret."""
    blobs = []
    for folder, _, files in os.walk(data_dir):
        for name in files:
            with open(os.path.join(folder, name), "rb") as f:
                blobs.append((name, f.read()))
    found = []
    for fmt, marker in markers:
        for needle in {marker.encode(), marker.lower().encode()}:
            found += [f"{fmt} in {name}" for name, blob in blobs if needle in blob]
    return found


def test_no_credential_from_the_corpus_is_stored_by_any_path(tmp_path, engines, figures):
    data_dir = str(tmp_path / "store")
    engine = engines(data_dir)
    samples = credential_samples()
    anchor = engine.ok("flymemory_remember", {"text": "The release checklist lives in docs/RELEASE.md."})
    anchor_id = anchor["structuredContent"]["outcomes"][0]["id"]
    refused = {"tools": 0, "python_hook": 0, "node_hook": 0}
    paths = {
        "remember": lambda s: {"flymemory_remember": {"text": s}},
        "remember_user": lambda s: {"flymemory_remember": {"text": s, "scope": "user"}},
        "state_value": lambda s: {"flymemory_remember": {"text": "The deploy credential changed.",
                                                         "state_key": "deploy.credential", "state_value": s}},
        "state_text": lambda s: {"flymemory_remember": {"text": s, "state_key": "ci.secret", "state_value": "set"}},
        "auto": lambda s: {"flymemory_auto": {"text": s, "session_id": "s1", "workspace": "/w"}},
        "consolidate": lambda s: {"flymemory_consolidate": {"ids": [anchor_id], "conclusion": s}},
        "supersede_text": lambda s: {"flymemory_supersede": {"old_id": anchor_id, "text": s}},
    }
    secrets = [secret for _, secret in credential_formats(random.Random(_RNG_SEED))]
    labels = {  # the labels a write carries are stored verbatim too
        "tags": lambda s: {"flymemory_remember": {"text": "The release checklist was reviewed.", "tags": [s]}},
        "session_id": lambda s: {"flymemory_remember": {"text": "The release checklist was reviewed.",
                                                        "session_id": s.replace("\n", " ")}},
        "workspace": lambda s: {"flymemory_remember": {"text": "The release checklist was reviewed.",
                                                       "workspace": "/w/" + s.replace("\n", " ")}},
        "compartment": lambda s: {"flymemory_remember": {"text": "The release checklist was reviewed.",
                                                         "compartment": s.replace("\n", " ")}},
        "auto_session": lambda s: {"flymemory_auto": {"text": "Ship the release today.",
                                                      "session_id": s.replace("\n", " ")}},
    }
    for secret in secrets:
        for make in labels.values():
            ((tool, args),) = make(secret).items()
            result = engine.call(tool, args)
            assert result["isError"], f"{tool} stored a credential in a label: {args}"
            refused["tools"] += 1
        forget = engine.call("flymemory_forget", {"id": anchor_id, "reason": f"it leaked {secret}"[:500]})
        assert forget["isError"], "forget kept a credential in its reason"
        refused["tools"] += 1
    paths.update(labels)
    paths["forget_reason"] = None
    for _, sample in samples:
        for make in paths.values():
            if make is None:
                continue
            ((tool, args),) = make(sample).items()
            result = engine.call(tool, args)
            outcomes = (result.get("structuredContent") or {}).get("outcomes", [])
            stored = [o for o in outcomes if o.get("id") and o["kind"] in ("new", "merged")]
            assert not stored, f"{tool} stored a credential: {text_of(result)[:200]}"
            refused["tools"] += 1
    assert engine.ok("flymemory_get_memory", {"id": anchor_id})["structuredContent"]["status"] == "active"

    url = engine.base + "/mcp"

    def python_hook(prompt: str) -> None:
        hook = subprocess.run([PYTHON, "-m", "flymemory.hooks", "prompt", "--url", url, "--budget", "5"],
                              input=json.dumps({"prompt": prompt, "session_id": "s2", "cwd": "/w"}),
                              capture_output=True, text=True, timeout=30,
                              env=clean_env(FLYMEMORY_DATA_DIR=str(tmp_path / "hook-spool")))
        assert hook.returncode == 0, hook.stderr

    node = node_available()

    def node_hook(prompt: str) -> None:
        hook = subprocess.run([node, os.path.join(ROOT, "bin", "flymemory.mjs"), "hook", "prompt", "--port",
                               str(engine.port), "--data-dir", str(tmp_path / "plugin")],
                              input=json.dumps({"prompt": prompt, "session_id": "s3", "cwd": "/w"}),
                              capture_output=True, text=True, timeout=30, env=clean_env())
        assert hook.returncode == 0, hook.stderr

    hooks = {"python_hook": python_hook, **({"node_hook": node_hook} if node else {})}
    controls = 0
    for leg, send in hooks.items():
        for _, sample in samples:
            send(sample)
            refused[leg] += 1
        # Positive control: the same leg does store an ordinary prompt, so its refusals above are real.
        before = engine.health()["entries"]
        send(f"The release train for the {leg} leaves on Thursdays after the smoke tests.")
        assert engine.health()["entries"] == before + 1, f"the {leg} stored nothing, not even an ordinary prompt"
        controls += 1

    rows = engine.health()["entries"] - controls
    assert rows == 1, f"{rows - 1} entries were stored from credential text"
    engine.stop()  # checkpoint the WAL, flush the log: then read every byte
    leaks = leaked(data_dir, secret_markers()) + leaked(str(tmp_path / "plugin"), secret_markers())
    assert not leaks, leaks
    figures.update({"credential_samples": len(samples), "formats": len({n for n, _ in samples}),
                    "tool_paths": sorted(paths), "calls_refused": refused, "credentials_in_any_file": 0,
                    "node_hook_ran": bool(node), "hook_positive_controls_stored": controls})


def test_ordinary_coding_text_passes_and_is_stored(tmp_path, engines, figures):
    engine = engines(str(tmp_path / "store"))
    sentences = ordinary_sentences()
    rejected = []
    started = time.monotonic()
    for s in sentences:
        result = engine.ok("flymemory_remember", {"text": s})
        rejected += [text_of(result) for o in result["structuredContent"]["outcomes"] if o["kind"] == "rejected"]
    through_tools = time.monotonic() - started
    hook_sample = random.Random(7).sample(sentences, HOOK_ORDINARY)
    hook_rejected = []
    url = engine.base + "/mcp"
    for n, s in enumerate(hook_sample):
        prompt = f"{s} (prompt {n})"  # new text, so the hook's capture is visible as a new entry
        before = engine.health()["entries"]
        hook = subprocess.run([PYTHON, "-m", "flymemory.hooks", "prompt", "--url", url, "--budget", "5"],
                              input=json.dumps({"prompt": prompt, "session_id": "s", "cwd": "/w"}),
                              capture_output=True, text=True, timeout=30,
                              env=clean_env(FLYMEMORY_DATA_DIR=str(tmp_path / "hook-spool")))
        assert hook.returncode == 0, hook.stderr
        if engine.health()["entries"] <= before:
            hook_rejected.append(prompt)
    assert not rejected, f"{len(rejected)} ordinary sentences refused: {rejected[:3]}"
    assert not hook_rejected, f"{len(hook_rejected)} ordinary prompts not captured by the hook: {hook_rejected[:3]}"
    figures.update({"ordinary_sentences": len(sentences), "refused_through_tools": 0,
                    "hook_prompts": HOOK_ORDINARY, "refused_through_hook": 0,
                    "tool_seconds": round(through_tools, 1)})
