// The engine answers HTTP 503 with Retry-After when it is flooded or not ready.
// Against a real HTTP server on loopback: the plugin sends nothing before the
// time it was given (capped), the turn goes on at once, the typed text is kept
// and stored after the pause, and the session is told once that the engine is
// busy (not down) and what to do.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import * as plugin from '../../lib/index.js';
import { probeEngine } from '../../lib/engine.js';
import { createBusyGate, createMcpClient, MAX_RETRY_AFTER_MS, parseRetryAfter } from '../../lib/mcp-client.js';
import { PAUSE_FILE } from '../../lib/busy-pause.js';
import { SPOOL_FILE } from '../../lib/spool.js';
import { startFakeEngine } from './fake-engine.mjs';

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-busy-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const busy = (seconds) => ({ httpStatus: 503, headers: seconds === null ? {} : { 'retry-after': String(seconds) }, text: '{"error": "busy"}' });
const typed = (text) => ({ id: `u-${text}`, role: 'user', content: [{ type: 'text', text }], source: { kind: 'user' } });
const stepFor = (text, session = 's1') => ({ messages: [typed(text)], turn: 1, step: 1, agent: { session: { header: { id: session, cwd: '/w' } } } });
const enter = (payload) => async () => ({ kind: 'enter', messages: [...payload.messages] });
const spooledTexts = (dataDir) => {
  const file = path.join(dataDir, SPOOL_FILE);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).text) : [];
};

// A fake engine answering 503 while `state.busyFor` (seconds) is set, then storing what it is sent.
async function busyThenStoringEngine(t, busyFor) {
  const state = { busyFor, stored: [] };
  const engine = await startFakeEngine({
    onTool: (name, args) => {
      if (state.busyFor !== null) return busy(state.busyFor);
      if (name === 'flymemory_remember' && args.dry_run) return { text: '', data: { plan: ['new'] } };
      if (name === 'flymemory_auto') state.stored.push(args);
      return { text: '' };
    },
  });
  t.after(engine.close);
  return { engine, state };
}

// The plugin loaded against `engine` with a fresh data dir, and its pre-step listener.
async function prestepOf(t, engine) {
  const dataDir = tempDir(t);
  const ctx = { listeners: new Map(), on(event, listener) { this.listeners.set(event, listener); } };
  await plugin.apply(ctx, { port: engine.port, dataDir, autostart: false, hookTimeoutMs: 3000 });
  return { dataDir, listener: ctx.listeners.get('agent/pre-step') };
}

test('after a 503 with Retry-After the client sends nothing until that time has passed, then calls again', async (t) => {
  // Three seconds, not one: the refusal and five calls must all land inside the pause even on a loaded box.
  let answer = busy(3);
  const engine = await startFakeEngine({ onTool: () => answer });
  t.after(engine.close);
  const client = createMcpClient({ url: `http://127.0.0.1:${engine.port}/mcp` });

  const started = Date.now();
  await assert.rejects(client.callTool('flymemory_recall', { query: 'x' }), (e) => e.kind === 'busy' && e.retryAfterMs > 2900 && e.retryAfterMs <= 3000);
  const refusedAt = Date.now();
  answer = { text: 'fine' };
  for (let i = 0; i < 5; i++) {
    await assert.rejects(client.callTool('flymemory_recall', { query: 'x' }), (e) => e.kind === 'busy' && /not sent/.test(e.message));
  }
  assert.ok(Date.now() - started < 2900, 'calls inside the pause fail at once');
  assert.equal(engine.calls.length, 1, 'nothing reached the engine during the pause');
  await sleep(3000 - (Date.now() - refusedAt) + 50);
  assert.equal(await client.callTool('flymemory_recall', { query: 'x' }), 'fine');
  assert.equal(engine.calls.length, 2);
  assert.ok(engine.calls[1].at - engine.calls[0].at >= 3000, `the next call came ${engine.calls[1].at - engine.calls[0].at} ms after the 503`);
});

test('a Retry-After past a minute is capped, an HTTP date is read, and a 503 without one pauses a second', async (t) => {
  let answer = busy(86_400);
  const engine = await startFakeEngine({ onTool: () => answer });
  t.after(engine.close);
  const client = createMcpClient({ url: `http://127.0.0.1:${engine.port}/mcp` });
  await assert.rejects(client.callTool('flymemory_recall', {}), (e) => e.kind === 'busy' && e.retryAfterMs <= MAX_RETRY_AFTER_MS && e.retryAfterMs > MAX_RETRY_AFTER_MS - 1000);
  assert.ok(client.gate.remainingMs() <= MAX_RETRY_AFTER_MS);

  answer = busy(null);
  const other = createMcpClient({ url: `http://127.0.0.1:${engine.port}/mcp` });
  await assert.rejects(other.callTool('flymemory_recall', {}), (e) => e.kind === 'busy' && e.retryAfterMs > 900 && e.retryAfterMs <= 1000);

  const now = Date.parse('2026-12-01T05:00:00Z');
  assert.equal(parseRetryAfter('Tue, 01 Dec 2026 05:00:30 GMT', now), 30_000);
  assert.equal(parseRetryAfter('7', now), 7000);
  assert.equal(parseRetryAfter('soon', now), null);
  assert.equal(parseRetryAfter(null, now), null);
  let clock = 0;
  const gate = createBusyGate({ now: () => clock });
  gate.close(5000);
  gate.close(1000);
  assert.equal(gate.remainingMs(), 5000, 'a shorter pause never cuts a longer one short');
  clock = 5000;
  assert.equal(gate.remainingMs(), 0);
});

test('a busy engine mid-session: the turn goes on at once, the prompt is kept, the session is told once it is busy, and the prompt is stored after the pause', async (t) => {
  const { engine, state } = await busyThenStoringEngine(t, 2); // busy until state.busyFor is null
  const { stored } = state;
  const { dataDir, listener } = await prestepOf(t, engine);

  const first = stepFor('The staging database moved to db2.internal.');
  const t0 = Date.now();
  const decision = await listener(first, enter(first));
  const firstStepMs = Date.now() - t0;
  assert.ok(firstStepMs < 2500, `the step waited ${firstStepMs} ms, not the 3 s budget`);
  // The step's calls went out together, before the first 503 came back; let the last of them land.
  await sleep(300);
  const firstSent = engine.calls[0].at;
  const callsAfterFirst = engine.calls.length;
  assert.ok(engine.calls.every((c) => c.at - firstSent < 300), 'only the calls sent before the 503 was known');
  const notice = decision.messages.at(-1);
  assert.equal(notice.source.form, 'notice');
  assert.match(notice.source.summary, /busy/);
  assert.doesNotMatch(`${notice.source.summary} ${notice.content[0].text}`, /not answering|does not answer|is off: its engine/);
  assert.match(notice.content[0].text, /asked for no calls for 2 s[\s\S]*kept[\s\S]*\n {2}node \S+\/bin\/flymemory\.mjs doctor$/);
  assert.deepEqual(spooledTexts(dataDir), ['The staging database moved to db2.internal.']);

  const second = stepFor('Deploys now need a ticket number.');
  const t1 = Date.now();
  const again = await listener(second, enter(second));
  assert.ok(Date.now() - t1 < 1000, 'a step inside the pause does not wait for the network');
  assert.equal(again.messages.length, 1, 'told once: no second notice');
  assert.equal(engine.calls.length, callsAfterFirst, 'nothing reached the engine inside the pause');
  assert.deepEqual(spooledTexts(dataDir), ['The staging database moved to db2.internal.', 'Deploys now need a ticket number.']);

  state.busyFor = null;
  const deadline = Date.now() + 10_000;
  while (stored.length < 2 && Date.now() < deadline) await sleep(100);
  assert.deepEqual(stored.map((a) => a.text), ['The staging database moved to db2.internal.', 'Deploys now need a ticket number.'],
    'both prompts were stored by the replay scheduled after the pause, without another typed prompt');
  assert.ok(stored.every((a) => typeof a.occurred_at === 'string'), 'with the time they were typed');
  const firstAfter = Math.min(...engine.calls.slice(callsAfterFirst).map((c) => c.at));
  assert.ok(firstAfter - firstSent >= 2000, `the first call after the 503 came ${firstAfter - firstSent} ms later; Retry-After was 2 s`);
  assert.equal(fs.existsSync(path.join(dataDir, SPOOL_FILE)), false);
  assert.match(fs.readFileSync(path.join(dataDir, 'plugin.log'), 'utf8'), /spool replayed: 2 stored/);
});

test('an engine busy when DSH starts is neither called foreign nor replaced; nothing is sent before it proves it is ours', async (t) => {
  let healthBusy = true;
  const stored = [];
  const engine = await startFakeEngine({
    healthReply: () => (healthBusy ? { status: 503, headers: { 'retry-after': '1' }, body: '{"error": "busy"}' } : null),
    onTool: (name, args) => {
      if (name === 'flymemory_remember' && args.dry_run) return { text: '', data: { plan: ['new'] } };
      if (name === 'flymemory_auto') stored.push(args);
      return { text: '' };
    },
  });
  t.after(engine.close);
  assert.equal((await probeEngine({ port: engine.port })).state, 'busy');
  const probedBefore = engine.healthCalls.length;
  const dataDir = tempDir(t);
  const ctx = { listeners: new Map(), on(event, listener) { this.listeners.set(event, listener); } };
  // autostart with a python that does not exist: a launch attempt would show in the log.
  await plugin.apply(ctx, { port: engine.port, dataDir, autostart: true, pythonExe: path.join(dataDir, 'no-python') });
  const log = () => fs.readFileSync(path.join(dataDir, 'plugin.log'), 'utf8');
  assert.match(log(), /engine status at load: busy/);
  assert.doesNotMatch(log(), /launching|not FlyMemory/);
  assert.equal(engine.healthCalls.length - probedBefore, 2, 'one look at load, one after the pause it asked for');

  const listener = ctx.listeners.get('agent/pre-step');
  const step = stepFor('Our release train leaves on Thursdays.');
  const decision = await listener(step, enter(step));
  assert.match(decision.messages.at(-1).source.summary, /busy/);
  assert.equal(engine.calls.length, 0, 'no prompt sent to a process not yet proved to be ours');
  assert.deepEqual(spooledTexts(dataDir), ['Our release train leaves on Thursdays.']);

  healthBusy = false;
  const deadline = Date.now() + 10_000;
  while (!stored.length && Date.now() < deadline) await sleep(100);
  assert.deepEqual(stored.map((a) => a.text), ['Our release train leaves on Thursdays.']);
  assert.match(log(), /the busy engine on \S+ answers now/);
});

test('a compaction summary that meets a busy engine is kept in the spool and stored once after the pause, in its compartment with its tags and time', async (t) => {
  const remembered = [];
  let busyFor = 1;
  const engine = await startFakeEngine({
    onTool: (name, args) => {
      if (busyFor !== null) return busy(busyFor);
      if (name === 'flymemory_remember' && args.dry_run) {
        const same = remembered.some((r) => r.text === args.text && r.compartment === args.compartment);
        return { text: '', data: { plan: [same ? 'strengthen #1 (same text)' : 'new'] } };
      }
      if (name === 'flymemory_remember') remembered.push(args);
      return { text: 'NEW #1' };
    },
  });
  t.after(engine.close);
  const dataDir = tempDir(t);
  const ctx = { listeners: new Map(), on(event, listener) { this.listeners.set(event, listener); } };
  await plugin.apply(ctx, { port: engine.port, dataDir, autostart: false, hookTimeoutMs: 3000 });
  const observe = ctx.listeners.get('session/event');
  const summary = '## Primary Request\n- move the parser to a streaming API; tests in tests/parse';
  const session = { header: { id: 'sess-9', cwd: '/w' } };
  observe(session, { type: 'compaction/summary', data: { summary: [{ type: 'text', text: summary }] } });

  const kept = Date.now() + 5_000;
  while (!spooledTexts(dataDir).length && Date.now() < kept) await sleep(50);
  assert.deepEqual(spooledTexts(dataDir), [summary], 'the summary the engine could not take is in the spool');
  busyFor = null;
  const deadline = Date.now() + 10_000;
  while ((!remembered.length || fs.existsSync(path.join(dataDir, SPOOL_FILE))) && Date.now() < deadline) await sleep(100);
  assert.equal(remembered.length, 1, 'stored once');
  const { occurred_at: at, ...args } = remembered[0];
  assert.deepEqual(args, { text: summary, compartment: 'context', tags: ['checkpoint', 'compaction'], session_id: 'sess-9', workspace: '/w' });
  assert.ok(Date.now() - Date.parse(at) < 20_000, `with the time it was made (${at})`);
  assert.equal(fs.existsSync(path.join(dataDir, SPOOL_FILE)), false);
  assert.match(fs.readFileSync(path.join(dataDir, 'plugin.log'), 'utf8'), /compaction summary of session sess-9 was kept in the spool/);
});

test('a pause a hook process was told holds the plugin back too, and a 503 the plugin meets is kept for hook processes', async (t) => {
  const { engine, state } = await busyThenStoringEngine(t, null);
  const { dataDir, listener } = await prestepOf(t, engine);

  fs.writeFileSync(path.join(dataDir, PAUSE_FILE), `${JSON.stringify({ until: Date.now() + 1500 })}\n`, { mode: 0o600 });
  const typedInPause = stepFor('The release freeze starts on the 20th.');
  await listener(typedInPause, enter(typedInPause));
  assert.equal(engine.calls.length, 0, 'nothing was sent inside the pause the hook process kept');
  assert.deepEqual(spooledTexts(dataDir), ['The release freeze starts on the 20th.']);
  const deadline = Date.now() + 10_000;
  while (state.stored.length < 1 && Date.now() < deadline) await sleep(100);
  assert.deepEqual(state.stored.map((a) => a.text), ['The release freeze starts on the 20th.'], 'stored by the replay after the kept pause');

  state.busyFor = 7;
  const typedWhenBusy = stepFor('Hotfixes go through the on-call lead.');
  await listener(typedWhenBusy, enter(typedWhenBusy));
  const kept = JSON.parse(fs.readFileSync(path.join(dataDir, PAUSE_FILE), 'utf8'));
  assert.ok(kept.until - Date.now() > 5000 && kept.until - Date.now() <= 7000, `kept until ${kept.until - Date.now()} ms from now`);
});
