import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import * as plugin from '../../lib/index.js';
import { probeEngine, readPidFile } from '../../lib/engine.js';
import { freePort, startFakeEngine } from './fake-engine.mjs';

function fakeCtx() {
  const listeners = new Map();
  return { listeners, on: (event, listener) => { listeners.set(event, listener); return () => listeners.delete(event); } };
}

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-plugin-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test('the plugin is a cordis module named flymemory', () => {
  assert.equal(plugin.name, 'flymemory');
  assert.equal(typeof plugin.apply, 'function');
});

test('apply reuses the running engine, listens on agent/pre-step and logs to plugin.log', async (t) => {
  const engine = await startFakeEngine({ onTool: () => ({ text: '#7 · 1h · dsh · deploys use fabric' }) });
  t.after(engine.close);
  const dataDir = tempDir(t);
  const ctx = fakeCtx();

  await plugin.apply(ctx, { port: engine.port, dataDir, autostart: false });

  const listener = ctx.listeners.get('agent/pre-step');
  assert.equal(typeof listener, 'function');
  const prompt = { id: 'u', role: 'user', content: [{ type: 'text', text: 'how do I deploy?' }], source: { kind: 'user' } };
  const decision = await listener({ messages: [prompt], turn: 1, step: 1 }, async () => ({ kind: 'enter', messages: [prompt] }));
  assert.match(decision.messages.at(-1).content[0].text, /deploys use fabric/);
  const log = fs.readFileSync(path.join(dataDir, 'plugin.log'), 'utf8');
  assert.match(log, /reusing FlyMemory engine/);
  assert.match(log, /injected 1 ids/);
  assert.equal(JSON.parse(fs.readFileSync(path.join(dataDir, 'state.json'), 'utf8')).options.port, engine.port);
  assert.ok(fs.existsSync(path.join(dataDir, 'hooks.json')));
  assert.equal(typeof ctx.listeners.get('session/event'), 'function');
});

test('a foreign program on the port is sent nothing; each session is told once why memory is off', async (t) => {
  const other = await startFakeEngine({ health: { name: 'other' } });
  t.after(other.close);
  const ctx = fakeCtx();
  await plugin.apply(ctx, { port: other.port, dataDir: tempDir(t) });
  assert.deepEqual([...ctx.listeners.keys()], ['agent/pre-step']);
  const listener = ctx.listeners.get('agent/pre-step');
  const prompt = { id: 'u', role: 'user', content: [{ type: 'text', text: 'my secret plan' }], source: { kind: 'user' } };
  const payload = { messages: [prompt], turn: 1, step: 1, agent: { session: { header: { id: 's1', cwd: '/w' } } } };
  const first = await listener(payload, async () => ({ kind: 'enter', messages: [prompt] }));
  assert.equal(first.messages.length, 2);
  assert.match(first.messages[1].source.summary, new RegExp(`port ${other.port} is used by another program`));
  assert.match(first.messages[1].content[0].text, /node \S+flymemory\.mjs doctor$/);
  const second = await listener(payload, async () => ({ kind: 'enter', messages: [prompt] }));
  assert.equal(second.messages.length, 1);
  assert.equal(other.calls.length, 0, 'not even the prompt reached the other program');
});

// A "python" that runs the fake engine with whatever flags the plugin passes.
function fakePython(dir) {
  const engineScript = new URL('./fake-engine.mjs', import.meta.url).pathname;
  const exe = path.join(dir, 'fake-python');
  fs.writeFileSync(exe, `#!/bin/sh\nshift 2\nexec "${process.execPath}" "${engineScript}" "$@"\n`, { mode: 0o755 });
  return exe;
}

function ctxWithEffects() {
  const ctx = fakeCtx();
  const disposers = [];
  ctx.effect = (setup) => { disposers.push(setup()); };
  ctx.dispose = async () => { for (const dispose of disposers.splice(0)) await dispose(); };
  return ctx;
}

async function waitFor(predicate, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await predicate();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

test('an engine the plugin started is restarted after it is killed, and stopped on dispose with shutdownOnDispose', { skip: process.platform === 'win32' }, async (t) => {
  const dataDir = tempDir(t);
  const port = await freePort();
  const ctx = ctxWithEffects();
  t.after(async () => {
    await ctx.dispose();
    const record = readPidFile(dataDir);
    if (record) try { process.kill(record.pid); } catch { /* gone */ }
  });

  await plugin.apply(ctx, { port, dataDir, pythonExe: fakePython(dataDir), readinessTimeoutMs: 10_000, shutdownOnDispose: true });
  const first = readPidFile(dataDir).pid;
  process.kill(first, 'SIGKILL');

  const restarted = await waitFor(async () => {
    const probe = await probeEngine({ port });
    return probe.state === 'ours' && probe.health.pid !== first ? probe.health.pid : null;
  });
  assert.ok(restarted, `no restart; plugin.log:\n${fs.readFileSync(path.join(dataDir, 'plugin.log'), 'utf8')}`);
  assert.ok(await waitFor(() => readPidFile(dataDir)?.pid === restarted), 'the restarted engine is the recorded one');
  assert.match(fs.readFileSync(path.join(dataDir, 'plugin.log'), 'utf8'), /WARN FlyMemory engine died .*restarting in 1000 ms/);

  await ctx.dispose();
  assert.equal((await probeEngine({ port })).state, 'down', 'shutdownOnDispose stopped the engine it started');
});
