import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import * as plugin from '../../lib/index.js';
import { startFakeEngine } from './fake-engine.mjs';

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

test('apply registers nothing when a foreign program holds the port', async (t) => {
  const other = await startFakeEngine({ health: { name: 'other' } });
  t.after(other.close);
  const ctx = fakeCtx();
  await plugin.apply(ctx, { port: other.port, dataDir: tempDir(t) });
  assert.equal(ctx.listeners.size, 0);
  assert.equal(other.calls.length, 0);
});
