// Prompts typed while the engine is being installed, starting or unreachable
// are kept in <dataDir>/spool.jsonl (one JSON object per line, owner-only) and
// stored once the engine answers, with the time they were typed. A note the
// plugin writes itself (a compaction summary: a compartment and tags) is kept
// the same way and stored with flymemory_remember instead of flymemory_auto.
//
// Exactly once: one replayer at a time (spool.lock.<n>, the highest number is
// the lock; a dead holder's is taken over by creating the next number, which
// exactly one replayer can), and before each write a dry run asks the engine whether that
// exact text is already stored (the exact-repeat hash); a replay killed between
// the write and the bookkeeping therefore never writes an entry twice. Each
// stored entry's id is appended to spool.replayed-ids at once, so nothing
// already stored is sent again after a crash.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { findCredential } from './credentials.js';
import { isAlive } from './pid-identity.js';
import { appendPrivateFile, ensurePrivateDir, openPrivate, replacePrivateFile, writePrivateFile } from './private-files.js';

export const SPOOL_FILE = 'spool.jsonl';
export const REPLAY_FILE = 'spool.replaying.jsonl';
export const REJECTED_FILE = 'spool.rejected.jsonl';
export const DONE_FILE = 'spool.replayed-ids';
export const SPOOL_LOCK = 'spool.lock';
export const MAX_SPOOL_BYTES = 5 * 1024 * 1024;
const VERSION = 1;

const spoolPath = (dataDir, name = SPOOL_FILE) => path.join(dataDir, name);

/** True when prompts wait to be stored. */
export function spoolPending(dataDir) {
  return fs.existsSync(spoolPath(dataDir)) || fs.existsSync(spoolPath(dataDir, REPLAY_FILE));
}

/**
 * Keeps one typed prompt (or, with `compartment` and `tags`, a note such as a compaction summary)
 * for later. Never throws; a credential is never written.
 * @returns {{kept: boolean, reason?: string, dropped?: number}}
 */
export function spoolPrompt({ dataDir, text, session = '', workspace = '', compartment, tags = [], log, now = () => new Date(), maxBytes = MAX_SPOOL_BYTES }) {
  const what = compartment ? `a ${compartment} note` : 'a prompt';
  try {
    const secret = findCredential(text) ?? findCredential(`${session} ${workspace}`);
    if (secret) {
      log.warn(`${what} typed while the engine was unavailable contains a credential (${secret}); it was not kept. Remove the secret and say it again.`);
      return { kept: false, reason: 'credential' };
    }
    const note = compartment ? { compartment, tags: [...tags] } : {};
    const line = `${JSON.stringify({ v: VERSION, id: randomUUID(), at: now().toISOString(), session, workspace, text, ...note })}\n`;
    const bytes = Buffer.byteLength(line);
    if (bytes > maxBytes) {
      log.warn(`${what} of ${bytes} bytes typed while the engine was unavailable is larger than the whole spool (${maxBytes} bytes); it was not kept`);
      return { kept: false, reason: 'too large' };
    }
    ensurePrivateDir(dataDir);
    const file = spoolPath(dataDir);
    let dropped = 0;
    if (fileSize(file) + bytes > maxBytes) dropped = trimOldest(file, maxBytes - bytes);
    if (dropped) log.warn(`the spool of prompts typed while the engine was unavailable is full (${maxBytes} bytes): dropped the ${dropped} oldest`);
    // One write() per line with O_APPEND: lines from two DSH processes never interleave.
    appendPrivateFile(file, line);
    return { kept: true, dropped };
  } catch (error) {
    log.error(`could not keep ${what} in the spool (${error.message}); it is lost`);
    return { kept: false, reason: error.message };
  }
}

function fileSize(file) {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

/** Drops the oldest lines until the file fits in `budget` bytes; returns how many were dropped. */
function trimOldest(file, budget) {
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  let size = lines.reduce((sum, l) => sum + Buffer.byteLength(l) + 1, 0);
  let dropped = 0;
  while (lines.length && size > budget) {
    size -= Buffer.byteLength(lines.shift()) + 1;
    dropped += 1;
  }
  writePrivate(file, lines);
  return dropped;
}

function writePrivate(file, lines) {
  replacePrivateFile(file, lines.map((l) => `${l}\n`).join(''));
}

/**
 * The replay lock, taken over when its holder died, with no window in which two replayers hold it.
 *
 * A lock is a numbered file, spool.lock.<n>, created whole (createHolding) and never moved or
 * removed by anyone but a later holder; the highest number is the lock. Taking it means creating
 * the next number: if n is held by a live process the taker backs off, if its holder died or
 * released it the taker creates n+1, and O_EXCL lets exactly one taker have n+1. A taker whose
 * listing was old can only create a number below one that already exists; it sees that number
 * when it looks again and backs off. Releasing marks the file released instead of removing it,
 * so the highest number never goes back down (a removed top would let an old listing re-create
 * it next to a newer holder). A holder removes the numbers below its own.
 * (The previous single spool.lock was checked by moving it aside and putting it back; a third
 * replayer could create the lock in that gap, and two replayed at once.)
 * @returns {(() => void) | null} release, or null when another live replayer holds the lock
 * @param {{afterLook?: () => void}} [hooks] tests only: runs between reading the lock and taking the next number
 */
export function acquireReplayLock(dataDir, { afterLook } = {}) {
  try {
    if (legacyLockHeld(dataDir)) return null;
    for (let attempt = 0; attempt < 3; attempt++) {
      const top = lockNumbers(dataDir).at(-1) ?? 0;
      if (top) {
        let text;
        try { text = fs.readFileSync(lockFile(dataDir, top), 'utf8'); } catch { continue; } // a newer holder cleaned it up: look again
        let holder = null;
        try { holder = JSON.parse(text); } catch { /* unreadable: nobody can hold it */ }
        if (holder && !holder.released && isAlive(holder.pid)) return null;
      }
      afterLook?.();
      const mine = top + 1;
      const record = { pid: process.pid, at: new Date().toISOString() };
      if (!createHolding(lockFile(dataDir, mine), `${JSON.stringify(record)}\n`)) return null; // another taker got it
      if (lockNumbers(dataDir).some((n) => n > mine)) { // our listing was old: a newer lock exists
        fs.rmSync(lockFile(dataDir, mine), { force: true });
        return null;
      }
      for (const n of lockNumbers(dataDir)) if (n < mine) fs.rmSync(lockFile(dataDir, n), { force: true });
      return () => replacePrivateFile(lockFile(dataDir, mine), `${JSON.stringify({ ...record, released: new Date().toISOString() })}\n`);
    }
  } catch { /* the data dir cannot be written: no replay now, the spool stays */ }
  return null;
}

const LOCK_NUMBER = /^spool\.lock\.(\d+)$/;
const lockFile = (dataDir, n) => spoolPath(dataDir, `${SPOOL_LOCK}.${n}`);

/** The lock numbers present, ascending. */
function lockNumbers(dataDir) {
  return fs.readdirSync(dataDir).map((name) => LOCK_NUMBER.exec(name)?.[1]).filter(Boolean).map(Number).sort((a, b) => a - b);
}

/** An older plugin's spool.lock held by a live process (a DSH still running the previous version). */
function legacyLockHeld(dataDir) {
  try {
    const holder = JSON.parse(fs.readFileSync(spoolPath(dataDir, SPOOL_LOCK), 'utf8'));
    return Number.isInteger(holder?.pid) && isAlive(holder.pid);
  } catch {
    return false; // none, or unreadable; a dead one is left where it is (an older version takes it over itself)
  }
}

/**
 * Creates `file` already holding `data`, or returns false when it exists. The lock never exists
 * empty (a temp file is hard-linked into place), so another replayer never reads a lock being
 * written as an unreadable one.
 */
function createHolding(file, data) {
  const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  writePrivateFile(tmp, data, { flag: 'wx' });
  try {
    fs.linkSync(tmp, file);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** A spool line as an entry, or null when it is not one we wrote (corrupt, truncated, foreign). */
export function parseSpoolLine(line) {
  let entry;
  try { entry = JSON.parse(line); } catch { return null; }
  if (!entry || entry.v !== VERSION || typeof entry.id !== 'string' || typeof entry.text !== 'string' || !entry.text.trim()) return null;
  if (!Number.isFinite(Date.parse(entry.at))) return null;
  if (typeof entry.session !== 'string' || typeof entry.workspace !== 'string') return null;
  if ('compartment' in entry && !(typeof entry.compartment === 'string' && entry.compartment
    && Array.isArray(entry.tags) && entry.tags.every((tag) => typeof tag === 'string'))) return null;
  return entry;
}

/** The dry run says every sentence of this text is already stored word for word. */
function alreadyStored(plan) {
  return Array.isArray(plan) && plan.length > 0 && plan.every((step) => /^strengthen #\d+ \(same text\)$/.test(step));
}

/**
 * Stores the spooled prompts, oldest first, each exactly once. Stops at the
 * first engine failure and keeps the rest for the next try. Never throws.
 * @param {{dataDir: string, callToolResult: Function, log: object, maxBytes?: number}} deps
 * @returns {Promise<{replayed: number, skipped: number, rejected: number, remaining: number, busy?: boolean}>}
 */
export async function replaySpool({ dataDir, callToolResult, log, maxBytes = MAX_SPOOL_BYTES, timeoutMs = 30_000 }) {
  const result = { replayed: 0, skipped: 0, rejected: 0, remaining: 0 };
  const release = acquireReplayLock(dataDir);
  if (!release) return { ...result, busy: true };
  try {
    const replayFile = spoolPath(dataDir, REPLAY_FILE);
    // Take the spool over atomically; prompts spooled from now on start a new file.
    if (!fs.existsSync(replayFile) && fs.existsSync(spoolPath(dataDir))) fs.renameSync(spoolPath(dataDir), replayFile);
    if (!fs.existsSync(replayFile)) return result;
    const { entries, bad } = readReplayFile(replayFile, maxBytes);
    if (bad.length) {
      moveAside(dataDir, bad, log);
      writePrivate(replayFile, entries.map((e) => JSON.stringify(e)));
    }
    const doneFile = spoolPath(dataDir, DONE_FILE);
    const done = new Set(fs.existsSync(doneFile) ? fs.readFileSync(doneFile, 'utf8').split('\n').filter(Boolean) : []);
    const pending = entries.filter((e) => !done.has(e.id));
    while (pending.length) {
      const entry = pending[0];
      const outcome = await replayOne(entry, callToolResult, timeoutMs).catch((error) => ({ failed: error }));
      if (outcome.failed) {
        log.warn(`replaying the spool stopped at the prompt typed ${entry.at}: ${outcome.failed.message ?? outcome.failed}; ${pending.length} wait for the next try`);
        break;
      }
      result[outcome.kind] += 1;
      pending.shift();
      // Recorded before the next one is sent: a kill after this point replays only the rest.
      appendPrivateFile(doneFile, `${entry.id}\n`);
    }
    result.remaining = pending.length;
    if (!pending.length) {
      fs.rmSync(replayFile, { force: true });
      fs.rmSync(doneFile, { force: true });
    }
    if (result.replayed || result.skipped || result.rejected) {
      log.info(`spool replayed: ${result.replayed} stored with their original time, ${result.skipped} already stored, ${result.rejected} refused by the engine, ${result.remaining} left`);
    }
    return result;
  } catch (error) {
    log.error(`could not replay the spool: ${error.message}; it is kept for the next try`);
    return result;
  } finally {
    // Never throws, even here (the data dir removed meanwhile): a throw would be an unhandled rejection in DSH.
    try { release(); } catch (error) { log.warn(`could not mark the spool's replay lock released: ${error.message}`); }
  }
}

async function replayOne(entry, callToolResult, timeoutMs) {
  const scope = entry.workspace ? { workspace: entry.workspace } : {};
  const session = entry.session ? { session_id: entry.session } : {};
  // A note goes back where it was headed (its compartment and tags); a prompt is captured as typed.
  const note = entry.compartment ? { compartment: entry.compartment, tags: entry.tags } : null;
  const check = await callToolResult('flymemory_remember', { text: entry.text, dry_run: true, ...note, ...scope, ...session }, { timeoutMs });
  if (alreadyStored(check.data?.plan)) return { kind: 'skipped' };
  try {
    if (note) await callToolResult('flymemory_remember', { text: entry.text, occurred_at: entry.at, ...note, ...scope, ...session }, { timeoutMs });
    else await callToolResult('flymemory_auto', { text: entry.text, k: 1, occurred_at: entry.at, ...scope, ...session }, { timeoutMs });
  } catch (error) {
    // The engine refused this prompt itself (bad input): retrying it forever would block the rest.
    if (error?.kind === 'tool') return { kind: 'rejected' };
    throw error;
  }
  return { kind: 'replayed' };
}

/** Good entries in file order (at most maxBytes of them, newest kept); everything else is bad. */
function readReplayFile(file, maxBytes) {
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\n');
  if (!text.endsWith('\n') && lines.at(-1) === '') lines.pop();
  const entries = [];
  const bad = [];
  const seen = new Set();
  for (const line of lines) {
    if (!line.trim()) continue;
    const entry = parseSpoolLine(line);
    if (entry && !seen.has(entry.id)) {
      seen.add(entry.id);
      entries.push(entry);
    } else bad.push(line);
  }
  let size = entries.reduce((sum, e) => sum + Buffer.byteLength(JSON.stringify(e)) + 1, 0);
  while (entries.length && size > maxBytes) {
    const oldest = entries.shift();
    size -= Buffer.byteLength(JSON.stringify(oldest)) + 1;
    bad.push(JSON.stringify(oldest));
  }
  return { entries, bad };
}

function moveAside(dataDir, lines, log) {
  const file = spoolPath(dataDir, REJECTED_FILE);
  const fd = openPrivate(file, 'a');
  try {
    for (const line of lines) fs.writeSync(fd, `${line}\n`);
  } finally {
    fs.closeSync(fd);
  }
  log.warn(`the spool held ${lines.length} line(s) that are not readable prompts (corrupt, cut short, or over the ${MAX_SPOOL_BYTES}-byte bound); ` +
    `they were moved to ${file} and not replayed`);
}
