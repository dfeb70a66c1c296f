// The hook CLI runs one process per prompt. A 503's Retry-After seen by one
// hook process must hold back the next ones too, or each would call the busy
// engine again at once: the pause is kept in <dataDir>/engine-busy-until.json.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createFileBusyGate, PAUSE_FILE } from '../../lib/busy-pause.js';
import { MAX_RETRY_AFTER_MS } from '../../lib/mcp-client.js';
import { SPOOL_FILE } from '../../lib/spool.js';
import { startFakeEngine } from './fake-engine.mjs';

const CLI = fileURLToPath(new URL('../../bin/flymemory.mjs', import.meta.url));

function tempDir(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flymemory-hook-pause-test-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function hook(port, dataDir, prompt) {
  const child = execFile(process.execPath, [CLI, 'hook', 'prompt', '--port', String(port), '--data-dir', dataDir]);
  child.stdin.end(JSON.stringify({ prompt, session_id: 's', cwd: '/ws' }));
  return new Promise((resolve) => {
    let stdout = '';
    child.stdout.on('data', (chunk) => { stdout += chunk; });
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

const spooledTexts = (dataDir) => fs.readFileSync(path.join(dataDir, SPOOL_FILE), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).text);

test('a 503 pause seen by one hook process holds back the next hook process, which keeps its prompt without calling', async (t) => {
  let answer = { httpStatus: 503, headers: { 'retry-after': '30' }, text: '{"error": "busy"}' };
  const engine = await startFakeEngine({ onTool: () => answer });
  t.after(engine.close);
  const dataDir = tempDir(t);

  const first = await hook(engine.port, dataDir, 'The staging database moved to db2.internal.');
  assert.deepEqual(first, { code: 0, stdout: '' }, 'fail open');
  const calledByFirst = engine.calls.length;
  assert.ok(calledByFirst > 0);
  assert.equal(fs.statSync(path.join(dataDir, PAUSE_FILE)).mode & 0o777, 0o600, 'owner-only like every data file');

  answer = { text: 'would have been answered' };
  const second = await hook(engine.port, dataDir, 'Deploys now need a ticket number.');
  assert.deepEqual(second, { code: 0, stdout: '' });
  assert.equal(engine.calls.length, calledByFirst, 'the second hook process sent nothing inside the pause');
  assert.deepEqual(spooledTexts(dataDir), ['The staging database moved to db2.internal.', 'Deploys now need a ticket number.']);
});

test('the kept pause ends when it was asked to, is capped at a minute, and a missing or unreadable file is no pause', (t) => {
  const dataDir = tempDir(t);
  let clock = 1_000_000;
  const gate = () => createFileBusyGate({ dataDir, now: () => clock });
  assert.equal(gate().remainingMs(), 0, 'no file yet');
  gate().close(5_000);
  assert.equal(gate().remainingMs(), 5_000, 'a new process sees the pause');
  gate().close(1_000);
  assert.equal(gate().remainingMs(), 5_000, 'a shorter pause never cuts a longer one short');
  clock += 5_000;
  assert.equal(gate().remainingMs(), 0);
  fs.writeFileSync(path.join(dataDir, PAUSE_FILE), JSON.stringify({ until: clock + 86_400_000 }));
  assert.equal(gate().remainingMs(), MAX_RETRY_AFTER_MS, 'a file asking for a day (clock change, damage) holds a minute at most');
  fs.writeFileSync(path.join(dataDir, PAUSE_FILE), 'not json');
  assert.equal(gate().remainingMs(), 0);
});
