"""`flymemory-hook`: the client for hook-protocol harnesses (Claude Code, ZCode...).

`prompt` (UserPromptSubmit) stores the typed prompt and injects the memories relevant
to it; `session-start` (startup/resume/clear/compact) injects a recovery pack. It runs
once per prompt, so it stays light (no numpy, no store) and it can never hurt the
conversation: whatever happens it exits 0 within its budget and prints either valid
hook JSON or nothing."""

from __future__ import annotations

import json
import re
import sys
import threading
import urllib.request
from typing import Any

from flymemory.config import HookSettings, parse_hook_settings
from flymemory.constants import MAX_TEXT_CHARS

MAX_STDIN = 4_000_000
MAX_PROMPT = MAX_TEXT_CHARS  # the engine's limit for one write: a longer prompt is captured up to it

# Text the harness or an automation typed, not the user: never stored.
_SYSTEM = re.compile(r"<system-reminder>|<command-(?:name|message|args)>|<local-command-std(?:out|err)>|"
                     r"^Caveat: The messages below were generated|^\[Request interrupted|"
                     r"<task-notification>|<user-prompt-submit-hook>", re.MULTILINE)
_HEARTBEAT = re.compile(r"^\s*(?:ping|pong|heartbeat|keep-?alive|health-?check|still there\??|"
                        r"\[?(?:heartbeat|cron|scheduled|automated?)\b[^\n]{0,200})\s*$", re.IGNORECASE)


def why_skipped(prompt: str) -> str | None:
    """Why this prompt must not be stored, or None to store it."""
    if not prompt.strip():
        return "empty"
    if _SYSTEM.search(prompt):
        return "system or automation text"
    if _HEARTBEAT.match(prompt):
        return "heartbeat"
    from flymemory.credentials import find_credential  # light: regexes only

    if find_credential(prompt):
        return "credential-like"
    return None


def call_tool(settings: HookSettings, name: str, arguments: dict[str, Any]) -> str | None:
    """One stateless JSON-RPC call (no handshake); the reply text, or None on any failure."""
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                       "params": {"name": name, "arguments": arguments}}).encode()
    headers = {"content-type": "application/json", "accept": "application/json, text/event-stream",
               "x-flymemory-app": settings.app}
    if settings.token:
        headers["authorization"] = f"Bearer {settings.token}"
    request = urllib.request.Request(settings.url, data=body, headers=headers, method="POST")
    with urllib.request.urlopen(request, timeout=settings.budget) as response:
        reply = json.loads(response.read(MAX_STDIN))
    result = reply.get("result") or {}
    if result.get("isError"):
        return None
    return "\n".join(c.get("text", "") for c in result.get("content", []) if c.get("type") == "text")


def _has_memories(text: str | None) -> bool:
    return bool(text) and "<flymemory-recall" in text


def prompt_context(settings: HookSettings, hook: dict[str, Any]) -> str | None:
    prompt = hook.get("prompt")
    if not isinstance(prompt, str):
        return None
    skip = why_skipped(prompt)
    workspace = str(hook.get("cwd") or "")
    if skip == "credential-like":
        # Not stored; the engine does not keep queries, so recall can still help.
        text = call_tool(settings, "flymemory_recall", {"query": prompt[:20_000], "k": settings.k,
                                                         "workspace": workspace})
    elif skip is not None:
        return None
    else:
        text = call_tool(settings, "flymemory_auto", {
            "text": prompt[:MAX_PROMPT], "session_id": str(hook.get("session_id") or "")[:512], "workspace": workspace,
            "k": settings.k, "lessons": settings.lessons, "role": "user"})
    return text if _has_memories(text) else None


def session_context(settings: HookSettings, hook: dict[str, Any]) -> str | None:
    text = call_tool(settings, "flymemory_session_pack", {"workspace": str(hook.get("cwd") or "")})
    return text if _has_memories(text) else None


EVENTS = {"prompt": ("UserPromptSubmit", prompt_context), "session-start": ("SessionStart", session_context)}


def run(settings: HookSettings, stdin_text: str) -> str | None:
    """The JSON to print, or None to print nothing."""
    hook = json.loads(stdin_text)
    if not isinstance(hook, dict):
        return None
    event_name, build = EVENTS[settings.event]
    context = build(settings, hook)
    if not context:
        return None
    return json.dumps({"hookSpecificOutput": {"hookEventName": event_name, "additionalContext": context}},
                      ensure_ascii=False)


def main(argv: list[str] | None = None) -> int:
    try:
        settings = parse_hook_settings(argv)
    except SystemExit:  # bad flags: argparse said why on stderr; still never fail the harness
        return 0
    result: list[str | None] = []
    failure: list[str] = []

    def work() -> None:
        try:
            result.append(run(settings, sys.stdin.read(MAX_STDIN)))
        except Exception as exc:  # the engine is down, refused, or sent something odd
            failure.append(f"{type(exc).__name__}: {exc}")

    # A daemon thread bounded by join(): even a hung engine or a stuck stdin cannot hold us past the budget.
    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    worker.join(settings.budget)
    if worker.is_alive():
        print(f"flymemory-hook: no answer within {settings.budget}s from {settings.url}; skipped.", file=sys.stderr)
    elif failure:
        print(f"flymemory-hook: memory skipped ({failure[0][:300]}). Is the engine running? "
              "Start it with `flymemory start`.", file=sys.stderr)
    elif result and result[0]:
        sys.stdout.write(result[0] + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
