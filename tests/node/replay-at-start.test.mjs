// At activation the plugin replays the spool before the first step, so that step's recall sees
// the prompts typed while the engine was away. A replay that meets a passing fault right after
// the engine answered /health (a dropped connection) is tried once more, still before the step.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import * as plugin from '../../lib/index.js';
import { spoolPending, spoolPrompt } from '../../lib/spool.js';
import { startFakeEngine } from './fake-engine.mjs';

test('a replay at activation whose first call loses its connection is tried again before the first step', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-replay-start-'));
  t.after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const log = { info() {}, warn() {}, error() {} };
  spoolPrompt({ dataDir, text: 'My build server is at 10.1.2.3.', log });
  let calls = 0;
  const stored = [];
  const engine = await startFakeEngine({
    onTool: (name, args) => {
      calls += 1;
      if (calls === 1) return { destroy: true };
      if (name === 'flymemory_remember' && args.dry_run) return { text: '', data: { plan: ['new'] } };
      if (name === 'flymemory_auto') stored.push(args.text);
      return { text: '' };
    },
  });
  t.after(engine.close);
  const ctx = { listeners: new Map(), on(event, listener) { this.listeners.set(event, listener); } };
  await plugin.apply(ctx, { port: engine.port, dataDir, autostart: false });
  assert.deepEqual(stored, ['My build server is at 10.1.2.3.'], 'stored before apply returned, so before the first step');
  assert.equal(spoolPending(dataDir), false);
  assert.match(fs.readFileSync(path.join(dataDir, 'plugin.log'), 'utf8'), /replaying the spool stopped[\s\S]*spool replayed: 1 stored/);
});
