"""The Python hook's spool: a prompt whose capture failed (engine down, busy, too slow) is kept in
`<data-dir>/hook-spool.jsonl` (owner-only) and stored once the engine answers again, with the
time it was typed. Light like the hook: json, os and fcntl only.

A separate file from the Node plugin's `spool.jsonl`: the Node replayer stores a line under its own
app tag (its lines carry none) and takes a pid-checked numbered-file lock; this one keeps each
prompt's app and uses `flock`, which the kernel releases when a hook process dies.

Exactly once: one replayer at a time (a non-blocking flock on `hook-spool.lock`); the spool is
renamed to `hook-spool.replaying.jsonl` before it is read, so prompts spooled meanwhile start a new
file; before each write a dry run asks the engine whether that exact text is already stored, so a
replay killed between the write and the rewrite of the file skips it next time instead of
writing it twice."""

from __future__ import annotations

import fcntl
import json
import os
import time
import uuid
from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any

SPOOL_FILE = "hook-spool.jsonl"
REPLAY_FILE = "hook-spool.replaying.jsonl"
REJECTED_FILE = "hook-spool.rejected.jsonl"
LOCK_FILE = "hook-spool.lock"
PAUSE_FILE = "engine-busy-until.json"  # shared with the Node hook CLI (lib/busy-pause.js)
MAX_PAUSE_MS = 60_000
MAX_SPOOL_BYTES = 5 * 1024 * 1024
VERSION = 1

# (tool name, arguments, app) -> the tool's result dict; raises on any failure.
Call = Callable[[str, dict[str, Any], str], dict[str, Any]]


def _private_dir(data_dir: str) -> None:
    os.makedirs(data_dir, mode=0o700, exist_ok=True)


def _open_private(path: str, flags: int) -> int:
    fd = os.open(path, flags | os.O_CLOEXEC, 0o600)
    os.fchmod(fd, 0o600)  # whatever the umask, and a file left readable earlier
    return fd


def _replace_private(path: str, data: str) -> None:
    tmp = f"{path}.{os.getpid()}.{uuid.uuid4().hex}.tmp"
    fd = _open_private(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL)
    try:
        os.write(fd, data.encode())
        os.fsync(fd)
    finally:
        os.close(fd)
    os.replace(tmp, path)


def pause_remaining(data_dir: str, now_ms: float | None = None) -> float:
    """Seconds left in the busy pause a 503 asked for (at most a minute ahead), 0 when none."""
    now_ms = time.time() * 1000 if now_ms is None else now_ms
    try:
        with open(os.path.join(data_dir, PAUSE_FILE), encoding="utf-8") as f:
            until = json.load(f).get("until")
    except (OSError, ValueError, AttributeError):
        return 0.0
    if not isinstance(until, (int, float)) or isinstance(until, bool):
        return 0.0
    return max(0.0, min(float(until), now_ms + MAX_PAUSE_MS) - now_ms) / 1000


def keep_pause(data_dir: str, seconds: float) -> None:
    """Saves a 503's Retry-After for the next hook processes (never more than a minute)."""
    now_ms = time.time() * 1000
    until = now_ms + min(max(seconds, 0.0) * 1000, MAX_PAUSE_MS)
    if until <= now_ms + pause_remaining(data_dir, now_ms) * 1000:
        return
    try:
        _private_dir(data_dir)
        _replace_private(os.path.join(data_dir, PAUSE_FILE), json.dumps(
            {"until": int(until), "at": datetime.now(timezone.utc).isoformat().replace("+00:00", "Z")}) + "\n")
    except OSError:
        pass


def spool_prompt(data_dir: str, text: str, session: str, workspace: str, app: str) -> str | None:
    """Appends one prompt: None when kept, else why it was not (for the hook to tell the user).
    A credential (in the text, session or workspace) never is."""
    from flymemory.credentials import find_credential

    if find_credential(text) or find_credential(f"{session} {workspace}"):
        return "the prompt, its session or its workspace looks like a credential, which is never written to disk"
    line = json.dumps({"v": VERSION, "id": str(uuid.uuid4()),
                       "at": datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z"),
                       "session": session, "workspace": workspace, "app": app, "text": text},
                      ensure_ascii=False) + "\n"
    data = line.encode()
    full = (f"the spool is full ({MAX_SPOOL_BYTES // (1024 * 1024)} MiB of prompts waiting for the engine); "
            "start the engine (`flymemory start`) and the next prompt stores them")
    if len(data) > MAX_SPOOL_BYTES:
        return full
    _private_dir(data_dir)
    path = os.path.join(data_dir, SPOOL_FILE)
    for _ in range(20):
        fd = _open_private(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            try:
                same = os.fstat(fd).st_ino == os.stat(path).st_ino
            except FileNotFoundError:
                same = False
            if not same:  # a replayer took this file over meanwhile: append to the new one
                continue
            if os.fstat(fd).st_size + len(data) > MAX_SPOOL_BYTES:
                return full
            os.write(fd, data)  # one write with O_APPEND: lines never interleave
            return None
        finally:
            os.close(fd)
    return "the spool file kept being replaced by replaying hooks; try again"


def parse_line(line: str) -> dict[str, Any] | None:
    try:
        entry = json.loads(line)
    except ValueError:
        return None
    if not isinstance(entry, dict) or entry.get("v") != VERSION:
        return None
    if not all(isinstance(entry.get(key), str) for key in ("id", "at", "session", "workspace", "app", "text")):
        return None
    if not entry["text"].strip():
        return None
    try:
        datetime.fromisoformat(entry["at"].replace("Z", "+00:00"))
    except ValueError:
        return None
    return entry


def _already_stored(result: dict[str, Any]) -> bool:
    plan = (result.get("structuredContent") or {}).get("plan")
    if not isinstance(plan, list):
        text = "\n".join(c.get("text", "") for c in result.get("content", []) if c.get("type") == "text")
        plan = [line.split(". ", 1)[-1].split(":", 1)[0] for line in text.splitlines()[1:]]
    return bool(plan) and all(isinstance(p, str) and p.startswith("strengthen #") and p.endswith("(same text)")
                              for p in plan)


def replay(data_dir: str, call: Call, deadline: float) -> dict[str, int]:
    """Stores the spooled prompts, oldest first, each once, until `deadline` (time.monotonic()) or
    the first failure; the rest waits for the next hook. Never raises."""
    done = {"replayed": 0, "skipped": 0, "rejected": 0, "remaining": 0, "busy": 0}
    spool, replaying = os.path.join(data_dir, SPOOL_FILE), os.path.join(data_dir, REPLAY_FILE)
    if not (os.path.exists(spool) or os.path.exists(replaying)):
        return done
    try:
        lock = _open_private(os.path.join(data_dir, LOCK_FILE), os.O_WRONLY | os.O_CREAT)
    except OSError:
        return done
    try:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            done["busy"] = 1
            return done
        if not os.path.exists(replaying) and os.path.exists(spool):
            os.rename(spool, replaying)
        if not os.path.exists(replaying):
            return done
        fd = _open_private(replaying, os.O_RDONLY)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)  # waits for an append that opened the file before the rename
            with os.fdopen(os.dup(fd), encoding="utf-8", errors="replace") as f:
                lines = f.read().splitlines()
        finally:
            os.close(fd)
        entries, bad, seen = [], [], set()
        for line in lines:
            if not line.strip():
                continue
            entry = parse_line(line)
            if entry is None or entry["id"] in seen:
                bad.append(line)
            else:
                seen.add(entry["id"])
                entries.append(entry)
        if bad:
            fd = _open_private(os.path.join(data_dir, REJECTED_FILE), os.O_WRONLY | os.O_APPEND | os.O_CREAT)
            try:
                os.write(fd, "".join(line + "\n" for line in bad).encode())
            finally:
                os.close(fd)
            _replace_private(replaying, "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in entries))
        while entries and time.monotonic() < deadline:
            entry = entries[0]
            scope = {"workspace": entry["workspace"], "session_id": entry["session"][:512]}
            try:
                check = call("flymemory_remember", {"text": entry["text"], "dry_run": True, **scope}, entry["app"])
                if check.get("isError"):
                    done["rejected"] += 1
                elif _already_stored(check):
                    done["skipped"] += 1
                else:
                    # The same capture path as a live prompt, dated when it was typed.
                    stored = call("flymemory_auto", {"text": entry["text"], "k": 1, "role": "user",
                                                     "occurred_at": entry["at"], **scope}, entry["app"])
                    done["rejected" if stored.get("isError") else "replayed"] += 1
            except Exception:  # down again, busy, too slow: keep the rest for the next hook
                break
            entries.pop(0)
            # Rewritten before the next one is sent: a kill after this point replays only the rest.
            _replace_private(replaying, "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in entries))
        done["remaining"] = len(entries)
        if not entries:
            os.remove(replaying)
    except OSError:
        pass
    finally:
        os.close(lock)  # releases the flock
    return done
