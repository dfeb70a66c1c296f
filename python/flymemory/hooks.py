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
import time
import urllib.error
import urllib.request
from typing import Any

from flymemory import hook_spool
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


def call_result(settings: HookSettings, name: str, arguments: dict[str, Any], app: str | None = None,
                timeout: float | None = None) -> dict[str, Any]:
    """One stateless JSON-RPC call (no handshake): the tool's result. Raises when the engine is down,
    busy (a 503's Retry-After is kept for the next hook processes) or too slow."""
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                       "params": {"name": name, "arguments": arguments}}).encode()
    headers = {"content-type": "application/json", "accept": "application/json, text/event-stream",
               "x-flymemory-app": app or settings.app}
    if settings.token:
        headers["authorization"] = f"Bearer {settings.token}"
    request = urllib.request.Request(settings.url, data=body, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=timeout or settings.budget) as response:
            reply = json.loads(response.read(MAX_STDIN))
    except urllib.error.HTTPError as exc:
        if exc.code == 503:
            try:
                wait = float(exc.headers.get("retry-after") or 1)
            except ValueError:
                wait = 1.0
            hook_spool.keep_pause(settings.data_dir, wait)
        raise
    result = reply.get("result")
    if not isinstance(result, dict):
        raise ValueError(f"no result in the engine's reply: {str(reply)[:200]}")
    return result


def call_tool(settings: HookSettings, name: str, arguments: dict[str, Any]) -> str | None:
    """The reply text, or None when the tool refused."""
    result = call_result(settings, name, arguments)
    if result.get("isError"):
        return None
    return "\n".join(c.get("text", "") for c in result.get("content", []) if c.get("type") == "text")


def _has_memories(text: str | None) -> bool:
    return bool(text) and "<flymemory-recall" in text


class Capture:
    """The prompt this run must store: spooled by main() unless the engine took it."""

    def __init__(self) -> None:
        self.stdin: str | None = None  # what the harness sent, once read
        self.pending: dict[str, str] | None = None
        self.answered = False  # the engine answered a call: time to replay the spool


def _kept_prompt(hook: dict[str, Any], prompt: str) -> dict[str, str]:
    return {"text": prompt[:MAX_PROMPT], "session": str(hook.get("session_id") or "")[:512],
            "workspace": str(hook.get("cwd") or "")}


def prompt_to_store(hook: Any) -> dict[str, str] | None:
    """The typed prompt of a UserPromptSubmit event as the spool keeps it, or None when it must not be stored."""
    prompt = hook.get("prompt") if isinstance(hook, dict) else None
    if not isinstance(prompt, str) or why_skipped(prompt) is not None:
        return None
    return _kept_prompt(hook, prompt)


def prompt_context(settings: HookSettings, hook: dict[str, Any], capture: Capture | None = None) -> str | None:
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
        pending = _kept_prompt(hook, prompt)
        if capture is not None:
            capture.pending = pending
            if hook_spool.pause_remaining(settings.data_dir) > 0:  # a busy engine asked for quiet
                return None
        text = call_tool(settings, "flymemory_auto", {
            "text": pending["text"], "session_id": pending["session"], "workspace": workspace,
            "k": settings.k, "lessons": settings.lessons, "role": "user"})
        if capture is not None:
            capture.answered = True  # before pending is cleared: main() never sees neither
            capture.pending = None
    if capture is not None:
        capture.answered = True
    return text if _has_memories(text) else None


def session_context(settings: HookSettings, hook: dict[str, Any], capture: Capture | None = None) -> str | None:
    text = call_tool(settings, "flymemory_session_pack", {"workspace": str(hook.get("cwd") or "")})
    if capture is not None:
        capture.answered = True
    return text if _has_memories(text) else None


EVENTS = {"prompt": ("UserPromptSubmit", prompt_context), "session-start": ("SessionStart", session_context)}


def run(settings: HookSettings, stdin_text: str, capture: Capture | None = None) -> str | None:
    """The JSON to print, or None to print nothing."""
    hook = json.loads(stdin_text)
    if not isinstance(hook, dict):
        return None
    event_name, build = EVENTS[settings.event]
    context = build(settings, hook, capture)
    if not context:
        return None
    return json.dumps({"hookSpecificOutput": {"hookEventName": event_name, "additionalContext": context}},
                      ensure_ascii=False)


def main(argv: list[str] | None = None) -> int:
    try:
        settings = parse_hook_settings(argv)
    except SystemExit:  # bad flags: argparse said why on stderr; still never fail the harness
        return 0
    started = time.monotonic()
    result: list[str | None] = []
    failure: list[str] = []
    capture = Capture()

    def work() -> None:
        try:
            capture.stdin = sys.stdin.read(MAX_STDIN)
            result.append(run(settings, capture.stdin, capture))
        except Exception as exc:  # the engine is down, refused, or sent something odd
            failure.append(f"{type(exc).__name__}: {exc}")

    # A daemon thread bounded by join(): even a hung engine or a stuck stdin cannot hold us past the budget.
    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    worker.join(settings.budget)
    if worker.is_alive():
        print(f"flymemory-hook: no answer within {settings.budget}s from {settings.url}; skipped.", file=sys.stderr)
        if settings.event == "prompt" and capture.stdin is not None and capture.pending is None \
                and not capture.answered:
            # The budget ran out before the worker had even read the prompt (a loaded machine:
            # a cold start and the credential scan alone can take that long); keep it all the same.
            try:
                capture.pending = prompt_to_store(json.loads(capture.stdin))
            except ValueError:
                pass
    elif failure:
        print(f"flymemory-hook: memory skipped ({failure[0][:300]}). {_what_fixes(failure[0], settings)}",
              file=sys.stderr)
    elif result and result[0]:
        sys.stdout.write(result[0] + "\n")
        sys.stdout.flush()
    keep_or_replay(settings, capture, started + settings.budget)
    return 0


def _what_fixes(failure: str, settings: HookSettings) -> str:
    """The one step that fixes a failed call, by what the engine answered."""
    if "HTTP Error 401" in failure or "HTTP Error 403" in failure:
        return ("The engine refused this hook's token: set FLYMEMORY_TOKEN to a token from the engine's tokens "
                "file" + (" (none is set now)." if not settings.token else "."))
    if "HTTP Error 503" in failure:
        return "The engine is busy and asked for a pause; prompts meanwhile are spooled."
    return "Is the engine running? Start it with `flymemory start`."


def keep_or_replay(settings: HookSettings, capture: Capture, deadline: float) -> None:
    """A prompt the engine did not take goes to the spool (a reply that came too late is found
    stored by the replay's dry run, not stored twice); once the engine answers, the spool is
    replayed in what is left of the budget."""
    pending = capture.pending
    if pending is not None:
        try:
            refused = hook_spool.spool_prompt(settings.data_dir, pending["text"], pending["session"],
                                              pending["workspace"], settings.app)
        except OSError as exc:
            refused = f"the spool could not be written ({exc})"
        if refused is None:
            print(f"flymemory-hook: the prompt is spooled in {settings.data_dir}; it is stored once the engine "
                  "answers.", file=sys.stderr)
        else:
            print(f"flymemory-hook: the prompt was not stored and not spooled: {refused}.", file=sys.stderr)
        return
    if not capture.answered:
        return

    def call(name: str, arguments: dict[str, Any], app: str) -> dict[str, Any]:
        return call_result(settings, name, arguments, app=app, timeout=max(0.1, deadline - time.monotonic()))

    replayer = threading.Thread(target=hook_spool.replay, args=(settings.data_dir, call, deadline), daemon=True)
    replayer.start()
    replayer.join(max(0.0, deadline - time.monotonic()))


if __name__ == "__main__":
    raise SystemExit(main())
