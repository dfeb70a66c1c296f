// Prompts typed while the engine is unavailable are kept in a bounded,
// owner-only spool without credentials, and stored exactly once later with
// the time they were typed.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createMcpClient } from '../../lib/mcp-client.js';
import { acquireReplayLock, REJECTED_FILE, replaySpool, SPOOL_FILE, spoolPending, spoolPrompt } from '../../lib/spool.js';
import { startFakeEngine } from './fake-engine.mjs';

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-spool-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function recordingLog() {
  const lines = [];
  return { lines, info: (m) => lines.push(`INFO ${m}`), warn: (m) => lines.push(`WARN ${m}`), error: (m) => lines.push(`ERROR ${m}`) };
}

const spooled = (dataDir) => fs.readFileSync(path.join(dataDir, SPOOL_FILE), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));

/** A fake engine that remembers exact texts, so a dry run can say "same text". */
function rememberingEngine() {
  const stored = new Map();
  const writes = [];
  return {
    stored, writes,
    onTool(name, args) {
      if (name === 'flymemory_remember' && args.dry_run) {
        return { text: 'PLAN', data: { dry_run: true, plan: [stored.has(args.text) ? `strengthen #${stored.get(args.text)} (same text)` : 'new'] } };
      }
      if (name === 'flymemory_auto') {
        writes.push(args);
        if (!stored.has(args.text)) stored.set(args.text, stored.size + 1);
        return { text: 'No stored memories match.', data: { memories: [], outcomes: [{ kind: 'new', id: stored.get(args.text) }] } };
      }
      return { text: 'unknown tool', isError: true };
    },
  };
}

test('a spooled prompt keeps its session, workspace and time, in an owner-only file', (t) => {
  const dataDir = tempDir(t);
  const at = new Date('2026-11-30T10:00:00Z');
  const result = spoolPrompt({ dataDir, text: 'My build server is at 10.1.2.3.', session: 's1', workspace: '/ws', log: recordingLog(), now: () => at });
  assert.equal(result.kept, true);
  const [entry] = spooled(dataDir);
  assert.deepEqual({ ...entry, id: undefined }, { v: 1, id: undefined, at: '2026-11-30T10:00:00.000Z', session: 's1', workspace: '/ws', text: 'My build server is at 10.1.2.3.' });
  assert.equal(fs.statSync(path.join(dataDir, SPOOL_FILE)).mode & 0o777, 0o600);
  assert.equal(spoolPending(dataDir), true);
});

test('a prompt with a credential is never spooled', (t) => {
  const dataDir = tempDir(t);
  const log = recordingLog();
  const result = spoolPrompt({ dataDir, text: 'use key sk-proj-abcdefghijklmnopqrstuvwxyz0123 for prod', log });
  assert.deepEqual(result, { kept: false, reason: 'credential' });
  assert.equal(fs.existsSync(path.join(dataDir, SPOOL_FILE)), false);
  assert.match(log.lines.join('\n'), /contains a credential \(OpenAI\/DeepSeek-style API key\); it was not kept/);
  assert.doesNotMatch(log.lines.join('\n'), /sk-proj/);
});

test('the spool is bounded: the oldest prompts are dropped first, with a log line', (t) => {
  const dataDir = tempDir(t);
  const log = recordingLog();
  for (let i = 0; i < 30; i++) spoolPrompt({ dataDir, text: `prompt number ${i} ${'x'.repeat(100)}`, log, maxBytes: 2000 });
  const entries = spooled(dataDir);
  assert.ok(fs.statSync(path.join(dataDir, SPOOL_FILE)).size <= 2000);
  assert.match(entries.at(-1).text, /^prompt number 29 /, 'the newest is kept');
  assert.ok(entries.length < 30 && !entries.some((e) => e.text.startsWith('prompt number 0 ')), 'the oldest went first');
  assert.match(log.lines.join('\n'), /spool .* is full \(2000 bytes\): dropped the 1 oldest/);
});

test('replay stores each prompt once with its original time, then removes the spool', async (t) => {
  const dataDir = tempDir(t);
  const engine = rememberingEngine();
  const fake = await startFakeEngine({ onTool: engine.onTool });
  t.after(fake.close);
  const times = ['2026-11-30T10:00:00Z', '2026-11-30T10:05:00Z'].map((s) => new Date(s));
  spoolPrompt({ dataDir, text: 'First fact.', session: 's1', workspace: '/ws', log: recordingLog(), now: () => times[0] });
  spoolPrompt({ dataDir, text: 'Second fact.', session: 's1', workspace: '/ws', log: recordingLog(), now: () => times[1] });
  const client = createMcpClient({ url: `http://127.0.0.1:${fake.port}/mcp?app=dsh` });
  const log = recordingLog();
  const result = await replaySpool({ dataDir, callToolResult: client.callToolResult, log });
  assert.deepEqual(result, { replayed: 2, skipped: 0, rejected: 0, remaining: 0 });
  assert.deepEqual(engine.writes.map((w) => [w.text, w.occurred_at, w.session_id, w.workspace]), [
    ['First fact.', '2026-11-30T10:00:00.000Z', 's1', '/ws'], ['Second fact.', '2026-11-30T10:05:00.000Z', 's1', '/ws']]);
  assert.equal(spoolPending(dataDir), false);
  assert.match(log.lines.join('\n'), /spool replayed: 2 stored with their original time/);
  const again = await replaySpool({ dataDir, callToolResult: client.callToolResult, log });
  assert.equal(again.replayed, 0);
  assert.equal(engine.writes.length, 2);
});

test('an entry the engine already holds word for word (a replay killed after its write) is not written again', async (t) => {
  const dataDir = tempDir(t);
  const engine = rememberingEngine();
  engine.stored.set('Already there.', 1);
  const fake = await startFakeEngine({ onTool: engine.onTool });
  t.after(fake.close);
  spoolPrompt({ dataDir, text: 'Already there.', log: recordingLog() });
  spoolPrompt({ dataDir, text: 'Not yet.', log: recordingLog() });
  const client = createMcpClient({ url: `http://127.0.0.1:${fake.port}/mcp?app=dsh` });
  const result = await replaySpool({ dataDir, callToolResult: client.callToolResult, log: recordingLog() });
  assert.deepEqual(result, { replayed: 1, skipped: 1, rejected: 0, remaining: 0 });
  assert.deepEqual(engine.writes.map((w) => w.text), ['Not yet.']);
});

test('a spooled compaction summary is replayed through flymemory_remember into its compartment with its tags and time, once', async (t) => {
  const dataDir = tempDir(t);
  const stored = new Map(); // `${compartment} ${text}` -> id
  const writes = [];
  const fake = await startFakeEngine({
    onTool(name, args) {
      const key = `${args.compartment} ${args.text}`;
      if (name === 'flymemory_remember' && args.dry_run) return { text: 'PLAN', data: { plan: [stored.has(key) ? `strengthen #${stored.get(key)} (same text)` : 'new'] } };
      if (name !== 'flymemory_remember') return { text: `${name} must not be called for a summary`, isError: true };
      writes.push(args);
      stored.set(key, stored.size + 1);
      return { text: 'NEW', data: {} };
    },
  });
  t.after(fake.close);
  const at = new Date('2026-11-30T11:00:00Z');
  const summary = { compartment: 'context', tags: ['checkpoint', 'compaction'] };
  assert.equal(spoolPrompt({ dataDir, text: 'Summary one.', session: 's1', workspace: '/ws', ...summary, log: recordingLog(), now: () => at }).kept, true);
  spoolPrompt({ dataDir, text: 'Summary two.', session: 's1', workspace: '/ws', ...summary, log: recordingLog(), now: () => at });
  stored.set('context Summary two.', 7); // written before a crash, not yet recorded as done
  const client = createMcpClient({ url: `http://127.0.0.1:${fake.port}/mcp?app=dsh` });
  const result = await replaySpool({ dataDir, callToolResult: client.callToolResult, log: recordingLog() });
  assert.deepEqual(result, { replayed: 1, skipped: 1, rejected: 0, remaining: 0 });
  assert.deepEqual(writes, [{ text: 'Summary one.', occurred_at: '2026-11-30T11:00:00.000Z', session_id: 's1', workspace: '/ws', ...summary }]);
  assert.equal(spoolPending(dataDir), false);
});

test('when the engine goes away mid-replay the rest stays for the next try', async (t) => {
  const dataDir = tempDir(t);
  const engine = rememberingEngine();
  let autoCalls = 0;
  const fake = await startFakeEngine({
    onTool: (name, args) => {
      if (name === 'flymemory_auto' && ++autoCalls === 2) return { httpStatus: 502, text: 'restarting' }; // 503 would ask for a pause (busy-engine.test.mjs)
      return engine.onTool(name, args);
    },
  });
  t.after(fake.close);
  for (const text of ['One.', 'Two.', 'Three.']) spoolPrompt({ dataDir, text, log: recordingLog() });
  const client = createMcpClient({ url: `http://127.0.0.1:${fake.port}/mcp?app=dsh` });
  const first = await replaySpool({ dataDir, callToolResult: client.callToolResult, log: recordingLog() });
  assert.equal(first.replayed, 1);
  assert.equal(first.remaining, 2);
  assert.equal(spoolPending(dataDir), true);
  const second = await replaySpool({ dataDir, callToolResult: client.callToolResult, log: recordingLog() });
  assert.equal(second.replayed, 2);
  assert.deepEqual([...engine.stored.keys()], ['One.', 'Two.', 'Three.']);
});

test('a corrupt, truncated or oversized spool: good lines are replayed, the rest moved aside with a log line', async (t) => {
  const dataDir = tempDir(t);
  const engine = rememberingEngine();
  const fake = await startFakeEngine({ onTool: engine.onTool });
  t.after(fake.close);
  spoolPrompt({ dataDir, text: 'Good one.', log: recordingLog() });
  const file = path.join(dataDir, SPOOL_FILE);
  fs.appendFileSync(file, 'this is not json\n{"v":1,"id":"x","at":"not a time","session":"","workspace":"","text":"bad time"}\n');
  spoolPrompt({ dataDir, text: 'Good two.', log: recordingLog() });
  fs.appendFileSync(file, '{"v":1,"id":"cut-off","at":"2026-11-30T10:00:00Z","sess');
  const client = createMcpClient({ url: `http://127.0.0.1:${fake.port}/mcp?app=dsh` });
  const log = recordingLog();
  const result = await replaySpool({ dataDir, callToolResult: client.callToolResult, log });
  assert.equal(result.replayed, 2);
  assert.deepEqual([...engine.stored.keys()], ['Good one.', 'Good two.']);
  const aside = fs.readFileSync(path.join(dataDir, REJECTED_FILE), 'utf8').split('\n').filter(Boolean);
  assert.equal(aside.length, 3);
  assert.equal(fs.statSync(path.join(dataDir, REJECTED_FILE)).mode & 0o777, 0o600);
  assert.match(log.lines.join('\n'), /held 3 line\(s\) that are not readable prompts .* moved to .*spool\.rejected\.jsonl/);

  // Oversized (written by something else): the newest that fit are replayed, the oldest moved aside.
  const big = tempDir(t);
  for (let i = 0; i < 5; i++) spoolPrompt({ dataDir: big, text: `Big ${i} ${'y'.repeat(400)}`, log: recordingLog() });
  const bigResult = await replaySpool({ dataDir: big, callToolResult: client.callToolResult, log, maxBytes: 1700 });
  assert.equal(bigResult.replayed, 3);
  assert.equal(fs.readFileSync(path.join(big, REJECTED_FILE), 'utf8').split('\n').filter(Boolean).length, 2);
});

test('replayers started at the same moment never work at once: each prompt is sent once', { timeout: 120_000 }, async (t) => {
  const child = fileURLToPath(new URL('./spool-lock-child.mjs', import.meta.url));
  for (let round = 0; round < 12; round++) {
    const dataDir = tempDir(t);
    const texts = Array.from({ length: 4 }, (_, i) => `Round ${round} prompt ${i} about service s${i}.`);
    for (const text of texts) spoolPrompt({ dataDir, text, workspace: '/ws', session: 's', log: recordingLog() });
    const written = path.join(dataDir, 'written.log');
    const startAt = String(Date.now() + 400);
    const runs = Array.from({ length: 8 }, () => new Promise((resolve) => {
      const p = spawn(process.execPath, [child, dataDir, written, startAt], { stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      p.stderr.on('data', (c) => { err += c; });
      p.on('close', (code) => resolve({ code, err }));
    }));
    const results = await Promise.all(runs);
    assert.deepEqual(results.filter((r) => r.code !== 0), [], 'every replayer exits cleanly');
    const sent = fs.readFileSync(written, 'utf8').split('\n').filter(Boolean).map((l) => l.slice(l.indexOf(' ') + 1));
    assert.deepEqual(sent, texts, `round ${round}: each prompt sent once, in order`);
  }
});

/** A pid that belonged to a process which has exited (and was reaped). */
function deadPid() {
  const p = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(p.stdout);
}

const lockFiles = (dataDir) => fs.readdirSync(dataDir).filter((n) => /^spool\.lock\.\d+$/.test(n)).sort();

test('a dead replayer\'s lock is taken over by exactly one of eight replayers racing for it: each prompt is sent once', { timeout: 120_000 }, async (t) => {
  const child = fileURLToPath(new URL('./spool-lock-child.mjs', import.meta.url));
  for (let round = 0; round < 8; round++) {
    const dataDir = tempDir(t);
    const texts = Array.from({ length: 4 }, (_, i) => `Stale round ${round} prompt ${i} about host h${i}.`);
    for (const text of texts) spoolPrompt({ dataDir, text, workspace: '/ws', session: 's', log: recordingLog() });
    fs.writeFileSync(path.join(dataDir, 'spool.lock.3'), `${JSON.stringify({ pid: deadPid(), at: new Date().toISOString() })}\n`, { mode: 0o600 });
    const written = path.join(dataDir, 'written.log');
    const startAt = String(Date.now() + 400);
    const results = await Promise.all(Array.from({ length: 8 }, () => new Promise((resolve) => {
      const p = spawn(process.execPath, [child, dataDir, written, startAt], { stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      p.stderr.on('data', (c) => { err += c; });
      p.on('close', (code) => resolve({ code, err }));
    })));
    assert.deepEqual(results.filter((r) => r.code !== 0), [], 'every replayer exits cleanly');
    const sent = fs.readFileSync(written, 'utf8').split('\n').filter(Boolean).map((l) => l.slice(l.indexOf(' ') + 1));
    assert.deepEqual(sent, texts, `round ${round}: each prompt sent once, in order`);
    assert.equal(lockFiles(dataDir).length, 1, 'one lock file is left: the last holder\'s, marked released');
  }
});

test('the lock number only grows: a released lock stays as a marker, a live holder blocks, a dead one is taken over', async (t) => {
  const dataDir = tempDir(t);
  const engine = rememberingEngine();
  const fake = await startFakeEngine({ onTool: engine.onTool });
  t.after(fake.close);
  const client = createMcpClient({ url: `http://127.0.0.1:${fake.port}/mcp?app=dsh` });
  const replay = () => replaySpool({ dataDir, callToolResult: client.callToolResult, log: recordingLog() });
  spoolPrompt({ dataDir, text: 'First.', log: recordingLog() });
  assert.equal((await replay()).replayed, 1);
  assert.deepEqual(lockFiles(dataDir), ['spool.lock.1']);
  assert.ok(JSON.parse(fs.readFileSync(path.join(dataDir, 'spool.lock.1'), 'utf8')).released, 'released, not removed');

  spoolPrompt({ dataDir, text: 'Second.', log: recordingLog() });
  fs.writeFileSync(path.join(dataDir, 'spool.lock.2'), `${JSON.stringify({ pid: process.pid, at: 'now' })}\n`);
  assert.equal((await replay()).busy, true, 'a live holder (this very process) blocks');
  fs.writeFileSync(path.join(dataDir, 'spool.lock.2'), `${JSON.stringify({ pid: deadPid(), at: 'then' })}\n`);
  assert.equal((await replay()).replayed, 1, 'a dead holder is taken over');
  assert.deepEqual(lockFiles(dataDir), ['spool.lock.3'], 'the taker holds the next number and removed those below');
  assert.deepEqual([...engine.stored.keys()], ['First.', 'Second.']);
});

test('a replayer whose look at the lock went stale backs off instead of holding it next to a newer holder', (t) => {
  const dataDir = tempDir(t);
  fs.writeFileSync(path.join(dataDir, 'spool.lock.1'), `${JSON.stringify({ pid: deadPid(), at: 'then' })}\n`);
  let newest = null;
  // Between this replayer's look (lock 1: dead) and its move, two others take the lock in turn:
  // the first takes 2 and removes 1, releases; the second takes 3 and removes 2. Number 2 is free again.
  const late = acquireReplayLock(dataDir, {
    afterLook: () => {
      acquireReplayLock(dataDir)();
      newest = acquireReplayLock(dataDir);
    },
  });
  assert.ok(newest, 'the newest replayer holds lock 3');
  assert.equal(late, null, 'the late one created 2, saw 3 and let go');
  assert.deepEqual(lockFiles(dataDir), ['spool.lock.3']);
  newest();
});
