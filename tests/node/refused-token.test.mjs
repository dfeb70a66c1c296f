// A team engine answers HTTP 401 to a missing or wrong token. The turn goes on, the typed text is
// kept, and the session is told once that the token is the problem (not a stopped engine) and
// how to set one; the token itself is never shown.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import * as plugin from '../../lib/index.js';
import { SPOOL_FILE } from '../../lib/spool.js';
import { startFakeEngine } from './fake-engine.mjs';

const typed = (text) => ({ id: `u-${text}`, role: 'user', content: [{ type: 'text', text }], source: { kind: 'user' } });
const stepFor = (text) => ({ messages: [typed(text)], turn: 1, step: 1, agent: { session: { header: { id: 's1', cwd: '/w' } } } });
const enter = (payload) => async () => ({ kind: 'enter', messages: [...payload.messages] });

test('a refused token: the turn goes on, the prompt is kept, and the session is told once to set FLYMEMORY_TOKEN', async (t) => {
  const engine = await startFakeEngine({ onTool: () => ({ httpStatus: 401, text: '{"error": "a valid bearer token is required"}' }) });
  t.after(engine.close);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-token-test-'));
  t.after(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const ctx = { listeners: new Map(), on(event, listener) { this.listeners.set(event, listener); } };
  await plugin.apply(ctx, { port: engine.port, dataDir, autostart: false, hookTimeoutMs: 3000, token: 'wrong-token-0123456789' });
  const listener = ctx.listeners.get('agent/pre-step');

  const first = stepFor('Release notes go in CHANGES.md.');
  const decision = await listener(first, enter(first));
  const notice = decision.messages.at(-1);
  assert.equal(notice.source.form, 'notice');
  assert.match(notice.source.summary, /refused this session's token/);
  assert.match(notice.content[0].text, /refused the token in FLYMEMORY_TOKEN[\s\S]*\n {2}export FLYMEMORY_TOKEN=/);
  assert.doesNotMatch(notice.content[0].text, /not answering|does not answer|flymemory\.mjs start|wrong-token-0123456789/);
  const spooled = fs.readFileSync(path.join(dataDir, SPOOL_FILE), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).text);
  assert.deepEqual(spooled, ['Release notes go in CHANGES.md.']);

  const second = stepFor('Tag releases from main only.');
  const again = await listener(second, enter(second));
  assert.equal(again.messages.length, 1, 'told once: no second notice');
});
