import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createUseTracker, readLedger } from '../../lib/ledger.js';
import { createRecoveryFlags, createSessionObserver } from '../../lib/session-observer.js';

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-observer-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function recordingLog() {
  const lines = [];
  return { lines, info: (m) => lines.push(`INFO ${m}`), warn: (m) => lines.push(`WARN ${m}`), error: (m) => lines.push(`ERROR ${m}`) };
}

const session = { header: { id: 'sess-1', cwd: '/ws' } };

function setup(t, { callTool = async () => 'NEW #5' } = {}) {
  const dataDir = tempDir(t);
  const log = recordingLog();
  const calls = [];
  const tracker = createUseTracker({ dataDir, log });
  const recovery = createRecoveryFlags({ dataDir });
  const observer = createSessionObserver({
    tracker, recovery, log,
    options: { useGate: true, hookTimeoutMs: 500 },
    callTool: (...args) => { calls.push(args); return callTool(...args); },
  });
  return { dataDir, log, calls, tracker, recovery, observer };
}

test('tool/call and tool/result events of the session feed the ledger', (t) => {
  const { dataDir, tracker, observer } = setup(t);
  tracker.recordInjected('sess-1', [40]);
  observer.observe(session, { type: 'tool/call', data: { turn: 1, step: 1, callId: 'c1', name: 'mcp__flymemory__flymemory_get_memory', arguments: '{"id":40}' } });
  observer.observe(session, { type: 'tool/result', data: { turn: 1, step: 1, message: { role: 'tool', toolCallId: 'c1', content: [{ type: 'text', text: '#40 ...' }] } } });
  assert.deepEqual(readLedger(dataDir).map((e) => e.kind), ['injected', 'expanded']);
});

test('a compaction summary is stored in compartment context with checkpoint tags and flags recovery', async (t) => {
  const { calls, recovery, observer, log } = setup(t);
  const result = observer.observe(session, {
    type: 'compaction/summary',
    data: { compactionId: 'k1', summary: [{ type: 'text', text: '## Primary Request\n- refactor the parser' }], shadowedRange: { start: 1, end: 9 } },
  });
  assert.equal(result, undefined, 'the observer returns nothing and never appends to the session');
  await observer.settled();
  assert.equal(calls.length, 1);
  const [tool, args] = calls[0];
  assert.equal(tool, 'flymemory_remember');
  assert.deepEqual(args, { text: '## Primary Request\n- refactor the parser', compartment: 'context', tags: ['checkpoint', 'compaction'], session_id: 'sess-1', workspace: '/ws' });
  assert.equal(recovery.has('sess-1'), true);
  assert.match(log.lines.join('\n'), /stored compaction summary of session sess-1/);
});

test('the recovery flag survives into a new DSH process and is taken once', (t) => {
  const dataDir = tempDir(t);
  createRecoveryFlags({ dataDir }).mark('sess-1');
  const later = createRecoveryFlags({ dataDir });
  assert.equal(later.take('sess-1'), true);
  assert.equal(later.take('sess-1'), false);
  assert.equal(createRecoveryFlags({ dataDir }).has('sess-1'), false);
});

test('a failed summary write is logged and does not throw into DSH', async (t) => {
  const { observer, log } = setup(t, { callTool: async () => { throw new Error('engine down'); } });
  observer.observe(session, { type: 'compaction/summary', data: { summary: [{ type: 'text', text: 'sum' }] } });
  await observer.settled();
  assert.match(log.lines.join('\n'), /WARN compaction summary of session sess-1 not stored: engine down/);
});

test('a summary the engine cannot take now is handed to the spool; one it refused is not', async (t) => {
  const kept = [];
  const spool = (note) => { kept.push(note); return { kept: true }; };
  for (const [kind, spooled] of [['network', true], ['busy', true], ['timeout', true], ['tool', false], ['foreign', false]]) {
    const dataDir = tempDir(t);
    const log = recordingLog();
    const observer = createSessionObserver({
      recovery: createRecoveryFlags({ dataDir }), log, spool, options: { hookTimeoutMs: 500 },
      callTool: async () => { throw Object.assign(new Error(`${kind} failure`), { kind }); },
    });
    kept.length = 0;
    observer.observe(session, { type: 'compaction/summary', data: { summary: [{ type: 'text', text: 'sum' }] } });
    await observer.settled();
    assert.deepEqual(kept, spooled ? [{ text: 'sum', session: 'sess-1', workspace: '/ws', compartment: 'context', tags: ['checkpoint', 'compaction'] }] : [], kind);
    assert.match(log.lines.join('\n'), spooled ? /was kept in the spool/ : /not stored: \w+ failure/, kind);
  }
});

test('malformed events are ignored', (t) => {
  const { observer, calls } = setup(t);
  observer.observe(undefined, undefined);
  observer.observe(session, { type: 'compaction/summary', data: { summary: [] } });
  observer.observe({ header: {} }, { type: 'tool/call', data: {} });
  assert.equal(calls.length, 0);
});
