// A hook-protocol client may never run DSH, so nothing but the hook itself
// would store the prompts it spooled while the engine was away: once the engine
// answers a hook again, a detached `flymemory hook replay` stores them, each
// once, with the time it was typed, and the hook's own exit does not wait.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { spoolPending, spoolPrompt } from '../../lib/spool.js';
import { startFakeEngine } from './fake-engine.mjs';

const CLI = fileURLToPath(new URL('../../bin/flymemory.mjs', import.meta.url));
const silent = { info() {}, warn() {}, error() {} };

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-hook-replay-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function hook(port, dataDir, prompt) {
  const child = execFile(process.execPath, [CLI, 'hook', 'prompt', '--port', String(port), '--data-dir', dataDir]);
  child.stdin.end(JSON.stringify({ prompt, session_id: 's', cwd: '/ws' }));
  return new Promise((resolve) => child.on('close', (code) => resolve(code)));
}

test('once the engine answers a hook again, the prompts the hooks spooled are stored once each with their time, by a detached replay', async (t) => {
  const stored = new Map();
  const captures = [];
  const engine = await startFakeEngine({
    async onTool(name, args) {
      if (name === 'flymemory_remember' && args.dry_run) return { text: '', data: { plan: [stored.has(args.text) ? 'strengthen #1 (same text)' : 'new'] } };
      if (name === 'flymemory_auto') {
        if (args.occurred_at) await sleep(1_000); // a replay's write is slow: the hook must not wait for it
        captures.push({ ...args, at: Date.now() });
        stored.set(args.text, stored.size + 1);
      }
      return { text: '', data: { memories: [] } };
    },
  });
  t.after(engine.close);
  const dataDir = tempDir(t);
  const typedAt = [new Date('2026-12-01T06:00:00Z'), new Date('2026-12-01T06:01:00Z')];
  spoolPrompt({ dataDir, text: 'The staging database moved to db2.internal.', session: 's', workspace: '/ws', log: silent, now: () => typedAt[0] });
  spoolPrompt({ dataDir, text: 'Deploys now need a ticket number.', session: 's', workspace: '/ws', log: silent, now: () => typedAt[1] });

  assert.equal(await hook(engine.port, dataDir, 'What changed on staging?'), 0);
  const hookExited = Date.now();
  const deadline = Date.now() + 30_000;
  while (spoolPending(dataDir) && Date.now() < deadline) await sleep(100);
  assert.equal(spoolPending(dataDir), false, 'the spool was replayed without another prompt and without DSH');
  const replayed = captures.filter((c) => c.occurred_at);
  assert.deepEqual(replayed.map((c) => [c.text, c.occurred_at, c.workspace]), [
    ['The staging database moved to db2.internal.', '2026-12-01T06:00:00.000Z', '/ws'],
    ['Deploys now need a ticket number.', '2026-12-01T06:01:00.000Z', '/ws']]);
  assert.ok(hookExited < replayed[0].at, 'the hook exited before the replay stored anything');
  assert.equal(await hook(engine.port, dataDir, 'And production?'), 0);
  await sleep(500);
  assert.equal(captures.filter((c) => c.occurred_at).length, 2, 'nothing replayed twice');
});
